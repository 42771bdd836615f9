"""Concurrency: 8 ingesting processes over overlapping 127.0.0.1 URLs and 4 reviewers approving at once, with pages
changing under them: no lost or duplicated draft, no lost review-log line, no approval of content not shown."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Iterator

import pytest

from staging import review
from tests.net_servers import Server
from tests.reliability.cli_runner import ForkCLI, base_env
from tests.reliability.conftest import Counters, scale
from tests.reliability.store_check import check_store, record_ids
from tests.reliability.world import World, make_world

REVIEWER = Path(__file__).parent / "tools" / "reviewer.py"
INGESTERS = 8
REVIEWERS = 4
ROUNDS = scale(1, 3)


@pytest.fixture
def world() -> Iterator[World]:
    """Sources on a 127.0.0.1 server."""
    with Server() as server:
        yield make_world(server)


@pytest.mark.slow
def test_eight_ingesters_and_four_reviewers(tmp_path: Path, world: World, counters: Counters) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = base_env(home, BENCHREC_ALLOWED_HOSTS=world.allowed)
    deps = world.remote
    lists = []
    for i in range(INGESTERS):
        chosen = [deps[(i + k) % len(deps)] for k in range(scale(1, 3))]
        path = tmp_path / f"urls-{i}.txt"
        path.write_text("\n".join(" ".join(d) for d in chosen * ROUNDS) + "\n")
        lists.append(path)
    until = tmp_path / "ingest-done"
    journals = [tmp_path / f"reviewer-{i}.jsonl" for i in range(REVIEWERS)]
    reviewers = [subprocess.Popen([sys.executable, str(REVIEWER), str(home), f"reviewer-{i}", str(until), str(j), str(i)],
                                  env=env, cwd=tmp_path) for i, j in enumerate(journals)]
    changing = threading.Event()

    def change_pages() -> None:
        """Re-stage new content under the readers: the changing page gets a new revision now and then."""
        while not changing.wait(0.7):
            world.revision += 1

    changer = threading.Thread(target=change_pages, daemon=True)
    changer.start()
    ingesters = [subprocess.Popen([sys.executable, "-m", "benchrec.cli", "ingest", "--from-file", str(p), "--json"],
                                  env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                 for p in lists]
    started = time.monotonic()
    outs = [p.communicate(timeout=scale(300, 600)) for p in ingesters]
    print(f"ingesters took {time.monotonic() - started:.1f} s")
    changing.set()
    changer.join()
    until.touch()
    for r in reviewers:
        assert r.wait(timeout=120) == 0
    for proc, (out, err) in zip(ingesters, outs):
        assert proc.returncode in (0, 1), err[-1500:]
        assert "internal error" not in err and "Traceback" not in err, err[-1500:]
        assert all(d.get("error") is None for d in json.loads(out)["drafts"]), out[-1500:]
    # no lost or duplicated draft: the same records as one process ingesting every deployment in turn
    rep = check_store(home)
    assert rep.problems == [], rep.problems[:5]
    fork = ForkCLI(tmp_path)
    try:
        ref = tmp_path / "reference"
        for dep in deps:
            fork.run(["ingest", *dep, "--json"], base_env(ref, BENCHREC_ALLOWED_HOSTS=world.allowed))
    finally:
        fork.close()
    assert record_ids(home) == record_ids(ref)
    # every approval that succeeded is in the log, once, for exactly the content its reviewer read
    decisions = [json.loads(line) for j in journals for line in j.read_text().splitlines()]
    granted = [d for d in decisions if d["code"] == 0]
    refused = [d for d in decisions if d["code"] != 0]
    assert all("changed since it was shown" in d["err"] or "already published" in d["err"] or "no draft" in d["err"]
               for d in refused), [d["err"] for d in refused][:5]
    log = [e for e in review.read_log(__import__("staging.store", fromlist=["Store"]).Store(home))
           if e["decision"] == "approved"]
    assert sorted((e["record_id"], e["content_hash"]) for e in log) == sorted((d["id"], d["hash"]) for d in granted)
    assert len(log) == rep.approvals
    counters.add("concurrency.writers", INGESTERS + REVIEWERS)
    counters.add("concurrency.approvals", len(granted))
    counters.add("concurrency.refused_stale", len(refused))
    counters.add("concurrency.revisions", world.revision)
    counters.add("records_lost", len(record_ids(ref) - record_ids(home)))
    assert granted, "no reviewer got an approval through"
