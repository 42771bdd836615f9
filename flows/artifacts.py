"""Content of the Prefect artifacts, as plain functions: markdown, tables and links, with source text escaped."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any, Iterable, Iterator, Sequence, overload

from expectations.vocab import SEVERITY_RANK
from extractors.record import as_object, as_objects

MAX_CELL = 160
MAX_LINE = 400
#: Characters markdown gives a meaning to; escaped with a backslash after HTML escaping.
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+\-.!|~>])")
_CONTROL = re.compile(r"[\x00-\x1f\x7f\u2028\u2029]+")
_KEY_JUNK = re.compile(r"[^a-z0-9]+")
REVIEW_HINT = ("Review: `prefect deployment run review/record --param record_id=ID` (answer in the Prefect UI), or "
               "`benchrec review approve ID --reviewer NAME [--waive RULE=REASON]`, then `benchrec promote ID`.")


def one_line(text: Any, limit: int = MAX_LINE) -> str:
    """Text on one line, control characters removed, bounded in length."""
    flat = " ".join(_CONTROL.sub(" ", "" if text is None else str(text)).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def escape_md(text: Any, limit: int = MAX_LINE) -> str:
    """Third-party text made inert in markdown: no HTML, no links, no emphasis, one line."""
    return _MD_SPECIAL.sub(r"\\\1", html.escape(one_line(text, limit), quote=True))


def code(text: Any) -> str:
    """Text shown as inline code (backticks inside are dropped)."""
    return "`" + one_line(text, MAX_CELL).replace("`", "'") + "`"


def cell(value: Any) -> Any:
    """A table cell: numbers and booleans as they are, text on one bounded line."""
    if value is None or isinstance(value, (bool, int, float)):
        return value
    return one_line(value, MAX_CELL)


def artifact_key(*parts: Any) -> str:
    """A valid artifact key (lower-case letters, digits, dashes) built from parts."""
    key = _KEY_JUNK.sub("-", "-".join(str(p) for p in parts).lower()).strip("-")
    return key[:200].rstrip("-") or "benchrec"


def worst(severities: Iterable[str | None]) -> str | None:
    """The highest severity among those given (None when all are clean)."""
    found = [s for s in severities if s in SEVERITY_RANK]
    return max(found, key=SEVERITY_RANK.__getitem__) if found else None


def failed_rules(results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each failed rule once: severity, how many records, one message; worst first."""
    rules: dict[str, dict[str, Any]] = {}
    for res in results:
        for f in res.get("failures") or []:
            entry = rules.setdefault(f.get("rule", "?"), {"rule": f.get("rule", "?"), "severity": f.get("severity"),
                                                          "records": 0, "message": f.get("message", "")})
            entry["records"] += 1
    return sorted(rules.values(), key=lambda r: (-SEVERITY_RANK.get(r["severity"], 0), r["rule"]))


def _rule_lines(results: list[dict[str, Any]]) -> list[str]:
    """Markdown bullets of the failed rules."""
    rules = failed_rules(results)
    if not rules:
        return ["No rule failed."]
    return [f"- {code(r['rule'])} **{r['severity']}** on {r['records']} record(s): {escape_md(r['message'])}"
            for r in rules]


def _state_of(draft: dict[str, Any]) -> str:
    """new, changed or unchanged, for one staged draft."""
    if not draft.get("changed"):
        return "unchanged"
    return "changed" if draft.get("previous_hash") else "new"


def ingest_headline(sources: list[str], drafts: list[dict[str, Any]], max_severity: str | None) -> str:
    """One sentence saying what the ingest did."""
    where = ", ".join(sources)
    if not drafts:
        return f"No records found in {where}; nothing was staged."
    states = [_state_of(d) for d in drafts]
    if all(s == "unchanged" for s in states):
        return (f"Unchanged: {where} gives the same {len(drafts)} draft(s) as before; nothing was staged or "
                "re-audited.")
    new, changed, same = states.count("new"), states.count("changed"), states.count("unchanged")
    parts = [f"{n} {label}" for n, label in ((new, "new"), (changed, "superseding a previous version"),
                                              (same, "unchanged")) if n]
    return f"Staged {len(drafts)} draft(s) from {where} ({', '.join(parts)}); max severity {max_severity or 'none'}."


#: Drafts listed one by one in a run's summary and table artifacts; a batch's further drafts are counted, not listed
#: (a table of 15,000 rows is 2.4 MB sent to the API, and the review pages list every draft).
ARTIFACT_DRAFTS = 500


def ingest_markdown(sources: list[str], drafts: list[dict[str, Any]], results: list[dict[str, Any]],
                    report: str | None, errors: list[str] | None = None) -> str:
    """The ingest summary: headline, max severity, failed rules, what to do next."""
    sev = worst(d.get("max_severity") for d in drafts)
    lines = ["# Ingest", "", escape_md(ingest_headline(sources, drafts, sev)), "",
             f"**Max severity:** {sev or 'none (clean)'}", "", "## Failed rules", ""]
    lines += _rule_lines(results) if results else ["No audit ran in this run (nothing new to audit)."]
    if errors:
        lines += ["", "## Sources that failed", ""] + [f"- {escape_md(e)}" for e in errors]
    lines += ["", "## Drafts", ""]
    lines += [f"- {code(d['id'])} {_state_of(d)}, {d.get('max_severity') or 'clean'}: {escape_md(d.get('title'))}"
              for d in drafts[:ARTIFACT_DRAFTS]] or ["none"]
    if len(drafts) > ARTIFACT_DRAFTS:
        lines += [f"- {more_drafts(len(drafts))}"]
    if report:
        lines += ["", f"Audit report: {code(report)}"]
    lines += ["", escape_md(REVIEW_HINT, 1000)]
    return "\n".join(lines) + "\n"


def more_drafts(total: int) -> str:
    """The line standing for the drafts an artifact leaves out."""
    return f"... and {total - ARTIFACT_DRAFTS:,} more draft(s): the audit report lists every one"


def drafts_table(drafts: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per staged draft, the first ARTIFACT_DRAFTS of them, then a row saying how many more there are."""
    rows = [{"id": cell(d["id"]), "state": _state_of(d), "max_severity": d.get("max_severity") or "clean",
             "failed_rules": cell(", ".join(d.get("failed_rules") or [])), "title": cell(d.get("title")),
             "metric": cell(d.get("metric")), "value": cell(d.get("value")), "unit": cell(d.get("unit")),
             "path": cell(d.get("path"))} for d in drafts[:ARTIFACT_DRAFTS]]
    if len(drafts) > ARTIFACT_DRAFTS:
        rows.append(dict.fromkeys(rows[0], "") | {"id": more_drafts(len(drafts))})
    return rows


def report_link(report: str | Path) -> str:
    """A file URI to an audit report."""
    return Path(report).resolve().as_uri()


def review_markdown(record: dict[str, Any], content_hash: str) -> str:
    """The audit of one record as a reviewer sees it, bound to the content hash shown."""
    audit = as_object(record.get("audit"))
    failures = as_objects(audit.get("failures"))
    lines = [f"# Review {code(record.get('id'))}", "", escape_md(record.get("title")), "",
             f"**content_hash:** {code(content_hash)}", "",
             f"**Audit run:** {code(audit.get('run_id') or 'never audited')}; "
             f"**max severity:** {audit.get('max_severity') or 'none'}", ""]
    value = record.get("value")
    if value is not None:
        lines += [f"**Value:** {escape_md(value)} {escape_md(record.get('unit'))} "
                  f"({escape_md(record.get('metric'))}, {escape_md(record.get('basis'))})", ""]
    lines += ["## Failed rules", ""]
    lines += [f"- {code(f.get('rule'))} **{f.get('severity')}**: {escape_md(f.get('message'))}" for f in failures] \
        or ["No rule failed."]
    warnings = sorted({str(f.get("rule")) for f in failures if f.get("severity") == "warning"})
    lines += ["", "## Gate", "",
              "Promotion needs an approval of exactly this content_hash, no critical failure, and a waiver "
              "(rule and reason) for every warning."]
    if warnings:
        lines += ["", "Warnings to waive: " + ", ".join(code(w) for w in warnings)]
    return "\n".join(lines) + "\n"


def review_description(record: dict[str, Any], content_hash: str) -> str:
    """The text shown above the Prefect UI's decision form."""
    return review_markdown(record, content_hash) + (
        "\nAnswer with decision `approved` or `rejected`, your name as reviewer, a note, and waivers as "
        "`{rule, reason}`. Leave content_hash as shown: a decision on other content is refused.\n")


def review_outcome_markdown(record_id: str, outcome: dict[str, Any]) -> str:
    """What the review run did with the decision."""
    lines = [f"# Review outcome {code(record_id)}", ""]
    if outcome.get("refused"):
        lines += [f"**Refused:** {escape_md(outcome['refused'], 1000)}", "", "The record is left in draft."]
    else:
        lines += [f"**Decision:** {outcome.get('decision')} by {escape_md(outcome.get('reviewer'))}"
                  f" on {code(outcome.get('content_hash'))}"]
        if outcome.get("published"):
            lines += ["", f"**Published:** {code(outcome.get('path'))}"]
        elif outcome.get("decision") == "approved":
            lines += ["", f"**Not promoted:** {escape_md(outcome.get('reason'), 1000)}"]
    return "\n".join(lines) + "\n"


def reaudit_markdown(checks: list[dict[str, Any]], results: list[dict[str, Any]], report: str | None) -> str:
    """The nightly re-audit: sources re-fetched, changes found, records re-audited."""
    changed = [c for c in checks if c.get("changed")]
    failed = [c for c in checks if c.get("error")]
    sev = worst(r.get("max_severity") for r in results)
    lines = ["# Re-audit", "",
             f"Re-fetched {len(checks)} source group(s): {len(changed)} changed, {len(failed)} unreachable; "
             f"re-audited {len(results)} record(s); max severity {sev or 'none'}.", "", "## Failed rules", ""]
    lines += _rule_lines(results)
    if changed:
        lines += ["", "## Changed sources", ""]
        for c in changed:
            lines += [f"- {escape_md(', '.join(c['sources']))}: flagged {len(c['flagged'])} record(s), staged "
                      f"{len(c['staged'])} re-extracted draft(s)"]
    if failed:
        lines += ["", "## Unreachable sources", ""] + [f"- {escape_md(c['error'])}" for c in failed]
    if report:
        lines += ["", f"Audit report: {code(report)}"]
    return "\n".join(lines) + "\n"


def reaudit_table(checks: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per source group re-fetched."""
    return [{"sources": cell(" ".join(c["sources"])), "records": len(c["record_ids"]),
             "changed": bool(c.get("changed")), "flagged": len(c.get("flagged") or []),
             "staged": len(c.get("staged") or []), "error": cell(c.get("error"))} for c in checks]


#: What the drafts table shows of a record besides its id and audit.
HEAD_FIELDS = ("title", "metric", "value", "unit")


def head_of(record: dict[str, Any]) -> dict[str, Any]:
    """The fields of a record the drafts table shows."""
    return {k: record.get(k) for k in HEAD_FIELDS}


class DraftRows(Sequence[dict[str, Any]]):
    """The staged drafts' rows a flow returns: a read-only sequence of plain dicts (`list(rows)` gives a list).

    Not a list on purpose: before a flow's return value becomes its final state, Prefect looks for futures in it by
    visiting every list, tuple and dict inside (about 0.9 s for the 15,000 rows of a 200-URL batch, 4 us a value);
    a sequence of another type it leaves alone. The rows hold no futures."""

    __slots__ = ("_rows",)

    def __init__(self, rows: Iterable[dict[str, Any]] = ()) -> None:
        self._rows = list(rows)

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        return self._rows[index]

    def __iter__(self) -> Iterator[dict[str, Any]]:
        return iter(self._rows)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, (DraftRows, list, tuple)) and list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]  # equal to lists, so unhashable like them

    def __repr__(self) -> str:
        return f"DraftRows({self._rows!r})"

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        """Read from and written as a JSON array of objects (Prefect's JSON result serializer goes through pydantic)."""
        from pydantic_core import core_schema

        return core_schema.no_info_after_validator_function(
            cls, core_schema.list_schema(core_schema.dict_schema()),
            serialization=core_schema.plain_serializer_function_ser_schema(list))


def _pydantic_serializer() -> Any:
    """DraftRows' serializer, as pydantic looks for it on a value it meets outside a model."""
    from pydantic_core import SchemaSerializer

    return SchemaSerializer(DraftRows.__get_pydantic_core_schema__(DraftRows, None))


DraftRows.__pydantic_serializer__ = _pydantic_serializer()  # type: ignore[attr-defined]


def draft_rows(results: list[Any], stored: dict[str, dict[str, Any]],
               audit_results: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One JSON-ready entry per staged draft: what was staged, what it says, and its latest audit."""
    by_id = {r["record_id"]: r for r in audit_results}
    rows = []
    for res in results:
        rec = stored.get(res.record_id) or {}
        audit = by_id.get(res.record_id) or rec.get("audit") or {}
        rows.append({"id": res.record_id, "path": str(res.path), "changed": res.changed,
                     "previous_hash": res.previous_hash if res.changed else None,
                     **head_of(rec), "max_severity": audit.get("max_severity"),
                     "failed_rules": [f.get("rule") for f in audit.get("failures") or []]})
    return rows
