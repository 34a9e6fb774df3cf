"""The command line adds only the named subcommand's arguments: ``ci-triage --version`` and a triage
import none of the other subcommands' modules, and each subcommand still parses its own flags."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ci_triage.commands.cli import main

OTHER_COMMANDS = ("ci_triage.commands.scan", "ci_triage.commands.backtest", "ci_triage.commands.skills")

PROBE = f"""
import sys
from ci_triage.commands.cli import main
try:
    main(sys.argv[1:])
except SystemExit:
    pass
print(",".join(name for name in {OTHER_COMMANDS!r} if name in sys.modules) or "none")
"""


@pytest.mark.parametrize("argv", [["--version"], ["triage", "--example", "list"]])
def test_other_subcommands_are_not_imported(argv: list[str]) -> None:
    run = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True, timeout=60, check=True)
    assert run.stdout.splitlines()[-1] == "none"


@pytest.mark.parametrize(
    ("argv", "flag"),
    [
        (["triage", "--help"], "--baseline"),
        (["scan", "--help"], "--publish"),
        (["backtest", "--help"], "--checkout"),
        (["skills", "check", "--help"], "LOG"),
        (["replay", "--help"], "TRACE"),
    ],
)
def test_each_subcommand_still_lists_its_own_flags(
    argv: list[str], flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 0
    assert flag in capsys.readouterr().out


def test_the_top_level_help_lists_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    listed = capsys.readouterr().out
    for name in ("triage", "scan", "backtest", "replay", "action", "skills"):
        assert f"    {name} " in listed
