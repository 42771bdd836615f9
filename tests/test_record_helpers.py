"""Record helpers: dotted paths (set_path writes where get_path reads) and fresh records from the templates."""

from __future__ import annotations

from typing import Any

import pytest

from extractors.record import (BENCHMARK_TEMPLATE, KV_TEMPLATE, get_parts, get_path, name_derived, new_benchmark,
                               new_kv_efficiency, set_path, template_factory)

CASES: list[tuple[str, Any, dict[str, Any]]] = [
    ("value", 5, {"value": 5}),
    ("workload.input_len", 1024, {"workload": {"input_len": 1024}}),
    ("provenance.fields.value", "q", {"provenance": {"fields": {"value": "q"}}}),
    ("a.b.c.d", None, {"a": {"b": {"c": {"d": None}}}}),
    (".x", 1, {"": {"x": 1}}),
    ("y.", 2, {"y": {"": 2}}),
]


@pytest.mark.parametrize("path,value,expected", CASES)
def test_set_path_creates_what_it_needs(path: str, value: Any, expected: dict[str, Any]) -> None:
    record: dict[str, Any] = {}
    set_path(record, path, value)
    assert record == expected
    assert get_path(record, path) == value


PARTS_RECORD: dict[str, Any] = {"hardware": {"count": 8, "host": None}, "links": ["a"], "value": 0,
                                "config": {"sglang": {"tp": 4}}}


@pytest.mark.parametrize("parts,expected", [
    (("value",), 0),
    (("hardware", "count"), 8),
    (("hardware", "host"), None),
    (("config", "sglang", "tp"), 4),
    (("hardware", "missing"), None),
    (("missing", "count"), None),
    (("value", "deeper"), None),  # a number has no fields
    (("links", "0"), None),  # through objects only: a list is not indexed
    ((), PARTS_RECORD),
])
def test_get_parts_reads_through_objects_only(parts: tuple[str, ...], expected: Any) -> None:
    assert get_parts(PARTS_RECORD, parts) == expected


def test_set_path_keeps_the_objects_on_the_way() -> None:
    record: dict[str, Any] = {"workload": {"output_len": 128}, "hardware": {"count": 2}}
    set_path(record, "workload.input_len", 1024)
    set_path(record, "hardware.count", 8)
    set_path(record, "config.sglang.chunked_prefill_size", 2048)
    assert record == {"workload": {"output_len": 128, "input_len": 1024}, "hardware": {"count": 8},
                      "config": {"sglang": {"chunked_prefill_size": 2048}}}


@pytest.mark.parametrize("fresh,template", [(new_benchmark, BENCHMARK_TEMPLATE), (new_kv_efficiency, KV_TEMPLATE)])
def test_a_fresh_record_is_the_template_and_shares_nothing(fresh: Any, template: dict[str, Any]) -> None:
    a, b = fresh(), fresh()
    assert a == template and b == template
    a["provenance"]["fields"]["value"] = {"quote": "x"}
    a["hardware"]["count"] = 8
    a["links"].append("benchmarks/x")
    assert b == template and fresh() == template and template["links"] == []


@pytest.mark.parametrize("bad", [{"x": float("nan")}, {"x": {1, 2}}, {1: "a"}, {"x": (1, 2)}, {"x": float("inf")}])
def test_a_template_must_be_json_like(bad: dict[Any, Any]) -> None:
    with pytest.raises(TypeError):
        template_factory(bad)


def test_a_template_keeps_every_json_value() -> None:
    template = {"s": "it's \"quoted\"\n", "i": -3, "f": 0.1, "big": 10**30, "b": False, "n": None,
                "nested": {"list": [1, [2, {"k": "v"}]], "empty": {}}, "é": "ü"}
    assert template_factory(template)() == template


_QUOTE = {"source": 0, "quote": "x", "start": 0, "end": 1}
DERIVED_CASES: list[tuple[dict[str, Any], dict[str, Any], dict[str, Any]]] = [
    # (fields set, citations already there, the derived entries expected)
    ({"model.name": "Llama 3.1 70B", "model.id": "llama-3.1-70b"}, {"model.name": _QUOTE},
     {"model.id": ["model.name"]}),
    ({"model.id": "llama-3.1-70b"}, {}, {}),  # no name to derive it from: not claimed as derived
    ({"model.name": "x", "model.id": "x"}, {"model.name": _QUOTE, "model.id": _QUOTE}, {}),  # cited: kept
    ({"variance.reruns": [1.0, 1.1], "variance.spread": 0.1, "variance.stdev": 0.07}, {},
     {"variance.spread": ["variance.reruns"], "variance.stdev": ["variance.reruns"]}),
    ({"variance.stdev": 0.3}, {}, {}),  # a stated deviation without reruns is not derived from them
    ({"basis": "single_stream", "concurrency": 1}, {"basis": _QUOTE}, {"concurrency": ["basis"]}),
    ({"basis": "single_stream", "concurrency": 1}, {}, {}),  # an uncited basis derives nothing
]


@pytest.mark.parametrize("values,cited,expected", DERIVED_CASES)
def test_derived_fields_name_their_inputs(values: dict[str, Any], cited: dict[str, Any],
                                          expected: dict[str, list[str]]) -> None:
    """A derived field with a value and no citation names its inputs, where those have values (and citations)."""
    rec = new_benchmark()
    for path, value in values.items():
        set_path(rec, path, value)
    rec["provenance"]["fields"].update(cited)
    name_derived(rec)
    derived = {p: c["derived_from"] for p, c in rec["provenance"]["fields"].items() if "derived_from" in c}
    assert derived == expected
