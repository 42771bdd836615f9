"""variance.rerun_spread (warning): Repeated identical runs agree within 5% ((max-min)/median, or stdev/mean)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectRerunSpreadPlausible(gxe.ExpectColumnValuesToBeBetween):
    """Repeated identical runs agree within 5% ((max-min)/median, or stdev/mean)."""

    column: str = 'rerun_spread'
    min_value: float = 0
    max_value: float = 0.05
    description: str = 'Repeated identical runs agree within 5% ((max-min)/median, or stdev/mean).'
