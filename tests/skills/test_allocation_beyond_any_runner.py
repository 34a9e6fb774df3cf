"""A MemoryError for one allocation far beyond a runner's memory is advised as a bug, not a limit.

Real output (tests/fixtures/s27-misc/README.md): ``np.zeros((2**40,))`` under numpy 1.26.4
(``numpy.core._exceptions._ArrayMemoryError: Unable to allocate 8.00 TiB …``) and numpy 2.4.6
(``numpy._core._exceptions…``), and ``np.zeros((3_000_000_000,))`` under ``ulimit -v`` (22.4 GiB,
more than a standard runner has, but a size a larger one may hold). Before, the traceback's final
line was not read at all (a private class name, ``_ArrayMemoryError``): "no traceback" advice.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-misc"


@pytest.mark.parametrize("log", ["numpy1-allocate-8tib.gha.log", "numpy2-allocate-8tib.gha.log"])
def test_an_allocation_of_terabytes_is_advised_as_a_wrong_size(analyser, log: str) -> None:
    report, _ = triage_path(str(FIXTURES / log), analyser, 2000)
    assert report.category == "out-of-memory"
    advice = next_step(report)
    assert "bug in the code" in advice
    assert "shape" in advice
    assert "larger runner." not in advice


def test_an_allocation_a_larger_runner_may_hold_keeps_the_memory_advice(analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "numpy2-allocate-22gib.gha.log"), analyser, 2000)
    assert report.category == "out-of-memory"
    advice = next_step(report)
    assert advice.startswith("An allocation of 22.4 GiB was refused: ")
    assert advice.endswith("reduce parallelism or use a larger runner.")  # no cap in `python small.py`
