"""Store writes coordinated across workers: a Prefect global concurrency limit on top of the store's file lock.

Every flow task that writes the store takes `CoordinatedStore.lock()`: first one slot of the global concurrency limit
STORE_LIMIT (so workers on different machines agree), then the store's own file lock (so a `benchrec` command on the
same data root agrees too). Without the limit (the embedded single-process default) only the file lock is taken.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from dataclasses import replace
from typing import Iterator

from benchrec.errors import StoreError
from extractors.pipeline import Loaded
from staging.snapshots import SnapshotStore
from staging.store import LOCK_TIMEOUT_S, Store

#: The global concurrency limit guarding the store's critical sections (`prefect gcl create benchrec-store --limit 1`).
STORE_LIMIT = "benchrec-store"
#: Lease of a held slot; the server's minimum. A worker killed while holding it frees it when the lease lapses.
LEASE_S = 60.0

_held = threading.local()
_configured: dict[str, bool] = {}


def limit_configured(name: str = STORE_LIMIT) -> bool:
    """True when a Prefect API is configured and the limit exists there (checked once per process)."""
    from prefect.settings import get_current_settings

    api = get_current_settings().api.url
    if not api:
        return False
    if api not in _configured:
        from prefect import get_client
        from prefect.exceptions import ObjectNotFound

        try:
            with get_client(sync_client=True) as client:
                client.read_global_concurrency_limit_by_name(name)
            _configured[api] = True
        except ObjectNotFound:
            _configured[api] = False
    return _configured[api]


@contextmanager
def store_slot(timeout: float = LOCK_TIMEOUT_S, name: str = STORE_LIMIT) -> Iterator[None]:
    """Hold the limit's slot for the block (re-entrant within a thread; a no-op where the limit is not set up)."""
    depth = getattr(_held, "depth", 0)
    if depth or not limit_configured(name):
        _held.depth = depth + 1
        try:
            yield
        finally:
            _held.depth = depth
        return
    from prefect.concurrency.asyncio import AcquireConcurrencySlotTimeoutError, ConcurrencySlotAcquisitionError
    from prefect.concurrency.sync import concurrency

    slot = concurrency(name, occupy=1, timeout_seconds=timeout, lease_duration=LEASE_S, strict=False)
    try:
        slot.__enter__()
    except (AcquireConcurrencySlotTimeoutError, ConcurrencySlotAcquisitionError) as exc:
        raise StoreError(f"store slot {name!r} not acquired in {timeout:.0f} s: {exc}") from None
    _held.depth = 1
    try:
        yield
    except BaseException as exc:
        _held.depth = 0
        if not slot.__exit__(type(exc), exc, exc.__traceback__):
            raise
    else:
        _held.depth = 0
        slot.__exit__(None, None, None)


class CoordinatedStore(Store):
    """A Store whose write lock is the global concurrency slot, then the local file lock."""

    @contextmanager
    def lock(self, timeout: float = LOCK_TIMEOUT_S) -> Iterator[None]:
        """Hold the store slot and the file lock, in that order (the same order everywhere: no deadlock)."""
        with store_slot(timeout), super().lock(timeout):
            yield


def settle_fetch(item: Loaded, snapshots: SnapshotStore) -> Loaded:
    """The same bytes already recorded at this URL keep their first fetch time, so racing runs extract equal drafts."""
    url = item.entry.get("url")
    state = snapshots.url_state(url) if url else None
    if state is None or state.sha256 != item.sha256 or item.entry.get("fetched_at") == state.fetched_at:
        return item
    return replace(item, entry=dict(item.entry, fetched_at=state.fetched_at))
