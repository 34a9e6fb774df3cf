"""Fixtures of the skill tests: a log's report from its text."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source


@pytest.fixture
def triage_text(tmp_path: Path, analyser: Analyser) -> Callable[[str], TriageReport]:
    """The report of a log's text (as GitHub Actions writes it, or a plain one: ``$ command``,
    output, ``exit status N``), written to a file and triaged as the CLI reads one."""

    def triage(text: str) -> TriageReport:
        path = tmp_path / "job.log"
        path.write_text(text, encoding="utf-8")
        with open_log_source(str(path)) as source:
            report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
        return report

    return triage


@pytest.fixture
def triage_step_fixture(
    tmp_path: Path, analyser: Analyser, actions_log: Callable[[str, list[str]], bytes]
) -> Callable[[str | Path], TriageReport]:
    """The report of the fixture ``tests/skills/fixtures/NAME`` (or of an absolute path: a ``$ command``
    line, then the tool's output) read as the failing ``run:`` step of a GitHub Actions job log
    (``actions_log``)."""

    def triage(name: str | Path) -> TriageReport:
        command, *output = (Path(__file__).parent / "fixtures" / name).read_text(encoding="utf-8").splitlines()
        path = tmp_path / "job.log"
        path.write_bytes(actions_log(command.removeprefix("$ "), output))
        with open_log_source(str(path)) as source:
            report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
        return report

    return triage
