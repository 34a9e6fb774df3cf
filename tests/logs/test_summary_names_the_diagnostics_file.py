"""A summary that quotes a diagnostic names the file it is about, ``file:line:col: message``, when
the quoted line does not: linters and formatters that print the file on a line of its own.

Real output (tests/fixtures/trial-19/README.md): stylelint's string formatter (the file's header
``css/app.css`` above indented ``2:6  ✖  Unknown property``), ruff format --check (`` --> src/pkg/a.py:3:1``
below ``unformatted: File would be reformatted``), biome ci (the heading ``bsrc/index.js:3:7
lint/suspicious/noDoubleEquals`` a blank line above ``✖ Using ==…``) and oxlint (``,-[bsrc/bad.js:1:17]``
below ``x Unexpected token``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-19"


@pytest.mark.parametrize(
    ("name", "quote"),
    [
        ("stylelint.gha.log", '”: css/app.css:2:6: ✖  Unknown property "colr"'),
        ("ruff-format.gha.log", "”: src/pkg/a.py:3:1: unformatted: File would be reformatted"),
        ("biome.gha.log", "”: bsrc/index.js:3:7: ✖ Using == may be unsafe"),
        ("oxlint.gha.log", "”: bsrc/bad.js:1:17: x Unexpected token"),
    ],
)
def test_the_summary_names_the_file_of_the_quoted_diagnostic(name: str, quote: str, analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert quote in report.summary


@pytest.mark.parametrize(
    ("name", "not_quoted"),
    [
        ("node-frame.plain", "app.js:2:22: TypeError"),  # the stack frame under the message: not its file
        ("java-frame.plain", "App.java:3: Exception"),
        ("make-ignored.gha.log", "Makefile:8: json"),  # make's own report under the traceback's last line
    ],
)
def test_a_frame_or_another_report_next_to_the_quoted_line_is_not_its_file(
    name: str, not_quoted: str, analyser: Analyser
) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    assert not_quoted not in report.summary
