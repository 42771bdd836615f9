#!/usr/bin/env bash
# Stop what scale-up.sh started (workers, server, throwaway PostgreSQL) and delete ROOT.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
cd "$here"
exec "$here/.venv/bin/python" -m deploy down --root "${1:?usage: scale-down.sh ROOT}"
