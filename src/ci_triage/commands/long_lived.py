"""Load what lives until the process exits without running the cyclic garbage collector over it.

Start-up makes many objects that all live to the end: modules, classes, the command line's parser,
compiled patterns, the skills and their signals. The collector, triggered by allocations, traverses
them again and again while they are made, and once more over everything at exit, and never frees
one. Loading them with the collector off and then moving them to its permanent generation
(``gc.freeze``: later collections, and the one at exit, skip them) saves a small log's triage about
5 % of its instructions (callgrind: 609 M -> 583 M, ``benchmarks/README.md``). The collector runs
as usual for everything made afterwards (the analysis of the log).
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def long_lived() -> Iterator[None]:
    """Run the block with the collector off, then freeze every object tracked so far and turn the
    collector back on (also when the block raises). Nesting is not supported: the inner block
    would turn the collector on for the rest of the outer one."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        if enabled:
            gc.enable()
