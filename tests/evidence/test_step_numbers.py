"""Step links use GitHub's step numbers (REST ``steps[].number``), not the count of the log's groups:
a skipped step prints nothing in the log, so every step after it would get a wrong ``#step:N`` link."""

from __future__ import annotations

from ci_triage.evidence.collect_github import _numbered_as_github
from ci_triage.github.models import Job, Step
from ci_triage.logs.model import Classification, FailingStep, JobReport


def report(step_name: str, counted: int) -> JobReport:
    return JobReport(
        job="job",
        format="github-actions",
        total_lines=30,
        failure_found=True,
        failing_step=FailingStep(name=step_name, number=counted, start_line=10, end_line=20, evidence="exit code 1"),
        classification=Classification(category="test failure", confidence=0.9),
    )


def job(*steps: tuple[int, str, str]) -> Job:
    return Job(
        id=1,
        name="test (3.12)",
        status="completed",
        conclusion="failure",
        steps=[Step(number=n, name=name, status="completed", conclusion=conclusion) for n, name, conclusion in steps],
    )


def test_the_failed_step_keeps_githubs_number_after_a_skipped_step() -> None:
    steps = job((1, "Set up job", "success"), (2, "Cache", "skipped"), (3, "Run pytest", "failure"))
    numbered = _numbered_as_github(report("Run pytest", counted=2), steps)
    assert numbered.failing_step.number == 3
    assert numbered.job == "test (3.12)"


def test_with_two_failed_steps_the_one_named_like_the_log_section_wins() -> None:
    steps = job((1, "Set up job", "success"), (3, "Lint", "failure"), (5, "Run pytest", "failure"))
    assert _numbered_as_github(report("Run pytest", counted=3), steps).failing_step.number == 5


def test_without_steps_from_github_the_logs_count_stands() -> None:
    assert _numbered_as_github(report("Run pytest", counted=2), job()).failing_step.number == 2
