"""A variable the passing run's step set in its ``env:`` and the failing run's same step lost is named
beside the cause when the failing output reads it unset (trial 119 #1).

Real output (``tests/fixtures/trial-119/README.md``): bash 5.2.15's ``set -u`` stopping on
``RELEASE_CHANNEL: unbound variable`` and pytest 9.2.0's ``E KeyError: 'DATABASE_URL'``, each after
the step's ``env:`` lost the variable the green run's step listed. The words of other programs
(``tests/fixtures/trial-119/README.md`` says how each was made) are read by :func:`unset_names`.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.compare import compare_member, read_baseline
from ci_triage.logs.lost_settings import lost_settings, unset_names
from ci_triage.logs.source import LogMember

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-119"


def _triage(capsys: pytest.CaptureFixture[str], name: str, output: str, passing: str = "") -> str:
    failing, baseline = FIXTURES / f"{name}.fail.log", FIXTURES / f"{passing or name}.pass.log"
    code = main(["triage", str(failing), "--baseline", str(baseline), "--format", output])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def test_a_variable_the_shell_reads_unbound_is_named_as_set_only_in_the_passing_run(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = json.loads(_triage(capsys, "sh-pkg", "json"))
    assert report["jobs"][0]["lost_settings"] == [{"name": "RELEASE_CHANNEL", "line": 31}]
    assert "The passing run's step set RELEASE_CHANNEL in its `env:`; this run's did not" in report["next_step"]
    markdown = _triage(capsys, "sh-pkg", "markdown")
    assert "**Set in the passing run, not in this one:** `RELEASE_CHANNEL`" in markdown
    assert "(line 31 reads `RELEASE_CHANNEL` unset)" in markdown
    assert ": stable" not in markdown  # the passing run's value (it may be a secret) is never shown


def test_a_key_error_on_the_lost_variable_names_it(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "py-env", "json"))
    # the step kept PYTHONDONTWRITEBYTECODE: only the variable it lost is named
    assert report["jobs"][0]["lost_settings"] == [{"name": "DATABASE_URL", "line": 58}]
    assert "The passing run's step set `DATABASE_URL`" in _triage(capsys, "py-env", "markdown")


def test_a_variable_given_another_value_is_not_lost(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(_triage(capsys, "py-envchg", "json", passing="py-env"))
    assert report["jobs"][0]["lost_settings"] == []
    assert "this run's did not" not in report["next_step"]


def test_each_steps_env_names_are_read_from_both_logs() -> None:
    with (FIXTURES / "sh-pkg.pass.log").open("rb") as passing, (FIXTURES / "sh-pkg.fail.log").open("rb") as failing:
        baseline = read_baseline(LogMember(name="", file=passing), "the passing log")
        comparison = compare_member(LogMember(name="", file=failing), baseline)
    assert baseline.step_env["Run ./scripts/package.sh"] == frozenset({"RELEASE_CHANNEL"})
    assert baseline.step_env["Run bash --version | head -1"] == frozenset()
    assert (comparison.failing_step, comparison.failing_env) == ("Run ./scripts/package.sh", frozenset())


def test_a_lost_variable_the_output_does_not_name_is_listed_without_a_line() -> None:
    output = [(40, "E       AttributeError: module 'geomlib' has no attribute 'scale'"), (41, "FAILED tests/x.py")]
    lost = lost_settings(frozenset({"PYTHONDONTWRITEBYTECODE", "CI"}), frozenset({"CI"}), output)
    assert [(setting.name, setting.line) for setting in lost] == [("PYTHONDONTWRITEBYTECODE", None)]


@pytest.mark.parametrize(
    ("line", "name"),
    [
        ("dash: 1: RELEASE_CHANNEL: parameter not set", "RELEASE_CHANNEL"),
        ("bash: line 1: DEPLOY_ENV: parameter null or not set", "DEPLOY_ENV"),
        ("E       KeyError: 'DATABASE_URL'", "DATABASE_URL"),
        ("error: environment variable `BUILD_CHANNEL` not defined at compile time", "BUILD_CHANNEL"),
        ('WARN[0000] The "AIRFLOW_UID" variable is not set. Defaulting to a blank string.', "AIRFLOW_UID"),
        ("WARNING: The TEST_PKGS variable is not set. Defaulting to a blank string.", "TEST_PKGS"),
    ],
)
def test_programs_words_for_a_variable_read_unset(line: str, name: str) -> None:
    assert unset_names(line) == {name}


@pytest.mark.parametrize("line", ["the value is not set", "KeyError: 0", "tests passed, file is empty"])
def test_prose_names_no_variable(line: str) -> None:
    assert unset_names(line) == set()
