"""Regression tests of review and promotion bugs the crash runs found (one test per fix)."""

from __future__ import annotations

from pathlib import Path

from extractors.record import new_benchmark
from staging import review
from staging.hashing import content_hash
from staging.store import Store
from tests.reliability.store_check import unlogged_publications


def test_promote_after_a_kill_between_publishing_and_logging_completes_the_log(tmp_path: Path) -> None:
    """Killed after the published file was written and the draft removed: a rerun logs the publication."""
    store = Store(tmp_path)
    rec = new_benchmark()
    rec["id"] = "benchmarks/interrupted-promotion"
    store.stage(rec)
    with store.lock():
        published = store.publish(store.get(rec["id"]))  # what promote had done when it was killed
    assert unlogged_publications(tmp_path) == [rec["id"]]
    assert review.promote(store, rec["id"]) == published
    assert unlogged_publications(tmp_path) == []
    entry = review.read_log(store)[-1]
    assert entry["decision"] == "published" and entry["content_hash"] == content_hash(store.get_published(rec["id"]))
    # a second rerun changes nothing
    n = len(review.read_log(store))
    try:
        review.promote(store, rec["id"])
    except Exception as exc:  # noqa: BLE001 - the ordinary refusal of an already published record
        assert "already published" in str(exc)
    assert len(review.read_log(store)) == n
