"""Maven Surefire 2.12's results list read as the run's failed tests: its entries name each test as
JUnit 4 does, ``totalsPrices(com.example.shop.CartTest): expected:<5> but was:<6>``, the first on the
``Failed tests:`` header's own line, the others indented under it or under ``Tests in error:``, each
with its throwable's message; the summary quotes the first failed test rather than Maven's ``There
are test failures.``, and a paste cut before Maven's ``[ERROR]`` lines is still a test failure.
Fixtures in ``fixtures/surefire-old-results`` (see its README: a real pasted 2.12.4 run, and the
list's form from Surefire's source)."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "surefire-old-results"


def test_each_entry_of_the_list_is_a_failed_test_with_its_message(triage_json) -> None:
    report = triage_json(FIXTURES / "surefire2.12-failed-and-errored.log")
    messages = {test["name"]: test["message"] for test in report["failed_tests"]}
    assert messages == {
        "totalsPrices(com.example.shop.CartTest)": "expected:<5> but was:<6>",
        "countsItems(com.example.shop.CartTest)": "expected:<2> but was:<3>",
        "looksUpMissingPrice(com.example.shop.CartTest)": 'For input string: "null"',
    }
    assert report["category"] == "test failure"
    assert "totalsPrices(com.example.shop.CartTest)" in report["summary"]


def test_the_summary_quotes_the_failed_test_not_the_goal_failure(triage_json) -> None:
    report = triage_json(FIXTURES / "surefire2.12-tetrad-paste.log")
    assert [test["name"] for test in report["failed_tests"]] == ["testFgesMbFromGraph(edu.cmu.tetrad.test.TestFges)"]
    assert "testFgesMbFromGraph" in report["summary"]
    assert "There are test failures" not in report["summary"]


def test_a_paste_cut_before_mavens_error_lines_is_a_test_failure(triage_json, tmp_path: Path) -> None:
    lines = (FIXTURES / "surefire2.12-tetrad-paste.log").read_text(encoding="utf-8").splitlines(keepends=True)
    cut = tmp_path / "cut.log"
    cut.write_text("".join(line for line in lines if not line.startswith("[ERROR]")), encoding="utf-8")
    report = triage_json(cut)
    assert report["category"] == "test failure"
    assert report["tool"] == "maven"
    assert [test["name"] for test in report["failed_tests"]] == ["testFgesMbFromGraph(edu.cmu.tetrad.test.TestFges)"]
