"""Batch staging and the store's record index: one durable batch, the same outcome as one-by-one, other writers seen."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchrec.errors import StoreError
from extractors.derive import sibling_summary
from extractors.record import new_benchmark
from staging import atomic
from staging.hashing import content_hash
from staging.index import index_of, read_generation
from staging.store import Store, dump_record


def _rec(i: int, value: float = 1.0, engine: str = "vllm", model: str = "llama-3.1-8b") -> dict:
    """A small benchmark record."""
    rec = new_benchmark()
    rec.update(id=f"benchmarks/b-{i:04d}", value=value, metric="output_tok_s")
    rec["engine"]["id"] = engine
    rec["model"]["id"] = model
    return rec


@pytest.mark.parametrize("batch", [
    [_rec(1), _rec(2)],                                  # under SYNCFS_MIN_FILES: one atomic write each
    [_rec(i) for i in range(40)],                        # one syncfs for the batch
    [_rec(1, 1.0), _rec(1, 2.0), _rec(1, 2.0)],          # the same id twice in a batch, then unchanged
    [_rec(i, float(i % 3)) for i in range(30)] * 2,      # every id repeated
], ids=["small", "large", "same-id-changed-then-same", "repeated"])
def test_stage_many_matches_staging_one_by_one(tmp_path: Path, batch: list[dict]) -> None:
    """stage_many leaves the same drafts, history and results as stage() called for each record in turn."""
    one, many = Store(tmp_path / "one"), Store(tmp_path / "many")
    prior = [_rec(1, 9.0), _rec(7, 9.0)]
    one.stage_many(prior[:1]), many.stage_many(prior[:1])
    expected = [one.stage(dict(r)) for r in batch]
    got = many.stage_many([dict(r) for r in batch])
    assert [(r.record_id, r.changed, r.previous_hash) for r in got] == \
        [(r.record_id, r.changed, r.previous_hash) for r in expected]
    assert [(r["id"], content_hash(r)) for r in many.records()] == [(r["id"], content_hash(r)) for r in one.records()]
    history = sorted(p.relative_to(many.history).as_posix() for p in many.history.rglob("*.json"))
    assert history == sorted(p.relative_to(one.history).as_posix() for p in one.history.rglob("*.json"))
    assert not [p for p in many.home.rglob(f"{atomic.TEMP_PREFIX}*")]


def test_a_batch_that_fails_leaves_no_temp_files_and_old_content(tmp_path: Path) -> None:
    """A write refused part-way (here: a NaN) stages nothing of the batch and leaves no temp file."""
    store = Store(tmp_path)
    store.stage_many([_rec(1, 5.0)])
    bad = [_rec(i, 1.0) for i in range(2, 20)] + [_rec(40, float("nan"))]
    with pytest.raises(ValueError):
        store.stage_many(bad)
    assert [r["id"] for r in store.records()] == ["benchmarks/b-0001"]
    assert not [p for p in tmp_path.rglob(f"{atomic.TEMP_PREFIX}*")]


@pytest.mark.parametrize("record", [
    {"id": "benchmarks/x", "n": 2 ** 70, "nested": [{"b": 1, "a": [1.5, None, "é"]}], "empty": {}, "list": []},
    {"id": "benchmarks/y", "small": 1e-05, "big": 1e300, "neg": -0.0, "text": "line\nbreak \u2028 \"q\""},
], ids=["big-int-and-nesting", "floats-and-text"])
def test_dump_record_round_trips(record: dict) -> None:
    """The fast writer's bytes parse back to the same record, keys sorted, indented, one final newline."""
    data = dump_record(record)
    assert json.loads(data) == record
    assert data.endswith(b"}\n") and data.startswith(b"{\n  ")
    assert data.decode().splitlines()[1:3] == json.dumps(record, indent=2, sort_keys=True).splitlines()[1:3]
    with pytest.raises(ValueError):
        dump_record(dict(record, bad=float("inf")))


@pytest.mark.parametrize(("block", "value"), [
    ("audit", {"run_id": "r", "score": float("nan")}), ("review", {"at": float("inf")}), ("status", float("-inf")),
])
def test_dump_record_of_a_hashed_record_still_checks_what_the_hash_leaves_out(block: str, value: object) -> None:
    """`hashed` skips only the part content_hash has checked: status, audit and review are still refused NaN."""
    record = {"id": "benchmarks/x", "value": 1.5}
    content_hash(record)
    assert dump_record(record, hashed=True) == dump_record(record)
    with pytest.raises(ValueError):
        dump_record(dict(record, **{block: value}), hashed=True)
    with pytest.raises(ValueError):
        content_hash(dict(record, value=float("nan")))  # what makes the skipped check redundant


def test_index_sees_this_process_writes_without_rereading(tmp_path: Path) -> None:
    """Writes under the lock are noted; the generation moves once per outermost lock."""
    store = Store(tmp_path)
    index = index_of(tmp_path, sibling_summary)
    assert index.summaries() == []
    before = read_generation(tmp_path)
    store.stage_many([_rec(1), _rec(2, engine="sglang")])
    assert read_generation(tmp_path) == before + 2  # once when the lock is taken, once when it is released
    assert sorted(s[1] for s in index.summaries()) == ["benchmarks/b-0001", "benchmarks/b-0002"]
    store.publish(dict(store.get("benchmarks/b-0001"), status="approved"))
    paths = sorted(index._entries)
    assert any("/published/" in p for p in paths) and not any(p.endswith("drafts/benchmarks/b-0001.json") for p in paths)


def test_index_rereads_what_another_process_wrote(tmp_path: Path) -> None:
    """A record staged by another process is in the next summaries(), and one it removed is gone."""
    store = Store(tmp_path)
    index = index_of(tmp_path, sibling_summary)
    store.stage(_rec(1))
    assert len(index.summaries()) == 1
    _in_another_process(tmp_path, "for i in (2, 3, 4):\n    s.stage(_rec(i, engine='sglang'))")
    ids = sorted(s[1] for s in index.summaries() if s)
    assert ids == ["benchmarks/b-0001", "benchmarks/b-0002", "benchmarks/b-0003", "benchmarks/b-0004"]
    _in_another_process(tmp_path, "with s.lock():\n    s.draft_path('benchmarks/b-0003').unlink()")
    assert sorted(s[1] for s in index.summaries() if s) == ["benchmarks/b-0001", "benchmarks/b-0002", "benchmarks/b-0004"]


def _in_another_process(home: Path, body: str) -> None:
    """Run body in a new interpreter with `s` the store at home and this module's _rec."""
    code = (f"from pathlib import Path\nfrom staging.store import Store\nfrom tests.test_store_batch import _rec\n"
            f"s = Store(Path({str(home)!r}))\n{body}\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=Path(__file__).resolve().parents[1])


def test_a_record_file_linked_out_of_the_store_is_refused(tmp_path: Path) -> None:
    """The cached folder check still catches a record file that is a symbolic link leaving the store."""
    store = Store(tmp_path / "home")
    store.stage(_rec(1))
    outside = tmp_path / "outside.json"
    outside.write_text("{}")
    store.draft_path("benchmarks/b-0002").symlink_to(outside)
    with pytest.raises(StoreError, match="outside the store"):
        store.draft_path("benchmarks/b-0002")


@pytest.mark.parametrize("data, expected", [
    (b'{"id": "benchmarks/x", "n": 123456789012345678901234567890}', {"id": "benchmarks/x", "n": 123456789012345678901234567890}),
    (b'{"n": 18446744073709551615, "m": -9223372036854775808}', {"n": 18446744073709551615, "m": -9223372036854775808}),
    (b'{"m": -9223372036854775809}', {"m": -9223372036854775809}),
    (b'{"n": 18446744073709551616}', {"n": 18446744073709551616}),
    (b'{"runs": [1, 12345678901234567890123], "x": {"y": -99999999999999999999}}',
     {"runs": [1, 12345678901234567890123], "x": {"y": -99999999999999999999}}),
    (b'{"sha": "1234567890123456789a", "v": 9223372036854775807}', {"sha": "1234567890123456789a", "v": 9223372036854775807}),
    (b'{"a": [1.5, null, "\\u00e9"], "b": {}}', {"a": [1.5, None, "é"], "b": {}}),
    (b'{"s": "\\ud800"}', {"s": "\ud800"}),  # a lone surrogate: orjson refuses, json keeps it as before
], ids=["30-digit-int", "64-bit-edges", "below-int64", "past-uint64", "nested-long-ints", "19-digits-in-text", "plain",
        "lone-surrogate"])
def test_record_bytes_parse_as_json_parses_them(data: bytes, expected: dict) -> None:
    """The fast parser never changes a value json would give (orjson makes a >64-bit integer a float)."""
    from staging.store import parse_record_bytes

    got = parse_record_bytes(data)
    assert got == expected == json.loads(data)
    assert json.dumps(got) == json.dumps(expected)  # the same types all the way down (an int stays an int)


@pytest.mark.parametrize("data", [b"{not json", b'{"a": 1', b"\xff\xfe{}", b"[1, 2]"])
def test_unreadable_record_files_give_one_line(tmp_path: Path, data: bytes) -> None:
    """Bytes that are no JSON object are refused with StoreError naming the file, as before."""
    from staging.store import load_record_file

    path = tmp_path / "r.json"
    path.write_bytes(data)
    with pytest.raises(StoreError) as err:
        load_record_file(path)
    assert str(path) in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("other_writer", [False, True], ids=["nobody-wrote", "another-writer-changed-it"])
def test_audit_write_back_never_overwrites_a_newer_record(tmp_path: Path, other_writer: bool) -> None:
    """Records read at generation g are written back as they are only if no one took the lock since g."""
    from expectations.audit import audit_records
    from expectations.samples import clean_benchmark
    from staging.index import read_generation

    store = Store(tmp_path)
    rec = clean_benchmark(store)
    store.stage(rec)
    read_at = read_generation(tmp_path)
    records = [store.get(rec["id"])]
    if other_writer:
        Store(tmp_path).stage(dict(records[0], notes="changed by another writer"))
    audit_records(records, store, read_at=read_at, report=False)
    stored = store.get(rec["id"])
    if other_writer:
        assert stored["notes"] == "changed by another writer" and "audit" not in stored
    else:
        assert stored["audit"]["content_hash"] == content_hash(records[0]) and stored["notes"] == records[0]["notes"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.integers(min_value=-(10**30), max_value=10**30),
                          st.integers(min_value=-(2**64), max_value=2**65),
                          st.floats(allow_nan=False, allow_infinity=False), st.text(alphabet="0123456789ab", max_size=30)),
                max_size=8))
def test_any_number_or_text_parses_as_json_parses_it(values: list) -> None:
    """Whatever the digits, the record parser gives json's values and types."""
    from staging.store import parse_record_bytes

    data = json.dumps({"values": values}).encode()
    assert json.dumps(parse_record_bytes(data)) == json.dumps(json.loads(data))


def _groups_agree(index) -> None:  # noqa: ANN001 - a RecordIndex
    """group(key) is exactly the summaries with that first element, for every key (and an unknown one)."""
    every = [s for s in index.summaries() if s is not None]
    for key in {s[0] for s in every} | {"no such workload"}:
        assert sorted(index.group(key)) == sorted(s for s in every if s[0] == key)


def test_index_groups_follow_writes_removals_and_other_processes(tmp_path: Path) -> None:
    """The grouping kept for sibling lookups stays equal to a fresh filter of the summaries through this process's
    writes, a record moved by publishing, and another process's writes."""
    store = Store(tmp_path)
    index = index_of(tmp_path, sibling_summary)
    _groups_agree(index)
    store.stage_many([_rec(1), _rec(2, engine="sglang"), _rec(3, model="qwen3-8b")])
    _groups_agree(index)
    store.stage_many([_rec(2, engine="trt-llm"), _rec(4, model="qwen3-8b", engine="sglang")])
    _groups_agree(index)
    with store.lock():
        store.publish(dict(store.get("benchmarks/b-0001"), status="approved"))
    _groups_agree(index)
    _in_another_process(tmp_path, "s.stage(_rec(5, engine='sglang'))\ns.stage(_rec(3, model='llama-3.1-8b'))")
    _groups_agree(index)
    assert len(index.group(sibling_summary(_rec(1))[0])) == 4  # b-0001 (published), b-0002, b-0003, b-0005


def test_this_process_writing_from_many_threads_never_makes_its_index_rescan(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Threads staging while other threads look siblings up: the index reads the store once, then only notes this
    process's writes (a lookup between a lock's generation bump and its note took them for another process's)."""
    import threading

    store = Store(tmp_path)
    index = index_of(tmp_path, sibling_summary)
    scans = []
    rescan = index._rescan
    monkeypatch.setattr(index, "_rescan", lambda: (scans.append(1), rescan())[1])
    index.group("warm")
    stop = threading.Event()

    def look() -> None:
        while not stop.is_set():
            index.group(sibling_summary(_rec(1))[0])

    def write(t: int) -> None:
        for i in range(25):
            store.stage_many([_rec(1000 * t + i, engine=("vllm", "sglang")[i % 2])])

    readers = [threading.Thread(target=look) for _ in range(3)]
    writers = [threading.Thread(target=write, args=(t,)) for t in range(1, 4)]
    for th in readers + writers:
        th.start()
    for th in writers:
        th.join()
    stop.set()
    for th in readers:
        th.join()
    assert len(scans) == 1
    _groups_agree(index)
    assert len(index.group(sibling_summary(_rec(1))[0])) == 75


@pytest.mark.parametrize("as_text", [False, True], ids=["paths", "strings"])
def test_noted_writes_match_what_a_rescan_reads(tmp_path: Path, as_text: bool) -> None:
    """note_writes keeps the entries a rescan of the folders would build: record files in the store (given as Path or
    as text) with their size, time and summary; a file outside the record roots ignored; a removal dropped."""
    from staging.index import RecordIndex

    store = Store(tmp_path)
    records = [_rec(i, engine=("vllm", "sglang")[i % 2]) for i in range(6)]
    store.write_files([(store.draft_path(r["id"]), r) for r in records])
    index = RecordIndex(tmp_path, sibling_summary)  # not registered: it hears only of what it is told below
    assert len(index.summaries()) == 6
    outside = tmp_path / "elsewhere" / "benchmarks" / "x.json"
    outside.parent.mkdir(parents=True)
    outside.write_bytes(dump_record(_rec(99)))
    gone = store.draft_path(records[0]["id"])
    gone.unlink()
    changed = [dict(r, value=7.0, engine={"id": "trt-llm"}) for r in records[1:]]
    store.write_files([(store.draft_path(r["id"]), r) for r in changed])
    wrap = str if as_text else (lambda p: p)
    index.note_writes([(wrap(store.draft_path(r["id"])), r) for r in changed] + [(wrap(outside), _rec(99)),
                                                                                 (wrap(gone), None)])
    noted = {k: (e.signature, e.summary) for k, e in index._entries.items()}
    index.forget()
    index.summaries()
    assert noted == {k: (e.signature, e.summary) for k, e in index._entries.items()}
    assert len(noted) == 5 and {s[2] for _, s in noted.values()} == {"trt-llm"}
