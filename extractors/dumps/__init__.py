"""Operator dumps: SGLang server_info, vLLM logs and dev endpoints, llama.cpp /props, HF config.json (stub)."""

from __future__ import annotations

from typing import Any


def detect_kind(raw: bytes) -> str | None:
    """The dump kind of some bytes by their content, or None for a write-up (stub: nothing detected)."""
    return None


def parse_dump(raw: bytes, name: str, source_index: int, kind: str) -> Any:
    """Parse one dump (stub)."""
    from benchrec.errors import DumpError

    raise DumpError(f"{name}: dump parsing is not built yet")
