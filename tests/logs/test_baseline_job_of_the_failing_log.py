"""A passing run's logs of several jobs (a run-logs zip) compared with one job's failing log: only
the zip's job of that name matters (trial 115 #9: three warnings, one per failing job of the zip);
and one passing job log of another name whose steps are the failing job's is compared anyway, said
so, where one whose steps differ is refused with the job it holds named (trial 115 #11).

Real pytest 8.3.3 output wrapped as GitHub Actions job logs (``tests/fixtures/trial-115/README.md``):
the failing job ``test`` (numpy 2.1.3), its passing run (numpy 1.26.4), and another failing job.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-115"
FAILING = FIXTURES / "numpy2-removed-alias-tb-long.gha.log"  # job test
PASSING = FIXTURES / "numpy1-passing-tb-long.gha.log"  # job test
OTHER = FIXTURES / "stdlib-json-error-tb-auto.gha.log"  # job test, `Run python -m pytest -q`


def _as_job(path: Path, job: str) -> str:
    """The log of ``path`` with the runner's ``Complete job name:`` line naming ``job``."""
    return path.read_text(encoding="utf-8").replace("Complete job name: test", f"Complete job name: {job}")


def _zip(tmp_path: Path, members: dict[str, str]) -> Path:
    path = tmp_path / "run-logs.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for number, (job, text) in enumerate(members.items(), 1):
            archive.writestr(f"{number}_{job}.txt", text)
    return path


def _warnings(capsys: pytest.CaptureFixture[str], failing: Path, baseline: Path) -> tuple[list[str], dict]:
    code = main(["triage", str(failing), "--baseline", str(baseline), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    return report["warnings"], report


def test_only_the_zips_job_of_the_failing_logs_name_is_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = FAILING.read_text(encoding="utf-8")
    zipped = _zip(tmp_path, {"lint": _as_job(OTHER, "lint"), "test": PASSING.read_text(), "unit": other})
    warnings, report = _warnings(capsys, FAILING, zipped)
    assert warnings == [f"test compared with the passing log {zipped.name} (job test), of the 3 jobs it holds"]
    assert f"new since the passing log {zipped.name}" in json.dumps(report["excerpt"])


def test_the_failing_jobs_own_failed_run_is_the_one_refusal_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    zipped = _zip(tmp_path, {"lint": _as_job(OTHER, "lint"), "test": FAILING.read_text(), "docs": PASSING.read_text()})
    warnings, _ = _warnings(capsys, FAILING, zipped)
    assert len(warnings) == 1
    assert f"{zipped} (job test) failed too: not a passing run" in warnings[0]


def test_a_zip_without_the_failing_job_says_so_once_with_the_jobs_it_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    zipped = _zip(tmp_path, {"lint": _as_job(OTHER, "lint"), "unit": _as_job(FAILING, "unit")})
    warnings, _ = _warnings(capsys, FAILING, zipped)
    assert warnings == [
        f"baseline not used for test: the passing logs hold no job of that name "
        f"(the passing log {zipped.name} holds the jobs `lint`, `unit`)"
    ]


def test_a_renamed_job_with_the_same_steps_is_compared_and_said_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    renamed = tmp_path / "build.log"
    renamed.write_text(_as_job(FAILING, "build"), encoding="utf-8")
    warnings, report = _warnings(capsys, renamed, PASSING)
    assert len(warnings) == 1
    assert warnings[0].startswith(
        f"build compared with the passing log {PASSING.name} (job test) though the names differ"
    )
    assert "`Run python -m pytest -q --tb=long` that failed among them" in warnings[0]
    assert "new since the passing log" in json.dumps(report["excerpt"])


def test_a_job_of_another_name_and_other_steps_is_refused_naming_the_job_it_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "build.log"
    other.write_text(_as_job(OTHER, "build"), encoding="utf-8")
    warnings, _ = _warnings(capsys, other, PASSING)
    assert warnings == [
        "baseline not used for build: the passing logs hold no job of that name "
        f"(the passing log {PASSING.name} holds only the job `test`)"
    ]
