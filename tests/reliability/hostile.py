"""Hostile inputs for the parsers: hypothesis strategies, fixture mutations, a fixed nasty corpus, bounded runs."""

from __future__ import annotations

import dataclasses
import json
import signal
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterator

from hypothesis import strategies as st

from benchrec.errors import BenchrecError

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
GOLD = ROOT / "tests" / "gold" / "cases"

#: Seconds one input may take in a parser before the run counts as a hang.
INPUT_BOUND_S = 20.0

# ---------------------------------------------------------------- vocabulary

HOSTILE_NUMBERS = ("1e309", "-1e309", "NaN", "nan", "Infinity", "-Infinity", "inf", "1.7976931348623157e308", "0",
                   "-0", "1e-400", "4.9e-324", "1,234.5", "1 234,5", "0x7f", "٣٤٥", "１２３", "12k", "3.4M",
                   "99999999999999999999", "1.2.3", "+-7", "1_000", "ⅷ")
WORDS = ("vLLM", "SGLang", "llama.cpp", "TensorRT-LLM", "H100", "H200 SXM", "MI300X", "8x", "tok/s", "tokens/s",
         "ms", "s", "TTFT", "TPOT", "ITL", "output throughput", "input", "concurrency", "batch", "p50", "p99",
         "mean", "median", "±", "tp=8", "--tensor-parallel-size 8", "fp8", "Llama-3.1-70B", "DeepSeek-V3",
         "driver 550.54", "CUDA 12.4", "v0.6.3", "|", "---", ":", "=", "\u202e", "\u200b", "\ufeff", "\x00", "𝟏𝟐𝟑")
TAGS = ("p", "div", "span", "h1", "h2", "h3", "pre", "code", "blockquote", "li", "ul", "td", "th", "tr", "table",
        "a", "article", "section", "details", "summary", "script", "style", "template", "svg", "math", "noscript",
        "iframe", "textarea", "title", "xmp")
ATTRS = ("class", "id", "href", "src", "title", "onerror", "style", "data-x", "colspan", "rowspan", "lang", "dir")

number = st.sampled_from(HOSTILE_NUMBERS) | st.integers(-10**30, 10**30).map(str) | st.floats(
    allow_nan=True, allow_infinity=True).map(repr)
word = st.sampled_from(WORDS) | number | st.text(max_size=12)
sentence = st.lists(word, min_size=1, max_size=14).map(" ".join)


def _attr(draw: st.DrawFn) -> str:
    """One attribute, sometimes huge or broken."""
    name = draw(st.sampled_from(ATTRS) | st.text(alphabet="abcxyz-:\"'<>=", min_size=1, max_size=8))
    value = draw(sentence | st.integers(0, 6).map(lambda n: "A" * (10 ** n)) | st.just('"><script>x()</script>'))
    quote = draw(st.sampled_from(['"', "'", ""]))
    return f" {name}={quote}{value}{quote}"


@st.composite
def html_node(draw: st.DrawFn, depth: int = 0) -> str:
    """An HTML fragment: tags (often unclosed or misnested), attributes, text of benchmark words and numbers."""
    if depth > 4 or draw(st.integers(0, 3)) == 0:
        return draw(sentence)
    tag = draw(st.sampled_from(TAGS))
    attrs = "".join(_attr(draw) for _ in range(draw(st.integers(0, 2))))
    kids = "".join(draw(st.lists(html_node(depth + 1), max_size=4)))
    close = draw(st.sampled_from([f"</{tag}>", "", "</p>", "</table>", "<"]))
    return f"<{tag}{attrs}>{kids}{close}"


@st.composite
def html_document(draw: st.DrawFn) -> bytes:
    """A whole page, encoded in one of several ways, sometimes truncated, sometimes with an invalid byte sequence."""
    body = "".join(draw(st.lists(html_node(), min_size=1, max_size=8)))
    head = draw(st.sampled_from(["", "<!DOCTYPE html>", '<meta charset="shift_jis">', '<?xml version="1.0"?>',
                                 '<meta charset="utf-16">', "<html><head><title>"]))
    text = f"{head}<html><body>{body}</body></html>"
    raw = text.encode(draw(st.sampled_from(["utf-8", "utf-16", "latin-1"])), errors="replace")
    if draw(st.booleans()):
        raw = raw[: draw(st.integers(0, len(raw)))]
    if draw(st.integers(0, 4)) == 0:
        at = draw(st.integers(0, len(raw)))
        raw = raw[:at] + draw(st.sampled_from([b"\xff\xfe", b"\xc3\x28", b"\xed\xa0\x80", b"\x00", b"\x80" * 9])) + raw[at:]
    return raw


@st.composite
def markdown_document(draw: st.DrawFn) -> bytes:
    """A text or markdown write-up: pipe tables, fences, headings, with hostile numbers."""
    lines = []
    for _ in range(draw(st.integers(1, 30))):
        kind = draw(st.integers(0, 4))
        if kind == 0:
            lines.append("| " + " | ".join(draw(st.lists(word, min_size=1, max_size=6))) + " |")
        elif kind == 1:
            lines.append("|---|---|")
        elif kind == 2:
            lines.append(draw(st.sampled_from(["```", "# ", "## ", "- ", "> "])) + draw(sentence))
        else:
            lines.append(draw(sentence))
    return "\n".join(lines).encode("utf-8", errors="surrogatepass")


def json_value(depth: int = 3) -> st.SearchStrategy[Any]:
    """JSON-ish values with non-finite numbers, huge strings and wrong types."""
    leaf = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats() | st.sampled_from(
        [float("nan"), float("inf"), -float("inf"), 1e308, "x" * 100_000, "", "auto", "fp8", "8"]) | st.text(max_size=20))
    if depth <= 0:
        return leaf
    return leaf | st.lists(json_value(depth - 1), max_size=4) | st.dictionaries(st.text(max_size=10), json_value(depth - 1),
                                                                                  max_size=4)


#: Keys each JSON dump family is recognised by, plus keys its parser reads.
DUMP_KEYS = {
    "sglang_server_info": ("tp_size", "model_path", "internal_states", "chunked_prefill_size", "mem_fraction_static",
                           "ep_size", "dp_size", "kv_cache_dtype", "context_length", "version", "speculative_algorithm"),
    "vllm_server_info": ("vllm_config", "model_config", "parallel_config", "tensor_parallel_size", "version"),
    "llamacpp_props": ("default_generation_settings", "total_slots", "build_info", "n_ctx", "model_path", "params"),
    "hf_config": ("num_hidden_layers", "hidden_size", "architectures", "model_type", "num_attention_heads",
                  "num_key_value_heads", "head_dim", "text_config", "kv_lora_rank", "torch_dtype"),
}


@st.composite
def json_dump(draw: st.DrawFn) -> bytes:
    """A JSON document shaped like one dump family, with hostile values; serialised with NaN/Infinity allowed."""
    family = draw(st.sampled_from(sorted(DUMP_KEYS)))
    keys = draw(st.lists(st.sampled_from(DUMP_KEYS[family]), min_size=1, max_size=len(DUMP_KEYS[family]), unique=True))
    doc = {k: draw(json_value()) for k in keys}
    if draw(st.booleans()):
        doc[draw(st.sampled_from(DUMP_KEYS[family]))] = {k: draw(json_value(1)) for k in keys}
    raw = json.dumps(doc, allow_nan=True).encode()
    if draw(st.integers(0, 3)) == 0:
        raw = raw[: draw(st.integers(0, len(raw)))]
    return raw


@st.composite
def log_dump(draw: st.DrawFn) -> bytes:
    """A vLLM or SGLang startup log with hostile argument reprs."""
    vllm = draw(st.booleans())
    lines = []
    for i in range(draw(st.integers(1, 12))):
        if vllm:
            prefix = f"INFO 11-20 12:00:{i % 60:02d} [utils.py:233] "
            body = draw(st.sampled_from([
                "non-default args: {", "vLLM API server version ", "args: Namespace(", "GPU KV cache size: ",
                "Maximum concurrency for 8,192 tokens per request: ", "Using FLASH_ATTN backend",
                "Initializing a V1 LLM engine (v0.11.0) with config: "]))
        else:
            prefix = f"[2025-10-12 08:01:{i % 60:02d}] "
            body = draw(st.sampled_from(["server_args=ServerArgs(", "KV Cache is allocated. #tokens: ", "Load weight end. "]))
        args = ", ".join(f"{draw(st.sampled_from(['tensor_parallel_size', 'model', 'tp_size', 'max_num_seqs', 'x']))}="
                         f"{draw(st.sampled_from(['inf', 'nan', '-inf', '1e309', '8', repr('a' * 50), 'None', '(((', '{', 'Foo(a=1']))}"
                         for _ in range(draw(st.integers(0, 6))))
        lines.append(prefix + body + args + draw(st.sampled_from(["", ")", "}", "x", " tokens"])))
    return "\n".join(lines).encode()


# ---------------------------------------------------------------- real fixtures and their mutations


def fixture_files() -> list[Path]:
    """Every real write-up and dump fixture of the project."""
    files = sorted(p for p in FIXTURES.rglob("*") if p.is_file() and p.suffix in (".json", ".log", ".html"))
    files += sorted(GOLD.glob("*.html"))
    return [p for p in files if p.name not in ("seed_benchmark.json", "seed_kv.json")]


INSERTS = (b"\x00", b"\xff", b"<div>" * 50, b"</table>", b"<table><tr><td>", b"NaN", b"1e309", b"Infinity", b"-",
           b"\"", b"'", b"{", b"[", b"}", b"]", b"(", b"<!--", b"]]>", b"\r", "\u202e".encode())


@st.composite
def mutated_fixture(draw: st.DrawFn) -> tuple[str, bytes]:
    """A real fixture with a few random edits: truncation, insertion, deletion, duplication, number swaps."""
    files = fixture_files()
    path = draw(st.sampled_from(files))
    raw = path.read_bytes()
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.integers(0, 4))
        at = draw(st.integers(0, len(raw)))
        if op == 0:
            raw = raw[:at]
        elif op == 1:
            raw = raw[:at] + draw(st.sampled_from(INSERTS)) + raw[at:]
        elif op == 2:
            raw = raw[:at] + raw[at + draw(st.integers(1, 200)):]
        elif op == 3:
            raw = raw[:at] + raw[at:at + 300] * draw(st.integers(2, 20)) + raw[at:]
        else:
            raw = raw.replace(b"8", draw(st.sampled_from([b"NaN", b"1e309", b"-Infinity", b"8e400"])), 3)
    return path.name, raw


#: The seed records a hand edit starts from, by the folder of their ids.
RECORD_SEEDS = {"benchmarks": FIXTURES / "seed_benchmark.json", "kv-efficiency": FIXTURES / "seed_kv.json"}
#: Values a hand edit drops anywhere in a record or dump: wrong types, integers beyond floats (and beyond Python's
#: 4300-digit parse), links that are not links. Each broke a reader once.
EDIT_VALUES: tuple[Any, ...] = (
    None, True, -1, 0, 2**70, 10**400, 1e308, "", "x" * 300, [], {}, [None], [{}], ["a", 1], "2026-99-99",
    [{"rel": ["sibling"], "id": "benchmarks/x"}], [{"rel": {"a": 1}, "id": "benchmarks/x"}], {"failures": "none"},
)


def _slots(doc: Any) -> list[tuple[Any, Any]]:
    """Every (container, key or index) of a JSON document, outermost first."""
    out: list[tuple[Any, Any]] = []
    todo = [doc]
    while todo:
        node = todo.pop(0)
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        for key, value in items:
            out.append((node, key))
            todo.append(value)
    return out


def _strict(value: Any) -> bool:
    """Whether a value is strict JSON (no NaN or infinity): what a record file can hold."""
    try:
        json.dumps(value, allow_nan=False)
    except ValueError:
        return False
    return True


def edit_json(draw: st.DrawFn, doc: Any, keep: tuple[str, ...] = (), strict: bool = False,
              top: bool = False) -> Any:
    """A few hand edits of a JSON document: a value replaced by a hostile one (strict JSON only, when `strict`), or a
    key or item deleted; with `top`, only the document's own keys are edited (those a dump parser reads most)."""
    values = st.sampled_from(EDIT_VALUES) | (json_value(1).filter(_strict) if strict else json_value(1))
    for _ in range(draw(st.integers(1, 6))):
        slots = [(node, key) for node, key in _slots(doc) if not (node is doc and key in keep)
                 and (node is doc or not top)]
        if not slots:
            break
        node, key = slots[draw(st.integers(0, len(slots) - 1))]
        if draw(st.integers(0, 4)) == 0:
            del node[key]
        else:
            node[key] = draw(values)
    return doc


@st.composite
def hand_edited_record(draw: st.DrawFn) -> dict[str, Any]:
    """A seed record after a few hand edits that a record file can hold (strict JSON: a file holding NaN is refused
    when read), its id kept so that a batch of them can be audited together."""
    folder = draw(st.sampled_from(sorted(RECORD_SEEDS)))
    return edit_json(draw, json.loads(RECORD_SEEDS[folder].read_text(encoding="utf-8")), keep=("id",), strict=True)


@st.composite
def hand_edited_dump(draw: st.DrawFn) -> tuple[str, bytes]:
    """A real JSON dump (a fixture, or the example deployment's own) after a few hand edits of its top-level keys,
    serialised with huge integers kept as written."""
    paths = sorted(p for p in fixture_files() if p.suffix == ".json") + [ROOT / "examples" / "server_info.json"] * 4
    path = draw(st.sampled_from(paths))
    doc = edit_json(draw, json.loads(path.read_text(encoding="utf-8")), top=True)
    return path.name, json.dumps(doc, allow_nan=True).encode()


def run_deployment(writeup: bytes, dump: bytes, bound: float = INPUT_BOUND_S) -> Outcome:
    """A write-up and a dump extracted together as one deployment (merge and derive run on the dump's values)."""
    from benchrec.options import Options
    from extractors.pipeline import Loaded, classify, extract_loaded
    from staging.hashing import sha256_bytes

    def go() -> Any:
        loaded = []
        for name, raw in (("/tmp/hostile.html", writeup), ("/tmp/hostile.json", dump)):
            kind = classify(raw)
            entry = {"kind": kind, "path": name, "sha256": sha256_bytes(raw), "fetched_at": "2026-01-01T00:00:00+00:00"}
            loaded.append(Loaded(name, raw, kind, None, entry))
        return extract_loaded(loaded, Options(home=Path("/nonexistent-home")))

    return _run(go, bound)


def run_record_readers(records: list[dict[str, Any]], bound: float = INPUT_BOUND_S) -> Outcome:
    """What reads a hand-edited record: the audit (all of them at once), the page, the gate, the review markdown."""
    from expectations.audit import audit_records
    from flows.artifacts import review_markdown
    from staging.render import render_html, render_text
    from staging.review import gate_failures

    def go() -> Any:
        run = audit_records(records, None, write_back=False, report=False)
        assert [r["record_id"] for r in run.results] == [r["id"] for r in records]
        for rec in records:
            for render in (render_text, render_html):
                try:
                    assert isinstance(render(rec), str)
                except BenchrecError as exc:
                    assert_clean_error(exc)
            assert all(isinstance(r, str) and "\n" not in r for r in gate_failures(rec))
            assert review_markdown(rec, "0" * 64).startswith("# Review")
        return [r["max_severity"] for r in run.results]

    return _run(go, bound)


def nasty_corpus() -> list[tuple[str, bytes]]:
    """Fixed worst cases: deep nesting, huge attributes, thousands of tables, NUL floods, non-finite numbers."""
    row = b"<tr><td>vLLM 0.6.3</td><td>8x H100</td><td>1234.5 tok/s</td><td>NaN</td><td>1e309</td></tr>"
    return [
        ("deep-divs-100k", b"<div>" * 100_000 + b"1234 tok/s" + b"</div>" * 100_000),
        ("deep-unclosed-200k", b"<span><b>" * 100_000),
        ("deep-tables-20k", b"<table><tr><td>" * 20_000 + b"1 tok/s"),
        ("huge-attribute-8mb", b'<p title="' + b"a" * 8_000_000 + b'">vLLM 1234 tok/s</p>'),
        ("many-attributes", b"<p " + b" ".join(b"a%d=x" % i for i in range(100_000)) + b">x</p>"),
        ("tables-5000", b"<table><tr><th>engine</th><th>GPU</th><th>output tok/s</th></tr>" + row + b"</table>" * 1
         + (b"<table>" + row * 3 + b"</table>") * 5000),
        ("one-table-50k-rows", b"<table><tr><th>concurrency</th><th>output tok/s</th></tr>"
         + b"".join(b"<tr><td>%d</td><td>%d.5</td></tr>" % (i, i) for i in range(50_000)) + b"</table>"),
        ("wide-row-20k-cells", b"<table><tr>" + b"<td>12 tok/s</td>" * 20_000 + b"</tr></table>"),
        ("nul-flood", b"\x00" * 1_000_000),
        ("nul-sprinkled", b"<p>vLLM on 8x H100: 1234 tok/s</p>\x00" * 2000),
        ("invalid-utf8", b"<p>\xff\xfe\xc3\x28 vLLM \xed\xa0\x80 1234 tok/s \x80\x81</p>" * 1000),
        ("utf16-no-bom", "<p>vLLM on 8x H100: 1234 tok/s output</p>".encode("utf-16-le") * 100),
        ("non-finite-prose", b"<p>vLLM 0.6.3 on 8x H100 SXM serving Llama-3.1-70B: output throughput NaN tok/s, "
         b"Infinity tok/s, 1e309 tok/s, -Infinity ms TTFT at concurrency 1e309</p>"),
        ("long-line-10mb", b"1234 tok/s " * 900_000),
        ("many-numbers", b"<p>" + b" ".join(b"%d tok/s" % i for i in range(200_000)) + b"</p>"),
        ("markdown-10k-pipe-rows", b"| engine | tok/s |\n|---|---|\n" + b"| vLLM | 1234.5 |\n" * 10_000),
        ("unclosed-fence", b"```\n" + b"vLLM 1234 tok/s\n" * 10_000),
        ("comment-bomb", b"<!--" * 100_000),
        ("cdata-and-pi", b"<![CDATA[" * 10_000 + b"<?php " * 10_000),
        ("entity-flood", b"<p>" + b"&amp;&#x1F600;&#99999999;&#0;&nosuch;" * 50_000 + b"</p>"),
        ("json-deep-array", b'{"tp_size": ' + b"[" * 100_000 + b"]" * 100_000 + b', "model_path": "x"}'),
        ("json-deep-object", b'{"a":' * 100_000 + b"1" + b"}" * 100_000),
        ("json-non-finite", b'{"tp_size": NaN, "model_path": "x", "chunked_prefill_size": Infinity, '
         b'"mem_fraction_static": 1e309, "context_length": -Infinity, "version": "0.5.0"}'),
        ("json-huge-int", b'{"tp_size": ' + b"9" * 5000 + b', "model_path": "x"}'),
        ("json-huge-string", b'{"tp_size": 8, "model_path": "' + b"m" * 5_000_000 + b'"}'),
        ("json-truncated", b'{"tp_size": 8, "model_path": "x", "internal_states": [{"a": '),
        ("hf-non-finite", b'{"architectures": ["LlamaForCausalLM"], "model_type": "llama", "num_hidden_layers": 1e309, '
         b'"hidden_size": NaN, "num_attention_heads": Infinity, "num_key_value_heads": -1e309, "head_dim": 128}'),
        ("hf-wrong-types", b'{"architectures": "LlamaForCausalLM", "model_type": ["llama"], "num_hidden_layers": "80", '
         b'"hidden_size": {"x": 1}, "num_attention_heads": true, "num_key_value_heads": null}'),
        ("llamacpp-non-finite", b'{"default_generation_settings": {"n_ctx": NaN, "params": {"temperature": Infinity}}, '
         b'"total_slots": 1e309, "build_info": "b1-x", "model_path": "/m.gguf"}'),
        ("vllm-log-non-finite", b"INFO 11-20 12:00:00 [utils.py:233] non-default args: {'model': 'm', "
         b"'tensor_parallel_size': inf, 'max_model_len': nan, 'gpu_memory_utilization': -inf, 'max_num_seqs': 1e309}\n"
         b"INFO 11-20 12:00:01 [api_server.py:1] vLLM API server version 0.11.0\n"
         b"INFO 11-20 12:00:02 [x.py:1] Maximum concurrency for 8,192 tokens per request: 1" + b"0" * 400 + b".5x\n"),
        ("vllm-log-deep-repr", b"INFO 11-20 12:00:00 [utils.py:233] non-default args: " + b"{'a': " * 50_000 + b"\n"),
        ("sglang-log-non-finite", b"[2025-10-12 08:01:02] server_args=ServerArgs(model_path='m', tp_size=inf, "
         b"mem_fraction_static=nan, chunked_prefill_size=-inf, context_length=" + b"9" * 5000 + b")\n"),
        ("log-100k-lines", b"INFO 11-20 12:00:00 [utils.py:233] vLLM API server version 0.11.0\n" * 100_000),
    ]


# ---------------------------------------------------------------- bounded runs and checks


class Hang(Exception):
    """An input ran past the bound."""


@contextmanager
def bounded(seconds: float) -> Iterator[None]:
    """Raise Hang in this (main) thread when the block runs longer than `seconds`."""

    def fire(signum: int, frame: Any) -> None:
        raise Hang(f"input ran longer than {seconds:g} s")

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@dataclasses.dataclass
class Outcome:
    """What a parser did with one input."""

    ok: bool
    seconds: float
    error: str | None = None
    records: int = 0


def assert_clean_error(exc: BaseException) -> None:
    """A refused input must raise the project's own error with a short one-line message."""
    assert isinstance(exc, BenchrecError), f"escaped {type(exc).__name__}: {exc}"
    msg = str(exc)
    assert msg and "\n" not in msg and len(msg) < 2000, f"message not one short line: {msg[:300]!r}"


def assert_json_safe(obj: Any) -> None:
    """Records and dumps must serialise as strict JSON (no NaN or infinity anywhere)."""
    json.dumps(obj, allow_nan=False, ensure_ascii=False, default=str)


def run_writeup(raw: bytes, content_type: str | None = None, bound: float = INPUT_BOUND_S) -> Outcome:
    """parse_document + extract_writeup on one input, bounded in time; raise on any contract breach."""
    from extractors.content import parse_document
    from extractors.writeup import extract_writeup

    return _run(lambda: extract_writeup(parse_document(raw, content_type), 0, "http://127.0.0.1/post"), bound)


def run_dump(raw: bytes, bound: float = INPUT_BOUND_S) -> Outcome:
    """detect_kind + parse_dump on one input (bounded); a write-up by content is parsed as a write-up instead."""
    from extractors.dumps import detect_kind, parse_dump

    def go() -> Any:
        kind = detect_kind(raw)
        if kind is None:
            return None
        return dataclasses.asdict(parse_dump(raw, "dump", 0, kind))

    return _run(go, bound)


def run_pipeline(raw: bytes, bound: float = INPUT_BOUND_S) -> Outcome:
    """The whole extraction of one source (classify, parse, merge, derive, finalise), as ingest runs it."""
    from benchrec.options import Options
    from extractors.pipeline import Loaded, classify, extract_loaded
    from staging.hashing import sha256_bytes

    def go() -> Any:
        kind = classify(raw)
        entry = {"kind": kind, "path": "/tmp/hostile", "sha256": sha256_bytes(raw), "fetched_at": "2026-01-01T00:00:00+00:00"}
        return extract_loaded([Loaded("/tmp/hostile", raw, kind, None, entry)], Options(home=Path("/nonexistent-home")))

    return _run(go, bound)


def _run(fn: Callable[[], Any], bound: float) -> Outcome:
    """Run one parse under the bound and check its result or its error."""
    start = time.perf_counter()
    try:
        with bounded(bound):
            result = fn()
    except Hang:
        raise
    except Exception as exc:  # noqa: BLE001 - checked: only BenchrecError may come out
        assert_clean_error(exc)
        return Outcome(False, time.perf_counter() - start, str(exc))
    seconds = time.perf_counter() - start
    assert_json_safe(result)
    count = len(result) if isinstance(result, list) else int(result is not None)
    return Outcome(True, seconds, None, count)
