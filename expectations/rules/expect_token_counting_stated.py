"""unit.token_counting_stated (warning): A token-throughput record says how tokens were counted."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectTokenCountingStated(gxe.ExpectColumnValuesToBeInSet):
    """A token-throughput record says how tokens were counted."""

    column: str = 'ok_token_counting'
    value_set: list = [True]
    description: str = 'A token-throughput record says how tokens were counted.'
