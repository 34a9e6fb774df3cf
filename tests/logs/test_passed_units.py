"""Output above a verdict that something PASSED, in a step that failed (trial 27, findings 1, 4 and 7).

- tox and nox: an environment or session that passed (``py311: OK ✔``, ``nox > Session tests was
  successful``) printed a handled ``ERROR: fetch failed, retrying`` and a DNS traceback; the one the
  wrapper names as failed (``docs``: sphinx ``-W``) decides, never the passed one's output.
- pre-commit: a hook's ``Passed`` line opens the next hook, so it closes none of the failed hook's
  output above it: the failed mypy hook's error is quoted, and a fixer hook's ``- files were
  modified by this hook`` is no passing test's output but formatting.
- pytest-cov: pytest's ``1 passed in 3.08s`` ends the run, not a test's output: the coverage
  gate's ``FAIL Required test coverage of 90% not reached`` above it counts in full.

Fixtures: ``fixtures/passed-units/`` (tools and versions in its README).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "passed-units"
TOCTREE = "docs/index.rst:4: WARNING: toctree contains reference to nonexisting document 'nope'"


@pytest.mark.parametrize("name", ["tox-env-passed-then-docs-failed.txt", "nox-session-passed-then-docs-failed.txt"])
def test_a_passed_environments_output_never_decides(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(str(FIXTURES / name), analyser, 2000)
    job = report.jobs[0]

    assert job.classification.category == "compile/build error"
    assert job.tool == "sphinx"
    assert job.headline is not None
    assert TOCTREE in job.headline
    assert "infrastructure/network/flaky" not in {other.category for other in job.classification.competing}


def test_a_failed_hooks_error_is_quoted_above_a_passed_hook(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pre-commit-mypy-failed-then-passed.txt"), analyser, 2000)
    job = report.jobs[0]

    assert job.classification.category == "type check"
    assert job.headline.startswith(
        "mypy: b.py:1: error: Function is missing a return type annotation  [no-untyped-def] (Found 1 error"
    )
    shown = [line for span in job.excerpt for line in span.lines]
    assert not shown[0].endswith("Passed")  # the excerpt opens at the failed hook, not at flake8's verdict


def test_a_hook_that_fixed_files_is_formatting(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pre-commit-fixer-then-passed.txt"), analyser, 2000)
    job = report.jobs[0]

    assert job.classification.category == "formatting"
    assert job.headline == "strip trailing whitespace: - files were modified by this hook (c.py)"
    assert not [step for step in job.classification.confidence_steps if "passing test" in step.detail]


def test_a_coverage_gate_above_pytests_verdict_is_no_passing_output(analyser: Analyser) -> None:
    report, _ = triage_path(str(FIXTURES / "pytest-cov-gate.txt"), analyser, 2000)
    job = report.jobs[0]

    assert job.classification.category == "lint/format"
    assert job.tool == "coverage"
    assert not [step for step in job.classification.confidence_steps if "passing test" in step.detail]
