"""consistency.siblings_agree (critical): Linked records of the same run (one engine) agree on shared fields."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectSiblingsAgree(gxe.ExpectColumnValuesToBeInSet):
    """Linked records of the same run agree on shared fields."""

    column: str = 'ok_siblings'
    value_set: list = [True]
    description: str = 'Linked records of the same run agree on shared fields.'
