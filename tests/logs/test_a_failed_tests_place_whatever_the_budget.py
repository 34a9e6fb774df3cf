"""A failed test's line in its file does not depend on how much of the log the excerpt keeps: a
run-logs zip lost the lines (``failed_tests`` ``line`` null) that the same job's log alone gave (user
trial 105 #11), since a run's jobs share the budget and pytest names a test's place
(``tests/test_orders.py:11: ``) below its quoted source, past the lines of the test's report read
whatever the excerpt keeps. The first line of each report that names the test's file is read too.

Real output (tests/fixtures/s38-t105/README.md): pytest 9.2.0; Django 5.2.19's migrate as a second job."""

from __future__ import annotations

import zipfile
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s38-t105"
PYTEST = FIXTURES / "pytest-place-below-banner.gha.log"
PLACES = [
    ("tests/test_orders.py::test_render_empty", 6),
    ("tests/test_orders.py::test_report_missing_total", 11),
    ("tests/test_orders.py::test_render_two", 17),
]


def test_a_run_logs_zip_gives_the_failed_tests_lines_the_job_log_gives(analyser: Analyser, tmp_path: Path) -> None:
    path = tmp_path / "logs.zip"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("1_test.txt", PYTEST.read_bytes())
        archive.writestr("2_migrations.txt", (FIXTURES / "django-migrate-direct-cause.gha.log").read_bytes())
    run, _ = triage_path(path, analyser, 800)
    alone, _ = triage_path(PYTEST, analyser, 800)
    assert [(test.name, test.line) for test in run.failed_tests] == PLACES
    assert [(test.name, test.line) for test in alone.failed_tests] == PLACES


def test_a_small_budget_keeps_the_failed_tests_lines(analyser: Analyser) -> None:
    report, _ = triage_path(PYTEST, analyser, 300)
    assert [(test.name, test.line) for test in report.failed_tests] == PLACES
