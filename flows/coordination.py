"""Store writes coordinated across workers: a Prefect global concurrency limit on top of the store's file lock.

Every flow task that writes the store takes `CoordinatedStore.lock()`: first one slot of the global concurrency limit
STORE_LIMIT (so workers on different machines agree), then the store's own file lock (so a `benchrec` command on the
same data root agrees too). Without the limit (the embedded single-process default) only the file lock is taken.

The slot is taken with plain HTTP calls (`requests`, a timeout on every request) to the endpoints Prefect's client
uses (`/v2/concurrency_limits/increment-with-lease`, `.../leases/{id}/renew`, `.../decrement-with-lease`), not with
`prefect.concurrency.sync.concurrency`: that one runs its calls on Prefect's global event-loop thread through
`run_coro_as_sync`, and a flow run was seen waiting there indefinitely on a loaded server.
"""

from __future__ import annotations

import base64
import threading
import time
from contextlib import contextmanager
from dataclasses import replace
from typing import Any, Iterator

import requests

from benchrec.errors import StoreError
from extractors.pipeline import Loaded
from flows import prefect_compat
from staging.snapshots import SnapshotStore
from staging.store import LOCK_TIMEOUT_S, Store

prefect_compat.install()

#: The global concurrency limit guarding the store's critical sections (`prefect gcl create benchrec-store --limit 1`).
STORE_LIMIT = "benchrec-store"
#: Lease of a held slot; the server's minimum. A worker killed while holding it frees it when the lease lapses.
LEASE_S = 60.0
#: Timeout of each HTTP request to the API (connect, read). A request that exceeds it is retried within the budget.
REQUEST_TIMEOUT_S = (5.0, 15.0)
#: Longest sleep between acquisition attempts when the limit is full (the server's Retry-After is used up to this).
RETRY_MAX_S = 1.0

_held = threading.local()
_configured: dict[tuple[str, str], bool] = {}


def _api() -> tuple[str | None, dict[str, str]]:
    """The API base URL and the headers Prefect's client sends to it (auth string as Basic, else API key as Bearer)."""
    from prefect.settings import get_current_settings

    settings = get_current_settings()
    url = settings.api.url
    headers = {"Accept": "application/json"}
    auth = settings.api.auth_string.get_secret_value() if settings.api.auth_string else None
    key = settings.api.key.get_secret_value() if settings.api.key else None
    if auth:
        headers["Authorization"] = "Basic " + base64.b64encode(auth.encode("utf-8")).decode("ascii")
    elif key:
        headers["Authorization"] = f"Bearer {key}"
    return (url.rstrip("/") if url else None), headers


def limit_configured(name: str = STORE_LIMIT) -> bool:
    """True when a Prefect API is configured and the limit exists there (checked once per process)."""
    api, headers = _api()
    if not api:
        return False
    if (api, name) not in _configured:
        try:
            resp = requests.get(f"{api}/v2/concurrency_limits/{name}", headers=headers, timeout=REQUEST_TIMEOUT_S)
        except requests.RequestException as exc:
            raise StoreError(f"store limit {name!r} not readable at {api}: {type(exc).__name__}") from None
        if resp.status_code == 404:
            _configured[api, name] = False
        else:
            resp.raise_for_status()
            _configured[api, name] = True
    return _configured[api, name]


def _retry_after(resp: requests.Response) -> float:
    try:
        return min(max(float(resp.headers.get("Retry-After", RETRY_MAX_S)), 0.05), RETRY_MAX_S)
    except ValueError:
        return RETRY_MAX_S


def _acquire(api: str, headers: dict[str, str], name: str, timeout: float) -> str:
    """A lease id for one slot of the limit; StoreError when none is granted within timeout seconds."""
    deadline = time.monotonic() + timeout
    body: dict[str, Any] = {"names": [name], "slots": 1, "mode": "concurrency", "lease_duration": LEASE_S}
    last = "limit full"
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise StoreError(f"store slot {name!r} not acquired in {timeout:.0f} s: {last}")
        try:
            resp = requests.post(f"{api}/v2/concurrency_limits/increment-with-lease", json=body, headers=headers,
                                 timeout=(REQUEST_TIMEOUT_S[0], min(REQUEST_TIMEOUT_S[1], max(left, 1.0))))
        except requests.RequestException as exc:
            last = f"{type(exc).__name__}"
            time.sleep(min(RETRY_MAX_S, max(deadline - time.monotonic(), 0)))
            continue
        if resp.status_code == 423:
            last = "limit full"
            time.sleep(min(_retry_after(resp), max(deadline - time.monotonic(), 0)))
            continue
        if resp.status_code >= 500:
            last = f"HTTP {resp.status_code}"
            time.sleep(min(RETRY_MAX_S, max(deadline - time.monotonic(), 0)))
            continue
        if resp.status_code >= 400:
            raise StoreError(f"store slot {name!r} refused: HTTP {resp.status_code} {resp.text[:200]!r}")
        return str(resp.json()["lease_id"])


def _release(api: str, headers: dict[str, str], lease_id: str) -> None:
    """Give the slot back; if the server cannot be reached, the lease lapses on its own."""
    for _ in range(3):
        try:
            resp = requests.post(f"{api}/v2/concurrency_limits/decrement-with-lease", json={"lease_id": lease_id},
                                 headers=headers, timeout=REQUEST_TIMEOUT_S)
            if resp.status_code < 500:
                return
        except requests.RequestException:
            pass
        time.sleep(0.5)


def _renew_until(stop: threading.Event, api: str, headers: dict[str, str], lease_id: str) -> None:
    """Renew the lease at 75 % of its duration until stop is set (a daemon thread)."""
    while not stop.wait(LEASE_S * 0.75):
        try:
            requests.post(f"{api}/v2/concurrency_limits/leases/{lease_id}/renew", json={"lease_duration": LEASE_S},
                          headers=headers, timeout=REQUEST_TIMEOUT_S)
        except requests.RequestException:
            pass


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
    api, headers = _api()
    assert api is not None
    lease_id = _acquire(api, headers, name, timeout)
    stop = threading.Event()
    renewer = threading.Thread(target=_renew_until, args=(stop, api, headers, lease_id),
                               name="benchrec-store-lease", daemon=True)
    renewer.start()
    _held.depth = 1
    try:
        yield
    finally:
        _held.depth = 0
        stop.set()
        _release(api, headers, lease_id)


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
