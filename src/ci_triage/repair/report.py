"""How a fix result reads: the verification transcript as text, and the Markdown for the sticky comment.

* :func:`transcript_text` — one block per run: ``$ command`` with the phase, the exit code and
  seconds, then the output indented (already redacted and trimmed by the runner).
* :func:`suggestion_markdown` — the status line ("verified by a re-run" or "not verified by a
  re-run: …"), the diff summary, the patch in a ```` ```diff ```` fence, and the transcript in a
  ``<details>`` block. Text is redacted again before it is posted.
* :func:`review_suggestion` — a GitHub ```` ```suggestion ```` block for a review comment when the
  patch is one hunk that only replaces lines the pull request itself changed (GitHub applies a
  suggestion to the commented lines of the PR's diff, "Incorporating feedback in your pull request").
"""

from __future__ import annotations

import re
import shlex

from pydantic import BaseModel

from ci_triage.base.redact import composed_redactor
from ci_triage.github.models import ChangedFile
from ci_triage.repair.diff import parse_patch
from ci_triage.repair.result import CommandRun, FixResult

_PHASE = {
    "before": "at the PR head, before the patch",
    "fix": "the skill fixer",
    "apply-check": "the patch applies to the PR head",
    "after": "after the patch",
}


def transcript_text(runs: list[CommandRun]) -> str:
    """The runs as plain text, e.g.::

    $ ruff format --check src/app.py    # at the PR head, before the patch
    exit 1 in 0.02 s
        Would reformat: src/app.py
    """
    blocks = []
    for run in runs:
        outcome = (
            "timed out" if run.timed_out else f"exit {run.exit_code}" if run.exit_code is not None else "did not run"
        )
        lines = [f"$ {shlex.join(run.argv)}    # {_PHASE[run.phase]}", f"{outcome} in {run.duration_s:.2f} s"]
        lines += [f"    {line}" for line in run.output.splitlines()]
        blocks.append("\n".join(lines))
    return "\n".join(blocks)


def _fence(text: str, info: str) -> str:
    """``text`` in a backtick fence longer than any backtick run inside it (CommonMark 4.5)."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{info}\n{text.rstrip(chr(10))}\n{fence}"


def status_line(result: FixResult) -> str:
    """One sentence on what the result is and why."""
    if result.status == "verified":
        command = shlex.join(result.command or [])
        return f"**Candidate fix, verified by a re-run**: `{command}` failed at the PR head and passes with this patch."
    if result.status == "unverified":
        return f"**Candidate fix, not verified**: {result.reason}."
    if result.status == "rejected":
        return f"**No fix proposed**: the candidate patch was refused: {result.reason}."
    return f"**No fix proposed**: {result.reason}."


def suggestion_markdown(result: FixResult) -> str:
    """The Markdown block for the sticky comment (redacted). A rejected patch is not shown as a
    suggestion, only named; a result without a patch is the status line alone."""
    redact = composed_redactor()
    parts = [status_line(result)]
    if result.patch and result.status in ("verified", "unverified"):
        parts.append(f"{result.summary.text()} — from {result.source}.")
        parts.append(_fence(result.patch, "diff"))
    if result.transcript:
        parts.append(
            "<details><summary>Verification transcript</summary>\n\n"
            + _fence(transcript_text(result.transcript), "text")
            + "\n\n</details>"
        )
    return redact("\n\n".join(parts))


class ReviewSuggestion(BaseModel):
    """A review comment that GitHub can apply: ``path``, the PR-head lines ``start_line``..``line``
    (1-based, inclusive, on the RIGHT side) it replaces, and ``body`` with the suggestion fence."""

    path: str
    start_line: int
    line: int
    body: str


def _pr_lines(changed: ChangedFile) -> set[int]:
    """New-side line numbers of the PR's diff for one file (added and context lines)."""
    if not changed.patch:
        return set()
    header = f"--- a/{changed.filename}\n+++ b/{changed.filename}\n"
    lines: set[int] = set()
    for patched in parse_patch(header + changed.patch.rstrip("\n") + "\n"):
        for hunk in patched:
            lines.update(line.target_line_no for line in hunk if line.target_line_no is not None)
    return lines


def review_suggestion(result: FixResult, changed_files: list[ChangedFile]) -> ReviewSuggestion | None:
    """A single-hunk patch as a ```` ```suggestion ```` review comment, or None when it cannot be
    one: more than one file or hunk, a new or deleted file, pure additions (a suggestion replaces
    lines), or replaced lines outside the PR's diff."""
    if not result.patch or result.status != "verified":
        return None
    patched_files = list(parse_patch(result.patch))
    if len(patched_files) != 1 or len(patched_files[0]) != 1:
        return None
    patched = patched_files[0]
    if patched.is_added_file or patched.is_removed_file:
        return None
    hunk = patched[0]
    removed = [line.source_line_no for line in hunk if line.is_removed and line.source_line_no is not None]
    if not removed:
        return None
    first, last = min(removed), max(removed)
    in_pr = next((_pr_lines(f) for f in changed_files if f.filename == patched.path), set())
    if not set(range(first, last + 1)) <= in_pr:
        return None
    lines = list(hunk)
    start = next(i for i, line in enumerate(lines) if line.is_removed)
    end = max(i for i, line in enumerate(lines) if line.is_removed)
    while start > 0 and lines[start - 1].is_added:
        start -= 1
    while end + 1 < len(lines) and lines[end + 1].is_added:
        end += 1
    new_text = [line.value.rstrip("\n") for line in lines[start : end + 1] if not line.is_removed]
    body = composed_redactor()(_fence("\n".join(new_text), "suggestion"))
    return ReviewSuggestion(path=patched.path, start_line=first, line=last, body=body)
