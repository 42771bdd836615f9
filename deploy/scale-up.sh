#!/usr/bin/env bash
# Bring up PostgreSQL (throwaway, or DB_URL), a Prefect server on it, the benchrec pool and N workers.
#   BENCHREC_HOME=/shared/benchrec BENCHREC_ALLOWED_HOSTS=example.org deploy/scale-up.sh /tmp/benchrec-scale 2
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
root="${1:?usage: scale-up.sh ROOT [WORKERS]}"
workers="${2:-2}"
export PREFECT_SERVER_ANALYTICS_ENABLED=false DO_NOT_TRACK=1 GX_ANALYTICS_ENABLED=false
cd "$here"
exec "$here/.venv/bin/python" -m deploy up --root "$root" --workers "$workers" ${DB_URL:+--db-url "$DB_URL"}
