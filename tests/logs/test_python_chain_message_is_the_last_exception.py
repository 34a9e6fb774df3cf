"""A failed test that died of a chained Python exception is quoted by the exception raised last.

Python prints a chain cause first: the cause's traceback, a sentence joining it to the next (``The
above exception was the direct cause of the following exception:``), then the traceback of the
exception the test died of. unittest's and Django's ``ERROR:`` blocks were quoted by the cause
(``KeyError: 'port'``) or by the joining sentence itself, and Django's exception, 50 lines of frames
below the test's header, was not read at all (trial 23, finding 1). pytest's report without its short
summary quoted the cause's ``E`` line the same way. Fixtures: real output (``tests/fixtures/trial-23``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-23"
INTEGRITY = 'django.db.utils.IntegrityError: duplicate key value violates unique constraint "shop_product_sku_key"'
JOINING = ("The above exception was", "During handling of the above exception")


@pytest.mark.parametrize(
    ("fixture", "messages"),
    [
        (
            "unittest-chain.log",
            [
                ("test_load (test_chain.T.test_load)", "RuntimeError: config has no port"),
                (
                    "test_load_implicit (test_chain.T.test_load_implicit)",
                    "ValueError: invalid literal for int() with base 10: 'abc'",
                ),
            ],
        ),
        (
            "dj-unique.log",
            [
                (
                    "test_import_catalogue (shop.tests.ProductTests.test_import_catalogue)",
                    INTEGRITY,
                )
            ],
        ),
        (
            "pytest-chain.no-summary.log",
            [
                # named by their node ids, their file known (trial 91)
                ("test_chain.py::T::test_load", "RuntimeError: config has no port"),
                ("test_chain.py::T::test_load_implicit", "ValueError: invalid literal for int() with base 10: 'abc'"),
            ],
        ),
    ],
)
def test_a_chained_exceptions_test_is_quoted_by_the_exception_raised_last(
    fixture: str, messages: list[tuple[str, str]]
) -> None:
    report, _ = triage_path(str(FIXTURES / fixture), Analyser.load(), 2000)

    assert [(test.name, test.message) for test in report.failed_tests] == messages
    assert messages[0][1].removeprefix("E").strip() in report.summary
    assert not any(sentence in report.summary for sentence in JOINING)


def test_the_cause_stays_in_the_excerpt() -> None:
    report, _ = triage_path(str(FIXTURES / "dj-unique.log"), Analyser.load(), 2000)

    quoted = "\n".join(line for span in report.excerpt for line in span.lines)
    assert "psycopg2.errors.UniqueViolation: duplicate key value" in quoted
    assert "django.db.utils.IntegrityError: duplicate key value" in quoted


def test_a_django_apps_tests_module_is_the_failed_tests_file() -> None:
    report, _ = triage_path(str(FIXTURES / "dj-unique.log"), Analyser.load(), 2000)

    assert [(test.file or "").endswith("/dj/shop/tests.py") for test in report.failed_tests] == [True]


def test_a_cause_is_quoted_by_the_exception_raised_from_it_that_quotes_it() -> None:
    """twine 7.0.0's upload without DNS (trial 30 #7, ``tests/fixtures/trial-30/twine-upload-dns.gha.log``,
    real output): the chain's first exception, ``socket.gaierror: [Errno -2] Name or service not known``,
    names no host; the chain's last, requests' ``ConnectionError``, which twine died of, quotes urllib3's
    ``NameResolutionError`` naming the host, which quotes the cause whole: it is quoted alone, no
    ``caused by`` after it (trial 85 #7 made a chain's last exception the quote)."""
    log = Path(__file__).resolve().parents[1] / "fixtures" / "trial-30" / "twine-upload-dns.gha.log"
    report, _ = triage_path(str(log), Analyser.load(), 2000)

    assert ": requests.exceptions.ConnectionError: HTTPSConnectionPool(host='upload.pypi.org'" in report.summary
    assert "Failed to resolve 'upload.pypi.org' ([Errno -2] Name or service not known)" in report.summary
    assert "caused by" not in report.summary
    assert report.category == "infrastructure/network/flaky"
