"""Whether the failing command's run here reproduced the failure the log shows.

A re-run that fails is not yet the CI's failure: a linter of another version, or a config the
runner reads differently, fails on other findings (trial 39: ruff 0.8.0 here, 0.17.6 in the log;
its fix passed here and left CI red). The log's source locations are what both runs must name: a
location the log's failing step reports that the run here does not print was not reproduced, and a
patch that makes the run here pass is not verified against it.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from ci_triage.base.text import and_more
from ci_triage.evidence.model import Evidence
from ci_triage.repair.result import CommandRun

OMITTED = "characters omitted] ..."
"""What :func:`~ci_triage.agent.tools.terminal.cap_output` writes where it cut a run's output: a
location may be in the part left out, so nothing is judged missing."""
MAX_NAMED = 3
"""Locations a reason names; the rest are counted."""


def unreproduced_locations(evidence: Evidence, before: CommandRun) -> list[str]:
    """The failing logs' source locations (``file:line``, in log order, each once) that the run
    ``before`` at the PR head does not print; ``[]`` when it prints them all, when the logs name no
    location with a line, or when its output was cut (:data:`OMITTED`).

    A location counts as printed when its file's name (the last part of its path: the run here
    prints paths of its own folder, the log those of the runner's) and its line appear together in
    one of the forms tools print them: ``name:LINE`` (gcc, ruff, mypy, eslint, pytest), ``name",
    line LINE`` (a Python traceback), ``name(LINE,`` or ``name(LINE)`` (tsc, MSBuild), ``name:[LINE,``
    (javac through Maven)."""
    output = before.output
    if OMITTED in output:
        return []
    missing: list[str] = []
    for log in evidence.logs:
        for location in log.report.locations:
            if location.line is None:
                continue
            shown = f"{location.file}:{location.line}"
            if shown not in missing and not _printed(output, location.file, location.line):
                missing.append(shown)
    return missing


def describe(missing: list[str], before: CommandRun) -> str:
    """Why a patch is not verified when the run ``before`` did not print the log's ``missing``
    locations (non-empty): one clause, naming at most :data:`MAX_NAMED` of them."""
    named = ", ".join(missing[:MAX_NAMED]) + and_more(len(missing), MAX_NAMED)
    program = before.argv[0] if before.argv else "the command"
    return (
        f"the run here failed on other findings than the log's ({named} not reported), so the CI failure "
        f"did not reproduce ({program} here may be another version than CI's, or configured otherwise)"
    )


def _printed(output: str, file: str, line: int) -> bool:
    name = PurePosixPath(file.replace("\\", "/")).name
    for form in (f"{name}:{line}", f'{name}", line {line}', f"{name}({line},", f"{name}({line})", f"{name}:[{line},"):
        start = output.find(form)
        while start != -1:
            end = start + len(form)
            if not (form[-1].isdigit() and end < len(output) and output[end].isdigit()):
                return True
            start = output.find(form, start + 1)
    return False
