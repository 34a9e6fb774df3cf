"""A coverage report's rows are the gate's places, not a failed test's (trial 87 #9).

``tests/fixtures/trial-87/pytestcov_and_testfail.log`` (pytest 9.2.0, pytest-cov 7.1; see the folder's
README): a test failed and the coverage gate failed with it. The verdict is the test failure, and
the report's Missing column (``src/shop/cart.py 18-23, …``) names code the failed test left unrun:
those rows were listed as locations beside the test's own ``tests/test_cart.py:17``. With every test
passed (``pytestcov_failunder.log``) the gate decides and its rows stay its locations.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-87"


def test_a_failed_test_is_the_only_place_when_it_decides(analyser: Analyser) -> None:
    job = triage_path(FIXTURES / "pytestcov_and_testfail.log", analyser, 2000)[0].jobs[0]
    assert job.classification.category == "test failure"
    assert [(location.file, location.line) for location in job.locations] == [("tests/test_cart.py", 17)]


def test_the_gates_rows_are_its_places_when_it_decides(analyser: Analyser) -> None:
    job = triage_path(FIXTURES / "pytestcov_failunder.log", analyser, 2000)[0].jobs[0]
    assert job.classification.category == "lint/format"
    assert ("src/shop/cart.py", 18) in [(location.file, location.line) for location in job.locations]
