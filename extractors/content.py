"""Main content of a fetched page as one text with offsets (stub: replaced by the full extractor)."""

from __future__ import annotations


def document_text(raw: bytes, content_type: str | None = None) -> str:
    """The extracted text of a source's bytes; provenance quotes index into this string."""
    from bs4 import BeautifulSoup

    if content_type and "html" not in content_type and not raw.lstrip()[:1] == b"<":
        return raw.decode("utf-8", errors="replace")
    return BeautifulSoup(raw, "lxml").get_text("\n")
