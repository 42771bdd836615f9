#!/usr/bin/env bash
# The scale test: its own PostgreSQL, Prefect server, pool and workers; everything stopped and deleted at the end.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
export PREFECT_SERVER_ANALYTICS_ENABLED=false DO_NOT_TRACK=1 GX_ANALYTICS_ENABLED=false
exec "$here/.venv/bin/python" -m pytest -q -p no:cacheprovider tests/scale -m scale "$@"
