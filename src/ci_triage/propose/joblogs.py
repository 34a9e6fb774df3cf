"""Read more of the downloaded job logs than the analyser's excerpt: line ranges and searches.

Lines are numbered as the analyser and citations number them: 1-based lines of the log as
downloaded, split on ``\\n`` (for a run-logs zip, of the member the job's report names). The text
is what the analyser sees — :func:`ci_triage.logs.clean.clean_line` (no timestamps, colour codes
or redraws) — passed through the redactor, so a quote copied from it can be checked verbatim by
the verifier and never carries a secret. Files are opened once per :class:`JobLogs` and closed
with it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

import re2

from ci_triage.agent.errors import tool_error
from ci_triage.base.errors import InputError
from ci_triage.base.redact import Redactor, redact_lines
from ci_triage.evidence.model import JobLog
from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.long_line import LongLine, read_line
from ci_triage.logs.source import open_log_source
from ci_triage.logs.stamps import HEAD_BYTES, StampForm, detect_stamp

MAX_GREP_LINES = 2_000_000
"""Lines one search reads at most per job (chosen: a few seconds on a runner; GitHub caps a job
log at 64 KiB per line and most failing logs are far below a million lines)."""


def primary_log(logs: list[JobLog]) -> JobLog | None:
    """The first job log whose analysis found a failure, else the first log, else ``None``."""
    return next((log for log in logs if log.report.failure_found), logs[0] if logs else None)


@dataclass(frozen=True, slots=True)
class Match:
    """A line that matched a search: the job's name, the 1-based line number, the redacted text."""

    job: str
    line: int
    text: str


class JobLogs:
    """The evidence's downloaded job logs, readable by line number; use as a context manager.

    ``logs`` are the ``Evidence.logs`` (each with the path it was downloaded to and its report);
    ``redactor`` masks every line before it is returned.
    """

    def __init__(self, logs: list[JobLog], redactor: Redactor) -> None:
        self.logs = logs
        self.redactor = redactor
        self._stack = contextlib.ExitStack()
        self._files: dict[int, BinaryIO] = {}
        self._stamps: dict[int, StampForm | None] = {}

    def __enter__(self) -> JobLogs:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Close every opened log (temporary copies of zip members are removed)."""
        self._stack.close()
        self._files.clear()

    def find(self, job: str | None) -> JobLog:
        """The job log named ``job`` (its name, its id, or its zip member); with ``None``, the only
        (or else the first failing) job. Raises ``ToolError`` (``not_found``) naming the jobs."""
        primary = primary_log(self.logs)
        if job is None and primary is not None:
            return primary
        for log in self.logs:
            if job in (log.job.name, str(log.job.id), log.report.member, log.report.job):
                return log
        known = ", ".join(repr(log.job.name) for log in self.logs) or "none were downloaded"
        raise tool_error("not_found", f"no job log {job!r}; job logs: {known}", hint="call list_evidence")

    def lines(self, log: JobLog, start: int, end: int) -> list[tuple[int, str]]:
        """Lines ``start``..``end`` (1-based, inclusive, clipped to the log) as (number, cleaned and
        redacted text)."""
        context = max(1, start - 1)  # the line before: a secret wrapped onto ``start`` is masked too
        numbered = list(self._raw_lines(log, context, end))
        stamp = self._stamp(log)
        texts = redact_lines([clean_read_line(raw, stamp).text for _, raw in numbered], self.redactor)
        return [(n, text) for (n, _), text in zip(numbered, texts, strict=True) if n >= start]

    def line(self, log: JobLog, number: int) -> str | None:
        """The cleaned and redacted text of one line, or ``None`` past the end of the log."""
        found = self.lines(log, number, number)
        return found[0][1] if found else None

    def grep(self, pattern: str, log: JobLog, limit: int) -> tuple[list[Match], bool]:
        """Lines of ``log`` whose redacted text matches ``pattern`` (RE2 syntax, linear time), at most
        ``limit``; returns the matches and whether the search stopped early (``limit`` or
        :data:`MAX_GREP_LINES`). Raises ``ToolError`` (``invalid_pattern``)."""
        try:
            regex = re2.compile(pattern)
        except re2.error as error:
            raise tool_error("invalid_pattern", f"bad regular expression (RE2 syntax): {error}") from error
        found: list[Match] = []
        previous = ""
        stamp = self._stamp(log)
        for number, raw in self._raw_lines(log, 1, MAX_GREP_LINES):
            cleaned = clean_read_line(raw, stamp).text
            if not regex.search(cleaned):
                previous = cleaned
                continue  # cheap test first; a hit is checked again on the redacted text below
            text = redact_lines([previous, cleaned], self.redactor)[1]  # with the line a secret may wrap from
            previous = cleaned
            if regex.search(text):
                found.append(Match(log.job.name, number, text))
                if len(found) >= limit:
                    return found, True
        return found, log.report.total_lines > MAX_GREP_LINES

    def _raw_lines(self, log: JobLog, start: int, end: int) -> Iterator[tuple[int, bytes | LongLine]]:
        """Lines ``start``..``end`` as the analyser's second pass reads them
        (:func:`~ci_triage.logs.long_line.read_line`: raw bytes without ``\\n``, or what is kept of
        a line longer than :data:`~ci_triage.logs.long_line.LINE_BYTES`)."""
        file = self._open(log)
        file.seek(0)
        for number in range(1, end + 1):
            line = read_line(file)
            if line is None:
                return
            if number >= start:
                yield number, line

    def _open(self, log: JobLog) -> BinaryIO:
        key = id(log)
        if key not in self._files:
            try:
                source = self._stack.enter_context(open_log_source(str(log.path)))
            except InputError as error:
                raise tool_error("log_unreadable", str(error)) from error
            wanted = log.report.member
            member = source.member(wanted)
            if member is None:
                raise tool_error("log_unreadable", f"{log.path}: no member {wanted!r} in the downloaded log")
            self._stamps[key] = detect_stamp(member.file.read(HEAD_BYTES))
            member.file.seek(0)
            self._files[key] = member.file
        return self._files[key]

    def _stamp(self, log: JobLog) -> StampForm | None:
        """The wrapper prefix opening the lines of ``log`` (:func:`ci_triage.logs.stamps.detect_stamp`)."""
        self._open(log)
        return self._stamps[id(log)]
