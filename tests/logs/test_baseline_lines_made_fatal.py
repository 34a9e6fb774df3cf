"""A passing log whose failing step printed the same lines and passed (trial 64 #5, #6, #8).

- The step's lines are all in the passing log, but they did not fail it then (``./ci/lint.sh`` ran
  ``ruff check src || true``, now ``ruff check src``): the verdict is the one those lines give without
  the comparison, its confidence a little lower, and the warning says what is new (the exit code, changed options).
- A line of a known template whose counts changed (``1 of 4 records rejected`` → ``3 of 5``) is
  "changed since" the passing log, not "also in" it, and keeps its weight.
- A passing log of the same job whose failing step ran with other options only (``pytest -q`` then,
  ``pytest -v -p no:cacheprovider`` now) is compared with; another job's log stays refused.

The tool output is in ``fixtures/baseline/t64`` (its README says how it was made). ``validate.py`` is::

    threshold = int(sys.argv[1])
    files = sorted(glob.glob("data/*.json"))
    bad = 0
    for name in files:
        try:
            with open(name) as f:
                json.load(f)
        except ValueError:
            bad += 1
    print(f"validate: {bad} of {len(files)} records rejected (threshold {threshold})")
    sys.exit(1 if bad > threshold else 0)
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "baseline" / "t64"
INSTALL = script("python -m pip install pytest", ["Successfully installed pytest-9.2.0"])


def output(name: str) -> list[str]:
    return (FIXTURES / name).read_text(encoding="utf-8").splitlines()


def triage(capsys: pytest.CaptureFixture[str], failing: Path, *more: str) -> dict:
    code = main(["triage", str(failing), *more, "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_lines_the_passing_run_printed_keep_their_verdict_once_fatal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    findings = ["ruff 0.17.6", *output("ruff-check.out")]  # ./ci/lint.sh: ruff --version; ruff check src (|| true then)
    failing = job_log(tmp_path, "fail.log", CHECKOUT, script("./ci/lint.sh", findings), exit_code=1)
    passing = job_log(tmp_path, "pass.log", CHECKOUT, script("./ci/lint.sh", findings))
    alone = triage(capsys, failing)["jobs"][0]["classification"]
    compared = triage(capsys, failing, "--baseline", str(passing))
    verdict = compared["jobs"][0]["classification"]
    assert verdict["category"] == alone["category"] == "lint/format"
    assert alone["confidence"] * 0.85 <= verdict["confidence"] < alone["confidence"]
    [warning] = [warning for warning in compared["warnings"] if "also in the passing log" in warning]
    assert "exit code 1" in warning
    assert "made fatal" in warning


def test_a_count_that_changed_is_no_line_also_in_the_passing_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    failing = job_log(
        tmp_path, "fail.log", CHECKOUT, script("python validate.py 2", output("validate-fails.out")), exit_code=1
    )
    passing = job_log(tmp_path, "pass.log", CHECKOUT, script("python validate.py 2", output("validate-passes.out")))
    compared = triage(capsys, failing, "--baseline", str(passing))
    job = compared["jobs"][0]
    assert job["headline"] == "validate: 3 of 5 records rejected (threshold 2)"
    assert job["headline_compared"] == "changed"
    assert not any("failed without printing" in warning for warning in compared["warnings"])
    assert not any("also in the passing log" in span["reason"] for span in compared["excerpt"])


def test_a_step_run_with_other_options_is_still_compared(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    failing = job_log(
        tmp_path,
        "fail.log",
        CHECKOUT,
        INSTALL,
        script("python -m pytest -v -p no:cacheprovider tests", output("pytest-v-fails.out")),
        exit_code=1,
    )
    passing = job_log(
        tmp_path, "pass.log", CHECKOUT, INSTALL, script("python -m pytest -q tests", output("pytest-q-passes.out"))
    )
    compared = triage(capsys, failing, "--baseline", str(passing))
    assert compared["compared_with"] == "the passing log pass.log (job test)"
    [warning] = compared["warnings"]
    assert "ran as `Run python -m pytest -q tests`" in warning
    assert compared["jobs"][0]["classification"]["category"] == "test failure"


def test_another_jobs_step_stays_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    failing = job_log(
        tmp_path,
        "fail.log",
        CHECKOUT,
        INSTALL,
        script("python -m pytest -v tests", output("pytest-v-fails.out")),
        exit_code=1,
    )
    passing = job_log(
        tmp_path,
        "pass.log",
        CHECKOUT,
        INSTALL,
        script("python -m pytest -q tests/unit", output("pytest-q-passes.out")),
    )
    compared = triage(capsys, failing, "--baseline", str(passing))
    assert compared["compared_with"] is None
    assert any(warning.startswith("baseline not used") for warning in compared["warnings"])
