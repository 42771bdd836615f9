"""canonical_bytes writes exactly canonical_json's bytes, through orjson where it can and json elsewhere."""

from __future__ import annotations

import dataclasses
import datetime as dt
import enum
import random
import struct

import pytest

from staging.hashing import canonical_bytes, canonical_json, content_hash


def _json_bytes(obj: object) -> bytes:
    """What canonical_json writes, as UTF-8."""
    return canonical_json(obj).encode("utf-8")


def _random_floats(n: int) -> list[float]:
    """Floats of every magnitude: random bit patterns and random powers of ten, rounded and not."""
    rnd = random.Random(11)
    out = []
    for _ in range(n):
        bits = struct.unpack("d", struct.pack("Q", rnd.getrandbits(64)))[0]
        if bits == bits and bits not in (float("inf"), float("-inf")):
            out.append(bits)
        x = rnd.choice((-1, 1)) * 10 ** rnd.uniform(-30, 30)
        out += [x, round(x, rnd.randint(0, 8))]
    return out


class Colour(enum.Enum):
    """An enum orjson writes and json refuses."""

    RED = "red"


@dataclasses.dataclass
class Point:
    """A dataclass orjson writes and json refuses."""

    x: int


class Text(str):
    """A str subclass."""


@pytest.mark.parametrize("value", [
    {}, [], "", 0, 1, -1, True, False, None, 2**63 - 1, -2**63, 2**64 - 1, 2**64, -2**63 - 1, 10**40,
    0.0, -0.0, 1e-4, 9.99e-5, -1e-5, 5e-324, 1e16, 1e15, 1.7976931348623157e308, 123456789012345.6, 0.1, 2.5,
    {"b": 1, "a": [1, 2.5, None], "é": {"z": "x\u2028y", "": "\x00\x1f\x7f\"\\"}}, (1, "a"), [[[[]]]],
    {"k": Text("sub")}, Text("top"), {"nested": {"deep": [{"x": 1e-7}]}},
], ids=repr)
def test_same_bytes_as_json(value: object) -> None:
    """Values orjson can write and values left to json alike give canonical_json's bytes."""
    assert canonical_bytes(value) == _json_bytes(value)


def test_every_character_as_key_and_value() -> None:
    """Escapes and key order agree for every code point a string can hold (surrogates aside)."""
    for start in range(0, 0x110000, 4096):
        chars = [chr(c) for c in range(start, start + 4096) if not 0xD800 <= c <= 0xDFFF]
        obj = {c: [c, "a" + c] for c in chars}
        assert canonical_bytes(obj) == _json_bytes(obj)


def test_floats_of_every_magnitude() -> None:
    """The floats orjson would write otherwise (under 1e-4) go to json; the rest match as orjson writes them."""
    floats = _random_floats(20000)
    assert canonical_bytes(floats) == _json_bytes(floats)
    for x in floats[:3000]:
        assert canonical_bytes({"v": x}) == _json_bytes({"v": x})


def test_random_key_orders() -> None:
    """Dicts with keys of mixed scripts sort as json sorts them."""
    rnd = random.Random(3)
    pool = [chr(c) for c in [*range(0x20, 0x250), 0x2028, 0xFEFF, 0x1F600, 0x10FFFF, 0xE000, 0xFFFF]]
    for _ in range(3000):
        obj = {"".join(rnd.choice(pool) for _ in range(rnd.randint(0, 4))): rnd.randint(-5, 5)
               for _ in range(rnd.randint(1, 8))}
        assert canonical_bytes(obj) == _json_bytes(obj)


def _raises(obj: object) -> tuple[type[BaseException], str]:
    """The exception canonical_json raises on a value."""
    with pytest.raises(Exception) as info:
        canonical_json(obj)
    return info.type, str(info.value)


@pytest.mark.parametrize("make", [
    lambda: float("nan"), lambda: {"x": [float("inf")]}, lambda: {1: "int key"}, lambda: {"s": {1, 2}},
    lambda: Colour.RED, lambda: {"d": dt.date(2026, 1, 1)}, lambda: Point(1), lambda: {"s": "\ud800"},
], ids=["nan", "inf", "int-key", "set", "enum", "date", "dataclass", "surrogate"])
def test_what_json_refuses_fails_the_same_way(make) -> None:  # type: ignore[no-untyped-def]
    """orjson writes NaN as null and dates, enums and dataclasses as values; the hash must fail as json does."""
    obj = make()
    if isinstance(obj, dict) and 1 in obj:  # json writes an int key as a string: the same bytes, not an error
        assert canonical_bytes(obj) == _json_bytes(obj)
        return
    if isinstance(obj, dict) and obj.get("s") == "\ud800":  # json writes it; UTF-8 cannot encode it
        with pytest.raises(UnicodeEncodeError):
            canonical_bytes(obj)
        return
    kind, message = _raises(obj)
    with pytest.raises(kind) as info:
        canonical_bytes(obj)
    assert str(info.value) == message


def test_a_value_holding_itself_fails_as_in_json() -> None:
    """A circular value does not loop: json reports it."""
    loop: list[object] = []
    loop.append(loop)
    with pytest.raises(ValueError, match="Circular reference"):
        canonical_bytes({"x": loop})


def test_nesting_deeper_than_orjson_goes() -> None:
    """Past orjson's depth limit, json writes the value."""
    deep: object = 1
    for _ in range(400):
        deep = [deep]
    assert canonical_bytes(deep) == _json_bytes(deep)


def test_content_hash_of_extracted_records_is_unchanged() -> None:
    """The content hash of real drafts is the sha256 of canonical_json, as RECORDS.md defines it."""
    import hashlib

    from bench.corpus import generate_corpus
    from extractors.content import parse_document
    from extractors.writeup import extract_writeup

    for page in generate_corpus(6):
        for rec in extract_writeup(parse_document(page.raw, "text/html"), 0, "https://example.test/p"):
            body = {k: v for k, v in rec.items() if k not in ("status", "audit", "review")}
            assert content_hash(rec) == hashlib.sha256(_json_bytes(body)).hexdigest()
