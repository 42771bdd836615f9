"""Score write-up extraction against truth files in the shared gold format (recall, fields, invented, precision, traps)."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path
from typing import Any, Callable

#: truth key -> record path (alternatives separated by '|').
FIELDS = {"basis": "basis", "concurrency": "concurrency", "token_counting": "token_counting", "engine": "engine.id",
          "engine_version": "engine.version", "driver_version": "hardware.driver_version",
          "cuda_version": "hardware.cuda_version", "accelerator": "hardware.accelerator_id|hardware.accelerator_as_written",
          "accelerator_count": "hardware.count", "tp": "parallelism.tp", "ep": "parallelism.ep", "dp": "parallelism.dp",
          "pp": "parallelism.pp", "input_len": "workload.input_len", "output_len": "workload.output_len"}
NUMERIC = {"concurrency", "accelerator_count", "tp", "ep", "dp", "pp", "input_len", "output_len"}
BLANK = {"", "unknown", "none", "null", "n/a"}
VERSION_TOKENS = re.compile(r"\d+(?:\.\d+)+|[0-9a-f]{7,}|\d{3,}")


def _get(rec: dict[str, Any], path: str) -> Any:
    """The first non-empty value among alternative dotted paths."""
    for alt in path.split("|"):
        cur: Any = rec
        for part in alt.split("."):
            cur = cur.get(part) if isinstance(cur, dict) else None
        if cur not in (None, ""):
            return cur
    return None


def _flat(value: Any) -> str:
    """Lower-case alphanumerics (and dots) of a value."""
    return re.sub(r"[^a-z0-9.]", "", str(value).lower())


def _blank(value: Any) -> bool:
    """Whether a value says nothing."""
    return value is None or (isinstance(value, str) and value.strip().lower() in BLANK)


def _accel_key(text: str) -> str:
    """The model-number token of an accelerator name ('RTX PRO 6000' -> 'pro6000')."""
    joined = re.sub(r"([a-z])[\s-]+(\d)", r"\1\2", str(text).lower())
    for tok in re.findall(r"[a-z]*\d+[a-z0-9]*", joined):
        if re.search(r"[a-z]", tok) and not re.fullmatch(r"\d+(?:\.\d+)?(?:g|gb|gib)|sm\d+|gddr\d+|hbm\d*e?", tok):
            return tok
    return _flat(text)


def agrees(key: str, truth: Any, pred: Any) -> bool:
    """Whether a predicted attribute matches the truth's (blank matches blank)."""
    if _blank(truth):
        return _blank(pred)
    if _blank(pred):
        return False
    if key in NUMERIC:
        try:
            return abs(float(truth) - float(pred)) < 0.5
        except (TypeError, ValueError):
            return False
    if key == "engine":
        t, p = _flat(truth), _flat(pred)
        return bool(t) and (t in p or p in t)
    if key.endswith("_version"):
        tv, pv = set(VERSION_TOKENS.findall(str(truth).lower())), set(VERSION_TOKENS.findall(str(pred).lower()))
        return bool(tv & pv) or _flat(truth) == _flat(pred) or (len(_flat(pred)) >= 4 and _flat(pred) in _flat(truth))
    if key == "accelerator":
        return _accel_key(truth) in _flat(pred).replace(".", "")
    return _flat(truth) == _flat(pred)


def near(a: Any, b: Any) -> bool:
    """Equal within half a percent (or 0.011)."""
    try:
        x, y = float(a), float(b)
    except (TypeError, ValueError):
        return False
    return abs(x - y) <= max(0.005 * abs(y), 0.011)


def _numbers(text: str) -> list[float]:
    """Every number of a text, with k/M expansions and s<->ms conversions."""
    out: list[float] = []
    for m in re.finditer(r"(\d[\d,]*(?:\.\d+)?)\s*([kKmM])?", text):
        v = float(m.group(1).replace(",", "") or 0)
        out += [v, v * 1e3, v / 1e3]
        if m.group(2) in ("k", "K"):
            out.append(v * 1e3)
        if m.group(2) in ("m", "M"):
            out.append(v * 1e6)
    return out


def score_case(source: Path, truth: dict[str, Any], preds: list[dict[str, Any]]) -> dict[str, int]:
    """Counts of one case."""
    c = dict.fromkeys(("truth", "matched", "checked", "right", "invented", "pred", "ungrounded", "judged", "correct",
                       "traps"), 0)
    text = html.unescape(re.sub(r"<[^>]+>", " ", source.read_text(errors="replace")))
    nums = _numbers(text)
    records = truth["records"]
    c["truth"], c["pred"] = len(records), len(preds)
    c["ungrounded"] = sum(1 for p in preds if not any(near(p.get("value"), n) for n in nums))
    measured = truth.get("all_measurements")
    if measured is not None:
        claims = [t for t in records if t.get("is_claim")]
        for p in preds:
            c["judged"] += 1
            real = any(m["metric"] == p.get("metric") and near(p.get("value"), m["value_normalized"]) for m in measured)
            claim = bool(p.get("is_claim")) and any(near(p.get("value"), t.get("value_normalized")) for t in claims)
            c["correct"] += int((real and not p.get("is_claim")) or claim)
            trap = any(near(p.get("value"), n.get("value")) for n in truth.get("not_measurements", []))
            c["traps"] += int(trap and not real and not claim)
    used: set[int] = set()
    for t in records:
        options = [(sum(agrees(k, t.get(k), _get(p, path)) for k, path in FIELDS.items()), i)
                   for i, p in enumerate(preds)
                   if i not in used and p.get("metric") == t["metric"] and near(p.get("value"), t["value_normalized"])]
        if not options:
            continue
        _, best = max(options, key=lambda o: (o[0], -o[1]))
        used.add(best)
        c["matched"] += 1
        for k, path in FIELDS.items():
            ok = agrees(k, t.get(k), _get(preds[best], path))
            if agrees(k, t.get(k), None):
                c["invented"] += int(not ok)
            else:
                c["checked"] += 1
                c["right"] += int(ok)
    return c


def score_dir(cases: Path, extract: Callable[[Path], list[dict[str, Any]]]) -> dict[str, float]:
    """Totals and ratios over every case of a folder."""
    total: dict[str, int] = {}
    for truth_path in sorted(cases.glob("*.truth.json")):
        source = truth_path.with_name(truth_path.name.replace(".truth.json", ".html"))
        preds = [r for r in extract(source) if r.get("kind", "benchmark") == "benchmark"]
        for k, v in score_case(source, json.loads(truth_path.read_text()), preds).items():
            total[k] = total.get(k, 0) + v
    return {"recall": total["matched"] / total["truth"] if total.get("truth") else 0.0,
            "fields": total["right"] / total["checked"] if total.get("checked") else 0.0,
            "precision": total["correct"] / total["judged"] if total.get("judged") else 0.0,
            "invented": total.get("invented", 0), "traps": total.get("traps", 0),
            "ungrounded": total.get("ungrounded", 0), "cases": len(list(cases.glob("*.truth.json")))}
