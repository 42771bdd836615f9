"""Merge of dumps into write-up records, and the derivations: KV bytes, accelerator, interconnects, power, links."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from extractors.derive import derive_records, find_util_power
from extractors.dumps import parse_dump
from extractors.kvbytes import dtype_bytes, kv_bytes, quant_method
from extractors.merge import merge_deployment, same_value
from extractors.record import cite, new_benchmark

FIXTURES = Path(__file__).parent / "fixtures"
DSV41_DUMP = FIXTURES / "deployments" / "dsv41" / "server_info.json"

DSV3 = {"num_hidden_layers": 61, "kv_lora_rank": 512, "qk_rope_head_dim": 64, "num_attention_heads": 128,
        "num_key_value_heads": 128}
LLAMA70 = {"num_hidden_layers": 80, "num_attention_heads": 64, "num_key_value_heads": 8, "hidden_size": 8192}

KV_TABLE = [
    ("deepseek-v3", DSV3, "fp8_e4m3", "mla", 35136, 70272),
    ("deepseek-v3", DSV3, "fp8", "mla", 35136, 70272),
    ("deepseek-v3", DSV3, "bf16", "mla", 70272, 70272),
    ("deepseek-v3", DSV3, "auto", "mla", 70272, 70272),
    ("llama-3.1-70b", LLAMA70, "bf16", "gqa", 327680, 327680),
    ("llama-3.1-70b", LLAMA70, "fp8", "gqa", 163840, 327680),
    ("llama-3.1-70b", LLAMA70, "fp32", "gqa", 655360, 327680),
    ("llama-3.1-70b", LLAMA70, "nvfp4", "gqa", 81920, 327680),
    ("falcon-7b", {"num_hidden_layers": 32, "num_attention_heads": 71, "num_key_value_heads": 1, "hidden_size": 4544},
     "auto", "mqa", 8192, 8192),
]


@pytest.mark.parametrize(("model", "geo", "dtype", "attention", "value", "bf16"), KV_TABLE,
                         ids=[f"{c[0]}-{c[2]}" for c in KV_TABLE])
def test_kv_bytes_formula(model: str, geo: dict[str, Any], dtype: str, attention: str, value: float, bf16: int) -> None:
    kv = kv_bytes(geo, dtype)
    assert kv is not None
    assert (kv.attention_type, kv.bytes_per_token, kv.bytes_per_token_bf16) == (attention, value, bf16)


def test_kv_basis_is_written_out_with_its_numbers() -> None:
    mla = kv_bytes(DSV3, "fp8_e4m3")
    gqa = kv_bytes(LLAMA70, "bf16")
    assert mla is not None and gqa is not None
    assert mla.basis.startswith("61 layers x (kv_lora_rank 512 + qk_rope_head_dim 64) x 1 byte (fp8_e4m3) = 61 x 576 = 35,136 B/token")
    assert "70,272 B/token" in mla.basis
    assert gqa.basis.startswith("2 (K and V) x 80 layers x 8 kv_heads x 128 head_dim x 2 bytes (bf16) = 327,680 B/token")


@pytest.mark.parametrize(("dtype", "size", "method"), [
    ("fp8_e4m3", 1, None), ("fp8_e5m2", 1, None), ("fp8", 1, None), ("bf16", 2, None), ("fp16", 2, None),
    ("auto", 2, None), ("fp32", 4, None), ("torch.bfloat16", 2, None), ("nvfp4", 0.5, "nvfp4"), ("fp4", 0.5, None),
    ("weird", None, None),
])
def test_dtype_table(dtype: str, size: float | None, method: str | None) -> None:
    assert dtype_bytes(dtype) == size and quant_method(dtype) == method


def test_kv_bytes_needs_geometry() -> None:
    assert kv_bytes({"num_hidden_layers": 4}, "bf16") is None
    assert kv_bytes(DSV3, "mystery") is None


@pytest.mark.parametrize(("a", "b", "same"), [
    ("2048.", 2048, True), ("2,048", 2048, True), (2048, 4096, False), ("fp8", "fp8_e4m3", True),
    ("FP8_E4M3", "fp8_e4m3", True), ("bf16", "fp8_e4m3", False), ("on", True, True), (0.72, "0.72", True),
])
def test_same_value(a: Any, b: Any, same: bool) -> None:
    assert same_value(a, b) is same


def _writeup_record(config: dict[str, Any], text: str = "") -> dict[str, Any]:
    """A write-up record as the write-up extractor leaves it (quotes into `text`)."""
    rec = new_benchmark()
    rec.update(metric="prefill_tok_s", value=6853.0, basis="single_stream", notes=text)
    rec["engine"]["id"] = "sglang"
    rec["hardware"].update(accelerator_as_written="RTX PRO 6000 Blackwell Max-Q", count=8)
    rec["workload"].update(input_len=131072, cache="cold")
    for key, value in config.items():
        cite(rec, f"config.{key}", value, 0, f"{key}={value}", 0, len(f"{key}={value}"))
    return rec


def _dump(raw: bytes | None = None, index: int = 1) -> Any:
    return parse_dump(raw or DSV41_DUMP.read_bytes(), "server_info.json", index, "server_info")


def test_dump_wins_for_configuration_and_conflicts_are_kept() -> None:
    dump_raw = DSV41_DUMP.read_bytes().replace(b'"chunked_prefill_size": 2048', b'"chunked_prefill_size": 4096')
    rec = _writeup_record({"chunked_prefill_size": 2048, "kv_cache_dtype": "fp8"})
    [out] = merge_deployment([rec], [_dump(dump_raw)])
    assert out["config"]["chunked_prefill_size"] == 4096
    assert out["config"]["kv_cache_dtype"] == "fp8_e4m3"
    assert out["config_conflicts"] == [{"path": "config.chunked_prefill_size", "writeup": 2048, "dump": 4096,
                                        "dump_source": 1, "dump_pointer": "/chunked_prefill_size"}]
    field = out["provenance"]["fields"]["config.chunked_prefill_size"]
    assert field["pointer"] == "/chunked_prefill_size" and field["writeup"]["value"] == 2048
    assert field["writeup"]["quote"] == "chunked_prefill_size=2048"
    assert "CONFIG CONFLICT" in out["notes"] and "4096" in out["notes"]
    assert out["provenance"]["fields"]["parallelism.ep"] == {"source": 1, "pointer": "/ep_size"}
    assert out["model"]["id"] == "deepseek-v4.1-flash"
    assert "as reported by the operator's own /get_server_info" in out["methodology"]


def test_a_value_the_writeup_names_as_a_variation_is_no_conflict() -> None:
    rec = _writeup_record({"prefill_attention_backend": "flashmla"})
    rec["variance"]["alternatives"] = [{"change": "flashmla prefill backend", "value": 6845}]
    [out] = merge_deployment([rec], [_dump()])
    assert out["config"]["prefill_attention_backend"] == "dsv4" and not out.get("config_conflicts")


def test_derive_fills_catalog_fields_power_and_the_kv_companion() -> None:
    rec = _writeup_record({}, "GPU util ~87% at 220 W of 600 W -> communication-bound on PCIe.")
    dumps = [_dump()]
    records = derive_records(merge_deployment([rec], dumps), dumps)
    bench, kv = records
    assert bench["hardware"]["accelerator_id"] == "nvidia-rtx-pro-6000-blackwell"
    assert bench["interconnect_ids"] == ["pcie-gen5"]
    assert "ACCELERATOR CAVEAT" in bench["notes"] and "Max-Q" in bench["notes"]
    assert bench["utilisation"]["reading"] == "link_bound" and bench["utilisation"]["power_cap_w"] == 600
    assert "link-bound rather than compute-bound" in bench["notes"]
    assert kv["kind"] == "kv-efficiency" and kv["kv_bytes_per_token"] == 35136
    assert kv["id"] == "kv-efficiency/sglang-deepseek-v4.1-flash-fp8kv-128k-cold-prefill"
    assert {"rel": "companion", "id": bench["id"]} in kv["links"]
    assert {"rel": "companion", "id": kv["id"]} in bench["links"]


@pytest.mark.parametrize(("text", "expected"), [
    ("GPU util ~87% at 220 W of 600 W", {"gpu_util_pct": 87, "power_w": 220, "power_cap_w": 600}),
    ("utilization 95% at 680 W / 700 W", {"gpu_util_pct": 95, "power_w": 680, "power_cap_w": 700}),
    ("GPU utilisation of 90%, drawing 250 W", {"gpu_util_pct": 90, "power_w": 250}),
    ("no utilisation figures here", None),
    ("UTILIZATION 95% at 680 W / 700 W", {"gpu_util_pct": 95, "power_w": 680, "power_cap_w": 700}),
    ("GPU UT\u0130L 90% at 250 W", {"gpu_util_pct": 90, "power_w": 250}),  # İ folds onto i under IGNORECASE
    ("GPU ut\u0131l 90% at 250 W", {"gpu_util_pct": 90, "power_w": 250}),  # so does the dotless ı
])
def test_util_power_statements(text: str, expected: dict[str, float] | None) -> None:
    rec = new_benchmark()
    rec["notes"] = text
    assert find_util_power(rec) == expected


def test_power_cap_from_the_catalog_when_the_text_gives_none() -> None:
    rec = _writeup_record({}, "GPU utilisation of 90%, drawing 250 W")
    rec["hardware"]["accelerator_as_written"] = "RTX PRO 6000"
    [bench, _kv] = derive_records(merge_deployment([rec], [_dump()]), [_dump()])
    assert bench["utilisation"]["power_cap_w"] == 600 and bench["utilisation"]["reading"] == "link_bound"
    assert "catalog:accelerators/nvidia-rtx-pro-6000-blackwell/tdp_w" in bench["provenance"]["fields"]["utilisation"]["derived_from"]


def test_only_dumps_give_only_the_kv_record() -> None:
    config = parse_dump((FIXTURES / "dumps" / "hf_llama33_70b.json").read_bytes(), "config.json", 1, "model_config")
    server = parse_dump((FIXTURES / "dumps" / "sglang_v05_flat_version.json").read_bytes(), "server_info.json", 0, "server_info")
    records = derive_records(merge_deployment([], [server, config]), [server, config])
    assert [r["kind"] for r in records] == ["kv-efficiency"]
    kv = records[0]
    assert kv["kv_cache_dtype"] == "fp8_e5m2" and kv["kv_bytes_per_token"] == 163840 and kv["attention_type"] == "gqa"
    assert kv["engine"] == {"id": "sglang", "version": "0.5.4.post1", "commit": None}
    assert kv["config"]["tp_size"] == 2
    assert kv["provenance"]["fields"]["kv_bytes_per_token"]["derived_from"][0].startswith("source 1 /")


def test_no_geometry_no_kv_record() -> None:
    dump = parse_dump((FIXTURES / "dumps" / "vllm_version.json").read_bytes(), "version", 0, "server_info")
    assert derive_records(merge_deployment([], [dump]), [dump]) == []


def test_interconnects_empty_where_the_catalog_has_none() -> None:
    from benchrec.catalog import load_catalog

    cat = load_catalog()
    bare = [a for a in cat.ids("accelerator") if not cat.interconnect_ids(a)]
    if not bare:
        pytest.skip("every catalog accelerator names an interconnect")
    rec = new_benchmark()
    rec["hardware"]["accelerator_as_written"] = cat.accelerator(bare[0])["name"]
    rec["interconnect_ids"] = ["nvlink-4"]
    [out] = derive_records([rec], [])
    assert out["interconnect_ids"] == []


def test_sibling_links_to_the_same_workload_on_another_engine(tmp_path: Path) -> None:
    from staging.store import Store

    store = Store(tmp_path / "home")
    other = _writeup_record({})
    other.update(id="benchmarks/ev-vllm-dsv41-production-128k-prefill-tps-eager", value=4584.0)
    other["engine"]["id"] = "vllm"
    other["model"]["id"] = "deepseek-v4.1-flash"
    store.stage(other)
    rec = _writeup_record({})
    records = derive_records(merge_deployment([rec], [_dump()]), [_dump()], store=store)
    assert {"rel": "sibling", "id": other["id"]} in records[0]["links"]


SETUPS_PAGE = """<html><body><p>All runs use vLLM 0.8.5 at concurrency 64, 1024 input tokens.</p>
<table><tr><th>Model</th><th>8x H100</th><th>8x MI300X</th></tr>
<tr><td>Llama-3.1-70B-Instruct</td><td>3,210 tok/s</td><td>3,880 tok/s</td></tr>
<tr><td>Llama-3.1-8B-Instruct</td><td>9,870 tok/s</td><td>10,450 tok/s</td></tr></table></body></html>"""


def test_a_write_up_of_several_setups_gets_a_companion_for_each(tmp_path: Path) -> None:
    """Each model-engine-accelerator setup gets its own kv-efficiency companion, linked to its own records only, and
    every link still names a record after the ids are finalised."""
    from benchrec.options import Options
    from extractors.pipeline import extract_sources

    page = tmp_path / "setups.html"
    page.write_text(SETUPS_PAGE)
    records = extract_sources([str(page)], Options(home=tmp_path / "home"))
    by_id = {r["id"]: r for r in records}
    bench = [r for r in records if r["kind"] == "benchmark"]
    kvs = [r for r in records if r["kind"] == "kv-efficiency"]
    assert len(bench) == 4 and len(kvs) == 4
    assert {k["kv_bytes_per_token"] for k in kvs} == {327680, 131072}
    for rec in bench:
        [link] = [x for x in rec["links"] if x["rel"] == "companion"]
        kv = by_id[link["id"]]
        assert kv["model"]["name"] == rec["model"]["name"]
        assert kv["hardware"]["accelerator_id"] == rec["hardware"]["accelerator_id"]
        assert [x["id"] for x in kv["links"] if x["rel"] == "companion"] == [rec["id"]]
