"""The run's reports: GX Data Docs plus a static review page of the drafts awaiting review (all text escaped)."""

from __future__ import annotations

import json
from html import escape
from pathlib import Path
from typing import Any

from expectations.provenance import ProvenanceChecker, resolve_pointer
from extractors.record import get_path
from staging.atomic import write_many_atomic
from staging.index import index_of
from staging.review import pending_summary
from staging.store import Store

CONTEXT_CHARS = 80
#: Draft sections on one review page (about 7 KB each); a run's further drafts go on review-2.html, review-3.html...
SECTIONS_PER_PAGE = 200
_FOOT = "</body></html>\n"
DIFF_EXCLUDED = ("audit", "review", "status", "provenance")
SEVERITY_ORDER = ("critical", "warning", "info")
STYLE = """body{font-family:system-ui,sans-serif;margin:1.5rem;max-width:80rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}th,td{border:1px solid #ccc;padding:.3rem .5rem;
text-align:left;vertical-align:top;font-size:.9rem}th{background:#f3f3f3}.critical{color:#a00;font-weight:bold}
.warning{color:#a60}.info{color:#357}mark{background:#ffe58a}section.draft{border-top:2px solid #888;margin-top:2rem}
code,pre{white-space:pre-wrap;word-break:break-word}.ctx{color:#666}"""


_LITERALS = {None: "null", True: "true", False: "false"}


def _e(value: Any) -> str:
    """HTML-escape anything as text (JSON for what is not a string)."""
    kind = type(value)
    if kind is str:
        return escape(value, quote=True)
    if kind is int:
        return str(value)  # what json.dumps writes, and nothing in it to escape
    if value is None or kind is bool:
        return _LITERALS[value]
    return escape(json.dumps(value, ensure_ascii=False, default=str), quote=True)


def _table(table_id: str, head: list[str], rows: list[list[str]], empty: str) -> str:
    """A table of pre-escaped cells, or a note when there are no rows."""
    if not rows:
        return f'<p class="empty" id="{table_id}">{_e(empty)}</p>'
    th = "".join(f"<th>{_e(h)}</th>" for h in head)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return f'<table id="{table_id}"><thead><tr>{th}</tr></thead><tbody>{body}</tbody></table>'


def _headline(rec: dict[str, Any]) -> str:
    """What the record claims, in one line."""
    if rec.get("kind") == "benchmark":
        return f"{rec.get('value')} {rec.get('unit') or ''} {rec.get('metric') or ''} — {rec.get('unit_text') or ''}"
    return f"{rec.get('kv_bytes_per_token')} B/token KV ({rec.get('kv_cache_dtype')}) — {rec.get('kv_bytes_basis') or ''}"


class Evidence:
    """Renders evidence rows, each distinct cited span and text once per report: a page's records cite the same
    sentences and repeat the same values, so a batch of 15,000 drafts renders about a tenth of its rows' cells."""

    def __init__(self, prov: ProvenanceChecker) -> None:
        self.prov = prov
        self._quotes: dict[tuple[Any, ...], str] = {}
        self._texts: dict[str, str] = {}

    def text(self, value: Any) -> str:
        """_e(value), remembered for strings."""
        if type(value) is not str:
            return _e(value)
        out = self._texts.get(value)
        if out is None:
            out = self._texts[value] = escape(value, quote=True)
        return out

    def quote(self, cite: dict[str, Any], src: dict[str, Any]) -> str:
        """_quote_in_context, once per (snapshot, content type, span, quote)."""
        key = (src.get("sha256"), (src.get("http") or {}).get("content_type"), cite.get("start"), cite.get("end"),
               cite.get("quote"))
        try:
            out = self._quotes.get(key)
        except TypeError:  # an odd value in a hand-edited citation: rendered, not remembered
            return _quote_in_context(cite, src, self.prov)
        if out is None:
            out = self._quotes[key] = _quote_in_context(cite, src, self.prov)
        return out

    def rows(self, rec: dict[str, Any]) -> list[list[str]]:
        """Per cited field: its value, and the quote shown in its snapshot's text (or the JSON pointer's value)."""
        prov, text = self.prov, self.text
        prov_doc = rec.get("provenance") or {}
        sources = prov_doc.get("sources") or []
        rows = []
        for path, cite in sorted((prov_doc.get("fields") or {}).items()):
            if not isinstance(cite, dict):
                continue
            value = text(get_path(rec, path))
            if "derived_from" in cite:
                rows.append([text(path), value, "derived from " + _e(", ".join(map(str, cite["derived_from"]))), ""])
                continue
            idx = cite.get("source")
            src = (sources[idx] if isinstance(idx, int) and 0 <= idx < len(sources) and isinstance(sources[idx], dict)
                   else {})
            where = text(src.get("url") or src.get("path") or f"source {idx}")
            sha = src.get("sha256")
            if "pointer" in cite:
                doc = prov.parsed(sha) if prov.verified(sha) else None
                found = resolve_pointer(doc, str(cite["pointer"])) if doc is not None else None
                rows.append([text(path), value, f"<code>{_e(cite['pointer'])}</code> = <code>{_e(found)}</code>",
                             where])
                continue
            rows.append([text(path), value, self.quote(cite, src), where])
        return rows


def _quote_in_context(cite: dict[str, Any], src: dict[str, Any], prov: ProvenanceChecker) -> str:
    """The quoted span marked inside its snapshot text, or the stored quote flagged as not found."""
    sha, start, end, quote = src.get("sha256"), cite.get("start"), cite.get("end"), cite.get("quote")
    text = prov.text(sha, (src.get("http") or {}).get("content_type")) if prov.verified(sha) else None
    if text is None or not isinstance(start, int) or not isinstance(end, int) or text[start:end] != quote:
        return f'<span class="critical">not found in snapshot:</span> <q>{_e(quote)}</q>'
    before = text[max(0, start - CONTEXT_CHARS):start]
    after = text[end:end + CONTEXT_CHARS]
    return f'<span class="ctx">…{_e(before)}</span><mark>{_e(quote)}</mark><span class="ctx">{_e(after)}…</span>'


def _flat(obj: Any, prefix: str = "") -> dict[str, Any]:
    """Dotted paths to leaf values."""
    if isinstance(obj, dict) and obj:
        out: dict[str, Any] = {}
        for k, v in obj.items():
            if not prefix and k in DIFF_EXCLUDED:
                continue
            out.update(_flat(v, f"{prefix}{k}."))
        return out
    return {prefix[:-1]: obj}


def diff_rows(old: dict[str, Any] | None, new: dict[str, Any]) -> list[list[str]]:
    """Changed paths between a record's previous version and this one."""
    if old is None:
        return []
    a, b = _flat(old), _flat(new)
    return [[_e(p), f"<code>{_e(a.get(p))}</code>", f"<code>{_e(b.get(p))}</code>"]
            for p in sorted(a.keys() | b.keys()) if a.get(p) != b.get(p)]


def _failure_rows(failures: list[dict[str, Any]]) -> list[list[str]]:
    """Failed rules, critical first."""
    order = {s: i for i, s in enumerate(SEVERITY_ORDER)}
    return [[f'<span class="{_e(f["severity"])}">{_e(f["severity"])}</span>', _e(f["rule"]), _e(f.get("message", ""))]
            for f in sorted(failures, key=lambda f: (order.get(f["severity"], 9), f["rule"]))]


def _draft_section(n: int, rec: dict[str, Any], store: Store, evidence: Evidence, archived: set[str]) -> str:
    """One draft: headline, failures by severity, evidence, diff against the previous version (looked for only
    when its id is among the `archived` ones)."""
    audit = rec.get("audit") or {}
    try:
        previous = store.previous_version(rec["id"]) if rec["id"] in archived else None
    except Exception:  # noqa: BLE001 - a report shows what it can
        previous = None
    diff = diff_rows(previous, rec)
    return (f'<section class="draft" id="draft-{n}"><h2>{_e(rec.get("title") or rec["id"])}</h2>'
            f'<p><code>{_e(rec["id"])}</code> · status {_e(rec.get("status"))} · audit '
            f'<span class="{_e(audit.get("max_severity") or "")}">{_e(audit.get("max_severity") or "clean")}</span></p>'
            f'<p class="headline">{_e(_headline(rec))}</p>'
            f'<h3>Failed rules</h3>{_table(f"failures-{n}", ["severity", "rule", "what to fix"], _failure_rows(audit.get("failures") or []), "no rule failed")}'
            f'<h3>Evidence</h3>{_table(f"evidence-{n}", ["field", "value", "quote in its snapshot", "source"], evidence.rows(rec), "no field cites a source")}'
            f'<h3>Changes since the previous version</h3>'
            f'{_table(f"diff-{n}", ["field", "before", "now"], diff, "no previous version" if previous is None else "no change")}'
            "</section>")


def _awaiting(store: Store) -> dict[str, tuple[str, str, str | None, str | None]]:
    """Every record awaiting a decision: (id, title, max severity, last audit run) by id, from the store's index."""
    return {s[0]: s for s in index_of(store.home, pending_summary).summaries() if s is not None}


def _draft_sections(store: Store, run: Any, records: list[dict[str, Any]]) -> list[str]:
    """The sections of the run's audited records that await a decision, with this run's results, in id order."""
    awaiting = _awaiting(store)
    results = {r["record_id"]: r for r in run.results}
    prov = ProvenanceChecker(store)
    shown = []
    for rec in sorted((r for r in records if r.get("id") in awaiting), key=lambda r: r["id"]):
        res = results.get(rec["id"]) or {}
        audit = run.blocks.get(rec["id"]) or {"run_id": run.run_id, "max_severity": res.get("max_severity"),
                                              "failures": res.get("failures") or []}
        shown.append(dict(rec, audit=audit))
    evidence = Evidence(prov)
    archived = store.archived_ids()  # one listing, not a look per draft: most drafts of a batch have no history
    return [_draft_section(i, d, store, evidence, archived) for i, d in enumerate(shown)]


def page_name(number: int) -> str:
    """The file of page `number` (from 1) of a run's review."""
    return "review.html" if number == 1 else f"review-{number}.html"


def _earlier_rows(store: Store, records: list[dict[str, Any]], reports_href: str) -> list[list[str]]:
    """One row per record awaiting a decision that this run did not audit, linking the report of its last audit."""
    audited = {r.get("id") for r in records}
    rows = []
    for rid, title, severity, run_id in sorted(v for k, v in _awaiting(store).items() if k not in audited):
        page = store.reports / str(run_id) / "review.html" if run_id else None
        where = (f'<a href="{_e(reports_href + str(run_id) + "/review.html")}">{_e(run_id)}</a>'
                 if page is not None and page.is_file() else _e(run_id or "never audited"))
        rows.append([f"<code>{_e(rid)}</code>", _e(title), f'<span class="{_e(severity or "")}">'
                     f'{_e(severity or "clean")}</span>', where])
    return rows


def severity_counts(run: Any) -> dict[str, int]:
    """How many of the run's records failed at each severity at worst."""
    counts = dict.fromkeys(SEVERITY_ORDER, 0)
    for r in run.results:
        if r["max_severity"] in counts:
            counts[r["max_severity"]] += 1
    return counts


def _head(run: Any, docs_href: str | None, title_suffix: str = "", counts: dict[str, int] | None = None) -> str:
    """The page's head and the run's one-line summary (`counts`: severity_counts(run), when already counted)."""
    counts = counts if counts is not None else severity_counts(run)
    docs = f'<p><a href="{_e(docs_href)}">Great Expectations Data Docs of this run</a></p>' if docs_href else ""
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">"
            f"<title>benchrec audit {_e(run.run_id)}{_e(title_suffix)}</title><style>{STYLE}</style></head><body>"
            f"<h1>Audit run {_e(run.run_id)}</h1><p>at {_e(run.at)} · {len(run.results)} record(s) audited · "
            + " · ".join(f'<span class="{s}">{counts[s]} {s}</span>' for s in SEVERITY_ORDER) + "</p>" + docs)


def _results(run: Any) -> str:
    """The table of every audited record's result."""
    rows = [[f"<code>{_e(r['record_id'])}</code>", f'<span class="{_e(r["max_severity"] or "")}">'
             f'{_e(r["max_severity"] or "clean")}</span>', _e(len(r["failures"]))] for r in run.results]
    return "<h2>Results</h2>" + _table("results", ["record", "max severity", "failed rules"], rows, "nothing audited")


def _drafts_part(pages: list[list[bytes]], number: int, total: int, href: str) -> list[bytes]:
    """Page `number`'s share of the run's draft sections (encoded), under a heading saying which they are and links
    to every page (`href`: from the page being written to the run's folder); the page's parts, in order."""
    first = (number - 1) * SECTIONS_PER_PAGE
    where = f" · {first + 1}-{first + len(pages[number - 1])} on this page" if len(pages) > 1 else ""
    nav = ("<nav class=\"pages\">pages: " + " ".join(
        f"<b>{k}</b>" if k == number else f'<a href="{_e(href + page_name(k))}">{k}</a>'
        for k in range(1, len(pages) + 1)) + "</nav>").encode() if len(pages) > 1 else b""
    return [f"<h2>Drafts of this run awaiting review ({total}{where})</h2>".encode(), nav,
            *(pages[number - 1] or [b"<p>nothing awaits review</p>"]), nav]


def _earlier(earlier: list[list[str]]) -> str:
    """The table of the other drafts awaiting review."""
    return (f"<h2>Other drafts awaiting review ({len(earlier)})</h2>"
            + _table("earlier", ["record", "title", "max severity at its last audit", "its last audit"], earlier,
                     "none"))


def build_reports(store: Store, run: Any, records: list[dict[str, Any]]) -> tuple[Path, Path | None]:
    """Write GX Data Docs and the review pages under reports/<run_id>/ (review.html, then review-2.html... past
    SECTIONS_PER_PAGE drafts), and reports/latest.html (its first page); return review.html and the docs' index."""
    from expectations.run import runner

    out = store.reports / run.run_id
    docs: Path | None = None
    try:
        docs = runner().build_docs(out / "data-docs")
    except Exception:  # noqa: BLE001 - the review page is written even when GX cannot render its docs
        docs = None
    # Each section is encoded once and each page joined once from its parts: a batch's pages hold about 100 MB of
    # sections, and building them as str by concatenation copied each section four times.
    sections = [s.encode() for s in _draft_sections(store, run, records)]
    pages = [sections[i:i + SECTIONS_PER_PAGE] for i in range(0, len(sections), SECTIONS_PER_PAGE)] or [[]]
    results = _results(run).encode()  # the same on review.html and latest.html: built once
    counts = severity_counts(run)  # the same on every page
    foot = _FOOT.encode()
    here = out / page_name(1)

    def first_page(to_run: str, to_reports: str) -> bytes:
        """Page 1 as seen from a folder (`to_run`: from it to the run's folder; `to_reports`: to the reports')."""
        return b"".join([_head(run, f"{to_run}data-docs/index.html" if docs else None, counts=counts).encode(),
                         results, *_drafts_part(pages, 1, len(sections), to_run),
                         _earlier(_earlier_rows(store, records, to_reports)).encode(), foot])

    writes = [(here, first_page("", "../")), (store.reports / "latest.html", first_page(f"{run.run_id}/", ""))]
    writes += [(out / page_name(k), b"".join([
        _head(run, "data-docs/index.html" if docs else None, f" (page {k} of {len(pages)})", counts).encode(),
        *_drafts_part(pages, k, len(sections), ""), foot])) for k in range(2, len(pages) + 1)]
    write_many_atomic(writes)
    return here, docs
