"""Ingestion steps as plain functions: load with validators, snapshot, extract, stage, audit."""

from __future__ import annotations

import contextvars
import os
import threading
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor, as_completed
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from typing import Any, Callable, ContextManager, Iterator
from urllib.parse import SplitResult, urlsplit

from benchrec.errors import BenchrecError, printable
from benchrec.options import Options
from extractors.pipeline import Loaded, classify, source_entry
from extractors.urls import canonical_url
from staging.snapshots import UrlState
from benchrec.gcpause import frozen_heap
from staging.hashing import content_hash
from staging.pool import extract_records, extraction_processes
from staging.store import PutResult, Store

BATCH_FETCH_WORKERS = 8
BATCH_PER_HOST = 2


def _split(source: str) -> SplitResult | None:
    """A source as urlsplit reads it; None where urlsplit refuses the text ("http://[x": an unclosed IPv6 bracket)."""
    try:
        return urlsplit(source)
    except ValueError:
        return None


def is_url(source: str) -> bool:
    """True for http(s) URLs, malformed ones too, which the fetch guard refuses (local paths are sources too)."""
    parts = _split(source)
    return source[:8].lower().startswith(("http://", "https://")) if parts is None else parts.scheme in ("http", "https")


def load_for_ingest(source: str, opts: Options, store: Store, hint: str | None = None) -> Loaded:
    """Fetch a source with conditional GET against the store; a 304 reuses the stored snapshot. A URL is taken in
    its canonical spelling (no fragment, lower-case host), so every spelling of one page stages the same records."""
    from extractors.fetch import load_source

    source = canonical_url(source)
    previous = store.snapshots.url_state(source) if is_url(source) else None
    fetched = load_source(source, opts, previous=previous)
    if getattr(fetched, "not_modified", False) and previous is not None:
        raw = store.snapshots.get(previous.sha256)
        fetched_at = previous.fetched_at
        fetched = replace(fetched, body=raw, etag=fetched.etag or previous.etag,
                          last_modified=fetched.last_modified or previous.last_modified)
    else:
        raw = fetched.body
        unchanged = previous is not None and previous.sha256 == _sha(raw)
        fetched_at = previous.fetched_at if previous is not None and unchanged else fetched.fetched_at
        if previous is None and not is_url(source):
            fetched_at = store.snapshots.meta(_sha(raw)).get("fetched_at") or fetched_at
    kind = classify(raw, hint)
    entry = source_entry(source, fetched, raw, kind, fetched_at=fetched_at)
    return Loaded(source, raw, kind, fetched.content_type, entry)


def _sha(raw: bytes) -> str:
    """sha256 of bytes."""
    from staging.hashing import sha256_bytes

    return sha256_bytes(raw)


def snapshot_loaded(loaded: list[Loaded], store: Store) -> list[str]:
    """Put every source's bytes in the snapshot store and remember each URL's validators."""
    names = []
    for item in loaded:
        entry = item.entry
        names.append(store.snapshots.put(item.raw, {k: entry.get(k) for k in ("url", "path", "kind", "fetched_at", "http")}))
        if entry.get("url"):
            http = entry.get("http") or {}
            store.snapshots.remember_url(UrlState(item.source, item.sha256, http.get("etag"), http.get("last_modified"),
                                                  entry["fetched_at"]))
    return names


def stage_records(records: list[dict[str, Any]], store: Store) -> list[PutResult]:
    """Write each record as a draft; unchanged content is left as it is."""
    return store.stage_many(records)


def audit_ids(record_ids: list[str], opts: Options) -> dict[str, str | None]:
    """Audit the given staged records (with the whole store in view); their max severity by id."""
    if not record_ids:
        return {}
    from expectations.audit import audit_command

    doc = audit_command(record_ids, False, opts)
    return {r["record_id"]: r["max_severity"] for r in doc["results"]}


def ids_to_audit(results: list[PutResult], store: Store) -> list[str]:
    """Staged records that need an audit: changed now, never audited, or last audited on other content."""
    out = []
    for res in results:
        if res.changed:
            out.append(res.record_id)
            continue
        record = store.get(res.record_id)
        audit = (record or {}).get("audit") or {}
        stale = audit.get("content_hash") not in (None, content_hash(record)) if record else True
        if res.changed or not audit.get("run_id") or stale:
            out.append(res.record_id)
    return sorted(set(out))


def current_severities(results: list[PutResult], store: Store) -> dict[str, str | None]:
    """The max severity of each staged record's latest audit, as stored."""
    out: dict[str, str | None] = {}
    for res in results:
        record = store.get(res.record_id) or {}
        out[res.record_id] = (record.get("audit") or {}).get("max_severity")
    return out


def audit_staged(results: list[PutResult], opts: Options, store: Store) -> dict[str, str | None]:
    """Audit what changed (an unchanged re-ingest rewrites nothing); severities of every staged record."""
    todo = ids_to_audit(results, store)
    audited = set(todo)
    severities = current_severities([r for r in results if r.record_id not in audited], store)
    severities.update(audit_ids(todo, opts))
    return severities


def summarize(results: list[PutResult], severities: dict[str, str | None]) -> list[dict[str, Any]]:
    """The `drafts` entries of `benchrec ingest --json`."""
    return [{"id": r.record_id, "path": str(r.path), "max_severity": severities.get(r.record_id), "changed": r.changed}
            for r in results]


def ingest_deployment(sources: list[str], opts: Options, store: Store, kind: str | None = None,
                      fetch_slot: Callable[[str], ContextManager[Any]] | None = None) -> list[PutResult]:
    """Load, snapshot, extract and stage one deployment's sources, each once (distinct_sources), with no audit;
    fetches hold `fetch_slot(source)`."""
    sources = distinct_sources(sources)
    loaded = []
    for i, source in enumerate(sources):
        with fetch_slot(source) if fetch_slot is not None else nullcontext():
            loaded.append(load_for_ingest(source, opts, store, kind if i == 0 else None))
    snapshot_loaded(loaded, store)
    return stage_records(extract_records(loaded, opts, store), store)


def ingest_sources(sources: list[str], opts: Options, kind: str | None = None) -> list[dict[str, Any]]:
    """`benchrec ingest SOURCE...`: one deployment, staged and audited."""
    store = Store(opts.home)
    results = ingest_deployment(sources, opts, store, kind)
    return summarize(results, audit_staged(results, opts, store))


class HostSlots:
    """At most N fetches in flight per host, across threads (a local path needs no slot)."""

    def __init__(self, per_host: int = BATCH_PER_HOST) -> None:
        self._slots: defaultdict[str, threading.BoundedSemaphore] = defaultdict(
            lambda: threading.BoundedSemaphore(per_host))
        self._lock = threading.Lock()

    @contextmanager
    def hold(self, source: str) -> Iterator[None]:
        """Hold one slot of the source's host for the block."""
        if not is_url(source):
            yield
            return
        with self._lock:
            parts = _split(source)
            slot = self._slots[(parts.netloc if parts is not None else source).lower()]
        with slot:
            yield


Staged = Callable[[Any], list[PutResult]]


def run_each(items: list[Any], one: Staged, on_done: Callable[[Any, BenchrecError | None], None] | None = None,
             workers: int = BATCH_FETCH_WORKERS) -> list[PutResult]:
    """one(item) for every item in a pool of threads, each run in a copy of the caller's context; what they staged,
    in the order of the items. An item's BenchrecError does not stop the others: it goes to on_done, which is called
    in the caller's thread as each item finishes (None when it staged)."""
    staged: dict[int, list[PutResult]] = {}
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="benchrec-ingest") as pool:
        futures = {pool.submit(contextvars.copy_context().run, one, item): i for i, item in enumerate(items)}
        for future in as_completed(futures):
            item = items[futures[future]]
            try:
                staged[futures[future]] = future.result()
            except BenchrecError as exc:
                if on_done is None:
                    raise
                on_done(item, exc)
                continue
            if on_done is not None:
                on_done(item, None)
    return [res for i in sorted(staged) for res in staged[i]]


def failure_line(source: str, exc: BaseException) -> str:
    """One line for a source that failed, naming it once (most fetch errors already name their URL), in printable
    text (a file name's bytes that are not UTF-8 as \\xNN)."""
    text = str(exc)
    return printable(text if source in text else f"{source}: {text}")


def source_key(source: str) -> str:
    """What a source is, whatever its spelling: a URL in its canonical spelling, a path resolved (links followed)."""
    return canonical_url(source) if is_url(source) else os.path.realpath(os.path.expanduser(source))


def distinct_sources(sources: list[str]) -> list[str]:
    """A deployment's sources with each URL in its canonical spelling, each source (by source_key) once, in first
    order."""
    seen: dict[str, str] = {}
    for source in sources:
        seen.setdefault(source_key(source), canonical_url(source))
    return list(seen.values())


def distinct_deployments(deployments: list[list[str]]) -> list[list[str]]:
    """The deployments of a batch, each with its sources once (distinct_sources), each deployment once, in first
    order."""
    seen: dict[tuple[str, ...], list[str]] = {}
    for sources in deployments:
        distinct = distinct_sources(sources)
        seen.setdefault(tuple(source_key(s) for s in distinct), distinct)
    return list(seen.values())


def ingest_batch(deployments: list[list[str]], opts: Options, progress: bool = False,
                 on_done: Callable[[int, int], None] | None = None) -> list[dict[str, Any]]:
    """`benchrec ingest --from-file`: many deployments, fetched concurrently (a few per host), extracted in worker
    processes, audited once for the batch. A deployment listed twice (in any spelling of its URLs) is ingested once."""
    deployments = distinct_deployments(deployments)
    store = Store(opts.home)
    errors: list[str] = []
    slots = HostSlots()
    bar = _progress(len(deployments)) if progress else None
    done = 0

    def finished(sources: list[str], exc: BenchrecError | None) -> None:
        """One deployment staged or failed: note its error, move the bar."""
        nonlocal done
        done += 1
        if exc is not None:
            errors.append(failure_line(sources[0], exc))
        if bar is not None:
            bar.update(1)
        if on_done is not None:
            on_done(done, len(deployments))

    with frozen_heap():  # full collections during the batch skip the objects the process already held
        with extraction_processes(len(deployments)):
            results = run_each(deployments, lambda sources: ingest_deployment(sources, opts, store,
                                                                              fetch_slot=slots.hold), finished)
        if bar is not None:
            bar.close()
        summary = summarize(results, audit_staged(results, opts, store))
    for line in errors:
        summary.append({"id": None, "path": None, "max_severity": None, "error": line})
    return summary


def _progress(total: int) -> Any:
    """A terminal progress bar on stderr."""
    from tqdm import tqdm

    return tqdm(total=total, unit="deployment", desc="ingest", leave=True)
