"""variance.best_of_sweep (info): The headline is not silently the best point of a sweep."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectNotBestOfSweep(gxe.ExpectColumnValuesToBeInSet):
    """The headline is not silently the best point of a sweep."""

    column: str = 'ok_not_best_of_sweep'
    value_set: list = [True]
    description: str = 'The headline is not silently the best point of a sweep.'
