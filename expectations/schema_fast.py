"""A compiled yes/no check of the record schemas: the fast path; benchrec.schema stays the authority for errors."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

Check = Callable[[Any], bool]
PY_TYPES: dict[str, tuple[type, ...]] = {
    "null": (type(None),), "boolean": (bool,), "string": (str,), "object": (dict,), "array": (list,),
    "integer": (int,), "number": (int, float),
}
IGNORED = frozenset({"$schema", "$id", "$defs", "title", "description", "$comment", "examples", "default"})


class Unsupported(Exception):
    """The schema uses a keyword this compiler does not implement."""


def _is_type(value: Any, name: str) -> bool:
    """JSON Schema type test (1.0 is an integer, a bool is never a number)."""
    if name == "null":
        return value is None
    if name == "boolean":
        return isinstance(value, bool)
    if name == "string":
        return isinstance(value, str)
    if name == "object":
        return isinstance(value, dict)
    if name == "array":
        return isinstance(value, list)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return name == "number" or isinstance(value, int) or float(value).is_integer()


def _same(a: Any, b: Any) -> bool:
    """JSON equality: booleans never equal numbers."""
    return (isinstance(a, bool) == isinstance(b, bool)) and a == b


class _Compiler:
    """Compiles schema documents (with $ref across them by $id) into predicates."""

    def __init__(self, docs: dict[str, dict[str, Any]]) -> None:
        self.docs = docs
        self.refs: dict[str, Check] = {}
        from jsonschema import FormatChecker

        self.formats = FormatChecker()

    def ref(self, base: str, ref: str) -> Check:
        """A predicate for a $ref, compiled once (late-bound so recursion works)."""
        doc_id, _, pointer = ref.partition("#")
        target = base if not doc_id else next((i for i in self.docs if i.endswith("/" + doc_id) or i == doc_id), None)
        if target is None:
            raise Unsupported(f"unresolvable $ref {ref}")
        key = f"{target}#{pointer}"
        if key not in self.refs:
            node: Any = self.docs[target]
            for part in [p for p in pointer.split("/") if p]:
                node = node[part.replace("~1", "/").replace("~0", "~")]
            self.refs[key] = lambda v: True
            compiled = self.compile(node, target)
            self.refs[key] = compiled
        return lambda v, k=key: self.refs[k](v)

    def compile(self, schema: Any, base: str) -> Check:
        """A predicate for one schema node."""
        if schema is True or schema == {}:
            return lambda v: True
        if schema is False:
            return lambda v: False
        checks = tuple(self._keyword(k, a, schema, base) for k, a in schema.items() if k not in IGNORED)
        if not checks:
            return lambda v: True
        if len(checks) == 1:
            return checks[0]

        def all_of(v: Any) -> bool:
            for c in checks:
                if not c(v):
                    return False
            return True

        return all_of

    def _keyword(self, key: str, arg: Any, schema: dict[str, Any], base: str) -> Check:  # noqa: C901
        """A predicate for one keyword."""
        if key == "$ref":
            return self.ref(base, arg)
        if key == "type":
            names = arg if isinstance(arg, list) else [arg]
            exact = frozenset(t for n in names for t in PY_TYPES[n])
            return lambda v: type(v) in exact or (type(v) is float and "integer" in names and _is_type(v, "integer"))
        if key == "enum":
            if all(isinstance(e, str) for e in arg):
                strings = frozenset(arg)
                return lambda v: type(v) is str and v in strings
            return lambda v: any(_same(v, e) for e in arg)
        if key == "const":
            return lambda v: _same(v, arg)
        if key == "pattern":
            rx = re.compile(arg)
            return lambda v: not isinstance(v, str) or rx.search(v) is not None
        if key == "format":
            return lambda v: self.formats.conforms(v, arg)
        if key in ("minLength", "maxLength"):
            ok = (lambda n: n >= arg) if key == "minLength" else (lambda n: n <= arg)
            return lambda v: not isinstance(v, str) or ok(len(v))
        if key in ("minimum", "maximum", "exclusiveMinimum"):
            op = {"minimum": lambda x: x >= arg, "maximum": lambda x: x <= arg, "exclusiveMinimum": lambda x: x > arg}[key]
            return lambda v: not _is_type(v, "number") or op(v)
        if key == "required":
            return lambda v: not isinstance(v, dict) or all(k in v for k in arg)
        if key == "properties":
            props = tuple((k, self.compile(s, base)) for k, s in arg.items())

            def properties(v: Any) -> bool:
                if type(v) is not dict:
                    return True
                for k, p in props:
                    if k in v and not p(v[k]):
                        return False
                return True

            return properties
        if key == "additionalProperties":
            known = set(schema.get("properties", {}))
            if schema.get("patternProperties"):
                raise Unsupported("patternProperties")
            extra = self.compile(arg, base)
            return lambda v: not isinstance(v, dict) or all(extra(x) for k, x in v.items() if k not in known)
        if key == "propertyNames":
            names = self.compile(arg, base)
            return lambda v: not isinstance(v, dict) or all(names(k) for k in v)
        if key == "items":
            item = self.compile(arg, base)
            return lambda v: not isinstance(v, list) or all(item(x) for x in v)
        if key == "minItems":
            return lambda v: not isinstance(v, list) or len(v) >= arg
        if key == "uniqueItems":
            return lambda v: not arg or not isinstance(v, list) or _unique(v)
        if key == "anyOf":
            subs = [self.compile(s, base) for s in arg]
            return lambda v: any(s(v) for s in subs)
        raise Unsupported(key)


def _unique(items: list[Any]) -> bool:
    """No two items are JSON-equal (conservatively: by repr with type)."""
    seen = [(type(x).__name__, repr(x)) for x in items]
    return len(set(seen)) == len(seen)


@lru_cache(maxsize=None)
def fast_check(kind: str) -> Check | None:
    """A compiled validity predicate of a record kind, or None when the schema needs the full validator."""
    from benchrec.schema import SHARED_SCHEMAS, load_schema

    try:
        docs = {load_schema(n)["$id"]: load_schema(n) for n in (*SHARED_SCHEMAS, kind)}
        top = load_schema(kind)
        return _Compiler(docs).compile(top, top["$id"])
    except (Unsupported, KeyError, TypeError, re.error):
        return None


def schema_errors_fast(record: Any) -> list[str]:
    """benchrec.schema.schema_errors, skipped for records the compiled check proves valid."""
    from benchrec.schema import record_kind, schema_errors

    kind = record_kind(record)
    check = fast_check(kind) if kind else None
    if check is not None and check(record):
        return []
    return schema_errors(record)
