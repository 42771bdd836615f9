"""Reliability suite settings: quick sizes in `make test`, long sizes under BENCHREC_RELIABILITY_LONG=1, counters."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any, Iterator

import pytest

LONG = os.environ.get("BENCHREC_RELIABILITY_LONG", "") not in ("", "0")
OUT_ENV = "BENCHREC_RELIABILITY_OUT"


def scale(quick: int, long: int) -> int:
    """The size of a run: `quick` in plain test runs, `long` under BENCHREC_RELIABILITY_LONG=1."""
    return long if LONG else quick


class Counters:
    """Figures the suites report (inputs tried, kills survived, records lost, ...), summed over a test session."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}
        self._lock = threading.Lock()

    def add(self, key: str, n: float = 1) -> None:
        """Add n to a counter."""
        with self._lock:
            self.values[key] = self.values.get(key, 0) + n

    def most(self, key: str, value: float, label: str = "") -> None:
        """Keep the largest value seen under a key, with a label of what produced it."""
        with self._lock:
            cur = self.values.get(key)
            if cur is None or value > cur["value"]:
                self.values[key] = {"value": value, "label": label[:160]}

    def merge_into(self, path: Path) -> None:
        """Merge these figures into a JSON file (sums for counters, maxima for `most`)."""
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
        except (FileNotFoundError, ValueError):
            old = {}
        for key, value in self.values.items():
            prev = old.get(key)
            if isinstance(value, dict):
                if not isinstance(prev, dict) or value["value"] > prev["value"]:
                    old[key] = value
            else:
                old[key] = (prev if isinstance(prev, (int, float)) else 0) + value
        old["long_mode"] = LONG
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(old, indent=2, sort_keys=True), encoding="utf-8")


_COUNTERS = Counters()


@pytest.fixture(scope="session")
def counters() -> Counters:
    """The session's counters; written to $BENCHREC_RELIABILITY_OUT at the end when it is set."""
    return _COUNTERS


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker of long-only tests (also declared in pyproject)."""
    config.addinivalue_line("markers", "slow: long-running variants (make reliability)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Long-only tests of this folder are skipped unless BENCHREC_RELIABILITY_LONG=1."""
    if LONG:
        return
    skip = pytest.mark.skip(reason="long variant: set BENCHREC_RELIABILITY_LONG=1 (make reliability)")
    here = Path(__file__).parent
    for item in items:
        if "slow" in item.keywords and here in Path(str(item.fspath)).parents:
            item.add_marker(skip)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Write the counters where the report reads them."""
    out = os.environ.get(OUT_ENV)
    if out and _COUNTERS.values:
        _COUNTERS.merge_into(Path(out))


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A fresh BENCHREC_HOME and PREFECT_HOME under the test's tmp dir, never ~."""
    root = tmp_path / "home"
    root.mkdir()
    monkeypatch.setenv("BENCHREC_HOME", str(root))
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect"))
    monkeypatch.delenv("BENCHREC_ALLOWED_HOSTS", raising=False)
    yield root
