"""Go's module errors printed at an import's position are dependency resolution, not the code's.

Trial 124's finding 1: go.mod's ``replace x => ../notthere`` over a folder the checkout lacks gave
``main.go:3:8: x@v1.2.3: replacement directory ../notthere does not exist``, read as a compile/build
error at 0.85 from the ``file:line:col:`` prefix every go diagnostic shares. The fixtures are real
output of go 1.19.8 run here (``skills/go-modules/SKILL.md``, "Line forms"), read as a GitHub
Actions step; a compile error of a module with a ``replace`` stays a compile error.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ci_triage.logs.model import TriageReport


@pytest.mark.parametrize(
    ("name", "advice"),
    [
        ("go-build-replacement-directory-missing.txt", "`replace` line for example.com/gone"),
        ("go-build-replaced-go-mod-missing.txt", "`replace` line for example.com/gone"),
        ("go-build-module-lacks-package.txt", "the import example.com/lib/sub belongs to"),
    ],
)
def test_a_module_error_at_an_import_is_dependency_resolution(
    name: str, advice: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    assert report.category == "dependency resolution"
    assert {match.skill for match in report.signals if match.category == "compile/build error"} <= {"tool-catalogue"}
    assert advice in (report.jobs[0].classification.next_step or "")
    assert report.locations[0].file == "main.go"


def test_a_compile_error_beside_a_replace_stays_a_compile_error(
    triage_step_fixture: Callable[[str], TriageReport],
) -> None:
    report = triage_step_fixture("go-build-undefined-beside-replace.txt")
    assert report.category == "compile/build error"
    assert report.signals[0].skill == "go-build"
    assert "undefined: undefinedHelper" in (report.summary or "")
