"""`make run`: ingest the bundled example deployment on the embedded default and print what was written."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_SOURCES = (ROOT / "examples" / "writeup.html", ROOT / "examples" / "server_info.json")
DEMO_HOME = ROOT / ".benchrec"


def run_demo(home: Path) -> int:
    """Ingest the example (fetch, snapshot, extract, stage, audit), render each draft, list the paths."""
    from benchrec.options import Options
    from staging.ingest import ingest_sources
    from staging.render import render_text
    from staging.store import Store

    opts = Options.from_env().with_home(home)
    drafts = ingest_sources([str(p) for p in EXAMPLE_SOURCES], opts)
    store = Store(home)
    for d in drafts:
        record = store.get(d["id"])
        if record is not None:
            print(render_text(record))
        print("-" * 78)
    print(f"data root      {home}")
    for d in drafts:
        state = "new version" if d.get("changed") else "unchanged"
        print(f"draft          {d['path']}  ({state}; audit: {d['max_severity'] or 'clean'})")
    print(f"snapshots      {store.snapshots.root}")
    reports = sorted(store.reports.glob("**/review.html"), key=lambda p: p.stat().st_mtime)
    if reports:
        print(f"review page    {reports[-1]}")
    print("next           benchrec review list; benchrec review approve ID --reviewer NAME; benchrec promote ID")
    return 0


def main() -> int:
    """Entry point of `make run`; errors are one line on stderr."""
    from benchrec.errors import BenchrecError

    home = Path(os.environ.get("BENCHREC_HOME") or DEMO_HOME)
    try:
        return run_demo(home)
    except BenchrecError as exc:
        sys.stderr.write(f"benchrec: {exc}\n")
        return exc.exit_code


if __name__ == "__main__":
    sys.exit(main())
