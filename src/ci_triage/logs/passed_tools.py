"""Tools of a failing step whose own output says they passed: not the tool whose failure decides it.

A shell step runs its commands in order and, under ``bash -e`` or ``&&``, stops at the first that
fails (GitHub's default ``shell: bash`` is ``bash -e {0}``): ``ruff check . && pytest && ./post.sh``
that printed ruff's ``All checks passed!`` and pytest's ``3 passed in 0.02s`` failed in a later
command. A tool of the step's command passed when the step shows its passing verdict once
(:func:`ci_triage.logs.passing.verdict_tools`: the tool's own last line) and no error line of the
step names it (its ``producers``), with no line holding a failure word after the verdict (mocha
prints ``2 passing`` before ``1 failing``, TAP ``# pass 4`` before ``# fail 1``: a count, not a
verdict, when a failure follows) — unless the tool's verdict is its run's last line and counts
every failure of it (:data:`ci_triage.logs.passing.FINAL_VERDICT_TOOLS`: pytest's ``2 passed in
0.54s``), so that what follows is a later command's output (``twine check``'s ``FAILED``). A
verdict printed more than once is no proof: the tool ran many
times (a loop, ``parallel``) and one run may have failed. A package manager never counts: one
command word runs both an install that printed its verdict and a script that failed after it
(``npm ci && npm test``), and the step's tools name it once. When no tool is left, the step's tool
is unknown and the failure is in a command the catalogue does not know (its last command).

A compiler prints nothing when it succeeds (javac, gcc, go build) and a diagnostic when it fails, so
a compiler followed by another tool of the step's command that no line of the step blames (no error
line names it, none is of its category) passed too: ``javac -d out … && java -cp out CalcTest``
whose harness printed ``FAIL labelZero: expected zero, got neg`` failed in the test, not in javac.
The last compiler of the command passed too when a runtime's line is blamed, or a shell's report that a
signal ended another command (bash's ``line 2: 18031 Segmentation fault      ./app``): a catalogue `runtime`
prints inside a program another command started (AUnit's and GoogleTest's reports, a sanitizer's),
so the program was built and ran: ``gprbuild -q -P tests.gpr && ./obj/test_runner`` ending on
AUnit's ``FAIL Calc_Tests : Test_Mul`` failed in the test program, which no catalogue tool names.
So too when a command the catalogue does not know follows it after ``&&`` in the step's command
line (which runs it only when the compiler succeeded) and a line of the step is read as another
category's error: ``gcc -Wall conv.c -o conv && ./run_tests.sh``
that printed gcc's warnings (a warning fails no compile) and then TAP's ``not ok 1 - …`` failed in
the script, not in gcc.
A linter is silent when it passes too (shellcheck, hadolint), but its findings in a shape no skill
reads would be as silent here: a linter followed by another command passed only when, besides, a
line of the step is read as another category's error or summary: ``shellcheck ok.sh && bash -x
deploy.sh`` ending on ``ls: cannot access '*.tar.gz'`` failed in the deploy script.

A tool whose documented exit code (:attr:`~ci_triage.logs.tools.Tool.exit_codes`) the step exited
with did not pass, whatever verdict it printed: pytest's exit code 5 (no tests collected) after a
verdict that counts tests it did not run ended the step in pytest, not in a later command.

A verdict that counts findings the command line made fatal is no pass: ESLint's ``✖ 3 problems (0
errors, 3 warnings)`` exits 0, but not under ``--max-warnings 0`` (:data:`WARNING_LIMITS`), whether or
not ESLint's ``ESLint found too many warnings`` line is in the log.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import FINAL_VERDICT_TOOLS, failure_text, failure_word, verdict_tools
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import Tool, commands_after, identify_tools, load_catalogue, tool_command

WARNING_LIMITS: dict[str, str] = {"eslint": "--max-warnings"}
"""The tools whose option (its value a number) sets the most warnings a passing run may have: catalogue
name → the option (ESLint's ``--max-warnings 0``, ``--max-warnings=10``; ESLint's CLI documentation)."""
_WARNING_COUNT = LazyRE2(r"\b(?P<count>\d+) warnings?\b")
"""The warnings a verdict counts: ``3 warnings`` of ``✖ 3 problems (0 errors, 3 warnings)``."""


def passed_tools(
    tools: list[Tool],
    section: Section,
    lines: dict[int, LogLine],
    producers: Sequence[Sequence[str]],
    commands: Sequence[str] = (),
    exit_code: int | None = None,
) -> list[Tool]:
    """The tools among ``tools`` (the step's catalogue tools in command order,
    :func:`~ci_triage.logs.tools.identify_tools`, run by ``commands``, the step's command lines) that
    ``section``'s read ``lines`` say passed (see the module docstring); none of them is one whose
    documented exit code ``exit_code`` (the step's, ``None`` when the log shows none) is."""
    tools = [tool for tool in tools if exit_code not in dict(tool.exit_codes)]
    numbers = sorted(number for number in lines if section.start.line < number <= section.end_line)
    blamed = {name for names in producers for name in names}
    silent = _silent_compilers(tools, [lines[number] for number in numbers], blamed, commands)
    verdict_lines = {number: found for number in numbers if (found := verdict_tools(lines[number].text))}
    if not verdict_lines:
        return silent
    last_failure = next((n for n in reversed(numbers) if failure_word(failure_text(lines[n].text))), 0)
    verdicts = Counter(tool for found in verdict_lines.values() for tool in found)
    over = {
        tool
        for number, found in verdict_lines.items()
        for tool in found
        if _over_warning_limit(tool, lines[number].text, commands)
    }
    trusted = {
        tool
        for number, found in verdict_lines.items()
        for tool in found
        if number > last_failure or tool in FINAL_VERDICT_TOOLS
    }
    return [
        tool
        for tool in tools
        if tool in silent
        or (
            tool.name in trusted
            and verdicts[tool.name] == 1
            and tool.kind != "package-manager"
            and not _named(tool, blamed)
            and tool.name not in over
        )
    ]


def _over_warning_limit(tool: str, verdict: str, commands: Sequence[str]) -> bool:
    """Whether the verdict ``verdict`` of the catalogue tool named ``tool`` counts more warnings than
    the limit its command among ``commands`` sets (:data:`WARNING_LIMITS`); False without one."""
    option = WARNING_LIMITS.get(tool)
    command = tool_command(commands, tool) if option else None
    counted = _WARNING_COUNT.search(verdict)
    if command is None or counted is None:
        return False
    words = command.split()
    for index, word in enumerate(words):
        value = (
            word.removeprefix(f"{option}=")
            if word.startswith(f"{option}=")
            else words[index + 1]
            if word == option and index + 1 < len(words)
            else None
        )
        if value is not None and value.isdigit():
            return int(counted.group("count")) > int(value)
    return False


def _named(tool: Tool, blamed: set[str]) -> bool:
    """Whether ``blamed`` (tool names and command words) names ``tool``, or a tool whose lines it
    prints as its own (the catalogue's ``prints``: vitest's coverage provider prints nyc's threshold
    line after vitest's own ``Tests  2 passed (2)``)."""
    return tool.name in blamed or any(name in tool.commands for name in blamed) or not blamed.isdisjoint(tool.prints)


def _silent_compilers(
    tools: list[Tool], step_lines: list[LogLine], blamed: set[str], commands: Sequence[str] = ()
) -> list[Tool]:
    """The compilers and linters among ``tools`` (command order) that a later tool follows (or, for
    the last one, a runtime's line blamed in ``blamed``, or a later command of ``commands``, the
    step's command lines, that runs no catalogue tool, when a line of the step is read as another
    category's error: :func:`_followed_by_unknown_command`) and that
    none of ``step_lines`` (the step's read lines) blames: no error line names them (``blamed``) and
    no error line is of their category; a linter, whose unread findings would also be silent here,
    only when a line of the step is read as another category's error or summary (the later
    command's failure: ``shellcheck ok.sh && bash -x deploy.sh`` ending on ``ls: cannot access``);
    see the module docstring."""
    categories = {
        match.signal.category for line in step_lines for match in line.matches if match.signal.role == "error"
    }
    read = {
        match.signal.category
        for line in step_lines
        for match in line.matches
        if match.signal.role in ("error", "summary")
    }
    catalogue = load_catalogue()
    ran_a_program = any((found := catalogue.get(name)) is not None and found.is_runtime for name in blamed)
    ran_a_program = ran_a_program or _crashed_another_command(tools, step_lines)
    ran_a_program = ran_a_program or _followed_by_unknown_command(tools, commands, categories)
    followed = tools if ran_a_program else tools[:-1]
    return [
        tool
        for tool in followed
        if not _named(tool, blamed)
        and (
            (tool.kind == "compiler" and tool.category not in categories)
            or (tool.kind == "linter" and tool.category not in read and bool(read))
        )
    ]


def _followed_by_unknown_command(tools: list[Tool], commands: Sequence[str], categories: set[str]) -> bool:
    """Whether the last of ``tools`` is followed in the step's ``commands``, after ``&&``, by a
    command that runs no catalogue tool (:func:`~ci_triage.logs.tools.commands_after`: a script,
    ``./run_tests.sh``) and ``categories`` (those of the step's error lines) hold one that is not the
    last tool's: that command ran, so the tool before it succeeded, and failed (``gcc -Wall conv.c
    -o conv && ./run_tests.sh`` ending on TAP's ``not ok 1 - conv(2.5) gave 2``, gcc 12.2.0, trial
    132 #7: the compiler built what the script ran)."""
    if not tools or not categories - {tools[-1].category}:
        return False
    return any(not identify_tools([command]) for command in commands_after(commands, tools[-1].name))


def _crashed_another_command(tools: list[Tool], step_lines: list[LogLine]) -> bool:
    """Whether a line of ``step_lines`` is a shell's report that a signal ended a command none of
    ``tools`` runs (:func:`ci_triage.logs.extract.signal_ended_command`: ``bash: line 2: 18031
    Segmentation fault      ./app`` under ``gcc -g -o app main.c`` then ``./app``, gcc 12.2.0, trial
    124): the program the step built ran and crashed, so the compilers before it passed."""
    from ci_triage.logs.extract import signal_ended_command
    from ci_triage.logs.tools import identify_tools

    names = {tool.name for tool in tools}
    crashed = [command for line in step_lines if (command := signal_ended_command(line.text))]
    return any(names.isdisjoint(tool.name for tool in identify_tools([command])) for command in crashed)


def passed_verdict_line(passed: list[Tool], section: Section, lines: dict[int, LogLine]) -> int:
    """The number of the last line of ``section`` among ``lines`` that is the passing verdict of one
    of ``passed`` (:func:`passed_tools`); ``0`` when none is. The step's failure was printed after
    it: what came before is the output of tools that passed (pytest's captured log of a passing
    test, ``ERROR svc: connection lost, retrying``)."""
    names = {tool.name for tool in passed}
    return max(
        (
            number
            for number in lines
            if section.start.line < number <= section.end_line and names.intersection(verdict_tools(lines[number].text))
        ),
        default=0,
    )
