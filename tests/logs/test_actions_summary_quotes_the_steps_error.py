"""In a GitHub Actions log the summary quotes the failing step's first error line, never the
runner's ``##[error]Process completed with exit code N.`` when the step printed one (trial-q,
finding 6): the plain log of the same output already quotes the error, and the runner's line
names none of its own.

Fixtures: ``tests/fixtures/trial-q/`` holds the trial's logs (``uv lock --check``, commitlint,
esbuild, a timeout: their Actions-wrapped forms), and ``uv-0.13.9-sync-locked.log``: real output of uv
0.13.9 (``uv sync --locked --offline`` in a project whose version changed after ``uv lock``), made
2026-12-02 and wrapped here in the runner's lines as ``actions/runner`` prints them.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.source import LogMember

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-q"
RUNNER_EXIT = "Process completed with exit code 1."


@pytest.mark.parametrize(
    ("name", "error"),
    [
        ("uv-lock-check", "error: The lockfile at `uv.lock` needs to be updated"),
        ("commitlint", "subject may not be empty [subject-empty]"),
        ("esbuild", 'Expected identifier but found ","'),
    ],
)
def test_the_actions_log_quotes_the_error_its_plain_log_quotes(analyser: Analyser, name: str, error: str) -> None:
    report, _ = triage_path(TRIAL / f"{name}.gha.log", analyser, 2000)
    assert report.summary is not None
    assert RUNNER_EXIT not in report.summary
    assert error in report.summary


def _as_actions_log(plain: list[str], command: str) -> bytes:
    """``plain`` (a plain log's output lines) as the runner prints a failing script step's."""
    lines = [
        "Current runner version: '2.321.0'",
        f"##[group]Run {command}",
        command,
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *plain,
        "##[error]" + RUNNER_EXIT,
        "Post job cleanup.",
        "Cleaning up orphan processes",
    ]
    return "".join(f"2026-12-02T16:00:0{i % 10}.1370000Z {line}\n" for i, line in enumerate(lines)).encode()


def test_real_uv_output_in_an_actions_log_quotes_uvs_error(analyser: Analyser) -> None:
    command, *output, _exit = (TRIAL / "uv-0.13.9-sync-locked.log").read_text().splitlines()
    data = _as_actions_log(output, command.removeprefix("$ "))
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report
    assert report.failure_found
    assert report.headline is not None
    assert RUNNER_EXIT not in report.headline
    assert "error: The lockfile at `uv.lock` needs to be updated, but `--locked` was provided." in report.headline


def test_a_timeout_commands_exit_code_gives_way_to_what_the_step_printed(analyser: Analyser) -> None:
    """``timeout 5 bash slow.sh`` ends with exit code 124, timeout's own: the verdict says it timed
    out, and the summary quotes what the script printed while it waited (the trial's
    ``timeout124.gha.log``: ``attempt 1: connection refused``), not the runner's exit line (trial 28 #15)."""
    report, _ = triage_path(TRIAL / "timeout124.gha.log", analyser, 2000)
    assert report.category == "timeout"
    assert report.summary is not None
    assert report.summary.endswith("”: attempt 1: connection refused")
