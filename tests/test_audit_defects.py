"""The defect corpus: each mutation of a clean record fires its rule at its severity, and nothing else unexpected."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from expectations.audit import audit_records
from expectations.samples import clean_benchmark, clean_kv
from expectations.vocab import RULES
from staging.store import Store

CORPUS = json.loads((Path(__file__).parent / "data" / "audit_defects.json").read_text())["cases"]
FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Store:
    """A store holding the sample snapshots."""
    return Store(tmp_path_factory.mktemp("audit-home"))


def _keys(path: str | list[Any]) -> list[Any]:
    """A path as keys: a list as given, a dotted string split (numbers index lists)."""
    if isinstance(path, list):
        return path
    return [int(p) if p.isdigit() else p for p in path.split(".")]


def apply_ops(record: dict[str, Any], ops: list[dict[str, Any]]) -> dict[str, Any]:
    """A mutated copy of a record: each op sets or deletes one path."""
    rec = copy.deepcopy(record)
    for op in ops:
        keys = _keys(op["set"] if "set" in op else op["delete"])
        cur: Any = rec
        for k in keys[:-1]:
            cur = cur[k]
        if "set" in op:
            cur[keys[-1]] = op["value"]
        else:
            del cur[keys[-1]]
    return rec


def _base(store: Store, name: str) -> dict[str, Any]:
    """A clean base record by name."""
    return {"benchmark": clean_benchmark, "kv": clean_kv}[name](store)


def fired(results: list[dict[str, Any]], record_id: str) -> dict[str, str]:
    """Rule -> severity of what failed for one record."""
    res = next(r for r in results if r["record_id"] == record_id)
    return {f["rule"]: f["severity"] for f in res["failures"]}


def test_corpus_covers_every_rule() -> None:
    """Every rule of the contract has at least one defect in the corpus."""
    assert sorted({c["rule"] for c in CORPUS if c["rule"]}) == sorted(RULES)


@pytest.mark.parametrize("name", ["benchmark", "kv"])
def test_clean_drafts_are_quiet(store: Store, name: str) -> None:
    """A clean draft fails no rule at all."""
    rec = _base(store, name)
    others = [clean_benchmark(store)] if name == "kv" else []
    run = audit_records([rec], store, None, others=others, write_back=False, report=False)
    assert run.results[0]["failures"] == [] and run.results[0]["max_severity"] is None


@pytest.mark.parametrize("case", CORPUS, ids=[c["name"] for c in CORPUS])
def test_defect_fires_its_rule(store: Store, case: dict[str, Any]) -> None:
    """The mutation fires its rule at its severity; other failures are only those the case names."""
    rec = apply_ops(_base(store, case["base"]), case["ops"])
    others = [apply_ops(_base(store, c["base"]), c["ops"]) for c in case.get("companions", [])]
    run = audit_records([rec], store, None, others=others, write_back=False, report=False)
    got = fired(run.results, rec["id"])
    if case["rule"]:
        assert got.get(case["rule"]) == case["severity"], got
    expected = {case["rule"]} | set(case.get("also", []))
    assert set(got) - expected == set(), got
    assert not set(case.get("absent", [])) & set(got), got
    result = run.results[0]
    assert result["max_severity"] == (max((got[r] for r in got), key=["info", "warning", "critical"].index)
                                      if got else None)
    for f in result["failures"]:
        assert f["message"] and "{" not in f["message"], f


@pytest.mark.parametrize("fixture", ["seed_benchmark.json", "seed_kv.json"])
def test_seed_fixtures_have_no_critical(store: Store, fixture: str) -> None:
    """The published seeds pass every critical rule that does not need their source bytes."""
    path = FIXTURES / fixture
    if not path.exists():
        pytest.skip(f"{path.name} is not in tests/fixtures yet")
    seeds = [json.loads((FIXTURES / f).read_text()) for f in ("seed_benchmark.json", "seed_kv.json")
             if (FIXTURES / f).exists()]
    rec = json.loads(path.read_text())
    run = audit_records([rec], store, None, others=seeds, write_back=False, report=False)
    critical = {f["rule"] for f in run.results[0]["failures"] if f["severity"] == "critical"}
    assert critical == set(), run.results[0]["failures"]


NULL_IN_MESSAGES = [  # (hardware fields set, the rule, what its message says)
    ({"accelerator_id": None}, "interconnect.accelerator_resolved",
     "hardware.accelerator_id null is not a catalog id: map 'H100 SXM5 80GB' to its catalog id"),
    ({"accelerator_id": None, "accelerator_as_written": None}, "interconnect.accelerator_resolved",
     "hardware.accelerator_id null is not a catalog id: map null to its catalog id"),
]


@pytest.mark.parametrize("fields,rule,text", NULL_IN_MESSAGES)
def test_a_missing_value_reads_null_in_a_message(store: Store, fields: dict[str, Any], rule: str, text: str) -> None:
    """A value the record does not have is shown as null in a rule's message, never as pandas' nan."""
    rec = clean_benchmark()
    rec["hardware"].update(fields)
    run = audit_records([rec], store, write_back=False, report=False)
    messages = {f["rule"]: f["message"] for f in run.results[0]["failures"]}
    assert text in messages.get(rule, ""), messages
    assert not any("nan" in m.split() or " nan " in m for m in messages.values()), messages
