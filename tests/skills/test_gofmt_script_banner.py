"""A CI script's gofmt check is summarised by the file gofmt listed, not by the script's own text.

Trial 44's finding 7: the step ``test -z "$(gofmt -l .)" || { echo "These files are not gofmt-ed:";
gofmt -l .; gofmt -d .; exit 1; }`` was summarised by its own command line, whose echoed message
matched, so the summary quoted the long command twice and named no file. The fixture is real output
of go 1.19.8's gofmt run here by that script (``skills/gofmt/SKILL.md``, "Line forms"), read as a
GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_summary_quotes_the_file_gofmt_listed(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / "gofmt-script-banner.txt").read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output[:-1]))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "formatting"
    quoted = report.summary.split("”: ", 1)[1]
    assert quoted == "sum.go (not formatted)"
    assert report.signals[0].line > 10  # output below the step's script, not its `Run` lines
