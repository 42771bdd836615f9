"""Nightly re-audit steps as plain functions: group records by their sources, detect changed bytes, flag, re-extract."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from benchrec.errors import BenchrecError
from benchrec.options import Options
from extractors.pipeline import Loaded, extract_loaded
from staging.hashing import content_hash
from staging.ingest import ids_to_audit, load_for_ingest, snapshot_loaded, stage_records  # noqa: F401 - ids_to_audit re-exported
from staging.review import fall_back_if_changed, now_iso
from staging.store import PutResult, Store

#: Where a record is flagged when a source's bytes are no longer those it was extracted from.
CHANGED_FLAG = "source_changed"
CHANGES_FIELD = "source_changes"


@dataclass(frozen=True)
class SourceGroup:
    """The sources one deployment's records were extracted from, in order, and those records."""

    sources: tuple[str, ...]
    kinds: tuple[str | None, ...]
    record_ids: tuple[str, ...]


@dataclass
class GroupCheck:
    """What re-fetching one group's sources found and did."""

    sources: list[str]
    record_ids: list[str]
    changed: list[dict[str, Any]] = field(default_factory=list)
    flagged: list[str] = field(default_factory=list)
    staged: list[str] = field(default_factory=list)
    already_flagged: list[str] = field(default_factory=list)
    error: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready view."""
        return {"sources": self.sources, "record_ids": self.record_ids, "changed": self.changed,
                "flagged": self.flagged, "staged": self.staged, "already_flagged": self.already_flagged,
                "error": self.error}


def source_of(entry: dict[str, Any]) -> str | None:
    """The URL or path a provenance source entry names."""
    return entry.get("url") or entry.get("path")


def source_groups(store: Store) -> list[SourceGroup]:
    """Every distinct source list among drafts and published records, with the records made from it."""
    groups: dict[tuple[str, ...], tuple[tuple[str | None, ...], list[str]]] = {}
    for rec in store.records("all"):
        entries = (rec.get("provenance") or {}).get("sources") or []
        sources = tuple(s for s in (source_of(e) for e in entries) if s)
        if not sources or len(sources) != len(entries):
            continue
        kinds = tuple(e.get("kind") for e in entries)
        ids = groups.setdefault(sources, (kinds, []))[1]
        if rec["id"] not in ids:
            ids.append(rec["id"])
    return [SourceGroup(src, kinds, tuple(ids)) for src, (kinds, ids) in sorted(groups.items())]


def refetch(source: str, kind: str | None, opts: Options, store: Store) -> Loaded:
    """Re-fetch one source with conditional GET against its last known validators."""
    return load_for_ingest(source, opts, store, kind)


def changes_of(record: dict[str, Any], loaded: list[Loaded]) -> list[dict[str, Any]]:
    """The sources of a record whose bytes now differ from those it was extracted from."""
    out = []
    entries = (record.get("provenance") or {}).get("sources") or []
    for index, (entry, item) in enumerate(zip(entries, loaded)):
        old = entry.get("sha256")
        if old and old != item.sha256:
            out.append({"source": index, "url": source_of(entry), "sha256": item.sha256, "previous_sha256": old})
    return out


def versions(store: Store, record_id: str) -> list[tuple[dict[str, Any], bool]]:
    """The draft and the published version of a record that exist, each with whether it is the published one."""
    found = ((store.get_draft(record_id), False), (store.get_published(record_id), True))
    return [(record, is_published) for record, is_published in found if record is not None]


def flag_source_changed(store: Store, record_id: str, changes: list[dict[str, Any]], published: bool = False) -> bool:
    """Mark one version's provenance as extracted from bytes that changed; False when already flagged so."""
    with store.lock():
        record = store.get_published(record_id) if published else store.get_draft(record_id)
        if record is None:
            return False
        prov = record.setdefault("provenance", {})
        known = {(c.get("source"), c.get("sha256")) for c in prov.get(CHANGES_FIELD) or []}
        fresh = [c for c in changes if (c["source"], c["sha256"]) not in known]
        if prov.get(CHANGED_FLAG) is True and not fresh:
            return False
        at = now_iso()
        prov[CHANGED_FLAG] = True
        prov[CHANGES_FIELD] = list(prov.get(CHANGES_FIELD) or []) + [dict(c, detected_at=at) for c in fresh]
        fall_back_if_changed(record)
        if published:
            store.write_file(store.published_path(record_id), record)
        else:
            store.write_draft(record)
        return True


def reextract(loaded: list[Loaded], opts: Options, store: Store) -> list[PutResult]:
    """Snapshot the new bytes and stage what they extract to, beside (or superseding) the old drafts."""
    snapshot_loaded(loaded, store)
    return stage_records(extract_loaded(loaded, opts, store), store)  # siblings linked as at ingest


def recheck_group(group: SourceGroup, loaded: list[Loaded], opts: Options, store: Store) -> GroupCheck:
    """Compare re-fetched bytes with each record's, flag the records whose sources changed, re-extract them."""
    check = GroupCheck(list(group.sources), list(group.record_ids))
    seen: set[tuple[int, str]] = set()
    for record_id in group.record_ids:
        for record, published in versions(store, record_id):
            changes = changes_of(record, loaded)
            for c in changes:
                if (c["source"], c["sha256"]) not in seen:
                    seen.add((c["source"], c["sha256"]))
                    check.changed.append({k: c[k] for k in ("source", "url", "sha256")})
            if changes:
                fresh = flag_source_changed(store, record_id, changes, published)
                (check.flagged if fresh else check.already_flagged).append(record_id)
    if check.changed:
        check.staged = [r.record_id for r in reextract(loaded, opts, store) if r.changed]
        if not check.flagged and not check.staged:
            check.changed = []
    return check


def reaudit_all(opts: Options) -> dict[str, Any]:
    """The nightly re-audit without Prefect: re-fetch every source group, then audit every record."""
    from expectations.audit import audit_command

    store = Store(opts.home)
    checks = []
    for group in source_groups(store):
        try:
            loaded = [refetch(s, k, opts, store) for s, k in zip(group.sources, group.kinds)]
        except BenchrecError as exc:
            checks.append(GroupCheck(list(group.sources), list(group.record_ids), error=f"{group.sources[0]}: {exc}"))
            continue
        checks.append(recheck_group(group, loaded, opts, store))
    doc = audit_command([], True, opts) if store.has_records() else {"results": [], "report": None}
    return {"checks": [c.as_dict() for c in checks], "results": doc["results"], "report": doc.get("report")}


def latest_report(store: Store) -> str | None:
    """The newest audit report under the store's reports folder, if any."""
    if not store.reports.exists():
        return None
    reports = sorted(store.reports.rglob("*.html"), key=lambda p: p.stat().st_mtime)
    return str(reports[-1]) if reports else None
