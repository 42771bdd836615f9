"""omitted.accelerator_count (critical): A null hardware.count is listed in omitted_by_source, never silent."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectAcceleratorCountGivenOrListed(gxe.ExpectColumnValuesToBeInSet):
    """A null hardware.count is listed in omitted_by_source, never silent."""

    column: str = 'ok_accelerator_count_unlisted'
    value_set: list = [True]
    description: str = 'A null hardware.count is listed in omitted_by_source, never silent.'
