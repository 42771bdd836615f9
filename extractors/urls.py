"""One spelling per web address: the source URL a record is keyed, fetched and remembered by."""

from __future__ import annotations

from urllib.parse import urlsplit, urlunsplit

#: The port each scheme implies, dropped from a URL that spells it out (RFC 3986, 6.2.3).
DEFAULT_PORTS = {"http": 80, "https": 443}


def canonical_url(url: str) -> str:
    """An http(s) URL with its scheme and host in lower case, the default port and the fragment dropped, and an
    empty path written "/" (RFC 3986, 6.2.2-6.2.3): the spellings of one resource that a server cannot tell apart.
    The query is kept as written. Anything else (a path, a malformed URL, which the fetch guard refuses in one line)
    comes back unchanged."""
    try:
        parts = urlsplit(url)
        scheme = parts.scheme.lower()
        if scheme not in DEFAULT_PORTS or not parts.hostname or "@" in parts.netloc:
            return url
        port = parts.port
    except ValueError:  # an unclosed IPv6 bracket, a port that is no number
        return url
    host = parts.hostname  # lower case, brackets removed
    netloc = f"[{host}]" if ":" in host else host
    if port is not None and port != DEFAULT_PORTS[scheme]:
        netloc += f":{port}"
    return urlunsplit((scheme, netloc, parts.path or "/", parts.query, ""))
