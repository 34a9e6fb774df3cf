"""``ci-triage action``: the entrypoint of the Docker container action (``action.yml``).

Reads its inputs the way the runner passes them to a container action — environment variables
``INPUT_<NAME>`` with the input's name upper-cased and hyphens kept (``INPUT_LOG-PATH``); the
underscore spelling is accepted too — triages the log named by ``log-path`` (relative to
``GITHUB_WORKSPACE``), appends the Markdown report to the job summary (``GITHUB_STEP_SUMMARY``)
and writes the outputs ``category``, ``confidence`` and ``summary`` to ``GITHUB_OUTPUT``.
``mode: dry-run`` prints the report and writes nothing. Fetching logs through the GitHub API and
posting a sticky PR comment are not part of this command yet.

Reference: GitHub Docs, "Metadata syntax for GitHub Actions" (inputs of Docker container
actions) and "Workflow commands" (``GITHUB_OUTPUT``, ``GITHUB_STEP_SUMMARY``).
"""

from __future__ import annotations

import os
import sys
import uuid
from pathlib import Path

from ci_triage.errors import InputError, OutputError

SUMMARY_LIMIT = 1024 * 1024
"""GitHub's limit on one step's job summary: 1 MiB."""


def action_input(name: str, default: str = "") -> str:
    """The value of action input ``name`` from the environment, stripped; ``default`` when unset or empty."""
    for key in (f"INPUT_{name.upper()}", f"INPUT_{name.upper().replace('-', '_')}"):
        value = os.environ.get(key, "").strip()
        if value:
            return value
    return default


def run_action() -> int:
    """Run the action; returns the process exit code (0 unless the input is unusable)."""
    from ci_triage.logs.analyse import DEFAULT_BUDGET, Analyser
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.source import open_log_source
    from ci_triage.render.markdown import render_markdown

    mode = action_input("mode", "summary")
    if mode not in ("summary", "dry-run"):
        raise InputError(f"input mode: expected 'summary' or 'dry-run', got {mode!r}")
    log_path = action_input("log-path")
    if not log_path:
        raise InputError(
            "input log-path: give the path of a job log or run-logs zip in the workspace "
            "(fetching logs through the GitHub API is not available yet)"
        )
    budget_text = action_input("token-budget", str(DEFAULT_BUDGET))
    if not budget_text.isdigit() or int(budget_text) <= 0:
        raise InputError(f"input token-budget: expected a whole number above 0, got {budget_text!r}")
    path = _in_workspace(log_path, Path(os.environ.get("GITHUB_WORKSPACE", ".")))
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, Analyser.load(), int(budget_text))
    markdown = render_markdown(report)
    if mode == "dry-run":
        sys.stdout.write(markdown)
        return 0
    _append(os.environ.get("GITHUB_STEP_SUMMARY"), _fit_summary(markdown))
    outputs = {"category": report.category, "confidence": f"{report.confidence:.2f}", "summary": report.summary}
    _append(os.environ.get("GITHUB_OUTPUT"), "".join(_output_line(k, v) for k, v in outputs.items()))
    print(f"ci-triage: {report.category} (confidence {report.confidence:.2f}): {report.summary}")
    return 0


def _in_workspace(log_path: str, workspace: Path) -> Path:
    """``log_path`` resolved inside ``workspace``; a path that leaves it (``..``, absolute, a symlink
    pointing out) raises :class:`InputError`: the action posts what it reads."""
    root = workspace.resolve()
    path = (root / log_path).resolve()
    if not path.is_relative_to(root):
        raise InputError(f"input log-path: {log_path!r} is outside the workspace ({root}); give a path inside it")
    return path


def _fit_summary(markdown: str) -> str:
    encoded = markdown.encode("utf-8")
    if len(encoded) <= SUMMARY_LIMIT:
        return markdown
    note = "\n\n… (cut to fit GitHub's 1 MiB job summary limit)\n"
    return encoded[: SUMMARY_LIMIT - len(note.encode())].decode("utf-8", "ignore") + note


def _output_line(name: str, value: str) -> str:
    """One ``GITHUB_OUTPUT`` entry in the multi-line form, with a delimiter the value cannot contain."""
    delimiter = f"ci_triage_{uuid.uuid4().hex}"
    return f"{name}<<{delimiter}\n{value}\n{delimiter}\n"


def _append(path: str | None, text: str) -> None:
    if not path:
        return
    try:
        with open(path, "a", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as error:
        raise OutputError(f"{path}: cannot append: {error.strerror or error}") from None
