"""Fetch guard tests: every forbidden spelling refused with no request reaching a forbidden server, and pinning."""

from __future__ import annotations

import datetime as dt
import ipaddress
import ssl
import threading
from pathlib import Path

import pytest
import requests

from benchrec.errors import FetchError
from benchrec.options import Options
from extractors.fetch import fetch_url, load_source
from extractors.netguard import (PinnedAdapter, RefusedURL, Target, check_url, forbidden_reason, is_allowed,
                                 parse_ipv4)
from tests.net_servers import Server, respond

PUBLIC = "93.184.216.34"


#: Every data folder inside the test's tmp dir.
pytestmark = pytest.mark.usefixtures("home")


@pytest.fixture
def forbidden():
    """A server on 127.0.0.1 that must never see a request (it is not in allowed_hosts)."""
    with Server() as server:
        server.route("/", respond(200, b"secret"))
        yield server


class Resolver:
    """A scripted resolver: one answer per call, the last repeating; records its calls."""

    def __init__(self, *answers: list[str]) -> None:
        self.answers = list(answers)
        self.calls: list[tuple[str, int]] = []

    def __call__(self, host: str, port: int) -> list[str]:
        self.calls.append((host, port))
        return self.answers[min(len(self.calls), len(self.answers)) - 1]


class Blocked(Exception):
    """Raised by a connect observer to stop a connection before its socket opens."""


# ---------------------------------------------------------------- address parsing and classes


@pytest.mark.parametrize("host, expect", [
    ("127.0.0.1", "127.0.0.1"), ("2130706433", "127.0.0.1"), ("0x7f000001", "127.0.0.1"), ("0X7F000001", "127.0.0.1"),
    ("017700000001", "127.0.0.1"), ("0177.0.0.1", "127.0.0.1"), ("0x7f.0.0.1", "127.0.0.1"), ("127.1", "127.0.0.1"),
    ("127.0.1", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("127.0.0.1.", "127.0.0.1"), ("0", "0.0.0.0"),
    ("10.1", "10.0.0.1"), ("169.254.43518", "169.254.169.254"), ("2852039166", "169.254.169.254"),
    ("example.com", None), ("127.0.0.1.example.com", None), ("a1", None), ("0x1g", None), ("127.0.0.0x", "127.0.0.0"),
])
def test_parse_ipv4_spellings(host: str, expect: str | None) -> None:
    got = parse_ipv4(host)
    assert (str(got) if got is not None else None) == expect


@pytest.mark.parametrize("host", ["1.2.3.4.5", "256.0.0.1", "4294967296", "1..2", "0x1g.1", "08.0.0.1"])
def test_parse_ipv4_refuses_malformed_numbers(host: str) -> None:
    with pytest.raises(ValueError):
        parse_ipv4(host)


@pytest.mark.parametrize("address, reason", [
    ("127.0.0.1", "loopback"), ("127.255.255.254", "loopback"), ("10.0.0.1", "private"), ("172.16.5.4", "private"),
    ("192.168.1.1", "private"), ("169.254.169.254", "cloud metadata"), ("169.254.1.1", "link-local"),
    ("100.64.0.1", "shared (carrier-grade NAT)"), ("0.0.0.0", "unspecified"), ("224.0.0.251", "multicast"),
    ("239.255.255.250", "multicast"), ("255.255.255.255", "reserved"), ("240.0.0.1", "reserved"),
    ("192.0.2.1", "reserved (documentation)"), ("198.18.0.1", "reserved (benchmarking)"),
    ("::1", "loopback"), ("::", "unspecified"), ("fe80::1", "link-local"), ("fc00::1", "private (unique local)"),
    ("fd00:ec2::254", "cloud metadata"), ("ff02::1", "multicast"), ("2001:db8::1", "reserved (documentation)"),
    ("::ffff:127.0.0.1", "loopback (embeds 127.0.0.1)"), ("::ffff:169.254.169.254", "cloud metadata (embeds 169.254.169.254)"),
    ("2002:7f00:1::", "loopback (embeds 127.0.0.1)"), ("2002:a00:1::", "private (embeds 10.0.0.1)"),
    ("64:ff9b::7f00:1", "loopback (embeds 127.0.0.1)"), ("64:ff9b::a9fe:a9fe", "cloud metadata (embeds 169.254.169.254)"),
    ("::127.0.0.1", "loopback (embeds 127.0.0.1)"), ("64:ff9b:1::1", "private (local NAT64)"),
    (PUBLIC, None), ("8.8.8.8", None), ("1.1.1.1", None), ("2606:4700:4700::1111", None), ("::ffff:8.8.8.8", None),
])
def test_forbidden_reason(address: str, reason: str | None) -> None:
    assert forbidden_reason(ipaddress.ip_address(address)) == reason


@pytest.mark.parametrize("entries, host, port, allowed", [
    (("127.0.0.1:8000",), "127.0.0.1", 8000, True),
    (("127.0.0.1:8000",), "127.0.0.1", 8001, False),
    (("127.0.0.1",), "127.0.0.1", 9999, True),
    (("127.0.0.1:8000",), "2130706433", 8000, True),
    (("Docs.Example.COM",), "docs.example.com", 443, True),
    (("docs.example.com",), "example.com", 443, False),
    (("[::1]:8000",), "::1", 8000, True),
    (("::1",), "::1", 80, True),
    (("localhost:8000",), "127.0.0.1", 8000, False),
    ((), "127.0.0.1", 80, False),
])
def test_allowed_hosts_entries(entries: tuple[str, ...], host: str, port: int, allowed: bool) -> None:
    assert is_allowed(host, port, Options(allowed_hosts=entries)) is allowed


# ---------------------------------------------------------------- every spelling, no request reaching the server

SPELLINGS = [
    "127.0.0.1", "localhost", "LOCALHOST", "localhost.", "foo.localhost", "2130706433", "0x7f000001", "0x7F.0.0.1",
    "0177.0.0.1", "017700000001", "127.1", "127.0.1", "127.000.000.001", "127.0.0.1.", "0x7f.1",
    "１２７.０.０.１", "[::1]", "[0:0:0:0:0:0:0:1]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]",
    "[0:0:0:0:0:ffff:127.0.0.1]", "[::127.0.0.1]", "[2002:7f00:1::]", "[64:ff9b::7f00:1]", "0.0.0.0", "0", "[::]",
    "metadata.google.internal", "127.0.0.1:80@example.com", "example.com@127.0.0.1",
]


@pytest.mark.parametrize("spelling", SPELLINGS)
def test_every_forbidden_spelling_is_refused_before_any_request(forbidden: Server, tmp_path: Path,
                                                                spelling: str) -> None:
    url = f"http://{spelling}:{forbidden.port}/"
    resolver = Resolver(["127.0.0.1"])
    with pytest.raises(RefusedURL, match=r"^refused "):
        fetch_url(url, Options(home=tmp_path, retries=0), resolver=resolver)
    assert forbidden.count == 0


def test_forbidden_server_counts_requests_when_allowed(forbidden: Server, tmp_path: Path) -> None:
    """Control: the same server does see a request once it is allowed, so a zero count above means something."""
    got = fetch_url(forbidden.url("/"), Options(home=tmp_path, allowed_hosts=(forbidden.hostport,)))
    assert got.body == b"secret" and forbidden.count == 1


@pytest.mark.parametrize("answers", [["127.0.0.1"], [PUBLIC, "127.0.0.1"], ["::1"], ["10.0.0.7"],
                                     ["::ffff:127.0.0.1"], ["169.254.169.254"]])
def test_name_resolving_to_a_forbidden_address_is_refused(forbidden: Server, tmp_path: Path,
                                                          answers: list[str]) -> None:
    resolver = Resolver(answers)
    with pytest.raises(RefusedURL, match=r"refused http://evil\.example:\d+/: evil\.example resolves to"):
        fetch_url(f"http://evil.example:{forbidden.port}/", Options(home=tmp_path), resolver=resolver)
    assert forbidden.count == 0


@pytest.mark.parametrize("url", [
    "http://127.0.0.1:{port}/", "http://localhost/", "http://2130706433/", "http://[::1]/",
    "http://[::ffff:127.0.0.1]/", "http://169.254.169.254/", "http://10.0.0.1/", "file:///etc/passwd",
])
def test_load_source_refuses_the_forbidden_list(forbidden: Server, tmp_path: Path, url: str) -> None:
    source = url.format(port=forbidden.port)
    with pytest.raises(FetchError, match=r"^refused ") as info:
        load_source(source, Options(home=tmp_path))
    message = str(info.value)
    assert "\n" not in message and source in message
    assert forbidden.count == 0


def test_refusal_message_names_url_and_reason(tmp_path: Path) -> None:
    with pytest.raises(RefusedURL) as info:
        check_url("http://127.0.0.1:8000/", Options(home=tmp_path))
    assert str(info.value) == "refused http://127.0.0.1:8000/: address 127.0.0.1 is loopback"


@pytest.mark.parametrize("url, match", [
    ("ftp://example.com/", "scheme 'ftp' is not allowed"), ("http:///x", "no host"),
    ("http://exa mple.com/", "white space"), ("http://example.com\\@127.0.0.1/", "backslashes"),
    ("http://example.com:99999/", "invalid port"), ("http://[fe80::1%25eth0]/", "scoped"),
    ("http://user:pw@example.com/", "credentials"), ("http://1.2.3.4.5/", "not a valid address"),
    ("http://[x/", "malformed URL"), ("https://[::1/", "malformed URL"), ("http://a]b/", "malformed URL"),
])
def test_malformed_urls_are_refused(tmp_path: Path, url: str, match: str) -> None:
    with pytest.raises(RefusedURL, match=match):
        check_url(url, Options(home=tmp_path), resolver=Resolver([PUBLIC]))


def test_public_name_is_checked_and_targeted(tmp_path: Path) -> None:
    target = check_url("https://Docs.Example.com./post", Options(home=tmp_path), resolver=Resolver([PUBLIC]))
    assert target == Target("https", "docs.example.com", 443, (PUBLIC,))


# ---------------------------------------------------------------- DNS rebinding and pinning


def test_dns_rebinding_never_reaches_loopback(forbidden: Server, tmp_path: Path) -> None:
    """Public on the first lookup, loopback afterwards: the socket goes to the public address that was checked."""
    resolver = Resolver([PUBLIC], ["127.0.0.1"])
    seen: list[tuple[str, str, int]] = []

    def observe(host: str, ip: str, port: int) -> None:
        seen.append((host, ip, port))
        raise Blocked("stop before the socket opens")

    with pytest.raises(Blocked):
        fetch_url(f"http://rebind.example:{forbidden.port}/", Options(home=tmp_path), resolver=resolver,
                  on_connect=observe)
    assert seen == [("rebind.example", PUBLIC, forbidden.port)]
    assert len(resolver.calls) == 1 and forbidden.count == 0


def test_pinned_connection_goes_to_checked_address_with_original_host(tmp_path: Path) -> None:
    """A real socket: the name is resolved once, the socket goes to that address, Host keeps the name."""
    with Server() as srv:
        srv.route("/", respond(200, b"ok"))
        resolver = Resolver(["127.0.0.1"], ["10.9.9.9"])
        opts = Options(home=tmp_path, allowed_hosts=(f"pinned.example:{srv.port}",))
        got = fetch_url(f"http://pinned.example:{srv.port}/", opts, resolver=resolver)
        assert got.body == b"ok" and len(resolver.calls) == 1
        assert srv.hits[0].headers["host"] == f"pinned.example:{srv.port}"


def test_unpinned_connection_is_refused(forbidden: Server) -> None:
    with requests.Session() as session:
        session.mount("http://", PinnedAdapter())
        with pytest.raises(RefusedURL, match="did not check"):
            session.get(forbidden.url("/"), timeout=2)
    assert forbidden.count == 0


def test_proxy_settings_are_ignored(forbidden: Server, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A proxy would connect elsewhere than the checked address; the environment's proxy is never used."""
    with Server() as target:
        target.route("/", respond(200, b"direct"))
        for var in ("HTTP_PROXY", "http_proxy", "HTTPS_PROXY", "ALL_PROXY"):
            monkeypatch.setenv(var, forbidden.url("/"))
        got = fetch_url(target.url("/"), Options(home=tmp_path, allowed_hosts=(target.hostport,)))
        assert got.body == b"direct" and forbidden.count == 0


def _certificate(tmp_path: Path, name: str) -> tuple[Path, Path]:
    """A self-signed certificate for a host name, and its key."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, name)])
    now = dt.datetime.now(dt.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(subject).issuer_name(subject).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - dt.timedelta(days=1))
            .not_valid_after(now + dt.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.DNSName(name)]), critical=False)
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = tmp_path / "cert.pem", tmp_path / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


def test_https_pinning_sends_sni_and_checks_the_certificate_name(tmp_path: Path) -> None:
    """Pinned to 127.0.0.1, the TLS handshake still names and verifies the URL's host."""
    cert, key = _certificate(tmp_path, "secure.example")
    with Server() as srv:
        srv.route("/", respond(200, b"tls ok"))
        names: list[str | None] = []
        ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        ctx.load_cert_chain(cert, key)
        ctx.sni_callback = lambda sock, name, c: names.append(name)  # type: ignore[assignment]
        srv._httpd.socket = ctx.wrap_socket(srv._httpd.socket, server_side=True)  # noqa: SLF001
        target = check_url(f"https://secure.example:{srv.port}/", Options(allowed_hosts=(f"secure.example:{srv.port}",)),
                           resolver=Resolver(["127.0.0.1"]))
        adapter = PinnedAdapter()
        adapter.pin(target)
        with requests.Session() as session:
            session.trust_env = False
            session.mount("https://", adapter)
            resp = session.get(f"https://secure.example:{srv.port}/", verify=str(cert), timeout=5)
            assert resp.content == b"tls ok" and names == ["secure.example"]
            wrong = Target("https", "other.example", srv.port, ("127.0.0.1",))
            adapter.pin(wrong)
            with pytest.raises(requests.exceptions.SSLError):
                session.get(f"https://other.example:{srv.port}/", verify=str(cert), timeout=5)


def test_guard_is_thread_safe_under_concurrent_refusals(forbidden: Server, tmp_path: Path) -> None:
    errors: list[BaseException] = []

    def attempt(spelling: str) -> None:
        try:
            fetch_url(f"http://{spelling}:{forbidden.port}/", Options(home=tmp_path))
        except RefusedURL:
            return
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=attempt, args=(s,)) for s in SPELLINGS[:12] * 3]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert errors == [] and forbidden.count == 0
