"""A shallow clone's failures read as the checkout's, whatever tool met them (trial 108, findings 1, 2, 11).

Real output (``tests/fixtures/trial-108/README.md``): git 2.39.5's ``fatal: ambiguous argument
'HEAD~1..HEAD'`` quoted by commitlint 20.5.3's uncaught ``Error: fatal: …`` and by GitPython 3.2.1's
``stderr: 'fatal: …``; setuptools-scm 10.3.4's fallback version ``0.1.dev1+g…`` under its ``is shallow and
may cause errors`` warning, compared with the release's tag. Before: commitlint's was lint/format with
"fix the linter's findings" advice (GitPython's a runtime error), the tag check with the fallback
version ``unknown``, and ``--workflow`` cited no checkout for either.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-108"


def _triage(name: str, analyser: Analyser) -> TriageReport:
    return triage_path(FIXTURES / name, analyser, DEFAULT_BUDGET)[0]


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("commitlint-shallow.log", "Error: fatal: ambiguous argument 'HEAD~1..HEAD': unknown revision"),
        ("gitpython-shallow.log", "fatal: ambiguous argument 'HEAD~1': unknown revision"),
    ],
)
def test_gits_error_under_a_tools_exception_is_the_shallow_checkout(name: str, quoted: str, analyser: Analyser) -> None:
    report = _triage(name, analyser)
    assert report.category == "configuration"
    assert quoted in report.summary
    advice = next_step(report)
    assert "`fetch-depth: 0`" in advice
    assert "linter" not in advice


def test_gits_error_a_tool_raised_is_the_tools_run_failing(analyser: Analyser) -> None:
    """commitlint threw git's error as its own (``Error: fatal: …`` over its Node stack): commitlint
    ran git and failed by it, so its category (lint/format) does not disagree with git's; it came
    out at 0.53 for "the step runs commitlint"."""
    job = _triage("commitlint-shallow.log", analyser).jobs[0]
    assert job.classification.step_tool == "commitlint"
    assert "step tool disagrees" not in [step.reason for step in job.classification.confidence_steps]
    assert job.classification.confidence >= 0.7


def test_gits_error_a_tool_raised_names_that_tool(analyser: Analyser) -> None:
    """The report's tool is the program the step ran, commitlint, whose exception quotes git's
    ``fatal:`` line (trial t125, finding 7b: it was ``git``)."""
    assert _triage("commitlint-shallow.log", analyser).tool == "commitlint"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("scm-shallow-tag.log", "Tag v1.3.0 does not match the version setuptools-scm computes (0.1.dev1+g0feca7a8e)"),
        ("11-scm-shallow-version-mismatch.log", "Version mismatch: tag v1.2.0 but the package builds as 0.1.dev1+g"),
    ],
)
def test_a_tag_compared_with_setuptools_scms_fallback_version_is_the_missing_tags(
    name: str, quoted: str, analyser: Analyser
) -> None:
    report = _triage(name, analyser)
    assert report.category == "configuration"
    assert quoted in report.summary
    advice = next_step(report)
    assert "`fetch-depth: 0`" in advice
    assert "SETUPTOOLS_SCM_PRETEND_VERSION" in advice
    assert "set the version in the file" not in advice  # bumping the version fixes nothing


def test_both_jobs_of_a_run_name_the_shallow_checkout(analyser: Analyser) -> None:
    report = _triage("27-gh-run-view.txt", analyser)
    assert {job.job: job.classification.category for job in report.jobs} == {
        "release": "configuration",
        "commitlint": "configuration",
    }
    assert report.category == "configuration"
    assert "0.1.dev1+g76a8c127f" in report.summary


def _findings(capsys: pytest.CaptureFixture[str], log: str, workflow: str) -> list[dict]:
    code = main(["triage", str(FIXTURES / log), "--workflow", str(FIXTURES / workflow), "--format", "json"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    report = json.loads(captured.out)
    return [line for line in (report["workflow_step"] or {"lines": []})["lines"] if line["finding"]]


@pytest.mark.usefixtures("shared_analyser_load")
@pytest.mark.parametrize(
    ("log", "workflow", "cited"),
    [
        ("commitlint-shallow.log", "commitlint.yml", ("earlier-step.uses", 7)),
        ("11-scm-shallow-version-mismatch.log", "release.yml", ("earlier-step.with.fetch-depth", 11)),
    ],
)
def test_the_checkout_is_cited_once_as_shallow(
    capsys: pytest.CaptureFixture[str], log: str, workflow: str, cited: tuple[str, int]
) -> None:
    [finding] = _findings(capsys, log, workflow)
    assert (finding["field"], finding["start_line"], finding["finding_kind"]) == (*cited, "shallow-checkout")
    assert "set `fetch-depth: 0`" in finding["summary"]
