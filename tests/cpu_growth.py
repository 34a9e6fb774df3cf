"""Complexity checks: how much the CPU time of some work grows when its input grows.

A check measures the same work on an input and on one ``factor`` times larger and asserts that the
CPU time per unit of input grew by less than a bound (linear time reads about 1, quadratic about
``factor``). CPU time, not wall time, and the best of several runs of each size, taken in turns
(small, large, small, large, …) so that a stretch of a busy shared machine slows both sizes alike.

Two test workers sharing two cores still make CPU time noisy (a per-byte ratio of 2.11 against a
bound of 2.0, measured on a linear shape, in a CI run under ``pytest -n auto``): a test that calls
these functions is marked ``complexity`` and runs in its own ``pytest -m complexity`` pass on one
process, after the rest (README's test command). Calling them from a test without the mark raises
:class:`UnmarkedComplexityCheck` (``tests/conftest.py`` says which test is running).
"""

from __future__ import annotations

import time
from collections.abc import Callable

MARKER = "complexity"
RUNS = 3


class UnmarkedComplexityCheck(RuntimeError):
    """CPU time measured in a test without the ``complexity`` mark (it would run beside another worker)."""


measuring_allowed = False
"""Whether the running test carries the ``complexity`` mark; set by ``tests/conftest.py`` for each test."""


def _cpu_seconds_of(work: Callable[[], object]) -> float:
    if not measuring_allowed:
        raise UnmarkedComplexityCheck(f"mark the test @pytest.mark.{MARKER}: it measures CPU time")
    start = time.process_time()
    work()
    return time.process_time() - start


def per_unit_growth(small: Callable[[], object], large: Callable[[], object], factor: float, runs: int = RUNS) -> float:
    """How many times the CPU time per unit of input grew from ``small`` to ``large``.

    ``large`` does the same work as ``small`` on ``factor`` times the input (``factor`` 1: the same
    time is expected, e.g. past a cap on what is read). Each is run ``runs`` times, in turns; the
    result is ``(best(large) / factor) / best(small)``, about 1 for linear work and ``factor`` for
    quadratic. A ``small`` too quick for the clock counts as one nanosecond.
    """
    small_best = large_best = float("inf")
    for _ in range(runs):
        small_best = min(small_best, _cpu_seconds_of(small))
        large_best = min(large_best, _cpu_seconds_of(large))
    return (large_best / factor) / max(small_best, 1e-9)
