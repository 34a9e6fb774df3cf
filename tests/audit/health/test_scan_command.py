"""``run_scan`` as the CLI calls it: flags from ``add_scan_arguments``, output files, bad input."""

from __future__ import annotations

import argparse
import json
import zipfile
from datetime import UTC, datetime, timedelta

import pytest

from ci_triage.base.errors import InputError, UsageError
from ci_triage.commands.scan import add_scan_arguments, run_scan
from ci_triage.config.settings import ScanOptions

from .conftest import restamped


def parse(*argv: str) -> ScanOptions:
    parser = argparse.ArgumentParser(prog="ci-triage scan")
    add_scan_arguments(parser)
    return ScanOptions.model_validate(vars(parser.parse_args(argv)))


@pytest.fixture
def logs(tmp_path, corpus):
    folder = tmp_path / "logs"
    folder.mkdir()
    log = (corpus / "gha" / "react-prettier-check.log").read_text(encoding="utf-8")
    text = restamped(log, datetime(2026, 11, 25, tzinfo=UTC))  # the day the zip's member says, in the window
    with zipfile.ZipFile(folder / "12345.zip", "w") as archive:
        archive.writestr(zipfile.ZipInfo("0_lint.txt", date_time=(2026, 11, 25, 10, 0, 0)), text)
    return folder


def test_local_scan_writes_json_through_a_rename(logs, tmp_path, shared_analyser_load):
    output = tmp_path / "report.json"
    args = parse(
        "--logs",
        str(logs),
        "--since",
        "2026-11-23",
        "--until",
        "2026-11-30",
        "--format",
        "json",
        "--output",
        str(output),
    )
    assert run_scan(args) == 0
    report = json.loads(output.read_text(encoding="utf-8"))
    assert report["clusters"][0]["category"] == "formatting"
    assert report["coverage"]["source"] == "local"
    assert [path.name for path in tmp_path.iterdir() if path.name.startswith(".report")] == []


def test_local_scan_prints_markdown(logs, capsys, shared_analyser_load):
    assert run_scan(parse("--logs", str(logs), "--since", "2026-11-23", "--until", "2026-11-30")) == 0
    assert "## CI health:" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("--since", "yesterday"), "expected a duration such as 7d"),
        (("--since", "2030-01-01", "--until", "2029-01-01"), "not before now"),
        (("--since", "2y"), "expected a duration"),
    ],
)
def test_bad_windows_are_one_clear_usage_error(logs, argv, message, shared_analyser_load):
    """A bad ``--since``/``--until`` value is a bad flag: exit 2 (trial 93 finding 9: it was 3)."""
    with pytest.raises(UsageError, match=message):
        run_scan(parse("--logs", str(logs), *argv))


def test_no_repository_is_an_input_error(monkeypatch, shared_analyser_load):
    monkeypatch.delenv("GITHUB_REPOSITORY", raising=False)
    with pytest.raises(InputError, match="--repo OWNER/NAME"):
        run_scan(parse())


def test_publishing_an_issue_from_local_logs_is_refused(logs, shared_analyser_load):
    with pytest.raises(InputError, match="GitHub mode"):
        run_scan(parse("--logs", str(logs), "--since", "2026-11-23", "--until", "2026-11-30", "--publish", "issue"))


@pytest.mark.vcr("no_failures.yaml", "sticky_issue_create.yaml")
def test_github_scan_publishes_the_issue_and_prints_json(monkeypatch, capsys, shared_analyser_load):
    monkeypatch.setenv("GITHUB_TOKEN", "gh" + "p_" + "A" * 36)  # built at run time; the cassette filters it
    window = ("--since", "2026-11-23T09:00:00Z", "--until", "2026-11-30T09:00:00Z")
    flags = ("--publish", "issue", "--format", "json", "--bot-login", "github-actions[bot]")
    assert run_scan(parse("--repo", "octo-org/octo-repo", *window, *flags)) == 0
    captured = capsys.readouterr()
    report = json.loads(captured.out)
    assert report["coverage"]["api_calls"] == 2
    assert report["clusters"] == []
    assert "created issue #42" in captured.err


def test_merge_makes_one_overview_of_several_repositories(tmp_path, capsys, write_health_report):
    paths = [
        str(write_health_report(tmp_path / f"{name.split('/')[1]}.json", name, 4, red))
        for name, red in (("octo-org/quiet", 0), ("octo-org/busy", 3))
    ]
    assert run_scan(parse("--merge", *paths)) == 0
    text = capsys.readouterr().out
    assert "## CI health across 2 repositories" in text
    busy, quiet = text.index("`octo-org/busy`"), text.index("`octo-org/quiet`")
    assert busy < quiet  # most red minutes first
    assert "| `octo-org/busy` | 4 | 3 | 30.0 |" in text


def test_merge_names_a_file_that_is_not_a_report(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": 1}', encoding="utf-8")
    with pytest.raises(InputError, match=r"bad\.json: not a ci-triage scan JSON report"):
        run_scan(parse("--merge", str(bad)))


def test_the_scan_command_dates_a_run_by_its_log_and_applies_the_window_to_that_date(tmp_path, corpus, capsys):
    """``ci-triage scan --logs DIR --since 7d``: two zips stamped today, one holding a log that ran
    30 days ago. That run is outside the window, so no cluster is dated before the window starts."""
    from ci_triage.commands.cli import main

    folder = tmp_path / "logs"
    folder.mkdir()
    log = (corpus / "gha" / "react-prettier-check.log").read_text(encoding="utf-8")
    now = datetime.now(UTC)
    for run_id, ran in ((201, now - timedelta(days=30)), (202, now - timedelta(days=2))):
        with zipfile.ZipFile(folder / f"{run_id}.zip", "w") as archive:
            archive.writestr(zipfile.ZipInfo("0_lint.txt", date_time=now.timetuple()[:6]), restamped(log, ran))
    assert main(["scan", "--logs", str(folder), "--since", "7d", "--format", "json", "--no-home-skills"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [cluster["runs"] for cluster in report["clusters"]] == [[202]]
    assert report["clusters"][0]["first_seen"] >= report["window"]["start"]
