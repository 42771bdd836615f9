"""schema.valid (critical): The record satisfies the JSON Schema of its kind."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectSchemaValid(gxe.ExpectColumnValuesToBeInSet):
    """The record satisfies the JSON Schema of its kind."""

    column: str = 'ok_schema'
    value_set: list = [True]
    description: str = 'The record satisfies the JSON Schema of its kind.'
