"""CI glue scripts' failures read by what failed: git, curl, jq, sed, make (trial 79).

``tests/fixtures/trial-79`` (real output of git 2.39.5, curl 7.88.1, jq 1.6, GNU sed 4.9 and make 4.3
with dash, README there). Before: git's ``detected dubious ownership`` was permission/auth at 0.95 (so it
stays) with token advice and the checkout's folder as a source location; a shallow clone's ``no merge base`` and
``bad object``, a merge conflict, a push from a detached HEAD and ``not a git repository`` were
``unknown``; so were curl's 404, 5xx and ``(3)`` and GNU sed given macOS' ``sed -i ''``; jq's parse error
was ``unknown`` inside a script and configuration with "named above" advice under a jq command line;
dash's ``./scripts/changelog.sh: not found`` was advised as a program to install; rsync's file list
gave 24 locations.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-79"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def _places(report: TriageReport) -> list[str]:
    return [f"{place.file}:{place.line}" if place.line else place.file for place in report.locations]


def test_gits_dubious_ownership_is_the_folders_owner_fixed_by_the_line_git_printed() -> None:
    report = _triage("21-dubious.log")
    advice = next_step(report)
    assert (report.category, report.confidence) == ("permission/auth", 0.95)
    assert "detected dubious ownership" in report.summary
    assert "`git config --global --add safe.directory /__w/glue/glue`" in advice
    assert "permissions:" not in advice
    assert "token" not in advice.replace("No token is involved", "")
    assert _places(report) == []  # the checkout's folder is no source location


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("08-git-mergebase.log", "fatal: origin/main...HEAD: no merge base"),
        ("shallow-bad-object.log", "fatal: bad object 4a86ab4c9284d74dcf0cd7c1a6a63850a60ccd60"),
    ],
)
def test_history_a_shallow_clone_lacks_is_configuration_fixed_by_fetch_depth(name: str, quoted: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert quoted in report.summary
    assert "`fetch-depth: 0`" in next_step(report)


def test_a_merge_conflict_names_the_conflicted_file() -> None:
    report = _triage("09-git-conflict.log")
    assert report.category == "configuration"
    assert "CONFLICT (content): Merge conflict in VERSION" in report.summary
    assert _places(report) == ["VERSION"]
    assert "resolve the conflict" in next_step(report)


def test_a_push_from_a_detached_head_says_to_push_to_a_named_branch() -> None:
    report = _triage("10-git-push.log")
    assert report.category == "configuration"
    assert "You are not currently on a branch" in report.summary
    assert "`git push origin HEAD:main`" in next_step(report)


@pytest.mark.parametrize("name", ["11-not-git.plain.log", "11w-not-git.log"])
def test_git_outside_a_repository_is_configuration(name: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert "fatal: not a git repository" in report.summary
    assert "check the repository out" in next_step(report)


@pytest.mark.parametrize("name", ["05w-curl-404.log", "05-curl-404.plain.log"])
def test_curls_404_is_configuration_the_url_the_script_built(name: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert "curl: (22) The requested URL returned error: 404" in report.summary
    assert "check the URL the script builds" in next_step(report)


def test_curls_5xx_is_the_remote_service_failing() -> None:
    report = _triage("curl-502.log")
    assert report.category == "infrastructure/network/flaky"
    assert "returned error: 502" in report.summary
    assert "answered with a server error (5xx)" in next_step(report)


@pytest.mark.parametrize(
    ("name", "quoted"),
    [  # as before this branch: DNS and a refused connection to a remote host are the network's
        ("curl-6.log", "curl: (6) Could not resolve host: downloads.acme-tools.example"),
        ("curl-7.log", "curl: (7) Failed to connect to mirror.acme-tools.example port 443"),
    ],
)
def test_curl_that_reached_no_server_stays_the_networks(name: str, quoted: str) -> None:
    report = _triage(name)
    assert report.category == "infrastructure/network/flaky"
    assert quoted in report.summary


def test_curl_given_no_url_is_configuration_an_empty_variable() -> None:
    report = _triage("18-envsubst.log")
    assert report.category == "configuration"
    assert "curl: (3) URL using bad/illegal format or missing URL" in report.summary
    assert "a variable the script builds it from is most likely empty" in next_step(report)


@pytest.mark.parametrize(
    "name",
    [
        "04b-jq-pipe.log",  # the step's command: curl -sS … | jq -r .state
        "04-jq-html.log",  # the same jq line inside ./check-status.sh
    ],
)
def test_jqs_parse_error_reads_the_same_whether_or_not_the_step_starts_with_jq(name: str) -> None:
    report = _triage(name)
    advice = next_step(report)
    assert report.category == "configuration"
    # the page jq read (nginx's 502, trial 79's truth: network) is not in the log: no sure verdict
    assert report.confidence is not None
    assert report.confidence < 0.7
    assert "parse error: Invalid numeric literal at line 1, column 7" in report.summary  # jq's own position
    assert "print that input" in advice
    assert "`curl -fsS`" in advice
    assert "named above" not in advice


def test_jq_fed_an_html_error_page_is_the_remote_failing_not_the_data() -> None:
    report = _triage("jq-html-above.log")
    assert report.category == "infrastructure/network/flaky"
    assert "jq was given an HTML page" in next_step(report)


def test_jqs_filter_error_names_the_input_line_and_says_what_to_compare() -> None:
    report = _triage("03-jq-index.log")
    advice = next_step(report)
    assert report.category == "configuration"
    assert _places(report) == ["items.json:6"]
    assert "another shape than the filter expects" in advice
    assert "named above" not in advice


@pytest.mark.parametrize(
    ("name", "quoted", "place"),
    [
        ("17-make-missing.log", "/bin/sh: 1: ./scripts/changelog.sh: not found", "Makefile:7"),  # dash ran it
        ("make-script-missing.log", "make: ./scripts/changelog.sh: No such file or directory", "Makefile:5"),
    ],
)
def test_a_repository_script_missing_is_not_a_program_to_install(name: str, quoted: str, place: str) -> None:
    report = _triage(name)
    advice = next_step(report)
    assert report.category == "configuration"
    assert quoted in report.summary
    assert "not in the checkout at that path" in advice
    assert "apt-get" not in advice
    assert _places(report)[0] == place  # make's line that calls it: exit 127 names the recipe's own command


@pytest.mark.parametrize(
    "name",
    [
        "19-far-describe.log",  # rsync -av's file list, zip -r's `adding:` lines
        "tar-listing.log",  # tar -cvzf's members
    ],
)
def test_the_files_a_copy_or_archive_listed_are_no_source_locations(name: str) -> None:
    assert _places(_triage(name)) == []


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("12w-sed-macos.log", 'sed: can\'t read s/^version = .*/version = "2.5.0"/: No such file or directory'),
        ("12-sed-macos.plain.log", 'sed: can\'t read s/^version = .*/version = "2.5.0"/'),
        ("sed-macos-e.log", "sed: can't read : No such file or directory"),
    ],
)
def test_macos_sed_in_place_on_gnu_sed_is_configuration(name: str, quoted: str) -> None:
    report = _triage(name)
    assert report.category == "configuration"
    assert quoted in report.summary
    assert "`sed -i.bak -e" in next_step(report)


def test_sed_reading_a_file_that_is_not_there_is_not_called_macos_syntax(
    triage_text: Callable[[str], TriageReport],
) -> None:
    log = "sed: can't read missing.txt: No such file or directory\n"
    assert "macOS" not in next_step(triage_text(log))
