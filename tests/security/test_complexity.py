"""Triage time grows linearly with line length and with line count (issue 13): CPU time per byte
stays flat when the input grows fourfold. Ratios of CPU times in one run, never absolute times.
The long lines are crafted against the patterns that were quadratic (many starts of a
``name=value`` secret, of a URL scheme, of a high-entropy run) and a real pytest progress line."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.cpu_growth import per_unit_growth

from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

UNITS = {
    "assignment-starts": "x.passwordpassword-",
    "url-schemes": "a://b:",
    "entropy-run": "Zx8Kq2Lm9Pw4Rt7Y",
    "pytest-progress": "....s...F..x",
}


pytestmark = pytest.mark.complexity


def _growth(small: Path, large: Path, analyser) -> float:
    """How many times the triage's CPU time per byte grew from ``small`` to ``large``."""

    def triaged(path: Path) -> None:
        with open_log_source(str(path)) as source:
            triage_source(source, analyser, budget=2000)

    factor = large.stat().st_size / small.stat().st_size
    return per_unit_growth(lambda: triaged(small), lambda: triaged(large), factor, runs=2)


def _log(path, body: str) -> None:
    path.write_text(f"##[group]Run pytest\n{body}\nE   assert 1 == 2\n##[error]Process completed with exit code 1.\n")


@pytest.mark.parametrize("unit", UNITS.values(), ids=UNITS.keys())
def test_time_per_byte_is_flat_as_one_line_grows_fourfold(tmp_path, analyser, unit):
    small, large = tmp_path / "small.log", tmp_path / "large.log"
    line = unit * (40_000 // len(unit))
    _log(small, line)
    _log(large, line * 4)
    assert _growth(small, large, analyser) < 2.5


def test_time_per_byte_is_flat_as_the_line_count_grows_fourfold(tmp_path, analyser):
    lines = [
        f"tests/test_mod_{n}.py::test_case_{n} PASSED password={n:08d}abc key=Zx8Kq2Lm9Pw4Rt7Y{n}" for n in range(6000)
    ]
    small, large = tmp_path / "small.log", tmp_path / "large.log"
    _log(small, "\n".join(lines[:1500]))
    _log(large, "\n".join(lines))
    assert _growth(small, large, analyser) < 2.5
