"""omitted.driver_version (warning): hardware.driver_version is given by the source (a listed omission is shown to the reviewer)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectDriverVersionGiven(gxe.ExpectColumnValuesToBeInSet):
    """hardware.driver_version is given by the source (a listed omission is shown to the reviewer)."""

    column: str = 'ok_driver_version_listed'
    value_set: list = [True]
    description: str = 'hardware.driver_version is given by the source (a listed omission is shown to the reviewer).'
