"""A ``git diff --exit-code`` after a formatter that rewrote files is that formatter's finding.

Trial 130: ``gofmt -w . && git diff --exit-code`` and ``npx prettier --write . && git diff
--exit-code`` read as lint/format 0.45 by ``git-diff`` (a generated file's diff), with advice about
generators. gofmt and Prettier rewrite the files in place (gofmt prints nothing, Prettier each file
it read), so the diff git prints after them is their change: formatting, the formatter as the tool,
the diff's files at their hunks' lines, and the advice to run it and commit. The fixtures are real
output of go 1.27.3's gofmt, Prettier 3.10.2 and git 2.39.5 run here (``tests/fixtures/s49-gates``).
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

FIXTURES = Path(__file__).parents[1] / "fixtures"


def _triage(
    actions_log: Callable[[str, list[str]], bytes],
    analyser: Analyser,
    tmp_path: Path,
    fixture: Path,
    command: str | None = None,
) -> TriageReport:
    first, *output = fixture.read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command or first.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize(
    ("name", "tool", "places", "advice"),
    [
        ("gofmt-w-git-diff.txt", "gofmt", [("cart/total.go", 4), ("main.go", 6)], "run `gofmt -w .` locally"),
        (
            "prettier-write-git-diff.txt",
            "prettier",
            [("package.json", 1), ("src/cart.js", 1)],
            "run `npx prettier --write .` locally",
        ),
    ],
)
def test_the_diff_after_a_formatter_is_its_change(
    analyser: Analyser,
    actions_log: Callable[[str, list[str]], bytes],
    tmp_path: Path,
    name: str,
    tool: str,
    places: list[tuple[str, int]],
    advice: str,
) -> None:
    report = _triage(actions_log, analyser, tmp_path, FIXTURES / "s49-gates" / name)
    assert report.category == "formatting"
    assert report.tool == tool
    assert report.confidence >= 0.7
    assert [(location.file, location.line) for location in report.locations] == places
    next_step = report.jobs[0].classification.next_step or ""
    assert advice in next_step
    assert next_step.endswith("commit the result.")


def test_a_diff_of_no_go_file_after_gofmt_is_another_commands(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    fixture = Path(__file__).parent / "fixtures" / "go-mod-tidy-git-diff.txt"
    report = _triage(actions_log, analyser, tmp_path, fixture, "gofmt -w . && go mod tidy && git diff --exit-code")
    assert report.category == "lint/format"
    assert report.tool == "git-diff"
