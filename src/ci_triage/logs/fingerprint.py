"""Failure fingerprints: the same failure gets the same fingerprint in every run.

The fingerprint hashes the category, the tool, the failed test names and the text of the first
decisive lines, after masking what changes from run to run: timestamps, durations, hexadecimal
ids and hashes, UUIDs, temporary paths, line and column numbers in paths, and all other numbers;
a path is hashed as the repository's (the runner's checkout folder left out, ``/`` between its
folders, an installed package's file from the package on), so the same failure on a Windows, a
macOS and a Linux runner has one fingerprint (trial 57: mypy's ``src\\shop\\cart.py:13: error:`` on
Windows and ``src/shop/cart.py:13: error:`` had two; trial 70: pytest's ``…\\site-packages\\psycopg2\\
__init__.py:122: OperationalError`` under the Windows runner's Python and the Linux one's had two).
Masking line numbers means a fix that moves code keeps the fingerprint; a different error
message or a different failing test changes it. A verdict no skill's error line decided (an
``unknown`` one, one the tool catalogue gave from the step's command alone, one decided by a count
such as Sphinx's ``build finished with problems, 1 warning``) hashes the line its summary quotes
first (for ``unknown``, the first line of the step's output that reads as an error:
:func:`ci_triage.logs.unknown.first_error_line`), so two different causes do not share one
fingerprint (trial 35: check-manifest's ``missing from sdist`` and yamllint's ``invalid config``
had). An ``unknown`` failure hashes the failing step and the exit code too. The tool hashed is the
one the report names, the step's program where no line named one.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from ci_triage.logs.library_frames import INSTALLED
from ci_triage.logs.re2_patterns import Found, LazyRE2
from ci_triage.logs.runner_folder import with_forward_slashes, without_runner_folder


def _word_edge(text: str, index: int) -> bool:
    """Whether Python's ``\\b`` holds before ``text[index]`` where that character is a word character:
    the text starts there or a non-word character precedes (RE2's ``\\b`` knows ASCII words only)."""
    return index == 0 or not (text[index - 1].isalnum() or text[index - 1] == "_")


def _uuid(match: Found) -> str:
    """``<uuid>`` for a UUID that is a whole word (``\\b`` on both sides), else the text unchanged."""
    text, end = match.string, match.end()
    whole = _word_edge(text, match.start()) and (end == len(text) or _word_edge(text, end + 1))
    return "<uuid>" if whole else match.group()


def _hex_id(match: Found) -> str:
    """``<hex>`` for a word of at least 7 hexadecimal digits with a letter and a digit among them."""
    word = match.group()
    hexadecimal = len(word) >= 7 and all(char in "0123456789abcdefABCDEF" for char in word)
    has_letter = any(char in "abcdefABCDEF" for char in word)
    return "<hex>" if hexadecimal and has_letter and any(char.isdigit() for char in word) else word


def _repository_path(match: Found) -> str:
    """A printed path as the repository's, whichever runner printed it: without the runner's
    checkout folder (:func:`~ci_triage.logs.runner_folder.without_runner_folder`), ``/`` between its
    folders (:func:`~ci_triage.logs.runner_folder.with_forward_slashes`); an installed package's
    file from the package on (``psycopg2/__init__.py``), wherever the runner's Python installed it
    (``/opt/hostedtoolcache/Python/3.11.7/x64/lib/python3.11/site-packages/``,
    ``C:\\hostedtoolcache\\windows\\Python\\3.11.7\\x64\\Lib\\site-packages\\``, a venv's)."""
    path = with_forward_slashes(without_runner_folder(match.group()))
    for folder in INSTALLED:
        at = path.rfind(f"/{folder}/")
        if at >= 0:
            return path[at + len(folder) + 2 :]
    return path


def _duration(match: Found) -> str:
    """``<duration>``, keeping the character after it that stands in for Python's ``\\b``."""
    return "<duration>" + match.group("after")


_MASKS: tuple[tuple[LazyRE2, str | Callable[[Found], str]], ...] = (
    (LazyRE2(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"), "<time>"),
    (LazyRE2(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}"), _uuid),
    (
        LazyRE2(r"(?:/tmp|/var/folders|/private/var|C:\\Users\\[^\\]+\\AppData\\Local\\Temp)[^\s'\":]*"),
        "<tmp>",
    ),
    (LazyRE2(r"(?:[A-Za-z]:)?[^\s'\"():,;/\\]*(?:[/\\]+[^\s'\"():,;/\\]+)+"), _repository_path),
    (LazyRE2(r"\w+"), _hex_id),
    (LazyRE2(r"0x[0-9a-fA-F]+"), "<hex>"),
    (LazyRE2(r"\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds|m|min|minutes)(?P<after>\W|$)"), _duration),
    (LazyRE2(r"\d+"), "<n>"),
)
"""Each mask's pattern (Python's syntax, run by RE2) and its placeholder. RE2 has no lookahead and
no Unicode ``\\b``: a UUID is masked only as a whole word (:func:`_uuid`), a hexadecimal id is a
whole word checked for a letter and a digit (:func:`_hex_id`), and a duration's closing ``\\b`` is
the character after it, put back (:func:`_duration`); the placeholders are as before. A path is a
word with a ``/`` or ``\\`` before a name (not an escaped quote, ``\\"``), read as the repository's
(:func:`_repository_path`)."""

LINES_HASHED = 3


def mask_volatile(text: str) -> str:
    """``text`` with run-specific parts (see the module docstring) replaced by placeholders."""
    for pattern, replacement in _MASKS:
        text = pattern.sub(replacement, text)
    return " ".join(text.split())


def fingerprint(
    category: str,
    tool: str | None,
    tests: list[str],
    decisive_lines: list[str],
    ending: tuple[str, int | None] | None = None,
) -> str:
    """A 16-hex-digit fingerprint (SHA-256 prefix) of a failure; see the module docstring.

    ``ending``: the failing step's name (masked) and exit code (as it is: ``1`` and ``255`` are
    different endings), hashed too when given — for an ``unknown`` verdict, whose category, tool and
    runner's last line (``Process completed with exit code <n>.``) say nothing of what failed."""
    parts = [category, tool or "", *sorted({mask_volatile(test) for test in tests})]
    parts += [mask_volatile(line) for line in decisive_lines[:LINES_HASHED]]
    if ending is not None:
        step, exit_code = ending
        parts += [mask_volatile(step), "" if exit_code is None else str(exit_code)]
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]
