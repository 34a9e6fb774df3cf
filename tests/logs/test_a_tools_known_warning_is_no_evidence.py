"""A tool's known start-up warning, and the traceback logged under it, is no evidence of the failure.

Trial 104 (findings 1 and 4): checkov run without network access logs ``[WARNI]  Failed to get the
checkov mappings and guidelines from https://…`` over urllib3's whole DNS traceback on every run,
then scans; its failed checks fail the step. The traceback counted as a discounted rival
(infrastructure/network/flaky 0.36), holding the verdict on the failed checks to 0.81 with the XML
on the standard output and to 0.22, quoting the DNS error, with the XML sent to a file. The checkov
skill reads the record as its known warning (a signal of weight 0): the traceback under it is no
rival, no quote. Logs: checkov 3.3.30 run here (tests/fixtures/s39-misc/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent.parent / "fixtures" / "s39-misc"


def triage(capsys: pytest.CaptureFixture[str], log: Path) -> dict:
    code = main(["triage", str(log), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return json.loads(captured.out)


def test_the_failed_checks_decide_beside_the_known_warnings_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, FIXTURES / "checkov-offline-junitxml-stdout.gha.log")
    assert report["category"] == "security audit"
    assert report["confidence"] >= 0.9
    assert not report["competing"]
    assert "CKV_AWS_" in report["summary"]


def test_a_step_of_only_the_known_warning_quotes_no_dns_error(capsys: pytest.CaptureFixture[str]) -> None:
    report = triage(capsys, FIXTURES / "checkov-offline-junitxml-to-file.gha.log")
    assert report["category"] == "security audit"
    assert not report["competing"]
    assert "prismacloud" not in report["summary"]
    assert "infrastructure/network/flaky" not in json.dumps(report["confidence_steps"])
