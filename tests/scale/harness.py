"""Helpers of the scale test: write-up pages, submitting runs, waiting for final states, checking the store."""

from __future__ import annotations

import datetime as dt
import json
import time
from dataclasses import dataclass
from typing import Any, Iterable

from staging.atomic import is_temp
from staging.hashing import content_hash
from staging.store import Store, load_record_file
from tests.net_servers import Server, respond
from tests.test_flows_server import HTML, writeup

FINAL = ("COMPLETED", "FAILED", "CRASHED", "CANCELLED")
MODELS = ("meta-llama/Llama-3.1-8B-Instruct", "meta-llama/Llama-3.2-3B-Instruct", "Qwen/Qwen2.5-7B-Instruct")


def page(i: int) -> bytes:
    """Write-up number i: one measurement, so one benchmark record (plus its kv-efficiency companion)."""
    return writeup(f"Scale case {i}: decode throughput", f"{1000 + 7 * i:,}", conc=8 + i % 120,
                   model=MODELS[i % len(MODELS)])


def serve_pages(web: Server, numbers: Iterable[int]) -> list[str]:
    """Route /scale/<i>.html for each number; their URLs."""
    urls = []
    for i in numbers:
        web.route(f"/scale/{i}.html", respond(200, page(i), HTML))
        urls.append(web.url(f"/scale/{i}.html"))
    return urls


def with_duplicates(urls: list[str], duplicates: int) -> list[str]:
    """Every URL once, the first `duplicates` of them twice in a row (so the two runs race)."""
    out = []
    for n, url in enumerate(urls):
        out.extend([url, url] if n < duplicates else [url])
    return out


def deployment_id(client: Any, name: str = "ingest/url") -> str:
    """The id of a deployment by FLOW/DEPLOYMENT name."""
    return str(client.read_deployment_by_name(name).id)


def submit(client: Any, dep_id: str, urls: list[str]) -> dict[str, str]:
    """Create one ingest/url run per URL (in order, without waiting); {run id: url}."""
    return {str(client.create_flow_run_from_deployment(dep_id, parameters={"url": u}).id): u for u in urls}


def read_runs(client: Any, run_ids: Iterable[str]) -> dict[str, Any]:
    """The runs by id, as the server has them."""
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    ids = list(run_ids)
    runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=ids)), limit=len(ids) + 1)
    return {str(r.id): r for r in runs}


def wait_final(client: Any, run_ids: Iterable[str], stall_s: float, cap_s: float) -> dict[str, Any]:
    """Poll until every run is in a final state; the runs. A hang, not slowness, fails it: AssertionError naming the
    stragglers when no run has become final for stall_s, or when the whole wait passes cap_s."""
    ids = list(run_ids)
    started = last_progress = time.monotonic()
    done = 0
    while True:
        runs = read_runs(client, ids)
        left = [i for i in ids if i not in runs or runs[i].state is None or runs[i].state.type.value not in FINAL]
        if not left:
            return runs
        now = time.monotonic()
        if len(ids) - len(left) > done:
            done, last_progress = len(ids) - len(left), now
        if now - last_progress > stall_s or now - started > cap_s:
            states = {i: runs[i].state.type.value if i in runs and runs[i].state else None for i in left[:5]}
            why = f"none became final for {stall_s:.0f} s" if now - last_progress > stall_s else \
                f"the wait passed its {cap_s:.0f} s cap"
            raise AssertionError(f"{len(left)} of {len(ids)} run(s) not final after {now - started:.0f} s "
                                 f"({why}): {states}")
        time.sleep(0.5)


def dump_stuck(client: Any, run_ids: Iterable[str]) -> list[str]:
    """SIGABRT the processes of runs still in flight (faulthandler writes their stacks to the worker log)."""
    import os
    import signal

    from deploy.processes import alive

    out = []
    for run in read_runs(client, run_ids).values():
        pid = (run.infrastructure_pid or "").rpartition(":")[2]
        if run.state and run.state.type.value not in FINAL and pid.isdigit() and alive(int(pid)):
            os.kill(int(pid), signal.SIGABRT)
            out.append(f"{run.id} pid {pid} {run.state.type.value}")
    return out


def limit_state(client: Any) -> dict[str, Any]:
    """The store limit as the server has it (active slots, limit), to tell a stuck slot from a stuck server."""
    from flows.coordination import STORE_LIMIT

    lim = client.read_global_concurrency_limit_by_name(STORE_LIMIT)
    return {"limit": lim.limit, "active_slots": lim.active_slots, "denied": getattr(lim, "denied_slots", None)}


def state_counts(runs: dict[str, Any]) -> dict[str, int]:
    """How many runs ended in each state name."""
    out: dict[str, int] = {}
    for run in runs.values():
        out[run.state.name] = out.get(run.state.name, 0) + 1
    return out


def throughput(runs: dict[str, Any], started: dt.datetime) -> float:
    """Runs per second from the first submission to the last run's end."""
    end = max(r.end_time for r in runs.values() if r.end_time)
    return len(runs) / max((end - started).total_seconds(), 1e-9)


@dataclass
class StoreCheck:
    """What the store holds for a set of URLs."""

    benchmarks: dict[str, list[str]]
    companions: dict[str, list[str]]
    superseded: list[str]
    unaudited: list[str]
    unreadable: list[str]
    temp_files: list[str]


def check_store(store: Store, urls: Iterable[str]) -> StoreCheck:
    """Drafts per URL (benchmarks and kv companions apart), superseded versions, stale audits, broken files."""
    wanted = set(urls)
    bench: dict[str, list[str]] = {u: [] for u in wanted}
    kv: dict[str, list[str]] = {u: [] for u in wanted}
    unaudited, unreadable = [], []
    for path in store.iter_files("drafts"):
        try:
            rec = load_record_file(path)
        except Exception as exc:  # noqa: BLE001 - a broken file is what is reported
            unreadable.append(f"{path.name}: {exc}")
            continue
        url = rec["provenance"]["sources"][0].get("url")
        if url not in wanted:
            continue
        (bench if rec["kind"] == "benchmark" else kv)[url].append(rec["id"])
        if (rec.get("audit") or {}).get("content_hash") != content_hash(rec) or rec.get("status") != "draft":
            unaudited.append(rec["id"])
    superseded = [str(p.relative_to(store.history)) for p in store.history.rglob("*.json")] \
        if store.history.exists() else []
    temps = [str(p.relative_to(store.home)) for p in store.home.rglob("*") if is_temp(p)]
    return StoreCheck(bench, kv, superseded, unaudited, unreadable, temps)


def log_lines(store: Store) -> list[dict[str, Any]]:
    """Every line of the review log parsed (a torn line raises)."""
    if not store.review_log.exists():
        return []
    return [json.loads(line) for line in store.review_log.read_text(encoding="utf-8").splitlines()]
