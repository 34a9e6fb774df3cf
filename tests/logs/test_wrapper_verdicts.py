"""A wrapper's own verdict (pre-commit's hook lines, tox's ``congratulations :)``, nox's ``Session
... was successful``) settles a plain log: green when every verdict of it passed, whatever error
words the names of its hooks, environments and sessions hold; red when one failed.

The fixtures are real runs (``tests/fixtures/wrapper-verdicts/README.md``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.passing import failure_text, wrapper_failed, wrapper_passed, wrapper_verdict
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "wrapper-verdicts"
GREEN = sorted(path for path in FIXTURES.glob("*.log") if not path.name.endswith(".fail.log"))
RED = sorted(FIXTURES.glob("*.fail.log"))


def _triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


def test_there_are_green_and_red_runs_of_every_wrapper() -> None:
    for wrapper in ("pre-commit", "tox", "nox"):
        assert any(path.name.startswith(wrapper) for path in GREEN)
        assert any(path.name.startswith(wrapper) for path in RED)


@pytest.mark.parametrize("path", GREEN, ids=lambda path: path.stem)
def test_a_wrappers_passing_verdict_settles_a_green_run(path: Path, analyser: Analyser) -> None:
    report = _triage(path, analyser)
    assert not report.failure_found, report.summary


@pytest.mark.parametrize("path", RED, ids=lambda path: path.stem)
def test_a_wrapper_run_with_a_failure_verdict_still_fails(path: Path, analyser: Analyser) -> None:
    assert _triage(path, analyser).failure_found


@pytest.mark.parametrize(
    "line",
    [
        "check error handling.....................................................Passed",
        "yaml lint............................................(no files to check)Skipped",
        "  congratulations :) (0.48 seconds)",
        "nox > Session errors was successful.",
        "nox > Session tests was successful in 1 seconds.",
        "nox > * errors: success",
    ],
)
def test_a_wrappers_passing_verdict_is_no_failure_evidence(line: str) -> None:
    assert wrapper_verdict(line)
    assert not wrapper_failed(line)
    assert failure_text(line) == ""


@pytest.mark.parametrize(
    "line",
    [
        "long failing hook........................................................Failed",
        "  errors: FAIL code 1 (0.22=setup[0.18]+cmd[0.04] seconds)",
        "  evaluation failed :( (1.03 seconds)",
        "ERROR:   py311: commands failed",
        "nox > Session errors failed.",
        "nox > * errors: failed",
    ],
)
def test_a_wrappers_failure_verdict_is_no_passing_verdict(line: str) -> None:
    assert wrapper_failed(line)
    assert not wrapper_verdict(line)


def test_a_failure_after_the_wrappers_verdict_still_fails(analyser: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "job.log"
    log.write_text((FIXTURES / "tox-green.log").read_text() + "error: upload to the index failed\n")
    assert _triage(log, analyser).failure_found


def test_a_failure_verdict_of_the_wrapper_keeps_its_later_passing_verdicts_from_settling() -> None:
    texts = {1: "ruff.....Failed", 2: "- exit code: 1", 3: "mypy.....Passed"}
    assert wrapper_passed(texts) == 0
    assert wrapper_passed({1: "ruff.....Passed", 2: "mypy.....Passed"}) == 2
