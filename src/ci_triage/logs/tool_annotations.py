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
them printed it.
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
    """When ``tools`` (those the step's commands run that may have failed it) are one tool with a
    catalogue category (no wrapper, no other tool) and each of the step's ``commands`` runs a
    catalogued tool (a script of the project's own, ``./check-version.sh`` after ``hadolint``, may
    print the annotation itself), the numbers of the lines of ``step`` (of ``lines``: line
    number → line read) that an ``##[error]``
    marker opens (:attr:`~ci_triage.logs.localise.LogLine.marker`), that say something and that
    neither match ``runner_lines`` (the runner's own end of a step, a cancellation) nor carry a
    skill's ``error`` or ``summary`` signal (a skill reads those as their own tool's). Empty for a
    step without them or with several such tools."""
    if len({tool.name for tool in tools}) != 1 or tools[0].category is None:
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
