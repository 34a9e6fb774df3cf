"""The exception hierarchy and the documented exit codes of the command line.

Every error a user can cause (a missing path, a binary file, a zip bomb, an unwritable output)
is a :class:`TriageError` with one clear message and an exit code from :class:`ExitCode`; the
command line prints the message on one line and exits with the code, never with a traceback.
:class:`EffectBlocked` is no user error: a source or writer of the triage loop raises it when it may
not proceed, and the loop turns it into a handoff.
"""

from __future__ import annotations

from enum import IntEnum


class ExitCode(IntEnum):
    """Exit codes of ``ci-triage``; documented in README.md ("Exit codes")."""

    OK = 0
    """The command did its job. "No failure found" in a log is an answer, so it exits 0 too."""
    USAGE = 2
    """Bad flags or arguments (argparse's own convention)."""
    INPUT = 3
    """The input cannot be read as a CI log: missing, empty, binary, too large, unsafe archive."""
    OUTPUT = 4
    """An output (trace file, report file) could not be written."""
    HANDOFF = 5
    """ci-triage handed off to a human (a permission, input or evidence was missing) and
    ``fail-on-error`` / ``--fail-on-handoff`` asked for a failing exit; otherwise a handoff exits 0."""
    REPLAY_DIVERGED = 6
    """``ci-triage replay``: re-running the recorded decisions gave different ones."""
    MISSING_EXTRA = 7
    """A configured feature needs an optional extra that is not installed (a model provider needs
    ``ci-triage[model]``, MCP servers need ``ci-triage[mcp]``); the message names the extra."""
    INTERNAL = 70
    """A bug in ci-triage (``EX_SOFTWARE`` from sysexits.h); the message asks for a report."""


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived (``timeout``, ``docker stop``, the runner cancelling a job): raised in the main
    thread by :func:`ci_triage.commands.cli.main`'s handler, so whatever Ctrl-C cleans up (a temporary
    file beside the trace or report) is cleaned up too; the command exits 143 (128 + 15)."""


class TriageError(Exception):
    """Base of every error ci-triage reports to a user instead of crashing."""

    exit_code: ExitCode = ExitCode.INTERNAL


class UsageError(TriageError):
    """Flags that do not go together (checked after parsing); the message names them."""

    exit_code = ExitCode.USAGE


class InputError(TriageError):
    """The input (log file, archive, JUnit file, stdin) cannot be used; the message says why."""

    exit_code = ExitCode.INPUT


class OutputError(TriageError):
    """An output file (report, trace) cannot be written; the message names it and the cause."""

    exit_code = ExitCode.OUTPUT


class MissingExtraError(TriageError):
    """A configured feature needs an optional dependency group (``pip install 'ci-triage[EXTRA]'``)."""

    exit_code = ExitCode.MISSING_EXTRA


class EffectBlocked(Exception):
    """Raised by a source or writer when it may not proceed: ``reason`` (what happened, e.g. GitHub's
    answer), ``missing`` (the permission or input), ``fix`` (the exact change that gives it)."""

    def __init__(self, reason: str, *, missing: str | None = None, fix: str | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.missing = missing
        self.fix = fix


class NothingFailed(Exception):
    """Raised by an evidence source when the run did not fail (``reason`` says how it is known):
    there is nothing to triage, which is no trouble at all; the loop ends quietly."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
