"""Whether a header the compiler did not find is looked for inside a git submodule.

Trial 108: `git submodule status` printed `-f772493… vendor/libfoo` (its leading `-`: not
initialised), then `cc -Wall -O2 -Ivendor/libfoo/include -o app main.c` stopped on `main.c:2:10:
fatal error: foo.h: No such file or directory`. The header is one of the submodule's files, which
the checkout did not fetch (actions/checkout leaves submodules out unless told `submodules: true`);
no system package provides it, so the advice to install a `-dev` package is wrong there.
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.logs.installed_earlier import EarlierLines
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

INCLUDE_FLAG = LazyRE2(r"(?:^|\s)-(?:I|isystem|iquote) ?([^\s\"'/-][^\s\"']*)")
"""A compiler's include folder given relative to where it ran (gcc's and clang's ``-Ivendor/lib/include``,
``-I include``, ``-isystem third_party/x``); an absolute one (``-I/usr/include/x``) is no checkout's."""
SUBMODULE_STATUS = LazyRE2(r"^([-+U ]?)[0-9a-f]{40} (\S+)(?: \(.*\))?$")
"""A line of ``git submodule status`` (git 2.39): a status letter (``-`` not initialised, ``+``
another commit checked out than the superproject records, ``U`` merge conflicts, a space when
in sync), the commit and the submodule's path, then ``git describe``'s name for it in brackets."""
SUBMODULE_NAMED = LazyRE2(r"^Submodule (?:'[^']*' \(\S+\) registered for path|path) '([^']+)'")
"""git's lines that name a submodule's path as it initialises or checks it out (``git submodule
update --init``: ``Submodule 'libfoo' (https://…) registered for path 'vendor/libfoo'``, ``Submodule
path 'vendor/libfoo': checked out '…'``)."""
MAX_FOLDERS = 4
"""Most include folders whose first component is looked for in the lines above the failing step
(each look reads the log up to it once)."""


@dataclass(frozen=True)
class HeaderSubmodule:
    """The submodule a compiler's include folder lies in."""

    folder: str
    """The include folder, as the compiler's command gave it (``vendor/libfoo/include``)."""
    path: str
    """The submodule's path in the checkout (``vendor/libfoo``)."""
    uninitialised: bool
    """Whether ``git submodule status`` showed it not initialised (its ``-``)."""


def header_submodule(lines: dict[int, LogLine], number: int, earlier: EarlierLines | None) -> HeaderSubmodule | None:
    """The git submodule that holds an include folder of the compile that stopped on line ``number``
    (1-based) of ``lines`` (line number → line read; its folders: :data:`INCLUDE_FLAG` on the lines
    of its section above it, relative ones only), when the log names that folder or one that holds it
    as a submodule's path (:data:`SUBMODULE_STATUS`, :data:`SUBMODULE_NAMED`) on a line of the
    section above ``number`` or above the failing step (``earlier``: the lines holding a literal;
    ``None``: none read). ``None`` when no include folder lies in a submodule the log names."""
    line = lines.get(number)
    if line is None:
        return None
    above = [lines[n].text for n in sorted(lines) if n < number and lines[n].section == line.section]
    folders: list[str] = []
    for text in above:
        for folder in INCLUDE_FLAG.findall(text):
            folder = folder.removeprefix("./").rstrip("/")
            if folder and folder not in folders:
                folders.append(folder)
    firsts: list[str] = []
    for folder in folders:
        first = folder.split("/", 1)[0]
        if first not in firsts and len(firsts) < MAX_FOLDERS:
            firsts.append(first)
    named = list(above)
    if earlier is not None:
        for first in firsts:
            named += earlier(first.encode("utf-8"))
    for text in named:
        status = SUBMODULE_STATUS.match(text)
        registered = SUBMODULE_NAMED.match(text) if status is None else None
        path = status.group(2) if status else registered.group(1) if registered else None
        if path is None:
            continue
        for folder in folders:
            if folder == path or folder.startswith(f"{path}/"):
                return HeaderSubmodule(folder, path, status is not None and status.group(1) == "-")
    return None
