"""Logs of any shape (issue 11): a timestamp on every line does not make a log GitHub's, and a log
without an exit marker (cut short, or saved from a terminal) still gets a diagnosis, less sure.

The fixtures in ``tests/logs/fixtures`` are real output made for these tests: pytest 8, cargo 1.95,
npm 11 and go 1.19 runs of a small failing project, two of them piped through moreutils ``ts``
(``ts '%Y-%m-%dT%H:%M:%.SZ'`` and ``ts '[%Y-%m-%d %H:%M:%.S]'``) with the wrapper's own
``exit status N`` line. The GitHub Actions shape (``##[group]Run``, seven-digit timestamps, the
runner's ``##[error]Process completed with exit code N.``) is the runner's as described in
``shared/corpus/gha/GHA-LOGS-API.md``; it is put around the real output here.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import NO_EXIT_MARKER, NO_RUNNER_EXIT_LINE, Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.first_pass import detect_format
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"
STARTED = datetime(2026, 12, 1, 17, 0, 0, 123456, tzinfo=UTC)

NO_MARKER = [
    ("pytest-no-exit-marker.txt", "pytest -q test_calc.py", 1, "test failure"),
    ("cargo-build-no-exit-marker.txt", "cargo build", 101, "compile/build error"),
    ("npm-missing-script-no-exit-marker.txt", "npm run lint", 1, "configuration"),
    ("go-build-no-exit-marker.txt", "go build ./...", 2, "compile/build error"),
]
ENDS_WITHOUT_TALLY = [
    case for case in NO_MARKER if case[0] not in ("cargo-build-no-exit-marker.txt", "pytest-no-exit-marker.txt")
]
"""The plain outputs of :data:`NO_MARKER` that do not end with their tool's tally of failures: cargo's
``error: could not compile `rs` (bin "rs") due to 1 previous error`` and pytest -q's bare ``1 failed,
1 passed in 1.64s`` end their runs, so those plain logs are not discounted
(``tests/logs/test_plain_tally.py``)."""


def _triage(analyser: Analyser, path: Path) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


def _github_step(output: str, command: str, exit_code: int | None, *, job_end: bool = False) -> str:
    """``output`` as the step ``Run <command>`` of a GitHub Actions job log, after a checkout step;
    with the runner's exit line when ``exit_code`` is given, else cut where the output ends, unless
    ``job_end`` adds the runner's post-job steps (the job ran to its end)."""
    lines = [
        "##[group]Run actions/checkout@v4",
        "Syncing repository: octo/calc",
        "##[endgroup]",
        f"##[group]Run {command}",
        command,
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *output.splitlines(),
    ]
    if exit_code is not None:
        lines.append(f"##[error]Process completed with exit code {exit_code}.")
    if job_end:
        lines += ["Post job cleanup.", "[command]/usr/bin/git version", "Cleaning up orphan processes"]
    stamps = (STARTED + timedelta(milliseconds=37 * n) for n in range(len(lines)))
    return "".join(f"{stamp:%Y-%m-%dT%H:%M:%S.%f}0Z {line}\n" for stamp, line in zip(stamps, lines, strict=True))


@pytest.mark.parametrize(
    ("name", "category", "exit_code", "first_error"),
    [
        ("pytest-through-ts-iso.log", "test failure", 1, "FAILED test_calc.py::test_add - assert -1 == 5"),
        ("cargo-build-through-ts-bracketed.log", "compile/build error", 101, "error[E0308]: mismatched types"),
    ],
)
def test_a_log_timestamped_by_a_wrapper_is_triaged_as_plain_output(
    analyser: Analyser, name: str, category: str, exit_code: int, first_error: str
) -> None:
    path = FIXTURES / name
    assert detect_format(path.read_bytes()) == "plain"
    report = _triage(analyser, path)
    assert report.failure_found
    assert report.category == category
    assert report.exit_code == exit_code
    shown = [line for span in report.excerpt for line in span.lines]
    assert first_error in shown
    assert not any(line.startswith(("2026-", "[2026-")) for line in shown)


def test_github_structure_not_its_timestamps_makes_a_log_github_actions() -> None:
    output = (FIXTURES / "pytest-no-exit-marker.txt").read_text()
    wrapped = _github_step(output, "pytest -q test_calc.py", 1)
    assert detect_format(wrapped.encode()) == "github-actions"
    stamps_only = "".join(f"{STARTED:%Y-%m-%dT%H:%M:%S.%f}0Z {line}\n" for line in output.splitlines())
    assert detect_format(stamps_only.encode()) == "plain"


def _logging_line(message: str) -> str:
    """``message`` as Python's logging module writes it by default (``2026-12-01 17:00:00,123``), at
    :data:`STARTED` in local time: the same text wherever the test is collected (a worker process too)."""
    record = logging.LogRecord("ci", logging.ERROR, __file__, 1, message, None, None)
    record.created, record.msecs = STARTED.timestamp(), STARTED.microsecond // 1000
    return logging.Formatter("%(asctime)s %(message)s").format(record)


@pytest.mark.parametrize(
    "line",
    [
        f"{STARTED:%Y-%m-%dT%H:%M:%S.%f}0Z error: boom",  # the GitHub runner
        f"{STARTED.isoformat(timespec='milliseconds').replace('+00:00', 'Z')} error: boom",  # ts, ISO
        f"[{STARTED:%Y-%m-%d %H:%M:%S.%f}] error: boom",  # ts, bracketed
        f"{STARTED.astimezone(timezone(timedelta(hours=2))).isoformat()} error: boom",  # with an offset
        _logging_line("error: boom"),  # Python's logging: a space for the T, a comma before the fraction
    ],
)
def test_one_timestamp_prefix_is_removed_whatever_its_spelling(line: str) -> None:
    assert clean_line(line).text == "error: boom"


def test_a_timestamp_inside_a_line_is_kept() -> None:
    assert clean_line("deadline 2026-12-01T17:00:00Z passed").text == "deadline 2026-12-01T17:00:00Z passed"
    assert clean_line("2026-12-01T17:00:00Z-build failed").text == "2026-12-01T17:00:00Z-build failed"


@pytest.mark.parametrize(("name", "command", "exit_code", "category"), ENDS_WITHOUT_TALLY)
def test_plain_output_without_an_exit_marker_is_diagnosed_less_surely(
    analyser: Analyser, tmp_path: Path, name: str, command: str, exit_code: int, category: str
) -> None:
    output = (FIXTURES / name).read_text()
    report = _triage(analyser, FIXTURES / name)
    marked = tmp_path / "marked.log"
    marked.write_text(f"{output}exit status {exit_code}\n")
    with_marker = _triage(analyser, marked)
    assert report.failure_found
    assert report.category == with_marker.category == category
    assert report.confidence < with_marker.confidence
    assert report.failing_step is not None
    assert report.failing_step.evidence == NO_EXIT_MARKER
    assert any("no exit marker" in warning for warning in report.warnings)
    assert not any("no exit marker" in warning for warning in with_marker.warnings)


@pytest.mark.parametrize(("name", "command", "exit_code", "category"), NO_MARKER)
def test_a_github_actions_log_cut_before_the_exit_line_still_names_the_failing_step(
    analyser: Analyser, tmp_path: Path, name: str, command: str, exit_code: int, category: str
) -> None:
    output = (FIXTURES / name).read_text()
    cut, whole = tmp_path / "cut.log", tmp_path / "whole.log"
    cut.write_text(_github_step(output, command, None))
    whole.write_text(_github_step(output, command, exit_code))
    report, complete = _triage(analyser, cut), _triage(analyser, whole)
    assert report.failure_found
    assert report.failing_step is not None
    assert report.failing_step.name == f"Run {command}"
    assert report.category == complete.category == category
    assert report.confidence < complete.confidence
    assert any(NO_RUNNER_EXIT_LINE in warning for warning in report.warnings)  # a job log's own terms
    assert report.failing_step.evidence == NO_RUNNER_EXIT_LINE
    assert not any(NO_RUNNER_EXIT_LINE in warning for warning in complete.warnings)


@pytest.mark.parametrize("wrap", [False, True])
def test_passing_output_without_an_exit_marker_is_no_failure(analyser: Analyser, tmp_path: Path, wrap: bool) -> None:
    output = (FIXTURES / "pytest-passing.txt").read_text()
    log = tmp_path / "passing.log"
    log.write_text(_github_step(output, "pytest -q test_pass.py", None) if wrap else output)
    report = _triage(analyser, log)
    assert not report.failure_found


def test_a_github_actions_job_that_ran_to_its_end_without_an_exit_marker_passed(
    analyser: Analyser, tmp_path: Path
) -> None:
    output = (FIXTURES / "pytest-no-exit-marker.txt").read_text()
    log = tmp_path / "tolerated.log"
    log.write_text(_github_step(output, "pytest -q test_calc.py || true", None, job_end=True))
    assert not _triage(analyser, log).failure_found


def test_a_long_preamble_before_the_first_step_does_not_hide_the_github_structure(
    analyser: Analyser, tmp_path: Path
) -> None:
    output = (FIXTURES / "pytest-no-exit-marker.txt").read_text()
    job = _github_step(output, "pytest -q test_calc.py", 1)
    preamble = "".join(
        f"{STARTED:%Y-%m-%dT%H:%M:%S.%f}0Z Downloading action repository 'octo/setup@v{n}'\n" for n in range(5000)
    )
    assert len(preamble.encode()) > 65536  # more than the 64 KiB head the format was read from
    log = tmp_path / "preamble.log"
    log.write_text(preamble + job)
    report = _triage(analyser, log)
    assert report.failing_step is not None
    assert report.failing_step.name == "Run pytest -q test_calc.py"
    assert report.exit_code == 1
