"""Django's own commands are the tools of their steps: the test runner, the system checks.

Real output of Django 5.2.19 (Python 3.11.7) on a two-model project made here, wrapped as GitHub
Actions job logs (``tests/fixtures/s27-pyimport/README.md``). ``python manage.py test`` prints
unittest's report (``FAIL: test_total (orders.tests.OrderTests.test_total)``), which read as
unittest's: the catalogue's ``django-test`` ``prints`` unittest's report, so the step's tool is
named. ``manage.py check``'s ``SystemCheckError`` and its ``orders.Order.customer: (fields.E300) …``
lines read as a Python runtime error (0.45) before the ``django-check`` skill; under ``manage.py
test`` they are no test failure either (no test ran).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s27-pyimport"


@pytest.fixture(scope="module")
def analyser() -> Analyser:
    return Analyser.load()


def test_manage_py_test_is_djangos_test_runner(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "django-test-failure.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("test failure", "django-test")
    assert report.failed_tests_total == 1
    assert "test_total (orders.tests.OrderTests.test_total)" in report.summary


@pytest.mark.parametrize("name", ["django-system-check.gha.log", "django-test-system-check.gha.log"])
def test_a_system_check_error_is_the_checks_finding(analyser: Analyser, name: str) -> None:
    report = triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("lint/format", "django-check")
    assert "(fields.E300)" in report.summary
    assert not report.failed_tests_total


def test_makemigrations_check_stays_a_migration_not_committed(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "django-makemigrations-check.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("lint/format", "django")
