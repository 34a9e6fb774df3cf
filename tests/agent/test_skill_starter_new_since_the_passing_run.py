"""``skills new --from LOG --baseline PASS`` makes its signals of the lines new since the passing run
and checks the skill it wrote against that run (trial 124 #3).

Trial 124's ``ci/check_symbols.sh`` prints its progress ``echo`` (``checking exported symbols of
libcalc.so against symbols.expected``) in the passing run too, then ``diff -u``'s report of the
symbols that changed. The starter was made of the ``echo`` (the unknown verdict's headline) as an
``error`` signal, its file names literal, and then read the passing run as failed. Its signals are
now the diff's lines, the date-times ``diff`` prints masked as the baseline comparison masks them;
without ``--baseline`` the headline leads only when it reads as an error. A signal a line of the
passing log matches is left out (a note says so), and a starter whose every signal does is not
written (exit 3). Real output: ``tests/fixtures/t124b`` (its README says how it was made).
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("empty_home")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t124b"


def output(name: str) -> list[str]:
    return (FIXTURES / name).read_text(encoding="utf-8").splitlines()


def symbols_check(tmp_path: Path, name: str, exit_code: int) -> Path:
    steps = script("./ci/check_symbols.sh", output(name))
    return job_log(tmp_path, f"{name}.log", CHECKOUT, steps, exit_code=exit_code)


def new_skill(tmp_path: Path, log: Path, *more: str) -> int:
    argv = ["skills", "new", "--from", str(log), "--out", str(tmp_path / "out"), "--name", "abi", *more]
    return main([*argv, "--category", "configuration", "--no-home-skills"])


def signals(tmp_path: Path) -> list[dict[str, object]]:
    text = (tmp_path / "out" / "abi" / "SKILL.md").read_text(encoding="utf-8")
    return yaml.safe_load(text.split("---")[1])["signals"]


def triage(log: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    capsys.readouterr()
    main(["triage", str(log), "--skills", str(tmp_path / "out"), "--no-home-skills", "--format", "json"])
    return capsys.readouterr().out


def test_the_starter_is_made_of_the_diff_and_not_of_the_echo_the_passing_run_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failing = symbols_check(tmp_path, "check-symbols-fails.out", 1)
    passing = symbols_check(tmp_path, "check-symbols-passes.out", 0)
    assert new_skill(tmp_path, failing, "--baseline", str(passing)) == ExitCode.OK
    made = signals(tmp_path)
    assert [signal["role"] for signal in made] == ["error"] * 3
    header = str(made[0]["pattern"])
    assert "checking" not in "".join(str(signal["pattern"]) for signal in made)
    assert "2026" not in header  # the date diff prints: any
    assert "symbols\\.expected" not in header  # the file's name: any
    assert '"failure_found": false' in triage(passing, tmp_path, capsys)
    assert '"category": "configuration"' in triage(failing, tmp_path, capsys)


def test_without_a_passing_run_the_echo_does_not_lead(tmp_path: Path) -> None:
    failing = symbols_check(tmp_path, "check-symbols-fails.out", 1)
    assert new_skill(tmp_path, failing) == ExitCode.OK
    assert all("checking" not in str(signal["pattern"]) for signal in signals(tmp_path))
    assert all(signal["role"] == "context" for signal in signals(tmp_path))  # no line reads as an error


def test_a_starter_every_signal_of_which_the_passing_run_matches_is_not_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    steps = "grep -h version CHANGES.md || true"
    failing = job_log(tmp_path, "f.log", CHECKOUT, script(steps, output("grep-notes-fails.out")), exit_code=2)
    passing = job_log(tmp_path, "p.log", CHECKOUT, script(steps, output("grep-notes-passes.out")))
    assert new_skill(tmp_path, failing, "--baseline", str(passing)) == ExitCode.INPUT
    error = capsys.readouterr().err
    assert "matches the passing log" in error
    assert "nothing written" in error
    assert not (tmp_path / "out" / "abi").exists()
    assert new_skill(tmp_path, failing) == ExitCode.OK  # without the passing run, nothing to check it against


def test_a_missing_passing_log_is_an_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    failing = symbols_check(tmp_path, "check-symbols-fails.out", 1)
    assert new_skill(tmp_path, failing, "--baseline", str(tmp_path / "nope.log")) == ExitCode.INPUT
    assert "--baseline" in capsys.readouterr().err
