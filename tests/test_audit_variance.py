"""The variance columns: which sweep a best-of-sweep headline names, whatever sweeps come before it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from expectations.flatten import flatten_columns
from expectations.samples import clean_benchmark
from staging.store import Store

BEST = {"param": "max_batch", "points": [{"x": 1, "value": 9000.0}, {"x": 2, "value": 12400.0}]}
CASES = [
    ("the best sweep alone", [BEST], "max_batch", True),
    ("after a sweep without points", [{"param": "empty", "points": []}, BEST], "max_batch", True),
    ("after a sweep that is not an object", ["junk", BEST], "max_batch", True),
    ("after a sweep whose points are not numbers", [{"param": "text", "points": [{"value": "a"}]}, BEST], "max_batch",
     True),
    ("unnamed, second of two", [{"param": "tp", "points": [{"value": 1.0}, {"value": 2.0}]},
                                {"points": BEST["points"]}], "sweep 1", True),
    ("no sweep with the headline as its best", [{"param": "tp", "points": [{"value": 1.0}, {"value": 2.0}]}], "",
     False),
]


@pytest.mark.parametrize("name, sweeps, param, in_range", CASES, ids=[c[0] for c in CASES])
def test_best_of_sweep_names_the_sweep_it_comes_from(tmp_path: Path, name: str, sweeps: list[Any], param: str,
                                                     in_range: bool) -> None:
    """The parameter named is the sweep's own, by its place in the record's list of sweeps."""
    store = Store(tmp_path)
    rec = clean_benchmark(store)
    rec["variance"]["sweeps"] = sweeps
    cols = flatten_columns([rec], store, None, others=[])
    assert cols["best_of_sweep_param"] == [param]
    assert bool(cols["ok_headline_in_runs"][0]) is in_range
