"""Which patterns RE2 can run, and RE2 set up to run them quietly.

Every pattern run on untrusted text must take linear time: RE2 guarantees it, and refuses the
constructs that do not (lookaround, backreferences). Skills from a repository or a home folder are
checked with :func:`re2_compiles` when they load; the signal index screens lines with one RE2
automaton of every signal it can compile.
"""

from __future__ import annotations

import re

import re2

_GROUP_NAME = re.compile(r"(?<!\\)\(\?P<\w+>")


def without_group_names(pattern: str) -> str:
    """``pattern`` with named groups made plain groups (names repeat across signals)."""
    return _GROUP_NAME.sub("(", pattern)


def re2_options(max_mem: int = 8 << 20) -> re2.Options:
    """RE2 options that keep RE2 quiet: its errors are handled by the caller, never printed to stderr."""
    options = re2.Options()
    options.log_errors = False
    options.max_mem = max_mem
    return options


def re2_compiles(pattern: str) -> bool:
    """Whether RE2 can run ``pattern`` (no lookaround, no backreference): then matching takes linear time."""
    try:
        re2.compile(without_group_names(pattern), re2_options())
    except re2.error:
        return False
    return True
