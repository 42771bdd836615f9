"""A record whose fields have the wrong JSON types (a hand-edited draft) fails the schema rule; the audit goes on."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable

import pytest

from benchrec.schema import schema_errors
from expectations.audit import audit_records
from expectations.samples import clean_benchmark, clean_kv
from staging.store import Store


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    """A change setting one dotted path."""
    def change(record: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        cur = record
        for part in parents:
            cur = cur[part]
        cur[last] = value
    return change


# Each of these made the rules' code raise before (TypeError, AttributeError, OverflowError, KeyError).
UNREADABLE = [
    ("sources a number", _set("provenance.sources", 1.5)),
    ("omitted_by_source a number", _set("omitted_by_source", 5)),
    ("reruns a number", _set("variance.reruns", 2.0)),
    ("metric an object", _set("metric", {"a": 1})),
    ("sweeps a number", _set("variance.sweeps", 3.0)),
    ("sweep points a number", _set("variance.sweeps", [{"param": "p", "points": 4.0}])),
    ("a sweep that is text", _set("variance.sweeps", ["junk"])),
    ("metric a list", _set("metric", ["prefill_tok_s"])),
    ("links a number", _set("links", 7)),
    ("a link's rel a list", _set("links", [{"rel": ["sibling"], "id": "benchmarks/hand-edited-2"}])),
    ("a link's rel an object", _set("links", [{"rel": {"a": 1}, "id": "benchmarks/hand-edited-2"}])),
]


@pytest.mark.parametrize("name, change", UNREADABLE, ids=[c[0] for c in UNREADABLE])
def test_an_unreadable_record_fails_its_schema_and_the_rest_are_audited(tmp_path: Path, name: str,
                                                                        change: Callable[[dict[str, Any]], None]) -> None:
    """The bad record's only failure is schema.valid with its schema errors; the good records' results are the same
    as without it, and a bad record among the other records of the store does not stop the audit either."""
    store = Store(tmp_path)
    good = [clean_benchmark(store), clean_kv(store)]
    alone = audit_records([dict(r) for r in good], store, None, others=[], write_back=False, report=False)
    bad = clean_benchmark(store)
    bad["id"] = "benchmarks/hand-edited"
    bad["config"]["max_running_requests"] = 54321  # not a duplicate of the good sample when readable
    change(bad)
    errors = schema_errors(bad)
    assert errors
    other = clean_benchmark(store)
    other["id"] = "benchmarks/another-hand-edited"
    other["config"]["max_running_requests"] = 12345  # not a duplicate of the good sample when readable
    change(other)
    run = audit_records([*good, bad], store, None, others=[other], write_back=False, report=False)
    result = {r["record_id"]: r for r in run.results}
    assert [f["rule"] for f in result[bad["id"]]["failures"]] == ["schema.valid"]
    assert errors[0] in result[bad["id"]]["failures"][0]["message"]
    assert result[bad["id"]]["max_severity"] == "critical"
    assert [result[r["id"]] for r in good] == alone.results


def test_infinite_draft_tokens_count_as_none(tmp_path: Path) -> None:
    """An infinite draft-token count (a config value the schema leaves free) is no count: the record is audited."""
    store = Store(tmp_path)
    rec = clean_benchmark(store)
    rec["config"]["speculative_num_draft_tokens"] = math.inf
    assert schema_errors(rec) == []
    run = audit_records([rec], store, None, others=[], write_back=False, report=False)
    assert "schema.valid" not in [f["rule"] for f in run.results[0]["failures"]]


@pytest.mark.parametrize("count", [2**70, 10**400, 2**63])
def test_a_huge_draft_token_count_is_read_as_the_largest_the_table_holds(tmp_path: Path, count: int) -> None:
    """A draft-token count beyond an int64 (junk the schema leaves free) is audited as SPEC_MAX_TOKENS."""
    from expectations.flatten import flatten
    from expectations.vocab import SPEC_MAX_TOKENS

    store = Store(tmp_path)
    rec = clean_benchmark(store)
    rec["config"]["speculative_num_draft_tokens"] = count
    assert schema_errors(rec) == []
    assert flatten([rec], store, None, others=[])["speculative_tokens"].tolist() == [SPEC_MAX_TOKENS]
    run = audit_records([rec], store, None, others=[], write_back=False, report=False)
    assert "schema.valid" not in [f["rule"] for f in run.results[0]["failures"]]
