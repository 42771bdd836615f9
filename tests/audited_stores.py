"""Stores holding the audit's clean sample, changed and really audited: each distinct one is audited once per test
session and copied into a test's data root (a store holds no absolute path, so a copy is the same store)."""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
from pathlib import Path
from typing import Any

from benchrec.options import Options
from staging.store import Store

_MADE: dict[str, Path] = {}
_ROOT: Path | None = None


def _template(slug: str, change: dict[str, Any]) -> Path:
    """The data root, audited once, holding the clean sample with `change` applied under `slug`."""
    from expectations.audit import audit_command
    from expectations.samples import clean_benchmark

    global _ROOT
    key = json.dumps([slug, change], sort_keys=True)
    if key not in _MADE:
        if _ROOT is None:
            _ROOT = Path(tempfile.mkdtemp(prefix="benchrec-audited-"))
            atexit.register(shutil.rmtree, _ROOT, True)
        home = _ROOT / str(len(_MADE))
        store = Store(home)
        rec = clean_benchmark(store, slug=slug)
        rec.update(change)
        store.stage(rec)
        audit_command([rec["id"]], False, Options().with_home(home))
        _MADE[key] = home
    return _MADE[key]


def audited_store(home: Path, slug: str, change: dict[str, Any]) -> Store:
    """A store at `home` holding the clean sample with `change` applied, staged as `benchmarks/<slug>` and audited
    by `benchrec audit`."""
    shutil.copytree(_template(slug, change), home, dirs_exist_ok=True)
    return Store(home)
