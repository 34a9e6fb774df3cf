"""The deciding line of a Python job's failure gives the advice, not its category's generic words.

Fixtures: ``tests/fixtures/trial-43/README.md`` (real tool output as GitHub Actions job logs; the
setup-python and working-directory lines written from actions/setup-python's and the runner's
sources). Each had been given its category's generic next step ("Check the workflow or tool
configuration named above", "Fix the linter's findings", "Read the last lines of the build's
output"), although its line names the fix; redis-py's refusal had been credited to ``redis-cli``,
a program the step never ran.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "trial-43"


def test_a_redis_client_refused_is_the_steps_tool_with_the_service_advice(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "redis-py-refused.gha.log", analyser, 2000)
    assert report.category == "configuration"
    assert report.tool != "redis-cli"
    assert "a `services:` entry whose `ports:` maps the runner's port the step dialled, 6379," in next_step(report)


def test_a_missing_migration_is_advised_to_run_makemigrations(analyser: Analyser) -> None:
    """categories.md: files a step would write that the commit lacks are lint/format (the fix is the
    formatter check's: run the step, commit its output), a Django migration among them."""
    report, _ = triage_path(FIXTURES / "django-makemigrations-check.gha.log", analyser, 2000)
    assert report.category == "lint/format"
    advice = next_step(report)
    assert "`python manage.py makemigrations`" in advice
    assert "linter" not in advice


def test_a_c_extensions_missing_header_is_quoted_and_advised(analyser: Analyser) -> None:
    report, _ = triage_path(FIXTURES / "pip-c-extension-header.gha.log", analyser, 2000)
    assert report.category == "compile/build error"
    assert report.summary.endswith(": src/fast.c:2:10: fatal error: libxml/parser.h: No such file or directory")
    assert "development package" in next_step(report)


@pytest.mark.parametrize(
    ("fixture", "advised"),
    [
        ("setup-python-31.gha.log", 'Quote the version (`python-version: "3.10"`'),
        ("working-directory-missing.gha.log", "`working-directory`"),
    ],
)
def test_a_runner_configuration_error_is_advised_from_the_log_alone(
    analyser: Analyser, fixture: str, advised: str
) -> None:
    report, _ = triage_path(FIXTURES / fixture, analyser, 2000)
    assert report.category == "configuration"
    assert advised in next_step(report)
