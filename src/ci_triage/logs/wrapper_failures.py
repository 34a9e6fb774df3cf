"""A wrapper's failure verdict anywhere above the end of a log read without an exit marker.

A wrapper (pre-commit, tox, nox, ``go test ./...``: :func:`ci_triage.logs.passing.wrapper_failed`)
fails its run when one thing it ran failed and goes on with the rest, so its passing verdict at the
log's end settles the run only when no failure verdict of its own came before. The first pass keeps
a bounded number of lines per step (:data:`ci_triage.logs.first_pass.SIGNAL_KEPT`), and a stream
whose every line a skill matches (``go test -json``: one event per line) fills them from its start
and end, so a failed package's ``{"Action":"fail","Package":"…"}`` in the middle is not among them.
:func:`failed_before` looks for the verdict in one linear pass over the bytes instead (RE2 finds
the candidate lines; Python judges only those).
"""

from __future__ import annotations

from typing import BinaryIO

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.first_pass import Anchor
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.long_line import LINE_BYTES
from ci_triage.logs.passing import wrapper_failed
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

_CANDIDATE = LazyRE2(rb"(?i)fail|abort|interrupt")
"""A line that may be a wrapper's failure verdict (``ruff.....Failed``, ``py311: FAIL code 1``,
``nox > Session tests aborted.``, ``{"Action":"fail",…}``); its cleaned text is then judged whole."""


def failed_before(file: BinaryIO, start: Anchor, first: int, stamp: StampForm | None) -> int:
    """The number (1-based) of the first line of the log ``file`` (binary, seekable; its lines open with ``stamp``) from
    ``start`` (a line's 1-based number and byte offset) to the line before ``first`` (1-based) that is a
    wrapper's failure verdict (:func:`ci_triage.logs.passing.wrapper_failed`); ``0`` when none is. A line longer than
    :data:`~ci_triage.logs.long_line.LINE_BYTES` is none. Memory is bounded by
    :data:`~ci_triage.logs.first_pass.BLOCK_BYTES`; the file's position is left past what was read."""
    for number, chunk in whole_line_blocks(file, start.line, start.offset, first - 1):
        counted, line, position = 0, number, 0
        while (candidate := _CANDIDATE.compiled.search(chunk, position)) is not None:
            begin = chunk.rfind(b"\n", 0, candidate.start()) + 1
            end = chunk.find(b"\n", begin)
            position = end + 1 if end >= 0 else len(chunk)
            line += chunk.count(b"\n", counted, begin)
            counted = begin
            if line >= first:
                return 0
            raw = chunk[begin:end] if end >= 0 else chunk[begin:]
            if len(raw) <= LINE_BYTES and wrapper_failed(clean_read_line(raw, stamp).text):
                return line
    return 0
