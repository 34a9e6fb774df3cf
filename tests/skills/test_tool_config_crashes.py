"""A tool that stopped on its own configuration before it checked anything (trial 98).

``tests/fixtures/trial-98`` (real output, versions in the README there). ESLint 10's crash on a rule
its flat config gives no valid severity (``Configuration for rule "no-unused-vars" is invalid.``,
then ``You passed '"eror"'.``) was ``lint/format`` at 0.38 with "fix the linter's findings": there
are none. ``You passed …``, the value quoted, was read as a passing verdict closing the lines above it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-98"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize("name", ["eslint-rule-severity.log", "eslint-rule-options-no-severity.log"])
def test_an_eslint_rule_given_no_valid_severity_is_configuration_not_findings(name: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert report.confidence >= 0.6
    assert 'Configuration for rule "no-unused-vars" is invalid.' in report.summary
    advice = next_step(report)
    assert "nothing was linted" in advice
    assert "linter's findings" not in advice


def test_a_vite_config_that_threw_is_vites_own_configuration_failure_at_the_config_file() -> None:
    """Vite 8.4's ``failed to load config from /…/vite.config.js`` above what the file threw (an
    environment variable it requires): no place was given (the stack's only frame is Vite's
    temporary bundle of the config), and vite's catalogue category lowered the verdict to 0.59."""
    report = _triage("vite-config-throws.log")
    assert report.category == "configuration"
    assert report.confidence >= 0.7
    checkout = "/home/runner/work/viteerr/viteerr/"
    assert [place.file.removeprefix(checkout) for place in report.locations] == ["vite.config.js"]
    assert "VITE_API_URL is not set" in report.summary
