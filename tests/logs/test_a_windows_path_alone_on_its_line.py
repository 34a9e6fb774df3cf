"""A file path alone on its line is a location in a Windows runner's form too: Django's
``makemigrations --check`` names the migration it would write below ``Migrations for 'shop':``
(``shop\\migrations\\0001_initial.py`` on Windows), which gave no location while the Linux form gave
``shop/migrations/0001_initial.py`` (trial 62, finding 6).

Real output: Django 5.2.19 (tests/fixtures/s30-small/README.md says how the Windows form was made)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-small"


@pytest.mark.parametrize("log", ["django-makemigrations.gha.log", "django-makemigrations-windows.gha.log"])
def test_the_migration_django_would_write_is_the_location(log: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "lint/format"
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("shop/migrations/0001_initial.py", None)
    ]
