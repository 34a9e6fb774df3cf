"""Playwright Test's failed tests: each named once, without the list reporter's ruler.

The list reporter names a failed test three times: its `✘` line, its numbered header (`1) name
─────…`, the ruler filling the terminal's width) and the list under `N failed`. An excerpt of a
user trial's real log (Playwright with a browser) and the fixture made here (Playwright 1.65.1,
a project named `unit`, ``fixtures/playwright.txt``).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

RULER = "─" * 60
TRIAL = (
    "$ npx playwright test\n\nRunning 3 tests using 1 worker\n\n"
    "  ✘  1 tests/cart.spec.js:4:1 › adds to cart (3.5s)\n"
    "  ✓  2 tests/cart.spec.js:13:1 › has title (753ms)\n\n\n"
    f"  1) tests/cart.spec.js:4:1 › adds to cart {RULER}\n\n"
    "    Error: expect(locator).toHaveText(expected) failed\n\n"
    '    Expected: "1 items"\n    Received: "1 item"\n\n'
    f"  1 failed\n    tests/cart.spec.js:4:1 › adds to cart {RULER}\n  1 passed (15.6s)\nexit status 1\n"
)


def triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


def test_the_trials_failed_test_is_named_once_by_playwright(tmp_path: Path, analyser: Analyser) -> None:
    path = tmp_path / "job.log"
    path.write_text(TRIAL, encoding="utf-8")
    report = triage(path, analyser)
    assert report.tool == "playwright"
    assert [(test.name, test.file) for test in report.failed_tests] == [("adds to cart", "tests/cart.spec.js")]


def test_a_projects_failed_test_keeps_its_describe_blocks(analyser: Analyser) -> None:
    """Named as Playwright's JUnit reporter names it (and ``-g`` finds it): describe blocks and title,
    its file apart; the project ``[unit]`` and ``:3:3`` are no part of it."""
    report = triage(Path(__file__).parent / "fixtures" / "playwright.txt", analyser)
    assert [(test.name, test.file) for test in report.failed_tests] == [
        ("price › applies the discount", "tests/price.spec.js")
    ]
