"""canonical_url: the spellings of one resource a server cannot tell apart become one; anything else is kept."""

from __future__ import annotations

import pytest

from extractors.urls import canonical_url

CASES = [
    ("http://example.test/post", "http://example.test/post"),
    ("http://example.test/post#results", "http://example.test/post"),
    ("https://github.com/o/r/issues/1#issuecomment-9", "https://github.com/o/r/issues/1"),
    ("HTTPS://GitHub.COM/o/r", "https://github.com/o/r"),
    ("https://example.test:443/p", "https://example.test/p"),
    ("http://example.test:80/p", "http://example.test/p"),
    ("http://example.test:8080/p", "http://example.test:8080/p"),
    ("https://example.test:80/p", "https://example.test:80/p"),
    ("http://example.test", "http://example.test/"),
    ("http://example.test?page=2", "http://example.test/?page=2"),
    ("http://example.test/P?Q=A&b=2#x", "http://example.test/P?Q=A&b=2"),  # path and query keep their case
    ("http://[::1]:80/p", "http://[::1]/p"),
    ("http://[2001:DB8::1]:8080/p#f", "http://[2001:db8::1]:8080/p"),
    # kept as written: the fetch guard refuses these in one line, or they are no web address
    ("http://[x/post", "http://[x/post"),
    ("http://example.test:99999/", "http://example.test:99999/"),
    ("http://user@example.test/p#f", "http://user@example.test/p#f"),
    ("ftp://example.test/a#b", "ftp://example.test/a#b"),
    ("/tmp/post.html", "/tmp/post.html"),
    ("post#1.html", "post#1.html"),
    ("", ""),
]


@pytest.mark.parametrize("url,expected", CASES)
def test_canonical_url(url: str, expected: str) -> None:
    assert canonical_url(url) == expected
    assert canonical_url(expected) == expected  # idempotent
