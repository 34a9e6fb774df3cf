"""A step whose script runs every command and fails at its end if one failed (``shellcheck
release.sh || rc=$?; ./release.sh || rc=$?; exit ${rc:-0}``) can fail for two reasons at once, each
its own command's: shellcheck's SC2045 decides (lint/format), and the script's own ``cp: cannot stat
'build/app.tar'`` is named beside it in the summary, as a wrapper's other failed unit is (user trial
76 #5: it was in the excerpt only). A script under ``set -e`` stops at its first failed command: no
second one ran.

Real output: ShellCheck 0.9.0 and bash 5.2 run here (tests/fixtures/t7677/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.logs.tolerated import goes_on_after_failures

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "t7677" / "shellcheck-then-script.gha.log"


def test_the_other_commands_failure_is_named_in_the_summary(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURE)
    assert report["category"] == "lint/format"
    assert "SC2045 (error)" in report["summary"]
    assert report["summary"].endswith(
        "(also failed: cp: cannot stat 'build/app.tar': No such file or directory: configuration)"
    )
    assert [other["category"] for other in report["competing"]] == ["configuration"]


@pytest.mark.parametrize(
    ("script", "goes_on"),
    [
        (["Run shellcheck a.sh || rc=$?; ./a.sh || rc=$?; exit $rc"], True),
        (["Run ruff check . || failed=1", "pytest || failed=1", 'exit "$failed"'], True),
        (["Run set +e", "pytest; r1=$?", "ruff check .; r2=$?", "exit $((r1|r2))"], True),
        (["Run ruff check .", "pytest"], False),
        (["Run ruff check . || true", "pytest"], False),
        (["Run pytest || exit 1"], False),
    ],
)
def test_a_script_that_goes_on_after_a_failure(script: list[str], goes_on: bool) -> None:
    assert goes_on_after_failures(script) is goes_on
