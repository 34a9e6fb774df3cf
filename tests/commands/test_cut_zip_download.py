"""A run-logs zip cut short (a download that stopped) is refused with that hint, as a cut gzip is
warned of (trial 57 finding 8). The zip holds real job logs (tests/fixtures/s29-t57, README)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t57"


def run_logs_zip(path: Path) -> bytes:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.write(FIXTURES / "go.ubuntu.log", "0_go.txt")
        archive.write(FIXTURES / "cargo.run-a.log", "1_rust.txt")
    return path.read_bytes()


@pytest.mark.parametrize("kept", [0.9, 0.5])
def test_a_cut_zip_is_named_a_download_that_stopped(tmp_path: Path, capsys, kept: float) -> None:
    data = run_logs_zip(tmp_path / "whole.zip")
    cut = tmp_path / "logs_123.zip"
    cut.write_bytes(data[: int(len(data) * kept)])
    assert main(["triage", str(cut)]) == ExitCode.INPUT
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert "is not a readable zip archive: it is cut short (a download that stopped?)" in captured.err
