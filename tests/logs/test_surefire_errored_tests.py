"""Maven Surefire's report of a failed test read whole in both major versions' words: a test whose
verdict is ``<<< ERROR!`` (an exception escaped it, which Surefire tells from a failed assertion's
``<<< FAILURE!``) is listed with kind ``error`` and the exception under its verdict as its message;
Surefire 3's verdict line (``[ERROR] com.example.shop.CartTest.looksUpMissingPrice -- Time elapsed:
0.585 s <<< ERROR!``) names the test as Surefire 2's (``looksUpMissingPrice(com.example.shop.CartTest)
Time elapsed: 0.104 s  <<< ERROR!``) does, so its message is the whole exception line rather than
the results list's shortened ``NumberFormat For input string: "null"``, and its place is the test's
own frame in its file. Fixtures in ``fixtures/surefire-verdicts``: real Surefire 2.22.3 (JUnit
4.13.2) and 3.2.5 (JUnit Jupiter 5.10.2) output."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).parent / "fixtures" / "surefire-verdicts"


@pytest.mark.parametrize(
    ("log", "errored", "failed", "assertion"),
    [
        (
            "surefire2-junit4.log",
            "looksUpMissingPrice(com.example.shop.CartTest)",
            "totalsPrices(com.example.shop.CartTest)",
            "java.lang.AssertionError: expected:<5> but was:<6>",
        ),
        (
            "surefire3-junit5.log",
            "com.example.shop.CartTest.looksUpMissingPrice",
            "com.example.shop.CartTest.totalsPrices",
            "org.opentest4j.AssertionFailedError: expected: <5> but was: <6>",
        ),
    ],
)
def test_an_errored_test_beside_a_failed_one(triage_json, log: str, errored: str, failed: str, assertion: str) -> None:
    report = triage_json(FIXTURES / log)
    tests = {test["name"]: test for test in report["failed_tests"]}
    assert sorted(tests) == sorted([errored, failed])
    assert tests[errored]["kind"] == "error"
    assert tests[errored]["message"] == 'java.lang.NumberFormatException: For input string: "null"'
    assert (tests[errored]["file"], tests[errored]["line"]) == ("com/example/shop/CartTest.java", 19)
    assert tests[failed]["kind"] == "failed"
    assert tests[failed]["message"] == assertion
    assert (tests[failed]["file"], tests[failed]["line"]) == ("com/example/shop/CartTest.java", 13)
