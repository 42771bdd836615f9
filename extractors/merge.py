"""Merge a deployment's dumps into its write-up records: the dump wins for configuration, conflicts are kept."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlparse

from extractors.record import cite_pointer, derive_field, get_path

#: What a reader is told the configuration came from, by dump format.
ENDPOINT_LABEL = {
    "sglang_server_info": "/get_server_info",
    "sglang_model_info": "/get_model_info",
    "vllm_server_info": "dev-mode /server_info",
    "vllm_version": "/version",
    "vllm_startup_log": "startup log",
    "sglang_startup_log": "startup log",
    "llamacpp_props": "/props",
}
#: Engine display names for prose.
ENGINE_NAMES = {"sglang": "SGLang", "vllm": "vLLM", "llama.cpp": "llama.cpp"}
#: Config keys named in the methodology sentence, in this order, when the dump gives them.
SUMMARY_KEYS = (
    "tp_size", "ep_size", "dp_size", "pp_size", "tensor_parallel_size", "pipeline_parallel_size", "data_parallel_size",
    "enable_expert_parallel", "context_length", "max_model_len", "n_ctx", "kv_cache_dtype", "mem_fraction_static",
    "gpu_memory_utilization", "max_running_requests", "max_num_seqs", "max_num_batched_tokens", "attention_backend",
    "moe_runner_backend", "cuda_graph_max_bs", "disable_cuda_graph", "disable_piecewise_cuda_graph", "enforce_eager",
    "chunked_prefill_size", "speculative_algorithm", "speculative_method", "num_speculative_tokens",
)
_TRAILING = re.compile(r"[\s.,;:]+$")


@dataclass
class Deployment:
    """What the dumps of one deployment say, each value with its source index and pointer."""

    fields: dict[str, tuple[Any, int, str]] = field(default_factory=dict)
    omitted: set[str] = field(default_factory=set)
    runtime: dict[str, Any] = field(default_factory=dict)
    formats: list[tuple[str, str]] = field(default_factory=list)      # (format, name) of the config dumps
    geometry: dict[str, Any] | None = None
    geometry_source: tuple[int, dict[str, str]] | None = None         # (source index, pointers)

    def value(self, path: str) -> Any:
        """The value of a record path, or None."""
        hit = self.fields.get(path)
        return hit[0] if hit else None


def _dump_items(dump: Any) -> list[tuple[str, Any]]:
    """(record path, value) pairs of a dump."""
    items: list[tuple[str, Any]] = []
    if dump.engine_id:
        items.append(("engine.id", dump.engine_id))
    for path, value in (("engine.version", dump.engine_version), ("engine.commit", dump.engine_commit),
                        ("model.path", dump.model_path)):
        if value is not None:
            items.append((path, value))
    items += [(f"parallelism.{k}", v) for k, v in dump.parallelism.items() if v is not None]
    items += [(f"config.{k}", v) for k, v in dump.config.items() if v is not None]
    items += [(f"hardware.{k}", v) for k, v in dump.hardware.items() if v is not None]
    return items


def deployment_of(dumps: list[Any]) -> Deployment:
    """Combine the dumps of one deployment; an earlier dump wins a key both give."""
    dep = Deployment()
    for dump in dumps:
        if dump.geometry and dep.geometry is None:
            dep.geometry = dict(dump.geometry)
            dep.geometry_source = (dump.source_index, {k.split(".", 1)[1]: v for k, v in dump.pointers.items()
                                                       if k.startswith("geometry.")})
        if not dump.is_config:
            continue
        dep.formats.append((dump.format, dump.name))
        for path, value in _dump_items(dump):
            pointer = dump.pointers.get(path, f"{dump.format} layout")
            dep.fields.setdefault(path, (value, dump.source_index, pointer))
        for key, value in dump.runtime.items():
            dep.runtime.setdefault(key, value)
        dep.omitted.update(dump.omitted)
    dep.omitted -= {p for p in dep.omitted if p in dep.fields}
    return dep


def _scalar(value: Any) -> Any:
    """A value in comparable form: numbers from numeric text, lower-case words, booleans kept."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        text = _TRAILING.sub("", value.strip()).replace(",", "") if re.fullmatch(r"[\d.,\s]+", value.strip()) \
            else value.strip().lower()
        try:
            return float(text)
        except ValueError:
            low = text.lower()
            if low in ("true", "on", "yes", "enabled"):
                return True
            if low in ("false", "off", "no", "disabled"):
                return False
            return low
    return value


def same_value(writeup: Any, dump: Any) -> bool:
    """True when the write-up's value agrees with the dump's ("2048." = 2048, "fp8" refines to "fp8_e4m3")."""
    a, b = _scalar(writeup), _scalar(dump)
    if isinstance(a, float) and isinstance(b, float):
        return math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(a, str) and isinstance(b, str):
        return a == b or b.startswith(a + "_") or a.startswith(b + "_") or a.replace("-", "_") == b.replace("-", "_")
    return a == b


def endpoint_label(fmt: str, name: str) -> str:
    """How the methodology names the dump ("/get_server_info", "/server_info", "startup log")."""
    path = urlparse(name).path if "://" in name else ""
    if fmt == "sglang_server_info" and path.rstrip("/").endswith("/server_info") and "get_" not in path:
        return "/server_info"
    return ENDPOINT_LABEL.get(fmt, fmt)


def _fmt(value: Any) -> str:
    """A config value as prose writes it (1,048,576; true/false)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return f"{value:,}" if value >= 100_000 else str(value)
    return str(value)


def config_sentence(dep: Deployment, engine_id: str | None) -> str:
    """'SGLang config as reported by the operator's own /get_server_info: tp_size 8, ...'."""
    parts = [f"{k} {_fmt(dep.value('config.' + k))}" for k in SUMMARY_KEYS if dep.value("config." + k) is not None]
    if not parts or not dep.formats:
        return ""
    algo = dep.value("config.speculative_algorithm")
    if algo and f"config.{str(algo).lower()}_block_size" in dep.fields:
        key = f"{str(algo).lower()}_block_size"
        parts[-1] = parts[-1] + f" with {key} {_fmt(dep.value('config.' + key))}"
    label = endpoint_label(*dep.formats[0])
    engine = ENGINE_NAMES.get(engine_id or "", engine_id or "Engine")
    return f"{engine} config as reported by the operator's own {label}: {', '.join(parts)}."


def _mark_conflict(rec: dict[str, Any], path: str, writeup: Any, value: Any, index: int, pointer: str) -> None:
    """Keep both values: the dump's in the field, the write-up's in provenance and config_conflicts."""
    fields = rec["provenance"]["fields"]
    old = fields.get(path)
    _cite(rec, path, value, index, pointer)
    fields[path]["writeup"] = {"value": writeup, **(old or {})}
    rec.setdefault("config_conflicts", []).append({"path": path, "writeup": writeup, "dump": value,
                                                   "dump_source": index, "dump_pointer": pointer})


def _append(rec: dict[str, Any], key: str, sentence: str) -> None:
    """Append a sentence to methodology or notes once."""
    if sentence and sentence not in (rec.get(key) or ""):
        rec[key] = (rec.get(key) or "").rstrip() + (" " if rec.get(key) else "") + sentence


def _model(rec: dict[str, Any], dep: Deployment) -> None:
    """Catalog model id from the dump's model path where the write-up left it open (or a conflict where both give one)."""
    hit = dep.fields.get("model.path")
    if not hit:
        return
    path, index, pointer = hit
    try:
        from benchrec.catalog import load_catalog

        model_id = load_catalog().resolve_model(path)
    except ImportError:
        model_id = None
    rec["provenance"]["fields"].setdefault("model.path", {"source": index, "pointer": pointer})
    rec["model"]["path"] = path
    if model_id and get_path(rec, "model.id") is None:
        _cite(rec, "model.id", model_id, index, pointer)
    elif model_id and get_path(rec, "model.id") != model_id:
        _mark_conflict(rec, "model.id", get_path(rec, "model.id"), model_id, index, pointer)
    if not get_path(rec, "model.name"):
        _cite(rec, "model.name", path.rstrip("/").rsplit("/", 1)[-1], index, pointer)


def varied_in_source(rec: dict[str, Any], path: str, value: Any) -> bool:
    """True when the write-up itself names this value as a variation (a sweep point or an alternative), not the baseline."""
    key = path.split(".", 1)[-1]
    variance = rec.get("variance") or {}
    for sweep in variance.get("sweeps") or []:
        if sweep.get("param") == key and any(same_value(p.get("x"), value) for p in sweep.get("points") or []):
            return True
    word = str(value).lower()
    return any(word in str(a.get("change", "")).lower() for a in variance.get("alternatives") or [])


def is_pointer(pointer: str) -> bool:
    """True for a citable location: a bare JSON pointer or a log line ("line N: ...")."""
    return pointer.startswith("line ") or (pointer.startswith("/") and " " not in pointer)


def _cite(rec: dict[str, Any], path: str, value: Any, index: int, pointer: str) -> None:
    """Cite a dump value by its pointer, or name its inputs where it was computed from several."""
    if is_pointer(pointer):
        cite_pointer(rec, path, value, index, pointer)
    else:
        derive_field(rec, path, value, [f"source {index}: {pointer}"])


def apply_deployment(rec: dict[str, Any], dep: Deployment) -> dict[str, Any]:
    """Overlay one benchmark record with its deployment's dumps."""
    rec.setdefault("provenance", {}).setdefault("fields", {})
    for path, (value, index, pointer) in dep.fields.items():
        if path == "model.path":
            continue
        current = get_path(rec, path)
        if path.startswith("hardware."):
            if current is None:
                _cite(rec, path, value, index, pointer)
            elif not same_value(current, value) and path == "hardware.count":
                _mark_conflict(rec, path, current, value, index, pointer)
            continue
        if current is not None and current != "" and not same_value(current, value) \
                and not (path.startswith("config.") and varied_in_source(rec, path, current)):
            _mark_conflict(rec, path, current, value, index, pointer)
        else:
            _cite(rec, path, value, index, pointer)
    _model(rec, dep)
    if get_path(rec, "hardware.count") is None and dep.runtime.get("gpus_from_parallelism"):
        derive_field(rec, "hardware.count", dep.runtime["gpus_from_parallelism"], ["parallelism.tp", "parallelism.pp",
                                                                                   "parallelism.dp"])
    omitted = list(rec.get("omitted_by_source") or [])
    for path in sorted(dep.omitted):
        if get_path(rec, path) is None and path not in omitted:
            omitted.append(path)
    rec["omitted_by_source"] = omitted
    _append(rec, "methodology", config_sentence(dep, get_path(rec, "engine.id")))
    for c in rec.get("config_conflicts", []):
        _append(rec, "notes", f"CONFIG CONFLICT: the write-up gives {c['path'].split('.', 1)[-1]} {_fmt(c['writeup'])}, "
                              f"the operator's dump {_fmt(c['dump'])}; the record carries the dump's value.")
    return rec


def merge_deployment(records: list[dict[str, Any]], dumps: list[Any]) -> list[dict[str, Any]]:
    """Sources given together are one deployment: apply its dumps to every benchmark record of the write-up."""
    if not dumps:
        return records
    dep = deployment_of(dumps)
    for rec in records:
        if rec.get("kind") == "benchmark":
            apply_deployment(rec, dep)
    return records
