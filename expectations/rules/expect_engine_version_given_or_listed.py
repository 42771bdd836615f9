"""omitted.engine_version (critical): A null engine.version is listed in omitted_by_source, never silent."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectEngineVersionGivenOrListed(gxe.ExpectColumnValuesToBeInSet):
    """A null engine.version is listed in omitted_by_source, never silent."""

    column: str = 'ok_engine_version_unlisted'
    value_set: list = [True]
    description: str = 'A null engine.version is listed in omitted_by_source, never silent.'
