"""Both fast schema checks only ever prove valid what jsonschema finds valid; the typed audit table; coarse keys."""

from __future__ import annotations

import copy
import json
import math
import random
from pathlib import Path
from typing import Any, Iterator

import pytest

from benchrec.schema import CATALOG_KINDS, SHARED_SCHEMAS, catalog_entry_errors, load_schema, record_kind, schema_errors
from expectations.crossrecord import coarse_key, duplicate_key, duplicates
from expectations.flatten import flatten
from expectations.samples import clean_benchmark, clean_kv
from expectations.schema_fast import compiled_check, fast_check, generate, generated_check, schema_errors_fast
from staging.store import Store
from tests.test_schemas import CATALOG, DEFECTS, applied

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"
CATALOG_FILE = {"accelerator": "accelerators.json", "interconnect": "interconnects.json",
                "engine": "engines.json", "model": "models.json"}
RECORD_BASES = {"benchmark": "seed_benchmark.json", "kv": "seed_kv.json"}
# Values a mutation drops in anywhere: every JSON type, edge numbers, strings that break patterns and formats.
VALUES: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 1.0, 2.5, -0.5, float("nan"), "", "x", "unknown", "a\nb", "2026-13-45",
    "2026-12-01", [], ["a"], ["a", "a"], [1, 1.0], [True, 1], {}, {"a": 1}, "benchmarks/x", "tok/s", 100, 600,
    "http://x", "ftp://x", "f" * 64, [{"x": 1, "value": 2}], [{"rel": "sibling", "id": "benchmarks/a"}], [{}],
    "A.b", "1bad", 10**20, -(2**70), float("inf"), "x\n", "\u0661\u0662", "2026-12-31T23:59:60Z",
    "2026-12-01T00:00:00", "2026-12-01T00:00:00+25:00", "2026-12-01t00:00:00z",
)
# The fast predicates under test: jsonschema-rs plus generated format checks, and the generated check alone.
CHECKS = {"compiled": compiled_check, "generated": generated_check}
CASES = [
    ("missing top-level field", lambda r: r.pop("metric")),
    ("bool where a count belongs", lambda r: r["hardware"].__setitem__("count", True)),
    ("float count that is an integer", lambda r: r["hardware"].__setitem__("count", 8.0)),
    ("unknown enum value", lambda r: r.__setitem__("basis", "per_rack")),
    ("pattern broken in a map key", lambda r: r["provenance"]["fields"].__setitem__("bad key", {"derived_from": []})),
    ("citation without quote or pointer", lambda r: r["provenance"]["fields"].__setitem__("value", {"source": 0})),
    ("duplicate interconnect ids", lambda r: r.__setitem__("interconnect_ids", ["nvlink-4", "nvlink-4"])),
    ("unhashable where an enum belongs", lambda r: r.__setitem__("unit", ["tok/s"])),
    ("bad date format", lambda r: r.__setitem__("updated", "2026-02-30")),
    ("source without url or path", lambda r: r["provenance"]["sources"][0].pop("url")),
    ("leap second jsonschema refuses", lambda r: r["provenance"]["sources"][0].__setitem__(
        "fetched_at", "2026-12-31T23:59:60Z")),
    ("date-time without an offset", lambda r: r["provenance"]["sources"][0].__setitem__(
        "fetched_at", "2026-12-01T00:00:00")),
    ("date past a trailing newline", lambda r: r.__setitem__("updated", "2026-02-03\n")),
]


def _record_base(name: str) -> dict[str, Any]:
    """A seed record fixture."""
    return json.loads((FIXTURES / RECORD_BASES[name]).read_text(encoding="utf-8"))


def _catalog_check(kind: str) -> Any:
    """The generated predicate of a catalog kind's schema."""
    docs = {load_schema(n)["$id"]: load_schema(n) for n in (*SHARED_SCHEMAS, kind)}
    return generate(docs, load_schema(kind))[1]


def _paths(doc: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every path inside a document."""
    yield prefix
    if isinstance(doc, dict):
        for k, v in doc.items():
            yield from _paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            yield from _paths(v, prefix + (i,))


def _mutants(base: dict[str, Any], n: int, seed: int) -> Iterator[dict[str, Any]]:
    """Random mutants of a document: one to three values replaced, keys deleted or extra keys added."""
    rng = random.Random(seed)
    for _ in range(n):
        doc = copy.deepcopy(base)
        for _ in range(rng.randint(1, 3)):
            path = rng.choice([p for p in _paths(doc) if p])
            parent = doc
            for k in path[:-1]:
                parent = parent[k]
            roll = rng.random()
            if roll < 0.7:
                parent[path[-1]] = copy.deepcopy(rng.choice(VALUES))
            elif roll < 0.85:
                parent.pop(path[-1])
            elif isinstance(parent, dict):
                parent[f"extra_{rng.randint(0, 3)}"] = copy.deepcopy(rng.choice(VALUES))
        yield doc


def test_the_compiled_check_is_the_one_used() -> None:
    """jsonschema-rs is a dependency, so the audit's fast path is the compiled check for both record kinds."""
    for kind in ("benchmark", "kv-efficiency"):
        assert compiled_check(kind) is not None and fast_check(kind) is compiled_check(kind)


@pytest.mark.parametrize("check", CHECKS)
@pytest.mark.parametrize("case", DEFECTS, ids=[c["name"] for c in DEFECTS])
def test_every_schema_defect_is_not_proven_valid(case: dict[str, Any], check: str) -> None:
    """Each case of the schema defect corpus fails both fast checks too (so its errors come from jsonschema)."""
    if case["base"] in RECORD_BASES:
        doc = applied(_record_base(case["base"]), case["path"], case["value"])
        kind = record_kind(_record_base(case["base"]))
        assert CHECKS[check](kind)(doc) is False
        assert schema_errors_fast(doc) == schema_errors(doc)
    else:
        base = json.loads((CATALOG / CATALOG_FILE[case["base"]]).read_text(encoding="utf-8"))[0]
        doc = applied(base, case["path"], case["value"])
        assert catalog_entry_errors(case["base"], doc)
        assert _catalog_check(case["base"])(doc) is False


@pytest.mark.parametrize("check", CHECKS)
@pytest.mark.parametrize("name, mutate", CASES, ids=[c[0] for c in CASES])
def test_hand_made_defects_fall_back_to_jsonschema(name: str, mutate: Any, check: str) -> None:
    """Defects of every keyword the generator handles are not proven valid, and give exactly jsonschema's errors."""
    for base in (clean_benchmark(), clean_kv(), _record_base("benchmark")):
        doc = copy.deepcopy(base)
        try:
            mutate(doc)
        except (KeyError, IndexError):
            continue
        errors = schema_errors(doc)
        assert CHECKS[check](record_kind(doc))(doc) is (not errors)
        assert schema_errors_fast(doc) == errors


def _nested(depth: int) -> list[Any]:
    """A list nested depth deep."""
    out: list[Any] = []
    cur = out
    for _ in range(depth):
        cur.append([])
        cur = cur[0]
    return out


@pytest.mark.parametrize("value", [{1, 2}, b"bytes", object(), _nested(100_000)],
                         ids=["set", "bytes", "object", "nested past any limit"])
def test_a_value_the_compiled_check_cannot_read_is_not_proven(value: Any) -> None:
    """What jsonschema-rs cannot convert or nests past its limit is sent to jsonschema, never an exception."""
    doc = clean_benchmark()
    doc["interconnect_ids"] = [value, value]
    assert compiled_check("benchmark")(doc) is False


def test_the_compiled_check_reads_a_tuple_as_an_array() -> None:
    """The one known leniency (documented in schema_fast): a tuple passes as the array orjson writes it as."""
    doc = clean_benchmark()
    doc["interconnect_ids"] = tuple(doc["interconnect_ids"])
    assert compiled_check("benchmark")(doc) is True and schema_errors(doc)
    written = json.loads(json.dumps(doc))
    assert schema_errors(written) == [] and compiled_check("benchmark")(written) is True


@pytest.mark.parametrize("check", CHECKS)
@pytest.mark.parametrize("base", ["benchmark", "kv", "clean_benchmark", "clean_kv"])
def test_random_mutants_agree_with_jsonschema(base: str, check: str) -> None:
    """Over random mutants, a fast check says valid only when jsonschema does, and valid records pass it."""
    doc = {"clean_benchmark": clean_benchmark, "clean_kv": clean_kv}.get(base, lambda: _record_base(base))()
    assert schema_errors(doc) == [] and CHECKS[check](record_kind(doc))(doc) is True
    proven = 0
    for mutant in _mutants(doc, 1500, seed=len(base)):
        kind = record_kind(mutant)
        if kind is None:
            continue
        errors = schema_errors(mutant)
        verdict = CHECKS[check](kind)(mutant)
        assert not (verdict and errors), errors
        assert schema_errors_fast(mutant) == errors
        proven += verdict
    assert proven > 100  # the fast path does prove most valid mutants


@pytest.mark.parametrize("kind", CATALOG_KINDS)
def test_catalog_entries_pass_the_generated_check(kind: str) -> None:
    """The generator handles every schema of the project: catalog entries are proven valid too."""
    check = _catalog_check(kind)
    for entry in json.loads((CATALOG / CATALOG_FILE[kind]).read_text(encoding="utf-8")):
        assert check(entry) is (not catalog_entry_errors(kind, entry))


def test_table_has_explicit_dtypes(tmp_path: Path) -> None:
    """Rule columns are bool, numbers float64/int64, text categorical; pairs compared by GX share categories."""
    store = Store(tmp_path)
    recs = [clean_benchmark(store), clean_kv(store)]
    df = flatten(recs, store, None, others=[])
    assert df.index.name == "record_id" and list(df.index) == [r["id"] for r in recs]
    assert all(str(df[c].dtype) == "bool" for c in df.columns if c.startswith("ok_"))
    assert str(df["rerun_spread"].dtype) == "float64" and str(df["speculative_tokens"].dtype) == "int64"
    assert str(df["metric"].dtype) == "category"
    assert list(df["unit"].cat.categories) == list(df["canonical_unit"].cat.categories)
    assert (df["unit"] == df["canonical_unit"]).iloc[0]


def _dup_pool(records: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Records by id."""
    return {r["id"]: r for r in records}


@pytest.mark.parametrize("change, duplicate", [
    (lambda r: None, True),
    (lambda r: r["config"].__setitem__("max_running_requests", 64), False),
    (lambda r: r["config"].__setitem__("nested", {"a": [1, 2]}), False),
    (lambda r: r.__setitem__("concurrency", 1.0), False),  # canonical JSON tells 1 from 1.0
    (lambda r: r.__setitem__("title", "another title"), True),  # not part of what makes a measurement
])
def test_coarse_key_never_splits_a_duplicate(change: Any, duplicate: bool) -> None:
    """Equal canonical keys imply equal coarse keys; the rule's verdict is the canonical key's."""
    a = clean_benchmark()
    a["config"]["nan_setting"] = math.nan
    b = copy.deepcopy(a)
    b["id"] = "benchmarks/sample-copy"
    change(b)
    if duplicate_key(a) == duplicate_key(b):
        assert coarse_key(a) == coarse_key(b)
    found = duplicates([a, b], _dup_pool([a, b]))
    assert found == ([b["id"], a["id"]] if duplicate else ["", ""])
