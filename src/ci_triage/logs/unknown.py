"""What an ``unknown`` verdict says: what was checked, and what to do next.

An honest "don't know" is only useful when it shows its work: the failing step and how it ended,
the tool the step ran (if the command named one), and how many skills were tried — so a person
knows where to start and what ci-triage would need to know next time.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from ci_triage.logs.model import Classification, FailingStep
from ci_triage.logs.tools import Tool

SKILL_COMMAND = "ci-triage skills new --from LOG --category CATEGORY"
"""The starter-skill command an unknown points to; an unknown log has no category of its own to
write, so the command needs one (``skills new`` refuses an unknown without it)."""


def explain_unknown(
    classification: Classification,
    step: FailingStep | None,
    exit_code: int | None,
    tools: list[Tool],
    skills_tried: int,
    passed: Sequence[Tool] = (),
) -> Classification:
    """``classification`` with :attr:`~Classification.checked` and :attr:`~Classification.next_step`
    filled in when its category is ``unknown`` (returned unchanged otherwise).

    ``tools`` are the catalogue tools the failing step's command runs (wrappers included), in
    order; ``skills_tried`` is the number of skills whose signals were matched; ``passed`` those of
    ``tools`` whose own output said they passed (:func:`ci_triage.logs.passed_tools.passed_tools`):
    the step failed in a later command, so the next step names the step's last command.
    """
    if classification.category != "unknown":
        return classification
    checked = []
    if step is not None:
        checked.append(f"failing step: “{step.name}” (log lines {step.start_line}–{step.end_line})")
    else:
        checked.append("failing step: none found (no exit code, ##[error] or error line)")
    checked.append(f"exit code: {exit_code}" if exit_code is not None else "exit code: none in the log")
    if tools:
        named = ", ".join(f"{tool.name} ({tool.kind})" for tool in tools[:4])
        checked.append(f"tool identified from the step's command: {named}")
    else:
        checked.append("tool identified: none (the step's command names no catalogued tool)")
    if passed:
        named = ", ".join(tool.name for tool in passed)
        checked.append(f"passed by their own output: {named}; the step failed in a command after them")
    checked.extend(step.detail for step in classification.confidence_steps)
    weak = ", ".join(f"{name} {score:.2f}" for name, score in list(classification.scores.items())[:3])
    tried = f"skills tried: {skills_tried}"
    checked.append(f"{tried}; evidence too weak to name a category ({weak})" if weak else f"{tried}; none matched")
    if step is None or (step.number is None and step.name == "(whole log)"):
        target = "the logged command"
    elif passed:
        target = f"the last command of step “{step.name}” (after {passed[-1].name}, which passed)"
    else:
        target = f"the command of step “{step.name}”"
    next_step = (
        f"Run {target} locally and read its first error; if this failure comes back, "
        f"`{SKILL_COMMAND}` writes a starter repository skill from its failing lines."
    )
    return dataclasses.replace(classification, checked=checked, next_step=next_step)
