"""Dotted record paths: set_path writes where get_path reads, creating objects on the way."""

from __future__ import annotations

from typing import Any

import pytest

from extractors.record import get_path, set_path

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


def test_set_path_keeps_the_objects_on_the_way() -> None:
    record: dict[str, Any] = {"workload": {"output_len": 128}, "hardware": {"count": 2}}
    set_path(record, "workload.input_len", 1024)
    set_path(record, "hardware.count", 8)
    set_path(record, "config.sglang.chunked_prefill_size", 2048)
    assert record == {"workload": {"output_len": 128, "input_len": 1024}, "hardware": {"count": 8},
                      "config": {"sglang": {"chunked_prefill_size": 2048}}}
