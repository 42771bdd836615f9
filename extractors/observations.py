"""Observations: the sentences of a post that state GPU utilisation or power, and the page's own diagnosis beside them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from extractors import rules
from extractors.content import Document
from extractors.measurements import may_hold_at, sentences


@dataclass
class Observation:
    """One sentence, exactly as doc.text[start:end], and the post it belongs to (None outside posts)."""

    text: str
    start: int
    end: int
    comment: int | None


def _sentences(doc: Document, bi: int) -> list[tuple[int, int]]:
    """A block's sentence spans in the page text, trimmed of surrounding blanks."""
    blk = doc.blocks[bi]
    text = doc.text[blk.start:blk.end]
    out = []
    for a, b in sentences(text):
        part = text[a:b]
        lead = len(part) - len(part.lstrip())
        trail = len(part.rstrip())
        if trail > lead:
            out.append((blk.start + a + lead, blk.start + a + trail))
    return out


def find_observations(doc: Document) -> list[Observation]:
    """Utilisation/power sentences, with the diagnosis sentences of the same block, in text order."""
    out: list[Observation] = []
    for bi, blk in enumerate(doc.blocks):
        if blk.kind not in rules.OBSERVATION_BLOCK_KINDS or blk.end - blk.start > rules.MAX_SCAN_LINE:
            continue
        if not may_hold_at(doc, blk.start, blk.end, rules.OBSERVATION_GATE) or \
                not rules.OBSERVATION_UTIL_RE.search(doc.text, blk.start, blk.end):
            continue
        spans = _sentences(doc, bi)
        util = [rules.OBSERVATION_UTIL_RE.search(doc.text[s:e]) is not None for s, e in spans]
        if not any(util):
            continue
        for (s, e), is_util in zip(spans, util):
            if is_util or rules.OBSERVATION_DIAGNOSIS_RE.search(doc.text[s:e]):
                out.append(Observation(doc.text[s:e], s, e, blk.comment))
    return out


def headlines(records: list[dict[str, Any]], comments: list[int | None]) -> dict[int | None, list[int]]:
    """Per post, the indexes of its headline records: those carrying reruns, sweeps or alternatives, else all
    measured (not claimed) records of the post."""
    by_post: dict[int | None, list[int]] = {}
    for i, (rec, comment) in enumerate(zip(records, comments)):
        if not rec.get("is_claim"):
            by_post.setdefault(comment, []).append(i)
    out = {}
    for post, idx in by_post.items():
        varied = [i for i in idx if any((records[i].get("variance") or {}).get(k)
                                        for k in ("reruns", "sweeps", "alternatives"))]
        out[post] = varied or idx
    return out


def attach_observations(records: list[dict[str, Any]], comments: list[int | None], observations: list[Observation],
                        source: int) -> None:
    """Put each post's observations on its headline records as `observations`, each cited as observations.N."""
    if not observations:
        return
    heads = headlines(records, comments)
    for post, idx in heads.items():
        mine = [o for o in observations if o.comment == post]
        if not mine:
            continue
        for i in idx:
            rec = records[i]
            rec["observations"] = [o.text for o in mine]
            for n, o in enumerate(mine):
                rec["provenance"]["fields"][f"observations.{n}"] = {"source": source, "quote": o.text,
                                                                   "start": o.start, "end": o.end}
