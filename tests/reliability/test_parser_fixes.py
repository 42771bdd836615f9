"""Regression tests of parser bugs the hostile-input runs found (one test per fix)."""

from __future__ import annotations

import warnings

import pytest

from extractors.content import parse_document
from tests.reliability import hostile


@pytest.mark.parametrize("raw", [b"<?xml", b'<?xml version="1.0"?><html><body><p>vLLM 12 tok/s</p></body></html>',
                                 b"http://example.com/post.html", b"post.html"])
def test_pages_that_look_like_xml_or_a_file_name_parse_without_warnings(raw: bytes) -> None:
    """bs4's XML and locator warnings are no concern of a write-up: no warning reaches a user (or pytest)."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        doc = parse_document(raw, "text/html")
    assert isinstance(doc.text, str)


@pytest.mark.parametrize("raw, pointer", [
    (b'{"tp_size": 8, "model_path": "m", "mem_fraction_static": NaN, "chunked_prefill_size": Infinity, '
     b'"context_length": 1e309, "version": "0.5.0"}', "mem_fraction_static"),
    (b"INFO 11-20 12:00:00 [utils.py:233] non-default args: {'model': 'm', 'tensor_parallel_size': 2, "
     b"'max_model_len': inf, 'gpu_memory_utilization': nan}\n"
     b"INFO 11-20 12:00:01 [api_server.py:1] vLLM API server version 0.11.0\n", "max_model_len"),
])
def test_dumps_drop_non_finite_numbers(raw: bytes, pointer: str) -> None:
    """A NaN or infinite setting is no value: the dump parses, strict JSON, and the setting is simply not given."""
    import dataclasses

    from extractors.dumps import detect_kind, parse_dump

    dump = parse_dump(raw, "d", 0, detect_kind(raw))
    as_dict = dataclasses.asdict(dump)
    hostile.assert_json_safe(as_dict)
    assert dump.parallelism["tp"] in (8, 2)
    assert all(pointer not in key for key in dump.pointers)


@pytest.mark.parametrize("raw", [
    b'{"tp_size": ' + b"[" * 100_000 + b"]" * 100_000 + b', "model_path": "x"}',
    b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
])
def test_deeply_nested_json_is_a_dump_error(raw: bytes) -> None:
    """Content detection and parsing of a 100 000-deep document end in one DumpError line, not RecursionError."""
    from benchrec.errors import DumpError
    from extractors.dumps import detect_kind, parse_dump

    kind = detect_kind(raw)
    with pytest.raises(DumpError) as info:
        parse_dump(raw, "deep.json", 0, kind)
    hostile.assert_clean_error(info.value)
