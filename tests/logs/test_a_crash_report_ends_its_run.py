"""A crash report's own last line ends the run: a plain log ending there is not cut short (trial 129 F5).

An uncaught Python exception's last traceback line (``RecursionError: maximum recursion depth
exceeded``), AddressSanitizer's ``==N==ABORTING`` and UndefinedBehaviorSanitizer's ``runtime error:``
under ``-fno-sanitize-recover`` are what the program prints as it ends: no "no exit marker" warning,
no × 0.75. The same log cut before that line keeps both.

Fixtures: ``tests/fixtures/t129-crash/README.md`` (Python 3.11.7, gcc 12.2.0, run here).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import NO_EXIT_MARKER

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "t129-crash"

ENDINGS = ["python-recursion.log", "asan-heap-overflow.log", "ubsan-overflow.log"]


def _discounted(report: dict) -> bool:
    warned = any(NO_EXIT_MARKER in warning for warning in report["warnings"])
    stepped = any(step["reason"] == "no exit marker" for step in report["confidence_steps"])
    assert warned == stepped
    return warned


@pytest.mark.parametrize("name", ENDINGS)
def test_a_log_ending_in_its_crash_report_is_whole(triage_json, name: str) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "runtime error"
    assert not _discounted(report)


def test_a_log_cut_inside_the_sanitizers_report_is_still_discounted(triage_json, tmp_path: Path) -> None:
    lines = (FIXTURES / "asan-heap-overflow.log").read_text().splitlines()
    cut = tmp_path / "asan-cut.log"
    cut.write_text("\n".join(lines[:-1]) + "\n")  # the shadow-byte legend's last row, no ABORTING
    report = triage_json(cut)
    assert report["category"] == "runtime error"
    assert _discounted(report)
