"""``skills new --from LOG``: a starter written from one real failure matches the next run of the same
failure, which names other packages, versions and licences, and not the passing run (pip 26.3's
``pip check``, run here; a user trial's licence gate, ``tests/fixtures/trial-19``): a name joined by
``-`` or ``_`` and a hash match any value."""

from __future__ import annotations

from pathlib import Path

import pytest
import re2

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs.skill_starter import line_pattern
from ci_triage.logs.skills import Skill, load_skills

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-19"

pytestmark = pytest.mark.usefixtures("empty_home")


def _starter(log: Path, out: Path, *extra: str) -> Path:
    argv = ["skills", "new", "--from", str(log), "--out", str(out), "--name", "starter", "--no-home-skills", *extra]
    assert main(argv) == ExitCode.OK
    return out / "starter"


def _skill(folder: Path) -> Skill:
    (skill,) = load_skills([folder.parent], bundled=False).skills
    return skill


def _matched(folder: Path, log: Path, capsys: pytest.CaptureFixture[str]) -> int:
    """How many lines of ``log`` the starter's signals match, as ``skills check`` counts them (on the
    cleaned lines: a GitHub Actions log's stamps aside)."""
    capsys.readouterr()
    main(["skills", "check", str(folder), str(log)])
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.endswith("lines matched a signal"), last
    return int(last.split(": ", 1)[1].split()[0])


@pytest.mark.parametrize(
    ("first", "again", "failing", "passing", "extra"),
    [  # pip's line with a failure word (``requires plot-core, which is not installed``); both DENIED lines
        ("pip-check-broken.plain", "pip-check-broken-again.plain", 1, "pip-check-pass.plain", ()),
        ("license-gate.gha.log", "license-gate-again.gha.log", 2, None, ("--category", "security audit")),
    ],
)
def test_the_starter_of_one_failure_matches_the_next_run_of_it(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    first: str,
    again: str,
    failing: int,
    passing: str | None,
    extra: tuple[str, ...],
) -> None:
    folder = _starter(FIXTURES / first, tmp_path / "starter", *extra)
    assert _matched(folder, FIXTURES / again, capsys) == failing
    if passing is not None:
        assert _matched(folder, FIXTURES / passing, capsys) == 0


def test_one_licence_gate_pattern_for_lines_that_differ_in_names_only(tmp_path: Path) -> None:
    """The trial's two ``DENIED`` lines (``gpl-thing … GPL-3.0-only``, ``other-lib … AGPL-3.0``) are
    one failure of one shape: one signal, not one literal pattern per package."""
    skill = _skill(_starter(FIXTURES / "license-gate.gha.log", tmp_path / "starter", "--category", "security audit"))
    assert len([signal for signal in skill.signals if signal.role == "error"]) == 1


@pytest.mark.parametrize(
    ("line", "other", "unlike"),
    [
        (
            "fatal: bad object 3f2a9c1d0e",
            "fatal: bad object 9b8e7a6f54",
            "fatal: bad object HEAD",
        ),
        (
            "Job 123e4567-e89b-12d3-a456-426614174000 failed on runner build_host_7",
            "Job 00000000-aaaa-bbbb-cccc-000000000001 failed on runner arm-64",
            "Job failed on runner",
        ),
    ],
)
def test_hashes_ids_and_names_match_any_value(line: str, other: str, unlike: str) -> None:
    pattern = line_pattern(line)
    assert re2.search(pattern, line), pattern
    assert re2.search(pattern, other), pattern
    assert not re2.search(pattern, unlike), pattern


@pytest.mark.parametrize(
    "line",
    [
        "error: externally-managed-environment",  # the name is all the message says
        "hint: use --no-verify to bypass",  # an option
        "deadbeef is not a commit",  # a word of hex letters
    ],
)
def test_a_name_alone_an_option_and_a_word_stay_literal(line: str) -> None:
    pattern = line_pattern(line)
    assert r"\S+" not in pattern, pattern
    assert "[0-9a-fA-F]+" not in pattern, pattern
