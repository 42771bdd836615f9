"""llama.cpp /props: build info as version, context per slot, slot count, model path."""

from __future__ import annotations

from typing import Any

from benchrec.errors import DumpError
from extractors.dumps import dump_rules as R
from extractors.dumps.dump import Dump

ENGINE_ID = "llama.cpp"


def parse_props(doc: Any, name: str, source_index: int) -> Dump:
    """A llama.cpp server GET /props document."""
    if not isinstance(doc, dict):
        raise DumpError(f"{name}: llama.cpp /props is not a JSON object")
    dump = Dump("server_info", "llamacpp_props", name, source_index, engine_id=ENGINE_ID)
    settings = doc.get("default_generation_settings")
    settings = settings if isinstance(settings, dict) else {}
    n_ctx = settings.get("n_ctx", doc.get("n_ctx"))
    if isinstance(n_ctx, int):
        where = "/default_generation_settings/n_ctx" if "n_ctx" in settings else "/n_ctx"
        dump.put("config.n_ctx_per_slot", n_ctx, where)
    slots = doc.get("total_slots")
    if isinstance(slots, int):
        dump.put("config.total_slots", slots, "/total_slots")
        if isinstance(n_ctx, int):
            dump.put("config.n_ctx", n_ctx * slots, "/default_generation_settings/n_ctx x /total_slots")
    build = doc.get("build_info")
    if isinstance(build, str) and build.strip():
        dump.put("engine.version", build.strip(), "/build_info")
        m = R.LLAMACPP_BUILD.match(build.strip())
        if m and m.group("commit"):
            dump.put("engine.commit", m.group("commit"), "/build_info")
    else:
        dump.omitted.append("engine.version")
    for key in ("model_path", "model_alias"):
        if isinstance(doc.get(key), str) and doc[key]:
            dump.put("model.path", doc[key], f"/{key}")
            break
    if isinstance(doc.get("model_ftype"), str):
        dump.put("config.model_ftype", doc["model_ftype"], "/model_ftype")
    if not dump.config and not dump.model_path:
        raise DumpError(f"{name}: llama.cpp /props carries neither n_ctx, total_slots nor a model")
    return dump
