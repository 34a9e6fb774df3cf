"""Tools of a failing step whose own output says they passed: not the tool whose failure decides it.

A shell step runs its commands in order and, under ``bash -e`` or ``&&``, stops at the first that
fails (GitHub's default ``shell: bash`` is ``bash -e {0}``): ``ruff check . && pytest && ./post.sh``
that printed ruff's ``All checks passed!`` and pytest's ``3 passed in 0.02s`` failed in a later
command. Each passing verdict the step printed (:func:`ci_triage.logs.passing.passing_verdict`: a
tool's last line, saying its run passed) is taken as the verdict of the next catalogue tool of the
step's command of a kind that prints one (:data:`VERDICT_KINDS`), in command order; a tool that an
error line of the step names (its ``producers``) never counts as passed, whatever the count says.
When nothing is left, the step's tool is unknown and the failure is in a command the catalogue
does not know (its last command).
"""

from __future__ import annotations

from collections.abc import Sequence

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import passing_verdict
from ci_triage.logs.tools import Tool, ToolKind

VERDICT_KINDS: frozenset[ToolKind] = frozenset(
    {"linter", "formatter", "type-checker", "test-runner", "package-manager", "auditor", "compiler", "build"}
)
"""Kinds of tool that print a passing verdict :func:`~ci_triage.logs.passing.passing_verdict` knows
(ruff, pytest, mypy, cargo, Maven, Gradle, npm, pip...): only they are paired with the verdicts; a
setup tool (``rustup``), a wrapper or a deploy tool prints none and is passed over."""


def passed_tools(
    tools: list[Tool], section: Section, lines: dict[int, LogLine], producers: Sequence[Sequence[str]]
) -> list[Tool]:
    """The tools among ``tools`` (the step's catalogue tools in command order,
    :func:`~ci_triage.logs.tools.identify_tools`) that the passing verdicts of ``section``'s
    read ``lines`` say passed (see the module docstring), among those of :data:`VERDICT_KINDS`."""
    verdicts = sum(
        1
        for number, line in lines.items()
        if section.start.line < number <= section.end_line and passing_verdict(line.text)
    )
    if not verdicts:
        return []
    blamed = {name for names in producers for name in names}
    passed: list[Tool] = []
    for tool in (tool for tool in tools if tool.kind in VERDICT_KINDS):
        if len(passed) == verdicts or tool.name in blamed or any(name in tool.commands for name in blamed):
            break
        passed.append(tool)
    return passed
