"""ShellCheck's summary quotes its most severe finding itself, in both output forms.

Trial 44's finding 11: of findings SC2086 (info) ×3, then SC2162 (info) and SC2034 (warning) under
the one ``In scripts/deploy.sh line 11:``, the default form's summary quoted SC2162, the lesser
finding heading the block the warning is in (neither the first nor the most severe), and ``-f gcc``
quoted the first SC2086. A scanner's findings are peers and the most severe leads (``analyse.py``,
``_headline``): both forms now quote SC2034. Real output of ShellCheck 0.9.0 run here on the trial's
script, read as a GitHub Actions step.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("shellcheck-lesser-finding-first.txt", "In scripts/deploy.sh line 11: SC2034 (warning): line appears unused."),
        ("shellcheck-gcc-lesser-finding-first.txt", "scripts/deploy.sh:11:6: warning: line appears unused."),
    ],
)
def test_the_most_severe_finding_is_quoted_not_the_one_above_it(
    name: str, quoted: str, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    command, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(command.removeprefix("$ "), output[:-1]))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.summary.split("”: ", 1)[1].startswith(quoted)
