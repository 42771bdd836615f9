"""Hugging Face config.json: the model geometry the KV formulas need."""

from __future__ import annotations

from typing import Any

from benchrec.errors import DumpError
from extractors.dumps import dump_rules as R
from extractors.dumps.dump import Dump, pointer_of


def _section(doc: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """The dict that holds the language model's geometry (top level, or a nested text config)."""
    if "num_hidden_layers" in doc:
        return doc, ""
    for key in R.HF_NESTED_CONFIGS:
        if isinstance(doc.get(key), dict) and "num_hidden_layers" in doc[key]:
            return doc[key], pointer_of(key)
    return doc, ""


def attention_type(geo: dict[str, Any]) -> str | None:
    """mla, mqa, gqa or mha from the geometry."""
    if geo.get("kv_lora_rank"):
        return "mla"
    heads, kv = geo.get("num_attention_heads"), geo.get("num_key_value_heads")
    if not isinstance(heads, int) or not isinstance(kv, int):
        return None
    if kv == 1 and heads > 1:
        return "mqa"
    return "mha" if kv == heads else "gqa"


def parse_config(doc: Any, name: str, source_index: int) -> Dump:
    """A config.json document."""
    if not isinstance(doc, dict):
        raise DumpError(f"{name}: config.json is not a JSON object")
    section, base = _section(doc)
    if not isinstance(section.get("num_hidden_layers"), int):
        raise DumpError(f"{name}: config.json has no num_hidden_layers")
    dump = Dump("model_config", "hf_config", name, source_index)
    for key in R.HF_GEOMETRY_KEYS:
        value = section.get(key, doc.get(key))
        if value is not None:
            dump.put(f"geometry.{key}", value, (base if key in section else "") + pointer_of(key))
    geo = dump.geometry or {}
    heads = geo.get("num_attention_heads")
    if "num_key_value_heads" not in geo and isinstance(heads, int):
        dump.put("geometry.num_key_value_heads", heads, base + "/num_attention_heads (no num_key_value_heads: MHA)")
    if "head_dim" not in geo and not geo.get("kv_lora_rank") and isinstance(heads, int) and heads and isinstance(geo.get("hidden_size"), int):
        dump.put("geometry.head_dim", geo["hidden_size"] // heads, f"{base}/hidden_size / {base}/num_attention_heads")
    kind = attention_type(geo)
    if kind:
        dump.put("geometry.attention_type", kind, "derived from " + ("kv_lora_rank" if kind == "mla" else
                                                                    "num_attention_heads, num_key_value_heads"))
    archs = doc.get("architectures")
    if isinstance(archs, list) and archs:
        dump.put("geometry.architectures", archs, "/architectures")
    quant = doc.get("quantization_config")
    if isinstance(quant, dict) and quant.get("quant_method"):
        dump.put("geometry.weight_quant_method", quant["quant_method"], "/quantization_config/quant_method")
    path = doc.get("_name_or_path")
    if isinstance(path, str) and path:
        dump.put("model.path", path, "/_name_or_path")
    return dump
