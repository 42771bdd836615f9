"""Prefect environment isolation: quiet defaults, the API URL check, and the environment of a served process."""

from __future__ import annotations

import os
import urllib.error
import urllib.request
from pathlib import Path
from typing import Mapping, MutableMapping

from benchrec.errors import UsageError
from benchrec.options import Options

#: Set unless the user chose otherwise: no telemetry, no analytics noise from an offline server.
QUIET_DEFAULTS: dict[str, str] = {
    "PREFECT_SERVER_ANALYTICS_ENABLED": "false",
    "DO_NOT_TRACK": "1",
    "GX_ANALYTICS_ENABLED": "false",
}
API_URL_MISSING = "PREFECT_API_URL is not set: start `prefect server start` and export PREFECT_API_URL"
#: Seconds `benchrec serve` waits for the API's /health before saying it cannot reach it.
API_HEALTH_TIMEOUT_S = 5.0


def apply_quiet_defaults(environ: MutableMapping[str, str] | None = None) -> None:
    """Turn analytics and telemetry off where the environment does not say otherwise (before importing prefect)."""
    env = os.environ if environ is None else environ
    for name, value in QUIET_DEFAULTS.items():
        env.setdefault(name, value)


def require_api_url(environ: Mapping[str, str] | None = None) -> str:
    """The Prefect API URL to serve against, or a UsageError saying how to get one."""
    env = os.environ if environ is None else environ
    url = (env.get("PREFECT_API_URL") or "").strip()
    if not url:
        raise UsageError(API_URL_MISSING)
    if not url.startswith(("http://", "https://")):
        raise UsageError(f"PREFECT_API_URL must be an http(s) URL, got {url[:80]!r}")
    return url


def check_api_reachable(url: str, timeout_s: float = API_HEALTH_TIMEOUT_S) -> None:
    """A UsageError in one line unless the Prefect API at url answers its /health."""
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/health", timeout=timeout_s) as resp:
            if resp.status == 200:
                return
            reason = f"HTTP {resp.status}"
    except urllib.error.HTTPError as exc:
        reason = f"HTTP {exc.code}"
    except (OSError, ValueError) as exc:  # refused, timed out, unresolvable, malformed
        reason = str(getattr(exc, "reason", None) or exc)
    raise UsageError(f"cannot reach the Prefect API at {url}: {reason}; is `prefect server start` running there?")


def export_home(opts: Options, environ: MutableMapping[str, str] | None = None) -> None:
    """Make flow runs started by this process use the same data root."""
    env = os.environ if environ is None else environ
    env["BENCHREC_HOME"] = str(opts.home)


def prefect_env(prefect_home: Path, api_url: str | None, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """An environment isolated to one PREFECT_HOME: outer PREFECT_* settings dropped, quiet defaults on."""
    env = {k: v for k, v in (os.environ if base is None else base).items() if not k.startswith("PREFECT_")}
    env["PREFECT_HOME"] = str(prefect_home)
    env.update(QUIET_DEFAULTS)
    if api_url:
        env["PREFECT_API_URL"] = api_url
    return env


def current_options() -> Options:
    """The options of a flow run, read from its environment."""
    return Options.from_env()
