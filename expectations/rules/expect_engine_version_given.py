"""omitted.engine_version (warning): engine.version is given by the source (a listed omission is shown to the reviewer)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectEngineVersionGiven(gxe.ExpectColumnValuesToBeInSet):
    """engine.version is given by the source (a listed omission is shown to the reviewer)."""

    column: str = 'ok_engine_version_listed'
    value_set: list = [True]
    description: str = 'engine.version is given by the source (a listed omission is shown to the reviewer).'
