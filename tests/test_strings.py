"""Shared short texts: records read together hold one object per distinct short text, and read exactly as before."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from extractors.record import new_benchmark
from staging.store import Store, load_record_file
from staging.strings import SHARED_MAX_CHARS, TextPool

LONG = "x" * (SHARED_MAX_CHARS + 1)

# (document, path of a string in it) for every place a short text can sit
PLACES: list[tuple[Any, tuple[Any, ...]]] = [
    ({"unit": "tok/s"}, ("unit",)),
    ({"a": {"b": {"c": "tok/s"}}}, ("a", "b", "c")),
    ({"runs": ["tok/s", 1, None]}, ("runs", 0)),
    ({"sweeps": [{"points": [{"param": "tok/s"}]}]}, ("sweeps", 0, "points", 0, "param")),
    (["tok/s"], (0,)),
    ([[["tok/s"]]], (0, 0, 0)),
]


def _at(doc: Any, path: tuple[Any, ...]) -> Any:
    """The value at a path of keys and indexes."""
    for part in path:
        doc = doc[part]
    return doc


def _fresh(text: str) -> str:
    """An equal string that is a different object."""
    return "".join(list(text))


@pytest.mark.parametrize(("doc", "path"), PLACES)
def test_equal_short_texts_in_two_documents_become_one_object(doc: Any, path: tuple[Any, ...]) -> None:
    pool = TextPool()
    a, b = json.loads(json.dumps(doc)), json.loads(json.dumps(doc))
    assert _at(a, path) is not _at(b, path)
    pool.share(a), pool.share(b)
    assert _at(a, path) is _at(b, path)
    assert a == doc and b == doc


@pytest.mark.parametrize("value", [LONG, 3, 2.5, True, None, {}, []])
def test_long_texts_and_other_values_are_left_alone(value: Any) -> None:
    pool = TextPool()
    docs = [{"v": json.loads(json.dumps(value)) if not isinstance(value, str) else _fresh(value)} for _ in range(2)]
    before = [d["v"] for d in docs]
    for d in docs:
        pool.share(d)
    assert [d["v"] for d in docs] == before
    if isinstance(value, str):
        assert docs[0]["v"] is not docs[1]["v"]
        assert len(pool) == 0


def test_a_document_nested_past_the_recursion_limit_is_shared_without_error() -> None:
    deep: Any = _fresh("tok/s")
    for _ in range(5000):
        deep = {"n": [deep]}
    pool = TextPool()
    shared = pool.share({"unit": _fresh("tok/s")})["unit"]
    pool.share(deep)
    inner = deep
    for _ in range(5000):
        inner = inner["n"][0]
    assert inner == "tok/s" and inner is shared


def test_store_records_with_a_pool_share_texts_and_equal_what_each_file_holds(tmp_path: Path) -> None:
    store = Store(tmp_path)
    recs = []
    for i in range(3):
        rec = new_benchmark()
        rec.update(id=f"benchmarks/shared-{i}", unit="tok/s", metric="decode_tok_s", value=100.0 + i, title=f"Run {i} " + LONG)
        recs.append(rec)
    store.stage_many(recs)
    read = store.records("drafts", TextPool())
    assert read == store.records("drafts") == [load_record_file(p) for p in store.iter_files("drafts")]
    assert read[0]["unit"] is read[1]["unit"] is read[2]["unit"]
    assert read[0]["title"] is not read[1]["title"]


def test_one_pool_across_two_reads_shares_between_them(tmp_path: Path) -> None:
    store = Store(tmp_path)
    rec = new_benchmark()
    rec.update(id="benchmarks/shared-a", unit="tok/s")
    store.stage(rec)
    pool = TextPool()
    first, second = store.records("drafts", pool), store.records("drafts", pool)
    assert first[0]["unit"] is second[0]["unit"]
    assert store.records("drafts")[0]["unit"] is not first[0]["unit"]  # no pool: the texts as parsed


def test_has_records_reads_no_file(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert not store.has_records()
    store.drafts.mkdir(parents=True)
    (store.drafts / "benchmarks").mkdir()
    (store.drafts / "benchmarks" / "broken.json").write_text("{not json", encoding="utf-8")
    assert store.has_records() and store.has_records("drafts") and not store.has_records("published")
