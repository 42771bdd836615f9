"""Write-up rules, table-driven: units, metric words, methodology, repeats, claims and non-measurements."""

from __future__ import annotations

import pytest

from extractors.content import parse_document
from extractors.writeup import extract_writeup
from tests.test_content import bounded_parse


def records(text: str) -> list[dict]:
    """Records of a small HTML snippet."""
    doc = parse_document(f"<html><body><article>{text}</article></body></html>".encode(), "text/html")
    return extract_writeup(doc, 0, "https://example.test/post")


def one(text: str) -> dict:
    """The single record of a snippet."""
    recs = records(text)
    assert len(recs) == 1, [(r["metric"], r["value"]) for r in recs]
    return recs[0]


@pytest.mark.parametrize("text,metric,value", [
    ("<p>Decode reached 52.3k tok/s on the box.</p>", "decode_tok_s", 52300),
    ("<p>Prefill ran at 6,853 tokens per second.</p>", "prefill_tok_s", 6853),
    ("<p>Prompt processing: 1200 t/s.</p>", "prefill_tok_s", 1200),
    ("<p>Token generation 88.5 token/s.</p>", "decode_tok_s", 88.5),
    ("<p>Output throughput was 950 tok/sec at concurrency 32.</p>", "output_tok_s", 950),
    ("<p>Total throughput was 2,000 tokens/s at concurrency 32.</p>", "total_tok_s", 2000),
    ("<p>Overall throughput of 4176 tokens/s across batch sizes.</p>", "unspecified_tok_s", 4176),
    ("<p>TTFT was 0.85 s for the prompt.</p>", "ttft_ms", 850),
    ("<p>Mean TPOT 23 ms.</p>", "tpot_ms", 23),
    ("<p>Inter-token latency 7.5 ms.</p>", "itl_ms", 7.5),
    ("<p>End-to-end latency 3.2 seconds.</p>", "e2e_latency_ms", 3200),
    ("<p>The server handled 6.5 req/s.</p>", "req_s", 6.5),
    ("<p>Decode 40.2 ± 0.3 tok/s.</p>", "decode_tok_s", 40.2),
])
def test_units_and_metric_words(text: str, metric: str, value: float) -> None:
    """A figure with its unit becomes the metric its words name, in the canonical unit."""
    rec = one(text)
    assert rec["metric"] == metric and rec["value"] == pytest.approx(value)
    assert rec["provenance"]["fields"]["value"]["quote"]


@pytest.mark.parametrize("text", [
    "<p>FP8 made decode 2.5x faster.</p>",
    "<p>TTFT dropped by 35%.</p>",
    "<p>Each card has 96 GB and draws 350 W.</p>",
    "<p>Run with --max-num-batched-tokens 8192 and --max-num-seqs 8.</p>",
    "<p>The benchmark took 34.5 s in total.</p>",
    "<p>The theoretical ceiling is 9000 tok/s.</p>",
])
def test_not_measurements(text: str) -> None:
    """Ratios, percentages, specs, settings and durations are not records."""
    assert records(text) == []


@pytest.mark.parametrize("text,path,value", [
    ("<p>vLLM v0.20.0rc0 on 8x H100, decode 50 tok/s.</p>", "engine.version", "v0.20.0rc0"),
    ("<p>vLLM 0.17.0rc1 nightly, decode 50 tok/s.</p>", "engine.version", "0.17.0rc1 nightly"),
    ("<p>SGLang is the latest main version; decode 50 tok/s.</p>", "engine.version", "latest main"),
    ("<p>build: 086a63e3a (7340)</p><p>llama.cpp decode 50 tok/s.</p>", "engine.version", "086a63e3a (7340)"),
    ("<p>Driver/CUDA: 595.97 / 13.2. Decode 50 tok/s.</p>", "hardware.driver_version", "595.97"),
    ("<p>Driver/CUDA: 595.97 / 13.2. Decode 50 tok/s.</p>", "hardware.cuda_version", "13.2"),
    ("<pre>| NVIDIA-SMI 550.54.15  Driver Version: 550.54.15  CUDA Version: 12.4 |</pre><p>Decode 50 tok/s.</p>",
     "hardware.cuda_version", "12.4"),
    ("<p>On 2 H100s, decode 50 tok/s.</p>", "hardware.count", 2),
    ("<p>On 4x RTX PRO 6000, decode 50 tok/s.</p>", "hardware.count", 4),
    ("<p>Run with --tensor-parallel-size 8, decode 50 tok/s.</p>", "parallelism.tp", 8),
    ("<p>Run with -tp 2, decode 50 tok/s.</p>", "parallelism.tp", 2),
    ("<p>TP 8 x PP 1, decode 50 tok/s.</p>", "parallelism.pp", 1),
    ("<p>With --ep 4 --dp 2, decode 50 tok/s.</p>", "parallelism.ep", 4),
    ("<p>With --chunked-prefill-size 2048, prefill 50 tok/s.</p>", "config.chunked_prefill_size", 2048),
    ("<p>A 128K cold prompt prefilled at 6000 tok/s.</p>", "workload.input_len", 131072),
    ("<p>Single stream decode 50 tok/s.</p>", "concurrency", 1),
    ("<p>Decode 50 tok/s, tokens counted from the usage field, not SSE chunks.</p>", "token_counting", "usage_field"),
])
def test_methodology_fields(text: str, path: str, value: object) -> None:
    """Methodology facts land in their paths with a quote at their offsets."""
    rec = one(text)
    cur: object = rec
    for part in path.split("."):
        cur = cur[part]  # type: ignore[index]
    assert cur == value
    if path not in ("concurrency",):
        assert path in rec["provenance"]["fields"]


def test_quotes_index_the_text() -> None:
    """Every cited quote is found verbatim at its offsets."""
    html = "<p>SGLang v0.4.1 on 2x H100 with --tp 2: decode 182.4 tok/s, single stream.</p>"
    doc = parse_document(f"<html><body>{html}</body></html>".encode(), "text/html")
    for rec in extract_writeup(doc, 0, None):
        for f in rec["provenance"]["fields"].values():
            if "quote" in f:
                assert doc.text[f["start"]:f["end"]] == f["quote"]


def test_repeats_attach_to_headline() -> None:
    """Reruns, a sweep and an alternative join the headline instead of becoming records."""
    rec = one("<p>Prefill 6,853 tok/s single-stream at chunked_prefill_size=2048.</p>"
              "<p>Re-running the identical config reads 6,765 tok/s.</p>"
              "<p>chunked_prefill_size sweep: 2048 -> 6,853; 4096 -> 6,301; 1024 -> 6,012 tok/s.</p>"
              "<p>Backend swap: flashmla prefill backend 6,845 tok/s.</p>")
    assert rec["variance"]["reruns"] == [6853, 6765]
    assert rec["variance"]["sweeps"][0]["param"] == "chunked_prefill_size"
    assert [p["x"] for p in rec["variance"]["sweeps"][0]["points"]] == [2048, 4096, 1024]
    assert rec["variance"]["alternatives"][0]["value"] == 6845


def test_claim_is_flagged() -> None:
    """A figure someone else reported is a claim, without the author's versions."""
    recs = records("<p>vLLM 0.7.2 decode 41.8 tok/s.</p><p>Someone else claimed 130 tok/s on other hardware.</p>")
    claims = [r for r in recs if r["is_claim"]]
    assert len(claims) == 1 and claims[0]["value"] == 130 and claims[0]["engine"]["version"] is None


def test_thread_inherits_setup_with_a_cue() -> None:
    """A comment that reuses the first post's setup inherits hardware and TP, and says so."""
    html = ('<div class="timeline-comment" data-author="a"><p>2x A100 with --tp 2.</p></div>'
            '<div class="timeline-comment" data-author="b"><p>Same setup: decode 99.5 tok/s.</p></div>')
    rec = one(html)
    assert rec["hardware"]["count"] == 2 and rec["parallelism"]["tp"] == 2
    assert "inherited" in rec["notes"] and rec["inherited_context"]


def test_hostile_extraction_is_bounded() -> None:
    """Extraction over hostile pages ends with a result or a one-line error."""
    for raw in (b"<p>" + b"decode 1 tok/s " * 300000 + b"</p>", b"<div>" * 10000 + b"decode 3 tok/s"):
        outcome = bounded_extract(raw)
        assert outcome.startswith(("ok", "error")), outcome


def _extract_child(raw: bytes, q) -> None:  # type: ignore[no-untyped-def]
    """Extract in a child process and report the outcome."""
    from benchrec.errors import BenchrecError

    try:
        q.put(f"ok {len(extract_writeup(parse_document(raw, 'text/html'), 0, None))}")
    except BenchrecError as exc:
        q.put("error " + str(exc))
    except BaseException as exc:  # noqa: BLE001
        q.put("crash " + type(exc).__name__)


def bounded_extract(raw: bytes, seconds: float = 30.0) -> str:
    """Run extraction with a time bound."""
    import multiprocessing as mp

    ctx = mp.get_context("fork")
    q = ctx.Queue()
    p = ctx.Process(target=_extract_child, args=(raw, q))
    p.start()
    p.join(seconds)
    if p.is_alive():
        p.kill()
        p.join()
        return "hang"
    return q.get(timeout=1) if not q.empty() else "crash none"


assert bounded_parse  # shared helper imported for hostile parsing
