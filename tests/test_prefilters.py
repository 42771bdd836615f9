"""The cheap checks that let a block reader skip a block never skip one that holds what the reader looks for."""

from __future__ import annotations

import random

import pytest

from extractors import measurements as ms
from extractors import rules

#: Pieces of prose around figures: numbers, units, approximations, ranges, kind words, comparisons, and the white
#: space and stops that end sentences.
ATOMS = (
    "5", "12.5", "6,853", "52.3", "k", "K", " k", "~", "≈", "about", "around", "roughly", "to", "-", "–", "+", "±",
    "+/-", "tok/s", "tokens/s", "t/s", "tokens per second", "tokens per\nsecond", "ms", "s", "sec", "req/s", "rps",
    "output", "total", "prompt", "generated", "tokens", "vs", "VS", "Vs.", "versus", "vſ", "VER\u017fUS", "GPU",
    "/gpu", ".", ". ", "! ", "? ", "; ", "\n", "\n\n", " ", "  ", "\t", "\u00a0", "(", ")", "A", "The", "`", "*", ",",
    "x", "we", "got", "at", "a", "/", "-", "_", "24022.63 vs 22116.03", "5 VS 6", "7 versus\n8", "1 v\u017f 2",
    "3 Vs. 4", "9 vs 10 tok/s",
)


def _texts(seed: int, n: int) -> list[str]:
    """n random blocks of the atoms."""
    rnd = random.Random(seed)
    return ["".join(rnd.choice(ATOMS) + rnd.choice(("", " ", " ", "\n", ". ")) for _ in range(rnd.randint(1, 30)))
            for _ in range(n)]


@pytest.mark.parametrize("seed", range(4))
def test_a_block_without_a_figure_match_has_no_sentence_with_one(seed: int) -> None:
    """prose() skips a block whose whole text has no VALUE_UNIT_RE match: no sentence of it may have one."""
    checked = 0
    for text in _texts(seed, 1500):
        if rules.VALUE_UNIT_RE.search(text) is None:
            checked += 1
            for a, b in ms.sentences(text):
                assert rules.VALUE_UNIT_RE.search(text[a:b]) is None, (text, text[a:b])
    assert checked > 50  # the property was put to the test on blocks that are skipped


@pytest.mark.parametrize("seed", range(4))
def test_the_comparison_gate_opens_on_every_comparison(seed: int) -> None:
    """vs_pairs() reads a block only when the gate opens; every block holding a bare comparison opens it."""
    found = 0
    for text in _texts(seed, 1500):
        if rules.VS_PAIR_RE.search(text) is not None:
            found += 1
            assert ms.may_hold(text, rules.VS_PAIR_GATE), text
    assert found > 20


@pytest.mark.parametrize("seed", range(2))
def test_every_sweep_point_holds_an_arrow(seed: int) -> None:
    """prose() counts sweep points only in a sentence holding one of SWEEP_POINT_ARROWS: every point has one."""
    rnd = random.Random(seed)
    pieces = ("tp", "2", "4", "8k", "1,024", "->", "→", "=>", "=", ">", "-", " ", "~", "tok/s", ".", "x")
    found = 0
    for _ in range(3000):
        text = "".join(rnd.choice(pieces) for _ in range(rnd.randint(1, 12)))
        matches = rules.SWEEP_POINT_RE.findall(text)
        if matches:
            found += 1
            assert any(arrow in text for arrow in rules.SWEEP_POINT_ARROWS), text
    assert found > 300
