"""`make bench`: every stage against its own limit, measured in one run; a table on stdout and bench-results.json.

Stages: extraction of 1,000 generated pages (against BeautifulSoup, bare lxml and trafilatura on the same bytes) and
of two large pages (1,000 and 4,000 figures: whether the cost stays linear), the audit at 1k/10k/100k records
(bench/audit_bench.py, in its own process so its peak RSS is its own), batch ingestion of 200 URLs served from
127.0.0.1, and the cold start of `benchrec extract`.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench import cli_bench, extract_bench, ingest_bench  # noqa: E402
from bench.corpus import SEED, generate_corpus  # noqa: E402

RESULTS = ROOT / "bench-results.json"
AUDIT_BENCH = ROOT / "bench" / "audit_bench.py"
AUDIT_TIMEOUT_S = 600.0
AUDIT_SIZES = {1_000: "1k", 10_000: "10k", 100_000: "100k"}
#: Lines audit_bench.main() prints, read when it offers no function returning its figures.
AUDIT_LINE_RE = re.compile(r"^\s*(?P<n>\d+) records: audit\s+(?P<s>[\d.]+) s =\s*(?P<ms>[\d.]+) ms/1k.*?"
                           r"pandas baseline\s+(?P<ps>[\d.]+) s =\s*(?P<pms>[\d.]+) ms/1k", re.M)
AUDIT_RATIO_RE = re.compile(r"audit_vs_pandas_ratio at 100k:\s*(?P<r>[\d.]+)")
AUDIT_RSS_RE = re.compile(r"peak RSS:\s*(?P<mb>[\d.]+)\s*MB")

#: (key, comparison, limit): the targets of each figure; ratios count more than absolute times.
TARGETS: tuple[tuple[str, str, float], ...] = (
    ("extract_vs_bs4_ratio", "<=", 1.5),
    ("extract_pages_per_s", ">=", 20.0),
    ("extract_small_pages_per_s", ">=", -1.0),  # faster than trafilatura on the same pages: checked below
    ("audit_ms_per_1k.100k", "<=", 50.0),
    ("audit_scaling_100k_vs_10k", "<=", 1.5),
    ("audit_vs_pandas_ratio", "<=", 3.0),
    ("ingest_urls_per_s", ">=", 10.0),
    ("cli_cold_s", "<=", 1.0),
    ("peak_rss_mb", "<=", 1500.0),
)


def _audit_child_code() -> str:
    """What the audit's own process runs: the bench's figures as JSON, from a function or from its printout."""
    return (
        "import contextlib, io, json, sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "from bench import audit_bench as ab\n"
        "fn = next((getattr(ab, n) for n in ('measure', 'run_bench', 'results') if callable(getattr(ab, n, None))), None)\n"
        "if fn is not None:\n"
        "    print(json.dumps({'figures': fn()}, default=str))\n"
        "else:\n"
        "    buf = io.StringIO()\n"
        "    with contextlib.redirect_stdout(buf):\n"
        "        ab.main()\n"
        "    print(json.dumps({'printed': buf.getvalue()}))\n"
    )


def parse_audit_printout(text: str) -> dict[str, Any]:
    """The audit figures from audit_bench.main()'s printed lines."""
    per_1k: dict[str, float] = {}
    pandas_1k: dict[str, float] = {}
    for m in AUDIT_LINE_RE.finditer(text):
        label = AUDIT_SIZES.get(int(m.group("n")), m.group("n"))
        per_1k[label] = float(m.group("ms"))
        pandas_1k[label] = float(m.group("pms"))
    ratio = AUDIT_RATIO_RE.search(text)
    rss = AUDIT_RSS_RE.search(text)
    return {"audit_ms_per_1k": per_1k or None, "audit_pandas_ms_per_1k": pandas_1k or None,
            "audit_vs_pandas_ratio": float(ratio.group("r")) if ratio else None,
            "peak_rss_mb": float(rss.group("mb")) if rss else None}


def _normalise_audit(figures: dict[str, Any]) -> dict[str, Any]:
    """Audit figures from a function of the audit bench, in this file's shape (sizes keyed 1k/10k/100k)."""
    out = dict(figures)
    per = figures.get("audit_ms_per_1k")
    if isinstance(per, dict):
        out["audit_ms_per_1k"] = {AUDIT_SIZES.get(int(k), str(k)) if str(k).isdigit() else str(k): v
                                  for k, v in per.items()}
    else:
        flat = {lbl: figures.get(f"audit_ms_per_1k_{lbl}") for lbl in AUDIT_SIZES.values()}
        out["audit_ms_per_1k"] = flat if any(v is not None for v in flat.values()) else None
    return out


def measure_audit() -> dict[str, Any]:
    """The audit bench in its own process: ms per 1k records at each size, the pandas ratio and peak RSS."""
    if not AUDIT_BENCH.exists():
        return {"audit_ms_per_1k": None, "audit_vs_pandas_ratio": None, "peak_rss_mb": None,
                "audit_note": "bench/audit_bench.py is not present"}
    env = dict(os.environ, GX_ANALYTICS_ENABLED="false", PYTHONPATH=str(ROOT))
    try:
        proc = subprocess.run([sys.executable, "-c", _audit_child_code(), str(ROOT)], env=env, capture_output=True,
                              text=True, timeout=AUDIT_TIMEOUT_S, cwd=str(ROOT))
    except subprocess.TimeoutExpired:
        return {"audit_ms_per_1k": None, "audit_vs_pandas_ratio": None, "peak_rss_mb": None,
                "audit_note": f"the audit bench did not finish within {AUDIT_TIMEOUT_S:.0f} s"}
    lines = [ln for ln in proc.stdout.splitlines() if ln.startswith("{")]
    if proc.returncode != 0 or not lines:
        tail = " | ".join((proc.stderr or proc.stdout).strip().splitlines()[-2:])[:300]
        return {"audit_ms_per_1k": None, "audit_vs_pandas_ratio": None, "peak_rss_mb": None,
                "audit_note": f"the audit bench failed: {tail}"}
    doc = json.loads(lines[-1])
    res = _normalise_audit(doc["figures"]) if "figures" in doc else parse_audit_printout(doc["printed"])
    per = res.get("audit_ms_per_1k") or {}
    if per.get("100k") and per.get("10k"):
        res["audit_scaling_100k_vs_10k"] = round(per["100k"] / per["10k"], 3)
    res.setdefault("audit_note", None)
    return res


def machine() -> dict[str, Any]:
    """Where and when the figures were measured."""
    return {"date": dt.datetime.now().astimezone().isoformat(timespec="seconds"), "cpus": os.cpu_count(),
            "python": platform.python_version(), "platform": platform.platform(), "corpus_seed": SEED}


def _get(res: dict[str, Any], key: str) -> Any:
    """A figure by dotted key (audit_ms_per_1k.100k)."""
    cur: Any = res
    for part in key.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return cur


def check_targets(res: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each target with its figure and whether it is met (None where the figure is missing)."""
    out: dict[str, dict[str, Any]] = {}
    for key, op, limit in TARGETS:
        value = _get(res, key)
        if key == "extract_small_pages_per_s":
            peer = res.get("trafilatura_small_pages_per_s")
            met = None if value is None or peer is None else value > peer
            out[key] = {"target": f"> trafilatura_small_pages_per_s ({peer})", "value": value, "met": met}
            continue
        met = None if value is None else (value <= limit if op == "<=" else value >= limit)
        out[key] = {"target": f"{op} {limit:g}", "value": value, "met": met}
    return out


def _fmt(v: Any) -> str:
    """A figure for the table."""
    if v is None:
        return "null"
    if isinstance(v, float):
        return f"{v:,.3f}" if abs(v) < 10 else f"{v:,.1f}"
    return str(v)


def print_table(res: dict[str, Any]) -> None:
    """The figures, their targets and whether each is met."""
    targets = res.get("targets", {})
    rows: list[tuple[str, str, str, str]] = []
    keys = ["extract_pages_per_s", "extract_vs_bs4_ratio", "bs4_pages_per_s", "lxml_parse_pages_per_s",
            "trafilatura_pages_per_s", "extract_small_pages_per_s", "trafilatura_small_pages_per_s",
            *(f"extract_large_page_s.{n}" for n in res.get("extract_large_page_s") or {}), "extract_large_page_scaling",
            "audit_ms_per_1k.1k", "audit_ms_per_1k.10k", "audit_ms_per_1k.100k", "audit_scaling_100k_vs_10k",
            "audit_vs_pandas_ratio", "peak_rss_mb", "ingest_urls_per_s", "cli_cold_s"]
    for key in keys:
        t = targets.get(key, {})
        met = {True: "yes", False: "NO", None: "-"}[t.get("met")] if t else ""
        rows.append((key, _fmt(_get(res, key)), t.get("target", ""), met))
    w = [max(len(r[i]) for r in rows + [("figure", "value", "target", "met")]) for i in range(4)]
    line = "  ".join(h.ljust(w[i]) for i, h in enumerate(("figure", "value", "target", "met")))
    print(line)
    print("-" * len(line))
    for r in rows:
        print("  ".join(c.ljust(w[i]) for i, c in enumerate(r)))
    print()
    print(f"extraction: {res.get('pages')} pages ({res.get('small_pages')} under 50 KB, {res.get('corpus_mb')} MB), "
          f"{res.get('extract_records')} records")
    print(f"ingest: {res.get('ingest_mode')}, {res.get('ingest_urls')} URLs, {res.get('ingest_drafts')} drafts"
          + (f", error: {res['ingest_error']}" if res.get("ingest_error") else ""))
    if res.get("audit_note"):
        print(f"audit: {res['audit_note']}")
    print(f"measured {res['machine']['date']} on {res['machine']['cpus']} CPUs, Python {res['machine']['python']}")


def _stage(name: str, fn: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """Run one stage, reporting its wall time on stderr."""
    t0 = time.perf_counter()
    sys.stderr.write(f"bench: {name}...\n")
    out = fn()
    sys.stderr.write(f"bench: {name} took {time.perf_counter() - t0:.1f} s\n")
    return out


def run(pages: int = 1000, urls: int = 200, audit: bool = True, cli_runs: int = cli_bench.RUNS,
        out: Path | None = RESULTS, ingest_mode: str | None = None,
        large: tuple[int, int] = extract_bench.LARGE_SIZES) -> dict[str, Any]:
    """Every stage; the figures (also written to `out` unless None)."""
    res: dict[str, Any] = {"machine": machine()}
    corpus = generate_corpus(pages)
    ex = _stage("extraction", lambda: extract_bench.measure(corpus))
    res.update(ex)
    res.update(_stage("large pages", lambda: extract_bench.measure_large(large)))
    res["lxml_parse_pages_per_s"] = ex.get("lxml_pages_per_s")
    res["extract_records"] = ex.get("extract_records")
    if audit:
        res.update(_stage("audit", measure_audit))
    else:
        res.update({"audit_ms_per_1k": None, "audit_vs_pandas_ratio": None, "peak_rss_mb": None,
                    "audit_note": "skipped (--no-audit)"})
    ing = _stage("ingest", lambda: ingest_bench.measure(urls, ingest_mode))
    res["ingest_urls_per_s"] = ing.get("ingest_urls_per_s")
    res["ingest_mode"] = ("flow ingest/batch (flows.ingest.ingest_batch)" if ing.get("mode") == "flow"
                          else "staging.ingest.ingest_batch")
    res["ingest_urls"] = ing.get("urls")
    res["ingest_drafts"] = ing.get("drafts")
    res["ingest_seconds"] = ing.get("seconds")
    res["ingest_startup_s"] = ing.get("startup_s")
    res["ingest_error"] = ing.get("error")
    res["ingest_urls_per_s_at_most"] = ing.get("ingest_urls_per_s_at_most")
    res.update(_stage("cli", lambda: cli_bench.measure(cli_runs)))
    res["targets"] = check_targets(res)
    if out is not None:
        out.write_text(json.dumps(res, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return res


def main(argv: list[str] | None = None) -> int:
    """Parse options, run, print the table."""
    p = argparse.ArgumentParser(prog="bench/run.py", description=__doc__.splitlines()[0])
    p.add_argument("--pages", type=int, default=1000, help="generated pages to extract (default 1000)")
    p.add_argument("--urls", type=int, default=200, help="URLs to ingest in one batch (default 200)")
    p.add_argument("--no-audit", action="store_true", help="skip the audit bench")
    p.add_argument("--out", default=str(RESULTS), help="where to write the JSON (default bench-results.json)")
    args = p.parse_args(argv)
    res = run(args.pages, args.urls, audit=not args.no_audit, out=Path(args.out))
    print_table(res)
    print(f"\nwrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
