"""The tool a failing step's output shows by its lines' shape, when no command line names one.

A GitHub Actions step names its command (``##[group]Run bundle exec ruby -Itest …``), and the
catalogue tool it runs is the report's ``tool`` (:func:`ci_triage.logs.tools.step_tool`). A plain
log saved from a terminal has no command line: its tool is the one whose lines decide the verdict.
When the verdict is another category's (a test runner's log whose tests failed on a refused
database connection: configuration), no line of the verdict's category names a tool, and the tool
stays unknown though minitest's ``1) Error:``/``2 runs, 0 assertions, 0 failures, 2 errors``,
prove's ``Result: FAIL`` and PHPUnit's ``There was 1 error:`` lines show which runner printed the
log (trial t126, finding 8). :func:`tool_by_output_shape` names it from those lines.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ci_triage.logs.tools import SHARED_SHAPE_KINDS, load_catalogue

if TYPE_CHECKING:
    from ci_triage.logs.first_pass import Section
    from ci_triage.logs.localise import LogLine
    from ci_triage.logs.signals import CompiledSignal

SHAPE_ROLES = frozenset({"error", "summary"})
"""Signal roles whose lines are a tool's own report (its errors, its tally); a wrapper's line and a
context line (``collected 120 items``) say only that a tool was involved."""


def shape_of_several(signal: CompiledSignal) -> bool:
    """Whether ``signal`` matches a line that several tools print alike: it has no ``tool`` of its
    own, and its skill's scope names more than one catalogue tool of a :data:`SHARED_SHAPE_KINDS`
    kind in its category (python-lint's ``x.py:1:1: F401 ...``: ruff, flake8, pycodestyle)."""
    if signal.own_tool:
        return False
    catalogue = load_catalogue()
    alike = [
        tool
        for name in signal.scope.tools
        if (tool := catalogue.get(name)) is not None
        and tool.kind in SHARED_SHAPE_KINDS
        and tool.category == signal.category
    ]
    return len(alike) > 1


def tool_by_output_shape(lines: dict[int, LogLine], section: Section) -> str | None:
    """The catalogue tool whose lines make up most of the failing step ``section``'s report, in
    ``lines`` (1-based line number → the line read, with its signal matches): for each tool, the
    lines in the step that a signal of an error or summary role (:data:`SHAPE_ROLES`) names it on,
    a signal's own ``tool`` or its skill's, not a line several tools print alike
    (:func:`shape_of_several`); the tool with more such lines than any other, two at least, else
    None (no tool's lines, or a tie: hspec's ``1) Error:`` entry beside minitest's own lines does
    not make a tie, as minitest prints more). Linear in the lines read."""
    catalogue = load_catalogue()
    counts: Counter[str] = Counter()
    for number, line in lines.items():
        if not section.start.line < number <= section.end_line:
            continue
        named = {
            match.signal.tool
            for match in line.matches
            if match.signal.tool
            and match.signal.role in SHAPE_ROLES
            and catalogue.get(match.signal.tool) is not None
            and not shape_of_several(match.signal)
        }
        counts.update(named)
    ranked = counts.most_common(2)
    if not ranked or ranked[0][1] < 2 or (len(ranked) > 1 and ranked[1][1] == ranked[0][1]):
        return None
    return ranked[0][0]
