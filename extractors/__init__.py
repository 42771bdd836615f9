"""Extraction: fetch sources, find their main content, and turn write-ups and dumps into draft records."""
