"""Hostile input for the write-up extractor and every dump parser: only the project's errors, bounded time and memory,
strict-JSON records (no NaN or infinity)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.reliability import hostile
from tests.reliability.conftest import LONG, Counters, scale

WORKER = Path(__file__).parent / "tools" / "parse_worker.py"
#: Address-space limit of the worker (MiB) and the resident growth one input may cause (MiB).
AS_LIMIT_MB = 6144
MAX_GROWTH_MB = 1536

SETTINGS = settings(
    max_examples=scale(25, 150), deadline=None, database=None, derandomize=not LONG,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much],
)

#: Corpus inputs that take seconds each: only in the long run (quick runs keep the rest).
HEAVY = {"tables-5000", "one-table-50k-rows", "deep-unclosed-200k", "log-100k-lines", "deep-divs-100k"}



def _note(counters: Counters, parser: str, out: hostile.Outcome, label: str) -> None:
    """Count one input and remember the slowest refused or odd one."""
    counters.add(f"inputs.{parser}")
    counters.most("slowest_input_s", out.seconds, f"{parser}: {label}")
    if not out.ok:
        counters.add(f"refused.{parser}")
        counters.most("slowest_bad_input_s", out.seconds, f"{parser}: {label}")


@SETTINGS
@given(raw=hostile.html_document())
def test_generated_html_pages(counters: Counters, raw: bytes) -> None:
    _note(counters, "html", hostile.run_writeup(raw, "text/html"), f"generated page of {len(raw)} bytes")


@SETTINGS
@given(raw=hostile.html_document() | hostile.markdown_document(), ctype=st.sampled_from([None, "text/plain", "text/markdown"]))
def test_generated_pages_without_declared_type(counters: Counters, raw: bytes, ctype: str | None) -> None:
    _note(counters, "html", hostile.run_writeup(raw, ctype), f"generated {ctype or 'sniffed'} text of {len(raw)} bytes")


@SETTINGS
@given(case=hostile.mutated_fixture())
def test_mutated_real_fixtures_through_the_pipeline(counters: Counters, case: tuple[str, bytes]) -> None:
    name, raw = case
    _note(counters, "pipeline", hostile.run_pipeline(raw), f"mutated {name}")
    _note(counters, "dumps", hostile.run_dump(raw), f"mutated {name}")


@SETTINGS
@given(raw=hostile.json_dump())
def test_generated_json_dumps(counters: Counters, raw: bytes) -> None:
    _note(counters, "dumps", hostile.run_dump(raw), f"generated JSON dump of {len(raw)} bytes")


@SETTINGS
@given(raw=hostile.log_dump())
def test_generated_startup_logs(counters: Counters, raw: bytes) -> None:
    _note(counters, "dumps", hostile.run_dump(raw), f"generated startup log of {len(raw)} bytes")


@SETTINGS
@given(raw=st.binary(max_size=4096))
def test_random_bytes_everywhere(counters: Counters, raw: bytes) -> None:
    _note(counters, "dumps", hostile.run_dump(raw), "random bytes")
    _note(counters, "pipeline", hostile.run_pipeline(raw), "random bytes")


def _corpus_specs() -> list[str]:
    """NAME:PARSER pairs the worker runs in this mode."""
    specs = []
    for name, _ in hostile.nasty_corpus():
        if name in HEAVY and not LONG:
            continue
        for parser in (("writeup", "dump", "pipeline") if LONG else ("dump", "pipeline")):
            specs.append(f"{name}:{parser}")
    return specs


def test_nasty_corpus_in_a_memory_limited_worker(counters: Counters, tmp_path: Path) -> None:
    """Deep nesting, huge attributes, thousands of tables, NUL floods, non-finite numbers: bounded time and memory."""
    specs = _corpus_specs()
    proc = subprocess.run([sys.executable, str(WORKER), str(AS_LIMIT_MB), str(hostile.INPUT_BOUND_S), *specs],
                          capture_output=True, text=True, timeout=scale(300, 900), cwd=tmp_path)
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert [f"{r['name']}:{r['parser']}" for r in rows] == specs
    bad = [r for r in rows if r["status"] not in ("ok", "refused")]
    assert bad == [], json.dumps(bad, indent=1)
    for r in rows:
        counters.add(f"inputs.{r['parser']}")
        counters.most("slowest_input_s", r["seconds"], f"{r['parser']}: {r['name']}")
        if r["status"] == "refused":
            counters.most("slowest_bad_input_s", r["seconds"], f"{r['parser']}: {r['name']}")
        counters.most("worker_peak_rss_mb", r["peak_mb"], r["name"])
    grown = max(r["rss_mb"] - r["base_mb"] for r in rows)
    assert grown < MAX_GROWTH_MB, f"resident memory grew by {grown:.0f} MiB"
    assert max(r["seconds"] for r in rows) < hostile.INPUT_BOUND_S
