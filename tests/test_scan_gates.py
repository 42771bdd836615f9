"""The methodology scan's gates are for speed only: a gated scan finds exactly what the ungated scan finds."""

from __future__ import annotations

import random
import re

import pytest

from extractors import methodology, rules
from extractors.content import Document, parse_document
from extractors.methodology import Mention, find_mentions, line_masks
from extractors.numbers import ImplausibleNumber

#: Fragments a line of a write-up is made of: every family's trigger words, accelerator names beside the words that
#: hold their gate letters ("output", "p99"), white space other than a space, and the letters that fold to ASCII.
ATOMS = (
    "TPU v5e", "tpu\u2028v4", "TPU\tv5p", "TPU\nv5", "output", "throughput", "http", "p99", "P100", "Tesla P100", "p50",
    "Arc A770", "arc\u00a0B580", "Arc Pro B60", "search", "8x H100", "H100 SXM", "2x 3090", "3090s", "my 4090",
    "RTX PRO 6000", "MI300X", "Gaudi 3", "M2 Ultra", "A100-SXM4-80GB", "RX 7900 XTX", "GB200 NVL72", "L40S", "T4",
    "--tp 4", "-tp 2", "TP=8", "tp_size: 2", "TP4", "tensor parallel 2", "TPOT", "--ep-size 8", "EP 4", "deep", "step",
    "dp=2", "--dp 2", "--pp 2", "pipeline parallel 2", "vLLM v0.6.3", "SGLang 0.4.1", "sglang==0.4.3", "lmsysorg/sglang:v0.4.1",
    "llama.cpp build: 4567", "version: b1234", "commit abc1234", "sha 1234abcd", "rev 9f8e7d6", "driver 550.54.15",
    "Driver/CUDA: 550.54/12.4", "CUDA 12.4", "NVLink", "PCIe 4.0", "no NVLink", "xGMI", "--max-concurrency 64",
    "concurrency 32", "batch size 16", "bs=8", "--num-prompts 100", "1000 prompts", "dataset: sharegpt", "cold cache",
    "warm", "prefix caching", "Model: Llama-3.1-70B-Instruct", "Qwen2.5-7B", "DeepSeek-V3", "input 1024",
    "ISL/OSL 1024/128", "1024/128", "output length 256", "max_tokens=512", "generated 200 tokens", "usage field",
    "SSE chunks", "tokenizer count", "server-side metrics", "mean_input_tokens: 100", "eval count: 5",
    "context prefill 128K", "genai-perf", "bench_serving", "\u0130", "\u212a", "\n", "\n", "\n\n", " | ", "==", ":", "=",
    "/", "--gpu-memory-utilization 0.9", "max_num_seqs = 256", "\u0661\u0660\u0660", "H\u0661\u0660\u0660", "\r",
    "\x0c", "tok/s", "1,234.5 tok/s", "12 ms TTFT", "9" * 40,
    "1k in / 256 out", "128 input / 2048 output tokens", "2048 input tokens", "100 tokens out", "prompts of 100 tokens",
    "1024 token prompts", "generating 300 tokens", "200 output tokens", "vllm/vllm-openai:v0.6.3", "a/b:1.2", "out",
)


def ungated_mentions(doc: Document) -> list[Mention]:
    """The scan with every gate open: what the gates must never change."""
    out: list[Mention] = []
    for bi, blk, base, line in methodology._scanned_lines(doc):
        try:
            methodology.scan_line(line, base, blk, bi, out)
        except ImplausibleNumber:
            continue
    out.sort(key=lambda m: m.start)
    return out


def reference_mask(line: str) -> int:
    """A line's gate mask found on the line alone, gate by gate."""
    low = line.lower()
    mask = 0
    for key, bit in rules.GATE_BITS.items():
        if key == "accelerator":
            hit = rules.ACCELERATOR_GATE_RE.search(low) is not None
        else:
            hit = any(re.search(_literal_pattern(lit), low)
                      for lit in (rules.SCAN_GATES[key] if isinstance(key, str) else key))
        mask |= bit if hit else 0
    return mask


def _literal_pattern(lit: str) -> str:
    """A gate literal as a regular expression: \\b at either end is a word boundary there."""
    core = re.escape(lit.removeprefix("\\b").removesuffix("\\b"))
    return ("(?<!\\w)" if lit.startswith("\\b") else "") + core + ("(?!\\w)" if lit.endswith("\\b") else "")


def _texts(seed: int, n: int, atoms: tuple[str, ...] = ATOMS) -> list[str]:
    """n texts of random fragments."""
    rnd = random.Random(seed)
    return [" ".join(rnd.choice(atoms) for _ in range(rnd.randint(1, 40))) for _ in range(n)]


#: The fragments whose lower-casing keeps their length (İ becomes two characters).
SAME_LENGTH_ATOMS = tuple(a for a in ATOMS if len(a.lower()) == len(a))


def _docs(seed: int, n: int) -> list[Document]:
    """n documents from random fragments, as plain text and as HTML (paragraphs and a pre block) in turn."""
    out = []
    for i, body in enumerate(_texts(seed, n)):
        if i % 2:
            html = "<html><body><p>" + body.replace("\n", "</p><p>") + "</p><pre>" + body + "</pre></body></html>"
            out.append(parse_document(html.encode(), "text/html"))
        else:
            out.append(parse_document(body.encode(), "text/plain"))
    return out


def test_every_gate_has_its_literals_in_the_literal_table() -> None:
    """Each gate's bit is carried by each of its literals (the accelerator gate by its pattern)."""
    by_literal = dict(rules.GATE_LITERAL_BITS)
    for key, bit in rules.GATE_BITS.items():
        if key == "accelerator":
            continue
        for lit in rules.SCAN_GATES[key] if isinstance(key, str) else key:
            assert by_literal[lit] & bit


@pytest.mark.parametrize("text", [
    "", "a", "tp", "x\ntp", "tp\n", "\n\n--tp 2\n", "output\nTPU v5", "TPU\nv5", "tpu v5 at the end",
    "p99 p100", "search arc\tB580", "==\n==", "TP=2\noutput: 5\nTPOT", "x_tp=2 ep tokens out", "outputs\nstep",
    "H\u0661\u0660\u0660 on one line\nand \u0661\u0662 on the next", "tpu v\u0665\nv\u0665 tpu", "arc\n", "xarc b580",
    *_texts(3, 40, SAME_LENGTH_ATOMS)])
def test_line_masks_agree_with_each_line_gated_alone(text: str) -> None:
    """Gating every line of a text at once gives each line the mask it has on its own."""
    lines = text.split("\n")
    starts, pos = [], 0
    for line in lines:
        starts.append(pos)
        pos += len(line) + 1
    ends = [s + len(line) for s, line in zip(starts, lines)]
    assert line_masks(text.lower(), starts, ends) == [reference_mask(line) for line in lines]


def test_every_accelerator_gate_word_is_a_match_of_the_gate_pattern() -> None:
    """The words found with the literals say no more than ACCELERATOR_GATE_RE (the tail, where given, follows)."""
    for word, tail in rules.ACCELERATOR_GATE_WORDS:
        text = word + {None: "", "[^\\S\\n]*v\\d": " v5", "[^\\S\\n]": " ", "[^\\S\\n]*\\d": " 9"}[
            tail.pattern if tail else None]
        assert rules.ACCELERATOR_GATE_RE.fullmatch(text), text
        assert line_masks(text, [0], [len(text)])[0] & methodology.ACCELERATOR_BIT


def test_line_masks_open_every_gate_where_lower_casing_moves_positions() -> None:
    """İ lower-cases to two characters: no literal's position can be trusted, so every gate is open."""
    assert line_masks("\u0130nput\nx", [0, 7], [6, 8]) == [-1, -1]


def test_line_masks_ignore_text_between_lines() -> None:
    """A literal outside every line, or running past a line's end, opens nothing."""
    text = "tp | --ep 2 | vllm"
    assert line_masks(text, [5, 15], [10, 16]) == [reference_mask(text[5:10]), reference_mask(text[15:16])]


@pytest.mark.parametrize("name", ["TPU v5e", "TPU\tv5p", "Arc A770", "Arc Pro B60", "P100", "8x H100", "MI300X", "Gaudi 3",
                                  "M2 Ultra", "RX 7900 XTX", "2x 3090", "3090s", "GB200", "L4", "T4", "V100",
                                  "RX 9070 XT", "Radeon 8060S", "Ryzen AI Max+ 395", "Jetson AGX Orin", "Trillium",
                                  "TITAN RTX", "AGX Orin", "Orin Nano", "AGX Xavier", "DGX Spark", "GB10"])
def test_the_accelerator_gate_opens_on_every_accelerator_name(name: str) -> None:
    """A name the accelerator pattern reads always opens its gate."""
    assert rules.ACCELERATOR_RE.search(name)
    assert rules.ACCELERATOR_GATE_RE.search(name.lower())


@pytest.mark.parametrize("word", ["output", "throughput", "p99 latency", "search", "March", "rx queue", "proxy"])
def test_the_accelerator_gate_stays_shut_on_common_words(word: str) -> None:
    """Words that hold a gate letter but no accelerator name keep the gate shut (the speed it is there for)."""
    assert rules.ACCELERATOR_GATE_RE.search(word.lower()) is None


@pytest.mark.parametrize("seed", range(6))
def test_gated_scan_finds_what_the_ungated_scan_finds(seed: int) -> None:
    """On random write-ups of every family's trigger words, the gated scan changes no mention."""
    for doc in _docs(seed, 60):
        assert find_mentions(doc) == ungated_mentions(doc)


@pytest.mark.parametrize("alias", sorted({a for aliases in rules.ENGINES.values() for a in aliases}))
def test_the_engine_gate_opens_on_every_engine_alias(alias: str) -> None:
    """An engine named by any of its aliases is scanned: the gate holds a literal of each."""
    assert any(literal in alias.lower() for literal in rules.ENGINE_GATE), alias
    written = alias.upper() if len(alias) <= 3 else alias  # "SGL" and "TGI" are engines only in capitals
    doc = parse_document(f"<p>Served with {written} on one GPU.</p>".encode(), "text/html")
    assert [m.value for m in find_mentions(doc) if m.key == "engine"], alias
