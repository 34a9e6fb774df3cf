"""The error annotations a step's tool printed as workflow commands: its findings.

A linter with a GitHub output format prints each finding as an ``::error`` workflow command, and the
runner's job log shows it as ``##[error]`` and the message alone, in a group the tool opened
(``##[group]models/q.sql`` then ``##[error]LT09: Select targets should be on a new line unless
there is only one select target. [layout.select_targets]``: sqlfluff 4.5.0's ``--format
github-annotation-native --annotation-level error``; ruff's ``--output-format github``, yamllint's
``-f github``). No skill reads such a line, its tool's own layout gone; but an error annotation
inside a step whose commands run one tool, a catalogued one with a category, other than the
runner's own end of the step (``Process completed with exit code 1.``), is that tool's report of a
finding: evidence of the tool's category as an ``error`` line
(:func:`ci_triage.logs.classify.classify`). A step that runs several, or a wrapper (``yarn nps
check.ci`` running prettier, tsc, eslint and jest in turn; ``make lint``), does not say which of
them printed it; a program without a category beside the tool (the project's script its output is
piped to, ``mypy m.py | python mypy2gh.py``, relaying each error as ``::error file=m.py,line=4::…``)
judges nothing of its own, and the annotations it prints are the tool's. Where no command of the
step names a tool (a tool's output saved as it printed it, ``ruff check --output-format=github >
out.txt``), an error command's ``title=`` that opens with a catalogue tool's name (ruff's
``::error title=ruff (F401),file=…``) names it (:func:`titled_tools`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import Tool, identify_tools


def tool_annotations(
    lines: dict[int, LogLine],
    step: Section,
    tools: Sequence[Tool],
    commands: Sequence[str],
    runner_lines: LazyRE2,
) -> frozenset[int]:
    """When ``tools`` (those the step's commands run that may have failed it) hold one tool with a
    catalogue category and at most one program without one (no wrapper, no other tool with a
    category: the interpreter of a script relaying the tool's output) and each of the step's ``commands`` runs a
    catalogued tool (a script of the project's own, ``./check-version.sh`` after ``hadolint``, may
    print the annotation itself), the numbers of the lines of ``step`` (of ``lines``: line
    number → line read) that an ``##[error]``
    marker opens (:attr:`~ci_triage.logs.localise.LogLine.marker`), that say something and that
    neither match ``runner_lines`` (the runner's own end of a step, a cancellation) nor carry a
    skill's ``error`` or ``summary`` signal (a skill reads those as their own tool's). Empty for a
    step without them or with several such tools."""
    judged = [tool for tool in tools if tool.category is not None]
    if len({tool.name for tool in judged}) != 1 or len(judged) < len(tools) - 1:
        return frozenset()
    if not all(identify_tools([command]) for command in commands):
        return frozenset()
    return frozenset(
        number
        for number, line in lines.items()
        if line.section == step.index
        and line.marker == "error"
        and line.text.strip()
        and runner_lines.search(line.text) is None
        and not any(match.signal.role in ("error", "summary") for match in line.matches)
    )


def titled_tools(lines: dict[int, LogLine], step: Section) -> list[Tool]:
    """The catalogue tools the ``title=`` of the error workflow commands of ``step`` (of ``lines``:
    line number → line read) open with, each once in order of appearance: ``ruff`` of ruff's
    ``::error title=ruff (F401),file=app.py,…``. A title whose first word is no tool's name
    (``Build failed``) names none; empty for a step without titled error commands."""
    named: dict[str, Tool] = {}
    for _, line in sorted(lines.items()):
        if line.section != step.index or line.marker != "error" or not line.title.strip():
            continue
        word = line.title.split()[0].lower()
        named.update((tool.name, tool) for tool in identify_tools([word]) if tool.name.lower() == word)
    return list(named.values())
