"""A job log of more steps than the first pass keeps (``first_pass.MAX_SECTIONS``): the failed
step keeps its name, number, range and exit code, and the report warns that passing steps were
folded. Logs are built at run time in GitHub's job-log format (``##[group]Run …`` per step, the
runner's ``##[error]Process completed with exit code N.`` ending the failed one)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs import first_pass
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.first_pass import MAX_SECTIONS
from ci_triage.logs.source import LogMember

STAMP = "2026-12-02T10:00:00.0000000Z "


def _job_log(steps: int, failing: int) -> tuple[str, tuple[int, int]]:
    """A job of ``steps`` script steps after the runner's set-up lines, step ``failing`` (1-based)
    failing with exit code 2 and the job ending there; and that step's first and last line."""
    lines = ["Current runner version: '2.321.0'"]
    failed_range = (0, 0)
    for number in range(1, steps + 1):
        start = len(lines) + 1
        lines += [f"##[group]Run ./scripts/stage.sh {number}", "##[endgroup]", f"stage {number} ok"]
        if number == failing:
            lines[-1] = f"stage {number}: error: checksum mismatch for artifact-{number}.tar"
            lines.append("##[error]Process completed with exit code 2.")
            failed_range = (start, len(lines))
            break
    lines += ["Post job cleanup.", "Cleaning up orphan processes"]
    return "".join(STAMP + line + "\n" for line in lines), failed_range


@pytest.mark.parametrize("steps", [MAX_SECTIONS + 1000, 200])
def test_the_failed_step_is_kept_whatever_the_step_count(
    tmp_path: Path, capsys, steps: int, shared_analyser_load
) -> None:
    failing = steps - 10
    text, (start, end) = _job_log(steps, failing)
    log = tmp_path / "build.log"
    log.write_text(text)
    assert main(["triage", str(log), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    step = report["failing_step"]
    assert step["name"] == f"Run ./scripts/stage.sh {failing}"
    assert (step["number"], step["start_line"], step["end_line"]) == (failing + 1, start, end)
    assert step["exit_code"] == 2
    folded = [warning for warning in report["warnings"] if "passing steps were folded" in warning]
    assert len(folded) == (steps > MAX_SECTIONS)


def test_past_the_limit_the_scan_keeps_at_most_the_limit(analyser: Analyser) -> None:
    text, _ = _job_log(MAX_SECTIONS + 1000, MAX_SECTIONS + 990)
    result = analyser.scan(LogMember(name="", file=io.BytesIO(text.encode())))
    assert len(result.sections) == MAX_SECTIONS
    assert result.folded_sections > 0
    assert [section.index for section in result.sections] == list(range(MAX_SECTIONS))


def test_when_every_recent_section_failed_the_last_two_are_folded(
    analyser: Analyser, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Travis runs every command of its ``script`` phase even after one failed: many sections may fail."""
    monkeypatch.setattr(first_pass, "MAX_SECTIONS", 10)
    monkeypatch.setattr(first_pass, "FOLD_LOOKBACK", 3)
    lines = ["Current runner version: '2.321.0'"]
    for number in range(1, 21):
        lines += [
            f"##[group]Run check {number}",
            f"check {number} failed",
            "##[error]Process completed with exit code 1.",
        ]
    text = "".join(STAMP + line + "\n" for line in lines)
    result = analyser.scan(LogMember(name="", file=io.BytesIO(text.encode())))
    assert len(result.sections) == 10
    assert all(section.failed for section in result.sections[1:])
    last = result.sections[-1]
    assert (last.name, last.number, last.start.line, last.end_line) == ("Run check 20", 21, 59, 61)
