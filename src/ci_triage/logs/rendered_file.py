"""A file the failing tool found fault in that an earlier command of the job rendered from a template.

A job often writes the file a linter or a deploy reads from a template first: ``envsubst <
template.tmpl.yaml > template.yaml``, ``sed "s/@RUNTIME@/$RUNTIME/" template.tmpl.yaml >
template.yaml``. envsubst replaces a variable the environment does not set with nothing (GNU gettext
manual, "envsubst Invocation"), and sed a shell variable that is empty with nothing, so the tool
that reads the output finds an empty value (cfn-lint 1.51's ``E3030 '' is not one of [...]`` at
``Runtime: ""``; ``None is not one of`` and ``E3678 'Runtime' is a required property`` for an
unquoted one; trial 104 finding 5): the cause is the variable, or the template, not the file the
tool names. :func:`rendered_file_note` says so in the advice, naming the command that wrote the file.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ci_triage.logs.installed_earlier import EarlierLines
from ci_triage.logs.model import Location
from ci_triage.logs.plain_advice import plain_advice
from ci_triage.logs.re2_patterns import LazyRE2

_RENDERED = LazyRE2(
    r"(?:^|[\s;&|(])(?P<command>(?:\S*/)?(?:envsubst|sed|perl|awk|gomplate|j2|jinja2)(?:\s[^|;&>]*)?\s1?>[ \t]*"
    r"(?P<file>[^\s;&|<>()]+))"
)
"""A templating command whose standard output goes to a file (``envsubst < t.tmpl.yaml > t.yaml``,
``sed 's/@V@/x/' t.in > t.yaml``, ``gomplate -f t.tmpl > t.yaml``), anywhere on a script's line or a
step's title: its whole command (without what follows the file) and the file; not standard error's
(``2> err.log``)."""


def rendered_by(file: str, commands: Iterable[str]) -> str | None:
    """The first of ``commands`` (a step's script lines, or earlier lines of the log) whose templating
    command (:data:`_RENDERED`) writes ``file`` (a location's path: the same path, or one ending in
    the other after a ``/``, a leading ``./`` left out), as its text from the program to the file;
    ``None`` when none does."""
    wanted = file.removeprefix("./")
    for text in commands:
        for match in _RENDERED.finditer(text):
            written = match.group("file").strip("'\"").removeprefix("./")
            if written == wanted or written.endswith(f"/{wanted}") or wanted.endswith(f"/{written}"):
                return match.group("command").strip()
    return None


def rendered_file_note(
    locations: Sequence[Location], commands: Sequence[str], earlier: EarlierLines | None
) -> str | None:
    """The advice's sentence on the failure's first location's file (``locations[0]``) when a
    templating command wrote it: one of the failing step's ``commands`` (its script's lines) or of the
    lines above the step that hold the file's name (``earlier``, the log read for a literal:
    an earlier step's ``Run envsubst …`` title and script); ``None`` when no location or no such
    command, or a note that would not be plain advice (:func:`~ci_triage.logs.plain_advice.plain_advice`:
    the log's text is untrusted)."""
    if not locations:
        return None
    file = locations[0].file
    named = file.rsplit("/", 1)[-1].encode()
    command = rendered_by(file, commands) or (rendered_by(file, earlier(named)) if earlier and named else None)
    if command is None or "`" in command or "`" in file:
        return None
    note = (
        f"`{file}` is not the source: `{command}` wrote it before the check. A value the check finds "
        "empty, `None` or missing there may be a variable that command replaced with nothing (envsubst "
        "writes an unset variable as an empty string): set that variable for the step (`env:`), or fix "
        "the template it reads, not the generated file."
    )
    return note if plain_advice(note) else None
