"""A plain log whose last line reports exit status 0 shows a step that passed (trial-q, finding 3).

``node oom.js | tail -5`` without ``pipefail`` printed node's heap-out-of-memory crash and still
exited 0: the pipeline's status is ``tail``'s. The Actions-wrapped log of the same run (no
``Process completed with exit code`` line, the job's post steps reached) already reads as no
failure; the plain reading agrees, with no warning (README: "No failure found" is an answer, no
warning in the action). With ``pipefail`` the same crash exits non-zero and is the failure.

Fixtures (``tests/fixtures/trial-q/``): the trial's ``node-heap-oom.log`` (node 20, its ``.gha.log``
wrapping) and ``bad-alloc.log`` (a C++ ``std::bad_alloc`` under ``ulimit -v``, ``./m | tail -3``);
``python-3-memoryerror-piped.log``: real output of Python 3.11, ``python3 -c "b =
bytearray(10**14)" 2>&1 | tail -3`` then ``echo "exit status $?"``, made 2026-12-02.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.passing import exited_zero
from ci_triage.logs.report import triage_path
from ci_triage.logs.source import LogMember

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-q"
PIPED = TRIAL / "python-3-memoryerror-piped.log"


def _plain(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


@pytest.mark.parametrize("name", ["node-heap-oom.log", "node-heap-oom.gha.log", "bad-alloc.log"])
def test_a_crash_a_pipe_hid_is_no_failure(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    assert not report.failure_found
    assert report.warnings == []


def test_real_memoryerror_before_exit_status_zero_is_no_failure(analyser: Analyser) -> None:
    report = _plain(analyser, PIPED.read_text().splitlines())
    assert report.failure_found is False


def test_the_same_crash_under_pipefail_is_the_failure(analyser: Analyser) -> None:
    *output, last = PIPED.read_text().splitlines()
    assert last == "exit status 0"
    report = _plain(analyser, [*output, "exit status 1"])
    assert report.failure_found
    assert report.classification.category == "out-of-memory"


def test_exit_status_zero_before_a_later_failure_decides_nothing(analyser: Analyser) -> None:
    *output, _last = PIPED.read_text().splitlines()
    report = _plain(analyser, [*output, "exit status 0", "$ make check", "make: *** [check] Error 2"])
    assert report.failure_found


@pytest.mark.parametrize(
    ("text", "zero"),
    [
        ("exit status 0", True),
        ("Process exited with code 0", True),
        ("Command returned exit code 0.", True),
        ("exit status 10", False),
        ("exit code 0 for 3 of 4 jobs, exit code 1 for one", False),
        ("exit status 1", False),
    ],
)
def test_exit_status_zero_forms(text: str, zero: bool) -> None:
    assert exited_zero(text) is zero
