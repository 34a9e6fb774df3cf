"""Whether a log's first bytes are binary data, judged by the share of its lines that are binary.

A text log may print a blob (a test that dumps an ELF header, a core file's first bytes, an image
written to standard output): its few lines are binary, the rest is the log, and it is read with a
warning naming those lines (:func:`binary_line_ranges`). A binary file (an executable, random or
compressed bytes, zeros, an image) is binary on nearly every "line" its newline bytes delimit, and is
refused (:func:`looks_binary`).
"""

from __future__ import annotations

from ci_triage.base.text import and_more

CONTROL_BYTES = bytes(b for b in range(32) if b not in b"\t\n\r\x1b\x08\x0c")
"""Bytes no text log holds: the control characters but tab, newline, carriage return, escape,
backspace and form feed (terminals' output uses those)."""
MIN_SNIFF_BYTES = 1000
"""A sample shorter than this counts as this long when :func:`looks_binary` takes shares of it."""
SHORT_BINARY_SHARE = 0.25
"""Share of a sample shorter than :data:`MIN_SNIFF_BYTES` that its control bytes and the bytes that
are no UTF-8 must exceed, with a control byte among them, for it to be binary data: 100 random bytes
hold some 10 control bytes and 45 undecodable ones, a short text log (UTF-8, or a legacy encoding's
letters) holds no control byte or few undecodable ones."""
BINARY_LINE_SHARE = 0.5
"""Share of a sample's bytes that must lie on binary lines (:func:`binary_line_ranges`) for the
sample to be binary data: a text log's blob holds a small part of it, a binary file nearly all."""


def binary_refusal(where: str) -> str:
    """The message refusing the log ``where`` (its path or label) as binary data: one wording for
    every command that reads a log (``triage``, ``skills check``)."""
    return f"{where}: looks like binary data, not a CI log"


def looks_binary(sample: bytes) -> bool:
    """Whether ``sample`` (the first bytes of a log, at most 64 KiB) is binary data: by its bytes,
    more than one in 1,000 NUL or more than one in ten another control byte (:data:`CONTROL_BYTES`;
    a sample shorter than :data:`MIN_SNIFF_BYTES` counts as that long, so a short log may hold one
    stray NUL byte), and by its lines, more than :data:`BINARY_LINE_SHARE` of its bytes on binary
    lines. A sample shorter than :data:`MIN_SNIFF_BYTES` (a whole short file, which those shares
    could not judge) is binary too when its control bytes and its bytes that are no UTF-8 are more
    than :data:`SHORT_BINARY_SHARE` of it, one control byte at least (trial 89: a 100-byte random
    ``.gz`` read as a log with no failure). Linear in ``len(sample)``."""
    size = max(len(sample), MIN_SNIFF_BYTES)
    controls = len(sample) - len(sample.translate(None, CONTROL_BYTES))
    if controls and len(sample) < MIN_SNIFF_BYTES:
        undecodable = len(sample) - len(sample.decode("utf-8", "ignore").encode("utf-8"))
        if controls + undecodable > SHORT_BINARY_SHARE * len(sample):
            return True
    if sample.count(b"\x00") <= size // 1000 and controls <= size // 10:
        return False
    on_binary_lines = sum(len(line) + 1 for line in sample.split(b"\n") if _binary_line(line))
    return on_binary_lines > BINARY_LINE_SHARE * len(sample)


def binary_line_ranges(sample: bytes) -> list[tuple[int, int]]:
    """The binary lines of ``sample`` (a log's first bytes) as ranges of line numbers, 1-based and
    inclusive, consecutive lines in one range: a line holding a NUL byte, or one whose control bytes
    (:data:`CONTROL_BYTES`) are more than a tenth of it. Linear in ``len(sample)``."""
    ranges: list[tuple[int, int]] = []
    for number, line in enumerate(sample.split(b"\n"), start=1):
        if not _binary_line(line):
            continue
        if ranges and ranges[-1][1] == number - 1:
            ranges[-1] = (ranges[-1][0], number)
        else:
            ranges.append((number, number))
    return ranges


def describe_ranges(ranges: list[tuple[int, int]], shown: int = 3) -> str:
    """``ranges`` (line numbers, :func:`binary_line_ranges`) as a person reads them: ``line 4``,
    ``lines 120-131``, the first ``shown`` of them and how many more (``lines 3-5, line 9, line 12 and
    2 more``)."""
    parts = [f"line {first}" if first == last else f"lines {first}-{last}" for first, last in ranges[:shown]]
    return ", ".join(parts) + and_more(len(ranges), shown)


def _binary_line(line: bytes) -> bool:
    return b"\x00" in line or 10 * (len(line) - len(line.translate(None, CONTROL_BYTES))) > len(line)
