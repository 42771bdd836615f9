"""A small world for crash and concurrency tests: sources on disk and on a 127.0.0.1 server, and the commands."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from staging.hashing import content_hash
from staging.store import Store
from tests.net_servers import Server

ROOT = Path(__file__).resolve().parents[2]
DSV41 = ROOT / "tests" / "fixtures" / "deployments" / "dsv41"
DSV41_ALT = ROOT / "tests" / "fixtures" / "deployments" / "dsv41_alt"
GOLD = ROOT / "tests" / "gold" / "cases"
PAGES = {
    "/blog-table": GOLD / "01_blog_table_units.html",
    "/bench-serving": GOLD / "03_bench_serving_block.html",
    "/issue-thread": GOLD / "05_issue_thread_inherit.html",
    "/forum-claim": GOLD / "06_forum_claim.html",
    "/field-report": GOLD / "08_field_report_repeats.html",
    "/genai-perf": GOLD / "10_genai_perf.html",
    "/dsv41/writeup.html": DSV41 / "writeup.html",
    "/dsv41/server_info.json": DSV41 / "server_info.json",
    "/dsv41-alt/writeup.html": DSV41_ALT / "writeup.html",
    "/dsv41-alt/server_info.json": DSV41_ALT / "server_info.json",
}
#: The page whose content the tests change between ingests (same URL, same record ids, new content).
CHANGING = "/blog-table"


def serve_file(world: "World", path: str):  # noqa: ANN201
    """A handler that serves a page's current bytes."""

    def handle(h: Any) -> None:
        body = world.body(path)
        ctype = "application/json" if path.endswith(".json") else "text/html; charset=utf-8"
        h.send_response(200)
        h.send_header("Content-Type", ctype)
        h.send_header("Content-Length", str(len(body)))
        h.end_headers()
        h.wfile.write(body)

    return handle


@dataclass
class World:
    """The server, the deployments (local and URL), and the revision of the changing page."""

    server: Server
    revision: int = 0
    local: list[list[str]] = field(default_factory=list)
    remote: list[list[str]] = field(default_factory=list)

    def body(self, path: str) -> bytes:
        """The bytes of a page now (the changing page carries its revision in a footnote)."""
        raw = PAGES[path].read_bytes()
        if path == CHANGING and self.revision:
            raw = raw.replace(b"</body>", b"<p>Revision note %d: typo fixed.</p></body>" % self.revision)
        return raw

    @property
    def allowed(self) -> str:
        """BENCHREC_ALLOWED_HOSTS for the server."""
        return self.server.hostport

    def deployments(self) -> list[list[str]]:
        """Every deployment, local ones first."""
        return self.local + self.remote


def make_world(server: Server) -> World:
    """Routes on the server and the deployments that use them."""
    world = World(server)
    for path in PAGES:
        server.route(path, serve_file(world, path))
    world.local = [[str(DSV41 / "writeup.html"), str(DSV41 / "server_info.json")], [str(GOLD / "09_versions_one_run.html")]]
    world.remote = [[server.url("/blog-table")], [server.url("/bench-serving")], [server.url("/issue-thread")],
                    [server.url("/dsv41-alt/writeup.html"), server.url("/dsv41-alt/server_info.json")]]
    return world


def approve_argv(store: Store, record_id: str, reviewer: str) -> tuple[list[str], str] | None:
    """`review approve` of a draft as shown now (its content hash, every warning waived), or None."""
    try:
        rec = store.get(record_id)
    except Exception:  # noqa: BLE001 - a file being replaced right now: skip this turn
        return None
    if rec is None or rec.get("status") not in ("draft", "approved"):
        return None
    h = content_hash(rec)
    argv = ["review", "approve", record_id, "--reviewer", reviewer, "--content-hash", h, "--json"]
    for f in (rec.get("audit") or {}).get("failures") or []:
        if f.get("severity") == "warning":
            argv += ["--waive", f"{f['rule']}=checked by hand in the reliability suite"]
    return argv, h


def pick_draft(store: Store, rng: random.Random) -> str | None:
    """A random draft id, or None."""
    ids = sorted(p.parent.name + "/" + p.stem for p in store.iter_files("drafts"))
    return rng.choice(ids) if ids else None
