"""consistency.duplicate (critical): No other record has the same source, metric, statistic and config."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectNoDuplicateRecord(gxe.ExpectColumnValuesToBeInSet):
    """No other record has the same source, metric, statistic and config."""

    column: str = 'ok_unique'
    value_set: list = [True]
    description: str = 'No other record has the same source, metric, statistic and config.'
