"""A script's final ``exit $?`` / ``exit $rc`` passes on a command's status: that command is no
tolerated failure, and the verdict is as confident as without the ``exit``.

``fixtures/trial-z`` holds a user trial's real GitHub Actions job logs (trial-z ``f08*``: real
pytest and ruff output in a ``set +e`` step): pytest failing as the script's last command
(``set-e-off-pytest-last``), the same followed by ``exit $?`` (``…-exit-status``), pytest with
``r2=$?`` then ``exit $r2`` (``…-exit-saved-status``), and ruff and pytest each with its status
saved then ``exit $((r1|r2))`` (``…-ruff-pytest-exit-either``). Before, every command of a ``set +e``
block but the script's last read as one whose failure the script let go
(:mod:`ci_triage.logs.tolerated`), so with a final ``exit`` pytest's failure counted less: 0.36 for
the same failure read at 0.90 without the ``exit`` line (0.17 for ruff and pytest both failing).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.logs.tolerated import tolerated_commands

TRIAL = Path(__file__).parent / "fixtures" / "trial-z"


@pytest.mark.parametrize("name", ["set-e-off-pytest-exit-status", "set-e-off-pytest-exit-saved-status"])
def test_a_final_exit_of_the_status_keeps_the_confidence(analyser: Analyser, name: str) -> None:
    last, _ = triage_path(TRIAL / "set-e-off-pytest-last.gha.log", analyser, 2000)
    report, _ = triage_path(TRIAL / f"{name}.gha.log", analyser, 2000)
    assert (report.category, report.tool) == ("test failure", "pytest")
    assert report.confidence == last.confidence
    assert report.confidence >= 0.8


def test_both_statuses_of_the_final_exit_count(analyser: Analyser) -> None:
    report, _ = triage_path(TRIAL / "set-e-off-ruff-pytest-exit-either.gha.log", analyser, 2000)
    assert report.category == "test failure"
    assert report.confidence >= 0.5


@pytest.mark.parametrize(
    ("script", "tolerated"),
    [
        (["set +e", "python -m pytest -q tests/", "exit $?"], []),
        (["set +e", "ruff check app/; r1=$?", "python -m pytest -q tests/; r2=$?", "exit $((r1|r2))"], []),
        (["set +e", "python -m pytest -q tests/; r2=$?", "echo done", "exit $r2"], ["echo done"]),
        (["set +e", "ruff check .", "pytest", "rc=$?", "exit ${rc}"], ["ruff check .", "rc=$?"]),
        (["set +e", "ruff check .", "pytest", "exit 0"], ["ruff check .", "pytest"]),
        (["set +e", "ruff check .; r1=$?", "pytest", "exit $r1"], ["pytest"]),
    ],
)
def test_a_command_whose_status_the_final_exit_passes_on_is_not_tolerated(
    script: list[str], tolerated: list[str]
) -> None:
    assert tolerated_commands(script) == tolerated
