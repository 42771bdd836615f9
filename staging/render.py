"""Render a record as its dataset page: plain text like the published seeds, or a standalone HTML page."""

from __future__ import annotations

import functools
import html
import math
from typing import Any, Callable

from benchrec.errors import SchemaError
from benchrec.schema import schema_errors
from extractors.record import UNREADABLE

SITE_HEADER = "inference/research"
DRAFT_BANNER = "This record is a draft. Not yet verified. Provisional. Treat every number on this page as provisional."
NOT_GIVEN = "(not given)"
PAGE_STYLE = (
    "body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}"
    "header{color:#555}.status span{margin-right:.5rem}.banner{background:#fff3cd;padding:.5rem 1rem}"
    "dt{font-weight:600;margin-top:.75rem}dd{margin-left:0;white-space:pre-wrap}"
)
CONTENT_POLICY = "default-src 'none'; style-src 'unsafe-inline'"

Section = tuple[str, list[tuple[str, str]]]


def format_value(value: Any) -> str:
    """A number with thousands separators (6853 -> '6,853', 24022.63 -> '24,022.63')."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return NOT_GIVEN if value is None else str(value)
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, int):  # exact, however large (10**400 has no float)
        return f"{value:,}"
    if value.is_integer():
        return f"{int(value):,}"
    text = repr(float(value))
    if "e" in text:
        return text
    whole, _, frac = text.partition(".")
    return f"{int(whole):,}.{frac}"


def _headline_number(value: Any) -> str:
    """The headline's number as the seed shows it ('6853.0')."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return NOT_GIVEN
    try:
        return str(float(value))
    except OverflowError:  # an integer beyond any float
        return str(value)


def _text(value: Any) -> str:
    """A field's text, or the not-given marker."""
    if value is None or value == "":
        return NOT_GIVEN
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def _model_text(record: dict[str, Any]) -> str:
    """'Name (variant)' as the seed writes the model."""
    model = record.get("model") or {}
    name, variant = model.get("name") or model.get("id"), model.get("variant")
    if not name:
        return NOT_GIVEN
    return f"{name} ({variant})" if variant else str(name)


def _yes_no(value: Any) -> str:
    """yes / no / unknown for a tri-state flag."""
    return "unknown" if value is None else ("yes" if value else "no")


def _status_parts(record: dict[str, Any]) -> list[str]:
    """Status, 'level · score' and 'updated date' pieces of the status line."""
    parts = [str(record.get("status") or "draft")]
    conf = record.get("confidence") or {}
    if conf.get("level") is not None:
        score = conf.get("score")
        parts.append(f"{conf['level']} · {score:.2f}" if isinstance(score, (int, float)) else str(conf["level"]))
    if record.get("updated"):
        parts.append(f"updated {record['updated']}")
    return parts


def _headline(record: dict[str, Any]) -> str | None:
    """The value and unit text of a benchmark; the KV bytes per token of a kv-efficiency record."""
    if record.get("kind") == "kv-efficiency":
        kvb = record.get("kv_bytes_per_token")
        if kvb is None:
            return None
        extras = ", ".join(str(x) for x in (record.get("kv_cache_dtype"), record.get("attention_type")) if x)
        return f"{format_value(kvb)} B/token KV cache" + (f" ({extras})" if extras else "")
    unit = record.get("unit_text") or record.get("unit") or ""
    return f"{_headline_number(record.get('value'))} {unit}".rstrip()


def _fields(record: dict[str, Any]) -> list[tuple[str, str]]:
    """The Fields block, label and text, in the seed's order."""
    rid = _text(record.get("id"))
    if record.get("kind") == "kv-efficiency":
        return [
            ("id", rid),
            ("Model", _model_text(record)),
            ("KV bytes basis", _text(record.get("kv_bytes_basis"))),
            ("Methodology", _text(record.get("methodology"))),
            ("notes", _text(record.get("notes"))),
        ]
    return [
        ("id", rid),
        ("Metric", _text(record.get("metric"))),
        ("Value", format_value(record.get("value"))),
        ("Unit", _text(record.get("unit_text") or record.get("unit"))),
        ("Model", _model_text(record)),
        ("Methodology", _text(record.get("methodology"))),
        ("Measured by", _text(record.get("measured_by"))),
        ("Reproducible", _yes_no(record.get("reproducible"))),
        ("notes", _text(record.get("notes"))),
    ]


def _cross_references(record: dict[str, Any]) -> list[Section]:
    """Accelerators, engine, interconnects and linked records, each a heading with its ids."""
    hw = record.get("hardware") or {}
    accs = [hw["accelerator_id"]] if hw.get("accelerator_id") else []
    engine_id = (record.get("engine") or {}).get("id")
    engine: list[Any] = [engine_id] if engine_id else []
    sections: list[Section] = [
        (f"Accelerators ({len(accs)})", [(a, "accelerator") for a in accs]),
        (f"Engine ({len(engine)})", [(e, "engine") for e in engine]),
    ]
    if record.get("kind") != "kv-efficiency":
        ics = list(record.get("interconnect_ids") or [])
        sections.append((f"Interconnect ({len(ics)})", [(i, "interconnect") for i in ics]))
    links = [ln for ln in record.get("links") or [] if isinstance(ln, dict) and ln.get("id")]
    if links:
        sections.append((f"Linked records ({len(links)})", [(str(ln["id"]), str(ln.get("rel", ""))) for ln in links]))
    return sections


def unreadable(record: Any, exc: Exception) -> SchemaError:
    """The one-line error for a record the page cannot be read from: its first schema violation, or what failed."""
    errors = schema_errors(record)
    rid = record.get("id") if isinstance(record, dict) else None
    reason = (errors[0] + (f" (and {len(errors) - 1} more)" if len(errors) > 1 else "")) if errors else \
        f"{type(exc).__name__}: {exc}"
    return SchemaError(f"cannot render {rid if isinstance(rid, str) else 'the record'}: {reason}; "
                       "`benchrec audit` lists every failure")


def _readable(page: Callable[[dict[str, Any]], str]) -> Callable[[dict[str, Any]], str]:
    """A page function that raises SchemaError (unreadable) where a field cannot be read as its schema types it."""

    @functools.wraps(page)
    def guarded(record: dict[str, Any]) -> str:
        try:
            return page(record)
        except UNREADABLE as exc:
            raise unreadable(record, exc) from None

    return guarded


@_readable
def render_text(record: dict[str, Any]) -> str:
    """The record as the seed's text page: header, status, title, headline, banner, Fields, Notes, Cross-references."""
    out = [SITE_HEADER, "".join(_status_parts(record)), ""]
    if record.get("title"):
        out += [str(record["title"]), ""]
    headline = _headline(record)
    if headline:
        out.append(headline)
    if (record.get("status") or "draft") == "draft":
        out.append(DRAFT_BANNER)
    out += ["", "Fields", ""]
    for label, text in _fields(record):
        out += [label, text]
    if record.get("kind") != "kv-efficiency":
        out += ["", "Notes", "", _text(record.get("notes"))]
    out += ["", "Cross-references"]
    for heading, items in _cross_references(record):
        out += ["", heading]
        out += [f"{ident} ({rel})" if rel and rel not in ("accelerator", "engine", "interconnect") else ident
                for ident, rel in items]
    return "\n".join(out) + "\n"


def _e(text: Any) -> str:
    """HTML-escape any source text."""
    return html.escape(str(text), quote=True)


@_readable
def render_html(record: dict[str, Any]) -> str:
    """The same page as standalone HTML; every source text escaped, no scripts."""
    title = record.get("title") or record.get("id") or "record"
    status = "".join(f"<span>{_e(p)}</span>" for p in _status_parts(record))
    body = [f"<header>{_e(SITE_HEADER)}</header>", f'<p class="status">{status}</p>']
    if record.get("title"):
        body.append(f"<h1>{_e(record['title'])}</h1>")
    headline = _headline(record)
    if headline:
        body.append(f'<p class="headline">{_e(headline)}</p>')
    if (record.get("status") or "draft") == "draft":
        body.append(f'<p class="banner">{_e(DRAFT_BANNER)}</p>')
    body.append("<h2>Fields</h2>\n<dl>")
    body += [f"<dt>{_e(label)}</dt><dd>{_e(text)}</dd>" for label, text in _fields(record)]
    body.append("</dl>")
    if record.get("kind") != "kv-efficiency":
        body += ["<h2>Notes</h2>", f"<p>{_e(_text(record.get('notes')))}</p>"]
    body.append("<h2>Cross-references</h2>")
    for heading, items in _cross_references(record):
        body.append(f"<h3>{_e(heading)}</h3>")
        if items:
            lis = "".join(f'<li data-rel="{_e(rel)}">{_e(ident)}</li>' for ident, rel in items)
            body.append(f"<ul>{lis}</ul>")
    head = (
        '<meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{_e(CONTENT_POLICY)}">'
        f"<title>{_e(title)}</title><style>{PAGE_STYLE}</style>"
    )
    return f'<!DOCTYPE html>\n<html lang="en">\n<head>{head}</head>\n<body>\n' + "\n".join(body) + "\n</body>\n</html>\n"
