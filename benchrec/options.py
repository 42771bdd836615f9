"""The one options object: every tunable of benchrec, read once from the environment."""

from __future__ import annotations

import os
from dataclasses import dataclass, field, replace
from pathlib import Path

from benchrec.errors import ConfigError

DEFAULT_HOME = "~/.benchrec"
USER_AGENT = "benchrec/0.1 (+benchmark-record ingestion; contact: dataset maintainers)"


def _positive_int(name: str, raw: str) -> int:
    """A setting that must be a whole number of at least 1; ConfigError naming the variable otherwise."""
    text = raw.strip().replace("_", "")
    if not text.isascii() or not text.isdigit() or len(text) > 18 or int(text) < 1:
        raise ConfigError(f"{name} must be a whole number of at least 1, got {raw[:40]!r}")
    return int(text)


def _split_hosts(raw: str) -> tuple[str, ...]:
    """Split a comma-separated host list, dropping blanks and lower-casing."""
    return tuple(h.strip().lower() for h in raw.split(",") if h.strip())


@dataclass(frozen=True)
class Options:
    """Settings shared by every layer; build with `Options.from_env()`."""

    home: Path = field(default_factory=lambda: Path(DEFAULT_HOME).expanduser())
    allowed_hosts: tuple[str, ...] = ()
    max_body_bytes: int = 10 * 1024 * 1024
    max_decoded_bytes: int = 50 * 1024 * 1024
    connect_timeout_s: float = 5.0
    read_timeout_s: float = 20.0
    total_deadline_s: float = 60.0
    max_redirects: int = 5
    retries: int = 3
    backoff_s: float = 0.5
    max_retry_after_s: float = 30.0
    user_agent: str = USER_AGENT
    max_dump_bytes: int = 20 * 1024 * 1024

    @classmethod
    def from_env(cls, environ: dict[str, str] | None = None) -> "Options":
        """Read BENCHREC_* variables; unset ones keep their defaults."""
        env = os.environ if environ is None else environ
        opts = cls(
            home=Path(env.get("BENCHREC_HOME") or DEFAULT_HOME).expanduser(),
            allowed_hosts=_split_hosts(env.get("BENCHREC_ALLOWED_HOSTS", "")),
        )
        if env.get("BENCHREC_MAX_BODY_BYTES"):
            opts = replace(opts, max_body_bytes=_positive_int("BENCHREC_MAX_BODY_BYTES", env["BENCHREC_MAX_BODY_BYTES"]))
        return opts

    def with_home(self, home: Path | str) -> "Options":
        """Return a copy rooted at another data folder."""
        return replace(self, home=Path(home))
