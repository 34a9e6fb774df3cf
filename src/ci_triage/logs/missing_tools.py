"""Tools of a failing step that never ran: the shell or the runner could not find their program.

``bash: line 1: staticcheck: command not found`` (exit 127) in a step running ``staticcheck ./...``
says that staticcheck is not installed where the step ran: staticcheck printed nothing, so its
catalogue category (lint/format) is no evidence about the failure and no verdict disagrees with it.
A tool never ran when a line of the failing step names its program (the first word of one of its
commands: ``go`` for ``go vet``) as not found, in the forms of :data:`MISSING_PROGRAM`. A failed
unit of a wrapper (a pre-commit hook) ran no tool when the wrapper says it found no program for it
(:data:`UNIT_PROGRAM_MISSING`), whatever tool the unit's id names.
"""

from __future__ import annotations

from ci_triage.logs.c_locale_reading import c_locale_reading
from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import Tool

MISSING_PROGRAM = LazyRE2(
    r"(?:^|[\s:/])([A-Za-z0-9_.+-]+): (?:command )?not found"
    r"|'([A-Za-z0-9_.+-]+)' is not recognized as an internal or external command"
    r"|exec: \"([A-Za-z0-9_.+-]+)\": executable file not found"
    r"|Unable to locate executable file: ([A-Za-z0-9_.+-]+)"
    r"|^(?:timeout|nohup|stdbuf|chroot|env|nice|ionice|setsid|taskset|flock): (?:failed to (?:run command|execute) )?"
    r"[‘']?([A-Za-z0-9_.+-]+)[’']?: No such file or directory$"
    r"|\bnpx canceled due to missing packages and no YES option: \[\"(?:@[A-Za-z0-9_.-]+/)?([A-Za-z0-9_.+-]+)@"
)
"""A program the shell or the runner could not find, in the first group that matched: bash's
``x: command not found``, dash's ``sh: 1: x: not found``, cmd's ``'x' is not recognized as an
internal or external command``, Go's ``exec: "x": executable file not found`` and the runner's
``Unable to locate executable file: x``, and a command that runs another (coreutils' ``timeout:
failed to run command ‘x’: No such file or directory``, ``env: ‘x’: …``; util-linux's ``setsid:
failed to execute x: …``), and npx's refusal to download the package of the command it was given,
by that package's name without its scope (npm 10: ``npm error npx canceled due to missing packages and
no YES option: ["tsc@2.0.4"]``, ``npx tsc`` where typescript is not installed: tsc never ran)."""


def missing_program(text: str) -> str | None:
    """The program ``text`` (one cleaned log line) says was not found (:data:`MISSING_PROGRAM`), or ``None``;
    without the full stop a sentence ends it with (the runner's ``Unable to locate executable file:
    pnpm. Please verify …``), a message printed in another locale read as the C locale prints it
    (:func:`~ci_triage.logs.c_locale_reading.c_locale_reading`: bash's ``ruff: Kommando nicht
    gefunden.``)."""
    reading = c_locale_reading(text)
    found = MISSING_PROGRAM.search(reading.text if reading else text)
    name = next((group for group in found.groups() if group), None) if found else None
    return name.rstrip(".") or None if name else None


UNIT_PROGRAM_MISSING = LazyRE2(r"^Executable `[^`\s]+` not found$")
"""pre-commit's line in a hook's output when the hook's ``entry`` program is not installed (a
``language: system`` or ``script`` hook): ``Executable `codespell-py` not found`` below ``- hook id:
codespell`` (pre-commit 4.7.0). The hook's program, named by its entry and not by its id, never ran."""


def unit_program_missing(section: Section, unit_lines: dict[int, LogLine]) -> bool:
    """Whether the lines of a failed unit of ``section`` (``unit_lines``: the read lines by 1-based
    number, those of ``section`` being the unit's alone, :func:`ci_triage.logs.step_units.unit_lines`)
    say the wrapper found no program to run for it (:data:`UNIT_PROGRAM_MISSING`): the tool the
    unit's id names never ran, so its catalogue category is no evidence."""
    return any(
        section.start.line < number <= section.end_line and UNIT_PROGRAM_MISSING.search(line.text)
        for number, line in unit_lines.items()
    )


def missing_tools(tools: list[Tool], section: Section, lines: dict[int, LogLine]) -> list[Tool]:
    """The tools among ``tools`` (the step's catalogue tools, in command order) whose program a line
    of ``section`` (among the read ``lines``, by 1-based number) says was not found; no line is read
    when there is no tool to look for."""
    if not tools:
        return []
    programs = {
        name
        for number, line in lines.items()
        if section.start.line < number <= section.end_line and (name := missing_program(line.text))
    }
    return [tool for tool in tools if any(command.split()[0] in programs for command in tool.commands)]
