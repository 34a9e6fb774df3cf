"""The one file a step's command ran a linter on, for a finding line that names no file.

A linter run on a single file may leave the file out of its findings: perlcritic (Perl::Critic
1.148, run here) prints ``Code before strictures are enabled at line 2, column 1.  See page 429 of
PBP.  (Severity: 5)`` for ``perlcritic --severity 4 app.pl``, and starts each line with ``app.pl: ``
only when it checks several. The line's place is then in the one file the command passed the tool:
the step's simple command that runs the tool (:func:`ci_triage.logs.tools.tool_command`), and of its
arguments after the tool's name the one that names a file (:func:`file_operands`). Two such files,
a folder, a glob or none: the place cannot be told, and none is made.
"""

from __future__ import annotations

import posixpath
from collections.abc import Sequence

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import tool_command

_FILE_OPERAND = LazyRE2(r"^[\w@+-][\w./@+-]*\.[A-Za-z][\w]*$")
"""An argument that names a file by its suffix (``app.pl``, ``lib/Acme/Cart.pm``): no option
(``--severity``), no option's value without a suffix (``4``), no dotfile (a tool's ``.perlcriticrc``
profile), no glob (``*.pl``), no assignment (``--profile=x``)."""


def file_operands(command: str) -> list[str]:
    """The arguments of ``command`` (one simple command, its words split at white space) that name
    a file (:data:`_FILE_OPERAND`), quotes taken off and normalised (``./bin/app.pl`` is
    ``bin/app.pl``), in order, each once."""
    found: list[str] = []
    for word in command.split()[1:]:
        path = posixpath.normpath(word.strip("'\""))  # ./bin/app.pl is bin/app.pl
        if _FILE_OPERAND.match(path) is not None and path not in found:
            found.append(path)
    return found


def checked_file(commands: Sequence[str], tool: str | None) -> str | None:
    """The file the catalogue tool named ``tool`` checked in the step whose command lines are
    ``commands`` (``Run perlcritic --severity 4 app.pl``, script lines): the one file argument of the
    step's first simple command that runs the tool, or ``None`` when no command runs it or it names
    none or several (see the module docstring)."""
    command = tool_command(commands, tool) if tool else None
    operands = file_operands(command) if command else []
    return operands[0] if len(operands) == 1 else None
