"""``--workflow``: a variable the log shows read unset beside an ``env`` line setting a near name, and an
undefined matrix key in the job's ``env``, are cited and put in the advice (trial 79 #12, trial 82 #11;
fixtures: ``tests/logs/fixtures/trial-79`` and ``trial-82``, real bash and ansible-playbook output)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.base.misspelling import near_name

FIXTURES = Path(__file__).parents[1] / "logs" / "fixtures"
TRIAL_28, TRIAL_79, TRIAL_82 = (FIXTURES / name for name in ("trial-28", "trial-79", "trial-82"))


def test_an_unbound_variable_cites_the_env_line_of_its_near_name(triage_json) -> None:
    """``DEPLOY_ENV: unbound variable`` while the job's ``env`` sets ``DEPLOY_ENVIRONMENT``."""
    workflow = TRIAL_79 / "deploy-near-name.yml"
    report = triage_json(TRIAL_79 / "unbound-variable.log", "--workflow", workflow)
    assert report["category"] == "configuration"
    found = [line for line in report["workflow_step"]["lines"] if line["finding"]]
    assert [(line["field"], line["start_line"]) for line in found] == [("job.env.DEPLOY_ENVIRONMENT", 11)]
    assert report["next_step"].startswith(f"Edit `{workflow}:11` (job.env.DEPLOY_ENVIRONMENT)")
    assert "reads `DEPLOY_ENV`" in report["next_step"]


def test_an_undefined_matrix_key_in_the_jobs_env_is_in_the_advice(triage_json) -> None:
    """``DEPLOY_ENV: ${{ matrix.environment }}`` in the job's ``env`` of a job without a matrix, beside
    ansible's own verdict on the failed task."""
    workflow = TRIAL_82 / "deploy-matrix-in-job-env.yml"
    report = triage_json(TRIAL_82 / "ansible-command-failed.log", "--workflow", workflow)
    assert report["category"] == "infrastructure-as-code/deploy"
    assert f"Also, in the workflow (the log does not show it at work): edit `{workflow}:9`" in report["next_step"]


def test_an_undefined_matrix_key_names_the_near_key_the_matrix_defines(triage_json) -> None:
    report = triage_json(TRIAL_28 / "ctest-empty-config-gha.log", "--workflow", TRIAL_28 / "ci-matrix-typo.yml")
    summaries = [line["summary"] for line in report["workflow_step"]["lines"] if line["finding"]]
    assert any("the matrix defines `build_type`, a near name" in summary for summary in summaries)
    assert "`build_type`" in report["next_step"]


def test_near_names() -> None:
    assert near_name("DEPLOY_ENV", "DEPLOY_ENVIRONMENT")
    assert near_name("buildtype", "build_type")
    assert near_name("API_TOKEN", "API_TOEKN")
    assert not near_name("API_URL", "API_URL")
    assert not near_name("CI", "CIRCLECI")  # too short to be read as cut short
    assert not near_name("DEPLOY_ENV", "DATABASE_URL")


S48_ENV = FIXTURES / "s48-env"


@pytest.mark.parametrize(
    ("log", "line", "read_at"),
    [
        ("keyerror-near-name.log", 12, "KeyError: 'AWS_REGION'"),  # Python 3.11.7's os.environ[...]
        ("node-env-near-name.log", 20, "process.env.AWS_REGION.trim()"),  # node 20.20.2's quoted source line
    ],
)
def test_a_programs_unset_read_cites_the_env_line_of_its_near_name(
    triage_json, log: str, line: int, read_at: str
) -> None:
    """Trial 128 #3: the step's ``env:`` sets ``AWS_REGOIN``, the program reads ``AWS_REGION``: the same
    near-name finding as a shell's ``unbound variable``, in a program's own words for the unset read."""
    workflow = S48_ENV / "deploy.yml"
    report = triage_json(S48_ENV / log, "--workflow", workflow)
    assert report["category"] == "configuration"
    found = [item for item in report["workflow_step"]["lines"] if item["finding"]]
    assert [(item["field"], item["start_line"], item["finding_kind"]) for item in found] == [
        ("env.AWS_REGOIN", line, "variable-near-name")
    ]
    assert report["next_step"].startswith(f"Edit `{workflow}:{line}` (env.AWS_REGOIN)")
    assert "reads `AWS_REGION`" in report["next_step"]
    assert read_at in report["next_step"]
