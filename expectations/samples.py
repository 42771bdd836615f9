"""Clean sample records backed by real snapshots: the baseline the defect corpus and the benchmark mutate."""

from __future__ import annotations

import json
from typing import Any

from extractors.content import document_text
from extractors.record import cite, cite_pointer, new_benchmark, new_kv_efficiency, set_path
from staging.hashing import sha256_bytes
from staging.store import Store

WRITEUP_HTML = b"""<!doctype html><html><head><title>Llama 3.1 70B prefill on 8x H100 SXM</title></head><body>
<article><h1>Llama 3.1 70B prefill on 8x H100 SXM with SGLang 0.4.6</h1>
<p>We measured single-stream prefill of one 8192-token prompt on 8x H100 SXM5 80GB connected by NVLink 4 and NVSwitch.</p>
<p>Prefill throughput: 12,400 tok/s (mean of three identical runs: 12,400, 12,310 and 12,450 tok/s).</p>
<p>Tokens were counted from the usage field of the response.</p>
<p>Software: SGLang 0.4.6, driver 550.54.15, CUDA 12.4, tensor parallel 8, bf16 weights.</p>
<p>chunked_prefill_size sweep: 4096 gives 11,800 tok/s, 8192 gives 12,400 tok/s, 16384 gives 12,900 tok/s.</p>
</article></body></html>
"""
WRITEUP_URL = "http://127.0.0.1/benchrec-sample/llama70b-h100-prefill.html"
WRITEUP_TYPE = "text/html; charset=utf-8"
SERVER_INFO = json.dumps({
    "version": "0.4.6", "tp_size": 8, "dp_size": 1, "chunked_prefill_size": 8192, "dtype": "bfloat16",
    "kv_cache_dtype": "auto", "mem_fraction_static": 0.85, "model_path": "meta-llama/Llama-3.1-70B-Instruct",
}, indent=1, sort_keys=True).encode()
SERVER_INFO_URL = "http://127.0.0.1:30000/get_server_info"

QUOTES: tuple[tuple[str, Any, str], ...] = (
    ("value", 12400.0, "12,400 tok/s"),
    ("engine.version", "0.4.6", "SGLang 0.4.6"),
    ("hardware.driver_version", "550.54.15", "driver 550.54.15"),
    ("hardware.cuda_version", "12.4", "CUDA 12.4"),
    ("hardware.accelerator_as_written", "H100 SXM5 80GB", "H100 SXM5 80GB"),
    ("hardware.interconnect_as_written", "NVLink 4 and NVSwitch", "NVLink 4 and NVSwitch"),
    ("token_counting", "usage_field", "counted from the usage field"),
)
POINTERS: tuple[tuple[str, Any, str], ...] = (
    ("parallelism.tp", 8, "/tp_size"),
    ("config.chunked_prefill_size", 8192, "/chunked_prefill_size"),
    ("config.mem_fraction_static", 0.85, "/mem_fraction_static"),
)


def _source(url: str, raw: bytes, kind: str, content_type: str) -> dict[str, Any]:
    """A provenance source entry for bytes fetched from url."""
    return {"url": url, "kind": kind, "fetched_at": "2026-12-01T00:00:00+00:00", "sha256": sha256_bytes(raw),
            "http": {"status": 200, "etag": None, "last_modified": None, "content_type": content_type},
            "extractor": {"name": "benchrec-sample", "version": "1"}}


def put_snapshots(store: Store) -> None:
    """Store the sample sources' bytes so provenance checks can find them."""
    store.snapshots.put(WRITEUP_HTML, {"url": WRITEUP_URL})
    store.snapshots.put(SERVER_INFO, {"url": SERVER_INFO_URL})


def _cite_all(rec: dict[str, Any]) -> None:
    """Set the quoted and pointed-to fields with their provenance."""
    text = document_text(WRITEUP_HTML, WRITEUP_TYPE)
    for path, value, quote in QUOTES:
        start = text.index(quote)
        cite(rec, path, value, 0, text, start, start + len(quote))
    for path, value, pointer in POINTERS:
        cite_pointer(rec, path, value, 1, pointer)


def clean_benchmark(store: Store | None = None, slug: str = "sample-sglang-llama31-70b-8xh100-prefill-8k") -> dict[str, Any]:
    """A benchmark draft that passes every critical and warning rule (snapshots put in store when given)."""
    if store is not None:
        put_snapshots(store)
    rec = new_benchmark()
    rec.update({
        "id": f"benchmarks/{slug}",
        "title": "SGLang 0.4.6 serving Llama 3.1 70B on 8x H100 SXM: single-stream prefill of an 8K prompt",
        "metric": "prefill_tok_s", "unit": "tok/s", "basis": "single_stream", "concurrency": 1,
        "unit_text": "tok/s prefill (single stream, tokens counted from the response usage field)",
        "statistic": "mean", "measured_by": "third_party", "reproducible": True,
        "methodology": "One 8192-token prompt, cold cache, three identical runs; tokens from the usage field.",
        "notes": "Sample record used to exercise the audit.",
        "updated": "2026-12-01",
    })
    rec["provenance"]["sources"] = [_source(WRITEUP_URL, WRITEUP_HTML, "writeup", WRITEUP_TYPE),
                                    _source(SERVER_INFO_URL, SERVER_INFO, "server_info", "application/json")]
    _cite_all(rec)
    rec["workload"].update({"input_len": 8192, "output_len": 1, "num_prompts": 1, "dataset": "random", "cache": "cold"})
    rec["model"].update({"name": "Llama 3.1 70B", "id": "llama-3.1-70b", "variant": "bf16"})
    rec["engine"].update({"id": "sglang"})
    set_path(rec, "hardware.accelerator_id", "nvidia-h100-sxm")
    set_path(rec, "hardware.count", 8)
    rec["parallelism"].update({"ep": 1, "dp": 1, "pp": 1})
    rec["config"].update({"kv_cache_dtype": "auto"})
    rec["variance"] = {"reruns": [12400.0, 12310.0, 12450.0], "spread": None, "stdev": None,
                       "sweeps": [{"param": "chunked_prefill_size", "points": [
                           {"x": 4096, "value": 11800.0}, {"x": 8192, "value": 12400.0},
                           {"x": 16384, "value": 12900.0}]}],
                       "alternatives": []}
    rec["interconnect_ids"] = ["nvlink-4", "nvswitch-4"]
    rec["confidence"] = {"level": "high", "score": 0.8}
    return rec


def clean_kv(store: Store | None = None, slug: str = "sample-sglang-llama31-70b-bf16kv") -> dict[str, Any]:
    """A kv-efficiency draft of the same deployment, linked to the benchmark as its sibling."""
    bench = clean_benchmark(store)
    rec = new_kv_efficiency()
    rec.update({
        "id": f"kv-efficiency/{slug}", "title": "Llama 3.1 70B bf16 KV cache on SGLang",
        "attention_type": "gqa", "kv_cache_dtype": "bf16", "kv_bytes_per_token": 327680,
        "kv_bytes_per_token_bf16": 327680, "quant_method": None, "measured_ttft_ms_at_ctx": None,
        "kv_bytes_basis": "2 x 80 layers x 8 kv_heads x 128 head_dim x 2 bytes = 327,680 B/token",
        "methodology": "Derived from the model geometry.", "notes": "Sample record.", "updated": "2026-12-01",
        "links": [{"rel": "sibling", "id": bench["id"]}],
    })
    for key in ("model", "engine", "hardware", "provenance"):
        rec[key] = json.loads(json.dumps(bench[key]))
    rec["provenance"]["fields"] = {k: v for k, v in rec["provenance"]["fields"].items()
                                   if k.split(".")[0] in ("engine", "hardware")}
    rec["config"] = {"kv_cache_dtype": "auto"}
    return rec
