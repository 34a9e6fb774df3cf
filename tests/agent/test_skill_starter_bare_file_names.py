"""``skills new --from LOG`` on real podchecker output (``tests/fixtures/trial-z-pod``): a starter
made from the errors in one bare file name (``in file docs_a.pod``) matches the same errors in
another (``lib_Foo.pod``) and in paths with a folder, and podchecker's tally (``docs_a.pod has 2 pod
syntax errors.``) is a signal of its own; none matches a line of the passing run."""

from __future__ import annotations

from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skill_starter import line_pattern
from ci_triage.logs.skills import load_skills

POD = Path(__file__).parents[1] / "fixtures" / "trial-z-pod"

pytestmark = pytest.mark.usefixtures("empty_home")


def _starter(tmp_path: Path) -> Path:
    out = tmp_path / "skills"
    argv = ["skills", "new", "--from", str(POD / "s1-podchecker-fail-a.gha.log"), "--out", str(out)]
    assert main([*argv, "--category", "lint/format", "--name", "pod", "--no-home-skills"]) == ExitCode.OK
    return out / "pod"


def test_the_starter_has_a_signal_for_each_error_and_the_tally(tmp_path, capsys):
    """The tally reads as a failure (a count that is not zero before ``errors``) though it has no
    ``error:``: it was left out, and a starter had two signals."""
    folder = _starter(tmp_path)
    capsys.readouterr()
    (skill,) = load_skills([folder.parent], bundled=False).skills
    patterns = [signal.pattern for signal in skill.signals if signal.role == "error"]
    assert len(patterns) == 3, patterns
    assert any(re2.search(pattern, "lib/Other.pod has 5 pod syntax errors.") for pattern in patterns)
    assert not any(re2.search(pattern, "lib/Other.pod has 0 pod syntax errors.") for pattern in patterns)


@pytest.mark.parametrize(
    "log",
    [
        "s5-podchecker-same-kind-other-file.gha.log",
        "s6-podchecker-slash-path.gha.log",
        "s7-podchecker-slash-path-other.gha.log",
    ],
)
def test_a_starter_from_a_bare_file_name_matches_the_same_errors_in_other_files(tmp_path, capsys, log):
    """``docs_a.pod`` was kept literal, so the same errors in ``lib_Foo.pod`` matched no signal
    (``0 of 21 lines matched``) while ``docs/a.pod``, a path, was already any value."""
    folder = _starter(tmp_path)
    capsys.readouterr()
    assert main(["skills", "check", str(folder), str(POD / log)]) == ExitCode.OK
    assert "3 of 21 lines matched a signal" in capsys.readouterr().out


def test_no_line_of_the_passing_run_matches(tmp_path, capsys):
    folder = _starter(tmp_path)
    capsys.readouterr()
    assert main(["skills", "check", str(folder), str(POD / "s3-podchecker-pass.gha.log")]) == ExitCode.OK
    assert "0 of 18 lines matched a signal" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("java.lang.InterruptedException: sleep interrupted", "java\\.lang\\.InterruptedException"),
        ("error in a.pyc", "a\\.pyc"),
        ("Error: expected 3 in v2.0.1", "expected"),
    ],
)
def test_a_dotted_name_without_a_known_extension_stays_literal(text, kept):
    """Only a known-looking extension (``.pod``, ``.py``) makes a bare dotted word a file name."""
    assert kept in line_pattern(text)


def test_a_bare_file_name_becomes_any_value_the_file_group_holds():
    assert (
        line_pattern("E   ImportError while importing conftest.py")
        == r"^\s*E +ImportError while importing (?P<file>\S+)\s*$"
    )
