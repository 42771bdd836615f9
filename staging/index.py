"""A process-wide summary of the store's record files, re-read only where another process has written the store.

Reading every record to answer one question (which stored benchmarks share this workload?) made each deployment's
extraction cost a pass over the whole store, so a batch of n deployments cost O(n * store). The index keeps one small
summary per record file instead. It stays exact because every write to the store happens under the store lock, and
`Store.lock()` bumps a generation counter (`GENERATION_FILE`) each time it is taken: when the counter is where this
process left it, only this process wrote since, and its writes were noted as they were made; when it moved, some other
process wrote, and the next read re-reads the files whose size or modification time changed. The counter moves when
the lock is taken and again when it is released, so a value read while another process held the lock never matches
one read after that process finished.
"""

from __future__ import annotations

import itertools
import os
import threading
import time
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Hashable, Iterable

GENERATION_FILE = ".generation"
#: The counter as written: the number twice, fixed width (a torn read cannot pass for another number).
GENERATION_FORMAT = b"%020d %020d\n"
#: The folders the index covers, under the data root (drafts and published records; history is not a record).
RECORD_ROOTS = ("drafts", "published")

Summary = Any
Summarize = Callable[[dict[str, Any]], Summary]
#: What a garbled counter reads as: a new negative number each time, equal to nothing a reader kept.
_GARBLED = itertools.count(-1, -1)


def read_generation(home: Path) -> int:
    """The store's write generation (0 before the first write; a value never seen before when the file is garbled,
    so a reader's cache can never match it)."""
    try:
        data = (home / GENERATION_FILE).read_bytes()
    except FileNotFoundError:
        return 0
    fields = data.split()
    if not fields:
        return 0
    if len(fields) == 1 and fields[0].isdigit():  # the format of earlier versions: the number alone
        return int(fields[0])
    if len(fields) == 2 and fields[0] == fields[1] and fields[0].isdigit():
        return int(fields[0])
    return next(_GARBLED)


def bump_generation(home: Path) -> tuple[int, int]:
    """Advance the generation (the caller holds the store lock); (before, after).

    The counter is a hint for readers' caches, not a record: it is overwritten in place without fsync (replacing a
    file by rename costs a hundred times more on ext4, which flushes the new file's data first), and holds the number
    twice so that a read racing the write is seen as garbled rather than as another number. After a crash left it
    garbled, the next generation starts from the clock, far from any number a reader may have kept.
    """
    before = read_generation(home)
    after = before + 1 if before >= 0 else time.time_ns()
    fd = os.open(home / GENERATION_FILE, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        os.pwrite(fd, GENERATION_FORMAT % (after, after), 0)
    finally:
        os.close(fd)
    return before, after


@dataclass
class _Entry:
    """One record file as last read: its stat signature and summary."""

    signature: tuple[int, int]
    summary: Summary


@dataclass
class RecordIndex:
    """Summaries of every record file under a data root, by path (thread-safe)."""

    home: Path
    summarize: Summarize
    _entries: dict[str, _Entry] = field(default_factory=dict)
    _generation: int | None = None
    _groups: dict[Hashable, dict[str, Summary]] | None = None
    _mutex: threading.RLock = field(default_factory=threading.RLock)

    def __post_init__(self) -> None:
        """The record roots, for telling a record file from any other."""
        self._roots = frozenset(self.home / root for root in RECORD_ROOTS)
        self._root_names = frozenset(str(root) for root in self._roots)

    def summaries(self) -> list[Summary]:
        """Every record file's summary (None for a file that does not parse), current as of this call."""
        with self._mutex:
            self._refresh()
            return [e.summary for e in self._entries.values()]

    def group(self, first: Hashable) -> list[Summary]:
        """The summaries (tuples) whose first element is `first`, current as of this call. The grouping is built
        once and kept up to date as this process writes, so a lookup does not walk the whole store."""
        with self._mutex:
            self._refresh()
            if self._groups is None:
                groups: dict[Hashable, dict[str, Summary]] = {}
                for key, entry in self._entries.items():
                    if entry.summary is not None:
                        groups.setdefault(entry.summary[0], {})[key] = entry.summary
                self._groups = groups
            return list(self._groups.get(first, {}).values())

    def _refresh(self) -> None:
        """Re-read what other processes changed, when the generation says they did (mutex held)."""
        generation = read_generation(self.home)
        if generation != self._generation:
            self._rescan()
            self._groups = None
            self._generation = generation

    def _put(self, key: str, entry: _Entry | None) -> None:
        """Set (or, with None, drop) one file's entry, keeping the grouping in step (mutex held)."""
        old = self._entries.pop(key, None) if entry is None else self._entries.get(key)
        if entry is not None:
            self._entries[key] = entry
        if self._groups is None:
            return
        if old is not None and old.summary is not None:
            self._groups.get(old.summary[0], {}).pop(key, None)
        if entry is not None and entry.summary is not None:
            self._groups.setdefault(entry.summary[0], {})[key] = entry.summary

    def note_lock(self, before: int, after: int) -> None:
        """This process took the lock and moved the generation from before to after."""
        with self._mutex:
            self._generation = after if self._generation == before else None

    def forget(self) -> None:
        """Re-read the files whose size or mtime changed at the next read (after writes of unknown outcome)."""
        with self._mutex:
            self._generation = None

    def note_write(self, path: Path, record: dict[str, Any] | None) -> None:
        """This process wrote (or, with None, removed) a record file under the lock."""
        self.note_writes([(path, record)])

    def note_writes(self, items: Iterable[tuple[Path, dict[str, Any] | None]]) -> None:
        """note_write of each (path, record), the mutex taken once (a batch's write-back notes 15,000 files)."""
        with self._mutex:
            for path, record in items:
                key = str(path)
                if not self._holds(path, key):
                    continue  # a file audited in place outside the store is not one of its records
                if record is None:
                    self._put(key, None)
                    continue
                try:
                    st = os.stat(key)
                except FileNotFoundError:
                    self._put(key, None)
                    continue
                self._put(key, _Entry((st.st_mtime_ns, st.st_size), self.summarize(record)))

    def _holds(self, path: Path, key: str) -> bool:
        """Whether a file is one of the store's records (in a folder of a record root)."""
        if isinstance(path, Path):  # already normal: its grandparent is a string operation away
            return os.path.dirname(os.path.dirname(key)) in self._root_names
        return Path(path).parent.parent in self._roots

    def _rescan(self) -> None:
        """Re-read the files that are new or whose size or mtime changed; forget the ones that are gone."""
        seen: dict[str, _Entry] = {}
        for root in RECORD_ROOTS:
            base = self.home / root
            if not base.is_dir():
                continue
            for folder in os.scandir(base):
                if not folder.is_dir(follow_symlinks=False):
                    continue
                for item in os.scandir(folder.path):
                    if not item.name.endswith(".json") or item.name.startswith("."):
                        continue
                    try:
                        st = item.stat()
                    except FileNotFoundError:
                        continue
                    signature = (st.st_mtime_ns, st.st_size)
                    old = self._entries.get(item.path)
                    if old is not None and old.signature == signature:
                        seen[item.path] = old
                        continue
                    seen[item.path] = _Entry(signature, self._read(Path(item.path)))
        self._entries = seen

    def _read(self, path: Path) -> Summary | None:
        """The summary of one file, or None when it is unreadable (an unreadable record is the audit's business)."""
        from staging.store import parse_record_bytes

        try:
            doc = parse_record_bytes(path.read_bytes())
        except (OSError, ValueError, UnicodeDecodeError):
            return None
        return self.summarize(doc) if isinstance(doc, dict) else None


_indexes: dict[tuple[str, Hashable], RecordIndex] = {}
_registry_lock = threading.Lock()


def index_of(home: Path, summarize: Summarize) -> RecordIndex:
    """The process's index of a data root for one summary function (created on first use)."""
    key = (str(Path(home).resolve()), summarize)
    with _registry_lock:
        found = _indexes.get(key)
        if found is None:
            found = _indexes[key] = RecordIndex(Path(key[0]), summarize)
        return found


def indexes_of(home: Path) -> list[RecordIndex]:
    """Every index this process keeps of a data root (to tell them of its writes)."""
    root = str(Path(home).resolve())
    with _registry_lock:
        return [ix for (h, _), ix in _indexes.items() if h == root]


def bump_and_note(home: Path) -> int:
    """Advance the generation and tell this process's indexes, holding each index's mutex meanwhile, so no thread
    refreshes an index between the two and takes this process's own write for another's (a needless rescan of
    every file); the generation before."""
    held = sorted(indexes_of(home), key=id)
    with ExitStack() as stack:
        for index in held:
            stack.enter_context(index._mutex)
        before, after = bump_generation(home)
        for index in held:
            index.note_lock(before, after)
    return before
