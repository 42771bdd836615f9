"""Staging store: drafts, published records, snapshots and the review log under BENCHREC_HOME."""
