"""PowerShell's error records (trial 57 #2): the record's message is the headline, never its
position line (`Get-ChildItem: D:\\a\\_temp\\<guid>.ps1:2`, the runner's copy of the `run:` script);
a missing path is the missing-path family's configuration (as `cp: cannot stat`), a command not
found the shell-script family's (as `command not found`), any other record a runtime error.

No PowerShell can run here: the fixtures (tests/fixtures/powershell, README there) are records in
the forms Microsoft documents and users pasted from PowerShell 7 and Windows PowerShell 5.1 in
public issues, wrapped as the Windows runner serves a job log.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.report import triage_path
from ci_triage.logs.skills import load_skills
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures"
POWERSHELL = FIXTURES / "powershell"


def advice(skill: str, signal: str) -> str:
    """The GitHub Actions next step of a bundled skill's signal (the bash family's advice, reused)."""
    [found] = [s for s in load_skills().skills if s.name == skill]
    [read] = [s for s in found.signals if s.id == signal]
    return read.next_step_by_format.get("github-actions") or read.next_step or ""


@pytest.mark.parametrize(
    ("name", "category", "headline", "advised_by"),
    [
        (
            "pwsh7-path-not-found.gha.log",
            "configuration",
            "Cannot find path 'D:\\a\\shop\\shop\\dist' because it does not exist.",
            ("missing-path", "no-such-path"),
        ),
        (
            "powershell51-path-not-found.gha.log",
            "configuration",
            "Set-Location : Cannot find path 'D:\\a\\shop\\shop\\build\\output' because it does not exist.",
            ("missing-path", "no-such-path"),
        ),
        (
            "pwsh7-command-not-found.gha.log",
            "configuration",
            "'./build/tools/Publish-Documentation.ps1' is not recognized as a name of a cmdlet, function, script file, "
            "or executable program. Check the spelling of the name, or if a path was included, verify that the path "
            "is correct and try again.",
            ("shell-script", "command-not-found"),
        ),
        (
            "powershell51-command-not-found.gha.log",
            "configuration",
            "nuget : The term 'nuget' is not recognized as the name of a cmdlet, function, script file, or operable "
            "program. Check the spelling of the name, or if a path was included, verify that the path is correct and "
            "try again.",
            ("shell-script", "command-not-found"),
        ),
        ("pwsh7-throw.gha.log", "runtime error", "CHANGELOG.md has no entry for 2.1.0", None),
        ("powershell51-throw.gha.log", "runtime error", "Release 2.1.0 has no changelog", None),
    ],
)
def test_a_powershell_record_is_read_by_its_message(
    name: str, category: str, headline: str, advised_by: tuple[str, str] | None
) -> None:
    report = triage_path(POWERSHELL / name, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == category
    assert report.jobs[0].headline.strip() == headline, "the message, not the record's position line"
    assert not [loc for loc in report.locations if "_temp" in loc.file], "the runner's script is no location"
    if advised_by is not None:
        assert next_step(report) == advice(*advised_by)
    else:
        assert "PowerShell error record" in next_step(report)


def test_trial_57_a_tool_named_later_in_the_script_does_not_decide() -> None:
    """`Get-ChildItem dist | ForEach-Object { twine check … }`: twine never ran, the missing folder
    decides (it was lint/format 0.45, twine's, quoting the position line)."""
    report = triage_path(POWERSHELL / "pwsh7-path-not-found.gha.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.confidence >= 0.5


def test_a_write_error_after_a_tools_own_errors_leaves_them_the_verdict() -> None:
    """`if ($LASTEXITCODE -ne 0) { Write-Error "mypy failed …" }` after mypy's findings (trial 57's log
    09): the record summarises them, mypy's errors decide and stay the headline."""
    log = POWERSHELL / "pwsh7-write-error-after-mypy.gha.log"
    report = triage_path(log, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "type check"
    assert report.confidence >= 0.8
    assert report.jobs[0].headline.startswith("src\\shop\\cart.py:13: error: Missing return statement")
    assert not [loc for loc in report.locations if "_temp" in loc.file]


@pytest.mark.parametrize(
    ("text", "left"),
    [
        (
            "     | Cannot find path 'D:\\a\\app\\dist' because it does not exist.",
            "Cannot find path 'D:\\a\\app\\dist'",
        ),
        ("      | CHANGELOG.md has no entry for 2.1.0", "CHANGELOG.md has no entry for 2.1.0"),
        ("    + FullyQualifiedErrorId : Release 2.1.0 has no changelog", "Release 2.1.0 has no changelog"),
        # rustc's labels under its gutter (trybuild's expected output in a tokio log) keep their marker
        ("       | ^^^^^^^^^^^^^^ expected `()`, found `Result<(), _>`", "       | ^^^^^^^^^^^^^^ expected"),
        ("       | -------------- this function should return `Result`", "       | --------------"),
        ("     |  ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~", "     |  ~~~~"),
    ],
)
def test_powershell_s_gutter_and_id_field_are_layout_and_a_compiler_s_label_is_not(text: str, left: str) -> None:
    assert without_layout_prefix(text).startswith(left)
