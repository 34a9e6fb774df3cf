"""The failing step's other failed units are a field of the job's report
(:attr:`~ci_triage.logs.model.JobReport.other_failed_units`), which the summary reads, not words
parsed back out of the headline: a tool's own message that says `` (also failed: `` names no unit.
The JSON report (and pydantic's dump of a report) has no key for the field.

Fixtures: ``tests/fixtures/units/pytest-message-says-also-failed.gha.log``: pytest 9.2.0 run here
(``CI=true python -m pytest tests``, so the short summary keeps the whole message) on a test whose
assertion message ends ``(also failed: lint)``, wrapped in the runner's lines; the step has one
unit. ``tests/fixtures/trial-z/f02-tox-3-envs.log``: tox with ``py311`` (pytest), ``lint`` (ruff)
and ``type`` (mypy) failing, in that order.
"""

from __future__ import annotations

import json
from pathlib import Path

from pydantic import TypeAdapter

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import FailedUnit, JobReport
from ci_triage.logs.report import triage_path
from ci_triage.logs.report_json import report_json

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_message_that_says_also_failed_names_no_failed_unit_in_the_summary(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "units" / "pytest-message-says-also-failed.gha.log", analyser, 2000)
    job = report.jobs[0]
    assert job.headline is not None
    assert job.headline.endswith("the release note lacks its tail (also failed: lint)")
    assert job.other_failed_units == []
    # read back from the headline, the message's own words named a failed unit "lint" after the tests
    assert "failed tests tests/test_notes.py::test_release_note_names_the_failed_checks — " in report.summary
    assert report.summary.count("(also failed: lint)") == 1  # the message quoted, nothing more


def test_the_other_failed_units_are_kept_with_their_verdicts_and_tools(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "trial-z" / "f02-tox-3-envs.log", analyser, 2000)
    job = report.jobs[0]
    assert job.other_failed_units == [
        FailedUnit(
            name="lint",
            category="lint/format",
            tool="ruff",
            before=False,
            command="ruff check app/",
            wrapper="tox",
            error="I001 [*] Import block is un-sorted or un-formatted",
            error_line=36,
        ),
        FailedUnit(
            name="type",
            category="type check",
            tool="mypy",
            before=False,
            command="mypy app/",
            wrapper="tox",
            error='app/__init__.py:5: error: Incompatible return value type (got "int", expected "str")  '
            "[return-value]",
            error_line=67,
        ),
    ]
    assert "(also failed: lint: lint/format, ruff; type: type check, mypy)" in report.summary


def test_the_json_report_has_no_key_for_the_other_failed_units(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "trial-z" / "f02-tox-3-envs.log", analyser, 2000)
    assert report.jobs[0].other_failed_units
    assert "other_failed_units" not in json.loads(report_json(report))["jobs"][0]
    assert "other_failed_units" not in TypeAdapter(JobReport).dump_python(report.jobs[0])


def test_go_test_names_a_package_that_did_not_build_and_one_whose_test_panicked(analyser: Analyser) -> None:
    """``go test ./...`` goes on after a failed package: ``example.com/calc/calc`` failed vet during
    its build (``FAIL example.com/calc/calc [build failed]``), then ``example.com/calc/util``'s
    ``TestIndex`` panicked (``FAIL example.com/calc/util 0.004s``). Both are named, the first first.
    Fixture: go 1.19 (Debian's golang-go) run by trial 17 (``tests/fixtures/trial-17/README.md``)."""
    report, _ = triage_path(FIXTURES / "trial-17" / "go-test-vet-and-panic.gha.log", analyser, 2000)
    job = report.jobs[0]

    assert [(unit.name, unit.category, unit.before) for unit in job.other_failed_units] == [
        ("example.com/calc/util", "test failure", False)
    ]
    assert "fmt.Sprintf format %d has arg" in (report.summary or "")
    assert "(also failed: example.com/calc/util: test failure, go-test)" in (report.summary or "")
