"""A deprecation warning of the passing log that names what fails now is shown beside the cause
(trial 115 #7: pytest 7's ``PytestRemovedIn8Warning`` for the test pytest 8 then failed).

Real output (``tests/fixtures/trial-115/README.md``): pytest 7.4.4 passing with the warning and
pytest 8.3.3 failing the same test; numpy 1.26.4's ``DeprecationWarning: np.find_common_type is
deprecated`` from a script that numpy 2.1.3 fails with ``AttributeError: `np.find_common_type` was
removed``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs import compare
from ci_triage.logs.model import FailedTest
from ci_triage.logs.passing_warnings import warned_before
from ci_triage.logs.source import LogMember

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-115"
PYTEST7 = FIXTURES / "pytest7-removed-in-8-warning-passing.gha.log"
PYTEST8 = FIXTURES / "pytest8-warns-none-failing.gha.log"
WARNING = "PytestRemovedIn8Warning: Passing None has been deprecated."


def _triage(capsys: pytest.CaptureFixture[str], failing: Path, passing: Path, output: str) -> str:
    code = main(["triage", str(failing), "--baseline", str(passing), "--format", output])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def test_the_passing_runs_warning_for_the_failed_test_is_beside_the_cause(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, PYTEST8, PYTEST7, "json"))
    [warned] = report["jobs"][0]["warned_before"]
    assert (warned["text"], warned["line"]) == (WARNING, 17)
    assert (warned["named"], warned["test"]) == ("tests/test_nowarn.py::test_no_warnings", True)
    assert f"The passing run warned for tests/test_nowarn.py::test_no_warnings: {WARNING}" in report["next_step"]
    markdown = _triage(capsys, PYTEST8, PYTEST7, "markdown")
    assert f"**The passing run warned:** `{WARNING}` (its line 17), for the test that fails now" in markdown


def test_a_warning_that_quotes_the_code_the_failure_names_is_shown(capsys: pytest.CaptureFixture[str]) -> None:
    failing, passing = (
        FIXTURES / "numpy2-removed-call-failing.gha.log",
        FIXTURES / "numpy1-deprecated-call-passing.gha.log",
    )
    report = json.loads(_triage(capsys, failing, passing, "json"))
    [warned] = report["jobs"][0]["warned_before"]
    assert warned["text"].startswith("DeprecationWarning: np.find_common_type is deprecated.")
    assert (warned["named"], warned["test"]) == ("np.find_common_type", False)


def test_a_warning_that_names_nothing_the_failure_does_is_not_shown() -> None:
    baseline = compare.read_baseline(LogMember(name="", file=PYTEST7.open("rb")), "the passing log")
    assert [warning.text for warning in baseline.warned] == [WARNING]
    other = FailedTest(
        name="tests/test_cart.py::test_total", file="tests/test_cart.py", message="assert 9 == 10", source="log"
    )
    assert warned_before(baseline.warned, [other], "assert 9 == 10") == []
    same_file = FailedTest(
        name="tests/test_nowarn.py::test_plain", file="tests/test_nowarn.py", message="assert 1", source="log"
    )
    assert [shown.named for shown in warned_before(baseline.warned, [same_file], "")] == [same_file.name]
