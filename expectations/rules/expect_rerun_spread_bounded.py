"""variance.rerun_spread (critical): Repeated identical runs agree within 15%."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectRerunSpreadBounded(gxe.ExpectColumnValuesToBeBetween):
    """Repeated identical runs agree within 15%."""

    column: str = 'rerun_spread'
    min_value: float = 0
    max_value: float = 0.15
    description: str = 'Repeated identical runs agree within 15%.'
