"""tox or nox found no Python for an environment or session: configuration, not a failed test.

Real output of trial 48 (``tests/fixtures/trial-48``, tox 4.67.17 and nox 2026.10.20, wrapped as
GitHub Actions serves a job log): ``tox -e py39`` and ``nox -s tests-3.8
--error-on-missing-interpreters`` on a runner with Python 3.11 only, which read as ``unknown``
quoting tox's ``py39: FAIL code 1`` and nox's harmless ``nox > uv binary not found.`` (findings 3,
4); and ``tox`` of an env list whose py39 had no interpreter and whose py311 tests failed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-48"


@pytest.mark.parametrize(
    ("name", "tool", "quoted"),
    [
        (
            "tox-missing-interpreter.gha.log",
            "tox",
            "py39: failed with could not find python interpreter matching any of the specs py39",
        ),
        ("nox-missing-interpreter.gha.log", "nox", "nox > Session tests-3.8 failed: Python interpreter 3.8 not found."),
    ],
)
def test_a_missing_interpreter_is_configuration_quoting_its_line(name: str, tool: str, quoted: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.confidence >= 0.7
    assert report.tool == tool
    assert report.jobs[0].headline == quoted
    assert "setup-python" in next_step(report)
    assert report.failed_tests == []


def test_a_missing_interpreter_beside_a_failed_test_names_both() -> None:
    report = triage_path(FIXTURES / "tox-missing-interpreter-and-test.gha.log", Analyser.load(), DEFAULT_BUDGET)[0]
    headline = report.jobs[0].headline
    assert headline is not None
    assert headline.startswith("py39: failed with could not find python interpreter")
    assert "(also failed: py311: test failure, pytest)" in headline
    assert [test.name for test in report.failed_tests] == ["tests/test_slug.py::test_slug_spaces"]
