"""A step setting whose value changes from every run to the next is no change since the passing run.

The runner prints a step's ``env:`` evaluated, so ``BUILD_NUMBER: ${{ github.run_number }}`` reads
``118`` in the passing log and ``119`` in the failing one, a commit's hash differs, and both were
shown as "the step's settings (changed since the passing log …: its value differs)" beside the
variable that mattered (fresh-user trial t122). A counter that grew, and a hash, UUID or date in
both runs, are values of the run now (:mod:`ci_triage.logs.run_values`); a version that changed
(``API_VERSION: v1`` then ``v2``) is still shown, and so is a number that grew in a variable whose name
says no counter (``MAX_WORKERS: 3`` then ``4``, tests/fixtures/s45-silent/README.md): before, every
whole number that grew was hidden as a run counter.

Real output (tests/fixtures/s44-budget/README.md): bash 5.2.15, the runner's ``env:`` block as the
trial's wrapper prints it."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.logs.compare import load_baseline
from ci_triage.logs.report import triage_path
from ci_triage.logs.run_values import changes_every_run, remember_run_value

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s44-budget"
SHARD = Path(__file__).parents[1] / "fixtures" / "s45-silent"
RED = FIXTURES / "release-env-red.log"
GREEN = FIXTURES / "release-env-green.log"


def test_only_the_real_change_is_a_changed_setting(analyser: Analyser) -> None:
    baselines, warnings = load_baseline(str(GREEN), failed=analyser.marked_failed)
    assert warnings == []
    report, _ = triage_path(RED, analyser, 2000, baselines=baselines)
    settings = {
        text.strip() for span in report.excerpt if span.reason.startswith("the step's settings") for text in span.lines
    }
    assert "API_VERSION: v2" in settings
    assert not any(text.startswith(("BUILD_NUMBER:", "COMMIT_SHA:")) for text in settings)


def test_a_counter_that_fell_or_a_value_of_another_shape_is_a_change() -> None:
    before: dict[bytes, int | None] = {}
    for line in (b"  BUILD_NUMBER: 41", b"  COMMIT_SHA: 3f9c2e1a7b5d", b"  MAX_WORKERS: 4", b"  API_VERSION: v1"):
        remember_run_value(line, before)
    assert changes_every_run(b"  BUILD_NUMBER: 42", before)
    assert changes_every_run(b"  COMMIT_SHA: a1b2c3d4e5f6", before)
    assert not changes_every_run(b"  MAX_WORKERS: 2", before)
    assert not changes_every_run(b"  API_VERSION: v2", before)
    assert not changes_every_run(b"  COMMIT_SHA: 42", before)


def test_a_setting_raised_since_the_passing_run_is_a_changed_setting(analyser: Analyser) -> None:
    baselines, warnings = load_baseline(str(SHARD / "shard-green.log"), failed=analyser.marked_failed)
    assert warnings == []
    report, _ = triage_path(SHARD / "shard-red.log", analyser, 2000, baselines=baselines)
    settings = {
        text.strip() for span in report.excerpt if span.reason.startswith("the step's settings") for text in span.lines
    }
    assert "MAX_WORKERS: 4" in settings
    assert not any(text.startswith("BUILD_NUMBER:") for text in settings)


@pytest.mark.parametrize(
    ("then", "now", "counter"),
    [
        (b"  GITHUB_RUN_ID: 12890517622", b"  GITHUB_RUN_ID: 12890999999", True),
        (b"  CI_PIPELINE_IID: 7", b"  CI_PIPELINE_IID: 9", True),
        (b"  runAttempt: 1", b"  runAttempt: 2", True),
        (b"  SOURCE_DATE_EPOCH: 1765000000", b"  SOURCE_DATE_EPOCH: 1765000100", True),
        (b"  MAX_WORKERS: 4", b"  MAX_WORKERS: 8", False),
        (b"  RETRY_COUNT: 2", b"  RETRY_COUNT: 3", False),
        (b"  TIMEOUT_MINUTES: 10", b"  TIMEOUT_MINUTES: 20", False),
    ],
)
def test_only_a_number_named_as_a_counter_is_hidden_when_it_grew(then: bytes, now: bytes, counter: bool) -> None:
    before: dict[bytes, int | None] = {}
    remember_run_value(then, before)
    assert changes_every_run(now, before) is counter
