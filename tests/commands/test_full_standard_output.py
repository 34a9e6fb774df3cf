"""Every subcommand whose standard output cannot be written (``> /dev/full``) ends the same way as
``triage``: one line on stderr and exit 4 (README "Exit codes"), never exit 70 or a traceback; a
closed pipe (``| head``) ends every output format the same way: silently, exit 0."""

from __future__ import annotations

import os
import subprocess
import sys
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


@pytest.mark.parametrize("argv", [["--version"], ["--help"], ["triage", "--help"]], ids=" ".join)
def test_what_argparse_prints_to_a_full_standard_output_is_an_output_error(full_stdout, capsys, argv) -> None:
    """``--help`` prints from argparse and ``--version`` before any subcommand runs: the same exit 4."""
    with full_stdout():
        assert main(argv) == ExitCode.OUTPUT
    assert capsys.readouterr().err == FULL


def test_version_to_a_writable_standard_output_still_exits_0(capsys) -> None:
    assert main(["--version"]) == ExitCode.OK
    assert capsys.readouterr().out.startswith("ci-triage ")


@pytest.mark.parametrize("output_format", ["text", "json", "markdown"])
def test_a_closed_pipe_ends_every_format_silently_with_exit_0(output_format: str) -> None:
    """``ci-triage triage … | head -1``: the reader closed the pipe, which is not a failure (README
    "Exit codes"); rich's console would exit 1 on it without a word (the terminal view)."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader went away before the first write: every write fails with EPIPE
    try:
        done = subprocess.run(
            [sys.executable, "-m", "ci_triage", "triage", "--example", "--format", output_format],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (0, "")
