"""Canonical JSON and content hashes of records (RECORDS.md section 6)."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import orjson

EXCLUDED_FROM_CONTENT = ("status", "audit", "review")
#: Values canonical_bytes checks before it lets orjson write them; beyond this json writes them (a record holds a few
#: hundred).
MAX_ORJSON_VALUES = 1_000_000


def canonical_json(obj: Any) -> str:
    """Serialise with sorted keys and no insignificant whitespace."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def _same_in_orjson(obj: Any) -> bool:
    """Whether orjson writes the value exactly as canonical_json does: plain dicts with string keys, lists, tuples,
    strings, integers, booleans, None, and finite floats other than those under 1e-4 (which orjson writes as
    0.00001 where Python writes 1e-05). Anything else, subclasses included, is left to json."""
    stack = [obj]
    pop, push = stack.pop, stack.extend
    budget = MAX_ORJSON_VALUES  # a value that holds itself never runs out of values: json reports it
    while stack:
        budget -= 1
        if budget < 0:
            return False
        value = pop()
        kind = type(value)
        if kind is str or kind is int or kind is bool or value is None:
            continue
        if kind is dict:
            for key in value:
                if type(key) is not str:
                    return False
            push(value.values())
        elif kind is list or kind is tuple:
            push(value)
        elif kind is float:
            if not (value - value == 0.0 and (value == 0.0 or abs(value) >= 1e-4)):  # inf - inf, nan - nan: nan
                return False
        else:
            return False
    return True


def canonical_bytes(obj: Any) -> bytes:
    """canonical_json(obj) encoded as UTF-8: written by orjson where it gives the same bytes (a record's hash in
    about half the time, the check included), else by json, which also raises what json raises."""
    if _same_in_orjson(obj):
        try:
            return orjson.dumps(obj, option=orjson.OPT_SORT_KEYS)
        except TypeError:  # an integer beyond 64 bits, nesting deeper than orjson goes: json decides
            pass
    return canonical_json(obj).encode("utf-8")


def content_hash(record: dict[str, Any]) -> str:
    """sha256 of the record's canonical JSON without status, audit and review."""
    body = {k: v for k, v in record.items() if k not in EXCLUDED_FROM_CONTENT}
    return hashlib.sha256(canonical_bytes(body)).hexdigest()


def sha256_bytes(data: bytes) -> str:
    """Hex sha256 of bytes."""
    return hashlib.sha256(data).hexdigest()
