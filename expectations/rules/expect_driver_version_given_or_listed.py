"""omitted.driver_version (critical): A null hardware.driver_version is listed in omitted_by_source, never silent."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectDriverVersionGivenOrListed(gxe.ExpectColumnValuesToBeInSet):
    """A null hardware.driver_version is listed in omitted_by_source, never silent."""

    column: str = 'ok_driver_version_unlisted'
    value_set: list = [True]
    description: str = 'A null hardware.driver_version is listed in omitted_by_source, never silent.'
