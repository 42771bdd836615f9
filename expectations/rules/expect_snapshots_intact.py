"""provenance.snapshot (critical): Every source's bytes are in the snapshot store and hash to their sha256."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectSnapshotsIntact(gxe.ExpectColumnValuesToBeInSet):
    """Every source's bytes are in the snapshot store and hash to their sha256."""

    column: str = 'ok_snapshot'
    value_set: list = [True]
    description: str = "Every source's bytes are in the snapshot store and hash to their sha256."
