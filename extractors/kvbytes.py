"""KV-cache bytes per token from a model's geometry and the configured KV dtype (RECORDS.md 3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: Bytes per stored element of each KV dtype spelling the engines use ("auto" stores at the model dtype, bf16).
DTYPE_BYTES: dict[str, float] = {
    "fp8": 1, "fp8_e4m3": 1, "fp8_e5m2": 1, "fp8_inc": 1, "fp8_ds_mla": 1, "float8_e4m3fn": 1, "float8_e5m2": 1,
    "int8": 1, "q8_0": 1,
    "bf16": 2, "bfloat16": 2, "fp16": 2, "float16": 2, "half": 2, "auto": 2, "f16": 2,
    "fp32": 4, "float32": 4, "float": 4, "f32": 4,
    "fp4": 0.5, "nvfp4": 0.5, "mxfp4": 0.5, "fp4_e2m1": 0.5, "int4": 0.5, "q4_0": 0.5,
}
#: KV dtypes that name a quantization method (block scales, calibration) rather than a plain storage dtype.
NAMED_KV_QUANT: dict[str, str] = {"nvfp4": "nvfp4", "mxfp4": "mxfp4", "int4": "int4", "q4_0": "q4_0", "q8_0": "q8_0"}
#: Short labels for ids ("fp8_e4m3" -> "fp8").
DTYPE_LABEL: dict[str, str] = {"fp8_e4m3": "fp8", "fp8_e5m2": "fp8", "fp8_inc": "fp8", "float8_e4m3fn": "fp8",
                               "bfloat16": "bf16", "float16": "fp16", "auto": "bf16", "float32": "fp32"}
BF16 = "bf16"


@dataclass
class KvBytes:
    """The KV size of one token with the formula and numbers behind it."""

    attention_type: str
    kv_cache_dtype: str
    dtype_bytes: float
    layers: int
    bytes_per_token: int | float
    bytes_per_token_bf16: int
    basis: str
    inputs: dict[str, Any] = field(default_factory=dict)


def normalise_dtype(dtype: Any) -> str:
    """A KV dtype as the table spells it ('torch.bfloat16' -> 'bfloat16', None -> 'auto')."""
    text = str(dtype or "auto").strip().lower()
    return text[len("torch."):] if text.startswith("torch.") else text


def dtype_bytes(dtype: Any) -> float | None:
    """Bytes per element of a KV dtype, or None when unknown."""
    name = normalise_dtype(dtype)
    if name in DTYPE_BYTES:
        return DTYPE_BYTES[name]
    if name.startswith("fp8") or name.startswith("float8"):
        return 1
    return None


def quant_method(dtype: Any) -> str | None:
    """The named KV-quant method of a dtype, or None for a plain storage dtype."""
    return NAMED_KV_QUANT.get(normalise_dtype(dtype))


def dtype_label(dtype: Any) -> str:
    """A short dtype label for ids and titles."""
    name = normalise_dtype(dtype)
    return DTYPE_LABEL.get(name, name)


def _num(x: float) -> str:
    """A number as the basis writes it: thousands separators, no trailing .0."""
    return f"{int(x):,}" if float(x).is_integer() else f"{x:,}"


def _bytes_word(b: float) -> str:
    """'1 byte', '2 bytes', '0.5 byte'."""
    return f"{_num(b)} byte" if b <= 1 else f"{_num(b)} bytes"


def _int(geo: dict[str, Any], *keys: str) -> int | None:
    """The first positive integer among keys of the geometry."""
    for key in keys:
        value = geo.get(key)
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def attention_of(geo: dict[str, Any]) -> str | None:
    """The attention type the geometry names or implies."""
    stated = geo.get("attention_type")
    if stated in ("mla", "gqa", "mha", "mqa"):
        return stated
    if _int(geo, "kv_lora_rank"):
        return "mla"
    heads, kv = _int(geo, "num_attention_heads"), _int(geo, "num_key_value_heads")
    if heads and kv:
        return "mqa" if kv == 1 < heads else ("mha" if kv == heads else "gqa")
    return None


def kv_bytes(geo: dict[str, Any], kv_dtype: Any) -> KvBytes | None:
    """KV bytes per token for the dtype, with the bf16 figure and the written-out basis; None if geometry is short."""
    dtype = normalise_dtype(kv_dtype)
    per = dtype_bytes(dtype)
    layers = _int(geo, "kv_layers", "num_hidden_layers")
    kind = attention_of(geo)
    if per is None or layers is None or kind is None:
        return None
    shown = dtype if dtype != "auto" else "auto = bf16"
    if kind == "mla":
        rank, rope = _int(geo, "kv_lora_rank"), _int(geo, "qk_rope_head_dim")
        if rank is None or rope is None:
            return None
        width = rank + rope
        total, bf16 = layers * width * per, layers * width * 2
        basis = (f"{layers} layers x (kv_lora_rank {rank} + qk_rope_head_dim {rope}) x {_bytes_word(per)} ({shown}) = "
                 f"{layers} x {width} = {_num(total)} B/token. MLA latent cache, so the GQA formula does not apply; "
                 f"the bf16 latent size is {_num(bf16)} B/token")
        change = {1: "halves it", 0.5: "quarters it", 4: "doubles it"}.get(per)
        basis += "." if per == 2 or change is None else f" and {dtype_label(dtype)} {change}."
        inputs = {"layers": layers, "kv_lora_rank": rank, "qk_rope_head_dim": rope, "dtype_bytes": per}
    else:
        kv_heads = _int(geo, "num_key_value_heads") or (1 if kind == "mqa" else _int(geo, "num_attention_heads"))
        head_dim = _int(geo, "head_dim")
        if head_dim is None and _int(geo, "hidden_size") and _int(geo, "num_attention_heads"):
            head_dim = geo["hidden_size"] // geo["num_attention_heads"]
        if kv_heads is None or head_dim is None:
            return None
        total, bf16 = 2 * layers * kv_heads * head_dim * per, 2 * layers * kv_heads * head_dim * 2
        basis = (f"2 (K and V) x {layers} layers x {kv_heads} kv_heads x {head_dim} head_dim x {_bytes_word(per)} "
                 f"({shown}) = {_num(total)} B/token, summed over all GPUs ({kind.upper()} cache; "
                 f"{_num(bf16)} B/token at bf16).")
        inputs = {"layers": layers, "num_key_value_heads": kv_heads, "head_dim": head_dim, "dtype_bytes": per}
    value: int | float = int(total) if float(total).is_integer() else total
    return KvBytes(kind, dtype, per, layers, value, int(bf16), basis, inputs)
