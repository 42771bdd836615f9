"""The store slot against a real `prefect server start`: waiting for a held slot, then getting it; timing out."""

from __future__ import annotations

import contextvars
import threading
import time
from pathlib import Path
from typing import Callable, Iterator

import pytest
import requests

from benchrec.errors import StoreError
from flows import coordination
from tests.prefect_server import PrefectServer, api_settings, start_prefect_server

pytestmark = pytest.mark.prefect_server

LIMIT = "benchrec-store-test"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[PrefectServer]:
    """A Prefect server with a global concurrency limit of 1 named LIMIT."""
    srv = start_prefect_server(tmp_path_factory.mktemp("coordination") / "prefect-home")
    try:
        resp = requests.post(f"{srv.api_url}/v2/concurrency_limits/", json={"name": LIMIT, "limit": 1}, timeout=30)
        resp.raise_for_status()
        yield srv
    finally:
        srv.stop()


@pytest.fixture
def api(server: PrefectServer) -> Iterator[PrefectServer]:
    """This process's Prefect settings pointed at the server; the per-process limit check forgotten around it."""
    coordination._configured.clear()
    with api_settings(server):
        yield server
    coordination._configured.clear()


def in_thread(target: Callable[[], None]) -> threading.Thread:
    """A started thread running target in a copy of this context (Prefect's temporary settings are context-local)."""
    context = contextvars.copy_context()
    thread = threading.Thread(target=lambda: context.run(target))
    thread.start()
    return thread


def active_slots(server: PrefectServer, name: str = LIMIT) -> int:
    resp = requests.get(f"{server.api_url}/v2/concurrency_limits/{name}", timeout=30)
    resp.raise_for_status()
    return int(resp.json()["active_slots"])


def test_limit_configured_by_name(api: PrefectServer) -> None:
    assert coordination.limit_configured(LIMIT)
    assert not coordination.limit_configured("benchrec-no-such-limit")


def test_second_holder_waits_for_release_then_gets_the_slot(api: PrefectServer) -> None:
    held, release, events = threading.Event(), threading.Event(), []

    def holder() -> None:
        with coordination.store_slot(timeout=30, name=LIMIT):
            with coordination.store_slot(timeout=30, name=LIMIT):   # re-entrant: no second slot
                held.set()
                release.wait(30)
            events.append(("released", time.monotonic()))

    def waiter() -> None:
        with coordination.store_slot(timeout=30, name=LIMIT):
            events.append(("acquired", time.monotonic()))

    first = in_thread(holder)
    assert held.wait(30)
    assert active_slots(api) == 1
    second = in_thread(waiter)
    time.sleep(2.0)
    assert not any(kind == "acquired" for kind, _ in events)   # still waiting for the held slot
    release.set()
    first.join(30)
    second.join(30)
    assert [kind for kind, _ in events] == ["released", "acquired"]
    assert active_slots(api) == 0


def test_timeout_is_a_store_error(api: PrefectServer) -> None:
    held, release = threading.Event(), threading.Event()

    def holder() -> None:
        with coordination.store_slot(timeout=30, name=LIMIT):
            held.set()
            release.wait(30)

    first = in_thread(holder)
    try:
        assert held.wait(30)
        started = time.monotonic()
        with pytest.raises(StoreError) as err:
            with coordination.store_slot(timeout=2, name=LIMIT):
                pytest.fail("slot granted while held")
        assert 1.5 <= time.monotonic() - started < 10
        assert "\n" not in str(err.value) and LIMIT in str(err.value)
    finally:
        release.set()
        first.join(30)
    assert active_slots(api) == 0


def test_missing_limit_is_a_no_op(api: PrefectServer, tmp_path: Path) -> None:
    with coordination.store_slot(timeout=1, name="benchrec-no-such-limit"):
        pass
