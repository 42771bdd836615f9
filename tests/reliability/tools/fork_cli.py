"""Fork server: import benchrec's heavy layers once, then run each `benchrec ...` command in a forked child.

Reads JSON lines {"argv": [...], "env": {...}, "out": PATH} on stdin; for each, forks a child that runs
`benchrec.cli.main(argv)` exactly as the console script does (stdout and stderr to PATH.out / PATH.err),
prints {"pid": N} when the child starts and {"pid": N, "status": S} when it ends (S < 0: killed by signal -S).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def preload() -> None:
    """Import what every command needs, so that a child starts in milliseconds."""
    import benchrec.cli  # noqa: F401
    import benchrec.commands  # noqa: F401
    import expectations.audit  # noqa: F401
    import expectations.report  # noqa: F401
    import expectations.run  # noqa: F401
    import extractors.pipeline  # noqa: F401
    import extractors.writeup  # noqa: F401
    import staging.ingest  # noqa: F401
    import staging.review  # noqa: F401
    from extractors import content, derive, fetch, merge  # noqa: F401
    from extractors.dumps import parse_dump  # noqa: F401
    from expectations.run import quiet_gx

    os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")
    with quiet_gx():
        import great_expectations  # noqa: F401
        import pandas  # noqa: F401
    import threading

    assert threading.active_count() == 1, "a preloaded import started a thread: forking would be unsafe"


def child(job: dict) -> None:
    """Run one command in this (forked) process and exit with its code."""
    out = job["out"]
    for fd, suffix in ((1, ".out"), (2, ".err")):
        f = os.open(out + suffix, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(f, fd)
        os.close(f)
    os.environ.update(job.get("env") or {})
    from benchrec.cli import main

    try:
        code = main(job["argv"])
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else 2
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def serve() -> None:
    """The request loop."""
    preload()
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        job = json.loads(line)
        pid = os.fork()
        if pid == 0:
            child(job)
        print(json.dumps({"pid": pid}), flush=True)
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        print(json.dumps({"pid": pid, "status": code}), flush=True)


if __name__ == "__main__":
    serve()
