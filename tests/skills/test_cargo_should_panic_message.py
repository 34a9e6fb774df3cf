"""A `#[should_panic(expected = …)]` test's message is libtest's mismatch, not the panic it wanted.

Trial 59's finding 1: a should_panic test that panicked with another message was listed with its panic
(``… panicked at core/src/lib.rs:14:15 …: ParseIntError { kind: InvalidDigit }``) as its message, so
a reader took it for broken code, while libtest said ``note: panic did not contain expected string``,
``panic message: "…"`` and ``expected substring: "…"``: the ``expected`` string may be what is wrong.
The fixtures are real output of cargo 1.95.0 (Debian's rustc and cargo, run here, ``RUST_BACKTRACE=1``
for the first), read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def _triaged(name: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp: Path) -> TriageReport:
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    return report


def test_a_panic_without_the_expected_string_is_the_tests_message(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    report = _triaged("cargo-test-should-panic-expected.txt", analyser, actions_log, tmp_path)
    tests = {test.name: test for test in report.failed_tests}
    assert report.category == "test failure"
    assert tests["tests::rejects_bad_port"].message == (
        'note: panic did not contain expected string; panic message: "port must be a number: ParseIntError {'
        ' kind: InvalidDigit }"; expected substring: "port must be positive"'
    )
    assert (tests["tests::parses_port"].message or "").startswith("thread 'tests::parses_port' panicked at")


def test_a_test_that_did_not_panic_says_so(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    report = _triaged("cargo-test-should-panic-none.txt", analyser, actions_log, tmp_path)
    [test] = report.failed_tests
    assert test.message == "note: test did not panic as expected at core/src/lib.rs:28:8"
    assert test.file == "core/src/lib.rs"
