"""The lines a step's own script printed with ``echo`` or ``printf``: the script talking, no tool's error.

A CI script announces what it does (``echo "checking for debug statements"``) before the command
that may fail silently (``test -f CHANGELOG.md``, ``! grep -rn binding.pry lib``). The banner is the
step's output, yet it names no error: quoting it as the failure ("Unknown in step …: checking for
debug statements") reads as if that were what went wrong. The step's command lines
(:func:`ci_triage.logs.analyse.step_commands`: the script a GitHub Actions ``##[group]Run`` block
shows, ``+ echo …`` lines of ``set -x``, a Travis or GitLab ``$ echo …``) hold each such
command's text, so :func:`echoed_lines` tells which output lines are their literal text.

Only literal text is known: an ``echo "checking $NAME"`` prints what a variable held, which is not
recognised (the line stays the step's output). ``printf``'s format is read without its
conversions (``%s``): a format with one is not recognised either.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable, Sequence

ECHO_COMMANDS = frozenset({"echo", "printf"})
"""The shell builtins that print their arguments (bash(1), SHELL BUILTIN COMMANDS)."""
_ECHO_OPTIONS = frozenset({"-n", "-e", "-E", "-ne", "-en", "-nE", "-En"})
"""``echo``'s options (bash's builtin: ``-n`` no newline, ``-e``/``-E`` escapes on/off)."""
_SEPARATORS = frozenset({";", "&&", "||", "|", "&", "(", ")", ";;", "!", "{", "}"})
"""Tokens after which a new simple command starts (``shlex`` with ``punctuation_chars``)."""


def echoed_lines(texts: dict[int, str], commands: Sequence[str]) -> set[int]:
    """The numbers of the lines of ``texts`` (1-based line number → output line as cleaned) whose
    text, stripped, is exactly a line one of ``commands`` (the step's command lines, a ``Run ``
    title included) prints with ``echo`` or ``printf`` (:func:`printed_texts`). Empty when no
    command echoes literal text. Linear in the commands' and lines' length."""
    printed = {text for command in commands for text in printed_texts(command.removeprefix("Run "))}
    if not printed:
        return set()
    return {number for number, text in texts.items() if text.strip() and text.strip() in printed}


def printed_texts(command: str) -> list[str]:
    """The lines that the ``echo`` and ``printf`` commands of the shell line ``command`` print, as
    far as their words are literal (quotes removed, ``echo``'s options left out, ``\\n`` in a
    ``printf`` format or an ``echo -e`` splitting lines), each stripped; ``[]`` when ``command``
    cannot be split as the shell would (a quote left open: a line cut short)."""
    try:
        lexer = shlex.shlex(command, posix=True, punctuation_chars=True)
        lexer.whitespace_split = True
        tokens = list(lexer)
    except ValueError:
        return []
    printed: list[str] = []
    for words in _simple_commands(tokens):
        printed.extend(_printed(words))
    return printed


def _simple_commands(tokens: Iterable[str]) -> list[list[str]]:
    """``tokens`` cut at the shell's list and pipeline operators (:data:`_SEPARATORS`): the words of
    each simple command, in order."""
    commands: list[list[str]] = [[]]
    for token in tokens:
        if token in _SEPARATORS:
            commands.append([])
        else:
            commands[-1].append(token)
    return [words for words in commands if words]


def _printed(words: list[str]) -> list[str]:
    """What the simple command ``words`` prints when it is an ``echo`` or a ``printf`` of literal
    text (stripped lines, none blank); ``[]`` for another command, a redirection (``echo x >
    file`` prints nothing) or a ``printf`` format with a conversion."""
    if not words or words[0] not in ECHO_COMMANDS or any(word.startswith((">", "<")) for word in words[1:]):
        return []
    if words[0] == "echo":
        arguments = words[1:]
        options = set()
        while arguments and arguments[0] in _ECHO_OPTIONS:
            options.add(arguments.pop(0))
        text = " ".join(arguments)
        lines = text.split("\\n") if any("e" in option for option in options) else [text]
    else:
        if len(words) < 2 or "%" in words[1]:
            return []
        lines = words[1].split("\\n")
    return [line.strip() for line in lines if line.strip()]
