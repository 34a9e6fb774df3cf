"""Arguments no parser takes are refused by the subcommand they were given to, in one line.

``ci-triage triage rspec.log rubocop.log`` printed the top-level usage (``usage: ci-triage [-h]
[--version] COMMAND ...``), though the second log was given to ``triage``; a leftover log is now
refused by ``triage`` (its name leads the line) with a line saying it reads one log, and a run-logs
zip holds several. Exit 2 as before. Since trial 110 #11 the line comes alone, without the usage
block argparse printed before it (``--help`` prints that).
"""

from __future__ import annotations

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The lines on stderr of ``ci-triage ARGV``, which must exit 2 printing nothing on stdout."""
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == ExitCode.USAGE
    captured = capsys.readouterr()
    assert captured.out == ""
    return captured.err.splitlines()


def test_a_second_log_gets_triages_advice(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["triage", "rspec.log", "rubocop.log"], capsys)
    assert len(err) == 1
    assert err[-1] == (
        "ci-triage triage: error: unrecognized arguments: rubocop.log: "
        "triage reads one log (PATH or -); for several jobs give their run-logs zip"
    )


def test_an_unknown_flag_is_named_by_the_subcommand_without_advice(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["triage", "rspec.log", "--verbose"], capsys)
    assert len(err) == 1
    assert err[-1] == "ci-triage triage: error: --verbose is no option of triage"


@pytest.mark.parametrize(
    "argv", [["triage", "--frmat", "json", "jest.log"], ["triage", "--frmat=json", "jest.log"]], ids=" ".join
)
def test_a_mistyped_flag_is_named_with_the_closest_option(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--frmat json LOG``: argparse took ``json`` as the log and left ``--frmat LOG`` over, which
    was refused as a second log (trial 62, finding 10); the mistyped flag is what to name."""
    err = _refused(argv, capsys)
    assert len(err) == 1
    assert err[-1] == "ci-triage triage: error: --frmat is no option of triage; did you mean --format?"


@pytest.mark.parametrize(
    ("argv", "parser", "error"),
    [
        (["replay", "trace.jsonl", "other.jsonl"], "ci-triage replay", "unrecognized arguments: other.jsonl"),
        (["skills", "show", "pytest", "extra"], "ci-triage skills show", "unrecognized arguments: extra"),
        (["skills", "show", "--frob", "pytest"], "ci-triage skills show", "--frob is no option of skills show"),
        (["--verbose"], "ci-triage", "--verbose is no option of ci-triage; did you mean --version?"),
    ],
    ids=["replay", "nested-skills-show", "nested-skills-show-flag", "top-level"],
)
def test_leftovers_are_refused_by_the_deepest_parser(
    argv: list[str], parser: str, error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _refused(argv, capsys) == [f"{parser}: error: {error}"]


@pytest.mark.parametrize("argv", [["--version", "--foo"], ["--foo", "--version"]], ids=" ".join)
def test_an_unknown_flag_beside_version_is_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--version`` printed and exited 0 before the rest of the line was read (trial 61, finding 11)."""
    assert _refused(argv, capsys)[-1] == "ci-triage: error: --foo is no option of ci-triage"
