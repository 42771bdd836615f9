"""The provenance audit: records flattened into one table and validated by Great Expectations suites."""
