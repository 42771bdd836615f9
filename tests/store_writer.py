"""Subprocess body for store tests: write many records, or one record slowly."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from extractors.record import new_benchmark  # noqa: E402
from staging.store import Store  # noqa: E402


def make(prefix: str, i: int, payload: str = "") -> dict:
    """A small valid-shaped record."""
    rec = new_benchmark()
    rec["id"] = f"benchmarks/{prefix}-{i:04d}"
    rec["value"] = float(i + 1)
    rec["notes"] = payload
    return rec


def main() -> None:
    """argv: HOME MODE PREFIX N"""
    home, mode, prefix, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    store = Store(Path(home))
    if mode == "many":
        for i in range(n):
            store.stage(make(prefix, i))
    elif mode == "loop-same":
        big = "x" * 2_000_000
        i = 0
        while True:
            store.stage(make(prefix, 0, payload=f"{i}-{big}"))
            i += 1


if __name__ == "__main__":
    main()
