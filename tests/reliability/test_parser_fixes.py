"""Regression tests of parser bugs the hostile-input runs found (one test per fix)."""

from __future__ import annotations

import warnings
from pathlib import Path

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


@pytest.mark.parametrize("text, kept", [
    (f"<p>vLLM 0.6.3 on 8x H100 SXM serving Llama-3.1-70B: output throughput 9{'9' * 400} tok/s at concurrency 64</p>"
     "<p>With vLLM 0.6.3 we measured 1234 tok/s output throughput at concurrency 64.</p>", [1234.0]),
    (f"<p>vLLM 0.6.3 on {'9' * 5000}x H100 SXM: output throughput 1234 tok/s, input length {'9' * 5000} tokens</p>",
     None),
    (f"<table><tr><th>concurrency</th><th>output tok/s</th></tr><tr><td>{'9' * 5000}</td><td>12</td></tr></table>"
     "<p>Output throughput was 987 tok/s.</p>", [987.0]),
    (f"<p>Output throughput was 555 tok/s with --request-rate {'9' * 500}.</p>", None),
], ids=["400-digit-value", "5000-digit-count-and-length", "5000-digit-table-cell", "500-digit-request-rate"])
def test_digit_runs_no_figure_has_are_skipped_not_fatal(text: str, kept: list[float] | None) -> None:
    """A number too long to be a figure (inf as a float, past Python's int-digits limit) drops only what holds it."""
    from extractors.content import parse_document
    from extractors.writeup import extract_writeup

    records = extract_writeup(parse_document(text.encode(), "text/html"), 0, "http://127.0.0.1/post")
    hostile.assert_json_safe(records)
    values = sorted(r["value"] for r in records)
    assert all(abs(v) < 1e31 for v in values)
    if kept is not None:
        assert values == kept


@pytest.mark.parametrize("digits, ok", [(30, True), (31, False), (400, False), (5000, False)])
def test_number_conversion_bound(digits: int, ok: bool) -> None:
    """MAX_NUMBER_DIGITS is the one bound: up to it a number converts, past it ImplausibleNumber (a ValueError)."""
    from extractors.numbers import ImplausibleNumber, length_value, to_float, to_int

    text = "9" * digits
    for convert in (to_float, to_int, lambda t: length_value(t, "K")):
        if ok:
            assert convert(text) > 0
        else:
            with pytest.raises(ImplausibleNumber):
                convert(text)


@pytest.mark.parametrize("text", ["1e309", "1e309192", "-1E400", "inf", "nan"])
def test_an_exponent_past_float_range_is_not_a_figure(text: str) -> None:
    """A short number whose value is infinite (or not a number) is refused like a long one, never returned."""
    from extractors.numbers import ImplausibleNumber, to_float

    with pytest.raises(ImplausibleNumber):
        to_float(text)


def test_a_sweep_setting_with_an_infinite_exponent_keeps_the_record_json_safe() -> None:
    """Found by the long hypothesis run: 'max_num_batched_tokens=1e309192' as a sweep point became x=inf."""
    case = Path(__file__).parents[1] / "gold" / "cases" / "13_list_variations.html"
    raw = case.read_bytes().replace(b"max_num_batched_tokens=8192", b"max_num_batched_tokens=1e309192")
    assert b"1e309192" in raw
    out = hostile.run_pipeline(raw)
    assert out.ok and out.records >= 1, out.error


def test_a_tag_with_100000_attributes_parses_in_bounded_time() -> None:
    """libxml2 checks each attribute against all before it: a start tag keeps only its first MAX_TAG_ATTRIBUTES."""
    from extractors.content import parse_document

    raw = b"<p " + b" ".join(b"a%d=x" % i for i in range(100_000)) + b">vLLM served 1234 tok/s</p>"
    out = hostile.run_writeup(raw, "text/html", bound=5.0)
    assert out.ok and out.seconds < 5.0
    assert "1234 tok/s" in parse_document(raw, "text/html").text


def test_a_long_attribute_value_is_kept_whole() -> None:
    """An 8 MB attribute is one attribute: the cap on attribute counts leaves the tag and its text alone."""
    from extractors.content import parse_document

    raw = b'<p title="' + b"a" * 8_000_000 + b'">vLLM 1234 tok/s</p><p>after</p>'
    assert parse_document(raw, "text/html").text.split() == ["vLLM", "1234", "tok/s", "after"]


def _figure_page(table_rows: int, prose: int) -> bytes:
    """A page of table_rows rows of two output-throughput columns and prose paragraphs of one figure each."""
    rows = "".join(f"<tr><td>{2 ** (i % 8)}</td><td>{100 + i}.5</td><td>{200 + i}.5</td></tr>" for i in range(table_rows))
    table = ("<table><tr><th>concurrency</th><th>output tok/s (run 1)</th><th>output tok/s (run 2)</th></tr>"
             + rows + "</table>") if table_rows else ""
    paras = "".join(f"<p>Run {i}: vLLM gave {300 + i}.25 tok/s output throughput on the H100.</p>" for i in range(prose))
    return f"<html><body><p>vLLM 0.9.1 serving Llama-3.1-8B on one H100.</p>{table}{paras}</body></html>".encode()


@pytest.mark.parametrize("table_rows,prose,refused", [
    (3, 0, False),   # 6 table figures: at the limit
    (3, 1, True),    # one prose figure over it
    (4, 0, True),    # 8 table figures: over it inside the table
    (0, 6, False),
    (0, 7, True),
])
def test_a_page_over_the_figure_limit_is_refused_not_cut_short(monkeypatch: pytest.MonkeyPatch, table_rows: int,
                                                               prose: int, refused: bool) -> None:
    """A page with more figures than rules.MAX_FIGURES is one ExtractError, never a truncated set of records (a
    12 MB table of numbers took 11 s and 840 MB and gave 37 000 drafts before the limit)."""
    from benchrec.errors import ExtractError
    from extractors import rules
    from extractors.writeup import extract_writeup

    monkeypatch.setattr(rules, "MAX_FIGURES", 6)
    doc = parse_document(_figure_page(table_rows, prose), "text/html")
    if refused:
        with pytest.raises(ExtractError, match=r"^the page holds more than 6 figures \(the most read from one source\)"):
            extract_writeup(doc, 0, "https://example.test/p")
    else:
        values = sorted(r["value"] for r in extract_writeup(doc, 0, "https://example.test/p"))
        expected = [100.5 + i for i in range(table_rows)] + [200.5 + i for i in range(table_rows)] + [
            300.25 + i for i in range(prose)]
        assert values == sorted(expected)


def test_a_refused_page_stages_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through `benchrec ingest`: one stderr line naming the limit, exit 2, no draft written."""
    from benchrec.cli import main
    from extractors import rules

    monkeypatch.setattr(rules, "MAX_FIGURES", 6)
    page = tmp_path / "many.html"
    page.write_bytes(_figure_page(4, 0))
    monkeypatch.setenv("BENCHREC_HOME", str(tmp_path / "home"))
    assert main(["ingest", str(page)]) == 2
    assert not (tmp_path / "home" / "drafts").exists() or not any((tmp_path / "home" / "drafts").rglob("*.json"))
