"""unit.token_counting_sound (warning): Tokens counted from SSE chunks are flagged: a chunk may carry several tokens."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectNoSseCounting(gxe.ExpectColumnValuesToBeInSet):
    """Tokens counted from SSE chunks are flagged: a chunk may carry several tokens."""

    column: str = 'ok_sse_plain'
    value_set: list = [True]
    description: str = 'Tokens counted from SSE chunks are flagged: a chunk may carry several tokens.'
