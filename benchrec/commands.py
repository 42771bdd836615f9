"""One function per CLI subcommand: parse-free glue between argparse and the layers."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Callable

from benchrec.errors import BenchrecError, GateError, UsageError, printable
from benchrec.options import Options

#: What begins a comment in a --from-file list: a word starting with it, to the end of its line.
COMMENT = "#"


def _require(module: str, name: str, command: str) -> Callable[..., Any]:
    """The function that implements a command, or a clear 'not built yet' usage error."""
    try:
        return getattr(importlib.import_module(module), name)
    except (ImportError, AttributeError):
        raise UsageError(f"'benchrec {command}' is not built yet") from None


def _emit(doc: Any) -> None:
    """Print one JSON document."""
    from benchrec.cli import emit_json

    emit_json(doc)


def cmd_extract(args: argparse.Namespace, opts: Options) -> int:
    """benchrec extract SOURCE... --json"""
    extract = _require("extractors.pipeline", "extract_sources", "extract")
    records = extract(args.sources, opts)
    if args.json:
        _emit({"records": records})
    else:
        for rec in records:
            print(f"{rec['id']}: {rec.get('title') or rec.get('kv_bytes_basis', '')}")
        if not records:
            print(f"no records: no benchmark figure found in {_names(args.sources)}")
    return 0


def _names(sources: list[str]) -> str:
    """Sources as one printable line (a file name's bytes that are not UTF-8 as \\xNN)."""
    return printable(" ".join(sources))


def _read_source_file(path: str) -> list[list[str]]:
    """Deployments from a file: one per line, sources separated by white space; a word starting with # begins a
    comment to the end of its line. Bytes that are not
    UTF-8 are kept as the file names they spell (surrogate escapes, as the command line has them)."""
    try:
        lines = os.fsdecode(Path(path).read_bytes()).splitlines()
    except OSError as exc:
        raise UsageError(f"cannot read --from-file {path}: {exc}") from None
    deployments = [_uncommented(line.split()) for line in lines]
    return [sources for sources in deployments if sources]


def _uncommented(words: list[str]) -> list[str]:
    """A line's words up to the first that starts with # (a comment; a URL's #fragment is inside its word)."""
    for i, word in enumerate(words):
        if word.startswith(COMMENT):
            return words[:i]
    return words


def cmd_ingest(args: argparse.Namespace, opts: Options) -> int:
    """benchrec ingest SOURCE... [--from-file URLS] --json"""
    if args.from_file and (args.sources or args.kind):
        raise UsageError("benchrec ingest: --from-file takes its sources from the file: give no SOURCE and no --kind")
    if args.from_file:
        batch = _require("staging.ingest", "ingest_batch", "ingest --from-file")
        drafts = batch(_read_source_file(args.from_file), opts, progress=sys.stderr.isatty())
    elif args.sources:
        ingest = _require("staging.ingest", "ingest_sources", "ingest")
        drafts = ingest(args.sources, opts, kind=args.kind)
    else:
        raise UsageError("benchrec ingest: give SOURCE... or --from-file URLS")
    failed = [d["error"] for d in drafts if d.get("error")]
    if args.json:
        _emit({"drafts": drafts})
    else:
        staged = [d for d in drafts if not d.get("error")]
        for d in staged:
            print(f"{d['id']}  {d['max_severity'] or 'clean'}  {d['path']}")
        for error in failed:
            print(f"benchrec: {error}", file=sys.stderr)
        if not drafts:
            print("no drafts: no benchmark figure found in " + _names([args.from_file] if args.from_file else args.sources))
    if failed:  # a batch's line that could not be fetched or read: the others are staged and audited
        return 2
    return 1 if any(d.get("max_severity") == "critical" for d in drafts) else 0


def cmd_audit(args: argparse.Namespace, opts: Options) -> int:
    """benchrec audit [PATH|ID]... [--all] --json"""
    if not args.targets and not args.all:
        raise UsageError("benchrec audit: give PATH|ID... or --all")
    audit = _require("expectations.audit", "audit_command", "audit")
    doc = audit(args.targets, args.all, opts)
    if args.json:
        _emit(doc)
    else:
        for r in doc["results"]:
            print(f"{r['record_id']}  {r['max_severity'] or 'clean'}  {len(r['failures'])} failed rule(s)")
        print(_audit_summary(doc["results"]))
        print(f"report: {doc['report']}")
    return 1 if any(r["max_severity"] == "critical" for r in doc["results"]) else 0


def _audit_summary(results: list[dict[str, Any]]) -> str:
    """One line counting the audited records by highest failed severity: '3 records: 1 critical, 2 clean'."""
    if not results:
        return "no records to audit"
    from expectations.vocab import SEVERITY_RANK

    counts = Counter(r["max_severity"] or "clean" for r in results)
    order = sorted(SEVERITY_RANK, key=SEVERITY_RANK.__getitem__, reverse=True) + ["clean"]
    parts = [f"{counts[s]} {s}" for s in order if counts[s]]
    noun = "record" if len(results) == 1 else "records"
    return f"{len(results)} {noun}: " + ", ".join(parts)


def _parse_waivers(items: list[str]) -> list[dict[str, str]]:
    """RULE=REASON pairs from --waive."""
    waivers = []
    for item in items:
        rule, sep, reason = item.partition("=")
        if not sep or not rule.strip() or not reason.strip():
            raise UsageError(f"--waive takes RULE=REASON, got {item!r}")
        waivers.append({"rule": rule.strip(), "reason": reason.strip()})
    return waivers


def cmd_review(args: argparse.Namespace, opts: Options) -> int:
    """benchrec review list | approve ID | reject ID"""
    from staging import review
    from staging.store import Store

    store = Store(opts.home)
    if args.action == "list":
        pending = review.pending(store)
        if args.json:
            _emit({"pending": pending})
        else:
            for p in pending:
                outcome = p["max_severity"] or ("clean" if p["audited"] else "never audited")
                print(f"{p['id']}  {outcome}  {p['title']}")
            if not pending:
                print("nothing awaits review")
        return 0
    entry = review.decide(
        store,
        args.record_id,
        decision="approved" if args.action == "approve" else "rejected",
        reviewer=args.reviewer,
        note=args.note,
        waivers=_parse_waivers(args.waive),
        expected_hash=args.content_hash,
    )
    if args.json:
        _emit({"review": entry})
    else:
        print(f"{args.record_id}: {entry['decision']} by {entry['reviewer']} ({entry['content_hash'][:12]})")
    return 0


def cmd_promote(args: argparse.Namespace, opts: Options) -> int:
    """benchrec promote ID"""
    from staging import review
    from staging.store import Store

    try:
        path = review.promote(Store(opts.home), args.record_id)
    except BenchrecError as exc:  # a gate's refusal, and also an id that is bad or names no draft
        if args.json:
            _emit({"record_id": args.record_id, "promoted": False, "reason": str(exc)})
        raise
    if args.json:
        _emit({"record_id": args.record_id, "promoted": True, "path": str(path)})
    else:
        print(f"{args.record_id}: published at {path}")
    return 0


def _record_only(target: str, doc: dict[str, Any]) -> dict[str, Any]:
    """The document of a file named on the command line, or a usage error where it is not a record (a dump, an
    audit's output) or has no valid record id, as `audit` refuses it."""
    from benchrec.schema import RECORD_KINDS
    from staging.ids import validate_id

    if doc.get("kind") not in RECORD_KINDS:
        shown = repr(doc["kind"])[:40] if "kind" in doc else "none"
        raise UsageError(f"{target}: not a record (kind {shown}, not one of {', '.join(RECORD_KINDS)})")
    try:
        validate_id(doc.get("id"))
    except BenchrecError as exc:
        raise UsageError(f"{target}: {exc}") from None
    return doc


def cmd_render(args: argparse.Namespace, opts: Options) -> int:
    """benchrec render ID"""
    render = _require("staging.render", "render_html" if args.html else "render_text", "render")
    from staging.store import Store, load_record_file

    target = args.record_id
    record: dict[str, Any] | None
    if target.endswith(".json") and Path(target).exists():
        record = _record_only(target, load_record_file(Path(target)))
    else:
        record = Store(opts.home).get(target)
        if record is None:
            raise UsageError(f"no record {target!r} in {opts.home}")
    sys.stdout.write(render(record))
    return 0


def cmd_serve(args: argparse.Namespace, opts: Options) -> int:
    """benchrec serve"""
    serve = _require("flows.serve", "serve_all", "serve")
    serve(opts, schedules=not args.no_schedules)
    return 0
