"""A dependency audit that passed having skipped dependencies says so (trial 104 finding 10:
pip-audit without ``--strict`` and without network exits 0 after ``No known vulnerabilities found``
and a ``Skip Reason`` table of every requirement, and the report was a silent "No failure found").
Real output: pip-audit 2.10.1 (``tests/fixtures/s38-audit/README.md``)."""

from __future__ import annotations

import json
from pathlib import Path

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

LOG = Path(__file__).parents[1] / "fixtures" / "s38-audit" / "pip-audit-all-skipped.log"
STAMP = "2026-12-06T07:02:04.1000000Z "


def _report(path: Path, capsys) -> dict:
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    return json.loads(capsys.readouterr().out)


def test_an_audit_that_passed_having_skipped_every_dependency_says_so(capsys) -> None:
    report = _report(LOG, capsys)
    assert report["failure_found"] is False
    notes = [warning for warning in report["warnings"] if "could not audit" in warning]
    assert len(notes) == 1
    assert "could not audit 3 dependencies (its Skip Reason table at line 15; the first, requests:" in notes[0]
    assert "--strict" in notes[0]


def test_the_skip_table_of_plain_output_is_read_too(tmp_path: Path, capsys) -> None:
    path = tmp_path / "pip-audit.txt"
    lines = LOG.read_text(encoding="utf-8").splitlines()
    path.write_text(
        "\n".join(line[len(STAMP) :] for line in lines[11:19]) + "\n", encoding="utf-8"
    )  # the tool's own lines
    report = _report(path, capsys)
    assert any("could not audit 3 dependencies" in warning for warning in report["warnings"])


def test_an_audit_that_skipped_nothing_has_no_note(tmp_path: Path, capsys) -> None:
    path = tmp_path / "audit.log"
    kept = [line for line in LOG.read_text(encoding="utf-8").splitlines() if "Skip Reason" not in line]
    path.write_text("\n".join(kept) + "\n", encoding="utf-8")
    report = _report(path, capsys)
    assert not any("could not audit" in warning for warning in report["warnings"])
