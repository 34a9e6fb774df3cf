"""The command a ``set -x`` script failed in, when only its trace ends the step's output.

Under ``set -e`` (GitHub Actions' ``bash -e {0}``, a script's ``set -euo pipefail``) with ``set -x``,
bash prints each command as ``+ command`` before it runs; a command that fails without printing
anything (``grep -q``, ``test -f``, ``cmp -s``) leaves its trace as the step's last output line,
right above the runner's ``Process completed with exit code 1.`` (bash 5.2, run here). That trace
names the failed command (:func:`ci_triage.logs.unknown.first_error_line` quotes it). A catalogue
tool it runs decides the category as the step's tool (:func:`ci_triage.logs.tools.identify_tools`
reads traced commands: ``+ git diff --quiet`` is lint/format); a shell check command (``grep``,
``test``) has no category of its own, so the verdict stays ``unknown`` and :func:`check_meaning`
says what its exit status means.
"""

from __future__ import annotations

from ci_triage.logs.passing import xtrace
from ci_triage.logs.re2_patterns import LazyRE2

_PROGRAM = LazyRE2(r"^(?:[A-Za-z_]\w*=\S* +)*(?P<program>[^\s;&|()]+)")
"""The program a traced simple command runs, past assignments (bash's trace leaves out a ``!``:
a negated command does not stop a ``set -e`` script, so it is never the failed one)."""

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


def check_meaning(command: str, exit_code: int | None) -> str | None:
    """What ``exit_code`` of ``command`` (a traced command line) says when the command is a silent
    check (:data:`CHECK_MEANINGS`) that exited 1: why the check the script implements with it
    failed; ``None`` otherwise."""
    found = _PROGRAM.search(command)
    if found is None or exit_code != 1:
        return None
    program = found.group("program").strip("'").rsplit("/", 1)[-1]  # bash traces ``[`` quoted: ``'['``
    return CHECK_MEANINGS.get(program)
