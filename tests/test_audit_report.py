"""The review page in a real headless Chromium: tables render, no script errors, source text stays text."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
from pathlib import Path

import pytest

from benchrec.cli import main
from expectations.samples import clean_benchmark
from staging.store import Store

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
HOSTILE = '<script>window.__pwned = 1; document.title = "pwned"</script><img src=x onerror="window.__pwned=2">'
FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--window-size=1280,2000")


def _need_browser() -> None:
    """Skip with a reason where no chromium exists, except in CI where that is a failure."""
    if Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists():
        return
    if os.environ.get("CI"):
        pytest.fail("chromium/chromedriver missing in CI: .ci/run installs them")
    pytest.skip(f"no headless browser: {CHROMIUM} or {CHROMEDRIVER} is absent")


@pytest.fixture()
def report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> dict:
    """`benchrec audit --all --json` over a store with a hostile title and notes, and a changed record."""
    monkeypatch.setenv("BENCHREC_HOME", str(tmp_path))
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect"))
    store = Store(tmp_path)
    rec = clean_benchmark(store)
    store.stage(rec)
    changed = json.loads(json.dumps(rec))
    changed.update(title="Prefill " + HOSTILE, notes="Notes " + HOSTILE, unit="ms")
    store.stage(changed)
    assert main(["audit", "--all", "--json"]) == 1
    return json.loads(capsys.readouterr().out)


def test_page_escapes_source_text(report: dict) -> None:
    """No source text reaches the page as markup."""
    html = Path(report["report"]).read_text()
    assert "<script>" not in html and "&lt;script&gt;window.__pwned" in html
    assert "onerror=" not in html.replace("onerror=&quot;", "")


@pytest.mark.browser
def test_page_in_headless_chromium(report: dict) -> None:
    """Chromium renders the tables, logs no script error, and shows the hostile title as text."""
    _need_browser()
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    profile = tempfile.mkdtemp(prefix="benchrec-chromium-")
    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for flag in FLAGS + (f"--user-data-dir={profile}",):
        opts.add_argument(flag)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=opts)
    try:
        driver.get(Path(report["report"]).resolve().as_uri())
        tables = {t.get_attribute("id") for t in driver.find_elements(By.TAG_NAME, "table")}
        assert {"results", "failures-0", "evidence-0", "diff-0"} <= tables
        assert driver.execute_script("return window.__pwned === undefined")
        assert driver.title.startswith("benchrec audit")
        heading = driver.find_element(By.CSS_SELECTOR, "section.draft h2").text
        assert heading.startswith("Prefill <script>window.__pwned = 1;")
        diff = driver.find_element(By.ID, "diff-0").text
        assert "title" in diff and "unit" in diff
        assert "12,400 tok/s" in driver.find_element(By.ID, "evidence-0").text
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        assert errors == []
        driver.save_screenshot(os.path.join(tempfile.gettempdir(), "benchrec-review-page.png"))
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def test_a_run_shows_its_own_drafts_and_lists_the_others(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """The page costs what the run audited: its drafts in full, earlier drafts one escaped row with a link."""
    from html.parser import HTMLParser

    monkeypatch.setenv("BENCHREC_HOME", str(tmp_path))
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect"))
    store = Store(tmp_path)
    first = clean_benchmark(store)
    first.update(title="First " + HOSTILE)
    store.stage(first)
    main(["audit", first["id"], "--json"])
    run1 = json.loads(capsys.readouterr().out)
    second = json.loads(json.dumps(first))
    second.update(id=first["id"] + "-b", title="Second draft")
    store.stage(second)
    main(["audit", second["id"], "--json"])
    run2 = json.loads(capsys.readouterr().out)
    page = Path(run2["report"]).read_text(encoding="utf-8")
    assert page.count('<section class="draft"') == 1 and "Second draft</h2>" in page
    assert f'href="../{run1["run_id"]}/review.html"' in page and HOSTILE not in page

    class Links(HTMLParser):
        """Hrefs and script tags of the page."""

        def __init__(self) -> None:
            super().__init__()
            self.hrefs: list[str] = []
            self.scripts = 0

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            self.scripts += tag == "script"
            self.hrefs += [v or "" for k, v in attrs if k == "href"]

    parsed = Links()
    parsed.feed(page)
    assert parsed.scripts == 0
    assert all((Path(run2["report"]).parent / h).resolve().is_file() for h in parsed.hrefs if h.endswith(".html"))
    latest = (tmp_path / "reports" / "latest.html").read_text(encoding="utf-8")
    assert f'href="{run1["run_id"]}/review.html"' in latest
