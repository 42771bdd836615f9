"""A deterministic corpus of benchmark write-ups (5-200 KB) in the patterns the extractors know, for the benchmarks.

Pages are blog posts, GitHub-issue-like threads and forum posts: page chrome (styles, scripts, navigation, sidebars,
footers) around metric tables with units in their headers, bench_serving result blocks, llama-bench tables, launch
commands, nvidia-smi banners and prose with reruns, sweeps and alternative settings. Everything is generated from a
seed, so two runs measure the same bytes.
"""

from __future__ import annotations

import html
import math
import random
from dataclasses import dataclass

SEED = 20310415
MIN_BYTES = 5 * 1024
MAX_BYTES = 200 * 1024
SMALL_BYTES = 50 * 1024
PAGE_KINDS = ("blog", "thread", "forum")

ENGINES = (("vLLM", ("0.8.5", "0.9.1", "0.10.2", "0.11.0")), ("SGLang", ("0.4.6", "0.4.9", "0.5.2", "0.5.4")),
           ("llama.cpp", ("b5820", "b6123")), ("TensorRT-LLM", ("0.19.0", "1.0.0")), ("LMDeploy", ("0.7.3", "0.9.2")))
ACCELERATORS = (("H100 SXM", 80), ("H200", 141), ("A100 80GB", 80), ("L40S", 48), ("RTX 4090", 24),
                ("RTX 3090", 24), ("MI300X", 192), ("RTX PRO 6000 Blackwell", 96), ("RTX 5090", 32), ("B200", 180))
MODELS = ("Llama-3.1-8B-Instruct", "Llama-3.3-70B-Instruct", "Qwen2.5-32B-Instruct", "Qwen3-30B-A3B",
          "Mistral-Small-24B-Instruct", "DeepSeek-R1-Distill-Qwen-14B", "gpt-oss-120b", "Gemma-3-27B-it",
          "Qwen2.5-Coder-7B-Instruct", "Phi-4")
GGUF = ("Qwen2.5-14B-Instruct-Q4_K_M.gguf", "Llama-3.1-8B-Instruct-Q8_0.gguf", "gemma-3-12b-it-Q5_K_M.gguf",
        "Mistral-Nemo-Instruct-Q6_K.gguf")
AUTHORS = ("kestrel-ops", "jmarrow", "lin-z", "tobias-k", "ravi_gpu", "quietfan", "mgrant", "oksana-d", "pbench",
           "hollis", "nadia-r", "evq")
SETTINGS = (("max_num_seqs", (64, 128, 256, 512)), ("chunked_prefill_size", (2048, 4096, 8192)),
            ("max_num_batched_tokens", (4096, 8192, 16384)), ("gpu_memory_utilization", (0.85, 0.9, 0.95)),
            ("mem_fraction_static", (0.8, 0.85, 0.88)))

FLAGS = ("--enforce-eager", "--disable-log-requests", "--trust-remote-code", "--seed 0", "--port 8000")
#: Words for prose without figures: setup notes, caveats, discussion.
SUBJECTS = ("The scheduler", "Our client", "The warm-up pass", "Prefix caching", "The tokenizer", "This box",
            "The second node", "The driver update", "Power capping", "The load generator", "CUDA graphs",
            "The KV cache", "Speculative decoding", "The container image", "Each run")
VERBS = ("keeps", "hides", "changes", "dominates", "smooths out", "stretches", "doubles", "matters for",
         "was left at its default for", "does not touch", "shifts", "explains most of")
OBJECTS = ("the tail latency", "the first request of every run", "queueing at high load", "the prefill phase",
           "memory headroom", "how batches are formed", "the long prompts", "the numbers in the next section",
           "the decode phase", "the comparison with last month", "fan noise and clocks", "the shorter outputs")
TAILS = ("so we kept it fixed.", "which is worth keeping in mind.", "and we did not tune it further.",
         "at least on this hardware.", "according to the logs.", "as far as we can tell.", "for every run below.",
         "until the cache filled up.", "even with a cold start.", "which surprised us.")
ASIDES = ("We used the stock container and changed nothing else.", "Clocks were not locked.",
          "Numbers are from the last of several passes.", "Room temperature was around 24 C.",
          "The host has 512 GB of RAM and two sockets.", "Nothing else ran on the machine.",
          "We rebooted between engines.", "Logs are attached below for anyone who wants to check.")


@dataclass(frozen=True)
class Page:
    """One generated write-up: a name, its kind and its bytes."""

    name: str
    kind: str
    raw: bytes

    @property
    def small(self) -> bool:
        """Whether the page is under 50 KB."""
        return len(self.raw) < SMALL_BYTES


def page_sizes(n: int, seed: int = SEED) -> list[int]:
    """Target sizes of n pages, log-uniform between 5 KB and 200 KB."""
    rng = random.Random(seed)
    lo, hi = math.log(MIN_BYTES), math.log(MAX_BYTES)
    return [int(math.exp(rng.uniform(lo, hi))) for _ in range(n)]


def _fmt(v: float, decimals: int = 2) -> str:
    """A number as a write-up prints it, with thousands separators above 1,000."""
    return f"{v:,.{decimals}f}" if v >= 1000 else f"{v:.{decimals}f}"


class _Writer:
    """Builds one page's HTML from seeded random choices."""

    def __init__(self, rng: random.Random, kind: str) -> None:
        self.rng = rng
        self.kind = kind
        self.engine, versions = rng.choice(ENGINES)
        self.version = rng.choice(versions)
        self.acc, self.mem = rng.choice(ACCELERATORS)
        self.count = rng.choice((1, 1, 2, 4, 8))
        self.model = rng.choice(MODELS)
        self.base = rng.uniform(40, 4000)

    # ------------------------------------------------------------ prose

    def sentence(self) -> str:
        """One sentence without a measurement."""
        r = self.rng
        return f"{r.choice(SUBJECTS)} {r.choice(VERBS)} {r.choice(OBJECTS)}, {r.choice(TAILS)}"

    def paragraph(self, n: int | None = None) -> str:
        """A paragraph of setup notes and discussion."""
        r = self.rng
        parts = [self.sentence() for _ in range(n or r.randint(3, 9))]
        if r.random() < 0.4:
            parts.insert(r.randrange(len(parts) + 1), r.choice(ASIDES))
        if r.random() < 0.3:
            parts.append(f"The card sat at {r.randint(250, 700)} W and {r.randint(55, 85)} C with "
                         f"{r.randint(60, 99)}% utilisation.")
        text = html.escape(" ".join(parts))
        if r.random() < 0.5:
            text += f' More in <a href="/notes/{r.randint(1, 999)}" class="xref">the notes</a> and <code>{r.choice(FLAGS)}</code>.'
        return f'<p class="body-text">{text}</p>'

    def discussion(self) -> str:
        """One to three paragraphs of discussion between the figures."""
        return "\n".join(self.paragraph() for _ in range(self.rng.randint(1, 3)))

    def setup(self) -> str:
        """The hardware and engine sentence most write-ups open with."""
        count = f"{self.count}x " if self.count > 1 else "one "
        tp = f" with --tensor-parallel-size {self.count}" if self.count > 1 else ""
        return (f"<p>We ran {self.engine} {self.version} on {count}{self.acc} ({self.mem} GB each){tp} and "
                f"{html.escape(self.model)} in bf16. {html.escape(self.sentence())}</p>")

    def prose_figures(self) -> str:
        """Prose with a headline figure, a rerun, a sweep and an alternative setting."""
        r = self.rng
        v = self.base * r.uniform(0.7, 1.3)
        name, values = r.choice(SETTINGS)
        chosen = r.choice(values)
        points = "; ".join(f"{x} -> {_fmt(v * r.uniform(0.85, 1.05), 0)}" for x in values)
        inp = r.choice((512, 1024, 2048, 4096))
        lines = [
            f"<p>Headline: {_fmt(v, 1)} tok/s output throughput at concurrency {r.choice((8, 16, 32, 64))} with "
            f"{inp}-token prompts and {name}={chosen}. {html.escape(self.sentence())}</p>",
            f"<p>Re-running the identical config reads {_fmt(v * r.uniform(0.97, 1.03), 1)} tok/s.</p>",
            f"<p>{name} sweep: {points} tok/s.</p>",
        ]
        if r.random() < 0.6:
            lines.append(f"<p>Backend swap: the triton attention backend gives {_fmt(v * r.uniform(0.8, 1.0), 1)} "
                         f"tok/s.</p>")
        if r.random() < 0.5:
            lines.append(f"<p>Time to first token stayed near {r.uniform(30, 400):.1f} ms and TPOT around "
                         f"{r.uniform(5, 40):.1f} ms.</p>")
        return "\n".join(lines)

    def bullet_list(self) -> str:
        """A list of setup steps."""
        items = [html.escape(self.sentence()) for _ in range(self.rng.randint(3, 7))]
        return "<ul>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"

    # ------------------------------------------------------------ structured blocks

    def metric_table(self) -> str:
        """A table with the unit in each metric header, one row per concurrency level."""
        r = self.rng
        rows = []
        for conc in (1, 2, 4, 8, 16, 32, 64, 128, 256)[: r.randint(3, 9)]:
            scale = min(conc, 64) ** 0.8
            rows.append((conc, self.base * scale * r.uniform(0.9, 1.1), r.uniform(20, 80) * (1 + conc / 16),
                         r.uniform(5, 15) * (1 + conc / 64)))
        head = ("<tr><th>Concurrency</th><th>Output throughput (tok/s)</th><th>Mean TTFT (ms)</th>"
                "<th>Mean TPOT (ms)</th></tr>")
        body = "".join(f"<tr><td>{c}</td><td>{_fmt(t, 1)}</td><td>{a:.1f}</td><td>{b:.2f}</td></tr>"
                       for c, t, a, b in rows)
        caption = (f"<p>{self.engine} {self.version}, --random-input-len {r.choice((512, 1024, 2048))} and "
                   f"--random-output-len {r.choice((128, 256, 512))}:</p>")
        return f"{caption}\n<table><thead>{head}</thead><tbody>{body}</tbody></table>"

    def launch_command(self) -> str:
        """The serve and client command lines in a code block."""
        r = self.rng
        name, values = r.choice(SETTINGS)
        flag = "--" + name.replace("_", "-")
        cmd = (f"vllm serve {self.model} --tensor-parallel-size {self.count} {flag} {r.choice(values)}\n"
               f"python benchmarks/benchmark_serving.py --model {self.model} --dataset-name random "
               f"--random-input-len {r.choice((512, 1024))} --random-output-len {r.choice((128, 256))} "
               f"--num-prompts {r.choice((200, 400, 1000))} --max-concurrency {r.choice((8, 16, 32))}")
        return f"<pre><code>{html.escape(cmd)}</code></pre>"

    def nvidia_smi(self) -> str:
        """An nvidia-smi banner line."""
        d = self.rng.choice(("550.54.15", "560.35.03", "570.124.06"))
        c = self.rng.choice(("12.4", "12.6", "12.8"))
        return (f"<pre><code>| NVIDIA-SMI {d}              Driver Version: {d}      CUDA Version: {c}     |"
                "</code></pre>")

    def bench_serving(self) -> str:
        """A serving benchmark result block as the tool prints it."""
        r = self.rng
        n = r.choice((200, 400, 1000))
        dur = r.uniform(30, 300)
        out_tps = self.base * r.uniform(0.8, 1.2)
        ttft, tpot, itl = r.uniform(20, 300), r.uniform(5, 40), r.uniform(5, 40)
        lines = [
            "============ Serving Benchmark Result ============",
            f"Successful requests:                     {n}",
            f"Benchmark duration (s):                  {dur:.2f}",
            f"Total input tokens:                      {n * 512}",
            f"Total generated tokens:                  {n * 128}",
            f"Request throughput (req/s):              {n / dur:.2f}",
            f"Output token throughput (tok/s):         {out_tps:.2f}",
            f"Total Token throughput (tok/s):          {out_tps * 5:.2f}",
            "---------------Time to First Token----------------",
            f"Mean TTFT (ms):                          {ttft:.2f}",
            f"Median TTFT (ms):                        {ttft * 0.95:.2f}",
            f"P99 TTFT (ms):                           {ttft * 2.1:.2f}",
            "-----Time per Output Token (excl. 1st token)------",
            f"Mean TPOT (ms):                          {tpot:.2f}",
            f"Median TPOT (ms):                        {tpot * 0.98:.2f}",
            f"P99 TPOT (ms):                           {tpot * 1.3:.2f}",
            "---------------Inter-token Latency----------------",
            f"Mean ITL (ms):                           {itl:.2f}",
            f"Median ITL (ms):                         {itl * 0.97:.2f}",
            f"P99 ITL (ms):                            {itl * 1.8:.2f}",
            "==================================================",
        ]
        return "<pre><code>" + "\n".join(lines) + "</code></pre>"

    def llama_bench(self) -> str:
        """A llama-bench markdown table rendered as HTML, under a heading naming the GGUF file."""
        r = self.rng
        model = r.choice(GGUF)
        rows = []
        for test in ("pp512", "pp2048", "tg128", "tg256")[: r.randint(2, 4)]:
            v = r.uniform(1500, 9000) if test.startswith("pp") else r.uniform(20, 250)
            rows.append(f"<tr><td>{model.split('-')[0].lower()} Q4_K - Medium</td><td>8.37 GiB</td><td>14.77 B</td>"
                        f"<td>CUDA</td><td>99</td><td>{test}</td><td>{v:.2f} ± {v * r.uniform(0.001, 0.03):.2f}</td></tr>")
        head = ("<tr><th>model</th><th>size</th><th>params</th><th>backend</th><th>ngl</th><th>test</th>"
                "<th>t/s</th></tr>")
        build = f"<p>build: {r.getrandbits(28):07x} ({r.randint(4000, 6500)}), CUDA backend, full offload.</p>"
        return f"{build}\n<h3>{model}</h3>\n<table><thead>{head}</thead><tbody>{''.join(rows)}</tbody></table>"

    # ------------------------------------------------------------ page chrome

    def style(self, budget: int) -> str:
        """An inline stylesheet such as themes ship, of about budget bytes."""
        rules, size, i = [], 0, 0
        while size < budget:
            rule = (f".c{i} .item-{i}{{margin:{i % 7}px {i % 5}px;color:#{self.rng.getrandbits(24):06x};"
                    f"font-size:{12 + i % 6}px;line-height:1.{i % 9}}}")
            rules.append(rule)
            size += len(rule) + 1
            i += 1
        return "<style>" + "\n".join(rules) + "</style>"

    def script(self, budget: int) -> str:
        """An embedded JSON state blob of about budget bytes and a tracking snippet, as many pages carry."""
        items, size, i = [], 0, 0
        while size < budget:
            item = f'{{"id":{i},"slug":"post-{self.rng.getrandbits(32):08x}","views":{self.rng.randint(1, 99999)}}}'
            items.append(item)
            size += len(item) + 1
            i += 1
        return (f'<script type="application/json" id="state">{{"posts":[{",".join(items)}]}}</script>'
                "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}"
                "gtag('js',new Date());gtag('config','UA-000000-1');</script>")

    def icon(self) -> str:
        """An inline SVG icon, as share buttons and headers carry."""
        pts = " ".join(f"{self.rng.randint(0, 24)},{self.rng.randint(0, 24)}" for _ in range(12))
        return f'<svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><polyline points="{pts}"/></svg>'

    def nav(self, budget: int) -> str:
        """Site navigation of about budget bytes: menus of links with icons."""
        links, size, i = [], 0, 0
        while size < budget:
            link = (f'<li class="menu-item menu-item-{i}"><a class="nav-link" href="/section/{i}">{self.icon()}'
                    f'<span class="label">Section {i}</span></a></li>')
            links.append(link)
            size += len(link)
            i += 1
        return f'<nav class="site-nav"><ul class="menu">{"".join(links)}</ul><a href="/">Home</a> 99 tok/s menu</nav>'

    def sidebar(self) -> str:
        """A sidebar of related posts (chrome: numbers in it are not measurements)."""
        items = "".join(f'<li><a href="/p/{i}">{html.escape(self.sentence())}</a> {self.rng.randint(10, 900)} tok/s'
                        f'</li>' for i in range(self.rng.randint(5, 15)))
        return f'<aside class="sidebar related"><h4>Related</h4><ul>{items}</ul></aside>'

    def footer(self) -> str:
        """The page footer."""
        return "<footer><p>Copyright 2031, 42 tok/s footer</p><p>All rights reserved.</p></footer>"


#: Share of a page's bytes that is chrome (styles, scripts, navigation): real pages are mostly markup.
CHROME_SHARE = (0.55, 0.75)
#: Every page states at least one figure in one of these patterns right after its setup sentence.
OPENING_SECTIONS = ("metric_table", "bench_serving", "llama_bench", "prose_figures")
SECTIONS: tuple[tuple[str, float], ...] = (("discussion", 5.0), ("prose_figures", 1.5), ("metric_table", 1.2),
                                           ("bench_serving", 0.8), ("launch_command", 0.8), ("llama_bench", 0.5),
                                           ("bullet_list", 1.0), ("nvidia_smi", 0.3))


def _section(w: _Writer) -> str:
    """One body section chosen by weight, sometimes under its own heading."""
    names = [n for n, _ in SECTIONS]
    weights = [wt for _, wt in SECTIONS]
    name = w.rng.choices(names, weights)[0]
    body = getattr(w, name)()
    if w.rng.random() < 0.25:
        body = f"<h2>{html.escape(w.sentence().rstrip('.'))}</h2>\n" + body
    return f'<div class="post-section section-{name}">{body}</div>'


def _thread_comments(w: _Writer, target: int, used: int) -> list[str]:
    """Thread posts, each with an author, a date and a few sections, until the page reaches its size."""
    out: list[str] = []
    i = 0
    size = used
    while size < target:
        author = w.rng.choice(AUTHORS)
        day = 1 + i % 28
        head = (f'<div class="timeline-comment-header">{author} commented <time datetime="2031-03-{day:02d}">'
                f'Mar {day}</time></div>')
        parts = []
        if i and w.rng.random() < 0.2:
            parts.append("<p>Same setup here, different numbers.</p>")
        parts.extend(_section(w) for _ in range(w.rng.randint(1, 4)))
        post = (f'<div class="timeline-comment js-comment" data-author="{author}">{head}\n' + "\n".join(parts)
                + "</div>")
        out.append(post)
        size += len(post) + 1
        i += 1
    return out


def generate_page(index: int, target_bytes: int, seed: int = SEED) -> Page:
    """One page of about target_bytes, of a kind chosen by its index and seed."""
    rng = random.Random(seed * 1_000_003 + index)
    kind = PAGE_KINDS[rng.randrange(len(PAGE_KINDS))]
    w = _Writer(rng, kind)
    title = f"{w.model} on {w.count}x {w.acc} with {w.engine}"
    host = {"blog": "example-blog.test/posts", "thread": "github.com/example-org/serving/issues",
            "forum": "example-forum.test/t"}[kind]
    chrome = int(target_bytes * rng.uniform(*CHROME_SHARE))
    head = (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
            f'<link rel="canonical" href="https://{host}/{index}"><meta name="source-kind" content="{kind}">'
            f"{w.style(chrome * 3 // 10)}{w.script(chrome * 4 // 10)}</head><body>{w.nav(chrome * 2 // 10)}"
            f"<main><article>")
    tail = f"</article></main>{w.sidebar()}{w.footer()}</body></html>"
    parts = [f"<h1>{html.escape(title)}</h1>", w.setup(), getattr(w, rng.choice(OPENING_SECTIONS))()]
    used = len(head) + len(tail) + sum(len(p) for p in parts)
    if kind == "thread":
        parts.extend(_thread_comments(w, target_bytes, used))
    else:
        while used < target_bytes:
            sec = _section(w)
            parts.append(sec)
            used += len(sec) + 1
    raw = (head + "\n".join(parts) + tail).encode("utf-8")
    return Page(f"page-{index:04d}-{kind}.html", kind, raw)


def generate_corpus(n: int, seed: int = SEED) -> list[Page]:
    """n pages with log-uniform sizes between 5 KB and 200 KB."""
    return [generate_page(i, size, seed) for i, size in enumerate(page_sizes(n, seed))]


def small_page(seed: int = SEED) -> Page:
    """A single small page (about 8 KB) for cold-start timing."""
    return generate_page(0, 8 * 1024, seed)



#: Hardware phrases of the large page's prose figures (several names, so each record resolves its own).
LARGE_PAGE_HARDWARE = ("the H100 box", "2x RTX 4090", "one A100", "an MI300X node")


def large_page(figures: int) -> bytes:
    """One write-up with `figures` table rows (a concurrency sweep, two metrics a row) and `figures` prose figures:
    a page whose cost shows whether extraction stays linear in the figures a page holds."""
    rows = "".join(f"<tr><td>{i + 1}</td><td>{100 + (i % 97) * 0.37:.2f}</td><td>{5 + i * 0.01:.2f}</td></tr>"
                   for i in range(figures))
    prose = "".join(f"<p>Run {i}: decode reached {200 + (i % 50) * 0.13:.2f} tok/s on "
                    f"{LARGE_PAGE_HARDWARE[i % len(LARGE_PAGE_HARDWARE)]}.</p>" for i in range(figures))
    return (f"<html><body><h1>vLLM 0.6.3 on 8x H100: a long sweep</h1>"
            f"<table><tr><th>concurrency</th><th>output tok/s</th><th>TTFT (ms)</th></tr>{rows}</table>"
            f"{prose}</body></html>").encode()
