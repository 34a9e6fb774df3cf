"""A Jenkins ``sh`` step's ``ERROR: script returned exit code N`` names the command traced before it
(trial 32, findings 4, 12, 16 and 19).

Jenkins prints the line where the step's error was caught: at the Pipeline's end (a scripted
``node { sh … }`` or a one-stage Pipeline without ``post``), at a ``catchError`` block's end, or in a
``retry`` step, which then prints ``Retrying`` and runs the block again; each time after the
``[Pipeline] }`` lines that closed the blocks around the step, which are never the failed command.
Console notes (``ESC[8mha:…ESC[0m``) before the Pipeline's lines are hidden text, not the lines'
own. The ``sh`` steps of ``parallel`` branches start together (``[Pipeline] sh`` lines in a row),
so their traces come one after the other and their output is interleaved: the branch whose
command's tool printed the failure is the step. The fixtures (``tests/fixtures/trial-32/``, README
there) hold real output of go 1.19.8 and GNU Make 4.3 in Jenkins' console layout.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.controls import without_controls

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-32"


@pytest.mark.parametrize(
    ("log", "category", "step", "exit_code", "lines", "quoted"),
    [
        ("scripted_go_test_fail.log", "test failure", "go test -v ./...", 1, (9, 18), "failed tests TestSlug"),
        ("scripted_make_test_fail.log", "test failure", "make test", 2, (7, 15), "FAIL: expected 12, got 13"),
        (
            "catcherror_vet_then_test_pass.log",
            "lint/format",
            "go vet ./...",
            2,
            (11, 13),
            "./slug.go:13:9: fmt.Sprintf format %s reads arg #2",
        ),
        # the retried attempt's exit 1 was taken back by ``Retrying``: go vet's exit 2 decides
        (
            "retry_then_vet_fail.log",
            "lint/format",
            "go vet ./...",
            2,
            (57, 59),
            "./slug.go:13:9: fmt.Sprintf format %s reads arg #2",
        ),
    ],
)
def test_the_exit_line_after_the_pipelines_own_lines_is_the_traced_commands(
    triage_json: Callable[..., dict],
    log: str,
    category: str,
    step: str,
    exit_code: int,
    lines: tuple[int, int],
    quoted: str,
) -> None:
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    assert (failing["name"], failing["exit_code"]) == (step, exit_code)
    assert (failing["start_line"], failing["end_line"]) == lines
    assert report["category"] == category
    assert report["confidence"] >= 0.7
    assert quoted in report["summary"]


def test_a_retried_attempt_that_failed_is_shown_as_passed_later(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "retry_then_vet_fail.log")
    reasons = {span["start_line"]: span["reason"] for span in report["excerpt"]}
    assert "passed on a later attempt" in reasons[27]


def test_console_notes_before_pipeline_lines_are_hidden_text(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "go_test_fail_consolenotes.log")
    failing = report["failing_step"]
    assert (failing["name"], failing["start_line"], failing["end_line"]) == ("go test -v ./...", 40, 49)
    shown = [line for span in report["excerpt"] for line in span["lines"]]
    assert not any("ha:" in line or "redacted" in line for line in shown)


@pytest.mark.parametrize("escape", ["\x1b", "^["])
def test_a_console_note_is_removed_whole(escape: str) -> None:
    note = f"{escape}[8mha:////4Hq+/0AAAA=={escape}[0m"
    assert without_controls(f"{note}[Pipeline] }}") == "[Pipeline] }"
    assert without_controls(f"Started by user {note}admin") == "Started by user admin"


@pytest.mark.parametrize("failing_branch_first", [True, False])
def test_parallel_branches_the_failing_one_is_the_step(
    triage_json: Callable[..., dict], tmp_path: Path, failing_branch_first: bool
) -> None:
    lines = (FIXTURES / "parallel_go_test_fail.log").read_text().splitlines(keepends=True)
    if not failing_branch_first:  # the passing branch's go vet traced first
        lines[17], lines[18] = lines[18], lines[17]
    log = tmp_path / "parallel.log"
    log.write_text("".join(lines))
    report = triage_json(log)
    failing = report["failing_step"]
    assert (failing["name"], failing["exit_code"], failing["end_line"]) == ("go test -v ./...", 1, 28)
    assert report["category"] == "test failure"
    assert report["confidence"] >= 0.9  # no "step tool disagrees": the step runs go test too
