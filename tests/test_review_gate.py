"""The promotion gate takes nothing a hand can write into a record on trust: the approval must be the review log's, the
audit is made again at promotion, and a record changed after approval falls back to draft where it is written back."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest

from benchrec.cli import main
from benchrec.options import Options
from expectations.audit import audit_command
from expectations.samples import clean_benchmark
from staging import review
from staging.hashing import content_hash
from staging.reaudit import flag_source_changed
from staging.store import Store
from tests.audited_stores import audited_store

SLUG = "gate"
RID = f"benchmarks/{SLUG}"
WARNING = "unit.token_counting_stated"
#: Changes to the clean sample that make its audit fail one rule: none, a warning, a critical.
CLEAN: dict[str, Any] = {}
WARNS: dict[str, Any] = {"token_counting": "unknown"}
CRITICAL: dict[str, Any] = {"unit": "ms"}

Edit = Callable[[dict[str, Any]], None]


def _audited(home: Path, change: dict[str, Any]) -> Store:
    """A store holding the sample draft with `change` applied, audited by `benchrec audit`."""
    return audited_store(home, SLUG, change)


def _hand_edit(store: Store, edit: Edit) -> None:
    """Change the draft's file by hand, as an editor would (no store call)."""
    path = store.draft_path(RID)
    record = json.loads(path.read_text(encoding="utf-8"))
    edit(record)
    path.write_text(json.dumps(record, indent=2), encoding="utf-8")


def _draft(store: Store) -> dict[str, Any]:
    """The draft's file as it is on disk."""
    return json.loads(store.draft_path(RID).read_text(encoding="utf-8"))


def _promote(capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """`benchrec promote RID`: its exit code and stderr."""
    code = main(["promote", RID])
    return code, capsys.readouterr().err


def _forge(reviewer: str = "nobody", status: str = "approved") -> Edit:
    """An edit that writes an approval of the present content into the record."""
    def edit(record: dict[str, Any]) -> None:
        record["status"] = status
        record["review"] = {"decision": "approved", "reviewer": reviewer, "content_hash": content_hash(record),
                            "waivers": []}
    return edit


def _approve(store: Store, waivers: list[dict[str, str]] | None = None) -> dict[str, Any]:
    """Approve the draft through the review step."""
    return review.decide(store, RID, "approved", "ana", note="checked", waivers=waivers)


def _never_reviewed(store: Store) -> None:
    _hand_edit(store, _forge())


def _never_reviewed_left_draft(store: Store) -> None:
    _hand_edit(store, _forge(status="draft"))


def _reviewer_renamed(store: Store) -> None:
    _approve(store)
    _hand_edit(store, lambda r: r["review"].update(reviewer="nobody"))


def _rejected_after_approval(store: Store) -> None:
    approval = _approve(store)
    review.decide(store, RID, "rejected", "bob", note="not a measurement")
    _hand_edit(store, lambda r: r.update(status="approved", review=approval))


def _approval_moved_to_new_content(store: Store) -> None:
    _approve(store)

    def edit(record: dict[str, Any]) -> None:
        record["notes"] = "edited after approval"
        record["review"]["content_hash"] = record["audit"]["content_hash"] = content_hash(record)
    _hand_edit(store, edit)


def _waiver_added_by_hand(store: Store) -> None:
    _approve(store)
    _hand_edit(store, lambda r: r["review"].update(waivers=[{"rule": WARNING, "reason": "added later"}]))


FORGED_APPROVALS = [
    (CLEAN, _never_reviewed, "the review log holds no standing approval"),
    (CLEAN, _never_reviewed_left_draft, "the review log holds no standing approval"),
    (CLEAN, _reviewer_renamed, "names reviewer 'nobody' but the review log's approval is by 'ana'"),
    (CLEAN, _rejected_after_approval, "the review log holds no standing approval"),
    (CLEAN, _approval_moved_to_new_content, "the review log's latest decision on it approves other content"),
    (WARNS, _waiver_added_by_hand, "waivers are not those of the review log's approval"),
]


@pytest.mark.parametrize("change, forge, reason", FORGED_APPROVALS)
def test_an_approval_the_review_log_does_not_hold_is_refused(home: Path, capsys: pytest.CaptureFixture[str],
                                                             change: dict[str, Any], forge: Callable[[Store], None],
                                                             reason: str) -> None:
    """Only the review log's latest decision, an approval of exactly this content, lets a record through."""
    store = _audited(home, change)
    forge(store)
    code, err = _promote(capsys)
    assert code == 1 and reason in err and err.count("\n") == 1
    assert store.get_published(RID) is None
    assert "published" not in [e["decision"] for e in review.read_log(store)]


def _clear_failures(record: dict[str, Any]) -> None:
    record["audit"].update(failures=[], max_severity=None)


def _clear_failures_and_hash(record: dict[str, Any]) -> None:
    _clear_failures(record)
    del record["audit"]["content_hash"]


AUDIT_TAMPERING = [
    (CRITICAL, _clear_failures, "critical rule unit.unit_matches_metric fails"),
    (CRITICAL, _clear_failures_and_hash, "critical rule unit.unit_matches_metric fails"),
    (WARNS, _clear_failures, f"warning {WARNING} is not waived"),
]


@pytest.mark.parametrize("change, tamper, reason", AUDIT_TAMPERING)
def test_promotion_audits_again_instead_of_reading_the_audit_block(home: Path, capsys: pytest.CaptureFixture[str],
                                                                   change: dict[str, Any], tamper: Edit,
                                                                   reason: str) -> None:
    """An audit block edited after approval (it is outside the content hash) does not hide a failure; the audit made
    at promotion is written back into the draft."""
    store = _audited(home, change)
    _approve(store)
    _hand_edit(store, tamper)
    code, err = _promote(capsys)
    assert code == 1 and reason in err and err.count("\n") == 1
    assert store.get_published(RID) is None
    audit = _draft(store)["audit"]
    assert audit["content_hash"] == content_hash(_draft(store)) and reason.split()[2] in str(audit["failures"])


def test_a_promoted_record_carries_the_audit_made_at_promotion(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = _audited(home, CLEAN)
    _approve(store)
    _hand_edit(store, lambda r: r["audit"].update(run_id="forged", at="2000-01-01T00:00:00+00:00"))
    assert _promote(capsys)[0] == 0
    published = store.get_published(RID)
    assert published["status"] == "published" and published["audit"]["run_id"] != "forged"
    assert published["audit"]["content_hash"] == content_hash(published) and published["audit"]["failures"] == []
    assert [e["decision"] for e in review.read_log(store)] == ["approved", "published"]


@pytest.mark.parametrize("audit, refused", [
    ({"content_hash": None}, True),
    ({"content_hash": "0" * 64}, True),
    ({}, False),
])
def test_the_gate_reads_only_an_audit_block_of_the_present_content(home: Path, audit: dict[str, Any],
                                                                   refused: bool) -> None:
    """An audit block with no content_hash, or another content's, is no audit of this record."""
    store = _audited(home, CLEAN)
    _approve(store)
    record = store.get(RID)
    record["audit"].update(audit)
    reasons = review.gate_failures(record, store)
    assert (reasons != []) is refused
    assert not refused or "latest audit is not of this content" in reasons[0]


def _edit_after(store: Store, decision: str) -> None:
    review.decide(store, RID, decision, "ana", note="checked")
    _hand_edit(store, lambda r: r.update(notes=f"edited after being {decision}"))


#: (decision, command, its exit code, a reason it gives): each command that reads and writes back the record.
STALE_DECISION_READERS = [
    (decision, argv, code, reason)
    for decision, promote_reason in (("approved", "content changed since approval"), ("rejected", "not approved"))
    for argv, code, reason in ((["audit", RID], 0, ""), (["review", "list"], 0, ""), (["promote", RID], 1, promote_reason))
]


@pytest.mark.parametrize("decision, argv, exit_code, reason", STALE_DECISION_READERS)
def test_a_record_changed_after_a_decision_falls_back_to_draft(home: Path, capsys: pytest.CaptureFixture[str],
                                                               decision: str, argv: list[str], exit_code: int,
                                                               reason: str) -> None:
    """An approval or a rejection is of one content: each command that reads the record and writes the store leaves
    an edited one a draft awaiting a decision again, its old review kept."""
    store = _audited(home, CLEAN)
    _edit_after(store, decision)
    assert main(argv) == exit_code
    assert reason in capsys.readouterr().err
    record = _draft(store)
    assert record["status"] == "draft" and record["review"]["decision"] == decision
    assert [p["id"] for p in review.pending(store)] == [RID]
    assert not any(p.name.startswith(".") for p in store.draft_path(RID).parent.iterdir())


@pytest.mark.parametrize("edited, refused", [(False, True), (True, False)])
def test_a_rejection_stands_against_an_approval_only_for_its_own_content(home: Path, edited: bool,
                                                                         refused: bool) -> None:
    """A rejected record cannot be approved as it is; once its content changes it can be."""
    store = _audited(home, CLEAN)
    review.decide(store, RID, "rejected", "bob", note="not a measurement")
    if edited:
        _hand_edit(store, lambda r: r.update(notes="corrected"))
    if refused:
        with pytest.raises(review.GateError, match="rejected for exactly this content"):
            _approve(store)
        assert _draft(store)["status"] == "rejected"
    else:
        assert _approve(store)["decision"] == "approved" and _draft(store)["status"] == "approved"


def test_a_flagged_source_change_drops_an_approval_to_draft(home: Path) -> None:
    """The nightly re-audit's flag changes the record's provenance, which its approval did not cover."""
    store = _audited(home, CLEAN)
    _approve(store)
    assert flag_source_changed(store, RID, [{"source": 0, "url": "u", "sha256": "1" * 64, "previous_sha256": "x"}])
    assert _draft(store)["status"] == "draft"
    assert [p["id"] for p in review.pending(store)] == [RID]


def test_a_garbled_review_log_line_refuses_in_one_line(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = _audited(home, CLEAN)
    _approve(store)
    with store.review_log.open("a", encoding="utf-8") as log:
        log.write('{"record_id": "benchmarks/gate", "decision": \n')
    code, err = _promote(capsys)
    assert code == 2 and "line 2 is not a JSON object" in err and err.count("\n") == 1
    assert store.get_published(RID) is None


@pytest.mark.parametrize("audited, shown", [(False, "never audited"), (True, "clean")])
def test_review_list_tells_a_never_audited_draft_from_a_clean_one(home: Path, capsys: pytest.CaptureFixture[str],
                                                                  audited: bool, shown: str) -> None:
    """A draft with no audit has no failed rule because none was checked: the list says so, and its JSON too."""
    store = Store(home)
    store.stage(clean_benchmark(store, slug=SLUG))
    if audited:
        audit_command([RID], False, Options().with_home(home))
    assert main(["review", "list"]) == 0
    assert capsys.readouterr().out.split("  ")[:2] == [RID, shown]
    assert main(["review", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["pending"][0]["audited"] is audited


@pytest.mark.parametrize("record_id, code, reason", [
    ("benchmarks/no-such-draft", 2, "no draft benchmarks/no-such-draft"),
    ("not an id", 2, "invalid record id"),
    (RID, 1, "not approved by a reviewer"),
])
def test_promote_json_answers_every_refusal_with_json(home: Path, capsys: pytest.CaptureFixture[str], record_id: str,
                                                      code: int, reason: str) -> None:
    """`promote --json` prints its one JSON document whatever refused it, the one-line reason on stderr too."""
    _audited(home, CLEAN)
    assert main(["promote", record_id, "--json"]) == code
    out, err = capsys.readouterr()
    doc = json.loads(out)
    assert doc["promoted"] is False and reason in doc["reason"] and reason in err and err.count("\n") == 1
