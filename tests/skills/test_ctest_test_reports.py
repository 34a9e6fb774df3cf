"""ctest's report of a failed test: GoogleTest's assertion under its banner, a timeout on the result line.

Fixtures made here with ctest 3.25.1 (Debian bookworm): ``ctest-googletest.txt``, GoogleTest 1.12.1
(Debian's libgtest-dev, ``gtest_discover_tests``, ``--output-on-failure``): two failed assertions and
a test past its ``TIMEOUT`` of 2 s; ``ctest-timeout.txt``: a C test past its ``TIMEOUT`` of 2 s after
printing a line; ``ctest-googletest-program.txt``, GoogleTest 1.12.1 programs registered whole
(``add_test(NAME money_test COMMAND money_test)``, ``--output-on-failure``), each with a passing case
before its failed ones (trial 124's finding 2). Paths rewritten to a runner's checkout.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parent / "fixtures"
TRIAL_132 = Path(__file__).parents[1] / "fixtures" / "trial-132"


def triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


def test_a_googletest_failure_s_message_is_its_assertion_not_the_banner(analyser: Analyser) -> None:
    report = triage("ctest-googletest.txt", analyser)
    messages = {test.name: test.message or "" for test in report.failed_tests}
    assert messages["Tokens.Empty"].endswith(
        'tokens_test.cpp:7: Failure Expected equality of these values: count_tokens("") Which is: 1 0'
        " an empty line has no tokens"
    )
    assert messages["Tokens.Prefix"].endswith(
        'tokens_test.cpp:8: Failure Value of: std::string("ab").rfind("b", 0) == 0 Actual: false Expected: true'
    )
    assert messages["Tokens.Slow"] == "Timeout"  # killed in its RUN line: what it printed says nothing
    assert "Running main()" not in report.summary


def test_a_googletest_program_s_message_is_its_first_failed_case_s_assertion(analyser: Analyser) -> None:
    """A ctest test that runs a whole GoogleTest program prints its cases' ``[ RUN      ]`` and
    ``[       OK ]`` lines under ctest's ``***Failed``: they are the program's output, not the end
    of it, and the first failed case's assertion is the message, not ctest's status ``Failed``."""
    report = triage("ctest-googletest-program.txt", analyser)
    messages = {test.name: test.message or "" for test in report.failed_tests}
    assert messages["money_test"].endswith(
        "money_test.cpp:4: Failure Expected equality of these values: cents(1, 0) Which is: 10 100"
    )
    assert messages["parse_test"].endswith(
        'parse_test.cpp:4: Failure Value of: parse_cents("1.50") == 150 Actual: false Expected: true parsing "1.50"'
    )
    assert "the first: Failed." not in report.summary


def test_a_ctest_timeout_is_the_test_s_timeout_not_its_output(analyser: Analyser) -> None:
    report = triage("ctest-timeout.txt", analyser)
    assert report.category == "timeout"
    assert [(test.name, test.message) for test in report.failed_tests] == [("wait_for_peer", "Timeout")]
    competing = report.jobs[0].classification.competing
    assert all(other.category != "timeout" for other in competing)
    assert report.confidence >= 0.5  # without the runner's exit line: the plain log's cap


LEFTOVERS = Path(__file__).parents[1] / "fixtures" / "s49-leftovers"


def test_a_disabled_or_skipped_ctest_test_is_no_failed_test(analyser: Analyser) -> None:
    """ctest 3.25.1 on a failing, a passing, a ``DISABLED`` and a ``SKIP_RETURN_CODE`` test: ctest
    prints ``***Not Run (Disabled)`` and ``***Skipped``, lists both under ``The following tests did
    not run:`` and counts one failed test; its ``--output-junit`` report marks them
    ``status="disabled"`` and ``status="notrun"`` (``<skipped/>``). Only ``sub`` failed, read
    from the log alone or with the report."""
    log = LEFTOVERS / "ctest-disabled-skipped.log"
    junit = str(LEFTOVERS / "ctest-disabled-skipped-junit.xml")
    for report in (
        triage_path(log, analyser, DEFAULT_BUDGET)[0],
        triage_path(log, analyser, DEFAULT_BUDGET, [junit])[0],
    ):
        assert [test.name for test in report.failed_tests] == ["sub"]
        assert report.failed_tests_total in (None, 1)
        assert "mul" not in report.summary


def test_one_timeout_among_failed_tests_is_one_failed_test_not_the_run_s_timeout(analyser: Analyser) -> None:
    """ctest prints each test's output under its own result line, the next test's result line
    below it: the last test's ``***Timeout`` is that test's, not the earlier tests' that aborted on
    an assertion (trial 132's finding 2). The run is a test failure; the advice names the timeout."""
    report = triage_path(TRIAL_132 / "ctest-timeout-among-failures.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == ["sum_rounds", "sum_empty", "wait_for_lock"]
    assert "timeout ended `wait_for_lock`" in next_step(report)


def test_a_test_whose_program_was_not_built_is_the_build_s_configuration_not_a_failed_check(
    analyser: Analyser,
) -> None:
    """ctest's ``***Not Run`` under ``Unable to find executable: …/cli_selftest``: the step built one
    target (``cmake --build build --target cli``) and the test's program is another; no check
    failed (trial 132's finding 3). The quote is ctest's line naming the program, the advice the build's."""
    report = triage_path(TRIAL_132 / "ctest-not-run.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert "Unable to find executable: /home/runner/work/cli/cli/build/cli_selftest" in report.summary
    assert [test.name for test in report.failed_tests] == ["selftest"]
    assert "Build every target before ctest" in next_step(report)
