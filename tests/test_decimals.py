"""Pages that write decimal commas: detected from their prose and tables, read with the separators swapped, quoted
as written."""

from __future__ import annotations

import pytest

from extractors.content import parse_document
from extractors.decimals import decimal_point_view, swap_separators, writes_decimal_commas
from extractors.writeup import extract_writeup


def page(body: str) -> bytes:
    """A small HTML page around a body."""
    return f"<html><body><article>{body}</article></body></html>".encode()


@pytest.mark.parametrize("text,expected", [
    ("7.850 tok/s und 238,4 tok/s", "7,850 tok/s und 238.4 tok/s"),
    ("1.234.567 Token, 0,54 s", "1,234,567 Token, 0.54 s"),
    ("Treiber 581.57, Ollama 0.12.11, macOS 26.1", "Treiber 581.57, Ollama 0.12.11, macOS 26.1"),
    ("vom 14.11.2025, Llama 3.3 70B, Qwen2.5-1.5B", "vom 14.11.2025, Llama 3.3 70B, Qwen2.5-1.5B"),
    ("Runtime v1.57.1, 4.012 Token", "Runtime v1.57.1, 4,012 Token"),
    ("Batchgrößen 1,2,4,8", "Batchgrößen 1,2,4,8"),  # a list goes on after its comma: no decimal there
    # French groups thousands with a space (or a narrow no-break space): "1 032,4", "3 790 t/s"
    ("débit 1 032,4 tok/s et 3 790 t/s", "débit 1,032.4 tok/s et 3,790 t/s"),
    ("2\u202f890,6 tok/s", "2,890.6 tok/s"),
    ("4 × 32 Go, 16 ou 64", "4 × 32 Go, 16 ou 64"),
])
def test_swap_keeps_versions_and_dates(text: str, expected: str) -> None:
    """Numbers of the decimal-comma shape swap their separators in place; versions, dates and names stay."""
    assert swap_separators(text) == expected
    assert len(swap_separators(text)) == len(text)


@pytest.mark.parametrize("body,expected", [
    ("<p>Generierung 238,4 tok/s, TTFT 0,54 s, Prompt 1,8 TByte/s.</p>", True),
    ("<p>Decode 238.4 tok/s, TTFT 0.54 s, 7,850 tok/s prefill.</p>", False),
    ("<p>TP 1,2,4 and 8 gave 41.2, 80.5 and 150.3 tok/s.</p>", False),
    # two decimal commas are not enough, and a page's many decimal points outvote its commas
    ("<p>Generierung 238,4 tok/s, TTFT 0,54 s.</p>", False),
    ("<p>238,4 and 0,54 and 1,8 against 1.5, 2.5, 3.5 and 4.5 tok/s.</p>", False),
    # tool output keeps its decimal points and does not count against the prose
    ("<p>Generierung 238,4 tok/s, TTFT 0,54 s, 1,8 TByte/s.</p><pre><code>eval rate: 203.13 tokens/s\n"
     "prompt eval rate: 4718.21 tokens/s\ntotal 3.52 s 1.25 s 2.5 s</code></pre>", True),
])
def test_pages_that_write_decimal_commas(body: str, expected: bool) -> None:
    """A page writes decimal commas when its prose and tables hold at least three and twice as many as points."""
    assert writes_decimal_commas(parse_document(page(body), "text/html")) is expected


GERMAN = ("<h1>LM Studio 0.3.31 auf einer RTX 5090, Treiber 581.57</h1>"
          "<p>Es läuft immer nur eine einzige Anfrage. Token-Zahlen stammen aus den Statistiken, die LM Studio "
          "(bzw. die REST-API) selbst ausgibt.</p>"
          "<h3>gpt-oss-20b – Prompt: 4.012 Token, Ausgabe: 512 Token</h3>"
          "<table><thead><tr><th>System</th><th>Prompt (tok/s)</th><th>Generierung (tok/s)</th><th>TTFT (s)</th></tr>"
          "</thead><tbody><tr><td>RTX 5090</td><td>7.850</td><td>238,4</td><td>0,54</td></tr></tbody></table>"
          "<p>Mit 400 Watt sank die Generierung auf 224,6 tok/s.</p>"
          "<pre><code>eval rate:            203.13 tokens/s</code></pre>")


def test_a_german_page_is_read_with_decimal_commas_and_quoted_as_written() -> None:
    """Values read as the page means them; every quote is the page's own text at its offsets."""
    doc = parse_document(page(GERMAN), "text/html")
    recs = extract_writeup(doc, 0, "https://example.test/de")
    got = {(r["metric"], r["value"]): r for r in recs}
    assert sorted(got) == [("decode_tok_s", 203.13), ("decode_tok_s", 224.6), ("decode_tok_s", 238.4),
                           ("prefill_tok_s", 7850.0), ("ttft_ms", 540.0)]
    quotes = {key: r["provenance"]["fields"]["value"]["quote"] for key, r in got.items()}
    assert quotes[("prefill_tok_s", 7850.0)] == "7.850" and quotes[("decode_tok_s", 238.4)] == "238,4"
    assert quotes[("decode_tok_s", 203.13)] == "203.13"
    table = got[("decode_tok_s", 238.4)]
    assert (table["concurrency"], table["workload"]["input_len"], table["workload"]["output_len"]) == (1, 4012, 512)
    assert (table["token_counting"], table["hardware"]["driver_version"]) == ("engine_reported", "581.57")
    for rec in recs:
        for path, cite in rec["provenance"]["fields"].items():
            if "quote" in cite:
                assert doc.text[cite["start"]:cite["end"]] == cite["quote"], path


def test_a_page_with_decimal_points_is_read_as_it_is() -> None:
    """No view is made of a page that writes decimal points (its records are those of the page itself)."""
    doc = parse_document(page("<p>vLLM 0.11 on one H100: decode 1,234.5 tok/s, TTFT 0.54 s.</p>"), "text/html")
    assert decimal_point_view(doc) is None
    assert sorted(r["value"] for r in extract_writeup(doc, 0, None)) == [540.0, 1234.5]


MIXED = ("<p>vLLM 0.11.2 auf 4x RTX 3090, Concurrency-Läufe (Werte aus den JSON-Dateien kopiert):</p>"
         "<table><tr><th>Concurrency</th><th>Output tok/s</th><th>TTFT Median (ms)</th></tr>"
         "<tr><td>1</td><td>25.41</td><td>781.62</td></tr><tr><td>16</td><td>214.10</td><td>3050.37</td></tr></table>"
         "<p>Kurzer Chat, nur eine Anfrage gleichzeitig: 26,4 ± 0,2 Token/s bei der Generierung, TTFT 0,31 s. Das "
         "entspricht rund 1.100 Token/s Prefill.</p>")


def test_a_page_of_both_is_read_part_by_part() -> None:
    """A table copied with decimal points keeps them; the prose that writes decimal commas is read with them."""
    doc = parse_document(page(MIXED), "text/html")
    assert writes_decimal_commas(doc) is False
    values = sorted(r["value"] for r in extract_writeup(doc, 0, "https://example.test/de"))
    assert values == [25.41, 26.4, 214.1, 310.0, 781.62, 1100.0, 3050.37]


def test_a_page_of_points_with_a_few_commas_is_read_as_it_is() -> None:
    """A list of devices ("GPUs 0,1") on a page of decimal points is no decimal comma."""
    body = ("<p>vLLM 0.11 on GPUs 0,1 and 2,3 and 4,5 of the node.</p><p>Decode 41.25 tok/s, 80.5 tok/s, 150.25 tok/s, "
            "TTFT 0.54 s, 0.61 s and 0.72 s, ITL 9.25 ms.</p>")
    assert decimal_point_view(parse_document(page(body), "text/html")) is None
