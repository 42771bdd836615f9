"""Search a pattern only where its anchor words let a match begin: the same leftmost match as a plain search, without
running the pattern at every position of a long text that holds none of its words."""

from __future__ import annotations

import re

#: (a word every match of one alternative holds, lower-cased; how many characters after the match's start the word
#: can come; an article that may come before the match, with white space between, lower-cased, or "").
Anchor = tuple[str, tuple[int, ...], str]


def anchored_search(rx: re.Pattern[str], text: str, pos: int, end: int, anchors: tuple[Anchor, ...],
                    folded: str | None) -> re.Match[str] | None:
    """rx.search(text, pos, end), trying rx only at the starts its anchors allow (every match of rx must hold one
    anchor word at one of its offsets); folded is content.fold(text), and without it the text is searched plainly."""
    if folded is None:
        return rx.search(text, pos, end)
    end = min(end, len(text))
    starts: set[int] = set()
    for word, offsets, article in anchors:
        at = folded.find(word, pos, end)
        while at >= 0:
            starts.update(at - off for off in offsets if at - off >= pos)
            if article:
                ws = at
                while ws > pos and folded[ws - 1].isspace():  # the regex engine's \s is str.isspace
                    ws -= 1
                if pos + len(article) <= ws < at and folded.startswith(article, ws - len(article)):
                    starts.add(ws - len(article))
            at = folded.find(word, at + 1, end)
    for start in sorted(starts):
        m = rx.match(text, start, end)
        if m is not None:
            return m
    return None
