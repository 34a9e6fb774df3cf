"""The lines of the steps before the failing one that hold a literal, read only when asked for.

The scan keeps, of a step that passed, only the lines a failure could be in; a file an earlier step
made is named there on lines of no failure (setuptools' ``copying README.rst -> pkg-0.1.0`` in the
``python -m build`` step before ``twine check``). :func:`earlier_lines_holding` reads the log from its
start to the failing step's, in blocks of whole lines (:func:`~ci_triage.logs.line_blocks.whole_line_blocks`:
memory bounded however long a line is), and cleans only the lines that hold the literal.
"""

from __future__ import annotations

from typing import BinaryIO

from ci_triage.logs.clean import clean_line
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.stamps import StampForm

MAX_EARLIER_LINES = 64
"""Most lines returned: the first ones, in log order."""


def earlier_lines_holding(file: BinaryIO, before: int, literal: bytes, stamp: StampForm | None) -> list[str]:
    """The cleaned texts (:func:`~ci_triage.logs.clean.clean_line`, its timestamp ``stamp`` left out)
    of the lines of the log ``file`` (binary, seekable) above line ``before`` (1-based: the failing
    step's first line) that hold ``literal``, at most :data:`MAX_EARLIER_LINES`, in log order. The
    file's position is left at its start."""
    found = earlier_raw_lines_holding(file, before, literal)
    return [clean_line(raw.decode("utf-8", "replace"), stamp).text for raw in found.values()]


def earlier_raw_lines_holding(file: BinaryIO, before: int, literal: bytes) -> dict[int, bytes]:
    """The lines of the log ``file`` (binary, seekable) above line ``before`` (1-based) that hold
    ``literal``, as read (line number, 1-based → bytes without ``\\n``, as
    :func:`~ci_triage.logs.second_pass.read_windows` gives them), at most :data:`MAX_EARLIER_LINES`,
    the first ones. The file's position is left at its start."""
    found: dict[int, bytes] = {}
    try:
        for number, block in whole_line_blocks(file, 1, 0, before - 1):
            start = 0
            while len(found) < MAX_EARLIER_LINES and (hit := block.find(literal, start)) >= 0:
                head = block.rfind(b"\n", 0, hit) + 1
                end = block.find(b"\n", hit)
                end = len(block) if end < 0 else end
                at = number + block.count(b"\n", 0, head)
                if at >= before:
                    return found
                found[at] = block[head:end]
                start = end + 1
            if len(found) >= MAX_EARLIER_LINES:
                break
    finally:
        file.seek(0)
    return found
