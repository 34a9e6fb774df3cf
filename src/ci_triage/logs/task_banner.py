"""The Azure Pipelines agent's banner above each task's output: task metadata, left out of the excerpt.

Before a task runs, the agent prints what the task is (``PrintTaskMetaData`` in
microsoft/azure-pipelines-agent ``src/Agent.Worker/TaskRunner.cs``): a ruler of 78 ``=``, then
``Task         : Command line``, ``Description  : …``, ``Version      : 2.250.1``, ``Author       :
Microsoft Corporation``, ``Help         : https://…``, then the same ruler. These seven lines are
the same in every run of the task and say nothing of the failure, yet a short failing task's
excerpt reaches them first; the ``Starting: …`` line above them names the step.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine

RULER = "=" * 78
"""The agent's ruler above and below a task's metadata lines."""
_FIELDS = ("Task         : ", "Description  : ", "Version      : ", "Author       : ", "Help         : ")
"""How the agent's metadata lines start, in the order it prints them."""


def task_banner(lines: dict[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (line number → line read, 1-based) that are an Azure Pipelines
    task's metadata banner: a :data:`RULER`, the five :data:`_FIELDS` lines in their order, the
    ruler again, every one of the seven read; a banner cut short or not read whole is left in.
    Linear in the number of lines: each ``Task         : `` line is checked once."""
    left_out: set[int] = set()
    for number, line in lines.items():
        if not line.text.startswith(_FIELDS[0]):
            continue
        banner = range(number - 1, number + len(_FIELDS) + 1)
        texts = [lines[n].text.strip() if n in lines else None for n in banner]
        framed = texts[0] == RULER and texts[-1] == RULER
        fields = zip(texts[1:-1], _FIELDS, strict=True)
        if framed and all(text is not None and text.startswith(field.rstrip()) for text, field in fields):
            left_out.update(banner)
    return frozenset(left_out)
