"""Runs of a lost worker: find the ones left Pending/Running whose process is gone, mark them Crashed, resubmit.

A process worker killed with SIGKILL (or its machine lost) cannot report its runs' end: they stay Pending or
Running on the server. `orphaned()` finds them (the run's process, named by its infrastructure_pid, no longer exists
on this host; a run still Pending without a process after `stale_after_s`), `recover()` marks each Crashed and
creates a new run of the same deployment with the same parameters. Re-running is safe: ingest is idempotent.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Any, Iterable

from deploy.processes import alive

IN_FLIGHT = ("PENDING", "RUNNING")
STALE_AFTER_S = 60.0


@dataclass(frozen=True)
class Orphan:
    """A run left in flight by a lost worker, and why it is considered lost."""

    run_id: str
    deployment_id: str
    parameters: dict[str, Any]
    reason: str


def _process_gone(infrastructure_pid: str | None, local: bool) -> bool | None:
    """True/False when the run's process (a process worker records its pid) is gone/alive; None when unknown."""
    pid = (infrastructure_pid or "").rpartition(":")[2]
    if not local or not pid.isdigit():
        return None
    return not alive(int(pid))


def why_orphaned(run: Any, now: dt.datetime, local: bool = True, stale_after_s: float = STALE_AFTER_S) -> str | None:
    """The reason a run in flight is lost, or None while it may still be running."""
    if run.state is None or run.state.type.value not in IN_FLIGHT or run.deployment_id is None:
        return None
    gone = _process_gone(run.infrastructure_pid, local)
    if gone:
        return f"process {run.infrastructure_pid} is gone"
    age = (now - run.state.timestamp).total_seconds()
    if not run.infrastructure_pid and run.state.type.value == "PENDING" and age > stale_after_s:
        return f"pending without a process for {age:.0f} s"
    return None


def orphaned(client: Any, run_ids: Iterable[str] | None = None, stale_after_s: float = STALE_AFTER_S,
             local: bool = True) -> list[Orphan]:
    """Runs in flight (of run_ids, or all) that a lost worker left behind (local: the workers ran on this host)."""
    from prefect.client.schemas.filters import (FlowRunFilter, FlowRunFilterId, FlowRunFilterState,
                                                FlowRunFilterStateType)
    from prefect.client.schemas.objects import StateType
    from uuid import UUID

    states = FlowRunFilterState(type=FlowRunFilterStateType(any_=[StateType(t) for t in IN_FLIGHT]))
    ids = FlowRunFilterId(any_=[UUID(str(r)) for r in run_ids]) if run_ids is not None else None
    runs = client.read_flow_runs(flow_run_filter=FlowRunFilter(id=ids, state=states))
    now = dt.datetime.now(dt.timezone.utc)
    out = []
    for run in runs:
        reason = why_orphaned(run, now, local, stale_after_s)
        if reason:
            out.append(Orphan(str(run.id), str(run.deployment_id), dict(run.parameters or {}), reason))
    return out


def recover(client: Any, orphans: Iterable[Orphan]) -> dict[str, str]:
    """Mark each orphan Crashed and start a new run of its deployment with its parameters; {old id: new id}."""
    from prefect.states import Crashed

    out = {}
    for orphan in orphans:
        client.set_flow_run_state(orphan.run_id, Crashed(message=f"worker lost: {orphan.reason}"), force=True)
        new = client.create_flow_run_from_deployment(orphan.deployment_id, parameters=orphan.parameters,
                                                     tags=["resubmitted"])
        out[orphan.run_id] = str(new.id)
    return out
