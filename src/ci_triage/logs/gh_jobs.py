"""The jobs of ``gh run view --log`` (or ``--log-failed``) output: one log member per job.

gh prints every line of the logs it shows as ``JOB<TAB>STEP<TAB>LINE``, one job after the other
(cli/cli ``pkg/cmd/run/view/view.go``: ``displayLogSegments`` writes the prefix ``"%s\\t%s\\t"`` of
the job's and the step's names before each line of each segment, the step ``UNKNOWN STEP`` when
the run-logs zip holds no step files, and ``logs.go`` orders the segments job by job; ``LINE`` is
the job log's line as GitHub serves it, the runner's time opening it, and a job log's first line
its byte order mark). Output of several jobs is therefore read as a run-logs zip of those jobs is:
each job is a member of its own, analysed by :func:`ci_triage.logs.report.triage_source` as the
zip's are; output of one job is one member named by its first column (``test (3.11)``), so its
job is found in a workflow file as a zip member's is. Its lines keep their numbers in the whole
output (:attr:`LogMember.first_line <ci_triage.logs.source.LogMember.first_line>`), so ``sed -n
'START,ENDp'`` of the saved output shows the cited lines and the verifier re-reads them there.

Two jobs of the same name printed one after the other read as one: nothing in the output tells
them apart.
"""

from __future__ import annotations

import codecs
import dataclasses
import io
from typing import BinaryIO

from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.source import MAX_ZIP_MEMBERS, LogMember, byte_view

BLOCK_BYTES = 1024 * 1024
"""Bytes read at a time while looking for the lines where the job changes."""
HEAD_BYTES = 4096
"""Bytes of a line read for its columns: a job's and a step's name, then the runner's time."""
MAX_JOBS = MAX_ZIP_MEMBERS
"""Most jobs one output may hold, as a run-logs zip may hold members: past it the output is read as
one log (a run of hundreds of thousands of one-line "jobs" is no run, and each member costs)."""
GH_LINE = LazyRE2(rb"([^\t\n]*)\t[^\t\n]*\t(?:\xef\xbb\xbf)?\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z")
"""A line of ``gh run view --log`` output, from its start: the job's name (group 1), the step's,
then the job log's line opening with the GitHub runner's time (after a byte order mark)."""


def whole_file(member: LogMember) -> bool:
    """Whether ``member`` is a whole log file, which may hold several jobs: not a zip's member (named:
    a job's log already), nor a part of a file (its ``first_line`` past 1), and a file with a
    descriptor (a real file, not a stream read into memory)."""
    if member.name or member.first_line != 1:
        return False
    try:
        member.file.fileno()
    except (OSError, io.UnsupportedOperation):
        return False
    return True


def job_members(member: LogMember) -> list[LogMember]:
    """``member`` as one member per job when it is ``gh run view`` output of more than one job
    (every line in :data:`GH_LINE`'s form; a job starts where the first column changes), each a
    view of ``member``'s bytes (:func:`~ci_triage.logs.source.byte_view`) with its ``job`` and
    ``first_line`` set; output of one job (``gh run view --job ID --log-failed``) as ``member``
    with its ``job`` set from the first column, as a run-logs zip's member is named; ``[member]``
    otherwise, and for a zip member (a job's log already) or a file without a descriptor. Reads the
    file once, block by block (lines of one job are counted, not read one by one: linear time,
    memory bounded by :data:`BLOCK_BYTES`); leaves it at offset 0."""
    if not whole_file(member):
        return [member]
    try:
        starts = _job_starts(member.file)
        size = member.file.seek(0, io.SEEK_END)
    finally:
        member.file.seek(0)
    if not starts:
        return [member]
    if len(starts) == 1:
        return [dataclasses.replace(member, job=starts[0][2].decode("utf-8", "replace"))]
    ends = [offset for offset, _, _ in starts[1:]] + [size]
    return [
        LogMember(
            name="",
            file=byte_view(member.file, offset, end - offset),
            job=job.decode("utf-8", "replace"),
            first_line=line,
        )
        for (offset, line, job), end in zip(starts, ends, strict=True)
    ]


def _job_starts(file: BinaryIO) -> list[tuple[int, int, bytes]]:
    """``(offset, line number, job name)`` of the first line of each job of ``gh run view`` output
    in ``file``, in order, a byte order mark opening the file (an editor's or Windows PowerShell
    5.1's ``Out-File -Encoding utf8``) left out of the first job's name and member; ``[]`` when a
    line is neither blank nor in :data:`GH_LINE`'s form (not gh's output) or more than
    :data:`MAX_JOBS` jobs start. A blank line goes with the job before it.

    A block whose every line opens with the current job's column is counted in C
    (``bytes.count``); only a block where the job changes, or a line does not open with it, is read
    line by line."""
    file.seek(0)
    head = file.read(HEAD_BYTES)
    bom = len(codecs.BOM_UTF8) if head.startswith(codecs.BOM_UTF8) else 0
    head = head[bom:]
    first = GH_LINE.match(head) if b"\t" in head.split(b"\n", 1)[0] else None  # most logs: no pattern compiled
    if first is None:
        return []
    starts = [(bom, 1, first.group(1))]
    prefix = first.group(1) + b"\t"
    file.seek(bom)
    offset = bom  # of the block's first byte
    line = 1  # the number of the line the block starts, or goes on with
    at_line_start = True
    while block := file.read(BLOCK_BYTES):
        if not block.endswith(b"\n"):
            block += file.readline(BLOCK_BYTES)  # its last line whole, unless it is longer than that
        newlines = block.count(b"\n")
        opened = at_line_start + newlines - block.endswith(b"\n")  # lines that start in the block
        same = (at_line_start and block.startswith(prefix)) + block.count(b"\n" + prefix)
        position = 0 if at_line_start else block.find(b"\n") + 1
        number = line if at_line_start else line + 1
        while same != opened and (position or at_line_start) and position < len(block):
            if not block.startswith(prefix, position):
                head = block[position : position + HEAD_BYTES]
                found = GH_LINE.match(head)
                if found is not None:
                    prefix = found.group(1) + b"\t"
                    starts.append((offset + position, number, found.group(1)))
                    if len(starts) > MAX_JOBS:
                        return []
                elif head.split(b"\n", 1)[0].strip():
                    return []
            newline = block.find(b"\n", position)
            if newline == -1:
                break
            position, number, at_line_start = newline + 1, number + 1, True
        line += newlines
        offset += len(block)
        at_line_start = block.endswith(b"\n")
    return starts
