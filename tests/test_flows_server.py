"""Flows against a real `prefect server start` and `benchrec serve`: ingest end to end, review by suspension, a crash.

One server, one serving process and one write-up server are shared by the module; the crash test runs last.
"""

from __future__ import annotations

import json
import re
import select
import socket
import threading
import time
import zlib
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from subprocess import Popen
from typing import Any, Iterator

import pytest

from staging.hashing import content_hash
from staging.review import read_log
from staging.store import Store
from tests.net_servers import Server, respond
from tests.prefect_server import (PrefectServer, artifacts_of, create_run, flow_run, kill_tree, resume, run_deployment_cli,
                                  start_prefect_server, start_serve, stop_process, wait_for_state)

pytestmark = pytest.mark.prefect_server

WRITEUP = """<!doctype html><html><head><meta charset="utf-8"><title>{title}</title></head><body><article>
<h1>{title}</h1>
<p>We benchmarked {model} served by vLLM 0.6.3 on a single NVIDIA H100 SXM 80GB
(driver 550.54.15, CUDA 12.4), tensor parallel 1.</p>
<p>With {conc} concurrent requests, input length 1024 and output length 256 tokens, 500 prompts from the ShareGPT
dataset, the aggregate output throughput was {value} tok/s. Tokens were counted from the usage field of the
responses.</p>
</article></body></html>
"""
HTML = {"Content-Type": "text/html; charset=utf-8"}
HASH_RE = re.compile(r"[0-9a-f]{64}")


def writeup(title: str, value: str, conc: int = 64, model: str = "meta-llama/Llama-3.1-8B-Instruct") -> bytes:
    """A small write-up of one measurement, written for these tests."""
    return WRITEUP.format(title=title, value=value, conc=conc, model=model).encode()


@dataclass
class Stall:
    """A route that sends headers and half a body, then hangs until released (a server stuck mid-response)."""

    body: bytes
    released: threading.Event = field(default_factory=threading.Event)
    started: threading.Event = field(default_factory=threading.Event)
    abandoned: threading.Event = field(default_factory=threading.Event)

    def __call__(self, h: BaseHTTPRequestHandler) -> None:
        if self.released.is_set():
            respond(200, self.body, HTML)(h)
            return
        h.send_response(200)
        h.send_header("Content-Type", HTML["Content-Type"])
        h.send_header("Content-Length", str(len(self.body)))
        h.end_headers()
        h.wfile.write(self.body[: len(self.body) // 2])
        h.wfile.flush()
        self.started.set()
        deadline = time.monotonic() + 60
        while not self.released.wait(0.1) and time.monotonic() < deadline:
            readable, _, _ = select.select([h.connection], [], [], 0)
            if readable and h.connection.recv(1, socket.MSG_PEEK) == b"":
                self.abandoned.set()  # the client closed the connection: its fetch gave up on this source
                return


@dataclass
class Env:
    """What the module shares: the Prefect server, the write-up server, the data root, the serving process."""

    server: PrefectServer
    web: Server
    home: Path
    env: dict[str, str]
    serve_log: Path
    serve: Popen[bytes] | None = None

    @property
    def store(self) -> Store:
        """The store the flows write."""
        return Store(self.home)

    def restart_serve(self) -> None:
        """Start `benchrec serve` (stopping a previous one)."""
        if self.serve is not None:
            stop_process(self.serve)
        self.serve = start_serve(self.env, self.serve_log)


@pytest.fixture(scope="module")
def env(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Env]:
    """A Prefect server, a write-up server and `benchrec serve`, all on 127.0.0.1 with tmp homes."""
    root = tmp_path_factory.mktemp("flows")
    server = start_prefect_server(root / "prefect-home")
    web = Server().__enter__()
    home = root / "benchrec-home"
    shared = Env(server, web, home, server.env(BENCHREC_HOME=str(home), BENCHREC_ALLOWED_HOSTS=web.hostport,
                                               GX_ANALYTICS_ENABLED="false"), root / "serve.log")
    try:
        shared.restart_serve()
        yield shared
    finally:
        if shared.serve is not None:
            stop_process(shared.serve)
        web.__exit__(None, None, None)
        server.stop()


def drafts_from(store: Store, url: str) -> list[dict[str, Any]]:
    """The drafts whose first source is url."""
    return [r for r in store.records("drafts") if (r["provenance"]["sources"][0].get("url") == url)]


def markdown_of(arts: list[Any], key: str) -> str:
    """The markdown of a run's artifact with key."""
    found = [a for a in arts if a.key == key]
    assert found, f"no artifact {key!r} among {[a.key for a in arts]}"
    return str(found[0].data)


def test_ingest_url_end_to_end_then_unchanged_then_superseded(env: Env) -> None:
    url = env.web.url("/llama-h100.html")
    env.web.route("/llama-h100.html", respond(200, writeup("Llama 3.1 8B on one H100 with vLLM 0.6.3", "4,210"), HTML))
    code, out, run_id = run_deployment_cli(env.env, "ingest/url", {"url": url})
    assert code == 0, out
    drafts = drafts_from(env.store, url)
    assert drafts, f"no draft from {url}: {out}"
    for rec in drafts:
        assert rec["status"] == "draft"
        assert rec["audit"]["run_id"], rec["audit"]
    arts = artifacts_of(env.server, run_id)
    assert {a.key for a in arts} >= {"ingest-summary", "ingest-drafts", "audit-report"}, [a.key for a in arts]
    summary = markdown_of(arts, "ingest-summary")
    assert "Max severity" in summary and "Failed rules" in summary
    table = json.loads([a for a in arts if a.type == "table"][0].data)
    assert {row["id"] for row in table} == {r["id"] for r in drafts}
    link = markdown_of(arts, "audit-report")
    assert "file://" in link and ".html" in link, link

    before = {p: p.read_bytes() for p in env.store.iter_files("drafts")}
    code, out, run_id = run_deployment_cli(env.env, "ingest/url", {"url": url})
    assert code == 0, out
    assert "Unchanged" in markdown_of(artifacts_of(env.server, run_id), "ingest-summary")
    assert {p: p.read_bytes() for p in env.store.iter_files("drafts")} == before

    newer = writeup("Llama 3.1 8B on one H100 with vLLM 0.6.3", "4,210").replace(b"550.54.15", b"550.90.07")
    env.web.route("/llama-h100.html", respond(200, newer, HTML))
    code, out, run_id = run_deployment_cli(env.env, "ingest/url", {"url": url})
    assert code == 0, out
    after = drafts_from(env.store, url)
    assert {r["id"] for r in after} == {r["id"] for r in drafts}, "same measurements, same ids"
    assert {content_hash(r) for r in after}.isdisjoint({content_hash(r) for r in drafts})
    for rec in after:
        old = env.store.previous_version(rec["id"])
        assert old is not None and content_hash(old) in {content_hash(r) for r in drafts}, "old version in history"
        assert rec["audit"]["content_hash"] == content_hash(rec)
    assert "superseding" in markdown_of(artifacts_of(env.server, run_id), "ingest-summary")


def test_reaudit_nightly_flags_changed_source_and_stages_reextraction(env: Env) -> None:
    url = env.web.url("/llama-h100.html")
    before = {r["id"]: r for r in drafts_from(env.store, url)}
    assert before, "runs after the ingest test"
    newest = writeup("Llama 3.1 8B on one H100 with vLLM 0.6.3", "4,210").replace(b"550.54.15", b"550.90.07")
    env.web.route("/llama-h100.html", respond(200, newest.replace(b"CUDA 12.4", b"CUDA 12.6"), HTML))
    code, out, run_id = run_deployment_cli(env.env, "reaudit/nightly", {})
    assert code == 0, out
    for record_id, old in before.items():
        flagged = env.store.previous_version(record_id)
        assert flagged["provenance"]["source_changed"] is True
        assert content_hash({**flagged, "provenance": old["provenance"]}) == content_hash(old)
        current = env.store.get(record_id)
        assert current["provenance"]["sources"][0]["sha256"] == flagged["provenance"]["source_changes"][0]["sha256"]
        assert current["audit"]["content_hash"] == content_hash(current)
    summary = markdown_of(artifacts_of(env.server, run_id), "reaudit-summary")
    assert "1 changed" in summary, summary


def test_refused_url_fails_at_once_without_retries(env: Env) -> None:
    env.web.route("/gone.html", respond(404, b"gone"))
    hits = env.web.count
    code, out, run_id = run_deployment_cli(env.env, "ingest/url", {"url": env.web.url("/gone.html")})
    assert code != 0
    assert env.web.count - hits == 1, "a 404 is not retried"
    run = flow_run(env.server, run_id)
    assert run.state.type.value == "FAILED" and "404" in (run.state.message or ""), run.state.message


def test_ingest_server_info_with_its_writeup(env: Env) -> None:
    examples = Path(__file__).resolve().parents[1] / "examples"
    env.web.route("/ex/writeup.html", respond(200, (examples / "writeup.html").read_bytes(), HTML))
    env.web.route("/ex/server_info.json", respond(200, (examples / "server_info.json").read_bytes(),
                                                  {"Content-Type": "application/json"}))
    url, dump = env.web.url("/ex/writeup.html"), env.web.url("/ex/server_info.json")
    code, out, run_id = run_deployment_cli(env.env, "ingest/server-info", {"server_info_url": dump, "url": url})
    assert code == 0, out
    drafts = drafts_from(env.store, url)
    assert drafts
    for rec in drafts:
        assert [(s.get("url"), s["kind"]) for s in rec["provenance"]["sources"]] == [(url, "writeup"),
                                                                                    (dump, "server_info")]
        assert rec["audit"]["run_id"]


def test_fetch_task_retries_transient_errors_only(env: Env) -> None:
    from prefect import flow

    from benchrec.options import Options
    from flows import tasks
    from tests.net_servers import sequence
    from tests.prefect_server import api_settings

    busy = respond(503, b"busy", {"Retry-After": "0"})
    env.web.route("/flaky.html", sequence([busy, busy, respond(200, writeup("Flaky case", "1,234"), HTML)]))
    env.web.route("/down.html", busy)
    env.web.route("/missing.html", respond(404, b"no"))
    opts = Options(home=env.home, allowed_hosts=(env.web.hostport,), retries=0, backoff_s=0.0)
    fetch = tasks.fetch.with_options(retry_delay_seconds=0, retry_jitter_factor=None)

    @flow(name="fetch-retry-check")
    def probe(path: str) -> str:
        """Fetch one path; its outcome as text."""
        try:
            return fetch(env.web.url(path), opts, None).sha256
        except Exception as exc:  # noqa: BLE001 - the outcome is what is checked
            return type(exc).__name__

    with api_settings(env.server):
        for path, outcome, hits in (("/flaky.html", "sha", 3), ("/down.html", "TransientFetchError",
                                                                   1 + tasks.FETCH_RETRIES),
                                    ("/missing.html", "FetchError", 1)):
            before = len([h for h in env.web.hits if h.path == path])
            got = probe(path)
            assert (len(got) == 64) if outcome == "sha" else (got == outcome), (path, got)
            assert len([h for h in env.web.hits if h.path == path]) - before == hits, path


def staged_for_review(store: Store, slug: str) -> dict[str, Any]:
    """The audit's clean sample with one warning (token counting not given), staged and audited as an ingest would
    leave it: promotion audits it again, so its audit must be real."""
    from benchrec.options import Options
    from expectations.audit import audit_command
    from expectations.samples import clean_benchmark

    rec = clean_benchmark(store, slug=slug)
    rec["token_counting"] = "unknown"
    rec["workload"]["num_prompts"] = 100 + zlib.crc32(slug.encode()) % 900  # not a duplicate of another case's
    store.stage(rec)
    audit_command([rec["id"]], False, Options().with_home(store.home))
    audited = store.get(rec["id"])
    assert [f["rule"] for f in audited["audit"]["failures"]] == ["unit.token_counting_stated"]
    return audited


def suspended_review(env: Env, record_id: str) -> tuple[str, str]:
    """Start review/record for a record and wait for its suspension; (run id, content hash it showed)."""
    run_id = create_run(env.server, "review/record", {"record_id": record_id})
    run = wait_for_state(env.server, run_id, ("PAUSED",))
    assert run.state.name == "Suspended"
    shown = HASH_RE.findall(markdown_of(artifacts_of(env.server, run_id), "review-benchmarks-" +
                                        record_id.split("/", 1)[1].replace(".", "-")))
    assert shown, "the review artifact shows the content hash"
    return run_id, shown[0]


def test_review_suspends_then_resumed_decision_publishes(env: Env) -> None:
    rec = staged_for_review(env.store, "review-publish")
    run_id, shown = suspended_review(env, rec["id"])
    assert shown == content_hash(rec)
    resume(env.server, run_id, {"decision": "approved", "reviewer": "ana", "note": "checked against the source",
                                "waivers": [{"rule": "unit.token_counting_stated", "reason": "usage field, per text"}],
                                "content_hash": shown})
    run = wait_for_state(env.server, run_id, ("COMPLETED", "FAILED", "CRASHED"))
    assert run.state.type.value == "COMPLETED", run.state.message
    published = env.store.get_published(rec["id"])
    assert published is not None and published["status"] == "published"
    assert published["review"]["reviewer"] == "ana" and published["review"]["content_hash"] == shown
    assert not env.store.draft_path(rec["id"]).exists()
    assert [e["decision"] for e in read_log(env.store) if e["record_id"] == rec["id"]] == ["approved", "published"]


def test_review_refuses_decision_on_content_changed_since_shown(env: Env) -> None:
    rec = staged_for_review(env.store, "review-changed")
    run_id, shown = suspended_review(env, rec["id"])
    changed = env.store.get(rec["id"])
    changed["notes"] = "edited after it was shown"
    env.store.write_draft(changed)
    resume(env.server, run_id, {"decision": "approved", "reviewer": "ana", "note": "",
                                "waivers": [{"rule": "unit.token_counting_stated", "reason": "fine"}],
                                "content_hash": shown})
    run = wait_for_state(env.server, run_id, ("COMPLETED", "FAILED", "CRASHED"))
    assert run.state.type.value == "FAILED"
    assert "changed since it was shown" in (run.state.message or "")
    left = env.store.get(rec["id"])
    assert left["status"] == "draft" and "review" not in left
    assert env.store.get_published(rec["id"]) is None
    assert not [e for e in read_log(env.store) if e["record_id"] == rec["id"]]


@pytest.mark.parametrize("record_id,reason", [("benchmarks/never-drafted", "no draft benchmarks/never-drafted"),
                                              ("../outside", "invalid record id '../outside'")])
def test_review_without_a_draft_fails_at_once_with_the_reason(env: Env, record_id: str, reason: str) -> None:
    run_id = create_run(env.server, "review/record", {"record_id": record_id})
    run = wait_for_state(env.server, run_id, ("COMPLETED", "FAILED", "CRASHED", "PAUSED"))
    assert run.state.type.value == "FAILED", run.state.name
    assert (run.state.message or "").startswith(reason) and "\n" not in (run.state.message or "")


def test_killing_the_serving_process_mid_ingest_loses_nothing_and_the_next_run_completes(env: Env) -> None:
    fast, slow = env.web.url("/fast.html"), env.web.url("/slow.html")
    env.web.route("/fast.html", respond(200, writeup("Fast case: Llama 3.2 3B decode", "3,100", conc=32,
                                                      model="meta-llama/Llama-3.2-3B-Instruct"), HTML))
    stall = Stall(writeup("Slow case: Llama 3.1 70B decode", "2,900", conc=16,
                          model="meta-llama/Llama-3.1-70B-Instruct"))
    env.web.route("/slow.html", stall)
    create_run(env.server, "ingest/batch", {"urls": [fast, slow]})
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and not (stall.started.is_set() and drafts_from(env.store, fast)):
        time.sleep(0.2)
    assert stall.started.is_set() and drafts_from(env.store, fast), "the batch never reached the stalled source"
    assert not stall.abandoned.is_set(), "the fast source was staged only once the stalled fetch had given up"
    staged = {r["id"]: content_hash(r) for r in drafts_from(env.store, fast)}
    assert env.serve is not None
    kill_tree(env.serve)
    env.serve = None

    assert {r["id"]: content_hash(r) for r in drafts_from(env.store, fast)} == staged
    assert not [p for p in env.store.home.rglob(".tmp-*")], "no half-written file is left"
    for rec in drafts_from(env.store, fast):
        assert all(env.store.snapshots.verify(s["sha256"]) for s in rec["provenance"]["sources"])
    with env.store.lock(timeout=5):
        pass

    stall.released.set()
    env.restart_serve()
    code, out, run_id = run_deployment_cli(env.env, "ingest/batch", {"urls": [fast, slow]})
    assert code == 0, out
    progress = [a for a in artifacts_of(env.server, run_id) if a.type == "progress"]
    assert progress and float(progress[0].data) == 100.0
    assert {r["id"]: content_hash(r) for r in drafts_from(env.store, fast)} == staged
    for rec in drafts_from(env.store, fast) + drafts_from(env.store, slow):
        assert rec["audit"]["run_id"], rec["id"]
    assert drafts_from(env.store, slow)
