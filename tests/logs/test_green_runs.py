"""A green run never reads as a failure; a red one still does.

The fixtures are real tools' output on small projects, made here (``tests/fixtures/passing/README.md``
names the tools, their versions and the shapes); the failing ones are the same tools on the same
projects with a fault put in.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.passing import (
    command_options,
    failure_text,
    failure_word,
    passing_test,
    passing_test_events,
    passing_verdict,
    verdict_tools,
    warning_lines,
    without_names,
    wrapper_verdict,
)
from ci_triage.logs.report import AUDIT_SKIPPED, triage_source
from ci_triage.logs.source import LogMember, LogSource, open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures"
AUDIT_SKIPPED_NOTE = AUDIT_SKIPPED.split("{", 1)[0]
PASSING = sorted((FIXTURES / "passing").glob("*/*.log"))
FAILING = sorted((FIXTURES / "failing-tools").glob("*.log"))


def triage_bytes(analyser: Analyser, data: bytes):
    source = LogSource(label="job.log", kind="file", members=[LogMember(name="", file=io.BytesIO(data))])
    report, _ = triage_source(source, analyser, 2000)
    return report


def test_there_are_passing_logs_of_every_shape() -> None:
    shapes = {path.parent.name for path in PASSING}
    assert shapes == {"plain", "ts", "github"}
    assert len(PASSING) >= 90


@pytest.mark.parametrize("path", PASSING, ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_a_passing_tools_log_reports_no_failure(path: Path, analyser: Analyser) -> None:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert not report.failure_found, [span.lines for span in report.excerpt]
    assert report.excerpt == []
    notes = [warning for warning in report.warnings if not warning.startswith(AUDIT_SKIPPED_NOTE)]
    assert notes == []
    assert (len(notes) < len(report.warnings)) == (path.stem == "pip-audit-skipped")  # a note of what it left unaudited


EXPECTED_FAILURES = {
    "bash-set-x-ls": "configuration",  # a set -x script's last command, ls of a path that is not there
    "bash-unbound": "configuration",
    "cargo-fmt": "formatting",
    "cargo-test": "test failure",
    "cmake-find-package-required": "dependency resolution",
    "flake8": "lint/format",
    "gcc-long-path": "compile/build error",
    "gha-bash-5.2.15-not-executable": "configuration",  # exit 126: the script has no execute bit
    "gha-biome-2.6.9-lint": "lint/format",
    "gha-black-26.10.1": "formatting",
    "gha-flake8-7.5.0": "lint/format",
    "gha-pyright-1.1.414": "type check",
    "gha-pytest-300-failed": "test failure",
    "gha-pytest-9.2.0": "test failure",
    "gha-pytest-green-then-segfault": "runtime error",  # the tests passed, then the interpreter crashed
    "gha-pytest-tolerated-then-curl-403": "permission/auth",  # pytest || echo …, then the deploy's 403 ended it
    "gha-pytest-timeout-mixed": "test failure",  # one timeout among assertion failures: a failed test's reason
    "gha-pytest-timeout-signal": "timeout",
    "gha-pytest-timeout-thread": "timeout",
    "gha-ruff-0.17.6-concise": "lint/format",
    "gha-webpack-5.113.0-missing-local": "compile/build error",
    "go-flag-usage": "configuration",  # an unknown flag: the error, then the flag package's usage text
    "go-test": "test failure",
    "go-test-json": "test failure",
    "go-test-json-many": "test failure",
    "go-test-v": "test failure",
    "hadolint": "lint/format",  # warnings and infos only: hadolint fails at info unless told otherwise
    "hadolint-info": "lint/format",
    "hadolint-threshold-warning": "lint/format",
    "yamllint-strict-warning": "lint/format",  # a warning fails yamllint --strict (exit 2)
    "jest": "test failure",
    "make": "test failure",
    "make-gcc-werror": "compile/build error",
    "mocha": "test failure",
    "mypy": "type check",
    "node-20.20.2-missing-local": "runtime error",  # a script whose repository file is missing crashed
    "node-test": "test failure",
    "pylint": "lint/format",
    "pyright-1.1.414": "type check",
    "pytest": "test failure",
    "pytest-ids": "test failure",
    "pytest-ids-64": "test failure",
    "pytest-ids-v": "test failure",
    "pytest-q": "test failure",
    "pytest-log-cli": "test failure",  # -o log_cli=true: each test's live log records above its verdict
    "pytest-rA": "test failure",
    "pytest-v": "test failure",
    "ruff-0.17.6-concise": "lint/format",
    "ruff-check": "lint/format",
    "rustc-syntax-error": "compile/build error",  # cargo's "could not compile" with no coded error before it
    "shellcheck": "lint/format",
    "shellcheck-gcc": "lint/format",  # one note: shellcheck exits 1 on any finding it prints
    "terraform-validate-cli-warning": "infrastructure-as-code/deploy",  # the CLI's warning box, then the error
    "trial-gha-biome-2.6.9-ci": "lint/format",
    "trial-gha-pyright": "type check",
    "tsc": "type check",
}


@pytest.mark.parametrize("path", FAILING, ids=lambda path: path.stem)
def test_a_failing_tools_log_still_fails(path: Path, analyser: Analyser) -> None:
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert report.failure_found
    assert report.category == EXPECTED_FAILURES[path.stem]
    assert report.excerpt


@pytest.mark.parametrize(
    "line",
    [
        "found 0 vulnerabilities",
        "error: 0",
        "No tests failed",
        "0 errors",
        "Tests run: 12, Failures: 0, Errors: 0, Skipped: 1",
        "tests/test_errors.py::test_error_message PASSED [ 50%]",
        "--- PASS: TestErrorOnEmpty (0.00s)",
        "Process exited with code 0",
        "# XFAIL: 0",
        "# XFAIL: 1",
        "XFAIL: tests/t_known_bug",
        "error count: 0",
        "Error: none",
        "Errors: None,",
        "errors: 0",
        "0 error(s)",
        "    0 Error(s)",  # MSBuild's build summary
        "Failures: 0",
        "errors found: 0",
        "warning: 0 errors",  # the noun after a zero goes with it
        "warning: 0 errors, 0 failures",
        "error: 0 errors detected",
        "0 of 12 tests failed",
        "0/12 tests failed",
        "None of the 12 tests failed",
        "Failed tests: 0",
        "Error tests: 0",
        "Forbidden licenses: 0",  # a label holding an error word, then a zero alone
        "License check failed packages: none",
        "Errors found: no",
    ],
)
def test_a_zero_count_or_a_passing_test_is_not_failure_evidence(line: str, analyser: Analyser) -> None:
    report = triage_bytes(analyser, f"$ make check\n{line}\n".encode())
    assert not report.failure_found


def test_a_count_above_zero_beside_a_zero_is_still_evidence() -> None:
    assert "Failures: 2" in failure_text("Tests run: 12, Failures: 2, Errors: 0")
    assert failure_text("checked 3 files: 0 errors").strip() == "checked 3 files:"
    assert failure_text("error count: 3") == "error count: 3"
    assert failure_text("Errors: none, warnings: 2").strip() == "warnings: 2"
    assert failure_text("1 of 12 tests failed") == "1 of 12 tests failed"
    assert failure_text("Failed tests: 3") == "Failed tests: 3"


@pytest.mark.parametrize("line", ["Error: none of the inputs matched", "Error: none found in cache", "errors: 0.5%"])
def test_a_message_that_goes_on_past_none_or_zero_is_no_zero_count(line: str) -> None:
    assert failure_text(line) == line


@pytest.mark.parametrize(
    "line",
    [
        "+ echo 'error: checking error handling'",  # bash 5.2.15 set -x
        "++ grep -c FAILED results.txt",  # a command substitution, one level down
        "+(build.sh:12): make FAILED=1",  # PS4='+(${BASH_SOURCE}:${LINENO}): '
    ],
)
def test_a_command_bash_traced_is_not_failure_evidence(line: str) -> None:
    assert failure_text(line) == ""


@pytest.mark.parametrize("line", ["+error: not a trace", "+++", "Error: + 1"])
def test_a_line_that_only_starts_with_a_plus_is_no_trace(line: str) -> None:
    assert failure_text(line) == line


def test_error_words_a_later_traced_command_follows_did_not_fail_the_script(analyser: Analyser) -> None:
    """``plain/bash-set-x.log``: a ``set -eux`` script echoed an error word and went on."""
    log = (FIXTURES / "passing" / "plain" / "bash-set-x.log").read_bytes()
    assert not triage_bytes(analyser, log).failure_found
    assert triage_bytes(analyser, log.split(b"+ printf")[0]).failure_found  # the script stopped there


def test_a_skills_error_line_before_a_traced_command_still_fails(analyser: Analyser) -> None:
    failing = (FIXTURES / "failing-tools" / "pytest-q.log").read_bytes()
    report = triage_bytes(analyser, failing + b"+ echo done\ndone\n")
    assert report.failure_found
    assert report.category == "test failure"


@pytest.mark.parametrize(
    "line",
    [
        "===== 1 failed, 4 passed in 0.20s =====",
        "test result: FAILED. 2 passed; 1 failed",
        "Tests: 1 failed, 2 total",
        "67% tests passed, 1 tests failed out of 3",  # ctest 3.25.1
        "1 out of 3 tests failed (0.00s)",  # tasty 1.4.2.3
        "webpack 5.113.0 compiled with 1 error in 246 ms",
        "webpack 5.113.0 compiled with 1 error and 1 warning in 140 ms",
        "0 examples, 0 failures, 1 error occurred outside of examples",  # rspec 3.12: a spec file did not load
    ],
)
def test_a_verdict_that_counts_a_failure_is_no_passing_verdict(line: str) -> None:
    assert not passing_verdict(line)


@pytest.mark.parametrize(
    ("line", "tool"),
    [
        ("webpack 5.113.0 compiled successfully in 157 ms", "webpack"),
        ("webpack 5.113.0 compiled with 1 warning in 167 ms", "webpack"),  # warnings exit 0
        ("✓ built in 110ms", "vite"),  # vite 8.4.0
    ],
)
def test_a_bundlers_closing_line_is_its_passing_verdict(line: str, tool: str) -> None:
    assert verdict_tools(line) == [tool]


def test_a_verdict_outweighs_stray_error_words_before_it(analyser: Analyser) -> None:
    log = b"$ pytest -q\nWARNING: could not load plugin, skipped\nerror handling output\n.....\n5 passed in 0.10s\n"
    assert not triage_bytes(analyser, log).failure_found


def test_a_failure_after_a_passing_verdict_still_fails(analyser: Analyser) -> None:
    """The last tool's output decides: the tests passed, then the type check failed and the log ends."""
    passing = (FIXTURES / "passing" / "plain" / "pytest-q.log").read_bytes()
    failing = (FIXTURES / "failing-tools" / "mypy.log").read_bytes()
    report = triage_bytes(analyser, passing + failing)
    assert report.failure_found
    assert report.category == "type check"


def test_a_log_that_stops_after_an_early_failure_still_fails(analyser: Analyser) -> None:
    log = b"$ pip install -e .\nERROR: Could not find a version that satisfies the requirement foo==9.9\n"
    report = triage_bytes(analyser, log)
    assert report.failure_found
    assert report.category == "dependency resolution"


def test_jenkins_job_verdict_clears_a_log_with_error_words(analyser: Analyser) -> None:
    log = b"Tests run: 3, Failures: 0\nbash: line 9: bc: command not found\n[INFO] BUILD SUCCESS\nFinished: SUCCESS\n"
    assert not triage_bytes(analyser, log).failure_found


@pytest.mark.parametrize(
    "line",
    [
        "   Compiling thiserror v1.0.69",  # cargo build 1.95.0
        "   Compiling error-chain v0.12.4",
        "Collecting pytest-error-for-skips==2.0.2",  # pip 23.2.1
        "  Downloading failure-1.0.0-py3-none-any.whl (12 kB)",
        "src/errors.ts",  # tsc --listFiles
        "[ 50%] Building C object CMakeFiles/app.dir/error_handler.c.o",  # make under CMake
        "/src/error_handler.c:12:5: warning: unused variable 'failed' [-Wunused-variable]",  # gcc
        "Found 2 errors (2 fixed, 0 remaining).",  # ruff check --fix 0.17.6, exit 0
    ],
)
def test_an_error_word_inside_a_name_is_not_failure_evidence(line: str, analyser: Analyser) -> None:
    assert not triage_bytes(analyser, f"{line}\n".encode()).failure_found


@pytest.mark.parametrize(
    "line",
    [
        "error: could not compile `calc` (lib) due to 1 previous error",
        "requests.exceptions.ConnectionError: connection refused",
        "java.lang.NullPointerException",
        "Process failed.",
        "build-step failed",
    ],
)
def test_a_failure_word_beside_a_name_is_still_evidence(line: str) -> None:
    assert failure_word(line)


def test_names_are_masked_in_place() -> None:
    line = "Compiling error-chain v0.12.4 for error_handler.c: TypeError"
    masked = without_names(line)
    assert len(masked) == len(line)
    assert "error" not in masked
    assert masked.endswith("TypeError")


def test_a_passing_tests_report_under_pytest_rA_names_no_failed_test(analyser: Analyser) -> None:
    with open_log_source(str(FIXTURES / "failing-tools" / "pytest-rA.log")) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert [test.name for test in report.failed_tests] == ["test_a.py::test_bad", "test_a.py::test_bad2"]


@pytest.mark.parametrize(
    "line",
    [
        "gcc -Wall -Werror -Werror=format-security -O2 -c error.c -o error.o",  # make 4.3 echoing gcc 12.2.0
        "cmake -S . -B build -DCMAKE_COMPILE_WARNING_AS_ERROR=ON -DCMAKE_BUILD_TYPE=Release",
        "npx tsc --noEmitOnError -p .",
        "python -m pytest -W error::DeprecationWarning -q",
        "+ /usr/bin/gcc -Werror -c failure.c",  # set -x
    ],
)
def test_a_command_line_naming_an_error_option_is_not_failure_evidence(line: str, analyser: Analyser) -> None:
    assert not failure_word(line)
    assert not triage_bytes(analyser, f"$ make\n{line}\n".encode()).failure_found


@pytest.mark.parametrize(
    "line",
    [
        "npm error retry this command with --force or --legacy-peer-deps",  # npm's output, not a command line
        "gcc: error: unrecognized command-line option '-Wfoo'",
        "make: *** [Makefile:8: error.o] Error 1",
        "error: unknown option -Werror=bogus",
    ],
)
def test_a_tools_output_naming_an_option_is_still_evidence(line: str) -> None:
    assert failure_word(line)


def test_only_a_command_lines_options_and_their_values_are_masked() -> None:
    line = "$ gcc -Werror -c error.c -o error.o main.c"
    spans = command_options(line)
    assert [line[start:end] for start, end in spans] == ["-Werror", "-c", "error.c", "-o", "error.o"]
    assert command_options("pytest: error: unrecognized arguments: -Werror") == []


GO_EVENTS = {
    1: '{"Time":"t","Action":"run","Package":"m/calc","Test":"TestErr"}',
    2: '{"Time":"t","Action":"output","Package":"m/calc","Test":"TestErr","Output":"    a_test.go:9: error: boom\\n"}',
    3: '{"Time":"t","Action":"output","Package":"m/calc","Test":"TestFails","Output":"  a_test.go:2: error: bad\\n"}',
    4: '{"Time":"t","Action":"pass","Package":"m/calc","Test":"TestErr","Elapsed":0}',
    5: '{"Time":"t","Action":"fail","Package":"m/calc","Test":"TestFails","Elapsed":0}',
    6: '{"Time":"t","Action":"output","Package":"m/calc","Test":"TestSub/case","Output":"error: x\\n"}',
    7: '{"Time":"t","Action":"pass","Package":"m/calc","Test":"TestSub/case","Elapsed":0}',
    8: '{"Time":"t","Action":"fail","Package":"m/calc","Test":"TestSub","Elapsed":0}',
}


def test_a_passing_go_json_tests_events_are_no_evidence_whatever_their_order() -> None:
    assert passing_test_events(GO_EVENTS) == {1, 2, 4, 6, 7}


def test_go_json_package_pass_is_a_passing_verdict_on_that_package() -> None:
    """go test ./... goes on after a failed package: a package's ``pass`` event is a wrapper's
    verdict on one unit (it clears the run only when no package failed), not a tool's on its run."""
    passed = '{"Time":"2026-12-01T22:45:49.91680681Z","Action":"pass","Package":"example.com/calc","Elapsed":0.003}'
    assert wrapper_verdict(passed)
    assert not passing_verdict(passed)
    assert not wrapper_verdict('{"Time":"t","Action":"fail","Package":"example.com/calc","Elapsed":0.003}')
    assert not wrapper_verdict('{"Time":"t","Action":"pass","Package":"example.com/calc","Test":"TestA","Elapsed":0}')


def test_ctest_s_verdict_clears_a_passing_test_s_error_words(analyser: Analyser) -> None:
    """``plain/ctest-v.log`` (ctest 3.25.1): ``ctest -V`` prints a passing test's output (``3: error:
    empty input rejected (expected)``), its result line with the verdict at its end, then the run's
    verdict; without that verdict the words are evidence, and a failing verdict is no passing one."""
    log = (FIXTURES / "passing" / "plain" / "ctest-v.log").read_bytes()
    assert not triage_bytes(analyser, log).failure_found
    assert triage_bytes(analyser, log.split(b"\nThe following tests passed:")[0] + b"\n").failure_found
    assert passing_test("3/3 Test #3: parser_error_messages ............   Passed    0.01 sec")
    assert not passing_test("3/3 Test #3: parser_rejects_empty .............***Failed    0.00 sec")


HADOLINT_WARNING = "Dockerfile:1 DL3007 warning: Using latest is prone to errors if the image will ever update."
HADOLINT_STYLE = "Dockerfile:3 DL4000 style: MAINTAINER is deprecated"  # the form of hadolint 2.15.1's other lines


@pytest.mark.parametrize(
    ("command", "masked"),
    [
        ("$ hadolint Dockerfile", {3}),  # fails at info: the warning is the failure, not the style finding
        ("$ hadolint --failure-threshold error Dockerfile", {2, 3}),
        ("$ hadolint --failure-threshold=warning Dockerfile", {3}),
        ("+ hadolint -t style Dockerfile", set()),
        ("Run hadolint -t none Dockerfile", {2, 3}),  # a GitHub Actions step's Run line, cleaned
        ("$ docker run --rm -i hadolint/hadolint < Dockerfile", {3}),  # the image runs hadolint as it is
        ("$ make lint", {2, 3}),  # a wrapper: the threshold is in the Makefile, not shown
    ],
)
def test_warnings_are_evidence_when_the_command_above_fails_on_them(command: str, masked: set[int]) -> None:
    assert warning_lines({1: command, 2: HADOLINT_WARNING, 3: HADOLINT_STYLE}) == masked


@pytest.mark.parametrize(("threshold", "masked"), [("error", {6, 7}), ("warning", {7}), ("info", {7})])
def test_the_hadolint_actions_threshold_input_is_read(threshold: str, masked: set[int]) -> None:
    """A GitHub Actions step of ``hadolint/hadolint-action``: the runner prints its ``with:`` inputs
    under the ``Run`` line (the form of every action step's group, as in the GitHub-shaped fixtures)."""
    texts = {
        1: "Run hadolint/hadolint-action@v3.1.0",
        2: "with:",
        3: "  dockerfile: Dockerfile",
        4: f"  failure-threshold: {threshold}",
        5: "  format: tty",
        6: HADOLINT_WARNING,
        7: HADOLINT_STYLE,
    }
    assert warning_lines(texts) == masked


def test_a_compiler_warning_stays_no_evidence_after_any_command() -> None:
    texts = {1: "$ gcc -Wall -c main.c", 2: "main.c:3:5: warning: unused variable 'err'", 3: "    3 |   int err;"}
    assert warning_lines(texts) == {2, 3}


LINTR_STYLE = "R/stats.R:14:10: style: [assignment_linter] Use <-, not =, for assignment."
"""lintr 3.0.2's lint (trial 109's ``r-lintr.log.plain``)."""


def test_a_linters_finding_with_no_command_above_is_evidence_whatever_its_severity() -> None:
    assert warning_lines({1: LINTR_STYLE, 2: "main.c:3:5: warning: unused variable 'err'"}, findings={1}) == {2}
    command = "$ hadolint --failure-threshold error Dockerfile"  # the command above says what fails
    assert warning_lines({1: command, 2: HADOLINT_WARNING}, findings={2}) == {2}


SPHINX_WARNING = "/work/proj/docs/usage.rst:4: WARNING: undefined label: 'install-guid' [ref.ref]"
"""Sphinx 9.0.4's warning (trial 35's ``sphinx-hook.log``)."""


@pytest.mark.parametrize(
    ("command", "masked"),
    [
        ("$ sphinx-build -b html docs docs/_build", {2}),
        ("$ sphinx-build -W -b html docs docs/_build", set()),
        ("$ sphinx-build -nW -b html docs docs/_build", set()),
        ("$ sphinx-build --fail-on-warning -b html docs docs/_build", set()),
        ("$ sphinx-build -n -b html docs docs/_build", {2}),
    ],
)
def test_a_sphinx_warning_fails_only_with_w(command: str, masked: set[int]) -> None:
    assert warning_lines({1: command, 2: SPHINX_WARNING}) == masked


@pytest.mark.parametrize(("command", "masked"), [("$ mkdocs build", {2}), ("$ mkdocs build --strict", set())])
def test_a_mkdocs_warning_fails_only_with_strict(command: str, masked: set[int]) -> None:
    warning = "WARNING -  Doc file 'index.md' contains a link 'faq.md', but the target is not found"
    assert warning_lines({1: command, 2: warning}) == masked


def test_known_thresholds_leave_other_tools_warnings_alone() -> None:
    """A compiler's or cppcheck's warning under a tool whose failing severity the table does not know
    is no warning to drop from a failing step (cppcheck fails on one with ``--error-exitcode``)."""
    texts = {1: "$ cppcheck --error-exitcode=1 src", 2: "src/a.c:3:5: warning: Uninitialized variable: x"}
    assert warning_lines(texts) == {2}
    assert warning_lines(texts, known_thresholds=True) == set()
