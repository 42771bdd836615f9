"""Gold sets: the project's own write-ups against floors that only go up, and the shared set's targets."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gold.run_local import extract_file
from tests.gold.score import score_dir

GOLD = Path(__file__).resolve().parent / "gold"
SHARED = Path(__file__).resolve().parents[1].parent / "shared"
SHARED_TARGETS = {"recall": 0.9, "fields": 0.9, "precision": 0.9}
SHARED_LIMITS = {"traps": 0, "ungrounded": 0, "invented": 3}


def _extract(path: Path) -> list[dict]:
    """Records of one gold page."""
    return extract_file(str(path))


def test_own_gold_set_meets_floors() -> None:
    """Every figure of the own set is at or above its floor."""
    floors = json.loads((GOLD / "floors.json").read_text())
    got = score_dir(GOLD / "cases", _extract)
    assert got["cases"] >= 10
    for key in ("recall", "fields", "precision"):
        assert got[key] >= floors[key], f"{key} {got[key]:.3f} below floor {floors[key]}"
    for key in ("invented", "traps", "ungrounded"):
        assert got[key] <= floors[f"max_{key}"], f"{key} {got[key]} above floor {floors['max_' + key]}"


def test_shared_gold_set_meets_targets() -> None:
    """The shared public cases reach the contract's targets."""
    cases = SHARED / "gold" / "cases"
    if not cases.is_dir():
        pytest.skip("shared gold set absent")
    got = score_dir(cases, _extract)
    for key, floor in SHARED_TARGETS.items():
        assert got[key] >= floor, f"{key} {got[key]:.3f} < {floor}"
    for key, limit in SHARED_LIMITS.items():
        assert got[key] <= limit, f"{key} {got[key]} > {limit}"
