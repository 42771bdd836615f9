"""Bounds on waits that Prefect 3.9.1 makes without a timeout in a flow-run process.

`prefect.flow_engine` enters `observe_flow_run_suspension` for every flow run that has a deployment (the runs a
worker starts). That context manager starts a thread which subscribes a `FlowRunSuspendingObserver` to the server's
events websocket (`/api/events/out`) and then waits with `ready_event.wait()`, without a timeout, until the
subscription is up. On a loaded server the subscription can take indefinitely long (or never complete), and the run
never starts: it stays Pending/Running with its main thread in `observe_flow_run_suspension`.

The observer only serves suspensions requested from outside the process (another client setting the run's state to
Suspended). The ingest and re-audit flows never suspend, and the review flow suspends itself with
`suspend_flow_run`, which raises in-process and does not go through the observer. So `install()` replaces the
engine's reference with the same observer whose wait for the subscription is bounded by `OBSERVER_READY_S`: after
that the run proceeds (with a warning) and the observer thread keeps trying in the background; an external
suspension request is then noticed only once it has subscribed, as before.

`install()` is called when `flows.coordination` is imported, which every flow module imports (through
`flows.tasks`); the engine loads the flow from its entrypoint before it starts the run, so the patch is in place
before `setup_flow_run_suspension_request` looks the name up.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import threading
from contextlib import contextmanager
from typing import Any, Generator
from uuid import UUID

#: How long a flow run waits for the suspension observer's websocket subscription before it proceeds without it.
OBSERVER_READY_S = 10.0

_log = logging.getLogger("benchrec.prefect_compat")
_installed = False


@contextmanager
def bounded_observe_flow_run_suspension(
    flow_run_id: UUID,
    suspension_request: Any,
    polling_interval: float = 10,
) -> Generator[None, None, None]:
    """Prefect 3.9.1's `observe_flow_run_suspension`, but the wait for the subscription lasts OBSERVER_READY_S."""
    from prefect._flow_run_suspension import mark_flow_run_suspension_requested
    from prefect._internal.observers import FlowRunSuspendingObserver

    stop_event = threading.Event()
    ready_event = threading.Event()

    def mark_suspended(flow_run_id: UUID, state: Any) -> None:
        if not mark_flow_run_suspension_requested(flow_run_id, state):
            suspension_request.mark_requested(state)

    async def run_observer() -> None:
        async with FlowRunSuspendingObserver(on_suspended=mark_suspended, polling_interval=polling_interval) as obs:
            await obs.watch_flow_run_id(flow_run_id)
            ready_event.set()
            while not stop_event.is_set():
                await asyncio.sleep(0.2)

    context = contextvars.copy_context()

    def observer_thread() -> None:
        try:
            context.run(lambda: asyncio.run(run_observer()))
        except Exception:
            _log.debug("flow run suspension observer exited with an exception", exc_info=True)
        finally:
            ready_event.set()

    thread = threading.Thread(target=observer_thread, name="benchrec-suspension-observer", daemon=True)
    thread.start()
    if not ready_event.wait(OBSERVER_READY_S):
        _log.warning("suspension observer not subscribed after %.0f s; flow run %s proceeds without waiting for it",
                     OBSERVER_READY_S, flow_run_id)
    try:
        yield
    finally:
        stop_event.set()
        thread.join(timeout=2)


def install() -> None:
    """Point `prefect.flow_engine` at the bounded observer (idempotent)."""
    global _installed
    if _installed:
        return
    import prefect.flow_engine as flow_engine

    if hasattr(flow_engine, "observe_flow_run_suspension"):
        flow_engine.observe_flow_run_suspension = bounded_observe_flow_run_suspension
    _installed = True
