"""Rules across records: duplicates and disagreeing siblings, over the store plus the records audited."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any, Iterable

from expectations.vocab import DUPLICATE_KEY_FIELDS, SIBLING_FIELDS, SIBLING_RELS
from extractors.record import get_path


def pool_of(records: list[dict[str, Any]], others: Iterable[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Every record by id: the store's, overridden by the ones being audited."""
    pool = {r["id"]: r for r in others if isinstance(r, dict) and isinstance(r.get("id"), str)}
    pool.update({r["id"]: r for r in records if isinstance(r.get("id"), str)})
    return pool


_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode
_KEY_PATHS = tuple(tuple(f.split(".")) for f in DUPLICATE_KEY_FIELDS)


def _sources_key(record: dict[str, Any]) -> tuple[str, ...]:
    """The record's sources by address (sha256 where it has none)."""
    prov = record.get("provenance")
    sources = (prov.get("sources") if isinstance(prov, dict) else None) or []
    return tuple(sorted(str(s.get("url") or s.get("path") or s.get("sha256")) for s in sources if isinstance(s, dict)))


def _at(record: dict[str, Any], path: tuple[str, ...]) -> Any:
    """The value at a split dotted path, None where a step is missing."""
    cur: Any = record
    for part in path:
        if not isinstance(cur, dict):
            return None
        cur = cur.get(part)
    return cur


def duplicate_key(record: dict[str, Any]) -> str:
    """Same source, metric, statistic and configuration: what makes two records one measurement."""
    parts = [_sources_key(record)] + [_at(record, p) for p in _KEY_PATHS]
    try:
        return _CANONICAL(parts)  # the canonical JSON of staging.hashing, with its encoder built once
    except (TypeError, ValueError):
        return repr(parts)


def duplicates(records: list[dict[str, Any]], pool: dict[str, dict[str, Any]]) -> list[str]:
    """For each audited record, the id of another record it duplicates, or ''."""
    by_key: dict[str, list[str]] = defaultdict(list)
    key_of: dict[str, str] = {}
    for rid, rec in pool.items():
        key = key_of[rid] = duplicate_key(rec)
        by_key[key].append(rid)
    out = []
    for rec in records:
        rid = rec.get("id")
        key = key_of[rid] if isinstance(rid, str) and pool.get(rid) is rec else duplicate_key(rec)
        ids = by_key.get(key)
        out.append("" if ids is None or ids == [rid] else next((i for i in ids if i != rid), ""))
    return out


def _sibling_ids(pool: dict[str, dict[str, Any]]) -> dict[str, set[str]]:
    """Sibling links in both directions."""
    sib: dict[str, set[str]] = defaultdict(set)
    for rid, rec in pool.items():
        for link in rec.get("links") or []:
            if isinstance(link, dict) and link.get("rel") in SIBLING_RELS and isinstance(link.get("id"), str):
                sib[rid].add(link["id"])
                sib[link["id"]].add(rid)
    return sib


def _disagreements(a: dict[str, Any], b: dict[str, Any]) -> list[str]:
    """Shared fields (both set) on which two records differ."""
    out = [f for f in SIBLING_FIELDS if (va := get_path(a, f)) is not None and (vb := get_path(b, f)) is not None
           and va != vb]
    ca, cb = a.get("config") or {}, b.get("config") or {}
    if isinstance(ca, dict) and isinstance(cb, dict):
        out += [f"config.{k}" for k in sorted(ca.keys() & cb.keys())
                if ca[k] is not None and cb[k] is not None and ca[k] != cb[k]]
    return out


def sibling_conflicts(records: list[dict[str, Any]], pool: dict[str, dict[str, Any]]) -> list[str]:
    """For each audited record, '' or 'sibling X differs on a, b'."""
    sib = _sibling_ids(pool)
    out = []
    for rec in records:
        found = ""
        for other_id in sorted(sib.get(rec.get("id"), ())):
            other = pool.get(other_id)
            if other is not None and other is not rec:
                diff = _disagreements(rec, other)
                if diff:
                    found = f"sibling {other_id} differs on {', '.join(diff[:6])}"
                    break
        out.append(found)
    return out
