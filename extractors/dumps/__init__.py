"""Operator dumps: SGLang server_info, vLLM logs and dev endpoints, llama.cpp /props, HF config.json."""

from __future__ import annotations

import json
from typing import Any, Callable

from benchrec.errors import DumpError
from extractors.dumps import hfconfig, llamacpp, sglang, vllm
from extractors.dumps.detect import UNKNOWN_JSON, detect_format, detect_kind
from extractors.dumps.dump import Dump, read_int

__all__ = ["Dump", "detect_format", "detect_kind", "parse_dump", "DEFAULT_MAX_DUMP_BYTES"]

DEFAULT_MAX_DUMP_BYTES = 20 * 1024 * 1024

JSON_PARSERS: dict[str, Callable[[Any, str, int], Dump]] = {
    "sglang_server_info": sglang.parse_server_info,
    "sglang_model_info": sglang.parse_model_info,
    "vllm_server_info": vllm.parse_server_info,
    "vllm_version": vllm.parse_version,
    "llamacpp_props": llamacpp.parse_props,
    "hf_config": hfconfig.parse_config,
}
TEXT_PARSERS: dict[str, Callable[[str, str, int], Dump]] = {
    "vllm_startup_log": vllm.parse_startup_log,
    "sglang_startup_log": sglang.parse_startup_log,
}


def _limit() -> int:
    """The dump size limit of the default options."""
    try:
        from benchrec.options import Options

        return int(getattr(Options(), "max_dump_bytes", DEFAULT_MAX_DUMP_BYTES))
    except Exception:  # noqa: BLE001 - options unavailable: fall back to the documented default
        return DEFAULT_MAX_DUMP_BYTES


def _load_json(raw: bytes, name: str) -> Any:
    """Decode a JSON dump or raise one line naming the source and where it breaks."""
    try:
        return json.loads(raw.decode("utf-8-sig"), parse_int=read_int)
    except UnicodeDecodeError:
        raise DumpError(f"{name}: dump is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        what = "truncated JSON" if exc.pos >= len(raw.rstrip()) - 1 or "Unterminated" in exc.msg else "invalid JSON"
        raise DumpError(f"{name}: {what} at line {exc.lineno} column {exc.colno} ({exc.msg})") from None


def parse_dump(raw: bytes, name: str, source_index: int, kind: str | None = None, *, max_bytes: int | None = None) -> Dump:
    """Parse one dump into a Dump; any failure is a one-line DumpError naming the source."""
    limit = max_bytes if max_bytes is not None else _limit()
    if len(raw) > limit:
        raise DumpError(f"{name}: dump is {len(raw) / 1048576:.1f} MB, over the {limit / 1048576:.0f} MB dump limit")
    fmt = detect_format(raw)
    try:
        if fmt in TEXT_PARSERS:
            return TEXT_PARSERS[fmt](raw.decode("utf-8", errors="replace"), name, source_index)
        if fmt in JSON_PARSERS:
            return JSON_PARSERS[fmt](_load_json(raw, name), name, source_index)
        if fmt == UNKNOWN_JSON:
            doc = _load_json(raw, name)
            shape = f"keys {', '.join(sorted(doc)[:6])}" if isinstance(doc, dict) else type(doc).__name__
            raise DumpError(f"{name}: unknown dump layout ({shape}): not SGLang, vLLM, llama.cpp or config.json")
    except DumpError:
        raise
    except (RecursionError, ValueError, TypeError, KeyError, AttributeError, IndexError) as exc:
        raise DumpError(f"{name}: unreadable {fmt} dump ({type(exc).__name__}: {exc})") from None
    if kind == "startup_log":
        raise DumpError(f"{name}: log has no engine arguments line (no vLLM 'non-default args:' or SGLang ServerArgs)")
    raise DumpError(f"{name}: unknown dump layout: not SGLang, vLLM, llama.cpp or config.json")
