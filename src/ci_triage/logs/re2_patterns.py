"""Which patterns RE2 can run, and RE2 set up to run them quietly.

Every pattern run on untrusted text must take linear time: RE2 guarantees it, and refuses the
constructs that do not (lookaround, backreferences, possessive quantifiers). Every skill's patterns
are checked with :func:`re2_refusal` when the skill loads, and the signal index runs them with RE2;
the signal index also screens lines with one RE2 automaton of every signal.
"""

from __future__ import annotations

import re

import re2

_GROUP_NAME = re.compile(r"(?<!\\)\(\?P<\w+>")

PYTHON_WORD = r"\pL\pN_"
r"""Inside an RE2 character class: the characters of Python's ``\w`` on ``str`` (letters, numbers and
``_`` of every script; RE2's own ``\w`` is ASCII only). Same set as Python 3.11 in the BMP."""
PYTHON_SPACE = r"\t\n\v\f\r\x{1c}-\x{20}\x{85}\p{Z}"
r"""Inside an RE2 character class: the characters of Python's ``\s`` on ``str`` (RE2's ``\s`` is
``[\t\n\f\r ]``)."""


def without_group_names(pattern: str) -> str:
    """``pattern`` with named groups made plain groups (names repeat across signals)."""
    return _GROUP_NAME.sub("(", pattern)


def re2_options(max_mem: int = 8 << 20) -> re2.Options:
    """RE2 options that keep RE2 quiet: its errors are handled by the caller, never printed to stderr."""
    options = re2.Options()
    options.log_errors = False
    options.max_mem = max_mem
    return options


def re2_refusal(pattern: str) -> str | None:
    """Why RE2 cannot run ``pattern`` (RE2's own message, e.g. ``invalid perl operator: (?!``), or
    ``None`` when it can: then matching takes time linear in the text."""
    try:
        re2.compile(without_group_names(pattern), re2_options())
    except re2.error as error:
        message = error.args[0] if error.args else error
        return message.decode("utf-8", "replace") if isinstance(message, bytes) else str(message)
    return None


def re2_compiles(pattern: str) -> bool:
    """Whether RE2 can run ``pattern`` (no lookaround, no backreference): then matching takes linear time."""
    return re2_refusal(pattern) is None
