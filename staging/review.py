"""Human review and promotion (RECORDS.md section 6): decisions bound to content, an append-only log, the gate."""

from __future__ import annotations

import datetime as dt
import difflib
import json
from pathlib import Path
from typing import Any

from benchrec.errors import GateError, StoreError
from expectations.vocab import RULES
from extractors.record import as_object, as_objects
from staging.atomic import append_line
from staging.hashing import content_hash
from staging.ids import validate_id
from staging.store import Store

DECISIONS = ("approved", "rejected")


def now_iso() -> str:
    """The current UTC time, ISO 8601 with seconds."""
    return dt.datetime.now(dt.timezone.utc).replace(microsecond=0).isoformat()


def append_log(store: Store, entry: dict[str, Any]) -> None:
    """Append one decision to the review log (never rewritten)."""
    append_line(store.review_log, json.dumps(entry, sort_keys=True, ensure_ascii=False))


def read_log(store: Store) -> list[dict[str, Any]]:
    """Every entry of the review log, oldest first; StoreError in one line for a line that is not a JSON object."""
    if not store.review_log.exists():
        return []
    entries = []
    for number, line in enumerate(store.review_log.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except ValueError:
            entry = None
        if not isinstance(entry, dict):
            raise StoreError(f"review log {store.review_log} line {number} is not a JSON object; no decision can be "
                             "read past it")
        entries.append(entry)
    return entries


def latest_decision(store: Store, record_id: str) -> dict[str, Any] | None:
    """The review log's latest approval or rejection of a record, or None when it holds none."""
    for entry in reversed(read_log(store)):
        if entry.get("record_id") == record_id and entry.get("decision") in DECISIONS:
            return entry
    return None


def load_draft(store: Store, record_id: str) -> dict[str, Any]:
    """The draft of a record; GateError when it is already published, StoreError when there is none."""
    validate_id(record_id)
    path = store.draft_path(record_id)
    if not path.exists():
        if store.published_path(record_id).exists():
            raise GateError(f"{record_id} is already published; nothing awaits review")
        raise StoreError(f"no draft {record_id} in {store.home}")
    from staging.store import load_record_file

    return load_record_file(path, record_id)


def is_approval_current(record: dict[str, Any]) -> bool:
    """True when the record's approval was given for exactly its present content."""
    review = as_object(record.get("review"))
    return review.get("decision") == "approved" and review.get("content_hash") == content_hash(record)


def is_decision_stale(record: dict[str, Any]) -> bool:
    """Whether a record is approved, or rejected, for content it no longer has."""
    status = record.get("status")
    if status not in DECISIONS:
        return False
    review = as_object(record.get("review"))
    return review.get("decision") != status or review.get("content_hash") != content_hash(record)


def fall_back_if_changed(record: dict[str, Any]) -> bool:
    """Set a record approved or rejected for other content back to draft (its review block kept as history); True
    when it did."""
    if is_decision_stale(record):
        record["status"] = "draft"
        return True
    return False


def fall_back_stored(store: Store, record_ids: list[str]) -> None:
    """Write back as drafts, in one atomic batch, the named drafts whose decision was for other content."""
    with store.lock():
        writes = []
        for record_id in record_ids:
            record = store.get_draft(record_id)
            if record is not None and fall_back_if_changed(record):
                writes.append((store.draft_path(record_id), record))
        store.write_files(writes)


def approval_failures(record: dict[str, Any], logged: dict[str, Any] | None) -> list[str]:
    """Why the record's approval does not stand (empty when it does): its review block must be an approval of its
    present content, and the review log's latest decision on it (`logged`) that same approval."""
    review = as_object(record.get("review"))
    current = content_hash(record)
    if review.get("decision") != "approved":
        return ["not approved by a reviewer"]
    if review.get("content_hash") != current:
        return ["content changed since approval (content_hash differs); review it again"]
    if logged is None or logged.get("decision") != "approved":
        return ["the review log holds no standing approval of it (an approval is made by benchrec review approve)"]
    if logged.get("content_hash") != current:
        return ["the review log's latest decision on it approves other content; review it again"]
    if logged.get("reviewer") != review.get("reviewer"):
        return [f"its review names reviewer {str(review.get('reviewer'))[:80]!r} but the review log's approval is by "
                f"{str(logged.get('reviewer'))[:80]!r}"]
    if logged.get("waivers") != review.get("waivers"):
        return ["its review's waivers are not those of the review log's approval; review it again"]
    if record.get("status") != "approved":
        return [f"status is {str(record.get('status'))[:40]!r}, not approved; review it again"]
    return []


def gate_failures(record: dict[str, Any], store: Store | None = None) -> list[str]:
    """Every reason promotion is refused given the record's audit block; empty when the gate passes. With the store,
    the approval must also be the review log's latest decision on the record, and every source's snapshot intact
    (without it, only the record itself is read)."""
    reasons: list[str] = []
    review = as_object(record.get("review"))
    current = content_hash(record)
    if store is not None:
        reasons += approval_failures(record, latest_decision(store, str(record.get("id"))))
    else:
        reasons += approval_failures(record, review)
    audit = as_object(record.get("audit"))
    if not audit.get("run_id"):
        reasons.append("never audited; run benchrec audit")
    elif audit.get("content_hash") != current:
        reasons.append("latest audit is not of this content (its content_hash differs or is missing); re-run "
                       "benchrec audit")
    raw_failures = audit.get("failures") or []
    failures = as_objects(raw_failures)
    if not isinstance(raw_failures, list) or len(failures) != len(raw_failures):
        reasons.append("latest audit's failures cannot be read; re-run benchrec audit")
    for f in failures:
        if f.get("severity") == "critical":
            reasons.append(f"critical rule {f.get('rule')} fails: {f.get('message', '')}".strip())
    waived = [w.get("rule") for w in as_objects(review.get("waivers"))]
    for f in failures:
        if f.get("severity") == "warning" and f.get("rule") not in waived:
            reasons.append(f"warning {f.get('rule')} is not waived")
    if store is not None:
        for i, src in enumerate(as_objects(as_object(record.get("provenance")).get("sources"))):
            sha = src.get("sha256")
            if sha and not (isinstance(sha, str) and store.snapshots.verify(sha)):
                reasons.append(f"source {i} snapshot {str(sha)[:12]} is missing or altered")
    return reasons


def check_waivers(waivers: list[dict[str, str]]) -> None:
    """GateError in one line for a waiver that names no audit rule (a typo would only surface at promotion)."""
    for w in waivers:
        rule = w.get("rule")
        if not isinstance(rule, str) or rule not in RULES:
            near = difflib.get_close_matches(str(rule), RULES, n=1)
            hint = f"; did you mean {near[0]}?" if near else "; name a rule of the audit, e.g. omitted.driver_version"
            raise GateError(f"waiver names no audit rule: {str(rule)[:80]!r}{hint}")
        if not isinstance(w.get("reason"), str) or not w["reason"].strip():
            raise GateError(f"waiver of {rule} needs a reason")


def decide(
    store: Store,
    record_id: str,
    decision: str,
    reviewer: str,
    note: str = "",
    waivers: list[dict[str, str]] | None = None,
    expected_hash: str | None = None,
) -> dict[str, Any]:
    """Record a reviewer's decision on the current content; refuse if it changed since shown."""
    if decision not in DECISIONS:
        raise GateError(f"decision must be approved or rejected, got {decision!r}")
    if not reviewer or not reviewer.strip():
        raise GateError("a decision needs a named reviewer")
    check_waivers(list(waivers or []))
    with store.lock():
        record = load_draft(store, record_id)
        current = content_hash(record)
        if expected_hash and expected_hash != current:
            raise GateError(
                f"{record_id} changed since it was shown (content_hash {current[:12]}, decision was for "
                f"{expected_hash[:12]}); decision refused"
            )
        fall_back_if_changed(record)  # a decision on other content does not stand against this one
        if record.get("status") == "rejected" and decision == "approved":
            raise GateError(f"{record_id} was rejected for exactly this content; it is a draft again only when its "
                            f"content changes (a re-ingest that extracts something different, or an edit)")
        entry = {
            "decision": decision,
            "reviewer": reviewer.strip(),
            "at": now_iso(),
            "note": note,
            "content_hash": current,
            "audit_run_id": (record.get("audit") or {}).get("run_id"),
            "waivers": list(waivers or []),
        }
        record["review"] = entry
        record["status"] = decision
        append_log(store, {"record_id": record_id, **entry})
        store.write_draft(record)
        return entry


def promote(store: Store, record_id: str) -> Path:
    """Publish an approved record when the gate passes on an audit of it made now (the stored audit block is not
    taken on trust); GateError names every reason it does not, after writing that audit back into the draft (and
    the draft back to draft status when its approval was for other content)."""
    from expectations.audit import audit_stored, load_audit

    validate_id(record_id)
    load_audit()  # before the store lock: other writers do not wait for GX to load
    with store.lock():
        done = _unlogged_publication(store, record_id)
        if done is not None:
            append_log(store, {"record_id": record_id, "decision": "published", "at": now_iso(),
                               "content_hash": content_hash(done), "note": "completes an interrupted promotion"})
            return store.published_path(record_id)
        record = load_draft(store, record_id)
        fall_back_if_changed(record)
        record["audit"] = audit_stored(store, record)
        reasons = gate_failures(record, store)
        if reasons:
            store.write_draft(record)
            raise GateError(f"promotion of {record_id} refused: " + "; ".join(reasons))
        path = store.publish(record)
        append_log(store, {"record_id": record_id, "decision": "published", "at": now_iso(),
                           "content_hash": content_hash(record)})
        return path


def _unlogged_publication(store: Store, record_id: str) -> dict[str, Any] | None:
    """A published record with no draft left whose publication the log lacks (a promotion killed mid-way)."""
    if store.draft_path(record_id).exists():
        return None
    published = store.get_published(record_id)
    if published is None:
        return None
    current = content_hash(published)
    for entry in read_log(store):
        if entry.get("record_id") == record_id and entry.get("decision") == "published" \
                and entry.get("content_hash") == current:
            return None
    return published


def awaits_decision(record: dict[str, Any]) -> bool:
    """A draft no reviewer has decided on, or whose decision (approval or rejection) was for other content."""
    status = record.get("status")
    return status in ("draft", None) or is_decision_stale(record)


def pending_summary(record: dict[str, Any]) -> tuple[str, str, str | None, str | None] | None:
    """(id, title, max severity, run id of its last audit) of a record awaiting a decision, else None."""
    rid = record.get("id")
    if not isinstance(rid, str) or not awaits_decision(record):
        return None
    audit_raw = record.get("audit")
    audit = audit_raw if isinstance(audit_raw, dict) else {}
    return rid, str(record.get("title") or ""), audit.get("max_severity"), audit.get("run_id")


def pending_records(store: Store) -> list[dict[str, Any]]:
    """The drafts awaiting a decision, whole; a draft decided on for other content is written back as a draft."""
    records = store.records("drafts")
    stale = [rec for rec in records if is_decision_stale(rec)]
    if stale:
        fall_back_stored(store, [rec["id"] for rec in stale])
        for rec in stale:
            fall_back_if_changed(rec)
    return [rec for rec in records if awaits_decision(rec)]


def pending(store: Store) -> list[dict[str, Any]]:
    """Drafts awaiting a decision, with their headline and audit outcome ("audited" false: never audited, so its
    null max_severity means nothing was checked, not that nothing failed)."""
    out = []
    for rec in pending_records(store):
        audit = as_object(rec.get("audit"))
        out.append({"id": rec["id"], "title": rec.get("title", ""), "max_severity": audit.get("max_severity"),
                    "audited": bool(audit.get("run_id")), "content_hash": content_hash(rec)})
    return out
