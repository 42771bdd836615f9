"""The parsed form of one operator dump, and helpers to find keys in nested JSON with their pointers."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterator

from extractors.dumps import dump_rules as R

_MISSING = object()


@dataclass
class Dump:
    """One parsed dump: what it says about the deployment, each field with where it was found.

    `pointers` maps a record path ("config.chunked_prefill_size", "parallelism.tp", "engine.version",
    "model.path", "geometry.num_hidden_layers", ...) to a JSON pointer into the dump ("/internal_states/0/...")
    or, for a log, the quoted log line.
    """

    kind: str                                   # server_info | startup_log | model_config
    format: str                                 # sglang_server_info, vllm_startup_log, llamacpp_props, hf_config, ...
    name: str                                   # the source as given (URL or path)
    source_index: int
    engine_id: str | None = None
    engine_version: str | None = None
    engine_commit: str | None = None
    model_path: str | None = None
    parallelism: dict[str, int | None] = field(default_factory=lambda: {"tp": None, "ep": None, "dp": None, "pp": None})
    config: dict[str, Any] = field(default_factory=dict)
    speculative: dict[str, Any] = field(default_factory=dict)
    hardware: dict[str, Any] = field(default_factory=dict)   # accelerator_as_written, count, cuda_version, driver_version
    runtime: dict[str, Any] = field(default_factory=dict)    # facts measured by the engine at start-up (KV pool tokens ...)
    geometry: dict[str, Any] | None = None
    pointers: dict[str, str] = field(default_factory=dict)
    omitted: list[str] = field(default_factory=list)        # record paths this dump could have given but does not

    def put(self, path: str, value: Any, pointer: str) -> None:
        """Store a value under a record path ("config.x", "parallelism.tp", "engine.version", ...) with its pointer.

        A NaN or infinite number, or an integer beyond any float, is no value a record can carry (JSON has no
        spelling for the first two, and the rules read numbers as floats): it is not stored, and one nested in a list
        or object becomes null.
        """
        if not is_finite(value):
            return
        value = finite_only(value)
        head, _, rest = path.partition(".")
        if head == "config":
            self.config[rest] = value
        elif head == "parallelism":
            self.parallelism[rest] = value
        elif head == "hardware":
            self.hardware[rest] = value
        elif head == "runtime":
            self.runtime[rest] = value
        elif head == "speculative":
            self.speculative[rest] = value
        elif head == "geometry":
            self.geometry = self.geometry or {}
            self.geometry[rest] = value
        elif path == "engine.version":
            self.engine_version = value
        elif path == "engine.commit":
            self.engine_commit = value
        elif path == "model.path":
            self.model_path = value
        else:
            raise KeyError(path)
        self.pointers[path] = pointer

    @property
    def is_config(self) -> bool:
        """True when the dump describes a serving configuration (not only a model's geometry)."""
        return self.kind != "model_config"


def is_finite(value: Any) -> bool:
    """False for a NaN or infinite float and for an integer no float can hold; True for anything else."""
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, int) and value.bit_length() > 1000:  # near float's limit: ask float itself
        try:
            float(value)
        except OverflowError:
            return False
    return True


def read_int(text: str) -> int | float:
    """An integer as a dump writes it; one of more than MAX_INT_DIGITS digits is read as infinite."""
    if len(text) > R.MAX_INT_DIGITS:
        return float("-inf") if text.startswith("-") else float("inf")
    return int(text)


def finite_only(value: Any) -> Any:
    """A copy of a JSON-like value with every NaN or infinite float, and integer beyond floats, replaced by None."""
    if isinstance(value, (float, int)) and not isinstance(value, bool):
        return value if is_finite(value) else None
    if isinstance(value, dict):
        return {k: finite_only(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [finite_only(v) for v in value]
    return value


def escape_pointer(part: str) -> str:
    """One JSON-pointer reference token (RFC 6901)."""
    return str(part).replace("~", "~0").replace("/", "~1")


def pointer_of(*parts: object) -> str:
    """A JSON pointer from its parts."""
    return "".join("/" + escape_pointer(str(p)) for p in parts)


def get_dotted(obj: Any, dotted: str) -> Any:
    """The value at a dotted path of nested dicts, or _MISSING."""
    cur = obj
    for part in dotted.split("."):
        if not isinstance(cur, dict) or part not in cur:
            return _MISSING
        cur = cur[part]
    return cur


def walk_dicts(obj: Any, base: str = "", depth: int = 0) -> Iterator[tuple[dict[str, Any], str]]:
    """Every dict inside obj (obj first, then breadth-first), with its pointer."""
    queue: list[tuple[Any, str, int]] = [(obj, base, depth)]
    while queue:
        cur, ptr, d = queue.pop(0)
        if isinstance(cur, dict):
            yield cur, ptr
            if d < 12:
                queue.extend((v, ptr + "/" + escape_pointer(k), d + 1) for k, v in cur.items() if isinstance(v, (dict, list)))
        elif isinstance(cur, list) and d < 12:
            queue.extend((v, f"{ptr}/{i}", d + 1) for i, v in enumerate(cur) if isinstance(v, (dict, list)))


def find_key(obj: Any, dotted: str, skip: tuple[str, ...] = (), base: str = "") -> tuple[Any, str | None]:
    """The first non-null value of a dotted key in obj or any dict nested in it, with its JSON pointer.

    Subtrees whose key is in `skip` are not searched (so per-rank state is consulted only where the caller asks).
    """
    for node, ptr in walk_dicts(obj, base):
        rel = ptr[len(base):]
        if any(rel == "/" + s or rel.startswith("/" + s + "/") for s in skip):
            continue
        value = get_dotted(node, dotted)
        if value is not _MISSING and value is not None:
            return value, ptr + pointer_of(*dotted.split("."))
    return None, None


def is_missing(value: Any) -> bool:
    """True for the sentinel get_dotted returns for an absent key."""
    return value is _MISSING
