"""Record ids: validate `<kind-folder>/<slug>` before any path is built from one."""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

from benchrec.errors import StoreError

KIND_FOLDERS = {"benchmark": "benchmarks", "kv-efficiency": "kv-efficiency"}
FOLDER_KINDS = {v: k for k, v in KIND_FOLDERS.items()}
SLUG_RE = re.compile(r"[a-z0-9][a-z0-9.-]{0,119}")
ID_RE = re.compile(r"(benchmarks|kv-efficiency)/([a-z0-9][a-z0-9.-]{0,119})")
_SLUG_JUNK = re.compile(r"[^a-z0-9.]+")


def validate_id(record_id: object) -> tuple[str, str]:
    """Return (folder, slug) of a valid id, or raise StoreError naming what is wrong."""
    if not isinstance(record_id, str):
        raise StoreError(f"record id must be a string, got {type(record_id).__name__}")
    m = ID_RE.fullmatch(record_id)
    if not m or ".." in record_id:
        shown = record_id if len(record_id) <= 80 else record_id[:77] + "..."
        raise StoreError(
            f"invalid record id {shown!r}: expected benchmarks/<slug> or kv-efficiency/<slug>, "
            "slug [a-z0-9][a-z0-9.-]*, at most 120 characters"
        )
    return m.group(1), m.group(2)


def record_path(root: Path, record_id: str) -> Path:
    """The file of a record under root, refusing any id that would leave it (through '..' or a symbolic link)."""
    folder, slug = validate_id(record_id)
    parent = _folder_of(root, folder)
    path = parent / f"{slug}.json"
    if parent is _UNCACHED or os.path.islink(path):
        path = (root / folder / f"{slug}.json").resolve()
        if root.resolve() not in path.parents:
            raise StoreError(f"record id {record_id!r} resolves outside the store")
    return path


_UNCACHED = Path("/nonexistent-benchrec-folder")
_folders: dict[tuple[str, str], Path] = {}
_roots: dict[str, Path] = {}


def _folder_of(root: Path, folder: str) -> Path:
    """The resolved kind folder under root, cached once it exists as a real folder inside root; else _UNCACHED.

    A slug cannot hold a separator or start with a dot, so under a real folder only the file itself could be a link
    out of the store; record_path checks that link with one lstat instead of resolving the whole path.
    """
    key = (str(root), folder)
    found = _folders.get(key)
    if found is not None:
        return found
    here = root / folder
    if here.is_symlink():
        return _UNCACHED
    base = _roots.get(str(root)) or _roots.setdefault(str(root), root.resolve())
    if not here.exists():
        return base / folder  # nothing below it yet to be a link; not cached, so a folder made later is checked
    if not here.is_dir() or here.resolve().parent != base:
        return _UNCACHED
    _folders[key] = base / folder
    return base / folder


def slugify(*parts: object, max_len: int = 120) -> str:
    """Make a slug from parts: lower-case, [a-z0-9.-] only, no '..', bounded length."""
    text = "-".join(str(p) for p in parts if p not in (None, ""))
    slug = _SLUG_JUNK.sub("-", text.lower()).strip("-.")
    slug = re.sub(r"\.{2,}", ".", re.sub(r"-{2,}", "-", slug))
    slug = slug[:max_len].rstrip("-.")
    if not slug or not SLUG_RE.fullmatch(slug):
        slug = "r-" + hashlib.sha256(text.encode()).hexdigest()[:12]
    return slug


def make_id(kind: str, *parts: object) -> str:
    """Build a valid id of a record kind from descriptive parts."""
    if kind not in KIND_FOLDERS:
        raise StoreError(f"unknown record kind {kind!r}")
    record_id = f"{KIND_FOLDERS[kind]}/{slugify(*parts)}"
    validate_id(record_id)
    return record_id
