"""pip's retries that never reached an index decide over the resolver's "no version" after them.

``tests/fixtures/trial-21/refused-pip-index-dns.gha.log`` (real pip output, a private index whose host
does not resolve; trial-20's finding 8). Before, "dependency resolution" 0.6 quoting ``Could not find a
version that satisfies the requirement`` (advice: pin another version), with the DNS failure only
competing; after, infrastructure/network/flaky quoting pip's last retry. The same requirement against
a reachable index (``refused-pip-no-version.gha.log``) stays dependency resolution.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-21"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_an_index_pip_could_not_reach_is_the_network() -> None:
    report = _triage("refused-pip-index-dns.gha.log")
    assert report.category == "infrastructure/network/flaky"
    assert report.signals[0].signal == "pip-index-unreachable"
    assert "dependency resolution" not in [other.category for other in report.competing]


def test_a_version_a_reachable_index_lacks_is_dependency_resolution() -> None:
    assert _triage("refused-pip-no-version.gha.log").category == "dependency resolution"
