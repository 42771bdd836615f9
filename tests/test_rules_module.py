"""The rule modules hold each named constant once: a second assignment would silently replace the first rule."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("module", ["extractors/rules.py", "extractors/fetch_rules.py"])
def test_each_constant_is_assigned_once(module: str) -> None:
    """No top-level name of a rules module is bound twice."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    names: list[str] = []
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) and node.value is not None else []
        names += [t.id for t in targets if isinstance(t, ast.Name)]
    assert names, f"{module} binds no constant"
    twice = sorted(name for name, count in Counter(names).items() if count > 1)
    assert not twice, f"{module} binds these names more than once: {', '.join(twice)}"
