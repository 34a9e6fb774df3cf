"""The ``file(line[,col])`` place many compilers print (the D front end, Free Pascal, csc and mcs,
MSBuild, Nim, MSVC) is read as a location where no skill reads the line: the generic forms of
:func:`ci_triage.logs.extract.locations`. Trial 65 found ``app.d(11)``, ``strutil.pas(18,29)`` and
``Inventory.cs(26,20)`` gave no location at all.

The logs are real output (``tests/skills/fixtures/compilers-beyond-c/``, whose README names each
tool and version), read here by an analyser with no skills: what a repository whose compiler no
skill covers gets.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.skills import SkillSet

FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures" / "compilers-beyond-c"


@pytest.fixture(scope="module")
def bare() -> Analyser:
    return Analyser(SkillSet(()))


def places(analyser: Analyser, path: Path) -> list[str]:
    report = triage_path(path, analyser, DEFAULT_BUDGET)[0]
    return [f"{place.file}:{place.line}:{place.column}" for place in report.jobs[0].locations]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("ldc2.log", ["source/stats.d:8:None", "source/stats.d:13:None"]),  # ldc2 1.30: the line alone
        ("dub-build.log", ["source/stats.d:8:20", "source/stats.d:13:12"]),  # with -vcolumns
        # not the unit's last line, where fpc counts the errors: "mathx.pas(23) Fatal: There were 2 errors …"
        ("fpc.log", ["mathx.pas:17:5", "mathx.pas:19:13"]),
        ("mcs.log", ["src/Cart.cs:16:20", "src/Cart.cs:21:20", "src/Cart.cs:21:24"]),
    ],
)
def test_a_parenthesised_place_before_an_error_is_a_location(bare: Analyser, name: str, expected: list[str]) -> None:
    assert places(bare, FIXTURES / name) == expected


def test_a_call_in_prose_or_code_is_no_place(bare: Analyser, tmp_path: Path) -> None:
    log = tmp_path / "step.log"
    log.write_text(
        "$ ./check.sh\n"
        "error: call retry(3) again, or see README.md(2) for the setup\n"
        "    total = Math.max(1, 2) + parse.int(7) warning\n"
        "error: the check failed\n"
        "exit status 1\n",
        encoding="utf-8",
    )
    assert places(bare, log) == []
