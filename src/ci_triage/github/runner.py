"""The runner's side channels: step outputs, the job summary, and workflow commands on stdout.

* Outputs go to the file named by ``GITHUB_OUTPUT`` in the multi-line ``name<<DELIMITER`` form,
  with a random delimiter the value cannot contain.
* The job summary is the file named by ``GITHUB_STEP_SUMMARY``. The runner creates it (as its own
  user) and reads it after the step, so it is appended to in place, never replaced: a file renamed
  over it from a container running as root would be unreadable to the runner. What is appended is
  cut so the whole file stays within GitHub's 1 MiB limit.
* Anything echoed from a log or a model is printed between ``::stop-commands::TOKEN`` and
  ``::TOKEN::`` so a line in it cannot act as a workflow command (``::add-mask::``, ``::set-env``…).
* Error annotations (``::error file=…,line=…,title=…::message``) have their properties and message
  escaped as the runner's toolkit does (``%``, ``\\r``, ``\\n``, and ``:``/``,`` in properties).

Reference: GitHub Docs, "Workflow commands for GitHub Actions"; @actions/core ``command.ts``
(``escapeData``/``escapeProperty``).
"""

from __future__ import annotations

import os
import secrets
import sys
import uuid
from typing import TextIO

from ci_triage.base.errors import OutputError

SUMMARY_LIMIT = 1024 * 1024
"""GitHub's limit on one step's job summary: 1 MiB."""


def write_outputs(outputs: dict[str, str], path: str | None = None) -> None:
    """Append ``outputs`` to ``GITHUB_OUTPUT`` (or ``path``); nothing happens outside a runner."""
    target = path if path is not None else os.environ.get("GITHUB_OUTPUT")
    if not target:
        return
    text = "".join(_output_entry(name, value) for name, value in outputs.items())
    try:
        with open(target, "a", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as error:
        raise OutputError(f"{target}: cannot append the outputs: {error.strerror or error}") from None


def write_summary(markdown: str, path: str | None = None) -> bool:
    """Append ``markdown`` to this step's job summary in place (what is already there stays; the
    whole file is kept within :data:`SUMMARY_LIMIT` bytes); False outside a runner. Raises
    :class:`OutputError` when the file cannot be appended to."""
    target = path if path is not None else os.environ.get("GITHUB_STEP_SUMMARY")
    if not target:
        return False
    try:
        with open(target, "a", encoding="utf-8") as file:
            used = file.tell()
            separator = "\n" if used else ""
            file.write(separator + fit_summary(markdown, SUMMARY_LIMIT - used - len(separator)))
    except OSError as error:
        raise OutputError(f"{target}: cannot write the job summary: {error.strerror or error}") from None
    return True


def fit_summary(markdown: str, limit: int = SUMMARY_LIMIT) -> str:
    """``markdown`` cut (with a note) to ``limit`` bytes of UTF-8 (empty when not even the note fits)."""
    encoded = markdown.encode("utf-8")
    if len(encoded) <= limit:
        return markdown
    note = "\n\n… (cut to fit GitHub's 1 MiB job summary limit)\n"
    room = limit - len(note.encode())
    return encoded[:room].decode("utf-8", "ignore") + note if room > 0 else ""


def echo_untrusted(text: str, stream: TextIO | None = None) -> None:
    """Print ``text`` with workflow commands switched off around it (a fresh random token each time)."""
    out = stream or sys.stdout
    token = secrets.token_hex(16)
    out.write(f"::stop-commands::{token}\n{text.rstrip()}\n::{token}::\n")


def error_annotation(
    message: str,
    *,
    file: str | None = None,
    line: int | None = None,
    title: str | None = None,
    level: str = "error",
) -> str:
    """One ``::error`` (or ``level``: ``warning``, ``notice``) workflow command line, escaped."""
    properties = {"file": file, "line": str(line) if line else None, "title": title}
    rendered = ",".join(f"{key}={_escape_property(value)}" for key, value in properties.items() if value)
    data = _escape_data(message)
    return f"::{level} {rendered}::{data}\n" if rendered else f"::{level}::{data}\n"


def mask_value(value: str, stream: TextIO | None = None) -> None:
    """Ask the runner to mask ``value`` in the step log from now on (``::add-mask::``); nothing for
    an empty value. Each line of a multi-line value is masked on its own."""
    out = stream or sys.stdout
    for line in value.splitlines():
        if line.strip():
            out.write(f"::add-mask::{_escape_data(line)}\n")
    out.flush()


def debug_line(message: str, stream: TextIO | None = None) -> None:
    """One ``::debug::`` line (shown when the run has debug logging, ``RUNNER_DEBUG=1``)."""
    (stream or sys.stdout).write(f"::debug::{_escape_data(message)}\n")


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _output_entry(name: str, value: str) -> str:
    delimiter = f"ci_triage_{uuid.uuid4().hex}"
    return f"{name}<<{delimiter}\n{value}\n{delimiter}\n"
