"""A tool's own success line is no error: esbuild's ``⚡ Done in 2ms`` before a later command of the
step failed silently (a user trial's ``esbuild … && test -f dist/bundle.js``) is neither quoted nor
makes esbuild the failing tool. Fixture: esbuild 0.28.2 run here
(tests/skills/fixtures/esbuild-done-then-check-fails.txt), also wrapped as the runner prints a step.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURE = Path(__file__).parents[1] / "skills" / "fixtures" / "esbuild-done-then-check-fails.txt"


def test_esbuilds_done_line_is_not_the_failure(analyser: Analyser, tmp_path: Path) -> None:
    command, *output, _exit = FIXTURE.read_text(encoding="utf-8").splitlines()
    lines = [
        f"##[group]Run {command.removeprefix('$ ')}",
        "shell: /usr/bin/bash -e {0}",
        "##[endgroup]",
        *output,
        "##[error]Process completed with exit code 1.",
    ]
    log = tmp_path / "job.log"
    log.write_text("".join(f"2026-12-02T10:00:0{i % 10}.1234567Z {line}\n" for i, line in enumerate(lines)))
    for path in (FIXTURE, log):
        report, _ = triage_path(path, analyser, 2000)
        assert report.summary is not None
        assert "Done in" not in report.summary, report.summary
        assert report.jobs[0].classification.category == "unknown"
        assert report.tool is None
