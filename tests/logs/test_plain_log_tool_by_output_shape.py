"""A plain log's ``tool`` is the one its output's shape shows when no command line names it.

Trial t126, finding 8: the GitHub Actions copies of these logs named their tool (from the step's
``Run …`` line) while the plain ones said ``tool: null``: the verdict is another category's (a
refused database: configuration), so no line of its category named the runner, and rubocop's
lines were read as a shape standardrb prints too. Fixtures: ``tests/fixtures/s47-plain-tools``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s47-plain-tools"


@pytest.mark.parametrize(
    ("log", "tool", "category"),
    [
        ("minitest-pg-refused.log", "minitest", "configuration"),
        ("prove-pg-wrong-password.log", "prove", "permission/auth"),
        ("phpunit-pg-no-database.log", "phpunit", "configuration"),
        ("rubocop.log", "rubocop", "lint/format"),
    ],
)
def test_a_plain_logs_tool_is_the_one_its_lines_show(triage_json, log: str, tool: str, category: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["failing_step"]["name"] == "(whole log)"
    assert report["category"] == category
    assert report["tool"] == tool


def test_lines_of_a_shape_several_tools_print_name_no_tool(tmp_path: Path, triage_json) -> None:
    """flake8's ``x.py:1:1: F401`` lines are ruff's, pycodestyle's and pylint's shape too: a plain log
    of them alone names no tool, as before."""
    log = tmp_path / "lint.log"
    log.write_text(
        "app.py:1:1: F401 'os' imported but unused\napp.py:2:1: F401 'sys' imported but unused\n"
        "app.py:3:80: E501 line too long (88 > 79 characters)\n"
    )
    report = triage_json(log)
    assert report["category"] == "lint/format"
    assert report["tool"] is None


def test_php_codesniffers_checkstyle_file_is_named_by_its_sniff_codes(triage_json) -> None:
    report = triage_json(FIXTURES / "phpcs-checkstyle.xml")
    assert report["source"]["kind"] == "checkstyle"
    assert report["category"] == "lint/format"
    assert report["tool"] == "phpcs"
