"""Fetcher tests against real HTTP servers on 127.0.0.1: retries, validators, redirects, caps, deadlines, charsets."""

from __future__ import annotations

import gzip
import time
import zlib
from dataclasses import replace
from pathlib import Path

import pytest

from benchrec.errors import FetchError
from benchrec.options import Options
from extractors.fetch import (Fetched, RefusedURL, TransientFetchError, _retry_after, decode_text, detect_charset,
                              fetch_url, is_transient, load_source, read_path)
from staging.snapshots import UrlState
from tests.net_servers import (Server, chunked, delayed, gzipped, redirect, respond, sequence, trickle,
                               trickle_headers)

HTML = b"<html><head><title>t</title></head><body><p>42.5 tok/s</p></body></html>"


#: Every data folder inside the test's tmp dir.
pytestmark = pytest.mark.usefixtures("home")


@pytest.fixture
def srv():
    """A scripted server on 127.0.0.1."""
    with Server() as server:
        yield server


def opts_for(tmp_path: Path, *servers: Server, **kw: object) -> Options:
    """Options allowing these servers, with short timeouts and backoff."""
    base = dict(home=tmp_path, allowed_hosts=tuple(s.hostport for s in servers), backoff_s=0.05,
                connect_timeout_s=2.0, read_timeout_s=2.0, total_deadline_s=10.0)
    base.update(kw)
    return Options(**base)  # type: ignore[arg-type]


# ---------------------------------------------------------------- success, retries, Retry-After


def test_plain_get_sends_user_agent_and_returns_fetched(srv: Server, tmp_path: Path) -> None:
    srv.route("/", respond(200, HTML, {"Content-Type": "text/html; charset=utf-8", "ETag": '"v1"',
                                       "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT"}))
    opts = opts_for(tmp_path, srv)
    got = fetch_url(srv.url("/"), opts)
    assert isinstance(got, Fetched)
    assert (got.status, got.body, got.url, got.requested_url) == (200, HTML, srv.url("/"), srv.url("/"))
    assert got.content_type == "text/html; charset=utf-8" and got.charset == "utf-8"
    assert got.etag == '"v1"' and got.last_modified == "Wed, 01 Jan 2025 00:00:00 GMT"
    assert got.headers["etag"] == '"v1"' and not got.not_modified and got.redirects == []
    assert got.fetched_at.endswith("+00:00")
    assert srv.hits[0].headers["user-agent"] == opts.user_agent
    assert "gzip" in srv.hits[0].headers["accept-encoding"]


def test_503_twice_then_200_is_retried(srv: Server, tmp_path: Path) -> None:
    srv.route("/", sequence([respond(503), respond(503), respond(200, HTML)]))
    got = fetch_url(srv.url("/"), opts_for(tmp_path, srv, retries=3))
    assert got.status == 200 and got.body == HTML and srv.count == 3


def test_retryable_status_exhausted_is_transient(srv: Server, tmp_path: Path) -> None:
    srv.route("/", respond(502))
    with pytest.raises(TransientFetchError, match=r"gave up on .* after 3 attempt\(s\): HTTP 502") as info:
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, retries=2))
    assert is_transient(info.value) and srv.count == 3


def test_429_retry_after_is_honoured(srv: Server, tmp_path: Path) -> None:
    srv.route("/", sequence([respond(429, b"slow down", {"Retry-After": "1"}), respond(200, HTML)]))
    start = time.monotonic()
    got = fetch_url(srv.url("/"), opts_for(tmp_path, srv, backoff_s=0.01))
    waited = time.monotonic() - start
    assert got.status == 200 and srv.count == 2
    assert 0.9 <= waited < 2.5


def test_retry_after_is_capped(srv: Server, tmp_path: Path) -> None:
    srv.route("/", sequence([respond(503, b"", {"Retry-After": "3600"}), respond(200, HTML)]))
    start = time.monotonic()
    fetch_url(srv.url("/"), opts_for(tmp_path, srv, max_retry_after_s=0.2))
    assert time.monotonic() - start < 1.5


@pytest.mark.parametrize("value, expected", [
    ("1", 1.0), ("0", 0.0), (" 12 ", 12.0), ("", None), (None, None), ("soon", None), ("-3", None),
    ("Wed, 21 Oct 2015 07:28:00 GMT", 0.0),
])
def test_retry_after_parsing(value: str | None, expected: float | None) -> None:
    assert _retry_after(value) == expected


def test_retry_after_http_date_in_the_future() -> None:
    now = 1_700_000_000.0
    assert _retry_after("Tue, 14 Nov 2023 22:13:40 GMT", now=now) == pytest.approx(20.0)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 410, 451, 500])
def test_client_errors_and_500_are_not_retried(srv: Server, tmp_path: Path, status: int) -> None:
    srv.route("/", respond(status, b"nope"))
    with pytest.raises(FetchError, match=rf"HTTP {status}") as info:
        fetch_url(srv.url("/"), opts_for(tmp_path, srv))
    assert not is_transient(info.value) and srv.count == 1


def test_connection_refused_is_retried_then_transient(tmp_path: Path) -> None:
    with Server() as gone:
        port = gone.port
    opts = Options(home=tmp_path, allowed_hosts=(f"127.0.0.1:{port}",), retries=2, backoff_s=0.01)
    with pytest.raises(TransientFetchError, match="after 3 attempt") as info:
        fetch_url(f"http://127.0.0.1:{port}/", opts)
    assert str(info.value).endswith("connection failed (connection refused)")  # the system's words, no pool repr


def _raw(data: bytes):  # type: ignore[no-untyped-def]
    """A handler that writes raw bytes instead of an HTTP response."""
    return lambda h: h.wfile.write(data)


@pytest.mark.parametrize("data", [
    b"\x00\x01 not http at all\r\n\r\n",
    b"HTTP/1.1 200 OK\r\n" + b"".join(b"X-H%d: v\r\n" % i for i in range(500)) + b"\r\n",
    b"HTTP/1.1 200 OK\r\nX-Long: " + b"a" * 200_000 + b"\r\n\r\n",
    b"HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\nshort",
    b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nbad\r\n",
    b"",
], ids=["garbage", "too-many-headers", "huge-header", "short-body", "bad-chunk", "empty"])
def test_broken_responses_give_a_one_line_fetch_error(srv: Server, tmp_path: Path, data: bytes) -> None:
    srv.route("/", _raw(data))
    with pytest.raises(FetchError) as info:
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, retries=1))
    assert "\n" not in str(info.value) and srv.url("/") in str(info.value)


# ---------------------------------------------------------------- conditional GET


def test_304_with_etag_reuses_the_snapshot(srv: Server, tmp_path: Path) -> None:
    def handle(h) -> None:  # type: ignore[no-untyped-def]
        if h.headers.get("If-None-Match") == '"v1"':
            respond(304, b"", {"ETag": '"v1"'}, length=True)(h)
        else:
            respond(200, HTML, {"ETag": '"v1"', "Content-Type": "text/html"})(h)

    srv.route("/", handle)
    opts = opts_for(tmp_path, srv)
    first = fetch_url(srv.url("/"), opts)
    previous = UrlState(srv.url("/"), "0" * 64, first.etag, None, first.fetched_at)
    again = fetch_url(srv.url("/"), opts, previous=previous)
    assert again.not_modified and again.status == 304 and again.body == b"" and again.etag == '"v1"'
    assert srv.hits[1].headers["if-none-match"] == '"v1"'
    assert "if-modified-since" not in srv.hits[0].headers


def test_if_modified_since_is_sent_and_304_keeps_previous_validators(srv: Server, tmp_path: Path) -> None:
    srv.route("/", respond(304, b""))
    lm = "Wed, 01 Jan 2025 00:00:00 GMT"
    previous = UrlState(srv.url("/"), "0" * 64, '"e"', lm, "2025-01-01T00:00:00+00:00")
    got = fetch_url(srv.url("/"), opts_for(tmp_path, srv), previous=previous)
    assert got.not_modified and got.etag == '"e"' and got.last_modified == lm
    assert srv.hits[0].headers["if-modified-since"] == lm


# ---------------------------------------------------------------- redirects


def test_redirect_is_followed_and_recorded(srv: Server, tmp_path: Path) -> None:
    srv.route("/a", redirect("/b", 301)).route("/b", redirect(srv.url("/c"), 307)).route("/c", respond(200, HTML))
    got = fetch_url(srv.url("/a"), opts_for(tmp_path, srv))
    assert got.body == HTML and got.url == srv.url("/c") and got.requested_url == srv.url("/a")
    assert got.redirects == [srv.url("/b"), srv.url("/c")]


def test_redirect_to_a_host_not_allowed_is_refused(tmp_path: Path) -> None:
    with Server() as allowed, Server() as other:
        other.route("/", respond(200, HTML))
        allowed.route("/", redirect(other.url("/")))
        with pytest.raises(RefusedURL, match=rf"refused {other.url('/')}: address 127.0.0.1 is loopback "
                                             rf"\(redirected from {allowed.url('/')}\)"):
            fetch_url(allowed.url("/"), opts_for(tmp_path, allowed))
        assert other.count == 0 and allowed.count == 1


@pytest.mark.parametrize("location", ["http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/",
                                      "file:///etc/passwd", "http://[::1]/", "gopher://x/"])
def test_redirect_to_forbidden_targets_is_refused(srv: Server, tmp_path: Path, location: str) -> None:
    srv.route("/", redirect(location))
    with pytest.raises(RefusedURL, match="refused"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv))


def test_redirect_chain_longer_than_the_limit_is_refused(srv: Server, tmp_path: Path) -> None:
    for i in range(10):
        srv.route(f"/r{i}", redirect(f"/r{i + 1}"))
    with pytest.raises(FetchError, match=r"more than 3 redirects"):
        fetch_url(srv.url("/r0"), opts_for(tmp_path, srv, max_redirects=3))
    assert srv.count == 4


def test_redirect_loop_is_refused(srv: Server, tmp_path: Path) -> None:
    srv.route("/x", redirect("/y")).route("/y", redirect("/x"))
    with pytest.raises(FetchError, match="redirect loop"):
        fetch_url(srv.url("/x"), opts_for(tmp_path, srv))


# ---------------------------------------------------------------- timeouts and deadline


def test_read_timeout(srv: Server, tmp_path: Path) -> None:
    srv.route("/", delayed(5.0, respond(200, HTML), srv.stop))
    start = time.monotonic()
    with pytest.raises(TransientFetchError, match="read timed out"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, read_timeout_s=0.3, retries=1))
    assert time.monotonic() - start < 2.0 and srv.count == 2


def test_endless_slow_body_is_stopped_by_the_total_deadline(srv: Server, tmp_path: Path) -> None:
    srv.route("/", trickle(0.05, srv.stop))
    start = time.monotonic()
    with pytest.raises(FetchError, match=r"body not complete within the 1 s deadline") as info:
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, read_timeout_s=5.0, total_deadline_s=1.0))
    assert time.monotonic() - start < 2.0 and not is_transient(info.value)


def test_endless_slow_headers_are_stopped_by_the_total_deadline(srv: Server, tmp_path: Path) -> None:
    srv.route("/", trickle_headers(0.05, srv.stop))
    start = time.monotonic()
    with pytest.raises(FetchError, match=r"within the 1 s deadline"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, read_timeout_s=5.0, total_deadline_s=1.0))
    assert time.monotonic() - start < 2.5


def test_deadline_spans_retries(srv: Server, tmp_path: Path) -> None:
    srv.route("/", delayed(0.4, respond(503), srv.stop))
    start = time.monotonic()
    with pytest.raises(FetchError, match="deadline"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, retries=50, backoff_s=0.05, total_deadline_s=1.0))
    assert time.monotonic() - start < 2.0


# ---------------------------------------------------------------- size caps and content coding


def test_body_over_the_cap_without_length_is_stopped(srv: Server, tmp_path: Path) -> None:
    srv.route("/", respond(200, b"a" * (3 * 1024 * 1024), {"Content-Type": "text/plain"}, length=False))
    with pytest.raises(FetchError, match=r"body exceeds the 1048576 byte cap"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, max_body_bytes=1024 * 1024))


def test_content_length_over_the_cap_is_refused_before_reading(srv: Server, tmp_path: Path) -> None:
    srv.route("/", respond(200, b"a" * 1000, {"Content-Length": str(50 * 1024 * 1024)}, length=True))
    with pytest.raises(FetchError, match=r"Content-Length 52428800 exceeds the 1048576 byte cap"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, max_body_bytes=1024 * 1024))


def test_lying_content_length_with_chunked_body_is_stopped_at_the_cap(srv: Server, tmp_path: Path) -> None:
    srv.route("/", chunked(4 * 1024 * 1024, {"Content-Length": "10"}))
    with pytest.raises(FetchError, match=r"body exceeds the 1048576 byte cap"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, max_body_bytes=1024 * 1024))


def test_body_exactly_at_the_cap_is_accepted(srv: Server, tmp_path: Path) -> None:
    srv.route("/", chunked(1024 * 1024))
    got = fetch_url(srv.url("/"), opts_for(tmp_path, srv, max_body_bytes=1024 * 1024))
    assert len(got.body) == 1024 * 1024


def test_gzip_body_is_decoded(srv: Server, tmp_path: Path) -> None:
    srv.route("/", gzipped(HTML * 100))
    assert fetch_url(srv.url("/"), opts_for(tmp_path, srv)).body == HTML * 100


@pytest.mark.parametrize("wrap", [zlib.compress, lambda b: zlib.compress(b)[2:-4]], ids=["zlib", "raw"])
def test_deflate_body_is_decoded(srv: Server, tmp_path: Path, wrap) -> None:  # type: ignore[no-untyped-def]
    srv.route("/", respond(200, wrap(HTML), {"Content-Encoding": "deflate"}))
    assert fetch_url(srv.url("/"), opts_for(tmp_path, srv)).body == HTML


def test_gzip_bomb_is_refused(srv: Server, tmp_path: Path) -> None:
    bomb = gzip.compress(b"\0" * (64 * 1024 * 1024), compresslevel=9)
    assert len(bomb) < 100 * 1024
    srv.route("/", respond(200, bomb, {"Content-Encoding": "gzip", "Content-Type": "text/html"}))
    with pytest.raises(FetchError, match=r"decoded body exceeds the 2097152 byte cap"):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv, max_decoded_bytes=2 * 1024 * 1024))


@pytest.mark.parametrize("encoding, body, match", [
    ("br", b"\x0b\x02\x80hello\x03", "unsupported Content-Encoding"),
    ("gzip", b"not gzip at all", "corrupt gzip body"),
    ("gzip", gzip.compress(HTML, mtime=0)[:-12], "truncated gzip body"),
])
def test_bad_content_coding_is_refused(srv: Server, tmp_path: Path, encoding: str, body: bytes, match: str) -> None:
    srv.route("/", respond(200, body, {"Content-Encoding": encoding}))
    with pytest.raises(FetchError, match=match):
        fetch_url(srv.url("/"), opts_for(tmp_path, srv))


# ---------------------------------------------------------------- charsets

CAFE = "Café – naïve throughput: 1 234 tok/s on “eight” GPUs, ±3 %, señor Müller’s rig."
JA = "日本語のベンチマーク結果です。スループットは毎秒一二三四トークンでした。" * 3


@pytest.mark.parametrize("text, codec, content_type, meta, expect", [
    (CAFE, "windows-1252", "text/html; charset=windows-1252", False, "windows-1252"),
    (CAFE, "windows-1252", "text/html; charset=ISO-8859-1", False, "windows-1252"),
    (CAFE, "windows-1252", "text/html", True, "windows-1252"),
    (CAFE, "windows-1252", "text/html", False, None),
    (JA, "shift_jis", "text/html; charset=Shift_JIS", False, "shift_jis"),
    (JA, "shift_jis", "text/html", True, "shift_jis"),
    (JA, "shift_jis", "text/html", False, None),
    (JA, "utf-8", "text/html", False, "utf-8"),
    (CAFE, "utf-8", "text/html; charset=windows-1252", False, "utf-8"),  # declared wrongly: valid UTF-8 wins
])
def test_non_utf8_pages_are_decoded(srv: Server, tmp_path: Path, text: str, codec: str, content_type: str,
                                    meta: bool, expect: str | None) -> None:
    head = f'<meta charset="{codec}">' if meta else ""
    body = f"<html><head>{head}</head><body><p>{text}</p></body></html>".encode(codec)
    srv.route("/", respond(200, body, {"Content-Type": content_type}))
    got = fetch_url(srv.url("/"), opts_for(tmp_path, srv))
    if expect:
        assert got.charset == expect
    assert text in decode_text(got.body, got.content_type)


@pytest.mark.parametrize("body, expect", [
    ("\ufeffhello".encode("utf-8"), "hello"),
    (b"\xff\xfe" + "hello".encode("utf-16-le"), "hello"),
    (b"\xfe\xff" + "hello".encode("utf-16-be"), "hello"),
    (b"", ""),
    (b"\xff\xfe\xfd binary \x00\x01", None),
])
def test_decode_text_boms_and_garbage(body: bytes, expect: str | None) -> None:
    text = decode_text(body, None)
    assert isinstance(text, str)
    if expect is not None:
        assert text == expect


def test_meta_declaring_utf16_means_utf8() -> None:
    body = '<meta charset="utf-16"><p>Café</p>'.encode("utf-8")
    assert detect_charset(body, "text/html") == "utf-8"


# ---------------------------------------------------------------- local paths and dispatch


def test_read_path_reads_a_local_file(tmp_path: Path) -> None:
    page = tmp_path / "post.html"
    page.write_bytes(f"<p>{CAFE}</p>".encode("windows-1252"))
    got = read_path(str(page), Options(home=tmp_path))
    assert got.status is None and got.url is None and got.path == str(page)
    assert got.content_type == "text/html" and CAFE in decode_text(got.body, got.content_type)
    assert load_source(str(page), Options(home=tmp_path)).body == got.body


@pytest.mark.parametrize("make, match", [
    (lambda d: d, "not a regular file"),
    (lambda d: Path("/dev/zero"), "not a regular file"),
    (lambda d: (d / "big.txt", (d / "big.txt").write_bytes(b"a" * 2048))[0], "exceeds the 1024 byte cap"),
])
def test_read_path_refusals(tmp_path: Path, make, match: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(FetchError, match=match):
        read_path(str(make(tmp_path)), Options(home=tmp_path, max_body_bytes=1024))


@pytest.mark.parametrize("source, match", [
    ("file:///etc/passwd", r"refused file:///etc/passwd: scheme 'file' is not allowed"),
    ("file:/etc/passwd", "scheme 'file' is not allowed"),
    ("FILE:///etc/passwd", "scheme 'file' is not allowed"),
    ("ftp://example.com/x", "scheme 'ftp' is not allowed"),
    ("data:text/html,<p>1</p>", "scheme 'data' is not allowed"),
    ("javascript:alert(1)", "scheme 'javascript' is not allowed"),
    ("/no/such/file.html", "not a URL or existing path"),
    ("example.com/post", "not a URL or existing path"),
    ("", "not a URL or existing path"),
])
def test_load_source_refuses_what_is_neither_url_nor_path(tmp_path: Path, source: str, match: str) -> None:
    with pytest.raises(FetchError, match=match):
        load_source(source, Options(home=tmp_path))


def test_fetched_is_frozen(srv: Server, tmp_path: Path) -> None:
    srv.route("/", respond(200, HTML))
    got = fetch_url(srv.url("/"), opts_for(tmp_path, srv))
    with pytest.raises(AttributeError):
        got.body = b""  # type: ignore[misc]
    assert replace(got, body=b"x").body == b"x"
