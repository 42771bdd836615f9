"""Garbage-collector control: paused over a page's extraction and an audit step, long-lived objects set aside over
a batch."""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

import pytest

from benchrec.gcpause import frozen_heap, paused_gc


class _Node:
    """A cyclic object whose collection a weak reference shows."""

    def __init__(self) -> None:
        self.me = self


def test_paused_gc_restores_the_collector_state() -> None:
    """The collector is off inside (nested blocks too) and back on after; it stays off if it was off."""
    assert gc.isenabled()
    with paused_gc():
        assert not gc.isenabled()
        with paused_gc():
            assert not gc.isenabled()
        assert not gc.isenabled()
    assert gc.isenabled()
    gc.disable()
    try:
        with paused_gc():
            pass
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_frozen_heap_sets_aside_what_exists_and_hands_it_back() -> None:
    """Objects alive at the block's start are frozen inside it, unfrozen after; a cycle dropped inside the block is
    collected once the block has ended (nothing leaks)."""
    gc.collect()
    node = _Node()
    ref = weakref.ref(node)
    assert gc.get_freeze_count() == 0
    with frozen_heap():
        assert gc.get_freeze_count() > 0
        del node
        gc.collect()
        assert ref() is not None  # frozen: the collector does not look at it inside the block
    assert gc.get_freeze_count() == 0
    gc.collect()
    assert ref() is None


def test_overlapping_blocks_unfreeze_when_the_last_ends() -> None:
    """Two threads' blocks overlap: the heap stays frozen until both have ended."""
    entered, release = threading.Event(), threading.Event()

    def other() -> None:
        with frozen_heap():
            entered.set()
            release.wait(10)

    t = threading.Thread(target=other)
    t.start()
    try:
        assert entered.wait(10)
        with frozen_heap():
            assert gc.get_freeze_count() > 0
        assert gc.get_freeze_count() > 0  # the other block is still open
    finally:
        release.set()
        t.join(10)
    assert gc.get_freeze_count() == 0


def test_extraction_pauses_the_collector_only_while_it_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """extract_writeup runs with the collector off and hands it back as it found it, on or off, even on an error."""
    from extractors import writeup
    from extractors.content import parse_document

    seen: list[bool] = []
    doc = parse_document(b"<p>SGLang on 8x H100: 1,234.5 tok/s output throughput.</p>", "text/html")
    real = writeup.find_mentions

    def spy(d: Any) -> Any:
        seen.append(gc.isenabled())
        return real(d)

    monkeypatch.setattr(writeup, "find_mentions", spy)
    try:
        assert writeup.extract_writeup(doc, 0, "https://example.test/x")
        assert gc.isenabled() and seen == [False]
        gc.disable()
        writeup.extract_writeup(doc, 0, "https://example.test/x")
        assert not gc.isenabled()
        gc.enable()

        def boom(d: Any) -> Any:
            raise RuntimeError("no page")

        monkeypatch.setattr(writeup, "find_mentions", boom)
        with pytest.raises(RuntimeError):
            writeup.extract_writeup(doc, 0, "https://example.test/x")
        assert gc.isenabled()
    finally:
        gc.enable()
