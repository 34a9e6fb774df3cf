"""A `git diff --exit-code` after a generator: its first change quoted at its line, the generator named.

Trial 59's finding 3: ``go mod tidy`` then ``git diff --exit-code`` was summarised by the diff's
``diff --git a/go.mod b/go.mod`` header, located at ``go.mod:2`` (the hunk's first line of context)
while the line ``go mod tidy`` removed, ``-require example.com/golib v0.0.0``, is ``go.mod:5``, and the
advice spoke of generators in general though the step had run ``go mod tidy``. The fixture is real
output of go 1.19.8 and git 2.39 (Debian's, run here), read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_first_change_is_quoted_at_its_line_and_the_generator_is_named(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / "go-mod-tidy-git-diff.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.summary.endswith(": go.mod:5: -require example.com/golib v0.0.0")
    assert [(location.file, location.line) for location in report.locations] == [("go.mod", 5)]
    advice = report.jobs[0].classification.next_step or ""
    assert advice.startswith("The step ran `go mod tidy` before the check: run `go mod tidy` locally and commit")


def test_a_hunk_cut_short_is_located_at_its_first_line(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    _command, *output = (FIXTURES / "go-mod-tidy-git-diff.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log("git diff --exit-code", output[:7]))  # the log ends in the hunk's context
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert [(location.file, location.line) for location in report.locations] == [("go.mod", 2)]
    assert "diff --git a/go.mod b/go.mod" in report.summary
    assert "The step ran" not in (report.jobs[0].classification.next_step or "")
