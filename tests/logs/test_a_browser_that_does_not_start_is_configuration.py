"""A browser test whose browser is not installed or exits at start is the job's configuration, and
a failed test's message is its ``E`` line, never pytest's short summary cut to 80 columns: selenium
under pytest read as a test failure (0.70) quoting ``ERROR tests/test_signup.py::test_title -
selenium.common.exceptions.SessionNo...`` (trial 88, #2 and #7): the source pytest quotes above the
``E`` lines (a library's ``pass``) was read as a runner's tally that ended the test's output.

Real output: selenium 4.51 with Debian's chromium 156 (trial 88) and Python's playwright 1.65.3 with
no browser downloaded (this session), tests/fixtures/s33-t88/README.md."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-t88"


@pytest.mark.parametrize(
    ("log", "cause"),
    [
        ("selenium_nobrowser.log", "no chrome binary at /usr/bin/google-chrome-stable"),
        ("selenium_nolaunch.log", "session not created: Chrome instance exited"),
        ("playwright_py_nobrowser.log", "BrowserType.launch: Executable doesn't exist at"),
    ],
)
def test_a_browser_that_does_not_start_is_configuration(triage_json: Callable[..., dict], log: str, cause: str) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    assert cause in report["summary"]
    assert "Run the failed tests locally" not in report["next_step"]
    assert "install" in report["next_step"] or "--no-sandbox" in report["next_step"]


def test_the_failed_tests_message_is_its_e_line(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "selenium.log", "--no-home-skills")
    assert report["category"] == "test failure"
    assert report["failed_tests"][0]["message"] == (
        "selenium.common.exceptions.NoSuchElementException: Message: no such element: Unable to locate element:"
        ' {"method":"css selector","selector":"#signup-button"}'
    )
