"""Crash-safe file writes: temp file in the same folder, fsync, rename, fsync the folder."""

from __future__ import annotations

import os
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

TEMP_PREFIX = ".tmp-"
TEMP_SUFFIX = ".part"


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


def write_atomic(path: Path, data: bytes) -> None:
    """Replace path with data so readers see the old bytes or the new, never a part."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=TEMP_PREFIX, suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    pending = getattr(_deferred, "dirs", None)
    if pending is not None:
        pending.add(str(path.parent))
    else:
        _fsync_dir(path.parent)


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
