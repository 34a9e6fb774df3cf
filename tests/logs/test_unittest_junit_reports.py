"""unittest-xml-reporting's and nose2's JUnit reports beside their logs (trial 114 #6, #7).

Fixtures: ``tests/fixtures/s40-t114a/README.md`` (real output: unittest-xml-reporting 4.0.0 on Python
3.11.7). Before: xmlrunner's ``setUpClass`` error, ``setUpClass (tests.test_cart.TestDB)`` in its XML,
was counted twice with ``--junit`` (the log lists it as ``tests.test_cart.TestDB``), at the XML's
``line="5"`` where its traceback says line 25; a test only the XML named was named by pytest's node
id (``tests/test_cart.py::TestCart::test_known_bug``) beside the log's unittest names.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.failed_test_identity import identity_of_test, unittest_test_name

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t114a"


def test_xmlrunners_report_merges_with_its_log_by_the_tests_identity(triage_json: Callable[..., dict]) -> None:
    reports = sorted((FIXTURES / "xmlrunner-reports").glob("*.xml"))
    report = triage_json(FIXTURES / "xmlrunner.gha.log", *(arg for xml in reports for arg in ("--junit", xml)))
    tests = {test["name"]: test for test in report["failed_tests"]}
    assert report["failed_tests_total"] == 4
    assert sorted(tests) == [
        "test_discount (tests.test_cart.TestCart.test_discount)",
        "test_known_bug (tests.test_cart.TestCart.test_known_bug)",
        "test_none (tests.test_cart.TestCart.test_none)",
        "tests.test_cart.TestDB",
    ]
    assert (tests["tests.test_cart.TestDB"]["kind"], tests["tests.test_cart.TestDB"]["line"]) == ("error", 25)
    assert "python -m unittest tests.test_cart.TestDB" in report["next_step"]
    assert "tests.test_db.DbTest" not in report["next_step"]


def test_a_junit_only_test_of_a_unittest_job_is_named_unittests_way(triage_json: Callable[..., dict]) -> None:
    # the step sent xmlrunner's output to a file: only its XML names the tests
    reports = sorted((FIXTURES / "xmlrunner-output-to-file-reports").glob("*.xml"))
    log = FIXTURES / "xmlrunner-output-to-file.gha.log"
    report = triage_json(log, *(arg for xml in reports for arg in ("--junit", xml)))
    assert report["tool"] == "unittest"
    places = {test["name"]: (test["file"], test["line"]) for test in report["failed_tests"]}
    assert places == {
        "test_discount (tests.test_cart.TestCart.test_discount)": ("tests/test_cart.py", 9),
        "test_none (tests.test_cart.TestCart.test_none)": ("tests/test_cart.py", 12),
        "test_known_bug (tests.test_cart.TestCart.test_known_bug)": ("tests/test_cart.py", 18),
        # the traceback's frame in the test file, not the XML's line="5"
        "setUpClass (tests.test_cart.TestDB)": ("tests/test_cart.py", 25),
    }


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("tests/test_cart.py::TestCart::test_x", "test_x (tests.test_cart.TestCart.test_x)"),
        ("tests.test_cart.TestCart::test_x", "test_x (tests.test_cart.TestCart.test_x)"),
        ("setUpClass (tests.test_db.DbTest)", "setUpClass (tests.test_db.DbTest)"),
        ("tests/test_m.py::test_p[1-2]", "tests/test_m.py::test_p[1-2]"),
        ("test_alone", "test_alone"),
    ],
)
def test_unittest_names_a_test_by_its_method_and_dotted_id(name: str, expected: str) -> None:
    assert unittest_test_name(name) == expected
    assert identity_of_test(unittest_test_name(name)) == identity_of_test(name)


def test_a_class_fixtures_error_is_the_class() -> None:
    assert identity_of_test("setUpClass (tests.test_db.DbTest)") == identity_of_test("tests.test_db.DbTest")
    assert identity_of_test("tearDownModule (tests.test_m)") == "tests test_m"
