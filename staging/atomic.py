"""Crash-safe file writes: temp file in the same folder, fsync, rename, fsync the folder."""

from __future__ import annotations

import ctypes
import ctypes.util
import itertools
import os
import signal
import tempfile
import threading
import warnings
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterator

TEMP_PREFIX = ".tmp-"
TEMP_SUFFIX = ".part"
#: A batch at least this large is made durable with one sync of its filesystem instead of one fsync per file.
SYNCFS_MIN_FILES = 8
#: A batch at least this large is put in place by a forked helper process while the caller goes on (write_detached).
DETACH_MIN_FILES = 1024


def _load_syncfs() -> Callable[[int], int] | None:
    """Linux's syncfs(2) (flush one filesystem, wait for it), or None where libc has none."""
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name, use_errno=True) if name else None
        return getattr(libc, "syncfs", None) if libc is not None else None
    except OSError:
        return None


_syncfs = _load_syncfs()
_names = itertools.count()


def _fsync_dir(folder: Path) -> None:
    """fsync a directory so a rename in it survives a crash."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


_deferred = threading.local()


@contextmanager
def deferred_dir_sync() -> Iterator[None]:
    """Within this block, fsync each touched folder once at the end instead of after every rename."""
    outer = getattr(_deferred, "dirs", None)
    if outer is not None:
        yield
        return
    _deferred.dirs = set()
    try:
        yield
    finally:
        dirs, _deferred.dirs = _deferred.dirs, None
        for folder in sorted(dirs):
            _fsync_dir(Path(folder))


def named(exc: OSError, path: Path | str) -> OSError:
    """The error itself when it names its file, else the same error naming path (a write to a full disk names none)."""
    if exc.filename is not None:
        return exc
    return type(exc)(exc.errno, exc.strerror or str(exc), str(path))


def write_atomic(path: Path, data: bytes) -> None:
    """Replace path with data so readers see the old bytes or the new, never a part."""
    write_many_atomic([(path, data)])


def write_many_atomic(items: list[tuple[Path, bytes]]) -> None:
    """Replace each path with its bytes as one batch, with the durability paid once for the batch.

    Every temp file is written first, then all are made durable (one syncfs of their filesystem, or an fsync each where
    syncfs is missing or the batch is small), then renamed into place, then each folder is synced once. A batch that
    fails before its renames (a full disk, a folder that cannot be made) changes no path and leaves no temp file; a
    rename that fails (a folder where a file should be) leaves the paths before it with their new bytes and the rest
    with their old ones. A crash leaves each path with its old bytes or its new ones, and at most temp files
    (`is_temp`). An OSError that names no file is raised naming the path being written.
    """
    each = len(items) < SYNCFS_MIN_FILES or _syncfs is None
    made: set[str] = set()  # folders as strings: hashing a Path costs more than writing a small file's bytes
    prefix = f"{TEMP_PREFIX}{os.getpid()}-{threading.get_ident()}-"
    temps: list[tuple[str, Path]] = []
    renamed = 0
    target: Path | str = ""
    try:
        for target, data in items:
            parent = os.path.dirname(target)
            if parent not in made:
                os.makedirs(parent, exist_ok=True)
                made.add(parent)
            tmp = os.path.join(parent, f"{prefix}{next(_names)}{TEMP_SUFFIX}")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            temps.append((tmp, target))
            with os.fdopen(fd, "wb") as fh:
                fh.write(data)
                if each:
                    fh.flush()
                    os.fsync(fh.fileno())
        if not each:
            _sync_filesystems(made)
        for tmp, target in temps:
            os.replace(tmp, target)
            renamed += 1
    except OSError as exc:
        raise named(exc, target) from None
    finally:
        for tmp, _ in temps[renamed:]:
            try:
                os.unlink(tmp)
            except FileNotFoundError:
                pass
    pending = getattr(_deferred, "dirs", None)
    for folder in made:
        if pending is not None:
            pending.add(folder)
        else:
            _fsync_dir(Path(folder))


@dataclass
class Detached:
    """A batch write that a helper process is doing (write_detached); `wait()` ends it."""

    folders: set[str] = field(default_factory=set)
    pid: int | None = None
    errors: int | None = None
    done: bool = False

    def wait(self) -> str | None:
        """Wait for the helper (an interrupt is held back until it has finished, so the caller's lock outlives the
        writes); None when every file is in place, else a one-line reason. Temp files left by a helper that was
        killed are removed."""
        was_done, self.done = self.done, True
        if was_done or self.pid is None:
            return None
        interrupted = False
        while True:
            try:
                _, status = os.waitpid(self.pid, 0)
                reason = self._reason(status)
                break
            except KeyboardInterrupt:
                interrupted = True
            except ChildProcessError:  # reaped elsewhere: the outcome is unknown, so it counts as a failure
                reason = "the write-back helper's exit status was lost"
                if self.errors is not None:
                    os.close(self.errors)
                    self.errors = None
                break
        if reason is not None:
            _remove_temps_of(self.pid, self.folders)
        if interrupted:
            raise KeyboardInterrupt
        return reason

    def _reason(self, status: int) -> str | None:
        """The helper's one-line failure, or None when it finished cleanly."""
        message = b""
        if self.errors is not None:
            with os.fdopen(self.errors, "rb") as fh:
                message = fh.read(4096)
            self.errors = None
        if os.WIFSIGNALED(status):
            return f"the write-back helper was killed by signal {os.WTERMSIG(status)}"
        if os.waitstatus_to_exitcode(status) != 0:
            return message.decode("utf-8", "replace").strip() or "the write-back helper failed"
        return None


def write_detached(items: list[tuple[Path, bytes]], lock_fd: int) -> Detached:
    """write_many_atomic of a large batch in a forked helper process, while the caller goes on; the caller holds a
    lock (its open descriptor `lock_fd`) until `wait()` returns. The helper keeps its own copy of that descriptor:
    if the caller dies, the lock stays held until the helper has written every file. A batch under
    DETACH_MIN_FILES, or where fork is missing, is written before this returns (`wait()` then has nothing to do)."""
    if len(items) < DETACH_MIN_FILES or not hasattr(os, "fork"):
        write_many_atomic(items)
        return Detached(done=True)
    folders = {os.path.dirname(path) for path, _ in items}
    held = os.dup(lock_fd)  # lock libraries close their own descriptor in a forked child; this copy stays open
    try:
        read_end, write_end = os.pipe()
    except BaseException:
        os.close(held)
        raise
    try:
        with warnings.catch_warnings():  # Python 3.12+ warns on fork with threads; the helper only calls the OS
            warnings.simplefilter("ignore", DeprecationWarning)
            pid = os.fork()
    except BaseException:
        for fd in (held, read_end, write_end):
            os.close(fd)
        raise
    if pid == 0:  # the helper: no Python-level locks, no logging, no atexit handlers
        os.close(read_end)
        _run_helper(items, write_end)  # never returns; `held` closes when it exits
    os.close(held)
    os.close(write_end)
    return Detached(folders, pid, read_end)


def _run_helper(items: list[tuple[Path, bytes]], errors: int) -> None:
    """The forked helper's whole life: write the batch, report a failure on `errors`, exit."""
    code = 0
    try:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # a Ctrl-C of the terminal stops the caller, not the writes
        signal.signal(signal.SIGTERM, signal.SIG_DFL)  # not the caller's Python handler (it may log or take locks)
        _deferred.dirs = None  # the caller's deferred folder syncs are its own: the helper syncs its folders itself
        write_many_atomic(items)
    except BaseException as exc:  # noqa: BLE001 - reported to the parent as one line
        code = 1
        try:
            os.write(errors, f"write-back failed: {type(exc).__name__}: {exc}".encode("utf-8", "replace")[:4000])
        except BaseException:  # noqa: BLE001 - nothing more can be said
            pass
    finally:
        os._exit(code)


def _remove_temps_of(pid: int, folders: set[str]) -> None:
    """Delete the temp files a process left in the folders."""
    mine = f"{TEMP_PREFIX}{pid}-"
    for folder in folders:
        try:
            names = [name for name in os.listdir(folder) if name.startswith(mine)]
        except FileNotFoundError:
            continue
        for name in names:
            try:
                os.unlink(os.path.join(folder, name))
            except FileNotFoundError:
                pass


def _sync_filesystems(folders: set[str]) -> None:
    """Flush every filesystem holding one of the folders (syncfs once per device), or raise OSError."""
    syncfs = _syncfs
    if syncfs is None:  # callers come here only where the C library has it
        raise OSError("syncfs is not available here")
    done: set[int] = set()
    for folder in folders:
        fd = os.open(folder, os.O_RDONLY)
        try:
            dev = os.fstat(fd).st_dev
            if dev not in done:
                if syncfs(fd) != 0:
                    err = ctypes.get_errno()
                    raise OSError(err, f"syncfs failed: {os.strerror(err)}", str(folder))
                done.add(dev)
        finally:
            os.close(fd)


def append_line(path: Path, line: str) -> None:
    """Append one line with a single write and fsync (callers hold the store lock)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (line.rstrip("\n") + "\n").encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        os.write(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)


def is_temp(path: Path) -> bool:
    """True for the leftovers of an interrupted atomic write."""
    return path.name.startswith(TEMP_PREFIX)
