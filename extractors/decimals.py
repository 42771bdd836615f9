"""Pages that write decimal commas ("238,4 tok/s", "7.850 Token"): read with points and commas swapped in their
numbers, quoted as written."""

from __future__ import annotations

import dataclasses
from typing import Any

from extractors import rules
from extractors.content import Block, Document

CODE_KINDS = frozenset({"code"})  # tool output keeps the C locale's decimal points whatever the prose writes


def _enough_commas(text: str) -> bool:
    """Whether a text holds rules.DECIMAL_COMMA_MIN commas of a decimal's shape after a digit (the cheap first look)."""
    seen = 0
    for m in rules.DECIMAL_COMMA_GATE_RE.finditer(text):
        if text[m.start() - 1:m.start()].isdigit():
            seen += 1
            if seen == rules.DECIMAL_COMMA_MIN:
                return True
    return False


def _separator_counts(doc: Document) -> dict[int, tuple[int, int]]:
    """The decimal commas and decimal points each part of the page's prose and tables writes, by part: a block, or a
    table's rows together (keyed by -1 - table)."""
    counts: dict[int, tuple[int, int]] = {}
    for bi, b in enumerate(doc.blocks):
        if b.kind in CODE_KINDS:
            continue
        part = doc.text[b.start:b.end]
        commas = len(rules.DECIMAL_COMMA_RE.findall(part)) if "," in part else 0
        points = len(rules.DECIMAL_POINT_RE.findall(part)) if "." in part else 0
        key = _part_of(bi, b)
        c0, p0 = counts.get(key, (0, 0))
        counts[key] = (c0 + commas, p0 + points)
    return counts


def _part_of(bi: int, b: Block) -> int:
    """The part of the page a block belongs to for _separator_counts: its table, or itself."""
    return -1 - b.table if b.kind == "row" and b.table is not None else bi


def _page_separators(doc: Document) -> tuple[dict[int, tuple[int, int]], int, int] | None:
    """The page's _separator_counts and its decimal commas and points in all, or None where it holds too few commas
    of a decimal's shape to be read with them (most pages, told by the cheap first look)."""
    if not _enough_commas(doc.text):
        return None
    counts = _separator_counts(doc)
    return counts, sum(c for c, _ in counts.values()), sum(p for _, p in counts.values())


def writes_decimal_commas(doc: Document) -> bool:
    """Whether the page's prose and tables write decimal commas (rules.DECIMAL_COMMA_RE against DECIMAL_POINT_RE)."""
    seen = _page_separators(doc)
    return seen is not None and seen[1] >= rules.DECIMAL_COMMA_MIN and seen[1] >= rules.DECIMAL_COMMA_RATIO * seen[2]


def swap_separators(text: str) -> str:
    """The text with the points and commas of its decimal-comma numbers swapped, and the spaces that group their
    thousands made commas (every position kept)."""
    return rules.DECIMAL_COMMA_NUMBER_RE.sub(lambda m: m.group().translate(rules.DECIMAL_COMMA_SWAP), text)


def decimal_point_view(doc: Document) -> Document | None:
    """The page as its numbers read with decimal points (same positions), or None when it writes decimal points. A
    page of both (figures copied from a tool's JSON in one table, "26,4 Token/s" in its prose) is read part by part:
    a paragraph or table that writes decimal commas and no decimal point is swapped, the others kept."""
    seen = _page_separators(doc)
    if seen is None or seen[1] < rules.DECIMAL_COMMA_MIN:
        return None
    counts, commas, points = seen
    whole = commas >= rules.DECIMAL_COMMA_RATIO * points
    if not whole and commas < rules.DECIMAL_COMMA_MIXED_RATIO * points:
        return None  # a page of decimal points with a few commas of that shape ("GPUs 0,1"): read as it is
    swapped = None if whole else {k for k, (c, p) in counts.items() if c and not p}
    if swapped is not None and not swapped:
        return None
    pieces, at = [], 0
    blocks: list[Block] = []
    for bi, b in enumerate(doc.blocks):
        if b.kind in CODE_KINDS or b.start < at or (swapped is not None and _part_of(bi, b) not in swapped):
            blocks.append(b)
            continue
        pieces += [doc.text[at:b.start], swap_separators(doc.text[b.start:b.end])]
        at = b.end
        cells = [dataclasses.replace(c, text=swap_separators(c.text)) for c in b.cells] if b.cells else b.cells
        blocks.append(dataclasses.replace(b, cells=cells) if b.cells else b)
    pieces.append(doc.text[at:])
    return dataclasses.replace(doc, text="".join(pieces), blocks=blocks)


def requote(records: list[dict[str, Any]], source: int, text: str) -> None:
    """Give the quotes of one source's citations the text as written (the view swapped only separators in place)."""
    for rec in records:
        for cite in (rec.get("provenance") or {}).get("fields", {}).values():
            if isinstance(cite, dict) and cite.get("source") == source and "quote" in cite and "start" in cite:
                cite["quote"] = text[cite["start"]:cite["end"]]

