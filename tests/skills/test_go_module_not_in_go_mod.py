"""An import no module of go.mod provides is dependency resolution, with `go get` as the advice.

Trial 44's finding 4: ``go build`` under ``-mod=readonly`` printed ``main.go:6:2: cannot find module
providing package x: import lookup disabled by -mod=readonly``, read as a compile/build error (0.45,
from the step's tool alone, "Fix the first compiler error shown above"). The fixtures are real output
of go 1.19.8 run here (``skills/go-modules/SKILL.md``, "Line forms"), read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.model import TriageReport

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", ["go-build-mod-readonly.txt", "go-build-no-required-module.txt"])
def test_a_module_go_mod_lacks_is_added_with_go_get(
    name: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()[1:]
    assert report.category == "dependency resolution"
    assert report.signals[0].skill == "go-modules"
    package = output[0].split("package ", 1)[1].split(";")[0].split(":")[0]  # the import path the line names
    assert f"`go get {package}`" in (report.jobs[0].classification.next_step or "")
    assert [(location.file, location.line) for location in report.locations] == [
        ("main.go", int(output[0].split(":")[1]))
    ]
