"""The headline index of _group_repeats answers its lookups by value exactly as a walk over every headline does."""

from __future__ import annotations

import math
import random

import pytest

from extractors.measurements import Candidate
from extractors.writeup import _Heads

VALUES = (0.0, -0.0, 1.0, 1.0 + 1e-12, 1.0 + 2e-9, 23.62, 23.6, 23.65, 1e30, 1e30 * (1 + 5e-10), -5.0,
          float("inf"), float("nan"), 1e-300, 402.0, 402.0000001)


def _cand(value: float, metric: str) -> Candidate:
    """A bare candidate."""
    return Candidate(metric, value, 0, 1, 0, None, "prose")


@pytest.mark.parametrize("seed", range(8))
def test_first_near_is_the_first_headline_passing_the_test(seed: int) -> None:
    """Random appends and replacements; every lookup agrees with the first match of a walk in order."""
    rnd = random.Random(seed)
    heads = _Heads()
    for _ in range(400):
        c = _cand(rnd.choice(VALUES), rnd.choice(("decode_tok_s", "unspecified_tok_s", "ttft_ms")))
        if heads.items and rnd.random() < 0.2:
            heads.replace(rnd.choice(heads.items), c)
        else:
            heads.append(c)
        probe = _cand(rnd.choice(VALUES), rnd.choice(("decode_tok_s", "unspecified_tok_s")))
        width = rnd.choice((1e-9 * max(1.0, abs(probe.value)) if math.isfinite(probe.value) else 1.0, 0.05, 0.005, 0.0))

        def test(h: Candidate) -> bool:
            """The kind of test _group_repeats asks: same metric, within the width."""
            return h.metric == probe.metric and abs(h.value - probe.value) <= width

        walked = next((h for h in heads.items if test(h)), None)
        assert heads.first_near(probe.value, width, test) is walked


def test_replace_keeps_the_place() -> None:
    """A replaced headline's successor takes its place in the order and in the lookups."""
    heads = _Heads()
    a, b, c = _cand(1.0, "x"), _cand(2.0, "x"), _cand(3.0, "x")
    heads.append(a)
    heads.append(b)
    heads.replace(a, c)
    assert heads.items == [c, b]
    assert heads.first_near(1.0, 0.1, lambda h: True) is None
    assert heads.first_near(3.0, 0.1, lambda h: True) is c
