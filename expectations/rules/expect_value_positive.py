"""plausibility.positive (critical): The value is a finite number above zero."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectValuePositive(gxe.ExpectColumnValuesToBeInSet):
    """The value is a finite number above zero."""

    column: str = 'ok_positive'
    value_set: list = [True]
    description: str = 'The value is a finite number above zero.'
