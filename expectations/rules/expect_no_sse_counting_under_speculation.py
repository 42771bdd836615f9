"""unit.token_counting_sound (critical): Tokens are not counted from SSE chunks while speculative decoding is on."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectNoSseCountingUnderSpeculation(gxe.ExpectColumnValuesToBeInSet):
    """Tokens are not counted from SSE chunks while speculative decoding is on."""

    column: str = 'ok_sse_spec'
    value_set: list = [True]
    description: str = 'Tokens are not counted from SSE chunks while speculative decoding is on.'
