"""Main content of a fetched page: one text with block offsets (headings, paragraphs, rows, code, comments)."""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from functools import cached_property
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

    @cached_property
    def posts(self) -> dict[int, Comment]:
        """The thread's posts by index."""
        return {p.index: p for p in self.comments}

    @cached_property
    def folded(self) -> str | None:
        """The text lower-cased, position for position, for finding the literals of IGNORECASE patterns; None when
        lower-casing moves positions or the text holds a letter IGNORECASE folds onto ASCII (İ ı ſ K)."""
        return fold(self.text)

    @cached_property
    def block_starts(self) -> list[int]:
        """Where each block of the page starts."""
        return [b.start for b in self.blocks]

    def block_at(self, offset: int) -> int:
        """The index of the block holding an offset of the text (the last one starting at or before it)."""
        return max(bisect_right(self.block_starts, offset) - 1, 0)

    def comment_at(self, offset: int) -> int | None:
        """The index of the comment covering an offset, or None outside comments."""
        for c in self.comments:
            if c.start <= offset < c.end:
                return c.index
        return None


def fold(text: str) -> str | None:
    """The text lower-cased when that keeps every position and no letter of it folds onto ASCII under IGNORECASE
    (so an ASCII literal of such a pattern is in the text exactly where it is in the lower-cased text); else None."""
    low = text.lower()
    if len(low) != len(text) or (not text.isascii() and rules.FOLD_TRAP_RE.search(text) is not None):
        return None
    return low


def _decode(raw: bytes, content_type: str | None) -> str:
    """Decode bytes by header, meta or BOM charset, falling back to UTF-8 with replacement."""
    try:
        from extractors.fetch import decode_text
    except ImportError:  # the fetcher is optional for local parsing
        return raw.decode("utf-8", errors="replace")
    try:
        return decode_text(raw, content_type)
    except (LookupError, ValueError):
        return raw.decode("utf-8", errors="replace")


def _check_size(raw: bytes) -> None:
    """Refuse input too large to be a write-up."""
    if len(raw) > rules.MAX_DOCUMENT_BYTES:
        raise ExtractError(f"document too large to extract ({len(raw)} bytes > {rules.MAX_DOCUMENT_BYTES})")


def _as_utf8(raw: bytes, content_type: str | None) -> bytes:
    """A body that starts with a UTF-16 or UTF-32 byte-order mark, re-encoded as UTF-8 behind its own mark (the
    zero bytes of a wide encoding are not control characters of the text); any other body as it is."""
    if not raw.startswith(rules.WIDE_BOMS):
        return raw
    _check_size(raw)  # before decoding it
    return rules.UTF8_BOM + _decode(raw, content_type).encode("utf-8")


def _check_bytes(raw: bytes) -> None:
    """Refuse input too large or binary to be a write-up."""
    _check_size(raw)
    head = raw[: rules.BINARY_SNIFF_BYTES]
    if not head:
        return
    controls = len(head.translate(None, rules.NON_CONTROL_BYTES))
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
        self.listed_posts: set[Any] = set()  # the elements right under a comment section (rules.COMMENT_LIST_XPATH)

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
    """Collapse whitespace of inline text to single spaces (str.split's white space is the regex engine's \\s), but
    keep a space that groups a number's thousands ("6\u202f853": rules.DIGIT_GROUP_RE)."""
    if text.isascii():  # most text: no such space can be in it
        return " ".join(text.replace("\x00", "").split())
    return _squash_keeping_groups(text.replace("\x00", ""))


def _squash_keeping_groups(text: str) -> str:
    """_squash of a text that may hold no-break, narrow or thin spaces."""
    if "\u00a0" not in text and "\u202f" not in text and "\u2009" not in text:
        return " ".join(text.split())
    # split at each kept space (captured): the pieces beside one end and start with a digit, so squashing each
    # piece on its own strips nothing next to it
    pieces = rules.DIGIT_GROUP_RE.split(text)
    return "".join(piece if i % 2 else " ".join(piece.split()) for i, piece in enumerate(pieces)).strip()


def _clean_pre(text: str) -> str:
    """Code text: NULs dropped, trailing spaces and blank edges trimmed, lines kept."""
    lines = [ln.rstrip() for ln in text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n").split("\n")]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(lines)


# ------------------------------------------------------------------ the tree (lxml elements)
#
# The page is parsed with libxml2's HTML parser (lxml), fed the decoded text as BeautifulSoup's lxml builder feeds
# it, and read with the same text rules: strings inside script, style, template, rt and rp count only for their own
# tag; a string of ASCII white space outside pre and textarea reads as one space (or one newline).


def _is_element(node: Any) -> bool:
    """Whether a tree node is an element (not a comment, processing instruction or entity)."""
    return isinstance(node.tag, str)


def _children(el: Any) -> list[Any]:
    """The children of an element as the walk sees them: text strings and nodes, in document order."""
    out: list[Any] = []
    if el.text:
        out.append(el.text)
    for child in el:
        out.append(child)
        if child.tail:
            out.append(child.tail)
    return out


def _container_of(el: Any) -> str | None:
    """The innermost string-container tag (script, style, template, rt, rp) at or above an element, or None."""
    while el is not None:
        if el.tag in rules.STRING_CONTAINER_TAGS:
            return str(el.tag)
        el = el.getparent()
    return None


def _preserves_space(el: Any) -> bool:
    """Whether an element is, or is inside, a tag that keeps white space (pre, textarea)."""
    while el is not None:
        if el.tag in rules.PRESERVE_SPACE_TAGS:
            return True
        el = el.getparent()
    return False


def _strings(el: Any, strip: bool = False, context: tuple[str | None, bool] | None = None) -> list[str]:
    """The strings under an element that count for its text (get_text's rules), in document order; context is
    (_container_of(el), _preserves_space(el)) when the caller already knows them."""
    want = el.tag if el.tag in rules.STRING_CONTAINER_TAGS else None
    out: list[str] = []

    def emit(value: str | None, container: str | None, preserve: bool) -> None:
        """Keep one string if it counts for the element."""
        if not value or container != want:
            return
        if not preserve and not value.strip(rules.ASCII_SPACES):
            value = "\n" if "\n" in value else " "
        if strip:
            value = value.strip()
            if not value:
                return
        out.append(value)

    top_container, top_preserve = context if context is not None else (_container_of(el), _preserves_space(el))
    emit(el.text, top_container, top_preserve)
    stack: list[tuple[Any, str | None, bool]] = [(child, top_container, top_preserve) for child in reversed(el)]
    while stack:
        node, container, preserve = stack.pop()
        if isinstance(node, _Tail):
            emit(node.el.tail, container, preserve)
            continue
        tag = node.tag
        if not isinstance(tag, str):  # a comment or processing instruction: only its tail counts
            emit(node.tail, container, preserve)
            continue
        inner = tag if tag in rules.STRING_CONTAINER_TAGS else container
        keep = preserve or tag in rules.PRESERVE_SPACE_TAGS
        stack.append((_Tail(node), container, preserve))
        emit(node.text, inner, keep)
        stack.extend((child, inner, keep) for child in reversed(node))
    return out


class _Tail:
    """Marks where an element's tail text comes, after its subtree."""

    __slots__ = ("el",)

    def __init__(self, el: Any) -> None:
        self.el = el


def _get_text(el: Any, separator: str = "", strip: bool = False,
              context: tuple[str | None, bool] | None = None) -> str:
    """The text of an element's subtree, joined by a separator (BeautifulSoup get_text's semantics); context as
    for _strings."""
    return separator.join(_strings(el, strip, context))


def _classes(tag: Any) -> str:
    """Class and id of a tag as one lower-case string."""
    return (" ".join((tag.get("class") or "").split()) + " " + str(tag.get("id") or "")).lower()


def _has_attr(tag: Any, name: str) -> bool:
    """Whether a tag carries an attribute (even an empty one)."""
    return tag.get(name) is not None


def _is_comment(tag: Any, cls: str) -> bool:
    """Whether a tag is one post of a thread (cls: its _classes)."""
    if tag.tag in rules.COMMENT_TAGS:
        return True
    if not rules.COMMENT_CLASS_SET.isdisjoint(cls.split()):
        return True
    return any(_has_attr(tag, a) for a in rules.COMMENT_ATTRS)


def _is_skipped_tag(name: str, in_comment: bool) -> bool:
    """Whether an element's tag name alone makes it page chrome."""
    return name in rules.SKIP_TAGS or (name in rules.CHROME_TAGS and not in_comment)


def _is_skipped(tag: Any, in_comment: bool, cls: str) -> bool:
    """Whether a tag is page chrome (nav, footer, widgets) to drop with its subtree (cls: its _classes)."""
    tokens = rules.CLASS_TOKEN_SPLIT_RE.split(cls)
    if tag.tag == "form" and not rules.POST_FORM_CLASS_TOKENS.isdisjoint(tokens):
        return False  # old Reddit's post body
    return _is_skipped_tag(tag.tag, in_comment) or not rules.SKIP_CLASS_TOKENS.isdisjoint(tokens)


def _has_class(el: Any, name: str) -> bool:
    """Whether an element's class attribute holds a token."""
    return name in (el.get("class") or "").split()


def _select_one(tag: Any, selector: str) -> Any:
    """The first descendant matching one of the simple author selectors (rules.AUTHOR_SELECTORS), or None."""
    parts = selector.split()
    last = parts[-1]
    m = rules.SIMPLE_SELECTOR_RE.fullmatch(last)
    if m is None:
        return None
    name, cls, attr, value = m.group("tag"), m.group("cls"), m.group("attr"), m.group("value")
    for el in tag.iterdescendants():
        if not _is_element(el) or (name and el.tag != name) or (cls and not _has_class(el, cls)):
            continue
        if attr and el.get(attr) != value:
            continue
        if len(parts) == 2:
            up = rules.SIMPLE_SELECTOR_RE.fullmatch(parts[0])
            anc_cls = up.group("cls") if up else None
            if not anc_cls or not any(_has_class(a, anc_cls) for a in el.iterancestors()):
                continue
        return el
    return None


def _author_of(tag: Any) -> tuple[str | None, str | None, str | None]:
    """Author, date and header text of a comment container, where marked up."""
    author = None
    for attr in rules.AUTHOR_ATTRS:
        if _has_attr(tag, attr):
            author = str(tag.get(attr))
            break
    date = None
    time_tag = next(tag.iterdescendants("time"), None)
    if time_tag is not None:
        date = str(time_tag.get("datetime") or _get_text(time_tag, " ", strip=True)) or None
    header = None
    for child in tag:
        if not _is_element(child):
            continue
        if child.tag == "header" or any(t in _classes(child).split() for t in rules.COMMENT_HEADER_CLASSES):
            header = _squash(_get_text(child, " "))
            break
    # the post's own markup, else a header written just before it (Hacker News: the author's line, then the post)
    before = tag.getprevious()
    while before is not None and (not _is_element(before) or before.tag == "br"):  # HN: "<div>author</div><br>"
        before = before.getprevious()
    for where in (tag, before if before is not None and _is_element(before) else None):
        if author is not None or where is None:
            continue
        for sel in rules.AUTHOR_SELECTORS:
            hit = _select_one(where, sel)
            if hit is not None:
                author = _squash(_get_text(hit, " ")) or None
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
    # A cell (th, td) is neither a string container nor a tag that keeps white space: it reads as its row does.
    context = (_container_of(tr), _preserves_space(tr))
    plain = context == (None, False)
    for cell in tr:
        tag = cell.tag
        if tag == "th" or tag == "td":
            if plain and not len(cell):  # text alone: get_text is that text, then squashed
                text = _squash(cell.text or "")
            else:
                text = _squash(_get_text(cell, " ", context=context))
            out.append((text, tag == "th" or tr.tag == "thead"))
    return out


def _table_rows(table: Any) -> Iterator[list[tuple[str, bool]]]:
    """The cells of a table's rows, its header rows merged into one where their cells span columns or rows (a card
    over its engines' columns: "RTX 4090 | RTX 3090" above "Ollama | LM Studio | Ollama | LM Studio")."""
    trs = list(_rows_of(table))
    count = 0
    while count < len(trs) and _is_header_row(trs[count]):
        count += 1
    if count < 2 or not any(_spans(cell) != (1, 1) for tr in trs[:count] for cell in tr if cell.tag in ("th", "td")):
        yield from (_cells(tr) for tr in trs[:count])
    else:
        yield _merged_header(trs[:count])
    yield from _body_rows(trs[count:])


def _body_rows(trs: list[Any]) -> Iterator[list[tuple[str, bool]]]:
    """The cells of a table's body rows, a cell spanning rows written in each row it covers ("(a)" beside the three
    systems of its group), so every row's cells line up with the header's columns."""
    if not any(cell.get("rowspan") for tr in trs for cell in tr if cell.tag in ("th", "td")):
        for tr in trs:
            yield _cells(tr)
        return
    carried: dict[int, tuple[tuple[str, bool], int]] = {}  # column -> the spanning cell and the rows it still covers
    for tr in trs:
        own = iter(zip(_cells(tr), [c for c in tr if c.tag in ("th", "td")]))
        row: list[tuple[str, bool]] = []
        col = 0
        while True:
            if col in carried:
                cell, left = carried[col]
                row.append(cell)
                if left > 1:
                    carried[col] = (cell, left - 1)
                else:
                    del carried[col]
                col += 1
                continue
            nxt = next(own, None)
            if nxt is None:
                break
            cell, el = nxt
            colspan, rowspan = _spans(el)
            if rowspan > 1:
                carried[col] = (cell, rowspan - 1)
            row.append(cell)
            col += colspan
        yield row


def _is_header_row(tr: Any) -> bool:
    """Whether a row is a header row: in the table's head, or of header cells only."""
    parent = tr.getparent()
    if parent is not None and parent.tag == "thead":
        return True
    cells = [cell for cell in tr if cell.tag in ("th", "td")]
    return bool(cells) and all(cell.tag == "th" for cell in cells)


def _spans(cell: Any) -> tuple[int, int]:
    """A cell's (column span, row span), each within 1..rules.MAX_CELL_SPAN."""
    out = []
    for attr in ("colspan", "rowspan"):
        raw = (cell.get(attr) or "1").strip()
        out.append(min(max(int(raw), 1), rules.MAX_CELL_SPAN) if raw.isdigit() else 1)
    return out[0], out[1]


def _merged_header(trs: list[Any]) -> list[tuple[str, bool]]:
    """Header rows as one row: each column's texts from the top row down, a text spanning rows or columns written
    under each column it covers ("RTX 4090 Ollama", "RTX 4090 LM Studio")."""
    grid: list[dict[int, str]] = [{} for _ in trs]
    for r, tr in enumerate(trs):
        col = 0
        for (text, _), cell in zip(_cells(tr), [c for c in tr if c.tag in ("th", "td")]):
            while col in grid[r]:
                col += 1
            colspan, rowspan = _spans(cell)
            for dr in range(min(rowspan, len(trs) - r)):
                for dc in range(colspan):
                    grid[r + dr][col + dc] = text if dr == 0 else ""
            col += colspan
    width = max((max(row) + 1 for row in grid if row), default=0)
    return [(" ".join(t for row in grid if (t := row.get(col, ""))), True) for col in range(width)]


def _rows_of(table: Any) -> Iterator[Any]:
    """The rows of a table itself (not of tables nested in it), among its first MAX_TABLE_ROWS rows."""
    for n, tr in enumerate(table.iterdescendants("tr")):
        if n >= rules.MAX_TABLE_ROWS:
            return
        if next(tr.iterancestors("table"), None) is table:
            yield tr


def _is_layout_table(table: Any) -> bool:
    """Whether a table lays out a page (it holds a table or a post, or its cells hold a block of text:
    rules.LAYOUT_TABLE_TAGS; or it is one column of cells holding divs or paragraphs) rather than data."""
    if next(table.iterdescendants(*rules.LAYOUT_TABLE_TAGS), None) is not None:
        return True
    if any(_is_comment(el, _classes(el)) for el in table.iterdescendants(*rules.POST_CONTAINER_TAGS) if el.keys()):
        return True  # it holds a post (Hacker News lays each comment out in a table of its own)
    for tr in _rows_of(table):  # a data table has a row of two cells or more, most often its first
        if sum(1 for cell in tr if cell.tag == "td" or cell.tag == "th") > 1:
            return False
    return next(table.iterdescendants(*rules.LAYOUT_CELL_BLOCK_TAGS), None) is not None


def _dl_rows(dl: Any, in_comment: bool) -> list[list[tuple[str, bool]]] | None:
    """A definition list of short term-description pairs as table rows (term | description; a further description
    of the same term gets an empty term cell); None where the list is not such pairs (a description holding blocks
    or a long text, a term or description that is itself a post or page chrome)."""
    rows: list[list[tuple[str, bool]]] = []
    term: str | None = None
    for item in _dl_items(dl):
        if item.tag != "dt" and item.tag != "dd":
            return None
        if item.keys() and (_is_skipped(item, in_comment, _classes(item)) or _is_comment(item, _classes(item))):
            return None
        if any(isinstance(d.tag, str) and d.tag in rules.DL_BLOCK_CHILD_TAGS for d in item.iterdescendants()):
            return None
        text = _squash(_get_text(item, " "))
        if len(text) > rules.DL_MAX_CELL_CHARS:
            return None
        if item.tag == "dt":
            if term is not None:  # a term with no description of its own
                rows.append([(term, False)])
            term = text
        else:
            rows.append([(term or "", False), (text, False)])
            term = ""
    if term:
        rows.append([(term, False)])
    return rows if any(len(r) == 2 for r in rows) else None


def _dl_items(dl: Any) -> Iterator[Any]:
    """The dt and dd elements of a definition list, in order, directly or inside a div that groups a pair; any
    other element, or text between them, is yielded too (it makes the list not one of pairs)."""
    if (dl.text or "").strip():
        yield dl
    for child in dl:
        tag = child.tag
        if tag == "div":
            if (child.text or "").strip():
                yield child
            for c in child:
                if isinstance(c.tag, str):
                    yield c
                if (c.tail or "").strip():
                    yield child
        elif isinstance(tag, str):  # not a comment or processing instruction
            yield child
        if (child.tail or "").strip():
            yield dl


def _walk_html(root: Any, depth0: int, b: _Builder) -> None:
    """Walk the tree iteratively (bounded depth), emitting blocks."""
    inline: list[str] = []
    state: dict[str, Any] = {"kind": "p", "level": 0, "comment": None, "tables": 0}

    def flush() -> None:
        if not inline:  # nothing since the last block: no block to add
            return
        text = _squash("".join(inline))
        inline.clear()
        b.add(state["kind"], text, state["level"], state["comment"])

    stack: list[tuple[Any, int, Any]] = [(root, depth0, None)]
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
        if isinstance(node, str):  # a text string (elements and other nodes are not str)
            inline.append(node)
            continue
        name = node.tag
        if not isinstance(name, str):  # comments and processing instructions
            continue
        in_comment = bool(comment_stack)
        cls = _classes(node) if node.keys() else None  # None: no class, id or marking attribute
        if _is_skipped_tag(name, in_comment) if cls is None else _is_skipped(node, in_comment, cls):
            continue
        if depth > rules.MAX_TREE_DEPTH:
            inline.append(" " + _get_text(node, " ")[: rules.MAX_DEEP_TEXT] + " ")
            continue
        if name == "br":
            flush()
            continue
        if name == "figcaption" and node in state.get("captions", ()):
            continue  # read with its table
        if name == "pre":
            flush()
            b.add("code", _clean_pre(_get_text(node)), 0, state["comment"])
            continue
        if name == "table" and not _is_layout_table(node):
            flush()
            caption = node.find("caption")
            parent = node.getparent()
            if caption is None and parent is not None and parent.tag == "figure":
                caption = parent.find("figcaption")  # "<figure><table>...</table><figcaption>Table 1. L40S"
                if caption is not None:  # the element itself: a proxy kept alive keeps its identity
                    state.setdefault("captions", []).append(caption)
            if caption is not None:  # the table's own title, written before its rows
                b.add("p", _squash(_get_text(caption, " ")), 0, state["comment"])
            state["tables"] += 1
            for cells in _table_rows(node):
                b.add_row(cells, state["comment"], state["tables"])
            continue
        if name == "dl":
            rows = _dl_rows(node, in_comment)
            if rows is not None:
                flush()
                state["tables"] += 1
                for row in rows:
                    b.add_row(row, state["comment"], state["tables"])
                continue
        is_comment = name in rules.COMMENT_TAGS if cls is None else _is_comment(node, cls)
        if b.listed_posts and not is_comment:
            is_comment = node in b.listed_posts
        if name in rules.BLOCK_TAGS or is_comment:
            flush()
            saved: tuple[str, int, int | None, int | None] = (state["kind"], state["level"], state["comment"], None)
            if is_comment and not (comment_stack and comment_stack[-1][1] == depth):
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
        for child in reversed(_children(node)):
            stack.append((child, depth + 1, None))


def _first(root: Any, tag: str, test: Any = None) -> Any:
    """The first element of a tag in document order (optionally passing a test), or None."""
    for el in root.iter(tag):
        if test is None or test(el):
            return el
    return None


def _cap_attributes(text: str) -> str:
    """The page with every start tag cut to its first MAX_TAG_ATTRIBUTES attributes."""
    def cut(m: re.Match[str]) -> str:
        run = m.group(0)
        for n, a in enumerate(rules.TAG_ATTRIBUTE_RE.finditer(run, 1)):
            if n == rules.MAX_TAG_ATTRIBUTES:  # the tag name and the first attributes are kept
                return run[:a.start()]
        return run

    return rules.LONG_TAG_RE.sub(cut, text) if len(text) > 2 * rules.MAX_TAG_ATTRIBUTES else text


def _parse_html(text: str) -> Document:
    """Parse HTML text into a Document."""
    from lxml import etree

    if text.startswith("\ufeff"):
        text = text[1:]
    text = _cap_attributes(text)
    # huge_tree: no depth or text-node caps of libxml2's tree builder (the byte cap is MAX_DOCUMENT_BYTES), as when
    # the parser only streams events.
    parser = etree.HTMLParser(recover=True, huge_tree=True)
    try:
        parser.feed(text)
        root = parser.close()
    except (etree.ParserError, etree.XMLSyntaxError, ValueError, LookupError, RecursionError) as exc:
        raise ExtractError(f"page could not be parsed: {type(exc).__name__}") from None
    b = _Builder()
    if root is None:
        return Document("", [], [], None, None, None)
    tree_top = root.getroottree().getroot()
    title = None
    title_el = _first(tree_top, "title")
    if title_el is not None:
        title = _squash(_get_text(title_el, " ")) or None
    canonical = None
    link = _first(tree_top, "link", lambda el: "canonical" in (el.get("rel") or "").split()
                  or el.get("rel") == "canonical")
    if link is not None and link.get("href"):
        canonical = str(link.get("href"))
    kind_meta = _first(tree_top, "meta", lambda el: el.get("name") == "source-kind")
    source_kind = str(kind_meta.get("content")) if kind_meta is not None and kind_meta.get("content") else None
    if title:
        b.add("title", title, 0, None)
    body = _first(tree_top, "body")
    if any(g in text for g in rules.COMMENT_LIST_GATE):
        b.listed_posts = _listed_posts(tree_top)
    try:
        if body is not None:
            _walk_html(body, 0, b)
        else:
            _walk_html(tree_top, 1, b)
    except RecursionError:
        raise ExtractError("page nesting too deep to extract") from None
    text = b.text()
    return Document(text, _pipe_paragraph_tables(text, b.blocks), b.comments, title, canonical, source_kind)


_COMMENT_LISTS: list[Any] = []  # rules.COMMENT_LIST_XPATH, compiled on first use


def _listed_posts(top: Any) -> set[Any]:
    """The elements right under a blog's comment section, each one post (rules.COMMENT_LIST_XPATH)."""
    if not _COMMENT_LISTS:
        from lxml import etree

        _COMMENT_LISTS.append(etree.XPath(rules.COMMENT_LIST_XPATH))
    sections = [el for el in _COMMENT_LISTS[0](top)
                if el.get("id") == "comments" or not rules.COMMENT_LIST_TOKENS.isdisjoint((el.get("class") or "").split())]
    return {child for section in sections for child in section
            if isinstance(child.tag, str) and child.tag in rules.COMMENT_LIST_ITEM_TAGS}


def _pipe_paragraph_tables(text: str, blocks: list[Block]) -> list[Block]:
    """The blocks with each run of pipe-separated paragraph lines read as a table: a markdown table the page shows
    unrendered ("rate | req/s | out tok/s" then "2 | 1.98 | 1013.8", lines split by <br>). A run is
    rules.PIPE_PARAGRAPH_MIN_LINES lines or more of the same number of cells (three or more), every line after the
    first holding a digit; its first line is the header."""
    if "|" not in text:
        return blocks
    out: list[Block] = []
    tables = max((blk.table for blk in blocks if blk.table is not None), default=0)
    i = 0
    while i < len(blocks):
        blk = blocks[i]
        if blk.kind != "p" or text.count("|", blk.start, blk.end) < 2:  # most blocks
            out.append(blk)
            i += 1
            continue
        run = _pipe_run(text, blocks, i)
        if len(run) < rules.PIPE_PARAGRAPH_MIN_LINES:
            out.append(blocks[i])
            i += 1
            continue
        tables += 1
        for k, (blk, cells) in enumerate(run):
            out.append(Block("row", blk.start, blk.end, cells=cells, comment=blk.comment, table=tables,
                             header_row=k == 0))
        i += len(run)
    return out


def _pipe_run(text: str, blocks: list[Block], i: int) -> list[tuple[Block, list[Cell]]]:
    """The pipe-separated paragraph lines from block i on, each with its cells (see _pipe_paragraph_tables)."""
    run: list[tuple[Block, list[Cell]]] = []
    for blk in blocks[i:]:
        line = text[blk.start:blk.end]
        if blk.kind != "p" or line.count("|") < 2 or (run and blk.comment != run[0][0].comment):
            break
        cells = split_pipes(text, blk.start, blk.end)
        if len(cells) < 3 or (run and (len(cells) != len(run[0][1]) or not rules.DIGIT_RE.search(line))):
            break
        run.append((blk, cells))
    return run


def split_pipes(text: str, start: int, end: int) -> list[Cell]:
    """The cells of the line text[start:end] split at its pipes, with their offsets in text (an outer pipe at either
    end opens or closes no cell; an empty cell between two pipes is kept)."""
    cells: list[Cell] = []
    at = start
    parts = text[start:end].split("|")
    for k, part in enumerate(parts):
        lead = len(part) - len(part.lstrip())
        t = part.strip()
        if t or 0 < k < len(parts) - 1:
            cells.append(Cell(t, at + lead, at + lead + len(t)))
        at += len(part) + 1
    return cells


def split_aligned(text: str, start: int, end: int) -> list[Cell]:
    """The cells of the line text[start:end] where its columns are aligned by spaces: runs of text that two spaces or
    a tab part ("mistral.rs 0.6.0       ~690       61.4"), with their offsets in text."""
    return [Cell(m.group(0), m.start(), m.end()) for m in rules.ALIGNED_CELL_RE.finditer(text, start, end)]


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
            blocks.append(Block("row", start, end, cells=split_pipes(text, start, end), table=table))
            prev_row = True
            continue
        prev_row = False
        kind = "li" if rules.MD_LIST_RE.match(line) else "p"
        blocks.append(Block(kind, start, end))
    if in_fence and fence_start < len(text):
        blocks.append(Block("code", fence_start, len(text)))
    title = next((text[b.start:b.end].lstrip("# ").strip() for b in blocks if b.kind == "heading"), None)
    return Document(text, blocks, [], title, None, None)


def parse_document(raw: bytes, content_type: str | None = None) -> Document:
    """Parse a source's bytes into a Document; hostile input raises ExtractError, never a traceback."""
    if not isinstance(raw, (bytes, bytearray)):
        raise ExtractError("source body is not bytes")
    raw = _as_utf8(bytes(raw), content_type)
    _check_bytes(raw)
    text = _decode(raw, content_type)
    if _is_html(raw, content_type):
        return _parse_html(text)
    text = text.replace("\x00", "").replace("\r\n", "\n").replace("\r", "\n")
    return _parse_plain(text)


def document_text(raw: bytes, content_type: str | None = None) -> str:
    """The extracted text of a source's bytes; provenance quotes index into this string."""
    return parse_document(raw, content_type).text
