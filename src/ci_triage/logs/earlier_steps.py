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
    found: list[str] = []
    try:
        for number, block in whole_line_blocks(file, 1, 0, before - 1):
            start = 0
            while len(found) < MAX_EARLIER_LINES and (hit := block.find(literal, start)) >= 0:
                head = block.rfind(b"\n", 0, hit) + 1
                end = block.find(b"\n", hit)
                end = len(block) if end < 0 else end
                if number + block.count(b"\n", 0, head) >= before:
                    return found
                found.append(clean_line(block[head:end].decode("utf-8", "replace"), stamp).text)
                start = end + 1
            if len(found) >= MAX_EARLIER_LINES:
                break
    finally:
        file.seek(0)
    return found
