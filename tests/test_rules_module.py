"""The rule modules: each named constant bound once (a second binding would silently replace the first rule), and
the same compiled patterns in every process."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
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


_PATTERNS = ("import hashlib, re\nfrom extractors import rules\n"
             "print(hashlib.sha256('\\n'.join(str(v.pattern) for k, v in sorted(vars(rules).items())"
             " if isinstance(v, re.Pattern)).encode()).hexdigest())")


def test_the_compiled_rules_are_the_same_in_every_process() -> None:
    """Alternatives built from sets are ordered the same whatever the string hash seed (test runners in parallel
    must collect the same tests, and a page must read the same in every process)."""
    seen = set()
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run([sys.executable, "-c", _PATTERNS], cwd=ROOT, env=env, capture_output=True, text=True,
                             check=True)
        seen.add(out.stdout.strip())
    assert len(seen) == 1, seen
