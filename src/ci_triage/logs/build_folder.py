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
meson setup says which folder it configures (``Build dir: /home/runner/work/app/app/.mesonpy-k4ym2djz``,
meson 1.12.1): meson-python then runs ninja there without its ``Entering directory`` line, so gcc's
``../src/quickhash.c:4:10: fatal error: …`` and meson's own ``../meson.build:8:2: ERROR: …`` below it
are the checkout's ``src/quickhash.c`` and ``meson.build``. meson itself names files from the folder
it was started in, which is not always its build folder (``meson setup builddir`` in the project
prints ``meson.build:8:2``): below that line only a path leading out of the folder is joined.

A plain relative path is the entered folder's too: ``make -C lib`` prints ``make[1]: Entering directory
'/home/runner/work/calc/calc/lib'`` and gcc's ``g.c:1:21: error: …`` below it is the checkout's
``lib/g.c`` (GNU make 4.3, gcc 12.2), once the folder is a path of the repository: the runner's
checkout folder left out (:func:`~ci_triage.logs.runner_folder.without_runner_folder`), or the
folder the step started in (above), or a relative folder. Under any other absolute folder (a local
paste of ``make -C native/lib`` without its command: ``make: Entering directory
'/home/me/app/native/lib'``, then gcc's ``foo.c:3:14:``) the file is that folder's absolute path
(``/home/me/app/native/lib/foo.c``, GNU make 4.3), which the checkout, or a folder the log names
as the project's, makes the repository's (:mod:`ci_triage.evidence.repository_paths`): where the
build started cannot be told, and a guess of one folder up names ``lib/foo.c`` (trial 77). Only
where the log shows one make at work at a time: ``make -j`` without ``--output-sync`` interleaves
its sub-makes' output (gcc's ``main.c`` of the top-level make printed after ``make[2]: Entering
directory '…/lib/sub'``), which a ``make[N]`` line printed while a deeper sub-make's folder is
still entered shows, as does the step's ``make -j`` (or ``MAKEFLAGS``) itself; there a plain path
stays as printed. CMake's Makefiles and Ninja generators give the compiler
absolute paths, which are never joined.
"""

from __future__ import annotations

import bisect
import posixpath
from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import checkout_folder, without_runner_folder

_DIRECTORY = LazyRE2(
    r"^(?:ninja|g?make(?:\[(?P<level>\d+)\])?): (?P<verb>Entering|Leaving) directory [`'](?P<folder>[^`']+)'$"
)
"""ninja's and make's line saying which folder their commands run in from here on (``Entering``)
or no longer (make's ``Leaving``); ``folder``: as the tool prints it, relative to where it was
started or absolute; ``level``: a sub-make's depth (``make[2]``), none for the make started."""
_MESON_BUILD_DIR = LazyRE2(r"^\s*Build dir: (?P<folder>/\S*|[A-Za-z]:[\\/]\S*)$")
"""meson setup's line naming the (absolute) build folder it configures, ``Build dir:
/home/runner/work/app/app/.mesonpy-k4ym2djz`` (meson 1.12.1; indented inside pip's output under
meson-python): ninja runs the compilers there without saying so (meson-python starts it in that
folder), and meson names the project's files from there too (``../meson.build:8:2: ERROR: …``)."""
_MAKE_MESSAGE = LazyRE2(r"^g?make(?:\[(?P<level>\d+)\])?: ")
"""Any line a make prints of its own (``make[1]: *** [Makefile:6: g.o] Error 1``); ``level`` as above."""
_PARALLEL_MAKE = LazyRE2(
    r"(?:^|[\s/;&|(])g?make(?:\s+[^\s;&|]+)*?\s+(?:-[A-Za-z]*j|--jobs)"
    r"|MAKEFLAGS[=:]\s*['\"]?(?:-[A-Za-z]*j|--jobs)"
)
"""A make run with several jobs (``make -j4``, ``make -kj``, ``MAKEFLAGS=-j2``)."""
_OUTPUT_SYNC = LazyRE2(r"\s(?:-[A-Za-z]*O|--output-sync)")
"""make's option that prints each target's output whole (``-O``, ``--output-sync=target``)."""
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
        self._interleaved: set[int] = set()  # sections where several makes print at once
        self._out_of_tree: set[int] = set()  # the starts of meson's build folders: only ``../`` paths lead from them
        changed: dict[int, set[str]] = {}  # section → relative folders a -C named above its first entry
        levels: dict[int, list[int]] = {}  # section → the levels of the sub-makes whose folder is entered
        entered: list[str] = []
        for number in sorted(lines):
            section = lines[number].section
            text = lines[number].text
            for option in _CHANGE_FOLDER.finditer(text):
                folder = posixpath.normpath(str(option.group("folder")))
                if folder != "." and not folder.startswith(".."):
                    changed.setdefault(section, set()).add(folder)
            if _PARALLEL_MAKE.search(text) and not _OUTPUT_SYNC.search(text):
                self._interleaved.add(section)
            meson = _MESON_BUILD_DIR.match(text)
            found = meson or _DIRECTORY.match(text)
            message = _MAKE_MESSAGE.match(text)
            verb = str(found.groupdict().get("verb") or "Entering") if found is not None else None
            if message and not _one_at_a_time(int(message.group("level") or 0), verb, levels.setdefault(section, [])):
                self._interleaved.add(section)
            if found is None:
                continue
            folder = str(found.group("folder")).replace("\\", "/")
            if section not in self._started and verb == "Entering":
                self._started[section] = _started_in(folder, changed.pop(section, set()))
            if verb == "Entering":
                entered.append(folder)
            elif folder in entered:
                del entered[len(entered) - 1 - entered[::-1].index(folder) :]
            if meson is not None:
                self._out_of_tree.add(number)
            self._starts.append(number)
            self._folders.append((lines[number].section, entered[-1] if entered else None))

    def path(self, file: str, number: int, section: int) -> str:
        """``file``, named on line ``number`` of section ``section``, from the folder the build tool
        last entered above it in that section when it is a relative path leading out of that
        folder (``../ringbuf.c`` below ``Entering directory `builddir'``: ``ringbuf.c``; below
        ``'/w/app/lib'``: ``/w/app/ringbuf.c``, or ``ringbuf.c`` when the section's first entry
        followed a ``-C lib``: see the module docstring), or a plain relative path there
        (:meth:`_inside`: ``g.c`` below ``'/home/runner/work/calc/calc/lib'``: ``lib/g.c``); else
        ``file`` unchanged (a path that leaves the folder where the tool was started too,
        ``../../x.c`` from ``builddir``, stays as written, as does an absolute path)."""
        at = bisect.bisect_right(self._starts, number) - 1
        if at < 0 or self._folders[at][0] != section:
            return file
        folder = self._folders[at][1]
        if folder is None:
            return file
        if not file.startswith("../"):
            return file if self._starts[at] in self._out_of_tree else self._inside(file, folder, section)
        joined = posixpath.normpath(posixpath.join(folder, file))
        if joined == ".." or joined.startswith("../"):
            return file
        started = self._started.get(section, "")
        return joined.removeprefix(f"{started}/") if started else joined

    def _inside(self, file: str, folder: str, section: int) -> str:
        """``file``, a path the compiler printed in ``folder`` (a build tool's entered folder in
        ``section``), as the repository's path: ``folder``'s path in the repository (relative, or
        absolute in the runner's checkout folder or in the folder the step started in) joined with
        it; when ``folder`` is absolute and no path of the repository (``/home/me/app/native/lib``,
        no runner's checkout folder and no start shown), their joined absolute path
        (``/home/me/app/native/lib/foo.c``); ``file`` itself when it is absolute (``/w/src/x.c``,
        ``D:/a/x.c``), when it already starts with that path (``lib/g.c`` in ``lib``), when
        ``folder`` leads out of the repository or is a runner's checkout folder itself (the
        repository's root: ``g.c`` is its path), or when the section's makes print at once (see
        the module docstring)."""
        if file.startswith("/") or file[1:3] == ":/" or section in self._interleaved:
            return file
        started = self._started.get(section, "")
        inside = posixpath.normpath(folder.removeprefix(f"{started}/") if started else without_runner_folder(folder))
        if inside.startswith("..") or file.startswith(f"{inside}/") or checkout_folder(f"{inside}/") is not None:
            return file  # out of the repository, already its path, or its root (a runner's checkout folder)
        return posixpath.normpath(posixpath.join(inside, file))


def _one_at_a_time(level: int, verb: str | None, levels: list[int]) -> bool:
    """Whether a line a make of ``level`` printed (``make[2]``: 2, ``make``: 0), ``verb`` its
    ``Entering`` or ``Leaving`` of a folder or None, is one printed with no deeper sub-make at
    work: a message while only shallower sub-makes' folders are entered (``levels``, which an
    entered folder adds to and a left one takes from), an entered folder of a level deeper than
    any, a left folder of the last level entered."""
    if verb is None:
        return all(entered <= level for entered in levels)
    if verb == "Entering":
        alone = all(entered < level for entered in levels)
        levels.append(level)
        return alone
    alone = bool(levels) and levels[-1] == level
    if level in levels:
        del levels[len(levels) - 1 - levels[::-1].index(level) :]
    return alone


def _started_in(folder: str, changed: set[str]) -> str:
    """The absolute folder a build was started in, when its first entered ``folder`` (absolute) is
    one of the relative ``changed`` folders a ``-C`` above it named (``/tmp/t41/m3/builddir`` after
    ``-C builddir``: ``/tmp/t41/m3``); else ``""``. Only the first entry tells it: a nested make's
    ``-C doc/src`` is relative to its parent's folder."""
    if not posixpath.isabs(folder):
        return ""
    ends = [name for name in changed if folder.rstrip("/").endswith(f"/{name}")]
    return folder.rstrip("/")[: -len(max(ends, key=len)) - 1] if ends else ""
