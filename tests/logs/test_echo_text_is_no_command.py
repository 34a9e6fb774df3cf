"""The text an ``echo`` or ``printf`` prints is no command, even where it holds a ``;``, ``|`` or
``&&``: ``echo "Services: redis; mysql and postgres …"`` runs no mysql (bash(1), "QUOTING": a quoted
metacharacter loses its meaning). Another program's quoted argument may be a script a shell runs
(``bash -c "cd app && pytest"``), so it is still read.

Fixture (tests/fixtures/s35-t93b, README there): ``echo-quoted-tools.log``, bash 5.2, a step that echoes
that line and then fails in ``test -f dist/app.js`` without a message.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.tools import identify_tools

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t93b"


@pytest.mark.parametrize(
    "command",
    [
        'echo "Services: redis; mysql and postgres come from the services block"',
        "echo 'waiting for the database | mysql may take 30 s'",
        'printf "%s\\n" "step 1 && mysql -u root < seed.sql"',
        'echo "say \\"hi; mysql\\""',
    ],
)
def test_a_tool_named_in_echoed_text_did_not_run(command: str) -> None:
    assert identify_tools([command]) == []


@pytest.mark.parametrize(
    ("command", "tools"),
    [
        ('echo "lint; then tests" && pytest', ["pytest"]),
        ("echo 'x; mysql' ; ruff check .", ["ruff"]),
        ('bash -c "cd app && pytest"', ["bash", "pytest"]),
    ],
)
def test_commands_beside_echoed_text_still_run(command: str, tools: list[str]) -> None:
    assert [tool.name for tool in identify_tools([command])] == tools


def test_the_unknown_verdict_lists_no_tool_from_echoed_text(triage_json: Callable[..., dict]) -> None:
    """Before: "tool identified from the step's command: mysql (wrapper)"."""
    report = triage_json(FIXTURES / "echo-quoted-tools.log")
    checked = report["jobs"][0]["classification"]["checked"]
    assert "tool identified: none (the step's command names no catalogued tool)" in checked
    assert not any("mysql" in item for item in checked if item.startswith("tool identified"))
