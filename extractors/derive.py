"""Derived fields and records: interconnects, accelerator ids, kv-efficiency companions (stub)."""

from __future__ import annotations

from typing import Any


def derive_records(records: list[dict[str, Any]], dumps: list[Any]) -> list[dict[str, Any]]:
    """Add derived fields and companion records (stub)."""
    return records
