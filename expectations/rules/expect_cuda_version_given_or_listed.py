"""omitted.cuda_version (critical): A null hardware.cuda_version is listed in omitted_by_source, never silent."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectCudaVersionGivenOrListed(gxe.ExpectColumnValuesToBeInSet):
    """A null hardware.cuda_version is listed in omitted_by_source, never silent."""

    column: str = 'ok_cuda_version_unlisted'
    value_set: list = [True]
    description: str = 'A null hardware.cuda_version is listed in omitted_by_source, never silent.'
