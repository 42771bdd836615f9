"""Write-up extraction: measurement candidates and methodology mentions into draft benchmark records."""

from __future__ import annotations

import math
import re
import statistics
from bisect import bisect_left, bisect_right, insort
from collections import Counter
from dataclasses import replace
from functools import cached_property
from typing import Any, Callable
from urllib.parse import ParseResult, urlparse

from benchrec.gcpause import paused_gc
from extractors import measurements as ms
from extractors import rules
from extractors.anchored import Anchor, anchored_search
from extractors.content import Block, Document
from extractors.decimals import decimal_point_view, requote
from extractors.methodology import (Mention, MentionIndex, Scope, authors_earlier, find_mentions, has_driver, model_id,
                                    resolve, reuses, same_setup_comments)
from extractors.numbers import ImplausibleNumber, load_group, to_float, to_int, to_load
from extractors.observations import attach_observations, find_observations
from extractors.record import citer, new_benchmark
from extractors.variations import apply_variations, outside

STRUCTURED = (ms.bench_serving, ms.bench_json, ms.genai_perf, ms.guidellm, ms.evalscope_perf, ms.gptmanager,
              ms.one_batch_server, ms.llmperf,
              ms.kv_run_lines, ms.run_log, ms.tgi_benchmark, ms.llama_bench_text, ms.server_metrics_log, ms.token_timings,
              ms.llama_timings, ms.summary_lines, ms.aligned_table_text)


def find_candidates(doc: Document, mentions: list[Mention]) -> list[ms.Candidate]:
    """Every figure of the page: tool blocks and tables first, then prose, then bare comparisons."""
    tools = {m.value for m in mentions if m.key == "tool"}
    table_cands, _ = ms.tables(doc, tools)
    out: list[ms.Candidate] = list(table_cands)
    prose_blocks = []
    stats_spans: dict[int, list[tuple[int, int]]] = {}  # the app stats read in a block, not read again as prose
    app_stats = rules.APP_STATS_GATE in doc.text  # each block is checked again by the reader
    for bi, blk in enumerate(doc.blocks):
        if blk.kind == "row":
            continue
        stats = _guarded(ms.app_stats, doc, bi, blk) if app_stats else None
        if stats:
            out.extend(stats)
            stats_spans[bi] = [c.sentence for c in stats]
        if blk.kind == "code":
            found = None
            for fn in STRUCTURED:
                found = _guarded(fn, doc, bi, blk)
                if found is not None:
                    break
            if found is not None:
                out.extend(found)
                continue
        prose_blocks.append((bi, blk))
    ms.check_figure_count(len(out))
    for bi, blk in prose_blocks:
        found = _guarded(ms.block_figures, doc, bi, blk) or []
        spans = stats_spans.get(bi)
        out.extend(found if spans is None else [c for c in found if not any(a <= c.start < b for a, b in spans)])
    ms.check_figure_count(len(out))
    known = list(out)
    for bi, blk in prose_blocks:
        out.extend(_guarded(ms.vs_pairs, doc, bi, blk, known) or ())
    ms.check_figure_count(len(out))
    return out


def _guarded(fn: Any, *args: Any) -> list[ms.Candidate] | None:
    """A block reader's candidates; none from a block holding a digit run no figure has."""
    try:
        return fn(*args)
    except ImplausibleNumber:
        return []


def _heading_above(doc: Document, bi: int) -> Block | None:
    """The nearest heading (or title) above a block, or None."""
    return next((doc.blocks[j] for j in range(bi - 1, -1, -1) if doc.blocks[j].kind in ("heading", "title")), None)


def _heading_kind(doc: Document, bi: int) -> str | None:
    """The token kind the nearest heading above a block names alone ("Prefill", "2. Decode throughput"), or None."""
    blk = _heading_above(doc, bi)
    m = rules.KIND_HEADING_RE.fullmatch(doc.text, blk.start, blk.end) if blk is not None else None
    return rules.KIND_HEADING_WORDS[m.group("k").lower()] if m else None


def first_row(doc: Document, bi: int) -> int:
    """The first row of a row's table (a block that is no row is its own)."""
    blocks, at = doc.blocks, bi
    if blocks[bi].kind != "row":
        return bi
    while at > 0 and blocks[at - 1].kind == "row" and blocks[at - 1].table == blocks[bi].table:
        at -= 1
    return at


def _lead_in_kind(doc: Document, bi: int) -> str | None:
    """The one token kind the paragraph right above a table says its rates count ("Output tok/s is aggregate over
    all streams"), or None."""
    j = first_row(doc, bi)
    if j == 0 or doc.blocks[j - 1].kind not in ("p", "li") or doc.blocks[j - 1].comment != doc.blocks[bi].comment:
        return None
    lead = doc.blocks[j - 1]
    kinds = {rules.LEAD_IN_KIND_WORDS[(m.group("k") or m.group("kf")).lower()]
             for m in rules.LEAD_IN_KIND_RE.finditer(doc.text, lead.start, lead.end)}
    return kinds.pop() if len(kinds) == 1 else None


def _doc_kind(cands: list[ms.Candidate]) -> str | None:
    """The one token kind the page's explicitly labelled prose figures share, if they share one and its tables do
    not count the output of whole runs (a bare tok/s beside "output tok/s" columns may be either)."""
    kinds = {c.metric for c in cands if c.source == "prose" and c.kind_explicit and c.metric.endswith("_tok_s")
             and not c.is_claim}
    if len(kinds) != 1:
        return None
    kind = kinds.pop()
    if kind in rules.PER_STREAM_KINDS and any(c.source == "table" and c.kind_explicit and c.metric == "output_tok_s"
                                              and not c.is_claim for c in cands):
        return None
    return kind


def _defined_units(doc: Document) -> dict[str, tuple[str, str]]:
    """The token kind a page's definition of a unit per GPU, user or node gives its figures ("Interactivity
    (tok/s/user): 1000 / median TPOT"), by the unit's tail, with the words saying so; a unit defined twice over, none."""
    found: dict[str, set[tuple[str, str]]] = {}
    if rules.UNIT_DEFINED_GATE in doc.text:
        for m in rules.UNIT_DEFINED_RE.finditer(doc.text):
            kind = next((k for rx, k in rules.UNIT_DEFINITION_KINDS if rx.search(m.group("d"))), None)
            if kind is not None:
                found.setdefault(m.group("t").lower(), set()).add((kind, m.group(0).strip()))
    return {tail: next(iter(kinds)) for tail, kinds in found.items() if len({k for k, _ in kinds}) == 1}


def _code_phase(doc: Document, c: ms.Candidate, seen: dict[int, list[re.Match[str]]]) -> tuple[str, str] | None:
    """The phase the last line of a figure's code block before it that names one says the figure times (its rate and
    the line's words), or None. `seen`: each block's phase lines, found once (a long log's figures ask in turn)."""
    if c.block not in seen:
        blk = doc.blocks[c.block]
        seen[c.block] = list(rules.CODE_PHASE_LINE_RE.finditer(doc.text, blk.start, blk.end))
    lines = seen[c.block]
    i = bisect_left([m.end() for m in lines], c.start + 1) - 1 if lines else -1
    if i < 0:
        return None
    return rules.CODE_PHASE_METRICS[lines[i].group("p").lower()], lines[i].group(0).strip()


def _unit_tail(doc: Document, c: ms.Candidate) -> str | None:
    """The tail of a figure's unit per GPU, user or node: its column's header's, else the unit written after it."""
    if c.source == "table":
        m = rules.UNIT_TAIL_RE.search(doc.text, *c.column) if c.column else None
    else:
        m = rules.UNIT_TAIL_RE.match(doc.text, c.unit_span[0], c.unit_span[1] + 8) if c.unit_span else None
    return m.group("t").lower() if m else None


def _engine_counting(kinds: dict[str, list[Mention]], engine: str | None) -> dict[str, list[Mention]]:
    """Of several counts, the one stated for a figure's engine, by name in its sentence ("Output tokens: from the
    usage block ... for vLLM", "for TGI the harness counts SSE chunks"); where none is but others are stated for
    other engines, the one stated for none ("what each runtime reports about itself" beside "For Foundry Local ...
    usage.completion_tokens"); {} where none or two are."""
    def bound(x: Mention) -> str | None:
        return x.extra.get("engine") or x.extra.get("sentence_engine")
    if engine is None or not any(bound(x) for v in kinds.values() for x in v):
        return {}
    own = {k: hits for k, v in kinds.items() if (hits := [x for x in v if bound(x) == engine])}
    if not own:
        own = {k: hits for k, v in kinds.items() if (hits := [x for x in v if bound(x) is None])}
    return own if len(own) == 1 else {}


def _defined_kinds(doc: Document) -> dict[int | None, tuple[str, str, int]]:
    """The token kind each post of a page (the page itself where it is no thread) says its bare "throughput" means
    ("throughput here means output tokens/s", "下文的“吞吐”...指的都是输出 token 吞吐"), with the words saying so
    and where the saying's block starts (figures before it are not the ones it defines); no entry for a post that
    says none, or two."""
    found: dict[int | None, set[tuple[str, str, int]]] = {}
    for gate, rx, back in rules.THROUGHPUT_DEFINITIONS:
        if not any(w in doc.text for w in gate):
            continue
        for m in rx.finditer(doc.text) if back is None else _matches_at(rx, doc.text, gate, back):
            kind = rules.THROUGHPUT_MEANS_GROUP_KINDS.get(m.lastgroup or "") \
                or rules.THROUGHPUT_MEANS_KINDS[re.sub(r"\s+", " ", m.group(m.lastgroup or 0).lower())]
            bi = next((i for i, b in enumerate(doc.blocks) if b.start <= m.start() < b.end), None)
            at = m.start() if bi is None else doc.blocks[_table_above(doc, bi)].start
            found.setdefault(doc.comment_at(m.start()) if doc.comments else None, set()).add((kind, m.group(0), at))
    return {post: min(said, key=lambda s: s[2]) for post, said in found.items() if len({k for k, _, _ in said}) == 1}


def _earlier_definition(defined: dict[int | None, tuple[str, str, int]], post: int) -> tuple[str, str, int] | None:
    """The definition of the bare "throughput" of the latest post before this one that gives one, or None."""
    earlier = [p for p in defined if p is not None and p < post]
    return defined[max(earlier)] if earlier else None


def _prevailing(said: list[Mention]) -> Mention | None:
    """The first statement of the one value said at least rules.PREVAILING_LENGTH_MIN times where every other value is
    said once, or None."""
    if len(said) < rules.PREVAILING_LENGTH_MIN:
        return None
    counts = Counter(m.value for m in said)
    (top, n), *rest = counts.most_common()
    if n < rules.PREVAILING_LENGTH_MIN or any(k > 1 for _, k in rest):
        return None
    return next(m for m in said if m.value == top)


def _table_above(doc: Document, bi: int) -> int:
    """The first row of the table right above block bi where bi is its footnote (the block after its last row), else
    bi: a footnote defines the figures of the table it sits under."""
    first = bi
    while first > 0 and doc.blocks[first - 1].kind == "row" and (
            first == bi or doc.blocks[first - 1].table == doc.blocks[first].table):
        first -= 1
    return first


def _matches_at(rx: re.Pattern[str], text: str, literals: tuple[str, ...], back: int) -> list[re.Match[str]]:
    """The matches of a pattern that start `back` characters before one of the literals, in text order (one pass of
    str.find a literal, not a scan of the whole text with the pattern)."""
    out = []
    for lit in literals:
        at = text.find(lit)
        while at >= 0:
            if at >= back and (m := rx.match(text, at - back)) is not None:
                out.append(m)
            at = text.find(lit, at + 1)
    return sorted(out, key=lambda m: m.start())


def section_starts(doc: Document) -> list[int]:
    """Where each section of the page starts: its headings below the title (h2 and deeper)."""
    return [b.start for b in doc.blocks if b.kind == "heading" and b.level >= 2]


def _section_kinds(doc: Document, cands: list[ms.Candidate]) -> Callable[[int], str | None]:
    """The one token kind the labelled prose figures of a page section share (none for a page of no sections, or a
    thread), by offset."""
    starts = section_starts(doc)
    kinds: dict[int, set[str]] = {}
    if starts and len(doc.comments) <= 1:  # a page, or a page's one post (a blog's <article class="post">)
        for c in cands:
            if c.source == "prose" and c.kind_explicit and c.metric.endswith("_tok_s") and not c.is_claim:
                kinds.setdefault(bisect_right(starts, c.start), set()).add(c.metric)

    def kind_at(at: int) -> str | None:
        found = kinds.get(bisect_right(starts, at), set())
        return next(iter(found)) if len(found) == 1 else None
    return kind_at


#: A load a sentence states: the number's text and its place in the page's text.
Load = tuple[str, int, int]


def _basis_clause(sent: str, at: int) -> str:
    """The part of a sentence, between restatements on another basis ("..., i.e. ..."), that holds offset `at`."""
    start, end = 0, len(sent)
    for m in rules.BASIS_CLAUSE_SPLIT_RE.finditer(sent):
        if m.end() <= at:
            start = m.end()
        elif m.start() >= at:
            end = m.start()
            break
    return sent[start:end]


def _share_basis(sent: str, at: int) -> str | None:
    """The share of the whole a figure's clause says it is: per GPU ("1,050 tok/s per GPU"), per node ("each node
    averages ..."), or None."""
    clause = _basis_clause(sent, at)
    if rules.PER_GPU_RE.search(clause):
        return "per_gpu"
    return "per_node" if rules.PER_NODE_RE.search(clause) else None


def _figure_load(doc: Document, c: ms.Candidate, rx: re.Pattern[str] = rules.CONCURRENCY_RE,
                 opens: bool = False) -> Load | None:
    """The concurrency or batch size (or with rx, the request rate) a figure's sentence states for it: "1.6k tok/s at
    64 concurrent users, and 1.5k tok/s at 48" gives each figure its own. A load in the figure's own clause wins;
    else the nearest, or with opens (a load that opens its clause) the last one before the figure where there is
    one. A bare "at 256" counts as a concurrency after a worded one. The sentence is searched alone, so that a
    pattern's ^ is its start."""
    s0 = c.sentence[0]
    text = doc.text[s0:c.sentence[1]]
    found = []
    worded = rx is rules.CONCURRENCY_RE and ms.may_hold(text, rules.LOAD_WORD_GATE[1])
    for m in [*rx.finditer(text), *(rules.LOAD_WORD_RE.finditer(text) if worded else ())]:
        g = load_group(m)
        found.append((m.group(g), s0 + m.start(g), s0 + m.end(g)))
    found.sort(key=lambda f: f[1])
    if found and rx is rules.CONCURRENCY_RE:
        bare = [(m.group("n"), s0 + m.start("n"), s0 + m.end("n"))
                for m in rules.BARE_AT_LOAD_RE.finditer(text, found[0][2] - s0)]
        if bare:
            found = sorted(set(found + bare), key=lambda f: f[1])
    if len(found) < 2:
        return found[0] if found else None
    return _nearest(doc, c, found, opens)


def _nearest(doc: Document, c: ms.Candidate, found: list[Load], opens: bool = False) -> Load:
    """Of the loads stated in a figure's sentence, the one that is the figure's: one in the figure's own clause, the
    nearest (with opens, the last one before the figure where there is one)."""
    s0, s1 = c.sentence
    end = c.unit_span[1] if c.unit_span else c.end
    bracket = rules.BRACKET_AFTER_FIGURE_RE.match(doc.text, end, s1)
    if bracket is not None:  # "45 tok/s (bs=1), 310 tok/s (bs=8)": a load in brackets right after a figure is its own
        own = [f for f in found if bracket.start() <= f[1] < bracket.end()]
        if own:
            return own[0]
    # a load written right after the figure, before any clause break or conjunction ("2.1k tok/s at bs=64 and 95
    # tok/s at bs=1"): its own
    after = [f for f in found if end <= f[1] <= end + rules.LOAD_RIGHT_AFTER_CHARS
             and rules.CLAUSE_BREAK_RE.search(doc.text, end, f[1]) is None
             and rules.FIGURE_JOIN_RE.search(doc.text, end, f[1]) is None]
    if after:
        return after[0]
    # a load with no comma or other clause break between it and the figure ("45 tok/s at concurrency 1, 310 tok/s
    # at concurrency 8") before one further away
    close = [f for f in found if rules.CLAUSE_BREAK_RE.search(doc.text, *((end, f[1]) if f[1] >= end else
                                                                          (f[2], c.start))) is None]
    if close:
        found = close
    cuts = [m.end() for m in rules.SETUP_CLAUSE_SPLIT_RE.finditer(doc.text, s0, s1)]
    if cuts:
        a = max((x for x in cuts if x <= c.start), default=s0)
        b = min((x for x in cuts if x > c.start), default=s1)
        own = [f for f in found if a <= f[1] < b]
        if own:
            found = own
    before = [f for f in found if f[2] <= c.start]
    if opens and before:
        return before[-1]
    return min(found, key=lambda f: f[1] - c.end if f[1] >= c.end else c.start - f[2])


def _load_of(load: Load | None) -> int | None:
    """The number a concurrency statement gives."""
    return None if load is None else to_load(load[0])


def _same_load(doc: Document, c: ms.Candidate, row: ms.Candidate) -> bool:
    """Whether a prose figure can restate a table row's: in the row's post, its sentence states the row's
    concurrency for it (a rounded figure with no load of its own may as well be another measurement)."""
    return c.comment == row.comment and row.concurrency is not None and _load_of(_figure_load(doc, c)) == row.concurrency


def _per_user(doc: Document, c: ms.Candidate) -> bool:
    """Whether a figure is a rate per user (stream): its column's, or written so after its unit ("74 tok/s per user")."""
    return c.per_user or bool(c.unit_span and rules.PER_USER_AFTER_UNIT_RE.match(doc.text, c.unit_span[1]))


def _under_load(doc: Document, c: ms.Candidate) -> bool:
    """Whether a figure's sentence puts it under a load of more than one request ("at batch 32", "concurrency 64")."""
    n = _load_of(_figure_load(doc, c))
    return n is not None and n > 1


def _same(a: float, b: float) -> bool:
    """Equal within the scorer's half-percent tolerance."""
    return abs(a - b) <= max(0.005 * abs(b), 0.011)


def _equal(a: float, b: float) -> bool:
    """The same number as written (a rerun 0.5% off its headline is another run, not the headline)."""
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def _drop_restatements(heads: list[ms.Candidate], doc: Document) -> list[ms.Candidate]:
    """Drop loose prose restatements (approximate, in a question or heading) of a tool's figure of the same unit in
    the same post or the page's title (another post's "around 11.5 t/s" is its author's own), and prose figures that
    are a tool's written rounded."""
    tools = [h for h in heads if (h.source in rules.STRUCTURED_SOURCES or h.in_code) and not h.is_claim]
    if not tools:
        return heads
    out = []
    for h in heads:
        if h.source == "prose" and not h.is_claim and not h.in_code and (h.bound or _loose(h, doc)) and any(
                t.metric.endswith("_tok_s") == h.metric.endswith("_tok_s") and rules.CANONICAL_UNIT[t.metric]
                == rules.CANONICAL_UNIT[h.metric] and (t.comment == h.comment or h.in_heading or h.comment is None)
                and _restates(h, t) for t in tools):
            continue
        if h.source == "prose" and not h.is_claim and not h.in_code and h.rounding is not None and any(
                _rounds(h, t) for t in tools if t is not h):
            continue
        out.append(h)
    return out


def _quoted_release_claims(cands: list[ms.Candidate], doc: Document) -> None:
    """Mark the figures of a press release the page quotes under a heading of its own ("Press release: ...", up to
    the next heading of its level or above) as claims: the maker's figures, not the author's."""
    spans: list[tuple[int, int]] = []
    opener: Block | None = None
    for blk in doc.blocks:
        if blk.kind != "heading":
            continue
        if opener is not None and blk.level <= opener.level:
            spans.append((opener.start, blk.start))
            opener = None
        if opener is None and rules.QUOTED_RELEASE_HEADING_RE.match(doc.text, blk.start, blk.end):
            opener = blk
    if opener is not None:
        spans.append((opener.start, len(doc.text)))
    if not spans:
        return
    for c in cands:
        if not c.is_claim and any(a <= c.start < b for a, b in spans):
            c.is_claim = True
            c.notes.append("in a press release the page quotes")


def _restated_claims(cands: list[ms.Candidate]) -> None:
    """Mark a prose figure that restates a claim's figure exactly ("Intel's 21,834 tokens/s is a 128-in / 2048-out
    workload") as that claim: its sentence speaks of the claimed run, not the author's."""
    claimed = {(round(c.value, 6), rules.CANONICAL_UNIT[c.metric]) for c in cands if c.is_claim}
    if not claimed:
        return
    for c in cands:
        if not c.is_claim and c.source == "prose" and (round(c.value, 6), rules.CANONICAL_UNIT[c.metric]) in claimed:
            c.is_claim = True


def _drop_summary_rows(cands: list[ms.Candidate], doc: Document) -> list[ms.Candidate]:
    """Drop the figures of a table row that only sums up tool output on the page: two figures or more, each a tool
    figure of its metric and statistic written rounded ("Llama-3.2-3B | 2.2k | 168" over mlx_lm's "2214.877
    tokens-per-sec" and "168.203 tokens-per-sec"), in a table of no more rows of figures than the page pastes runs
    of a tool (a table of more rows is the page's own results, each pasted run one row's evidence)."""
    tools: dict[str, list[ms.Candidate]] = {}
    for c in cands:
        if c.source in rules.STRUCTURED_SOURCES and not c.is_claim:
            tools.setdefault(c.metric, []).append(c)
    if not tools:
        return cands
    rows: dict[tuple[int, int], list[ms.Candidate]] = {}
    for c in cands:
        if c.source == "table" and not c.is_claim:
            rows.setdefault(c.sentence, []).append(c)
    summary = {span for span, row in rows.items()
               if len(row) >= 2 and all(any(_rounds(c, t) for t in tools.get(c.metric, ())) for c in row)}
    if summary:  # (not in a table of more rows than the runs pasted: the table is the results, a run one row's proof)
        runs = max(len(found) for found in tools.values())
        sizes = Counter(doc.blocks[row[0].block].table for row in rows.values())
        summary = {span for span in summary if sizes[doc.blocks[rows[span][0].block].table] <= runs}
    return [c for c in cands if not (c.source == "table" and c.sentence in summary)] if summary else cands


def _rounds(h: ms.Candidate, t: ms.Candidate) -> bool:
    """Whether a prose or table figure is a tool figure of its metric and statistic, written rounded or as printed
    ("The P99 ITL of 142 ms" beside the tool's P99 ITL of 142.39 ms); a prose figure naming no statistic is the
    headline's, as is a table column's naming none; a prose rate naming no token kind may say any kind's ("SGLang
    clearing 5.3k tok/s" over the tool's 5264.37 output tok/s)."""
    unnamed = h.metric == "unspecified_tok_s" and h.source == "prose" and t.metric.endswith("_tok_s")
    if (t.metric != h.metric and not unnamed) or h.rounding is None:
        return False
    headline = (t.statistic, "single_run", "unknown") if h.source == "table" or unnamed else (t.statistic, "single_run")
    value = t.value if h.statistic in headline else t.other_stats.get(h.statistic)
    return value is not None and abs(value - h.value) <= h.rounding * (1 + 1e-9)


def _restates(h: ms.Candidate, t: ms.Candidate) -> bool:
    """Whether a loose prose figure says a tool's figure: close to it, or a bound of the same metric it meets."""
    if h.bound is None:
        return abs(t.value - h.value) <= rules.RESTATE_TOLERANCE * abs(t.value)
    met = t.value >= h.value if h.bound == "lower" else t.value <= h.value
    return t.metric == h.metric and met and abs(t.value - h.value) <= rules.RESTATE_BOUND_TOLERANCE * abs(t.value)


def _drop_per_user_shares(built: list[tuple[ms.Candidate, dict[str, Any]]],
                          doc: Document) -> list[tuple[ms.Candidate, dict[str, Any]]]:
    """The built records but prose rates written per user (stream, request) that are another record's aggregate rate
    divided by its concurrency ("4,221 tok/s at 64 concurrent requests ... about 66 tok/s per user"): derivations."""
    def share(c: ms.Candidate, rec: dict[str, Any]) -> bool:
        if c.source != "prose" or c.unit_span is None or not c.metric.endswith("_tok_s"):
            return False
        if not rules.PER_USER_AFTER_UNIT_RE.match(doc.text, c.unit_span[1], c.unit_span[1] + 24):
            return False
        return any(other is not rec and other["metric"].endswith("_tok_s") and other["basis"] == "aggregate"
                   and (other["concurrency"] or 0) > 1 and not other["is_claim"]
                   and abs(other["value"] / other["concurrency"] - rec["value"]) <= rules.RESTATE_TOLERANCE * rec["value"]
                   for _, other in built)

    return [(c, rec) for c, rec in built if not share(c, rec)]


def _loose(c: ms.Candidate, doc: Document) -> bool:
    """Whether a prose figure is written loosely: approximately, in a question, or in a heading or title."""
    sent = doc.text[c.sentence[0]:c.sentence[1]].rstrip()
    before = doc.text[max(c.sentence[0], c.start - 8):c.start]
    return bool(c.in_heading or sent.endswith("?") or rules.APPROX_BEFORE_RE.search(before))


def _kinds_agree(a: str, b: str) -> bool:
    """Whether two metrics can name one figure (equal, or a token rate and one of unspecified kind)."""
    return a == b or (a.endswith("_tok_s") and b == "unspecified_tok_s") or (b.endswith("_tok_s") and a == "unspecified_tok_s")


def _rounds_to(exact: float, written: float, rounding: float) -> bool:
    """Whether a written figure is another figure rounded to its last digit (23.62 written as 23.6, 1354.32 as 1.35k)."""
    return abs(exact - written) <= rounding * (1 + 1e-9)


class _Heads:
    """The headlines kept so far, in order, with their finite values sorted: the lookups by value read only the
    headlines near a value (a page of thousands of figures made each lookup a walk over every headline)."""

    def __init__(self) -> None:
        self.items: list[ms.Candidate] = []
        self._pos: dict[int, int] = {}
        self._by_value: list[tuple[float, int]] = []

    def append(self, c: ms.Candidate) -> None:
        """Keep a new headline at the end."""
        self._put(c, len(self.items))
        self.items.append(c)

    def replace(self, old: ms.Candidate, new: ms.Candidate) -> None:
        """Put a candidate in a headline's place."""
        pos = self._pos.pop(id(old))
        if math.isfinite(old.value):
            del self._by_value[bisect_left(self._by_value, (old.value, pos))]
        self.items[pos] = new
        self._put(new, pos)

    def _put(self, c: ms.Candidate, pos: int) -> None:
        """Index a headline at its place."""
        self._pos[id(c)] = pos
        if math.isfinite(c.value):
            insort(self._by_value, (c.value, pos))

    def first_near(self, value: float, width: float, test: Any) -> ms.Candidate | None:
        """The first headline (in order) within `width` of a value that passes `test`; `test` decides exactly, the
        window (twice the width, so no float rounding drops one) only narrows the walk."""
        hits = [pos for pos in self._near(value, width) if test(self.items[pos])]
        return self.items[min(hits)] if hits else None

    def count_near(self, value: float, width: float) -> int:
        """How many headlines _near would walk for a value (0 for one that is not finite)."""
        if not (math.isfinite(value) and math.isfinite(width)):
            return 0
        return bisect_right(self._by_value, (value + 2 * width, math.inf)) - bisect_left(
            self._by_value, (value - 2 * width, -1))

    def _near(self, value: float, width: float) -> list[int]:
        """The places of the headlines whose value is within twice `width` of `value` (none for a value or width
        that is not finite: no test on it can pass)."""
        if not (math.isfinite(value) and math.isfinite(width)):
            return []
        lo = bisect_left(self._by_value, (value - 2 * width, -1))
        out = []
        for v, pos in self._by_value[lo:]:
            if v > value + 2 * width:
                break
            out.append(pos)
        return out


def _other_row(doc: Document, a: ms.Candidate, b: ms.Candidate) -> bool:
    """Whether two table figures stand in different rows of one table that say different things (two measurements
    that happen to be equal, "19 | 71" over "71 | 305", not one restated nor a row written twice)."""
    if a.source != "table" or b.source != "table" or a.block == b.block:
        return False
    ra, rb = doc.blocks[a.block], doc.blocks[b.block]
    return ra.table == rb.table and doc.text[ra.start:ra.end] != doc.text[rb.start:rb.end]


def _group_repeats(cands: list[ms.Candidate], doc: Document) -> list[ms.Candidate]:
    """Attach reruns, sweep points and alternatives to their headline; drop restatements of a figure."""
    heads = _Heads()
    titles = any(c.in_heading for c in cands)  # a heading's figure may be restated in the text
    run_lists: dict[tuple[int, int], list[ms.Candidate]] = {}
    for c in cands:
        if c.cue == "rerun" and c.source == "prose" and not c.is_claim:
            run_lists.setdefault(c.sentence, []).append(c)
    for c in cands:
        c.run_list = run_lists.get(c.sentence, [])
        if c.cue and (c.cue.startswith("stat:") or c.cue == "truncated"):
            continue
        if c.baseline is not None:
            base = c.baseline
            head = next((h for h in heads.items if h is base), None) or next(
                (h for h in heads.items if h.metric == base.metric and h.value == base.value and not h.is_claim), None)
            if head is not None:
                _attach(head, c)
                continue
        tol = 1e-9 * max(1.0, abs(c.value))
        # equal figures in two rows of a table are two measurements, up to a bound: a table repeating one value more
        # often holds restatements (and keeps this walk linear)
        rows_apart = c.source == "table" and heads.count_near(c.value, tol) <= rules.MAX_EQUAL_ROW_FIGURES
        dup = heads.first_near(c.value, tol, lambda h: h.metric == c.metric and abs(h.value - c.value) <= tol
                               and h.is_claim == c.is_claim
                               and not (rows_apart and _other_row(doc, h, c))
                               # one row's "Output tok/s" and "Output tok/s per GPU" of a one-GPU machine
                               and not (rows_apart and h.block == c.block and h.basis != c.basis))
        if dup is None and c.source == "prose" and not c.is_claim and not c.cue and c.rounding is not None:
            # a tool's figure restated rounded in prose ("eval rate: 23.62 tokens/s" ... "so ~23.6 t/s") is that figure
            if not c.in_code and heads.first_near(
                    c.value, c.rounding * (1 + 1e-9),
                    lambda h: (h.source in rules.STRUCTURED_SOURCES or h.in_code
                               or (h.source == "table" and _same_load(doc, c, h))) and not h.is_claim
                    and _kinds_agree(h.metric, c.metric) and _rounds_to(h.value, c.value, c.rounding)) is not None:
                continue
            if not c.in_code and any(  # a percentile kept beside its mean ("P99 TTFT 2,310" ... "waited 2.3 s")
                    h.metric == c.metric and not h.is_claim and h.comment == c.comment
                    and any(_rounds_to(v, c.value, c.rounding) for v in h.other_stats.values())
                    and _load_of(_figure_load(doc, c)) in (None, h.concurrency)
                    for h in heads.items if h.other_stats):
                continue
        if dup is None and c.is_claim and c.source == "prose" and heads.first_near(
                c.value, tol, lambda h: h.metric == c.metric and not h.is_claim and h.source == "table"
                and h.comment == c.comment) is not None:
            continue  # "more than the published figure (24.81 vs 19.6 RPS)": the author's own table figure compared
        if dup is None and not c.is_claim and not c.cue and c.metric.endswith("_tok_s") and (
                c.source == "prose" or (c.source == "table" and c.metric != "unspecified_tok_s")):
            # the same figure restated without its token kind ("At 402 tok/s the card costs ...") is not another one;
            # nor is one said without it before the table row that names it ("salen ≈1.382 tokens por segundo")
            same = heads.first_near(c.value, tol, lambda h: not h.is_claim and h.metric.endswith("_tok_s")
                                    and h.metric != c.metric and "unspecified_tok_s" in (h.metric, c.metric)
                                    and abs(h.value - c.value) <= tol and (c.source == "prose" or h.source == "prose"))
            if same is not None:
                if same.metric == "unspecified_tok_s" and same.source == "prose":
                    heads.replace(same, c)
                continue
        if dup is None and c.source == "table" and not c.is_claim and c.metric.endswith("_tok_s") and c.rounding \
                and c.value >= rules.RESTATED_DIGITS * c.rounding and heads.first_near(
                    c.value, tol, lambda h: h.metric.endswith("_tok_s") and h.metric != c.metric and not h.is_claim
                    and h.comment == c.comment and h.block != c.block and h.source in ("table", "llama_bench")) is not None:
            continue  # a summary's "output tok/s" column restating S_TG's "21.29": the same figure, named another way
        if dup is not None:
            for stat, value in c.other_stats.items():  # the same figure restated with its percentiles
                dup.other_stats.setdefault(stat, value)
            if dup.in_heading and not c.in_heading and c.source == dup.source:
                heads.replace(dup, c)
            elif dup.source == "prose" and c.source == "table" and dup.comment == c.comment and not c.cue \
                    and not c.sweep_param:
                heads.replace(dup, c)  # a lead's figure restated in its table row, whose labels give its setup
            continue
        if titles and c.source == "prose" and not c.in_heading and not c.is_claim and not c.cue:
            # the title's or a heading's rounded figure ("... on 4x MI50 - 18 t/s") restated in the text (18.3 t/s)
            titled = heads.first_near(c.value, rules.RESTATE_TOLERANCE * abs(c.value), lambda h: h.in_heading
                                      and h.source == "prose" and not h.is_claim and h.rounding is not None
                                      and h.metric in (c.metric, "unspecified_tok_s") and _kinds_agree(h.metric, c.metric)
                                      and _rounds_to(c.value, h.value, h.rounding))
            if titled is not None:
                heads.replace(titled, c)
                continue
        if c.source in ("prose", "table") and c.cue in ("rerun", "sweep", "alternative") and not c.is_claim:
            head = next((h for h in heads.items if h.metric == c.metric and not h.is_claim and not h.cue
                         and h.comment == c.comment and h.source == "prose"), None)
            if head is None and c.cue == "rerun" and c.metric.endswith("_tok_s"):
                head = _rerun_head(heads.items, c, cands)
            if head is None and c.source == "table":
                head = next((h for h in heads.items if h.metric == c.metric and h.cue == "sweep" and h.source == "table"
                             and h.sweep_param == c.sweep_param), None)
            if head is not None:
                _attach(head, c)
                continue
        heads.append(c)
    return heads.items


def _rerun_head(heads: list[ms.Candidate], c: ms.Candidate, cands: list[ms.Candidate]) -> ms.Candidate | None:
    """The headline a rerun sentence naming no token kind repeats: the last earlier prose figure of the post in tok/s,
    preferring one whose value the sentence lists again ("… 41.8 tok/s. The three identical runs read 41.8, 41.5 …")."""
    pool = [h for h in heads if not h.is_claim and h.comment == c.comment and h.source == "prose"
            and h.metric.endswith("_tok_s") and h.start < c.start
            and (h.metric == c.metric or c.metric == "unspecified_tok_s")]
    listed = [x.value for x in cands if x.sentence == c.sentence and x.cue == "rerun"]
    again = [h for h in pool if any(_equal(v, h.value) for v in listed)]
    found = again or pool
    return found[-1] if found else None


def _attach(head: ms.Candidate, c: ms.Candidate) -> None:
    """Record a repeat of the headline's setup on the headline."""
    if c.cue == "rerun":
        if c.sentence in head.run_lists_used:
            return
        listed = [x.value for x in c.run_list if x is not head] or [c.value]
        if any(_equal(v, head.value) for v in listed):
            # the sentence lists every run, the headline's among them ("runs read 41.8, 41.5 and 42.1 tok/s")
            head.reruns = head.reruns + listed if head.reruns else list(listed)
            head.run_lists_used.add(c.sentence)
            return
        if not head.reruns:
            head.reruns = [head.value]
        head.reruns.append(c.value)
    elif c.cue == "sweep":
        param = c.sweep_param or "setting"
        if not any(s["param"] == param for s in head.sweeps):
            head.sweeps.append({"param": param, "points": [{"x": _x(x), "value": v} for x, v in c.sweep_points]})
    else:
        head.alternatives.append({"change": c.change or "alternative setting", "value": c.value})


def _x(text: str) -> Any:
    """A sweep point's parameter value as a number where it is one."""
    try:
        return to_int(text) if re.fullmatch(r"\d+", text) else to_float(text)
    except ValueError:
        return text


def _change_text(doc: Document, c: ms.Candidate) -> str:
    """What an alternative changed: the clause holding its figure, number and unit removed."""
    a, b = c.sentence
    sent = doc.text[a:b]
    rel = c.start - a
    parts = re.split(r"[;]|,\s", sent)
    pos = 0
    for part in parts:
        if pos <= rel < pos + len(part) + 2:
            clause = re.sub(r"^.*?:\s*", "", part) if ":" in part[: max(0, rel - pos)] else part
            clause = rules.VALUE_UNIT_RE.sub("", clause)
            clause = re.sub(r"\s+", " ", clause).strip(" .,:;()-")
            for _ in range(3):
                clause = rules.CHANGE_TRIM_RE.sub("", clause).strip(" .,:;()-")
            return clause or "alternative setting"
        pos += len(part) + 2
    return "alternative setting"


def _offered_rates(doc: Document) -> list[float]:
    """Request rates the client was told to offer (--request-rate 16): a req/s figure equal to one is load, not output."""
    text = doc.text[: rules.MAX_SCAN_CHARS]
    if "request-rate" not in text:
        return []
    rates = []
    for m in rules.REQUEST_RATE_FLAG_RE.finditer(text):
        try:
            rates.append(to_float(m.group("n")))
        except ImplausibleNumber:
            continue
    return rates


def _measured_by(*urls: str | None) -> str:
    """Who measured, by the host of the first of urls that parses: the vendor, the engine's maintainers, or a third
    party (a page's canonical link can be malformed: "http://[x")."""
    for url in urls:
        if url:
            try:
                return _measured_by_host(urlparse(url if "://" in url else "https://" + url))
            except ValueError:
                continue
    return "third_party"


def _measured_by_host(parsed: ParseResult) -> str:
    """Who measured, by a parsed URL's host and path."""
    hostpath = (parsed.netloc + parsed.path).lower()
    if parsed.netloc.lower().endswith("github.com") or "huggingface.co" in hostpath:
        return "third_party"
    if any(hostpath.startswith(h) or ("." + h) in hostpath for h in rules.ENGINE_MAINTAINER_HOSTS):
        return "engine_maintainer"
    if any(parsed.netloc.lower().endswith(h) for h in rules.VENDOR_HOSTS):
        return "vendor"
    return "third_party"


#: What resolving a key the page never states gives: no mention, not inherited.
_UNSTATED: tuple[Mention | None, bool] = (None, False)


class _Builder:
    """Builds one record from a candidate, citing every field."""

    def __init__(self, doc: Document, mentions: list[Mention], source: int, same_setup: dict[int, frozenset[str]],
                 doc_kind: str | None) -> None:
        self.doc, self.mentions, self.source = doc, mentions, source
        #: cite(rec, path, value, start, end): set a field with its quote from this page.
        self.cite = citer(source, doc.text)
        self.same_setup, self.doc_kind = same_setup, doc_kind
        self._page_searches: dict[re.Pattern[str], Any] = {}
        self._resolved: dict[tuple[Any, ...], tuple[Mention | None, bool]] = {}
        self._readings: dict[tuple[Any, ...], int] = {}
        self._last_scope: Scope | None = None
        self._last_index: MentionIndex | None = None
        self._last_reading = -1
        self._block_scenarios: dict[int, str | None] = {}
        self._lengths_by_block: dict[tuple[str, int], dict[int, list[Mention]]] = {}
        self._lead_ins: dict[int, int | None] = {}
        self._command_blocks: dict[int, bool] = {}
        self._block_rates: dict[int, tuple[float, int, int] | None] = {}
        self._lead_in_releases: dict[tuple[str, int, int], Mention | None] = {}
        self._sentence_releases: dict[tuple[tuple[int, int], str, int], Mention | None] = {}
        self._answers: dict[tuple[str, int, int], Mention | None] = {}  # (key, post, index): its author's answer
        self._single_rows: dict[int, bool] = {}  # table: whether a row of it says it is single stream
        # an accelerator's host, driver or CUDA where the page names several: (key, accelerator) -> mention
        self._besides: dict[tuple[str, str], Mention | None] = {}
        self._table_states: dict[tuple[int | None, int], set[tuple[str, Any]]] = {}  # table: degrees its rows state
        self._nearby_lengths: dict[tuple[str, int, int], Mention | None] = {}
        self._lead_in_mentions: dict[tuple[str, int, int], Mention | None] = {}
        self._sentence_variants: dict[tuple[int, int, int], list[Mention]] = {}
        self._name_variants: dict[tuple[int, int], tuple[str, int, int] | None] = {}
        self._single_post: dict[int, Any] = {}
        self._aggregate_post: dict[int, bool] = {}
        self.figure_sentences: list[tuple[int, int]] = []
        self.figure_sections: set[int] = set()
        self.figure_tables: set[int] = set()  # the tables holding figures
        self._per_request: dict[tuple[str, int], float | None] = {}  # (length key, block) -> its output's tokens a request
        self.record_sections: set[int] = set()
        self._free: dict[tuple[str, int], list[Mention]] = {}  # a length's mentions outside figures' sentences
        self._prevailing: dict[int, Mention | None] = {}  # the prevailing length of such a list, by the list's id
        self._outer_headings: dict[int, tuple[int, int] | None] = {}  # a section's enclosing heading, by its start
        self._caption_degrees: dict[int, set[str]] = {}  # a table's first row -> the degrees its caption states
        self._sampled_sections: dict[int, bool] = {}  # a section -> whether it names a dataset its prompts come from
        self._section_serves: dict[int, bool] = {}  # a section -> whether it runs a server or benchmark command
        self._columns_without: dict[tuple[int, int], set[str]] = {}  # a column header -> kinds its siblings name
        self._named: dict[tuple[str, int, int, int], Mention | None] = {}
        self._row_keys: dict[str, int] | None = None  # a table row's first cell -> that row's block (built on demand)
        self._heading_keys: dict[int, int | None] = {}  # a table -> the row its heading names by its first cell
        self._setting_engines: dict[int, str | None] = {}
        self.figure_starts: list[int] = []
        self.figure_clauses: dict[tuple[int, int], list[tuple[int, int]]] = {}
        self.sentence_figures: dict[tuple[int, int], list[int]] = {}
        self.figure_metrics: dict[int, str] = {}  # the metric of each prose figure, by where it starts
        self.index = MentionIndex(mentions)
        self.full_index = self.plain_index = self.index
        self.claim_spans: dict[tuple[int, int], tuple[int, int]] = {}  # a claim's sentence: what speaks of its run
        self._section_singles: dict[tuple[int, int], Any] = {}  # a section's single-stream statement before a block
        # a post's one driver of a vendor, and whether it states several
        self._vendor_drivers: dict[tuple[int | None, bool, int], tuple[Mention | None, bool]] = {}
        self.engines = self.index.distinct("engine")
        keys = self.index.keys()
        self.versioned_engines = {k.split(":", 1)[1] for k in keys if k.startswith("engine_version:")}
        self.config_keys = sorted(k for k in keys if k.startswith("config:"))
        self.config_paths = [(k, "config." + k.split(":", 1)[1]) for k in self.config_keys]
        #: the device-list settings the page states (rules.VISIBLE_DEVICES_KEYS)
        self.visible_keys = [k for k in rules.VISIBLE_DEVICES_KEYS if k in keys]
        #: the settings of rules.NEGATABLE_SETTINGS the page states (a figure compared without one drops them)
        self.negatable = tuple(n for n in rules.NEGATABLE_SETTINGS
                               if any(p.removeprefix("config.").startswith(n[2]) for _, p in self.config_paths))
        self.hosted_apis = any(name in doc.text for name in rules.HOSTED_APIS)  # (rules.HOSTED_APIS named at all)
        self._degree_names: dict[tuple[str, int], str | None] = {}  # (kind, mention) -> _degree_named's answer
        self.counting: dict[str, list[Mention]] = {}  # each kind of count the page states, where it states it
        for m in self.index.of("token_counting"):
            self.counting.setdefault(m.value, []).append(m)
        self.model_ids: dict[str, str | None] = {}
        self._post_accelerators: dict[tuple[int, int | None], Mention] = {}
        self._counted: dict[tuple[Any, ...], Mention | None] = {}
        self._clause_engines: dict[tuple[tuple[int, int], int], list[tuple[int, int, Mention | None]]] = {}
        self._version_sides: dict[tuple[tuple[int, int], str, int], list[tuple[int, int, Mention | None]]] = {}
        self._engine_cudas: dict[int | None, tuple[dict[str, Mention], Mention | None]] = {}  # a post's CUDA by engine
        self._first_rows: dict[int, int] = {}  # a table: its first row
        self._header_loads: dict[int, Load | None] = {}  # a table's header row: the one load it states

    def _page_search(self, rx: re.Pattern[str], anchors: tuple[Anchor, ...] = ()) -> Any:
        """The first match of a page-wide pattern in the scanned text, searched when first asked for (only where
        its anchor words let a match begin, when it has them)."""
        if rx not in self._page_searches:
            self._page_searches[rx] = anchored_search(rx, self.doc.text, 0, rules.MAX_SCAN_CHARS, anchors,
                                                      self.doc.folded) if anchors else \
                rx.search(self.doc.text, 0, rules.MAX_SCAN_CHARS)
        return self._page_searches[rx]

    @property
    def aggregate_page(self) -> bool:
        """Whether the page speaks of concurrency, request rates or batch sizes anywhere."""
        return bool(self._page_search(rules.AGGREGATE_RE) or self._page_search(rules.AGGREGATE_SHORT_RE))

    def _aggregate_in(self, c: ms.Candidate) -> bool:
        """Whether the candidate's post speaks of concurrency, request rates or batch sizes, or runs at another's
        ("at the same rate"); the page's, outside a thread or when the page never does: one post's load is not
        another's."""
        if c.comment is None or not self.doc.comments or not self.aggregate_page:
            return self.aggregate_page
        if c.comment not in self._aggregate_post:
            span = self._post_span(c.comment)
            self._aggregate_post[c.comment] = span is not None and any(
                rx.search(self.doc.text, *span) for rx in (rules.AGGREGATE_RE, rules.AGGREGATE_SHORT_RE,
                                                           rules.SAME_LOAD_RE))
        return self._aggregate_post[c.comment]

    @cached_property
    def runs_statistic(self) -> re.Match[str] | None:
        """The page's statement of the statistic all its figures are ("Each point is the median of 3 runs"), or None."""
        text, folded = self.doc.text, self.doc.folded
        if folded is not None and not any(w in folded for w in rules.RUNS_WORDS):  # no "runs": no such statement
            return None
        pos = 0
        while (m := anchored_search(rules.RUNS_STATISTIC_RE, text, pos, rules.MAX_SCAN_CHARS,
                                    rules.RUNS_STATISTIC_ANCHORS, folded)) is not None:
            if rules.RUNS_STATISTIC_LEAD_RE.search(text, max(0, m.start() - rules.RUNS_STATISTIC_LEAD_CHARS), m.start()):
                return m
            pos = m.end()
        return None

    @property
    def single_page(self) -> Any:
        """The page's first single-stream statement, or None."""
        return self._page_search(rules.SINGLE_STREAM_RE, rules.SINGLE_STREAM_ANCHORS)

    def set_figures(self, cands: list[ms.Candidate], heads: list[ms.Candidate]) -> None:
        """The sentence spans of the page's prose figures (lengths inside them belong to those figures), and the
        sections holding figures (any, and the author's own records)."""
        spans = sorted({c.sentence for c in cands if c.source == "prose"})
        self.figure_sections = {bisect_right(self.section_starts, c.start) for c in cands}
        self.record_sections = {bisect_right(self.section_starts, c.start) for c in heads if not c.is_claim}
        blocks = self.doc.blocks
        self.figure_tables = {t for c in cands if blocks[c.block].kind == "row" for t in [blocks[c.block].table]
                              if t is not None}
        self.figure_sentences = spans
        self.figure_starts = [a for a, _ in spans]
        by_sentence: dict[tuple[int, int], list[int]] = {}
        for c in cands:
            if c.source == "prose" and not c.is_claim:
                by_sentence.setdefault(c.sentence, []).append(c.start)
                self.figure_metrics[c.start] = c.metric
        self.sentence_figures = {sent: sorted(starts) for sent, starts in by_sentence.items()}
        #: the sentences of two prose figures or more (which may compare setups or releases)
        self.compared_sentences = {sent for sent, starts in by_sentence.items() if len(starts) >= 2}
        for sent, starts in by_sentence.items():
            text = self.doc.text[sent[0]:sent[1]]
            bounds = [sent[0]] + [sent[0] + m.end() for m in rules.SETUP_CLAUSE_SPLIT_RE.finditer(text)] + [sent[1]]
            clauses = [(a, b) for a, b in zip(bounds, bounds[1:]) if any(a <= x < b for x in starts)]
            if len(clauses) >= 2:
                self.figure_clauses[sent] = clauses
        for c in cands:
            if c.is_claim and c.sentence not in self.claim_spans:
                self.claim_spans[c.sentence] = self._claim_span(c)
        claims = sorted(set(self.claim_spans.values()))
        if claims:
            starts = [a for a, _ in claims]

            def in_claim(m: Mention) -> bool:
                i = bisect_right(starts, m.start) - 1
                return i >= 0 and m.end <= claims[i][1]

            # a claim's own hardware and settings are not the author's setup
            self.plain_index = MentionIndex([m for m in self.mentions if not in_claim(m)])

    def _claim_span(self, c: ms.Candidate) -> tuple[int, int]:
        """A claim's sentence with the sentences after it in its block that speak of the claimed run ("That run used
        128 input and 2,048 output tokens")."""
        s0, end = c.sentence
        blk = self.doc.blocks[c.block]
        for a, b in ms.sentences(self.doc.text[end:blk.end]):
            if not rules.CLAIM_FOLLOW_RE.match(self.doc.text, end + a):
                break
            end = end + b
        return s0, end

    def _resolve(self, key: str, scope: Scope, local_only: bool = False) -> tuple[Mention | None, bool]:
        """methodology.resolve in the index in use, remembered per reading of the scope (_reading): a page's figures
        share few."""
        if key not in self.index.by_key:  # the page never states it (most keys, on most pages)
            return _UNSTATED
        if scope.same_setup and scope.comment is not None and scope.comment in self.same_setup \
                and not reuses(self.same_setup[scope.comment], key):
            scope = replace(scope, same_setup=False)  # the post reuses another part of the earlier setup
        if scope is self._last_scope and self.index is self._last_index:  # a figure's fields ask in a row
            reading = self._last_reading
        else:
            reading = self._reading(scope)
        memo_key = (key, local_only, reading)
        found = self._resolved.get(memo_key)
        if found is None:
            found = self._resolved[memo_key] = resolve(self.index, key, scope, self.doc, local_only=local_only)
        return found

    def _degree_later(self, c: ms.Candidate, m: Mention, scope: Scope) -> bool:
        """Whether a degree mention lies past a figure's scope, in a later section of records of its own
        (_own_later_section), on a page read by its sections."""
        return m.start >= scope.end and self._reads_as_page(c) \
            and self._own_later_section(m.start, scope.start, bool(c.parallel or self._table_degrees(c)))

    def _own_later_section(self, said: int, at: int, states_own: bool = False) -> bool:
        """Whether a degree stated at `said`, after a figure at `at` whose section runs a command of its own or
        follows a server's launch command (or whose table row states degrees of its own, `states_own`: "TP8" in a
        Parallelism column), sits in another section that holds records of its own (its setup, not the figure's); a
        later section of no records ("Test configuration") speaks for the page, and so does the one command of a
        page."""
        i, mine = bisect_right(self.section_starts, said), bisect_right(self.section_starts, at)
        if i == 0 or i not in self.record_sections or i == mine:
            return False
        if states_own:
            return True
        if mine not in self._section_serves:  # a command in the figure's section, or a server's before it
            start, end = self._section_span(mine)
            self._section_serves[mine] = any(
                b.kind == "code" and b.start < end
                and (start <= b.start and rules.BENCH_COMMAND_RE.search(self.doc.text, b.start, b.end) is not None
                     or rules.SERVE_COMMAND_RE.search(self.doc.text, b.start, b.end) is not None)
                for b in self.doc.blocks)
        return self._section_serves[mine]

    def _reading(self, scope: Scope) -> int:
        """A number for all that resolve reads of a scope in the index in use: how many of the index's mentions
        start before the scope starts and before it ends (so which lie before it and inside it), its post, and
        whether the post reuses an earlier setup. Scopes that read alike resolve every key alike (the rows of one
        table, mostly)."""
        starts = self.index.all_starts
        reading = (bisect_left(starts, scope.start), bisect_left(starts, scope.end), scope.comment, scope.same_setup,
                   id(self.index))
        number = self._readings.setdefault(reading, len(self._readings))
        self._last_scope, self._last_index, self._last_reading = scope, self.index, number
        return number

    def put(self, rec: dict[str, Any], path: str, mention: Mention | None, value: Any = None,
            inherited: bool = False, inherited_list: list[str] | None = None) -> bool:
        """Set a field from a mention (its value unless given); note inheritance."""
        if mention is None:
            return False
        self.cite(rec, path, mention.value if value is None else value, mention.start, mention.end)
        if inherited and inherited_list is not None:
            inherited_list.append(path)
        return True

    def scope(self, c: ms.Candidate) -> Scope:
        """The measurement's scope for methodology resolution."""
        same = c.comment is not None and c.comment in self.same_setup
        if c.is_claim:
            same = bool(rules.SAME_HARDWARE_CLAIM_RE.search(self.doc.text[c.sentence[0]:c.sentence[1]]))
        return Scope(c.sentence[0], c.sentence[1], c.block, c.comment, same)

    def engine(self, c: ms.Candidate, scope: Scope) -> tuple[Mention | None, bool]:
        """The engine of a measurement: its own, its sentence's, its post's, or the page's one engine."""
        if c.engine:
            eid, s, e = c.engine
            return Mention("engine", eid, s, e, c.comment, c.block), False
        vs_ref = c.vs_ref
        if vs_ref is not None:
            ref_mention, _ = self.engine(vs_ref, self.scope(vs_ref))
            ref_engine = ref_mention.value if ref_mention is not None else None
            for alias, s, e in c.vs_engines:
                named = rules.ENGINE_BY_ALIAS.get(alias.lower())
                if named and named != ref_engine:
                    return Mention("engine", named, s, e, c.comment, c.block), False
        m = self._clause_engine(c)
        if m is not None:
            return m, False
        m, inh = self._resolve("engine", scope, local_only=True)
        if m:
            return m, False
        starts = self.index.starts.get("engine", [])
        opens = bisect_left(starts, self.doc.blocks[c.block].start)
        mine = {x.value: x for x in self.index.of("engine")[opens:bisect_left(starts, c.start)]}
        if len(mine) == 1:  # the one engine its own paragraph or command names before it ("$ mlx_lm.generate ...")
            return next(iter(mine.values())), False
        m = self._lead_in_mention("engine", c)
        if m is not None:  # "Our own runs with vLLM 0.8 on one H100:" over a table
            return m, False
        if c.is_claim and not scope.same_setup:
            return None, False
        pool = self.index.of("engine") if c.comment is None else self.index.in_post("engine", c.comment)
        if c.comment is not None and pool and all(x.start > c.start and self.doc.blocks[x.block].kind != "code"
                                                  for x in pool):
            subject = {x.value: x for x in self.index.in_post("engine", None)}
            if len(subject) == 1:  # the thread's subject ("Mistral.rs 0.6: ..."), not an engine the post names later
                # in prose ("Same box with exllamav2 gives ..."); a command the post runs after its figures is its own
                return next(iter(subject.values())), False
        ids = list(dict.fromkeys(x.value for x in pool))
        if len(ids) == 1:
            return pool[0], False
        i = bisect_right(self.section_starts, c.start)
        since = self.section_starts[i - 1] if i and self._reads_as_page(c) else None
        earlier = {x.value: x for x in pool if x.start < c.start and (x.block == c.block or (
            since is not None and x.start >= since))}
        if len(earlier) == 1:  # the one engine its paragraph or section names before it ("The vLLM numbers ... I tried")
            return next(iter(earlier.values())), False
        if not earlier and since is not None:
            outer = self._outer_heading(since)
            headed = {x.value: x for x in pool if outer is not None and outer[0] <= x.start < outer[1]}
            if len(headed) == 1:  # the one its enclosing section's heading names ("Results: vLLM 0.6.3" over
                return next(iter(headed.values())), False  # "Concurrency 1")
        versioned = [x for x in pool if x.value in self.versioned_engines]
        if versioned:
            return versioned[0], False
        before = [x for x in pool if x.start < c.start and x.block < c.block]
        if before and not any(x.block == c.block for x in pool):
            return before[-1], False  # the setup last named before the figure's paragraph
        if c.comment is not None and scope.same_setup:
            m, inh = self._resolve("engine", scope)
            return m, inh
        if not pool and c.comment is not None and not c.is_claim:
            m = authors_earlier(self.index, "engine", c.comment, self.doc)  # a follow-up keeps its author's engine
            if m is not None:
                return m, True
        if not pool and c.comment is not None:
            outside = self.index.in_post("engine", None)
            if len({x.value for x in outside}) == 1:
                return outside[0], False
        return None, False

    def _clause_engine(self, c: ms.Candidate) -> Mention | None:
        """In a sentence naming several engines, the one engine of the figure's own side of the comparison."""
        if len(self.engines) < 2:  # the page names one engine or none
            return None
        key = (c.sentence, id(self.index))
        sides = self._clause_engines.get(key)
        if sides is None:
            sides = self._clause_engines[key] = self._engine_sides(c.sentence)
        return next((m for a, b, m in sides if a <= c.start < b), None)

    def _engine_sides(self, sentence: tuple[int, int]) -> list[tuple[int, int, Mention | None]]:
        """The sides of a sentence that compares figures of two or more engines, each with its one engine (None
        where it names none or several). No sides for a sentence of one engine or one figure."""
        s0, s1 = sentence
        if len(self.sentence_figures.get(sentence, ())) < 2:
            return []
        starts = self.index.starts.get("engine", [])
        named = self.index.of("engine")[bisect_left(starts, s0):bisect_left(starts, s1)]
        if len({m.value for m in named}) < 2:
            return []
        return self._sides(sentence, named)

    def _engine_version(self, c: ms.Candidate, engine: str, scope: Scope) -> tuple[Mention | None, bool]:
        """The engine's release for a figure: its table row's, its own side's in a sentence comparing releases, one
        stated in its own scope, the one its lead-in names, else the nearest in scope (and whether inherited)."""
        key = f"engine_version:{engine}"
        if c.version is not None:
            return Mention(key, *c.version, c.comment, c.block), False
        if c.sentence in self.compared_sentences:
            compared, v = self._compared_version(c, engine)
            if compared:
                return v, False
        named = key in self.index.by_key
        if named:
            v = self._sentence_release(c, engine)
            if v is not None:
                return v, False
        if named and c.source == "llama_bench" and self.doc.blocks[c.block].table is not None:
            v = self._build_line_after(c, key)
            if v is not None:  # llama-bench prints "build: 3f4fc97f (6105)" under its table
                return v, False
        if named and self.doc.blocks[c.block].kind == "code":
            v = self._block_version(c, key)
            if v is not None:
                return v, False
            if c.source == "llama_bench":  # llama-bench's table pasted as text, its "build: 9c4e17ab (4600)" under it
                v = self._build_line_below(c, key)
                if v is not None:
                    return v, False
            v, inh = self._resolve(key, scope, local_only=True)
            if v is not None:
                return v, inh
        v = self._lead_in_version(c, engine)
        if v is not None or not named:
            return v, False
        return self._resolve(key, scope)

    def _build_line_after(self, c: ms.Candidate, key: str) -> Mention | None:
        """The release of a build line alone right under a figure's llama-bench table ("build: 3f4fc97f (6105)", as
        llama-bench prints it after its rows; not a lead-in of the next, "build: ..., CUDA backend:"), else None."""
        blocks, table = self.doc.blocks, self.doc.blocks[c.block].table
        after = c.block
        while after + 1 < len(blocks) and blocks[after + 1].table == table and blocks[after + 1].kind == "row":
            after += 1
        if after + 1 >= len(blocks):
            return None
        nxt = blocks[after + 1]
        if not rules.BUILD_LINE_RE.fullmatch(self.doc.text, nxt.start, nxt.end):
            return None
        return next((m for m in self.index.of(key) if nxt.start <= m.start < nxt.end), None)

    def _build_line_below(self, c: ms.Candidate, key: str) -> Mention | None:
        """The release of the first build line after a figure in its own code block, else None."""
        blk = self.doc.blocks[c.block]
        starts = self.index.starts.get(key, [])
        for m in self.index.of(key)[bisect_left(starts, c.end):bisect_left(starts, blk.end)]:
            line_start = self.doc.text.rfind("\n", blk.start, m.start) + 1 or blk.start
            line_end = self.doc.text.find("\n", m.end, blk.end)
            if rules.BUILD_LINE_RE.fullmatch(self.doc.text, line_start, blk.end if line_end < 0 else line_end):
                return m
        return None

    def _block_version(self, c: ms.Candidate, key: str) -> Mention | None:
        """In a code block holding runs of two releases or more ("tgi 3.2.3 | requests 200" over one run's lines,
        "tgi 3.3.4 | ..." over the next's), the release written last before the figure; else None. The caller
        checks the figure is in a code block."""
        blk = self.doc.blocks[c.block]
        starts = self.index.starts.get(key, [])
        inside = self.index.of(key)[bisect_left(starts, blk.start):bisect_left(starts, blk.end)]
        if len({m.value.lower().lstrip("v") for m in inside}) < 2:
            return None
        before = [m for m in inside if m.start < c.start]
        return before[-1] if before else None

    def _compared_version(self, c: ms.Candidate, engine: str) -> tuple[bool, Mention | None]:
        """In a sentence comparing figures of two releases of the figure's engine or more ("138.2 tok/s on vLLM
        0.6.3 against 151.1 tok/s on 0.6.1"): (True, the release its own side names, None where it names none or
        several). (False, None) in other sentences."""
        key = (c.sentence, engine, id(self.index))
        sides = self._version_sides.get(key)
        if sides is None:
            named = self._sentence_versions(c, engine)
            sides = self._version_sides[key] = self._sides(c.sentence, named) if len(
                {m.value.lower().lstrip("v") for m in named}) >= 2 else []
        if not sides:
            return False, None
        return True, next((m for a, b, m in sides if a <= c.start < b), None)

    def _sentence_release(self, c: ms.Candidate, engine: str) -> Mention | None:
        """The one release of the engine a figure's own sentence puts it on ("With the flag on 0.4.7: 5,790 tok/s",
        on a page that names releases of it), else None (remembered per sentence)."""
        key = (c.sentence, engine, id(self.index))
        if key not in self._sentence_releases:
            s0, s1 = c.sentence
            found = None
            if rules.PROSE_VERSION_RE.search(self.doc.text, s0, s1) is not None:
                named = self._sentence_versions(c, engine)
                found = named[0] if len({m.value.lower().lstrip("v") for m in named}) == 1 else None
            self._sentence_releases[key] = found
        return self._sentence_releases[key]

    def _sentence_versions(self, c: ms.Candidate, engine: str) -> list[Mention]:
        """The releases of an engine a figure's sentence names: with the engine's name, or bare after a preposition
        ("on 0.6.1"), in text order."""
        s0, s1 = c.sentence
        key = f"engine_version:{engine}"
        starts = self.index.starts.get(key, [])
        named = self.index.of(key)[bisect_left(starts, s0):bisect_left(starts, s1)] if starts else []
        for m in rules.PROSE_VERSION_RE.finditer(self.doc.text, s0, s1):
            a, b = m.span("v")
            if self._may_be_release(key, m.group("v")) and not any(
                    x.start <= a < x.end or a <= x.start < b for x in named):
                named.append(Mention(key, m.group("v"), a, b, c.comment, c.block))
        return sorted(named, key=lambda x: x.start)

    def _lead_in_version(self, c: ms.Candidate, engine: str) -> Mention | None:
        """The release named by the block that leads into a figure's table or tool output: with the engine's name (a
        heading "vLLM 0.6.1") or alone ("On v0.6.1:", with the major of a release the page names, if any)."""
        bi = self._lead_in(c.block)
        if bi is None:
            return None
        key = f"engine_version:{engine}"
        memo_key = (key, c.block, id(self.index))
        if memo_key not in self._lead_in_releases:  # a table's rows ask in turn
            self._lead_in_releases[memo_key] = self._lead_in_mention(key, c) or self._bare_release(key, bi)
        return self._lead_in_releases[memo_key]

    def _bare_release(self, key: str, bi: int) -> Mention | None:
        """The release a short block names alone ("On v0.6.1:"), or a longer one's closing words name ("...; this is
        the saved JSON from 0.10.0:"), with the major of a release the page names, if any."""
        blk = self.doc.blocks[bi]
        m = rules.LEAD_IN_VERSION_RE.fullmatch(self.doc.text, blk.start, blk.end)
        if m is None and self.doc.text[blk.start:blk.end].rstrip().endswith(":"):
            m = rules.LEAD_IN_TAIL_VERSION_RE.search(self.doc.text, max(blk.start, blk.end - rules.LEAD_IN_TAIL_CHARS),
                                                     blk.end)
        if m is None or not self._may_be_release(key, m.group("v")):
            return None
        return Mention(key, m.group("v"), m.start("v"), m.end("v"), blk.comment, bi)

    def _may_be_release(self, key: str, written: str) -> bool:
        """Whether a bare release can be the engine's: where the page names releases of it, only one of the same
        major ("2.5.1" on a vLLM 0.6 page is another library's)."""
        majors = {_major(x.value) for x in self.index.of(key)}
        return not majors or _major(written) in majors

    def _sides(self, sentence: tuple[int, int], named: list[Mention]) -> list[tuple[int, int, Mention | None]]:
        """A sentence's sides, one per figure, each with the one value of the mentions named in it (None where they
        name none or several): split between each two figures of one metric at the first comparison word after the
        first, and cut before a conclusion after the last."""
        s0, s1 = sentence
        figures = self.sentence_figures.get(sentence, [])
        text = self.doc.text[s0:s1]
        splits = [(s0 + m.start(), s0 + m.end()) for m in rules.ENGINE_CLAUSE_SPLIT_RE.finditer(text)]
        bounds = [s0]
        for here, there in zip(figures, figures[1:]):
            if not _kinds_agree(self.figure_metrics.get(here, ""), self.figure_metrics.get(there, "")):
                continue  # "gave output_throughput 601.2 and mean_tpot_ms 24.7": one side's two metrics
            cut = next((end for start, end in splits if here < start and end <= there), None)
            if cut is not None:
                bounds.append(cut)
        conclusion = rules.CONCLUSION_BREAK_RE.search(text, figures[-1] - s0) if figures else None
        bounds.append(s0 + conclusion.start() if conclusion else s1)  # "..., so 5% slower on 0.10.0" is no side's
        sides = []
        for a, b in zip(bounds, bounds[1:]):
            mine = {m.value: m for m in named if a <= m.start < b}
            sides.append((a, b, next(iter(mine.values())) if len(mine) == 1 else None))
        return sides

    def build(self, c: ms.Candidate) -> dict[str, Any]:
        """The record of one headline candidate."""
        rec = new_benchmark()
        self.index = self.full_index if c.is_claim else self.plain_index
        doc, notes = self.doc, list(c.notes)
        inherited: list[str] = []
        scope = self.scope(c)
        metric = c.metric
        rec["metric"] = metric
        rec["unit"] = rules.CANONICAL_UNIT[metric]
        self.cite(rec, "value", round(c.value, 6), c.start, c.end)
        if c.metric_span:
            self.cite(rec, "metric", metric, *c.metric_span)
        if c.unit_span:
            self.cite(rec, "unit", rec["unit"], *c.unit_span)
        rec["statistic"] = c.statistic if c.statistic in (
            "mean", "median", "p50", "p90", "p95", "p99", "min", "max", "peak", "single_run") else (
            "single_run" if c.source == "prose" and not c.is_claim else "unknown")
        if rec["statistic"] in ("single_run", "unknown") and c.source in ("table", "prose") and not c.is_claim:
            stated = self.runs_statistic
            if stated is not None and (not doc.comments or doc.comment_at(stated.start()) == c.comment):
                self.cite(rec, "statistic", rules.RUNS_STATISTIC_NAMES[stated.group("s").lower()], stated.start("s"),
                          stated.end("s"))
        if c.is_claim:
            rec["is_claim"] = True
            rec["statistic"] = "unknown"
            notes.append("a figure reported from someone else, not measured by the author")
        if c.value_range:
            rec["value_range"] = c.value_range

        hosted = self._hosted_api(c)
        if hosted is not None:  # a hosted API timed from outside: no engine, hardware or degrees of the page's
            notes.append(f"timed against {hosted}'s hosted API: its engine and hardware are the provider's, not "
                         "stated")
        eng, inh = self.engine(c, scope) if hosted is None else (None, False)
        if eng is not None:
            self.put(rec, "engine.id", eng, inherited=inh, inherited_list=inherited)
            if not c.is_claim:
                v, vinh = self._engine_version(c, eng.value, scope)
                if v is None and c.comment is not None:  # "which version you're on?" ... "sglang: 0.5.2"
                    v = self._authors_answer(f"engine_version:{eng.value}", c.comment)
                    if v is not None:
                        notes.append("given in a later reply by the post's author: engine.version")
                self.put(rec, "engine.version", v, inherited=vinh, inherited_list=inherited)
                cm, _ = self._resolve("engine_commit", scope)
                self.put(rec, "engine.commit", cm)
            else:  # someone else's run: the version its own sentence or row states ("vLLM 0.5.3 † | 19.6")
                versions = [x for x in self.index.of(f"engine_version:{eng.value}")
                            if c.sentence[0] <= x.start < c.sentence[1]]
                if len({x.value for x in versions}) == 1:
                    self.put(rec, "engine.version", versions[0])
        if hosted is None:
            self._hardware(rec, c, scope, inherited, notes)
        mine_only = c.is_claim and not scope.same_setup  # someone else's run: the degrees its own sentence states
        acc_id = rec["hardware"]["accelerator_id"]
        for key in rules.PARALLEL_KEYS if hosted is None else ():
            if key in c.parallel:  # its table row's column ("TP | 2")
                self.cite(rec, f"parallelism.{key}", *c.parallel[key])
                continue
            named = self._named_in(key, *c.column) if c.column is not None else None
            if named is not None:  # its column's header: "Metric | vLLM 0.11.0 TP8 | SGLang 0.5.3 TP8"
                self.put(rec, f"parallelism.{key}", named)
                continue
            if c.column is not None and self._sibling_column_names(c, key):
                continue  # "vLLM TP8" beside "vLLM TP8 + EP": the column that names no EP has none
            own, m = self._clause_setup(c, key)
            m, minh = (m, False) if own else self._resolve(key, scope, local_only=mine_only)
            if m is not None and self._other_row(c, m):
                continue  # "vLLM 0.6.4, TP 2" in one row of a table is that row's
            if m is not None and m.block != c.block and self._rows_state(c, key):
                continue  # "1 | TP2×DP2 | ..." under "1 | TP4 | ...": the row that names no DP has none
            if m is not None and self._degree_later(c, m, scope):
                continue  # stated only further down, in a later section of records of its own ("4. TP=2 on two")
            if m is not None and m.block != c.block and self._caption_states_others(c, key, m):
                continue  # "Table 2: ..., TP=4 on 4×H100" over its rows: no EP from another table's caption
            if m is not None and m.block != c.block and eng is not None and len(self.engines) > 1 \
                    and self._degree_named(m, "engine") not in (None, eng.value):
                # "vllm serve ... --tensor-parallel-size 4" is not the degree of the page's llama.cpp figures
                m = self._own_degree(key, c, "engine", eng.value, None)
            if m is not None and m.block != c.block and m.comment == c.comment and acc_id is not None \
                    and self._degree_named(m, "accelerator") not in (None, acc_id):
                # "The H20 side used the same flags, only --tensor-parallel-size 2": not the 910B figures' degree;
                # where the page's degrees disagree (one launch command a row), the nearest stays
                m = self._own_degree(key, c, "accelerator", acc_id, m)
            if m is not None and self._degree_later(c, m, scope):
                continue  # the engine's own degree, found again only in a later section of records of its own
            self.put(rec, f"parallelism.{key}", m, inherited=minh, inherited_list=inherited)
        self._row_count(rec, c, notes)
        if c.gpus is None or rec["hardware"]["accelerator_as_written"] is None:  # a row's own "GPUs | 8" stands
            self._world_count(rec, c, notes)
            self._nodes_count(rec, notes)
            self._part_count(rec, c, notes)
        mm, minh = self._model(scope, c)
        if mm is not None:
            self.put(rec, "model.name", mm, inherited=minh, inherited_list=inherited)
            if mm.value not in self.model_ids:
                self.model_ids[mm.value] = model_id(mm.value)
            mid = self.model_ids[mm.value]
            if mid:
                rec["model"]["id"] = mid
        self._variant(rec, c, scope, mm)
        self._basis(rec, c, metric, notes)
        self._workload(rec, c, scope)
        self._config(rec, c, scope, notes)
        if c.counting:
            rec["token_counting"] = c.counting
        elif (metric.endswith("_tok_s") or metric in rules.COUNTED_LATENCIES) and not c.is_claim:
            kinds = self.counting
            in_post = {k: [x for x in v if x.comment == c.comment] for k, v in kinds.items()
                       if any(x.comment == c.comment for x in v)} if len(kinds) > 1 else {}
            if len(in_post) == 1:  # the one count the figure's own post states, where the thread's posts differ
                kinds = in_post
            elif len(kinds) > 1 and self._reads_as_page(c):
                kinds = self._section_counting(c, kinds)
            if len(kinds) > 1:
                kinds = self._block_counting(c, kinds) or kinds
            if len(kinds) > 1:
                kinds = _engine_counting(kinds, rec["engine"]["id"]) or kinds
            if len(kinds) == 1:  # the statement of it that holds for the figure's post, its own post's first
                said = sorted(next(iter(kinds.values())), key=lambda x: x.comment != c.comment)
                m = next((x for x in said if x.extra.get("engine") in (None, rec["engine"]["id"])
                          and self._speaks_for_post(x, c)), None)
                if m is not None:
                    self.put(rec, "token_counting", m)  # ("ollama's own count": ollama's figures)
        self._variance(rec, c)
        if inherited and c.comment is not None and c.comment not in self.same_setup:
            notes.append("inherited from the same author's earlier post: " + ", ".join(inherited))
        elif inherited:
            first = doc.comments[0].author if doc.comments else None
            notes.append("inherited from an earlier post of the thread" + (f" (by {first})" if first else "")
                         + " that this post says it reuses: " + ", ".join(inherited))
            rec["inherited_context"] = inherited
        rec["measured_by"] = "third_party"
        rec["confidence"] = self._confidence(rec, c, inherited)
        rec["reproducible"] = True if self.config_keys else None
        if c.other_stats:
            rec["other_stats"] = c.other_stats
        rec["title"] = self._title(rec)
        rec["unit_text"] = self._unit_text(rec)
        rec["methodology"] = self._methodology(rec, c)
        rec["notes"] = "; ".join(dict.fromkeys(notes))
        return rec

    def _hardware(self, rec: dict[str, Any], c: ms.Candidate, scope: Scope, inherited: list[str],
                  notes: list[str]) -> None:
        """Accelerator, count, driver, CUDA, interconnect."""
        if c.is_claim and not scope.same_setup:
            acc, inh = self._resolve("accelerator", scope, local_only=True)
        else:
            acc, inh = self._accelerator(scope, c)
            if acc is None and c.comment is not None:  # "What GPU?" ... "It's an RTX 3080 10GB"
                acc = self._authors_answer("accelerator", c.comment)
                if acc is not None:
                    notes.append("given in a later reply by the post's author: hardware.accelerator_as_written")
        if acc is not None:
            self.put(rec, "hardware.accelerator_as_written", acc, inherited=inh, inherited_list=inherited)
            if acc.extra.get("id"):
                rec["hardware"]["accelerator_id"] = acc.extra["id"]
                rec["provenance"]["fields"]["hardware.accelerator_id"] = {"derived_from":
                                                                          ["hardware.accelerator_as_written"]}
                if acc.extra.get("caveat"):
                    notes.append(f"accelerator mapped to the closest catalog id {acc.extra['id']}: {acc.extra['caveat']}")
            elif acc.extra.get("cpu"):
                notes.append("a run on CPUs alone (the page says it uses no GPU): its processors stand as its hardware, "
                             "with no catalog id")
            own_only = c.is_claim and not scope.same_setup  # someone else's hardware: only the count they give
            counted = acc if acc.extra.get("count") is not None else None if own_only else self._counted_like(acc)
            if counted is not None and counted.extra.get("count_span"):
                s, e = counted.extra["count_span"]
                self.cite(rec, "hardware.count", counted.extra["count"], s, e)
                if inh:
                    inherited.append("hardware.count")
            elif not own_only and not acc.extra.get("plural") and not self._multi_gpu(scope):
                self.cite(rec, "hardware.count", 1, acc.start, acc.end)
                notes.append("one accelerator: named in the singular with no count")
            if not own_only:  # (after the mention that counts the machine's: "8 × 910B4-1" then "## 910B results")
                self._visible_count(rec, scope, counted or acc, notes)
        if c.is_claim:
            return
        answered: list[str] = []  # the paths its author's later reply gives
        # another vendor's accelerator takes no CUDA and no NVIDIA driver ("550.144.03" beside an MI300X's row)
        other_vendor = bool(acc is not None and (
            not str(acc.extra["id"]).startswith(rules.CUDA_ACCELERATOR_ID_PREFIX) if acc.extra.get("id")
            else rules.OTHER_VENDOR_NAME_RE.search(str(acc.value))))
        # Apple silicon has no driver stack: the page's NVIDIA or AMD driver is another machine's
        stack = () if acc is not None and acc.extra.get("id") and not has_driver(acc.extra["id"]) else (
            ("driver", "hardware.driver_version"), ("cuda", "hardware.cuda_version"), ("rocm", "hardware.rocm_version"))
        for key, path in stack:
            m, minh = self._resolve(key, scope)
            if m is None and c.comment is not None:
                m = self._authors_answer(key, c.comment)
                if m is not None:
                    answered.append(path)
            if key == "driver":  # before the vendor check drops it, and again after _beside below may pick another
                m = self._driver_of_vendor(m, c, acc, other_vendor)
            if other_vendor and m is not None and (key == "cuda" or (
                    key == "driver" and rules.NVIDIA_DRIVER_RE.match(str(m.value)))):
                if path in answered:
                    answered.remove(path)
                continue
            if m is not None and m.comment != c.comment and self._other_machine(acc, inh, c, m):
                continue
            if m is not None and acc is not None and not minh and path not in answered \
                    and not scope.start <= m.start < scope.end and len(self.index.distinct(key)) > 1:
                m = self._beside(key, acc) or m  # "L4 24GB - driver 550.90.07 ... A10G 24GB - driver 535.183.01"
            if key == "cuda" and m is not None and rec["engine"]["id"] is not None:
                m = self._engine_cuda(m, rec["engine"]["id"], c.comment)
            if key == "driver":
                m = self._driver_of_vendor(m, c, acc, other_vendor)
                backend = c.config.get("backend")  # llama-bench's column: (value, start, end)
                vulkan = backend is not None and str(backend[0]).lower() in rules.MESA_BACKENDS
                if m is not None and backend is not None and (
                        rules.MESA_DRIVER_RE.match(str(m.value)) if not vulkan
                        else rules.INTEL_RUNTIME_DRIVER_RE.match(str(m.value))):
                    # Mesa drives the Vulkan runs, not the ROCm, HIP or SYCL ones of the same card; Intel's
                    # compute-runtime drives the SYCL ones, not the Vulkan ones
                    m = self._backend_driver(c, vulkan)
            self.put(rec, path, m, inherited=minh, inherited_list=inherited)
        if answered:
            notes.append(f"given in a later reply by the post's author: {', '.join(answered)}")
        host, hinh = self._host(scope, acc)
        self.put(rec, "hardware.host", host, inherited=hinh, inherited_list=inherited)
        ics = [m for m in self.index.of("interconnect") if c.comment is None or m.comment in (c.comment, None)]
        if ics:
            same_block = [m for m in ics if m.block == ics[0].block]
            first, last = same_block[0], same_block[-1]
            if last.end - first.start > 40 or "\n" in self.doc.text[first.start:last.end]:
                last = first  # not a phrase naming fabrics ("NVLink and NVSwitch"): rows of a matrix, say
            self.cite(rec, "hardware.interconnect_as_written", self.doc.text[first.start:last.end], first.start, last.end)

    def _degree_named(self, m: Mention, kind: str) -> str | None:
        """The one engine or accelerator (kind: "engine" or "accelerator") a parallel degree's block names before it:
        the engine of "vllm serve ... --tensor-parallel-size 4" or "vLLM TP4 is 77% faster", the card of "On the H20
        side, --tensor-parallel-size 2"; None where it names none or several ("vllm=0.6.2 vs sglang=0.3.2 on 2 H100s
        ... tp=2"). Remembered per mention."""
        memo = (kind, id(m))
        if memo not in self._degree_names:
            starts = self.full_index.starts.get(kind, [])
            pool = self.full_index.of(kind)
            blk_start = self.doc.blocks[m.block].start
            named = {x.extra.get("id") if kind == "accelerator" else x.value
                     for x in pool[bisect_left(starts, blk_start):bisect_left(starts, m.start)]}
            i = bisect_right(self.section_starts, m.start)
            if not named and kind == "engine" and i:
                # else the engine its section's heading names ("3. vLLM CPU backend" over "docker run ...
                # --tensor-parallel-size 2"), a heading of its own post
                head = self.doc.blocks[self._block_of(self.section_starts[i - 1])]
                if head.comment == m.comment:
                    named = {x.value for x in pool[bisect_left(starts, head.start):bisect_left(starts, head.end)]}
            self._degree_names[memo] = named.pop() if len(named) == 1 else None
        return self._degree_names[memo]

    def _own_degree(self, key: str, c: ms.Candidate, kind: str, named: str,
                    disagreeing: Mention | None) -> Mention | None:
        """Where the nearest degree is written for another engine or accelerator (_degree_named), the one the figure's
        post (or page) states for `named` or for none: the last before the figure, else the first after; None where
        it states none, `disagreeing` where they disagree."""
        pool = [x for x in self.index.of(key) if x.comment in (c.comment, None)
                and self._degree_named(x, kind) in (None, named)]
        if not pool:
            return None
        if len({x.value for x in pool}) > 1:
            return disagreeing
        before = [x for x in pool if x.start < c.start]
        return before[-1] if before else pool[0]

    def _hosted_api(self, c: ms.Candidate) -> str | None:
        """The hosted API a figure was timed against (rules.HOSTED_APIS): its table row's name, or the name written
        right before it in prose ("Cerebras 162 ms, Groq 121 ms") or opening its sentence with the model ("Cerebras,
        gpt-oss-120b: median 2,645 tok/s"); None for another figure."""
        if not self.hosted_apis:  # most pages time no hosted API
            return None
        if c.source == "table":
            cells = self.doc.blocks[c.block].cells
            m = rules.HOSTED_ROW_RE.match(cells[0].text) if cells else None
        elif c.source == "prose":
            m = rules.HOSTED_BEFORE_RE.search(self.doc.text, max(c.sentence[0], c.start - 24), c.start) \
                or rules.HOSTED_LEAD_RE.fullmatch(self.doc.text, c.sentence[0], c.start)
        else:
            m = None
        return m.group("p") if m else None

    def _nodes_count(self, rec: dict[str, Any], notes: list[str]) -> None:
        """A run over several nodes of the accelerators counted per node ("Per node: 8x H100", "--nnodes 2", TP 16):
        its count is the world its TP x PP spans, where that is a whole number of such nodes and the page speaks of
        nodes."""
        count, par = rec["hardware"]["count"], rec["parallelism"]
        world = (par["tp"] or 1) * (par["pp"] or 1)
        if not count or world <= count or world % count:
            return
        nodes = self._page_search(rules.MULTI_NODE_RE)
        if nodes is None:
            return
        rec["hardware"]["count"] = world
        rec["provenance"]["fields"]["hardware.count"] = {"derived_from": [f"parallelism.{k}" for k in ("tp", "pp")
                                                                          if par[k]]}
        notes.append(f"{world} accelerators: TP x PP spans {world // count} nodes of {count} ('{nodes.group(0)}')")

    def _part_count(self, rec: dict[str, Any], c: ms.Candidate, notes: list[str]) -> None:
        """A run on part of a machine: where the degrees stated for a figure (TP x PP x DP) span fewer accelerators
        than the machine the page described before them ("8x Intel Gaudi 3", then "Table 1: Gaudi 3, bf16, TP=4"
        over the figure's table) or anywhere in a listing of its GPUs (collect_env's "GPU 0: ... GPU 7: ..."), its
        count is the world they span."""
        count, par = rec["hardware"]["count"], rec["parallelism"]
        if c.is_claim or not count or not par["tp"]:
            return
        world = par["tp"] * (par["pp"] or 1) * (par["dp"] or 1)
        fields = rec["provenance"]["fields"]
        counted, tp = fields.get("hardware.count", {}), fields.get("parallelism.tp", {})
        if world >= count or "start" not in counted or "start" not in tp \
                or (counted["start"] > tp["start"] and not self._machine_listing(counted["start"])) \
                or self._block_of(counted["start"]) == c.block \
                or not self._states_own_degree(self._block_of(tp["start"]), c):
            return
        rec["hardware"]["count"] = world
        fields["hardware.count"] = {"derived_from": [f"parallelism.{k}" for k in ("tp", "pp", "dp") if par[k]]}
        notes.append(f"{world} of the machine's {count} accelerators: the world its TP x PP x DP spans")

    def _machine_listing(self, start: int) -> bool:
        """Whether a count cited from `start` is a listing of every GPU of the machine."""
        return any(m.extra.get("machine_listing") and m.extra["count_span"][0] == start
                   for m in self.index.of("accelerator"))

    def _states_own_degree(self, bi: int, c: ms.Candidate) -> bool:
        """Whether block bi states a figure's own degree: its own block, its table's caption, or a launch command."""
        return bi in (c.block, self._lead_in(c.block)) or self.doc.blocks[bi].kind == "code"

    def _engine_cuda(self, m: Mention | None, engine: str, comment: int | None) -> Mention | None:
        """The CUDA of a figure's engine where the page states one per engine, each on the line of its engine
        ("vLLM 0.11.0: vllm/vllm-openai:v0.11.0 (CUDA 12.8 inside the image)" beside the host's "CUDA 12.9"): the one
        written with its engine; another engine's is not the figure's (the host's, where it gives one, is). `m`
        where no line pairs a CUDA with an engine."""
        memo = self._engine_cudas.get(comment)
        if memo is None:
            memo = self._engine_cudas[comment] = self._cuda_by_engine(comment)
        bound, host = memo
        if not bound:
            return m
        if engine in bound:
            return bound[engine]
        return host if m is None or m in bound.values() else m

    def _cuda_by_engine(self, comment: int | None) -> tuple[dict[str, Mention], Mention | None]:
        """The CUDA mentions of a post (or of the page outside posts) written on a list item's or table row's line
        with one engine, by engine (an engine named with two different ones has none); and the one CUDA written on
        no engine's line, if the others agree on one."""
        bound: dict[str, Mention] = {}
        clashing: set[str] = set()
        free: list[Mention] = []
        for m in self.index.of("cuda"):
            if m.comment != comment:
                continue
            blk = self.doc.blocks[m.block]
            engines = {x.value for x in self.index.of("engine") if x.block == m.block} if blk.kind in ("li", "row") \
                else set()
            if len(engines) != 1:
                free.append(m)
                continue
            eid = engines.pop()
            if eid in bound and bound[eid].value != m.value:
                clashing.add(eid)
            bound.setdefault(eid, m)
        for eid in clashing:
            del bound[eid]
        host = free[0] if free and len({x.value for x in free}) == 1 else None
        return bound, host

    def _visible_count(self, rec: dict[str, Any], scope: Scope, acc: Mention, notes: list[str]) -> None:
        """A run limited to some of the machine's accelerators ("CUDA_VISIBLE_DEVICES=0,1" on an 8-GPU node named
        before it, or listed by an env dump before or after it) counts those it could see, where that is fewer than
        the count read so far."""
        for key in self.visible_keys:
            m, _ = self._resolve(key, scope)
            if m is None or (m.start < acc.start and not acc.extra.get("machine_listing")) \
                    or not rules.DEVICE_LIST_RE.fullmatch(str(m.value)):
                continue
            n = len(str(m.value).split(","))
            count = rec["hardware"]["count"]
            if count is None or count > n:
                self.cite(rec, "hardware.count", n, m.start, m.end)
                notes.append(f"{n} of the machine's accelerators: {key.split(':', 1)[1]} lists {m.value}")
            return

    def _other_machine(self, acc: Mention | None, acc_inherited: bool, c: ms.Candidate, m: Mention) -> bool:
        """Whether an earlier post's software version (driver, CUDA) is of another machine than the figure's: the
        figure's post names its own accelerator, not the one of the post the version comes from nor one listed with
        the version ("I just ran your command on 4 of the 8 H200s" under an H100 report; a vulkaninfo listing of
        both cards and their driver answers for each)."""
        if acc is None or acc_inherited or acc.comment != c.comment or m.comment == c.comment \
                or not self.index.in_post("accelerator", m.comment):
            return False
        return not _same_accelerator(self._post_accelerator(m.comment), acc) and not any(
            _same_accelerator(x, acc) for x in self.index.in_post("accelerator", m.comment) if x.block == m.block)

    def _host(self, scope: Scope, acc: Mention | None) -> tuple[Mention | None, bool]:
        """The host CPU of a measurement: its sentence's own; where the page names one host, that one; where it names
        several, the one listed nearest the record's accelerator (each rig's spec list), else none."""
        if "host" not in self.index.by_key:  # most pages name no host
            return None, False
        own, _ = self._resolve("host", scope, local_only=True)
        if own is not None:
            return own, False
        found, inherited = self._resolve("host", scope)
        if found is None or len(self.index.distinct("host")) < 2:
            return found, inherited
        if acc is None:
            return None, False
        return self._beside("host", acc), False

    def _beside(self, key: str, acc: Mention) -> Mention | None:
        """The mention of a key (host, driver, CUDA) listed nearest a mention of the accelerator in the same post
        (each rig's spec list), remembered per key and accelerator."""
        name = acc.extra.get("id") or str(acc.value).lower()
        memo = (key, name)
        if memo not in self._besides:
            self._besides[memo] = self._nearest_beside(key, name, acc.comment)
        return self._besides[memo]

    def _nearest_beside(self, key: str, name: str, comment: int | None) -> Mention | None:
        """The mention of a key listed under the accelerator's machine label (_labelled_beside), else the one nearest
        a mention of the accelerator `name` in the same post, within rules.HOST_ACCELERATOR_CHARS and outside the
        sentence of a figure (whose own it is); None when none is that near or two different ones are as near."""
        hosts = [h for h in self.index.in_post(key, comment) if not self._in_figure_sentence(h)]
        labelled = self._labelled_beside(hosts, name, comment)
        if labelled is not None:  # listed under the accelerator's own machine label, however far from it
            return labelled
        best: list[tuple[tuple[bool, int], Mention]] = []
        for a in self.index.in_post("accelerator", comment):
            if (a.extra.get("id") or str(a.value).lower()) != name:
                continue
            for h in hosts:
                gap = max(h.start - a.end, a.start - h.end, 0)
                if gap <= rules.HOST_ACCELERATOR_CHARS:
                    # one spec list item before another's ("<li>RTX A6000: ..., driver 560.35.05</li><li>RTX 4070")
                    best.append(((h.block != a.block, gap), h))
        if not best:
            return None
        best.sort(key=lambda x: x[0])
        nearest = [h for gap, h in best if gap == best[0][0]]
        return nearest[0] if len({h.value for h in nearest}) == 1 else None

    def _labelled_beside(self, found: list[Mention], name: str, comment: int | None) -> Mention | None:
        """The one mention of a key listed under the machine label that also lists the accelerator `name` and no
        other ("Server: ..., 2x RTX 3090" ... "Server: Ubuntu 24.04, driver 565.57.01"); else None."""
        labels: set[str | None] = set()
        others: set[str | None] = set()
        for a in self.index.in_post("accelerator", comment):
            (labels if (a.extra.get("id") or str(a.value).lower()) == name else others).add(self._machine_label(a.start))
        mine = {h.value: h for h in found if self._machine_label(h.start) in labels - others - {None}}
        return next(iter(mine.values())) if len(mine) == 1 else None

    def _machine_label(self, at: int) -> str | None:
        """The machine label last opening a line or sentence before a position, on its line ("Desktop:"), or None."""
        text = self.doc.text
        start = text.rfind("\n", 0, at) + 1
        label = None
        for m in rules.MACHINE_LABEL_RE.finditer(text, start, at):
            label = m.group("label").lower()
        return label

    def _authors_answer(self, key: str, comment: int) -> Mention | None:
        """The value a post leaves out that its author gives when another post asks for it: the driver and CUDA a
        maintainer asks the reporter for ("Could you fill in ... the NVIDIA driver and the CUDA version?"), in the
        author's next post after that question; else None."""
        memo = (key, comment, id(self.index))
        if memo not in self._answers:
            self._answers[memo] = self._find_answer(key, comment) if self.index.of(key) else None
        return self._answers[memo]

    def _find_answer(self, key: str, comment: int) -> Mention | None:
        """What _authors_answer finds, read from the thread: the key's one value in the author's first reply that
        gives it after another post asks for it."""
        posts = sorted(self.doc.comments, key=lambda p: p.index)
        at = next((i for i, p in enumerate(posts) if p.index == comment), None)
        if at is None or not posts[at].author:
            return None
        author, words = posts[at].author, rules.ASKED_FOR_WORDS[key.partition(":")[0]]
        asked = False
        for p in posts[at + 1:]:
            if p.author == author and asked:
                answers = self.index.in_post(key, p.index)
                if answers:
                    return answers[0] if len({m.value for m in answers}) == 1 else None
                asked = False  # the reply answers another question ("Which quant, and is that GPU on PCIe 4?")
                continue
            if not asked and p.author != author:
                text = self.doc.text[p.start:p.end].lower()
                asked = "?" in text and any(w in q.group(0) for q in rules.QUESTION_RE.finditer(text) for w in words)
        return None

    def _clause_setup(self, c: ms.Candidate, key: str) -> tuple[bool, Mention | None]:
        """Where a sentence gives two setups, one per clause ("on 1x A on 38 tok/s; on 2x A with TP 2 61 tok/s"): the
        key's mention in the figure's own clause; (True, None) when only another figure's clause states it."""
        figures = self.figure_clauses.get(c.sentence)
        if not figures:
            return False, None
        clause = next(((a, b) for a, b in figures if a <= c.start < b), None)
        if clause is None:
            return False, None
        pool = [m for m in self.index.of(key) if c.sentence[0] <= m.start < c.sentence[1]]
        if not pool:
            return False, None
        mine = [m for m in pool if clause[0] <= m.start < clause[1]]
        return True, (mine[0] if mine else None)

    def _accelerator(self, scope: Scope, c: ms.Candidate | None = None) -> tuple[Mention | None, bool]:
        """The accelerator: the sentence's own, else the post's (or page's) first counted mention, else its first."""
        if c is not None:
            own, m = self._clause_setup(c, "accelerator")
            if own and m is not None:
                return m, False
            if c.column is not None:
                m = self._named_in("accelerator", *c.column)
                if m is not None:  # its table column's header: "8x H100 | 8x H200"
                    return m, False
        local, inh = self._resolve("accelerator", scope, local_only=True)
        if local is not None and not (c is not None and local.extra.get("baseline") and local.start > c.end):
            return local, False  # (not the hardware its sentence sets it against after it: "... slower than on H100")
        if c is not None:
            lead = self._lead_in_mention("accelerator", c)
            if lead is not None:
                return lead, False
            joined = self._joined_row_accelerator(c) if c.source == "table" else None
            if joined is not None:  # "gpu.h100x2 | FP8 | ..." under "gpu.h100x2 | 2x NVIDIA H100 SXM 80GB | ..."
                return joined, False
        m, inh = self._resolve("accelerator", scope)
        if m is None:
            return None, False
        if c is not None and self._other_row(c, m):  # a card naming another table's row is that row's
            m = self._accelerator_before(c, m.comment, lambda x: not self._other_row(c, x)) or m
        if m.extra.get("baseline") and c is not None:  # "as fast as a 4090" compares with it: the setup named before
            setup = self._accelerator_before(c, m.comment, lambda x: not x.extra.get("baseline"))
            if setup is None and c.comment is not None and m.comment == c.comment \
                    and not any(not x.extra.get("baseline") for x in self.index.in_post("accelerator", c.comment)):
                # a follow-up naming only another's hardware ("... but that was H800") keeps its author's own
                earlier = authors_earlier(self.index, "accelerator", c.comment, self.doc)
                setup = earlier if earlier is not None and not earlier.extra.get("baseline") else None
            if setup is not None:
                m = setup
            elif not (c.sentence[0] <= m.start < c.sentence[1]) and not any(
                    not x.extra.get("baseline") for x in self.index.of("accelerator")):
                return None, False  # the page names hardware only to compare with ("For comparison a single L40S")
        post = self._post_accelerator(m.comment)
        if m.extra.get("count") is not None and post.extra.get("count") is not None \
                and m.extra["count"] != post.extra["count"] and not m.extra.get("baseline"):
            return m, inh  # the post's other counted setup stated nearest before ("v6e-1 ... Qwen3-32B on v6e-8")
        if _same_accelerator(post, m) or (m.extra.get("baseline") and post.extra.get("count") is not None
                                           and not (c is not None and c.sentence[0] <= m.start < c.sentence[1])):
            return post, inh  # "faster than H100" names a baseline, not the post's own counted hardware
        # the post names other accelerators too: the nearest one stated, in its counted form where it has one
        return self._counted_like(m) or m, inh

    def _accelerator_before(self, c: ms.Candidate, comment: int | None, keep: Callable[[Mention], bool]
                            ) -> Mention | None:
        """The last accelerator named before a figure in a post (or outside posts) that `keep` accepts."""
        return next((x for x in reversed(self.index.of("accelerator"))
                     if x.start < c.start and x.comment == comment and keep(x)), None)

    def _named_in(self, key: str, start: int, end: int) -> Mention | None:
        """The first mention of a key inside a span of the text (a table's header cell), or None; remembered per
        span and index (a column's figures ask in turn)."""
        memo_key = (key, start, end, id(self.index))
        if memo_key not in self._named:
            pool = self.index.of(key)
            i = bisect_left(self.index.starts.get(key, []), start)
            self._named[memo_key] = pool[i] if i < len(pool) and pool[i].end <= end else None
        return self._named[memo_key]

    def _post_accelerator(self, comment: int | None) -> Mention:
        """A post's accelerator: its first counted mention (the fullest name of the same id), else its first; worked
        out once per post and index."""
        key = (id(self.index), comment)
        if key not in self._post_accelerators:
            pool = self.index.in_post("accelerator", comment)
            counted = [x for x in pool if x.extra.get("count") is not None]
            best = counted[0] if counted else pool[0]
            fuller = [x for x in counted if x.extra.get("id") == best.extra.get("id") and len(x.value) > len(best.value)]
            self._post_accelerators[key] = max(fuller, key=lambda x: len(x.value)) if fuller else best
        return self._post_accelerators[key]

    def _counted_like(self, acc: Mention) -> Mention | None:
        """The counted mention of the same accelerator (by id, else by name): its post's first, else (in a thread, its
        author's posts' or the page's outside posts) the page's first; once per kind."""
        acc_id = acc.extra.get("id")
        key = (id(self.index), ("id", acc_id) if acc_id else ("name", acc.value.lower()), acc.comment)
        if key not in self._counted:
            same = [m for m in self.index.of("accelerator") if m.extra.get("count") is not None
                    and (m.extra.get("id") == acc_id if acc_id else m.value.lower() == acc.value.lower())]
            pref = [m for m in same if m.comment == acc.comment]
            if not pref and acc.comment is not None and len(self.doc.comments) > 1:  # in a thread: not another poster's
                pref = [m for m in same if m.comment is None or self._same_author(m.comment, acc.comment)]
            elif not pref:
                pref = same
            self._counted[key] = pref[0] if pref else None
        return self._counted[key]

    def _multi_gpu(self, scope: Scope) -> bool:
        """Whether the post or page gives a parallel degree above one."""
        for key in ("tp", "pp", "ep"):
            m, _ = self._resolve(key, scope)
            if m is not None and m.value > 1:
                return True
        return False

    def _model(self, scope: Scope, c: ms.Candidate) -> tuple[Mention | None, bool]:
        """The model: its table row's, a heading just before a table, a labelled 'Model:' line, or the nearest name."""
        if c.model is not None:
            name, s, e = c.model
            return Mention("model", name, s, e, c.comment, c.block), False
        if c.source == "llama_bench":
            for blk in reversed(self.doc.blocks[: c.block]):
                if blk.kind == "heading":
                    t = self.doc.text[blk.start:blk.end]
                    if ".gguf" in t.lower() or any(not rules.MODEL_NOT_RE.match(m.group("m"))
                                                   for m in rules.MODEL_RE.finditer(t)):
                        return Mention("model", t.strip(), blk.start, blk.end, blk.comment, 0), False
                    break
        own, mine = self._clause_setup(c, "model")
        if own and mine is not None:  # "Qwen3-235B runs at 25 tok/s while Llama-3.3-70B gets 18 tok/s"
            return mine, False
        labelled = [m for m in self.index.of("model") if m.extra.get("labelled")
                    and (c.comment is None or m.comment == c.comment)]
        if labelled:
            return labelled[0], False
        return self._resolve("model", scope)

    def _variant(self, rec: dict[str, Any], c: ms.Candidate, scope: Scope, model: Mention | None) -> None:
        """The model's weight format: the one its name holds, else its own where a sentence compares formats, else
        the nearest stated in scope."""
        if model is not None:
            span = (model.start, model.end)
            if span not in self._name_variants:  # a page's figures share few model mentions
                own = rules.VARIANT_IN_NAME_RE.search(model.value) \
                    if self.doc.text[model.start:model.end] == model.value else None
                self._name_variants[span] = (own.group("q"), model.start + own.start("q"), model.start + own.end("q")) \
                    if own is not None else None
            named = self._name_variants[span]
            if named is not None:
                self.cite(rec, "model.variant", *named)
                return
        m = self._compared_variant(c)
        if m is None:
            m, _ = self._resolve("variant", scope)
        self.put(rec, "model.variant", m)

    def _compared_variant(self, c: ms.Candidate) -> Mention | None:
        """In a sentence naming two weight formats or more, a figure's own: in brackets right after it ("125.3 tok/s
        (Q4_K_M), 98.1 tok/s (Q8_0)"), else the last written since the figure before ("Q4_K_M gets 125.3 tok/s and
        Q8_0 gets 98.1 tok/s"). None in other sentences."""
        if "variant" not in self.index.by_key:
            return None
        s0, s1 = c.sentence
        memo_key = (s0, s1, id(self.index))
        pool = self._sentence_variants.get(memo_key)
        if pool is None:  # a sentence's formats, where it names two or more: worked out once a sentence
            starts = self.index.starts["variant"]
            pool = self.index.of("variant")[bisect_left(starts, s0):bisect_left(starts, s1)]
            self._sentence_variants[memo_key] = pool = pool if len({m.value.lower() for m in pool}) >= 2 else []
        if not pool:
            return None
        bracket = rules.BRACKET_AFTER_FIGURE_RE.match(self.doc.text, c.unit_span[1] if c.unit_span else c.end)
        if bracket is not None:
            mine = [m for m in pool if bracket.start() <= m.start < bracket.end()]
            if mine:
                return mine[0]
        figures = self.sentence_figures.get(c.sentence, [])
        k = bisect_left(figures, c.start)
        since = figures[k - 1] if k else s0
        before = [m for m in pool if since <= m.start < c.start]
        return before[-1] if before else None

    @cached_property
    def section_starts(self) -> list[int]:
        """Where each section of the page starts (section_starts, once a page)."""
        return section_starts(self.doc)

    def _outer_heading(self, start: int) -> tuple[int, int] | None:
        """The heading of the section enclosing the one whose heading starts at `start` (the nearest heading before it
        of a higher level, below the page's title), as its span; None where there is none."""
        if start in self._outer_headings:  # a section's figures ask in turn
            return self._outer_headings[start]
        bi = self._block_of(start)
        level = self.doc.blocks[bi].level if self.doc.blocks[bi].kind == "heading" else 0
        found = None
        for k in range(bi - 1, -1, -1):
            blk = self.doc.blocks[k]
            if blk.kind == "heading" and blk.level < level:
                found = (blk.start, blk.end) if blk.level > 1 else None
                break
        self._outer_headings[start] = found
        return found

    def _reads_as_page(self, c: ms.Candidate) -> bool:
        """Whether a figure is read with the page's sections: outside a thread, in a page's one post (a blog's
        <article class="post">), or in an opening post written in sections of its own (a blog's article above its
        readers' comments)."""
        return c.comment is None or len(self.doc.comments) == 1 or (
            c.comment == self.doc.comments[0].index and self._sectioned_opening)

    @cached_property
    def _sectioned_opening(self) -> bool:
        """Whether a thread's opening post has sections of its own: at least SECTIONED_POST_HEADINGS headings."""
        first = self.doc.comments[0]
        return sum(1 for at in self.section_starts if first.start <= at < first.end) >= rules.SECTIONED_POST_HEADINGS

    def _section_counting(self, c: ms.Candidate, kinds: dict[str, list[Mention]]) -> dict[str, list[Mention]]:
        """Of the counts a page states, those stated for a figure's section: its own section's, else those stated
        where they speak for the page ("Méthodologie" for the tables, "Et sur L40S ?" for its own script's)."""
        mine = bisect_right(self.section_starts, c.start)
        own = {k: hits for k, v in kinds.items()
               if (hits := [x for x in v if bisect_right(self.section_starts, x.start) == mine])}
        if own:
            return own
        return {k: hits for k, v in kinds.items() if (hits := [x for x in v if self._speaks_for_page(x.start, c.start)])}

    def _block_counting(self, c: ms.Candidate, kinds: dict[str, list[Mention]]) -> dict[str, list[Mention]]:
        """Of several counts, the one a figure's own paragraph states, or the lead-in of its table or output ("Tokens/s
        here is the chunk count" over the table; "I did log usage.completion_tokens. Counted that way, ... 2,946
        tok/s"); {} where that block states none, or two."""
        bi = self._lead_in(c.block) if self.doc.blocks[c.block].kind in ("row", "code") else c.block
        own = {k: hits for k, v in kinds.items() if (hits := [x for x in v if x.block == bi])}
        return own if len(own) == 1 else {}

    def _speaks_for_page(self, said: int, at: int) -> bool:
        """Whether a statement at `said` holds for a figure at `at`: it opens the page (before its first section),
        sits in a section of no figures of its own ("How we measured"), or in the figure's own section."""
        i = bisect_right(self.section_starts, said)
        return i == 0 or i not in self.figure_sections or i == bisect_right(self.section_starts, at)

    def _table_single_row(self, bi: int) -> bool:
        """Whether the table of row block `bi` has a row that says it is single stream ("Single-stream decode
        (tok/s) | 27.4 | 24.9"): the table's other rows are not."""
        table = self.doc.blocks[bi].table
        if table is None:
            return False
        if table not in self._single_rows:
            self._single_rows[table] = any(
                b.table == table and rules.SINGLE_STREAM_RE.search(self.doc.text, b.start, b.end) is not None
                for b in self.doc.blocks if b.kind == "row")
        return self._single_rows[table]

    def _section_span(self, i: int) -> tuple[int, int]:
        """Where the page's i-th section (bisect_right of section_starts; 0 is what comes before the first) starts
        and ends."""
        start = self.section_starts[i - 1] if i else 0
        end = self.section_starts[i] if i < len(self.section_starts) else len(self.doc.text)
        return start, end

    def _section_loads(self, at: int) -> set[Any]:
        """The concurrencies stated in the section holding an offset."""
        start, end = self._section_span(bisect_right(self.section_starts, at))
        return {m.value for m in self.index.of("concurrency") if start <= m.start < end}

    def _single_in(self, c: ms.Candidate) -> Any:
        """The single-stream statement of the candidate's post (of the page outside threads), or None."""
        if c.comment is None or not self.doc.comments:
            return self.single_page
        if c.comment not in self._single_post:
            span = self._post_span(c.comment)
            self._single_post[c.comment] = anchored_search(
                rules.SINGLE_STREAM_RE, self.doc.text, *span, rules.SINGLE_STREAM_ANCHORS,
                self.doc.folded) if span is not None else None
        return self._single_post[c.comment]

    def _section_single(self, c: ms.Candidate) -> Any:
        """The single-stream statement of a figure's section heading ("Results: one request at a time"), where the
        page has sections; None elsewhere."""
        i = bisect_right(self.section_starts, c.start)
        if not i:
            return None
        start = self.section_starts[i - 1]
        end = min(self.doc.blocks[c.block].start, self._heading_end(start))
        if start >= end:
            return None
        key = (start, end)
        if key not in self._section_singles:
            self._section_singles[key] = anchored_search(rules.SINGLE_STREAM_RE, self.doc.text, start, end,
                                                         rules.SINGLE_STREAM_ANCHORS, self.doc.folded)
        return self._section_singles[key]

    def _heading_end(self, start: int) -> int:
        """Where the heading block starting a section at `start` ends (`start` where no heading starts there)."""
        bi = self._block_of(start)
        blk = self.doc.blocks[bi]
        return blk.end if blk.kind in ("heading", "title") and blk.start == start else start

    def _post_span(self, comment: int) -> tuple[int, int] | None:
        """Where a post's text starts and where it ends within the scan's size limit; None for no such post."""
        post = next((p for p in self.doc.comments if p.index == comment), None)
        return None if post is None else (post.start, min(post.end, post.start + rules.MAX_SCAN_CHARS))

    def _basis(self, rec: dict[str, Any], c: ms.Candidate, metric: str, notes: list[str]) -> None:
        """Basis and concurrency; a concurrency the post states once applies to its figures that are not single stream.
        A claim takes only the basis written right after its unit ("1,050 tokens per second per Gaudi 3 card")."""
        unit_end = c.unit_span[1] if c.unit_span else 0
        after = self.doc.text[unit_end:unit_end + 32] if c.unit_span else ""
        am = rules.BASIS_AFTER_UNIT_RE.match(after) if after else None
        basis = rules.BASIS_AFTER_UNIT_NAMES[str(am.lastgroup)] if am else None
        span = (unit_end + am.start(), unit_end + am.end()) if am else (0, 0)
        if basis in ("per_gpu", "per_node"):
            self.cite(rec, "basis", basis, *span)
        elif c.is_claim:
            share = _share_basis(self.doc.text[c.sentence[0]:c.sentence[1]], c.start - c.sentence[0])
            if share is not None:  # "each H800 node averages about 14.8k output tok/s"
                rec["basis"] = share
                return
            load = _figure_load(self.doc, c)  # "around 6,000 output tokens/s ... at 128 concurrent users"
            if load is not None:
                n = to_load(load[0])
                self.cite(rec, "concurrency", n, load[1], load[2])
                rec["basis"] = "single_stream" if n == 1 else "aggregate"
            return
        else:
            self._basis_core(rec, c, metric, notes)
            if basis is not None and rec["basis"] != "single_stream":  # "2,243 tok/s aggregate"; its load read above
                self.cite(rec, "basis", basis, *span)
        if rec["concurrency"] is None and rec["basis"] != "single_stream" and not c.is_claim and (
                not c.basis_stated or rec["basis"] in ("per_gpu", "per_node")):  # a share keeps its load
            m = self._post_concurrency(c)
            if m is not None:
                self.cite(rec, "concurrency", m.value, m.start, m.end)
                if rec["basis"] in (None, "unknown"):
                    rec["basis"] = "single_stream" if m.value == 1 else "aggregate"
        if rec["basis"] == "aggregate" and metric.endswith("_tok_s") and (
                c.per_user or after and rules.PER_USER_AFTER_UNIT_RE.match(after)):
            # "30 tok/s per user at concurrency 8": what each stream gets under the load, not the total
            rec["basis"] = "unknown"
            rec["provenance"]["fields"].pop("basis", None)
            notes.append(f"a rate per user (stream) at concurrency {rec['concurrency']}: neither the aggregate nor a "
                         "single stream")

    def _offered_rate(self, rec: dict[str, Any], c: ms.Candidate) -> None:
        """The request rate a tool's run was offered: its own output's, else the one rate its code block states."""
        rate = c.offered_rate or self._block_rate(c.block)
        if rate is not None:
            self.cite(rec, "request_rate", *rate)

    def _block_rate(self, bi: int) -> tuple[float, int, int] | None:
        """The one request rate a code block states ("--request-rate 16", "Traffic request rate: 16.0"), with the
        place of its first statement; None where it states none, several, or a digit run no rate has (remembered)."""
        if bi not in self._block_rates:
            blk = self.doc.blocks[bi]
            found: list[tuple[float, int, int]] = []
            if blk.kind == "code":
                try:
                    found = [(to_float(m.group("n")), m.start("n"), m.end("n"))
                             for m in rules.REQUEST_RATE_RE.finditer(self.doc.text, blk.start, blk.end)]
                except ImplausibleNumber:
                    found = []
            self._block_rates[bi] = found[0] if found and len({v for v, _, _ in found}) == 1 else None
        return self._block_rates[bi]

    def _post_concurrency(self, c: ms.Candidate) -> Mention | None:
        """The one concurrency (or batch size) the candidate's post states, else the page's (outside threads)."""
        scope = self.scope(c)
        if c.source == "prose" and self._refers_back_to_load(c):
            return self._paragraph_load(c)
        local, _ = self._resolve("concurrency", scope, local_only=True)
        if local is not None:
            return local
        pool = self.index.in_post("concurrency", c.comment) if self.doc.comments else self.index.of("concurrency")
        if self._command_block(c.block):  # a command's own load ("--batch-size 8"); another command's is not its
            own = [m for m in pool if m.block == c.block]
            if own:
                return own[0] if len({m.value for m in own}) == 1 else None
            pool = [m for m in pool if not self._command_block(m.block)]
        if not pool and c.comment is not None and scope.same_setup:
            m, _ = self._resolve("concurrency", scope)
            return m
        if len({m.value for m in pool}) != 1:
            # the one load stated before the figure, outside figures' sentences, where the others come after it
            # ("64 concurrent requests per replica (256 per node)" ... table ... "a production load of about 40")
            before = [m for m in pool if m.start < c.start and not self._in_figure_sentence(m)]
            if before and len({m.value for m in before}) == 1 and (
                    c.comment is not None or self._speaks_for_page(before[0].start, c.start)):
                return before[-1]
            return None
        if pool[0].start > c.end and self._reads_as_page(c) \
                and self._own_later_section(pool[0].start, c.start, True):
            return None  # "Min latency (batch size 1, ...)" over a later section of figures of its own: that load
        if not all(self._in_figure_sentence(m) for m in pool):
            return pool[0]
        # a load written with a later figure ("... 45 t/s. With concurrency=8 I see 310 tok/s") is not an earlier
        # one's, nor, outside threads (a post is its own scope), one written with another section's figures
        later = c.start < pool[0].start
        elsewhere = c.comment is None and not self._speaks_for_page(pool[0].start, c.start)
        return None if later or elsewhere else pool[0]

    def _refers_back_to_load(self, c: ms.Candidate) -> bool:
        """Whether a prose figure's text up to the sentence's next figure says "at that load" (its load is the one
        stated before its sentence, not another figure's in it)."""
        figures = self.sentence_figures.get(c.sentence, [])
        k = bisect_right(figures, c.start)
        end = figures[k] if k < len(figures) else c.sentence[1]
        return rules.THAT_LOAD_RE.search(self.doc.text, c.start, end) is not None

    def _own_block_flag(self, c: ms.Candidate) -> Mention | None:
        """The one concurrency flag a tool's output block gives in its own command before the figure, or None."""
        if self.doc.blocks[c.block].kind != "code":
            return None
        flags = [m for m in self.index.of("concurrency_flag") if m.block == c.block and m.start < c.start]
        return flags[-1] if flags and len({m.value for m in flags}) == 1 else None

    def _code_lead_load(self, c: ms.Candidate) -> Mention | None:
        """The one load the paragraph or heading right above a tool's output states ("Concurrency 1 (TP8)"), or None."""
        if self.doc.blocks[c.block].kind != "code":
            return None
        bi = self._lead_in(c.block)
        return self._one_load_in(bi) if bi is not None and self.doc.blocks[bi].kind != "code" else None

    def _one_load_in(self, bi: int | None) -> Mention | None:
        """The last load a block states where all it states are one value, or None."""
        loads = [m for m in self.index.of("concurrency") if m.block == bi] if bi is not None else []
        return loads[-1] if loads and len({m.value for m in loads}) == 1 else None

    def _paragraph_load(self, c: ms.Candidate) -> Mention | None:
        """The one load a prose figure's paragraph states before it in a sentence of no figure of its own
        ("Sixty-four concurrent users is where things get uncomfortable. Aggregate output reached 1.4k tok/s"), or
        that the paragraph leading into a table states ("512 prompts at concurrency 32." over its rows)."""
        if c.source == "table":
            return self._one_load_in(self._lead_in(c.block))
        if c.source != "prose":
            return None
        loads = [m for m in self.index.of("concurrency") if m.block == c.block and m.start < c.sentence[0]
                 and not self._in_figure_sentence(m)]
        return loads[-1] if loads and len({m.value for m in loads}) == 1 else None

    def _basis_core(self, rec: dict[str, Any], c: ms.Candidate, metric: str, notes: list[str]) -> None:
        """Basis and concurrency: stated by the tool or sentence, else implied by the metric and page."""
        sent = self.doc.text[c.sentence[0]:c.sentence[1]]
        if c.concurrency is None and not c.basis and self._reads_as_page(c):
            own = self._section_single(c)
            if own is not None and (c.source != "prose" or _figure_load(self.doc, c) is None):
                # "Results: one request at a time" over its figures: not the page's one "--max-concurrency 64"
                self.cite(rec, "basis", "single_stream", own.start(), own.end())
                rec["concurrency"] = 1
                return
        # a tool block's own command ("genai-perf profile ... --concurrency 24" over its table, not the lead-in's
        # sweep), else the load the paragraph above it states
        lead = (self._own_block_flag(c) or self._code_lead_load(c)) if c.concurrency is None and c.basis in (
            "aggregate", "per_gpu", "per_node", None) else None
        if lead is not None:  # "Concurrency 64 (TEP8)" over a tool's output: not the page's one "--concurrency 3072"
            c.concurrency, c.concurrency_span = lead.value, (lead.start, lead.end)
        if c.concurrency is None and c.basis in ("aggregate", "per_gpu", "per_node", None):  # a share keeps its load
            flags = self._flags_for(c)
            if c.comment is not None and c.source != "prose" and len({m.value for m in flags}) > 1:
                # a tool's output under its post's one flag ("Same command, --concurrency 256")
                flags = self.index.in_post("concurrency_flag", c.comment)
            if len({m.value for m in flags}) == 1 and not (c.source == "prose" and (
                    _figure_load(self.doc, c) or rules.SINGLE_STREAM_RE.search(sent))):
                # (a prose figure whose sentence states its own load keeps that: "同样并发 64 ... 1,874.2 tok/s", "with
                # nothing else in flight the same replica decodes a single stream at about 25.4 tokens/sec")
                c.concurrency, c.concurrency_span = flags[0].value, (flags[0].start, flags[0].end)
        if c.concurrency is not None and c.concurrency_span:
            self.cite(rec, "concurrency", c.concurrency, *c.concurrency_span)
        elif c.concurrency is not None:
            rec["concurrency"] = c.concurrency
        if c.concurrency is not None and not c.basis:
            rec["basis"] = "single_stream" if c.concurrency == 1 else "aggregate"
            return
        if c.basis:
            rec["basis"] = c.basis
            if c.basis == "single_stream" and rec["concurrency"] is None and c.source in rules.ONE_REQUEST_SOURCES:
                rec["concurrency"] = 1
            if c.basis == "aggregate" and rec["concurrency"] is None:
                self._offered_rate(rec, c)
            return
        # (a rate per user is no share of the GPU's the clause names: "28,647 tok/s/gpu at 58.1 tok/s/user")
        share = None if _per_user(self.doc, c) else _share_basis(sent, c.start - c.sentence[0])
        if share is not None:
            rec["basis"] = share
            return
        single = rules.SINGLE_STREAM_RE.search(sent)
        back = c.source == "prose" and self._refers_back_to_load(c)  # "at that load": not the sentence's other load
        cm = None if back else _figure_load(self.doc, c)
        if cm is None and c.source == "table" and not c.concurrency:
            cm = self._header_load(c.block)  # "B200, v0.12.0, c=64 | output throughput | mean TTFT"
        if single is not None and cm is not None:
            here = ("1", c.sentence[0] + single.start(), c.sentence[0] + single.end())
            if _nearest(self.doc, c, [cm, here]) is cm:
                single = None  # the figure's own load, nearer than another figure's single stream
        page_single = self._single_in(c)
        if page_single is not None and page_single.start() > c.end \
                and self._figure_sentence_holds(page_single.start(), page_single.end()):
            page_single = None  # a later sentence's own run: "I also tried the single-request case: 43.7 tok/s"
        own_row = c.source == "table" and not single and self._table_single_row(c.block)
        if own_row:  # "Single-stream decode (tok/s) | 27.4" is the table's single-stream row, not this one
            page_single = None
        if page_single is not None and self._command_block(c.block) and self._other_command(
                self._block_of(page_single.start()), c):
            page_single = None  # "Batch size: 1" in another command's output is that command's
        if cm is None and c.answers is not None:  # "what's your TTFT like at 32 concurrent?": the question's load
            asked = self.index.in_post("concurrency", c.answers)
            if len({m.value for m in asked}) == 1:
                cm = (self.doc.text[asked[0].start:asked[0].end], asked[0].start, asked[0].end)
        lead = self._paragraph_load(c) if cm is None else None
        if not single and page_single and (cm is not None or lead is not None):
            page_single = None  # the sentence's or paragraph's own concurrency wins over the post's single stream
        if page_single and self._reads_as_page(c) and self.aggregate_page and \
                not self._speaks_for_page(page_single.start(), c.start):
            # a page (or a page's one post: a blog's <article class="post">) that measures under load too: "one
            # request at a time" holds in its section
            page_single = None
        if single or (page_single and not c.concurrency):
            m = single
            if m:
                self.cite(rec, "basis", "single_stream", c.sentence[0] + m.start(), c.sentence[0] + m.end())
            else:
                m = page_single
                self.cite(rec, "basis", "single_stream", m.start(), m.end())
            rec["concurrency"] = 1
            return
        if cm:
            n = to_load(cm[0])
            self.cite(rec, "concurrency", n, cm[1], cm[2])
            rec["basis"] = "single_stream" if n == 1 else "aggregate"
            return
        if lead is not None and not single:
            self.cite(rec, "concurrency", lead.value, lead.start, lead.end)
            rec["basis"] = "single_stream" if lead.value == 1 else "aggregate"
            return
        flags = self._flags_for(c)
        if flags and self._command_block(c.block):
            flags = [m for m in flags if not self._other_command(m.block, c)]
        if own_row and len({m.value for m in flags}) > 1:  # the single-stream row's "--max-concurrency 1" is its own
            flags = [m for m in flags if m.value != 1]
        if len({m.value for m in flags}) > 1 and self._reads_as_page(c):
            # "--max-concurrency 32" in the setup, "--max-concurrency 1" in a later section of its own figures; not
            # where the figure's own section states another load
            flags = [m for m in flags if self._speaks_for_page(m.start, c.start)]
            own = self._section_loads(c.start)
            if own and own != {m.value for m in flags}:
                flags = []
        if len({m.value for m in flags}) == 1:
            self.cite(rec, "concurrency", flags[0].value, flags[0].start, flags[0].end)
            rec["basis"] = "single_stream" if flags[0].value == 1 else "aggregate"
            return
        load = c.rate_load or _figure_load(self.doc, c, rules.RATE_LOAD_RE, opens=True)
        if load:
            self.cite(rec, "request_rate", to_float(load[0]), load[1], load[2])
            rec["basis"] = "aggregate"
            return
        rr = rules.REQUEST_RATE_RE.search(sent)
        if rr:
            self.cite(rec, "request_rate", to_float(rr.group("n")), c.sentence[0] + rr.start("n"),
                      c.sentence[0] + rr.end("n"))
            rec["basis"] = "aggregate"
            return
        load = self._paragraph_rate(c)
        if load:
            self.cite(rec, "request_rate", to_float(load[0]), load[1], load[2])
            rec["basis"] = "aggregate"
            return
        aggregate = self._aggregate_in(c)
        if aggregate and metric in ("unspecified_tok_s", "total_tok_s", "output_tok_s", "req_s"):
            rec["basis"] = "aggregate"
            notes.append("aggregate implied: the page measures across concurrencies or batch sizes")
        elif not aggregate and metric in ("decode_tok_s", "prefill_tok_s", "ttft_ms", "tpot_ms", "itl_ms") and (
                metric not in rules.LATENCY_METRICS or self._post_concurrency(c) is None):
            # (a latency of a post that states its load once, "32 clients run conversations concurrently", is
            # measured under it: the caller gives it)
            rec["basis"] = "single_stream"
            notes.append("single stream implied: the " + ("post" if c.comment is not None and self.doc.comments
                                                          else "page") + " gives no concurrency or batch")

    def _speaks_for_post(self, m: Mention, c: ms.Candidate) -> bool:
        """Whether a statement holds for a figure's post: outside threads always; in a thread, where it stands in the
        page outside posts, in the post, in another post by its author, or in an earlier post the figure's post
        reuses."""
        if m.comment is None or c.comment is None or m.comment == c.comment or len(self.doc.comments) < 2 \
                or (c.comment in self.same_setup and m.comment < c.comment):
            return True
        return self._same_author(m.comment, c.comment)

    def _same_author(self, a: int, b: int) -> bool:
        """Whether two posts of the thread have one (known) author."""
        pa, pb = self.doc.posts.get(a), self.doc.posts.get(b)
        return bool(pa and pb and pa.author and pa.author == pb.author)

    def _flags_for(self, c: ms.Candidate) -> list[Mention]:
        """The concurrency flags that may hold for a figure (_post_flags), less those written later in a sentence with
        figures of its own ("I also tried the single-request case (--max-concurrency 1): 43.7 tok/s"): that
        sentence's load."""
        flags = self._post_flags(c)
        if flags and flags[-1].start > c.end:
            flags = [m for m in flags if m.start < c.end or not self._in_figure_sentence(m)]
        return flags

    def _post_flags(self, c: ms.Candidate) -> list[Mention]:
        """The concurrency flags of a figure's post: in a thread, its post's own, else its author's earlier posts',
        unless the post reuses another post's setup (another poster's "--max-concurrency 32" is not this one's
        load); above a thread's comments, those outside them; else the page's."""
        flags = self.index.of("concurrency_flag")
        if len(self.doc.comments) < 2 or not flags:
            return flags
        if c.comment is None:  # the story above a thread's comments: not a commenter's own "--max-concurrency 64"
            return [m for m in flags if m.comment is None]
        if c.comment in self.same_setup and reuses(self.same_setup[c.comment], "concurrency_flag"):
            # the setup it reuses is the thread's opening one (its author's posts up to this one), not a later post's
            first = self.doc.comments[0].index
            return [m for m in flags if m.comment is None or m.comment == c.comment or (
                m.comment < c.comment and self._same_author(m.comment, first))]
        own = self.index.in_post("concurrency_flag", c.comment)
        if own:
            return own
        # the same author's earlier posts: their own setup ("Following your hint I copied the config and ...")
        return [m for m in flags if m.comment is not None and m.comment < c.comment
                and self._same_author(m.comment, c.comment)]

    def _paragraph_rate(self, c: ms.Candidate) -> Load | None:
        """The one request rate an earlier sentence of a figure's paragraph sent its requests at ("replayed 1,000
        conversations at 10 requests per second. The instance sustained ..."); None where there are several."""
        blk = self.doc.blocks[c.block]
        if blk.kind != "p" or c.sentence[0] <= blk.start \
                or rules.OWN_LOAD_WORDS_RE.search(self.doc.text, c.sentence[0], c.sentence[1]):
            return None
        text = self.doc.text[blk.start:c.sentence[0]]
        found = [(m.group("n"), blk.start + m.start("n"), blk.start + m.end("n"))
                 for m in rules.RATE_LOAD_RE.finditer(text)]
        return found[-1] if len({f[0] for f in found}) == 1 else None

    def _workload(self, rec: dict[str, Any], c: ms.Candidate, scope: Scope) -> None:
        """Input/output lengths, prompts, dataset and cache state."""
        for key, val in c.workload.items():
            v, s, e = val
            self.cite(rec, f"workload.{key}", v, s, e)
        if c.is_claim:
            self._claim_lengths(rec, c)
            return
        command = self._command_block(c.block)  # its block runs a benchmark command: another command's are not its
        for key in ("input_len", "output_len"):
            if rec["workload"][key] is not None or c.source == "llama_bench":
                continue
            above = self._printed_above(key, c) if c.source in ("run_log", "kv_runs") else None
            if above is not None or c.source == "run_log":  # a log's lengths: the ones it prints above its figure
                self.put(rec, f"workload.{key}", above)
                continue
            m = self._named_in(key, *c.column) if c.column is not None and key in self.index.by_key else None
            if m is not None:  # its column's header: "1024 input / 256 output tokens" over "req/s | tok/s"
                self.put(rec, f"workload.{key}", m)
                continue
            m, _ = self._resolve(key, scope, local_only=True)
            if m is None and c.comment is not None:
                mine = self.index.in_post(key, c.comment)
                if mine and len({x.value for x in mine}) == 1:
                    m = mine[0]
            if m is None and len(self.index.distinct(key)) > 1:  # the length of its own block or its lead-in's
                m = self._nearby_length(key, c)
            # the one length no figure's sentence holds (else the page's one length, which its own block may hold)
            free = (self._free_lengths(key) if self.doc.blocks[c.block].kind != "code" else []) or (
                self.index.of(key) if len(self.index.distinct(key)) == 1 else [])
            if len(self.doc.comments) >= 2:  # in a thread, the lengths of the figure's post and of the story above
                free = [x for x in free if x.comment in (None, c.comment)]
            if m is None and len({x.value for x in free}) == 1:
                only = free[0]
                # in a thread, another post's length is not this post's (unless it reuses that setup, below)
                m = only if c.comment is None or only.comment is None or only.comment == c.comment else None
            if m is None and len(self.doc.comments) < 2 and len(free) >= rules.PREVAILING_LENGTH_MIN:
                if id(free) not in self._prevailing:  # (the lists are the builder's own, kept for the page)
                    self._prevailing[id(free)] = _prevailing(free)
                m = self._prevailing[id(free)]
            if m is not None and m.block != c.block and self._in_figure_sentence(m):
                m = None  # a length written for another figure ("1100 t/s for a 4k prompt") is that figure's
            if m is not None and m.block != c.block and self._other_scenario(m, c):
                m = None  # a length stated for online serving is not that of an offline figure, nor the reverse
            if m is not None and m.block != c.block and self._later_results(m.start, c.start):
                m = None  # a later section's length, stated beside figures of its own, is theirs
            if m is None and not command and c.tool and self.doc.blocks[c.block].kind == "code":
                m = self._bench_command_length(key, c)  # a tool's output pasted apart from the page's one command
            if m is None and scope.same_setup:
                m, _ = self._resolve(key, scope)
            if (m is not None and self._other_tools_command(m.block, c)) or (
                    m is None and not command and c.tool in rules.TOOL_COMMANDS):
                m = self._tool_command_length(key, c)  # its own tool's command's ("same commands")
            if command and m is not None and self._other_command(m.block, c):
                m = None  # another benchmark command's length
            if m is not None and m.block != c.block and m.extra.get("run_counted"):
                m = None  # what one pasted run generated ("eval count: 412 token(s)"), not a length it was set to
            if m is not None and m.block != c.block and self._totals_agree(key, c, m.value) is False:
                m = None  # the output's own token totals come to another length a request
            self.put(rec, f"workload.{key}", m)
        for key in ("num_prompts", "dataset", "cache"):
            if rec["workload"][key] not in (None, "unknown"):
                continue
            m, _ = self._resolve(key, scope, local_only=(key == "cache"))
            if m is None and key == "cache":
                m = self.index.of(key)[0] if len(self.index.distinct(key)) == 1 else None
            if command and m is not None and self._other_command(m.block, c):
                m = None  # another benchmark command's prompts or dataset
            self.put(rec, f"workload.{key}", m)

    def _row_count(self, rec: dict[str, Any], c: ms.Candidate, notes: list[str]) -> None:
        """A table row's count of accelerators ("GPUs | 4"), else its TP degree where nothing replicates or pipelines
        it ("TP | 2" in a table measured on one 8x B200 node: two of them), is the count of its run's accelerators."""
        if c.gpus is not None and rec["hardware"]["accelerator_as_written"] is not None:
            if rec["hardware"]["count"] != c.gpus[0]:
                self.cite(rec, "hardware.count", *c.gpus)
                notes.append("the accelerators of its run: its table row's count")
            return
        row_tp = c.parallel.get("tp")
        par = rec["parallelism"]
        if row_tp is None or rec["hardware"]["accelerator_as_written"] is None or rec["hardware"]["count"] == row_tp[0] \
                or any(par[k] not in (None, 1) for k in ("dp", "pp")):
            return
        self.cite(rec, "hardware.count", *row_tp)
        notes.append("the accelerators of its run: its table row's TP degree")

    def _backend_driver(self, c: ms.Candidate, mesa: bool) -> Mention | None:
        """The one driver of a backend's kind (a Mesa release for Vulkan, else Intel's compute-runtime) that a figure's
        post states, else the page outside posts; None where there is none or several."""
        rx = rules.MESA_DRIVER_RE if mesa else rules.INTEL_RUNTIME_DRIVER_RE
        found = [m for m in self.index.of("driver") if rx.match(str(m.value))]
        for pool in ([m for m in found if m.comment == c.comment], [m for m in found if m.comment is None]):
            if pool:
                return pool[0] if len({m.value for m in pool}) == 1 else None
        return None

    def _world_count(self, rec: dict[str, Any], c: ms.Candidate, notes: list[str]) -> None:
        """The accelerators a tool's output says its run used, as the product of the TP and PP sizes of its world
        (trtllm-bench's "WORLD + RUNTIME INFORMATION": "TP Size: 1", "PP Size: 1" on an 8-GPU node is one GPU)."""
        blk = self.doc.blocks[c.block]
        if blk.kind != "code" or rec["hardware"]["accelerator_as_written"] is None \
                or rules.TOOL_WORLD_GATE not in self.doc.text[blk.start:blk.end]:
            return
        sizes = {key: [m for m in self.index.of(key) if m.block == c.block] for key in ("tp", "pp")}
        if any(len({m.value for m in found}) != 1 for found in sizes.values()):
            return
        tp, pp = sizes["tp"][0], sizes["pp"][0]
        world = int(tp.value) * int(pp.value)
        if rec["hardware"]["count"] != world:
            self.cite(rec, "hardware.count", world, tp.start, tp.end)
            notes.append("the accelerators of its run: the TP and PP sizes of the tool's world")

    def _driver_of_vendor(self, m: Mention | None, c: ms.Candidate, acc: Mention | None,
                          other_vendor: bool) -> Mention | None:
        """A driver release of the accelerator's vendor: where the one resolved is another vendor's (hl-smi's
        "1.20.1-366eb9c" beside an nvidia-smi's "570.124.06"), the one release of its own vendor's kind the figure's
        post or the page states; else the one resolved."""
        if m is None or acc is None or not acc.extra.get("id") or \
                bool(rules.NVIDIA_DRIVER_RE.match(str(m.value))) != other_vendor:
            return m
        key = (c.comment, other_vendor, id(self.index))
        if key not in self._vendor_drivers:  # once per post and vendor: its one release of the vendor's kind, if one
            found = {x.value: x for x in self.index.of("driver")
                     if bool(rules.NVIDIA_DRIVER_RE.match(str(x.value))) != other_vendor
                     and (c.comment is None or x.comment in (c.comment, None))}
            self._vendor_drivers[key] = (next(iter(found.values())) if len(found) == 1 else None, len(found) > 1)
        own, several = self._vendor_drivers[key]
        if own is None and several and not other_vendor:
            # an NVIDIA card takes no Mesa or Adrenalin release: of its vendor's several, the one listed beside it
            near = self._beside("driver", acc)
            return near if near is not None and rules.NVIDIA_DRIVER_RE.match(str(near.value)) else None
        return own or m

    def _claim_lengths(self, rec: dict[str, Any], c: ms.Candidate) -> None:
        """A claim's lengths: the one of each its own sentences state ("That run used 128 input and 2,048 output
        tokens")."""
        a, b = self.claim_spans.get(c.sentence, c.sentence)
        for key in ("input_len", "output_len"):
            if rec["workload"][key] is None:
                own = [m for m in self.index.of(key) if a <= m.start < b]
                if len({m.value for m in own}) == 1:
                    self.put(rec, f"workload.{key}", own[0])

    def _printed_above(self, key: str, c: ms.Candidate) -> Mention | None:
        """The last mention of a key in a figure's own code block before the figure ("Timing with prompt_tokens=4096,
        generation_tokens=128" above "Averages: prompt_tps=81.644"), or None."""
        if key not in self.index.by_key or self.doc.blocks[c.block].kind != "code":
            return None
        starts = self.index.starts[key]
        i = bisect_left(starts, c.start) - 1
        found = self.index.of(key)[i] if i >= 0 else None
        return found if found is not None and found.block == c.block else None

    def _nearby_length(self, key: str, c: ms.Candidate) -> Mention | None:
        """On a page of several lengths, the one length stated in a figure's own block, else in the block that leads
        into its table or code block; a length in another figure's sentence is that figure's. None where the nearest
        of them states several."""
        found_key = (key, c.block, id(self.index))
        if found_key in self._nearby_lengths:  # the rows of a table ask in turn
            return self._nearby_lengths[found_key]
        found = self._nearby_lengths[found_key] = self._nearby_length_of(key, c.block)
        return found

    def _nearby_length_of(self, key: str, block: int) -> Mention | None:
        """_nearby_length of a block's figures."""
        memo_key = (key, id(self.index))
        by_block = self._lengths_by_block.get(memo_key)
        if by_block is None:  # once a page: its lengths outside figure sentences, by block
            by_block = self._lengths_by_block[memo_key] = {}
            for x in self.index.of(key):
                if not self._in_figure_sentence(x):
                    by_block.setdefault(x.block, []).append(x)
        if not by_block:
            return None
        for bi in (block, self._lead_in(block), self._table_note(block)):
            mine = by_block.get(bi) if bi is not None else None
            if mine:
                return mine[0] if len({x.value for x in mine}) == 1 else None
        section = self._section_before(block)
        if section is not None:  # its section's heading or the blocks above it ("Results: 8192 in / 512 out")
            post = self.doc.blocks[block].comment  # in a thread, its own post's
            mine = [x for bi in range(*section) for x in by_block.get(bi, ()) if x.comment == post]
            if mine and len({x.value for x in mine}) == 1:
                return mine[0]
        return None

    def _header_load(self, bi: int) -> Load | None:
        """The one load a row's table states in its header row, for every row (its corner cell's "B200, v0.12.0,
        c=64"); None where it states none or several (a load per column is each column's)."""
        top = self._first_row(bi)
        if top == bi:
            return None
        if top not in self._header_loads:
            blk = self.doc.blocks[top]
            found = [(m.group(g), m.start(g), m.end(g)) for m in rules.CONCURRENCY_RE.finditer(self.doc.text, blk.start,
                                                                                              blk.end)
                     for g in [load_group(m)]]
            self._header_loads[top] = found[0] if len({to_load(f[0]) for f in found}) == 1 else None
        return self._header_loads[top]

    def _first_row(self, bi: int) -> int:
        """The first row of a row's table (a block that is no row is its own), found once per table: its rows ask in
        turn."""
        blocks = self.doc.blocks
        table = blocks[bi].table
        if blocks[bi].kind != "row":
            return bi
        found = self._first_rows.get(table) if table is not None else None
        if found is None or found > bi:
            found = first_row(self.doc, bi)
            if table is not None:
                self._first_rows[table] = found
        return found

    def _section_before(self, bi: int) -> tuple[int, int] | None:
        """The blocks of a table's or a code block's section from its heading up to the block (the table's first
        row), or None for other blocks and for a page without sections."""
        blk = self.doc.blocks[bi]
        if blk.kind not in ("row", "code"):
            return None
        i = bisect_right(self.section_starts, blk.start)
        if not i:
            return None
        return self._block_of(self.section_starts[i - 1]), self._first_row(bi)

    def _table_note(self, bi: int) -> int | None:
        """The short paragraph right under a row's table that states no figure of its own, where a page gives the
        table's setup ("gpt-oss-120b, vLLM 0.11.2, 1x H100 PCIe, ISL 2,000 / OSL 500."); None for other blocks."""
        blocks = self.doc.blocks
        if blocks[bi].kind != "row":
            return None
        at = bi
        while at + 1 < len(blocks) and blocks[at + 1].kind == "row" and blocks[at + 1].table == blocks[bi].table:
            at += 1
        if at + 1 >= len(blocks):
            return None
        note = blocks[at + 1]
        if note.kind != "p" or note.end - note.start > rules.TABLE_NOTE_MAX_CHARS:
            return None
        i = bisect_left(self.figure_starts, note.start)
        return None if i < len(self.figure_starts) and self.figure_starts[i] < note.end else at + 1

    def _joined_row_accelerator(self, c: ms.Candidate) -> Mention | None:
        """The accelerator an earlier table's row gives the name a figure's row (or its table's heading) starts with
        ("gpu.h100x2" listed with "2x NVIDIA H100 SXM 80GB" in an instance table above the results), or None."""
        blocks = self.doc.blocks
        row = blocks[c.block]
        if row.kind != "row" or not row.cells or row.table is None:
            return None
        if self._row_keys is None:  # the rows naming an accelerator after their first cell, by that cell
            self._row_keys = {}
            named = {m.block for m in self.index.of("accelerator")}
            for bi in sorted(named):
                blk = blocks[bi]
                if blk.kind == "row" and blk.cells and not blk.header_row:
                    name = blk.cells[0].text.strip()
                    if rules.ROW_KEY_RE.fullmatch(name):
                        self._row_keys.setdefault(name, bi)
        if not self._row_keys:  # most pages
            return None
        at = self._row_keys.get(row.cells[0].text.strip())
        if at is None:  # the table's heading may name it: "Throughput versus concurrency on gpu.h200x1"
            if row.table not in self._heading_keys:  # (looked up once per table)
                heading = _heading_above(self.doc, c.block)
                words = self.doc.text[heading.start:heading.end].split() if heading is not None else []
                self._heading_keys[row.table] = next((self._row_keys[w] for w in words if w in self._row_keys), None)
            at = self._heading_keys[row.table]
        if at is None or blocks[at].table == row.table or at > c.block:
            return None
        return self._named_in("accelerator", blocks[at].cells[0].end, blocks[at].end)

    def _lead_in_mention(self, key: str, c: ms.Candidate) -> Mention | None:
        """The first mention of a key in the block that leads into the candidate's table or code block, or None; not
        a baseline ("I don't have an H200 node ..., on an HGX B200 box:" leads into the B200's table)."""
        if key not in self.index.by_key:
            return None
        memo_key = (key, c.block, id(self.index))
        if memo_key not in self._lead_in_mentions:  # a table's rows ask in turn
            bi = self._lead_in(c.block)
            found = None if bi is None else self._named_in(key, self.doc.blocks[bi].start, self.doc.blocks[bi].end)
            if found is not None and found.extra.get("baseline") and bi is not None:
                found = next((m for m in self.index.of(key) if self.doc.blocks[bi].start <= m.start
                              and m.end <= self.doc.blocks[bi].end and not m.extra.get("baseline")), None)
            self._lead_in_mentions[memo_key] = found
        return self._lead_in_mentions[memo_key]

    def _command_block(self, bi: int) -> bool:
        """Whether a block is a code block running a benchmark command of its own (remembered per block)."""
        found = self._command_blocks.get(bi)
        if found is None:
            blk = self.doc.blocks[bi]
            found = self._command_blocks[bi] = blk.kind == "code" and rules.BENCH_COMMAND_RE.search(
                self.doc.text, blk.start, blk.end) is not None
        return found

    def _bench_command_length(self, key: str, c: ms.Candidate) -> Mention | None:
        """The length the page's benchmark commands (in its or the story's post) all give ("vllm bench serve ...
        --random-input-len 1024" in a method section, its output pasted further down), where the output's own token
        totals come to it a request; None where they give none or several, or the totals disagree."""
        pool = [x for x in self.index.of(key) if x.comment in (None, c.comment) and self._command_block(x.block)]
        if not pool or len({x.value for x in pool}) != 1:
            return None
        return pool[0] if self._totals_agree(key, c, pool[0].value) is True else None

    def _totals_agree(self, key: str, c: ms.Candidate, length: int) -> bool | None:
        """Whether the token totals a figure's bench_serving output prints come to `length` a request (None where it
        prints none)."""
        memo = (key, c.block)
        if memo not in self._per_request:  # the output's figures ask in turn: read its totals once
            blk = self.doc.blocks[c.block]
            total = rules.BENCH_TOTALS_RE[key].search(self.doc.text, blk.start, blk.end) if blk.kind == "code" else None
            requests = rules.BENCH_REQUESTS_RE.search(self.doc.text, blk.start, blk.end) if total else None
            self._per_request[memo] = int(total.group("n")) / int(requests.group("n")) \
                if total and requests and int(requests.group("n")) else None
        per_request = self._per_request[memo]
        if per_request is None:
            return None
        short = rules.BENCH_OUTPUT_SHORT_TOLERANCE if key == "output_len" else rules.BENCH_TOTALS_TOLERANCE
        return length * (1 - short) <= per_request <= length * (1 + rules.BENCH_TOTALS_TOLERANCE)

    def _other_tools_command(self, bi: int, c: ms.Candidate) -> bool:
        """Whether block bi names another tool's command than the one whose output a figure is, and not its own
        (rules.TOOL_COMMANDS: `vllm bench latency` is not the command of a `Throughput:` line)."""
        own = rules.TOOL_COMMANDS.get(c.tool or "")
        if own is None or bi == c.block:
            return False
        blk = self.doc.blocks[bi]
        return own.search(self.doc.text, blk.start, blk.end) is None and any(
            rx.search(self.doc.text, blk.start, blk.end) for tool, rx in rules.TOOL_COMMANDS.items() if tool != c.tool)

    def _tool_command_length(self, key: str, c: ms.Candidate) -> Mention | None:
        """The length a figure's own tool's command states, the nearest such before it (rules.TOOL_COMMANDS)."""
        own = rules.TOOL_COMMANDS[c.tool or ""]
        for m in reversed(self.index.of(key)):
            blk = self.doc.blocks[m.block]
            if m.start < c.start and blk.kind == "code" and own.search(self.doc.text, blk.start, blk.end):
                return m
        return None

    def _other_command(self, bi: int, c: ms.Candidate) -> bool:
        """Whether block bi runs another benchmark command than the one of the figure's own block: that command's
        load and workload are not the figure's."""
        return bi != c.block and self._command_block(c.block) and self._command_block(bi)

    def _block_of(self, offset: int) -> int:
        """The block holding an offset of the text (the last one starting at or before it)."""
        return self.doc.block_at(offset)

    def _lead_in(self, bi: int) -> int | None:
        """The block just before a table or a code block (of one of its rows, for a table), where a page says what
        the rows or the output measured, or the block of the command whose output a code block holds; None for other
        blocks (remembered per block)."""
        if bi in self._lead_ins:
            return self._lead_ins[bi]
        blocks = self.doc.blocks
        blk = blocks[bi]
        at = self._first_row(bi)
        found = at - 1 if blk.kind in ("row", "code") and at > 0 and blocks[at - 1].kind in ("p", "li", "heading") \
            else None
        if found is None and blk.kind == "code" and at > 0 and blocks[at - 1].kind == "code" \
                and not self._command_block(bi) and self._command_block(at - 1):
            found = at - 1  # a tool's output pasted in its own block under the block of its command
        self._lead_ins[bi] = found
        return found

    def _scenario_of(self, start: int, end: int) -> str | None:
        """The one scenario (online, offline) a span of the text names, or None."""
        named = {x.group("s").lower() for x in rules.SCENARIO_RE.finditer(self.doc.text, start, end)}
        return named.pop() if len(named) == 1 else None

    def _block_scenario(self, bi: int) -> str | None:
        """The scenario a block names, else the one its nearest heading above names (remembered per block)."""
        if bi not in self._block_scenarios:
            blk = self.doc.blocks[bi]
            found = self._scenario_of(blk.start, blk.end)
            if found is None:
                heading = next((self.doc.blocks[j] for j in range(bi - 1, -1, -1)
                                if self.doc.blocks[j].kind == "heading"), None)
                found = self._scenario_of(heading.start, heading.end) if heading is not None else None
            self._block_scenarios[bi] = found
        return self._block_scenarios[bi]

    def _later_results(self, at: int, figure: int) -> bool:
        """Whether `at` lies in a section after the figure's that holds records of its own."""
        if not self.section_starts or "dataset" not in self.index.by_key:
            return False
        mine, theirs = bisect_right(self.section_starts, at), bisect_right(self.section_starts, figure)
        if mine <= theirs or mine not in self.record_sections:
            return False
        if theirs not in self._sampled_sections:
            lo, hi = self._section_span(theirs)
            # the figure's own section samples its prompts from a dataset ("Results: ShareGPT, 2000 prompts")
            self._sampled_sections[theirs] = any(lo <= x.start < hi and not rules.SYNTHETIC_DATASET_RE.search(str(x.value))
                                                 for x in self.index.of("dataset"))
        return self._sampled_sections[theirs]

    def _other_scenario(self, m: Mention, c: ms.Candidate) -> bool:
        """Whether a mention was stated for another scenario than the figure's (its sentence's, else its block's)."""
        theirs = self._block_scenario(m.block)
        if theirs is None:
            return False
        mine = self._scenario_of(*c.sentence) or self._block_scenario(c.block)
        return mine is not None and mine != theirs

    def _caption_states_others(self, c: ms.Candidate, key: str, m: Mention) -> bool:
        """Whether a table row's figure sits under a caption ("Table 2: ..., TP=4 on 4×H100") that states other
        parallel degrees but not this one, which it then has none of (unless stated in the caption itself)."""
        if c.source != "table" or self.doc.blocks[c.block].kind != "row":
            return False
        j = self._first_row(c.block)
        if j == 0 or m.block == j - 1:
            return False
        if j not in self._caption_degrees:
            lead = self.doc.blocks[j - 1]
            stated: set[str] = set()
            if lead.kind == "p" and rules.TABLE_CAPTION_RE.match(self.doc.text, lead.start, lead.end):
                stated = {k for k in rules.PARALLEL_KEYS for x in self.index.of(k) if x.block == j - 1}
            self._caption_degrees[j] = stated
        stated = self._caption_degrees[j]
        return bool(stated) and key not in stated

    def _free_lengths(self, key: str) -> list[Mention]:
        """The page's mentions of a length that sit in no prose sentence of a figure of its own ("one 32,768-token
        prompt ... TTFT 3.4 s" holds its figure's length), remembered per key."""
        memo = (key, id(self.index))
        if memo not in self._free:
            self._free[memo] = [x for x in self.index.of(key) if not self._in_figure_sentence(x)]
        return self._free[memo]

    def _in_figure_sentence(self, m: Mention) -> bool:
        """Whether a mention sits in a prose sentence that states a figure of its own."""
        return self._figure_sentence_holds(m.start, m.end)

    def _figure_sentence_holds(self, start: int, end: int) -> bool:
        """Whether the text from start to end sits in a prose sentence that states a figure of its own."""
        i = bisect_right(self.figure_starts, start) - 1
        return i >= 0 and end <= self.figure_sentences[i][1]

    def _config(self, rec: dict[str, Any], c: ms.Candidate, scope: Scope, notes: list[str]) -> None:
        """Engine settings by the engine's own names, nearest statement first."""
        for key, (v, s, e) in c.config.items():
            self.cite(rec, f"config.{key}", v, s, e)
        if c.is_claim:
            return
        engine = rec["engine"]["id"]
        for key, path in self.config_paths:
            if c.config and path[7:] in c.config:  # the figure's own row or block states it
                continue
            only = rules.ENGINE_ONLY_SETTINGS.get(path)
            if only is not None and engine is not None and engine not in only:
                continue
            m, _ = self._resolve(key, scope)
            if m is None or self._other_row(c, m):  # another row's setting is that row's
                continue
            owner = self._setting_engine(m) if engine is not None and (
                len(self.engines) > 1 or engine not in self.engines) else None  # one engine named: its own
            if owner is None or owner == engine:  # a setting written after another engine's name is that engine's
                self.put(rec, path, m)
        for label, words, prefixes in self.negatable:
            if any(k.startswith(prefixes) for k in rec["config"]) and self._measured_without(c, words):
                for key in [k for k in rec["config"] if k.startswith(prefixes)]:
                    del rec["config"][key]
                    rec["provenance"]["fields"].pop(f"config.{key}", None)
                notes.append(f"measured without {label}: the page's {label} settings are not this figure's")

    def _rows_state(self, c: ms.Candidate, key: str) -> bool:
        """Whether a figure's table is one of setups: its rows (under its header) state parallel degrees of two
        kinds or values or more ("TP4", "TP2×DP2"), the key among them."""
        stated = self._table_degrees(c)
        return len(stated) > 1 and any(k == key for k, _ in stated)

    def _sibling_column_names(self, c: ms.Candidate, key: str) -> bool:
        """Whether a figure's column header names its setup's degrees ("vLLM TP8") and another header cell of its
        row names a kind of parallelism (rules.HEADER_DEGREE_WORDS: "vLLM TP8 + EP") that the figure's does not;
        worked out once per column."""
        assert c.column is not None
        if c.column not in self._columns_without:
            start, end = c.column
            text = self.doc.text
            own = {k for k, rx in rules.HEADER_DEGREE_WORDS.items() if rx.search(text, start, end)}
            header = self.doc.blocks[self._block_of(start)]
            self._columns_without[c.column] = {
                k for k, rx in rules.HEADER_DEGREE_WORDS.items() if k not in own and any(
                    rx.search(text, cell.start, cell.end) for cell in header.cells if cell.start != start)
            } if own and header.kind == "row" else set()
        return key in self._columns_without[c.column]

    def _table_degrees(self, c: ms.Candidate) -> set[tuple[str, Any]]:
        """The parallel degrees the rows of a figure's table state under its header, by key and value (none for a
        figure outside a table; remembered per table)."""
        mine = self.doc.blocks[c.block]
        if mine.kind != "row":
            return set()
        memo = (mine.table, id(self.index))
        stated = self._table_states.get(memo)
        if stated is None:
            blocks = self.doc.blocks
            stated = {(k, m.value) for k in rules.PARALLEL_KEYS for m in self.index.of(k)
                      if blocks[m.block].kind == "row" and blocks[m.block].table == mine.table
                      and not blocks[m.block].header_row}
            self._table_states[memo] = stated
        return stated

    def _other_row(self, c: ms.Candidate, m: Mention) -> bool:
        """Whether a mention lies in another row of the table a figure's row belongs to, or in a row of another
        table of figures ("TP4 / EP4" in a throughput table's row is not a latency table's degree)."""
        blocks = self.doc.blocks
        mine, theirs = blocks[c.block], blocks[m.block]
        if m.block == c.block or theirs.kind != "row":
            return False
        return (mine.kind == "row" and theirs.table == mine.table) or (
            theirs.table in self.figure_tables and theirs.table != mine.table and not theirs.header_row)

    def _setting_engine(self, m: Mention) -> str | None:
        """The engine a setting belongs to: the last engine named before it in its block, if any; remembered."""
        key = m.start
        if key not in self._setting_engines:
            pool = self.full_index.of("engine")
            i = bisect_left(self.full_index.starts.get("engine", []), m.start) - 1
            self._setting_engines[key] = pool[i].value if i >= 0 and pool[i].block == m.block else None
        return self._setting_engines[key]

    def _measured_without(self, c: ms.Candidate, words: re.Pattern[str]) -> bool:
        """Whether a figure's sentence names a setting (by its words) and compares the figure without it ("158.3
        tok/s with EAGLE-3 vs 92.1 tok/s without"): its side of the comparison, from the figure before it to the
        next, says so. Where its side names settings of rules.NEGATABLE_SETTINGS ("Without EP it is 2,810 tok/s, and
        with no prefix caching 2,390 tok/s"), only those."""
        s0, s1 = c.sentence
        if not words.search(self.doc.text, s0, s1):
            return False
        figures = self.sentence_figures.get(c.sentence, [])  # the starts of the sentence's figures
        before, after = bisect_left(figures, c.start), bisect_right(figures, c.start)
        ahead = self.doc.text[c.unit_span[1] if c.unit_span else c.end:figures[after] if after < len(figures) else s1]
        ahead = rules.CLAUSE_BREAK_RE.split(ahead, 1)[0]
        behind = self.doc.text[figures[before - 1] if before else s0:c.start]
        if not (rules.WITHOUT_SETTING_RE.search(ahead) or rules.WITHOUT_SETTING_RE.search(behind)):
            return False
        side = behind + " " + ahead
        named = [w for _, w, _ in rules.NEGATABLE_SETTINGS if w.search(side)]
        return not named or words in named

    def _variance(self, rec: dict[str, Any], c: ms.Candidate) -> None:
        """Reruns, spread, stdev, sweeps and alternatives."""
        var = rec["variance"]
        if c.reruns:
            var["reruns"] = list(c.reruns)
            if len(c.reruns) >= 2:
                med = statistics.median(c.reruns)
                var["spread"] = round((max(c.reruns) - min(c.reruns)) / med, 4) if med else None
                if c.stdev is None:
                    var["stdev"] = round(statistics.stdev(c.reruns), 4)
        if c.stdev is not None:
            var["stdev"] = c.stdev
        var["sweeps"] = list(c.sweeps)
        var["alternatives"] = list(c.alternatives)
        if var["sweeps"]:
            for sw in var["sweeps"]:
                vals = [p["value"] for p in sw["points"]]
                if vals and _same(max(vals), c.value):
                    rec["notes_best_of_sweep"] = sw["param"]

    def _confidence(self, rec: dict[str, Any], c: ms.Candidate, inherited: list[str]) -> dict[str, Any]:
        """A rough confidence: structured output with engine and hardware is high, claims low."""
        score = 0.5
        if c.source in rules.TOOL_RESULT_SOURCES:
            score += 0.2
        if rec["engine"]["id"]:
            score += 0.1
        if rec["hardware"]["accelerator_as_written"]:
            score += 0.1
        if inherited:
            score -= 0.1
        if c.is_claim:
            score = 0.2
        if any("not precise" in n for n in c.notes):
            score -= 0.2
        score = max(0.05, min(0.95, round(score, 2)))
        return {"level": "high" if score >= 0.8 else ("medium" if score >= 0.5 else "low"), "score": score}

    def _title(self, rec: dict[str, Any]) -> str:
        """One line naming engine, model, hardware and the figure."""
        eng = rec["engine"]["id"] or "unnamed engine"
        model = rec["model"]["name"] or "unnamed model"
        hw = rec["hardware"]["accelerator_as_written"]
        count = rec["hardware"]["count"]
        where = f" on {count}x {hw}" if hw and count else (f" on {hw}" if hw else "")
        claim = " (claimed)" if rec["is_claim"] else ""
        return f"{eng} serving {model}{where}: {rules.METRIC_LABELS[rec['metric']]} {rec['value']:g} {rec['unit']}{claim}"

    def _unit_text(self, rec: dict[str, Any]) -> str:
        """The unit as a reader needs it: unit, token kind, basis and counting."""
        bits = []
        basis = {"single_stream": "single stream", "aggregate": "aggregate", "per_gpu": "per GPU",
                 "per_node": "per node"}.get(rec["basis"])
        if basis:
            bits.append(basis + (f", concurrency {rec['concurrency']}" if rec["concurrency"] and
                                 rec["basis"] == "aggregate" else ""))
        counting = {"usage_field": "tokens counted from the response usage field", "sse_chunks":
                    "tokens counted as SSE chunks", "tokenizer": "tokens counted with a tokenizer",
                    "engine_reported": "tokens as the engine reports them"}.get(rec["token_counting"])
        if counting:
            bits.append(counting)
        if rec["statistic"] not in ("unknown", "single_run"):
            bits.append(rec["statistic"])
        label = rules.METRIC_LABELS[rec["metric"]]
        head = f"{rec['unit']} {label}" if rec["unit"] == "tok/s" else f"{rec['unit']} {label}"
        return head + (f" ({', '.join(bits)})" if bits else "")

    def _methodology(self, rec: dict[str, Any], c: ms.Candidate) -> str:
        """Prose summary of how the figure was measured, from the extracted fields."""
        parts = []
        if c.tool and c.tool != "run_log":
            parts.append(f"Measured with {c.tool}.")
        hw = rec["hardware"]
        if hw["accelerator_as_written"]:
            parts.append(f"Hardware: {hw['count'] or '?'}x {hw['accelerator_as_written']}"
                         + (f", {hw['interconnect_as_written']}" if hw["interconnect_as_written"] else "") + ".")
        par = ", ".join(f"{k.upper()} {v}" for k, v in rec["parallelism"].items() if v)
        if par:
            parts.append(f"Parallelism: {par}.")
        if rec["config"]:
            parts.append("Settings: " + ", ".join(f"{k} {v}" for k, v in list(rec["config"].items())[:12]) + ".")
        wl = {k: v for k, v in rec["workload"].items() if v not in (None, "unknown")}
        if wl:
            parts.append("Workload: " + ", ".join(f"{k} {v}" for k, v in wl.items()) + ".")
        if hw.get("rocm_version"):
            parts.append(f"ROCm {hw['rocm_version']}.")
        missing = [p for p, v in (("engine version", rec["engine"]["version"]), ("driver version", hw["driver_version"]),
                                  ("CUDA version", hw["cuda_version"] or hw.get("rocm_version"))) if v is None]
        if missing:
            parts.append("Not given by the source: " + ", ".join(missing) + ".")
        return " ".join(parts)


def _major(version: Any) -> str:
    """A release's first number ("0" of "v0.6.3"; the whole text where it opens with no number)."""
    text = str(version).lower().lstrip("v")
    return text.split(".", 1)[0]


def _same_accelerator(a: Mention, b: Mention) -> bool:
    """Whether two accelerator mentions name the same accelerator (by catalog id, else by name)."""
    ida, idb = a.extra.get("id"), b.extra.get("id")
    return ida == idb if ida or idb else a.value.lower() == b.value.lower()


def extract_writeup(doc: Document, source_index: int, source_url: str | None) -> list[dict[str, Any]]:
    """Draft benchmark records of one write-up: one per headline measurement, every field cited."""
    with paused_gc():
        view = decimal_point_view(doc)
        if view is None:
            return _extract_writeup(doc, source_index, source_url)
        records = _extract_writeup(view, source_index, source_url)
        requote(records, source_index, doc.text)  # "238,4" as written, where the view read 238.4
        return records


def _extract_writeup(doc: Document, source_index: int, source_url: str | None) -> list[dict[str, Any]]:
    """extract_writeup, with the cyclic collector paused."""
    mentions = find_mentions(doc)
    cands = find_candidates(doc, mentions)
    for c in cands:
        if c.cue == "alternative":
            c.change = _change_text(doc, c)
    _quoted_release_claims(cands, doc)
    _restated_claims(cands)
    page_kind = _doc_kind(cands)
    section_kinds = _section_kinds(doc, cands) if page_kind is None else None
    same_setup = same_setup_comments(doc)
    defined_by_post = _defined_kinds(doc)
    units = _defined_units(doc)
    # table: the kind its lead-in or heading names, and which (its rows ask in turn)
    heading_kinds: dict[int, tuple[str | None, str]] = {}
    phase_lines: dict[int, list[re.Match[str]]] = {}  # a code block: its lines naming the phase its figures time
    for c in cands:
        c.in_heading = doc.blocks[c.block].kind in ("heading", "title")
        c.in_code = doc.blocks[c.block].kind == "code"
        if c.metric != "unspecified_tok_s" or c.source not in ("prose", "vs_pair", "table"):
            continue
        phase = _code_phase(doc, c, phase_lines) if c.in_code else None
        if phase is not None:  # "-- Measuring prompt speed..." over "** Length 2048 tokens: 1031.4417 t/s"
            c.metric = phase[0]
            c.notes.append(f"the figure names no token kind; the tool's line above it says what it times: '{phase[1]}'")
            continue
        tail = _unit_tail(doc, c) if units and not c.is_claim else None
        if tail in units:  # "Throughput per GPU (tok/s/gpu): all tokens ..., input plus output"
            c.metric = units[tail][0]
            c.notes.append(f"the figure names no token kind; the page defines its unit: '{units[tail][1]}'")
            continue
        defined = defined_by_post.get(c.comment)
        if defined is None and c.comment in same_setup and reuses(same_setup[c.comment], "token_counting"):
            defined = _earlier_definition(defined_by_post, c.comment)  # "Same script as the first post, same settings"
        if defined is not None and not c.is_claim and c.start >= defined[2]:
            # "“throughput” below always means output tokens/s": the post's own figures
            c.metric = defined[0]
            c.notes.append(f"the figure names no token kind; the page says its throughput means "
                           f"{rules.METRIC_LABELS[defined[0]]} ('{defined[1]}')")
            continue
        kind, where = page_kind, "page's"
        if section_kinds is not None:
            kind, where = section_kinds(c.start), "section's"
        if c.source == "table":
            table = doc.blocks[c.block].table
            if table is None:  # a table written in a code block: one of its own
                table = -1 - c.block
            if table not in heading_kinds:
                lead = _lead_in_kind(doc, c.block) if table >= 0 else None
                heading_kinds[table] = (lead, "lead-in's") if lead else (_heading_kind(doc, c.block), "heading's")
            heading, said = heading_kinds[table]
            if heading is not None:
                kind, where = heading, said
        if kind and where == "heading's":
            c.metric = kind
            c.notes.append(f"the column names no token kind; its section's heading says {rules.METRIC_LABELS[kind]}")
        elif kind and where == "lead-in's":
            c.metric = kind
            c.notes.append("the column names no token kind; the sentence above the table says "
                           + rules.METRIC_LABELS[kind])
        elif kind == "decode_tok_s" and c.source == "prose" and not c.per_user and rules.SUMMED_STREAMS_RE.search(
                doc.text, c.sentence[0], c.sentence[1]):
            c.metric = "output_tok_s"  # "709 tok/s summed over the 16 streams" on a page of per-user decode rates
            c.notes.append("the sentence names no token kind; the page's other figures are decode rates, and this one "
                           "sums them over the streams: output throughput")
        elif kind and not (kind in rules.PER_STREAM_KINDS and _under_load(doc, c) and not _per_user(doc, c)):
            # (a rate per user under load is each stream's: "74 tok/s per user" at 8 users)
            c.metric = kind
            c.notes.append(f"the sentence names no token kind; the {where} other figures are {rules.METRIC_LABELS[kind]}")
    offered = _offered_rates(doc)
    cands = [c for c in cands if not (c.metric == "req_s" and c.source == "prose"
                                      and any(_same(c.value, r) for r in offered))]
    varied = apply_variations(doc, cands)
    if varied:
        mentions = [m for m in mentions if outside(varied, m.start, m.end)]
    cands.sort(key=lambda c: c.start)
    heads = _drop_restatements(_group_repeats(_drop_summary_rows(cands, doc), doc), doc)
    builder = _Builder(doc, mentions, source_index, same_setup, _doc_kind(cands))
    builder.set_figures(cands, heads)
    measured_by = _measured_by(doc.canonical_url, source_url)
    built: list[tuple[ms.Candidate, dict[str, Any]]] = []
    for c in heads:
        try:
            rec = builder.build(c)
        except ImplausibleNumber:  # a setting beside the figure is a digit run no setting has
            continue
        rec["measured_by"] = measured_by
        best = rec.pop("notes_best_of_sweep", None)
        if best:
            rec["notes"] = (rec["notes"] + "; " if rec["notes"] else "") + f"the best point of the {best} sweep"
        built.append((c, rec))
    kept = _drop_per_user_shares(built, doc)
    records = [rec for _, rec in kept]
    attach_observations(records, [c.comment for c, _ in kept], find_observations(doc), source_index)
    return records
