"""The record store: one JSON file per record, drafts and published apart, atomic and locked."""

from __future__ import annotations

import json
import math
import os
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterator

import orjson
from filelock import FileLock, Timeout

from benchrec.errors import StoreError
from staging.atomic import Detached, is_temp, write_detached, write_many_atomic
from staging.hashing import EXCLUDED_FROM_CONTENT, content_hash
from staging.ids import KIND_FOLDERS, record_path, validate_id
from staging.index import bump_and_note, indexes_of
from staging.snapshots import SnapshotStore

if TYPE_CHECKING:
    from staging.strings import TextPool

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


def dump_record(record: dict[str, Any], hashed: bool = False) -> bytes:
    """Serialise a record as the store writes it (stable key order, indented, final newline).

    The bytes are orjson's (json's indenting encoder is pure Python, four times slower); json's C encoder checks
    first what orjson would let through (NaN and infinities, which it writes as null), and any value orjson refuses
    (an integer past 64 bits, a key that is not a string) is written by json itself. `hashed`: the caller has taken
    the record's `content_hash` as it is, which made the same check of everything outside status, audit and review,
    so only those are checked again (the check costs nine times orjson's writing).
    """
    checked = {k: record[k] for k in EXCLUDED_FROM_CONTENT if k in record} if hashed else record
    json.dumps(checked, sort_keys=True, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    try:
        return orjson.dumps(record, option=orjson.OPT_INDENT_2 | orjson.OPT_SORT_KEYS) + b"\n"
    except TypeError:  # orjson.JSONEncodeError is a TypeError
        return (json.dumps(record, indent=2, sort_keys=True, ensure_ascii=False, allow_nan=False) + "\n").encode()


# An integer of 19 digits or more may lie outside orjson's 64-bit range (-2**63 .. 2**64-1), and orjson would make it
# a float. Runs are found by mapping every digit to "1" and everything else to "0" (bytes.translate, then a substring
# search): about 3 us for a 6 KB record file against 50 us for the regular expression \d{19}.
_DIGIT_MAP = bytes(0x31 if 0x30 <= b <= 0x39 else 0x30 for b in range(256))
_LONG_DIGIT_RUN = b"1" * 19


def _has_long_digit_run(data: bytes) -> bool:
    """Whether the bytes hold 19 or more ASCII digits in a row."""
    return _LONG_DIGIT_RUN in data.translate(_DIGIT_MAP)


def _no_constant(name: str) -> Any:
    """json's hook for NaN, Infinity and -Infinity, which are not JSON (a record holding one has no content hash)."""
    raise ValueError(f"{name} is not a JSON value")


def _finite_float(text: str) -> float:
    """json's hook for a number with a fraction or exponent: one beyond floats (1e999) is not a value."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text[:40]} is beyond any float")
    return value


def parse_record_bytes(data: bytes) -> Any:
    """Parse a record file's bytes as strict JSON: orjson where it gives what json gives (its objects share key
    strings, a third less memory for a store of records), json itself for what orjson refuses or would change, with
    NaN, infinities and numbers beyond floats refused as orjson refuses them."""
    if not _has_long_digit_run(data):
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError:
            pass  # json decides, and words the error
    return json.loads(data.decode("utf-8"), parse_constant=_no_constant, parse_float=_finite_float)


def file_id(path: Path) -> str:
    """The record id a store file's place gives it: drafts/benchmarks/x.json holds benchmarks/x."""
    return f"{path.parent.name}/{path.stem}"


def load_record_file(path: Path, record_id: str | None = None) -> dict[str, Any]:
    """Read one record file, or raise StoreError naming it; with record_id, also when the file holds another id
    (a copied or renamed file: written back, it would land on the other record's file)."""
    try:
        doc = parse_record_bytes(path.read_bytes())
    except FileNotFoundError:
        raise StoreError(f"no record file at {path}") from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise StoreError(f"record file {path} is not valid JSON: {exc}") from None
    if not isinstance(doc, dict):
        raise StoreError(f"record file {path} does not hold a JSON object")
    if record_id is not None and doc.get("id") != record_id:
        raise StoreError(f"record file {path} holds id {doc.get('id')!r}, not {record_id!r}: a record's file is named "
                         "by its id")
    return doc


def load_store_file(path: Path) -> dict[str, Any]:
    """Read a record file of the store's drafts or published folders, checking that it holds the id its place
    gives (file_id)."""
    return load_record_file(path, file_id(path))


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
        #: The write generation the store was at when this object last took the lock (read by its holder only).
        self.locked_from: int | None = None

    @contextmanager
    def lock(self, timeout: float = LOCK_TIMEOUT_S) -> Iterator[None]:
        """Hold the store's write lock (re-entrant within a process)."""
        self.home.mkdir(parents=True, exist_ok=True)
        key = str(self.home.resolve())
        lock = _locks.setdefault(key, FileLock(str(self.home / ".store.lock")))
        # threads of this process queue on a mutex, woken as soon as it is free; only the one holding it polls the
        # file lock against other processes (eight threads polling it every 50 ms left it idle between holders)
        mutex = _mutexes.setdefault(key, threading.RLock())
        deadline = time.monotonic() + timeout
        if not mutex.acquire(timeout=max(timeout, 0.0)):
            raise StoreError(f"store at {self.home} is locked by another writer (waited {timeout:.0f} s)")
        try:
            with lock.acquire(timeout=max(deadline - time.monotonic(), 0.0)):
                outermost = lock.lock_counter == 1
                if outermost:  # the store may change: move the generation (read by indexes and the audit)
                    self.locked_from = self._bump()
                try:
                    yield
                finally:
                    if outermost:  # and again on release, so a reader who saw a hold in progress sees it ended
                        self._bump()
        except Timeout:
            raise StoreError(f"store at {self.home} is locked by another writer (waited {timeout:.0f} s)") from None
        finally:
            mutex.release()

    def _held_lock(self) -> FileLock | None:
        """The store's file lock when this thread holds it, else None."""
        lock = _locks.get(str(self.home.resolve()))
        return lock if lock is not None and lock.is_locked else None

    def lock_depth(self) -> int:
        """How many nested holds of the store lock this thread has (0: none)."""
        lock = self._held_lock()
        return lock.lock_counter if lock is not None else 0

    def lock_descriptor(self) -> int | None:
        """The open descriptor of the store's file lock while this thread holds it, else None (also when the lock
        library keeps it where this cannot see it)."""
        fd = getattr(getattr(self._held_lock(), "_context", None), "lock_file_fd", None)  # no public handle
        if not isinstance(fd, int):
            return None
        try:
            held, named = os.fstat(fd), os.stat(self.home / ".store.lock")
        except OSError:
            return None
        return fd if (held.st_dev, held.st_ino) == (named.st_dev, named.st_ino) else None

    def _bump(self) -> int:
        """Advance the write generation (lock held), tell this process's indexes; the generation before."""
        return bump_and_note(self.home)

    def write_file(self, path: Path, record: dict[str, Any]) -> Path:
        """Write a record file atomically (caller holds the lock) and note it in this process's indexes."""
        self.write_files([(path, record)])
        return path

    def draft_path(self, record_id: str) -> Path:
        """Where a record's draft lives."""
        return record_path(self.drafts, record_id)

    def published_path(self, record_id: str) -> Path:
        """Where a record's published version lives."""
        return record_path(self.published, record_id)

    def find(self, record_id: str) -> Path | None:
        """The file of a record's draft if there is one, else of its published version, else None (the published
        path is worked out only when there is no draft)."""
        draft = self.draft_path(record_id)
        if draft.exists():
            return draft
        published = self.published_path(record_id)
        return published if published.exists() else None

    def get(self, record_id: str) -> dict[str, Any] | None:
        """The draft of a record if there is one, else its published version, else None."""
        path = self.find(record_id)
        return load_record_file(path, record_id) if path is not None else None

    def get_draft(self, record_id: str) -> dict[str, Any] | None:
        """The draft of a record, or None."""
        path = self.draft_path(record_id)
        return load_record_file(path, record_id) if path.exists() else None

    def get_published(self, record_id: str) -> dict[str, Any] | None:
        """The published version of a record, or None."""
        path = self.published_path(record_id)
        return load_record_file(path, record_id) if path.exists() else None

    def write_draft(self, record: dict[str, Any]) -> Path:
        """Write a record into drafts atomically (caller holds the lock for read-modify-write)."""
        return self.write_file(self.draft_path(record["id"]), record)

    def stage(self, record: dict[str, Any]) -> PutResult:
        """Stage an extracted draft: unchanged content is left alone, changed content supersedes."""
        return self.stage_many([record])[0]

    def stage_many(self, records: list[dict[str, Any]]) -> list[PutResult]:
        """Stage drafts under one lock, one after another, written as one durable batch; a superseded version is kept
        under history/<id>/<content_hash>.json. Each draft's hash and bytes are worked out before the lock is taken
        (they depend on the record alone), so the lock is held only to compare with the store and write."""
        for rec in records:
            validate_id(rec["id"])
        prepared = []
        for record in records:
            staged = dict(record)
            staged["status"] = "draft"
            staged.pop("review", None)
            new_hash = content_hash(record)  # also refuses NaN and infinities, before anything is written
            prepared.append((record["id"], new_hash, staged, dump_record(staged, hashed=True)))
        with self.lock():
            pending: dict[str, dict[str, Any]] = {}  # id -> the draft this batch will leave
            writes: dict[Path, tuple[dict[str, Any], bytes | None]] = {}
            out: list[PutResult] = []
            for record_id, new_hash, staged, data in prepared:
                where = self.draft_path(record_id) if record_id in pending else self.find(record_id)
                current = pending.get(record_id) or (load_record_file(where, record_id) if where is not None else None)
                previous_hash = content_hash(current) if current is not None else None
                if where is not None and previous_hash == new_hash:
                    out.append(PutResult(record_id, where, False, new_hash))
                    continue
                if current is not None:
                    folder, slug = validate_id(record_id)
                    old = self.history / folder / slug / f"{previous_hash}.json"
                    if old not in writes and not old.exists():
                        writes[old] = (current, None)
                pending[record_id] = staged
                path = self.draft_path(record_id)
                writes[path] = (staged, data)
                out.append(PutResult(record_id, path, True, previous_hash))
            self.write_encoded([(path, rec, data if data is not None else dump_record(rec, hashed=True))
                                for path, (rec, data) in writes.items()])  # each archived record was hashed above
            return out

    def write_files(self, items: list[tuple[Path, dict[str, Any]]], hashed: bool = False) -> None:
        """Write record files as one durable batch (caller holds the lock) and note them in this process's indexes;
        `hashed`: the caller took each record's content_hash as it is written (see dump_record)."""
        self.write_encoded([(path, record, dump_record(record, hashed)) for path, record in items])

    def write_encoded(self, items: list[tuple[Path, dict[str, Any], bytes]]) -> None:
        """write_files of records already serialised by dump_record (caller holds the lock)."""
        write_many_atomic([(path, data) for path, _, data in items])
        self.note_written(items)

    def note_written(self, items: list[tuple[Path, dict[str, Any], bytes]]) -> None:
        """Tell this process's indexes of record files written (path, record, bytes)."""
        for index in indexes_of(self.home):
            index.note_writes((path, record) for path, record, _ in items)

    def write_files_detached(self, items: list[tuple[Path, dict[str, Any]]], hashed: bool = False) -> "PendingWrite":
        """write_files done by a helper process (staging.atomic.write_detached) that holds the store lock with this
        process, while the caller goes on; the caller holds the lock until `PendingWrite.wait()` has returned. Where
        the lock's descriptor is not known, the files are written before this returns."""
        encoded = [(path, record, dump_record(record, hashed)) for path, record in items]
        data = [(path, blob) for path, _, blob in encoded]
        lock_fd = self.lock_descriptor()
        if lock_fd is None:
            self.write_encoded(encoded)
            return PendingWrite.finished()
        return PendingWrite(self, encoded, write_detached(data, lock_fd))

    def archived_ids(self) -> set[str]:
        """The ids of every record with an archived version (one listing per kind's folder)."""
        out: set[str] = set()
        for folder in KIND_FOLDERS.values():
            try:
                out.update(f"{folder}/{slug}" for slug in os.listdir(self.history / folder))
            except (FileNotFoundError, NotADirectoryError):
                pass
        return out

    def previous_version(self, record_id: str) -> dict[str, Any] | None:
        """The most recently archived version of a record, or None."""
        folder, slug = validate_id(record_id)
        kept = self.history / folder / slug
        if not kept.is_dir():  # one stat: most drafts of a batch have no history, and a glob costs ten times more
            return None
        versions = sorted(kept.glob("*.json"), key=lambda p: p.stat().st_mtime)
        return load_record_file(versions[-1]) if versions else None

    def publish(self, record: dict[str, Any]) -> Path:
        """Move a record from drafts to published (caller holds the lock and has applied the gate)."""
        record_id = record["id"]
        out = dict(record, status="published")
        path = self.write_file(self.published_path(record_id), out)
        draft = self.draft_path(record_id)
        draft.unlink(missing_ok=True)
        for index in indexes_of(self.home):
            index.note_write(draft, None)
        return path

    def iter_files(self, where: str = "all") -> Iterator[Path]:
        """Record files in drafts, published or both, skipping temp leftovers."""
        roots = {"drafts": [self.drafts], "published": [self.published], "all": [self.drafts, self.published]}[where]
        for root in roots:
            if root.exists():
                for path in sorted(root.glob("*/*.json")):
                    if not is_temp(path):
                        yield path

    def records(self, where: str = "all", texts: TextPool | None = None) -> list[dict[str, Any]]:
        """Every record in drafts, published or both; with `texts`, their short texts shared through it (for records
        held together, as an audit of the whole store holds them)."""
        if texts is None:
            return [load_store_file(p) for p in self.iter_files(where)]
        return [texts.share(load_store_file(p)) for p in self.iter_files(where)]

    def has_records(self, where: str = "all") -> bool:
        """Whether drafts, published or both hold any record file (without reading one)."""
        return next(self.iter_files(where), None) is not None


_locks: dict[str, FileLock] = {}
_mutexes: dict[str, threading.RLock] = {}


class PendingWrite:
    """A batch of record files being put in place by a helper process; `wait()` ends it and notes the writes."""

    def __init__(self, store: Store | None, items: list[tuple[Path, dict[str, Any], bytes]],
                 detached: Detached) -> None:
        self.store, self.items, self.detached = store, items, detached
        if detached.done:  # written already (a small batch): the indexes hear of it now, as after write_files
            self._note()

    def _note(self) -> None:
        """Tell this process's indexes of the writes, once."""
        items, self.items = self.items, []
        if self.store is not None and items:
            self.store.note_written(items)

    @property
    def running(self) -> bool:
        """Whether a helper is still to be waited for."""
        return not self.detached.done

    @classmethod
    def finished(cls) -> "PendingWrite":
        """A write already in place (its `wait()` does nothing)."""
        return cls(None, [], Detached(done=True))

    def wait(self) -> None:
        """Wait for the helper and tell this process's indexes of the writes. Where the helper failed or was killed,
        the batch is written again here (the caller still holds the lock; rewriting a file with the same bytes changes
        nothing); StoreError, in one line, when that fails too."""
        reason = self.detached.wait()
        if reason is not None and self.items:
            if self.store is not None:
                for index in indexes_of(self.store.home):
                    index.forget()  # the helper may have written some files: read them again
            try:
                write_many_atomic([(path, data) for path, _, data in self.items])
            except OSError as exc:
                self.items = []
                raise StoreError(f"{reason}; writing here failed too: {exc}") from None
        self._note()
