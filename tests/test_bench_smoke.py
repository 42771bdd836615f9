"""Smoke run of the benchmark code on a handful of pages: the figures exist and are positive (nothing is timed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench import corpus, run

RATE_KEYS = ("extract_pages_per_s", "extract_vs_bs4_ratio", "lxml_parse_pages_per_s", "trafilatura_pages_per_s",
             "extract_small_pages_per_s", "trafilatura_small_pages_per_s", "ingest_urls_per_s", "cli_cold_s")
AUDIT_KEYS = ("audit_ms_per_1k", "audit_vs_pandas_ratio", "peak_rss_mb")
PRINTOUT = """   1000 records: audit   1.17 s = 1168.4 ms/1k (flatten  0.30 s, GX validate+gate  0.51 s) | pandas baseline   0.31 s =  313.3 ms/1k | 60 records failing | GX and pandas agree: True
  10000 records: audit   3.74 s =  373.6 ms/1k (flatten  2.99 s, GX validate+gate  0.73 s) | pandas baseline   3.10 s =  309.6 ms/1k | 600 records failing | GX and pandas agree: True
 100000 records: audit  26.38 s =  263.8 ms/1k (flatten 21.70 s, GX validate+gate  2.57 s) | pandas baseline  22.20 s =  222.0 ms/1k | 6000 records failing | GX and pandas agree: True
per-1k cost at 100k / at 10k: 0.71 (target <= 1.5)
audit_vs_pandas_ratio at 100k: 1.19
peak RSS: 2490 MB
"""


def test_corpus_is_deterministic_and_in_range() -> None:
    """The same seed gives the same bytes; sizes stay within 5-200 KB and every page states a figure's unit."""
    a, b = corpus.generate_corpus(6), corpus.generate_corpus(6)
    assert [p.raw for p in a] == [p.raw for p in b]
    assert corpus.generate_corpus(2, seed=1)[0].raw != a[0].raw
    for page in a:
        assert corpus.MIN_BYTES * 0.9 <= len(page.raw) <= corpus.MAX_BYTES * 1.1
        assert b"tok/s" in page.raw or b"t/s" in page.raw


def test_smoke_run_writes_every_key_with_positive_figures(tmp_path: Path, home: Path) -> None:
    """A tiny run of every stage (plain batch ingestion, no audit) writes the JSON with positive figures."""
    out = tmp_path / "bench-results.json"
    res = run.run(pages=4, urls=3, audit=False, cli_runs=1, out=out, ingest_mode="plain", large=(20, 80))
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["ingest_mode"] == "staging.ingest.ingest_batch"
    for key in RATE_KEYS + AUDIT_KEYS + ("targets", "machine"):
        assert key in doc, key
    for key in RATE_KEYS:
        assert isinstance(doc[key], (int, float)) and doc[key] > 0, (key, doc[key], doc.get("ingest_error"))
    assert doc["audit_ms_per_1k"] is None and doc["audit_note"]
    assert set(doc["extract_large_page_s"]) == {"20", "80"} and doc["extract_large_page_scaling"] > 0
    assert doc["extract_large_page_records"]["80"] > doc["extract_large_page_records"]["20"] > 20
    assert res["targets"]["extract_vs_bs4_ratio"]["met"] in (True, False)
    run.print_table(res)


@pytest.mark.parametrize(("key", "expected"), [
    ("audit_ms_per_1k", {"1k": 1168.4, "10k": 373.6, "100k": 263.8}),
    ("audit_vs_pandas_ratio", 1.19),
    ("peak_rss_mb", 2490.0),
])
def test_audit_printout_is_read(key: str, expected: object) -> None:
    """The audit bench's printed lines give the figures when it offers no function returning them."""
    assert run.parse_audit_printout(PRINTOUT)[key] == expected


def test_audit_figures_from_a_function_are_keyed_by_size() -> None:
    """Figures returned by the audit bench are keyed 1k/10k/100k whatever their own shape."""
    nested = run._normalise_audit({"audit_ms_per_1k": {1000: 10.0, 10000: 20.0, 100000: 30.0}})
    flat = run._normalise_audit({"audit_ms_per_1k_1k": 10.0, "audit_ms_per_1k_10k": 20.0,
                                 "audit_ms_per_1k_100k": 30.0})
    assert nested["audit_ms_per_1k"] == flat["audit_ms_per_1k"] == {"1k": 10.0, "10k": 20.0, "100k": 30.0}
