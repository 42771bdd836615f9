"""Records to one table: a row per record, a column per value the rules test (plain lists, built once)."""

from __future__ import annotations

import gc
import math
from typing import Any, Callable, Iterable

from benchrec.errors import AuditError
from expectations.catalog_view import CatalogView
from expectations.crossrecord import duplicates, pool_of, sibling_conflicts
from expectations.physics import fabric_conflict, roofline, speculative_tokens
from expectations.provenance import ProvenanceChecker
from expectations.vocab import (
    CANONICAL_UNIT, CLOSEST_MATCH_CAVEAT_RE, DRIVER_PATHS, HEADLINE_TOLERANCE, LATENCY, OMITTED_FIELDS, THROUGHPUT,
    TOKEN_THROUGHPUT, UNKNOWN,
)
from extractors.record import get_path
from staging.store import Store

NAN = math.nan


def _num(v: Any) -> bool:
    """A real number (not a bool)."""
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _points(variance: dict[str, Any]) -> list[list[float]]:
    """The numeric points of each sweep."""
    out = []
    for sweep in variance.get("sweeps") or []:
        pts = [p.get("value") for p in (sweep.get("points") or []) if isinstance(p, dict)] if isinstance(sweep, dict) else []
        pts = [float(v) for v in pts if _num(v)]
        if pts:
            out.append(pts)
    return out


def _spread(value: Any, variance: dict[str, Any]) -> float:
    """(max-min)/median of reruns, else stdev/mean, else the stated spread; NaN when nothing is reported."""
    runs = sorted(float(v) for v in variance.get("reruns") or [] if _num(v))
    if len(runs) >= 2:
        mid = len(runs) // 2
        median = runs[mid] if len(runs) % 2 else (runs[mid - 1] + runs[mid]) / 2
        return (runs[-1] - runs[0]) / abs(median) if median else math.inf
    stdev = variance.get("stdev")
    if _num(stdev) and _num(value) and value:
        return abs(float(stdev) / float(value))
    spread = variance.get("spread")
    return float(spread) if _num(spread) else NAN


def _within(value: float, lo: float, hi: float) -> bool:
    """lo <= value <= hi with relative slack for rounding."""
    slack = HEADLINE_TOLERANCE * max(abs(lo), abs(hi))
    return lo - slack <= value <= hi + slack


class _Flattener:
    """Per-record computations with the caches they share."""

    def __init__(self, store: Store | None, catalog: Any, schema_errors: Callable[[dict[str, Any]], list[str]]) -> None:
        self.cat = CatalogView(catalog)
        self.prov = ProvenanceChecker(store)
        self.schema_errors = schema_errors

    def row(self, r: dict[str, Any]) -> dict[str, Any]:
        """Every column of one record."""
        bench = r.get("kind") == "benchmark"
        metric = r.get("metric") if bench else None
        value = r.get("value")
        hw = r.get("hardware") if isinstance(r.get("hardware"), dict) else {}
        config = r.get("config") if isinstance(r.get("config"), dict) else {}
        variance = r.get("variance") if isinstance(r.get("variance"), dict) else {}
        omitted = set(x for x in r.get("omitted_by_source") or [] if isinstance(x, str))
        basis, tc = r.get("basis"), r.get("token_counting")
        spec = speculative_tokens(config)
        acc = hw.get("accelerator_id")
        acc_entry = self.cat.accelerator(acc) if isinstance(acc, str) else None
        row: dict[str, Any] = {
            "record_id": r.get("id"),
            "kind": r.get("kind"),
            "metric": (metric if isinstance(metric, str) else "") if bench else None,
            "unit": (r.get("unit") if isinstance(r.get("unit"), str) else "") if bench else None,
            "canonical_unit": CANONICAL_UNIT.get(metric) if bench else None,
            "value_text": repr(value),
            "ok_basis_throughput": not (bench and metric in THROUGHPUT and basis in (None, UNKNOWN)),
            "ok_basis_latency": not (bench and metric in LATENCY and basis in (None, UNKNOWN)),
            "ok_concurrency": not (bench and basis == "aggregate" and r.get("concurrency") is None
                                   and r.get("request_rate") is None),
            "ok_token_counting": not (bench and metric in TOKEN_THROUGHPUT and tc in (None, UNKNOWN)),
            "ok_sse_spec": not (bench and tc == "sse_chunks" and spec > 0),
            "ok_sse_plain": not (bench and tc == "sse_chunks" and spec == 0),
            "speculative_tokens": spec,
        }
        for rule, path in OMITTED_FIELDS:
            asked = path not in DRIVER_PATHS or self.cat.has_driver(acc)
            null = get_path(r, path) is None
            listed = path in omitted or path.split(".")[0] in omitted
            key = rule.split(".")[1]
            row[f"ok_{key}_listed"] = not (asked and null and listed)
            row[f"ok_{key}_unlisted"] = not (asked and null and not listed)
        self._variance(row, r, bench, metric, value, variance)
        self._interconnect(row, r, bench, hw, acc, acc_entry)
        finite = _num(value) and math.isfinite(value) and value > 0
        kvb = r.get("kv_bytes_per_token")
        row["ok_positive"] = finite if bench else (kvb is None or (_num(kvb) and math.isfinite(kvb) and kvb > 0))
        val, bound, formula = roofline(r, self.cat, spec) if bench else (NAN, NAN, "")
        row.update(roofline_value=val, roofline_bound=bound, roofline_formula=formula)
        errors = self.schema_errors(r)
        row.update(ok_schema=not errors, schema_detail="; ".join(errors[:3]))
        snap = self.prov.snapshot_problem(r)
        quotes = self.prov.quote_problem(r)
        row.update(ok_snapshot=not snap, snapshot_detail=snap, ok_quotes=not quotes, quotes_detail=quotes)
        return row

    def _variance(self, row: dict[str, Any], r: dict[str, Any], bench: bool, metric: Any, value: Any,
                  variance: dict[str, Any]) -> None:
        """Spread, headline within its runs, best of sweep, single run."""
        runs = [float(v) for v in variance.get("reruns") or [] if _num(v)]
        sweeps = _points(variance)
        row["rerun_spread"] = _spread(value, variance) if bench else NAN
        ok_in, best = True, ""
        if bench and _num(value):
            v = float(value)
            if runs and not _within(v, min(runs), max(runs)):
                ok_in = False
            allpts = [p for pts in sweeps for p in pts]
            if allpts and not _within(v, min(allpts), max(allpts)):
                ok_in = False
            pick = min if metric in LATENCY else max
            for i, pts in enumerate(sweeps):
                if len(pts) >= 2 and math.isclose(v, pick(pts), rel_tol=1e-9):
                    sweep = (variance.get("sweeps") or [])[i]
                    best = str(sweep.get("param") or f"sweep {i}")
                    break
        row.update(ok_headline_in_runs=ok_in, ok_not_best_of_sweep=not best, best_of_sweep_param=best)
        row["ok_repeated"] = not (bench and len(runs) < 2 and variance.get("stdev") is None
                                  and variance.get("spread") is None)

    def _interconnect(self, row: dict[str, Any], r: dict[str, Any], bench: bool, hw: dict[str, Any], acc: Any,
                      acc_entry: Any) -> None:
        """Catalog fill, nothing invented, prose conflict, accelerator resolved."""
        has_ids = bench or "interconnect_ids" in r
        ids = r.get("interconnect_ids") if isinstance(r.get("interconnect_ids"), list) else []
        expected = self.cat.interconnects(acc) if acc_entry is not None else ()
        actual_key = ",".join(sorted(str(i) for i in ids))
        row["interconnect_ids_key"] = actual_key if has_ids and expected else None
        row["catalog_interconnect_ids_key"] = ",".join(expected) if has_ids and expected else None
        row["ok_none_invented"] = not (has_ids and ids and acc_entry is not None and not expected)
        conflict = fabric_conflict(r, ids) if has_ids else ""
        row.update(ok_text_conflict=not conflict, text_conflict_detail=conflict)
        row["accelerator_id"] = acc
        row["ok_accelerator_in_catalog"] = acc_entry is not None
        exact = acc_entry is None or self.cat.resolves_exactly(acc, hw.get("accelerator_as_written"))
        row["ok_accelerator_exact"] = exact
        row["accelerator_as_written"] = hw.get("accelerator_as_written")
        row["closest_match_caveat"] = "present" if CLOSEST_MATCH_CAVEAT_RE.search(str(r.get("notes") or "")) else "missing"


def load_schema_errors() -> Callable[[dict[str, Any]], list[str]]:
    """The JSON Schema check of record kinds, or AuditError when it is not available."""
    try:
        from benchrec.schema import schema_errors  # noqa: F401 - the authority behind the fast path
    except ImportError as exc:
        raise AuditError(f"record schemas are unavailable: {exc}") from None
    from expectations.schema_fast import schema_errors_fast

    return schema_errors_fast


def load_default_catalog() -> Any:
    """The project's catalog, or AuditError when it is not available."""
    try:
        from benchrec.catalog import load_catalog
    except ImportError as exc:
        raise AuditError(f"the accelerator/model catalog is unavailable: {exc}") from None
    return load_catalog()


def flatten_columns(records: list[dict[str, Any]], store: Store | None, catalog: Any,
                    others: Iterable[dict[str, Any]] | None = None) -> dict[str, list[Any]]:
    """The audit table as columns (lists), one row per record; `others` default to the store's records."""
    if catalog is None:
        catalog = load_default_catalog()
    flat = _Flattener(store, catalog, load_schema_errors())
    enabled = gc.isenabled()
    gc.disable()  # the rows are acyclic; collections over 100k record graphs cost more than the work
    try:
        rows = [flat.row(r) for r in records]
    finally:
        if enabled:
            gc.enable()
    cols: dict[str, list[Any]] = {k: [row[k] for row in rows] for k in (rows[0] if rows else _Flattener.EMPTY)}
    pool = pool_of(records, others if others is not None else (store.records() if store is not None else []))
    dup = duplicates(records, pool)
    sib = sibling_conflicts(records, pool)
    cols.update(ok_unique=[not d for d in dup], duplicate_of=dup, ok_siblings=[not s for s in sib], siblings_detail=sib)
    return cols


_Flattener.EMPTY = ("record_id",)  # type: ignore[attr-defined]


def flatten(records: list[dict[str, Any]], store: Store | None, catalog: Any = None,
            others: Iterable[dict[str, Any]] | None = None):  # noqa: ANN201 - pandas is imported lazily
    """The audit table as a pandas DataFrame, one row per record, keyed by record_id."""
    import pandas as pd

    cols = flatten_columns(records, store, catalog, others)
    return pd.DataFrame(cols)
