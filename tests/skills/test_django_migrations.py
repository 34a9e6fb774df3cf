"""Django's migrations: a graph it cannot build is configuration, a migration that failed is its file.

Real Django 5.2.19 output (``tests/fixtures/s29-t58a/README.md``). Before the
``django-migration-graph`` skill, ``Conflicting migrations detected`` under ``manage.py test`` read
as a test failure (0.45, the step's tool alone) with "Run the failed tests locally", though no test
ran; a migration that raised while applied named no location (the traceback runs through Django's
code only), and its ``Applying … OK`` lines filled the excerpt.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import LogLine
from ci_triage.logs.project_files import ProjectFiles
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t58a"


@pytest.fixture(scope="module")
def analyser() -> Analyser:
    return Analyser.load()


def test_conflicting_migrations_are_configuration_with_djangos_fix(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "django-conflicting-migrations.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert "(0002_book_isbn, 0002_book_shelf in library)" in report.summary
    assert "python manage.py makemigrations --merge" in next_step(report)
    assert "failed tests" not in next_step(report)


def test_a_missing_parent_migration_names_the_migration_file(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "django-missing-parent-migration.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert [place.file for place in report.locations] == ["library/migrations/0002_book_isbn.py"]


def test_a_migration_that_failed_is_the_location_and_applied_ones_no_evidence(analyser: Analyser) -> None:
    report = triage_path(FIXTURES / "django-migration-fails.gha.log", analyser, DEFAULT_BUDGET)[0]
    assert report.category == "runtime error"
    assert report.summary.endswith("django.db.utils.OperationalError: no such column: subtitle")
    assert [place.file for place in report.locations] == ["library/migrations/0003_backfill_subtitle.py"]
    assert "`Applying app.name...` line without `OK`" in next_step(report)
    shown = [text for block in report.excerpt for text in block.lines]
    applied = [text for text in shown if text.endswith("... OK")]
    assert applied == ["  Applying library.0001_initial... OK", "  Applying library.0002_book_isbn... OK"]  # lead-in
    assert any(text.startswith("  Applying library.0003_backfill_subtitle...") for text in shown)


def test_a_nested_apps_migration_is_found_in_the_checkout(tmp_path: Path) -> None:
    nested = tmp_path / "src" / "library" / "migrations"
    nested.mkdir(parents=True)
    (nested / "0003_backfill_subtitle.py").write_text("", encoding="utf-8")
    line = LogLine(number=1, text="  Applying library.0003_backfill_subtitle...", marker="", matches=[], section=0)
    files = ProjectFiles({1: line}, tmp_path)
    assert files.path("django-migration", "library.0003_backfill_subtitle", 1) == (
        "src/library/migrations/0003_backfill_subtitle.py"
    )
    assert ProjectFiles({}, None).path("django-migration", "library.0003_x", 1) == "library/migrations/0003_x.py"
