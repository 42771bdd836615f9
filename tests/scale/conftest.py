"""The scale test runs only when selected with `-m scale` (it takes minutes); its throughputs end the report."""

from __future__ import annotations

from typing import Any

import pytest

#: Lines the scale test wants shown at the end of the run (throughputs, runtime), whatever the capture mode.
SUMMARY: list[str] = []


def pytest_configure(config: pytest.Config) -> None:
    """Register the `scale` marker."""
    config.addinivalue_line("markers", "scale: PostgreSQL-backed Prefect server with several workers (minutes)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip scale tests unless the marker expression selects them."""
    if "scale" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="scale test: run with `-m scale` (make test-scale)")
    for item in items:
        if item.get_closest_marker("scale"):
            item.add_marker(skip)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Print the scale test's measurements."""
    if SUMMARY:
        terminalreporter.section("scale")
        for line in SUMMARY:
            terminalreporter.write_line(line)
