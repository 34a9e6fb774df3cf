"""Whether the failing command's run here reproduced the failure the log shows.

A re-run that fails is not yet the CI's failure: a linter of another version, or a config the
runner reads differently, fails on other findings (trial 39: ruff 0.8.0 here, 0.17.6 in the log;
its fix passed here and left CI red). The log's source locations are what both runs must name: a
location the log's failing step reports that the run here does not print was not reproduced, and a
patch that makes the run here pass is not verified against it. A run that failed for another kind
of reason than the log's verdict, as the skills read its output (a lock refresh whose index
refused the certificate here, trial 86: ``invalid peer certificate: UnknownIssuer``, a
configuration failure, under a stale lock file's dependency resolution), did not reproduce it either
(:func:`other_failure`), whatever locations the log names.
"""

from __future__ import annotations

import io
from pathlib import PurePosixPath

from ci_triage.base.text import and_more
from ci_triage.evidence.model import Evidence
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.skills import SkillSet
from ci_triage.logs.source import LogMember
from ci_triage.logs.taxonomy import Category
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


ENVIRONMENT_CATEGORIES = frozenset({"infrastructure/network/flaky", "configuration", "permission/auth"})
"""Categories whose failure in the run here says this machine could not do what the runner did (an
index or a registry unreachable, a certificate or a login refused, a tool or a setting missing),
rather than that the check found something else (a formatter's finding under a lint verdict)."""
OUTPUT_BUDGET = 500
"""Tokens of excerpt the analysis of a run's output is given: only its verdict is read."""


def other_failure(before: CommandRun, category: Category, skills: SkillSet) -> str | None:
    """Why the run ``before`` at the PR head did not reproduce a failure of ``category`` (the log's
    verdict), when its output, analysed as a log with ``skills``, shows this machine's own failure:
    a verdict of an :data:`ENVIRONMENT_CATEGORIES` category other than ``category``; one clause naming
    that category and the line it quotes. ``None`` otherwise (the log's kind of failure, another
    finding of the check, or nothing the skills read: nothing is judged)."""
    member = LogMember(name=" ".join(before.argv), file=io.BytesIO(before.output.encode("utf-8")))
    report = Analyser(skills).analyse(member, OUTPUT_BUDGET).report
    found = report.classification.category
    if found == category or found not in ENVIRONMENT_CATEGORIES:
        return None
    program = before.argv[0] if before.argv else "the command"
    quoted = f": `{report.headline}`" if report.headline else ""
    return (
        f"the run here failed for another reason than the log's ({found}{quoted}), so the CI failure did "
        f"not reproduce ({program} here may lack the runner's network settings, certificates or services)"
    )


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
