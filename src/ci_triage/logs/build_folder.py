"""The folder a build tool ran the compiler in: where a diagnostic's relative path starts.

ninja says which folder it runs its commands in (``ninja: Entering directory `builddir'``: ``ninja
-C builddir``, as ``meson compile`` and ``meson test`` run it), and make does so around each
recursive make (``make[1]: Entering directory '/home/runner/work/app/app/lib'``, then ``make[1]:
Leaving directory …``). A compiler it runs names the sources relative to that folder: meson's build
folder lies inside the source tree, so gcc's ``../ringbuf.c:3:7: error: …`` below ``Entering directory
`builddir'`` is the checkout's ``ringbuf.c`` (ninja 1.11 and 1.13, meson 1.12, GNU make 4.3).
``meson compile -C builddir`` has ninja enter the absolute folder (``ninja: Entering directory
`/tmp/t41/m3/builddir'``): the step's own ``-C builddir`` (the change-folder option of meson, ninja
and make) above the step's first entry tells the folder the step ran in, ``/tmp/t41/m3``, so
``../shapes.cpp`` is the step's ``shapes.cpp``, where no runner's checkout folder would tell it
(Erlang/OTP's ``make -C erts/`` then ``make[1]: Entering directory `/home/travis/build/erlang/otp/erts'``
gives ``/home/travis/build/erlang/otp`` too).
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
        self._started: dict[int, str] = {}  # section → the absolute folder its build was started in
        changed: dict[int, set[str]] = {}  # section → relative folders a -C named above its first entry
        entered: list[str] = []
        for number in sorted(lines):
            section = lines[number].section
            for option in _CHANGE_FOLDER.finditer(lines[number].text):
                folder = posixpath.normpath(str(option.group("folder")))
                if folder != "." and not folder.startswith(".."):
                    changed.setdefault(section, set()).add(folder)
            found = _DIRECTORY.match(lines[number].text)
            if found is None:
                continue
            folder = str(found.group("folder"))
            if section not in self._started and found.group("verb") == "Entering":
                self._started[section] = _started_in(folder, changed.pop(section, set()))
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
        ``'/w/app/lib'``: ``/w/app/ringbuf.c``, or ``ringbuf.c`` when the section's first entry
        followed a ``-C lib``: see the module docstring); else ``file`` unchanged (a path that leaves the
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
        started = self._started.get(section, "")
        return joined.removeprefix(f"{started}/") if started else joined


def _started_in(folder: str, changed: set[str]) -> str:
    """The absolute folder a build was started in, when its first entered ``folder`` (absolute) is
    one of the relative ``changed`` folders a ``-C`` above it named (``/tmp/t41/m3/builddir`` after
    ``-C builddir``: ``/tmp/t41/m3``); else ``""``. Only the first entry tells it: a nested make's
    ``-C doc/src`` is relative to its parent's folder."""
    if not posixpath.isabs(folder):
        return ""
    ends = [name for name in changed if folder.rstrip("/").endswith(f"/{name}")]
    return folder.rstrip("/")[: -len(max(ends, key=len)) - 1] if ends else ""
