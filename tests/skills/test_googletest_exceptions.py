"""A GoogleTest test that threw: its message is the exception, not ``unknown file: Failure``.

Fixtures made here (``tests/fixtures/trial-132/README.md``): GoogleTest 1.12.1 (Debian's libgtest-dev),
``std::stoi("")`` and ``std::vector::at(0)`` of an empty vector thrown in two tests' bodies and an
``EXPECT_EQ`` failed in a third, run directly and under ctest 3.25.1 (``gtest_discover_tests``). gtest
prints ``unknown file: Failure`` (no place) over ``C++ exception with description "…" thrown in the
test body.`` (trial 132's finding 5).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL_132 = Path(__file__).parents[1] / "fixtures" / "trial-132"


def test_a_test_that_threw_is_quoted_by_its_exception_run_directly(analyser: Analyser) -> None:
    report = triage_path(TRIAL_132 / "gtest-exceptions.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    messages = {test.name: test.message for test in report.failed_tests}
    assert messages["Port.Empty"] == 'C++ exception with description "stoi" thrown in the test body.'
    assert (messages["List.First"] or "").startswith('C++ exception with description "vector::_M_range_check')
    assert report.summary.endswith('the first: C++ exception with description "stoi" thrown in the test body.')
    assert all(place.file != "unknown file" for place in report.locations)


def test_a_test_that_threw_is_quoted_by_its_exception_under_ctest(analyser: Analyser) -> None:
    report = triage_path(TRIAL_132 / "ctest-gtest-exceptions.gha.log", analyser, DEFAULT_BUDGET)[0]
    messages = {test.name: test.message or "" for test in report.failed_tests}
    assert 'C++ exception with description "stoi" thrown in the test body.' in messages["Port.Empty"]
    assert "thrown in the test body." in messages["List.First"]
