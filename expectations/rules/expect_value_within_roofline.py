"""plausibility.roofline (critical): Prefill/total tok/s <= count x peak dense FLOP/s / (2 x active params); single-stream decode tok/s <= count x memory bandwidth / weight bytes per token x (1 + speculative tokens)."""

from __future__ import annotations

from typing import Literal

import great_expectations.expectations as gxe


class ExpectValueWithinRoofline(gxe.ExpectColumnPairValuesAToBeGreaterThanB):
    """Prefill/total tok/s <= count x peak dense FLOP/s / (2 x active params); single-stream decode tok/s <= count x memory bandwidth / weight bytes per token x (1 + speculative tokens)."""

    column_A: str = 'roofline_bound'
    column_B: str = 'roofline_value'
    or_equal: bool = True
    ignore_row_if: Literal['both_values_are_missing', 'either_value_is_missing', 'neither'] = 'either_value_is_missing'
    description: str = 'Prefill/total tok/s <= count x peak dense FLOP/s / (2 x active params); single-stream decode tok/s <= count x memory bandwidth / weight bytes per token x (1 + speculative tokens).'
