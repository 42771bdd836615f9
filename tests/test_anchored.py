"""An anchored search finds exactly what a plain search finds; the folded page text reads literals where the text has
them."""

from __future__ import annotations

import random

import pytest

from extractors import measurements as ms
from extractors import rules
from extractors.anchored import anchored_search
from extractors.content import Block, Document, fold

#: Pieces of single-stream statements and their near misses: every alternative in several cases and spacings, the
#: article before "lone" (with and without a word boundary), the four letters IGNORECASE folds onto ASCII, letters
#: whose lower-casing changes length, and white space beyond ASCII.
PIECES = (
    "single", "Single-stream", "single stream", "SINGLE user", "single_request", "single-request", "a", "A", " a ",
    "a  lone  user", "A lone request", "alone stream", "lone\tstream", "a\u00a0lone user", "a\u3000\u3000lone user",
    "data lone user", "_a lone user", "é a lone user", "1a lone user", "batch size of 1", "batch_size=1",
    "batchsize: 1", "batch size 16", "Batch-Size = 1", "bs=1", "BS = 1", "bs=12", "jobs=1", "concurrency: 1",
    "concurrency of 1", "Concurrency 10", "--max-concurrency 1", "--max-concurrency=1", "-max-concurrency 1",
    "x--max-concurrency 1", "sequential requests", "one stream", "ONE REQUEST AT A TIME", "one  stream",
    "\u017fingle stream", "\u212a", "\u0130", "\u0131", "\u00df", "ς", "Σ", " ", "  ", "\n", "\t", "x", "word", "7",
    "1", ".", "-", "_", "é", "sent strictly one at a time", "Issued one at a time", "sent  one at a time",
    "no concurrency at all", "No Concurrency", "resent one at a time",
)
CASES = [
    ("we ran a single stream test", (9, 22)),
    ("A lone request, then more", (0, 14)),
    ("data lone user", (5, 14)),
    ("x--max-concurrency 1 and", (1, 20)),
    ("--max-concurrency=1", (6, 19)),  # no word boundary before "--" at the start
    ("concurrency 10 only", None),
    ("jobs=1 bs=1", (7, 11)),
    ("\u017fingle stream", (0, 13)),  # IGNORECASE reads the long s as s: searched plainly
    ("\u0130 a lone user", (2, 13)),  # lower-casing changes the length: searched plainly
    ("nothing to see", None),
    ("50 requests, sent strictly one at a time", (13, 40)),
    ("requests resent one at a time", None),
    ("(no concurrency at all)", (1, 22)),
]


@pytest.mark.parametrize(("text", "span"), CASES)
def test_anchored_search_finds_what_search_finds(text: str, span: tuple[int, int] | None) -> None:
    """Table of texts: the anchored search's match is the plain search's."""
    plain = rules.SINGLE_STREAM_RE.search(text)
    found = anchored_search(rules.SINGLE_STREAM_RE, text, 0, len(text), rules.SINGLE_STREAM_ANCHORS, fold(text))
    assert (plain and plain.span()) == span
    assert (found and found.span()) == span


@pytest.mark.parametrize("seed", range(3))
def test_anchored_search_agrees_with_search_on_random_texts(seed: int) -> None:
    """Random texts of the pieces, searched whole and in random windows: the same match or none."""
    rnd = random.Random(seed)
    found = 0
    for _ in range(4000):
        text = "".join(rnd.choice(PIECES) + rnd.choice(("", " ", "-", "\n")) for _ in range(rnd.randint(0, 14)))
        pos = rnd.randint(0, len(text)) if rnd.random() < 0.3 else 0
        end = rnd.randint(pos, len(text)) if rnd.random() < 0.3 else len(text)
        plain = rules.SINGLE_STREAM_RE.search(text, pos, end)
        anchored = anchored_search(rules.SINGLE_STREAM_RE, text, pos, end, rules.SINGLE_STREAM_ANCHORS, fold(text))
        assert (plain and plain.span()) == (anchored and anchored.span()), (text, pos, end)
        found += plain is not None
    assert found > 1000  # most texts hold a statement, so the agreement covers matches, not only misses


@pytest.mark.parametrize(("text", "folded"), [
    ("Mixed Case 8x H100", "mixed case 8x h100"),
    ("Caf\u00e9 \u03a3", "caf\u00e9 \u03c3"),
    ("\u017fingle", None),  # folds onto ASCII under IGNORECASE
    ("\u212aV cache", None),
    ("\u0130nput", None),  # lower-cases to two characters
    ("", ""),
])
def test_fold_is_lowered_text_or_none(text: str, folded: str | None) -> None:
    """fold() lower-cases in place, and refuses a text whose literals it could not place."""
    assert fold(text) == folded
    assert Document(text).folded == folded


@pytest.mark.parametrize("seed", range(2))
def test_may_hold_at_agrees_with_may_hold(seed: int) -> None:
    """The gate read in the page's folded text opens where the gate read in the block's own text does."""
    rnd = random.Random(seed)
    words = ("vs", "VS", "Vs.", "versus", "util", "UTIL", "w of", "x", " ", "\n", "5", "\u00e9", "\u03a3")
    for _ in range(500):
        text = "".join(rnd.choice(words) for _ in range(rnd.randint(0, 20)))
        doc = Document(text)
        a = rnd.randint(0, len(text))
        b = rnd.randint(a, len(text))
        for gate in (rules.VS_PAIR_GATE, rules.OBSERVATION_GATE):
            assert ms.may_hold_at(doc, a, b, gate) == ms.may_hold(text[a:b], gate), (text, a, b)


def test_may_hold_at_reads_the_block_plainly_without_a_folded_text() -> None:
    """A page holding a letter IGNORECASE folds onto ASCII has no folded text: its blocks are gated one by one."""
    doc = Document("\u017f vs 2\nplain text", [Block("p", 0, 6), Block("p", 7, 17)])
    assert doc.folded is None
    assert ms.may_hold_at(doc, 0, 6, rules.VS_PAIR_GATE)
    assert not ms.may_hold_at(doc, 7, 17, rules.VS_PAIR_GATE)
