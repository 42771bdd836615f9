"""unit.basis_stated (critical): A throughput record states its basis: single_stream, aggregate, per_gpu or per_node, not unknown."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectBasisStatedForThroughput(gxe.ExpectColumnValuesToBeInSet):
    """A throughput record states its basis: single_stream, aggregate, per_gpu or per_node, not unknown."""

    column: str = 'ok_basis_throughput'
    value_set: list = [True]
    description: str = 'A throughput record states its basis: single_stream, aggregate, per_gpu or per_node, not unknown.'
