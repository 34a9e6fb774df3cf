"""``skills new --from LOG``: a starter is named after the program the failing step ran though the
tool catalogue lacks it (a console script), and its patterns keep a line's stable head while the
value after its ``: `` (a Python repr in brackets) and bracketed identifiers match any value, so
the next failure of the same kind matches and a passing run's lines do not. The alembic lines are
a user trial's ``alembic check`` (Alembic 1.20.1: an added table, then an added column)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skills import load_skills
from ci_triage.logs.tools import command_program, identify_tools

HEAD = [
    "INFO  [alembic.runtime.migration] Context impl SQLiteImpl.",
    "INFO  [alembic.runtime.migration] Will assume non-transactional DDL.",
    "INFO  [alembic.runtime.plugins] setting up autogenerate plugin alembic.autogenerate.tables",
]
ADDED_TABLE = (
    "New upgrade operations detected: [('add_table', Table('users', MetaData(), Column('id', Integer(), "
    "table=<users>, primary_key=True, nullable=False), Column('name', String(length=50), table=<users>), "
    "Column('email', String(length=120), table=<users>), schema=None))]"
)
ADDED_COLUMN = (
    "New upgrade operations detected: [('add_column', None, 'users', Column('age', Integer(), table=<users>))]"
)
PASSING = [
    *HEAD,
    "INFO  [alembic.util.messaging] No new upgrade operations detected.",
    "No new upgrade operations detected.",
]


pytestmark = pytest.mark.usefixtures("empty_home")


def _alembic_log(
    gha_log: Callable[[Path, str, list[str], int], Path], path: Path, detected: str, step: str = "alembic check"
) -> Path:
    output = [*HEAD, f"ERROR [alembic.util.messaging] {detected}", f"FAILED: {detected}"]
    return gha_log(path, step, output, 255)


def _starter(tmp_path: Path, log: Path, out: str) -> list[str]:
    argv = ["skills", "new", "--from", str(log), "--out", str(tmp_path / out), "--category", "configuration"]
    assert main(argv) == ExitCode.OK
    (skill,) = load_skills([tmp_path / out], bundled=False).skills
    return [signal.pattern for signal in skill.signals if signal.role == "error"]


@pytest.mark.parametrize(
    ("step", "program"),
    [("yoyo apply --batch", "yoyo"), ("cd db && FOO=1 yoyo apply", "yoyo"), ("sudo -E migra-check run", "migra-check")],
)
def test_a_starter_is_named_after_a_console_script_the_catalogue_lacks(tmp_path, capsys, step, program, gha_log):
    """A user ran ``alembic check`` before alembic was in the catalogue and got ``repository-configuration``:
    the step's ``Run`` line names the program whether the catalogue lists it or not, in the starter's
    name and its ``tool``."""
    assert not identify_tools([step])
    log = _alembic_log(gha_log, tmp_path / "job.log", ADDED_TABLE.replace("New upgrade", "Pending schema"), step)
    argv = ["skills", "new", "--from", str(log), "--out", str(tmp_path / "out"), "--category", "configuration"]
    assert main(argv) == ExitCode.OK
    assert f"named it '{program}-configuration'" in capsys.readouterr().out
    (skill,) = load_skills([tmp_path / "out"], bundled=False).skills
    assert skill.tool == program  # a report its signals decide names the program, as its name does


@pytest.mark.parametrize("command", ["./deploy.sh", "actions/checkout@v4", "echo done", "(whole log)"])
def test_a_path_an_action_or_a_builtin_names_no_program(command):
    """The repository's own script, an action and a shell builtin are no program a starter is named after."""
    assert command_program(command) is None


def test_a_starter_from_one_alembic_check_matches_the_next_and_no_passing_line(tmp_path, capsys, gha_log):
    """A starter made from the added table's failure matches the added column's failing lines and the
    other way round; neither matches a line of a passing ``alembic check``."""
    table = _starter(tmp_path, _alembic_log(gha_log, tmp_path / "table.log", ADDED_TABLE), "a")
    column = _starter(tmp_path, _alembic_log(gha_log, tmp_path / "column.log", ADDED_COLUMN), "b")
    capsys.readouterr()
    assert table
    assert column
    for patterns, other in ((table, ADDED_COLUMN), (column, ADDED_TABLE)):
        assert any(re2.search(pattern, f"FAILED: {other}") for pattern in patterns), patterns
        assert any(re2.search(pattern, f"ERROR [alembic.util.messaging] {other}") for pattern in patterns)
        assert all("users" not in pattern for pattern in patterns)
        assert all(
            pattern.startswith(r"^\s*") and "New upgrade operations detected: " in pattern for pattern in patterns
        )
        for line in PASSING:
            assert not any(re2.search(pattern, line) for pattern in patterns), line
