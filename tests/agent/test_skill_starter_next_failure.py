"""``skills new`` writes a starter whose signals match the next failure of its kind, not only the
log it came from: a caret underline or a rule matches any length of it, a tool's code any code of
its family with any message, a count's noun its singular and plural, a file's name any file (the
``file`` group), and a finding's heading that names the place (shellcheck's ``In deploy.sh line
2:``) is a signal of its own. Each pair of logs is real output of one tool on two projects
(tests/fixtures/starter-next-failure/README.md): the starter of the first must match the second."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skill_starter import line_pattern

FIXTURES = Path(__file__).parents[1] / "fixtures" / "starter-next-failure"

pytestmark = pytest.mark.usefixtures("empty_home")


def starter_then_check(tmp_path: Path, capsys: pytest.CaptureFixture[str], first: str, second: str) -> tuple[str, str]:
    """The SKILL.md ``skills new`` writes from ``first`` and what ``skills check`` prints on ``second``."""
    argv = ["skills", "new", "--from", str(FIXTURES / first), "--out", str(tmp_path / "out"), "--name", "starter"]
    assert main([*argv, "--no-home-skills"]) == ExitCode.OK
    skill = tmp_path / "out" / "starter"
    capsys.readouterr()
    assert main(["skills", "check", str(skill), str(FIXTURES / second)]) == ExitCode.OK
    return (skill / "SKILL.md").read_text(encoding="utf-8"), capsys.readouterr().out


def patterns(skill: str) -> str:
    """The ``pattern:`` lines of a SKILL.md's text."""
    return "\n".join(line for line in skill.splitlines() if line.lstrip().startswith("pattern:"))


def test_a_shellcheck_starter_matches_another_finding_and_names_its_place(tmp_path, capsys) -> None:
    text, out = starter_then_check(tmp_path, capsys, "shellcheck-sc2045.gha.log", "shellcheck-sc2045-sc2068.gha.log")
    assert "deploy" not in patterns(text)  # no file of the project
    assert "starter/line-1 [error 0.60] file=release.sh line=3 | In release.sh line 3:" in out
    assert "starter/line-1 [error 0.60] file=release.sh line=4 | In release.sh line 4:" in out
    assert "|             ^---------------^ SC2045 (error): Iterating over ls output" in out  # a longer underline
    assert "|       ^-- SC2068 (error): Double quote array expansions" in out  # another code, a one-character one
    assert "4 of 45 lines matched a signal" in out


def test_a_mypy_starter_matches_other_codes_and_a_tally_of_several_files(tmp_path, capsys) -> None:
    _, out = starter_then_check(tmp_path, capsys, "mypy-one-file.gha.log", "mypy-two-files.gha.log")
    assert "file=svc/users.py line=2 | svc/users.py:2: error: Incompatible return value type" in out
    assert out.count("[assignment]") == 2
    assert "| Found 3 errors in 2 files (checked 5 source files)" in out


def test_a_free_pascal_starter_names_no_file_of_the_project(tmp_path, capsys) -> None:
    text, out = starter_then_check(tmp_path, capsys, "fpc-strutil.gha.log", "fpc-mathutil.gha.log")
    assert "strutil" not in patterns(text)
    assert "col=13 file=mathutil.pas line=10 | mathutil.pas(10,13) Error: Identifier not found" in out
    assert "file=mathutil.pas line=13 | mathutil.pas(13) Fatal: There were 1 errors compiling module" in out


@pytest.mark.parametrize(
    ("text", "pattern"),
    [
        ("======= 2 failed in 0.12s =======", r"^\s*=+ [1-9]\d* failed in [vV]?\d+(?:\.\d+)+s =+\s*$"),
        ("    ^~~~~~", r"^\s*[\^\~]+\s*$"),
        ("Found 1 dependency with 1 match", r"^\s*Found [1-9]\d* dependenc(?:y|ies) with [1-9]\d* match(?:es)?\s*$"),
        ("git push --no-verify failed", r"^\s*git push \-\-no\-verify failed\s*$"),  # an option's dashes stay
        ("2 jobs cannot start", r"^\s*[1-9]\d* jobs? cannot start\s*$"),  # a verb after the noun stays
        ("see https://x.io/a/b.html", r"^\s*see https:/\S+\s*$"),  # a URL's path is no file of the repository
        ("X11 forwarding failed: no display", r"^\s*X[1-9]\d* forwarding failed: no display\s*$"),  # no code: no ': '
        ("a.py:1:80: E501 line too long (82 > 79)", r"^\s*(?P<file>\S+):(?P<line>\d+):(?P<col>\d+): E\d+ .+\s*$"),
    ],
)
def test_marks_counts_and_codes_generalise_as_a_class(text: str, pattern: str) -> None:
    assert line_pattern(text) == pattern


def test_lines_of_another_category_are_left_out_and_listed(tmp_path, capsys) -> None:
    """A deploy script failed on gh's missing token (permission/auth) after a refused connection
    (configuration) and a git remote it could not reach (network): the starter's signals are the
    token's line alone, so a refused connection in another job is not read as permission/auth."""
    argv = ["skills", "new", "--from", str(FIXTURES / "deploy-gh-no-token.gha.log"), "--out", str(tmp_path / "out")]
    assert main([*argv, "--name", "starter", "--no-home-skills"]) == ExitCode.OK
    printed = capsys.readouterr()
    assert "ci-triage: note: left out lines 30 (configuration), 32 (infrastructure/network/flaky)" in printed.err
    assert "category permission/auth, 1 signal(s) from lines 34" in printed.out
    text = (tmp_path / "out" / "starter" / "SKILL.md").read_text(encoding="utf-8")
    assert "Connection refused" not in patterns(text)
    assert "(configuration: service-not-ready/postgres-local-refused)" in text
    skill = str(tmp_path / "out" / "starter")
    assert main(["skills", "check", skill, str(FIXTURES / "psql-refused.gha.log")]) == ExitCode.OK
    assert "psql-refused.gha.log: 0 of" in capsys.readouterr().out
    assert main(["skills", "check", skill, str(FIXTURES / "gh-pr-list-no-token.gha.log")]) == ExitCode.OK
    assert "starter/line-1 [error 0.60] | Alternatively, populate the GH_TOKEN" in capsys.readouterr().out
