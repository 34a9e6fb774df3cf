"""The message a console application printed in its error box, hard-wrapped over the box's lines.

Symfony Console (composer, PHPStan, Laravel's artisan, Drush) renders an uncaught exception as a
box: a heading (``In RemoteFilesystem.php line 476:`` in Symfony 4 and later, the exception's class
in brackets, ``[Composer\\Downloader\\TransportException]``, inside the box before), then each line
of the message indented two spaces and padded with spaces to the box's width, between two lines of
padding alone. ``Application::doRenderThrowable`` cuts each message line into chunks of the box's
width whatever the words (``splitStringByWidth``): ``… getaddrinfo for repo.packa`` then
``gist.org failed: …``. A chunk that fills its line goes on in the next line's chunk; a shorter one
ends a line of the message. The box's lines are one message: quoted joined, from its first line.
The heading's ``In X.php line N:`` is where the tool raised, in its own code, not a place of the
project.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

BOX_HEADING = LazyRE2(r"^In [\w.-]+ line \d+:$")
"""Symfony Console's heading above the box (the file and line that raised, in the tool's code)."""
CLASS_LINE = LazyRE2(r"^\[[\w\\]+\]$")
"""The exception's class in brackets, the box's first line in Symfony before 4."""
INDENT = "  "
"""What opens each line of the box (the log keeps no padding after the text)."""
MIN_CUT_WIDTH = 60
"""Characters (the indent included) a box's longest line needs before its full lines are read as cut
at the console's width (Symfony cuts at the terminal's width, 80 columns without one: 77 here), not
as a message line that happens to be the longest."""
MAX_BOX_LINES = 40
"""Lines of one box read at most, above or below the quoted line."""


def box_message(lines: dict[int, LogLine], head: int, limit: int) -> str | None:
    """The whole message of the Symfony Console error box holding line ``head`` (1-based), its
    chunks joined (a chunk as long as the box's longest line goes on in the next one directly, the
    message's own lines are joined with a space), at most ``limit`` characters; ``None`` when
    ``head`` is not a message line of such a box (see the module docstring)."""
    if not _in_box(lines, head):
        return None
    first = head
    while first - 1 > head - MAX_BOX_LINES and _in_box(lines, first - 1):
        first -= 1
    classed = CLASS_LINE.search(lines[first].text.strip()) is not None
    above = lines.get(first - 2)
    if not _blank(lines, first - 1) or not (
        classed or (above is not None and BOX_HEADING.search(above.text.strip()) is not None)
    ):
        return None
    last = head
    while last + 1 < head + MAX_BOX_LINES and _in_box(lines, last + 1):
        last += 1
    if not _blank(lines, last + 1):
        return None
    texts = [lines[number].text.rstrip() for number in range(first + classed, last + 1)]
    width = max(map(len, texts), default=0)
    message = ""
    for text in texts:
        chunk = text[len(INDENT) :]
        message += chunk if len(text) == width >= MIN_CUT_WIDTH else chunk + " "
    return message.strip()[:limit] or None


def _blank(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` is read and blank (a box's line of padding alone)."""
    line = lines.get(number)
    return line is not None and not line.text.strip()


def _in_box(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` can be a message line of a box: some text after the box's indent."""
    line = lines.get(number)
    return line is not None and line.text.startswith(INDENT) and bool(line.text.strip())
