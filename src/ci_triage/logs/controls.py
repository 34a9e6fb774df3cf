"""What a terminal would act on rather than show, in a line of a CI log: escape sequences and
control characters, removed before the analysis reads the line (:mod:`ci_triage.logs.clean`) and
before the characters of a long line's unread part are counted (:mod:`ci_triage.logs.long_line`).
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

ANSI = LazyRE2(
    r"(?:\x1b|\^\[)(?:\[8mha:[A-Za-z0-9+/=]*(?:\x1b|\^\[)\[0m"
    r"|\[[0-?]*[ -/]*[@-~]|[\]_^X][^\x07\x1b]*(?:\x07|\x1b\\)?|P[^\x1b]*(?:\x1b\\)?|[()][A-Z0-9]|[=>78])"
)
"""An ANSI escape sequence (CSI; OSC and the other ECMA-48 command strings, APC ``ESC _``, PM
``ESC ^`` and SOS ``ESC X``, up to BEL or ST; DCS; charset and keypad selections), with a real ESC
byte or in the ``^[[31m`` spelling that LogDx's privacy audit produces; first, a Jenkins console
note whole: the base64 of a serialised annotation between conceal mode and reset
(``ESC[8mha:////4Hq…==ESC[0m`` before a ``[Pipeline] }``; ``ConsoleNote.PREAMBLE`` and
``POSTAMBLE`` in jenkinsci/jenkins ``hudson/console/ConsoleNote.java``), which a terminal hides and
the build log file, ``consoleFull`` and ``progressiveText`` keep. The Buildkite agent (3.48 on,
``--no-ansi-timestamps`` to opt out) starts every line of a raw job log with an APC timestamp,
``ESC _bk;t=1745322209921 BEL`` (milliseconds since the epoch; buildkite/buildkite-logs README):
removed whole, payload and all, so the agent's ``$``, ``~~~`` and ``+++`` lines start the line."""
CONTROL = LazyRE2(
    r"\x9b[0-?]*[ -/]*[@-~]|[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]"
)
"""What a terminal would act on rather than show: C0 and C1 controls (a C1 CSI sequence whole), the
bidirectional marks and overrides that reorder text (Trojan Source, CVE-2021-42574), zero-width and
invisible format characters, line and paragraph separators. Tabs are kept."""


def without_controls(text: str) -> str:
    """``text`` without :data:`ANSI` sequences and :data:`CONTROL` characters (one pass of each),
    backspaces acted on first (:func:`overstruck`)."""
    if "\x1b" in text or "^[" in text:
        text = ANSI.sub("", text)
    if "\b" in text:
        text = overstruck(text)
    if not text.isprintable() and CONTROL.search(text):
        text = CONTROL.sub("", text)
    return text


def overstruck(text: str) -> str:
    """What a terminal shows of ``text`` (no escape sequences left) after its backspaces: each moves
    the cursor one column back (never before the line's start) and what follows is written over the
    columns it comes to, as a progress line redrawn in place (webpack 4's ``--progress`` on a
    terminal-less job, ``lib/ProgressPlugin.js``: backspaces as long as the last message, then the
    next) and nroff's overstrike (``_\\bx`` underlined, ``x\\bx`` bold) leave it. Linear in
    ``len(text)``: each character is written or moves the cursor once."""
    shown: list[str] = []
    column = 0
    for number, piece in enumerate(text.split("\b")):
        if number:
            column = max(column - 1, 0)
        if piece:
            shown[column : column + len(piece)] = piece
            column += len(piece)
    return "".join(shown)
