"""A skill's advice and finding keep their own words when a password is an ordinary word; the log's
pieces filled into them are masked.

The next step of a signal (its ``next_step`` with the tool's ``{hint}`` or ``{fix}`` filled in) and
its ``finding`` were redacted whole after they were built, so ``DB_PASSWORD=environment`` masked
the mypy skill's own ``into the <redacted:secret> the type checker runs in`` and
``DB_PASSWORD=possibly`` the SIGKILL finding's ``possibly out of memory`` in the report every job's
evidence is redacted as: each told the reader the password. The log's pieces are now redacted as
they are filled in, and the advice is not redacted again. Logs: tests/fixtures/s33-secrets3/README.md
(real mypy 2.4.1 and GNU bash 5.2.15 output); every password is built at run time from parts.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.redact import redact, redact_value
from ci_triage.commands.cli import main
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-secrets3"


def _log(tmp_path: Path, name: str, password: str) -> Path:
    log = tmp_path / "job.log"
    text = (FIXTURES / name).read_text(encoding="utf-8").replace("__DB_PASSWORD__", password)
    log.write_text(text, encoding="utf-8")
    return log


@pytest.mark.parametrize("form", ["json", "markdown", "text"])
def test_a_hint_filled_into_advice_leaves_the_advice_s_own_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], form: str
) -> None:
    word = "environ" + "ment"
    assert main(["triage", str(_log(tmp_path, "mypy-stub-hint.gha.log", word)), "--format", form]) == 0
    shown = " ".join(capsys.readouterr().out.replace("│", " ").split())
    assert "into the environment the type checker runs in" in shown
    assert "(the tool's own hint: `python3 -m pip install types-PyYAML`)" in shown
    assert "<redacted:secret> the type checker" not in shown


def test_a_password_in_the_tools_hint_is_masked_in_the_advice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    password = "Py" + "YAML"
    assert main(["triage", str(_log(tmp_path, "mypy-stub-hint.gha.log", password)), "--format", "json"]) == 0
    out = capsys.readouterr().out
    assert "install types-<redacted:secret>`)" in json.loads(out)["next_step"]
    assert password not in out


def test_the_job_report_the_evidence_holds_keeps_the_finding_and_advice(tmp_path: Path) -> None:
    word = "possi" + "bly"
    report, _ = triage_path(_log(tmp_path, "bash-sigkill.gha.log", word), Analyser.load(), DEFAULT_BUDGET)
    job = redact_value(report.jobs[0], redact)  # as every job's report is redacted into the evidence
    assert job.classification.finding == "killed (SIGKILL, exit 137), possibly out of memory or a runner limit"
    assert "(killed (SIGKILL, exit 137), possibly out of memory" in report.summary
    assert (job.classification.next_step or "").startswith("Killed (SIGKILL, exit 137): something sent the process")
