"""Dumps written per engine version family parse to their values, with pointers for provenance."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from extractors.dumps import detect_kind, parse_dump
from extractors.dumps.detect import detect_format

DUMPS = Path(__file__).parent / "fixtures" / "dumps"

#: file -> (format, attributes, config subset, pointer checks)
CASES: dict[str, tuple[str, dict[str, Any], dict[str, Any], dict[str, str]]] = {
    "sglang_v04_flat_noversion.json": (
        "sglang_server_info",
        {"engine_id": "sglang", "engine_version": None, "omitted": ["engine.version"], "model_path": "Qwen/Qwen2.5-72B-Instruct",
         "parallelism": {"tp": 4, "dp": 1, "ep": None}},
        {"context_length": 32768, "max_running_requests": 2048, "chunked_prefill_size": 8192, "cuda_graph_max_bs": 160,
         "speculative_algorithm": None, "speculative_num_steps": None},
        {"config.context_length": "/internal_states/0/context_length", "config.chunked_prefill_size": "/chunked_prefill_size"}),
    "sglang_v05_flat_version.json": (
        "sglang_server_info",
        {"engine_version": "0.5.4.post1", "engine_commit": None, "parallelism": {"tp": 2, "ep": 1, "dp": 1, "pp": 1}},
        {"kv_cache_dtype": "fp8_e5m2", "prefill_attention_backend": "fa3", "decode_attention_backend": "flashinfer",
         "speculative_algorithm": "EAGLE3", "speculative_num_steps": 3, "speculative_eagle_topk": 1,
         "speculative_num_draft_tokens": 4, "speculative_draft_model_path": "yuhuili/EAGLE3-LLaMA3.3-Instruct-70B"},
        {"engine.version": "/version", "config.decode_attention_backend": "/internal_states/0/decode_attention_backend"}),
    "sglang_2026_nested.json": (
        "sglang_server_info",
        {"engine_version": "0.0.0.dev1+g753da2753", "engine_commit": "753da2753",
         "parallelism": {"tp": 8, "dp": 8, "ep": 8, "pp": 1}},
        {"cuda_graph_max_bs": 128, "disable_cuda_graph": False, "disable_piecewise_cuda_graph": True,
         "attention_backend": "dsa", "dsa_prefill_backend": "flashmla_sparse", "moe_a2a_backend": "deepep",
         "enable_dp_attention": True},
        {"config.cuda_graph_max_bs": "/cuda_graph_config/decode/max_bs", "parallelism.tp": "/parallel/tp_size",
         "config.disable_piecewise_cuda_graph": "/cuda_graph_config/prefill/enabled",
         "config.attention_backend": "/internal_states/0/attention_backend"}),
    "sglang_get_model_info_old.json": (
        "sglang_model_info", {"engine_id": "sglang", "model_path": "Qwen/Qwen2.5-72B-Instruct"}, {}, {"model.path": "/model_path"}),
    "sglang_launch.log": (
        "sglang_startup_log",
        {"engine_id": "sglang", "engine_version": None, "model_path": "Qwen/Qwen3-32B", "parallelism": {"tp": 2, "ep": 1}},
        {"kv_cache_dtype": "auto", "chunked_prefill_size": 8192, "attention_backend": "fa3", "cuda_graph_max_bs": 256},
        {"config.chunked_prefill_size": "line 1: chunked_prefill_size"}),
    "vllm_v07_namespace.log": (
        "vllm_startup_log",
        {"engine_version": "0.7.3", "model_path": "Qwen/Qwen2.5-7B-Instruct", "parallelism": {"tp": 1, "pp": 1, "ep": None}},
        {"kv_cache_dtype": "fp8_e5m2", "max_model_len": 16384, "gpu_memory_utilization": 0.85, "max_num_seqs": 128,
         "enforce_eager": True},
        {"engine.version": "line 1: vLLM API server version 0.7.3"}),
    "vllm_v010.log": (
        "vllm_startup_log",
        {"engine_version": "0.10.2", "parallelism": {"tp": 4, "pp": 1, "dp": 1}, "runtime": {"kv_cache_tokens": 402112}},
        {"max_model_len": 32768, "max_num_seqs": 256, "compilation_config": {"level": 3, "cudagraph_mode": "FULL_AND_PIECEWISE"}},
        {"config.max_num_seqs": "line 2: max_num_seqs=256"}),
    "vllm_v011.log": (
        "vllm_startup_log",
        {"engine_version": "0.11.0", "parallelism": {"tp": 4, "pp": 1, "dp": 2, "ep": 8},
         "runtime": {"kv_cache_tokens": 1650000}},
        {"kv_cache_dtype": "fp8", "speculative_method": "ngram", "num_speculative_tokens": 3, "quantization": "fp8",
         "max_model_len": 40960, "enforce_eager": False},
        {"config.max_model_len": "line 3: max_seq_len=40960"}),
    "vllm_v025.log": (
        "vllm_startup_log",
        {"engine_version": "0.25.0", "model_path": "deepseek-ai/DeepSeek-V3", "parallelism": {"tp": 1, "dp": 8, "ep": 8},
         "runtime": {"kv_cache_tokens": 3310912}},
        {"kv_cache_dtype": "fp8", "block_size": 64,
         "attention_config": {"_type": "AttentionConfig", "backend": "<AttentionBackendEnum.FLASHMLA: 'FLASHMLA'>",
                              "use_prefill_decode_attention": False}},
        {"engine.version": "line 2: █  version 0.25.0", "model.path": "line 3: █  model"}),
    "vllm_version.json": ("vllm_version", {"engine_id": "vllm", "engine_version": "0.10.1.1"}, {}, {"engine.version": "/version"}),
    "vllm_server_info_json.json": (
        "vllm_server_info",
        {"engine_version": "0.11.2", "model_path": "meta-llama/Llama-3.1-8B-Instruct", "parallelism": {"tp": 1, "pp": 1, "dp": 1},
         "hardware": {"accelerator_as_written": "NVIDIA L40S", "count": 1, "driver_version": "570.172.08"}},
        {"max_model_len": 8192, "kv_cache_dtype": "auto", "max_num_batched_tokens": 8192, "enable_chunked_prefill": True,
         "enable_expert_parallel": False},
        {"config.kv_cache_dtype": "/vllm_config/cache_config/cache_dtype", "engine.version": "/system_env/vllm_version"}),
    "vllm_server_info_rocm.json": (
        "vllm_server_info",
        {"engine_version": "0.9.1", "hardware": {"rocm_version": "6.3.42131-fa1d09cfd"}},
        {"max_model_len": 8192},
        {"hardware.rocm_version": "/system_env/rocm_version"}),
    "llamacpp_props_new.json": (
        "llamacpp_props",
        {"engine_id": "llama.cpp", "engine_version": "b7120-1f2e3d4c", "engine_commit": "1f2e3d4c",
         "model_path": "/models/qwen2.5-coder-7b-instruct-q8_0.gguf"},
        {"n_ctx_per_slot": 16384, "total_slots": 2, "n_ctx": 32768, "model_ftype": "Q8_0"},
        {"engine.version": "/build_info", "config.n_ctx_per_slot": "/default_generation_settings/n_ctx"}),
    "hf_llama33_70b.json": (
        "hf_config", {"kind": "model_config", "geometry": {"num_hidden_layers": 80, "num_key_value_heads": 8, "head_dim": 128,
                                                           "attention_type": "gqa"}}, {}, {"geometry.head_dim": "/head_dim"}),
    "hf_multimodal_nested.json": (
        "hf_config", {"geometry": {"num_hidden_layers": 28, "num_key_value_heads": 4, "head_dim": 128, "attention_type": "gqa"}},
        {}, {"geometry.num_hidden_layers": "/text_config/num_hidden_layers"}),
    "hf_falcon_mqa.json": (
        "hf_config", {"geometry": {"num_hidden_layers": 32, "num_key_value_heads": 1, "head_dim": 64, "attention_type": "mqa"}},
        {}, {}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_family_dump_parses(name: str) -> None:
    fmt, attrs, config, pointers = CASES[name]
    raw = (DUMPS / name).read_bytes()
    assert detect_format(raw) == fmt
    dump = parse_dump(raw, name, 2, detect_kind(raw))
    assert dump.format == fmt and dump.source_index == 2
    for attr, expected in attrs.items():
        actual = getattr(dump, attr)
        if isinstance(expected, dict):
            assert {k: (actual or {}).get(k) for k in expected} == expected, attr
        else:
            assert actual == expected, attr
    assert {k: dump.config.get(k) for k in config} == config
    for path, pointer in pointers.items():
        assert dump.pointers[path].startswith(pointer) or pointer in dump.pointers[path], (path, dump.pointers[path])


def test_speculative_keys_dropped_when_speculation_is_off() -> None:
    dump = parse_dump((DUMPS / "sglang_v04_flat_noversion.json").read_bytes(), "x", 0, "server_info")
    assert "speculative_num_steps" not in dump.config and dump.speculative == {}


@pytest.mark.parametrize(("raw", "kind"), [
    (b"<!DOCTYPE html><html><body><p>vLLM API server version 0.11.0</p></body></html>", None),
    (b"# My benchmark\n\nWe ran vLLM 0.11 with tensor_parallel_size 8 and got 5,000 tok/s.\n", None),
    (b'{"title": "a post", "body": "we ran sglang"}', None),
    (b'{"foo": 1, "bar": [1, 2]}', "server_info"),
    (b'{"version": "0.6.3"}', "server_info"),
    (b"\xef\xbb\xbf" + b'{"num_hidden_layers": 2, "hidden_size": 64, "num_attention_heads": 4}', "model_config"),
    (b'{"tp_size": 8, "model_path": "x", "chunked', "server_info"),
])
def test_detect_kind_by_content(raw: bytes, kind: str | None) -> None:
    assert detect_kind(raw) == kind


def _resolve(doc: Any, pointer: str) -> bool:
    """True when an RFC 6901 pointer names a value of doc."""
    cur = doc
    for raw in pointer[1:].split("/"):
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(cur, dict) and part in cur:
            cur = cur[part]
        elif isinstance(cur, list) and part.isdigit() and int(part) < len(cur):
            cur = cur[int(part)]
        else:
            return False
    return True


@pytest.mark.parametrize("name", sorted(n for n in CASES if n.endswith(".json")))
def test_every_citable_pointer_resolves(name: str) -> None:
    import json

    from extractors.merge import is_pointer

    raw = (DUMPS / name).read_bytes()
    dump = parse_dump(raw, name, 0, detect_kind(raw))
    doc = json.loads(raw)
    for path, pointer in dump.pointers.items():
        if is_pointer(pointer):
            assert _resolve(doc, pointer), (path, pointer)
