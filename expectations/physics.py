"""Physical bounds and prose checks: the roofline bound of a record and fabric claims in its text."""

from __future__ import annotations

import math
from typing import Any

from expectations.catalog_view import CatalogView
from expectations.vocab import (
    ABSENCE_FIELDS, BYTES_PER_PARAM, DECODE_METRICS, FABRIC_ABSENT_RE, FABRIC_ID_RE, FABRIC_HINTS, FABRICS,
    FALLBACK_PRECISION, QUANTIZED_BY_DEFAULT_ENGINES, QUANTIZED_DEFAULT_PRECISION,
    PCIE_ONLY_EXCLUDES, PCIE_ONLY_RE, PRECISION_CONFIG_KEYS, PRECISION_PATTERNS, PREFILL_METRICS, PRESENCE_FIELDS,
    SPEC_ALGO_KEYS, SPEC_COUNT_KEYS, SPEC_DEFAULT_TOKENS, SPEC_MAX_TOKENS, SPEC_OFF,
)
from extractors.record import get_parts

NAN = math.nan


_MEMO_LIMIT = 65_536  # entries per memo: bounded, so a huge dataset of distinct texts cannot grow it without end


def _remember(memo: dict[Any, Any], key: Any, value: Any) -> Any:
    """Store value under key unless the memo is full; return value."""
    if len(memo) < _MEMO_LIMIT:
        memo[key] = value
    return value


_precision_memo: dict[str, str | None] = {}
_PRECISION_KEYS = frozenset(PRECISION_CONFIG_KEYS)
_SPEC_KEYS = frozenset((*SPEC_ALGO_KEYS, *SPEC_COUNT_KEYS))  # a config holding none of these has no speculation


def precision_of(record: dict[str, Any]) -> str | None:
    """The precision a record runs at, from its config and model variant; None when it says nothing."""
    config = record.get("config")
    texts = [str(config.get(k)) for k in PRECISION_CONFIG_KEYS if config.get(k)] \
        if isinstance(config, dict) and not _PRECISION_KEYS.isdisjoint(config) else []
    model = record.get("model")
    variant = model.get("variant") if isinstance(model, dict) else None
    texts.append(str(variant or ""))
    blob = " ".join(texts)
    found = _precision_memo.get(blob, _precision_memo)
    if found is _precision_memo:
        found = _remember(_precision_memo, blob, next((name for name, pat in PRECISION_PATTERNS if pat.search(blob)), None))
    return found  # type: ignore[return-value]


def _normal_precision(dtype: str | None) -> str | None:
    """A catalog dtype name in the precision vocabulary."""
    return next((name for name, pat in PRECISION_PATTERNS if dtype and pat.search(dtype)), None)


def speculative_tokens(config: Any) -> int:
    """Draft tokens per step when speculative decoding is on, else 0."""
    if not isinstance(config, dict) or _SPEC_KEYS.isdisjoint(config):
        return 0
    get = config.get
    on = False
    for k in SPEC_ALGO_KEYS:
        v = get(k)
        if v is not None and v is not False and str(v).strip().lower() not in SPEC_OFF:
            on = True
            break
    counts = [min(int(v), SPEC_MAX_TOKENS) for k in SPEC_COUNT_KEYS
              if isinstance(v := get(k), (int, float)) and not isinstance(v, bool) and 0 < v < math.inf]
    if not on and not counts:
        return 0
    return max(counts) if counts else SPEC_DEFAULT_TOKENS


NO_ROOFLINE = (NAN, NAN, "")


def roofline(record: dict[str, Any], cat: CatalogView, spec: int) -> tuple[float, float, str]:
    """(value, bound, formula with its numbers) for records the roofline applies to; NaNs otherwise."""
    metric = record.get("metric")
    if metric not in PREFILL_METRICS and not (metric in DECODE_METRICS and _single_stream(record)):
        return NO_ROOFLINE
    value = record.get("value")
    hw = record.get("hardware")
    if not isinstance(hw, dict):
        hw = {}
    acc, count = hw.get("accelerator_id"), hw.get("count")
    if not isinstance(value, (int, float)) or isinstance(value, bool) or not isinstance(acc, str) \
            or not isinstance(count, int) or isinstance(count, bool) or count <= 0:
        return NO_ROOFLINE
    model = record.get("model")
    model_id = model.get("id") if isinstance(model, dict) else None
    if not isinstance(model_id, (str, type(None))):
        return NO_ROOFLINE
    n = 1 if record.get("basis") == "per_gpu" else count
    prefill = metric in PREFILL_METRICS
    stated = precision_of(record)
    engine = record.get("engine")
    engine_id = engine.get("id") if isinstance(engine, dict) else None
    quantizing = engine_id if not prefill and stated is None and engine_id in QUANTIZED_BY_DEFAULT_ENGINES else None
    key = (prefill, acc, model_id, n, stated, spec, quantizing)
    bound_formula = cat.memo.get(key)
    if bound_formula is None:
        bound_formula = cat.memo[key] = _bound(cat, *key)
    bound, formula = bound_formula
    return (float(value), bound, formula) if formula else NO_ROOFLINE


def _bound(cat: CatalogView, prefill: bool, acc: str, model_id: str | None, n: int, stated: str | None,
           spec: int, quantizing: str | None = None) -> tuple[float, str]:
    """(bound, formula) of one hardware/model/precision combination; (NaN, '') when the catalog lacks a number.
    quantizing: the engine, when it is one whose weights are quantized unless the record says otherwise."""
    if cat.accelerator(acc) is None:
        return NAN, ""
    params = cat.active_params(model_id)
    if params is None:
        return NAN, ""
    prec: str | None
    if quantizing:
        prec = QUANTIZED_DEFAULT_PRECISION
        note = f" (precision not stated: 4-bit weights assumed, as {quantizing} usually runs)"
    else:
        prec = stated or _normal_precision(cat.weights_dtype(model_id))
        note = "" if prec else f" (precision not stated: {FALLBACK_PRECISION} assumed)"
    if prefill:
        flops, used = cat.peak_flops(acc, prec or FALLBACK_PRECISION)
        if flops is None:
            return NAN, ""
        bound = n * flops / (2 * params)
        formula = (f"count x peak dense FLOP/s ({used}) / (2 x active params) = {n} x {flops / 1e12:g} TFLOP/s / "
                   f"(2 x {params / 1e9:g}B) = {bound:,.0f} tok/s{note}")
        return bound, formula
    bw = cat.bandwidth_bytes_s(acc)
    if bw is None:
        return NAN, ""
    bpp = BYTES_PER_PARAM.get(prec or FALLBACK_PRECISION, 2.0)
    bound = n * bw / (params * bpp) * (1 + spec)
    formula = (f"count x memory bandwidth / weight bytes per token x (1 + speculative tokens) = {n} x "
               f"{bw / 1e9:g} GB/s / ({params / 1e9:g}B x {bpp:g} B) x (1 + {spec}) = {bound:,.0f} tok/s{note}")
    return bound, formula


def _single_stream(record: dict[str, Any]) -> bool:
    """A single-stream measurement: basis single_stream or concurrency 1."""
    return record.get("basis") == "single_stream" or record.get("concurrency") == 1


_named_memo: dict[tuple[str, ...], frozenset[str]] = {}
_text_memo: dict[str, tuple[frozenset[str], tuple[str, ...]]] = {}
_QUIET: tuple[frozenset[str], tuple[str, ...]] = (frozenset(), ())


def _named(ids: list[Any]) -> frozenset[str]:
    """Fabrics the interconnect ids name (memoised: ids come from the catalog's small vocabulary)."""
    key = tuple(ids)
    if not all(type(i) is str for i in key):
        key = tuple(str(i) for i in ids)
    found = _named_memo.get(key)
    if found is None:
        found = _remember(_named_memo, key,
                          frozenset(f for f, pat in FABRIC_ID_RE.items() if any(pat.search(i) for i in key)))
    return found


def _fabric_claims(text: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """(fabrics the text denies, fabrics it names without denial); nothing for text that names no fabric."""
    low = text.lower()
    for hint in FABRIC_HINTS:
        if hint in low:
            break
    else:
        return _QUIET
    found = _text_memo.get(text)
    if found is None:
        pcie_only = PCIE_ONLY_RE.search(text) is not None
        denied = {f for f, pat in FABRIC_ABSENT_RE.items() if pat.search(text)}
        if pcie_only:
            denied |= set(PCIE_ONLY_EXCLUDES)
        present = tuple(f for f, pat in FABRICS.items()
                        if pat.search(text) and not FABRIC_ABSENT_RE[f].search(text) and not pcie_only)
        found = _remember(_text_memo, text, (frozenset(denied), present))
    return found


_ABSENCE_PATHS = tuple((f, tuple(f.split("."))) for f in ABSENCE_FIELDS)
_PRESENCE_PATHS = tuple((f, tuple(f.split("."))) for f in PRESENCE_FIELDS)


def fabric_conflict(record: dict[str, Any], ids: list[Any]) -> str:
    """'' unless the text denies a fabric the ids name, or names one (without denial) that the ids lack."""
    named = _named(ids)
    if named:  # a denial clashes only with a fabric the ids name
        for field, path in _ABSENCE_PATHS:
            text = record.get(path[0]) if len(path) == 1 else get_parts(record, path)
            if not isinstance(text, str) or not text:
                continue
            denied = _fabric_claims(text)[0]
            if denied and not denied.isdisjoint(named):
                return f"{field} says there is no {sorted(denied & named)[0]} but interconnect_ids name it"
    for field, path in _PRESENCE_PATHS:
        text = get_parts(record, path)
        if not isinstance(text, str) or not text:
            continue
        for f in _fabric_claims(text)[1]:
            if f not in named:
                return f"{field} names {f} but interconnect_ids do not"
    return ""
