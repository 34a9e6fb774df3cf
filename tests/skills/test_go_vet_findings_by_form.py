"""Every line of go vet's output is a vet finding in a step that runs go vet, whatever word starts it.

Trial 120's finding 6: go vet prints each analyser's finding as ``file.go:line:col: message`` under
the package's ``# example.com/pkg`` heading, and a message may start with any word: the assign
analyser's ``self-assignment of dst to dst``, bools' ``redundant or: …``, shift's ``b (8 bits) too
small for shift of 9``, ``unreachable code``. Read by a list of words, such a line was go build's
compile error, so a run of them was a compile error and the first was never quoted. The fixture is
real output of go 1.19.8's ``go vet ./...`` run here on a package with those four findings.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURE = Path(__file__).parents[1] / "fixtures" / "t120" / "go-vet-unkeyed.txt"


def test_a_go_vet_step_reads_every_finding_as_vet_s(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = FIXTURE.read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.tool == "go-vet"
    assert "calc/calc.go:7:2: self-assignment of dst to dst" in report.summary
    assert [location.line for location in report.locations] == [7, 15, 24, 19]


def test_go_build_s_compile_errors_stay_compile_errors(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    """The same form printed by ``go build`` (go 1.19.8 here: ``calc/calc.go:13:8: undefined: dsx``) is
    no vet finding: neither the step's command nor a line vet alone prints says go vet ran."""
    log = tmp_path / "job.log"
    log.write_bytes(actions_log("go build ./...", ["# example.com/calc/calc", "calc/calc.go:13:8: undefined: dsx"]))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "compile/build error"
