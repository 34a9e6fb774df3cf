"""The jobs of a file that holds several whole job logs one after another: one log member per job.

People paste or ``cat`` several downloaded job logs into one file, and some CI systems show a
pipeline's "raw log" so. Each job is then read on its own, as the jobs of ``gh run view --log``
output are (:mod:`ci_triage.logs.gh_jobs`): a passing job is a passing job, each failing job gets
its own step and cause, never one job's step with another's error.

A job starts where its CI system's start line (:data:`~ci_triage.logs.first_pass.JOB_BOUNDS`:
``Started by user admin``, ``Running with gitlab-runner 17.5.0``, Travis' worker fold, the GitHub
runner's ``Current runner version``) opens a line, after a timestamp or colour codes at most, and
that layout's preamble follows it within :data:`PREAMBLE_LINES` lines (``[Pipeline] Start of
Pipeline``, ``section_start:``, ``Worker information``, ``##[group]Operating System``): a lone start
line is a job's own output. When the job before it is of a layout that writes an end
(``Finished: FAILURE``, ``ERROR: Job failed: exit code 1``, ``Done. Your build exited with 1.``,
``Cleaning up orphan processes``), that end must have come first: a job that prints another's log
(a test's fixture) stays one job, as does a file whose first line is no job's start (a job's
log cut at its head, a log of another kind). The lines
between a job's end and the next start (the runner's ``Terminate orphan process`` lines) stay with
the job they follow. Lines keep their numbers in the whole file
(:attr:`LogMember.first_line <ci_triage.logs.source.LogMember.first_line>`), and each job is named
by its layout (or the GitHub runner's name of its job) and its lines: ``jenkins job at lines
45-103``.
"""

from __future__ import annotations

import io
from typing import BinaryIO

import re2

from ci_triage.logs.clean import clean_line
from ci_triage.logs.first_pass import JOB_BOUNDS, LogFormat
from ci_triage.logs.gh_jobs import BLOCK_BYTES, MAX_JOBS, job_members, whole_file
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_job import runner_job_name
from ci_triage.logs.source import LogMember, byte_view
from ci_triage.logs.stamps import HEAD_BYTES

PREAMBLE_LINES = 30
"""Lines after a job's start line in which its layout's preamble must appear (Jenkins' ``Started
by`` lines, a Buildkite checkout's output)."""
PREAMBLE_BYTES = 8192
"""Bytes after a job's start line read for its preamble, at most."""
MAX_PREFIX = 64
"""Bytes before a start or end marker on its line, at most: a timestamp, a byte order mark, colour
codes; a longer prefix is a line of output that quotes the words."""
_MARKERS: dict[bytes, tuple[LogFormat, bool]] = {
    marker: (layout, is_end)
    for layout, bounds in JOB_BOUNDS.items()
    for is_end, markers in ((False, bounds.starts), (True, bounds.ends))
    for marker in markers
}
"""Each layout's job start and end markers: ``marker -> (layout, whether it ends a job)``."""
_MARKER = LazyRE2(b"|".join(re2.escape(marker) for marker in _MARKERS))
"""Every layout's job start and end markers (literals: one linear pass of RE2)."""


def job_logs(member: LogMember) -> list[LogMember]:
    """Every job of ``member``: the jobs of ``gh run view`` output
    (:func:`~ci_triage.logs.gh_jobs.job_members`), else the jobs of a file of whole job logs one
    after another (:func:`concatenated_jobs`), else ``[member]``."""
    return [job for part in job_members(member) for job in concatenated_jobs(part)]


def concatenated_jobs(member: LogMember) -> list[LogMember]:
    """``member`` as one member per job when it holds several whole job logs one after another (see
    the module docstring), each a view of ``member``'s bytes
    (:func:`~ci_triage.logs.source.byte_view`) with its ``job`` named and its ``first_line`` set;
    ``[member]`` for a log of one job, a member of a zip or of ``gh run view`` output (a job's log
    already), a file without a descriptor, or more than :data:`~ci_triage.logs.gh_jobs.MAX_JOBS`
    jobs. Reads the file once, block by block (linear time; memory bounded by
    :data:`~ci_triage.logs.gh_jobs.BLOCK_BYTES`); leaves it at offset 0."""
    if member.job or not whole_file(member):
        return [member]
    try:
        member.file.seek(0)
        layout = _first_job_layout(member.file)
        starts, total_lines = _job_starts(member.file, layout) if layout else ([], 0)
        if len(starts) < 2:
            return [member]
        size = member.file.seek(0, io.SEEK_END)
        ends = [(offset, line - 1) for offset, line, _ in starts[1:]] + [(size, total_lines)]
        jobs = []
        for (offset, line, job_layout), (end, last_line) in zip(starts, ends, strict=True):
            file = byte_view(member.file, offset, end - offset)
            name = runner_job_name(file.read(HEAD_BYTES)) if job_layout == "github-actions" else None
            file.seek(0)
            job = f"{name or job_layout + ' job'} at lines {line}-{last_line}"
            jobs.append(LogMember(name="", file=file, job=job, first_line=line))
        return jobs
    finally:
        member.file.seek(0)


def _first_job_layout(file: BinaryIO) -> LogFormat | None:
    """The layout whose job start opens ``file``'s first line, its preamble after it; ``None`` when
    the file does not begin with a job's start (a log of one job, or of another kind)."""
    file.seek(0)
    first_line = file.read(HEAD_BYTES).split(b"\n", 1)[0]
    found = _MARKER.compiled.search(first_line)
    if found is None or not _opens_its_line(first_line, found.start()):
        return None
    layout, is_end = _MARKERS[first_line[found.start() : found.end()]]
    file.seek(found.end())
    return None if is_end or not _preamble_in(file.read(PREAMBLE_BYTES), layout) else layout


def _opens_its_line(block: bytes, at: int) -> bool:
    """Whether only a timestamp, a byte order mark or colour codes (at most :data:`MAX_PREFIX`
    bytes) come before offset ``at`` on its line in ``block``, whose start is a line's start."""
    line_start = block.rfind(b"\n", max(0, at - MAX_PREFIX - 1), at) + 1
    if line_start == 0 and at > MAX_PREFIX:
        return False
    return not clean_line(block[line_start:at].decode("utf-8", "replace")).text


def _job_starts(file: BinaryIO, layout: LogFormat) -> tuple[list[tuple[int, int, LogFormat]], int]:
    """``(offset, line number, layout)`` of each job's first line in ``file``, whose first job is of
    ``layout`` (``[]`` past :data:`~ci_triage.logs.gh_jobs.MAX_JOBS` jobs), and the number of the
    file's last line. Only the lines where
    :data:`_MARKER` matches are looked at, each for at most :data:`MAX_PREFIX` bytes before the
    match and :data:`PREAMBLE_BYTES` after it (at most :data:`PREAMBLE_LINES` lines): linear time."""
    starts: list[tuple[int, int, LogFormat]] = [(0, 1, layout)]
    ended = not JOB_BOUNDS[layout].ends  # a layout without an end line needs none
    offset, line = 0, 1  # of the block's first byte
    ends_a_line = True
    file.seek(0)
    while block := file.read(BLOCK_BYTES):
        if not block.endswith(b"\n"):
            block += file.readline(BLOCK_BYTES)  # its last line whole, unless it is longer than that
        counted, number = 0, line
        for found in _MARKER.compiled.finditer(block):
            if not _opens_its_line(block, found.start()):
                continue  # words quoted inside a line of output
            line_start = block.rfind(b"\n", max(0, found.start() - MAX_PREFIX - 1), found.start()) + 1
            number += block.count(b"\n", counted, line_start)
            counted = line_start
            marker_layout, is_end = _MARKERS[block[found.start() : found.end()]]
            if is_end:
                ended = ended or marker_layout == starts[-1][2]
            elif (
                ended
                and number > _opening_end(starts[-1])
                and _preamble_in(_bytes_after(file, block, offset, found.end()), marker_layout)
            ):
                starts.append((offset + line_start, number, marker_layout))
                if len(starts) > MAX_JOBS:
                    return [], 0
                ended = not JOB_BOUNDS[marker_layout].ends
        line += block.count(b"\n")
        offset += len(block)
        ends_a_line = block.endswith(b"\n")
    return starts, line - ends_a_line


def _opening_end(start: tuple[int, int, LogFormat]) -> int:
    """The last line of the opening of the job that ``start`` begins, in which no other job starts:
    its first line; its preamble's lines too for a layout that writes no end line (Buildkite's
    ``~~~ Preparing working directory`` after its ``~~~ Running global environment hook``)."""
    _, line, layout = start
    return line if JOB_BOUNDS[layout].ends else line + PREAMBLE_LINES


def _bytes_after(file: BinaryIO, block: bytes, offset: int, at: int) -> bytes:
    """The :data:`PREAMBLE_BYTES` bytes after offset ``at`` of ``block`` (read at ``offset`` of
    ``file``): sliced from ``block``, or read from ``file`` when they run past it (leaving its
    position where it was)."""
    if at + PREAMBLE_BYTES <= len(block):
        return block[at : at + PREAMBLE_BYTES]
    position = file.tell()
    file.seek(offset + at)
    after = file.read(PREAMBLE_BYTES)
    file.seek(position)
    return after


def _preamble_in(after: bytes, layout: LogFormat) -> bool:
    """Whether one of ``layout``'s preamble markers is in ``after`` (the bytes after a job's start
    marker) before the end of the :data:`PREAMBLE_LINES`-th line after the marker's."""
    cut = -1
    for _ in range(PREAMBLE_LINES + 1):
        cut = after.find(b"\n", cut + 1)
        if cut < 0:
            break
    window = after if cut < 0 else after[:cut]
    return any(marker in window for marker in JOB_BOUNDS[layout].preamble)
