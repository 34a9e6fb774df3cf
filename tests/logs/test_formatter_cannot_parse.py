"""A formatter that cannot parse a file: the syntax error is the verdict, the files it would
reformat only a rival (classify.BLOCKED_BY), on real black and ruff format output."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_19 = Path(__file__).parents[1] / "fixtures" / "trial-19"


def _job(name: str) -> JobReport:
    with open_log_source(str(TRIAL_19 / name)) as source:
        return triage_source(source, Analyser.load(), DEFAULT_BUDGET)[0].jobs[0]


@pytest.mark.parametrize("name", ["black-parse.gha.log", "black-parse.plain"])
def test_black_exit_123_is_the_file_it_cannot_parse(name: str) -> None:
    """Black 26.10.1 ``--check`` with two files to reformat and one that does not parse (exit code 123,
    1 is for ``would reformat`` alone): was formatting 0.6 quoting ``would reformat …/a.py``, with the
    ``error: cannot parse`` line (0.9, as strong) as its rival; a formatter cannot fix a file it cannot
    parse, so the parse error is the verdict and the formatting a rival."""
    job = _job(name)
    assert job.classification.category == "compile/build error"
    assert job.headline is not None
    assert "error: cannot parse for target version Python 3.15: " in job.headline
    assert "d.py:1:11" in job.headline
    assert [other.category for other in job.classification.competing][:1] == ["formatting"]


def test_black_parse_error_is_black_own_finding() -> None:
    """Under ``Run black --check src`` the step's tool (black, a formatter) does not disagree with
    the parse error it reported: no ``step tool disagrees`` factor."""
    steps = [step.reason for step in _job("black-parse.gha.log").classification.confidence_steps]
    assert "step tool disagrees" not in steps


def test_ruff_format_invalid_syntax_beside_unformatted_file() -> None:
    """Ruff 0.17.6 ``format --check`` with an unformatted file before one that does not parse
    (exit code 2): was formatting quoting ``unformatted: File would be reformatted``."""
    job = _job("ruff-format-mixed.plain")
    assert job.classification.category == "compile/build error"
    assert job.headline is not None
    assert "invalid-syntax: Expected a parameter" in job.headline
