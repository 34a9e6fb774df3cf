"""A unified diff's hunk in a log: the lines of the new file its runs of changes start on, and those changes.

A hunk header (``@@ -2,6 +2,4 @@``) gives the first line the hunk shows, and git, a formatter's
``--diff`` and ``go mod tidy -diff`` print up to three unchanged lines of context above the first
change: ``go.mod:2`` is the blank line above ``go 1.19``, while the line removed is ``go.mod:5``
(``-require example.com/golib v0.0.0``, what a ``git diff --exit-code`` after ``go mod tidy`` is
about). The hunk's lines are parsed by unidiff (the project's diff parser), its line numbers counted
from the header.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from unidiff.errors import UnidiffParseError
from unidiff.patch import PatchSet

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_BODY_MARKS = frozenset(" +-\\")
"""The first characters of a hunk's lines: context, added, removed, ``\\ No newline at end of file``."""
_GIT_HEADER = LazyRE2(r"^diff --git a/(?P<file>\S+) b/\S+$")
"""git's header of one file's diff (``diff --git a/go.mod b/go.mod``)."""
_HUNK_HEADER = LazyRE2(r"^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@")
"""A unified diff's hunk header (``@@ -2,6 +2,4 @@ module example.com/goapp``)."""
HEADER_LINES = 6
"""Lines between git's ``diff --git`` header and its first hunk's at most (``new file mode``,
``similarity index``, ``index``, ``---``, ``+++``)."""


RUN_GAP = 1
"""Unchanged lines that may stand between two changes of one run: isort's reorder removes
``import sys, os`` above the ``import json`` it keeps and adds ``import os`` below it, one edit."""


class Change(NamedTuple):
    """A run of changes' first added or removed line: ``line``, the 1-based line of the diff's new file it is
    on (a removed line's: the line below the context above it); ``text``, the line as the diff
    prints it (``-require example.com/golib v0.0.0``)."""

    line: int
    text: str


def change_runs(lines: Mapping[int, LogLine], header: int) -> list[Change]:
    """The first added or removed line with a letter or digit (not a bare ``+    {`` or a blank line
    removed) of each run of changes of the hunk whose header is log line ``header`` of ``lines``
    (1-based log line number → line read), in order: git keeps two changes at most six unchanged
    lines apart in one hunk (``@@ -6,12 +6,12 @@`` holding line 9's and line 14's), each a place of
    its own; changes at most :data:`RUN_GAP` unchanged lines apart are one run. ``[]`` when the
    hunk's lines below the header are cut short or hold no change (a log that ends inside the
    hunk). A blank line is context, as a runner strips a context line's trailing space."""
    body: list[str] = []
    number = header + 1
    while (line := lines.get(number)) is not None and (not line.text or line.text[0] in _BODY_MARKS):
        body.append(line.text or " ")
        number += 1
    patch = "\n".join(["--- a", "+++ b", lines[header].text, *body, ""])
    try:
        hunks = [hunk for file in PatchSet(patch) for hunk in file]
    except UnidiffParseError:
        return []
    runs: list[Change] = []
    placed = False  # the current run of changes has its place
    unchanged = 0  # unchanged lines since the last change
    below = hunks[0].target_start if hunks else 0
    for changed in hunks[0] if hunks else ():
        if not (changed.is_added or changed.is_removed):
            unchanged += 1
            placed = placed and unchanged <= RUN_GAP
        else:
            unchanged = 0
            if not placed and any(char.isalnum() for char in changed.value):
                line = changed.target_line_no if changed.is_added and changed.target_line_no else below
                runs.append(Change(line=line, text=f"{changed.line_type}{changed.value.rstrip()}"))
                placed = True
        below = (changed.target_line_no or below) + 1 if not changed.is_removed else below
    return runs


def git_diff_change(lines: Mapping[int, LogLine], header: int) -> str | None:
    """What a summary quotes of git's ``diff --git a/FILE b/FILE`` at log line ``header`` of ``lines``
    (1-based log line number → line read): ``FILE:LINE: CHANGE``, the first change of its first
    hunk (:func:`change_runs`), found at most :data:`HEADER_LINES` lines below the header; ``None``
    when the line is no such header or its hunk shows no change."""
    head = _GIT_HEADER.match(lines[header].text)
    if head is None:
        return None
    for number in range(header + 1, header + 1 + HEADER_LINES):
        line = lines.get(number)
        if line is None or _GIT_HEADER.match(line.text):
            return None
        if _HUNK_HEADER.match(line.text):
            change = next(iter(change_runs(lines, number)), None)
            return f"{head.group('file')!s}:{change.line}: {change.text}" if change else None
    return None
