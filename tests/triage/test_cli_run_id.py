"""``ci-triage triage --repo OWNER/NAME --run-id ID`` runs the same loop from a terminal."""

from __future__ import annotations

from cassettes.github import changes, scenario_cassette
from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main


def test_a_dry_run_prints_the_verified_comment_and_posts_nothing(set_runner_env, runner_env, capsys, tmp_path):
    set_runner_env({"GITHUB_TOKEN": runner_env["INPUT_GITHUB-TOKEN"]})
    with scenario_cassette("push_main") as cassette:
        code = main(["triage", "--repo", "octo-org/octo-repo", "--run-id", "30433644", "--checkout", str(tmp_path)])
    assert code == ExitCode.OK
    assert [r.method for r in changes(cassette.sent)] == []
    out = capsys.readouterr().out
    assert out.startswith("<!-- ci-triage:comment:workflow-159038 -->")
    assert "maven build" in out


def test_comment_mode_posts_the_sticky_comment(set_runner_env, runner_env, capsys, tmp_path):
    set_runner_env({"GH_TOKEN": runner_env["INPUT_GITHUB-TOKEN"]})
    argv = ["triage", "--repo", "octo-org/octo-repo", "--run-id", "30433642", "--mode", "comment"]
    with scenario_cassette("pr_two_failed_jobs") as cassette:
        assert main([*argv, "--checkout", str(tmp_path)]) == ExitCode.OK
    assert [r.method for r in changes(cassette.sent)] == ["POST"]
    assert "comment created: https://github.com/octo-org/octo-repo/pull/1347" in capsys.readouterr().err


def test_without_a_token_it_hands_off_and_can_fail(set_runner_env, capsys, tmp_path):
    set_runner_env({})
    argv = ["triage", "--repo", "o/r", "--run-id", "1", "--checkout", str(tmp_path), "--fail-on-handoff"]
    assert main(argv) == ExitCode.HANDOFF
    assert "needs a human: no GitHub token was given" in capsys.readouterr().err


def test_run_id_without_a_repository_is_a_usage_error(set_runner_env, capsys):
    set_runner_env({"GITHUB_TOKEN": "x"})
    assert main(["triage", "--run-id", "5"]) == ExitCode.USAGE
    assert "--run-id needs --repo OWNER/NAME" in capsys.readouterr().err


def test_loop_flags_without_run_id_are_a_usage_error(capsys, tmp_path):
    log = tmp_path / "job.log"
    log.write_text("##[error]Process completed with exit code 1.\n", encoding="utf-8")
    assert main(["triage", str(log), "--mode", "comment", "--provider", "openai"]) == ExitCode.USAGE
    assert "--mode, --provider: only with --run-id" in capsys.readouterr().err
