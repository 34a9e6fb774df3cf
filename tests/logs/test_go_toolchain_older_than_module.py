"""Go's own `note: module requires Go 1.21` under a compile error (a go1.19 toolchain building a
module whose go.mod asks for 1.21) is named in the advice: the error may be a feature that
toolchain lacks (trial 77 #9).

Fixture: tests/fixtures/t77/gobuild_gha.log, trial 77's real go1.19 `go test ./...` (README there).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURE = Path(__file__).parents[1] / "fixtures" / "t77" / "gobuild_gha.log"


def test_gos_module_version_note_is_named_in_the_advice(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "compile/build error"
    assert "parse.go:5:58: cannot use 1" in report["summary"]
    assert report["next_step"].startswith("Go's own note under the compile error says the module requires Go 1.21")
    assert "`go-version-file: go.mod`" in report["next_step"]
    assert "example.com/gop/internal/store (test failure: --- FAIL: TestX" in report["next_step"]
