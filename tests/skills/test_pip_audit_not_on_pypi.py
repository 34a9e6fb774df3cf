"""pip-audit ``--strict`` stopping on a dependency PyPI does not have (trial 80, log v02).

pip-audit prints one line, ``ERROR:pip_audit._cli:NAME: Dependency not found on PyPI and could not be
audited``, for the first such dependency and nothing of the others, so the line alone cannot tell a
private package or the project itself from a proxy answering 404 for everything: configuration, the
common case (an unreachable pypi.org prints a ``ConnectionError`` traceback, read as network). The
advice sent a private package to ``--index-url`` (where pip-audit's pip resolves, not where its
advisories come from) and never named ``--skip-editable``. pip-audit 2.10.1's real output
(tests/fixtures/s33-gates2/README.md).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-gates2"


def test_a_private_package_pypi_lacks_is_configuration_advised_skip_editable_not_an_index() -> None:
    with open_log_source(str(FIXTURES / "pip-audit-private-package.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "configuration"
    assert "acme-internal-billing" in report.summary
    advice = next_step(report)
    assert "--skip-editable" in advice
    assert "--index-url" not in advice


def test_a_public_package_not_found_points_at_pypi_out_of_reach_and_keeps_the_strict_gate() -> None:
    """Trial 104 (finding 3): ``requests (2.19.0)`` not found on PyPI, PyPI out of the runner's reach;
    the advice led with private packages and said to drop ``--strict``, which would pass an audit
    that checked nothing (pip-audit 2.10.1, tests/skills/fixtures/pip-audit-not-on-pypi.txt)."""
    alone = Path(__file__).parent / "fixtures" / "pip-audit-not-on-pypi.txt"
    with open_log_source(str(alone)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    advice = next_step(report)
    assert "drop `--strict`" not in advice
    assert "Keep `--strict`" in advice
    assert advice.index("out of the runner's reach") < advice.index("--skip-editable")
