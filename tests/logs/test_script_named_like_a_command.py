"""A package manager's script runner names a script, whatever the script is called: ``npm run ci``
runs the script ``ci`` (a wrapper, as ``npm test`` is), not ``npm ci`` (the dependency tool).

Fixtures (tests/fixtures/trial-26, README there): ``chain_fail.log``, npm 11.19.1 / Node 20.20.2 ``npm run
ci`` whose script is ``npm run lint && npm run test`` (eslint 9 passes, vitest 4 fails one test), and
``chain_fail_runcheck.log``, the same output under the step ``npm run check``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import Classification
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.tools import identify_tools

TRIAL_26 = Path(__file__).parents[1] / "fixtures" / "trial-26"


@pytest.mark.parametrize("command", ["npm run ci", "npm run --silent ci", "npm run install"])
def test_a_script_runners_operand_is_a_scripts_name(command: str) -> None:
    assert [tool.kind for tool in identify_tools([command])] == ["wrapper"]


def _classification(name: str) -> Classification:
    with open_log_source(str(TRIAL_26 / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report.jobs[0].classification


def test_a_script_called_ci_loses_no_confidence() -> None:
    """trial-26 #1: under ``npm run ci`` the vitest failure was lowered 0.90 → 0.63 ("the step runs
    npm, a dependency resolution tool"); under ``npm run check`` it was 0.90."""
    classification = _classification("chain_fail.log")
    assert classification.category == "test failure"
    assert not [step for step in classification.confidence_steps if step.reason == "step tool disagrees"]
    assert classification.confidence == _classification("chain_fail_runcheck.log").confidence
