"""Run the record suite with GX over the flattened table and turn failed expectations into per-record failures."""

from __future__ import annotations

import logging
import os
import string
import threading
import warnings
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from benchrec.errors import AuditError
from expectations.vocab import SEVERITY_RANK

ID_COLUMN = "record_id"
# Every failing row's record id (the table's index), without GX copying out the failing values themselves, nor
# writing each failing expectation's rows out again as a pandas query string (`unexpected_index_query`, not read).
RESULT_FORMAT = {"result_format": "COMPLETE", "unexpected_index_column_names": [ID_COLUMN],
                 "return_unexpected_index_query": False,
                 "exclude_unexpected_values": True}
DOCS_SITE = "benchrec_run"
_lock = threading.Lock()
_runner: "_Runner | None" = None


GX_NOISE = (DeprecationWarning, PendingDeprecationWarning, FutureWarning)


@contextmanager
def quiet_gx() -> Iterator[None]:
    """Silence the deprecation noise GX and its dependencies raise on import and while validating."""
    with warnings.catch_warnings():
        for category in GX_NOISE:
            warnings.simplefilter("ignore", category)
        yield


#: The logger under which GX reports what it could not render (with a traceback) instead of raising.
GX_LOGGER = "great_expectations"


class _Caught(logging.Handler):
    """Keeps the first line of each error GX logs, and prints nothing."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        """Keep the record's last line that names an error."""
        lines = [ln.strip() for ln in record.getMessage().splitlines() if ln.strip()]
        named = [ln for ln in lines if "Error" in ln or "Exception" in ln]
        self.lines.append((named or lines or ["unknown error"])[-1][:200])


@contextmanager
def gx_errors_raised(what: str) -> Iterator[None]:
    """Within the block, an error GX logs (with its traceback) is not printed but raised after it as AuditError."""
    logger = logging.getLogger(GX_LOGGER)
    caught, propagate = _Caught(), logger.propagate
    logger.addHandler(caught)
    logger.propagate = False
    try:
        yield
    finally:
        logger.removeHandler(caught)
        logger.propagate = propagate
    if caught.lines:
        raise AuditError(f"{what}: {caught.lines[0]}")


class _Runner:
    """One ephemeral GX context with the pandas datasource, the suite and its validation definition."""

    def __init__(self) -> None:
        os.environ.setdefault("GX_ANALYTICS_ENABLED", "false")
        import great_expectations as gx
        from great_expectations.data_context.types.base import ProgressBarsConfig

        from expectations.suites import load_suite

        self.gx = gx
        self.ctx = gx.get_context(mode="ephemeral")
        self.ctx.variables.progress_bars = ProgressBarsConfig(globally=False, metric_calculations=False)
        asset = self.ctx.data_sources.add_pandas("benchrec_records").add_dataframe_asset("records")
        batch = asset.add_batch_definition_whole_dataframe("all_records")
        self.suite = self.ctx.suites.add(load_suite())
        self.vd = self.ctx.validation_definitions.add(gx.ValidationDefinition(name="audit", data=batch, suite=self.suite))

    def validate(self, df: Any) -> Any:
        """Validate the whole table at once."""
        with quiet_gx():
            return self.vd.run(batch_parameters={"dataframe": df}, result_format=RESULT_FORMAT)

    def build_docs(self, out_dir: Path) -> Path:
        """Render GX Data Docs of the results so far into out_dir; return its index.html."""
        out_dir.mkdir(parents=True, exist_ok=True)
        site: Any = {  # GX reads it as its DataDocsSiteConfigTypedDict
            "class_name": "SiteBuilder",
            "show_how_to_buttons": False,
            "store_backend": {"class_name": "TupleFilesystemStoreBackend", "base_directory": str(out_dir)},
            "site_index_builder": {"class_name": "DefaultSiteIndexBuilder"},
        }
        if DOCS_SITE in self.ctx.get_site_names():
            self.ctx.update_data_docs_site(DOCS_SITE, site)
        else:
            self.ctx.add_data_docs_site(DOCS_SITE, site)
        with quiet_gx(), gx_errors_raised(f"GX could not render its Data Docs in {out_dir}"):
            self.ctx.build_data_docs(site_names=[DOCS_SITE])
        return out_dir / "index.html"


def runner() -> _Runner:
    """The process's GX runner, built on first use (GX is imported here, never at start-up)."""
    global _runner
    with _lock:
        if _runner is None:
            with quiet_gx():
                _runner = _Runner()
        return _runner


class _Null:
    """A value the record does not have (None, NaN, pandas' NA), shown in a message as JSON shows it."""

    def __repr__(self) -> str:
        return "null"

    __str__ = __repr__

    def __format__(self, spec: str) -> str:
        return format("null", spec)


NULL = _Null()
#: Types of pandas' own missing values (pd.NA, pd.NaT), named so that pandas need not be imported here.
MISSING_TYPES = ("NAType", "NaTType")


def _is_missing(value: Any) -> bool:
    """True for None, a float NaN and pandas' missing values."""
    return value is None or (isinstance(value, float) and value != value) or type(value).__name__ in MISSING_TYPES


class _Row(dict):
    """Message fields of one record: missing ones read as '?', a null or NaN value as null."""

    def __missing__(self, key: str) -> str:
        return "?"

    def __getitem__(self, key: str) -> Any:
        value = super().__getitem__(key)
        return NULL if _is_missing(value) else value


def format_message(template: str, row: dict[str, Any]) -> str:
    """Fill a rule's message from the record's columns; the template itself if a value does not fit."""
    try:
        return string.Formatter().vformat(template, (), _Row(row))
    except (ValueError, TypeError, KeyError, IndexError):
        return template


def _severity(cfg: Any) -> str:
    """The severity of an expectation configuration as a string."""
    sev = getattr(cfg, "severity", None) or "critical"
    return str(getattr(sev, "value", sev)).lower()


Failed = tuple[str, str, str, list[Any]]  # (rule, severity, message template, failing record ids)


def _unexpected_ids(result: dict[str, Any]) -> list[Any]:
    """The failing record ids of one expectation result, whichever shape GX gave its unexpected_index_list."""
    ids: list[Any] = []
    for item in result.get("unexpected_index_list") or []:
        if isinstance(item, dict):
            found = item.get(ID_COLUMN)
            ids.extend(found if isinstance(found, list) else [found])
        else:
            ids.append(item)
    return ids


def failures_by_record(result: Any, df: Any) -> dict[str, list[dict[str, str]]]:
    """Per record id, its failed rules (highest severity per rule) with messages that say what to fix."""
    failed: list[Failed] = []
    for res in result.results:
        if res.success:
            continue
        cfg = res.expectation_config
        meta: dict[str, Any] = cfg.meta or {}
        info = res.exception_info or {}
        if info.get("raised_exception"):
            raise AuditError(f"rule {meta.get('rule')} could not run: {info.get('exception_message')}")
        ids = _unexpected_ids(res.result or {})
        if ids:
            failed.append((meta.get("rule", ""), _severity(cfg), meta.get("message", ""), ids))
    return assemble_failures(failed, df)


def assemble_failures(failed: list[Failed], df: Any) -> dict[str, list[dict[str, str]]]:
    """Per record id, its failed rules (highest severity per rule), messages filled from the failing rows only."""
    found: dict[str, dict[str, dict[str, str]]] = {}
    for rule, sev, _template, ids in failed:
        for rid in ids:
            current = found.setdefault(rid, {}).get(rule)
            if current is None or SEVERITY_RANK[current["severity"]] < SEVERITY_RANK[sev]:
                found[rid][rule] = {"rule": rule, "severity": sev, "message": ""}
    rows = _rows(df, list(found))
    templates = {(rule, sev): template for rule, sev, template, _ in failed}
    for rid, rules in found.items():
        for f in rules.values():
            f["message"] = format_message(templates[(f["rule"], f["severity"])], rows[rid])
    return {rid: sorted(rules.values(), key=lambda f: (-SEVERITY_RANK[f["severity"]], f["rule"]))
            for rid, rules in found.items()}


def _rows(df: Any, ids: list[Any]) -> dict[Any, dict[str, Any]]:
    """The columns of the given records (by id) as plain dicts, read only for those rows."""
    if not ids:
        return {}
    positions = df.index.get_indexer(ids)
    sub = df.iloc[positions]
    out = {}
    for rid, row in zip(ids, sub.to_dict("records")):
        row[ID_COLUMN] = rid
        out[rid] = row
    return out


def max_severity(failures: list[dict[str, str]]) -> str | None:
    """The gate: the highest failed severity, None when nothing failed (GX's success is not used)."""
    return max((f["severity"] for f in failures), key=SEVERITY_RANK.__getitem__, default=None)


def validate_table(df: Any) -> tuple[dict[str, list[dict[str, str]]], Any]:
    """Run the suite over a flattened table: (failures per record id, the GX validation result)."""
    if len(df) == 0:
        return {}, None
    result = runner().validate(df)
    return failures_by_record(result, df), result
