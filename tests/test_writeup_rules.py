"""Write-up rules, table-driven: units, metric words, methodology, repeats, claims and non-measurements."""

from __future__ import annotations

import pytest

from extractors import rules
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
    ("<p>vLLM 0.6.4 on 8x MI300X, ROCm 6.2.1, amdgpu driver 6.8.5; decode 50 tok/s.</p>", "hardware.rocm_version",
     "6.2.1"),
    ("<p>vLLM 0.6.4 on 8x MI300X, ROCm 6.2.1, amdgpu driver 6.8.5; decode 50 tok/s.</p>", "hardware.driver_version",
     "6.8.5"),
    ("<pre>docker run rocm/vllm:rocm6.3.1_vllm_0.8.5_20250521</pre><p>On one MI300X, decode 50 tok/s.</p>",
     "hardware.rocm_version", "6.3.1"),
    ("<p>On 2 H100s, decode 50 tok/s.</p>", "hardware.count", 2),
    ("<p>On 4x RTX PRO 6000, decode 50 tok/s.</p>", "hardware.count", 4),
    ("<p>Run with --tensor-parallel-size 8, decode 50 tok/s.</p>", "parallelism.tp", 8),
    ("<p>Run with -tp 2, decode 50 tok/s.</p>", "parallelism.tp", 2),
    ("<p>TP 8 x PP 1, decode 50 tok/s.</p>", "parallelism.pp", 1),
    ("<p>With --ep 4 --dp 2, decode 50 tok/s.</p>", "parallelism.ep", 4),
    ("<p>With --chunked-prefill-size 2048, prefill 50 tok/s.</p>", "config.chunked_prefill_size", 2048),
    ("<p>A 128K cold prompt prefilled at 6000 tok/s.</p>", "workload.input_len", 131072),
    ("<p>Single stream decode 50 tok/s.</p>", "concurrency", 1),
    ("<p>Generation was capped at 512 tokens. Decode 50 tok/s.</p>", "workload.output_len", 512),
    ("<pre>>>> /set parameter num_predict 256</pre><p>Decode 50 tok/s.</p>", "workload.output_len", 256),
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


# ------------------------------------------------------------------ variations of a baseline, written as items

def parse(raw: str, ctype: str) -> tuple[object, list[dict]]:
    """The document and records of a page given whole (HTML wrapped in an article, text as it is)."""
    body = f"<html><body><article>{raw}</article></body></html>" if ctype == "text/html" else raw
    doc = parse_document(body.encode(), ctype)
    return doc, extract_writeup(doc, 0, "https://example.test/post")


VARIATION_CASES = [
    pytest.param(
        "<p>vLLM on 1x H100, decode measured one request at a time.</p><ul>"
        "<li>Baseline, max_num_seqs=64: 812 tok/s decode</li><li>max_num_seqs=128: 905 tok/s</li>"
        "<li>max_num_seqs=32: 640 tok/s</li><li>Repeat of the baseline: 808 tok/s</li>"
        "<li>--attention-backend triton: 830 tok/s</li><li>prefix caching enabled: 823 tok/s</li>"
        "<li>4K-token prompt instead of 1K: 700 tok/s</li></ul>", "text/html",
        812, [812, 808], {"max_num_seqs": {64: 812, 128: 905, 32: 640}},
        {830: "--attention-backend triton", 823: "prefix caching enabled"},
        {700: ("workload.input_len", 4096)}, ("attention_backend",), id="html-list"),
    pytest.param(
        "Decode on 2x L40S with vLLM, one request at a time.\n\n"
        "- Baseline, --max-num-seqs 48 -> 512 tok/s decode\n- --max-num-seqs 96 -> 575 tok/s\n"
        "- second run -> 506 tok/s\n- with fp8 KV cache -> 550 tok/s\n- output length 2048 -> 490 tok/s\n",
        "text/markdown", 512, [512, 506], {"max_num_seqs": {48: 512, 96: 575}}, {550: "with fp8 kv cache"},
        {490: ("workload.output_len", 2048)}, (), id="markdown-arrows"),
    pytest.param(
        "<p>SGLang decode on 1x B200, single stream.</p>"
        "<table><tr><th>Setting</th><th>Decode tok/s</th></tr><tr><td>Baseline (cuda_graph_max_bs=8)</td><td>431</td></tr>"
        "<tr><td>cuda_graph_max_bs=16</td><td>447</td></tr><tr><td>re-run</td><td>428</td></tr>"
        "<tr><td>--sampling-backend pytorch</td><td>419</td></tr></table>", "text/html",
        431, [431, 428], {"cuda_graph_max_bs": {8: 431, 16: 447}}, {419: "--sampling-backend pytorch"}, {},
        ("sampling_backend",), id="table-rows"),
    pytest.param(
        "Prefill with SGLang on 4x MI300X, one request at a time\n"
        "Reference run, chunked_prefill_size 8192: 9120 tok/s prefill\n"
        "chunked_prefill_size 16384: 9475 tok/s\n"
        "Same config again: 9088 tok/s\n"
        "batch size 4 instead of 1: 15200 tok/s\n", "text/plain",
        9120, [9120, 9088], {"chunked_prefill_size": {8192: 9120, 16384: 9475}}, {}, {15200: None}, (),
        id="plain-lines"),
]


@pytest.mark.parametrize("raw,ctype,head,reruns,sweeps,alts,others,not_config", VARIATION_CASES)
def test_items_after_a_baseline_are_its_variations(raw: str, ctype: str, head: float, reruns: list[float],
                                                  sweeps: dict, alts: dict, others: dict,
                                                  not_config: tuple[str, ...]) -> None:
    """Repeats, the baseline's parameter at other values and other settings join the baseline; a workload change
    is a record of its own; settings named only by a variation never reach the baseline's config."""
    doc, recs = parse(raw, ctype)
    by_value = {r["value"]: r for r in recs}
    assert set(by_value) == {head, *others}, sorted(by_value)
    rec = by_value[head]
    var = rec["variance"]
    assert var["reruns"] == reruns
    got_sweeps = {s["param"]: {p["x"]: p["value"] for p in s["points"]} for s in var["sweeps"]}
    assert got_sweeps == sweeps
    assert {a["value"]: a["change"].lower() for a in var["alternatives"]} == {v: c.lower() for v, c in alts.items()}
    for key in not_config:
        assert key not in rec["config"], rec["config"]
    for param, points in sweeps.items():
        base_x = next(iter(points))
        if param in rec["config"]:
            assert rec["config"][param] == base_x
    for value, expect in others.items():
        other = by_value[value]
        assert not any(other["variance"][k] for k in ("reruns", "sweeps", "alternatives"))
        if expect:
            path, want = expect
            section, key = path.split(".")
            assert other[section][key] == want
            assert path in other["provenance"]["fields"]
    for r in recs:
        for f in r["provenance"]["fields"].values():
            if "quote" in f:
                assert doc.text[f["start"]:f["end"]] == f["quote"]


@pytest.mark.parametrize("raw,values", [
    ("<ul><li>Default: 812 tok/s decode</li><li>prefix caching enabled: 830 tok/s</li></ul>", [812, 830]),
    ("<ul><li>max_num_seqs=32: 640 tok/s decode</li><li>Baseline, max_num_seqs=64: 812 tok/s</li></ul>", [640, 812]),
    ("<ul><li>Baseline: 812 tok/s decode</li></ul><p>Unrelated.</p><ul><li>block_size=32: 808 tok/s</li></ul>",
     [812, 808]),
])
def test_items_without_a_baseline_before_them_stay_records(raw: str, values: list[float]) -> None:
    """Without a baseline item earlier in the same run, every item is its own measurement."""
    recs = records(raw)
    assert [r["value"] for r in recs] == values
    assert not any(r["variance"]["alternatives"] or r["variance"]["sweeps"] for r in recs)


# ------------------------------------------------------------------ observations: utilisation, power, diagnosis

OBSERVATION_CASES = [
    ("<p>Prefill 6,100 tok/s single stream on 2x H100.</p><p>During the run nvidia-smi read GPU util 91% at 290 W "
     "of 700 W per card. We think it is link-bound over PCIe. The weather was fine.</p>",
     ["During the run nvidia-smi read GPU util 91% at 290 W of 700 W per card.",
      "We think it is link-bound over PCIe."], {"gpu_util_pct": 91, "power_w": 290, "power_cap_w": 700}),
    ("<p>Decode 48 tok/s single stream on 1x L40S.</p>"
     "<ul><li>GPU utilization of 95% at 330 W -> compute-bound</li></ul>",
     ["GPU utilization of 95% at 330 W -> compute-bound"], {"gpu_util_pct": 95, "power_w": 330}),
    ("<p>Decode 48 tok/s single stream on 1x L40S. The card is memory-bound, as expected.</p>", [], None),
]


@pytest.mark.parametrize("raw,expected,util", OBSERVATION_CASES)
def test_observations_are_cited_exactly(raw: str, expected: list[str], util: dict | None) -> None:
    """Utilisation/power sentences and the diagnosis beside them land in `observations`, each quoted at its offsets,
    and the derivation reads the figures from them."""
    from extractors.derive import derive_power_reading, find_util_power

    doc, recs = parse(raw, "text/html")
    rec = recs[0]
    assert rec.get("observations", []) == expected
    for n, text in enumerate(expected):
        cite_ = rec["provenance"]["fields"][f"observations.{n}"]
        assert cite_["quote"] == text == doc.text[cite_["start"]:cite_["end"]]
    got = find_util_power(rec)
    assert (got is None) if util is None else got == {k: float(v) for k, v in util.items()}
    if util and "power_cap_w" in util:
        derive_power_reading(rec, None)
        assert rec["utilisation"]["reading"] == "link_bound"


def test_observations_go_to_the_headline_of_their_post() -> None:
    """In a thread each post's observation goes to that post's headline: the record with its variations."""
    html = ('<div class="timeline-comment" data-author="a"><ul><li>Baseline, block_size=16: 500 tok/s decode</li>'
            '<li>block_size=32: 520 tok/s</li></ul><p>A 2K-token prompt decodes at 470 tok/s.</p>'
            '<p>GPU util 88% at 210 W of 600 W: PCIe-bound.</p></div>'
            '<div class="timeline-comment" data-author="b"><p>Decode 300 tok/s on my box.</p></div>')
    by_value = {r["value"]: r for r in records(html)}
    assert by_value[500]["observations"] == ["GPU util 88% at 210 W of 600 W: PCIe-bound."]
    assert "observations" not in by_value[470] and "observations" not in by_value[300]


# ------------------------------------------------------------------ write-ups in the wild: lists, captions, pasted tables, load


def _get(rec: dict, path: str) -> object:
    """A dotted field of a record."""
    cur: object = rec
    for part in path.split("."):
        if isinstance(cur, list) and part.isdigit():
            cur = cur[int(part)] if int(part) < len(cur) else None
        else:
            cur = cur.get(part) if isinstance(cur, dict) else None
    return cur


WILD_CASES = [
    pytest.param("<pre>vllm serve deepseek-ai/DeepSeek-R1 --tensor-parallel-size 8 --enable-expert-parallel "
                 "--enable-prefix-caching</pre><p>On 8x H200 at concurrency 128 the output throughput is 2436.7 tok/s. "
                 "Without EP it is 2810.4 tok/s, and with no prefix caching 2390.2 tok/s.</p>",
                 {2436.7: {"config.enable_expert_parallel": True, "config.enable_prefix_caching": True},
                  2810.4: {"config.enable_expert_parallel": None, "config.enable_prefix_caching": True},
                  2390.2: {"config.enable_expert_parallel": True, "config.enable_prefix_caching": None}},
                 id="figure-measured-without-a-setting-drops-it"),
    pytest.param("<p>vLLM 0.7.3 on 1x H100 SXM, Llama-3.1-8B-Instruct.</p><pre>$ python benchmarks/benchmark_throughput.py "
                 "--input-len 1024 --output-len 256 --num-prompts 1000\nThroughput: 11.52 requests/s, 14745.60 total "
                 "tokens/s, 2949.12 output tokens/s</pre><pre>$ python benchmarks/benchmark_latency.py --input-len 32 "
                 "--output-len 128 --batch-size 8\nAvg latency: 1.2345 seconds\n50% percentile latency: 1.2300 seconds"
                 "</pre><pre>$ python -m sglang.bench_one_batch --batch 1 --input-len 1024 --output-len 128\nPrefill. "
                 "latency: 0.03512 s, throughput:  29157.18 token/s\nDecode 0. Batch size: 1, latency: 0.00712 s, "
                 "throughput:    140.45 token/s</pre>",
                 {11.52: {"workload.num_prompts": 1000}, 14745.6: {}, 2949.12: {},
                  1234.5: {"concurrency": 8, "basis": "aggregate", "workload.num_prompts": None,
                           "workload.input_len": 32},
                  29157.18: {"concurrency": 1, "workload.num_prompts": None, "workload.input_len": 1024}},
                 id="each-benchmark-command-its-own-load-and-workload"),
    pytest.param("<p>vllm serve Llama-3.1-8B on 1x H100 SXM, benchmark_serving.py with --num-prompts 200.</p>"
                 "<p>On v0.6.1:</p><pre>============ Serving Benchmark Result ============\nSuccessful requests:"
                 "                     200\nOutput token throughput (tok/s):         3204.50\n"
                 "==================================================</pre><p>On v0.6.3:</p>"
                 "<pre>============ Serving Benchmark Result ============\nSuccessful requests:                     200"
                 "\nOutput token throughput (tok/s):         2841.30\n==================================================</pre>"
                 "<h3>vLLM 0.6.1</h3><pre>============ Serving Benchmark Result ============\nSuccessful requests:"
                 "                     100\nRequest throughput (req/s):              9.61\n"
                 "==================================================</pre>",
                 {3204.5: {"engine.version": "v0.6.1"}, 2841.3: {"engine.version": "v0.6.3"},
                  9.61: {"engine.version": "0.6.1"}}, id="release-leading-into-tool-output"),
    pytest.param("<p>Llama-3.1-8B on 1x H100 SXM, single stream. Decode is 138.2 tok/s on vLLM 0.6.3 against 151.1 "
                 "tok/s on vLLM 0.6.1.</p><p>With SGLang v0.4.1 we got 160.2 tok/s while SGLang v0.3.6 gave 149.0 tok/s."
                 "</p>", {138.2: {"engine.version": "0.6.3"}, 151.1: {"engine.version": "0.6.1"},
                          160.2: {"engine.version": "v0.4.1"}, 149.0: {"engine.version": "v0.3.6"}},
                 id="each-side-of-a-release-comparison-its-release"),
    pytest.param("<pre>vLLM Version: 0.6.3.post1</pre><p>vllm serve on 1x H100 SXM, Llama-3.1-8B, single stream: decode "
                 "is 38.2 tok/s on 0.6.3 against 45.1 tok/s on 0.6.1, and 44.0 tok/s on 2.5.1.</p>",
                 {38.2: {"engine.version": "0.6.3"}, 45.1: {"engine.version": "0.6.1"},
                  44.0: {"engine.version": None}}, id="bare-releases-compared-in-a-sentence"),
    pytest.param("<p>SGLang v0.3.6 was slower still.</p><table><tr><th>vLLM version</th><th>Driver version</th>"
                 "<th>Output throughput (tok/s)</th></tr><tr><td>0.6.1</td><td>550.54.15</td><td>1510.2</td></tr>"
                 "<tr><td>0.6.3</td><td>550.54.15</td><td>1382.5</td></tr></table>",
                 {1510.2: {"engine.id": "vllm", "engine.version": "0.6.1"},
                  1382.5: {"engine.id": "vllm", "engine.version": "0.6.3"}}, id="release-column"),
    pytest.param("<p>vLLM 0.6.3 on 4x H100, Llama-3.1-70B: decode 38.2 tok/s single stream.</p><pre>GPU Topology:\n"
                 "GPU0\tGPU1\tCPU Affinity\nGPU0\t X \tNV18\t0-55\nGPU1\tNV18\t X \t0-55\n\nLegend:\n\n"
                 "  X    = Self\n  SYS  = Connection traversing PCIe as well as the SMP interconnect between NUMA nodes\n"
                 "  NV#  = Connection traversing a bonded set of # NVLinks</pre>",
                 {38.2: {"hardware.interconnect_as_written": "NV18"}}, id="topology-matrix-not-its-legend"),
    pytest.param("<p>vLLM 0.6.3 on 2x L40S, Llama-3.1-8B: decode 98.2 tok/s single stream.</p><pre>GPU0\tGPU1\n"
                 "GPU0\t X \tSYS\nGPU1\tSYS\t X \n\nLegend:\n\n  SYS  = Connection traversing PCIe as well as the SMP "
                 "interconnect between NUMA nodes\n  PIX  = Connection traversing at most a single PCIe bridge</pre>",
                 {98.2: {"hardware.interconnect_as_written": None}}, id="topology-legend-names-no-fabric"),
    pytest.param("<p>vLLM on 2x A100. We sent 2,000 random prompts, 1024 input and 128 output tokens each; output "
                 "throughput was 3,100 tok/s at concurrency 64.</p>",
                 {3100: {"workload.num_prompts": 2000, "workload.input_len": 1024, "workload.output_len": 128}},
                 id="prompt-count-with-kind-and-lengths-joined-by-and"),
    pytest.param("<p>SGLang v0.4.3 and vLLM v0.7.3 on 2x RTX 6000 Ada.</p><p>SGLang: 38.2 tok/s generation, TTFT 0.21s. "
                 "vLLM: 34.9 tok/s, TTFT 0.25s.</p>",
                 {38.2: {"engine.id": "sglang"}, 210: {"engine.id": "sglang"}, 34.9: {"engine.id": "vllm"},
                  250: {"engine.id": "vllm", "engine.version": "v0.7.3"}}, id="lower-case-engine-opens-a-sentence"),
    pytest.param("<h1>Llama 3.3 70B AWQ on 2x RTX 3090</h1><p>With vLLM the decode speed was 24.1 tok/s.</p>",
                 {24.1: {"model.name": "Llama 3.3 70B"}}, id="model-version-written-apart"),
    pytest.param("<p>llama.cpp build 4880 on an M4 Max.</p><table><tr><th>Model</th><th>Prompt processing (t/s)</th>"
                 "<th>Generation (t/s)</th></tr><tr><td>Llama 3.1 8B</td><td>812.5</td><td>68.3</td></tr>"
                 "<tr><td>Qwen 2.5 32B</td><td>171.2</td><td>18.9</td></tr></table>",
                 {812.5: {"model.name": "Llama 3.1 8B", "engine.version": "4880"}, 68.3: {"model.name": "Llama 3.1 8B"},
                  171.2: {"model.name": "Qwen 2.5 32B"}, 18.9: {"model.name": "Qwen 2.5 32B"}}, id="model-column"),
    pytest.param("<p>I compared the Qwen models with vLLM on an H100: decode reached 61 tok/s.</p>",
                 {61: {"model.name": None}}, id="bare-family-is-no-model"),
    pytest.param("<p>vLLM on one H100, --max-concurrency 64.</p><pre>============ Serving Benchmark Result ============\n"
                 "Successful requests:                     640\nOutput token throughput (tok/s):         4221.07\n"
                 "==================================================</pre><p>That is about 66 tok/s per user.</p>",
                 {4221.07: {"concurrency": 64}}, id="per-user-share-is-derived"),
    pytest.param("<p>vLLM on one H100 at 64 concurrent users: 4,221 tok/s output throughput. Each user saw 35 tok/s "
                 "per user at the peak.</p>", {4221: {"concurrency": 64}, 35: {}}, id="per-user-rate-not-derived"),
    pytest.param("<p>exllamav2 on 2x 3090.</p><ul><li>Prefill: 950 t/s (c=1)</li><li>Throughput: 1,234 tok/s (conc=32)</li>"
                 "</ul>", {950: {"concurrency": 1, "basis": "single_stream"}, 1234: {"concurrency": 32}},
                 id="c-equals-load"),
    pytest.param("<p>I get 45 t/s with 2x 3090 on exl2, and a pair of A6000s does 52 t/s.</p>",
                 {45: {"hardware.accelerator_as_written": "3090", "hardware.count": 2},
                  52: {"hardware.accelerator_as_written": "A6000", "hardware.count": 2}}, id="and-clause-setups"),
    pytest.param("<p>vLLM on 2x 4090. Decode runs at 45 t/s. With concurrency=8 I see 310 tok/s total. TTFT "
                 "stayed near 180 ms.</p>", {45: {"concurrency": None}, 310: {"concurrency": 8},
                                              180: {"concurrency": 8}}, id="load-reaches-later-figures-only"),
    pytest.param("<h1>Qwen3-235B on 4x MI50 32GB - 18 t/s</h1><p>llama.cpp b5560 with HIP.</p><p>Command: <code>"
                 "./llama-server -m q.gguf -ngl 99 -c 32768 -fa -ts 1,1,1,1</code></p><p>With a 2k prompt, tg: 18.3 t/s.</p>",
                 {18.3: {"metric": "decode_tok_s", "hardware.accelerator_as_written": "MI50", "hardware.count": 4,
                         "config.n_gpu_layers": 99, "config.ctx_size": 32768, "config.flash_attn": True}},
                 id="title-figure-restated-and-llama-short-flags"),
    pytest.param("<p>vLLM on one H100. Run with <code>curl -c cookies.txt -b 1</code>: decode 40 tok/s.</p>",
                 {40: {"config": {}}}, id="short-flags-only-on-llama-lines"),
    pytest.param("<p>8x B200, TP8 EP8 DP2 PP1.</p><table><tr><th>Concurrency</th><th>Output tok/s</th></tr>"
                 "<tr><td>64</td><td>9,870</td></tr></table><p>Each point is the median of 3 runs.</p>",
                 {9870: {"parallelism.tp": 8, "parallelism.ep": 8, "parallelism.dp": 2, "parallelism.pp": 1,
                         "statistic": "median", "concurrency": 64}}, id="glued-degrees-and-page-statistic"),
    pytest.param("<p>vLLM on 8x B200. The median of 3 runs was 9,870 tok/s; a single run at batch 1 gave 253 tok/s."
                 "</p>", {9870: {"statistic": "median"}, 253: {"statistic": "single_run"}},
                 id="a-figure-s-own-runs-statistic-is-not-the-page-s"),
    pytest.param("<p>vLLM 0.9.0 on one H100.</p><table><tr><th>Metric</th><th>Value</th></tr><tr><td>Request throughput "
                 "(req/s)</td><td>9.1</td></tr><tr><td>Mean TPOT (ms)</td><td>21.4</td></tr><tr><td>Total token "
                 "throughput</td><td>4,870 tok/s</td></tr></table>",
                 {9.1: {"metric": "req_s"}, 21.4: {"metric": "tpot_ms", "statistic": "mean"},
                  4870: {"metric": "total_tok_s"}}, id="metric-value-table"),
    pytest.param("<p>vLLM 0.9.0 and SGLang 0.4.7 on one H100.</p><table><tr><th>Metric</th><th>vLLM</th><th>SGLang</th>"
                 "</tr><tr><td>Output throughput (tok/s)</td><td>4,210</td><td>4,650</td></tr><tr><td>Median TTFT (ms)"
                 "</td><td>88</td><td>71</td></tr></table>",
                 {4210: {"engine.id": "vllm", "metric": "output_tok_s"}, 4650: {"engine.id": "sglang"},
                  88: {"engine.id": "vllm", "statistic": "median"}, 71: {"engine.id": "sglang", "metric": "ttft_ms"}},
                 id="metric-by-engine-table"),
    pytest.param("<p>llama.cpp on an RTX 4090.</p><table><tr><td>Decode speed</td><td>151 tok/s</td></tr><tr><td>P99 ITL"
                 "</td><td>9.5 ms</td></tr></table><table><tr><th>Name</th><th>Value</th></tr><tr><td>GPU</td><td>H100"
                 "</td></tr><tr><td>Max model len</td><td>8192</td></tr></table>",
                 {151: {"metric": "decode_tok_s"}, 9.5: {"metric": "itl_ms", "statistic": "p99"}},
                 id="headerless-metric-table-and-a-settings-table"),
    pytest.param("<ul><li>Model: Llama-3.1-70B-Instruct</li><li>vLLM 0.9.0 on 4x H100</li></ul><p>On the same model: "
                 "decode tok/s: 40.2.</p>", {40.2: {"model.name": "Llama-3.1-70B-Instruct"}}, id="model-label-opens-a-line"),
    pytest.param("<p>We used the lmsysorg/sglang:v0.4.6.post5-rocm630 image on 8x MI300X, TP=8. Output throughput reached "
                 "6,170 tok/s.</p><p>For reference, NVIDIA reports 7,500 tok/s on 8x H200 for the same setting.</p>",
                 {6170: {"engine.id": "sglang", "engine.version": "v0.4.6.post5-rocm630", "is_claim": False},
                  7500: {"is_claim": True}}, id="org-image-tag-and-vendor-figure"),
    pytest.param("<p>SGLang 0.4.8 on 1x H100. Flags: <code>--speculative-algorithm EAGLE3 --speculative-num-steps 5</code>."
                 "</p><p>Batch size 1 decode: 158.3 tok/s with EAGLE-3 vs 92.1 tok/s without (1.72x).</p><p>Baseline "
                 "91.8 tok/s without speculative decoding on a rerun.</p>",
                 {158.3: {"config.speculative_algorithm": "EAGLE3"}, 92.1: {"config": {}}},
                 id="figure-without-speculative-decoding"),
    # the unit written in brackets in the figures' label
    pytest.param("<p>vLLM on one H100. ITL 12 ms (p50), 35 ms (p99) at concurrency 16.</p>",
                 {12: {"statistic": "p50", "concurrency": 16}, 35: {"statistic": "p99", "concurrency": 16}},
                 id="statistic-in-brackets-after-figure"),
    pytest.param("<p>llama.cpp b5200 on an RTX 4090. Decode tok/s: 58.4. Prefill t/s = 2,345.</p>",
                 {58.4: {"metric": "decode_tok_s"}, 2345: {"metric": "prefill_tok_s"}}, id="bare-unit-label"),
    pytest.param("<p>Seen at 12k tok/s: 1,000 users. Llama at 1.2k tok/s: 95 ms TTFT.</p>",
                 {12000: {}, 1200: {}, 95: {"metric": "ttft_ms"}}, id="bare-unit-after-a-figure-is-no-label"),
    pytest.param("<p>vLLM on one H100. TTFT p50/p99: 120/450 ms at concurrency 16. With llama.cpp I get pp/tg "
                 "2,345/61.2 t/s. TTFT/TPOT at concurrency 8: 95/14.2 ms.</p>",
                 {120: {"metric": "ttft_ms", "statistic": "p50", "concurrency": 16},
                  450: {"metric": "ttft_ms", "statistic": "p99"},
                  2345: {"metric": "prefill_tok_s", "engine.id": "llama.cpp"}, 61.2: {"metric": "decode_tok_s"},
                  95: {"metric": "ttft_ms", "concurrency": 8}, 14.2: {"metric": "tpot_ms", "concurrency": 8}},
                 id="slashed-lists"),
    pytest.param("<p>vLLM on one H100 with ISL/OSL 1024/256 tokens, run on 12/05. TTFT/TPOT 2,345/61.2 t/s. The "
                 "p50/p99 at 120/450 ms are the target.</p>", {}, id="slashed-lists-that-are-not-figures"),
    pytest.param("<p>vLLM 0.8.4 on 4x H100.</p><p>Throughput (tok/s/GPU) at concurrency 32: 1,210; at 64: 1,980.</p>",
                 {1210: {"basis": "per_gpu", "concurrency": 32, "engine.version": "0.8.4"},
                  1980: {"basis": "per_gpu", "concurrency": 64}}, id="label-unit-loads-before"),
    pytest.param("<p>SGLang 0.4.6 on 8x H200. Decode speed (tok/s): 45.2 at batch 1, 312.8 at batch 8.</p>",
                 {45.2: {"metric": "decode_tok_s", "basis": "single_stream", "concurrency": 1},
                  312.8: {"metric": "decode_tok_s", "basis": "aggregate", "concurrency": 8}},
                 id="label-unit-loads-after"),
    pytest.param("<p>SGLang on 8x H200.</p><ul><li>Median TTFT (ms): 182</li><li>P99 TTFT (ms): 9,412</li>"
                 "<li>Output throughput (tok/s) per GPU: 410</li><li>E2E latency (s): 1.25</li></ul>",
                 {182: {"metric": "ttft_ms", "statistic": "median"}, 9412: {"metric": "ttft_ms", "statistic": "p99"},
                  410: {"metric": "output_tok_s", "basis": "per_gpu"}, 1250: {"metric": "e2e_latency_ms"}},
                 id="label-unit-list"),
    pytest.param("<p>llama.cpp on an RTX 4090. Decode throughput (tok/s) was 45.2, and with 4 parallel requests "
                 "it was 131.0 tok/s.</p>", {45.2: {"metric": "decode_tok_s"}, 131.0: {}}, id="label-unit-was"),
    pytest.param("<p>vLLM on one L4. Run time (s): 45. GPU utilization (%): 95. Throughput (tok/s) improved by 20% "
                 "over last month. Llama 3 (8B): fast. Output throughput (tok/s): 1,210 tok/s at concurrency 32.</p>",
                 {1210: {"metric": "output_tok_s", "concurrency": 32}}, id="label-unit-not-figures"),
    pytest.param("<p>Decode held a mean of 61.2 tok/s. The three identical runs read 60.7, 61.2 and 61.9 tok/s.</p>",
                 {61.2: {"metric": "decode_tok_s", "variance.reruns": [60.7, 61.2, 61.9]}}, id="rerun-list-restates-head"),
    pytest.param("<p>Prefill came to 9,400 tok/s; two repeated runs gave 9,310 and 9,455 tok/s.</p>",
                 {9400: {"variance.reruns": [9400, 9310, 9455]}}, id="rerun-list-without-head"),
    pytest.param("<p>vLLM 0.9.0 on 2x H100.</p><table><tr><th>Users</th><th>Throughput</th><th>TTFT</th></tr>"
                 "<tr><td>16</td><td>2,210</td><td>310</td></tr></table>"
                 "<p>Table 2: output throughput in tokens per second and time to first token in ms.</p>",
                 {2210: {"metric": "output_tok_s", "concurrency": 16}, 310: {"metric": "ttft_ms"}}, id="caption-units"),
    pytest.param("<p>One L4, max concurrency 64, vLLM v0.5.0 and SGLang v0.2.0.</p><table><tr><th>Model</th>"
                 "<th>vLLM (req/s)</th><th>SGLang (req/s)</th></tr><tr><td>Qwen2-7B</td><td>5.1</td><td>5.9</td></tr>"
                 "</table>",
                 {5.1: {"engine.id": "vllm", "engine.version": "v0.5.0", "concurrency": 64, "basis": "aggregate"},
                  5.9: {"engine.id": "sglang", "engine.version": "v0.2.0"}}, id="engine-columns"),
    pytest.param("<p>Two A100s, TP=2.</p><table><tr><th>Engine</th><th>Output tok/s</th></tr>"
                 "<tr><td>TensorRT-LLM 0.12.0</td><td>1,880</td></tr><tr><td>vLLM</td><td>1,650</td></tr></table>",
                 {1880: {"engine.id": "tensorrt-llm", "engine.version": "0.12.0", "parallelism.tp": 2},
                  1650: {"engine.id": "vllm", "engine.version": None}}, id="engine-rows"),
    pytest.param("<p>llama.cpp on a single RTX 3060:</p><pre><code>| model | size | backend | ngl | test | t/s |\n"
                 "| --- | ---: | --- | --: | ---: | ---: |\n| qwen2 7B Q4_K_M | 4.36 GiB | CUDA | 99 | pp512 | 1502.11 ± 4.02 |\n"
                 "| qwen2 7B Q4_K_M | 4.36 GiB | CUDA | 99 | tg128 | 58.37 ± 0.05 |\n\nbuild: 1a2b3c4d (4444)</code></pre>",
                 {1502.11: {"metric": "prefill_tok_s", "workload.input_len": 512, "engine.version": "1a2b3c4d (4444)"},
                  58.37: {"metric": "decode_tok_s", "workload.output_len": 128, "variance.stdev": 0.05}},
                 id="llama-bench-pasted-as-text"),
    pytest.param("<p>SGLang on 4x H200, 512 concurrent requests. Output throughput 18,400 tok/s per node, "
                 "or 4,600 tok/s per GPU.</p>",
                 {18400: {"basis": "per_node", "concurrency": 512}, 4600: {"basis": "per_gpu", "concurrency": 512}},
                 id="basis-after-unit"),
    pytest.param("<p>vLLM on one L40S, batch size 24, 2k in / 128 out.</p><p>Aggregate output throughput was 980 tok/s.</p>",
                 {980: {"basis": "aggregate", "concurrency": 24, "workload.input_len": 2048, "workload.output_len": 128}},
                 id="post-batch-size-and-in-out"),
    pytest.param("<p>TGI on 2x A10G, ISL/OSL 512/256: output throughput 640 tok/s at concurrency 8.</p>",
                 {640: {"workload.input_len": 512, "workload.output_len": 256}}, id="isl-osl-pair"),
    pytest.param("<p>vLLM, <code>--request-rate 12</code> on one H100. At 12 requests per second the output "
                 "throughput was 2,400 tok/s.</p>", {2400: {"metric": "output_tok_s"}}, id="offered-rate-is-load"),
    pytest.param("<p>On my 3090 I get 31 t/s decode with exllamav2.</p><p>somebody on discord says they hit 44 t/s on "
                 "3x 3090 but I could not check.</p>",
                 {31: {"hardware.count": 1, "hardware.accelerator_as_written": "3090"},
                  44: {"is_claim": True, "hardware.count": 3}}, id="bare-card-and-casual-claim"),
    pytest.param("<p>SGLang 0.3.0 on an A100. It took 0.7 s to first token with a 1k prompt.</p>",
                 {700: {"metric": "ttft_ms", "engine.version": "0.3.0"}}, id="seconds-to-first-token"),
    pytest.param("<p>vLLM on one L4 decodes at 28 tok/s for a lone request. At 28 tok/s a reply of 500 tokens "
                 "takes 18 s.</p>", {28: {"metric": "decode_tok_s", "basis": "single_stream"}}, id="restated-figure"),
    pytest.param("<p>SGLang on 1x H100 with TP=1.</p><p>Decode was 140 tok/s, 90% of the ceiling.</p>",
                 {140: {"metric": "decode_tok_s", "parallelism.tp": 1}}, id="ceiling-in-another-clause"),
    pytest.param("<p>vLLM 0.6.0 offline on 4x L40S.</p><pre><code>Throughput: 3.10 requests/s, 4120.55 total tokens/s, "
                 "1370.20 output tokens/s</code></pre><p>A blog post quotes 2000 output tokens/s for this.</p>",
                 {3.1: {"metric": "req_s"}, 4120.55: {"metric": "total_tok_s", "basis": "aggregate"},
                  1370.2: {"metric": "output_tok_s"}, 2000: {"is_claim": True}}, id="throughput-script-line"),
    pytest.param("<p>Ollama 0.5.0 on an M2 Max.</p><pre><code>prompt eval count:    120 token(s)\n"
                 "prompt eval rate:     310.50 tokens/s\neval count:           300 token(s)\neval rate:            "
                 "41.27 tokens/s</code></pre><p>So about 41.3 t/s eval.</p>",
                 {310.5: {"metric": "prefill_tok_s", "workload.input_len": 120},
                  41.27: {"metric": "decode_tok_s", "workload.output_len": 300}}, id="ollama-verbose"),
    pytest.param("<p>TensorRT-LLM 0.18.0 on one H200.</p><pre><code>=====================================\n"
                 "= PERFORMANCE OVERVIEW\n=====================================\n"
                 "Request Throughput (req/sec):                     55.10\n"
                 "Total Output Throughput (tokens/sec):             7052.80\n"
                 "Total Latency (ms):                               54450.20\n"
                 "Average request latency (ms):                     20110.40\n=====================================</code></pre>",
                 {55.1: {"metric": "req_s"}, 7052.8: {"metric": "output_tok_s"},
                  20110.4: {"metric": "e2e_latency_ms", "statistic": "mean"}}, id="trtllm-bench-overview"),
    pytest.param("<p>SGLang on 1x H100.</p><pre><code>====== Offline Throughput Benchmark Result =======\n"
                 "Request throughput (req/s):              7.40\nOutput token throughput (tok/s):         2204.61\n"
                 "==================================================</code></pre><p>So about 2.2k output tok/s.</p>",
                 {7.4: {"metric": "req_s"}, 2204.61: {"metric": "output_tok_s", "basis": "aggregate"}},
                 id="offline-block-and-rounded-restatement"),
    pytest.param("<p>llama.cpp, one request at a time.</p><table><tr><th>Card</th><th>Prompt</th><th>Gen</th></tr>"
                 "<tr><td>RTX 3070</td><td>1,480 t/s</td><td>44.0 t/s</td></tr></table>",
                 {1480: {"metric": "prefill_tok_s", "hardware.accelerator_as_written": "RTX 3070"},
                  44.0: {"metric": "decode_tok_s"}}, id="units-in-cells"),
    pytest.param("<p>SGLang on one H100.</p><pre><code>| batch | output tok/s |\n|---|---|\n| 8 | 910.5 |\n| 16 | 1604.2 |"
                 "</code></pre>", {910.5: {"metric": "output_tok_s", "concurrency": 8},
                                   1604.2: {"metric": "output_tok_s", "concurrency": 16}}, id="pipe-table-in-code"),
    pytest.param("<h2>Stuck at ~300 tokens/s?</h2><p>vLLM on one L40S.</p><pre><code>INFO metrics.py:349] Avg prompt "
                 "throughput: 980.0 tokens/s, Avg generation throughput: 311.2 tokens/s, Running: 12 reqs, Swapped: 0 reqs"
                 "</code></pre>",
                 {980.0: {"metric": "prefill_tok_s", "concurrency": 12, "token_counting": "engine_reported"},
                  311.2: {"metric": "output_tok_s", "basis": "aggregate"}}, id="vllm-metrics-log"),
    pytest.param('<article class="post" data-author="priya"><h1>FP8 vs BF16 on one L40S</h1><h2>Setup</h2><p>vLLM 0.8.5 '
                 'on 1x L40S. Client: benchmark_serving.py, 1,000 prompts, --max-concurrency 32</p><h2>Results</h2>'
                 '<table><tr><th>Weights</th><th>Output throughput (tok/s)</th><th>Mean TTFT (ms)</th></tr><tr><td>BF16'
                 '</td><td>1,482.6</td><td>212</td></tr></table><h2>One request at a time</h2><p>With --max-concurrency 1 '
                 '(a single stream) FP8 decodes at 96.4 tok/s.</p><h2>Elsewhere</h2><p>At concurrency 64 the TTFT was 390 '
                 'ms.</p></article>',
                 {1482.6: {"concurrency": 32, "basis": "aggregate"}, 212.0: {"concurrency": 32, "basis": "aggregate"},
                  96.4: {"concurrency": 1, "basis": "single_stream"}, 390.0: {"concurrency": 64}},
                 id="a-later-sections-single-stream-and-flag-stay-in-it-on-a-blogs-one-post"),
    pytest.param("<p>vLLM 0.10.0 on one H100, vllm bench serve.</p><table><tr><th></th><th>max-concurrency 1</th>"
                 "<th>max-concurrency 32</th></tr><tr><td>baseline, output tok/s</td><td>186.4</td><td>4,415.2</td></tr>"
                 "<tr><td>EAGLE-3 (k=3), mean TPOT (ms)</td><td>2.62</td><td>7.71</td></tr></table>",
                 {186.4: {"metric": "output_tok_s", "concurrency": 1, "basis": "single_stream"},
                  4415.2: {"metric": "output_tok_s", "concurrency": 32, "basis": "aggregate"},
                  2.62: {"metric": "tpot_ms", "concurrency": 1, "unit": "ms"}, 7.71: {"metric": "tpot_ms", "concurrency": 32}},
                 id="metric-rows-under-max-concurrency-columns-a-bracket-naming-no-unit"),
    pytest.param("<p>vLLM on one H100.</p><pre><code>INFO [loggers.py:118] Engine 000: Avg prompt throughput: 0.0 "
                 "tokens/s, Avg generation throughput: 361.2 tokens/s, Running: 1 reqs, Waiting: 0 reqs</code></pre>",
                 {361.2: {"metric": "decode_tok_s", "concurrency": 1}}, id="an-idle-phase-of-a-metrics-log-is-no-rate"),
    pytest.param("<p>vLLM on one RTX 4090.</p><pre><code>INFO [loggers.py:118] Engine 000: Avg prompt throughput: 51.2 "
                 "tokens/s, Avg generation throughput: 38.4 tokens/s, Running: 1 reqs, Waiting: 0 reqs</code></pre>",
                 {38.4: {"metric": "decode_tok_s", "concurrency": 1, "basis": "single_stream"}},
                 id="a-metrics-log-of-one-request-gives-its-decode-rate-and-no-prefill-rate"),
    pytest.param("<p>vLLM on one RTX 4090: 38.4 tok/s generation.</p><p>(Ignore the \"prompt throughput\" there, it's "
                 "averaged over the 10 s logging window, so a 512-token prompt shows up as ~51 tokens/s.)</p>",
                 {38.4: {"metric": "decode_tok_s"}}, id="a-sentence-telling-the-reader-to-ignore-a-figure"),
    pytest.param("<p>vLLM, single stream.</p><p>On 1x A100 I get 52.0 tok/s decode; on 2x A100 with --tp 2 it reaches "
                 "80.5 tok/s decode.</p>",
                 {52.0: {"hardware.count": 1, "parallelism.tp": None}, 80.5: {"hardware.count": 2, "parallelism.tp": 2}},
                 id="one-setup-per-clause"),
    pytest.param("<p>llama.cpp b4100 on one RTX 4090.</p><pre><code>       eval time =    2000.00 ms /   100 tokens "
                 "(   20.00 ms per token,    50.00 tokens per second)</code></pre>",
                 {50.0: {"metric": "decode_tok_s", "workload.output_len": 100, "workload.input_len": None,
                         "engine.version": "b4100", "token_counting": "engine_reported"}},
                 id="decode-timing-alone"),
    pytest.param("<p>llama.cpp b4100 on one RTX 4090.</p><pre><code>llama_print_timings: prompt eval time = 500.00 ms / "
                 "1000 tokens (0.50 ms per token, 2000.00 tokens per second)\nllama_print_timings:        eval time = "
                 "3000.00 ms / 99 runs (30.30 ms per token, 33.00 tokens per second)</code></pre>",
                 {2000.0: {"metric": "prefill_tok_s", "workload.input_len": 1000, "workload.output_len": None},
                  33.0: {"metric": "decode_tok_s", "workload.input_len": 1000, "workload.output_len": None}},
                 id="llama-cli-runs-are-no-length"),
    pytest.param("<p>vLLM 0.9.1 on one L4.</p><pre><code>50% percentile latency: 2.5 seconds\n99% percentile latency: "
                 "2.9 seconds</code></pre><p>Decode is 30 tok/s.</p>",
                 {30: {"metric": "decode_tok_s"}}, id="latency-percentiles-without-their-mean"),
    pytest.param("<p>vLLM 0.9.1 on one L4, batch size 1.</p><pre><code>Avg latency: 950 ms\n90% percentile latency: "
                 "990 ms</code></pre>",
                 {950: {"metric": "e2e_latency_ms", "statistic": "mean", "other_stats": {"p90": 990.0}}},
                 id="latency-in-ms"),
    pytest.param("<p>vLLM 0.10.2 and SGLang 0.5.2 on 8x H100, concurrency 64.</p><p>vLLM reached 5,210 tok/s output "
                 "throughput vs SGLang's 5,880 tok/s. Median TTFT was 182 ms on vLLM and 151 ms on SGLang.</p>",
                 {5210: {"engine.id": "vllm", "engine.version": "0.10.2"},
                  5880: {"engine.id": "sglang", "engine.version": "0.5.2"},
                  182: {"engine.id": "vllm"}, 151: {"engine.id": "sglang"}}, id="engines-compared-in-one-sentence"),
    pytest.param("<p>On 8x H200, TensorRT-LLM outperformed both vLLM and SGLang, achieving the highest output "
                 "throughput of 4176 tokens/s.</p>", {4176: {"engine.id": "tensorrt-llm"}},
                 id="one-figure-beside-several-engines"),
    pytest.param("<p>llama.cpp on my two 3090s: about 35 t/s tg128, and pp512 is around 2500 t/s.</p>",
                 {35: {"metric": "decode_tok_s", "workload.output_len": 128, "workload.input_len": None},
                  2500: {"metric": "prefill_tok_s", "workload.input_len": 512, "workload.output_len": None}},
                 id="llama-bench-test-names-in-prose"),
    pytest.param("<p>TGI 2.4.1 on one A100 80GB, input 1024 / output 256.</p><p>Throughput: 1.2k tokens/s at batch 32; "
                 "p99 latency 9.8 s. Single-user decode is 62 tokens/s.</p>",
                 {1200: {"metric": "unspecified_tok_s", "basis": "aggregate", "concurrency": 32,
                         "statistic": "single_run"},
                  9800: {"metric": "e2e_latency_ms", "statistic": "p99"},
                  62: {"metric": "decode_tok_s", "basis": "single_stream"}}, id="batch-throughput-beside-decode"),
    pytest.param("<p>vLLM 0.8.4 on 8x H100 SXM, TP=8.</p><table><tr><th>Concurrency</th><th>Output tok/s</th></tr>"
                 "<tr><td>16</td><td>512.7</td></tr><tr><td>64</td><td>1,604.3</td></tr></table>"
                 "<p>Peak was 1.6k tok/s at 64 concurrent users, and we saw 1.5k tok/s at 48 concurrent users.</p>",
                 {512.7: {"concurrency": 16}, 1604.3: {"concurrency": 64}, 1500: {"concurrency": 48}},
                 id="table-figure-restated-rounded"),
    pytest.param("<p>SGLang v0.4.9 on 4x MI300X, TP=4, max concurrency 128.</p><ul><li>Median TTFT: 1,873 ms, P99 TTFT: "
                 "9,412 ms</li><li>Mean ITL 41.2 ms and 38.0 ms at half the load</li></ul>",
                 {1873: {"statistic": "median"}, 9412: {"statistic": "p99"}, 41.2: {"statistic": "mean"},
                  38.0: {"statistic": "mean"}}, id="each-figure-its-own-statistic"),
    pytest.param("<p>vLLM 0.9.2, Qwen3-8B, one H100 PCIe, swept with guidellm.</p><p>At 4 req/s the median TTFT is 48 "
                 "ms and output throughput is 1,022 tok/s; at 8 req/s the median TTFT climbs to 95 ms and output "
                 "throughput reaches 1,980 tok/s. The server peaks at 11.5 req/s.</p>",
                 {48: {"statistic": "median", "request_rate": 4.0, "basis": "aggregate"},
                  1022: {"statistic": "single_run", "request_rate": 4.0},
                  95: {"statistic": "median", "request_rate": 8.0}, 1980: {"request_rate": 8.0},
                  11.5: {"metric": "req_s"}}, id="offered-rates-open-their-clauses"),
    pytest.param('<section class="comment"><header>alice commented</header><p>SGLang 0.4.3.post2 on 8x H200 (driver '
                 '550.127.08) with --tp 8 --enable-dp-attention --dp 8: 7,800 tok/s output throughput at 256 '
                 'concurrency.</p></section><section class="comment"><header>bob commented</header><p>Same hardware '
                 'and version here, but without dp attention we only get 5,100 tok/s output throughput.</p></section>'
                 '<section class="comment"><header>carol commented</header><p>Same setup as above on my box: 7,650 '
                 'tok/s output throughput.</p></section>',
                 {7800: {"concurrency": 256, "parallelism.dp": 8, "config.enable_dp_attention": True},
                  5100: {"hardware.driver_version": "550.127.08", "engine.version": "0.4.3.post2",
                         "parallelism.dp": None, "parallelism.tp": None, "config.enable_dp_attention": None},
                  7650: {"hardware.driver_version": "550.127.08", "parallelism.dp": 8,
                         "config.enable_dp_attention": True}},
                 id="a-post-reuses-what-it-says-it-reuses"),
    pytest.param("<p>vLLM 0.10.1.1, driver 575.57.08, one RTX PRO 6000.</p><p>A single request with a 1k prompt decodes at "
                 "182 tok/s.</p><p>With 64 parallel requests we reach 3,850 tok/s generated in total.</p>",
                 {182: {"metric": "decode_tok_s", "basis": "single_stream", "engine.version": "0.10.1.1"},
                  3850: {"metric": "output_tok_s", "basis": "aggregate", "concurrency": 64}},
                 id="parallel-requests-and-a-four-part-version"),
    pytest.param("<p>vLLM 0.8.4 on 4x H100, concurrency 32.</p><dl><dt>Median TTFT</dt><dd>142 ms</dd><dt>Output "
                 "throughput</dt><dd>1,284 tok/s</dd><div><dt>Mean TPOT</dt><dd>31.5 ms</dd></div></dl>",
                 {142: {"metric": "ttft_ms", "statistic": "median", "concurrency": 32},
                  1284: {"metric": "output_tok_s", "concurrency": 32},
                  31.5: {"metric": "tpot_ms", "statistic": "mean"}}, id="definition-list-of-metrics"),
    pytest.param("<p>vLLM 0.8.4 on 4x H100.</p><dl><dt>Notes</dt><dd><p>Output throughput reached 2,950 tok/s at "
                 "concurrency 64.</p></dd></dl>", {2950: {"metric": "output_tok_s", "concurrency": 64}},
                 id="a-definition-list-of-paragraphs-reads-as-prose"),
    pytest.param("<p>vLLM 0.8.4 on 4x H100.</p><table><tr><th>Concurrency</th><th>Output tok/s</th></tr><tr><td>32</td>"
                 "<td>1,284</td></tr></table><p>All numbers at 1024 input and 256 output tokens, mean of 3 runs.</p>",
                 {1284: {"statistic": "mean", "workload.input_len": 1024}}, id="page-statistic-in-a-trailing-clause"),
    pytest.param("<p>vLLM 0.8.4 on 4x H100.</p><table><tr><th>Concurrency</th><th>Output tok/s</th></tr><tr><td>32</td>"
                 "<td>1,284</td></tr></table><p>Results averaged over 5 runs.</p>", {1284: {"statistic": "mean"}}, id="page-statistic-averaged-over-runs"),
    pytest.param("<p>vLLM 0.8.4 on 4x H100.</p><table><tr><th>Concurrency</th><th>Output tok/s</th></tr><tr><td>32</td>"
                 "<td>1,284</td></tr></table><p>Numbers are the median of 3 runs.</p>",
                 {1284: {"statistic": "median"}}, id="page-statistic-opening-a-sentence"),
    pytest.param("<p>SGLang 0.4.6 on 8x H200. Prefill reached 6&#8239;853 tok/s on a single request; decode "
                 "1&nbsp;204.5 tok/s at concurrency 16.</p>",
                 {6853: {"metric": "prefill_tok_s", "basis": "single_stream"},
                  1204.5: {"concurrency": 16}}, id="thousands-grouped-by-narrow-spaces"),
    pytest.param("<p>SGLang 0.4.6 on 8x H200. Decode: 41&nbsp;tok/s on one stream.</p><p>Output throughput 1 204 tok/s "
                 "at concurrency 16.</p>", {41: {"metric": "decode_tok_s"}, 204: {"concurrency": 16}},
                 id="a-plain-space-does-not-group-thousands"),
    pytest.param("<p>SGLang 0.4.6 on 8x H200. At concurrency 128 output throughput was ~7.2K tok/s, and at 256 it "
                 "was 9.8k tok/s.</p>", {7200: {"concurrency": 128}, 9800: {"concurrency": 256}},
                 id="a-bare-load-after-a-worded-one"),
    pytest.param("<p>SGLang 0.4.6 on 8x H200. At concurrency 128 output throughput was 7,200 tok/s, and at 8 GPUs "
                 "the node drew 5,600 W.</p>", {7200: {"concurrency": 128}}, id="a-device-count-is-not-a-load"),
    pytest.param("<p>vLLM 0.9.0 on 4x H100. Output throughput was 2,100 tok/s at concurrency 32; at 64 it reached "
                 "3,350 tok/s, and 3,900 tok/s at concurrency 128.</p>",
                 {2100: {"concurrency": 32}, 3350: {"concurrency": 64}, 3900: {"concurrency": 128}},
                 id="each-clause-its-own-load"),
    pytest.param("<p>vLLM 0.9.0 on 4x H100. At concurrency 64 the median TTFT is 800 ms; a single request gets 50 ms."
                 "</p>", {800: {"concurrency": 64, "basis": "aggregate"}, 50: {"concurrency": 1, "basis": "single_stream"}},
                 id="single-stream-and-a-load-in-one-sentence"),
    pytest.param("<p>vLLM 0.8.4 on one H100. Decode runs at 41.5 tk/s single stream; mean TPOT is 25.3 ms/token at "
                 "concurrency 8 and median ITL 24 ms per output token.</p>",
                 {41.5: {"metric": "decode_tok_s"}, 25.3: {"metric": "tpot_ms", "concurrency": 8},
                  24: {"metric": "itl_ms"}}, id="unit-spellings-tk-s-and-ms-per-token"),
    pytest.param("<p>vLLM 0.8.4 on one H100. The server handled 120 req/min at concurrency 16, and 9.5 QPS at "
                 "concurrency 64.</p>", {2: {"metric": "req_s", "concurrency": 16},
                                          9.5: {"metric": "req_s", "concurrency": 64}},
                 id="requests-per-minute-and-qps"),
    pytest.param("<p>vLLM 0.8.4 on one H100. Each user sees 30 tok/s/user at concurrency 8.</p>",
                 {30: {"basis": "unknown", "concurrency": 8}}, id="a-per-user-rate-under-load-is-not-aggregate"),
    pytest.param("<p>vLLM 0.8.4 on one H100. Max throughput under a TPOT SLO of 50 ms was 3,100 tok/s. Goodput at TTFT "
                 "&lt;= 1 s and TPOT &lt;= 40 ms: 8.2 req/s. We require TTFT &lt; 500 ms. It serves 9 req/s while "
                 "keeping p99 TTFT under 2 s.</p>", {3100: {"metric": "unspecified_tok_s"}, 8.2: {"metric": "req_s"},
                                                   9: {"metric": "req_s"}},
                 id="thresholds-are-not-measurements"),
    pytest.param("<p>vLLM 0.8.4 on one H100. TTFT stays below 200 ms up to concurrency 32, decode stays above 40 tok/s "
                 "and it reaches up to 3,100 tok/s at concurrency 64.</p>",
                 {200: {"metric": "ttft_ms", "confidence.score": 0.5}, 40: {"metric": "decode_tok_s", "confidence.score": 0.5},
                  3100: {"confidence.score": 0.7}},
                 id="bounds-of-measured-values-are-noted"),
    pytest.param("<p>vLLM 0.8.4 on one H100. TTFT p99 was under 300 ms with a 1 s SLO. With a 200 ms p99 TTFT target "
                 "we got 9 req/s.</p>", {300: {"metric": "ttft_ms", "statistic": "p99", "confidence.score": 0.5},
                                          9: {"metric": "req_s"}}, id="a-threshold-written-after-its-figure"),
    pytest.param("<p>vLLM 0.8.4 on one H100. We measured 4,100 tok/s against a theoretical 9,000 tok/s. The roofline is "
                 "120 tok/s; we get 95 tok/s. On our target hardware we get 45 tok/s. 7K tok/s looks like the ceiling."
                 "</p>", {4100: {}, 95: {}, 45: {}}, id="a-spec-word-is-its-nearest-figure-s"),
    pytest.param("<p>All runs use vLLM 0.8.5 at concurrency 64.</p><table><tr><th>Model</th><th>8x H100</th><th>4x H200"
                 "</th><th>8x MI300X</th></tr><tr><td>Llama-3.1-70B-Instruct</td><td>3,210 tok/s</td><td>4,105 tok/s</td>"
                 "<td>3,880 tok/s</td></tr></table>",
                 {3210: {"hardware.accelerator_as_written": "H100", "hardware.count": 8},
                  4105: {"hardware.accelerator_as_written": "H200", "hardware.count": 4},
                  3880: {"hardware.accelerator_as_written": "MI300X", "hardware.count": 8}},
                 id="a-table-column-names-its-hardware"),
    pytest.param("<p>One H100 SXM, Qwen2.5-7B-Instruct, output throughput in tok/s.</p><table><tr><th>Concurrency</th>"
                 "<th>vLLM 0.8.5</th><th>SGLang 0.4.6</th></tr><tr><td>1</td><td>152</td><td>168</td></tr><tr><td>32</td>"
                 "<td>3,020</td><td>3,410</td></tr></table>",
                 {152: {"metric": "output_tok_s", "engine.id": "vllm", "engine.version": "0.8.5", "concurrency": 1},
                  168: {"engine.id": "sglang", "engine.version": "0.4.6", "basis": "single_stream"},
                  3020: {"engine.id": "vllm", "concurrency": 32}, 3410: {"engine.id": "sglang", "concurrency": 32}},
                 id="engines-as-columns-metric-stated-before-the-table"),
    pytest.param("<p>vLLM 0.8.5 at batch 8, median TTFT in ms:</p><table><tr><th>Model</th><th>H100</th><th>H200</th>"
                 "</tr><tr><td>Qwen2.5-7B-Instruct</td><td>41.2</td><td>38.9</td></tr></table>",
                 {41.2: {"metric": "ttft_ms", "statistic": "median", "hardware.accelerator_as_written": "H100"},
                  38.9: {"metric": "ttft_ms", "statistic": "median", "hardware.accelerator_as_written": "H200"}},
                 id="accelerators-as-columns-metric-stated-before-the-table"),
    pytest.param("<p>vLLM 0.8.5 on H100 and H200; output throughput in tok/s is given further down.</p><table><tr><th>"
                 "Spec</th><th>H100</th><th>H200</th></tr><tr><td>Memory</td><td>80</td><td>141</td></tr></table>"
                 "<p>Output throughput in tok/s, two engines:</p><table><tr><th>Concurrency</th><th>vLLM</th><th>SGLang"
                 "</th></tr><tr><td>8</td><td>910</td><td>not run</td></tr></table>",
                 {910: {"metric": "output_tok_s", "engine.id": "vllm", "concurrency": 8}},
                 id="no-series-of-a-spec-table-nor-of-a-column-with-words"),
    pytest.param("<div class='post'><p>vLLM 0.8.4, 2x RTX 3090, TP 2, Qwen2.5-32B-Instruct-AWQ. Single stream decode is "
                 "only 18.5 tok/s.</p></div><div class='comment'><p>On my 2x 3090 with the same model I get 31.2 tok/s "
                 "single stream with vLLM 0.9.0.</p></div>",
                 {18.5: {"model.name": "Qwen2.5-32B-Instruct-AWQ", "parallelism.tp": 2},
                  31.2: {"model.name": "Qwen2.5-32B-Instruct-AWQ", "parallelism.tp": None, "engine.version": "0.9.0",
                         "inherited_context": ["model.name"]}}, id="a-reply-on-the-same-model"),
    pytest.param("<pre>Collecting environment information...\nCUDA used to build PyTorch: 12.4\nCUDA runtime version: 12.4.131\n"
                 "GPU models and configuration:\nGPU 0: NVIDIA H100 80GB HBM3\nGPU 1: NVIDIA H100 80GB HBM3\nNvidia driver "
                 "version: 550.54.15\nvLLM Version: 0.7.2</pre><p>Running <code>vllm serve meta-llama/Llama-3.1-8B-Instruct "
                 "--tensor-parallel-size 2</code>, output throughput was 4,921 tok/s at concurrency 64.</p>",
                 {4921: {"engine.version": "0.7.2", "hardware.count": 2, "hardware.accelerator_id": "nvidia-h100-sxm",
                         "hardware.driver_version": "550.54.15", "hardware.cuda_version": "12.4",
                         "parallelism.tp": 2}}, id="vllm-collect-env"),
    pytest.param("<pre>GPU 0: NVIDIA H100 80GB HBM3\nGPU 1: NVIDIA A100-SXM4-80GB</pre><p>vLLM 0.7.2, TP 2: output "
                 "throughput was 2,100 tok/s at concurrency 64.</p>", {2100: {"hardware.count": None}},
                 id="a-mixed-gpu-listing-counts-nothing"),
    pytest.param("<p>vLLM 0.9.0. On 4x 3090, Qwen3-235B-A22B runs at 25 tok/s while Llama-3.3-70B-Instruct gets 18 "
                 "tok/s.</p>", {25: {"model.name": "Qwen3-235B-A22B", "hardware.count": 4},
                                18: {"model.name": "Llama-3.3-70B-Instruct", "hardware.count": 4}},
                 id="a-model-for-each-clause"),
    pytest.param("<p>llama.cpp b5600 on one RTX 5090.</p><p>TTFT (s) for a 16k prompt: 2.9</p><p>Prefill (tok/s) with "
                 "2048-token prompts: 6,214</p>",
                 {2900: {"metric": "ttft_ms", "workload.input_len": 16384},
                  6214: {"metric": "prefill_tok_s", "workload.input_len": 2048}}, id="a-label-with-its-input-length"),
    pytest.param("<p>vLLM 0.10.2 on one H100. The upgrade brought decode from 41.0 to 52.5 tok/s. Prefill ranged "
                 "9,100-9,800 tok/s.</p>", {41.0: {"value_range": None}, 52.5: {"metric": "decode_tok_s"},
                                             9100: {"value_range": [9100.0, 9800.0]}},
                 id="from-a-to-b-is-a-change-not-a-range"),
    pytest.param("<p>NVIDIA says a GB200 NVL72 rack reaches between 520k and 610k tok/s on DeepSeek-R1. On our 8x H200 "
                 "with SGLang decode ran between 41 and 52 tok/s per stream, and both 30 and 45 tok/s were seen.</p>",
                 {520000: {"is_claim": True, "value_range": [520000.0, 610000.0]},
                  41: {"value_range": [41.0, 52.0]}, 30: {"value_range": None}, 45: {"value_range": None}},
                 id="between-a-and-b-is-a-range"),
    pytest.param("<p>NVIDIA claims 31,000 tok/s for an 8x B200 node at 2048/256 ISL/OSL. Our 8x H200 with vLLM 0.11 did "
                 "18,250 tok/s at 1k/8k input/output tokens.</p>",
                 {31000: {"is_claim": True, "workload.input_len": 2048, "workload.output_len": 256},
                  18250: {"workload.input_len": 1024, "workload.output_len": 8192}},
                 id="lengths-before-their-label"),
    pytest.param("<p>vLLM 0.11.0 on 8x H200. Output tokens are counted from the usage block the server returns "
                 "(completion_tokens), not by counting SSE chunks. We spot-checked a few hundred responses against a "
                 "re-tokenization with the model's tokenizer and they matched.</p><p>At 64 concurrent the node gave "
                 "2,874 output tok/s.</p>",
                 {2874: {"token_counting": "usage_field"}}, id="a-count-checked-against-a-tokenizer-is-not-counted-by-it"),
    pytest.param("<p>Part 1: the published figures use 1k in / 1k out.</p><p>Part 2: my own runs.</p><table><tr><th>"
                 "Concurrency</th><th>Output tok/s</th></tr><tr><td>1</td><td>148.2</td></tr><tr><td>64</td><td>2,031</td>"
                 "</tr></table><p>gpt-oss-120b, vLLM 0.11.2, 1x H100 PCIe, ISL 2,000 / OSL 500.</p><h2>Part 3</h2><table>"
                 "<tr><th>Concurrency</th><th>Output tok/s</th></tr><tr><td>8</td><td>702</td></tr></table><p>Same box with the "
                 "8B model at concurrency 1 gave 94.7 tok/s for a 2,000-token prompt and 256 output tokens, a long note "
                 "that states a figure of its own and so is no table's note, which is why its lengths are its own.</p>",
                 {148.2: {"workload.input_len": 2000, "workload.output_len": 500},
                  2031: {"workload.input_len": 2000, "workload.output_len": 500},
                  702: {"workload.input_len": None, "workload.output_len": None},
                  94.7: {"workload.input_len": 2000, "workload.output_len": 256}},
                 id="a-short-note-under-a-table-gives-its-lengths"),
    pytest.param("<h1>RTX PRO 6000 で Ollama と vLLM を測り比べた</h1><h2>1. 単発リクエスト（1並列）</h2><table><tr><th>エンジン"
                 "</th><th>decode (tok/s)</th></tr><tr><td>vLLM 0.11.0</td><td>203.8</td></tr></table><h2>2. 並列リクエスト"
                 "</h2><pre>vllm bench serve --dataset-name random --max-concurrency 64</pre><table><tr><th>並列数</th>"
                 "<th>vLLM 出力 (tok/s)</th></tr><tr><td>16</td><td>1,934.8</td></tr></table><p>64並列だと vLLM の出力は "
                 "4,105.6 tok/s でした。Ollama：TTFT 9.6 秒。</p>",
                 {203.8: {"concurrency": 1, "basis": "single_stream"},
                  1934.8: {"metric": "output_tok_s", "concurrency": 16},
                  4105.6: {"concurrency": 64}, 9600: {"metric": "ttft_ms"}},
                 id="japanese-loads-output-and-seconds"),
    pytest.param("<p>The box is an 8x H100 SXM node, but the model runs on two of its GPUs with lmdeploy 0.10.1.</p><pre>"
                 "CUDA_VISIBLE_DEVICES=0,1 python3 benchmark/profile_throughput.py --backend turbomind --tp 2</pre>"
                 "<p>Output throughput was 4,398 tok/s.</p><p>On a second box, 8x H200 with all eight visible: "
                 "9,120 tok/s.</p>",
                 {4398: {"hardware.count": 2, "parallelism.tp": 2}, 9120: {"hardware.count": 8}},
                 id="a-run-counts-the-devices-it-could-see"),
    pytest.param('<h1>gpt-oss-20b decode speed on llama.cpp: post your numbers</h1><section class="comment"><header>'
                 'tom commented</header><p>RTX 4090, llama.cpp b6715: 254 t/s tg.</p></section><section class="comment">'
                 '<header>rosa commented</header><p>Not llama.cpp, just as a reference point for the same model on a big '
                 'card: RTX PRO 6000, driver 580.95.05, vLLM 0.11.0. Single request: ~238 tok/s decode.</p></section>',
                 {254: {"engine.id": "llama.cpp"}, 238: {"engine.id": "vllm", "engine.version": "0.11.0"}},
                 id="an-engine-said-not-to-be-used-is-not-the-runs"),
    pytest.param("<p>SGLang 0.5.3 on 8x H200.</p><table><tr><th>Concurrency</th><th>SGLang output tok/s</th></tr><tr><td>64"
                 "</td><td>1,912</td></tr><tr><td>256</td><td>3,297*</td></tr><tr><td>512</td><td>3,410 tok/s&dagger;"
                 "</td></tr></table><p>* The one noisy cell.</p>",
                 {1912: {"concurrency": 64}, 3297: {"concurrency": 256}, 3410: {"concurrency": 512}},
                 id="a-cell-with-a-footnote-mark"),
    pytest.param("<table><caption>Table 1. Output tokens/s, 8 GPUs, ISL/OSL 1024/1024</caption><tr><th rowspan='2'>Model"
                 "</th><th colspan='2'>8x AMD Instinct MI355X</th><th colspan='2'>8x NVIDIA B200</th></tr><tr><th>vLLM "
                 "0.11.0</th><th>Uplift</th><th>vLLM 0.11.0</th><th>Uplift</th></tr><tr><td>Llama 3.3 70B Instruct</td>"
                 "<td>12,850</td><td>+52.7%</td><td>14,210</td><td>+50.6%</td></tr></table><table><caption>Table 2. "
                 "Output tokens/s per GPU at &ge; 50 tok/s/user</caption><tr><th>Model</th><th>Hardware</th><th>vLLM "
                 "0.11.0</th></tr><tr><td>DeepSeek-R1-0528</td><td>MI355X</td><td>412</td></tr></table>",
                 {12850: {"metric": "output_tok_s", "hardware.accelerator_id": "amd-mi355x", "hardware.count": 8,
                          "workload.input_len": 1024},
                  14210: {"metric": "output_tok_s", "hardware.accelerator_id": "nvidia-b200"},
                  412: {"metric": "output_tok_s", "basis": "per_gpu"}},
                 id="a-caption-metric-holding-its-unit-over-setup-columns"),
    pytest.param("<p>vLLM 0.11.0 on 8x H200. End-to-end, the median request at 64 concurrent took 22.5 s. The whole "
                 "benchmark took 287 s.</p>", {22500: {"metric": "e2e_latency_ms", "statistic": "median"}},
                 id="what-a-request-took-is-its-latency"),
    pytest.param("<p>Ollama and vLLM 0.11.0 on one RTX PRO 6000; prompts of 1,236 tokens for the single runs.</p><h2>2. "
                 "Concurrent requests</h2><pre>vllm bench serve --dataset-name random --random-input-len 1024 "
                 "--random-output-len 256 --max-concurrency 64</pre><p>For Ollama I changed the base URL.</p><table><tr>"
                 "<th>Concurrency</th><th>vLLM output (tok/s)</th></tr><tr><td>4</td><td>662.0</td></tr></table>",
                 {662.0: {"workload.input_len": 1024, "workload.output_len": 256, "concurrency": 4}},
                 id="a-sections-command-gives-its-tables-lengths"),
    pytest.param("<p>vLLM 0.11.0 on 8x H200. Two shapes: 1024 input / 1024 output tokens and 8192 input / 512 output."
                 "</p><h2>Results: 8192 in / 512 out</h2><p>Note the TTFT unit change: with 8k prompts TTFT is in seconds."
                 "</p><table><tr><th>Concurrency</th><th>vLLM output tok/s</th></tr><tr><td>16</td><td>728</td></tr>"
                 "</table>", {728: {"workload.input_len": 8192, "workload.output_len": 512}},
                 id="a-section-headings-lengths-reach-its-table"),
    pytest.param("<p>vLLM 0.11.0 on one H100. Output tokens are counted from the usage field of the final chunk. At "
                 "concurrency 8: 702 output tok/s, median TPOT 10.9 ms, median TTFT 188 ms.</p>",
                 {702: {"token_counting": "usage_field"}, 10.9: {"token_counting": "usage_field"},
                  188: {"token_counting": "unknown"}}, id="a-tpot-takes-the-pages-token-counting"),
    pytest.param("<p>4x RTX 3090, driver 580.95.05.</p><pre>vllm serve casperhansen/llama-3.3-70b-instruct-awq "
                 "--tensor-parallel-size 4</pre><p>vLLM: 31.2 tok/s output at concurrency 1.</p><pre>$ ./llama-bench -m "
                 "70b.gguf -ngl 99\n| model | size | params | backend | ngl | test | t/s |\n| --- | --- | --- | --- | --- | "
                 "--- | --- |\n| llama 70B Q4_K - Medium | 39.59 GiB | 70.55 B | CUDA | 99 | tg128 | 17.62 \u00b1 0.04 |"
                 "\nbuild: 9c3a1f7e (6795)</pre><p>So vLLM TP4 is ~77% faster than llama.cpp.</p>",
                 {31.2: {"parallelism.tp": 4}, 17.62: {"engine.id": "llama.cpp", "parallelism.tp": None}},
                 id="another-engines-degree-is-not-the-figures"),
    pytest.param('<section class="comment"><header>alice commented</header><p>4x RTX 3090, vLLM 0.10.2, TP4: 31.2 tok/s '
                 'output at concurrency 1.</p><p>Same model as Q4_K_M GGUF on llama.cpp b6795: tg128 17.6 t/s.</p>'
                 '</section><section class="comment"><header>bob commented</header><p>2x 3090 on llama-server b6840. I '
                 'measure with my own script that counts SSE chunks: 96 tok/s output for one stream.</p></section>',
                 {31.2: {"token_counting": "unknown"}, 17.6: {"token_counting": "unknown"},
                  96: {"token_counting": "sse_chunks"}},
                 id="a-later-posts-counting-is-not-the-openers"),
    pytest.param("<p>SGLang 0.5.4 on 8x H100.</p><h2>Prefill</h2><table><tr><th>input len</th><th>2-node EP16, aggregate "
                 "(tok/s)</th><th>2-node EP16, per node</th><th>&Delta; per node</th></tr><tr><td>1k (1024)</td><td>68,420"
                 "</td><td>34,210</td><td>&minus;5.1%</td></tr></table>",
                 {68420: {"metric": "prefill_tok_s"}, 34210: {"metric": "prefill_tok_s", "basis": "per_node"}},
                 id="a-heading-names-the-kind-and-a-column-another-basis"),
    pytest.param("<p>Two rented HGX H100 nodes. Per node: 8x H100 SXM5 80GB.</p><pre>python3 -m sglang.launch_server "
                 "--nnodes 2 --node-rank 0 --tp-size 16 --dp-size 4 --ep-size 16</pre><p>For the single-node baseline I "
                 "used the same flags with --tp-size 8 --dp-size 2 --ep-size 8, no --nnodes.</p><p>On two nodes, decode "
                 "reached 12,420 tok/s at 1024 concurrent requests.</p>",
                 {12420: {"hardware.count": 16, "parallelism.tp": 16, "parallelism.dp": 4, "parallelism.ep": 16}},
                 id="a-run-over-two-nodes-and-a-baselines-own-flags"),
    pytest.param("<ul><li>8x H200, NVIDIA driver 575.57.08 (nvidia-smi reports CUDA 12.9 on the host)</li><li>vLLM 0.11.0: "
                 "vllm/vllm-openai:v0.11.0 (CUDA 12.8 inside the image)</li><li>SGLang 0.5.3: lmsysorg/sglang:v0.5.3-cu129 "
                 "(CUDA 12.9)</li></ul><p>At 64 concurrent requests vLLM gave 2,874 output tok/s and SGLang 3,105 output "
                 "tok/s; llama.cpp b6795 on the same box managed 1,120 output tok/s.</p>",
                 {2874: {"engine.id": "vllm", "hardware.cuda_version": "12.8"},
                  3105: {"engine.id": "sglang", "hardware.cuda_version": "12.9"},
                  1120: {"engine.id": "llama.cpp", "hardware.cuda_version": "12.9"}},
                 id="a-cuda-written-on-its-engines-line"),
    pytest.param("<h2>Hardware</h2><table><tr><th>Node</th><th>GPUs</th><th>Driver</th></tr><tr><td>h100-01</td><td>8x H100 "
                 "80GB</td><td>580.82.07</td></tr><tr><td>l40s-02</td><td>4x L40S 48GB</td><td>580.65.06</td></tr></table>"
                 "<p>SGLang 0.5.3. Output tok/s counts tokens as non-empty SSE chunks; we checked the count against "
                 "usage.completion_tokens.</p><table><tr><th>GPU</th><th>Output tok/s @c=64</th></tr><tr><td>L40S</td>"
                 "<td>3,412</td></tr><tr><td>H100 80GB</td><td>8,930</td></tr></table>",
                 {3412: {"hardware.driver_version": "580.65.06", "token_counting": "sse_chunks"},
                  8930: {"hardware.driver_version": "580.82.07", "token_counting": "sse_chunks"}},
                 id="a-driver-column-per-machine-and-a-count-checked-against-usage"),
    pytest.param("<table id='hnmain'><tr><td><table class='comment-tree'><tr class='athing comtr'><td><table><tr><td>"
                 "<div><a class='hnuser'>alice</a></div><div class='comment'>On my 4090 with llama.cpp b5100 and "
                 "Qwen2.5-32B Q4_K_M I get 38 t/s generation.</div></td></tr></table></td></tr><tr class='athing comtr'>"
                 "<td><table><tr><td><div><a class='hnuser'>bob</a></div><div class='comment'>Same model on a 3090 with "
                 "exllamav2 0.2.8: 31 t/s.</div></td></tr></table></td></tr></table></td></tr></table>",
                 {38: {"engine.id": "llama.cpp", "engine.version": "b5100", "hardware.accelerator_as_written": "4090"},
                  31: {"engine.id": "exllamav2", "hardware.accelerator_as_written": "3090",
                       "model.name": "Qwen2.5-32B"}}, id="a-thread-laid-out-in-tables"),
    pytest.param("<div class='question'><p>I run Mistral-7B-Instruct-v0.3 with vLLM 0.6.1 on one A10G and get 28 tok/s "
                 "decode, TGI 2.2 gives 35 tok/s on the same box.</p></div><div class='answer'><p>With vLLM 0.6.3 on an L4 "
                 "I measured 31 tok/s decode.</p><div class='user-details'><a>bob</a></div></div>",
                 {28: {"engine.id": "vllm", "engine.version": "0.6.1"}, 35: {"engine.id": "tgi", "engine.version": "2.2"},
                  31: {"engine.version": "0.6.3", "hardware.accelerator_as_written": "L4"}},
                 id="an-engine-named-after-a-comma-opens-its-side"),
    pytest.param("<p>vLLM 0.10.1 on one H100. With 64 concurrent requests the server produced 4,410 output tokens per "
                 "second (the median of three runs: 4,410, 4,372 and 4,455). Decode was 185 tok/s over 2 runs: 184, 186 "
                 "and 190.</p>",
                 {4410: {"statistic": "median", "variance.reruns": [4410.0, 4372.0, 4455.0], "variance.spread": 0.0188},
                  185: {"variance.reruns": []}}, id="a-run-list-after-its-figure"),
    pytest.param("<p>llama.cpp b6710 on one RX 7900 XTX. Prefill runs: 4012 / 3987 / 4,021 / 3990 tok/s, mean 4003 ± 42. "
                 "Decode: 128 / 131 t/s (median 129.5), and 40 / 45 tok/s at batch 4.</p>",
                 {4003: {"statistic": "mean", "variance.reruns": [4012.0, 3987.0, 4021.0, 3990.0],
                         "variance.stdev": 42.0, "provenance.fields.value.quote": "4003"},
                  129.5: {"statistic": "median", "variance.reruns": [128.0, 131.0]},
                  45: {"variance.reruns": []}}, id="a-slash-list-of-runs-and-their-summary"),
    pytest.param("<p>vLLM 0.11.0 on one RTX 5090, Llama-3.1-8B. Same thing at --max-concurrency 4/16. Output tok/s is "
                 "aggregate over all streams; TPOT is mean.</p><table><tr><th>concurrency</th><th>baseline tok/s</th>"
                 "<th>EAGLE-3 tok/s</th></tr><tr><td>4</td><td>352.6</td><td>611.9</td></tr></table>"
                 "<p>Another run.</p><table><tr><th>concurrency</th><th>tok/s</th></tr><tr><td>16</td><td>1,268</td>"
                 "</tr></table>",
                 {352.6: {"metric": "output_tok_s"}, 611.9: {"metric": "output_tok_s"},
                  1268: {"metric": "unspecified_tok_s"}}, id="a-sentence-above-a-table-names-its-columns-kind"),
    pytest.param('<section class="comment"><header>alice commented</header><p>vLLM 0.11.0 on one RTX 5090. The tool '
                 'takes the output count from the usage field of the last streamed chunk: output throughput 182.2 '
                 'tok/s.</p></section><section class="comment"><header>bob commented</header><p>Mine is 66 t/s with '
                 'EAGLE-3.</p></section><section class="comment"><header>carol commented'
                 '</header><p>Use usage.completion_tokens from the last chunk, bob.</p></section>',
                 {182.2: {"token_counting": "usage_field", "provenance.fields.token_counting.quote": "from the usage"},
                  66: {"token_counting": "unknown"}},
                 id="a-count-stated-twice-holds-for-the-post-it-is-stated-in"),
    pytest.param("<p>机器是 8 卡 H20 141G，vLLM 0.11.0，--tensor-parallel-size 8 --enable-expert-parallel。EP 大小 = TP × DP = 8。"
                 "单路输出速度 36.8 tok/s。</p><p>另一台：单卡 L20，vLLM 0.11.0，输出速度 41.2 tok/s。</p>",
                 {36.8: {"hardware.count": 8, "parallelism.ep": 8, "parallelism.dp": None, "parallelism.tp": 8},
                  41.2: {"hardware.count": 1, "hardware.accelerator_id": "nvidia-l20"}},
                 id="chinese-cards-counted-before-the-name-and-an-ep-size-as-a-product"),
    pytest.param("<pre>$ nvidia-smi\n|   0  NVIDIA H20        On  |\n|   1  NVIDIA H20        On  |\n... (GPU 2-7 omitted)\n"
                 "</pre><p>vLLM 0.11.0: output throughput 704.3 tok/s at concurrency 32.</p>",
                 {704.3: {"hardware.count": 8}}, id="a-gpu-listing-counts-the-rows-it-says-it-left-out"),
    pytest.param("<pre>$ python3 -m sglang.check_env\nGPU 0,1,2,3: NVIDIA H200\nCUDA Driver Version: 580.82.07\nsglang: 0.5.3"
                 "</pre><p>H200 is the same compute die as H100 with more HBM.</p><p>Output throughput was 11,480 tok/s."
                 "</p><p>For reference DeepSeek's own numbers from their inference-system write-up were 73.7k tok/s of "
                 "input per H800 node.</p>",
                 {11480: {"hardware.count": 4, "hardware.accelerator_id": "nvidia-h200-sxm",
                          "is_claim": False},
                  73700: {"is_claim": True, "hardware.accelerator_id": "nvidia-h800-sxm"}},
                 id="check-env-gpus-on-one-line-a-same-as-baseline-and-a-makers-write-up"),
    pytest.param("<pre>CUDA_VISIBLE_DEVICES=0,1 python3 benchmark/profile_throughput.py --tp 2</pre><p>Output throughput: "
                 "5,039.7 tok/s.</p><pre>$ python -m lmdeploy check_env\nGPU 0,1,2,3,4,5,6,7: NVIDIA H100 80GB HBM3\n"
                 "lmdeploy: 0.9.2</pre>",
                 {5039.7: {"hardware.count": 2}}, id="devices-a-run-could-see-under-a-later-env-dump-of-the-machine"),
    pytest.param("<p>TRT-LLM 1.0.0 on 8x H200. A server run is only valid if the p99 TTFT stays at or below 2 s and "
                 "the p99 TPOT at or below 200 ms; the 405B benchmark has looser latency limits (TTFT ≤ 6 s, TPOT ≤ "
                 "175 ms). Our p99 TTFT stayed below 900 ms.</p><table><tr><th>request rate (req/s)</th><th>output "
                 "tok/s</th><th>achieved request rate (req/s)</th></tr><tr><td>80</td><td>22,706.4</td><td>79.6</td></tr>"
                 "</table>",
                 {900: {"metric": "ttft_ms"}, 22706.4: {"metric": "output_tok_s", "request_rate": 80.0},
                  79.6: {"metric": "req_s", "request_rate": 80.0}},
                 id="latency-limits-of-a-benchmark-and-an-offered-rate-column-are-no-figures"),
    pytest.param("<p>vLLM 0.11.2 serving Llama 3.3 70B.</p><table><tr><th>Instance</th><th>Accelerators</th></tr>"
                 "<tr><td>gpu.h100x2</td><td>2× NVIDIA H100 SXM 80GB</td></tr><tr><td>gpu.mi300xx1</td>"
                 "<td>1× AMD Instinct MI300X 192GB</td></tr></table><h2>Results</h2><table><tr><th>Instance</th>"
                 "<th>Output tok/s</th></tr><tr><td>gpu.h100x2</td><td>2,051</td></tr><tr><td>gpu.mi300xx1</td>"
                 "<td>1,622</td></tr></table><h2>Throughput versus concurrency on gpu.mi300xx1</h2><table><tr>"
                 "<th>Max concurrency</th><th>Output tok/s</th></tr><tr><td>8</td><td>298</td></tr></table>",
                 {2051: {"hardware.accelerator_id": "nvidia-h100-sxm", "hardware.count": 2},
                  1622: {"hardware.accelerator_id": "amd-mi300x", "hardware.count": 1},
                  298: {"hardware.accelerator_id": "amd-mi300x", "hardware.count": 1, "concurrency": 8}},
                 id="a-row-named-by-what-an-earlier-table-lists-takes-its-accelerators"),
    pytest.param("<p>vLLM 0.11.0 on 8x B200.</p><p><strong>Concurrency 64 (TEP8)</strong></p><pre>============ Serving "
                 "Benchmark Result ============\nSuccessful requests:                     640\nOutput token throughput "
                 "(tok/s):         5231.84\n==================================================</pre>"
                 "<h2>Offline</h2><pre>trtllm-bench --model m throughput --tp 8 --concurrency 3072</pre>"
                 "<p>That gave 39,333 output tok/s.</p>",
                 {5231.84: {"concurrency": 64}, 39333: {"concurrency": 3072}},
                 id="a-load-stated-right-above-a-tools-output-wins-over-the-pages-one-flag"),
    pytest.param("<p>Box A: 2x RTX 3090, driver 575.64.05. Box B: RTX 5090, driver 580.95.05. The Arc B580 runs Mesa "
                 "25.2.3.</p><p>llama.cpp b6710. On the 3090s I get 139.2 tok/s decode.</p>",
                 {139.2: {"hardware.accelerator_id": "nvidia-rtx-3090", "hardware.driver_version": "575.64.05"}},
                 id="an-nvidia-card-takes-its-own-vendors-driver-beside-it"),
    pytest.param("<p>I run two RTX 3090s, an RTX 5090 and an Arc B580.</p><pre>| NVIDIA-SMI 575.64.05    Driver Version: "
                 "575.64.05 |</pre><pre>| NVIDIA-SMI 580.95.05    Driver Version: 580.95.05 |</pre><p>The Arc runs Mesa "
                 "25.2.3.</p><p>llama.cpp b6710 on the 3090s: 139.2 tok/s decode.</p>",
                 {139.2: {"hardware.accelerator_id": "nvidia-rtx-3090", "hardware.driver_version": None}},
                 id="an-nvidia-card-of-several-nvidia-drivers-takes-no-mesa-release"),
    pytest.param("<p>Ollama 0.12.11 on one RTX 5090: I got 76.83 tokens/s eval and ~1.65k tokens/s prompt eval.</p>",
                 {76.83: {"metric": "decode_tok_s"}, 1650: {"metric": "prefill_tok_s"}},
                 id="eval-alone-is-generation-beside-prompt-eval"),
    pytest.param("<p>Ollama 0.12.11 on one RTX 5090, qwen3:14b:</p><pre>total duration:       9.412518377s\nload duration:"
                 "        61.237018ms\nprompt eval count:    412 token(s)\nprompt eval duration: 121.405ms\nprompt eval "
                 "rate:     3393.60 tokens/s\neval count:           1187 token(s)\neval duration:        9.226954s\n"
                 "eval rate:            128.65 tokens/s</pre>",
                 {9412.518377: {"metric": "e2e_latency_ms", "basis": "single_stream", "token_counting": "unknown",
                                "provenance.fields.value.quote": "9.412518377"},
                  3393.6: {"metric": "prefill_tok_s", "workload.input_len": 412},
                  128.65: {"metric": "decode_tok_s", "workload.output_len": 1187}},
                 id="ollamas-total-duration-is-the-requests-end-to-end-latency"),
    pytest.param("<p>SGLang on 8x MI300X, image rocm/sgl-dev:v0.4.5-rocm630. Peak output throughput reached 5,921 tok/s "
                 "at concurrency 128.</p><p>Compared with H200 numbers from the vendor (7,200 tok/s), MI300X is about 18% "
                 "lower. The vendor's official figures list 8,000 tok/s.</p>",
                 {5921: {"engine.version": "v0.4.5-rocm630", "is_claim": False},
                  7200: {"is_claim": True}, 8000: {"is_claim": True}}, id="figures-from-the-vendor-are-claims"),
    pytest.param("<p>llama.cpp scoreboard. Build b4400, <code>llama-bench -ngl 99 -fa 1</code>. Each cell is t/s.</p>"
                 "<table><tr><th>GPU</th><th>pp512</th><th>tg128</th></tr><tr><td>RTX 4090</td><td>13,042</td><td>150.3</td>"
                 "</tr></table>",
                 {13042: {"metric": "prefill_tok_s", "workload.input_len": 512, "engine.version": "b4400",
                          "hardware.accelerator_as_written": "RTX 4090"},
                  150.3: {"metric": "decode_tok_s", "workload.output_len": 128}}, id="llama-bench-test-names-as-columns"),
    pytest.param("<p>vLLM 0.8.4 on one H100. Decode: 45 tok/s (bs=1), 310 tok/s (bs=8).</p><p>Output: 52 tok/s at "
                 "concurrency 1, 400 tok/s at concurrency 8.</p>",
                 {45: {"concurrency": 1, "basis": "single_stream"}, 310: {"concurrency": 8, "basis": "aggregate"},
                  52: {"concurrency": 1, "basis": "single_stream"}, 400: {"concurrency": 8, "basis": "aggregate"}},
                 id="a-load-written-after-each-figure"),
    pytest.param("<p>vLLM 0.8.4 on one H100. At concurrency 1 decode is 45 tok/s, at concurrency 8 it is 310 tok/s.</p>"
                 "<p>Throughput (batch 8) was 320 tok/s and 46 tok/s at batch 1.</p>",
                 {45: {"concurrency": 1}, 310: {"concurrency": 8}, 320: {"concurrency": 8}, 46: {"concurrency": 1}},
                 id="a-load-written-before-each-figure"),
    pytest.param("<p>SGLang v0.4.6.post1, DeepSeek-V3 on 8x H20, --tp 8 --dp 8 --enable-dp-attention.</p><pre>[2025-05-01 "
                 "10:00:01 DP0 TP0] Decode batch. #running-req: 64, #token: 98304, token usage: 0.45, gen throughput "
                 "(token/s): 2345.67, #queue-req: 0\n[2025-05-01 10:00:01 DP3 TP5] Prefill batch. #new-seq: 1</pre>",
                 {2345.67: {"metric": "output_tok_s", "basis": "aggregate", "concurrency": 64, "statistic": "mean",
                            "token_counting": "engine_reported", "parallelism.tp": 8, "parallelism.dp": 8}},
                 id="sglang-decode-log-and-ranks-are-not-degrees"),
    pytest.param("<p>lmdeploy 0.7.2, internlm2_5-7b-chat, one A100 80GB.</p><pre>concurrency: 128\nelapsed_time: 120.512s\n\n"
                 "first token latency(s)(min, max, ave): 0.105, 2.301, 0.512\nper-token latency(s) percentile(50, 75, 95, "
                 "99): [0, 0.035, 0.052, 0.081]\n\nnumber of prompt tokens: 1248900\nnumber of completion tokens: 1112030\n"
                 "token throughput (completion token): 9227.500 token/s\ntoken throughput (prompt + completion token): "
                 "19590.800 token/s\nRPS (request per second): 41.490 req/s\nRPM (request per minute): 2489.400 req/min"
                 "</pre>",
                 {512: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"min": 105.0, "max": 2301.0},
                        "concurrency": 128},
                  9227.5: {"metric": "output_tok_s", "engine.id": "lmdeploy", "engine.version": "0.7.2"},
                  19590.8: {"metric": "total_tok_s"}, 41.49: {"metric": "req_s"}}, id="lmdeploy-profile-throughput"),
    pytest.param("<p>lmdeploy 0.4.0 api_server on one H100.</p><pre>first_token latency(min, max, ave): 0.051s, 1.902s, "
                 "0.334s\ntoken throughput (completion token): 2905.129 token/s</pre>",
                 {334: {"metric": "ttft_ms", "other_stats": {"min": 51.0, "max": 1902.0}}, 2905.129: {"metric": "output_tok_s"}},
                 id="lmdeploy-restful-api-first-token-line"),
    pytest.param("<h1>vLLM 0.9.1 on 4x H100</h1><h2>Single stream</h2><p>One request at a time: decode runs at 41 tok/s."
                 "</p><h2>Under load</h2><p>At concurrency 64 output throughput is 3,880 tok/s.</p><h2>Goodput</h2><p>"
                 "It sustained 5.1 req/s in our soak test.</p>",
                 {41: {"basis": "single_stream"}, 3880: {"concurrency": 64},
                  5.1: {"basis": "aggregate", "concurrency": None}}, id="a-section-s-single-stream-holds-in-its-section"),
    pytest.param("<h1>vLLM 0.9.1 on 4x H100</h1><h2>How we measured</h2><p>One request at a time, 2k prompts.</p><h2>"
                 "Results</h2><p>Decode runs at 41 tok/s; prefill at 9,800 tok/s.</p><p>We also ran concurrency 8 once."
                 "</p>", {41: {"basis": "single_stream"}, 9800: {"basis": "single_stream"}},
                 id="a-methods-section-s-single-stream-holds-for-the-page"),
    pytest.param("<p>SGLang 0.4.9 on 4x H100. At concurrency 128 it reached 6,853 tok/s output, and at 256 it reached "
                 "7,410 tok/s; 310 tok/s total at concurrency 1.</p>",
                 {6853: {"metric": "output_tok_s"}, 7410: {"metric": "output_tok_s"}, 310: {"metric": "total_tok_s"}},
                 id="token-kind-after-the-unit"),
    pytest.param("<p>TensorRT-LLM 0.21.0 on 8x H200, ISL 1024 / OSL 1024.</p><pre><code>= WORLD + RUNTIME INFORMATION\n"
                 "TP Size:                8\nPP Size:                1\nMax Runtime Batch Size: 2048\n"
                 "===========================================================\n= PERFORMANCE OVERVIEW\n"
                 "===========================================================\n"
                 "Total Output Throughput (tokens/sec):             21952.2006\n"
                 "Per GPU Output Throughput (tps/gpu):              2744.0251\n"
                 "Average time-to-first-token [TTFT] (ms):          1420.4470\n"
                 "Average time-per-output-token [TPOT] (ms):        68.4201\n</code></pre>"
                 "<p>Per GPU that is about 2,744 output tokens/s.</p>",
                 {21952.2006: {"basis": "aggregate", "parallelism.tp": 8, "parallelism.pp": 1, "concurrency": None,
                               "workload.output_len": 1024},
                  2744.0251: {"metric": "output_tok_s", "basis": "per_gpu", "workload.output_len": 1024},
                  1420.447: {"metric": "ttft_ms", "statistic": "mean"}, 68.4201: {"metric": "tpot_ms"}},
                 id="trtllm-bench-overview-sizes-and-per-gpu"),
    pytest.param("<p>KoboldCpp 1.82, Mistral-Nemo-12B Q4_K_M on my RTX 3060.</p><pre>Processing Prompt [BLAS] (3962 / "
                 "3962 tokens)\nGenerating (200 / 200 tokens)\nCtxLimit:4162/8192, Amt:200/200, Init:0.01s, "
                 "Process:5.43s (1.4ms/T = 729.65T/s), Generate:7.02s (35.1ms/T = 28.49T/s), Total:12.45s (16.06T/s)"
                 "</pre>",
                 {729.65: {"metric": "prefill_tok_s", "workload.input_len": 3962, "engine.id": "koboldcpp",
                           "engine.version": "1.82"},
                  28.49: {"metric": "decode_tok_s", "workload.output_len": 200, "workload.input_len": 3962}},
                 id="koboldcpp-request-timings"),
    pytest.param("<p>KoboldCpp on my RTX 3060. I see 730 tok/s prompt processing and 28.5 tok/s generation; "
                 "Prefill 1,100 tok/s, 31.2 tok/s decode with the Q4_0 file.</p>",
                 {730: {"metric": "prefill_tok_s"}, 28.5: {"metric": "decode_tok_s"}, 1100: {"metric": "prefill_tok_s"},
                  31.2: {"metric": "decode_tok_s"}}, id="a-metric-word-after-its-unit-is-its-own"),
    pytest.param("<p>llama.cpp server, build 4710 (a0c5b8e1), one RTX 4090, gemma-2-27b Q4_K_M: 38.6 tok/s decode.</p>",
                 {38.6: {"engine.version": "4710 (a0c5b8e1)"}}, id="llama-cpp-build-number-with-commit"),
    pytest.param("<p>vLLM 0.9.2 on one H100. The dataset was synthetic, ISL 1024 / OSL 1024, 3000 requests. Output "
                 "throughput 2,100 tok/s at concurrency 64.</p><p>Second run: ISL/OSL 2048/128. Output throughput 900 "
                 "tok/s at concurrency 64.</p><p>SGLang 0.4.9, --random-input-len 512 --random-output-len 256:</p>"
                 "<table><tr><th>Concurrency</th><th>Output throughput (tok/s)</th></tr><tr><td>8</td><td>1,210</td>"
                 "</tr></table>",
                 {2100: {"workload.input_len": 1024, "workload.output_len": 1024},
                  900: {"workload.input_len": 2048, "workload.output_len": 128},
                  1210: {"workload.input_len": 512, "workload.output_len": 256}},
                 id="a-length-of-the-figure-s-paragraph-or-its-table-s-lead-in"),
    pytest.param("<p>vLLM 0.9.2 on one H100, 512 output tokens per request, 1024 input tokens. Decode 61 tok/s.</p>"
                 "<p>Prefill reaches 1,200 input tokens/s.</p>",
                 {61: {"workload.output_len": 512, "workload.input_len": 1024},
                  1200: {"metric": "prefill_tok_s", "workload.input_len": 1024}},
                 id="tokens-per-second-is-no-length"),
    pytest.param("<h1>Throughput regression between v0.6.3 and v0.6.4 · Issue #10234 · vllm-project/vllm</h1>"
                 "<p>One A100-SXM4-80GB, Llama-3.1-8B-Instruct, --input-len 1000 --output-len 200.</p><ul>"
                 "<li>v0.6.3: Throughput: 11.52 requests/s, 13824.40 tokens/s</li>"
                 "<li>v0.6.4: Throughput: 9.87 requests/s, 11844.00 tokens/s</li></ul>",
                 {11.52: {"engine.id": "vllm", "engine.version": "v0.6.3"},
                  13824.4: {"engine.id": "vllm", "engine.version": "v0.6.3"},
                  9.87: {"engine.version": "v0.6.4"}, 11844.0: {"engine.version": "v0.6.4"}},
                 id="a-bare-version-label-is-the-one-engine-s-version"),
    pytest.param("<p>One A100, Llama-3.1-8B-Instruct.</p><ul><li>v0.6.3: Throughput: 11.52 requests/s</li>"
                 "<li>v0.6.4: Throughput: 9.87 requests/s</li></ul>",
                 {11.52: {"engine.id": None, "engine.version": None}, 9.87: {"engine.version": None}},
                 id="a-bare-version-label-without-an-engine-is-none"),
    pytest.param("<p>Llama 3.1 405B FP4 with TensorRT-LLM on GB200 NVL72. At an interactivity of 50 tokens/s/user, "
                 "the system delivers 1,250 tokens/s/GPU; at 20 tokens/s/user it reaches 2,900 tokens/s/GPU.</p>",
                 {1250: {"basis": "per_gpu"}, 2900: {"basis": "per_gpu"}},
                 id="a-per-user-rate-opening-a-clause-is-its-operating-point"),
    pytest.param("<h2>My 2x 3090 numbers with llama.cpp</h2><table><tr><th>model</th><th>size</th><th>test</th>"
                 "<th>t/s</th></tr><tr><td>qwen2 32B Q4_K - Medium</td><td>18.48 GiB</td><td>tg128</td>"
                 "<td>31.45 ± 0.05</td></tr></table>",
                 {31.45: {"model.name": "qwen2 32B", "engine.id": "llama.cpp"}},
                 id="a-heading-naming-llama-cpp-names-no-model"),
    pytest.param("<p>We ran Llama-3.1-8B-Instruct in FP8 on one L4 with vLLM 0.7.3 and --kv-cache-dtype fp8. A lone "
                 "request decoded at 29.5 tok/s.</p><p>Meta-Llama-3-70B-Instruct-AWQ on 2x H100: 41 tok/s decode.</p>",
                 {29.5: {"model.variant": "FP8"}, 41: {"model.variant": "AWQ"}}, id="a-model-s-weight-format"),
    pytest.param("<p>vLLM 0.7.3 on one H100, Llama 3.1 8B with an FP8 KV cache: 120 tok/s decode. The H100 has 1979 "
                 "FP8 TFLOPS.</p>", {120: {"model.variant": None}}, id="a-kv-cache-or-spec-format-is-no-weight-format"),
    pytest.param("<p>vLLM 0.7.3 on one A100 80GB PCIe: 41 tok/s decode.</p>",
                 {41: {"hardware.accelerator_as_written": "A100 80GB PCIe",
                       "hardware.accelerator_id": "nvidia-a100-pcie"}}, id="a-form-factor-after-the-memory-size"),
    pytest.param("<p>TensorRT-LLM on a GB200 NVL72 rack: 1,250 tokens/s/GPU.</p><p>vLLM on 2x GB200 NVL4: 900 tok/s "
                 "output.</p>",
                 {1250: {"hardware.count": 72, "hardware.accelerator_id": "nvidia-gb200", "basis": "per_gpu"},
                  900: {"hardware.count": 2}}, id="a-rack-s-name-counts-its-gpus"),
    pytest.param("<p>TGI 2.4 on one L4 with Mistral-7B: p50 latency 1.2s, p95 2.1s for 256 new tokens.</p>",
                 {1200: {"metric": "e2e_latency_ms", "statistic": "p50", "workload.output_len": 256},
                  2100: {"metric": "e2e_latency_ms", "statistic": "p95"}}, id="a-latency-named-by-its-percentile"),
    pytest.param("<p>On my M2 Max with llama.cpp, Qwen2.5-7B decodes at 12.5 t/s.</p><p>vLLM with --max-model-len "
                 "8192 decodes Llama 3.1 8B at 95 tok/s on one H100.</p>",
                 {12.5: {"statistic": "single_run"}, 95: {"statistic": "single_run"}},
                 id="a-chip-s-or-a-flag-s-max-is-no-statistic"),
    pytest.param("<p>llama.cpp b4500 on my RTX 4090, Llama-3.1-8B. Speed: 125.3 tok/s (Q4_K_M), 98.1 tok/s (Q8_0)."
                 "</p><p>On the 3090: Q4_K_M gets 101.2 tok/s and Q8_0 gets 80.4 tok/s.</p>",
                 {125.3: {"model.variant": "Q4_K_M"}, 98.1: {"model.variant": "Q8_0"},
                  101.2: {"model.variant": "Q4_K_M"}, 80.4: {"model.variant": "Q8_0"}},
                 id="each-figure-s-own-weight-format-where-a-sentence-compares-them"),
    pytest.param('<section class="comment"><header>alice commented</header><p>llama.cpp b4500 on my RTX 3090, Qwen2.5-7B '
                 'Q4_K_M: 112 tok/s decode.</p></section><section class="comment"><header>bob commented</header><p>vLLM '
                 '0.9.1 on one H100 at concurrency 64: 2,900 tok/s output throughput.</p></section>'
                 '<section class="comment"><header>carol commented</header><p>Same rate on my H100 with SGLang: decode '
                 '41 tok/s.</p></section>',
                 {112: {"basis": "single_stream"}, 2900: {"basis": "aggregate", "concurrency": 64},
                  41: {"basis": "unknown"}}, id="a-post-s-load-is-its-own"),
    pytest.param("<p>TensorRT-LLM 0.17 in FP8:</p><table><tr><th>Model</th><th>GPUs</th><th>ISL/OSL</th>"
                 "<th>Throughput (tokens/sec/GPU)</th></tr><tr><td>Llama 3.1 405B</td><td>8x H200</td><td>2048/128</td>"
                 "<td>1,202</td></tr></table><p>Our own runs with vLLM 0.8 on one H100:</p><table><tr><th>Input length"
                 "</th><th>Concurrency</th><th>Output tok/s</th></tr><tr><td>1024</td><td>16</td><td>2,210</td></tr>"
                 "</table>",
                 {1202: {"basis": "per_gpu", "workload.input_len": 2048, "workload.output_len": 128,
                         "engine.id": "tensorrt-llm", "hardware.count": 8},
                  2210: {"engine.id": "vllm", "engine.version": "0.8", "hardware.accelerator_as_written": "H100",
                         "hardware.count": 1, "workload.input_len": 1024, "concurrency": 16}},
                 id="a-table-s-lead-in-setup-lengths-column-and-per-gpu-header"),
    pytest.param("<h2>Qwen3-30B-A3B quants on a single RTX 4090</h2><p>llama.cpp b5200, -ngl 99.</p><table><tr><th>Quant"
                 "</th><th>PP512 (t/s)</th><th>TG128 (t/s)</th></tr><tr><td>Q4_K_M</td><td>3,210</td><td>152.4</td></tr>"
                 "</table><ul><li>2x RTX 3090 (NVLink): 98.2 t/s tg128 with Q8_0</li></ul>",
                 {3210: {"workload.input_len": 512, "hardware.count": 1, "hardware.accelerator_as_written": "RTX 4090",
                         "model.variant": "Q4_K_M"},
                  152.4: {"workload.output_len": 128, "hardware.count": 1, "hardware.accelerator_as_written": "RTX 4090"},
                  98.2: {"hardware.count": 2, "hardware.accelerator_as_written": "RTX 3090", "model.variant": "Q8_0"}},
                 id="the-nearest-accelerator-and-a-sized-header-with-its-unit"),
    pytest.param("<p>vLLM 0.9.1 on one RTX 4090, Qwen2.5-7B.</p><pre>=== prompt=40 chars, max_tokens=512 ===\n"
                 "run-1  wall= 5.20s  ttft= 90ms  toks=512  decode_TPS= 99.10  pp_tps= 3.10\n"
                 "run-2  wall= 5.18s  ttft= 88ms  toks=512  decode_TPS= 99.40  pp_tps= 3.00\n"
                 "decode_TPS mean= 99.25 std= 0.21\npp_tps mean= 3.05 std= 0.07\nttft mean= 89ms std= 1ms</pre>",
                 {99.25: {"metric": "decode_tok_s", "workload.output_len": 512},
                  3.05: {"metric": "prefill_tok_s", "statistic": "mean"}, 89: {"metric": "ttft_ms"}},
                 id="a-run-log-s-prefill-over-a-tiny-prompt-is-kept-with-a-note"),
    pytest.param("<p>SGLang 0.4.9 on 8x H200, DeepSeek-V3, --output-file results.jsonl:</p><pre><code>"
                 '{"backend": "sglang", "max_concurrency": 16, "num_prompts": 160, "request_throughput": 2.41, '
                 '"output_throughput": 1180.5, "mean_ttft_ms": 512.3, "median_ttft_ms": 480.0, "p99_ttft_ms": 1290.9}\n'
                 '{"backend": "sglang", "max_concurrency": 64, "num_prompts": 640, "request_throughput": 6.02, '
                 '"output_throughput": 2950.8, "mean_ttft_ms": 1840.2, "median_ttft_ms": 1702.6}</code></pre>',
                 {2.41: {"metric": "req_s", "concurrency": 16, "workload.num_prompts": 160},
                  1180.5: {"metric": "output_tok_s", "concurrency": 16, "basis": "aggregate"},
                  512.3: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"median": 480.0, "p99": 1290.9}},
                  6.02: {"concurrency": 64}, 2950.8: {"concurrency": 64, "workload.num_prompts": 640},
                  1840.2: {"other_stats": {"median": 1702.6}}},
                 id="a-serving-benchmark-s-saved-json-one-object-a-run"),
    pytest.param("<h1>Mixtral 8x7B on 2x 4090</h1><p>exl2 5.0bpw with TabbyAPI: ~45 t/s generation, prompt processing "
                 "around 2000 t/s.</p><p>vLLM at batch 64: 5,120 tokens/sec aggregate output.</p>",
                 {45: {"model.name": "Mixtral 8x7B", "model.variant": "5.0bpw"},
                  2000: {"metric": "prefill_tok_s", "model.variant": "5.0bpw"},
                  5120: {"metric": "output_tok_s", "basis": "aggregate"}},
                 id="an-experts-model-size-and-a-kind-after-aggregate"),
    pytest.param("<p>vLLM 0.9.2 on one H100 SXM, --input-len 1024 --output-len 512 --num-prompts 1000:</p><pre><code>"
                 "Throughput: 12.35 requests/s, 18963.11 total tokens/s, 6322.84 output tokens/s</code></pre><p>vLLM "
                 "0.5.4 printed: </p><pre><code>Throughput: 9.80 requests/s, 15008.00 tokens/s</code></pre>"
                 "<p><b>Decode (single request):</b> 142.7 tok/s</p>",
                 {12.35: {"metric": "req_s", "basis": "aggregate", "concurrency": None},
                  18963.11: {"metric": "total_tok_s", "basis": "aggregate"},
                  6322.84: {"metric": "output_tok_s", "basis": "aggregate"},
                  9.8: {"metric": "req_s", "basis": "aggregate"}, 15008: {"metric": "total_tok_s", "basis": "aggregate"},
                  142.7: {"metric": "decode_tok_s", "basis": "single_stream"}},
                 id="an-offline-throughput-run-is-a-batch-s"),
    pytest.param('<section class="comment"><header>alice commented</header><p>vLLM 0.8.3 on 8x MI300X, TP 8: a single '
                 'request decodes at 18 tok/s.</p></section><section class="comment"><header>bob commented</header><p>'
                 'Try <code>VLLM_USE_TRITON_FLASH_ATTN=0</code>; on our 8x MI300X that gives 27 tok/s for one request.'
                 '</p></section>',
                 {18: {"config": {}}, 27: {"config": {"VLLM_USE_TRITON_FLASH_ATTN": 0}}},
                 id="an-engine-s-environment-variable-is-a-setting-of-its-post"),
    pytest.param("<p>SGLang 0.4.9 on 8x H200: decode is 2.1k tok/s at bs=64 and 95 tok/s at bs=1.</p>",
                 {2100: {"concurrency": 64, "basis": "aggregate"}, 95: {"concurrency": 1, "basis": "single_stream"}},
                 id="a-load-right-after-each-figure-is-its-own"),
    pytest.param("<p>vLLM 0.9.1 on one A100: median TTFT of 0.45 seconds and median ITL of 22.5 milliseconds at 8 QPS."
                 "</p><p>On the H100 box, TTFT 0.21 s, and throughput peaks at 12 req/s.</p>",
                 {450: {"basis": "aggregate", "request_rate": 8.0}, 22.5: {"basis": "aggregate", "request_rate": 8.0},
                  210: {"request_rate": None}, 12: {"metric": "req_s"}},
                 id="a-request-rate-after-the-figures-is-their-load"),
    pytest.param("<p>vLLM 0.9.1 on 2x L40S serving Qwen2.5-32B-AWQ: about 1.9k tok/s peak output, 1.6k tok/s average "
                 "output over the run.</p>",
                 {1900: {"metric": "output_tok_s", "statistic": "peak"},
                  1600: {"metric": "output_tok_s", "statistic": "mean"}},
                 id="a-statistic-and-kind-after-the-unit"),
    pytest.param("<p>SGLang 0.5.1 on 4x RTX PRO 6000, TP 4.</p><ul><li><strong>Decode, 1 user:</strong> 62.3 t/s</li>"
                 "<li><strong>Decode, 16 users:</strong> 610 t/s aggregate (38.1 t/s each)</li></ul>"
                 "<p>Speculative decoding took single-user decode to 91.0 t/s.</p>",
                 {62.3: {"basis": "single_stream", "concurrency": 1}, 610: {"basis": "aggregate", "concurrency": 16},
                  91.0: {"basis": "single_stream"}},
                 id="n-users-is-a-load-and-a-rate-each-its-share"),
    pytest.param("<p>SGLang 0.4.9.post2, Llama-3.1-70B-Instruct, TP 8 on eight H100 SXM.</p>"
                 "<p>Output throughput, without → with EAGLE-3:</p><ul><li>Concurrency 1: 92.4 tok/s → 231.7 tok/s</li>"
                 "<li>Concurrency 16: 1,108 tok/s → 2,243 tok/s aggregate, i.e. 138.5 → 280.4 tok/s per GPU</li></ul>",
                 {92.4: {"metric": "output_tok_s", "concurrency": 1}, 231.7: {"metric": "output_tok_s", "concurrency": 1},
                  1108: {"metric": "output_tok_s", "basis": "aggregate", "concurrency": 16},
                  2243: {"metric": "output_tok_s", "basis": "aggregate", "concurrency": 16},
                  138.5: {"metric": "output_tok_s", "basis": "per_gpu"}, 280.4: {"metric": "output_tok_s", "basis": "per_gpu"}},
                 id="before-after-pairs-under-a-list-lead-in"),
    pytest.param("<p>vLLM 0.8.5 on one H100 SXM serving Llama-3.1-8B.</p><p>Decode speed by batch:</p>"
                 "<ul><li>batch 1 → 120 tok/s, batch 8 → 610 tok/s</li></ul>",
                 {120: {"metric": "decode_tok_s", "basis": "single_stream"}, 610: {"metric": "decode_tok_s"}},
                 id="a-list-lead-in-names-the-metric-of-a-sweep"),
    pytest.param("<p>After upgrading SGLang from 0.4.6.post5 to 0.4.7 our job dropped. Same node (one H100 80GB HBM3, "
                 "driver 570.124.06, CUDA 12.8).</p><p>With the flag on 0.4.7: 5,790.2 tok/s output and median ITL "
                 "10.6 ms.</p>",
                 {5790.2: {"engine.version": "0.4.7"}, 10.6: {"engine.version": "0.4.7"}},
                 id="an-upgrade-names-the-release-in-use"),
    pytest.param("<p>We upgraded vLLM from 0.6.1 to 0.6.3 on our 1x H100 SXM serving Llama-3.1-8B.</p>"
                 "<p>On 0.6.1 we measured 1,200 tok/s output at concurrency 32.</p>"
                 "<p>On 0.6.3 it is 980 tok/s output at concurrency 32.</p>",
                 {1200: {"engine.version": "0.6.1"}, 980: {"engine.version": "0.6.3"}},
                 id="a-sentence-puts-its-figure-on-a-release"),
    pytest.param("<p>Llama-3.3-70B-Instruct on 8x Gaudi 3 (vllm-fork v0.7.2+Gaudi-1.21.0, SynapseAI 1.21.0), TP 8: "
                 "8,616 tok/s output at concurrency 256.</p>",
                 {8616: {"engine.id": "vllm", "engine.version": "v0.7.2+Gaudi-1.21.0"}},
                 id="a-fork-of-an-engine-and-its-build-release"),
    pytest.param("<p>I ran vllm bench serve --save-result on one A10G against both versions, --max-concurrency 16, "
                 "Qwen/Qwen3-8B. This is the saved JSON from 0.10.0:</p>"
                 '<pre>{"backend": "vllm", "max_concurrency": 16, "num_prompts": 320, "request_throughput": 4.45, '
                 '"output_throughput": 569.36, "mean_ttft_ms": 241.07}</pre>'
                 "<p>On 0.9.2 the same run gave output_throughput 601.2 and mean_tpot_ms 24.7, so roughly 5% slower "
                 "on 0.10.0.</p>",
                 {4.45: {"engine.version": "0.10.0"}, 569.36: {"engine.version": "0.10.0"},
                  241.07: {"engine.version": "0.10.0"},
                  601.2: {"metric": "output_tok_s", "statistic": "mean", "engine.version": "0.9.2"},
                  24.7: {"metric": "tpot_ms", "statistic": "mean", "engine.version": "0.9.2"}},
                 id="result-keys-quoted-in-prose-and-a-lead-in-naming-the-release"),
    pytest.param("<p>Everything below ran in LM Studio 0.3.15 on its MLX runtime, one chat at a time, on an M3 "
                 "Ultra.</p><p>DeepSeek-V3-0324 in MLX 4-bit generated at 20.6 tokens per second. The GGUF build "
                 "through LM Studio's llama.cpp runtime did 14.1 tok/s generation.</p>",
                 {20.6: {"engine.id": "lm-studio", "engine.version": "0.3.15"},
                  14.1: {"engine.id": "lm-studio", "engine.version": "0.3.15"}},
                 id="an-apps-runtimes-are-the-app"),
    pytest.param("<p>LM Studio 0.3.15 on an M3 Ultra gave 20.6 tok/s generation.</p>"
                 "<p>Plain llama.cpp b4160 (llama-bench) on the same Mac gave 24.9 tok/s generation.</p>",
                 {20.6: {"engine.id": "lm-studio"}, 24.9: {"engine.id": "llama.cpp", "engine.version": "b4160"}},
                 id="a-runtime-with-its-own-release-is-its-own-engine"),
    pytest.param("<p>Gemma 2 27B on one v5e-8 slice: eight TPU v5e chips, JetStream with the MaxText engine "
                 "(jetstream-maxtext v0.2.2). Benchmark script, 1,000 prompts, --max-output-length 1024:</p>"
                 "<pre>Successful requests: 1000\nBenchmark duration: 312.45 s\nRequest throughput: 3.20 requests/s\n"
                 "Input token throughput: 708.84 tokens/s\nOutput token throughput: 1338.10 tokens/s\n"
                 "Mean TTFT: 81042.17 ms\nMedian TTFT: 79930.55 ms\nP99 TTFT: 152304.88 ms\nMean TPOT: 89.54 ms\n"
                 "Median TPOT: 84.11 ms\nP99 TPOT: 301.20 ms</pre>",
                 {3.2: {"metric": "req_s", "basis": "aggregate"},
                  708.84: {"metric": "prefill_tok_s", "basis": "aggregate"},
                  1338.1: {"metric": "output_tok_s", "engine.id": "jetstream", "engine.version": "v0.2.2",
                           "hardware.accelerator_id": "google-tpu-v5e", "hardware.count": 8,
                           "workload.output_len": None},
                  81042.17: {"metric": "ttft_ms", "statistic": "mean", "other_stats.median": 79930.55},
                  89.54: {"metric": "tpot_ms", "other_stats.p99": 301.2}},
                 id="a-serving-result-without-its-header-on-a-tpu"),
    pytest.param("<p>Single 4090, vLLM, Qwen2.5-14B-Instruct-AWQ. Single-stream it's ~16 ms/token (so ~60 tok/s), "
                 "and with 32 concurrent requests the aggregate is 1,500 tok/s output (1,400 tok/s the run before).</p>",
                 {16: {"metric": "tpot_ms"}, 1500: {"metric": "output_tok_s", "concurrency": 32}, 1400: {}},
                 id="a-figure-converted-in-brackets-is-not-a-second-figure"),
    pytest.param("<p>One H100 SXM, sglang 0.4.9.post2, Qwen/Qwen3-30B-A3B-FP8.</p><pre>python -m "
                 "sglang.bench_one_batch_server --model None --base-url http://localhost:30000 --batch-size 1 8 "
                 "--input-len 1024 --output-len 512\nbatch size: 1\ninput_len: 1024\noutput_len: 512\nlatency: 2.88 s\n"
                 "ttft: 0.07 s\ninput throughput: 14755.04 tok/s\noutput throughput: 182.40 tok/s\nbatch size: 8\n"
                 "input_len: 1024\noutput_len: 512\nlatency: 4.03 s\nttft: 0.29 s\ninput throughput: 28122.21 tok/s\n"
                 "output throughput: 1096.83 tok/s</pre>",
                 {2880: {"metric": "e2e_latency_ms", "concurrency": 1, "basis": "single_stream"},
                  70: {"metric": "ttft_ms", "concurrency": 1}, 14755.04: {"metric": "prefill_tok_s"},
                  182.4: {"metric": "decode_tok_s", "workload.input_len": 1024, "workload.output_len": 512},
                  4030: {"concurrency": 8, "basis": "aggregate", "config.batch_size": 8},
                  290: {"metric": "ttft_ms", "concurrency": 8},
                  28122.21: {"concurrency": 8}, 1096.83: {"metric": "decode_tok_s", "concurrency": 8}},
                 id="sglang-one-batch-server-runs-by-batch-size"),
    pytest.param("<p>vLLM 0.9.0, two A100 80GB, TP 2.</p><pre>$ vllm bench serve --max-concurrency 32\n"
                 "Maximum request concurrency: 32\n============ Serving Benchmark Result ============\n"
                 "Output token throughput (tok/s):         540.95\nMean ITL (ms):                           52.11\n"
                 "P99 ITL (ms):                            142.39\n==================================================\n"
                 "$ vllm bench serve --max-concurrency 1\nMaximum request concurrency: 1\n"
                 "============ Serving Benchmark Result ============\n"
                 "Output token throughput (tok/s):         44.06\n==================================================</pre>"
                 "<p>The P99 ITL of 142 ms at 32 users is prefill interference. Each stream gets about 19 tok/s "
                 "(1000 / 53.4 ms TPOT).</p>",
                 {540.95: {"concurrency": 32, "basis": "aggregate"}, 52.11: {"concurrency": 32, "other_stats.p99": 142.39},
                  44.06: {"concurrency": 1, "basis": "single_stream"}},
                 id="a-run-s-concurrency-above-its-header-and-prose-restating-or-deriving-its-figures"),
    pytest.param("<p>TensorRT-LLM 0.20.0 on 4x H100 SXM, TP 4.</p><pre>trtllm-bench --model m throughput --tp 4 "
                 "--concurrency 256\n===========================================================\n= PERFORMANCE OVERVIEW\n"
                 "===========================================================\n"
                 "Total Output Throughput (tokens/sec):             8654.1632\n"
                 "Per GPU Output Throughput (tokens/sec/gpu):       2163.5408</pre>",
                 {8654.1632: {"basis": "aggregate", "concurrency": 256}, 2163.5408: {"basis": "per_gpu", "concurrency": 256}},
                 id="a-per-gpu-figure-keeps-the-run-s-load"),
    pytest.param("<p>vLLM 0.8.4 with tensor parallelism across two L40S cards, Mistral-Small-24B.</p>"
                 "<p>With a single user decoding ran at 41.5 tokens per second. At sixteen concurrent users the "
                 "aggregate output rate climbed to 530 tok/s.</p><p>Sixty-four concurrent users is where it hurts. "
                 "Aggregate output reached 1.4k tok/s, but the p99 time to first token stretched to 4.8 s.</p>",
                 {41.5: {"basis": "single_stream", "parallelism.tp": 2},
                  530: {"metric": "output_tok_s", "concurrency": 16, "basis": "aggregate"},
                  1400: {"metric": "output_tok_s", "concurrency": 64, "basis": "aggregate"},
                  4800: {"metric": "ttft_ms", "statistic": "p99", "concurrency": 64}},
                 id="loads-in-words-and-a-paragraph-s-load"),
    pytest.param("<p>Qwen3-30B-A3B on 2x H100 SXM, TP 2, concurrency 64.</p><table><tr><th>vLLM</th>"
                 "<th>Output token throughput (tok/s)</th><th>Mean TPOT (ms)</th></tr><tr><td>0.9.2</td><td>4812.6</td>"
                 "<td>12.41</td></tr><tr><td>0.10.0</td><td>3951.3</td><td>15.36</td></tr></table>"
                 "<table><tr><th>vLLM</th><th>SGLang</th><th>Output (tok/s)</th></tr><tr><td>2450.5</td><td>x</td>"
                 "<td>77.5</td></tr></table>",
                 {4812.6: {"engine.version": "0.9.2"}, 12.41: {"engine.version": "0.9.2"},
                  3951.3: {"engine.version": "0.10.0"}, 15.36: {"engine.version": "0.10.0"}, 77.5: {"engine.version": None}},
                 id="releases-under-the-engine-s-name-alone"),
    pytest.param('<div class="timeline-comment" data-author="rep"><p>vLLM 0.10.0 on 2x H100 SXM: output throughput '
                 '3951.3 tok/s at concurrency 64.</p></div><div class="timeline-comment" data-author="maint"><p>Which '
                 'driver and CUDA? We see 3987 tok/s output at concurrency 64 on our box.</p></div>'
                 '<div class="timeline-comment" data-author="rep"><p>NVIDIA driver 570.133.20, CUDA 12.8.</p></div>',
                 {3951.3: {"hardware.driver_version": "570.133.20", "hardware.cuda_version": "12.8"},
                  3987: {"hardware.driver_version": None}},
                 id="the-reporter-s-later-answer-gives-their-driver"),
    pytest.param("<p>TGI 2.3.1 on one L40S.</p><pre>| Parameter          | Value                 |\n"
                 "|--------------------|-----------------------|\n| Model              | Qwen/Qwen2.5-7B-Instruct |\n"
                 "| Sequence Length    | 1024                  |\n| Decode Length      | 64                    |\n"
                 "| N Runs             | 10                    |\n\n"
                 "| Step           | Batch Size | Average   | Lowest    | Highest   | p50       | p90       | p99       |\n"
                 "|----------------|------------|-----------|-----------|-----------|-----------|-----------|-----------|\n"
                 "| Prefill        | 1          | 61.40 ms  | 60.95 ms  | 62.10 ms  | 61.38 ms  | 61.90 ms  | 62.10 ms  |\n"
                 "|                | 4          | 230.12 ms | 228.40 ms | 233.01 ms | 229.90 ms | 232.50 ms | 233.01 ms |\n"
                 "| Decode (token) | 1          | 19.80 ms  | 19.61 ms  | 20.22 ms  | 19.77 ms  | 20.10 ms  | 20.22 ms  |\n"
                 "|                | 4          | 21.05 ms  | 20.88 ms  | 21.40 ms  | 21.02 ms  | 21.33 ms  | 21.40 ms  |\n"
                 "| Decode (total) | 1          | 1247.40 ms| 1235.43 ms| 1273.86 ms| 1245.51 ms| 1266.30 ms| 1273.86 ms|\n\n"
                 "| Step    | Batch Size | Average            | Lowest             | Highest            |\n"
                 "|---------|------------|--------------------|--------------------|--------------------|\n"
                 "| Prefill | 1          | 16.29 tokens/secs  | 16.10 tokens/secs  | 16.41 tokens/secs  |\n"
                 "| Decode  | 1          | 50.51 tokens/secs  | 49.46 tokens/secs  | 51.00 tokens/secs  |\n"
                 "|         | 4          | 190.02 tokens/secs | 186.92 tokens/secs | 191.57 tokens/secs |</pre>",
                 {61.40: {"metric": "ttft_ms", "basis": "single_stream", "concurrency": 1, "statistic": "mean",
                          "workload.input_len": 1024, "model.name": "Qwen/Qwen2.5-7B-Instruct", "other_stats.p99": 62.10},
                  230.12: {"metric": "ttft_ms", "basis": "aggregate", "concurrency": 4},
                  19.80: {"metric": "tpot_ms", "concurrency": 1, "other_stats.min": 19.61},
                  21.05: {"metric": "tpot_ms", "concurrency": 4},
                  50.51: {"metric": "decode_tok_s", "basis": "single_stream", "token_counting": "engine_reported",
                          "workload.output_len": 64, "engine.id": "tgi"},
                  190.02: {"metric": "decode_tok_s", "basis": "aggregate", "concurrency": 4}},
                 id="text-generation-benchmark-tables"),
    pytest.param("<p>LM Studio 0.3.16 on a Mac Studio M2 Ultra, Gemma 3 27B (MLX, 4-bit).</p>"
                 "<p>Long answer: 21.87 tok/sec • 1432 tokens • 1.94s to first token • Stop reason: EOS Token Found</p>",
                 {21.87: {"metric": "decode_tok_s", "basis": "single_stream", "workload.output_len": 1432,
                          "engine.id": "lm-studio", "engine.version": "0.3.16", "token_counting": "engine_reported"},
                  1940: {"metric": "ttft_ms", "basis": "single_stream"}},
                 id="lm-studio-reply-stats"),
    pytest.param("<p>Phi-3 mini Q4_K_M in LM Studio 0.2.24 on an RTX 3060:</p><p>time to first token: 0.08s, gen t: "
                 "4.02s, speed: 81.59 tok/s, stop reason: eosFound, gpu layers: 33, token count: 431/4096</p>",
                 {81.59: {"metric": "decode_tok_s", "workload.output_len": None, "engine.id": "lm-studio"},
                  80: {"metric": "ttft_ms"}},
                 id="lm-studio-older-reply-stats"),
    pytest.param("<p>ik_llama.cpp on 2x RTX 3090, Qwen3-235B-A22B IQ4_KS: 31.2 tok/s decode.</p>"
                 "<p>ExLlamaV3 0.0.4 with the EXL3 3.5bpw quant: 28.5 tok/s decode.</p>"
                 "<p>Unsloth's UD-Q4_K_XL in llama.cpp: 24.9 tok/s decode.</p>",
                 {31.2: {"engine.id": "ik_llama.cpp", "model.variant": "IQ4_KS"},
                  28.5: {"engine.id": "exllamav3", "engine.version": "0.0.4", "model.variant": "3.5bpw"},
                  24.9: {"engine.id": "llama.cpp", "model.variant": "UD-Q4_K_XL"}},
                 id="llama-cpp-forks-and-their-quants"),
    pytest.param("<p>SGLang 0.5.2 on 8x H200 with EAGLE-3 speculative decoding: decode 212 tok/s at batch size 1.</p>"
                 "<p>vLLM 0.10.2 on the same GPUs, speculative decoding disabled: decode 118 tok/s at batch size 1.</p>",
                 {212: {"config.speculative_algorithm": "EAGLE-3"}, 118: {"config": {}}},
                 id="speculative-decoding-in-prose"),
    pytest.param("<p>llama.cpp on one RTX 4090 with speculative decoding (a 0.5B draft model): 145 tok/s decode. "
                 "Without speculative decoding: 88 tok/s decode.</p>",
                 {145: {"config.speculative_decoding": True}, 88: {"config": {}}},
                 id="speculative-decoding-named-without-its-method"),
    pytest.param("<p>SGLang 0.5.1 on 4x H100.</p><pre>============ Serving Benchmark Result ============\n"
                 "Backend:                                 sglang\nMax request concurrency:                 32\n"
                 "Successful requests:                     320\nOutput token throughput (tok/s):         1402.55\n"
                 "Peak output token throughput (tok/s):    2310.00\nConcurrency:                             31.20\n"
                 "Accept length:                           3.12\n---------------Inter-Token Latency----------------\n"
                 "Mean ITL (ms):                           21.40\nMedian ITL (ms):                         17.90\n"
                 "Max ITL (ms):                            840.31\n==================================================</pre>",
                 {1402.55: {"other_stats": {"peak": 2310.0}, "config.speculative_accept_length": 3.12,
                            "concurrency": 32},
                  21.40: {"other_stats": {"median": 17.9, "max": 840.31}}},
                 id="sglang-bench-peak-max-and-accept-length"),
    pytest.param("<p>llama-server on one RTX 3090, Mistral-Small-24B Q4_K_M. Two requests:</p><pre>"
                 '{"timings": {"cache_n": 0, "prompt_n": 2048, "prompt_ms": 1480.2, "prompt_per_second": 1383.6,\n'
                 ' "predicted_n": 300, "predicted_ms": 8571.4, "predicted_per_second": 35.0}}\n'
                 '{"timings": {"cache_n": 2040, "prompt_n": 64, "prompt_ms": 62.1, "prompt_per_second": 1030.6,\n'
                 ' "predicted_n": 280, "predicted_ms": 8102.5, "predicted_per_second": 34.56}}</pre>',
                 {1383.6: {"metric": "prefill_tok_s", "workload.input_len": 2048, "workload.output_len": 300,
                           "engine.id": "llama.cpp", "basis": "single_stream", "token_counting": "engine_reported"},
                  35.0: {"metric": "decode_tok_s", "workload.output_len": 300, "workload.input_len": 2048},
                  1030.6: {"metric": "prefill_tok_s", "workload.input_len": 64},
                  34.56: {"metric": "decode_tok_s", "workload.output_len": 280}},
                 id="llama-server-response-timings"),
    pytest.param("<p>SGLang 0.4.9 on 8x H100, Llama-3.1-70B, 64 concurrent requests.</p><table><tr><th>Flags</th>"
                 "<th>Output throughput (tok/s)</th></tr><tr><td>default</td><td>2,950</td></tr><tr><td>--enable-torch-compile"
                 "</td><td>3,120</td></tr><tr><td>--chunked-prefill-size 4096 --enable-torch-compile</td><td>3,240</td></tr>"
                 "<tr><td>some custom patch</td><td>3,300</td></tr></table>",
                 {2950: {"config": {}}, 3120: {"config": {"enable_torch_compile": True}},
                  3240: {"config": {"chunked_prefill_size": 4096, "enable_torch_compile": True}},
                  3300: {"config": {}}},
                 id="settings-column-of-flags"),
    pytest.param("<p>Qwen3-32B Q4_K_M with llama.cpp (Vulkan, build 6400) on a Radeon 8060S: pp512 610 t/s, tg128 "
                 "11.2 t/s.</p><p>The ROCm backend of the same build: pp512 540 t/s, tg128 10.4 t/s.</p>"
                 "<p>I ran vLLM with max-model-len 16384 and gpu-memory-utilization 0.9 elsewhere.</p>",
                 {610: {"config.backend": "Vulkan", "engine.version": "6400"}, 11.2: {"config.backend": "Vulkan"},
                  540: {"config.backend": "ROCm"}, 10.4: {"config.backend": "ROCm"}},
                 id="llama-cpp-backend-in-prose"),
    pytest.param("<p>vLLM 0.10.1 on one L40S with max-model-len 32768, gpu-memory-utilization 0.92: decode 41 tok/s.</p>",
                 {41: {"config": {"max_model_len": 32768, "gpu_memory_utilization": 0.92}}},
                 id="settings-by-flag-name-in-prose"),
    pytest.param("<p>SGLang 0.4.7 ran with --mem-fraction-static 0.8 --chunked-prefill-size 4096, and vLLM 0.9.0 with "
                 "--gpu-memory-utilization 0.92 --max-num-seqs 128.</p><p>At 32 concurrent requests on one H200 SGLang "
                 "gave 2,840 tok/s output throughput and vLLM 2,515 tok/s.</p>",
                 {2840: {"engine.id": "sglang", "config": {"mem_fraction_static": 0.8, "chunked_prefill_size": 4096}},
                  2515: {"engine.id": "vllm", "config": {"gpu_memory_utilization": 0.92, "max_num_seqs": 128}}},
                 id="each-engine-keeps-its-own-flags"),
    pytest.param("<p>llama.cpp b6000 with the Vulkan backend on an RX 7900 XTX: tg128 88 t/s.</p>"
                 "<p>vLLM 0.9.1 on the same card: decode 71 tok/s.</p>",
                 {88: {"config.backend": "Vulkan"}, 71: {"config": {}}},
                 id="a-llama-cpp-backend-is-no-vllm-setting"),
    pytest.param("<p>vLLM 0.10.1 on one H100, AIPerf at concurrency 8.</p><pre>                NVIDIA AIPerf | LLM "
                 "Metrics\n┏━━━━━━━━━━━━━━━━━┳━━━━━━━━┳━━━━━━━━┓\n┃          Metric ┃    avg ┃    p99 ┃\n"
                 "┡━━━━━━━━━━━━━━━━━╇━━━━━━━━╇━━━━━━━━┩\n│   Time to First │  24.71 │  58.90 │\n│      Token (ms) │        │  "
                 "      │\n│    Output Token │  82.77 │  86.02 │\n│  Throughput Per │        │        │\n│ User (tokens/"
                 "… │        │        │\n│ Output Sequence │ 251.30 │ 256.00 │\n│ Length (tokens) │        │        │\n"
                 "│ Request Count   │ 200.00 │    N/A │\n└─────────────────┴────────┴────────┘</pre>",
                 {24.71: {"metric": "ttft_ms", "statistic": "mean", "concurrency": 8, "other_stats": {"p99": 58.9}},
                  82.77: {"metric": "decode_tok_s", "basis": "unknown", "concurrency": 8}},
                 id="aiperf-labels-wrapped-over-rows-and-a-rate-per-user"),
    pytest.param("<p>vLLM 0.9.2 on one L40S, GuideLLM.</p><pre>Benchmarks Stats:\n=======\nMetadata     | Request "
                 "Stats         || Out Tok/sec| Req Latency (ms)||| TTFT (ms)          ||\n    Benchmark| Per Second| "
                 "Concurrency|        mean|  mean| median|   p99|  mean| median|    p99\n-------------|-----------|------"
                 "------|------------|------|-------|------|------|-------|-------\n  synchronous|       0.16|        "
                 "1.00|        41.2|  6.21|   6.20|  6.25|  51.0|   50.2|   60.1\nconstant@0.50|       0.47|        3.30|"
                 "       121.4|  6.98|   7.00|  7.02|  72.6|   71.8|   88.4\n   throughput|       3.02|       29.70|     "
                 "  772.9|  9.84|   9.85|  9.95| 850.3|  811.9| 1460.2\n=======</pre>",
                 {0.16: {"metric": "req_s", "basis": "single_stream", "concurrency": 1},
                  41.2: {"metric": "output_tok_s", "basis": "single_stream", "concurrency": 1},
                  6210: {"metric": "e2e_latency_ms", "other_stats": {"median": 6200, "p99": 6250}},
                  51.0: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"median": 50.2, "p99": 60.1}},
                  0.47: {"request_rate": 0.5, "concurrency": None, "config.observed_concurrency": 3.3},
                  121.4: {"request_rate": 0.5, "basis": "aggregate"}, 6980: {"request_rate": 0.5},
                  72.6: {"request_rate": 0.5},
                  3.02: {"request_rate": None, "config.observed_concurrency": 29.7}, 772.9: {"basis": "aggregate"},
                  9840: {"request_rate": None}, 850.3: {"request_rate": None}},
                 id="guidellm-benchmark-stats-a-row-a-load-and-its-seconds-headed-ms"),
    pytest.param("<p>vLLM 0.11.2 on 2x H100 SXM, TP 2.</p><pre>guidellm benchmark run --target http://localhost:8000 "
                 "--rate-type constant --rate 1,5 --data \"prompt_tokens=1000,output_tokens=500\"</pre><pre>"
                 "Request Latency Statistics (Completed Requests)\n|===========|=========|========|======|======|\n"
                 "| Benchmark | Request Latency || TTFT       ||\n| Strategy  | Sec             || ms         ||\n"
                 "|           | Mdn     | p95    | Mdn  | p95  |\n|-----------|---------|--------|------|------|\n"
                 "| constant  | 9.1     | 9.6    | 61.2 | 80.4 |\n| constant  | 12.7    | 14.0   | 95.3 | 170.2 |\n"
                 "|===========|=========|========|======|======|\n\nServer Throughput Statistics\n"
                 "|===========|=====|======|=======|======|=======|========|\n"
                 "| Benchmark | Requests               |||| Output Tokens ||\n"
                 "| Strategy  | Per Sec   || Concurrency || Per Sec       ||\n"
                 "|           | Mdn | Mean | Mdn   | Mean | Mdn   | Mean   |\n"
                 "|-----------|-----|------|-------|------|-------|--------|\n"
                 "| constant  | 1.0 | 1.02 | 9.0   | 9.2  | 501.2 | 497.6  |\n"
                 "| constant  | 5.0 | 4.9  | 63.0  | 62.1 | 2460.1 | 2431.8 |\n"
                 "|===========|=====|======|=======|======|=======|========|</pre>",
                 {9100: {"statistic": "median", "request_rate": 1.0, "config.observed_concurrency": 9.2,
                         "workload.input_len": 1000, "workload.output_len": 500, "other_stats": {"p95": 9600}},
                  61.2: {"metric": "ttft_ms", "request_rate": 1.0}, 1.02: {"metric": "req_s", "statistic": "mean",
                                                                          "request_rate": 1.0},
                  497.6: {"metric": "output_tok_s", "request_rate": 1.0, "config.observed_concurrency": 9.2},
                  12700: {"request_rate": 5.0, "config.observed_concurrency": 62.1}, 95.3: {"request_rate": 5.0},
                  4.9: {"request_rate": 5.0}, 2431.8: {"request_rate": 5.0, "parallelism.tp": 2}},
                 id="guidellm-latency-and-throughput-tables-joined-row-by-row-rates-from-the-command"),
    pytest.param("<p>vLLM 0.6.6 on one H100.</p><pre>python benchmarks/benchmark_serving.py --backend vllm --num-prompts "
                 "1000 --request-rate 16\nTraffic request rate: 16.0\n============ Serving Benchmark Result ============"
                 "\nSuccessful requests:                     1000\nOutput token throughput (tok/s):         2959.40\n"
                 "==================================================</pre><pre>python benchmarks/benchmark_serving.py "
                 "--request-rate 4\nTraffic request rate: 8.0\n============ Serving Benchmark Result ============\n"
                 "Output token throughput (tok/s):         1001.20\n==================================================</pre>",
                 {2959.4: {"request_rate": 16.0, "basis": "aggregate", "config": {}}, 1001.2: {"request_rate": None}},
                 id="a-serving-benchmark-s-request-rate-is-its-load"),
    pytest.param("<p>vLLM 0.6.6 on one H100.</p><pre>python benchmarks/benchmark_serving.py --request-rate "
                 + "9" * 400 + "\n============ Serving Benchmark Result ============\nOutput token throughput (tok/s):"
                 "         2959.40\n==================================================</pre>",
                 {2959.4: {"request_rate": None, "basis": "aggregate"}},
                 id="a-digit-run-no-rate-has-leaves-the-figure-without-one"),
    pytest.param("<p>SGLang 0.4.6 on one H100 at concurrency 32.</p><pre>============ Serving Benchmark Result "
                 "============\nMean TTFT (ms):                          846.20\nMean TPOT (ms):                  "
                 "        35.10\n==================================================</pre><p>So the mean TTFT is past 800 "
                 "ms here, while on the other box the mean TPOT stays below 30 ms.</p>",
                 {846.2: {"metric": "ttft_ms"}, 35.1: {"metric": "tpot_ms"},
                  30: {"metric": "tpot_ms"}},
                 id="a-bound-a-tool-s-figure-meets-only-says-it-loosely"),
    pytest.param("<p>Qwen2.5-7B-Instruct on vLLM 0.8.5, one A100 80GB.</p><pre>evalscope perf --parallel 4 --number 40 "
                 "--api openai --dataset random --min-tokens 128 --max-tokens 128\nBenchmarking summary:\n"
                 "+-----------------------------------+-----------+\n| Key                               | Value     |\n"
                 "+===================================+===========+\n| Time taken for tests (s)          | 21.07     |\n"
                 "| Number of concurrency             | 4         |\n| Total requests                    | 40        |\n"
                 "| Output token throughput (tok/s)   | 243.02    |\n| Request throughput (req/s)        | 1.8985    |\n"
                 "| Average latency (s)               | 2.0911    |\n| Average time to first token (s)   | 0.0623    |\n"
                 "| Average time per output token (s) | 0.016     |\n| Average input tokens per request  | 1024.0    |\n"
                 "| Average output tokens per request | 128.0     |\n+-----------------------------------+-----------+\n"
                 "Percentile results:\n+------------+----------+----------+-------------+\n"
                 "| Percentile | TTFT (s) | TPOT (s) | Latency (s) |\n+------------+----------+----------+-------------+\n"
                 "|    50%     |  0.0581  |  0.0159  |   2.0807    |\n|    99%     |  0.1043  |   nan    |   2.2114    |\n"
                 "+------------+----------+----------+-------------+</pre>",
                 {243.02: {"metric": "output_tok_s", "concurrency": 4, "basis": "aggregate", "workload.input_len": 1024,
                           "workload.output_len": 128},
                  1.8985: {"metric": "req_s"},
                  2091.1: {"metric": "e2e_latency_ms", "statistic": "mean", "other_stats": {"p50": 2080.7, "p99": 2211.4}},
                  62.3: {"metric": "ttft_ms", "other_stats": {"p50": 58.1, "p99": 104.3}},
                  16.0: {"metric": "tpot_ms", "other_stats": {"p50": 15.9}}},
                 id="evalscope-perf-summary-with-its-percentiles"),
    pytest.param("<p>Qwen2.5-32B with llama.cpp. Time to first token on the 4090 box was about 0.55 s, on the 3090s "
                 "~2.4s and on the Mac 12.9 s.</p>",
                 {550: {"metric": "ttft_ms"}, 2400: {"metric": "ttft_ms"}, 12900: {"metric": "ttft_ms"}},
                 id="a-card-s-plural-is-not-seconds"),
    pytest.param("<p>We served Llama-3.1-405B-Instruct-FP8 with vLLM 0.6.3 on 8x H200 and replayed 1,000 ShareGPT "
                 "conversations at 10 requests per second. The instance sustained 1,612 output tokens/s with a median "
                 "TTFT of 318 ms.</p>",
                 {1612: {"metric": "output_tok_s", "request_rate": 10, "basis": "aggregate"},
                  318: {"metric": "ttft_ms", "request_rate": 10, "basis": "aggregate"}},
                 id="the-rate-requests-were-sent-at-is-their-load-not-a-figure"),
    pytest.param("<p>Mistral-7B on one L4 with JetStream, 500 prompts all sent at once (request rate inf):</p><pre>"
                 "Request throughput: 2.10 requests/s\nOutput token throughput: 905.40 tokens/s\nMean TTFT: 40210.50 ms"
                 "</pre><p>That TTFT is high only because every request is queued at once. Re-running with "
                 "<code>--request-rate 1</code> brought mean TTFT down to 0.9 s while output throughput only fell to "
                 "870 tokens/s.</p>",
                 {2.1: {"metric": "req_s"}, 905.4: {"variance.reruns": [], "variance.alternatives.0.value": 870},
                  40210.5: {"variance.reruns": [], "variance.alternatives.0.value": 900}},
                 id="a-rerun-with-a-setting-changed-is-another-configuration"),
    pytest.param("<p>DeepSeek-V3 in LM Studio on an M3 Ultra, one chat at a time. With a long document pasted in, time "
                 "to first token went up to 4 min 12 s and generation slowed to 13.2 tok/s.</p>",
                 {13.2: {"basis": "single_stream"}},
                 id="the-seconds-of-a-duration-in-minutes-are-not-a-figure-alone"),
    pytest.param("<p>Qwen2.5-14B, one request at a time.</p><table><tr><th>Rig</th><th>Backend</th><th>Prompt "
                 "processing</th><th>Generation</th></tr><tr><td>2x 4090</td><td>vLLM 0.6.4, TP 2</td><td>3,120 "
                 "tokens per second</td><td>52.6 t/s</td></tr><tr><td>dual 3090s</td><td>llama.cpp b4160</td><td>704 "
                 "t/s</td><td>30.3 tok/s</td></tr></table>",
                 {3120: {"metric": "prefill_tok_s", "parallelism.tp": 2}, 52.6: {"parallelism.tp": 2},
                  704: {"metric": "prefill_tok_s", "parallelism.tp": None}, 30.3: {"parallelism.tp": None}},
                 id="a-cell-s-unit-in-words-and-a-row-s-own-parallelism"),
    pytest.param("<p>After moving SGLang from 0.4.5 to 0.4.6 our nightly job on one H100 with Qwen2.5-7B-Instruct at "
                 "concurrency 32 got slower.</p><table><tr><th>metric</th><th>0.4.5</th><th>0.4.6</th><th>Δ</th></tr>"
                 "<tr><td>Output token throughput (tok/s)</td><td>4,210.5</td><td>3,905.0</td><td>-7.3%</td></tr>"
                 "<tr><td>Median TTFT (ms)</td><td>71.2</td><td>96.4</td><td>+35.4%</td></tr></table>",
                 {4210.5: {"metric": "output_tok_s", "engine.version": "0.4.5", "concurrency": 32},
                  3905.0: {"metric": "output_tok_s", "engine.version": "0.4.6", "concurrency": 32},
                  71.2: {"metric": "ttft_ms", "engine.version": "0.4.5", "statistic": "median"},
                  96.4: {"metric": "ttft_ms", "engine.version": "0.4.6", "statistic": "median"}},
                 id="a-table-whose-columns-are-releases"),
    pytest.param("<p>Phi-4 on vLLM 0.8.2, one L40S.</p><table><tr><th>Concurrency →</th><th>1</th><th>16</th>"
                 "<th>64</th></tr><tr><td>Output throughput (tok/s)</td><td>48.2</td><td>610</td><td>1,450</td></tr>"
                 "<tr><td>Mean TTFT (ms)</td><td>95</td><td>240</td><td>980</td></tr></table>"
                 "<table><tr><th></th><th>c=1</th><th>c=16</th></tr><tr><td>Mean TPOT (ms)</td><td>20.4</td>"
                 "<td>26.1</td></tr></table>",
                 {48.2: {"concurrency": 1, "basis": "single_stream"}, 610: {"concurrency": 16, "basis": "aggregate"},
                  1450: {"concurrency": 64, "metric": "output_tok_s"}, 95: {"concurrency": 1, "metric": "ttft_ms"},
                  240: {"concurrency": 16}, 980: {"concurrency": 64}, 20.4: {"concurrency": 1, "metric": "tpot_ms"},
                  26.1: {"concurrency": 16}},
                 id="a-table-whose-columns-are-loads"),
    pytest.param("<p>One 3090, llama.cpp, Mistral-Nemo-12B at Q6_K. Single-stream decode is 21 ms/token; on the old "
                 "Xeon box generation is about 0.38 s/tok.</p>",
                 {21: {"metric": "tpot_ms"}, 380: {"metric": "tpot_ms"}},
                 id="a-time-per-token-is-a-tpot"),
    pytest.param("<p>Qwen2.5-72B in LM Studio on an M2 Ultra, one chat at a time. It generated at 11.4 tokens per "
                 "second on a short prompt.</p>",
                 {11.4: {"metric": "decode_tok_s", "basis": "single_stream", "concurrency": 1}},
                 id="one-chat-at-a-time-and-generated-at"),
    pytest.param("<p>Each node has 8x NVIDIA H200 141GB. The vendor says inference is up to 1.9x faster than H100 "
                 "for this class of model. We served Llama-3.1-405B-Instruct-FP8 with vLLM 0.6.3 on one node at "
                 "tensor parallel 8. It sustained 1,540 output tokens/s.</p>",
                 {1540: {"hardware.accelerator_id": "nvidia-h200-sxm", "hardware.count": 8}},
                 id="a-baseline-named-after-than-is-not-the-hardware"),
    pytest.param("<p>Llama-3.3-70B-Instruct with vLLM 0.7.2 on 8x Gaudi 3 at concurrency 128.</p><table><tr><th>Model"
                 "</th><th>Output tok/s per card</th><th>Output tok/s</th></tr><tr><td>Llama-3.3-70B-Instruct</td>"
                 "<td>902</td><td>7,216</td></tr></table>",
                 {902: {"basis": "per_gpu"}, 7216: {"basis": "aggregate", "concurrency": 128}},
                 id="per-card-is-per-gpu"),
    pytest.param("<p>One H100, driver 560.35.03.</p><pre>NVCC: Cuda compilation tools, release 12.4, V12.4.131</pre><p>"
                 "SGLang 0.4.6 gives 2,410 output tok/s at concurrency 16 with --dataset ./random_1k.json.</p>",
                 {2410: {"hardware.cuda_version": "12.4", "workload.dataset": "random_1k.json"}},
                 id="nvcc-s-release-is-the-cuda-version-and-a-dataset-path"),
    pytest.param("<p>Mistral-7B-Instruct-v0.3 in FP16 on one L40S.</p><pre>./cpp/build/benchmarks/gptManagerBenchmark "
                 "--engine_dir /engines/mistral7b --dataset tokens_256_128.json --request_rate 6 --streaming true "
                 "--max_num_samples 600\n[BENCHMARK] num_samples 600\n[BENCHMARK] num_error_samples 0\n\n"
                 "[BENCHMARK] num_samples 600\n[BENCHMARK] total_latency(ms) 101234.50\n"
                 "[BENCHMARK] seq_throughput(seq/sec) 5.93\n[BENCHMARK] token_throughput(token/sec) 758.61\n"
                 "[BENCHMARK] avg_acceptance_rate(tokens/decoding steps) 1.00\n\n"
                 "[BENCHMARK] avg_sequence_latency(ms) 1830.42\n[BENCHMARK] max_sequence_latency(ms) 2415.07\n"
                 "[BENCHMARK] min_sequence_latency(ms) 1502.33\n[BENCHMARK] p99_sequence_latency(ms) 2390.18\n"
                 "[BENCHMARK] p90_sequence_latency(ms) 2101.76\n[BENCHMARK] p50_sequence_latency(ms) 1811.90\n\n"
                 "[BENCHMARK] avg_time_to_first_token(ms) 48.26\n[BENCHMARK] p99_time_to_first_token(ms) 97.40\n"
                 "[BENCHMARK] p50_time_to_first_token(ms) 44.12\n\n[BENCHMARK] avg_inter_token_latency(ms) 14.03\n"
                 "[BENCHMARK] p90_inter_token_latency(ms) 15.22\n\n"
                 "[BENCHMARK] avg_request_queueing_latency(ms) 0.85\n[BENCHMARK] p99_request_queueing_latency(ms) 3.10"
                 "</pre><p>TensorRT-LLM 0.12.0 built from source.</p>",
                 {5.93: {"metric": "req_s", "request_rate": 6.0, "concurrency": None, "basis": "aggregate",
                         "engine.id": "tensorrt-llm", "engine.version": "0.12.0"},
                  758.61: {"metric": "output_tok_s", "token_counting": "engine_reported", "request_rate": 6.0},
                  1830.42: {"metric": "e2e_latency_ms", "statistic": "mean",
                            "other_stats": {"max": 2415.07, "min": 1502.33, "p99": 2390.18, "p90": 2101.76,
                                            "p50": 1811.9}},
                  48.26: {"metric": "ttft_ms", "other_stats": {"p99": 97.4, "p50": 44.12}},
                  14.03: {"metric": "itl_ms", "other_stats": {"p90": 15.22}}},
                 id="gptmanagerbenchmark-report-at-a-request-rate"),
    pytest.param("<h2>Hardware</h2><p>AMD 8xMI300X</p><ul><li>2x Intel Xeon Platinum 8468, 48C/96T</li><li>8x AMD "
                 "MI300X GPU, 192GB</li><li>32x 64GB DDR5</li></ul><p>NVIDIA 8xH200 SXM5</p><ul><li>2x Intel Xeon "
                 "Platinum 8570, 56C/112T</li><li>8x NVIDIA H200 SXM5 GPU, 141GB</li></ul><h2>Results</h2><p>With SGLang "
                 "the MI300X reached 4,574 tok/s output throughput. The H200 reached 6,311 tok/s.</p>",
                 {4574.0: {"hardware.host": "2x Intel Xeon Platinum 8468", "hardware.accelerator_id": "amd-mi300x"},
                  6311.0: {"hardware.host": "2x Intel Xeon Platinum 8570"}},
                 id="each-rig-its-own-host"),
    pytest.param("<p>No GPU in this box: llama.cpp on a dual Xeon Gold 6248 with 384GB DDR4. Llama-3.1-8B Q4_K_M "
                 "generates 7.9 tok/s.</p>",
                 {7.9: {"hardware.host": "dual Xeon Gold 6248", "hardware.accelerator_as_written": "Xeon Gold 6248",
                        "hardware.count": 2, "hardware.accelerator_id": None}},
                 id="a-cpu-only-run-names-its-host"),
    pytest.param("<p>On my i9-13900K with an RTX 4090, llama.cpp decodes Llama-3.1-8B at 121.5 tok/s.</p><p>My other "
                 "box, a Ryzen 9 7950X3D with an RTX 4090, gets 119.8 tok/s.</p><p>A Ryzen AI Max+ 395 laptop gets 38.1 "
                 "tok/s.</p>",
                 {121.5: {"hardware.host": "i9-13900K"}, 119.8: {"hardware.host": "Ryzen 9 7950X3D"},
                  38.1: {"hardware.host": None}},
                 id="a-sentence-names-its-own-host"),
    pytest.param("<p>Two rigs: one on an EPYC 9654, one on a Xeon w9-3495X. vLLM serves Llama-3.1-8B on each; "
                 "output throughput is 2,410 tok/s.</p>",
                 {2410.0: {"hardware.host": None}}, id="two-hosts-and-nothing-to-choose-by"),
    pytest.param("<p>vLLM on 2x L40S, Mistral-Small-24B.</p><p>Sixty-four concurrent users is where it hurts. A request "
                 "took 13.7 seconds end to end on average at that load, against roughly 9 s at sixteen users.</p>",
                 {13700.0: {"concurrency": 64, "statistic": "mean", "metric": "e2e_latency_ms"},
                  9000.0: {"concurrency": 16}},
                 id="at-that-load-refers-back-and-on-average-after-the-figure"),
    pytest.param("<p>vLLM on 2x L40S at 64 concurrent users: aggregate output reached 1.4k tok/s, and counting the "
                 "prompt tokens as well the server processed about 6.1k tokens per second in total.</p>",
                 {1400.0: {"metric": "output_tok_s"}, 6100.0: {"metric": "total_tok_s", "concurrency": 64}},
                 id="prompt-tokens-counted-too-is-total-throughput"),
    pytest.param('<div class="timeline-comment" data-author="kate"><p>vLLM with Qwen2.5-14B-Instruct-AWQ on one RTX '
                 '4090: at 32 concurrent requests it does about 1,500 tok/s output.</p></div>'
                 '<div class="timeline-comment" data-author="hawk"><p>@kate what is your TTFT like at 32 concurrent?'
                 '</p></div><div class="timeline-comment" data-author="kate"><p>p50 around 0.9 s, p99 was 2.3 s last '
                 'time I looked.</p></div>',
                 {1500.0: {"metric": "output_tok_s"},
                  900.0: {"metric": "ttft_ms", "statistic": "p50", "concurrency": 32, "engine.id": "vllm",
                          "hardware.accelerator_id": "nvidia-rtx-4090", "model.name": "Qwen2.5-14B-Instruct-AWQ"},
                  2300.0: {"metric": "ttft_ms", "statistic": "p99", "concurrency": 32}},
                 id="an-answer-to-a-question-takes-its-metric-and-load-and-the-authors-setup"),
    pytest.param('<div class="timeline-comment" data-author="kate"><p>vLLM on one RTX 4090: 1,500 tok/s output.</p></div>'
                 '<div class="timeline-comment" data-author="hawk"><p>What are your TTFT and TPOT like?</p></div>'
                 '<div class="timeline-comment" data-author="kate"><p>Around 0.9 s and 2.3 s.</p></div>',
                 {1500.0: {"metric": "output_tok_s"}}, id="a-question-of-two-metrics-names-neither"),
    pytest.param('<div class="timeline-comment" data-author="ann"><p>LM Studio on an M3 Max gets 17 tok/s generation.'
                 '</p></div><div class="timeline-comment" data-author="bob"><p>On a 4090 with llama.cpp llama-bench '
                 'gives me 41 t/s tg.</p></div>',
                 {17.0: {"engine.id": "lm-studio"}, 41.0: {"engine.id": "llama.cpp"}},
                 id="another-posters-llama-cpp-is-not-lm-studios-runtime"),
    pytest.param('<h1>EAGLE-3 on Llama 3.1 8B</h1><div class="timeline-comment" data-author="amrit"><p>One H100 80GB SXM, '
                 'vLLM 0.10.0, Llama-3.1-8B-Instruct: 372.9 output tok/s at concurrency 1.</p></div>'
                 '<div class="timeline-comment" data-author="lily"><p>Try fewer draft tokens on your H100.</p></div>'
                 '<div class="timeline-comment" data-author="amrit"><p>Tried it, concurrency 32: 4,288.0 output tok/s.'
                 '</p></div><div class="timeline-comment" data-author="tak"><p>FWIW a colleague told me they saw 410 '
                 'tok/s decode with SGLang on an H200.</p></div>'
                 '<div id="suggested-topics" class="more-topics__list"><table><tr><td>MTP with DeepSeek-V3 on 8xH200'
                 '</td><td>14</td><td>1.3k</td></tr><tr><td>Chunked prefill defaults</td><td>3</td><td>288</td></tr>'
                 '</table></div>',
                 {372.9: {"engine.version": "0.10.0"},
                  4288.0: {"engine.version": "0.10.0", "hardware.accelerator_id": "nvidia-h100-sxm", "hardware.count": 1,
                           "model.name": "Llama-3.1-8B-Instruct", "concurrency": 32},
                  410.0: {"is_claim": True, "engine.id": "sglang"}},
                 id="a-posters-follow-up-keeps-their-setup-a-colleagues-figure-is-a-claim-suggested-topics-are-chrome"),
    pytest.param('<div class="timeline-comment" data-author="op"><p>ollama 0.6.5 with gemma3:27b: prompt eval rate '
                 '637.81 tokens/s and eval rate 9.19 tokens/s. Is that normal?</p></div>'
                 '<div class="timeline-comment" data-author="helper"><p>What GPU? Post ollama ps.</p></div>'
                 '<div class="timeline-comment" data-author="op"><p>Sorry, it is an RTX 3080 10GB.</p></div>'
                 '<div class="timeline-comment" data-author="op"><p>Switched to gemma3:12b in ollama: eval rate 41.87 '
                 'tokens/s.</p></div><div class="timeline-comment" data-author="other"><p>Same tag in ollama on my '
                 '3090: eval rate 36 tokens/s.</p></div>',
                 {637.81: {"hardware.accelerator_id": "nvidia-rtx-3080", "engine.version": "0.6.5"},
                  9.19: {"hardware.accelerator_as_written": "RTX 3080 10GB"},
                  41.87: {"hardware.accelerator_as_written": "RTX 3080 10GB", "engine.version": "0.6.5",
                          "model.name": "gemma3:12b"},
                  36.0: {"hardware.accelerator_as_written": "3090", "engine.version": None}},
                 id="the-gpu-a-poster-names-when-asked-and-their-follow-up-keeps-their-engine-release"),
    pytest.param("<p>SGLang 0.4.8 on 2x H100, bench_serving at several request rates.</p><p>rate | req/s | out tok/s | "
                 "mean TTFT (ms)<br>2 | 1.98 | 1013.8 | 61.4<br>inf | 12.41 | 6353.9 | 21506.0</p>",
                 {1.98: {"metric": "req_s", "request_rate": 2.0, "basis": "aggregate"},
                  1013.8: {"metric": "output_tok_s", "request_rate": 2.0},
                  61.4: {"metric": "ttft_ms", "basis": "aggregate", "request_rate": 2.0},
                  12.41: {"request_rate": None, "basis": "aggregate"}, 6353.9: {"metric": "output_tok_s"},
                  21506.0: {"metric": "ttft_ms", "basis": "aggregate"}},
                 id="an-unrendered-rate-sweep-table-each-row-at-its-offered-rate"),
    pytest.param("<p>mlx-lm 0.21.5 on mlx 0.23.1, M4 Max.</p><pre><code>### mlx-community/Llama-3.2-3B-Instruct-4bit\n"
                 "Prompt: 1024 tokens, 2214.877 tokens-per-sec\nGeneration: 256 tokens, 168.203 tokens-per-sec\n"
                 "### mlx-community/Qwen2.5-14B-Instruct-4bit\nPrompt: 1031 tokens, 521.640 tokens-per-sec\n"
                 "Generation: 256 tokens, 52.118 tokens-per-sec</code></pre><table><tr><th>Model</th><th>Prompt</th>"
                 "<th>Generation</th></tr><tr><td>Llama 3.2 3B</td><td>2.2k t/s</td><td>168 t/s</td></tr><tr><td>Qwen "
                 "2.5 14B</td><td>522 t/s</td><td>60 t/s</td></tr></table>",
                 {2214.877: {"engine.version": "0.21.5"}, 168.203: {}, 521.64: {}, 52.118: {}, 522.0: {}, 60.0: {}},
                 id="a-table-row-summing-up-tool-output-is-no-figure-and-mlx-is-mlx-lms-library"),
    pytest.param("<p>TGI 3.3.4 on 2x A100, Qwen2.5-32B.</p><pre><code>ttft    mean 1.93s   p50 1.71s   p90 3.08s\n"
                 "e2e     mean 6.41s   p50 6.20s</code></pre><p>Median TTFT was 1.2 s and p99 TTFT 3.4 s.</p>",
                 {1930.0: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"p50": 1710.0, "p90": 3080.0}},
                  6410.0: {"metric": "e2e_latency_ms", "other_stats": {"p50": 6200.0}},
                  1200.0: {"statistic": "median"}, 3400.0: {"statistic": "p99"}},
                 id="percentiles-after-a-mean-of-their-metric-are-its-other-statistics"),
    pytest.param("<p>TGI 3.3.4 on 2x A100, compared against 3.2.3.</p><pre><code>tgi 3.2.3  | requests 200 | concurrency 8"
                 "\ndecode  mean 57.1 tok/s per request\ntgi 3.3.4  | requests 200 | concurrency 8\ndecode  mean 48.2 "
                 "tok/s per request</code></pre>",
                 {57.1: {"engine.version": "3.2.3"}, 48.2: {"engine.version": "3.3.4"}},
                 id="each-run-of-a-code-block-under-its-own-release"),
    pytest.param('<div class="timeline-comment" data-author="kd"><p>TensorRT-LLM 0.21.0 on 4x H200, The perf-overview page '
                 'in the docs lists 2,853 output tokens/s per GPU.</p><pre><code>trtllm-bench --model m throughput --tp 4 '
                 '--concurrency 64 --streaming\n====\n= REQUEST DETAILS\n====\nNumber of concurrent requests:  63.2000'
                 '\n====\n= PERFORMANCE OVERVIEW\n====\nRequest Throughput (req/sec):                     6.1874\n'
                 'Total Output Throughput (tokens/sec):             6335.8976\nPer User Output Throughput [w/ ctx] '
                 '(tps/user):   99.1166\nPer GPU Output Throughput (tps/gpu):              1583.9744\nPer User Output '
                 'Speed (tps/user):                 101.8600\n====</code></pre></div><div class="timeline-comment" '
                 'data-author="kd"><p>Same command, --concurrency 256, trimmed to the overview:</p><pre><code>Request '
                 'Throughput (req/sec):                     13.9021\nTotal Output Throughput (tokens/sec):             '
                 '14235.7504\nPer GPU Output Throughput (tps/gpu):              3558.9376</code></pre></div>',
                 {2853.0: {"is_claim": True}, 6.1874: {"concurrency": 64, "basis": "aggregate"},
                  6335.8976: {"concurrency": 64}, 99.1166: {"metric": "output_tok_s", "basis": "unknown"},
                  1583.9744: {"basis": "per_gpu"}, 101.86: {"metric": "decode_tok_s", "basis": "unknown"},
                  13.9021: {"concurrency": 256, "metric": "req_s"}, 14235.7504: {"concurrency": 256},
                  3558.9376: {"basis": "per_gpu", "concurrency": 256}},
                 id="trtllm-bench-overview-per-user-rates-a-trimmed-rerun-and-the-docs-claim"),
    pytest.param("<p>vLLM 0.9.2 on one RTX 6000 Ada: Throughput: 7.41 requests/s.</p><p>But yes: 0.9.2 logged 16384, "
                 "0.10.1.1 logs 8192. With the flag on 0.10.1.1 (one run only, it's late):</p><pre><code>$ vllm bench "
                 "throughput --max-num-batched-tokens 16384\nThroughput: 7.52 requests/s, 5775.36 total tokens/s"
                 "</code></pre>",
                 {7.41: {"engine.version": "0.9.2"}, 7.52: {"engine.version": "0.10.1.1"},
                  5775.36: {"engine.version": "0.10.1.1"}},
                 id="a-lead-ins-closing-release-before-a-bracketed-aside"),
    pytest.param("<p>TabbyAPI on 2x RTX 3090. I timed it with a script (stream=true, time to first chunk), cold 6k "
                 "prompt: 4.3 s with TP vs 5.6 s without.</p>",
                 {4300.0: {"metric": "ttft_ms"}, 5600.0: {"metric": "ttft_ms"}}, id="time-to-first-chunk-is-ttft"),
    pytest.param('<div class="timeline-comment" data-author="kenji"><p>vLLM 0.7.3, Llama-3.1-8B-Instruct. My client '
                 'sends 20 requests, never more than one in flight.</p><p>Median TTFT:</p><table><tr><th>prompt</th>'
                 '<th>without prefix caching</th><th>with --enable-prefix-caching</th></tr><tr><td>2,048 tokens</td>'
                 '<td>112 ms</td><td>38 ms</td></tr><tr><td>8,192 tokens</td><td>486 ms</td><td>52 ms</td></tr></table>'
                 '</div><div class="timeline-comment" data-author="ls"><p>Which GPU is this on?</p></div>'
                 '<div class="timeline-comment" data-author="kenji"><p>Sorry: a single H100 PCIe 80GB, driver '
                 '550.54.15, CUDA 12.4.</p></div>',
                 {112.0: {"metric": "ttft_ms", "statistic": "median", "workload.input_len": 2048, "concurrency": 1,
                          "basis": "single_stream", "hardware.driver_version": "550.54.15",
                          "hardware.cuda_version": "12.4", "hardware.accelerator_as_written": "H100 PCIe"},
                  38.0: {"workload.input_len": 2048}, 486.0: {"workload.input_len": 8192}, 52.0: {"statistic": "median"}},
                 id="a-table-of-the-one-metric-its-lead-in-names-and-the-setup-given-when-asked"),
    pytest.param("<p>benchmark_serving.py against both servers with --max-concurrency 64. All token counts come from the "
                 "Qwen2.5 tokenizer, not from either server's usage field. For the single-stream row I reran with "
                 "--max-concurrency 1.</p><table><tr><th>Metric</th><th>LMDeploy 0.6.4</th><th>vLLM 0.6.6</th></tr>"
                 "<tr><td>Output token throughput (tok/s)</td><td>1,012.6</td><td>786.3</td></tr><tr><td>Mean TTFT (ms)"
                 "</td><td>612</td><td>948</td></tr><tr><td>P99 TTFT (ms)</td><td>2,310</td><td>3,875</td></tr><tr><td>"
                 "Single-stream decode (tok/s)</td><td>27.4</td><td>24.9</td></tr></table>",
                 {1012.6: {"concurrency": 64, "basis": "aggregate", "token_counting": "tokenizer"},
                  786.3: {"concurrency": 64, "engine.id": "vllm"},
                  612.0: {"concurrency": 64, "other_stats": {"p99": 2310.0}}, 948.0: {"other_stats": {"p99": 3875.0}},
                  27.4: {"basis": "single_stream", "concurrency": 1}, 24.9: {"basis": "single_stream"}},
                 id="a-tables-own-single-stream-row-its-p99-row-and-a-negated-usage-field"),
    pytest.param("<p>vLLM 0.8.5, one GPU of each kind, driver 550.144.03, CUDA 12.4, 512 prompts at concurrency 32."
                 "</p><table><tr><th>GPU</th><th>Output tok/s\u00b9</th><th>Mean TTFT (ms)</th></tr><tr><td>"
                 "A100-SXM4-80GB</td><td>2,846</td><td>212</td></tr><tr><td>MI300X (192 GB)</td><td>4,128</td><td>167"
                 "</td></tr></table><p>\u00b9 Output tokens are counted with the model's tokenizer; numbers differ "
                 "depending on whether a tool counted chunks, usage fields or tokens.</p>",
                 {2846.0: {"metric": "output_tok_s", "concurrency": 32, "token_counting": "tokenizer",
                           "hardware.driver_version": "550.144.03", "hardware.cuda_version": "12.4"},
                  212.0: {"concurrency": 32},
                  4128.0: {"metric": "output_tok_s", "hardware.accelerator_id": "amd-mi300x",
                           "hardware.driver_version": None, "hardware.cuda_version": None},
                  167.0: {"concurrency": 32, "hardware.cuda_version": None}},
                 id="a-footnoted-header-the-lead-ins-load-and-no-nvidia-driver-for-an-mi300x"),
    pytest.param("<p>SGLang 0.4.3 on 4x H100. Decode at batch 32 comes out at about 1204 token/s (I was hoping for "
                 "something near 2000 token/s).</p><pre><code>Warmup ...\nPrefill. latency: 1.84211 s, throughput:    "
                 "555.88 token/s\nDecode 0. Batch size: 1, latency: 0.01269 s, throughput:     78.79 token/s\nDecode.  "
                 "median latency: 0.01229 s, median throughput:     81.36 token/s\nBenchmark ...\nPrefill. latency: "
                 "0.07841 s, throughput:  13059.56 token/s\nDecode 0. Batch size: 1, latency: 0.01252 s, throughput:     "
                 "79.90 token/s\nDecode.  median latency: 0.01214 s, median throughput:     82.36 token/s\nPrefill. "
                 "latency: 0.49210 s, throughput:  16647.02 token/s\nDecode 0. Batch size: 8, latency: 0.01445 s, "
                 "throughput:    553.46 token/s\nDecode.  median latency: 0.01401 s, median throughput:    570.90 "
                 "token/s</code></pre>",
                 {1204.0: {}, 13059.56: {"concurrency": 1, "basis": "single_stream"}, 82.36: {"concurrency": 1},
                  16647.02: {"concurrency": 8, "basis": "aggregate"}, 570.9: {"concurrency": 8, "basis": "aggregate"}},
                 id="bench-one-batch-runs-at-their-batch-size-without-the-warm-up-and-a-hoped-for-figure"),
    pytest.param("<p>ollama 0.4.7 on a Jetson AGX Orin. With the 8B model it generates about 14 tokens a second. For "
                 "comparison, a friend with an RTX 4060 laptop tells me he gets around 40 tokens a second.</p>",
                 {14.0: {"metric": "decode_tok_s"}, 40.0: {"is_claim": True}},
                 id="tokens-a-second-and-a-friends-figure"),
    pytest.param("<p>llama.cpp on a Mac Studio with the M2 Ultra. I've seen people claim the M2 Ultra is as fast as "
                 "a 4090 for LLMs.</p><p>With -fa the prompt processing reaches 156.72 tokens/s.</p>",
                 {156.72: {"hardware.accelerator_id": "apple-m2-ultra"}}, id="as-fast-as-a-card-names-a-baseline"),
    pytest.param("<p>SGLang on 4 of the 8 H200s in one of our CI nodes, --tp 4: decode 1582.83 token/s.</p>",
                 {1582.83: {"hardware.count": 4, "hardware.accelerator_id": "nvidia-h200-sxm"}},
                 id="four-of-the-eight-cards-is-four"),
    pytest.param("<p>ollama 0.6.6 on one RTX 4060 Ti: eval rate 11.8 tokens/s at num_ctx 8192 and 22.4 tokens/s with "
                 "num_ctx 2048.</p>", {11.8: {}, 22.4: {}}, id="a-snake-case-settings-value-shares-no-unit"),
    pytest.param("<p>Qwen2.5-32B Q4_K_M with llama.cpp on one RTX 3090. The prompt goes through at 1,130 t/s and "
                 "generation sits at 34 t/s. With a 16k context the prompt is processed at about 980 t/s, and it then "
                 "writes at 29 t/s.</p>",
                 {1130.0: {"metric": "prefill_tok_s"}, 34.0: {"metric": "decode_tok_s"},
                  980.0: {"metric": "prefill_tok_s"}, 29.0: {"metric": "decode_tok_s"}},
                 id="the-prompt-going-through-is-prefill-and-writing-is-decode"),
    pytest.param("<p>A partner told us they reach 980 output tokens per second per Gaudi 3 card in production.</p><ul>"
                 "<li>Hardware: 8x Gaudi 3 in one node, Gaudi software 1.20.0 (driver 1.20.0-543), and vLLM from the "
                 "HabanaAI fork at v0.7.2+Gaudi-1.20.0.</li></ul><table><tr><th>Concurrent requests</th><th>Output "
                 "throughput per node (tok/s)</th><th>Output throughput per Gaudi 3 (tok/s)</th></tr><tr><td>64</td>"
                 "<td>2,480</td><td>310</td></tr></table>",
                 {980.0: {"is_claim": True, "basis": "per_gpu", "hardware.count": None,
                          "hardware.driver_version": None},
                  2480.0: {"basis": "per_node", "concurrency": 64, "engine.version": "v0.7.2+Gaudi-1.20.0",
                           "hardware.driver_version": "1.20.0-543", "hardware.count": 8},
                  310.0: {"basis": "per_gpu", "concurrency": 64}},
                 id="a-gaudi-forks-release-its-driver-columns-per-node-and-per-card-and-a-partners-claim"),
    pytest.param("<p>SGLang 0.4.1 and vLLM 0.6.5 on 1x H100 SXM, Llama-3.1-8B, benchmark_serving.py with "
                 "--max-concurrency 32; the single-stream row is a rerun with --max-concurrency 1.</p><table><caption>"
                 "Llama-3.1-8B, 500 prompts, 32 concurrent</caption><tr><th>Metric</th><th>SGLang 0.4.1</th><th>vLLM "
                 "0.6.5</th></tr><tr><td>Mean TTFT (ms)</td><td>131</td><td>158</td></tr><tr><td>P99 TTFT (ms)</td>"
                 "<td>1,460</td><td>2,040</td></tr><tr><td>Single-stream decode (tok/s)</td><td>151.2</td><td>143.9</td>"
                 "</tr></table><p>The slowest 1% waited 1.5 s for a first token on SGLang and 2.0 s on vLLM.</p><p>The "
                 "vLLM figures are from its V0 engine. With VLLM_USE_V1=1 the mean TTFT dropped to 117 ms.</p>",
                 {131.0: {"concurrency": 32, "other_stats": {"p99": 1460.0}, "engine.id": "sglang"},
                  158.0: {"concurrency": 32, "other_stats": {"p99": 2040.0}, "engine.id": "vllm"},
                  151.2: {"concurrency": 1}, 143.9: {"concurrency": 1}, 117.0: {"engine.id": "vllm"}},
                 id="a-captions-load-a-percentile-restated-rounded-and-the-engine-its-paragraph-names"),
    pytest.param("<h1>A mini PC as an LLM box</h1><p>One RTX 4060 Ti in an eGPU dock.</p><h2>ollama</h2><p>The easy route "
                 "is ollama. I installed 0.5.4 with the script. Every ollama speed here is ollama's own count from its "
                 "eval rate line.</p><p>The 8B model generates about 31 tokens a second.</p><p>The 14B runs at about "
                 "17.5 tokens a second.</p><h2>llama.cpp</h2><p>I built llama.cpp at b4400 and ran llama-bench: "
                 "prompt processing at 2,210 tokens per second and generation at 34 tokens per second.</p>",
                 {31.0: {"metric": "decode_tok_s", "engine.id": "ollama", "engine.version": "0.5.4",
                         "token_counting": "engine_reported"},
                  17.5: {"metric": "decode_tok_s", "engine.id": "ollama", "token_counting": "engine_reported"},
                  2210.0: {"engine.id": "llama.cpp", "token_counting": "unknown"},
                  34.0: {"engine.id": "llama.cpp", "engine.version": "b4400", "token_counting": "unknown"}},
                 id="a-sections-engine-its-installed-release-its-own-count-and-its-token-kind"),
    pytest.param("<div class='timeline-comment-group'><a class='author'>op-user</a><p>SGLang 0.4.2 on 2x H100 SXM, "
                 "Llama-3.1-8B, --tp 2, driver 550.90.07, CUDA 12.4. Decode is 96.5 token/s at batch 1.</p></div>"
                 "<div class='timeline-comment-group'><a class='author'>maintainer</a><p>I ran your exact command on 2 "
                 "H200s, on main @ 9c1e2d4: decode 118.2 token/s. The ~150 token/s you have in mind is from FP8.</p>"
                 "</div>",
                 {96.5: {"engine.version": "0.4.2", "hardware.driver_version": "550.90.07", "parallelism.tp": 2},
                  118.2: {"engine.version": "main @ 9c1e2d4", "hardware.accelerator_id": "nvidia-h200-sxm",
                          "hardware.driver_version": None, "hardware.cuda_version": None, "parallelism.tp": 2}},
                 id="a-maintainers-post-reuses-the-command-on-main-at-a-commit-on-another-machine"),
    pytest.param("<p>Prompts of 2,048 tokens (length checked with the Qwen tokenizer); output tokens counted from the "
                 "usage field.</p><pre># L40S 48GB: driver 550.127.05, CUDA 12.4\nvllm serve Qwen2.5-7B --max-num-seqs "
                 "64\n# L4 24GB: driver 535.183.01, CUDA 12.2\nvllm serve Qwen2.5-7B --max-num-seqs 64</pre><pre>"
                 "{'gpu': 'L4', 'vllm': '0.6.6.post1'}</pre><table><tr><th></th><th>gpu</th><th>concurrency</th><th>"
                 "agg_out_tok_s</th><th>per_req_out_tok_s</th><th>ttft_ms_mean</th><th>ttft_ms_p99</th></tr><tr><td>0"
                 "</td><td>L40S</td><td>16</td><td>1210.4</td><td>75.6</td><td>88.1</td><td>190.3</td></tr><tr><td>1"
                 "</td><td>L4</td><td>16</td><td>402.7</td><td>25.2</td><td>231.9</td><td>540.6</td></tr></table>",
                 {1210.4: {"metric": "output_tok_s", "basis": "aggregate", "concurrency": 16,
                           "token_counting": "usage_field", "hardware.driver_version": "550.127.05",
                           "hardware.cuda_version": "12.4", "engine.version": "0.6.6.post1"},
                  75.6: {"metric": "output_tok_s", "basis": "unknown", "concurrency": 16},
                  88.1: {"statistic": "mean", "other_stats": {"p99": 190.3}},
                  402.7: {"hardware.accelerator_id": "nvidia-l4", "hardware.driver_version": "535.183.01",
                          "hardware.cuda_version": "12.2"},
                  25.2: {"basis": "unknown"}, 231.9: {"other_stats": {"p99": 540.6}}},
                 id="a-notebooks-field-named-columns-each-cards-driver-and-a-tokenizer-that-measured-the-prompt"),
    pytest.param("<p>TensorRT-LLM v0.18.0, Llama 3.1 70B FP8, 32 concurrent requests per replica (128 per node).</p>"
                 "<table><tr><th>Metric</th><th>8x H100 SXM</th><th>8x H200 SXM</th></tr><tr><td>Output throughput "
                 "per node (tok/s)</td><td>7,210</td><td>11,060</td></tr><tr><td>Mean TTFT (ms)</td><td>540</td><td>"
                 "371</td></tr></table><p>At a customer's production load of about 20 concurrent requests the p50 TTFT "
                 "is under 200 ms, as reported by their monitoring.</p>",
                 {7210.0: {"basis": "per_node", "concurrency": 128, "hardware.accelerator_id": "nvidia-h100-sxm",
                           "hardware.count": 8},
                  11060.0: {"basis": "per_node", "hardware.accelerator_id": "nvidia-h200-sxm"},
                  540.0: {"basis": "aggregate", "concurrency": 128}, 371.0: {"concurrency": 128},
                  200.0: {"is_claim": True}},
                 id="a-metric-a-row-table-of-accelerator-columns-per-node-and-the-load-stated-before-it"),
    pytest.param("<div class='comment'><a class='author'>asker</a><p>llama.cpp b4400 on a Mac Studio M2 Ultra:</p><pre>"
                 "eval time = 44106.90 ms / 497 tokens ( 88.75 ms per token, 11.27 tokens per second)</pre></div>"
                 "<div class='comment'><a class='author'>answerer</a><p>On my own M2 Ultra with the same file, "
                 "generation sits around 11.5 t/s.</p></div>",
                 {11.27: {}, 11.5: {"metric": "decode_tok_s"}},
                 id="another-posts-rough-figure-is-its-authors-own"),
    pytest.param("<p>环境：8 × NVIDIA H20 96GB，SGLang v0.4.6。注：H20 的算力只有 H100 的不到三分之一。EAGLE-3 草稿模型的 "
                 "tokenizer 要和主模型一致。</p><pre>python3 -m sglang.bench_serving --max-concurrency 1</pre><table><tr>"
                 "<th>并发 Concurrency</th><th>输出吞吐 Output (tok/s)</th><th>总吞吐 Total (tok/s)</th><th>平均 TTFT (ms)"
                 "</th></tr><tr><td>16</td><td>790.2</td><td>3,951.0</td><td>702</td></tr></table><p>同样并发 16，开启 "
                 "EAGLE-3 后输出吞吐下降到 701.5 tok/s。</p>",
                 {790.2: {"metric": "output_tok_s", "concurrency": 16, "token_counting": "unknown",
                          "hardware.accelerator_id": "nvidia-h20", "hardware.count": 8},
                  3951.0: {"metric": "total_tok_s"}, 702.0: {"statistic": "mean", "concurrency": 16},
                  701.5: {"metric": "output_tok_s", "concurrency": 16, "basis": "aggregate"}},
                 id="a-chinese-write-ups-metric-words-load-baseline-and-sentences"),
    pytest.param("<p>TensorRT-LLM 0.18.2 on NVIDIA L40S and NVIDIA H100 PCIe, one GPU per server, no tensor "
                 "parallelism unless noted.</p><figure><table><tr><th>Concurrency</th><th>Output tok/s</th><th>TTFT "
                 "avg / p99 (ms)</th><th>Per-user tok/s</th></tr><tr><td>16</td><td>366.1</td><td>322 / 710</td><td>"
                 "22.9</td></tr></table><figcaption>Table 1. L40S, Mistral-Small-24B FP8</figcaption></figure><figure>"
                 "<table><tr><th>Concurrency</th><th>Output tok/s</th><th>TTFT avg / p99 (ms)</th><th>Per-user tok/s"
                 "</th></tr><tr><td>16</td><td>851.0</td><td>161 / 380</td><td>53.2</td></tr></table><figcaption>"
                 "Table 2. H100 PCIe, Mistral-Small-24B FP8</figcaption></figure><p>We also tried TP=2 across two L40S."
                 "</p>",
                 {366.1: {"hardware.accelerator_id": "nvidia-l40s", "parallelism.tp": 1, "concurrency": 16},
                  322.0: {"other_stats": {"p99": 710.0}, "statistic": "mean"},
                  22.9: {"metric": "output_tok_s", "basis": "unknown", "concurrency": 16},
                  851.0: {"hardware.accelerator_id": "nvidia-h100-pcie"}, 161.0: {"other_stats": {"p99": 380.0}},
                  53.2: {"metric": "output_tok_s", "hardware.accelerator_id": "nvidia-h100-pcie"}},
                 id="figure-captions-after-tables-an-avg-p99-cell-a-per-user-column-and-no-tensor-parallelism"),
    pytest.param("<div class='comment'><a class='author'>alice</a><p>M4 Max, llama.cpp build 6116:</p><pre>pp512   "
                 "690.25 ± 3.10 t/s\ntg128    61.40 ± 0.22 t/s</pre></div><div class='comment'><a class='author'>bob</a>"
                 "<p>vLLM 0.10.1 on 1x H100 SXM, vllm bench serve --max-concurrency 32: 2,710 tok/s output.</p></div>"
                 "<div class='comment'><a class='author'>bob</a><p>Following the hint I set the attention backend to "
                 "FLASHINFER and got 2,880 tok/s output.</p></div>",
                 {690.25: {"concurrency": None, "basis": "single_stream"}, 61.4: {"concurrency": None},
                  2710.0: {"concurrency": 32}, 2880.0: {"concurrency": 32}},
                 id="another-posters-concurrency-flag-is-not-this-posts-load-but-its-authors-earlier-one-is"),
    pytest.param("<p>ollama 0.6.2 and mlx-lm 0.22.0 on an M4 Max. All speeds are what each tool reports about itself."
                 "</p><p>With mlx-lm the 32B model generates at 22.9 tokens per second.</p>",
                 {22.9: {"token_counting": "engine_reported"}}, id="what-each-tool-reports-about-itself"),
    pytest.param("<div class='comment'><a class='author'>op</a><p>vLLM 0.9.1, Llama-3.3-70B, --tensor-parallel-size 4."
                 "</p><pre>| 0  NVIDIA H100 80GB HBM3   On |\n| 1  NVIDIA H100 80GB HBM3   On |\n| 2  NVIDIA H100 80GB "
                 "HBM3   On |\n| 3  NVIDIA H100 80GB HBM3   On |</pre><p>Output token throughput: 1,955.4 tok/s.</p>"
                 "</div><div class='comment'><a class='author'>other</a><p>On 4x H200 SXM I get 2,411.8 tok/s output."
                 "</p></div><div class='comment'><a class='author'>op</a><p>With --max-num-batched-tokens 16384, "
                 "everything else unchanged: 1,936.6 tok/s output.</p></div><div class='comment'><a class='author'>"
                 "maint</a><p>NVIDIA's own MLPerf submission reports over 30,000 tok/s per 8x H100 node.</p></div>",
                 {1955.4: {"hardware.count": 4, "hardware.accelerator_id": "nvidia-h100-sxm"},
                  2411.8: {"hardware.accelerator_id": "nvidia-h200-sxm", "hardware.count": 4},
                  1936.6: {"hardware.accelerator_id": "nvidia-h100-sxm", "hardware.count": 4},
                  30000.0: {"is_claim": True}},
                 id="nvidia-smis-table-counts-a-rerun-keeps-its-authors-setup-and-a-makers-submission-is-a-claim"),
    pytest.param("<p>koboldcpp 1.86 on one RTX 4090, 32k context:</p><pre>CtxLimit:6629/32768, Amt:512/512, Init:0.02s, "
                 "Process:10.01s (611.09T/s), Generate:34.36s (14.90T/s), Total:44.37s</pre>",
                 {611.09: {"metric": "prefill_tok_s", "token_counting": "engine_reported"},
                  14.9: {"metric": "decode_tok_s", "workload.output_len": 512}},
                 id="koboldcpps-newer-timing-line-with-rates-alone"),
    pytest.param("<div class='comment'><a class='author'>op</a><p>llama-server on one RTX 3090, one request at a time. "
                 "The prompt is a ~1,900 token chunk of a README and I asked for a 500 token summary. The tok/s numbers "
                 "are the ones the engines print themselves.</p><p>Prompt processing 1,046 t/s, generation 34.2 t/s."
                 "</p></div><div class='comment'><a class='author'>mac-user</a><p>On my M2 Ultra with llama-server "
                 "I see generation at 14.5 t/s.</p></div>",
                 {1046.0: {"workload.input_len": 1900, "workload.output_len": 500, "token_counting": "engine_reported"},
                  34.2: {"token_counting": "engine_reported"}, 14.5: {"token_counting": "unknown"}},
                 id="a-prompt-of-about-n-tokens-an-n-token-summary-and-a-counting-statement-for-its-own-post"),
    pytest.param("<p>8 卡 H20，SGLang v0.4.6。投机解码在低并发下收益明显（单请求输出速度 125.3 tok/s），但在并发 64 时反而拖慢"
                 "吞吐。</p><p>同样并发 64，输出吞吐 1,874.2 tok/s。</p>",
                 {125.3: {"basis": "single_stream", "concurrency": 1},
                  1874.2: {"basis": "aggregate", "concurrency": 64}},
                 id="a-chinese-single-request-figure-keeps-its-own-load-before-a-full-width-comma"),
    pytest.param("<p>We also tried two L40S in one VM with vLLM 0.9.0. Single-stream output went up to 46.8 tok/s.</p>",
                 {46.8: {"metric": "output_tok_s", "basis": "single_stream", "hardware.count": 2}},
                 id="the-output-with-a-verb-before-its-figure"),
    pytest.param("<p>Ollama 0.6.2, LM Studio 0.3.14 with its MLX engine, and mlx-lm 0.22.0 on an M4 Max.</p><pre>$ ollama "
                 "run qwen2.5:32b --verbose\neval rate: 17.90 tokens/s</pre><p>LM Studio's stats line for the MLX "
                 "engine run: 22.41 tok/sec • 400 tokens • 6.71s to first token</p><pre>$ mlx_lm.generate --model "
                 "mlx-community/Qwen2.5-32B-Instruct-4bit --max-tokens 400\nPrompt: 1512 tokens, 236.012 tokens-per-sec"
                 "\nGeneration: 400 tokens, 22.931 tokens-per-sec</pre>",
                 {17.9: {"engine.id": "ollama"}, 22.41: {"engine.id": "lm-studio"}, 6710.0: {"engine.id": "lm-studio"},
                  236.012: {"engine.id": "mlx"}, 22.931: {"engine.id": "mlx", "engine.version": "0.22.0"}},
                 id="a-command-that-runs-an-apps-runtime-names-it-and-a-paragraph-names-its-own-engine"),
    pytest.param("<p>SGLang 0.4.6 on 8x MI325X. Every request is exactly 2,000 input tokens and 500 output tokens. Token "
                 "counts are the server's own completion-token counts from the usage field; the retokenized count agreed "
                 "to within 0.1%.</p><pre>============ Serving Benchmark Result ============\nMax request concurrency:"
                 "                 128\nSuccessful requests:                     640\nOutput token throughput (tok/s):   "
                 "      5264.37\n==================================================</pre><p>Single-stream, SGLang "
                 "decodes at 9.8 ms per token, i.e. about 102 tok/s. At 128 it clears 5.3k tok/s, and each user still "
                 "sees roughly 47 tokens per second from SGLang (1000 / TPOT). A request can wait close to 4 seconds."
                 "</p><p>AMD's MI325X performance brief cites around 6,000 output tokens/s at 128 concurrent users. That "
                 "run used 128 input and 2,048 output tokens.</p>",
                 {5264.37: {"token_counting": "usage_field", "workload.input_len": 2000, "workload.output_len": 500},
                  9.8: {"basis": "single_stream", "workload.input_len": 2000},
                  6000.0: {"is_claim": True, "concurrency": 128, "basis": "aggregate", "workload.input_len": 128,
                           "workload.output_len": 2048}},
                 id="a-makers-brief-is-a-claim-with-its-own-run-and-conversions-restatements-and-what-a-request-can-wait"),
    pytest.param("<p>Measured on one DGX B200 (8x B200 180GB) with TensorRT-LLM 1.0.0rc4, 1,024 input and 1,024 output "
                 "tokens.</p><table><tr><th>Engine</th><th>TP</th><th>Output throughput (tok/s)</th><th>TPOT p50 (ms)"
                 "</th></tr><tr><td>TensorRT-LLM</td><td>2</td><td>16,480</td><td>3.58</td></tr><tr><td>TensorRT-LLM"
                 "</td><td>8</td><td>38,760</td><td>2.52</td></tr><tr><th colspan='4'>Reported by partners</th></tr>"
                 "<tr><td>Lumen Cloud, 8x B200; TP8, ISL 2,048 / OSL 256</td><td></td><td>41,900</td><td>—</td></tr>"
                 "<tr><td>Cascade, 8x B200, batch 1</td><td></td><td>—</td><td>312 tok/s/user</td></tr></table>",
                 {16480.0: {"parallelism.tp": 2, "hardware.count": 2, "workload.input_len": 1024},
                  3.58: {"parallelism.tp": 2, "hardware.count": 2, "statistic": "p50"},
                  38760.0: {"parallelism.tp": 8, "hardware.count": 8},
                  2.52: {"parallelism.tp": 8},
                  41900.0: {"is_claim": True, "parallelism.tp": 8, "workload.input_len": 2048, "workload.output_len": 256}},
                 id="a-tp-column-counts-its-rows-gpus-and-rows-reported-by-partners-are-claims"),
    pytest.param("<div class='comment'><a class='author'>op</a><p>vLLM 0.10.1.1 on 8x H200 SXM, driver 570.158.01, "
                 "--max-concurrency 64.</p><p>Output token throughput: 1,819.69 tok/s. DeepSeek's own inference-system "
                 "write-up says each H800 node averages about 14.8k output tok/s, but that is not comparable.</p></div>"
                 "<div class='comment'><a class='author'>maint</a><p>I don't have an H200 node free this week, but I "
                 "reran it at c=64 on an HGX B200 box: 8× B200 180 GB, driver 575.57.08, CUDA 12.9, vLLM main at "
                 "0.10.2.dev287+g5c9ab4e1d.</p><table><tr><th>config</th><th>Output tok/s</th></tr><tr><td>TP8 + EP"
                 "</td><td>2910.60</td></tr></table></div>",
                 {1819.69: {"hardware.accelerator_id": "nvidia-h200-sxm", "engine.version": "0.10.1.1"},
                  14800.0: {"is_claim": True, "basis": "per_node", "engine.id": None},
                  2910.6: {"hardware.accelerator_id": "nvidia-b200", "hardware.count": 8,
                           "hardware.driver_version": "575.57.08", "engine.version": "0.10.2.dev287+g5c9ab4e1d"}},
                 id="hardware-a-poster-lacks-a-main-branch-dev-build-and-a-model-makers-write-up-per-node"),
    pytest.param("<div class='comment'><a class='author'>tmlr</a><p>My M2 Max, Llama 3.1 8B Q4_K_M, one prompt at a "
                 "time, ~1.9k-token prompt, 512 tokens out:</p><pre><code>engine                 pp (t/s)   tg (t/s)"
                 "\nmistral.rs 0.6.0       ~690       61.4\nllama.cpp b5123        742        57.8</code></pre></div>"
                 "<div class='comment'><a class='author'>tmlr</a><p>Same model, ~7.9k-token prompt: mistral.rs 44.9 "
                 "t/s generation.</p></div><div class='comment'><a class='author'>hj</a><p>On an H100 SXM with "
                 "mistralrs-server 0.6.0, --max-concurrency 128: 2,928 tok/s output.</p></div>",
                 {690.0: {"metric": "prefill_tok_s", "engine.id": "mistral.rs", "engine.version": "0.6.0",
                          "workload.input_len": 1900, "basis": "single_stream"},
                  61.4: {"metric": "decode_tok_s", "engine.id": "mistral.rs"},
                  742.0: {"engine.id": "llama.cpp", "hardware.accelerator_id": "apple-m2-max"},
                  57.8: {"metric": "decode_tok_s", "engine.id": "llama.cpp"},
                  44.9: {"concurrency": None, "workload.input_len": 7900},
                  2928.0: {"engine.id": "mistral.rs", "concurrency": 128}},
                 id="a-table-aligned-by-spaces-in-a-code-block-a-decimal-k-length-and-no-later-posts-load"),
    pytest.param("<h1>Mistral.rs 0.6: Rust LLM inference</h1><div class='comment'><a class='author'>gpu</a><p>2x RTX "
                 "3090, Llama 3.3 70B: single user 16.8 tok/s generation. Same box with exllamav2 0.2.8 gives more.</p>"
                 "</div><div class='comment'><a class='author'>hj</a><p>The post says: \"3,400 tok/s on a single H100 at "
                 "batch 128\". I got 2,928 tok/s output on an H100 SXM.</p></div>",
                 {16.8: {"engine.id": "mistral.rs"}, 3400.0: {"is_claim": True}, 2928.0: {"engine.id": "mistral.rs"}},
                 id="a-post-takes-the-threads-engine-over-one-it-names-after-its-figure-and-the-post-says-is-a-claim"),
    pytest.param("<h2>What the vendors say</h2><p>Intel's published Gaudi 3 table lists Llama 3.1 8B (128 input / 2048 output tokens) "
                 "at 21,834 tokens/s on a single card. A partner's 8x L40S system reports 19,310 tokens/s offline. Divide by eight and "
                 "you get roughly 2,414 tokens/s per card.</p><h2>Setup</h2><p>One Gaudi 3 card with vLLM 0.8.5, random prompts of "
                 "1024 tokens in and 256 out, --max-concurrency 64.</p><pre>| HL-SMI Version: hl-1.20.1-fw-58.1.1.1 |\n"
                 "| Driver Version: 1.20.1-366eb9c |\n| Nic Driver Version: 1.20.1-2f4e0ab |</pre>"
                 "<pre>| NVIDIA-SMI 570.124.06   Driver Version: 570.124.06   CUDA Version: 12.8 |</pre>"
                 "<h2>Results: one request at a time</h2><p>Gaudi 3 generates at 8.9 ms per output token (TPOT).</p>"
                 "<h2>Results: under load</h2><table><tr><th>Card</th><th>Concurrency</th><th>Requests/s</th><th>Output tokens/s</th>"
                 "</tr><tr><td>Gaudi 3</td><td>64</td><td>13.48</td><td>3,451.3</td></tr></table>"
                 "<p>Intel's 21,834 tokens/s is a 128-in / 2048-out workload at batch 256.</p>",
                 {21834.0: {"is_claim": True, "workload.input_len": 128}, 19310.0: {"is_claim": True},
                  8.9: {"basis": "single_stream", "concurrency": 1, "hardware.driver_version": "1.20.1-366eb9c",
                        "hardware.accelerator_id": "intel-gaudi-3"},
                  13.48: {"metric": "req_s", "concurrency": 64, "hardware.driver_version": "1.20.1-366eb9c"},
                  3451.3: {"workload.input_len": 1024, "workload.output_len": 256}},
                 id="claims-restated-and-divided-a-section-headed-one-request-at-a-time-and-hl-smis-driver"),
    pytest.param("<p>Tested with llama.cpp on two machines:</p><ul><li>RTX A6000: Ubuntu 22.04, CUDA 12.6.3, driver "
                 "560.35.05</li><li>RTX 4070 (12 GB): Windows 11, CUDA 12.8, driver 572.83</li></ul><p>RTX 4070</p>"
                 "<table><tr><th>Model</th><th>Test</th><th>t/s 9f1d3a74</th><th>t/s 2c6e0b91</th><th>Speedup</th></tr>"
                 "<tr><td>llama 8B Q4_K_M</td><td>pp512</td><td>3390.15</td><td>3401.77</td><td>1.00</td></tr>"
                 "<tr><td>llama 8B Q4_K_M</td><td>tg128</td><td>73.85</td><td>79.12</td><td>1.07</td></tr></table>",
                 {3390.15: {"metric": "prefill_tok_s", "workload.input_len": 512, "hardware.driver_version": "572.83",
                            "hardware.cuda_version": "12.8"},
                  3401.77: {"metric": "prefill_tok_s"},
                  73.85: {"metric": "decode_tok_s", "workload.output_len": 128, "hardware.accelerator_id": "nvidia-rtx-4070"},
                  79.12: {"metric": "decode_tok_s", "hardware.driver_version": "572.83"}},
                 id="compare-llama-benchs-test-column-no-speedup-figures-and-each-list-items-own-driver"),
    pytest.param("<p>Server: Ubuntu 24.04, NVIDIA-Treiber 565.57.01, CUDA 12.6, zwei RTX 3090, llama.cpp b4823.</p>"
                 "<pre>$ ./llama-bench -m qwen2.5-32b-q4_k_m.gguf -ngl 99\n| model | size | params | backend | ngl | test | t/s |\n"
                 "| --- | ---: | ---: | --- | --: | ---: | ---: |\n| qwen2 32B Q4_K - Medium | 18.48 GiB | 32.76 B | CUDA | 99 | pp512 | 1621.44 ± 6.12 |\n"
                 "build: 7ad0779f (4823)\n$ ./llama-bench -m llama-3.3-70b-q4_k_m.gguf -ngl 99\n| model | size | params | backend | ngl | test | t/s |\n"
                 "| --- | ---: | ---: | --- | --: | ---: | ---: |\n| llama 70B Q4_K - Medium | 39.59 GiB | 70.55 B | CUDA | 99 | tg128 | 17.86 ± 0.02 |\n"
                 "build: 7ad0779f (4823)</pre><p>Auf Reddit liest man öfter, dass zwei 3090 „50 t/s und mehr“ schaffen.</p>",
                 {1621.44: {"metric": "prefill_tok_s", "hardware.driver_version": "565.57.01"},
                  17.86: {"metric": "decode_tok_s", "model.name": "llama 70B"}, 50.0: {"is_claim": True}},
                 id="two-llama-bench-tables-in-one-block-a-german-driver-and-what-one-reads-on-reddit"),
    pytest.param("<p>Ollama 0.6.8, one request at a time.</p><h2>Decode, eval rate in tokens/s (avg of 3 runs)</h2>"
                 "<table><tr><th>Model (Ollama tag)</th><th>RTX 3090</th><th>RTX 5090</th><th>5090 vs 3090</th></tr><tr>"
                 "<td>llama3.1:8b</td><td>118.6</td><td>214.9</td><td>+81%</td></tr><tr><td><em>memory bandwidth (spec)"
                 "</em></td><td>936 GB/s</td><td>1,792 GB/s</td><td>1.91x</td></tr></table>",
                 {118.6: {"metric": "decode_tok_s", "statistic": "mean", "hardware.accelerator_id": "nvidia-rtx-3090",
                          "model.name": "llama3.1:8b"},
                  214.9: {"hardware.accelerator_id": "nvidia-rtx-5090"}},
                 id="a-model-column-with-a-note-accelerators-as-columns-and-no-spec-row-in-gb-s"),
    pytest.param("<p>SGLang 0.4.6 on 8x H20, DeepSeek-R1, three runs.</p><table><tr><th></th><th>bs=1 output tok/s</th>"
                 "<th>bs=32 output tok/s</th><th>bs=32 ttft (s)</th></tr><tr><td>run 1</td><td>21.43</td><td>476.70</td>"
                 "<td>5.31</td></tr></table>",
                 {21.43: {"concurrency": 1, "basis": "single_stream"}, 476.7: {"concurrency": 32, "basis": "aggregate"},
                  5310.0: {"metric": "ttft_ms", "concurrency": 32}},
                 id="a-metric-columns-header-states-its-load"),
    pytest.param("<p>vLLM 0.7.3 on 2x A100 80GB PCIe, GuideLLM. Synchronous run gives me ITL 41.3 ms and ~23.5 tok/s "
                 "output.</p>",
                 {41.3: {"metric": "itl_ms", "basis": "single_stream", "concurrency": 1},
                  23.5: {"metric": "output_tok_s", "basis": "single_stream", "concurrency": 1}},
                 id="guidellms-synchronous-run-is-one-request-at-a-time"),
    pytest.param("<p>llama.cpp b5652、RTX 4090 と M3 Ultra で計測しました。</p><pre>| model | size | params | backend | ngl | test | t/s |\n"
                 "| --- | ---: | ---: | --- | --: | ---: | ---: |\n| llama 8B Q4_K - Medium | 4.58 GiB | 8.03 B | CUDA | 99 | pp512 | 12473.18 ± 86.42 |\n"
                 "| llama 8B Q4_K - Medium | 4.58 GiB | 8.03 B | CUDA | 99 | tg128 | 156.84 ± 0.31 |</pre>"
                 "<p>プロンプト処理は 4090 が圧倒的で、約 12,500 t/s でした。ちなみに tg128 の 156.84 t/s を 1 トークンあたりの時間に直すと約 6.4 ms/token、"
                 "M3 Ultra の 98.71 t/s だと約 10.1 ms/token です。4090 は 1,008 GB/s で上限約 205 t/s です。</p>"
                 "<p>X で「M3 Ultra なら 70B の Q4 で 20 t/s 超え」という投稿を見かけました。</p>",
                 {12473.18: {"metric": "prefill_tok_s"}, 156.84: {"metric": "decode_tok_s"},
                  98.71: {"metric": "decode_tok_s"}, 20.0: {"is_claim": True}},
                 id="japanese-rounded-restatements-conversions-a-theoretical-limit-and-a-post-one-saw"),
    pytest.param("<p>TensorRT-LLM 0.12.0 on a Jetson AGX Orin 64GB, one request at a time, a fixed 512-token prompt, 256 new tokens.</p>"
                 "<pre>$ python3 ttft_bench.py --runs 3\nrun 1: prompt=512 tok  gen=256 tok  TTFT=0.418 s  decode=19.91 tok/s\n"
                 "run 2: prompt=512 tok  gen=256 tok  TTFT=0.409 s  decode=19.84 tok/s\nrun 3: prompt=512 tok  gen=256 tok  TTFT=0.411 s  decode=19.77 tok/s\n"
                 "avg:   TTFT=0.412 s  decode=19.84 tok/s</pre><p>So ~20 tokens/sec and ~0.4 s to first token.</p>"
                 "<pre>$ python3 ttft_bench.py --runs 5 --concurrent 4\n...\navg (4 concurrent): TTFT=0.583 s per-request decode=26.14 tok/s "
                 "aggregate=96.52 tok/s</pre>",
                 {412.0: {"metric": "ttft_ms", "statistic": "mean", "basis": "single_stream",
                          "variance.reruns": [418.0, 409.0, 411.0]},
                  19.84: {"metric": "decode_tok_s", "variance.reruns": [19.91, 19.84, 19.77]},
                  583.0: {"metric": "ttft_ms", "concurrency": 4},
                  26.14: {"metric": "decode_tok_s", "concurrency": 4, "basis": "unknown"},
                  96.52: {"metric": "output_tok_s", "concurrency": 4, "basis": "aggregate"}},
                 id="a-scripts-run-lines-and-its-summary-lines-with-their-load"),
    pytest.param("<ul><li>Server: Ryzen 9 5950X, 128 GB RAM, 2x RTX 3090 with an NVLink bridge. Linux.</li>"
                 "<li>Desktop: Ryzen 7 7800X3D, 64 GB RAM, 1x RTX 4090. Windows 11.</li></ul>"
                 "<p>Llama 3.1 8B on llama.cpp b4823, llama-bench with one request at a time.</p>"
                 "<table><tr><th>Machine</th><th>pp512 (t/s)</th><th>tg128 (t/s)</th></tr><tr><td>2x RTX 3090</td>"
                 "<td>2913.5</td><td>41.62</td></tr><tr><td>RTX 4090</td><td>3768.3</td><td>51.84</td></tr></table>"
                 "<p>Server: Ubuntu 24.04, NVIDIA driver 565.57.01, CUDA 12.6. Desktop: Windows 11 23H2, driver 566.36,"
                 " CUDA 12.7.</p>",
                 {2913.5: {"hardware.driver_version": "565.57.01", "hardware.cuda_version": "12.6"},
                  41.62: {"hardware.driver_version": "565.57.01", "hardware.host": "Ryzen 9 5950X"},
                  3768.3: {"hardware.driver_version": "566.36", "hardware.cuda_version": "12.7"},
                  51.84: {"hardware.driver_version": "566.36", "hardware.host": "Ryzen 7 7800X3D"}},
                 id="a-driver-listed-under-the-machine-label-of-its-accelerator"),
    pytest.param("<p>TL;DR: on 8x H20, TP8 beats TP4 for a single request; EAGLE-3 lifts the single-request output "
                 "speed from 76.0 to 125.3 tok/s.</p><pre>python3 -m sglang.launch_server --model-path "
                 "Qwen/Qwen3-235B-A22B-FP8 --tp 4</pre><p>One request at a time:</p><table><tr><th>Config</th>"
                 "<th>TTFT (ms)</th><th>Output speed (tok/s)</th></tr><tr><td>TP4</td><td>412</td><td>63.8</td></tr>"
                 "<tr><td>TP8</td><td>298</td><td>76.0</td></tr><tr><td>TP8 + EAGLE-3</td><td>305</td><td>125.3</td>"
                 "</tr></table>",
                 {412.0: {"parallelism.tp": 4}, 63.8: {"parallelism.tp": 4}, 298.0: {"parallelism.tp": 8},
                  76.0: {"parallelism.tp": 8, "concurrency": 1},
                  305.0: {"parallelism.tp": 8}, 125.3: {"parallelism.tp": 8, "concurrency": 1}},
                 id="a-leads-figure-takes-the-setup-of-its-table-row"),
    pytest.param("<ul><li>RTX 4070 Ti Super 16 GB: driver Game Ready 576.52, CUDA 12.9</li><li>RX 7800 XT 16 GB: "
                 "driver Adrenalin 25.5.1</li></ul><p>Llama 3.1 8B em Q4_K_M, uma requisição por vez. Os tokens por "
                 "segundo são os que as próprias ferramentas informam.</p><table><caption>Tabela 1: velocidade de "
                 "geração em tokens/s (média de 3 execuções)</caption><thead><tr><th rowspan=\"2\">Modelo</th>"
                 "<th colspan=\"2\">RTX 4070 Ti Super</th><th colspan=\"2\">RX 7800 XT</th></tr><tr><th>Ollama</th>"
                 "<th>LM Studio</th><th>Ollama</th><th>LM Studio</th></tr></thead><tbody><tr><td>Llama 3.1 8B</td>"
                 "<td>88.1</td><td>91.4</td><td>61.2</td><td>66.9</td></tr></tbody></table><table><caption>Tabela 2: "
                 "tempo até o primeiro token em segundos (média de 3)</caption><tr><th>Placa</th><th>Ollama</th>"
                 "<th>LM Studio</th></tr><tr><td>RTX 4070 Ti Super</td><td>0.52</td><td>0.47</td></tr>"
                 "<tr><td>RX 7800 XT</td><td>1.21</td><td>1.08</td></tr></table>",
                 {88.1: {"metric": "decode_tok_s", "engine.id": "ollama", "hardware.driver_version": "576.52",
                         "hardware.cuda_version": "12.9", "concurrency": 1, "token_counting": "engine_reported",
                         "statistic": "mean", "model.name": "Llama 3.1 8B"},
                  91.4: {"engine.id": "lm-studio", "hardware.accelerator_as_written": "RTX 4070 Ti Super"},
                  61.2: {"engine.id": "ollama", "hardware.driver_version": "Adrenalin 25.5.1",
                         "hardware.cuda_version": None},
                  66.9: {"engine.id": "lm-studio", "hardware.accelerator_as_written": "RX 7800 XT"},
                  520.0: {"metric": "ttft_ms", "engine.id": "ollama", "hardware.accelerator_as_written":
                          "RTX 4070 Ti Super"},
                  470.0: {"engine.id": "lm-studio"}, 1210.0: {"hardware.cuda_version": None}, 1080.0: {}},
                 id="portuguese-tables-under-their-captions-with-cards-over-engines"),
    pytest.param(
                 "<div class=\"timeline-comment\" data-author=\"opx\"><p>Xeon w5-3435X + 1x RTX 3090: Qwen3-235B-A22B "
                 "IQ3 on ik_llama.cpp. Is ktransformers worth trying instead?</p>\n<pre>./build/bin/llama-sweep-bench "
                 "-m qwen3-235b-iq3.gguf -c 4608 -ub 1024 -ot exps=CPU\n\n|    PP |     TG |   N_KV |   T_PP s | S_PP "
                 "t/s |   T_TG s | S_TG t/s |\n|-------|--------|--------|----------|----------|----------|----------|"
                 "\n|  1024 |    256 |      0 |    7.311 |   140.06 |   19.214 |    13.32 |\n|  1024 |    256 |   1024"
                 " |    7.602 |   134.70 |   19.820 |    12.92 |</pre></div>\n<div class=\"timeline-comment\" data-aut"
                 "hor=\"kt\"><p>Nice box. Which quant did you pick, and is that GPU on PCIe 4? Here is mine with ktran"
                 "sformers on an RTX A6000:</p>\n<pre>$ pip show ktransformers\nName: ktransformers\nVersion: 0.2.3.po"
                 "st2</pre><p>prompt eval rate: 61.20 tokens/s and eval rate: 10.05 tokens/s.</p></div>\n<div class=\""
                 "timeline-comment\" data-author=\"opx\"><p>IQ3_K, and yes, PCIe 4.</p></div>\n<div class=\"timeline-c"
                 "omment\" data-author=\"q\"><p>What driver are you on?</p></div>\n<div class=\"timeline-comment\" dat"
                 "a-author=\"opx\"><p>Driver 570.144, CUDA 12.8.</p></div>\n",
                 {140.06: {"metric": "prefill_tok_s", "engine.id": "ik_llama.cpp", "workload.input_len": 1024,
                           "workload.output_len": None, "hardware.driver_version": "570.144",
                           "hardware.cuda_version": "12.8"},
                  13.32: {"metric": "decode_tok_s", "engine.id": "ik_llama.cpp", "workload.input_len": None,
                          "workload.output_len": 256},
                  134.7: {"metric": "prefill_tok_s"}, 12.92: {"metric": "decode_tok_s"},
                  61.2: {"engine.id": "ktransformers", "engine.version": "0.2.3.post2",
                         "hardware.driver_version": None},
                  10.05: {"engine.id": "ktransformers", "engine.version": "0.2.3.post2"}},
                 id="sweep-bench-table-an-engine-only-asked-about-pip-show-and-an-answer-after-another-question"),
    pytest.param(
                 "<div class=\"timeline-comment\" data-author=\"hn\"><p>Numbers from Cloud TPU on two slices, vLLM nig"
                 "htly.</p>\n<pre>$ pip list | grep vllm\nvllm                              0.11.1rc3.dev12+g9f2e1c3a7"
                 ".tpu</pre>\n<h3>Llama-3.1-8B on v6e-1</h3>\n<pre>vllm bench serve --model meta-llama/Llama-3.1-8B-In"
                 "struct --tensor-parallel-size 1 --dataset-name random --random-input-len 1024 --random-output-len 12"
                 "8 --max-concurrency 64</pre>\n<pre>============ Serving Benchmark Result ============\nOutput token "
                 "throughput (tok/s):         2343.46\n==================================================</pre>\n<h3>Q"
                 "wen3-32B on v6e-8</h3>\n<pre>vllm bench serve --model Qwen/Qwen3-32B --tensor-parallel-size 8 --data"
                 "set-name random --random-input-len 2048 --random-output-len 256 --max-concurrency 128</pre>\n<pre>=="
                 "========== Serving Benchmark Result ============\nOutput token throughput (tok/s):         2801.79\n"
                 "==================================================</pre></div>\n<div class=\"timeline-comment\" data"
                 "-author=\"jc\"><p>Could you rerun the Qwen one?</p></div>\n<div class=\"timeline-comment\" data-auth"
                 "or=\"hn\"><p>Sure, another run on the same v6e-8 VM, same flags:</p>\n<pre>============ Serving Benc"
                 "hmark Result ============\nOutput token throughput (tok/s):         2616.25\n======================="
                 "===========================</pre></div>\n",
                 {2343.46: {"engine.version": "0.11.1rc3.dev12+g9f2e1c3a7.tpu", "hardware.accelerator_id":
                            "google-tpu-v6e", "hardware.count": 1, "parallelism.tp": 1, "workload.input_len": 1024,
                            "workload.output_len": 128},
                  2801.79: {"hardware.count": 8, "parallelism.tp": 8, "workload.input_len": 2048,
                            "workload.output_len": 256, "model.name": "Qwen/Qwen3-32B"},
                  2616.25: {"engine.version": "0.11.1rc3.dev12+g9f2e1c3a7.tpu", "hardware.count": 8,
                            "parallelism.tp": 8, "workload.input_len": 2048, "workload.output_len": 256,
                            "model.name": "Qwen3-32B"}},
                 id="tpu-slices-commands-over-their-output-and-a-rerun-of-the-setup-it-names"),
    pytest.param(
                 "<div class=\"timeline-comment\" data-author=\"tk\"><p>llama-bench on two cards, same model.</p>\n<pr"
                 "e>ggml_vulkan: 0 = AMD Radeon RX 7900 XTX (RADV NAVI31)\n| model          |       size |     params "
                 "| backend    | ngl |  test |           t/s |\n| -------------- | ---------: | ---------: | ---------"
                 "- | --: | ----: | ------------: |\n| llama 7B Q4_0  |   3.56 GiB |     6.74 B | Vulkan     |  99 | p"
                 "p512 | 2984.52 ± 9.1 |\n| llama 7B Q4_0  |   3.56 GiB |     6.74 B | ROCm       |  99 | pp512 | 3526"
                 ".17 ± 7.4 |</pre>\n<pre>ggml_vulkan: 0 = AMD Radeon RX 9070 XT (RADV GFX1201)\n| model          |   "
                 "    size |     params | backend    | ngl |  test |           t/s |\n| -------------- | ---------: | "
                 "---------: | ---------- | --: | ----: | ------------: |\n| llama 7B Q4_0  |   3.56 GiB |     6.74 B "
                 "| Vulkan     |  99 | pp512 | 3218.70 ± 8.2 |</pre></div>\n<div class=\"timeline-comment\" data-autho"
                 "r=\"rv\"><p>Which Mesa are you on?</p></div>\n<div class=\"timeline-comment\" data-author=\"tk\"><pr"
                 "e>GPU0:\n\tdeviceName         = AMD Radeon RX 7900 XTX (RADV NAVI31)\n\tdriverInfo         = Mesa 25"
                 ".1.4\nGPU1:\n\tdeviceName         = AMD Radeon RX 9070 XT (RADV GFX1201)\n\tdriverInfo         = Mes"
                 "a 25.1.4</pre></div>\n",
                 {2984.52: {"hardware.accelerator_id": "amd-radeon-rx-7900-xtx",
                            "hardware.driver_version": "Mesa 25.1.4"},
                  3526.17: {"hardware.accelerator_id": "amd-radeon-rx-7900-xtx", "hardware.driver_version": None},
                  3218.7: {"hardware.accelerator_id": "amd-radeon-rx-9070-xt",
                           "hardware.driver_version": "Mesa 25.1.4"}},
                 id="mesa-asked-for-answers-each-listed-card-and-only-its-vulkan-runs"),
    pytest.param("<p>vLLM 0.10.1 with EAGLE-3 on 1x H100 SXM, one request at a time: 152.8 output tok/s. Output tokens "
                 "are counted by vllm bench serve with the model's tokenizer, not by counting streamed chunks. With "
                 "speculation one SSE chunk often carries three tokens, so a chunk-counting client would under-report"
                 ". ITL is measured between streamed chunks.</p>",
                 {152.8: {"token_counting": "tokenizer"}},
                 id="chunks-named-for-what-they-carry-or-a-client-that-would-count-them-count-nothing"),
    pytest.param("<h1>Vendor claims, re-measured</h1><p>Below is the vendor's release, unedited.</p><h2>Press release: "
                 "Record inference on B200</h2><p>Running TensorRT-LLM on HGX B200, the company measured 4,390 output "
                 "tokens per second for Llama 3.1 405B, and a first token in 310 ms.</p><h2>Our re-measurement on 8x "
                 "B200</h2><p>With TensorRT-LLM 0.19.0 on 8x B200 we measured 3,702.6 output tok/s at concurrency 64."
                 "</p>",
                 {4390.0: {"is_claim": True}, 310.0: {"is_claim": True, "metric": "ttft_ms"},
                  3702.6: {"is_claim": False, "engine.version": "0.19.0", "hardware.count": 8}},
                 id="a-quoted-press-release-under-its-heading-is-claims"),
    pytest.param("<pre>vllm serve Qwen/Qwen2.5-72B-Instruct-AWQ --tensor-parallel-size 2 --data-parallel-size 2</pre>"
                 "<p>vLLM 0.9.2, L40S ×4. genai-perf는 --tokenizer로 지정한 토크나이저로 출력 토큰 수를 셉니다 (usage 값을 쓰지 "
                 "않고).</p><table><tr><th>동시성</th><th>구성</th><th>Output Token Throughput (tokens/sec)</th></tr>"
                 "<tr><td>1</td><td>TP4</td><td>42.18</td></tr><tr><td>1</td><td>TP2×DP2</td><td>28.71</td></tr>"
                 "<tr><td>64</td><td>TP4</td><td>709.8</td></tr><tr><td>64</td><td>TP2×DP2</td><td>792.3</td></tr>"
                 "</table>",
                 {42.18: {"concurrency": 1, "parallelism.tp": 4, "parallelism.dp": None, "token_counting": "tokenizer"},
                  28.71: {"concurrency": 1, "parallelism.tp": 2, "parallelism.dp": 2},
                  709.8: {"concurrency": 64, "parallelism.tp": 4, "parallelism.dp": None},
                  792.3: {"concurrency": 64, "parallelism.dp": 2}},
                 id="rows-of-setups-keep-their-own-degrees-under-a-korean-load-column"),
    pytest.param("<p>MLX on an Apple M3 Ultra:</p><pre>$ mlx_lm.benchmark --model mlx-community/Qwen3-30B-A3B-4bit -p 2048 "
                 "-g 128 -n 2\nTiming with prompt_tokens=2048, generation_tokens=128, batch_size=1.\nTrial 1:  "
                 "prompt_tps=1210.4, generation_tps=88.21, peak_memory=18.1\nTrial 2:  prompt_tps=1206.0, "
                 "generation_tps=88.05, peak_memory=18.1\nAverages: prompt_tps=1208.2, generation_tps=88.13, "
                 "peak_memory=18.1\nTiming with prompt_tokens=8192, generation_tokens=128, batch_size=1.\n"
                 "Averages: prompt_tps=905.7, generation_tps=71.40, peak_memory=21.9</pre>",
                 {1208.2: {"metric": "prefill_tok_s", "statistic": "mean", "workload.input_len": 2048,
                           "variance.reruns": [1210.4, 1206.0]},
                  88.13: {"metric": "decode_tok_s", "workload.output_len": 128, "variance.reruns": [88.21, 88.05]},
                  905.7: {"metric": "prefill_tok_s", "workload.input_len": 8192, "variance.reruns": []},
                  71.4: {"metric": "decode_tok_s", "workload.input_len": 8192, "workload.output_len": 128}},
                 id="mlx-lm-benchmark-averages-with-their-trials-and-the-lengths-printed-above"),
    pytest.param(
                 "<div class=\"timeline-comment\" data-author=\"kv\"><pre>| NVIDIA-SMI 580.95.05              Driver V"
                 "ersion: 580.95.05      CUDA Version: 13.0     |</pre>\n<p>DGX Spark, Ollama, gpt-oss-120b: eval rate"
                 " 34.14 tokens/s.</p></div>\n<div class=\"timeline-comment\" data-author=\"jt\"><p>vLLM from the NGC "
                 "container on my DGX Spark:</p>\n<pre>vllm bench serve --model openai/gpt-oss-120b --dataset-name ran"
                 "dom --random-input-len 1024 --random-output-len 256 --max-concurrency 1</pre>\n<p>Output 32.61 tok/s"
                 ". Same thing for Llama 3.1 8B, everything else unchanged: 28.07 tok/s output.</p></div>\n<div class="
                 "\"timeline-comment\" data-author=\"kv\"><p>Updated, same driver, nothing else changed:</p>\n<pre>$ o"
                 "llama --version\nollama version is 0.12.9</pre><p>eval rate 49.62 tokens/s now.</p></div>\n",
                 {34.14: {"hardware.driver_version": "580.95.05"},
                  32.61: {"hardware.driver_version": None, "hardware.cuda_version": None, "workload.input_len": 1024},
                  28.07: {"hardware.driver_version": None, "workload.input_len": 1024},
                  49.62: {"engine.version": "0.12.9", "hardware.driver_version": "580.95.05",
                          "workload.input_len": None}},
                 id="unchanged-after-a-posts-own-command-and-a-posters-own-earlier-setup"),
    pytest.param("<p>TGI 3.3.6 on one L40S, Llama-3.1-8B. Rerun of text-generation-benchmark:</p><table><tr><th>Step</th>"
                 "<th>Batch Size</th><th>Average</th><th>Lowest</th><th>Highest</th><th>p50</th><th>p90</th><th>p99</th>"
                 "</tr><tr><td>Prefill</td><td>1</td><td>98.41 ms</td><td>97.90 ms</td><td>99.12 ms</td><td>98.40 ms</td>"
                 "<td>99.12 ms</td><td>99.12 ms</td></tr><tr><td></td><td>8</td><td>702.55 ms</td><td>700.10 ms</td>"
                 "<td>705.00 ms</td><td>702.60 ms</td><td>705.00 ms</td><td>705.00 ms</td></tr><tr><td>Decode (token)</td>"
                 "<td>1</td><td>19.73 ms</td><td>19.70 ms</td><td>19.80 ms</td><td>19.74 ms</td><td>19.80 ms</td>"
                 "<td>19.80 ms</td></tr></table><table><tr><th>Step</th><th>Batch Size</th><th>Average</th>"
                 "<th>Lowest</th><th>Highest</th></tr><tr><td>Decode</td><td>1</td><td>50.68 tokens/secs</td>"
                 "<td>50.50 tokens/secs</td><td>50.76 tokens/secs</td></tr><tr><td></td><td>8</td>"
                 "<td>391.02 tokens/secs</td><td>389.90 tokens/secs</td><td>392.40 tokens/secs</td></tr></table>",
                 {98.41: {"metric": "ttft_ms", "concurrency": 1, "other_stats.p99": 99.12},
                  702.55: {"metric": "ttft_ms", "concurrency": 8, "basis": "aggregate"},
                  19.73: {"metric": "tpot_ms", "concurrency": 1},
                  50.68: {"metric": "decode_tok_s", "basis": "single_stream"},
                  391.02: {"metric": "decode_tok_s", "concurrency": 8}},
                 id="tgi-benchmark-tables-set-as-page-tables"),
    pytest.param("<p>Engine: vLLM main @ 5d2c81aa0 (wheel version 0.11.2rc1.dev40+g5d2c81aa0), one H100. Output tokens "
                 "come from usage.completion_tokens on the final stream chunk.</p><table><tr><th>Test name</th>"
                 "<th>QPS</th><th>Output Tput (tok/s)</th><th>Mean TTFT (ms)</th></tr><tr><td>serving_qwen7B_tp1_qps_2"
                 "</td><td>2</td><td>401.33</td><td>22.40</td></tr><tr><td>serving_qwen32B_tp4_qps_2</td><td>2</td>"
                 "<td>388.10</td><td>57.92</td></tr></table>",
                 {401.33: {"metric": "output_tok_s", "parallelism.tp": 1, "token_counting": "usage_field",
                           "engine.version": "0.11.2rc1.dev40+g5d2c81aa0"},
                  22.4: {"parallelism.tp": 1}, 388.1: {"metric": "output_tok_s", "parallelism.tp": 4},
                  57.92: {"parallelism.tp": 4}},
                 id="dashboard-test-names-give-tp-and-a-wheel-version-over-main"),
    pytest.param("<p>vLLM 0.11.0 on one L40S, vllm bench serve at --max-concurrency 1, 16 and 64, 1024 in / 256 out."
                 "</p><table><tr><th>Format</th><th>C=1</th><th>C=16</th><th>C=64</th></tr><tr><td>FP8</td><td>40.9"
                 "</td><td>488.2</td><td>1,203.7</td></tr><tr><td>AWQ</td><td>61.8</td><td>577.4</td><td>1,090.3</td>"
                 "</tr></table><p>Output token throughput in tok/s.</p><p>A friend ran the same AWQ checkpoint on his own "
                 "4090 at home and got 70 tok/s. In llama-bench tg128 gives 66.2 t/s generation. FP8 beats AWQ at "
                 "C=128 too: 1,310 vs 1,150 tok/s.</p>",
                 {40.9: {"metric": "output_tok_s", "concurrency": 1}, 488.2: {"concurrency": 16},
                  1203.7: {"metric": "output_tok_s", "concurrency": 64}, 61.8: {}, 577.4: {}, 1090.3: {},
                  70.0: {"is_claim": True}, 66.2: {"metric": "decode_tok_s"},
                  1310.0: {"metric": "unspecified_tok_s"}, 1150.0: {"metric": "unspecified_tok_s"}},
                 id="load-columns-under-a-metric-note-and-no-page-kind-beside-output-columns"),
    pytest.param("<p>SGLang 0.5.4 on one H100, Llama-3.1-8B. One request at a time through the router: TTFT 118 ms, "
                 "whole request 2.71 s.</p>",
                 {118.0: {"metric": "ttft_ms"}, 2710.0: {"metric": "e2e_latency_ms"}},
                 id="a-whole-request-is-its-end-to-end-latency"),
    pytest.param("<h1>Deux RTX 5090 : vLLM 0.11.2</h1><h2>1. Une seule carte</h2><p>Qwen3-32B-AWQ sur une RTX 5090, "
                 "1024 tokens en entrée, 256 en sortie.</p><pre>vllm serve Qwen/Qwen3-32B-AWQ --max-num-seqs 64</pre>"
                 "<table><tr><th>Concurrence</th><th>Débit sortie (tok/s)</th>"
                 "<th>Débit total (tok/s)</th><th>TTFT médian (ms)</th></tr><tr><td>1</td><td>60,4</td><td>301,9</td>"
                 "<td>290</td></tr><tr><td>16</td><td>571,3</td><td>2 856,5</td><td>1 204</td></tr></table>"
                 "<p>À 16 requêtes simultanées la carte fait 0,33 tok/s par watt.</p>"
                 "<h2>2. TP=2 sur les deux cartes</h2><pre>vllm serve Qwen/Qwen3-32B-FP8 --tensor-parallel-size 2</pre>"
                 "<p>En mono-flux on tombe à 51,9 tok/s en sortie.</p>",
                 {60.4: {"metric": "output_tok_s", "concurrency": 1, "parallelism.tp": None},
                  301.9: {"metric": "total_tok_s"}, 290.0: {"metric": "ttft_ms", "statistic": "median"},
                  571.3: {"concurrency": 16}, 2856.5: {"metric": "total_tok_s", "parallelism.tp": None},
                  1204.0: {"metric": "ttft_ms", "parallelism.tp": None},
                  51.9: {"metric": "output_tok_s", "basis": "single_stream", "parallelism.tp": 2}},
                 id="french-words-space-thousands-and-a-later-sections-own-flags"),
    pytest.param("<article><header>ana @ana_infers · Nov 3</header><p>setup: one H200, sglang 0.5.4, bench_serving "
                 "--random-input-len 4096 --random-output-len 512 --max-concurrency 1</p><ul><li>decode ~171 tok/s"
                 "</li></ul><p>long prompt alone: one 65,536-token prompt, TTFT 4.1 s.</p></article><article><header>"
                 "ana @ana_infers · Nov 3</header><p>sweep, same lengths, output tok/s:</p><p>c=1 → 166<br>c=16 → "
                 "1,402<br>c=64 → 3,377</p><p>total incl. prompt tokens was ~9.9k tok/s at c=64</p></article>",
                 {171.0: {"metric": "decode_tok_s", "workload.input_len": 4096},
                  4100.0: {"metric": "ttft_ms", "workload.input_len": 65536},
                  166.0: {"metric": "output_tok_s", "concurrency": 1, "basis": "single_stream"},
                  1402.0: {"metric": "output_tok_s", "concurrency": 16, "basis": "aggregate"},
                  3377.0: {"metric": "output_tok_s", "concurrency": 64}, 9900.0: {"metric": "total_tok_s"}},
                 id="load-lines-under-a-lead-in-and-the-one-length-no-figure-sentence-holds"),
    pytest.param("<p>We serve Mixtral with TP=2, and a larger MoE with TP=8 and EP=8.</p><table><caption>Table 1: "
                 "Mixtral-8x7B, TP=2 on 2×H100.</caption><tr><th>C</th><th>System</th><th>Output tok/s</th></tr><tr>"
                 "<td>8</td><td>vLLM 0.11.0</td><td>1,204.5</td></tr></table><table><caption>Table 2: the larger MoE, "
                 "TP=8, EP=8 on 8×H100.</caption><tr><th>λ (req/s)</th><th>System</th><th>TTFT P50 (ms)</th></tr><tr>"
                 "<td>4</td><td>vLLM 0.11.0</td><td>388</td></tr></table><table><caption>Table 3: Software versions."
                 "</caption><tr><th>Component</th><th>Version</th></tr><tr><td>NVIDIA driver</td><td>570.172.08</td>"
                 "</tr><tr><td>CUDA toolkit</td><td>12.8.1</td></tr></table>",
                 {1204.5: {"concurrency": 8, "parallelism.tp": 2, "parallelism.ep": None,
                           "hardware.driver_version": "570.172.08", "hardware.cuda_version": "12.8.1"},
                  388.0: {"basis": "aggregate", "parallelism.tp": 8, "parallelism.ep": 8}},
                 id="a-caption-states-its-tables-degrees-and-a-versions-table-its-driver"),
    pytest.param("<p>llama.cpp b6643, gpt-oss-120b, llama-bench. The 5090's tg128 in that config is 41 t/s.</p>",
                 {41.0: {"hardware.accelerator_id": "nvidia-rtx-5090"}}, id="the-bare-number-of-a-card-after-the"),
    pytest.param("<p>SGLang 0.5.4, H100 4장. 동시성 32에서 출력 처리량은 1,702 tok/s였고, TTFT 중앙값은 0.8초, P99는 "
                 "4.6초에서 6.2초로 늘었습니다.</p>",
                 {1702.0: {"metric": "output_tok_s", "concurrency": 32}, 800.0: {"metric": "ttft_ms"},
                  4600.0: {"metric": "ttft_ms"}, 6200.0: {"metric": "ttft_ms"}},
                 id="korean-metric-words-and-seconds-before-a-particle"),
    pytest.param("<h1>Llama-3.1-8B on one L40S with vLLM 0.11.0</h1><h2>Results</h2><p>Output throughput peaked at "
                 "1,699.3 tok/s at concurrency 64.</p><h2>How we ran it</h2><pre>vllm serve Llama-3.1-8B-Instruct "
                 "--tensor-parallel-size 1</pre><p>A lone request decoded at 44.1 tok/s.</p>",
                 {1699.3: {"parallelism.tp": 1}, 44.1: {"parallelism.tp": 1}},
                 id="a-pages-one-launch-command-in-a-later-section-still-holds-for-the-page"),
    pytest.param("<p>TGI 3.3.6 on one L40S. At bs 1 that's 1024 / 0.108 s ≈ 9.5k prompt tokens/s. Through the router a "
                 "lone request decoded at 44.8 tok/s.</p>",
                 {44.8: {"metric": "decode_tok_s"}}, id="the-result-of-a-division-is-worked-out-not-measured"),
    pytest.param("<p>TGI 3.3.6 on an A100 80GB, Qwen2.5-7B. Before the flag my bs 32 prefill was 2890.44 ms average. The "
                 "math says 32K should prefill in ~3.7 s.</p>",
                 {2890.44: {"metric": "ttft_ms"}}, id="a-prefill-that-took-a-time-is-its-time-to-first-token"),
    pytest.param("<p>sglang 0.5.4 on 2x RTX PRO 6000, single user decode ~149 tok/s.</p><p>update: sglang 0.5.5 is out. "
                 "same box: single user decode now 158 tok/s, c=32 output 2,990 tok/s. haven't rerun the rest yet</p>",
                 {149.0: {}, 158.0: {}, 2990.0: {}}, id="a-rerun-not-yet-done-makes-no-figure-a-rerun"),
    pytest.param("<p>vLLM 0.10.2 on one L4, Llama-3.2-3B, guidellm sweep.</p><table><tr><th>Benchmark</th>"
                 "<th>Out Tok/sec (mean)</th><th>Req Latency (sec) median</th></tr><tr><td>synchronous</td>"
                 "<td>41.2</td><td>6.21</td></tr><tr><td>constant@2.40</td><td>577.9</td><td>7.02</td></tr><tr>"
                 "<td>throughput</td><td>1,702.6</td><td>25.4</td></tr></table><table><tr><th>Model</th><th>synchronous"
                 " Out Tok/sec (mean)</th><th>throughput Out Tok/sec (mean)</th></tr><tr><td>Qwen2.5-7B</td><td>18.3"
                 "</td><td>633.1</td></tr></table>",
                 {41.2: {"basis": "single_stream", "concurrency": 1}, 6210.0: {"metric": "e2e_latency_ms",
                                                                            "concurrency": 1},
                  577.9: {"basis": "aggregate", "concurrency": None, "request_rate": 2.4},
                  7020.0: {"request_rate": 2.4}, 1702.6: {"basis": "aggregate", "request_rate": None},
                  25400.0: {"basis": "aggregate"}, 18.3: {"basis": "single_stream", "concurrency": 1},
                  633.1: {"basis": "aggregate", "concurrency": None}},
                 id="guidellm-benchmark-names-as-a-tables-rows-and-columns"),
    pytest.param("<p>vLLM 0.11.0 on 2x H200, --tensor-parallel-size 2, genai-perf at --concurrency 64.</p><table><tr>"
                 "<th>Statistic</th><th>avg</th><th>min</th><th>p99</th></tr><tr><td>Time To First Token (ms)</td><td>"
                 "211.4</td><td>45.2</td><td>650.3</td></tr><tr><td>Output Token Throughput (tokens/sec)</td><td>"
                 "7,811.6</td><td>N/A</td><td>N/A</td></tr><tr><td>Request Throughput (per sec)</td><td>15.62</td>"
                 "<td>N/A</td><td>N/A</td></tr></table>",
                 {211.4: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"min": 45.2, "p99": 650.3}},
                  7811.6: {"metric": "output_tok_s", "concurrency": 64}, 15.62: {"metric": "req_s"}},
                 id="a-genai-perf-statistics-table-written-as-a-pages-table"),
    pytest.param("<p>vLLM 0.11.0 on 2x H200 (TP=2), c=64: 7,812 output tok/s. Two TP=1 servers side by side would be "
                 "~14k tok/s, which I have not measured. 別チームの人が「H200 1枚で 8k tok/s 出た」と書いていました。"
                 "単純計算で ~13.5k tok/s になります。</p>",
                 {7812.0: {"is_claim": False}, 8000.0: {"is_claim": True}},
                 id="what-a-setup-would-give-is-no-figure-and-what-someone-wrote-is-a-claim"),
    pytest.param("<p>vLLM 0.11.0 on 2x H200, --tensor-parallel-size 2. Output throughput at c=64 was 7,812 tok/s. Next "
                 "I'll try DP=2 across the same two cards. 次は EP=2 構成を試す予定です。</p>",
                 {7812.0: {"parallelism.tp": 2, "parallelism.dp": None, "parallelism.ep": None}},
                 id="degrees-of-a-setup-planned-next-are-no-runs"),
    pytest.param("<p>vLLM 0.11.0 on H200, --tensor-parallel-size 1 or 2.</p><table><tr><th>concurrency</th><th>H200×1 "
                 "output tok/s</th><th>H200×2 (TP=2) output tok/s</th></tr><tr><td>8</td><td>1,387</td><td>1,776</td>"
                 "</tr></table>",
                 {1387.0: {"parallelism.tp": None}, 1776.0: {"parallelism.tp": 2}},
                 id="a-columns-header-states-its-tensor-parallel-degree"),
    pytest.param("<h2>测试环境</h2><p>服务器：Atlas 800I A2，8 × 910B4-1，本次只用了 4 张卡（ASCEND_RT_VISIBLE_DEVICES=0,1,2,3）。"
                 "驱动/固件：25.2.0。</p><p>对照组：8 × H20，驱动 570.133.20，CUDA 12.8。</p><pre>vllm serve Qwen3-32B "
                 "--tensor-parallel-size 4</pre><p>H20 那边是同样的参数，只是 --tensor-parallel-size 2。下文的“吞吐”如果不特别"
                 "说明，指的都是输出 token 吞吐。</p><h2>910B 结果</h2><table><tr><th>并发</th><th>首token时延 均值 (ms)</th>"
                 "<th>吞吐 (tokens/s)</th></tr><tr><td>16</td><td>1041</td><td>436.4</td></tr></table><h2>H20 结果"
                 "</h2><p>H20 × 2（TP=2），并发 16 时吞吐 548.7 tokens/s。</p><p>官方数据：MindIE 2.1 在 8 卡上吞吐达 2,100 "
                 "tokens/s。</p>",
                 {1041.0: {"metric": "ttft_ms", "hardware.accelerator_id": "huawei-ascend-910b", "hardware.count": 4,
                           "hardware.driver_version": "25.2.0", "hardware.cuda_version": None,
                           "parallelism.tp": 4},
                  436.4: {"metric": "output_tok_s", "parallelism.tp": 4, "concurrency": 16},
                  548.7: {"metric": "output_tok_s", "hardware.accelerator_id": "nvidia-h20", "parallelism.tp": 2,
                          "hardware.driver_version": "570.133.20"},
                  2100.0: {"metric": "unspecified_tok_s", "is_claim": True, "engine.id": "mindie"}},
                 id="an-ascend-910b-run-beside-an-h20-run-and-a-page-defining-its-throughput"),
    pytest.param("<p>SGLang 0.5.3 on 8x H200, --tp 8. Each user sends a prompt of exactly 2,048 tokens; decode tok/s per "
                 "user = completion_tokens from the usage field over the stream's time. SGLang can put several tokens "
                 "into one SSE chunk, so if you count chunks you undercount. The draft head was trained on ~250k "
                 "prompts from our logs.</p><table><tr><th>Batch</th><th>Baseline, tok/s per user</th><th>MTP "
                 "(tok/s/user)</th></tr><tr><td>1</td><td>40.2 (39.8–40.6)</td><td>77.9 (76.5–78.4)</td></tr><tr>"
                 "<td>8</td><td>35.1 (34.6–35.5)</td><td>61.0 (60.2–61.9)</td></tr></table><p>At batch 1, MTP takes "
                 "one user from 40.2 to 77.9 tok/s, a bit above the 1.8x in DeepSeek's report. In aggregate terms, "
                 "batch 8 with MTP moves 488 tok/s summed over the 8 streams. At temperature 1.0 batch-1 decode was "
                 "~69 tok/s in a single run. We repeated the batch-1 case with 16,384-token prompts (one run each): "
                 "31.2 tok/s without MTP and 57.5 tok/s with it.</p>",
                 {40.2: {"metric": "decode_tok_s", "is_claim": False, "other_stats": {"min": 39.8, "max": 40.6},
                         "workload.input_len": 2048, "token_counting": "usage_field"},
                  77.9: {"metric": "decode_tok_s", "is_claim": False},
                  35.1: {"metric": "decode_tok_s", "concurrency": 8}, 61.0: {"metric": "decode_tok_s"},
                  488.0: {"metric": "output_tok_s"}, 69.0: {"variance.reruns": []},
                  31.2: {"workload.input_len": 16384}, 57.5: {"workload.input_len": 16384}},
                 id="per-user-rates-with-their-runs-range-and-what-a-comparison-cites"),
    pytest.param("<div class='timeline-comment-group'><a class='author'>op-user</a><p>SGLang 0.5.3 on 8x H200, --tp 8. "
                 "Tokens are counted from the usage field. Decode is 80.3 tok/s at batch 1.</p></div><div "
                 "class='timeline-comment-group'><a class='author'>other-user</a><p>On 8x B200 I counted SSE chunks and "
                 "got 41.2 tok/s at batch 1.</p></div>",
                 {80.3: {"token_counting": "usage_field"}, 41.2: {"token_counting": "sse_chunks"}},
                 id="each-post-its-own-token-counting-where-the-posts-differ"),
    pytest.param("<p>Same model everywhere, gpt-oss-120b, the same 1,187-token prompt, one request at a time. My box: "
                 "1x H100 SXM, vLLM 0.11.0, driver 575.57.08.</p><table><tr><th></th><th>TTFT p50</th><th>tok/s p50"
                 "</th></tr><tr><td>Cerebras</td><td>241 ms</td><td>2,412</td></tr><tr><td>my H100, vLLM 0.11.0</td>"
                 "<td>58 ms</td><td>196</td></tr></table><p>Reran with one HTTP/2 connection. TTFT p50 now: Groq 121 ms, "
                 "my H100 55 ms.</p><div class='timeline-comment-group'><a class='author'>u1</a><p>Nice.</p></div><div "
                 "class='timeline-comment-group'><a class='author'>u2</a><p>My box: 2x H100 with --tensor-parallel-size "
                 "2, vllm bench serve with random 1024 in / 1024 out, --max-concurrency 64: output 5,847 tok/s.</p>"
                 "</div>",
                 {241.0: {"engine.id": None, "hardware.accelerator_id": None, "hardware.driver_version": None,
                          "parallelism.tp": None, "concurrency": 1, "workload.input_len": 1187},
                  2412.0: {"engine.id": None, "hardware.accelerator_id": None},
                  58.0: {"engine.id": "vllm", "hardware.accelerator_id": "nvidia-h100-sxm", "parallelism.tp": None,
                         "concurrency": 1, "workload.input_len": 1187},
                  196.0: {"engine.id": "vllm", "concurrency": 1},
                  121.0: {"engine.id": None, "hardware.driver_version": None},
                  55.0: {"engine.id": "vllm", "hardware.driver_version": "575.57.08"},
                  5847.0: {"parallelism.tp": 2, "concurrency": 64}},
                 id="hosted-apis-timed-from-outside-and-a-story-above-its-comments"),
    pytest.param("<p>TensorRT-LLM 1.1.0 on 8x B200. Throughput is the tool's own accounting of the output token IDs: there "
                 "is no detokenize/re-tokenize step.</p><pre>trtllm-bench --model m throughput --tp 8 --concurrency 2560"
                 "</pre><p>Same flags on 8x H200. Concurrency 1,024 is as far as we could push it:</p><pre>"
                 "===========================================================\n= PERFORMANCE OVERVIEW\n"
                 "===========================================================\nTotal Output Throughput (tokens/sec):             10917.3899\nPer GPU Output Throughput "
                 "(tokens/sec/gpu):       1364.6737</pre>",
                 {10917.3899: {"concurrency": 1024, "token_counting": "unknown"},
                  1364.6737: {"concurrency": 1024, "basis": "per_gpu"}},
                 id="a-load-with-a-thousands-separator-over-a-tools-output-and-a-negated-retokenization"),
    pytest.param("<p>vLLM 0.12.0 on 8x H200, TP=8.</p><table><tr><th>Workload</th><th>Concurrency</th><th>Output "
                 "throughput (tok/s)</th></tr><tr><td>Chat 1024/1024</td><td>32</td><td>3,093</td></tr><tr><td>"
                 "Summarization 8192/1024</td><td>32</td><td>1,881</td></tr><tr><td>ShareGPT</td><td>32</td><td>2,410"
                 "</td></tr></table>",
                 {3093.0: {"workload.input_len": 1024, "workload.output_len": 1024},
                  1881.0: {"workload.input_len": 8192, "workload.output_len": 1024},
                  2410.0: {"workload.input_len": None}},
                 id="a-workload-column-names-its-lengths"),
    pytest.param("<p>Our scheduler runs on top of vLLM 0.10.1 on one H100 SXM.</p><p>Table 3: Latency at 12 req/s. "
                 "TTFT in seconds, TPOT in milliseconds.</p><table><tr><th>System</th><th>TTFT P50</th><th>TPOT P50"
                 "</th></tr><tr><td>vLLM</td><td>0.21</td><td>24.1</td></tr></table><p>It cuts P99 TTFT relative to "
                 "vLLM (3.87 s to 1.12 s).</p>",
                 {210.0: {"metric": "ttft_ms", "engine.version": "0.10.1"}, 24.1: {"metric": "tpot_ms"},
                  3870.0: {"engine.version": "0.10.1"}, 1120.0: {"engine.version": "0.10.1"}},
                 id="a-caption-sentence-gives-a-column-its-unit-and-a-figure-after-an-engine-is-no-release"),
    pytest.param("<p>Baselines: vLLM 0.10.1 and Sarathi-Serve, on one H100 SXM with Llama-3-8B.</p><p>Table 2: Goodput "
                 "(req/s) at 90% SLO attainment.</p><table><tr><th>Model</th><th>Workload</th><th>vLLM</th><th>"
                 "Sarathi-Serve</th><th>Ours</th><th>Gain</th></tr><tr><td>Llama-3-8B</td><td>ShareGPT</td><td>6.2</td>"
                 "<td>7.1</td><td>9.4</td><td>1.32×</td></tr></table><p>Table 4: Peak output throughput (output "
                 "tokens/s), ShareGPT.</p><table><tr><th>Config</th><th>vLLM</th><th>Sarathi-Serve</th></tr><tr><td>"
                 "A-8B</td><td>2,874</td><td>2,701</td></tr></table>",
                 {6.2: {"metric": "req_s"}, 7.1: {"metric": "req_s"}, 9.4: {"metric": "req_s"},
                  2874.0: {"metric": "output_tok_s"}, 2701.0: {"metric": "output_tok_s"}},
                 id="systems-compared-beside-an-engine-column-under-a-caption-naming-the-metric"),
    pytest.param("<p>TensorRT-LLM on 8x B200. In the tables below, tok/s/user always means the 1/TPOT one.</p><table><tr>"
                 "<th>Concurrency</th><th>Output tok/s</th><th>tok/s/user</th></tr><tr><td>64</td><td>9,688</td><td>23.1"
                 "</td></tr></table><p>On 8x H200:</p><table><tr><th>Concurrency</th><th>Output tok/s</th><th>Per-user "
                 "tok/s</th></tr><tr><td>64</td><td>5,120</td><td>14.2</td></tr></table>",
                 {9688.0: {"metric": "output_tok_s"}, 23.1: {"metric": "decode_tok_s"},
                  5120.0: {"metric": "output_tok_s"}, 14.2: {"metric": "decode_tok_s"}},
                 id="a-per-user-rate-the-page-defines-as-one-over-tpot-is-decode"),
    pytest.param("<p>TensorRT-LLM on 8x B200.</p><table><tr><th>Concurrency</th><th>Output tok/s</th><th>tok/s/user "
                 "(1/TPOT)</th><th>tok/s/user (e2e)</th></tr><tr><td>64</td><td>9,688</td><td>23.1</td><td>19.0</td></tr>"
                 "</table>",
                 {9688.0: {"metric": "output_tok_s"}, 23.1: {"metric": "decode_tok_s"}, 19.0: {"metric": "output_tok_s"}},
                 id="a-per-user-column-headed-one-over-tpot-is-decode"),
    pytest.param("<p>我们 8 卡 910B 用 MindIE 跑 Qwen3-32B，并发 50 的时候吞吐大概 1100 tokens/s 左右，首token 平均 800ms 上下。"
                 "</p>", {1100.0: {}, 800.0: {"metric": "ttft_ms", "statistic": "mean"}},
                 id="chinese-first-token-without-the-word-for-latency-is-ttft"),
    pytest.param("<p>Mit vLLM auf einer RTX 3090 kam die erste Antwort nach 0,31 s, danach lief die Ausgabe mit 41,2 Token "
                 "pro Sekunde. Beim zweiten Lauf 40,8 Token pro Sekunde und beim dritten 38,5 Token pro Sekunde.</p>",
                 {310.0: {"metric": "ttft_ms"}, 41.2: {}, 40.8: {}, 38.5: {}},
                 id="german-first-answer-is-ttft"),
    pytest.param("<p>llama-server b7010 on 2x RTX 3090, Qwen3-32B Q4_K_M.</p><table><tr><th>users</th><th>aggregate gen "
                 "(tok/s)</th><th>per-user gen, median (tok/s)</th></tr><tr><td>4</td><td>80.7</td><td>22.4</td></tr>"
                 "</table>",
                 {80.7: {"metric": "output_tok_s", "concurrency": 4}, 22.4: {"metric": "decode_tok_s"}},
                 id="generation-summed-over-users-is-output"),
    pytest.param("<p>SGLang 0.5.2, Qwen3-235B with EP16 on two nodes of 8x H100.</p><table><tr><th>concurrency</th><th>decode,"
                 " 2-node aggregate (tok/s)</th></tr><tr><td>512</td><td>12,420</td></tr></table>",
                 {12420.0: {"metric": "decode_tok_s"}}, id="an-aggregate-of-the-decode-phase-stays-decode"),
    pytest.param("<h2>Performance</h2><p>SGLang images v0.5.3 and v0.5.4 on H100 and B200.</p><h3>Throughput</h3><p>Output "
                 "token throughput of the whole server (all GPUs), tok/s:</p><table><tr><th>Model</th><th>Hardware</th>"
                 "<th>Parallelism</th><th>v0.5.3</th><th>v0.5.4</th><th>Speedup</th></tr><tr><td>DeepSeek-R1</td><td>4x "
                 "B200</td><td>TP4 / EP4</td><td>14,210</td><td>21,880</td><td>1.54x</td></tr><tr><td>Llama-3.3-70B</td>"
                 "<td>2x H100</td><td>TP2</td><td>1,702</td><td>1,751</td><td>1.03x</td></tr></table><h3>Latency</h3>"
                 "<table><tr><th>Model</th><th>Hardware</th><th>TTFT v0.5.4 (ms)</th></tr><tr><td>Llama-3.1-8B</td><td>1x "
                 "H100</td><td>29.8</td></tr><tr><td>Llama-3.3-70B</td><td>2x H100, TP2</td><td>93.7</td></tr></table>"
                 "<h3>DP attention</h3><pre>python3 -m sglang.launch_server --tp 8 --dp 8 --enable-dp-attention --ep-size 8"
                 "</pre><p>On 8x B200 the output throughput was 27,300 tok/s.</p>",
                 {14210.0: {"metric": "output_tok_s", "engine.version": "v0.5.3", "parallelism.ep": 4,
                            "parallelism.dp": None},
                  21880.0: {"engine.version": "v0.5.4", "parallelism.tp": 4},
                  1702.0: {"engine.version": "v0.5.3", "parallelism.tp": 2, "parallelism.ep": None,
                           "parallelism.dp": None},
                  1751.0: {"engine.version": "v0.5.4"},
                  29.8: {"parallelism.ep": None, "parallelism.dp": None},
                  93.7: {"parallelism.tp": 2, "parallelism.ep": None, "parallelism.dp": None},
                  27300.0: {"parallelism.dp": 8, "parallelism.ep": 8}},
                 id="release-columns-take-the-lead-ins-metric-and-rows-stating-degrees-take-no-later-sections"),
    pytest.param("<p>SGLang 0.5.3 на 8× H20, Qwen3-235B-A22B-FP8. Цель: не меньше 20 ток/с на пользователя.</p><table><tr>"
                 "<th>Request rate, req/s</th><th>Output, ток/с</th><th>Total, ток/с</th><th>TTFT p50, мс</th><th>E2E "
                 "среднее, с</th></tr><tr><td>1</td><td>485,0</td><td>2 425,0</td><td>298</td><td>11,8</td></tr><tr><td>2"
                 "</td><td>957,4</td><td>4 786,8</td><td>352</td><td>13,4</td></tr></table><p>У нас на 8×H800 около 3 900 "
                 "ток/с на выходе, медианный TTFT ~420 мс.</p>",
                 {485.0: {"metric": "output_tok_s"}, 2425.0: {"metric": "total_tok_s"}, 298.0: {"metric": "ttft_ms"},
                  11800.0: {"metric": "e2e_latency_ms", "statistic": "mean"}, 957.4: {"metric": "output_tok_s"},
                  4786.8: {"metric": "total_tok_s"}, 352.0: {"metric": "ttft_ms"}, 13400.0: {"metric": "e2e_latency_ms"},
                  3900.0: {"metric": "output_tok_s"}, 420.0: {"metric": "ttft_ms", "statistic": "median"}},
                 id="russian-units-statistics-kinds-and-bounds"),
    pytest.param("<p>vLLM 0.11.0 on one H100.</p><table><tr><th>Concurrency</th><th>Output, tok/s</th><th>E2E mean, s</th>"
                 "</tr><tr><td>8</td><td>1,204</td><td>3.1</td></tr></table>",
                 {1204.0: {"metric": "output_tok_s"}, 3100.0: {"metric": "e2e_latency_ms"}},
                 id="a-headers-unit-after-a-comma"),
    pytest.param("<h1>Llama 3.1 8B on a Xeon 6980P</h1><h2>1. llama.cpp</h2><p>llama.cpp b6500, one socket: tg128 is 45.1 "
                 "t/s. For comparison a single L40S does several thousand tok/s.</p><h2>2. OpenVINO GenAI</h2><pre>"
                 "[ INFO ] [1][P0] First token latency: 512.77 ms/token, other tokens latency: 31.32 ms/token\n"
                 "[ INFO ] [Average] P[0] Input token size: 1024, 1st token latency: 512.43 ms/token, 2nd token latency: "
                 "31.35 ms/token, 2nd tokens throughput: 31.90 tokens/s</pre><h2>3. vLLM CPU backend</h2><pre>docker run "
                 "vllm-cpu:v0.11.0 --tensor-parallel-size 2</pre>",
                 {45.1: {"metric": "decode_tok_s", "hardware.accelerator_id": None, "parallelism.tp": None},
                  512.43: {"metric": "ttft_ms", "statistic": "mean"}, 31.35: {"metric": "tpot_ms", "statistic": "mean"},
                  31.9: {"metric": "decode_tok_s", "statistic": "mean"}},
                 id="openvino-averages-a-card-named-to-compare-and-a-degree-of-another-engines-section"),
    pytest.param("<p>MLC on an AGX Orin 64GB, Llama-3.1-8B q4f16_1, single stream. 3 runs after a warmup:</p><pre>run 1: "
                 "ttft 0.196 s  decode 36.8 tok/s\nrun 2: ttft 0.181 s  decode 37.6 tok/s\nrun 3: ttft 0.183 s  decode "
                 "37.4 tok/s\nmean:  ttft 0.187 s  decode 37.3 tok/s</pre>",
                 {187.0: {"metric": "ttft_ms", "statistic": "mean", "concurrency": 1,
                          "variance.reruns": [196.0, 181.0, 183.0]},
                  37.3: {"metric": "decode_tok_s", "statistic": "mean", "variance.reruns": [36.8, 37.6, 37.4]}},
                 id="a-scripts-runs-and-mean-written-with-spaces"),
    pytest.param("<p>TensorRT-LLM v0.12.0-jetson on an AGX Orin, Llama-3-8B INT4 AWQ:</p><pre>[BENCHMARK] model_name "
                 "llama3_8b world_size 1 batch_size 1 input_length 512 output_length 128 tokens_per_sec 24.87 "
                 "percentile95(ms) 5152.6 percentile99(ms) 5160.3 latency(ms) 5146.8 generation_tokens_per_second 26.94"
                 "\n[BENCHMARK] model_name llama3_8b world_size 1 batch_size 8 input_length 512 output_length 128 "
                 "tokens_per_sec 148.44 latency(ms) 6898.3 generation_tokens_per_second 188.81</pre>",
                 {24.87: {"metric": "output_tok_s", "concurrency": 1}, 26.94: {"metric": "decode_tok_s", "concurrency": 1},
                  5146.8: {"metric": "e2e_latency_ms", "concurrency": 1, "other_stats": {"p95": 5152.6, "p99": 5160.3}},
                  148.44: {"metric": "output_tok_s", "concurrency": 8}, 188.81: {"metric": "decode_tok_s", "concurrency": 8},
                  6898.3: {"metric": "e2e_latency_ms", "concurrency": 8, "other_stats": None}},
                 id="tensorrt-llm-benchmark-py-lines-one-a-batch-size"),
    pytest.param("<p>ExecuTorch on a Galaxy S25 Ultra, Llama 3.2 1B:</p><pre>I 00:00:09.561419 executorch:stats.h:117] "
                 "Total inference time: 4.744000 (seconds) Rate: 26.981450 (tokens/second)\nI 00:00:09.561426 "
                 "executorch:stats.h:125] Prompt evaluation: 0.561000 (seconds) Rate: 868.092692 (tokens/second)\n"
                 "I 00:00:09.561434 executorch:stats.h:136] Generated 128 tokens: 4.183000 (seconds) Rate: 30.600048 "
                 "(tokens/second)\nI 00:00:09.561441 executorch:stats.h:144] Time to first generated token: 0.561000 "
                 "(seconds)</pre>",
                 {26.98145: {"metric": "output_tok_s"}, 4744.0: {"metric": "e2e_latency_ms"},
                  868.092692: {"metric": "prefill_tok_s"}, 30.600048: {"metric": "decode_tok_s"},
                  561.0: {"metric": "ttft_ms"}},
                 id="executorch-runner-stats"),
    pytest.param("<p>vLLM 0.11 on 4x H100, Llama 3.3 70B, c=64.</p><table class=\"dataframe\"><thead><tr><th></th><th>"
                 "ttft_s</th><th>e2e_s</th></tr></thead><tbody><tr><th>count</th><td>384.000</td><td>384.000</td></tr>"
                 "<tr><th>mean</th><td>0.963</td><td>11.29</td></tr><tr><th>std</th><td>0.212</td><td>1.02</td></tr><tr>"
                 "<th>50%</th><td>0.91</td><td>11.1</td></tr><tr><th>max</th><td>2.456</td><td>14.0</td></tr></tbody>"
                 "</table><p>At c=16:</p><table><tr><th></th><th>ttft_s</th></tr><tr><th>p50</th><td>0.218</td></tr><tr>"
                 "<th>p99</th><td>0.293</td></tr></table>",
                 {963.0: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"p50": 910.0, "max": 2456.0},
                          "variance.stdev": 212.0},
                  11290.0: {"metric": "e2e_latency_ms", "statistic": "mean"},
                  218.0: {"metric": "ttft_ms", "statistic": "p50", "other_stats": {"p99": 293.0}}},
                 id="a-table-of-statistic-rows-is-one-figure-a-column"),
    pytest.param("<p>LLMPerf against vLLM on 4x H100, --num-concurrent-requests 16.</p><pre>results_ttft_s_quantiles_p50"
                 "            0.356\nresults_ttft_s_quantiles_p99            1.147\nresults_end_to_end_latency_s_mean"
                 "       7.189\nresults_num_completed_requests_per_min  130.969</pre>",
                 {356.0: {"metric": "ttft_ms", "statistic": "p50", "other_stats": {"p99": 1147.0}},
                  7189.0: {"metric": "e2e_latency_ms", "statistic": "mean", "concurrency": 16}},
                 id="llmperf-keys-as-pandas-prints-them"),
    pytest.param("<p>Ollama su una RTX 5090, Qwen3-14B: qualcuno giura di fare 250 t/s in generazione. Io faccio "
                 "141,4 t/s, 213,3 t/s e 82,3 t/s.</p><table><tr>"
                 "<th>Motore</th><th>Output aggregato c=16 (tok/s)</th></tr><tr><td>vLLM</td><td>1.116</td></tr><tr><td>"
                 "Ollama</td><td>418</td></tr></table>",
                 {250.0: {"metric": "decode_tok_s"}, 1116.0: {"metric": "output_tok_s"}, 141.4: {}, 213.3: {}, 82.3: {},
                  418.0: {"metric": "output_tok_s"}},
                 id="italian-kinds"),
    pytest.param("<p>LMDeploy 0.10 TurboMind, Qwen2.5-72B AWQ, c=256:</p><table><tr><th>setup</th><th>RPS</th><th>input tok/s"
                 "</th><th>output tok/s</th></tr><tr><td>4x L40S, TP4</td><td>6.02</td><td>1,352</td><td>1,227</td></tr>"
                 "</table>",
                 {6.02: {"metric": "req_s"}, 1352.0: {"metric": "prefill_tok_s"}, 1227.0: {"metric": "output_tok_s"}},
                 id="a-header-of-a-unit-alone-or-a-kind-word-before-its-unit"),
    pytest.param("<p>Ollama 0.12, Llama 3.1 8B. Il run di qwen3:14b sulla 4090: eval rate 82.28 tokens/s.</p><table><tr><th>"
                 "GPU</th><th>Motore</th><th>Output aggregato c=16 (tok/s)</th></tr><tr><td>4090</td><td>vLLM</td><td>653"
                 "</td></tr><tr><td>5090</td><td>vLLM</td><td>1116</td></tr></table>",
                 {82.28: {"hardware.accelerator_id": "nvidia-rtx-4090"}, 653.0: {"hardware.accelerator_id": "nvidia-rtx-4090"},
                  1116.0: {"hardware.accelerator_id": "nvidia-rtx-5090"}},
                 id="a-bare-card-number-after-an-italian-article-or-first-in-a-row"),
    pytest.param("<h2>Method</h2><p>vLLM 0.11.0 on one RTX 4090, Llama 3.1 8B. The load:</p><pre>vllm bench serve --dataset-name "
                 "random --random-input-len 1024 --random-output-len 256 --num-prompts 200 --max-concurrency 16</pre><h2>"
                 "Results</h2><p>On the 4090:</p><pre>============ Serving Benchmark Result ============\nSuccessful "
                 "requests:                     200\nTotal input tokens:                      204800\nTotal generated "
                 "tokens:                  51200\nOutput token throughput (tok/s):         652.89\n"
                 "==================================================</pre><p>A shorter run:</p><pre>============ Serving "
                 "Benchmark Result ============\nSuccessful requests:                     30\nTotal input tokens:"
                 "                      15360\nTotal generated tokens:                  3840\nOutput token throughput "
                 "(tok/s):         48.12\n==================================================</pre>",
                 {652.89: {"workload.input_len": 1024, "workload.output_len": 256},
                  48.12: {"workload.input_len": None, "workload.output_len": None}},
                 id="an-outputs-lengths-from-the-pages-command-where-its-totals-agree"),
    pytest.param("<p>TensorRT-LLM 1.0 on 2x H100 NVL, Llama-3.1-70B FP8:</p><pre>python3 quantize.py --model_dir /m "
                 "--qformat fp8 --tp_size 2</pre><p>At c=64: 1,061.0 output tok/s.</p><p>TGI 3.3.6 on 2x L40S:</p><pre>"
                 "docker run ghcr.io/huggingface/text-generation-inference:3.3.6 --model-id m --num-shard 2</pre><p>TGI "
                 "gave 948.7 output tok/s at c=64.</p>",
                 {1061.0: {"parallelism.tp": 2}, 948.7: {"parallelism.tp": 2}},
                 id="trt-llm-tp-size-and-tgi-num-shard-flags"),
    pytest.param("<p>vLLM 0.11.0 on one A10G, Llama 3.1 8B: 377.1 output tok/s at concurrency 32. We could have tried "
                 "TP=2 with two replicas per node, but it did not fit.</p>",
                 {377.1: {"parallelism.tp": None}},
                 id="a-degree-the-author-could-have-tried-is-no-runs"),
    pytest.param("<h2>Engines</h2><pre>docker run --gpus all vllm/vllm-openai:v0.11.0 --model m --max-num-seqs 128</pre>"
                 "<pre>docker run --gpus all ghcr.io/huggingface/text-generation-inference:3.3.6 --model-id m</pre>"
                 "<h2>Results on 1x H100 PCIe</h2><table><tr><th>Concurrency</th><th>Engine</th><th>Output tok/s</th></tr>"
                 "<tr><td>64</td><td>vLLM</td><td>1150.5</td></tr><tr><td>64</td><td>TGI</td><td>948.7</td></tr></table>"
                 "<h2>Bonus: Mixtral on 2x H100 PCIe</h2><pre>docker run vllm/vllm-openai:v0.11.0 --model mixtral "
                 "--tensor-parallel-size 2</pre><pre>docker run ghcr.io/huggingface/text-generation-inference:3.3.6 "
                 "--model-id mixtral --num-shard 2</pre><p>vLLM: 1,812 output tok/s. TGI: 1,538 output tok/s.</p>",
                 {1150.5: {"parallelism.tp": None}, 948.7: {"parallelism.tp": None},
                  1812.0: {"parallelism.tp": 2}, 1538.0: {"parallelism.tp": 2}},
                 id="a-later-sections-own-launch-degrees-stay-there"),
    pytest.param("<p>vLLM 0.11.0 sur une L40S. Les tokens de sortie sont comptés à partir du champ usage.</p>"
                 "<table><tr><th>Concurrence</th><th>Débit de sortie (tok/s)</th></tr><tr><td>8</td><td>242,1</td></tr>"
                 "</table><h2>Et avec notre script ?</h2><p>Ici les tokens sont comptés comme des chunks SSE. Le « débit » "
                 "est le nombre de tokens reçus divisé par la durée de la passe.</p><table><tr><th>Flux simultanés</th>"
                 "<th>Débit (tok/s)</th></tr><tr><td>16</td><td>318,5 ± 4,1</td></tr></table><p>Un lecteur : je n'ai jamais "
                 "dépassé 250 tok/s de sortie agrégés à 16 flux simultanés.</p>",
                 {242.1: {"metric": "output_tok_s", "token_counting": "usage_field", "concurrency": 8},
                  318.5: {"metric": "output_tok_s", "token_counting": "sse_chunks", "concurrency": 16},
                  250.0: {"metric": "output_tok_s", "concurrency": 16}},
                 id="french-loads-kinds-and-each-sections-own-counting"),
    pytest.param("<p>Au lancement, Mistral annonçait « 150 tokens/s ». Un collègue m'affirme qu'il sort 2000 tok/s sur "
                 "une H100. Nous : 33,5 tok/s en sortie avec vLLM 0.11.0 sur une H100 (TTFT de 78,2 ms, TPOT de "
                 "29,6 ms).</p>",
                 {150.0: {"is_claim": True}, 2000.0: {"is_claim": True}, 33.5: {"is_claim": False}, 78.2: {},
                  29.6: {}},
                 id="french-claims"),
    pytest.param("<p>Triton 25.10 with TensorRT-LLM 1.0 on 4x A100, one 2048-token prompt:</p><pre>perf_analyzer -m "
                 "ensemble --concurrency-range 16:16 --percentile=95</pre><pre>Request concurrency: 16\n  Client: \n    "
                 "Request count: 112\n    Throughput: 1.24617 infer/sec\n    p50 latency: 12813402 usec\n    p90 latency: "
                 "13390118 usec\n    p95 latency: 13544870 usec\nInferences/Second vs. Client p95 Batch Latency\n"
                 "Concurrency: 16, throughput: 1.24617 infer/sec, latency 13544870 usec</pre><pre>Concurrency: 1, "
                 "throughput: 0.141236 infer/sec, latency 7102355 usec\nConcurrency: 64, throughput: 1.31744 infer/sec, "
                 "latency 50390072 usec</pre>",
                 {1.24617: {"metric": "req_s", "concurrency": 16},
                  12813.402: {"metric": "e2e_latency_ms", "statistic": "median", "other_stats.p95": 13544.87},
                  0.141236: {"metric": "req_s", "concurrency": 1, "basis": "single_stream"},
                  7102.355: {"metric": "e2e_latency_ms", "statistic": "p95", "concurrency": 1},
                  1.31744: {"concurrency": 64}, 50390.072: {"statistic": "p95", "concurrency": 64}},
                 id="triton-perf-analyzer-blocks-and-summary-lines"),
    pytest.param("<p>vLLM 0.11.2 on two nodes of 8x A100 80GB, Llama-3.1-405B, c=32:</p><table><tr><th>fabric</th><th>TP"
                 "</th><th>PP</th><th>output tok/s</th></tr><tr><td>IB</td><td>8</td><td>2</td><td>201.4</td></tr><tr><td>"
                 "IB</td><td>16</td><td>1</td><td>164.9</td></tr><tr><td>IB</td><td>4</td><td>4</td><td>188.7</td></tr>"
                 "</table>",
                 {201.4: {"parallelism.tp": 8, "parallelism.pp": 2, "hardware.count": 16},
                  164.9: {"parallelism.tp": 16, "parallelism.pp": 1, "hardware.count": 16},
                  188.7: {"parallelism.tp": 4, "parallelism.pp": 4, "hardware.count": 16}},
                 id="a-pp-column-beside-a-tp-column-is-each-rows-pipeline-degree"),
    pytest.param("<p>Llama 3.3 70B from the outside, single stream. Probably H100s behind Together, but that's me "
                 "guessing.</p><table><tr><th>Provider</th><th>Output tok/s (median)</th></tr><tr><td>Groq</td><td>228.3"
                 "</td></tr><tr><td>Together (Turbo)</td><td>106.8</td></tr></table><ul><li>Cerebras, gpt-oss-120b: "
                 "median 2,645 tok/s after the first token</li></ul><p>Groq's models page lists llama-3.3-70b-versatile "
                 "at 280 tokens/sec. Cerebras' gpt-oss launch post says up to 3,000 tokens per second.</p>",
                 {228.3: {"engine.id": None, "hardware.accelerator_id": None},
                  106.8: {"engine.id": None, "hardware.accelerator_id": None},
                  2645.0: {"metric": "decode_tok_s", "hardware.accelerator_id": None},
                  280.0: {"is_claim": True}, 3000.0: {"is_claim": True}},
                 id="hosted-apis-timed-from-outside-and-their-own-pages-claims"),
    pytest.param("<p>TabbyAPI with exllamav3 0.0.16 on 2x RTX 3090, Qwen3-32B, one request: without TP (autosplit, same "
                 "prompt): Generate: 27.81 T/s.</p>",
                 {27.81: {"metric": "decode_tok_s"}},
                 id="tabbyapis-generate-label-quoted-alone"),
    pytest.param("<p>One request at a time against vLLM 0.11 on one H100.</p><table><tr><th>Setup</th><th>TTFT median</th>"
                 "<th>Total time (median)</th></tr><tr><td>A</td><td>214 ms</td><td>2.06 s</td></tr><tr><td>B</td><td>"
                 "420 ms</td><td>4.40 s</td></tr><tr><td>C</td><td colspan=\"2\">not offered</td></tr></table><table><tr>"
                 "<th>Setup</th><th>Total time (median, s)</th></tr><tr><td>A</td><td>1.54</td></tr></table>",
                 {214.0: {"metric": "ttft_ms"}, 2060.0: {"metric": "e2e_latency_ms"}, 420.0: {}, 4400.0: {},
                  1540.0: {"metric": "e2e_latency_ms"}},
                 id="a-total-time-column-is-the-requests-whole-latency"),
    pytest.param("<p>vLLM on each instance, Llama 3.1 8B, 1,024 in / 256 out. Output tokens are the completion_tokens "
                 "from the server's usage field, so both backends count with their own tokenizer.</p><h3>Output "
                 "throughput (tok/s)</h3><table><tr><th>Instance</th><th>Accelerator</th><th>batch 1</th><th>batch 8</th>"
                 "</tr><tr><td>g6e.xlarge</td><td>L40S</td><td>42.5</td><td>322.9</td></tr></table>",
                 {42.5: {"metric": "output_tok_s", "concurrency": 1, "token_counting": "usage_field"},
                  322.9: {"metric": "output_tok_s", "concurrency": 8, "token_counting": "usage_field"}},
                 id="batch-columns-under-a-heading-naming-the-metric"),
    pytest.param("<ul><li>Mac mini M4 Pro: 24 GB.</li><li>Raspberry Pi 5 de 8 GB.</li></ul><p>Ollama 0.12.10, media de 3 "
                 "ejecuciones:</p><table><tr><th>Equipo</th><th>Eval (t/s)</th></tr><tr><td>Mac mini M4 Pro</td><td>88.6"
                 "</td></tr><tr><td>Raspberry Pi 5</td><td>4.7</td></tr><tr><td>Orange Pi 5 Plus</td><td>5.9</td></tr>"
                 "</table><p>Con la Radxa Rock 5B me sale 6.1 tokens/s generando.</p>",
                 {88.6: {"hardware.accelerator_id": "apple-m4-pro"},
                  4.7: {"hardware.accelerator_id": None, "hardware.accelerator_as_written": "Raspberry Pi 5"},
                  5.9: {"hardware.accelerator_as_written": "Orange Pi 5 Plus"},
                  6.1: {"hardware.accelerator_as_written": "Radxa Rock 5B"}},
                 id="boards-the-catalog-does-not-hold-are-named-as-written"),
    pytest.param("<p>My box: one RTX 4090, llama.cpp b6940, Llama 3.1 8B Q4_K_M.</p><table><tr><th>GPU</th><th>tg128 (t/s)"
                 "</th></tr><tr><td>RTX 4090</td><td>151.2</td></tr><tr><td>RTX 3090</td><td>112.4</td></tr></table><p>On "
                 "my box with flash attention off, decode drops to 139.8 t/s.</p>",
                 {151.2: {"hardware.accelerator_id": "nvidia-rtx-4090"},
                  112.4: {"hardware.accelerator_id": "nvidia-rtx-3090"},
                  139.8: {"hardware.accelerator_id": "nvidia-rtx-4090"}},
                 id="a-card-naming-another-tables-row-is-that-rows"),
    pytest.param("<p>8x H100 SXM, Llama 4 Maverick. EP=8 where a column says EP.</p><pre>vllm serve m "
                 "--tensor-parallel-size 8</pre><p>Results at 64 concurrent, output throughput only.</p><table><tr><th>"
                 "Metric</th><th>vLLM 0.11.0 TP8</th><th>vLLM 0.11.0 TP8 + EP</th></tr><tr><td>Output throughput (tok/s)"
                 "</td><td>4,812</td><td>4,390</td></tr></table><p>Same shape, output throughput only.</p><table><tr><th>"
                 "Max concurrency</th><th>vLLM TP8 (tok/s)</th></tr><tr><td>1</td><td>148.9</td></tr></table>",
                 {4812.0: {"parallelism.tp": 8, "parallelism.ep": None},
                  4390.0: {"parallelism.tp": 8, "parallelism.ep": 8},
                  148.9: {"metric": "output_tok_s", "concurrency": 1}},
                 id="a-columns-header-states-its-degrees-and-a-lead-in-its-kind"),
    pytest.param("<p>vLLM 0.11.0 on 4x H200, Llama 3.3 70B.</p><pre>vllm bench throughput --model m --input-len 2048 "
                 "--output-len 512 --num-prompts 1000\nThroughput: 7.86 requests/s, 20130.30 total tokens/s, 4026.06 "
                 "output tokens/s</pre><pre>vllm bench latency --model m --input-len 1024 --output-len 128 --batch-size "
                 "1\nAvg latency: 2.7841 seconds</pre><p>Without --enforce-eager, same commands, the throughput run gave:"
                 "</p><pre>Throughput: 9.71 requests/s, 24865.02 total tokens/s, 4973.00 output tokens/s</pre><p>Latency "
                 "(bench latency, same 1024 in / 128 out) improved as much.</p>",
                 {7.86: {}, 20130.3: {}, 4026.06: {"workload.input_len": 2048}, 2784.1: {"workload.input_len": 1024},
                  9.71: {}, 24865.02: {}, 4973.0: {"workload.input_len": 2048, "workload.output_len": 512}},
                 id="a-tools-output-takes-its-own-tools-command-lengths"),
    pytest.param("<pre>docker run --gpus all nvcr.io/nvidia/vllm:25.10-py3 vllm serve openai/gpt-oss-120b</pre><p>On the "
                 "DGX Spark: 47.3 tok/s decode, single stream.</p>",
                 {47.3: {"engine.id": "vllm", "engine.version": None}},
                 id="an-ngc-containers-tag-is-its-own-release-not-the-engines"),
    pytest.param("<p>NGC のコンテナ nvcr.io/nvidia/vllm:25.10-py3。中の vLLM は 0.10.2+9dd9ca32.nv25.10 でした。</p><p>DGX "
                 "Spark で gpt-oss-120b の decode は 47.3 tok/s でした。</p>",
                 {47.3: {"engine.id": "vllm", "engine.version": "0.10.2+9dd9ca32.nv25.10"}},
                 id="a-release-after-a-japanese-particle"),
    pytest.param("<p>Same 70B exl3 in tabby on the 4090 + 3090, TP on: ~19.4 t/s gen, prompt ~700 t/s.</p>",
                 {19.4: {"metric": "decode_tok_s"}, 700.0: {"metric": "prefill_tok_s"}},
                 id="prompt-right-before-a-rate-is-its-processing"),
    pytest.param("<p>vLLM 0.11.1 on an 8x H100 node. Throughput per GPU (tok/s/gpu): input and output tokens over the "
                 "run's wall time, divided by the GPUs the instance uses. Speed (tok/s/user): 1000 / mean TPOT.</p><table>"
                 "<tr><th>GPUs</th><th>Conc.</th><th>Speed (tok/s/user)</th><th>Throughput (tok/s/gpu)</th></tr><tr><td>2"
                 "</td><td>16</td><td>71.5</td><td>903</td></tr></table><p>At 64 streams the best point was 2,710 tok/s/gpu "
                 "at 40.2 tok/s/user.</p>",
                 {71.5: {"metric": "decode_tok_s", "concurrency": 16, "hardware.count": 2},
                  903.0: {"metric": "total_tok_s", "basis": "per_gpu", "concurrency": 16, "hardware.count": 2},
                  2710.0: {"metric": "total_tok_s", "basis": "per_gpu"},
                  40.2: {"metric": "decode_tok_s", "basis": "unknown"}},
                 id="a-unit-the-page-defines-gives-its-figures-their-kind"),
    pytest.param("<table><tr><th>GPU</th><th>Driver / runtime</th></tr><tr><td>L40S</td><td>575.57.08, CUDA 12.9</td></tr>"
                 "</table><p>vLLM on the L40S: 1,204 output tok/s at concurrency 32.</p>",
                 {1204.0: {"hardware.driver_version": "575.57.08"}},
                 id="a-driver-column-may-hold-the-runtime-after-the-driver"),
    pytest.param("<p>We patch the client to ignore the server's usage block and re-tokenize every response with the model's "
                 "tokenizer.</p><p>SGLang on 2x H200: 3,310 output tok/s at concurrency 64.</p>",
                 {3310.0: {"token_counting": "tokenizer"}},
                 id="a-usage-block-ignored-is-no-counting"),
    pytest.param("<p>SGLang 0.5.4 on 8x H200, concurrency 32:</p><pre>{\n  \"max_concurrency\": 32,\n  "
                 "\"output_throughput\": 2210.4,\n  \"mean_ttft_ms\": 301.2,\n  \"median_itl_ms\": 14.07,\n  "
                 "\"p99_itl_ms\": 52.9\n}</pre>",
                 {2210.4: {}, 301.2: {}, 14.07: {"metric": "itl_ms", "statistic": "median", "other_stats": {"p99": 52.9}}},
                 id="a-trimmed-results-median-is-its-headline-without-a-mean"),
    pytest.param("<p>SGLang on an H100 gave 1,310 tok/s output.</p><p>vLLM on an H100 gave 1,120 tok/s output ($0.21/M). "
                 "4k inputs are being re-run after a fix and are left out.</p>",
                 {1310.0: {"engine.id": "sglang"}, 1120.0: {"engine.id": "vllm"}},
                 id="a-sentence-ends-at-a-brackets-stop-before-a-digit"),
    pytest.param("<h3>Best point with interactivity above 30 tok/s/user</h3><p>vLLM on 8x B200: 9,950 output tok/s at "
                 "concurrency 128.</p>",
                 {9950.0: {"metric": "output_tok_s"}},
                 id="the-condition-points-were-picked-by-is-no-figure"),
    pytest.param("<p>O notebook roda Windows 11 com o driver NVIDIA 581.57 e Ollama 0.12.10. Os números são os que o próprio "
                 "programa mostra.</p><p>Resultados (tokens por segundo na geração, mediana de 3 execuções):</p><table><tr>"
                 "<th>Máquina</th><th>Llama 3.1 8B</th><th>Qwen3 8B</th></tr><tr><td>Notebook RTX 4060 (8 GB)</td>"
                 "<td>40,3</td><td>36,8</td></tr><tr><td>Desktop RTX 3060 12 GB</td><td>56,2</td><td>51,3</td></tr>"
                 "</table>",
                 {40.3: {"metric": "decode_tok_s", "statistic": "median", "model.name": "Llama 3.1 8B",
                         "token_counting": "engine_reported", "hardware.driver_version": "581.57"},
                  36.8: {"metric": "decode_tok_s", "model.name": "Qwen3 8B"}, 56.2: {"metric": "decode_tok_s"},
                  51.3: {"metric": "decode_tok_s"}},
                 id="portuguese-model-columns-under-a-lead-in-of-unit-then-kind"),
    pytest.param("<p>vLLM 0.11.2 on 8x Gaudi 3.</p><h3>Table 1: Gaudi 3, bf16, TP=4 — output tok/s by batch size</h3><table>"
                 "<tr><th>input / output</th><th>bs 32</th><th>bs 64</th></tr><tr><td>128 / 128</td><td>1,052</td>"
                 "<td>1,874</td></tr><tr><td>2048 / 128</td><td>587</td><td>n/a ¹</td></tr><tr><td>2048 / 2048</td>"
                 "<td>1,038</td><td>1,796 ²</td></tr></table><h3>Table 3: Gaudi 3, TP=8, bs 128 — output tokens/sec</h3>"
                 "<table><tr><th>precision</th><th>128 / 128</th><th>128 / 2048</th></tr><tr><td>bf16</td><td>2,487</td>"
                 "<td>2,598</td></tr></table>",
                 {1052.0: {"metric": "output_tok_s", "concurrency": 32, "workload.input_len": 128},
                  1874.0: {"concurrency": 64}, 587.0: {"workload.input_len": 2048}, 1038.0: {},
                  1796.0: {"concurrency": 64, "workload.output_len": 2048},
                  2487.0: {"metric": "output_tok_s", "workload.input_len": 128, "workload.output_len": 128},
                  2598.0: {"workload.output_len": 2048}},
                 id="load-and-length-columns-with-runs-not-made-and-footnote-marks"),
    pytest.param("<p>vLLM 0.11.0 on one H100, 1,024-token prompts.</p><table><tr><th>GPU</th><th>c=32 tok/s</th><th>c=32 "
                 "latency p50</th><th>c=32 latency p95</th></tr><tr><td>H100</td><td>2,771</td><td>5.52 s</td>"
                 "<td>6.08 s</td></tr></table>",
                 {2771.0: {}, 5520.0: {"metric": "e2e_latency_ms", "statistic": "p50", "concurrency": 32},
                  6080.0: {"metric": "e2e_latency_ms", "statistic": "p95"}},
                 id="a-latency-header-with-its-statistic-after-it"),
    pytest.param("<p>Ollama 0.12.6 sulla RTX 5090: 41,2 tok/s, 38,5 tok/s e 36,1 tok/s in generazione.</p><table><tr>"
                 "<th>Motore</th><th>TTFT mediano c=16 (s)</th></tr><tr><td>Ollama</td><td>2,214²</td></tr></table>",
                 {41.2: {}, 38.5: {}, 36.1: {}, 2214.0: {"metric": "ttft_ms", "concurrency": 16}},
                 id="a-decimal-comma-before-a-footnote-mark"),
    pytest.param("<p>TensorRT-LLM 1.0.0 on 8x H100 SXM.</p><pre>= REQUEST DETAILS\nAverage Input Length (tokens):  1024.0000\n"
                 "Average Output Length (tokens): 1024.0000\n= WORLD + RUNTIME INFORMATION\nTP Size:                1\n"
                 "PP Size:                1\n= PERFORMANCE OVERVIEW\nRequest Throughput (req/sec):      16.0273\n"
                 "Total Output Throughput (tokens/sec):      16411.9523\nTotal Token Throughput (tokens/sec):      "
                 "32823.9046\n\n-- Request Latency Breakdown (ms) --\n</pre>",
                 {16.0273: {"hardware.count": 1}, 32823.9046: {"metric": "total_tok_s"}, 16411.9523: {"hardware.count": 1, "parallelism.tp": 1, "workload.input_len": 1024,
                               "workload.output_len": 1024}},
                 id="a-tools-world-counts-its-accelerators-and-its-average-lengths-fixed-ones"),
    pytest.param("<p>vLLM 0.11.0 on 2x L40S.</p><ul><li>Token counting: the client counts input and output tokens itself with "
                 "LlamaTokenizerFast.</li><li>Per-request throughput is output tokens over one request's time, i.e. what a "
                 "single user sees.</li></ul><h2>Results at 16 concurrent requests</h2><table><tr><th>Endpoint</th><th>"
                 "Overall output tok/s</th></tr><tr><td>vLLM</td><td>726</td></tr></table><pre>"
                 "results_request_output_throughput_token_per_s_mean  46.331\nresults_inter_token_latency_s_mean  0.021714"
                 "\nresults_ttft_s_mean  0.14019</pre>",
                 {726.0: {"token_counting": "tokenizer", "concurrency": 16, "basis": "aggregate"},
                  46.331: {"token_counting": "tokenizer"}, 21.714: {"metric": "itl_ms", "token_counting": "tokenizer"},
                  140.19: {"metric": "ttft_ms", "token_counting": "unknown"}},
                 id="llmperf-counts-with-its-tokenizer-and-a-single-user-defined-is-no-run"),
    pytest.param("<p>TensorRT-LLM 1.0.0 on one B200.</p><table><tr><th>Model</th><th>avg TPOT (ms)</th><th>tok/s/user</th></tr>"
                 "<tr><td>8B</td><td>3.104</td><td>322.2</td></tr></table><p>tok/s/user here is the tool's \"Per User "
                 "Output Speed\", i.e. 1000 / TPOT.</p>",
                 {3.104: {"metric": "tpot_ms"}, 322.2: {"metric": "decode_tok_s"}},
                 id="a-per-user-rate-said-after-its-table-to-be-one-over-tpot"),
    pytest.param("<p>llama.cpp CUDA on an RTX 4090, driver 580.82.09. master = b7012 (8d1f3a2c4), PR = 5c0b7e9d1.</p><table><tr><th>Model</th>"
                 "<th>Test</th><th>t/s master</th><th>t/s cuda-mma</th><th>Speedup</th></tr><tr><td>llama 8B Q3_K - Medium"
                 "</td><td>pp512</td><td>1893.27</td><td>2160.44</td><td>1.14</td></tr></table><table><tr><th>Model</th>"
                 "<th>Test</th><th>t/s b7016</th><th>t/s 5c0b7e9</th></tr><tr><td>llama 8B Q3_K - Medium</td><td>pp512"
                 "</td><td>1248.61</td><td>1403.19</td></tr></table>",
                 {1893.27: {"metric": "prefill_tok_s", "basis": "single_stream", "engine.version": "b7012 (8d1f3a2c4)",
                            "workload.input_len": 512},
                  2160.44: {"engine.version": "5c0b7e9d1"}, 1248.61: {"engine.version": "b7016"},
                  1403.19: {"engine.version": "5c0b7e9"}},
                 id="compare-llama-bench-columns-of-two-builds"),
    pytest.param("<pre>PyTorch version              : 2.8.0+cu128\nCUDA used to build PyTorch   : 12.8\nCUDA runtime version"
                 "         : 12.8.93\nGPU models and configuration : GPU 0: NVIDIA L40S\nvLLM Version                 : "
                 "0.11.0</pre><p>vLLM on the L40S: 1,143.6 output tok/s at concurrency 16.</p>",
                 {1143.6: {"hardware.cuda_version": "12.8"}},
                 id="collect-envs-cuda-is-the-one-pytorch-was-built-with"),
    pytest.param("<p>Arc B580, Ubuntu 24.04, Mesa 25.2.3, intel compute-runtime 25.35.35096.9, llama.cpp b6800.</p><pre>"
                 "| model | size | params | backend | ngl | test | t/s |\n| --- | ---: | ---: | --- | --: | --: | ---: |\n"
                 "| qwen2 7B Q4_K - Medium | 4.36 GiB | 7.62 B | SYCL | 99 | tg128 | 58.41 ± 0.22 |\n"
                 "| qwen2 7B Q4_K - Medium | 4.36 GiB | 7.62 B | Vulkan | 99 | tg128 | 67.92 ± 0.31 |</pre>",
                 {58.41: {"hardware.driver_version": "compute-runtime 25.35.35096.9"},
                  67.92: {"hardware.driver_version": "Mesa 25.2.3"}},
                 id="each-backend-of-an-intel-card-takes-its-own-driver"),
    pytest.param("<p>vLLM 0.11.0 on 1x L40S, same flags. The lines that matter:</p><table><tr><th></th><th>no prefix caching"
                 "</th><th>--enable-prefix-caching</th></tr><tr><td>Mean TTFT (ms)</td><td>3950.12</td><td>1206.44</td></tr>"
                 "<tr><td>P99 TTFT (ms)</td><td>9012.33</td><td>8420.96</td></tr><tr><td>Output token throughput (tok/s)"
                 "</td><td>216.71</td><td>829.55</td></tr></table>",
                 {3950.12: {"metric": "ttft_ms", "statistic": "mean", "other_stats": {"p99": 9012.33}},
                  1206.44: {"metric": "ttft_ms", "other_stats": {"p99": 8420.96}},
                  216.71: {"metric": "output_tok_s"}, 829.55: {"metric": "output_tok_s"}},
                 id="metric-rows-under-columns-of-a-setting-with-and-without"),
    pytest.param("<p>软件版本：</p><ul><li>kt-kernel 0.4.2（pip install kt-kernel）</li></ul><p>KTransformers 在 4090 上 decode "
                 "14.6 tok/s。</p>",
                 {14.6: {"engine.id": "ktransformers", "engine.version": "0.4.2"}},
                 id="ktransformers-kernels-package-names-its-release"),
    pytest.param("<p>vLLM 0.11.0 on one L40S. Tokens/s = number of content chunks received across all requests / wall "
                 "time of the whole test. I added stream_options.include_usage later.</p><h2>Under load</h2><p>Tokens/s "
                 "here is the chunk count.</p><table><tr><th>GPU</th><th>c=8 tok/s</th></tr><tr><td>L40S</td><td>297</td>"
                 "</tr></table><p>For c=8 I did log usage.completion_tokens. Counted that way, it is 318 tok/s.</p>",
                 {297: {"metric": "output_tok_s", "token_counting": "sse_chunks"},
                  318: {"metric": "output_tok_s", "token_counting": "usage_field"}},
                 id="a-rate-defined-by-the-chunks-received-and-each-paragraphs-own-counting"),
    pytest.param("<p>vLLM on one H100 each. TTFT at c=32 stays reasonable on all the H100s: p50 0.38 s on Modal, 0.44 s on RunPod, 0.35 s on "
                 "Baseten.</p>",
                 {380: {"metric": "ttft_ms", "statistic": "p50"}, 440: {"metric": "ttft_ms"},
                  350: {"metric": "ttft_ms", "statistic": "p50"}},
                 id="a-list-of-figures-each-labelled-after-it-keeps-the-first-ones-metric"),
    pytest.param("<p>LLMPerf against vLLM 0.11.0 on 2x L40S, 16 concurrent requests.</p><table><tr><th>Endpoint</th>"
                 "<th>Overall output tok/s</th><th>Completed req/min</th></tr><tr><td>vLLM</td><td>726</td><td>153.0</td>"
                 "</tr></table>",
                 {726: {"metric": "output_tok_s"}, 2.55: {"metric": "req_s", "statistic": "unknown"}},
                 id="llmperfs-completed-requests-a-minute-as-a-column"),
    pytest.param("<p>Gaudi 3 node: 8x Intel Gaudi 3, vLLM 0.11.2.</p><p>Table 1: Gaudi 3, bf16, TP=4, output tok/s by batch "
                 "size</p><table><tr><th>Batch size</th><th>128/2048</th></tr><tr><td>32</td><td>1,052</td></tr></table>"
                 "<p>Table 2: Gaudi 3, bf16, TP=8, output tok/s</p><table><tr><th>Batch size</th><th>128/2048</th></tr>"
                 "<tr><td>32</td><td>1,480</td></tr></table>",
                 {1052: {"hardware.count": 4, "parallelism.tp": 4}, 1480: {"hardware.count": 8, "parallelism.tp": 8}},
                 id="a-caption-degree-smaller-than-the-machine-is-the-runs-count"),
    pytest.param("<h2>Method</h2><ul><li>Output tokens: from the usage block (stream_options.include_usage) for vLLM. TGI "
                 "3.3.4 sends no usage in the stream, so for TGI the harness counts SSE chunks.</li></ul><h2>Results</h2>"
                 "<p>On one L40S, vLLM 0.11.0 did 194 output tok/s at 4 users and TGI 3.3.4 did 178 output tok/s.</p>",
                 {194: {"engine.id": "vllm", "token_counting": "usage_field"},
                  178: {"engine.id": "tgi", "token_counting": "sse_chunks"}},
                 id="each-engine-takes-the-counting-stated-for-it"),
    pytest.param("<p>vLLM 0.11.2 on an H200, one replica per GPU:</p><pre>vllm serve openai/gpt-oss-120b \\\n"
                 "    --tensor-parallel-size 1</pre><p>Output throughput: 4,812.6 tok/s at concurrency 64.</p><p>collect-env:"
                 "</p><pre>GPU models and configuration :\nGPU 0: NVIDIA H200\nGPU 1: NVIDIA H200\nGPU 2: NVIDIA H200\n"
                 "GPU 3: NVIDIA H200</pre>",
                 {4812.6: {"hardware.count": 1, "parallelism.tp": 1}},
                 id="a-launch-commands-degree-is-the-count-not-the-machines-gpu-listing"),
    pytest.param("<div class='comment'><p>alice, Nov 30</p><p>vLLM 0.12.0 on one B200. Single stream shows it too: 221.4 "
                 "tok/s.</p><table><tr><th>B200, v0.12.0, c=64</th><th>output throughput</th><th>mean TTFT</th></tr><tr>"
                 "<td>FLASHINFER</td><td>8,143.7 tok/s</td><td>251.3 ms</td></tr></table></div><div class='comment'><p>bob, "
                 "Dec 1</p><p>Thanks.</p></div>",
                 {221.4: {"basis": "single_stream"}, 8143.7: {"basis": "aggregate", "concurrency": 64},
                  251.3: {"metric": "ttft_ms", "concurrency": 64}},
                 id="a-load-in-a-tables-corner-cell-is-every-rows"),
    pytest.param("<div class='comment'><header>wzh-infra · commented · 2025-09-16</header><p>SGLang on 8x H20, DP attention: 902.71 "
                 "output tok/s at concurrency 64.</p></div><div class='comment'><header>kexin-sgl · Member · commented · "
                 "2025-09-17</header><p>Could you paste the output of python3 -m sglang.check_env? I can't tell which version you're on.</p>"
                 "</div><div class='comment'><header>wzh-infra · commented · 2025-09-17</header><p>here you go:</p><pre>sglang: 0.5.2\n"
                 "CUDA_HOME: /usr/local/cuda\nNVCC: Cuda compilation tools, release 12.8, V12.8.93\nNVIDIA Driver Version: "
                 "570.158.01</pre></div>",
                 {902.71: {"engine.version": "0.5.2", "hardware.driver_version": "570.158.01"}},
                 id="the-version-and-driver-the-author-posts-when-asked-for-check-env"),
    pytest.param("<p>Community llama.cpp results.</p><table><tr><th>GPU</th><th>Backend</th><th>Build</th><th>pp512 (t/s)</th>"
                 "<th>tg128 (t/s)</th></tr><tr><td>RTX 5090</td><td>CUDA</td><td>b7032 (e3f1a2c)</td><td>15,892 ± 47</td>"
                 "<td>238.61 ± 0.22</td></tr><tr><td>RTX 4090</td><td>CUDA</td><td>b6810 (0f2c88e)</td><td>12,215.5 ± 33.9</td>"
                 "<td>157.92 ± 0.08</td></tr></table><p>t/s is what llama-bench itself reports.</p>",
                 {15892: {"engine.version": "b7032 (e3f1a2c)", "token_counting": "engine_reported"},
                  238.61: {"engine.version": "b7032 (e3f1a2c)"}, 12215.5: {"engine.version": "b6810 (0f2c88e)"},
                  157.92: {"engine.version": "b6810 (0f2c88e)", "token_counting": "engine_reported"}},
                 id="a-build-column-gives-each-row-its-llama-cpp-build"),
    pytest.param("<p>vLLM TPU 0.11.1 on a v6e-8 slice.</p><table><tr><th>Stack</th><th>Output tok/s</th><th>Per chip</th></tr>"
                 "<tr><td>vLLM TPU</td><td>1,404</td><td>175.5</td></tr></table>",
                 {1404: {"metric": "output_tok_s"}, 175.5: {"metric": "output_tok_s", "basis": "per_gpu"}},
                 id="a-per-chip-column-after-a-metrics-column-is-that-metric-per-chip"),
    pytest.param("<p>We compare MindIE 2.1.RC1 and vLLM-Ascend on 8x 910B.</p><p>vLLM-Ascend first: 512.32 output tok/s at "
                 "concurrency 16.</p>",
                 {512.32: {"engine.id": "vllm"}},
                 id="vllm-ascend-is-vllm-on-ascend-npus"),
    pytest.param("<p>Runtimes: ONNX Runtime GenAI 0.10.0, OpenVINO GenAI 2025.3 and Foundry Local 0.7.120. The tok/s numbers "
                 "are what each runtime reports about itself. For Foundry Local I streamed from its endpoint: decode tok/s "
                 "is usage.completion_tokens over the streaming time.</p><table><tr><th>Runtime</th><th>Decode tok/s</th>"
                 "</tr><tr><td>ORT GenAI + QNN</td><td>18.9</td></tr><tr><td>OpenVINO GenAI</td><td>24.9</td></tr><tr><td>"
                 "Foundry Local</td><td>17.6</td></tr></table>",
                 {18.9: {"engine.id": "onnxruntime-genai", "token_counting": "engine_reported"},
                  24.9: {"engine.id": "openvino-genai", "engine.version": "2025.3", "token_counting": "engine_reported"},
                  17.6: {"engine.id": "foundry-local", "engine.version": "0.7.120", "token_counting": "usage_field"}},
                 id="laptop-npu-runtimes-and-the-counting-stated-for-one-of-them"),
    pytest.param("<h2>Load generator</h2><p>Output tokens are counted from the usage object in the final stream chunk. A "
                 "confession: our first pass counted SSE chunks instead of reading usage. Under load SGLang packs more than "
                 "one token into a chunk, so chunk counting undercounts.</p><h2>Qwen3-8B on one H100</h2><p>SGLang 0.5.4 "
                 "did 3,418 output tok/s at concurrency 32.</p>",
                 {3418: {"token_counting": "usage_field"}},
                 id="a-counting-given-up-or-said-to-undercount-is-not-the-pages"),
    pytest.param("<p>Five hosted endpoints of Mistral-Small-24B, one request at a time.</p><table><tr><th>Provider</th>"
                 "<th>Median output speed</th><th>Median TTFT</th></tr><tr><td>Alpha</td><td>121.5 tok/s</td>"
                 "<td>310 ms</td></tr><tr><td>Beta</td><td>88.2 tok/s</td><td>455 ms</td></tr></table>",
                 {121.5: {"metric": "output_tok_s"}, 310.0: {"metric": "ttft_ms"}, 88.2: {"metric": "output_tok_s"},
                  455.0: {"metric": "ttft_ms"}},
                 id="an-api-benchmarks-output-speed-is-the-outputs-rate"),
    pytest.param("<p>SGLang 0.5.2 on one H200. The tok/s numbers are the gen throughput (token/s) the server logs, "
                 "averaged.</p><table><tr><th></th><th>bs=1</th><th>bs=8</th></tr><tr><td>plain</td><td>171.4 tok/s</td>"
                 "<td>1,066 tok/s</td></tr><tr><td>MTP, 2 draft tokens</td><td>288.9 tok/s</td><td>1,402 tok/s</td></tr>"
                 "<tr><td>speedup</td><td>1.69x</td><td>1.32x</td></tr><tr><td>avg accept len</td><td>2.31</td><td>2.27</td>"
                 "</tr></table>",
                 {171.4: {"metric": "decode_tok_s", "concurrency": 1}, 1066.0: {"metric": "decode_tok_s", "concurrency": 8},
                  288.9: {"metric": "decode_tok_s", "concurrency": 1}, 1402.0: {"metric": "decode_tok_s", "concurrency": 8}},
                 id="a-blank-corner-over-setup-rows-with-units-in-the-cells-and-ratio-rows"),
    pytest.param("<p>vLLM 0.11.0 on 2x L4, vllm bench serve; the figures are the \"Output token throughput\" it "
                 "prints.</p><table><tr><th>setup</th><th>bs 1 (t/s)</th><th>bs 8 (t/s)</th></tr><tr><td>baseline</td>"
                 "<td>22.6</td><td>151.3</td></tr><tr><td>ngram, k=4</td><td>30.1</td><td>162.7</td></tr></table>"
                 "<pre>INFO [metrics.py:86] SpecDecoding metrics: Accepted throughput: 11.42 tokens/s, Drafted "
                 "throughput: 31.05 tokens/s</pre>",
                 {22.6: {"metric": "output_tok_s", "concurrency": 1}, 151.3: {"metric": "output_tok_s", "concurrency": 8},
                  30.1: {"metric": "output_tok_s", "concurrency": 1}, 162.7: {"metric": "output_tok_s", "concurrency": 8}},
                 id="rows-set-another-way-than-the-baseline-under-load-columns-and-draft-token-rates"),
    pytest.param("<p>Maschine A: 2× RTX 3090, vLLM 0.10.1. Die Token-Zahlen nimmt das Tool aus dem usage-Feld.</p>"
                 "<p>Hier der Output für die 3090er bei 16 parallelen Anfragen:</p><pre>Output token throughput (tok/s):"
                 "   402.17</pre><p>Maschine B: 1× L40S, Streuung 1,8 % bzw. 2,1 % über drei Läufe.</p><table><tr><th>Setup</th><th>Parallele Anfragen</th>"
                 "<th>Gesamt (Token/s)</th></tr><tr><td>1× L40S</td><td>16</td><td>1.502,4</td></tr></table><p>Einzeln "
                 "dekodiert die L40S mit 38,6 t/s; das Prefill liegt bei 2.210 Token/s Prefill-Durchsatz.</p>",
                 {402.17: {"hardware.accelerator_id": "nvidia-rtx-3090", "hardware.count": 2, "concurrency": 16,
                           "token_counting": "usage_field"},
                  1502.4: {"metric": "total_tok_s", "concurrency": 16, "hardware.accelerator_id": "nvidia-l40s"},
                  38.6: {"metric": "decode_tok_s"}, 2210.0: {"metric": "prefill_tok_s"}},
                 id="a-german-write-ups-words-for-load-total-decode-prefill-and-counting"),
    pytest.param("<p>SGLang on 2 prefill nodes of 8x H100, --max-concurrency 512.</p><table><tr><th>Workload</th><th>"
                 "input tok/s, both nodes</th><th>input tok/s per prefill node</th></tr><tr><td>2k in</td><td>58,214"
                 "</td><td>29,107</td></tr></table>",
                 {58214.0: {"basis": "aggregate"}, 29107.0: {"basis": "per_node"}},
                 id="a-header-per-prefill-node-is-per-node"),
    pytest.param("<p>TensorRT-LLM 1.0.0 on 4x B200.</p><pre>python -m tensorrt_llm.serve.scripts.benchmark_serving --random-input-len 2048 --random-output-len 512</pre><table><tr>"
                 "<th>Concurrency</th><th>Output throughput (tok/s)<sup>1</sup></th></tr><tr><td>1</td><td>198.4</td></tr>"
                 "<tr><td>64</td><td>5,120</td></tr></table><p><sup>1</sup> Output tokens only: prompt tokens are not "
                 "counted.</p>",
                 {198.4: {"workload.output_len": 512}, 5120.0: {"workload.output_len": 512}},
                 id="a-footnotes-mark-before-output-tokens-is-no-output-length"),
    pytest.param("<p>Ollama 0.12.3 on one RTX 4080, one request at a time. The rates below are what Ollama prints "
                 "itself, from its own eval count.</p><table><tr><th>Quant</th><th>Prompt (tok/s)</th><th>Generation "
                 "(tok/s)</th></tr><tr><td>Q4_K_M</td><td>1,204.5</td><td>61.3</td></tr></table>",
                 {1204.5: {"token_counting": "engine_reported"}, 61.3: {"token_counting": "engine_reported"}},
                 id="rates-that-ollama-prints-itself-are-its-own-count"),
    pytest.param("<h2>Setup</h2><p>SGLang 0.5.1 on 8x H200, 2,000 input and 400 output tokens per request.</p><h2>"
                 "Results</h2><table><tr>"
                 "<th>Concurrency</th><th>Output tok/s</th></tr><tr><td>32</td><td>1,874</td></tr></table><p>With prompts "
                 "above roughly 64k input tokens both engines end up bound by the same attention kernel.</p>",
                 {1874.0: {"workload.input_len": 2000, "workload.output_len": 400}},
                 id="a-length-after-a-bound-is-no-runs-length"),
    pytest.param("<h1>Qwen2.5-72B: post your numbers</h1><div class=\"comment\"><p>2x RTX 4090, vLLM 0.9.0 with "
                 "--tensor-parallel-size 2: 31.2 tok/s single user.</p></div><div class=\"comment\"><p>No GPUs at "
                 "all: llama.cpp CPU build on a dual Xeon box, 4.1 t/s generation. I'd take the 2x 4090 setup over "
                 "this for chat.</p></div>",
                 {31.2: {"hardware.accelerator_id": "nvidia-rtx-4090", "hardware.count": 2},
                  4.1: {"hardware.accelerator_id": None}},
                 id="hardware-a-poster-prefers-to-their-own-is-not-theirs"),
    pytest.param("<p>llm_bench on one Arc B580, openvino-genai 2025.2.0.0. The prompt file has one prompt that tokenizes "
                 "to 2048 tokens.</p><pre>[ INFO ] [1][P0] Input token size: 2048, Output size: 256, Infer count: 256\n"
                 "[ INFO ] [Average] P[0] Input token size: 2048, 1st token latency: 402.11 ms/token, 2nd token "
                 "latency: 28.40 ms/token, 2nd tokens throughput: 35.21 tokens/s</pre><p>On the CPU I got 1st token "
                 "3120.5 ms, 2nd token 88.20 ms/token.</p>",
                 {402.11: {"metric": "ttft_ms", "workload.input_len": 2048, "workload.output_len": 256},
                  28.4: {"metric": "tpot_ms"}, 35.21: {"metric": "decode_tok_s", "workload.input_len": 2048},
                  3120.5: {"metric": "ttft_ms"}, 88.2: {"metric": "tpot_ms"}},
                 id="llm-bench-lengths-and-its-first-and-second-token-retold"),
    pytest.param("<p>vLLM 0.11.0 on 8x H200, tensor parallel 8 with expert parallel on, no DP and no PP. After the "
                 "upgrade TPOT goes up by about 4.2 ms.</p><pre>vllm bench serve --max-concurrency 64\nOutput token "
                 "throughput (tok/s):   3120.44</pre>",
                 {3120.44: {"parallelism.dp": 1, "parallelism.pp": 1, "parallelism.tp": 8}},
                 id="no-dp-and-no-pp-are-degree-one-and-a-change-by-is-no-figure"),
    pytest.param("<p>vLLM 0.9.1 on one H100 NVL, one request at a time.</p><table><tr><th>input (prompt_tokens)</th>"
                 "<th>prefill (tok/s)</th></tr><tr><td>16K (16,384)</td><td>19,870</td></tr><tr><td>64K (65,536)</td>"
                 "<td>12,412</td></tr></table><p>A warm rerun prints effective=904112 tok/s for the 64K prompt. That is "
                 "not a prefill rate, just the prompt over a cache hit.</p>",
                 {19870.0: {"workload.input_len": 16384}, 12412.0: {"workload.input_len": 65536}},
                 id="a-length-cells-exact-count-in-brackets-and-a-figure-the-next-sentence-disowns"),
    pytest.param("<p>Two nodes of 8x H100 run vLLM prefill.</p><pre>$ python3 -c \"import vllm; print(vllm.__version__)\""
                 "\n0.10.2</pre><p>Three runs at --max-concurrency 512:</p><table><tr><th>run</th><th>input tok/s</th>"
                 "</tr><tr><td>1</td><td>48,210</td></tr><tr><td>2</td><td>48,977</td></tr><tr><td>3</td><td>47,905"
                 "</td></tr></table>",
                 {48210.0: {"engine.version": "0.10.2", "statistic": "median",
                            "variance.reruns": [48210.0, 48977.0, 47905.0]}},
                 id="a-version-printed-under-its-command-and-a-table-of-numbered-runs"),
    pytest.param("<pre>$ python -c \"import sglang; print(sglang.__version__)\"\n0.5.0rc2</pre><p>SGLang on one H100, "
                 "single stream: 145.2 tok/s decode.</p>",
                 {145.2: {"engine.id": "sglang", "engine.version": "0.5.0rc2"}},
                 id="an-engines-version-printed-by-its-module"),
    pytest.param("<p>RTX 4070</p><table><tr><th>model</th><th>size</th><th>params</th><th>backend</th><th>ngl</th>"
                 "<th>test</th><th>t/s</th></tr><tr><td>llama 8B Q4_K_M</td><td>4.58 GiB</td><td>8.03 B</td>"
                 "<td>CUDA</td><td>99</td><td>pp512</td><td>3120.44 ± 5.10</td></tr><tr><td>llama 8B Q4_K_M</td>"
                 "<td>4.58 GiB</td><td>8.03 B</td><td>CUDA</td><td>99</td><td>tg128</td><td>68.12 ± 0.05</td></tr>"
                 "</table><p>build: 1a2b3c4d (6001)</p><p>RTX 4060 Ti</p><table><tr><th>model</th><th>size</th>"
                 "<th>params</th><th>backend</th><th>ngl</th><th>test</th><th>t/s</th></tr><tr>"
                 "<td>llama 8B Q4_K_M</td><td>4.58 GiB</td><td>8.03 B</td><td>CUDA</td><td>99</td><td>pp512</td>"
                 "<td>2208.91 ± 3.20</td></tr><tr><td>llama 8B Q4_K_M</td><td>4.58 GiB</td><td>8.03 B</td>"
                 "<td>CUDA</td><td>99</td><td>tg128</td><td>41.37 ± 0.02</td></tr></table>"
                 "<p>build: 5e6f7a8b (6012)</p>",
                 {3120.44: {"engine.version": "1a2b3c4d (6001)"}, 68.12: {"engine.version": "1a2b3c4d (6001)"},
                  2208.91: {"engine.version": "5e6f7a8b (6012)"}, 41.37: {"engine.version": "5e6f7a8b (6012)"}},
                 id="llama-bench-tables-each-with-the-build-line-under-it"),
    pytest.param("<p>vLLM 0.9.2 和 SGLang，8 卡 H20。</p><h3>结果一：输出吞吐（tok/s）</h3><table><tr><th>并发</th>"
                 "<th>vLLM 0.9.2</th><th>SGLang</th></tr><tr><td>1</td><td>23.6</td><td>26.9</td></tr><tr><td>32</td>"
                 "<td>511.4</td><td>603.8</td></tr></table><h3>结果二：首token延迟 TTFT（ms）</h3><table><tr><th>并发</th>"
                 "<th>vLLM 中位数</th><th>vLLM P99</th></tr><tr><td>1</td><td>598</td><td>640</td></tr></table>"
                 "<p>某云厂商的售前 PPT 上写着“吞吐最高 4000+ tokens/s”。</p>",
                 {23.6: {"metric": "output_tok_s", "concurrency": 1, "engine.id": "vllm"},
                  26.9: {"metric": "output_tok_s", "engine.id": "sglang"}, 511.4: {"concurrency": 32},
                  603.8: {"concurrency": 32}, 598.0: {"metric": "ttft_ms", "statistic": "median"},
                  640.0: {"metric": "ttft_ms", "statistic": "p99"}, 4000.0: {"is_claim": True}},
                 id="a-chinese-lead-ins-full-width-unit-bracket-column-statistics-and-a-vendors-slide"),
    pytest.param("<p>vLLM 0.9.2 on 4x A100 with TP=4. Our own script: 16 clients run conversations concurrently.</p>"
                 "<pre>=== run ===\nrequest throughput        : 1.92 req/s\nTTFT ms   p50 / p90 / p99 : 912.4 / "
                 "2210.8 / 3990.1\nTPOT ms   p50 / p90       : 41.2 / 55.0</pre>",
                 {1.92: {"concurrency": 16}, 912.4: {"metric": "ttft_ms", "statistic": "p50", "concurrency": 16,
                                                     "basis": "aggregate"},
                  2210.8: {"statistic": "p90"}, 3990.1: {"statistic": "p99"},
                  41.2: {"metric": "tpot_ms", "statistic": "p50", "concurrency": 16}, 55.0: {"statistic": "p90"}},
                 id="a-scripts-metric-and-unit-before-its-slashed-statistics-under-the-posts-load"),
    pytest.param("<p>SGLang 0.5.2 on one H200. 24 clients run conversations concurrently for the whole test.</p>"
                 "<p>Median TTFT was 850 ms and the output throughput 1,310 tok/s.</p>",
                 {850.0: {"concurrency": 24, "basis": "aggregate"}, 1310.0: {"concurrency": 24, "basis": "aggregate"}},
                 id="a-latency-takes-the-load-its-post-states-once"),
    pytest.param("<p>mlx-lm 0.26.1 and llama.cpp on a Mac Studio M3 Ultra, one request at a time.</p><p>Qwen3-8B 4-bit. "
                 "Prompt processing and generation in tokens/sec.</p><table><tr><th>Context</th><th>MLX prompt</th>"
                 "<th>llama.cpp prompt</th><th>MLX gen</th><th>llama.cpp gen</th></tr><tr><td>4k</td><td>1,402.5</td>"
                 "<td>1,288.1</td><td>88.4</td><td>81.9</td></tr></table><p>A commenter insisted the M3 Ultra does "
                 "110 tok/s with MLX.</p>",
                 {1402.5: {"metric": "prefill_tok_s", "engine.id": "mlx"},
                  1288.1: {"metric": "prefill_tok_s", "engine.id": "llama.cpp"},
                  88.4: {"metric": "decode_tok_s", "engine.id": "mlx"}, 81.9: {"metric": "decode_tok_s"},
                  110.0: {"is_claim": True}},
                 id="an-engines-prompt-column-under-a-caption-giving-the-unit-and-an-insisting-commenter"),
    pytest.param("<p>SGLang on two 8x MI300X nodes with --tp 8 --pp-size 2 --nnodes 2, against one node with --tp 8."
                 "</p><table><tr><th>Setup</th><th>GPUs</th><th>Decode tok/s (c=128)</th><th>Single stream t/s</th>"
                 "</tr><tr><td>1 node, tp8</td><td>8</td><td>1,744</td><td>26.1</td></tr><tr><td>2 nodes, tp8 pp2</td>"
                 "<td>16</td><td>2,805</td><td>24.0</td></tr></table>",
                 {1744.0: {"hardware.count": 8, "concurrency": 128}, 26.1: {"hardware.count": 8, "concurrency": 1,
                                                                          "basis": "single_stream"},
                  2805.0: {"hardware.count": 16}, 24.0: {"hardware.count": 16, "concurrency": 1}},
                 id="a-rows-own-gpu-count-and-a-single-stream-column"),
    pytest.param('<article class="post"><h1>Ollama and llama.cpp on a Ryzen AI Max+ 395</h1><h2>Software</h2><p>Ollama '
                 '0.12.3 and llama.cpp built from source.</p><h2>llama.cpp results</h2><p>Each backend, one request at a '
                 'time.</p><table><tr><th>Backend</th><th>pp512 (t/s)</th><th>tg128 (t/s)</th></tr><tr><td>Vulkan</td>'
                 '<td>655.2</td><td>41.7</td></tr></table><h2>Conclusion</h2><p>Vulkan wins generation.</p></article>'
                 '<div class="comment"><p>Thanks! Did you try ROCm 7?</p></div><div class="comment"><p>Not yet.</p>'
                 '</div>',
                 {655.2: {"engine.id": "llama.cpp"}, 41.7: {"engine.id": "llama.cpp"}},
                 id="a-blog-article-above-its-comments-is-read-by-its-sections"),
    pytest.param("<p>llama.cpp sur un Ryzen AI Max+ 395, une requête à la fois : 38,2 tok/s en génération (moyenne "
                 "de 5, écart 0,4, soit 1,2 %).</p><p>Avec 256 Go/s on plafonne en théorie autour de 52 tok/s en "
                 "génération.</p>",
                 {38.2: {"metric": "decode_tok_s"}},
                 id="a-french-theoretical-ceiling-is-no-measurement"),
    pytest.param("<p>vllm-fork 0.7.2 on a Gaudi node: 8x HL-325L, we use 4 of them (TP=4).</p><pre>Throughput: 3.98 "
                 "requests/s, 8150.11 total tokens/s, 4075.05 output tokens/s</pre>",
                 {3.98: {"hardware.accelerator_id": "intel-gaudi-3", "hardware.count": 4},
                  8150.11: {"hardware.count": 4}, 4075.05: {"hardware.count": 4}},
                 id="a-gaudi-card-by-its-model-number-and-the-part-of-the-node-used"),
    pytest.param("<p>TensorRT-LLM 0.19.0 on our new 8x H200 SXM node.</p><p>Roughly 17.1k output tokens per second "
                 "across the node. That's about 1.8x what our 8x H100 box managed last quarter.</p><p>The prompt-heavy "
                 "shape: 41,220 total tokens per second at --concurrency 256.</p>",
                 {17100.0: {"hardware.accelerator_id": "nvidia-h200-sxm"},
                  41220.0: {"hardware.accelerator_id": "nvidia-h200-sxm", "hardware.count": 8}},
                 id="hardware-named-in-a-ratio-of-what-it-did-is-a-baseline"),
    pytest.param('<div class="comment"><header>ann commented</header><p>LMDeploy 0.7.2 on 2x A800 with TP=2: 1,402 '
                 'output tok/s at concurrency 128.</p></div><div class="comment"><header>bob commented</header><p>Which '
                 'cache setting?</p></div><div class="comment"><header>ann commented</header><p>With '
                 '--cache-max-entry-count 0.9 it went to 1,955 output tok/s at concurrency 128. Still below the 2,600 '
                 'from #2817 but that was H800.</p></div>',
                 {1402.0: {"hardware.accelerator_id": "nvidia-a800-sxm"},
                  1955.0: {"hardware.accelerator_id": "nvidia-a800-sxm", "hardware.count": 2}},
                 id="a-follow-up-naming-only-anothers-hardware-keeps-its-authors-own"),
    pytest.param("<p>vLLM and SGLang on 2x L40S with TP=2, --max-concurrency 64.</p><table><tr><th>Engine</th><th>Output "
                 "tok/s</th></tr><tr><td>vLLM</td><td>1,822.7</td></tr><tr><td>SGLang</td><td>1,871.4</td></tr></table>"
                 "<h2>Appendix A. Software versions</h2><table><tr><th>Component</th><th>Version</th></tr><tr><td>vLLM"
                 "</td><td>0.8.5.post1</td></tr><tr><td>SGLang</td><td>0.4.6.post4 (FlashInfer 0.2.5 attention backend)"
                 "</td></tr></table>",
                 {1822.7: {"engine.id": "vllm", "engine.version": "0.8.5.post1"},
                  1871.4: {"engine.id": "sglang", "engine.version": "0.4.6.post4"}},
                 id="a-table-of-software-and-its-releases"),
    pytest.param('<div class="comment"><header>mia commented</header><p>vLLM 0.9.1 on my RTX 3060 12GB, single '
                 'request: 1.9 tokens/s generation with CPU offload.</p></div><div class="comment"><header>kai '
                 'commented</header><p>Try a smaller model.</p></div><div class="comment"><header>mia commented</header>'
                 '<p>Single request now does 21.3 tokens/s generation with the 14B. For anyone reading: a 3090 should '
                 "be a very different story since it has 24 GB, but I haven't tried.</p></div>",
                 {1.9: {"hardware.accelerator_id": "nvidia-rtx-3060"}, 21.3: {"hardware.accelerator_id": "nvidia-rtx-3060"}},
                 id="hardware-a-poster-says-they-have-not-tried-is-not-theirs"),
    pytest.param('<pre>python multiturn_bench.py --model llama-70b --num-clients 32 \\\n'
                 '    --system-prompt-len 2048 --user-len 256 --max-tokens 192\n'
                 'request throughput 2.51 req/s, output throughput 481.7 tok/s</pre>',
                 {2.51: {"workload.input_len": None}, 481.7: {"workload.input_len": None}},
                 id="a-system-prompt-length-is-no-input-length"),
    pytest.param('<pre>text-generation-launcher --model-id llama-8b --max-input-length 4096 --max-total-tokens 8192</pre>'
                 '<p>Output throughput 611.2 tok/s at 16 concurrent users.</p>',
                 {611.2: {"workload.input_len": None, "concurrency": 16}},
                 id="a-bound-on-the-input-is-no-input-length"),
    pytest.param('<p>Llama 3.1 70B on a TPU v6e-8 slice, vLLM TPU backend.</p>'
                 '<p>A single user gets about 48.6 tokens per second, which is noticeably slower than the same model on '
                 'our H100 setup.</p><p>At batch 64 we measured a median TTFT of 412 ms.</p>'
                 '<p>JetStream on the same slice did 2,310 tokens/sec of output at batch 96.</p>',
                 {48.6: {"hardware.accelerator_id": "google-tpu-v6e", "concurrency": 1},
                  412.0: {"hardware.accelerator_id": "google-tpu-v6e", "metric": "ttft_ms"},
                  2310.0: {"hardware.accelerator_id": "google-tpu-v6e", "metric": "output_tok_s", "concurrency": 96}},
                 id="hardware-set-against-by-the-same-model-elsewhere-is-no-run-and-tok-s-of-output"),
    pytest.param('<p>Ollama 0.12 on one RTX 5090. A single run looks like this:</p><pre>prompt eval count:    487 token(s)\n'
                 'prompt eval rate:     2116.38 tokens/s\neval count:           412 token(s)\n'
                 'eval rate:            58.12 tokens/s</pre><p>Averages of three runs:</p><table><tr><th>machine</th>'
                 '<th>prompt eval (tok/s)</th><th>eval (tok/s)</th></tr><tr><td>RTX 5090</td><td>2,104.6</td>'
                 '<td>58.05</td></tr></table>',
                 {2116.38: {"workload.input_len": 487, "workload.output_len": 412},
                  58.12: {"workload.input_len": 487, "workload.output_len": 412},
                  2104.6: {"workload.input_len": 487, "workload.output_len": None},
                  58.05: {"workload.input_len": 487, "workload.output_len": None}},
                 id="what-one-pasted-run-generated-is-no-output-length-of-the-averages"),
    pytest.param("<p>vLLM 0.11.0 on one RTX 4090, Llama 3.1 8B. The load:</p><pre>vllm bench serve --dataset-name random "
                 "--random-input-len 1024 --random-output-len 256 --num-prompts 200 --request-rate 4</pre><pre>"
                 "============ Serving Benchmark Result ============\nSuccessful requests:                     200\n"
                 "Total input tokens:                      204800\nTotal generated tokens:                  49152\n"
                 "Output token throughput (tok/s):         652.89\n==================================================</pre>",
                 {652.89: {"workload.input_len": 1024, "workload.output_len": 256}},
                 id="requests-stopping-short-of-their-output-length-keep-it"),
    pytest.param("<p>I don't have a free 2x H100 node right now, so I reran on a single H200 (141 GB, TP=1) with vLLM and "
                 "the same client command (--request-rate 16, 400 prompts):</p><table><tr><th>config</th><th>output tok/s"
                 "</th><th>mean TTFT (ms)</th></tr><tr><td>no spec</td><td>1,612.48</td><td>1,034.6</td></tr><tr><td>"
                 "ngram k=5</td><td>1,287.93</td><td>2,218.3</td></tr></table><p>I also tried the single-request case "
                 "(<code>--max-concurrency 1</code>, same lengths): 43.7 tok/s output throughput without speculation "
                 "and 40.2 tok/s with ngram k=5.</p>",
                 {**{v: {"hardware.accelerator_id": "nvidia-h200-sxm", "hardware.count": 1, "concurrency": None}
                     for v in (1612.48, 1034.6, 1287.93, 2218.3)},
                  1612.48: {"hardware.accelerator_id": "nvidia-h200-sxm", "concurrency": None, "basis": "aggregate"},
                  43.7: {"hardware.accelerator_id": "nvidia-h200-sxm", "concurrency": 1, "basis": "single_stream"},
                  40.2: {"hardware.accelerator_id": "nvidia-h200-sxm", "concurrency": 1, "basis": "single_stream"}},
                 id="hardware-lacked-and-a-later-sentences-single-request-run-are-not-the-tables"),
    pytest.param("<p>Offline throughput with vLLM's benchmark_throughput.py on the random dataset.</p><table><thead><tr>"
                 "<th rowspan='2'>Hardware</th><th rowspan='2'>TP</th><th colspan='2'>1024 input / 256 output tokens</th>"
                 "<th colspan='2'>128 input / 2048 output tokens</th></tr><tr><th>req/s</th><th>tok/s</th><th>req/s</th>"
                 "<th>tok/s</th></tr></thead><tbody><tr><td>1x H100 SXM</td><td>1</td><td>3.05</td><td>3,904</td>"
                 "<td>0.24</td><td>522</td></tr></tbody></table><p><em>tok/s = prompt + generated tokens per second, "
                 "as printed by the benchmark script.</em></p>",
                 {3.05: {"metric": "req_s", "workload.input_len": 1024, "workload.output_len": 256},
                  3904.0: {"metric": "total_tok_s", "workload.input_len": 1024, "workload.output_len": 256},
                  0.24: {"metric": "req_s", "workload.input_len": 128, "workload.output_len": 2048},
                  522.0: {"metric": "total_tok_s", "workload.input_len": 128, "workload.output_len": 2048}},
                 id="lengths-in-a-column-group-header-and-a-footnote-defining-the-tables-unit"),
    pytest.param("<h1>32k prompts on DeepSeek-V3: SGLang on 8x H200</h1><p>Most published serving numbers use 1k-token "
                 "prompts; ours are long.</p><ul><li>Workload: 32768 input tokens and 512 output tokens per request</li>"
                 "</ul><pre>python3 -m sglang.bench_serving --dataset-name random --random-input-len 32768 "
                 "--random-output-len 512 --max-concurrency 32</pre><h2>Results</h2><table><tr><th>Concurrency</th>"
                 "<th>TTFT p50 (s)</th><th>Output tok/s</th></tr><tr><td>8</td><td>2.84</td><td>162.4</td></tr><tr>"
                 "<td>32</td><td>9.80</td><td>338.7</td></tr></table>",
                 {v: {"workload.input_len": 32768, "workload.output_len": 512} for v in (2840.0, 162.4, 9800.0, 338.7)},
                 id="the-length-a-page-states-over-and-over-against-one-said-once"),
    pytest.param("<p>I timed a hosted Llama 3.1 70B API. Everything ran from my laptop (a 2021 MacBook Pro, M1 Pro, 16 GB) "
                 "on home fiber.</p><p>The provider got 50 requests, sent strictly one at a time.</p>"
                 "<p>TTFT p50 380 ms, p90 1,140 ms.</p>",
                 {380.0: {"hardware.accelerator_id": None, "concurrency": 1, "basis": "single_stream"},
                  1140.0: {"hardware.accelerator_id": None, "concurrency": 1, "basis": "single_stream"}},
                 id="the-client-machine-is-no-runs-hardware-and-requests-sent-one-at-a-time"),
    pytest.param("<p>Ollama 0.5.7 en un Mac Studio M2 Ultra, qwen2.5:32b.</p><table><tr><th>Máquina</th><th>Procesado del "
                 "prompt</th><th>Generación</th></tr><tr><td>Mac Studio M2 Ultra</td><td>239,6 tok/s</td><td>22,1 tok/s"
                 "</td></tr></table><p>El Mac sale a 0,15 tok/s por vatio. En un vídeo de YouTube vi que alguien sacaba "
                 "31 tok/s con este mismo modelo. La teoría tampoco da para mucho más: el techo está en unos 40 tok/s."
                 "</p>",
                 {239.6: {"metric": "prefill_tok_s"}, 22.1: {"metric": "decode_tok_s"}, 31.0: {"is_claim": True}},
                 id="spanish-prompt-processing-header-someones-word-a-rate-per-watt-and-a-ceiling"),
    pytest.param("<p>The machines: a Mac Studio M2 Ultra with 192 GB, and a PC with an RTX 4090. Ollama 0.5.7 on both."
                 "</p><p>Mac Studio, qwen2.5:32b:</p><pre>eval rate:            24.62 tokens/s</pre><p>The PC with the RTX 4090, same "
                 "model:</p><pre>eval rate:            38.71 tokens/s</pre>",
                 {24.62: {"hardware.accelerator_id": "apple-m2-ultra"},
                  38.71: {"hardware.accelerator_id": "nvidia-rtx-4090"}},
                 id="a-computer-named-alone-is-the-chip-the-page-pairs-it-with"),
    pytest.param("<p>A Mac Studio M2 Ultra and a Mac Studio M1 Max, both on Ollama 0.5.7.</p><p>Mac Studio, "
                 "qwen2.5:32b:</p><pre>eval rate:            24.62 tokens/s</pre>",
                 {24.62: {"hardware.accelerator_as_written": "M1 Max"}},
                 id="a-computer-the-page-pairs-with-two-chips-names-neither"),
    pytest.param("<p>llama.cpp on my Jetson AGX Orin 64GB: the 8B drops to 18.71 t/s on tg128 and 301.5 t/s on pp512.</p>"
                 "<p>MLC-LLM on the same board:</p><pre>$ python3 bench_mlc.py --model Llama-3.1-8B-q4f16_1-MLC\n[8B "
                 "q4f16_1] prompt_tokens=1021 prefill_time=1.310s prefill_tps=779.4 decode_tokens=256 decode_tps=34.04"
                 "</pre>",
                 {18.71: {"metric": "decode_tok_s", "workload.output_len": 128,
                          "hardware.accelerator_as_written": "Jetson AGX Orin 64GB"},
                  301.5: {"metric": "prefill_tok_s", "workload.input_len": 512},
                  779.4: {"metric": "prefill_tok_s", "statistic": "single_run", "engine.id": "mlc-llm"},
                  34.04: {"metric": "decode_tok_s", "statistic": "single_run"}},
                 id="a-llama-bench-test-after-the-unit-and-a-scripts-tps-keys"),
    pytest.param("<p>Single user, one request at a time, on 2x RTX 3090 with exllamav2 0.2.6.</p><p>Server log for one "
                 "longer request:</p><pre>INFO:     Metrics (ID: 9c1e07d2b4): 400 tokens generated in 23.56 seconds "
                 "(Queue: 0.0 s, Prompt: 3187 tokens in 5.71 s at 558.14 T/s, Generate: 400 tokens at 22.41 T/s, "
                 "Context: 3587 tokens)</pre><p>I also tried 4 requests in parallel (<code>max_batch_size: 4</code>): "
                 "about 58.7 T/s total generation across the four.</p>",
                 {558.14: {"metric": "prefill_tok_s"}, 22.41: {"metric": "decode_tok_s"},
                  58.7: {"concurrency": 4, "basis": "aggregate"}},
                 id="a-servers-timed-prompt-line-and-requests-in-parallel"),
    pytest.param("<p>vLLM on one A10G. For the single pod we stepped the arrival rate up by 0.5 req/s until the SLO broke; "
                 "for six pods we went straight to 26 req/s. The ramp test uses k6's ramping-arrival-rate executor to go "
                 "from 4 to 26 req/s over 10 minutes. One pod achieved 4.47 req/s.</p><p>For comparison, a "
                 "solutions-architect deck we were shown last year put one A10G at \"up to 10 req/s\".</p>",
                 {4.47: {"metric": "req_s", "is_claim": False}, 10.0: {"is_claim": True}},
                 id="request-rates-offered-are-no-figures-and-a-vendors-deck-is-a-claim"),
    pytest.param("<p>TGI 3.2.3, vLLM 0.8.5 and SGLang 0.4.6 on 2x L40S. At 1 and 2 req/s every engine returns essentially "
                 "the offered 256 or 512 tokens per second. With the rate unbounded, completed request throughput was "
                 "6.88 req/s for TGI, 8.04 req/s for vLLM and 8.46 req/s for SGLang.</p><p>We also report goodput: "
                 "completed requests per second for which TTFT ≤ 300 ms and TPOT ≤ 25 ms (a chat front-end that should "
                 "stream faster than about 40 tokens per second).</p>",
                 {6.88: {"engine.id": "tgi"}, 8.04: {"engine.id": "vllm"}, 8.46: {"engine.id": "sglang"}},
                 id="loads-a-clause-speaks-at-thresholds-for-which-and-engines-after-their-figures"),
    pytest.param("<ul><li>GPU: NVIDIA RTX 6000 Ada Generation ×1</li><li>NVIDIA ドライバ: 550.127.05</li></ul><p>vLLM 0.6.4 "
                 "で計測しました。</p><table><tr><th>同時実行数</th><th>出力スループット (tok/s)</th><th>リクエスト/秒</th></tr>"
                 "<tr><td>4</td><td>112.6</td><td>0.44</td></tr></table><p>そこで同時実行数 1 でも測ってみたところ、TTFT "
                 "中央値は 1.13 秒でした。</p><p>知人が RTX 4090 で動かしたときは、1 ユーザーで 58 t/s 出たと言っていました。</p>",
                 {112.6: {"hardware.driver_version": "550.127.05", "concurrency": 4},
                  0.44: {"metric": "req_s", "concurrency": 4},
                  1130.0: {"metric": "ttft_ms", "concurrency": 1, "hardware.driver_version": "550.127.05"},
                  58.0: {"is_claim": True}},
                 id="japanese-driver-requests-a-second-seconds-before-a-particle-and-an-acquaintances-word"),
    pytest.param("<p>Out of curiosity I also timed llama-server with the 8B on the 4070 Ti SUPER from my own Python "
                 "client, counting streamed SSE chunks between the first and the last chunk, and got 93.8 tok/s on a "
                 "single run.</p>",
                 {93.8: {"metric": "decode_tok_s", "hardware.accelerator_id": "nvidia-rtx-4070-ti-super",
                         "token_counting": "sse_chunks"}},
                 id="a-rate-between-the-first-and-last-chunk-on-a-bare-ti-super"),
    pytest.param("<h1>llama.cpp CPU-only on dual EPYC 9654</h1><p>2x EPYC 9654 (96 cores each), no GPU at all.</p>"
                 "<pre>| model | size | params | backend | threads | test | t/s |\n| --- | ---: | ---: | --- | ---: | ---: | "
                 "---: |\n| llama 70B Q4_K - Medium | 39.59 GiB | 70.55 B | CPU | 192 | tg128 | 4.87 ± 0.02 |</pre>",
                 {4.87: {"hardware.accelerator_as_written": "EPYC 9654", "hardware.count": 2,
                         "hardware.accelerator_id": None, "hardware.cuda_version": None}},
                 id="a-cpu-only-runs-processors-are-its-hardware"),
    pytest.param("<p>vLLM 0.8 on 8x H100 SXM; the host has 2x Xeon Platinum 8480+ and 2 TB of RAM. Output throughput "
                 "12,400 tok/s at concurrency 256.</p>",
                 {12400.0: {"hardware.accelerator_id": "nvidia-h100-sxm", "hardware.count": 8}},
                 id="a-gpu-hosts-cpus-are-not-its-hardware"),
    pytest.param("<h1>CPU-only inference: what t/s do you get?</h1><div class='comment' id='c1'><span class='author'>ann"
                 "</span><p>No GPUs at all: dual-socket EPYC 9554, llama.cpp, 70B Q4_K_M: 6.83 tok/s generation.</p>"
                 "</div><div class='comment' id='c2'><span class='author'>bob</span><p>Ryzen 9 7950X with an RTX 4090, "
                 "llama.cpp: 41.2 tok/s generation on the same 70B with partial offload.</p></div>",
                 {6.83: {"hardware.accelerator_as_written": "EPYC 9554", "hardware.count": 2},
                  41.2: {"hardware.accelerator_id": "nvidia-rtx-4090"}},
                 id="a-cpu-only-thread-keeps-a-gpu-posts-own-card"),
    pytest.param("<p>SGLang v0.4.6 on 8x H200. Output token counts come from the usage field each server returns; the "
                 "client also retokenizes the text, which we ignore.</p><p>Output throughput 338.7 tok/s at concurrency "
                 "32.</p><p>A post on X last month showed 1,200 tok/s of output throughput for DeepSeek-V3 on 8x H200 "
                 "with SGLang at 64 concurrent requests.</p>",
                 {338.7: {"token_counting": "usage_field", "is_claim": False}, 1200.0: {"is_claim": True}},
                 id="a-retokenization-set-aside-and-a-post-elsewhere-is-a-claim"),
    pytest.param("<p>I ran your gist unchanged (same model, 32 clients, 256 conversations) on 4x H100 SXM with TP=4, vLLM "
                 "main:</p><table><thead><tr><th></th><th>prefix caching off</th><th>prefix caching on</th></tr></thead>"
                 "<tbody><tr><td>TTFT p50 (ms)</td><td>912.4</td><td>287</td></tr><tr><td>output throughput (tok/s)</td>"
                 "<td>931.8</td><td>1,012.8</td></tr><tr><td>prefix cache hit rate</td><td>0.0%</td><td>64.1%</td></tr>"
                 "</tbody></table>",
                 {v: {"concurrency": 32, "hardware.accelerator_id": "nvidia-h100-sxm"} for v in (912.4, 287.0, 931.8, 1012.8)},
                 id="columns-of-a-setting-on-and-off-under-a-blank-corner-at-32-clients"),
    pytest.param("<p>vLLM 0.7.3 on one MI250X GCD: 912.4 output tok/s.</p><p>For reference, a colleague ran a similar "
                 "test on one GCD last summer with vLLM 0.4.2 and got about 1,150 output tok/s; I did not re-check their "
                 "setup.</p><p>A Ray Summit talk showed \"~30k tokens/s per H100\" for a similar pipeline.</p><p>The "
                 "right setting depends on your SLA; if you need something like 50 tok/s/user, try a smaller batch.</p>"
                 "<p>다른 블로그 후기에서는 같은 H100 2장 구성에 vLLM으로 출력 1,500 tok/s 이상 나온다고 하던데, 입력 길이가 "
                 "다릅니다.</p><table><tr><th>Placa</th><th>Geração</th><th>tok/s por W</th></tr><tr><td>RTX 3090</td>"
                 "<td>58.4 tok/s</td><td>0.18</td></tr></table>",
                 {912.4: {"is_claim": False}, 1150.0: {"is_claim": True}, 30000.0: {"is_claim": True},
                  1500.0: {"is_claim": True}, 58.4: {"metric": "decode_tok_s"}},
                 id="others-word-over-a-release-a-talk-korean-hearsay-a-requirement-and-a-rate-per-watt-column"),
    pytest.param("<table><tr><th></th><th>AMD side</th><th>NVIDIA side</th></tr><tr><td>Accelerator</td><td>1x MI250X"
                 "</td><td>1x A100 SXM4 40GB</td></tr><tr><td>vLLM</td><td>v0.7.3 built from source</td><td>0.7.3 wheel "
                 "from PyPI</td></tr></table><p>On the A100, vLLM's offline benchmark gave 2,440.42 output tok/s.</p>",
                 {2440.42: {"engine.version": "0.7.3", "hardware.accelerator_id": "nvidia-a100-sxm"}},
                 id="a-setup-tables-row-named-by-an-engine-gives-its-release"),
    pytest.param("<p>NIM 1.3.3 on one L4, Llama 3.1 8B: output throughput 414.92 tok/s at concurrency 16. We keep a "
                 "minimum of 2 replicas.</p>",
                 {414.92: {"engine.id": "nim", "engine.version": "1.3.3"}},
                 id="nvidias-inference-microservice-is-an-engine"),
    pytest.param("<h1>NIM vs vLLM on one L4</h1><p>NIM 1.3.3 and vLLM 0.6.3.post1, Llama 3.1 8B FP8.</p><h2>Results: NIM "
                 "1.3.3</h2><h3>Concurrency 1</h3><p>Output throughput 31.4 tok/s.</p><h2>Results: vLLM 0.6.3.post1</h2>"
                 "<h3>Concurrency 1</h3><p>Output throughput 27.66 tok/s.</p>",
                 {31.4: {"engine.id": "nim", "engine.version": "1.3.3"},
                  27.66: {"engine.id": "vllm", "engine.version": "0.6.3.post1"}},
                 id="the-engine-an-enclosing-sections-heading-names"),
    pytest.param("<p>TGI on 4x A10G.</p><table><tr><th>batch size</th><th>Decode (token) avg, no spec</th><th>Decode avg, "
                 "no spec</th></tr><tr><td>1</td><td>29.00 ms</td><td>34.48 tokens/secs</td></tr><tr><td>8</td><td>31.52 "
                 "ms</td><td>253.81 tokens/secs</td></tr></table>",
                 {29.0: {"metric": "tpot_ms", "concurrency": 1}, 34.48: {"metric": "decode_tok_s", "concurrency": 1},
                  31.52: {"metric": "tpot_ms", "concurrency": 8}, 253.81: {"metric": "decode_tok_s", "concurrency": 8}},
                 id="text-generation-benchmarks-token-latency-and-tokens-secs"),
    pytest.param("<p>vLLM 0.6 on one H100 gives 41.2 tok/s single stream.</p><p>10,000 / 32 is about 312 tokens/s per "
                 "user. Groq has the specdec endpoint that they said does 1,665 tokens/s on 70B. Even with HBM3e at 8 TB/s "
                 "you'd get ~114 tok/s per chip at batch 1. A single stream can't decode faster than roughly 127 tok/s on "
                 "this card. The project's own performance overview lists 5,730 output tokens/s on 8x H200. A simple "
                 "bandwidth bound (405 GB read per step) gives roughly 95 tok/s.</p>",
                 {41.2: {"is_claim": False}, 1665.0: {"is_claim": True}, 5730.0: {"is_claim": True}},
                 id="arithmetic-hypotheticals-bounds-and-overviews-are-no-measurements"),
    pytest.param("<p>vLLM 0.6.3 在 4x A800 上，并发 16 时输出吞吐 842.8 tokens/s。</p><p>我们内部的 SLA 是 P99 TTFT 不超过 "
                 "3000 ms。另外，某厂商说 910B 上输出吞吐约 1100 tokens/s。这是厂商给的数字，我们还没能复现。</p>"
                 "<p>Un gars sur Reddit annonce 45 tok/s avec la même carte.</p><p>The numbers below are copied from the "
                 "base model's card; we did not re-run them.</p><p>It sustains 11,400 tok/s of output throughput at 256 "
                 "concurrent requests.</p>",
                 {842.8: {"is_claim": False}, 1100.0: {"is_claim": True}, 45.0: {"is_claim": True},
                  11400.0: {"is_claim": True}},
                 id="a-vendors-number-said-after-an-sla-bound-a-french-claim-and-numbers-copied-from-a-card"),
    pytest.param("<p>TensorRT-LLM 0.18.0, one GPU each, trtllm-bench in throughput mode.</p><h3>Peak throughput (output "
                 "tokens/s/GPU)</h3><table><tr><th>ISL / OSL</th><th>FP4 on 1x B200</th><th>FP8 on 1x H100</th>"
                 "<th>Gain</th></tr><tr><td>256 / 1024</td><td>7,120</td><td>2,905</td><td>2.45x</td></tr></table>"
                 "<h3>Low latency (batch size 1, ISL/OSL 256/256)</h3><p>Decode reached 171 tok/s on the B200.</p>",
                 {7120.0: {"metric": "output_tok_s", "basis": "per_gpu", "concurrency": None,
                           "hardware.accelerator_id": "nvidia-b200"},
                  2905.0: {"metric": "output_tok_s", "basis": "per_gpu", "concurrency": None},
                  171.0: {"concurrency": 1}},
                 id="a-headings-metric-word-holding-its-unit-and-a-later-sections-own-load"),
    pytest.param("<p>vLLM 0.6.4 と Ollama 0.5.4、RTX 4080 1枚。</p><h3>出力スループット（合計、tok/s、3回平均）</h3><table>"
                 "<tr><th>同時リクエスト数</th><th>vLLM</th><th>Ollama</th></tr><tr><td>1</td><td>48.2</td><td>96.5</td>"
                 "</tr><tr><td>16</td><td>512.7</td><td>240.3</td></tr></table><h3>TTFT（中央値、ms）</h3><table><tr><th>"
                 "同時リクエスト数</th><th>vLLM</th><th>Ollama</th></tr><tr><td>1</td><td>61</td><td>70</td></tr></table>",
                 {48.2: {"metric": "output_tok_s", "engine.id": "vllm"}, 96.5: {"metric": "output_tok_s"},
                  512.7: {"metric": "output_tok_s"}, 240.3: {"metric": "output_tok_s", "engine.id": "ollama"},
                  61.0: {"metric": "ttft_ms"}, 70.0: {"metric": "ttft_ms"}},
                 id="a-japanese-captions-unit-clause-between-its-commas"),
    pytest.param("<p>Batch jobs do not care how long any single request waits. vLLM 0.7.2 on 8x MI300X. \"Tokens/s\" "
                 "below always means generated (output) tokens per second for the whole node.</p><p>The median offline run "
                 "delivered 17,950 tokens/s. The strict variant tightens that to 400 ms TTFT and 35 ms TPOT.</p>",
                 {17950.0: {"metric": "output_tok_s", "basis": "aggregate", "concurrency": None}},
                 id="a-units-own-definition-any-single-request-and-limits-tightened"),
    pytest.param("<p>Two cards, exllamav2 0.2.8, tensor parallel: 98.1 t/s gen and 2,960 t/s prompt at 2048.</p>"
                 "<pre><code>-- Measuring prompt speed...\n ** Length   1024 tokens:    911.2051 t/s\n-- Measuring token "
                 "speed...\n ** Position     1 + 127 tokens:   38.4417 t/s\n</code></pre>",
                 {98.1: {"metric": "decode_tok_s"}, 2960.0: {"metric": "prefill_tok_s"},
                  911.2051: {"metric": "prefill_tok_s"}, 38.4417: {"metric": "decode_tok_s"}},
                 id="a-kind-word-after-the-second-figures-unit-and-a-tools-phase-lines"),
    pytest.param("<p>vLLM 0.8.5 on one H100. Median TTFT came out at 0.71 s for the 2k prompt, 3.02 s for 8k and 15.8 s "
                 "for 32k.</p>",
                 {710.0: {"metric": "ttft_ms"}, 3020.0: {"metric": "ttft_ms"}, 15800.0: {"metric": "ttft_ms"}},
                 id="thousands-before-a-time-are-a-length-not-a-figure-sharing-its-unit"),
    pytest.param("<p>vLLM 0.6.4 offline, one GPU each.</p><table><thead><tr><th>GPU</th><th>Batch 1</th><th>Batch 16</th>"
                 "</tr></thead><tbody><tr><td>1x H100 80GB</td><td>41.7</td><td>522.3</td></tr></tbody><caption>Output "
                 "throughput, tok/s (sum over the batch). Higher is better.</caption></table>",
                 {41.7: {"metric": "output_tok_s", "concurrency": 1}, 522.3: {"metric": "output_tok_s", "concurrency": 16}},
                 id="a-caption-whose-unit-clause-carries-a-remark"),
    pytest.param("<p>TensorRT-LLM 0.16 behind Triton on one L4, a k6 test of 5 minutes a row.</p><table><tr><th>VUs</th>"
                 "<th>req/s</th><th>p50 (ms)</th><th>p99 (ms)</th></tr><tr><td>16</td><td>31.2</td><td>402</td><td>655</td>"
                 "</tr></table><table><tr><th>Run</th><th>Chat req/s</th><th>Chat p95</th></tr><tr><td>alone</td>"
                 "<td>8.8</td><td>6.1 s</td></tr><tr><td>shared</td><td>–</td><td>–</td></tr></table>",
                 {31.2: {"metric": "req_s"}, 402.0: {"metric": "e2e_latency_ms", "statistic": "p50"},
                  655.0: {"metric": "e2e_latency_ms", "statistic": "p99"}, 8.8: {"metric": "req_s"},
                  6100.0: {"metric": "e2e_latency_ms", "statistic": "p95"}},
                 id="a-load-tests-bare-percentiles-beside-its-request-rates-are-request-latencies"),
    pytest.param("<p>MindIE 2.0 on 4x Ascend 910B, 输入 1024 输出 256.</p><table><tr><th>并发</th><th>吞吐 (tokens/s)</th>"
                 "</tr><tr><td>16</td><td>402.7</td></tr></table><p>注：吞吐是脚本输出的 Output token throughput，只算输出 token。</p>",
                 {402.7: {"metric": "output_tok_s", "concurrency": 16}},
                 id="a-chinese-note-says-its-throughput-is-the-tools-output-token-throughput"),
    pytest.param('<section class="comment"><header>mira commented</header><p>One A100 40GB, batch size 1, greedy. tok/s '
                 "here is new tokens divided by wall-clock time of the whole generate call.</p><table><tr><th>setup</th>"
                 "<th>tok/s</th><th>avg wall time / answer</th></tr><tr><td>plain</td><td>41.5</td><td>9.8 s</td></tr>"
                 '</table></section><section class="comment"><header>jun commented</header><p>Same script as the first '
                 "post, same settings, on one RTX 3090: [plain] prompts=40 -> 33.9 tok/s</p></section>",
                 {41.5: {"metric": "output_tok_s"}, 9800.0: {"metric": "e2e_latency_ms", "statistic": "mean"},
                  33.9: {"metric": "output_tok_s"}},
                 id="a-unit-defined-as-new-tokens-over-wall-time-also-in-a-reply-reusing-the-setup"),
    pytest.param("<p>TGI 2.4 on one Gaudi 2 and one A100, 256 output tokens. Under load, the full response took a median "
                 "3.91 s on Gaudi 2 versus 4.22 s on the A100 at batch 32.</p>",
                 {3910.0: {"metric": "e2e_latency_ms", "statistic": "median", "concurrency": 32},
                  4220.0: {"metric": "e2e_latency_ms", "statistic": "median", "concurrency": 32}},
                 id="what-a-response-took-is-its-latency-and-a-names-number-is-no-figure"),
    pytest.param("<h2>llama.cpp</h2><p>llama.cpp b4820, una RTX A5000: circa 44,1 token/s in generazione e quasi 1.172 "
                 "token/s nell'elaborazione del prompt.</p><h2>vLLM</h2><p>vllm serve con --tensor-parallel-size 2. Qui non "
                 "c'è un equivalente di llama-bench, quindi ho scritto uno script.</p><table><tr><th>Utenti in parallelo"
                 "</th><th>Generazione per utente (token/s)</th><th>Generazione totale (token/s)</th></tr><tr><td>1</td>"
                 "<td>40,6</td><td>38,8</td></tr><tr><td>8</td><td>31,2</td><td>236,4</td></tr></table>",
                 {44.1: {"metric": "decode_tok_s", "engine.id": "llama.cpp"},
                  1172.0: {"metric": "prefill_tok_s", "engine.id": "llama.cpp"},
                  40.6: {"metric": "decode_tok_s", "concurrency": 1, "engine.id": "vllm"},
                  38.8: {"metric": "output_tok_s", "concurrency": 1, "engine.id": "vllm"},
                  31.2: {"metric": "decode_tok_s", "concurrency": 8, "engine.id": "vllm"},
                  236.4: {"metric": "output_tok_s", "concurrency": 8, "basis": "aggregate", "engine.id": "vllm"}},
                 id="an-italian-table-of-users-in-parallel-per-user-and-total-generation"),
    pytest.param("<p>2x RTX 3090, exllamav2, TP 2. Without the bridge: 14.8 t/s gen, prompt dropped to ~310 t/s.</p>",
                 {14.8: {"metric": "decode_tok_s"}, 310.0: {"metric": "prefill_tok_s"}},
                 id="prompt-dropped-to-a-rate-is-the-prompts-processing"),
    pytest.param("<p>We swept concurrency 1, 8, 16 and 24; 24 was the last point within the SLO. With nothing else in "
                 "flight the replica decodes a single stream at about 26.1 tokens/sec.</p><pre><code>$ genai-perf profile "
                 "-m llama31 --service-kind openai --streaming --concurrency 24\n"
                 "                    NVIDIA GenAI-Perf | LLM Metrics\n"
                 "| Statistic | avg | min | max | p99 | p90 | p75 |\n"
                 "| Time To First Token (ms) | 405.12 | 96.40 | 1,880.02 | 1,590.33 | 790.10 | 512.88 |\n"
                 "</code></pre>",
                 {26.1: {"metric": "decode_tok_s", "concurrency": 1, "basis": "single_stream"},
                  405.12: {"metric": "ttft_ms", "concurrency": 24, "basis": "aggregate"}},
                 id="a-tools-own-command-gives-its-load-over-the-lead-ins-sweep"),
    pytest.param("<p>MindIE 2.0 在 4 卡 910B 上，64 并发 1,021.6 tokens/s，每token时延 31.4 ms。</p><p>有群友说 MindIE 在 8 卡"
                 "上能到 1900 tokens/s 以上，我没条件验证。</p>",
                 {1021.6: {"concurrency": 64, "is_claim": False}, 31.4: {"metric": "tpot_ms"},
                  1900.0: {"is_claim": True, "concurrency": None}},
                 id="a-load-before-bingfa-a-chinese-per-token-latency-and-a-group-members-hearsay"),
    pytest.param("<p>llama.cpp b5120 on 2x MI50, -fa 1. With the fix, pp512 is now 198.42 ± 0.61 t/s, tg128 18.07 ± 0.05. "
                 "Row split barely moved.</p>",
                 {198.42: {"metric": "prefill_tok_s", "workload.input_len": 512},
                  18.07: {"metric": "decode_tok_s", "workload.output_len": 128, "variance.stdev": 0.05}},
                 id="a-test-figure-without-a-unit-after-another-tests-figure-takes-its-unit"),
    pytest.param("<p>vLLM 0.8.5 on one H100: 61.2 tok/s for one user. For comparison, the memory bandwidth would allow "
                 "at most ~97 tok/s for these weights. Our peak-season forecast is about 14 req/s at the busiest hour.</p>",
                 {61.2: {"metric": "unspecified_tok_s"}},
                 id="what-a-bound-would-allow-and-a-traffic-forecast-are-no-figures"),
    pytest.param("<p>TGI 2.2.0 on 4x A100 from our CI, --num-shard 4, 10 runs:</p><pre><code>| Step           | Batch Size | "
                 "Average     |\n|----------------|------------|-------------|\n| Prefill        | 1          | 128.40 ms   |\n"
                 "| Decode (token) | 1          | 27.95 ms    |\n| Step    | Batch Size | Average            |\n"
                 "|---------|------------|--------------------|\n| Decode  | 1          | 35.71 tokens/secs  |</code></pre>",
                 {128.4: {"metric": "ttft_ms", "concurrency": 1}, 27.95: {"metric": "tpot_ms", "concurrency": 1},
                  35.71: {"metric": "decode_tok_s", "concurrency": 1}},
                 id="text-generation-benchmarks-latency-table-trimmed-to-its-averages"),
    pytest.param("<p>vLLM 0.6.3 を RTX 4090 1枚で。</p><table><tr><th>同時リクエスト</th><th>生成速度（トークン/秒, 1リクエストあたり）"
                 "</th><th>初回トークンまでの時間 (ms)</th></tr><tr><td>1</td><td>55.1</td><td>33</td></tr><tr><td>4</td>"
                 "<td>51.7</td><td>66</td></tr></table>",
                 {55.1: {"metric": "decode_tok_s", "concurrency": 1}, 33.0: {"metric": "ttft_ms", "concurrency": 1},
                  51.7: {"metric": "decode_tok_s", "concurrency": 4, "basis": "unknown"},
                  66.0: {"metric": "ttft_ms", "concurrency": 4}},
                 id="a-japanese-table-of-ttft-and-a-rate-per-request"),
    pytest.param("<p>vLLM 0.9.1 sur une L40S. Le débit ci-dessous est le débit de sortie, tous flux confondus.</p><table><tr>"
                 "<th>Requêtes simultanées</th><th>Débit (tokens/s)</th></tr><tr><td>8</td><td>190.4</td></tr></table><p>Si "
                 "on compte aussi les tokens d'entrée, le débit total monte à 2410 tokens/s.</p>",
                 {190.4: {"metric": "output_tok_s", "concurrency": 8}, 2410.0: {"metric": "total_tok_s"}},
                 id="a-french-page-says-its-debit-is-the-output-throughput"),    pytest.param("<p>Llama 3.1 8B with vLLM 0.6.3 offline on a g5.12xlarge.</p><table><thead><tr><th>Night run: 40,000 pro"
                 "mpts, 4 x A10G, 4 x TP=1</th><th></th></tr></thead><tbody><tr><td>Wall window</td><td>3,900 s</td></tr><"
                 "tr><td>Throughput (requests)</td><td>10.26 req/s</td></tr><tr><td>Throughput (output)</td><td>1,870 TPS<"
                 "/td></tr><tr><td>Throughput (input + output)</td><td>8,020 tokens/sec</td></tr></tbody></table>",
                 {10.26: {'metric': 'req_s', 'parallelism.dp': 4, 'hardware.count': 4}, 1870.0: {'metric': 'output_tok_s', 'parallelism.dp': 4}, 8020.0: {'metric': 'total_tok_s', 'hardware.count': 4}},
                 id="a-table-under-a-run-caption-names-each-throughput-in-brackets"),
    pytest.param("<p>vLLM 0.6.3 on one A10G, offline generate over 10,000 prompts: 2,480 tokens/s in total. Nobody waits o"
                 "n a result and no single request took anywhere near that long.</p>",
                 {2480.0: {'basis': 'aggregate', 'concurrency': None}},
                 id="no-single-request-is-no-single-stream"),
    pytest.param("<p>vLLM 0.6.3 on one L4. Measured with the Llama 3.1 tokenizer, prompts average 600 tokens. Token counts"
                 " come straight from vLLM's RequestOutput objects.</p><p>Output: 410 tokens/s.</p>",
                 {410.0: {'token_counting': 'engine_reported'}},
                 id="a-tokenizer-that-measured-the-prompts-does-not-count-the-output"),
    pytest.param("<p>SGLang 0.4.9 on one H100. Token counts come from the server's usage field, not from re-tokenizing the"
                 " stream.</p><p>Output: 2,410 tokens/s.</p>",
                 {2410.0: {'token_counting': 'usage_field'}},
                 id="token-counts-from-the-servers-usage-field-are-the-usage-field"),
    pytest.param("<ul><li><strong>vLLM</strong>: benchmark_serving.py at concurrency 32. It counts output tokens by re-tok"
                 "enizing the text it gets back.</li><li><strong>LMDeploy</strong>: profile_throughput.py at concurrency 3"
                 "2, and the token counts come straight from the engine's output ids.</li></ul><p>All on one A100 80GB.</p"
                 "><table><tr><th>Engine</th><th>Output tok/s</th></tr><tr><td>vLLM 0.6.6</td><td>1,962</td></tr><tr><td>L"
                 "MDeploy 0.6.4</td><td>2,384</td></tr></table>",
                 {1962.0: {'engine.id': 'vllm', 'token_counting': 'tokenizer'}, 2384.0: {'engine.id': 'lmdeploy', 'token_counting': 'engine_reported'}},
                 id="each-engines-bullet-says-how-its-own-tokens-were-counted"),
    pytest.param("<p>Llama 3.3 70B FP8 with vLLM 0.8.5 on 8x MI325X at TP=8: 6,506 output tokens/s at concurrency 256. It "
                 "fits on a single MI325X, so 8x TP=1 replicas would likely do better.</p>",
                 {6506.0: {'parallelism.tp': 8, 'parallelism.dp': None}},
                 id="replicas-that-would-likely-do-better-are-no-runs-degrees"),
    pytest.param("<p>Qwen3-8B on 4x L4 with vLLM 0.9.0, 4 engines, TP=1 (data parallel): 3,120 output tokens/s at concurre"
                 "ncy 128.</p>",
                 {3120.0: {'parallelism.dp': 4, 'parallelism.tp': 1, 'hardware.count': 4}},
                 id="engines-said-to-be-data-parallel-are-its-degree"),
    pytest.param("<p>DeepSeek-R1 with SGLang 0.4.9 on 8x H200. Definitions:</p><ul><li><strong>Per-user tok/s</strong>: 10"
                 "00 / mean ITL, the decode speed one user sees under that load.</li></ul><table><tr><th>Concurrency</th><"
                 "th>Output tok/s/GPU</th><th>Per-user tok/s</th></tr><tr><td>32</td><td>147</td><td>38.5</td></tr></table"
                 ">",
                 {147.0: {'metric': 'output_tok_s', 'basis': 'per_gpu'}, 38.5: {'metric': 'decode_tok_s', 'concurrency': 32}},
                 id="a-per-user-rate-defined-as-one-over-the-mean-itl-is-decode"),
    pytest.param("<p>Llama-2-13B on one A100 40GB with vLLM 0.4.0. Arrivals follow a Poisson process at rates from 0.25 to"
                 " 3.0 req/s.</p><table><caption>Table 2: Normalized latency (s/token) at selected request rates.</caption"
                 "><tr><th>System</th><th>0.25 req/s</th><th>1.0 req/s</th></tr><tr><td>vLLM</td><td>0.029</td><td>0.038</"
                 "td></tr></table><table><caption>Table 3: Maximum sustainable throughput.</caption><tr><th>System</th><th"
                 ">Max throughput (req/s)</th><th>Total tokens/s (in+out)</th></tr><tr><td>vLLM 0.4.0</td><td>2.35</td><td"
                 ">1,199</td></tr></table><p>Our output rate is below the 1,020 tokens/s reported in [6]. Osei and Marin ["
                 "15] measured 0.55 req/s for TGI on a single A10G.</p>",
                 {2.35: {'metric': 'req_s', 'is_claim': False}, 1199.0: {'metric': 'total_tok_s'}, 1020.0: {'is_claim': True}, 0.55: {'is_claim': True}},
                 id="a-papers-rate-columns-are-loads-and-its-cited-figures-claims"),
    pytest.param("<p>EXAONE 3.5 7.8B를 RTX A6000 한 장에서 vLLM 0.6.4로 띄웠습니다. NVIDIA 드라이버 550.127.05.</p><ul><li>처리량 = 전체 생성 토큰"
                 " 수 ÷ 전체 소요 시간</li></ul><table><tr><th>동시 요청</th><th>처리량 (토큰/초)</th></tr><tr><td>16</td><td>518</td></tr>"
                 "</table><pre><code>[vllm] concurrency=64 requests=200\nthroughput         : 1391.3 tok/s\nrequests/sec    "
                 "   : 5.43</code></pre>",
                 {518.0: {'metric': 'output_tok_s', 'concurrency': 16, 'hardware.driver_version': '550.127.05'}, 1391.3: {'metric': 'output_tok_s'}, 5.43: {'metric': 'req_s', 'concurrency': 64}},
                 id="a-korean-page-defines-its-throughput-as-generated-tokens"),    pytest.param("<p>Mistral Large 2 at 4.0bpw on 3x RTX 3090 with TabbyAPI. Two requests at 28k context:</p><pre><code>IN"
                 "FO:     Metrics (ID: 0b7d22ce): 500 tokens generated in 136.39 seconds (Queue: 0.0 s, Process: 0 cached "
                 "tokens and 27841 new tokens at 352.8 T/s, Generate: 500 tokens at 8.7 T/s, Context: 28341 tokens)\nINFO: "
                 "    Metrics (ID: 71f0aa3e): 400 tokens generated in 23.56 seconds (Queue: 0.0 s, Prompt: 3187 tokens in "
                 "5.71 s at 558.14 T/s, Generate: 400 tokens at 22.41 T/s, Context: 3587 tokens)</code></pre>",
                 {352.8: {'metric': 'prefill_tok_s', 'workload.input_len': 27841}, 8.7: {'metric': 'decode_tok_s', 'workload.output_len': 500, 'token_counting': 'engine_reported'}, 558.14: {'metric': 'prefill_tok_s', 'workload.input_len': 3187}, 22.41: {'metric': 'decode_tok_s', 'workload.output_len': 400}},
                 id="tabbyapi-metrics-lines-that-count-the-generated-tokens-again"),
    pytest.param("<p>Qwen2.5-32B Q4 on an RTX 3080 10GB with Ollama 0.5.7, partial offload:</p><pre><code>total duration: "
                 "      2m16.0352279s\nload duration:        6.2371004s\nprompt eval count:    38 token(s)\nprompt eval durat"
                 "ion: 1.412s\nprompt eval rate:     26.91 tokens/s\neval count:           412 token(s)\neval duration:      "
                 "  2m8.348s\neval rate:            3.21 tokens/s</code></pre>",
                 {136035.2279: {'metric': 'e2e_latency_ms'}, 26.91: {'metric': 'prefill_tok_s'}, 3.21: {'metric': 'decode_tok_s', 'workload.output_len': 412}},
                 id="ollamas-total-duration-past-a-minute"),
    pytest.param("<p>Qwen2.5-32B AWQ auf 2x RTX 4090 mit vLLM 0.10.1, TP 2.</p><table><tr><th>Parallele Anfragen</th><th>D"
                 "urchsatz Output (Tokens/s)</th><th>Anfragen/s</th></tr><tr><td>1</td><td>52,7</td><td>0,21</td></tr><tr>"
                 "<td>8</td><td>284,9</td><td>1,11</td></tr></table><p>Ein Kollege meinte übrigens, er habe mit SGLang auf"
                 " derselben Hardware rund 900 Tokens/s bei 32 Anfragen gesehen.</p>",
                 {52.7: {'metric': 'output_tok_s', 'concurrency': 1}, 0.21: {'metric': 'req_s', 'concurrency': 1}, 284.9: {'metric': 'output_tok_s'}, 1.11: {'metric': 'req_s', 'concurrency': 8}, 900.0: {'is_claim': True}},
                 id="a-german-requests-column-and-a-colleagues-figure"),
    pytest.param("<p>Llama 3.1 8B Q4_K_M en una RTX 3060 12GB, controlador NVIDIA 566.36. Con LM Studio 0.3.5 el acta tard"
                 "ó 1,37 s en soltar el primer token, y 1.893 tokens / 1,37 s salen ≈1.382 tokens por segundo. Con Ollama "
                 "0.5.1, unos 1.712 tokens por segundo procesando el prompt.</p><table><tr><th>Herramienta</th><th>Generac"
                 "ión (tok/s)</th><th>Procesamiento del prompt (tok/s)</th></tr><tr><td>Ollama 0.5.1</td><td>55,9</td><td>"
                 "1.712</td></tr><tr><td>LM Studio 0.3.5</td><td>54,1</td><td>≈1.382 (calculado)</td></tr></table>",
                 {1382.0: {'metric': 'prefill_tok_s', 'engine.id': 'lm-studio', 'hardware.driver_version': '566.36'}, 1712.0: {'metric': 'prefill_tok_s'}, 55.9: {'metric': 'decode_tok_s'}, 54.1: {'metric': 'decode_tok_s'}},
                 id="a-spanish-prompt-rate-worked-out-by-hand-and-noted-in-its-cell"),    pytest.param("<p>Llama 3.1 8B FP8 on one L4 with TensorRT-LLM 0.20.0: 2,111 output tokens/s at concurrency 64.</p><p>E"
                 "xpected behavior: somewhere around 3,500 tokens/sec of output throughput. That is what a post on the NVI"
                 "DIA developer forums reported.</p>",
                 {2111.0: {'is_claim': False, 'engine.version': '0.20.0'}, 3500.0: {'is_claim': True}},
                 id="a-figure-the-next-sentence-says-a-forum-post-reported-is-a-claim"),
    pytest.param("<div class=\"timeline-comment\" data-author=\"reporter\"><p>TensorRT-LLM 0.19.0 on one L4: 2,111 output toke"
                 "ns/s at concurrency 64.</p></div><div class=\"timeline-comment\" data-author=\"maintainer\"><p>TensorRT-LLM "
                 "on our L40S with the same 0.20.0 wheel: 6,452 output tokens/s at concurrency 64.</p></div>",
                 {2111.0: {'engine.version': '0.19.0'}, 6452.0: {'engine.id': 'tensorrt-llm', 'engine.version': '0.20.0'}},
                 id="a-reply-on-the-same-wheel-names-its-release"),
    pytest.param("<p>Qwen3-30B-A3B on 2x H100 with vLLM 0.9.1, --tensor-parallel-size 2 --enable-expert-parallel. With EP "
                 "on, the EP group is the TP group, so EP size 2. Result: 5,335 output tokens/s.</p>",
                 {5335.0: {'parallelism.tp': 2, 'parallelism.ep': 2}},
                 id="an-ep-size-written-without-a-colon"),    pytest.param("<p>RTX 4090 1枚、vLLM 0.6.3 で計測しました。</p><table><tr><th>同時リクエスト</th><th>生成速度（トークン/秒, 1リクエストあたり）</th><th>合計ス"
                 "ループット（トークン/秒）</th></tr><tr><td>1</td><td>54.2</td><td>53.8</td></tr><tr><td>4</td><td>52.1</td><td>205.9"
                 "</td></tr></table>",
                 {54.2: {'metric': 'decode_tok_s', 'concurrency': 1}, 53.8: {'metric': 'output_tok_s'}, 52.1: {'metric': 'decode_tok_s', 'concurrency': 4}, 205.9: {'metric': 'output_tok_s', 'concurrency': 4}},
                 id="a-japanese-sum-beside-a-per-request-generation-rate-is-the-output-throughput"),
    pytest.param("<p>Llama-2-13B on one A100 40GB.</p><table><tr><th>System</th><th>Max throughput (req/s)</th><th>Output "
                 "tokens/s</th></tr><tr><td>HF Transformers 4.38.2</td><td>0.31</td><td>104</td></tr><tr><td>vLLM 0.4.0</t"
                 "d><td>2.35</td><td>797</td></tr></table>",
                 {0.31: {'engine.id': 'transformers'}, 104.0: {'engine.id': 'transformers'}, 2.35: {'engine.id': 'vllm'}, 797.0: {'engine.id': 'vllm'}},
                 id="hugging-face-transformers-as-a-baseline-engine"),
    pytest.param("<p>TurboMind (lmdeploy 0.6.1) on one A100 80GB, 1000 ShareGPT prompts at concurrency 64.</p><table><tr>"
                 "<th>Engine</th><th>RPS (req/s)</th><th>Output (tok/s)</th><th>FTL p50 (s)</th></tr><tr><td>lmdeploy "
                 "0.6.1</td><td>18.42</td><td>3,610.5</td><td>0.287</td></tr><tr><td>vLLM 0.6.0 ‡</td><td>14.1</td><td>"
                 "2,795</td><td>0.41</td></tr></table><p>‡ Not run by us; copied from another project's README for "
                 "reference.</p><p>That is about 30% more requests per second than the published vLLM figure (18.42 vs "
                 "14.1 RPS). One card's 2,039 GB/s caps it near 127 tokens/s at batch 1.</p>",
                 {18.42: {'is_claim': False, 'engine.version': '0.6.1'}, 3610.5: {'is_claim': False},
                  287.0: {'metric': 'ttft_ms', 'statistic': 'p50', 'is_claim': False},
                  14.1: {'is_claim': True, 'engine.id': 'vllm', 'engine.version': '0.6.0'},
                  2795.0: {'is_claim': True}, 410.0: {'metric': 'ttft_ms', 'is_claim': True}},
                 id="a-row-marked-by-a-note-saying-it-was-copied-is-a-claim-with-its-own-version"),
    pytest.param("<h2>Setup</h2><p>lmdeploy 0.6.1 on one A100 80GB. Completion tokens come from the usage field.</p>"
                 "<h2>Results: ShareGPT, 1000 prompts</h2><table><tr><th>Model</th><th>RPS (req/s)</th><th>Output (tok/s)"
                 "</th></tr><tr><td>Llama 3 8B</td><td>18.42</td><td>3,610.5</td></tr></table><h2>One request at a time"
                 "</h2><p>Here token counts are the engine's own: 512 prompt tokens, 256 completion tokens, one request."
                 "</p><table><tr><th>Model</th><th>Output (tok/s)</th></tr><tr><td>Llama 3 8B</td><td>97.7</td></tr>"
                 "</table>",
                 {18.42: {'workload.input_len': None, 'workload.output_len': None},
                  3610.5: {'workload.input_len': None, 'token_counting': 'usage_field'},
                  97.7: {'workload.input_len': 512, 'workload.output_len': 256, 'token_counting': 'engine_reported'}},
                 id="a-later-sections-lengths-are-not-those-of-a-dataset-run-before-it"),
    pytest.param("<article><h1>Mistral sur une RTX 5090</h1><p>vLLM 0.8.5 et llama.cpp sur une RTX 5090.</p><h2>Méthode"
                 "</h2><pre>$ python bench.py --prompt-tokens 1000 --max-tokens 512\n[vllm] median ttft=0.118s decode=57.8"
                 " tok/s</pre><h2>Un seul utilisateur</h2><p>Sur la latence du premier token : 118 ms pour vLLM contre 231 "
                 "ms pour llama.cpp. J'ai refait la mesure avec un prompt de 8 000 tokens : 0,81 s pour vLLM et 1,74 s "
                 "pour llama.cpp.</p><h2>En parallèle</h2><p>J'ai lancé 4 puis 16 clients en même temps et mesuré le débit"
                 " de sortie agrégé.</p><table><tr><th>Clients</th><th>vLLM (tokens/s)</th></tr><tr><td>4</td><td>207,4"
                 "</td></tr><tr><td>16</td><td>694,2</td></tr></table></article><div class='comments'><div class='comment'>"
                 "<p>Merci !</p></div><div class='comment'><p>Super.</p></div></div>",
                 {118.0: {'metric': 'ttft_ms', 'concurrency': 1, 'workload.input_len': 1000},
                  57.8: {'metric': 'decode_tok_s', 'concurrency': 1, 'workload.input_len': 1000},
                  231.0: {'engine.id': 'llama.cpp', 'concurrency': 1},
                  810.0: {'metric': 'ttft_ms', 'engine.id': 'vllm', 'workload.input_len': 8000, 'concurrency': 1},
                  1740.0: {'metric': 'ttft_ms', 'engine.id': 'llama.cpp', 'workload.input_len': 8000},
                  207.4: {'metric': 'output_tok_s', 'concurrency': 4}, 694.2: {'metric': 'output_tok_s', 'concurrency': 16}},
                 id="a-french-post-redoing-a-measurement-its-output-rate-table-and-a-later-sections-load"),
    pytest.param("<p>4 × RTX 4090，LMDeploy：0.6.4，TurboMind 后端，--tp 4。</p><p>这里的“吞吐量”指的是所有并发请求加起来的 输出 "
                 "token 吞吐（不含输入），单位 tokens/s。</p><table><tr><th>并发数</th><th>LMDeploy 吞吐量 (tokens/s)</th>"
                 "</tr><tr><td>16</td><td>372.4</td></tr><tr><td>64</td><td>781.0</td></tr></table><p>我们内部的目标是 TTFT "
                 "不超过 2 秒。</p>",
                 {372.4: {'metric': 'output_tok_s', 'engine.version': '0.6.4', 'concurrency': 16},
                  781.0: {'metric': 'output_tok_s', 'engine.version': '0.6.4', 'concurrency': 64}},
                 id="a-chinese-definition-of-throughput-a-full-width-colon-before-a-release-and-a-target"),
    pytest.param("<p>Mixtral 8x7B on 2x L40S with TensorRT-LLM, vLLM 0.6.4.post1 and TGI 2.4.1, genai-perf at --concurrency"
                 " 1.</p><p>TensorRT-LLM gives 71.2 tokens/sec per stream, vLLM 62.7 tok/s and TGI 58.9 t/s. That is output "
                 "token throughput as genai-perf reports it, so it includes the time to the first token.</p>",
                 {71.2: {'metric': 'output_tok_s', 'engine.id': 'tensorrt-llm'},
                  62.7: {'metric': 'output_tok_s', 'engine.id': 'vllm'}, 58.9: {'metric': 'output_tok_s', 'engine.id': 'tgi'}},
                 id="the-sentence-after-figures-of-no-kind-names-their-kind"),
    pytest.param("<p>llama.cpp b6712 on my DGX Spark: 1,712.44 t/s on pp2048 and 51.87 t/s on tg32. A YouTube review I "
                 "watched showed ~30 tok/s for the same model.</p><p>For reference, our internal numbers are about 1,723 "
                 "tokens/sec prefill (pp2048) and 55 tokens/sec decode (tg32) with llama.cpp. These are from our "
                 "published performance guide.</p>",
                 {1712.44: {'metric': 'prefill_tok_s', 'is_claim': False}, 51.87: {'metric': 'decode_tok_s', 'is_claim': False},
                  30.0: {'is_claim': True}, 1723.0: {'metric': 'prefill_tok_s', 'is_claim': True},
                  55.0: {'metric': 'decode_tok_s', 'is_claim': True}},
                 id="a-review-that-showed-a-figure-a-published-guide-and-a-bracketed-test-name-after-its-figures-word"),
    pytest.param("<p>llama.cpp on a Xeon box.</p><pre>$ ./llama-batched-bench -m llama-3.2-3b.gguf -npp 512 -ntg 128 -npl "
                 "1,32 -t 56\n\n| PP | TG | B | N_KV | T_PP s | S_PP t/s | T_TG s | S_TG t/s | T s | S t/s |\n|---|---|---|---|"
                 "---|---|---|---|---|---|\n| 512 | 128 | 1 | 640 | 1.652 | 309.93 | 6.012 | 21.29 | 7.664 | 83.51 |\n| 512 |"
                 " 128 | 32 | 20480 | 51.204 | 319.97 | 34.871 | 117.46 | 86.075 | 237.93 |</pre><p>Summary:</p><table><tr>"
                 "<th>engine</th><th>batch</th><th>output tok/s</th></tr><tr><td>llama.cpp</td><td>1</td><td>21.29</td></tr>"
                 "<tr><td>llama.cpp</td><td>32</td><td>117.46</td></tr></table><p>Your mean TPOT of 61.95 ms is about 16.1 "
                 "tok/s of pure decode.</p>",
                 {309.93: {'metric': 'prefill_tok_s', 'concurrency': 1}, 21.29: {'metric': 'decode_tok_s', 'concurrency': 1},
                  83.51: {'metric': 'total_tok_s', 'concurrency': 1}, 319.97: {'metric': 'prefill_tok_s', 'concurrency': 32},
                  117.46: {'metric': 'decode_tok_s', 'concurrency': 32}, 237.93: {'metric': 'total_tok_s', 'concurrency': 32},
                  61.95: {'metric': 'tpot_ms'}},
                 id="batched-benchs-batch-and-total-columns-a-summary-restating-them-and-a-latency-converted"),
    pytest.param("<p>Software: ROCm 6.3.1, vLLM 0.7.3 on 8x MI300X.</p><p>That is 2.1x the throughput we saw on the same "
                 "node with the vLLM 0.6.2 stack we used last autumn.</p><p>Table 2. Median TTFT and TPOT (ms)</p><table>"
                 "<tr><th>Concurrency</th><th>Median TTFT (ms)</th><th>Median TPOT (ms)</th></tr><tr><td>8</td><td>142"
                 "</td><td>21.9</td></tr><tr><td>64</td><td>611</td><td>36.4</td></tr><tr><td>256</td><td>4,130</td><td>"
                 "61.2</td></tr></table><p>The median run at concurrency 64:</p><pre>============ Serving Benchmark Result "
                 "============\nRequest throughput (req/s): 11.81\nMean TTFT (ms): 688.42\nMedian TTFT (ms): 611.37\n"
                 "Mean TPOT (ms): 36.81\nMedian TPOT (ms): 36.42\n==================================================</pre>",
                 {142.0: {'engine.version': '0.7.3'}, 21.9: {}, 611.0: {'statistic': 'median', 'concurrency': 64},
                  36.4: {'metric': 'tpot_ms', 'statistic': 'median', 'engine.version': '0.7.3'}, 4130.0: {}, 61.2: {},
                  11.81: {'engine.version': '0.7.3'}, 688.42: {'statistic': 'mean'}, 36.81: {'statistic': 'mean'}},
                 id="a-release-used-before-and-a-table-of-more-rows-than-the-one-run-pasted"),
    pytest.param("<div class='post'><p>sglang 0.4.1.post4 on 8x H100 SXM, --tp 8.</p><pre>python3 -m sglang.bench_serving "
                 "--backend sglang --dataset-name random --random-input-len 1024 --random-output-len 512\n"
                 "============ Serving Benchmark Result ============\nMax reqeuest concurrency: 1\nRequest throughput "
                 "(req/s): 0.08\nOutput token throughput (tok/s): 40.55\n"
                 "==================================================</pre></div><div class='comment'><p>Confirmed. "
                 "Same H100 box, same client, the smaller tree: concurrency 16 gives 528.61 tok/s output.</p></div>",
                 {0.08: {'basis': 'single_stream', 'concurrency': 1}, 40.55: {'basis': 'single_stream', 'concurrency': 1},
                  528.61: {'concurrency': 16, 'parallelism.tp': 8, 'workload.input_len': 1024,
                           'workload.output_len': 512}},
                 id="sglangs-misspelt-concurrency-line-and-a-reply-on-the-same-named-box-and-client"),
    pytest.param("<p>b4500 on my RTX 4090:</p><pre>| model | size | params | backend | ngl | test | t/s |\n| --- | ---: | ---: |"
                 " --- | --: | ---: | ---: |\n| qwen2 14B Q8_0 | 14.62 GiB | 14.77 B | CUDA | 99 | tg128 | 52.61 ± 0.04 |\n"
                 "build: 3edfa7d3 (4500)</pre><p>b4600:</p><pre>| model | size | params | backend | ngl | test | t/s |\n"
                 "| --- | ---: | ---: | --- | --: | ---: | ---: |\n| qwen2 14B Q8_0 | 14.62 GiB | 14.77 B | CUDA | 99 | tg128 |"
                 " 47.83 ± 0.05 |\nbuild: 9c4e17ab (4600)</pre><p>With the fix I get tg128 back to 52.4 t/s, vs 47.9 on "
                 "master.</p>",
                 {52.61: {'engine.version': '3edfa7d3 (4500)'}, 47.83: {'engine.version': '9c4e17ab (4600)'},
                  52.4: {'metric': 'decode_tok_s'}, 47.9: {'metric': 'decode_tok_s'}},
                 id="a-pasted-llama-bench-tables-own-build-line-and-a-bare-figure-compared-after-a-rate"),
    pytest.param("<p>vLLM 0.6.3 で RTX 4060 Ti 16GB。</p><p>16並列で合計 389.41 tok/s。1リクエストあたりでは 1000 ÷ 39.46 ≒ 25 "
                 "トークン/秒 まで落ちます。</p>",
                 {389.41: {'concurrency': 16}},
                 id="a-japanese-division-worked-out-with-its-nearly-equal-sign-is-no-figure"),
]


@pytest.mark.parametrize("text,pair", [("(24022.63 vs 22116.03)", ("24022.63", "22116.03")),
                                       ("different prompts, 16 vs 8 slots, q8_0 KV", None),
                                       ("4 vs 8 GPUs", None), ("41.2 vs 38.0 tok/s", None)])
def test_two_bare_numbers_compared_are_figures_unless_counts(text: str, pair: tuple[str, str] | None) -> None:
    """A bare pair compared is two figures; a pair of counts of things ("16 vs 8 slots") or of a unit is not one."""
    m = rules.VS_PAIR_RE.search(text)
    assert (m.group("a", "b") if m else None) == pair


@pytest.mark.parametrize("text,length", [("chewing through roughly 28k input tokens per second", None),
                                         ("a 28k input prompt", 28), ("32k prompts from our traffic", None),
                                         ("--system-prompt-len 2048", None), ("--prompt-len 2048", 2048)])
def test_input_length_rules(text: str, length: int | None) -> None:
    """A length the input rules read, or none: not a rate of input tokens, a source of prompts or a system prompt."""
    found = [m.group("n") for rx in rules.INPUT_LEN_RULES for m in rx.finditer(text)]
    assert found == ([] if length is None else [str(length)])


@pytest.mark.parametrize("html,expected", WILD_CASES)
def test_write_ups_in_the_wild(html: str, expected: dict[float, dict[str, object]]) -> None:
    """Exactly the expected figures, each with the expected fields."""
    recs = records(html)
    assert sorted(r["value"] for r in recs) == sorted(expected), [(r["metric"], r["value"]) for r in recs]
    for rec in recs:
        for path, want in expected[rec["value"]].items():
            assert _get(rec, path) == want, (rec["value"], path, _get(rec, path))


def test_equal_figures_in_two_rows_are_two_measurements() -> None:
    """Two rows of one table that happen to hold the same value are two measurements, each with its own load and
    statistic, not one figure restated."""
    recs = records("<p>SGLang 0.5.3 on one H100.</p><table><tr><th>#</th><th>Concurrency</th><th>TTFT p50 (ms)</th>"
                   "<th>TTFT p99 (ms)</th></tr><tr><td>3</td><td>16</td><td>19</td><td>71</td></tr><tr><td>10</td>"
                   "<td>64</td><td>71</td><td>305</td></tr></table>")
    assert sorted((r["value"], r["statistic"], r["concurrency"]) for r in recs) == [
        (19.0, "p50", 16), (71.0, "p50", 64), (71.0, "p99", 16), (305.0, "p99", 64)]


def test_one_rows_equal_figures_of_two_bases_are_two_measurements() -> None:
    """A one-GPU machine's row gives the same value as its output throughput and per GPU: two records, two bases."""
    recs = records("<p>vLLM 0.11.2 on one H200.</p><table><tr><th>Instance</th><th>Output tok/s</th><th>Output tok/s "
                   "per GPU</th></tr><tr><td>gpu.h200x1</td><td>1,840</td><td>1,840</td></tr><tr><td>gpu.h100x2</td>"
                   "<td>2,051</td><td>1,026</td></tr></table>")
    assert sorted((r["value"], r["basis"]) for r in recs) == [
        (1026.0, "per_gpu"), (1840.0, "per_gpu"), (1840.0, "unknown"), (2051.0, "unknown")]


def test_a_table_repeating_one_value_is_read_in_bounded_time() -> None:
    """Past rules.MAX_EQUAL_ROW_FIGURES equal figures, a table's further rows of that value are restatements: the
    records stay bounded, and so does the walk over them."""
    rows = "".join(f"<tr><td>r{i}</td><td>1234.5</td></tr>" for i in range(300))
    recs = records(f"<p>vLLM 0.11 on one H100.</p><table><tr><th>run</th><th>tok/s</th></tr>{rows}</table>")
    assert len(recs) == rules.MAX_EQUAL_ROW_FIGURES + 1


SCENARIO_PAGE = """<html><body><h1>Two ways to serve a 70B model on 4x L40S</h1>
<h2>Online serving</h2>
<p>We drove vLLM with bench_serving at several request rates, with the input length fixed at 2048 tokens.</p>
<h2>Offline batch</h2>
<p>The offline runs used benchmark_throughput with batch sizes from 64 to 512.</p>
<h2>Results</h2>
<p>Online, vLLM reached a peak output throughput of 1,840 tokens/s.</p>
<p>In offline scenarios the best output throughput was 3,120 tokens/s with vLLM.</p>
</body></html>"""


def test_a_bound_says_so_in_its_notes() -> None:
    """A figure written as a bound keeps its value and says which bound, in words, in its notes."""
    recs = records("<p>vLLM 0.8.4 on one H100. The p99 TTFT was less than 2 s, and throughput exceeds 10k tok/s at "
                   "concurrency 256.</p>")
    notes = {r["value"]: r["notes"] for r in recs}
    assert "written as an upper bound ('less than'): not precise" in notes[2000]
    assert "written as a lower bound ('exceeds'): not precise" in notes[10000]


def test_a_length_stated_for_one_scenario_stays_with_it() -> None:
    """An input length stated under "Online serving" is not given to a figure its sentence calls offline."""
    by_value = {r["value"]: r for r in records(SCENARIO_PAGE)}
    assert by_value[1840.0]["workload"]["input_len"] == 2048
    assert by_value[3120.0]["workload"]["input_len"] is None


def test_a_page_wide_length_still_reaches_figures_of_no_other_scenario() -> None:
    page = SCENARIO_PAGE.replace("In offline scenarios the best", "The best")
    by_value = {r["value"]: r for r in records(page)}
    assert by_value[3120.0]["workload"]["input_len"] == 2048


@pytest.mark.parametrize("canonical, source_url, measured_by", [
    ("https://blog.vllm.ai/2026/01/post.html", "https://mirror.example.test/p", "engine_maintainer"),
    ("https://developer.nvidia.com/blog/p", None, "vendor"),
    ("http://[x/p", "https://developer.nvidia.com/blog/p", "vendor"),  # a malformed canonical link gives way
    ("http://[x/p", None, "third_party"),
    ("http://[x/p", "https://[y", "third_party"),
    (None, "https://github.com/org/repo/issues/1", "third_party"),
])
def test_measured_by_reads_the_first_url_that_parses(canonical: str | None, source_url: str | None,
                                                     measured_by: str) -> None:
    """Who measured comes from the page's canonical link, else the source's URL; a malformed one is passed over."""
    link = f'<link rel="canonical" href="{canonical}">' if canonical else ""
    page = f"<html><head>{link}</head><body><article><p>Decode reached 52.3k tok/s.</p></article></body></html>"
    recs = extract_writeup(parse_document(page.encode(), "text/html"), 0, source_url)
    assert recs and {r["measured_by"] for r in recs} == {measured_by}
