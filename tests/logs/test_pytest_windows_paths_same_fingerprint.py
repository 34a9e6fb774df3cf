"""One pytest failure on a Windows and a Linux runner: one fingerprint, the same locations (trial 70,
finding 4).

pytest prints a failure's location line with the path as the runner has it: ``D:\\a\\app\\app\\app\\
db.py:14: InvalidPasswordTokenError`` on Windows. The ``pytest/location-line`` signal read no path
with a drive letter, so the Windows log's locations came in another order, and the installed
library's location line (``…\\site-packages\\psycopg2\\__init__.py:122: OperationalError``) was
hashed with the folder the runner's Python lives in. The logs are real pytest 9.2.0 output
(psycopg2-binary 2.9.13, Python 3.11.7) with its paths rewritten to each runner's folders, as trial
70 made its Windows logs (tests/fixtures/s30-t70/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s30-t70"


def _report(name: str, capsys: pytest.CaptureFixture[str]) -> dict:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_windows_runners_pytest_failure_has_the_linux_runners_fingerprint_and_locations(
    capsys: pytest.CaptureFixture[str],
) -> None:
    linux, windows = _report("pytest-linux-paths.gha.log", capsys), _report("pytest-windows-paths.gha.log", capsys)
    assert windows["locations"] == linux["locations"]
    placed = [(place["file"], place["line"], place["message"]) for place in windows["locations"]]
    assert ("app/db.py", 14, "InvalidPasswordTokenError") in placed
    assert windows["fingerprint"] == linux["fingerprint"]
