"""A budget that cannot hold every block keeps the block holding the line the summary quotes, its
head and the line naming its place first, cut from its end: bandit's Low findings came first in its
output and kept their ``Severity``/``CWE`` lines while the High finding the summary quotes lost its
``Location: app/util.py:6:11`` at ``--budget 300`` (trial 125 #4); jest's ``●`` report of the first
failed test, whose message the summary quotes, lost to the tally at ``--budget 60`` (trial 121 #4).
A later failed test's report still has its share at ``--budget 300``.

Real output (tests/fixtures/s46-budget/README.md, tests/fixtures/s44-t121b/README.md): bandit 1.9.4,
ruff 0.17.6, jest 29.7.0."""

from __future__ import annotations

from pathlib import Path

import pytest
from tests.logs.excerpt_lines import shown_lines

from ci_triage.logs.analyse import Analyser

FIXTURES = Path(__file__).parents[1] / "fixtures"
BANDIT = FIXTURES / "s46-budget" / "bandit-low-findings-above-a-high-one.gha.log"
RUFF = FIXTURES / "s46-budget" / "ruff-import-findings-above-an-undefined-name.log"
JEST = FIXTURES / "s44-t121b" / "jest-two-failed-tests.gha.log"


def _shown(path: Path, analyser: Analyser, budget: int) -> dict[int, str]:
    return {number: text.strip() for number, text in shown_lines(path, analyser, budget).items()}


@pytest.mark.parametrize("budget", [60, 150, 300])
def test_bandits_quoted_high_finding_keeps_its_location(analyser: Analyser, budget: int) -> None:
    shown = _shown(BANDIT, analyser, budget)
    assert shown[63].startswith(">> Issue: [B602:subprocess_popen_with_shell_equals_true]")
    assert shown[67] == "Location: app/util.py:6:11"


def test_bandits_quoted_finding_whole_before_a_low_ones_cwe(analyser: Analyser) -> None:
    shown = _shown(BANDIT, analyser, 150)
    assert set(range(62, 68)) <= set(shown)  # B602's ruler, issue, severity, CWE, more info, location
    assert 55 not in shown  # B403 (Low)'s CWE line


def test_ruffs_quoted_undefined_name_keeps_its_place(analyser: Analyser) -> None:
    shown = _shown(RUFF, analyser, 60)
    assert shown[48] == "F821 Undefined name `subprocess`"
    assert shown[49] == "--> app/util.py:12:12"


@pytest.mark.parametrize("budget", [60, 150, 300])
def test_jests_first_failed_tests_report_is_kept(analyser: Analyser, budget: int) -> None:
    shown = _shown(JEST, analyser, budget)
    assert shown[54] == "● normalize › lowercases email and trims name"
    assert shown[77] == "at Object.toEqual (src/users.test.js:5:68)"


def test_jests_assertion_line_at_a_small_budget(analyser: Analyser) -> None:
    shown = _shown(JEST, analyser, 80)
    assert shown[56] == "expect(received).toEqual(expected) // deep equality"
    assert 98 not in shown  # the tally's `Snapshots:` line


def test_jests_second_failed_test_keeps_its_share(analyser: Analyser) -> None:
    # the first test's report is cut from its end, not given the whole budget (session 44's t121b cost)
    shown = _shown(JEST, analyser, 300)
    assert shown[79] == "● byRole › lists admins"
    assert shown[81] == "TypeError: Cannot read properties of undefined (reading 'includes')"
