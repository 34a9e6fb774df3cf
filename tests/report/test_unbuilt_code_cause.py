"""A test failure beside code that did not build names why it did not build when the compiler's own
line says so (trial 99 #3): go's ``note: module requires Go 1.21`` under the package's errors is the
cause, a toolchain older than go.mod asks for. Real output: go 1.19.8's ``go test ./...``
(``tests/fixtures/s36-paths/README.md``)."""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

S36 = Path(__file__).parents[1] / "fixtures" / "s36-paths"


def test_the_compilers_note_on_why_code_did_not_build_is_the_advice_about_it(analyser: Analyser) -> None:
    report, _ = triage_path(S36 / "go-test-module-requires-newer-go.log", analyser, 2000)
    assert report.category == "test failure"

    advice = next_step(report)

    assert advice.startswith("Run the failed tests locally (TestTotal)")
    assert (
        "The same step also failed to compile (price/price.go:3:40: undefined: max), so the tests of that code did"
        " not run; the compiler's own line there gives the cause: Go's own note under the compile error says the"
        " module requires Go 1.21" in advice
    )
    assert "`go-version-file: go.mod`" in advice
    assert "fix the compile error too" not in advice  # the generic words give way to the cause
