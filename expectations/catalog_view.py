"""Read-only view of the hardware/model catalog for the audit: lookups by id, cached."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from expectations.vocab import FALLBACK_PRECISION


def _get(obj: Any, name: str, default: Any = None) -> Any:
    """An attribute or key of a catalog entry."""
    if obj is None:
        return default
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


class CatalogView:
    """What the rules ask of the catalog: accelerators, their fabrics and peaks, models' active parameters."""

    def __init__(self, catalog: Any) -> None:
        self.catalog = catalog
        from benchrec import catalog as cat_mod

        self._mod = cat_mod
        self.accelerator = lru_cache(maxsize=None)(self._accelerator)
        self.interconnects = lru_cache(maxsize=None)(self._interconnects)
        self.model_entry = lru_cache(maxsize=None)(self._model)
        self.resolves_exactly = lru_cache(maxsize=None)(self._resolves_exactly)
        self.memo: dict[Any, Any] = {}  # derived per-combination facts (roofline bounds), keyed by their inputs

    def _call(self, name: str, *args: Any) -> Any:
        """Call a catalog function: a method of the loaded catalog if it has one, else the module's."""
        fn = getattr(self.catalog, name, None)
        if callable(fn):
            return fn(*args)
        return getattr(self._mod, name)(*args)

    def _accelerator(self, acc_id: str | None) -> Any:
        """The accelerator entry of an id, or None."""
        return self._call("accelerator", acc_id) if isinstance(acc_id, str) and acc_id else None

    def _interconnects(self, acc_id: str) -> tuple[str, ...]:
        """Sorted interconnect ids the catalog gives an accelerator."""
        return tuple(sorted(self._call("interconnect_ids", acc_id) or ()))

    def _model(self, model_id: str | None) -> Any:
        """The model entry of an id, or None."""
        if not model_id:
            return None
        try:
            return self._call("model", model_id)
        except (KeyError, LookupError, ValueError):
            return None
        except Exception as exc:  # noqa: BLE001 - unknown ids may raise the catalog's own error type
            if type(exc).__name__.endswith("Error"):
                return None
            raise

    def unasked_paths(self, acc_id: str | None) -> frozenset[str]:
        """The driver paths not asked of the hardware (Apple silicon: both; non-CUDA vendors: CUDA's)."""
        return self._mod.unasked_paths(self.accelerator(acc_id))

    def peak_flops(self, acc_id: str, precision: str) -> tuple[float | None, str]:
        """Peak dense FLOP/s of one accelerator at a precision, falling back to bf16; and the precision used."""
        tflops = _get(self.accelerator(acc_id), "tflops") or {}
        for p in (precision, FALLBACK_PRECISION):
            v = tflops.get(p) if isinstance(tflops, dict) else None
            if isinstance(v, (int, float)) and v > 0:
                return float(v) * 1e12, p
        return None, FALLBACK_PRECISION

    def bandwidth_bytes_s(self, acc_id: str) -> float | None:
        """Memory bandwidth of one accelerator in bytes/s."""
        v = _get(self.accelerator(acc_id), "memory_bandwidth_gb_s")
        return float(v) * 1e9 if isinstance(v, (int, float)) and v > 0 else None

    def active_params(self, model_id: str | None) -> float | None:
        """Active parameters per token of a model (a count, not billions)."""
        entry = self.model_entry(model_id)
        v = _get(entry, "active_params_b")
        if isinstance(v, (int, float)) and v > 0:
            return float(v) * 1e9
        v = _get(entry, "active_params")
        if not isinstance(v, (int, float)) or v <= 0:
            return None
        return float(v) * 1e9 if v < 1e5 else float(v)

    def weights_dtype(self, model_id: str | None) -> str | None:
        """The dtype the catalog gives a model's weights, or None."""
        v = _get(self.model_entry(model_id), "weights_dtype")
        return v if isinstance(v, str) else None

    def _resolves_exactly(self, acc_id: str, as_written: str | None) -> bool:
        """True unless the catalog maps the written name to this id only as a closest match."""
        if not as_written:
            return True
        try:
            got = self._call("resolve_accelerator", as_written)
        except Exception:  # noqa: BLE001 - an unresolvable name is a closest-match mapping
            return False
        if isinstance(got, tuple):
            rid, *rest = got
            closest = bool(rest and rest[0] not in (None, "exact", True))
            return rid == acc_id and not closest
        rid = _get(got, "id", got) if not isinstance(got, str) else got
        exact = _get(got, "exact", True) if not isinstance(got, str) else True
        return rid == acc_id and bool(exact)
