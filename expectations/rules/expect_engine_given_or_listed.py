"""omitted.engine (critical): A null engine.id is listed in omitted_by_source, never silent."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectEngineGivenOrListed(gxe.ExpectColumnValuesToBeInSet):
    """A null engine.id is listed in omitted_by_source, never silent."""

    column: str = 'ok_engine_unlisted'
    value_set: list = [True]
    description: str = 'A null engine.id is listed in omitted_by_source, never silent.'
