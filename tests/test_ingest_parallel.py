"""Batch ingestion extracts in worker processes: the same drafts as ingesting one source at a time."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchrec.options import Options
from extractors.pipeline import classify, extract_loaded, Loaded
from staging import pool
from staging.hashing import sha256_bytes
from staging.ingest import ingest_batch, ingest_sources
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
