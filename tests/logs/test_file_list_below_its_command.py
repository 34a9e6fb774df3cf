"""A bare file name is a finding only below the command that lists findings so (``gofmt -l``).

``gofmt -l .`` prints the unformatted files, one bare path a line, and exits 0; the script around
it fails the step. A signal of such a line counts ``after`` its command (the gofmt skill's
``listed-file`` after ``list-command``), and that context holds when a plain log without an exit
marker is judged from its lines too: below ``$ gofmt -l .`` the list fails the log (confidence ×
0.75, "no exit marker"), and the same names alone prove nothing. Outside its context a bare
name keeps no weight for the excerpt either: it holds no failure word
(:func:`ci_triage.logs.signal_context.drop_out_of_context`). Output: gofmt of Go 1.19 run here
(tests/skills/fixtures/gofmt-list.txt).
"""

from __future__ import annotations

import io
from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import build_lines
from ci_triage.logs.model import JobReport
from ci_triage.logs.signal_context import drop_out_of_context
from ci_triage.logs.source import LogMember

FIXTURE = Path(__file__).parents[1] / "skills" / "fixtures" / "gofmt-list.txt"


def _plain(analyser: Analyser, lines: list[str]) -> JobReport:
    data = "".join(f"{line}\n" for line in lines).encode()
    return analyser.analyse(LogMember(name="", file=io.BytesIO(data)), budget=2000).report


def test_gofmt_list_below_its_command_fails_a_plain_log(analyser: Analyser) -> None:
    report = _plain(analyser, FIXTURE.read_text().splitlines())
    assert report.failure_found
    assert report.classification.category == "formatting"
    assert report.classification.confidence <= 0.8 * 0.75
    assert [location.file for location in report.locations] == ["calc/ugly.go", "main.go"]


def test_the_same_names_alone_are_no_failure(analyser: Analyser) -> None:
    command, *names = FIXTURE.read_text().splitlines()
    assert command.startswith("$ gofmt -l")
    assert _plain(analyser, names).failure_found is False


def test_a_bare_name_out_of_context_keeps_no_weight(analyser: Analyser) -> None:
    raw = {1: b"$ go build ./...", 2: b"main.go", 3: b"make: *** [build] Error 1"}
    lines = build_lines(raw, analyser.signals, dict.fromkeys(raw, 0))
    drop_out_of_context(lines)
    assert lines[2].matches == []
    assert lines[2].unplaced_weight == 0
