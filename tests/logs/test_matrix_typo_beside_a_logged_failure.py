"""An undefined matrix key in the failing step (``ctest -C ${{ matrix.buildtype }}`` where the matrix
defines ``build_type``) is a workflow note beside the test failure the log shows, not the verdict; in
the step's ``env:`` it is a finding too (trial 28 #7)."""

from __future__ import annotations

from pathlib import Path

TRIAL = Path(__file__).parent / "fixtures" / "trial-28"
NEAR = " (the matrix defines `build_type`, a near name: a typo?)"


def _findings(report: dict) -> list[tuple[str, str]]:
    return [(line["field"], line["summary"]) for line in report["workflow_step"]["lines"] if line["finding"]]


def test_the_logged_test_failure_wins_over_a_matrix_typo_in_run(triage_json) -> None:
    report = triage_json(TRIAL / "ctest-empty-config-gha.log", "--workflow", TRIAL / "ci-matrix-typo.yml")
    assert report["category"] == "test failure"
    assert [test["name"] for test in report["failed_tests"]] == ["mul"]
    typo = "`matrix.buildtype` is used here but the job's matrix defines no key `buildtype`"
    assert ("run", typo + NEAR) in _findings(report)


def test_a_matrix_typo_in_env_is_a_finding(triage_json) -> None:
    report = triage_json(TRIAL / "ctest-fail-matrix-gha.log", "--workflow", TRIAL / "ci-env-matrix-typo.yml")
    assert report["category"] == "test failure"
    assert [field for field, summary in _findings(report) if "`matrix.buildtype`" in summary] == ["env.BUILD_TYPE"]
