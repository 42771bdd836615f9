"""Fetch a source safely: guarded URLs with retries, caps and conditional GET, or a local file."""

from __future__ import annotations

import codecs
import datetime as dt
import email.utils
import os
import stat
import threading
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urljoin

import charset_normalizer
import requests
import urllib3.exceptions

from benchrec.errors import FetchError, printable
from benchrec.options import Options
from extractors import fetch_rules as rules
from extractors.netguard import ConnectObserver, PinnedAdapter, RefusedURL, Resolver, check_url
from staging.snapshots import UrlState

__all__ = [
    "Fetched", "TransientFetchError", "RefusedURL", "fetch_url", "read_path", "load_source", "decode_text",
    "detect_charset", "is_transient",
]


class TransientFetchError(FetchError):
    """A fetch that failed for a reason that may pass (retries exhausted on 429/5xx, timeouts, broken connections)."""


@dataclass(frozen=True)
class Fetched:
    """A source's bytes and what came with them; `url` and `status` are None for a local file."""

    requested_url: str
    url: str | None
    status: int | None
    headers: dict[str, str]
    body: bytes
    content_type: str | None
    charset: str | None
    fetched_at: str
    etag: str | None = None
    last_modified: str | None = None
    not_modified: bool = False
    redirects: list[str] = field(default_factory=list)
    path: str | None = None


def is_transient(exc: BaseException) -> bool:
    """True when a fetch error may pass on a later try (a task retries only these)."""
    return isinstance(exc, TransientFetchError)


def _now_iso() -> str:
    """The current UTC time, ISO 8601 to the second."""
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


# ---------------------------------------------------------------- charsets


def _codec(label: str | None) -> str | None:
    """The Python codec name of a charset label (with browser aliases), or None when unknown."""
    if not label:
        return None
    name = label.strip().strip("\"'").lower()
    name = rules.CHARSET_ALIASES.get(name, name)
    try:
        codecs.lookup(name)
    except LookupError:
        return None
    return name


def _decodes(body: bytes, name: str) -> bool:
    """True when the bytes decode strictly in that codec."""
    try:
        body.decode(name)
    except (UnicodeDecodeError, LookupError):
        return False
    return True


def _header_charset(content_type: str | None) -> str | None:
    """The charset parameter of a Content-Type, when it names a known codec."""
    m = rules.CHARSET_PARAM_RE.search(content_type or "")
    return _codec(m.group(1)) if m else None


def _meta_charset(body: bytes) -> str | None:
    """The charset a page declares in its first bytes (<meta charset>, http-equiv, <?xml encoding>)."""
    head = body[: rules.META_SCAN_BYTES]
    m = rules.XML_ENCODING_RE.search(head) or rules.META_CHARSET_RE.search(head)
    if not m:
        return None
    label = m.group(1).decode("ascii", "replace").lower()
    if label in rules.META_UTF16_MEANS_UTF8:
        return "utf-8"
    return _codec(label)


def _bom_charset(body: bytes) -> str | None:
    """The encoding a byte-order mark announces."""
    for bom, name in rules.BOMS:
        if body.startswith(bom):
            return name
    return None


def detect_charset(body: bytes, content_type: str | None = None) -> str:
    """The charset of a text body: BOM, then Content-Type, then meta/XML declaration, then valid UTF-8, then detection."""
    bom = _bom_charset(body)
    if bom:
        return bom
    for declared in (_header_charset(content_type), _meta_charset(body)):
        if declared and _decodes(body, declared):
            return declared
    if _decodes(body, "utf-8"):
        return "utf-8"
    return _guess(body) or _header_charset(content_type) or _meta_charset(body) or "utf-8"


def _guess(body: bytes) -> str | None:
    """The charset detection finds most likely; equal scores are broken by how common the codec is on the web."""
    matches = list(charset_normalizer.from_bytes(body[: rules.DETECT_SAMPLE_BYTES]))
    if not matches:
        return None
    top = matches[0]
    tied = [m.encoding for m in matches if m.chaos == top.chaos and m.coherence == top.coherence]
    for name in rules.DETECT_TIE_PREFERENCE:
        if name in tied:
            return _codec(name)
    return _codec(top.encoding)


def decode_text(body: bytes, content_type: str | None = None) -> str:
    """The text of a body in its detected charset (undecodable bytes replaced, BOM dropped)."""
    name = detect_charset(body, content_type)
    bom = _bom_charset(body)
    if bom:
        body = body[len(next(b for b, n in rules.BOMS if n == bom)):]
        name = bom
    return body.decode(name, errors="replace")


# ---------------------------------------------------------------- body reading


class _Deadline:
    """A total time budget for one fetch, across retries, redirects and the body."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.end = time.monotonic() + seconds

    def remaining(self) -> float:
        """Seconds left (negative when passed)."""
        return self.end - time.monotonic()


class _Inflater:
    """Incremental gzip/deflate decoding with a cap on the decoded size."""

    def __init__(self, encoding: str, limit: int, url: str) -> None:
        self.encoding, self.limit, self.url = encoding, limit, url
        self.wbits = 16 + zlib.MAX_WBITS if encoding in rules.GZIP_ENCODINGS else zlib.MAX_WBITS
        self.d = zlib.decompressobj(self.wbits)
        self.size = 0
        self.started = False

    def _take(self, out: bytes) -> bytes:
        """Count decoded bytes, refusing past the cap."""
        self.size += len(out)
        if self.size > self.limit:
            raise FetchError(f"refused {self.url}: decoded body exceeds the {self.limit} byte cap "
                             f"(compressed {self.encoding} body expands too much)")
        return out

    def feed(self, data: bytes) -> bytes:
        """Decode one chunk (at most up to the cap, plus one byte to detect a bomb)."""
        out = b""
        while data:
            try:
                chunk = self.d.decompress(data, self.limit - self.size + 1)
            except zlib.error:
                if self.encoding in rules.DEFLATE_ENCODINGS and not self.started:
                    self.d, self.started = zlib.decompressobj(-zlib.MAX_WBITS), True
                    continue
                raise FetchError(f"{self.url}: corrupt {self.encoding} body") from None
            self.started = True
            out += self._take(chunk)
            data = self.d.unused_data if self.d.eof else b""
            if self.d.eof and data:
                self.d = zlib.decompressobj(self.wbits)
        return out

    def finish(self) -> bytes:
        """The last decoded bytes; a truncated stream is refused."""
        out = self._take(self.d.flush(self.limit - self.size + 1))
        if self.started and not self.d.eof:
            raise FetchError(f"{self.url}: truncated {self.encoding} body")
        return out


class _Identity:
    """No content coding."""

    def feed(self, data: bytes) -> bytes:
        """Pass bytes through."""
        return data

    def finish(self) -> bytes:
        """Nothing buffered."""
        return b""


def _decoder(encoding: str | None, opts: Options, url: str) -> _Inflater | _Identity:
    """The decoder of a Content-Encoding we asked for; anything else is refused."""
    enc = (encoding or "").strip().lower()
    if enc in rules.IDENTITY_ENCODINGS:
        return _Identity()
    if enc in rules.GZIP_ENCODINGS or enc in rules.DEFLATE_ENCODINGS:
        return _Inflater(enc, opts.max_decoded_bytes, url)
    raise FetchError(f"{url}: unsupported Content-Encoding {enc[:40]!r}")


def _set_socket_timeout(resp: requests.Response, seconds: float) -> None:
    """Bound the next socket read of a streamed response (best effort)."""
    conn = getattr(resp.raw, "connection", None) or getattr(resp.raw, "_connection", None)
    sock = getattr(conn, "sock", None)
    if sock is not None:
        try:
            sock.settimeout(max(seconds, 0.01))
        except OSError:
            pass


def _declared_length(resp: requests.Response) -> int | None:
    """The Content-Length of a response, when it is a plain number."""
    raw = (resp.headers.get("content-length") or "").strip()
    return int(raw) if raw.isdigit() else None


def _read_body(resp: requests.Response, url: str, opts: Options, clock: _Deadline) -> bytes:
    """Read a streamed body within the byte caps and the deadline, decoding gzip/deflate."""
    cap = opts.max_body_bytes
    declared = _declared_length(resp)
    if declared is not None and declared > cap:
        raise FetchError(f"refused {url}: Content-Length {declared} exceeds the {cap} byte cap")
    decoder = _decoder(resp.headers.get("content-encoding"), opts, url)
    out, read = bytearray(), 0
    try:
        while True:
            left = clock.remaining()
            if left <= 0:
                raise FetchError(f"{url}: body not complete within the {opts.total_deadline_s:g} s deadline "
                                 f"({read} bytes read)")
            _set_socket_timeout(resp, min(opts.read_timeout_s, left))
            chunk = resp.raw.read1(rules.READ_CHUNK_BYTES, decode_content=False)
            if not chunk:
                break
            read += len(chunk)
            if read > cap:
                raise FetchError(f"refused {url}: body exceeds the {cap} byte cap")
            out += decoder.feed(chunk)
        out += decoder.finish()
    except (urllib3.exceptions.ReadTimeoutError, TimeoutError) as exc:
        raise _Retryable(f"read timed out after {opts.read_timeout_s:g} s", None) from exc
    except (urllib3.exceptions.ProtocolError, urllib3.exceptions.SSLError, OSError) as exc:
        raise _Retryable(f"connection broken while reading the body ({type(exc).__name__})", None) from exc
    return bytes(out)


# ---------------------------------------------------------------- requests and retries


class _Retryable(Exception):
    """Internal: an attempt failed in a way worth retrying."""

    def __init__(self, reason: str, retry_after: float | None) -> None:
        super().__init__(reason)
        self.reason, self.retry_after = reason, retry_after


def _retry_after(value: str | None, now: float | None = None) -> float | None:
    """Seconds a Retry-After header asks for (delta-seconds or HTTP-date), or None."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError, IndexError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=dt.timezone.utc)
    current = dt.datetime.now(dt.timezone.utc).timestamp() if now is None else now
    return max(0.0, when.timestamp() - current)


def _request_headers(opts: Options, previous: UrlState | None) -> dict[str, str]:
    """Headers of every request: User-Agent, Accept, encodings we decode, and validators of the stored copy."""
    headers = {"User-Agent": opts.user_agent, "Accept": rules.ACCEPT, "Accept-Encoding": rules.ACCEPT_ENCODING}
    if previous is not None:
        if previous.etag:
            headers["If-None-Match"] = previous.etag
        if previous.last_modified:
            headers["If-Modified-Since"] = previous.last_modified
    return headers


def _attempt(session: requests.Session, url: str, headers: dict[str, str], opts: Options,
             clock: _Deadline) -> tuple[requests.Response, bytes]:
    """One GET of one URL: the response and, for a 2xx, its body; raises _Retryable or FetchError."""
    left = clock.remaining()
    timeout = (min(opts.connect_timeout_s, left), min(opts.read_timeout_s, left))
    try:
        resp = session.get(url, headers=headers, stream=True, allow_redirects=False, timeout=timeout)
    except RefusedURL:
        raise
    except requests.exceptions.SSLError as exc:
        raise FetchError(f"{url}: TLS failed ({type(exc).__name__})") from None
    except requests.exceptions.ConnectTimeout:
        raise _Retryable(f"connect timed out after {opts.connect_timeout_s:g} s", None) from None
    except requests.exceptions.ReadTimeout:
        raise _Retryable(f"read timed out after {opts.read_timeout_s:g} s", None) from None
    except requests.exceptions.ConnectionError as exc:
        raise _Retryable(f"connection failed ({_os_reason(exc) or _short(exc)})", None) from None
    except requests.exceptions.RequestException as exc:
        raise FetchError(f"{url}: request failed ({_short(exc)})") from None
    try:
        if resp.status_code in rules.RETRYABLE_STATUSES:
            raise _Retryable(f"HTTP {resp.status_code}", _retry_after(resp.headers.get("retry-after")))
        body = _read_body(resp, url, opts, clock) if 200 <= resp.status_code < 300 else b""
    finally:
        resp.close()
    return resp, body


def _os_reason(exc: BaseException) -> str | None:
    """The operating system's own words for a failed connection ("connection refused"), found among the exceptions
    a requests error wraps, else None."""
    seen: set[int] = set()
    stack: list[BaseException | None] = [exc]
    while stack:
        cur = stack.pop()
        if cur is None or id(cur) in seen:
            continue
        seen.add(id(cur))
        if isinstance(cur, OSError) and cur.strerror:
            return cur.strerror[:1].lower() + cur.strerror[1:]
        wrapped = [getattr(cur, "reason", None), cur.__cause__, cur.__context__]
        stack.extend(x for x in [*wrapped, *cur.args] if isinstance(x, BaseException))
    return None


def _short(exc: BaseException) -> str:
    """A one-line, bounded description of a requests error."""
    text = " ".join(str(exc).split())
    return (text[:160] + "...") if len(text) > 160 else text or type(exc).__name__


def _get_with_retries(session: requests.Session, url: str, headers: dict[str, str], opts: Options,
                      clock: _Deadline) -> tuple[requests.Response, bytes]:
    """GET with exponential backoff on 429/502/503/504, timeouts and connection errors (Retry-After honoured)."""
    attempts = max(0, opts.retries) + 1
    for n in range(attempts):
        if clock.remaining() <= 0:
            raise FetchError(f"{url}: no complete answer within the {opts.total_deadline_s:g} s deadline")
        try:
            return _attempt(session, url, headers, opts, clock)
        except _Retryable as exc:
            if clock.remaining() <= 0:
                raise FetchError(f"{url}: no complete answer within the {opts.total_deadline_s:g} s deadline "
                                 f"({exc.reason})") from None
            if n + 1 >= attempts:
                raise TransientFetchError(f"gave up on {url} after {attempts} attempt(s): {exc.reason}") from None
            wait = min(opts.backoff_s * (2 ** n), rules.MAX_BACKOFF_S)
            if exc.retry_after is not None:
                wait = min(max(wait, exc.retry_after), opts.max_retry_after_s)
            if wait >= clock.remaining():
                raise TransientFetchError(f"gave up on {url} after {n + 1} attempt(s): {exc.reason} "
                                          f"(next try would pass the {opts.total_deadline_s:g} s deadline)") from None
            time.sleep(wait)
    raise AssertionError("unreachable")


def _session(opts: Options, on_connect: ConnectObserver | None) -> tuple[requests.Session, PinnedAdapter]:
    """A session that ignores proxy and netrc settings and connects only through the pinned adapter."""
    session = requests.Session()
    session.trust_env = False
    session.max_redirects = opts.max_redirects
    adapter = PinnedAdapter(on_connect=on_connect)
    session.mount("http://", adapter)
    session.mount("https://", adapter)
    return session, adapter


def _content_type(headers: dict[str, str]) -> str | None:
    """The Content-Type of a response, if any."""
    return headers.get("content-type") or None


def fetch_url(url: str, opts: Options, previous: UrlState | None = None, resolver: Resolver | None = None,
              *, on_connect: ConnectObserver | None = None) -> Fetched:
    """GET an http(s) URL through the guard: redirects re-checked, retries, caps, deadline, conditional GET.

    `resolver(host, port) -> [address, ...]` replaces DNS (tests); `on_connect(host, address, port)` is called
    before every socket is opened to the pinned address (raising aborts the connection).
    """
    clock = _Deadline(opts.total_deadline_s)
    headers = _request_headers(opts, previous)
    session, adapter = _session(opts, on_connect)
    watchdog = threading.Timer(opts.total_deadline_s + rules.DEADLINE_GRACE_S, adapter.abort)
    watchdog.daemon = True
    watchdog.start()
    try:
        return _follow(url, session, adapter, headers, opts, clock, previous, resolver)
    finally:
        watchdog.cancel()
        session.close()


def _follow(url: str, session: requests.Session, adapter: PinnedAdapter, headers: dict[str, str], opts: Options,
            clock: _Deadline, previous: UrlState | None, resolver: Resolver | None) -> Fetched:
    """Check, pin and GET each hop of a redirect chain; the final response becomes a Fetched."""
    hops: list[str] = []
    current = url
    while True:
        try:
            target = check_url(current, opts, resolver)
        except RefusedURL as exc:
            if not hops:
                raise
            raise RefusedURL(f"{exc} (redirected from {url})") from None
        adapter.pin(target)
        resp, body = _get_with_retries(session, current, headers, opts, clock)
        status = resp.status_code
        if status in rules.REDIRECT_STATUSES:
            location = resp.headers.get("location")
            if not location:
                raise FetchError(f"{current}: HTTP {status} redirect without a Location")
            nxt = urljoin(current, location.strip())
            if nxt in hops or nxt == url:
                raise FetchError(f"refused {url}: redirect loop at {nxt}")
            if len(hops) >= opts.max_redirects:
                raise FetchError(f"refused {url}: more than {opts.max_redirects} redirects")
            hops.append(nxt)
            current = nxt
            continue
        return _result(url, current, resp, body, hops, previous)


def _result(requested: str, final: str, resp: requests.Response, body: bytes, hops: list[str],
            previous: UrlState | None) -> Fetched:
    """The Fetched of a final response; 4xx/5xx become FetchError."""
    status = resp.status_code
    headers = {k.lower(): v for k, v in resp.headers.items()}
    if status == 304 and previous is not None:
        return Fetched(requested, final, status, headers, b"", _content_type(headers), None, _now_iso(),
                       headers.get("etag") or previous.etag, headers.get("last-modified") or previous.last_modified,
                       True, hops)
    if not 200 <= status < 300:
        raise FetchError(f"{final}: HTTP {status}{' ' + resp.reason if resp.reason else ''}"
                         + (f" (requested {requested})" if final != requested else ""))
    ctype = _content_type(headers)
    return Fetched(requested, final, status, headers, body, ctype, detect_charset(body, ctype), _now_iso(),
                   headers.get("etag"), headers.get("last-modified"), False, hops)


# ---------------------------------------------------------------- local files and dispatch


def read_path(path: str, opts: Options) -> Fetched:
    """Read a local regular file within the body cap (devices, FIFOs and folders are refused)."""
    p = Path(path).expanduser()
    try:
        info = p.stat()
    except OSError as exc:
        raise FetchError(f"cannot read {path}: {exc.strerror or exc}") from None
    if not stat.S_ISREG(info.st_mode):
        raise FetchError(f"cannot read {path}: not a regular file")
    if info.st_size > opts.max_body_bytes:
        raise FetchError(f"refused {path}: {info.st_size} bytes exceeds the {opts.max_body_bytes} byte cap")
    try:
        with open(p, "rb") as fh:
            body = fh.read(min(info.st_size, opts.max_body_bytes) + 1)  # a file that grew past its size is seen
    except OSError as exc:
        raise FetchError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(body) > opts.max_body_bytes:
        raise FetchError(f"refused {path}: file exceeds the {opts.max_body_bytes} byte cap")
    ctype = rules.LOCAL_CONTENT_TYPES.get(p.suffix.lower())
    return Fetched(path, None, None, {}, body, ctype, detect_charset(body, ctype), _now_iso(),
                   path=printable(os.path.abspath(p)))


def _scheme(source: str) -> str | None:
    """The URL scheme a source is written with ("x://..." or a known scheme), else None for a path."""
    m = rules.SCHEME_RE.match(source)
    if not m or len(m.group(1)) < 2:
        return None
    scheme = m.group(1).lower()
    if source[m.end():].startswith("//") or scheme in rules.URL_LIKE_SCHEMES or scheme in rules.ALLOWED_SCHEMES:
        return scheme
    return None


def load_source(source: str, opts: Options, previous: UrlState | None = None,
                resolver: Resolver | None = None) -> Fetched:
    """Fetch an http(s) URL or read an existing local path; anything else is a FetchError."""
    scheme = _scheme(source)
    if scheme in rules.ALLOWED_SCHEMES:
        return fetch_url(source, opts, previous=previous, resolver=resolver)
    if scheme is not None:
        raise RefusedURL(f"refused {source}: scheme '{scheme}' is not allowed (only http and https; "
                         f"give local files as plain paths)")
    if source and os.path.lexists(os.path.expanduser(source)):
        return read_path(source, opts)
    raise FetchError(f"{source}: not a URL or existing path")

