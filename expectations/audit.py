"""`benchrec audit`: flatten, validate with GX, gate on severity, write results back, build the report."""

from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from benchrec.errors import AuditError, StoreError
from benchrec.options import Options
from benchrec.gcpause import paused_gc
from expectations.run import max_severity, validate_table
from staging.hashing import content_hash
from staging.ids import validate_id
from staging.index import read_generation
from staging.review import fall_back_if_changed
from staging.store import PendingWrite, Store, load_record_file, load_store_file
from staging.strings import TextPool


@dataclass
class AuditRun:
    """One audit run: its id and time, one result per record, and where its report is."""

    run_id: str
    at: str
    results: list[dict[str, Any]]
    report: Path | None = None
    data_docs: Path | None = None
    blocks: dict[str, dict[str, Any]] = field(default_factory=dict)


def new_run_id(now: dt.datetime) -> str:
    """A sortable, unique run id."""
    return now.strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)


def audit_block(run_id: str, at: str, record: dict[str, Any], failures: list[dict[str, str]]) -> dict[str, Any]:
    """The record's `audit` block for this run."""
    return {"run_id": run_id, "at": at, "content_hash": content_hash(record),
            "max_severity": max_severity(failures), "failures": failures}


def audit_records(records: list[dict[str, Any]], store: Store | None, opts: Options | None = None, *,
                  catalog: Any = None, others: Iterable[dict[str, Any]] | None = None, write_back: bool = True,
                  report: bool = True, files: dict[str, Path] | None = None, read_at: int | None = None) -> AuditRun:
    """Audit records against the whole store; write each result into its record and build the run's report.

    `read_at` is the store's write generation when the records were read from it: if no writer has taken the
    store's lock since, the write-back uses them as they are instead of reading each file again."""
    from expectations.flatten import flatten

    ids = [r.get("id") for r in records]
    if any(not isinstance(i, str) for i in ids):
        raise AuditError("every audited record needs a string id")
    if len(set(ids)) != len(ids):
        raise AuditError("the same record id is given twice")
    now = dt.datetime.now(dt.timezone.utc).replace(microsecond=0)
    run = AuditRun(new_run_id(now), now.isoformat(), [])
    with paused_gc():  # flattening and validating allocate millions of acyclic objects beside the records
        df = flatten(records, store, catalog, others)
        failures, _ = validate_table(df)
    for rec in records:
        fails = failures.get(rec["id"], [])
        if write_back and store is not None:
            run.blocks[rec["id"]] = audit_block(run.run_id, run.at, rec, fails)
        run.results.append({"record_id": rec["id"], "max_severity": max_severity(fails), "failures": fails})
    built = False
    if write_back and store is not None:
        with store.lock():  # a write-back left to a helper is waited for before the lock is let go
            pending = write_results(store, records, run, files or {}, read_at, detach=report)
            if pending.running:  # the report is built beside it
                try:
                    _report(store, run, records, report)
                    built = True
                finally:
                    pending.wait()
    if not built:
        _report(store, run, records, report and store is not None)
    return run


def load_audit() -> None:
    """Load the audit's libraries and build its GX context now (seconds, once a process), e.g. before a lock is
    taken that other writers wait on."""
    from expectations.run import runner

    runner()


def audit_stored(store: Store, record: dict[str, Any]) -> dict[str, Any]:
    """The audit block of a record of the store audited now, as `benchrec audit ID` audits it (the store's other
    records in view for the cross-record rules); nothing is written or reported."""
    others = (load_store_file(path) for path in store.iter_files())  # its own file is overridden by `record`
    run = audit_records([record], store, write_back=False, report=False, others=others)
    return audit_block(run.run_id, run.at, record, run.results[0]["failures"])


def _report(store: Store | None, run: AuditRun, records: list[dict[str, Any]], wanted: bool) -> None:
    """Build the run's review pages and Data Docs, when wanted."""
    if wanted and store is not None:
        from expectations.report import build_reports

        run.report, run.data_docs = build_reports(store, run, records)


def write_results(store: Store, records: list[dict[str, Any]], run: AuditRun, files: dict[str, Path],
                  read_at: int | None = None, detach: bool = False) -> PendingWrite:
    """Put each audit block into its record file, under the store lock, as one durable batch; skip records changed
    since (each file is read again unless no writer has taken the lock since generation `read_at`). With `detach`,
    and the lock already held by the caller, a large batch is put in place by a helper process: the caller keeps
    holding the lock until the returned write's `wait()` (a finished write's `wait()` does nothing)."""
    with store.lock():
        unchanged = read_at is not None and store.locked_from == read_at
        writes = []
        for rec in records:
            rid = rec["id"]
            block = run.blocks[rid]
            path = _home_of(store, rid, files)
            if path is None:
                continue
            if unchanged and rid not in files:
                current = dict(rec)
            else:
                current = load_record_file(path, None if rid in files else rid)
                if content_hash(current) != block["content_hash"]:
                    continue
            current["audit"] = block
            fall_back_if_changed(current)
            writes.append((path, current))
        if detach and store.lock_depth() > 1:  # the caller's own hold keeps the lock until the write's wait()
            return store.write_files_detached(writes, hashed=True)  # contents hashed into the blocks, as below
        store.write_files(writes, hashed=True)  # each record's content hashed into its block (or checked against it)
        return PendingWrite.finished()


def _home_of(store: Store, record_id: str, files: dict[str, Path]) -> Path | None:
    """The file an audited record lives in: the given file, else its draft, else its published version."""
    if record_id in files:
        return files[record_id]
    try:
        return store.find(record_id)
    except StoreError:
        return None


def _load_target(store: Store, target: str) -> tuple[dict[str, Any], Path | None, Path | None]:
    """A record named by a file path or by an id in the store, the outside file it came from (if any), and the
    store's file it was read from (if it was one)."""
    path = Path(target)
    if target.endswith(".json") or path.is_file():
        in_store = path.resolve().parent.parent in (store.drafts.resolve(), store.published.resolve())
        record = load_store_file(path) if in_store else load_record_file(path)
        rid = record.get("id")
        try:
            validate_id(rid)
        except StoreError as exc:
            raise AuditError(f"{target}: {exc}") from None
        inside = _home_of(store, str(rid), {})  # a valid id is a string
        if inside is not None and inside == path.resolve():
            return record, None, inside
        return record, path.resolve(), None
    validate_id(target)
    found = store.find(target)
    if found is None:
        raise StoreError(f"no record {target} in {store.home}")
    return load_record_file(found, target), None, found


@dataclass
class Selection:
    """The records a command names, their outside files, and every store file read to find them (path: record)."""

    records: list[dict[str, Any]]
    files: dict[str, Path]
    read: dict[Path, dict[str, Any]]

    def others(self, store: Store) -> list[dict[str, Any]]:
        """The store's records for the cross-record rules: those already read, then every other file."""
        return [*self.read.values(), *(load_store_file(p) for p in store.iter_files() if p not in self.read)]


def select_records(store: Store, targets: list[str], all_: bool) -> Selection:
    """The records a command names (each id once; a draft stands for its record), and their outside files."""
    chosen: dict[str, dict[str, Any]] = {}
    files: dict[str, Path] = {}
    read: dict[Path, dict[str, Any]] = {}
    if all_:
        texts = TextPool()  # one pool for the whole store, so both folders share their texts
        for where in ("published", "drafts"):
            for path in store.iter_files(where):
                rec = read[path] = texts.share(load_store_file(path))
                if isinstance(rec.get("id"), str):
                    chosen[rec["id"]] = rec
    for target in targets:
        record, outside, inside = _load_target(store, target)
        chosen[record["id"]] = record
        if outside is not None:
            files[record["id"]] = outside
        if inside is not None:
            read[inside] = record
    return Selection(list(chosen.values()), files, read)


def audit_command(targets: list[str], all_: bool, opts: Options, store: Store | None = None,
                  describe: Callable[[dict[str, Any]], Any] | None = None) -> dict[str, Any]:
    """`benchrec audit [PATH|ID]... [--all] --json`: {"results": [...], "report": PATH} (RECORDS.md section 7);
    `store` is the data root's store unless given (a flow passes one whose lock also takes the global limit).

    With `describe`, the document also holds "heads": {id: describe(record)} of each audited record as it was read
    (before its audit block). The records themselves are let go before the garbage collector runs again: collecting
    while the audit's records are still alive would walk each of their objects three times (young, middle and old
    generation), about a second for a batch of 15,000 drafts."""
    store = store if store is not None else Store(opts.home)
    read_at = read_generation(store.home)
    with paused_gc():  # reading, writing back and reporting allocate as much as flattening does
        chosen = select_records(store, list(targets or []), all_)
        run = audit_records(chosen.records, store, opts, files=chosen.files, read_at=read_at,
                            others=chosen.others(store))  # each store file read once
        doc: dict[str, Any] = {"run_id": run.run_id, "results": run.results, "report": str(run.report) if run.report else None,
               "data_docs": str(run.data_docs) if run.data_docs else None}
        if describe is not None:
            doc["heads"] = {rec["id"]: describe(rec) for rec in chosen.records}
        del chosen, run
    return doc
