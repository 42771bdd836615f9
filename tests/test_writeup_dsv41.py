"""The field report behind the production prefill record: one headline with its reruns, sweep and alternatives."""

from __future__ import annotations

from pathlib import Path

import pytest

from extractors.content import parse_document
from extractors.writeup import extract_writeup

WRITEUP = Path(__file__).resolve().parent / "fixtures" / "deployments" / "dsv41" / "writeup.html"


def test_field_report_headline() -> None:
    """6,853 tok/s single-stream 128K cold prefill, usage-field counting, reruns, sweep and backend swaps."""
    if not WRITEUP.is_file():
        pytest.skip("field-report fixture absent")
    doc = parse_document(WRITEUP.read_bytes(), "text/html")
    recs = extract_writeup(doc, 0, None)
    head = next(r for r in recs if r["value"] == 6853)
    assert head["metric"] == "prefill_tok_s" and head["basis"] == "single_stream" and head["concurrency"] == 1
    assert head["token_counting"] == "usage_field" and head["statistic"] == "single_run"
    assert head["workload"]["input_len"] == 131072 and head["workload"]["cache"] == "cold"
    assert head["variance"]["reruns"] == [6853, 6765]
    sweep = head["variance"]["sweeps"][0]
    assert sweep["param"] == "chunked_prefill_size"
    assert {(p["x"], p["value"]) for p in sweep["points"]} == {(2048, 6853), (4096, 6301), (1024, 6012)}
    assert sorted(a["value"] for a in head["variance"]["alternatives"]) == [6828, 6845]
    assert head["hardware"]["count"] == 8 and head["engine"]["id"] == "sglang" and head["engine"]["version"] is None
    others = [r["value"] for r in recs if r is not head]
    assert others == [7196]
    for rec in recs:
        for f in rec["provenance"]["fields"].values():
            if "quote" in f:
                assert doc.text[f["start"]:f["end"]] == f["quote"]
