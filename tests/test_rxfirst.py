"""Patterns compiled behind a lookahead on their first characters find exactly what they find as written."""

from __future__ import annotations

import random
import re

import pytest

from bench.corpus import generate_corpus
from extractors import rules, rxfirst
from extractors.content import parse_document
from extractors.rxfirst import compile_first, first_class, longest_first
from tests.test_scan_gates import ATOMS

#: Letters that match ASCII ones, or each other, under IGNORECASE, and a few other case-changing ones.
FOLDING = ("\u0130", "\u0131", "\u017f", "\u212a", "\u00b5", "\u03bc", "\u1e9e", "\u00df", "\ufb05", "\u0345", "\u03c2")


@pytest.mark.parametrize(("pattern", "flags", "expected"), [
    (r"\bfoo|\bbar", 0, "[fb]"),
    (r"(?<![\w-])--tp", 0, r"[\-]"),
    (r"--tp", 0, None),  # opens on a literal: the engine skips ahead by itself
    (r"(?<![\w-])(?:TP|tp)\s*=", 0, "[Tt]"),
    (r"(?:a|)b", 0, "[ab]"),
    (r"a|b", 0, None),  # the engine's own charset prefix already covers alternatives of literals
    (r"\b(?:x?y|z*w)", 0, "[xyzw]"),
    (r"\b(?:x?y|z*w)", re.I, "[xyzw]"),
    (r"(?:\d+|kb)\s", 0, r"[\dk]"),
    (r"^abc", 0, None),  # anchored
    (r"\b(?i:ab)", 0, None),  # scoped flags
    (r"\ba*", 0, None),  # can match nothing
    (r"\b\w+x", 0, None),  # a broad first class
    (r"\b[a-z]x", 0, None),  # a broad range
    (r"\b[^a]x", 0, None),  # a negated class
    (r"\b.x", 0, None),
    (r"\b(?:[0-9]|,)", 0, r"[0-9,]"),
    (r"(?<!\w)(?:(?<=from\s)(?P<f>))?+\d", 0, r"[\d]"),  # a possessive repeat opens as a greedy one does
])
def test_first_class(pattern: str, flags: int, expected: str | None) -> None:
    """The class every match opens on, or None where it cannot be told or would not help."""
    assert first_class(pattern, flags) == expected


def test_bytes_and_verbose_patterns_compile_as_written() -> None:
    """A bytes pattern is left alone; a verbose pattern's trailing comment does not swallow the wrapper."""
    assert compile_first(rb"\bab|\bcd").pattern == rb"\bab|\bcd"
    rx = compile_first(r"\b(?:ab|cd)  # two words", re.X)
    assert rx.pattern.startswith("(?=[ac])")
    assert [m.group() for m in rx.finditer("xab cd ab")] == ["cd", "ab"]


def _texts() -> list[str]:
    """Page texts of the bench corpus, and random runs of trigger words, folding letters and ASCII."""
    texts = [parse_document(p.raw, "text/html").text for p in generate_corpus(12)]
    rnd = random.Random(5)
    pool = ATOMS + FOLDING + tuple("abcdefghijklmnopqrstuvwxyz0123456789 -_.,:;=/|()[]'\"`~\t")
    texts += ["".join(rnd.choice(pool) for _ in range(rnd.randint(1, 120))) for _ in range(600)]
    return texts


TEXTS = _texts()


@pytest.mark.parametrize("entry", rxfirst.COMPILED, ids=lambda entry: entry[1][:40])
def test_every_rule_finds_what_it_finds_as_written(entry: tuple[re.Pattern[str], str, int]) -> None:
    """For each pattern of the rules compiled with a lookahead: the same matches, groups and spans."""
    fast, source, flags = entry
    plain = re.compile(source, flags)
    for text in TEXTS:
        assert [(m.span(), m.groups()) for m in fast.finditer(text)] == \
            [(m.span(), m.groups()) for m in plain.finditer(text)]
        assert bool(fast.match(text)) == bool(plain.match(text))


def test_the_rules_use_the_lookahead() -> None:
    """Most of the extraction's patterns are compiled with it (what the speed-up rests on)."""
    guarded = {fast.pattern for fast, _, _ in rxfirst.COMPILED}
    assert rules.CONCURRENCY_RE.pattern in guarded and rules.SINGLE_STREAM_RE.pattern in guarded
    assert len(rxfirst.COMPILED) >= 80


@pytest.mark.parametrize(("alternatives", "expected"), [
    (["tok/s", "t/s", "ms", "s"], "t(?:ok/s|/s)|ms|s"),
    (["sec", "s", ""], "sec|s|"),  # an empty alternative: joined as written
    ([r"\+", "a"], r"\+|a"),  # one opens on an escape: joined as written
    (["Tb", "tb"], "Tb|tb"),  # T and t: one letter in two cases
    (["ab", "ac", "b"], "a(?:b|c)|b"),
    (["ms", "毫秒", "s", "秒"], "ms|s|毫秒|秒"),  # letters no case maps into ASCII: after the groups, ungrouped
    (["ms", "\u017fec"], "ms|\u017fec"),  # the long s is an s in another case: joined as written
])
def test_alternation(alternatives: list[str], expected: str) -> None:
    """Alternatives grouped under their first letter, or joined as written where grouping could change a match."""
    assert rxfirst.alternation(alternatives) == expected


@pytest.mark.parametrize("flags", [0, re.I])
def test_alternation_finds_what_the_plain_alternatives_find(flags: int) -> None:
    """Random alternatives sharing first letters, around a figure as the unit patterns use them: the same matches."""
    rnd = random.Random(11 + flags)
    letters = "tsmrTS/"
    found = grouped_lists = 0
    for _ in range(300):
        words = [rnd.choice("tsmr") + "".join(rnd.choice(letters) for _ in range(rnd.randint(0, 3)))
                 for _ in range(rnd.randint(1, 8))]
        alts = [re.escape(a) for a in words]
        grouped_lists += rxfirst.alternation(alts) != "|".join(alts)
        grouped = re.compile(r"\d\s*(?:" + rxfirst.alternation(alts) + r")(?![\w/])", flags)
        plain = re.compile(r"\d\s*(?:" + "|".join(alts) + r")(?![\w/])", flags)
        for _ in range(20):
            pieces = (*words, *letters, "5", "5 ", " ", "\u017f")
            text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 30)))
            spans = [m.span() for m in grouped.finditer(text)]
            assert spans == [m.span() for m in plain.finditer(text)], (alts, text)
            found += len(spans)
    assert grouped_lists > 150 and found > 500  # grouping happened, and matches were compared, not only misses


def _plain(alternatives: list[str]) -> tuple[str, str]:
    """(grouped, plain) source of one alternation."""
    return rxfirst.alternation(alternatives), "|".join(alternatives)


_UNITS = [re.escape(u).replace(r"\ ", r"\s+") for u in longest_first(rules.UNIT_SPELLINGS)]
_METRIC_WORDS = rules.METRIC_WORD_ALTERNATIVES
_ENGINES = [re.escape(a).replace(r"\ ", r"\s+")
            for a in longest_first({a for v in rules.ENGINES.values() for a in v})]
_SETTINGS = [re.escape(k).replace("_", "[_ -]") for k in longest_first(rules.ENGINE_SETTINGS)]
GROUPED = [("VALUE_UNIT_RE", _UNITS), ("VS_PAIR_RE", _UNITS), ("CAPTION_UNIT_RE", _UNITS),
           ("METRIC_WORD_RE", _METRIC_WORDS), ("ENGINE_RE", _ENGINES), ("SPACED_SETTING_RE", _SETTINGS)]
#: Texts that hold what the grouped patterns look for, in odd cases and spacings.
GROUPED_TEXTS = ["TTFT 9.6 秒。", "首 token 延迟 120 毫秒", "5 tok/s per GPU", "3 T/S", "7 Tokens Per Second", "9 sec", "2 s.", "4 secs/", "1 ms", "8 rps",
                 "6 tps", "5\u00a0tokens\u00a0per\u00a0sec", "12 \u017fec", "3 tok/s/gpu", "11 tokens/s/GPU x",
                 "12.5 vs 13 tok/s", "(24022.63 vs 22116.03)", "5 vs 6 Secs", "(in tok/s)", "TTFT p99 and output throughput", "Time To First Token", "35 t/s tg128, pp512 2500 t/s",
                 "SGLang v0.4 vs vLLM, TensorRT-LLM, llama.cpp and Ollama", "tensorrt llm", "max num seqs 64",
                 "chunked_prefill_size 8192 and max-num-batched-tokens 4096"]


@pytest.mark.parametrize(("name", "alternatives"), GROUPED, ids=[name for name, _ in GROUPED])
def test_grouped_patterns_find_what_their_plain_alternatives_find(name: str, alternatives: list[str]) -> None:
    """Each pattern written with rxfirst.alternation finds what it finds with the same alternatives plainly joined."""
    grouped, plain_alt = _plain(alternatives)
    fast = getattr(rules, name)
    source, flags = next((src, fl) for rx, src, fl in rxfirst.COMPILED if rx is fast)
    assert grouped in source and grouped != plain_alt
    plain = re.compile(source.replace(grouped, plain_alt), flags)
    found = 0
    for text in TEXTS + GROUPED_TEXTS:
        spans = [(m.span(), m.groups()) for m in fast.finditer(text)]
        assert spans == [(m.span(), m.groups()) for m in plain.finditer(text)], text
        found += len(spans)
    assert found > 0
