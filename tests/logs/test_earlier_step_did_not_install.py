"""A step fails for want of what an earlier step failed to install and let go on (``|| true``): the
earlier step's installer line is the cause, kept in the excerpt and named by the next step (trial
78, finding 4). pip's ``ERROR: No matching distribution found for requests_mock_xyz`` before pytest's
``No module named 'requests_mock_xyz'``; apt's ``E: Unable to locate package hadolintx`` before bash's
``hadolintx: command not found``.

Real output: pip 23.2.1 and pytest 9.2.0 (trial 78), apt 2.6.1 and bash 5.2.15 (run here);
``tests/fixtures/s32-t78/README.md``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s32-t78"


def _earlier_lines(report: dict) -> list[str]:
    return [
        line for span in report["excerpt"] if span["step"] != report["failing_step"]["name"] for line in span["lines"]
    ]


@pytest.mark.parametrize(
    ("log", "installer_line", "step"),
    [
        (
            "pytest_missingpkg_pipfail.gha.log",
            "ERROR: No matching distribution found for requests_mock_xyz",
            "“Run pip install requests_mock_xyz || true” did not install `requests_mock_xyz`",
        ),
        (
            "apt_then_command_not_found.gha.log",
            "E: Unable to locate package hadolintx",
            "“Run sudo apt-get install -y hadolintx || true” did not install `hadolintx`",
        ),
    ],
)
def test_the_earlier_steps_failed_install_is_shown_and_named(
    triage_json: Callable[..., dict], log: str, installer_line: str, step: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert installer_line in _earlier_lines(report)
    assert step in report["next_step"]
    assert "lock file" not in report["next_step"]


def test_a_module_an_earlier_step_did_not_install_is_a_dependency(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "pytest_missingpkg_pipfail.gha.log")
    assert report["category"] == "dependency resolution"
    assert [(place["file"], place["line"]) for place in report["locations"]] == [("tests/test_http.py", 1)]
