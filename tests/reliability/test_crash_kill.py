"""Crash safety: SIGKILL ingest (local files and 127.0.0.1 URLs), audit and promotion at random points, then check
the store's invariants and that a rerun completes the interrupted work."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path
from typing import Iterator

import pytest

from staging.hashing import content_hash
from staging.store import Store
from tests.net_servers import Server
from tests.reliability.cli_runner import ForkCLI, Run, base_env, run_script
from tests.reliability.conftest import LONG, Counters, scale
from tests.reliability.store_check import check_store, record_ids, unlogged_publications
from tests.reliability.world import World, approve_argv, make_world, pick_draft

SEED = int(os.environ.get("BENCHREC_RELIABILITY_SEED", "20261202"))
FORK_KILLS = scale(16, 210)
SCRIPT_KILLS = scale(3, 16)


@pytest.fixture
def world() -> Iterator[World]:
    """Sources on a 127.0.0.1 server."""
    with Server() as server:
        w = make_world(server)
        if not LONG:
            w.local, w.remote = w.local[:1], [w.remote[0], w.remote[-1]]
        yield w


@pytest.fixture
def fork(tmp_path: Path) -> Iterator[ForkCLI]:
    """A preloaded fork server for fast commands."""
    cli = ForkCLI(tmp_path)
    yield cli
    cli.close()


def _assert_clean_end(run: Run, what: str) -> None:
    """A command that was not killed ends with a code and at most a one-line reason, never a traceback."""
    assert "Traceback" not in run.stderr and "internal error" not in run.stderr, f"{what}: {run.stderr[-1500:]}"
    assert run.status in (0, 1, 2), f"{what}: exit {run.status}: {run.stderr[-500:]}"


def _command(rng: random.Random, world: World, store: Store) -> tuple[str, list[str]]:
    """The next command to interrupt: ingest (local or URL), audit --all, approve or promote."""
    kind = rng.choices(["ingest-local", "ingest-url", "audit", "approve", "promote"], [2, 3, 2, 2, 2])[0]
    if kind == "ingest-local":
        return kind, ["ingest", *rng.choice(world.local), "--json"]
    if kind == "ingest-url":
        if rng.random() < 0.3:
            world.revision += 1
        return kind, ["ingest", *rng.choice(world.remote), "--json"]
    if kind in ("approve", "promote"):
        rid = pick_draft(store, rng)
        if rid is not None:
            if kind == "approve":
                made = approve_argv(store, rid, f"reviewer-{rng.randint(1, 4)}")
                if made:
                    return kind, made[0]
            else:
                return kind, ["promote", rid, "--json"]
    return "audit", ["audit", "--all", "--json"]


def _finish(fork: ForkCLI, world: World, env: dict[str, str]) -> None:
    """Rerun every ingest and an audit without interruption."""
    for dep in world.deployments():
        _assert_clean_end(fork.run(["ingest", *dep, "--json"], env), f"rerun ingest {dep}")
    _assert_clean_end(fork.run(["audit", "--all", "--json"], env), "rerun audit")
    for rid in unlogged_publications(Path(env["BENCHREC_HOME"])):
        _assert_clean_end(fork.run(["promote", rid, "--json"], env), f"rerun promote {rid}")
    assert unlogged_publications(Path(env["BENCHREC_HOME"])) == []


def test_sigkill_at_random_points_loses_nothing(tmp_path: Path, world: World, fork: ForkCLI, counters: Counters) -> None:
    rng = random.Random(SEED)
    home = tmp_path / "home"
    env = base_env(home, BENCHREC_ALLOWED_HOSTS=world.allowed)
    store = Store(home)
    # lifetimes of each command, measured uninterrupted first, so kill points spread over the whole run
    lifetime: dict[str, float] = {"approve": 0.08, "promote": 0.08}
    kills = completed = 0
    by_kind: dict[str, int] = {}
    required = ("ingest-local", "ingest-url", "audit")
    attempts = 0
    while (kills < FORK_KILLS or any(not by_kind.get(k) for k in required)) and attempts < FORK_KILLS * 6:
        attempts += 1
        kind, argv = _command(rng, world, store)
        key = " ".join(argv) if kind.startswith("ingest") else kind
        if key not in lifetime:
            first = fork.run(argv, env)
            _assert_clean_end(first, key)
            lifetime[key] = first.seconds
            continue
        delay = rng.uniform(0.0, lifetime[key] * 1.1)
        run = fork.run(argv, env, kill_after=delay)
        if run.killed:
            kills += 1
            by_kind[kind] = by_kind.get(kind, 0) + 1
            rep = check_store(home)
            assert rep.problems == [], f"after killing {argv} at {delay:.3f} s: {rep.problems[:5]}"
        else:
            completed += 1
            _assert_clean_end(run, " ".join(argv))
            # a repeat of the same command may take another time (an unchanged re-ingest is quick): aim at that
            lifetime[key] = run.seconds if kind.startswith("ingest") else max(lifetime[key], run.seconds)
    _finish(fork, world, env)
    final = check_store(home)
    assert final.problems == []
    # the rerun completes the interrupted work: the same ingests into an empty folder give the same records
    ref_home = tmp_path / "reference"
    ref_env = base_env(ref_home, BENCHREC_ALLOWED_HOSTS=world.allowed)
    _finish(fork, world, ref_env)
    expected = record_ids(ref_home)
    assert expected and expected <= record_ids(home), sorted(expected - record_ids(home))[:5]
    for rec in store.records("drafts"):
        audit = rec.get("audit") or {}
        assert audit.get("content_hash") == content_hash(rec), f"{rec['id']}: audit not of its content after rerun"
    lost = len(expected - record_ids(home))
    counters.add("kills.fork", kills)
    for kind, n in by_kind.items():
        counters.add(f"kills.{kind}", n)
    counters.add("commands.completed_between_kills", completed)
    counters.add("records_lost", lost)
    counters.add("store_checks", kills + 1)
    counters.add("temp_leftovers_ignored", final.temp_leftovers)
    print(f"kills {kills} by kind {by_kind}, completed {completed}")
    assert by_kind.get("ingest-local") and by_kind.get("ingest-url") and by_kind.get("audit")


def test_sigkill_of_the_real_console_script(tmp_path: Path, world: World, counters: Counters) -> None:
    """The same, through `benchrec` itself: kill points spread over its whole life, start-up included."""
    rng = random.Random(SEED + 1)
    home = tmp_path / "home"
    env = base_env(home, BENCHREC_ALLOWED_HOSTS=world.allowed)
    dep = world.remote[-1]
    full = run_script(["ingest", *dep, "--json"], env)
    _assert_clean_end(full, "first ingest")
    expected = record_ids(home)
    shutil.rmtree(home)
    kills = 0
    # each command's lifetime as last seen uninterrupted: an unchanged re-ingest or a small audit ends well before
    # the first full ingest did, and kill points drawn over that one would mostly come after the end
    lifetime = {"ingest": full.seconds, "audit": full.seconds}
    for i in range(SCRIPT_KILLS):
        kind = "ingest" if i % 3 else "audit"
        argv = ["ingest", *dep, "--json"] if kind == "ingest" else ["audit", "--all", "--json"]
        run = run_script(argv, env, kill_after=rng.uniform(0.2, max(0.3, lifetime[kind])))
        if run.killed:
            kills += 1
            assert check_store(home).problems == []
        else:
            _assert_clean_end(run, " ".join(argv))
            lifetime[kind] = run.seconds
    _assert_clean_end(run_script(["ingest", *dep, "--json"], env), "rerun")
    assert check_store(home).problems == []
    assert record_ids(home) == expected
    counters.add("kills.script", kills)
    assert kills >= SCRIPT_KILLS // 2
