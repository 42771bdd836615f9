"""Extraction rules as data: selectors, vocabularies, unit spellings, metric words and patterns, compiled once."""

from __future__ import annotations

import re

from extractors.rxfirst import alternation, compile_first, longest_first

# ------------------------------------------------------------------ content: limits and selectors

MAX_DOCUMENT_BYTES = 12 * 1024 * 1024
BINARY_SNIFF_BYTES = 65536
MAX_CONTROL_RATIO = 0.05
#: Byte-order marks of the wide encodings (UTF-32 and UTF-16), whose text is
#: re-encoded as UTF-8 before the binary check; and UTF-8's own mark, put in front of it.
WIDE_BOMS = (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff", b"\xff\xfe", b"\xfe\xff")
UTF8_BOM = b"\xef\xbb\xbf"
#: The bytes that are not control characters (tab, newline, form feed and carriage return are text): deleting them
#: from the sniffed head leaves its control characters.
NON_CONTROL_BYTES = bytes(b for b in range(256) if b >= 32 or b in (9, 10, 12, 13))
MAX_TREE_DEPTH = 400
MAX_DEEP_TEXT = 20000
MAX_TABLE_ROWS = 5000
#: The most columns or rows one table cell is read as spanning (colspan, rowspan).
MAX_CELL_SPAN = 64
#: A page with more figures than this (table cells, tool lines and prose figures together) is refused, not cut
#: short: no write-up a reviewer can check holds that many, and a 12 MB table of numbers would otherwise take
#: gigabytes and minutes and stage tens of thousands of drafts.
MAX_FIGURES = 20_000
#: How many headlines of one value a table's rows may give before a further equal figure in another of its rows is
#: taken as a restatement (writeup._group_repeats).
MAX_EQUAL_ROW_FIGURES = 64
#: Lines longer than this are not scanned for measurements (minified junk, not prose).
MAX_SCAN_LINE = 20000
#: Text beyond this many characters is not scanned at all.
MAX_SCAN_CHARS = 3_000_000
#: A number with more digits than this is no figure or setting (1e30 tok/s is not a measurement; longer runs
#: overflow a float or Python's integer parsing): the figure or mention holding it is skipped.
MAX_NUMBER_DIGITS = 30
#: A start tag holding more attributes than this keeps only the first ones: libxml2's HTML parser checks each
#: attribute against all before it (quadratic), so 100 000 attributes on one tag would take minutes.
MAX_TAG_ATTRIBUTES = 1000
#: Only a tag this long can hold more than MAX_TAG_ATTRIBUTES attributes (each takes 2 or more characters).
LONG_TAG_RE = compile_first(r"<(?!!)[^<>]{%d,}" % (2 * MAX_TAG_ATTRIBUTES))
#: One attribute of a start tag: a name and an optional quoted or bare value.
TAG_ATTRIBUTE_RE = compile_first(r"""[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]*))?""")
CELL_SEPARATOR = " | "
#: A number as a cell writes it, with thousands and a k: "3,998.7", "2.2k".
WRITTEN_NUMBER_RE = re.compile(r"(?P<num>\d[\d,]*(?:\.\d+)?)\s*(?P<k>[kK])?")
#: Pipe-separated paragraph lines (an unrendered markdown table) read as a table: at least a header and two rows.
PIPE_PARAGRAPH_MIN_LINES = 3

HTML_SNIFF_RE = re.compile(rb"^\s*(?:\xef\xbb\xbf)?\s*<|<html|<body|<!doctype", re.I)
SKIP_TAGS = frozenset({"script", "style", "noscript", "nav", "footer", "aside", "form", "iframe", "svg", "button",
                       "template", "head", "select", "textarea", "input", "canvas", "object", "embed", "video",
                       "audio", "map"})
#: A form is chrome (search, login, sign-up) unless a class token says it holds a post's text: old Reddit wraps every
#: post body in <form class="usertext ...">.
POST_FORM_CLASS_TOKENS = frozenset({"usertext"})
#: Dropped at page level, kept inside a comment (where a header carries author and date).
CHROME_TAGS = frozenset({"header"})
SKIP_CLASS_TOKENS = frozenset({"sidebar", "navbar", "breadcrumb", "breadcrumbs", "cookie", "share", "sharing",
                               "newsletter", "disqus", "advert", "ads", "related", "menu", "toc", "reactions",
                               "signup", "subscribe", "social", "pagination", "suggested"})
SKIP_STRING_TYPES = frozenset({"Comment", "Doctype", "Declaration", "ProcessingInstruction", "CData"})
BLOCK_TAGS = frozenset({"p", "div", "section", "article", "main", "li", "ul", "ol", "dl", "dd", "dt", "blockquote",
                        "h1", "h2", "h3", "h4", "h5", "h6", "header", "figure", "figcaption", "details", "summary",
                        "tr", "td", "th", "hr", "body"})
#: A table used for page layout (Hacker News, old forums), not for data: it holds another table, or a cell holds one
#: of these block elements, or it is one column of cells holding divs or paragraphs. Its cells are read as blocks
#: of text, not as rows of cells.
LAYOUT_TABLE_TAGS = ("table", "pre", "blockquote", "h1", "h2", "h3", "h4")
LAYOUT_CELL_BLOCK_TAGS = ("div", "p")
#: A definition list reads as a two-column table (term | description) when it is a list of short pairs: no
#: description holds one of these block elements or more than DL_MAX_CELL_CHARS characters.
DL_BLOCK_CHILD_TAGS = frozenset({"p", "div", "pre", "table", "ul", "ol", "dl", "blockquote", "h1", "h2", "h3", "h4",
                                 "h5", "h6", "section", "article", "figure", "details"})
DL_MAX_CELL_CHARS = 200
HEADING_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: A thread's posts: GitHub timeline comments, Discourse posts, HF discussion posts, Reddit comments.
COMMENT_TAGS = frozenset({"shreddit-comment", "shreddit-post"})
COMMENT_CLASSES = ("comment", "timeline-comment", "timeline-comment-group", "js-comment", "topic-post", "discussion-comment", "post",
                   "thing", "comment-body-container", "answer")
COMMENT_ATTRS = ("data-post-id", "data-comment-id")
#: A blog's comment section by its class or id ("<section class="comments">"): each element right under it is one post
#: whatever its own class ("<div class="c">"). Looked for only in pages whose HTML holds one of the gate's literals.
COMMENT_LIST_GATE = ("comments", "comment-list", "commentlist")
COMMENT_LIST_XPATH = "//*[contains(@class, 'comment') or @id='comments']"  # (then read by class token)
COMMENT_LIST_TOKENS = frozenset({"comments", "comment-list", "commentlist"})
COMMENT_LIST_ITEM_TAGS = frozenset({"div", "li", "article"})
#: The elements a post is written as (a table holding one lays out a page).
POST_CONTAINER_TAGS = ("div", "article", "section", "li", *sorted(COMMENT_TAGS))
COMMENT_CLASS_SET = frozenset(COMMENT_CLASSES)
COMMENT_HEADER_CLASSES = ("timeline-comment-header", "topic-meta-data", "comment-header", "post-header")
AUTHOR_ATTRS = ("data-author", "author", "data-username")
AUTHOR_SELECTORS = (".author", "a.author", "[itemprop=author]", ".username", ".comment-author", ".names .username",
                    ".hnuser", ".user-details a")
HEADER_AUTHOR_RE = compile_first(r"@?([\w.-]+)")
ISO_DATE_RE = compile_first(r"\d{4}-\d{2}-\d{2}")
MD_FENCE_RE = compile_first(r"^\s*(```|~~~)")
MD_HEADING_RE = compile_first(r"^(#{1,6})\s+\S")
MD_TABLE_RULE_RE = compile_first(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
MD_LIST_RE = compile_first(r"^\s*(?:[-*+]|\d+[.)])\s+")

# ------------------------------------------------------------------ numbers and units

#: The spaces that group a number's thousands ("6\u202f853"): no-break, narrow no-break and thin. They never stand
#: between two numbers, so unlike a plain space they are read as part of the number; text keeps them (DIGIT_GROUP_RE).
GROUP_SPACES = "\u00a0\u202f\u2009"
DIGIT_GROUP_RE = compile_first(r"(?<=\d)([" + GROUP_SPACES + r"])(?=\d{3}(?!\d))")
NUM = (r"\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d{1,3}(?:[" + GROUP_SPACES + r"]\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d+)?"
       r"|\.\d+")
#: A page that writes decimal commas ("238,4 tok/s", "7.850 Token"): a comma with one or two digits after it that no
#: list goes on from is a decimal comma; a point with one or two digits after it a decimal point. A page is read as
#: writing decimal commas when it has at least DECIMAL_COMMA_MIN of them and DECIMAL_COMMA_RATIO times its points.
DECIMAL_COMMA_RE = re.compile(r"(?<![\w.,])\d+,\d{1,2}(?!\d|[.,]\d)")
DECIMAL_POINT_RE = re.compile(r"(?<![\w.,])\d+\.\d{1,2}(?!\d|[.,]\d)")
#: The cheap first look for one: a comma with one or two digits after it (led by its literal comma, so the regex
#: engine skips to each comma; a page with fewer than DECIMAL_COMMA_MIN of them after a digit is not looked at again).
DECIMAL_COMMA_GATE_RE = re.compile(r",\d{1,2}(?!\d|[.,]\d)")
DECIMAL_COMMA_MIN = 3
DECIMAL_COMMA_RATIO = 2
#: A page of both (a tool's JSON copied with points, its prose with commas) is read part by part where its commas are
#: at least this share of its points.
DECIMAL_COMMA_MIXED_RATIO = 0.5
#: A number as such a page writes it (thousands grouped by points, a decimal comma): read with the two swapped
#: ("7.850" as 7,850, "238,4" as 238.4), which keeps every position. Versions and dates ("0.12.11", "14.11.2025",
#: "581.57") are not numbers of this shape and stay as written.
DECIMAL_COMMA_NUMBER_RE = re.compile(r"(?<![\w.,])(?:\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?|"
                                     r"\d+,\d+)(?![^\W\u00b9\u00b2\u00b3\u2070-\u2079]|[.,]\d)")  # (a footnote mark may follow)
#: Points and commas swap; a space grouping thousands ("1 032,4", French) becomes a comma.
DECIMAL_COMMA_SWAP = str.maketrans(".,\u00a0\u202f ", ",.,,,")
#: What a number as written loses on its way to a value: its thousands separators.
NUMBER_SEPARATORS = str.maketrans("", "", "," + GROUP_SPACES)
NUM_RE = compile_first(NUM)
#: A digit (of any script, as \d reads them): a text without one states no figure.
DIGIT_RE = compile_first(r"\d")
#: Unit spellings -> canonical unit and factor to the canonical unit.
UNIT_SPELLINGS: dict[str, tuple[str, float]] = {
    "tok/s": ("tok/s", 1.0), "tok/sec": ("tok/s", 1.0), "toks/s": ("tok/s", 1.0), "tokens/s": ("tok/s", 1.0),
    "tokens/sec": ("tok/s", 1.0), "tokens/secs": ("tok/s", 1.0), "token/s": ("tok/s", 1.0), "token/sec": ("tok/s", 1.0), "t/s": ("tok/s", 1.0),
    "tokens per second": ("tok/s", 1.0), "tokens per sec": ("tok/s", 1.0), "token per second": ("tok/s", 1.0),
    "tokens a second": ("tok/s", 1.0), "tokens a sec": ("tok/s", 1.0),
    "tok per sec": ("tok/s", 1.0), "tps": ("tok/s", 1.0), "tokens/second": ("tok/s", 1.0),
    "tok/s/gpu": ("tok/s", 1.0), "tokens/s/gpu": ("tok/s", 1.0), "tok/s per gpu": ("tok/s", 1.0),
    "tk/s": ("tok/s", 1.0), "t/sec": ("tok/s", 1.0), "tokens / s": ("tok/s", 1.0), "tokens/min": ("tok/s", 1 / 60),
    "tokens per minute": ("tok/s", 1 / 60),
    "req/s": ("req/s", 1.0), "requests/s": ("req/s", 1.0), "requests per second": ("req/s", 1.0),
    "req/sec": ("req/s", 1.0), "requests/sec": ("req/s", 1.0), "rps": ("req/s", 1.0), "qps": ("req/s", 1.0), "req/min": ("req/s", 1 / 60),
    "requests/min": ("req/s", 1 / 60), "requests per minute": ("req/s", 1 / 60),
    "ms": ("ms", 1.0), "msec": ("ms", 1.0), "milliseconds": ("ms", 1.0),
    "ms/token": ("ms", 1.0), "ms/tok": ("ms", 1.0), "ms per token": ("ms", 1.0), "ms per output token": ("ms", 1.0),
    "s": ("ms", 1000.0), "sec": ("ms", 1000.0), "secs": ("ms", 1000.0), "seconds": ("ms", 1000.0),
    "second": ("ms", 1000.0), "s/tok": ("ms", 1000.0), "s/token": ("ms", 1000.0), "sec/token": ("ms", 1000.0),
    "seconds per token": ("ms", 1000.0), "s per token": ("ms", 1000.0),
    # Portuguese and Spanish write-ups ("tempo até o primeiro token em segundos")
    "segundos": ("ms", 1000.0), "milissegundos": ("ms", 1.0), "milisegundos": ("ms", 1.0),
    "tokens por segundo": ("tok/s", 1.0), "token por segundo": ("tok/s", 1.0), "tokens/segundo": ("tok/s", 1.0),
    # German write-ups ("5,4 Sekunden bis zum ersten Token", "238 Token pro Sekunde")
    "sekunden": ("ms", 1000.0), "millisekunden": ("ms", 1.0), "token pro sekunde": ("tok/s", 1.0),
    "tokens pro sekunde": ("tok/s", 1.0), "anfragen/s": ("req/s", 1.0), "anfragen pro sekunde": ("req/s", 1.0),
    # Russian write-ups ("485,0 ток/с", "TTFT p50, мс", "11,8 сек"; not a bare "с", which is also "with")
    "ток/с": ("tok/s", 1.0), "ток/сек": ("tok/s", 1.0), "токенов/с": ("tok/s", 1.0), "токенов/сек": ("tok/s", 1.0),
    "токенов в секунду": ("tok/s", 1.0), "токена в секунду": ("tok/s", 1.0), "мс": ("ms", 1.0),
    "сек": ("ms", 1000.0), "секунд": ("ms", 1000.0), "секунды": ("ms", 1000.0), "секунду": ("ms", 1000.0),
    # Japanese and Chinese ("TTFT 9.6 秒", "首 token 延迟 120 毫秒")
    "秒": ("ms", 1000.0), "毫秒": ("ms", 1.0), "トークン/秒": ("tok/s", 1.0), "トークン/s": ("tok/s", 1.0),
    # Korean ("TTFT P99가 5.3초에서 7.9초로": a particle may follow the unit; "처리량 (토큰/초)")
    "초": ("ms", 1000.0), "토큰/초": ("tok/s", 1.0), "토큰/s": ("tok/s", 1.0), "밀리초": ("ms", 1.0),
}
#: Spellings of a time per token: a figure in one is a per-token latency (TPOT) where no word names another metric.
PER_TOKEN_UNITS = frozenset({"ms/token", "ms/tok", "ms per token", "ms per output token", "s/tok", "s/token",
                             "sec/token", "seconds per token", "s per token"})
#: The spellings longest first (so "tok/s per gpu" wins over "tok/s"), grouped by first letter (rxfirst.alternation).
_UNIT_ALT = alternation([re.escape(u).replace(r"\ ", r"\s+") for u in longest_first(UNIT_SPELLINGS)])
#: Where a sentence of a block ends: white space after a stop before a capital, an opening mark or a dash, or after a
#: bracket's stop before a digit ("... ($0.04/M). 8k/1k for gpt-oss is being re-run"); a Chinese stop; a newline.
#: Names written in lower case that still open a sentence ("TTFT 0.21s. vLLM: 34.9 tok/s").
LOWER_CASE_OPENERS = ("vLLM", "llama.cpp", "llama-bench", "llama-server", "exllamav2", "ktransformers", "lmdeploy",
                      "mlx", "ollama", "tabbyAPI")
_SENTENCE_END = (r"(?<=[.!?;])\s+(?=[A-Z(\"'`*-]|(?:" + "|".join(re.escape(w) for w in LOWER_CASE_OPENERS)
                 + r")(?![\w-]))|(?<=\)\.)\s+(?=\d)|\n")
SENTENCE_END_RE = compile_first(_SENTENCE_END)
#: The same where a text holds a Chinese full stop, exclamation, question mark or semicolon (CJK_STOPS), each of which
#: ends a sentence too (a pattern of its own: texts without them do not pay for it).
CJK_STOPS = "。！？；"
SENTENCE_END_CJK_RE = compile_first(_SENTENCE_END + r"|(?<=[" + CJK_STOPS + r"])\s*")
#: A value with its unit in prose: "52.3k tok/s", "6,853 tokens per second", "115 ms", "10.5 ± 0.3 t/s".
VALUE_UNIT_RE = compile_first(
    r"(?<![\w.,/-])(?P<approx>~|≈|about\s+|around\s+|roughly\s+)?(?:(?<=\bfrom\s)(?P<fr>))?+"
    r"(?:(?<=\bbetween\s)(?P<bt>))?+(?P<num>" + NUM + r")(?P<k>\s?[kK](?![a-zA-Z]))?"
    # "41-52 tok/s" and "between 41 and 52 tok/s" are ranges; "from 41.0 to 52.5 tok/s" is a change, read as two
    # figures (SHARED_UNIT_RE)
    r"(?(fr)|(?:\s*(?P<range>-|–|to|(?(bt)and|(?!)))\s*(?P<num2>" + NUM + r")(?P<k2>[kK])?)?)(?P<plus>\+)?"
    r"(?:\s*(?:±|\+/-|\+-)\s*(?P<pm>" + NUM + r"))?"
    r"(?:\s*(?P<kindw>total|output|input|prompt|generated)\s+(?=tok|token))?"
    # (a Korean, Japanese or Chinese particle may follow the unit: "1.13 秒でした", "120ms로")
    r"\s*(?P<unit>" + _UNIT_ALT + r")(?![^\W\uac00-\ud7a3\u3040-\u30ff\u4e00-\u9fff]|/(?!\s*(?:user|stream|request|sequence|"
    r"client)\b))"
    # ("6,853 tok/s output", "2,310 tokens/sec of output", "3,305 t/s prompt")
    r"(?:\s+(?:of\s+)?(?:(?P<kstat>aggregate|peak|average|mean|median|sustained)\s+)?(?P<kinda>output|total|generated|"
    r"prompt(?!\s+(?:processing|process|eval\w*|phase|speed|throughput|rate)\b))\b"
    r"(?!\s+(?:length|len|tokens?|size|of)\b))?", re.I)
#: A four-digit whole number with an "s" glued on is a plural name ("on the 3090s", "two 4090s"), not seconds.
PLURAL_NAME_RE = compile_first(r"\d{4}s")
#: Minutes written before a figure in seconds ("4 min 12 s"): the figure is the tail of one duration, not one alone.
MINUTES_BEFORE_RE = compile_first(r"(?<![\w.,])\d{1,3}\s*(?:min|mins|minutes?)\s*(?:and\s+)?$", re.I)
#: The token kind written between a figure and its unit ("5053.78 output tokens/s", "15161.34 total tokens/s"), or
#: right after the unit ("6,853 tok/s output"; a later figure of the sentence with no metric word takes it too).
UNIT_KIND_WORDS = {"total": "total_tok_s", "output": "output_tok_s", "generated": "output_tok_s",
                   "input": "prefill_tok_s", "prompt": "prefill_tok_s"}
#: A llama-bench test named right after a figure's unit ("18.71 t/s on tg128 and 301.5 t/s on pp512"): the figure's own
#: test, whatever metric word stands before it. By the test's letters.
TEST_AFTER_UNIT_RE = compile_first(r"\s+(?:on|in|for|at)\s+(?:the\s+)?(?P<w>(?P<t>pp|tg)\d{2,6})\b", re.I)
TEST_AFTER_UNIT_METRICS = {"pp": "prefill_tok_s", "tg": "decode_tok_s"}
#: A llama-bench test's figure with no unit of its own, after another test's figure in tok/s in the same sentence
#: ("pp512 is now 201.36 ± 0.52 t/s, tg128 17.94 ± 0.03"): that figure's unit, the test's metric.
UNITLESS_TEST_FIGURE_RE = compile_first(r"(?<![\w-])(?P<w>(?P<t>pp|tg)(?P<n>\d{2,6}))(?!\d)"
                                        r"(?:\s*[:=]\s*|\s+(?:(?:is|was|at|of)\s+)?)"
                                        r"(?P<num>\d+(?:\.\d+)?)(?:\s*(?:±|\+/-|\+-)\s*(?P<pm>\d+(?:\.\d+)?))?"
                                        r"(?!\s*(?:[\w/%×]|[.,]\d))", re.I)
#: The word right before a bare number, which may make the two a name ("Gaudi 2"), within WORD_BEFORE_CHARS.
WORD_BEFORE_RE = compile_first(r"(?<![\w-])(?P<w>[A-Za-z][\w-]*)\s+$")
WORD_BEFORE_CHARS = 24
#: A bare number sharing the unit of the next: "(50.5 down to 39.6 tok/s)", "from 40 to 52 tok/s".
SHARED_UNIT_RE = compile_first(r"(?<![\w.,/-])(?P<num>" + NUM + r")(?P<k>[kK])?\s*(?:tok/s\s*)?"
                            r"(?:vs\.?|versus|down to|up to|->|→|to|and|or)\s*$", re.I)
#: What before such a bare number makes it a setting's or workload's value ("--max-num-seqs 64 -> 812 tok/s",
#: "output length 2048 -> 790 tok/s", "num_ctx 8192 and 22.4 tokens/s"), not a figure.
SETTING_BEFORE_RE = compile_first(r"(?:(?<![\w-])--[a-z][\w-]*[\s=]+|(?<![\w-])[a-z][a-z0-9_]{2,}\s*=\s*|"
                               r"(?<![\w-])[a-z][a-z0-9]*_[a-z0-9_]+\s+|"
                               r"\b(?:length|len|size|concurrency|batch|bs|isl|osl)\s*[=:]?\s*)$", re.I)
#: What stands between the figures of a list, each with its own unit and a label after it ("p50 0.38 s on Modal, 0.44 s
#: on RunPod, 0.35 s on Baseten"): the earlier figure's label, a comma. A figure after it named by no metric word of
#: its own, labelled with the same word, is of the earlier figure's metric. Group: p (the label's preposition).
LISTED_FIGURE_GAP_RE = compile_first(r"\s*(?P<p>on|for|with|via)\s+[^\s,;.:()]+(?:\s+[^\s,;.:()]+){0,2}\s*,\s*"
                                     r"(?:and\s+)?", re.I)
#: An earlier item of a list of bare numbers sharing the last one's unit: the "41.8, " of "41.8, 41.5 and 42.1 tok/s".
LIST_ITEM_BEFORE_RE = compile_first(r"(?<![\w.,/-])(?P<num>" + NUM + r")(?P<k>[kK])?\s*,\s*$")
#: A metric word starting this close after a figure's unit names that figure ("0.9 s to first token", "120 ms TTFT").
METRIC_RIGHT_AFTER = 4
#: What stands between a figure's unit and a bracketed note after it, whose metric word is that figure's: "1,723
#: tokens/sec prefill (pp2048) and 55 tokens/sec decode": "pp2048" names the prefill, not the 55.
TRAILING_NOTE_GAP_RE = re.compile(r"\s*(?:[^\W\d][\w-]*\s*)?\(\s*")
#: ... or after an article elided onto it, which counts as no gap ("1.190 token/s nell'elaborazione del prompt").
ELIDED_ARTICLE_GAP_RE = compile_first(r"\s+(?:nell|dell|all|dall|sull|l|d)['\u2019]", re.I)
#: How far after a tok/s figure a spec word still makes it a spec ("7K tok/s looks like the ceiling"); the window
#: stops at the clause's end, so "29.5 tok/s, which is 82% of the ceiling" stays a measurement.
SPEC_AFTER_CHARS = 40
#: How far before a figure a spec word may end ("theoretical peak of 9,000 tok/s").
SPEC_BEFORE_CHARS = 50
#: What may stand between a figure and a spec word of its own noun phrase ("200 ms p99 TTFT target"): such a word
#: is the figure's before any other's.
SPEC_NOUN_GAP_RE = compile_first(r"\s*(?:(?:p\d{2}|mean|median|avg|TTFT|TPOT|ITL|E2E|latency|throughput|decode|prefill|"
                                 r"output|first[\s-]token)\s+){0,3}", re.I)
CLAUSE_BREAK_RE = compile_first(r"[,;:(，；：（、]|\s[—–-]\s")
#: Words that join two figures of a sentence: a load after one of them belongs to the figure it follows.
FIGURE_JOIN_RE = compile_first(r"\b(?:and|vs\.?|versus|while|whereas|but|compared)\b", re.I)
#: How far after a figure's unit a load written right after it may start ("tok/s at a batch size of 64").
LOAD_RIGHT_AFTER_CHARS = 30
#: A table cell's leading number (with a ± deviation and a k suffix), any unit written in it, and a footnote mark
#: after them ("3,297*", "3,410†").
CELL_NUMBER_RE = re.compile(r"\s*(?:[~\u2248]\s*)?(?P<n>" + NUM + r")(?P<k>[kK](?![a-zA-Z]))?(?:\s*(?:±|\+/-)\s*(?P<pm>"
                            + NUM + r"))?"
                            # the runs' min-max in brackets after it: "41.7 (41.2–42.0)"
                            r"(?:\s*\(\s*(?P<lo>" + NUM + r")\s*[–—-]\s*(?P<hi>" + NUM + r")\s*\))?\s*(?P<u>(?i:" + _UNIT_ALT + r")|[A-Za-z/]+(?:/[A-Za-z]+)?)?"
                            # a word of note in brackets: "≈1.382 (calculado)", "1.987 (pp512)"
                            r"(?:\s*\([^\W\d][^()]{0,24}\))?\s*[*†‡§¶\u00b9\u00b2\u00b3\u2070-\u2079]{0,3}\s*$")
#: A header naming two statistics of one metric ("TTFT avg / p99 (ms)") over cells holding both ("96 / 112"): the
#: first is the figure's, the second kept beside it.
HEADER_STAT_PAIR_RE = compile_first(r"\b(?P<a>avg|mean|median|p50)\s*/\s*(?P<b>p50|p90|p95|p99|median)\b", re.I)
CELL_PAIR_RE = re.compile(r"\s*(?P<a>" + NUM + r")\s*/\s*(?P<b>" + NUM + r")\s*")
#: A table cell holding one count or length ("64", "1,024", "8k").
CELL_COUNT_RE = re.compile(r"\s*(\d[\d,]*)([kK])?\s*")
#: A paragraph of one load a line and its figure ("c=8 → 812", "bs 32 -> 2,870 tok/s"), under a lead-in that ends
#: naming the metric and its unit ("concurrency sweep, output tok/s:"): the arrows one of which such a paragraph holds,
#: and one line of it.
LOAD_LINE_ARROWS = ("→", "->", "=>", "⇒")
LOAD_LINE_RE = re.compile(r"\s*(?:(?:c|conc|bs|batch(?:\s*size)?|concurrency)\s*[=:]?\s*(?P<n>\d{1,5})|(?P<n2>\d{1,5})\s*"
                          r"(?:users?|streams?|concurrent))\s*(?:→|->|=>|⇒)\s*[~≈]?\s*(?P<v>" + NUM + r")"
                          r"(?:\s*(?P<u>" + _UNIT_ALT + r"))?\s*", re.I)
#: A command that launches an inference server: a section holding one states its own setup.
SERVE_COMMAND_RE = compile_first(r"\b(?:vllm\s+serve|sglang\.launch_server|trtllm-serve|llama-server|"
                                 r"text-generation-launcher|lmdeploy\s+serve)\b"
                                 # a server's image run: "docker run ... vllm/vllm-openai:v0.11.0 --model ..."
                                 r"|\bdocker\s+run\b[^\n]*(?:\\\n[^\n]*){0,6}?"
                                 r"(?:vllm/vllm-openai|text-generation-inference|lmsysorg/sglang)")
#: A row named as a test whose name holds its tensor-parallel degree: "serving_llama70B_tp4_sharegpt_qps_4".
TEST_NAME_TP_RE = re.compile(r"(?:^|[_-])tp(\d{1,2})(?=$|[_-])", re.I)
#: A metric column's header that states its tensor-parallel degree: "H200×2 (TP=2) output tok/s", "TP4 tok/s".
HEADER_TP_RE = compile_first(r"(?<![\w-])TP\s*[=:]?\s*(\d{1,2})(?![\w.])", re.I)
#: A table's parameter cell: a count, maybe with what it counts ("2,048 tokens", "64 users").
PARAM_CELL_RE = re.compile(r"\s*(\d[\d,]*)([kK])?\s*(?:tokens?|toks?|users?|clients?|requests?|reqs?)?\s*", re.I)
#: A table's first header naming its rows as repeated runs of one setup ("run | input tok/s | per node" over "1 |
#: 62,771 | 31,386", "2 | ..."): each column's figures are one measurement's reruns, up to this many rows.
RUN_COLUMN_HEADER_RE = re.compile(r"\s*(?:runs?|run\s*#|trials?|iterations?|iter|reps?|repetitions?)\s*", re.I)
RUN_ROWS_MAX = 20
#: A length cell written short with its exact count in brackets ("8K (8,192)", "128k (131,072 tokens)"): the count.
LENGTH_CELL_EXACT_RE = re.compile(r"\s*\d[\d,.]*\s*[kKmM]\s*\(\s*(\d[\d,]*)\s*(?:tokens?|toks?)?\s*\)\s*")
#: A table's spanning row over rows of figures someone else measured: "Reported by partners", "Vendor figures",
#: "Third-party results".
#: A heading over a press release the page quotes ("Press release: Corvane Cloud Delivers ..."): the figures under it,
#: up to the next heading of its level, are the maker's claims.
QUOTED_RELEASE_HEADING_RE = compile_first(r"\s*(?:press|news)\s+release\b|\s*for\s+immediate\s+release\b", re.I)
#: A table's footnote, the paragraph right under it, that opens with a mark ("† Not run by us. Copied from ..."):
#: the rows whose label ends with that mark are what the note says of them.
TABLE_NOTE_MARK_RE = re.compile(r"\s*(?P<mark>[\u00b9\u00b2\u00b3\u2070-\u2079*\u2020\u2021\u00a7]+)\s*\S")
#: What such a note says when the marked rows are another's figures: "Not run by us", "Copied from their README".
#: (The words by which a text says figures were copied from elsewhere: "copied from", "quoted verbatim from".)
_COPIED_FROM = r"\b(?:copied|quoted|taken|reproduced)\s+(?:verbatim\s+)?from\b"
TABLE_NOTE_CLAIM_RE = compile_first(r"\bnot\s+(?:run|measured|tested|reproduced)\s+by\s+us\b|" + _COPIED_FROM, re.I)
CLAIM_SECTION_ROW_RE = compile_first(r"\b(?:reported\s+by|(?:partner|vendor|maker|third[\s-]party|published|official|"
                                     r"community)(?:'s|s)?\s+(?:figures|numbers|results|data|reports?|submissions?)|"
                                     r"(?:from|by)\s+(?:our\s+)?(?:launch\s+)?partners)\b", re.I)
#: A cell of a table pasted as text with its columns aligned by spaces: a run of text inside which no two spaces or
#: tab come together.
ALIGNED_CELL_RE = re.compile(r"[^\s](?:[^\S\t\n]?[^\s])*")
#: A rule line under such a table's header ("------  -----"), and how many of a code block's first lines may hold
#: the header (a command line may come first).
ALIGNED_RULE_RE = re.compile(r"^[\s=+:-]*$")
ALIGNED_HEADER_LINES = 5
#: A metric column's header that states its load: "bs=1 output tok/s", "Concurrency 64 TTFT (ms)", "bs 32".
HEADER_LOAD_RE = compile_first(r"(?<![\w-])(?:(?:bs|c|conc)\s*=\s*(?P<n>\d{1,5})|(?:batch(?:[\s_-]?size)?|concurrency)\s*[=:]?\s*"
                               r"(?P<n2>\d{1,5})|(?:bs|conc)\s+(?P<n3>\d{1,5}))(?![\w.])", re.I)
#: A metric column's header naming one request at a time: "Single stream t/s", "single-user decode": load 1.
HEADER_SINGLE_STREAM_RE = compile_first(r"\bsingle[\s-]+(?:stream|user|request)\b|\bone\s+(?:stream|user|request)\b", re.I)
#: A script's own result lines in a code block, one a run and one their summary: "run 2: TTFT=0.409 s  decode=19.84
#: tok/s" ... "avg:   TTFT=0.412 s  decode=19.84 tok/s". A figure written as a metric word, "=" and a number with its
#: unit; the label that opens a run's line and the statistic that opens the summary's.
KV_FIGURE_RE = compile_first(r"(?<![\w-])(?P<k>[A-Za-z][\w-]{1,24})\s*=\s*(?P<v>" + NUM + r")\s*(?P<u>tok/s|tokens/s|t/s|"
                             r"ms|s|req/s)(?![\w/])")
#: A rate whose key names its unit, as mlx_lm.benchmark prints it ("prompt_tps=81.644, generation_tps=18.903"): tok/s,
#: the metric by the key's first word (KV_TPS_KEY_METRICS).
KV_TPS_FIGURE_RE = compile_first(r"(?<![\w-])(?P<k>[A-Za-z]{2,20})_tps\s*=\s*(?P<v>" + NUM + r")(?![\w.])")
KV_TPS_KEY_METRICS = {"prompt": "prefill_tok_s", "prefill": "prefill_tok_s", "generation": "decode_tok_s",
                      "decode": "decode_tok_s", "gen": "decode_tok_s", "output": "output_tok_s"}
KV_RUN_LINE_RE = compile_first(r"^\s*(?:run|trial|iter(?:ation)?)\s*#?\d{1,3}\s*[:|-]", re.I)
KV_SUMMARY_LINE_RE = compile_first(r"^\s*(?P<s>avg|averages?|mean|median)\s*(?:\((?P<note>[^()\n]{1,40})\)\s*)?[:|-]",
                                   re.I)
#: Keys such a line writes that name no metric word of their own: "aggregate=96.52 tok/s" beside "decode=26.14 tok/s".
KV_KEY_METRICS = {"aggregate": "output_tok_s", "total": "total_tok_s", "output": "output_tok_s"}
#: A key written per request or user ("per-request decode=26.14 tok/s"): each stream's share under the load.
KV_PER_USER_BEFORE_RE = compile_first(r"\bper[\s-](?:request|user|stream)\s*$", re.I)
KV_SUMMARY_STATISTICS = {"avg": "mean", "average": "mean", "averages": "mean", "mean": "mean", "median": "median"}
#: A cell of both lengths under an "ISL/OSL" header: "2048/128", "1k / 2k".
CELL_LENGTHS_RE = re.compile(r"\s*(\d[\d,]*)([kK])?\s*/\s*(\d[\d,]*)([kK])?\s*")
#: A workload's name ending in its lengths: "Chat 1024/1024", "Summarization 8192/1024".
CELL_NAMED_LENGTHS_RE = re.compile(r"\s*[A-Za-z][\w -]{0,30}?\s+(\d[\d,]*)([kK])?\s*/\s*(\d[\d,]*)([kK])?\s*")
#: A table header that states its figures per GPU: "Throughput (tokens/sec/GPU)", "tok/s per GPU".
HEADER_PER_GPU_RE = compile_first(r"(?:/\s*|\bper\s+)(?:gpu|card|accelerator|device|chip)\b", re.I)
#: A table header that states its figures per user, request or stream: "per_req_out_tok_s", "tok/s per user".
#: A per-user tail glued to a header's unit ("tok/s/user"): the unit is the part before it.
UNIT_PER_USER_TAIL_RE = compile_first(r"\s*/\s*(?:user|stream|request|sequence|client)s?$", re.I)
HEADER_PER_USER_RE = compile_first(r"(?:/\s*|\bper[\s-]+)(?:user|request|stream|sequence|client)s?\b"
                                   # Italian, Spanish, Portuguese, French: "per utente", "por usuario", "par
                                   # utilisateur"
                                   r"|\b(?:per|por|par)\s+(?:utente|usuario|usuário|utilisateur|richiesta|solicitud)\b"
                                   # Japanese: "1リクエストあたり", "ユーザーあたり"
                                   r"|(?:リクエスト|ユーザー?)(?:あたり|当たり)",
                                   re.I)
#: A per-user rate said to be one over the time per output token: each user's decode speed ("tok/s/user (1/TPOT)"
#: in its header, or the page's "In the tables below, tok/s/user always means the 1/TPOT one").
PER_USER_TPOT_GATE = "1/TPOT"
#: ... or "tok/s/user here is trtllm-bench's "Per User Output Speed", i.e. 1000 / TPOT" (the page's gate: "TPOT" or
#: "ITL", one of them in the text).
PER_USER_IS_TPOT_GATE = ("TPOT", "ITL")
PER_USER_IS_TPOT_RE = compile_first(r"(?:tok(?:en)?s?\s*/\s*s(?:ec)?\s*/\s*user|per[\s-]user\s+(?:rate|speed|tok/s))\s+"
                                    r"(?:(?:always|here|below)\s+)*(?:means?|is|=)\s+(?:the\s+)?1/TPOT\b"
                                    r"|tok(?:en)?s?\s*/\s*s(?:ec)?\s*/\s*user\s+(?:here\s+)?is\b[^\n]{0,80}?(?<![\w.,])"
                                    r"(?:1|1,?000)\s*/\s*(?:(?:mean|median|avg|average)\s+)?TPOT\b"
                                    # a definition list's "Per-user tok/s: 1000 / mean ITL"
                                    r"|per[\s-]user\s+tok(?:en)?s?\s*/\s*s(?:ec)?\s*[:=]\s*(?:1|1,?000)\s*/\s*"
                                    r"(?:(?:mean|median|avg|average)\s+)?(?:TPOT|ITL)\b", re.I)
#: A column named as a program names its fields ("agg_out_tok_s", "ttft_ms_p99"): read as words, its parts spelled out
#: (SNAKE_HEADER_PARTS, matched whole, longest first) and its other underscores as spaces; only a name holding a unit
#: (SNAKE_UNIT_PARTS) is a figure's, not a setting's ("chunked_prefill_size").
SNAKE_HEADER_RE = compile_first(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")
SNAKE_HEADER_PARTS = {"tok_s": "tok/s", "toks_s": "tok/s", "tokens_s": "tokens/s", "req_s": "req/s", "agg": "aggregate",
                      "out": "output", "req": "request", "ms": "(ms)", "s": "(s)", "sec": "(s)", "avg": "mean",
                      "tps": "tok/s"}
SNAKE_UNIT_PARTS = frozenset({"tok_s", "toks_s", "tokens_s", "req_s", "ms", "s", "sec", "tps"})
SNAKE_HEADER_PART_RE = compile_first(r"(?<![a-z0-9])(?:" + "|".join(longest_first(SNAKE_HEADER_PARTS))
                                     + r")(?![a-z0-9])")
#: A header of a share alone, right after a metric's column ("Output tok/s | Per chip"): that metric, per GPU or node.
SHARE_ONLY_HEADER_RE = compile_first(r"\s*(?:per|/)\s*(?:gpu|card|accelerator|device|chip|node|server)\s*", re.I)
#: A table header that states its figures per node: "Output throughput per node (tokens/s)", "tok/s/node".
#: (a node's role in a disaggregated deployment between: "per prefill node", "per decode node")
HEADER_PER_NODE_RE = compile_first(r"(?:/\s*|\bper\s+)(?:(?:prefill|decode|p|d)\s+)?(?:node|server)\b", re.I)
#: A table header that states its figures per accelerator by its name: "Output throughput per Gaudi 3 (tokens/s)",
#: "tok/s per H100" (the name is resolved in the catalog). Group name.
HEADER_PER_NAMED_RE = compile_first(r"\bper\s+(?P<name>[A-Za-z][\w.-]*(?:\s+[\w.-]+){0,2}?)\s*(?:\(|\[|,|$)", re.I)
#: Two bare numbers compared: "(24022.63 vs 22116.03)"; not two counts of things ("16 vs 8 slots").
VS_PAIR_COUNTED = r"slots?|gpus?|cards?|users?|requests?|streams?|nodes?|threads?|cores?|layers?|experts?|prompts?|" \
    r"sequences?|clients?|workers?|replicas?|batch(?:es)?|runs?|steps?|iterations?"
#: (What may not follow a compared bare number: a unit of its own, or things counted.)
_NO_UNIT_AFTER = r"(?![\w.,]*\s*(?:" + _UNIT_ALT + r"|" + VS_PAIR_COUNTED + r")(?![\w/]))"
VS_PAIR_RE = compile_first(r"(?<![\w.,/-])(?P<a>" + NUM + r")\s+(?:vs\.?|versus)\s+(?P<b>" + NUM + r")" + _NO_UNIT_AFTER,
                           re.I)
#: A bare number compared right after a figure in its clause, in the figure's unit: "tg128 back to 52.4 t/s with that
#: branch, vs 47.9 on master" (not a count, a ratio or a figure with a unit of its own). Matched where the unit ends.
VS_AFTER_UNIT_RE = compile_first(r"[^.;:!?\d()]{0,40}?(?<![\w])(?:vs\.?|versus)\s+(?P<b>" + NUM + r")" + _NO_UNIT_AFTER
                                 + r"(?!\s*(?:x\b|×|%|[-/]))", re.I)
#: Every match of VS_PAIR_RE holds one of these, lower-cased (a text with a letter IGNORECASE folds to ASCII is
#: searched ungated).
VS_PAIR_GATE = ("vs", "versus")
PLUS_MINUS_RE = compile_first(r"(?P<v>" + NUM + r")\s*(?:±|\+/-|\+-)\s*(?P<pm>" + NUM + r")")
#: The metrics a figure in ms can be: a latency figure names one of them, or is not a measurement.
LATENCY_METRICS = ("ttft_ms", "tpot_ms", "itl_ms", "e2e_latency_ms")

# ------------------------------------------------------------------ metric words

METRICS = ("prefill_tok_s", "decode_tok_s", "output_tok_s", "total_tok_s", "unspecified_tok_s", "ttft_ms", "tpot_ms",
           "itl_ms", "e2e_latency_ms", "req_s")
CANONICAL_UNIT = {"prefill_tok_s": "tok/s", "decode_tok_s": "tok/s", "output_tok_s": "tok/s", "total_tok_s": "tok/s",
                  "unspecified_tok_s": "tok/s", "ttft_ms": "ms", "tpot_ms": "ms", "itl_ms": "ms",
                  "e2e_latency_ms": "ms", "req_s": "req/s"}
METRIC_LABELS = {"prefill_tok_s": "prefill", "decode_tok_s": "decode", "output_tok_s": "output throughput",
                 "total_tok_s": "total throughput", "unspecified_tok_s": "throughput", "ttft_ms": "TTFT",
                 "tpot_ms": "TPOT", "itl_ms": "ITL", "e2e_latency_ms": "end-to-end latency",
                 "req_s": "request throughput"}
#: Words that name a metric, by metric (matched case-insensitively at word boundaries; longest first).
METRIC_WORDS: dict[str, tuple[str, ...]] = {
    "prefill_tok_s": ("prefill", "pre-fill", "prompt processing", "prompt eval", "prompt throughput", "pp tok/s",
                      "input token throughput", "input throughput", "prompt tok/s", "pp",
                      # the prompt's reading told as a verb ("the prompt goes through at 1,130 t/s")
                      "prompt goes through", "prompt went through", "prompt is processed", "prompt was processed",
                      "prompts are processed", "processes the prompt", "processed the prompt", "prompt speed",
                      "prompt ingestion", "ingests the prompt", "reads the prompt",
                      # Chinese write-ups ("预填充速度 (tok/s)")
                      "预填充", "预填充速度", "预填充吞吐",
                      # llama-sweep-bench's column ("S_PP t/s")
                      "s_pp",
                      # German write-ups ("Prompt-Verarbeitung")
                      "prompt-verarbeitung", "promptverarbeitung", "verarbeitung der eingabe", "prefill-durchsatz",
                      # French write-ups ("traitement du prompt")
                      "traitement du prompt", "traitement des prompts",
                      # Spanish and Portuguese write-ups ("Procesado del prompt", "processamento do prompt")
                      "procesado del prompt", "procesamiento del prompt", "processamento do prompt",
                      # ("unos 1.712 tokens por segundo procesando el prompt")
                      "procesando el prompt", "processando o prompt",
                      # Italian ("1.190 token/s nell'elaborazione del prompt")
                      "elaborazione del prompt"),
    "decode_tok_s": ("decode", "decoding", "decoded", "decodes", "token generation", "generation speed", "generation throughput",
                     "generation", "tg", "decode_tps", "eval rate", "eval", "gen speed", "gen", "generated at", "generates at",
                     "generating at", "generates", "writes at", "wrote at", "writing at", "s_tg", "解码速度", "解码吞吐",
                     "生成速度",
                     # TabbyAPI's label quoted alone ("Generate: 27.81 T/s"); a rate timed from the first token on
                     # ("median 2,645 tok/s after the first token")
                     "generate:", "after the first token",
                     # a client's rate timed between the first and the last streamed chunk
                     "between the first and the last chunk", "between the first and last chunk",
                     "between the first and the last token", "between the first and last token",
                     # OpenVINO GenAI's llm_bench: "2nd token throughput (tokens/s)"
                     "2nd token throughput", "2nd tokens throughput",
                     # Portuguese and Spanish write-ups
                     "velocidade de geração", "velocidad de generación", "geração", "generación",
                     # Italian ("250 t/s in generazione", "velocità di generazione")
                     "in generazione", "velocità di generazione", "generazione",
                     # German write-ups ("Generierung (tok/s)", "generierte danach mit 171 tok/s")
                     "generierung", "generierungsrate", "generiert", "generierte",
                     # ("dekodiert das 4090-Gespann mit 41,7 t/s")
                     "dekodiert", "dekodierung",
                     # French write-ups ("62 t/s en génération")
                     "génération", "en génération", "vitesse de génération", "décodage",
                     # Korean write-ups ("디코딩 속도는 ~78 tok/s")
                     "디코딩", "디코딩 속도", "생성 속도"),
    "output_tok_s": ("output token throughput", "output throughput", "output tokens per second", "output tok/s",
                     "output tokens/s", "output tokens/sec", "output tok/sec",
                     "out tok/s", "out tokens/s", "output tput", "output tpt",
                     # French write-ups ("Débit sortie (tok/s)", "57,9 tok/s en sortie")
                     "débit de sortie", "débit sortie", "en sortie", "de sortie",
                     # Italian write-ups ("Output aggregato c=16 (tok/s)", "throughput in uscita")
                     "output aggregato", "throughput aggregato", "throughput in uscita",
                     # Korean write-ups ("출력 처리량은 2,051 tok/s")
                     "출력 처리량", "출력 속도", "출력",
                     "output rate", "aggregate output",
                     # a hosted endpoint's streaming rate as API benchmarks name it ("Median output speed")
                     "output speed",
                     # the output's rate with a verb between it and its figure ("Single-stream output went up to 46.8
                     # tok/s")
                     "output went up to", "output rose to", "output reached", "output climbed to", "output dropped to",
                     "output fell to",
                     "output tokens/s", "wall_tps", "generated tokens per second", "输出吞吐", "输出吞吐量", "输出速度",
                     # Japanese: "出力 (tok/s)", "出力スループット"
                     "出力", "出力スループット",
                     # Russian ("3 900 ток/с на выходе", "output вырос примерно до 2 650 ток/с")
                     "на выходе", "выходных токенов", "output вырос"),
    "total_tok_s": ("total token throughput", "total throughput", "total tokens per second", "total tok/s",
                    "input+output", "combined throughput",

                    # the prompt's tokens counted with the generated ones ("counting the prompt tokens as well ... 6.1k
                    # tokens per second in total")
                    "counting the prompt tokens", "counting prompt tokens", "counting the input tokens",
                    "incl. prompt tokens", "incl. the prompt tokens", "incl prompt tokens",
                    "counting input tokens", "including the prompt tokens", "including prompt tokens",
                    "prompt and generated tokens", "prompt plus generated tokens", "input plus output tokens", "总吞吐",
                    # French write-ups ("Débit total (tok/s)")
                    "débit total",
                    # German write-ups ("Gesamt (Token/s)")
                    "gesamt", "gesamtdurchsatz",
                    # Korean write-ups
                    "총 처리량", "전체 처리량",
                    "总吞吐量"),
    "ttft_ms": ("ttft", "time to first token", "time-to-first-token", "first token latency", "first-token latency",
                "to first token", "first token", "time to first chunk", "time-to-first-chunk", "首 token 延迟",
                "首token延迟", "首字延迟", "首token时延", "首 token 时延", "首token 时延", "首字时延", "tempo até o primeiro token", "tiempo hasta el primer token",
                "tempo al primo token",
                # French ("la latence du premier token (TTFT)")
                "premier token",
                # Japanese ("初回トークンまでの時間 (ms)", "最初のトークンまでの時間")
                "初回トークンまでの時間", "最初のトークンまでの時間",
                "bis zum ersten token", "erste antwort", "ersten antwort",
                # Chinese without the word for latency ("首token 平均 800ms", "P99 首 token 已经到 8 秒多了")
                "首 token", "首token",
                # OpenVINO GenAI's llm_bench: "1st token latency (ms)", and its figures retold ("got 1st token
                # 4517.33 ms, 2nd token 104.17 ms/token")
                "1st token latency", "1st token",
                # LMDeploy's first token latency, shortened in a table's header ("FTL p50 (s)")
                "ftl"),
    "tpot_ms": ("tpot", "time per output token", "per-token latency", "time per token", "每 token 延迟", "每token延迟",
                "每个 token 延迟", "每token时延", "每 token 时延",
                # OpenVINO GenAI's llm_bench: "2nd token latency (ms/token)"
                "2nd token latency", "second token latency", "2nd token"),
    "itl_ms": ("itl", "inter-token latency", "inter token latency", "inter-token"),
    "e2e_latency_ms": ("e2e latency", "end-to-end latency", "end to end latency", "e2el", "request latency",
                       "req latency", "req. latency",
                       "e2e", "end-to-end", "end to end", "whole request", "whole-request", "full request",
                       # a request's latency by its statistic ("p50 latency 1.2 s", "median latency was 1.2 s")
                       "p50 latency", "p90 latency", "p95 latency", "p99 latency", "median latency", "mean latency",
                       "average latency", "avg latency",
                       # its statistic after it, as a column's header writes it ("c=32 latency p50")
                       "latency p50", "latency p90", "latency p95", "latency p99", "latency median", "latency mean",
                       "latency avg",
                       # what one request, response or answer took ("the full 256-token response took a median
                       # 4.36 s"; a column "avg wall time / answer")
                       "request took", "requests took", "response took", "responses took", "answer took",
                       "answers took", "time per request", "time / request", "time per response", "time / response",
                       "time per answer", "time / answer"),
    "req_s": ("request throughput", "requests per second", "req/s", "requests/s", "requests/sec", "reqs/s", "req/sec",
              # Japanese and Chinese headers ("リクエスト/秒", "请求/秒")
              "リクエスト/秒", "请求/秒"),
}
#: Table headers that name a metric only as a whole header (its unit aside): "Prompt (tok/s)" is the prompt's
#: processing, where "prompt" in a sentence is not.
#: "prompt" right before a rate ("gen ~19.4 t/s, prompt ~700 t/s"): its processing rate, where "prompt" elsewhere in a
#: sentence is not.
PROMPT_RIGHT_BEFORE_RE = compile_first(r"(?<![\w-])(?P<w>prompt)\s*(?:[:=]|\s(?:dropped|fell|went|rose|climbed|jumped|"
                                       r"is|was|sits|stays|stayed)(?:\s+(?:down|up|back))?(?:\s+to)?)?\s*"
                                       r"(?:~|≈|about\s+|around\s+)?$", re.I)
#: How far before a rate PROMPT_RIGHT_BEFORE_RE looks ("prompt dropped to ~290 t/s").
PROMPT_RIGHT_BEFORE_CHARS = 32
#: The same in a server's metrics line that gives the prompt's size and time first, as TabbyAPI logs it ("Prompt: 3187
#: tokens in 5.71 s at 558.14 T/s, Generate: 400 tokens at 22.41 T/s"), within PROMPT_TIMED_BEFORE_CHARS.
PROMPT_TIMED_BEFORE_RE = compile_first(r"(?<![\w-])(?P<w>prompt):\s*\d+\s+tokens?\s+in\s+\d+(?:\.\d+)?\s*s\s+at\s+$", re.I)
PROMPT_TIMED_BEFORE_CHARS = 48
HEADER_METRIC_NAMES = {"prompt": "prefill_tok_s", "prompt eval": "prefill_tok_s",
                       # a request's whole time as a column: "Total time (median, s)"
                       "total time": "e2e_latency_ms",
                       # LLMPerf's completed requests a minute, as a column: "Completed req/min"
                       "completed": "req_s", "completed requests": "req_s"}
#: Token kinds a single stream is measured in: a throughput of no kind under load is not relabelled as one of them
#: from the page's other figures (32 streams' tokens per second are no decode speed).
PER_STREAM_KINDS = frozenset({"decode_tok_s", "prefill_tok_s"})
#: A unit per GPU, user or node, as a page writes it ("tok/s/gpu", "tokens/sec/user"): its tail.
UNIT_TAIL = r"tok(?:en)?s?\s*/\s*s(?:ec)?\s*/\s*(?P<t>gpu|user|node)\b"
UNIT_TAIL_RE = compile_first(UNIT_TAIL, re.I)
#: A page's definition of such a unit, its bracket before a colon ("Throughput per GPU (tok/s/gpu): all tokens
#: completed in the run, input plus output, divided by ...", "Interactivity (tok/s/user): 1000 / median TPOT"): the
#: token kind its words name (UNIT_DEFINITION_KINDS, the first that matches) is the kind of every figure in that unit.
#: Every match holds the gate.
UNIT_DEFINED_GATE = "):"
UNIT_DEFINED_RE = compile_first(r"\(\s*" + UNIT_TAIL + r"\s*\)\s*:\s*(?P<d>[^\n]{1,200}?)(?:\.(?:\s|$)|\n|$)", re.I)
UNIT_DEFINITION_KINDS = (
    (compile_first(r"\binput\s+(?:plus|and|\+|&)\s+output\b|\bprompt\s+(?:plus|and|\+|&)\s+(?:generated|completion|"
                   r"output)\b", re.I), "total_tok_s"),
    # one over the time per output token: each user's decode speed
    (compile_first(r"(?<![\w.,])1(?:,?000)?\s*/\s*\(?\s*(?:(?:mean|median|avg|average)\s+)?TPOT\b", re.I), "decode_tok_s"),
    (compile_first(r"\b(?:output|generated|completion)\s+tokens\b", re.I), "output_tok_s"))
#: A tool's line naming the phase its next figures time, in its pasted output (exllamav2's test_inference.py: "--
#: Measuring prompt speed..." over "** Length 2048 tokens: 1031.4417 t/s"): by its word, the phase's rate.
CODE_PHASE_LINE_RE = compile_first(r"^[\W_]*measuring\s+(?P<p>prompt|token)\s+speed\b", re.I | re.M)
CODE_PHASE_METRICS = {"prompt": "prefill_tok_s", "token": "decode_tok_s"}
#: A page's own definition of its bare "throughput": "throughput here means output tokens/s", "下文的“吞吐”如果不特别
#: 说明，指的都是输出 token 吞吐" (below, throughput means output token throughput unless said otherwise). Every
#: match holds one of the gate's literals, looked for first.
THROUGHPUT_MEANS_GATE = ("means", "refers to", "指的", "est le nombre", "number of", "tokens divided by", "tokens over",
                         "bit de sortie", "吞吐", "처리량")
THROUGHPUT_MEANS_RE = compile_first(r"(?:\bthroughput|\btok(?:en)?s?\s*/\s*s(?:ec)?(?![\w/]))[\"'\u201d]?"
                                    r"(?:\s+(?:here|below|in\s+this\s+(?:post|article))|\s+(?:always|throughout))?"
                                    r"\s+(?:always\s+)?(?:means|refers\s+to)\s+(?:the\s+)?"
                                    r"(?P<k>output|total|generated|decode)\b"
                                    r"|吞吐量?[\u201d\"」]?[^。\n]{0,30}?指的?(?:都|均)?是\s*"
                                    # ("“吞吐量”指的是所有并发请求加起来的 输出 token 吞吐")
                                    r"(?:[^。\n\d]{0,20}?(?:的|加起来|合计)\s*)?(?P<k2>输出|总)"
                                    # French: "Le « débit » est le nombre de tokens reçus divisé par la durée"
                                    r"|\bd[ée]bit\s*[\u00bb\"\u201d]?\s+est\s+le\s+nombre\s+de\s+tokens\s+"
                                    r"(?P<k3>reçus|générés|de\s+sortie)"
                                    # "Le débit ci-dessous est le débit de sortie"
                                    r"|\bd[ée]bit\s+(?:ci-dessous\s+|ici\s+)?est\s+le\s+d[ée]bit\s+"
                                    r"(?P<k8>de\s+sortie)\b"
                                    # its unit defined by what it counts: "Tokens/s = number of content chunks received
                                    # across all requests / wall time of the whole test"
                                    r"|\btok(?:en)?s?\s*/\s*s(?:ec)?\s*(?:=|:)\s*(?:the\s+)?number\s+of\s+(?:(?:content|"
                                    r"SSE|streamed|output)\s+)?(?:chunks|tokens)\s+"
                                    r"(?P<k4>received|generated|streamed)\b"
                                    # its unit as a quotient of what it counts: "tok/s here is new tokens divided by
                                    # wall-clock time of the whole generate call"
                                    r"|\btok(?:en)?s?\s*/\s*s(?:ec)?\s+(?:here\s+|below\s+)?(?:is|means)\s+(?:the\s+)?"
                                    r"(?:number\s+of\s+)?(?P<k6>new|generated|output|completion)\s+tokens\s+"
                                    r"(?:divided\s+by|over)\s+(?:the\s+)?(?:wall|elapsed|total|end-to-end)"
                                    # Chinese, the tool's label it is: "吞吐是脚本输出的 Output token throughput，只算输出 token"
                                    r"|吞吐[\u201d\"」]?\s*是[^。\n\d]{0,20}?"
                                    r"(?P<k7>output\s+token\s+throughput|total\s+token\s+throughput)"
                                    # Korean: "처리량 = 전체 생성 토큰 수 ÷ 전체 소요 시간", "처리량은 출력 토큰 기준"
                                    r"|처리량\s*(?:은|는|=|:)\s*(?:전체\s*)?(?P<k9>출력|생성)\s*토큰",
                                    re.I)
#: The figures named by the label a tool prints them under: "The tok/s numbers are the gen throughput (token/s) the
#: server prints", "figures are the \"Output token throughput\" it prints". Every match holds one of the gate's
#: literals, looked for first.
FIGURES_ARE_GATE = tuple(f"{w} {where}are" for w in ("igures", "umbers") for where in ("", "below ", "here ",
                                                                                     "in the table "))
FIGURES_ARE_RE = compile_first(r"\b(?:numbers|figures) (?:below |here |in the table )?are\s+(?:the\s+)?"
                               r"[\"'\u201c]?(?P<k5>output\s+token\s+throughput|output\s+throughput|total\s+token\s+"
                               r"throughput|gen(?:eration)?\s+throughput|decode\s+throughput)\b", re.I)
#: A unit defined as the sum of prompt and generated tokens ("tok/s = prompt + generated tokens per second, as printed
#: by the benchmark script"): every bare figure in it is the total throughput (its group's kind,
#: THROUGHPUT_MEANS_GROUP_KINDS). Every match holds one of the gate's literals.
UNIT_SUM_DEFINED_GATE = ("/s =", "/s=", "/s means", "/s is")
UNIT_SUM_DEFINED_RE = compile_first(r"\btok(?:en)?s?\s*/\s*s(?:ec)?\s*(?:=|means|is)\s*(?:the\s+)?(?:number\s+of\s+)?"
                                    r"(?P<sum>(?:prompt|input)\s*(?:\+|plus|and)\s*(?:generated|output|completion))"
                                    r"\s+tokens\b", re.I)
THROUGHPUT_MEANS_GROUP_KINDS = {"sum": "total_tok_s"}
#: The page's definitions of its bare figures' kind, each with its gate and, where every match starts that many
#: characters before one of the gate's literals (FIGURES_ARE_RE: the literal leaves out the word's first letter,
#: whatever its case), the offset to try the pattern at each literal instead of scanning the whole text with it.
THROUGHPUT_DEFINITIONS: tuple[tuple[tuple[str, ...], re.Pattern[str], int | None], ...] = (
    (THROUGHPUT_MEANS_GATE, THROUGHPUT_MEANS_RE, None), (FIGURES_ARE_GATE, FIGURES_ARE_RE, 1),
    (UNIT_SUM_DEFINED_GATE, UNIT_SUM_DEFINED_RE, None))
THROUGHPUT_MEANS_KINDS = {"output": "output_tok_s", "generated": "output_tok_s", "received": "output_tok_s",
                          "streamed": "output_tok_s", "total": "total_tok_s",
                          "decode": "decode_tok_s", "输出": "output_tok_s", "总": "total_tok_s",
                          "new": "output_tok_s", "completion": "output_tok_s", "reçus": "output_tok_s",
                          "générés": "output_tok_s", "de sortie": "output_tok_s",
                          "output token throughput": "output_tok_s", "output throughput": "output_tok_s",
                          "total token throughput": "total_tok_s", "gen throughput": "decode_tok_s",
                          "generation throughput": "decode_tok_s", "decode throughput": "decode_tok_s",
                          "출력": "output_tok_s", "생성": "output_tok_s"}
#: A sentence saying its rate sums the streams' ("709 tok/s summed over the 16 streams", "in aggregate terms"): on a
#: page of per-user decode rates, the output throughput.
SUMMED_STREAMS_RE = compile_first(r"\b(?:summed|added\s+up|totall?ed)\s+(?:over|across)\b|\bin\s+aggregate\b|"
                                  r"\baggregate\s+(?:throughput|rate)\b", re.I)
#: A header of a generation rate summed over the users ("aggregate gen (tok/s)", "Decode tok/s (sum over users)"):
#: the output throughput, not one stream's decode speed. (An aggregate of the decode phase, "decode, 2-node aggregate",
#: stays the phase's rate.)
SUMMED_DECODE_LABEL_RE = compile_first(r"\baggregate\s+gen(?:eration)?\b|\bgen(?:eration)?\b.*\baggregate\b|"
                                       # Italian, Spanish and Portuguese: "Generazione totale (token/s)", "Generación
                                       # total", "Geração total"
                                       r"\b(?:generazione|generación|geração)\s+(?:totale?|aggregata|agregada)\b|"
                                       r"\bsum(?:med)?\s+(?:over|across)\s+(?:all\s+|the\s+)?(?:users|streams|requests|"
                                       r"clients|slots)\b", re.I)
#: Words that make a tok/s figure a throughput with no token kind.
BARE_THROUGHPUT_WORDS = ("throughput", "tokens per second", "tokens/s", "speed", "처리량", "スループット")
#: A throughput header whose bracket names the kind, not a unit ("Throughput (output)", "Throughput (input +
#: output)", "Throughput (requests)"): the bracket's words, spaces removed, to the metric.
THROUGHPUT_BRACKET_KINDS = {"output": "output_tok_s", "generated": "output_tok_s", "input+output": "total_tok_s",
                            "in+out": "total_tok_s", "prompt+output": "total_tok_s", "total": "total_tok_s",
                            "input": "prefill_tok_s", "prompt": "prefill_tok_s", "requests": "req_s"}
#: A bracket after a header's unit that only restates what its kind word counts ("Total tokens/s (in+out)").
KIND_BRACKET_TAIL_RE = compile_first(r"\s*\(\s*(?P<k>in(?:put)?\s*\+\s*out(?:put)?|prompt\s*\+\s*output)\s*\)\s*$", re.I)
#: A table header naming a ratio of two columns, not a measurement ("Speedup", "Ratio", "vs master", "Change (%)").
#: text-generation-benchmark's per-token decode latency as a column ("Decode (token) avg"): the time per output token.
TOKEN_LATENCY_HEADER_RE = compile_first(r"^\s*decode\s*\(\s*token\s*\)", re.I)
#: A header cell that is a request rate, the load its column ran at ("0.25 req/s | 1.0 req/s"), not a metric.
RATE_VALUE_HEADER_RE = compile_first(r"\s*\d+(?:\.\d+)?\s*(?:req(?:uests)?\s*/\s*s(?:ec)?|rps|qps)\s*$", re.I)
RATIO_HEADER_RE = compile_first(r"^\s*(?:speed[\s-]?up|ratio|relative|change|gain|diff(?:erence)?|delta|Δ|improvement|"
                                r"vs\.?\b|x\s+faster)"
                                # a rate per watt or per unit of money: "tok/s por W", "tokens/s per watt", "tok/s/W"
                                r"|\btok(?:en)?s?\s*/\s*s(?:ec)?\s*(?:/\s*W\b|(?:per|par|pro|por)\s+(?:W\b|watt|vatio|"
                                r"dollar|d[óo]lar|\$|€|euro|R\$))", re.I)
#: A row's label naming what is not a measurement of its columns: a ratio of two rows ("speedup"), or speculative
#: decoding's acceptance ("avg accept len", "draft acceptance rate") under columns of token rates.
NOT_FIGURE_ROW_RE = compile_first(r"^\s*(?:speed[\s-]?up|ratio|relative|gain|improvement|vs\.?\b|x\s+faster|"
                                  r"(?:(?:avg|average|mean)\s+)?(?:draft\s+)?accept(?:ance|ed)?\s+(?:len(?:gth)?|rate))",
                                  re.I)
#: Metric words that may carry llama-bench's test size: "pp512" (a 512-token prompt), "tg128" (128 tokens generated).
METRIC_WORDS_SIZED = frozenset({"pp", "tg"})
#: Such a word, and the workload length its size is.
SIZED_METRIC_WORD_RE = compile_first(r"(?P<t>pp|tg)(?P<n>\d{2,6})", re.I)
SIZED_WORD_LENGTH = {"pp": "input_len", "tg": "output_len"}
#: A header's unit in brackets at its end, or after a comma: "TG128 (t/s)", "Output, ток/с".
BRACKETED_UNIT_TAIL_RE = compile_first(r"\s*\([^()]*\)\s*$|\s*,\s*(?:" + _UNIT_ALT + r"|с)\s*$", re.I)
#: The metric words as regex alternatives, longest first: spaces match runs of space, "_" or "-".
METRIC_WORD_ALTERNATIVES = [re.escape(w).replace(r"\ ", r"[\s_-]+") + (r"(?:\d{2,6})?" if w in METRIC_WORDS_SIZED else "")
                            for w in longest_first({w for ws in METRIC_WORDS.values() for w in ws})
                            if w.isascii()]
#: The Chinese ones: they sit inside a run of other characters ("单请求输出速度"), so they have no word bounds.
METRIC_WORD_CJK_ALTERNATIVES = [re.escape(w).replace(r"\ ", r"[\s_-]*") for w in longest_first(
    {w for ws in METRIC_WORDS.values() for w in ws if not w.isascii()})]
METRIC_WORD_RE = compile_first(r"(?P<w>(?<![\w-])(?:" + alternation(METRIC_WORD_ALTERNATIVES) + r")(?![\w-])|"
                               + alternation(METRIC_WORD_CJK_ALTERNATIVES) + r")", re.I)
METRIC_BY_WORD = {re.sub(r"[\s_-]+", " ", w.lower()): m for m, ws in METRIC_WORDS.items() for w in ws}
#: Words that say a latency figure is not a metric (duration of the whole benchmark, load time, wall time of a job).
NOT_METRIC_WORDS_RE = compile_first(r"\b(?:duration|load(?:ing)? time|startup|warm-?up time|took|boot|compile|"
                                 r"capture|timeout|interval|ago|minutes?|hours?)\b", re.I)
#: What a request took is its latency, not a duration of the run ("the median request at 64 concurrent took 22.5 s").
REQUEST_TOOK_RE = compile_first(r"\b(?:requests?|responses?|answers?)\b[^.;:]{0,40}\btook\b(?:[^.;:]|\.(?=\d)){0,50}$",
                                re.I)
REQUEST_TOOK_CHARS = 100
#: A tok/s next to these is a hardware or config figure, not a measurement.
SPEC_WORDS_RE = compile_first(r"\b(?:theoretical|peak bandwidth|roofline|spec sheet|rated|target(?!\s+(?:hardware|gpus?|"
                              r"machines?|platforms?|devices?|box|system|cards?|model))|goal|limit|ceiling|"
                              # "A simple bandwidth bound (405 GB ... from 38.4 TB/s) gives roughly 95 tok/s"
                              r"an?\s+(?:simple\s+|rough\s+)?(?:bandwidth|memory|roofline)\s+bound)\b"
                              # Japanese and Chinese: "理論上限" (the theoretical limit), "上限約 205 t/s"
                              r"|理論上限|理论上限|上限"
                              # French: "on plafonne en théorie autour de 52 tok/s", "le plafond théorique"
                              r"|\ben\s+th[ée]orie\b|\bth[ée]oriques?\b|\bth[ée]oriquement\b|\bplafonne\b"
                              # Spanish and Portuguese: "La teoría ...: el techo está en unos 40 tok/s", "teto teórico"
                              r"|\bteor[íi]a\b|\bte[óo]ric[oa]s?\b|\btecho\b|\bteto\b",
                           re.I)
#: A sentence after a claim that speaks of the claimed run, whose settings are the claim's, not the author's: "That
#: run used 128 input and 2,048 output tokens", "Their setup was ...".
CLAIM_FOLLOW_RE = compile_first(r"\s*(?:(?:That|Their|Those|This|The\s+(?:same|claimed|quoted))\s+(?:runs?|figures?|numbers?|"
                                r"results?|tests?|benchmarks?|setups?|measurements?|submissions?)|They\s+(?:used|ran|"
                                r"measured|tested))\b", re.I)
#: Words before a figure that make it an expectation, not a measurement ("I was hoping for something near 2000").
EXPECTED_BEFORE_RE = compile_first(r"\b(?:hop(?:ing|ed|e)\s+for|(?:was|were|am|are)\s+expecting|would\s+(?:have\s+)?"
                                   r"expect(?:ed)?|"
                                   # what a request may come to, not a figure ("a request ... can wait close to 4 s")
                                   r"(?:can|could|may|might)\s+(?:wait|spike|climb)|"
                                   # arithmetic on another figure ("Divide by eight and you get roughly 2,414 tok/s")
                                   r"divide[sd]?\s+(?:it\s+|that\s+)?by|multipl(?:y|ied)\s+(?:it\s+|that\s+)?by|"
                                   # what a setup not run would give ("two of them would be ~1,250 tok/s")
                                   r"would\s+(?:be|give|get|reach|come\s+(?:to|out\s+at))|back[\s-]of[\s-](?:the[\s-])?envelope|"
                                   # what a bound would let through ("the bandwidth would allow at most ~98 tok/s")
                                   r"would\s+(?:allow|permit)|"
                                   # a requirement put to the reader ("if you need something like 50 tok/s/user")
                                   r"if\s+(?:you|we|one)\s+(?:need|want|require)|"
                                   # what a setup would give ("Even with HBM3e you'd get ~114 tok/s per chip")
                                   r"(?:you|we|I|it|they|one)'d\s+(?:get|see|be|reach|hit)|"
                                   # a ceiling told as what cannot be passed ("a single stream can't decode faster than")
                                   r"can(?:'t|not)\s+(?:[\w-]+\s+){0,2}(?:faster|more|higher)\s+than|"
                                   # a bound told as a verb ("so 2,039 GB/s caps it near 127 tokens/s")
                                   r"caps\s+(?:it|them|this|that|decode|generation)\s+(?:near|at|around|below))"
                                   r"\b[^.;:]{0,30}$"
                                   # a conversion or a sum in Japanese or Chinese: "…を時間に直すと約 6.4 ms/token",
                                   # "换算成", "単純計算で ~13.5k tok/s" (by simple arithmetic)
                                   r"|(?:に直すと|に換算すると|换算(?:成|为)?|折合|折算|単純計算|計算上|理論上|理论上)[^。.;:]{0,30}$"
                                   # a division worked out in the text: "10,000 / 32 is about 312 tokens/s per user"
                                   r"|\d[\d,.]*\s*[/÷]\s*\d[\d,.]*\s*(?:is|=|gives|comes\s+to|≈)\s*(?:about\s+|roughly\s+|around\s+|"
                                   r"~\s*)?$",
                                   re.I)
EXPECTED_BEFORE_CHARS = 60
#: Traffic forecast, not served ("Our peak-season forecast is about 12 req/s"), looked for in the same window where
#: the sentence holds one of the gate's words.
FORECAST_BEFORE_GATE = ("forecast", "projected")
FORECAST_BEFORE_RE = compile_first(r"\b(?:forecasts?|forecasted|projected)\b[^.;:]{0,30}$", re.I)
#: A speculative decoder's rate of its draft tokens, not of the output: vLLM's "SpecDecoding metrics: ... Accepted
#: throughput: 48.63 tokens/s, Drafted throughput: 90.57 tokens/s" (read in the window before the figure).
DRAFT_RATE_BEFORE_RE = compile_first(r"\b(?:accepted|drafted|draft)\s+(?:tokens?\s+)?throughput\s*[:=]?\s*$", re.I)
DRAFT_RATE_BEFORE_CHARS = 32
#: A change between two runs written before its size: "TPOT goes up by about 6.5 ms", "throughput dropped by 310 tok/s"
#: (the difference of two figures, not a measurement).
CHANGE_BY_BEFORE_RE = compile_first(r"\b(?:goes|go|went|gone|rose|rises|rise|risen|jumped|jumps|dropped|drops|drop|fell|"
                                    r"falls|fall|increased|increases|decreased|decreases|grew|grows|improved|improves|"
                                    r"climbed|climbs|regressed|regresses|slowed|shrank|shrinks)\s+(?:up\s+|down\s+)?by\s+"
                                    r"(?:about\s+|roughly\s+|around\s+|nearly\s+|almost\s+|some\s+|~\s*|≈\s*)?$", re.I)
CHANGE_BY_BEFORE_CHARS = 40
#: Every match of CHANGE_BY_BEFORE_RE holds one of these and of DRAFT_RATE_BEFORE_RE "hroughput" (looked for first,
#: in the sentence as written).
CHANGE_BY_GATE, DRAFT_RATE_GATE = (" by", " By", " BY"), "hroughput"
#: A sentence right after a figure's that disowns it: "The probe prints effective=1330680 tok/s for that run. That is
#: not a prefill rate, ... don't quote it." (the last figure of the sentence before is no measurement).
DISOWNED_NEXT_RE = compile_first(r"\s*(?:That|This|It)(?:'s|\s+is|\s+was)\s+not\s+(?:a|an)\s+(?:real\s+|meaningful\s+|"
                                 r"valid\s+)?(?:\w+\s+)?(?:rate|measurement|figure|number|throughput)\b", re.I)
#: Words between a request rate and the figure before it (or its sentence's start) that make it the load offered, not
#: a rate served ("we stepped the arrival rate up by 0.5 req/s", "k6's ramping-arrival-rate executor to go from 4 to 26
#: req/s"), unless words of a rate served stand there too ("achieved 4.47 req/s"). Every offered match holds one of
#: the gate's literals (lower-cased).
OFFERED_RATE_GATE = ("arrival", "request rate", "request-rate", "offered", "ramp", "stepped", "straight to", "go from",
                     "goes from")
OFFERED_RATE_BEFORE_RE = compile_first(r"\b(?:arrival[\s-]+rate|request[\s-]+rate|offered|ramp(?:ing|ed|s)?|stepped|"
                                       r"went\s+straight\s+to|go(?:es)?\s+from)\b", re.I)
#: "offered" right before a figure of any unit ("returns essentially the offered 256 or 512 tokens per second"): the
#: load put to the server, not what it served.
OFFERED_RIGHT_BEFORE_RE = compile_first(r"\boffered\s+(?:\d[\d.,]*\s*(?:,|and|or|&)\s*)*$", re.I)
SERVED_RATE_BEFORE_RE = compile_first(r"\b(?:achiev\w*|sustain\w*|served|serves|complet\w*|throughput|handled|"
                                      r"measured|got|gets|managed|reach\w*|hits?|held|holds|deliver\w*|processed|saw|"
                                      r"see|seeing)\b", re.I)
#: A request rate that opens its sentence or clause after "At" ("At 1 and 2 req/s every engine returns ...", "At 8
#: req/s, TGI is saturated"): the load the clause speaks of, not a rate served.
RATE_CONDITION_BEFORE_RE = compile_first(r"(?:^|[;:(]\s*|\.\s+)\s*at\s+(?:an?\s+(?:offered\s+)?(?:rate|load)\s+of\s+)?"
                                         r"(?:~|about\s+|around\s+|roughly\s+)?(?:\d[\d.,]*\s*(?:,|and|or|&)\s*)*$", re.I)
#: Every match of RATE_CONDITION_BEFORE_RE holds a match of this, looked for first (a clause-opening "at").
RATE_CONDITION_GATE_RE = compile_first(r"(?:^|[;:(.])\s*at\s", re.I)
#: A sentence that opens by telling the reader to set something aside ("(Ignore the "prompt throughput" there, it's
#: averaged over the 10 s logging window, so a 512-token prompt shows up as ~51 tokens/s.)"): its figures are none.
IGNORED_SENTENCE_RE = compile_first(r"\W*(?:ignore|disregard)\s+(?:the|that|this|those|these|its|my)\b", re.I)
#: A sentence right after a figure's that says whose figure it was ("输出吞吐约 1100 tokens/s。这是厂商给的数字", "That is
#: the vendor's number"): the figures before it are a claim.
CLAIM_NEXT_RE = compile_first(r"\s*(?:这是厂商给的|这是官方(?:给的|公布的)|(?:This|That|These|Those)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+"
                              r"(?:the\s+)?(?:vendor|manufacturer|marketing|their|official)(?:'s)?\s+(?:own\s+)?"
                              r"(?:numbers?|figures?|claims?)"
                              # "Somewhere around 3,500 tokens/sec. That is what a post on the forums reported"
                              r"|(?:This|That)(?:'s|\s+is|\s+was)\s+what\s+(?:a|an|the|one|another|some)\s+[^.!?\n]{0,60}?"
                              r"\b(?:reported|claimed|said|says|showed|shows|posted|quoted|quotes|got)\b"
                              # "These are from our published performance guide"
                              r"|(?:These|Those|They)\s+(?:are|were)\s+(?:taken\s+|quoted\s+)?from\s+"
                              r"(?:our|the|their|a|an)\s+(?:[\w-]+\s+){0,2}(?:guide|datasheet|docs|documentation|"
                              r"whitepaper|announcement|press\s+release|launch\s+(?:blog|post)|brief)\b)", re.I)
#: A sentence right after figures of no token kind that names their kind ("... vLLM 62.7 tok/s and TGI 58.9 t/s. That
#: is output token throughput as genai-perf reports it"). Every match holds "hat" (That, What) in its first 12
#: characters.
KIND_NEXT_RE = compile_first(r"\s*(?:That|Those|These|What)(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:the\s+|all\s+)?"
                             r"(?P<k>output|decode|prefill|total)\s+(?:token\s+)?(?:throughput|tok(?:en)?s?/s)\b", re.I)
#: A paragraph saying the figures after it are another's ("The numbers below are copied from the Tessera-8B model card;
#: we did not re-run them."): the figures of the next paragraph are claims.
CLAIM_LEAD_BLOCK_RE = compile_first(_COPIED_FROM + r"|\bwe\s+(?:did\s+not|didn't|have\s+not|haven't)\s+(?:re-?run|"
                                    r"reproduced?|verif(?:y|ied))", re.I)
#: Words after a figure that make it an expectation ("The ~2000 token/s you have in mind is ...", "the 50 tok/s you
#: were expecting").
EXPECTED_AFTER_RE = compile_first(r"\s*(?:that\s+|which\s+)?(?:you|they|he|she|I|we)(?:'re|'d)?\s+(?:(?:have|had)\s+in\s+"
                                  r"mind|(?:were\s+|was\s+|are\s+|am\s+)?(?:expect(?:ing|ed)|hop(?:ing|ed)\s+for))\b", re.I)
#: How far before a figure its bound or threshold words are read.
BOUND_CHARS = 40
#: Every bound or threshold written before a figure holds one of these (searched before the patterns below).
BOUND_GATE_RE = compile_first(r"[<>≤≥]|under|below|less|lower|most|more|within|above|over|greater|higher|least|exceed|faster|slower|"
                              r"beyond|north|excess|past|slo|sla|budget|threshold|deadline|cap|constraint|requirement|"
                              r"tighten|loosen|relax|"
                              r"больше|более|меньше|менее|ниже|свыше|цел|требовани|不超过|低于|小于", re.I)
#: The words of a threshold set for a run.
_THRESHOLD_WORDS = r"SLOs?|SLAs?|budgets?|thresholds?|deadlines?|цель|цели|целевое|целевой|требовани[ея]"
#: A threshold set for a run, not measured by it, written right before the figure: "a TPOT SLO of 50 ms", "TTFT
#: budget: 500 ms", "an SLA of < 1 s". Also a bound written near words of such thresholds (BOUND_CONTEXT_RE).
THRESHOLD_BEFORE_RE = compile_first(r"\b(?:" + _THRESHOLD_WORDS + r"|caps?|constraints?|requirements?)"
                                    r"\s*(?:of|=|:|is|at|set\s+to)?\s*(?:<=?|≤)?\s*$"
                                    # the condition a figure was measured at: "Output tokens/s per GPU at ≥ 50 tok/s/user"
                                    r"|\bat\s*(?:>=?|≥|<=?|≤)\s*$"
                                    # the condition points were picked by: "best frontier point with interactivity
                                    # above 20 tok/s/user"
                                    r"|\b(?:points?|configs?|configurations?|runs?)\s+with\s+(?:[\w/-]+\s+){1,3}(?:above|"
                                    r"over|below|under|at\s+least|at\s+most)\s*$"
                                    # limits changed to new ones, each figure the clause gives: "The interactive variant
                                    # tightens that to 450 ms TTFT and 40 ms TPOT"
                                    r"|\b(?:tighten|loosen|relax)(?:s|es|ed|ing)?\s+"
                                    r"(?:(?:that|it|them|this|these|those|the\s+\w+)\s+)?to\b[^.;:]*$", re.I)
#: The same threshold written after its figure: "a 1 s SLO", "with a 200 ms p99 TTFT target".
THRESHOLD_AFTER_RE = compile_first(r"\s*(?:(?:p\d{2}|mean|median|TTFT|TPOT|ITL|E2E|latency|first[\s-]token)\s+){0,3}"
                                   r"(?:" + _THRESHOLD_WORDS + r"|targets?|limits?|caps?)\b", re.I)
#: How far after a figure's unit a bound's threshold words may stand.
BOUND_CONTEXT_AFTER = 12
BOUND_CONTEXT_RE = compile_first(r"\b(?:" + _THRESHOLD_WORDS + r"|goodput|requires?|required|requirements?|must|should|"
                                 r"needs?\s+to|keep|keeps|keeping|kept)\b"
                                 # Chinese: "我们内部的目标是 TTFT 不超过 2 秒" (our target), "要求" (required)
                                 r"|目标|要求", re.I)
#: Words that make every bound after them in their sentence a threshold: "The run is only valid if the p99 TTFT stays
#: at or below 2 s and the p99 TPOT at or below 200 ms", "looser latency limits (TTFT ≤ 6 s, TPOT ≤ 175 ms)".
BOUND_SENTENCE_CONTEXT_RE = compile_first(r"\b(?:" + _THRESHOLD_WORDS + r"|limits|constraints|requirements|valid\s+if|"
                                          r"only\s+if|as\s+long\s+as|goodput|for\s+which|such\s+that)\b", re.I)
#: A sign or word right before a figure that makes it a bound of what was measured, not its value: "stays below 200
#: ms", "TTFT < 500 ms" (upper); "exceeds 10k tok/s", "above 40 tok/s" (lower). "up to" is a peak, not a bound.
#: (and Russian ones: "не больше 2 с", "не меньше 20 ток/с"; not "до", which is also "to" after a verb)
#: (an approximation may stand between: "below roughly 4 req/s", "faster than about 40 tokens per second")
_BOUND_APPROX = r"(?:\s+(?:roughly|about|around|approximately|approx\.|~))?"
UPPER_BOUND_BEFORE_RE = compile_first(r"(?P<w><=?|≤|不超过|低于|小于|\b(?:under|below|less\s+than|lower\s+than|slower\s+than|"
                                      r"at\s+most|no\s+more\s+than|within|не\s+больше|не\s+более|(?<!не\s)меньше|"
                                      r"(?<!не\s)менее|ниже))" + _BOUND_APPROX + r"\s*$", re.I)
LOWER_BOUND_BEFORE_RE = compile_first(r"(?P<w>>=?|≥|\b(?:above|over|more\s+than|greater\s+than|higher\s+than|faster\s+than|"
                                      r"at\s+least|exceeds?|exceeding|exceeded|beyond|past|north\s+of|in\s+excess\s+of|"
                                      r"не\s+меньше|не\s+менее|свыше))" + _BOUND_APPROX + r"\s*$", re.I)

# ------------------------------------------------------------------ statistic, basis, token counting

#: The words of each statistic, in the order a sentence naming several gives its figures the first.
STATISTIC_SOURCES: tuple[tuple[str, str], ...] = (
    # with the words of Portuguese, Spanish, French and German write-ups ("média de 3 execuções")
    (r"\b(?:mean|avg|average|média|promedio|moyenne|Mittelwert|Durchschnitt|средн(?:ее|ий|яя|его))\b|平均|평균", "mean"),
    (r"\b(?:median|mediana|médiane?|mediano|медиан(?:а|ный|ное|ная|ы))\b|中位数|중앙값", "median"), (r"\bp50\b", "p50"), (r"\bp90\b", "p90"),
    (r"\bp95\b", "p95"), (r"\bp99\b", "p99"),
    # not an Apple chip's name ("M2 Max"), a flag or setting ("--max-model-len", "max_tokens", "max concurrency")
    (r"(?<!\bM\d )(?<![-_])\b(?:max|maximum|highest|best)\b(?![-_])(?!\s+(?:tokens|concurrency|batch|context|model|"
     r"num|len|length|seq|new|running|requests)\b)", "max"),
    # (not a unit's "a minute": "req/min")
    (r"(?<!/)\b(?:min|minimum|lowest)\b", "min"), (r"\bpeak\b", "peak"), (r"\bsingle[\s-]run\b", "single_run"))
#: The statistics a sentence gives after a mean of the same metric that are that mean's other statistics.
ATTACHED_STATISTICS = frozenset({"median", "p50", "p90", "p95", "p99"})
#: All of them in one pattern (group s<i> is the i-th), so one pass finds every statistic word of a text.
STATISTIC_RE = compile_first("|".join(f"(?P<s{i}>{p})" for i, (p, _) in enumerate(STATISTIC_SOURCES)), re.I)
STATISTIC_BY_GROUP = {f"s{i}": (i, stat) for i, (_, stat) in enumerate(STATISTIC_SOURCES)}
#: A figure's own statistic, in brackets right after its unit: "12 ms (p50), 35 ms (p99)".
STAT_AFTER_RE = re.compile(r"\s*\(\s*(?P<s>[^()\n]{1,20}?)\s*\)")
#: A figure's clause referring back to a load stated before its sentence: "13.7 s end to end at that load".
THAT_LOAD_RE = compile_first(r"\bat\s+(?:that|this|the\s+same)\s+(?:load|concurrency|level|batch\s+size|"
                             r"number\s+of\s+users)\b", re.I)
#: A figure's own mean, said after its unit and up to three words: "took 13.7 seconds end to end on average".
ON_AVERAGE_AFTER_RE = re.compile(r"(?:\s+[a-z][a-z-]*){0,3}?\s+on\s+average\b", re.I)
#: A run of one request at a time, as a page states it (not what a per-request rate means: "i.e. what a single user
#: sees", nor any one request of many: "nobody cares how long any single request waits", nor none: "no single
#: request took anywhere near that long").
SINGLE_STREAM_RE = compile_first(r"\b(?:(?<!what a )(?<!what one )(?<!any )(?<!each )(?<!every )(?<!no )(?:single[\s-]stream|single[\s-]request|single[\s-]user)|one (?:request|chat|prompt|conversation|query) at a time|"
                              r"never more than one (?:request )?in flight|"
                              # "Each provider got 50 requests, sent strictly one at a time (no concurrency at all)"
                              r"(?:sent|issued)\s+(?:strictly\s+|sequentially,?\s+)?one\s+at\s+a\s+time|no\s+concurrency\s+at\s+all|"
                              r"one stream|(?:a\s+)?lone\s+(?:request|stream|user)|batch[\s_-]?size\s*(?:of\s*)?[=:]?\s*1\b|bs\s*=\s*1\b|concurrency\s*"
                              r"(?:of\s*)?[=:]?\s*1\b|--max-concurrency[\s=]1\b|sequential requests|"
                              # GuideLLM's strategy of one request at a time
                              r"synchronous\s+(?:run|runs|benchmark|mode|strategy|rate)|"
                              # Portuguese and Spanish: "uma requisição por vez", "una solicitud a la vez"
                              r"uma\s+(?:requisição|solicitação)\s+(?:por|de\s+cada)\s+vez|"
                              r"una\s+(?:solicitud|petición)\s+(?:a\s+la|por)\s+vez|"
                              # German: "Es läuft immer nur eine einzige Anfrage"
                              r"nur\s+eine\s+(?:einzige\s+)?(?:Anfrage|Anforderung)|"
                              # French: "en mono-flux (concurrence 1)", "un seul flux"
                              r"mono-?flux|un\s+seul\s+flux|concurrence\s*[=:]?\s*1\b|"
                              # "Avec une seule requête à la fois", "Un seul utilisateur", "en mono-utilisateur"
                              r"une\s+seule\s+requête|un\s+seul\s+utilisateur|mono-?utilisateur)|"
                              # Korean: "요청 하나만 보낼 때" (sending one request only)
                              r"요청\s*하나|"
                              # the Chinese ones sit inside a run of other characters: "单请求输出速度", "并发 1"
                              r"单条?(?:请求|并发)|并发数?\s*(?:为|=|:|：)?\s*1(?![\d.,])|"
                              # Japanese: "1並列" (one request in parallel)
                              r"(?<![\d.,]1)(?<=1)並列", re.I)
#: Every match of SINGLE_STREAM_RE holds one of these words (lower-cased) this many characters after its start;
#: "lone" may come after an article "a" and white space. Searched through extractors.anchored.
SINGLE_STREAM_ANCHORS: tuple[tuple[str, tuple[int, ...], str], ...] = (
    ("single", (0,), ""), ("one request at a time", (0,), ""), ("one chat at a time", (0,), ""),
    ("one prompt at a time", (0,), ""), ("one conversation at a time", (0,), ""), ("one query at a time", (0,), ""),
    ("one stream", (0,), ""), ("lone", (0,), "a"), ("never more than one", (0,), ""), ("sent", (0,), ""),
    ("issued", (0,), ""), ("no concurrency", (0,), ""),
    ("batch", (0,), ""), ("bs", (0,), ""), ("concurrency", (0, len("--max-")), ""), ("sequential requests", (0,), ""),
    ("synchronous", (0,), ""), ("uma ", (0,), ""), ("una ", (0,), ""), ("nur ", (0,), ""), ("mono", (0,), ""),
    ("un seul flux", (0,), ""), ("concurrence", (0,), ""), ("une seule requête", (0,), ""),
    ("un seul utilisateur", (0,), ""), ("요청", (0,), ""), ("单", (0,), ""), ("并发", (0,), ""),
    ("並列", (0,), ""))
#: A statistic over repeated runs ("median of 3 runs"), which names the statistic of every figure when a sentence
#: says so of all of them (RUNS_STATISTIC_LEAD_RE before it): "Each point is the median of 3 runs."
RUNS_STATISTIC_RE = compile_first(r"(?P<s>median|mean|averaged|average|best)s?\s+(?:of|over|across)\s+(?:the\s+)?(?:\d{1,3}|"
                                  r"two|three|four|five|six|seven|eight|nine|ten)\s+(?:\w+\s+)?(?:runs|trials|repetitions|"
                                  r"iterations)\b", re.I)
#: The runs a figure summarises, listed right after it without units: "4,410 output tokens per second (the median of
#: three runs: 4,410, 4,372 and 4,455)". Group list; RUN_LIST_COUNT_WORDS read the stated count.
RUN_LIST_AFTER_RE = compile_first(r"[^.;]{0,40}?\b(?:of|over|across|from)\s+(?:the\s+)?(?P<n>\d{1,2}|two|three|four|five|six|seven|"
                                  r"eight|nine|ten)\s+(?:\w+\s+)?(?:runs|trials|repetitions|iterations)\s*[:(]\s*(?P<list>"
                                  r"(?:" + NUM + r")(?:\s*(?:,\s*and|,|and)\s*(?:" + NUM + r")){1,9})(?![\d.,]*\s*[A-Za-z%/])",
                                  re.I)
#: Runs written as a slash list sharing the figure's unit, then their summary without a unit: "4,012 / 3,987 / 4,021
#: tok/s, mean 4,007 ± 17". SLASH_RUNS_BEFORE_RE ends right before the list's last number (the figure's);
#: SLASH_RUNS_SUMMARY_RE matches from the end of its unit.
SLASH_RUNS_BEFORE_RE = compile_first(r"(?<![\w.,/-])(?P<list>(?:(?:" + NUM + r")\s*/\s*){1,9})$")
SLASH_RUNS_SUMMARY_RE = compile_first(r"[^.;:\d]{0,30}?\b(?P<s>mean|average|avg|median)\s*(?:[:=]|of|is|was)?\s*~?\s*"
                                      r"(?P<v>" + NUM + r")(?:\s*(?:±|\+/-|\+-)\s*(?P<pm>" + NUM + r"))?"
                                      r"(?![\d.,]*\s*[A-Za-z%/])", re.I)
SLASH_RUNS_BEFORE_CHARS = 120
SLASH_RUNS_STATISTICS = {"mean": "mean", "average": "mean", "avg": "mean", "median": "median"}
RUN_LIST_COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
RUNS_STATISTIC_ANCHORS: tuple[tuple[str, tuple[int, ...], str], ...] = (
    ("median", (0,), ""), ("mean", (0,), ""), ("average", (0,), ""), ("best", (0,), ""))
_RUNS_NOUNS = r"(?:points?|figures?|numbers?|results?|values?|measurements?|rows?|cells?|entries|runs?)"
_RUNS_VERBS = r"(?:is|are|were|was|reported\s+as|show|shows)"
#: What makes such a phrase speak of every figure: "Each point is the", "All results averaged over", "Numbers are
#: the" opening a sentence, or "All numbers at concurrency 32, ..., mean of 3 runs" (a trailing clause).
RUNS_STATISTIC_LEAD_RE = compile_first(
    r"(?:\b(?:each|every|all|the)\s+(?:[\w-]+\s+){0,3}?" + _RUNS_NOUNS + r"\s+(?:\w+\s+)?(?:" + _RUNS_VERBS + r"\s+)?"
    r"(?:the\s+|a\s+)?"
    r"|(?:\A|(?<=[.!?:\n]))\s*" + _RUNS_NOUNS + r"\s+(?:\w+\s+)?(?:" + _RUNS_VERBS + r"\s+)?(?:the\s+|a\s+)?"
    r"|\b(?:each|every|all)\s+(?:[\w-]+\s+){0,3}?" + _RUNS_NOUNS + r"\b[^.!?\n]{0,100},\s*)$", re.I)
RUNS_STATISTIC_LEAD_CHARS = 140
#: Every such statement holds one of these words (lower-cased).
RUNS_WORDS = ("runs", "trials", "repetitions", "iterations")
RUNS_STATISTIC_NAMES = {"median": "median", "mean": "mean", "average": "mean", "averaged": "mean", "best": "max"}
#: A figure per accelerator, named or not ("per GPU", "per Gaudi 3 card", "per H100 GPU", "tok/s/GPU").
_PER_ACCELERATOR = r"per[\s-](?:(?-i:[A-Z])[\w.-]*\s+(?:\d+\s+)?)?(?:GPU|card|accelerator|device|chip)\b"
PER_GPU_RE = compile_first(r"(?:\b" + _PER_ACCELERATOR + r"|/\s*GPU\b|tok/s/gpu)", re.I)
PER_NODE_RE = compile_first(r"\bper[\s-]node\b|\beach\s+(?:[\w-]+\s+)?node\b", re.I)
#: The basis written right after a figure's unit ("41,200 tok/s per node, or 5,150 tok/s per GPU", "2,243 tok/s
#: aggregate"): it wins over the sentence's. Its named group says which basis (BASIS_AFTER_UNIT_NAMES).
BASIS_AFTER_UNIT_RE = compile_first(r"\s*(?:(?P<gpu>" + _PER_ACCELERATOR + r"|/\s*GPU\b)|(?P<node>per[\s-]node\b)"
                                    r"|(?P<agg>aggregate\b|in\s+total\b|total\b|combined\b))", re.I)
BASIS_AFTER_UNIT_NAMES = {"gpu": "per_gpu", "node": "per_node", "agg": "aggregate"}
#: Where a sentence restates its figures on another basis ("2,243 tok/s aggregate, i.e. 280.4 tok/s per GPU"): a
#: basis word of one clause does not reach the other's figures.
BASIS_CLAUSE_SPLIT_RE = compile_first(r";\s+|,\s*(?:i\.\s?e\.|that\s+is|which\s+is|or)[,\s]|\(\s*(?:i\.\s?e\.|that\s+is)[,\s]", re.I)
#: The scenario a text puts a figure or a setting in: a workload length stated for one does not reach figures of
#: the other ("input fixed at 3200" under "Online inference" is not the input of an offline figure).
SCENARIO_RE = compile_first(r"\b(?P<s>online|offline)\b", re.I)
AGGREGATE_RE = compile_first(r"\b(?:concurren(?:cy|cies|t requests|t users)|request[\s-]rate|batch[\s-]sizes?|"
                          r"parallel requests|simultaneous|aggregate|offline|online|max-concurrency|num-prompts|"
                          r"requests in flight)\b", re.I)
#: A post that runs at another post's load ("at the same rate", "same benchmark command"): its load is the page's.
SAME_LOAD_RE = compile_first(r"\bsame\s+(?:request\s+)?(?:rate|load|concurrency|batch(?:\s+size)?|settings?|setup|"
                             r"config(?:uration)?|benchmark|command|run|flags)\b", re.I)
#: "c=32", "conc=64": a load written short (opens on a literal, so a page is scanned for its "c"s quickly).
AGGREGATE_SHORT_RE = re.compile(r"c(?<![\w-]c)(?:onc)?\s*=\s*\d{1,5}\b", re.I)
#: Loads written in words ("at sixteen concurrent users", "Sixty-four concurrent users"), read only with a word that
#: makes them a load.
LOAD_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
              "twelve": 12, "sixteen": 16, "twenty": 20, "twenty-four": 24, "thirty-two": 32, "forty": 40,
              "forty-eight": 48, "fifty": 50, "sixty-four": 64, "a hundred": 100, "one hundred": 100}
_LOAD_WORD = "|".join(longest_first((re.escape(w) for w in LOAD_WORDS)))
#: The groups of CONCURRENCY_RE and LOAD_WORD_RE that may hold a load's number, in the order they are read.
CONCURRENCY_GROUPS = ("n", "n2", "n3", "w", "w2")
CONCURRENCY_RE = compile_first(r"(?:(?:\bconcurrency|\bconcurrence|--max-concurrency|\bconcurrent requests?|并发(?:数)?|"
                            # Japanese: "同時実行数 1 で", "同時 16 でも"
                            r"同時(?:実行数|接続数|リクエスト数)?|"
                            # a batch size's cap is a setting, not the load: "max batch size", "Max Runtime Batch Size"
                            r"(?<!max )(?<!max_)(?<!max-)(?<!runtime )\bbatch(?:[\s_-]?size)?|\bbs)"
                            # "batch-1 decode" too
                            r"\s*(?:of\s*|=|:|：|-(?=\d))?|(?<![\w-])(?:c|conc)\s*=)\s*(?P<n>\d{1,2},\d{3}(?![,.]?\d)|\d{1,5})\b"
                            r"(?!\s*[,.]\d)"
                            r"|(?<![\w.,])(?P<n2>\d{1,5})(?:\s+(?:(?:concurrent|parallel|simultaneous)\s+"
                            r"(?:requests|users|streams|clients)|concurrent(?=[^\S\n]*(?:[?!.,;:)]|$))|concurrency\b|"
                            # "4 requests in parallel", "8 clients concurrently"
                            r"(?:requests|users|streams|clients)\s+(?:in\s+parallel|concurrently|simultaneously)\b|"
                            # French: "64 requêtes simultanées", "16 flux simultanés"
                            r"requêtes\s+simultanées|utilisateurs\s+simultanés|flux\s+simultanés|"
                            # German: "bei 32 parallelen Anfragen"
                            r"(?:parallelen?|gleichzeitigen?)\s+Anfragen\b|"
                            # Japanese and Chinese: "64並列" (64 requests in parallel), "64 并发" (64 concurrent)
                            r"(?:users?|clients?|streams?)\b)|\s*(?:並列|并发(?![数量度])))"
                            # Korean, a particle glued on: "동시성 64에서" (at concurrency 64)
                            r"|(?:동시성|동시\s*요청)\s*(?:수\s*)?(?P<n3>\d{1,5})(?![\d.,])", re.I | re.M)
#: A load given per replica with the whole node's in brackets after it ("64 concurrent requests per replica (256 per
#: node)"): the node's load is the one its figures were measured under.
LOAD_TOTAL_AFTER_RE = compile_first(r"\s*per\s+(?:replica|instance|model\s+instance|worker|engine|gpu)\s*\(\s*(?P<n>\d{1,5})"
                                    r"\s+(?:per\s+node|per\s+server|in\s+total|total|overall)\s*\)", re.I)
#: The same loads written in words, a pattern of their own: letters opening a match would make CONCURRENCY_RE try
#: every word of a line.
LOAD_WORD_RE = compile_first(r"(?<![\w-])(?P<w>" + _LOAD_WORD + r")\s+(?:concurrent|parallel|simultaneous)\s+"
                             r"(?:requests|users|streams|clients)\b|\bat\s+(?P<w2>" + _LOAD_WORD + r")\s+(?:users|clients|streams)\b",
                             re.I)
#: Its gate: a load word and a number word in the line.
LOAD_WORD_GATE = (("concurren", "parallel", "simultaneous", "users", "clients", "streams"),
                  ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve", "twenty", "thirty",
                   "forty", "fifty", "hundred"))
#: A bare load opening a clause after a sentence's worded one: the "at 256" of "At concurrency 128 it gave 7.2K
#: tok/s, and at 256 it gave 9.8k tok/s". Not a number of devices, a figure or a length ("at 8 GPUs", "at 256 tok/s").
BARE_AT_LOAD_RE = compile_first(r"(?:[,;]\s*|\b(?:and|while|but|whereas|then)\s+)at\s+(?P<n>\d{1,5})(?![\w%]|[.,]\d)"
                                r"(?!\s*(?:[kK×x]\b|%|[A-Z]|(?:GPUs?|gpus?|cards?|nodes?|devices?|tok|t/s|tokens?|ms|s|sec|"
                                r"seconds?|req|GB|GiB|W|watts?|percent|context|ctx|input|output|prompt)\b))")
#: A per-user rate that opens a clause is the operating point its figures were measured at, not a figure ("At an
#: interactivity of 50 tokens/s/user, the system delivers 1,250 tokens/s/GPU").
USER_RATE_LOAD_RE = compile_first(r"(?:^|[,;:(]\s*|\b(?:and|while|but|whereas)\s+)(?:at|under|for)\s+(?:an?\s+)?"
                                  r"(?:(?:interactivity|per[\s-]user\s+(?:rate|speed)|user\s+speed|speed)\s+(?:of\s+)?)?"
                                  r"(?P<n>" + NUM + r")\s*(?:tok(?:en)?s?|t)\s*/\s*s(?:ec)?\s*(?:/\s*|per\s+)user\b", re.I)
#: What stands between a figure and a request rate written right after it as its load: "22.5 ms at 8 QPS".
RATE_AFTER_FIGURE_RE = compile_first(r"\s+(?:at|under)\s+(?:an?\s+)?(?:(?:constant|fixed)\s+)?(?:(?:request\s+)?rate\s+of\s+)?",
                                     re.I)
CONCURRENCY_FLAG_RE = compile_first(r"(?<![\w-])--(?:max-concurrency|concurrency|num-concurrent-requests)[\s=]+(?P<n>\d{1,5})\b")
REQUEST_RATE_FLAG_RE = compile_first(r"(?<![\w-])--request-rate[\s=]+(?P<n>\d+(?:\.\d+)?)\b")
#: A request rate that opens a clause is the load its figures were measured under, not a figure ("At 4 req/s the
#: median TTFT is 48 ms; at 8 req/s ..."), as is one the requests were sent at ("replayed 1,000 conversations at 10
#: requests per second") and the latencies were measured at ("Latency at 12 req/s"); one after a verb is a figure
#: ("peaks at 12 req/s").
RATE_LOAD_RE = compile_first(r"(?:^|[,;:(]\s*|\b(?:and|while|but|whereas)\s+|\b(?:requests|prompts|conversations|"
                             r"queries|traffic|arrivals|latency|latencies|TTFT|TPOT|ITL)\s+)(?:at|under)\s+(?:an?\s+(?:constant\s+|fixed\s+)?"
                             r"(?:rate|load)\s+of\s+)?(?P<n>" + NUM + r")\s*(?:req(?:uests)?/s(?:ec)?|requests?\s+per\s+"
                             r"second|rps|qps)(?![\w/])", re.I)
#: A range of request rates the requests were sent at ("Arrivals follow a Poisson process at rates from 0.25 to 3.0
#: req/s"): both ends are loads, not figures.
RATE_RANGE_LOAD_RE = compile_first(r"\brates?\s+(?:from|between)\s+(?P<n>" + NUM + r")\s*(?:to|and|-|\u2013)\s*(?P<m>" + NUM
                                   + r")\s*(?:req(?:uests)?/s(?:ec)?|requests?\s+per\s+second|rps|qps)(?![\w/])", re.I)
#: Words by which a sentence states or changes its own load ("pushing the rate to infinity"): such a sentence does not
#: take the request rate an earlier sentence of its paragraph sent requests at.
OWN_LOAD_WORDS_RE = compile_first(r"\b(?:rates?|load|concurren\w*|batch\w*|qps|rps|at\s+once|infinit\w*|parallel\w*|"
                               r"users?|streams?)\b", re.I)
REQUEST_RATE_RE = compile_first(r"(?:--request-rate|request[\s-]rate)\s*(?:of\s*|=|:)?\s*(?P<n>" + NUM + r")", re.I)
TOKEN_COUNTING_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple((compile_first(p, re.I), s) for p, s in (
    # ("usage.prompt_tokens from the final chunk" counts a prefill rate's tokens; "the OpenAI usage block", "a usage
    # object in the final chunk")
    (r"`?usage`?\s+(?:field|block|object)|usage\.(?:completion|prompt|total)_tokens|from\s+(?:the\s+)?(?:response\s+)?`?usage`?|"
     r"completion_tokens|include_usage"
     # "the completion token counts reported by the server in each response"
     r"|(?:completion|output)\s+token\s+counts?\s+(?:reported|returned)\s+by\s+the\s+server"
     # French: "comptés à partir du champ usage"
     r"|\bchamp\s+`?usage\b"
     # German: "nimmt das Tool aus dem usage-Feld"
     r"|\busage-?\s*Feld\b", "usage_field"),
    # not the first chunk a TTFT is timed by ("stamps the first streamed chunk")
    # nor the last chunk, which carries the usage field ("the usage field of the last streamed chunk", "on the final
    # stream chunk")
    (r"\bSSE\s+chunks?|\bchunks?\s+SSE\b|(?<!first\s)(?<!last\s)(?<!final\s)stream(?:ed|ing)?\s+chunks?|chunk\s+counts?|counting\s+chunks",
     "sse_chunks"),
    # not SGLang bench_serving's "Total generated tokens (retokenized):", a line beside the server's own count, nor
    # a cross-check of another count ("the retokenized count agreed to within 0.1%")
    # (a class's name too: "LlamaTokenizerFast")
    (r"\btokeni[sz]er(?:Fast)?(?![a-z])(?:\s+count)?|\b(?-i:(?:[A-Z][a-z]+)+Tokeni[sz]er(?:Fast)?)(?![a-z])|(?<!\()re-?tokeni[sz](?!ed\s+(?:counts?|totals?)\s+(?:agreed|agrees|matched|"
     r"matches|was\s+within|it\s+prints|is\s+(?:shown|printed|given)))"
     # (nor one the page sets aside: "the client also retokenizes the text, which we ignore")
     r"(?![a-z]*[^.;\n]{0,30}?\b(?:which|that)\s+(?:we|I)\s+(?:ignore|ignored|discard|"
     r"discarded|drop|dropped)\b)", "tokenizer"),
    (r"engine[\s-]reported|server[\s-]side\s+metrics|prometheus|/metrics\b"
     # the runtime's own count: "ollama's own count: the eval rate line", "as llama.cpp reports them"
     r"|\b(?:ollama|llama\.cpp|llama-server|the\s+engine|the\s+server)(?:'s|\u2019s)\s+own\s+(?:count|numbers|figures|stats)"
     # "token counts there are the engine's own"
     r"|\btoken\s+counts?\s+(?:there\s+|here\s+)?(?:are|is|were|was)\s+the\s+(?:engine|server|runtime)(?:'s|\u2019s)\s+"
     r"own(?=\s*[:;,.)]|\s*$)"
     # "All speeds are what each tool reports about itself"
     r"|\b(?:what|as)\s+(?:each|the)\s+(?:tool|engine|runtime|server|program)\s+reports\b"
     # "t/s is what llama-bench itself reports", "the rates are what Ollama prints itself"
     r"|\b(?:what|as)\s+(?:llama-bench|llama\.cpp|llama-server|ollama)\s+(?:itself\s+(?:reports|prints)|"
     r"(?:reports|prints)\s+itself)\b"
     # "The tok/s numbers are the ones the engines print themselves"
     r"|\b(?:ones|numbers|figures|rates)\s+(?:that\s+)?the\s+(?:engines?|tools?|servers?|apps?)\s+print"
     # Portuguese and Spanish: "os que as próprias ferramentas informam", "las propias herramientas"
     r"|\b(?:as\s+próprias\s+ferramentas|las\s+propias\s+herramientas)\s+(?:informam|mostram|reportam|informan|"
     r"muestran|reportan)"
     # "os que o próprio programa mostra", "los que el propio programa muestra"
     r"|\b(?:o\s+próprio|el\s+propio)\s+programa\s+(?:informa|mostra|reporta|muestra)\b"
     # "the statistics LM Studio and Ollama report themselves"; German "die Statistiken, die ... selbst ausgeben"
     r"|\bstatistics\b(?:[^.;\n]|\.(?!\s+(?-i:[A-Z]))){0,160}?\b(?:(?:itself|themselves)\s+"
     r"(?:reports?|prints?|outputs?|shows?)|(?:reports?|prints?|outputs?|shows?)\s+(?:itself|themselves))\b"
     r"|\bstatistiken\b(?:[^.;\n]|\.(?!\s+(?-i:[A-Z]))){0,160}?\bselbst\s+(?:ausgeben|ausgibt|anzeigen|anzeigt|melden|meldet)\b"
     # "Token counts come straight from vLLM's RequestOutput objects"
     r"|\btoken\s+counts?\s+(?:come|came|are\s+taken|were\s+taken)\s+(?:straight\s+|directly\s+)?from\s+(?:the\s+)?"
     r"(?:engine|server|vLLM|SGLang|TGI|TensorRT-LLM|llama\.cpp|llama-server|ollama)\b"
     r"(?![^.;\n]{0,24}\busage\b)",  # (not its usage field: "come from the server's usage field")
     "engine_reported")))
#: What right before an engine's name in a counting's sentence says the counting is that engine's figures' ("from the
#: usage block ... for vLLM", "for TGI the harness counts SSE chunks").
COUNTED_FOR_BEFORE_RE = compile_first(r"\bfor\s+$", re.I)
#: What after the engine's name that opens a line makes it the line's label ("vLLM: benchmark_serving.py ... It counts
#: output tokens by re-tokenizing", a bullet per engine): the line's counting is that engine's figures'.
ENGINE_LABEL_AFTER_RE = re.compile(r"\s*[:\u2014\u2013]")
#: Latencies worked out from a token count (TPOT divides the decode time by the tokens counted): they take the page's
#: token counting as its rates do.
COUNTED_LATENCIES = frozenset({"tpot_ms"})
#: What before a token-counting word says it counted something else than the output: a tokenizer that measured the
#: prompt ("a 1,024-token prompt, length checked with the Llama tokenizer"), or one another count was checked against
#: ("We spot-checked a few hundred responses against a re-tokenization", "checked the count against
#: usage.completion_tokens"), or an engine's own that its usage field returns ("their own tokenizer"). By counting
#: kind.
_CHECKED_AGAINST = r"\bagainst\s+(?:[\w'\u2019-]+\s+){0,4}$"
COUNTING_OTHER_BEFORE = {"tokenizer": compile_first(r"\b(?:prompts?|inputs?|length|context)\b(?![^.;:\n]*\boutput\b)"
                                                    r"[^.;:\n]{0,40}$|"  # (not "counts input and output tokens with")
                                                    + _CHECKED_AGAINST
                                                    # the engines' own count, which the usage field returns: "so both
                                                    # backends count with their own tokenizer"
                                                    + r"|\b(?:their|its)\s+own\s+$", re.I),
                         "usage_field": compile_first(_CHECKED_AGAINST, re.I)}
#: What right after a token-counting word says it measured something else than the output: the prompts ("Measured
#: with the Llama 3.1 tokenizer, prompts average 612 tokens"). By counting kind.
COUNTING_OTHER_AFTER = {"tokenizer": compile_first(r"\s*,?\s*(?:the\s+|our\s+)?(?:prompts?|inputs?)\b", re.I)}
#: How far before a token-counting word its negation (NEGATION_BEFORE_RE) or other object (COUNTING_OTHER_BEFORE) is
#: looked for.
COUNTING_BEFORE_CHARS = 60
#: Words one of which a counting word needs near it (COUNTING_CONTEXT_CHARS either side) to say how tokens were
#: counted, by kind: a tokenizer named for something else ("the draft model's tokenizer must match") counts nothing.
COUNTING_CONTEXT = {"tokenizer": compile_first(r"count|compt[ée]|measur|tokens\s+(?:are|were)|计数|统计|usage", re.I)}
COUNTING_CONTEXT_CHARS = 80
#: Words one of which a counting word needs in its own sentence, by kind: streamed chunks named for what they carry
#: or what a latency is timed between ("ITL is measured between streamed chunks") count nothing.
COUNTING_SENTENCE_CONTEXT = {"sse_chunks": compile_first(r"count|compt[ée]|tok(?:en)?s?\s*/\s*s|tokens\s+(?:are|were)|"
                                                         r"tokens\s+per\s+second|as\s+(?:a\s+)?tokens?\b", re.I)}
#: Words by which a counting word's sentence speaks of a counting the page did not use, by kind ("a chunk-counting
#: client would under-report the speculative runs").
COUNTING_SENTENCE_HYPOTHETICAL = {"sse_chunks": compile_first(r"\b(?:would|could|might|if\s+(?:you|one)\s+counts?)\b"
                                                             # a counting said to be wrong, or given up: "so chunk
                                                             # counting undercounts", "our first pass counted SSE
                                                             # chunks instead of reading usage"
                                                             r"|\bunder-?counts?\b|\bfirst\s+pass\b|\binitially\b|"
                                                             r"\boriginally\b", re.I)}
#: Where a sentence ends for COUNTING_SENTENCE_CONTEXT and COUNTING_SENTENCE_HYPOTHETICAL, and for a question
#: (QUESTION_STOP below): a stop before white space or the end, or a line break.
SENTENCE_STOP_RE = compile_first(r"[.!?](?=\s|$)|\n")
#: What right before an engine's name says the run did not use it ("Not llama.cpp, just as a reference point",
#: "not using vLLM"), looked for this many characters back.
ENGINE_NEGATED_BEFORE_RE = compile_first(r"(?:^|[\s(,;:])(?:not|never)\s+(?:using\s+|with\s+|on\s+|via\s+|through\s+)?$"
                                         # what the page lacks: "there is no equivalent of llama-bench here", "non
                                         # c'è un equivalente di llama-bench", "no hay un equivalente a"
                                         r"|\b(?:no|non\s+c['\u2019]è(?:\s+un)?|no\s+hay(?:\s+un)?|"
                                         r"il\s+n['\u2019]y\s+a\s+pas(?:\s+d['\u2019])?)\s*(?:direct\s+)?(?:equivalent|equivalente|équivalent)\s+"
                                         r"(?:of|to|for|di|a|al|de|du)\s+$", re.I)
ENGINE_NEGATED_BEFORE_CHARS = 36
#: What before a token-counting word says the page did not count that way: a negation, or alternatives weighed
#: ("depending on whether a tool counted chunks, usage fields or tokens").
NEGATION_BEFORE_RE = compile_first(r"(?:\bnot|\bnever|rather than|instead of|\bno|\bignor(?:e|es|ed|ing))\s+(?:[\w'\u2019-]+\s+){0,5}"
                                   r"(?:[\w-]+/)?$"  # "no detokenize/re-tokenize step"
                                   r"|\bwhether\b[^.;:\n]{0,50}$", re.I)

# ------------------------------------------------------------------ repeats, claims, non-measurements

RERUN_CUE_RE = compile_first(r"(?<!n't )(?<!n’t )(?<!\bnot )(?<!\bnot yet )"  # not "haven't rerun the rest yet"
                          r"\b(?:re-?run(?:ning|s)?|re-?runn?ing|re-?measur\w*|repeat(?:ed|ing)?|identical\s+"
                          r"(?:config(?:uration)?|runs?|setup|settings)|second run|run again|another run|"
                          r"same config(?:uration)? again|(?:ran|running|run) (?:it |the \w+ )?again)\b",
                          re.I)
#: A table figure written to this many units of its last digit or more (four significant digits: "21.29") that equals
#: a figure of another token kind in another table of the post restates it under another name.
RESTATED_DIGITS = 1000
#: A sentence that redoes the measurement before it another way ("I redid the measurement with an 8,000-token prompt:
#: 0.81 s for vLLM", "J'ai refait la mesure avec ..."): its bare times are of the metric the sentence before timed.
REDONE_MEASUREMENT_RE = compile_first(r"\b(?:redid|re-?did|redone|redo)\s+(?:the\s+|that\s+|this\s+)?"
                                      r"(?:measurement|test)s?\b|\brefait\s+(?:la|cette)\s+mesure\b"
                                      r"|\brehice\s+la\s+medici[óo]n\b", re.I)
#: A rerun with something changed ("re-running with --request-rate 4", "repeated it at batch 8", "repeated the batch-1
#: case with 32,768-token prompts") is another configuration's figure, not a repeat of the same one.
RERUN_CHANGED_RE = compile_first(r"\b(?:re-?run\w*|re-?ran|repeat\w*|ran\s+(?:it\s+)?again)\s+"
                              r"(?:it\s+|the\s+[\w-]+(?:\s+(?:case|run|test|setup|config))?\s+)?(?:with|using|at|under)\s+"
                              r"(?!(?:the\s+|an?\s+)?(?:same|identical|unchanged)\b)", re.I)
SWEEP_CUE_RE = compile_first(r"\bsweep\b|\bsweeping\b", re.I)
SWEEP_POINT_RE = compile_first(r"(?<![/\w.])(?P<x>[\w.]+)\s*(?:->|→|=>)\s*(?:~)?(?P<v>" + NUM + r")(?P<k>[kK])?")
#: Every match of SWEEP_POINT_RE holds one of these arrows.
SWEEP_POINT_ARROWS = ("->", "→", "=>")
#: Words around an alternative's figure that are not part of what changed.
CHANGE_TRIM_RE = compile_first(r"^(?:and|then|while|with|but|also)\s+|\s+(?:gave|gives|reads|read|got|gets|reached|"
                            r"reaches|hit|hits|yields?|at|of|is|was|came in at)$", re.I)
ALTERNATIVE_CUE_RE = compile_first(r"\b(?:swap(?:s|ped|ping)?|switch(?:ed|ing)?\s+to|instead|alternative|replacing|"
                                r"replaced)\b", re.I)
#: Hosted inference APIs a write-up times from outside ("Cerebras | 241 ms | ...", "TTFT p50 now: Groq 121 ms"): their
#: figures are the provider's service, on an engine and hardware the page does not state.
HOSTED_APIS = ("Cerebras", "Groq", "SambaNova", "Together AI", "Together", "Fireworks AI", "Fireworks", "DeepInfra",
               "OpenRouter", "Hyperbolic", "Baseten", "Novita", "Nebius AI Studio", "Lambda Inference")
#: A table row whose first cell is one, or a provider named right before a prose figure (nothing but a colon or
#: blanks between).
HOSTED_ROW_RE = compile_first(r"^\s*(?P<p>" + "|".join(HOSTED_APIS) + r")(?:\s+(?:API|Cloud|Inference))?"
                              # the endpoint's own name in brackets: "Together (Turbo)"
                              r"(?:\s*\([^()\n]{1,30}\))?\s*$")
HOSTED_BEFORE_RE = compile_first(r"\b(?P<p>" + "|".join(HOSTED_APIS) + r")(?:'s)?\s*[:=]?\s*(?:~|≈|about\s+)?$")
#: A sentence (a list item) that opens on the provider and the model it served, up to its figure: "Cerebras,
#: gpt-oss-120b: median 2,645 tok/s after the first token".
HOSTED_LEAD_RE = compile_first(r"\s*(?P<p>" + "|".join(HOSTED_APIS) + r")\s*,\s*[^:\n]{1,40}:\s*"
                               r"(?:(?:median|mean|average|avg|p\d{2})\s+)?(?:~|≈|about\s+)?")
#: Makers whose own published figures a write-up quotes ("NVIDIA reports 7,500 tok/s on 8x H200").
FIGURE_PUBLISHERS = ("NVIDIA", "AMD", "Intel", "Google", "Groq", "Cerebras", "SambaNova", "Apple", "the vendor",
                     "the vendors", "the authors", "the maintainers",
                     # model makers who publish their own serving figures
                     "DeepSeek", "Meta", "Mistral", "Alibaba", "Qwen", "Moonshot", "OpenAI", "Microsoft", "Huawei")
#: A sentence holding one of these may report a maker's figure (checked before CLAIM_PUBLISHER_RE runs).
PUBLISHER_VERB_STEMS = ("report", "claim", "quot", "list", "advertis", "publish", "said", "say", "vendor", "maker",
                        "manufacturer", "official", "cite", "brief", "paper", "press", "write-up", "writeup",
                        "own numbers", "own figures", "own results", "page", "post",
                        # French: "Mistral annonçait « 150 tokens/s »"
                        "annon", "affirm", "revendiq")
_FIGURE_NOUNS = r"(?:numbers|figures|results|data|benchmarks?|specs?)"
CLAIM_PUBLISHER_RE = compile_first(r"\b(?:" + "|".join(FIGURE_PUBLISHERS) + r")(?:'s)?\s+(?:(?:own|official)\s+)?"
                                   r"(?:reports?|reported|claims?|claimed|quotes?|quoted|lists?|listed|advertises?|"
                                   r"publishes?|published|says?|said|cites?|cited|"
                                   # French: "Mistral annonçait", "NVIDIA affirme"
                                   r"annon[cç]ait|annonce|a\s+annoncé|affirm(?:e|ait)|revendiqu(?:e|ait))\b"
                                   # "H200 numbers from the vendor", "the vendor's figures", "official results"
                                   r"|\b" + _FIGURE_NOUNS + r"\s+(?:from|by|published\s+by)\s+(?:the\s+)?(?:vendors?|makers?|"
                                   r"manufacturers?)\b|\b(?:vendor|maker|manufacturer)(?:'s|s')?\s+(?:own\s+)?(?:official\s+)?"
                                   + _FIGURE_NOUNS + r"|\bofficial\s+" + _FIGURE_NOUNS
                                   # "NVIDIA's own MLPerf submission ... reports", "NVIDIA's published ... tables show"
                                   + r"|\b(?:" + "|".join(FIGURE_PUBLISHERS) + r")(?:'s|\u2019s|'|\u2019)\s+(?:own\s+|official\s+|"
                                   r"published\s+)?(?:[\w.-]+\s+){0,3}?(?:submissions?|performance\s+tables?|tables?|"
                                   # "Groq's models page lists", "Cerebras' gpt-oss launch post says"
                                   r"(?:models?|pricing|product|launch)\s+pages?|launch\s+posts?|"
                                   r"datasheets?|data\s+sheets?|blog\s+posts?|docs|documentation|briefs?|"
                                   r"white\s?papers?|press\s+releases?|write-?ups?|papers?|" + _FIGURE_NOUNS[3:-1]
                                   + r")\b", re.I)
#: A ratio a maker's figures are cited for, right before the maker: "a little better than the 1.8x in DeepSeek's
#: report" quotes the report's ratio, not the sentence's figures.
COMPARED_RATIO_BEFORE_RE = compile_first(r"\b(?:than|vs\.?|versus|against|above|below|over|under)\s+(?:the\s+)?[~≈]?\d[\d.,]*\s*(?:x|×|%)\s+"
                                         r"(?:in|from|of|by)\s+(?:the\s+)?$", re.I)
CLAIM_CUE_RE = compile_first(r"\b(?:the\s+)?(?:docs|documentation|readme|model\s+card|datasheet|release\s+notes|overview|"
                             # the write-up a thread discusses: "The post says: "3,400 tok/s on a single H100""
                             r"(?<=the\s)(?:(?:blog|release|launch|original)\s+)?(?:post|announcement|article))\s+"
                             r"(?:lists?|says?|claims?|reports?|quotes?|states?|shows?)\b|"
                             r"\b(?:claim(?:s|ed|ing)?|reportedly|allegedly|according to|as reported by|rumou?red|"
                             r"community member|someone (?:else )?(?:reported|posted|says)|they (?:say|said|report|reported)|"
                             r"advertis\w+|marketing|quot(?:es|ed|ing)|"
                             # German and French: "Auf Reddit liest man öfter, dass ...", "angeblich", "selon NVIDIA"
                             r"liest\s+man|angeblich|selon\s+(?:NVIDIA|AMD|Intel|le\s+fabricant)|"
                             # "Ein Kollege meinte übrigens, er habe ... 900 Tokens/s gesehen"
                             r"(?:Kollege|Kollegin|Bekannter|Freund|jemand)\s+(?:meinte|sagte|behauptet|behauptete|"
                             r"erzählte|schrieb)|"
                             # French and Spanish word of someone else: "Un collègue m'affirme qu'il sort 2000 tok/s",
                             # "un youtuber que decía sacar 10 t/s", "vi que alguien sacaba 31 tok/s"
                             r"m['\u2019]affirme|un\s+youtuber|que\s+dec[íi]a|alguien\s+(?:sacaba|sac[óo]|saca|dice|dijo|"
                             r"dec[íi]a|afirma(?:ba)?|consegu[íi]a|consigue))\b"
                             # Japanese and Chinese: "…という投稿を見かけました" (I saw a post saying), "によると", "据说"
                             r"|という投稿|によると|据说|据称|有人说"
                             # "有群友说 ... 能到 2000 tokens/s 以上" (a group member says), "网友反馈", "同事说"
                             r"|(?:群友|网友|朋友|同事|别人)(?:说|称|反馈|表示|提到)"
                             # "…8k tok/s 出た」と書いていました" (someone wrote that), "と言っていました" (said)
                             r"|」と(?:書い|言っ)て(?:い(?:まし)?た|ました)"
                             # "知人が ... 58 t/s 出たと言っていました" (an acquaintance said they got 58 t/s)
                             r"|(?:知人|友人|同僚)が|と言って(?:い(?:まし)?た|ました)"
                             # Korean: "다른 블로그 후기에서는 ... 나온다고 하던데" (another blog's review says ...)
                             r"|다른\s*(?:블로그|글|후기|분)|[다라]고\s*(?:하던데|하더라|합니다만|하네요)"
                             # "那篇推文里写的是：“…2,100 tokens/s…”" (the post says), "官方数据" (the official figures)
                             r"|(?:推文|文章|公众号|官网|文档|公告)里?(?:写的是|写着|提到)|官方(?:数据|数字|公布|宣传)"
                             # a vendor's slides: "某云厂商的售前 PPT 上写着“... 5000+ tokens/s”", "号称" (claimed)
                             r"|(?:PPT|幻灯片|宣传页|宣传材料)\s*上?(?:写着|写的是|写了)|号称|厂商(?:宣传|宣称|声称)"
                             # someone's post elsewhere: "A post on X last month showed 1,200 tok/s", "a video claimed"
                             r"|\b(?:an?|one|another)\s+(?:[\w-]+\s+){0,2}(?:post|tweet|thread|video|article|write-?up|talk|"
                             r"presentation|paper|review)\b"
                             r"[^.;:]{0,40}?\b(?:showed|shows|claimed|claims|says|said|reported|reports|quoted|listed)\b"
                             # French: "Un gars sur Reddit annonce 45 tok/s"
                             r"|\bun\s+(?:gars|mec|type|utilisateur|collègue)\b[^.;:]{0,60}?\b(?:annonce|dit|affirme|parle|"
                             r"obtient|sort)\b"
                             # a vendor's slides: "a solutions-architect deck we were shown put one A10G at 'up to 10
                             # req/s'"
                             r"|\b(?:deck|slides?|brochure|landing\s+page|spec\s+sheet)\b[^.;:]{0,60}?\b(?:put|puts|"
                             r"says?|said|claims?|claimed|lists?|listed|quotes?|quoted|promis\w+)\b"
                             # (over a release's dots: "a colleague ran a similar test with vLLM 0.4.2 and got about")
                             r"|\b(?:some(?:one|body)|a (?:friend|user|commenter|redditor|colleague)|another user|people|"
                             r"others)\b(?:[^.;:]|\.(?=\w)){0,80}?\b(?:says?|said|reports?|reported|posted|claims?|claimed|told|tells|"
                             r"mentioned|saw|sees|got|gets|insists?|insisted|swears?|swore)\b"
                             # a vendor's customers' word for it ("one of our partners told us they serve ... at")
                             r"|\b(?:partners?|customers?|clients?)(?:'s|s')?\s+(?:[\w-]+\s+){0,3}?(?:told|tell|tells|"
                             r"report(?:s|ed)?|say|said)\b"
                             # a paper's citation of another study: "Ferreira et al. [6] report", "Osei and Marin [15]
                             # measured"
                             r"|(?:\bet\s+al\.?\s*)?\[\d{1,3}(?:\s*[,\u2013-]\s*\d{1,3})*\]\s+(?:report(?:s|ed)?|measured|"
                             r"found|observed|obtain(?:s|ed)|achiev(?:e|es|ed)|show(?:s|ed)?)\b", re.I)
#: A figure's citation right after it ("the 1,020 tokens/s reported in [6]", "The 0.55 req/s of [15]"): that figure is
#: another study's, whatever the rest of its sentence.
CITED_AFTER_RE = compile_first(r"\s+(?:(?:as\s+)?(?:reported|measured|given|published|claimed)\s+)?(?:in|of|from|by)\s+"
                               r"(?:[A-Z][\w-]+\s+(?:et\s+al\.?\s*)?)?\[\d{1,3}\]")
#: A poster saying they ran their own earlier setup again ("I also reran rate 8 with ...", "re-ran it with the flag").
OWN_RERUN_RE = compile_first(r"\bI\s+(?:also\s+|then\s+|just\s+)?(?:re-?ran|re-?tested|ran\s+it\s+again)\b", re.I)
#: Phrases by which a post says it reuses the whole earlier setup.
_SAME_AS_ABOVE = (r"consistent with what you provided|as (?:described|provided) above|as above|identical (?:setup|hardware)|"
                  r"everything else (?:is |was |being |kept )?(?:identical|the same|unchanged)|nothing else (?:changed|"
                  r"different)|otherwise identical|(?:your|the|my|that|his|her|their) exact (?:setup|config(?:uration)?)|"
                  r"exact same (?:setup|config(?:uration)?)")
#: Phrases by which a post says it ran an earlier post's command on a machine of its own ("Reproduced on our CI box
#: (2x H100, your exact bench command)"): the command's setup, engine and model, not the hardware, driver or CUDA.
_CMD_KIND = r"(?:bench(?:mark)?|serve|server|client|launch)"
_EXACT_COMMAND = (r"(?:your|the|my|that|his|her|their) exact (?:" + _CMD_KIND + r" (?:and " + _CMD_KIND + r" )?)?"
                  r"(?:commands?|flags|settings)|exact same (?:bench(?:mark)? )?(?:commands?|flags|settings)")
EXACT_COMMAND_FAMILIES = frozenset({"setup", "engine", "model"})
SAME_SETUP_RE = compile_first(r"\b(?:same (?:[A-Za-z]*\d[\w-]* )?(?:setup|hardware|machine|rig|box|config(?:uration)?|server|"
                           r"node|system|environment|settings|model|flags|command|image|vm|instance|client)|" + _SAME_AS_ABOVE + r"|" + _EXACT_COMMAND + r")\b", re.I)
#: What a post that reuses an earlier setup says it reuses, by the word it uses: the hardware ("same hardware",
#: "same rig"), the engine ("same version"), the model ("same model"), or the whole setup ("same setup", "as
#: above"). A post that reuses only the hardware inherits no engine settings, parallelism or workload from the
#: earlier post.
SAME_SCOPE_RE = compile_first(r"\bsame (?:(?P<w1>[\w-]+) (?:and|&) )?(?:[A-Za-z]*\d[\w-]* )?(?P<w>setup|hardware|machine|rig|"
                              r"box|config(?:uration)?|server|node|system|environment|settings|version|build|engine|flags|"
                              r"command|model|image|vm|instance|client)\b|"
                              r"\b(?P<all>" + _SAME_AS_ABOVE + r")\b|\b(?P<cmd>" + _EXACT_COMMAND + r")\b", re.I)
SAME_SCOPE_WORDS = {"hardware": "hardware", "machine": "hardware", "rig": "hardware", "box": "hardware",
                    "server": "hardware", "node": "hardware", "system": "hardware", "version": "engine",
                    "build": "engine", "engine": "engine", "model": "model", "image": "engine", "vm": "hardware",
                    "instance": "hardware"}
#: The family of each methodology key a reused hardware or engine covers (every other key is the setup's).
HARDWARE_KEYS = frozenset({"accelerator", "driver", "cuda", "rocm", "interconnect", "host"})
ENGINE_KEYS = frozenset({"engine", "engine_commit"})
MODEL_KEYS = frozenset({"model"})
SAME_HARDWARE_CLAIM_RE = compile_first(r"\bon the same (?:hardware|setup|rig|machine|gpus?)\b", re.I)
RATIO_AFTER_RE = compile_first(r"^\s*(?:x\b|×|%|times\b)", re.I)
#: A rate divided by power or money right after its unit ("0.12 tok/s per watt", "1,9 tok/s par watt", "tok/s/W",
#: "0,15 tok/s por vatio"): an efficiency worked out from the figure, not a measurement.
PER_RESOURCE_AFTER_RE = compile_first(r"\s*(?:/\s*W\b|(?:per|par|pro|por)\s+(?:watt|vatio|W\b|dollar|d[óo]lar|\$|€|euro))",
                                      re.I)
#: A figure followed by the arithmetic that works it out from others ("about 19 tok/s (1000 / 53.4 ms TPOT)", "(1000 /
#: TPOT)", "47 tokens per second from SGLang (1000 / TPOT)", "(8 x 137 tok/s)"); a product needs a unit ("(4 x 3090)"
#: names cards).
DERIVED_AFTER_RE = compile_first(r"(?:\s+(?:from|on|with|in|for)\s+[\w.-]+)?\s*\(\s*[~≈]?\s*\d[\d,.]*\s*(?:(?:/|÷)\s*(?:\d|(?:mean\s+|median\s+)?(?:TPOT|ITL)\b)|"
                                 r"(?:x|×|\*)\s*\d[\d,.]*\s*"
                                 r"(?:ms|s|tok|tokens|t/s|req)\b)", re.I)
#: A time right after "prefill" and a verb is the prefill's, its time to the first token ("prefill was 2890.44 ms",
#: "prefill took 3.4 s"); not an estimate ("should prefill in ~3.7 s") nor a figure another word names after it.
PREFILL_TIME_BEFORE_RE = compile_first(r"\bprefill\s+(?:latency\s+|time\s+)?(?:was|is|took|takes|of|=|:)\s*"
                                       r"(?:about\s+|around\s+|~|≈)?$", re.I)
#: A figure that is the result of a division written right before it ("1024 / 0.112 s ≈ 9.1k prompt tokens/s"):
#: worked out, not measured.
DERIVED_RESULT_BEFORE_RE = compile_first(r"\d[\d,.]*\s*(?:tokens?|s|ms)?\s*(?:/|÷)\s*\d[\d,.]*\s*(?:s|ms)?\s*(?:≈|≒|=|~=)\s*$",
                                         re.I)
#: A figure inside such arithmetic ("(1000 / 53.4 ms TPOT)"): an input quoted for the working, not a figure.
DERIVED_INPUT_BEFORE_RE = compile_first(r"\(\s*[~≈]?\s*\d[\d,.]*\s*(?:/|÷|x|×|\*)\s*$", re.I)
#: A figure that converts the one right before it, in brackets ("~16 ms/token (so ~60 tok/s)", "45 tok/s (i.e.
#: 22 ms a token)"): the same measurement in another unit, not a second one. The text between the two figures (read
#: only where their units differ); after a comma too ("10.3 ms per token, i.e. about 102 tok/s").
CONVERSION_BETWEEN_RE = compile_first(r"\s*(?:\(\s*(?:so|i\.\s?e\.|that'?s|which is|≈)|,\s*(?:i\.\s?e\.|that'?s|which is)|"
                                      # Japanese: "98.71 t/s だと約 10.1 ms/token" (at 98.71 t/s, about 10.1 ms)
                                      r"\s*(?:だと|なら)|"
                                      # "Your mean TPOT of 61.95 ms is about 16.1 tok/s", "47.51 ms is ~21 t/s"
                                      r"\s+(?:is|means|works\s+out\s+to|comes\s+to)(?=\s|~|≈))"
                                      r"\s*(?:about|around|roughly|approx\.?|約)?\s*[~≈]?\s*", re.I)
# ------------------------------------------------------------------ figures whose unit is written in their label

#: A unit written in brackets after a label, for the figures that follow: "Output throughput (tok/s): 1,210",
#: "Median TTFT (ms) 182", "Throughput (tok/s/GPU) at concurrency 32: 1,210; at 64: 1,980"; or written bare after a
#: label's word, before its colon: "Decode tok/s: 58.4".
LABEL_UNIT_RE = compile_first(r"\(\s*(?P<unit>" + _UNIT_ALT + r")\s*\)", re.I)
#: The units a label writes bare: a rate or milliseconds ("tok/s:", "t/s =", "ms:"), never a bare "s".
_BARE_LABEL_UNITS = [u for u in longest_first(UNIT_SPELLINGS) if "/" in u or u in ("ms", "tps", "rps")]
#: A bare label's unit, read backwards from its colon: searched in the few characters before each colon or "=" (after a
#: word, or opening its line: "requests/sec : 5.43").
LABEL_BARE_UNIT_RE = compile_first(r"(?:(?<=[A-Za-z][ \t])|(?<![^\n]))(?<!\d[kKmM][ \t])(?P<unit>" + alternation(
    [re.escape(u).replace(r"\ ", r"\s+") for u in _BARE_LABEL_UNITS]) + r")[ \t]*$", re.I)
LABEL_COLON_RE = re.compile(r"[:=]")
#: What after a labelled number makes it a formula's constant, not a figure ("Per-user tok/s: 1000 / mean ITL").
LABEL_FORMULA_AFTER_RE = compile_first(r"\s*/\s*(?:(?:mean|median|avg|average|p\d{2})\s+)?(?:ITL|TPOT|TTFT|latency|"
                                       r"time|e2e)\b", re.I)
#: How far before its colon a bare label's unit may start.
LABEL_BARE_CHARS = 24
#: How far before the bracket the label's metric and statistic words may start (within the clause).
LABEL_CHARS = 60
#: Where a label starts at the latest: after the clause break before its bracket.
LABEL_START_RE = compile_first(r"[;:.!?]\s|[()\[\]]")
#: The words of a load that name what is loaded ("at concurrency 32", "at batch 8", "with 64 users").
_LABEL_LOAD_WORD = r"(?:max[\s_-]?)?concurrency|batch(?:[\s_-]?size)?|bs|conc"
_LOAD_NOUN = r"(?:concurrent\s+|parallel\s+|simultaneous\s+)?(?:users|requests|clients|streams)"
#: A verb that may stand between a label (or its load) and its figure: "Decode throughput (tok/s) was 45.2".
_LABEL_VERB = r"(?:was|were|is|reached|of)"
#: A load written before a labelled figure, up to its colon: "at concurrency 32: 1,210", "at 64: 1,980" (bare only
#: after a worded one). Groups: w (the load word) or noun, n.
LABEL_PRE_LOAD_RE = compile_first(r"\s*(?:at|@|with|under)\s+(?:(?P<w>" + _LABEL_LOAD_WORD + r")\s*[=:]?\s*)?(?P<n>\d{1,5})"
                                  r"(?P<noun>\s+" + _LOAD_NOUN + r")?(?:\s*[:=]|\s+" + _LABEL_VERB + r")\s*", re.I)
#: A load written after a labelled figure: "45.2 at batch 1", "1,980 with 64 users", "1,980 at 64" (bare only after
#: a worded one).
LABEL_POST_LOAD_RE = compile_first(r"\s*,?\s*(?:at|@|with|under)\s+(?:(?P<w>" + _LABEL_LOAD_WORD + r")\s*[=:]?\s*)?"
                                   r"(?P<n>\d{1,5})(?P<noun>\s+" + _LOAD_NOUN + r")?(?![\w%]|[.,]\d|\s*[kK×x]\b)", re.I)
#: An input length written between a label and its figure: "TTFT (s) for a 16k prompt: 2.9", "Prefill (tok/s)
#: with 2048-token prompts: 9,120". Groups n, k.
LABEL_PRE_LENGTH_RE = compile_first(r"\s*(?:for|with|at)\s+(?:an?\s+)?(?P<n>\d{1,6})\s*(?P<k>[kK])?[\s-]*(?:tokens?[\s-]+)?"
                                    r"(?:prompts?|inputs?|context)\s*(?:[:=]\s*|" + _LABEL_VERB + r"\s+)", re.I)
#: What may stand between the bracket (or the load) and a figure.
LABEL_LEAD_RE = compile_first(r"\s*(?:[:=]\s*|[-–—]\s+|" + _LABEL_VERB + r"\s+)?")
#: One labelled figure: a number with no unit, percent or multiplier of its own.
LABEL_VALUE_RE = compile_first(r"(?P<num>" + NUM + r")(?P<k>\s?[kK](?![a-zA-Z]))?(?![\w%×/]|\.\d|\s*(?:x\b|×|%))")
#: Between two labelled figures: "1,210; at 64: 1,980", "45.2 at batch 1, 312.8 at batch 8", "... and ...".
LABEL_SEPARATOR_RE = compile_first(r"\s*(?:;|,|\band\b)\s*", re.I)

# ------------------------------------------------------------------ figures written as a slashed list

#: Figures sharing one unit, written with slashes: "120/450 ms", "2,345/61.2 t/s".
SLASHED_VALUES_RE = compile_first(r"(?<![\w.,/-])(?P<vals>(?:" + NUM + r")(?:\s*/\s*(?:" + NUM + r")){1,3})\s*(?P<unit>"
                                  + _UNIT_ALT + r")(?![\w/])", re.I)
#: One name of such a list: a statistic ("p50", "median") or a metric word ("prefill", "pp", "TTFT").
SLASHED_NAME = r"[A-Za-z][\w-]*(?:[ ](?!(?:at|with|under|on|in|for|of|was|is|were|are)\b)[A-Za-z][\w-]*)?"
#: The names of a slashed list's figures, in order, written with slashes before it: "TTFT p50/p99: 120/450 ms",
#: "pp/tg 2,345/61.2 t/s", "TTFT/TPOT 182/11.4 ms".
SLASHED_NAMES_RE = compile_first(r"(?<![\w-])(?P<names>" + SLASHED_NAME + r"(?:\s*/\s*" + SLASHED_NAME
                                 + r"){1,3})(?![\w-])")
SLASHED_NAME_RE = compile_first(SLASHED_NAME)
#: A script's line naming the metric and its unit before the statistics and their figures: "TTFT ms   p50 / p90 /
#: p99 : 1843.2 / 4127.9 / 6610.4" (the figures carry no unit of their own).
#: Every match of SLASHED_UNIT_FIRST_RE names a statistic: a block holding none of these is not searched.
SLASHED_UNIT_FIRST_GATE = ("p50", "p75", "p90", "p95", "p99", "median", "mean", "avg", "average", "min", "max")
SLASHED_UNIT_FIRST_RE = compile_first(r"(?<![\w-])(?P<label>" + SLASHED_NAME + r")\s+(?P<unit>" + _UNIT_ALT + r")\s+"
                                      r"(?P<names>" + SLASHED_NAME + r"(?:\s*/\s*" + SLASHED_NAME + r"){1,3})\s*[:=]\s*"
                                      r"(?P<vals>(?:" + NUM + r")(?:\s*/\s*(?:" + NUM + r")){1,3})(?![\w.,/])", re.I)
#: How far before its figures the names of a slashed list may end.
SLASHED_NAMES_CHARS = 40

# ------------------------------------------------------------------ a figure measured without speculative decoding

#: Words naming speculative decoding: a sentence comparing a figure "without" it holds one.
SPECULATIVE_WORDS_RE = compile_first(r"\b(?:speculative|spec(?:ulative)?[\s-]?decod\w*|eagle[\s-]?\d?|medusa|mtp|"
                                     r"draft(?:\s+model|\s+tokens?)?|n-?gram|lookahead)\b", re.I)
#: What beside a figure says it was measured without the setting ("92.1 tok/s without", "baseline 92.1 tok/s").
WITHOUT_SETTING_RE = compile_first(r"\b(?:without|w/o|no\s+(?:spec\w*|eagle\w*|draft\w*|mtp|ep|expert\w*|prefix|"
                                   r"chunked)|baseline|vanilla|disabled|turned\s+off)\b", re.I)
#: Speculative decoding stated in prose, as the setting speculative_algorithm: a method named with it ("EAGLE-3
#: speculative decoding", "speculative decoding with MTP", "with EAGLE-3"), or, as speculative_decoding, none named
#: ("with speculative decoding", "speculative decoding enabled"). Not when a negation stands right before or after
#: (SPEC_NEGATED_*). The method is kept as written. The scan finds the words (SPEC_WORD_RE) and reads around them.
_SPEC_METHOD = r"EAGLE(?:[- ]?[23])?|MTP|Medusa|n-?gram|lookahead|prompt[- ]lookup|ReDrafter|draft[- ]model"
SPEC_WORD_RE = compile_first(r"\b(?:(?P<sd>speculative[ \t]+decoding)|speculation|spec(?:ulative)?[ \t-]?decode|drafting)\b",
                             re.I)
SPEC_WITH_RE = compile_first(r"\bwith[ \t]+(?P<m>EAGLE(?:[- ]?[23])?+|Medusa)\b"
                             r"(?![ \t-]+(?:speculative|speculation|spec|drafting))", re.I)
SPEC_METHOD_BEFORE_RE = compile_first(r"\b(?P<m>" + _SPEC_METHOD + r")[ \t]+$", re.I)
SPEC_METHOD_AFTER_RE = compile_first(r"[ \t]*(?:\(|:|with\b|using\b|via\b)[ \t]*(?:the[ \t]+)?(?P<m>" + _SPEC_METHOD + r")\b",
                                     re.I)
SPEC_ON_BEFORE_RE = compile_first(r"\b(?:with|using|enabled?|turned[ \t]+on)[ \t]+$", re.I)
SPEC_ON_AFTER_RE = compile_first(r"[ \t]+(?:on|enabled)\b", re.I)
SPEC_NEGATED_BEFORE_RE = compile_first(r"(?:\bwithout|\bw/o|\bno|\bnot|\bdisabled?|\bturned[ \t]+off)[ \t]+(?:[\w-]+[ \t]+)?$",
                                       re.I)
SPEC_NEGATED_AFTER_RE = compile_first(r"[ \t]*(?:turned[ \t]+)?(?:off|disabled)\b", re.I)
#: How far before the words a method or a negation is read.
SPECULATIVE_BEFORE_CHARS = 32
#: Engine settings of speculative decoding: a figure measured without it has none of them.
SPECULATIVE_SETTING_PREFIXES = ("speculative", "num_speculative", "draft_")
#: Settings a sentence can compare a figure without ("Without EP the output throughput is 2,810 tok/s"): (what the
#: note calls it, the words that name it, the engine settings it is). A figure whose side of its sentence says it
#: was measured without (WITHOUT_SETTING_RE) has none of those settings.
NEGATABLE_SETTINGS: tuple[tuple[str, re.Pattern[str], tuple[str, ...]], ...] = (
    ("speculative decoding", SPECULATIVE_WORDS_RE, SPECULATIVE_SETTING_PREFIXES),
    ("expert parallelism", compile_first(r"\b(?:EP\d{0,3}|expert[\s-]parallel\w*|DeepEP)\b", re.I),
     ("enable_expert_parallel", "expert_parallel", "enable_ep_moe", "ep_size", "enable_deepep")),
    ("prefix caching", compile_first(r"\b(?:prefix[\s-]caching|radix[\s-]cache|APC)\b", re.I), ("enable_prefix_caching",)),
    ("chunked prefill", compile_first(r"\bchunked[\s-]prefill\b", re.I), ("enable_chunked_prefill", "chunked_prefill")),
)

#: A prefill figure measured with fewer input tokens (or characters) than this says nothing about prefill.
MIN_PREFILL_TOKENS = 128
MIN_PREFILL_CHARS = 512
TINY_PROMPT_RE = compile_first(r"\bprompt\s*[=:]\s*(?P<n>\d+)\s*(?P<u>chars?|characters|tokens?)\b", re.I)

# ------------------------------------------------------------------ variations of a baseline: "<setting>: <value unit>" items

#: The separator between a list item's (or line's) label and its figure, up to the figure: "label: ~", "label -> ".
VARIATION_SEP_RE = compile_first(r"\s*(?::|->|→|=>|\s[—–])\s*[~≈]?\s*(?:(?:about|around|roughly|approx\.?|approximately)\s+)?$",
                              re.I)
#: A list bullet written into the text of a line.
VARIATION_BULLET_RE = compile_first(r"^\s*(?:[-*•+]|\d+[.)])\s+")
#: The item the others vary: its label names the baseline ("default" and "stock" are settings of their own, not it).
BASELINE_CUE_RE = compile_first(r"\b(?:baseline|reference\s+(?:run|config(?:uration)?|point)|control\s+run|"
                             r"base\s+config(?:uration)?)\b", re.I)
#: A table header naming a basis of the table's metric and nothing else that is a metric ("per node", "per GPU",
#: "aggregate"): a column of the same metric as its neighbour that names the unit.
HEADER_BASIS_WORDS_RE = compile_first(r"\bper[\s-]+(?:node|gpu|card|device|accelerator)\b|\baggregate\b", re.I)
#: A heading that names a token kind alone ("Prefill", "2. Decode throughput"): the kind of the figures of its
#: section's tables whose columns name none.
KIND_HEADING_WORDS = {"prefill": "prefill_tok_s", "prompt processing": "prefill_tok_s", "decode": "decode_tok_s",
                      "decoding": "decode_tok_s", "token generation": "decode_tok_s"}
KIND_HEADING_RE = compile_first(r"\s*(?:\d{1,2}[.)]?\s+)?(?P<k>" + "|".join(longest_first(KIND_HEADING_WORDS))
                                + r")(?:\s+(?:throughput|speed|rate|results?|performance))?\s*:?\s*", re.I)
#: A sentence right before a table saying what its bare tok/s columns count ("Output tok/s is aggregate over all
#: streams; TPOT is mean.", "Same shape, output throughput only."): a kind word with a rate word and no figure after
#: it. By kind word.
LEAD_IN_KIND_WORDS = {"output": "output_tok_s", "decode": "decode_tok_s", "generation": "decode_tok_s",
                      "prefill": "prefill_tok_s", "total": "total_tok_s",
                      # French: "mesuré le débit de sortie agrégé", "le débit de génération"
                      "sortie": "output_tok_s", "génération": "decode_tok_s"}
_LEAD_IN_FRENCH = ("sortie", "génération")
LEAD_IN_KIND_RE = compile_first(r"\b(?P<k>" + "|".join(w for w in longest_first(LEAD_IN_KIND_WORDS) if w not in _LEAD_IN_FRENCH)
                                + r")\s+(?:tok(?:en)?s?/s|tokens?\s+per\s+second|throughput)\s+(?:is|are|was|were|means|"
                                r"counts|only)\b|\bd[ée]bit\s+de\s+(?P<kf>" + "|".join(_LEAD_IN_FRENCH) + r")\b", re.I)
#: Words by which a page speaks of a run over several nodes ("--nnodes 2", "two nodes", "2-node").
MULTI_NODE_RE = compile_first(r"--nnodes[\s=]+[2-9]|\b(?:two|three|four|[2-9]|1[0-6])[\s-]+(?:[\w-]+\s+)?nodes?\b", re.I)
#: The parallel degrees' mention keys, in the order a record lists them.
PARALLEL_KEYS = ("tp", "ep", "dp", "pp")
#: A sentence giving a baseline's own setup ("For the single-node baseline I used the same flags with --tp-size 8"):
#: its degrees are the baseline's, not those of the page's main setup.
BASELINE_SETUP_SENTENCE_RE = compile_first(r"\W*(?:for|on|in)\s+the\s+(?:[\w-]+\s+){0,3}(?:baseline|comparison\s+run|"
                                           r"reference\s+run)\b", re.I)
#: A sentence about a setup the author has not run yet ("Next I'll try DP=2", "次は DP=2 構成を試す予定"): its degrees
#: are no run's.
PLANNED_SETUP_RE = compile_first(r"\b(?:next\s+(?:I|we)(?:'ll|\s+will|\s+want\s+to|\s+plan\s+to)|"
                                 r"(?:plan(?:ning)?|going|want|hoping)\s+to\s+(?:try|test|run|benchmark)|"
                                 r"(?:I|we)(?:'ll|\s+will)\s+try|haven't\s+tried|not\s+(?:yet\s+)?tried"
                                 # what the author could have run instead: "We could have tried TP=2 with two replicas"
                                 r"|(?:could|might|would)(?:\s+have)?\s+(?:tried|try|used|gone\s+with)"
                                 # a setup said to be better without a run: "8x TP=1 replicas would likely do better"
                                 r"|(?:would|should)\s+(?:likely\s+|probably\s+)?(?:do|perform|run|scale)\s+better)\b"
                                 r"|試す予定|試したい|やってみたい|予定です|下一步|打算(?:试|测)|计划(?:试|测)|예정", re.I)
#: A sentence about a setup used before the page's runs ("the vLLM 0.6.2 stack we used last autumn", "our previous
#: release"): its engine releases are not the page's figures'. Every match holds one of the gate's literals.
PAST_SETUP_GATE = ("we used", "i used", "we ran", "i ran", "previous", "older", "old ")
PAST_SETUP_RE = compile_first(r"\b(?:(?:we|I)\s+(?:used|ran)\s+(?:last\s+(?:autumn|fall|spring|summer|winter|year|month|time)|"
                              r"(?:a\s+)?(?:few\s+)?(?:months?|weeks?|years?)\s+ago|before|previously|earlier)|"
                              r"(?:our|the|my)\s+(?:old|older|previous|earlier)\s+(?:stack|setup|release|version|build|"
                              r"image|container))\b", re.I)
#: A sentence guessing at hardware the page does not know ("Probably H100s or H200s, maybe B200s by now, but that's me
#: guessing"): its accelerators are no run's. Every match holds GUESSED_SETUP_GATE, looked for first.
GUESSED_SETUP_GATE = "guess"
GUESSED_SETUP_RE = compile_first(r"\b(?:(?:me|I'm|I\s+am|just|only)\s+guessing|my\s+guess|I(?:'d)?\s+guess|guesswork)\b",
                                 re.I)
#: A sentence preferring another setup to the poster's own ("I'd take the 4x4090 setup over this for interactive
#: use"): its accelerators are someone else's. Every match holds "over".
PREFERRED_SETUP_RE = compile_first(r"\b(?:I'?d|I\s+would|I'?d\s+rather|would)\s+(?:rather\s+)?(?:take|pick|choose|go\s+"
                                   r"with|have)\b[^.;\n]{0,60}?\bover (?:this|mine|that|my\s+\w+)\b", re.I)
#: A sentence saying its hardware was not tried ("a 3090 should be a very different story ..., but I haven't tried");
#: not one reporting another's figure on it ("somebody says they hit 60 t/s on 3x 3090 but I havent tried that"), whose
#: claim keeps its hardware.
UNTRIED_SETUP_RE = compile_first(r"\b(?:haven'?t|have\s+not|never)\s+(?:yet\s+)?(?:tried|tested|benchmarked)\b", re.I)
#: A sentence placing the client that sent the requests ("Everything ran from my laptop (a 2021 MacBook Pro, M1 Pro)"):
#: the machine it names timed a remote server and ran no model. Every match holds "from my" or "from our".
CLIENT_MACHINE_RE = compile_first(r"\b(?:ran|run|runs|sent|timed|measured|called|benchmarked)\s+(?:[\w-]+\s+){0,2}?from\s+"
                                  r"(?:my|our)\s+(?:own\s+|work\s+|old\s+)?(?:laptop|desktop|macbook|notebook|"
                                  r"home\s+(?:machine|pc)|workstation|pc)\b", re.I)
#: A page (or a thread's post) that says its runs use no GPU ("llama.cpp CPU-only on dual EPYC 9654", "no GPU at all",
#: "pure CPU inference", "-ngl 0"): the CPUs it names (CPU_NAME_RE) are its runs' processors, named as written with no
#: catalog id. Every match holds one of the gate's literals (lower-cased).
CPU_ONLY_GATE = ("cpu-only", "cpu only", "no gpu", "pure cpu", "cpu inference", "-ngl 0", "--n-gpu-layers 0",
                 "without a gpu", "without gpu")
CPU_ONLY_RE = compile_first(r"\bCPU[\s-]only\b|\bno\s+GPUs?\b|\bpure\s+CPU\b|\bCPU\s+inference\b|(?<![\w-])-ngl\s+0\b|"
                            r"--n-gpu-layers\s+0\b|\bwithout\s+(?:a\s+)?GPU\b", re.I)
#: A server or desktop CPU by name, with its count before it ("2x EPYC 9654", "dual EPYC 9654", "2x Xeon Platinum
#: 8480+"); group w: the count as a word.
CPU_NAME_RE = compile_first(r"(?<![\w.-])(?:(?P<count>[1-8])\s*[x×]\s*|(?P<w>dual|two|quad|four)[\s-]+(?:socket\s+)?)?"
                            r"(?P<written>(?:AMD\s+|Intel\s+)?(?:EPYC\s+\d{4}[A-Z]{0,2}|Xeon\s+(?:(?:Platinum|Gold|Silver|"
                            r"Bronze|Max)\s+\d{4}[A-Z]{0,2}\+?|w\d-\d{4}[A-Z]?|E5-\d{4}\s*v\d)|Threadripper\s+(?:PRO\s+)?"
                            r"\d{4}[A-Z]{0,2}|Ryzen\s+[3579]\s+\d{4}[A-Z0-9]{0,3}|Core\s+i[3579]-\d{4,5}[A-Z]{0,2}|"
                            r"Core\s+Ultra\s+[579]\s+\d{3}[A-Z]{0,2}))(?![\w-])", re.I)
CPU_COUNT_WORDS = {"dual": 2, "two": 2, "quad": 4, "four": 4}
#: A computer's product name that a page pairs once with its chip ("Mac Studio M2 Ultra", "MacBook Pro (M4 Max)") and
#: then uses alone ("Mac Studio, qwen2.5:32b: ..."): alone, it stands for that chip. Every match holds one of the
#: gate's literals (lower-cased); the chip must follow the name within MACHINE_CHIP_CHARS.
MACHINE_NAME_GATE = ("mac studio", "mac mini", "macbook", "mac pro", "imac")
MACHINE_NAME_RE = compile_first(r"\b(?P<m>Mac\s+Studio|Mac\s+mini|MacBook\s+Pro|MacBook\s+Air|Mac\s+Pro|iMac)\b", re.I)
MACHINE_CHIP_CHARS = 24
#: Sentences whose accelerators no run of the page used, each with the literals one of which every match holds
#: (looked for first, in the lower-cased page), and whether a sentence reporting another's figure (a claim cue) keeps
#: its accelerators for that claim.
NOT_RUN_HARDWARE_SENTENCES: tuple[tuple[tuple[str, ...], re.Pattern[str], bool], ...] = (
    ((GUESSED_SETUP_GATE,), GUESSED_SETUP_RE, False),
    (("over this", "over mine", "over that", "over my"), PREFERRED_SETUP_RE, False),
    (("tried", "tested", "benchmarked"), UNTRIED_SETUP_RE, True),
    (("from my", "from our"), CLIENT_MACHINE_RE, False))
#: A label that repeats the baseline unchanged.
VARIATION_RERUN_RE = compile_first(r"\b(?:same\s+(?:config(?:uration)?|setup|settings)|identical|second\s+run|"
                                r"third\s+run|another\s+run|re-?run|repeat(?:ed)?(?:\s+run)?|run\s+again|again|"
                                r"run\s*#?\s*[2-9])\b", re.I)
#: A label that changes the workload (lengths, batch, load): its figure is another measurement, not a variation. Read
#: from where a rerun says what it changed, over this many characters.
WORKLOAD_CHANGE_CHARS = 40
WORKLOAD_CHANGE_RE = compile_first(r"\b(?:prompts?|input|output|isl|osl|sequence\s+length|context\s+of|batch(?:[\s_-]?size)?|"
                                r"bs|concurren(?:cy|t)|users|clients|streams|max[_-]tokens|max[_-]new[_-]tokens)\b", re.I)
#: A setting written in a label: "param=value", "--param value", or "param value" (the last only for a known param).
VARIATION_SETTING_RE = compile_first(r"(?<![\w-])(?:--(?P<flag>[a-z][a-z0-9_-]*[a-z0-9])(?:[\s=]+(?P<fv>[^\s,;:]+))?|"
                                  r"(?P<k>[a-z][a-z0-9_.-]*[a-z0-9])\s*=\s*(?P<v>[^\s,;:]+))", re.I)
#: A label that names a different setting: a flag, an assignment, a switched feature, a backend, "with X".
ALTERNATIVE_LABEL_RE = compile_first(r"(?<![\w-])--[a-z]|=|\b(?:enabled?|disabled?|on|off|backend|kernels?|with|without|"
                                  r"using|instead|swap(?:ped)?|switch(?:ed)?(?:\s+to)?|turned\s+(?:on|off))\b", re.I)

# ------------------------------------------------------------------ observations: utilisation, power and the page's diagnosis

#: A sentence that states GPU utilisation or power draw against a cap.
OBSERVATION_UTIL_RE = compile_first(r"\butil(?:i[sz]ation|i[sz]ed)?\b[^.\n]{0,30}?\d{1,3}(?:\.\d+)?\s*%|"
                                 r"\d{1,3}(?:\.\d+)?\s*%\s*(?:GPU\s+|SM\s+)?util|"
                                 r"\b\d{2,4}(?:\.\d+)?\s*W\s*(?:of|/|out\s+of)\s*(?:an?\s+|the\s+)?~?\s*\d{2,4}\s*W\b",
                                 re.I)
#: A sentence that says what limits the run ("communication-bound on PCIe", "the ceiling for this board").
OBSERVATION_DIAGNOSIS_RE = compile_first(r"\b(?:communication|comms?|link|interconnect|pcie|nvlink|network|memory|"
                                      r"bandwidth|compute|cpu|io|host)[\s-]bound\b|\bbottleneck(?:ed|s)?\b|\bceiling\b|"
                                      r"\bsaturat(?:ed|es|ing|ion)\b|\bpower[\s-](?:limit|cap)\b", re.I)
#: Block kinds whose sentences can hold an observation.
OBSERVATION_BLOCK_KINDS = frozenset({"p", "li", "quote"})
#: Every match of OBSERVATION_UTIL_RE in single-spaced text holds one of these (lower-cased): a single-spaced block
#: without any is not searched; a block with runs of blanks (the last three) always is.
OBSERVATION_GATE = ("util", "wof", "w of", "w/", "w /", "wout", "w out", "  ", "\t", "\n")

# ------------------------------------------------------------------ engines and versions

ENGINES: dict[str, tuple[str, ...]] = {
    "sglang": ("sglang", "sgl", "sgl-project/sglang"),
    # (and its plugin for Ascend NPUs, "vllm-ascend", whose release is the engine's)
    "vllm": ("vllm", "vllm-openai", "vllm-project/vllm", "vllm-fork", "habanaai/vllm-fork", "vllm-ascend",
             "vllm ascend"),
    "tensorrt-llm": ("tensorrt-llm", "tensorrt llm", "trt-llm", "trtllm", "tensorrt_llm", "nvidia/tensorrt-llm"),
    "llama.cpp": ("llama.cpp", "llama-server", "llama-bench", "llamacpp", "llama-cli", "ggml-org/llama.cpp",
                  "ggerganov/llama.cpp"),
    "ollama": ("ollama",),
    "lmdeploy": ("lmdeploy",),
    "tgi": ("text-generation-inference", "tgi"),
    "mlx": ("mlx-lm", "mlx_lm", "mlx"),
    "exllamav2": ("exllamav2", "exl2"),
    "exllamav3": ("exllamav3", "exl3"),
    "exllama": ("exllama",),
    "ik_llama.cpp": ("ik_llama.cpp", "ik-llama.cpp", "ik_llama"),
    "ktransformers": ("ktransformers", "kt-kernel"),  # its kernels package: "kt-kernel 0.4.2"
    "mistral.rs": ("mistral.rs", "mistralrs", "mistralrs-server"),
    "koboldcpp": ("koboldcpp",),
    "mlc-llm": ("mlc-llm", "mlc_llm", "mlc llm"),
    "llamafile": ("llamafile",),
    "aphrodite": ("aphrodite-engine", "aphrodite engine"),
    "lm-studio": ("lm studio", "lmstudio"),
    "jetstream": ("jetstream", "jetstream-maxtext", "jetstream-pytorch", "ai-hypercomputer/jetstream"),
    # Huawei's serving engine for Ascend NPUs
    "mindie": ("mindie", "mindie-service", "mindie service"),
    # the runtimes of laptops' NPUs and integrated GPUs
    "onnxruntime-genai": ("onnxruntime-genai", "onnxruntime_genai", "onnx runtime genai", "ort genai"),
    "openvino-genai": ("openvino genai", "openvino.genai", "openvino-genai"),
    "foundry-local": ("foundry local",),
    # NVIDIA's inference microservice containers ("nvcr.io/nim/meta/llama-3.1-8b-instruct:1.3.3")
    "nim": ("nvidia nim", "nim", "nvcr.io/nim"),
    # Hugging Face's library as a baseline server ("HF Transformers 4.38.2"), named with its maker only
    "transformers": ("hf transformers", "hugging face transformers", "huggingface transformers"),
}
_ENGINE_ALT = alternation([re.escape(a).replace(r"\ ", r"\s+")
                           for a in longest_first({a for v in ENGINES.values() for a in v})])
ENGINE_RE = compile_first(r"(?<![\w/.-])(?P<e>" + _ENGINE_ALT + r")(?![\w-])", re.I)
#: Short aliases that name an engine only in capitals ("SGL", "TGI", "NIM"; "mlx" in lower case too, as its package
#: is written), not as a word of another kind; a lower-case "tgi" only with its release ("tgi 3.2.3").
SHORT_ENGINE_ALIASES = ("sgl", "mlx", "tgi", "nim")
#: Apps that run other engines as their runtimes: on a page naming the app, a runtime named without a release of its
#: own ("on its MLX runtime", "DeepSeek-V3 in MLX 4-bit", "LM Studio's llama.cpp runtime") is the app's, not a
#: second engine serving the figures.
HOSTED_RUNTIMES: dict[str, tuple[str, ...]] = {"lm-studio": ("mlx", "llama.cpp")}
#: Engine aliases that also name the library under the engine ("mlx": Apple's array framework under mlx-lm): a release
#: after one gives way to a release after the engine's own name.
LIBRARY_ALIASES = frozenset({"mlx"})
#: How far after a runtime's name a release of it may start and still be its own ("llama.cpp b4160").
RUNTIME_RELEASE_CHARS = 12
#: What comes before a runtime's name on its line where the line runs it ("$ mlx_lm.generate ...", "python -m mlx_lm"):
#: the runtime on its own, not inside the app.
COMMAND_START_RE = re.compile(r"[ \t]*(?:[$#>][ \t]*)?(?:python3?[ \t]+-m[ \t]+)?")
ENGINE_BY_ALIAS = {re.sub(r"\s+", " ", a.lower()): e for e, al in ENGINES.items() for a in al}
#: A release, with a local or build part ("0.7.2+Gaudi-1.21.0", "0.6.3-cu124"; not a sentence's full stop after it).
VERSION = r"v?\d+\.\d+(?:\.\d+){0,2}(?:\.?(?:rc|post|dev|a|b)\d*){0,2}(?:[+-]\w+(?:\.\w+)*(?:-\d\w*(?:\.\w+)*)?)?"
#: "<engine> v0.4.6", "<engine>=0.6.2", "<engine> is version 0.6.3", "<engine> 0.17.0rc1 nightly", after the
#: engine's own benchmark command, "vllm bench throughput on 0.10", and the release an upgrade or a downgrade went to,
#: the one in use since ("upgrading SGLang from 0.4.6.post5 to 0.4.7"), a fork's; vLLM's start-up log line "vLLM API server version
#: 0.10.1.1"; a printed dict's "'vllm': '0.6.4.post1'". Not a number with a unit ("vLLM (3.87 s to 1.12 s)").
ENGINE_VERSION_AFTER_RE = compile_first(r"^[\"']?\s*(?:\(|\s)*(?:==|=|:|：|@)?\s*[\"']?(?:bench\s+(?:serve|throughput|latency)\s+(?:on|with)\s+)?"
                                     r"(?:from\s+" + VERSION + r"\s+(?:to|->|→)\s+)?"
                                     # a fork's release: "vLLM from the HabanaAI fork at v0.6.4.post2+Gaudi-1.19.0"
                                     r"(?:(?:from\s+|in\s+|via\s+)?(?:the\s+|its\s+)?(?:[\w-]+\s+)?fork\s+)?"
                                     # a development build of the main branch: "vLLM main at 0.10.2.dev287+g5c9ab4e1d",
                                     # "vLLM main @ 7e3b1c94f (wheel version 0.11.1rc2.dev148+g7e3b1c94f)"
                                     r"(?:main\s+(?:branch\s+)?(?:at|@)\s*(?:[0-9a-f]{7,40}\s*\(\s*(?:wheel\s+|package\s+)?"
                                     r"(?=version\s))?)?"
                                     # Japanese and Chinese: "中の vLLM は 0.10.2 でした", "vLLM 版本是 0.8.5"
                                     r"(?:is\s+|was\s+|at\s+|は\s*|版本\s*(?:是|为|:|：)?\s*)?(?:API server\s+)?"
                                     r"(?:version\s*:\s*|version\s+(?:is\s+)?|ver\.?\s+)?"
                                     # not a figure after the name: "relative to vLLM (3.87 s to 1.12 s)"
                                     r"(?P<v>" + VERSION + r"(?:\s+nightly)?)(?!\w|\.\w)(?!\s*(?:" + _UNIT_ALT
                                     + r")(?![\w/]))", re.I)
#: Engines released as numbered builds rather than versions: the tag written right after the engine's name
#: ("llama.cpp b4589", "llama.cpp at b5120", "llama.cpp (build b4600)", "llama.cpp build 4880").
ENGINE_TAG_AFTER_RES = {
    "llama.cpp": compile_first(r"^\s*(?:\(|\s)*(?:(?:Vulkan|ROCm|HIP|CUDA|Metal|SYCL|CPU)\s*,\s*)?"
                               r"(?:is\s+|was\s+|at\s+|on\s+)?(?:build\s+|release\s+|tag\s+|version\s+)?"
                               r"(?P<v>b\d{4,5}|(?<=build\s)\d{4,5})(?![\w.])", re.I),
}
ENGINE_MAIN_AFTER_RE = compile_first(r"^\s*(?:(?:is|was|at|on|from|built from)\s+(?:the\s+)?)?(?P<v>latest\s+main|"
                                  r"main\s+branch|nightly|latest\s+nightly|main)\b"
                                  # not a scheduled job ("after bumping vLLM the nightly job got slower")
                                  r"(?!\s+(?:jobs?|runs?|ci|tests?|pipelines?|benchmarks?|dashboards?)\b)", re.I)
#: Image names that open on an engine's short name before a suffix ("rocm/sgl-dev", "rocm/vllm-dev"): the engine.
IMAGE_ENGINE_PREFIX_RE = compile_first(r"^(?P<e>sgl|sglang|vllm|lmdeploy|tensorrt[-_]llm|trtllm)[-_]", re.I)
IMAGE_ENGINE_PREFIXES = {"sgl": "sglang", "sglang": "sglang", "vllm": "vllm", "lmdeploy": "lmdeploy",
                         "tensorrt-llm": "tensorrt-llm", "tensorrt_llm": "tensorrt-llm", "trtllm": "tensorrt-llm"}
#: An NVIDIA NGC container's tag is its monthly release ("nvcr.io/nvidia/vllm:25.10-py3",
#: "tritonserver:25.10-trtllm-python-py3"), not the release of the engine inside: the engine, no version.
NGC_RELEASE_TAG_RE = re.compile(r"\d{2}\.\d{2}(?:-|$)")
NGC_REPO_PREFIX = "nvidia/"
DOCKER_TAG_RE = compile_first(r"(?P<repo>[\w.-]+/[\w.-]+):(?P<tag>v?\d+\.\d+(?:[\w+-]|\.(?=\w))*)")  # not a sentence's stop
#: AMD's image tags, the engine's release inside the tag ("rocm/vllm:rocm7.0.0_vllm_0.10.2_20251006",
#: "rocm/sgl-dev:rocm630_sglang_0.4.5").
ROCM_IMAGE_TAG_RE = compile_first(r"\brocm/[\w.-]+:rocm[\d.]+_(?P<e>vllm|sglang)_v?(?P<v>\d+\.\d+(?:\.\d+){0,2})(?![\d.])",
                                  re.I)
PIP_PIN_RE = compile_first(r"(?<![\w-])(?P<pkg>sglang|vllm|tensorrt[-_]llm|lmdeploy)(?:\[[\w,]+\])?==(?P<v>[\w.+-]+)",
                        re.I)
#: llama.cpp's build line ("build: abc1234 (4567)"), its release tag after the word build ("Build b4400": b and four
#: or five digits are llama.cpp's release names), or its build number with the commit ("build 4710 (a0c5b8e1)", as
#: its --version prints them).
LLAMA_BUILD_RE = compile_first(r"\bbuild(?::\s*(?=[0-9a-f]{7,40}\s*\()|\s+(?=b\d{4,5}\b)|\s+(?=\d{4,5}\s*\([0-9a-f]{7,40}\)))"
                               r"(?P<v>[0-9a-f]{7,40}\s*\(\d+\)|b\d{4,5}(?![\w.])|\d{4,5}\s*\([0-9a-f]{7,40}\))", re.I)
#: An opening post with at least this many headings (h2 and deeper) is an article read by its sections, like a page.
SECTIONED_POST_HEADINGS = 3
#: A block of llama-bench's build line alone, as it prints it under its table ("build: 3f4fc97f (6105)").
BUILD_LINE_RE = compile_first(r"\s*build:\s*[0-9a-f]{7,40}\s*\(\d+\)\s*", re.I)
LLAMA_VERSION_RE = compile_first(r"\bversion:\s*(?P<v>\d+\s*\([0-9a-f]{7,40}\))", re.I)
#: A bare version labelling a list item or a line ("- v0.6.3: Throughput: 11.52 requests/s"): the version of the
#: page's one engine for that line's figures (a regression report's versions side by side).
BARE_VERSION_LABEL_RE = compile_first(r"^[ \t]*(?:[-*\u2022][ \t]*)?(?P<v>v\d+\.\d+(?:\.\d+){0,2}(?:\.?(?:rc|post|dev)\d*)?)"
                                      r"[ \t]*:(?!\d)")
BARE_VERSION_GATE = (tuple(f"v{d}" for d in range(10)), (":",))
#: A release said to be the same as the one before ("on an L40S with the same 0.20.0 wheel"): the version of the page's
#: one engine. Every match holds one of SAME_RELEASE_GATE's literals.
SAME_RELEASE_RE = compile_first(r"\bsame\s+v?(?P<v>\d+\.\d+(?:\.\d+){0,2}(?:\.?(?:rc|post|dev)\d*)?)\s+(?:wheel|build|"
                                r"release|image|container|install)\b", re.I)
SAME_RELEASE_GATE = tuple(f"same {c}" for c in "0123456789v")
#: `pip show ENGINE`'s first two lines ("Name: ktransformers" then "Version: 0.2.4.post1+cu126torch26fancy"): the
#: engine's release, as written. Read in the whole text (a line scan sees one line), where PIP_SHOW_GATE is in it.
PIP_SHOW_RE = compile_first(r"^[ \t]*Name:[ \t]*(?P<e>[\w.-]+)[ \t]*\r?\n[ \t]*Version:[ \t]*(?P<v>\d[\w.+-]*)",
                            re.M)
PIP_SHOW_GATE = "Name:"
#: A release printed by the engine's own module on the line after the command: `python3 -c "import sglang;
#: print(sglang.__version__)"` then "0.4.7.post1". Read in the whole text, where "__version__" is in it.
VERSION_PRINT_RE = compile_first(r"\bimport[ \t]+(?P<e>[\w-]+)\b[^\n]*?\bprint\([ \t]*(?P=e)\.__version__[ \t]*\)[^\n]*"
                                 r"\r?\n[ \t]*(?P<v>v?\d+\.\d+[\w.+-]*)[ \t]*$", re.M)
#: The releases read in the whole text (each a pattern with groups e and v), with the literal each needs.
WHOLE_TEXT_RELEASES = ((PIP_SHOW_GATE, PIP_SHOW_RE), ("__version__", VERSION_PRINT_RE))
#: A table column of drivers, one per machine row ("Node | GPUs | Driver" over "h100-01 | 8x H100 | 580.82.07"): its
#: header, a cell of it (an NVIDIA driver release, first: "580.95.05, CUDA 13.0" under "Driver / runtime"), and the
#: word every such page holds (lower case).
DRIVER_COLUMN_HEADER_RE = compile_first(r"(?:nvidia\s+|gpu\s+)?driver(?:\s+version)?(?:\s*[/,&+]\s*(?:runtime|cuda|"
                                        r"rocm|toolkit)(?:\s+version)?)?", re.I)
DRIVER_COLUMN_CELL_RE = compile_first(r"\d{3}\.\d{1,3}(?:\.\d{1,3})?(?![\w.])")
DRIVER_COLUMN_GATE = "driver"
#: A run on the main branch at a commit, its engine unnamed ("I just ran your exact command ... on main @ 3f9a2c1"):
#: the release of the page's one engine, as written.
BARE_MAIN_RE = compile_first(r"\b(?:on|from|at|with)\s+(?:the\s+)?(?:latest\s+)?(?P<v>main(?:\s+branch)?\s*(?:@|at\s+"
                             r"(?:commit\s+)?)\s*[0-9a-f]{7,40}|main\s*\(\s*[0-9a-f]{7,40}\s*\))(?![\w.-])")
COMMIT_RE = compile_first(r"\b(?:commit|sha|rev(?:ision)?)[\s:=@]+(?P<c>[0-9a-f]{7,40})\b", re.I)

# ------------------------------------------------------------------ hardware

#: An NVIDIA driver release ("550.144.03"), and the catalog ids of the accelerators that run it and CUDA.
NVIDIA_DRIVER_RE = re.compile(r"^\d{3}\.\d")
CUDA_ACCELERATOR_ID_PREFIX = "nvidia-"
#: Another vendor's accelerator named as written, for one the catalog does not hold ("RX 9060 XT 16GB", "TPU v6e"): it
#: takes no CUDA and no NVIDIA driver either.
OTHER_VENDOR_NAME_RE = compile_first(r"\b(?:Radeon|RX\s*\d{3,4}|Instinct|MI\d{2,3}|Gaudi|Arc\s+[AB]\d|TPU|Trillium|"
                                     r"EPYC|Xeon|Threadripper|Ryzen\s+[3579]\s|Core\s+i[3579]|Core\s+Ultra|"
                                     r"Apple|M[1-5]\s+(?:Pro|Max|Ultra))\b", re.I)
#: A driver release: NVIDIA's ("550.144.03"), or Intel Gaudi's with its build ("1.19.0-561", "1.20.1-366eb9c", as
#: hl-smi prints it); not the line of hl-smi's NIC driver ("Nic Driver Version: 1.20.1-2f4e0ab").
DRIVER_RELEASE = r"(?:\d{3}\.\d{1,3}(?:\.\d{1,3})?|1\.\d{1,2}\.\d{1,2}-(?:\d{1,4}\b|[0-9a-f]{7,10}\b)" \
    r"|3\d\.0\.10[01]\.\d{4})"  # (Intel's Windows graphics driver: "driver 32.0.101.8136")
#: Huawei's Ascend driver, as npu-smi prints it ("npu-smi 25.2.0", "24.1.rc3").
ASCEND_DRIVER_RELEASE = r"\d{2}\.\d{1,2}\.(?:\d{1,3}|rc\d)(?:\.\d{1,3})?"
DRIVER_RE = compile_first(r"(?<!Nic )\b(?:Driver|Treiber|pilote)(?:\s+Version)?\s*[:=|]?\s*(?P<v>" + DRIVER_RELEASE + r")\b"
                       r"|\bdriver\s+(?:version\s+)?(?:NVIDIA\s+)?(?:(?:Game\s+Ready|Studio)\s+)?(?P<v2>" + DRIVER_RELEASE + r")\b"
                       # Chinese: "驱动 570.133.20", "驱动/固件：25.2.0"; npu-smi's own header: "npu-smi 25.2.0";
                       # Japanese: "NVIDIA ドライバ: 550.127.05"
                       # Korean: "NVIDIA 드라이버 550.127.05"
                       r"|(?:驱动|ドライバー?|드라이버)(?:版本|\s*バージョン|\s*버전)?(?:/固件)?\s*[:：]?\s*(?P<v3>" + DRIVER_RELEASE + r"|" + ASCEND_DRIVER_RELEASE + r")(?!\w|\.\d)"
                       r"|\bnpu-smi\s+(?P<v4>" + ASCEND_DRIVER_RELEASE + r")(?![\w.])"
                       # Spanish and Portuguese: "controlador NVIDIA 566.36", "driver de vídeo 566.36"
                       r"|\bcontrolador(?:es)?\s+(?:(?:de\s+)?(?:NVIDIA|v[íi]deo|gr[áa]fico)\s+)?(?P<v5>" + DRIVER_RELEASE + r")\b",
                       re.I)
#: The driver of an AMD or Intel GPU under Vulkan: the Mesa release ("Mesa 25.0", "Mesa RADV 24.3.4"), kept whole.
MESA_DRIVER_RE = compile_first(r"\b(?P<v>Mesa\s+(?:RADV\s+|ANV\s+)?\d{2}\.\d{1,2}(?:\.\d{1,2})?)(?!\w|\.\d)", re.I)
#: rocm-smi --showdriverversion's line: the amdgpu driver as the Linux kernel's release ("Driver version:
#: 6.8.0-60-generic") or as the amdgpu package's ("Driver version: 6.12.12"), kept as written.
ROCM_SMI_DRIVER_RE = compile_first(r"^[ \t]*Driver version:[ \t]*(?P<v>\d\.\d{1,2}(?:\.\d{1,3})?(?:-\d{1,4}(?:-[a-z]+)?)?)"
                                   r"(?![\w.])", re.I)
#: A row of `nvidia-smi --query-gpu=name,driver_version,... --format=csv`: the GPU's name, then its driver release
#: ("NVIDIA H100 80GB HBM3, 570.158.01, 81559 MiB").
NVSMI_CSV_DRIVER_RE = compile_first(r"^[ \t]*NVIDIA[ \t][^,\n]{2,40},[ \t]*(?P<v>\d{3}\.\d{1,3}(?:\.\d{1,3})?)[ \t]*(?:,|$)")
#: The backends (as llama-bench names them) that a Mesa driver runs: a figure of another backend takes none.
MESA_BACKENDS = frozenset({"vulkan", "vk"})
#: The driver of a Radeon under Windows: AMD's Adrenalin release ("Adrenalin 25.10.2", "Adrenalin Edition 24.12.1"),
#: kept whole.
#: The user-space driver of an Intel GPU under Linux, for its SYCL and Level Zero runs: "compute-runtime
#: 25.35.35096.9", kept whole.
INTEL_RUNTIME_DRIVER_RE = compile_first(r"\b(?P<v>compute-runtime\s+\d{2}\.\d{2}\.\d{5}(?:\.\d{1,3})?)(?!\w|\.\d)", re.I)
ADRENALIN_DRIVER_RE = compile_first(r"\b(?P<v>Adrenalin\s+(?:Edition\s+)?\d{2}\.\d{1,2}\.\d{1,2})(?!\w|\.\d)", re.I)
DRIVER_CUDA_RE = compile_first(r"\bDriver\s*/\s*CUDA\s*[:=]?\s*(?P<d>\d{3}\.\d{1,3}(?:\.\d{1,3})?)\s*/\s*(?P<c>\d{1,2}\.\d)",
                            re.I)
#: nvcc --version's "Cuda compilation tools, release 12.4, V12.4.131" (also pasted by collect_env as "NVCC: ..."),
#: collect_env's "CUDA used to build PyTorch: 12.8", and a versions table's row ("CUDA toolkit | 12.8.1").
CUDA_RE = compile_first(r"\bCUDA(?:\s+(?:runtime\s+version|Version|toolkit|runtime|used\s+to\s+build\s+PyTorch)|"
                        r"\s+compilation\s+tools,\s*release)?\s*"
                        r"[:=|]?\s*v?(?P<v>1\d\.\d(?:\.\d+)?)"
                        r"(?!\d|\.\d)", re.I)
#: collect_env's two CUDA lines: the release PyTorch (and so the engine's kernels) was built with, and the toolkit the
#: machine happens to have ("CUDA runtime version: 12.8.93"); where a block gives both, the build's is the run's.
CUDA_TORCH_BUILD_BEFORE_RE = compile_first(r"\bused\s+to\s+build\s+PyTorch\s*[:=|]?\s*$", re.I)
CUDA_RUNTIME_BEFORE_RE = compile_first(r"\bCUDA\s+runtime\s+version\s*[:=|]?\s*$", re.I)
#: The ROCm release of an AMD GPU's stack, where CUDA would be on NVIDIA's: "ROCm 6.2.1", "ROCm version: 6.3", or glued
#: in an image tag or a wheel ("rocm/vllm:rocm6.3.1_...", "torch 2.5.1+rocm6.2"). Not "rocm/vllm" (no digit).
ROCM_RE = compile_first(r"\bROCm(?:\s+(?:version|release))?\s*[:=]?\s*v?(?P<v>[3-9]\.\d{1,2}(?:\.\d{1,5})?)(?!\d|\.\d)"
                        r"|(?<![^\W_])rocm[-_]?(?P<g>[3-9]\.\d{1,2}(?:\.\d{1,5})?)(?!\d|\.\d)", re.I)
#: The amdgpu kernel driver of an AMD GPU ("amdgpu driver 6.8.5", "amdgpu-dkms 6.10.5"); not amdgpu-install, whose
#: version is the ROCm release it installs.
AMDGPU_DRIVER_RE = compile_first(r"\bamdgpu(?:-dkms)?(?:\s+(?:kernel\s+)?(?:driver|module))?(?:\s+version)?\s*[:=]?\s*v?"
                                 r"(?P<v>\d{1,2}\.\d{1,2}(?:\.\d{1,6}){0,2})(?!\d|\.\d)", re.I)
#: The host's CPU, the machine the accelerators sit in or, with none, the compute device itself: "dual Xeon Gold
#: 6248", "2x AMD EPYC 9654", "Threadripper PRO 7995WX", "Ryzen 9 7950X3D", "i9-13900K", "Core Ultra 9 285K", "Graviton4".
#: Kept as written, with a count in front ("dual", "2x"). Not "Ryzen AI Max+ 395", an accelerator of the catalog.
HOST_CPU_RE = compile_first(
    r"(?<![\w-])(?P<v>(?:(?:dual|quad|two|four|[248]\s*[x\u00d7])[\s-]*(?:socket\s+)?)?"
    r"(?:(?:Intel(?:\u00ae)?\s+)?Xeon(?:\u00ae)?\s+(?:(?:Gold|Platinum|Silver|Bronze|Max|CPU)\s+)?"
    r"(?:[WE]\d?-\s?)?\d{4,5}[A-Z+]{0,3}(?:\s+v\d)?"
    r"|(?:AMD\s+)?EPYC(?:\u2122)?\s+\d[\dA-Z]\d{2}[A-Z]{0,2}"
    r"|(?:AMD\s+)?(?:Ryzen\s+)?Threadripper\s+(?:PRO\s+)?\d{4}[A-Z]{0,3}"
    r"|(?:AMD\s+)?Ryzen\s+[3579]\s+(?:PRO\s+)?\d{4}[A-Z]{0,2}(?:3D)?"
    r"|(?:Intel\s+)?Core\s+Ultra\s+[579]\s+\d{3}[A-Z]{0,2}"
    r"|(?:Intel\s+)?(?:Core\s+i[3579][\s-]|(?<![\w-])i[3579]-)\d{4,5}[A-Z]{0,3}"
    r"|(?:AWS\s+)?Graviton\s?[2-9]E?"
    r"|Ampere\s+Altra(?:\s+Max)?(?:\s+[MQ]\d{2,3}-\d{2})?))(?![\w+])", re.I)
#: Where a page names several hosts, a record takes the one written this near (characters) a mention of its accelerator.
HOST_ACCELERATOR_CHARS = 200
#: A machine's label opening a line or a sentence ("Server: Ryzen 9 5950X, 2x RTX 3090", "... CUDA 12.6. Desktop:
#: Windows 11, driver 566.36"): a driver or CUDA listed under a label goes to the accelerator listed under the same one.
MACHINE_LABEL_RE = re.compile(r"(?:^|(?<=[.;!?] )|(?<=[.;!?]\t))[ \t]*(?:[-*\u2022][ \t]+)?"
                              r"(?P<label>[^\W\d_][\w-]*(?:[ -][\w-]+){0,2})[:\uff1a][ \t]", re.M)
#: One line of a GPU listing (vLLM's collect_env, nvidia-smi -L, nvidia-smi's table): "GPU 0: NVIDIA H100 80GB HBM3",
#: "| 0  NVIDIA H100 80GB HBM3  On |". The listing's lines
#: of one name count its accelerators.
#: A listing's rows left out, written after its last one: "... (GPU 2-7 省略)", "[GPUs 2-7 omitted]". The listing
#: counts up to the last one it names; searched within LISTING_ELIDED_CHARS after the listing's last row.
LISTING_ELIDED_RE = compile_first(r"\n[ \t]*(?:\.{3}|…|\[|\()[^\n]{0,12}?\bGPUs?\s*(?P<a>\d{1,3})\s*(?:-|–|~|to|\.\.)\s*"
                                  r"(?P<b>\d{1,3})\b", re.I)
LISTING_ELIDED_CHARS = 400
GPU_LISTING_RE = compile_first(r"^\s*(?:GPU\s+|\|\s+)(?P<i>\d{1,3})(?:\s*:\s|\s+(?=NVIDIA\s))")
ACCELERATOR_NAME = (
    r"RTX\s*PRO\s*\d{4}(?:\s+Blackwell)?(?:\s+(?:Max-Q|Workstation(?:\s+Edition)?|Server(?:\s+Edition)?))?"
    # a glued capital S is SUPER ("RTX 4080S"; a lower-case s is a plural), a capital D China's SKU ("RTX 4090D",
    # "RTX 4090 D"); a memory size names the part
    r"|RTX\s*A?\d{4}(?-i:S(?![a-z])|\s?D(?![\w-]))?(?:\s*Ti)?(?:\s+(?:Ada|SUPER|Super))?(?:\s*\d{1,2}\s?GB)?(?:\s+Founders\s+Edition)?"
    r"|(?:GH|GB)\d{3}(?:\s*NVL\d*)?(?:\s*\d{2,3}\s?GB)?"
    # NVIDIA's desktop Grace Blackwell by its chip or its system's name
    r"|GB10(?!\d)|DGX\s+Spark"
    r"|[HB]\d{3}(?:\s*(?:SXM\d?|PCIe|NVL|NVL\d+))?"
    r"|A[18]00(?:[\s-]*(?:SXM\d?|PCIe))?(?:[\s-]*\d{2}GB)?(?:[\s-]*(?:SXM\d?|PCIe))?"
    r"|V100(?:[\s-]*(?:SXM\d?|PCIe))?(?:[\s-]*\d{2}GB)?"
    r"|H20|H800|L40S?|L4|L20|A10G?|A40|A30|T4|P100|P40|A6000|A5000|A4000"
    r"|MI\d{2,3}[AXH]?"
    r"|Gaudi\s*\d"
    # Gaudi cards by the model numbers hl-smi prints: "HL-325L" (Gaudi 3 OAM), "HL-225" (Gaudi 2)
    r"|HL-[23]25[A-Z]?"
    # Huawei's Ascend 910B and its variants ("910B4-1"), with or without the family's name
    r"|(?:(?:Ascend|昇腾|昇騰)\s*)?910B\d?(?:-\d)?"
    r"|M\d\s+(?:Ultra|Max|Pro)"
    # a base Apple chip only where the words make it one ("Apple M4", "Mac mini M4", "M4 MacBook Air")
    r"|(?:(?<=Apple )|(?<=Mac mini )|(?<=MacBook Air )|(?<=iMac ))M\d|M\d(?=\s+(?:Mac\s*mini|MacBook|iMac))"
    # a Cloud TPU v5e or v6e slice by its name ("v6e-8": eight chips)
    r"|(?:TPU\s*)?v[56]e-\d{1,3}"
    r"|TPU\s*v\d[a-z]*"
    # Google's sixth TPU by its name, and NVIDIA's Turing Titan, whose name has no model number
    r"|(?:TPU\s+)?Trillium|TITAN\s+RTX"
    r"|Arc\s+(?:Pro\s+)?[AB]\d{2,3}"
    r"|RX\s*\d{4}(?:\s*(?:XTX|XT|GRE))?|\d{4}\s*XTX"
    # AMD's integrated GPUs by name after "Radeon" ("Radeon 8060S", "Radeon 890M"), Strix Halo by its APU
    r"|(?<=Radeon )\d{3,4}[MS]|Ryzen\s+AI\s+Max\+?\s*(?:PRO\s+)?\d{3}"
    # (with the memory size that names the module: "Jetson AGX Orin 64GB", "Orin Nano 8GB")
    r"|(?:Jetson\s+(?:AGX\s+)?(?:Orin|Xavier|Thor)(?:\s+(?:Nano|NX))?|AGX\s+(?:Orin|Xavier|Thor)|Orin\s+(?:Nano|NX))"
    r"(?:\s*\d{1,2}\s?GB)?"
    # boards, phone chips and AWS's own chips that the catalog does not hold: named as written, with no catalog id
    r"|Raspberry\s+Pi\s*[45]|Orange\s+Pi\s*5(?:\s+(?:Plus|Pro|Max))?|(?:Radxa\s+)?Rock\s*5[ABCT]?"
    r"|Snapdragon\s+(?:8\s+(?:Elite|Gen\s*\d)|X\s+Elite)|Dimensity\s+\d{4}|A1[78]\s+Pro"
    r"|Inferentia\s*2?|Trainium\s*2?"
    # a consumer card by its bare number, only where the wording makes it a card: "3090s", "2x 3090", "my 4090",
    # "4060 Ti", "4090 here", "the 5090's tg128", "the 4070 Ti SUPER"
    r"|[2-5]0[6-9]0(?:\s*Ti)?(?=s\b)|[2-5]0[6-9]0\s*Ti(?:\s+(?:SUPER|Super))?(?![\w-])|[2-5]0[6-9]0(?=\s+(?:here|owner)\b)"
    r"|(?:(?<=\dx)|(?<=\dx )|(?<=\d×)|(?<=\d× )|(?<=\bmy )|(?<=\ba )|(?<=\bone )|(?<=\bsingle )|(?<=\bdual )|(?<=\btwo )"
    r"|(?<=\bfour )|(?<=\bthe )|(?<=\bhis )|(?<=\bher )|(?<=\btheir )|(?<=\bour )|(?<=\byour )"
    # the same words in Italian, Spanish, French and German ("sulla 4090", "la mia 5090", "meiner 3090")
    r"|(?<=\bsulla )|(?<=\bdella )|(?<=\balla )|(?<=\bla )|(?<=\bmia )|(?<=\buna )|(?<=\bmi )|(?<=\bma )"
    r"|(?<=\bmeiner )|(?<=\bmeine )|(?<=\bder )|(?<=\bdie ))"
    r"[2-5]0[6-9]0(?:\s*Ti)?(?:\s+(?:SUPER|Super)(?![\w-]))?(?!\s*(?:tok|t/s|ms\b|W\b|MHz|\$|USD|GB))"
    # or as the first cell of a table's row ("4090 | Llama 3.1 8B | Ollama | ...")
    r"|^[2-5]0[6-9]0(?:\s*Ti)?(?=\s*\|)"
)
ACCELERATOR_RE = compile_first(
    r"(?<![\w.-])(?:(?P<count>\d{1,3})\s*(?:x|×|\*)\s*|(?P<count2>\d{1,3})\s+)?"
    r"(?P<written>(?:(?:NVIDIA|Nvidia|nvidia|AMD|Intel|Apple|Google|Huawei)\s+)?(?:GeForce\s+)?(?:Radeon\s+)?(?:Instinct\s+)?"
    r"(?P<name>" + ACCELERATOR_NAME + r"))(?P<plural>s|(?<=\d)ern?)?(?![\w-])"
    r"(?:\s*(?:x|×)\s*(?P<count3>\d{1,3})(?!\w))?", re.I)
#: A Cloud TPU v5e or v6e slice's name counts its chips ("v6e-8" is eight; v4 and v5p names count TensorCores, two
#: a chip, so they are not read as counts): the generation, and the count.
TPU_SLICE_RE = compile_first(r"^(?:TPU\s*)?(?P<gen>v[56]e)-(?P<n>\d{1,3})$", re.I)
#: A rack-scale system's name counts its GPUs: "GB200 NVL72" is 72, "GB200 NVL4" four.
RACK_GPUS_RE = compile_first(r"(?:GB|GH)\d{3}\s*NVL(?P<n>\d{1,3})\b", re.I)
#: A count written after the name with a GPU word: "H100 GPUs x 8" / "H100 (8 GPUs)".
GPU_COUNT_AFTER_RE = compile_first(r"^\s*(?:GPUs?\s*)?\(?\s*(?P<n>\d{1,3})\s*(?:GPUs|cards)\b", re.I)
COUNT_WORDS = {"two": 2, "three": 3, "four": 4, "eight": 8, "dual": 2, "quad": 4, "single": 1, "one": 1, "six": 6,
               "pair of": 2}
COUNT_WORD_RE = compile_first(r"\b(?P<w>two|three|four|six|eight|dual|quad|pair of|single)\s+(?:\w+\s+)?$", re.I)
#: sglang.check_env's GPUs of one name on one line: "GPU 0,1,2,3,4,5,6,7: NVIDIA H200" (eight of them).
CHECK_ENV_GPUS_RE = compile_first(r"(?:^|\n)[ \t]*GPU[ \t]+(?P<ids>\d{1,3}(?:,\d{1,3})+)[ \t]*:[ \t]*$")
#: Chinese and Japanese cards counted before the name: "8 卡 H20", "单卡 4090", "两张 L20", "4枚の RTX 4090".
CJK_CARDS_BEFORE_RE = compile_first(r"(?:(?P<n>\d{1,3})|(?P<w>[单單双雙两兩四八]))\s*(?:卡|张|張|块|塊|枚の?)\s*$")
CJK_COUNT_WORDS = {"单": 1, "單": 1, "双": 2, "雙": 2, "两": 2, "兩": 2, "四": 4, "八": 8}
#: What before an accelerator's name makes it the baseline a comparison measures against ("1.9x faster than H100"):
#: not the hardware of figures outside its sentence where the post names its own.
#: A part of a counted set written before the count ("4 of the 8 H200s", "2 of our 8x H100"): the part is the count.
PART_OF_COUNT_RE = compile_first(r"(?<![\w.,])(?P<n>\d{1,3})\s+of\s+(?:the|our|my|its|their|a|an)\s+$", re.I)
#: The same part written after the counted set: "8x HL-325L, we use 4 of them (TP=4)", "8x HL-225, also 4 cards".
PART_OF_COUNT_AFTER_RE = compile_first(r"\s*[,;:(]?\s*(?:(?:we|I)\s+(?:only\s+)?(?:use|used|run|ran)(?:\s+on)?|also|only|but)\s+"
                                       r"(?:only\s+)?(?P<n>\d{1,3})\s+(?:of\s+them|cards|GPUs|devices|accelerators)\b", re.I)
PART_OF_COUNT_AFTER_CHARS = 40
BASELINE_BEFORE_RE = compile_first(r"\b(?:than|relative\s+to|compared\s+(?:to|with)|as\s+(?:fast|quick|good)\s+as|"
                                   # "H200 is the same compute die as H100"
                                   r"same\s+(?:[\w-]+\s+){0,2}?as)\s+(?:the\s+|an?\s+)?$"
                                   # Chinese: "只有 H100 的不到三分之一" (only a third of H100's), "相比 H100"
                                   r"|(?:只有|相比于?|相对于|对比|不如|比)\s*(?:NVIDIA\s+)?$", re.I)
#: Hardware the poster says they lack ("I don't have an H200 node free this week", "I don't have a free 2x H100
#: node right now"), counted or not: no run of theirs used it.
LACKED_HARDWARE_BEFORE_RE = compile_first(r"\b(?:don't|do\s+not|didn't|did\s+not|no\s+longer)\s+have\s+"
                                          r"(?:an?\s+|any\s+)?(?:(?:free|spare|second|another)\s+)?"
                                          r"(?:\d{1,3}\s*[x\u00d7]\s*)?$", re.I)
#: A sentence that opens on the comparison it draws ("For comparison a single L40S does several thousand tok/s"): the
#: accelerator it names next, counted or not, is a baseline.
#: Also a ratio of what other hardware did, counted or not: "about 1.9x what our 8x H100 box managed", and the
#: hardware of another's figure the sentence set against its own ("Still below the 2,650 ... but that was H800"), and
#: the hardware a figure is set against by the same run elsewhere ("slower than the same model on our H100 setup").
COMPARISON_LEAD_RE = compile_first(r"\b(?:for|by)\s+comparison,?\s+(?:[\w-]+\s+){0,3}$"
                                   r"|\bbut\s+(?:that|theirs|those|his|hers)\s+(?:was|were|is|are)\s+(?:on\s+)?(?:an?\s+)?$"
                                   r"|\d\s*[x\u00d7]\s+what\s+(?:our|my|the|their|his|her|your)\s+(?:old\s+|previous\s+)?$"
                                   # "noticeably slower than the same model on our H100 setup"
                                   r"|\bthan\s+(?:the\s+same\s+(?:[\w-]+\s+){1,2}|(?:running|serving)\s+it\s+)on\s+"
                                   r"(?:our|my|the|their|a|an)\s+(?:own\s+|old\s+|previous\s+)?$",
                                   re.I)
INTERCONNECT_RE = compile_first(r"(?<![A-Za-z])(?P<i>(?:no|without)\s+NVLink|PCIe(?:\s+Gen\s*\d|\s+\d\.0)?(?:\s+only)?|NVLink(?:\s+\d)?"
                             r"|NVSwitch|InfiniBand|RoCE(?:\s*v\d)?|Infinity\s+Fabric|xGMI)(?![a-z])", re.I)
#: A legend line of nvidia-smi's topology matrix ("  SYS  = Connection traversing PCIe as well as ..."): boilerplate
#: printed under every matrix (and in vLLM's collect_env), naming fabrics whether or not the machine has them.
TOPOLOGY_LEGEND_RE = re.compile(r"^\s*(?:X|SYS|NODE|PHB|PXB|PIX|SOC|NV#|NV\d{1,2})\s*=\s*Connection\b")
#: A GPU's row of nvidia-smi's topology matrix whose first link other than PCIe is NVLink ("GPU0  X  NV18  NV18  SYS"):
#: NV and the number of bonded links joining it to another GPU. A matrix of PCIe codes only is not read: its row
#: mixes GPUs and NICs, so it does not tell whether the GPUs share no NVLink.
TOPOLOGY_NVLINK_RE = compile_first(r"^[ \t]*GPU\d{1,2}(?:[ \t]+(?:X|PIX|PXB|PHB|NODE|SYS|SOC))*[ \t]+(?P<i>NV\d{1,2})(?![\w#])")
TOPOLOGY_GATE = (("gpu",), ("nv",))

# ------------------------------------------------------------------ parallelism and engine settings

#: A degree glued to its name ("TP8", "EP8"): never 0, and not a rank in a log line's prefix ("[... 10:00:01 DP0
#: TP3] Decode batch").
_GLUED_DEGREE = r"(?<![\w-])(?<!:\d\d ){}(?P<n>[1-9]\d?)(?![\w\]]|\.\d)"
#: Not a factor of a product whose value is another degree's ("EP 大小 = TP × DP = 8": 8 is the EP size).
_NOT_FACTOR = r"(?<!×)(?<!× )(?<!\*)(?<!\* )(?<! x )"
#: A degree named by its size as the product of two others, or in Chinese: "EP size = TP x DP = 8", "EP 大小 = 8".
_PRODUCT = r"(?:TP|DP|EP|PP)\s*[×x*]\s*(?:TP|DP|EP|PP)\s*=\s*"
_SIZE_DEGREE = (r"(?<![\w-]){}\s*(?:大小\s*=\s*(?:" + _PRODUCT + r")?|[Ss]ize\s*=\s*" + _PRODUCT + r")"
                r"(?P<n>[1-9]\d{{0,2}})(?!\w|\.\d)")
PARALLEL_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple((k, compile_first(p)) for k, p in (
    # TensorRT-LLM's scripts write "--tp_size 4", TGI shards a model over "--num-shard 2" GPUs
    ("tp", r"(?<![\w-])(?:--tp(?:[-_]size)?|--tensor-parallel-size|--tensor_parallel_size|--num[-_]shard|-tp)[\s=]+"
           r"(?P<n>\d{1,3})\b"),
    ("tp", _NOT_FACTOR + r"(?<![\w-])(?:TP|tp|tp_size|TP [Ss]ize|tensor_parallel_size)\s*(?:=|:)\s*(?P<n>\d{1,3})(?!\w|\.\d)"),
    ("tp", r"(?<![\w-])(?:TP|tp_size)\s+(?P<n>\d{1,3})(?![\w%]|\.\d)"),
    ("tp", _GLUED_DEGREE.format("TP")),
    ("tp", r"(?i:tensor[\s-]parallel(?:ism)?(?:\s+(?:size|of|degree))?)\s*(?:=|:)?\s*(?P<n>\d{1,3})\b"),
    # "tensor parallelism across two L40S cards", "tensor parallel over 4 GPUs"
    ("tp", r"(?i:tensor[\s-]parallel(?:ism)?\s+(?:across|over)\s+(?:the\s+)?)(?P<n>\d{1,3}|(?i:two|four|eight|sixteen))\b"),
    ("ep", r"(?<![\w-])(?:--ep(?:[-_]size)?|--moe_ep_size|--expert-parallel-size)[\s=]+(?P<n>\d{1,3})\b"),
    ("ep", _NOT_FACTOR + r"(?<![\w-])(?:EP|ep|ep_size|EP [Ss]ize)\s*(?:=|:)\s*(?P<n>\d{1,3})(?!\w|\.\d)"),
    ("ep", r"(?<![\w-])(?:EP|ep_size|EP\s+[Ss]ize)\s+(?P<n>\d{1,3})(?![\w%]|\.\d)"),  # ("so EP size 2")
    ("ep", _GLUED_DEGREE.format("EP")),
    ("ep", _SIZE_DEGREE.format("EP")),
    ("dp", r"(?<![\w-])(?:--dp(?:-size)?|--data-parallel-size)[\s=]+(?P<n>\d{1,3})\b"),
    ("dp", _NOT_FACTOR + r"(?<![\w-])(?:DP|dp|dp_size)\s*(?:=|:)\s*(?P<n>\d{1,3})(?!\w|\.\d)"),
    ("dp", r"(?<![\w-])(?:DP|dp_size)\s+(?P<n>\d{1,3})(?![\w%]|\.\d)"),
    ("dp", _GLUED_DEGREE.format("DP")),
    # "four data-parallel replicas of TP=2 per node"
    ("dp", r"(?<![\w-])(?P<n>\d{1,3}|(?i:two|four|eight|sixteen))\s+(?i:data[\s-]parallel\s+(?:replicas|ranks|instances|workers))\b"),
    # copies of one engine said to be data parallel: "4 engines, TP=1 (data parallel)"
    ("dp", r"(?<![\w-])(?P<n>[2-9]|1[0-6]|(?i:two|four|eight|sixteen))\s+(?i:engines|replicas|instances|copies)\b"
           r"(?=[^.;\n]{0,30}\b(?i:data[\s-]parallel)\b)"),
    ("pp", r"(?<![\w-])(?:--pp(?:[-_]size)?|--pipeline-parallel-size)[\s=]+(?P<n>\d{1,3})\b"),
    ("pp", _NOT_FACTOR + r"(?<![\w-])(?:PP|pp_size|PP [Ss]ize)\s*(?:=|:)\s*(?P<n>\d{1,3})(?!\w|\.\d)"),
    ("pp", r"(?<![\w-])(?:PP|pp_size)\s+(?P<n>\d{1,3})(?![\w%/]|\.\d)(?!\s*tok)"),
    ("pp", _GLUED_DEGREE.format("PP")),
))
#: Copies of one engine counted before their own TP: "4 x TP=1", "four TP=1 replicas" (their data-parallel degree),
#: each of whose matches holds one literal of each group of COUNTED_DP_GATE.
COUNTED_DP_RULES: tuple[re.Pattern[str], ...] = tuple(compile_first(p) for p in (
    r"(?<![\w.-])(?P<n>[2-9]|1[0-6]) ?[x\u00d7] ?TP\s*[=:]?\s*\d{1,2}\b",
    r"(?<![\w-])(?P<n>[2-9]|1[0-6]|(?i:two|four|eight|sixteen))\s+TP\s*[=:]?\s*\d{1,2}\s+(?i:replicas|engines|instances|copies)\b"))
COUNTED_DP_GATE: Gate = ((r"\btp",), ("x tp", "xtp", "\u00d7 tp", "\u00d7tp", "replicas", "engines", "instances", "copies"))
#: A setup that says it uses no parallelism of a kind ("One GPU per server, no tensor parallelism unless noted"):
#: that degree is 1.
NO_PARALLEL_RULES: tuple[tuple[str, re.Pattern[str]], ...] = tuple((k, compile_first(p, re.I)) for k, p in (
    ("tp", r"\b(?:no|without)\s+tensor[\s-]parallel(?:ism)?\b"),
    # "so EP=8 for the MoE layers, no DP and no PP"
    # (not DP attention, a setting of its own: "without dp attention")
    ("dp", r"\b(?:no|without)\s+(?:DP|data-parallel(?:ism)?)\b(?!\s*=|[\s-]+attention)"),
    ("pp", r"\b(?:no|without)\s+(?:(?:DP|TP)\s+(?:and|or|nor)\s+)?(?:PP|pipeline[\s-]parallel(?:ism)?)\b(?!\s*=)"),
))
#: Engine settings recognised in CLI flags and prose (`--chunked-prefill-size 2048`, `chunked_prefill_size=2048`).
ENGINE_SETTINGS = frozenset({
    "chunked_prefill_size", "kv_cache_dtype", "mem_fraction_static", "max_running_requests", "context_length",
    "attention_backend", "moe_runner_backend", "cuda_graph_max_bs", "disable_cuda_graph", "speculative_algorithm",
    "speculative_num_steps", "speculative_eagle_topk", "speculative_num_draft_tokens", "max_model_len",
    "gpu_memory_utilization", "max_num_seqs", "max_num_batched_tokens", "enable_prefix_caching",
    "enable_chunked_prefill", "quantization", "dtype", "speculative_config", "prefill_attention_backend",
    "decode_attention_backend", "enable_dp_attention", "enable_expert_parallel", "disable_radix_cache",
    "max_total_tokens", "schedule_policy", "enable_torch_compile", "torch_compile_max_bs", "block_size",
    "swap_space", "enforce_eager", "n_gpu_layers", "ngl", "ctx_size", "flash_attn", "batch_size", "ubatch_size",
    "cache_type_k", "cache_type_v", "max_batch_size", "max_num_tokens", "kv_cache_free_gpu_memory_fraction",
    "enable_mixed_chunk", "moe_a2a_backend", "fp8_gemm_backend", "sampling_backend", "grammar_backend",
})
#: A known engine setting written with a space before its number: "chunked_prefill_size 8192", "max num seqs 64".
SPACED_SETTING_RE = compile_first(r"(?<![\w-])(?P<k>" + alternation([re.escape(k).replace("_", "[_ -]")
                                                                      for k in longest_first(ENGINE_SETTINGS)])
                                  + r")\s+(?P<v>\d[\w.]*)(?![\w.])", re.I)
#: Settings that only some engines have: a record of another engine (one named, not unknown) does not take them.
LLAMA_FAMILY = frozenset({"llama.cpp", "ik_llama.cpp", "ollama", "koboldcpp", "llamafile", "lm-studio"})
ENGINE_ONLY_SETTINGS = {"config.backend": LLAMA_FAMILY}
#: llama.cpp's compute backend, by llama-bench's own column name: "Vulkan backend", "backend: ROCm", "llama.cpp
#: (Vulkan, build 6412)".
_LLAMA_BACKENDS = r"Vulkan|ROCm|HIP|CUDA|Metal|SYCL|OpenCL|MUSA|CANN|CPU"
LLAMA_BACKEND_RE = compile_first(r"\b(?P<b>" + _LLAMA_BACKENDS + r")[ \t]+backend\b"
                                 r"|\bbackend[ \t]*[:=]?[ \t]*(?P<b2>" + _LLAMA_BACKENDS + r")\b"
                                 r"|(?<=llama\.cpp \()(?P<b3>" + _LLAMA_BACKENDS + r")\b", re.I)
#: The same in a page's prose, read by the scan ("max-model-len 32768, gpu-memory-utilization 0.92, context length
#: 16k"): the numeric settings of two words or more (not a batch size: in prose, a load), their number neither a
#: grouped one nor a figure with a unit ("4,398 tok/s").
PROSE_SETTING_NAMES = longest_first((
    "chunked_prefill_size", "mem_fraction_static", "max_running_requests", "context_length", "cuda_graph_max_bs",
    "speculative_num_steps", "speculative_eagle_topk", "speculative_num_draft_tokens", "max_model_len",
    "gpu_memory_utilization", "max_num_seqs", "max_num_batched_tokens", "max_total_tokens", "torch_compile_max_bs",
    "swap_space", "n_gpu_layers", "ctx_size", "max_batch_size", "max_num_tokens", "kv_cache_free_gpu_memory_fraction",
))
PROSE_SETTING_RE = compile_first(r"(?<![\w-])(?P<k>" + alternation([re.escape(k).replace("_", "[_ -]")
                                                                     for k in PROSE_SETTING_NAMES])
                                 + r")[ \t]+(?P<v>\d+(?:\.\d+)?[kK]?)(?!\w|[.,]\d|[ \t]*(?:tok|t/s|tokens|ms\b|s\b|%|x\b))",
                                 re.I)
PROSE_SETTING_GATE = tuple(sorted({k.replace("_", sep) for k in PROSE_SETTING_NAMES for sep in "_- "}))
FLAG_RE = compile_first(r"(?<![\w-])--(?P<k>[a-z][a-z0-9-_]+)(?:[\s=]+(?P<v>'[^']*'|\"[^\"]*\"|[^\s\\`|-][^\s\\`|]*))?")
#: The prefixes of the environment variables engines and their runtimes read: a variable set on a run
#: ("VLLM_ATTENTION_BACKEND=FLASHINFER", "NCCL_P2P_DISABLE=1") is one of its settings, by its own name.
ENV_SETTING_PREFIXES = ("VLLM", "SGLANG", "SGL", "NCCL", "TRTLLM", "TLLM", "HIP", "ROCM", "CUDA", "PYTORCH", "TORCH", "HSA",
                        "RCCL", "OMP", "MIOPEN", "NVTE", "OLLAMA", "GGML", "LMDEPLOY", "ASCEND")
#: The settings that list the devices a run may use ("CUDA_VISIBLE_DEVICES=0,1"): a run on 2 of a node's 8 GPUs
#: counts 2 (as config mentions of ENV_SETTING_RE), and how such a list is written.
VISIBLE_DEVICES_KEYS = ("config:CUDA_VISIBLE_DEVICES", "config:HIP_VISIBLE_DEVICES", "config:ROCR_VISIBLE_DEVICES",
                        "config:ASCEND_RT_VISIBLE_DEVICES")
DEVICE_LIST_RE = compile_first(r"\d{1,3}(?:,\d{1,3})*")
ENV_SETTING_RE = compile_first(r"(?<![\w-])(?P<k>(?:" + "|".join(ENV_SETTING_PREFIXES) + r")_[A-Z0-9_]*[A-Z0-9])=(?P<v>[\w.:,/-]+)")
SETTING_ASSIGN_RE = compile_first(r"(?<![\w-])(?P<k>[a-z][a-z0-9_]{3,})\s*[=:]\s*(?P<v>[\w.\-]+)")
#: llama.cpp's short flags and the settings they set; read only on a line that runs a llama.cpp program.
SHORT_FLAGS = {"-ngl": "n_gpu_layers", "-c": "ctx_size", "-fa": "flash_attn", "-b": "batch_size",
               "-ub": "ubatch_size"}
SHORT_FLAG_GATE = (("llama-", "llama.cpp", "./main"), ("-ngl", "-c", "-fa", "-b", "-ub"))
SHORT_FLAG_RE = compile_first(r"(?<![\w-])(?P<k>" + "|".join(re.escape(f) for f in longest_first(SHORT_FLAGS))
                              + r")(?:[ \t=]+(?P<v>\d+|on|off|auto))?(?![\w-])")

# ------------------------------------------------------------------ workload

#: Words that may stand between a count and "prompts" ("2,000 random prompts", "500 ShareGPT prompts"),
#: or between a length and them ("2,048-token random prompts").
PROMPT_KIND_WORDS = ("random", "synthetic", "sampled", "unique", "distinct", "different", "test", "benchmark",
                     "sharegpt", "real")
#: The label written after both lengths of a run ("2048/256 ISL/OSL", "1k/1k input/output tokens").
_LENGTHS_LABEL = r"(?:isl\s*/\s*osl|input\s*/\s*output)\b"
#: A bound right before a length makes it a range the text speaks of, not the run's length: "above roughly 32k input
#: tokens the two stacks are within noise", "prompts longer than 8k tokens".
LENGTH_BOUND_BEFORE_RE = compile_first(r"\b(?:above|over|below|under|beyond|past|more\s+than|less\s+than|fewer\s+than|"
                                       r"longer\s+than|shorter\s+than)\s+(?:roughly\s+|about\s+|around\s+|~\s*)?$", re.I)
LENGTH_BOUND_BEFORE_CHARS = 24
#: A length that counts what one run generated rather than setting it (ollama --verbose's "eval count: 412 token(s)"):
#: the length of that run's own figures, not of figures averaged over runs or taken elsewhere.
RUN_COUNTED_LENGTH_RE = compile_first(r"(?<!prompt )\beval count:", re.I)
#: A page (not a thread) that states one length at least this many times, outside figures' sentences, and any other
#: only once ("32k prompts" in its title, setup and command; "most published numbers use 1k-token prompts" once):
#: that length is its figures' where nothing nearer says otherwise.
PREVAILING_LENGTH_MIN = 3
#: Words that, joined to a length flag's name, make it a part of the prompt or a bound rather than the run's input
#: length ("--system-prompt-len", "--shared-prefix-len", "--max-input-length").
LENGTH_FLAG_NOT_AFTER = ("system", "shared", "prefix", "max", "min")
INPUT_LEN_RULES: tuple[re.Pattern[str], ...] = tuple(compile_first(p, re.I) for p in (
    r"--(?:random-)?input(?:-len|_len|-length|-tokens)?[\s=]+(?P<n>\d+)\b",
    r"--isl[\s=]+(?P<n>\d+)\b",
    r"--synthetic-input-tokens-mean[\s=]+(?P<n>\d+)\b",
    r"--mean-input-tokens[\s=]+(?P<n>\d+)\b",
    # (not a part of the prompt or a bound on it: "--system-prompt-len 2048", TGI's "--max-input-length 4096")
    r"\b" + "".join(f"(?<!{w}[-_])" for w in LENGTH_FLAG_NOT_AFTER)
    + r"(?:input[\s_-]?len(?:gth)?|isl|prompt[\s_-]?len(?:gth)?)\s*(?:of|=|:)?\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\b",
    r"\binput\s+(?:token\s+)?length\s+(?:fixed\s+)?(?:at|of)\s+(?P<n>\d[\d,]*)(?P<k>[kK])?\b",
    # "2,048-token random prompts", "a ~1.9k-token prompt"
    r"(?<![\w.])(?P<n>\d[\d,]*(?:\.\d(?=[kK]))?)(?P<k>[kK])?[\s-]*(?:token|tok)s?[\s-]+(?:(?:" + "|".join(PROMPT_KIND_WORDS)
    + r")\s+)?(?:prompt|input|context prefill)s?\b",
    # ("8k input" but not the output length of "1k/8k input/output")
    # (not a count of prompts drawn from somewhere: "trained on ~320k prompts from our own traffic")
    # (nor a rate: "chewing through roughly 28k input tokens per second")
    r"(?<![\w./])(?P<n>\d+)(?P<k>[kK])[\s-]+(?:(?:cold|warm|long|single|cached|uncached)[\s-]+)?(?:prompt|input)s?\b"
    r"(?!\s+(?:from|of|drawn|sampled|taken)\b|\s+tok(?:en)?s?\s*(?:/|per\s+)s(?:ec(?:ond)?)?\b)",
    r"(?<![\w.])(?P<n>\d[\d,]*)(?P<k>[kK])?\s+input\s+tokens\b(?!\s*(?:/|per\s+)s(?:ec(?:ond)?)?\b)",
    # (French too: "Prompt de 1 000 tokens")
    r"\bprompts?\s+(?:of|de)\s+(?:(?:exactly|about|around|roughly|approx\.?|~)\s*)?(?P<n>\d[\d,]*)(?P<k>[kK])?\s*tokens\b",
    # "Same prompt on every box (about 1,500 tokens: ...)", "The prompt is a ~1,900 token chunk of a README"
    r"\bprompts?\b[^.;:()\n]{0,30}\(\s*(?:(?:about|around|roughly|approx\.?|~)\s*)?(?P<n>\d[\d,]*)(?P<k>[kK])?\s*tokens\b",
    r"\bprompts?\s+(?:is|was|are|were)\s+(?:an?\s+)?(?:(?:about|around|roughly|approx\.?|~)\s*)?(?P<n>\d[\d,]*)(?P<k>[kK])?[\s-]*"
    r"tokens?\b",
    # "1k in / 256 out", "128 input / 2048 output tokens", "1,024-in/256-out"
    r"(?<![\w.])(?P<n>\d[\d,]*)(?P<k>[kK])?[\s-]*(?:tokens?\s+)?(?:in|input)\s*/\s*\d[\d,]*[kK]?[\s-]*(?:tokens?\s+)?(?:out|output)\b",
    # "ISL/OSL 1024/1024", "input/output lengths of 2048/512"
    r"\b(?:isl|input(?:\s+len(?:gth)?s?)?)\s*/\s*(?:osl|output)(?:\s+(?:len(?:gth)?s?|tokens))?\s*(?:of|=|:|were|was|are|is)?"
    r"\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\s*/\s*\d",
    # "Input 4096, output 1024"; LLMPerf's "mean_input_tokens": 550
    # (and "Input 8,192 tokens per request, answers up to 256 tokens")
    r"\binput\s*[:=]?\s+(?P<n>\d[\d,]*)(?P<k>[kK])?(?:\s+tokens?(?:\s+per\s+(?:request|prompt|query))?(?!\s*(?:/|per\b)))?"
    r"(?![\w.,]*\s*(?:tok|t/s|ms\b|req))(?=\s*[,;.)]|\s+and\b|\s*$)",
    r"\bmean_input_tokens['\"]?\s*:\s*(?P<n>\d+)\b",
    # ollama --verbose: "prompt eval count:    38 token(s)"
    r"\bprompt eval count:\s*(?P<n>\d+)\s*token",
    # "1024 input and 256 output tokens"
    r"(?<![\w.])(?P<n>\d[\d,]*)(?P<k>[kK])?\s*(?:tokens?\s+)?(?:in|input)\s+and\s+\d[\d,]*[kK]?\s*(?:tokens?\s+)?"
    r"(?:out|output)\b",
    # GuideLLM's synthetic data: --data "prompt_tokens=512,output_tokens=256"; mlx_lm.benchmark's "Timing with
    # prompt_tokens=4096, generation_tokens=128, batch_size=1."
    r"\bprompt_tokens=(?P<n>\d+)\b(?=[^\n]*\b(?:output|generation)_tokens=\d)",
    # a script's run line: "target=65536 run=1 prompt_tokens=65537 ttft=9.842s prefill=6658.9 tok/s"
    r"\bprompt_tokens=(?P<n>\d+)\b(?=[^\n]*\b(?:ttft|prefill|tok/s))",
    # the lengths before their label: "at 2048/256 ISL/OSL", "1k/1k input/output tokens"
    r"(?<![\w./])(?P<n>\d[\d,]*)(?P<k>[kK])?\s*/\s*\d[\d,]*[kK]?\s*(?:tokens?\s+)?" + _LENGTHS_LABEL,
    # a heading's "Prompt: 4,012 tokens, output: 512 tokens"
    r"\bprompt\s*[:=]\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\s+tokens?\b",
    # trtllm-bench's REQUEST DETAILS of a fixed-length dataset: "Average Input Length (tokens):  1024.0000"
    r"\baverage input length \(tokens\):\s*(?P<n>\d+)(?:\.0+)?(?![\d.])",
    # OpenVINO GenAI's llm_bench per iteration: "Input token size: 1024, Output size: 128, Infer count: 128"
    r"\binput token size:\s*(?P<n>\d+)\b",
    # a pair of lengths in words: "512 prompt tokens, 512 completion tokens"
    r"(?<![\w.])(?P<n>\d[\d,]*)(?P<k>[kK])?\s+prompt\s+tokens?\s*(?:,|/|\+|and)\s*\d[\d,]*[kK]?\s+(?:completion|output|"
    r"generated)\s+tokens?\b",
    # LMDeploy's profile_generation: "-c 1 -pt 512 -ct 512"
    # (and any script's "--prompt-tokens 1000")
    r"(?:\bprofile_generation\b[^\n]*?\s-pt[\s=]+|--prompt-tokens[\s=]+)(?P<n>\d+)\b",
    # "The prompt file has a single prompt that tokenizes to 1024 tokens"
    r"\bprompts?\b[^.;\n]{0,40}?\btokeni[sz]es\s+to\s+(?P<n>\d[\d,]*)(?P<k>[kK])?\s+tokens\b",
))
OUTPUT_LEN_RULES: tuple[re.Pattern[str], ...] = tuple(compile_first(p, re.I) for p in (
    r"--(?:random-)?output(?:-len|_len|-length|-tokens)?[\s=]+(?P<n>\d+)\b",
    r"--osl[\s=]+(?P<n>\d+)\b",
    r"--output-tokens-mean[\s=]+(?P<n>\d+)\b",
    r"--mean-output-tokens[\s=]+(?P<n>\d+)\b",
    # (not JetStream's "--max-output-length": a cap on the dataset's own lengths)
    # (and ollama's "/set parameter num_predict 512")
    r"(?<!max-)(?<!max_)\b(?:output[\s_-]?len(?:gth)?|osl|max_tokens|max_new_tokens|max-tokens|max tokens|num_predict)"
    r"\s*(?:of|=|:|to)?\s*"
    r"(?P<n>\d[\d,]*)"
    r"(?P<k>[kK])?\b(?!\s*/\s*\d)",
    # (not a footnote's mark at the start of its line: "¹ Output tokens only: ..." read as "1 Output tokens")
    r"(?<![\w.])(?!(?:(?<=\n)|(?<![\s\S]))\d{1,2}\s+(?-i:[A-Z]))(?P<n>\d[\d,]*)(?P<k>[kK])?\s+(?:output|generated|new)"
    r"\s+tokens\b(?!\s*(?:/|per\s+)s(?:ec(?:ond)?)?\b)",
    r"\bgenerat(?:e|ing)\s+(?:exactly\s+|only\s+)?(?P<n>\d[\d,]*)\s+tokens\b",
    # "512-token outputs", "256 token completions", "a 500 token summary"
    r"(?<![\w.])(?P<n>\d[\d,]*)(?P<k>[kK])?[\s-]*(?:token|tok)s?[\s-]+(?:output|completion|generation|response|summary|"
    r"summaries|answer|repl(?:y|ies))s?\b",
    r"(?<![\w.])\d[\d,]*[kK]?[\s-]*(?:tokens?\s+)?(?:in|input)\s*/\s*(?P<n>\d[\d,]*)(?P<k>[kK])?[\s-]*(?:tokens?\s+)?(?:out|output)\b",
    r"\b(?:isl|input(?:\s+len(?:gth)?s?)?)\s*/\s*(?:osl|output)(?:\s+(?:len(?:gth)?s?|tokens))?\s*(?:of|=|:|were|was|are|is)?"
    r"\s*\d[\d,]*[kK]?\s*/\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\b",
    r"\boutput\s*[:=]?\s+(?P<n>\d[\d,]*)(?P<k>[kK])?(?:\s+tokens?(?!\s*(?:/|per\b)))?(?![\w.,]*\s*(?:tok|t/s|ms\b|req))"
    r"(?=\s*[,;.)]|\s+and\b|\s*$)",
    r"\bmean_output_tokens['\"]?\s*:\s*(?P<n>\d+)\b",
    r"(?<!prompt )\beval count:\s*(?P<n>\d+)\s*token",
    # llama.cpp's tokens to predict: "llama-cli -m m.gguf -n 400", "llama-server ... --n-predict 256"
    r"\bllama-(?:cli|simple|run|server)\b[^\n]*?\s(?:-n|--n-predict|--predict)[\s=]+(?P<n>\d+)\b",
    r"(?<![\w.])(?P<n>\d[\d,]*)(?P<k>[kK])?\s+tokens?\s+out\b",
    # "1024 input and 256 output tokens"
    r"(?<![\w.])\d[\d,]*[kK]?\s*(?:tokens?\s+)?(?:in|input)\s+and\s+(?P<n>\d[\d,]*)(?P<k>[kK])?\s*(?:tokens?\s+)?"
    r"(?:out|output)\b",
    # GuideLLM's synthetic data: --data "prompt_tokens=512,output_tokens=256"; mlx_lm.benchmark's "Timing with
    # prompt_tokens=4096, generation_tokens=128, batch_size=1."
    r"\bprompt_tokens=\d+\b[^\n]*\b(?:output|generation)_tokens=(?P<n>\d+)\b",
    r"(?<![\w./])\d[\d,]*[kK]?\s*/\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\s*(?:tokens?\s+)?" + _LENGTHS_LABEL,
    # German headings: "Prompt: 4.012 Token, Ausgabe: 512 Token"
    r"\bausgabe\s*[:=]\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\s+tokens?\b",
    r"\baverage output length \(tokens\):\s*(?P<n>\d+)(?:\.0+)?(?![\d.])",
    r"(?<![\w.])\d[\d,]*[kK]?\s+prompt\s+tokens?\s*(?:,|/|\+|and)\s*(?P<n>\d[\d,]*)(?P<k>[kK])?\s+(?:completion|output|"
    r"generated)\s+tokens?\b",
    r"\bprofile_generation\b[^\n]*?\s(?:-ct|--completion-tokens)[\s=]+(?P<n>\d+)\b",
    # OpenVINO GenAI's llm_bench per iteration: "Input token size: 1024, Output size: 128, Infer count: 128"
    r"\binput token size:\s*\d+,\s*output size:\s*(?P<n>\d+)\b",
    # "outputs are forced to 500 tokens with ignore_eos", "the output is capped at 256 tokens", "Generation was capped
    # at 512 tokens"
    r"\b(?:outputs?|generation|completions?|responses?)\s+(?:are|were|is|was)\s+(?:forced|fixed|capped|limited|pinned|set)"
    r"\s+(?:to|at)\s+(?P<n>\d[\d,]*)(?P<k>[kK])?"
    r"[\s-]*tokens?\b",
))
NUM_PROMPTS_RE = compile_first(r"--num-prompts[\s=]+(?P<n>\d+)|(?<![\w.])(?P<n2>\d[\d,]*)\s+(?:(?:"
                               + "|".join(PROMPT_KIND_WORDS) + r")\s+)?prompts\b", re.I)
DATASET_RE = compile_first(r"--dataset(?:-name)?[\s=]+(?:\./)?(?P<d>[\w.-]*\w)|\b(?P<d2>ShareGPT|LongBench|random dataset|"
                        r"sonnet dataset|MMLU|GSM8K)\b", re.I)
#: A dataset of made-up prompts of set lengths, whose lengths a page states once for all its runs.
SYNTHETIC_DATASET_RE = re.compile(r"random|synthetic|sonnet", re.I)
CACHE_RE = compile_first(r"\b(?P<c>cold|warm|cache[\s-]cold|cache[\s-]warm|prefix[\s-]cache[\s-]hit)\b", re.I)

# ------------------------------------------------------------------ models

#: A model name as written; an ollama tag stays on it ("qwen2.5:14b", "llama3.1:8b-instruct-q4_K_M").
MODEL_RE = compile_first(
    r"(?<![\w/.-])(?P<m>(?:[\w.-]+/)?(?:Meta-)?(?:Llama|Qwen|DeepSeek|Mistral|Mixtral|Gemma|Phi|gpt-oss|Kimi|GLM|"
    r"MiniMax|TinyLlama|tinyllama|Yi|Command-R|Nemotron|Falcon|OLMo|Granite|Hermes|Devstral|Magistral|"
    r"SmolLM|InternLM)[\w.-]*(?::[\w.-]*\w)?"
    # a version written apart, before a size: "Llama 3.3 70B", "Qwen 2.5 32B", "Gemma 3 27B"
    r"(?:\s+\d{1,2}(?:\.\d{1,2})?(?=\s+\d+(?:\.\d+)?[BbMm]\b))?"
    r"(?:\s+(?:(?:\d{1,2}x)?\d+(?:\.\d+)?[BbMm]|V\d[\w.]*|R\d|Instruct|Flash|Coder)\b)*)", re.I)
#: A model's weight format as written: "FP8", "NVFP4", "AWQ", "GPTQ", "W8A8", "Q4_K_M", Unsloth's "UD-Q4_K_XL",
#: "IQ4_XS", ik_llama.cpp's "IQ4_KS" and "IQ2_KT", "4.65bpw", "4-bit".
QUANT = (r"(?:NV|MX)?FP[48]|BF16|FP16|INT[48]|W[48]A(?:8|16)|AWQ|GPTQ"
         r"|(?:UD-)?(?:Q[2-8]_K(?:_[SML]|_XL)?|Q[2-8]_[01]|IQ[1-4]_(?:XXS|XS|S|M|NL)|IQ[1-6]_K(?:SS|S|L|T)?)"
         r"|\d(?:\.\d{1,2})?[ -]?bpw|[2-8][ -]?bit")
#: A weight format in prose or a table ("at q4" too); not one of the KV cache, of compute or of a spec sheet ("FP8 KV cache",
#: "FP8 tensor TFLOPS").
VARIANT_RE = compile_first(r"(?<![\w.-])(?P<q>" + QUANT + r"|(?<=\bat )Q[2-8]|(?<=\bin )Q[2-8])(?![\w-]|\.\d)(?![ \t]*(?:\(?e[45]m[23]\)?[ \t]*)?(?:kv\b|kv[-_]|"
                           r"cache|attention|attn|tensor|tflops|tops|compute|gemm|math|accumulat|activations?\b))", re.I)
#: A KV cache or activation word just before a weight format ("--kv-cache-dtype fp8", "KV cache in FP8").
VARIANT_NOT_BEFORE_RE = compile_first(r"(?:kv|cache|activations?|attention)[\w\s:=-]{0,12}$", re.I)
#: A weight format inside a model's name ("Meta-Llama-3-70B-Instruct-FP8", "qwen2.5:14b-instruct-q4_K_M").
VARIANT_IN_NAME_RE = compile_first(r"(?<![A-Za-z0-9])(?P<q>" + QUANT + r")(?![A-Za-z0-9])", re.I)
#: Names MODEL_RE finds that are no model: tools, bare families, and llama.cpp's own function names in its logs
#: ("llama_perf_context_print:", "llama_model_loader:").
MODEL_NOT_RE = compile_first(r"^(?:llama\.cpp|llama-bench|llama-server|llama-cli|llamacpp|qwen3_coder|qwen3|"
                             r"llama_[a-z]+(?:_[a-z]+)*|"
                             # a family's bare name ("the Qwen models"): no model
                             r"llama|qwen|deepseek|mistral|mixtral|gemma|phi|kimi|glm|minimax|yi|nemotron|falcon|olmo|"
                             r"granite|hermes|devstral|magistral|smollm|internlm)$", re.I)
#: A line labelled with its model ("Model: Llama-3.1-70B", "- **Model:** ..."), the label opening the line or a cell.
MODEL_LINE_RE = compile_first(r"(?:^|\|)[ \t]*(?:[-*\u2022][ \t]*)?(?:\*\*)?Model(?:\*\*)?\s*:\s*(?:\*\*)?\s*"
                              r"(?P<m>[^\n,;|*]{3,80})", re.I)

# ------------------------------------------------------------------ structured tool outputs

#: SGLang's bench_one_batch_server console output: each run opens on "batch size: N" (N prompts sent as one batch to a
#: running server) and prints its latency, TTFT and two throughputs. In its source, input throughput is batch x
#: input_len / TTFT (prefill) and output throughput batch x output_len / (latency - TTFT): decode only.
ONE_BATCH_SERVER_GATE = ("batch size:", "output throughput:", "ttft:")
ONE_BATCH_SERVER_RUN_RE = compile_first(r"^[ \t]*batch size:[ \t]*(?P<n>\d+)[ \t]*$", re.M)
ONE_BATCH_SERVER_LINE_RE = compile_first(r"^[ \t]*(?P<k>latency|ttft|input throughput|output throughput|input_len|output_len):"
                                         r"[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>s|ms|tok/s|token/s)?[ \t]*$", re.M)
#: Its result labels -> metric (every figure is the run's one measurement).
ONE_BATCH_SERVER_KEYS = {"latency": "e2e_latency_ms", "ttft": "ttft_ms", "input throughput": "prefill_tok_s",
                         "output throughput": "decode_tok_s"}
ONE_BATCH_SERVER_TOOL = "sglang-bench-one-batch-server"

BENCH_SERVING_HEADER_RE = compile_first(r"=+\s*(?:(?:Serving|Offline|Online|Throughput)\s+){0,2}Benchmark\s+Result\s*=+|^\s*=\s*PERFORMANCE\s+OVERVIEW\s*$",
                                     re.I | re.M)
RULE_LINE_RE = compile_first(r"^\s*={8,}\s*$")
#: The same result printed without a header, units after the numbers ("Request throughput: 3.20 requests/s"), as
#: vLLM's benchmark_serving.py did before it had one and JetStream's still does: its first line opens each run.
#: Result blocks printed without a header: (literals the block holds, the line that opens each run). vLLM's early
#: benchmark_serving.py and JetStream ("Successful requests: 200"), and trtllm-bench's overview trimmed of its
#: banners ("Request Throughput (req/sec): 13.9021").
BENCH_HEADERLESS_FORMS: tuple[tuple[tuple[str, ...], re.Pattern[str]], ...] = (
    (("Request throughput:", "token throughput:"), compile_first(r"^\s*Successful requests:\s+\d+\s*$", re.M)),
    (("Request Throughput (req/sec):", "Output Throughput (tokens/sec):"),
     compile_first(r"^\s*Request Throughput \(req/sec\):", re.M)),
)
BENCH_LINE_RE = compile_first(r"^\s*(?P<label>[A-Za-z][^:\n]{2,70}?)\s*:\s+(?P<v>-?" + NUM
                              + r")(?:\s+(?P<tu>requests/s|req/s|tokens/s|tok/s|ms|s))?\s*$")
BENCH_LABEL_UNIT_RE = compile_first(r"\((?P<u>[^)]+)\)\s*$")
#: bench_serving labels (lower-case, unit stripped) -> (metric, statistic, headline?).
BENCH_SERVING_LABELS: dict[str, tuple[str, str, bool]] = {
    "request throughput": ("req_s", "mean", True),
    "input token throughput": ("prefill_tok_s", "mean", True),
    "output token throughput": ("output_tok_s", "mean", True),
    "total token throughput": ("total_tok_s", "mean", True),
    "total throughput": ("total_tok_s", "mean", True),
    "mean ttft": ("ttft_ms", "mean", True), "median ttft": ("ttft_ms", "median", False),
    "p99 ttft": ("ttft_ms", "p99", False), "p90 ttft": ("ttft_ms", "p90", False),
    "p95 ttft": ("ttft_ms", "p95", False), "std ttft": ("ttft_ms", "stdev", False),
    "mean tpot": ("tpot_ms", "mean", True), "median tpot": ("tpot_ms", "median", False),
    "p99 tpot": ("tpot_ms", "p99", False), "p90 tpot": ("tpot_ms", "p90", False),
    "p95 tpot": ("tpot_ms", "p95", False), "std tpot": ("tpot_ms", "stdev", False),
    "mean itl": ("itl_ms", "mean", True), "median itl": ("itl_ms", "median", False),
    "p99 itl": ("itl_ms", "p99", False), "p90 itl": ("itl_ms", "p90", False), "p95 itl": ("itl_ms", "p95", False),
    "std itl": ("itl_ms", "stdev", False), "max itl": ("itl_ms", "max", False),
    "peak output token throughput": ("output_tok_s", "peak", False),
    "mean e2e latency": ("e2e_latency_ms", "mean", True), "median e2e latency": ("e2e_latency_ms", "median", False),
    "p99 e2e latency": ("e2e_latency_ms", "p99", False), "p90 e2e latency": ("e2e_latency_ms", "p90", False),
    "total output throughput": ("output_tok_s", "mean", True),
    "average request latency": ("e2e_latency_ms", "mean", True),
    "mean e2el": ("e2e_latency_ms", "mean", True), "median e2el": ("e2e_latency_ms", "median", False),
    "p99 e2el": ("e2e_latency_ms", "p99", False),
    # trtllm-bench's PERFORMANCE OVERVIEW
    "per gpu output throughput": ("output_tok_s", "mean", True),
    "average time-to-first-token [ttft]": ("ttft_ms", "mean", True),
    "average time-per-output-token [tpot]": ("tpot_ms", "mean", True),
    # its rates per user (stream), as different releases label them
    "per user output throughput [w/ ctx]": ("output_tok_s", "mean", True),
    "per user output throughput": ("output_tok_s", "mean", True),
    "per user output speed": ("decode_tok_s", "mean", True),
    "per user output speed [1/tpot]": ("decode_tok_s", "mean", True),
}
#: bench_serving labels of a rate per user (stream) under the run's load, not its total.
BENCH_LABEL_PER_USER = frozenset({"per user output throughput [w/ ctx]", "per user output throughput",
                                  "per user output speed", "per user output speed [1/tpot]"})
#: bench_serving labels whose figure is not the whole run's (aggregate) -> its basis.
BENCH_LABEL_BASIS = {"per gpu output throughput": "per_gpu"}
#: bench_serving's token totals over its requests: a length a command elsewhere on the page states is the output's
#: only where the totals come to it a request (within BENCH_TOTALS_TOLERANCE).
BENCH_TOTALS_RE = {"input_len": compile_first(r"^[ \t]*Total input tokens:[ \t]*(?P<n>\d+)", re.M),
                   "output_len": compile_first(r"^[ \t]*Total generated tokens:[ \t]*(?P<n>\d+)", re.M)}
BENCH_REQUESTS_RE = compile_first(r"^[ \t]*Successful requests:[ \t]*(?P<n>\d+)", re.M)
BENCH_TOTALS_TOLERANCE = 0.02
#: How far short of a requested output length the generated total may fall a request and still be that run's: a
#: request stopping at its end-of-sequence token before the length (no --ignore-eos) generates fewer tokens.
BENCH_OUTPUT_SHORT_TOLERANCE = 0.10
BENCH_CONTEXT_LABELS = {"max request concurrency": "concurrency", "max concurrency": "concurrency",
                        "maximum request concurrency": "concurrency",
                        # (SGLang's bench_serving prints the word misspelt)
                        "max reqeuest concurrency": "concurrency",
                        "concurrency": "observed_concurrency", "successful requests": "num_prompts",
                        "traffic request rate": "request_rate", "request rate": "request_rate",
                        "accept length": "accept_length"}
#: The context a run prints above its header that is read as the run's (its request rate is read from its command,
#: where the two can be compared).
BENCH_PRE_HEADER_CONTEXT = ("concurrency",)
#: Per-run log lines: "run-3  wall= 12.66s  ttft= 113ms  toks=1000  decode_TPS= 79.72".
RUN_LINE_RE = compile_first(r"^\s*(?P<run>(?:run|warm|warmup|iter|trial|rep)[-_ #]?\d+)\b(?P<rest>.*)$", re.I)
KV_PAIR_RE = compile_first(r"(?P<k>[A-Za-z][\w/ ]*?)\s*=\s*(?P<v>" + NUM + r")\s*(?P<u>ms|s)?(?![a-z])")
SUMMARY_LINE_RE = compile_first(r"^\s*(?P<label>[A-Za-z][\w /.-]*?)\s+(?:mean|avg)\s*=\s*(?P<v>" + NUM + r")\s*(?P<u>ms|s)?(?![a-z])"
                             r"(?:\s+std\s*=\s*(?P<std>" + NUM + r")\s*(?:ms|s)?(?![a-z]))?", re.I)
WARMUP_RE = compile_first(r"\bwarm[\s-]?ups?\b|\bwarm-\d", re.I)
#: A script's run lines and their mean written with spaces, not "=" ("run 2: ttft 0.181 s  decode 37.6 tok/s",
#: "mean:  ttft 0.187 s  decode 37.3 tok/s"): each key, its value and unit.
SPACED_PAIR_RE = compile_first(r"(?P<k>[A-Za-z][\w]*)\s+(?P<v>" + NUM + r")\s*(?P<u>ms|s|tok/s|t/s|tokens/s)?(?![\w/])")
SPACED_SUMMARY_RE = compile_first(r"^\s*(?P<stat>mean|avg|average|median)\s*:\s*(?P<rest>.+)$", re.I)
#: Such a line's keys (lower-case) -> metric, by whether the unit is a rate.
SPACED_RATE_KEYS = {"decode": "decode_tok_s", "gen": "decode_tok_s", "tg": "decode_tok_s", "prefill": "prefill_tok_s",
                    "pp": "prefill_tok_s", "output": "output_tok_s"}
SPACED_TIME_KEYS = {"ttft": "ttft_ms", "tpot": "tpot_ms", "itl": "itl_ms", "e2e": "e2e_latency_ms",
                    "latency": "e2e_latency_ms"}
SECTION_BANNER_RE = compile_first(r"^\s*={3,}\s*(?P<t>.*?)\s*={3,}\s*$")
#: Run-log keys (lower-case) -> metric.
RUN_KEYS = {"wall_tps": "output_tok_s", "decode_tps": "decode_tok_s", "tps": "unspecified_tok_s",
            "ttft": "ttft_ms", "pp tok/s": "prefill_tok_s", "prefill_tps": "prefill_tok_s", "pp_tps": "prefill_tok_s",
            "tpot": "tpot_ms", "itl": "itl_ms", "e2e": "e2e_latency_ms"}
#: llama-bench test names.
LLAMA_TEST_RE = compile_first(r"^(?:pp(?P<pp>\d+))?(?:\s*\+\s*)?(?:tg(?P<tg>\d+))?(?:\s*@\s*d(?P<d>\d+))?$")
LLAMA_HEADERS = ("test", "t/s")
#: text-generation-benchmark (TGI's own benchmark) pasted as text: a literal its tables hold, the first headers of its
#: latency and throughput tables, the metric of each step row (a blank step cell continues the row above), and its
#: other statistic columns. Its "Prefill" throughput is sequences a second (batch size over the prefill's latency)
#: though labelled tokens/secs, so it is not read; "Decode (total)" is the whole decode's time, not a token's. The
#: parameters table gives the lengths ("Sequence Length", "Decode Length"), the runs and the model (its tokenizer).
TGI_BENCH_LITERALS = ("tokens/secs", "Decode (token)")
TGI_BENCH_HEADERS = ("step", "batch size", "average")
TGI_LATENCY_STEPS = {"prefill": "ttft_ms", "decode (token)": "tpot_ms"}
TGI_THROUGHPUT_STEPS = {"decode": "decode_tok_s"}
TGI_STAT_COLUMNS = {"lowest": "min", "highest": "max", "p50": "p50", "p90": "p90", "p99": "p99"}
TGI_PARAMETERS = {"sequence length": "input_len", "decode length": "output_len"}
TGI_BENCH_NOTE = ("text-generation-benchmark drives the model's shards directly, without TGI's HTTP router: no "
                  "network, queueing or tokenisation in the figure")
#: vLLM's periodic metrics log line.
VLLM_METRICS_LOG_RE = compile_first(r"Avg prompt throughput:\s*(?P<pp>" + NUM + r")\s*tokens/s,\s*Avg generation throughput:\s*"
                                 r"(?P<gen>" + NUM + r")\s*tokens/s(?:,\s*Running:\s*(?P<run>\d+)\s*reqs?)?")
#: SGLang's decode log line: "Decode batch. #running-req: 64, #token: 98304, token usage: 0.45, gen throughput
#: (token/s): 2345.67, #queue-req: 0".
SGLANG_DECODE_LOG_RE = compile_first(r"Decode batch\.\s*#running-req:\s*(?P<run>\d+),[^\n]*?gen throughput \(token/s\):\s*"
                                     r"(?P<gen>" + NUM + r")")
#: Engines' periodic server log lines: a literal every such line holds, its pattern, the metric of each rate group
#: and the tool named on its figures. Each rate is the server's own average over the requests running then.
SERVER_LOG_RULES: tuple[tuple[str, re.Pattern[str], tuple[tuple[str, str], ...], str], ...] = (
    ("Avg prompt throughput", VLLM_METRICS_LOG_RE, (("pp", "prefill_tok_s"), ("gen", "output_tok_s")), "vllm-metrics-log"),
    ("Decode batch", SGLANG_DECODE_LOG_RE, (("gen", "output_tok_s"),), "sglang-decode-log"),
)
#: The same rates where the line runs one request: its generation rate is that stream's decode rate, and the prompt
#: tokens it averaged over the logging interval are no rate of prefill (one prompt is read in a burst within it).
#: By rate group: the metric, or None for no figure.
SERVER_LOG_ONE_REQUEST = {"pp": None, "gen": "decode_tok_s"}
#: One request's token timings as a tool prints them, one line per phase: llama.cpp's ("prompt eval time =
#: 1423.51 ms / 2048 tokens (0.70 ms per token, 1438.71 tokens per second)", in llama-server's log and after
#: llama-cli's llama_perf_context_print: or llama_print_timings:), mlx-lm's ("Generation: 512 tokens,
#: 88.412 tokens-per-sec"), ollama's --verbose statistics and TabbyAPI's metrics line. Each gives the phase, its
#: token count and its rate; the phases are read in the order their rates are written.
TOKEN_TIMING_RES: tuple[re.Pattern[str], ...] = tuple(compile_first(p, re.I | re.M) for p in (
    r"^[ \t]*(?:[\w.]+:[ \t]*)?(?P<phase>prompt eval|eval) time\s*=\s*(?:" + NUM + r")\s*ms\s*/\s*(?P<n>\d+)\s*"
    r"(?P<counted>tokens|runs)\s*\(\s*(?:" + NUM + r")\s*ms per token,\s*(?P<v>" + NUM + r")\s*(?P<unit>tokens per second)\s*\)",
    r"^[ \t]*(?P<phase>prompt|generation):[ \t]*(?P<n>\d+)[ \t]*tokens,[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<unit>tokens-per-sec)\b",
    # ollama --verbose: "total duration: 9.412518377s" over "load duration: ...": the request's end-to-end time
    # (past a minute, Go's duration: "total duration: 2m16.0352279s")
    r"^[ \t]*(?P<phase>total) duration:[ \t]*(?:(?P<min>\d{1,3})m)?(?P<v>" + NUM + r")(?P<unit>ms|s)[ \t]*\r?\n[ \t]*load duration:",
    # ollama --verbose: "prompt eval count: 38 token(s)", its duration, then "prompt eval rate: 92.11 tokens/s"
    r"^[ \t]*(?P<phase>prompt eval|eval) count:[ \t]*(?P<n>\d+)[ \t]*token\(s\)[ \t]*\r?\n"
    r"(?:[ \t]*(?:prompt eval|eval) duration:[^\n]*\n)?[ \t]*(?:prompt eval|eval) rate:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<unit>tokens/s)\b",
    # TabbyAPI (exllamav2) after a request: "512 tokens generated in 31.42 seconds (Queue: 0.0 s, Process: 0 cached
    # tokens and 3012 new tokens at 812.44 T/s, Generate: 17.13 T/s, Context: 3012 tokens)"
    r"\b(?P<phase>Process):[ \t]*\d+[ \t]*cached tokens and[ \t]*(?P<n>\d+)[ \t]*new tokens at[ \t]*(?P<v>" + NUM
    + r")[ \t]*(?P<unit>T/s)",
    # (older releases count the tokens again: "Generate: 400 tokens at 10.9 T/s")
    r"(?<![\w.])(?P<n>\d+)[ \t]*tokens generated in[ \t]*(?:" + NUM + r")[ \t]*seconds[ \t]*\([^)\n]*?\b(?P<phase>Generate):"
    r"[ \t]*(?:\d+[ \t]*tokens[ \t]+at[ \t]*)?(?P<v>" + NUM + r")[ \t]*(?P<unit>T/s)",
    # (and their prefill as "Prompt: 3187 tokens in 5.71 s at 558.14 T/s")
    r"\btokens generated in[ \t]*(?:" + NUM + r")[ \t]*seconds[ \t]*\([^)\n]*?\b(?P<phase>Prompt):[ \t]*(?P<n>\d+)[ \t]*"
    r"tokens in[ \t]*(?:" + NUM + r")[ \t]*s[ \t]+at[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<unit>T/s)",
    # KoboldCpp after a request: "Processing Prompt [BLAS] (3962 / 3962 tokens)", then "CtxLimit:4162/8192,
    # Amt:200/200, Init:0.01s, Process:5.43s (1.4ms/T = 729.65T/s), Generate:7.02s (35.1ms/T = 28.49T/s), Total:..."
    # (the total's rate spreads the generated tokens over both phases: no figure)
    r"(?:^[ \t]*Processing Prompt[^\n(]*\([ \t]*\d+[ \t]*/[ \t]*(?P<pn>\d+)[ \t]*tokens\)[^\n]*\n(?:[^\n]*\n){0,4}?[^\n]*?)?"
    r"\b(?P<phase>Process):[ \t]*(?:" + NUM + r")[ \t]*s[ \t]*\([ \t]*(?:(?:" + NUM + r")[ \t]*ms/T[ \t]*=[ \t]*)?(?P<v>"
    + NUM + r")[ \t]*(?P<unit>T/s)\)",
    # (newer releases print the rate alone: "Process:10.01s (611.09T/s), Generate:34.36s (14.90T/s)")
    r"\bAmt:[ \t]*(?P<n>\d+)[ \t]*/[ \t]*\d+,[^\n]*?\b(?P<phase>Generate):[ \t]*(?:" + NUM + r")[ \t]*s[ \t]*\([ \t]*(?:(?:"
    + NUM + r")[ \t]*ms/T[ \t]*=[ \t]*)?(?P<v>" + NUM + r")[ \t]*(?P<unit>T/s)\)",
))
#: llama.cpp's server timings of one request, as its responses carry them (`"timings": {"prompt_n": 1024, ...,
#: "predicted_per_second": 63.8}`), pasted in a code block: each object holding a rate, its keys, and the metric,
#: count key and workload length of each rate. "cache_n" counts prompt tokens taken from the cache, not prefilled.
LLAMA_TIMINGS_GATE = "_per_second"
LLAMA_TIMINGS_OBJECT_RE = compile_first(r"\{[^{}]*\"(?:predicted|prompt)_per_second\"[^{}]*\}")
LLAMA_TIMINGS_KEY_RE = compile_first(r"\"(?P<k>prompt_n|prompt_per_second|predicted_n|predicted_per_second|cache_n)\"\s*:\s*"
                                     r"(?P<v>\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)")
LLAMA_TIMINGS_RATES = {"prompt_per_second": ("prefill_tok_s", "prompt_n", "input_len"),
                       "predicted_per_second": ("decode_tok_s", "predicted_n", "output_len")}
LLAMA_TIMINGS_NOTE = "one request's own timings, as llama.cpp's server returns them: engine-reported token counts"
#: A chat app's stats under one reply, pasted as text (LM Studio: "68.42 tok/sec • 1024 tokens • 0.35s to first token"
#: from 0.3 on, "time to first token: 0.35s, gen t: 15.0s, speed: 68.42 tok/s" before): the reply's decode rate, the
#: tokens it generated where given, and its time to first token. Read in any block, since they are pasted as prose,
#: on a page that holds the gate (the app writes both in lower case).
APP_STATS_GATE = "to first token"
APP_STATS_RES: tuple[re.Pattern[str], ...] = tuple(compile_first(p) for p in (
    r"(?P<v>" + NUM + r")[ \t]*(?P<unit>tok/sec)[ \t]*[•·][ \t]*(?P<n>\d[\d,]*)[ \t]*tokens[ \t]*[•·][ \t]*(?P<t>" + NUM
    + r")[ \t]*(?P<tu>s|ms)[ \t]+to first token",
    r"time to first token:[ \t]*(?P<t>" + NUM + r")[ \t]*(?P<tu>s|ms)\b,[ \t]*gen t:[ \t]*(?:" + NUM + r")[ \t]*s,[ \t]*"
    r"speed:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<unit>tok/s)",
))
APP_STATS_NOTES = {"decode_tok_s": "one reply's own decode rate, as the chat app shows it under the reply: app-reported "
                                   "token counts",
                   "ttft_ms": "one reply's own time to first token, as the chat app shows it under the reply"}
#: What a token-timing line counts when its count is not the workload's length: llama-cli's decode "runs" are the
#: generated tokens but the first (sampled from the prompt's pass).
TOKEN_TIMING_NOT_LENGTH = frozenset({"runs"})
#: Only a block holding one of these can hold token timings (checked before the patterns, case-insensitively).
TOKEN_TIMING_GATES = ("tokens per second", "tokens-per-sec", "eval rate:", "tokens generated in", "ms/t", "t/s), generate:")
#: Timing phase (lower-case) -> (metric, the workload length its token count is).
TOKEN_TIMING_PHASES = {"prompt eval": ("prefill_tok_s", "input_len"), "prompt": ("prefill_tok_s", "input_len"),
                       "eval": ("decode_tok_s", "output_len"), "generation": ("decode_tok_s", "output_len"),
                       "process": ("prefill_tok_s", "input_len"), "generate": ("decode_tok_s", "output_len"),
                       "total": ("e2e_latency_ms", "")}
#: A timing written in seconds, as its canonical milliseconds.
TOKEN_TIMING_UNIT_FACTORS = {"s": 1000.0}
#: The summary tools whose figures are a batch's, not one stream's.
SUMMARY_TOOL_BASIS = {"vllm-benchmark-throughput": "aggregate"}
#: Summary tools that print several runs: (the line opening each run, its load in it, the warm-up marker, the marker
#: after which results start). SGLang's bench_one_batch runs a warm-up batch, then one run per --batch-size, each
#: from its "Prefill." line; its decode steps say the batch size ("Decode 0. Batch size: 8, ...").
SUMMARY_TOOL_RUNS: dict[str, tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]] = {
    "sglang-bench-one-batch": (re.compile(r"^[ \t]*Prefill\.", re.M), re.compile(r"Batch size:[ \t]*(?P<n>\d{1,5})\b"),
                               re.compile(r"^[ \t]*Warmup\b", re.M), re.compile(r"^[ \t]*Benchmark\b", re.M)),
    # TensorRT-LLM's benchmark.py: a line a batch size, no warm-up printed
    "tensorrt-llm-benchmark-py": (re.compile(r"^\[BENCHMARK\]", re.M), re.compile(r"\bbatch_size[ \t]+(?P<n>\d{1,5})\b"),
                                  re.compile(r"(?!)"), re.compile(r"(?!)")),
    # Triton's perf_analyzer: a "Request concurrency: 16" block a load, and one summary line a load after them
    "perf-analyzer": (re.compile(r"^[ \t]*(?:Request concurrency|Concurrency):", re.M),
                      re.compile(r"(?:Request concurrency|Concurrency):[ \t]*(?P<n>\d{1,5})\b"),
                      re.compile(r"(?!)"), re.compile(r"(?!)")),
}
#: Summary tools whose summary lines give the latency at a percentile the output names once, above them, or the
#: page's command sets (Triton perf_analyzer's "Inferences/Second vs. Client p95 Batch Latency", "--percentile=95";
#: its average where neither names one): the pattern naming it, with the percentile in group p.
SUMMARY_TOOL_PERCENTILE: dict[str, re.Pattern[str]] = {
    "perf-analyzer": re.compile(r"(?:\bClient p(?=\d{2} Batch Latency\b)|(?<![\w-])--percentile[= ])(?P<p>\d{2})\b"),
}
#: Tools that print a few labelled result lines, as data: (tool, a literal every such block holds, its lines). Each
#: line is (pattern with the value in group v, its unit in group u and a percentile in group p where it has one,
#: metric, statistic, whether it is the headline). A line that is not a headline becomes its metric's headline's
#: other statistic.
SUMMARY_TOOLS: tuple[tuple[str, str, tuple[tuple[re.Pattern[str], str, str, bool], ...]], ...] = (
    # vLLM's offline throughput benchmark (benchmark_throughput.py, `vllm bench throughput`): "Throughput: 12.35
    # requests/s, 18963.11 total tokens/s, 6322.84 output tokens/s"; before output tokens were printed, its
    # "tokens/s" counted prompt and output tokens alike
    ("vllm-benchmark-throughput", "Throughput:", (
        (compile_first(r"^[ \t]*Throughput:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>requests/s)\b", re.M), "req_s",
         "single_run", True),
        (compile_first(r"^[ \t]*Throughput:[ \t]*(?:" + NUM + r")[ \t]*requests/s,[ \t]*(?P<v>" + NUM
                       + r")[ \t]*(?P<u>(?:total )?tokens/s)\b", re.M), "total_tok_s", "single_run", True),
        (compile_first(r"^[ \t]*Throughput:[ \t]*(?:" + NUM + r")[ \t]*requests/s,[ \t]*(?:" + NUM
                       + r")[ \t]*total tokens/s,[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>output tokens/s)\b", re.M),
         "output_tok_s", "single_run", True),
    )),
    # vLLM's benchmark_latency.py: the latency of one batch of --batch-size prompts, end to end
    ("vllm-benchmark-latency", "Avg latency:", (
        (compile_first(r"^[ \t]*Avg latency:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>seconds|ms)\b", re.M),
         "e2e_latency_ms", "mean", True),
        (compile_first(r"^[ \t]*(?P<p>50|90|95|99)% percentile latency:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>seconds|ms)\b",
                       re.M), "e2e_latency_ms", "p{p}", False),
    )),
    # SGLang's bench_one_batch: one batch's prefill, its median decode step and the whole run
    ("sglang-bench-one-batch", "Prefill. latency:", (
        (compile_first(r"^[ \t]*Prefill\.[ \t]+latency:[ \t]*(?:" + NUM + r")[ \t]*s,[ \t]*throughput:[ \t]*(?P<v>" + NUM
                       + r")[ \t]*(?P<u>token/s)", re.M), "prefill_tok_s", "single_run", True),
        (compile_first(r"^[ \t]*Decode\.[ \t]+median latency:[ \t]*(?:" + NUM + r")[ \t]*s,[ \t]*median throughput:[ \t]*"
                       r"(?P<v>" + NUM + r")[ \t]*(?P<u>token/s)", re.M), "decode_tok_s", "median", True),
        (compile_first(r"^[ \t]*Total\.[ \t]+latency:[ \t]*(?:" + NUM + r")[ \t]*s,[ \t]*throughput:[ \t]*(?P<v>" + NUM
                       + r")[ \t]*(?P<u>token/s)", re.M), "total_tok_s", "single_run", True),
    )),
    # TensorRT-LLM's benchmarks/python/benchmark.py: one "[BENCHMARK] ... batch_size 8 ..." line a batch size, its
    # tokens over the whole latency, its generated tokens over the generation time and the latency's percentiles
    ("tensorrt-llm-benchmark-py", "[BENCHMARK]", (
        (compile_first(r"^\[BENCHMARK\][^\n]*?\b(?P<u>tokens_per_sec)[ \t]+(?P<v>" + NUM + r")", re.M), "output_tok_s",
         "single_run", True),
        (compile_first(r"^\[BENCHMARK\][^\n]*?\b(?P<u>generation_tokens_per_second)[ \t]+(?P<v>" + NUM + r")", re.M),
         "decode_tok_s", "single_run", True),
        (compile_first(r"^\[BENCHMARK\][^\n]*?[ \t]latency\((?P<u>ms)\)[ \t]+(?P<v>" + NUM + r")", re.M),
         "e2e_latency_ms", "single_run", True),
        *((compile_first(r"^\[BENCHMARK\][^\n]*?\bpercentile(?P<p>" + p + r")\((?P<u>ms)\)[ \t]+(?P<v>" + NUM + r")",
                         re.M), "e2e_latency_ms", "p{p}", False) for p in ("95", "99")),
    )),
    # ExecuTorch's llama runner stats: one request's prompt evaluation, generation, first token and whole inference
    ("executorch-llama-runner", "Prompt evaluation:", (
        (compile_first(r"Prompt evaluation:[ \t]*(?:" + NUM + r")[ \t]*\(seconds\)[ \t]*Rate:[ \t]*(?P<v>" + NUM
                       + r")[ \t]*\((?P<u>tokens/second)\)"), "prefill_tok_s", "single_run", True),
        (compile_first(r"Generated \d+ tokens:[ \t]*(?:" + NUM + r")[ \t]*\(seconds\)[ \t]*Rate:[ \t]*(?P<v>" + NUM
                       + r")[ \t]*\((?P<u>tokens/second)\)"), "decode_tok_s", "single_run", True),
        (compile_first(r"Total inference time:[ \t]*(?:" + NUM + r")[ \t]*\(seconds\)[ \t]*Rate:[ \t]*(?P<v>" + NUM
                       + r")[ \t]*\((?P<u>tokens/second)\)"), "output_tok_s", "single_run", True),
        (compile_first(r"Total inference time:[ \t]*(?P<v>" + NUM + r")[ \t]*\((?P<u>seconds)\)"), "e2e_latency_ms",
         "single_run", True),
        (compile_first(r"Time to first generated token:[ \t]*(?P<v>" + NUM + r")[ \t]*\((?P<u>seconds)\)"), "ttft_ms",
         "single_run", True),
    )),
    # OpenVINO GenAI's llm_bench: the mean over its measured iterations (the warm-up excluded) of the first token's
    # latency (printed in ms/token, but the whole prompt's), the later tokens' and their rate; each iteration's own
    # lines are its runs, not results
    ("openvino-llm-bench", "2nd token latency:", (
        (compile_first(r"^[^\n]*\[Average\][^\n]*?1st token latency:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>ms)/token", re.M),
         "ttft_ms", "mean", True),
        (compile_first(r"^[^\n]*\[Average\][^\n]*?2nd token latency:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>ms)/token", re.M),
         "tpot_ms", "mean", True),
        (compile_first(r"^[^\n]*\[Average\][^\n]*?2nd tokens? throughput:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>tokens/s)",
                       re.M), "decode_tok_s", "mean", True),
    )),
    # Triton's perf_analyzer: a load's client throughput in inferences (one request each at batch size 1) and its
    # request latency, average and percentiles in microseconds; and its summary lines, one a load ("Concurrency: 16,
    # throughput: 1.24617 infer/sec, latency 13544870 usec"), whose latency is at the percentile named above them
    ("perf-analyzer", "infer/sec", (
        (compile_first(r"^[ \t]*Throughput:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>infer/sec)", re.M), "req_s", "single_run",
         True),
        (compile_first(r"^[ \t]*Avg latency:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>usec)", re.M), "e2e_latency_ms", "mean",
         True),
        (compile_first(r"^[ \t]*p(?P<p>50|90|95|99) latency:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>usec)", re.M),
         "e2e_latency_ms", "p{p}", False),
        (compile_first(r"^[ \t]*Concurrency:[ \t]*\d+,[ \t]*throughput:[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>infer/sec)",
                       re.M), "req_s", "single_run", True),
        (compile_first(r"^[ \t]*Concurrency:[ \t]*\d+,[ \t]*throughput:[ \t]*(?:" + NUM + r")[ \t]*infer/sec,[ \t]*"
                       r"latency[ \t]+(?P<v>" + NUM + r")[ \t]*(?P<u>usec)", re.M), "e2e_latency_ms", "summary", True),
    )),
    # LMDeploy's profile_throughput / profile_restful_api: one run's totals over its elapsed time, and the first
    # token's latency (min, max, ave) when streamed. Its per-token latency percentiles are left: tokens arrive in
    # chunks, so its p50 is often 0.
    ("lmdeploy-profile-throughput", "token throughput (completion token)", (
        (compile_first(r"^[ \t]*token throughput \(completion token\):[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>token/s)",
                       re.M), "output_tok_s", "single_run", True),
        (compile_first(r"^[ \t]*token throughput \(prompt \+ completion token\):[ \t]*(?P<v>" + NUM
                       + r")[ \t]*(?P<u>token/s)", re.M), "total_tok_s", "single_run", True),
        (compile_first(r"^[ \t]*[RP]PS \(request per second\):[ \t]*(?P<v>" + NUM + r")[ \t]*(?P<u>req/s)", re.M),
         "req_s", "single_run", True),
        *((compile_first(r"^[ \t]*first[ _]token latency\((?P<u>s)\)\(min, max, ave\):[ \t]*" + values, re.M), "ttft_ms",
           statistic, statistic == "mean")
          for statistic, values in (
              ("min", r"(?P<v>" + NUM + r")"), ("max", r"(?:" + NUM + r"),[ \t]*(?P<v>" + NUM + r")"),
              ("mean", r"(?:" + NUM + r"),[ \t]*(?:" + NUM + r"),[ \t]*(?P<v>" + NUM + r")"))),
        *((compile_first(r"^[ \t]*first[ _]token latency\(min, max, ave\):[ \t]*" + values, re.M), "ttft_ms",
           statistic, statistic == "mean")
          for statistic, values in (
              ("min", r"(?P<v>" + NUM + r")(?P<u>s)"), ("max", r"(?:" + NUM + r")s,[ \t]*(?P<v>" + NUM + r")(?P<u>s)"),
              ("mean", r"(?:" + NUM + r")s,[ \t]*(?:" + NUM + r")s,[ \t]*(?P<v>" + NUM + r")(?P<u>s)"))),
    )),
)
#: A summary line's unit that is seconds, for a metric in ms.
SECONDS_UNITS = frozenset({"s", "sec", "secs", "second", "seconds"})
#: A summary line's unit that is microseconds (Triton perf_analyzer's "usec"), for a metric in ms.
MICROSECONDS_UNITS = frozenset({"usec", "us", "µs", "μs"})
#: A rate written per user, stream or request right after its unit ("66 tok/s per user", "66 tok/s/user", "66 tok/s
#: each").
PER_USER_AFTER_UNIT_RE = compile_first(r"\s*(?:(?:per[\s-]|/\s*)(?:user|stream|request|sequence|client)\b|each\b)", re.I)
#: A loose restatement (approximate, in a question or a heading) this close to a tool's figure is that figure.
RESTATE_TOLERANCE = 0.05
#: A bound in prose ("the mean TTFT past 800 ms") that a tool's figure of the same metric meets, this close to it, is
#: that figure said loosely.
RESTATE_BOUND_TOLERANCE = 0.25
#: A bracket right after a figure's unit: what it holds is that figure's own ("310 tok/s (bs=8)").
BRACKET_AFTER_FIGURE_RE = compile_first(r"\s*\([^()]{0,40}\)")
#: A release written bare: three parts or more, or two after a v, so not a figure or a length ("0.6.3", "v0.7").
_BARE_RELEASE = r"(?:v\d+\.\d+(?:\.\d+){0,2}|\d+\.\d+\.\d+(?:\.\d+)?)(?:\.?(?:post|rc|dev)\d*)?"
#: A bare release after a preposition, read only in a sentence comparing figures across releases ("38.2 tok/s on
#: 0.6.3 against 45.1 tok/s on 0.6.1").
PROSE_VERSION_RE = compile_first(r"\b(?:on|with|in|using|under)\s+(?P<v>" + _BARE_RELEASE + r")(?![\w%]|[.,]\d)", re.I)
#: A bare release installed or upgraded to ("The easy route is ollama. I installed 0.4.7 with the official script"):
#: the release of the engine its paragraph names last before it, at most INSTALLED_RELEASE_CHARS before. Not a
#: toolkit's or a driver's release ("installed 12.4.1 of the CUDA toolkit").
INSTALLED_RELEASE_RE = compile_first(r"\b(?:installed|upgraded\s+to|updated\s+to)\s+(?:version\s+)?(?P<v>"
                                     + _BARE_RELEASE + r")(?![\w%]|[.,]\d)(?!\s+(?:of\s+)?(?:the\s+)?(?:CUDA|ROCm|"
                                     r"drivers?|toolkit|JetPack|kernel|firmware)\b)", re.I)
INSTALLED_RELEASE_CHARS = 300
#: A short block that leads into a tool's output or a table by naming a release alone ("On v0.6.1:", "0.6.3
#: results:"): the release of the figures below it.
LEAD_IN_VERSION_RE = re.compile(r"\s*(?:(?:on|with|in|using|for|from)\s+)?(?P<v>" + _BARE_RELEASE
                                + r")(?:\s+(?:results?|output|numbers))?\s*:?\s*", re.I)
#: The last sentence of a longer lead-in that names the release of what follows ("This is the saved JSON from
#: 0.10.0:"): a bare release after a preposition, at most a few words before the closing colon.
LEAD_IN_TAIL_VERSION_RE = compile_first(r"\b(?:on|with|in|using|for|from)\s+(?P<v>" + _BARE_RELEASE
                                        + r")(?:\s+[\w-]+){0,3}(?:\s*\([^()\n]{0,40}\))?\s*:\s*$", re.I)
LEAD_IN_TAIL_CHARS = 80
#: The longest paragraph under a table read as the table's note (writeup._table_note).
TABLE_NOTE_MAX_CHARS = 240
#: A note under a table that opens on the metric its cells give, with its unit: the table's caption ("Output token
#: throughput in tok/s, 1024 in / 256 out.", "All figures are median TTFT in ms.").
TABLE_NOTE_CAPTION_RE = compile_first(r"\s*(?:(?:all\s+)?(?:numbers|figures|values|cells)\s+(?:are|give|show)\s+(?:the\s+)?)?",
                                      re.I)
#: Words with which another post asks a reporter for a methodology key their post leaves out (the answer, in the
#: reporter's next post, is their setup's).
#: A question about the hardware ("Which GPU is this on?") asks for its driver and CUDA too; one about the driver, for
#: the CUDA beside it (nvidia-smi prints both).
_ASKED_FOR_ENV = ("check_env", "collect_env", "collect-env", "environment")  # "Could you paste ... sglang.check_env?"
ASKED_FOR_WORDS = {"driver": ("driver", "mesa", "amdvlk", "gpu", "hardware", *_ASKED_FOR_ENV),
                   "cuda": ("cuda", "driver", "gpu", "hardware", *_ASKED_FOR_ENV),
                   "rocm": ("rocm", "gpu", "hardware", *_ASKED_FOR_ENV),
                   "accelerator": ("gpu", "card", "hardware", "rig"),
                   # an engine's release ("which version you're on"), by the key prefix of its mentions
                   "engine_version": ("version", "pip list", "pip show", *_ASKED_FOR_ENV)}
#: A question of a post and what follows it up to the next stop, which may name what it asks for ("Could you fill in
#: the environment section? At minimum ... the NVIDIA driver and the CUDA version.").
QUESTION_RE = compile_first(r"[^.!?\n]*\?[^.!?\n]*")
#: The stop that ends a question (its sentence's end by SENTENCE_STOP_RE). An engine named in a question ("Is
#: ktransformers worth switching to?") is not the engine of the post's figures where the post names another outside
#: its questions.
QUESTION_STOP = "?"
#: Where a sentence's conclusion begins after its last figure ("..., so roughly 5% slower on 0.10.0"): a release it
#: names is the comparison's, not the last figure's.
CONCLUSION_BREAK_RE = compile_first(r",\s*(?:so|which|i\.\s?e\.|meaning|that is|thus|hence)\b|;\s", re.I)
#: Where a sentence splits into clauses that may each give their own setup and figure.
SETUP_CLAUSE_SPLIT_RE = compile_first(r";\s+|,\s+(?:while|whereas|but|and)\s+|\s+(?:while|whereas)\s+")
#: Where a sentence that names several engines splits into one comparison side each ("5,210 tok/s on vLLM vs
#: SGLang's 5,880 tok/s", "182 ms on vLLM and 151 ms on SGLang"): each figure takes the one engine of its side.
ENGINE_CLAUSE_SPLIT_RE = compile_first(r";\s+|,?\s+(?:vs\.?|versus|and|while|whereas|but|compared\s+(?:to|with)|against|"
                                       # French and German: "0,81 s pour vLLM et 1,74 s pour llama.cpp"
                                       r"et|contre|tandis\s+que|alors\s+que|und|gegenüber)\s+"
                                       r"|,\s+(?=(?:" + _ENGINE_ALT + r")(?![\w-]))"
                                       # a list whose engines follow their figures: "6.88 req/s for TGI, 8.04 req/s for vLLM"
                                       r"|,\s+(?=~?\d)", re.I)
APPROX_BEFORE_RE = compile_first(r"(?:~|≈|\babout|\baround|\broughly|約|およそ|大约|约)\s*$", re.I)
#: Candidate sources read from a tool's own output (a prose figure that rounds one of theirs restates it).
STRUCTURED_SOURCES = frozenset({"bench_serving", "genai_perf", "guidellm", "evalscope", "gptmanager", "llmperf", "run_log",
                                "one_batch",
                                "llama_bench", "server_log", "token_timings", "summary_lines", "tgi_benchmark", "app_stats",
                                "llama_timings", "kv_runs"})
#: Candidate sources of one request's own figures (a run log's single stream, one request's printed timings): a
#: single stream's figures there are at concurrency 1.
ONE_REQUEST_SOURCES = frozenset({"run_log", "token_timings", "llama_timings"})
#: The sources that are a benchmark tool's whole result (a record read from one is more certain than from a log line
#: or prose).
TOOL_RESULT_SOURCES = frozenset({"bench_serving", "llama_bench", "run_log", "genai_perf", "guidellm", "evalscope",
                                 "gptmanager", "llmperf", "tgi_benchmark", "one_batch"})
#: A markdown table line pasted as text: "| model | size | ... |".
PIPE_ROW_RE = compile_first(r"^\s*\|.*\|\s*$")
#: genai-perf and AIPerf (its successor) statistics tables: "Time To First Token (ms) │ 24.35 │ ...", a long label
#: wrapped over rows whose cells are empty ("│ Time to First │ 42.61 │" then "│ Token (ms) │ │"); and LLMPerf
#: result keys.
GENAI_PERF_HEADER_RE = compile_first(r"NVIDIA GenAI-Perf|genai-perf|NVIDIA AIPerf|(?:Statistic|Metric)\s*[┃|│]\s*avg",
                                     re.I)
GENAI_PERF_ROW_RE = compile_first(r"^\s*[┃│|]?\s*(?P<label>[A-Za-z(][A-Za-z /()\-…]*?)\s*[┃│|](?P<cells>.+)$")
#: The first cell of the row that names the statistics columns.
GENAI_PERF_COLUMNS_LABELS = frozenset({"statistic", "metric"})
#: genai-perf's and AIPerf's figures worked out from a response's token count, which they get by tokenizing its text
#: with the tokenizer passed to them: the rates (latencies between tokens keep no token counting, as elsewhere).
GENAI_PERF_COUNTED = frozenset({"output_tok_s", "decode_tok_s", "total_tok_s", "prefill_tok_s", "tpot_ms"})
#: A tool's output block that states the world its run used (trtllm-bench's "WORLD + RUNTIME INFORMATION", with its
#: "TP Size" and "PP Size").
TOOL_WORLD_GATE = "WORLD + RUNTIME INFORMATION"
#: LLMPerf's figures worked out from token counts it makes itself with a tokenizer (its inter-token latency is the
#: request's time over its output tokens).
LLMPERF_COUNTED = GENAI_PERF_COUNTED | {"itl_ms"}
#: A table's own title naming AIPerf: its figures are AIPerf's, not genai-perf's.
AIPERF_TITLE_RE = compile_first(r"NVIDIA AIPerf", re.I)
#: A label's unit in brackets at its end, which a narrow column may cut ("(tokens/sec/…").
GENAI_PERF_LABEL_UNIT_RE = compile_first(r"\s*\((?P<u>[^()]*?)[\s…]*\)?\s*$")
GENAI_PERF_LABELS: dict[str, str] = {
    "time to first token": "ttft_ms", "inter token latency": "itl_ms", "request latency": "e2e_latency_ms",
    "output token throughput": "output_tok_s", "request throughput": "req_s",
    "output token throughput per user": "decode_tok_s", "time to second token": "",
    "output sequence length": "", "input sequence length": "",
}
#: How such a label ends where its rate is each user's (stream's) under the load, not the total.
PER_USER_LABEL_END = " per user"
#: GuideLLM's result tables pasted as text: the one "Benchmarks Stats" table of its 0.2-0.3 releases, a row a
#: benchmark ("constant@0.50|  0.47|  3.30|  121.4| ..."), and the "Request Latency Statistics" and "Server Throughput
#: Statistics" tables of later releases, a row a strategy ("| constant | 0.4 | 0.5 | 23.2 | ..."). A header row names
#: a column group once and leaves the cells it spans empty ("Req Latency (ms) |||"); the last header row may name
#: statistics ("mean", "Mdn", "p99").
GUIDELLM_LITERALS = ("Benchmarks Stats", "Request Latency Statistics", "Server Throughput Statistics")
#: The line that ends a GuideLLM table: "=====" or "|=====|====|".
GUIDELLM_END_RE = compile_first(r"^\s*\|?={3,}")
#: A row's benchmark: its strategy and, in the older table, its rate or concurrency ("constant@0.50").
GUIDELLM_STRATEGY_RE = compile_first(r"(?P<s>synchronous|throughput|concurrent|constant|poisson|async)"
                                     r"(?:@(?P<x>" + NUM + r"))?", re.I)
#: A benchmark's name that no other table's row or column would have: "synchronous" or a name with its load.
GUIDELLM_STRATEGY_SURE_RE = compile_first(r"synchronous|\w+@" + NUM, re.I)
#: A metric column's header that opens with a benchmark's name: "synchronous Out Tok/sec (mean)".
GUIDELLM_STRATEGY_HEAD_RE = compile_first(r"(?P<s>synchronous|throughput|concurrent|constant|poisson|async)"
                                          r"(?:@(?P<x>" + NUM + r"))?(?=\s)", re.I)
#: A header's statistic names -> the record's statistic; the first of these a metric has is its headline.
GUIDELLM_STATS = {"mean": "mean", "median": "median", "mdn": "median", "p50": "p50", "p90": "p90", "p95": "p95",
                  "p99": "p99"}
#: A column's name (its group and sub-name, lower-case, joined by a space) -> what it holds: a metric, "strategy"
#: or "concurrency" (the mean number of requests in flight the tool observed).
GUIDELLM_COLUMNS: tuple[tuple[re.Pattern[str], str], ...] = tuple((compile_first(rx), what) for rx, what in (
    (r"^(?:metadata benchmark|benchmark strategy|benchmark|strategy)$", "strategy"),
    (r"^req(?:uest)?s?(?: stats)? per sec(?:ond)?$", "req_s"),
    (r"^req(?:uest)?s?(?: stats)? concurrency$", "concurrency"),
    (r"^out(?:put)? tok(?:ens)?(?:/| per )sec", "output_tok_s"),
    (r"^tot(?:al)? tok(?:ens)?(?:/| per )sec", "total_tok_s"),
    (r"^req(?:uest)? latency\b", "e2e_latency_ms"),
    (r"^ttft\b", "ttft_ms"),
    (r"^itl\b", "itl_ms"),
    (r"^tpot\b", "tpot_ms"),
))
#: A latency column's unit at the end of its name: "(ms)", "(sec)", "sec".
GUIDELLM_UNIT_RE = compile_first(r"\(?(?P<u>ms|sec|s)\)?$")
#: The rates of a GuideLLM command ("guidellm benchmark --rate-type constant --rate 1,5"): a later release's tables
#: print no rate, so its constant-rate rows take these in order where they are as many.
GUIDELLM_RATES_RE = compile_first(r"\bguidellm\b[^\n]*?--rate[\s=]+[\"']?(?P<r>\d+(?:\.\d+)?(?:\s*,\s*\d+(?:\.\d+)?)*)")
GUIDELLM_RATED = frozenset({"constant", "poisson", "async"})
#: GuideLLM 0.2 headed its request latency "(ms)" but printed seconds (its issue 245): a row whose request latency
#: in "ms" is below its own time to first token is read in seconds.
GUIDELLM_SECONDS_NOTE = ("GuideLLM 0.2 heads this column \"Req Latency (ms)\" but prints seconds; read as seconds, "
                         "since in milliseconds it would be below the same row's time to first token")
#: Strategy (lower-case) -> what a record says of the load GuideLLM put on the server.
GUIDELLM_NOTES = {
    "throughput": "GuideLLM's throughput strategy: every request sent at once, the server's maximum",
    "constant": "GuideLLM's constant-rate strategy",
    "poisson": "GuideLLM's Poisson-rate strategy",
    "async": "GuideLLM's asynchronous constant-rate strategy",
}
#: EvalScope's perf summary (`evalscope perf`), a key-value grid under "Benchmarking summary:" ("| Average latency
#: (s) | 8.636 |"), and its "Percentile results:" table (a row a percentile, a column a metric, in seconds).
EVALSCOPE_LITERAL = "Benchmarking summary"
EVALSCOPE_ROW_RE = compile_first(r"^\s*\|\s*(?P<label>[A-Za-z][^|\n]*?)\s*\|\s*(?P<v>" + NUM + r")\s*\|\s*$", re.M)
#: Summary keys (lower-case, the unit in brackets taken off) -> metric; a unit in seconds is read in ms. Older
#: releases wrote "Throughput(average tokens/s)" and "Average QPS" for what newer ones call output token and request
#: throughput.
EVALSCOPE_LABELS: dict[str, str] = {
    "throughput": "output_tok_s", "output token throughput": "output_tok_s", "total token throughput": "total_tok_s",
    "average qps": "req_s", "request throughput": "req_s", "average latency": "e2e_latency_ms",
    "average time to first token": "ttft_ms", "average time per output token": "tpot_ms",
    "average inter-token latency": "itl_ms",
}
#: Summary keys that give the run's load and workload: the concurrency, and the mean lengths (used where whole).
EVALSCOPE_CONTEXT = {"number of concurrency": "concurrency", "average input tokens per request": "input_len",
                     "average output tokens per request": "output_len"}
#: Percentile-table columns (lower-case) -> the metric whose other statistics they are; all in seconds.
EVALSCOPE_PERCENTILE_COLUMNS = {"ttft (s)": "ttft_ms", "tpot (s)": "tpot_ms", "itl (s)": "itl_ms",
                                "latency (s)": "e2e_latency_ms"}
EVALSCOPE_PERCENTILE_ROW_RE = compile_first(r"^(?P<p>\d{1,2})%$")
#: TensorRT-LLM's legacy C++ benchmark, benchmarks/cpp/gptManagerBenchmark.cpp, as its source has it (Recorder::
#: calculateLatencies, calculateMetrics and report; the flags in main):
#: - report() prints one "[BENCHMARK] name(unit) value" line a figure, the value with two decimals.
#: - seq_throughput(seq/sec): the successful requests over the run's wall time (first enqueue to last response).
#: - token_throughput(token/sec): the output tokens of the successful requests (the token ids the executor returned,
#:   the prompt taken off where the output repeats it) over the same wall time: generated tokens only, all streams.
#: - {avg,max,min,p99,p90,p50}_sequence_latency(ms): each request's enqueue to its final response.
#: - only with --streaming: ..._time_to_first_token(ms) (enqueue to the first streamed token),
#:   ..._inter_token_latency(ms) (per request (final response - first token) / (output tokens - 1), then over the
#:   requests) and ..._request_queueing_latency(ms) (no metric of the record contract).
#: - no figures: num_samples and num_error_samples (counts), total_latency(ms) (the run's duration) and
#:   avg_acceptance_rate (tokens per decoding step).
#: Percentiles are nearest-rank over the sorted per-request values. --concurrency N keeps at most N requests in
#: flight; --request_rate R sends one every 1/R s (exponential gaps with --enable_exp_delays); the two exclude each
#: other, and with neither (or R <= 0) every request is sent at once.
GPTMANAGER_LITERAL = "[BENCHMARK]"
GPTMANAGER_LINE_RE = compile_first(r"^[ \t]*\[BENCHMARK\][ \t]+(?P<k>[a-z][a-z0-9_]*)(?:\((?P<u>[^()\n]*)\))?[ \t]+"
                                   r"(?P<v>\d+(?:\.\d+)?)[ \t]*$", re.M)
#: Line keys -> (metric, statistic, headline?); a statistic that is no headline is its metric's other statistic.
GPTMANAGER_KEYS: dict[str, tuple[str, str, bool]] = {
    "seq_throughput": ("req_s", "single_run", True), "token_throughput": ("output_tok_s", "single_run", True),
    **{f"{stat}_{name}": (metric, "mean" if stat == "avg" else stat, stat == "avg")
       for name, metric in (("sequence_latency", "e2e_latency_ms"), ("time_to_first_token", "ttft_ms"),
                            ("inter_token_latency", "itl_ms"))
       for stat in ("avg", "max", "min", "p99", "p90", "p50")},
}
#: The benchmark's command line: its name then its flags, backslash continuations included (not the name in prose).
GPTMANAGER_COMMAND_RE = compile_first(r"\bgptManagerBenchmark(?=[ \t]*(?:\\\n[ \t]*)?--)(?:[^\n\\]|\\\n?)*")
GPTMANAGER_FLAG_RE = compile_first(r"(?<![\w-])--(?P<k>concurrency|request_rate|streaming)\b"
                                   r"(?:(?:[ \t]*=[ \t]*|[ \t]+)(?P<v>-?\d+(?:\.\d+)?|true|false)\b)?")
GPTMANAGER_NOTES = {
    "output_tok_s": "gptManagerBenchmark's token_throughput: the generated tokens of every successful request over "
                    "the run's wall time",
    "itl_ms": "gptManagerBenchmark's inter-token latency: each request's time from its first token to its last over "
              "its other output tokens, averaged over the requests",
    "ttft_ms": "gptManagerBenchmark's time to first token, from a streamed run",
}
#: A streamed figure (TTFT, inter-token latency) under a command that does not stream (no --streaming, or it false).
GPTMANAGER_NOT_STREAMED_NOTE = ("gptManagerBenchmark prints this only with --streaming, which the command shown does "
                                "not set: the report may be another run's")
GPTMANAGER_ALL_AT_ONCE_NOTE = ("gptManagerBenchmark run with no --concurrency and no positive --request_rate: every "
                               "request sent at once")
#: A table whose every row under its header is one statistic of its columns (pandas' describe(): "count", "mean",
#: "std", "min", "25%", "50%", "75%", "max"; or "p50", "p90", "p99"): each column one figure, its mean (else its
#: median) the headline and the other rows its other statistics, the standard deviation its deviation, the count none.
STAT_ROW_LABEL_RE = compile_first(r"\s*(?P<s>count|mean|avg|average|std|stdev|std\.?\s*dev|min|max|median|"
                                  r"p(?P<p>\d{1,2}(?:\.\d)?)|(?P<q>\d{1,2}(?:\.\d)?)\s*%)\s*", re.I)
STAT_ROW_HEADLINES = ("mean", "avg", "average", "median", "p50", "50%")
#: (or as pandas prints the summary's keys: "results_ttft_s_quantiles_p99    1.147")
LLMPERF_KEY_RE = compile_first(r"['\"]?(?P<k>results_[a-z_0-9]+)['\"]?(?:\s*[:=]\s*|[ \t]+)(?P<v>-?" + NUM + r")")
#: LLMPerf keys -> (metric, statistic, factor to canonical unit). A percentile is its metric's mean's other
#: statistic, or, where the summary gives no mean, the median is the headline. (Its completed requests a minute are
#: not read: a rate a second converted from it is a number the page never writes.)
LLMPERF_KEYS: dict[str, tuple[str, str, float]] = {
    "results_ttft_s_mean": ("ttft_ms", "mean", 1000.0),
    **{f"results_ttft_s_quantiles_p{p}": ("ttft_ms", f"p{p}", 1000.0) for p in ("50", "90", "95", "99")},
    **{f"results_end_to_end_latency_s_quantiles_p{p}": ("e2e_latency_ms", f"p{p}", 1000.0)
       for p in ("50", "90", "95", "99")},
    "results_inter_token_latency_s_mean": ("itl_ms", "mean", 1000.0),
    "results_end_to_end_latency_s_mean": ("e2e_latency_ms", "mean", 1000.0),
    "results_request_output_throughput_token_per_s_mean": ("decode_tok_s", "mean", 1.0),
    "results_mean_output_throughput_token_per_s": ("output_tok_s", "mean", 1.0),
}
LLMPERF_CONCURRENCY_RE = compile_first(r"\b(?:results_)?num_concurrent_requests['\"]?\s*[:=]\s*(?P<n>\d+)|"
                                    r"--num-concurrent-requests[\s=]+(?P<n2>\d+)")

#: The JSON result vLLM's `bench serve --save-result` (and benchmark_serving.py) and SGLang's bench_serving
#: `--output-file` write: "key": number pairs, one object a run.
BENCH_JSON_GATE = ('"output_throughput"', '"request_throughput"', '"mean_ttft_ms"')
BENCH_JSON_KEY_RE = compile_first(r"\"(?P<k>[a-z][a-z0-9_]*)\"\s*:\s*(?P<v>-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?=\s*[,}\n])")
#: Where one run's object ends and the next begins (a JSONL file or a list of results).
BENCH_JSON_OBJECT_SPLIT_RE = compile_first(r"\}\s*,?\s*\{")
#: Result keys -> (metric, statistic, headline?); a statistic that is no headline is its metric's other statistic.
BENCH_JSON_KEYS: dict[str, tuple[str, str, bool]] = {
    "request_throughput": ("req_s", "mean", True), "input_throughput": ("prefill_tok_s", "mean", True),
    "output_throughput": ("output_tok_s", "mean", True), "total_token_throughput": ("total_tok_s", "mean", True),
    **{f"{stat}_{name}_ms": (metric, stat if stat != "std" else "stdev", stat == "mean")
       for name, metric in (("ttft", "ttft_ms"), ("tpot", "tpot_ms"), ("itl", "itl_ms"), ("e2el", "e2e_latency_ms"))
       for stat in ("mean", "median", "std", "p90", "p95", "p99")},
}
#: Result keys that give the run's context: its load and its prompt count.
BENCH_JSON_CONTEXT = {"max_concurrency": "concurrency", "num_prompts": "num_prompts"}
#: A result key quoted in a sentence with its bare number ("On 0.9.2 the same run gave output_throughput 601.2 and
#: mean_tpot_ms 24.7"): the key says the metric, its statistic and its unit. A number with a unit of its own is
#: read as prose. The gate: every key holds one of these.
QUOTED_KEY_GATE = ("_throughput", "_ms")
QUOTED_KEY_RE = compile_first(r"(?<![\w\"'])(?P<k>" + alternation(longest_first(BENCH_JSON_KEYS))
                              + r")(?:\s*[:=]\s*|\s+(?:of|was|is|were|at|came to|gave)\s+|\s+)(?P<v>\d[\d,]*(?:\.\d+)?)"
                              r"(?![\w.,]\d|[\w%/]|\s*(?:tok|t/s|ms\b|s\b|req|%))")

# ------------------------------------------------------------------ who measured

VENDOR_HOSTS = ("nvidia.com", "amd.com", "intel.com", "cerebras.ai", "groq.com", "sambanova.ai", "google.com",
                "aws.amazon.com", "apple.com")
ENGINE_MAINTAINER_HOSTS = ("lmsys.org", "blog.vllm.ai", "docs.vllm.ai", "vllm.ai", "docs.sglang.ai",
                           "sgl-project.github.io", "nvidia.github.io/TensorRT-LLM", "lmdeploy.readthedocs.io")
def _degree_header(short: str, long: str) -> re.Pattern[str]:
    """A table header naming a kind of parallelism alone: "TP", "TP size", "Tensor parallel" (short "TP", long
    "tensor")."""
    return compile_first(r"^\s*(?:" + short + r"|" + short + r"[\s_-]*(?:size|degree)|" + long
                         + r"[\s-]parallel(?:ism)?(?:[\s-]*(?:size|degree))?)\s*$", re.I)


TABLE_PARAM_HEADERS: dict[str, re.Pattern[str]] = {
    # both lengths in one column: "ISL/OSL" over "2048/128"
    "lengths": compile_first(r"\b(?:isl\s*/\s*osl|input\s*/\s*output(?:\s*len(?:gth)?s?|\s*tokens)?)\b"
                             # a workload's name with its lengths: "Workload" over "Chat 1024/1024"
                             r"|^\s*(?:workload|scenario|shape)s?\s*$", re.I),
    "concurrency": compile_first(r"\b(?:concurrency|concurrence|concurrent|users|clients|streams|bs|batch(?:\s*size)?)\b"
                                 # French: "Flux simultanés", "Requêtes simultanées"
                                 r"|\b(?:flux|requêtes)\s+simultané"
                                 # German: "Parallele Anfragen", "Gleichzeitige Anfragen"
                                 r"|\b(?:parallele|gleichzeitige)\s+anfragen\b"
                                 # Italian, Spanish and Portuguese: "Utenti in parallelo", "Usuarios concurrentes",
                                 # "Usuários simultâneos", "Richieste parallele"
                                 r"|\b(?:utenti|richieste|usuarios|usuários|solicitudes|requisições)\s+(?:in\s+)?"
                                 r"(?:parallel[oei]|paralelas?|paralelos?|concurrentes|simult[aâá]ne[oa]s|"
                                 r"simultane[ei]|"
                                 r"contempor[aâ]ne[ei]|concorrentes)\b"
                                 r"|^\s*C\s*$"
                                 # written short: "Conc.", "Conc"
                                 r"|^\s*conc\.?\s*$"
                                 # Korean, Chinese and Japanese: "동시성", "并发数", "同時実行数", "並列数"
                                 r"|동시성|동시\s*요청|并发|同時(?:実行|接続|リクエスト)|並列", re.I),
    "input_len": compile_first(r"\b(?:input(?:\s*len(?:gth)?)?|isl|prompt(?:\s*len(?:gth)?)?|context)\b", re.I),
    "output_len": compile_first(r"\b(?:output(?:\s*len(?:gth)?)?|osl|gen(?:erated)?\s*len)\b", re.I),
    "request_rate": compile_first(r"\b(?:request\s*rate|qps|rps)\b|^\s*rate\s*$", re.I),
    # llama-bench's test name per row ("pp512", "tg128"), as compare-llama-bench.py prints it
    "test": compile_first(r"^\s*test\s*$", re.I),
    # the row's tensor-parallel degree: "TP", "TP size", "Tensor parallel"
    "tp": _degree_header("TP", "tensor"),
    # the accelerators the row's run used: "GPUs", "# GPUs", "Num cards"
    "gpus": compile_first(r"^\s*(?:#\s*|num(?:ber\s+of)?\s+|n\s+)?(?:gpus|cards|accelerators|devices|chips)\s*$", re.I),
}
#: A row's other parallel degrees, as columns beside a TP column ("fabric | TP | PP | output tok/s"): only there is a
#: bare "PP" a pipeline's degree and not llama.cpp's prompt processing.
TABLE_DEGREE_HEADERS: dict[str, re.Pattern[str]] = {
    key: _degree_header(short, long) for key, short, long in (("pp", "PP", "pipeline"), ("ep", "EP", "expert"),
                                                               ("dp", "DP", "data"))}
#: A kind of parallelism a table's header cell names, with or without its degree ("TP8 + EP", "EP8"): a sibling
#: column whose header does not name it ran without it.
HEADER_DEGREE_WORDS: dict[str, re.Pattern[str]] = {
    key: re.compile(r"(?<![\w-])" + key.upper() + r"(?:\s*[=:]?\s*\d{1,3})?(?![\w-])") for key in ("tp", "ep", "dp", "pp")}
#: A column of the rate the client offered, in req/s but no measurement: "request rate (req/s)", "target QPS",
#: "offered load"; not what the server achieved ("achieved request rate", "request throughput").
TABLE_OFFERED_RATE_HEADER_RE = compile_first(r"^(?!.*\b(?:achieved|measured|actual|throughput|served|completed)\b)"
                                             r"(?:.*\b(?:request\s*rate|target\s*(?:rate|qps|rps)|offered\s*(?:load|rate))\b"
                                             # a paper's arrival rate: "λ (req/s)"
                                             r"|\s*λ\s*(?:\((?:req/s|requests/s|rps|qps)\))?\s*$)", re.I)
#: A table row's first cell that names a thing another table describes ("gpu.h100x2", "p5.48xlarge", "Server A"):
#: letters with a digit or a dot, not a bare number or a figure.
ROW_KEY_RE = compile_first(r"(?=[^\n]{3,40}$)(?=.*[A-Za-z])(?=.*[\d.])[A-Za-z][\w.+-]*(?:\s[\w.+-]+)?")
#: llama-sweep-bench's speed columns ("S_PP t/s", "S_TG t/s"): a table that has them names its lengths "PP" and "TG",
#: the prompt's length of the prefill figure and the generated length of the decode figure.
SWEEP_BENCH_SPEED_HEADER_RE = compile_first(r"^\s*S_(?:PP|TG)\b", re.I)
SWEEP_BENCH_LENGTH_HEADERS = {"pp": ("input_len", "prefill_tok_s"), "tg": ("output_len", "decode_tok_s")}
#: llama-batched-bench's last column, "S t/s": the prompt's and the generated tokens of the whole batch over its time.
SWEEP_BENCH_TOTAL_HEADER_RE = compile_first(r"\s*S\s+t/s\s*")
#: Its column of parallel sequences, each row's batch.
BATCHED_BENCH_BATCH_HEADER = "B"
#: A request-rate cell of no number: the run offered every request at once ("inf", bench_serving's default).
UNBOUNDED_RATE_RE = compile_first(r"^\s*(?:inf(?:inity)?|∞|unbounded|max)\s*$", re.I)
#: The header of a table of one metric a row: its label column ("Metric", "Name", or none) and a value column
#: ("Value", "Result"; a column may also name an engine: "Metric | vLLM | SGLang").
#: A later header cell of such a table that names a setting its column ran with or without ("no prefix caching",
#: "--enable-prefix-caching", "with APC", "prefix caching on", "baseline"): a column of its own, no engine, release or
#: load.
KV_SETTING_HEADER_RE = compile_first(r"^\s*(?:(?:no|without|with|w/o?)\s+[\w./ -]{2,40}|--[a-z][\w-]+(?:[ =][\w./-]+)?|"
                                     # "prefix caching off | prefix caching on"
                                     r"[a-z][\w./ -]{1,40}?\s+(?:on|off|enabled|disabled)|"
                                     r"baseline|default)\s*$", re.I)
KV_LABEL_HEADER_RE = compile_first(r"^\s*(?:metrics?|measures?|measurements?|names?|stat(?:istic)?s?|keys?|items?|"
                                   r"benchmarks?|)\s*$", re.I)
#: A later header cell of a table of one metric a row that names the hardware of its column ("8x H100 SXM", "H200"):
#: the count written before the name, and the name (resolved in the catalog).
KV_ACCELERATOR_HEADER_RE = compile_first(r"^\s*(?:(?P<n>\d{1,3})\s*[x\u00d7]\s*)?(?P<name>[A-Za-z][\w .+-]{1,40}?)\s*$")
KV_VALUE_HEADER_RE = compile_first(r"^\s*(?:values?|results?|measured|scores?|numbers?|figures?)\s*$", re.I)
#: The first header cell of a table of one metric a row whose later columns are loads ("Concurrency →", "Batch size").
KV_LOAD_LABEL_HEADER_RE = compile_first(r"^\s*(?:concurrency|concurrent\s+requests|batch(?:\s+size)?|bs|users|clients|"
                                        r"streams)\s*(?:[→:>-]+|->)?\s*$", re.I)
#: A load's name written before its number in a header cell ("c=8", "bs 8", vllm bench's "max-concurrency 32"), and
#: a word for what is counted after it.
_LOAD_NAME = r"(?:c|conc\.?|(?:-{0,2}max[-_ ])?concurrency|bs|batch(?:\s+size)?)\s*[=:]?\s*"
_LOAD_COUNTED = r"\s*(?:users?|clients?|streams?|concurrent(?:\s+requests)?)"
#: A later header cell of such a table that is one load: "8", or with its name "c=8", "bs 8", "8 users", "conc. 32".
KV_LOAD_HEADER_RE = compile_first(r"^\s*(?:" + _LOAD_NAME + r")?(?P<n>\d{1,5})(?:" + _LOAD_COUNTED + r")?\s*$", re.I)
#: A later header cell that names a load by a word and so needs no load label: "c=8", "8 users" (not a bare "8").
KV_NAMED_LOAD_HEADER_RE = compile_first(r"^\s*(?:" + _LOAD_NAME + r"\d{1,5}|\d{1,5}" + _LOAD_COUNTED + r")\s*$", re.I)
#: A header cell of the change between the columns before it ("Δ", "change", "diff", "%"): no figure of its own.
KV_CHANGE_HEADER_RE = compile_first(r"^\s*(?:Δ|delta|change|diff(?:erence)?|%|gain|speed-?up|regression)\s*(?:\(%\)|%)?\s*$",
                                    re.I)
#: A column naming each row's engine settings ("Launch option", "Flags", "Config"): its cells hold flags
#: ("--enable-dp-attention", "--chunked-prefill-size 8192"), assignments, or a setting's name in words ("enable dp
#: attention"), each read where it is one of ENGINE_SETTINGS; "default" names none.
TABLE_SETTING_HEADER_RE = compile_first(r"^\s*(?:launch\s+|server\s+|engine\s+)?(?:options?|flags?|settings?|args|"
                                        r"arguments|config(?:uration)?)\s*$", re.I)
CELL_FLAG_RE = compile_first(r"--(?P<k>[A-Za-z][\w-]*)(?:[ =](?P<v>(?!--)[^\s,;]+))?")
SETTING_WORD_GAP_RE = compile_first(r"[\s-]+")
#: A column naming each row's model ("Model", "Model name", "Checkpoint", "Model (Ollama tag)").
TABLE_MODEL_HEADER_RE = compile_first(r"^\s*(?:model(?:\s+name)?|modelo|modell|mod\u00e8le|checkpoint|llm)(?:\s*\([^()]*\))?\s*$", re.I)
#: A column of releases ("vLLM version", "Version", "Engine release"): its cell is the row's engine release where
#: the header names an engine, one of TABLE_VERSION_OWNERS or nothing before the word (not "Driver version").
#: A header cell that is an engine's name alone: over cells of releases it is a version column (a cell that is no
#: release gives none).
ENGINE_ONLY_HEADER_RE = compile_first(r"\s*(?:" + _ENGINE_ALT + r")\s*", re.I)
RELEASE_CELL_RE = compile_first(r"v\d+\.\d+(?:\.\d+){0,2}\S*|\d+\.\d+\.\d+\S*", re.I)
TABLE_VERSION_HEADER_RE = compile_first(r"^\s*(?P<o>[^|]{0,30}?)\s*(?:version|release|build)\s*$", re.I)
TABLE_VERSION_OWNERS = frozenset({"", "engine", "framework", "server", "inference engine", "serving engine"})
#: A table of software and its releases, one a row ("Component | Version" over "vLLM | 0.8.5.post1", "SGLang |
#: 0.4.6.post4 (FlashInfer ...)"): the header of its release column, and the release that opens a cell of it.
VERSIONS_TABLE_HEADER_RE = compile_first(r"\s*(?:versions?|releases?|tag|build)\s*", re.I)
VERSIONS_TABLE_CELL_RE = compile_first(r"\s*(?P<v>v?\d+\.\d+(?:\.\d+){0,2}(?:\.?(?:rc|post|dev)\d*){0,2}(?:\+[\w.]+)?)"
                                       r"(?![\w.])", re.I)
#: A row of a setup table named by an engine alone ("vLLM | v0.7.3 built from source | 0.7.3 wheel from PyPI" under
#: "| AMD side | NVIDIA side"): each cell that opens on a full release (three parts, or "v" and two) is that
#: column's release of the engine.
ENGINE_ROW_RELEASE_RE = compile_first(r"\s*(?P<v>(?:v\d+\.\d+|\d+\.\d+\.\d+)(?:\.\d+)?(?:\.?(?:rc|post|dev)\d*){0,2}"
                                      r"(?:\+[\w.]+)?)(?![\w.])", re.I)
#: A release cell of such a column: "0.6.1", "v0.4.6.post5", "0.7.0rc2".
#: compare-llama-bench.py's columns of two builds ("t/s master | t/s cuda-q3k-mma", "t/s b7016 | t/s 5c0b7e9"): the
#: build a header names, a build number or a commit as written, else a name the page gives one ("master = b7012
#: (8d1f3a2c4), PR = 5c0b7e9d1", "master (b7016)"; its post's own first; a branch's column takes the one "PR = ..."
#: build).
COMPARE_BUILD_HEADER_RE = compile_first(r"^\s*t/s\s+(?P<r>[\w./-]+)\s*$")
COMPARE_BUILD_RE = compile_first(r"^(?:b\d{4,5}|[0-9a-f]{7,40})$")
COMPARE_NAMED_BUILD_RE = compile_first(r"(?<![\w-])(?P<name>[\w-]+)\s*(?:=|\()\s*(?P<v>b\d{4,5}(?:\s*\([0-9a-f]{7,40}\))?|"
                                       r"[0-9a-f]{7,40})(?![\w-])")
TABLE_VERSION_CELL_RE = compile_first(r"^\s*(?P<v>v?\d+\.\d+(?:\.\d+){0,2}(?:[.-]?(?:post|rc|dev)\d*)?"
                                      # a llama.cpp build under "Build", with its commit: "b7032 (e3f1a2c)"
                                      r"|b\d{3,5}(?:\s*\([0-9a-f]{7,40}\))?)\s*$", re.I)
#: Footnote marks after a header's words ("Output tok/s¹", "Throughput*", "TTFT†").
#: A cell of a figures' column that holds none, with or without a footnote mark: "n/a ¹", "—", "OOM", "not run".
NO_FIGURE_CELL_RE = compile_first(r"\s*(?:n/?a|—|–|-|oom|not\s+run|skipped|timed?\s*out)?\s*"
                                  r"[\u00b9\u00b2\u00b3\u2070-\u2079*\u2020\u2021\u00a7]*\s*", re.I)
FOOTNOTE_MARK_RE = re.compile(r"(?<=\S)[\u00b9\u00b2\u00b3\u2070-\u2079*\u2020\u2021\u00a7]+(?=\s|$)")
#: (or after a comma at its end: "Output, ток/с")
TABLE_UNIT_IN_HEADER_RE = compile_first(r"[(\uff08](?P<u>[^)\uff09]+)[)\uff09]|\[(?P<u2>[^\]]+)\]|(?P<u3>tok/s|tokens/s|t/s|ms|req/s|req/min|anfragen/s|"
                                        r"(?<![\w/])rps(?!\w))|"
                                        r",\s*(?P<u4>" + _UNIT_ALT + r"|с)\s*$", re.I)
#: Units a header may write that prose does not read as units: a Russian header's bare "с" (seconds; in a sentence
#: it is also the word "with").
HEADER_UNIT_ALIASES = {"с": "s"}
#: Short column headers that name a token kind when the cells carry the unit ("Prompt | Generation": "2,310 t/s").
SHORT_HEADER_KINDS = {"prompt": "prefill_tok_s", "pp": "prefill_tok_s", "prompt eval": "prefill_tok_s",
                      "gen": "decode_tok_s", "eval": "decode_tok_s", "tg": "decode_tok_s", "output": "output_tok_s",
                      "total": "total_tok_s", "input": "prefill_tok_s"}
#: A table's caption: "Table 1: ...", "Figure 2. ...".
TABLE_CAPTION_RE = compile_first(r"\s*(?:Table|Tabela|Tabla|Tabelle|Tableau|Fig(?:ure)?\.?)\s*\d+[a-z]?\s*[:.—–-]", re.I)
MAX_CAPTION = 600
#: The longest header of a system compared beside an engine's column ("vLLM | Sarathi-Serve | Slackline").
PEER_SYSTEM_MAX_CHARS = 30
#: A caption's clauses, one metric each: "output throughput in tokens per second and mean TTFT in milliseconds",
#: "... 5 req/s. TTFT in seconds, TPOT in milliseconds." (a sentence ends a clause).
#: (and a Chinese or Japanese caption's commas: "出力スループット（合計、tok/s、3回平均）")
CAPTION_CLAUSE_SPLIT_RE = compile_first(r"[,;\u3001\uff0c\uff1b]|\band\b|\.\s+", re.I)
#: The unit a caption clause gives: "in tokens per second", "(ms)", "(output tokens/s)" (its token kind is the
#: metric word's).
#: (and a Chinese or Japanese caption's full-width bracket: "输出吞吐（tok/s）")
CAPTION_UNIT_RE = compile_first(r"(?:\b(?:in|em|en)|[(\uff08]\s*(?:(?:output|input|prompt|generated|total)\s+(?=tok))?)\s*"
                                r"(?P<u>" + _UNIT_ALT + r")(?![\w/])", re.I)
#: A lead-in's last clause that is its unit alone: "Output token throughput of the whole server (all GPUs), tok/s:".
UNIT_ALONE_CLAUSE_RE = compile_first(r"\s*(?P<u>" + _UNIT_ALT + r")\s*:?\s*", re.I)
#: A load test's column of one statistic of the request's time, named by no metric word ("p95 (ms)", "Chat p50" over
#: "4.9 s"): k6's and Locust's request latency, where its table also gives request rates. Groups: u (its unit).
BARE_PERCENTILE_HEADER_RE = compile_first(r"(?:[A-Za-z]+\s+)?(?:p50|p75|p90|p95|p99|p99\.9|median|mean|avg|average)"
                                          r"(?:\s*\(\s*(?P<u>ms|s|sec|seconds)\s*\))?", re.I)
#: A caption's clause that is its unit with a bracketed remark: "Output throughput, tok/s (sum over batch). Higher is
#: better."
UNIT_REMARK_CLAUSE_RE = compile_first(r"\s*(?P<u>" + _UNIT_ALT + r")\s*\([^()]{1,60}\)\s*[.:]?\s*", re.I)
#: What may close a bracketed caption after its unit clause: "（TTFT、中央値、ms）".
CAPTION_CLOSING = " )\uff09"
#: The metric a caption's unit names alone, where the clause has no metric word ("Goodput (req/s) at 90% SLO"), or a
#: header that is its unit alone ("RPS").
CAPTION_UNIT_METRICS = {"req/s": "req_s"}
#: The unit at the end of a metric word that holds one ("output tokens/s"): a caption's unit where it gives no other.
UNIT_AT_END_RE = compile_first(r"(?P<u>" + _UNIT_ALT + r")$", re.I)
TOOL_UNITS = {"bench_serving": {"latency": "ms", "throughput": "tok/s"},
              "genai-perf": {"latency": "ms", "throughput": "tok/s"},
              "aiperf": {"latency": "ms", "throughput": "tok/s"},
              "guidellm": {"latency": "ms", "throughput": "tok/s"},
              "evalscope": {"latency": "ms", "throughput": "tok/s"},
              "llmperf": {"latency": "ms", "throughput": "tok/s"}}
#: A benchmark client's command line in a code block: that block's figures were measured with its own load and
#: workload, not another command's.
BENCH_COMMAND_RE = compile_first(r"benchmark_\w+\.py|\bbench_(?:serving|one_batch|offline_throughput|latency|"
                                 r"throughput)\b|\bvllm\s+bench\s+\w+|llama-bench\b|genai-perf\s+profile|aiperf\s+profile|evalscope\s+perf|llmperf|"
                                 r"guidellm\s+benchmark|text-generation-benchmark|profile_(?:throughput|restful_api)\b|"
                                 r"\bgptManagerBenchmark\b")
#: The command that runs each summary tool (rules.SUMMARY_TOOLS), or its name in prose: a length its figures would
#: take from a block naming another tool's (`vllm bench latency --input-len 1024`, or "Latency (bench latency, same
#: 1024 in / 128 out)" after `vllm bench throughput` output) is not theirs.
TOOL_COMMANDS: dict[str, re.Pattern[str]] = {
    "vllm-benchmark-throughput": compile_first(r"\b(?:vllm\s+)?bench\s+throughput\b|\bbenchmark_throughput\b"),
    "vllm-benchmark-latency": compile_first(r"\b(?:vllm\s+)?bench\s+latency\b|\bbenchmark_latency\b"),
}
TOOL_RE = compile_first(r"(?P<t>bench_serving|benchmark_serving|genai-perf|aiperf|guidellm|evalscope|llmperf|llama-bench|"
                        r"benchmark_throughput|gptManagerBenchmark)", re.I)

# ------------------------------------------------------------------ scan gates (speed only; never change a match)
#
# A pattern is tried on a block only when the block's lower-cased text holds one of its gate's literals; each
# gate lists literals at least one of which every match of its pattern contains, so a closed gate means no match.
# A literal written with \b at an end must have no word character beside it there (see GATE_LITERALS).
# Under IGNORECASE four non-ASCII letters match ASCII ones (İ ı ſ K): a text holding one is scanned ungated.

FOLD_TRAP_RE = compile_first("[\u0130\u0131\u017f\u212a]")
ENGINE_GATE = ("sgl", "vllm", "transformers", "tensorrt", "trt", "llama", "lmdeploy", "text-generation-inference", "tgi", "mlx",
               "exl", "kt-kernel", "mistral", "koboldcpp", "mlc", "aphrodite", "lm studio", "lmstudio",
               "jetstream", "mindie", "onnx", "ort genai", "openvino", "foundry local", "nim")
SCAN_GATES: dict[str, tuple[str, ...]] = {
    "engine": ENGINE_GATE,
    "pip_pin": ("==",),
    "rocm_image": ("rocm/",),
    "llama_build": ("build:", "build "),
    "llama_version": ("version:",),
    "installed_release": ("installed", "upgraded", "updated"),
    "bare_main": ("main",),
    "commit": ("commit", "sha", "rev"),
    "tool": ("bench", "genai-perf", "aiperf", "guidellm", "evalscope", "llmperf"),
    "driver": ("driver", "treiber", "pilote", "驱动", "ドライバ", "드라이버", "npu-smi", "controlador"),
    "nvsmi_csv": ("nvidia",),
    "mesa": ("mesa",),
    "adrenalin": ("adrenalin",),
    "intel_runtime": ("compute-runtime",),
    "cuda": ("cuda",),
    "rocm": ("rocm",),
    "amdgpu": ("amdgpu",),
    "host": ("xeon", "epyc", "threadripper", "ryzen", "core ultra", "core i", "i3-", "i5-", "i7-", "i9-", "graviton",
             "altra"),
    "interconnect": ("nvlink", "pcie", "nvswitch", "infiniband", "roce", "infinity", "xgmi"),
    "tp": (r"\btp", "-tp", "tensor", "num-shard", "num_shard"),
    "ep": (r"\bep", "-ep", "expert", "moe_ep"),
    "dp": (r"\bdp", "-dp", "data-parallel", "data parallel"),
    "pp": (r"\bpp", "-pp", "pipeline"),
    "flag": ("--",),
    "assign": ("=", ":"),
    "env": tuple(f"{prefix.lower()}_" for prefix in ENV_SETTING_PREFIXES),
    "prose_setting": PROSE_SETTING_GATE,
    "llama_backend": ("backend", "llama.cpp ("),
    "spec_word": ("specul", "spec decode", "spec-decode", "specdecode", "drafting"),
    "spec_with": ("eagle", "medusa"),
    "concurrency_flag": ("concurren",),
    "concurrency": ("concurren", "batch", "bs", "parallel", "simultan", "c=", "c =", "并发", "並列", "동시", "同時",
                    "clients", "users", "streams"),
    "num_prompts": ("prompts",),
    "dataset": ("dataset", "sharegpt", "longbench", "mmlu", "gsm8k"),
    "cache": ("cold", "warm", "prefix"),
    "model_line": ("model",),
    "variant": ("fp4", "fp8", "bf16", "fp16", "int4", "int8", "w4a", "w8a", "awq", "gptq", "q2_", "q3_", "q4_",
                "q5_", "q6_", "q7_", "q8_", "bpw", "bit", "at q", "in q"),
    "model": ("llama", "qwen", "deepseek", "mistral", "mixtral", "gemma", "phi", "gpt-oss", "kimi", "glm", "minimax",
              "yi", "command-r", "nemotron", "falcon", "olmo", "granite", "hermes", "devstral", "magistral", "smollm",
              "internlm"),
}
#: A rule's gate: a tuple of literals, open when the line holds one of them; or, for a rule whose every match holds
#: several words, a tuple of such tuples, open when the line holds one literal of each.
Gate = tuple[str, ...] | tuple[tuple[str, ...], ...]
#: Gates of INPUT_LEN_RULES, OUTPUT_LEN_RULES and TOKEN_COUNTING_RULES, rule by rule.
INPUT_LEN_GATES: tuple[Gate, ...] = (
    ("input",), ("isl",), ("input",), ("input",), ("input", "isl", "prompt"), ("input",),
    (("prompt", "input", "context prefill"), ("tok",)), ("prompt", "input"), (("input",), ("tokens",)),
    (("prompt",), ("tokens",)), (("prompt",), ("tokens",)), (("prompt",), ("token",)), (("/",), ("out",)),
    (("/",), ("osl", "output")), ("input",),
    ("mean_input_tokens",), ("eval count",), ("input and", "in and"),
    (("prompt_tokens=",), ("output_tokens=", "generation_tokens=")), (("prompt_tokens=",), ("ttft", "prefill", "tok/s")),
    (("/",), ("isl", "input")), (("prompt",), ("token",)), ("average input length",), ("input token size:",),
    (("prompt token",), ("completion", "output", "generated")), ("profile_generation", "--prompt-tokens"),
    (("prompt",), ("tokeniz", "tokenis")))
OUTPUT_LEN_GATES: tuple[Gate, ...] = (
    ("output",), ("osl",), ("output",), ("output",), ("output", "osl", "max_tokens", "max_new_tokens", "max-tokens",
                                                      "max tokens", "num_predict"),
    (("output", "generated", "new"), ("tokens",)), (("generat",), ("tokens",)),
    (("output", "completion", "generation", "response", "summar", "answer", "repl"), ("tok",)), (("/",), ("out",)),
    (("/",), ("osl", "output")), (r"\boutput\b",), ("mean_output_tokens",), ("eval count",),
    (("llama-",), ("-n", "predict")),
    ((r"\bout\b",), ("token",)), ("input and", "in and"),
    (("prompt_tokens=",), ("output_tokens=", "generation_tokens=")), (("/",), ("isl", "input")),
    (("ausgabe",), ("token",)), ("average output length",),
    (("prompt token",), ("completion", "output", "generated")), (("profile_generation",), ("-ct", "--completion-tokens")),
    ("input token size:",),
    (("output", "generation", "completion", "response"), ("token",)))
TOKEN_COUNTING_GATES: tuple[Gate, ...] = (
    ("usage", "completion_tokens", "reported by the server", "returned by the server"), ("sse", "stream", "chunk"),
    ("tokeni",),
    ("engine", "server", "prometheus", "/metrics", "'s own", "\u2019s own", "tool reports", "print",
     "próprias ferramentas", "propias herramientas", "próprio programa", "propio programa", "itself", "themselves",
     "selbst", "token count"))
#: Every accelerator name holds one of these (each alternative of ACCELERATOR_NAME has a letter then a digit, or a
#: word). "tpu" and "arc" come with what follows them in the name ("output" and "search" hold neither then), "p"
#: only as P100 or P40 ("p99" is a percentile). No match can span a newline, so a match found in the whole text lies in one
#: line. It is searched in lower-cased text, so it needs no IGNORECASE (three times faster without).
ACCELERATOR_GATE_RE = compile_first(r"rtx|g[hb]\d|[hbamtlv]\d|p100|p40|mi\d|gaudi|hl-[23]|tpu[^\S\n]*v\d|arc[^\S\n]|xtx|[2-5]0[6-9]0"
                                    r"|rx[^\S\n]*\d|radeon|ryzen|jetson|trillium|orin|xavier|dgx|910b"
                                    r"|raspberry|orange|rock|snapdragon|dimensity|inferentia|trainium")
#: The same gate as words found in one pass with the gate literals (methodology.line_masks): each word, and the
#: pattern that must follow it inside the line, if any. "g[hb]\d" needs no words of its own: its "h\d" or "b\d" lies
#: in the same line. tests/test_scan_gates.py checks the words against ACCELERATOR_GATE_RE.
ACCELERATOR_GATE_WORDS: tuple[tuple[str, re.Pattern[str] | None], ...] = (
    ("rtx", None), ("p100", None), ("p40", None), ("gaudi", None), ("xtx", None), ("hl-2", None), ("hl-3", None),
    *((f"{letter}{digit}", None) for letter in "hbamtlv" for digit in "0123456789"),
    *((f"mi{digit}", None) for digit in "0123456789"),
    *((f"{a}0{b}0", None) for a in "2345" for b in "6789"),
    ("tpu", re.compile(r"[^\S\n]*v\d")),
    ("arc", re.compile(r"[^\S\n]")),
    ("rx", re.compile(r"[^\S\n]*\d")),
    ("radeon", None), ("ryzen", None), ("jetson", None), ("trillium", None), ("orin", None), ("xavier", None),
    ("dgx", None), ("910b", None),
    ("raspberry", None), ("orange", None), ("rock", None), ("snapdragon", None),
    ("dimensity", None), ("inferentia", None), ("trainium", None),
)
#: A digit beyond ASCII: ACCELERATOR_GATE_RE's \d reads it, the words above do not, so a line holding one is also
#: searched with the pattern itself.
NON_ASCII_DIGIT_RE = re.compile(r"(?![0-9])\d")
#: An image tag names an engine's version only when its repository names the engine.
DOCKER_TAG_GATE: Gate = (ENGINE_GATE, ("/",), (":",))


def gate_groups(gate: Gate) -> tuple[tuple[str, ...], ...]:
    """The literal tuples of a gate, each of which the line must hold one literal of."""
    return gate if gate and isinstance(gate[0], tuple) else (gate,)  # type: ignore[return-value]


#: Every gate as one bit of a line's mask: a family of SCAN_GATES by name, each literal tuple of a rule's gate by
#: itself, and the accelerator gate.
_GATE_KEYS: list[str | tuple[str, ...]] = [
    *SCAN_GATES, *(group for gate in (*INPUT_LEN_GATES, *OUTPUT_LEN_GATES, *TOKEN_COUNTING_GATES, DOCKER_TAG_GATE,
                                      COUNTED_DP_GATE, SAME_RELEASE_GATE,
                                      SHORT_FLAG_GATE, BARE_VERSION_GATE, TOPOLOGY_GATE, LOAD_WORD_GATE)
                   for group in gate_groups(gate)), "accelerator"]
GATE_BITS: dict[str | tuple[str, ...], int] = {key: 1 << i for i, key in enumerate(dict.fromkeys(_GATE_KEYS))}
#: Each gate literal with the bits of every gate it opens.
GATE_LITERAL_BITS: tuple[tuple[str, int], ...] = tuple(
    (lit, sum(bit for key, bit in GATE_BITS.items()
              if lit in (SCAN_GATES.get(key, ()) if isinstance(key, str) else key)))
    for lit in dict.fromkeys(lit for key in GATE_BITS for lit in (SCAN_GATES.get(key, ()) if isinstance(key, str)
                                                                    else key)))
#: A gate literal that starts (ends) with \b counts only where no word character comes before (after) it: "\btp" is
#: in "TP=8" and "--tp 2" but not in "output". The literals as searched: (text, bits, word start, word end).
GATE_LITERALS: tuple[tuple[str, int, bool, bool], ...] = tuple(
    (lit.removeprefix("\\b").removesuffix("\\b"), bits, lit.startswith("\\b"), lit.endswith("\\b"))
    for lit, bits in GATE_LITERAL_BITS)

# ------------------------------------------------------------------ reading the tree's text
#: Strings under these tags count only for the tag itself (script code, styles, templates, ruby annotations).
STRING_CONTAINER_TAGS = frozenset({"script", "style", "template", "rt", "rp"})
#: White space inside these tags is kept as written.
PRESERVE_SPACE_TAGS = frozenset({"pre", "textarea"})
ASCII_SPACES = "\x20\x0a\x09\x0c\x0d"
CLASS_TOKEN_SPLIT_RE = compile_first(r"[\s_-]+")
#: The author selectors' shapes: tag, .class, tag.class, [attr=value].
SIMPLE_SELECTOR_RE = compile_first(r"(?P<tag>[a-z][a-z0-9-]*)?(?:\.(?P<cls>[\w-]+))?(?:\[(?P<attr>[\w-]+)=(?P<value>[\w-]+)\])?")
