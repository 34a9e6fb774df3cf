"""go vet's copylocks findings are vet findings, not compile errors that compete with them.

Trial 44's finding 10: in a ``go vet ./...`` step, ``./main.go:17:7: call of show copies lock value:
…`` matched go-build's compile diagnostic, so lint/format was held at 0.6 by "competing evidence".
The fixture is real output of go 1.19.8's vet run here (``skills/go-vet/SKILL.md``, "Line forms"):
each form copylocks prints (call of, assignment, range var, literal), read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def test_every_copylocks_finding_is_a_vet_finding(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / "go-vet-copylocks.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert not [other for other in report.competing if other.signal and other.signal.signal == "go-diagnostic"]
    assert report.confidence >= 0.85
    finding_lines = {int(line.split(":")[1]) for line in output if line.startswith("./main.go:")}
    assert {location.line for location in report.locations} == finding_lines  # one location per file and line
