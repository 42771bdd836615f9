"""The `review` flow (deployment review/record): show a draft's audit, suspend for a decision, record it, promote.

The run goes from its first line again when resumed, so everything before the suspension is idempotent: the content
hash shown is saved as a run input the first time and read back after, and the decision is checked against it.
A decision on content changed since it was shown is refused: the run ends Failed with the reason, the record stays in
draft. An approval the gate refuses (an unwaived warning, a critical failure) is recorded; the run ends Completed with
the reason in its outcome artifact, and the record waits as approved-not-published.
"""

from __future__ import annotations

from typing import Any, Literal

from prefect import flow, get_run_logger, suspend_flow_run
from prefect.artifacts import create_markdown_artifact
from prefect.input import RunInput, create_flow_run_input, read_flow_run_input
from prefect.states import Failed, State
from pydantic import BaseModel, Field

from benchrec.errors import BenchrecError
from flows import artifacts, tasks
from flows.settings import current_options
from staging.hashing import content_hash
from staging.review import load_draft
from staging.store import Store

SHOWN_KEY = "benchrec-shown"
DECISION_KEY = "decision"
#: How long a review waits for its decision before the run fails (a week).
REVIEW_TIMEOUT_S = 7 * 24 * 3600


class Waiver(BaseModel):
    """A reviewer's waiver of one warning rule."""

    rule: str = Field(min_length=1)
    reason: str = Field(min_length=1)


class ReviewInput(RunInput):
    """The reviewer's answer, given in the Prefect UI form or through resume_flow_run(run_input=...)."""

    decision: Literal["approved", "rejected"]
    reviewer: str = Field(min_length=1)
    note: str = ""
    waivers: list[Waiver] = Field(default_factory=list)
    content_hash: str = Field(min_length=64, max_length=64)


def _show(store: Store, record_id: str) -> dict[str, str]:
    """Publish the audit of the draft once per run and remember the content hash shown."""
    shown: Any = read_flow_run_input(SHOWN_KEY)  # called in a flow: the value, not a coroutine
    if shown:
        return shown
    record = load_draft(store, record_id)
    digest = content_hash(record)
    create_markdown_artifact(artifacts.review_markdown(record, digest),
                             key=artifacts.artifact_key("review", record_id),
                             description=f"Audit of {record_id} as shown for review (content_hash {digest[:12]})")
    shown = {"record_id": record_id, "content_hash": digest, "description": artifacts.review_description(record, digest)}
    create_flow_run_input(SHOWN_KEY, shown)
    return shown


def _finish(record_id: str, outcome: dict[str, Any]) -> dict[str, Any] | State:
    """Publish the outcome and end the run: Failed when the decision was refused."""
    create_markdown_artifact(artifacts.review_outcome_markdown(record_id, outcome),
                             key=artifacts.artifact_key("review", record_id, "outcome"))
    if outcome.get("refused"):
        get_run_logger().error("%s", outcome["refused"])
        return Failed(message=outcome["refused"])
    return outcome


@flow(name="review", persist_result=True,
      description="Show a draft's audit, wait for a reviewer's decision, record it, promote when the gate passes.")
def review(record_id: str) -> dict[str, Any] | State:
    """review/record: suspend for a ReviewInput, then decide (bound to the hash shown) and promote."""
    opts = current_options()
    store = Store(opts.home)
    try:
        shown = _show(store, record_id)
    except BenchrecError as exc:
        return Failed(message=str(exc))
    answer = suspend_flow_run(
        wait_for_input=ReviewInput.with_initial_data(description=shown["description"],
                                                     content_hash=shown["content_hash"]),
        timeout=REVIEW_TIMEOUT_S, key=DECISION_KEY)
    base = {"record_id": record_id, "decision": answer.decision, "reviewer": answer.reviewer,
            "content_hash": shown["content_hash"]}
    if answer.content_hash != shown["content_hash"]:
        return _finish(record_id, dict(base, refused=(
            f"{record_id}: the decision names content_hash {answer.content_hash[:12]} but this run showed "
            f"{shown['content_hash'][:12]}; decision refused")))
    entry = tasks.decide(opts, record_id, answer.decision, answer.reviewer, answer.note,
                         [w.model_dump() for w in answer.waivers], shown["content_hash"])
    if entry.get("refused"):
        return _finish(record_id, dict(base, refused=entry["refused"]))
    outcome = dict(base, published=False)
    if answer.decision == "approved":
        outcome.update(tasks.promote(opts, record_id))
    return _finish(record_id, outcome)
