"""unit.basis_stated (warning): A latency record states its basis (single stream or under load)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectBasisStatedForLatency(gxe.ExpectColumnValuesToBeInSet):
    """A latency record states its basis (single stream or under load)."""

    column: str = 'ok_basis_latency'
    value_set: list = [True]
    description: str = 'A latency record states its basis (single stream or under load).'
