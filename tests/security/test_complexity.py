"""Triage time grows linearly with line length and with line count (issue 13): CPU time per byte
stays flat when the input grows fourfold. Ratios of CPU times in one run, never absolute times.
The long lines are crafted against the patterns that were quadratic (many starts of a
``name=value`` secret, of a URL scheme, of a high-entropy run) and a real pytest progress line."""

from __future__ import annotations

import time

import pytest

from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

UNITS = {
    "assignment-starts": "x.passwordpassword-",
    "url-schemes": "a://b:",
    "entropy-run": "Zx8Kq2Lm9Pw4Rt7Y",
    "pytest-progress": "....s...F..x",
}


def _cpu_per_byte(path, analyser, repeats: int = 2) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.process_time()
        with open_log_source(str(path)) as source:
            triage_source(source, analyser, budget=2000)
        best = min(best, time.process_time() - started)
    return best / path.stat().st_size


def _log(path, body: str) -> None:
    path.write_text(f"##[group]Run pytest\n{body}\nE   assert 1 == 2\n##[error]Process completed with exit code 1.\n")


@pytest.mark.parametrize("unit", UNITS.values(), ids=UNITS.keys())
def test_time_per_byte_is_flat_as_one_line_grows_fourfold(tmp_path, analyser, unit):
    small, large = tmp_path / "small.log", tmp_path / "large.log"
    line = unit * (40_000 // len(unit))
    _log(small, line)
    _log(large, line * 4)
    assert _cpu_per_byte(large, analyser) < 2.5 * _cpu_per_byte(small, analyser)


def test_time_per_byte_is_flat_as_the_line_count_grows_fourfold(tmp_path, analyser):
    lines = [
        f"tests/test_mod_{n}.py::test_case_{n} PASSED password={n:08d}abc key=Zx8Kq2Lm9Pw4Rt7Y{n}" for n in range(6000)
    ]
    small, large = tmp_path / "small.log", tmp_path / "large.log"
    _log(small, "\n".join(lines[:1500]))
    _log(large, "\n".join(lines))
    assert _cpu_per_byte(large, analyser) < 2.5 * _cpu_per_byte(small, analyser)
