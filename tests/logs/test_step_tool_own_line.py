"""A line only the step's own tool prints is that tool's finding, whatever the tool's catalogue
category: it does not disagree with the step.

Real output from a user trial (trial 38's logs, copied into ``fixtures/trial-38``): npm 11.19.1's
``npm audit`` answered 405 by the registry's bulk advisory endpoint (``npm_audit.log``, GitHub
Actions), and docker 28.2.2's ``docker build`` with ``DOCKER_HOST=tcp://docker:2375`` in a GitLab
job without the ``docker:dind`` service (``docker_dind_missing.log``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures" / "trial-38"


@pytest.mark.parametrize(
    ("name", "category", "tool", "quoted"),
    [
        ("npm_audit.log", "infrastructure/network/flaky", "npm-audit", "npm error audit endpoint returned an error"),
        ("docker_dind_missing.log", "configuration", "docker", "lookup docker on 10.255.255.53:53: no such host"),
    ],
)
def test_the_step_tools_own_line_is_confident(
    name: str, category: str, tool: str, quoted: str, analyser: Analyser
) -> None:
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    job = report.jobs[0]
    assert (report.category, report.tool) == (category, tool)
    assert quoted in report.summary
    assert "step tool disagrees" not in [step.reason for step in job.classification.confidence_steps]
    assert report.confidence >= 0.85
