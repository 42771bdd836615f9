"""The record store: one JSON file per record, drafts and published apart, atomic and locked."""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from filelock import FileLock, Timeout

from benchrec.errors import StoreError
from staging.atomic import deferred_dir_sync, is_temp, write_atomic
from staging.hashing import content_hash
from staging.ids import record_path, validate_id
from staging.snapshots import SnapshotStore

DRAFTS = "drafts"
PUBLISHED = "published"
HISTORY = "history"
LOCK_TIMEOUT_S = 120.0


@dataclass(frozen=True)
class PutResult:
    """Outcome of staging one draft."""

    record_id: str
    path: Path
    changed: bool
    previous_hash: str | None


def dump_record(record: dict[str, Any]) -> bytes:
    """Serialise a record as the store writes it (stable key order, indented, final newline)."""
    return (json.dumps(record, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False) + "\n").encode()


def load_record_file(path: Path) -> dict[str, Any]:
    """Read one record file, or raise StoreError naming it."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise StoreError(f"no record file at {path}") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise StoreError(f"record file {path} is not valid JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise StoreError(f"record file {path} does not hold a JSON object")
    return doc


class Store:
    """Drafts and published records under a data root, guarded by one inter-process lock."""

    def __init__(self, home: Path) -> None:
        self.home = Path(home)
        self.drafts = self.home / DRAFTS
        self.published = self.home / PUBLISHED
        self.history = self.home / HISTORY
        self.snapshots = SnapshotStore(self.home)
        self.review_log = self.home / "review-log.jsonl"
        self.reports = self.home / "reports"

    @contextmanager
    def lock(self, timeout: float = LOCK_TIMEOUT_S) -> Iterator[None]:
        """Hold the store's write lock (re-entrant within a process)."""
        self.home.mkdir(parents=True, exist_ok=True)
        lock = _locks.setdefault(str(self.home.resolve()), FileLock(str(self.home / ".store.lock")))
        try:
            with lock.acquire(timeout=timeout):
                yield
        except Timeout:
            raise StoreError(f"store at {self.home} is locked by another writer (waited {timeout:.0f} s)") from None

    def draft_path(self, record_id: str) -> Path:
        """Where a record's draft lives."""
        return record_path(self.drafts, record_id)

    def published_path(self, record_id: str) -> Path:
        """Where a record's published version lives."""
        return record_path(self.published, record_id)

    def get(self, record_id: str) -> dict[str, Any] | None:
        """The draft of a record if there is one, else its published version, else None."""
        for path in (self.draft_path(record_id), self.published_path(record_id)):
            if path.exists():
                return load_record_file(path)
        return None

    def get_published(self, record_id: str) -> dict[str, Any] | None:
        """The published version of a record, or None."""
        path = self.published_path(record_id)
        return load_record_file(path) if path.exists() else None

    def write_draft(self, record: dict[str, Any]) -> Path:
        """Write a record into drafts atomically (caller holds the lock for read-modify-write)."""
        path = self.draft_path(record["id"])
        write_atomic(path, dump_record(record))
        return path

    def stage(self, record: dict[str, Any]) -> PutResult:
        """Stage an extracted draft: unchanged content is left alone, changed content supersedes."""
        record_id = record["id"]
        validate_id(record_id)
        new_hash = content_hash(record)
        with self.lock():
            current = self.get(record_id)
            if current is not None and content_hash(current) == new_hash:
                return PutResult(record_id, self._path_of(record_id), False, new_hash)
            previous_hash = None
            if current is not None:
                previous_hash = content_hash(current)
                self.archive(current)
            staged = dict(record)
            staged["status"] = "draft"
            staged.pop("review", None)
            path = self.write_draft(staged)
            return PutResult(record_id, path, True, previous_hash)

    def stage_many(self, records: list[dict[str, Any]]) -> list[PutResult]:
        """Stage one deployment's drafts under one lock, syncing each folder once."""
        with self.lock(), deferred_dir_sync():
            return [self.stage(rec) for rec in records]

    def _path_of(self, record_id: str) -> Path:
        """The path of the version get() returns."""
        draft = self.draft_path(record_id)
        return draft if draft.exists() else self.published_path(record_id)

    def archive(self, record: dict[str, Any]) -> Path:
        """Keep a superseded version under history/<id>/<content_hash>.json."""
        folder, slug = validate_id(record["id"])
        path = self.history / folder / slug / f"{content_hash(record)}.json"
        if not path.exists():
            write_atomic(path, dump_record(record))
        return path

    def previous_version(self, record_id: str) -> dict[str, Any] | None:
        """The most recently archived version of a record, or None."""
        folder, slug = validate_id(record_id)
        versions = sorted((self.history / folder / slug).glob("*.json"), key=lambda p: p.stat().st_mtime)
        return load_record_file(versions[-1]) if versions else None

    def publish(self, record: dict[str, Any]) -> Path:
        """Move a record from drafts to published (caller holds the lock and has applied the gate)."""
        record_id = record["id"]
        out = dict(record, status="published")
        path = self.published_path(record_id)
        write_atomic(path, dump_record(out))
        self.draft_path(record_id).unlink(missing_ok=True)
        return path

    def iter_files(self, where: str = "all") -> Iterator[Path]:
        """Record files in drafts, published or both, skipping temp leftovers."""
        roots = {"drafts": [self.drafts], "published": [self.published], "all": [self.drafts, self.published]}[where]
        for root in roots:
            if root.exists():
                for path in sorted(root.glob("*/*.json")):
                    if not is_temp(path):
                        yield path

    def records(self, where: str = "all") -> list[dict[str, Any]]:
        """Every record in drafts, published or both."""
        return [load_record_file(p) for p in self.iter_files(where)]


_locks: dict[str, FileLock] = {}
