"""The runner's clean-up lines after a cancellation do not undo it (session 50).

Trial t133 #1: a hung pytest run, pasted with the runner's times, ``##[error]The operation was
canceled.`` and then the runner's ``Terminate orphan process: pid (4682) (pytest)``
(tests/fixtures/s50-pasted/pytest-hang-cancelled-orphan.log) was “no failure found”: a line after
the runner's end of a step read as a command's output, so the cancellation as a quoted one. The
runner writes that line itself, in its last step, after the job's end.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-pasted"


def test_a_cancellation_followed_by_the_runners_clean_up_is_one(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest-hang-cancelled-orphan.log")
    assert report["failure_found"]
    assert report["category"] == "cancelled"


def test_only_the_runners_clean_up_lines_are_passed_over(tmp_path: Path, triage_json: Callable[..., dict]) -> None:
    log = tmp_path / "job.log"
    lines = (FIXTURES / "pytest-hang-cancelled-orphan.log").read_text().splitlines()[:2]
    log.write_text("\n".join([*lines, "Terminate orphan process: pid (97) (node)", "", ""]))
    assert triage_json(log)["category"] == "cancelled"
    log.write_text("\n".join([*lines, "tests/test_api.py::test_retry PASSED"]))  # a test printed them
    assert not triage_json(log)["failure_found"]
