"""Go's module errors printed at an import's position are dependency resolution, not the code's.

Trial 124's finding 1: go.mod's ``replace x => ../notthere`` over a folder the checkout lacks gave
``main.go:3:8: x@v1.2.3: replacement directory ../notthere does not exist``, read as a compile/build
error at 0.85 from the ``file:line:col:`` prefix every go diagnostic shares. The fixtures are real
output of go 1.19.8 run here (``skills/go-modules/SKILL.md``, "Line forms"), read as a GitHub
Actions step; a compile error of a module with a ``replace`` stays a compile error.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def _triage_step(
    name: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> TriageReport:
    """The report of fixture ``name`` (its ``$ command`` line, then the output) read as a failing step."""
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        return triage_source(source, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize(
    ("name", "advice"),
    [
        ("go-build-replacement-directory-missing.txt", "`replace` line for example.com/gone"),
        ("go-build-replaced-go-mod-missing.txt", "`replace` line for example.com/gone"),
        ("go-build-module-lacks-package.txt", "the import example.com/lib/sub belongs to"),
    ],
)
def test_a_module_error_at_an_import_is_dependency_resolution(
    name: str, advice: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    report = _triage_step(name, analyser, actions_log, tmp_path)
    assert report.category == "dependency resolution"
    assert {match.skill for match in report.signals if match.category == "compile/build error"} <= {"tool-catalogue"}
    assert advice in (report.jobs[0].classification.next_step or "")
    assert report.locations[0].file == "main.go"


def test_a_compile_error_beside_a_replace_stays_a_compile_error(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    report = _triage_step("go-build-undefined-beside-replace.txt", analyser, actions_log, tmp_path)
    assert report.category == "compile/build error"
    assert report.signals[0].skill == "go-build"
    assert "undefined: undefinedHelper" in (report.summary or "")
