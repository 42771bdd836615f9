"""Write-backs put in place by a helper process: the same files, the caller's lock held until the helper is done,
failures reported in one line with nothing half-written and no temp file left."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from benchrec.errors import StoreError
from extractors.record import new_benchmark
from staging import atomic
from staging.index import index_of
from staging.store import Store, dump_record, load_record_file

ROOT = Path(__file__).resolve().parents[1]


def _rec(i: int, value: float = 1.0) -> dict:
    """A small benchmark record."""
    rec = new_benchmark()
    rec.update(id=f"benchmarks/d-{i:04d}", value=value, metric="output_tok_s")
    return rec


def _items(folder: Path, n: int, tag: str) -> list[tuple[Path, bytes]]:
    """n files' paths and contents, marked with `tag`."""
    return [(folder / f"f{i:03d}.json", f'{{"i": {i}, "tag": "{tag}"}}'.encode()) for i in range(n)]


@pytest.fixture
def lock_fd(tmp_path: Path):  # noqa: ANN201 - a generator fixture
    """An open descriptor standing for the caller's lock (the helper keeps a copy of it)."""
    fd = os.open(tmp_path / "held.lock", os.O_RDWR | os.O_CREAT, 0o600)
    yield fd
    os.close(fd)


def _stall_helpers(monkeypatch: pytest.MonkeyPatch) -> None:
    """Batches of two files or more go to a helper, and a helper (not this process) stalls before its renames."""
    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 2)
    caller = os.getpid()
    real = atomic._sync_filesystems
    monkeypatch.setattr(atomic, "_sync_filesystems",
                        lambda folders: time.sleep(60) if os.getpid() != caller else real(folders))


def _temps(folder: Path) -> list[Path]:
    """Temp files left under a folder."""
    return [p for p in folder.rglob("*") if atomic.is_temp(p)]


@pytest.mark.parametrize(("n", "detached"), [(3, False), (4, True), (40, True)], ids=["under", "at", "over"])
def test_a_large_batch_is_put_in_place_by_a_helper(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, n: int,
                                                   detached: bool, lock_fd: int) -> None:
    """From DETACH_MIN_FILES files on, a forked helper renames them into place; after wait() every file has its
    new bytes and no temp file is left; a smaller batch is written before write_detached returns."""
    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 4)
    atomic.write_many_atomic(_items(tmp_path, n, "old"))
    job = atomic.write_detached(_items(tmp_path, n, "new"), lock_fd)
    assert (job.pid is not None) is detached
    assert job.wait() is None
    assert [p.read_bytes() for p, _ in _items(tmp_path, n, "x")] == [d for _, d in _items(tmp_path, n, "new")]
    assert not _temps(tmp_path)
    assert job.wait() is None  # a second wait has nothing left to do


def test_a_rename_that_fails_is_reported_in_one_line_and_leaves_no_temp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                          lock_fd: int) -> None:
    """A target the helper cannot replace (a folder) stops it: the files before it hold their new bytes, the ones
    after their old bytes, and wait() gives one line."""
    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 2)
    atomic.write_many_atomic(_items(tmp_path, 6, "old"))
    blocker = tmp_path / "f003.json"
    blocker.unlink()
    (blocker / "inside").mkdir(parents=True)
    reason = atomic.write_detached(_items(tmp_path, 6, "new"), lock_fd).wait()
    assert reason is not None and reason.startswith("write-back failed: IsADirectoryError") and "\n" not in reason
    tags = [load_record_file(tmp_path / f"f{i:03d}.json")["tag"] for i in (0, 1, 2, 4, 5)]
    assert tags == ["new", "new", "new", "old", "old"]
    assert not _temps(tmp_path)


def test_a_helper_killed_before_renaming_leaves_the_old_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              lock_fd: int) -> None:
    """A helper killed while it waits on the disk: wait() names the signal, every file keeps its old bytes, and the
    temp files it wrote are removed."""
    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 2)
    atomic.write_many_atomic(_items(tmp_path, 9, "old"))
    monkeypatch.setattr(atomic, "_sync_filesystems", lambda folders: time.sleep(60))  # the helper inherits it
    job = atomic.write_detached(_items(tmp_path, 9, "new"), lock_fd)
    assert job.pid is not None
    deadline = time.monotonic() + 30
    while len(_temps(tmp_path)) < 9 and time.monotonic() < deadline:  # the helper has written its temp files
        time.sleep(0.01)
    assert len(_temps(tmp_path)) == 9
    os.kill(job.pid, signal.SIGKILL)
    assert job.wait() == f"the write-back helper was killed by signal {int(signal.SIGKILL)}"
    assert {load_record_file(p)["tag"] for p, _ in _items(tmp_path, 9, "x")} == {"old"}
    assert not _temps(tmp_path)


def test_the_store_lock_outlives_a_caller_killed_mid_write_back(tmp_path: Path) -> None:
    """A process killed (SIGKILL) while its helper is still renaming: the store lock it held is only free once every
    file is in place, so no other writer can come in between."""
    store = Store(tmp_path)
    records = [_rec(i, 1.0) for i in range(30)]
    store.write_files([(store.draft_path(r["id"]), r) for r in records])
    script = textwrap.dedent(f"""
        import os, signal, sys, time
        sys.path.insert(0, {str(ROOT)!r})
        from pathlib import Path
        from staging import atomic
        from staging.store import Store, load_record_file
        atomic.DETACH_MIN_FILES = 2
        real = atomic._sync_filesystems
        atomic._sync_filesystems = lambda folders: (time.sleep(1.5), real(folders))
        store = Store(Path({str(tmp_path)!r}))
        with store.lock():
            paths = [store.draft_path(f"benchmarks/d-{{i:04d}}") for i in range(30)]
            items = [(p, dict(load_record_file(p), value=2.0)) for p in paths]
            assert store.write_files_detached(items).detached.pid is not None
            print("detached", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)
    """)
    with subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "detached"
        assert proc.wait(timeout=30) == -signal.SIGKILL
    with Store(tmp_path).lock(timeout=30):
        values = {load_record_file(store.draft_path(r["id"]))["value"] for r in records}
    assert values == {2.0}
    assert not _temps(tmp_path)


def test_a_failed_detached_write_raises_store_error_and_the_index_reads_the_disk(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """When the helper failed and writing again in the caller fails too, PendingWrite.wait raises one-line
    StoreError, and the store's index then reports what the files hold (the writes not made are not taken as done)."""
    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 2)
    store = Store(tmp_path)
    records = [_rec(i, 1.0) for i in range(4)]
    store.write_files([(store.draft_path(r["id"]), r) for r in records])
    index = index_of(tmp_path, _value_of)
    assert sorted(index.summaries()) == [1.0] * 4
    blocked = store.draft_path(records[2]["id"])
    blocked.unlink()
    blocked.mkdir()
    with store.lock():
        pending = store.write_files_detached([(store.draft_path(r["id"]), dict(r, value=2.0)) for r in records])
        with pytest.raises(StoreError) as err:
            pending.wait()
    assert "IsADirectoryError" in str(err.value) and "writing here failed too" in str(err.value)
    assert "\n" not in str(err.value)
    read = sorted(v for v in index.summaries() if v is not None)
    assert read == [1.0, 2.0, 2.0]  # two renamed, the one after the folder not; the folder reads as nothing


def test_a_batch_whose_helper_was_killed_is_written_by_the_caller(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """A helper killed before it put anything in place: PendingWrite.wait writes the batch in the calling process,
    still under the lock, and the index knows the new files."""
    _stall_helpers(monkeypatch)
    store = Store(tmp_path)
    records = [_rec(i, 1.0) for i in range(10)]
    store.write_files([(store.draft_path(r["id"]), r) for r in records])
    index = index_of(tmp_path, _value_of)
    with store.lock():
        pending = store.write_files_detached([(store.draft_path(r["id"]), dict(r, value=5.0)) for r in records])
        assert pending.detached.pid is not None
        os.kill(pending.detached.pid, signal.SIGKILL)
        pending.wait()
    assert {load_record_file(store.draft_path(r["id"]))["value"] for r in records} == {5.0}
    assert sorted(index.summaries()) == [5.0] * 10
    assert not _temps(tmp_path)


def _value_of(record: dict) -> float:
    """An index summary: the record's value."""
    return record.get("value")


def test_a_detached_audit_write_back_equals_the_direct_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An audit whose write-back runs in a helper leaves every record file holding its audit block, as the direct
    write-back does, and the review page lists every draft."""
    from expectations.audit import audit_records
    from expectations.samples import clean_benchmark

    import staging.store

    helpers: list[int | None] = []

    def spy(items: list, lock_fd: int) -> atomic.Detached:
        """write_detached, noting whether a helper was started."""
        job = atomic.write_detached(items, lock_fd)
        helpers.append(job.pid)
        return job

    monkeypatch.setattr(staging.store, "write_detached", spy)
    pages = {}
    for detach_from in (10**9, 2):
        monkeypatch.setattr(atomic, "DETACH_MIN_FILES", detach_from)
        store = Store(tmp_path / str(detach_from))
        base = clean_benchmark(store)
        records = [dict(base, id=f"benchmarks/audit-{i:02d}", title=f"run {i}") for i in range(6)]
        store.stage_many([dict(r) for r in records])
        run = audit_records([store.get(r["id"]) for r in records], store)
        for r in records:
            on_disk = load_record_file(store.draft_path(r["id"]))
            assert on_disk["audit"] == run.blocks[r["id"]]
            assert dump_record(on_disk) == store.draft_path(r["id"]).read_bytes()
        assert run.report is not None
        pages[detach_from] = run.report.read_text(encoding="utf-8").count("benchmarks/audit-")
        assert not _temps(store.home)
    assert pages[2] == pages[10**9] > 0
    assert helpers[0] is None and isinstance(helpers[-1], int)  # written directly, then by a helper


def test_without_the_lock_held_the_files_are_written_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """write_files_detached outside the store lock has no lock to hand over: it writes before returning."""
    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 2)
    store = Store(tmp_path)
    records = [_rec(i, 3.0) for i in range(5)]
    assert store.lock_descriptor() is None
    pending = store.write_files_detached([(store.draft_path(r["id"]), r) for r in records])
    assert pending.detached.pid is None
    assert {load_record_file(store.draft_path(r["id"]))["value"] for r in records} == {3.0}
    with store.lock():
        assert store.lock_descriptor() is not None


@pytest.mark.parametrize("outer_hold", [False, True], ids=["lock-taken-inside", "lock-held-by-caller"])
def test_the_audit_write_back_goes_to_a_helper_only_under_the_callers_own_hold(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, outer_hold: bool) -> None:
    """write_results(detach=True) leaves the files to a helper only when its caller already holds the store lock (and
    so keeps it until the write's wait()); taking the lock itself, it writes before it lets the lock go."""
    from contextlib import nullcontext

    from expectations.audit import AuditRun, audit_block, write_results
    from expectations.samples import clean_benchmark

    monkeypatch.setattr(atomic, "DETACH_MIN_FILES", 2)
    store = Store(tmp_path)
    base = clean_benchmark(store)
    records = [dict(base, id=f"benchmarks/hold-{i}") for i in range(4)]
    store.stage_many([dict(r) for r in records])
    records = [store.get(r["id"]) for r in records]
    run = AuditRun("run-1", "2026-12-04T00:00:00+00:00", [])
    run.blocks = {r["id"]: audit_block(run.run_id, run.at, r, []) for r in records}
    with store.lock() if outer_hold else nullcontext():
        pending = write_results(store, records, run, {}, detach=True)
        assert pending.running is outer_hold
        pending.wait()
    assert all(load_record_file(store.draft_path(r["id"]))["audit"]["run_id"] == "run-1" for r in records)


def test_a_helper_reaped_elsewhere_counts_as_failed_and_the_caller_writes(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A helper whose exit status someone else collected (here: killed before it renamed anything, then reaped): its
    outcome is unknown, so PendingWrite.wait removes its temp files and writes the batch under the lock."""
    _stall_helpers(monkeypatch)
    store = Store(tmp_path)
    records = [_rec(i, 4.0) for i in range(9)]
    with store.lock():
        pending = store.write_files_detached([(store.draft_path(r["id"]), r) for r in records])
        assert pending.detached.pid is not None
        os.kill(pending.detached.pid, signal.SIGKILL)
        os.waitpid(pending.detached.pid, 0)
        assert not any(store.draft_path(r["id"]).exists() for r in records)
        pending.wait()
    assert {load_record_file(store.draft_path(r["id"]))["value"] for r in records} == {4.0}
    assert not _temps(tmp_path)
