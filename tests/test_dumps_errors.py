"""Broken dumps give one-line DumpErrors naming the source, from the API and from the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from benchrec.errors import DumpError
from extractors.dumps import parse_dump

DUMPS = Path(__file__).parent / "fixtures" / "dumps"
BENCHREC = Path(__file__).resolve().parents[1] / ".venv" / "bin" / "benchrec"


def _big_dump(size: int) -> bytes:
    """A syntactically plausible SGLang dump padded to size bytes."""
    head = b'{"tp_size": 8, "model_path": "x", "chunked_prefill_size": 2048, "pad": "'
    return head + b"x" * (size - len(head) - 2) + b'"}'


CASES = [
    ("unknown-layout.json", b'{"foo": 1, "bar": {"baz": [1, 2, 3]}}', "unknown dump layout"),
    ("truncated.json", (DUMPS / "sglang_v05_flat_version.json").read_bytes()[:300], "truncated JSON"),
    ("invalid.json", b'{"tp_size": 8, "model_path": "x", "chunked_prefill_size": 2048,, }', "invalid JSON"),
    ("huge.json", _big_dump(50 * 1024 * 1024), "over the 20 MB dump limit"),
    ("noargs.log", (DUMPS / "vllm_noargs.log").read_bytes(), "no 'non-default args:'"),
    ("array.json", b"[1, 2, 3]", "unknown dump layout"),
    ("badrepr.log", b"INFO 09-03 16:28:10 [utils.py:328] non-default args: {'model': 'x', 'tensor_parallel_size': \n"
                    b"INFO 09-03 16:28:11 [api_server.py:1] vLLM API server version 0.10.2\n", "unreadable non-default args"),
    ("sglang-empty.json", b'{"internal_states": []}', "none of the known server arguments"),
    ("props-empty.json", b'{"default_generation_settings": {}}', "neither n_ctx"),
    ("model-info.json", b'{"model_path": 5, "is_generation": true}', "no model_path"),
    ("config-nolayers.json", b'{"architectures": ["X"], "model_type": "x"}', "no num_hidden_layers"),
    ("deep.log", b"INFO 09-03 16:28:10 [utils.py:328] non-default args: " + b"{'a': " * 300 + b"1" + b"}" * 300 + b"\n",
     "unreadable non-default args"),
]


@pytest.mark.parametrize(("name", "raw", "message"), CASES, ids=[c[0] for c in CASES])
def test_dump_error_is_one_line_naming_the_source(name: str, raw: bytes, message: str) -> None:
    from extractors.dumps import detect_kind

    with pytest.raises(DumpError) as info:
        parse_dump(raw, f"http://127.0.0.1/{name}", 0, detect_kind(raw) or "server_info")
    text = str(info.value)
    assert "\n" not in text and text.startswith(f"http://127.0.0.1/{name}: ")
    assert message in text


def test_size_limit_is_checked_before_parsing() -> None:
    with pytest.raises(DumpError, match="over the 1 MB dump limit"):
        parse_dump(b"{" + b" " * (2 * 1024 * 1024), "big", 0, "server_info", max_bytes=1024 * 1024)


@pytest.mark.skipif(not BENCHREC.exists(), reason="benchrec is not installed in .venv")
@pytest.mark.parametrize("name", ["unknown-layout.json", "truncated.json", "noargs.log"])
def test_cli_reports_one_line_and_exit_2(tmp_path: Path, name: str) -> None:
    raw = dict((c[0], c[1]) for c in CASES)[name]
    path = tmp_path / name
    path.write_bytes(raw)
    env = dict(os.environ, BENCHREC_HOME=str(tmp_path / "home"), PREFECT_HOME=str(tmp_path / "prefect"))
    proc = subprocess.run([str(BENCHREC), "extract", str(path), "--json"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert proc.returncode == 2, proc.stderr
    lines = [ln for ln in proc.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and name in lines[0] and "Traceback" not in proc.stderr
    assert proc.stdout.strip() == "" or json.loads(proc.stdout)


# Numbers no record can carry: each was an internal error (OverflowError, or Python's 4300-digit limit) where a rule
# read it as a float; now the setting is left out, as Infinity and NaN are.
HUGE = "9" * 400
HUGER = "9" * 5000
UNCARRIED = [
    ("sglang-huge-int.json", b'{"tp_size": ' + HUGE.encode() + b', "model_path": "x", "chunked_prefill_size": 2048}',
     "parallelism", "tp"),
    ("sglang-huger-int.json", b'{"tp_size": 8, "model_path": "x", "chunked_prefill_size": ' + HUGER.encode() + b"}",
     "config", "chunked_prefill_size"),
    ("sglang-infinity.json", b'{"tp_size": 8, "model_path": "x", "chunked_prefill_size": Infinity}',
     "config", "chunked_prefill_size"),
    ("vllm-huge.log", b"INFO 09-03 16:28:10 [utils.py:328] non-default args: {'model': 'x', 'max_model_len': "
                      + HUGER.encode() + b"}\nINFO 09-03 16:28:11 [api_server.py:1] vLLM API server version 0.10.2\n",
     "config", "max_model_len"),
]


@pytest.mark.parametrize(("name", "raw", "part", "key"), UNCARRIED, ids=[c[0] for c in UNCARRIED])
def test_a_number_no_record_can_carry_is_left_out(name: str, raw: bytes, part: str, key: str) -> None:
    from extractors.dumps import detect_kind

    dump = parse_dump(raw, name, 0, detect_kind(raw) or "server_info")
    assert getattr(dump, part).get(key) is None


def test_a_huge_geometry_number_is_one_line(tmp_path: Path) -> None:
    """A model config whose layer count no float holds has no usable layer count: one DumpError line."""
    from benchrec.options import Options
    from extractors.pipeline import extract_sources

    config = json.loads((DUMPS / "hf_llama33_70b.json").read_text(encoding="utf-8"))
    config["num_hidden_layers"] = 10**400
    path = tmp_path / "config.json"
    path.write_text(json.dumps(config), encoding="utf-8")
    with pytest.raises(DumpError, match="has no num_hidden_layers$"):
        extract_sources([str(path)], Options(home=tmp_path / "home"))


@pytest.mark.parametrize("key", ["tp_size", "chunked_prefill_size", "context_length"])
def test_a_huge_dump_number_beside_its_writeup_is_left_out(tmp_path: Path, key: str) -> None:
    """The write-up states the same setting: merge compared the two as floats, and the huge one overflowed."""
    from benchrec.options import Options
    from extractors.pipeline import extract_sources

    example = Path(__file__).resolve().parents[1] / "examples"
    dump = json.loads((example / "server_info.json").read_text(encoding="utf-8"))
    dump[key] = 10**400
    path = tmp_path / "server_info.json"
    path.write_text(json.dumps(dump), encoding="utf-8")
    records = extract_sources([str(example / "writeup.html"), str(path)], Options(home=tmp_path / "home"))
    assert records and all(json.dumps(r, allow_nan=False) for r in records)
    assert str(10**400) not in json.dumps(records)
