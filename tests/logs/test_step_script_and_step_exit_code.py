"""The script a CI system wrote for a step is no location, and a plain log's exit code is the one
its cited evidence shows (trial-q, finding 12).

bash names the script it runs in its own errors (``/home/runner/work/_temp/<uuid>.sh: line 1:
./gradlew: Permission denied``): on the GitHub runner that is the step's ``run:`` text saved to the
runner's ``_temp`` folder, not a file of the project, as the runner's other paths are not. A
project's own script (``./ci/build.sh: line 2:``) stays a location.

A plain log's last exit line is the logged command's; an earlier one is a tool's inside it: nox
prints ``Command … failed with exit code 3`` and exits 1, and the report cited ``exit status 1``
while it gave exit code 3.

Fixtures (``tests/fixtures/trial-q/``): the trial's ``exec-perm.log`` (and ``.gha.log``) and
``nox-fail.log``; real output made here 2026-12-02: ``bash-5.2-runner-temp-script.log`` (GNU bash
5.2.15 ``bash -e <folder>/_temp/<uuid>.sh`` whose second line runs a script without its execute
bit; the folder, made under ``/tmp``, renamed ``/home/runner/work`` as on the runner) and
``nox-2026.10.20-typecheck.log`` (nox 2026.10.20, a session whose command exits 2).
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.source import LogMember

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-q"


@pytest.mark.parametrize("name", ["exec-perm.log", "exec-perm.gha.log", "bash-5.2-runner-temp-script.log"])
def test_the_steps_own_script_is_no_location(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    assert report.category == "configuration"
    assert [location.file for location in report.locations if location.file.endswith(".sh")] == []


def test_a_projects_own_script_stays_a_location(analyser: Analyser) -> None:
    *lines, _exit = (TRIAL / "bash-5.2-runner-temp-script.log").read_text().splitlines()
    text = "\n".join([*lines, "exit status 126", ""]).replace(
        "/home/runner/work/_temp/8d0c2b7e-5f1a-4c3e-9b2d-1e6f0a4d7c93.sh", "./ci/build.sh"
    )
    report = analyser.analyse(LogMember(name="", file=io.BytesIO(text.encode())), budget=2000).report
    assert [(location.file, location.line) for location in report.locations] == [("./ci/build.sh", 2)]


@pytest.mark.parametrize(("name", "inner"), [("nox-fail.log", 3), ("nox-2026.10.20-typecheck.log", 2)])
def test_the_exit_code_is_the_one_the_evidence_shows(analyser: Analyser, name: str, inner: int) -> None:
    report, _ = triage_path(TRIAL / name, analyser, 2000)
    step = report.failing_step
    assert step is not None
    assert f"failed with exit code {inner}" in (TRIAL / name).read_text()
    assert (step.evidence, step.exit_code, report.exit_code) == ("exit status 1", 1, 1)
