"""Test helpers: a real `prefect server start` on 127.0.0.1 with its own PREFECT_HOME, and `benchrec serve` beside it."""

from __future__ import annotations

import json
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator

from deploy.processes import descendants
from flows.settings import prefect_env

BIN = Path(sys.executable).parent
STARTUP_TIMEOUT_S = 120.0
#: The runner polls for new runs this often in tests (its default is 10 s).
RUNNER_POLL_S = "1"
RUN_ID_RE = re.compile(r"UUID:\s*([0-9a-f-]{36})")


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class PrefectServer:
    """A running Prefect API server and the environment that talks to it."""

    home: Path
    port: int
    proc: subprocess.Popen[bytes]
    log: Path

    @property
    def api_url(self) -> str:
        """The API base URL (what PREFECT_API_URL names)."""
        return f"http://127.0.0.1:{self.port}/api"

    def env(self, **extra: str) -> dict[str, str]:
        """An environment isolated to this server and its PREFECT_HOME, plus extra variables."""
        env = prefect_env(self.home, self.api_url)
        env["PREFECT_RUNNER_POLL_FREQUENCY"] = RUNNER_POLL_S
        env["TMPDIR"] = own_tmp(self.home)
        env["PYTHONUNBUFFERED"] = "1"
        env.update(extra)
        return env

    def healthy(self) -> bool:
        """True when /api/health answers."""
        try:
            with urllib.request.urlopen(f"{self.api_url}/health", timeout=2) as resp:
                return resp.status == 200
        except OSError:
            return False

    def stop(self) -> None:
        """Stop the server and wait for it."""
        stop_process(self.proc)


def own_tmp(home: Path) -> str:
    """A temp folder inside home, for TMPDIR: what a killed runner or worker leaves there goes with the test's files."""
    tmp = home / "tmp"
    tmp.mkdir(parents=True, exist_ok=True)
    return str(tmp)


def start_prefect_server(home: Path, timeout: float = STARTUP_TIMEOUT_S) -> PrefectServer:
    """Start `prefect server start` on a free port with PREFECT_HOME=home; wait for /api/health."""
    home.mkdir(parents=True, exist_ok=True)
    port = free_port()
    log = home / "server.log"
    env = prefect_env(home, None)
    env["TMPDIR"] = own_tmp(home)
    env.update({"PREFECT_SERVER_API_HOST": "127.0.0.1", "PREFECT_SERVER_API_PORT": str(port),
                "PREFECT_UI_ENABLED": "false"})
    with log.open("wb") as out:
        proc = subprocess.Popen([str(BIN / "prefect"), "server", "start", "--host", "127.0.0.1", "--port", str(port),
                                 "--no-ui"], env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    server = PrefectServer(home, port, proc, log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"prefect server exited {proc.returncode}: {log.read_text()[-2000:]}")
        if server.healthy():
            return server
        time.sleep(0.25)
    server.stop()
    raise RuntimeError(f"prefect server not healthy after {timeout:.0f} s: {log.read_text()[-2000:]}")


def kill_tree(proc: subprocess.Popen[Any]) -> None:
    """SIGKILL a process we started and every process it started, at once (a crash, not a shutdown)."""
    pids = [proc.pid] + descendants(proc.pid)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
    proc.wait(timeout=10)


def stop_process(proc: subprocess.Popen[Any], timeout: float = 15.0) -> None:
    """SIGTERM a process we started and its children; SIGKILL what is left after the timeout."""
    if proc.poll() is not None:
        return
    kids = descendants(proc.pid)
    proc.terminate()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout=10)
    for pid in kids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def start_serve(env: dict[str, str], log: Path, schedules: bool = False,
                timeout: float = 60.0) -> subprocess.Popen[bytes]:
    """Run `benchrec serve` as a subprocess and wait until it says its deployments are served."""
    args = [str(BIN / "benchrec"), "serve"] + ([] if schedules else ["--no-schedules"])
    out = log.open("ab")
    proc = subprocess.Popen(args, env=env, stdout=out, stderr=subprocess.STDOUT)
    out.close()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"benchrec serve exited {proc.returncode}: {log.read_text()[-2000:]}")
        if "being served" in log.read_text(errors="replace"):
            return proc
        time.sleep(0.2)
    stop_process(proc)
    raise RuntimeError(f"benchrec serve did not start in {timeout:.0f} s: {log.read_text()[-2000:]}")


def run_deployment_cli(env: dict[str, str], name: str, params: dict[str, Any], watch: bool = True,
                       timeout: float = 150.0) -> tuple[int, str, str | None]:
    """`prefect deployment run NAME --param k=v [--watch]`: (exit code, output, flow run id)."""
    args = [str(BIN / "prefect"), "deployment", "run", name]
    for key, value in params.items():
        args += ["--param", f"{key}={value if isinstance(value, str) else json.dumps(value)}"]
    if watch:
        args += ["--watch", "--watch-timeout", str(int(timeout)), "--watch-interval", "1"]
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=timeout + 30)
    output = done.stdout + done.stderr
    found = RUN_ID_RE.search(output)
    return done.returncode, output, found.group(1) if found else None


@contextmanager
def api_settings(server: PrefectServer) -> Iterator[None]:
    """Point this process's Prefect client at the server (and its PREFECT_HOME) for the block."""
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker
    from prefect.settings import PREFECT_API_URL, PREFECT_HOME, PREFECT_LOGGING_TO_API_ENABLED, temporary_settings

    with temporary_settings(updates={PREFECT_API_URL: server.api_url, PREFECT_HOME: server.home,
                                     PREFECT_LOGGING_TO_API_ENABLED: False}):
        try:
            yield
        finally:
            EventsWorker.drain_all(timeout=10)
            APILogWorker.drain_all(timeout=10)


def flow_run(server: PrefectServer, run_id: str) -> Any:
    """The flow run as the API has it."""
    from prefect import get_client

    with api_settings(server), get_client(sync_client=True) as client:
        return client.read_flow_run(run_id)


def wait_for_state(server: PrefectServer, run_id: str, types: tuple[str, ...], timeout: float = 90.0) -> Any:
    """Poll a flow run until its state type is one of types (e.g. PAUSED, COMPLETED, FAILED)."""
    deadline = time.monotonic() + timeout
    run = None
    while time.monotonic() < deadline:
        run = flow_run(server, run_id)
        if run.state is not None and run.state.type.value in types:
            return run
        time.sleep(0.5)
    raise AssertionError(f"flow run {run_id} not in {types} after {timeout:.0f} s: {run.state if run else None}")


def artifacts_of(server: PrefectServer, run_id: str) -> list[Any]:
    """Every artifact a flow run published."""
    from prefect import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterFlowRunId

    with api_settings(server), get_client(sync_client=True) as client:
        return client.read_artifacts(artifact_filter=ArtifactFilter(flow_run_id=ArtifactFilterFlowRunId(any_=[run_id])))


def create_run(server: PrefectServer, name: str, params: dict[str, Any]) -> str:
    """Create a run of a deployment without waiting; its id."""
    from prefect.deployments import run_deployment

    with api_settings(server):
        return str(run_deployment(name, parameters=params, timeout=0).id)


def resume(server: PrefectServer, run_id: str, run_input: dict[str, Any]) -> None:
    """Resume a suspended run with a reviewer's input through Prefect's API."""
    from prefect.flow_runs import resume_flow_run

    with api_settings(server):
        resume_flow_run(run_id, run_input=run_input)
