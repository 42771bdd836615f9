"""Scale-out on PostgreSQL: 100 ingest/url runs for 60 URLs on 1 then 2 process workers, then a worker SIGKILLed.

Everything is started here and stopped at the end: a throwaway PostgreSQL 15 cluster on 127.0.0.1, `prefect server
start` on it, the `benchrec` process pool with the `benchrec-store` global concurrency limit, `prefect deploy --all`,
and `prefect worker start` processes sharing one BENCHREC_HOME. Runs of the killed worker are detected (their
process is gone, they stay Running/Pending) and resubmitted; Prefect itself does not notice a SIGKILLed worker.
"""

from __future__ import annotations

import datetime as dt
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import pytest

from deploy.cluster import Cluster, client_of, scale_up
from deploy.processes import descendants
from deploy.recover import orphaned, recover
from staging.review import decide
from staging.store import Store
from tests.net_servers import Server
from tests.prefect_server import own_tmp
from tests.scale import harness as h
from tests.scale.conftest import SUMMARY
from tests.test_flows_server import staged_for_review

pytestmark = pytest.mark.scale

WORKER_LIMIT = int(os.environ.get("BENCHREC_SCALE_WORKER_LIMIT", "2"))
#: (distinct URLs, duplicate runs) with one worker (a short phase, for its throughput), then with two: 100 runs
#: for 60 URLs, 40 of them duplicates submitted at once, in all.
ONE_WORKER = (6, 4)
TWO_WORKERS = (54, 36)
#: The crash phase: new URLs, some submitted twice, on two workers; one is killed while its runs are in flight.
CRASH = (6, 3)
#: A phase fails as hung when no run has become final for this long (a run takes 10-20 s on 2 loaded cores)...
STALL_S = 180.0
#: ... or when it outlasts this many seconds per run (4-5 s per run on 2 cores; the margin is for a loaded machine).
CAP_S_PER_RUN = 15.0


def cap_for(runs: int) -> float:
    """The longest a phase of this many runs may take."""
    return 60.0 + CAP_S_PER_RUN * runs
STALE_PENDING_S = 20.0


@dataclass
class Scale:
    """The running set-up, the write-up server and the shared data root."""

    cluster: Cluster
    web: Server
    home: Path
    log_before: list[dict[str, object]]

    @property
    def store(self) -> Store:
        """The store every worker writes."""
        return Store(self.home)


@pytest.fixture(scope="module")
def scale(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scale]:
    """PostgreSQL, a Prefect server, the pool, the deployments and one worker; all stopped afterwards."""
    started = time.monotonic()
    root = tmp_path_factory.mktemp("scale")
    home = root / "benchrec-home"
    store = Store(home)
    for slug, decision in (("scale-seed-approved", "approved"), ("scale-seed-rejected", "rejected")):
        rec = staged_for_review(store, slug)
        decide(store, rec["id"], decision, "ana", "seeded before the scale run",
               [{"rule": "unit.token_counting_stated", "reason": "usage field"}], None)
    web = Server().__enter__()
    cluster = None
    try:
        cluster = scale_up(root / "cluster", workers=1, worker_limit=WORKER_LIMIT, lean=True,
                           benchrec_env={"BENCHREC_HOME": str(home), "BENCHREC_ALLOWED_HOSTS": web.hostport,
                                         "TMPDIR": own_tmp(root)})
        SUMMARY.append(f"set-up (PostgreSQL, server, pool, deploy, 1 worker): {time.monotonic() - started:.1f} s")
        yield Scale(cluster, web, home, h.log_lines(store))
    finally:
        if cluster is not None:
            cluster.down()
        web.__exit__(None, None, None)
        SUMMARY.append(f"scale test total: {time.monotonic() - started:.1f} s")


@dataclass
class Phase:
    """One phase's runs and what they cost: {run id: url}, the runs, runs per second, CPU seconds per run by role."""

    ids: dict[str, str]
    runs: dict[str, object]
    rate: float
    cpu_per_run: dict[str, float]

    def describe(self, label: str) -> str:
        """The phase's throughput line for the summary."""
        cpu = ", ".join(f"{k} {v:.1f}" for k, v in self.cpu_per_run.items())
        return (f"throughput, {label}: {self.rate:.3f} runs/s ({len(self.runs)} runs, {len(set(self.ids.values()))} "
                f"URLs); CPU s per run: {cpu}")


def run_phase(scale: Scale, numbers: range, duplicates: int) -> Phase:
    """Submit the phase's runs at once and wait for all."""
    urls = h.serve_pages(scale.web, numbers)
    cpu_before = scale.cluster.cpu()
    with client_of(scale.cluster) as client:
        started = dt.datetime.now(dt.timezone.utc)
        submitted = h.submit(client, h.deployment_id(client), h.with_duplicates(urls, duplicates))
        try:
            runs = h.wait_final(client, submitted, STALL_S, cap_for(len(submitted)))
        except AssertionError as exc:
            raise AssertionError(f"{exc}; store limit {h.limit_state(client)}; stacks dumped for "
                                 f"{h.dump_stuck(client, submitted)}; sessions:\n"
                                 f"{scale.cluster.postgres.activity()}") from None
    used = {k: (v - cpu_before.get(k, 0.0)) / len(runs) for k, v in scale.cluster.cpu().items()}
    return Phase(submitted, runs, h.throughput(runs, started), used)


def assert_once_each(scale: Scale, urls: list[str]) -> h.StoreCheck:
    """Exactly one benchmark draft (and at most one kv companion: only models the catalog knows get one) per URL,
    audited, nothing superseded or broken."""
    check = h.check_store(scale.store, urls)
    assert not check.unreadable, check.unreadable
    assert {u: len(ids) for u, ids in check.benchmarks.items() if len(ids) != 1} == {}
    assert {u: len(ids) for u, ids in check.companions.items() if len(ids) > 1} == {}
    assert not check.superseded, f"a racing run superseded a draft: {check.superseded[:5]}"
    assert not check.unaudited, check.unaudited[:5]
    assert h.log_lines(scale.store) == scale.log_before, "the review log changed"
    return check


def test_100_runs_for_60_urls_on_one_then_two_workers_leave_60_drafts(scale: Scale) -> None:
    one = range(0, ONE_WORKER[0])
    first = run_phase(scale, one, ONE_WORKER[1])
    scale.cluster.start_worker("worker-2", WORKER_LIMIT)
    two = range(ONE_WORKER[0], ONE_WORKER[0] + TWO_WORKERS[0])
    second = run_phase(scale, two, TWO_WORKERS[1])
    SUMMARY.append(first.describe(f"1 worker (limit {WORKER_LIMIT})"))
    SUMMARY.append(second.describe(f"2 workers (limit {WORKER_LIMIT} each)"))

    runs = {**first.runs, **second.runs}
    assert len(runs) == 100 and len(set(first.ids.values()) | set(second.ids.values())) == 60
    assert h.state_counts(runs) == {"Completed": 100}, h.state_counts(runs)
    check = assert_once_each(scale, list(first.ids.values()) + list(second.ids.values()))
    assert sum(len(v) for v in check.benchmarks.values()) == 60
    assert not check.temp_files, check.temp_files


def test_a_worker_killed_mid_flight_still_stages_every_url_once(scale: Scale) -> None:
    numbers = range(1000, 1000 + CRASH[0])
    urls = h.serve_pages(scale.web, numbers)
    victim = scale.cluster.workers["worker-2"]
    assert not isinstance(victim, int)
    with client_of(scale.cluster) as client:
        submitted = h.submit(client, h.deployment_id(client), h.with_duplicates(urls, CRASH[1]))
        deadline = time.monotonic() + 120
        in_flight: list[str] = []
        while time.monotonic() < deadline and len(in_flight) < WORKER_LIMIT:
            kids = {str(p) for p in descendants(victim.pid)}
            in_flight = [i for i, r in h.read_runs(client, submitted).items()
                         if r.state and r.state.type.value == "RUNNING" and r.infrastructure_pid in kids]
            time.sleep(0.3)
        assert in_flight, "worker-2 never ran any of the runs"
        time.sleep(1.5)
        scale.cluster.kill_worker("worker-2")

        retried: dict[str, str] = {}
        deadline = time.monotonic() + cap_for(len(submitted))
        while time.monotonic() < deadline:
            runs = h.read_runs(client, list(submitted) + list(retried.values()))
            lost = orphaned(client, list(runs), stale_after_s=STALE_PENDING_S)
            retried.update(recover(client, lost))
            waiting = [i for i, r in runs.items() if i not in retried and r.state.type.value not in h.FINAL]
            if not waiting:
                break
            time.sleep(1.0)
        every = list(submitted) + list(retried.values())
        runs = h.wait_final(client, every, STALL_S, cap_for(len(every)))
    SUMMARY.append(f"crash: worker-2 killed with {len(in_flight)} run(s) running; {len(retried)} run(s) "
                   f"detected as lost and resubmitted; states {h.state_counts(runs)}")
    assert retried, "no run of the killed worker was detected"
    assert set(retried) >= set(in_flight)
    final = {i: r.state.name for i, r in runs.items()}
    assert all(final[i] == "Crashed" for i in retried), final
    assert all(final[i] == "Completed" for i in final if i not in retried), final
    assert_once_each(scale, urls)
