"""A plain log's ``$ COMMAND`` prompt is its step's command when compared with a passing log (trial
t125 #5): the wrapped pair's ``##[group]Run`` title says the options changed and, every other line
being known, that a warning was made an error; the plain pair said nothing of it, its only new line
being the prompt ``$ yamllint --strict values.yaml``. Now both pairs read alike.

Fixtures: ``tests/logs/fixtures/baseline/t125/README.md`` (yamllint 1.38.0 ``--strict``, ESLint
9.39.5 ``--max-warnings 0``, real output saved as a terminal shows it).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures" / "baseline" / "t125"


def triaged(analyser: Analyser, failing: Path, passing: Path) -> TriageReport:
    baselines, _ = load_baseline(str(passing))
    report, _ = triage_path(str(failing), analyser, DEFAULT_BUDGET, (), baselines)
    return report


def test_a_plain_pair_whose_prompt_alone_is_new_says_a_warning_was_made_an_error(analyser: Analyser) -> None:
    report = triaged(analyser, FIXTURES / "yamllint-strict-fails.out", FIXTURES / "yamllint-passes.out")
    [changed] = [warning for warning in report.warnings if "its options changed since that run" in warning]
    assert "`yamllint --strict values.yaml`, ran as `yamllint values.yaml`" in changed
    [known] = [warning for warning in report.warnings if "a warning made an error" in warning]
    assert "it ran as `yamllint values.yaml` then" in known
    assert report.category == "lint/format"


def test_a_plain_pair_names_the_option_that_makes_warnings_fail(analyser: Analyser) -> None:
    report = triaged(analyser, FIXTURES / "eslint-max-warnings-fails.out", FIXTURES / "eslint-passes.out")
    [changed] = [warning for warning in report.warnings if "its options changed since that run" in warning]
    assert "`eslint --max-warnings 0 cart.js`, ran as `eslint cart.js`" in changed
    assert report.category == "lint/format"


def test_a_plain_pair_of_other_commands_is_still_compared(analyser: Analyser, tmp_path: Path) -> None:
    """A terminal's copy names no job: another command at its prompt is no sign of another job's log."""
    passing = tmp_path / "passes.out"
    text = (FIXTURES / "yamllint-passes.out").read_text(encoding="utf-8")
    passing.write_text(text.replace("$ yamllint values.yaml", "$ make lint"), encoding="utf-8")
    report = triaged(analyser, FIXTURES / "yamllint-strict-fails.out", passing)
    assert not any("baseline not used" in warning for warning in report.warnings), report.warnings
    assert not any("its options changed" in warning for warning in report.warnings), report.warnings
    assert report.jobs[0].lines_new is not None  # compared
