"""Attribution evidence from the base branch's history: flaky, base branch, this change, unknown."""

from __future__ import annotations

import pytest

from ci_triage.evidence.attribution import attribute_from_history
from ci_triage.github.models import BaseBranchRun

SHA_A = "a" * 40
SHA_B = "b" * 40


def past(run_id: int, conclusion: str | None, *, sha: str = SHA_A, fingerprint: str | None = None) -> BaseBranchRun:
    return BaseBranchRun(run_id=run_id, head_sha=sha, job="test", job_conclusion=conclusion, fingerprint=fingerprint)


def test_same_fingerprint_failing_on_base_branch_is_not_this_change() -> None:
    hint = attribute_from_history("fp1", [past(3, "failure", fingerprint="fp1"), past(2, "success", sha=SHA_B)])
    assert hint.attribution == "base-branch"
    assert hint.reason == "also failing on the base branch (same fingerprint)"
    assert hint.run_ids == (3,)


def test_passing_on_base_branch_points_at_this_change() -> None:
    hint = attribute_from_history("fp1", [past(3, "success"), past(2, "failure", sha=SHA_B, fingerprint="other")])
    assert (hint.attribution, hint.reason, hint.run_ids) == ("this-change", "passes on the base branch", (3,))


def test_failed_then_passed_on_one_commit_is_flaky_even_with_the_same_fingerprint() -> None:
    history = [past(5, "success", sha=SHA_B), past(4, "failure", sha=SHA_B, fingerprint="fp1"), past(3, "success")]
    hint = attribute_from_history("fp1", history)
    assert hint.attribution == "flaky"
    assert SHA_B[:7] in hint.reason
    assert set(hint.run_ids) == {4, 5}


@pytest.mark.parametrize(
    ("history", "reason"),
    [
        ([], "no result of this job on the base branch"),
        ([past(3, None)], "no result of this job on the base branch"),
        ([past(3, "failure", fingerprint="other")], "different or unknown failure"),
        ([past(3, "cancelled")], "latest result is cancelled"),
    ],
)
def test_anything_else_is_unknown(history: list[BaseBranchRun], reason: str) -> None:
    hint = attribute_from_history("fp1", history)
    assert hint.attribution == "unknown"
    assert reason in hint.reason


def test_without_a_fingerprint_a_base_failure_cannot_count_as_the_same() -> None:
    assert attribute_from_history(None, [past(3, "failure", fingerprint=None)]).attribution == "unknown"
