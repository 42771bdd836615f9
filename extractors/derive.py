"""Derived fields and records: accelerator ids, interconnects, power reading, kv-efficiency companions, links."""

from __future__ import annotations

import copy
import hashlib
import json
import re
from typing import Any

from extractors import rules
from extractors.kvbytes import dtype_label, kv_bytes, quant_method
from extractors.measurements import may_hold
from extractors.merge import Deployment, deployment_of
from extractors.record import derive_field, get_path, new_kv_efficiency
from staging.ids import make_id

#: "GPU util ~87% at 220 W of 600 W" and its spellings.
UTIL_POWER = re.compile(
    r"(?:GPU\s+)?util(?:i[sz]ation)?\s*(?:of|at|:|was|is|~|≈|\s)*\s*~?\s*(?P<util>\d{1,3}(?:\.\d+)?)\s*%"
    r"[^.\n]{0,40}?(?:at|@|drawing|while drawing|,)\s*~?\s*(?P<power>\d{2,4}(?:\.\d+)?)\s*W"
    r"(?:\s*(?:of|/|out of)\s*(?:an?\s+|the\s+)?~?\s*(?P<cap>\d{2,4}(?:\.\d+)?)\s*W)?", re.I)
#: Reading thresholds: busy (utilisation) but far below the power cap means the GPUs wait on a link.
BUSY_UTIL_PCT = 70.0
LINK_BOUND_POWER_FRACTION = 0.5
COMPUTE_BOUND_POWER_FRACTION = 0.8
#: Record fields searched for a utilisation/power statement.
TEXT_FIELDS = ("notes", "methodology", "unit_text", "observations")
#: Fields a kv-efficiency record copies from its deployment's benchmark record.
COPIED = ("model", "engine", "hardware", "config", "omitted_by_source")
CTX_TAGS = ((1024 * 1024, "m"), (1024, "k"))


def _catalog() -> Any:
    """The catalog, or None when it cannot be loaded."""
    try:
        from benchrec.catalog import load_catalog

        return load_catalog()
    except Exception:  # noqa: BLE001 - derivations without a catalog leave catalog fields as extracted
        return None


def _append(rec: dict[str, Any], key: str, sentence: str) -> None:
    """Append a sentence to a prose field once."""
    if sentence and sentence not in (rec.get(key) or ""):
        rec[key] = ((rec.get(key) or "").rstrip() + " " + sentence).strip()


# ---------------------------------------------------------------- accelerator, interconnect, power

def derive_accelerator(rec: dict[str, Any], cat: Any) -> None:
    """hardware.accelerator_id from the text as written, with the closest-match caveat in notes."""
    written = get_path(rec, "hardware.accelerator_as_written")
    if cat is None or not written:
        return
    res = cat.resolve_accelerator(written)
    if res is None:
        return
    derive_field(rec, "hardware.accelerator_id", res.id, ["hardware.accelerator_as_written", f"catalog:accelerators/{res.id}"])
    notes = rec.get("notes") or ""
    if not res.exact and not (res.id in notes and "closest" in notes.lower()):
        caveat = f" ({res.caveat})" if getattr(res, "caveat", None) else ""
        _append(rec, "notes", f"ACCELERATOR CAVEAT: {res.id} is the closest accelerator id in this repo; the operator wrote "
                              f"'{written}', which the catalog matches as '{res.matched}'{caveat}.")


def derive_interconnects(rec: dict[str, Any], cat: Any) -> None:
    """interconnect_ids from the accelerator's catalog entry, never from the text; empty where it has none."""
    acc = get_path(rec, "hardware.accelerator_id")
    if cat is None or not acc or not cat.has("accelerator", acc):
        return
    ids = list(cat.interconnect_ids(acc))
    derive_field(rec, "interconnect_ids", ids, ["hardware.accelerator_id", f"catalog:accelerators/{acc}/interconnects"])


#: Every match of UTIL_POWER holds this, in some case (measurements.may_hold: a text without it is not searched).
UTIL_POWER_GATE = ("util",)


def find_util_power(rec: dict[str, Any]) -> dict[str, float] | None:
    """A utilisation-and-power statement in the record: a structured field or its prose."""
    given = rec.get("utilisation")
    if isinstance(given, dict) and given.get("gpu_util_pct") is not None and given.get("power_w") is not None:
        return {k: float(v) for k, v in given.items() if k in ("gpu_util_pct", "power_w", "power_cap_w") and v is not None}
    for key in TEXT_FIELDS:
        text = rec.get(key)
        texts = text if isinstance(text, list) else [text]
        for t in texts:
            if not t or not may_hold(t, UTIL_POWER_GATE):
                continue
            m = UTIL_POWER.search(t)
            if m:
                out = {"gpu_util_pct": float(m.group("util")), "power_w": float(m.group("power"))}
                if m.group("cap"):
                    out["power_cap_w"] = float(m.group("cap"))
                return out
    return None


def _n(x: float) -> str:
    """87.0 -> '87'."""
    return f"{x:g}"


def derive_power_reading(rec: dict[str, Any], cat: Any) -> None:
    """Compare utilisation and power with the power cap: busy far below the cap reads as link-bound."""
    seen = find_util_power(rec)
    if not seen:
        return
    acc = get_path(rec, "hardware.accelerator_id")
    cap = seen.get("power_cap_w") or (cat.value("accelerator", acc, "tdp_w") if cat is not None and acc else None)
    inputs = ["notes", "methodology"] + (["hardware.accelerator_id", f"catalog:accelerators/{acc}/tdp_w"]
                                         if not seen.get("power_cap_w") and cap else [])
    reading = "unknown"
    fraction = None
    cap_w = float(cap) if cap else 0.0
    if cap:
        fraction = round(seen["power_w"] / cap_w, 3)
        if seen["gpu_util_pct"] >= BUSY_UTIL_PCT and fraction <= LINK_BOUND_POWER_FRACTION:
            reading = "link_bound"
        elif seen["gpu_util_pct"] >= BUSY_UTIL_PCT and fraction >= COMPUTE_BOUND_POWER_FRACTION:
            reading = "compute_bound"
    value = {"gpu_util_pct": seen["gpu_util_pct"], "power_w": seen["power_w"], "power_cap_w": cap,
             "power_fraction": fraction, "reading": reading}
    derive_field(rec, "utilisation", value, inputs)
    if reading == "link_bound":
        _append(rec, "notes", f"{_n(seen['gpu_util_pct'])}% GPU utilization at {_n(seen['power_w'])} W of a "
                              f"{_n(cap_w)} W cap is the signature of a link-bound rather than compute-bound run.")
    elif reading == "compute_bound":
        _append(rec, "notes", f"{_n(seen['gpu_util_pct'])}% GPU utilization at {_n(seen['power_w'])} W of a "
                              f"{_n(cap_w)} W cap reads as a compute-bound run.")


# ---------------------------------------------------------------- kv-efficiency record

def _geometry(dep: Deployment, model_id: str | None, cat: Any) -> tuple[dict[str, Any] | None, list[str], str]:
    """Model geometry from a config.json dump, else the catalog's model entry; with its inputs and a phrase."""
    if dep.geometry:
        index, pointers = dep.geometry_source or (None, {})
        inputs = [f"source {index} {p}" for k, p in pointers.items()
                  if k in ("num_hidden_layers", "kv_lora_rank", "qk_rope_head_dim", "num_key_value_heads", "head_dim")]
        return dep.geometry, inputs, "Geometry from the model's config.json given with the dump."
    entry = cat.model(model_id) if cat is not None and model_id else None
    if not entry:
        return None, [], ""
    phrase = f"Geometry from the catalog entry {model_id}"
    family = entry.get("family")
    if family and family not in (model_id or ""):
        phrase += f" ({family} family skeleton, not re-measured)"
    return entry, [f"catalog:models/{model_id}"], phrase + "."


def _ctx_tag(tokens: Any) -> str | None:
    """131072 -> '128k', 1048576 -> '1m'."""
    if not isinstance(tokens, int) or tokens <= 0:
        return None
    for size, suffix in CTX_TAGS:
        if tokens >= size and tokens % size == 0:
            return f"{tokens // size}{suffix}"
    return str(tokens)


def _ttft_at(records: list[dict[str, Any]], ctx: Any) -> Any:
    """A reported TTFT (ms) at this context length, or None."""
    for rec in records:
        if rec.get("metric") == "ttft_ms" and ctx is not None and get_path(rec, "workload.input_len") == ctx:
            return rec.get("value")
    return None


def _model_short(rec: dict[str, Any]) -> str:
    """Model part of an id."""
    return str(get_path(rec, "model.id") or get_path(rec, "model.name") or "unknown-model")[:40]


def build_kv_record(head: dict[str, Any], records: list[dict[str, Any]], dep: Deployment, cat: Any) -> dict[str, Any] | None:
    """The kv-efficiency companion of a deployment, or None when the geometry or KV dtype is unknown."""
    geo, geo_inputs, geo_phrase = _geometry(dep, get_path(head, "model.id"), cat)
    if not geo:
        return None
    dtype = get_path(head, "config.kv_cache_dtype") or dep.value("config.kv_cache_dtype") or "auto"
    kv = kv_bytes(geo, dtype)
    if kv is None:
        return None
    rec = new_kv_efficiency()
    for key in COPIED:
        if head.get(key) is not None:
            rec[key] = copy.deepcopy(head[key])
            rec["provenance"]["fields"][key] = {"derived_from": [f"benchmark:{key}"]}
    derive_accelerator(rec, cat)
    inputs = geo_inputs + ["config.kv_cache_dtype"]
    derive_field(rec, "attention_type", kv.attention_type, geo_inputs)
    derive_field(rec, "kv_cache_dtype", dtype, ["config.kv_cache_dtype"])
    derive_field(rec, "kv_bytes_per_token", kv.bytes_per_token, inputs)
    derive_field(rec, "kv_bytes_per_token_bf16", kv.bytes_per_token_bf16, geo_inputs)
    derive_field(rec, "kv_bytes_basis", f"{kv.basis} {geo_phrase}".strip(), inputs)
    method = quant_method(dtype)
    derive_field(rec, "quant_method", method, ["config.kv_cache_dtype"])
    ctx = get_path(head, "workload.input_len")
    derive_field(rec, "measured_ttft_ms_at_ctx", _ttft_at(records, ctx), ["workload.input_len", "metric"])
    engine = get_path(head, "engine.id") or "engine"
    model = get_path(head, "model.name") or _model_short(head)
    rec["title"] = (f"{engine} {model}: {kv.bytes_per_token:,} B/token KV at {dtype} "
                    f"({kv.attention_type.upper()}, {kv.layers} layers)")
    plain = "a plain engine storage dtype, not a named KV-quant method" if method is None else f"the {method} KV-quant method"
    method_note = f"quant_method {method or 'null'}: kv_cache_dtype {dtype} is {plain}."
    rec["methodology"] = ((head.get("methodology") or "").strip() + " " + method_note).strip()
    if rec["measured_ttft_ms_at_ctx"] is None:
        _append(rec, "notes", "measured_ttft_ms_at_ctx is null because the source reports no TTFT at this context"
                + (" (it reports a prefill rate instead)." if head.get("metric") == "prefill_tok_s" else "."))
    cache = get_path(head, "workload.cache")
    parts = [engine, _model_short(head), f"{dtype_label(dtype)}kv", _ctx_tag(ctx) or _ctx_tag(dep.value("config.context_length")),
             cache if cache in ("cold", "warm") else None,
             "prefill" if head.get("metric") == "prefill_tok_s" else (head.get("metric") or "").replace("_", "-") or None]
    rec["id"] = make_id("kv-efficiency", *[p for p in parts if p])
    return rec


def pick_headline(bench: list[dict[str, Any]]) -> dict[str, Any]:
    """The deployment's headline record: the one carrying reruns/sweeps, then the best confidence, then the first stated."""
    def score(rec: dict[str, Any]) -> tuple[int, float, float]:
        variance = rec.get("variance") or {}
        spread = sum(len(variance.get(k) or []) for k in ("reruns", "sweeps", "alternatives"))
        start = get_path(rec, "provenance.fields.value.start")
        first = -start if isinstance(start, int) else float("-inf")
        return (spread, float(get_path(rec, "confidence.score") or 0), first)
    return max(bench, key=score)


def _dumps_only_head(dep: Deployment, cat: Any) -> dict[str, Any]:
    """A stand-in benchmark view of a deployment given only by dumps (never emitted itself)."""
    from extractors.merge import apply_deployment
    from extractors.record import new_benchmark

    head = new_benchmark()
    head["metric"] = None
    apply_deployment(head, dep)
    derive_accelerator(head, cat)
    derive_interconnects(head, cat)
    return head


# ---------------------------------------------------------------- ids and links

def _stable_id(rec: dict[str, Any]) -> str:
    """A deterministic id for a benchmark record, so links can name it before the pipeline finalises."""
    key = json.dumps([rec.get("metric"), rec.get("value"), rec.get("basis"), rec.get("statistic"), rec.get("workload"),
                      rec.get("config"), get_path(rec, "engine.id"), _model_short(rec)], sort_keys=True, default=str)
    digest = hashlib.sha256(key.encode()).hexdigest()[:10]
    return make_id("benchmark", get_path(rec, "engine.id") or "unknown-engine", _model_short(rec),
                   _ctx_tag(get_path(rec, "workload.input_len")), rec.get("metric"), digest)


def _unique(rid: str, taken: set[str]) -> str:
    """An id not yet taken on the page (a -2, -3 ... suffix where it is), now taken."""
    n, out = 1, rid
    while out in taken:
        n += 1
        out = f"{rid}-{n}"
    taken.add(out)
    return out


def _link(rec: dict[str, Any], rel: str, other_id: str) -> None:
    """Add a link once."""
    _link_all(rec, rel, [other_id])


_WORKLOAD_PATHS = ("model.id", "metric", "basis", "workload.input_len", "workload.output_len", "workload.cache")


def _workload_key(rec: dict[str, Any]) -> str | None:
    """Model, metric, basis and workload shape as one comparable key; None without a model."""
    values = tuple(get_path(rec, p) for p in _WORKLOAD_PATHS)
    return None if values[0] is None else json.dumps(values, sort_keys=True, default=str)


def sibling_summary(rec: dict[str, Any]) -> tuple[str, str | None, Any] | None:
    """What the sibling rule needs of a stored record: (workload key, id, engine id); None if it is no candidate."""
    if rec.get("kind") != "benchmark" or not rec.get("id"):
        return None
    key = _workload_key(rec)
    return None if key is None else (key, rec["id"], get_path(rec, "engine.id"))


def link_siblings(records: list[dict[str, Any]], store: Any) -> None:
    """Link benchmark records to records of the same workload on another engine in the store (from its index)."""
    if store is None:
        return
    from staging.index import index_of

    wanted = []
    by_key: dict[str, list[tuple[str, Any]]] = {}  # a deployment's records share a few workloads
    try:
        index = index_of(store.home, sibling_summary)
        for rec in records:
            if rec.get("kind") == "benchmark":
                key = _workload_key(rec)
                if key is not None and key not in by_key:
                    by_key[key] = sorted((s[1], s[2]) for s in index.group(key))
                wanted.append((rec, by_key[key] if key is not None else []))
    except Exception:  # noqa: BLE001 - an unreadable store gives no siblings, it does not stop extraction
        return
    for rec, found in wanted:
        engine = get_path(rec, "engine.id")
        _link_all(rec, "sibling", [other_id for other_id, other_engine in found if other_engine not in (None, engine)])


def _link_all(rec: dict[str, Any], rel: str, other_ids: list[str]) -> None:
    """_link of each id in turn, checking the links already there through one set (a workload measured on many
    engines gives a record hundreds of siblings)."""
    if not other_ids:
        return
    links = rec.setdefault("links", [])
    have = {(l.get("id"), l.get("rel")) for l in links}
    for other_id in other_ids:
        if other_id != rec.get("id") and (other_id, rel) not in have:
            links.append({"rel": rel, "id": other_id})
            have.add((other_id, rel))


# ---------------------------------------------------------------- entry point

def derive_records(records: list[dict[str, Any]], dumps: list[Any], *, store: Any = None) -> list[dict[str, Any]]:
    """Add derived fields and the kv-efficiency companion of the deployment; link the deployment's records."""
    cat = _catalog()
    bench = [r for r in records if r.get("kind") == "benchmark"]
    for rec in bench:
        rec.setdefault("provenance", {}).setdefault("fields", {})
        derive_accelerator(rec, cat)
        derive_interconnects(rec, cat)
        derive_power_reading(rec, cat)
    dep = deployment_of(dumps or [])
    out = list(records)
    if dumps:  # one deployment, its model's geometry possibly from its own config.json
        setups = [(pick_headline(bench) if bench else _dumps_only_head(dep, cat), bench)]
    else:  # a write-up alone may compare models, engines or hardware: a companion for each setup it measures
        setups = [(pick_headline(group), group) for group in _setups(bench).values()]
    taken = {r["id"] for r in records if r.get("id")}  # ids stay distinct, so renaming them later keeps each link
    for head, group in setups:
        kv = build_kv_record(head, group, dep, cat)
        if kv is None:
            continue
        kv["id"] = _unique(kv["id"], taken)
        for rec in group:
            if not rec.get("id"):
                rec["id"] = _unique(_stable_id(rec), taken)
            _link(kv, "companion", rec["id"])
            _link(rec, "companion", kv["id"])
        out.append(kv)
    link_siblings(out, store)
    return out


def _setups(bench: list[dict[str, Any]]) -> dict[tuple[Any, ...], list[dict[str, Any]]]:
    """A write-up's benchmark records grouped by what a KV companion describes: model, engine, accelerator and KV
    cache dtype, in the order each setup is first measured."""
    groups: dict[tuple[Any, ...], list[dict[str, Any]]] = {}
    for rec in bench:
        key = (get_path(rec, "model.id") or get_path(rec, "model.name"), get_path(rec, "engine.id"),
               get_path(rec, "hardware.accelerator_id") or get_path(rec, "hardware.accelerator_as_written"),
               get_path(rec, "config.kv_cache_dtype"))
        groups.setdefault(key, []).append(rec)
    return groups
