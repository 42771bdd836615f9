"""Extraction throughput: parse_document + extract_writeup against bare lxml, BeautifulSoup (lxml) and trafilatura."""

from __future__ import annotations

import gc
import sys
import time
import warnings
from pathlib import Path
from typing import Any, Callable, Iterable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.corpus import Page, generate_corpus, large_page  # noqa: E402

SOURCE_URL = "https://example-blog.test/posts/bench"
CONTENT_TYPE = "text/html; charset=utf-8"


def run_extract(raw: bytes) -> int:
    """What benchrec does with one write-up's bytes: the Document, then its draft records; the record count."""
    from extractors.content import parse_document
    from extractors.writeup import extract_writeup

    return len(extract_writeup(parse_document(raw, CONTENT_TYPE), 0, SOURCE_URL))


def run_bs4(raw: bytes) -> int:
    """The BeautifulSoup tree with the lxml builder (the cost the extraction is measured against)."""
    from bs4 import BeautifulSoup

    return len(BeautifulSoup(raw, "lxml").contents)


def run_lxml(raw: bytes) -> int:
    """A bare lxml.html parse: the floor of any tree-based extraction."""
    import lxml.html

    return len(lxml.html.document_fromstring(raw))


def run_trafilatura(raw: bytes) -> int:
    """trafilatura's main-text extraction with tables, the peer a user might reach for."""
    import trafilatura

    return len(trafilatura.extract(raw, include_tables=True) or "")


#: Figures (table rows, and as many prose figures) of the small and the large page of measure_large.
LARGE_SIZES = (1000, 4000)

RUNNERS: dict[str, Callable[[bytes], int]] = {"extract": run_extract, "bs4": run_bs4, "lxml": run_lxml,
                                              "trafilatura": run_trafilatura}


def time_interleaved(pages: list[Page], runners: tuple[str, ...]) -> tuple[dict[str, list[float]], dict[str, int]]:
    """Seconds per page of every runner, the runners taking turns on each page so that a change of machine load
    during the run weighs on all of them alike; and the sum of what each returned."""
    times: dict[str, list[float]] = {name: [] for name in runners}
    counts: dict[str, int] = {name: 0 for name in runners}
    gc.collect()
    for page in pages:
        for name in runners:
            fn = RUNNERS[name]
            t0 = time.perf_counter()
            counts[name] += fn(page.raw)
            times[name].append(time.perf_counter() - t0)
    return times, counts


def _rate(times: list[float]) -> float | None:
    """Pages per second over a list of per-page times."""
    total = sum(times)
    return round(len(times) / total, 2) if times and total > 0 else None


def measure(pages: list[Page], runners: Iterable[str] = tuple(RUNNERS)) -> dict[str, Any]:
    """Pages per second of each runner on the same bytes, overall and on the pages under 50 KB, plus the ratio."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # trafilatura and bs4 may warn about odd markup; speed is what is measured
        return _measure(pages, tuple(runners))


def _measure(pages: list[Page], runners: tuple[str, ...]) -> dict[str, Any]:
    """measure() with warnings silenced."""
    for name in runners:  # warm-up: imports, compiled patterns, the catalog
        RUNNERS[name](pages[0].raw)
    small = [i for i, p in enumerate(pages) if p.small]
    times, counts = time_interleaved(pages, runners)
    out: dict[str, Any] = {"pages": len(pages), "small_pages": len(small),
                           "corpus_mb": round(sum(len(p.raw) for p in pages) / 1e6, 2)}
    for name, ts in times.items():
        out[f"{name}_pages_per_s"] = _rate(ts)
        out[f"{name}_small_pages_per_s"] = _rate([ts[i] for i in small])
        out[f"{name}_s"] = round(sum(ts), 3)
    if "extract" in counts:
        out["extract_records"] = counts["extract"]
    if "extract" in times and "bs4" in times:
        out["extract_vs_bs4_ratio"] = round(sum(times["extract"]) / sum(times["bs4"]), 3)
        out["extract_vs_bs4_small_ratio"] = round(sum(times["extract"][i] for i in small)
                                                  / max(sum(times["bs4"][i] for i in small), 1e-9), 3)
    return out


def measure_large(sizes: tuple[int, int] = LARGE_SIZES) -> dict[str, Any]:
    """Extraction of one large page at each size (seconds, records), and the cost per figure of the larger page
    against the smaller one: 1.0 is linear, 4.0 would be quadratic for pages four times the size."""
    times: dict[str, float] = {}
    records: dict[str, int] = {}
    run_extract(large_page(10))  # warm-up
    for n in sizes:
        raw = large_page(n)
        gc.collect()
        t0 = time.perf_counter()
        records[str(n)] = run_extract(raw)
        times[str(n)] = round(time.perf_counter() - t0, 3)
    small, big = sizes
    per_small, per_big = times[str(small)] / small, times[str(big)] / big
    return {"extract_large_page_s": times, "extract_large_page_records": records,
            "extract_large_page_scaling": round(per_big / per_small, 3) if per_small > 0 else None}


def main(n: int = 1000) -> dict[str, Any]:
    """Measure on n generated pages and print the figures."""
    res = measure(generate_corpus(n))
    for k, v in res.items():
        print(f"{k:32} {v}")
    return res


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
