"""Custom expectations, one per file; importing this package registers them with GX."""

from expectations.rules.expect_unit_is_canonical_for_metric import ExpectUnitIsCanonicalForMetric
from expectations.rules.expect_basis_stated_for_throughput import ExpectBasisStatedForThroughput
from expectations.rules.expect_basis_stated_for_latency import ExpectBasisStatedForLatency
from expectations.rules.expect_concurrency_stated import ExpectConcurrencyStated
from expectations.rules.expect_token_counting_stated import ExpectTokenCountingStated
from expectations.rules.expect_no_sse_counting_under_speculation import ExpectNoSseCountingUnderSpeculation
from expectations.rules.expect_no_sse_counting import ExpectNoSseCounting
from expectations.rules.expect_engine_version_given_or_listed import ExpectEngineVersionGivenOrListed
from expectations.rules.expect_engine_version_given import ExpectEngineVersionGiven
from expectations.rules.expect_driver_version_given_or_listed import ExpectDriverVersionGivenOrListed
from expectations.rules.expect_driver_version_given import ExpectDriverVersionGiven
from expectations.rules.expect_cuda_version_given_or_listed import ExpectCudaVersionGivenOrListed
from expectations.rules.expect_cuda_version_given import ExpectCudaVersionGiven
from expectations.rules.expect_accelerator_count_given_or_listed import ExpectAcceleratorCountGivenOrListed
from expectations.rules.expect_accelerator_count_given import ExpectAcceleratorCountGiven
from expectations.rules.expect_engine_given_or_listed import ExpectEngineGivenOrListed
from expectations.rules.expect_engine_given import ExpectEngineGiven
from expectations.rules.expect_rerun_spread_plausible import ExpectRerunSpreadPlausible
from expectations.rules.expect_rerun_spread_bounded import ExpectRerunSpreadBounded
from expectations.rules.expect_headline_in_runs import ExpectHeadlineInRuns
from expectations.rules.expect_not_best_of_sweep import ExpectNotBestOfSweep
from expectations.rules.expect_repeated_runs import ExpectRepeatedRuns
from expectations.rules.expect_interconnect_ids_from_catalog import ExpectInterconnectIdsFromCatalog
from expectations.rules.expect_no_invented_interconnect import ExpectNoInventedInterconnect
from expectations.rules.expect_no_fabric_text_conflict import ExpectNoFabricTextConflict
from expectations.rules.expect_accelerator_in_catalog import ExpectAcceleratorInCatalog
from expectations.rules.expect_accelerator_exact_match import ExpectAcceleratorExactMatch
from expectations.rules.expect_value_positive import ExpectValuePositive
from expectations.rules.expect_value_within_roofline import ExpectValueWithinRoofline
from expectations.rules.expect_parallelism_fits import ExpectParallelismFits
from expectations.rules.expect_schema_valid import ExpectSchemaValid
from expectations.rules.expect_snapshots_intact import ExpectSnapshotsIntact
from expectations.rules.expect_quotes_verbatim import ExpectQuotesVerbatim
from expectations.rules.expect_no_duplicate_record import ExpectNoDuplicateRecord
from expectations.rules.expect_siblings_agree import ExpectSiblingsAgree

__all__ = [
    "ExpectUnitIsCanonicalForMetric",
    "ExpectBasisStatedForThroughput",
    "ExpectBasisStatedForLatency",
    "ExpectConcurrencyStated",
    "ExpectTokenCountingStated",
    "ExpectNoSseCountingUnderSpeculation",
    "ExpectNoSseCounting",
    "ExpectEngineVersionGivenOrListed",
    "ExpectEngineVersionGiven",
    "ExpectDriverVersionGivenOrListed",
    "ExpectDriverVersionGiven",
    "ExpectCudaVersionGivenOrListed",
    "ExpectCudaVersionGiven",
    "ExpectAcceleratorCountGivenOrListed",
    "ExpectAcceleratorCountGiven",
    "ExpectEngineGivenOrListed",
    "ExpectEngineGiven",
    "ExpectRerunSpreadPlausible",
    "ExpectRerunSpreadBounded",
    "ExpectHeadlineInRuns",
    "ExpectNotBestOfSweep",
    "ExpectRepeatedRuns",
    "ExpectInterconnectIdsFromCatalog",
    "ExpectNoInventedInterconnect",
    "ExpectNoFabricTextConflict",
    "ExpectAcceleratorInCatalog",
    "ExpectAcceleratorExactMatch",
    "ExpectValuePositive",
    "ExpectValueWithinRoofline",
    "ExpectParallelismFits",
    "ExpectSchemaValid",
    "ExpectSnapshotsIntact",
    "ExpectQuotesVerbatim",
    "ExpectNoDuplicateRecord",
    "ExpectSiblingsAgree",
]
