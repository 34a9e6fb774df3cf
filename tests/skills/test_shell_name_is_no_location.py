"""The shell's own name before ``line N:`` is no file of the repository.

bash prefixes its errors with ``$0``: the script's path when it runs a file (``build.sh: line 2:``),
its own name when it runs a string, as a ``run:`` step's ``bash -c`` does (``bash: line 1:``).
``tests/fixtures/trial-20/perm.gha.log`` (a user trial; bash 5.2.15, a script without its execute
bit, exit 126): before, the location ``bash:1``; after, none.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TESTS = Path(__file__).parents[1]


def _triage(path: Path):
    with open_log_source(str(path)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def test_bash_running_a_string_names_no_file() -> None:
    report = _triage(TESTS / "fixtures" / "trial-20" / "perm.gha.log")
    assert report.category == "configuration"
    assert "./deploy.sh: Permission denied" in report.summary
    assert report.locations == []


def test_bash_running_a_script_names_the_script() -> None:
    report = _triage(TESTS / "skills" / "fixtures" / "bash-cd-missing.txt")
    assert [(location.file, location.line) for location in report.locations] == [("build.sh", 2)]
