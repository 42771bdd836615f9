"""Catalog: entries validate and carry sources; aliases resolve by the table; interconnects follow the seed."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest

from benchrec.catalog import CATALOG_FILES, Catalog, load_catalog, normalise
from benchrec.errors import SchemaError
from benchrec.schema import catalog_entry_errors

CATALOG_DIR = Path(__file__).resolve().parents[1] / "benchrec" / "data" / "catalog"
READ_DATES = {"2026-12-02", "2026-12-05", "2026-12-06"}

ACCELERATORS = [
    "nvidia-h100-sxm", "nvidia-h100-pcie", "nvidia-h800-sxm", "nvidia-h200-sxm", "nvidia-b200", "nvidia-a100-sxm",
    "nvidia-rtx-pro-6000-blackwell", "nvidia-rtx-5090", "nvidia-rtx-4090", "nvidia-rtx-3090", "nvidia-rtx-3090-ti",
    "nvidia-rtx-2080-ti", "nvidia-rtx-3080", "nvidia-rtx-3060", "nvidia-gb10", "amd-mi300x", "intel-arc-pro-b70",
    "intel-arc-a770", "intel-arc-b580", "apple-m2-ultra", "apple-m4-pro", "apple-m4", "nvidia-l40s", "nvidia-l20",
    "nvidia-l4", "nvidia-a100-pcie", "nvidia-a800-sxm", "nvidia-rtx-a6000", "nvidia-rtx-a4000", "nvidia-rtx-6000-ada",
    "nvidia-t4", "nvidia-tesla-p40", "amd-mi250x", "amd-mi325x", "nvidia-gb200", "nvidia-gh200", "nvidia-a10g",
    "nvidia-a10", "apple-m1-max", "apple-m1-pro", "apple-m2-max", "apple-m2-pro", "apple-m3-max", "apple-m4-max",
    "apple-m3-ultra", "apple-m1-ultra", "nvidia-rtx-4080", "nvidia-rtx-4080-super", "nvidia-rtx-4070-ti",
    "nvidia-rtx-4070", "nvidia-rtx-4060-ti", "nvidia-rtx-5080", "nvidia-rtx-5070-ti", "nvidia-rtx-5070",
    "nvidia-rtx-5060-ti", "amd-radeon-rx-7900-xtx", "amd-radeon-rx-7900-xt", "amd-radeon-rx-9070-xt", "amd-mi210",
    "amd-mi100", "amd-mi60", "amd-mi50", "amd-mi355x", "amd-radeon-8060s", "nvidia-v100-sxm2", "nvidia-a40", "nvidia-h20", "nvidia-b300",
    "intel-gaudi-3", "intel-gaudi-2", "huawei-ascend-910b", "google-tpu-v5e", "google-tpu-v4", "google-tpu-v5p", "google-tpu-v6e",
    "nvidia-rtx-a5000", "nvidia-rtx-4070-ti-super", "nvidia-h100-nvl", "nvidia-l40", "nvidia-v100-pcie", "amd-mi300a",
    "nvidia-titan-rtx", "nvidia-rtx-3070", "nvidia-rtx-4060", "amd-radeon-rx-7800-xt",
]

# text, accelerator id (None: no match), exact
ACCELERATOR_TABLE = [
    ("eight TPU v5e chips", "google-tpu-v5e", True),
    ("a Cloud TPU v5e-8 slice", "google-tpu-v5e", True),
    ("TPU v4", "google-tpu-v4", True),
    ("a Cloud TPU v4-32 slice", "google-tpu-v4", True),
    ("TPU v5p", "google-tpu-v5p", True),
    ("Google Cloud TPU v5p-128", "google-tpu-v5p", True),
    ("TPU v6e", "google-tpu-v6e", True),
    ("8x TPU v6e (Trillium)", "google-tpu-v6e", True),
    ("Trillium", "google-tpu-v6e", True),
    ("Huawei Ascend 910B", "huawei-ascend-910b", True),
    ("8 × 910B4-1", "huawei-ascend-910b", True),
    ("昇腾910B", "huawei-ascend-910b", True),
    ("Ascend 910C", None, None),
    ("I have a DGX Spark on my desk", "nvidia-gb10", True),
    ("the GB10 box", "nvidia-gb10", True),
    ("RTX PRO 6000 Blackwell Max-Q, 96 GB", "nvidia-rtx-pro-6000-blackwell", False),
    ("8x NVIDIA RTX PRO 6000 Blackwell Max-Q (SM120, 96 GB each)", "nvidia-rtx-pro-6000-blackwell", False),
    ("RTX PRO 6000 Blackwell Workstation Edition (SM120, 96GB GDDR7)", "nvidia-rtx-pro-6000-blackwell", True),
    ("RTX PRO 6000", "nvidia-rtx-pro-6000-blackwell", True),
    ("nvidia-rtx-pro-6000-blackwell Max-Q", "nvidia-rtx-pro-6000-blackwell", False),
    ("H100 80GB HBM3", "nvidia-h100-sxm", True),
    ("H100 80 GB HBM3", "nvidia-h100-sxm", True),
    ("NVIDIA H100 SXM5", "nvidia-h100-sxm", True),
    ("2 H100s", "nvidia-h100-sxm", True),
    ("2x H100", "nvidia-h100-sxm", True),
    ("8xH100", "nvidia-h100-sxm", True),
    ("H100 PCIe", "nvidia-h100-pcie", True),
    ("H100 NVL", "nvidia-h100-nvl", True),
    ("2x NVIDIA H100 NVL 94GB", "nvidia-h100-nvl", True),
    ("H200 SXM5 (141GB)", "nvidia-h200-sxm", True),
    ("H200 SXM5 141GB", "nvidia-h200-sxm", True),
    ("8x B200", "nvidia-b200", True),
    ("A100-SXM4-80GB", "nvidia-a100-sxm", True),
    ("A100 40GB", "nvidia-a100-sxm", False),
    ("RTX 4090", "nvidia-rtx-4090", True),
    ("NVIDIA GeForce RTX 4090", "nvidia-rtx-4090", True),
    ("4090", "nvidia-rtx-4090", True),
    ("RTX 5090", "nvidia-rtx-5090", True),
    ("2x 3090", "nvidia-rtx-3090", True),
    ("RTX 3090 Founders Edition (24 GiB)", "nvidia-rtx-3090", True),
    ("RTX 3090 Ti", "nvidia-rtx-3090-ti", True),
    ("RTX 3080", "nvidia-rtx-3080", True),
    ("RTX 3060 12GB", "nvidia-rtx-3060", True),
    ("DGX Spark", "nvidia-gb10", True),
    ("MI300X (192GB)", "amd-mi300x", True),
    ("AMD Instinct MI300X", "amd-mi300x", True),
    ("4x Arc Pro B70", "intel-arc-pro-b70", True),
    ("M2 Ultra", "apple-m2-ultra", True),
    ("Mac Studio (M2 Ultra, 192GB)", "apple-m2-ultra", True),
    ("Apple M4 Pro", "apple-m4-pro", True),
    ("NVIDIA L40S", "nvidia-l40s", True),
    ("2x L40S (48 GB each, PCIe, no NVLink)", "nvidia-l40s", True),
    ("1x L40S", "nvidia-l40s", True),
    ("L40", "nvidia-l40", True),
    ("2x NVIDIA L40 (48 GB)", "nvidia-l40", True),
    ("L4", "nvidia-l4", True),
    ("1x L4", "nvidia-l4", True),
    ("NVIDIA L4 24GB", "nvidia-l4", True),
    ("A10G", "nvidia-a10g", True),
    ("NVIDIA A10G (24 GB)", "nvidia-a10g", True),
    ("A10", "nvidia-a10", True),
    ("A100", "nvidia-a100-sxm", True),
    ("8x A100 80GB", "nvidia-a100-sxm", True),
    ("A100 PCIe 80GB", "nvidia-a100-pcie", True),
    ("NVIDIA A100 80GB PCIe", "nvidia-a100-pcie", True),
    ("A100 PCIe", "nvidia-a100-pcie", False),
    ("A100-PCIE-40GB", "nvidia-a100-pcie", False),
    ("RTX A6000", "nvidia-rtx-a6000", True),
    ("a pair of A6000s", "nvidia-rtx-a6000", True),
    ("2x RTX 6000 Ada", "nvidia-rtx-6000-ada", True),
    ("NVIDIA RTX 6000 Ada Generation", "nvidia-rtx-6000-ada", True),
    ("T4", "nvidia-t4", True),
    ("Tesla T4", "nvidia-t4", True),
    ("AMD Instinct MI250X", "amd-mi250x", True),
    ("MI250", "amd-mi250x", False),
    ("8x MI325X", "amd-mi325x", True),
    ("MI300A", "amd-mi300a", True),
    ("4x AMD Instinct MI300A APU", "amd-mi300a", True),
    ("GB200 NVL72", "nvidia-gb200", True),
    ("GB200", "nvidia-gb200", True),
    ("GB200 NVL4", "nvidia-gb200", False),
    ("M1 Max", "apple-m1-max", True),
    ("Mac Studio M1 Max (64GB)", "apple-m1-max", True),
    ("Apple M2 Max", "apple-m2-max", True),
    ("M3 Max", "apple-m3-max", True),
    ("MacBook Pro M3 Max 30-core GPU", "apple-m3-max", False),
    ("M3 Max 14-core CPU, 30-core GPU, 96GB", "apple-m3-max", False),
    ("M4 Max", "apple-m4-max", True),
    ("Apple M4 Max (16-core CPU, 40-core GPU, 128GB)", "apple-m4-max", True),
    ("M4 Max 32-core GPU", "apple-m4-max", False),
    ("Mac Studio (M3 Ultra, 512GB)", "apple-m3-ultra", True),
    ("M1 Ultra", "apple-m1-ultra", True),
    ("RTX 4080", "nvidia-rtx-4080", True),
    ("NVIDIA GeForce RTX 4080", "nvidia-rtx-4080", True),
    ("GeForce RTX 4080", "nvidia-rtx-4080", True),
    ("4080", "nvidia-rtx-4080", True),
    ("RTX 4080 SUPER", "nvidia-rtx-4080-super", True),
    ("NVIDIA GeForce RTX 4080 SUPER", "nvidia-rtx-4080-super", True),
    ("RTX 4080S", "nvidia-rtx-4080-super", True),
    ("RTX 4070S", "nvidia-rtx-4070", False),
    ("RTX 4080 Super (16 GB)", "nvidia-rtx-4080-super", True),
    ("RTX 4080 12GB", "nvidia-rtx-4070-ti", True),
    ("RTX 4070 Ti", "nvidia-rtx-4070-ti", True),
    ("2x 4070 Ti", "nvidia-rtx-4070-ti", True),
    ("RTX 4070 Ti SUPER", "nvidia-rtx-4070-ti-super", True),
    ("GeForce RTX 4070 Ti Super 16GB", "nvidia-rtx-4070-ti-super", True),
    ("2x 4070 Ti SUPER", "nvidia-rtx-4070-ti-super", True),
    ("RTX 4070", "nvidia-rtx-4070", True),
    ("RTX 4070 SUPER", "nvidia-rtx-4070", False),
    ("RTX 4060 Ti", "nvidia-rtx-4060-ti", True),
    ("RTX 4060 Ti 16GB", "nvidia-rtx-4060-ti", True),
    ("RTX 4060 Ti 8GB", "nvidia-rtx-4060-ti", False),
    ("RTX 5080", "nvidia-rtx-5080", True),
    ("NVIDIA GeForce RTX 5080", "nvidia-rtx-5080", True),
    ("RX 7900 XTX", "amd-radeon-rx-7900-xtx", True),
    ("7900 XTX", "amd-radeon-rx-7900-xtx", True),
    ("AMD Radeon RX 7900 XTX (24 GB)", "amd-radeon-rx-7900-xtx", True),
    ("Radeon 7900 XTX", "amd-radeon-rx-7900-xtx", True),
    ("RX 7900 XT", "amd-radeon-rx-7900-xt", True),
    ("AMD Radeon RX 7900 XT", "amd-radeon-rx-7900-xt", True),
    ("MI210", "amd-mi210", True),
    ("4x AMD Instinct MI210", "amd-mi210", True),
    ("8x MI355X", "amd-mi355x", True),
    ("MI350X", "amd-mi355x", False),
    ("Radeon 8060S", "amd-radeon-8060s", True),
    ("AMD Radeon 8060S", "amd-radeon-8060s", True),
    ("Ryzen AI Max+ 395", "amd-radeon-8060s", True),
    ("AMD Ryzen AI Max+ 395 w/ Radeon 8060S", "amd-radeon-8060s", True),
    ("Strix Halo", "amd-radeon-8060s", False),
    ("V100", "nvidia-v100-sxm2", True),
    ("Tesla V100", "nvidia-v100-sxm2", True),
    ("8x Tesla V100-SXM2-32GB", "nvidia-v100-sxm2", True),
    ("Tesla V100-SXM2-16GB", "nvidia-v100-sxm2", False),
    ("V100 PCIe", "nvidia-v100-pcie", True),
    ("4x Tesla V100-PCIE-16GB", "nvidia-v100-pcie", True),
    ("Tesla V100-PCIE-32GB", "nvidia-v100-pcie", False),
    ("A40", "nvidia-a40", True),
    ("NVIDIA A40 (48 GB)", "nvidia-a40", True),
    ("H20", "nvidia-h20", True),
    ("8x H20", "nvidia-h20", True),
    ("NVIDIA H20 96GB", "nvidia-h20", True),
    ("B300", "nvidia-b300", True),
    ("8x HGX B300", "nvidia-b300", True),
    ("GB300", "nvidia-b300", False),
    ("GB300 NVL72", "nvidia-b300", False),
    ("Gaudi 3", "intel-gaudi-3", True),
    ("8x Intel Gaudi 3", "intel-gaudi-3", True),
    ("Gaudi3", "intel-gaudi-3", True),
    ("Intel Gaudi 2", "intel-gaudi-2", True),
    ("Habana Gaudi2", "intel-gaudi-2", True),
    ("A800 80GB", "nvidia-a800-sxm", True),
    ("H800 PCIe", "nvidia-h800-sxm", False),
    ("GH200", "nvidia-gh200", True),
    ("L20", "nvidia-l20", True),
    ("Tesla P40", "nvidia-tesla-p40", True),
    ("RTX 2080 Ti", "nvidia-rtx-2080-ti", True),
    ("RTX 5060 Ti 8GB", "nvidia-rtx-5060-ti", False),
    ("AMD Instinct MI100", "amd-mi100", True),
    ("2x MI60", "amd-mi60", True),
    ("Radeon Instinct MI50 16GB", "amd-mi50", True),
    ("MI50 32GB", "amd-mi50", False),
    ("RX 9070", "amd-radeon-rx-9070-xt", False),
    ("Arc B580", "intel-arc-b580", True),
    ("M2 Pro", "apple-m2-pro", True),
    ("Apple M4", "apple-m4", True),
    ("RTX 6000", None, None),
    ("RTX 4060", "nvidia-rtx-4060", True),
    ("NVIDIA GeForce RTX 4060 8GB", "nvidia-rtx-4060", True),
    ("RTX 4060 Laptop GPU", "nvidia-rtx-4060", False),
    ("RTX 3070", "nvidia-rtx-3070", True),
    ("2x 3070", "nvidia-rtx-3070", True),
    ("RTX 3070 Ti", "nvidia-rtx-3070", False),
    ("TITAN RTX", "nvidia-titan-rtx", True),
    ("2x NVIDIA Titan RTX (NVLink)", "nvidia-titan-rtx", True),
    ("RX 7800 XT", "amd-radeon-rx-7800-xt", True),
    ("AMD Radeon RX 7800 XT 16GB", "amd-radeon-rx-7800-xt", True),
    ("RTX 5070", "nvidia-rtx-5070", True),
    ("RTX 5070 Ti", "nvidia-rtx-5070-ti", True),
    ("MI25", None, None),
    ("RX 7900 GRE", None, None),
    ("Radeon 8050S", None, None),
    ("P100", None, None),
    ("A4000", "nvidia-rtx-a4000", True),
    ("RTX A5000", "nvidia-rtx-a5000", True),
    ("2x RTX A5000", "nvidia-rtx-a5000", True),
    ("2x NVIDIA RTX A5000 (24 GB, NVLink)", "nvidia-rtx-a5000", True),
    ("A5000", "nvidia-rtx-a5000", True),
    ("RTX A5000 Laptop GPU", "nvidia-rtx-a5000", False),
    ("Gaudi", None, None),
    ("", None, None),
]

MODEL_TABLE = [
    ("deepseek-ai/DeepSeek-V3", "deepseek-v3"),
    ("DeepSeek-V3-0324", "deepseek-v3"),
    ("DeepSeek-R1", "deepseek-r1"),
    ("DeepSeek-V4.1-Flash", "deepseek-v4.1-flash"),
    ("DeepSeek-V4.1-Flash (V4.1 vision path, MXFP4 experts)", "deepseek-v4.1-flash"),
    ("DeepSeek-V3.1", None),
    ("Llama 3 8B ('8b llama3')", "llama-3-8b"),
    ("8b llama3", "llama-3-8b"),
    ("meta-llama/Llama-3.1-8B-Instruct", "llama-3.1-8b"),
    ("Meta-Llama-3.1-70B-Instruct", "llama-3.1-70b"),
    ("Llama 3.1 405B", "llama-3.1-405b"),
    ("Llama-3.2-3B-Instruct-Q4_K_M.gguf", "llama-3.2-3b"),
    ("tinyllama-1.1b-1t-openorca.Q4_K_M.gguf", "tinyllama-1.1b"),
    ("nvidia/Qwen3.5-397B-A17B-NVFP4", "qwen3.5-397b-a17b"),
    ("Qwen3.6-27B AutoRound INT4", "qwen3.6-27b"),
    ("Llama 3 70B on 8 GPUs", None),
    ("Mistral 7B", None),
]

ENGINE_TABLE = [
    ("SGLang", "sglang"), ("sglang main", "sglang"), ("vLLM", "vllm"), ("vLLM v0.25.0", "vllm"),
    ("TRT-LLM", "tensorrt-llm"), ("TensorRT-LLM", "tensorrt-llm"), ("trtllm-serve", "tensorrt-llm"),
    ("llama.cpp", "llama.cpp"), ("llama-bench", "llama.cpp"), ("llama-server build 086a63e3a", "llama.cpp"),
    ("Ollama", None), ("", None),
]

INTERCONNECT_TABLE = [
    ("google-tpu-v5e", ["tpu-ici-v5e"]),
    ("google-tpu-v4", ["tpu-ici-v4"]),
    ("google-tpu-v5p", ["tpu-ici-v5p"]),
    ("google-tpu-v6e", ["tpu-ici-v6e"]),
    ("nvidia-rtx-pro-6000-blackwell", ["pcie-gen5"]),
    ("intel-arc-pro-b70", ["pcie-gen5"]),
    ("nvidia-h100-sxm", ["nvlink-4", "nvswitch-4"]),
    ("nvidia-h200-sxm", ["nvlink-4", "nvswitch-4"]),
    ("nvidia-rtx-3090", ["nvlink-3", "pcie-gen4"]),
    ("nvidia-rtx-4090", ["pcie-gen4"]),
    ("nvidia-rtx-5090", ["pcie-gen5"]),
    ("apple-m2-ultra", []),
    ("apple-m4-pro", []),
    ("apple-m1-max", []),
    ("apple-m2-max", []),
    ("apple-m3-max", []),
    ("apple-m4-max", []),
    ("apple-m3-ultra", []),
    ("apple-m1-ultra", []),
    ("nvidia-rtx-4080", ["pcie-gen4"]),
    ("nvidia-rtx-4080-super", ["pcie-gen4"]),
    ("nvidia-rtx-4070-ti", ["pcie-gen4"]),
    ("nvidia-rtx-4070-ti-super", ["pcie-gen4"]),
    ("nvidia-rtx-a5000", ["nvlink-3", "pcie-gen4"]),
    ("nvidia-rtx-4070", ["pcie-gen4"]),
    ("nvidia-rtx-4060-ti", ["pcie-gen4"]),
    ("nvidia-rtx-4060", ["pcie-gen4"]),
    ("nvidia-rtx-3070", []),
    ("nvidia-titan-rtx", ["nvlink-2"]),
    ("amd-radeon-rx-7800-xt", []),
    ("nvidia-rtx-5080", ["pcie-gen5"]),
    ("amd-radeon-rx-7900-xtx", ["pcie-gen4"]),
    ("amd-radeon-rx-7900-xt", ["pcie-gen4"]),
    ("amd-mi210", ["infinity-fabric", "pcie-gen4"]),
    ("amd-mi355x", ["infinity-fabric"]),
    ("amd-radeon-8060s", []),
    ("nvidia-v100-sxm2", ["nvlink-2"]),
    ("nvidia-a40", ["nvlink-3", "pcie-gen4"]),
    ("nvidia-h20", ["nvlink-4"]),
    ("nvidia-b300", ["nvlink-5", "nvswitch-5"]),
    ("intel-gaudi-3", []),
    ("intel-gaudi-2", []),
    ("nvidia-l40s", ["pcie-gen4"]),
    ("nvidia-l40", ["pcie-gen4"]),
    ("nvidia-h100-nvl", ["nvlink-4"]),
    ("nvidia-v100-pcie", []),
    ("amd-mi300a", ["infinity-fabric"]),
    ("nvidia-l4", ["pcie-gen4"]),
    ("nvidia-a100-pcie", ["nvlink-3", "pcie-gen4"]),
    ("nvidia-a100-sxm", ["nvlink-3", "nvswitch-3"]),
    ("nvidia-rtx-a6000", ["nvlink-3", "pcie-gen4"]),
    ("nvidia-rtx-6000-ada", ["pcie-gen4"]),
    ("nvidia-t4", ["pcie-gen3"]),
    ("amd-mi250x", ["infinity-fabric"]),
    ("amd-mi325x", ["infinity-fabric"]),
    ("nvidia-gb200", ["nvlink-5", "nvswitch-5"]),
    ("nvidia-a10g", []),
    ("no-such-gpu", []),
]


def _files() -> dict[str, list[dict[str, Any]]]:
    """The raw catalog files by kind."""
    return {k: json.loads((CATALOG_DIR / f).read_text(encoding="utf-8")) for k, f in CATALOG_FILES.items()}


def _figure(entry: dict[str, Any], path: str) -> Any:
    """A dotted figure of an entry."""
    cur: Any = entry
    for part in path.split("."):
        cur = cur.get(part) if isinstance(cur, dict) else None
    return cur


@pytest.mark.parametrize("kind", list(CATALOG_FILES))
def test_every_entry_validates(kind: str) -> None:
    for entry in _files()[kind]:
        assert catalog_entry_errors(kind, entry) == [], entry["id"]


def test_accelerator_ids_are_the_expected_set() -> None:
    assert load_catalog().ids("accelerator") == ACCELERATORS


@pytest.mark.parametrize("kind", ["accelerator", "interconnect", "model"])
def test_every_figure_given_has_a_dated_source(kind: str) -> None:
    for entry in _files()[kind]:
        for path, src in entry["sources"].items():
            assert src["url"].startswith("https://") and src["read"] in READ_DATES, (entry["id"], path)
        figures = [p for p in entry["sources"]]
        candidates = {
            "accelerator": ["memory_gb", "memory_bandwidth_gb_s", "tdp_w", "tflops.bf16", "tflops.fp16",
                            "tflops.fp8", "tflops.fp4"],
            "interconnect": ["bandwidth_gb_s"],
            "model": ["total_params_b", "active_params_b", "num_hidden_layers", "num_key_value_heads",
                      "head_dim", "kv_lora_rank", "qk_rope_head_dim"],
        }[kind]
        for path in candidates:
            if _figure(entry, path) is not None:
                assert path in figures, f"{entry['id']}: {path} has no source"


def test_dense_peaks_are_below_sparse_doubling_for_known_parts() -> None:
    cat = load_catalog()
    h100 = cat.accelerator("nvidia-h100-sxm")
    assert h100 is not None and h100["tflops"]["bf16"] == pytest.approx(989.4)
    assert h100["tflops"]["fp8"] == pytest.approx(2 * h100["tflops"]["bf16"], rel=0.01)
    assert cat.accelerator("apple-m2-ultra")["has_driver"] is False  # type: ignore[index]
    assert not cat.has_driver("apple-m4-pro") and cat.has_driver("nvidia-rtx-4090")


@pytest.mark.parametrize("text, expected, exact", ACCELERATOR_TABLE)
def test_resolve_accelerator(text: str, expected: str | None, exact: bool | None) -> None:
    res = load_catalog().resolve_accelerator(text)
    if expected is None:
        assert res is None
        return
    assert res is not None and res.id == expected and res.exact is exact
    assert (res.caveat is None) is exact
    assert normalise(res.matched) in normalise(text)


UNASKED_TABLE = [
    ("nvidia-h100-sxm", set()),
    ("nvidia-rtx-4090", set()),
    ("amd-mi300x", {"hardware.cuda_version"}),
    ("amd-mi300a", {"hardware.cuda_version"}),
    ("amd-radeon-rx-7900-xtx", {"hardware.cuda_version"}),
    ("amd-radeon-rx-7800-xt", {"hardware.cuda_version"}),
    ("intel-gaudi-3", {"hardware.cuda_version"}),
    ("intel-arc-b580", {"hardware.cuda_version"}),
    ("apple-m2-ultra", {"hardware.cuda_version", "hardware.driver_version"}),
    ("google-tpu-v5e", {"hardware.cuda_version", "hardware.driver_version"}),
    ("google-tpu-v6e", {"hardware.cuda_version", "hardware.driver_version"}),
    ("no-such-accelerator", set()),
    (None, set()),
]


@pytest.mark.parametrize("accelerator_id, unasked", UNASKED_TABLE)
def test_driver_paths_asked_by_vendor(accelerator_id: str | None, unasked: set[str]) -> None:
    """A CUDA version is asked only of CUDA hardware, a driver version of all but Apple silicon; unknown: both."""
    assert load_catalog().unasked_paths(accelerator_id) == unasked


@pytest.mark.parametrize("accelerator_id", [a for a in ACCELERATORS if a.startswith("apple-")])
def test_apple_silicon_has_no_driver_and_no_fabric(accelerator_id: str) -> None:
    cat = load_catalog()
    assert not cat.has_driver(accelerator_id) and cat.interconnect_ids(accelerator_id) == []
    assert cat.value("accelerator", accelerator_id, "memory_bandwidth_gb_s") > 0


def test_suffixed_names_keep_their_own_part() -> None:
    """'RTX 4070' is not found exactly inside 'RTX 4070 Ti' or 'RTX 4070 Ti SUPER'; SUPER/Ti spellings never resolve
    exactly to the base card; nor does an RX 7900 XTX to the XT."""
    cat = load_catalog()
    found = cat.resolve_accelerators("RTX 4060 Ti vs RTX 4070 vs RTX 4070 Ti vs RTX 4080 vs RTX 4080 SUPER vs RTX 4090")
    assert [r.id for r in found] == ["nvidia-rtx-4060-ti", "nvidia-rtx-4070", "nvidia-rtx-4070-ti", "nvidia-rtx-4080",
                                     "nvidia-rtx-4080-super", "nvidia-rtx-4090"]
    for text, base in [("RTX 4070 Ti SUPER", "nvidia-rtx-4070"), ("RTX 4070 SUPER", "nvidia-rtx-4070"),
                       ("RTX 4080 SUPER", "nvidia-rtx-4080")]:
        res = cat.resolve_accelerator(text)
        assert res is not None and not (res.id == base and res.exact), text
    found = cat.resolve_accelerators("RTX 4070 Ti vs RTX 4070 Ti SUPER vs 4070 Ti")
    assert [r.id for r in found] == ["nvidia-rtx-4070-ti", "nvidia-rtx-4070-ti-super"]
    found = cat.resolve_accelerators("RTX 4060 vs RTX 4060 Ti vs RTX 3070 vs RTX 3070 Ti vs RX 7800 XT vs RX 7900 XT")
    assert [(r.id, r.exact) for r in found] == [
        ("nvidia-rtx-4060", True), ("nvidia-rtx-4060-ti", True), ("nvidia-rtx-3070", True), ("amd-radeon-rx-7800-xt", True),
        ("amd-radeon-rx-7900-xt", True)]
    found = cat.resolve_accelerators("RX 7900 XT vs RX 7900 XTX vs 7900 XTX")
    assert [r.id for r in found] == ["amd-radeon-rx-7900-xt", "amd-radeon-rx-7900-xtx"]


def test_binned_apple_max_caveats_name_the_lower_bandwidth() -> None:
    """A bare 'M3 Max'/'M4 Max' is the full part; the binned parts resolve as closest matches naming their bandwidth."""
    cat = load_catalog()
    for text, gbs in [("M3 Max 30-core GPU", "300 GB/s"), ("M4 Max 14-core CPU", "410 GB/s")]:
        res = cat.resolve_accelerator(text)
        assert res is not None and not res.exact and res.caveat and gbs in res.caveat, text


def test_max_q_caveat_names_the_sku() -> None:
    res = load_catalog().resolve_accelerator("RTX PRO 6000 Blackwell Max-Q, 96 GB")
    assert res is not None and res.caveat and "Max-Q" in res.caveat


def test_short_aliases_do_not_swallow_longer_names() -> None:
    """'L4' is not found inside 'L40'/'L40S', nor 'A10' inside 'A100', nor 'H20' inside 'H200', nor 'B300' inside
    'GB300'; each name in a list keeps its own part."""
    cat = load_catalog()
    for text in ["L40", "L40S", "2x L40S", "NVIDIA L40"]:
        res = cat.resolve_accelerator(text)
        assert res is not None and res.id != "nvidia-l4", text
    for text in ["A100", "A100 PCIe", "A100 40GB", "8x A100-SXM4-80GB"]:
        res = cat.resolve_accelerator(text)
        assert res is not None and res.id.startswith("nvidia-a100-"), text
    found = cat.resolve_accelerators("L4 vs L40S vs A10G vs A100 vs T4")
    assert [r.id for r in found] == ["nvidia-l4", "nvidia-l40s", "nvidia-a10g", "nvidia-a100-sxm", "nvidia-t4"]
    found = cat.resolve_accelerators("L4 vs L40 vs L40S; MI300A vs MI300X; V100 vs V100 PCIe")
    assert [r.id for r in found] == ["nvidia-l4", "nvidia-l40", "nvidia-l40s", "amd-mi300a", "amd-mi300x", "nvidia-v100-sxm2",
                                     "nvidia-v100-pcie"]
    found = cat.resolve_accelerators("H20 vs H200 vs H100 vs A40 vs A100 vs B300 vs B200 vs GB300 vs GB200")
    assert [r.id for r in found] == ["nvidia-h20", "nvidia-h200-sxm", "nvidia-h100-sxm", "nvidia-a40", "nvidia-a100-sxm",
                                     "nvidia-b300", "nvidia-b200", "nvidia-gb200"]
    assert [r.exact for r in cat.resolve_accelerators("GB300 NVL72 vs B300")] == [False]


@pytest.mark.parametrize("accelerator_id", ["nvidia-l40s", "nvidia-l40", "nvidia-l4", "amd-mi325x", "nvidia-gb200",
                                            "nvidia-b300"])
def test_fp8_peak_is_twice_bf16_for_dense_figures(accelerator_id: str) -> None:
    """Dense figures throughout: a with-sparsity figure slipping in would break the 2:1 FP8:BF16 ratio."""
    tflops = load_catalog().accelerator(accelerator_id)["tflops"]  # type: ignore[index]
    assert tflops["fp8"] == pytest.approx(2 * tflops["bf16"], rel=0.03)


def test_resolve_accelerators_lists_each_part_once() -> None:
    found = load_catalog().resolve_accelerators("8x MI300X vs 8x H200 SXM5 (141GB), then MI300X again")
    assert [r.id for r in found] == ["amd-mi300x", "nvidia-h200-sxm"]


@pytest.mark.parametrize("text, expected", MODEL_TABLE)
def test_resolve_model(text: str, expected: str | None) -> None:
    assert load_catalog().resolve_model(text) == expected


@pytest.mark.parametrize("text, expected", ENGINE_TABLE)
def test_resolve_engine(text: str, expected: str | None) -> None:
    assert load_catalog().resolve_engine(text) == expected


@pytest.mark.parametrize("accelerator_id, expected", INTERCONNECT_TABLE)
def test_interconnect_ids_follow_the_seed(accelerator_id: str, expected: list[str]) -> None:
    assert load_catalog().interconnect_ids(accelerator_id) == expected


@pytest.mark.parametrize(
    "text, expected",
    [("NVLink 4", "nvlink-4"), ("NVLink 2.0", "nvlink-2"), ("PCIe 5.0", "pcie-gen5"), ("PCIe Gen4", "pcie-gen4"), ("PCIe 3.0", "pcie-gen3"),
     ("xGMI", "infinity-fabric"),
     ("TPU v5e ICI", "tpu-ici-v5e"), ("TPU v4 ICI", "tpu-ici-v4"), ("v5p ICI", "tpu-ici-v5p"),
     ("Trillium ICI", "tpu-ici-v6e"),
     ("Ethernet", None)],
)
def test_resolve_interconnect(text: str, expected: str | None) -> None:
    assert load_catalog().resolve_interconnect(text) == expected


@pytest.mark.parametrize(
    "model_id, dtype_bytes, kv_bytes",
    [("deepseek-v3", 1, 35136), ("deepseek-v3", 2, 70272), ("deepseek-v4.1-flash", 1, 35136),
     ("llama-3.1-70b", 2, 327680)],
)
def test_model_geometry_gives_the_contract_kv_bytes(model_id: str, dtype_bytes: int, kv_bytes: int) -> None:
    m = load_catalog().model(model_id)
    assert m is not None
    if m["attention_type"] == "mla":
        got = m["kv_layers"] * (m["kv_lora_rank"] + m["qk_rope_head_dim"]) * dtype_bytes
    else:
        got = 2 * m["kv_layers"] * m["num_key_value_heads"] * m["head_dim"] * dtype_bytes
    assert got == kv_bytes


def test_model_geometry_matches_the_sample_configs(shared_dir: Path) -> None:
    cat = load_catalog()
    for name, model_id in [("deepseek_v3_config.json", "deepseek-v3"), ("llama31_70b_config.json", "llama-3.1-70b")]:
        cfg = json.loads((shared_dir / "samples" / "model_configs" / name).read_text(encoding="utf-8"))
        m = cat.model(model_id)
        assert m is not None
        for key in ("num_hidden_layers", "num_key_value_heads", "kv_lora_rank", "qk_rope_head_dim", "num_attention_heads"):
            if m.get(key) is not None:
                assert cfg[key] == m[key], (model_id, key)


def test_lookups_return_copies_and_none_for_unknown() -> None:
    cat = load_catalog()
    entry = cat.accelerator("nvidia-rtx-4090")
    assert entry is not None
    entry["interconnects"].append("nvlink-4")
    assert cat.interconnect_ids("nvidia-rtx-4090") == ["pcie-gen4"]
    assert cat.accelerator("nope") is None and cat.model("nope") is None and cat.engine("nope") is None
    assert cat.engine("sglang")["name"] == "SGLang"  # type: ignore[index]


def test_has_and_value_read_without_copying_the_entry() -> None:
    """has() and value() answer what accelerator() would, and a value handed out is a copy."""
    cat = load_catalog()
    for acc in cat.ids("accelerator") + ["nope", None, 5]:
        entry = cat.accelerator(acc) if isinstance(acc, str) else None
        assert cat.has("accelerator", acc) is (entry is not None)
        for key in ("tdp_w", "interconnects", "has_driver", "no-such-field"):
            assert cat.value("accelerator", acc, key, "default") == (entry or {}).get(key, "default")
    ics = cat.value("accelerator", "nvidia-rtx-4090", "interconnects")
    ics.append("nvlink-4")
    assert cat.interconnect_ids("nvidia-rtx-4090") == ["pcie-gen4"]


def test_load_catalog_is_cached() -> None:
    assert load_catalog() is load_catalog()


def test_resolution_is_fast() -> None:
    cat = load_catalog()
    start = time.perf_counter()
    for _ in range(2000):
        cat.resolve_accelerator("8x RTX PRO 6000 Blackwell Max-Q, 96 GB each, PCIe only")
        cat.resolve_model("nvidia/Qwen3.5-397B-A17B-NVFP4")
    per_call = (time.perf_counter() - start) / 4000
    assert per_call < 0.001, f"{per_call * 1e6:.0f} us per resolution"


def _write_catalog(folder: Path, files: dict[str, Any]) -> None:
    """Write a catalog folder from a dict of kind -> entries."""
    for kind, name in CATALOG_FILES.items():
        (folder / name).write_text(json.dumps(files[kind]), encoding="utf-8")


@pytest.mark.parametrize(
    "breakage, message",
    [
        (lambda f: f["accelerator"][0].__setitem__("vendor", "qualcomm"), "is invalid: vendor:"),
        (lambda f: f["accelerator"].append(dict(f["accelerator"][0])), "appears twice"),
        (lambda f: f["accelerator"][0].__setitem__("interconnects", ["nvlink-9"]), "unknown interconnects"),
        (lambda f: f["accelerator"][1]["aliases"].append("RTX 4090"), "claimed by both"),
    ],
)
def test_broken_catalog_is_refused(tmp_path: Path, breakage: Any, message: str) -> None:
    files = _files()
    breakage(files)
    _write_catalog(tmp_path, files)
    with pytest.raises(SchemaError, match=message):
        Catalog.from_dir(tmp_path)


def test_unreadable_catalog_file_is_one_line(tmp_path: Path) -> None:
    _write_catalog(tmp_path, _files())
    (tmp_path / "models.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(SchemaError, match=r"^catalog file models.json cannot be read"):
        Catalog.from_dir(tmp_path)


def test_best_alias_is_remembered_and_the_memo_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """The matcher answers a text it has seen as it did the first time, and starts over past its limit."""
    from benchrec import catalog as catalog_mod

    monkeypatch.setattr(catalog_mod, "BEST_MEMO_LIMIT", 3)
    matcher = load_catalog()._matchers["accelerator"]
    matcher._best.clear()
    texts = ["8x H100 SXM", "RTX 4090", "an unknown card", "MI300X", "RTX 4090"]
    first = [matcher.best(t) for t in texts]
    assert len(matcher._best) <= 3
    assert [matcher.best(t) for t in texts] == first == [matcher._best_of(t) for t in texts]
    assert first[1] is not None and first[1].id == "nvidia-rtx-4090" and first[2] is None
