"""Rules across records: duplicates and disagreeing siblings, over the store plus the records audited."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any, Iterable

from expectations.vocab import DUPLICATE_KEY_FIELDS, RUN_FIELDS, SIBLING_FIELDS, SIBLING_RELS
from extractors.record import get_parts, get_path


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
    sources = prov.get("sources") if isinstance(prov, dict) else None
    if not isinstance(sources, list):
        return ()
    return tuple(sorted([str(s.get("url") or s.get("path") or s.get("sha256")) for s in sources if isinstance(s, dict)]))


def duplicate_key(record: dict[str, Any]) -> str:
    """Same source, metric, statistic and configuration: what makes two records one measurement."""
    parts = [_sources_key(record)] + [get_parts(record, p) for p in _KEY_PATHS]
    try:
        return _CANONICAL(parts)  # the canonical JSON of staging.hashing, with its encoder built once
    except (TypeError, ValueError):
        return repr(parts)


_NAN = object()  # NaN stands for itself in a coarse key (NaN != NaN would split what canonical JSON joins)
_NESTED = object()


def _coarse(value: Any) -> Any:
    """A hashable stand-in that is equal whenever the canonical JSON of the values is (it may join more)."""
    if isinstance(value, dict):
        try:
            return frozenset((k, x if x == x else _NAN) for k, x in value.items())
        except TypeError:
            return (_NESTED, len(value))
    if isinstance(value, list):
        return (_NESTED, len(value))
    return value if value == value else _NAN


_PLAIN = frozenset({str, int, bool, type(None)})


def _key_groups() -> tuple[tuple[str, tuple[str, ...] | None], ...]:
    """The duplicate key's paths grouped by their first part: ("kind", None), ("engine", ("id", "version")), ..."""
    groups: dict[str, list[str] | None] = {}
    for path in _KEY_PATHS:
        if len(path) == 1:
            groups[path[0]] = None
        elif len(path) == 2:
            groups.setdefault(path[0], [])
            inner = groups[path[0]]
            assert inner is not None, f"{path[0]} is both a field and an object in DUPLICATE_KEY_FIELDS"
            inner.append(path[1])
        else:
            raise AssertionError(f"DUPLICATE_KEY_FIELDS goes two objects deep at most: {'.'.join(path)}")
    return tuple((head, tuple(inner) if inner is not None else None) for head, inner in groups.items())


_KEY_GROUPS = _key_groups()


def coarse_key(record: dict[str, Any]) -> int:
    """A cheap key (a hash: small to keep for 100k records) that every duplicate of a record shares; records whose
    coarse key is unique have no duplicate, and equal coarse keys are settled by the canonical key. Each object of
    the key is read once for all its fields."""
    out: list[Any] = [_sources_key(record)]
    get = record.get
    for head, inner in _KEY_GROUPS:
        v = get(head)
        if inner is None:
            out.append(v if type(v) in _PLAIN else _coarse(v))
        elif type(v) is dict:
            for name in inner:
                x = v.get(name)
                out.append(x if type(x) in _PLAIN else _coarse(x))
        else:  # not an object: each of its fields reads as missing
            out.extend([None] * len(inner))
    return hash(tuple(out))


def duplicates(records: list[dict[str, Any]], pool: dict[str, dict[str, Any]],
               coarse: list[int] | None = None) -> list[str]:
    """For each audited record, the id of another record it duplicates, or ''.

    Records are grouped by a cheap coarse key first (given for the audited records when already computed); the
    canonical key is only computed inside groups of two or more.
    """
    first: dict[int, str] = {}  # coarse key -> first record with it; groups only for keys shared by several
    groups: dict[int, list[str]] = {}
    coarse_of: dict[str, int] = {}
    if coarse is not None:
        coarse_of.update((rec["id"], key) for rec, key in zip(records, coarse)
                         if isinstance(rec.get("id"), str) and pool.get(rec["id"]) is rec)
    for rid, rec in pool.items():
        key = coarse_of.get(rid)
        if key is None:
            key = coarse_of[rid] = coarse_key(rec)
        seen = first.setdefault(key, rid)
        if seen is not rid:
            groups.setdefault(key, [seen]).append(rid)
    exact: dict[str, str] = {}
    out = []
    for rec in records:
        rec_id = rec.get("id")
        key = coarse_of[rec_id] if isinstance(rec_id, str) and pool.get(rec_id) is rec else coarse_key(rec)
        group = groups.get(key)
        if group is None:
            first_id = first.get(key)
            if first_id is None or first_id == rec_id:
                out.append("")
                continue
            group = [first_id]
        mine = duplicate_key(rec)
        found = ""
        for other in group:
            if other == rec_id:
                continue
            theirs = exact.get(other)
            if theirs is None:
                theirs = exact[other] = duplicate_key(pool[other])
            if theirs == mine:
                found = other
                break
        out.append(found)
    return out


def _sibling_ids(pool: dict[str, dict[str, Any]]) -> dict[str, set[str]]:
    """Sibling links in both directions."""
    sib: dict[str, set[str]] = defaultdict(set)
    for rid, rec in pool.items():
        links = rec.get("links")
        for link in links if isinstance(links, list) else ():
            rel = link.get("rel") if isinstance(link, dict) else None
            if isinstance(rel, str) and rel in SIBLING_RELS and isinstance(link.get("id"), str):
                sib[rid].add(link["id"])
                sib[link["id"]].add(rid)
    return sib


def _same_run(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two linked records may be of one run: no run field is set on both with different values."""
    return not any((va := get_path(a, f)) is not None and (vb := get_path(b, f)) is not None and va != vb
                   for f in RUN_FIELDS)


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
    sib: dict[Any, set[str]] = _sibling_ids(pool)  # looked up by whatever id a record holds
    out = []
    for rec in records:
        found = ""
        for other_id in sorted(sib.get(rec.get("id"), ())):
            other = pool.get(other_id)
            if other is not None and other is not rec and _same_run(rec, other):
                diff = _disagreements(rec, other)
                if diff:
                    found = f"sibling {other_id} differs on {', '.join(diff[:6])}"
                    break
        out.append(found)
    return out
