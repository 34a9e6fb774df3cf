"""Mocha's reporters name the same failed tests, by their full titles, and count them alike.

Fixtures (tests/fixtures/mocha-reporters), real output of mocha 12.0.3 on node 20.20.2:
``mocha-12.0.3-{spec,dot,min,progress,tap}.log`` are ``npx mocha --reporter R`` on one spec file
whose seven failures are ``calc > div > rounds toward zero``, ``calc > pow > squares`` and ``cubes``
(suites two deep), ``top-level title > ends with a colon: yes``, ``adds`` in both ``int`` and
``float`` (one title in two suites), and a ``beforeEach`` hook of ``hooks`` that throws;
``gha-mocha-12.0.3-tap.log`` is the TAP run in a GitHub Actions step. ``trial-gha-mocha-dot.log``
and ``trial-gha-mocha-spec.log`` are a user trial's job logs (``math > adds numbers``, ``adds
negatives``) with the dot and the spec reporter. Every reporter but TAP lists each failure after
``N failing`` as ``  1) suite`` and the deeper titles below it, the last ending with ``:``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

REPORTERS = Path(__file__).parents[1] / "fixtures" / "mocha-reporters"

FULL_TITLES = [
    "calc div rounds toward zero",
    "calc pow squares",
    "calc pow cubes",
    "top-level title ends with a colon: yes",
    "int adds",
    "float adds",
    'hooks "before each" hook for "runs"',
]
"""Mocha's ``fullTitle()`` of each failure, as its TAP reporter prints them (``not ok 2 calc div
rounds toward zero``)."""


@pytest.mark.parametrize("reporter", ["spec", "dot", "min", "progress", "tap"])
def test_every_reporter_names_the_failed_tests_by_their_full_titles(analyser: Analyser, reporter: str) -> None:
    report, _ = triage_path(str(REPORTERS / f"mocha-12.0.3-{reporter}.log"), analyser, DEFAULT_BUDGET)
    assert report.category == "test failure"
    assert [test.name for test in report.failed_tests] == FULL_TITLES
    assert report.failed_tests_total == len(FULL_TITLES)


@pytest.mark.parametrize("name", ["trial-gha-mocha-dot.log", "trial-gha-mocha-spec.log", "gha-mocha-12.0.3-tap.log"])
def test_a_mocha_step_names_its_failed_tests_and_mocha(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(str(REPORTERS / name), analyser, DEFAULT_BUDGET)
    expected = FULL_TITLES if "12.0.3" in name else ["math adds numbers", "math adds negatives"]
    assert [test.name for test in report.failed_tests] == expected
    assert report.tool == "mocha"


def test_the_dot_reporters_entry_cites_the_line_of_its_number(analyser: Analyser) -> None:
    """The failed test's line is its entry's first line (``  1) math``), where its details start."""
    report, _ = triage_path(str(REPORTERS / "trial-gha-mocha-dot.log"), analyser, DEFAULT_BUDGET)
    lines = (REPORTERS / "trial-gha-mocha-dot.log").read_text(encoding="utf-8").splitlines()
    assert [lines[test.log_line - 1].split("Z ", 1)[1] for test in report.failed_tests] == ["  1) math", "  2) math"]
