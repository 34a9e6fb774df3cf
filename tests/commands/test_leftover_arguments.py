"""Arguments no parser takes are refused with the usage of the subcommand they were given to.

``ci-triage triage rspec.log rubocop.log`` printed the top-level usage (``usage: ci-triage [-h]
[--version] COMMAND ...``), though the second log was given to ``triage``; a leftover log now gets
``triage``'s usage and a line saying it reads one log, and a run-logs zip holds several. Exit 2 as before.
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


def test_a_second_log_gets_triages_usage_and_advice(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["triage", "rspec.log", "rubocop.log"], capsys)
    assert err[0].startswith("usage: ci-triage triage ")
    assert err[-1] == (
        "ci-triage triage: error: unrecognized arguments: rubocop.log: "
        "triage reads one log (PATH or -); for several jobs give their run-logs zip"
    )


def test_an_unknown_flag_gets_the_subcommands_usage_without_advice(capsys: pytest.CaptureFixture[str]) -> None:
    err = _refused(["triage", "rspec.log", "--verbose"], capsys)
    assert err[0].startswith("usage: ci-triage triage ")
    assert err[-1] == "ci-triage triage: error: --verbose is no option of triage"


@pytest.mark.parametrize(
    "argv", [["triage", "--frmat", "json", "jest.log"], ["triage", "--frmat=json", "jest.log"]], ids=" ".join
)
def test_a_mistyped_flag_is_named_with_the_closest_option(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--frmat json LOG``: argparse took ``json`` as the log and left ``--frmat LOG`` over, which
    was refused as a second log (trial 62, finding 10); the mistyped flag is what to name."""
    err = _refused(argv, capsys)
    assert err[0].startswith("usage: ci-triage triage ")
    assert err[-1] == "ci-triage triage: error: --frmat is no option of triage; did you mean --format?"


@pytest.mark.parametrize(
    ("argv", "usage", "error"),
    [
        (["replay", "trace.jsonl", "other.jsonl"], "usage: ci-triage replay ", "unrecognized arguments: other.jsonl"),
        (["skills", "show", "pytest", "extra"], "usage: ci-triage skills show ", "unrecognized arguments: extra"),
        (["skills", "show", "--frob", "pytest"], "usage: ci-triage skills show ", "--frob is no option of skills show"),
        (["--verbose"], "usage: ci-triage [-h]", "--verbose is no option of ci-triage; did you mean --version?"),
    ],
    ids=["replay", "nested-skills-show", "nested-skills-show-flag", "top-level"],
)
def test_leftovers_get_the_usage_of_the_deepest_parser(
    argv: list[str], usage: str, error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(argv, capsys)
    assert err[0].startswith(usage)
    assert err[-1].endswith(f"error: {error}")


@pytest.mark.parametrize("argv", [["--version", "--foo"], ["--foo", "--version"]], ids=" ".join)
def test_an_unknown_flag_beside_version_is_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """``--version`` printed and exited 0 before the rest of the line was read (trial 61, finding 11)."""
    assert _refused(argv, capsys)[-1] == "ci-triage: error: --foo is no option of ci-triage"
