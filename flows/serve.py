"""`benchrec serve`: every deployment, served against the Prefect API named by PREFECT_API_URL."""

from __future__ import annotations

from typing import Any

from benchrec.options import Options
from flows.settings import apply_quiet_defaults, check_api_reachable, export_home, require_api_url

#: Every deployment `benchrec serve` registers, as FLOW/DEPLOYMENT.
DEPLOYMENT_NAMES = ("ingest/url", "ingest/server-info", "ingest/batch", "reaudit/nightly", "review/record")
TAGS = ["benchrec"]


def build_deployments(schedules: bool = True) -> list[Any]:
    """The runner deployments (reaudit/nightly with its cron unless schedules is False)."""
    from prefect.deployments.runner import EntrypointType

    from flows.ingest import ingest, ingest_batch, ingest_server_info
    from flows.reaudit import NIGHTLY_CRON, reaudit
    from flows.review import review

    common: dict[str, Any] = {"tags": TAGS, "entrypoint_type": EntrypointType.MODULE_PATH}
    return [
        ingest.to_deployment("url", description="Ingest a write-up URL (optionally with server_info_url)", **common),
        ingest_server_info.to_deployment("server-info", description="Ingest a server_info dump URL", **common),
        ingest_batch.to_deployment("batch", description="Ingest a list of write-up URLs", **common),
        reaudit.to_deployment("nightly", cron=NIGHTLY_CRON if schedules else None, concurrency_limit=1,
                              description="Re-fetch sources, flag changes, re-audit every record", **common),
        review.to_deployment("record", description="Review one draft and promote it when the gate passes", **common),
    ]


def serve_all(opts: Options, schedules: bool = True) -> None:
    """Serve every deployment until interrupted; refuses without PREFECT_API_URL (no ephemeral server)."""
    check_api_reachable(require_api_url())
    apply_quiet_defaults()
    export_home(opts)
    from prefect import serve

    serve(*build_deployments(schedules))
