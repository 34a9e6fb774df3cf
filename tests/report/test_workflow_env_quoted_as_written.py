"""With ``--workflow``, an ``env:`` value that is one ``${{ … }}`` expression is quoted as written in
the Markdown and text views, as the README says, and a literal value is never shown: for the step's,
the job's and the workflow's ``env:`` (trial 55, finding 7: ``PGPASSWORD: ${{ secrets.PGPASSWORD }}``
was cited as ``PGPASSWORD`` alone, and the job's and the workflow's variables not at all).

The log holds real psql 15.18 output of ``psql -h postgres`` (a service label that does not resolve
on the runner host) in a GitHub Actions step; the workflow sets variables at all three levels
(tests/fixtures/trial-55/README.md).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.commands.cli import main

TRIAL_55 = Path(__file__).parents[1] / "fixtures" / "trial-55"
LITERALS = ("disable", "PGDATABASE: app", "PGCONNECT_TIMEOUT: 5", "PGCONNECT_TIMEOUT: 10")


def _triage(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, form: str) -> str:
    """The report in ``form``, the log and the workflow named from their folder (short paths)."""
    monkeypatch.chdir(TRIAL_55)
    arguments = ["triage", "psql-service-host.log", "--workflow", "psql-service-host.yml", "--format", form]
    assert main(arguments) == 0
    return capsys.readouterr().out


def test_the_markdown_quotes_each_levels_expression_as_written(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    comment = _triage(capsys, monkeypatch, "markdown")
    assert "`psql-service-host.yml:25` env: `PGPASSWORD: ${{ secrets.PGPASSWORD }}`" in comment
    assert "`psql-service-host.yml:11` job.env: `PGUSER: ${{ vars.PGUSER }}`" in comment
    assert "`psql-service-host.yml:5` workflow.env: `PGAPPNAME: ${{ github.workflow }}`" in comment


def test_the_markdown_names_literal_values_alone_and_the_most_specific_setting(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    comment = _triage(capsys, monkeypatch, "markdown")
    assert "`psql-service-host.yml:26` env: `PGSSLMODE`" in comment
    assert "`psql-service-host.yml:10` job.env: `PGDATABASE`" in comment
    assert "`psql-service-host.yml:12` job.env: `PGCONNECT_TIMEOUT`" in comment
    assert "psql-service-host.yml:4`" not in comment  # the workflow's PGCONNECT_TIMEOUT: the job's overrides it
    assert not [literal for literal in LITERALS if literal in comment]


def test_the_terminal_view_quotes_them_too(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    shown = _triage(capsys, monkeypatch, "text")
    assert "psql-service-host.yml:25 PGPASSWORD: ${{ secrets.PGPASSWORD }}" in shown
    assert "psql-service-host.yml:11 PGUSER: ${{ vars.PGUSER }}" in shown
    assert "psql-service-host.yml:5 PGAPPNAME: ${{ github.workflow }}" in shown
    assert "psql-service-host.yml:26 PGSSLMODE\n" in shown
    assert not [literal for literal in LITERALS if literal in shown]
