"""A script that printed its own message and exited non-zero: a runtime error, guessed.

Perl's ``die "msg\\n"`` (a message ending in a newline gets no `` at x.pl line 3.``), Ruby's
``abort("msg")`` and Python's ``sys.exit("msg")`` print the message alone and exit non-zero (255,
1, 1; perldoc -f die, Ruby's ``Kernel#abort``, Python's ``sys.exit``). No skill can read such a
line: its words are the program's own. So when no skill decided (``unknown``), the step exited
non-zero and its last command runs a script with the interpreter a runtime-error skill names (the
skill's ``tool`` and a file with a suffix of its ``scope.files``: ``perl deploy.pl``,
``ruby tools/migrate.rb``, ``python check.py``), the line the report quotes is read as that
program's message: a runtime error at :data:`SCRIPT_MESSAGE_CONFIDENCE`, a guess the report says
is one. Without the command line (a log that shows no ``$ perl x.pl`` nor the step's run line),
or without a non-zero exit, the failure stays unknown.
"""

from __future__ import annotations

from dataclasses import replace

from ci_triage.logs.model import Classification, ConfidenceStep, SignalHit
from ci_triage.logs.skills import Skill
from ci_triage.logs.tools import identify_tools

SCRIPT_MESSAGE_CONFIDENCE = 0.45
"""Confidence of the guess: below :data:`ci_triage.logs.classify.UNDECIDED_CAP` (no line of a
known form decided) and far from :data:`ci_triage.logs.classify.CONFIDENT`."""
SCRIPT_MESSAGE_SKILL = "script-message"
"""``SignalHit.skill`` of the evidence: the script's command line and its exit status, no skill's."""
SCRIPT_MESSAGE_NEXT_STEP = (
    "The script stopped with a message of its own and no traceback (a die, abort or exit with a message): "
    "find where the script prints the line quoted above and what it checks there (a file, a variable, a version)."
)


def script_message_verdict(
    classification: Classification,
    commands: list[str],
    exit_code: int | None,
    quoted: tuple[int, str] | None,
    skills: list[Skill],
    member: str | None = None,
) -> Classification | None:
    """The runtime-error guess for an ``unknown`` ``classification`` (see the module docstring), or
    ``None`` when it does not apply. ``commands`` are the failing step's command lines in order
    (:func:`ci_triage.logs.analyse.step_commands`), ``exit_code`` its exit status, ``quoted`` the
    line the report quotes (its 1-based number and text: the program's output line an ``unknown``
    verdict quotes, :func:`ci_triage.logs.unknown.first_error_line`), ``skills`` the skills loaded."""
    if classification.category != "unknown" or not exit_code or quoted is None or not commands:
        return None
    runtime = _script_runtime(commands[-1], skills)
    if runtime is None:
        return None
    number, text = quoted
    detail = (
        f"no known failure form matched; the step's last command runs a {runtime} script "
        f"(“{commands[-1][:120]}”) and exited {exit_code}: the line quoted is read as its own message"
    )
    hit = SignalHit(
        skill=SCRIPT_MESSAGE_SKILL,
        signal=runtime,
        category="runtime error",
        weight=SCRIPT_MESSAGE_CONFIDENCE,
        line=number,
        member=member,
        text=text[:300],
    )
    step = ConfidenceStep(
        reason="script's own message", before=SCRIPT_MESSAGE_CONFIDENCE, after=SCRIPT_MESSAGE_CONFIDENCE, detail=detail
    )
    return replace(
        classification,
        category="runtime error",
        confidence=SCRIPT_MESSAGE_CONFIDENCE,
        signals=[hit],
        scores={**classification.scores, "runtime error": SCRIPT_MESSAGE_CONFIDENCE},
        step_tool=runtime,
        confidence_steps=[step],
        next_step=SCRIPT_MESSAGE_NEXT_STEP,
    )


def _script_runtime(command: str, skills: list[Skill]) -> str | None:
    """The tool of the runtime-error skill whose interpreter ``command`` runs on a script of its
    file suffixes (``perl deploy.pl`` → ``perl``), or ``None``."""
    words = [word.lower() for word in command.removeprefix("Run ").split()]
    for tool in identify_tools([command]):
        for skill in skills:
            if skill.category != "runtime error" or skill.tool != tool.name or not skill.scope.files:
                continue
            if any(word.endswith(skill.scope.files) for word in words[1:]):
                return tool.name
    return None
