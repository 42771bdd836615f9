"""Records to one table: a row per record, a column per value the rules test (plain lists, built once)."""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, TypeGuard

from benchrec.errors import AuditError
from expectations.catalog_view import CatalogView
from expectations.crossrecord import coarse_key, duplicates, pool_of, sibling_conflicts
from benchrec.gcpause import paused_gc
from expectations.physics import fabric_conflict, roofline, speculative_tokens
from expectations.provenance import ProvenanceChecker
from expectations.vocab import (
    CANONICAL_UNIT, CLOSEST_MATCH_CAVEAT_RE, HEADLINE_TOLERANCE, LATENCY, OMITTED_FIELDS, THROUGHPUT,
    TOKEN_THROUGHPUT, UNKNOWN,
)
from extractors.record import UNREADABLE, as_object
from staging.store import Store

NAN = math.nan


_REAL = frozenset({int, float})  # the exact types a parsed record's numbers have (the fast test)


def _num(v: Any) -> TypeGuard[float]:
    """A real number (not a bool)."""
    t = type(v)
    return t is float or t is int or (t is not bool and isinstance(v, (int, float)))


def _reals(values: Any) -> list[float]:
    """The real numbers among values, as floats."""
    return [float(v) for v in values if type(v) in _REAL or _num(v)]


def _spread(runs: list[float], value: Any, stdev: Any, stated: Any) -> float:
    """(max-min)/median of the sorted reruns, else stdev/mean, else the stated spread; NaN when nothing is reported."""
    if len(runs) >= 2:
        mid = len(runs) // 2
        median = runs[mid] if len(runs) % 2 else (runs[mid - 1] + runs[mid]) / 2
        return (runs[-1] - runs[0]) / abs(median) if median else math.inf
    if _num(stdev) and _num(value) and value:
        return abs(float(stdev) / float(value))
    return float(stated) if _num(stated) else NAN


def _within(value: float, lo: float, hi: float) -> bool:
    """lo <= value <= hi with relative slack for rounding."""
    slack = HEADLINE_TOLERANCE * max(abs(lo), abs(hi))
    return lo - slack <= value <= hi + slack


_OMITTED = tuple((rule.split(".")[1], path, tuple(path.split(".")), path.split(".")[0]) for rule, path in OMITTED_FIELDS)
COLUMNS: tuple[str, ...] = (
    "record_id", "kind", "metric", "unit", "canonical_unit", "value_text", "ok_basis_throughput", "ok_basis_latency",
    "ok_concurrency", "ok_token_counting", "ok_sse_spec", "ok_sse_plain", "speculative_tokens",
    *(f"ok_{key}_{which}" for key, *_ in _OMITTED for which in ("listed", "unlisted")),
    "rerun_spread", "ok_headline_in_runs", "ok_not_best_of_sweep", "best_of_sweep_param", "ok_repeated",
    "interconnect_ids_key", "catalog_interconnect_ids_key", "ok_none_invented", "ok_text_conflict",
    "text_conflict_detail", "accelerator_id", "ok_accelerator_in_catalog", "ok_accelerator_exact",
    "accelerator_as_written", "closest_match_caveat", "ok_positive", "roofline_value", "roofline_bound",
    "roofline_formula", "ok_schema", "schema_detail", "ok_snapshot", "snapshot_detail", "ok_quotes", "quotes_detail",
    "ok_parallelism_fits", "parallelism_detail",
)
CROSS_COLUMNS: tuple[str, ...] = ("ok_unique", "duplicate_of", "ok_siblings", "siblings_detail")
ID_COLUMN = "record_id"
FLOAT_COLUMNS = frozenset({"rerun_spread", "roofline_value", "roofline_bound"})
INT_COLUMNS = frozenset({"speculative_tokens"})
# Text columns compared with each other by a pair expectation share their categories.
SHARED_CATEGORIES: tuple[tuple[str, str], ...] = (
    ("unit", "canonical_unit"), ("interconnect_ids_key", "catalog_interconnect_ids_key"),
)
_NO_IDS: tuple[str, ...] = ()
#: A parallel degree above this is no degree a record can state (a hand-edited 2**70 is left to the schema rule).
MAX_PARALLEL = 1 << 20
#: Rows flattened before their columns are packed (bounds the rows held as tuples at once).
CHUNK_ROWS = 8192
_DTYPES: dict[str, Any] = {**{c: "float64" for c in FLOAT_COLUMNS}, **{c: "int64" for c in INT_COLUMNS}}


class _Flattener:
    """Per-record computations with the caches they share."""

    def __init__(self, store: Store | None, catalog: Any, schema_errors: Callable[[dict[str, Any]], list[str]]) -> None:
        self.cat = CatalogView(catalog)
        self.prov = ProvenanceChecker(store)
        self.schema_errors = schema_errors
        self._shared: dict[str, str] = {}
        self.coarse: list[int] = []
        self._acc: dict[Any, tuple[Any, frozenset[str], tuple[str, ...], str | None]] = {}

    def _accelerator(self, acc: Any) -> tuple[Any, frozenset[str], tuple[str, ...], str | None]:
        """(catalog entry, driver paths not asked of it, catalog interconnect ids, their key) of an accelerator id, cached."""
        key = acc if isinstance(acc, str) else None
        found = self._acc.get(key)
        if found is None:
            entry = self.cat.accelerator(key) if key else None
            expected = self.cat.interconnects(key) if entry is not None else _NO_IDS
            found = self._acc[key] = (entry, self.cat.unasked_paths(key), expected, ",".join(expected) or None)
        return found

    def row(self, r: dict[str, Any]) -> tuple[Any, ...]:
        """Every column of one record, in COLUMNS order; a record whose shape the rules cannot read (a hand-edited
        draft with a number where a list belongs) fails the schema rule alone, so it cannot stop the audit."""
        try:
            return self._row(r)
        except UNREADABLE as exc:
            return self._unreadable(r, exc)

    def _unreadable(self, r: dict[str, Any], exc: Exception) -> tuple[Any, ...]:
        """The row of a record the rules cannot read: its schema errors (or what went wrong), every other rule met."""
        self.coarse.append(hash(("unreadable", str(r.get("id")))))
        errors = self.schema_errors(r)
        detail = "; ".join(errors[:3]) or f"its fields cannot be read ({type(exc).__name__}: {exc})"
        kind = r.get("kind")
        row = dict.fromkeys(COLUMNS)
        row.update({name: True for name in COLUMNS if name.startswith("ok_")})
        row.update(dict.fromkeys(FLOAT_COLUMNS, NAN), speculative_tokens=0, record_id=r.get("id"), ok_schema=False,
                   kind=kind if isinstance(kind, str) else None, value_text=repr(r.get("value")), schema_detail=detail)
        return tuple(row.values())

    def _row(self, r: dict[str, Any]) -> tuple[Any, ...]:
        """Every column of one record, in COLUMNS order (TypeError and the like where its shape is not a record's)."""
        get = r.get
        share = self._shared.setdefault  # one object per distinct text, so the columns hash and compare fast
        kind = get("kind")
        if type(kind) is str:
            kind = share(kind, kind)
        bench = kind == "benchmark"
        metric: Any = get("metric") if bench else None
        if type(metric) is str:
            metric = share(metric, metric)
        unit = get("unit")
        if type(unit) is str:
            unit = share(unit, unit)
        value = get("value")
        hw = as_object(get("hardware"))
        config = as_object(get("config"))
        variance = as_object(get("variance"))
        omitted = {x for x in get("omitted_by_source") or [] if isinstance(x, str)}
        basis, tc = get("basis"), get("token_counting")
        spec = speculative_tokens(config)
        acc = hw.get("accelerator_id")
        if type(acc) is str:
            acc = share(acc, acc)
        acc_entry, unasked, expected, expected_key = self._accelerator(acc)
        known_metric = metric if isinstance(metric, str) else ""
        sse = bench and tc == "sse_chunks"
        omitted_cols: list[bool] = []
        for _key, path, parts, head in _OMITTED:
            cur: Any = r
            for part in parts:
                cur = cur.get(part) if isinstance(cur, dict) else None
            if cur is None and path not in unasked:
                listed = path in omitted or head in omitted
                omitted_cols += (not listed, listed)
            else:
                omitted_cols += (True, True)
        spread, ok_in, best, ok_repeated = self._variance(bench, metric, value, variance)
        has_ids = bench or "interconnect_ids" in r
        ids = get("interconnect_ids")
        if not isinstance(ids, list):
            ids = []
        ids_key = ",".join(sorted([i if type(i) is str else str(i) for i in ids])) if has_ids and expected else None
        conflict = fabric_conflict(r, ids) if has_ids else ""
        as_written = hw.get("accelerator_as_written")
        if type(as_written) is str:
            as_written = share(as_written, as_written)
        exact = acc_entry is None or self._exact(acc, as_written)
        caveat = None if exact else (
            "present" if CLOSEST_MATCH_CAVEAT_RE.search(str(get("notes") or "")) else "missing")
        if bench:
            positive = _num(value) and math.isfinite(value) and value > 0
            val, bound, formula = roofline(r, self.cat, spec)
        else:
            kvb = get("kv_bytes_per_token")
            positive = kvb is None or (_num(kvb) and math.isfinite(kvb) and kvb > 0)
            val, bound, formula = NAN, NAN, ""
        errors = self.schema_errors(r)
        snap, quotes = self.prov.problems(r)
        par, count = get("parallelism"), hw.get("count")
        fits = parallelism_overflow(par, count) if bench and type(par) is dict and type(count) is int else ""
        coarse = coarse_key(r)  # while the record is in cache: the duplicate rule's grouping key
        row = (
            get("id"), kind, known_metric if bench else None,
            (unit if isinstance(unit, str) else "") if bench else None,
            CANONICAL_UNIT.get(metric) if bench else None, repr(value),
            not (bench and metric in THROUGHPUT and basis in (None, UNKNOWN)),
            not (bench and metric in LATENCY and basis in (None, UNKNOWN)),
            not (bench and basis == "aggregate" and get("concurrency") is None and get("request_rate") is None),
            not (bench and metric in TOKEN_THROUGHPUT and tc in (None, UNKNOWN)),
            not (sse and spec > 0), not (sse and spec == 0), spec,
            *omitted_cols,
            spread, ok_in, not best, best, ok_repeated,
            ids_key, expected_key if has_ids and expected else None,
            not (has_ids and ids and not expected),  # no catalog fabric (or no catalog entry): none to fill
            not conflict, conflict, acc, acc_entry is not None, exact, as_written, caveat,
            positive, val, bound, formula,
            not errors, "; ".join(errors[:3]), not snap, snap, not quotes, quotes,
            not fits, fits,
        )
        self.coarse.append(coarse)  # only once the row is whole, so a row that raised leaves no key behind
        return row

    def _exact(self, acc: Any, as_written: Any) -> bool:
        """The catalog maps the written name to this id exactly (cached for hashable names)."""
        if as_written is None or isinstance(as_written, str):
            return self.cat.resolves_exactly(acc, as_written)
        return self.cat._resolves_exactly(acc, as_written)

    @staticmethod
    def _variance(bench: bool, metric: Any, value: Any, variance: dict[str, Any]) -> tuple[float, bool, str, bool]:
        """(rerun spread, headline within its runs and sweeps, best-of-sweep parameter or '', more than one run)."""
        if not bench:
            return NAN, True, "", True
        reals = _reals(variance.get("reruns") or [])
        runs = sorted(reals)
        stdev, stated = variance.get("stdev"), variance.get("spread")
        ok_repeated = not (len(runs) < 2 and stdev is None and stated is None)
        spread = _spread(runs, value, stdev, stated)
        if not _num(value):
            return spread, True, "", ok_repeated
        v = float(value)
        ok_in = not reals or _within(v, min(reals), max(reals))
        best = ""
        allpts: list[float] = []
        pick = min if metric in LATENCY else max
        for i, sweep in enumerate(variance.get("sweeps") or []):
            if not isinstance(sweep, dict):
                continue
            pts = [float(x) for p in sweep.get("points") or [] if isinstance(p, dict)
                   if _num(x := p.get("value"))]
            if not pts:
                continue
            allpts += pts
            if not best and len(pts) >= 2 and math.isclose(v, pick(pts), rel_tol=1e-9):
                best = str(sweep.get("param") or f"sweep {i}")
        if allpts and not _within(v, min(allpts), max(allpts)):
            ok_in = False
        return spread, ok_in, best, ok_repeated


def parallelism_overflow(parallelism: dict[str, Any], count: Any) -> str:
    """'' unless tensor x pipeline parallelism needs more accelerators than the record counts, else what it needs."""
    if type(count) is not int or count < 1:
        return ""
    tp, pp = parallelism.get("tp"), parallelism.get("pp")
    if tp is None and pp is None:
        return ""
    tp = tp if type(tp) is int and 0 < tp <= MAX_PARALLEL else 1
    pp = pp if type(pp) is int and 0 < pp <= MAX_PARALLEL else 1
    if tp * pp <= count:
        return ""
    return f"TP {tp} x PP {pp} needs {tp * pp} accelerators but the record counts {count}"


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
                    others: Iterable[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The audit table as columns (numpy arrays for flags and numbers, lists for text), one row per record;
    `others` default to the store's records."""
    if catalog is None:
        catalog = load_default_catalog()
    flat = _Flattener(store, catalog, load_schema_errors())
    row = flat.row
    with paused_gc():
        cols = _columns_in_chunks(row, records)
        pool = pool_of(records, others if others is not None else (store.records() if store is not None else []))
        dup = duplicates(records, pool, flat.coarse)
        sib = sibling_conflicts(records, pool)
    cols.update(ok_unique=[not d for d in dup], duplicate_of=dup, ok_siblings=[not s for s in sib], siblings_detail=sib)
    return cols


def _columns_in_chunks(row: Callable[[dict[str, Any]], tuple[Any, ...]], records: list[dict[str, Any]]) -> dict[str, Any]:
    """Every column of the records' rows, CHUNK_ROWS rows at a time: the flags, floats and integers of each chunk
    become numpy arrays at once, so the rows of the whole table are never held as tuples beside their columns."""
    import numpy as np

    parts: dict[str, list[Any]] = {name: [] for name in COLUMNS}
    for start in range(0, len(records), CHUNK_ROWS):
        rows = [row(r) for r in records[start:start + CHUNK_ROWS]]
        for name, col in zip(COLUMNS, zip(*rows)):
            dtype = _DTYPES.get(name) or (bool if name.startswith("ok_") else None)
            parts[name].append(np.array(col, dtype=dtype) if dtype is not None else list(col))
        del rows
    out: dict[str, Any] = {}
    for name, chunks in parts.items():
        dtype = _DTYPES.get(name) or (bool if name.startswith("ok_") else None)
        if dtype is not None:
            out[name] = np.concatenate(chunks) if chunks else np.array([], dtype=dtype)
        else:
            out[name] = [v for chunk in chunks for v in chunk]
    return out


def flatten(records: list[dict[str, Any]], store: Store | None, catalog: Any = None,
            others: Iterable[dict[str, Any]] | None = None):  # noqa: ANN201 - pandas is imported lazily
    """The audit table as a pandas DataFrame, one row per record, indexed by record_id."""
    return frame(flatten_columns(records, store, catalog, others))


def frame(cols: dict[str, Any]):  # noqa: ANN201 - pandas is imported lazily
    """A DataFrame of the columns with explicit dtypes: bool, float64, int64, category for text; record_id the index."""
    import numpy as np
    import pandas as pd

    data: dict[str, Any] = {}
    paired = {b: a for a, b in SHARED_CATEGORIES}
    for name, values in cols.items():
        if name == ID_COLUMN or name in paired:
            continue
        if name.startswith("ok_"):
            data[name] = np.asarray(values, dtype=bool)
        elif name in FLOAT_COLUMNS:
            data[name] = np.asarray(values, dtype=np.float64)
        elif name in INT_COLUMNS:
            data[name] = np.asarray(values, dtype=np.int64)
        elif name in dict(SHARED_CATEGORIES):
            partner = dict(SHARED_CATEGORIES)[name]
            data[name], data[partner] = _categories(pd, values, cols[partner])
        else:
            data[name] = _categories(pd, values)[0]
    index = pd.Index(cols[ID_COLUMN], dtype=object, name=ID_COLUMN)
    return pd.DataFrame({name: data[name] for name in cols if name != ID_COLUMN}, index=index, copy=False)


def _categories(pd: Any, *columns: list[Any]) -> list[Any]:
    """Text columns as categoricals over one shared set of categories (so pairs of them compare)."""
    import numpy as np

    joined = np.array([v for col in columns for v in col], dtype=object) if len(columns) > 1 else \
        np.array(columns[0], dtype=object)
    try:
        codes, uniques = pd.factorize(joined)
    except TypeError:  # an unhashable value (a list where text belongs): shown by its repr
        joined = np.array([v if v is None or isinstance(v, str) else repr(v) for v in joined], dtype=object)
        codes, uniques = pd.factorize(joined)
    categories = pd.Index(uniques, dtype=object)
    out, start = [], 0
    for col in columns:
        out.append(pd.Categorical.from_codes(codes[start:start + len(col)], categories=categories))
        start += len(col)
    return out
