"""Batch ingestion throughput: generated write-ups served from 127.0.0.1 by a threaded server, ingested in one batch.

The batch runs in a child process with its own BENCHREC_HOME and PREFECT_HOME: through the `ingest` flow's batch mode
(flows.ingest.ingest_batch, the ingest/batch deployment's entry point) when it exists, else through
staging.ingest.ingest_batch. The child warms up on two other URLs first (imports, the Prefect API, the audit suite),
so the timed batch is what a running worker spends on it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpus import Page, generate_corpus  # noqa: E402

WARMUP_URLS = 2
CHILD_TIMEOUT_S = 240.0


def _handler(pages: dict[str, bytes]) -> type[BaseHTTPRequestHandler]:
    """A request handler serving the given paths as HTML, 404 elsewhere."""

    class Handler(BaseHTTPRequestHandler):
        """Serves the corpus pages."""

        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:  # noqa: N802 - http.server's naming
            """One page, or 404."""
            body = pages.get(self.path)
            if body is None:
                self.send_response(404)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet server
            """No access log."""

    return Handler


@contextmanager
def serve_pages(pages: list[Page]) -> Iterator[tuple[str, list[str]]]:
    """A threaded HTTP server on 127.0.0.1 serving the pages; yields (host:port, the pages' URLs)."""
    paths = {f"/p/{i}/{p.name}": p.raw for i, p in enumerate(pages)}
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(paths))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    host = f"127.0.0.1:{server.server_address[1]}"
    try:
        yield host, [f"http://{host}{path}" for path in paths]
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def flow_available() -> bool:
    """Whether the `ingest` flow has a batch mode to benchmark."""
    try:
        import importlib.util

        spec = importlib.util.find_spec("flows.ingest")
    except (ImportError, ValueError):
        return False
    return spec is not None and "def ingest_batch" in Path(spec.origin or "").read_text(encoding="utf-8")


def measure(n: int = 200, mode: str | None = None, seed: int | None = None) -> dict[str, Any]:
    """URLs per second of one batch of n served pages (mode 'flow' or 'plain'; the flow when it exists)."""
    mode = mode or ("flow" if flow_available() else "plain")
    pages = generate_corpus(n + WARMUP_URLS, **({"seed": seed} if seed is not None else {}))
    with serve_pages(pages) as (host, urls), tempfile.TemporaryDirectory(prefix="benchrec-ingest-bench-") as tmp:
        work = Path(tmp)
        (work / "warmup.txt").write_text("\n".join(urls[:WARMUP_URLS]) + "\n", encoding="utf-8")
        (work / "urls.txt").write_text("\n".join(urls[WARMUP_URLS:]) + "\n", encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "BENCHREC_"))}
        env.update({"BENCHREC_HOME": str(work / "home"), "PREFECT_HOME": str(work / "prefect"),
                    "BENCHREC_ALLOWED_HOSTS": host, "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
                    "DO_NOT_TRACK": "1", "GX_ANALYTICS_ENABLED": "false", "PREFECT_LOGGING_LEVEL": "WARNING",
                    "PYTHONPATH": str(ROOT)})
        try:
            proc = subprocess.run([sys.executable, __file__, "--child", mode, str(work)], env=env,
                                  capture_output=True, text=True, timeout=CHILD_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            return {"mode": mode, "urls": n, "ingest_urls_per_s": None,
                    "ingest_urls_per_s_at_most": round(n / CHILD_TIMEOUT_S, 2),
                    "error": f"the batch did not finish within {CHILD_TIMEOUT_S:.0f} s"}
        lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
        if proc.returncode != 0 or not lines:
            tail = (proc.stderr or proc.stdout).strip().splitlines()[-3:]
            return {"mode": mode, "urls": n, "ingest_urls_per_s": None, "error": " | ".join(tail)[:400]}
        res = json.loads(lines[-1])
    res["mode"] = mode
    res["urls"] = n
    res["ingest_urls_per_s"] = round(n / res["seconds"], 2) if res.get("seconds") else None
    return res


def _child(mode: str, work: Path) -> None:
    """In the child: warm up on two URLs, then time the batch; print one JSON line."""
    warm = [u for u in (work / "warmup.txt").read_text(encoding="utf-8").split() if u]
    urls = [u for u in (work / "urls.txt").read_text(encoding="utf-8").split() if u]
    t0 = time.perf_counter()
    if mode == "flow":
        from flows.ingest import ingest_batch as flow_batch

        def run(batch: list[str]) -> tuple[int, int]:
            """One flow run of the batch; (drafts, errors)."""
            out = flow_batch(batch)
            doc = out if isinstance(out, dict) else {}
            return len(doc.get("drafts") or []), len(doc.get("errors") or [])
    else:
        from benchrec.options import Options
        from staging.ingest import ingest_batch as plain_batch

        opts = Options.from_env()

        def run(batch: list[str]) -> tuple[int, int]:
            """One batch through the plain steps; (drafts, errors)."""
            out = plain_batch([[u] for u in batch], opts)
            return sum(1 for d in out if d.get("id")), sum(1 for d in out if d.get("error"))
    run(warm)
    startup_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    drafts, errors = run(urls)
    seconds = time.perf_counter() - t0
    print(json.dumps({"seconds": round(seconds, 3), "startup_s": round(startup_s, 2), "drafts": drafts,
                      "errors": errors}))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        _child(sys.argv[2], Path(sys.argv[3]))
    else:
        print(json.dumps(measure(int(sys.argv[1]) if len(sys.argv) > 1 else 200), indent=2))
