"""A step's tool is the command that failed, not the set-up lines its script opens with.

Fixture ``tests/fixtures/trial-z-go/f10-go-vet-and-test.gha.log`` (a user trial's real Go run as a
GitHub Actions step): the script's first line ends in ``go mod init`` and the real commands, ``go
vet`` then ``go test``, come 12 lines later. Only the header's first lines were read as commands, so
the step's tool was go-modules (dependency resolution) and the vet finding's confidence was cut as
the step tool's disagreement; go-build's generic ``file.go:L:C: message`` read the same vet finding
as a compile error (0.85), which halved it again.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "fixtures" / "trial-z-go" / "f10-go-vet-and-test.gha.log"


def test_the_step_tool_is_the_command_that_failed_past_the_set_up_lines(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.jobs[0].classification.step_tool == "go-vet"
    assert [step.reason for step in report.confidence_steps if step.reason == "step tool disagrees"] == []


def test_a_vet_finding_is_lint_not_a_compile_error(analyser: Analyser) -> None:
    """``go test`` fails the build on its own vet checks (``[build failed]``), but the finding is
    vet's: go-build's ``go-diagnostic`` no longer reads it, so the rival is its weaker summary."""
    with open_log_source(str(FIXTURE)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.tool == "go-vet"
    assert all(other.signal is None or other.signal.signal != "go-diagnostic" for other in report.competing)
    assert report.confidence >= 0.7
