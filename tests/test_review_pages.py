"""A run with more drafts than one review page holds: its sections split over review.html, review-2.html, ..."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

import expectations.report as report
from benchrec.cli import main
from expectations.samples import clean_benchmark
from staging.store import Store


class Page(HTMLParser):
    """The links, section ids and script tags of a page."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.hrefs: list[str] = []
        self.sections: list[str] = []
        self.scripts = 0
        self.feed(path.read_text(encoding="utf-8"))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        """Note links, draft sections and scripts."""
        found = dict(attrs)
        self.scripts += tag == "script"
        self.hrefs += [found["href"] or ""] if "href" in found else []
        if tag == "section":
            self.sections.append(found.get("id") or "")


@pytest.mark.parametrize(("drafts", "per_page", "sizes"), [
    (5, 2, [2, 2, 1]),
    (4, 2, [2, 2]),
    (2, 2, [2]),
    (1, 200, [1]),
])
def test_sections_split_over_pages_that_link_each_other(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        capsys: pytest.CaptureFixture[str], drafts: int,
                                                        per_page: int, sizes: list[int]) -> None:
    monkeypatch.setenv("BENCHREC_HOME", str(tmp_path))
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect"))
    monkeypatch.setattr(report, "SECTIONS_PER_PAGE", per_page)
    store = Store(tmp_path)
    base = clean_benchmark(store)
    ids = []
    for i in range(drafts):
        rec = json.loads(json.dumps(base))
        rec.update(id=f"{base['id']}-{i}", title=f"Draft number {i}")
        store.stage(rec)
        ids.append(rec["id"])
    main(["audit", *ids, "--json"])
    doc = json.loads(capsys.readouterr().out)
    folder = Path(doc["report"]).parent
    pages = [folder / report.page_name(k) for k in range(1, len(sizes) + 1)]
    assert pages[0] == Path(doc["report"])
    assert sorted(p.name for p in folder.glob("review*.html")) == sorted(p.name for p in pages)
    parsed = [Page(p) for p in pages]
    assert [len(p.sections) for p in parsed] == sizes
    assert [s for p in parsed for s in p.sections] == [f"draft-{i}" for i in range(drafts)]
    assert all(p.scripts == 0 for p in parsed)
    for path, page in zip(pages, parsed):
        others = {h for h in page.hrefs if re.fullmatch(r"review(-\d+)?\.html", h)}
        assert others == ({q.name for q in pages} - {path.name} if len(pages) > 1 else set())
    first = pages[0].read_text(encoding="utf-8")
    assert 'id="results"' in first and 'id="earlier"' in first
    assert all('id="results"' not in p.read_text(encoding="utf-8") for p in pages[1:])
    latest = Page(tmp_path / "reports" / "latest.html")
    assert len(latest.sections) == sizes[0]
    for href in latest.hrefs:
        if href.endswith(".html"):
            assert (tmp_path / "reports" / href).is_file(), href
