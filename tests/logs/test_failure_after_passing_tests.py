"""Output that passing tests printed is not the failure when a later command of the step failed
(trial-q, finding 5).

pytest's verdict (``1 passed in 0.51s``) is its run's last line and counts every test that failed
in it: what follows is a later command's output, and pytest passed. So the step's tool is not
pytest, the captured log of a passing test (``=== PASSES ===``: ``ERROR svc: connection to broker
lost, retrying``) is not quoted, and the summary banner of a passing ``-rA`` run blames no tool.

Fixtures (``tests/fixtures/trial-q/``): the trial's ``pass-then-custom.log`` (``pytest -rA && python
check_docs.py``) and ``tests-then-twine.log`` with its Actions wrapping (pytest, ``pip wheel``,
``twine check --strict``); ``twine-7.0.0-after-pytest.log``: real output of pytest and twine 7.0.0
(``pytest -q tests && twine check --strict dist/*``, a README with an undefined substitution),
made 2026-12-02. The counter-case appends pytest 8's real failing run
(``tests/fixtures/failing-tools/pytest-q.log``) to a passing one: a second pytest run that fails
is still pytest's failure.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parents[1] / "fixtures"
TRIAL = FIXTURES / "trial-q"


def test_a_later_commands_line_is_quoted_not_a_passing_tests_log(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL / "pass-then-custom.log", analyser, 2000)
    assert report.summary is not None
    assert "docs/api.md is stale: regenerate with make docs" in report.summary
    assert report.category != "test failure"
    assert report.tool != "pytest"


@pytest.mark.parametrize(
    "name",
    [
        "tests-then-twine.log",
        "tests-then-twine.gha.log",
        "twine-7.0.0-after-pytest.log",
    ],
)
def test_twine_failing_after_passing_tests_is_twines(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    assert report.summary is not None
    assert "`long_description` has syntax errors in markup" in report.summary
    assert report.tool == "twine-check"
    assert report.category != "test failure"
    steps = report.jobs[0].classification.confidence_steps  # twine check lints: no deploy tool disagreeing
    assert not any("infrastructure-as-code/deploy tool" in step.detail for step in steps), steps


def test_a_second_pytest_run_that_fails_is_still_pytests(analyser: Analyser) -> None:
    _command, *failing = (FIXTURES / "failing-tools" / "pytest-q.log").read_text().splitlines()
    lines = ["$ pytest -q tests/unit && pytest -q tests/integration", "...", "3 passed in 0.02s", *failing]
    data = "".join(f"{line}\n" for line in [*lines, "exit status 1"]).encode()
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert report.tool == "pytest"
    assert report.classification.category == "test failure"
    assert report.headline is not None
    assert "test_add_wrong" in report.headline or "assert 4 == 5" in report.headline
