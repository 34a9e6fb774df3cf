"""The next step of a run whose jobs failed tests of different languages names the primary job's
tests, not a mix of Go and Rust tests (trial 57 finding 9). The zip holds real ``go test`` and
``cargo test`` job logs (tests/fixtures/s29-t57, README)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t57"


def test_the_next_step_names_the_primary_jobs_tests(tmp_path: Path, capsys) -> None:
    logs = tmp_path / "logs_42.zip"
    with zipfile.ZipFile(logs, "w") as archive:
        archive.write(FIXTURES / "go.ubuntu.log", "0_go.txt")
        archive.write(FIXTURES / "cargo.run-a.log", "1_rust.txt")
    assert main(["triage", str(logs), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [test["name"] for test in report["failed_tests"]] == [
        "TestMul",
        "TestMulZero",
        "tests::port_next",
        "tests::port_bad",
    ]
    assert report["next_step"].startswith("Run the failed tests locally (TestMul, TestMulZero);")
