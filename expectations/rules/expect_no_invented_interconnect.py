"""interconnect.none_invented (critical): interconnect_ids stay empty where the catalog gives the accelerator none (or has no entry for it)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectNoInventedInterconnect(gxe.ExpectColumnValuesToBeInSet):
    """interconnect_ids stay empty where the accelerator's catalog entry has none."""

    column: str = 'ok_none_invented'
    value_set: list = [True]
    description: str = "interconnect_ids stay empty where the accelerator's catalog entry has none."
