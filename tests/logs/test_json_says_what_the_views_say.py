"""``--format json`` says what the text and Markdown views say, under names that say what they are.

Users' trials 31 (#1) and 33 (#2): the JSON's only next step was ``classification.next_step``, the
deciding signal's own advice, null whenever the views printed their category's generic next step:
a bot building its own comment from the JSON had no advice for the most common failures. The
report's top-level ``next_step`` is now the advice the views print. Trials 30 (#12), 31 (#3) and 32
(#3): ``failed_tests[].line`` was the log's line beside the test's source ``file``, read as
``invoice.test.ts:89`` of a 14-line file; it is ``log_line`` now (schema version 2), as in
``locations``. Trial 31 (#17): the text view of a run-logs zip of several failed jobs left out the
per-job verdicts and the passed jobs that the Markdown and the JSON list. The logs are the trials'
own (``fixtures/report-outputs/README.md``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from rich.console import Console

from ci_triage.commands.cli import main
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import NEXT_STEPS
from ci_triage.report.terminal import render_terminal

pytestmark = pytest.mark.usefixtures("shared_analyser_load")

FIXTURES = Path(__file__).parent / "fixtures" / "report-outputs"


def triage(capsys: pytest.CaptureFixture[str], *args: str) -> str:
    code = main(["triage", *args])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    return captured.out


def test_json_carries_the_category_next_step_the_markdown_prints(capsys: pytest.CaptureFixture[str]) -> None:
    log = str(FIXTURES / "typecheck-fail.log")
    report = json.loads(triage(capsys, log, "--format", "json"))
    markdown = triage(capsys, log, "--format", "markdown")
    assert report["jobs"][0]["classification"]["next_step"] is None  # tsc's signal gives no advice of its own
    assert report["next_step"] == NEXT_STEPS["type check"]
    assert report["next_step"] in markdown


def test_json_next_step_names_the_failed_tests_as_the_markdown_does(capsys: pytest.CaptureFixture[str]) -> None:
    log = str(Path(__file__).parents[1] / "fixtures" / "trial-33" / "tolerated-lint-then-pytest.gha.log")
    report = json.loads(triage(capsys, log, "--format", "json"))
    markdown = triage(capsys, log, "--format", "markdown")
    assert report["next_step"].startswith("Run the failed tests locally (tests/test_widget.py::test_total)")
    assert report["next_step"] in markdown.replace("`", "")  # the Markdown quotes the names as code


def test_a_run_without_a_failure_has_no_next_step(capsys: pytest.CaptureFixture[str]) -> None:
    report = json.loads(triage(capsys, str(FIXTURES / "mypy-strict-pass.log"), "--format", "json"))
    assert report["failure_found"] is False
    assert report["next_step"] is None


def test_a_failed_tests_log_line_is_named_so(capsys: pytest.CaptureFixture[str]) -> None:
    path = FIXTURES / "jest-snapshot-fail.log"
    report = json.loads(triage(capsys, str(path), "--format", "json"))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert report["schema_version"] == 2
    test = report["failed_tests"][0]
    assert (test["name"], test["file"]) == ("invoice › renders", "packages/app/src/invoice.test.ts")  # npm -w's folder
    assert test["line"] == 11  # the test file's line its report cites (``at … (src/invoice.test.ts:11:54)``)
    assert lines[test["log_line"] - 1].endswith("● invoice › renders")


def test_the_text_view_of_a_run_lists_its_jobs_as_the_markdown_does(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "mixed-run-logs.zip"), analyser, 2000)
    console = Console(width=200, record=True, color_system=None)
    render_terminal(report, console)
    shown = console.export_text()
    assert "passed: typecheck\n" in shown
    assert "  lint (0_lint.txt): lint/format (0.85) in step Run npm run lint\n" in shown
    assert (
        "  test (core) (2_test (core).txt): lint/format (0.84) in step Run npm test -w packages/core -- --ci\n" in shown
    )
