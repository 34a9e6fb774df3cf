"""``ci-triage backtest``: the last N failed runs triaged read-only from a cassette
(tests/cassettes/backtest, composed from the GitHub scenario cassettes), one report of what would
have been posted for each, and a budget of API calls that is never exceeded."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
import requests.adapters
import vcr

from cassettes.github import MATCH_ON
from ci_triage.audit.backtest import run_backtest
from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.config.defaults import DEFAULT_BACKTEST_MAX_API_CALLS, DEFAULT_MAX_API_CALLS
from ci_triage.config.settings import load_settings
from ci_triage.logs.analyse import Analyser

CASSETTES = Path(__file__).resolve().parents[1] / "cassettes" / "backtest"
BACKTEST_VCR = vcr.VCR(
    cassette_library_dir=str(CASSETTES), record_mode="none", filter_headers=["authorization"], match_on=MATCH_ON
)


@pytest.fixture
def sent(set_runner_env, monkeypatch) -> Iterator[list[tuple[str, str]]]:
    """Replay the cassette with a token set; yields the (method, URL) of every request sent."""
    set_runner_env({"GITHUB_TOKEN": "-".join(["test", "token", "value"])})
    requests_sent: list[tuple[str, str]] = []
    original = requests.adapters.HTTPAdapter.send

    def spy(adapter, request, *args, **kwargs):
        requests_sent.append((request.method, request.url))
        return original(adapter, request, *args, **kwargs)

    with BACKTEST_VCR.use_cassette("three_failed_runs.yaml"):
        monkeypatch.setattr(requests.adapters.HTTPAdapter, "send", spy)  # inside: vcrpy sets its own on entry
        yield requests_sent


def _backtest(tmp_path: Path, *flags: str) -> tuple[int, dict]:
    output = tmp_path / "report.json"
    argv = ["backtest", "--repo", "octo-org/octo-repo", "--format", "json", "--output", str(output)]
    code = main([*argv, "--checkout", str(tmp_path), "--no-home-skills", *flags])
    return code, json.loads(output.read_text(encoding="utf-8")) if output.exists() else {}


def _api_requests(sent: list[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(method, url) for method, url in sent if urlsplit(url).hostname == "api.github.com"]


def test_each_failed_run_gets_what_would_have_been_posted_and_nothing_is_written(tmp_path, sent) -> None:
    code, report = _backtest(tmp_path, "--runs", "3")

    assert code == ExitCode.OK
    assert {method for method, _ in sent} == {"GET"}, "read-only: no comment, no check run, no branch"
    runs = {run["run_id"]: run for run in report["runs"]}
    assert list(runs) == [30433644, 30433643, 30433642], "newest first"
    assert all(run["outcome"] == "diagnosed" for run in runs.values())
    push, fork, pull = runs[30433644], runs[30433643], runs[30433642]
    assert (push["category"], push["branch"]) == ("test failure", "main")
    assert push["comment"].startswith("<!-- ci-triage:comment:workflow-159038 -->")
    assert "CommandArrayConverterTest" in push["summary"]
    assert push["fix"] == "no: no skill fixer applies and no model is configured"
    assert fork["category"] == "formatting"
    assert fork["fix"].startswith("no verified fix: a fork's pull request")
    assert pull["fix"].startswith("yes: skill fixer prettier/prettier-write")
    assert report["api_calls"] == len(_api_requests(sent)) == 1 + sum(run["api_calls"] for run in runs.values())
    assert report["stopped"] is None
    assert report["max_api_calls"] == DEFAULT_BACKTEST_MAX_API_CALLS


def test_the_markdown_report_has_a_row_and_the_comment_of_each_run(tmp_path, sent, capsys) -> None:
    argv = ["backtest", "--repo", "octo-org/octo-repo", "--runs", "2", "--checkout", str(tmp_path), "--no-home-skills"]
    assert main(argv) == ExitCode.OK
    markdown = capsys.readouterr().out
    assert markdown.startswith("# ci-triage backtest: octo-org/octo-repo")
    assert "2 diagnosed, 0 handed off to a human, 0 with a fix `mode: patch` would propose" in markdown
    assert (
        "| [30433644](https://github.com/octo-org/octo-repo/actions/runs/30433644) | CI | main | diagnosed |"
        in markdown
    )
    assert markdown.count("<summary>The comment as it would have been posted</summary>") == 2
    assert "30433642" not in markdown


def test_a_budget_that_cannot_hold_another_run_stops_with_a_partial_report(tmp_path, sent) -> None:
    code, report = _backtest(tmp_path, "--runs", "3", "--max-api-calls", "12")

    assert code == ExitCode.OK
    assert [run["outcome"] for run in report["runs"]] == ["diagnosed", "not-triaged", "not-triaged"]
    assert report["api_calls"] == len(_api_requests(sent)) <= 12
    assert "could not hold another run" in report["stopped"]


def test_a_budget_spent_during_a_run_marks_it_not_triaged_and_is_never_exceeded(tmp_path, sent) -> None:
    # Below the command line's floor of 10 calls (one listing + 7 for the first run here), through the library.
    settings = load_settings(
        {"repository": "octo-org/octo-repo", "github_token": "-".join(["test", "token"]), "mode": "summary"}, {}
    ).model_copy(update={"max_api_calls": 5})

    report = run_backtest(settings, runs=3, analyser=Analyser.load(repo=None, home=None), checkout=tmp_path)

    assert len(_api_requests(sent)) == report.api_calls == 5
    assert [run.outcome for run in report.runs] == ["not-triaged"] * 3
    assert "ran out during this run" in report.runs[0].summary
    assert report.runs[0].comment == ""


def test_the_action_mode_writes_the_report_to_the_job_summary(tmp_path, sent, set_runner_env) -> None:
    summary = tmp_path / "summary.md"
    set_runner_env(
        {
            "INPUT_MODE": "backtest",
            "INPUT_BACKTEST-RUNS": "2",
            "INPUT_GITHUB-TOKEN": "-".join(["test", "token", "value"]),
            "GITHUB_REPOSITORY": "octo-org/octo-repo",
            "GITHUB_RUN_ID": "999",
            "GITHUB_WORKSPACE": str(tmp_path),
            "GITHUB_STEP_SUMMARY": str(summary),
            "GITHUB_OUTPUT": str(tmp_path / "output.txt"),
        }
    )
    assert main(["action"]) == ExitCode.OK
    assert {method for method, _ in sent} == {"GET"}
    report = summary.read_text(encoding="utf-8")
    assert report.startswith("# ci-triage backtest: octo-org/octo-repo")
    assert "The last 2 failed runs (of 2 asked for)" in report
    assert f"of {DEFAULT_BACKTEST_MAX_API_CALLS} API calls used" in report, "the backtest's default, as on the CLI"


def test_a_scan_and_a_backtest_have_their_own_documented_default_budget() -> None:
    assert DEFAULT_BACKTEST_MAX_API_CALLS != DEFAULT_MAX_API_CALLS
    help_text = {
        line.split(" | ")[0]: line for line in (Path(__file__).parents[2] / "README.md").read_text().splitlines()
    }
    row = help_text["| `max-api-calls`"]
    assert f"`{DEFAULT_MAX_API_CALLS}` for scan, `{DEFAULT_BACKTEST_MAX_API_CALLS}` for backtest" in row


def test_the_cassette_is_rebuilt_identically(assert_cassettes_rebuild) -> None:
    assert_cassettes_rebuild(CASSETTES, (".yaml",))


@pytest.mark.parametrize(
    ("argv", "code", "message"),
    [
        (["backtest", "--runs", "3"], ExitCode.USAGE, "backtest needs --repo OWNER/NAME"),
        (["backtest", "--repo", "o/r", "--runs", "0"], ExitCode.USAGE, "--runs: expected a whole number from 1 to 100"),
        (
            ["backtest", "--repo", "o/r", "--max-api-calls", "4"],
            ExitCode.USAGE,
            "--max-api-calls: expected a whole number from",
        ),
        (["backtest", "--repo", "o/r"], ExitCode.INPUT, "set GITHUB_TOKEN (or GH_TOKEN)"),
    ],
)
def test_bad_usage_is_one_line(set_runner_env, capsys, argv, code, message) -> None:
    set_runner_env({})
    try:
        got = main(argv)
    except SystemExit as exited:  # refused by the parser (a flag's type), as argparse exits
        got = exited.code
    assert got == code
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1
