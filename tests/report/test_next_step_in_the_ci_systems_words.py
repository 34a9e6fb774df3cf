"""A category's or a skill's advice names the knob of the CI system the log came from, or none
(trial 32, finding 17: GitHub's `timeout-minutes` was advised on GitLab's and Travis' timeouts, a
skill's `working-directory:`, `actions/setup-java` or `services:` on CircleCI's, Travis' and
Buildkite's logs). Fixtures: tests/fixtures/trial-32-formats/README.md (GitLab, CircleCI,
Buildkite), tests/logs/fixtures/trial-32/README.md (Travis, GitHub Actions),
tests/fixtures/trial-19/README.md (GitHub Actions), tests/report/fixtures/README.md (plain)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TESTS = Path(__file__).parents[1]


def next_step(capsys: pytest.CaptureFixture[str], log: Path) -> str:
    assert main(["triage", str(log), "--format", "markdown"]) == 0
    return capsys.readouterr().out.split("#### Next step\n", 1)[1].split("\n\n", 1)[0]


@pytest.mark.parametrize(
    ("log", "knob"),
    [
        (TESTS / "fixtures" / "trial-32-formats" / "job_timeout.log", "`timeout:`"),
        (TESTS / "logs" / "fixtures" / "trial-32" / "no_output_timeout.log", "`travis_wait 30 COMMAND`"),
        (TESTS / "fixtures" / "trial-19" / "job-timeout.gha.log", "`timeout-minutes`"),
    ],
)
def test_a_timeouts_advice_names_its_systems_time_limit(
    capsys: pytest.CaptureFixture[str], log: Path, knob: str
) -> None:
    advice = next_step(capsys, log)
    assert knob in advice
    if knob != "`timeout-minutes`":
        assert "timeout-minutes" not in advice


def test_a_plain_logs_timeout_advice_names_no_systems_knob(capsys: pytest.CaptureFixture[str]) -> None:
    advice = next_step(capsys, TESTS / "report" / "fixtures" / "go-test-timeout.plain.log")
    assert "time limit" in advice
    assert "timeout-minutes" not in advice


GITHUB_WORDS = ("working-directory:", "actions/", "setup-node", "ubuntu-latest", "services:", "options:")


@pytest.mark.parametrize(
    ("log", "advice_starts"),
    [
        (TESTS / "fixtures" / "trial-32-formats" / "circleci_npm_ci_fail.log", "npm ci found no package-lock.json"),
        (TESTS / "fixtures" / "trial-32-formats" / "plugin_hook_docker_fail.log", "The step's docker client"),
        (TESTS / "logs" / "fixtures" / "trial-32" / "retry_exhausted_mvn_offline.log", "Maven ran offline"),
    ],
)
def test_a_skills_advice_on_another_systems_log_names_no_github_knob(
    capsys: pytest.CaptureFixture[str], log: Path, advice_starts: str
) -> None:
    advice = next_step(capsys, log)
    assert advice.startswith(advice_starts)
    assert not any(words in advice for words in GITHUB_WORDS)


def test_a_skills_advice_on_a_github_log_names_the_action_that_does_it(capsys: pytest.CaptureFixture[str]) -> None:
    advice = next_step(capsys, TESTS / "logs" / "fixtures" / "trial-32" / "maven_offline_resolve.log")
    assert "`actions/setup-java` with `cache: maven`" in advice


def test_a_terraform_configuration_error_is_advised_at_its_place(capsys: pytest.CaptureFixture[str]) -> None:
    # trial 32 #17: the IaC category's advice spoke of a package's registry and publishing
    advice = next_step(capsys, TESTS / "fixtures" / "trial-32-formats" / "terraform_validate_fail.log")
    assert "`on FILE line N`" in advice
    assert "`terraform validate`" in advice
    assert "publish" not in advice
