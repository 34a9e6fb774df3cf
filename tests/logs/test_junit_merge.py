"""A failed test named by both the job's log and its JUnit XML is one test (issue 11).

Real runs (``tests/fixtures/junit-merge/README.md``): jest with jest-junit's default templates,
pytest ``--junitxml`` with a collection error, 300 pytest failures; and a large generated JUnit
file, whose failures are counted in full while the report keeps the first 50.
"""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.extract import MAX_TESTS
from ci_triage.logs.failed_test_identity import (
    FailedTestIdentities,
    identity_of_test,
    junit_short_identity,
    junit_test_name,
)
from ci_triage.logs.junit import junit_failures
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures"
MERGE = FIXTURES / "junit-merge"
TRIAL_18 = FIXTURES / "trial-18"


@pytest.mark.parametrize(
    ("log", "junit", "names"),
    [
        ("jest.log", ["jest-junit.xml"], ["adds 1 + 2 to equal 3", "group › adds 2 + 2"]),
        ("pytest.log", ["pytest-junit.xml"], ["test_ok.py::test_bad", "test_imp.py"]),
        ("pytest.log", ["pytest-junit.xml", "pytest-junit.xml"], ["test_ok.py::test_bad", "test_imp.py"]),
        ("pytest-import-error.log", ["pytest-import-error-junit.xml"], ["test_imp.py"]),
        (
            "pytest-prefix.log",  # classname="ci.test_calc": a prefix and no folder; the log: tests/test_calc.py
            ["pytest-prefix-junit.xml"],
            [
                "tests/test_calc.py::test_add",
                "tests/test_calc.py::test_sign[1]",
                "tests/test_calc.py::test_sign[2]",
                "tests/test_calc.py::TestDiv::test_zero",
            ],
        ),
        ("gotestsum.log", ["gotestsum-junit.xml"], ["TestAdd", "TestSub/case_one"]),  # the XML fails TestSub too
        (  # JUnit 5: name="takesLeaveRemainder(int)[3]" in the XML
            "surefire-junit5-one-run.log",
            ["surefire-junit5-one-run-junit.xml"],
            ["com.acme.inv.StockTest.unknownSkuIsZero", "com.acme.inv.StockTest.takesLeaveRemainder"],
        ),
    ],
)
def test_a_test_in_the_log_and_the_junit_results_counts_once(
    log: str, junit: list[str], names: list[str], analyser: Analyser
) -> None:
    alone, _ = triage_path(MERGE / log, analyser, 2000)
    merged, _ = triage_path(MERGE / log, analyser, 2000, [str(MERGE / name) for name in junit])
    assert [test.name for test in alone.failed_tests] == names
    assert [test.name for test in merged.failed_tests] == names
    assert merged.failed_tests_total == alone.failed_tests_total == len(names)


def test_a_gradle_test_in_the_log_and_its_junit_xml_counts_once(analyser: Analyser) -> None:
    """Gradle prints ``app.CalcTest > adds FAILED``; its XML has ``classname="app.CalcTest" name="adds"``."""
    log, junit = TRIAL_18 / "gradle-test.gha.log", TRIAL_18 / "TEST-app.CalcTest.xml"
    assert "app.CalcTest > adds FAILED" in log.read_text()

    merged, _ = triage_path(log, analyser, 2000, [str(junit)])

    assert [test.name for test in merged.failed_tests] == ["app.CalcTest > addsZero", "app.CalcTest > adds"]
    assert merged.failed_tests_total == 2  # Gradle: "2 tests completed, 2 failed"


def test_each_failed_run_of_a_parameterised_test_counts_once(analyser: Analyser) -> None:
    log, junit = MERGE / "surefire-junit5-two-runs.log", MERGE / "surefire-junit5-two-runs-junit.xml"
    merged, _ = triage_path(log, analyser, 2000, [str(junit)])
    # Surefire names each failed run of the second (`takesLeaveRemainder(int)[2]`, `[3]`) and its summary names it twice
    names = ["com.acme.inv.StockTest.unknownSkuIsZero", "com.acme.inv.StockTest.takesLeaveRemainder"]
    assert [test.name for test in merged.failed_tests] == names
    assert merged.failed_tests_total == 3  # Surefire: "Tests run: 5, Failures: 1, Errors: 2"


def test_a_parent_test_that_failed_by_its_subtests_is_not_a_failed_test_of_the_junit_results() -> None:
    found = junit_failures(str(MERGE / "gotestsum-junit.xml"))
    assert [test.name for test in found.kept] == ["example.com/calc::TestAdd", "example.com/calc::TestSub/case_one"]
    assert len(found.identities) == 2


def test_a_test_named_like_a_parent_in_another_class_still_counts(tmp_path: Path) -> None:
    path = tmp_path / "junit.xml"
    path.write_text(
        '<testsuite name="s">'
        '<testcase classname="example.com/a" name="TestSub"><failure message="Failed"/></testcase>'
        '<testcase classname="example.com/b" name="TestSub/case"><failure message="Failed"/></testcase>'
        "</testsuite>\n"
    )
    assert len(junit_failures(str(path)).identities) == 2


def test_every_log_test_is_matched_not_only_the_first_fifty(analyser: Analyser) -> None:
    log = FIXTURES / "failing-tools" / "gha-pytest-300-failed.log"
    report, _ = triage_path(log, analyser, 2000, [str(MERGE / "pytest-300-failed-junit.xml")])
    assert report.failed_tests_total == 300  # pytest: "300 failed, 1 passed"
    assert report.failed_tests_complete
    assert [test.source for test in report.failed_tests] == ["log"] * MAX_TESTS


def test_a_junit_failure_of_another_file_is_added_and_not_counted(tmp_path: Path, analyser: Analyser) -> None:
    other = tmp_path / "other.xml"
    other.write_text(
        '<testsuite name="s"><testcase classname="test_other" name="test_more">'
        '<failure message="assert 0"/></testcase></testsuite>\n'
    )
    report, _ = triage_path(MERGE / "pytest.log", analyser, 2000, [str(MERGE / "pytest-junit.xml"), str(other)])
    assert [test.name for test in report.failed_tests] == [
        "test_ok.py::test_bad",
        "test_imp.py",
        "test_other::test_more",
    ]
    assert report.failed_tests_total == 2  # another job's file: not counted (trial 92 #13)


@pytest.mark.parametrize(
    ("from_log", "classname", "name"),
    [
        ("tests/test_x.py::TestK::test_m[a b]", "tests.test_x.TestK", "test_m[a b]"),  # pytest
        ("test_imp.py", "", "test_imp"),  # pytest: a module that failed to import
        ("group › adds 2 + 2", "group adds 2 + 2", "group adds 2 + 2"),  # jest-junit's defaults
        ("adds 1 + 2", " adds 1 + 2", " adds 1 + 2"),  # the same, outside a describe
        ("TestSum/negative", "example.com/calc", "TestSum/negative"),  # go-junit-report
        ("StockTest.takes", "com.acme.StockTest", "takes(int)[3]"),  # from Surefire's summary, JUnit 5
        ("com.acme.StockTest.takes(int)[3]", "com.acme.StockTest", "takes(int)[3]"),
        ("StockTest.empty", "com.acme.StockTest", "empty()"),  # Gradle's XML names a JUnit 5 @Test so
        ("app.CalcTest > adds", "app.CalcTest", "adds"),  # Gradle's log, JUnit 4
        ("app.CalcTest > adds()", "app.CalcTest", "adds()"),  # Gradle's log and XML, JUnit 5
        ("adds(app.CalcTest)", "app.CalcTest", "adds"),  # JUnit 4's own name (Surefire 2, JUnitCore)
        ("cv is a fraction", "stats", "cv_is_a_fraction"),  # testthat's JunitReporter: spaces as underscores
    ],
)
def test_the_log_and_junit_forms_of_a_test_share_one_identity(from_log: str, classname: str, name: str) -> None:
    held = FailedTestIdentities([identity_of_test(from_log)])
    assert held.names_same_test(identity_of_test(junit_test_name(classname, name)))


@pytest.mark.parametrize(
    ("classname", "name", "short"),
    [
        ("ci.test_calc", "test_add", "test_calc test_add"),  # pytest --junit-prefix=ci
        ("ci.test_calc.TestDiv", "test_zero", "TestDiv test_zero"),
        ("example.com/calc", "TestSub/case_one", "calc TestSub case_one"),
        ("", "test_imp", "test_imp"),
        ("group adds 2 + 2", "group adds 2 + 2", "group adds 2 + 2"),  # jest-junit: no class of its own
    ],
)
def test_a_junit_test_cases_short_identity_starts_at_its_class_names_last_word(
    classname: str, name: str, short: str
) -> None:
    assert junit_short_identity(classname, name) == short


def test_different_tests_stay_apart() -> None:
    held = FailedTestIdentities([identity_of_test("test_many.py::test_p[1]")])
    assert not held.names_same_test(identity_of_test(junit_test_name("test_many", "test_p[11]")))
    assert not held.names_same_test(identity_of_test(junit_test_name("test_many", "test_q[1]")))
    assert junit_test_name(" adds 1 + 2", " adds 1 + 2") == "adds 1 + 2"
    runs = FailedTestIdentities([identity_of_test("com.acme.StockTest::takes(int)[3]")])
    assert not runs.names_same_test(identity_of_test("com.acme.StockTest::takes(int)[2]"))
    assert not runs.names_same_test(identity_of_test("StockTest.takesAll"))
    assert not runs.names_same_test(identity_of_test("OtherTest.takes"))
    junit4 = FailedTestIdentities([identity_of_test("adds(app.CalcTest)")])
    assert not junit4.names_same_test(identity_of_test(junit_test_name("app.OtherTest", "adds")))
    gradle = FailedTestIdentities([identity_of_test("app.CalcTest > adds")])
    assert not gradle.names_same_test(identity_of_test(junit_test_name("app.OtherTest", "adds")))
    jest = FailedTestIdentities([identity_of_test("group › adds (negative) numbers")])
    assert not jest.names_same_test(identity_of_test("group › adds"))  # words in parentheses are no Java types
    short = FailedTestIdentities([identity_of_test(junit_test_name("", "large"))])
    assert not short.names_same_test(identity_of_test("tests::test_add_large"))  # an underscore is no word break
    long = FailedTestIdentities([identity_of_test("tests::test_add_large")])
    assert not long.names_same_test(identity_of_test("large"))


def _large_junit(path: Path, failures: int, text_chars: int = 100) -> None:
    with path.open("w") as handle:
        handle.write('<?xml version="1.0"?>\n<testsuites><testsuite name="big">\n')
        for index in range(failures):
            handle.write(f'<testcase classname="pkg.Mod{index}" name="test_{index}"/>\n')
            handle.write(
                f'<testcase classname="pkg.Mod{index}" name="test_fail_{index}">'
                f'<failure message="boom {index}">{"x" * text_chars}</failure></testcase>\n'
            )
        handle.write("</testsuite></testsuites>\n")


def test_a_large_junit_file_is_read_as_a_stream_and_its_failures_counted_in_full(tmp_path: Path) -> None:
    path = tmp_path / "large.xml"
    _large_junit(path, 20_000)
    found = junit_failures(str(path))
    assert len(found.kept) == MAX_TESTS
    assert found.kept[1].name == "pkg.Mod1::test_fail_1"
    assert found.kept[1].log_line == 6
    assert found.kept[1].message == "boom 1"
    assert len(found.identities) == 20_000


def test_the_xml_is_not_held_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "long-failures.xml"
    _large_junit(path, 400, text_chars=20_000)  # 8 MB, most of it failure text
    tracemalloc.start()
    try:
        found = junit_failures(str(path))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert len(found.identities) == 400
    assert peak < path.stat().st_size / 8


def test_a_large_junit_file_keeps_fifty_in_the_report(tmp_path: Path, analyser: Analyser) -> None:
    path = tmp_path / "large.xml"
    _large_junit(path, 2_000)
    report, _ = triage_path(MERGE / "jest.log", analyser, 2000, [str(path)])
    assert len(report.failed_tests) == MAX_TESTS
    assert report.failed_tests_total == 2  # another job's file: not counted (trial 92 #13)
