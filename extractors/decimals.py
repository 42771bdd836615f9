"""Pages that write decimal commas ("238,4 tok/s", "7.850 Token"): read with points and commas swapped in their
numbers, quoted as written."""

from __future__ import annotations

import dataclasses
from typing import Any

from extractors import rules
from extractors.content import Block, Document

CODE_KINDS = frozenset({"code"})  # tool output keeps the C locale's decimal points whatever the prose writes


def writes_decimal_commas(doc: Document) -> bool:
    """Whether the page's prose and tables write decimal commas (rules.DECIMAL_COMMA_RE against DECIMAL_POINT_RE)."""
    text = doc.text
    seen = 0
    for m in rules.DECIMAL_COMMA_GATE_RE.finditer(text):
        if text[m.start() - 1:m.start()].isdigit():
            seen += 1
            if seen == rules.DECIMAL_COMMA_MIN:
                break
    else:  # most pages: too few commas of a decimal's shape to be read with decimal commas
        return False
    commas = points = 0
    for b in doc.blocks:
        if b.kind in CODE_KINDS:
            continue
        part = text[b.start:b.end]
        if "," in part:
            commas += len(rules.DECIMAL_COMMA_RE.findall(part))
        if "." in part:
            points += len(rules.DECIMAL_POINT_RE.findall(part))
    return commas >= rules.DECIMAL_COMMA_MIN and commas >= rules.DECIMAL_COMMA_RATIO * points


def swap_separators(text: str) -> str:
    """The text with the points and commas of its decimal-comma numbers swapped, and the spaces that group their
    thousands made commas (every position kept)."""
    return rules.DECIMAL_COMMA_NUMBER_RE.sub(lambda m: m.group().translate(rules.DECIMAL_COMMA_SWAP), text)


def decimal_point_view(doc: Document) -> Document | None:
    """The page as its numbers read with decimal points (same positions), or None when it writes decimal points."""
    if not writes_decimal_commas(doc):
        return None
    pieces, at = [], 0
    blocks: list[Block] = []
    for b in doc.blocks:
        if b.kind in CODE_KINDS or b.start < at:
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

