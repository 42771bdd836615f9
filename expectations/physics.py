"""Physical bounds and prose checks: the roofline bound of a record and fabric claims in its text."""

from __future__ import annotations

import math
from typing import Any

from expectations.catalog_view import CatalogView
from expectations.vocab import (
    ABSENCE_FIELDS, BYTES_PER_PARAM, DECODE_METRICS, FABRIC_ABSENT_RE, FABRIC_ID_RE, FABRICS, FALLBACK_PRECISION,
    PCIE_ONLY_EXCLUDES, PCIE_ONLY_RE, PRECISION_CONFIG_KEYS, PRECISION_PATTERNS, PREFILL_METRICS, PRESENCE_FIELDS,
    SPEC_ALGO_KEYS, SPEC_COUNT_KEYS, SPEC_DEFAULT_TOKENS, SPEC_OFF,
)
from extractors.record import get_path

NAN = math.nan


def precision_of(record: dict[str, Any]) -> str | None:
    """The precision a record runs at, from its config and model variant; None when it says nothing."""
    config = record.get("config") or {}
    texts = [str(config.get(k)) for k in PRECISION_CONFIG_KEYS if isinstance(config, dict) and config.get(k)]
    texts.append(str(get_path(record, "model.variant") or ""))
    blob = " ".join(texts)
    return next((name for name, pat in PRECISION_PATTERNS if pat.search(blob)), None)


def _normal_precision(dtype: str | None) -> str | None:
    """A catalog dtype name in the precision vocabulary."""
    return next((name for name, pat in PRECISION_PATTERNS if dtype and pat.search(dtype)), None)


def speculative_tokens(config: Any) -> int:
    """Draft tokens per step when speculative decoding is on, else 0."""
    if not isinstance(config, dict):
        return 0
    on = any(config.get(k) not in (None, False) and str(config.get(k)).strip().lower() not in SPEC_OFF
             for k in SPEC_ALGO_KEYS)
    counts = [int(v) for k in SPEC_COUNT_KEYS if isinstance(v := config.get(k), (int, float)) and not isinstance(v, bool)
              and v > 0]
    if not on and not counts:
        return 0
    return max(counts) if counts else SPEC_DEFAULT_TOKENS


def roofline(record: dict[str, Any], cat: CatalogView, spec: int) -> tuple[float, float, str]:
    """(value, bound, formula with its numbers) for records the roofline applies to; NaNs otherwise."""
    metric = record.get("metric")
    value = record.get("value")
    hw = record.get("hardware") or {}
    acc, count = hw.get("accelerator_id"), hw.get("count")
    if metric not in PREFILL_METRICS and not (metric in DECODE_METRICS and _single_stream(record)):
        return NAN, NAN, ""
    if not isinstance(value, (int, float)) or isinstance(value, bool) or cat.accelerator(acc) is None:
        return NAN, NAN, ""
    params = cat.active_params(get_path(record, "model.id"))
    if params is None or not isinstance(count, int) or count <= 0:
        return NAN, NAN, ""
    n = 1 if record.get("basis") == "per_gpu" else count
    prec = precision_of(record) or _normal_precision(cat.weights_dtype(get_path(record, "model.id")))
    note = "" if prec else f" (precision not stated: {FALLBACK_PRECISION} assumed)"
    if metric in PREFILL_METRICS:
        flops, used = cat.peak_flops(acc, prec or FALLBACK_PRECISION)
        if flops is None:
            return NAN, NAN, ""
        bound = n * flops / (2 * params)
        formula = (f"count x peak dense FLOP/s ({used}) / (2 x active params) = {n} x {flops / 1e12:g} TFLOP/s / "
                   f"(2 x {params / 1e9:g}B) = {bound:,.0f} tok/s{note}")
        return float(value), bound, formula
    bw = cat.bandwidth_bytes_s(acc)
    if bw is None:
        return NAN, NAN, ""
    bpp = BYTES_PER_PARAM.get(prec or FALLBACK_PRECISION, 2.0)
    bound = n * bw / (params * bpp) * (1 + spec)
    formula = (f"count x memory bandwidth / weight bytes per token x (1 + speculative tokens) = {n} x "
               f"{bw / 1e9:g} GB/s / ({params / 1e9:g}B x {bpp:g} B) x (1 + {spec}) = {bound:,.0f} tok/s{note}")
    return float(value), bound, formula


def _single_stream(record: dict[str, Any]) -> bool:
    """A single-stream measurement: basis single_stream or concurrency 1."""
    return record.get("basis") == "single_stream" or record.get("concurrency") == 1


def fabric_conflict(record: dict[str, Any], ids: list[Any]) -> str:
    """'' unless the text denies a fabric the ids name, or names one (without denial) that the ids lack."""
    named = {f for f, pat in FABRIC_ID_RE.items() if any(pat.search(str(i)) for i in ids)}
    for field in ABSENCE_FIELDS:
        text = get_path(record, field)
        if not isinstance(text, str) or not text:
            continue
        denied = {f for f, pat in FABRIC_ABSENT_RE.items() if pat.search(text)}
        if PCIE_ONLY_RE.search(text):
            denied |= set(PCIE_ONLY_EXCLUDES)
        clash = sorted(denied & named)
        if clash:
            return f"{field} says there is no {clash[0]} but interconnect_ids name it"
    for field in PRESENCE_FIELDS:
        text = get_path(record, field)
        if not isinstance(text, str) or not text:
            continue
        for f, pat in FABRICS.items():
            if pat.search(text) and not FABRIC_ABSENT_RE[f].search(text) and not PCIE_ONLY_RE.search(text) \
                    and f not in named:
                return f"{field} names {f} but interconnect_ids do not"
    return ""
