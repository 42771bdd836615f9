"""Invariants of a data folder after crashes or concurrent writers: what must hold whatever was interrupted."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchrec.schema import schema_errors
from staging.atomic import is_temp
from staging.hashing import content_hash, sha256_bytes
from staging.store import Store, load_record_file


@dataclass
class StoreReport:
    """What a check of one data folder found."""

    records: int = 0
    drafts: int = 0
    published: int = 0
    temp_leftovers: int = 0
    log_lines: int = 0
    snapshots: int = 0
    approvals: int = 0
    problems: list[str] = field(default_factory=list)


def _versions(store: Store, record_id: str) -> dict[str, dict[str, Any]]:
    """Every version of a record the store holds (draft, published, history), by content hash."""
    out: dict[str, dict[str, Any]] = {}
    for path in (store.draft_path(record_id), store.published_path(record_id)):
        if path.exists():
            rec = load_record_file(path)
            out[content_hash(rec)] = rec
    folder, slug = record_id.split("/", 1)
    for path in (store.history / folder / slug).glob("*.json"):
        if not is_temp(path):
            out[path.stem] = load_record_file(path)
    return out


def check_store(home: Path, *, schema: bool = True) -> StoreReport:
    """Check every record, the review log, every snapshot and every URL index of a data folder."""
    store = Store(home)
    rep = StoreReport()
    listed = set(store.iter_files())
    for root, where in ((store.drafts, "drafts"), (store.published, "published")):
        for path in sorted(root.glob("*/*")) if root.exists() else []:
            if is_temp(path):
                rep.temp_leftovers += 1
                if path in listed:
                    rep.problems.append(f"temp file {path.name} listed as a record")
                continue
            try:
                rec = load_record_file(path)
            except Exception as exc:  # noqa: BLE001 - every failure is a finding
                rep.problems.append(f"{where}/{path.parent.name}/{path.name}: {exc}")
                continue
            rep.records += 1
            rep.drafts += where == "drafts"
            rep.published += where == "published"
            expect = f"{path.parent.name}/{path.stem}"
            if rec.get("id") != expect:
                rep.problems.append(f"{expect}: file holds id {rec.get('id')!r}")
            if schema:
                errs = schema_errors(rec)
                if errs:
                    rep.problems.append(f"{expect}: schema: {errs[:3]}")
            if where == "published" and rec.get("status") != "published":
                rep.problems.append(f"{expect}: published file has status {rec.get('status')!r}")
    _check_log(store, rep)
    _check_snapshots(store, rep)
    for path in sorted(store.history.rglob("*.json")) if store.history.exists() else []:
        if is_temp(path):
            continue
        try:
            rec = load_record_file(path)
        except Exception as exc:  # noqa: BLE001
            rep.problems.append(f"history {path.name}: {exc}")
            continue
        if content_hash(rec) != path.stem:
            rep.problems.append(f"history {path.parent.name}/{path.name}: content hash differs from its name")
    return rep


def _check_log(store: Store, rep: StoreReport) -> None:
    """Every review-log line parses; every approval names content the store holds and was given for it."""
    if not store.review_log.exists():
        return
    raw = store.review_log.read_bytes()
    if raw and not raw.endswith(b"\n"):
        rep.problems.append("review log does not end with a complete line")
    for n, line in enumerate(raw.decode("utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
        except ValueError as exc:
            rep.problems.append(f"review log line {n} does not parse: {exc}")
            continue
        rep.log_lines += 1
        if entry.get("decision") not in ("approved", "rejected", "published"):
            rep.problems.append(f"review log line {n}: unknown decision {entry.get('decision')!r}")
        if entry.get("decision") == "approved":
            rep.approvals += 1
            versions = _versions(store, entry["record_id"])
            if entry["content_hash"] not in versions:
                rep.problems.append(f"review log line {n}: approval of {entry['record_id']} for content "
                                    f"{entry['content_hash'][:12]} the store never held")
    for rec in store.records():
        review = rec.get("review") or {}
        if review.get("decision") == "approved" and rec.get("status") in ("approved", "published"):
            if review.get("content_hash") != content_hash(rec):
                rep.problems.append(f"{rec['id']}: status {rec['status']} with an approval of other content")


def _check_snapshots(store: Store, rep: StoreReport) -> None:
    """Every snapshot hashes to its name; metadata and URL index files parse."""
    root = store.snapshots.root
    if not root.exists():
        return
    for path in sorted(root.glob("??/*")):
        if is_temp(path):
            continue
        if path.suffix == ".json":
            try:
                json.loads(path.read_text(encoding="utf-8"))
            except ValueError as exc:
                rep.problems.append(f"snapshot metadata {path.name}: {exc}")
            continue
        rep.snapshots += 1
        if sha256_bytes(path.read_bytes()) != path.name:
            rep.problems.append(f"snapshot {path.name[:12]} does not hash to its name")
    for path in sorted((root / "urls").glob("*.json")) if (root / "urls").exists() else []:
        try:
            json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            rep.problems.append(f"URL index {path.name}: {exc}")


def record_ids(home: Path) -> set[str]:
    """Ids of every draft and published record."""
    return {r["id"] for r in Store(home).records()}


def unlogged_publications(home: Path) -> list[str]:
    """Published records whose publication has no line in the review log."""
    store = Store(home)
    logged = set()
    if store.review_log.exists():
        for line in store.review_log.read_text(encoding="utf-8").splitlines():
            entry = json.loads(line)
            if entry.get("decision") == "published":
                logged.add((entry["record_id"], entry["content_hash"]))
    return [r["id"] for r in store.records("published") if (r["id"], content_hash(r)) not in logged]
