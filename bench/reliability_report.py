"""`make reliability`: run the reliability suite (long mode unless --quick) and print what was tried and what was lost.

    python bench/reliability_report.py            # long mode: BENCHREC_RELIABILITY_LONG=1, slow tests included
    python bench/reliability_report.py --quick    # the sizes `make test` uses
    python bench/reliability_report.py --read F   # only print the table of a counters file
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_suite(out: Path, long: bool) -> int:
    """Run tests/reliability with the counters written to `out`; the pytest exit code."""
    env = dict(os.environ, BENCHREC_RELIABILITY_OUT=str(out))
    if long:
        env["BENCHREC_RELIABILITY_LONG"] = "1"
    else:
        env.pop("BENCHREC_RELIABILITY_LONG", None)
    return subprocess.call([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/reliability"],
                           cwd=ROOT, env=env)


def _n(doc: dict, key: str) -> int:
    """A counter, 0 when absent."""
    value = doc.get(key, 0)
    return int(value) if isinstance(value, (int, float)) else 0


def table(doc: dict) -> list[tuple[str, str]]:
    """The rows of the report."""
    slow = doc.get("slowest_bad_input_s") or {"value": 0.0, "label": "-"}
    kills = _n(doc, "kills.fork") + _n(doc, "kills.script")
    kinds = ", ".join(f"{k.split('.', 1)[1]} {_n(doc, k)}" for k in sorted(doc) if k.startswith("kills.")
                      and k not in ("kills.fork", "kills.script"))
    rows = [("mode", "long" if doc.get("long_mode") else "quick")]
    for parser in ("html", "pipeline", "dumps", "writeup", "dump"):
        if f"inputs.{parser}" in doc:
            rows.append((f"inputs tried: {parser}", f"{_n(doc, f'inputs.{parser}')} ({_n(doc, f'refused.{parser}')} refused)"))
    rows += [
        ("kills survived", f"{kills} ({kinds}; console script {_n(doc, 'kills.script')})"),
        ("store checks after a kill", str(_n(doc, "store_checks"))),
        ("concurrent writers", f"{_n(doc, 'concurrency.writers')} ({_n(doc, 'concurrency.approvals')} approvals, "
                               f"{_n(doc, 'concurrency.refused_stale')} stale refused, "
                               f"{_n(doc, 'concurrency.revisions')} page revisions)"),
        ("refused fetch attempts", str(_n(doc, "fetch.refused"))),
        ("HTML pages checked for escaping", str(_n(doc, "output_safety.pages_checked"))),
        ("records lost", str(_n(doc, "records_lost"))),
        ("escaped exceptions", str(_n(doc, "escaped_exceptions"))),
        ("slowest bad input", f"{slow['value']:.2f} s ({slow['label']})"),
        ("peak worker memory", f"{(doc.get('worker_peak_rss_mb') or {}).get('value', 0):.0f} MiB"),
    ]
    return rows


def print_table(doc: dict) -> None:
    """Print the table."""
    rows = table(doc)
    width = max(len(k) for k, _ in rows)
    print()
    print(f"{'what':<{width}}  value")
    print(f"{'-' * width}  {'-' * 40}")
    for key, value in rows:
        print(f"{key:<{width}}  {value}")


def main() -> int:
    """Run (or read) and print."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--quick", action="store_true", help="the sizes of make test")
    p.add_argument("--read", metavar="FILE", help="print the table of an existing counters file")
    args = p.parse_args()
    if args.read:
        print_table(json.loads(Path(args.read).read_text()))
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "reliability.json"
        start = time.monotonic()
        code = run_suite(out, long=not args.quick)
        doc = json.loads(out.read_text()) if out.exists() else {}
        # an escaped exception is any failed test of the suite; the counters say what each run tried
        doc["escaped_exceptions"] = 0 if code == 0 else doc.get("escaped_exceptions", 0)
        print_table(doc)
        print(f"\nsuite exit {code} in {time.monotonic() - start:.0f} s")
        keep = os.environ.get("BENCHREC_RELIABILITY_OUT")
        if keep:
            Path(keep).write_text(json.dumps(doc, indent=2, sort_keys=True))
    bad = _n(doc, "records_lost") or code != 0
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
