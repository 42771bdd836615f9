"""plausibility.parallelism_fits (warning): tensor x pipeline parallelism needs no more accelerators than the record counts."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectParallelismFits(gxe.ExpectColumnValuesToBeInSet):
    """Tensor x pipeline parallelism needs no more accelerators than the record counts."""

    column: str = 'ok_parallelism_fits'
    value_set: list = [True]
    description: str = 'Tensor x pipeline parallelism needs no more accelerators than the record counts.'
