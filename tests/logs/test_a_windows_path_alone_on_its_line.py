"""A file path alone on its line is a location in a Windows runner's form too: Django's
``makemigrations --check`` names the migration it would write below ``Migrations for 'shop':``
(``shop\\migrations\\0001_initial.py`` on Windows), which gave no location while the Linux form gave
``shop/migrations/0001_initial.py`` (trial 62, finding 6). Under that heading it is the file Django
would write, which is no location since user trial 105 #8: the path alone is read without it.

Real output: Django 5.2.19 (tests/fixtures/s30-small/README.md says how the Windows form was made)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-small"


@pytest.mark.parametrize("log", ["django-makemigrations.gha.log", "django-makemigrations-windows.gha.log"])
def test_a_path_alone_on_its_line_is_a_location_in_either_form(
    log: str, triage_json: Callable[..., dict], tmp_path: Path
) -> None:
    # the log without its `Migrations for 'shop':` heading: below it the path is the file Django would
    # write, no location (user trial 105 #8, tests/logs/test_a_file_a_tool_would_write.py); alone, it is one
    text = (FIXTURES / log).read_text(encoding="utf-8")
    alone = tmp_path / log
    alone.write_text("".join(line for line in text.splitlines(keepends=True) if "Migrations for 'shop':" not in line))
    report = triage_json(alone, "--no-home-skills")
    assert [(location["file"], location["line"]) for location in report["locations"]] == [
        ("shop/migrations/0001_initial.py", None)
    ]


@pytest.mark.parametrize("log", ["django-makemigrations.gha.log", "django-makemigrations-windows.gha.log"])
def test_the_migration_django_would_write_is_no_location(log: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "lint/format"
    assert report["locations"] == []
