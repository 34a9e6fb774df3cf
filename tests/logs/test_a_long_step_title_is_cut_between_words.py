"""A step whose title is a long command line is named in the summary cut between words at 60
characters, so the summary has room for the error (session 27, finding 1); its commands stay in
the order they ran, since the one that failed may be any of them.

Real pytest 9.2.0 output (``tests/fixtures/s27-summary``, README there): a ``run:`` of 298 characters
(``python -m pytest -x … tests/ && python -m coverage report … && python scripts/check_badge.py …``)
filled the summary up to the runner's 200 characters; a multi-line script is titled by its first line.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import STEP_NAME_CHARS, short_step_name, triage_path

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s27-summary"


def test_a_long_command_line_is_cut_between_words(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-long-step-title.gha.log"), analyser, 2000)
    assert report.summary.startswith("Test failure in step “Run python -m pytest -x -q -p no:cacheprovider…”: ")
    assert "coverage report" not in report.summary
    assert report.summary.endswith("failed tests tests/test_calc.py::test_add — assert -1 == 5.")
    assert report.failing_step is not None
    assert "coverage report" in report.failing_step.name, "the step keeps its name"


def test_a_multi_line_scripts_title_is_cut_between_words(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-multi-line-script.gha.log"), analyser, 2000)
    assert report.summary.startswith('Test failure in step “Run pip install -e ".[test]" --quiet…”: failed tests')


def test_a_short_name_is_named_whole_and_a_long_one_is_cut_in_run_order() -> None:
    assert short_step_name("Run python -m pytest -q") == "Run python -m pytest -q"
    assert short_step_name("Run npm ci && npm test") == "Run npm ci && npm test", "npm test may be what failed"
    long_chain = "Run npm ci --no-audit --no-fund --prefer-offline && npm run build && npm test"
    assert short_step_name(long_chain) == "Run npm ci --no-audit --no-fund --prefer-offline && npm run…"
    assert short_step_name("Build & test") == "Build & test"
    assert len(short_step_name("Run " + "word " * 40)) <= STEP_NAME_CHARS + 1


def test_a_class_path_keeps_the_word_before_its_colon() -> None:
    """Trial 96 #10: the folder of JUnitCore's class path (``out:``) was cut mid-word to ``ou…``, its
    ``t:`` read as a Windows drive letter: a drive letter is a word of its own."""
    title = (
        "Run java -cp out:/usr/share/java/junit4.jar:/usr/share/java/hamcrest-core.jar"
        " org.junit.runner.JUnitCore shop.CartTest shop.DiscountTest"
    )
    assert short_step_name(title).startswith("Run java -cp out:…/junit4.jar:…/hamcrest-core.jar")
    assert short_step_name("Run C:/Users/runner/work/app/src/Main.java " + "x " * 30).startswith("Run …/Main.java")
