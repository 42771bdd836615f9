"""interconnect.fill_from_catalog (critical): interconnect_ids equal the union of the catalog interconnects of the record's accelerators."""

from __future__ import annotations

from typing import Literal

import great_expectations.expectations as gxe


class ExpectInterconnectIdsFromCatalog(gxe.ExpectColumnPairValuesToBeEqual):
    """interconnect_ids equal the union of the catalog interconnects of the record's accelerators."""

    column_A: str = 'interconnect_ids_key'
    column_B: str = 'catalog_interconnect_ids_key'
    ignore_row_if: Literal['both_values_are_missing', 'either_value_is_missing', 'neither'] = 'either_value_is_missing'
    description: str = "interconnect_ids equal the union of the catalog interconnects of the record's accelerators."
