"""omitted.cuda_version (warning): hardware.cuda_version is given by the source (a listed omission is shown to the reviewer)."""

from __future__ import annotations

import great_expectations.expectations as gxe


class ExpectCudaVersionGiven(gxe.ExpectColumnValuesToBeInSet):
    """hardware.cuda_version is given by the source (a listed omission is shown to the reviewer)."""

    column: str = 'ok_cuda_version_listed'
    value_set: list = [True]
    description: str = 'hardware.cuda_version is given by the source (a listed omission is shown to the reviewer).'
