"""Staging store: id refusal, atomic writes under SIGKILL, concurrent writers, content hash, history."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from benchrec.errors import StoreError
from extractors.record import new_benchmark
from staging.hashing import content_hash
from staging.ids import make_id, slugify, validate_id
from staging.snapshots import SnapshotStore
from staging.store import Store

WRITER = Path(__file__).with_name("store_writer.py")

BAD_IDS = [
    "benchmarks/../../x",
    "../benchmarks/x",
    "/etc/passwd",
    "benchmarks//etc/passwd",
    "benchmarks/a/b",
    "benchmarks/..",
    "benchmarks/a..b",
    "benchmarks/",
    "benchmarks/UPPER",
    "benchmarks/-lead",
    "other/x",
    "benchmarks/" + "a" * 121,
    "benchmarks/x\x00y",
    "benchmarks/x y",
    "kv-efficiency/x/../../y",
]


@pytest.mark.parametrize("bad", BAD_IDS)
def test_bad_ids_refused_before_any_file(tmp_path: Path, bad: str) -> None:
    store = Store(tmp_path / "home")
    rec = new_benchmark()
    rec["id"] = bad
    with pytest.raises(StoreError) as err:
        store.stage(rec)
    assert "\n" not in str(err.value)
    assert not (tmp_path / "home").exists() or not any((tmp_path / "home").rglob("*.json"))
    assert not Path("/x.json").exists()


@pytest.mark.parametrize("good", ["benchmarks/a", "kv-efficiency/sglang-dsv41-fp8kv-128k-cold-prefill",
                                  "benchmarks/" + "a" * 120, "benchmarks/v0.5.9-x"])
def test_good_ids_accepted(good: str) -> None:
    assert validate_id(good)[1] == good.split("/", 1)[1]


@pytest.mark.parametrize("parts", [("SGLang", "DeepSeek-V3", "prefill_tok_s"), ("..", "/", "x"), ("",), ("a" * 300,)])
def test_make_id_always_valid(parts: tuple[str, ...]) -> None:
    validate_id(make_id("benchmark", *parts))
    assert ".." not in slugify(*parts)


def _rec(i: int = 0, notes: str = "") -> dict:
    rec = new_benchmark()
    rec["id"] = f"benchmarks/t-{i}"
    rec["value"] = 100.0 + i
    rec["notes"] = notes
    return rec


def test_stage_unchanged_then_changed_supersedes(tmp_path: Path) -> None:
    store = Store(tmp_path)
    first = store.stage(_rec())
    assert first.changed and first.previous_hash is None
    again = store.stage(_rec())
    assert not again.changed
    newer = store.stage(_rec(notes="changed"))
    assert newer.changed and newer.previous_hash == content_hash(_rec())
    assert store.previous_version("benchmarks/t-0")["notes"] == ""
    assert store.get("benchmarks/t-0")["notes"] == "changed"


def test_archived_ids_are_the_records_with_a_previous_version(tmp_path: Path) -> None:
    """archived_ids() lists exactly the ids whose previous_version() is not None."""
    store = Store(tmp_path)
    assert store.archived_ids() == set()
    for i in range(4):
        store.stage(_rec(i))
    store.stage(_rec(1, notes="changed"))
    store.stage(_rec(3, notes="changed"))
    ids = [f"benchmarks/t-{i}" for i in range(4)]
    assert store.archived_ids() == {i for i in ids if store.previous_version(i) is not None} == \
        {"benchmarks/t-1", "benchmarks/t-3"}


def test_content_hash_ignores_status_audit_review() -> None:
    rec = _rec()
    h = content_hash(rec)
    rec.update(status="approved", audit={"run_id": "x"}, review={"decision": "approved"})
    assert content_hash(rec) == h
    rec["value"] = 1.0
    assert content_hash(rec) != h


def test_snapshot_store_names_and_verifies(tmp_path: Path) -> None:
    snaps = SnapshotStore(tmp_path)
    sha = snaps.put(b"hello", {"url": "http://x"})
    assert snaps.get(sha) == b"hello" and snaps.verify(sha)
    snaps.path(sha).write_bytes(b"tampered")
    assert not snaps.verify(sha)
    for bad in ("../../etc/passwd", "a" * 64 + "/..", "ABC"):
        with pytest.raises(StoreError):
            snaps.path(bad)


def test_sigkill_mid_write_leaves_old_or_new(tmp_path: Path) -> None:
    """A writer killed at random points never leaves a partial record file."""
    home = tmp_path / "home"
    path = home / "drafts" / "benchmarks" / "kill-0000.json"
    kills = 0
    for attempt in range(12):
        proc = subprocess.Popen([sys.executable, str(WRITER), str(home), "loop-same", "kill", "1"])
        time.sleep(0.15 + 0.05 * (attempt % 5))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        kills += 1
        if path.exists():
            doc = json.loads(path.read_text())
            assert doc["id"] == "benchmarks/kill-0000"
    assert kills == 12
    assert path.exists()
    records = Store(home).records()
    assert [r["id"] for r in records] == ["benchmarks/kill-0000"]


def test_two_processes_200_records_each_lose_none(tmp_path: Path) -> None:
    home = tmp_path / "home"
    procs = [subprocess.Popen([sys.executable, str(WRITER), str(home), "many", p, "200"]) for p in ("a", "b")]
    for proc in procs:
        assert proc.wait(timeout=120) == 0
    ids = sorted(r["id"] for r in Store(home).records())
    assert len(ids) == 400
    assert ids[0] == "benchmarks/a-0000" and ids[-1] == "benchmarks/b-0199"
    leftovers = [p for p in home.rglob("*") if p.name.startswith(".tmp-")]
    assert leftovers == []


def test_temp_leftovers_are_not_records(tmp_path: Path) -> None:
    store = Store(tmp_path)
    store.stage(_rec())
    (tmp_path / "drafts" / "benchmarks" / ".tmp-junk.part").write_text("{")
    assert [r["id"] for r in store.records()] == ["benchmarks/t-0"]


@pytest.mark.parametrize("edit, reason", [
    (lambda text: "{not json", "is not valid JSON"),
    (lambda text: text.replace('"value": 100.0', '"value": NaN'), "NaN is not a JSON value"),
    (lambda text: text.replace('"value": 100.0', '"value": -Infinity'), "-Infinity is not a JSON value"),
    (lambda text: text.replace('"value": 100.0', '"value": 1e999'), "1e999 is beyond any float"),
])
def test_corrupt_record_file_gives_one_line(tmp_path: Path, edit: Any, reason: str) -> None:
    """Not strict JSON (NaN and infinities have no content hash): every reader names the file in one line."""
    from staging import review

    store = Store(tmp_path)
    store.stage(_rec())
    path = store.draft_path("benchmarks/t-0")
    path.write_text(edit(path.read_text(encoding="utf-8")), encoding="utf-8")
    for read in (lambda: store.get("benchmarks/t-0"), store.records, lambda: review.pending(store),
                 lambda: review.decide(store, "benchmarks/t-0", "approved", "ana")):
        with pytest.raises(StoreError) as err:
            read()
        assert "\n" not in str(err.value) and reason in str(err.value)


@pytest.mark.parametrize("held", [5, None, "benchmarks/t-1", "benchmarks/T-0"])
def test_a_file_holding_another_id_is_refused_everywhere_it_is_read(tmp_path: Path, held: object) -> None:
    """A copied or renamed file (its id not the one its name gives) is named in one line by every read, and nothing
    is written through it to the other record's file."""
    from staging import review

    store = Store(tmp_path)
    store.stage_many([_rec(0), _rec(1)])
    other = store.draft_path("benchmarks/t-1").read_bytes()
    copied = dict(_rec(1), id=held) if held is not None else {k: v for k, v in _rec(1).items() if k != "id"}
    store.draft_path("benchmarks/t-0").write_text(json.dumps(copied), encoding="utf-8")
    reads = [lambda: store.get("benchmarks/t-0"), store.records, lambda: review.pending(store),
             lambda: review.decide(store, "benchmarks/t-0", "approved", "ana"),
             lambda: review.promote(store, "benchmarks/t-0"), lambda: store.stage(_rec(0))]
    for read in reads:
        with pytest.raises(StoreError) as err:
            read()
        message = str(err.value)
        assert "\n" not in message and message.startswith(f"record file {store.draft_path('benchmarks/t-0')} holds id")
    assert store.draft_path("benchmarks/t-1").read_bytes() == other
    assert review.read_log(store) == []


def test_stage_many_one_lock_all_written(tmp_path: Path) -> None:
    store = Store(tmp_path)
    results = store.stage_many([_rec(i) for i in range(20)])
    assert [r.changed for r in results] == [True] * 20
    assert len(store.records()) == 20
    assert not any(r.changed for r in store.stage_many([_rec(i) for i in range(20)]))
