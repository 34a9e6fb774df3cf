"""A file utility's own error line names that program, never the tool beside it: a starter written
from psql's refusal and ``cp: cannot stat 'dump.sql'`` was ``tool: psql`` for both lines, so a later
log with only the ``cp`` line was named psql's, and its starter ``psql-configuration`` (trial 89, #5).

Real output: psql 15.18 and GNU coreutils 9.1, tests/fixtures/s33-t89/README.md."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t89"

pytestmark = pytest.mark.usefixtures("empty_home")


def _frontmatter(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8").split("---\n")[1])


def test_a_file_utilitys_line_keeps_its_program_beside_another_tool(tmp_path: Path, capsys) -> None:
    out = tmp_path / "skills"
    argv = ["skills", "new", "--from", str(FIXTURES / "psql_then_cp.out"), "--out", str(out), "--no-home-skills"]
    assert main(argv) == ExitCode.OK
    skill = _frontmatter(out / "psql-configuration" / "SKILL.md")
    assert skill["tool"] == "psql"
    assert [signal.get("tool") for signal in skill["signals"]] == [None, "cp"]
    capsys.readouterr()
    triage = ["triage", str(FIXTURES / "cp_only.out"), "--format", "json", "--skills", str(out), "--no-home-skills"]
    main(triage)
    assert json.loads(capsys.readouterr().out)["tool"] == "cp"


def test_a_starter_of_a_file_utilitys_line_alone_is_named_after_it(tmp_path: Path, capsys) -> None:
    argv = ["skills", "new", "--from", str(FIXTURES / "cp_only.out"), "--out", str(tmp_path), "--no-home-skills"]
    assert main(argv) == ExitCode.OK
    assert "named it 'cp-configuration'" in capsys.readouterr().out
