"""A passing log whose failing step ran with other options only is compared with when the logs name
no job (trial 106 #1, #2): a single job's log without the runner's ``Complete job name:`` line may be
the same job's, and an option added (``-W error::DeprecationWarning``) or given other values
(``--randomly-seed=2``, another ``--junitxml=`` path) leaves the step the same. Another command
still refuses the baseline.

Fixtures: ``tests/fixtures/trial-106/README.md`` (real pytest 9.2 output with NumPy 2.4.6 and
pytest-randomly, wrapped as GitHub Actions job logs). Before: "baseline not used … changed since
that run" for both pairs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-106"


@pytest.mark.parametrize(
    ("failing", "passing", "before"),
    [
        (
            "04-W-error-deprecation.gha.log",
            "04b-no-W-pass-baseline.gha.log",
            "ran as `Run PYTHONPATH=. python -m pytest -p no:randomly tests`",
        ),
        (
            "14-random-order-flaky.gha.log",
            "14b-random-order-pass-baseline.gha.log",
            "--randomly-seed=2 --junitxml=/tmp/x.xml`",
        ),
    ],
)
def test_a_step_with_other_options_keeps_the_baseline_of_an_unnamed_job(
    analyser: Analyser, failing: str, passing: str, before: str
) -> None:
    baselines, _ = load_baseline(str(FIXTURES / passing))
    report, _ = triage_path(str(FIXTURES / failing), analyser, DEFAULT_BUDGET, (), baselines)
    assert not any("baseline not used" in warning for warning in report.warnings), report.warnings
    [changed] = [warning for warning in report.warnings if "its options changed since that run" in warning]
    assert before in changed
    assert report.category == "test failure"


def test_another_command_still_refuses_the_baseline(analyser: Analyser, tmp_path: Path) -> None:
    passing = tmp_path / "pass.log"
    text = (FIXTURES / "04b-no-W-pass-baseline.gha.log").read_text(encoding="utf-8")
    passing.write_text(text.replace("python -m pytest", "python -m unittest"), encoding="utf-8")
    baselines, _ = load_baseline(str(passing))
    report, _ = triage_path(str(FIXTURES / "04-W-error-deprecation.gha.log"), analyser, DEFAULT_BUDGET, (), baselines)
    assert any("baseline not used" in warning for warning in report.warnings), report.warnings
