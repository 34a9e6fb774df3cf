"""How one JUnit file and a verbose pytest log are read: a setup error's kind, colour-code
remnants, a gzipped file.

Real runs of trial 84 (``tests/fixtures/s32-junit/README.md``): pytest 9.2 ``-v --junitxml`` with
a fixture that raised at setup and a message holding colour codes; mocha-junit-reporter, which
drops the ESC of a colour code and keeps the rest.
"""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest

from ci_triage.base.errors import InputError
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import junit_failures
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-junit"


@pytest.mark.parametrize("junit", [[], ["pytest-mixed.junit.xml"]])
def test_pytest_verboses_setup_error_stays_an_error(junit: list[str], analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pytest-mixed.log", analyser, 2000, [str(FIXTURES / name) for name in junit])
    kinds = {test.name: test.kind for test in report.failed_tests}
    assert kinds["tests/test_cart.py::test_uses_db"] == "error"
    assert [test.kind for test in report.failed_tests][-1] == "error"  # listed after the failed ones
    assert report.failed_tests_total == 4


@pytest.mark.parametrize(
    ("junit", "said"), [("pytest-mixed.junit.xml", "4.5 — ROUGE ]]> fin"), ("mocha.xml", "red ]]>")]
)
def test_colour_code_remnants_leave_the_message(junit: str, said: str) -> None:
    messages = [test.message or "" for test in junit_failures(str(FIXTURES / junit)).kept]
    assert any(said in message for message in messages)
    assert not any("[31m" in message or "[0m" in message for message in messages)


def test_a_gzipped_junit_file_is_read() -> None:
    plain = junit_failures(str(FIXTURES / "pytest-mixed.junit.xml"))
    zipped = junit_failures(str(FIXTURES / "pytest-mixed.junit.xml.gz"))
    assert [test.name for test in zipped.kept] == [test.name for test in plain.kept]
    assert len(zipped.identities) == 4


def test_a_gzipped_junit_file_cut_short_is_named_as_gzip(tmp_path: Path) -> None:
    cut = tmp_path / "report.xml.gz"
    cut.write_bytes(gzip.compress((FIXTURES / "pytest-mixed.junit.xml").read_bytes())[:300])
    with pytest.raises(InputError, match="is a gzip file that cannot be read"):
        junit_failures(str(cut))


def test_a_phpunit_risky_test_in_junit_is_no_failed_test() -> None:
    """PHPUnit 9.6.7's ``--log-junit`` (trial 97; tests/fixtures/s35-t97b/README.md) writes a risky test as
    an ``<error type="PHPUnit\\Framework\\RiskyTestError">``; the run passes with it (``Risky: 1`` beside
    ``Errors: 2``), so it is no failed test: the failure, the two errors are."""
    read = junit_failures(str(Path(__file__).parents[1] / "fixtures" / "s35-t97b" / "phpunit-junit.xml"))
    assert [test.name for test in read.kept] == [
        "PriceTest::testWithTax",
        "PriceTest::testParse",
        "PriceTest::testDeprecated",
    ]
