"""A line a program prints for any subcommand names the subcommand the step ran, as the catalogue names it.

Django's ``Conflicting migrations detected`` is read by the django-migration-graph skill, whose
``tool:`` is ``django`` (the catalogue's ``manage.py makemigrations``); under ``python manage.py
migrate`` the report named ``django``, though the catalogue names that command ``django-migrate``
(a wrapper, so no step's tool of its own). One tool has one name, the catalogue's. Log: Django
5.2.19 run here (tests/fixtures/s39-misc/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.analyse import subcommand_run
from ci_triage.logs.skills import load_skills
from ci_triage.logs.tools import load_catalogue

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent.parent / "fixtures" / "s39-misc"


def test_django_migrate_names_its_own_tool(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["triage", str(FIXTURES / "django-migrate-conflicting-migrations.gha.log"), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    assert report["category"] == "configuration"
    assert report["tool"] == "django-migrate"


def test_every_skills_tool_yields_to_the_wrapper_subcommand_the_step_ran() -> None:
    """For every skill's ``tool:`` that is a subcommand of a program (its first command's first word)
    of which the catalogue has a wrapper subcommand too, a line of another category under that
    wrapper's command names the wrapper: the skill's name for the program is never the report's
    name for a command the catalogue spells otherwise."""
    catalogue = load_catalogue()
    categories = {"configuration", "runtime error"}
    unnamed = []
    checked = 0
    for name in sorted({skill.tool for skill in load_skills().skills if skill.tool}):
        tool = catalogue.get(name)
        if tool is None or not tool.commands or len(tool.commands[0].split()) < 2:
            continue
        program = tool.commands[0].split()[0]
        category = next(iter(sorted(categories - {tool.category or ""})))
        for wrapper in catalogue.tools:
            words = wrapper.commands[0].split() if wrapper.commands else []
            if wrapper.is_wrapper and wrapper.name != name and len(words) > 1 and words[0] == program:
                checked += 1
                if subcommand_run([wrapper.commands[0]], name, category) != wrapper.name:
                    unnamed.append(f"{name} under {wrapper.commands[0]!r}")
    assert checked >= 5  # django's, cargo's, go's, npm's, mix's subcommands at least
    assert not unnamed, "the catalogue's wrapper is not named: " + "; ".join(unnamed)


def test_a_line_of_the_printers_own_category_stays_the_printers() -> None:
    assert subcommand_run(["go run ./cmd/app"], "go-build", "compile/build error") is None
    assert subcommand_run(["python manage.py makemigrations --check"], "django", "configuration") is None
