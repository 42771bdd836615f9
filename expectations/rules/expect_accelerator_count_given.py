"""omitted.accelerator_count (warning): hardware.count is given by the source (a listed omission is shown to the reviewer)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectAcceleratorCountGiven(gxe.ExpectColumnValuesToBeInSet):
    """hardware.count is given by the source (a listed omission is shown to the reviewer)."""

    column: str = 'ok_accelerator_count_listed'
    value_set: list = [True]
    description: str = 'hardware.count is given by the source (a listed omission is shown to the reviewer).'
