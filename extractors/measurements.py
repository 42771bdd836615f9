"""Measurement candidates: tool result blocks, run logs, llama-bench and metric tables, prose figures."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Iterable, Iterator, Sequence

from benchrec.errors import ExtractError
from extractors import rules
from extractors.content import Block, Cell, Document, split_aligned, split_pipes
from extractors.methodology import accelerator_id
from extractors.numbers import ImplausibleNumber, length_value, load_group, to_float, to_int, to_load


@dataclass
class Candidate:
    """One figure the text states, before it becomes a record."""

    metric: str
    value: float
    start: int
    end: int
    block: int
    comment: int | None
    source: str  # bench_serving, run_log, llama_bench, table, genai_perf, llmperf, prose
    statistic: str = "unknown"
    basis: str | None = None
    basis_stated: bool = False
    concurrency: int | None = None
    concurrency_span: tuple[int, int] | None = None
    unit_written: str | None = None
    unit_span: tuple[int, int] | None = None
    metric_span: tuple[int, int] | None = None
    stdev: float | None = None
    reruns: list[float] = field(default_factory=list)
    other_stats: dict[str, float] = field(default_factory=dict)
    workload: dict[str, tuple[Any, int, int]] = field(default_factory=dict)
    config: dict[str, tuple[Any, int, int]] = field(default_factory=dict)
    engine: tuple[str, int, int] | None = None
    model: tuple[str, int, int] | None = None  # the model its table row names
    version: tuple[str, int, int] | None = None  # the engine release its table row names
    column: tuple[int, int] | None = None  # the header cell of its table column, which may name a setup ("8x H100")
    tool: str | None = None
    is_claim: bool = False
    value_range: list[float] | None = None
    cue: str | None = None  # rerun, sweep, alternative
    sentence: tuple[int, int] = (0, 0)
    kind_explicit: bool = True
    per_user: bool = False  # a tool's rate per user (stream) under its load, not the total
    offered_rate: tuple[float, int, int] | None = None  # the request rate a tool's own output says its run offered
    bound: str | None = None  # "upper" or "lower": written as a bound of what was measured, not its value
    notes: list[str] = field(default_factory=list)
    sweep_points: list[tuple[str, float]] = field(default_factory=list)
    sweep_param: str | None = None
    change: str | None = None
    baseline: Candidate | None = None  # the baseline figure a rerun, sweep point or alternative varies
    rounding: float | None = None  # half the last written digit of a prose figure, in its unit (23.6: 0.05)
    counting: str | None = None  # how the tool's own output says it counted tokens
    parallel: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # its table row's degrees ("TP" column)
    gpus: tuple[int, int, int] | None = None  # the accelerators its table row's column counts ("GPUs | 4")
    vs_ref: Candidate | None = None  # "A vs B" figures: the figure this one is compared with
    vs_engines: Sequence[tuple[str, int, int]] = ()  # the engines the comparison names
    answers: int | None = None  # the post whose question ("what's your TTFT like?") the figure answers
    # set while grouping a page's figures
    in_heading: bool = False  # stated in a heading or the title
    in_code: bool = False  # stated in a code block
    rate_load: tuple[str, int, int] | None = None  # a request rate written after its sentence's figures ("at 8 QPS")
    run_list: Sequence[Candidate] = ()  # the figures its sentence lists as runs
    run_lists_used: set[tuple[int, int]] = field(default_factory=set)  # the run-list sentences a headline took
    sweeps: list[dict[str, Any]] = field(default_factory=list)  # a headline's sweeps
    alternatives: list[dict[str, Any]] = field(default_factory=list)  # a headline's alternative settings


# ------------------------------------------------------------------ bench_serving


def _bench_label(label: str) -> tuple[str, str | None]:
    """A bench_serving label without its unit, lower-case, and the unit."""
    u = rules.BENCH_LABEL_UNIT_RE.search(label) if "(" in label else None  # the unit is written in brackets
    unit = u.group("u") if u else None
    base = label[:u.start()] if u else label
    return re.sub(r"\s+", " ", base.strip().lower()), unit


def bench_serving(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of an SGLang/vLLM serving benchmark result block, or None when the block is not one."""
    text = doc.text[blk.start:blk.end]
    headerless: re.Pattern[str] | None = None  # the line that opens each run of a result printed without a header
    if not rules.BENCH_SERVING_HEADER_RE.search(text):
        headerless = next((opener for needs, opener in rules.BENCH_HEADERLESS_FORMS
                           if all(need in text for need in needs) and opener.search(text) is not None), None)
        if headerless is None:
            return None
    out: list[Candidate] = []
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    header_seen = closed = False
    section: list[Candidate] = []
    context: dict[str, tuple[float, int, int]] = {}
    ahead: dict[str, tuple[float, int, int]] = {}  # the next run's settings, printed before its header
    last_metric_line = -1
    for i, (off, line) in enumerate(lines):
        if "=" in line and rules.BENCH_SERVING_HEADER_RE.search(line):  # every header holds an "="
            out.extend(_finish_bench(section, context, closed))
            section, context, ahead, header_seen, closed = [], ahead, {}, True, False
            continue
        if header_seen and rules.RULE_LINE_RE.match(line):
            closed = True
            continue
        if headerless is not None and headerless.match(line):  # a header-less run opens on its first line
            out.extend(_finish_bench(section, context, closed))
            section, context, header_seen, closed = [], {}, True, False
        m = rules.BENCH_LINE_RE.match(line)
        if m is None:
            continue
        label, unit = _bench_label(m.group("label"))
        # "Maximum request concurrency: 32" above a header, or below a closed run: the next run's
        if not header_seen or (closed and section and label in rules.BENCH_CONTEXT_LABELS):
            if rules.BENCH_CONTEXT_LABELS.get(label) in rules.BENCH_PRE_HEADER_CONTEXT:
                ahead[rules.BENCH_CONTEXT_LABELS[label]] = (to_float(m.group("v")), blk.start + off + m.start("v"),
                                                           blk.start + off + m.end("v"))
            continue
        unit = unit or m.group("tu")
        start, end = blk.start + off + m.start("v"), blk.start + off + m.end("v")
        value = to_float(m.group("v"))
        if label in rules.BENCH_CONTEXT_LABELS:
            context[rules.BENCH_CONTEXT_LABELS[label]] = (value, start, end)
            continue
        spec = rules.BENCH_SERVING_LABELS.get(label)
        if spec is None:
            continue
        metric, stat, headline = spec
        factor = 1000.0 if unit and unit.strip().lower() == "s" else 1.0
        c = Candidate(metric, value * factor, start, end, bi, blk.comment, "bench_serving", statistic=stat,
                      basis=rules.BENCH_LABEL_BASIS.get(label, "aggregate"), basis_stated=True, unit_written=unit,
                      tool="bench_serving",
                      sentence=(blk.start, blk.end))
        c.cue = None if headline else f"stat:{stat}"
        c.per_user = label in rules.BENCH_LABEL_PER_USER
        c.metric_span = (blk.start + off + m.start("label"), blk.start + off + m.end("label"))
        section.append(c)
        last_metric_line = i
    if section:
        last_nonblank = max(i for i, (_, ln) in enumerate(lines) if ln.strip())
        if not closed and headerless is None and last_metric_line == last_nonblank:  # no closing rule is printed
            section[-1].cue = "truncated"
        out.extend(_finish_bench(section, context, closed))
    return out


def attach_other_stats(heads: list[Candidate], stats: list[Candidate]) -> None:
    """Each statistic line's value (a median, a p99) as an other statistic of the headlines of its metric."""
    for c in stats:
        for h in heads:
            if h.metric == c.metric:
                h.other_stats[c.statistic] = c.value


def _finish_bench(section: list[Candidate], context: dict[str, tuple[float, int, int]], closed: bool) -> list[Candidate]:
    """Headlines of one result section, with median/p99 as their other statistics and the run's context; a metric
    given without its mean (a trimmed result: "median_itl_ms", "p99_itl_ms") has its median as headline."""
    headed = {c.metric for c in section if c.cue is None}
    for c in section:
        if c.cue == "stat:median" and c.metric not in headed:
            c.cue = None
            headed.add(c.metric)
    heads = [c for c in section if c.cue is None]
    attach_other_stats(heads, [c for c in section if c.cue and c.cue.startswith("stat:")])
    for h in heads:
        if "concurrency" in context:
            v, s, e = context["concurrency"]
            h.concurrency, h.concurrency_span = int(v), (s, e)
            if h.concurrency == 1 and h.basis == "aggregate":  # one request in flight: a single stream
                h.basis = "single_stream"
        if "num_prompts" in context:
            h.workload["num_prompts"] = (int(context["num_prompts"][0]),) + context["num_prompts"][1:]
        if "observed_concurrency" in context:
            h.config["observed_concurrency"] = context["observed_concurrency"]
        if "request_rate" in context:
            h.offered_rate = context["request_rate"]
        if "accept_length" in context:  # SGLang prints it only while speculative decoding is on
            h.config["speculative_accept_length"] = context["accept_length"]
    truncated = [c for c in section if c.cue == "truncated"]
    for t in truncated:
        for h in heads:
            h.notes.append(f"the result block is cut off after '{t.metric}'; that last figure is not used")
    return heads


# ------------------------------------------------------------------ run logs with per-run lines and a summary


def _spaced_means(bi: int, blk: Block, off: int, line: re.Match[str], runs: dict[str, list[float]],
                  workload: dict[str, tuple[Any, int, int]]) -> list[Candidate]:
    """Candidates of a script's mean line written with spaces ("mean:  ttft 0.187 s  decode 37.3 tok/s"), each with
    the runs of its key."""
    out: list[Candidate] = []
    s = blk.start + off + line.start("rest")
    for kv in rules.SPACED_PAIR_RE.finditer(line.group("rest")):
        key, unit = kv.group("k").lower(), kv.group("u")
        metric = (rules.SPACED_RATE_KEYS if unit and "/" in unit else rules.SPACED_TIME_KEYS).get(key) if unit else None
        if metric is None:
            continue
        c = Candidate(metric, _scaled(kv.group("v"), unit), s + kv.start("v"), s + kv.end("v"), bi, blk.comment,
                      "run_log", statistic=statistic_of(line.group("stat")) or "mean", basis="single_stream",
                      concurrency=1, unit_written=unit, tool="run_log", sentence=(blk.start, blk.end))
        c.metric_span = (s + kv.start("k"), s + kv.end("k"))
        c.notes.append("one request per run, runs in sequence: single stream")
        c.reruns = list(runs.get(key, []))
        c.workload = dict(workload)
        out.append(c)
    return out


def run_log(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of a per-run log with summary lines (mean/std), reruns from the measured runs; None if not one."""
    text = doc.text[blk.start:blk.end]
    lines, pos = [], 0
    for line in text.split("\n"):
        lines.append((pos, line))
        pos += len(line) + 1
    if not any(rules.SUMMARY_LINE_RE.match(ln) for _, ln in lines) and \
            sum(1 for _, ln in lines if rules.RUN_LINE_RE.match(ln)) < 2:
        return None
    spaced = not any("=" in ln for _, ln in lines if rules.RUN_LINE_RE.match(ln))  # "run 2: ttft 0.181 s ..."
    out: list[Candidate] = []
    workload: dict[str, tuple[Any, int, int]] = {}
    tiny: str | None = None
    warm = False
    runs: dict[str, list[float]] = {}
    for off, line in lines:
        banner = rules.SECTION_BANNER_RE.match(line)
        if banner:
            title = banner.group("t")
            if rules.WARMUP_RE.search(title):
                warm = True
            elif re.search(r"\bmeasured\b|\bruns?\b", title, re.I):
                warm = False
            elif re.search(r"prompt\s*=|max_tokens\s*=", title, re.I):
                workload, tiny, warm, runs = {}, None, False, {}
                for rx in rules.OUTPUT_LEN_RULES:
                    m = rx.search(title)
                    if m:
                        s = blk.start + off + banner.start("t") + m.start("n")
                        workload["output_len"] = (length_value(m.group("n"), None), s, s + len(m.group("n")))
                        break
                tm = rules.TINY_PROMPT_RE.search(title)
                if tm:
                    n, unit = to_int(tm.group("n")), tm.group("u").lower()
                    limit = rules.MIN_PREFILL_CHARS if unit.startswith("char") else rules.MIN_PREFILL_TOKENS
                    if n < limit:
                        tiny = tm.group(0)
                    elif unit.startswith("tok"):
                        s = blk.start + off + banner.start("t") + tm.start("n")
                        workload["input_len"] = (n, s, s + len(tm.group("n")))
            continue
        run = rules.RUN_LINE_RE.match(line)
        if run:
            if warm or rules.WARMUP_RE.search(run.group("run")):
                continue
            for kv in (rules.SPACED_PAIR_RE if spaced else rules.KV_PAIR_RE).finditer(run.group("rest")):
                key = kv.group("k").strip().lower()
                runs.setdefault(key, []).append(_scaled(kv.group("v"), kv.group("u")))
            continue
        spaced_mean = rules.SPACED_SUMMARY_RE.match(line) if spaced else None
        if spaced_mean:
            out.extend(_spaced_means(bi, blk, off, spaced_mean, runs, workload))
            continue
        sm = rules.SUMMARY_LINE_RE.match(line)
        if not sm:
            continue
        label = sm.group("label").strip()
        metric = rules.RUN_KEYS.get(label.lower())
        if metric is None:
            continue
        value = _scaled(sm.group("v"), sm.group("u"))
        s = blk.start + off
        c = Candidate(metric, value, s + sm.start("v"), s + sm.end("v"), bi, blk.comment, "run_log", statistic="mean",
                      basis="single_stream", concurrency=1, unit_written=label, tool="run_log",
                      sentence=(blk.start, blk.end))
        c.metric_span = (s + sm.start("label"), s + sm.end("label"))
        c.notes.append("one request per run, runs in sequence: single stream")
        if sm.group("std"):
            c.stdev = _scaled(sm.group("std"), sm.group("u"))
        c.reruns = list(runs.get(label.lower(), []))
        c.workload = dict(workload)
        if tiny and metric == "prefill_tok_s":
            c.notes.append(f"over a tiny prompt ({tiny}): what the log states, but too short for the prefill rate to "
                           "say much")
        out.append(c)
    return out


def _ms_factor(unit: str | None) -> float:
    """What a time written in this unit is multiplied by to be in ms: 1000 for seconds, 0.001 for microseconds, else
    1."""
    unit = unit.strip().lower() if unit else ""
    return 1000.0 if unit in rules.SECONDS_UNITS else 0.001 if unit in rules.MICROSECONDS_UNITS else 1.0


def _scaled(num: str, unit: str | None) -> float:
    """A run-log value in the canonical unit (seconds to ms)."""
    v = to_float(num)
    return v * 1000 if unit == "s" else v


def token_timings(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """One request's timings as llama.cpp, mlx-lm, ollama or TabbyAPI print them: a prefill and a decode rate, each
    with its token count (a prefill rate over a prompt under MIN_PREFILL_TOKENS is kept, with a note); None if none."""
    text = doc.text[blk.start:blk.end]
    low = text.lower()
    if not any(gate in low for gate in rules.TOKEN_TIMING_GATES):
        return None
    found = sorted((m for rx in rules.TOKEN_TIMING_RES for m in rx.finditer(text)), key=lambda m: m.start("v"))
    out: list[Candidate] = []
    prompt: Candidate | None = None  # the prefill line just before, whose request a decode line completes
    for m in found:
        phase = m.group("phase")
        metric, length = rules.TOKEN_TIMING_PHASES[" ".join(phase.lower().split())]
        count = "n" if m.groupdict().get("n") is not None else "pn"  # the count, where the line itself has none
        n = to_int(m.group(count)) if m.groupdict().get(count) is not None else None
        s, e = blk.start + m.start("v"), blk.start + m.end("v")
        factor = rules.TOKEN_TIMING_UNIT_FACTORS.get(m.group("unit"), 1.0)
        value = to_float(m.group("v"))
        if m.groupdict().get("min"):  # "2m16.0352279s": the minutes before the seconds
            value, s = value + 60 * int(m.group("min")), blk.start + m.start("min")
        c = Candidate(metric, value * factor, s, e, bi, blk.comment, "token_timings",
                      statistic="single_run", basis="single_stream", unit_written=m.group("unit"), tool="token-timings",
                      sentence=(blk.start + m.start(), blk.start + m.end()))  # one request's own timings
        c.metric_span = (blk.start + m.start("phase"), blk.start + m.end("phase"))
        c.rounding = _rounding(m.group("v"), None, factor)
        counted = m.groupdict().get("counted")
        if n is not None and (counted is None or counted.lower() not in rules.TOKEN_TIMING_NOT_LENGTH):
            c.workload[length] = (n, blk.start + m.start(count), blk.start + m.end(count))
        if metric == "e2e_latency_ms":  # ollama's total duration: one request's, no tokens counted in it
            c.notes.append("one request's whole time, as the engine printed it: the model's load included")
            out.append(c)
            continue
        c.counting = "engine_reported"
        c.notes.append("one request's own timing, as the engine printed it: engine-reported token counts")
        if metric == "prefill_tok_s" and n is not None and n < rules.MIN_PREFILL_TOKENS:
            c.notes.append(f"over a {n}-token prompt, too short for the prefill rate to say much")
        if metric == "decode_tok_s" and prompt is not None:  # one request's two phases: each gives the other its length
            if "output_len" in c.workload:
                prompt.workload["output_len"] = c.workload["output_len"]
            if "input_len" in prompt.workload:
                c.workload["input_len"] = prompt.workload["input_len"]
        prompt = c if metric == "prefill_tok_s" else None
        out.append(c)
    return out or None


def llama_timings(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of llama.cpp server timings objects in a code block (rules.LLAMA_TIMINGS_*): one request's prefill
    and decode rates with their token counts, or None."""
    text = doc.text[blk.start:blk.end]
    if rules.LLAMA_TIMINGS_GATE not in text:
        return None
    out: list[Candidate] = []
    for obj in rules.LLAMA_TIMINGS_OBJECT_RE.finditer(text):
        keys = {m.group("k"): m for m in rules.LLAMA_TIMINGS_KEY_RE.finditer(text, obj.start(), obj.end())}
        request: list[Candidate] = []
        for key, (metric, count_key, length) in rules.LLAMA_TIMINGS_RATES.items():
            m = keys.get(key)
            if m is None:
                continue
            c = Candidate(metric, to_float(m.group("v")), blk.start + m.start("v"), blk.start + m.end("v"), bi,
                          blk.comment, "llama_timings", statistic="single_run", basis="single_stream",
                          basis_stated=True, unit_written="tokens per second", tool="llama-server-timings",
                          sentence=(blk.start + obj.start(), blk.start + obj.end()))
            c.metric_span = (blk.start + m.start("k"), blk.start + m.end("k"))
            n = keys.get(count_key)
            if n is not None:
                count = to_int(n.group("v"))
                c.workload[length] = (count, blk.start + n.start("v"), blk.start + n.end("v"))
                if metric == "prefill_tok_s" and count < rules.MIN_PREFILL_TOKENS:
                    c.notes.append(f"over {n.group('v')} new prompt tokens, too few for the prefill rate to say much")
            cached = keys.get("cache_n")
            if metric == "prefill_tok_s" and cached is not None and to_int(cached.group("v")) > 0:
                c.notes.append(f"{cached.group('v')} more prompt tokens came from the cache and were not prefilled")
            c.counting = "engine_reported"
            c.engine = ("llama.cpp", blk.start + m.start("k"), blk.start + m.end("k"))
            c.notes += [rules.LLAMA_TIMINGS_NOTE, "engine inferred from the llama.cpp server's timings format"]
            request.append(c)
        for c in request:  # one request's two phases: each gives the other its length
            for other in request:
                c.workload = {**other.workload, **c.workload}
        out += request
    return out or None


def app_stats(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """One reply's stats as a chat app shows them (rules.APP_STATS_RES), in any block: its single-stream decode rate,
    with the tokens it generated, and its time to first token."""
    if doc.text.find(rules.APP_STATS_GATE, blk.start, blk.end) < 0:
        return []
    text = doc.text[blk.start:blk.end]
    out: list[Candidate] = []
    for rx in rules.APP_STATS_RES:
        for m in rx.finditer(text):
            sentence = (blk.start + m.start(), blk.start + m.end())
            decode = Candidate("decode_tok_s", to_float(m.group("v")), blk.start + m.start("v"), blk.start + m.end("v"),
                               bi, blk.comment, "app_stats", statistic="single_run", basis="single_stream",
                               basis_stated=True, unit_written=m.group("unit"), tool="lm-studio-stats", sentence=sentence)
            decode.unit_span = (blk.start + m.start("unit"), blk.start + m.end("unit"))
            if m.groupdict().get("n"):
                decode.workload["output_len"] = (to_int(m.group("n")), blk.start + m.start("n"), blk.start + m.end("n"))
            decode.counting = "engine_reported"
            unit = m.group("tu")
            ttft = Candidate("ttft_ms", round(to_float(m.group("t")) * (1000.0 if unit.lower() == "s" else 1.0), 6),
                             blk.start + m.start("t"), blk.start + m.end("t"), bi, blk.comment, "app_stats",
                             statistic="single_run", basis="single_stream", basis_stated=True, unit_written=unit,
                             tool="lm-studio-stats", sentence=sentence)
            ttft.unit_span = (blk.start + m.start("tu"), blk.start + m.end("tu"))
            for c in (decode, ttft):
                c.notes.append(rules.APP_STATS_NOTES[c.metric])
                out.append(c)
    return sorted(out, key=lambda c: c.start)


def _warmup_spans(text: str, start_rx: re.Pattern[str], end_rx: re.Pattern[str]) -> list[tuple[int, int]]:
    """The spans of a tool's output between each warm-up marker and the next benchmark marker (or the end)."""
    spans = []
    for m in start_rx.finditer(text):
        end = end_rx.search(text, m.end())
        spans.append((m.start(), end.start() if end else len(text)))
    return spans


def _run_load(text: str, at: int, starts: list[int], load_rx: re.Pattern[str]) -> tuple[int, int, int] | None:
    """The load the run holding offset `at` states (its batch size and where), a run lasting from one of `starts`
    (where each run's opener line starts) to the next; None where it states none."""
    i = bisect_right(starts, at) - 1
    if i < 0:
        return None
    end = starts[i + 1] if i + 1 < len(starts) else len(text)
    m = load_rx.search(text, starts[i], end)
    return (int(m.group("n")), m.start("n"), m.end("n")) if m else None


def _promote_medians(heads: list[Candidate], stats: list[Candidate], run_starts: list[int], base: int) -> None:
    """A metric a run prints only percentiles of (perf_analyzer's "p50 latency: ..." without its average): its
    median becomes its headline, in each run."""
    def run(c: Candidate) -> int:
        return bisect_right(run_starts, c.start - base)
    headed = {(c.metric, run(c)) for c in heads}
    for c in list(stats):
        if c.statistic == "p50" and (c.metric, run(c)) not in headed:
            c.statistic = "median"
            stats.remove(c)
            heads.append(c)
            headed.add((c.metric, run(c)))


def _without_restated(heads: list[Candidate]) -> list[Candidate]:
    """Headlines less those a summary line restates from a run's own statistics (perf_analyzer's "Concurrency: 16,
    ..., latency 13544870 usec" is that run's p95, already its median's other statistic)."""
    return [c for c in heads if not any(h is not c and h.metric == c.metric and h.concurrency == c.concurrency
                                        and h.other_stats.get(c.statistic) == c.value for h in heads)]


def summary_lines(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of a tool that prints a few labelled result lines (rules.SUMMARY_TOOLS), or None: each headline
    with the other statistics of its metric."""
    text = doc.text[blk.start:blk.end]
    for tool, gate, lines in rules.SUMMARY_TOOLS:
        if gate not in text:
            continue
        heads: list[Candidate] = []
        stats: list[Candidate] = []
        runs = rules.SUMMARY_TOOL_RUNS.get(tool)
        named = rules.SUMMARY_TOOL_PERCENTILE.get(tool)
        named_p = (named.search(text) or named.search(doc.text)) if named is not None else None
        summary_stat = f"p{named_p.group('p')}" if named_p else "mean"
        warmups = _warmup_spans(text, runs[2], runs[3]) if runs else []
        run_starts = [m.start() for m in runs[0].finditer(text)] if runs else []
        for rx, metric, statistic, headline in lines:
            for m in rx.finditer(text):
                if any(a <= m.start() < b for a, b in warmups):
                    continue  # a warm-up pass ("Warmup ..." up to "Benchmark ..."), not a result
                unit = m.group("u")
                factor = _ms_factor(unit)
                s, e = blk.start + m.start("v"), blk.start + m.end("v")
                stat = summary_stat if statistic == "summary" else statistic.format(p=m.groupdict().get("p"))
                c = Candidate(metric, round(to_float(m.group("v")) * factor, 6), s, e, bi, blk.comment, "summary_lines",
                              statistic=stat, unit_written=unit, tool=tool,
                              sentence=(blk.start + m.start(), blk.start + m.end()))
                if tool in rules.SUMMARY_TOOL_BASIS:
                    c.basis, c.basis_stated = rules.SUMMARY_TOOL_BASIS[tool], True
                load = _run_load(text, m.start(), run_starts, runs[1]) if runs else None
                if load is not None:  # "Decode 0. Batch size: 8, ..." in the figure's run
                    c.concurrency, c.concurrency_span = load[0], (blk.start + load[1], blk.start + load[2])
                    c.basis, c.basis_stated = ("single_stream" if load[0] == 1 else "aggregate"), True
                (heads if headline else stats).append(c)
        _promote_medians(heads, stats, run_starts, blk.start)
        if run_starts:  # each run's statistics are its own headlines' ("[BENCHMARK] ... batch_size 8 ...")
            for run in {bisect_right(run_starts, c.start - blk.start) for c in heads + stats}:
                attach_other_stats([c for c in heads if bisect_right(run_starts, c.start - blk.start) == run],
                                   [c for c in stats if bisect_right(run_starts, c.start - blk.start) == run])
        else:
            attach_other_stats(heads, stats)
        if heads:
            return sorted(_without_restated(heads), key=lambda c: c.start)
    return None


# ------------------------------------------------------------------ genai-perf and LLMPerf


def genai_perf(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of a genai-perf or AIPerf statistics table (avg is the headline), or None."""
    text = doc.text[blk.start:blk.end]
    if not rules.GENAI_PERF_HEADER_RE.search(text):
        return None
    tool = "aiperf" if rules.AIPERF_TITLE_RE.search(text) else "genai-perf"
    out: list[Candidate] = []
    columns: list[str] = []
    row: tuple[list[str], list[tuple[str, int]]] | None = None  # a row's label parts, its cells and their places
    pos = 0
    for line in text.split("\n"):
        off, pos = pos, pos + len(line) + 1
        m = rules.GENAI_PERF_ROW_RE.match(line)
        if not m:
            continue
        cells = [c.strip() for c in re.split(r"[┃│|]", m.group("cells"))]
        label = m.group("label").strip()
        if label.lower() in rules.GENAI_PERF_COLUMNS_LABELS:
            out.extend(_statistics_row(bi, blk, row, columns, tool) if row else ())
            columns, row = [c.lower() for c in cells], None
        elif not columns:
            continue
        elif row is not None and not any(cells):  # a long label wrapped onto the next row
            row[0].append(label)
        else:
            out.extend(_statistics_row(bi, blk, row, columns, tool) if row else ())
            row = ([label], _split_cells(m.group("cells"), blk.start + off + m.start("cells")))
    out.extend(_statistics_row(bi, blk, row, columns, tool) if row else ())
    return out


def _split_cells(raw: str, at: int) -> list[tuple[str, int]]:
    """The cells of a console table's row ("│ 312.47 │ 61.83 │"), each with where it starts (at is raw's)."""
    out = []
    for cell in re.split(r"[┃│|]", raw):
        out.append((cell, at))
        at += len(cell) + 1
    return out


def _statistics_table(rows: list[tuple[int, Block]], names: list[str]) -> list[Candidate]:
    """A genai-perf statistics table written as a page's table ("Statistic | avg | min | ... " over "Time To First
    Token (ms) | 205.19 | ..."): each row's candidate, as the tool's console table gives it."""
    out: list[Candidate] = []
    for bi, blk in rows[1:]:
        if blk.cells:
            row = ([blk.cells[0].text], [(cell.text, cell.start) for cell in blk.cells[1:]])
            out.extend(_statistics_row(bi, blk, row, names[1:], "genai-perf"))
    return out


def _statistics_row(bi: int, blk: Block, row: tuple[list[str], list[tuple[str, int]]], columns: list[str],
                    tool: str) -> list[Candidate]:
    """The candidate of one statistics-table row (its label's parts joined), or none where it is not a metric."""
    parts, cells = row
    label = " ".join(parts)
    u = rules.GENAI_PERF_LABEL_UNIT_RE.search(label) if "(" in label else None
    base = re.sub(r"\s+", " ", (label[:u.start()] if u else label).strip().lower())
    metric = rules.GENAI_PERF_LABELS.get(base)
    if not metric:
        return []
    unit = u.group("u") if u else None
    stats: dict[str, tuple[float, int, int]] = {}
    for name, (cell, at) in zip(columns, cells):
        nm = rules.NUM_RE.search(cell)
        if nm:
            stats[name] = (to_float(nm.group(0)), at + nm.start(), at + nm.end())
    if "avg" not in stats:
        return []
    v, s, e = stats["avg"]
    factor = _ms_factor(unit)
    c = Candidate(metric, v * factor, s, e, bi, blk.comment, "genai_perf", statistic="mean", unit_written=unit,
                  tool=tool, sentence=(blk.start, blk.end))
    c.other_stats = {k: val * factor for k, (val, _, _) in stats.items() if k != "avg"}
    c.per_user = base.endswith(rules.PER_USER_LABEL_END)
    if metric in rules.GENAI_PERF_COUNTED:
        c.counting = "tokenizer"  # it counts a response's tokens by tokenizing its text with --tokenizer
    return [c]


# ------------------------------------------------------------------ GuideLLM


def _grouped_cells(line: str, base: int) -> list[Cell]:
    """The cells of one GuideLLM table line, empty ones included: "a| b||" or "| a | b ||"."""
    inner_start, inner = 0, line.rstrip()
    if inner.lstrip().startswith("|"):
        inner_start = line.index("|") + 1
        inner = inner[inner_start:-1] if inner.endswith("|") else inner[inner_start:]
    cells, at = [], base + inner_start
    for part in inner.split("|"):
        text = part.strip()
        lead = len(part) - len(part.lstrip())
        cells.append(Cell(text, at + lead, at + lead + len(text)))
        at += len(part) + 1
    return cells


def _column_names(header: list[list[Cell]]) -> list[tuple[str, str | None, Cell | None]]:
    """Each column's name (its groups joined, lower-case), its statistic and the cell naming its group."""
    width = len(header[-1])
    filled: list[list[Cell | None]] = []
    for row in header:
        if len(row) != width:
            return []
        last: Cell | None = None
        out: list[Cell | None] = []
        for cell in row:
            last = cell if cell.text else last
            out.append(last)
        filled.append(out)
    columns = []
    for ci in range(width):
        parts = [c for row in filled if (c := row[ci]) is not None]
        words = [c.text.lower() for c in parts]
        stat = rules.GUIDELLM_STATS.get(words[-1]) if words else None
        name = " ".join(words[:-1] if stat else words)
        columns.append((name, stat, parts[0] if parts else None))
    return columns


@dataclass
class _Benchmark:
    """One row of a GuideLLM table: the cell naming its benchmark, its figures and the load it states."""

    strategy: Cell
    figures: dict[str, dict[str, tuple[float, int, int]]]  # metric -> statistic -> (value, start, end)
    heads: dict[str, Cell | None]  # metric -> the header cell naming its column group
    concurrency: tuple[float, int, int] | None = None  # the mean concurrency GuideLLM observed
    rate: tuple[float, int, int] | None = None  # the rate the command gave it (later releases print none)


def _guidellm_table(header: list[list[Cell]], rows: list[list[Cell]]) -> list[_Benchmark]:
    """A table's rows that name a benchmark and hold a figure."""
    columns = _column_names(header)
    if not columns:
        return []
    out = []
    for row in rows:
        if len(row) != len(columns):
            continue
        strategy: Cell | None = None
        concurrency: tuple[float, int, int] | None = None
        figures: dict[str, dict[str, tuple[float, int, int]]] = {}
        heads: dict[str, Cell | None] = {}
        for (name, stat, head), cell in zip(columns, row):
            what = next((w for rx, w in rules.GUIDELLM_COLUMNS if rx.search(name)), None)
            num = rules.NUM_RE.fullmatch(cell.text)
            if what == "strategy":
                strategy = cell
            elif what is None or num is None:
                continue
            elif what == "concurrency":
                if stat in (None, "mean"):
                    concurrency = (to_float(num.group(0)), cell.start, cell.end)
            else:
                u = rules.GUIDELLM_UNIT_RE.search(name) if what.endswith("_ms") else None
                factor = _ms_factor(u.group("u") if u else None)
                figures.setdefault(what, {})[stat or "mean"] = (to_float(num.group(0)) * factor, cell.start, cell.end)
                heads.setdefault(what, head)
        if strategy is not None and figures:
            out.append(_Benchmark(strategy, figures, heads, concurrency))
    return out


def _guidellm_tables(text: str, base: int) -> list[list[_Benchmark]]:
    """Every GuideLLM table of a block's text, as its rows."""
    tables: list[list[_Benchmark]] = []
    header: list[list[Cell]] = []
    rows: list[list[Cell]] | None = None
    pos = 0
    for line in text.split("\n"):
        off, pos = pos, pos + len(line) + 1
        if rules.GUIDELLM_END_RE.match(line) or "|" not in line:
            if rows:
                tables.append(_guidellm_table(header, rows))
            header, rows = [], None
        elif rules.MD_TABLE_RULE_RE.match(line):
            rows = [] if header else None
        elif rows is not None:
            rows.append(_grouped_cells(line, base + off))
        else:
            header.append(_grouped_cells(line, base + off))
    if rows:
        tables.append(_guidellm_table(header, rows))
    return [t for t in tables if t]


def guidellm(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of GuideLLM's result tables (rules.GUIDELLM_*): each benchmark's figures with the load it ran at;
    a later release's latency and throughput tables joined row by row. None for another block."""
    text = doc.text[blk.start:blk.end]
    if not any(literal in text for literal in rules.GUIDELLM_LITERALS):
        return None
    tables = _guidellm_tables(text, blk.start)
    if not tables:
        return None
    order = [[r.strategy.text.lower() for r in t] for t in tables]
    rates = _command_rates(doc)
    for table in tables:
        rated = [r for r in table if r.strategy.text.lower() in rules.GUIDELLM_RATED]
        if rates and len(rated) == len(rates):
            for r, rate in zip(rated, rates):
                r.rate = rate
    out: list[Candidate] = []
    for ti, table in enumerate(tables):
        peers = [t for tj, t in enumerate(tables) if tj != ti and order[tj] == order[ti]]  # the same benchmarks
        for ri, row in enumerate(table):
            observed = row.concurrency or next((p[ri].concurrency for p in peers if p[ri].concurrency), None)
            out.extend(_guidellm_row(bi, blk, row, observed))
    return out


def _guidellm_row(bi: int, blk: Block, row: _Benchmark, observed: tuple[float, int, int] | None) -> list[Candidate]:
    """The candidates of one GuideLLM benchmark: a metric's mean (else its median) as headline."""
    cell = row.strategy
    m = rules.GUIDELLM_STRATEGY_RE.fullmatch(cell.text)
    strategy = m.group("s").lower() if m else None
    x = m is not None and m.group("x") is not None  # "@0.50"
    seconds = _latency_in_seconds(row.figures)
    end = max(e for stats in row.figures.values() for _, _, e in stats.values())
    out = []
    for metric, stats in row.figures.items():
        if metric == "e2e_latency_ms" and seconds:
            stats = {k: (v * 1000.0, s, e) for k, (v, s, e) in stats.items()}
        stat = next(k for k in rules.GUIDELLM_STATS.values() if k in stats)
        v, s, e = stats[stat]
        c = Candidate(metric, v, s, e, bi, blk.comment, "guidellm", statistic=stat, basis="aggregate",
                      basis_stated=True, unit_written=None, tool="guidellm", sentence=(cell.start, end))
        head = row.heads.get(metric)
        c.metric_span = (head.start, head.end) if head is not None else None
        c.other_stats = {k: val for k, (val, _, _) in stats.items() if k != stat}
        if m is not None:
            strategy_load(c, m, cell.start)
        if strategy in rules.GUIDELLM_RATED and not x and row.rate:
            c.offered_rate = row.rate
        if observed is not None and strategy != "synchronous":
            c.config["observed_concurrency"] = observed
        if metric == "e2e_latency_ms" and seconds:
            c.notes.append(rules.GUIDELLM_SECONDS_NOTE)
        if strategy in rules.GUIDELLM_NOTES:
            c.notes.append(rules.GUIDELLM_NOTES[strategy] + (
                "" if x or strategy == "throughput" else "; the rate is the command's, in order" if row.rate
                else "; its table does not print the rate"))
        out.append(c)
    return out


def strategy_load(c: Candidate, m: re.Match[str], base: int) -> None:
    """Give a candidate the load its GuideLLM benchmark's name states (rules.GUIDELLM_STRATEGY_RE, matched at base):
    "synchronous" one request at a time, "concurrent@8" eight streams, "constant@2.10" that offered rate (req/s),
    "throughput" every request at once."""
    strategy, x = m.group("s").lower(), m.group("x")
    if strategy == "synchronous":
        c.basis, c.basis_stated, c.concurrency, c.concurrency_span = "single_stream", True, 1, (
            base + m.start("s"), base + m.end("s"))
    elif strategy == "concurrent" and x:
        c.concurrency, c.concurrency_span = to_int(x), (base + m.start("x"), base + m.end("x"))
        c.basis, c.basis_stated = "single_stream" if c.concurrency == 1 else "aggregate", True
    else:
        c.basis, c.basis_stated = "aggregate", True
        if x:
            c.offered_rate = (to_float(x), base + m.start("x"), base + m.end("x"))


def _command_rates(doc: Document) -> list[tuple[float, int, int]]:
    """The rates of the page's one GuideLLM command with a --rate list, each with its place; none otherwise."""
    found = list(rules.GUIDELLM_RATES_RE.finditer(doc.text))
    if len(found) != 1:
        return []
    m = found[0]
    return [(to_float(n.group(0)), m.start("r") + n.start(), m.start("r") + n.end())
            for n in re.finditer(r"\d+(?:\.\d+)?", m.group("r"))]


def _latency_in_seconds(figures: dict[str, dict[str, tuple[float, int, int]]]) -> bool:
    """Whether a row's request latency, headed in ms, is below its time to first token (so in seconds)."""
    latency, ttft = figures.get("e2e_latency_ms"), figures.get("ttft_ms")
    if not latency or not ttft:
        return False
    first = next(k for k in rules.GUIDELLM_STATS.values() if k in latency)
    return first in ttft and latency[first][0] < ttft[first][0]


# ------------------------------------------------------------------ EvalScope


def evalscope_perf(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of EvalScope's perf summary (rules.EVALSCOPE_*): each average with the run's concurrency and whole
    mean lengths, the percentile table's figures as its other statistics; None for another block."""
    text = doc.text[blk.start:blk.end]
    if rules.EVALSCOPE_LITERAL not in text:
        return None
    out: list[Candidate] = []
    context: dict[str, tuple[float, int, int]] = {}
    for m in rules.EVALSCOPE_ROW_RE.finditer(text):
        label, unit = _bench_label(m.group("label"))
        s, e = blk.start + m.start("v"), blk.start + m.end("v")
        if label in rules.EVALSCOPE_CONTEXT:
            context[rules.EVALSCOPE_CONTEXT[label]] = (to_float(m.group("v")), s, e)
        elif label in rules.EVALSCOPE_LABELS:
            metric = rules.EVALSCOPE_LABELS[label]
            c = Candidate(metric, round(to_float(m.group("v")) * _ms_factor(unit), 6), s, e, bi, blk.comment, "evalscope",
                          statistic="mean", unit_written=unit, tool="evalscope",
                          sentence=(blk.start + m.start(), blk.start + m.end()))
            c.metric_span = (blk.start + m.start("label"), blk.start + m.end("label"))
            out.append(c)
    percentiles = _percentile_table(text)
    for c in out:
        if "concurrency" in context:
            v, s, e = context["concurrency"]
            c.concurrency, c.concurrency_span, c.basis_stated = int(v), (s, e), True
            c.basis = "single_stream" if c.concurrency == 1 else "aggregate"
        for key in ("input_len", "output_len"):
            if key in context and context[key][0].is_integer():
                c.workload[key] = (int(context[key][0]), context[key][1], context[key][2])
        c.other_stats.update(percentiles.get(c.metric, {}))
    return out or None


def _percentile_table(text: str) -> dict[str, dict[str, float]]:
    """EvalScope's percentile table: metric -> {"p50": value in ms, ...}."""
    out: dict[str, dict[str, float]] = {}
    columns: list[str | None] | None = None
    for line in text.split("\n"):
        if not line.lstrip().startswith("|"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0].lower() == "percentile":
            columns = [rules.EVALSCOPE_PERCENTILE_COLUMNS.get(c.lower()) for c in cells]
            continue
        pm = rules.EVALSCOPE_PERCENTILE_ROW_RE.match(cells[0])
        if columns is None or pm is None or len(cells) != len(columns):
            continue
        for metric, cell in zip(columns, cells):
            if metric and rules.NUM_RE.fullmatch(cell):
                out.setdefault(metric, {})[f"p{int(pm.group('p'))}"] = round(to_float(cell) * 1000.0, 6)
    return out


# ------------------------------------------------------------------ TensorRT-LLM's gptManagerBenchmark


def one_batch_server(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of SGLang's bench_one_batch_server console output (rules.ONE_BATCH_SERVER_*): each run's latency,
    TTFT, prefill and decode throughput, at its batch size as the load, with its lengths; None for another block."""
    text = doc.text[blk.start:blk.end]
    if not all(gate in text for gate in rules.ONE_BATCH_SERVER_GATE):
        return None
    runs = list(rules.ONE_BATCH_SERVER_RUN_RE.finditer(text))
    out: list[Candidate] = []
    for run, nxt in zip(runs, [*runs[1:], None]):
        end = nxt.start() if nxt is not None else len(text)
        size = to_int(run.group("n"))
        lengths: dict[str, tuple[int, int, int]] = {}
        heads: list[Candidate] = []
        for m in rules.ONE_BATCH_SERVER_LINE_RE.finditer(text, run.end(), end):
            key, s, e = m.group("k"), blk.start + m.start("v"), blk.start + m.end("v")
            if key in ("input_len", "output_len"):
                lengths[key] = (to_int(m.group("v")), s, e)
                continue
            metric = rules.ONE_BATCH_SERVER_KEYS[key]
            factor = _ms_factor(m.group("u")) if rules.CANONICAL_UNIT[metric] == "ms" else 1.0
            c = Candidate(metric, round(to_float(m.group("v")) * factor, 6), s, e, bi, blk.comment, "one_batch",
                          statistic="single_run", basis="single_stream" if size == 1 else "aggregate",
                          basis_stated=True, unit_written=m.group("u"), tool=rules.ONE_BATCH_SERVER_TOOL,
                          sentence=(blk.start + m.start(), blk.start + m.end()))
            c.metric_span = (blk.start + m.start("k"), blk.start + m.end("k"))
            c.concurrency = size
            c.concurrency_span = (blk.start + run.start("n"), blk.start + run.end("n"))
            # its own batch size, not the first of the command's list ("--batch-size 1 16")
            c.config["batch_size"] = (size, *c.concurrency_span)
            heads.append(c)
        for c in heads:
            c.workload.update(lengths)
        out.extend(heads)
    return out or None


def gptmanager(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of TensorRT-LLM's gptManagerBenchmark report (rules.GPTMANAGER_*): the throughputs and each mean
    latency as headlines, the other statistics of a latency attached to its mean, the load from the run's command
    (in the block, else the page's one); None for another block."""
    text = doc.text[blk.start:blk.end]
    if rules.GPTMANAGER_LITERAL not in text:
        return None
    heads: list[Candidate] = []
    stats: list[Candidate] = []
    for m in rules.GPTMANAGER_LINE_RE.finditer(text):
        spec = rules.GPTMANAGER_KEYS.get(m.group("k"))
        if spec is None:
            continue
        metric, statistic, headline = spec
        c = Candidate(metric, to_float(m.group("v")), blk.start + m.start("v"), blk.start + m.end("v"), bi,
                      blk.comment, "gptmanager", statistic=statistic, unit_written=m.group("u"),
                      tool="gptManagerBenchmark", sentence=(blk.start + m.start(), blk.start + m.end()))
        c.metric_span = (blk.start + m.start("k"), blk.start + m.end("k"))
        (heads if headline else stats).append(c)
    if not heads:
        return None
    attach_other_stats(heads, stats)
    command = _gptmanager_command(doc, blk)
    load: dict[str, tuple[str, int, int]] = {}  # flag -> (its value as written, where it stands)
    if command is not None:
        for f in rules.GPTMANAGER_FLAG_RE.finditer(doc.text, command.start(), command.end()):
            load[f.group("k")] = (f.group("v") or "", f.start("v"), f.end("v"))
    concurrency, rate, streaming = load.get("concurrency"), load.get("request_rate"), load.get("streaming")
    streamed = streaming is not None and streaming[0] not in ("false", "0")
    for c in heads:
        c.basis, c.basis_stated = "aggregate", True
        if command is not None:
            c.engine = ("tensorrt-llm", command.start(), command.start() + len("gptManagerBenchmark"))
        if concurrency is not None and concurrency[0].isdigit():
            c.concurrency, c.concurrency_span = to_int(concurrency[0]), concurrency[1:]
            c.basis = "single_stream" if c.concurrency == 1 else "aggregate"
        elif rate is not None and rate[0][:1].isdigit() and to_float(rate[0]) > 0:  # a rate <= 0 sends all at once
            c.offered_rate = (to_float(rate[0]), rate[1], rate[2])
        elif command is not None:
            c.notes.append(rules.GPTMANAGER_ALL_AT_ONCE_NOTE)
        if c.metric == "output_tok_s":
            c.counting = "engine_reported"
        if c.metric in rules.GPTMANAGER_NOTES:
            c.notes.append(rules.GPTMANAGER_NOTES[c.metric])
        if c.metric in ("ttft_ms", "itl_ms") and command is not None and not streamed:
            c.notes.append(rules.GPTMANAGER_NOT_STREAMED_NOTE)
    return sorted(heads, key=lambda c: c.start)


def _gptmanager_command(doc: Document, blk: Block) -> re.Match[str] | None:
    """The gptManagerBenchmark command of a report: the one in its block, else the page's one."""
    found = rules.GPTMANAGER_COMMAND_RE.search(doc.text, blk.start, blk.end)
    if found is not None:
        return found
    commands = list(rules.GPTMANAGER_COMMAND_RE.finditer(doc.text))
    return commands[0] if len(commands) == 1 else None


def llmperf(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of an LLMPerf result summary (results_* keys), or None."""
    text = doc.text[blk.start:blk.end]
    hits = list(rules.LLMPERF_KEY_RE.finditer(text))
    if not hits:
        return None
    out: list[Candidate] = []
    conc = rules.LLMPERF_CONCURRENCY_RE.search(doc.text)
    for m in hits:
        spec = rules.LLMPERF_KEYS.get(m.group("k"))
        if not spec:
            continue
        metric, stat, factor = spec
        c = Candidate(metric, to_float(m.group("v")) * factor, blk.start + m.start("v"), blk.start + m.end("v"), bi,
                      blk.comment, "llmperf", statistic=stat, unit_written=m.group("k"), tool="llmperf",
                      sentence=(blk.start, blk.end))
        c.metric_span = (blk.start + m.start("k"), blk.start + m.end("k"))
        if metric in rules.LLMPERF_COUNTED:
            c.counting = "tokenizer"  # it counts the responses' tokens with its own tokenizer
        if conc:
            g = "n" if conc.group("n") else "n2"
            n = to_int(conc.group(g))
            c.concurrency, c.concurrency_span = n, (conc.start(g), conc.end(g))
            c.basis, c.basis_stated = ("single_stream" if n == 1 else "aggregate"), True
        out.append(c)
    return _fold_percentiles(out)


def _fold_percentiles(cands: list[Candidate]) -> list[Candidate]:
    """A summary's figures with each percentile kept as its metric's headline's other statistic: the mean, else the
    median (p50), else the first given."""
    heads: dict[str, Candidate] = {}
    for c in cands:
        held = heads.get(c.metric)
        if c.statistic in ("mean", "single_run") or (c.statistic == "p50" and (held is None or held.statistic != "mean")):
            heads[c.metric] = c
        heads.setdefault(c.metric, c)
    stats = [c for c in cands if c is not heads[c.metric] and c.statistic.startswith("p")]
    attach_other_stats(list(heads.values()), stats)
    return [c for c in cands if not any(c is s for s in stats)]


def bench_json(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of the JSON result a serving benchmark saves (vLLM's --save-result, SGLang's --output-file): each
    run's mean figures as headlines with their medians and percentiles, its max_concurrency and num_prompts; None
    where the block is not one."""
    text = doc.text[blk.start:blk.end]
    if not any(gate in text for gate in rules.BENCH_JSON_GATE):
        return None
    bounds = [0] + [m.start() + 1 for m in rules.BENCH_JSON_OBJECT_SPLIT_RE.finditer(text)] + [len(text)]
    out: list[Candidate] = []
    for a, b in zip(bounds, bounds[1:]):
        section: list[Candidate] = []
        context: dict[str, tuple[float, int, int]] = {}
        for m in rules.BENCH_JSON_KEY_RE.finditer(text, a, b):
            key = m.group("k")
            s, e = blk.start + m.start("v"), blk.start + m.end("v")
            if key in rules.BENCH_JSON_CONTEXT:
                context[rules.BENCH_JSON_CONTEXT[key]] = (to_float(m.group("v")), s, e)
                continue
            spec = rules.BENCH_JSON_KEYS.get(key)
            if spec is None:
                continue
            metric, stat, headline = spec
            c = Candidate(metric, to_float(m.group("v")), s, e, bi, blk.comment, "bench_serving", statistic=stat,
                          basis="aggregate", basis_stated=True, unit_written=key, tool="bench_serving",
                          sentence=(blk.start, blk.end))
            c.cue = None if headline else f"stat:{stat}"
            c.metric_span = (blk.start + m.start("k"), blk.start + m.end("k"))
            section.append(c)
        out.extend(_finish_bench(section, context, True))
    return out or None


# ------------------------------------------------------------------ tables


def _cell_number(text: str) -> tuple[float, float | None, int, int, str | None] | None:
    """The leading number of a cell (with a ± deviation and a k suffix), its span and any unit written in it."""
    m = rules.CELL_NUMBER_RE.match(text)
    if not m:
        return None
    pm = to_float(m.group("pm")) if m.group("pm") else None
    return to_float(m.group("n"), m.group("k")), pm, m.start("n"), m.end("k") if m.group("k") else m.end("n"), m.group("u")


def _cell_range(text: str) -> tuple[float, float] | None:
    """The min and max a cell writes in brackets after its figure ("41.7 (41.2–42.0)"), or None."""
    m = rules.CELL_NUMBER_RE.match(text) if "(" in text else None
    return (to_float(m.group("lo")), to_float(m.group("hi"))) if m and m.group("lo") else None


def _header_metric(text: str) -> tuple[str | None, str | None, bool]:
    """The metric a header names, its unit as written, and whether the token kind was explicit (a footnote mark
    after it, "Output tok/s¹", is not part of it)."""
    text = rules.FOOTNOTE_MARK_RE.sub("", text)
    if rules.RATIO_HEADER_RE.match(text) or rules.RATE_VALUE_HEADER_RE.match(text):  # (a ratio, a load's rate)
        return None, None, False
    if rules.TOKEN_LATENCY_HEADER_RE.match(text):
        return "tpot_ms", None, True
    written = [rules.UNIT_PER_USER_TAIL_RE.sub("", (um.group("u") or um.group("u2") or um.group("u3")
                                                    or um.group("u4") or "").strip())
               for um in rules.TABLE_UNIT_IN_HEADER_RE.finditer(text)]  # ("tok/s/user": a rate per user, in tok/s)
    written = [rules.HEADER_UNIT_ALIASES.get(w.lower(), w) for w in written]
    # the first unit it writes; a bracket naming no unit ("(k=3)") gives way to one that does, and a bracket of a
    # statistic and a unit gives its unit ("(median, s)")
    parts = [p.strip() for w in written for p in (w, *w.split(",")[1:])]
    unit = next((w for w in parts if " ".join(w.lower().split()) in rules.UNIT_SPELLINGS),
                written[0] if written else None)
    canon = rules.UNIT_SPELLINGS.get(unit.lower()) if unit else None
    words = [m.group("w") for m in rules.METRIC_WORD_RE.finditer(text)]
    for w in words:
        metric = metric_of_word(w)
        # not a metric of another unit, named to define the column ("tok/s/user (1/TPOT)")
        if metric and (canon is None or rules.CANONICAL_UNIT[metric] == canon[0]):
            if metric == "decode_tok_s" and rules.SUMMED_DECODE_LABEL_RE.search(text):
                return "output_tok_s", unit, True  # generation summed over the users: "aggregate gen (tok/s)"
            return metric, unit, True
    low = text.lower()
    if (restated := rules.KIND_BRACKET_TAIL_RE.search(low)) is not None:  # "total tokens/s (in+out)"
        low = low[:restated.start()]
    bare = rules.BRACKETED_UNIT_TAIL_RE.sub("", low).strip()
    if bare == low and unit and low.endswith(unit.lower()):  # "input tok/s": the unit written after a kind word
        bare = low[:-len(unit)].strip()
    if not bare and canon is not None and canon[0] in rules.CAPTION_UNIT_METRICS:  # "RPS": a unit naming its metric
        return rules.CAPTION_UNIT_METRICS[canon[0]], unit, True
    # a header of a token kind alone over its unit: "Prompt (tok/s)", "Output, ток/с"
    named = rules.HEADER_METRIC_NAMES.get(bare) or (rules.SHORT_HEADER_KINDS.get(bare) if bare != low else None)
    if named is None and bare != low and bare:  # "SGLang output, ток/с": the kind its last word names
        named = rules.UNIT_KIND_WORDS.get(bare.split()[-1])
    if named is not None and canon is not None and rules.CANONICAL_UNIT[named] == canon[0]:
        return named, unit, True
    if named is None and canon is None and (em := rules.ENGINE_RE.match(bare)) is not None:
        # an engine's column of a token kind alone, its unit in the caption: "MLX prompt | llama.cpp prompt"
        kind = rules.HEADER_METRIC_NAMES.get(bare[em.end():].strip())
        if kind is not None and rules.CANONICAL_UNIT[kind] == "tok/s":
            return kind, unit, True
    if canon is None and unit and "throughput" in low:  # "Throughput (output)": its bracket names the kind
        kind = rules.THROUGHPUT_BRACKET_KINDS.get(unit.lower().replace(" ", ""))
        if kind is not None:
            return kind, None, True
    if any(w in low for w in rules.BARE_THROUGHPUT_WORDS) or (canon and canon[0] == "tok/s"):
        return "unspecified_tok_s", unit, False
    return None, unit, False


def check_figure_count(count: int) -> None:
    """ExtractError in one line once a page has given more than rules.MAX_FIGURES figures."""
    if count > rules.MAX_FIGURES:
        raise ExtractError(f"the page holds more than {rules.MAX_FIGURES:,} figures (the most read from one "
                           "source); refused rather than cut short")


def tables(doc: Document, tools: set[str]) -> tuple[list[Candidate], set[int]]:
    """Candidates of every table of the page (llama-bench tables and tables with metric headers)."""
    by_table: dict[int, list[tuple[int, Block]]] = {}
    for bi, blk in enumerate(doc.blocks):
        if blk.kind == "row" and blk.table is not None:
            by_table.setdefault(blk.table, []).append((bi, blk))
    out: list[Candidate] = []
    used: set[int] = set()
    for rows in by_table.values():
        header = rows[0][1]
        names = [c.text.strip().lower() for c in header.cells]
        try:
            key_value = _key_value_rows(rows)
            if all(h in names for h in rules.LLAMA_HEADERS):
                found = _llama_bench(doc, rows, names)
            elif tuple(names[:3]) == rules.TGI_BENCH_HEADERS:
                found = _tgi_table(rows)
            elif names and names[0] in rules.GENAI_PERF_COLUMNS_LABELS and "avg" in names[1:]:
                found = _statistics_table(rows, names)
            elif key_value is not None:
                found = _key_value_table(*key_value, tools)
            else:
                found = _metric_table(doc, rows, names, tools)
        except ImplausibleNumber:  # a cell no table of figures has
            continue
        if found:
            used.update(bi for bi, _ in rows)
        out.extend(found)
        check_figure_count(len(out))
    return out, used


def _table_unit(metric: str, written: str | None, tool: str | None,
                in_cell: bool = False) -> tuple[str, float, list[str]] | None:
    """The metric of a table figure, the factor to its canonical unit, and notes on how the unit was read, from the
    unit written in its cell or header (else the metric's own, or for a latency the tool's); None when the written
    unit is not the metric's, or is a unit of no known spelling written in the cell ("312 tok/s/user" under a
    latency, "936 GB/s" in a row of spec bandwidths)."""
    notes: list[str] = []
    canon = rules.UNIT_SPELLINGS.get(" ".join(written.lower().split())) if written else None
    expected = rules.CANONICAL_UNIT[metric]
    if canon is None:
        if in_cell and written:
            return None
        if expected == "ms":
            if not tool:
                return None
            canon = (rules.TOOL_UNITS.get(tool, {}).get("latency", "ms"), 1.0)
            notes.append(f"the table gives no unit; ms inferred from the tool ({tool})")
        else:
            canon = (expected, 1.0)
            notes.append("the table gives no unit; " + expected + " inferred from the header's metric"
                         + (f" and the tool ({tool})" if tool else ""))
    if canon[0] != expected:
        if expected == "tok/s" and canon[0] == "req/s":
            return "req_s", canon[1], notes
        return None
    return metric, canon[1], notes


@dataclass
class _KvColumn:
    """What a later header cell of a table of one metric a row says of its column's figures."""

    engine: tuple[str, int, int] | None = None
    version: tuple[str, int, int] | None = None
    load: tuple[int, int, int] | None = None  # the concurrency or batch size, with the header cell's span
    # the span of its header cell where that may name the column's accelerator ("8x H200") or degrees ("vLLM TP8")
    hardware: tuple[int, int] | None = None


def _kv_column(cell: Cell, loads: bool) -> _KvColumn | None:
    """A later header cell of a table of one metric a row: a value word, an engine (with its release), a release
    ("0.4.7", "v0.4.6.post5"), or with loads (the first header names them) or a word of its own a load, an
    accelerator, or a setting the column ran with or without; None else."""
    if rules.KV_VALUE_HEADER_RE.match(cell.text):
        return _KvColumn()
    version, engine = _cell_version(cell, cell, None)[0], _table_engine(cell)  # "0.4.7"; an engine the cell names
    if version is None and engine is not None:  # "SGLang 0.4.7": the release written after the engine's name
        off = engine[2] - cell.start
        named = rules.ENGINE_VERSION_AFTER_RE.match(cell.text[off:])
        if named is not None:
            version = (named.group("v"), cell.start + off + named.start("v"), cell.start + off + named.end("v"))
    if engine is not None or version is not None:
        return _KvColumn(engine=engine, version=version, hardware=(cell.start, cell.end))
    load = rules.KV_LOAD_HEADER_RE.match(cell.text) if loads or rules.KV_NAMED_LOAD_HEADER_RE.match(cell.text) else None
    if load is not None:
        return _KvColumn(load=(int(load.group("n")), cell.start + load.start("n"), cell.start + load.end("n")))
    named = rules.KV_ACCELERATOR_HEADER_RE.match(cell.text)
    if named is not None and accelerator_id(named.group("name"))[0] is not None:
        return _KvColumn(hardware=(cell.start, cell.end))
    if rules.KV_SETTING_HEADER_RE.match(cell.text):  # "no prefix caching | --enable-prefix-caching"
        return _KvColumn()
    return None


def _key_value_rows(rows: list[tuple[int, Block]]) -> tuple[list[tuple[int, Block]], dict[int, _KvColumn]] | None:
    """The rows of a table of one metric a row, named in its first cell, and what each later column names (an
    engine, a release, a load): under a "Metric | Value" (or "Metric | vLLM | SGLang", "Metric | 0.4.6 | 0.4.7 |
    Δ", "Concurrency → | 1 | 8 | 32") header, or with no header at all; None for another table."""
    header = rows[0][1]
    if len(header.cells) < 2:
        return None
    first = header.cells[0].text
    loads = rules.KV_LOAD_LABEL_HEADER_RE.match(first) is not None
    if loads or rules.KV_LABEL_HEADER_RE.match(first):
        columns: dict[int, _KvColumn] = {}
        for ci, cell in enumerate(header.cells[1:], 1):
            if rules.KV_CHANGE_HEADER_RE.match(cell.text):
                continue
            column = _kv_column(cell, loads)
            if column is None:
                return None
            columns[ci] = column
        if columns and (not loads or all(c.load for c in columns.values())) and (first.strip() or any(
                blk.cells and _header_metric(blk.cells[0].text)[0] for _, blk in rows[1:])):
            return rows[1:], columns  # (a blank corner over rows of setups, not of metrics: a table of figures)
        return None
    if first.strip() and not any(c.text.strip() for c in header.cells[1:]) and any(
            len(blk.cells) > 1 and _header_metric(blk.cells[0].text)[0] for _, blk in rows[1:]):
        span = (header.cells[0].start, header.cells[0].end)  # "Full run: 4 x A10G, TP=1 |  ": the run the rows measure
        return rows[1:], {ci: _KvColumn(hardware=span) for ci in range(1, len(header.cells))}
    if not header.header_row and not any(c.header for c in header.cells) and _header_metric(header.cells[0].text)[0] \
            and _cell_number(header.cells[1].text):
        return rows, {ci: _KvColumn() for ci in range(1, len(header.cells))}
    return None


def _key_value_table(rows: list[tuple[int, Block]], columns: dict[int, _KvColumn], tools: set[str]
                     ) -> list[Candidate]:
    """Candidates of a table of one metric a row ("Mean TPOT (ms) | 21.4"): one per numeric cell after the first; a
    percentile row after its metric's mean row gives the mean another statistic."""
    tool = next(iter(sorted(tools)), None)
    out: list[Candidate] = []
    means: dict[tuple[int, str], Candidate] = {}  # (column, metric): its mean so far
    for bi, blk in rows:
        check_figure_count(len(out))
        if len(blk.cells) < 2:
            continue
        label = blk.cells[0]
        named, unit, explicit = _header_metric(label.text)
        if not named:
            continue
        for ci, cell in enumerate(blk.cells[1:], 1):
            column = columns.get(ci)
            num = _cell_number(cell.text) if column is not None else None
            if num is None or column is None:  # a change column ("Δ") has none
                continue
            value, pm, s, e, cell_unit = num
            read = _table_unit(named, cell_unit or unit, tool, in_cell=bool(cell_unit))
            if read is None:
                continue
            metric, factor, notes = read
            c = Candidate(metric, value * factor, cell.start + s, cell.start + e, bi, blk.comment, "table",
                          statistic=_header_stat(label.text), unit_written=cell_unit or unit, tool=tool,
                          sentence=(blk.start, blk.end), kind_explicit=explicit, notes=notes)
            c.metric_span = (label.start, label.end)
            c.stdev = pm
            c.engine, c.version = column.engine, column.version
            c.column = column.hardware
            basis = _header_basis(label.text)
            if basis is not None:  # "Output throughput per node (tok/s)"
                c.basis, c.basis_stated = basis, True
            if column.load is not None:
                c.concurrency, c.concurrency_span = column.load[0], column.load[1:]
                c.basis = "single_stream" if c.concurrency == 1 else "aggregate"
            if _kept_beside(means.get((ci, metric)), c):  # "P99 TTFT (ms) | 2,310" under "Mean TTFT (ms) | 612"
                continue
            if c.statistic == "mean":
                means[(ci, metric)] = c
            out.append(c)
    return out


def _llama_bench(doc: Document, rows: list[tuple[int, Block]], names: list[str]) -> list[Candidate]:
    """llama-bench rows: pp<N> is prefill, tg<N> decode, pp<N>+tg<M> the combined rate; single stream, t/s ± sd."""
    out: list[Candidate] = []
    ti, vi = names.index("test"), names.index("t/s")
    for bi, blk in rows[1:]:
        if len(blk.cells) <= max(ti, vi):
            continue
        test, cell = blk.cells[ti], blk.cells[vi]
        tm = rules.LLAMA_TEST_RE.match(test.text.strip())
        num = _cell_number(cell.text)
        if not tm or not num or not (tm.group("pp") or tm.group("tg")):
            continue
        value, pm, s, e, _ = num
        pp, tg = tm.group("pp"), tm.group("tg")
        metric = "total_tok_s" if pp and tg else ("prefill_tok_s" if pp else "decode_tok_s")
        c = Candidate(metric, value, cell.start + s, cell.start + e, bi, blk.comment, "llama_bench", statistic="mean",
                      basis="single_stream", unit_written="t/s", tool="llama-bench", sentence=(blk.start, blk.end))
        c.metric_span = (test.start, test.end)
        c.stdev = pm
        if pp:
            at = test.start + test.text.find(pp)
            c.workload["input_len"] = (to_int(pp), at, at + len(pp))
        if tg:
            at = test.start + test.text.find(tg, test.text.find("tg"))
            c.workload["output_len"] = (to_int(tg), at, at + len(tg))
        if pp and tg:
            c.notes.append("combined prompt+generation test: neither a pure prefill nor a pure decode rate")
        if pm is not None and value and pm / value > 0.15:
            c.notes.append(f"the deviation ± {pm:g} is {pm / value:.0%} of the mean: the figure is not precise")
        for ci, name in enumerate(names):
            if ci < len(blk.cells) and name in ("backend", "ngl", "n_gpu_layers", "fa", "threads"):
                cl = blk.cells[ci]
                c.config[name] = (_cfg(cl.text), cl.start, cl.end)
            if ci < len(blk.cells) and name == "model":
                cl = blk.cells[ci]
                c.config["model_row"] = (cl.text, cl.start, cl.end)
        c.engine = ("llama.cpp", test.start, test.end)
        c.notes.append("engine inferred from the llama-bench table format")
        out.append(c)
    return out


def llama_bench_text(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of a markdown table pasted as text (a code block): llama-bench's, or one with metric headers."""
    text = doc.text[blk.start:blk.end]
    if text.count("|") < 4:
        return None
    rows: list[tuple[int, Block]] = []
    names: list[str] | None = None
    found: list[Candidate] = []  # of every table of the block (several may follow each other, each after its command)
    pos = 0
    for line in text.split("\n"):
        off, pos = pos, pos + len(line) + 1
        if not rules.PIPE_ROW_RE.match(line):
            if names is not None and len(rows) >= 2:
                found.extend(_text_table(doc, rows, names))
            if names is not None:
                rows, names = [], None
            continue
        if rules.MD_TABLE_RULE_RE.match(line):
            continue
        cells = split_pipes(doc.text, blk.start + off, blk.start + off + len(line))
        if names is None:
            low = [c.text.strip().lower() for c in cells]
            if all(h in low for h in rules.LLAMA_HEADERS) or any(_header_metric(c.text)[0] for c in cells):
                names = low
                rows.append((bi, _line_row(blk, off, line, cells, header=True)))
            continue
        rows.append((bi, _line_row(blk, off, line, cells)))
    if names is not None and len(rows) >= 2:
        found.extend(_text_table(doc, rows, names))
    return found or None


def _line_row(blk: Block, off: int, line: str, cells: list[Cell], header: bool = False) -> Block:
    """A table row of a code block's line (the line at offset off of the block), with its cells."""
    return Block("row", blk.start + off, blk.start + off + len(line), cells=cells, comment=blk.comment, header_row=header)


def _text_table(doc: Document, rows: list[tuple[int, Block]], names: list[str]) -> list[Candidate]:
    """Candidates of one markdown table pasted as text: llama-bench's, or one with metric headers."""
    if all(h in names for h in rules.LLAMA_HEADERS):
        return _llama_bench(doc, rows, names)
    return _metric_table(doc, rows, names, set())


def kv_run_lines(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of a script's result lines (rules.KV_*): each metric of the summary line ("avg: TTFT=0.412 s
    decode=19.84 tok/s") with its statistic and the runs' values of the same metric as its reruns; None for a block of
    no summary line."""
    text = doc.text[blk.start:blk.end]
    if "=" not in text:
        return None
    runs: dict[str, list[float]] = {}
    out: list[Candidate] = []
    pos = 0
    for line in text.split("\n"):
        off, pos = pos, pos + len(line) + 1
        run, summary = rules.KV_RUN_LINE_RE.match(line), rules.KV_SUMMARY_LINE_RE.match(line)
        if run is None and summary is None:
            continue
        load = None
        if summary is not None and summary.group("note"):  # "avg (4 concurrent):"
            lm = rules.CONCURRENCY_RE.search(summary.group("note"))
            load = to_load(lm.group(load_group(lm))) if lm else None
        for m in _kv_figures(line):
            named = rules.KV_TPS_KEY_METRICS.get(m.group("k").lower()) if m.re is rules.KV_TPS_FIGURE_RE else None
            metric = named or metric_of_word(m.group("k")) or rules.KV_KEY_METRICS.get(m.group("k").lower())
            if metric is None:
                continue
            unit = "tok/s" if named else m.group("u")
            canon, factor = rules.UNIT_SPELLINGS.get(unit.lower(), (None, 1.0))
            if canon != rules.CANONICAL_UNIT[metric]:
                continue
            value = round(to_float(m.group("v")) * factor, 6)
            if summary is None:
                runs.setdefault(metric, []).append(value)
                continue
            s, e = blk.start + off + m.start("v"), blk.start + off + m.end("v")
            c = Candidate(metric, value, s, e, bi, blk.comment, "kv_runs",
                          statistic=rules.KV_SUMMARY_STATISTICS[summary.group("s").lower()], unit_written=unit,
                          sentence=(blk.start + off, blk.start + off + len(line)))
            c.metric_span = (blk.start + off + m.start("k"), blk.start + off + m.end("k"))
            if load is not None:
                c.concurrency, c.basis = load, "single_stream" if load == 1 else "aggregate"
                c.per_user = bool(rules.KV_PER_USER_BEFORE_RE.search(line, 0, m.start()))
            elif len(runs.get(metric, ())) >= 2:
                c.reruns = list(runs[metric])
            out.append(c)
        if summary is not None:  # the runs above a summary are its own; a later summary sums up later runs
            runs = {}
    if not out and "_tps" in text and not any(rules.KV_RUN_LINE_RE.match(x) or rules.KV_SUMMARY_LINE_RE.match(x)
                                               for x in text.split("\n")):
        return _tps_lines(blk, bi, text)
    return out or None


def _tps_lines(blk: Block, bi: int, text: str) -> list[Candidate] | None:
    """Candidates of a script's own result lines that name their rates' unit in their keys, one run a line ("[8B]
    prompt_tokens=1021 prefill_tps=779.4 decode_tps=34.04"); None for a block of none."""
    out: list[Candidate] = []
    pos = 0
    for line in text.split("\n"):
        off, pos = pos, pos + len(line) + 1
        for m in rules.KV_TPS_FIGURE_RE.finditer(line) if "_tps" in line else ():
            metric = rules.KV_TPS_KEY_METRICS.get(m.group("k").lower())
            if metric is None:
                continue
            c = Candidate(metric, to_float(m.group("v")), blk.start + off + m.start("v"), blk.start + off + m.end("v"),
                          bi, blk.comment, "kv_runs", statistic="single_run", unit_written="tok/s",
                          sentence=(blk.start + off, blk.start + off + len(line)))
            c.metric_span = (blk.start + off + m.start("k"), blk.start + off + m.end("k"))
            out.append(c)
    return out or None


def _kv_figures(line: str) -> list[re.Match[str]]:
    """The key=value figures of a script's result line, in line order: those with a unit after the value, and the
    rates whose key names their unit ("prompt_tps=81.644")."""
    found = list(rules.KV_FIGURE_RE.finditer(line))
    if "_tps" in line:
        found = sorted(found + list(rules.KV_TPS_FIGURE_RE.finditer(line)), key=lambda m: m.start())
    return found


def aligned_table_text(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of a table pasted as text with its columns aligned by spaces (a code block): a header line among
    the block's first naming a metric in a column after the first, then rows of as many columns."""
    text = doc.text[blk.start:blk.end]
    if "|" in text or "  " not in text:
        return None
    rows: list[tuple[int, Block]] = []
    names: list[str] | None = None
    pos = 0
    for k, line in enumerate(text.split("\n")):
        off, pos = pos, pos + len(line) + 1
        if names is None and k >= rules.ALIGNED_HEADER_LINES:
            return None
        if names is not None and rules.ALIGNED_RULE_RE.match(line):
            if len(rows) > 1:
                break
            continue
        cells = split_aligned(doc.text, blk.start + off, blk.start + off + len(line))
        if names is None:
            if len(cells) >= 3 and any(_header_metric(c.text)[0] for c in cells[1:]):
                names = [c.text.lower() for c in cells]
                rows.append((bi, _line_row(blk, off, line, cells, header=True)))
            continue
        if len(cells) != len(names) or not rules.DIGIT_RE.search(line):
            break
        rows.append((bi, _line_row(blk, off, line, cells)))
    if names is None or len(rows) < 2:
        return None
    return _metric_table(doc, rows, names, set()) or None


def tgi_benchmark(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of text-generation-benchmark's tables pasted as text (rules.TGI_BENCH_*), or None for another
    block."""
    text = doc.text[blk.start:blk.end]
    if not any(literal in text for literal in rules.TGI_BENCH_LITERALS):
        return None
    rows: list[list[Cell]] = []
    pos = 0
    for line in text.split("\n"):
        off, pos = pos, pos + len(line) + 1
        if rules.PIPE_ROW_RE.match(line) and not rules.MD_TABLE_RULE_RE.match(line):
            rows.append(split_pipes(doc.text, blk.start + off, blk.start + off + len(line)))
    return _tgi_rows([(bi, blk.comment, cells) for cells in rows]) or None


def _tgi_table(rows: list[tuple[int, Block]]) -> list[Candidate]:
    """Candidates of a text-generation-benchmark table set as a table of the page (its rows' cells)."""
    return _tgi_rows([(bi, blk.comment, blk.cells) for bi, blk in rows])


def _tgi_rows(rows: list[tuple[int, int | None, list[Cell]]]) -> list[Candidate]:
    """text-generation-benchmark's rows (block, post, cells): a batch size's mean prefill latency (its TTFT), decode
    latency a token and decode throughput, with the run's parameters from its parameter table where it has one."""
    out: list[Candidate] = []
    names: list[str] = []
    params: dict[str, tuple[Any, int, int]] = {}
    runs: str | None = None
    step: Cell | None = None
    for bi, comment, cells in rows:
        low = [c.text.lower() for c in cells]
        if tuple(low[:3]) == rules.TGI_BENCH_HEADERS or low[:2] == ["parameter", "value"]:
            names, step = low, None
            continue
        if len(cells) < 2 or not names:
            continue
        if names[0] == "parameter":
            key, cell = low[0], cells[1]
            if key in rules.TGI_PARAMETERS and rules.CELL_COUNT_RE.fullmatch(cell.text):
                params[rules.TGI_PARAMETERS[key]] = (to_int(cell.text), cell.start, cell.end)
            elif key == "model" and cell.text:
                params["model"] = (cell.text, cell.start, cell.end)
            elif key == "n runs":
                runs = cell.text
            continue
        if len(cells) < len(names):
            continue
        if low[0]:
            step = cells[0]
        cell = cells[names.index("average")]
        num = _cell_number(cell.text)
        # the latency table has percentile columns; one trimmed to its averages says so by its unit ("131.05 ms")
        timed = "p50" in names or (num is not None and num[4] is not None
                                   and rules.UNIT_SPELLINGS.get(num[4].strip().lower(), (None,))[0] == "ms")
        steps = rules.TGI_LATENCY_STEPS if timed else rules.TGI_THROUGHPUT_STEPS
        metric = steps.get(step.text.lower()) if step is not None else None
        batch = rules.CELL_COUNT_RE.fullmatch(cells[1].text)
        if metric is None or num is None or batch is None:
            continue
        value, _, s, e, unit = num
        size = to_int(batch.group(1))
        c = Candidate(metric, value, cell.start + s, cell.start + e, bi, comment, "tgi_benchmark", statistic="mean",
                      basis="single_stream" if size == 1 else "aggregate", basis_stated=True, concurrency=size,
                      concurrency_span=(cells[1].start, cells[1].end), unit_written=unit, tool="text-generation-benchmark",
                      sentence=(cells[0].start, cells[-1].end))
        c.metric_span = (step.start, step.end) if step is not None else None
        c.other_stats = {stat: got[0] for ci, name in enumerate(names) if (stat := rules.TGI_STAT_COLUMNS.get(name))
                         and (got := _cell_number(cells[ci].text)) is not None}
        for key in ("input_len", "output_len"):
            if key in params:
                c.workload[key] = params[key]
        if "model" in params:
            c.model = params["model"]
        if metric == "decode_tok_s":
            c.counting = "engine_reported"
        c.notes.append(rules.TGI_BENCH_NOTE)
        if runs:
            c.notes.append(f"the mean of {runs} runs")
        out.append(c)
    return out


def server_metrics_log(doc: Document, bi: int, blk: Block) -> list[Candidate] | None:
    """Candidates of engines' periodic server log lines (rules.SERVER_LOG_RULES: vLLM's "Avg prompt throughput: ...
    tokens/s, ...", SGLang's "Decode batch. ... gen throughput (token/s): ..."), or None."""
    text = doc.text[blk.start:blk.end]
    out: list[Candidate] = []
    for literal, rx, rates, tool in rules.SERVER_LOG_RULES:
        if literal not in text:
            continue
        for m in rx.finditer(text):
            running = to_int(m.group("run")) if m.group("run") else None
            for group, metric in rates:
                if running == 1:
                    one = rules.SERVER_LOG_ONE_REQUEST.get(group, metric)
                    if one is None:
                        continue
                    metric = one
                value = to_float(m.group(group))
                if not value:  # "Avg prompt throughput: 0.0 tokens/s": no prefill in that interval, not a rate
                    continue
                s, e = blk.start + m.start(group), blk.start + m.end(group)
                c = Candidate(metric, value, s, e, bi, blk.comment, "server_log", statistic="mean",
                              basis="single_stream" if running == 1 else "aggregate", basis_stated=True,
                              unit_written="tokens/s", tool=tool,
                              sentence=(blk.start + m.start(), blk.start + m.end()))
                c.notes.append("the server's own average over the requests running at the time: engine-reported")
                if running is not None:
                    c.concurrency = running
                    c.concurrency_span = (blk.start + m.start("run"), blk.start + m.end("run"))
                c.counting = "engine_reported"
                out.append(c)
    return out or None


def _cell_settings(cell: Cell) -> dict[str, tuple[Any, int, int]]:
    """The engine settings a cell of a settings column names (rules.TABLE_SETTING_HEADER_RE): a setting's name in
    words ("enable dp attention"), or flags ("--chunked-prefill-size 8192"); only ENGINE_SETTINGS."""
    named = rules.SETTING_WORD_GAP_RE.sub("_", cell.text.strip().lower()).strip("_")
    if named in rules.ENGINE_SETTINGS:
        return {named: (True, cell.start, cell.end)}
    out: dict[str, tuple[Any, int, int]] = {}
    for m in rules.CELL_FLAG_RE.finditer(cell.text):
        key = m.group("k").replace("-", "_").lower()
        if key in rules.ENGINE_SETTINGS:
            out[key] = (_cfg(m.group("v")) if m.group("v") else True, cell.start + m.start(), cell.start + m.end())
    return out


def _cfg(text: str) -> Any:
    """A table cell as a setting value."""
    t = text.strip()
    return int(t) if re.fullmatch(r"\d+", t) and len(t) <= rules.MAX_NUMBER_DIGITS else t


def _unit_column(rows: list[tuple[int, Block]], ci: int, head: str) -> tuple[str, str | None, bool] | None:
    """A column whose header names no metric but whose every cell carries a token-rate unit ("2,310 t/s"), or a
    time unit under a header naming a latency alone ("Total time" over "2.06 s")."""
    units = []
    for _, blk in rows[1:]:
        if blk.cells and rules.NOT_FIGURE_ROW_RE.match(blk.cells[0].text):  # "speedup | 2.48x"
            continue
        if ci >= len(blk.cells):
            if len(blk.cells) < len(rows[0][1].cells):  # a row spanning the columns ("Cerebras | not offered")
                continue
            return None
        num = _cell_number(blk.cells[ci].text)
        if num is None or not num[4]:
            return None
        units.append(rules.UNIT_SPELLINGS.get(num[4].lower(), (None, 1.0))[0])
    if units and all(u == "ms" for u in units):  # "Total time (median)" over "2.06 s": a latency its header names
        named = rules.HEADER_METRIC_NAMES.get(rules.BRACKETED_UNIT_TAIL_RE.sub("", head.lower()).strip())
        return (named, None, True) if named and rules.CANONICAL_UNIT[named] == "ms" else None
    if not units or any(u != "tok/s" for u in units):
        return None
    kind = rules.SHORT_HEADER_KINDS.get(re.sub(r"[\s_-]+", " ", head.strip().lower()))
    return (kind, None, True) if kind else ("unspecified_tok_s", None, False)


def sized_length(text: str, start: int, end: int, base: int) -> tuple[str, int, int, int] | None:
    """The llama-bench test name that text[start:end] is ("pp512", "tg128"): the workload length it gives, its value
    and span (offset by base); None where it is none."""
    m = rules.SIZED_METRIC_WORD_RE.fullmatch(text, start, end)
    if m is None:
        return None
    return rules.SIZED_WORD_LENGTH[m.group("t").lower()], int(m.group("n")), base + m.start("n"), base + m.end("n")


def _header_sized_length(cell: Cell) -> tuple[str, int, int, int] | None:
    """The length a header naming a llama-bench test gives ("pp512", "TG128 (t/s)"; cell texts are stripped)."""
    unit = rules.BRACKETED_UNIT_TAIL_RE.search(cell.text)
    return sized_length(cell.text, 0, unit.start() if unit else len(cell.text), cell.start)


def _header_stat(text: str) -> str:
    """The statistic a metric column's header names ("Mean TPOT (ms)"), else unknown."""
    return statistic_of(text) or "unknown"


def _kept_beside(mean: Candidate | None, c: Candidate) -> bool:
    """Keep a percentile figure as its mean's other statistic (True), unless there is no mean, the figure is no
    percentile or the mean has that statistic already (False: the figure stands alone)."""
    if mean is None or c.statistic not in rules.ATTACHED_STATISTICS or c.statistic in mean.other_stats:
        return False
    mean.other_stats[c.statistic] = c.value
    return True


def _row_stats_attached(row: list[Candidate]) -> list[Candidate]:
    """A row's figures with its percentile columns kept beside the mean column of their metric ("ttft_ms_mean |
    ttft_ms_p99"), as a tool's summary keeps them."""
    means = {(c.metric, c.engine): c for c in row if c.statistic == "mean"}
    return [c for c in row if not (means and _kept_beside(means.get((c.metric, c.engine)), c))]


def _spelled_header(header: Block) -> Block:
    """A header row whose columns are named as a program names its fields ("agg_out_tok_s", "ttft_ms_p99") with
    those names spelled as words ("aggregate output tok/s", "ttft (ms) p99"); the row itself where none is."""
    named = [_is_field_name(cell.text.strip()) for cell in header.cells]
    if not any(named):
        return header
    cells = [replace(cell, text=_spelled(cell.text.strip())) if field else cell
             for cell, field in zip(header.cells, named)]
    return replace(header, cells=cells)


def _is_field_name(text: str) -> bool:
    """Whether a header is a program's name of a figure's field: snake case, holding a unit part."""
    return rules.SNAKE_HEADER_RE.fullmatch(text) is not None and any(
        m.group(0) in rules.SNAKE_UNIT_PARTS for m in rules.SNAKE_HEADER_PART_RE.finditer(text))


def _spelled(name: str) -> str:
    """A field name as words: its known parts spelled out, its other underscores spaces."""
    return rules.SNAKE_HEADER_PART_RE.sub(lambda m: rules.SNAKE_HEADER_PARTS[m.group(0)], name).replace("_", " ")


def _header_basis(text: str) -> str | None:
    """The basis a metric column's header states: per GPU ("tok/s/GPU", "per Gaudi 3"), per node, else None."""
    if rules.HEADER_PER_GPU_RE.search(text):
        return "per_gpu"
    if rules.HEADER_PER_NODE_RE.search(text):
        return "per_node"
    m = rules.HEADER_PER_NAMED_RE.search(text)
    if m is not None and accelerator_id(m.group("name"))[0] is not None:
        return "per_gpu"
    return None


def _is_version_header(cell: Any) -> bool:
    """Whether a header cell heads a column of engine releases ("vLLM version", "Version", or the engine's name alone
    over "0.9.2" and "0.10.0"; not "CUDA version")."""
    m = rules.TABLE_VERSION_HEADER_RE.match(cell.text)
    if m is None:
        return rules.ENGINE_ONLY_HEADER_RE.fullmatch(cell.text) is not None and _table_engine(cell) is not None
    return m.group("o").lower() in rules.TABLE_VERSION_OWNERS or _table_engine(cell) is not None


def _cell_version(cell: Any, head: Any, engine: tuple[str, int, int] | None
                  ) -> tuple[tuple[str, int, int] | None, tuple[str, int, int] | None]:
    """The release a cell of a version column names, and the row's engine (its own, else the one the column's
    header names: "vLLM version")."""
    m = rules.TABLE_VERSION_CELL_RE.match(cell.text)
    if m is None or (rules.TABLE_VERSION_HEADER_RE.match(head.text) is None
                     and rules.RELEASE_CELL_RE.fullmatch(m.group("v")) is None):
        return None, engine  # under an engine's name alone, only a release ("0.9.2", "v0.10"), not "2450.5"
    return (m.group("v"), cell.start + m.start("v"), cell.start + m.end("v")), engine or _table_engine(head)


def _table_engine(cell: Any) -> tuple[str, int, int] | None:
    """The engine a header or row cell names ("vLLM (req/s)", "TensorRT-LLM 0.15.0"), with its span."""
    m = rules.ENGINE_RE.search(cell.text)
    if not m:
        return None
    eid = rules.ENGINE_BY_ALIAS.get(re.sub(r"\s+", " ", m.group("e").lower()))
    return (eid, cell.start + m.start(), cell.start + m.end()) if eid else None


def _caption_of(doc: Document, rows: list[tuple[int, Block]]) -> tuple[str, int] | None:
    """The caption written right after (or before) a table, and where it starts: "Table 1: output throughput in
    tokens per second, ...", or a note right under it that opens on its metric ("Output token throughput in tok/s,
    1024 in / 256 out.")."""
    first, last = rows[0][0], rows[-1][0]
    blocks = doc.blocks
    for bi in (last + 1, first - 1):
        if bi == last + 1 and bi + 1 < len(blocks) and blocks[bi + 1].kind == "row" \
                and blocks[bi + 1].table != rows[-1][1].table:
            continue  # the title of the next table, written right before its rows
        if 0 <= bi < len(blocks) and blocks[bi].kind not in ("row", "code"):
            text = doc.text[blocks[bi].start:blocks[bi].end]
            if rules.TABLE_CAPTION_RE.match(text) or _metric_note(blocks[bi], text):
                return text[:rules.MAX_CAPTION], blocks[bi].start
    return None


def _metric_note(blk: Block, text: str) -> bool:
    """Whether a paragraph under a table is its note naming the metric its cells give with the unit ("Output token
    throughput in tok/s, 1024 in / 256 out.")."""
    if blk.kind != "p" or len(text) > rules.TABLE_NOTE_MAX_CHARS:
        return False
    opening = rules.TABLE_NOTE_CAPTION_RE.match(text)
    at = opening.end() if opening else 0
    said = _said_metrics(text)
    return bool(said) and said[0][3][0] == at


def _lead_in_of(doc: Document, rows: list[tuple[int, Block]]) -> tuple[str, int] | None:
    """The text that introduces a table, and where it starts: its caption, else the last sentence of the paragraph
    or heading right before it ("One H100, ShareGPT, output throughput in tok/s.")."""
    caption = _caption_of(doc, rows)
    if caption:
        return caption
    bi = rows[0][0] - 1
    if bi < 0 or doc.blocks[bi].kind in ("row", "code") or doc.blocks[bi].comment != rows[0][1].comment:
        return None
    blk = doc.blocks[bi]
    last = sentences(doc.text[blk.start:blk.end])[-1]
    return doc.text[blk.start + last[0]:blk.start + last[1]][:rules.MAX_CAPTION], blk.start + last[0]


def _said_metrics(caption: str, at: int = 0) -> list[tuple[str, str, str, tuple[int, int]]]:
    """What a caption states, one a clause ("output throughput in tok/s and mean TTFT in ms"): each metric, its
    unit, its clause and where its metric word is (the caption starting at `at`)."""
    said: list[tuple[str, str, str, tuple[int, int]]] = []
    pos = 0
    clauses = rules.CAPTION_CLAUSE_SPLIT_RE.split(caption)
    for k, clause in enumerate(clauses):
        start = caption.find(clause, pos)
        pos = start + len(clause)
        um = rules.CAPTION_UNIT_RE.search(clause)
        wm = rules.METRIC_WORD_RE.search(clause[:um.start()] if um else clause)
        if um is not None and wm is None:  # a metric word that holds its unit: "Max throughput (output tokens/s/GPU)"
            wm = next((m for m in rules.METRIC_WORD_RE.finditer(clause) if m.start("w") < um.start("u") < m.end("w")),
                      None)
        if um is not None and wm is None:  # the metric word after its unit: "(tokens por segundo na geração"
            wm = rules.METRIC_WORD_RE.search(clause, um.end())
        if um is None and wm is not None:  # a metric word that holds its unit: "Table 1. Output tokens/s, 8 GPUs"
            um = rules.UNIT_AT_END_RE.search(wm.group("w"))
        if um is None and wm is not None and k + 2 == len(clauses):  # its unit the last clause: "..., tok/s:"
            um = rules.UNIT_ALONE_CLAUSE_RE.fullmatch(clauses[k + 1])
        if um is None and wm is not None and k + 1 < len(clauses):  # "Output throughput, tok/s (sum over batch)."
            um = rules.UNIT_REMARK_CLAUSE_RE.fullmatch(clauses[k + 1])
        if um is None and wm is not None and caption.rstrip().endswith(tuple(rules.CAPTION_CLOSING.strip())):
            # a bracket's later clause that is its unit alone, before its next metric word: "（TTFT、中央値、ms）"
            for later in clauses[k + 1:]:
                if rules.METRIC_WORD_RE.search(later):
                    break
                um = rules.UNIT_ALONE_CLAUSE_RE.fullmatch(later.rstrip(rules.CAPTION_CLOSING))
                if um is not None:
                    break
        metric = metric_of_word(wm.group("w")) if wm else None
        if metric and um and wm:
            said.append((metric, re.sub(r"\s+", " ", um.group("u").lower()), clause,
                         (at + start + wm.start("w"), at + start + wm.end("w"))))
        elif um and wm is None:  # a unit that names its metric alone: "Goodput (req/s)"
            unit = re.sub(r"\s+", " ", um.group("u").lower())
            metric = rules.CAPTION_UNIT_METRICS.get(rules.UNIT_SPELLINGS.get(unit, ("", 1.0))[0])
            if metric:
                said.append((metric, unit, clause, (at + start + um.start("u"), at + start + um.end("u"))))
    return said


def _series_columns(doc: Document, rows: list[tuple[int, Block]],
                    skip: set[int]) -> tuple[dict[int, tuple[str, str | None, bool]], str, tuple[int, int] | None]:
    """A table of one metric whose columns are setups (engines or accelerators) and whose cells are bare numbers,
    the metric and unit stated once before it: "Concurrency | vLLM 0.8.5 | SGLang 0.4.6" under "output throughput
    in tok/s" (its rows are loads or models: the caller checks). The columns with the one metric the lead-in
    states (none where it states none or several), the statistic it names for it and where its metric word is."""
    header = rows[0][1]
    setups = [ci for ci, cell in enumerate(header.cells) if ci not in skip
              and (rules.ENGINE_RE.search(cell.text) or rules.ACCELERATOR_RE.search(cell.text)
                   or _header_model(cell.text)
                   or _cell_version(cell, cell, None)[0])]  # or the page's engine's releases: "v0.5.3 | v0.5.4"
    return _lead_in_metric_columns(doc, rows, _with_peer_systems(rows, setups, skip))


def _compare_build(doc: Document, head: Cell, comment: int | None) -> tuple[str, int, int] | None:
    """The llama.cpp build a compare-llama-bench.py column names ("t/s b7016"), or the one its post (else the page)
    gives its name ("t/s master" with "master = b7012 (8d1f3a2c4)"; a branch's column with the one "PR = 5c0b7e9d1"),
    or None."""
    m = rules.COMPARE_BUILD_HEADER_RE.match(head.text)
    if m is None:
        return None
    name = m.group("r")
    if rules.COMPARE_BUILD_RE.match(name):
        at = head.start + head.text.index(name)
        return name, at, at + len(name)
    post = doc.posts.get(comment) if comment is not None else None
    for a, b in ((post.start, post.end), (0, len(doc.text))) if post is not None else ((0, len(doc.text)),):
        given = list(rules.COMPARE_NAMED_BUILD_RE.finditer(doc.text, a, b))
        for key in (name,) if name.lower() == "master" else (name, "PR"):
            named = [x for x in given if x.group("name") == key]
            if named:
                if len({x.group("v") for x in named}) != 1:
                    return None
                return named[0].group("v"), named[0].start("v"), named[0].end("v")
    return None


def _header_model(text: str) -> re.Match[str] | None:
    """The model a header cell names and nothing else ("Llama 3.1 8B", "Qwen3 8B"), or None."""
    return rules.MODEL_RE.fullmatch(text.strip())


def _with_peer_systems(rows: list[tuple[int, Block]], setups: list[int], skip: set[int]) -> list[int]:
    """The setup columns and the systems compared beside them ("vLLM | Sarathi-Serve | Slackline"): the named
    columns next to them whose every cell is a bare number (not a gain column of "1.32×")."""
    header = rows[0][1]

    def peer(ci: int) -> bool:
        text = header.cells[ci].text.strip()
        return (ci not in skip and 0 < len(text) <= rules.PEER_SYSTEM_MAX_CHARS
                and not rules.METRIC_WORD_RE.search(text) and not rules.TABLE_UNIT_IN_HEADER_RE.search(text)
                and all(ci < len(blk.cells) and (num := _cell_number(blk.cells[ci].text)) is not None
                        and num[4] is None and num[1] is None for _, blk in rows[1:]))

    cols = set(setups)
    for ci in setups:
        for step in (-1, 1):
            at = ci + step
            while 0 <= at < len(header.cells) and at not in cols and peer(at):
                cols.add(at)
                at += step
    return sorted(cols)


def _lead_in_metric_columns(doc: Document, rows: list[tuple[int, Block]], cols: list[int]
                            ) -> tuple[dict[int, tuple[str, str | None, bool]], str, tuple[int, int] | None]:
    """Of a table's columns of bare numbers, those that take the one metric and unit its lead-in (or note) states,
    with the statistic it names and where its metric word is; none where it states no metric or several."""
    if not cols or len(rows) < 2:
        return {}, "unknown", None
    lead_in = _lead_in_of(doc, rows)
    said = _said_metrics(*lead_in) if lead_in else []
    if len({(metric, unit) for metric, unit, _, _ in said}) != 1:
        return {}, "unknown", None
    metric, unit, clause, where = said[0]
    if rules.UNIT_SPELLINGS.get(unit, (None, 1.0))[0] != rules.CANONICAL_UNIT[metric]:
        return {}, "unknown", None
    # (a cell of none after the first row is a run not made: "n/a ¹")
    numeric = [ci for ci in cols if all(ci < len(blk.cells) and (_cell_number(blk.cells[ci].text) is not None or (
        k > 0 and rules.NO_FIGURE_CELL_RE.fullmatch(blk.cells[ci].text))) for k, (_, blk) in enumerate(rows[1:]))]
    # the one metric's statistic: its clause's, else another clause's ("(tokens/s in decode, median of 3 runs)")
    stat = _header_stat(clause)
    if stat == "unknown" and lead_in:
        stat = _header_stat(lead_in[0])
    return {ci: (metric, unit, True) for ci in numeric}, stat, where


def _load_columns(doc: Document, rows: list[tuple[int, Block]], skip: set[int]
                  ) -> tuple[dict[int, tuple[str, str | None, bool]], str, tuple[int, int] | None]:
    """A table of one metric whose columns are loads (or workloads' lengths) and whose cells are bare numbers, the
    metric and its unit stated once in its lead-in or note ("Format | C=1 | C=16 | C=64" over "Output token
    throughput in tok/s", "precision | 128 / 128 | 128 / 2048"): those columns, the statistic the lead-in names and
    where its metric word is; none where it names no metric or several."""
    loads = [ci for ci, cell in enumerate(rows[0][1].cells)  # a load alone: "C=16"; both lengths: "128 / 2048"
             if ci not in skip and (rules.HEADER_LOAD_RE.fullmatch(cell.text.strip())
                                    or rules.CELL_LENGTHS_RE.fullmatch(cell.text))]
    return _lead_in_metric_columns(doc, rows, loads)


def _lead_in_unit_columns(doc: Document, rows: list[tuple[int, Block]], skip: set[int]
                          ) -> tuple[dict[int, tuple[str, str | None, bool]], str, tuple[int, int] | None]:
    """A table of one metric its lead-in names alone ("Median TTFT:" over "prompt | without prefix caching | with
    --enable-prefix-caching" and "2,048 tokens | 112 ms | 38 ms"): the columns whose every cell writes a number in
    the metric's unit, the statistic the lead-in names and where its metric word is; none where the lead-in names
    no metric or several."""
    lead_in = _lead_in_of(doc, rows)
    if lead_in is None or len(rows) < 2:
        return {}, "unknown", None
    text, at = lead_in
    words = [(metric_of_word(m.group("w")), m.span("w")) for m in rules.METRIC_WORD_RE.finditer(text)]
    named = {metric for metric, _ in words if metric}
    if len(named) != 1:
        return {}, "unknown", None
    metric = named.pop()
    span = next(sp for mt, sp in words if mt == metric)
    canon = rules.CANONICAL_UNIT[metric]
    header = rows[0][1]

    def in_unit(ci: int) -> bool:
        for _, blk in rows[1:]:
            num = _cell_number(blk.cells[ci].text) if ci < len(blk.cells) else None
            unit = rules.UNIT_SPELLINGS.get(" ".join(num[4].lower().split())) if num and num[4] else None
            if unit is None or unit[0] != canon:
                return False
        return True

    cols: dict[int, tuple[str, str | None, bool]] = {ci: (metric, None, True) for ci in range(len(header.cells))
                                                     if ci not in skip and in_unit(ci)}
    return cols, _header_stat(text), (at + span[0], at + span[1]) if cols else None


def _caption_units(doc: Document, rows: list[tuple[int, Block]], header: Block,
                   metric_cols: dict[int, tuple[str, str | None, bool]]) -> None:
    """Give columns without a unit (or a token kind) the ones their table's caption states for their metric."""
    if all(unit and explicit for _, unit, explicit in metric_cols.values()):
        return
    caption = _caption_of(doc, rows)
    if not caption:
        return
    said = _said_metrics(caption[0])
    for ci, (metric, unit, explicit) in list(metric_cols.items()):
        head = header.cells[ci].text.lower()
        for cap_metric, cap_unit, _, _ in said:
            canon = rules.UNIT_SPELLINGS.get(cap_unit, (None, 1.0))[0]
            same = cap_metric == metric
            kind_of_bare = (not explicit and metric == "unspecified_tok_s" and cap_metric.endswith("_tok_s")
                            and any(w in head for w in rules.BARE_THROUGHPUT_WORDS))
            if (same or kind_of_bare) and canon == rules.CANONICAL_UNIT[cap_metric]:
                metric_cols[ci] = (cap_metric, unit or cap_unit, True)
                break


def _basis_siblings(rows: list[tuple[int, Block]], header: Block, metric_cols: dict[int, tuple[str, str | None, bool]],
                    param_cols: dict[int, str]) -> None:
    """Give a column that names only another basis of the table's one metric ("2-node EP16, aggregate (tok/s) |
    2-node EP16, per node") that metric and unit, where its every cell is a number."""
    named = {(metric, unit) for metric, unit, explicit in metric_cols.values() if unit}
    if len(named) != 1 or len(rows) < 2:
        return
    metric, unit = named.pop()
    for ci, cell in enumerate(header.cells):
        if ci in metric_cols or ci in param_cols or not rules.HEADER_BASIS_WORDS_RE.search(cell.text):
            continue
        if all(ci < len(blk.cells) and _cell_number(blk.cells[ci].text) is not None for _, blk in rows[1:]):
            metric_cols[ci] = (metric, unit, True)


def _load_test_latencies(rows: list[tuple[int, Block]], header: Block,
                         metric_cols: dict[int, tuple[str, str | None, bool]], param_cols: dict[int, str]) -> None:
    """Give a load test's columns of a bare statistic of time ("p95 (ms)", "Chat p50" over "4.9 s") the request latency,
    where its table also gives request rates; a dash is a run not made."""
    if len(rows) < 2 or not any(metric == "req_s" for metric, _, _ in metric_cols.values()):
        return
    for ci, cell in enumerate(header.cells):
        named = rules.BARE_PERCENTILE_HEADER_RE.fullmatch(cell.text.strip())
        if ci in metric_cols or ci in param_cols or named is None:
            continue
        unit = named.group("u")
        times = []
        for _, blk in rows[1:]:
            text = blk.cells[ci].text if ci < len(blk.cells) else ""
            if rules.NO_FIGURE_CELL_RE.fullmatch(text):
                continue
            num = _cell_number(text)
            written = num[4] or unit if num is not None else None
            times.append(written is not None and rules.UNIT_SPELLINGS.get(written.lower(), (None, 1.0))[0] == "ms")
        if times and all(times):
            metric_cols[ci] = ("e2e_latency_ms", unit.lower() if unit else None, True)


def _accelerator_rows(rows: list[tuple[int, Block]]) -> bool:
    """Whether every row under the header names an accelerator in its first cell ("RTX 4090 | 0.71 | 0.58")."""
    body = [blk for _, blk in rows[1:]]
    return bool(body) and all(blk.cells and rules.ACCELERATOR_RE.search(blk.cells[0].text) for blk in body)


def _strategies(named: Iterable[tuple[int, Cell]], read: Callable[[str], re.Match[str] | None]
                ) -> dict[int, tuple[re.Match[str], int]]:
    """The cells of a table (by key: a row's block, a column) that name a GuideLLM benchmark as `read` finds it, with
    where each starts: none unless one of them names one unmistakably (a bare "throughput" alone is any table's)."""
    found = {key: (m, cell.start) for key, cell in named for m in [read(cell.text)] if m}
    return found if any(rules.GUIDELLM_STRATEGY_SURE_RE.fullmatch(m.group(0)) for m, _ in found.values()) else {}


def _fold_run_rows(rows: list[tuple[int, Block]], out: list[Candidate]) -> list[Candidate]:
    """A table of numbered runs of one setup ("run | tok/s" over "1 | 62,771", "2 | 63,104", "3 | 63,388"): in each
    column, the run whose figure is the median of an odd number of runs, with every run as its reruns."""
    header = rows[0][1]
    if not header.cells or not rules.RUN_COLUMN_HEADER_RE.fullmatch(header.cells[0].text):
        return out
    labels = [blk.cells[0].text.strip() if blk.cells else "" for _, blk in rows[1:]]
    n = len(labels)
    if n < 3 or n % 2 == 0 or n > rules.RUN_ROWS_MAX or labels != [str(i) for i in range(1, n + 1)]:
        return out
    by_column: dict[tuple[int, int] | None, list[Candidate]] = {}
    for c in out:
        by_column.setdefault(c.column, []).append(c)
    kept: list[Candidate] = []
    for group in by_column.values():
        if len(group) != n or len({c.metric for c in group}) != 1:
            kept.extend(group)
            continue
        head = sorted(group, key=lambda c: c.value)[n // 2]
        head.reruns = [c.value for c in group]
        head.statistic = "median"
        head.notes.append(f"the median of the {n} runs its table lists")
        kept.append(head)
    return sorted(kept, key=lambda c: c.start)


def _claim_note_mark(doc: Document, rows: list[tuple[int, Block]]) -> str:
    """The mark of the note right under a table that says the rows it marks are another's figures, else ""."""
    after = rows[-1][0] + 1
    if after >= len(doc.blocks) or doc.blocks[after].kind != "p":
        return ""
    note = doc.blocks[after]
    mark = rules.TABLE_NOTE_MARK_RE.match(doc.text, note.start, note.end)
    if mark is None or rules.TABLE_NOTE_CLAIM_RE.search(doc.text, note.start, note.end) is None:
        return ""
    return mark.group("mark")


def _metric_table(doc: Document, rows: list[tuple[int, Block]], names: list[str], tools: set[str]) -> list[Candidate]:
    """Tables whose header cells name a metric (and usually its unit): one candidate per numeric metric cell."""
    header = _spelled_header(rows[0][1])
    metric_cols: dict[int, tuple[str, str | None, bool]] = {}
    param_cols: dict[int, str] = {}
    model_col = next((ci for ci, cell in enumerate(header.cells) if rules.TABLE_MODEL_HEADER_RE.match(cell.text)), None)
    setting_col = next((ci for ci, cell in enumerate(header.cells) if rules.TABLE_SETTING_HEADER_RE.match(cell.text)),
                       None)
    version_col = next((ci for ci, cell in enumerate(header.cells) if _is_version_header(cell)), None)
    # llama-sweep-bench: "PP | TG | N_KV | T_PP s | S_PP t/s | T_TG s | S_TG t/s", the first two the lengths
    sweep_bench = any(rules.SWEEP_BENCH_SPEED_HEADER_RE.match(cell.text) for cell in header.cells)
    tp_col = any(rules.TABLE_PARAM_HEADERS["tp"].search(cell.text) for cell in header.cells)
    for ci, cell in enumerate(header.cells):
        if ci in (model_col, setting_col, version_col):
            continue
        degree = next((k for k, rx in rules.TABLE_DEGREE_HEADERS.items() if rx.match(cell.text)), None) if tp_col \
            else None
        if degree is not None:  # "TP | PP": each row's pipeline degree
            param_cols[ci] = f"degree:{degree}"
            continue
        if sweep_bench and cell.text.strip().lower() in rules.SWEEP_BENCH_LENGTH_HEADERS:
            param_cols[ci] = cell.text.strip().lower()
            continue
        if sweep_bench and rules.SWEEP_BENCH_TOTAL_HEADER_RE.fullmatch(cell.text):
            metric_cols[ci] = ("total_tok_s", "t/s", True)
            continue
        if sweep_bench and cell.text.strip() == rules.BATCHED_BENCH_BATCH_HEADER:  # llama-batched-bench's "B"
            param_cols[ci] = "concurrency"
            continue
        if rules.TABLE_OFFERED_RATE_HEADER_RE.match(cell.text):  # "request rate (req/s)": each row's load
            param_cols[ci] = "request_rate"
            continue
        metric, unit, explicit = _header_metric(cell.text)
        if metric:
            metric_cols[ci] = (metric, unit, explicit)
            continue
        if ci - 1 in metric_cols and rules.SHARE_ONLY_HEADER_RE.fullmatch(cell.text):
            metric_cols[ci] = metric_cols[ci - 1]  # "Output tok/s | Per chip": the metric before it, per chip
            continue
        unit_col = _unit_column(rows, ci, cell.text)
        if unit_col:
            metric_cols[ci] = unit_col
            continue
        if rules.HEADER_LOAD_RE.fullmatch(cell.text.strip()):  # "batch 8": a load's column of figures, no parameter
            continue
        for pname, rx in rules.TABLE_PARAM_HEADERS.items():
            if rx.search(cell.text):
                param_cols[ci] = pname
                break
    series_stat, series_word = None, None
    if not metric_cols and (0 in param_cols or 0 in (model_col, setting_col) or _accelerator_rows(rows)):
        # rows of loads, models, configurations or cards: maybe setups as columns
        metric_cols, series_stat, series_word = _series_columns(doc, rows, set(param_cols) | {0})
        if not metric_cols:
            metric_cols, series_stat, series_word = _lead_in_unit_columns(doc, rows, set(param_cols) | {0})
    if not metric_cols:  # "Format | C=1 | C=16 | C=64" under "output throughput in tok/s"
        metric_cols, series_stat, series_word = _load_columns(doc, rows, set(param_cols) | {0})
    if not metric_cols:
        return []
    _basis_siblings(rows, header, metric_cols, param_cols)
    _load_test_latencies(rows, header, metric_cols, param_cols)
    _caption_units(doc, rows, header, metric_cols)
    tool = next(iter(sorted(tools)), None)
    out: list[Candidate] = []
    first = re.sub(r"[\s-]+", "_", header.cells[0].text.strip().lower()) if header.cells else ""
    # a setting swept down the rows is one configuration's sweep; a load ("batch size" of a one-batch benchmark) gives
    # each row its own record
    sweep_param = first if first in rules.ENGINE_SETTINGS and 0 not in metric_cols and not (
        header.cells and rules.TABLE_PARAM_HEADERS["concurrency"].search(header.cells[0].text)) else None
    # a column's own statistic ("vLLM median | vLLM P99" under a lead-in naming the metric), else the lead-in's
    col_stats = {ci: own if (own := _header_stat(header.cells[ci].text)) != "unknown" else series_stat or own
                 for ci in metric_cols}
    col_engines = {ci: _table_engine(header.cells[ci]) for ci in metric_cols}
    col_versions = {ci: v for ci in metric_cols for v in [_cell_version(header.cells[ci], header.cells[ci], None)[0]]
                    if v}
    col_lengths = {ci: _header_sized_length(header.cells[ci]) for ci in metric_cols}
    col_basis = {ci: b for ci in metric_cols for b in [_header_basis(header.cells[ci].text)] if b}
    if series_word is not None:  # setups as columns: the lead-in's basis ("Output tokens/s per GPU at ...")
        lead = _lead_in_of(doc, rows)
        basis = _header_basis(lead[0]) if lead else None
        if basis:
            col_basis = {ci: col_basis.get(ci, basis) for ci in metric_cols}
    per_user = {ci for ci in metric_cols if rules.HEADER_PER_USER_RE.search(header.cells[ci].text)}
    col_loads = {ci: (to_int(m.group(g)), header.cells[ci].start + m.start(g), header.cells[ci].start + m.end(g))
                 for ci in metric_cols for m in [rules.HEADER_LOAD_RE.search(header.cells[ci].text)] if m
                 for g in [str(m.lastgroup)]}
    for ci in metric_cols:  # "Single stream t/s": a column measured one request at a time
        if ci not in col_loads and (sm := rules.HEADER_SINGLE_STREAM_RE.search(header.cells[ci].text)):
            col_loads[ci] = (1, header.cells[ci].start + sm.start(), header.cells[ci].start + sm.end())
    col_tp = {ci: (to_int(m.group(1)), header.cells[ci].start + m.start(1), header.cells[ci].start + m.end(1))
              for ci in metric_cols for m in [rules.HEADER_TP_RE.search(header.cells[ci].text)] if m}
    col_pairs = {ci: statistic_of(m.group("b")) or m.group("b").lower() for ci in metric_cols
                 for m in [rules.HEADER_STAT_PAIR_RE.search(header.cells[ci].text)] if m}
    rates = {metric for ci, (metric, _, explicit) in metric_cols.items() if explicit and ci not in per_user
             and metric.endswith("_tok_s")}
    for ci in per_user:  # one over the time per output token: each user's decode speed
        if metric_cols[ci][0] in ("unspecified_tok_s", "output_tok_s") and (
                rules.PER_USER_TPOT_GATE in header.cells[ci].text.replace(" ", "") or _defines_per_user_tpot(doc)):
            metric_cols[ci] = ("decode_tok_s", *metric_cols[ci][1:])
    if len(rates) == 1:  # "Output tok/s | ... | Per-user tok/s": each user's share of the same tokens
        for ci in per_user:
            if metric_cols[ci][0] == "unspecified_tok_s":
                metric_cols[ci] = (next(iter(rates)), *metric_cols[ci][1:])
    if not rates and any(metric_cols[ci][0] == "decode_tok_s" for ci in per_user):
        # "生成速度 (1リクエストあたり) | 合計スループット": the users' generation summed is the output throughput
        for ci, (metric, unit, explicit) in list(metric_cols.items()):
            if metric == "unspecified_tok_s" and ci not in per_user:
                metric_cols[ci] = ("output_tok_s", unit, explicit)
    test_col = next((pi for pi, pname in param_cols.items() if pname == "test"), None)  # llama-bench's test names
    # GuideLLM's benchmark names: a row's first cell ("constant@2.10"), else a column's header ("synchronous Out
    # Tok/sec (mean)")
    strategies = _strategies(((bi, blk.cells[0]) for bi, blk in rows[1:] if blk.cells),
                             rules.GUIDELLM_STRATEGY_RE.fullmatch)
    col_strategies = _strategies(((ci, header.cells[ci]) for ci in metric_cols),
                                 rules.GUIDELLM_STRATEGY_HEAD_RE.match) if not strategies else {}
    claims = False  # under a spanning row that says the rows after it are someone else's ("Reported by partners")
    claim_mark = _claim_note_mark(doc, rows)
    for bi, blk in rows[1:]:
        check_figure_count(len(out))
        if len(blk.cells) == 1 and len(header.cells) > 1:
            claims = bool(rules.CLAIM_SECTION_ROW_RE.search(blk.cells[0].text)) or claimed(blk.cells[0].text)
            continue
        if blk.cells and rules.NOT_FIGURE_ROW_RE.match(blk.cells[0].text):  # "speedup | 2.48x | 1.17x"
            continue
        row_out: list[Candidate] = []
        row_engine: list[tuple[str, int, int] | None] = []  # the engine a cell outside the metric columns names
        for ci, (metric, unit, explicit) in metric_cols.items():
            if ci >= len(blk.cells):
                continue
            cell = blk.cells[ci]
            pair = rules.CELL_PAIR_RE.fullmatch(cell.text) if ci in col_pairs else None
            num = _cell_number(cell.text) if pair is None else (
                to_float(pair.group("a")), None, pair.start("a"), pair.end("a"), None)
            if not num:
                continue
            value, pm, s, e, cell_unit = num
            written = cell_unit or unit
            read = _table_unit(metric, written, tool, in_cell=bool(cell_unit))
            if read is None:
                continue
            metric, factor, notes = read
            c = Candidate(metric, value * factor, cell.start + s, cell.start + e, bi, blk.comment, "table",
                          statistic=col_stats[ci], unit_written=written, tool=tool, sentence=(blk.start, blk.end),
                          kind_explicit=explicit, notes=notes)
            c.rounding = _written_rounding(cell.text[s:e], factor)
            # (or a row its table's note marks as another's: "vLLM 0.5.3 †" over "† Not run by us")
            c.is_claim = claims or bool(claim_mark and blk.cells and blk.cells[0].text.rstrip().endswith(claim_mark))
            c.column = (header.cells[ci].start, header.cells[ci].end)
            c.metric_span = series_word or c.column
            sized = col_lengths[ci]
            if sized is not None:
                key, n, ls, le = sized
                c.workload[key] = (n, ls, le)
            elif series_word is not None and (both := rules.CELL_LENGTHS_RE.fullmatch(header.cells[ci].text)):
                hc = header.cells[ci]  # a column of one workload: "128 / 2048"
                c.workload["input_len"] = (length_value(both.group(1), both.group(2)), hc.start, hc.end)
                c.workload["output_len"] = (length_value(both.group(3), both.group(4)), hc.start, hc.end)
            c.stdev = pm
            spread = _cell_range(cell.text)
            if spread is not None and spread[0] <= value <= spread[1]:  # the runs' min and max beside the figure
                c.other_stats["min"], c.other_stats["max"] = spread[0] * factor, spread[1] * factor
            if ci in col_basis:
                c.basis, c.basis_stated = col_basis[ci], True
            c.per_user = ci in per_user
            if pair is not None:  # "96 / 112" under "TTFT avg / p99 (ms)"
                c.other_stats[col_pairs[ci]] = to_float(pair.group("b")) * factor
            if not col_engines[ci] and not row_engine:
                row_engine.append(next((e for k, cl in enumerate(blk.cells) if k not in metric_cols
                                        for e in [_table_engine(cl)] if e), None))
            c.engine = col_engines[ci] or row_engine[0]
            if ci in col_versions:  # a column headed by a release alone ("v0.5.4")
                c.version = col_versions[ci]
            if model_col is not None and model_col < len(blk.cells) and blk.cells[model_col].text.strip():
                cl = blk.cells[model_col]
                c.model = (cl.text.strip(), cl.start, cl.end)
            elif series_word is not None and (hm := _header_model(header.cells[ci].text)):  # "Llama 3.1 8B | Qwen3 8B"
                at = header.cells[ci].start + len(header.cells[ci].text) - len(header.cells[ci].text.lstrip())
                c.model = (hm.group(0), at, at + len(hm.group(0)))
            if setting_col is not None and setting_col < len(blk.cells):
                c.config.update(_cell_settings(blk.cells[setting_col]))
            if version_col is not None and version_col < len(blk.cells):
                c.version, c.engine = _cell_version(blk.cells[version_col], header.cells[version_col], c.engine)
            if sweep_param and blk.cells:
                c.cue, c.sweep_param, c.change = "sweep", sweep_param, blk.cells[0].text
            for pi, pname in param_cols.items():
                if pi >= len(blk.cells):
                    continue
                pc = blk.cells[pi]
                if pname == "lengths":
                    both = rules.CELL_LENGTHS_RE.fullmatch(pc.text) or rules.CELL_NAMED_LENGTHS_RE.fullmatch(pc.text)
                    if both:
                        c.workload["input_len"] = (length_value(both.group(1), both.group(2)), pc.start, pc.end)
                        c.workload["output_len"] = (length_value(both.group(3), both.group(4)), pc.start, pc.end)
                    continue
                if pname in rules.SWEEP_BENCH_LENGTH_HEADERS:  # the prompt's length of S_PP, the generated of S_TG
                    key, of_metric = rules.SWEEP_BENCH_LENGTH_HEADERS[pname]
                    pn = rules.PARAM_CELL_RE.fullmatch(pc.text)
                    if pn and c.metric == of_metric:
                        c.workload[key] = (length_value(pn.group(1), pn.group(2)), pc.start, pc.end)
                    continue
                if pname == "request_rate":  # a sweep's offered rate: each row is a run under load
                    rate = _cell_number(pc.text)
                    if rate is not None or rules.UNBOUNDED_RATE_RE.match(pc.text):
                        c.basis, c.basis_stated = "aggregate", True
                    if rate is not None:
                        c.offered_rate = (rate[0], pc.start + rate[2], pc.start + rate[3])
                    continue
                if pname in ("input_len", "output_len") and (ex := rules.LENGTH_CELL_EXACT_RE.fullmatch(pc.text)):
                    c.workload[pname] = (length_value(ex.group(1), None), pc.start + ex.start(1), pc.start + ex.end(1))
                    continue  # "8K (8,192)": the exact count in brackets
                pn = rules.PARAM_CELL_RE.fullmatch(pc.text)
                if not pn:
                    continue
                if pname == "concurrency":
                    c.concurrency, c.concurrency_span = to_int(pn.group(1)), (pc.start, pc.end)
                elif pname == "tp" and not pn.group(2):
                    c.parallel["tp"] = (to_int(pn.group(1)), pc.start, pc.end)
                elif pname == "gpus" and not pn.group(2):
                    c.gpus = (to_int(pn.group(1)), pc.start, pc.end)
                elif pname.startswith("degree:") and not pn.group(2):
                    c.parallel[pname.removeprefix("degree:")] = (to_int(pn.group(1)), pc.start, pc.end)
                elif pname in ("input_len", "output_len"):
                    c.workload[pname] = (length_value(pn.group(1), pn.group(2)), pc.start, pc.end)
            if "tp" not in c.parallel and ci in col_tp:  # "H200×2 (TP=2) 出力 tok/s"
                c.parallel["tp"] = col_tp[ci]
            if "tp" not in c.parallel and blk.cells and (tn := rules.TEST_NAME_TP_RE.search(blk.cells[0].text)):
                at = blk.cells[0].start + len(blk.cells[0].text) - len(blk.cells[0].text.lstrip())
                c.parallel["tp"] = (to_int(tn.group(1)), at + tn.start(), at + tn.end())
            if c.concurrency is None and ci in col_loads:  # "bs=1 output tok/s | bs=32 output tok/s"
                c.concurrency, c.concurrency_span = col_loads[ci][0], col_loads[ci][1:]
            strategy = strategies.get(bi) or col_strategies.get(ci)
            if c.concurrency is None and c.offered_rate is None and strategy is not None:
                strategy_load(c, *strategy)  # "synchronous | 0.16 | ...", "constant@2.10 | 2.08 | ..."
            if test_col is not None and test_col < len(blk.cells) and not c.kind_explicit and c.metric.endswith("_tok_s"):
                tc = blk.cells[test_col]
                sized = sized_length(tc.text, 0, len(tc.text), tc.start)
                named = metric_of_word(tc.text) if sized else None
                if sized and named:  # "llama 8B Q4_K_M | pp512 | 4721.38 | 4718.92": prompt processing, 512 tokens
                    c.metric, c.kind_explicit, c.metric_span = named, True, (tc.start, tc.end)
                    c.workload[sized[0]] = sized[1:]
                    if c.basis is None:  # llama-bench runs one sequence at a time
                        c.basis, c.tool = "single_stream", c.tool or "llama-bench"
                    if c.version is None:  # "t/s master | t/s cuda-q3k-mma": each column's build
                        c.version = _compare_build(doc, header.cells[ci], blk.comment)
            row_out.append(c)
        out.extend(_row_stats_attached(row_out))
    out = _fold_statistic_rows(rows, out)
    out = _fold_run_rows(rows, out)
    if sweep_param:
        for metric in {c.metric for c in out}:
            same = [c for c in out if c.metric == metric]
            points = [(c.change or "", c.value) for c in same]
            for c in same:
                c.sweep_points = points
    return out


def _defines_per_user_tpot(doc: Document) -> bool:
    """Whether the page says its per-user rate is one over TPOT (rules.PER_USER_IS_TPOT_RE)."""
    return any(g in doc.text for g in rules.PER_USER_IS_TPOT_GATE) and bool(rules.PER_USER_IS_TPOT_RE.search(doc.text))


def _fold_statistic_rows(rows: list[tuple[int, Block]], cands: list[Candidate]) -> list[Candidate]:
    """A table of statistic rows (rules.STAT_ROW_LABEL_RE): each column's headline (its mean row, else its median)
    with the other rows as its other statistics; the table as it is where a row is not a statistic."""
    first = rows[1][1] if len(rows) >= 3 else None
    if first is None or not cands or not first.cells or not rules.STAT_ROW_LABEL_RE.fullmatch(first.cells[0].text):
        return cands  # most tables: their first row is no statistic
    labels = {bi: rules.STAT_ROW_LABEL_RE.fullmatch(blk.cells[0].text) if blk.cells else None for bi, blk in rows[1:]}
    if not all(labels.values()):
        return cands
    columns: dict[tuple[str, int], list[Candidate]] = {}
    blocks = dict(rows)
    for c in cands:
        ci = next((k for k, cell in enumerate(blocks[c.block].cells) if cell.start <= c.start < cell.end), -1)
        columns.setdefault((c.metric, ci), []).append(c)
    out: list[Candidate] = []
    for col in columns.values():
        named = {(m.group("s") or "").lower(): c for c in col for m in [labels[c.block]] if m}
        head = next((named[w] for w in rules.STAT_ROW_HEADLINES if w in named), None)
        if head is None:
            out.extend(col)
            continue
        for word, c in named.items():
            m = labels[c.block]
            if c is head or word == "count" or m is None:
                continue
            if word.startswith("std"):
                head.stdev = c.value
            else:
                p = m.group("p") or m.group("q")
                head.other_stats[f"p{p}" if p else statistic_of(word) or word] = c.value
        label = labels[head.block]
        head.statistic = (statistic_of(label.group("s")) if label else None) or "p50"  # ("50%": the median as p50)
        out.append(head)
    return sorted(out, key=lambda c: c.start)


# ------------------------------------------------------------------ prose


def sentences(text: str) -> list[tuple[int, int]]:
    """Sentence spans of a block's text."""
    spans, start = [], 0
    rx = rules.SENTENCE_END_CJK_RE if any(stop in text for stop in rules.CJK_STOPS) else rules.SENTENCE_END_RE
    for m in rx.finditer(text):
        spans.append((start, m.start()))
        start = m.end()
    spans.append((start, len(text)))
    return [(a, b) for a, b in spans if b > a]


def readable_sentences(text: str) -> Iterator[tuple[int, int, str]]:
    """The sentences of a block's text that a reader scans: (start, end, text), none over rules.MAX_SCAN_LINE."""
    for a, b in sentences(text):
        if b - a <= rules.MAX_SCAN_LINE:
            yield a, b, text[a:b]


def _written_rounding(written: str, factor: float) -> float | None:
    """_rounding of a number as a cell writes it ("2.2k", "3,998.7"), or None for another text."""
    m = rules.WRITTEN_NUMBER_RE.fullmatch(written.strip())
    return _rounding(m.group("num"), m.group("k"), factor) if m else None


def _rounding(num: str, k: str | None, factor: float) -> float:
    """Half the last written digit of a figure, in its canonical unit (23.6: 0.05; 1.35k: 5)."""
    return 0.5 * 10 ** -len(num.partition(".")[2]) * (1000 if k else 1) * factor


def listed_runs(sent: str, start: int, end: int) -> list[float] | None:
    """The runs a figure summarises, listed without units right after it ("(the median of three runs: 4,410, 4,372
    and 4,455)"), when they are as many as the text says; else None."""
    m = rules.RUN_LIST_AFTER_RE.match(sent, start, end)
    if m is None:
        return None
    values = [to_float(x.group()) for x in rules.NUM_RE.finditer(m.group("list"))]
    n = m.group("n").lower()
    return values if len(values) == (int(n) if n.isdigit() else rules.RUN_LIST_COUNT_WORDS[n]) else None


def slash_runs(sent: str, start: int, end: int, limit: int, figure: float) -> tuple[list[float], re.Match[str]] | None:
    """The runs of a figure written last of a slash list sharing its unit, and their summary written after the unit
    ("4,012 / 3,987 / 4,021 tok/s, mean 4,007 ± 17"): (the runs in their order, the summary's match), when the
    summary lies within the runs; else None. start is where the figure's number starts, end its unit's end."""
    summary = rules.SLASH_RUNS_SUMMARY_RE.match(sent, end, limit)
    if summary is None:
        return None
    listed = rules.SLASH_RUNS_BEFORE_RE.search(sent, max(0, start - rules.SLASH_RUNS_BEFORE_CHARS), start)
    if listed is None:
        return None
    runs = [to_float(x.group()) for x in rules.NUM_RE.finditer(listed.group("list"))]
    runs.append(figure)
    value = to_float(summary.group("v"))
    return (runs, summary) if min(runs) <= value <= max(runs) else None


def spec_figures(sent: str, figures: list[re.Match[str]]) -> set[int]:
    """The figures of a sentence that its spec words make hardware or config figures ("a theoretical 9,000 tok/s",
    "7K tok/s looks like the ceiling"): a spec word within SPEC_BEFORE_CHARS before a figure, or after its unit in
    its clause within SPEC_AFTER_CHARS, belongs to the nearest such figure."""
    out: set[int] = set()
    for w in rules.SPEC_WORDS_RE.finditer(sent):
        best: tuple[int, int] | None = None
        for fi, m in enumerate(figures):
            if m.start() >= w.end():  # the word before the figure
                gap = m.start() - w.end()
                if gap > rules.SPEC_BEFORE_CHARS:
                    continue
            elif w.start() >= m.end():  # the word after it, in its clause
                gap = w.start() - m.end()
                if gap + len(w.group()) > rules.SPEC_AFTER_CHARS or rules.CLAUSE_BREAK_RE.search(sent, m.end(), w.start()):
                    continue
                if rules.SPEC_NOUN_GAP_RE.fullmatch(sent, m.end(), w.start()):
                    gap = 0  # the figure's own noun phrase: "200 ms p99 TTFT target"
            else:  # the word inside the figure ("... ceiling" cannot be; a spelled unit may hold one)
                gap = 0
            if best is None or gap < best[0]:
                best = (gap, fi)
        if best is not None:
            out.add(best[1])
    return out


def figure_bound(sent: str, at: int, end: int) -> str | None:
    """What the words around a figure (its number at `at`, its unit ending at `end`) make of it: "threshold" (a
    limit set for the run, not a measurement), "an upper bound ('below')" or "a lower bound ('exceeds')" of what
    was measured, or None."""
    before = sent[max(0, at - rules.BOUND_CHARS):at]
    if rules.THRESHOLD_AFTER_RE.match(sent, end):
        return "threshold"
    if rules.BOUND_GATE_RE.search(before) is None:  # most figures: no bound or threshold word before them
        return None
    if rules.THRESHOLD_BEFORE_RE.search(before):
        return "threshold"
    for kind, rx in (("an upper", rules.UPPER_BOUND_BEFORE_RE), ("a lower", rules.LOWER_BOUND_BEFORE_RE)):
        found = rx.search(before)
        if found:
            near = before + sent[end:end + rules.BOUND_CONTEXT_AFTER]
            if rules.BOUND_CONTEXT_RE.search(near) or rules.BOUND_SENTENCE_CONTEXT_RE.search(sent, 0, at):
                return "threshold"
            word = " ".join(found.group("w").split())
            return f"{kind} bound ('{word}')"
    return None


def list_lead_metric(doc: Document, bi: int) -> tuple[str, tuple[int, int]] | None:
    """The one token rate a list's lead-in paragraph names ("Output throughput, without → with EAGLE-3:"), for the
    figures of its items that name none, with where it names it; None where the lead-in names none or several."""
    at = bi
    while at > 0 and doc.blocks[at - 1].kind == "li" and doc.blocks[at - 1].comment == doc.blocks[bi].comment:
        at -= 1
    lead = doc.blocks[at - 1] if at > 0 else None
    if lead is None or lead.kind != "p" or lead.comment != doc.blocks[bi].comment \
            or not doc.text[lead.start:lead.end].rstrip().endswith(":"):
        return None
    named = {(metric_of_word(w.group("w")), w.span("w")) for w in rules.METRIC_WORD_RE.finditer(doc.text, lead.start, lead.end)}
    metrics = {m for m, _ in named if m}
    if len(metrics) != 1 or rules.CANONICAL_UNIT.get(next(iter(metrics))) != "tok/s":
        return None
    return next((m, span) for m, span in sorted(named, key=lambda x: x[1]) if m)


def metric_of_word(word: str) -> str | None:
    """The metric a metric word names: "Output  throughput", "decode_tps", llama-bench's "tg128"."""
    key = re.sub(r"[\s_-]+", " ", word.lower())
    return rules.METRIC_BY_WORD.get(key) or rules.METRIC_BY_WORD.get(key.rstrip("0123456789"))


def asked_metric(doc: Document, comment: int) -> tuple[str, tuple[int, int], int] | None:
    """The one metric the post before this one, by another author, asks about in a question ("what's your TTFT like at
    32 concurrent?"): (metric, where it is named, that post's index); else None. Its figures answer it ("p50 around
    0.9 s")."""
    post, asking = doc.posts.get(comment), doc.posts.get(comment - 1)
    if post is None or asking is None or asking.author == post.author:
        return None
    found: dict[str, tuple[int, int]] = {}
    for a, b, sent in readable_sentences(doc.text[asking.start:asking.end]):
        if "?" not in sent:
            continue
        for m in rules.METRIC_WORD_RE.finditer(sent):
            metric = metric_of_word(m.group("w"))
            if metric:
                found.setdefault(metric, (asking.start + a + m.start(), asking.start + a + m.end()))
    if len(found) != 1:
        return None
    metric, span = next(iter(found.items()))
    return metric, span, asking.index


def metric_word(text: str, at: int, end: int, prev_end: int = -1) -> tuple[str | None, tuple[int, int] | None]:
    """The metric named nearest a number: a word before it (within 70 chars), else right after it (40 chars). A word
    before the figure before (prev_end: where that figure's unit ends) or written right after it is that figure's
    ("730 t/s prompt processing and 28.5 t/s generation") when the number has a word right after its own unit."""
    best: tuple[int, str, tuple[int, int]] | None = None
    trailing: tuple[int, str, tuple[int, int]] | None = None  # the earlier figure's word, set aside
    for m in rules.METRIC_WORD_RE.finditer(text):
        metric = metric_of_word(m.group("w"))
        if not metric:
            continue
        if m.end() <= at and at - m.end() <= 70:
            d = at - m.end()
            if prev_end >= 0 and (m.end() <= prev_end or not text[prev_end:m.start()].strip()
                                  or rules.TRAILING_NOTE_GAP_RE.fullmatch(text, prev_end, m.start())):
                trailing = (d, metric, (m.start(), m.end()))
                continue
        elif m.start() >= end and m.start() - end <= 40:
            d = (m.start() - end) + 35
            if trailing is not None and m.start() - end > rules.METRIC_RIGHT_AFTER:
                if not rules.ELIDED_ARTICLE_GAP_RE.fullmatch(text, end, m.start()):
                    continue
                d = 35  # (its article elided onto it: right after the unit)
        else:
            continue
        if best is None or d < best[0]:
            best = (d, metric, (m.start(), m.end()))
    if trailing is not None and (best is None or best[0] > 35 + rules.METRIC_RIGHT_AFTER):
        best = trailing if best is None or trailing[0] < best[0] else best
    return (best[1], best[2]) if best else (None, None)


def block_figures(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """Every figure of a block read as text: with its unit (prose), under a unit its label writes (labelled), and in
    slashed lists (slashed). The three readers take a block this has checked: not over 4 x rules.MAX_SCAN_LINE, and
    holding a digit."""
    if blk.end - blk.start > rules.MAX_SCAN_LINE * 4 or rules.DIGIT_RE.search(doc.text, blk.start, blk.end) is None:
        return []  # every figure has a digit
    return [*prose(doc, bi, blk), *labelled(doc, bi, blk), *slashed(doc, bi, blk), *quoted_keys(doc, bi, blk),
            *load_lines(doc, bi, blk)]


def load_lines(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """A run of lines of one load and its figure each ("c=8 → 812"; a paragraph's lines, or its blocks split at line
    breaks), under a lead-in paragraph of its post that ends naming one metric and its unit ("4/6 concurrency sweep,
    same in/out lengths, output tok/s:")."""
    text = doc.text[blk.start:blk.end]
    if not any(arrow in text for arrow in rules.LOAD_LINE_ARROWS):
        return []
    lines = text.split("\n")
    found = [rules.LOAD_LINE_RE.fullmatch(line) for line in lines]
    if not all(found):
        return []
    first = bi  # the run's first block: earlier blocks of the post that are such lines too
    while first > 0 and doc.blocks[first - 1].comment == blk.comment and doc.blocks[first - 1].kind == blk.kind \
            and rules.LOAD_LINE_RE.fullmatch(doc.text, doc.blocks[first - 1].start, doc.blocks[first - 1].end):
        first -= 1
    after = doc.blocks[bi + 1] if bi + 1 < len(doc.blocks) else None
    run_goes_on = first < bi or (after is not None and after.comment == blk.comment and after.kind == blk.kind
                                 and rules.LOAD_LINE_RE.fullmatch(doc.text, after.start, after.end) is not None)
    lead = doc.blocks[first - 1] if first else None
    if (len(lines) < 2 and not run_goes_on) or lead is None or lead.kind not in ("p", "li") \
            or lead.comment != blk.comment:
        return []
    said_text = doc.text[lead.start:lead.end].rstrip()
    said = _said_metrics(said_text, lead.start) if said_text.endswith(":") else []
    if len({(metric, unit) for metric, unit, _, _ in said}) != 1:
        return []
    metric, unit, _, where = said[0]
    canon, factor = rules.UNIT_SPELLINGS.get(unit, (None, 1.0))
    if canon != rules.CANONICAL_UNIT[metric]:
        return []
    out: list[Candidate] = []
    at = blk.start
    for line, m in zip(lines, found):
        assert m is not None
        if m.group("u") and rules.UNIT_SPELLINGS.get(" ".join(m.group("u").lower().split()), (None,))[0] != canon:
            return []
        g = "n" if m.group("n") else "n2"
        load = to_int(m.group(g))
        c = Candidate(metric, round(to_float(m.group("v")) * factor, 6), at + m.start("v"), at + m.end("v"), bi,
                      blk.comment, "load_lines", basis="single_stream" if load == 1 else "aggregate", basis_stated=True,
                      concurrency=load, concurrency_span=(at + m.start(g), at + m.end(g)), unit_written=unit,
                      sentence=(at, at + len(line)))
        c.metric_span = where
        out.append(c)
        at += len(line) + 1
    return out


def quoted_keys(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """Figures a sentence gives by a serving benchmark's result key and a bare number ("output_throughput 601.2"),
    each with the key's metric and statistic."""
    text = doc.text[blk.start:blk.end]
    if not any(gate in text for gate in rules.QUOTED_KEY_GATE):
        return []
    out: list[Candidate] = []
    for a, b, sent in readable_sentences(text):
        for m in rules.QUOTED_KEY_RE.finditer(sent):
            metric, stat, _ = rules.BENCH_JSON_KEYS[m.group("k")]
            base = blk.start + a
            c = Candidate(metric, to_float(m.group("v")), base + m.start("v"), base + m.end("v"), bi, blk.comment,
                          "prose", statistic=stat, unit_written=m.group("k"), sentence=(base, blk.start + b),
                          kind_explicit=True, is_claim=claimed(sent))
            c.metric_span = (base + m.start("k"), base + m.end("k"))
            out.append(c)
    return out


def _unitless_tests(bi: int, blk: Block, sent: str, a: int, figures: list[re.Match[str]], out: list[Candidate],
                    cue: str | None) -> list[Candidate]:
    """A llama-bench test's figure written without a unit after a figure of another test in tok/s ("pp512 is now
    201.36 ± 0.52 t/s, tg128 17.94 ± 0.03"): in that figure's unit, its metric the test's."""
    found: list[Candidate] = []
    for m in rules.UNITLESS_TEST_FIGURE_RE.finditer(sent):
        prev = [f for f in figures if f.end() <= m.start()
                and rules.UNIT_SPELLINGS[re.sub(r"\s+", " ", f.group("unit").lower())][0] == "tok/s"]
        if not prev or any(f.start() <= m.start("num") < f.end() for f in figures):
            continue
        start = blk.start + a + m.start("num")
        if any(c.start == start for c in out):
            continue
        c = Candidate(rules.TEST_AFTER_UNIT_METRICS[m.group("t").lower()], to_float(m.group("num")), start,
                      blk.start + a + m.end("num"), bi, blk.comment, "prose", unit_written=prev[-1].group("unit"),
                      sentence=(blk.start + a, blk.start + a + len(sent)), kind_explicit=False, cue=cue)
        # (an aside with no unit of its own: its test gives its kind, but it takes no part in the page's vote on the
        # kind of its bare figures, which the figures written with their units hold)
        c.metric_span = (blk.start + a + m.start("w"), blk.start + a + m.end("w"))
        sized = sized_length(sent, m.start("w"), m.end("w"), blk.start + a)
        if sized is not None:  # (always: the pattern's test name is one)
            c.workload[sized[0]] = sized[1:]
        if m.group("pm"):
            c.stdev = to_float(m.group("pm"))
        found.append(c)
    return found


def _names_accelerator(text: str, at: int, num: str) -> bool:
    """Whether the bare number at `at` ends an accelerator's name with the word before it ("Gaudi 2"): the catalog
    resolves the two to an id holding that number."""
    word = rules.WORD_BEFORE_RE.search(text, max(0, at - rules.WORD_BEFORE_CHARS), at)
    if word is None:
        return False
    acc = accelerator_id(f"{word.group('w')} {num}")[0]
    return acc is not None and re.search(rf"(?<!\d){re.escape(num)}(?!\d)", acc) is not None


def prose(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """Figures with a unit in a block's sentences, with their metric word, claim and repeat cues."""
    text = doc.text[blk.start:blk.end]
    out: list[Candidate] = []
    # A figure of a sentence is a match in the whole block too (sentences are split at white space, which every
    # look-around of the pattern reads as it reads a text's end), so a block without a match has no figure.
    if rules.VALUE_UNIT_RE.search(text) is None:
        return out
    heading_claim = blk.kind == "heading"
    list_lead: tuple[str, tuple[int, int]] | None = None  # the metric a list item's lead-in names, read when needed
    lead_span: tuple[int, int] | None = None  # where the lead-in names the figure's metric
    asked: tuple[str, tuple[int, int], int] | None = None  # the question the post answers
    asked_read = False  # whether it was read (only when needed)
    answers: int | None = None  # the post whose question a figure answers
    lead_claim: bool | None = None  # whether the paragraph before says the figures after it are another's (when needed)
    for a, b, sent in readable_sentences(text):
        figures = list(rules.VALUE_UNIT_RE.finditer(sent))
        if not figures:  # most sentences state no figure: their cues are never needed
            continue
        if rules.IGNORED_SENTENCE_RE.match(sent):
            continue  # "(Ignore the "prompt throughput" there, ... shows up as ~51 tokens/s.)": the page sets it aside
        if lead_claim is None:  # "The numbers below are copied from the X model card; we did not re-run them."
            lead_blk = doc.blocks[bi - 1] if bi else None
            lead_claim = lead_blk is not None and lead_blk.kind in ("p", "li") and rules.CLAIM_LEAD_BLOCK_RE.search(
                doc.text, lead_blk.start, lead_blk.end) is not None
        claim = claimed(sent) or lead_claim or rules.CLAIM_NEXT_RE.match(text, b) is not None
        cue = None
        if rules.SWEEP_CUE_RE.search(sent) or (any(arrow in sent for arrow in rules.SWEEP_POINT_ARROWS)
                                               and len(rules.SWEEP_POINT_RE.findall(sent)) >= 2):
            cue = "sweep"
        elif rules.RERUN_CUE_RE.search(sent):
            changed = rules.RERUN_CHANGED_RE.search(sent)
            cue = "rerun" if changed is None else None if rules.WORKLOAD_CHANGE_RE.search(
                sent, changed.end(), changed.end() + rules.WORKLOAD_CHANGE_CHARS) else "alternative"
            # ("repeated the batch-1 case with 32,768-token prompts": another workload's own measurements)
        elif rules.ALTERNATIVE_CUE_RE.search(sent):
            cue = "alternative"
        loads: set[int] | None = None  # where the sentence's clause-opening request rates start, read when needed
        user_loads: set[int] | None = None  # where its clause-opening per-user rates start, read when needed
        at_user_rate: str | None = None  # the per-user rate of the clause before the next figure
        leads, fallbacks = figure_statistics(sent, [m.span() for m in figures])
        led = any(leads)
        stat_of_metric: dict[str, str] = {}
        kind_after: tuple[str, tuple[int, int]] | None = None  # a token kind written after an earlier unit
        specs = spec_figures(sent, figures) if rules.SPEC_WORDS_RE.search(sent) else set()
        draft_gate = rules.DRAFT_RATE_GATE in sent
        sent_low = sent.lower() if "req" in sent or "offered" in sent else ""
        offered_gate = bool(sent_low) and any(g in sent_low for g in rules.OFFERED_RATE_GATE)
        change_gate = any(g in sent for g in rules.CHANGE_BY_GATE)
        tested = False  # whether a figure of the sentence is named by a llama-bench test ("pp512 ... 201.36 t/s")
        forecast_gate = any(g in sent for g in rules.FORECAST_BEFORE_GATE)
        redone: bool | None = None  # whether the sentence redoes the measurement before it (read when needed)
        for fi, (m, lead, fallback) in enumerate(zip(figures, leads, fallbacks)):
            unit_txt = re.sub(r"\s+", " ", m.group("unit").lower())
            canon, factor = rules.UNIT_SPELLINGS[unit_txt]
            if rules.RATIO_AFTER_RE.match(sent[m.end():]) or rules.PER_RESOURCE_AFTER_RE.match(sent, m.end()):
                continue
            if rules.DERIVED_AFTER_RE.match(sent, m.end()) or rules.DERIVED_INPUT_BEFORE_RE.search(
                    sent, max(0, m.start() - 24), m.start()) or (
                    (sent.find("/", max(0, m.start() - 40), m.start()) >= 0 or "÷" in sent)
                    and rules.DERIVED_RESULT_BEFORE_RE.search(sent, max(0, m.start() - 40), m.start())):
                continue  # "about 19 tok/s (1000 / 53.4 ms TPOT)": worked out from another figure, and its input
            window = max(0, m.start() - rules.EXPECTED_BEFORE_CHARS)
            if rules.EXPECTED_BEFORE_RE.search(sent, window, m.start()) or rules.EXPECTED_AFTER_RE.match(sent, m.end()) \
                    or forecast_gate and rules.FORECAST_BEFORE_RE.search(sent, window, m.start()):
                continue  # "I was hoping for something near 2000 tok/s": an expectation, not a measurement
            if canon == "req/s" and rules.RATE_CONDITION_GATE_RE.search(sent, 0, m.start()) \
                    and rules.RATE_CONDITION_BEFORE_RE.search(sent, 0, m.start()):
                continue  # "At 1 and 2 req/s every engine returns ...": the load the clause speaks of
            if offered_gate and rules.OFFERED_RIGHT_BEFORE_RE.search(sent, max(0, m.start() - 40), m.start()):
                continue  # "the offered 256 or 512 tokens per second": the load put to it
            if offered_gate and canon == "req/s" and rules.OFFERED_RATE_BEFORE_RE.search(
                    sent, figures[fi - 1].end() if fi else 0, m.start()) and not rules.SERVED_RATE_BEFORE_RE.search(
                    sent, figures[fi - 1].end() if fi else 0, m.start()):
                continue  # "we stepped the arrival rate up by 0.5 req/s": the load offered, not a rate served
            if draft_gate and rules.DRAFT_RATE_BEFORE_RE.search(
                    sent, max(0, m.start() - rules.DRAFT_RATE_BEFORE_CHARS), m.start()):
                continue  # "Accepted throughput: 48.63 tokens/s": the draft tokens' rate
            if change_gate and rules.CHANGE_BY_BEFORE_RE.search(
                    sent, max(0, m.start() - rules.CHANGE_BY_BEFORE_CHARS), m.start()):
                continue  # "TPOT goes up by about 6.5 ms": a difference of two runs
            if fi == len(figures) - 1 and rules.DISOWNED_NEXT_RE.match(text, b):
                continue  # "... prints effective=1330680 tok/s. That is not a prefill rate"
            if fi and rules.CONVERSION_BETWEEN_RE.fullmatch(sent, figures[fi - 1].end(), m.start()) and canon != \
                    rules.UNIT_SPELLINGS[re.sub(r"\s+", " ", figures[fi - 1].group("unit").lower())][0]:
                continue  # "(so ~60 tok/s)": the figure before, in another unit
            metric, mspan = metric_word(sent, m.start(), m.end(), figures[fi - 1].end() if fi else -1)
            if metric is None and fi and out and out[-1].start == blk.start + a + figures[fi - 1].start("num") \
                    and (gap := rules.LISTED_FIGURE_GAP_RE.fullmatch(sent, figures[fi - 1].end(), m.start())) \
                    and sent[m.end():].lstrip().lower().startswith(gap.group("p").lower() + " ") \
                    and rules.CANONICAL_UNIT.get(out[-1].metric) == canon:
                metric, lead_span = out[-1].metric, out[-1].metric_span  # "0.44 s on RunPod, 0.35 s on Baseten"
            if m.group("kindw") and canon == "tok/s":
                metric, mspan = rules.UNIT_KIND_WORDS[m.group("kindw").lower()], m.span("kindw")
            elif canon == "tok/s" and (test := rules.TEST_AFTER_UNIT_RE.match(sent, m.end())) is not None:
                metric, mspan = rules.TEST_AFTER_UNIT_METRICS[test.group("t").lower()], test.span("w")
            elif canon == "tok/s" and ((prompt := rules.PROMPT_RIGHT_BEFORE_RE.search(
                    sent, max(0, m.start() - rules.PROMPT_RIGHT_BEFORE_CHARS), m.start())) is not None
                                       or sent.find("rompt:", max(0, m.start() - rules.PROMPT_TIMED_BEFORE_CHARS),
                                                    m.start()) >= 0
                                       and (prompt := rules.PROMPT_TIMED_BEFORE_RE.search(
                                           sent, max(0, m.start() - rules.PROMPT_TIMED_BEFORE_CHARS), m.start()))):
                metric, mspan = "prefill_tok_s", prompt.span("w")  # "~19.4 t/s gen, prompt ~700 t/s": not the gen's
            elif canon == "tok/s" and m.group("kinda") and fi and mspan is not None and mspan[1] <= m.start() \
                    and not sent[figures[fi - 1].end():mspan[0]].strip():
                # "104.6 t/s gen and 3,305 t/s prompt": the word right after the figure before is that figure's
                metric, mspan = rules.UNIT_KIND_WORDS[m.group("kinda").lower()], m.span("kinda")
                kind_after = (metric, mspan)
            elif canon == "tok/s" and (metric is None or rules.CANONICAL_UNIT.get(metric) != "tok/s"):
                if m.group("kinda"):
                    metric, mspan = rules.UNIT_KIND_WORDS[m.group("kinda").lower()], m.span("kinda")
                    kind_after = (metric, mspan)
                elif kind_after is not None:
                    metric, mspan = kind_after
            if metric is None and canon == "ms" and redone is None:
                redone = rules.REDONE_MEASUREMENT_RE.search(sent) is not None
            if metric is None and canon == "ms" and redone and out:
                # the one latency metric of the last sentence before it that gave figures: "I redid the measurement
                # with ...: 0.81 s"
                timed = {c.metric: c.metric_span for c in out if c.sentence == out[-1].sentence
                         and c.metric in rules.LATENCY_METRICS and c.metric_span is not None}
                if len(timed) == 1:
                    metric, lead_span = next(iter(timed.items()))
            if metric is None and canon == "ms" and blk.comment is not None:
                if not asked_read:
                    asked, asked_read = asked_metric(doc, blk.comment), True
                if asked is not None and asked[0] in rules.LATENCY_METRICS:
                    metric, lead_span, answers = asked[0], asked[1], asked[2]  # "p50 around 0.9 s", to "TTFT like?"
            explicit = metric is not None
            if canon == "ms":
                if unit_txt in rules.PER_TOKEN_UNITS and metric not in rules.LATENCY_METRICS:
                    metric, explicit = "tpot_ms", metric is not None  # "decode is 16 ms/token": its time per token
                elif metric == "prefill_tok_s" and rules.PREFILL_TIME_BEFORE_RE.search(
                        sent, max(0, m.start() - 40), m.start()):
                    metric = "ttft_ms"  # "my bs 32 prefill was 2890.44 ms": the prompt's time to its first token
                if metric not in rules.LATENCY_METRICS or rules.PLURAL_NAME_RE.fullmatch(sent, m.start("num"),
                                                                                         m.end("unit")) \
                        or rules.MINUTES_BEFORE_RE.search(sent, max(0, m.start() - 16), m.start()):
                    continue
                named_after = mspan is not None and 0 <= mspan[0] - m.end() <= rules.METRIC_RIGHT_AFTER
                before = sent[max(0, m.start() - 40):m.start()]
                if not named_after and rules.NOT_METRIC_WORDS_RE.search(before) and not rules.REQUEST_TOOK_RE.search(
                        sent, max(0, m.start() - rules.REQUEST_TOOK_CHARS), m.start()):
                    continue
            elif canon == "req/s":
                if loads is None:
                    loads = {lm.start("n") for lm in rules.RATE_LOAD_RE.finditer(sent)} | {
                        lm.start(g) for lm in rules.RATE_RANGE_LOAD_RE.finditer(sent) for g in ("n", "m")}
                if m.start("num") in loads:  # the load of the clause's figures, not one of them
                    continue
                if fi and rules.RATE_AFTER_FIGURE_RE.fullmatch(sent, figures[fi - 1].end(), m.start()):
                    # "... 22.5 ms at 8 QPS": the load of the figures before it, not a figure
                    rate = (m.group("num"), blk.start + a + m.start("num"), blk.start + a + m.end("num"))
                    for prev in out:
                        if prev.sentence == (blk.start + a, blk.start + b) and prev.rate_load is None:
                            prev.rate_load = rate
                    continue
                if metric != "req_s":  # the metric word found names another metric ("TTFT SLO ..., 5.1 req/s")
                    mspan = None
                metric = "req_s"
            else:
                if user_loads is None:
                    user_loads = {lm.start("n") for lm in rules.USER_RATE_LOAD_RE.finditer(sent)} \
                        if "user" in sent else set()
                if m.start("num") in user_loads:  # the operating point of the clause's figures, not one of them
                    at_user_rate = m.group("num")
                    continue
                if metric is None or rules.CANONICAL_UNIT.get(metric) != "tok/s":
                    metric, explicit = "unspecified_tok_s", False
                    named_next = rules.KIND_NEXT_RE.match(text, b) if "hat" in text[b:b + 12] else None
                    if named_next is not None:  # "... TGI 58.9 t/s. That is output token throughput as it reports it"
                        metric, explicit = rules.LEAD_IN_KIND_WORDS[named_next.group("k").lower()], True
                        lead_span = (blk.start + named_next.start("k"), blk.start + named_next.end("k"))
                    elif blk.kind == "li":
                        if list_lead is None:
                            list_lead = list_lead_metric(doc, bi) or ("", (0, 0))
                        if list_lead[0]:  # "Output throughput, without → with EAGLE-3:" over the list
                            metric, explicit, lead_span = list_lead[0], True, list_lead[1]
            if fi in specs:
                continue
            bound = figure_bound(sent, m.start(), m.end("unit"))
            if bound == "threshold":
                continue
            value = to_float(m.group("num"), m.group("k")) * factor
            vs = blk.start + a + m.start("num")
            ve = blk.start + a + (m.end("k") if m.group("k") else m.end("num"))
            c = Candidate(metric, value, vs, ve, bi, blk.comment, "prose", unit_written=m.group("unit"),
                          sentence=(blk.start + a, blk.start + b), kind_explicit=explicit, cue=cue)
            c.unit_span = (blk.start + a + m.start("unit"), blk.start + a + m.end("unit"))
            c.rounding = _rounding(m.group("num"), m.group("k"), factor)
            c.answers, answers = answers, None
            if lead_span is not None:
                c.metric_span, lead_span = lead_span, None
            elif mspan:
                c.metric_span = (blk.start + a + mspan[0], blk.start + a + mspan[1])
                sized = sized_length(sent, mspan[0], mspan[1], blk.start + a)
                if sized is not None:  # llama-bench's "tg128": the figure's own length, cited by its test name
                    tested = True
                    key, n, ls, le = sized
                    c.workload[key] = (n, ls, le)
            if m.group("pm"):
                c.stdev = to_float(m.group("pm")) * factor
            limit = figures[fi + 1].start() if fi + 1 < len(figures) else len(sent)
            reruns = listed_runs(sent, m.end(), limit)
            slashed = slash_runs(sent, m.start("num"), m.end(), limit, to_float(m.group("num"))) \
                if not m.group("k") else None
            if slashed is not None:  # "4,012 / 3,987 tok/s, mean 4,000": the summary is the figure, the list its runs
                reruns, summary = slashed
                c.value, c.start, c.end = to_float(summary.group("v")) * factor, blk.start + a + summary.start("v"), \
                    blk.start + a + summary.end("v")
                c.rounding = _rounding(summary.group("v"), None, factor)
                lead = rules.SLASH_RUNS_STATISTICS[summary.group("s").lower()]
                if summary.group("pm"):
                    c.stdev = to_float(summary.group("pm")) * factor
            if reruns:
                c.reruns = [v * factor for v in reruns]
            if m.group("num2"):
                c.value_range = [value, to_float(m.group("num2"), m.group("k2")) * factor]
            if m.group("plus"):
                c.notes.append("written as a lower bound ('+')")
                c.bound = "lower"
            if at_user_rate is not None:
                c.notes.append(f"measured at {at_user_rate} tok/s per user")
                at_user_rate = None
            if bound:
                c.notes.append(f"written as {bound}: not precise")
                c.bound = "upper" if bound.startswith("an upper") else "lower"
            c.is_claim = claim or rules.CITED_AFTER_RE.match(sent, m.end()) is not None  # "... reported in [6]"
            if heading_claim and claim:
                c.notes.append("stated in a heading")
            # its own statistic, else that of the sentence's figure of its metric before it, else the sentence's
            # when no figure names its own
            stat = lead or stat_of_metric.get(metric) or (None if led else fallback)
            if m.group("kinda") and m.group("kstat"):  # "1.9k tok/s peak output": the figure's own statistic
                stat = statistic_of(m.group("kstat")) or stat
            if stat is not None:
                c.statistic = stat_of_metric[metric] = stat
            out.append(c)
            shared = rules.SHARED_UNIT_RE.search(sent[:m.start()])
            at = len(out) - 1
            while shared and not c.value_range and cue != "sweep" \
                    and not rules.SETTING_BEFORE_RE.search(sent[:shared.start()]):
                if any(o.start == blk.start + a + shared.start("num") for o in out):
                    break  # a figure with its own unit ("320 tok/s and 46 tok/s"), read already
                if shared.group("k") and canon == "ms":
                    break  # thousands before a time are a length: "2.84 s for 8k and 14.9 s for 32k"
                if _names_accelerator(sent, shared.start("num"), shared.group("num")):
                    break  # the number of a name: "436 ms on Gaudi 2 versus 470 ms"
                sv = to_float(shared.group("num"), shared.group("k")) * factor
                c2 = Candidate(metric, sv, blk.start + a + shared.start("num"), blk.start + a + shared.end("num"), bi,
                               blk.comment, "prose", unit_written=m.group("unit"), sentence=c.sentence,
                               kind_explicit=explicit, cue=cue, is_claim=claim)
                c2.unit_span = c.unit_span
                out.insert(at, c2)
                # a rerun's list goes on: "read 41.8, 41.5 and 42.1 tok/s"
                shared = rules.LIST_ITEM_BEFORE_RE.search(sent[:shared.start()]) if cue == "rerun" else None
            versus = rules.VS_AFTER_UNIT_RE.match(sent, m.end()) if "vs" in sent[m.end():m.end() + 60] else None
            if versus is not None and not c.value_range and cue != "sweep" and not (
                    fi + 1 < len(figures) and figures[fi + 1].start() <= versus.end("b")):
                # "52.4 t/s with that branch, vs 47.9 on master": the compared figure in the same unit
                c3 = Candidate(metric, to_float(versus.group("b")) * factor, blk.start + a + versus.start("b"),
                               blk.start + a + versus.end("b"), bi, blk.comment, "prose", unit_written=m.group("unit"),
                               sentence=c.sentence, kind_explicit=explicit, cue=cue, is_claim=c.is_claim)
                c3.unit_span, c3.statistic = c.unit_span, c.statistic
                out.append(c3)
        if tested:  # a test's figure in its unit: others of the sentence may leave theirs out
            out.extend(_unitless_tests(bi, blk, sent, a, figures, out, cue))
        if cue == "sweep":
            _sweep(out, sent, blk.start + a)
        _attach_percentiles(out, (blk.start + a, blk.start + b))
    return out


def _attach_percentiles(out: list[Candidate], sentence: tuple[int, int]) -> None:
    """A sentence's percentiles of a metric written after its mean ("ttft mean 1.93s p50 1.71s p90 3.08s") as the
    mean's other statistics, not figures of their own."""
    mine = [c for c in out if c.sentence == sentence and not c.is_claim and not c.cue]
    if len(mine) < 2 or not any(c.statistic == "mean" for c in mine):
        return
    drop: set[int] = set()
    for i, c in enumerate(mine):
        if c.statistic not in rules.ATTACHED_STATISTICS:
            continue
        mean = next((h for h in reversed(mine[:i]) if h.statistic == "mean" and h.metric == c.metric), None)
        if mean is not None and c.statistic not in mean.other_stats:
            mean.other_stats[c.statistic] = c.value
            drop.add(id(c))
    if drop:
        out[:] = [c for c in out if id(c) not in drop]


def labelled(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """Figures whose unit is written in their label, in brackets ("Output throughput (tok/s): 1,210", "Median TTFT
    (ms) 182") or before its colon ("Decode tok/s: 58.4"), each with the load written beside it ("Throughput
    (tok/s/GPU) at concurrency 32: 1,210; at 64: 1,980")."""
    text = doc.text[blk.start:blk.end]
    out: list[Candidate] = []
    bracketed = rules.LABEL_UNIT_RE.finditer(text) if "(" in text else ()
    starts = sorted(lab.start() for lab in (*bracketed, *_bare_labels(text)))
    if not starts:
        return out
    for a, b, sent in readable_sentences(text):
        if bisect_left(starts, a) == bisect_left(starts, b):
            continue  # no label in the sentence
        labels = sorted([*rules.LABEL_UNIT_RE.finditer(sent), *_bare_labels(sent)], key=lambda lab: lab.start())
        if not labels or rules.RERUN_CUE_RE.search(sent) or rules.SWEEP_CUE_RE.search(sent):
            continue  # runs and sweeps are read with their units written after each figure
        claim = claimed(sent)
        ends = [lab.start() for lab in labels[1:]] + [len(sent)]
        for lab, end in zip(labels, ends):
            out.extend(_labelled_run(bi, blk, (blk.start + a, blk.start + b), sent, lab, end, claim))
    return out


def _bare_labels(text: str) -> list[re.Match[str]]:
    """The units written bare before a colon or "=" ("Decode tok/s: 58.4"), found from each colon backwards."""
    out: list[re.Match[str]] = []
    if ":" not in text and "=" not in text:  # most blocks: no colon, no label
        return out
    for colon in rules.LABEL_COLON_RE.finditer(text):
        m = rules.LABEL_BARE_UNIT_RE.search(text, max(0, colon.start() - rules.LABEL_BARE_CHARS), colon.start())
        if m is not None:
            out.append(m)
    return out


def _label_metric(sent: str, start: int, end: int, canon: str) -> tuple[str, tuple[int, int] | None, bool] | None:
    """The metric a label names for figures of a canonical unit, its span and whether the label names it; None
    when the label names no metric of that unit where one is needed (a latency)."""
    metric, span = None, None
    for m in rules.METRIC_WORD_RE.finditer(sent, start, end):
        found = metric_of_word(m.group("w"))
        if found:
            metric, span = found, m.span()
    if canon == "ms":
        return (metric, span, True) if metric in rules.LATENCY_METRICS else None
    if canon == "req/s":
        return "req_s", span, True
    if metric is None or rules.CANONICAL_UNIT.get(metric) != "tok/s":
        return "unspecified_tok_s", None, False
    return metric, span, True


def _labelled_run(bi: int, blk: Block, sentence: tuple[int, int], sent: str, lab: re.Match[str], end: int,
                  claim: bool) -> list[Candidate]:
    """The figures one bracketed unit labels: the run of numbers after it (up to end), each with its load."""
    base = sentence[0]
    label_start = max(0, lab.start() - rules.LABEL_CHARS)
    for brk in rules.LABEL_START_RE.finditer(sent, label_start, lab.start()):
        label_start = brk.end()
    unit_txt = re.sub(r"\s+", " ", lab.group("unit").lower())
    canon, factor = rules.UNIT_SPELLINGS[unit_txt]
    named = _label_metric(sent, label_start, lab.start(), canon)
    if named is None or (rules.SPEC_WORDS_RE.search(sent, label_start, end) and not claim):
        return []
    metric, mspan, explicit = named
    basis = "per_gpu" if "gpu" in unit_txt else None
    pos = lab.end()
    bm = rules.BASIS_AFTER_UNIT_RE.match(sent, pos, end)  # "(tok/s) per GPU: 410"
    if bm:
        basis, pos = rules.BASIS_AFTER_UNIT_NAMES[str(bm.lastgroup)], bm.end()
    stat = nearest_statistic(sent, label_start, lab.start())
    out: list[Candidate] = []
    worded = False  # a bare "at 64" is a load only after a load that says what it counts
    while True:
        load = rules.LABEL_PRE_LOAD_RE.match(sent, pos, end)
        length = None
        if load is not None and (worded or _worded(load)):
            pos = load.end()
        elif (length := rules.LABEL_PRE_LENGTH_RE.match(sent, pos, end)) is not None:
            load, pos = None, length.end()
        else:
            lead = rules.LABEL_LEAD_RE.match(sent, pos, end)  # it can match nothing, so it always matches
            load, pos = None, (lead.end() if lead else pos)
        vm = rules.LABEL_VALUE_RE.match(sent, pos, end)
        if vm is None or rules.VALUE_UNIT_RE.match(sent, pos, end):  # a figure with its own unit is read as prose
            break
        if rules.LABEL_FORMULA_AFTER_RE.match(sent, vm.end(), end):  # "tok/s: 1000 / mean ITL": a definition
            break
        pos = vm.end()
        if load is None:
            load = rules.LABEL_POST_LOAD_RE.match(sent, pos, end)
            if load is not None and (worded or _worded(load)):
                pos = load.end()
            else:
                load = None
        worded = worded or (load is not None and _worded(load))
        c = Candidate(metric, to_float(vm.group("num"), vm.group("k")) * factor, base + vm.start("num"),
                      base + (vm.end("k") if vm.group("k") else vm.end("num")), bi, blk.comment, "prose",
                      unit_written=lab.group("unit"), sentence=sentence, kind_explicit=explicit, is_claim=claim)
        c.unit_span = (base + lab.start("unit"), base + lab.end("unit"))
        c.rounding = _rounding(vm.group("num"), vm.group("k"), factor)
        if mspan:
            c.metric_span = (base + mspan[0], base + mspan[1])
        if stat:
            c.statistic = stat
        if basis:
            c.basis = basis
        if load is not None:
            c.concurrency, c.concurrency_span = to_int(load.group("n")), (base + load.start("n"), base + load.end("n"))
        if length is not None:
            c.workload["input_len"] = (length_value(length.group("n"), length.group("k")), base + length.start("n"),
                                       base + (length.end("k") if length.group("k") else length.end("n")))
        out.append(c)
        sep = rules.LABEL_SEPARATOR_RE.match(sent, pos, end)
        if sep is None:
            break
        pos = sep.end()
    return out


def _worded(load: re.Match[str]) -> bool:
    """Whether a load says what it counts ("at concurrency 32", "with 64 users"), not only a number ("at 64")."""
    return bool(load.group("w") or load.group("noun"))


def slashed(doc: Document, bi: int, blk: Block) -> list[Candidate]:
    """Figures written as a slashed list under as many slashed names, statistics or metrics: "TTFT p50/p99:
    120/450 ms", "pp/tg 2,345/61.2 t/s", or with the metric and unit first ("TTFT ms   p50 / p90 : 1843.2 / 4127.9")."""
    text = doc.text[blk.start:blk.end]
    out: list[Candidate] = []
    if "/" not in text:
        return out
    unit_last = rules.SLASHED_VALUES_RE.search(text) is not None
    low = text.lower()
    unit_first = any(w in low for w in rules.SLASHED_UNIT_FIRST_GATE) \
        and rules.SLASHED_UNIT_FIRST_RE.search(text) is not None
    if not (unit_last or unit_first):
        return out
    for a, b, sent in readable_sentences(text):
        for vm in rules.SLASHED_VALUES_RE.finditer(sent) if unit_last else ():
            out.extend(_slashed_list(bi, blk, (blk.start + a, blk.start + b), sent, vm))
        for um in rules.SLASHED_UNIT_FIRST_RE.finditer(sent) if unit_first else ():
            out.extend(_unit_first_list(bi, blk, (blk.start + a, blk.start + b), sent, um))
    return out


def _unit_first_list(bi: int, blk: Block, sentence: tuple[int, int], sent: str, m: re.Match[str]) -> list[Candidate]:
    """The figures of a line naming its metric and unit before its statistics ("TTFT ms   p50 / p90 : 1843.2 /
    4127.9"): one a statistic; none where the label names no metric of the unit or a name is no statistic."""
    base = sentence[0]
    values = list(rules.NUM_RE.finditer(sent, m.start("vals"), m.end("vals")))
    parts = list(rules.SLASHED_NAME_RE.finditer(sent, m.start("names"), m.end("names")))
    stats = [statistic_of(p.group()) for p in parts]
    metric = metric_of_word(m.group("label"))
    canon, factor = rules.UNIT_SPELLINGS[re.sub(r"\s+", " ", m.group("unit").lower())]
    if len(parts) != len(values) or not all(stats) or metric is None or rules.CANONICAL_UNIT.get(metric) != canon:
        return []
    claim = claimed(sent)
    out = []
    for v, stat in zip(values, stats):
        c = Candidate(metric, to_float(v.group()) * factor, base + v.start(), base + v.end(), bi, blk.comment, "prose",
                      unit_written=m.group("unit"), sentence=sentence, kind_explicit=True, is_claim=claim)
        c.unit_span = (base + m.start("unit"), base + m.end("unit"))
        c.metric_span = (base + m.start("label"), base + m.end("label"))
        c.rounding = _rounding(v.group(), None, factor)
        c.statistic = str(stat)
        out.append(c)
    return out


def _read_name(part: re.Match[str], read: Callable[[str], str | None]) -> tuple[str, tuple[int, int]] | None:
    """What read makes of a slashed list's name, whole or by its last word ("TTFT p50", "get pp"), with its span."""
    last = part.start() + part.group().rfind(" ") + 1
    for start in dict.fromkeys((part.start(), last)):
        found = read(part.string[start:part.end()])
        if found:
            return found, (start, part.end())
    return None


def _slashed_list(bi: int, blk: Block, sentence: tuple[int, int], sent: str, vm: re.Match[str]) -> list[Candidate]:
    """The figures of one slashed list, named by the slashed names just before it; none when no such names fit."""
    base = sentence[0]
    values = list(rules.NUM_RE.finditer(sent, vm.start("vals"), vm.end("vals")))
    window = max(0, vm.start() - rules.SLASHED_NAMES_CHARS)
    names = None
    for nm in rules.SLASHED_NAMES_RE.finditer(sent, window, vm.start()):
        names = nm
    if names is None:
        return []
    between = sent[names.end():vm.start()]
    if between.strip(" :=") and not rules.METRIC_WORD_RE.fullmatch(between.strip(" :=")) \
            and not rules.LABEL_PRE_LOAD_RE.fullmatch(between):
        return []  # names, then at most a metric word ("p50/p99 TTFT 120/450 ms") or a load, then the figures
    parts = list(rules.SLASHED_NAME_RE.finditer(sent, names.start("names"), names.end("names")))
    if len(parts) != len(values):
        return []
    stats = [_read_name(p, statistic_of) for p in parts]
    metrics = [_read_name(p, metric_of_word) for p in parts]
    unit_txt = re.sub(r"\s+", " ", vm.group("unit").lower())
    canon, factor = rules.UNIT_SPELLINGS[unit_txt]
    named_stats = [found[0] for found in stats if found]
    named_metrics = [found for found in metrics if found]
    if len(named_stats) == len(values):
        named = _label_metric(sent, max(0, names.start() - rules.LABEL_CHARS), vm.start(), canon)
        if named is None:
            return []
        kinds = [named] * len(values)
        stat_of: list[str | None] = list(named_stats)
    elif len(named_metrics) == len(values):
        if any(rules.CANONICAL_UNIT.get(metric) != canon for metric, _ in named_metrics):
            return []  # a latency's name over tokens per second, or the reverse
        kinds = [(metric, span, True) for metric, span in named_metrics]
        stat_of = [statistic_of(sent[max(0, names.start() - rules.LABEL_CHARS):names.start()])] * len(values)
    else:
        return []
    claim = claimed(sent)
    if rules.SPEC_WORDS_RE.search(sent) and not claim:
        return []
    out = []
    for v, (metric, mspan, explicit), stat in zip(values, kinds, stat_of):
        c = Candidate(metric, to_float(v.group()) * factor, base + v.start(), base + v.end(), bi, blk.comment, "prose",
                      unit_written=vm.group("unit"), sentence=sentence, kind_explicit=explicit, is_claim=claim)
        c.unit_span = (base + vm.start("unit"), base + vm.end("unit"))
        c.rounding = _rounding(v.group(), None, factor)
        if mspan:
            c.metric_span = (base + mspan[0], base + mspan[1])
        if stat:
            c.statistic = stat
        out.append(c)
    return out


def claimed(sent: str) -> bool:
    """Whether a sentence reports someone else's figure: a claim cue, or a maker that reports, quotes or lists it."""
    if rules.CLAIM_CUE_RE.search(sent):
        return True
    low = sent.lower()
    if not any(stem in low for stem in rules.PUBLISHER_VERB_STEMS):
        return False
    m = rules.CLAIM_PUBLISHER_RE.search(sent)
    # not the source of a ratio the figures are compared with ("..., a little better than the 1.8x in DeepSeek's report")
    return m is not None and not rules.COMPARED_RATIO_BEFORE_RE.search(sent, max(0, m.start() - 40), m.start())


def figure_statistics(sent: str, spans: list[tuple[int, int]]) -> tuple[list[str | None], list[str | None]]:
    """For each figure of a sentence, (the statistic named nearest before it since the figure before: "Median TTFT:
    1,873 ms, P99 TTFT: 9,412 ms"; the statistic of the sentence, or where it splits into clauses, of the figure's
    own clause, else of a clause stating no figure: "1.2k tok/s at batch 32; p99 latency 9.8 s"). One figure has
    no statistic of its own, only the sentence's."""
    after = [_statistic_after(sent, e) for _, e in spans]  # "12 ms (p50), 35 ms (p99)": each figure's own
    if len(spans) < 2:
        return [after[0][0] if after and after[0] else None] * len(spans), [statistic_of(sent)] * len(spans)
    bounds = [0] + [m.end() for m in rules.SETUP_CLAUSE_SPLIT_RE.finditer(sent)] + [len(sent)]
    clauses = list(zip(bounds, bounds[1:]))
    if len(clauses) == 1:
        fallback = [statistic_of(sent)] * len(spans)
    else:
        bare = [statistic_of(sent[a:b]) for a, b in clauses if not any(a <= x < b for x, _ in spans)]
        shared = next((st for st in bare if st), None)
        fallback = [next((statistic_of(sent[a:b]) for a, b in clauses if a <= x < b), None) or shared
                    for x, _ in spans]
    ends = [0] + [own[1] if own else e for (_, e), own in zip(spans[:-1], after[:-1])]
    return [own[0] if own else nearest_statistic(sent, lead, x) for own, lead, (x, _) in zip(after, ends, spans)], \
        fallback


def _statistic_after(sent: str, at: int) -> tuple[str, int] | None:
    """The statistic written right after a figure, in brackets ("12 ms (p50)") or as "on average" ("13.7 s end to
    end on average"), and where it ends; or None."""
    m = rules.STAT_AFTER_RE.match(sent, at)
    stat = statistic_of(m.group("s")) if m is not None else None
    if m is not None and stat is not None:
        return stat, m.end()
    mean = rules.ON_AVERAGE_AFTER_RE.match(sent, at)
    return ("mean", mean.end()) if mean is not None else None


def nearest_statistic(text: str, start: int, end: int) -> str | None:
    """The statistic named last in text[start:end], or None."""
    last = None
    for m in rules.STATISTIC_RE.finditer(text, start, end):
        last = m
    return rules.STATISTIC_BY_GROUP[last.lastgroup or ""][1] if last is not None else None


def statistic_of(sent: str) -> str | None:
    """The statistic a sentence names for its figures (the first of rules.STATISTIC_SOURCES it holds), or None."""
    found = [rules.STATISTIC_BY_GROUP[m.lastgroup or ""] for m in rules.STATISTIC_RE.finditer(sent)]
    return min(found)[1] if found else None


def _sweep(cands: list[Candidate], sent: str, base: int) -> None:
    """Mark the sweep points of a sentence on its candidates ('2048 -> 6,853; 4096 -> 6,301')."""
    points = list(rules.SWEEP_POINT_RE.finditer(sent))
    param = None
    pm = re.search(r"(?P<p>[a-z][a-z0-9_]{3,})\s+sweep|sweep(?:\s+over|\s+of)?\s+(?P<p2>[a-z][a-z0-9_]{3,})", sent)
    if pm:
        param = pm.group("p") or pm.group("p2")
    for c in cands:
        if c.sentence[0] != base:
            continue
        for p in points:
            if base + p.start("v") == c.start:
                c.sweep_param = param
                c.sweep_points = [(q.group("x"), to_float(q.group("v"), q.group("k"))) for q in points]
                c.change = p.group("x")


def may_hold(text: str, literals: tuple[str, ...]) -> bool:
    """False only when a pattern whose every match holds one of the literals (lower-cased) cannot match the text:
    none of them is in it, and it has no letter that IGNORECASE folds onto ASCII."""
    low = text.lower()
    return any(word in low for word in literals) or rules.FOLD_TRAP_RE.search(text) is not None


def may_hold_at(doc: Document, start: int, end: int, literals: tuple[str, ...]) -> bool:
    """may_hold of doc.text[start:end], read in the page's folded text when it has one."""
    low = doc.folded
    if low is None:
        return may_hold(doc.text[start:end], literals)
    return any(low.find(word, start, end) >= 0 for word in literals)


def vs_pairs(doc: Document, bi: int, blk: Block, known: list[Candidate]) -> list[Candidate]:
    """'(A vs B)' with no unit, where A is a figure found elsewhere: B is the same metric for the other engine."""
    text = doc.text[blk.start:blk.end]
    out: list[Candidate] = []
    # both sides of a pair are numbers
    if rules.DIGIT_RE.search(text) is None or not may_hold_at(doc, blk.start, blk.end, rules.VS_PAIR_GATE):
        return out
    for m in rules.VS_PAIR_RE.finditer(text):
        a = to_float(m.group("a"))
        ref = next((k for k in known if not k.cue and abs(k.value - a) <= max(0.005 * abs(a), 0.011)), None)
        if ref is None:
            continue
        b = to_float(m.group("b"))
        engines = [e for e in rules.ENGINE_RE.finditer(text[:m.start()])]
        c = Candidate(ref.metric, b, blk.start + m.start("b"), blk.start + m.end("b"), bi, blk.comment, "vs_pair",
                      statistic=ref.statistic, basis=ref.basis, basis_stated=ref.basis_stated,
                      unit_written=None, tool=ref.tool, sentence=(blk.start, blk.end))
        c.notes.append(f"written only as '{m.group(0)}'; taken as the same metric as {m.group('a')} "
                       "for the other engine compared")
        c.vs_ref = ref
        c.vs_engines = [(e.group("e"), blk.start + e.start(), blk.start + e.end()) for e in engines]
        out.append(c)
    return out
