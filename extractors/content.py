"""Main content of a fetched page: one text with block offsets (headings, paragraphs, rows, code, comments)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator

from benchrec.errors import ExtractError
from extractors import rules


@dataclass
class Cell:
    """One table cell: its text lies at doc.text[start:end]."""

    text: str
    start: int
    end: int
    header: bool = False


@dataclass
class Block:
    """One block of the extracted text: kind, offsets, heading level, table cells, owning comment."""

    kind: str
    start: int
    end: int
    level: int = 0
    cells: list[Cell] = field(default_factory=list)
    comment: int | None = None
    table: int | None = None
    header_row: bool = False


@dataclass
class Comment:
    """One post of a thread: its index, author, date and the text span it covers."""

    index: int
    author: str | None
    date: str | None
    start: int
    end: int


@dataclass
class Document:
    """The extracted text of one source and its structure; provenance quotes index into `text`."""

    text: str
    blocks: list[Block] = field(default_factory=list)
    comments: list[Comment] = field(default_factory=list)
    title: str | None = None
    canonical_url: str | None = None
    source_kind: str | None = None

    def block_text(self, block: Block) -> str:
        """The text of one block."""
        return self.text[block.start:block.end]

    def comment_at(self, offset: int) -> int | None:
        """The index of the comment covering an offset, or None outside comments."""
        for c in self.comments:
            if c.start <= offset < c.end:
                return c.index
        return None


def _decode(raw: bytes, content_type: str | None) -> str:
    """Decode bytes by header, meta or BOM charset, falling back to UTF-8 with replacement."""
    try:
        from extractors.fetch import decode_text
    except ImportError:  # the fetcher is optional for local parsing
        decode_text = None
    if decode_text is not None:
        try:
            return decode_text(raw, content_type)
        except (LookupError, ValueError):
            pass
    return raw.decode("utf-8", errors="replace")


def _check_bytes(raw: bytes) -> None:
    """Refuse input too large or binary to be a write-up."""
    if len(raw) > rules.MAX_DOCUMENT_BYTES:
        raise ExtractError(f"document too large to extract ({len(raw)} bytes > {rules.MAX_DOCUMENT_BYTES})")
    head = raw[: rules.BINARY_SNIFF_BYTES]
    if not head:
        return
    controls = sum(1 for b in head if b < 32 and b not in (9, 10, 13, 12))
    if controls / len(head) > rules.MAX_CONTROL_RATIO:
        raise ExtractError("source looks binary, not a text write-up")


def _is_html(raw: bytes, content_type: str | None) -> bool:
    """Whether the bytes are HTML: by content type, else by sniffing the start."""
    ct = (content_type or "").lower()
    if "html" in ct or "xml" in ct:
        return True
    if ct and (ct.startswith("text/") or "markdown" in ct or "json" in ct):
        return False
    return bool(rules.HTML_SNIFF_RE.search(raw[:2048]))


class _Builder:
    """Accumulates blocks into one text, recording offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.pos = 0
        self.blocks: list[Block] = []
        self.comments: list[Comment] = []

    def add(self, kind: str, text: str, level: int = 0, comment: int | None = None) -> Block | None:
        """Append one block (text already normalised); empty text adds nothing."""
        if not text:
            return None
        if self.parts:
            self.parts.append("\n")
            self.pos += 1
        start = self.pos
        self.parts.append(text)
        self.pos += len(text)
        block = Block(kind, start, self.pos, level=level, comment=comment)
        self.blocks.append(block)
        return block

    def add_row(self, cells: list[tuple[str, bool]], comment: int | None, table: int) -> None:
        """Append one table row: cells joined by ' | ', each cell's offsets kept."""
        cells = [(t, h) for t, h in cells]
        if not any(t for t, _ in cells):
            return
        if self.parts:
            self.parts.append("\n")
            self.pos += 1
        start = self.pos
        out: list[Cell] = []
        for i, (t, h) in enumerate(cells):
            if i:
                self.parts.append(rules.CELL_SEPARATOR)
                self.pos += len(rules.CELL_SEPARATOR)
            self.parts.append(t)
            out.append(Cell(t, self.pos, self.pos + len(t), h))
            self.pos += len(t)
        header = all(c.header for c in out if c.text) if out else False
        self.blocks.append(Block("row", start, self.pos, cells=out, comment=comment, table=table, header_row=header))

    def text(self) -> str:
        """The whole text."""
        return "".join(self.parts)


def _squash(text: str) -> str:
    """Collapse whitespace of inline text to single spaces."""
    return rules.WHITESPACE_RE.sub(" ", text.replace("\x00", "")).strip()


def _clean_pre(text: str) -> str:
    """Code text: NULs dropped, trailing spaces and blank edges trimmed, lines kept."""
    lines = [ln.rstrip() for ln in text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines)


def _classes(tag: Any) -> str:
    """Class and id of a tag as one lower-case string."""
    cls = tag.get("class") or []
    if isinstance(cls, str):
        cls = [cls]
    return (" ".join(cls) + " " + str(tag.get("id") or "")).lower()


def _is_comment(tag: Any) -> bool:
    """Whether a tag is one post of a thread."""
    if tag.name in rules.COMMENT_TAGS:
        return True
    cls = _classes(tag)
    if any(tok in cls.split() for tok in rules.COMMENT_CLASSES):
        return True
    return any(tag.has_attr(a) for a in rules.COMMENT_ATTRS)


def _is_skipped(tag: Any, in_comment: bool) -> bool:
    """Whether a tag is page chrome (nav, footer, widgets) to drop with its subtree."""
    if tag.name in rules.SKIP_TAGS:
        return True
    if tag.name in rules.CHROME_TAGS and not in_comment:
        return True
    cls = _classes(tag)
    toks = set(re.split(r"[\s_-]+", cls))
    return bool(toks & rules.SKIP_CLASS_TOKENS)


def _author_of(tag: Any) -> tuple[str | None, str | None, str | None]:
    """Author, date and header text of a comment container, where marked up."""
    author = None
    for attr in rules.AUTHOR_ATTRS:
        if tag.has_attr(attr):
            author = str(tag.get(attr))
            break
    date = None
    time_tag = tag.find("time")
    if time_tag is not None:
        date = str(time_tag.get("datetime") or time_tag.get_text(" ", strip=True)) or None
    header = None
    for child in tag.find_all(True, recursive=False):
        if child.name == "header" or any(t in _classes(child).split() for t in rules.COMMENT_HEADER_CLASSES):
            header = _squash(child.get_text(" "))
            break
    if author is None:
        for sel in rules.AUTHOR_SELECTORS:
            hit = tag.select_one(sel)
            if hit is not None:
                author = _squash(hit.get_text(" ")) or None
                break
    if header and author is None:
        m = rules.HEADER_AUTHOR_RE.match(header)
        author = m.group(1) if m else None
        if date is None:
            d = rules.ISO_DATE_RE.search(header)
            date = d.group(0) if d else None
    return author, date, header


def _cells(tr: Any) -> list[tuple[str, bool]]:
    """The cells of one table row as (text, is_header)."""
    out = []
    for cell in tr.find_all(["th", "td"], recursive=False):
        out.append((_squash(cell.get_text(" ")), cell.name == "th" or cell.parent.name == "thead"))
    return out


def _walk_html(soup: Any, b: _Builder) -> None:
    """Walk the tree iteratively (bounded depth), emitting blocks."""
    inline: list[str] = []
    state = {"kind": "p", "level": 0, "comment": None, "tables": 0}

    def flush() -> None:
        text = _squash("".join(inline))
        inline.clear()
        b.add(state["kind"], text, state["level"], state["comment"])

    root = soup.body or soup
    stack: list[tuple[Any, int, Any]] = [(root, 0, None)]
    comment_stack: list[tuple[int, int]] = []  # (comment index, depth)
    while stack:
        node, depth, restore = stack.pop()
        if node is None:  # exit marker
            flush()
            kind, level, comment, cidx = restore
            if cidx is not None and b.comments and b.comments[cidx].index == cidx:
                b.comments[cidx].end = b.pos
                comment_stack.pop()
            state["kind"], state["level"], state["comment"] = kind, level, comment
            continue
        name = getattr(node, "name", None)
        if name is None:
            if type(node).__name__ in rules.SKIP_STRING_TYPES:
                continue
            inline.append(str(node))
            continue
        in_comment = bool(comment_stack)
        if _is_skipped(node, in_comment):
            continue
        if depth > rules.MAX_TREE_DEPTH:
            inline.append(" " + node.get_text(" ")[: rules.MAX_DEEP_TEXT] + " ")
            continue
        if name == "br":
            flush()
            continue
        if name == "pre":
            flush()
            b.add("code", _clean_pre(node.get_text()), 0, state["comment"])
            continue
        if name == "table":
            flush()
            state["tables"] += 1
            for tr in node.find_all("tr", limit=rules.MAX_TABLE_ROWS):
                if tr.find_parent("table") is node:
                    b.add_row(_cells(tr), state["comment"], state["tables"])
            continue
        if name in rules.BLOCK_TAGS or _is_comment(node):
            flush()
            saved = (state["kind"], state["level"], state["comment"], None)
            if _is_comment(node) and not (comment_stack and comment_stack[-1][1] == depth):
                idx = len(b.comments)
                author, date, _ = _author_of(node)
                b.comments.append(Comment(idx, author, date, b.pos, b.pos))
                comment_stack.append((idx, depth))
                state["comment"] = idx
                saved = (saved[0], saved[1], saved[2], idx)
            if name in rules.HEADING_TAGS:
                state["kind"], state["level"] = "heading", int(name[1])
            elif name == "li":
                state["kind"], state["level"] = "li", 0
            elif name == "header" and comment_stack:
                state["kind"], state["level"] = "comment_meta", 0
            elif name in ("p", "blockquote", "div", "section", "article", "main", "dd", "dt", "figcaption"):
                state["kind"], state["level"] = ("quote" if name == "blockquote" else "p"), 0
            stack.append((None, depth, saved))
        children = list(node.children)
        for child in reversed(children):
            stack.append((child, depth + 1, None))


def _parse_html(text: str) -> Document:
    """Parse HTML text into a Document."""
    import warnings

    from bs4 import BeautifulSoup, MarkupResemblesLocatorWarning, XMLParsedAsHTMLWarning
    from bs4.builder import ParserRejectedMarkup

    try:
        with warnings.catch_warnings():
            # bs4 warns about pages that look like XML or a file name; a write-up is parsed as HTML whatever it is.
            warnings.simplefilter("ignore", XMLParsedAsHTMLWarning)
            warnings.simplefilter("ignore", MarkupResemblesLocatorWarning)
            soup = BeautifulSoup(text, "lxml")
    except (ParserRejectedMarkup, ValueError, RecursionError) as exc:
        raise ExtractError(f"page could not be parsed: {type(exc).__name__}") from None
    b = _Builder()
    title = None
    if soup.title is not None:
        title = _squash(soup.title.get_text(" ")) or None
    canonical = None
    link = soup.find("link", rel="canonical")
    if link is not None and link.get("href"):
        canonical = str(link.get("href"))
    kind_meta = soup.find("meta", attrs={"name": "source-kind"})
    source_kind = str(kind_meta.get("content")) if kind_meta is not None and kind_meta.get("content") else None
    if title:
        b.add("title", title, 0, None)
    try:
        _walk_html(soup, b)
    except RecursionError:
        raise ExtractError("page nesting too deep to extract") from None
    return Document(b.text(), b.blocks, b.comments, title, canonical, source_kind)


def _text_lines(text: str) -> Iterator[tuple[int, int]]:
    """Start and end offsets of each line of a text."""
    pos = 0
    for line in text.split("\n"):
        yield pos, pos + len(line)
        pos += len(line) + 1


def _parse_plain(text: str) -> Document:
    """Text or markdown kept as is; lines become blocks (headings, fenced code, pipe-table rows)."""
    blocks: list[Block] = []
    in_fence = False
    fence_start = 0
    table = 0
    prev_row = False
    for start, end in _text_lines(text):
        line = text[start:end]
        if rules.MD_FENCE_RE.match(line):
            if in_fence:
                blocks.append(Block("code", fence_start, max(fence_start, start - 1)))
                in_fence = False
            else:
                in_fence, fence_start = True, end + 1
            continue
        if in_fence or not line.strip():
            prev_row = False if not in_fence else prev_row
            continue
        h = rules.MD_HEADING_RE.match(line)
        if h:
            blocks.append(Block("heading", start, end, level=len(h.group(1))))
            prev_row = False
            continue
        if line.strip().startswith("|") and line.count("|") >= 2:
            if rules.MD_TABLE_RULE_RE.match(line):
                if blocks and blocks[-1].kind == "row":
                    blocks[-1].header_row = True
                    for c in blocks[-1].cells:
                        c.header = True
                continue
            if not prev_row:
                table += 1
            blocks.append(Block("row", start, end, cells=_pipe_cells(text, start, end), table=table))
            prev_row = True
            continue
        prev_row = False
        kind = "li" if rules.MD_LIST_RE.match(line) else "p"
        blocks.append(Block(kind, start, end))
    if in_fence and fence_start < len(text):
        blocks.append(Block("code", fence_start, len(text)))
    title = next((text[b.start:b.end].lstrip("# ").strip() for b in blocks if b.kind == "heading"), None)
    return Document(text, blocks, [], title, None, None)


def _pipe_cells(text: str, start: int, end: int) -> list[Cell]:
    """The cells of one pipe-table line with their offsets."""
    cells: list[Cell] = []
    line = text[start:end]
    positions = [i for i, ch in enumerate(line) if ch == "|"]
    bounds = list(zip(positions, positions[1:]))
    if positions and positions[-1] < len(line.rstrip()) - 1:
        bounds.append((positions[-1], len(line)))
    for a, z in bounds:
        seg = line[a + 1:z]
        lead = len(seg) - len(seg.lstrip())
        t = seg.strip()
        cells.append(Cell(t, start + a + 1 + lead, start + a + 1 + lead + len(t)))
    return cells


def parse_document(raw: bytes, content_type: str | None = None) -> Document:
    """Parse a source's bytes into a Document; hostile input raises ExtractError, never a traceback."""
    if not isinstance(raw, (bytes, bytearray)):
        raise ExtractError("source body is not bytes")
    _check_bytes(bytes(raw))
    text = _decode(bytes(raw), content_type)
    if _is_html(bytes(raw), content_type):
        return _parse_html(text)
    text = text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")
    return _parse_plain(text)


def document_text(raw: bytes, content_type: str | None = None) -> str:
    """The extracted text of a source's bytes; provenance quotes index into this string."""
    return parse_document(raw, content_type).text
