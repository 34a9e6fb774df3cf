"""Travis' ``travis_retry``: a failed attempt of a retried command before the step the job failed
at is read into the excerpt as evidence, and is no failing step of its own: its lines come after the
failing step's in the budget, and their reason says the command passed on a later attempt."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser, MemberAnalysis, retried_before
from ci_triage.logs.excerpt import RETRIED_REASON
from ci_triage.logs.source import LogMember

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-22"
FOLD = "\r\x1b[0K"
"""What ends Travis' ``travis_fold``/``travis_time`` markers (a carriage return, then erase-line)."""

FAILED_ATTEMPT = [
    "> demo@1.0.0 postinstall /home/travis/build/demo/demo",
    "> node ./script/download.js",
    "module.js:327",
    "    throw err;",
    "Error: Cannot find module 'fast-deep-equal'",
    "    at Function.Module._resolveFilename (module.js:325:15)",
    "    at Module.require (module.js:353:17)",
    "npm ERR! shasum check failed for /tmp/npm-1/typescript-2.6.1.tgz",
]
RETRYING = '\x1b[31;1mThe command "eval npm install" failed. Retrying, {} of 3.\x1b[0m'
FAILED_TESTS = ["F.", "FAILED tests/test_a.py::test_b - assert 1 == 2", "1 failed, 1 passed in 0.10s"]
PASSED_TESTS = ["..", "2 passed in 0.10s"]


def travis_log(attempts: list[list[str]], install_end: list[str], tests: list[str], exit_code: int) -> list[str]:
    """A Travis job log: ``npm install`` (each failed attempt's output, then the retry line), then
    ``pytest -q`` printing ``tests`` and exiting with ``exit_code``."""
    retried = [line for number, attempt in enumerate(attempts, 2) for line in [*attempt, RETRYING.format(number)]]
    colour = 31 if exit_code else 32
    return [
        f"travis_fold:start:worker_info{FOLD}\x1b[33;1mWorker information\x1b[0m",
        "hostname: demo",
        f"travis_fold:end:worker_info{FOLD}",
        f"travis_fold:start:install.npm{FOLD}travis_time:start:0a{FOLD}$ npm install",
        *retried,
        *install_end,
        f"travis_time:end:0a:start=1,finish=2,duration=1{FOLD}travis_fold:end:install.npm{FOLD}"
        f"travis_time:start:0b{FOLD}$ pytest -q",
        *tests,
        f"travis_time:end:0b:start=3,finish=4,duration=1{FOLD}",
        f'\x1b[{colour};1mThe command "pytest -q" exited with {exit_code}.\x1b[0m',
        "",
        f"Done. Your build exited with {exit_code}.",
    ]


def analyse(analyser: Analyser, lines: list[str]) -> MemberAnalysis:
    data = ("\n".join(lines) + "\n").encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=DEFAULT_BUDGET)


def line_of(lines: list[str], text: str) -> int:
    return next(number for number, line in enumerate(lines, 1) if text in line)


def test_failed_attempt_before_the_failed_step_is_cited(analyser: Analyser) -> None:
    lines = travis_log([FAILED_ATTEMPT], ["added 120 packages in 3.2s"], FAILED_TESTS, 1)
    analysis = analyse(analyser, lines)
    assert [(s.name, s.exit_code) for s in analysis.failing] == [("pytest -q", 1)]
    retried = retried_before(analysis.scan, analysis.failing)
    assert [(s.name, s.failed_attempts) for s in retried] == [("npm install", 1)]
    cited = set(analysis.excerpt_lines)
    assert line_of(lines, "Cannot find module") in cited
    assert line_of(lines, "FAILED tests/test_a.py") in cited


def test_failed_attempt_changes_no_verdict(analyser: Analyser) -> None:
    retried = analyse(analyser, travis_log([FAILED_ATTEMPT], [], FAILED_TESTS, 1)).report
    plain = analyse(analyser, travis_log([], [], FAILED_TESTS, 1)).report
    assert plain.classification.category == retried.classification.category == "test failure"
    assert retried.classification.confidence == plain.classification.confidence >= 0.7
    assert retried.fingerprint == plain.fingerprint
    assert [test.name for test in retried.failed_tests] == ["tests/test_a.py::test_b"]


def test_every_failed_attempt_is_counted(analyser: Analyser) -> None:
    analysis = analyse(analyser, travis_log([FAILED_ATTEMPT, FAILED_ATTEMPT], [], FAILED_TESTS, 1))
    assert [s.failed_attempts for s in retried_before(analysis.scan, analysis.failing)] == [2]


def test_failed_attempt_after_the_failed_step_is_not_read(analyser: Analyser) -> None:
    deploy = [
        f"travis_fold:start:deploy{FOLD}travis_time:start:0c{FOLD}$ ./deploy.sh",
        *FAILED_ATTEMPT,
        RETRYING.format(2),
        "deployed",
        f"travis_time:end:0c:start=5,finish=6,duration=1{FOLD}travis_fold:end:deploy{FOLD}",
    ]
    lines = travis_log([], [], FAILED_TESTS, 1)
    lines = [*lines[:-1], *deploy, lines[-1]]
    analysis = analyse(analyser, lines)
    assert retried_before(analysis.scan, analysis.failing) == []
    assert line_of(lines, "Cannot find module") not in analysis.excerpt_lines


def test_green_job_with_a_failed_attempt_passed(analyser: Analyser) -> None:
    analysis = analyse(analyser, travis_log([FAILED_ATTEMPT], [], PASSED_TESTS, 0))
    assert analysis.failing == []
    assert not analysis.report.failure_found


def test_command_failing_every_attempt_is_one_failed_step(analyser: Analyser) -> None:
    gave_up = [
        '\x1b[31;1mThe command "eval npm install" failed 3 times.\x1b[0m',
        '\x1b[31;1mThe command "eval npm install" failed and exited with 1 during .\x1b[0m',
        "",
        "Your build has been stopped.",
    ]
    lines = travis_log([FAILED_ATTEMPT, FAILED_ATTEMPT], [*FAILED_ATTEMPT, *gave_up], [], 1)
    lines = lines[: line_of(lines, "Your build has been stopped.")]
    analysis = analyse(analyser, lines)
    assert [(s.name, s.exit_code, s.failed_attempts) for s in analysis.failing] == [("npm install", 1, 3)]
    assert retried_before(analysis.scan, analysis.failing) == []
    assert line_of(lines, "failed and exited with 1") in analysis.excerpt_lines


def test_a_failed_attempts_lines_say_the_command_passed_later(analyser: Analyser) -> None:
    lines = travis_log([FAILED_ATTEMPT], ["added 120 packages in 3.2s"], FAILED_TESTS, 1)
    analysis = analyse(analyser, lines)
    assert analysis.excerpt_lines[line_of(lines, "Cannot find module")] == RETRIED_REASON
    assert analysis.excerpt_lines[line_of(lines, "FAILED tests/test_a.py")] != RETRIED_REASON


def test_the_failing_command_has_the_budget_before_a_command_retried_to_success(analyser: Analyser) -> None:
    """trial-22 finding 11: the retried ``curl`` (refused twice, then ``exited with 0``) led the
    excerpt, labelled ``service-not-ready: http-local-refused``, ahead of php's parse error."""
    log = FIXTURES / "retry_php.travis.log"
    lines = log.read_bytes().decode().split("\n")
    failing = range(line_of(lines, "$ php -l index.php"), line_of(lines, '"php -l index.php" exited with 255') + 1)
    refused = line_of(lines, "curl: (7) Failed to connect")
    whole = analyser.analyse(LogMember(name="", file=io.BytesIO(log.read_bytes())), budget=DEFAULT_BUDGET)
    assert whole.report.classification.category == "compile/build error"
    assert whole.excerpt_lines[refused] == RETRIED_REASON  # shown, saying the command passed in the end
    small = analyser.analyse(LogMember(name="", file=io.BytesIO(log.read_bytes())), budget=100)
    assert set(failing) <= set(small.excerpt_lines)
    assert refused not in small.excerpt_lines  # was offered first, with the failing command's exit


def test_a_retry_that_gave_up_advises_every_failed_attempt(triage_json: Callable[..., dict]) -> None:
    """t116 finding 2: ``travis_retry composer install`` failed 3 times (``Retrying, 2 of 3.``,
    ``Retrying, 3 of 3.``, ``failed 3 times.``) and the advice said "2 failed attempts"."""
    report = triage_json(Path(__file__).parents[1] / "fixtures" / "trial-116" / "composer-retry.travis.log")
    assert report["category"] == "infrastructure/network/flaky"
    assert report["next_step"].startswith("The step already retried: the log shows 3 failed attempts of its command")
