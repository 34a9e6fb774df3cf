"""pytest's teardown errors: listed after the tests whose body failed, called teardown errors, and
counted as pytest counts them (trial 37 #6, trial 34 #5).

pytest prints its ``ERRORS`` section (``ERROR at teardown of test_x``: a fixture's code after its
``yield`` raised) above its ``FAILURES``, and its short test summary lists ``FAILED`` entries first.
A test that failed and then errored at teardown is two reports in pytest's tally (``1 failed, 2
errors`` over two tests) and two entries of its short summary.

Fixtures, real pytest 9.2.0 output wrapped as GitHub Actions job logs by the trials, copied unchanged:
``tests/fixtures/trial-37/pytest-teardown-and-failure.gha.log`` (``logs/pytest-teardown.log``: one
test fails its assert, both tests using the ``db`` fixture error at its teardown),
``pytest-teardown-only.gha.log`` (``logs/pytest-teardown-only.log``: ``2 passed, 1 error``) and
``tests/fixtures/trial-34/py_teardown_memoryerror.log`` (``logs/gha/py_teardown_memoryerror.log``: a
test's ``MemoryError`` and a socket fixture's teardown error on two tests).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.runner_tally import reported_failures

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("path", "first", "message", "teardown_only"),
    [
        (
            "trial-37/pytest-teardown-and-failure.gha.log",
            "tests/test_users.py::test_user_count",
            "AssertionError: expected three seeded users",
            "tests/test_users.py::test_create_user",
        ),
        (
            "trial-34/py_teardown_memoryerror.log",
            "tests2/test_worker.py::test_big_batch",
            "MemoryError",
            "tests2/test_worker.py::test_handshake",
        ),
    ],
    ids=["assert", "memoryerror"],
)
def test_a_failed_body_leads_and_a_teardown_error_is_called_one(
    path: str, first: str, message: str, teardown_only: str, analyser: Analyser
) -> None:
    report, _ = triage_path(FIXTURES / path, analyser, 2000)
    assert [test.name for test in report.failed_tests] == [first, teardown_only]
    assert report.failed_tests[0].message == message
    assert (report.failed_tests[1].message or "").startswith("at teardown: ")
    assert f"the first: {message}." in report.summary
    assert report.failed_tests_complete  # every test pytest's tally counts is named


def test_a_test_that_only_errored_at_teardown_says_so(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "trial-37" / "pytest-teardown-only.gha.log", analyser, 2000)
    (test,) = report.failed_tests
    assert test.message == "at teardown: KeyError: 'handle'"
    assert report.summary.endswith("— at teardown: KeyError: 'handle'.")


def test_a_test_listed_twice_in_the_short_summary_is_one_test() -> None:
    lines = [
        "FAILED tests/t.py::test_a - AssertionError: assert 2 == 3",
        "ERROR tests/t.py::test_a - KeyError: 'handle'",
        "ERROR tests/t.py::test_b - KeyError: 'handle'",
        "1 failed, 2 passed, 2 errors in 1.16s",
    ]
    assert reported_failures(lines) == 2
