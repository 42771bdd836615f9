"""Cold start of the command line: `benchrec extract SMALL_PAGE --json` as a new process, median of several runs."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.corpus import small_page  # noqa: E402

RUNS = 5
BENCHREC = Path(sys.executable).parent / "benchrec"
#: Modules the extract path must not import (they cost seconds at start-up).
HEAVY_MODULES = ("prefect", "great_expectations", "pandas")


def measure(runs: int = RUNS) -> dict[str, Any]:
    """Median wall time of `benchrec extract PAGE --json` in a fresh process, and whether heavy modules loaded."""
    page = small_page()
    with tempfile.TemporaryDirectory(prefix="benchrec-cli-bench-") as tmp:
        path = Path(tmp) / page.name
        path.write_bytes(page.raw)
        env = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "BENCHREC_"))}
        env.update({"BENCHREC_HOME": str(Path(tmp) / "home"), "PREFECT_HOME": str(Path(tmp) / "prefect")})
        cmd = [str(BENCHREC), "extract", str(path), "--json"]
        times, records = [], 0
        for _ in range(runs):
            t0 = time.perf_counter()
            proc = subprocess.run(cmd, env=env, capture_output=True, timeout=60)
            times.append(time.perf_counter() - t0)
            if proc.returncode != 0:
                return {"cli_cold_s": None, "error": proc.stderr.decode("utf-8", "replace").strip()[:300]}
            records = len(json.loads(proc.stdout)["records"])
        heavy = _heavy_imports(path, env)
    return {"cli_cold_s": round(statistics.median(times), 3), "cli_runs_s": [round(t, 3) for t in times],
            "cli_page_bytes": len(page.raw), "cli_records": records, "cli_heavy_imports": heavy}


def _heavy_imports(path: Path, env: dict[str, str]) -> list[str]:
    """Which heavy modules the extract command imports (-X importtime of one run)."""
    code = "import sys; from benchrec.cli import main; sys.exit(main(sys.argv[1:]))"
    proc = subprocess.run([sys.executable, "-X", "importtime", "-c", code, "extract", str(path), "--json"], env=env,
                          capture_output=True, timeout=60)
    seen = set()
    for line in proc.stderr.decode("utf-8", "replace").splitlines():
        name = line.rsplit("|", 1)[-1].strip()
        top = name.split(".")[0]
        if top in HEAVY_MODULES:
            seen.add(top)
    return sorted(seen)


if __name__ == "__main__":
    print(json.dumps(measure(), indent=2))
