"""The annotations below error a log holds: a tool's own ``::warning file=conf.yaml,line=1::…`` or
``::notice::…`` workflow commands (ruff's ``--output-format github``, yamllint's ``-f github``,
sqlfluff's ``--format github-annotation-native``, whose findings are warnings unless
``--annotation-level error``) saved as plain output. A warning is no failure (GitHub Docs, "Workflow
commands for GitHub Actions": only an error annotation, or a non-zero exit, fails a step), so a log
of them alone shows none; the report says so instead of being silent about them.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import BinaryIO

from ci_triage.logs.clean import BELOW_ERROR_MARKERS, clean_read_line
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.stamps import StampForm

_COMMANDS = tuple(f"::{marker}".encode() for marker in sorted(BELOW_ERROR_MARKERS))
"""The bytes a line holding such a workflow command holds (a cheap test before the line is cleaned)."""


@dataclass(frozen=True)
class BelowErrorAnnotations:
    """``count`` annotations below error in a log, the first at line ``line`` (1-based)."""

    count: int
    line: int


def below_error_annotations(file: BinaryIO, first_line: int, stamp: StampForm | None) -> BelowErrorAnnotations | None:
    """The annotations below error (:data:`~ci_triage.logs.clean.BELOW_ERROR_MARKERS`) the log
    ``file`` (binary, seekable; its first line numbered ``first_line``, its lines opening with
    ``stamp`` when not ``None``) holds as a tool printed them, ``None`` when it holds none. Reads the
    whole file once in blocks of whole lines (:func:`~ci_triage.logs.line_blocks.whole_line_blocks`),
    cleaning only lines that hold ``::warning`` or ``::notice``; leaves the file at offset 0."""
    count, first = 0, 0
    for number, block in whole_line_blocks(file, first_line, 0, sys.maxsize):
        if not any(command in block for command in _COMMANDS):
            continue
        for offset, raw in enumerate(block.split(b"\n")):
            if (
                any(command in raw for command in _COMMANDS)
                and clean_read_line(raw, stamp).marker in BELOW_ERROR_MARKERS
            ):
                count += 1
                first = first or number + offset
    file.seek(0)
    return BelowErrorAnnotations(count, first) if count else None
