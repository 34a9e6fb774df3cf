"""A baseline is matched by the job's identity where the log gives it; "another job" only on evidence.

Trial 31 (#11): one job's log (the runner's ``Complete job name: typecheck``) with the run-logs
zip of the last green run as ``--baseline`` (``1_typecheck.txt`` among four jobs) was never compared:
"the passing logs hold no job of that name", though ``--workflow`` found the job by that very line.
Trial 30 (#6): the passing log of the same job ``mypy`` was refused as "another job's log" because
the step printed only mypy's own lines, which a clean run shares none of. The logs are the trials'
own (``fixtures/report-outputs/README.md``, ``fixtures/trial30/README.md``).
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures"
OUTPUTS = FIXTURES / "report-outputs"


def triage(capsys: pytest.CaptureFixture[str], log: Path, baseline: Path) -> tuple[dict, str]:
    code = main(["triage", str(log), "--baseline", str(baseline), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out), captured.err


@pytest.mark.parametrize(
    ("log", "job"), [("typecheck-fail.log", "typecheck"), ("jest-snapshot-fail.log", "test (app)")]
)
def test_one_jobs_log_finds_its_job_in_a_run_logs_zip(capsys: pytest.CaptureFixture[str], log: str, job: str) -> None:
    report, err = triage(capsys, OUTPUTS / log, OUTPUTS / "pass-run-logs.zip")
    assert "baseline not used" not in err
    assert report["compared_with"] == f"the passing log pass-run-logs.zip (job {job})"
    assert report["jobs"][0]["headline_compared"] == "new"


def test_the_same_jobs_passing_log_is_used_though_it_shares_only_the_runners_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report, err = triage(capsys, FIXTURES / "trial30" / "mypy-strict-fail.log", OUTPUTS / "mypy-strict-pass.log")
    assert "another job" not in err
    assert report["compared_with"] == "the passing log mypy-strict-pass.log (job mypy)"
    assert report["excerpt"][0]["lines"][0].startswith("src/humanize/number.py:76: error:")


def test_another_jobs_log_is_refused_by_its_name(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    lint = tmp_path / "lint.txt"
    with zipfile.ZipFile(OUTPUTS / "pass-run-logs.zip") as archive:
        lint.write_bytes(archive.read("0_lint.txt"))
    report, err = triage(capsys, OUTPUTS / "typecheck-fail.log", lint)
    assert report["compared_with"] is None
    assert "baseline not used for typecheck: the passing logs hold no job of that name" in err


def test_a_run_whose_first_failing_job_was_not_compared_says_so(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Trial 101 (#7): a run-logs zip against a green run's zip that holds only another job: the
    header said the primary job was "compared with the passing log … (job docs)" while a warning
    said it was not. ``compared_with`` is the primary job's (the first failing one): none here.
    Real logs of a bash check and of Sphinx 9.0.4's doctest builder (``fixtures/trial-101/README.md``)."""
    trial = FIXTURES / "trial-101"
    failing, passing = tmp_path / "failing.zip", tmp_path / "passing.zip"
    with zipfile.ZipFile(failing, "w") as archive:
        archive.write(trial / "version-files-mismatch.log", "1_release.txt")
        archive.write(trial / "sphinx-doctest.log", "2_docs.txt")
    with zipfile.ZipFile(passing, "w") as archive:
        archive.write(trial / "sphinx-doctest-green.log", "2_docs.txt")
    report, err = triage(capsys, failing, passing)
    assert [job["job"] for job in report["jobs"]] == ["release", "docs"]
    assert "baseline not used for release: the passing logs hold no job of that name" in err
    assert report["compared_with"] is None
