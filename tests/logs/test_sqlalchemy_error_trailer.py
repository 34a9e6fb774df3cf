"""SQLAlchemy's lines below a database error belong to its exception, which decides the verdict.

SQLAlchemy prints ``[SQL: …]``, ``[parameters: …]`` and ``(Background on this error at:
https://sqlalche.me/e/…)`` as part of every database error's message. Under alembic's ``INFO``
record right above the traceback they read as the program going on after a logged traceback, so
trial 27 got unknown 0.0 quoting a stack frame inside SQLAlchemy, and ``skills new --from`` wrote
signals of the ``Traceback`` heading, a frame's source line and the chain's joining sentence.
Fixtures: tests/fixtures/trial-27/README.md (alembic 1.20.1, SQLAlchemy 2.1.9, PostgreSQL 15).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-27"
EXCEPTION = (
    'sqlalchemy.exc.IntegrityError: (psycopg2.errors.NotNullViolation) column "tenant_id" of relation "users" '
    "contains null values"
)


@pytest.mark.parametrize("name", ["alembic-upgrade-notnull.out", "alembic-upgrade-notnull.gha.log"])
def test_the_exception_above_sqlalchemys_trailer_decides(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "runtime error"
    assert EXCEPTION in report["summary"]


def test_a_starter_skill_has_no_signal_of_the_traceback_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = FIXTURES / "alembic-upgrade-notnull.gha.log"
    code = main(["skills", "new", "--from", str(log), "--out", str(tmp_path), "--category", "runtime error"])
    assert code == 0, capsys.readouterr().err
    (skill,) = tmp_path.glob("*/SKILL.md")
    front = skill.read_text(encoding="utf-8").split("\n---\n", 1)[0]
    patterns = [line for line in front.splitlines() if "pattern:" in line]
    assert patterns
    assert all("IntegrityError" in pattern for pattern in patterns)
