"""interconnect.text_conflict (warning): The prose and interconnect_ids agree on which fabrics exist."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectNoFabricTextConflict(gxe.ExpectColumnValuesToBeInSet):
    """The prose and interconnect_ids agree on which fabrics exist."""

    column: str = 'ok_text_conflict'
    value_set: list = [True]
    description: str = 'The prose and interconnect_ids agree on which fabrics exist.'
