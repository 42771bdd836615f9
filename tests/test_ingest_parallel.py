"""Batch ingestion extracts in worker processes: the same drafts as ingesting one source at a time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchrec.options import Options
from extractors.pipeline import classify, extract_loaded, Loaded
from staging import pool
from staging.hashing import sha256_bytes
from staging.ingest import HostSlots, ingest_batch, ingest_sources, is_url
from staging.store import Store

CASES = sorted((Path(__file__).parent / "gold" / "cases").glob("*.html"))[:8]


def _claims(store: Store) -> list[tuple]:
    """What each draft says (id, metric, value, unit, engine), without fetch times or order-dependent links."""
    return sorted((r["id"], r.get("metric"), r.get("value"), r.get("unit"), (r.get("engine") or {}).get("id"))
                  for r in store.records("drafts"))


def test_a_batch_stages_what_one_at_a_time_stages(tmp_path: Path) -> None:
    """ingest_batch over 8 sources (worker processes on a multi-core machine) = ingest_sources of each in turn."""
    assert len(CASES) == 8
    batch, single = Options(home=tmp_path / "batch"), Options(home=tmp_path / "single")
    out = ingest_batch([[str(p)] for p in CASES], batch)
    assert not [d for d in out if d.get("error")]
    for p in CASES:
        ingest_sources([str(p)], single)
    assert _claims(Store(batch.home)) == _claims(Store(single.home))
    assert len(_claims(Store(batch.home))) == len([d for d in out if d["id"]]) > 8


@pytest.mark.parametrize("deployments, in_process", [(1, True), (pool.MIN_PARALLEL_DEPLOYMENTS - 1, True),
                                                      (pool.MIN_PARALLEL_DEPLOYMENTS, pool.worker_count() == 1)])
def test_workers_open_only_for_a_batch_worth_them(deployments: int, in_process: bool) -> None:
    """A small batch extracts in-process; a large one in workers, giving the records in-process extraction gives."""
    raw = CASES[0].read_bytes()
    kind = classify(raw)
    entry = {"kind": kind, "path": str(CASES[0]), "sha256": sha256_bytes(raw), "fetched_at": "2026-01-01T00:00:00+00:00"}
    loaded = [Loaded(str(CASES[0]), raw, kind, None, entry)]
    opts = Options(home=Path("/nonexistent-benchrec-home"))
    with pool.extraction_processes(deployments) as workers:
        assert (workers == 1) is in_process
        assert (pool._pool is None) is in_process
        got = pool.extract_records(loaded, opts)
    assert pool._pool is None
    assert got == extract_loaded(loaded, opts) and got


@pytest.mark.parametrize("deployments", [1, pool.MIN_PARALLEL_DEPLOYMENTS])
@pytest.mark.parametrize("content_type", ["text/html; charset=utf-8", None])
def test_extraction_keeps_each_text_the_audit_would_parse(deployments: int, content_type: str | None) -> None:
    """In-process or in a worker, extraction hands the audit each write-up's text under the key the provenance
    check looks it up by, and the text is the one it would parse from the snapshot; a source whose stated content
    type differs from the one it was parsed with is not kept."""
    from expectations import provenance
    from extractors.content import document_text

    raw = CASES[1].read_bytes()
    sha = sha256_bytes(raw)
    opts = Options(home=Path("/nonexistent-benchrec-home"))
    entry = {"kind": "writeup", "url": "http://127.0.0.1/x", "sha256": sha, "fetched_at": "2026-01-01T00:00:00+00:00",
             "http": {"status": 200, "content_type": content_type}}
    provenance._VERIFIED_TEXTS.clear()
    with pool.extraction_processes(deployments):
        pool.extract_records([Loaded("http://127.0.0.1/x", raw, "writeup", content_type, entry)], opts)
        pool.extract_records([Loaded("http://127.0.0.1/y", raw + b" ", "writeup", "text/plain",
                                     dict(entry, sha256=sha256_bytes(raw + b" ")))], opts)
    assert provenance._VERIFIED_TEXTS == {(sha, content_type): document_text(raw, content_type)}


@pytest.mark.parametrize("source, url", [("http://[x/a", True), ("https://[::1", True), ("HTTP://a]b/", True),
                                         ("https://example.test/a", True), ("examples/writeup.html", False),
                                         ("/tmp/[x]", False)])
def test_is_url_reads_malformed_urls_as_urls(source: str, url: bool) -> None:
    """A URL urlsplit refuses is still a URL (so the fetch guard refuses it with its reason), not a path."""
    assert is_url(source) is url


def test_host_slots_take_a_malformed_url(tmp_path: Path) -> None:
    slots = HostSlots(per_host=1)
    with slots.hold("http://[x/a"), slots.hold("http://a.test/1"), slots.hold(str(tmp_path)):
        pass


def test_a_batch_line_that_fails_is_one_line_and_the_others_are_staged(tmp_path: Path) -> None:
    """`benchrec ingest --from-file`: a malformed URL is refused in one stderr line, exit 2; the good line is staged."""
    urls = tmp_path / "urls.txt"
    urls.write_text(f"http://[x/post\n{CASES[0]}\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "benchrec.cli", "--home", str(tmp_path / "home"), "ingest",
                          "--from-file", str(urls)], capture_output=True, text=True, timeout=300,
                         env=dict(os.environ, PREFECT_HOME=str(tmp_path / "prefect")))
    assert out.returncode == 2, out.stderr
    assert out.stderr.strip().splitlines() == ["benchrec: refused http://[x/post: malformed URL (Invalid IPv6 URL)"]
    staged = sorted(line.split()[0] for line in out.stdout.splitlines())
    assert staged and staged == sorted(r["id"] for r in Store(tmp_path / "home").records("drafts"))


def test_every_spelling_of_a_url_stages_one_set_of_drafts(tmp_path: Path) -> None:
    """A page listed under four spellings (fragment, upper-case scheme and host, default port) is fetched once and
    stages one set of drafts keyed by its canonical URL; a failure names its URL once."""
    from tests.net_servers import Server, respond

    page = CASES[0].read_bytes()
    with Server() as server:
        server.route("/post.html", respond(200, page, {"Content-Type": "text/html; charset=utf-8"}))
        base = server.url("/post.html")
        spellings = [base, base + "#issuecomment-7", base.replace("http://127.0.0.1", "HTTP://127.0.0.1") + "#",
                     base]
        opts = Options(home=tmp_path / "home", allowed_hosts=(server.hostport,))
        out = ingest_batch([[u] for u in spellings] + [[server.url("/gone.html")]], opts)
        assert [h.path for h in server.hits].count("/post.html") == 1
    errors = [d["error"] for d in out if d.get("error")]
    assert len(errors) == 1 and errors[0].count(server.url("/gone.html")) == 1 and "HTTP 404" in errors[0], errors
    drafts = Store(opts.home).records("drafts")
    assert drafts and sorted(r["id"] for r in drafts) == sorted(d["id"] for d in out if d.get("id"))
    assert {s["url"] for r in drafts for s in r["provenance"]["sources"]} == {base}
