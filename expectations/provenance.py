"""Provenance checks: snapshots present and intact, every quote verbatim at its offsets (texts cached per snapshot)."""

from __future__ import annotations

import json
import re
import threading
from typing import Any, TypeGuard

from benchrec.errors import StoreError
from staging.snapshots import SHA_RE
from staging.store import Store

_LINE_POINTER_RE = re.compile(r"^#?(?:line[ :]?|L)(\d+)$", re.I)
_MISSING = object()
POINTER_MEMO_LIMIT = 65_536  # pointers per snapshot repeat across the records citing it; the memo stays bounded


def resolve_pointer(doc: Any, pointer: str) -> Any:
    """Resolve an RFC 6901 JSON pointer; _MISSING when a step is absent."""
    if pointer in ("", "/"):
        return doc
    if not pointer.startswith("/"):
        return _MISSING
    cur = doc
    for raw in pointer[1:].split("/"):
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(cur, dict) and part in cur:
            cur = cur[part]
        elif isinstance(cur, list) and part.isdigit() and int(part) < len(cur):
            cur = cur[int(part)]
        else:
            return _MISSING
    return cur


#: Snapshot texts kept for the process (oldest dropped first); a key names the bytes by hash, so a text never goes stale.
TEXT_CACHE_ENTRIES = 512
_VERIFIED_TEXTS: dict[tuple[str, str | None], str] = {}
_TEXTS_LOCK = threading.Lock()


def keep_texts(texts: dict[tuple[str, str | None], str]) -> None:
    """Keep texts that extraction parsed, by (sha256 of their bytes, content type), for the provenance checks of the
    audit that follows (the caller hashed the bytes; a check still uses a text only once the store's snapshot of
    that hash verifies)."""
    if not texts:
        return
    with _TEXTS_LOCK:
        _VERIFIED_TEXTS.update(texts)
        while len(_VERIFIED_TEXTS) > TEXT_CACHE_ENTRIES:
            _VERIFIED_TEXTS.pop(next(iter(_VERIFIED_TEXTS)))


class ProvenanceChecker:
    """Checks records' sources against one store, hashing and extracting each snapshot once."""

    def __init__(self, store: Store | None) -> None:
        self.store = store
        self._verified: dict[str, bool] = {}
        self._texts: dict[tuple[str, str | None], str | None] = {}
        self._json: dict[str, Any] = {}
        self._pointers: dict[tuple[str, Any, str], str] = {}  # (sha, content type, pointer) -> problem

    def verified(self, sha: Any) -> TypeGuard[str]:
        """True when a snapshot is in the store and hashes to its name (cached)."""
        if not isinstance(sha, str) or not SHA_RE.fullmatch(sha) or self.store is None:
            return False
        ok = self._verified.get(sha)
        if ok is None:
            ok = self._verified[sha] = self.store.snapshots.verify(sha)
        return ok

    def text(self, sha: str, content_type: str | None) -> str | None:
        """The extracted text of a snapshot, as provenance offsets index it (cached; the text of bytes that hash to
        their name is kept for the process, so the audit and its report parse each snapshot once)."""
        key = (sha, content_type)
        if key not in self._texts:
            kept = _VERIFIED_TEXTS.get(key)  # one lookup: another thread may drop the entry at any time
            if not self.verified(sha):
                self._texts[key] = None
            elif kept is not None:
                self._texts[key] = kept
            else:
                from extractors.content import document_text

                try:
                    text = document_text(self._snapshot(sha), content_type)
                except StoreError:
                    text = None
                self._texts[key] = text
                if text is not None:
                    keep_texts({key: text})
        return self._texts[key]

    def _snapshot(self, sha: str) -> bytes:
        """The bytes of a snapshot (StoreError without a store)."""
        if self.store is None:
            raise StoreError("no snapshot store to read from")
        return self.store.snapshots.get(sha)

    def parsed(self, sha: str) -> Any:
        """The snapshot parsed as JSON, or _MISSING when it is not JSON (cached)."""
        if sha not in self._json:
            try:
                self._json[sha] = json.loads(self._snapshot(sha))
            except (ValueError, UnicodeDecodeError, StoreError):
                self._json[sha] = _MISSING
        return self._json[sha]

    def problems(self, record: dict[str, Any]) -> tuple[str, str]:
        """(snapshot problem, quote problem) of one record in one pass over its sources and citations."""
        prov = record.get("provenance")
        if not isinstance(prov, dict):
            prov = {}
        sources = prov.get("sources") or []
        verified = self._verified
        states: list[tuple[Any, bool, Any]] = []
        bad: list[str] = []
        for i, s in enumerate(sources):
            if isinstance(s, dict):
                sha = s.get("sha256")
                ok = verified.get(sha) if type(sha) is str else None
                if ok is None:
                    ok = self.verified(sha)
                http = s.get("http")
                states.append((sha, ok, http.get("content_type") if isinstance(http, dict) else None))
            else:
                ok = False
                states.append((None, False, None))
            if not ok:
                bad.append(f"source {i} ({str(s.get('sha256') if isinstance(s, dict) else None)[:12]})")
        snap = "" if not bad else ", ".join(bad) + " missing from the snapshot store or altered"
        return snap, self._quotes(prov.get("fields") or {}, sources, states)

    def snapshot_problem(self, record: dict[str, Any]) -> str:
        """'' when every source is snapshotted intact, else what is wrong."""
        return self.problems(record)[0]

    def quote_problem(self, record: dict[str, Any]) -> str:
        """'' when every field quote/pointer is found at its place in its snapshot, else the first failures."""
        return self.problems(record)[1]

    def _quotes(self, fields: Any, sources: list[Any], states: list[tuple[Any, bool, Any]]) -> str:
        """'' when every citation checks out, else the first three failures."""
        if not isinstance(fields, dict):
            return ""
        bad: list[str] = []
        texts: dict[Any, Any] = self._texts  # a text or None, by (sha, content type)
        pointers = self._pointers
        n = len(states)
        for path, cite in fields.items():
            if not isinstance(cite, dict) or "derived_from" in cite:
                continue
            idx = cite.get("source")
            if type(idx) is not int or not 0 <= idx < n:
                pass
            elif "pointer" in cite:
                sha, ok, ctype = states[idx]
                pointer = cite["pointer"]
                if ok and type(pointer) is str and pointers.get((sha, ctype, pointer)) == "":
                    continue  # a pointer already found in this snapshot
            else:
                sha, ok, ctype = states[idx]
                quote, start, end = cite.get("quote"), cite.get("start"), cite.get("end")
                if ok and type(quote) is str and type(start) is int and type(end) is int:
                    text = texts.get((sha, ctype), _MISSING)
                    if text is _MISSING:
                        text = self.text(sha, ctype)
                    if text is not None and text[start:end] == quote:
                        continue  # the common case, checked inline
            why = self._cite_problem(cite, sources)
            if why:
                bad.append(f"{path}: {why}")
                if len(bad) >= 3:
                    break
        return "; ".join(bad)

    def _cite_problem(self, cite: dict[str, Any], sources: list[Any]) -> str:
        """Why one citation does not check out ('' when it does)."""
        idx = cite.get("source")
        if not isinstance(idx, int) or isinstance(idx, bool) or not 0 <= idx < len(sources):
            return f"source index {idx!r} is not one of the {len(sources)} sources"
        src = sources[idx] if isinstance(sources[idx], dict) else {}
        sha = src.get("sha256")
        if not self.verified(sha):
            return f"snapshot of source {idx} is missing"
        if "pointer" in cite:
            key = (sha, (src.get("http") or {}).get("content_type"), str(cite["pointer"]))
            why = self._pointers.get(key)
            if why is None:
                why = self._pointer_problem(sha, src, key[2])
                if len(self._pointers) < POINTER_MEMO_LIMIT:
                    self._pointers[key] = why
            return why
        quote, start, end = cite.get("quote"), cite.get("start"), cite.get("end")
        if not isinstance(quote, str) or not isinstance(start, int) or not isinstance(end, int):
            return "citation lacks quote, start or end"
        text = self.text(sha, (src.get("http") or {}).get("content_type"))
        if text is None or text[start:end] != quote:
            return f"quote {quote[:60]!r} is not at [{start}:{end}] of source {idx}'s text"
        return ""

    def _pointer_problem(self, sha: str, src: dict[str, Any], pointer: str) -> str:
        """Why a JSON pointer (or log line) does not resolve in its snapshot ('' when it does)."""
        doc = self.parsed(sha)
        if doc is not _MISSING:
            return "" if resolve_pointer(doc, pointer) is not _MISSING else f"pointer {pointer!r} does not resolve"
        text = self.text(sha, (src.get("http") or {}).get("content_type")) or ""
        m = _LINE_POINTER_RE.match(pointer)
        if m:
            return "" if 0 < int(m.group(1)) <= text.count("\n") + 1 else f"line {m.group(1)} is past the end"
        return "" if pointer and pointer in text else f"pointer {pointer[:60]!r} is not found in source text"
