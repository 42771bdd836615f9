"""Audit vocabularies and thresholds (RECORDS.md section 5): data, compiled once, apart from the code applying them."""

from __future__ import annotations

import re

RULES: tuple[str, ...] = (
    "unit.metric_known", "unit.unit_matches_metric", "unit.basis_stated", "unit.concurrency_stated",
    "unit.token_counting_stated", "unit.token_counting_sound", "unit.metric_specified",
    "omitted.engine_version", "omitted.driver_version", "omitted.cuda_version", "omitted.accelerator_count",
    "omitted.engine",
    "variance.rerun_spread", "variance.headline_in_runs", "variance.best_of_sweep", "variance.single_run",
    "interconnect.fill_from_catalog", "interconnect.none_invented", "interconnect.text_conflict",
    "interconnect.accelerator_resolved",
    "plausibility.positive", "plausibility.roofline", "plausibility.parallelism_fits",
    "schema.valid", "provenance.snapshot", "provenance.quotes", "consistency.duplicate", "consistency.siblings_agree",
)
SEVERITIES: tuple[str, ...] = ("critical", "warning", "info")
SEVERITY_RANK = {"info": 1, "warning": 2, "critical": 3}

CANONICAL_UNIT: dict[str, str] = {
    "prefill_tok_s": "tok/s", "decode_tok_s": "tok/s", "output_tok_s": "tok/s", "total_tok_s": "tok/s",
    "unspecified_tok_s": "tok/s", "ttft_ms": "ms", "tpot_ms": "ms", "itl_ms": "ms", "e2e_latency_ms": "ms",
    "req_s": "req/s",
}
METRICS: tuple[str, ...] = tuple(CANONICAL_UNIT)
TOKEN_THROUGHPUT = frozenset(m for m, u in CANONICAL_UNIT.items() if u == "tok/s")
THROUGHPUT = TOKEN_THROUGHPUT | {"req_s"}
LATENCY = frozenset(m for m, u in CANONICAL_UNIT.items() if u == "ms")
UNSPECIFIED_METRIC = "unspecified_tok_s"
UNKNOWN = "unknown"

# 5.2: (rule, path) of fields whose null must be explained in omitted_by_source; driver/cuda need a driver stack.
OMITTED_FIELDS: tuple[tuple[str, str], ...] = (
    ("omitted.engine_version", "engine.version"),
    ("omitted.driver_version", "hardware.driver_version"),
    ("omitted.cuda_version", "hardware.cuda_version"),
    ("omitted.accelerator_count", "hardware.count"),
    ("omitted.engine", "engine.id"),
)

# 5.3 thresholds on (max-min)/median of reruns, or stdev/mean.
SPREAD_PASS = 0.05
SPREAD_WARN = 0.15
HEADLINE_TOLERANCE = 0.005  # relative slack for rounding between the headline and its runs

# 5.4: GPU-to-GPU fabrics, how prose names them, and how their catalog ids read.
FABRICS: dict[str, re.Pattern[str]] = {
    "nvlink": re.compile(r"nv-?link|\bnv\d{1,2}\b", re.I),  # NV18: nvidia-smi topo's cell of 18 bonded links
    "nvswitch": re.compile(r"nv-?switch", re.I),
    "xgmi": re.compile(r"xgmi|infinity[ -]fabric", re.I),
}
FABRIC_ID_RE: dict[str, re.Pattern[str]] = {
    "nvlink": re.compile(r"nvlink", re.I),
    "nvswitch": re.compile(r"nvswitch", re.I),
    "xgmi": re.compile(r"xgmi|infinity-fabric", re.I),
}
_NEG = (r"(?<!\w)(?:no|without|lacks?|lacking|w/o|not\s+(?:using|over|via|with)"
        # other languages: "senza ponte NVLink", "sin NVLink", "sem NVLink", "sans NVLink", "ohne NVLink", "kein NVLink"
        r"|senza|sin|sem|sans|ohne|keine?n?)\s+(?:an?\s+|any\s+|un\s+|una\s+|um\s+|uma\s+|de\s+)?"
        # a bridge named before its fabric: "no bridge NVLink", "senza ponte NVLink", "sin puente NVLink"
        r"(?:(?:bridge|ponte|puente|pont|br[üu]cke)\s+)?")
FABRIC_ABSENT_RE: dict[str, re.Pattern[str]] = {
    name: re.compile(_NEG + r"(?:" + pat.pattern + r")", re.I) for name, pat in FABRICS.items()
}
PCIE_ONLY_RE = re.compile(r"pcie[- ]only|only\s+pcie", re.I)
# Every fabric and PCIe-only pattern above needs one of these ASCII pieces in the lower-cased text (none holds an
# i or s, the letters re.I folds specially), so text containing none of them cannot deny or name a fabric.
FABRIC_HINTS: tuple[str, ...] = ("nv", "xgm", "fabr", "pc")
PCIE_ONLY_EXCLUDES = ("nvlink", "nvswitch", "xgmi")
# A fabric named in these short fields without a negation is taken as present.
PRESENCE_FIELDS: tuple[str, ...] = ("hardware.interconnect_as_written",)
ABSENCE_FIELDS: tuple[str, ...] = ("title", "unit_text", "methodology", "notes", "hardware.interconnect_as_written")
CLOSEST_MATCH_CAVEAT_RE = re.compile(r"closest|caveat|family id|mapped to|nearest", re.I)

# 5.5: precision of a record's weights and compute, read from config and the model variant.
PRECISION_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # llama.cpp's 2- to 6-bit quantizations and EXL2/MLX bit widths up to 6 take the 4-bit bound (the loosest)
    ("fp4", re.compile(r"nvfp4|mxfp4|\bfp4\b|int4|\bw4|awq|gptq|\bi?q[2-6](?:_|\b)|\b[2-6](?:\.\d+)?[ -]?(?:bit|bpw)\b",
                       re.I)),
    ("fp8", re.compile(r"fp8|e4m3|e5m2|\bint8\b|\bw8|\bq8(?:_|\b)|\b8(?:\.\d+)?[ -]?(?:bit|bpw)\b", re.I)),
    ("fp16", re.compile(r"fp16|float16|half", re.I)),
    ("bf16", re.compile(r"bf16|bfloat16", re.I)),
)
PRECISION_CONFIG_KEYS: tuple[str, ...] = ("dtype", "quantization", "torch_dtype", "weight_dtype", "quant_method")
FALLBACK_PRECISION = "bf16"
#: Engines whose weights are quantized files unless a record says otherwise (GGUF, EXL2, MLX's 4-bit community
#: conversions): their single-stream decode bound assumes 4-bit weights where the record states no precision, so an
#: unstated quantization is never read as a rate above the bound.
QUANTIZED_BY_DEFAULT_ENGINES = frozenset({"llama.cpp", "ik_llama.cpp", "ollama", "koboldcpp", "llamafile", "exllama",
                                         "exllamav2", "exllamav3", "mlx", "lm-studio"})
QUANTIZED_DEFAULT_PRECISION = "fp4"
BYTES_PER_PARAM = {"fp4": 0.5, "fp8": 1.0, "int8": 1.0, "fp16": 2.0, "bf16": 2.0, "fp32": 4.0}
PREFILL_METRICS = frozenset({"prefill_tok_s", "total_tok_s"})
DECODE_METRICS = frozenset({"decode_tok_s", "output_tok_s"})
SPEC_ALGO_KEYS: tuple[str, ...] = ("speculative_algorithm", "speculative_method", "speculative_model", "speculative_config",
                                   "speculative_decoding")
#: Draft tokens a step; SGLang's measured accept length (tokens a step) counts as its whole part, which is below it.
SPEC_COUNT_KEYS: tuple[str, ...] = (
    "speculative_num_draft_tokens", "num_speculative_tokens", "speculative_num_steps", "dspark_block_size",
    "speculative_block_size", "draft_tokens", "speculative_accept_length",
)
SPEC_OFF = frozenset({"", "none", "null", "off", "false", "disabled", "0"})
SPEC_DEFAULT_TOKENS = 8  # assumed when speculative decoding is on and the draft length is not given
#: A larger draft length (junk such as 2**70) is read as this many, so the audit table holds it as an int64.
SPEC_MAX_TOKENS = 2**31 - 1

# 5.6: what makes two records the same measurement, and which fields siblings of one run share.
#: The engine and the weight format belong to a measurement's configuration: one page's vLLM and SGLang figures of one
#: setup, or its FP8 and BF16 figures, are two measurements.
DUPLICATE_KEY_FIELDS: tuple[str, ...] = (
    "kind", "metric", "statistic", "config", "workload", "concurrency", "request_rate", "basis",
    "engine.id", "engine.version", "model.id", "model.name", "model.variant", "hardware.accelerator_id",
    "hardware.count", "kv_cache_dtype",
)
SIBLING_FIELDS: tuple[str, ...] = (
    "model.id", "engine.id", "engine.version", "engine.commit", "hardware.accelerator_id", "hardware.count",
    "parallelism.tp", "parallelism.ep", "parallelism.dp", "parallelism.pp",
)
SIBLING_RELS = frozenset({"sibling"})
#: Fields that, set on two linked records and different, make them two runs (a comparison of engines on one
#: workload, which ingestion links as siblings): the sibling rule compares only records of the same run.
RUN_FIELDS: tuple[str, ...] = ("engine.id",)
