"""provenance.quotes (critical): Every field quote is found verbatim at its offsets in its snapshot's text (JSON pointers resolve)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectQuotesVerbatim(gxe.ExpectColumnValuesToBeInSet):
    """Every field quote is found verbatim at its offsets in its snapshot's text (JSON pointers resolve)."""

    column: str = 'ok_quotes'
    value_set: list = [True]
    description: str = "Every field quote is found verbatim at its offsets in its snapshot's text (JSON pointers resolve)."
