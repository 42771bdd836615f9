"""Prefect flows and deployments: thin wrappers over the plain steps of extractors/, expectations/ and staging/.

Nothing here is imported by the `benchrec extract` or `benchrec ingest` commands, which run without Prefect.
"""
