"""Each engine sample in ../shared/samples parses to the values it holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from extractors.dumps import detect_kind, parse_dump

SERVERINFO = "samples/serverinfo"
MODEL_CONFIGS = "samples/model_configs"

#: (file, kind, expected attributes of the Dump, expected config subset)
CASES: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = [
    (f"{SERVERINFO}/sglang_get_server_info_dsv3_8gpu.json", "server_info",
     {"engine_id": "sglang", "engine_version": "0.5.9", "model_path": "deepseek-ai/DeepSeek-V3",
      "parallelism": {"tp": 8, "ep": 8, "dp": 1, "pp": 1}},
     {"context_length": 65536, "kv_cache_dtype": "fp8_e4m3", "mem_fraction_static": 0.85, "max_running_requests": 128,
      "chunked_prefill_size": 2048, "attention_backend": "fa3", "prefill_attention_backend": "fa3",
      "decode_attention_backend": "fa3", "cuda_graph_max_bs": 128, "disable_cuda_graph": False,
      "disable_piecewise_cuda_graph": True, "speculative_algorithm": "EAGLE", "speculative_num_steps": 3,
      "speculative_eagle_topk": 1, "speculative_num_draft_tokens": 4}),
    (f"{SERVERINFO}/sglang_get_server_info_llama70b_2gpu.json", "server_info",
     {"engine_id": "sglang", "engine_version": None, "model_path": "meta-llama/Llama-3.1-70B-Instruct",
      "parallelism": {"tp": 2, "ep": 1, "dp": 1, "pp": 1}, "omitted": ["engine.version"]},
     {"context_length": 32768, "kv_cache_dtype": "auto", "chunked_prefill_size": 8192, "mem_fraction_static": 0.88,
      "max_running_requests": 256, "attention_backend": "flashinfer", "prefill_attention_backend": "flashinfer",
      "decode_attention_backend": "flashinfer", "cuda_graph_max_bs": 256, "disable_cuda_graph": False}),
    (f"{SERVERINFO}/sglang_get_model_info_dsv3.json", "server_info",
     {"engine_id": "sglang", "model_path": "deepseek-ai/DeepSeek-V3"}, {}),
    (f"{SERVERINFO}/vllm_startup_log_excerpt.txt", "startup_log",
     {"engine_id": "vllm", "engine_version": "0.11.0", "model_path": "deepseek-ai/DeepSeek-V3",
      "parallelism": {"tp": 8, "ep": 8, "dp": 1, "pp": 1}},
     {"max_model_len": 32768, "tensor_parallel_size": 8, "enable_expert_parallel": True, "gpu_memory_utilization": 0.92,
      "kv_cache_dtype": "fp8", "max_num_batched_tokens": 8192, "max_num_seqs": 256, "enable_chunked_prefill": True,
      "speculative_method": "deepseek_mtp", "num_speculative_tokens": 1, "enforce_eager": False}),
    (f"{SERVERINFO}/vllm_server_info_devmode.json", "server_info",
     {"engine_id": "vllm", "engine_version": "0.11.0", "model_path": "deepseek-ai/DeepSeek-V3",
      "parallelism": {"tp": 8, "ep": None, "dp": 1, "pp": 1},
      "hardware": {"accelerator_as_written": "NVIDIA H200", "count": 8, "cuda_version": "12.8.93"}},
     {"tensor_parallel_size": 8, "quantization": "fp8", "kv_cache_dtype": "fp8", "enforce_eager": False,
      "speculative_method": "deepseek_mtp", "num_speculative_tokens": 1}),
    (f"{SERVERINFO}/llamacpp_props.json", "server_info",
     {"engine_id": "llama.cpp", "engine_version": "b6710-74b8fc17", "engine_commit": "74b8fc17",
      "model_path": "/models/Meta-Llama-3.1-8B-Instruct-Q4_K_M.gguf"},
     {"n_ctx_per_slot": 8192, "total_slots": 4, "n_ctx": 32768}),
    (f"{MODEL_CONFIGS}/deepseek_v3_config.json", "model_config", {"engine_id": None}, {}),
    (f"{MODEL_CONFIGS}/llama31_70b_config.json", "model_config", {"engine_id": None}, {}),
]

GEOMETRY = {
    "deepseek_v3_config.json": {"num_hidden_layers": 61, "kv_lora_rank": 512, "qk_rope_head_dim": 64,
                                "attention_type": "mla", "num_key_value_heads": 128},
    "llama31_70b_config.json": {"num_hidden_layers": 80, "num_key_value_heads": 8, "head_dim": 128,
                                "attention_type": "gqa"},
}


def _sample(shared_dir: Path, rel: str) -> Path:
    """A sample file, or skip when it is absent."""
    path = shared_dir / rel
    if not path.exists():
        pytest.skip(f"{rel} is not present")
    return path


@pytest.mark.parametrize(("rel", "kind", "attrs", "config"), CASES, ids=[c[0].rsplit("/", 1)[-1] for c in CASES])
def test_sample_parses_to_its_values(shared_dir: Path, rel: str, kind: str, attrs: dict[str, Any],
                                     config: dict[str, Any]) -> None:
    raw = _sample(shared_dir, rel).read_bytes()
    assert detect_kind(raw) == kind
    dump = parse_dump(raw, rel, 0, kind)
    for name, expected in attrs.items():
        actual = getattr(dump, name)
        if isinstance(expected, dict):
            assert {k: actual.get(k) for k in expected} == expected, name
        else:
            assert actual == expected, name
    assert {k: dump.config.get(k) for k in config} == config
    for path in (f"config.{k}" for k in config):
        assert dump.pointers[path], path
    name = rel.rsplit("/", 1)[-1]
    if name in GEOMETRY:
        assert {k: (dump.geometry or {}).get(k) for k in GEOMETRY[name]} == GEOMETRY[name]


def test_sglang_sample_prefers_internal_states_for_top_level_nulls(shared_dir: Path) -> None:
    rel = f"{SERVERINFO}/sglang_get_server_info_dsv3_8gpu.json"
    dump = parse_dump(_sample(shared_dir, rel).read_bytes(), rel, 3, "server_info")
    assert dump.pointers["config.prefill_attention_backend"] == "/internal_states/0/prefill_attention_backend"
    assert dump.pointers["config.chunked_prefill_size"] == "/chunked_prefill_size"
    assert dump.runtime["max_total_num_tokens"] == 1132608
    assert dump.runtime["avg_spec_accept_length"] == pytest.approx(2.7134)


def _variant_blocks(text: str) -> dict[str, str]:
    """The '## [X]' blocks of the variants file, each a separate deployment's log."""
    blocks: dict[str, str] = {}
    current = None
    for line in text.splitlines():
        if line.startswith("## ["):
            current = line[4]
            blocks[current] = ""
        elif current and not line.startswith("#"):
            blocks[current] += line + "\n"
    return {k: v for k, v in blocks.items() if v.strip()}


VARIANTS = {
    "A": ("0.7.2", "meta-llama/Llama-3.1-70B-Instruct", {"tp": 2, "pp": 1},
          {"kv_cache_dtype": "auto", "max_model_len": 32768, "gpu_memory_utilization": 0.9, "enforce_eager": False}),
    "B": ("0.10.2", "meta-llama/Llama-3.1-70B-Instruct", {"tp": 2, "pp": 1, "dp": 1},
          {"max_model_len": 32768, "gpu_memory_utilization": 0.92, "max_num_seqs": 256}),
    "D": ("0.25.0", "deepseek-ai/DeepSeek-V3", {"tp": 1, "dp": 8, "ep": 8},
          {"kv_cache_dtype": "fp8", "block_size": 64, "gpu_memory_utilization": 0.95, "max_num_batched_tokens": 8192}),
}


@pytest.mark.parametrize("block", sorted(VARIANTS))
def test_vllm_log_variants(shared_dir: Path, block: str) -> None:
    text = _sample(shared_dir, f"{SERVERINFO}/vllm_startup_log_variants.txt").read_text(encoding="utf-8")
    raw = _variant_blocks(text)[block].encode()
    assert detect_kind(raw) == "startup_log"
    dump = parse_dump(raw, f"variant {block}", 0, "startup_log")
    version, model, par, config = VARIANTS[block]
    assert (dump.engine_version, dump.model_path) == (version, model)
    assert {k: dump.parallelism[k] for k in par} == par
    assert {k: dump.config.get(k) for k in config} == config


@pytest.mark.parametrize("rel", [f"{SERVERINFO}/openai_usage_examples.txt", f"{SERVERINFO}/sglang_server_args_fields.json"])
def test_non_dump_samples_are_not_taken_for_a_known_engine(shared_dir: Path, rel: str) -> None:
    raw = _sample(shared_dir, rel).read_bytes()
    kind = detect_kind(raw)
    if rel.endswith(".txt"):
        assert kind is None
    else:
        from benchrec.errors import DumpError

        with pytest.raises(DumpError, match="unknown dump layout"):
            parse_dump(raw, rel, 0, kind)
