"""A failed pre-commit run's next step names the command that runs its hooks again, the log's own:
the step's `pre-commit run …` (its `Run` line or a line of its script), else the one pre-commit
printed (``reproduce locally with: `pre-commit run --all-files` ``) (user trial 47, finding 7); a
plain paste, which shows neither, ``pre-commit run --all-files`` (user trial 77 #8).

The logs are real pre-commit 4.7.0 output (tests/fixtures/s28-smalls/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-smalls"


def test_a_fixer_hook_names_the_steps_own_command(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-pre-commit-4.7.0-fixer.log", "--no-home-skills")
    assert report["category"] == "formatting"
    assert "run `pre-commit run --all-files --show-diff-on-failure` locally" in report["next_step"]


def test_without_a_step_the_command_pre_commit_printed_is_named(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pre-commit-4.7.0-fixer.plain.txt", "--no-home-skills")
    assert report["category"] == "formatting"
    assert "run `pre-commit run --all-files` locally" in report["next_step"]


def test_a_failed_checker_hook_names_the_scripts_pre_commit_line(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "gha-pre-commit-4.7.0-hook-by-id.log", "--no-home-skills")
    assert report["category"] == "lint/format"
    assert report["next_step"].startswith("Run `pre-commit run no-todo --all-files` locally")


def test_a_plain_paste_with_no_command_names_pre_commits_own(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pre-commit-4.7.0-fixer-no-diff.plain.txt", "--no-home-skills")
    assert "run `pre-commit run --all-files` locally and commit the files it changes" in report["next_step"]
