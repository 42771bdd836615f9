"""Error types, one per layer; each carries a one-line message for the user."""

import os


def printable(text: str) -> str:
    """Text as JSON and UTF-8 can hold it: a file name's bytes that are not UTF-8 (surrogate escapes) as \\xNN."""
    return os.fsencode(text).decode("utf-8", "backslashreplace")


class BenchrecError(Exception):
    """Base of every error benchrec reports to a user; str() is one line."""

    exit_code = 2

    def __init__(self, message: str) -> None:
        super().__init__(printable(" ".join(str(message).split())))


class UsageError(BenchrecError):
    """Bad command-line usage or argument."""


class ConfigError(BenchrecError):
    """A BENCHREC_* setting in the environment is malformed."""


class FetchError(BenchrecError):
    """A source could not be fetched, or its address is refused."""


class ExtractError(BenchrecError):
    """A source could not be parsed into records."""


class DumpError(ExtractError):
    """An operator dump (server_info, startup log, props, config.json) could not be parsed."""


class SchemaError(BenchrecError):
    """A record does not satisfy its JSON Schema."""


class StoreError(BenchrecError):
    """The staging store refused an operation (bad id, missing record, corrupt file)."""


class AuditError(BenchrecError):
    """The audit could not run (not: a record failed its audit)."""


class GateError(BenchrecError):
    """A review or promotion gate refused; exit 1."""

    exit_code = 1
