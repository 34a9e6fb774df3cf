"""unittest-xml-reporting's ``FAIL [0.009s]: test_x (…)`` headings are failed tests, as unittest's own.

Real run of trial 84 (``tests/fixtures/s32-junit/README.md``): ``python -m xmlrunner discover``
with one failed and one errored test.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-junit"


def test_xmlrunners_timed_headings_name_the_failed_tests(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "unittest-xml.log", analyser, 2000)
    assert [(test.name, test.kind, test.message) for test in report.failed_tests] == [  # the errored one after
        (
            "test_status (tests.test_api.ApiTest.test_status)",
            "failed",
            "AssertionError: 200 != 404 : status für /größe",
        ),
        ("test_boom (tests.test_api.ApiTest.test_boom)", "error", "KeyError: 'missing'"),
    ]
    assert report.failed_tests_total == 2
    assert report.confidence >= 0.8
