"""Prefect tasks, each wrapping one plain step; retries, caching and per-host bounds live here, logic does not."""

from __future__ import annotations

import random
import time
from datetime import timedelta
from typing import Any, Callable, TypeVar, cast

from prefect import task
from prefect.cache_policies import NO_CACHE
from prefect.tasks import exponential_backoff
from prefect.utilities.annotations import quote

from benchrec.errors import BenchrecError, FetchError, GateError
from benchrec.options import Options
from extractors.pipeline import Loaded
from flows.artifacts import head_of
from flows.coordination import CoordinatedStore, settle_fetch
from staging import reaudit as reaudit_steps
from staging import review as review_steps
from staging.hashing import sha256_bytes
from staging.ingest import (BATCH_PER_HOST, HostSlots, is_url, load_for_ingest, run_each, snapshot_loaded,
                            stage_records)
from staging.pool import extract_records
from staging.store import PutResult, Store

T = TypeVar("T")

FETCH_RETRIES = 3
FETCH_BACKOFF_FACTOR_S = 2.0
FETCH_JITTER = 0.5
#: A fetched source is reused within one flow run (flow retries, the same URL twice in a batch) for this long.
FETCH_CACHE_TTL = timedelta(hours=6)


def is_transient_error(exc: BaseException | None) -> bool:
    """True for fetch errors that may pass (timeouts, 429/5xx after the fetch layer's own retries)."""
    if not isinstance(exc, FetchError):
        return False
    try:
        from extractors.fetch import is_transient
    except ImportError:
        return bool(getattr(exc, "transient", False))
    return bool(is_transient(exc))


def retry_transient(task: Any, task_run: Any, state: Any) -> bool:
    """Prefect retry condition: retry the fetch only on transient errors (never a refused URL or a 404)."""
    try:
        exc = state.result(raise_on_failure=False)
    except Exception:  # noqa: BLE001 - an unreadable failure is not worth a retry
        return False
    return is_transient_error(exc if isinstance(exc, BaseException) else None)


def fetch_cache_key(ctx: Any, params: dict[str, Any]) -> str | None:
    """Cache key of a fetch: the flow run, the URL, the kind hint and the validators the store holds for it."""
    source, opts = params["source"], params["opts"]
    if not is_url(source):
        return None
    state = Store(opts.home).snapshots.url_state(source)
    validators = (state.sha256, state.etag or "", state.last_modified or "") if state else ("", "", "")
    run = str(getattr(ctx.task_run, "flow_run_id", "") or "")
    return "fetch-" + sha256_bytes("|".join((run, source, params.get("hint") or "", *validators)).encode())


HOST_SLOTS = HostSlots(BATCH_PER_HOST)



def as_is(value: T) -> T:
    """The value, wrapped so that Prefect hands it to a task without walking it for futures (its quote), typed as
    itself."""
    return cast(T, quote(value))

@task(name="fetch", retries=FETCH_RETRIES, retry_delay_seconds=exponential_backoff(backoff_factor=FETCH_BACKOFF_FACTOR_S),
      retry_jitter_factor=FETCH_JITTER, retry_condition_fn=retry_transient, cache_key_fn=fetch_cache_key,
      cache_expiration=FETCH_CACHE_TTL, task_run_name="fetch {source}")
def fetch(source: str, opts: Options, hint: str | None = None) -> Loaded:
    """Fetch one source with conditional GET against the snapshot store (a 304 reuses the snapshot)."""
    with HOST_SLOTS.hold(source):
        return load_for_ingest(source, opts, Store(opts.home), hint)


def keep_snapshots(loaded: list[Loaded], store: Store) -> list[Loaded]:
    """Keep the fetched bytes; bytes already recorded at a URL keep their first fetch time. The bytes go in before
    the store lock is taken (a snapshot is named by its hash, so writers of the same bytes agree); their metadata
    and the URL's state, which other runs read and change, under it."""
    for item in loaded:
        store.snapshots.put(item.raw)
    with store.lock():
        settled = [settle_fetch(item, store.snapshots) for item in loaded]
        snapshot_loaded(settled, store)
    return settled


def stage_locked(records: list[dict[str, Any]], store: Store) -> list[PutResult]:
    """Stage records as drafts in one critical section (unchanged content is left alone)."""
    with store.lock():
        return stage_records(records, store)


@task(name="snapshot", cache_policy=NO_CACHE, persist_result=False)
def snapshot(loaded: list[Loaded], opts: Options) -> list[Loaded]:
    """Keep the fetched bytes; bytes already recorded at a URL keep their first fetch time (racing runs agree)."""
    return keep_snapshots(loaded, CoordinatedStore(opts.home))


@task(name="extract", cache_policy=NO_CACHE, persist_result=False)
def extract(loaded: list[Loaded], opts: Options) -> list[dict[str, Any]]:
    """Extract, merge and derive the records of one deployment (in a worker process while a batch has them open)."""
    return extract_records(loaded, opts, Store(opts.home))  # the store, read only: siblings are linked


@task(name="stage", cache_policy=NO_CACHE, persist_result=False)
def stage(records: list[dict[str, Any]], opts: Options) -> list[PutResult]:
    """Stage the records as drafts (unchanged content is left alone), in one critical section."""
    return stage_locked(records, CoordinatedStore(opts.home))


def ingest_one(source: str, opts: Options) -> list[PutResult]:
    """One source of a batch, start to end in the calling thread: fetch (a few per host), snapshot, extract (in a
    worker process while the batch has them open), stage."""
    store = CoordinatedStore(opts.home)
    with HOST_SLOTS.hold(source):
        item = load_for_ingest(source, opts, store, None)
    return stage_locked(extract_records(keep_snapshots([item], store), opts, store), store)


def with_fetch_retries(stage_one: Callable[[str], list[PutResult]], source: str) -> list[PutResult]:
    """stage_one(source), tried again on a transient fetch error at most FETCH_RETRIES times, after 2, 4, 8 s (times
    FETCH_BACKOFF_FACTOR_S / 2, with FETCH_JITTER): the fetch task's retry policy, for sources staged in one task."""
    for attempt in range(FETCH_RETRIES + 1):
        try:
            return stage_one(source)
        except FetchError as exc:
            if attempt >= FETCH_RETRIES or not is_transient_error(exc):
                raise
            time.sleep(FETCH_BACKOFF_FACTOR_S * 2 ** attempt * random.uniform(1 - FETCH_JITTER, 1 + FETCH_JITTER))
    raise AssertionError("unreachable: the last attempt returns or raises")


@task(name="ingest-sources", cache_policy=NO_CACHE, persist_result=False)
def ingest_sources(sources: list[str], opts: Options,
                   on_done: Callable[[str, BenchrecError | None], None]) -> list[PutResult]:
    """A batch's sources, each start to end in a thread of its own (ingest_one, retried as `fetch` is); each outcome
    goes to on_done, in this task's thread, as it finishes. One task run for the batch: a task run per source cost
    about 20 ms of this worker's and the API's CPU each, a sixth of the batch's time on two cores."""
    return run_each(sources, lambda source: with_fetch_retries(lambda s: ingest_one(s, opts), source), on_done)


@task(name="audit", cache_policy=NO_CACHE, persist_result=False)
def audit(record_ids: list[str], opts: Options, all_records: bool = False, describe: bool = False) -> dict[str, Any]:
    """Audit the given records (or all) with the store in view: {"results": [...], "report": PATH}, plus with
    `describe` {"heads": {id: what the drafts table shows of it}} from the records as the audit read them."""
    from expectations.audit import audit_command

    return audit_command(list(record_ids), all_records, opts, store=CoordinatedStore(opts.home),
                         describe=head_of if describe else None)


@task(name="recheck", cache_policy=NO_CACHE, persist_result=False)
def recheck(group: reaudit_steps.SourceGroup, loaded: list[Loaded], opts: Options) -> dict[str, Any]:
    """Compare re-fetched bytes with the records', flag changed ones and stage their re-extraction."""
    return reaudit_steps.recheck_group(group, loaded, opts, CoordinatedStore(opts.home)).as_dict()


@task(name="decide", cache_policy=NO_CACHE, persist_result=False)
def decide(opts: Options, record_id: str, decision: str, reviewer: str, note: str,
           waivers: list[dict[str, str]], expected_hash: str) -> dict[str, Any]:
    """Record a decision bound to the content shown; {"refused": reason} when the gate refuses."""
    try:
        return review_steps.decide(CoordinatedStore(opts.home), record_id, decision, reviewer, note, waivers,
                                   expected_hash)
    except GateError as exc:
        return {"refused": str(exc)}


@task(name="promote", cache_policy=NO_CACHE, persist_result=False)
def promote(opts: Options, record_id: str) -> dict[str, Any]:
    """Publish an approved record when the gate passes; {"reason": ...} when it refuses."""
    try:
        return {"published": True, "path": str(review_steps.promote(CoordinatedStore(opts.home), record_id))}
    except GateError as exc:
        return {"published": False, "reason": str(exc)}
