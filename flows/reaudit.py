"""The `reaudit` flow (deployment reaudit/nightly): re-fetch every source, flag changed bytes, re-audit everything."""

from __future__ import annotations

from typing import Any

from prefect import flow, get_run_logger
from prefect.artifacts import create_link_artifact, create_markdown_artifact, create_table_artifact
from prefect.task_runners import ThreadPoolTaskRunner

from benchrec.errors import BenchrecError
from flows import artifacts, tasks
from flows.settings import current_options
from staging.ingest import BATCH_FETCH_WORKERS
from staging.reaudit import GroupCheck, source_groups
from staging.store import Store

NIGHTLY_CRON = "0 3 * * *"


@flow(name="reaudit", description="Re-fetch every source with conditional GET, flag and re-extract changed ones, "
                                  "re-audit every draft and published record.",
      # Prefect types task_runner invariantly in its future type: a thread pool reads as a mismatch
      task_runner=ThreadPoolTaskRunner(max_workers=BATCH_FETCH_WORKERS))  # type: ignore[arg-type]
def reaudit() -> dict[str, Any]:
    """Nightly: sources re-checked (a few per host at a time), then one audit of the whole store."""
    log = get_run_logger()
    opts = current_options()
    groups = source_groups(Store(opts.home))
    pending = [(g, [tasks.fetch.submit(s, opts, k) for s, k in zip(g.sources, g.kinds)]) for g in groups]
    checks: list[dict[str, Any]] = []
    for group, futures in pending:
        try:
            loaded = [f.result() for f in futures]
        except BenchrecError as exc:
            log.warning("%s unreachable: %s", group.sources[0], exc)
            checks.append(GroupCheck(list(group.sources), list(group.record_ids), error=f"{group.sources[0]}: {exc}")
                          .as_dict())
            continue
        check = tasks.recheck(group, tasks.as_is(loaded), opts)
        if check["changed"]:
            log.info("%s changed: flagged %s, staged %s", ", ".join(group.sources), check["flagged"], check["staged"])
        checks.append(check)
    doc = tasks.audit([], opts, all_records=True) if Store(opts.home).has_records() else {"results": [],
                                                                                         "report": None}
    create_markdown_artifact(artifacts.reaudit_markdown(checks, doc["results"], doc.get("report")),
                             key="reaudit-summary", description="Nightly re-audit")
    create_table_artifact(artifacts.reaudit_table(checks), key="reaudit-sources", description="Sources re-fetched")
    if doc.get("report"):
        create_link_artifact(artifacts.report_link(doc["report"]), link_text="Audit report", key="reaudit-report")
    return {"checks": checks, "results": doc["results"], "report": doc.get("report")}
