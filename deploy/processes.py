"""Processes the set-up starts: spawn detached with a log, find descendants, stop gently or kill as a crash."""

from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path
from typing import Sequence

#: Clock ticks per second of the CPU times in /proc/PID/stat.
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def spawn(args: Sequence[str], env: dict[str, str], log: Path, cwd: Path | None = None) -> subprocess.Popen[bytes]:
    """Start a process in its own session, output appended to log."""
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("ab") as out:
        return subprocess.Popen(list(args), env=env, stdout=out, stderr=subprocess.STDOUT, cwd=cwd,
                                start_new_session=True)


def descendants(pid: int) -> list[int]:
    """Every live descendant of a process (from /proc)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def _cpu_of(pid: int) -> float:
    """CPU seconds of one process and of its children it has already reaped (0 when it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return 0.0
    return sum(int(f) for f in fields[11:15]) / CLOCK_TICKS


def cpu_seconds(pid: int) -> float:
    """CPU seconds (user + system) a process tree has used so far: the process, its live descendants, and every
    descendant already reaped."""
    return sum(_cpu_of(p) for p in [pid, *descendants(pid)])


def alive(pid: int) -> bool:
    """True while a process exists and is not a zombie."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def _signal_all(pids: Sequence[int], sig: int) -> None:
    """Send a signal to each pid that still exists."""
    for pid in pids:
        try:
            os.kill(pid, sig)
        except ProcessLookupError:
            pass


def _reap(pid: int) -> None:
    """Collect the exit status of our own child (no zombie left)."""
    try:
        os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        pass


def kill_tree(pid: int) -> list[int]:
    """SIGKILL a process and every process it started, at once (a crash, not a shutdown); the pids killed."""
    pids = [pid] + descendants(pid)
    _signal_all(pids, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(alive(p) for p in pids):
        _reap(pid)
        time.sleep(0.05)
    _reap(pid)
    return pids


def stop_tree(pid: int, timeout: float = 15.0) -> None:
    """SIGTERM a process and its children; SIGKILL whatever is left after the timeout."""
    if not alive(pid):
        _reap(pid)
        return
    kids = descendants(pid)
    _signal_all([pid], signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and alive(pid):
        _reap(pid)
        time.sleep(0.1)
    _signal_all([pid] + kids + descendants(pid), signal.SIGKILL)
    _reap(pid)
