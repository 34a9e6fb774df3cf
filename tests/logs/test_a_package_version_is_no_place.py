"""A package's ``name:version`` is no ``file:line``: pip-licenses' ``found for package
jaraco.classes:3.4.0`` was the location ``jaraco.classes:3`` (trials 130/131), in the log's places
and as a JUnit case's place, ahead of the test's own ``test_licences.py:8``. Three dotted numbers after
the colon are a version (:func:`~ci_triage.logs.extract.names_a_version`).

Real output: pip-licenses 5.5.5 (``--fail-on``, ``--allow-only``), and pytest 9.2.0 with
``--junitxml`` on a test asserting pip-licenses passes; tests/fixtures/s49-advice/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.junit import junit_failures

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s49-advice"


@pytest.mark.parametrize("log", ["pip-licenses-fail-on.txt", "pip-licenses-allow-only.txt"])
def test_the_refused_packages_version_is_no_location(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["tool"] == "pip-licenses"
    assert report["summary"].endswith("was found for package jaraco.classes:3.4.0")
    assert report["locations"] == []


def test_the_tests_own_place_is_the_only_one(triage_json: Callable[..., dict]) -> None:
    report = triage_json(
        FIXTURES / "pytest-pip-licenses.txt", "--junit", FIXTURES / "pytest-pip-licenses-junit.xml", "--no-home-skills"
    )
    assert [(where["file"], where["line"]) for where in report["locations"]] == [("test_licences.py", 8)]


def test_a_junit_cases_place_skips_the_version_in_its_message() -> None:
    (failed,) = junit_failures(str(FIXTURES / "pytest-pip-licenses-junit.xml")).kept
    assert (failed.file, failed.line) == ("test_licences.py", 8)
