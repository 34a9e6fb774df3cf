"""A job log copied from GitHub's web page is split into its steps at the page's step titles, so the
failing step is the one whose section holds the runner's exit line, with its own line range (trial
55, finding 3: the whole log was "Set up job", lines 1-56); tool output pasted alone that prints
lines opening with ``Run `` is not split. The titles of the steps after the failing one (a post
step's, ``Post Checkout``) do not undo its exit line, and the page's line-number column is removed
(trial 57, findings 1 and 3: "No failure found"; "Set up job", job ``job``, no exit code).

Fixtures (tests/fixtures/s29-webcopy, README there): the real output of rspec 3.12 (Debian),
pytest 9.2.0 and go 1.19.8 (``go test``), written in the form the web page shows a job when it is copied.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.web_page import COLUMN_HEAD_BYTES, LineNumberColumn, output_line

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-webcopy"
EXIT_LINE = "Error: Process completed with exit code 1."


def _line_of(log: str, text: str) -> int:
    """The 1-based number of the first line of ``log`` (a fixture's name) that reads ``text``."""
    return (FIXTURES / log).read_text().splitlines().index(text) + 1


@pytest.mark.parametrize(
    ("log", "step", "number"),
    [
        ("rspec-job.web.log", "Run rspec", 4),  # every step expanded, its settings under its title
        ("rspec-job-headers.web.log", "Run rspec", 4),  # each title twice: the page's header, the step's line
        ("rspec-trial55.web.log", "Run bundle exec rspec", 4),  # trial 55's log, no "Set up job" title
        ("pytest-job-collapsed.web.log", "Run python -m pytest tests", 4),  # the other steps collapsed
        ("rspec-step.web.log", "Run rspec", None),  # the failing step alone: its number is not shown
        ("pytest-step.web.log", "Run python -m pytest tests", None),
    ],
)
def test_the_failing_step_of_a_copied_page_is_the_step_whose_title_heads_the_exit_line(
    triage_json: Callable[..., dict], log: str, step: str, number: int
) -> None:
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    assert failing["name"] == step
    assert (failing["start_line"], failing["end_line"]) == (_line_of(log, step), _line_of(log, EXIT_LINE))
    assert failing["exit_code"] == 1
    assert failing["number"] == number
    assert failing["evidence"] == EXIT_LINE
    assert report["category"] == "test failure"
    assert [excerpt["step"] for excerpt in report["excerpt"]] == [step]


def test_a_tools_run_lines_inside_the_failing_step_do_not_split_it(triage_json: Callable[..., dict]) -> None:
    """pytest's captured output ``Run 1: seeding 3 rows`` is a label a test printed, not a step's title."""
    report = triage_json(FIXTURES / "pytest-job-collapsed.web.log")
    assert report["failing_step"]["name"] == "Run python -m pytest tests"
    assert report["failed_tests"][0]["name"] == "tests/test_seed.py::test_seed_counts_rows"


def test_tool_output_pasted_alone_with_run_lines_stays_one_plain_log(triage_json: Callable[..., dict]) -> None:
    """Without any line only the runner writes, lines that open with ``Run `` split nothing."""
    log = "pytest-run-lines.plain.log"
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    lines = len((FIXTURES / log).read_text().splitlines())
    assert (failing["name"], failing["start_line"], failing["end_line"]) == ("(whole log)", 1, lines)
    assert report["category"] == "test failure"


def test_the_runners_cancellation_as_the_page_shows_it_ends_its_step(triage_json: Callable[..., dict]) -> None:
    """``##[error]The operation was canceled.`` reads ``Error: …`` on the page: the step it ends was cancelled."""
    log = "pytest-cancelled.web.log"
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    cancelled = "Error: The operation was canceled."
    assert (failing["name"], failing["evidence"]) == ("Run python -m pytest tests", cancelled)
    assert (failing["start_line"], failing["end_line"]) == (3, _line_of(log, cancelled))
    assert report["category"] == "cancelled"


@pytest.mark.parametrize(
    ("line", "output"),
    [
        ("Run 1: seeding 3 rows", True),  # the label a test printed (pytest-job-collapsed.web.log)
        ("Run `npm audit` for details.", True),  # npm's advice after ``npm install``
        ("Run with --stacktrace option to get the stack trace.", True),  # Gradle's ``* Try:`` advice
        ("Run bundle exec rspec", False),
        ("Run docker build -t shop .", False),  # a command ending in ``.``, the build's context
        ("Run docker://alpine:3.20", False),  # an action's reference
    ],
)
def test_a_run_line_that_reads_as_a_label_or_a_sentence_is_a_tools_output(line: str, output: bool) -> None:
    assert output_line(line) is output


def test_the_titles_of_the_steps_after_the_failing_one_leave_its_exit_line(triage_json: Callable[..., dict]) -> None:
    """Named steps: the page titles a post step ``Post Checkout`` (above its ``Post job cleanup.``) and
    shows a skipped step's and a collapsed post step's titles alone, right after the exit line."""
    log = "go-job-named-steps.web.log"
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    assert (failing["name"], failing["number"], failing["exit_code"]) == ("Run go test ./...", 4, 1)
    assert (failing["start_line"], failing["end_line"]) == (
        _line_of(log, "Run go test ./..."),
        _line_of(log, EXIT_LINE),
    )
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["TestClamp", "TestMean"]


@pytest.mark.parametrize(
    ("log", "step", "number", "lines", "location"),
    [
        ("pytest-job.web-numbered.log", "Run python -m pytest tests", 5, (42, 84), "tests/test_cart.py"),  # 12<TAB>text
        ("go-job.web-numbers-glued.log", "Run go test ./...", 4, (45, 72), "calc/calc_test.go"),  # 12text
    ],
)
def test_the_pages_line_number_column_is_removed(
    triage_json: Callable[..., dict], log: str, step: str, number: int, lines: tuple[int, int], location: str
) -> None:
    report = triage_json(FIXTURES / log)
    failing = report["failing_step"]
    assert (failing["name"], failing["number"], failing["exit_code"]) == (step, number, 1)
    assert (failing["start_line"], failing["end_line"], failing["evidence"]) == (*lines, EXIT_LINE)
    assert report["jobs"][0]["job"] == "test"  # ``Complete job name: test`` behind its number
    assert report["category"] == "test failure"
    assert report["excerpt"][0]["lines"][:3] == [step, step, step.removeprefix("Run ")]
    assert report["locations"][0]["file"] == location
    assert not report["warnings"]  # no "ends before its job did": its last line is the runner's


def test_numbers_a_step_printed_are_its_output_not_the_pages_column(triage_json: Callable[..., dict]) -> None:
    """``nl -ba -w1`` on two files in a copy of the page without the column: two counts from 1, kept."""
    log = "nl-output.web.log"
    assert LineNumberColumn.find((FIXTURES / log).read_bytes()[:COLUMN_HEAD_BYTES]) is None
    excerpt = triage_json(FIXTURES / log)["excerpt"]
    assert "1\t[db]" in [line for part in excerpt for line in part["lines"]]


@pytest.mark.parametrize(
    ("log", "form"),
    [("pytest-job.web-numbered.log", "tab"), ("go-job.web-numbers-glued.log", "glued"), ("rspec-job.web.log", None)],
)
def test_the_column_is_found_in_its_form(log: str, form: str | None) -> None:
    column = LineNumberColumn.find((FIXTURES / log).read_bytes()[:COLUMN_HEAD_BYTES])
    assert (column.form if column else None) == form
