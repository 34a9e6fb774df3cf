"""A bad value of any typed option is one line on standard error and exit 2, no usage block.

Trial 110 #11: ``--budget -5`` and ``--budget abc`` printed argparse's whole usage block (about
fifteen lines for ``triage``) before the one line that says what is wrong. Every option with a type
or a set of choices, of every subcommand, is checked here with values its type refuses; ``scan
--max-api-calls -5`` was not refused at all before (a plain ``int``), and ``backtest --runs 0`` only
after the parse.
"""

from __future__ import annotations

import argparse

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import _SUBCOMMANDS, _build_parser, main


def _typed_options() -> list[tuple[str, str]]:
    """``(subcommand, option)`` for every option of every subcommand that has a type or choices."""
    found = []
    for command in _SUBCOMMANDS:
        parser = _build_parser(command)
        commands = next(action for action in parser._actions if isinstance(action, argparse._SubParsersAction))
        for action in commands.choices[command]._actions:
            if action.option_strings and (action.type is not None or action.choices):
                found.append((command, max(action.option_strings, key=len)))
    return found


TYPED = _typed_options()


def test_the_typed_options_are_found() -> None:
    assert ("triage", "--budget") in TYPED
    assert ("scan", "--max-api-calls") in TYPED
    assert ("backtest", "--runs") in TYPED


@pytest.mark.parametrize(("command", "option"), TYPED)
@pytest.mark.parametrize("value", ["abc", "-5", "0"])
def test_a_bad_value_is_one_line_and_exit_2(
    command: str, option: str, value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as exited:
        main([command, f"{option}={value}"])
    err = capsys.readouterr().err
    assert exited.value.code == ExitCode.USAGE
    assert err.count("\n") == 1, err
    assert err.startswith(f"ci-triage {command}: error: argument {option}: "), err
    assert value in err


def test_an_unknown_option_is_one_line_too(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["triage", "--frmat", "json", "x.log"])
    assert exited.value.code == ExitCode.USAGE
    said = capsys.readouterr().err
    assert said == "ci-triage triage: error: --frmat is no option of triage; did you mean --format?\n"
