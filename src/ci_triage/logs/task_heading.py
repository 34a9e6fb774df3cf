"""The heading of the task whose output holds a line: what a summary names before the task's error.

A tool that runs a list of named tasks prints a heading above each task's output and the task's
failure under it (ansible-playbook's ``TASK [Run database migrations] ****`` above ``[ERROR]: Task
failed: …`` and ``fatal: [web1]: FAILED! => {…}``). The error names the module or the command, not
the task, and a playbook runs many tasks of the same module; the heading says which task of the
playbook to open. A skill declares the heading by a ``context`` signal with a ``unit`` group (the
task's name: :data:`~ci_triage.logs.step_units.UNIT_GROUP`).
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.step_units import UNIT_GROUP

HEADING_LOOKBACK = 120
"""Lines read back from an error for its task's heading: a task's output (ansible-core 2.19's chain
of ``<<< caused by >>>`` messages, each with its source snippet) runs to a few dozen lines."""
_RULER = " *=-"
"""The characters of the ruler a heading is padded with to the terminal's width, left out."""


def task_heading(lines: dict[int, LogLine], head: int) -> str | None:
    """The heading of the task whose output holds line ``head`` (a key of ``lines``, line number →
    line read, 1-based): the nearest line above it in its section, at most :data:`HEADING_LOOKBACK`
    lines up and none unread between, that a ``context`` signal with a ``unit`` group matches,
    as printed without its ruler (``TASK [Run database migrations]``). ``None`` when there is none,
    or when the line ``head`` quotes that heading itself. Linear in the lines walked."""
    section = lines[head].section
    for number in range(head - 1, max(0, head - HEADING_LOOKBACK) - 1, -1):
        line = lines.get(number)
        if line is None or line.section != section:
            return None
        for match in line.matches:
            name = match.groups.get(UNIT_GROUP, "").strip()
            if match.signal.role == "context" and name:
                heading = line.text.strip().rstrip(_RULER)
                return None if heading in lines[head].text else heading
    return None
