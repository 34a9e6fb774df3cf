"""The entries of a file listing a copy or archive tool printed: files it moved, not a failure's place.

``rsync -av`` prints every file and folder it sends under ``sending incremental file list``, ``tar
-cvf`` and ``tar -xvf`` every member, each alone on its line (``acme/api/mod_1.py``, ``acme/api/``):
the shape of a formatter's or a linter's list of files it refused (``gofmt -l``, ``git diff
--name-only``), which :mod:`ci_triage.logs.extract` reads as locations. What tells a listing apart is
its folders: a copy or archive names each folder it enters (``acme/``, with its ``/``) among the
files, a list of refused files names none; or the header rsync prints above its list, or one that
says the files are what the branch changed since a base (``Files changed since main:``, a changelog
gate's list of the pull request's files).
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_ENTRY = LazyRE2(r"^\s*(?:\.{1,2}/|/)?(?:[\w.@+-]+/)*[\w.@+-]+/?\s*$")
"""A line that is one path alone: a file (``acme/api/mod_1.py``, ``README``) or a folder (``acme/api/``)."""
_FOLDER = LazyRE2(r"^\s*(?:\.{1,2}/|/|(?:\.{1,2}/|/)?(?:[\w.@+-]+/)+)\s*$")
"""An entry that is a folder, written with its trailing ``/`` as rsync and tar list them (``./``, ``acme/``)."""
_HEADER = LazyRE2(
    r"^(?:sending|receiving) incremental file list$|^building file list \.\.\. done$"
    r"|^(?i:(?:files? )?(?:changed|modified)(?: files?)?) (?i:since|compared (?:to|with)|against|relative to|vs\.?)"
    r" \S.*:$"
)
"""rsync's line above its list (rsync 3: ``sending incremental file list``; 2.6, ``building file list ...
done``), or a line saying the list is what the branch changed since a base (a changelog gate's
``Files changed since main:`` over ``git diff --name-only``'s files; trial 87): the branch's changes,
not what is wrong with them."""


def listing_lines(lines: dict[int, LogLine], numbers: Iterable[int]) -> frozenset[int]:
    """Which of ``numbers`` (1-based line numbers of ``lines``, line number → line read) are entries of a
    file listing: lines of a run of consecutive one-path lines (:data:`_ENTRY`) that names a folder
    (:data:`_FOLDER`) or starts right under a listing's header (:data:`_HEADER`: rsync's, or one over
    a branch's changed files). A run of files alone (a formatter's list of the files it would change)
    is no listing. Each run is read once, from the lines asked about outwards."""
    found: set[int] = set()
    read: set[int] = set()
    for number in numbers:
        if number in read or number not in lines or not _ENTRY.match(lines[number].text):
            continue
        first = last = number
        while first - 1 in lines and _ENTRY.match(lines[first - 1].text):
            first -= 1
        while last + 1 in lines and _ENTRY.match(lines[last + 1].text):
            last += 1
        run = range(first, last + 1)
        read.update(run)
        above = lines.get(first - 1)
        if any(_FOLDER.match(lines[entry].text) for entry in run) or (
            above is not None and _HEADER.match(above.text.strip())
        ):
            found.update(run)
    return frozenset(found)
