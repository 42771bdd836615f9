"""`benchrec audit`: targets, write-back under the lock, content hash untouched, report paths, exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchrec.cli import main
from benchrec.errors import StoreError
from benchrec.options import Options
from expectations.audit import audit_command
from expectations.samples import clean_benchmark, clean_kv
from expectations.suites import check_rules, load_suite, suite_document
from expectations.vocab import RULES
from staging.hashing import content_hash
from staging.review import decide, gate_failures
from staging.store import Store


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data root with a clean benchmark draft, its kv sibling, and one critical draft."""
    monkeypatch.setenv("BENCHREC_HOME", str(tmp_path))
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect"))
    store = Store(tmp_path)
    store.stage(clean_benchmark(store))
    store.stage(clean_kv(store))
    bad = clean_benchmark(store, slug="sample-bad-unit")
    bad.update(unit="ms", workload=dict(bad["workload"], input_len=4096))
    store.stage(bad)
    return tmp_path


def _ids(doc: dict) -> dict[str, str | None]:
    """record id -> max severity."""
    return {r["record_id"]: r["max_severity"] for r in doc["results"]}


def test_all_writes_audit_blocks_without_changing_content(home: Path) -> None:
    """--all audits every record, writes its audit block and keeps the content hash."""
    store = Store(home)
    before = {r["id"]: content_hash(r) for r in store.records()}
    doc = audit_command([], True, Options().with_home(home))
    assert _ids(doc) == {"benchmarks/sample-sglang-llama31-70b-8xh100-prefill-8k": None,
                         "kv-efficiency/sample-sglang-llama31-70b-bf16kv": None,
                         "benchmarks/sample-bad-unit": "critical"}
    for rec in store.records():
        block = rec["audit"]
        assert set(block) == {"run_id", "at", "content_hash", "max_severity", "failures"}
        assert block["run_id"] == doc["run_id"] and block["content_hash"] == content_hash(rec) == before[rec["id"]]
    bad = store.get("benchmarks/sample-bad-unit")
    assert [f["rule"] for f in bad["audit"]["failures"]] == ["unit.unit_matches_metric"]
    assert Path(doc["report"]).is_file() and (home / "reports" / "latest.html").is_file()
    assert Path(doc["report"]) == home / "reports" / doc["run_id"] / "review.html"
    assert doc["data_docs"] and Path(doc["data_docs"]).is_file()


def test_gate_reads_the_audit_block(home: Path) -> None:
    """The promotion gate sees the critical failure the audit wrote, and a clean approved draft passes."""
    store = Store(home)
    audit_command([], True, Options().with_home(home))
    assert any("unit.unit_matches_metric" in r for r in gate_failures(store.get("benchmarks/sample-bad-unit"), store))
    rid = "benchmarks/sample-sglang-llama31-70b-8xh100-prefill-8k"
    decide(store, rid, "approved", "reviewer")
    assert gate_failures(store.get(rid), store) == []


def test_published_record_keeps_its_hash(home: Path) -> None:
    """Auditing a published record rewrites only its audit block."""
    store = Store(home)
    rid = "benchmarks/sample-sglang-llama31-70b-8xh100-prefill-8k"
    with store.lock():
        store.publish(store.get(rid))
    before = (store.published_path(rid).read_bytes(), content_hash(store.get(rid)))
    audit_command([rid], False, Options().with_home(home))
    after = store.get_published(rid)
    assert after["audit"]["max_severity"] is None and content_hash(after) == before[1]
    assert after["status"] == "published"


def test_file_target_outside_the_store(home: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    """A record file outside the store is audited and its own file gets the audit block."""
    rec = clean_benchmark(Store(home), slug="sample-outside-file")
    rec["workload"]["input_len"] = 2048
    path = tmp_path_factory.mktemp("outside") / "rec.json"
    path.write_text(json.dumps(rec))
    doc = audit_command([str(path)], False, Options().with_home(home))
    assert _ids(doc) == {"benchmarks/sample-outside-file": None}
    assert json.loads(path.read_text())["audit"]["run_id"] == doc["run_id"]


@pytest.mark.parametrize("target, message", [
    ("benchmarks/no-such-record", "no record benchmarks/no-such-record"),
    ("../etc/passwd", "invalid record id"),
    ("/nonexistent/rec.json", "no record file"),
])
def test_bad_targets_are_one_line_errors(home: Path, target: str, message: str) -> None:
    """Unknown ids, ids that would leave the store and missing files are refused in one line."""
    with pytest.raises(StoreError, match=message):
        audit_command([target], False, Options().with_home(home))


def test_cli_json_and_exit_code(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`benchrec audit --all --json` prints the contract's document and exits 1 on a critical failure."""
    assert main(["audit", "--all", "--json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert {"results", "report"} <= set(doc)
    assert all(set(r) == {"record_id", "max_severity", "failures"} for r in doc["results"])
    assert main(["audit", "benchmarks/sample-sglang-llama31-70b-8xh100-prefill-8k", "--json"]) == 0
    assert main(["audit", "benchmarks/nope", "--json"]) == 2
    assert "no record" in capsys.readouterr().err


def test_cli_text_counts_records_by_severity(home: Path, tmp_path_factory: pytest.TempPathFactory,
                                             monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    """The text output ends with a count by highest failed severity, and says so when there is nothing to audit."""
    assert main(["audit", "--all"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[-2] == "3 records: 1 critical, 2 clean" and lines[-1].startswith("report: ")
    monkeypatch.setenv("BENCHREC_HOME", str(tmp_path_factory.mktemp("empty")))
    assert main(["audit", "--all"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "no records to audit"


def test_suite_has_every_rule_and_refuses_a_dropped_one() -> None:
    """The stored suite loads with every contract rule; losing one expectation is an error."""
    suite = load_suite()
    assert {e.meta["rule"] for e in suite.expectations} == set(RULES)
    assert all(str(getattr(e.severity, "value", e.severity)) in ("critical", "warning", "info")
               for e in suite.expectations)
    stored = len(suite_document()["expectations"])
    with pytest.raises(Exception, match="lost 1 expectation"):
        check_rules(suite.expectations[1:], stored)


def test_unknown_class_in_a_suite_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """GX drops an expectation whose class is unknown; loading the suite notices."""
    import expectations.suites as suites

    doc = suite_document()
    doc["expectations"][2]["type"] = "expect_class_that_does_not_exist"
    (tmp_path / "broken.json").write_text(json.dumps(doc))
    monkeypatch.setattr(suites, "SUITES_DIR", tmp_path)
    with pytest.raises(Exception, match="lost 1 expectation|lacks rule|not found|ExpectationNotFound"):
        suites.load_suite("broken")


@pytest.mark.parametrize("all_", [False, True], ids=["ids", "all"])
def test_each_store_file_is_read_once(home: Path, monkeypatch: pytest.MonkeyPatch, all_: bool) -> None:
    """The records the audit names are not read again for the cross-record rules (a nightly --all read the whole
    store twice); the store's other records still are, and a duplicate of one of them is still found."""
    import expectations.audit as audit_mod
    import staging.store as store_mod

    store = Store(home)
    twin = clean_benchmark(store)
    twin["id"] = "benchmarks/sample-twin-of-the-clean-draft"
    store.stage(twin)
    reads: list[Path] = []
    real = store_mod.load_record_file

    def counting(path: Path, record_id: str | None = None) -> dict:
        reads.append(Path(path))
        return real(path, record_id)

    monkeypatch.setattr(audit_mod, "load_record_file", counting)  # by id or path
    monkeypatch.setattr(store_mod, "load_record_file", counting)  # through load_store_file
    doc = audit_command([] if all_ else ["benchmarks/sample-sglang-llama31-70b-8xh100-prefill-8k"], all_,
                        Options().with_home(home))
    assert len(reads) == len(set(reads)) == len(list(store.iter_files()))
    target = "benchmarks/sample-sglang-llama31-70b-8xh100-prefill-8k"
    result = next(r for r in doc["results"] if r["record_id"] == target)
    assert "consistency.duplicate" in {f["rule"] for f in result["failures"]}


def test_describe_sees_each_record_as_read_before_its_audit_block(home: Path) -> None:
    """audit_command(describe=f) adds {"heads": {id: f(record)}} of the records as read (no audit block yet on a
    first audit); without it the document has no "heads"."""
    opts = Options().with_home(home)
    seen: list[dict] = []

    def describe(rec: dict) -> dict:
        seen.append(rec)
        return {"title": rec.get("title"), "had_audit": "audit" in rec}

    doc = audit_command([], True, opts, describe=describe)
    stored = {r["id"]: r for r in Store(home).records()}
    assert set(doc["heads"]) == set(stored) == {r["record_id"] for r in doc["results"]}
    assert all(head == {"title": stored[rid]["title"], "had_audit": False} for rid, head in doc["heads"].items())
    assert "heads" not in audit_command([], True, opts)
    again = audit_command([], True, opts, describe=describe)
    assert all(head["had_audit"] for head in again["heads"].values())


@pytest.mark.parametrize("target", ["--all", "id", "path"])
def test_a_store_file_holding_another_id_stops_the_audit_in_one_line(home: Path, target: str) -> None:
    """Audited under the id it holds, a copied file's result would be written over the other record's file."""
    store = Store(home)
    sample = clean_benchmark(store)
    copy_path = store.draft_path("benchmarks/sample-copy")
    copy_path.write_text(json.dumps(sample), encoding="utf-8")
    before = store.draft_path(sample["id"]).read_bytes()
    targets = {"--all": [], "id": ["benchmarks/sample-copy"], "path": [str(copy_path)]}[target]
    with pytest.raises(StoreError, match=f"^record file .*sample-copy.json holds id '{sample['id']}', not "):
        audit_command(targets, target == "--all", Options().with_home(home))
    assert store.draft_path(sample["id"]).read_bytes() == before
