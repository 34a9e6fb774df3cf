"""The command a ``set -x`` script failed in, when only its trace ends the step's output.

Under ``set -e`` (GitHub Actions' ``bash -e {0}``, a script's ``set -euo pipefail``) with ``set -x``,
bash prints each command as ``+ command`` before it runs; a command that fails without printing
anything (``grep -q``, ``test -f``, ``cmp -s``) leaves its trace as the step's last output line,
right above the runner's ``Process completed with exit code 1.`` (bash 5.2, run here), whatever
errors a command the script went past printed above it (:func:`ended_on_trace`). That trace
names the failed command (:func:`ci_triage.logs.unknown.first_error_line` quotes it). A catalogue
tool it runs decides the category as the step's tool (:func:`ci_triage.logs.tools.identify_tools`
reads traced commands: ``+ git diff --quiet`` is lint/format); a shell check command (``grep``,
``test``) has no category of its own, so the verdict stays ``unknown`` and :func:`check_meaning`
says what its exit status means, as does the catalogue for a code its tool documents
(:func:`documented_exit`: curl's 22, ``curl -sf`` answered with an HTTP error, printing nothing);
the summary quotes the command with its exit code and that meaning
(:func:`failed_command_headline`), not its trace. An assignment from a command substitution (``CURRENT=$(grep … |
head -1)``) is traced after the substitution's commands, one ``+`` deeper (``++ grep '^stable='``
above ``+ CURRENT=``): the assignment fails with the substitution (under ``pipefail``, with any
command of its pipeline), so those commands are what failed (:func:`substituted_commands`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import xtrace
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import identify_tools

_PROGRAM = LazyRE2(r"^(?:[A-Za-z_]\w*=\S* +)*(?P<program>[^\s;&|()]+)")
"""The program a traced simple command runs, past assignments (bash's trace leaves out a ``!``:
a negated command does not stop a ``set -e`` script, so it is never the failed one)."""

_ASSIGNMENT = LazyRE2(r"^[A-Za-z_]\w*=")
"""A traced assignment (``CURRENT=``, ``CURRENT=1.2``): bash traces ``NAME=$(…)`` with the value the
substitution gave, after the substitution's own commands (``local`` and ``export`` are commands of their
own, whose status hides the substitution's, so they never fail with it)."""
_LETTERS = LazyRE2(r"^-[A-Za-z]+$")
"""A word of one-letter options given together (``-e``, ``-re``)."""
MAX_SUBSTITUTED = 8
"""Deeper traced commands read at most above an assignment: a substitution's pipeline."""

CHECK_MEANINGS = {
    "grep": "grep found no line matching its pattern",
    "test": "the condition it tests is false",
    "[": "the condition it tests is false",
    "[[": "the condition it tests is false",
    "cmp": "the files differ",
    "diff": "the files differ",
}
"""What exit status 1 of a silent shell check means (POSIX grep, test, cmp and diff): the check the
script implements with it failed; any other non-zero status is the command's own error."""


def traced_command(text: str) -> str | None:
    """The command of ``text`` (a cleaned line) when it is a ``set -x`` trace (:func:`xtrace`),
    without bash's ``+`` depth marks; ``None`` for any other line."""
    return text.lstrip("+").strip() if xtrace(text) else None


def silent_check(text: str) -> bool:
    """Whether ``text`` (a cleaned line) is bash's trace, at the script's own level (one ``+``), of a
    shell check command (:data:`CHECK_MEANINGS`: ``+ grep -q stable config.json``, ``+ test -f
    dist/app``): one that prints nothing when the check fails, so a script's output that ends on its
    trace (a terminal's copy of ``bash -x`` output, without the runner's exit line) ended because it
    failed there; any other command that fails says so in words of its own."""
    command = traced_command(text)
    if command is None or text.lstrip().startswith("++"):
        return False
    found = _PROGRAM.search(command)
    return found is not None and found.group("program").strip("'").rsplit("/", 1)[-1] in CHECK_MEANINGS


_SCRIPT_EXIT = LazyRE2(r"^(?:exit|return)(?:\s|$)")
"""A traced ``exit`` or ``return``: the script ending itself, after what it printed of why."""


def ended_on_trace(text: str) -> bool:
    """Whether ``text`` (a cleaned line), the last line of a step's output, is bash's trace of a
    command at the script's own level (one ``+``) that can have failed: under ``set -e`` the script
    stopped right after that command began, so it failed, whatever lines above it read as errors (a
    ``curl -sS`` refusal under ``set +e``, then ``set -e`` and a ``curl -sf`` answered 404, which
    prints nothing: curl 7.88.1, bash 5.2). Not an ``exit`` or ``return``: the script's own message
    above it says why. Its output, if any, would be below it."""
    command = traced_command(text)
    if command is None or text.lstrip().startswith("++"):
        return False
    return _SCRIPT_EXIT.search(command) is None


def ended_command(lines: Mapping[int, LogLine], section: Section) -> str | None:
    """The command of bash's trace that is the last line ``section`` (a step) printed, its markers and
    blank lines left out, when :func:`ended_on_trace` says that command failed: the command that
    ended the step (``curl -sf http://127.0.0.1:18998/ready``); ``None`` otherwise. Linear in the
    number of lines."""
    printed = [
        n for n in sorted(lines) if lines[n].section == section.index and not lines[n].marker and not lines[n].blank
    ]
    if not printed or not ended_on_trace(lines[printed[-1]].text):
        return None
    return traced_command(lines[printed[-1]].text)


CHECK_OPTIONS = {
    "jq": ("--exit-status", "e", "jq -e exits 1 when its filter's last output is false or null"),
}
"""Commands an option makes a check, by program: the option's long form, its letter (``""`` for
none) and what exit status 1 then means. jq's ``-e`` sets its exit status from its filter's last
output ("-e / --exit-status: Sets the exit status of jq to 0 if the last output value was neither
false nor null, 1 if the last output value was either false or null", the jq 1.6 and 1.7 manual):
``jq -e '.ok' status.json`` printing ``false`` is the check failing, no error of jq's."""


def check_meaning(command: str, exit_code: int | None) -> str | None:
    """What ``exit_code`` of ``command`` (a command line, traced or the script's) says when the
    command is a silent check (:data:`CHECK_MEANINGS`) or one its option makes a check
    (:data:`CHECK_OPTIONS`: ``jq -e``) that exited 1: why the check the script implements with it
    failed; ``None`` otherwise."""
    found = _PROGRAM.search(command)
    if found is None or exit_code != 1:
        return None
    program = found.group("program").strip("'").rsplit("/", 1)[-1]  # bash traces ``[`` quoted: ``'['``
    if program in CHECK_OPTIONS:
        return _option_meaning(command[found.end() :], *CHECK_OPTIONS[program])
    return CHECK_MEANINGS.get(program)


def _option_meaning(arguments: str, long: str, letter: str, meaning: str) -> str | None:
    """``meaning`` when ``arguments`` (the words after a program's name, up to the end of its simple
    command: ``;``, ``|`` or ``&``) give the option ``long`` or its ``letter``, alone or among other
    letters (``-e``, ``-re``); ``None`` otherwise. Linear in the arguments' length."""
    for separator in ";|&":
        arguments = arguments.split(separator, 1)[0]
    words = arguments.split()
    given = any(word == long or (letter and _LETTERS.match(word) and letter in word) for word in words)
    return meaning if given else None


def documented_exit(command: str, exit_code: int | None) -> str | None:
    """What ``exit_code`` means of the catalogue tool ``command`` (a command line) runs, as its
    documentation gives it (:attr:`~ci_triage.logs.tools.Tool.exit_codes`: curl's 22, the HTTP server
    answered with an error status, which ``curl -sf`` prints nothing of); ``None`` when the command
    runs no catalogue tool or its tool documents no such code."""
    if exit_code is None:
        return None
    for tool in identify_tools([command]):
        meaning = dict(tool.exit_codes).get(exit_code)
        if meaning is not None:
            return meaning
    return None


def failed_command_headline(command: str, substituted: Sequence[str], exit_code: int | None) -> str:
    """What the summary quotes of a step that a silent traced ``command`` ended (a cleaned line's
    command, :func:`traced_command`): the command that failed and its exit code, with what that
    code means of a shell check (:func:`check_meaning`: ``grep -E '^version = ' pyproject.toml
    exited with code 1: grep found no line matching its pattern``) or as its tool documents it
    (:func:`documented_exit`: ``curl -sf … exited with code 22: the HTTP server answered with an
    error status …``); of an assignment whose command
    substitution failed (``substituted``, :func:`substituted_commands`), the substitution's last
    check (or its last command) in the assignment. ``exit_code`` None: "failed" alone."""
    checks = [found for found in substituted if check_meaning(found, exit_code)]
    failed = checks[-1] if checks else substituted[-1] if substituted else command
    meaning = check_meaning(failed, exit_code) or documented_exit(failed, exit_code)
    where = f" (in the $( … ) that {command} assigns)" if failed != command else ""
    code = f"exited with code {exit_code}" if exit_code is not None else "failed"
    return f"{failed}{where} {code}{f': {meaning}' if meaning else ''}"


def substituted_commands(lines: Mapping[int, LogLine], number: int) -> list[str]:
    """The commands of the command substitution whose value the traced assignment at line ``number``
    of ``lines`` (line number → line read) assigns, as bash traced them right above it, one ``+``
    deeper (``grep -v '^#' versions.txt``, ``grep '^stable='``, … above ``+ CURRENT=``; bash 5.2), in
    log order, at most :data:`MAX_SUBSTITUTED`; ``[]`` when that line is no traced assignment or no
    deeper trace is above it."""
    line = lines.get(number)
    command = traced_command(line.text) if line is not None else None
    if line is None or command is None or not _ASSIGNMENT.search(command):
        return []
    depth = _depth(line.text)
    found: list[str] = []
    above = number - 1
    while above in lines and len(found) < MAX_SUBSTITUTED and xtrace(lines[above].text):
        if _depth(lines[above].text) <= depth:
            break
        found.append(lines[above].text.strip().lstrip("+").strip())
        above -= 1
    return found[::-1]


def _depth(text: str) -> int:
    """How many ``+`` open the traced line ``text``: bash's nesting level (one more per subshell or
    command substitution)."""
    stripped = text.lstrip()
    return len(stripped) - len(stripped.lstrip("+"))
