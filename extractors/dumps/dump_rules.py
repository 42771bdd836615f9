"""Rules of the dump parsers as data: key names, aliases, version-line patterns, mappings to the record."""

from __future__ import annotations

import re

#: Bytes of a dump looked at to recognise its format (the whole dump is never needed for that).
DETECT_HEAD_BYTES = 1024 * 1024
#: An integer written with more digits reads as infinite (no float holds one of over 309 digits, and Python refuses
#: to read one of over 4300), so it is dropped like Infinity.
MAX_INT_DIGITS = 400

# ---------------------------------------------------------------- detection markers

#: JSON keys that mark each dump format; a format matches when all keys of one of its marker sets occur.
JSON_MARKERS: dict[str, tuple[tuple[str, ...], ...]] = {
    "sglang_server_info": (("tp_size", "model_path"), ("internal_states",), ("chunked_prefill_size", "mem_fraction_static")),
    "vllm_server_info": (("vllm_config",),),
    "llamacpp_props": (("default_generation_settings",), ("total_slots", "build_info")),
    "sglang_model_info": (("model_path", "is_generation"), ("model_path", "tokenizer_path", "weight_version")),
    "hf_config": (("num_hidden_layers", "hidden_size"), ("architectures", "model_type"), ("text_config", "model_type")),
}
#: Order in which formats are tried (more specific first).
JSON_FORMAT_ORDER = ("vllm_server_info", "llamacpp_props", "sglang_server_info", "sglang_model_info", "hf_config")
#: Record source kind of each format (RECORDS.md 4).
FORMAT_KIND = {
    "sglang_server_info": "server_info",
    "sglang_model_info": "server_info",
    "vllm_server_info": "server_info",
    "vllm_version": "server_info",
    "llamacpp_props": "server_info",
    "hf_config": "model_config",
    "vllm_startup_log": "startup_log",
    "sglang_startup_log": "startup_log",
}
#: Keys of a JSON document that say it is a page or an API answer about a write-up, not a dump.
WRITEUP_JSON_KEYS = ("html_url", "body", "title", "content", "text", "selftext", "markdown")

# ---------------------------------------------------------------- log lines

#: A vLLM log line prefix: optional "(Proc pid=N) ", level, "MM-DD HH:MM:SS", optional "[file.py:N]" or "file.py:N]".
VLLM_LOG_LINE = re.compile(r"^(?:\((?P<proc>[\w.-]+) pid=\d+\)\s+)?(?:INFO|WARNING|DEBUG|ERROR|CRITICAL)\s+\d\d-\d\d \d\d:\d\d:\d\d")
#: A generic log line (SGLang and others): "[2026-01-02 10:11:12 ...]" or ISO timestamp first.
GENERIC_LOG_LINE = re.compile(r"^\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d")
#: Share of non-blank lines that must look like log lines for a text to be read as a startup log.
LOG_LINE_SHARE = 0.5
VLLM_LOG_MARKERS = re.compile(r"vLLM|non-default args:|args: Namespace\(|Initializing a V1 LLM engine|GPU KV cache size", re.I)
SGLANG_LOG_MARKER = re.compile(r"server_args=ServerArgs\(")

VLLM_ARGS_DICT = re.compile(r"non-default args:\s*(\{.*?)\s*$")
VLLM_ARGS_NAMESPACE = re.compile(r"\bargs:\s*Namespace\((.*)\)\s*$")
VLLM_ENGINE_CONFIG = re.compile(r"Initializing an? (?:V1 )?LLM engine \(v(?P<version>[^)\s]+)\) with config:\s*(?P<config>.*)$")
SGLANG_SERVER_ARGS = re.compile(r"server_args=ServerArgs\((.*)\)\s*$")

#: Version lines, tried in order; group "version" (and "model" where the line names it).
VLLM_VERSION_LINES = (
    re.compile(r"vLLM API server version (?P<version>[\w.+-]+)"),
    re.compile(r"vLLM server version (?P<version>[\w.+-]+?),? serving model (?P<model>\S+)"),
    re.compile(r"█\s+version\s+(?P<version>[\w.+-]+)"),
    re.compile(r"Initializing an? (?:V1 )?LLM engine \(v(?P<version>[^)\s]+)\)"),
)
VLLM_BANNER_MODEL = re.compile(r"█\s+model\s+(?P<model>\S+)")
VLLM_KV_TOKENS = re.compile(r"GPU KV cache size:\s*(?P<tokens>[\d,]+)\s+tokens")
VLLM_MAX_CONCURRENCY = re.compile(r"Maximum concurrency for (?P<len>[\d,]+) tokens per request:\s*(?P<x>[\d.]+)x")
VLLM_ATTENTION_BACKEND = re.compile(r"Using (?P<backend>[\w-]+) (?:attention )?backend")

# ---------------------------------------------------------------- SGLang

#: Record config keys taken from an SGLang dump, each with the dotted key paths tried (first hit wins).
SGLANG_CONFIG_KEYS: dict[str, tuple[str, ...]] = {
    "tp_size": ("tp_size", "parallel.tp_size"),
    "ep_size": ("ep_size", "expert_parallel_size", "parallel.ep_size"),
    "dp_size": ("dp_size", "parallel.dp_size"),
    "pp_size": ("pp_size", "parallel.pp_size"),
    "context_length": ("context_length",),
    "kv_cache_dtype": ("kv_cache_dtype",),
    "dtype": ("dtype",),
    "quantization": ("quantization",),
    "mem_fraction_static": ("mem_fraction_static",),
    "max_running_requests": ("max_running_requests",),
    "max_total_tokens": ("max_total_tokens",),
    "chunked_prefill_size": ("chunked_prefill_size",),
    "max_prefill_tokens": ("max_prefill_tokens",),
    "page_size": ("page_size",),
    "schedule_policy": ("schedule_policy",),
    "attention_backend": ("attention_backend",),
    "prefill_attention_backend": ("prefill_attention_backend",),
    "decode_attention_backend": ("decode_attention_backend",),
    "dsa_prefill_backend": ("dsa_prefill_backend", "nsa_prefill_backend"),
    "dsa_decode_backend": ("dsa_decode_backend", "nsa_decode_backend"),
    "sampling_backend": ("sampling_backend",),
    "moe_runner_backend": ("moe_runner_backend",),
    "moe_a2a_backend": ("moe_a2a_backend",),
    "enable_dp_attention": ("enable_dp_attention",),
    "enable_flashinfer_allreduce_fusion": ("enable_flashinfer_allreduce_fusion",),
    "cuda_graph_max_bs": ("cuda_graph_max_bs", "cuda_graph_config.decode.max_bs", "cuda_graph.decode.max_bs"),
    "disable_cuda_graph": ("disable_cuda_graph", "cuda_graph_config.decode.disable"),
    "disable_piecewise_cuda_graph": ("disable_piecewise_cuda_graph", "cuda_graph_config.prefill.disable"),
    "enable_torch_compile": ("enable_torch_compile",),
    "disable_radix_cache": ("disable_radix_cache",),
    "disable_overlap_schedule": ("disable_overlap_schedule",),
    "enable_hierarchical_cache": ("enable_hierarchical_cache",),
    "disaggregation_mode": ("disaggregation_mode",),
    "speculative_algorithm": ("speculative_algorithm", "speculative.algorithm"),
    "speculative_num_steps": ("speculative_num_steps", "speculative.num_steps"),
    "speculative_eagle_topk": ("speculative_eagle_topk", "speculative.eagle_topk"),
    "speculative_num_draft_tokens": ("speculative_num_draft_tokens", "speculative.num_draft_tokens"),
    "speculative_draft_model_path": ("speculative_draft_model_path", "speculative.draft_model_path"),
}
#: Enabled-flag spellings of the nested per-phase CUDA graph config (inverted into disable_* above).
SGLANG_ENABLED_ALIASES: dict[str, tuple[str, ...]] = {
    "disable_cuda_graph": ("cuda_graph_config.decode.enabled", "cuda_graph_config.decode.enable"),
    "disable_piecewise_cuda_graph": ("cuda_graph_config.prefill.enabled", "cuda_graph_config.prefill.enable"),
}
#: Speculative keys that belong to the config only when speculative decoding is on.
SGLANG_SPECULATIVE_KEYS = ("speculative_num_steps", "speculative_eagle_topk", "speculative_num_draft_tokens",
                           "speculative_draft_model_path")
#: Values of speculative_algorithm that mean "off".
SPECULATIVE_OFF = (None, "", "none", "null", "NONE")
#: Record parallelism axis -> engine config key.
SGLANG_PARALLELISM = {"tp": "tp_size", "ep": "ep_size", "dp": "dp_size", "pp": "pp_size"}
#: Scheduler-info / internal-state facts kept beside the config (not engine settings).
SGLANG_RUNTIME_KEYS = ("max_total_num_tokens", "max_req_input_len", "memory_usage.token_capacity", "avg_spec_accept_length",
                       "effective_max_running_requests_per_dp", "use_mla_backend")
#: Keys under which SGLang nests per-rank state.
SGLANG_STATES_KEY = "internal_states"

# ---------------------------------------------------------------- vLLM

VLLM_CONFIG_KEYS = (
    "tensor_parallel_size", "pipeline_parallel_size", "data_parallel_size", "enable_expert_parallel",
    "max_model_len", "kv_cache_dtype", "dtype", "quantization", "gpu_memory_utilization", "max_num_seqs",
    "max_num_batched_tokens", "enable_chunked_prefill", "enable_prefix_caching", "enforce_eager", "block_size",
    "swap_space", "cpu_offload_gb", "async_scheduling", "attention_backend", "compilation_config", "speculative_config",
    "attention_config", "num_speculative_tokens", "speculative_model", "enable_dbo", "all2all_backend",
)
#: Arguments that describe the server process, not the engine configuration.
VLLM_NOISE_KEYS = ("model_tag", "host", "port", "api_key", "hf_token", "served_model_name", "subparser", "config",
                   "dispatch_function", "tool_call_parser", "enable_auto_tool_choice", "chat_template", "uvicorn_log_level",
                   "disable_log_requests", "disable_log_stats", "allowed_origins", "ssl_keyfile", "ssl_certfile")
#: vLLM engine-config names (the "with config:" line and dev /server_info) -> EngineArgs names.
VLLM_CONFIG_RENAMES = {"max_seq_len": "max_model_len", "cache_dtype": "kv_cache_dtype"}
VLLM_PARALLELISM = {"tp": "tensor_parallel_size", "pp": "pipeline_parallel_size", "dp": "data_parallel_size"}
VLLM_DEFAULTS = {"tensor_parallel_size": 1, "pipeline_parallel_size": 1, "data_parallel_size": 1}
#: Dotted paths of the JSON form of a vLLM config (dev /server_info?config_format=json), by EngineArgs name.
VLLM_JSON_PATHS: dict[str, tuple[str, ...]] = {
    "tensor_parallel_size": ("parallel_config.tensor_parallel_size", "tensor_parallel_size"),
    "pipeline_parallel_size": ("parallel_config.pipeline_parallel_size", "pipeline_parallel_size"),
    "data_parallel_size": ("parallel_config.data_parallel_size", "data_parallel_size"),
    "enable_expert_parallel": ("parallel_config.enable_expert_parallel", "enable_expert_parallel"),
    "max_model_len": ("model_config.max_model_len", "max_model_len", "max_seq_len"),
    "kv_cache_dtype": ("cache_config.cache_dtype", "kv_cache_dtype"),
    "gpu_memory_utilization": ("cache_config.gpu_memory_utilization", "gpu_memory_utilization"),
    "block_size": ("cache_config.block_size",),
    "enable_prefix_caching": ("cache_config.enable_prefix_caching", "enable_prefix_caching"),
    "max_num_seqs": ("scheduler_config.max_num_seqs", "max_num_seqs"),
    "max_num_batched_tokens": ("scheduler_config.max_num_batched_tokens", "max_num_batched_tokens"),
    "enable_chunked_prefill": ("scheduler_config.chunked_prefill_enabled", "chunked_prefill_enabled", "enable_chunked_prefill"),
    "enforce_eager": ("model_config.enforce_eager", "enforce_eager"),
    "quantization": ("model_config.quantization", "quantization"),
    "dtype": ("model_config.dtype", "dtype"),
    "model": ("model_config.model", "model"),
    "speculative_config": ("speculative_config",),
}
#: Speculative-config keys (vLLM) -> record config names.
VLLM_SPECULATIVE = {"method": "speculative_method", "num_speculative_tokens": "num_speculative_tokens",
                    "num_spec_tokens": "num_speculative_tokens", "model": "speculative_model"}
VLLM_SYSTEM_ENV = {"vllm_version": "engine_version", "cuda_runtime_version": "cuda_version",
                   "rocm_version": "rocm_version", "nvidia_driver_version": "driver_version",
                   "nvidia_gpu_models": "gpu_models"}
#: "GPU 0-7: NVIDIA H200" or "GPU 0: NVIDIA H200\nGPU 1: ..." in collect_env output.
GPU_MODELS_RANGE = re.compile(r"GPU\s+(\d+)(?:-(\d+))?:\s*([^\n]+)")

# ---------------------------------------------------------------- llama.cpp

LLAMACPP_BUILD = re.compile(r"^b?(?P<build>\d+)(?:-(?P<commit>[0-9a-f]{6,40}))?$")

# ---------------------------------------------------------------- Hugging Face config.json

#: Geometry fields copied from a config.json (nested text_config/llm_config is searched when absent at the top).
HF_GEOMETRY_KEYS = ("num_hidden_layers", "hidden_size", "num_attention_heads", "num_key_value_heads", "head_dim",
                    "kv_lora_rank", "q_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim", "v_head_dim",
                    "max_position_embeddings", "num_nextn_predict_layers", "model_type", "torch_dtype",
                    "n_routed_experts", "num_experts_per_tok", "sliding_window", "multi_query_attention")
HF_NESTED_CONFIGS = ("text_config", "llm_config", "language_config")
