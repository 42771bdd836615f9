"""The fetch guard: refuse forbidden addresses in every spelling, and connect only to the address checked."""

from __future__ import annotations

import ipaddress
import socket
import threading
from dataclasses import dataclass
from typing import Any, Callable
from urllib.parse import urlsplit

import idna
from requests.adapters import HTTPAdapter
from urllib3.util import connection as u3connection
from urllib3.connection import HTTPConnection, HTTPSConnection
from urllib3.connectionpool import HTTPConnectionPool, HTTPSConnectionPool
from urllib3.exceptions import ConnectTimeoutError, NameResolutionError, NewConnectionError
from urllib3.poolmanager import PoolManager

from benchrec.errors import FetchError
from benchrec.options import Options
from extractors import fetch_rules as rules

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Resolver = Callable[[str, int], list[str]]
ConnectObserver = Callable[[str, str, int], None]


class RefusedURL(FetchError):
    """A URL the guard refuses: scheme, address or name not allowed; never retried."""


@dataclass(frozen=True)
class Target:
    """A checked URL: where a connection may go, and the only addresses it may use."""

    scheme: str
    host: str
    port: int
    addresses: tuple[str, ...]


def system_resolver(host: str, port: int) -> list[str]:
    """Every address the system resolver gives for a host, in its order, without duplicates."""
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    seen: list[str] = []
    for info in infos:
        addr = str(info[4][0])
        if addr not in seen:
            seen.append(addr)
    return seen


def _ipv4_part(part: str) -> int | None:
    """One dotted part in decimal, 0x-hex or 0-octal; None when it is not a number."""
    try:
        if part[:2].lower() == "0x":
            return int(part[2:], 16) if part[2:] else 0
        if len(part) > 1 and part.startswith("0"):
            return int(part[1:], 8)
        return int(part, 10) if part.isdigit() else None
    except ValueError:
        return None


def parse_ipv4(host: str) -> ipaddress.IPv4Address | None:
    """The IPv4 address a host spells in any legacy form (2130706433, 0x7f000001, 127.1, 0177.0.0.1), else None.

    Follows the WHATWG host parser: a host whose last label is numeric is an IPv4 address or invalid.
    """
    labels = host.split(".")
    if labels and labels[-1] == "" and len(labels) > 1:
        labels = labels[:-1]
    last = labels[-1] if labels else ""
    if not last or _ipv4_part(last) is None:
        return None
    if len(labels) > 4 or "" in labels:
        raise ValueError("malformed numeric host")
    nums = [_ipv4_part(p) for p in labels]
    if any(n is None for n in nums):
        raise ValueError("malformed numeric host")
    values = [int(n) for n in nums if n is not None]
    if any(v > 255 for v in values[:-1]) or values[-1] >= 256 ** (5 - len(values)):
        raise ValueError("numeric host out of range")
    number = values[-1]
    for i, v in enumerate(values[:-1]):
        number += v * 256 ** (3 - i)
    return ipaddress.IPv4Address(number)


def parse_ip(host: str) -> IPAddress | None:
    """The address of an IP-literal host (IPv6 without brackets, or any IPv4 spelling); None for a name."""
    if ":" in host:
        return ipaddress.IPv6Address(host)
    return parse_ipv4(host)


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 address carries (mapped, 6to4, NAT64, Teredo client, IPv4-compatible)."""
    if ip.ipv4_mapped is not None:
        return ip.ipv4_mapped
    if ip.sixtofour is not None:
        return ip.sixtofour
    if any(ip in net for net in rules.NAT64_NETWORKS):
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    if ip.teredo is not None:
        return ip.teredo[1]
    if int(ip) >> 32 == 0 and int(ip) > 1:
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return None


def forbidden_reason(ip: IPAddress) -> str | None:
    """Why an address is forbidden ("loopback", "private", ...), or None when it is a public unicast address."""
    if isinstance(ip, ipaddress.IPv6Address):
        inner = _embedded_ipv4(ip)
        if inner is not None:
            why = forbidden_reason(inner)
            if why:
                return f"{why} (embeds {inner})"
            if ip.ipv4_mapped is not None:
                return None
    for net, label in rules.FORBIDDEN_NETWORKS:
        if ip.version == net.version and ip in net:
            return label
    if ip.is_multicast:
        return "multicast"
    if not ip.is_global:
        return rules.NOT_GLOBAL_LABEL
    return None


def normalize_host(host: str) -> str:
    """A host as the guard compares it: lower case, no brackets or trailing dot, IDNA-encoded, IPs canonical."""
    host = host.strip().strip("[]").rstrip(".").lower()
    if not host.isascii():
        host = idna.encode(host, uts46=True).decode("ascii")
    try:
        ip = parse_ip(host)
    except ValueError:
        return host
    return str(ip) if ip is not None else host


def _allowed_entry(entry: str) -> tuple[str, int | None]:
    """Split one BENCHREC_ALLOWED_HOSTS entry ("host", "host:port", "[v6]:port", "v6") into host and port."""
    entry = entry.strip()
    if entry.startswith("["):
        host, _, rest = entry[1:].partition("]")
        port = rest[1:] if rest.startswith(":") else ""
    elif entry.count(":") == 1:
        host, _, port = entry.partition(":")
    else:
        host, port = entry, ""
    return normalize_host(host), (int(port) if port.isdigit() else None)


def is_allowed(host: str, port: int, opts: Options) -> bool:
    """True when the operator named this host (and port, when given) in BENCHREC_ALLOWED_HOSTS."""
    want = normalize_host(host)
    for entry in opts.allowed_hosts:
        try:
            ahost, aport = _allowed_entry(entry)
        except (ValueError, idna.IDNAError):
            continue
        if ahost == want and (aport is None or aport == port):
            return True
    return False


def _split(url: str) -> tuple[str, str, int]:
    """Scheme, host and port of a URL, refusing what the guard cannot check unambiguously."""
    if len(url) > rules.MAX_URL_LENGTH:
        raise RefusedURL(f"refused {url[:80]}...: URL longer than {rules.MAX_URL_LENGTH} characters")
    if rules.BAD_URL_CHARS_RE.search(url):
        raise RefusedURL(f"refused {url!r}: URL contains white space, control characters or backslashes")
    try:
        parts = urlsplit(url)
    except ValueError as exc:  # "http://[x": an unclosed IPv6 bracket
        raise RefusedURL(f"refused {url}: malformed URL ({exc})") from None
    scheme = parts.scheme.lower()
    if scheme not in rules.ALLOWED_SCHEMES:
        shown = scheme or "none"
        raise RefusedURL(f"refused {url}: scheme '{shown}' is not allowed (only http and https)")
    if "@" in parts.netloc:
        raise RefusedURL(f"refused {url}: credentials in URLs are not accepted")
    raw_host = parts.hostname or ""
    if not raw_host:
        raise RefusedURL(f"refused {url}: no host")
    if "%" in raw_host:
        raise RefusedURL(f"refused {url}: scoped or percent-encoded hosts are not accepted")
    try:
        port = parts.port or (443 if scheme == "https" else 80)
    except ValueError:
        raise RefusedURL(f"refused {url}: invalid port") from None
    try:
        host = normalize_host(raw_host)
    except (idna.IDNAError, UnicodeError):
        raise RefusedURL(f"refused {url}: host is not a valid international domain name") from None
    return scheme, host, port


def _literal(url: str, host: str) -> IPAddress | None:
    """The IP address a host spells, None for a name; a malformed numeric host is refused."""
    try:
        return parse_ip(host)
    except ValueError as exc:
        raise RefusedURL(f"refused {url}: host {host} is not a valid address ({exc})") from None


def _resolve(url: str, host: str, port: int, resolver: Resolver) -> list[IPAddress]:
    """The addresses of a host name, as IP objects; a failed lookup is a FetchError."""
    try:
        answers = resolver(host, port)
    except (OSError, UnicodeError) as exc:
        raise FetchError(f"cannot resolve {host} for {url}: {exc}") from None
    addrs: list[IPAddress] = []
    for answer in answers:
        try:
            addrs.append(ipaddress.ip_address(str(answer).split("%", 1)[0]))
        except ValueError:
            raise RefusedURL(f"refused {url}: {host} resolves to {answer!r}, which is not an address") from None
    if not addrs:
        raise FetchError(f"cannot resolve {host} for {url}: no addresses")
    return addrs


def check_url(url: str, opts: Options, resolver: Resolver | None = None) -> Target:
    """Check a URL against the guard and return where it may connect; RefusedURL otherwise."""
    scheme, host, port = _split(url)
    literal = _literal(url, host)
    allowed = is_allowed(host, port, opts)
    if literal is not None:
        why = None if allowed else forbidden_reason(literal)
        if why:
            raise RefusedURL(f"refused {url}: address {literal} is {why}")
        return Target(scheme, host, port, (str(literal),))
    if not allowed and (host in rules.FORBIDDEN_NAMES or host.endswith(rules.FORBIDDEN_NAME_SUFFIXES)):
        raise RefusedURL(f"refused {url}: host name {host} is local")
    addrs = _resolve(url, host, port, resolver or system_resolver)
    if not allowed:
        for ip in addrs:
            why = forbidden_reason(ip)
            if why:
                raise RefusedURL(f"refused {url}: {host} resolves to {ip}, which is {why}")
    return Target(scheme, host, port, tuple(str(ip) for ip in addrs))


class _PinnedMixin:
    """A connection that opens its socket to the pinned address, keeping the host for Host, SNI and certificate."""

    pinned_ip: str
    on_connect: ConnectObserver | None
    on_socket: Callable[[socket.socket], None] | None

    def __init__(self, *args: Any, pinned_ip: str, on_connect: ConnectObserver | None = None,
                 on_socket: Callable[[socket.socket], None] | None = None, **kw: Any) -> None:
        self.pinned_ip = pinned_ip
        self.on_connect = on_connect
        self.on_socket = on_socket
        super().__init__(*args, **kw)

    def _new_conn(self) -> socket.socket:
        """Connect to the pinned address only (never resolve the host name again)."""
        host, port = self.host, self.port  # type: ignore[attr-defined]
        if self.on_connect is not None:
            self.on_connect(host, self.pinned_ip, port)
        try:
            sock = u3connection.create_connection(
                (self.pinned_ip, port), self.timeout,  # type: ignore[attr-defined]
                source_address=self.source_address, socket_options=self.socket_options)  # type: ignore[attr-defined]
        except socket.gaierror as e:
            raise NameResolutionError(host, self, e) from e  # type: ignore[arg-type]
        except TimeoutError as e:
            raise ConnectTimeoutError(self, f"Connection to {host} ({self.pinned_ip}) timed out") from e
        except OSError as e:
            raise NewConnectionError(self, f"Failed to connect to {host} ({self.pinned_ip}): {e}") from e  # type: ignore[arg-type]
        if self.on_socket is not None:
            self.on_socket(sock)
        return sock


class PinnedHTTPConnection(_PinnedMixin, HTTPConnection):
    """HTTP connection to a pinned address."""


class PinnedHTTPSConnection(_PinnedMixin, HTTPSConnection):
    """HTTPS connection to a pinned address; SNI and certificate checks use the URL's host name."""


class _PinnedHTTPPool(HTTPConnectionPool):
    """Pool of pinned HTTP connections."""

    ConnectionCls = PinnedHTTPConnection


class _PinnedHTTPSPool(HTTPSConnectionPool):
    """Pool of pinned HTTPS connections."""

    ConnectionCls = PinnedHTTPSConnection


class _PinnedPoolManager(PoolManager):
    """A pool manager that builds pools only for pinned (scheme, host, port) triples."""

    def __init__(self, *args: Any, pins: dict[tuple[str, str, int], str], on_connect: ConnectObserver | None,
                 on_socket: Callable[[socket.socket], None] | None = None, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.pins = pins
        self.on_connect = on_connect
        self.on_socket = on_socket
        self.pool_classes_by_scheme = {"http": _PinnedHTTPPool, "https": _PinnedHTTPSPool}

    def _new_pool(self, scheme: str, host: str, port: int,
                  request_context: dict[str, Any] | None = None) -> HTTPConnectionPool:
        """A pool whose connections go to the pinned address; refuse any host that was not checked."""
        key = (scheme, normalize_host(host), int(port))
        ip = self.pins.get(key)
        if ip is None:
            raise RefusedURL(f"refused {scheme}://{host}:{port}/: connection to an address the guard did not check")
        context = dict(request_context if request_context is not None else self.connection_pool_kw)
        context["pinned_ip"] = ip
        context["on_connect"] = self.on_connect
        context["on_socket"] = self.on_socket
        return super()._new_pool(scheme, host, port, context)


def _shut(sock: socket.socket) -> None:
    """Shut a socket down both ways, ignoring one already closed."""
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


class PinnedAdapter(HTTPAdapter):
    """A requests adapter whose connections go only to addresses pinned by `pin(target)` (no proxies, no DNS)."""

    def __init__(self, on_connect: ConnectObserver | None = None) -> None:
        self.pins: dict[tuple[str, str, int], str] = {}
        self.on_connect = on_connect
        self._sockets: list[socket.socket] = []
        self._lock = threading.Lock()
        self._aborted = False
        super().__init__(pool_connections=4, pool_maxsize=4, max_retries=0)

    def _track(self, sock: socket.socket) -> None:
        """Remember an open socket so that `abort()` can cut it."""
        with self._lock:
            self._sockets.append(sock)
            aborted = self._aborted
        if aborted:
            _shut(sock)

    def abort(self) -> None:
        """Cut every socket this adapter opened (a total deadline that also covers slow headers and handshakes)."""
        with self._lock:
            self._aborted = True
            socks = list(self._sockets)
        for sock in socks:
            _shut(sock)

    def init_poolmanager(self, connections: int, maxsize: int, block: bool = False, **pool_kwargs: Any) -> None:
        """Use the pinned pool manager."""
        self._pool_connections, self._pool_maxsize, self._pool_block = connections, maxsize, block
        self.poolmanager = _PinnedPoolManager(num_pools=connections, maxsize=maxsize, block=block,
                                              pins=self.pins, on_connect=self.on_connect, on_socket=self._track,
                                              **pool_kwargs)

    def proxy_manager_for(self, proxy: str, **proxy_kwargs: Any) -> Any:
        """Proxies would connect elsewhere than the checked address: refused."""
        raise RefusedURL(f"refused proxy {proxy}: fetches connect directly to the checked address")

    def pin(self, target: Target) -> str:
        """Pin a checked target to its first address (dropping pools pinned to another one); return the address."""
        key = (target.scheme, target.host, target.port)
        ip = target.addresses[0]
        if self.pins.get(key) not in (None, ip):
            self.poolmanager.clear()
        self.pins[key] = ip
        return ip
