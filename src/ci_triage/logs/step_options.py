"""Two runs of one step compared by their command's options: whether the commands differ in their
options only, which options' values changed, and whether a line states the changed limit of a gate.

A step's command is read as its words, as the shell splits them (``-m "not slow"`` is the option
``-m`` and the value ``not slow``). A word that starts with ``-`` is an option; the word right after
one, when it starts with no ``-``, may be its value (``-k slow``, ``--maxfail 1``) or the command's
operand (``-q tests``): only the two commands together tell, and a word that both hold after the same
option is read as that option's value. ``--flag=N`` holds its value.
"""

from __future__ import annotations

import shlex
from collections.abc import Sequence

from ci_triage.logs.model import OptionChange
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import command_program, identify_tools

LIMIT_WORDS = frozenset({"under", "over", "threshold", "limit", "budget", "timeout"})
"""Words of an option's name (between its ``-`` and ``_``) that make its value a limit a gate checks
(``--cov-fail-under``, ``--threshold``, ``--timeout``), beside a word that starts with ``max`` or ``min``
(``--maxfail``, ``--max-warnings``, xenon's ``--max-absolute``, ``--min-coverage``)."""
_NUMBER = LazyRE2(r"\d+(?:\.\d+)?")
"""A number a line states (``90`` of ``of 90% not reached``, ``80.0`` of ``minimum: 80.0%``)."""
_NUMBER_ONLY = LazyRE2(r"^\d+(?:\.\d+)?$")
"""An option's value that is a number (``90``, ``0.5``)."""


def command_words(step: str) -> list[str]:
    """The words of ``step`` (a step's name, ``Run pytest -m "not slow"``, or a command line) as the
    shell splits them, quotes removed (``pytest``, ``-m``, ``not slow``); split at white space when its
    quotes do not close (a step name cut short)."""
    command = step.removeprefix("Run ").strip()
    try:
        return shlex.split(command)
    except ValueError:
        return command.split()


def options_differ(one: str, other: str) -> bool:
    """Whether two commands (step names, ``Run pytest -k slow tests``) differ, and only in their
    options: words that start with ``-``; the word after one such, when only one command has it (its
    value: ``-p no:cacheprovider``) or when both have it after the same option (the option's value
    changed: ``-k slow`` and ``-k fast``, ``--maxfail 1`` and ``--maxfail 3``, ``-m "not slow"``
    and ``-m slow``). Commands that run other catalogue tools than wrappers
    (:func:`~ci_triage.logs.tools.identify_tools`: ``python -m pytest`` and ``python -m mypy``), of
    no such tool other programs
    (:func:`~ci_triage.logs.tools.command_program`: ``python -m app`` and ``python -m tasks``), or
    another subcommand or operand (``cargo test`` and ``cargo build``) differ otherwise."""
    words = [command_words(one), command_words(other)]
    if words[0] == words[1]:
        return False
    commands = [" ".join(each) for each in words]
    # the tools that do the work: an interpreter or wrapper before them (``python -W error -m pytest``) may come and go
    tools = [{tool.name for tool in identify_tools([command]) if not tool.is_wrapper} for command in commands]
    if tools[0] != tools[1] or (not tools[0] and command_program(commands[0]) != command_program(commands[1])):
        return False
    plain = [[(i, word) for i, word in enumerate(each) if not word.startswith("-")] for each in words]
    if not plain[0] or not plain[1] or plain[0][0][1] != plain[1][0][1]:  # another program
        return False
    more = 0 if len(plain[0]) >= len(plain[1]) else 1
    fewer = iter(plain[1 - more])
    wanted = next(fewer, None)
    for i, word in plain[more]:
        option = _option_before(words[more], i)  # a value both give after the same option: changed
        if wanted is not None and (
            word == wanted[1] or (option and option == _option_before(words[1 - more], wanted[0]))
        ):
            wanted = next(fewer, None)
        elif i == 0 or not words[more][i - 1].startswith("-"):  # a word that is no option's value
            return False
    return wanted is None


def _option_before(words: Sequence[str], index: int) -> str:
    """The option right before ``words[index]`` whose value that word may be (``-k`` before
    ``slow``), or ``""``: none, or one that holds its value (``--cov=src``)."""
    if index == 0:
        return ""
    word = words[index - 1]
    return word if len(word) > 1 and word.startswith("-") and word != "--" and "=" not in word else ""


def option_changes(now: str, before: str) -> list[OptionChange]:
    """The options both commands (step names: the failing run's ``now``, the passing run's
    ``before``) give as often, with other values, in ``now``'s order: ``--cov-fail-under 90`` now,
    ``--cov-fail-under=40`` then is ``OptionChange("--cov-fail-under", "40", "90")``. A value is
    what :func:`options_differ` reads as one: held (``--flag=N``) or the next word. An option given
    more than once is paired by its turn (``python -m pytest -m slow``: the second ``-m`` with the
    second)."""
    was, values = _values(command_words(before)), _values(command_words(now))
    return [
        OptionChange(option=option, before=was[option][turn], now=value)
        for option, given in values.items()
        if option in was and len(was[option]) == len(given)
        for turn, value in enumerate(given)
        if was[option][turn] != value
    ]


def _values(words: Sequence[str]) -> dict[str, list[str]]:
    """Option → its values (``""`` for none) in the order ``words`` give it."""
    seen: dict[str, list[str]] = {}
    for index, word in enumerate(words):
        if not word.startswith("-") or word in {"-", "--"}:
            continue
        option, held, value = word.partition("=")
        if not held:
            after = words[index + 1] if index + 1 < len(words) else ""
            value = "" if after.startswith("-") else after
        seen.setdefault(option, []).append(value)
    return seen


def is_limit(option: str) -> bool:
    """Whether ``option``'s name says its value is a limit a gate checks (:data:`LIMIT_WORDS`)."""
    parts = [part for part in option.lstrip("-").lower().replace("_", "-").split("-") if part]
    return any(part in LIMIT_WORDS or part.startswith(("max", "min")) for part in parts)


def changed_limit(text: str, changes: Sequence[OptionChange]) -> OptionChange | None:
    """The first of ``changes`` whose option is a limit (:func:`is_limit`) that ``text`` (the line
    the summary quotes) states in its new value: as a number (``of 90% not reached`` for ``90``,
    ``minimum: 80.0%`` for ``80``) or after the option's name (``--max-absolute A``); else None.
    The gate failed by a limit changed since the passing run, not necessarily by a measure that changed."""
    numbers = {float(number) for number in _NUMBER.findall(text)}
    for change in changes:
        if not change.now or not is_limit(change.option):
            continue
        stated = (f"{change.option} {change.now}", f"{change.option}={change.now}")
        if _number(change.now) in numbers or any(form in text for form in stated):
            return change
    return None


def _number(value: str) -> float | None:
    """``value`` as a number (``90``, ``0.5``), or None."""
    return float(value) if _NUMBER_ONLY.match(value) else None
