"""The store's write generation: read as written, never mistaken for another number when garbled or torn."""

from __future__ import annotations

from pathlib import Path

import pytest

from staging.index import GENERATION_FILE, bump_generation, read_generation

CASES = [
    # (file content or None for no file, what it reads as: an int, or "garbled")
    (None, 0),
    (b"", 0),
    (b"7", 7),  # the format of earlier versions
    (b"00000000000000000012 00000000000000000012\n", 12),
    (b"00000000000000000012 00000000000000000013\n", "garbled"),  # a read racing the write
    (b"00000000000000000013 00000000000000000012\n", "garbled"),
    (b"0000000000000000001", 1),  # a short old-format number is still a number
    (b"00000000000000000012 0000000", "garbled"),
    (b"12 x", "garbled"),
    (b"\x00\x00\x00", "garbled"),
]


@pytest.mark.parametrize(("content", "expected"), CASES)
def test_read_generation(tmp_path: Path, content: bytes | None, expected: int | str) -> None:
    """Each content reads as its number; a garbled one as a new negative number each time (no reader kept it)."""
    if content is not None:
        (tmp_path / GENERATION_FILE).write_bytes(content)
    first, second = read_generation(tmp_path), read_generation(tmp_path)
    if expected == "garbled":
        assert first < 0 and second < 0 and first != second
    else:
        assert first == second == expected


def test_bump_counts_up_from_any_state(tmp_path: Path) -> None:
    """Bumps count up by one; an old-format file is overwritten whole; a garbled one restarts far from any count."""
    assert bump_generation(tmp_path) == (0, 1)
    assert bump_generation(tmp_path) == (1, 2)
    assert read_generation(tmp_path) == 2
    (tmp_path / GENERATION_FILE).write_bytes(b"41")
    assert bump_generation(tmp_path) == (41, 42)
    assert read_generation(tmp_path) == 42
    (tmp_path / GENERATION_FILE).write_bytes(b"00000000000000000005 000000000")
    before, after = bump_generation(tmp_path)
    assert before < 0 and after > 10**15
    assert read_generation(tmp_path) == after
    assert bump_generation(tmp_path) == (after, after + 1)
    assert list(tmp_path.iterdir()) == [tmp_path / GENERATION_FILE]  # no temporary files left beside it
