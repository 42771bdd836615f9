"""Numbers as written in a source: converted only when they could be a measurement or a setting."""

from __future__ import annotations

import math
import re

from extractors import rules


class ImplausibleNumber(ValueError):
    """A digit run too long, or an exponent too large, to be a figure (it would overflow or become infinite)."""


def _check(text: str) -> None:
    """Refuse a number with more digits than any figure or setting has."""
    if len(text) > rules.MAX_NUMBER_DIGITS and sum(ch.isdigit() for ch in text) > rules.MAX_NUMBER_DIGITS:
        raise ImplausibleNumber(f"a number of {len(text)} characters is not a figure")


def to_float(text: str, k: str | None = None) -> float:
    """A number as written; thousands separators dropped, a k suffix expanded."""
    _check(text)
    # thousands separators dropped: commas, and the spaces of rules.GROUP_SPACES (never in ASCII text)
    v = float(text.replace(",", "") if text.isascii() else text.translate(rules.NUMBER_SEPARATORS))
    if not math.isfinite(v):
        raise ImplausibleNumber(f"{text[:40]!r} is not a finite figure")
    return v * 1000 if k and k.strip() else v


def to_int(text: str) -> int:
    """An integer as written (a count, a length, a concurrency), thousands separators dropped."""
    _check(text)
    return int(text.replace(",", "") if text.isascii() else text.translate(rules.NUMBER_SEPARATORS))


def length_value(num: str, k: str | None) -> int:
    """A token length as written: '32K' is 32768 for powers of two, else thousands."""
    n = to_float(num)
    if k:
        n = n * 1024 if n.is_integer() and int(n) & (int(n) - 1) == 0 else n * 1000
    return round(n)


def to_load(text: str) -> int:
    """A load as written: digits, or a number word of rules.LOAD_WORDS ("sixteen")."""
    word = rules.LOAD_WORDS.get(" ".join(text.lower().split()))
    return word if word is not None else to_int(text)


def load_group(m: re.Match[str]) -> str:
    """The group of a load match (rules.CONCURRENCY_RE, LOAD_WORD_RE or RATE_LOAD_RE) that holds its number."""
    groups = m.groupdict()
    return next(g for g in rules.CONCURRENCY_GROUPS if groups.get(g) is not None)
