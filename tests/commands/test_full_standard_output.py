"""Every subcommand whose standard output cannot be written (``> /dev/full``) ends the same way as
``triage``: one line on stderr and exit 4 (README "Exit codes"), never exit 70 or a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FULL = "ci-triage: error: standard output: cannot write: No space left on device\n"


@pytest.mark.parametrize(
    "argv",
    [
        ["triage", "--example"],
        ["triage", "--example", "--format", "json"],
        ["triage", "--example", "list"],
        ["skills", "list", "--no-home-skills"],
        ["skills", "show", "pytest", "--no-home-skills"],
    ],
    ids=" ".join,
)
def test_a_full_standard_output_is_an_output_error(full_stdout, capsys, argv: list[str]) -> None:
    with full_stdout():
        assert main(argv) == ExitCode.OUTPUT
    assert capsys.readouterr().err == FULL


def test_a_scan_printed_to_a_full_standard_output_is_an_output_error(full_stdout, capsys, tmp_path: Path) -> None:
    with full_stdout():
        assert main(["scan", "--logs", str(tmp_path), "--no-home-skills"]) == ExitCode.OUTPUT
    assert capsys.readouterr().err == FULL
