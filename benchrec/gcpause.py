"""Control of the cyclic garbage collector: paused over one bounded step (a page's extraction, an audit step),
long-lived objects set aside over a batch."""

from __future__ import annotations

import gc
import threading
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def paused_gc() -> Iterator[None]:
    """No cyclic collections inside the block (restored after, nested blocks included).

    An audit allocates millions of acyclic objects (rows, columns, GX metrics) next to the records it reads; each
    full collection would walk every one of those records. A page's extraction allocates tens of thousands of small
    dicts, lists and candidates, and the young-generation passes they trigger find nothing to free. Reference
    counting still frees everything acyclic, and the few cycles left are collected once the collector runs again.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


_frozen_users = 0
_frozen_guard = threading.Lock()


@contextmanager
def frozen_heap() -> Iterator[None]:
    """Within the block, the objects that exist at its start are left out of the collector's passes.

    A batch runs in a process that already holds hundreds of thousands of long-lived objects (Prefect, GX, pandas
    and their modules); each full collection during the batch would walk all of them again (about 0.3 s apiece,
    three or four a batch of 200 sources). Nothing is lost: the objects are handed back to the collector when the
    last such block ends, so garbage among them is collected then. Blocks may overlap (threads of one process).
    """
    global _frozen_users
    with _frozen_guard:
        _frozen_users += 1
        gc.freeze()
    try:
        yield
    finally:
        with _frozen_guard:
            _frozen_users -= 1
            if _frozen_users == 0:
                gc.unfreeze()
