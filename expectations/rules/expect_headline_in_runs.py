"""variance.headline_in_runs (critical): The headline value lies within its own reruns and sweep points."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectHeadlineInRuns(gxe.ExpectColumnValuesToBeInSet):
    """The headline value lies within its own reruns and sweep points."""

    column: str = 'ok_headline_in_runs'
    value_set: list = [True]
    description: str = 'The headline value lies within its own reruns and sweep points.'
