"""Extraction pipeline: load sources, split write-ups from dumps, extract, merge, derive, finalise."""

from __future__ import annotations

import datetime as dt
import os
from dataclasses import dataclass, field
from typing import Any

from benchrec import __version__
from benchrec.errors import ExtractError, printable
from benchrec.options import Options
from extractors.record import get_path, name_derived
from staging.hashing import sha256_bytes
from staging.ids import make_id

EXTRACTOR_NAME = "benchrec"
#: Paths whose null is never silent (RECORDS.md 2): listed in omitted_by_source when the source does not give them.
#: What a source can be said to be (`ingest --kind`, the ingest flows): a write-up, or an operator dump.
WRITEUP_HINT, DUMP_HINT = "writeup", "server_info"
OMITTABLE_PATHS = ("engine.id", "engine.version", "hardware.driver_version", "hardware.cuda_version", "hardware.count")


@dataclass
class Loaded:
    """One source as fetched or read: its bytes, what kind of input it is, and its provenance entry."""

    source: str
    raw: bytes
    kind: str
    content_type: str | None
    entry: dict[str, Any] = field(default_factory=dict)

    @property
    def sha256(self) -> str:
        """sha256 of the bytes as fetched."""
        return sha256_bytes(self.raw)


def classify(raw: bytes, hint: str | None = None) -> str:
    """The source kind (writeup, server_info, startup_log, model_config) by content, not by name; a hint decides
    which side it is on: `writeup` reads it as a write-up, `server_info` as an operator dump (its kind by content)."""
    from extractors.dumps import detect_kind

    if hint == WRITEUP_HINT:
        return "writeup"
    return detect_kind(raw) or ("server_info" if hint == DUMP_HINT else "writeup")


def source_entry(source: str, fetched: Any, raw: bytes, kind: str, fetched_at: str | None = None) -> dict[str, Any]:
    """The provenance.sources entry of one input (RECORDS.md 4)."""
    headers = getattr(fetched, "headers", None) or {}
    entry: dict[str, Any] = {
        "kind": kind,
        "fetched_at": fetched_at or getattr(fetched, "fetched_at", None),
        "sha256": sha256_bytes(raw),
        "extractor": {"name": EXTRACTOR_NAME, "version": __version__},
    }
    url = getattr(fetched, "url", None)
    if url:
        entry["url"] = url
        entry["http"] = {
            "status": getattr(fetched, "status", None),
            "etag": headers.get("etag"),
            "last_modified": headers.get("last-modified"),
            "content_type": headers.get("content-type"),
        }
    else:
        entry["path"] = getattr(fetched, "path", None) or printable(os.path.abspath(source))
    return entry


def load(source: str, opts: Options, hint: str | None = None) -> Loaded:
    """Fetch or read one source (a URL in its canonical spelling) and classify it."""
    from extractors.fetch import load_source
    from extractors.urls import canonical_url

    source = canonical_url(source)
    fetched = load_source(source, opts)
    kind = classify(fetched.body, hint)
    return Loaded(source, fetched.body, kind, fetched.content_type, source_entry(source, fetched, fetched.body, kind))


def extract_loaded(loaded: list[Loaded], opts: Options, store: Any = None,
                   texts: dict[tuple[str, str | None], str] | None = None) -> list[dict[str, Any]]:
    """Records of one deployment from its loaded sources; `store` (read only) lets siblings be linked; `texts`, when
    given, receives each write-up's text by (sha256, content type as its provenance entry states it), the key the
    audit's provenance check looks texts up by."""
    from extractors.content import parse_document
    from extractors.derive import derive_records, link_siblings
    from extractors.dumps import parse_dump
    from extractors.merge import merge_deployment
    from extractors.writeup import extract_writeup

    records: list[dict[str, Any]] = []
    dumps = []
    for index, item in enumerate(loaded):
        if item.kind == "writeup":
            doc = parse_document(item.raw, item.content_type)
            records.extend(extract_writeup(doc, index, item.entry.get("url") or item.source))
            stated = (item.entry.get("http") or {}).get("content_type")
            if texts is not None and stated == item.content_type:  # parsed as the audit will parse it
                texts[(item.entry["sha256"], stated)] = doc.text
        else:
            dumps.append(parse_dump(item.raw, item.source, index, item.kind, max_bytes=opts.max_dump_bytes))
    records = finalize(derive_records(merge_deployment(records, dumps), dumps), loaded)
    link_siblings(records, store)
    return records


def _record_key(rec: dict[str, Any], loaded: list[Loaded]) -> str:
    """A stable identity of a record within its sources: survives re-extraction of changed bytes."""
    where = "|".join(l.entry.get("url") or l.entry.get("path") or l.source for l in loaded)
    parts = [where, rec.get("kind"), rec.get("metric"), rec.get("statistic"), rec.get("basis"), rec.get("concurrency"),
             get_path(rec, "workload.input_len"), get_path(rec, "workload.output_len"), get_path(rec, "engine.id"),
             get_path(rec, "model.name"), rec.get("kv_cache_dtype"), rec.get("id_hint")]
    return sha256_bytes("|".join(str(p) for p in parts).encode("utf-8", "surrogateescape"))


def assign_ids(records: list[dict[str, Any]], loaded: list[Loaded]) -> None:
    """Give every record a stable id keyed on its sources and identity (not its value); remap links to match."""
    seen: dict[str, int] = {}
    renamed: dict[str, str] = {}
    for rec in records:
        key = _record_key(rec, loaded)[:10]
        old = rec.get("id")
        if rec["kind"] == "kv-efficiency" and old:
            new = make_id(rec["kind"], old.split("/", 1)[1][:100], key)
        else:
            label = rec.get("metric") if rec["kind"] == "benchmark" else (rec.get("kv_cache_dtype") or "kv")
            new = make_id(rec["kind"], get_path(rec, "engine.id") or "unknown-engine",
                          (get_path(rec, "model.id") or get_path(rec, "model.name") or "unknown-model")[:40], label, key)
        n = seen.get(new, 0)
        seen[new] = n + 1
        if n:
            new = f"{new[:110]}-{n + 1}"
        if old:
            renamed[old] = new
        rec["id"] = new
        rec.pop("id_hint", None)
    for rec in records:
        for link in rec.get("links") or []:
            link["id"] = renamed.get(link.get("id"), link.get("id"))


def fill_omitted(rec: dict[str, Any]) -> None:
    """List every null the contract says must not be silent, where the source does not give it."""
    from benchrec.catalog import load_catalog

    omitted = list(rec.get("omitted_by_source") or [])
    acc_id = get_path(rec, "hardware.accelerator_id")
    unasked = load_catalog().unasked_paths(acc_id) if acc_id else frozenset()
    for path in OMITTABLE_PATHS:
        if path in unasked:
            continue
        if get_path(rec, path) is None and path not in omitted:
            omitted.append(path)
    if get_path(rec, "engine.version") is None and get_path(rec, "engine.commit") is None and "engine.commit" not in omitted:
        omitted.append("engine.commit")
    rec["omitted_by_source"] = omitted


def finalize(records: list[dict[str, Any]], loaded: list[Loaded]) -> list[dict[str, Any]]:
    """Attach provenance sources, omitted fields, dates and ids; drop nothing."""
    sources = [l.entry for l in loaded]
    dates = sorted(s["fetched_at"][:10] for s in sources if s.get("fetched_at"))
    updated = dates[-1] if dates else dt.date.today().isoformat()
    for rec in records:
        rec.setdefault("provenance", {}).setdefault("fields", {})
        rec["provenance"]["sources"] = sources
        rec["status"] = "draft"
        rec["updated"] = updated
        fill_omitted(rec)
        name_derived(rec)
    assign_ids(records, loaded)
    return records


def extract_sources(sources: list[str], opts: Options, hint: str | None = None) -> list[dict[str, Any]]:
    """`benchrec extract`: records from sources that describe one deployment; nothing is written."""
    if not sources:
        raise ExtractError("no sources given")
    from staging.store import Store

    loaded = [load(s, opts, hint if i == 0 else None) for i, s in enumerate(sources)]
    return extract_loaded(loaded, opts, Store(opts.home))
