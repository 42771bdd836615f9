"""Load the stored suites after registering the custom expectations, and prove no rule was dropped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from benchrec.errors import AuditError
from expectations.vocab import RULES, SEVERITIES

SUITES_DIR = Path(__file__).resolve().parent / "suites"
RECORD_SUITE = "benchrec_records"


def suite_document(name: str = RECORD_SUITE) -> dict[str, Any]:
    """The suite's JSON as stored in the repository."""
    path = SUITES_DIR / f"{name}.json"
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise AuditError(f"cannot read suite {path}: {exc}") from None


def check_rules(expectations: list[Any], stored: int) -> None:
    """AuditError unless every rule of the contract survived loading, each with a valid severity."""
    if len(expectations) != stored:
        raise AuditError(f"suite lost {stored - len(expectations)} expectation(s) on load: a custom class is missing")
    rules = {e.meta.get("rule") for e in expectations if e.meta}
    missing = [r for r in RULES if r not in rules]
    if missing:
        raise AuditError(f"suite lacks rule(s) {', '.join(missing)}")
    unknown = sorted(str(r) for r in rules - set(RULES))
    if unknown:
        raise AuditError(f"suite names unknown rule(s) {', '.join(unknown)}")
    bad = [e.meta.get("rule") for e in expectations if _severity(e) not in SEVERITIES]
    if bad:
        raise AuditError(f"expectation(s) without a valid severity: {', '.join(bad)}")


def _severity(expectation: Any) -> str:
    """An expectation's severity as a plain string."""
    sev = getattr(expectation, "severity", None)
    return str(getattr(sev, "value", sev)).lower()


def load_suite(name: str = RECORD_SUITE):  # noqa: ANN201 - GX types are imported lazily
    """The suite as a GX ExpectationSuite, custom classes registered first, every rule present."""
    import great_expectations as gx

    import expectations.rules  # noqa: F401 - registers the custom expectation classes

    doc = suite_document(name)
    stored = len(doc.get("expectations") or [])
    suite = gx.ExpectationSuite(name=doc["name"], expectations=doc.get("expectations") or [], meta=doc.get("meta"))
    check_rules(suite.expectations, stored)
    return suite


severity_of = _severity
