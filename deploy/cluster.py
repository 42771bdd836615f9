"""A scale-out set-up on one machine: PostgreSQL, `prefect server start` on it, a process pool, deployments, workers.

`scale_up()` brings everything up and returns a `Cluster`; `Cluster.down()` stops every process it started and deletes
the throwaway PostgreSQL cluster. Each worker gets its own PREFECT_HOME (as on its own machine) and the BENCHREC_*
variables it is given; the flow runs it starts (one subprocess each) inherit them.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Mapping

from contextlib import contextmanager

from deploy.postgres import Postgres, free_port, start_postgres, use_existing
from deploy.processes import alive, cpu_seconds, kill_tree, spawn, stop_tree
from flows.coordination import STORE_LIMIT
from flows.settings import QUIET_DEFAULTS, prefect_env

PROJECT_DIR = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
POOL = "benchrec"
#: Concurrent flow runs per worker: each is a Python subprocess (Prefect + the pipeline + GX on audit).
WORKER_LIMIT = 2
#: How often a worker asks the server for runs (Prefect's default is 10 s).
WORKER_POLL_S = 1
SERVER_TIMEOUT_S = 180.0
#: Client-side request timeout of workers and flow runs: a timed-out request is retried by the client while the
#: server still works on the first one, so under load a short timeout multiplies the work instead of bounding it.
API_REQUEST_TIMEOUT_S = 120
#: Server services a pool of ad-hoc ingest runs does not need (no automations, pauses or cron schedules); `lean`
#: set-ups switch them off. late_runs would rewrite every queued run Late while it waits for a worker slot, racing
#: the workers' own state changes on the same flow_run rows. The repossessor (expired concurrency leases), the
#: event persister, the task-run recorder, the foreman and cancellation clean-up stay on.
LEAN_SERVICES_OFF = ("SCHEDULER", "LATE_RUNS", "TRIGGERS", "EVENT_LOGGER", "PAUSE_EXPIRATIONS")
WORKER_TIMEOUT_S = 60.0
STATE_FILE = "cluster.json"


class ClusterError(RuntimeError):
    """A part of the set-up did not start or a command failed."""


@dataclass
class Cluster:
    """The running set-up: database, API server, workers, and the environment shared by the workers."""

    root: Path
    postgres: Postgres
    port: int
    server: subprocess.Popen[bytes] | int
    benchrec_env: dict[str, str]
    workers: dict[str, subprocess.Popen[bytes] | int] = field(default_factory=dict)

    @property
    def api_url(self) -> str:
        """PREFECT_API_URL of the server."""
        return f"http://127.0.0.1:{self.port}/api"

    @property
    def server_home(self) -> Path:
        """The server's PREFECT_HOME."""
        return self.root / "server"

    def env(self, home: Path | None = None, **extra: str) -> dict[str, str]:
        """An environment talking to the server, isolated to one PREFECT_HOME, with the BENCHREC_* variables."""
        env = prefect_env(home or self.root / "client", self.api_url)
        env.update({"PYTHONUNBUFFERED": "1", "PREFECT_API_REQUEST_TIMEOUT": str(API_REQUEST_TIMEOUT_S),
                    **QUIET_DEFAULTS, **self.benchrec_env, **extra})
        return env

    def start_worker(self, name: str, limit: int = WORKER_LIMIT) -> subprocess.Popen[bytes]:
        """Start `prefect worker start --pool POOL` as its own machine would; wait until it polls."""
        home = self.root / "workers" / name
        home.mkdir(parents=True, exist_ok=True)
        log = home / "worker.log"
        env = self.env(home, PREFECT_WORKER_QUERY_SECONDS=str(WORKER_POLL_S),
                       PREFECT_WORKER_HEARTBEAT_SECONDS="5", PYTHONFAULTHANDLER="1")
        proc = spawn([str(BIN / "prefect"), "worker", "start", "--pool", POOL, "--type", "process", "--name", name,
                      "--limit", str(limit), "--install-policy", "never"], env, log, cwd=PROJECT_DIR)
        self.workers[name] = proc
        deadline = time.monotonic() + WORKER_TIMEOUT_S
        while time.monotonic() < deadline:
            if proc.poll() is not None:
                raise ClusterError(f"worker {name} exited {proc.returncode}: {_tail(log)}")
            if "started!" in log.read_text(errors="replace"):
                return proc
            time.sleep(0.2)
        raise ClusterError(f"worker {name} did not start in {WORKER_TIMEOUT_S:.0f} s: {_tail(log)}")

    def kill_worker(self, name: str) -> list[int]:
        """SIGKILL a worker and the flow runs it started (a machine lost); the pids killed."""
        proc = self.workers.pop(name)
        pids = kill_tree(_pid(proc))
        _wait(proc)
        return pids

    def stop_worker(self, name: str) -> None:
        """Stop a worker gently (SIGTERM, then SIGKILL after a while)."""
        proc = self.workers.pop(name)
        stop_tree(_pid(proc))
        _wait(proc)

    def down(self) -> None:
        """Stop the workers, the server and the database (deleting a throwaway one), even after a failure."""
        try:
            for name in list(self.workers):
                self.stop_worker(name)
            stop_tree(_pid(self.server))
            _wait(self.server)
        finally:
            self.postgres.stop()

    def cpu(self) -> dict[str, float]:
        """CPU seconds used so far by the workers (with the flow runs they started), the API server and PostgreSQL
        (0 for an external one); a worker that was killed no longer counts."""
        pg = self.postgres.pid
        return {"workers": sum(cpu_seconds(_pid(p)) for p in self.workers.values()),
                "server": cpu_seconds(_pid(self.server)), "postgres": cpu_seconds(pg) if pg else 0.0}

    def state(self) -> dict[str, Any]:
        """What `python -m deploy down` needs to find everything again."""
        return {"root": str(self.root), "port": self.port, "api_url": self.api_url, "server_pid": _pid(self.server),
                "workers": {n: _pid(p) for n, p in self.workers.items()}, "benchrec_env": self.benchrec_env,
                "postgres": {"root": str(self.postgres.root), "port": self.postgres.port,
                             "owned": self.postgres.owned, "url": self.postgres.external_url}}

    @classmethod
    def from_state(cls, doc: Mapping[str, Any]) -> "Cluster":
        """A Cluster from a state file written by `python -m deploy up`."""
        pg = doc["postgres"]
        postgres = Postgres(Path(pg["root"]), int(pg["port"]), bool(pg["owned"]), pg.get("url"))
        return cls(Path(doc["root"]), postgres, int(doc["port"]), int(doc["server_pid"]), dict(doc["benchrec_env"]),
                   {n: int(p) for n, p in doc["workers"].items()})


def _pid(proc: subprocess.Popen[bytes] | int) -> int:
    """The pid of a process we started (a Popen here, an int when read back from a state file)."""
    return proc if isinstance(proc, int) else proc.pid


def _wait(proc: subprocess.Popen[bytes] | int) -> None:
    """Collect a Popen's exit status (nothing to do for a bare pid)."""
    if not isinstance(proc, int):
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass


def _tail(log: Path, n: int = 2000) -> str:
    """The end of a log file."""
    return log.read_text(errors="replace")[-n:] if log.exists() else ""


def server_env(home: Path, port: int, db_url: str, lean: bool = False) -> dict[str, str]:
    """The server's environment: its PREFECT_HOME, address, database and pool; lean switches LEAN_SERVICES_OFF off."""
    env = prefect_env(home, None)
    env.update({"PREFECT_SERVER_API_HOST": "127.0.0.1", "PREFECT_SERVER_API_PORT": str(port),
                "PREFECT_UI_ENABLED": "false", "PREFECT_SERVER_DATABASE_CONNECTION_URL": db_url,
                "PREFECT_SERVER_DATABASE_SQLALCHEMY_POOL_SIZE": "10",
                "PREFECT_SERVER_DATABASE_SQLALCHEMY_MAX_OVERFLOW": "20"})
    if lean:
        env.update({f"PREFECT_SERVER_SERVICES_{name}_ENABLED": "false" for name in LEAN_SERVICES_OFF})
    return env


def start_server(root: Path, db_url: str, lean: bool = False) -> tuple[subprocess.Popen[bytes], int]:
    """`prefect server start` on a free port of 127.0.0.1, on the given database; wait for /api/health."""
    home = root / "server"
    home.mkdir(parents=True, exist_ok=True)
    port = free_port()
    env = server_env(home, port, db_url, lean)
    log = home / "server.log"
    proc = spawn([str(BIN / "prefect"), "server", "start", "--host", "127.0.0.1", "--port", str(port), "--no-ui"],
                 env, log)
    deadline = time.monotonic() + SERVER_TIMEOUT_S
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise ClusterError(f"prefect server exited {proc.returncode}: {_tail(log)}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health", timeout=2) as resp:
                if resp.status == 200:
                    return proc, port
        except OSError:
            pass
        time.sleep(0.25)
    stop_tree(proc.pid)
    raise ClusterError(f"prefect server not healthy after {SERVER_TIMEOUT_S:.0f} s: {_tail(log)}")


@contextmanager
def client_of(cluster: Cluster) -> Iterator[Any]:
    """A sync Prefect client of the cluster's server (this process's settings pointed at it for the block)."""
    from prefect import get_client
    from prefect.settings import PREFECT_API_URL, PREFECT_HOME, PREFECT_LOGGING_TO_API_ENABLED, temporary_settings

    with temporary_settings(updates={PREFECT_API_URL: cluster.api_url, PREFECT_HOME: cluster.root / "client",
                                     PREFECT_LOGGING_TO_API_ENABLED: False}):
        with get_client(sync_client=True) as client:
            yield client


def create_pool_and_limit(cluster: Cluster, store_limit: int = 1) -> None:
    """The process work pool POOL and the global concurrency limit guarding the store."""
    from prefect.client.schemas.actions import GlobalConcurrencyLimitCreate, WorkPoolCreate
    from prefect.exceptions import ObjectAlreadyExists
    from prefect.workers.process import ProcessWorker

    with client_of(cluster) as client:
        try:
            client.create_work_pool(WorkPoolCreate(name=POOL, type="process",
                                                   base_job_template=ProcessWorker.get_default_base_job_template()))
        except ObjectAlreadyExists:
            pass
        try:
            client.create_global_concurrency_limit(GlobalConcurrencyLimitCreate(name=STORE_LIMIT, limit=store_limit))
        except ObjectAlreadyExists:
            pass


def deploy_all(cluster: Cluster) -> None:
    """`prefect deploy --all` from the project directory: every deployment of prefect.yaml, on POOL."""
    env = cluster.env()
    done = subprocess.run([str(BIN / "prefect"), "--no-prompt", "deploy", "--all"], env=env, cwd=PROJECT_DIR,
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise ClusterError(f"prefect deploy --all failed ({done.returncode}): {(done.stdout + done.stderr)[-2000:]}")


def scale_up(root: Path, workers: int = 2, db_url: str | None = None,
             benchrec_env: Mapping[str, str] | None = None, worker_limit: int = WORKER_LIMIT,
             lean: bool = False) -> Cluster:
    """Everything up: PostgreSQL (a throwaway cluster unless db_url names one), server, pool, limit, deployments,
    N workers. lean: no scheduler, late-runs, triggers, event-logger or pause services. On any failure what was
    started is stopped again."""
    root.mkdir(parents=True, exist_ok=True)
    postgres = use_existing(db_url) if db_url else start_postgres()
    cluster: Cluster | None = None
    try:
        server, port = start_server(root, postgres.url, lean)
        cluster = Cluster(root, postgres, port, server, dict(benchrec_env or {}))
        create_pool_and_limit(cluster)
        deploy_all(cluster)
        for i in range(1, workers + 1):
            cluster.start_worker(f"worker-{i}", worker_limit)
    except BaseException:
        if cluster is not None:
            cluster.down()
        else:
            postgres.stop()
        raise
    return cluster


def write_state(cluster: Cluster) -> Path:
    """Save the cluster's state file (root/cluster.json)."""
    path = cluster.root / STATE_FILE
    path.write_text(json.dumps(cluster.state(), indent=2))
    return path


def read_state(root: Path) -> Cluster:
    """The cluster described by root/cluster.json."""
    try:
        return Cluster.from_state(json.loads((root / STATE_FILE).read_text()))
    except (OSError, ValueError, KeyError) as exc:
        raise ClusterError(f"no readable {STATE_FILE} in {root}: {exc}") from None


def tear_down(root: Path) -> None:
    """Stop what root/cluster.json lists and delete root."""
    cluster = read_state(root)
    for name, pid in list(cluster.workers.items()):
        if not alive(pid if isinstance(pid, int) else pid.pid):
            cluster.workers.pop(name)
    cluster.down()
    shutil.rmtree(root, ignore_errors=True)


def benchrec_env_from(environ: Mapping[str, str] | None = None) -> dict[str, str]:
    """The BENCHREC_* variables of an environment (what the workers are given)."""
    env = os.environ if environ is None else environ
    return {k: v for k, v in env.items() if k.startswith("BENCHREC_")}
