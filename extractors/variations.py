"""Variations of a baseline: runs of "<setting>: <value unit>" list items, lines or table rows after a baseline item.

Each item after the baseline is read by its label: a repeat of the baseline (rerun), the baseline's own parameter at
another value (sweep point), another setting (alternative), or another workload (its own measurement). Settings
named only by a variation's label belong to the variation, never to the baseline's record.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extractors import rules
from extractors.content import Document
from extractors.measurements import Candidate
from extractors.numbers import ImplausibleNumber, length_value, load_group, to_int, to_load

#: Block kinds that make up a run of items, each run of a single kind.
ITEM_KINDS = ("li", "p", "row")
#: Labels longer than this are sentences, not item labels.
MAX_LABEL = 160


@dataclass
class Item:
    """One "<label>: <figure>" unit: its block, label span and the figures it states."""

    block: int
    label: str
    start: int
    end: int
    cands: list[Candidate]


def _label_of(doc: Document, bi: int, cands: list[Candidate]) -> tuple[str, int, int] | None:
    """The label of a block whose figures all follow it ("label: 6301 tok/s"), or None."""
    blk = doc.blocks[bi]
    if blk.kind == "row":
        if blk.header_row or len(blk.cells) < 2:
            return None
        first = blk.cells[0]
        if rules.NUM_RE.fullmatch(first.text.strip()) or any(first.start <= c.start < first.end for c in cands):
            return None
        return first.text.strip(), first.start, first.end
    head = doc.text[blk.start:min(c.start for c in cands)]
    if not 2 < len(head) <= MAX_LABEL or "\n" in head:
        return None
    sep = rules.VARIATION_SEP_RE.search(head)
    if not sep:
        return None
    bullet = rules.VARIATION_BULLET_RE.match(head)
    raw = head[bullet.end() if bullet else 0:sep.start()]
    label = raw.strip(" .,;")
    if len(label) < 2:
        return None
    s = blk.start + (bullet.end() if bullet else 0) + raw.find(label)
    return label, s, s + len(label)


def find_runs(doc: Document, cands: list[Candidate]) -> list[list[Item]]:
    """Maximal runs of consecutive items of one kind, post and table."""
    by_block: dict[int, list[Candidate]] = {}
    for c in cands:
        if c.source in ("prose", "table") and not c.is_claim and doc.blocks[c.block].kind in ITEM_KINDS:
            by_block.setdefault(c.block, []).append(c)
    runs: list[list[Item]] = []
    run: list[Item] = []
    prev = -2
    for bi in sorted(by_block):
        blk = doc.blocks[bi]
        if blk.kind == "row" and any(c.cue == "sweep" for c in by_block[bi]):
            continue
        label = _label_of(doc, bi, by_block[bi])
        if label is None:
            continue
        item = Item(bi, label[0], label[1], label[2], by_block[bi])
        last = doc.blocks[run[-1].block] if run else None
        gap = [b for b in doc.blocks[prev + 1:bi] if not (b.kind == "row" and b.header_row)] if run else []
        if run and last is not None and not gap and last.kind == blk.kind and last.comment == blk.comment \
                and last.table == blk.table:
            run.append(item)
        else:
            if run:
                runs.append(run)
            run = [item]
        prev = bi
    if run:
        runs.append(run)
    return runs


def settings(label: str) -> dict[str, tuple[str, int, int]]:
    """The settings a label writes, by normalised name: value and the value's span in the label."""
    out: dict[str, tuple[str, int, int]] = {}
    for m in rules.VARIATION_SETTING_RE.finditer(label):
        g = "fv" if m.group("flag") else "v"
        name = (m.group("flag") or m.group("k")).lower().replace("-", "_")
        if m.group(g):
            out.setdefault(name, (m.group(g).rstrip(".)"), m.start(g), m.end(g)))
        else:
            out.setdefault(name, ("", m.start(), m.end()))
    for m in rules.SPACED_SETTING_RE.finditer(label):
        out.setdefault(re.sub(r"[ -]", "_", m.group("k").lower()), (m.group("v"), m.start("v"), m.end("v")))
    return out


def _param_value(label: str, param: str) -> str | None:
    """The value a label gives a parameter of the baseline, written as "param=v", "--param v" or "param v"."""
    own = settings(label).get(param)
    if own and own[0]:
        return own[0]
    spelled = re.escape(param).replace("_", "[_ -]")
    m = re.search(r"(?<![\w-])(?:--)?" + spelled + r"\s+(?P<v>\d[\w.]*)(?![\w.])", label, re.I)
    return m.group("v") if m else None


def classify(label: str, base_settings: dict[str, tuple[str, int, int]]) -> tuple[str, str | None, str | None]:
    """What an item after the baseline is: (rerun|sweep|workload|alternative|other, sweep param, sweep x)."""
    if rules.VARIATION_RERUN_RE.search(label):
        return "rerun", None, None
    if rules.WORKLOAD_CHANGE_RE.search(label):
        return "workload", None, None
    for param, (bv, _, _) in base_settings.items():
        x = _param_value(label, param)
        if x is not None and bv:
            return ("rerun", None, None) if x == bv else ("sweep", param, x)
    if rules.ALTERNATIVE_LABEL_RE.search(label):
        return "alternative", None, None
    return "other", None, None


def _baseline_of(base: Item, c: Candidate) -> Candidate | None:
    """The baseline's figure a variation's figure compares with: same metric, else the baseline's only figure."""
    same = [b for b in base.cands if b.metric == c.metric]
    if same:
        return same[0]
    return base.cands[0] if len(base.cands) == 1 else None


def _workload_of(doc: Document, item: Item, c: Candidate) -> None:
    """Lengths and concurrency the label of a workload change writes, cited on its figure."""
    text = doc.text[item.start:item.end]
    for key, rxs in (("input_len", rules.INPUT_LEN_RULES), ("output_len", rules.OUTPUT_LEN_RULES)):
        for rx in rxs:
            m = rx.search(text)
            if m:
                k = m.groupdict().get("k")
                c.workload[key] = (length_value(m.group("n"), k), item.start + m.start("n"),
                                   item.start + m.end("k" if k else "n"))
                break
    cm = rules.CONCURRENCY_RE.search(text)
    if cm and c.concurrency is None:
        g = load_group(cm)
        c.concurrency, c.concurrency_span = to_load(cm.group(g)), (item.start + cm.start(g), item.start + cm.end(g))


def apply_variations(doc: Document, cands: list[Candidate]) -> list[tuple[int, int]]:
    """Mark the figures of items after a baseline as its reruns, sweep points or alternatives (or as measurements
    of another workload); return the label spans whose settings and lengths belong to those variations."""
    spans: list[tuple[int, int]] = []
    for run in find_runs(doc, cands):
        at = next((i for i, it in enumerate(run) if rules.BASELINE_CUE_RE.search(it.label)), None)
        if at is None:
            continue
        base = run[at]
        base_settings = settings(base.label)
        for b in base.cands:
            b.cue, b.baseline = None, None
        sweeps: dict[str, list[tuple[str, Candidate]]] = {}
        for item in run[at + 1:]:
            kind, param, x = classify(item.label, base_settings)
            if kind == "other":
                continue
            spans.append((item.start, item.end))
            # a table row of figures under several columns (loads, lengths) set another way: measurements of its
            # own, as many as the baseline row's, not one alternative value of the baseline's first
            own = kind == "alternative" and doc.blocks[item.block].kind == "row" and len(item.cands) > 1
            for c in item.cands:
                ref = _baseline_of(base, c)
                if ref is None:
                    continue
                c.sweep_param, c.sweep_points, c.change = None, [], None
                if kind == "workload" or own:
                    c.cue = None
                    try:
                        _workload_of(doc, item, c)
                    except ImplausibleNumber:  # a length or concurrency no workload has: left unset
                        pass
                    continue
                c.cue, c.baseline = kind, ref
                if kind == "alternative":
                    c.change = re.sub(r"\s+", " ", item.label)
                elif kind == "sweep" and param and x is not None:
                    c.sweep_param, c.change = param, x
                    sweeps.setdefault(param, []).append((x, c))
        for param, points in sweeps.items():
            for ref in {id(p[1].baseline): p[1].baseline for p in points}.values():
                if ref is None:  # every sweep point has its baseline; this keeps the type checker sure of it
                    continue
                mine = [(x, c) for x, c in points if c.baseline is ref]
                full = [(base_settings[param][0], ref.value)] + [(x, c.value) for x, c in mine]
                for _, c in mine:
                    c.sweep_points = list(full)
    return spans


def outside(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether a span lies outside every variation label."""
    return not any(s <= start and end <= e for s, e in spans)
