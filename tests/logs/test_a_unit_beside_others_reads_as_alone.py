"""A failed unit of a wrapper run beside other failed units is read as it is read alone: tox's
``unit`` env (``skip_install = true``) whose pytest could not import the project's own package is
configuration with "the project is not installed" alone, and was "dependency resolution" (lock-file
advice) when ``tox -e py39,unit`` ran it beside an env that failed first (trial t123, finding 2):
each unit's verdict was read without the step's evidence of the project's own packages.

Fixture: ``tests/fixtures/s44-t123a/tox-noinstall.gha.log`` (real tox 4.67.17 run; its README)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-t123a"


def test_a_skip_install_env_beside_another_env_is_configuration(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "tox-noinstall.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.classification.category == "configuration"  # py39: no such interpreter here
    units = {unit.name: unit for unit in job.other_failed_units}
    assert units["unit"].category == "configuration", units  # its own package not installed, as alone
    reasons = [step.reason for step in job.classification.confidence_steps]
    assert "step tool disagrees" not in reasons  # unit ran pytest: another unit's tool, no disagreement
    assert "several units failed" not in reasons  # both units' verdicts agree: no rival to hold it down
