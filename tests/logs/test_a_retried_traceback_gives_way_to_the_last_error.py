"""A traceback printed at each retry gives way to the different error that ended the run.

``tests/fixtures/s25-pytest/python-retried-traceback.gha.log`` (real Python 3.11.7 output): a
download retried three times prints the same ``ConnectionResetError`` traceback three times
(``traceback.print_exc()``), then the program dies of ``KeyError: 'latest'`` on the empty answer.
The verdict had been infrastructure/network/flaky, quoting the first retried traceback; the
program survived those, and the last error ended the run. ``pytest-retried-traceback.gha.log``
(pytest 9.2.0) is the same retry inside a test: the tracebacks are its captured output, below the
``AssertionError`` the test failed with, and had held the test failure to 0.60. A program that lets
the retried exception itself end it (nothing printed after the last one) still fails of it.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s25-pytest"
SCRIPT = FIXTURES / "python-retried-traceback.gha.log"
PYTEST = FIXTURES / "pytest-retried-traceback.gha.log"


def test_the_error_that_ended_the_program_decides_and_is_quoted(tmp_path: Path) -> None:
    report, _ = triage_path(str(SCRIPT), Analyser.load(), 2000)
    assert report.category == "runtime error"
    assert report.summary.endswith("KeyError: 'latest'")
    network = [other for other in report.competing if other.category == "infrastructure/network/flaky"]
    assert all(other.strength < 0.3 for other in network)
    # without the final KeyError traceback, the last ConnectionResetError ended the program
    kept = SCRIPT.read_text(encoding="utf-8").splitlines(keepends=True)
    final = next(n for n, line in enumerate(kept) if line.endswith("KeyError: 'latest'\n"))
    start = max(n for n, line in enumerate(kept[:final]) if "Traceback (most recent call last):" in line)
    path = tmp_path / "raised.log"
    path.write_text("".join(kept[:start] + kept[final + 1 :]), encoding="utf-8")
    raised, _ = triage_path(str(path), Analyser.load(), 2000)
    assert raised.category == "infrastructure/network/flaky"
    assert "ConnectionResetError" in raised.summary


def test_the_retried_tracebacks_in_a_tests_output_are_no_close_rival() -> None:
    report, _ = triage_path(str(PYTEST), Analyser.load(), 2000)
    assert report.category == "test failure"
    assert report.confidence >= CONFIDENT
