"""The review page's text escaping: every value reads as its JSON text, escaped, whatever its type."""

from __future__ import annotations

import json
from html import escape
from typing import Any

import pytest

from expectations.report import _e

VALUES: list[Any] = [
    None, True, False, 0, -5, 10**30, 1.5, -0.0, 1e300, float("nan"), float("inf"), float("-inf"),
    "plain", "a<b&'\"", "", {"x": "<y>"}, [1, "<", None], ("t", 2),
]


class Count(int):
    """An int subclass (json writes it as its int)."""


@pytest.mark.parametrize("value", VALUES + [Count(3)], ids=repr)
def test_a_value_reads_as_its_escaped_json_text(value: Any) -> None:
    expected = escape(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str),
                      quote=True)
    assert _e(value) == expected
