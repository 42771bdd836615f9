"""The reference catalog (accelerators, interconnects, engines, models) and alias resolution over it."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Iterable

from benchrec.errors import SchemaError
from benchrec.schema import catalog_entry_errors

CATALOG_FILES = {
    "accelerator": "accelerators.json",
    "interconnect": "interconnects.json",
    "engine": "engines.json",
    "model": "models.json",
}

# Normalisation rules, applied to aliases and to the text alike.
_DIGIT_DOT = re.compile(r"(?<=\d)\.(?=\d)")
_NOT_TOKEN = re.compile(r"[^a-z0-9\x00]+")
_COUNT_PREFIX = re.compile(r"\b(\d+)x(?=[a-z])")
_LETTER_DIGIT = re.compile(r"(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])")
_SPACES = re.compile(r"\s+")
#: Texts whose best alias each matcher remembers before it starts over.
BEST_MEMO_LIMIT = 4096
#: The driver paths of a record: hardware without a driver stack (Apple silicon) is asked neither.
DRIVER_PATHS = frozenset({"hardware.driver_version", "hardware.cuda_version"})
#: The CUDA path, asked only of the vendors whose hardware runs CUDA (an MI300X reports ROCm, a Gaudi SynapseAI).
CUDA_PATHS = frozenset({"hardware.cuda_version"})
CUDA_VENDORS = frozenset({"nvidia"})
_UNSEEN = object()


def _coarse(text: str) -> str:
    """Lower-case, every run of separators one space; dots only between digits survive."""
    text = _DIGIT_DOT.sub("\x00", text.lower())
    text = _NOT_TOKEN.sub(" ", text).replace("\x00", ".")
    return _SPACES.sub(" ", text).strip()


def normalise(text: str) -> str:
    """Token form used for matching: coarse form with letter/digit runs split ('H100 80GB' -> 'h 100 80 gb')."""
    text = _COUNT_PREFIX.sub(r"\1x ", _coarse(text))
    return _SPACES.sub(" ", _LETTER_DIGIT.sub(" ", text)).strip()


@dataclass(frozen=True)
class Resolution:
    """How a piece of text resolved to a catalog id."""

    id: str
    exact: bool
    matched: str
    caveat: str | None = None


@dataclass(frozen=True)
class _Alias:
    """One alias of one entry, with its match outcome."""

    id: str
    alias: str
    exact: bool
    caveat: str | None


class AliasMatcher:
    """Longest-alias-wins matching of normalised token sequences, compiled once into one regex."""

    def __init__(self, aliases: Iterable[_Alias], bag_fallback: bool = False) -> None:
        self._best: dict[str, _Alias | None] = {}
        self._by_form: dict[str, _Alias] = {}
        self._bags: list[tuple[frozenset[str], _Alias]] = []
        for a in aliases:
            form = normalise(a.alias)
            if not form:
                continue
            other = self._by_form.get(form)
            if other is not None and other.id != a.id:
                raise SchemaError(f"catalog alias {a.alias!r} is claimed by both {other.id} and {a.id}")
            self._by_form.setdefault(form, a)
            if bag_fallback and " " in _coarse(a.alias):
                self._bags.append((frozenset(_coarse(a.alias).split()), a))
        forms = sorted(self._by_form, key=lambda f: (-len(f), f))
        body = "|".join(re.escape(f) for f in forms) or r"(?!)"
        self._regex = re.compile(rf"(?=(?:^|(?<= ))({body})(?= |$))")
        self._bags.sort(key=lambda item: (-len(item[0]), -len(item[1].alias)))

    def matches(self, text: str) -> list[tuple[int, int, _Alias]]:
        """Every alias found in the text at a token boundary, as (position, length, alias)."""
        norm = normalise(text)
        return [(m.start(1), len(m.group(1)), self._by_form[m.group(1)]) for m in self._regex.finditer(norm)]

    def best(self, text: str) -> _Alias | None:
        """The longest alias in the text (earliest on a tie); else, where allowed, an order-free token match.
        Remembered per text (the same few names come back for every record of a page)."""
        if not isinstance(text, str) or not text.strip():
            return None
        memo = self._best
        found = memo.get(text, _UNSEEN)  # one lookup: another thread may clear the memo meanwhile
        if found is _UNSEEN:
            if len(memo) >= BEST_MEMO_LIMIT:
                memo.clear()
            found = memo[text] = self._best_of(text)
        return found  # type: ignore[return-value]

    def _best_of(self, text: str) -> _Alias | None:
        """best() worked out."""
        found = self.matches(text)
        if found:
            pos, length, alias = min(found, key=lambda item: (-item[1], item[0]))
            if alias.exact:
                # A SKU qualifier overlapping the exact name ('... Blackwell Max-Q') makes it a closest match.
                for p, n, other in found:
                    if not other.exact and other.id == alias.id and p < pos + length and pos < p + n:
                        return other
            return alias
        if self._bags:
            words = set(_coarse(text).split())
            for bag, alias in self._bags:
                if bag <= words:
                    return alias
        return None

    def all(self, text: str) -> list[_Alias]:
        """Distinct entries named in the text, in order of appearance, each by its longest alias there."""
        if not isinstance(text, str):
            return []
        found = sorted(self.matches(text), key=lambda item: (item[0], -item[1]))
        out: list[_Alias] = []
        covered_until = -1
        for pos, length, alias in found:
            if pos < covered_until:
                continue
            covered_until = pos + length
            if all(a.id != alias.id for a in out):
                out.append(alias)
        return out


def _entry_aliases(entry: dict[str, Any]) -> list[_Alias]:
    """Exact aliases (the id and name included), then closest-match aliases with their caveats."""
    exact = [entry["id"], entry["name"], *entry.get("aliases", [])]
    out = [_Alias(entry["id"], a, True, None) for a in exact]
    out += [_Alias(entry["id"], c["alias"], False, c["caveat"]) for c in entry.get("closest_match_aliases", [])]
    return out


class Catalog:
    """Catalog entries by kind and id, with compiled alias matchers."""

    def __init__(self, entries: dict[str, list[dict[str, Any]]]) -> None:
        self._entries: dict[str, dict[str, dict[str, Any]]] = {}
        for kind, items in entries.items():
            table: dict[str, dict[str, Any]] = {}
            for item in items:
                reasons = catalog_entry_errors(kind, item)
                if reasons:
                    ident = item.get("id") if isinstance(item, dict) else None
                    raise SchemaError(f"catalog {kind} {ident!r} is invalid: {'; '.join(reasons[:3])}")
                if item["id"] in table:
                    raise SchemaError(f"catalog {kind} id {item['id']!r} appears twice")
                table[item["id"]] = item
            self._entries[kind] = table
        self._check_references()
        self._matchers = {
            "accelerator": AliasMatcher(a for e in self._table("accelerator").values() for a in _entry_aliases(e)),
            "interconnect": AliasMatcher(a for e in self._table("interconnect").values() for a in _entry_aliases(e)),
            "engine": AliasMatcher(a for e in self._table("engine").values() for a in _entry_aliases(e)),
            "model": AliasMatcher(
                (a for e in self._table("model").values() for a in _entry_aliases(e)), bag_fallback=True
            ),
        }

    @classmethod
    def from_dir(cls, folder: Path | Any) -> "Catalog":
        """Load the four catalog files of a folder (a Path or an importlib resource)."""
        entries: dict[str, list[dict[str, Any]]] = {}
        for kind, name in CATALOG_FILES.items():
            node = folder / name
            try:
                doc = json.loads(node.read_text(encoding="utf-8"))
            except (OSError, ValueError) as exc:
                raise SchemaError(f"catalog file {name} cannot be read: {exc}") from None
            if not isinstance(doc, list):
                raise SchemaError(f"catalog file {name} must hold a JSON list of entries")
            entries[kind] = doc
        return cls(entries)

    def _table(self, kind: str) -> dict[str, dict[str, Any]]:
        """The entries of one kind by id."""
        return self._entries.get(kind, {})

    def _check_references(self) -> None:
        """Every interconnect an accelerator names is itself in the catalog."""
        known = set(self._table("interconnect"))
        for acc in self._table("accelerator").values():
            missing = [i for i in acc["interconnects"] if i not in known]
            if missing:
                raise SchemaError(f"catalog accelerator {acc['id']!r} names unknown interconnects {missing}")

    def _get(self, kind: str, entry_id: str) -> dict[str, Any] | None:
        """A copy of one entry, or None for an unknown id."""
        entry = self._table(kind).get(entry_id) if isinstance(entry_id, str) else None
        return copy.deepcopy(entry) if entry is not None else None

    def has(self, kind: str, entry_id: Any) -> bool:
        """Whether an id of a kind is in the catalog (no copy is made)."""
        return isinstance(entry_id, str) and entry_id in self._table(kind)

    def value(self, kind: str, entry_id: Any, key: str, default: Any = None) -> Any:
        """A copy of one field of an entry; `default` for an unknown id or a field the entry lacks (copying one field
        instead of the whole entry: extraction asks this for every record)."""
        entry = self._table(kind).get(entry_id) if isinstance(entry_id, str) else None
        return copy.deepcopy(entry[key]) if entry is not None and key in entry else default

    def ids(self, kind: str) -> list[str]:
        """Every id of a kind, in catalog order."""
        return list(self._table(kind))

    def accelerator(self, accelerator_id: str) -> dict[str, Any] | None:
        """The accelerator entry of an id, or None."""
        return self._get("accelerator", accelerator_id)

    def interconnect(self, interconnect_id: str) -> dict[str, Any] | None:
        """The interconnect entry of an id, or None."""
        return self._get("interconnect", interconnect_id)

    def engine(self, engine_id: str) -> dict[str, Any] | None:
        """The engine entry of an id, or None."""
        return self._get("engine", engine_id)

    def model(self, model_id: str) -> dict[str, Any] | None:
        """The model entry of an id, or None."""
        return self._get("model", model_id)

    def interconnect_ids(self, accelerator_id: str) -> list[str]:
        """The interconnects the catalog gives an accelerator; [] for one with none or an id not in the catalog."""
        entry = self._table("accelerator").get(accelerator_id) if isinstance(accelerator_id, str) else None
        return list(entry["interconnects"]) if entry else []

    def has_driver(self, accelerator_id: str) -> bool:
        """Whether driver and CUDA versions are asked of this accelerator (False for Apple silicon)."""
        entry = self._table("accelerator").get(accelerator_id) if isinstance(accelerator_id, str) else None
        return bool(entry["has_driver"]) if entry else True

    def unasked_paths(self, accelerator_id: str | None) -> frozenset[str]:
        """The driver paths a record on this accelerator is not asked for; none for an id not in the catalog."""
        entry = self._table("accelerator").get(accelerator_id) if isinstance(accelerator_id, str) else None
        return unasked_paths(entry)

    def resolve_accelerator(self, text: str) -> Resolution | None:
        """The accelerator a SKU spelling names (longest alias wins); closest matches carry a caveat."""
        hit = self._matchers["accelerator"].best(text)
        return Resolution(hit.id, hit.exact, hit.alias, hit.caveat) if hit else None

    def resolve_accelerators(self, text: str) -> list[Resolution]:
        """Every distinct accelerator a text names, in order of appearance."""
        return [Resolution(a.id, a.exact, a.alias, a.caveat) for a in self._matchers["accelerator"].all(text)]

    def resolve_interconnect(self, text: str) -> str | None:
        """The interconnect id a spelling names ('NVLink 4', 'PCIe 5.0'), or None."""
        hit = self._matchers["interconnect"].best(text)
        return hit.id if hit else None

    def resolve_model(self, text: str) -> str | None:
        """The model id a name or Hugging Face id names, or None."""
        hit = self._matchers["model"].best(text)
        return hit.id if hit else None

    def resolve_engine(self, text: str) -> str | None:
        """The engine id a name names ('SGLang', 'TRT-LLM', 'llama-bench'), or None."""
        hit = self._matchers["engine"].best(text)
        return hit.id if hit else None


@lru_cache(maxsize=1)
def load_catalog() -> Catalog:
    """The catalog shipped in benchrec/data/catalog/, loaded and validated once."""
    return Catalog.from_dir(resources.files("benchrec").joinpath("data", "catalog"))


def unasked_paths(entry: Any) -> frozenset[str]:
    """The driver paths not asked of a catalog entry's hardware: both without a driver stack, CUDA's for a vendor
    without CUDA; none for no entry (unknown hardware is asked everything)."""
    if not entry:
        return frozenset()
    get = entry.get if isinstance(entry, dict) else lambda k, d=None: getattr(entry, k, d)
    if not get("has_driver", True):
        return DRIVER_PATHS
    return frozenset() if get("vendor") in CUDA_VENDORS else CUDA_PATHS
