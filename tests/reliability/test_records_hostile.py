"""Hand-edited records and dumps: the audit, the page, the gate and the review markdown read past any shape, and a
dump's odd values reach merge and derive without an error other than the project's own."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.reliability import hostile
from tests.reliability.conftest import LONG, Counters, scale

SETTINGS = settings(
    max_examples=scale(15, 120), deadline=None, database=None, derandomize=not LONG,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
EXAMPLE_WRITEUP = hostile.ROOT / "examples" / "writeup.html"


@SETTINGS
@given(records=st.lists(hostile.hand_edited_record(), min_size=1, max_size=6))
def test_hand_edited_records_are_audited_rendered_and_gated(counters: Counters, records: list[dict]) -> None:
    for i, rec in enumerate(records):  # one id each, in the folder of the seed it came from
        rec["id"] = f"{rec['id'].split('/')[0]}/hand-edited-{i}"
    out = hostile.run_record_readers(records)
    assert out.ok, out.error  # the audit refuses no batch: a record it cannot read fails its schema rule
    counters.add("inputs.hand_edited_records", len(records))


@settings(SETTINGS, max_examples=scale(80, 500))
@given(case=hostile.hand_edited_dump())
def test_a_hand_edited_dump_beside_its_writeup(counters: Counters, case: tuple[str, bytes]) -> None:
    name, raw = case
    hostile.run_deployment(EXAMPLE_WRITEUP.read_bytes(), raw)
    counters.add("inputs.deployments")
