"""omitted.engine (warning): engine.id is given by the source (a listed omission is shown to the reviewer)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectEngineGiven(gxe.ExpectColumnValuesToBeInSet):
    """engine.id is given by the source (a listed omission is shown to the reviewer)."""

    column: str = 'ok_engine_listed'
    value_set: list = [True]
    description: str = 'engine.id is given by the source (a listed omission is shown to the reviewer).'
