"""A zip of Travis job logs: the failing jobs take the analysis slots, in the archive's order, and a
job whose log says it passed takes none (t117 finding 5: of ``rust-test-fail``, ``go-pass`` and three
other failing jobs, ``go-pass`` was analysed and ``rust-test-fail``, the first, was "not analysed";
the jobs were read alphabetically). Fixtures: real tool output in Travis' layout (trials t117, t116,
22; their READMEs)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.report import NOT_ANALYSED

FIXTURES = Path(__file__).parents[1] / "fixtures"
MEMBERS = [  # archive order: not alphabetical, the passing job second
    ("tf-fmt.log", FIXTURES / "trial-22" / "tffmt.travis.log"),
    ("go-pass.log", FIXTURES / "trial-117" / "go-pass.travis.log"),
    ("composer.log", FIXTURES / "trial-116" / "composer-retry.travis.log"),
    ("kubectl.log", FIXTURES / "trial-22" / "kubectl.travis.log"),
    ("ctest.log", FIXTURES / "trial-117" / "ctest.travis.log"),
]


def test_failing_jobs_in_archive_order_and_the_passing_one_takes_no_slot(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "travis.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name, log in MEMBERS:
            archive.write(log, name)
    main(["triage", str(path), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert [job["member"] for job in report["jobs"]] == ["tf-fmt.log", "composer.log", "kubectl.log", "ctest.log"]
    assert report["jobs_passed"] == ["go-pass"]
    assert not [warning for warning in report["warnings"] if warning.startswith(NOT_ANALYSED)]
