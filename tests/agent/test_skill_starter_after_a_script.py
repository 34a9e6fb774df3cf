"""``skills new --from`` and ``--baseline`` details a user trial found (trial 64 #9, #10).

- A step that runs the repository's own script (``Run ./ci/release.sh``) names its starter after the
  script (``release-configuration``), not ``repository-configuration``.
- ``--category`` other than the log's own reading (``configuration`` for a pytest failure) is taken,
  with a note naming that reading.
- ``--name ../evil`` is a bad argument: exit 2, as a bad ``--category`` is.
- A baseline over the size limit is named in the warning that it was not used.

The output is real (``tests/logs/fixtures/baseline/t64``, whose README says how it was made);
``ci/release.sh`` is::

    set -e
    echo "== release check"
    echo "checking lockfile"
    if ! cmp -s <(sort deps.txt) deps.lock; then
      echo "ERROR: deps.lock is out of date with deps.txt"
      echo "  run ./ci/relock.sh and commit the result"
      exit 1
    fi
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tests.logs.test_baseline_of_another_or_failed_run import CHECKOUT, job_log, script

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main
from ci_triage.logs import compare

pytestmark = pytest.mark.usefixtures("empty_home")

FIXTURES = Path(__file__).parents[1] / "logs" / "fixtures" / "baseline" / "t64"


def output(name: str) -> list[str]:
    return (FIXTURES / name).read_text(encoding="utf-8").splitlines()


def new_skill(tmp_path: Path, log: Path, *more: str) -> int:
    argv = ["skills", "new", "--from", str(log), "--out", str(tmp_path / "out"), *more, "--no-home-skills"]
    return main(argv)


def test_a_starter_of_a_repository_script_is_named_after_the_script(tmp_path: Path, capsys) -> None:
    log = job_log(
        tmp_path, "fail.log", CHECKOUT, script("./ci/release.sh", output("release-sh-fails.out")), exit_code=1
    )
    assert new_skill(tmp_path, log, "--category", "configuration") == ExitCode.OK
    assert "named it 'release-configuration'" in capsys.readouterr().out


def test_a_category_other_than_the_logs_reading_is_noted(tmp_path: Path, capsys) -> None:
    steps = script("python -m pytest -v tests", output("pytest-v-fails.out"))
    log = job_log(tmp_path, "fail.log", CHECKOUT, steps, exit_code=1)
    assert new_skill(tmp_path, log, "--category", "configuration") == ExitCode.OK
    printed = capsys.readouterr()
    assert "ci-triage: note: the log reads as test failure" in printed.err  # a note to the user, not the output
    assert "reads as" not in printed.out
    assert new_skill(tmp_path, log, "--category", "test failure", "--name", "pytest-own") == ExitCode.OK
    assert "reads as" not in capsys.readouterr().err


def test_a_name_that_climbs_out_is_a_bad_argument(tmp_path: Path, capsys) -> None:
    log = job_log(
        tmp_path, "fail.log", CHECKOUT, script("./ci/release.sh", output("release-sh-fails.out")), exit_code=1
    )
    assert new_skill(tmp_path, log, "--category", "configuration", "--name", "../evil") == ExitCode.USAGE
    assert "--name" in capsys.readouterr().err
    assert not (tmp_path / "evil").exists()


def test_a_baseline_too_large_is_named(tmp_path: Path, capsys, monkeypatch) -> None:
    steps = script("./ci/release.sh", output("release-sh-fails.out"))
    failing = job_log(tmp_path, "fail.log", CHECKOUT, steps, exit_code=1)
    passing = job_log(tmp_path, "green-run.log", CHECKOUT, script("./ci/release.sh", ["release check OK"]))
    monkeypatch.setattr(compare, "MAX_BASELINE_BYTES", 1024)
    assert main(["triage", str(failing), "--baseline", str(passing), "--format", "json"]) == ExitCode.OK
    [warning] = [w for w in json.loads(capsys.readouterr().out)["warnings"] if w.startswith("baseline not used")]
    assert "green-run.log" in warning
    assert "larger than" in warning
