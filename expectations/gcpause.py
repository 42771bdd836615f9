"""Pause the cyclic garbage collector over one bounded audit step."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic collections inside the block (restored after, nested blocks included).

    An audit allocates millions of acyclic objects (rows, columns, GX metrics) next to the records it reads; each
    full collection would walk every one of those records. Reference counting still frees everything acyclic, and
    the few cycles GX leaves are collected once the collector runs again.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
