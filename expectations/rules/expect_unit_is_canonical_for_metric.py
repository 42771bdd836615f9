"""unit.unit_matches_metric (critical): The record's unit is the canonical unit of its metric (tok/s, ms or req/s)."""

from __future__ import annotations

from typing import Literal

import great_expectations.expectations as gxe


class ExpectUnitIsCanonicalForMetric(gxe.ExpectColumnPairValuesToBeEqual):
    """The record's unit is the canonical unit of its metric (tok/s, ms or req/s)."""

    column_A: str = 'unit'
    column_B: str = 'canonical_unit'
    ignore_row_if: Literal['both_values_are_missing', 'either_value_is_missing', 'neither'] = 'either_value_is_missing'
    description: str = "The record's unit is the canonical unit of its metric (tok/s, ms or req/s)."
