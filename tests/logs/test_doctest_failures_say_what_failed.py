"""A doctest failure names its test, quotes the failed example with both sides, and is sure of it
(trial 103 #4).

``sphinx-build -b doctest -q`` prints no ``Document:`` heading and no ``Doctest summary``, only each
failed example under a ``WARNING: ****…`` ruler: no test was listed, the summary quoted the
``File "index.rst", line 5, in default`` header, at confidence 0.45. ``python -m doctest`` and
``pytest --doctest-modules`` named their tests but not the example that failed. Logs: real Sphinx
9.0.4, Python 3.11.7 and pytest 9.2.0 output, ``tests/fixtures/s37-pytrace/README.md``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-pytrace"


def test_sphinx_quiet_doctest_names_each_failed_file_and_example() -> None:
    report = triage_path(FIXTURES / "sphinx-doctest-quiet.gha.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert report.confidence >= 0.8
    assert [(test.name, test.message) for test in report.failed_tests] == [
        ("index.rst", "Failed example: add(2, 3); Expected: 6; Got: 5"),
        ("../src/inventory/__init__.py", "Failed example: add(2, 2); Expected: 5; Got: 4"),
    ]
    assert "Failed example: add(2, 3); Expected: 6; Got: 5" in report.summary
    assert ("index.rst", 5) in {(location.file, location.line) for location in report.locations}


@pytest.mark.parametrize(
    ("log", "test"),
    [
        ("doctest-module.gha.log", "__init__.add"),
        ("pytest-doctest-modules.gha.log", "src/inventory/__init__.py::inventory.add"),
    ],
)
def test_a_doctest_failure_quotes_its_example(log: str, test: str) -> None:
    report = triage_path(FIXTURES / log, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert [(failed.name, failed.message) for failed in report.failed_tests] == [
        (test, "Failed example: add(2, 2); Expected: 5; Got: 4")
    ]
