"""Empty record skeletons by the contract, so every extractor fills the same shape."""

from __future__ import annotations

import copy
import math
from typing import Any, Callable

BENCHMARK_TEMPLATE: dict[str, Any] = {
    "kind": "benchmark",
    "id": None,
    "title": "",
    "metric": "unspecified_tok_s",
    "value": None,
    "unit": "tok/s",
    "unit_text": "",
    "basis": "unknown",
    "concurrency": None,
    "request_rate": None,
    "statistic": "unknown",
    "token_counting": "unknown",
    "workload": {"input_len": None, "output_len": None, "num_prompts": None, "dataset": None, "cache": "unknown"},
    "model": {"name": None, "id": None, "variant": None},
    "engine": {"id": None, "version": None, "commit": None},
    "hardware": {
        "accelerator_id": None,
        "accelerator_as_written": None,
        "count": None,
        "driver_version": None,
        "cuda_version": None,
        "interconnect_as_written": None,
        "host": None,
    },
    "parallelism": {"tp": None, "ep": None, "dp": None, "pp": None},
    "config": {},
    "omitted_by_source": [],
    "variance": {"reruns": [], "spread": None, "stdev": None, "sweeps": [], "alternatives": []},
    "interconnect_ids": [],
    "measured_by": "third_party",
    "reproducible": None,
    "is_claim": False,
    "confidence": {"level": "medium", "score": 0.5},
    "methodology": "",
    "notes": "",
    "links": [],
    "provenance": {"sources": [], "fields": {}},
    "status": "draft",
    "updated": None,
}

KV_TEMPLATE: dict[str, Any] = {
    "kind": "kv-efficiency",
    "id": None,
    "title": "",
    "model": {"name": None, "id": None, "variant": None},
    "engine": {"id": None, "version": None, "commit": None},
    "hardware": copy.deepcopy(BENCHMARK_TEMPLATE["hardware"]),
    "config": {},
    "attention_type": None,
    "kv_cache_dtype": None,
    "kv_bytes_per_token": None,
    "kv_bytes_per_token_bf16": None,
    "kv_bytes_basis": "",
    "quant_method": None,
    "measured_ttft_ms_at_ctx": None,
    "omitted_by_source": [],
    "methodology": "",
    "notes": "",
    "links": [],
    "provenance": {"sources": [], "fields": {}},
    "status": "draft",
    "updated": None,
}


def _display(value: Any) -> str:
    """A JSON-like value (dicts with text keys, lists, text, finite numbers, bools, None) as Python source."""
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            raise TypeError("template keys must be text")
        return "{" + ", ".join(f"{k!r}: {_display(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_display(v) for v in value) + "]"
    if value is None or isinstance(value, (str, bool, int)) or (isinstance(value, float) and math.isfinite(value)):
        return repr(value)
    raise TypeError(f"template value {value!r} is not JSON-like")


def template_factory(template: dict[str, Any]) -> Callable[[], dict[str, Any]]:
    """A function returning a fresh deep copy of a template: the template written out as one dict display, which
    builds the copy in about a third of copy.deepcopy's time and two thirds of an orjson round trip."""
    return eval(compile("lambda: " + _display(template), "<record template>", "eval"), {"__builtins__": {}})  # noqa: S307


#: A fresh benchmark record with every contract field present and empty.
new_benchmark = template_factory(BENCHMARK_TEMPLATE)
#: A fresh kv-efficiency record with every contract field present and empty.
new_kv_efficiency = template_factory(KV_TEMPLATE)


def get_path(record: dict[str, Any], path: str) -> Any:
    """Read a dotted path ('hardware.count', 'observations.0'); None where any part is missing."""
    cur: Any = record
    for part in path.split("."):
        if isinstance(cur, dict):
            cur = cur.get(part)
        elif isinstance(cur, list) and part.isdigit() and int(part) < len(cur):
            cur = cur[int(part)]
        else:
            return None
    return cur


#: What reading a field of the wrong JSON type raises (a hand-edited record, one that fails its schema).
UNREADABLE = (TypeError, ValueError, KeyError, AttributeError, IndexError, OverflowError)


def as_object(value: Any) -> dict[str, Any]:
    """value when it is a JSON object, else an empty one (a hand-edited record can hold anything anywhere)."""
    return value if isinstance(value, dict) else {}


def as_objects(value: Any) -> list[dict[str, Any]]:
    """The objects of value when it is a JSON array, else none."""
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def get_parts(record: dict[str, Any], parts: tuple[str, ...]) -> Any:
    """Read a dotted path already split into its parts, through objects only; None where a step is missing."""
    cur: Any = record
    for part in parts:
        if not isinstance(cur, dict):
            return None
        cur = cur.get(part)
    return cur


def set_path(record: dict[str, Any], path: str, value: Any) -> None:
    """Write a dotted path, creating objects on the way."""
    head, dot, last = path.rpartition(".")
    if not dot:
        record[path] = value
    elif "." not in head:  # most paths are one object deep ("workload.input_len")
        record.setdefault(head, {})[last] = value
    else:
        cur = record
        for part in head.split("."):
            cur = cur.setdefault(part, {})
        cur[last] = value


def citer(source: int, text: str) -> Callable[[dict[str, Any], str, Any, int, int], None]:
    """cite() for one source: (record, path, value, start, end), the quote being text[start:end]."""

    def cite_in(record: dict[str, Any], path: str, value: Any, start: int, end: int) -> None:
        """Set a field and record its quote."""
        set_path(record, path, value)
        record["provenance"]["fields"][path] = {"source": source, "quote": text[start:end], "start": start, "end": end}

    return cite_in


def cite(record: dict[str, Any], path: str, value: Any, source: int, text: str, start: int, end: int) -> None:
    """Set a field and record its quote: text[start:end] of source's extracted text."""
    citer(source, text)(record, path, value, start, end)


def cite_pointer(record: dict[str, Any], path: str, value: Any, source: int, pointer: str) -> None:
    """Set a field taken from a JSON dump and record its JSON pointer (or log line)."""
    set_path(record, path, value)
    record["provenance"]["fields"][path] = {"source": source, "pointer": pointer}


def derive_field(record: dict[str, Any], path: str, value: Any, derived_from: list[str]) -> None:
    """Set a derived field and name its inputs instead of a quote."""
    set_path(record, path, value)
    record["provenance"]["fields"][path] = {"derived_from": list(derived_from)}


#: Fields a benchmark record works out from others, with the inputs they are worked out from: named as derived where
#: the reading left them without a citation (RECORDS.md 4: derived fields name their inputs).
DERIVED_INPUTS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("model.id", ("model.name",)),
    ("variance.spread", ("variance.reruns",)),
    ("variance.stdev", ("variance.reruns",)),
    ("concurrency", ("basis",)),
)


def name_derived(record: dict[str, Any]) -> None:
    """Name the inputs of each derived field that has a value, inputs with values, and no citation of its own."""
    fields = record.setdefault("provenance", {}).setdefault("fields", {})
    for path, inputs in DERIVED_INPUTS:
        if path in fields or get_path(record, path) in (None, [], ""):
            continue
        if all(get_path(record, i) not in (None, [], "") for i in inputs) and all(i in fields for i in inputs
                                                                                    if i != "variance.reruns"):
            fields[path] = {"derived_from": list(inputs)}
