"""Travis CI's job lifecycle decides which steps failed (``docs.travis-ci.com/user/job-lifecycle``,
"Breaking the Build"; ``/user/common-build-problems``, "My builds are timing out"):

- every ``script`` command that exits non-zero is a failing step, and the script phase goes on
  (``The command "X" exited with 1.``);
- a ``before_install``/``install``/``before_script`` command that exits non-zero errors the job and
  stops it (``The command "X" failed and exited with 1 during .`` / ``Your build has been stopped.``);
- a job the worker cuts off (no output for 10 minutes, the time limit, the log length) failed in
  the step that was running: the last one in the log, and the worker's message says why;
- a log without Travis' footer (``Done. Your build exited with N.``) ended in its last step;
- ``after_failure`` runs when the job failed, and what it prints (dumped test logs) is evidence of
  that failure, not a failing step of its own; so is what a later ``script`` command prints, and
  what a ``before_cache`` or ``after_script`` command (run whatever the result) shows of it, unless
  the command runs a tool of its own (a coverage upload, danger, a docs report).

The lines are the ones travis-build and the worker print (``travis_result``, ``travis_assert``,
``travis_footer``; the worker's ``step_run_script.go``).
"""

from __future__ import annotations

import io

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser, MemberAnalysis, after_failure_output
from ci_triage.logs.source import LogMember

FOLD = "\r\x1b[0K"
"""What ends Travis' ``travis_fold``/``travis_time`` markers (a carriage return, then erase-line)."""
PREAMBLE = [
    f"travis_fold:start:worker_info{FOLD}\x1b[33;1mWorker information\x1b[0m",
    "hostname: demo",
    f"travis_fold:end:worker_info{FOLD}",
]
STALLED = [
    "",
    "",
    "No output has been received in the last 10m0s, this potentially indicates a stalled build or something wrong"
    " with the build itself.",
    "Check the details on how to adjust your build configuration on: "
    "https://docs.travis-ci.com/user/common-build-problems/#Build-times-out-because-no-output-was-received",
    "",
    "The build has been terminated",
    "",
]
TIME_LIMIT = ["", "", "The job exceeded the maximum time limit for jobs, and has been terminated.", ""]
LOG_LENGTH = ["", "", "The job exceeded the maximum log length, and has been terminated.", ""]
LINT_ERRORS = ["src/app.py:3:1: F401 'os' imported but unused", "Found 1 error."]
TEST_FAILURE = ["F.", "FAILED tests/test_a.py::test_b - assert 1 == 2", "1 failed, 1 passed in 0.10s"]


def folded(phase: str, number: int, command: str, output: list[str]) -> list[str]:
    """A command of a folded phase (``before_install``, ``install``, ``after_failure``...), which
    prints no result line when it passes."""
    return [
        f"travis_fold:start:{phase}.{number}{FOLD}travis_time:start:{phase}{number}{FOLD}$ {command}",
        *output,
        f"travis_time:end:{phase}{number}:start=1,finish=2,duration=1{FOLD}travis_fold:end:{phase}.{number}{FOLD}",
    ]


def script(command: str, output: list[str], exit_code: int) -> list[str]:
    """A ``script`` command and its result line (``travis_result``)."""
    colour = 31 if exit_code else 32
    return [
        f"travis_time:start:s{FOLD}$ {command}",
        *output,
        f"travis_time:end:s:start=3,finish=4,duration=1{FOLD}",
        f'\x1b[{colour};1mThe command "{command}" exited with {exit_code}.\x1b[0m',
    ]


def errored(command: str, output: list[str], exit_code: int) -> list[str]:
    """A command of ``before_install``/``install``/``before_script`` that failed (``travis_assert``)."""
    return [
        f"travis_fold:start:install.1{FOLD}travis_time:start:i1{FOLD}$ {command}",
        *output,
        f"travis_time:end:i1:start=1,finish=2,duration=1{FOLD}",
        f'\x1b[31;1mThe command "{command}" failed and exited with {exit_code} during .\x1b[0m',
        "",
        "Your build has been stopped.",
    ]


def footer(exit_code: int) -> list[str]:
    return ["", f"Done. Your build exited with {exit_code}."]


def analyse(analyser: Analyser, lines: list[str]) -> MemberAnalysis:
    data = ("\n".join(lines) + "\n").encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=DEFAULT_BUDGET)


def line_of(lines: list[str], text: str) -> int:
    return next(number for number, line in enumerate(lines, 1) if text in line)


def failing_names(analysis: MemberAnalysis) -> list[str]:
    return [section.name for section in analysis.failing]


def test_every_failed_script_command_is_a_failing_step(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *script("flake8 src", LINT_ERRORS, 1),
        *script("pytest -q", TEST_FAILURE, 1),
        *script("echo done", ["done"], 0),
        *footer(1),
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["flake8 src", "pytest -q"]
    assert analysis.report.failing_step is not None
    assert analysis.report.failing_step.name == "flake8 src"
    cited = set(analysis.excerpt_lines)
    assert line_of(lines, "F401") in cited
    assert line_of(lines, "FAILED tests/test_a.py") in cited


def test_the_failing_command_s_result_is_its_evidence_not_the_job_s(analyser: Analyser) -> None:
    lines = [*PREAMBLE, *script("pytest -q", TEST_FAILURE, 1), *footer(1)]
    analysis = analyse(analyser, lines)
    assert analysis.scan.job_exit_code == 1
    assert analysis.report.failing_step is not None
    assert analysis.report.failing_step.evidence.startswith('The command "pytest -q" exited with 1.')


def test_errored_install_stops_the_job(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *errored("npm install", ["npm ERR! 404 Not Found: left-pad@9.9.9"], 1),
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["npm install"]
    assert analysis.report.exit_code == 1
    assert analysis.report.failing_step is not None
    assert "failed and exited with 1" in analysis.report.failing_step.evidence
    assert line_of(lines, "npm ERR! 404") in analysis.excerpt_lines


def test_stalled_job_failed_in_the_running_step(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *script("make lint", ["ok"], 0),
        "travis_time:start:s" + FOLD + "$ mvn test",
        "[INFO] Running com.example.SlowTest",
        *STALLED,
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["mvn test"]
    assert analysis.report.classification.category == "timeout"
    assert analysis.report.failing_step is not None
    assert "No output has been received" in analysis.report.failing_step.evidence
    assert line_of(lines, "No output has been received") in analysis.excerpt_lines


def test_stall_after_a_failed_script_command(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *script("pytest -q", TEST_FAILURE, 1),
        "travis_time:start:s" + FOLD + "$ ./integration.sh",
        "starting the server",
        *STALLED,
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["pytest -q", "./integration.sh"]
    cited = set(analysis.excerpt_lines)
    assert line_of(lines, "FAILED tests/test_a.py") in cited
    assert line_of(lines, "No output has been received") in cited


def test_time_limit_ends_the_running_step(analyser: Analyser) -> None:
    lines = [*PREAMBLE, "travis_time:start:s" + FOLD + "$ make -j2", "   Compiling syntax v0.0.0", *TIME_LIMIT]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["make -j2"]
    assert analysis.report.classification.category == "timeout"
    assert line_of(lines, "maximum time limit") in analysis.excerpt_lines


def test_log_length_ends_the_running_step(analyser: Analyser) -> None:
    flood = [f"warning: unused variable 'x{n}' [-Wunused-variable]" for n in range(300)]
    lines = [
        *PREAMBLE,
        *script("./configure", ["checking for gcc... gcc"], 0),
        "travis_time:start:s" + FOLD + "$ make",
        *flood,
        *LOG_LENGTH,
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["make"]
    assert analysis.report.failing_step is not None
    assert "maximum log length" in analysis.report.failing_step.evidence
    assert line_of(lines, "maximum log length") in analysis.excerpt_lines
    assert analysis.report.classification.category != "timeout"


def test_log_without_footer_ended_in_its_last_step(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *script("pytest -q", TEST_FAILURE, 1),
        *script("make docs", ["building the docs"], 0),
        "travis_time:start:s" + FOLD + "$ source ci/install.sh",
        "Solving environment: failed",
        "PackagesNotFoundError: The following packages are not available from current channels:",
        "  - numpy=1.10.4",
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["pytest -q", "source ci/install.sh"]
    assert line_of(lines, "PackagesNotFoundError") in analysis.excerpt_lines


def test_after_failure_output_is_the_failure_s_evidence(analyser: Analyser) -> None:
    dumped = [
        "FAIL: test_parse (tests.test_parser.ParserTest)",
        "Traceback (most recent call last):",
        '  File "tests/test_parser.py", line 12, in test_parse',
        "    self.assertEqual(parse('1+1'), 2)",
        "AssertionError: 3 != 2",
    ]
    lines = [
        *PREAMBLE,
        *script("make check", ["make: *** [check] Error 1"], 2),
        *folded("after_failure", 1, "cat tests/test-suite.log", dumped),
        *footer(1),
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["make check"]
    after = after_failure_output(analysis.scan, analysis.failing)
    assert [section.name for section in after] == ["cat tests/test-suite.log"]
    cited = set(analysis.excerpt_lines)
    assert line_of(lines, "AssertionError: 3 != 2") in cited
    assert line_of(lines, "FAIL: test_parse") in cited
    quiet = [
        *PREAMBLE,
        *script("make check", ["make: *** [check] Error 1"], 2),
        *folded("after_failure", 1, "cat tests/test-suite.log", ["(the suite wrote no log)"]),
        *footer(1),
    ]
    assert analysis.report.fingerprint == analyse(analyser, quiet).report.fingerprint


def test_later_script_command_s_output_is_the_failure_s_evidence(analyser: Analyser) -> None:
    dumped = ["FAIL: test_tokens", "tests/test_lexer.c:41: expected 3 tokens, got 2"]
    lines = [
        *PREAMBLE,
        *script("make check", ["make: *** [check] Error 1"], 2),
        *script("cat tests/test-suite.log", dumped, 0),
        *footer(1),
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["make check"]
    after = after_failure_output(analysis.scan, analysis.failing)
    assert [section.name for section in after] == ["cat tests/test-suite.log"]
    assert line_of(lines, "expected 3 tokens, got 2") in analysis.excerpt_lines
    quiet = [
        *PREAMBLE,
        *script("make check", ["make: *** [check] Error 1"], 2),
        *script("cat tests/test-suite.log", ["(no failures logged)"], 0),
        *footer(1),
    ]
    assert analysis.report.fingerprint == analyse(analyser, quiet).report.fingerprint


def test_after_script_output_is_no_evidence(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *script("pytest -q", TEST_FAILURE, 1),
        *folded("after_script", 1, "./upload-coverage.sh", ["error: coverage upload failed"]),
        *footer(1),
    ]
    analysis = analyse(analyser, lines)
    assert after_failure_output(analysis.scan, analysis.failing) == []
    assert line_of(lines, "coverage upload failed") not in analysis.excerpt_lines


# GNU Make 4.3 running Python 3.11.7's unittest into a log file, then the log as a script prints it
MAKE_CHECK = [
    "python3 -m unittest tests.test_parser > tests/test-suite.log 2>&1",
    "make: *** [Makefile:2: check] Error 1",
]
SUITE_LOG = [
    "==> tests/test-suite.log <==",
    "F",
    "======================================================================",
    "FAIL: test_parse (tests.test_parser.ParserTest.test_parse)",
    "----------------------------------------------------------------------",
    "Traceback (most recent call last):",
    '  File "/home/travis/build/demo/parser/tests/test_parser.py", line 10, in test_parse',
    '    self.assertEqual(parse("1+1"), 2)',
    "AssertionError: 3 != 2",
    "",
    "----------------------------------------------------------------------",
    "Ran 1 test in 0.037s",
    "",
    "FAILED (failures=1)",
]


def test_always_run_command_that_shows_the_failure_is_its_evidence(analyser: Analyser) -> None:
    for phase in ("after_script", "before_cache"):
        lines = [
            *PREAMBLE,
            *script("make check", MAKE_CHECK, 2),
            *folded(phase, 1, "./scripts/print-logs.sh", SUITE_LOG),
            *footer(1),
        ]
        analysis = analyse(analyser, lines)
        assert failing_names(analysis) == ["make check"]
        after = after_failure_output(analysis.scan, analysis.failing)
        assert [section.name for section in after] == ["./scripts/print-logs.sh"], phase
        cited = set(analysis.excerpt_lines)
        assert line_of(lines, "AssertionError: 3 != 2") in cited, phase
        assert line_of(lines, "FAIL: test_parse") in cited, phase


def test_always_run_tool_s_own_errors_are_no_evidence(analyser: Analyser) -> None:
    """An ``after_script`` command that runs a tool of its own (inch_ex's docs report, from a
    LogChunks log of phoenixframework/phoenix, shortened) crashes with its own exception: the
    excerpt keeps to the failed test."""
    inch = [
        "==> inch_ex",
        "Compiling 15 files (.ex)",
        "Generated inch_ex app",
        "** (InchEx.Docs.Retriever.Error) module Mix.Phoenix.Context was not compiled with flag --docs",
        "    lib/inch_ex/docs/retriever.ex:83: InchEx.Docs.Retriever.verify_module/1",
        "    lib/inch_ex/docs/retriever.ex:72: InchEx.Docs.Retriever.get_module/2",
        "    lib/mix/tasks/inch.ex:48: Mix.Tasks.Inch.run/4",
        "    (mix) lib/mix/cli.ex:79: Mix.CLI.run_task/2",
    ]
    failed_test = [
        "  1) test reloads on every request (Phoenix.CodeReloaderTest)",
        "     test/phoenix/code_reloader_test.exs:39",
        "     ** (ArgumentError) argument error",
        "     code: :erlang.trace(pid, true, [:receive])",
        "     stacktrace:",
        "       :erlang.trace(nil, true, [:receive])",
        "       test/phoenix/code_reloader_test.exs:41: (test)",
        "",
        "Finished in 28.0 seconds",
        "17 doctests, 655 tests, 1 failure",
    ]
    lines = [
        *PREAMBLE,
        *script("mix test", failed_test, 1),
        *folded("after_script", 1, "MIX_ENV=docs mix inch.report", inch),
        *footer(1),
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["mix test"]
    assert after_failure_output(analysis.scan, analysis.failing) == []
    assert line_of(lines, "InchEx.Docs.Retriever.Error") not in analysis.excerpt_lines
    assert line_of(lines, "(ArgumentError) argument error") in analysis.excerpt_lines


def test_passed_job_has_no_failing_step(analyser: Analyser) -> None:
    lines = [*PREAMBLE, *script("pytest -q", ["..", "2 passed in 0.10s"], 0), *footer(0)]
    analysis = analyse(analyser, lines)
    assert analysis.failing == []
    assert not analysis.report.failure_found


def test_log_ending_in_after_failure_blames_no_more_steps(analyser: Analyser) -> None:
    lines = [
        *PREAMBLE,
        *script("pytest -q", TEST_FAILURE, 1),
        *folded("after_failure", 1, "cat tests/server.log", ["GET /health 200"])[:-1],
    ]
    analysis = analyse(analyser, lines)
    assert failing_names(analysis) == ["pytest -q"]
    assert [section.name for section in after_failure_output(analysis.scan, analysis.failing)] == [
        "cat tests/server.log"
    ]
