"""Output safety: hostile text from a 127.0.0.1 write-up never reaches the review page, Data Docs or the record page
as markup; record ids and snapshot names never leave their folders."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from benchrec.cli import main
from benchrec.errors import StoreError
from benchrec.options import Options
from staging.ids import record_path
from staging.render import render_html
from staging.snapshots import SnapshotStore
from staging.store import Store
from tests.net_servers import Server, respond
from tests.reliability.conftest import Counters, scale

MARK = "pwn4711"
HOSTILE_PAGE = f"""<!DOCTYPE html><html><head><title>vLLM &lt;script&gt;{MARK}()&lt;/script&gt; on 8x H100</title></head>
<body><article><h1>vLLM 0.6.3 &lt;img src=x onerror={MARK}()&gt; results</h1>
<p>We served Llama-3.1-70B-Instruct with vLLM 0.6.3 on 8x H100 SXM (driver 550.54, CUDA 12.4), tensor parallel 8.
Output throughput was 1842.5 tok/s &lt;script&gt;{MARK}()&lt;/script&gt; at concurrency 64 with 1024 input and 1024 output tokens
"&gt;&lt;a href="javascript:{MARK}()"&gt;click&lt;/a&gt; and '&lt;svg onload={MARK}()&gt;'.</p>
<p>TTFT p50 was 212.4 ms &lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;script&gt;{MARK}(1)&lt;/script&gt; measured with bench_serving.</p>
<script>{MARK}("live script in the source")</script>
<a href="javascript:{MARK}()" onclick="{MARK}()">a live link in the source</a>
</article></body></html>""".encode()


class _Markup(HTMLParser):
    """Collects what a browser would treat as markup: tags, attributes, script bodies."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.attrs: list[tuple[str, str, str]] = []
        self.scripts: list[str] = []
        self._in_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.attrs += [(tag, k, v or "") for k, v in attrs]
        self._in_script = tag == "script"

    def handle_endtag(self, tag: str) -> None:
        self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.scripts.append(data)


def assert_inert(page: str, where: str) -> None:
    """The marker may appear as text only: in no tag, attribute, URL or script of the page."""
    parser = _Markup()
    parser.feed(page)
    assert not [a for a in parser.attrs if MARK in a[2] or MARK in a[1]], f"{where}: marker inside an attribute"
    assert not [s for s in parser.scripts if MARK in s], f"{where}: marker inside a script"
    for raw in (f"<script>{MARK}", f"<img src=x onerror={MARK}", f"<svg onload={MARK}", f'href="javascript:{MARK}'):
        assert raw not in page, f"{where}: unescaped {raw!r}"


def test_hostile_writeup_served_locally_is_escaped_in_every_page(home: Path, counters: Counters,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    with Server() as srv:
        srv.route("/post", respond(200, HOSTILE_PAGE, {"Content-Type": "text/html; charset=utf-8"}))
        monkeypatch.setenv("BENCHREC_ALLOWED_HOSTS", srv.hostport)
        assert main(["ingest", srv.url("/post"), "--json"]) in (0, 1)
    drafts = json.loads(capsys.readouterr().out)["drafts"]
    assert drafts, "the hostile page gave no record: the test would prove nothing"
    store = Store(home)
    records = store.records()
    in_records = any(MARK in json.dumps(r) for r in records)
    assert main(["audit", "--all", "--json"]) in (0, 1)
    doc = json.loads(capsys.readouterr().out)
    pages = [Path(doc["report"])] + sorted(Path(doc["data_docs"]).parent.rglob("*.html")) if doc.get("data_docs") \
        else [Path(doc["report"])]
    checked = 0
    for page in pages:
        text = page.read_text(encoding="utf-8", errors="replace")
        assert_inert(text, str(page))
        checked += 1
    review_page = Path(doc["report"]).read_text(encoding="utf-8")
    assert in_records or MARK in review_page, "hostile text reached neither a record nor the review page"
    for rec in store.records():
        assert_inert(render_html(rec), f"render_html {rec['id']}")
        checked += 1
        assert main(["render", rec["id"], "--html"]) == 0
        assert_inert(capsys.readouterr().out, f"benchrec render --html {rec['id']}")
    counters.add("output_safety.pages_checked", checked)


IDS = st.lists(st.sampled_from(list("abz09.-/\\~%:\x00 \u2215\u2024") + ["..", "../", "%2e%2e", "benchmarks/",
                                                                          "kv-efficiency/", "/etc/passwd"]),
               max_size=20).map("".join)


@settings(max_examples=scale(200, 2000), deadline=None, database=None)
@given(record_id=IDS | st.text(max_size=40))
def test_record_ids_never_leave_their_folder(tmp_path_factory: pytest.TempPathFactory, record_id: str) -> None:
    root = Path("/tmp/benchrec-ids-root/drafts")
    try:
        path = record_path(root, record_id)
    except StoreError as exc:
        assert "\n" not in str(exc)
        return
    assert root.resolve() in path.parents and path.suffix == ".json"


@settings(max_examples=scale(200, 2000), deadline=None, database=None)
@given(name=IDS | st.text(max_size=70) | st.just("a" * 64 + "/../../x"))
def test_snapshot_names_never_leave_their_folder(name: str) -> None:
    snaps = SnapshotStore(Path("/tmp/benchrec-snap-root"))
    try:
        path = snaps.path(name)
    except StoreError:
        return
    assert snaps.root in path.parents and path.name == name and len(name) == 64


@pytest.mark.parametrize("argv", [
    ["render", "../../../etc/passwd"], ["render", "benchmarks/../../x"], ["promote", "benchmarks/../../../x"],
    ["review", "approve", "../x", "--reviewer", "r"], ["audit", "kv-efficiency/..%2f..%2fx"],
])
def test_cli_refuses_ids_that_leave_the_store(home: Path, argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("benchrec: ") and "internal error" not in err


def test_a_record_naming_an_outside_snapshot_is_refused_not_read(home: Path) -> None:
    """A hand-edited record whose source sha256 is a path: promotion refuses it and nothing outside is read."""
    from extractors.record import new_benchmark
    from staging.review import gate_failures

    store = Store(Options(home=home).home)
    rec = new_benchmark()
    rec["id"] = "benchmarks/outside-snapshot"
    rec["provenance"] = {"sources": [{"sha256": "../../../../etc/passwd", "kind": "writeup"}], "fields": {}}
    store.stage(rec)
    reasons = gate_failures(store.get(rec["id"]), store)
    assert any("missing or altered" in r for r in reasons)
