"""A throwaway PostgreSQL 15 cluster on 127.0.0.1 (initdb as the `postgres` user), or an existing server by URL."""

from __future__ import annotations

import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

PG_BIN = Path(os.environ.get("BENCHREC_PG_BIN", "/usr/lib/postgresql/15/bin"))
PG_USER = "postgres"
DB_NAME = "prefect"
STARTUP_TIMEOUT_S = 60.0
#: Server settings of the throwaway cluster: loopback only, no unix socket outside its folder, enough connections
#: for a Prefect server and its services, durability traded for speed (the cluster is deleted afterwards).
SERVER_SETTINGS = {
    "listen_addresses": "'127.0.0.1'",
    "max_connections": "200",
    "fsync": "off",
    "synchronous_commit": "off",
    "full_page_writes": "off",
    "shared_buffers": "128MB",
}


class PostgresError(RuntimeError):
    """The throwaway cluster could not be created, started or stopped."""


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def asyncpg_url(url: str) -> str:
    """A PostgreSQL URL in the form Prefect's server wants (postgresql+asyncpg://)."""
    for prefix in ("postgresql+asyncpg://", "postgresql://", "postgres://"):
        if url.startswith(prefix):
            return "postgresql+asyncpg://" + url[len(prefix):]
    raise PostgresError(f"not a PostgreSQL URL: {url[:60]!r}")


def _as_postgres(args: list[str], log: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run a PostgreSQL binary as the postgres user (we run as root); raise PostgresError with its output."""
    cmd = args if os.geteuid() != 0 else ["runuser", "-u", PG_USER, "--", *args]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd="/")
    if done.returncode != 0:
        tail = (log.read_text(errors="replace")[-1500:] if log and log.exists() else "")
        raise PostgresError(f"{Path(args[0]).name} failed ({done.returncode}): {done.stderr.strip()[-800:]} {tail}")
    return done


@dataclass
class Postgres:
    """A running cluster: its data folder, port and the URL of its `prefect` database."""

    root: Path
    port: int
    owned: bool = True
    external_url: str | None = None

    @property
    def data(self) -> Path:
        """The cluster's data directory."""
        return self.root / "data"

    @property
    def url(self) -> str:
        """The asyncpg URL of the Prefect database."""
        if self.external_url:
            return asyncpg_url(self.external_url)
        return f"postgresql+asyncpg://{PG_USER}@127.0.0.1:{self.port}/{DB_NAME}"

    @property
    def pid(self) -> int | None:
        """The postmaster's pid (None for an external server or one not running)."""
        try:
            return int((self.data / "postmaster.pid").read_text().split()[0]) if self.owned else None
        except (OSError, ValueError, IndexError):
            return None

    def activity(self) -> str:
        """pg_stat_activity of the Prefect database (sessions, what each waits on, open transactions) as text."""
        if not self.owned:
            return "(external server: not inspected)"
        sql = ("select pid, state, wait_event_type, wait_event, round(extract(epoch from now() - xact_start)) "
               "as xact_s, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) as query from pg_stat_activity "
               f"where datname = '{DB_NAME}' and pid <> pg_backend_pid() order by xact_start nulls last")
        try:
            return _as_postgres([str(PG_BIN / "psql"), "-h", "127.0.0.1", "-p", str(self.port), "-U", PG_USER,
                                 "-d", DB_NAME, "-X", "-c", sql]).stdout
        except (PostgresError, OSError, subprocess.TimeoutExpired) as exc:
            return f"(pg_stat_activity not read: {exc})"

    def stop(self) -> None:
        """Stop the cluster (immediately) and delete its folder; an external server is left alone."""
        if not self.owned:
            return
        try:
            if (self.data / "postmaster.pid").exists():
                _as_postgres([str(PG_BIN / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "-w", "-t", "30",
                              "stop"])
        finally:
            shutil.rmtree(self.root, ignore_errors=True)


def start_postgres(root: Path | None = None, port: int | None = None) -> Postgres:
    """initdb into root/data as the postgres user, start it on 127.0.0.1:port, create the `prefect` database.

    root defaults to a new folder in the system temp dir (every folder above it must be reachable by `postgres`).
    """
    root = Path(tempfile.mkdtemp(prefix="benchrec-pg-")) if root is None else root
    root.mkdir(parents=True, exist_ok=True)
    pg = Postgres(root, port or free_port())
    if os.geteuid() == 0:
        ids = pwd.getpwnam(PG_USER)
        os.chown(root, ids.pw_uid, ids.pw_gid)
    os.chmod(root, 0o700)
    log = root / "postgres.log"
    try:
        _as_postgres([str(PG_BIN / "initdb"), "-D", str(pg.data), "-U", PG_USER, "--auth=trust", "-E", "UTF8",
                      "--no-instructions", "--no-sync"])
        opts = " ".join(f"-c {k}={v}" for k, v in SERVER_SETTINGS.items())
        _as_postgres([str(PG_BIN / "pg_ctl"), "-D", str(pg.data), "-l", str(log), "-w",
                      "-t", str(int(STARTUP_TIMEOUT_S)), "-o", f"-p {pg.port} -k {root} {opts}", "start"], log)
        _wait_ready(pg)
        _as_postgres([str(PG_BIN / "createdb"), "-h", "127.0.0.1", "-p", str(pg.port), "-U", PG_USER, DB_NAME])
    except BaseException:
        pg.stop()
        raise
    return pg


def use_existing(url: str) -> Postgres:
    """An existing server named by a connection URL (never stopped or deleted by us)."""
    return Postgres(Path("/nonexistent"), 0, owned=False, external_url=url)


def _wait_ready(pg: Postgres) -> None:
    """Wait until the cluster accepts TCP connections on 127.0.0.1."""
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    while time.monotonic() < deadline:
        done = subprocess.run([str(PG_BIN / "pg_isready"), "-h", "127.0.0.1", "-p", str(pg.port)],
                              capture_output=True)
        if done.returncode == 0:
            return
        time.sleep(0.2)
    raise PostgresError(f"PostgreSQL on 127.0.0.1:{pg.port} not ready after {STARTUP_TIMEOUT_S:.0f} s")
