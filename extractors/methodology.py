"""Methodology mentions (engine, versions, hardware, parallelism, settings, workload) and their scoping to a record."""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Callable, Iterator, TypeVar

from extractors import rules
from extractors.content import Block, Cell, Document
from extractors.numbers import ImplausibleNumber, length_value, load_group, to_float, to_int, to_load


@dataclass
class Mention:
    """One fact the text states, with its span: key (engine, tp, accelerator, ...), value and offsets."""

    key: str
    value: Any
    start: int
    end: int
    comment: int | None
    block: int
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Scope:
    """Where a measurement sits: its sentence span, block, comment, and whether its post reuses an earlier setup."""

    start: int
    end: int
    block: int
    comment: int | None
    same_setup: bool = False


T = TypeVar("T")


def _from_catalog(ask: Callable[[Any], T], default: T) -> T:
    """The catalog's answer, or default where the catalog (which is optional) cannot give one."""
    try:
        from benchrec.catalog import load_catalog

        return ask(load_catalog())
    except Exception:  # an unresolved id is reported by the audit
        return default


def accelerator_id(text: str) -> tuple[str | None, str | None]:
    """The catalog id of an accelerator as written and any closest-match caveat (None when unresolved)."""
    res = _from_catalog(lambda cat: cat.resolve_accelerator(text), None)
    return (res.id, res.caveat) if res is not None else (None, None)


@lru_cache(maxsize=1024)
def has_driver(acc_id: str) -> bool:
    """Whether the catalog asks a driver stack of an accelerator (not of Apple silicon); True when unknown."""
    return bool(_from_catalog(lambda cat: cat.has_driver(acc_id), True))


def model_id(text: str) -> str | None:
    """The catalog id of a model as written, or None."""
    return _from_catalog(lambda cat: cat.resolve_model(text), None)


def _engine_id(alias: str) -> str | None:
    """The engine id of an alias as written."""
    return rules.ENGINE_BY_ALIAS.get(re.sub(r"\s+", " ", alias.lower()))


def _add(out: list[Mention], key: str, value: Any, start: int, end: int, blk: Block, bi: int, **extra: Any) -> None:
    """Append one mention."""
    out.append(Mention(key, value, start, end, blk.comment, bi, dict(extra)))


ACCELERATOR_BIT = rules.GATE_BITS["accelerator"]


def _is_word(ch: str) -> bool:
    """Whether a character is a word character (the regex engine's \\w)."""
    return ch.isalnum() or ch == "_"


@lru_cache(maxsize=1)
def _gate_automaton() -> Any:
    """Every gate literal and accelerator gate word in one Aho-Corasick automaton (built once). Each word's value:
    (length, the bits it sets wherever it lies in a line, the bits it sets only where a check passes: (bits, \\b
    before, \\b after, pattern that must follow))."""
    import ahocorasick

    checks: dict[str, list[tuple[int, bool, bool, re.Pattern[str] | None]]] = {}
    for lit, bits, word_start, word_end in rules.GATE_LITERALS:
        checks.setdefault(lit, []).append((bits, word_start, word_end, None))
    for word, tail in rules.ACCELERATOR_GATE_WORDS:
        checks.setdefault(word, []).append((ACCELERATOR_BIT, False, False, tail))
    automaton = ahocorasick.Automaton()
    for word, entries in checks.items():
        plain = 0
        for bits, word_start, word_end, tail in entries:
            plain |= bits if not (word_start or word_end or tail) else 0
        checked = tuple(e for e in entries if e[1] or e[2] or e[3] is not None)
        automaton.add_word(word, (len(word), plain, checked))
    automaton.make_automaton()
    return automaton


def line_masks(text: str, starts: list[int], ends: list[int], low: str | None = None) -> list[int]:
    """The gate mask of each line [starts[i], ends[i]) of a text (lines in text order, none overlapping): a line's
    bit is set when the line holds one of the gate's literals, or a match of the accelerator gate. Every gate is open
    on a text whose lower-casing changes its length (positions would not line up). low: text.lower(), when known."""
    if low is None:
        low = text.lower()
    if len(low) != len(text):
        return [-1] * len(starts)
    masks = [0] * len(starts)
    count = len(starts)
    i, lo, hi = -1, -1, -1  # the line of the last hit: every position in [lo, hi) falls in line i
    for last, (width, plain, checked) in _gate_automaton().iter(low):
        at, end = last + 1 - width, last + 1
        if not lo <= at < hi:  # hits come in text order, most in the line of the one before
            i = bisect_right(starts, at) - 1
            lo = starts[i] if i >= 0 else -1
            hi = starts[i + 1] if i + 1 < count else len(low) + 1
        if i < 0 or end > ends[i]:
            continue
        masks[i] |= plain
        for bits, word_start, word_end, tail in checked:
            if word_start and at > starts[i] and _is_word(text[at - 1]):
                continue
            if word_end and end < ends[i] and _is_word(text[end]):
                continue
            if tail is not None:
                after = tail.match(low, end)
                if after is None or after.end() > ends[i]:
                    continue
            masks[i] |= bits
    if not low.isascii() and _holds_non_ascii_digit(low):
        _mark_accelerators_by_pattern(low, starts, ends, masks)
    return masks


_ASCII_BYTES = bytes(range(128))


def _holds_non_ascii_digit(text: str) -> bool:
    """Whether a text holds a decimal digit beyond ASCII (its non-ASCII characters kept by dropping ASCII bytes)."""
    rest = text.encode("utf-8", "ignore").translate(None, _ASCII_BYTES).decode("utf-8")
    return any(ch.isdecimal() for ch in rest)


def _mark_accelerators_by_pattern(low: str, starts: list[int], ends: list[int], masks: list[int]) -> None:
    """Open the accelerator gate of each line that holds a digit beyond ASCII and a match of the gate's pattern."""
    searched = -1
    for digit in rules.NON_ASCII_DIGIT_RE.finditer(low):  # in text order, so each line is searched once at most
        i = bisect_right(starts, digit.start()) - 1
        if i > searched and digit.start() < ends[i]:
            searched = i
            if rules.ACCELERATOR_GATE_RE.search(low, starts[i], ends[i]) is not None:
                masks[i] |= ACCELERATOR_BIT


#: What a scan step does with one match: (match, line, line offset, block, block index, mentions to append to).
Handler = Callable[[re.Match[str], str, int, Block, int, list[Mention]], None]


def _on_engine(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """An engine name and the version written right after it."""
    eid = _engine_id(m.group("e"))
    if not eid:
        return
    after = text[m.end():m.end() + 60]
    v = rules.ENGINE_VERSION_AFTER_RE.match(after)
    if m.group("e").lower() in rules.SHORT_ENGINE_ALIASES and not m.group("e").isupper() and m.group("e") != "mlx" \
            and not (v and m.group("e") == "tgi"):  # a lower-case "tgi" only with its release ("tgi 3.2.3")
        return
    _add(out, "engine", eid, base + m.start(), base + m.end(), blk, bi)
    if v and not re.match(r"\s*(?:x\b|×|%|tok|tokens|t/s|ms\b|req|GB|W\b)", after[v.end():], re.I):
        _add(out, f"engine_version:{eid}", v.group("v").strip(), base + m.end() + v.start("v"),
             base + m.end() + v.end("v"), blk, bi, library=m.group("e").lower() in rules.LIBRARY_ALIASES)
        return
    tag = rules.ENGINE_TAG_AFTER_RES.get(eid)
    v = tag.match(after) if tag is not None else None
    if v:
        _add(out, f"engine_version:{eid}", v.group("v"), base + m.end() + v.start("v"), base + m.end() + v.end("v"),
             blk, bi)
        return
    v = rules.ENGINE_MAIN_AFTER_RE.match(after)
    if v:
        _add(out, f"engine_version:{eid}", re.sub(r"\s+", " ", v.group("v")), base + m.end() + v.start("v"),
             base + m.end() + v.end("v"), blk, bi)


def _on_installed_release(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A bare release installed or upgraded to: the release of the engine its paragraph named last before it."""
    before = text[max(0, m.start("v") - rules.INSTALLED_RELEASE_CHARS):m.start("v")]
    named = [eid for e in rules.ENGINE_RE.finditer(before) for eid in [_engine_id(e.group("e"))] if eid]
    if named:
        _add(out, f"engine_version:{named[-1]}", m.group("v"), base + m.start("v"), base + m.end("v"), blk, bi)


def _on_docker_tag(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """An image tag whose repository names an engine ("vllm/vllm-openai:v0.6.3", "lmsysorg/sglang:v0.4.6"), or opens
    an image name on an engine's short name ("rocm/sgl-dev:v0.4.5"): the engine and its version."""
    parts = list(_repo_parts(m))
    ngc = m.group("repo").lower().startswith(rules.NGC_REPO_PREFIX) and rules.NGC_RELEASE_TAG_RE.match(m.group("tag"))
    for at, part in parts:
        for alias in rules.ENGINE_RE.finditer(part):
            eid = _engine_id(alias.group("e"))
            if eid:
                if at > m.start("repo"):  # the scan's engine step reads a name opening the path, not one after "/"
                    _add(out, "engine", eid, base + at + alias.start(), base + at + alias.end(), blk, bi)
                if not ngc:  # an NGC container's tag is its own monthly release ("25.10-py3")
                    _add(out, f"engine_version:{eid}", m.group("tag"), base + m.start("tag"), base + m.end("tag"),
                         blk, bi)
                return
    for at, part in parts:  # no engine by its name: one by an image name's prefix ("sgl-dev")
        pm = rules.IMAGE_ENGINE_PREFIX_RE.match(part)
        if pm:
            eid = rules.IMAGE_ENGINE_PREFIXES[pm.group("e").lower()]
            _add(out, "engine", eid, base + at + pm.start("e"), base + at + pm.end("e"), blk, bi)
            _add(out, f"engine_version:{eid}", m.group("tag"), base + m.start("tag"), base + m.end("tag"), blk, bi)
            return


def _on_rocm_image(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """An AMD image tag naming the engine's release inside it ("rocm/vllm:rocm7.0.0_vllm_0.10.2_20251006")."""
    eid = _engine_id(m.group("e"))
    if eid:
        _add(out, f"engine_version:{eid}", m.group("v"), base + m.start("v"), base + m.end("v"), blk, bi)


def _repo_parts(m: re.Match[str]) -> Iterator[tuple[int, str]]:
    """Each part of an image tag's repository path with where it starts in the line ("/" is no name's boundary)."""
    at = m.start("repo")
    for part in m.group("repo").split("/"):
        yield at, part
        at += len(part) + 1


def _on_pip_pin(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A pinned engine package: its version."""
    eid = _engine_id(m.group("pkg").replace("_", "-"))
    if eid:
        _add(out, f"engine_version:{eid}", m.group("v"), base + m.start("v"), base + m.end("v"), blk, bi)


def _on_llama_version(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A llama.cpp build or version line, or a release tag after 'build' (once: "llama.cpp at build b5120" gave it
    with the engine's name)."""
    start = base + m.start("v")
    if any(x.start == start and x.key == "engine_version:llama.cpp" for x in out[-4:]):
        return
    _add(out, "engine_version:llama.cpp", m.group("v"), start, base + m.end("v"), blk, bi)


def _group_value(key: str, group: str, convert: Callable[[Any], Any] | None = None, fallback: str | None = None,
                 **extra: Any) -> Handler:
    """A handler adding one mention of `key` from a named group (the fallback group when the first did not take
    part), its value converted."""

    def handle(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
        g = group if fallback is None or m.group(group) else fallback
        value = m.group(g)
        _add(out, key, convert(value) if convert is not None else value, base + m.start(g), base + m.end(g), blk, bi,
             **extra)

    return handle


def _matched_value(key: str) -> Handler:
    """A handler adding one mention of `key` from the one named group of the alternative that matched."""

    def handle(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
        g = str(m.lastgroup)
        _add(out, key, m.group(g), base + m.start(g), base + m.end(g), blk, bi)

    return handle


def _degree_one(key: str) -> Handler:
    """A handler adding a parallel degree of 1 where the text says it uses none of that kind."""

    def handle(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
        _add(out, key, 1, base + m.start(), base + m.end(), blk, bi)

    return handle


def _on_load(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A concurrency, in digits or words; a per-replica load's node total where one follows in brackets."""
    total = rules.LOAD_TOTAL_AFTER_RE.match(text, m.end())
    if total is not None:
        _add(out, "concurrency", to_load(total.group("n")), base + total.start("n"), base + total.end("n"), blk, bi)
        return
    g = load_group(m)
    _add(out, "concurrency", to_load(m.group(g)), base + m.start(g), base + m.end(g), blk, bi)


def _on_interconnect(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A fabric's name, except in the legend nvidia-smi prints under its topology matrix."""
    if rules.TOPOLOGY_LEGEND_RE.match(text) is None:
        _add(out, "interconnect", m.group("i"), base + m.start("i"), base + m.end("i"), blk, bi)


def _on_tool(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A benchmark tool's name."""
    _add(out, "tool", m.group("t").lower().replace("benchmark_serving", "bench_serving"), base + m.start(),
         base + m.end(), blk, bi)


def _on_accelerator(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """An accelerator name with its count (before, after, or as a count word)."""
    count_txt = m.group("count") or m.group("count3") or m.group("count2")
    cstart = m.start("count") if m.group("count") else (m.start("count3") if m.group("count3") else
                                                         (m.start("count2") if m.group("count2") else -1))
    if m.group("count2") and not (m.group("plural") or re.match(r"\s*(?:GPUs|cards)\b", text[m.end():])):
        count_txt, cstart = None, -1
    count = to_int(count_txt) if count_txt else None
    clen: int | None = None  # the count's cited length where it is not the count as written ("0,1,2,3" for 4)
    part = rules.PART_OF_COUNT_RE.search(text, max(0, m.start() - 24), m.start()) if count is not None else None
    if part is not None:  # "4 of the 8 H200s": the run used 4 of them
        count, cstart = to_int(part.group("n")), part.start("n")
    elif count is not None and (after_part := rules.PART_OF_COUNT_AFTER_RE.match(
            text, m.end(), m.end() + rules.PART_OF_COUNT_AFTER_CHARS)) is not None \
            and to_int(after_part.group("n")) < count:  # "8x HL-325L, we use 4 of them"
        count, cstart = to_int(after_part.group("n")), after_part.start("n")
    if count is None:
        after = rules.GPU_COUNT_AFTER_RE.match(text[m.end():m.end() + 20])
        if after:
            count, cstart = to_int(after.group("n")), m.end() + after.start("n")
        else:
            w = rules.COUNT_WORD_RE.search(text[max(0, m.start() - 20):m.start()])
            rack = rules.RACK_GPUS_RE.search(m.group("written"))
            cards = rules.CJK_CARDS_BEFORE_RE.search(text, max(0, m.start() - 8), m.start()) if not text.isascii() \
                else None
            ids = rules.CHECK_ENV_GPUS_RE.search(text, max(0, m.start() - 60), m.start()) if "," in text else None
            if ids:  # "GPU 0,1,2,3: NVIDIA H200": four of them
                count, cstart, clen = ids.group("ids").count(",") + 1, ids.start("ids"), len(ids.group("ids"))
            elif cards:  # "8 卡 H20", "单卡 4090"
                count = to_int(cards.group("n")) if cards.group("n") else rules.CJK_COUNT_WORDS[cards.group("w")]
                cstart = cards.start("n") if cards.group("n") else cards.start("w")
            elif w:
                count = rules.COUNT_WORDS[w.group("w").lower()]
                cstart = max(0, m.start() - 20) + w.start("w")
            elif rack:  # "GB200 NVL72": the rack's GPUs
                count, cstart = to_int(rack.group("n")), m.start("written") + rack.start("n")
    slice_name = rules.TPU_SLICE_RE.match(m.group("written"))
    acc_id, caveat = accelerator_id(f"TPU {slice_name.group('gen')}" if slice_name else m.group("written"))
    if slice_name and count is None:  # "v6e-8": eight chips
        count, cstart = to_int(slice_name.group("n")), m.start("written") + slice_name.start("n")
    listed = rules.GPU_LISTING_RE.match(text) if count is None else None
    compared = count is None and rules.BASELINE_BEFORE_RE.search(text, max(0, m.start() - 30), m.start()) is not None
    baseline = compared or rules.COMPARISON_LEAD_RE.search(text, max(0, m.start() - 40), m.start()) is not None \
        or rules.LACKED_HARDWARE_BEFORE_RE.search(text, max(0, m.start() - 40), m.start()) is not None
    _add(out, "accelerator", m.group("written"), base + m.start("written"), base + m.end("written"), blk, bi,
         id=acc_id, caveat=caveat, count=count, plural=bool(m.group("plural")),
         count_span=(base + cstart, base + cstart + (clen or len(str(count)))) if count is not None and cstart >= 0
         else None,
         **({"listed": (int(listed.group("i")), base)} if listed else {}), **({"baseline": True} if baseline else {}),
         **({"machine_listing": True} if clen else {}))


def count_listings(mentions: list[Mention], text: str = "") -> None:
    """Give a GPU listing's first accelerator ("GPU 0: NVIDIA H100 ...", "GPU 1: NVIDIA H100 ...") the number of
    its lines of that name, numbered 0 to n-1 in one block, cited by the whole listing; rows it says it left out
    right after ("... (GPU 2-7 omitted)") count too."""
    runs: list[list[Mention]] = []
    for m in mentions:
        listed = m.extra.get("listed") if m.key == "accelerator" else None
        if listed is None:
            continue
        run = runs[-1] if runs else None
        if run and m.block == run[0].block and m.value == run[0].value and listed[0] == len(run):
            run.append(m)
        elif listed[0] == 0:
            runs.append([m])
    for run in runs:
        if len(run) > 1:
            first, count, end = run[0], len(run), run[-1].end
            elided = rules.LISTING_ELIDED_RE.search(text, end, end + rules.LISTING_ELIDED_CHARS) if text else None
            if elided is not None and int(elided.group("a")) == count and int(elided.group("b")) > count:
                count, end = int(elided.group("b")) + 1, elided.end()
            first.extra["count"] = count
            first.extra["count_span"] = (first.extra["listed"][1], end)
            first.extra["machine_listing"] = True  # every GPU of the machine, not those a run used


def _on_driver_cuda(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A driver and CUDA pair written together."""
    _add(out, "driver", m.group("d"), base + m.start("d"), base + m.end("d"), blk, bi)
    _add(out, "cuda", m.group("c"), base + m.start("c"), base + m.end("c"), blk, bi)


def _on_flag(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A command-line flag naming an engine setting."""
    name = m.group("k").replace("-", "_")
    if name in rules.ENGINE_SETTINGS:
        v = m.group("v").rstrip(",.;:)") if m.group("v") else None
        span = (m.start("v"), m.start("v") + len(v)) if v else (m.start(), m.end())
        _add(out, f"config:{name}", _setting_value(v), base + span[0], base + span[1], blk, bi)


def _on_short_flag(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A llama.cpp short flag ("-ngl 99", "-fa"): its setting by llama.cpp's own name."""
    v = m.group("v")
    span = m.span("v") if v else m.span()
    _add(out, f"config:{rules.SHORT_FLAGS[m.group('k')]}", _setting_value(v), base + span[0], base + span[1], blk, bi)


def _on_assign(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A `name = value` or `name: value` of an engine setting."""
    if m.group("k") in rules.ENGINE_SETTINGS:
        raw = m.group("v").rstrip(".-")
        _add(out, f"config:{m.group('k')}", _setting_value(raw), base + m.start("v"), base + m.start("v") + len(raw),
             blk, bi)


def _on_prose_setting(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """An engine setting written in prose by its name and a number ("max-model-len 32768")."""
    raw = m.group("v")
    key = re.sub(r"[ -]", "_", m.group("k").lower())
    value = length_value(raw[:-1], raw[-1]) if raw[-1] in "kK" else _setting_value(raw)
    _add(out, f"config:{key}", value, base + m.start("v"), base + m.end("v"), blk, bi)


def _on_backend(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """llama.cpp's compute backend, as llama-bench names its column."""
    g = next(g for g in ("b", "b2", "b3") if m.group(g))
    _add(out, "config:backend", m.group(g), base + m.start(g), base + m.end(g), blk, bi)


def _on_env(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """An engine's or its runtime's environment variable set for a run, by its own name."""
    raw = m.group("v").rstrip(".,-")
    _add(out, f"config:{m.group('k')}", _setting_value(raw), base + m.start("v"), base + m.start("v") + len(raw), blk, bi)


def _spec_negated(text: str, start: int, end: int) -> bool:
    """Whether the words right before start or right after end negate a speculative decoding statement."""
    return bool(rules.SPEC_NEGATED_BEFORE_RE.search(text, max(0, start - rules.SPECULATIVE_BEFORE_CHARS), start)
                or rules.SPEC_NEGATED_AFTER_RE.match(text, end))


def _on_speculation(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """Speculative decoding stated in prose: the method named right before or after the words as
    speculative_algorithm, else, where the words say it was on, speculative_decoding; not where negated."""
    before = max(0, m.start() - rules.SPECULATIVE_BEFORE_CHARS)
    method = rules.SPEC_METHOD_BEFORE_RE.search(text, before, m.start())
    if method is None and m.group("sd"):
        method = rules.SPEC_METHOD_AFTER_RE.match(text, m.end())
    if method is not None:
        if not _spec_negated(text, min(method.start("m"), m.start()), max(method.end("m"), m.end())):
            _add(out, "config:speculative_algorithm", method.group("m"), base + method.start("m"), base + method.end("m"),
                 blk, bi, prose=True)
        return
    if m.group("sd") and (rules.SPEC_ON_BEFORE_RE.search(text, before, m.start())
                          or rules.SPEC_ON_AFTER_RE.match(text, m.end())) and not _spec_negated(text, m.start(), m.end()):
        _add(out, "config:speculative_decoding", True, base + m.start("sd"), base + m.end("sd"), blk, bi, prose=True)


def _on_speculation_with(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A speculative method a figure ran "with" ("158.3 tok/s with EAGLE-3"), unless negated."""
    if not _spec_negated(text, m.start(), m.end()):
        _add(out, "config:speculative_algorithm", m.group("m"), base + m.start("m"), base + m.end("m"), blk, bi,
             prose=True)


def _length(key: str) -> Handler:
    """A handler adding an input or output length (a k suffix multiplies)."""

    def handle(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
        if rules.LENGTH_BOUND_BEFORE_RE.search(text, max(0, m.start() - rules.LENGTH_BOUND_BEFORE_CHARS), m.start()):
            return  # "above roughly 32k input tokens": a range spoken of, not the run's length
        k = m.groupdict().get("k")
        counted = key == "output_len" and rules.RUN_COUNTED_LENGTH_RE.match(m.group(0)) is not None
        _add(out, key, length_value(m.group("n"), k), base + m.start("n"), base + m.end("k" if k else "n"), blk, bi,
             **({"run_counted": True} if counted else {}))

    return handle


def _on_cache(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A cold or warm cache."""
    val = "cold" if "cold" in m.group("c").lower() else "warm"
    _add(out, "cache", val, base + m.start("c"), base + m.end("c"), blk, bi)


def _counting(kind: str) -> Handler:
    """A handler adding how tokens were counted, unless a negation comes just before; a count an engine names as its
    own ("ollama's own count") holds for that engine's figures alone."""

    def handle(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
        before = text[max(0, m.start() - rules.COUNTING_BEFORE_CHARS):m.start()]
        other, context = rules.COUNTING_OTHER_BEFORE.get(kind), rules.COUNTING_CONTEXT.get(kind)
        if context is not None and not context.search(text, max(0, m.start() - rules.COUNTING_CONTEXT_CHARS),
                                                       m.end() + rules.COUNTING_CONTEXT_CHARS):
            return
        own, hypothetical = rules.COUNTING_SENTENCE_CONTEXT.get(kind), rules.COUNTING_SENTENCE_HYPOTHETICAL.get(kind)
        if own is not None or hypothetical is not None:
            span = _sentence_around(text, m.start(), m.end())
            if (own is not None and not own.search(text, *span)) or (
                    hypothetical is not None and hypothetical.search(text, *span)):
                return
        after = rules.COUNTING_OTHER_AFTER.get(kind)
        if not rules.NEGATION_BEFORE_RE.search(before) and not (other and other.search(before)) and not (
                after and after.match(text, m.end())):
            # a count one engine names as its own holds for it alone; one that several share ("the statistics LM
            # Studio and Ollama report themselves"), for all the page's figures
            named = {_engine_id(e.group("e")) for e in rules.ENGINE_RE.finditer(m.group(0))}
            engine = next(iter(named)) if len(named) == 1 else None
            extra: dict[str, Any] = {"engine": engine} if engine else {}
            if not named:  # the one engine its sentence counts for ("Output tokens: from the usage block ... for vLLM")
                span = _sentence_around(text, m.start(), m.end())
                counted_for = {_engine_id(e.group("e")) for e in rules.ENGINE_RE.finditer(text, *span)
                               if rules.COUNTED_FOR_BEFORE_RE.search(text, max(0, e.start() - 8), e.start())} - {None}
                if len(counted_for) == 1:
                    extra["sentence_engine"] = next(iter(counted_for))
                elif (lead := rules.ENGINE_RE.match(text, len(text) - len(text.lstrip()))) is not None and \
                        rules.ENGINE_LABEL_AFTER_RE.match(text, lead.end()) and (own_engine := _engine_id(lead.group("e"))):
                    extra["sentence_engine"] = own_engine  # "vLLM: ... It counts output tokens by re-tokenizing"
            _add(out, "token_counting", kind, base + m.start(), base + m.end(), blk, bi, **extra)

    return handle


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The span of the sentence of a line that holds [start, end)."""
    begin = 0
    for stop in rules.SENTENCE_STOP_RE.finditer(text, 0, start):
        begin = stop.end()
    after = rules.SENTENCE_STOP_RE.search(text, end)
    return begin, after.start() if after else len(text)


def _on_model_line(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A `Model:` line."""
    _add(out, "model", m.group("m").strip(" `"), base + m.start("m"), base + m.end("m"), blk, bi, labelled=True)


def _on_model(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A model name written in prose."""
    name = m.group("m").rstrip(".-")
    if not (rules.MODEL_NOT_RE.match(name) or len(name) < 4):
        _add(out, "model", name, base + m.start("m"), base + m.start("m") + len(name), blk, bi)


def _on_variant(m: re.Match[str], text: str, base: int, blk: Block, bi: int, out: list[Mention]) -> None:
    """A model's weight format ("in FP8", "the Q4_K_M file"), unless a KV cache or activation word leads to it."""
    if rules.VARIANT_NOT_BEFORE_RE.search(text, max(0, m.start() - 24), m.start()):
        return
    _add(out, "variant", m.group("q"), base + m.start("q"), base + m.end("q"), blk, bi)


def _bits(gate: str | rules.Gate) -> int:
    """The mask bits a line needs for a gate to open: a family of rules.SCAN_GATES or "accelerator" by name, or
    every literal tuple of a rule's gate."""
    if isinstance(gate, str):
        return rules.GATE_BITS[gate]
    need = 0
    for group in rules.gate_groups(gate):
        need |= rules.GATE_BITS[group]
    return need


#: The scan of one line, in order: (gate bits, pattern, handler). A line runs a step only when its mask holds every
#: bit of the step (the gate literals of the pattern are in the line); the order is the order mentions are added in.
SCAN_STEPS: tuple[tuple[int, re.Pattern[str], Handler], ...] = (
    # engines and versions
    (_bits("engine"), rules.ENGINE_RE, _on_engine),
    (_bits(rules.DOCKER_TAG_GATE), rules.DOCKER_TAG_RE, _on_docker_tag),
    (_bits("rocm_image"), rules.ROCM_IMAGE_TAG_RE, _on_rocm_image),
    (_bits("pip_pin"), rules.PIP_PIN_RE, _on_pip_pin),
    (_bits("llama_build"), rules.LLAMA_BUILD_RE, _on_llama_version),
    (_bits("llama_version"), rules.LLAMA_VERSION_RE, _on_llama_version),
    (_bits("installed_release"), rules.INSTALLED_RELEASE_RE, _on_installed_release),
    (_bits(rules.BARE_VERSION_GATE), rules.BARE_VERSION_LABEL_RE, _group_value("bare_version", "v")),
    (_bits("bare_main"), rules.BARE_MAIN_RE, _group_value("bare_version", "v")),
    (_bits(rules.SAME_RELEASE_GATE), rules.SAME_RELEASE_RE, _group_value("bare_version", "v")),
    (_bits("commit"), rules.COMMIT_RE, _group_value("engine_commit", "c")),
    (_bits("tool"), rules.TOOL_RE, _on_tool),
    # hardware
    (_bits("accelerator"), rules.ACCELERATOR_RE, _on_accelerator),
    (_bits("driver"), rules.DRIVER_CUDA_RE, _on_driver_cuda),
    (_bits("driver"), rules.DRIVER_RE, _matched_value("driver")),
    (_bits("nvsmi_csv"), rules.NVSMI_CSV_DRIVER_RE, _group_value("driver", "v")),
    (_bits("driver"), rules.ROCM_SMI_DRIVER_RE, _group_value("driver", "v")),
    (_bits("mesa"), rules.MESA_DRIVER_RE, _group_value("driver", "v")),
    (_bits("adrenalin"), rules.ADRENALIN_DRIVER_RE, _group_value("driver", "v")),
    (_bits("intel_runtime"), rules.INTEL_RUNTIME_DRIVER_RE, _group_value("driver", "v")),
    (_bits("cuda"), rules.CUDA_RE, _group_value("cuda", "v")),
    (_bits("rocm"), rules.ROCM_RE, _group_value("rocm", "v", fallback="g")),
    (_bits("amdgpu"), rules.AMDGPU_DRIVER_RE, _group_value("driver", "v")),
    (_bits("host"), rules.HOST_CPU_RE, _group_value("host", "v")),
    (_bits("interconnect"), rules.INTERCONNECT_RE, _on_interconnect),
    (_bits(rules.TOPOLOGY_GATE), rules.TOPOLOGY_NVLINK_RE, _group_value("interconnect", "i")),
    # parallelism, settings, workload, token counting, models
    *((_bits(key), rx, _group_value(key, "n", to_load)) for key, rx in rules.PARALLEL_RULES),
    *((_bits(rules.COUNTED_DP_GATE), rx, _group_value("dp", "n", to_load)) for rx in rules.COUNTED_DP_RULES),
    *((_bits(key), rx, _degree_one(key)) for key, rx in rules.NO_PARALLEL_RULES),
    (_bits("flag"), rules.FLAG_RE, _on_flag),
    (_bits(rules.SHORT_FLAG_GATE), rules.SHORT_FLAG_RE, _on_short_flag),
    (_bits("assign"), rules.SETTING_ASSIGN_RE, _on_assign),
    (_bits("env"), rules.ENV_SETTING_RE, _on_env),
    (_bits("prose_setting"), rules.PROSE_SETTING_RE, _on_prose_setting),
    (_bits("llama_backend"), rules.LLAMA_BACKEND_RE, _on_backend),
    (_bits("spec_word"), rules.SPEC_WORD_RE, _on_speculation),
    (_bits("spec_with"), rules.SPEC_WITH_RE, _on_speculation_with),
    *((_bits(gate), rx, _length("input_len")) for rx, gate in zip(rules.INPUT_LEN_RULES, rules.INPUT_LEN_GATES, strict=True)),
    *((_bits(gate), rx, _length("output_len")) for rx, gate in zip(rules.OUTPUT_LEN_RULES, rules.OUTPUT_LEN_GATES, strict=True)),
    (_bits("concurrency"), rules.CONCURRENCY_RE, _on_load),
    (_bits(rules.LOAD_WORD_GATE), rules.LOAD_WORD_RE, _on_load),
    (_bits("concurrency_flag"), rules.CONCURRENCY_FLAG_RE, _group_value("concurrency_flag", "n", to_int)),
    (_bits("num_prompts"), rules.NUM_PROMPTS_RE, _group_value("num_prompts", "n", to_int, fallback="n2")),
    (_bits("dataset"), rules.DATASET_RE, _group_value("dataset", "d", fallback="d2")),
    (_bits("cache"), rules.CACHE_RE, _on_cache),
    *((_bits(gate), rx, _counting(kind))
      for (rx, kind), gate in zip(rules.TOKEN_COUNTING_RULES, rules.TOKEN_COUNTING_GATES, strict=True)),
    (_bits("model_line"), rules.MODEL_LINE_RE, _on_model_line),
    (_bits("model"), rules.MODEL_RE, _on_model),
    (_bits("variant"), rules.VARIANT_RE, _on_variant),
)

#: The steps each line mask opens, found once per distinct mask (a page has few; the table is bounded).
_STEPS_OF_MASK: dict[int, tuple[tuple[re.Pattern[str], Handler], ...]] = {}
_STEPS_CACHE_MAX = 4096


def steps_of(mask: int) -> tuple[tuple[re.Pattern[str], Handler], ...]:
    """The (pattern, handler) steps a line of this gate mask runs, in scan order."""
    steps = _STEPS_OF_MASK.get(mask)
    if steps is None:
        if len(_STEPS_OF_MASK) >= _STEPS_CACHE_MAX:
            _STEPS_OF_MASK.clear()
        steps = _STEPS_OF_MASK[mask] = tuple((rx, handle) for need, rx, handle in SCAN_STEPS if mask & need == need)
    return steps


def scan_line(text: str, base: int, blk: Block, bi: int, out: list[Mention], mask: int = -1) -> None:
    """Append the mentions of one line (at offset base of the document) that the steps its mask opens find; -1
    runs every step. A digit run no figure has (ImplausibleNumber) ends the line's scan, keeping what came before."""
    for rx, handle in steps_of(mask):
        for m in rx.finditer(text):
            handle(m, text, base, blk, bi, out)


def _setting_value(raw: str | None) -> Any:
    """A CLI or prose setting value as a number, bool or string."""
    if raw is None:
        return True
    raw = raw.strip("'\"")
    if re.fullmatch(r"-?\d+", raw):
        return to_int(raw)
    if re.fullmatch(r"-?\d+\.\d+", raw):
        return to_float(raw)
    if raw.lower() in ("true", "false"):
        return raw.lower() == "true"
    return raw


def _scanned_lines(doc: Document) -> list[tuple[int, Block, int, str]]:
    """The lines the scan reads, in text order: (block index, block, offset, line), within the scan's size limits."""
    out: list[tuple[int, Block, int, str]] = []
    scanned = 0
    for bi, blk in enumerate(doc.blocks):
        text = doc.text[blk.start:blk.end]
        scanned += len(text)
        if scanned > rules.MAX_SCAN_CHARS:
            break
        for off, line in _lines(text):
            if len(line) <= rules.MAX_SCAN_LINE:
                out.append((bi, blk, blk.start + off, line))
    return out


def _masks(doc: Document, lines: list[tuple[int, Block, int, str]]) -> list[int]:
    """The gate mask of each scanned line; every gate open for a text holding a letter that folds to ASCII."""
    low = doc.folded
    if low is None and rules.FOLD_TRAP_RE.search(doc.text) is not None:
        return [-1] * len(lines)
    ordered = all(a[2] + len(a[3]) < b[2] for a, b in zip(lines, lines[1:]))
    if not ordered:  # lines out of text order or overlapping: gate each on its own text
        return [line_masks(line, [0], [len(line)])[0] for _, _, _, line in lines]
    return line_masks(doc.text, [base for _, _, base, _ in lines], [base + len(line) for _, _, base, line in lines],
                      low)


def find_mentions(doc: Document) -> list[Mention]:
    """Every methodology fact the document states, in text order."""
    out: list[Mention] = []
    lines = _scanned_lines(doc)
    for (bi, blk, base, line), mask in zip(lines, _masks(doc, lines)):
        if not mask:  # every pattern is gated: a line holding no gate literal has no match
            continue
        try:
            scan_line(line, base, blk, bi, out, mask)
        except ImplausibleNumber:  # a digit run no figure has: the rest of the line states nothing usable
            continue
    out.extend(pip_show_releases(doc))
    if rules.DRIVER_COLUMN_GATE in (doc.folded or doc.text.lower()):
        out.extend(table_column_drivers(doc))
    out.extend(table_row_versions(doc))
    out.sort(key=lambda m: m.start)
    out = cpu_only_processors(name_machines(out, doc), doc)
    count_listings(out, doc.text)
    return name_bare_versions(drop_library_releases(drop_negated_engines(drop_asked_engines(drop_hosted_runtimes(
        drop_baseline_degrees(drop_guessed_hardware(drop_prose_speculation(drop_runtime_cuda(
            drop_past_releases(out, doc), doc)), doc), doc),
        doc), doc), doc)))


def drop_past_releases(mentions: list[Mention], doc: Document) -> list[Mention]:
    """An engine's release named in a sentence about a setup used before ("2.1x what we saw with the vLLM 0.6.2 stack
    we used last autumn"), dropped where the page states another release of that engine: its figures are of now."""
    said = [m for m in mentions if m.key.startswith("engine_version:") and doc.blocks[m.block].kind in ("p", "li")]
    if not said or not any(g in (doc.folded or doc.text.lower()) for g in rules.PAST_SETUP_GATE):
        return mentions
    past: set[int] = set()
    for m in said:
        blk = doc.blocks[m.block]
        text = doc.text[blk.start:blk.end]
        if rules.PAST_SETUP_RE.search(text, *_sentence_around(text, m.start - blk.start, m.end - blk.start)):
            past.add(id(m))
    if not past:
        return mentions
    kept = {m.key for m in mentions if m.key.startswith("engine_version:") and id(m) not in past}
    return [m for m in mentions if id(m) not in past or m.key not in kept]


def drop_runtime_cuda(mentions: list[Mention], doc: Document) -> list[Mention]:
    """collect_env's "CUDA runtime version" (the machine's toolkit), dropped where its block also gives the CUDA
    PyTorch was built with, which the engine's kernels use."""
    cuda = [m for m in mentions if m.key == "cuda"]
    if len(cuda) < 2:
        return mentions

    def labelled(m: Mention, rx: re.Pattern[str]) -> bool:
        return rx.search(doc.text, max(0, m.start - 40), m.start) is not None
    built = {m.block for m in cuda if labelled(m, rules.CUDA_TORCH_BUILD_BEFORE_RE)}
    return [m for m in mentions if not (m.key == "cuda" and m.block in built
                                        and labelled(m, rules.CUDA_RUNTIME_BEFORE_RE))]


def cpu_only_processors(mentions: list[Mention], doc: Document) -> list[Mention]:
    """The CPUs a page (a thread's post, where the page is a thread) names where it says its runs use no GPU ("CPU-only
    on dual EPYC 9654"), as accelerator mentions with their counts and no catalog id; the mentions as they are
    elsewhere."""
    low = doc.folded or doc.text.lower()
    if not any(g in low for g in rules.CPU_ONLY_GATE):
        return mentions
    said = [doc.comment_at(m.start()) if doc.comments else None for m in rules.CPU_ONLY_RE.finditer(doc.text)]
    if not said:
        return mentions
    whole_page = None in said or not doc.comments  # the page's own text (a thread's title or opening) speaks for all
    # (but not for a reply that names a GPU of its own and does not say it ran without one: its CPU is its host)
    with_gpu = {m.comment for m in mentions if m.key == "accelerator"} if doc.comments else set()
    added = []
    for m in rules.CPU_NAME_RE.finditer(doc.text):
        bi = doc.block_at(m.start())
        comment = doc.blocks[bi].comment
        if comment not in said and (not whole_page or comment in with_gpu):
            continue
        count, span = None, None
        if m.group("count"):
            count, span = to_int(m.group("count")), m.span("count")
        elif m.group("w"):
            count, span = rules.CPU_COUNT_WORDS[m.group("w").lower()], m.span("w")
        added.append(Mention("accelerator", m.group("written"), m.start("written"), m.end("written"), comment, bi,
                             {"id": None, "caveat": None, "count": count, "plural": False, "count_span": span,
                              "cpu": True}))
    return sorted(mentions + added, key=lambda m: m.start) if added else mentions


def name_machines(mentions: list[Mention], doc: Document) -> list[Mention]:
    """A computer named alone ("Mac Studio, qwen2.5:32b:") as an accelerator mention of the one chip the page pairs
    that name with elsewhere ("Mac Studio M2 Ultra"); the mentions as they are where the page pairs none."""
    low = doc.folded or doc.text.lower()
    if not any(g in low for g in rules.MACHINE_NAME_GATE):
        return mentions
    chips = [m for m in mentions if m.key == "accelerator"]
    starts = [m.start for m in chips]
    paired: dict[str, set[int]] = {}  # a machine name: the chips following it
    bare: list[tuple[str, re.Match[str]]] = []
    for n in rules.MACHINE_NAME_RE.finditer(doc.text):
        name = re.sub(r"\s+", " ", n.group("m").lower())
        i = bisect_left(starts, n.end())
        if i < len(chips) and chips[i].start - n.end() <= rules.MACHINE_CHIP_CHARS \
                and not any(ch in ".;\n" for ch in doc.text[n.end():chips[i].start]):
            paired.setdefault(name, set()).add(i)
        else:
            bare.append((name, n))
    if not bare or not paired:
        return mentions
    added = []
    for name, n in bare:
        pair = paired.get(name, set())
        if len({chips[i].extra.get("id") for i in pair}) != 1:
            continue  # no chip, or several ("Mac Studio M2 Ultra" and "Mac Studio M1 Max")
        chip = chips[min(pair)]
        bi = doc.block_at(n.start())
        added.append(Mention("accelerator", chip.value, n.start("m"), n.end("m"), doc.blocks[bi].comment, bi,
                             {k: v for k, v in chip.extra.items() if k in ("id", "caveat")}))
    return sorted(mentions + added, key=lambda m: m.start) if added else mentions


def pip_show_releases(doc: Document) -> list[Mention]:
    """The releases of engines printed over two lines (`pip show`'s Name and Version lines, a module's __version__
    printed under its command), as engine_version mentions."""
    out: list[Mention] = []
    for gate, rx in rules.WHOLE_TEXT_RELEASES:
        if gate not in doc.text:
            continue
        for m in rx.finditer(doc.text):
            eid = rules.ENGINE_BY_ALIAS.get(m.group("e").lower())
            if eid:
                bi = doc.block_at(m.start("v"))
                out.append(Mention(f"engine_version:{eid}", m.group("v"), m.start("v"), m.end("v"),
                                   doc.blocks[bi].comment, bi))
    return out


def _column_cells(doc: Document, heads: Callable[[int, Cell], bool]) -> Iterator[tuple[int, Block, Cell]]:
    """Each row's cell under the column its table's first row heads (the first header cell `heads` accepts), with
    the row's block and index; nothing for a table whose header heads no such column."""
    column: dict[int | None, int | None] = {}  # table: its column, or None
    for bi, blk in enumerate(doc.blocks):
        if blk.kind != "row" or blk.table is None:
            continue
        if blk.table not in column:  # the table's first row is its header
            column[blk.table] = next((ci for ci, cell in enumerate(blk.cells) if heads(ci, cell)), None)
            continue
        ci = column[blk.table]
        if ci is not None and ci < len(blk.cells):
            yield bi, blk, blk.cells[ci]


def table_column_drivers(doc: Document) -> list[Mention]:
    """The drivers a table lists in a column of their own ("Node | GPUs | Driver" over "h100-01 | 8x H100 | 580.82.07"),
    one mention per row, in that row's block (so each machine's row gives its own)."""
    out: list[Mention] = []
    for bi, blk, cell in _column_cells(doc, lambda ci, cell: bool(rules.DRIVER_COLUMN_HEADER_RE.fullmatch(
            cell.text.strip()))):
        m = rules.DRIVER_COLUMN_CELL_RE.match(cell.text.strip())
        if m is not None:
            at = cell.start + cell.text.index(m.group(0))
            out.append(Mention("driver", m.group(0), at, at + len(m.group(0)), blk.comment, bi))
    return out


def table_row_versions(doc: Document) -> list[Mention]:
    """The releases a table of software lists, one an engine's row ("Component | Version" over "vLLM | 0.8.5.post1"),
    as engine_version mentions in that row's block."""
    out: list[Mention] = []
    for bi, blk, cell in _column_cells(doc, lambda ci, cell: ci > 0 and bool(
            rules.VERSIONS_TABLE_HEADER_RE.fullmatch(cell.text))):
        named = rules.ENGINE_RE.search(blk.cells[0].text)
        eid = _engine_id(named.group("e")) if named else None
        m = rules.VERSIONS_TABLE_CELL_RE.match(cell.text) if eid else None
        if m is not None:
            out.append(Mention(f"engine_version:{eid}", m.group("v"), cell.start + m.start("v"), cell.start + m.end("v"),
                               blk.comment, bi))
    listed = {m.block for m in out}
    for bi, blk in enumerate(doc.blocks):  # a setup table's row named by an engine alone: "vLLM | v0.7.3 ... | 0.7.3"
        if blk.kind != "row" or bi in listed or len(blk.cells) < 2:
            continue
        named = rules.ENGINE_RE.fullmatch(blk.cells[0].text.strip())
        eid = _engine_id(named.group("e")) if named else None
        for cell in blk.cells[1:] if eid else ():
            m = rules.ENGINE_ROW_RELEASE_RE.match(cell.text)
            if m is not None:
                out.append(Mention(f"engine_version:{eid}", m.group("v"), cell.start + m.start("v"),
                                   cell.start + m.end("v"), blk.comment, bi))
    return out


def drop_asked_engines(mentions: list[Mention], doc: Document) -> list[Mention]:
    """Engines named only in a question ("Is ktransformers worth switching to?"), dropped where the same post (or the
    page outside its posts) names another engine outside its questions."""
    return _drop_where_others_stated(mentions, lambda m: _in_question(doc.text, m.end))


def drop_negated_engines(mentions: list[Mention], doc: Document) -> list[Mention]:
    """Engines the text says were not used ("Not llama.cpp, just as a reference point: vLLM 0.11.0 ..."), dropped
    where the same post (or the page outside its posts) names another engine."""
    return _drop_where_others_stated(mentions, lambda m: rules.ENGINE_NEGATED_BEFORE_RE.search(
        doc.text, max(0, m.start - rules.ENGINE_NEGATED_BEFORE_CHARS), m.start) is not None)


def _drop_where_others_stated(mentions: list[Mention], doubt: Callable[[Mention], bool]) -> list[Mention]:
    """The mentions without the engine mentions `doubt` holds for whose post (or the page outside posts) states
    another engine in a mention it does not hold for; all of them where the page names one engine or none."""
    engines = [m for m in mentions if m.key == "engine"]
    if len({m.value for m in engines}) < 2:
        return mentions
    doubtful = {id(m) for m in engines if doubt(m)}
    if not doubtful:
        return mentions
    stated: dict[int | None, set[str]] = {}
    for m in engines:
        if id(m) not in doubtful:
            stated.setdefault(m.comment, set()).add(m.value)
    return [m for m in mentions if id(m) not in doubtful or not stated.get(m.comment, set()) - {m.value}]


def _in_question(text: str, at: int) -> bool:
    """Whether the sentence holding a position ends in a question mark."""
    end = rules.SENTENCE_STOP_RE.search(text, at)
    return end is not None and end.group(0) == rules.QUESTION_STOP


def drop_hosted_runtimes(mentions: list[Mention], doc: Document) -> list[Mention]:
    """An app's runtimes named without a release of their own, dropped as engines where the page (outside its posts)
    or the runtime's own post names the app ("LM Studio 0.3.15 on its MLX runtime": the engine is LM Studio); in a
    thread, another poster's llama.cpp is theirs; a command line that runs the runtime ("$ mlx_lm.generate") names
    it alone."""
    apps = [m for m in mentions if m.key == "engine" and m.value in rules.HOSTED_RUNTIMES]
    if not apps:
        return mentions
    hosted_in: dict[int | None, set[str]] = {}
    for app in apps:
        hosted_in.setdefault(app.comment, set()).update(rules.HOSTED_RUNTIMES[app.value])
    page_wide = hosted_in.get(None, set())
    released = [m for m in mentions if m.key.startswith("engine_version:")]

    def hosted(m: Mention) -> bool:
        return m.key == "engine" and (m.value in page_wide or m.value in hosted_in.get(m.comment, ())) and not any(
            v.key == f"engine_version:{m.value}" and 0 <= v.start - m.end <= rules.RUNTIME_RELEASE_CHARS
            for v in released) and not _runs_alone(doc, m)

    return [m for m in mentions if not hosted(m)]


def _runs_alone(doc: Document, m: Mention) -> bool:
    """Whether a code block's line starts by running the mentioned runtime ("$ mlx_lm.generate --model ...")."""
    blk = doc.blocks[m.block]
    line_start = max(blk.start, doc.text.rfind("\n", 0, m.start) + 1)
    return blk.kind == "code" and rules.COMMAND_START_RE.fullmatch(doc.text, line_start, m.start) is not None


def drop_library_releases(mentions: list[Mention]) -> list[Mention]:
    """A release written after a library's bare name (rules.LIBRARY_ALIASES: "mlx 0.23.1"), dropped where the page
    gives the engine's own release ("mlx-lm 0.21.5 on mlx 0.23.1")."""
    library = [m for m in mentions if m.extra.get("library")]
    if not library:
        return mentions
    own = {m.key for m in mentions if m.key.startswith("engine_version:") and not m.extra.get("library")}
    return [m for m in mentions if not (m.extra.get("library") and m.key in own)]


def drop_baseline_degrees(mentions: list[Mention], doc: Document) -> list[Mention]:
    """Parallel degrees written for a baseline in a sentence of its own ("For the single-node baseline I used the same
    flags with --tp-size 8 --dp-size 2"), dropped where the page states that degree elsewhere: the page's figures
    are of its main setup. Degrees of a setup the author plans to try ("Next I'll try DP=2") are dropped always."""
    degrees = [m for m in mentions if m.key in rules.PARALLEL_KEYS]
    if not degrees:
        return mentions
    dropped: set[int] = set()
    planned: set[int] = set()
    for m in degrees:
        blk = doc.blocks[m.block]
        if blk.kind not in ("p", "li"):
            continue
        text = doc.text[blk.start:blk.end]
        a, b = _sentence_around(text, m.start - blk.start, m.end - blk.start)
        if rules.BASELINE_SETUP_SENTENCE_RE.match(text, a, b):
            dropped.add(id(m))
        elif rules.PLANNED_SETUP_RE.search(text, a, b):
            planned.add(id(m))
    if not dropped and not planned:
        return mentions
    kept_keys = {m.key for m in degrees if id(m) not in dropped and id(m) not in planned}
    return [m for m in mentions if id(m) not in planned and (id(m) not in dropped or m.key not in kept_keys)]


def drop_guessed_hardware(mentions: list[Mention], doc: Document) -> list[Mention]:
    """Accelerators named in a sentence that guesses at them ("Probably H100s, maybe B200s by now, but that's me
    guessing"), prefers them to the poster's own ("I'd take the 4x4090 setup over this") or says they were not tried
    ("but I haven't tried"), dropped: no run of the page used them."""
    low = doc.folded or doc.text.lower()
    rxs = [(rx, claims_keep) for gates, rx, claims_keep in rules.NOT_RUN_HARDWARE_SENTENCES
           if any(g in low for g in gates)]
    if not rxs:
        return mentions
    guessed: set[int] = set()
    for m in mentions:
        blk = doc.blocks[m.block]
        if m.key != "accelerator" or blk.kind not in ("p", "li"):
            continue
        text = doc.text[blk.start:blk.end]
        span = _sentence_around(text, m.start - blk.start, m.end - blk.start)
        if any(rx.search(text, *span) and not (claims_keep and rules.CLAIM_CUE_RE.search(text, *span))
               for rx, claims_keep in rxs):
            guessed.add(id(m))
    return [m for m in mentions if id(m) not in guessed] if guessed else mentions


def drop_prose_speculation(mentions: list[Mention]) -> list[Mention]:
    """Speculative decoding stated in prose, dropped where the page gives the engine's own speculative settings
    (flags, assignments, a server's config): those name it exactly."""
    if not any(m.extra.get("prose") for m in mentions) or not any(
            m.key.startswith("config:speculative") and not m.extra.get("prose") for m in mentions):
        return mentions
    return [m for m in mentions if not m.extra.get("prose")]


def name_bare_versions(mentions: list[Mention]) -> list[Mention]:
    """A bare version label ("v0.6.3: ...") as the version of the page's one engine; dropped where the page names
    no engine or several."""
    if not any(m.key == "bare_version" for m in mentions):
        return mentions
    engines = {m.value for m in mentions if m.key == "engine"}
    engine = engines.pop() if len(engines) == 1 else None
    out = []
    for m in mentions:
        if m.key == "bare_version":
            if engine is None:
                continue
            m = replace(m, key=f"engine_version:{engine}")
        out.append(m)
    return out


def _lines(text: str) -> list[tuple[int, str]]:
    """Lines of a block with their offsets."""
    res, pos = [], 0
    for line in text.split("\n"):
        res.append((pos, line))
        pos += len(line) + 1
    return res


def same_setup_comments(doc: Document) -> dict[int, frozenset[str]]:
    """Comments that say they reuse an earlier post's setup, with what they reuse: "hardware", "engine" or "all"; a
    poster's own rerun ("I also reran rate 8 with --enable-torch-compile") reuses all of their earlier setup."""
    out: dict[int, frozenset[str]] = {}
    first = min((c.index for c in doc.comments), default=None)
    for c in doc.comments:
        if c.index == first:  # the thread's opening post has no earlier post to reuse ("Same model as GGUF: ...")
            continue
        text = doc.text[c.start:c.end][:20000]
        if rules.OWN_RERUN_RE.search(text) and c.author and any(
                p.author == c.author and p.index < c.index for p in doc.comments):
            out[c.index] = frozenset({"all"})
            continue
        if not rules.SAME_SETUP_RE.search(text):
            continue
        # after the post's own benchmark command, "everything else unchanged" speaks of that command
        text = text[:_own_command_at(doc, c.index, c.start)]
        if not rules.SAME_SETUP_RE.search(text):
            continue
        reused: set[str] = set()
        for m in rules.SAME_SCOPE_RE.finditer(text):
            if m.group("all"):
                reused.add("all")
                continue
            if m.group("cmd"):
                reused.update(rules.EXACT_COMMAND_FAMILIES)
                continue
            words = [m.group("w")] + ([m.group("w1")] if m.group("w1") else [])
            reused.update(rules.SAME_SCOPE_WORDS.get(w.lower(), "all") for w in words)
        out[c.index] = frozenset(reused or {"all"})
    return out


def _own_command_at(doc: Document, comment: int, start: int) -> int:
    """Where (from the post's start) a post's first code block running a benchmark or a server begins, else the
    end of any post."""
    for blk in doc.blocks:
        if blk.comment == comment and blk.kind == "code" and rules.BENCH_COMMAND_RE.search(doc.text, blk.start, blk.end):
            return blk.start - start
    return len(doc.text)


def _family(key: str) -> str:
    """The family of a methodology key: hardware, engine, model, or the run's setup."""
    return "hardware" if key in rules.HARDWARE_KEYS else (
        "engine" if key in rules.ENGINE_KEYS or key.startswith("engine_version:") else (
            "model" if key in rules.MODEL_KEYS else "setup"))


def reuses(families: frozenset[str], key: str) -> bool:
    """Whether a post that reuses these families of an earlier setup inherits a methodology key."""
    return "all" in families or _family(key) in families


class MentionIndex:
    """A page's mentions grouped by key, and by key and post, in text order: scoping without rescanning the page."""

    def __init__(self, mentions: list[Mention]) -> None:
        self.mentions = mentions
        self.by_key: dict[str, list[Mention]] = {}
        for m in mentions:
            self.by_key.setdefault(m.key, []).append(m)
        self.starts = {k: [m.start for m in pool] for k, pool in self.by_key.items()}
        self.by_post: dict[tuple[str, int | None], list[Mention]] = {}
        for k, pool in self.by_key.items():
            for m in pool:
                self.by_post.setdefault((k, m.comment), []).append(m)
        self.post_starts = {k: [m.start for m in pool] for k, pool in self.by_post.items()}
        self.all_starts = sorted(m.start for m in mentions)
        self._distinct: dict[str, list[Any]] = {}

    def of(self, key: str) -> list[Mention]:
        """The mentions of one key, in text order."""
        return self.by_key.get(key, [])

    def in_post(self, key: str, comment: int | None) -> list[Mention]:
        """The mentions of one key inside one post (None: outside every post), in text order."""
        return self.by_post.get((key, comment), [])

    def keys(self) -> set[str]:
        """Every key mentioned on the page."""
        return set(self.by_key)

    def distinct(self, key: str) -> list[Any]:
        """The distinct values of a key across the page, in order."""
        if key not in self._distinct:
            self._distinct[key] = distinct(self.of(key), key)
        return self._distinct[key]


def index_mentions(mentions: list[Mention] | MentionIndex) -> MentionIndex:
    """The index of a page's mentions (built once; an index is returned as it is)."""
    return mentions if isinstance(mentions, MentionIndex) else MentionIndex(mentions)


def resolve(mentions: list[Mention] | MentionIndex, key: str, scope: Scope, doc: Document,
            local_only: bool = False) -> tuple[Mention | None, bool]:
    """The mention of a key that applies to a measurement, and whether it was inherited from an earlier post.

    Order: the measurement's own sentence (first mention), its post (nearest before, then first after), earlier
    posts when the post reuses their setup (its author's own, where they stated one), else for hardware, engine and
    model the nearest earlier post by the same author, the page outside posts (title, preamble), then the whole page
    when it is not a thread (above a thread's comments, the page outside them)."""
    index = index_mentions(mentions)
    pool = index.of(key)
    if not pool:
        return None, False
    starts = index.starts[key]
    i = bisect_left(starts, scope.start)
    if i < len(pool) and starts[i] < scope.end:
        return pool[i], False
    if local_only:
        return None, False
    if scope.comment is not None:
        mine = index.in_post(key, scope.comment)
        if mine:
            j = bisect_left(index.post_starts[(key, scope.comment)], scope.start)
            return (mine[j - 1] if j else mine[0]), False
        if scope.same_setup:  # "everything else unchanged": its author's own earlier setup, else the last one before
            own = authors_earlier(index, key, scope.comment, doc)
            if own is not None:
                return own, True
            last = next((m for m in reversed(pool) if m.comment is not None and m.comment < scope.comment), None)
            if last is not None and not _set_up_before(index, doc, scope.comment):
                return index.in_post(key, last.comment)[0], True
        own = authors_earlier(index, key, scope.comment, doc) if _family(key) != "setup" else None
        if own is not None:  # a poster's follow-up keeps the hardware, engine and model of their own earlier post
            return own, True
        outside = index.in_post(key, None)
        return (outside[0], False) if outside else (None, False)
    if len(doc.comments) >= 2 and pool[-1].comment is not None:
        # the story above a thread's comments: what it states, not a commenter's own setup
        outside = index.in_post(key, None)
        if not outside:
            return None, False
        j = bisect_left(index.post_starts[(key, None)], scope.start)
        return (outside[j - 1] if j else outside[0]), False
    return (pool[i - 1] if i else pool[0]), False


def _set_up_before(index: MentionIndex, doc: Document, comment: int) -> bool:
    """Whether the author of a post named hardware of their own in an earlier post of the thread (whose setup "nothing
    else changed" keeps, rather than another poster's)."""
    post = doc.posts.get(comment)
    if post is None or not post.author:
        return False
    own = {p.index for p in doc.comments if p.author == post.author and p.index < comment}
    return bool(own) and any(m.comment in own for m in index.of("accelerator"))


def authors_earlier(index: MentionIndex, key: str, comment: int, doc: Document) -> Mention | None:
    """The mention of a key in the nearest earlier post by the same author as post `comment` (its first, or where
    that post gives several setups, the one of the setup the later post names: _of_named_setup), or None."""
    posts = doc.posts
    post = posts.get(comment)
    if post is None or not post.author:
        return None
    for i in range(comment - 1, -1, -1):
        earlier = posts.get(i)
        if earlier is not None and earlier.author == post.author:
            found = index.in_post(key, i)
            if found:
                return _of_named_setup(index, key, found, i, comment)
    return None


def _of_named_setup(index: MentionIndex, key: str, found: list[Mention], earlier: int, comment: int) -> Mention:
    """Of an earlier post's mentions of a key with several values, the one written nearest a mention of the
    accelerator the later post names, with its count (in its block before any other): "Qwen3-32B on v6e-8 ...
    --tensor-parallel-size 8" for "two more runs on the same v6e-8 VM", "RTX A6000: ..., driver 560.35.05" for
    "re-ran ... on the A6000"; the first where the later post names none of its accelerators."""
    if key == "accelerator" or len({m.value for m in found}) < 2:
        return found[0]
    named = {(a.extra.get("id") or a.value, a.extra.get("count")) for a in index.in_post("accelerator", comment)}
    anchors = [a for a in index.in_post("accelerator", earlier)
               if (a.extra.get("id") or a.value, a.extra.get("count")) in named]
    if not named or not anchors:
        return found[0]
    return min(found, key=lambda m: min((m.block != a.block, max(m.start - a.end, a.start - m.end, 0))
                                        for a in anchors))


def distinct(mentions: list[Mention], key: str) -> list[Any]:
    """The distinct values of a key across the page, in order."""
    seen: list[Any] = []
    for m in mentions:
        if m.key == key and m.value not in seen:
            seen.append(m.value)
    return seen
