"""The script the runner writes for a ``run:`` step (``_temp/<guid>.sh``, ``.ps1``, ``.cmd``, ``.py``)
is no source location, on any runner (trial 57 finding 5). Fixtures: tests/fixtures/s29-t57 (README)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.extract import installed_path

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t57"


@pytest.mark.parametrize("name", ["mypy.windows.log", "temp-script.macos.log", "temp-script.python.log"])
def test_the_runners_temp_script_is_no_location(capsys, name: str) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["failure_found"]
    assert not [location for location in report["locations"] if "_temp" in location["file"]]


@pytest.mark.parametrize(
    "path",
    [
        "D:/a/_temp/8c3f0e2a-51d4-4b0e-9a2f-6f1d2c9b7e41.cmd",
        "/Users/runner/work/_temp/3b9e21c4.sh",
        "/opt/actions-runner/_work/_temp/9f1c6d2e.py",
    ],
)
def test_every_shells_temp_script_is_the_runners(path: str) -> None:
    assert installed_path(path)
