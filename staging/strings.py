"""One object per distinct short text across records read together, so a store's records share their repeated values.

A parsed record holds its values as separate string objects, although most short ones repeat from record to record:
enum values, units, engine and accelerator ids, a write-up's URL, snapshot hash and fetch time (shared by the ~70
records of one page), dates. Reading the whole store (`benchrec audit --all`, the nightly re-audit) keeps every
record in memory, so sharing those texts is most of what a record costs beyond its dicts: on records ingested from
the benchmark corpus, 16.8 KB a record as parsed against 12.4 KB shared (about 23 us a record to share).
"""

from __future__ import annotations

from typing import Any

#: Texts up to this many characters are shared; longer ones (quotes, notes, titles) are rarely repeated verbatim.
SHARED_MAX_CHARS = 64


class TextPool:
    """Hands out one shared object per distinct short text for the records it is given."""

    def __init__(self, max_chars: int = SHARED_MAX_CHARS) -> None:
        self.max_chars = max_chars
        self._texts: dict[str, str] = {}

    def __len__(self) -> int:
        """How many distinct texts are shared."""
        return len(self._texts)

    def share(self, doc: Any) -> Any:
        """Replace, in place, every short string value inside doc's objects and arrays by the pool's copy; doc.

        Iterative, so a deeply nested document cannot exhaust the interpreter's recursion limit; keys are left
        alone (the parser already shares them)."""
        texts, limit = self._texts, self.max_chars
        stack = [doc] if type(doc) in (dict, list) else []
        while stack:
            node = stack.pop()
            for key, value in (node.items() if type(node) is dict else enumerate(node)):
                kind = type(value)
                if kind is str:
                    if len(value) <= limit:
                        node[key] = texts.setdefault(value, value)  # a value, not a key: the dict keeps its size
                elif kind is dict or kind is list:
                    stack.append(value)
        return doc
