"""unit.concurrency_stated (warning): An aggregate record gives its concurrency or its request rate."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectConcurrencyStated(gxe.ExpectColumnValuesToBeInSet):
    """An aggregate record gives its concurrency or its request rate."""

    column: str = 'ok_concurrency'
    value_set: list = [True]
    description: str = 'An aggregate record gives its concurrency or its request rate.'
