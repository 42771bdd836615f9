"""vLLM dumps: the startup log (args line, version line, engine-config line, KV cache size), /version, dev /server_info."""

from __future__ import annotations

import re
from typing import Any

from benchrec.errors import DumpError
from extractors.dumps import dump_rules as R
from extractors.dumps.dump import Dump, find_key, pointer_of
from extractors.dumps.pyrepr import PyReprError, parse_kwargs, parse_repr

ENGINE_ID = "vllm"
_KV_HEAD = re.compile(r"\s*([A-Za-z_]\w*)=([^\s,\[\](){}]+)")


def _to_int(text: str) -> int:
    """'1,103,744' -> 1103744."""
    return int(text.replace(",", ""))


def _apply_args(dump: Dump, args: dict[str, Any], where: str, all_args: bool, bare: bool = False) -> None:
    """Copy engine arguments into the config; `all_args` (a non-default dict) keeps unknown keys too."""
    for key, value in args.items():
        name = R.VLLM_CONFIG_RENAMES.get(key, key)
        if name in R.VLLM_NOISE_KEYS or name in ("model", "tokenizer") or value is None:
            continue
        if name in R.VLLM_CONFIG_KEYS or all_args:
            if name not in dump.config:
                dump.put(f"config.{name}", value, where if bare else f"{where}: {key}={value!r}")
    model = args.get("model") or args.get("model_tag")
    if isinstance(model, str) and not dump.model_path:
        dump.put("model.path", model, where if bare else f"{where}: model={model!r}")


def _speculative(dump: Dump) -> None:
    """speculative_config {method, num_speculative_tokens} -> flat config names beside the original."""
    spec = dump.config.get("speculative_config")
    where = dump.pointers.get("config.speculative_config", "")
    if isinstance(spec, dict):
        for key, name in R.VLLM_SPECULATIVE.items():
            if spec.get(key) is not None and name not in dump.config:
                dump.put(f"config.{name}", spec[key], where)
    elif dump.config.get("speculative_model"):
        dump.config.setdefault("speculative_method", "draft_model")
    dump.speculative = {k: v for k, v in dump.config.items() if k.startswith(("speculative_", "num_speculative"))}


def _parallelism(dump: Dump, defaults: bool) -> None:
    """tp/pp/dp from the engine's sizes (1 where a non-default args line leaves them out), ep when EP is on."""
    for axis, key in R.VLLM_PARALLELISM.items():
        value = dump.config.get(key)
        if value is None and defaults:
            dump.put(f"config.{key}", R.VLLM_DEFAULTS[key], "default (absent from the non-default args)")
            value = R.VLLM_DEFAULTS[key]
        if isinstance(value, int):
            dump.put(f"parallelism.{axis}", value, dump.pointers[f"config.{key}"])
    if dump.config.get("enable_expert_parallel") is True:
        tp, dp = dump.parallelism.get("tp") or 1, dump.parallelism.get("dp") or 1
        dump.parallelism["ep"] = tp * dp
        dump.pointers["parallelism.ep"] = dump.pointers["config.enable_expert_parallel"] + " (EP size = TP x DP)"


def parse_startup_log(text: str, name: str, source_index: int) -> Dump:
    """A vLLM startup log, from v0.6 Namespace(...) lines to v0.2x api_utils.py banners."""
    dump = Dump("startup_log", "vllm_startup_log", name, source_index, engine_id=ENGINE_ID)
    found_args = False
    non_default = False
    for lineno, line in enumerate(text.splitlines(), 1):
        where = f"line {lineno}"
        if dump.engine_version is None:
            for pattern in R.VLLM_VERSION_LINES:
                m = pattern.search(line)
                if m:
                    dump.put("engine.version", m.group("version").rstrip(","), f"{where}: {m.group(0)}")
                    if "model" in m.groupdict() and m.group("model") and not dump.model_path:
                        dump.put("model.path", m.group("model"), f"{where}: {m.group(0)}")
                    break
        m = R.VLLM_BANNER_MODEL.search(line)
        if m and not dump.model_path:
            dump.put("model.path", m.group("model"), f"{where}: {m.group(0)}")
        m = R.VLLM_ARGS_DICT.search(line)
        if m:
            try:
                args = parse_repr(m.group(1))
            except PyReprError as exc:
                raise DumpError(f"{name}: {where}: unreadable non-default args ({exc})") from None
            if not isinstance(args, dict):
                raise DumpError(f"{name}: {where}: non-default args is not a dict")
            _apply_args(dump, args, where, all_args=True)
            found_args = non_default = True
            continue
        m = R.VLLM_ARGS_NAMESPACE.search(line)
        if m:
            try:
                args = parse_kwargs(m.group(1))
            except PyReprError as exc:
                raise DumpError(f"{name}: {where}: unreadable args Namespace ({exc})") from None
            _apply_args(dump, args, where, all_args=False)
            found_args = True
            continue
        m = R.VLLM_ENGINE_CONFIG.search(line)
        if m:
            if dump.engine_version is None:
                dump.put("engine.version", m.group("version"), f"{where}: {m.group(0)[:60]}")
            try:
                config = parse_kwargs(m.group("config"))
            except PyReprError:
                config = {}
            _apply_args(dump, config, where, all_args=False)
            continue
        m = R.VLLM_KV_TOKENS.search(line)
        if m:
            dump.put("runtime.kv_cache_tokens", _to_int(m.group("tokens")), f"{where}: {m.group(0)}")
        m = R.VLLM_MAX_CONCURRENCY.search(line)
        if m:
            dump.put("runtime.max_concurrency", float(m.group("x")), f"{where}: {m.group(0)}")
        m = R.VLLM_ATTENTION_BACKEND.search(line)
        if m and "attention_backend" not in dump.config:
            dump.put("runtime.attention_backend_used", m.group("backend"), f"{where}: {m.group(0)}")
    if not found_args:
        raise DumpError(f"{name}: vLLM log has no 'non-default args:' or 'args: Namespace(...)' line")
    _speculative(dump)
    _parallelism(dump, defaults=non_default)
    if dump.engine_version is None:
        dump.omitted.append("engine.version")
    return dump


def parse_version(doc: Any, name: str, source_index: int) -> Dump:
    """vLLM /version: {"version": "..."}."""
    if not isinstance(doc, dict) or not isinstance(doc.get("version"), str):
        raise DumpError(f"{name}: /version answer has no version string")
    dump = Dump("server_info", "vllm_version", name, source_index, engine_id=ENGINE_ID)
    dump.put("engine.version", doc["version"], "/version")
    return dump


def _gpu_models(dump: Dump, text: str, ptr: str) -> None:
    """'GPU 0-7: NVIDIA H200' -> accelerator as written and count."""
    ids: set[int] = set()
    names: list[str] = []
    for m in R.GPU_MODELS_RANGE.finditer(text):
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        ids.update(range(lo, hi + 1))
        names.append(m.group(3).strip())
    if names:
        dump.put("hardware.accelerator_as_written", names[0], ptr)
        dump.put("hardware.count", len(ids), ptr)


def parse_server_info(doc: Any, name: str, source_index: int) -> Dump:
    """vLLM dev-mode /server_info: vllm_config as text or JSON, vllm_env, system_env."""
    if not isinstance(doc, dict) or "vllm_config" not in doc:
        raise DumpError(f"{name}: vLLM server_info has no vllm_config")
    dump = Dump("server_info", "vllm_server_info", name, source_index, engine_id=ENGINE_ID)
    config = doc["vllm_config"]
    if isinstance(config, str):
        text = config.replace("..., ", "").replace(", ...", "")
        try:
            args = parse_kwargs(text)
        except PyReprError:
            args = _tolerant_kwargs(text)
        _apply_args(dump, args, "/vllm_config", all_args=False, bare=True)
    elif isinstance(config, dict):
        for key, paths in R.VLLM_JSON_PATHS.items():
            for dotted in paths:
                value, ptr = find_key(config, dotted, base="/vllm_config")
                if value is not None:
                    if key == "model":
                        dump.put("model.path", value, ptr or "")
                    else:
                        dump.put(f"config.{key}", value, ptr or "")
                    break
    else:
        raise DumpError(f"{name}: vLLM server_info vllm_config is neither text nor an object")
    system_env = doc.get("system_env")
    env = system_env if isinstance(system_env, dict) else {}
    for key, target in R.VLLM_SYSTEM_ENV.items():
        value = env.get(key)
        if value in (None, "", "N/A"):
            continue
        ptr = pointer_of("system_env", key)
        if target == "engine_version":
            dump.put("engine.version", str(value), ptr)
        elif target == "gpu_models":
            _gpu_models(dump, str(value), ptr)
        else:
            dump.put(f"hardware.{target}", str(value), ptr)
    _speculative(dump)
    _parallelism(dump, defaults=False)
    if dump.engine_version is None:
        dump.omitted.append("engine.version")
    if not dump.config and not dump.model_path:
        raise DumpError(f"{name}: vLLM server_info vllm_config carries no readable settings")
    return dump


def _tolerant_kwargs(text: str) -> dict[str, Any]:
    """Read what can be read of a truncated k=v text: each top-level item on its own."""
    out: dict[str, Any] = {}
    depth, start = 0, 0
    pieces: list[str] = []
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            pieces.append(text[start:i])
            start = i + 1
    pieces.append(text[start:])
    for piece in pieces:
        try:
            out.update(parse_kwargs(piece))
        except PyReprError:
            m = _KV_HEAD.match(piece)
            if m:
                out[m.group(1)] = m.group(2)
    return out
