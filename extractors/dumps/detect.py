"""Recognise a dump's format by its content (never by its name); None means a write-up."""

from __future__ import annotations

import json
import re
from typing import Any

from extractors.dumps import dump_rules as R

UNKNOWN_JSON = "unknown_json"
_KEY = re.compile(r'"((?:[^"\\]|\\.){1,200})"\s*:')


def _head(raw: bytes) -> str:
    """The first bytes as text, without BOM or leading blanks."""
    return raw[:R.DETECT_HEAD_BYTES].decode("utf-8", errors="replace").lstrip("\ufeff \t\r\n")


def _json_keys(head: str, complete: bool) -> set[str] | None:
    """Keys of a JSON object text: all keys at any depth (from the parse, or by scanning a truncated head)."""
    if complete:
        try:
            doc = json.loads(head)
        except (ValueError, RecursionError):
            doc = None
        if isinstance(doc, dict):
            keys: set[str] = set()
            stack: list[dict[Any, Any] | list[Any]] = [doc]
            while stack:
                cur = stack.pop()
                if isinstance(cur, dict):
                    keys.update(str(k) for k in cur)
                    stack.extend(v for v in cur.values() if isinstance(v, (dict, list)))
                elif isinstance(cur, list):
                    stack.extend(v for v in cur if isinstance(v, (dict, list)))
            return keys
    return {m.group(1) for m in _KEY.finditer(head)}


def detect_format(raw: bytes) -> str | None:
    """The dump format name (dump_rules.FORMAT_KIND keys, or UNKNOWN_JSON), or None for a write-up."""
    head = _head(raw)
    if not head:
        return None
    if head[0] == "{" or (head[0] == "[" and not R.GENERIC_LOG_LINE.match(head)):
        if head[0] == "[":
            return UNKNOWN_JSON
        complete = len(raw) <= R.DETECT_HEAD_BYTES
        keys = _json_keys(head, complete) or set()
        top = _top_keys(head) if complete else keys
        for fmt in R.JSON_FORMAT_ORDER:
            if any(all(k in keys for k in marker) for marker in R.JSON_MARKERS[fmt]):
                if fmt == "hf_config" and "tp_size" in keys:
                    continue
                return fmt
        if top == {"version"} or (top and top <= {"version", "commit"}):
            return "vllm_version"
        if top & set(R.WRITEUP_JSON_KEYS):
            return None
        return UNKNOWN_JSON
    if head[0] == "<":
        return None
    return _detect_log(head)


def _top_keys(head: str) -> set[str]:
    """Top-level keys of a complete JSON object, or an empty set."""
    try:
        doc = json.loads(head)
    except (ValueError, RecursionError):
        return set()
    return set(doc) if isinstance(doc, dict) else set()


def _detect_log(head: str) -> str | None:
    """A startup log when most lines are log lines and one names the engine."""
    lines = [ln for ln in head.splitlines() if ln.strip() and not ln.lstrip().startswith("#")]
    if not lines:
        return None
    logish = sum(1 for ln in lines if R.VLLM_LOG_LINE.match(ln) or R.GENERIC_LOG_LINE.match(ln))
    if logish / len(lines) < R.LOG_LINE_SHARE:
        return None
    if R.SGLANG_LOG_MARKER.search(head):
        return "sglang_startup_log"
    if R.VLLM_LOG_MARKERS.search(head):
        return "vllm_startup_log"
    return None


def detect_kind(raw: bytes) -> str | None:
    """`server_info`, `startup_log` or `model_config` by content; None means a write-up."""
    fmt = detect_format(raw)
    if fmt is None:
        return None
    return R.FORMAT_KIND.get(fmt, "server_info")
