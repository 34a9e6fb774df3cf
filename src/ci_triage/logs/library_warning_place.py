"""An installed library's place before a Python warning's category and message.

Python's :mod:`warnings` writes a warning as ``FILE:LINE: CATEGORY: MESSAGE``
(``warnings.formatwarning``). When the place is an installed package's file, the library that
warned, it says nothing of the project: alembic 1.20.1 warns of a broken revision chain from its own
``…/site-packages/alembic/script/revision.py:236: UserWarning: Revision a0 referenced from a0 -> b2
(head), add email again is not present`` (trial 72). The summary quotes the category and message
without it. A place in the project (``src/app.py:3: DeprecationWarning: …``) says where and stays.
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_LIBRARY_WARNING_PLACE = LazyRE2(
    r"^(?:[A-Za-z]:)?[/\\][^\s:]*[/\\](?:site|dist)-packages[/\\][^\s:]*:\d+: ([A-Z]\w*Warning: \S)"
)
"""An installed package's file and line (Debian's ``dist-packages``, a Windows drive's path) before a
warning's category, which ends in ``Warning`` (``UserWarning``, ``DeprecationWarning``,
``SAWarning``), and its message."""


def without_library_warning_place(text: str) -> str:
    """``text`` (a line's text, stripped) from the warning's category on when an installed library's
    place opens it (:data:`_LIBRARY_WARNING_PLACE`): ``/…/site-packages/alembic/script/revision.py:236:
    UserWarning: Revision a0 … is not present`` → ``UserWarning: Revision a0 … is not present``; else
    ``text`` unchanged."""
    place = _LIBRARY_WARNING_PLACE.match(text)
    return text[place.start(1) :] if place else text
