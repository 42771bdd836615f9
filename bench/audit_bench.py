"""Audit throughput: 1k, 10k and 100k generated records (already in memory), GX vs direct pandas on the same table."""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")

from expectations.audit import audit_records  # noqa: E402
from expectations.flatten import flatten  # noqa: E402
from expectations.run import failures_by_record, format_message, runner  # noqa: E402
from expectations.samples import clean_benchmark  # noqa: E402
from expectations.suites import suite_document  # noqa: E402
from staging.store import Store  # noqa: E402

SIZES = (1_000, 10_000, 100_000)
DEFECT_EVERY = 50  # one record in 50 carries a defect, so failure lists are exercised


def generate(n: int, store: Store) -> list[dict[str, Any]]:
    """n distinct full records (each its own objects, parsed from JSON): the clean sample with its own id, title,
    notes, headline, reruns, sweep and config; some with defects."""
    template = json.dumps(clean_benchmark(store))
    out = []
    for i in range(n):
        rec = json.loads(template)
        rec["id"] = f"benchmarks/bench-{i:06d}"
        rec["title"] += f" (run {i})"
        rec["notes"] = f"Generated record {i} for the audit benchmark; mean of three identical runs."
        rec["config"]["max_running_requests"] = i
        scale = 1 + (i % 97) / 1000  # headline, reruns and sweep move together, so the record stays consistent
        rec["value"] = round(rec["value"] * scale, 3)
        var = rec["variance"]
        var["reruns"] = [round(v * scale, 3) for v in var["reruns"]]
        for point in var["sweeps"][0]["points"]:
            point["value"] = rec["value"] if point["x"] == 8192 else round(point["value"] * scale, 3)
        if i % DEFECT_EVERY == 1:
            rec["unit"] = "ms"
        elif i % DEFECT_EVERY == 2:
            rec["hardware"]["count"] = None
        elif i % DEFECT_EVERY == 3:
            rec["token_counting"] = "sse_chunks"
        out.append(rec)
    return out


def pandas_failures(df: Any) -> dict[str, list[dict[str, str]]]:
    """The same suite evaluated with plain pandas over the same columns (the baseline GX is compared with)."""
    out: dict[str, list[dict[str, str]]] = {}
    rows: dict[int, dict[str, Any]] = {}
    for exp in suite_document()["expectations"]:
        kw, kind = exp["kwargs"], exp["type"]
        if "column_A" in kw:
            a, b = df[kw["column_A"]], df[kw["column_B"]]
            keep = a.notna() & b.notna()
            bad = keep & ~((a >= b) if "greater" in kind or "roofline" in kind else (a == b))
        elif "min_value" in kw:
            col = df[kw["column"]]
            bad = col.notna() & ~col.between(kw["min_value"], kw["max_value"])
        else:
            col = df[kw["column"]]
            isin = col.isin(kw["value_set"])
            bad = col.notna() & (isin if "not_be_in_set" in kind else ~isin)
        for pos in bad.to_numpy().nonzero()[0]:
            row = rows.get(pos) or rows.setdefault(pos, df.iloc[pos].to_dict())
            out.setdefault(row["record_id"], []).append(
                {"rule": exp["meta"]["rule"], "severity": exp["severity"],
                 "message": format_message(exp["meta"]["message"], row)})
    return out


def peak_rss_mb() -> float:
    """Peak resident set size of this process in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    """Print ms per 1,000 records at each size, for the whole audit and for the pandas baseline."""
    home = Path(tempfile.mkdtemp(prefix="benchrec-bench-"))
    store = Store(home)
    runner()
    audit_records(generate(100, store), store, None, others=[], write_back=False, report=False)  # warm-up
    per_1k: dict[int, float] = {}
    pandas_1k: dict[int, float] = {}
    for n in SIZES:
        records = generate(n, store)
        t0 = time.perf_counter()
        run = audit_records(records, store, None, others=[], write_back=False, report=False)
        audit_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        df = flatten(records, store, None, others=[])
        flat_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        gx_failures = failures_by_record(runner().validate(df), df)
        gx_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        pd_failures = pandas_failures(df)
        pd_s = time.perf_counter() - t0
        failed = sum(1 for r in run.results if r["failures"])
        same = {k: sorted(f["rule"] for f in v) for k, v in gx_failures.items()} == \
               {k: sorted({f["rule"] for f in v}) for k, v in pd_failures.items()}
        per_1k[n] = audit_s * 1000 / (n / 1000)
        pandas_1k[n] = (flat_s + pd_s) * 1000 / (n / 1000)
        print(f"{n:>7} records: audit {audit_s:6.2f} s = {per_1k[n]:6.1f} ms/1k "
              f"(flatten {flat_s:5.2f} s, GX validate+gate {gx_s:5.2f} s) | pandas baseline "
              f"{flat_s + pd_s:6.2f} s = {pandas_1k[n]:6.1f} ms/1k | {failed} records failing | "
              f"GX and pandas agree: {same}")
    print(f"per-1k cost at 100k / at 10k: {per_1k[100_000] / per_1k[10_000]:.2f} (target <= 1.5)")
    print(f"audit_vs_pandas_ratio at 100k: {per_1k[100_000] / pandas_1k[100_000]:.2f}")
    print(f"peak RSS: {peak_rss_mb():.0f} MB")


if __name__ == "__main__":
    main()
