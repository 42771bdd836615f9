"""JSON Schema validation of records and catalog entries, with one-line reasons naming path and rule."""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources
from typing import Any, Iterable

from jsonschema import Draft202012Validator, FormatChecker, ValidationError
from referencing import Registry, Resource

from benchrec.errors import SchemaError

SCHEMA_PACKAGE = "benchrec"
SCHEMA_FOLDER = ("data", "schemas")
SHARED_SCHEMAS = ("common",)
RECORD_KINDS = ("benchmark", "kv-efficiency")
CATALOG_KINDS = ("accelerator", "interconnect", "engine", "model")
KIND_BY_FOLDER = {"benchmarks": "benchmark", "kv-efficiency": "kv-efficiency"}
MAX_SHOWN = 120
MAX_REASONS = 3


def _read_schema(name: str) -> dict[str, Any]:
    """Load one schema file shipped in benchrec/data/schemas/."""
    path = resources.files(SCHEMA_PACKAGE).joinpath(*SCHEMA_FOLDER, f"{name}.json")
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise SchemaError(f"schema {name}.json cannot be read: {exc}") from None


@lru_cache(maxsize=1)
def _registry() -> Registry:
    """A registry holding the shared schema so `$ref: common.json#...` resolves offline."""
    shared = [_read_schema(name) for name in SHARED_SCHEMAS]
    return Registry().with_resources((doc["$id"], Resource.from_contents(doc)) for doc in shared)


@lru_cache(maxsize=None)
def load_schema(kind: str) -> dict[str, Any]:
    """The JSON Schema document of a record or catalog kind."""
    if kind not in RECORD_KINDS + CATALOG_KINDS + SHARED_SCHEMAS:
        raise SchemaError(f"no schema for kind {kind!r}")
    return _read_schema(kind)


@lru_cache(maxsize=None)
def validator(kind: str) -> Draft202012Validator:
    """A compiled validator of a kind, built once."""
    return Draft202012Validator(load_schema(kind), registry=_registry(), format_checker=FormatChecker())


def _path(parts: Iterable[Any]) -> str:
    """A JSON path as dotted names with [i] for list items; '(root)' for the document."""
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "(root)"


def _shown(value: Any) -> str:
    """A short repr of an offending value."""
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def _reason(err: ValidationError) -> str:
    """One line: '<path>: <what is wrong> (<rule>)'."""
    path = list(err.absolute_path)
    rule = str(err.validator)
    if rule == "required":
        missing = err.message.split("'")[1] if err.message.count("'") >= 2 else err.message
        return f"{_path(path + [missing])}: missing ({rule})"
    if rule == "additionalProperties" and isinstance(err.instance, dict):
        allowed = set(err.schema.get("properties", {}))
        extra = sorted(k for k in err.instance if k not in allowed)
        return f"{_path(path)}: unexpected {', '.join(map(repr, extra))} ({rule})"
    if rule == "enum":
        return f"{_path(path)}: {_shown(err.instance)} is not one of {err.validator_value!r} ({rule})"
    if rule == "const":
        return f"{_path(path)}: {_shown(err.instance)} is not {err.validator_value!r} ({rule})"
    if rule == "pattern":
        return f"{_path(path)}: {_shown(err.instance)} does not match {err.validator_value!r} ({rule})"
    if rule == "type":
        return f"{_path(path)}: {_shown(err.instance)} is not of type {err.validator_value!r} ({rule})"
    if rule == "propertyNames":
        return f"{_path(path)}: property name {_shown(err.instance)} is not allowed ({rule})"
    message = " ".join(err.message.split())
    if len(message) > 2 * MAX_SHOWN:
        message = message[: 2 * MAX_SHOWN - 3] + "..."
    return f"{_path(path)}: {message} ({rule})"


def errors_for(kind: str, doc: Any) -> list[str]:
    """Every schema violation of a document of a kind, one line each."""
    return sorted(_reason(e) for e in validator(kind).iter_errors(doc))


def record_kind(record: Any) -> str | None:
    """The record kind to validate against: `kind`, else the id's folder; None when neither says."""
    if not isinstance(record, dict):
        return None
    kind = record.get("kind")
    if kind in RECORD_KINDS:
        return kind
    record_id = record.get("id")
    if kind is None and isinstance(record_id, str):
        return KIND_BY_FOLDER.get(record_id.split("/", 1)[0])
    return None


def schema_errors(record: Any) -> list[str]:
    """Every schema violation of a record, one line each naming the JSON path and the rule; [] when valid."""
    if not isinstance(record, dict):
        return [f"(root): {_shown(record)} is not of type 'object' (type)"]
    kind = record_kind(record)
    if kind is None:
        return [f"kind: {_shown(record.get('kind'))} is not one of {list(RECORD_KINDS)!r} (enum)"]
    return errors_for(kind, record)


def _raise(subject: str, reasons: list[str]) -> None:
    """Raise SchemaError with the first reasons on one line."""
    shown = "; ".join(reasons[:MAX_REASONS])
    more = f" (+{len(reasons) - MAX_REASONS} more)" if len(reasons) > MAX_REASONS else ""
    raise SchemaError(f"{subject} fails its schema: {shown}{more}")


def validate_record(record: Any) -> None:
    """Raise SchemaError naming the first violations unless the record satisfies its kind's schema."""
    reasons = schema_errors(record)
    if reasons:
        rid = record.get("id") if isinstance(record, dict) else None
        _raise(f"record {rid!r}" if isinstance(rid, str) else "record", reasons)


def catalog_entry_errors(kind: str, entry: Any) -> list[str]:
    """Every schema violation of a catalog entry of a kind (accelerator, interconnect, engine, model)."""
    if kind not in CATALOG_KINDS:
        raise SchemaError(f"unknown catalog kind {kind!r}; expected one of {', '.join(CATALOG_KINDS)}")
    return errors_for(kind, entry)


def validate_catalog_entry(kind: str, entry: Any) -> None:
    """Raise SchemaError unless a catalog entry satisfies its kind's schema."""
    reasons = catalog_entry_errors(kind, entry)
    if reasons:
        eid = entry.get("id") if isinstance(entry, dict) else None
        _raise(f"{kind} {eid!r}" if isinstance(eid, str) else kind, reasons)
