"""Review decisions bound to content, the append-only log, and the promotion gate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchrec.errors import GateError, StoreError
from expectations.samples import clean_benchmark
from staging import review
from staging.hashing import content_hash
from staging.store import Store

RID = "benchmarks/review-x"


def _stage(store: Store, failures: list[dict] | None = None, notes: str = "") -> dict:
    """The audit's clean sample as RID, staged with an audit block holding `failures`."""
    rec = clean_benchmark(store, slug=RID.split("/")[1])
    rec["notes"] = notes
    store.stage(rec)
    with store.lock():
        staged = store.get(RID)
        staged["audit"] = {"run_id": "run-1", "at": "2026-12-02T00:00:00+00:00", "content_hash": content_hash(staged),
                           "max_severity": None, "failures": failures or []}
        store.write_draft(staged)
    return store.get(RID)


def test_approve_then_promote(tmp_path: Path) -> None:
    store = Store(tmp_path)
    rec = _stage(store)
    entry = review.decide(store, RID, "approved", "ana", note="ok", expected_hash=content_hash(rec))
    assert entry["content_hash"] == content_hash(rec) and entry["audit_run_id"] == "run-1"
    path = review.promote(store, RID)
    assert json.loads(path.read_text())["status"] == "published"
    assert not store.draft_path(RID).exists()
    log = review.read_log(store)
    assert [e["decision"] for e in log] == ["approved", "published"]


def test_decision_on_changed_content_refused(tmp_path: Path) -> None:
    store = Store(tmp_path)
    shown = content_hash(_stage(store))
    _stage(store, notes="edited after it was shown")
    with pytest.raises(GateError, match="changed since it was shown"):
        review.decide(store, RID, "approved", "ana", expected_hash=shown)
    assert store.get(RID)["status"] == "draft"
    assert review.read_log(store) == []


def test_change_after_approval_drops_to_draft(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _stage(store)
    review.decide(store, RID, "approved", "ana")
    _stage(store, notes="new content")
    rec = store.get(RID)
    assert rec["status"] == "draft" and "review" not in rec
    with pytest.raises(GateError, match="not approved"):
        review.promote(store, RID)


def test_hand_edit_after_approval_refused_at_promotion(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _stage(store)
    review.decide(store, RID, "approved", "ana")
    rec = store.get(RID)
    rec["value"] = 99999.0
    store.write_draft(rec)
    with pytest.raises(GateError, match="content changed since approval"):
        review.promote(store, RID)


GATE_CASES = [
    ([{"rule": "plausibility.roofline", "severity": "critical", "message": "above bound"}], [], "critical rule plausibility.roofline"),
    ([{"rule": "omitted.driver_version", "severity": "warning", "message": "m"}], [], "warning omitted.driver_version is not waived"),
    ([{"rule": "omitted.driver_version", "severity": "warning", "message": "m"}],
     [{"rule": "omitted.driver_version", "reason": "source never gives it"}], None),
    ([{"rule": "variance.single_run", "severity": "info", "message": "m"}], [], None),
]


@pytest.mark.parametrize("failures,waivers,refusal", GATE_CASES)
def test_gate_by_severity_and_waivers(tmp_path: Path, failures: list, waivers: list, refusal: str | None) -> None:
    """The gate's reading of an audit block (promotion hands it one made at that moment)."""
    store = Store(tmp_path)
    _stage(store, failures=failures)
    review.decide(store, RID, "approved", "ana", waivers=waivers)
    reasons = review.gate_failures(store.get(RID), store)
    if refusal is None:
        assert reasons == []
    else:
        assert any(refusal in r for r in reasons)


def test_altered_snapshot_refuses_promotion(tmp_path: Path) -> None:
    store = Store(tmp_path)
    rec = _stage(store)
    review.decide(store, RID, "approved", "ana")
    store.snapshots.path(rec["provenance"]["sources"][0]["sha256"]).write_bytes(b"altered")
    with pytest.raises(GateError, match="missing or altered"):
        review.promote(store, RID)


def test_unaudited_is_audited_at_promotion(tmp_path: Path) -> None:
    """The gate refuses a record without an audit block; promotion audits it first."""
    store = Store(tmp_path)
    store.stage(clean_benchmark(store, slug=RID.split("/")[1]))
    review.decide(store, RID, "approved", "ana")
    assert "never audited; run benchrec audit" in review.gate_failures(store.get(RID), store)
    published = json.loads(review.promote(store, RID).read_text())
    assert published["audit"]["content_hash"] == content_hash(published) and published["audit"]["failures"] == []


@pytest.mark.parametrize("kwargs,err", [
    ({"decision": "maybe", "reviewer": "ana"}, GateError),
    ({"decision": "approved", "reviewer": "  "}, GateError),
])
def test_bad_decisions(tmp_path: Path, kwargs: dict, err: type) -> None:
    store = Store(tmp_path)
    _stage(store)
    with pytest.raises(err):
        review.decide(store, RID, **kwargs)


@pytest.mark.parametrize("waivers,message", [
    ([{"rule": "omitted.driver", "reason": "r"}], r"names no audit rule: 'omitted.driver'; did you mean omitted.driver_version\?"),
    ([{"rule": "zz", "reason": "r"}], "names no audit rule: 'zz'; name a rule of the audit"),
    ([{"rule": ["omitted.driver_version"], "reason": "r"}], "names no audit rule"),
    ([{"rule": "omitted.driver_version", "reason": "  "}], "waiver of omitted.driver_version needs a reason"),
])
def test_a_bad_waiver_is_refused_before_anything_is_written(tmp_path: Path, waivers: list, message: str) -> None:
    """A waiver naming no rule would only show at promotion; it is refused at the decision, leaving no trace."""
    store = Store(tmp_path)
    _stage(store)
    before = store.get(RID)
    with pytest.raises(GateError, match=message):
        review.decide(store, RID, "approved", "ana", waivers=waivers)
    assert store.get(RID) == before and review.read_log(store) == []


def test_missing_record(tmp_path: Path) -> None:
    with pytest.raises(StoreError):
        review.decide(Store(tmp_path), "benchmarks/none", "approved", "ana")


def test_pending_lists_drafts(tmp_path: Path) -> None:
    store = Store(tmp_path)
    _stage(store)
    assert [p["id"] for p in review.pending(store)] == [RID]
    review.decide(store, RID, "rejected", "ana", note="not a measurement")
    assert review.pending(store) == []


# Hand-edited shapes the gate reads past (each raised AttributeError or TypeError before): promotion is refused with
# reasons, never an internal error.
HAND_EDITS = [
    ("review", ["approved"]), ("audit", "run-1"), ("provenance", ["x.html"]),
    ("audit.failures", "none"), ("audit.failures", [["critical"]]), ("review.waivers", {"rule": "x"}),
    ("review.waivers", [{"rule": ["unit.token_counting_stated"]}]), ("provenance.sources", [7, {"sha256": 5}]),
]


@pytest.mark.parametrize("path, value", HAND_EDITS)
def test_a_hand_edited_record_is_refused_with_reasons(tmp_path: Path, path: str, value: object) -> None:
    store = Store(tmp_path)
    _stage(store, failures=[{"rule": "unit.token_counting_stated", "severity": "warning", "message": "m"}])
    review.decide(store, RID, "approved", "ana")
    record = json.loads(store.draft_path(RID).read_text())
    head, _, last = path.rpartition(".")
    (record[head] if head else record)[last] = value
    store.draft_path(RID).write_text(json.dumps(record), encoding="utf-8")
    reasons = review.gate_failures(record, store)
    assert reasons and all("\n" not in r for r in reasons)
    assert review.pending(store) == [] or review.pending(store)[0]["id"] == RID
    with pytest.raises(GateError, match="promotion of benchmarks/review-x refused: "):
        review.promote(store, RID)
    assert store.get_published(RID) is None
