"""``npx CMD`` whose package is not installed: npm's own line says nothing ran, no test failed.

Real output of npm 11.19.1 (node 20.20.2), wrapped as GitHub Actions serves a job log
(``tests/fixtures/trial-45``): trial 45's ``npx jest cart.test.js`` with jest not installed
(``npm error npx canceled due to missing packages and no YES option: ["jest@30.5.2"]``, the
non-interactive form), and ``npx`` of an installed package that has no such executable (``npm error
could not determine executable to run``). Before, "test failure" 0.45 on the step's name alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-45"


@pytest.mark.parametrize("name", ["npx-missing-jest.gha.log", "npx-no-executable.gha.log"])
def test_npx_without_the_package_is_a_dependency_not_a_test_failure(name: str) -> None:
    report = triage_path(FIXTURES / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"
    assert report.tool == "npm"
    assert "`npm ci`" in next_step(report)
    assert report.failed_tests == []
