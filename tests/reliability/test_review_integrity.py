"""Review integrity: approvals bound to content_hash, changes drop to draft, an altered snapshot is caught by the next
audit (provenance.snapshot) and promotion refuses a record whose sources fail to verify."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchrec.cli import main
from staging.hashing import content_hash
from staging.store import Store
from tests.reliability.world import DSV41


def _ingest_and_audit(capsys: pytest.CaptureFixture[str]) -> list[str]:
    """Ingest the local deployment; the ids of its drafts."""
    assert main(["ingest", str(DSV41 / "writeup.html"), str(DSV41 / "server_info.json"), "--json"]) in (0, 1)
    return [d["id"] for d in json.loads(capsys.readouterr().out)["drafts"]]


def _approve(store: Store, rid: str, capsys: pytest.CaptureFixture[str], expected: str | None = None) -> int:
    """Approve a draft with every warning waived; the exit code."""
    rec = store.get(rid)
    argv = ["review", "approve", rid, "--reviewer", "alice", "--content-hash", expected or content_hash(rec)]
    for f in (rec.get("audit") or {}).get("failures") or []:
        if f["severity"] == "warning":
            argv += ["--waive", f"{f['rule']}=checked"]
    code = main(argv)
    capsys.readouterr()
    return code


def test_approval_is_bound_to_content_and_dropped_by_a_change(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = Store(home)
    rid = _ingest_and_audit(capsys)[0]
    assert _approve(store, rid, capsys, expected="0" * 64) == 1  # approval for content it was not given for
    assert store.get(rid)["status"] == "draft"
    assert _approve(store, rid, capsys) == 0
    rec = store.get(rid)
    assert rec["status"] == "approved" and rec["review"]["content_hash"] == content_hash(rec)
    changed = dict(rec, notes=(rec.get("notes") or "") + " corrected by the author")
    store.stage(changed)
    again = store.get(rid)
    assert again["status"] == "draft" and "review" not in again
    assert main(["promote", rid]) == 1
    assert "not approved" in capsys.readouterr().err


def test_altered_snapshot_is_caught_by_audit_and_refused_at_promotion(home: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    store = Store(home)
    rid = _ingest_and_audit(capsys)[0]
    assert _approve(store, rid, capsys) == 0
    sha = store.get(rid)["provenance"]["sources"][0]["sha256"]
    snap = store.snapshots.path(sha)
    snap.write_bytes(snap.read_bytes().replace(b"H200", b"H100", 1) + b"<!-- altered -->")
    assert main(["audit", rid, "--json"]) == 1
    result = json.loads(capsys.readouterr().out)["results"][0]
    assert "provenance.snapshot" in {f["rule"] for f in result["failures"]}
    assert main(["promote", rid, "--json"]) == 1
    out = capsys.readouterr()
    assert "missing or altered" in out.err and json.loads(out.out)["promoted"] is False
    assert store.get_published(rid) is None
