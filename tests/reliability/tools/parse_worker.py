"""Worker: run named inputs of the nasty corpus through the parsers under an address-space limit; JSON lines out.

argv: AS_LIMIT_MB BOUND_S NAME:PARSER ...   (PARSER is writeup, dump or pipeline)
Each line: {"name", "parser", "status": ok|refused|escaped|hang|unsafe|memory, "seconds", "rss_mb", "detail"}.
"""

from __future__ import annotations

import json
import resource
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))


def rss_mb() -> float:
    """Resident memory of this process now, in MiB."""
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    return pages * resource.getpagesize() / 1048576


def peak_mb() -> float:
    """Peak resident memory of this program, in MiB: VmHWM, which starts anew at exec. (ru_maxrss does not: Linux
    carries over the high-water mark of the process image the program replaced, here a fork of the test runner,
    which made this figure the runner's size.)"""
    for line in Path("/proc/self/status").read_text().splitlines() if Path("/proc/self/status").exists() else []:
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> None:
    """Limit memory, then run each input and print one JSON line for it."""
    limit_mb, bound = int(sys.argv[1]), float(sys.argv[2])
    from tests.reliability import hostile

    runners = {"writeup": hostile.run_writeup, "dump": hostile.run_dump, "pipeline": hostile.run_pipeline}
    corpus = dict(hostile.nasty_corpus())
    hostile.run_pipeline(b"<p>warm up 1 tok/s</p>")
    base = rss_mb()
    resource.setrlimit(resource.RLIMIT_AS, (limit_mb * 1048576, limit_mb * 1048576))
    for spec in sys.argv[3:]:
        name, parser = spec.rsplit(":", 1)
        before = rss_mb()
        start = time.perf_counter()
        status, detail = "ok", ""
        try:
            out = runners[parser](corpus[name], bound=bound)
            status = "ok" if out.ok else "refused"
            detail = out.error or f"{out.records} record(s)"
        except hostile.Hang as exc:
            status, detail = "hang", str(exc)
        except MemoryError:
            status, detail = "memory", "MemoryError under the address-space limit"
        except AssertionError as exc:
            text = str(exc)
            status, detail = ("unsafe" if "JSON compliant" in text else "escaped"), text
        except ValueError as exc:
            status, detail = "unsafe", f"{type(exc).__name__}: {exc}"
        print(json.dumps({"name": name, "parser": parser, "status": status, "seconds": time.perf_counter() - start,
                          "rss_mb": rss_mb(), "grew_mb": rss_mb() - before, "base_mb": base,
                          "peak_mb": peak_mb(),
                          "detail": " ".join(detail.split())[:300]}), flush=True)


if __name__ == "__main__":
    main()
