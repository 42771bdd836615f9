"""Extract one write-up with the project's content and write-up extractors, printing `{"records": [...]}`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def extract_file(path: str) -> list[dict]:
    """Records of one local write-up, through the pipeline when it runs, else the extractors directly."""
    from extractors.content import parse_document
    from extractors.writeup import extract_writeup

    raw = Path(path).read_bytes()
    ctype = "text/html" if path.endswith((".html", ".htm")) else "text/plain"
    return extract_writeup(parse_document(raw, ctype), 0, path)


def main() -> int:
    """Print the records of the file named on the command line."""
    from benchrec.errors import BenchrecError

    try:
        print(json.dumps({"records": extract_file(sys.argv[1])}))
    except BenchrecError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
