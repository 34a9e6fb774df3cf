"""Creates that happen once: a ``POST`` whose outcome is unknown is looked up before any retry.

GitHub may create a comment, issue, ref or pull request and still answer 502, or the connection may
break after the request left. Retrying such a ``POST`` blindly makes two. :func:`create_once` sends
it once; on :class:`~ci_triage.github.errors.AmbiguousWrite` it asks ``find`` (a lookup by the
object's marker, branch or ref) and returns what it finds; only when nothing is found does it send
the ``POST`` once more (an ambiguous failure of that one is raised to the caller).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ci_triage.github.errors import AmbiguousWrite

Created = dict[str, Any]


def create_once(post: Callable[[], Created], find: Callable[[], Created | None]) -> tuple[Created, bool]:
    """``(object, made_now)``: ``post()``'s answer and True, or — after an ambiguous failure — what
    ``find()`` returns and False (the earlier ``POST`` made it), or a second ``post()``'s answer."""
    try:
        return post(), True
    except AmbiguousWrite:
        found = find()
        if found is not None:
            return found, False
        return post(), True
