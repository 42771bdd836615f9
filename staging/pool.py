"""Extraction in worker processes while a batch runs: the rules are CPU-bound, and threads share one core.

`extraction_processes(n)` opens a pool of worker processes for the block when a batch of n deployments is large
enough to repay starting them (each worker imports the extractors once); `extract_records` then runs a deployment's
extraction in a worker and links its siblings in the calling process (the store's index lives there). Outside such a
block, or for a small batch, extraction runs in the calling thread, with the same result.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any, Iterator

from benchrec.options import Options
from extractors.pipeline import Loaded, extract_loaded

#: Worker processes of a batch: one per CPU, at most this many.
MAX_EXTRACT_PROCESSES = 4
#: A batch smaller than this extracts in the calling process (starting workers costs about half a second).
MIN_PARALLEL_DEPLOYMENTS = 4

_pool: ProcessPoolExecutor | None = None
_users = 0
_guard = threading.Lock()


def worker_count() -> int:
    """How many worker processes a batch uses on this machine (1 means none: extraction stays in-process)."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(MAX_EXTRACT_PROCESSES, cpus))


@contextmanager
def extraction_processes(deployments: int) -> Iterator[int]:
    """Within the block, extract_records uses worker processes when the batch is large enough; yields their count."""
    global _pool, _users
    workers = worker_count() if deployments >= MIN_PARALLEL_DEPLOYMENTS else 1
    if workers <= 1:
        yield 1
        return
    with _guard:
        if _pool is None:  # spawn, not fork: the batch's fetch threads may hold locks a forked child would inherit
            _pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
        _users += 1
    try:
        yield workers
    finally:
        with _guard:
            _users -= 1
            pool, done = _pool, _users == 0
            if done:
                _pool = None
        if done and pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)


def extract_records(loaded: list[Loaded], opts: Options, store: Any = None) -> list[dict[str, Any]]:
    """extract_loaded of one deployment, in a worker process when a pool is open; siblings linked here. The
    write-ups' texts are kept for the audit that follows, so it does not parse the snapshots again."""
    from expectations.provenance import keep_texts

    pool = _pool
    texts: dict[tuple[str, str | None], str] = {}
    if pool is None:
        records = extract_loaded(loaded, opts, store, texts)
    else:
        from extractors.derive import link_siblings

        records, texts = pool.submit(_extract_in_worker, loaded, opts).result()
        link_siblings(records, store)
    keep_texts(texts)
    return records


def _extract_in_worker(loaded: list[Loaded], opts: Options) -> tuple[list[dict[str, Any]], dict[Any, str]]:
    """extract_loaded in a worker process (no store: siblings are linked by the caller), with the texts."""
    texts: dict[tuple[str, str | None], str] = {}
    return extract_loaded(loaded, opts, None, texts), texts
