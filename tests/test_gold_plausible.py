"""The own gold pages teach plausible numbers: every record extracted from tests/gold/cases passes the audit's
critical rules (the roofline bound above all), except what the allow-lists below name and explain.

Each page goes the way `benchrec ingest PAGE` takes it (load, snapshot, extract), into a throw-away data root, and
all records are then audited in one Great Expectations run without write-back or report (no Prefect, no network,
no ../shared). Each page has its own sources, so one batch finds what one audit per page would.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from benchrec.options import Options
from expectations.audit import audit_records
from staging.ingest import load_for_ingest, snapshot_loaded
from staging.pool import extract_records
from staging.store import Store

CASES_DIR = Path(__file__).resolve().parent / "gold" / "cases"
CASES = sorted(p.stem for p in CASES_DIR.glob("*.html"))

# Pages whose figures are impossible on purpose (the case exists to show that the audit flags them): case -> why.
# None today. A page added here must say in its truth file's notes that its figure is deliberately impossible.
DELIBERATELY_IMPLAUSIBLE: dict[str, str] = {}

# Critical failures that are not an implausible figure: what the case tests (third-party claims with no basis or
# hardware), or a known gap of the audit or catalog that a page must not be bent around. (case, rule) -> why.
# An entry that no longer fires fails the test: take it out.
KNOWN_NON_PHYSICS: dict[tuple[str, str], str] = {
    # consistency.duplicate keys on the source, the figure's setup (engine, model, hardware, config, workload, load)
    # and what it measures, not on the post's author: two posts' own runs of one setup look like one measurement.
    ("25_quoted_claims", "consistency.duplicate"): "two posts' own runs on one setup (the key has no author)",
    # third-party claims: the page gives them no basis and (some) no hardware, which the audit rightly blocks
    ("06_forum_claim", "unit.basis_stated"): "a friend's 90 tok/s claim",
    ("15_reddit_casual_3090s", "unit.basis_stated"): "a Discord user's 60 t/s claim",
    ("25_quoted_claims", "unit.basis_stated"): "NVIDIA's 24,000 and a Discord user's 19,900 tok/s claims",
    ("25_quoted_claims", "interconnect.accelerator_resolved"): "the Discord claim names no hardware",
    ("28_vllm_throughput_script", "unit.basis_stated"): "another README's ~7000 tok/s claim",
    ("28_vllm_throughput_script", "interconnect.accelerator_resolved"): "the README claim names no hardware",
    # a tool's rate per user under a load of 8: neither single stream nor aggregate, and the basis enum has no
    # per-user value, so the record says "unknown" and a reviewer decides
    ("46_aiperf_wrapped_labels", "unit.basis_stated"): "AIPerf's output token throughput per user at concurrency 8",
    # a CPU-only run: its compute device is the host CPU (hardware.host, "dual Xeon Gold 6248"); the catalog has
    # accelerators only, so no id can resolve
    ("50_hn_table_thread_answer", "interconnect.accelerator_resolved"): "a CPU-only run on a dual Xeon Gold 6248",
}


@pytest.fixture(scope="module")
def audited(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """{"records": {case: [record]}, "results": {record id: audit result}, "store": Store}, one audit for all."""
    home = tmp_path_factory.mktemp("gold-plausible")
    opts = Options().with_home(home)
    store = Store(home)
    by_case: dict[str, list[dict[str, Any]]] = {}
    for case in CASES:
        loaded = load_for_ingest(str(CASES_DIR / f"{case}.html"), opts, store)
        snapshot_loaded([loaded], store)
        by_case[case] = extract_records([loaded], opts, store)
    everything = [rec for recs in by_case.values() for rec in recs]
    run = audit_records(everything, store, None, others=[], write_back=False, report=False)
    return {"records": by_case, "results": {r["record_id"]: r for r in run.results}, "store": store}


def _critical(audited: dict[str, Any], case: str) -> dict[str, list[str]]:
    """rule -> 'record: figure: message' lines of the case's critical failures."""
    out: dict[str, list[str]] = {}
    for rec in audited["records"][case]:
        for f in audited["results"][rec["id"]]["failures"]:
            if f["severity"] == "critical":
                figure = f"{rec.get('metric')} {rec.get('value')} {rec.get('unit')}"
                out.setdefault(f["rule"], []).append(f"{rec['id']}: {figure}: {f['message']}")
    return out


def test_every_case_is_audited() -> None:
    """The parametrization sees the whole own set, each page with its truth file."""
    assert len(CASES) >= 45
    assert all((CASES_DIR / f"{case}.truth.json").is_file() for case in CASES)
    assert set(DELIBERATELY_IMPLAUSIBLE) <= set(CASES)
    assert {case for case, _ in KNOWN_NON_PHYSICS} <= set(CASES)


@pytest.mark.parametrize("case", CASES)
def test_gold_page_has_no_critical_failure(audited: dict[str, Any], case: str) -> None:
    """No critical failure beyond the allow-lists; a page not on the implausible list passes every plausibility
    rule (roofline: a single-stream decode above memory bandwidth / weight bytes, a prefill above peak FLOP/s)."""
    assert audited["records"][case], f"{case}: no records extracted"
    critical = _critical(audited, case)
    allowed = {rule for c, rule in KNOWN_NON_PHYSICS if c == case}
    if case in DELIBERATELY_IMPLAUSIBLE:
        allowed |= {rule for rule in critical if rule.startswith("plausibility.")}
    unexpected = {rule: lines for rule, lines in critical.items() if rule not in allowed}
    assert not unexpected, f"{case}: critical failures (make the page's figures plausible, or explain it in an " \
                           f"allow-list):\n" + "\n".join(line for lines in unexpected.values() for line in lines)
    stale = sorted(allowed - set(critical))
    assert not stale, f"{case}: allow-listed rule(s) {stale} no longer fail critically: take them out of the list"


def test_roofline_still_bites(audited: dict[str, Any]) -> None:
    """The check is not vacuous: case 12's decode record at its old, impossible 38 tok/s (70B at 4 bits on an M2
    Ultra's 800 GB/s allows about 23) fails the roofline at critical severity."""
    decode = [r for r in audited["records"]["12_prose_ms_s"] if r.get("metric") == "decode_tok_s"]
    assert len(decode) == 1
    rec = copy.deepcopy(decode[0])
    rec["value"] = 38.0
    run = audit_records([rec], audited["store"], None, others=[], write_back=False, report=False)
    fired = {f["rule"]: f["severity"] for f in run.results[0]["failures"]}
    assert fired.get("plausibility.roofline") == "critical", run.results[0]["failures"]
