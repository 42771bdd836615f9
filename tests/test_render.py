"""Rendering: the seed fixtures render to their seeds' pages; HTML escapes every source text."""

from __future__ import annotations

import copy
import json
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from benchrec.errors import SchemaError
from staging.render import DRAFT_BANNER, SITE_HEADER, format_value, render_html, render_text

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SEEDS = {"seed_benchmark.json": "000_", "seed_kv.json": "002_"}
XSS = "<script>alert(1)</script>"


def load(name: str) -> dict[str, Any]:
    """A fixture record."""
    return json.loads((FIXTURES / name).read_text(encoding="utf-8"))


def lines(text: str) -> list[str]:
    """The lines of a page."""
    return text.split("\n")


def field(page: str, label: str) -> str:
    """The line after a Fields label."""
    out = lines(page)
    return out[out.index(label) + 1]


class _Text(HTMLParser):
    """Collects text and the names of tags of an HTML page."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def parse(page: str) -> _Text:
    """Parse an HTML page."""
    p = _Text()
    p.feed(page)
    return p


def test_benchmark_fixture_renders_the_seed_fields() -> None:
    rec = load("seed_benchmark.json")
    page = render_text(rec)
    out = lines(page)
    assert out[0] == SITE_HEADER
    assert out[1] == "draftmedium · 0.80updated 2026-10-04"
    assert rec["title"] in out
    assert f"6853.0 {rec['unit_text']}" in out
    assert DRAFT_BANNER in out
    assert field(page, "Value") == "6,853"
    assert field(page, "Metric") == "prefill_tok_s"
    assert field(page, "Unit") == rec["unit_text"]
    assert field(page, "Model") == "DeepSeek-V4.1-Flash (V4.1 vision path, MXFP4 experts)"
    assert field(page, "Methodology") == rec["methodology"]
    assert field(page, "Measured by") == "third_party"
    assert field(page, "Reproducible") == "yes"
    assert field(page, "notes") == rec["notes"]
    for heading, ident in [("Accelerators (1)", "nvidia-rtx-pro-6000-blackwell"), ("Engine (1)", "sglang"),
                           ("Interconnect (1)", "pcie-gen5")]:
        assert out[out.index(heading) + 1] == ident
    assert "kv-efficiency/sglang-dsv41-fp8kv-128k-cold-prefill (companion)" in out


def test_kv_fixture_renders_the_seed_fields() -> None:
    rec = load("seed_kv.json")
    page = render_text(rec)
    assert field(page, "id") == "kv-efficiency/sglang-dsv41-fp8kv-128k-cold-prefill"
    assert field(page, "Model") == "DeepSeek-V4.1-Flash (MXFP4 experts, 1M context enabled)"
    assert field(page, "KV bytes basis") == rec["kv_bytes_basis"]
    assert field(page, "Methodology") == rec["methodology"]
    assert field(page, "notes") == rec["notes"]
    assert "35,136 B/token KV cache (fp8_e4m3, mla)" in lines(page)


@pytest.mark.parametrize("fixture, prefix", SEEDS.items())
def test_rendered_page_contains_every_seed_line_in_order(shared_dir: Path, fixture: str, prefix: str) -> None:
    (seed_file,) = sorted((shared_dir / "seeds").glob(f"{prefix}*.txt"))
    seed = [ln for ln in seed_file.read_text(encoding="utf-8").split("\n") if ln]
    out = lines(render_text(load(fixture)))
    i = 0
    for line in seed:
        while i < len(out) and out[i] != line:
            i += 1
        assert i < len(out), f"seed line not rendered in order: {line[:80]!r}"
        i += 1


def test_non_draft_has_no_banner() -> None:
    rec = load("seed_benchmark.json")
    rec["status"] = "published"
    page = render_text(rec)
    assert DRAFT_BANNER not in page and lines(page)[1].startswith("publishedmedium")


@pytest.mark.parametrize(
    "value, shown", [(6853, "6,853"), (24022.63, "24,022.63"), (52300.0, "52,300"), (2.5, "2.5"), (None, "(not given)"),
                     (10**21, "1,000,000,000,000,000,000,000"), (1e21, "1,000,000,000,000,000,000,000"), (10**400, f"{10**400:,}")]
)
def test_format_value(value: Any, shown: str) -> None:
    assert format_value(value) == shown


def test_sparse_record_renders_without_error() -> None:
    from extractors.record import new_benchmark, new_kv_efficiency

    for rec in (new_benchmark(), new_kv_efficiency()):
        assert "(not given)" in render_text(rec)
        assert render_html(rec).startswith("<!DOCTYPE html>")


@pytest.mark.parametrize("fixture", list(SEEDS))
def test_html_page_is_standalone_and_carries_the_fields(fixture: str) -> None:
    rec = load(fixture)
    page = render_html(rec)
    parsed = parse(page)
    assert "script" not in parsed.tags and "<script" not in page.lower()
    text = "".join(parsed.text)
    for key in ("id", "methodology", "notes"):
        assert rec[key] in text
    assert DRAFT_BANNER in text


def test_html_escapes_source_text() -> None:
    rec = load("seed_benchmark.json")
    for path in ("title", "notes", "methodology", "unit_text"):
        rec[path] = f"{path} {XSS} & \"quoted\""
    rec["model"] = dict(rec["model"], variant=XSS)
    rec["links"] = [{"rel": XSS, "id": XSS}]
    page = render_html(copy.deepcopy(rec))
    assert XSS not in page and "<script" not in page.lower()
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    parsed = parse(page)
    assert "script" not in parsed.tags
    assert f"title {XSS} & \"quoted\"" in "".join(parsed.text)


# Hand-edited records whose fields the page cannot read (each raised TypeError, AttributeError or OverflowError).
UNREADABLE = [
    ("seed_benchmark.json", "engine", 1.5, "engine: 1.5 is not of type 'object'"),
    ("seed_benchmark.json", "links", 1.5, "links: 1.5 is not of type 'array'"),
    ("seed_kv.json", "hardware", ["H100"], "hardware: ['H100'] is not of type 'object'"),
]


@pytest.mark.parametrize("fixture, field_name, value, reason", UNREADABLE)
def test_an_unreadable_record_is_one_schema_error(fixture: str, field_name: str, value: Any, reason: str) -> None:
    rec = load(fixture)
    rec[field_name] = value
    for render in (render_text, render_html):
        with pytest.raises(SchemaError) as info:
            render(copy.deepcopy(rec))
        message = str(info.value)
        assert message.startswith(f"cannot render {rec['id']}: {reason}") and "\n" not in message


def test_a_record_with_numbers_beyond_floats_renders() -> None:
    rec = load("seed_kv.json")
    rec["kv_bytes_per_token"] = 10**400
    assert f"{10**400:,} B/token KV cache" in render_text(rec)


def test_render_command_on_a_hand_broken_file_is_one_line(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    rec = load("seed_benchmark.json")
    rec["engine"] = 1.5
    path = tmp_path / "broken.json"
    path.write_text(json.dumps(rec), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "benchrec.cli", "render", str(path)], capture_output=True, text=True,
                         timeout=120, env=dict(os.environ, BENCHREC_HOME=str(tmp_path / "home")))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.splitlines() == [f"benchrec: cannot render {rec['id']}: engine: 1.5 is not of type 'object' "
                                       "(type); `benchrec audit` lists every failure"]
