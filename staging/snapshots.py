"""Content-addressed snapshot store: every fetched source's bytes, named by sha256."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchrec.errors import StoreError
from staging.atomic import write_atomic
from staging.hashing import sha256_bytes

SHA_RE = re.compile(r"[0-9a-f]{64}")


@dataclass(frozen=True)
class UrlState:
    """What the store last saw at a URL: for conditional GET and change detection."""

    url: str
    sha256: str
    etag: str | None
    last_modified: str | None
    fetched_at: str


class SnapshotStore:
    """Bytes under snapshots/<aa>/<sha256>, metadata beside them, a per-URL index for validators."""

    def __init__(self, home: Path) -> None:
        self.root = Path(home) / "snapshots"

    def path(self, sha: str) -> Path:
        """The file of a snapshot; refuses anything that is not a sha256 hex digest."""
        if not isinstance(sha, str) or not SHA_RE.fullmatch(sha):
            raise StoreError(f"invalid snapshot name {str(sha)[:80]!r}: expected a sha256 hex digest")
        return self.root / sha[:2] / sha

    def put(self, data: bytes, meta: dict[str, Any] | None = None) -> str:
        """Store bytes (idempotent) and their metadata; return the sha256."""
        sha = sha256_bytes(data)
        path = self.path(sha)
        if not path.exists() or sha256_bytes(path.read_bytes()) != sha:
            write_atomic(path, data)
        if meta is not None:
            write_atomic(path.with_name(sha + ".json"), json.dumps(meta, sort_keys=True, indent=1).encode())
        return sha

    def get(self, sha: str) -> bytes:
        """The bytes of a snapshot, or StoreError when it is missing."""
        path = self.path(sha)
        try:
            return path.read_bytes()
        except FileNotFoundError:
            raise StoreError(f"snapshot {sha[:12]} is not in the store") from None

    def meta(self, sha: str) -> dict[str, Any]:
        """The metadata written beside a snapshot ({} when none)."""
        try:
            return json.loads(self.path(sha).with_name(sha + ".json").read_text())
        except (FileNotFoundError, ValueError):
            return {}

    def verify(self, sha: str) -> bool:
        """True when the snapshot exists and its bytes hash to its name."""
        try:
            return sha256_bytes(self.path(sha).read_bytes()) == sha
        except (FileNotFoundError, StoreError):
            return False

    def _url_index(self, url: str) -> Path:
        """Index file of a URL's last state."""
        return self.root / "urls" / (sha256_bytes(url.encode("utf-8")) + ".json")

    def url_state(self, url: str) -> UrlState | None:
        """The last stored state of a URL, if its snapshot is still present."""
        try:
            raw = json.loads(self._url_index(url).read_text())
            state = UrlState(**raw)
        except (FileNotFoundError, ValueError, TypeError):
            return None
        return state if self.verify(state.sha256) else None

    def remember_url(self, state: UrlState) -> None:
        """Record the state of a URL after a fetch."""
        write_atomic(self._url_index(state.url), json.dumps(state.__dict__, sort_keys=True).encode())

    def all_names(self) -> list[str]:
        """Every snapshot name present."""
        if not self.root.exists():
            return []
        return sorted(p.name for p in self.root.glob("??/*") if SHA_RE.fullmatch(p.name))
