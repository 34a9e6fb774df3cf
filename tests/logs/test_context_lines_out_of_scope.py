"""A context line of a skill out of the step's tool's scope is no one's evidence, so no rival.

A ``context`` signal only says its skill's tool is involved; under a step whose known tool the
skill's scope does not name, that reading is wrong by construction. Such lines counted at
``OUT_OF_SCOPE_FACTOR`` and showed as rival categories: markdownlint-cli2's banner ``Finding: **/*.md
!node_modules`` as gitleaks' finding line (trial 83 #10; patched before by a ``needs`` on that one
signal, now removed), and ``reuse lint``'s listing as Go's ``# package`` header. Real output:
markdownlint-cli2 0.22.1 (tests/fixtures/trial-83) and reuse 6.2.0 (tests/fixtures/s31-t75).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

FIXTURES = Path(__file__).parents[1] / "fixtures"


@pytest.mark.parametrize(
    ("path", "tool"), [("trial-83/markdownlint.log", "markdownlint"), ("s31-t75/s10-reuse.gha.log", "reuse")]
)
def test_another_tools_context_line_is_no_rival(path: str, tool: str) -> None:
    with open_log_source(str(FIXTURES / path)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    assert report.category == "lint/format"
    assert report.tool == tool
    assert report.competing == []
