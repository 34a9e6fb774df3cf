"""Sphinx's doctest builder is a test run whose tests are the documents (trial 101, finding 2).

``tests/logs/fixtures/trial-101/sphinx-doctest.log``: Sphinx 9.0.4's ``sphinx-build -b doctest docs
docs/_build/doctest``, run here (README there), two failed examples in ``Document: index``. Python's
doctest header ``File "index.rst", line 5, in default`` names an example's group there, not a test:
it was read as a failed test ``default`` (advice: run the test ``default``), at 0.56 as a docs
build's step. The test is the document, the step's tool the doctest builder, and the advice runs it.
Its files are relative to the source folder the command names (``docs``): the locations were
``index.rst:5`` alone, the docstring's ``../src/shelf/__init__.py, line ?`` dropped; they are
``docs/index.rst:5`` and ``src/shelf/__init__.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.signals import SignalIndex
from ci_triage.logs.skills import load_skills
from ci_triage.report.next_step import next_step

LOG = Path(__file__).parent / "fixtures" / "trial-101" / "sphinx-doctest.log"


def test_a_documents_failed_examples_are_its_failed_test(analyser: Analyser) -> None:
    report = triage_path(LOG, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert report.tool == "sphinx-doctest"
    assert report.confidence >= 0.8
    assert [test.name for test in report.failed_tests] == ["index"]
    assert report.failed_tests[0].message == "Failed example: total([2, 2]); Expected: 5; Got: 4"
    advice = next_step(report)
    assert "sphinx-build -b doctest" in advice
    assert "(default)" not in advice


@pytest.mark.parametrize(
    ("line", "test"),
    [
        ('File "calc.py", line 3, in calc.add', "calc.add"),
        ('File "/w/calc.py", line 1, in calc', "calc"),
        ('File "README.rst", line 5, in README.rst', "README.rst"),
    ],
)
def test_pythons_doctest_headers_still_name_their_tests(line: str, test: str) -> None:
    tests = {match.groups.get("test") for match in SignalIndex(load_skills()).match(line)}
    assert test in tests


def test_a_sphinx_group_is_no_python_doctests_test() -> None:
    matches = SignalIndex(load_skills()).match('File "index.rst", line 5, in default')
    assert "default" not in {match.groups.get("test") for match in matches}  # `-q`'s names the file


def test_a_failed_examples_file_is_joined_with_the_source_folder(analyser: Analyser) -> None:
    report = triage_path(LOG, analyser, DEFAULT_BUDGET)[0]
    assert [(location.file, location.line) for location in report.locations] == [
        ("docs/index.rst", 5),
        ("src/shelf/__init__.py", None),
    ]
    assert report.failed_tests[0].file == "docs/index.rst"
