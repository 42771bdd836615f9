"""SGLang dumps: /get_server_info and /server_info, /get_model_info and /model_info, server_args=ServerArgs(...) log lines."""

from __future__ import annotations

import re
from typing import Any, Callable

from benchrec.errors import DumpError
from extractors.dumps import dump_rules as R
from extractors.dumps.dump import Dump, find_key, pointer_of
from extractors.dumps.pyrepr import PyReprError, parse_kwargs

ENGINE_ID = "sglang"
_DEV_COMMIT = re.compile(r"\+g(?P<commit>[0-9a-f]{7,40})")


def _lookup(args: dict[str, Any], state: dict[str, Any] | None, dotted: str, pointer: Callable[[str], str],
            state_pointer: str) -> tuple[Any, str | None]:
    """A key's value: top level first, then internal_states[0] (resolved values), then anywhere nested."""
    value, ptr = find_key(args, dotted, skip=(R.SGLANG_STATES_KEY,))
    if value is not None and ptr is not None:
        return value, pointer(ptr)
    if state is not None:
        value, ptr = find_key(state, dotted, base=state_pointer)
        if value is not None:
            return value, ptr
    return None, None


def map_server_args(dump: Dump, args: dict[str, Any], state: dict[str, Any] | None,
                    pointer: Callable[[str], str] = lambda p: p, state_pointer: str = "/internal_states/0") -> Dump:
    """Fill a Dump from SGLang ServerArgs (flat or nested), preferring per-rank resolved values for nulls."""
    for name, aliases in R.SGLANG_CONFIG_KEYS.items():
        for dotted in aliases:
            value, ptr = _lookup(args, state, dotted, pointer, state_pointer)
            if value is not None:
                dump.put(f"config.{name}", value, ptr or "")
                break
        else:
            for dotted in R.SGLANG_ENABLED_ALIASES.get(name, ()):
                value, ptr = _lookup(args, state, dotted, pointer, state_pointer)
                if isinstance(value, bool):
                    dump.put(f"config.{name}", not value, ptr or "")
                    break
    algo = dump.config.get("speculative_algorithm")
    if algo in R.SPECULATIVE_OFF:
        for key in R.SGLANG_SPECULATIVE_KEYS:
            dump.config.pop(key, None)
            dump.pointers.pop(f"config.{key}", None)
    else:
        prefix = str(algo).lower() + "_"
        for source, base in ((args, ""), (state or {}, state_pointer)):
            for key, value in source.items():
                if key.startswith(prefix) and value is not None and key not in dump.config:
                    dump.put(f"config.{key}", value, base + pointer_of(key) if base else pointer(pointer_of(key)))
        dump.speculative = {k: v for k, v in dump.config.items() if k.startswith(("speculative_", prefix))}
    for axis, key in R.SGLANG_PARALLELISM.items():
        if isinstance(dump.config.get(key), int):
            dump.put(f"parallelism.{axis}", dump.config[key], dump.pointers[f"config.{key}"])
    model, ptr = _lookup(args, state, "model_path", pointer, state_pointer)
    if isinstance(model, str):
        dump.put("model.path", model, ptr or "")
    for dotted in R.SGLANG_RUNTIME_KEYS:
        value, ptr = _lookup(args, state, dotted, pointer, state_pointer)
        if value is not None:
            dump.put(f"runtime.{dotted.rsplit('.', 1)[-1]}", value, ptr or "")
    _gpu_count(dump)
    return dump


def _gpu_count(dump: Dump) -> None:
    """GPUs implied by the parallel layout: tp x pp, times dp unless DP attention runs inside TP."""
    tp, pp, dp = (dump.parallelism.get(k) for k in ("tp", "pp", "dp"))
    if isinstance(tp, int):
        count = tp * (pp or 1) * (1 if dump.config.get("enable_dp_attention") else (dp or 1))
        dump.runtime["gpus_from_parallelism"] = count


def _version(dump: Dump, doc: dict[str, Any]) -> None:
    """Engine version (and a dev build's commit) from the top-level `version`, or note its absence."""
    version = doc.get("version")
    if isinstance(version, str) and version.strip():
        dump.put("engine.version", version.strip(), "/version")
        m = _DEV_COMMIT.search(version)
        if m:
            dump.put("engine.commit", m.group("commit"), "/version")
    else:
        dump.omitted.append("engine.version")


def parse_server_info(doc: Any, name: str, source_index: int) -> Dump:
    """An SGLang /get_server_info or /server_info document."""
    if not isinstance(doc, dict):
        raise DumpError(f"{name}: SGLang server_info is not a JSON object")
    states = doc.get(R.SGLANG_STATES_KEY)
    state = states[0] if isinstance(states, list) and states and isinstance(states[0], dict) else None
    dump = Dump("server_info", "sglang_server_info", name, source_index, engine_id=ENGINE_ID)
    map_server_args(dump, doc, state)
    _version(dump, doc)
    if not dump.config:
        raise DumpError(f"{name}: SGLang server_info carries none of the known server arguments")
    return dump


def parse_model_info(doc: Any, name: str, source_index: int) -> Dump:
    """An SGLang /get_model_info or /model_info document."""
    if not isinstance(doc, dict) or not isinstance(doc.get("model_path"), str):
        raise DumpError(f"{name}: SGLang model_info has no model_path")
    dump = Dump("server_info", "sglang_model_info", name, source_index, engine_id=ENGINE_ID)
    dump.put("model.path", doc["model_path"], "/model_path")
    for key in ("model_type", "architectures", "weight_version", "is_generation"):
        if doc.get(key) is not None:
            dump.put(f"runtime.{key}", doc[key], pointer_of(key))
    return dump


def parse_startup_log(text: str, name: str, source_index: int) -> Dump:
    """An SGLang launch log: the `server_args=ServerArgs(...)` line."""
    for lineno, line in enumerate(text.splitlines(), 1):
        m = R.SGLANG_SERVER_ARGS.search(line)
        if not m:
            continue
        try:
            args = parse_kwargs(m.group(1))
        except PyReprError as exc:
            raise DumpError(f"{name}: line {lineno}: unreadable ServerArgs ({exc})") from None
        dump = Dump("startup_log", "sglang_startup_log", name, source_index, engine_id=ENGINE_ID)
        map_server_args(dump, args, None, pointer=lambda p: f"line {lineno}: {p.lstrip('/')}")
        dump.omitted.append("engine.version")
        return dump
    raise DumpError(f"{name}: SGLang log has no server_args=ServerArgs(...) line")
