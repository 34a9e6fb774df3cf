"""A log file read in blocks of whole lines, for the passes that look for a few lines in a long step.

:mod:`ci_triage.logs.pytest_banners`, :mod:`ci_triage.logs.wrapper_failures` and
:mod:`ci_triage.logs.unit_verdicts` let RE2 find candidate lines in the raw bytes and judge only
those; each needs the bytes in blocks that end at a
line's end and the number of each block's first line, with memory bounded however long a line is.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from ci_triage.logs.first_pass import BLOCK_BYTES
from ci_triage.logs.long_line import LINE_BYTES


def whole_line_blocks(file: BinaryIO, line: int, offset: int, last: int) -> Iterator[tuple[int, bytes]]:
    """Blocks of whole lines of the log ``file`` (binary, seekable) from byte ``offset``, where line
    ``line`` (1-based) starts, until a block holds line ``last`` (or the file ends), each with the
    number of its first line (a block may go on past ``last``: the caller stops there). A block is about
    :data:`~ci_triage.logs.first_pass.BLOCK_BYTES` long, ending at a line's end (the last one at the
    file's end); a line longer than a block is left out (its last
    :data:`~ci_triage.logs.long_line.LINE_BYTES` are kept only to count it once), so memory is
    bounded by the two. The file's position is left past what was read."""
    file.seek(offset)
    number = line  # of the first line of ``pending``
    pending = b""  # the start of a line the previous block cut
    while number <= last:
        block = file.read(BLOCK_BYTES)
        data = pending + block
        if not data:
            return
        cut = data.rfind(b"\n") + 1 if block else len(data)
        if not cut:  # a line longer than a block
            pending = data[-LINE_BYTES:]
            continue
        chunk, pending = data[:cut], data[cut:]
        yield number, chunk
        number += chunk.count(b"\n")
