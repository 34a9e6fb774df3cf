"""``skills new --category``: a category as ci-triage writes it (any case) is taken; a part of one or
another word is one usage error (exit 2) naming the categories it starts and every valid one, and
writes nothing; the starter written for any category validates and fires on its own log.

The logs are real output (tests/fixtures/s27-misc/README.md, trial-45/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures"
KILLED = FIXTURES / "s27-misc" / "bash-killed.gha.log"

pytestmark = pytest.mark.usefixtures("empty_home")


def new(tmp_path: Path, log: Path, category: str) -> int:
    argv = ["skills", "new", "--from", str(log), "--out", str(tmp_path / "out"), "--category", category]
    return main([*argv, "--name", "starter", "--no-home-skills"])


@pytest.mark.parametrize(
    ("given", "meant"),
    [
        ("runtime", "'runtime error'? Quote a category that has a space."),
        ("memory", "'out-of-memory'?)"),
        ("infra", "'infrastructure-as-code/deploy' or 'infrastructure/network/flaky'?"),
    ],
)
def test_a_part_of_a_category_is_refused_naming_the_ones_it_starts(tmp_path, capsys, given: str, meant: str) -> None:
    with pytest.raises(SystemExit) as exited:
        new(tmp_path, KILLED, given)
    assert exited.value.code == ExitCode.USAGE
    err = capsys.readouterr().err
    assert f"{given!r} is no category a skill can name (did you mean {meant}" in err
    assert "; choose one of: test failure, compile/build error," in err
    assert not (tmp_path / "out").exists()


def test_a_word_no_category_has_names_no_guess(tmp_path, capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        new(tmp_path, KILLED, "oom")
    assert exited.value.code == ExitCode.USAGE
    assert "'oom' is no category a skill can name; choose one of:" in capsys.readouterr().err


def test_a_category_in_another_case_is_taken_as_written_by_ci_triage(tmp_path, capsys) -> None:
    assert new(tmp_path, KILLED, "Out-Of-Memory") == ExitCode.OK
    assert "category: out-of-memory" in (tmp_path / "out" / "starter" / "SKILL.md").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("log", "category"),
    [
        ("s27-misc/bash-killed.gha.log", "out-of-memory"),
        ("s27-misc/bash-killed.gha.log", "timeout"),  # not the log's own verdict
        ("s27-misc/numpy2-allocate-8tib.gha.log", "runtime error"),
        ("s27-misc/environ-get-none.gha.log", "configuration"),
        ("trial-45/black-24-fail.gha.log", "formatting"),
    ],
)
def test_the_starter_validates_and_fires_on_the_log_it_came_from(tmp_path, capsys, log: str, category: str) -> None:
    assert new(tmp_path, FIXTURES / log, category) == ExitCode.OK
    capsys.readouterr()
    assert main(["skills", "check", str(tmp_path / "out" / "starter"), str(FIXTURES / log)]) == ExitCode.OK
    out = capsys.readouterr().out
    assert f"ok      starter ({tmp_path / 'out' / 'starter' / 'SKILL.md'}): category {category}" in out
    assert "starter/line-1 [error" in out
    assert " 0 of " not in out
