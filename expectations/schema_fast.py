"""A yes/no check of the record schemas, built once; benchrec.schema (jsonschema) stays the authority.

Two predicates, each of which only ever proves a record valid: whenever it is unsure it answers False and the
caller runs the full jsonschema validator, which gives the errors.

- The compiled check (used when jsonschema-rs imports): jsonschema-rs, a compiled validator, with format checks off,
  then the schema's `format` keywords checked in Python by jsonschema's own FormatChecker through a function
  generated from the schema (jsonschema-rs accepts leap seconds that jsonschema refuses, for one). Not used for a
  schema that refers back to itself (jsonschema-rs can overflow its stack on deep input there). jsonschema-rs reads
  a Python tuple as a JSON array, as orjson writes it, where jsonschema refuses it: records reach the audit parsed
  from their JSON files, which hold no tuples.
- The generated check: the schema generated once as straight-line Python (a third as fast; an unusual type or an
  item list it cannot compare means: not proven).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

from benchrec.schema import record_kind, schema_errors

Check = Callable[[Any], bool]
IGNORED = frozenset({"$schema", "$id", "$defs", "title", "description", "$comment", "examples", "default"})
# JSON type name -> test of a local variable (exact types: bool is never a number, 1.0 is an integer).
TYPE_TESTS: dict[str, str] = {
    "null": "{x} is None", "boolean": "type({x}) is bool", "string": "type({x}) is str",
    "object": "type({x}) is dict", "array": "type({x}) is list",
    "number": "type({x}) is int or type({x}) is float",
    "integer": "type({x}) is int or (type({x}) is float and {x}.is_integer())",
}
# Exact Python types of a JSON type when that is all a property tests (1.0 as an integer is left to jsonschema).
SIMPLE_TYPES: dict[str, tuple[type, ...]] = {
    "null": (type(None),), "boolean": (bool,), "string": (str,), "object": (dict,), "array": (list,),
    "integer": (int,), "number": (int, float),
}
# Guards for keywords that apply to one JSON type only.
GUARDS: dict[str, str] = {
    "string": "isinstance({x}, str)", "object": "isinstance({x}, dict)", "array": "isinstance({x}, list)",
    "number": "isinstance({x}, (int, float)) and not isinstance({x}, bool)",
}
KEYWORD_TYPE: dict[str, str] = {
    "pattern": "string", "minLength": "string", "maxLength": "string",
    "minimum": "number", "maximum": "number", "exclusiveMinimum": "number", "exclusiveMaximum": "number",
    "required": "object", "properties": "object", "additionalProperties": "object", "propertyNames": "object",
    "items": "array", "minItems": "array", "maxItems": "array", "uniqueItems": "array",
}
# Keywords a formats-only function follows to reach the values that carry a `format` (all others are skipped).
FORMAT_ROUTE = frozenset({"format", "properties", "additionalProperties", "items", "propertyNames", "$ref", "anyOf"})
SEEN_LIMIT = 4096  # matched strings remembered per pattern
COMPARE = {"minimum": "<", "maximum": ">", "exclusiveMinimum": "<=", "exclusiveMaximum": ">=",
           "minLength": "<", "maxLength": ">", "minItems": "<", "maxItems": ">"}


class Unsupported(Exception):
    """The schema uses a keyword this generator does not implement."""


def _same(a: Any, b: Any) -> bool:
    """JSON equality of scalars: booleans never equal numbers, 1 equals 1.0."""
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def _unique(items: list[Any]) -> bool:
    """Provably no two items are equal: only decided for lists of strings (otherwise: not proven)."""
    for x in items:
        if type(x) is not str:
            return False
    return len(set(items)) == len(items)


class _Generator:
    """Emits one Python function per schema (and per recursive $ref or anyOf branch), with $refs inlined."""

    def __init__(self, docs: dict[str, dict[str, Any]], formats_only: bool = False) -> None:
        from jsonschema import FormatChecker

        self.docs = docs
        self.formats_only = formats_only
        self.funcs: list[str] = []
        self.names: dict[str, Any] = {"_same": _same, "_unique": _unique, "_M": object()}
        self.ref_funcs: dict[str, str] = {}
        self.inlining: list[str] = []
        self.count = 0
        formats = FormatChecker()
        memos: dict[str, dict[str, bool]] = {}

        def fmt(value: Any, name: str) -> bool:
            """FormatChecker.conforms, memoised per format for strings (dates repeat across records)."""
            if type(value) is not str:
                return formats.conforms(value, name)
            memo = memos.get(name)
            if memo is None:
                memo = memos[name] = {}
            ok = memo.get(value)
            if ok is None:
                ok = formats.conforms(value, name)
                if len(memo) < 100_000:
                    memo[value] = ok
            return ok

        self.names["_fmt"] = fmt

    def name(self, prefix: str, obj: Any = None) -> str:
        """A fresh global name, bound to obj when given."""
        self.count += 1
        name = f"_{prefix}{self.count}"
        if obj is not None:
            self.names[name] = obj
        return name

    def resolve(self, base: str, ref: str) -> tuple[str, Any]:
        """(key, schema node) of a $ref relative to the document base."""
        doc_id, _, pointer = ref.partition("#")
        target = base if not doc_id else next((i for i in self.docs if i.endswith("/" + doc_id) or i == doc_id), None)
        if target is None:
            raise Unsupported(f"unresolvable $ref {ref}")
        node: Any = self.docs[target]
        for part in [p for p in pointer.split("/") if p]:
            node = node[part.replace("~1", "/").replace("~0", "~")]
        return f"{target}#{pointer}", node

    def function(self, schema: Any, base: str) -> str:
        """A top-level function checking one schema node; its name."""
        fname = self.name("check")
        self.funcs.append(self._wrap(fname, schema, base))
        return fname

    def _wrap(self, fname: str, schema: Any, base: str) -> str:
        """Source of a function checking v0; an unhashable value met in a set test means: not proven."""
        lines = [f"def {fname}(v0):", "    try:"]
        self.node(schema, base, "v0", lines, "        ")
        lines += ["    except TypeError:", "        return False", "    return True"]
        return "\n".join(lines)

    def node(self, schema: Any, base: str, x: str, out: list[str], ind: str) -> None:
        """Lines that `return False` unless the value in local x satisfies the schema node."""
        if schema is True or schema == {}:
            return
        if schema is False:
            out.append(f"{ind}return False")
            return
        if not isinstance(schema, dict):
            raise Unsupported(f"schema node {schema!r}")
        unknown = [k for k in schema if k not in IGNORED and k not in KEYWORD_TYPE and k not in
                   ("type", "enum", "const", "format", "$ref", "anyOf")]
        if unknown or "patternProperties" in schema or "prefixItems" in schema:
            raise Unsupported(", ".join(unknown) or "patternProperties/prefixItems")
        if self.formats_only:
            self._formats(schema, base, x, out, ind)
            return
        known: str | None = None
        if "type" in schema:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            test = " or ".join(f"({TYPE_TESTS[n].format(x=x)})" for n in names)
            out.append(f"{ind}if not ({test}):")
            out.append(f"{ind}    return False")
            if len(names) == 1:
                known = "number" if names[0] == "integer" else names[0]
        if "const" in schema:
            self._literals([schema["const"]], x, out, ind)
        if "enum" in schema:
            self._literals(list(schema["enum"]), x, out, ind)
        if "format" in schema:
            out.append(f"{ind}if not _fmt({x}, {schema['format']!r}):")
            out.append(f"{ind}    return False")
        for json_type in ("string", "number", "array", "object"):
            keys = sorted((k for k in schema if KEYWORD_TYPE.get(k) == json_type), key=lambda k: k != "required")
            if not keys:
                continue
            inner = ind
            if known != json_type:
                out.append(f"{ind}if {GUARDS[json_type].format(x=x)}:")
                inner = ind + "    "
            for key in keys:
                self._keyword(key, schema, base, x, out, inner)
        if "$ref" in schema:
            self._ref(schema["$ref"], base, x, out, ind)
        if "anyOf" in schema:
            subs = [self._branch(s, base, x, known) for s in schema["anyOf"]]
            out.append(f"{ind}if not ({' or '.join(subs)}):")
            out.append(f"{ind}    return False")

    def _formats(self, schema: dict[str, Any], base: str, x: str, out: list[str], ind: str) -> None:
        """Lines checking only the `format` keywords under a node (stricter than the schema where anyOf branches
        carry formats: every branch's must hold, which can only send a record to the full validator)."""
        if "format" in schema:
            out.append(f"{ind}if not _fmt({x}, {schema['format']!r}):")
            out.append(f"{ind}    return False")
        for json_type in ("array", "object"):
            keys = [k for k in schema if KEYWORD_TYPE.get(k) == json_type and k in FORMAT_ROUTE]
            lines: list[str] = []
            for key in keys:
                if key == "additionalProperties" and not isinstance(schema[key], dict):
                    continue
                self._keyword(key, schema, base, x, lines, ind + "    ")
            if lines:
                out.append(f"{ind}if {GUARDS[json_type].format(x=x)}:")
                out.extend(lines)
        if "$ref" in schema:
            self._ref(schema["$ref"], base, x, out, ind)
        for sub in schema.get("anyOf") or []:
            self.node(sub, base, x, out, ind)

    def _has_keys(self, keys: list[str], x: str) -> str:
        """An expression: the dict in x has every key (one C-level subset test for several)."""
        if len(keys) <= 2:
            return "(" + " and ".join(f"{k!r} in {x}" for k in keys) + ")"
        return f"({self.name('req', frozenset(keys))} <= {x}.keys())"

    def _branch(self, schema: Any, base: str, x: str, known: str | None) -> str:
        """An expression for one anyOf branch: inline when it only requires keys, else a function call."""
        if isinstance(schema, dict) and set(schema) <= {"required"} | IGNORED and schema.get("required"):
            test = self._has_keys(list(schema["required"]), x)
            return test if known == "object" else f"(not isinstance({x}, dict) or {test})"
        return f"{self.function(schema, base)}({x})"

    def _literals(self, values: list[Any], x: str, out: list[str], ind: str) -> None:
        """x equals one of the JSON literals."""
        tests = []
        strings = frozenset(v for v in values if isinstance(v, str))
        if strings:
            tests.append(f"(type({x}) is str and {x} in {self.name('set', strings)})")
        if any(v is None for v in values):
            tests.append(f"{x} is None")
        for v in values:
            if isinstance(v, (bool, int, float)):
                tests.append(f"_same({x}, {v!r})")
            elif isinstance(v, (dict, list)):
                raise Unsupported("structured enum or const")
        out.append(f"{ind}if not ({' or '.join(tests) or 'False'}):")
        out.append(f"{ind}    return False")

    def _keyword(self, key: str, schema: dict[str, Any], base: str, x: str, out: list[str], ind: str) -> None:
        """Lines for one keyword whose type guard already holds."""
        arg = schema[key]
        if key in COMPARE:
            subject = x if KEYWORD_TYPE[key] == "number" else f"len({x})"
            out.append(f"{ind}if {subject} {COMPARE[key]} {arg!r}:")
            out.append(f"{ind}    return False")
        elif key == "pattern":
            rx, seen = self.name("rx", re.compile(arg)), self.name("seen", set())
            out.append(f"{ind}if {x} not in {seen}:")  # strings that matched before (ids, paths, hashes) repeat
            out.append(f"{ind}    if {rx}.search({x}) is None:")
            out.append(f"{ind}        return False")
            out.append(f"{ind}    if len({seen}) < {SEEN_LIMIT}:")
            out.append(f"{ind}        {seen}.add({x})")
        elif key == "required":
            if arg:
                out.append(f"{ind}if not {self._has_keys(arg, x)}:")
                out.append(f"{ind}    return False")
        elif key == "properties":
            required = set(schema.get("required") or ())  # checked just before, so present
            if self.formats_only:
                required = set()
            for prop, sub in arg.items():
                if not self.formats_only and self._simple_property(prop, sub, base, x, prop in required, out, ind):
                    continue
                y = self.name("v")[1:]
                lines: list[str] = []
                self.node(sub, base, y, lines, ind + ("" if prop in required else "    "))
                if lines and prop in required:
                    out.append(f"{ind}{y} = {x}[{prop!r}]")
                    out.extend(lines)
                elif lines:
                    out.append(f"{ind}{y} = {x}.get({prop!r}, _M)")
                    out.append(f"{ind}if {y} is not _M:")
                    out.extend(lines)
        elif key == "additionalProperties":
            props = self.name("keys", frozenset(schema.get("properties", {})))
            if arg is False:
                out.append(f"{ind}if not {props}.issuperset({x}):")
                out.append(f"{ind}    return False")
            else:
                k, y = self.name("k")[1:], self.name("v")[1:]
                lines = []
                self.node(arg, base, y, lines, ind + "        ")
                if lines:
                    out.append(f"{ind}for {k}, {y} in {x}.items():")
                    out.append(f"{ind}    if {k} not in {props}:")
                    out.extend(lines)
        elif key == "propertyNames":
            k = self.name("k")[1:]
            lines = []
            self.node(arg, base, k, lines, ind + "    ")
            if lines:
                out.append(f"{ind}for {k} in {x}:")
                out.extend(lines)
        elif key == "items":
            y = self.name("v")[1:]
            lines = []
            self.node(arg, base, y, lines, ind + "    ")
            if lines:
                out.append(f"{ind}for {y} in {x}:")
                out.extend(lines)
        elif key == "uniqueItems":
            if arg:
                out.append(f"{ind}if not _unique({x}):")
                out.append(f"{ind}    return False")
        else:
            raise Unsupported(key)

    def _simple(self, schema: Any, base: str, depth: int = 0) -> tuple[str, frozenset[Any]] | None:
        """('types', exact Python types) or ('values', allowed strings/None) of a node that tests only that."""
        if not isinstance(schema, dict) or depth > 8:
            return None
        keys = set(schema) - IGNORED
        if keys == {"$ref"}:
            key, node = self.resolve(base, schema["$ref"])
            return self._simple(node, key.partition("#")[0], depth + 1)
        if keys == {"type"}:
            names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
            return "types", frozenset(t for n in names for t in SIMPLE_TYPES[n])
        if keys in ({"enum"}, {"const"}):
            values = list(schema["enum"]) if "enum" in schema else [schema["const"]]
            if all(v is None or isinstance(v, str) for v in values):
                return "values", frozenset(values)
        return None

    def _simple_property(self, prop: str, sub: Any, base: str, x: str, required: bool, out: list[str],
                         ind: str) -> bool:
        """One line for a property that is only a type or a string enum; False when it is not that simple."""
        simple = self._simple(sub, base)
        if simple is None:
            return False
        what, allowed = simple
        value = f"{x}[{prop!r}]" if required else f"{x}.get({prop!r}, _M)"
        if what == "types":
            allowed = allowed if required else allowed | {object}  # the absent marker _M is a bare object
            out.append(f"{ind}if type({value}) not in {self.name('types', allowed)}:")
        else:
            allowed = allowed if required else allowed | {self.names["_M"]}
            out.append(f"{ind}if {value} not in {self.name('values', allowed)}:")
        out.append(f"{ind}    return False")
        return True

    def _ref(self, ref: str, base: str, x: str, out: list[str], ind: str) -> None:
        """Inline the referenced node; call a function of it when it refers back to itself."""
        key, node = self.resolve(base, ref)
        target = key.partition("#")[0]
        if key in self.inlining:
            if key not in self.ref_funcs:
                self.ref_funcs[key] = self.name("ref")
                self.funcs.append(self._wrap(self.ref_funcs[key], node, target))
            out.append(f"{ind}if not {self.ref_funcs[key]}({x}):")
            out.append(f"{ind}    return False")
            return
        self.inlining.append(key)
        try:
            self.node(node, target, x, out, ind)
        finally:
            self.inlining.pop()


def generate(docs: dict[str, dict[str, Any]], top: dict[str, Any], formats_only: bool = False) -> tuple[str, Check]:
    """(source, predicate) of the schema `top`, $refs resolved among docs by $id; with formats_only, a predicate
    of its `format` keywords alone. Unsupported for a formats-only function of a schema that refers back to itself."""
    gen = _Generator(docs, formats_only)
    name = gen.function(top, top["$id"])
    if formats_only and gen.ref_funcs:
        raise Unsupported("a schema that refers back to itself")
    source = "\n\n".join(gen.funcs) + "\n"
    namespace = dict(gen.names)
    exec(compile(source, f"<schema {top['$id']}>", "exec"), namespace)  # noqa: S102 - code generated from our own schema files
    return source, namespace[name]


def _documents(kind: str) -> dict[str, dict[str, Any]]:
    """The schema documents a kind's schema refers to, by $id (its own included)."""
    from benchrec.schema import SHARED_SCHEMAS, load_schema

    return {load_schema(n)["$id"]: load_schema(n) for n in (*SHARED_SCHEMAS, kind)}


@lru_cache(maxsize=None)
def generated_check(kind: str) -> Check | None:
    """The generated validity predicate of a record kind, or None when the schema needs the full validator."""
    from benchrec.schema import load_schema

    try:
        return generate(_documents(kind), load_schema(kind))[1]
    except (Unsupported, KeyError, TypeError, re.error):
        return None


@lru_cache(maxsize=None)
def compiled_check(kind: str) -> Check | None:
    """jsonschema-rs without formats, then the generated check of the formats; None when jsonschema-rs is not
    installed or cannot take the schema."""
    try:
        import jsonschema_rs
    except ImportError:
        return None
    from benchrec.schema import SHARED_SCHEMAS, load_schema

    docs = _documents(kind)
    try:
        formats = generate(docs, load_schema(kind), formats_only=True)[1]
        registry = jsonschema_rs.Registry([(load_schema(n)["$id"], load_schema(n)) for n in SHARED_SCHEMAS])
        structure = jsonschema_rs.validator_for(load_schema(kind), registry=registry, validate_formats=False).is_valid
    except (Unsupported, KeyError, TypeError, ValueError, re.error, jsonschema_rs.ReferencingError):
        return None

    def check(record: Any) -> bool:
        """Both hold; a value jsonschema-rs cannot read (a set, bytes, nesting past its limit) is not proven."""
        try:
            return structure(record) and formats(record)
        except (ValueError, TypeError, OverflowError, RecursionError):
            return False

    return check


@lru_cache(maxsize=None)
def fast_check(kind: str) -> Check | None:
    """The fastest predicate of a record kind available: the compiled check, else the generated one."""
    return compiled_check(kind) or generated_check(kind)


def schema_errors_fast(record: Any) -> list[str]:
    """benchrec.schema.schema_errors, skipped for records a fast check proves valid."""
    kind = record_kind(record)
    check = fast_check(kind) if kind else None
    if check is not None and check(record):
        return []
    return schema_errors(record)
