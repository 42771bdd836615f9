"""Schemas: the seeds and skeletons validate; every enum, const and pattern rejects a defect with a one-line reason."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any, Iterator

import pytest
from jsonschema import Draft202012Validator

from benchrec.errors import SchemaError
from benchrec.schema import (
    CATALOG_KINDS,
    RECORD_KINDS,
    SHARED_SCHEMAS,
    catalog_entry_errors,
    errors_for,
    load_schema,
    schema_errors,
    validate_catalog_entry,
    validate_record,
)
from extractors.record import new_benchmark, new_kv_efficiency

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
DEFECTS = json.loads((HERE / "data" / "schema_defects.json").read_text(encoding="utf-8"))["cases"]
CATALOG = HERE.parent / "benchrec" / "data" / "catalog"
CATALOG_FILE = {"accelerator": "accelerators.json", "interconnect": "interconnects.json",
                "engine": "engines.json", "model": "models.json"}
BASE_KIND = {"benchmark": "benchmark", "kv": "kv-efficiency", **{k: k for k in CATALOG_KINDS}}
CHECKED_KEYWORDS = ("enum", "const", "pattern")


def base_doc(base: str) -> dict[str, Any]:
    """A valid document to break: a seed fixture, or the first catalog entry of a kind."""
    if base == "benchmark":
        return json.loads((FIXTURES / "seed_benchmark.json").read_text(encoding="utf-8"))
    if base == "kv":
        return json.loads((FIXTURES / "seed_kv.json").read_text(encoding="utf-8"))
    return json.loads((CATALOG / CATALOG_FILE[base]).read_text(encoding="utf-8"))[0]


def errors_of(base: str, doc: Any) -> list[str]:
    """Schema errors of a document of a base."""
    kind = BASE_KIND[base]
    return schema_errors(doc) if kind in RECORD_KINDS else catalog_entry_errors(kind, doc)


def applied(doc: dict[str, Any], path: list[Any], value: Any) -> dict[str, Any]:
    """A copy of doc with one path set (or deleted, for '__delete__')."""
    doc = copy.deepcopy(doc)
    cur = doc
    for part in path[:-1]:
        cur = cur[part]
    if value == "__delete__":
        del cur[path[-1]]
    else:
        cur[path[-1]] = copy.deepcopy(value)
    return doc


def schema_locations(node: Any, root: dict[str, Any], where: str = "") -> Iterator[tuple[str, str]]:
    """Every (location, keyword) of enum/const/pattern in a schema, following $refs into common.json."""
    if not isinstance(node, dict):
        return
    if "$ref" in node:
        doc_name, _, pointer = node["$ref"].partition("#")
        target: Any = load_schema(doc_name.removesuffix(".json")) if doc_name else root
        for part in pointer.strip("/").split("/"):
            target = target[part]
        yield from schema_locations(target, load_schema(doc_name.removesuffix(".json")) if doc_name else root, where)
    for kw in CHECKED_KEYWORDS:
        if kw in node:
            yield where, kw
    for name, sub in node.get("properties", {}).items():
        yield from schema_locations(sub, root, f"{where}.{name}" if where else name)
    if isinstance(node.get("items"), dict):
        yield from schema_locations(node["items"], root, f"{where}[]")
    if isinstance(node.get("additionalProperties"), dict):
        yield from schema_locations(node["additionalProperties"], root, f"{where}.*")
    if isinstance(node.get("propertyNames"), dict):
        yield from schema_locations(node["propertyNames"], root, f"{where}{{name}}")
    for kw in ("anyOf", "oneOf", "allOf"):
        for sub in node.get(kw, []):
            yield from schema_locations(sub, root, where)


@pytest.mark.parametrize("kind", RECORD_KINDS + CATALOG_KINDS + SHARED_SCHEMAS)
def test_schema_is_valid_2020_12(kind: str) -> None:
    schema = load_schema(kind)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("name", ["seed_benchmark.json", "seed_kv.json"])
def test_seed_fixtures_validate(name: str) -> None:
    record = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    assert schema_errors(record) == []
    validate_record(record)


@pytest.mark.parametrize(
    "make, field, value",
    [(new_benchmark, "value", 52300.0), (new_kv_efficiency, "kv_bytes_per_token", 35136)],
)
def test_filled_skeletons_validate(make: Any, field: str, value: Any) -> None:
    record = make()
    folder = "benchmarks" if record["kind"] == "benchmark" else "kv-efficiency"
    record["id"], record[field] = f"{folder}/skeleton-1", value
    assert schema_errors(record) == []


@pytest.mark.parametrize("case", DEFECTS, ids=[c["name"] for c in DEFECTS])
def test_defect_is_rejected_with_one_line_reason(case: dict[str, Any]) -> None:
    doc = applied(base_doc(case["base"]), case["path"], case["value"])
    if case.get("via_schema"):
        errors = errors_for(BASE_KIND[case["base"]], doc)
    else:
        errors = errors_of(case["base"], doc)
    assert errors, f"{case['name']}: accepted"
    assert all("\n" not in e and "\r" not in e for e in errors)
    wanted = f"{case['expect_path']}: "
    assert any(e.startswith(wanted) and e.endswith(f"({case['rule']})") for e in errors), errors


@pytest.mark.parametrize("kind", RECORD_KINDS + CATALOG_KINDS)
def test_every_enum_and_pattern_has_a_defect_case(kind: str) -> None:
    base = {"kv-efficiency": "kv"}.get(kind, kind)
    covered = {(c["covers"], c["rule"]) for c in DEFECTS if c["base"] == base}
    schema = load_schema(kind)
    missing = sorted(set(schema_locations(schema, schema)) - covered)
    assert not missing, f"{kind}: no defect case for {missing}"


def test_validate_record_raises_one_line_schema_error() -> None:
    record = base_doc("benchmark")
    record["metric"], record["basis"], record["status"], record["unit"] = "tok", "batch", "live", "tokens"
    with pytest.raises(SchemaError) as exc:
        validate_record(record)
    msg = str(exc.value)
    assert "\n" not in msg and msg.startswith("record 'benchmarks/")
    assert "metric: 'tok' is not one of" in msg and "(+1 more)" in msg


@pytest.mark.parametrize(
    "record, expected",
    [
        ([], "(root): [] is not of type 'object' (type)"),
        ({"kind": "note"}, "kind: 'note' is not one of ['benchmark', 'kv-efficiency'] (enum)"),
        ({}, "kind: None is not one of ['benchmark', 'kv-efficiency'] (enum)"),
    ],
)
def test_unknown_kinds_are_named(record: Any, expected: str) -> None:
    assert schema_errors(record) == [expected]


def test_kind_inferred_from_id_folder_when_absent() -> None:
    record = base_doc("kv")
    del record["kind"]
    assert schema_errors(record) == ["kind: missing (required)"]


def test_validate_catalog_entry() -> None:
    entry = base_doc("accelerator")
    validate_catalog_entry("accelerator", entry)
    entry["vendor"] = "qualcomm"
    with pytest.raises(SchemaError, match=r"^accelerator 'nvidia-h100-sxm' fails its schema: vendor: "):
        validate_catalog_entry("accelerator", entry)
    with pytest.raises(SchemaError, match="unknown catalog kind"):
        validate_catalog_entry("gpu", entry)


def test_long_values_are_shortened() -> None:
    record = base_doc("benchmark")
    record["metric"] = "x" * 5000
    (line,) = [e for e in schema_errors(record) if e.startswith("metric:")]
    assert len(line) < 500 and "..." in line
