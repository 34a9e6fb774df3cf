"""What a job prints after its failing step, to show why it failed, is read as that step's evidence.

- GitHub Actions: after a step fails, the runner skips every later step whose ``if:`` is false
  without printing it (actions/runner ``src/Runner.Worker/StepsRunner.cs``), and ``if:`` is
  ``success()`` unless a status function is called (docs.github.com, "Expressions": ``failure()``
  "Returns true when any previous step of a job fails"). A step shown after the failed one ran
  because of ``if: failure()`` or ``always()``: its output (``cat test-suite.log``) is evidence.
  The runner's post-job steps (``Post job cleanup.``) are not.
- Travis: ``after_script`` runs after ``after_success``/``after_failure`` whatever the result
  (travis-build ``lib/travis/build/stages.rb``), so its commands that print files are read, and the
  others (coverage uploads, link checkers) are not.

The output is real: ``fixtures/automake-check/`` holds what ``make check`` and ``cat test-suite.log``
printed for an automake test suite with one failing test, made here with GNU automake 1.16.5 and
GNU Make 4.3 (``TESTS = tests/count_words.sh tests/count_lines.sh tests/empty_input.sh``, the second
printing a message and a ``diff -u`` and exiting 1). The job logs around it are built at run time in
GitHub's and Travis' formats.
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import MAX_LATER_STEPS, Analyser, MemberAnalysis, after_failure_output
from ci_triage.logs.source import LogMember

AUTOMAKE = Path(__file__).parent / "fixtures" / "automake-check"
FIXTURES = Path(__file__).parent.parent / "fixtures"
MAKE_CHECK = (AUTOMAKE / "make-check.txt").read_text().splitlines()
TEST_SUITE_LOG = (AUTOMAKE / "test-suite.log.txt").read_text().splitlines()
WHY = "line count mismatch for sample.txt"
"""What the failing test printed: only ``test-suite.log`` holds it, ``make check`` names the test."""
STAMP = "2026-12-02T04:22:48.1620704Z "
FOLD = "\r\x1b[0K"


def step(command: str, output: list[str], exit_code: int = 0) -> list[str]:
    """A GitHub Actions script step as the runner prints it."""
    ending = [f"##[error]Process completed with exit code {exit_code}."] if exit_code else []
    return [f"##[group]Run {command}", command, "shell: /usr/bin/bash -e {0}", "##[endgroup]", *output, *ending]


SET_UP = ["Current runner version: '2.321.0'", "##[group]Run actions/checkout@v4", "Syncing repository: o/r"]
JOB_END = ["Post job cleanup.", "[command]/usr/bin/git version", "Cleaning up orphan processes"]


def analyse_github(analyser: Analyser, lines: list[str]) -> MemberAnalysis:
    data = "".join(f"{STAMP}{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), DEFAULT_BUDGET)


def analyse_travis(analyser: Analyser, lines: list[str]) -> MemberAnalysis:
    data = "".join(f"{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), DEFAULT_BUDGET)


def cited(analysis: MemberAnalysis, lines: list[str], text: str) -> bool:
    """Whether the excerpt holds the (1-based) line of ``lines`` that contains ``text``."""
    return next(n for n, line in enumerate(lines, 1) if text in line) in analysis.excerpt_lines


def test_a_step_run_on_failure_shows_why_the_failing_step_failed(analyser: Analyser) -> None:
    lines = [*SET_UP, *step("make check", MAKE_CHECK, 2), *step("cat test-suite.log", TEST_SUITE_LOG), *JOB_END]
    analysis = analyse_github(analyser, lines)
    assert [section.name for section in analysis.failing] == ["Run make check"]
    assert [section.name for section in after_failure_output(analysis.scan, analysis.failing)] == [
        "Run cat test-suite.log"
    ]
    assert cited(analysis, lines, WHY)
    assert cited(analysis, lines, "FAIL tests/count_lines.sh (exit status: 1)")
    report = analysis.report
    assert report.failing_step is not None
    assert report.failing_step.name == "Run make check"
    quiet = [*SET_UP, *step("make check", MAKE_CHECK, 2), *step("cat test-suite.log", ["(no log)"]), *JOB_END]
    alone = analyse_github(analyser, quiet).report
    assert (report.classification.category, report.fingerprint) == (alone.classification.category, alone.fingerprint)


def test_only_the_first_steps_after_the_failure_are_read(analyser: Analyser) -> None:
    later = [line for n in range(MAX_LATER_STEPS + 5) for line in step(f"echo step {n}", [f"error: in step {n}"])]
    lines = [*SET_UP, *step("make check", MAKE_CHECK, 2), *later, *JOB_END]
    analysis = analyse_github(analyser, lines)
    read = [section.name for section in after_failure_output(analysis.scan, analysis.failing)]
    assert read == [f"Run echo step {n}" for n in range(MAX_LATER_STEPS)]
    assert cited(analysis, lines, "FAIL: tests/count_lines.sh")
    assert cited(analysis, lines, f"error: in step {MAX_LATER_STEPS - 1}")
    assert not cited(analysis, lines, f"error: in step {MAX_LATER_STEPS}")


def test_the_runner_s_post_job_steps_are_no_evidence(analyser: Analyser) -> None:
    lines = [*SET_UP, *step("make check", MAKE_CHECK, 2), "Post job cleanup.", "error: could not lock config file"]
    analysis = analyse_github(analyser, lines)
    assert after_failure_output(analysis.scan, analysis.failing) == []
    assert not cited(analysis, lines, "could not lock config file")


def test_steps_before_the_failing_one_are_not_read_as_its_evidence(analyser: Analyser) -> None:
    lines = [*SET_UP, *step("cat old.log", ["error: stale"]), *step("make check", MAKE_CHECK, 2), *JOB_END]
    analysis = analyse_github(analyser, lines)
    assert after_failure_output(analysis.scan, analysis.failing) == []
    assert not cited(analysis, lines, "error: stale")


def test_a_later_step_s_traceback_is_no_location_of_the_failure(analyser: Analyser) -> None:
    """trial-16's real ``pytest`` failure (``fixtures/trial-16/multistep.gha.log``), then a later
    step that ran and printed a traceback it let go (``File "scripts/report.py", line 3``, ``report
    skipped (non-fatal)``): the traceback is read for the excerpt, but the failure's locations are
    the failing step's own."""
    log = FIXTURES / "trial-16" / "multistep.gha.log"
    with log.open("rb") as file:
        analysis = analyser.analyse(LogMember(name="", file=file), DEFAULT_BUDGET)
    assert [section.name for section in analysis.failing] == ["Run python -m pytest tests/test_calc.py"]
    assert [(location.file, location.line) for location in analysis.report.locations] == [
        ("tests/test_calc.py", 14),
        ("tests/test_calc.py", 13),
    ]


def travis_script(command: str, output: list[str], exit_code: int) -> list[str]:
    """A Travis ``script`` command and its result line (travis-build ``travis_result.bash``)."""
    return [
        f"travis_time:start:s{FOLD}$ {command}",
        *output,
        f"travis_time:end:s:start=3,finish=4,duration=1{FOLD}",
        f'\x1b[31;1mThe command "{command}" exited with {exit_code}.\x1b[0m',
    ]


def travis_after_script(number: int, command: str, output: list[str]) -> list[str]:
    """A command of Travis' ``after_script`` phase, folded as travis-build's ``stages/custom.rb`` does."""
    return [
        f"travis_fold:start:after_script.{number}{FOLD}travis_time:start:a{number}{FOLD}$ {command}",
        *output,
        f"travis_time:end:a{number}:start=5,finish=6,duration=1{FOLD}travis_fold:end:after_script.{number}{FOLD}",
    ]


TRAVIS_START = [
    f"travis_fold:start:worker_info{FOLD}Worker information",
    "hostname: demo",
    f"travis_fold:end:worker_info{FOLD}",
]


def test_travis_after_script_that_prints_a_file_is_evidence(analyser: Analyser) -> None:
    lines = [
        *TRAVIS_START,
        *travis_script("make check", MAKE_CHECK, 2),
        *travis_after_script(1, "danger", ["error: no pull request found"]),
        *travis_after_script(2, "cat test-suite.log", TEST_SUITE_LOG),
        "",
        "Done. Your build exited with 1.",
    ]
    analysis = analyse_travis(analyser, lines)
    assert [section.name for section in analysis.failing] == ["make check"]
    assert [section.name for section in after_failure_output(analysis.scan, analysis.failing)] == ["cat test-suite.log"]
    assert cited(analysis, lines, WHY)
    assert not cited(analysis, lines, "no pull request found")


def test_a_later_step_s_lines_are_not_called_the_failing_step_s_end(analyser: Analyser) -> None:
    """The title of a later step, a gap between the failing step's exit marker and the later step's
    error text, takes that step's reason, not "end of the failing step" (session 16's trial: real
    `go test -v` output of go 1.19, then an `echo`/`ls` step that ran on failure)."""
    log = FIXTURES / "trial-17" / "go-steps.log"
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(log.read_bytes())), DEFAULT_BUDGET).report
    failing = report.failing_step.name if report.failing_step else None
    later = [span for span in report.excerpt if span.step != failing]
    assert later, report.excerpt
    assert all("end of the failing step" not in span.reason for span in later), later
