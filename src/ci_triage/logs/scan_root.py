"""The folder a scanner was pointed at on its command line: where the paths it prints from its root start.

checkov prints a resource's file from the root of the folder it scanned, with a leading slash:
``checkov -d k8s`` then ``File: /deploy.yaml:1-22`` is the checkout's ``k8s/deploy.yaml`` (checkov
3.3.30 in a user trial's log, trial 47). The first line of a section that gives a directory option
(``-d k8s``, ``--directory=k8s``, ``-d /home/runner/work/app/app/k8s``: checkov 3.3.30 prints
``/k8s/deploy.yaml`` for a relative ``-d k8s`` run here, ``/deploy.yaml`` for an absolute one) names
that section's scan root; a path a signal read without the ``/`` the line prints it with (after a
space, a tab, a colon, a quote or at the line's start) is joined to it. A path printed without
that slash, or a section without such an option, is left as it is.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_DIRECTORY_OPTION = LazyRE2(r"(?:^|\s)(?:-d|--directory)(?:\s+|=)(?P<folder>[\w@+/-][\w.@+/-]*)")
"""A command's ``-d DIR`` or ``--directory DIR`` (checkov's scanned folder), relative or absolute."""
_BEFORE_ROOTED = frozenset(" \t:'\"(")
"""Characters before a path's ``/`` that make it a path from the scan root, not a folder's end."""


class ScanRoots:
    """The scan roots of the sections of ``lines`` (1-based numbers to lines), by section."""

    def __init__(self, lines: Mapping[int, LogLine]) -> None:
        self._lines = lines
        self._roots: dict[int, str] = {}
        for number in sorted(lines):
            section = lines[number].section
            found = None if section in self._roots else _DIRECTORY_OPTION.search(lines[number].text)
            if found is None:
                continue
            folder = posixpath.normpath(str(found.group("folder")))
            if folder not in (".", "/") and not folder.startswith(".."):
                self._roots[section] = folder

    def path(self, file: str, number: int) -> str:
        """``file`` (as a signal read it on line ``number``) joined to its section's scan root when the
        line prints it from that root (``/deploy.yaml``); else ``file`` unchanged."""
        line = self._lines[number]
        root = self._roots.get(line.section)
        if root is None or file.startswith(("/", root + "/")):
            return file
        at = line.text.find("/" + file)
        if at < 0 or (at > 0 and line.text[at - 1] not in _BEFORE_ROOTED):
            return file
        return posixpath.join(root, file)
