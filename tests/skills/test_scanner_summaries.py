"""A scanner's summary quotes what a maintainer reads first: Semgrep's first ERROR finding before its
WARNING ones, and npm audit's first advisory (its package and GHSA link), with advice that says when
the fix needs `npm audit fix --force` (a breaking change).

Trial 80: the summary quoted Semgrep's WARNING `❯❱ semgrep.debug-enabled` (printed first, its file
first) over the ERROR `❯❯❱ semgrep.subprocess-shell-true`, and npm audit's tally `3 vulnerabilities
(2 high, 1 critical)`, with "`npm audit fix`" as advice where every fix said `--force`. The logs are
semgrep 1.187.0's and npm 10's real output (tests/fixtures/s32-t80/README.md).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s32-t80"


def _triage(name: str, capsys: pytest.CaptureFixture[str]) -> dict:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_semgreps_summary_and_places_put_its_error_findings_before_warnings(capsys: pytest.CaptureFixture[str]) -> None:
    report = _triage("semgrep.gha.log", capsys)
    assert report["category"] == "security audit"
    assert "app/util.py:8: ❯❯❱ semgrep.subprocess-shell-true" in report["summary"]
    places = [(place["file"], place["line"]) for place in report["locations"]]
    assert places == [("app/util.py", 8), ("app/util.py", 17), ("app/settings.py", 3)]  # ERROR's before WARNING's


def test_npm_audits_summary_names_the_package_and_advisory_and_the_advice_the_force(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = _triage("npm-audit-advisories.gha.log", capsys)
    assert report["category"] == "security audit"
    assert "Command Injection in lodash - https://github.com/advisories/GHSA-35jh-r3h4-6jhm" in report["summary"]
    assert "npm audit fix --force" in report["next_step"]
    assert "breaking change" in report["next_step"]
