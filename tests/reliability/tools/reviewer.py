"""A reviewer process: read drafts, then approve each through the CLI with the content hash it read; journal each.

argv: HOME NAME UNTIL_FILE JOURNAL SEED
Runs until UNTIL_FILE exists (then one more pass). Journal lines: {"id", "hash", "code", "err"}.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def main() -> None:
    """Review until told to stop."""
    home, name, until, journal, seed = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3]), Path(sys.argv[4]), int(sys.argv[5])
    from benchrec.cli import main as cli
    from staging.store import Store
    from tests.reliability.world import approve_argv, pick_draft

    rng = random.Random(seed)
    store = Store(home)
    last = False
    with journal.open("a", encoding="utf-8") as out:
        while True:
            stop = until.exists()
            rid = pick_draft(store, rng)
            made = approve_argv(store, rid, name) if rid else None
            if made:
                argv, h = made
                time.sleep(rng.uniform(0.05, 0.3))  # the time a person looks at the page
                err = io.StringIO()
                with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
                    code = cli(["--home", str(home), *argv])
                out.write(json.dumps({"id": rid, "hash": h, "code": code, "err": err.getvalue().strip()}) + "\n")
                out.flush()
            else:
                time.sleep(0.2)
            if last:
                break
            last = stop


if __name__ == "__main__":
    main()
