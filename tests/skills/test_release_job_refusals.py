"""A release job's refusals read by what refused: a missing token, a dirty tree (trial 68).

``tests/fixtures/trial-68`` (real output of trial 68, README there): semantic-release 24.2.9 with no
GitHub or npm token was ``infrastructure-as-code/deploy`` at 0.84 with generic advice; ``cargo
package`` 1.95.0 refusing a checkout a step changed was ``lint/format``. After: the token codes
are permission/auth with advice naming the variables; the dirty tree is configuration.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-68"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_semantic_release_without_tokens_is_permission_auth_naming_them() -> None:
    report = _triage("20-semantic-release-notoken.log")
    assert report.category == "permission/auth"
    assert report.signals[0].signal == "semantic-release-credentials"
    advice = next_step(report)
    assert "`NPM_TOKEN`" in advice
    assert "GITHUB_TOKEN" in advice


def test_cargo_package_on_a_dirty_tree_is_configuration_not_lint() -> None:
    report = _triage("16-cargo-package-dirty.log")
    assert report.category == "configuration"
    assert "--allow-dirty" in next_step(report)
