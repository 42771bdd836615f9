"""Run `benchrec` commands for the reliability tests: in a preloaded fork server (fast) or as the real console script."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FORK_SERVER = Path(__file__).parent / "tools" / "fork_cli.py"
BENCHREC = Path(sys.executable).with_name("benchrec")


@dataclass
class Run:
    """One command's end: exit status (negative: killed by that signal), output, and how long it ran."""

    status: int
    stdout: str
    stderr: str
    seconds: float

    @property
    def killed(self) -> bool:
        """True when a signal ended the command."""
        return self.status < 0


def base_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a command: data folders under the test's tmp dir, no analytics."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("BENCHREC_")}
    env.update(BENCHREC_HOME=str(home), PREFECT_HOME=str(home.parent / "prefect"), DO_NOT_TRACK="1",
               GX_ANALYTICS_ENABLED="false", PREFECT_SERVER_ANALYTICS_ENABLED="false")
    env.update(extra)
    return env


class ForkCLI:
    """A fork server holding benchrec imported; each command runs in a fresh forked child."""

    def __init__(self, workdir: Path) -> None:
        self.workdir = workdir
        self.n = 0
        self.proc = subprocess.Popen([sys.executable, str(FORK_SERVER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, cwd=workdir, env=base_env(workdir / "unused-home"))
        ready = self._read()
        assert ready.get("ready"), ready

    def _read(self) -> dict:
        """One JSON line from the server."""
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("fork server ended")
        return json.loads(line)

    def run(self, argv: list[str], env: dict[str, str], kill_after: float | None = None) -> Run:
        """Run `benchrec ARGV` in a child; SIGKILL it after `kill_after` seconds when given."""
        self.n += 1
        out = str(self.workdir / f"cmd-{self.n}")
        assert self.proc.stdin is not None
        start = time.monotonic()
        self.proc.stdin.write(json.dumps({"argv": argv, "env": env, "out": out}) + "\n")
        self.proc.stdin.flush()
        pid = self._read()["pid"]
        if kill_after is not None:
            time.sleep(kill_after)
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        done = self._read()
        return Run(done["status"], _read(out + ".out"), _read(out + ".err"), time.monotonic() - start)

    def close(self) -> None:
        """Stop the server."""
        if self.proc.stdin:
            self.proc.stdin.close()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        if self.proc.stdout:
            self.proc.stdout.close()


def _read(path: str) -> str:
    """A child's output file ('' when it was killed before opening it)."""
    try:
        return Path(path).read_text(errors="replace")
    except FileNotFoundError:
        return ""


def run_script(argv: list[str], env: dict[str, str], kill_after: float | None = None, cwd: Path | None = None,
               timeout: float = 120) -> Run:
    """Run the real `benchrec` console script; SIGKILL it after `kill_after` seconds when given."""
    start = time.monotonic()
    proc = subprocess.Popen([str(BENCHREC), *argv], env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    if kill_after is not None:
        try:
            out, err = proc.communicate(timeout=kill_after)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
            out, err = proc.communicate()
    else:
        out, err = proc.communicate(timeout=timeout)
    return Run(proc.returncode, out, err, time.monotonic() - start)
