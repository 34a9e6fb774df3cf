"""tox and nox: the summary names the environment or session that failed, a passing environment's
output is no part of the excerpt, and with a passing log compared the failed environment's command
line stays.

Fixtures in ``tests/fixtures/s29-t58b`` (real tox 4.67.17 and nox 2026.10.20 output, see the folder's
README). Before (trial 58 #8), the summary said "Test failure in step “Run tox”: failed tests …" without
``strict``, the excerpt spent its lines on the passing ``py311``'s install and pytest run, and with
``--baseline`` the ``strict: commands[0]> pytest -q tests`` line, which the passing run printed too, was
dropped; nox's summary did not name the session ``typecheck``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t58b"


def _report(capsys: pytest.CaptureFixture[str], name: str, *more: str) -> dict:
    main(["triage", str(FIXTURES / name), *more, "--format", "json"])
    return json.loads(capsys.readouterr().out)


def _excerpt(report: dict) -> list[str]:
    return [line for block in report["excerpt"] for line in block["lines"]]


def test_the_failed_tox_environment_is_named_and_the_passed_ones_output_left_out(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _report(capsys, "tox-env-failed.gha.log")
    assert report["summary"].startswith("Test failure in step “Run tox” (in strict): failed tests tests/test_wid.py::")
    shown = _excerpt(report)
    assert "strict: commands[0]> pytest -q tests" in shown
    assert "py311: commands[0]> pytest -q tests" not in shown
    assert "2 passed in 0.02s" not in shown


def test_a_compared_excerpt_keeps_the_failed_environments_command(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, "tox-env-failed.gha.log", "--baseline", str(FIXTURES / "tox-env-passed.gha.log"))
    assert "strict: commands[0]> pytest -q tests" in _excerpt(report)


def test_the_failed_nox_session_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    report = _report(capsys, "nox-session-failed.gha.log")
    assert report["summary"] == (
        "Runtime error in step “Run nox” (in typecheck): TypeError: 'NoneType' object is not iterable"
    )
