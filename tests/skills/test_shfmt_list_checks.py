"""``shfmt -l`` in a shell test: the files it lists are the findings, and a silent check names shfmt's own commands.

``shfmt -l`` lists the files it would change and exits 0, so CI scripts test its output (``test -z
"$(shfmt -l .)"``, ``[ -z "$(shfmt -l .)" ]``), as they do gofmt's. Before, such a step was formatting
at 0.45 with "Run the project's formatter locally": the listed file was no finding of shfmt and the
advice named no command. The fixtures are shfmt 3.6.0's real output (``tests/fixtures/s50-chains``).
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

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s50-chains"


def _triage(
    actions_log: Callable[[str, list[str]], bytes], analyser: Analyser, tmp_path: Path, name: str
) -> TriageReport:
    first, *output = (FIXTURES / name).read_text(encoding="utf-8").splitlines()
    log = tmp_path / "job.log"
    log.write_bytes(actions_log(first.removeprefix("$ "), output))
    with open_log_source(str(log)) as source:
        report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize("name", ["shfmt-l-test-z-tee.txt", "shfmt-l-bracket-list.txt"])
def test_a_file_shfmt_l_listed_is_the_finding(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path, name: str
) -> None:
    report = _triage(actions_log, analyser, tmp_path, name)
    assert (report.category, report.tool) == ("formatting", "shfmt")
    assert report.confidence >= 0.7
    assert [location.file for location in report.locations] == ["scripts/deploy.sh"]
    assert "shfmt -w" in (report.jobs[0].classification.next_step or "")


def test_a_silent_shfmt_l_check_is_advised_to_list_the_files(
    analyser: Analyser, actions_log: Callable[[str, list[str]], bytes], tmp_path: Path
) -> None:
    report = _triage(actions_log, analyser, tmp_path, "shfmt-l-test-z-silent.txt")
    assert (report.category, report.tool) == ("formatting", "shfmt")
    next_step = report.jobs[0].classification.next_step or ""
    assert "shfmt -l ." in next_step
    assert "shfmt -w" in next_step
