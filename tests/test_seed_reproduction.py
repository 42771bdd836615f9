"""A write-up plus its /get_server_info dump, served from 127.0.0.1, give back the seed's two records.

The benchmark record must equal seed 000's fields and the kv-efficiency record seed 002's. Each deployment folder
holds a field report (its facts, differently worded) and the operator's dump.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import subprocess
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

ROOT = Path(__file__).resolve().parents[1]
DEPLOYMENTS = Path(__file__).parent / "fixtures" / "deployments"
BENCHREC = ROOT / ".venv" / "bin" / "benchrec"
CASES = ["dsv41", "dsv41_alt"]

#: Seed 000: every configuration value it lists, by the engine's own names.
SEED_CONFIG = {
    "tp_size": 8, "ep_size": 8, "dp_size": 1, "context_length": 1048576, "kv_cache_dtype": "fp8_e4m3",
    "mem_fraction_static": 0.72, "max_running_requests": 16, "attention_backend": "dsv4",
    "moe_runner_backend": "flashinfer_mxfp4", "cuda_graph_max_bs": 16, "disable_cuda_graph": False,
    "disable_piecewise_cuda_graph": True, "chunked_prefill_size": 2048, "speculative_algorithm": "DSPARK",
    "dspark_block_size": 6,
}
SEED_SWEEP = {1024: 6012, 2048: 6853, 4096: 6301}
SEED_RERUNS = [6765, 6853]
SEED_ALTERNATIVES = {6845: "flashmla", 6828: "all-reduce"}


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the content types a real site would send; quiet."""

    extensions_map = {".html": "text/html; charset=utf-8", ".json": "application/json", "": "application/octet-stream"}

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - signature of the base class
        return


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """An HTTP server on 127.0.0.1 serving the deployment fixtures."""
    handler = functools.partial(_Handler, directory=str(DEPLOYMENTS))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


@functools.lru_cache(maxsize=None)
def _run(case: str, hostport: str, home: str) -> dict[str, Any]:
    """`benchrec extract WRITEUP_URL DUMP_URL --json`, parsed."""
    env = dict(os.environ, BENCHREC_HOME=home, PREFECT_HOME=home + "-prefect",
               BENCHREC_ALLOWED_HOSTS=f"{hostport},127.0.0.1")
    urls = [f"http://{hostport}/{case}/writeup.html", f"http://{hostport}/{case}/server_info.json"]
    proc = subprocess.run([str(BENCHREC), "extract", *urls, "--json"], capture_output=True, text=True, env=env,
                          timeout=300, cwd=str(ROOT))
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture
def extracted(request: pytest.FixtureRequest, server: str, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """The extract output of one deployment (run once per module and case)."""
    if not BENCHREC.exists():
        pytest.skip("benchrec is not installed in .venv")
    home = str(tmp_path_factory.getbasetemp() / f"home-{request.param}")
    return _run(request.param, server, home)


def _records(out: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [r for r in out["records"] if r["kind"] == kind]


def _headline(out: dict[str, Any]) -> dict[str, Any]:
    """The benchmark record of the 128K headline (6,853 tok/s)."""
    hits = [r for r in _records(out, "benchmark") if r.get("metric") == "prefill_tok_s" and r.get("value") == 6853]
    assert hits, f"no prefill_tok_s record of 6853: {[(r.get('metric'), r.get('value')) for r in _records(out, 'benchmark')]}"
    return hits[0]


def _kv(out: dict[str, Any]) -> dict[str, Any]:
    kv = _records(out, "kv-efficiency")
    assert len(kv) == 1, f"expected one kv-efficiency record, got {len(kv)}"
    return kv[0]


pytestmark = pytest.mark.parametrize("extracted", CASES, indirect=True)


# ------------------------------------------------------------ fields the dump and the derivations give

def test_config_from_the_dump_equals_the_seed(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert {k: rec["config"].get(k) for k in SEED_CONFIG} == SEED_CONFIG
    assert rec["parallelism"]["tp"] == 8 and rec["parallelism"]["ep"] == 8 and rec["parallelism"]["dp"] == 1
    fields = rec["provenance"]["fields"]
    assert fields["config.chunked_prefill_size"]["pointer"] == "/chunked_prefill_size"
    assert fields["config.dspark_block_size"]["source"] == 1
    assert not rec.get("config_conflicts")


def test_engine_version_and_driver_are_omitted(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert rec["engine"]["id"] == "sglang" and rec["engine"]["version"] is None
    assert rec["hardware"]["driver_version"] is None
    assert {"engine.version", "hardware.driver_version"} <= set(rec["omitted_by_source"])


def test_accelerator_and_interconnects_from_the_catalog(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert rec["hardware"]["accelerator_id"] == "nvidia-rtx-pro-6000-blackwell"
    assert rec["interconnect_ids"] == ["pcie-gen5"]
    assert "derived_from" in rec["provenance"]["fields"]["interconnect_ids"]
    assert "nvidia-rtx-pro-6000-blackwell" in rec["notes"] and "closest" in rec["notes"].lower()


def test_kv_record_equals_seed_002(extracted: dict[str, Any]) -> None:
    kv = _kv(extracted)
    assert kv["attention_type"] == "mla"
    assert kv["kv_cache_dtype"] == "fp8_e4m3"
    assert kv["kv_bytes_per_token"] == 35136
    assert kv["kv_bytes_per_token_bf16"] == 70272
    basis = kv["kv_bytes_basis"]
    assert basis.startswith("61 layers x (kv_lora_rank 512 + qk_rope_head_dim 64) x 1 byte (fp8_e4m3) = 61 x 576 = 35,136 B/token")
    assert "70,272" in basis
    assert kv["quant_method"] is None and kv["measured_ttft_ms_at_ctx"] is None
    assert kv["model"]["id"] == "deepseek-v4.1-flash" and kv["engine"]["id"] == "sglang"
    assert kv["hardware"]["accelerator_id"] == "nvidia-rtx-pro-6000-blackwell"
    assert kv["config"]["kv_cache_dtype"] == "fp8_e4m3" and kv["config"]["context_length"] == 1048576
    assert kv["id"].startswith("kv-efficiency/sglang-") and "fp8kv" in kv["id"]
    for path in ("kv_bytes_per_token", "kv_bytes_basis", "attention_type", "quant_method"):
        assert kv["provenance"]["fields"][path]["derived_from"], path


def test_records_of_the_deployment_link_as_companions(extracted: dict[str, Any]) -> None:
    rec, kv = _headline(extracted), _kv(extracted)
    assert {"rel": "companion", "id": kv["id"]} in rec["links"]
    assert {"rel": "companion", "id": rec["id"]} in kv["links"]


# ------------------------------------------------------------ fields the write-up gives

def test_headline_metric_unit_and_basis(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert (rec["metric"], rec["value"], rec["unit"], rec["basis"]) == ("prefill_tok_s", 6853, "tok/s", "single_stream")
    text = rec["unit_text"].lower()
    assert "single stream" in text and "usage" in text, rec["unit_text"]
    assert rec["token_counting"] == "usage_field"
    assert rec["workload"]["cache"] == "cold"


def test_headline_reruns(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert sorted(rec["variance"]["reruns"]) == SEED_RERUNS


def test_headline_chunked_prefill_sweep(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    sweeps = [s for s in rec["variance"]["sweeps"] if s.get("param") == "chunked_prefill_size"]
    assert sweeps, rec["variance"]["sweeps"]
    points = {int(float(p["x"])): p["value"] for p in sweeps[0]["points"]}
    assert points == SEED_SWEEP


def test_headline_backend_alternatives(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    alts = {a["value"]: a["change"].lower() for a in rec["variance"]["alternatives"]}
    for value, word in SEED_ALTERNATIVES.items():
        assert value in alts and word in alts[value].replace("allreduce", "all-reduce"), alts


def test_measured_by_and_reproducible(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert rec["measured_by"] == "third_party"
    assert rec["reproducible"] is True
    assert rec["hardware"]["count"] == 8


def test_power_reading_says_link_bound(extracted: dict[str, Any]) -> None:
    rec = _headline(extracted)
    assert rec.get("utilisation", {}).get("reading") == "link_bound", rec.get("notes")
    assert "link-bound rather than compute-bound" in rec["notes"]
