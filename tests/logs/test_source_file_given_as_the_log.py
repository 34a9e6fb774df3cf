"""A project's source file given as the log is no CI log: refused (exit 3) naming what it is, as a
Java archive is, not read as a passing job (trial t128 #6: ``main.tf`` and ``deployment.yaml``
given as the log read "no failure found", a silent green in the action when ``log-path`` is
mis-set). A log that shows no failure stays a passing one.

Fixtures: ``tests/fixtures/s47-scanjunit`` (README there: the trial's project files, which its
real tools read)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ci_triage.base.errors import InputError
from ci_triage.commands.cli import main
from ci_triage.evidence.local_source import LocalLogSource
from ci_triage.logs.analyse import Analyser

FIXTURES = Path(__file__).parents[1] / "fixtures"
SOURCES = FIXTURES / "s47-scanjunit"


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("network.tf", "a Terraform file"),
        ("web-deployment.yaml", "a Kubernetes manifest"),
        ("scanned.Dockerfile", "a Dockerfile"),
        ("compose-stack.yml", "a Compose file"),
        ("stack-template.yaml", "a CloudFormation template"),
        ("site-playbook.yml", "an Ansible playbook"),
        ("lint-workflow.yml", "a GitHub Actions workflow"),
    ],
)
def test_a_source_file_given_as_the_log_is_refused_as_no_ci_log(
    name: str, kind: str, capsys: pytest.CaptureFixture[str], shared_analyser_load: None
) -> None:
    assert main(["triage", str(SOURCES / name), "--format", "json"]) == 3
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"{name}: {kind}" in captured.err
    assert "not a CI log" in captured.err


@pytest.mark.parametrize("name", ["coverage.xml", "cobertura-coverage.xml"])
def test_a_coverage_report_given_as_the_log_is_refused_as_no_ci_log(
    name: str, capsys: pytest.CaptureFixture[str], shared_analyser_load: None
) -> None:
    """Trial t130: ``coverage.xml`` given as the log read "no failure found". coverage.py 7.18.0's
    ``coverage xml`` and jest 30.5.2's ``cobertura`` reporter, run here (``tests/fixtures/s49-gates``)."""
    assert main(["triage", str(FIXTURES / "s49-gates" / name), "--format", "json"]) == 3
    captured = capsys.readouterr()
    assert captured.out == ""
    assert (
        f"{name}: a coverage report (Cobertura XML with `line-rate`), not a CI log: give the job's log" in captured.err
    )


def test_the_actions_log_path_naming_a_source_file_is_refused(tmp_path: Path, analyser: Analyser) -> None:
    source = LocalLogSource(SOURCES / "network.tf", tmp_path, analyser)
    with pytest.raises(InputError, match="a Terraform file, not a CI log"):
        source.collect(1, 2000)


@pytest.mark.parametrize("name", sorted(path.name for path in (FIXTURES / "passing" / "plain").glob("*.log")))
def test_a_passing_log_is_no_source_file(name: str, triage_json: Callable[..., dict]) -> None:
    assert triage_json(FIXTURES / "passing" / "plain" / name)["failure_found"] is False
