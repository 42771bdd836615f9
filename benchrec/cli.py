"""The benchrec command line. Heavy libraries (Prefect, GX) are imported per command, never at start-up."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from benchrec.errors import BenchrecError, UsageError, printable

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2
#: Values of BENCHREC_DEBUG that show an internal error's traceback (any other value, 0 and false too, does not).
DEBUG_ON = ("1", "true", "yes")
#: Commands that neither read nor write the data root.
STORELESS_COMMANDS = ("extract",)


def debug_wanted(environ: dict[str, str] | None = None) -> bool:
    """True where BENCHREC_DEBUG asks for tracebacks (1, true or yes, in any case)."""
    env = os.environ if environ is None else environ
    return env.get("BENCHREC_DEBUG", "").strip().lower() in DEBUG_ON


class _Parser(argparse.ArgumentParser):
    """argparse that reports usage errors as one line and exit 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise UsageError(f"{self.prog}: {message}")


def describe_os_error(exc: OSError) -> str:
    """One line for a failure of the machine (a path that cannot be created, read or written), not of benchrec."""
    reason = exc.strerror or type(exc).__name__
    return printable(" ".join(f"cannot use {exc.filename}: {reason}".split()))


def emit_json(doc: Any) -> None:
    """Print one JSON document on stdout."""
    sys.stdout.write(json.dumps(doc, indent=2, ensure_ascii=False, allow_nan=False) + "\n")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    p = _Parser(prog="benchrec", description="Ingest, audit, review and publish LLM-inference benchmark records.")
    p.add_argument("--home", help="data root (default: $BENCHREC_HOME or ~/.benchrec)")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    s = sub.add_parser("extract", help="extract records from sources; writes nothing")
    s.add_argument("sources", nargs="+", metavar="SOURCE", help="URL or path; sources given together are one deployment")
    s.add_argument("--json", action="store_true", help="print {\"records\": [...]}")

    s = sub.add_parser("ingest", help="fetch, snapshot, extract, stage and audit sources")
    s.add_argument("sources", nargs="*", metavar="SOURCE", help="URL or path; sources given together are one deployment")
    s.add_argument("--from-file", metavar="URLS", help="a file of sources, one deployment per line (batch mode)")
    s.add_argument("--kind", choices=["writeup", "server_info"],
                   help="read the first source as a write-up, or as an operator dump, whatever it looks like")
    s.add_argument("--json", action="store_true", help="print {\"drafts\": [...]}")

    s = sub.add_parser("audit", help="audit records with the Great Expectations suites")
    s.add_argument("targets", nargs="*", metavar="PATH|ID", help="record files or ids")
    s.add_argument("--all", action="store_true", help="audit every draft and published record")
    s.add_argument("--json", action="store_true", help="print {\"results\": [...], \"report\": PATH}")

    s = sub.add_parser("review", help="list drafts awaiting review, or approve/reject one")
    rs = s.add_subparsers(dest="action", metavar="ACTION", parser_class=_Parser)
    r = rs.add_parser("list", help="drafts awaiting review")
    r.add_argument("--json", action="store_true")
    for action in ("approve", "reject"):
        r = rs.add_parser(action, help=f"{action} exactly the current content of a record")
        r.add_argument("record_id", metavar="ID")
        r.add_argument("--reviewer", required=True, help="who decides")
        r.add_argument("--note", default="", help="why")
        r.add_argument("--content-hash", help="refuse unless the record still has this content hash")
        r.add_argument("--waive", action="append", default=[], metavar="RULE=REASON", help="waive a warning rule")
        r.add_argument("--json", action="store_true")

    s = sub.add_parser("promote", help="publish an approved record whose gate passes")
    s.add_argument("record_id", metavar="ID")
    s.add_argument("--json", action="store_true")

    s = sub.add_parser("render", help="print a record as its dataset page")
    s.add_argument("record_id", metavar="ID|PATH")
    s.add_argument("--html", action="store_true", help="HTML instead of text")

    s = sub.add_parser("serve", help="serve every Prefect deployment against $PREFECT_API_URL")
    s.add_argument("--no-schedules", action="store_true", help="register deployments without their schedules")
    return p


def _options(args: argparse.Namespace):  # noqa: ANN202
    """The options object, with --home applied."""
    from benchrec.options import Options

    opts = Options.from_env()
    return opts.with_home(args.home) if args.home else opts


def _dispatch(args: argparse.Namespace) -> int:
    """Run the chosen subcommand and return its exit code."""
    from benchrec import commands

    table: dict[str, Callable[[argparse.Namespace, Any], int]] = {
        "extract": commands.cmd_extract,
        "ingest": commands.cmd_ingest,
        "audit": commands.cmd_audit,
        "review": commands.cmd_review,
        "promote": commands.cmd_promote,
        "render": commands.cmd_render,
        "serve": commands.cmd_serve,
    }
    opts = _options(args)
    if args.command not in STORELESS_COMMANDS:
        check_home(opts.home)
    return table[args.command](args, opts)


def check_home(home: Path) -> None:
    """Refuse a data root that exists but is not a folder, in one line, before any command reads or writes it."""
    if home.exists() and not home.is_dir():
        raise UsageError(f"data root {printable(str(home))} is not a folder (it is set by --home or BENCHREC_HOME)")


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point: parse, dispatch, and turn every error into one line on stderr."""
    parser = build_parser()
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:  # named by the command they were given to
            raise UsageError(f"benchrec{' ' + args.command if args.command else ''}: unrecognized arguments: "
                             + " ".join(extra))
        if not args.command:
            parser.print_help()
            return EXIT_USAGE
        if args.command == "review" and not args.action:
            raise UsageError("benchrec review: choose an action: list, approve or reject")
        return _dispatch(args)
    except BenchrecError as exc:
        text = str(exc)
        named = isinstance(exc, UsageError) and text.startswith(("benchrec:", "benchrec "))  # a command's usage line
        sys.stderr.write(f"{text}\n" if named else f"benchrec: {text}\n")
        return exc.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("benchrec: interrupted\n")
        return 130
    except BrokenPipeError:
        return EXIT_OK
    except Exception as exc:  # noqa: BLE001 - the last line of defence: no traceback reaches a user
        if debug_wanted():
            raise
        if isinstance(exc, OSError) and exc.filename is not None:  # the machine refused a path, not a defect
            sys.stderr.write(f"benchrec: {describe_os_error(exc)}\n")
            return EXIT_USAGE
        msg = " ".join(str(exc).split())[:300]
        sys.stderr.write(f"benchrec: internal error: {type(exc).__name__}: {msg} (set BENCHREC_DEBUG=1 for details)\n")
        return EXIT_USAGE


if __name__ == "__main__":
    sys.exit(main())
