"""A tolerant reader of Python reprs (dicts, Namespace(...), k=v lists) that never evaluates anything.

Literals become their values; an object repr `Name(a=1, b='x')` becomes `{"_type": "Name", "a": 1, "b": "x"}`;
`<...>` reprs and bare words (`torch.bfloat16`, `auto`) become strings; `...` (elision) is skipped.
JSON spellings (`true`, `false`, `null`) are accepted too, since vLLM prints compilation_config as JSON inside a repr.
"""

from __future__ import annotations

import re
from typing import Any

from extractors.dumps.dump import read_int

MAX_DEPTH = 200
_NUMBER = re.compile(r"[-+]?(?:\d[\d_]*\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)")
_BARE = re.compile(r"(?:[^\s,()\[\]{}:=<>'\"]|:(?=[^\s,()\[\]{}'\"]))+")
_NAME = re.compile(r"[A-Za-z_][\w.]*")
_CONSTANTS: dict[str, Any] = {"True": True, "False": False, "None": None, "true": True, "false": False, "null": None}
_FLOATS = {"inf": float("inf"), "-inf": float("-inf"), "nan": float("nan")}
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_CLOSERS = {"(": ")", "[": "]", "{": "}", "<": ">"}
_ELLIPSIS = object()


class PyReprError(ValueError):
    """The text is not a readable repr; the message gives the offset."""


class _Reader:
    """Recursive-descent reader over one text."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.depth = 0

    def fail(self, what: str) -> PyReprError:
        """An error at the current offset."""
        return PyReprError(f"{what} at offset {self.pos}")

    def skip_ws(self) -> None:
        """Advance over whitespace."""
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def peek(self) -> str:
        """The next non-blank character, or '' at the end."""
        self.skip_ws()
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def expect(self, ch: str) -> None:
        """Consume ch or fail."""
        if self.peek() != ch:
            raise self.fail(f"expected {ch!r}" if self.pos < len(self.text) else f"text ends, expected {ch!r}")
        self.pos += 1

    def value(self) -> Any:
        """One value of any kind."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.fail("nesting too deep")
        try:
            return self._value()
        finally:
            self.depth -= 1

    def _value(self) -> Any:
        ch = self.peek()
        if not ch:
            raise self.fail("text ends, expected a value")
        if ch == "{":
            return self.mapping()
        if ch == "[":
            return self.sequence("[", "]")
        if ch == "(":
            items = self.sequence("(", ")")
            return items
        if ch == "<":
            return self.angle()
        if self.text.startswith("...", self.pos):
            self.pos += 3
            return _ELLIPSIS
        if ch in "'\"" or (ch in "rbuRBUfF" and self.pos + 1 < len(self.text) and self.text[self.pos + 1] in "'\""):
            return self.string()
        m = _NUMBER.match(self.text, self.pos)
        if m and m.group(0) not in ("+", "-", ".") and not _continues_word(self.text, m.end()):
            self.pos = m.end()
            num = m.group(0).replace("_", "")
            return float(num) if any(c in num for c in ".eE") else read_int(num)
        return self.word()

    def word(self) -> Any:
        """A constant, an object repr Name(...), or a bare word kept as a string."""
        m = _BARE.match(self.text, self.pos)
        if not m:
            raise self.fail(f"unexpected {self.text[self.pos]!r}")
        word = m.group(0)
        self.pos = m.end()
        if word in _CONSTANTS:
            return _CONSTANTS[word]
        if word in _FLOATS:
            return _FLOATS[word]
        if self.pos < len(self.text) and self.text[self.pos] == "(" and _NAME.fullmatch(word):
            return self.call(word)
        return word

    def call(self, name: str) -> dict[str, Any]:
        """An object repr: positional values under "_args", keywords as keys."""
        self.expect("(")
        out: dict[str, Any] = {"_type": name}
        args: list[Any] = []
        self.arguments(")", out, args)
        if args:
            out["_args"] = args
        return out

    def arguments(self, closer: str, out: dict[str, Any], args: list[Any]) -> None:
        """k=v and positional items up to closer (consumed); closer '' means the end of the text."""
        while True:
            ch = self.peek()
            if closer and ch == closer:
                self.pos += 1
                return
            if not ch:
                if closer:
                    raise self.fail(f"text ends, expected {closer!r}")
                return
            m = re.compile(r"([A-Za-z_][\w.]*)\s*=(?!=)").match(self.text, self.pos)
            if m:
                self.pos = m.end()
                item = self.value()
                if item is not _ELLIPSIS:
                    out[m.group(1)] = item
            else:
                item = self.value()
                if item is not _ELLIPSIS:
                    args.append(item)
            ch = self.peek()
            if ch == ",":
                self.pos += 1
            elif not (ch == closer or (not closer and not ch)):
                raise self.fail("expected ',' between arguments")

    def mapping(self) -> Any:
        """A dict (or a set) literal."""
        self.expect("{")
        out: dict[Any, Any] = {}
        items: list[Any] = []
        while True:
            if self.peek() == "}":
                self.pos += 1
                return out if out or not items else items
            key = self.value()
            if self.peek() == ":":
                self.pos += 1
                val = self.value()
                if key is not _ELLIPSIS:
                    out[_hashable(key)] = val
            elif key is not _ELLIPSIS:
                items.append(key)
            ch = self.peek()
            if ch == ",":
                self.pos += 1
            elif ch != "}":
                raise self.fail("expected ',' or '}' in a dict" if ch else "text ends inside a dict")

    def sequence(self, opener: str, closer: str) -> list[Any]:
        """A list or tuple literal."""
        self.expect(opener)
        out: list[Any] = []
        while True:
            if self.peek() == closer:
                self.pos += 1
                return out
            item = self.value()
            if item is not _ELLIPSIS:
                out.append(item)
            ch = self.peek()
            if ch == ",":
                self.pos += 1
            elif ch != closer:
                raise self.fail(f"expected ',' or {closer!r}" if ch else f"text ends, expected {closer!r}")

    def angle(self) -> str:
        """A `<...>` repr, kept verbatim as a string."""
        start = self.pos
        depth = 0
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch in "'\"":
                self.string()
                continue
            if ch == "<":
                depth += 1
            elif ch == ">":
                depth -= 1
                if depth == 0:
                    self.pos += 1
                    return self.text[start:self.pos]
            self.pos += 1
        raise self.fail("text ends inside a <...> repr")

    def string(self) -> str:
        """A quoted string with optional prefix; escapes decoded, raw strings kept."""
        raw = False
        while self.text[self.pos] in "rbuRBUfF":
            raw = raw or self.text[self.pos] in "rR"
            self.pos += 1
        quote = self.text[self.pos]
        if self.text.startswith(quote * 3, self.pos):
            quote = quote * 3
        self.pos += len(quote)
        parts: list[str] = []
        while True:
            if self.pos >= len(self.text):
                raise self.fail("text ends inside a string")
            if self.text.startswith(quote, self.pos):
                self.pos += len(quote)
                return "".join(parts)
            ch = self.text[self.pos]
            if ch == "\\" and self.pos + 1 < len(self.text):
                nxt = self.text[self.pos + 1]
                if raw:
                    parts.append(ch + nxt)
                elif nxt in _ESCAPES:
                    parts.append(_ESCAPES[nxt])
                elif nxt in "xuU":
                    width = {"x": 2, "u": 4, "U": 8}[nxt]
                    code = self.text[self.pos + 2:self.pos + 2 + width]
                    try:
                        parts.append(chr(int(code, 16)))
                    except ValueError:
                        parts.append("\\" + nxt + code)
                    self.pos += width
                else:
                    parts.append("\\" + nxt)
                self.pos += 2
                continue
            parts.append(ch)
            self.pos += 1


def _continues_word(text: str, end: int) -> bool:
    """True when a number is really the head of a bare word (e.g. 8x, 0.0.0.dev1)."""
    return end < len(text) and (text[end].isalnum() or text[end] in "._-/") and text[end] not in "eE"


def _hashable(key: Any) -> Any:
    """Dict keys as the parser can hold them (lists/dicts become their text)."""
    try:
        hash(key)
        return key
    except TypeError:
        return str(key)


def parse_repr(text: str) -> Any:
    """Read one Python repr (dict, list, Name(...)), refusing trailing text."""
    reader = _Reader(text)
    value = reader.value()
    if reader.peek():
        raise reader.fail("unexpected text after the value")
    return None if value is _ELLIPSIS else value


def parse_kwargs(text: str) -> dict[str, Any]:
    """Read `a=1, b='x', c=Name(...)` (a Namespace body or vLLM's engine-config line) into a dict."""
    reader = _Reader(text)
    out: dict[str, Any] = {}
    args: list[Any] = []
    reader.arguments("", out, args)
    return out
