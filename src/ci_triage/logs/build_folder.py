"""The folder a build tool ran the compiler in: where a diagnostic's relative path starts.

ninja says which folder it runs its commands in (``ninja: Entering directory `builddir'``: ``ninja
-C builddir``, as ``meson compile`` and ``meson test`` run it), and make does so around each
recursive make (``make[1]: Entering directory '/home/runner/work/app/app/lib'``, then ``make[1]:
Leaving directory …``). A compiler it runs names the sources relative to that folder: meson's build
folder lies inside the source tree, so gcc's ``../ringbuf.c:3:7: error: …`` below ``Entering directory
`builddir'`` is the checkout's ``ringbuf.c`` (ninja 1.11 and 1.13, meson 1.12, GNU make 4.3).
``meson compile -C builddir`` has ninja enter the absolute folder (``ninja: Entering directory
`/tmp/t41/m3/builddir'``): the step's own ``-C builddir`` (the change-folder option of meson, ninja
and make) tells the folder the step ran in, ``/tmp/t41/m3``, so ``../shapes.cpp`` is the
step's ``shapes.cpp``, where no runner's checkout folder would tell it.
"""

from __future__ import annotations

import bisect
import posixpath
from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_DIRECTORY = LazyRE2(r"^(?:ninja|g?make(?:\[\d+\])?): (?P<verb>Entering|Leaving) directory [`'](?P<folder>[^`']+)'$")
"""ninja's and make's line saying which folder their commands run in from here on (``Entering``)
or no longer (make's ``Leaving``); ``folder``: as the tool prints it, relative to where it was
started or absolute."""
_CHANGE_FOLDER = LazyRE2(r"(?:^|\s)-C ?(?P<folder>[^\s/'\"-][^\s'\"]*)")
"""A command's relative ``-C DIR`` (``meson compile -C builddir``, ``ninja -C build``, ``make -C
lib``): the folder it ran its build in, from the folder it was started in."""


class BuildFolders:
    """The folders a build tool entered among ``lines`` (1-based numbers to lines), by the lines
    from which each holds, in its section only."""

    def __init__(self, lines: Mapping[int, LogLine]) -> None:
        self._starts: list[int] = []
        self._folders: list[tuple[int, str | None]] = []  # (section, folder) from each start
        self._changed: dict[int, set[str]] = {}  # section → relative folders its commands' -C named
        entered: list[str] = []
        for number in sorted(lines):
            for changed in _CHANGE_FOLDER.finditer(lines[number].text):
                folder = posixpath.normpath(str(changed.group("folder")))
                if folder != "." and not folder.startswith(".."):
                    self._changed.setdefault(lines[number].section, set()).add(folder)
            found = _DIRECTORY.match(lines[number].text)
            if found is None:
                continue
            folder = str(found.group("folder"))
            if found.group("verb") == "Entering":
                entered.append(folder)
            elif folder in entered:
                del entered[len(entered) - 1 - entered[::-1].index(folder) :]
            self._starts.append(number)
            self._folders.append((lines[number].section, entered[-1] if entered else None))

    def path(self, file: str, number: int, section: int) -> str:
        """``file``, named on line ``number`` of section ``section``, from the folder the build tool
        last entered above it in that section when it is a relative path leading out of that
        folder (``../ringbuf.c`` below ``Entering directory `builddir'``: ``ringbuf.c``; below
        ``'/w/app/lib'``: ``/w/app/ringbuf.c``, or ``ringbuf.c`` when a command of the section ran
        with ``-C lib``: see the module docstring); else ``file`` unchanged (a path that leaves the
        folder where the tool was started too, ``../../x.c`` from ``builddir``, stays as written)."""
        at = bisect.bisect_right(self._starts, number) - 1
        if not file.startswith("../") or at < 0 or self._folders[at][0] != section:
            return file
        folder = self._folders[at][1]
        if folder is None:
            return file
        joined = posixpath.normpath(posixpath.join(folder, file))
        if joined == ".." or joined.startswith("../"):
            return file
        for changed in self._changed.get(section, ()):
            if folder.endswith(f"/{changed}") and posixpath.isabs(folder):
                started = folder[: -len(changed) - 1]
                return joined.removeprefix(f"{started}/") if joined.startswith(f"{started}/") else joined
        return joined
