"""variance.single_run (info): A repeat of the run is reported."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectRepeatedRuns(gxe.ExpectColumnValuesToBeInSet):
    """A repeat of the run is reported."""

    column: str = 'ok_repeated'
    value_set: list = [True]
    description: str = 'A repeat of the run is reported.'
