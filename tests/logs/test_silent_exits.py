"""A step that stops with no error message (a ``grep`` that found nothing under ``pipefail``, a false
``test -f``): an unknown verdict says so and how to find the command, and under ``bash -x`` names the
command of the command substitution that failed (trial 79 #13, ``tests/logs/fixtures/trial-79``:
bash 5.2.15's real output)."""

from __future__ import annotations

from pathlib import Path

import pytest

TRIAL = Path(__file__).parent / "fixtures" / "trial-79"


@pytest.mark.parametrize("log", ["pipefail-silent.log", "test-f-silent.log"])
def test_a_step_without_an_error_message_is_called_silent(triage_json, log: str) -> None:
    report = triage_json(TRIAL / log)
    assert report["category"] == "unknown"
    checked = report["jobs"][0]["classification"]["checked"]
    assert any(item.startswith("error message: none found") for item in checked)
    assert "No line of the step reads as an error: if a command that fails without a message" in report["next_step"]
    assert "`bash -x SCRIPT`" in report["next_step"]
    assert "exit code 1 from `grep` means it found no matching line" in report["next_step"]


def test_the_traced_substitution_names_its_failed_grep(triage_json) -> None:
    """``++ grep '^stable='`` above ``+ CURRENT=``: the assignment failed with its substitution."""
    report = triage_json(TRIAL / "pipefail-traced.log")
    checked = report["jobs"][0]["classification"]["checked"]
    failed = next(item for item in checked if item.startswith("failed command:"))
    assert "`grep '^stable='`" in failed
    assert "likely `grep '^stable='`: grep found no line matching its pattern" in failed
    assert "The check the script implements with “grep '^stable='” (in the `$( … )`" in report["next_step"]
