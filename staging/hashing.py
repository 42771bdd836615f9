"""Canonical JSON and content hashes of records (RECORDS.md section 6)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

EXCLUDED_FROM_CONTENT = ("status", "audit", "review")


def canonical_json(obj: Any) -> str:
    """Serialise with sorted keys and no insignificant whitespace."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def content_hash(record: dict[str, Any]) -> str:
    """sha256 of the record's canonical JSON without status, audit and review."""
    body = {k: v for k, v in record.items() if k not in EXCLUDED_FROM_CONTENT}
    return hashlib.sha256(canonical_json(body).encode("utf-8")).hexdigest()


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of bytes."""
    return hashlib.sha256(data).hexdigest()
