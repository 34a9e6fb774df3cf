"""pytest-timeout's two methods name the test that hung and give one category (issue 11).

Real pytest 9.2.0 runs with pytest-timeout 2.4.0 of a test that sleeps past ``--timeout=2``, wrapped
as GitHub Actions job logs: the ``signal`` method fails the test (``Failed: Timeout (>2.0s) from
pytest-timeout.``) and the run goes on to its summary; the ``thread`` method dumps every thread's
stack between ``+++ Timeout +++`` lines and ends pytest there, with no report at all. Both are a
per-test timeout: category ``timeout`` (``skills/timeout/SKILL.md``), the test listed, with one
confidence (the signal method's own report of the timed-out test does not compete with it). In a run
where other tests failed on assertions (``gha-pytest-timeout-mixed.log``: two assertions and one
``--timeout=2`` of the same pytest-timeout, signal method), the timeout is one failed test's reason
and the run's category is ``test failure``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.classify import CONFIDENT
from ci_triage.logs.report import triage_path

FAILING = Path(__file__).parents[1] / "fixtures" / "failing-tools"


@pytest.mark.parametrize("method", ["signal", "thread"])
def test_both_methods_name_the_test_and_call_it_a_timeout(method: str, analyser: Analyser) -> None:
    report, _ = triage_path(FAILING / f"gha-pytest-timeout-{method}.log", analyser, 2000)
    assert report.category == "timeout"
    assert report.tool == "pytest-timeout"
    assert [test.name for test in report.failed_tests] == ["test_slow.py::test_hangs"]
    assert report.failed_tests_total == 1


def test_the_thread_dump_cites_the_test_frame_of_the_main_thread(analyser: Analyser) -> None:
    path = FAILING / "gha-pytest-timeout-thread.log"
    report, _ = triage_path(path, analyser, 2000)
    (test,) = report.failed_tests
    assert test.log_line is not None
    cited = path.read_text(encoding="utf-8-sig").splitlines()[test.log_line - 1]
    assert cited.endswith('test_slow.py", line 4, in test_hangs')
    assert test.file == "test_slow.py"


def test_both_methods_give_one_confidence(analyser: Analyser) -> None:
    confidences = {
        triage_path(FAILING / f"gha-pytest-timeout-{method}.log", analyser, 2000)[0].confidence
        for method in ("signal", "thread")
    }
    low, high = sorted(confidences)[0], sorted(confidences)[-1]
    assert high - low <= 0.03  # the thread method's stack dump is a weak rival (0.06), no more
    assert low >= CONFIDENT


def test_one_timeout_among_assertion_failures_is_a_failed_test_of_a_test_failure(analyser: Analyser) -> None:
    report, _ = triage_path(FAILING / "gha-pytest-timeout-mixed.log", analyser, 2000)
    assert report.category == "test failure"
    assert report.tool == "pytest"
    assert [test.name for test in report.failed_tests] == [
        "test_mixed.py::test_parse",
        "test_mixed.py::test_total",
        "test_mixed.py::test_fetch_waits",
    ]
    assert report.failed_tests[2].message is not None
    assert report.failed_tests[2].message.startswith("Failed: Timeout (>2.0s)")
