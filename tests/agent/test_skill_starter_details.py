"""``skills new --from LOG`` on a user trial of long-tail tools (``tests/fixtures/starter-trial``):
a starter made from one failure of a tool matches the next failure of the same kind, whose names
differ (xmllint's tag names after ``tag mismatch: ``, Elixir's undefined ``name/arity``, typos'
words in backticks), and no line of a passing run (the trial's ``-PASS`` logs and
``tests/fixtures/passing``)."""

from __future__ import annotations

from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.clean import clean_line
from ci_triage.logs.skill_starter import detail_start, line_pattern
from ci_triage.logs.skills import load_skills

FIXTURES = Path(__file__).parents[1] / "fixtures"
TRIAL = FIXTURES / "starter-trial"
PASSING = sorted(TRIAL.glob("*-PASS.gha.log")) + sorted((FIXTURES / "passing").glob("*/*.log"))


pytestmark = pytest.mark.usefixtures("empty_home")


def _lines(path: Path) -> list[str]:
    """The cleaned lines of a log, as the analyser matches signals on them (runner stamps off)."""
    return [clean_line(line).text for line in path.read_text(encoding="utf-8").splitlines()]


def _starter_patterns(tmp_path: Path, log: str) -> list[str]:
    out = tmp_path / log
    argv = ["skills", "new", "--from", str(TRIAL / log), "--out", str(out), "--category", "lint/format"]
    assert main([*argv, "--name", "starter", "--no-home-skills"]) == ExitCode.OK
    (skill,) = load_skills([out], bundled=False).skills
    return [signal.pattern for signal in skill.signals if signal.role == "error"]


@pytest.mark.parametrize(
    ("first", "second", "failing"),
    [
        ("xmllint.gha.log", "xmllint-2.gha.log", "Opening and ending tag mismatch: dependency line 3 and dependncy"),
        ("xmllint-2.gha.log", "xmllint.gha.log", "Opening and ending tag mismatch: item line 4 and itm"),
        ("elixir-compile.gha.log", "elixir-compile-in-test.gha.log", "undefined function nme/0"),
        ("elixir-compile-in-test.gha.log", "elixir-compile.gha.log", "undefined function c/0"),
    ],
)
def test_a_starter_from_one_failure_matches_the_next_of_the_same_kind(tmp_path, capsys, first, second, failing):
    """The names a message is about are values: a starter keeping them (``…mismatch: item line
    [1-9]\\d* and itm``) left the next mismatch unknown."""
    patterns = _starter_patterns(tmp_path, first)
    capsys.readouterr()
    (line,) = [line for line in _lines(TRIAL / second) if failing in line]
    assert any(re2.search(pattern, line) for pattern in patterns), patterns
    out = tmp_path / first
    assert main(["skills", "check", str(out), str(TRIAL / second)]) == ExitCode.OK
    assert "0 of" not in capsys.readouterr().out


def test_typos_three_misspellings_make_one_signal_that_matches_every_one(tmp_path, capsys):
    """``error: `teh` should be `the``` and its two siblings are one template: the words in backticks
    are values, so the three lines make one signal, which matches a misspelling typos has not seen."""
    (pattern,) = _starter_patterns(tmp_path, "typos.gha.log")
    capsys.readouterr()
    assert re2.search(pattern, "error: `seperate` should be `separate`")
    assert not re2.search(pattern, "error: unexpected argument")


@pytest.mark.parametrize(
    "log",
    [
        "xmllint.gha.log",
        "xmllint-2.gha.log",
        "elixir-compile.gha.log",
        "elixir-compile-in-test.gha.log",
        "typos.gha.log",
    ],
)
def test_no_starter_matches_a_line_of_a_passing_run(tmp_path, capsys, log):
    patterns = _starter_patterns(tmp_path, log)
    capsys.readouterr()
    assert patterns
    for path in PASSING:
        for line in _lines(path):
            assert not any(re2.search(pattern, line) for pattern in patterns), (path.name, line)


@pytest.mark.parametrize(
    "line",
    [
        "java.lang.InterruptedException: sleep interrupted",  # a dotted name, then the message
        "fatal: cannot create directory at 'a/b': No space left on device",  # the head names a value
        "error: unable to create file a/b.java: No space left on device",
        "Caused by: org.x.TransportException: https://github.com/o/r.git: 503 Service Unavailable",
        "npm ERR! code: ELIFECYCLE",  # too few plain words to say what went wrong
        "error: `teh` should be `the`",
        "Tests run: 4, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.027 s - in org.x.ATest",
    ],
)
def test_a_message_after_a_head_that_says_nothing_is_kept(line):
    """Only the bare words after a head of plain words (``Opening and ending tag mismatch: ``) are a
    detail; after an exception's name, a path or a short code comes the message itself."""
    assert detail_start(line) is None
    assert "\\S+\\s+\\S+" not in line_pattern(line)


def test_a_protocol_version_is_no_function_reference():
    """``HTTP/2`` and ``HTTP/1.1`` name a protocol, not a function by its arity."""
    assert line_pattern("HTTP/2 stream error") == r"^\s*HTTP/2 stream error\s*$"
    assert line_pattern("undefined function Exapp.add/2") == r"^\s*undefined function [^\s/]+/\d+\s*$"
