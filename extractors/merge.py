"""Merge write-up records with the deployment's dumps (stub: write-up records pass through)."""

from __future__ import annotations

from typing import Any


def merge_deployment(records: list[dict[str, Any]], dumps: list[Any]) -> list[dict[str, Any]]:
    """Apply dumps to the write-up's records (stub)."""
    return records
