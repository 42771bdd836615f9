"""Test helpers: small scripted HTTP servers on 127.0.0.1 that count and record every request."""

from __future__ import annotations

import gzip
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Callable, Iterable

Handler = Callable[[BaseHTTPRequestHandler], None]


@dataclass
class Hit:
    """One request a server received."""

    method: str
    path: str
    headers: dict[str, str]


@dataclass
class Server:
    """A threaded HTTP/1.1 server on 127.0.0.1 with a route table; use as a context manager."""

    routes: dict[str, Handler] = field(default_factory=dict)
    hits: list[Hit] = field(default_factory=list)
    stop: threading.Event = field(default_factory=threading.Event)

    def __post_init__(self) -> None:
        server = self

        class _H(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_GET(self) -> None:  # noqa: N802
                """Record the request and run its route (404 when none)."""
                server.hits.append(Hit(self.command, self.path, {k.lower(): v for k, v in self.headers.items()}))
                handler = server.routes.get(self.path.split("?", 1)[0], respond(404, b"no route"))
                try:
                    handler(self)
                except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError):
                    pass
                self.close_connection = True

            def log_message(self, format: str, *args: object) -> None:  # noqa: A002
                """Stay quiet."""

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _H)
        self._httpd.daemon_threads = True
        self._httpd.block_on_close = False
        self._thread = threading.Thread(target=self._httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)

    @property
    def port(self) -> int:
        """The port the server listens on."""
        return int(self._httpd.server_address[1])

    @property
    def hostport(self) -> str:
        """"127.0.0.1:PORT", as BENCHREC_ALLOWED_HOSTS names it."""
        return f"127.0.0.1:{self.port}"

    def url(self, path: str = "/") -> str:
        """The URL of a path on this server."""
        return f"http://127.0.0.1:{self.port}{path}"

    @property
    def count(self) -> int:
        """How many requests arrived."""
        return len(self.hits)

    def route(self, path: str, handler: Handler) -> "Server":
        """Serve a path with a handler."""
        self.routes[path] = handler
        return self

    def __enter__(self) -> "Server":
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)


def _head(h: BaseHTTPRequestHandler, status: int, headers: dict[str, str] | None) -> None:
    """Send a status line and headers."""
    h.send_response(status)
    for k, v in (headers or {}).items():
        h.send_header(k, v)
    h.end_headers()


def respond(status: int, body: bytes = b"", headers: dict[str, str] | None = None,
            length: bool = True) -> Handler:
    """A fixed response (Content-Length set unless `length` is False, then the connection closes)."""

    def handle(h: BaseHTTPRequestHandler) -> None:
        hdrs = dict(headers or {})
        if length and not any(k.lower() == "content-length" for k in hdrs):
            hdrs["Content-Length"] = str(len(body))
        if not length:
            hdrs["Connection"] = "close"
        _head(h, status, hdrs)
        h.wfile.write(body)

    return handle


def sequence(handlers: Iterable[Handler]) -> Handler:
    """One handler per request in turn; the last one repeats."""
    items = list(handlers)
    lock = threading.Lock()
    state = {"n": 0}

    def handle(h: BaseHTTPRequestHandler) -> None:
        with lock:
            i = min(state["n"], len(items) - 1)
            state["n"] += 1
        items[i](h)

    return handle


def redirect(location: str, status: int = 302) -> Handler:
    """A redirect to a location."""
    return respond(status, b"", {"Location": location})


def delayed(seconds: float, then: Handler, stop: threading.Event) -> Handler:
    """Wait before answering (a slow server), unless the server is stopping."""

    def handle(h: BaseHTTPRequestHandler) -> None:
        if not stop.wait(seconds):
            then(h)

    return handle


def trickle(interval: float, stop: threading.Event, chunk: bytes = b"x") -> Handler:
    """Headers, then one small piece of body every interval, forever (an endless slow body)."""

    def handle(h: BaseHTTPRequestHandler) -> None:
        _head(h, 200, {"Content-Type": "text/plain", "Connection": "close"})
        while not stop.wait(interval):
            h.wfile.write(chunk)
            h.wfile.flush()

    return handle


def trickle_headers(interval: float, stop: threading.Event) -> Handler:
    """A status line, then one byte of an endless header every interval (headers that never end)."""

    def handle(h: BaseHTTPRequestHandler) -> None:
        h.wfile.write(b"HTTP/1.1 200 OK\r\nX-Slow: ")
        while not stop.wait(interval):
            h.wfile.write(b"z")
            h.wfile.flush()

    return handle


def chunked(total: int, headers: dict[str, str] | None = None, piece: int = 64 * 1024) -> Handler:
    """A chunked body of `total` bytes (extra headers, e.g. a lying Content-Length, added as given)."""

    def handle(h: BaseHTTPRequestHandler) -> None:
        _head(h, 200, {"Content-Type": "text/plain", "Transfer-Encoding": "chunked", **(headers or {})})
        sent = 0
        while sent < total:
            n = min(piece, total - sent)
            h.wfile.write(b"%x\r\n" % n + b"a" * n + b"\r\n")
            sent += n
        h.wfile.write(b"0\r\n\r\n")

    return handle


def gzipped(body: bytes, content_type: str = "text/html") -> Handler:
    """A gzip-encoded response."""
    data = gzip.compress(body, compresslevel=9)
    return respond(200, data, {"Content-Type": content_type, "Content-Encoding": "gzip"})


def wait_for(predicate: Callable[[], bool], timeout: float = 2.0) -> bool:
    """Poll until a condition holds or the timeout passes."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.01)
    return predicate()
