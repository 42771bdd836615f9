"""The flows' plain parts without a Prefect server: the gate, artifact text, retry rules, re-audit steps, serving."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from benchrec.errors import FetchError, GateError
from benchrec.options import Options
from extractors.fetch import TransientFetchError
from extractors.record import new_benchmark
from flows import artifacts
from flows.tasks import is_transient_error
from staging import reaudit
from staging.hashing import content_hash
from staging.review import decide, promote
from staging.store import Store
from tests.audited_stores import audited_store
from tests.net_servers import Server, respond

ROOT = Path(__file__).resolve().parents[1]
HTML = {"Content-Type": "text/html; charset=utf-8"}
WRITEUP = (b"<!doctype html><html><head><meta charset='utf-8'><title>Llama 3.1 8B on one H100</title></head><body>"
           b"<h1>Llama 3.1 8B on one H100</h1><p>meta-llama/Llama-3.1-8B-Instruct on vLLM 0.6.3, one NVIDIA H100 SXM "
           b"80GB (driver 550.54.15, CUDA 12.4), tensor parallel 1. With 64 concurrent requests, input length 1024 "
           b"and output length 256 tokens, the aggregate output throughput was 4,210 tok/s. Tokens were counted "
           b"from the usage field.</p></body></html>")


def audited_draft(store: Store, slug: str, failures: list[dict[str, str]]) -> dict[str, Any]:
    """A draft with a snapshot and a recorded audit holding the given failures."""
    sha = store.snapshots.put(b"source bytes of " + slug.encode())
    rec = new_benchmark()
    rec.update({"id": f"benchmarks/{slug}", "title": slug, "metric": "output_tok_s", "value": 1.0, "updated": "2026-01-01"})
    rec["provenance"]["sources"] = [{"kind": "writeup", "path": f"/{slug}.html", "sha256": sha}]
    sev = artifacts.worst(f["severity"] for f in failures)
    rec["audit"] = {"run_id": "r1", "at": "2026-01-01T00:00:00+00:00", "content_hash": content_hash(rec),
                    "max_severity": sev, "failures": failures}
    store.write_draft(rec)
    return rec


WARN = {"token_counting": "unknown"}  # unit.token_counting_stated fails (a warning)
CRIT = {"value": -1.0}  # plausibility.positive fails (critical)
INFO = {"variance": {"reruns": [], "spread": None, "stdev": None, "sweeps": [], "alternatives": []}}  # single run


def audited_sample(home: Path, slug: str, change: dict[str, Any]) -> dict[str, Any]:
    """The audit's clean sample changed by `change`, staged and audited by `benchrec audit`."""
    record = audited_store(home, slug, change).get(f"benchmarks/{slug}")
    assert record is not None
    return record


@pytest.mark.parametrize("change, waivers, refused_rule", [
    (WARN, [], "unit.token_counting_stated"),
    ({**WARN, **INFO}, [{"rule": "consistency.duplicate", "reason": "other rule"}], "unit.token_counting_stated"),
    (CRIT, [], "plausibility.positive"),
    (CRIT, [{"rule": "plausibility.positive", "reason": "a critical cannot be waived"}], "plausibility.positive"),
    (WARN, [{"rule": "unit.token_counting_stated", "reason": "usage field, per text"}], None),
    (INFO, [], None),
])
def test_promotion_gate_names_the_rule_that_refuses(home: Path, change: dict[str, Any],
                                                    waivers: list[dict[str, str]], refused_rule: str | None) -> None:
    store = Store(home)
    rec = audited_sample(home, "gate-case", change)
    decide(store, rec["id"], "approved", "ana", "", waivers, expected_hash=content_hash(rec))
    if refused_rule is None:
        assert promote(store, rec["id"]).exists()
        assert store.get_published(rec["id"])["status"] == "published"
        return
    with pytest.raises(GateError, match=refused_rule.replace(".", r"\.")):
        promote(store, rec["id"])
    assert store.get_published(rec["id"]) is None and store.get(rec["id"])["status"] == "approved"


@pytest.mark.parametrize("text, absent", [
    ("<script>alert(1)</script>", "<script"),
    ("[click](javascript:alert(1))", "](javascript"),
    ("**bold** _it_ `code`", "**bold**"),
    ("line one\nline two | pipe", "\n"),
    ("![img](http://x/y.png)", "!["),
])
def test_source_text_is_escaped_in_markdown(text: str, absent: str) -> None:
    rec = {"id": "benchmarks/x", "title": text, "audit": {"failures": [{"rule": "r", "severity": "warning",
                                                                        "message": text}]}}
    body = artifacts.review_markdown(rec, "0" * 64)
    title_line = body.splitlines()[2]
    assert absent not in title_line
    assert absent not in artifacts.escape_md(text)


@pytest.mark.parametrize("audit", [
    "run-1", ["x"], {"failures": "none"}, {"failures": [["critical"]]},
    {"failures": [{"rule": None, "severity": "warning"}, {"rule": "a.b", "severity": "warning"}]},
    {"failures": [{"rule": ["a"], "severity": "warning"}]},
])
def test_review_markdown_reads_past_a_hand_edited_audit(audit: object) -> None:
    """A hand-edited audit block is shown as far as it can be read, never an error in the review run."""
    body = artifacts.review_markdown({"id": "benchmarks/x", "title": "t", "audit": audit}, "0" * 64)
    assert body.startswith("# Review `benchmarks/x`") and "## Gate" in body


@pytest.mark.parametrize("parts, key", [
    (("review", "benchmarks/vllm-llama-3.1-8b"), "review-benchmarks-vllm-llama-3-1-8b"),
    (("Ingest", "http://h:1/A_b"), "ingest-http-h-1-a-b"),
    (("",), "benchrec"),
])
def test_artifact_keys_are_valid(parts: tuple[str, ...], key: str) -> None:
    assert artifacts.artifact_key(*parts) == key


@pytest.mark.parametrize("exc, retried", [
    (TransientFetchError("http://h/x: 503 after 3 tries"), True),
    (FetchError("http://h/x: 404 Not Found"), False),
    (FetchError("http://10.0.0.1/: address refused"), False),
    (ValueError("a bug"), False),
    (None, False),
])
def test_only_transient_fetch_errors_are_retried(exc: BaseException | None, retried: bool) -> None:
    assert is_transient_error(exc) is retried


@pytest.mark.parametrize("failures, raised, delays", [
    ([], None, []),
    ([TransientFetchError("503")], None, [2.0]),
    ([TransientFetchError("503")] * 3, None, [2.0, 4.0, 8.0]),
    ([TransientFetchError("503")] * 4, TransientFetchError, [2.0, 4.0, 8.0]),
    ([FetchError("404 Not Found")], FetchError, []),
    ([TransientFetchError("timeout"), FetchError("address refused")], FetchError, [2.0]),
])
def test_batch_sources_are_retried_as_the_fetch_task_is(monkeypatch: pytest.MonkeyPatch, failures: list[Exception],
                                                        raised: type | None, delays: list[float]) -> None:
    """Inside the batch task, a source is tried again only on transient fetch errors, three times at most, after
    2, 4 and 8 s (jitter set to none here)."""
    from flows import tasks

    slept: list[float] = []
    monkeypatch.setattr(tasks.time, "sleep", slept.append)
    monkeypatch.setattr(tasks.random, "uniform", lambda a, b: 1.0)
    left = list(failures)

    def stage_one(source: str) -> list[Any]:
        if left:
            raise left.pop(0)
        return [source]

    if raised is None:
        assert tasks.with_fetch_retries(stage_one, "http://h/x") == ["http://h/x"]
    else:
        with pytest.raises(raised):
            tasks.with_fetch_retries(stage_one, "http://h/x")
    assert slept == delays


def test_run_each_keeps_the_items_order_and_reports_each_outcome_in_the_calling_thread() -> None:
    """What each item staged comes back in the items' order; a failed item is reported, not raised, and the others
    still stage; outcomes are reported in the caller's thread."""
    import threading
    import time as clock

    from staging.ingest import run_each

    def one(item: int) -> list[int]:
        clock.sleep(0.01 * (5 - item))  # later items finish first
        if item == 2:
            raise FetchError("gone")
        return [item, item * 10]

    seen: list[tuple[int, str | None, bool]] = []
    here = threading.get_ident()
    out = run_each([0, 1, 2, 3, 4], one,
                   lambda item, exc: seen.append((item, str(exc) if exc else None, threading.get_ident() == here)))
    assert out == [0, 0, 1, 10, 3, 30, 4, 40]
    assert sorted(seen) == [(0, None, True), (1, None, True), (2, "gone", True), (3, None, True), (4, None, True)]
    with pytest.raises(FetchError):
        run_each([2], one)


def test_headline_says_unchanged_when_nothing_changed() -> None:
    rows = [{"id": "benchmarks/a", "changed": False, "max_severity": None}]
    assert artifacts.ingest_headline(["http://h/a"], rows, None).startswith("Unchanged")
    rows = [{"id": "benchmarks/a", "changed": True, "previous_hash": "x", "max_severity": "warning"}]
    assert "superseding" in artifacts.ingest_headline(["http://h/a"], rows, "warning")


def test_reaudit_flags_changed_source_and_stages_reextraction_once(home: Path) -> None:
    from staging.ingest import ingest_sources

    with Server() as web:
        web.route("/w.html", respond(200, WRITEUP, HTML))
        opts = Options(home=home, allowed_hosts=(web.hostport,))
        first = ingest_sources([web.url("/w.html")], opts)
        assert first
        store = Store(home)
        old = {d["id"]: content_hash(store.get(d["id"])) for d in first}

        quiet = reaudit.reaudit_all(opts)
        assert [c["changed"] for c in quiet["checks"]] == [[]]
        assert {d["id"]: content_hash(store.get(d["id"])) for d in first} == old

        web.route("/w.html", respond(200, WRITEUP.replace(b"550.54.15", b"550.90.07"), HTML))
        night = reaudit.reaudit_all(opts)
        (check,) = night["checks"]
        assert check["changed"] and sorted(check["flagged"]) == sorted(old)
        for record_id, old_hash in old.items():
            flagged = store.previous_version(record_id)
            assert flagged["provenance"]["source_changed"] is True
            new_sha = flagged["provenance"]["source_changes"][0]["sha256"]
            current = store.get(record_id)
            assert current["provenance"]["sources"][0]["sha256"] == new_sha and "source_changed" not in current["provenance"]
            assert current["audit"]["content_hash"] == content_hash(current)

        again = reaudit.reaudit_all(opts)
        assert [c["changed"] for c in again["checks"]] == [[]]


def test_reaudit_flags_a_published_record_and_stages_beside_it(home: Path) -> None:
    from staging.ingest import ingest_sources

    with Server() as web:
        web.route("/p.html", respond(200, WRITEUP, HTML))
        opts = Options(home=home, allowed_hosts=(web.hostport,))
        store = Store(home)
        ids = [d["id"] for d in ingest_sources([web.url("/p.html")], opts)]
        for record_id in ids:
            with store.lock():
                store.publish(store.get(record_id))
        web.route("/p.html", respond(200, WRITEUP.replace(b"CUDA 12.4", b"CUDA 12.6"), HTML))
        reaudit.reaudit_all(opts)
        for record_id in ids:
            published = store.get_published(record_id)
            assert published["provenance"]["source_changed"] is True
            assert store.draft_path(record_id).exists(), "re-extraction staged beside the published record"
        second = reaudit.reaudit_all(opts)
        assert all(not c["flagged"] and not c["staged"] for c in second["checks"])


def test_ids_to_audit_skips_unchanged_audited_records(home: Path) -> None:
    from staging.store import PutResult

    store = Store(home)
    rec = audited_draft(store, "audited", [])
    path = store.draft_path(rec["id"])
    assert reaudit.ids_to_audit([PutResult(rec["id"], path, False, None)], store) == []
    assert reaudit.ids_to_audit([PutResult(rec["id"], path, True, None)], store) == [rec["id"]]
    rec["notes"] = "edited"
    store.write_draft(rec)
    assert reaudit.ids_to_audit([PutResult(rec["id"], path, False, None)], store) == [rec["id"]]


def test_cli_extract_and_ingest_never_import_prefect_or_flows(tmp_path: Path) -> None:
    page = tmp_path / "w.html"
    page.write_bytes(WRITEUP)
    code = (
        "import sys, json\n"
        "from benchrec.cli import main\n"
        f"assert main(['extract', {str(page)!r}, '--json']) == 0\n"
        f"main(['ingest', {str(page)!r}, '--json'])\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('prefect', 'flows'))\n"
        "sys.stderr.write('LOADED ' + json.dumps(bad))\n"
    )
    env = {"PATH": "/usr/bin:/bin", "BENCHREC_HOME": str(tmp_path / "home"), "PREFECT_HOME": str(tmp_path / "ph"),
           "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert "LOADED []" in done.stderr, done.stderr[-2000:]


def test_serve_refuses_without_prefect_api_url(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "BENCHREC_HOME": str(tmp_path / "home"), "PREFECT_HOME": str(tmp_path / "ph"),
           "HOME": str(tmp_path)}
    done = subprocess.run([str(Path(sys.executable).parent / "benchrec"), "serve"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "benchrec: PREFECT_API_URL is not set: start `prefect server start` and export PREFECT_API_URL"]


def test_serve_refuses_an_api_it_cannot_reach(tmp_path: Path) -> None:
    """A refused port and a server that is not Prefect's API (404 on /health) are each one line, before serving."""
    from tests.net_servers import Server

    env = {"PATH": "/usr/bin:/bin", "BENCHREC_HOME": str(tmp_path / "home"), "PREFECT_HOME": str(tmp_path / "ph"),
           "HOME": str(tmp_path)}
    with Server() as other:
        closed = Server()  # bound, never started: connections are refused once it is closed
        closed_url = closed.url("/api")
        closed._httpd.server_close()  # noqa: SLF001
        for url, reason in ((closed_url, "Connection refused"), (other.url("/api"), "HTTP 404")):
            done = subprocess.run([str(Path(sys.executable).parent / "benchrec"), "serve"],
                                  env=dict(env, PREFECT_API_URL=url), capture_output=True, text=True, timeout=60)
            lines = done.stderr.strip().splitlines()
            assert done.returncode == 2 and len(lines) == 1, done.stderr[-2000:]
            assert lines[0].startswith(f"benchrec: cannot reach the Prefect API at {url}: ") and reason in lines[0]
        assert [h.path for h in other.hits] == ["/api/health"]


def test_every_deployment_is_served_and_declared_in_prefect_yaml(monkeypatch: pytest.MonkeyPatch,
                                                                 tmp_path: Path) -> None:
    import yaml

    from flows.serve import DEPLOYMENT_NAMES, build_deployments

    served = {f"{d.flow_name}/{d.name}": d for d in build_deployments(schedules=True)}
    assert tuple(served) == DEPLOYMENT_NAMES
    assert [s.schedule.cron for s in served["reaudit/nightly"].schedules] == ["0 3 * * *"]
    assert all(not d.schedules for d in build_deployments(schedules=False))
    doc = yaml.safe_load((ROOT / "prefect.yaml").read_text())
    flow_of = {"ingest": "ingest", "ingest_server_info": "ingest", "ingest_batch": "ingest", "reaudit": "reaudit",
               "review": "review"}
    declared = {f"{flow_of[d['entrypoint'].split(':')[1]]}/{d['name']}" for d in doc["deployments"]}
    assert declared == set(DEPLOYMENT_NAMES)
    for d in doc["deployments"]:
        path, func = d["entrypoint"].split(":")
        assert (ROOT / path).exists() and f"def {func}(" in (ROOT / path).read_text()


def test_docs_list_every_deployment() -> None:
    from flows.serve import DEPLOYMENT_NAMES

    text = (ROOT / "docs" / "flows.md").read_text()
    for name in DEPLOYMENT_NAMES:
        assert f"`{name}`" in text
    for step in ("prefect server start", "benchrec serve", "prefect deployment run ingest/url --param url=",
                 "--watch", "benchrec review approve", "benchrec promote"):
        assert step in text


def _claims(store: Store) -> dict[str, dict[str, Any]]:
    """Every draft without its audit and fetch times: what a path through ingestion staged."""
    out = {}
    for rec in store.records("drafts"):
        rec.pop("audit", None)
        for src in rec["provenance"]["sources"]:
            src.pop("fetched_at", None)
        out[rec["id"]] = rec
    return out


@pytest.mark.parametrize("path", ["ingest-one", "extract-task"])
def test_flow_tasks_stage_what_the_cli_stages_sibling_links_included(tmp_path: Path, path: str) -> None:
    """The flows' extraction sees the store as the CLI's does: a second engine's record of the same workload links
    the first as its sibling (the flows once extracted without the store and linked nothing)."""
    from flows import tasks
    from staging.ingest import ingest_sources

    other = WRITEUP.replace(b"vLLM 0.6.3", b"SGLang 0.4.1").replace(b"4,210", b"4,980")
    with Server() as web:
        web.route("/vllm.html", respond(200, WRITEUP, HTML))
        web.route("/sglang.html", respond(200, other, HTML))
        cli = Options(home=tmp_path / "cli", allowed_hosts=(web.hostport,))
        flow = Options(home=tmp_path / "flow", allowed_hosts=(web.hostport,))
        for url in (web.url("/vllm.html"), web.url("/sglang.html")):
            ingest_sources([url], cli)
            if path == "ingest-one":
                tasks.ingest_one(url, flow)
            else:
                loaded = tasks.snapshot.fn([tasks.fetch.fn(url, flow)], flow)
                tasks.stage.fn(tasks.extract.fn(loaded, flow), flow)
    staged = _claims(Store(flow.home))
    assert staged == _claims(Store(cli.home))
    siblings = [l for rec in staged.values() for l in rec.get("links") or [] if l["rel"] == "sibling"]
    assert siblings, "the second engine's record links the first"


def test_reextraction_of_a_changed_source_keeps_its_sibling_links(home: Path) -> None:
    """The nightly re-extraction links siblings in the store as ingestion did (it once extracted without the store)."""
    from staging.ingest import ingest_sources

    other = WRITEUP.replace(b"vLLM 0.6.3", b"SGLang 0.4.1").replace(b"4,210", b"4,980")
    with Server() as web:
        web.route("/vllm.html", respond(200, WRITEUP, HTML))
        web.route("/sglang.html", respond(200, other, HTML))
        opts = Options(home=home, allowed_hosts=(web.hostport,))
        ingest_sources([web.url("/vllm.html")], opts)
        ids = [d["id"] for d in ingest_sources([web.url("/sglang.html")], opts)]
        store = Store(home)
        linked = {rid: store.get(rid).get("links") for rid in ids}
        assert any(links for links in linked.values())
        web.route("/sglang.html", respond(200, other.replace(b"CUDA 12.4", b"CUDA 12.6"), HTML))
        night = reaudit.reaudit_all(opts)
        assert any(c["changed"] for c in night["checks"])
    assert {rid: store.get(rid).get("links") for rid in ids} == linked


@pytest.mark.parametrize("count", [0, 1, artifacts.ARTIFACT_DRAFTS, artifacts.ARTIFACT_DRAFTS + 1, 1200])
def test_artifacts_list_at_most_a_bounded_number_of_drafts_and_count_the_rest(count: int) -> None:
    """The summary and the table list the first ARTIFACT_DRAFTS drafts, then one line saying how many more."""
    drafts = [{"id": f"benchmarks/d-{i}", "path": f"/d/{i}.json", "changed": True, "previous_hash": None,
               "title": f"draft {i}", "max_severity": None, "failed_rules": []} for i in range(count)]
    table = artifacts.drafts_table(drafts)
    text = artifacts.ingest_markdown(["http://h/a"], drafts, [], None)
    listed = min(count, artifacts.ARTIFACT_DRAFTS)
    more = count - listed
    assert [r["id"] for r in table[:listed]] == [f"benchmarks/d-{i}" for i in range(listed)]
    assert len(table) == listed + (1 if more else 0)
    assert sum(1 for line in text.splitlines() if line.startswith("- `benchmarks/d-")) == listed
    if more:
        assert table[-1]["id"] == f"... and {more:,} more draft(s): the audit report lists every one"
        assert set(table[-1]) == set(table[0])
        assert f"{more:,} more draft(s)" in text
    else:
        assert "more draft(s)" not in text


def test_draft_rows_are_a_sequence_prefect_does_not_walk() -> None:
    """A flow's DraftRows read as the list of rows they hold, and Prefect's search for futures in a flow's return
    value does not visit each row (a list of the same rows is visited value by value)."""
    from prefect.utilities.collections import visit_collection

    rows = [{"id": f"benchmarks/d-{i}", "failed_rules": ["a.b"], "value": float(i)} for i in range(50)]
    wrapped = artifacts.DraftRows(rows)
    assert len(wrapped) == 50 and list(wrapped) == rows and wrapped[3] is rows[3] and wrapped[-2:] == rows[-2:]
    assert wrapped == rows and wrapped == artifacts.DraftRows(rows) and wrapped != rows[:-1]

    def visits(value: object) -> int:
        seen: list[object] = []
        visit_collection(value, lambda x: seen.append(x), return_data=False)
        return len(seen)

    assert visits({"drafts": rows}) > 50 * 4
    assert visits({"drafts": wrapped}) == 3  # the dict, its key and the rows object


@pytest.mark.parametrize("serializer", ["pickle", "json"])
def test_draft_rows_survive_prefect_result_serializers(serializer: str) -> None:
    """A flow's summary with DraftRows goes through Prefect's pickle and JSON result serializers and comes back
    with the same rows (a deployment may persist results with either)."""
    from prefect.serializers import JSONSerializer, PickleSerializer

    rows = [{"id": "benchmarks/d-1", "failed_rules": ["a.b"], "value": 1.5, "previous_hash": None}]
    ser = PickleSerializer() if serializer == "pickle" else JSONSerializer()
    back = ser.loads(ser.dumps({"drafts": artifacts.DraftRows(rows), "errors": []}))
    assert isinstance(back["drafts"], artifacts.DraftRows) and list(back["drafts"]) == rows
