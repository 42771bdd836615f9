"""The `ingest` flow: deployments ingest/url, ingest/server-info and ingest/batch.

Fetch (retried on transient errors), snapshot, extract (merge and derive inside), stage, audit; the drafts then await
review. Each source's bytes are kept as soon as they are fetched, so an interrupted run loses nothing staged.
"""

from __future__ import annotations

import time
from typing import Any, Literal

from prefect import flow, get_run_logger
from prefect.artifacts import (create_link_artifact, create_markdown_artifact, create_progress_artifact,
                               create_table_artifact, update_progress_artifact)
from prefect.states import Failed, State

from benchrec.errors import BenchrecError
from benchrec.options import Options
from benchrec.gcpause import frozen_heap
from flows import artifacts, tasks
from flows.settings import current_options
from staging.ingest import distinct_deployments, failure_line
from staging.pool import extraction_processes
from staging.reaudit import ids_to_audit, latest_report
from staging.store import PutResult, Store

Kind = Literal["writeup", "server_info"]
#: The batch's progress artifact moves at most this often (and once at the end).
PROGRESS_EVERY_S = 1.0


def _publish(sources: list[str], rows: list[dict[str, Any]], audit_results: list[dict[str, Any]],
             report: str | None, errors: list[str] | None = None) -> None:
    """The run's artifacts: markdown summary, table of drafts, link to the audit report."""
    create_markdown_artifact(artifacts.ingest_markdown(sources, rows, audit_results, report, errors),
                             key="ingest-summary", description="What this ingest staged and how it audited")
    create_table_artifact(artifacts.drafts_table(rows), key="ingest-drafts", description="Drafts awaiting review")
    if report:
        create_link_artifact(artifacts.report_link(report), link_text="Audit report (review page)",
                             key="audit-report", description="The audit report of these drafts")


def _audit_and_describe(results: list[PutResult], opts: Options) -> tuple[list[dict[str, Any]], list[dict[str, Any]],
                                                                        str | None]:
    """Audit what needs it, then describe every staged draft; (rows, audit results, report path)."""
    store = Store(opts.home)
    pending = ids_to_audit(results, store)
    doc = (tasks.audit(tasks.as_is(pending), opts, describe=True) if pending
           else {"results": [], "report": latest_report(store)})
    heads = doc.get("heads") or {}  # the audited drafts as the audit read them: not read a second time
    stored = {r.record_id: heads.get(r.record_id) or store.get(r.record_id) or {} for r in results}
    return artifacts.draft_rows(results, stored, doc["results"]), doc["results"], doc.get("report")


def ingest_sources(sources: list[tuple[str, str | None]]) -> dict[str, Any] | State:
    """One deployment's sources through every step; a Failed state with a one-line reason on error."""
    log = get_run_logger()
    opts = current_options()
    names = [s for s, _ in sources]
    try:
        loaded = []
        for source, hint in sources:
            item = tasks.snapshot(tasks.as_is([tasks.fetch(source, opts, hint)]), opts)[0]
            log.info("fetched %s (%s bytes, sha256 %s)", source, len(item.raw), item.sha256[:12])
            loaded.append(item)
        results = tasks.stage(tasks.as_is(tasks.extract(tasks.as_is(loaded), opts)), opts)
        rows, audit_results, report = _audit_and_describe(results, opts)
    except BenchrecError as exc:
        log.error("ingest failed: %s", exc)
        return Failed(message=f"ingest failed: {exc}")
    _publish(names, rows, audit_results, report)
    headline = artifacts.ingest_headline(names, rows, artifacts.worst(r["max_severity"] for r in rows))
    log.info("%s", headline)
    return {"sources": names, "drafts": artifacts.DraftRows(rows),
            "unchanged": bool(rows) and not any(r["changed"] for r in rows), "report": report, "headline": headline}


@flow(name="ingest", description="Ingest one write-up (and its server_info dump): drafts staged for review.")
def ingest(url: str, server_info_url: str | None = None, kind: Kind | None = None) -> dict[str, Any] | State:
    """ingest/url: a write-up URL, optionally with its operator's server_info dump."""
    sources: list[tuple[str, str | None]] = [(url, kind)]
    if server_info_url:
        sources.append((server_info_url, "server_info"))
    return ingest_sources(sources)


@flow(name="ingest", description="Ingest an operator's server_info dump, optionally with its write-up.")
def ingest_server_info(server_info_url: str, url: str | None = None) -> dict[str, Any] | State:
    """ingest/server-info: a server_info dump URL, optionally with the write-up it belongs to."""
    sources: list[tuple[str, str | None]] = [(url, "writeup")] if url else []
    return ingest_sources(sources + [(server_info_url, "server_info")])


@flow(name="ingest", description="Ingest many write-ups, a few fetches per host at a time, extracted in worker "
                                 "processes, audited once for the batch.")
def ingest_batch(urls: list[str]) -> dict[str, Any] | State:
    """ingest/batch: one deployment per URL, each start to end in a thread of the `ingest-sources` task (fetched
    with a bound per host, extracted in worker processes, staged); one audit at the end."""
    log = get_run_logger()
    opts = current_options()
    todo = [sources[0] for sources in distinct_deployments([[u.strip()] for u in urls if u and u.strip()])]
    progress: Any = create_progress_artifact(0.0, key="ingest-batch-progress", description=f"{len(todo)} source(s)")
    errors: list[str] = []
    done, shown_at = 0, time.monotonic()

    def finished(url: str, exc: BenchrecError | None = None) -> None:
        """One source is staged or has failed: note it and move the progress artifact (at most every
        PROGRESS_EVERY_S, and at the end: each update is an API call)."""
        nonlocal done, shown_at
        done += 1
        if exc is not None:
            errors.append(failure_line(url, exc))
            log.error("%s", errors[-1])
        if done == len(todo) or time.monotonic() - shown_at >= PROGRESS_EVERY_S:
            update_progress_artifact(progress, 100.0 * done / max(len(todo), 1))
            shown_at = time.monotonic()

    with frozen_heap():  # full collections during the batch skip the objects the worker already held
        with extraction_processes(len(todo)):
            results = tasks.ingest_sources(tasks.as_is(todo), opts, tasks.as_is(finished))
        try:
            rows, audit_results, report = _audit_and_describe(results, opts)
        except BenchrecError as exc:
            return Failed(message=f"batch staged {len(results)} draft(s) but the audit failed: {exc}")
        _publish(todo, rows, audit_results, report, errors)
    summary = {"sources": todo, "drafts": artifacts.DraftRows(rows), "errors": errors, "report": report}
    if errors:
        return Failed(message=f"{len(errors)} of {len(todo)} source(s) failed (the others are staged): {errors[0]}")
    return summary
