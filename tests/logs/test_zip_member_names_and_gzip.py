"""A run-logs zip holding two members of the same name reads both and warns of it; a gzip member
of a zip is named as gzip, not as binary data; a zip member that is a zip (stored, its text showing
through) is skipped as an archive, not read as a log.

The member's log is real output (tests/fixtures/s27-ruffzip/README.md: ruff 0.17.6); the zips are
written here as an appending zip tool (``zip -g``, Python's ``zipfile`` mode ``a``) or a job that
gzips its log before uploading writes them."""

from __future__ import annotations

import gzip
import warnings
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "s27-ruffzip" / "gha-ruff-0.17.6-full.log"


def test_two_members_of_one_name_are_both_read_and_warned_of(tmp_path: Path, triage_json: Callable[..., dict]) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as written, warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # zipfile's "Duplicate name"
        written.writestr("0_lint.txt", LOG.read_bytes())
        written.writestr("0_lint.txt", LOG.read_bytes())
    report = triage_json(archive, "--no-home-skills")
    assert [job["job"] for job in report["jobs"]] == ["lint", "lint"]
    assert (
        "the zip archive holds 2 members named '0_lint.txt': each is read, as a job of the same name"
        in (report["warnings"])
    )


def test_a_gzip_member_is_named_as_gzip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w") as written:
        written.writestr("0_lint.txt", gzip.compress(LOG.read_bytes()))
    code = main(["triage", str(archive), "--format", "json", "--no-home-skills"])
    err = capsys.readouterr().err
    assert code == ExitCode.INPUT
    assert "0_lint.txt: is a gzip member, not read: extract it and give the .gz file" in err
    assert "binary data" not in err


def test_a_stored_zip_member_is_skipped_as_an_archive(tmp_path: Path, triage_json: Callable[..., dict]) -> None:
    inner = tmp_path / "inner.zip"
    with zipfile.ZipFile(inner, "w", zipfile.ZIP_STORED) as written:  # stored: its log's text shows through
        written.writestr("0_build.txt", LOG.read_bytes())
    archive = tmp_path / "logs.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_STORED) as written:
        written.writestr("0_lint.txt", LOG.read_bytes())
        written.writestr("attachments/run.zip", inner.read_bytes())
    report = triage_json(archive, "--no-home-skills")
    assert [job["job"] for job in report["jobs"]] == ["lint"]
    assert any(
        "attachments/run.zip: is a zip archive inside another file: give the zip itself (unzip the outer archive first)"
        in warning
        for warning in report["warnings"]
    )
