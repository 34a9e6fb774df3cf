"""Which passing log a failed job is compared with (:func:`ci_triage.logs.compare.baseline_for`):
a run's logs that lack the job give none (the warning then names the missing job, not a mismatch
of lines), while a single log file, or one job of the same matrix, stands for it."""

from __future__ import annotations

import pytest

from ci_triage.logs.compare import Baseline, baseline_for


def _baseline(job: str) -> Baseline:
    return Baseline(label=f"the passing log of {job or 'a file'}", templates=frozenset({1}), lines=1, job=job)


@pytest.mark.parametrize(
    ("baselines", "job", "chosen"),
    [
        (["build-py", "build-c"], "build-c", "build-c"),
        (["test (3.11)", "lint"], "test", "test (3.11)"),
        (["build-py"], "build-c", None),  # a run's zip without the failed job
        ([""], "build-c", ""),  # a single log file: the user says it is this job's
        (["build-py"], "", "build-py"),  # a single failing log compared with a run's only job
        (["test (3.11)"], "test (3.12)", "test (3.11)"),  # a job of the same matrix
        (["build-py", "lint"], "build-c", None),
    ],
)
def test_the_baseline_of_a_job(baselines: list[str], job: str, chosen: str | None) -> None:
    found = baseline_for([_baseline(name) for name in baselines], job)
    assert (found.job if found else None) == chosen
