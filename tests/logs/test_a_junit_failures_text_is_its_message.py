"""A JUnit failure without a ``message`` is quoted by what its text says failed, not by the test's
name and the trace's places its writer puts around it (trial t126 #9: PHPUnit's ``--log-junit``
given as the log gave ``MoneyTest::testAdd Failed asserting that -100 is identical to 400.
/…/tests/MoneyTest.php:14``). Real output: ``fixtures/phpunit-junit-text/README.md``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.junit import junit_failures

JUNIT = Path(__file__).parent / "fixtures" / "phpunit-junit-text" / "phpunit-junit.xml"
DIFF = "Failed asserting that two strings are identical.\n--- Expected\n+++ Actual\n@@ @@"


def test_each_failures_message_is_what_failed() -> None:
    messages = {test.name: test.message for test in junit_failures(str(JUNIT)).kept}
    assert messages == {
        'LabelTest::testSlug with data set "double"': f"{DIFF}\n-'a-b'\n+'a--b'",
        "LabelTest::testTitle": f"{DIFF}\n 'Hello\n-World'\n+world'",
        "LabelTest::testMissingClass": 'Error: Class "Acme\\Missing" not found',
    }


def test_the_places_are_still_read_from_the_text(triage_json: Callable[..., dict]) -> None:
    report = triage_json(JUNIT, "--no-home-skills")
    assert [(test["line"], test["message"].splitlines()[0]) for test in report["failed_tests"]] == [
        (14, "Failed asserting that two strings are identical."),
        (19, "Failed asserting that two strings are identical."),
        (24, 'Error: Class "Acme\\Missing" not found'),
    ]
    assert "LabelTest::testSlug with data set" not in report["summary"].split(" — ")[1]
