"""Audit throughput: 1k, 10k and 100k generated records (already in memory), GX vs direct pandas on the same table.

`measure()` returns the figures bench/run.py reads: audit_ms_per_1k per size (keys "1000", "10000", "100000"),
audit_cpu_ms_per_1k (the same in CPU time, which a busy machine does not inflate), audit_vs_pandas_ratio and
peak_rss_mb at the largest size, records_rss_mb (what the generated records alone hold) and the parts per record.

What dominates (profiled with py-spy): flattening, one pass per record, about 41 us a record. In it, the schema
check (jsonschema-rs, then the formats in Python) is the largest part, about 7 us (it walks the whole record first,
so it pays the cache misses of reading a record that is not in cache); then the provenance quotes, the coarse
duplicate key, the variance and fabric checks, 3-4 us each. GX adds a fixed cost of about 0.3-0.5 s
per run (building the metric graph of 36 expectations), which is what the 1k figure shows, and little per row
once text columns are categorical. The peak RSS at 100k is mostly the records themselves, read as the store reads
its record files for an audit of the whole store (`Store.records`: orjson, whose objects share key strings, then one
object per distinct short text through `staging.strings.TextPool`); the audit adds the table and GX's work on it.
"""

from __future__ import annotations

import gc
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
from expectations.run import assemble_failures, failures_by_record, runner  # noqa: E402
from expectations.samples import clean_benchmark  # noqa: E402
from expectations.suites import suite_document  # noqa: E402
from staging.store import Store, dump_record, parse_record_bytes  # noqa: E402
from staging.strings import TextPool  # noqa: E402

SIZES = (1_000, 10_000, 100_000)
DEFECT_EVERY = 50  # one record in 50 carries a defect, so failure lists are exercised


def generate(n: int, store: Store) -> list[dict[str, Any]]:
    """n distinct full records (each its own objects, parsed and their short texts shared as `Store.records` reads
    record files for `benchrec audit --all`): the clean sample with its own id, title, notes, headline, reruns, sweep
    and config; some with defects.

    Like the records of one write-up, they share their sources and most of their quotes; a real store's records
    differ more (many pages), which is why the memory saving of sharing texts is also given as measured on records
    ingested from the corpus (staging/strings.py)."""
    template = dump_record(clean_benchmark(store))
    texts = TextPool()
    out = []
    for i in range(n):
        rec = parse_record_bytes(template)
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
        out.append(texts.share(rec))  # what `Store.records` does with each file it reads
    return out


def pandas_failures(df: Any) -> dict[str, list[dict[str, str]]]:
    """The same suite evaluated with plain pandas over the same table, failures assembled the same way."""
    failed = []
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
        ids = df.index[bad.to_numpy(dtype=bool)].tolist()
        if ids:
            failed.append((exp["meta"]["rule"], exp["severity"], exp["meta"]["message"], ids))
    return assemble_failures(failed, df)


def peak_rss_mb() -> float:
    """Peak resident set size of this process so far, in MB."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def current_rss_mb() -> float:
    """Resident set size of this process now, in MB."""
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def measure(sizes: tuple[int, ...] = SIZES, echo: bool = False) -> dict[str, Any]:
    """Audit generated records at each size; audit_ms_per_1k per size, audit_vs_pandas_ratio and peak_rss_mb at the
    largest, plus the parts (flatten, GX validation, pandas baseline) and the RSS of the records themselves."""
    with tempfile.TemporaryDirectory(prefix="benchrec-bench-") as home:
        return _measure(Store(Path(home)), sizes, echo)


def _measure(store: Store, sizes: tuple[int, ...], echo: bool) -> dict[str, Any]:
    """measure() in a store of its own."""
    runner()
    audit_records(generate(100, store), store, None, others=[], write_back=False, report=False)  # warm-up
    out: dict[str, Any] = {"audit_ms_per_1k": {}, "parts_ms_per_1k": {}}
    for n in sizes:
        gc.collect()
        records = generate(n, store)
        gc.collect()
        records_rss = current_rss_mb()
        t0, c0 = time.perf_counter(), time.process_time()
        run = audit_records(records, store, None, others=[], write_back=False, report=False)
        audit_s, audit_cpu = time.perf_counter() - t0, time.process_time() - c0
        peak = peak_rss_mb()
        failed = sum(1 for r in run.results if r["failures"])
        del run
        t0 = time.perf_counter()
        df = flatten(records, store, None, others=[])
        flat_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        gx_failures = failures_by_record(runner().validate(df), df)
        gx_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        pd_failures = pandas_failures(df)
        pd_s = time.perf_counter() - t0
        same = gx_failures == pd_failures
        per_1k = audit_s * 1000 / (n / 1000)
        pandas_1k = (flat_s + pd_s) * 1000 / (n / 1000)
        out["audit_ms_per_1k"][str(n)] = round(per_1k, 2)
        out.setdefault("audit_cpu_ms_per_1k", {})[str(n)] = round(audit_cpu * 1e6 / n, 2)
        out["parts_ms_per_1k"][str(n)] = {"flatten": round(flat_s * 1e6 / n, 2),
                                          "gx_validate_and_gate": round(gx_s * 1e6 / n, 2),
                                          "pandas_rules_and_gate": round(pd_s * 1e6 / n, 2)}
        out["audit_vs_pandas_ratio"] = round(per_1k / pandas_1k, 3)
        out["peak_rss_mb"] = round(peak, 1)
        out["records_rss_mb"] = round(records_rss, 1)
        out["records"] = n
        if echo:
            print(f"{n:>7} records: audit {audit_s:6.2f} s = {per_1k:6.1f} ms/1k (CPU {audit_cpu * 1e6 / n:6.1f}; "
                  f"flatten {flat_s:5.2f} s, GX validate+gate {gx_s:5.2f} s) | pandas baseline {flat_s + pd_s:6.2f} s = {pandas_1k:6.1f} ms/1k | {failed} records "
                  f"failing | GX and pandas agree: {same} | RSS with records {records_rss:.0f} MB, peak {peak:.0f} MB",
                  flush=True)
        if not same:
            raise SystemExit("GX and the pandas baseline disagree: the benchmark compares different work")
        del records, df, gx_failures, pd_failures
    return out


def main() -> None:
    """Print ms per 1,000 records at each size, the ratios and the peak RSS (sizes may be given as arguments)."""
    sizes = tuple(int(a) for a in sys.argv[1:]) or SIZES
    res = measure(sizes, echo=True)
    per_1k = res["audit_ms_per_1k"]
    if "10000" in per_1k and "100000" in per_1k:
        print(f"per-1k cost at 100k / at 10k: {per_1k['100000'] / per_1k['10000']:.2f} (target <= 1.5)")
    label = {1_000: "1k", 10_000: "10k", 100_000: "100k"}.get(res["records"], str(res["records"]))
    print(f"audit_vs_pandas_ratio at {label}: {res['audit_vs_pandas_ratio']:.2f} (target <= 3)")
    print(f"peak RSS: {res['peak_rss_mb']:.0f} MB, of which the {res['records']} generated records themselves: "
          f"{res['records_rss_mb']:.0f} MB (target <= 1500)")


if __name__ == "__main__":
    main()
