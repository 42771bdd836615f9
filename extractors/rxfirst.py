"""Compile a pattern behind a lookahead on the characters its matches can begin with, so that a search skips the
rest of the text in one cheap test per character instead of trying every branch of the pattern there."""

from __future__ import annotations

import re
from typing import Any

try:  # the parser of the standard regex engine (private; Python 3.11+): without it patterns compile as written
    from re import _constants as _C  # type: ignore[attr-defined]
    from re import _parser as _P  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - another Python
    _C = _P = None

#: How each character category is written inside a class.
_CATEGORY_SOURCE = {} if _C is None else {
    _C.CATEGORY_DIGIT: r"\d", _C.CATEGORY_NOT_DIGIT: r"\D", _C.CATEGORY_SPACE: r"\s",
    _C.CATEGORY_NOT_SPACE: r"\S", _C.CATEGORY_WORD: r"\w", _C.CATEGORY_NOT_WORD: r"\W"}

#: Categories and range widths that hold most characters of a text: a lookahead on them would only add cost.
_BROAD_CATEGORIES = () if _C is None else (_C.CATEGORY_WORD, _C.CATEGORY_NOT_WORD, _C.CATEGORY_NOT_SPACE,
                                           _C.CATEGORY_NOT_DIGIT)
_BROAD_RANGE = 20
#: The repeat operators (Python 3.11 adds possessive ones: "x?+").
_REPEATS = () if _C is None else tuple(getattr(_C, name) for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
                                       if hasattr(_C, name))


class _Unknown(Exception):
    """The pattern holds something whose first characters are not worked out here."""


def _class_items(items: list[tuple[Any, Any]]) -> list[str]:
    """A character set's members written for a class; refuses negated sets."""
    out = []
    for op, av in items:
        if op is _C.LITERAL:
            out.append(re.escape(chr(av)))
        elif op is _C.RANGE:
            if av[1] - av[0] >= _BROAD_RANGE:
                raise _Unknown(op)  # most text starts a match: a lookahead would only cost
            out.append(re.escape(chr(av[0])) + "-" + re.escape(chr(av[1])))
        elif op is _C.CATEGORY and av in _CATEGORY_SOURCE and av not in _BROAD_CATEGORIES:
            out.append(_CATEGORY_SOURCE[av])
        else:
            raise _Unknown(op)
    return out


def _first(items: Any) -> tuple[list[str], bool]:
    """The class members a match of a parsed sequence can begin with, and whether the sequence can match nothing."""
    members: list[str] = []
    for op, av in items:
        if op is _C.AT or op in (_C.ASSERT, _C.ASSERT_NOT):  # zero width: the next item gives the first character
            continue
        if op is _C.LITERAL:
            return members + [re.escape(chr(av))], False
        if op is _C.IN:
            return members + _class_items(av), False
        if op is _C.SUBPATTERN:
            if av[1] or av[2]:  # scoped flags change how characters match
                raise _Unknown(op)
            sub, empty = _first(av[3].data)
        elif op is _C.BRANCH:
            sub, empty = [], False
            for alternative in av[1]:
                alt, alt_empty = _first(alternative.data)
                sub, empty = sub + alt, empty or alt_empty
        elif op in _REPEATS:  # a possessive repeat begins with what a greedy one does
            sub, empty = _first(av[2].data)
            empty = empty or av[0] == 0
        else:
            raise _Unknown(op)
        members += sub
        if not empty:
            return members, False
    return members, True


def _engine_skips_ahead(items: Any) -> bool:
    """Whether the regex engine already skips ahead by itself: an anchored pattern, or one that opens (within its
    leading groups) on a literal, a class, or alternatives that each open on one."""
    while items and items[0][0] is _C.SUBPATTERN and not (items[0][1][1] or items[0][1][2]):
        items = items[0][1][3].data
    if not items:
        return False
    op, av = items[0]
    if op is _C.AT:
        return av in (_C.AT_BEGINNING, _C.AT_BEGINNING_STRING)
    if op is _C.BRANCH:
        return all(alt.data and alt.data[0][0] in (_C.LITERAL, _C.IN) for alt in av[1])
    if op in (_C.MAX_REPEAT, _C.MIN_REPEAT):
        return av[0] >= 1 and bool(av[2].data) and av[2].data[0][0] in (_C.LITERAL, _C.IN)
    return op in (_C.LITERAL, _C.IN)


def first_class(pattern: str, flags: int = 0) -> str | None:
    """The character class (as regex source) every match of the pattern begins with; None when it cannot be told
    (the pattern can match nothing, or holds a construct not followed here)."""
    if _P is None or not isinstance(pattern, str):  # a bytes pattern is compiled as written
        return None
    try:
        items = _P.parse(pattern, flags).data
        if _engine_skips_ahead(items):
            return None
        members, empty = _first(items)
    except _Unknown:
        return None
    return None if empty or not members else "[" + "".join(dict.fromkeys(members)) + "]"


#: Every pattern compiled with a lookahead, beside its source and flags as written (what the tests compare).
COMPILED: list[tuple[re.Pattern[str], str, int]] = []


def compile_first(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """The pattern compiled behind a lookahead on its first characters: the same matches, found faster."""
    head = first_class(pattern, flags)
    if head is None:
        return re.compile(pattern, flags)
    fast = re.compile(f"(?={head})(?:{pattern}\n)" if flags & re.VERBOSE else f"(?={head})(?:{pattern})", flags)
    COMPILED.append((fast, pattern, flags))
    return fast


def alternation(alternatives: list[str]) -> str:
    """Regex alternatives (source, in the order they are to be tried) joined with those opening on the same letter or
    digit grouped behind it: the engine tests one letter per group instead of every alternative, and at any
    position the same alternative wins. Joined as written when one opens on anything else, or when two groups'
    letters are the same letter in another case (IGNORECASE would try both at one position). Alternatives opening on
    a letter outside ASCII that no case maps into it ("秒", "毫秒") follow ungrouped: no other alternative can match
    where they do."""
    groups: dict[str, list[str]] = {}
    others: list[str] = []
    for alt in alternatives:
        if alt and not alt[0].isascii() and alt[0].isalpha() and not any(
                v.isascii() for v in (alt[0].lower(), alt[0].upper(), alt[0].casefold())):
            others.append(alt)
            continue
        if not alt or not alt[0].isascii() or not alt[0].isalnum():
            return "|".join(alternatives)
        groups.setdefault(alt[0], []).append(alt[1:])
    if len({key.lower() for key in groups}) != len(groups):
        return "|".join(alternatives)
    return "|".join([key + "(?:" + "|".join(rests) + ")" if len(rests) > 1 else key + rests[0]
                     for key, rests in groups.items()] + others)


def longest_first(words: Any) -> list[str]:
    """Words longest first, words of one length in alphabetical order: the order of a regex alternation that tries a
    longer word before its prefix, the same in every process (a set's order is not)."""
    return sorted(words, key=lambda w: (-len(w), w))
