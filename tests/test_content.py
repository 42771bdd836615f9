"""Main-content extraction: structure, offsets, determinism and hostile input."""

from __future__ import annotations

import multiprocessing as mp

import pytest

from benchrec.errors import ExtractError
from extractors.content import document_text, parse_document, split_aligned
from extractors.numbers import length_value

PAGE = b"""<html><head><title>T</title><script>var x = 5;</script><style>p{}</style></head><body>
<nav>menu 12 tok/s</nav><header>site header</header><article><h2>Results</h2><p>Decode reached <b>41 tok/s</b>.</p>
<table><tr><th>engine</th><th>t/s</th></tr><tr><td>vLLM</td><td>12.5</td></tr></table>
<pre><code>line one
  line two</code></pre>
<div class="timeline-comment" data-author="ann"><div class="timeline-comment-header">ann <time datetime="2031-01-02">x</time></div>
<p>Same setup, 50 tok/s.</p></div></article><footer>footer 9 tok/s</footer><form>form text</form></body></html>"""


def test_structure_and_chrome_removed() -> None:
    """Headings, paragraphs, rows, code and comments are kept; nav, header, footer, scripts, forms go."""
    doc = parse_document(PAGE, "text/html")
    kinds = [b.kind for b in doc.blocks]
    assert {"title", "heading", "p", "row", "code"} <= set(kinds)
    for junk in ("menu", "site header", "footer", "var x", "form text"):
        assert junk not in doc.text
    assert "line one\n  line two" in doc.text
    assert doc.comments and doc.comments[0].author == "ann" and doc.comments[0].date == "2031-01-02"
    comment_blocks = [b for b in doc.blocks if b.comment == 0]
    assert any("Same setup" in doc.block_text(b) for b in comment_blocks)


def test_offsets_index_the_text() -> None:
    """Every block and cell offset points at its own text."""
    doc = parse_document(PAGE, "text/html")
    for b in doc.blocks:
        assert doc.text[b.start:b.end].strip() == doc.text[b.start:b.end]
        for c in b.cells:
            assert doc.text[c.start:c.end] == c.text
    header = next(b for b in doc.blocks if b.kind == "row")
    assert header.header_row and [c.text for c in header.cells] == ["engine", "t/s"]


def test_deterministic_and_document_text_agrees() -> None:
    """The same bytes give the same text, and document_text returns it."""
    assert document_text(PAGE, "text/html") == parse_document(PAGE, "text/html").text == document_text(PAGE, "text/html")


@pytest.mark.parametrize("dl,rows", [
    ("<dl><dt>TTFT</dt><dd>88 ms</dd><dt>TPOT</dt><dd>12 ms</dd></dl>", [["TTFT", "88 ms"], ["TPOT", "12 ms"]]),
    ("<dl><div><dt>TTFT</dt><dd>88 ms</dd></div><dd>91 ms</dd><dt>alone</dt></dl>",
     [["TTFT", "88 ms"], ["", "91 ms"], ["alone"]]),
    ("<dl><dt>Notes</dt><dd><p>We saw 3,000 tok/s.</p></dd></dl>", None),
    ("<dl>stray 5 tok/s<dt>x</dt><dd>9 ms</dd></dl>", None),
    ("<dl><dt>x</dt>tail<dd>9 ms</dd></dl>", None),
    ("<dl><dt>x</dt><dd>" + "long " * 60 + "</dd></dl>", None),
    ("<dl><dt>only terms</dt><dt>no descriptions</dt></dl>", None),
    ("<dl><dt>x</dt><dd>9 ms</dd><span>odd</span></dl>", None),
])
def test_definition_list_of_short_pairs_reads_as_a_table(dl: str, rows: list[list[str]] | None) -> None:
    """A dl of short term-description pairs becomes rows of a table; any other dl reads as blocks of text."""
    doc = parse_document(f"<html><body><p>intro</p>{dl}</body></html>".encode(), "text/html")
    got = [[c.text for c in b.cells] for b in doc.blocks if b.kind == "row"]
    assert got == (rows or [])
    if rows is None:
        assert all(b.kind != "row" for b in doc.blocks)


@pytest.mark.parametrize("table,rows", [
    ("<table><tr><th>engine</th><th>tok/s</th></tr><tr><td><p>vLLM</p></td><td><p>41</p></td></tr></table>",
     [["engine", "tok/s"], ["vLLM", "41"]]),
    ("<table><tr><td><div>vLLM</div></td><td><div>41 tok/s</div></td></tr></table>", [["vLLM", "41 tok/s"]]),
    ("<table><tr><td>x</td></tr><tr><td><table><tr><td>vLLM</td><td>41</td></tr></table></td></tr></table>",
     [["vLLM", "41"]]),
    ("<table><tr><td><div>alice</div><div>vLLM gives 41 tok/s.</div></td></tr></table>", []),
    ("<table><tr><td>log</td><td><pre>41 tok/s</pre></td></tr></table>", []),
    ("<table><tr><td>one cell, plain text</td></tr></table>", [["one cell, plain text"]]),
])
def test_a_layout_table_reads_as_blocks(table: str, rows: list[list[str]]) -> None:
    """A table that lays out a page (it holds a table, a cell holds a block, or one column of cells holds divs)
    reads as blocks of text; a table of data, cells wrapped in paragraphs or divs included, reads as rows."""
    doc = parse_document(f"<html><body>{table}</body></html>".encode(), "text/html")
    assert [[c.text for c in b.cells] for b in doc.blocks if b.kind == "row"] == rows
    assert "41" in doc.text or "one cell" in doc.text


@pytest.mark.parametrize("body,rows", [
    ("<tr><td rowspan='2'>(a)</td><td>vLLM</td><td>0.21</td></tr><tr><td>Sarathi</td><td>0.34</td></tr>"
     "<tr><td>(b)</td><td>vLLM</td><td>0.48</td></tr>",
     [["(a)", "vLLM", "0.21"], ["(a)", "Sarathi", "0.34"], ["(b)", "vLLM", "0.48"]]),
    ("<tr><td>vLLM</td><td rowspan='2'>64</td><td>1,204</td></tr><tr><td>SGLang</td><td>1,310</td></tr>",
     [["vLLM", "64", "1,204"], ["SGLang", "64", "1,310"]]),
    ("<tr><td>vLLM</td><td>64</td><td>1,204</td></tr>", [["vLLM", "64", "1,204"]]),
])
def test_a_cell_spanning_rows_is_read_in_each_row_it_covers(body: str, rows: list[list[str]]) -> None:
    """A body cell with a rowspan is written in every row it covers, so each row's cells line up with the header."""
    table = f"<table><tr><th>group</th><th>system</th><th>value</th></tr>{body}</table>"
    doc = parse_document(f"<html><body>{table}</body></html>".encode(), "text/html")
    assert [[c.text for c in b.cells] for b in doc.blocks if b.kind == "row"][1:] == rows


def test_a_post_s_author_may_head_it_from_just_before() -> None:
    """A post whose author line stands just before it (Hacker News) takes that author."""
    page = (b"<html><body><div><span class='comhead'><a class='hnuser'>alice</a></span></div><div class='comment'>"
            b"vLLM gives 41 tok/s.</div></body></html>")
    doc = parse_document(page, "text/html")
    assert [c.author for c in doc.comments] == ["alice"]


def test_an_answer_is_a_post() -> None:
    """A Q&A page's answers are posts, each with the author its user details name."""
    page = (b"<html><body><div class='question'><p>Why 28 tok/s?</p></div><div class='answer'><p>I get 31 tok/s.</p>"
            b"<div class='user-details'><a>bob</a></div></div></body></html>")
    doc = parse_document(page, "text/html")
    assert [c.author for c in doc.comments] == ["bob"]


def test_each_entry_of_a_blogs_comment_section_is_a_post() -> None:
    """Under a comment section ("<section class='comments'>") each element is one post, whatever its own class; its
    heading is not."""
    page = (b"<html><body><article><p>Ollama 0.5.7 on an RTX 3060 gives 52 tok/s.</p><section class='comments'><h3>2 "
            b"comments</h3><div class='c'><b>pj</b>: Nice.</div><div class='c'><b>kettle</b>: Mine does 55 t/s."
            b"</div></section></article></body></html>")
    doc = parse_document(page, "text/html")
    assert [doc.text[c.start:c.end].strip() for c in doc.comments] == ["pj: Nice.", "kettle: Mine does 55 t/s."]


def test_hacker_news_comment_tables_are_posts() -> None:
    """Hacker News lays each comment out in a table of its own (indent, vote, then the author line, a <br> and the
    comment): the table is layout, each comment a post with its author."""
    row = ("<tr class='athing comtr'><td><table border='0'><tr><td class='ind'></td><td class='votelinks'>^</td>"
           "<td class='default'><div><span class='comhead'><a class='hnuser'>{a}</a> 1 hour ago</span></div><br>"
           "<div class='comment'><div class='commtext'>{t}</div></div></td></tr></table></td></tr>")
    page = ("<html><body><table id='hnmain'><tr><td><table class='comment-tree'>" + row.format(a="kate", t="vLLM: 41 "
            "tok/s.") + row.format(a="bob", t="llama.cpp: 38 tok/s.") + "</table></td></tr></table></body></html>")
    doc = parse_document(page.encode(), "text/html")
    assert [c.author for c in doc.comments] == ["kate", "bob"]
    assert not any(b.kind == "row" for b in doc.blocks)
    assert [doc.block_text(b) for b in doc.blocks if b.comment == 1] == ["llama.cpp: 38 tok/s."]


@pytest.mark.parametrize("para,rows", [
    ("rate | req/s | out tok/s<br>2 | 1.98 | 1013.8<br>inf | 12.41 | 6353.9",
     [["rate", "req/s", "out tok/s"], ["2", "1.98", "1013.8"], ["inf", "12.41", "6353.9"]]),
    ("| GPU | t/s | W |<br>| 4090 | 41 | 450 |<br>| 3090 | 30 | 350 |",
     [["GPU", "t/s", "W"], ["4090", "41", "450"], ["3090", "30", "350"]]),
    ("| GPU | t/s |<br>| 4090 | 41 |<br>| 3090 | 30 |", None),  # two cells: too little to tell from prose
    ("a | b | c<br>d | e | f<br>g | h | i", None),  # no digit in the rows
    ("rate | req/s | tok/s<br>2 | 1.98 | 1013.8", None),  # a header and one row
    ("Home | Blog | About", None),
])
def test_an_unrendered_markdown_table_in_a_paragraph_is_a_table(para: str, rows: list[list[str]] | None) -> None:
    """Pipe-separated lines of a paragraph (split by <br>) of one cell count are table rows, the first the header."""
    doc = parse_document(f"<html><body><p>{para}</p></body></html>".encode(), "text/html")
    got = [[c.text for c in b.cells] for b in doc.blocks if b.kind == "row"]
    assert got == (rows or [])
    if rows:
        assert [b.header_row for b in doc.blocks if b.kind == "row"] == [True] + [False] * (len(rows) - 1)
        assert all(doc.text[c.start:c.end] == c.text for b in doc.blocks for c in b.cells)


@pytest.mark.parametrize("html", [
    "<table><caption>Table 1. L40S, 16 users</caption><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>",
    "<figure><table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table>"
    "<figcaption>Table 1. L40S, 16 users</figcaption></figure>",
], ids=["caption", "figcaption-after-the-table"])
def test_a_tables_title_is_read_once_before_its_rows(html: str) -> None:
    doc = parse_document(f"<html><body><article>{html}<p>After.</p></article></body></html>".encode(), "text/html")
    kinds = [(b.kind, doc.text[b.start:b.end]) for b in doc.blocks]
    assert doc.text.count("Table 1. L40S, 16 users") == 1
    title = kinds.index(("p", "Table 1. L40S, 16 users"))
    assert [k for k, _ in kinds[title + 1:title + 3]] == ["row", "row"]


def test_old_reddit_post_bodies_inside_forms_are_read() -> None:
    """Old Reddit wraps each post's body in <form class="usertext">: its text is kept, other forms still go."""
    page = (b"<html><body><div class='thing comment' data-author='ann'><p class='tagline'>ann</p><form class='usertext "
            b"warn-on-unload'><div class='usertext-body'><div class='md'><p>TP gives 24 t/s.</p></div></div></form>"
            b"</div><form class='search'><input name='q'>search 12 tok/s</form></body></html>")
    doc = parse_document(page, "text/html")
    assert "TP gives 24 t/s." in doc.text and "search 12" not in doc.text
    assert [c.author for c in doc.comments] == ["ann"]


@pytest.mark.parametrize("raw,ctype,expect", [
    (b"# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode 1\n```\n", "text/markdown", ["heading", "row", "row", "code"]),
    (b"plain line\nsecond line", "text/plain", ["p", "p"]),
])
def test_plain_text_kept_as_is(raw: bytes, ctype: str, expect: list[str]) -> None:
    """Markdown and plain text keep their text; lines become blocks."""
    doc = parse_document(raw, ctype)
    assert doc.text == raw.decode()
    assert [b.kind for b in doc.blocks] == expect


def _run(raw: bytes, ctype: str | None, q: "mp.Queue[str]") -> None:
    """Parse in a child process and report the outcome as a word."""
    try:
        doc = parse_document(raw, ctype)
        q.put(f"ok {len(doc.text)}")
    except ExtractError as exc:
        q.put("error " + str(exc))
    except BaseException as exc:  # noqa: BLE001 - the test reports what escaped
        q.put("crash " + type(exc).__name__)


def bounded_parse(raw: bytes, ctype: str | None, seconds: float = 20.0) -> str:
    """Parse with a time bound: 'ok N', 'error ...', 'crash X' or 'hang'."""
    ctx = mp.get_context("fork")
    q: "mp.Queue[str]" = ctx.Queue()
    p = ctx.Process(target=_run, args=(raw, ctype, q))
    p.start()
    p.join(seconds)
    if p.is_alive():
        p.kill()
        p.join()
        return "hang"
    return q.get(timeout=1) if not q.empty() else "crash none"


HOSTILE = {
    "truncated": (b"<html><body><p>Decode 40 tok/s<table><tr><td>1", "text/html"),
    "deep_nesting": (b"<div>" * 10000 + b"x 12 tok/s" + b"</div>" * 10000, "text/html"),
    "huge_line": (b"<p>" + b"a 1 tok/s " * 500000 + b"</p>", "text/html"),
    "binary": (bytes(range(256)) * 400, None),
    "nul_bytes": (b"<p>a\x00b\x00 5 tok/s</p>", "text/html"),
    "empty": (b"", "text/html"),
    "too_large": (b"x" * (13 * 1024 * 1024), "text/plain"),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_input_is_bounded(name: str) -> None:
    """Hostile input gives a one-line error or a result, never a crash or a hang."""
    raw, ctype = HOSTILE[name]
    outcome = bounded_parse(raw, ctype)
    assert outcome.startswith(("ok", "error")), outcome
    assert "\n" not in outcome


def test_squash_collapses_exactly_the_regex_engines_white_space() -> None:
    """Inline text is squashed by str.split: the same result as collapsing \\s+ runs, for every white-space code
    point (the \\x1c-\\x1f separators, NBSP, the Unicode spaces) and with NULs dropped."""
    import re

    from extractors.content import _squash

    spaces = "".join(chr(c) for c in range(0x110000) if re.fullmatch(r"\s", chr(c)))
    samples = [spaces, f"a{spaces}b", f"{spaces}x\x00y{spaces}", "a\x1cb\u3000c\u2028d", "", "\x00", " \n\t "]
    for text in samples:
        assert _squash(text) == re.sub(r"\s+", " ", text.replace("\x00", "")).strip()


@pytest.mark.parametrize("raw,squashed", [
    ("prefill 6\u202f853 tok/s", "prefill 6\u202f853 tok/s"),
    ("a 1\u00a0234\u2009567 b", "a 1\u00a0234\u2009567 b"),
    ("41\u00a0tok/s", "41 tok/s"),
    ("12\u202f3456 x", "12 3456 x"),
    ("6 853  tok/s", "6 853 tok/s"),
    ("\u00a06\u202f853\u00a0", "6\u202f853"),
    ("x\u00a0\u00a0123", "x 123"),
])
def test_squash_keeps_the_spaces_that_group_thousands(raw: str, squashed: str) -> None:
    """A no-break, narrow or thin space between a digit and three more is a thousands separator and stays; every
    other white space run becomes one space."""
    from extractors.content import _squash

    assert _squash(raw) == squashed


WIDE_PAGE = "<html><body><p>vLLM 0.6.3 on 1x H100 SXM: 2,450 tok/s output — café</p></body></html>"


@pytest.mark.parametrize("codec, bom", [
    ("utf-16-le", b"\xff\xfe"),
    ("utf-16-be", b"\xfe\xff"),
    ("utf-32-le", b"\xff\xfe\x00\x00"),
    ("utf-32-be", b"\x00\x00\xfe\xff"),
])
@pytest.mark.parametrize("content_type", [None, "text/html", "text/html; charset=utf-16"])
def test_wide_encoding_with_a_bom_reads_as_its_text(codec: str, bom: bytes, content_type: str | None) -> None:
    """A UTF-16 or UTF-32 page with its byte-order mark is text, not a binary refused (its zero bytes are not
    control characters), and reads as the same text as its UTF-8 bytes."""
    raw = bom + WIDE_PAGE.encode(codec)
    assert document_text(raw, content_type) == document_text(WIDE_PAGE.encode("utf-8"), "text/html")


def test_binary_behind_a_wide_bom_is_still_refused() -> None:
    """A wide page whose text is control characters is refused as binary, as its UTF-8 bytes would be."""
    with pytest.raises(ExtractError, match="binary"):
        parse_document(b"\xff\xfe" + ("\x01\x02\x03 x" * 500).encode("utf-16-le"), None)


@pytest.mark.parametrize("line,cells", [
    ("engine                 pp (t/s)   tg (t/s)", ["engine", "pp (t/s)", "tg (t/s)"]),
    ("mistral.rs 0.6.0       ~690       61.4", ["mistral.rs 0.6.0", "~690", "61.4"]),
    ("a\tb  c d", ["a", "b", "c d"]),
    ("   ", []),
])
def test_aligned_columns_split_at_two_spaces_or_a_tab(line: str, cells: list[str]) -> None:
    """A line of a table aligned by spaces splits where two spaces or a tab come; offsets point into the text."""
    text = "xx\n" + line
    found = split_aligned(text, 3, len(text))
    assert [c.text for c in found] == cells
    assert all(text[c.start:c.end] == c.text for c in found)


@pytest.mark.parametrize("num,k,want", [("1.9", "k", 1900), ("7.9", "K", 7900), ("32", "K", 32768), ("2,048", None, 2048),
                                        ("1.5", "k", 1500)])
def test_a_length_with_k_is_thousands_or_a_power_of_two(num: str, k: str | None, want: int) -> None:
    """'1.9k' is 1,900 tokens (not 1,899 from the float), '32K' is 32,768."""
    assert length_value(num, k) == want
