"""Shared fixtures: the steering folder ../shared (skipped when absent) and a throw-away data root."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED_DIR = Path(__file__).resolve().parents[1].parent / "shared"


@pytest.fixture
def shared_dir() -> Path:
    """../shared next to the project; the test is skipped where it is not present."""
    if not SHARED_DIR.is_dir():
        pytest.skip(f"{SHARED_DIR} is not present")
    return SHARED_DIR


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh BENCHREC_HOME (and PREFECT_HOME) under the test's tmp dir, never ~."""
    root = tmp_path / "benchrec-home"
    root.mkdir()
    monkeypatch.setenv("BENCHREC_HOME", str(root))
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect-home"))
    return root
