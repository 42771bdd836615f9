"""Fetch rules as data: allowed schemes, forbidden networks and names, retryable statuses, limits."""

from __future__ import annotations

import ipaddress
import re

ALLOWED_SCHEMES = frozenset({"http", "https"})

# Schemes that are refused as URLs even when written without "//" (e.g. "file:/etc/passwd").
URL_LIKE_SCHEMES = frozenset({
    "file", "data", "javascript", "ftp", "ftps", "gopher", "dict", "ldap", "ldaps", "smb", "jar", "netdoc",
    "mailto", "ws", "wss", "tftp", "sftp", "ssh", "telnet", "blob", "about", "view-source",
})
SCHEME_RE = re.compile(r"^([A-Za-z][A-Za-z0-9+.\-]*):")

# Host names refused before any lookup (a suffix match on ".localhost" as well).
FORBIDDEN_NAMES = frozenset({
    "localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback", "localdomain",
    "metadata", "metadata.google.internal", "metadata.goog", "instance-data", "instance-data.ec2.internal",
})
FORBIDDEN_NAME_SUFFIXES = (".localhost", ".internal", ".local", ".home.arpa")

# Networks refused, most specific first; the label is what the refusal message says.
_V4 = [
    ("169.254.169.254/32", "cloud metadata"),
    ("100.100.100.200/32", "cloud metadata"),
    ("192.0.0.192/32", "cloud metadata"),
    ("0.0.0.0/8", "unspecified"),
    ("127.0.0.0/8", "loopback"),
    ("10.0.0.0/8", "private"),
    ("172.16.0.0/12", "private"),
    ("192.168.0.0/16", "private"),
    ("100.64.0.0/10", "shared (carrier-grade NAT)"),
    ("169.254.0.0/16", "link-local"),
    ("192.0.0.0/24", "reserved (IETF protocol assignments)"),
    ("192.0.2.0/24", "reserved (documentation)"),
    ("198.51.100.0/24", "reserved (documentation)"),
    ("203.0.113.0/24", "reserved (documentation)"),
    ("198.18.0.0/15", "reserved (benchmarking)"),
    ("192.88.99.0/24", "reserved (6to4 relay)"),
    ("224.0.0.0/4", "multicast"),
    ("240.0.0.0/4", "reserved"),
]
_V6 = [
    ("fd00:ec2::254/128", "cloud metadata"),
    ("::1/128", "loopback"),
    ("::/128", "unspecified"),
    ("64:ff9b:1::/48", "private (local NAT64)"),
    ("fc00::/7", "private (unique local)"),
    ("fe80::/10", "link-local"),
    ("fec0::/10", "private (site-local)"),
    ("ff00::/8", "multicast"),
    ("2001:db8::/32", "reserved (documentation)"),
    ("100::/64", "reserved (discard)"),
    ("::/8", "reserved"),
]
FORBIDDEN_NETWORKS: tuple[tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, str], ...] = tuple(
    (ipaddress.ip_network(net), label) for net, label in _V4 + _V6
)
NOT_GLOBAL_LABEL = "not globally routable"

# IPv6 prefixes that carry an IPv4 address in their low 32 bits (NAT64 well-known prefix).
NAT64_NETWORKS = (ipaddress.ip_network("64:ff9b::/96"),)

# Characters never accepted anywhere in a URL (parser differentials, header injection).
BAD_URL_CHARS_RE = re.compile(r"[\x00-\x20\x7f\\]")

# HTTP behaviour.
RETRYABLE_STATUSES = frozenset({429, 502, 503, 504})
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
ACCEPT = "text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.8,*/*;q=0.5"
ACCEPT_ENCODING = "gzip, deflate"
GZIP_ENCODINGS = frozenset({"gzip", "x-gzip"})
DEFLATE_ENCODINGS = frozenset({"deflate"})
IDENTITY_ENCODINGS = frozenset({"", "identity"})
MAX_URL_LENGTH = 8192

# Limits of the body reader.
READ_CHUNK_BYTES = 64 * 1024
MAX_BACKOFF_S = 30.0
DEADLINE_GRACE_S = 0.5  # the watchdog cuts sockets this long after the deadline

# Charset detection.
META_SCAN_BYTES = 4096
META_CHARSET_RE = re.compile(
    rb"""<meta[^>]{0,512}?charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]{1,40})""", re.IGNORECASE)
XML_ENCODING_RE = re.compile(rb"""^\s*<\?xml[^>]{0,200}?encoding\s*=\s*["']([A-Za-z0-9_\-.]{1,40})["']""", re.IGNORECASE)
CHARSET_PARAM_RE = re.compile(r"""charset\s*=\s*["']?\s*([A-Za-z0-9_\-:.]{1,40})""", re.IGNORECASE)
BOMS = (
    (b"\xef\xbb\xbf", "utf-8"),
    (b"\xff\xfe\x00\x00", "utf-32-le"),
    (b"\x00\x00\xfe\xff", "utf-32-be"),
    (b"\xff\xfe", "utf-16-le"),
    (b"\xfe\xff", "utf-16-be"),
)
# Labels browsers treat as another encoding (WHATWG Encoding Standard).
CHARSET_ALIASES = {
    "iso-8859-1": "windows-1252", "iso8859-1": "windows-1252", "latin1": "windows-1252", "latin-1": "windows-1252",
    "l1": "windows-1252", "us-ascii": "windows-1252", "ascii": "windows-1252", "cp1252": "windows-1252",
    "x-sjis": "shift_jis", "sjis": "shift_jis", "shift-jis": "shift_jis", "ms_kanji": "shift_jis",
    "utf8": "utf-8", "unicode-1-1-utf-8": "utf-8", "gb2312": "gbk", "x-gbk": "gbk",
}
# Declaring UTF-16/32 in a meta tag of an ASCII-compatible page means UTF-8 (WHATWG).
META_UTF16_MEANS_UTF8 = frozenset({"utf-16", "utf-16le", "utf-16be", "utf-32", "utf-32le", "utf-32be"})
DETECT_SAMPLE_BYTES = 256 * 1024
# When detection scores several codecs equally, the one the web uses most wins (codec names as Python spells them).
DETECT_TIE_PREFERENCE = ("cp1252", "shift_jis", "cp932", "euc_jp", "gb18030", "gbk", "big5", "euc_kr", "cp1251",
                         "koi8_r", "cp1250", "iso8859_15", "latin_1")

# File types of local sources.
LOCAL_CONTENT_TYPES = {
    ".html": "text/html", ".htm": "text/html", ".xhtml": "application/xhtml+xml", ".md": "text/markdown",
    ".markdown": "text/markdown", ".txt": "text/plain", ".log": "text/plain", ".json": "application/json",
    ".jsonl": "application/x-ndjson", ".csv": "text/csv", ".yaml": "application/yaml", ".yml": "application/yaml",
}
