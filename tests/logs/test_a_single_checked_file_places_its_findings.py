"""A linter run on one file that leaves the file out of its findings: the place is in that file.

Trial 120's finding 7: ``perlcritic --severity 4 app.pl`` (Perl::Critic 1.148, run here; the
fixture is its output) prints ``Code before strictures are enabled at line 2, column 1.  …`` without
the file, which it names only when it checks several; the report had no location although the
step's command names the one file it checked.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.checked_file import checked_file
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "fixtures" / "t120" / "perlcritic-one-file.txt"


def test_perlcritic_on_one_file_places_each_finding_in_it(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = FIXTURE.read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.tool == "perlcritic"
    assert [(location.file, location.line, location.column) for location in report.locations] == [
        ("app.pl", 2, 1),
        ("app.pl", 5, 5),
        ("app.pl", 8, 1),
    ]


@pytest.mark.parametrize(
    ("commands", "file"),
    [
        (["Run perlcritic --severity 4 app.pl"], "app.pl"),
        (["Run perlcritic --profile .perlcriticrc ./bin/app.pl"], "bin/app.pl"),  # a dotfile is its profile
        (["Run cpanm --installdeps . && perlcritic lib/Acme/Cart.pm"], "lib/Acme/Cart.pm"),
        (["Run perlcritic app.pl lib/Acme/Cart.pm"], None),  # two files: perlcritic names each
        (["Run perlcritic lib"], None),  # a folder
        (["Run perlcritic *.pl"], None),  # a glob
        (["Run perltidy app.pl"], None),  # another tool's file
    ],
)
def test_the_checked_file_is_the_one_file_the_command_passes_the_tool(commands: list[str], file: str | None) -> None:
    assert checked_file(commands, "perlcritic") == file
