"""ctest's report of a failed test: GoogleTest's assertion under its banner, a timeout on the result line.

Fixtures made here with ctest 3.25.1 (Debian bookworm): ``ctest-googletest.txt``, GoogleTest 1.12.1
(Debian's libgtest-dev, ``gtest_discover_tests``, ``--output-on-failure``): two failed assertions and
a test past its ``TIMEOUT`` of 2 s; ``ctest-timeout.txt``: a C test past its ``TIMEOUT`` of 2 s after
printing a line. Paths rewritten to a runner's checkout.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"


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


def test_a_ctest_timeout_is_the_test_s_timeout_not_its_output(analyser: Analyser) -> None:
    report = triage("ctest-timeout.txt", analyser)
    assert report.category == "timeout"
    assert [(test.name, test.message) for test in report.failed_tests] == [("wait_for_peer", "Timeout")]
    competing = report.jobs[0].classification.competing
    assert all(other.category != "timeout" for other in competing)
    assert report.confidence >= 0.5  # without the runner's exit line: the plain log's cap
