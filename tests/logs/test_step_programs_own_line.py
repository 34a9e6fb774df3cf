"""A line only the step tool's own program prints is the step tool's finding, whatever its category.

``tests/fixtures/trial-20/docker-push.gha.log`` (a user trial; docker 28.2.2 with no engine): ``docker
push`` prints ``Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon
running?``, a line only docker prints. docker-push is catalogued infrastructure-as-code/deploy, so the
configuration verdict was discounted as disagreeing with the step's tool (before: 0.85 → 0.59, while
``docker build`` with the same line kept 0.85); after: 0.85 for both.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-20"


def test_dockers_own_line_under_docker_push_does_not_disagree() -> None:
    with open_log_source(str(FIXTURES / "docker-push.gha.log")) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "configuration"
    assert "step tool disagrees" not in [step.reason for step in report.confidence_steps]
    assert report.confidence == 0.85
