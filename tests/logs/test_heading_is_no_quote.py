"""A heading underlined below it titles what follows: a summary quotes the error under it.

Real output: Sphinx 9.0.4's crash report when ``sphinx-build`` runs where no ``conf.py`` is (a
user trial's ``wf-sphinx-wrongdir.plain.log``): ``Versions``, ``Last Messages``, ``Loaded
Extensions`` and ``Traceback``, each over ``=====``, then the indented
``sphinx.errors.ConfigError: ...``. The plain log quoted ``Traceback``; the GitHub log of the same
run quoted the ``ConfigError`` line.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.localise import LogLine
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.unknown import underlined_heading

LOG = Path(__file__).parents[1] / "fixtures" / "trial-x" / "wf-sphinx-wrongdir.plain.log"


def test_sphinx_crash_report_quotes_its_error(analyser: Analyser) -> None:
    with open_log_source(str(LOG)) as source:
        report, _ = triage_source(source, analyser, 2000)
    assert "sphinx.errors.ConfigError: config directory doesn't contain a conf.py file" in report.summary
    assert "Traceback" not in report.summary


def _lines(*texts: str) -> dict[int, LogLine]:
    return {n: LogLine(number=n, text=text, marker="", matches=[], section=0) for n, text in enumerate(texts, 1)}


def test_only_an_underline_as_long_as_the_text_makes_a_heading() -> None:
    lines = _lines("Traceback", "=========", "error: x", "---", "", "---")
    assert underlined_heading(lines, 1)
    assert not underlined_heading(lines, 2)  # the underline itself
    assert not underlined_heading(lines, 3)  # a shorter rule below a longer line: a separator
    assert not underlined_heading(lines, 5)  # a blank line over a rule
