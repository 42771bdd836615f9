"""interconnect.accelerator_resolved (critical): hardware.accelerator_id is a catalog id."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectAcceleratorInCatalog(gxe.ExpectColumnValuesToBeInSet):
    """hardware.accelerator_id is a catalog id."""

    column: str = 'ok_accelerator_in_catalog'
    value_set: list = [True]
    description: str = 'hardware.accelerator_id is a catalog id.'
