"""interconnect.accelerator_resolved (warning): hardware.accelerator_id names the written accelerator exactly, not a closest match."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectAcceleratorExactMatch(gxe.ExpectColumnValuesToBeInSet):
    """hardware.accelerator_id names the written accelerator exactly, not a closest match."""

    column: str = 'ok_accelerator_exact'
    value_set: list = [True]
    description: str = 'hardware.accelerator_id names the written accelerator exactly, not a closest match.'
