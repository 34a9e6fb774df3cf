"""A step's command lines cut as the shell reads them: quoted operators, comments, here-documents,
continued lines, and which commands ran only after a tool succeeded.

Before, ``commands_after`` cut a line at the text ``&&`` wherever it stood (``python -c "x && y"``:
``y"`` read as a command run after python), and the catalogue's own cut read a comment's words
(``# a && b``) and a here-document's lines as commands. The command lines are the inputs a step's
``run:`` script shows in its log; bash 5.2's reading of each (``bash -c``, run here) is what the
expectations state.
"""

from __future__ import annotations

import pytest

from ci_triage.logs.shell_commands import simple_commands
from ci_triage.logs.tools import commands_after, identify_tools, tool_command


def _cut(lines: list[str]) -> list[tuple[str, str, bool]]:
    return [(simple.text, simple.operator, simple.quoted) for simple in simple_commands(lines)]


def test_each_command_carries_the_operator_that_joined_it() -> None:
    assert _cut(["cd app && make lint || true; make test | tee out.txt &", "ruff check ."]) == [
        ("cd app", "", False),
        ("make lint", "&&", False),
        ("true", "||", False),
        ("make test", ";", False),
        ("tee out.txt", "|", False),
        ("ruff check .", "\n", False),
    ]


def test_a_redirection_is_no_operator() -> None:
    assert _cut(["pytest -q 2>&1 | tee log.txt", "make &> build.log", "find . -name '*.pyc' -exec rm {} \\;"]) == [
        ("pytest -q 2>&1", "", False),
        ("tee log.txt", "|", False),
        ("make &> build.log", "\n", False),
        ("find . -name '*.pyc' -exec rm {} \\;", "\n", False),
    ]


def test_an_operator_quoted_for_a_program_is_flagged_and_one_in_a_shell_script_is_not() -> None:
    assert _cut(['python -c "x && y"']) == [('python -c "x', "", False), ('y"', "&&", True)]
    assert _cut(["bash -c 'make && make test'"]) == [("bash -c 'make", "", False), ("make test'", "&&", False)]
    assert _cut(["echo 'a && b'"]) == [("echo 'a && b'", "", False)]


def test_a_comment_and_a_here_document_run_no_command() -> None:
    script = [
        "# ruff check . && mypy src",
        "cat <<'EOF' > setup.cfg",
        "[tool:pytest] && mypy",
        "EOF",
        "pytest -q  # then mypy && ruff",
    ]
    assert _cut(script) == [("cat <<'EOF' > setup.cfg", "", False), ("pytest -q", "\n", False)]
    assert [tool.name for tool in identify_tools(["Run # ruff check . && mypy src", *script])] == ["pytest"]


def test_a_continued_line_and_a_line_ending_on_and_join_the_next() -> None:
    script = ["pip install \\", "  pytest &&", "  ./run_tests.sh"]
    assert _cut(script) == [("pip install pytest", "", False), ("./run_tests.sh", "&&", False)]
    assert [tool.name for tool in identify_tools(script)] == ["pip"]


@pytest.mark.parametrize(
    ("commands", "tool", "after"),
    [
        (['Run python -c "import conv && conv.main()"'], "python", []),
        (["Run make || true && ./run_tests.sh"], "make", []),
        (["Run # gcc -O2 && ./run_tests.sh", "# gcc -O2 && ./run_tests.sh", "gcc -O2 conv.c"], "gcc", []),
    ],
)
def test_the_commands_after_a_tool_are_those_its_success_ran(commands: list[str], tool: str, after: list[str]) -> None:
    assert commands_after(commands, tool) == after


def test_a_multi_line_script_continues_a_chain_over_its_lines() -> None:
    """GitHub Actions names the step by the script's first line (``Run gcc … \\``), then shows the
    script: the name's copy is not read again, the chain goes on over the continued line."""
    commands = ["Run gcc -O2 conv.c -o conv \\", "gcc -O2 conv.c -o conv \\", "  && ./run_tests.sh", "echo done"]
    assert commands_after(commands, "gcc") == ["./run_tests.sh"]
    assert tool_command(commands, "gcc") == "gcc -O2 conv.c -o conv"
