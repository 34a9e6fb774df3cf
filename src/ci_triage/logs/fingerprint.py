"""Failure fingerprints: the same failure gets the same fingerprint in every run.

The fingerprint hashes the category, the tool, the failed test names and the text of the first
decisive lines, after masking what changes from run to run: timestamps, durations, hexadecimal
ids and hashes, UUIDs, temporary paths, line and column numbers in paths, and all other numbers.
Masking line numbers means a fix that moves code keeps the fingerprint; a different error
message or a different failing test changes it.
"""

from __future__ import annotations

import hashlib
import re

_MASKS = (
    (re.compile(r"\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?"), "<time>"),
    (
        re.compile(r"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"),
        "<uuid>",
    ),
    (
        re.compile(r"(?:/tmp|/var/folders|/private/var|C:\\Users\\[^\\]+\\AppData\\Local\\Temp)[^\s'\":]*"),
        "<tmp>",
    ),
    (re.compile(r"\b(?=[0-9a-fA-F]*[a-fA-F])(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{7,}\b"), "<hex>"),
    (re.compile(r"0x[0-9a-fA-F]+"), "<hex>"),
    (re.compile(r"\d+(?:\.\d+)?\s?(?:ms|s|sec|seconds|m|min|minutes)\b"), "<duration>"),
    (re.compile(r"\d+"), "<n>"),
)

LINES_HASHED = 3


def mask_volatile(text: str) -> str:
    """``text`` with run-specific parts (see the module docstring) replaced by placeholders."""
    for pattern, placeholder in _MASKS:
        text = pattern.sub(placeholder, text)
    return " ".join(text.split())


def fingerprint(category: str, tool: str | None, tests: list[str], decisive_lines: list[str]) -> str:
    """A 16-hex-digit fingerprint (SHA-256 prefix) of a failure; see the module docstring."""
    parts = [category, tool or "", *sorted({mask_volatile(test) for test in tests})]
    parts += [mask_volatile(line) for line in decisive_lines[:LINES_HASHED]]
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:16]
