"""``--workflow``: a variable the shell read unset or empty that an ``env`` line the step sees does
set is cited at that line, with what it means (trial 104 #6: the advice said "give it to the step",
which the cited `DEPLOY_BUCKET: ${{ vars.DEPLOY_BUCKET }}` already did). GitHub sets a variable whose
expression gives nothing to the empty string, so ``${NAME:?}``'s ``parameter null or not set`` is an
undefined repository variable or secret, and ``set -u``'s ``unbound variable`` a script that ran
without the step's environment.

The finding's edit leads the next step (trial 128 #2): the log's configuration verdict only says a
variable was missing, the cited line says which edit gives it.

A program's own words link the same way: Python's ``KeyError`` rules out an empty value as ``unbound
variable`` does; a message that refuses an empty value too leaves both causes open.

Real output: GNU bash 5.2.15, tests/logs/fixtures/s37-env/README.md; Python 3.11.7 and node 20.20.2,
tests/logs/fixtures/s48-env and s50-env."""

from __future__ import annotations

from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures" / "s37-env"
WORKFLOW = FIXTURES / "deploy.yml"


def _findings(report: dict) -> list[tuple[str, int, str]]:
    return [
        (line["field"], line["start_line"], line["finding_kind"])
        for line in report["workflow_step"]["lines"]
        if line["finding"]
    ]


def test_an_empty_expression_is_named_at_the_line_that_sets_it(triage_json) -> None:
    report = triage_json(FIXTURES / "empty-variable.log", "--workflow", WORKFLOW)
    assert report["category"] == "configuration"
    assert _findings(report) == [("job.env.DEPLOY_BUCKET", 11, "variable-empty")]
    note = report["next_step"]
    assert note.startswith(f"Edit `{WORKFLOW}:11` (job.env.DEPLOY_BUCKET): this line sets `DEPLOY_BUCKET` from")
    assert "Also, in the workflow" not in note
    assert "`${{ vars.DEPLOY_BUCKET }}`, which was empty in this run" in note
    assert "define it in the repository's or the environment's settings" in note


def test_a_variable_the_step_sets_but_the_script_read_unbound_was_not_passed_on(triage_json) -> None:
    report = triage_json(FIXTURES / "variable-not-passed.log", "--workflow", WORKFLOW)
    assert _findings(report) == [("env.PUBLISH_TOKEN", 17, "variable-not-passed")]
    note = report["next_step"]
    assert note.startswith(f"Edit `{WORKFLOW}:17` (env.PUBLISH_TOKEN)")
    assert "yet the script read it unset (the log: `bash: line 1: PUBLISH_TOKEN: unbound variable`)" in note
    assert "ran without the step's environment" in note


def test_without_the_workflow_nothing_is_cited(triage_json) -> None:
    report = triage_json(FIXTURES / "empty-variable.log")
    assert report["category"] == "configuration"
    assert "Also, in the workflow" not in report["next_step"]


def test_an_empty_secret_with_the_scripts_own_message_names_the_secret(triage_json) -> None:
    """Trial 112 #4: ``${PYPI_TOKEN:?PYPI_TOKEN is empty - …}`` prints the script's own words, not the
    shell's; the runner's header lists ``PYPI_TOKEN:`` empty. The finding names the variable and the
    secret to set, and neither name is masked as a value."""
    report = triage_json(FIXTURES / "empty-secret-own-message.log", "--workflow", FIXTURES / "release.yml")
    assert _findings(report) == [("env.PYPI_TOKEN", 13, "variable-empty")]
    note = report["next_step"]
    assert note.startswith(f"Edit `{FIXTURES / 'release.yml'}:13` (env.PYPI_TOKEN)")
    assert "this line sets `PYPI_TOKEN` from `${{ secrets.PYPI_TOKEN }}`, which was empty in this run" in note
    assert "define the secret `PYPI_TOKEN`" in note
    assert "PYPI_TOKEN: PYPI_TOKEN is empty - set the repository secret" in report["summary"]
    assert "<redacted" not in str(report)


def test_an_empty_secret_a_node_script_names_missing_leads_the_next_step(triage_json) -> None:
    """Trial 128 #2: node 20.20.2's ``Error: Missing required environment variable DEPLOY_TOKEN`` (the
    script's own check) below the runner's empty ``DEPLOY_TOKEN:``, set from ``${{
    secrets.STAGING_DEPLOY_TOKEN }}``: configuration, the secret to define first in the next step,
    then the verdict's own advice (tests/logs/fixtures/s48-env)."""
    fixtures = FIXTURES.parent / "s48-env"
    workflow = fixtures / "deploy.yml"
    report = triage_json(fixtures / "node-empty-secret.log", "--workflow", workflow)
    assert report["category"] == "configuration"
    assert report["confidence"] >= 0.7
    assert _findings(report) == [("env.DEPLOY_TOKEN", 29, "variable-empty")]
    advice = report["next_step"]
    assert advice.startswith(f"Edit `{workflow}:29` (env.DEPLOY_TOKEN): this line sets `DEPLOY_TOKEN` from")
    assert "define the secret `STAGING_DEPLOY_TOKEN`" in advice
    assert "Also, in the workflow" not in advice
    assert "pass it to the step" in advice  # the verdict's own advice, after the edit


def test_a_programs_keyerror_of_a_variable_the_step_sets_was_not_passed_on(triage_json) -> None:
    """Python 3.11.7's ``KeyError: 'DEPLOY_TOKEN'`` under ``env -i`` while the step's ``env`` sets
    ``DEPLOY_TOKEN`` from a secret the runner listed as ``***``: ``os.environ`` returns an empty value, so
    the ``KeyError`` says the variable was not there at all, as bash's ``unbound variable`` does
    (tests/logs/fixtures/s50-env)."""
    fixtures = FIXTURES.parent / "s50-env"
    workflow = fixtures / "deploy.yml"
    report = triage_json(fixtures / "keyerror-not-passed.log", "--workflow", workflow)
    assert report["category"] == "configuration"
    assert _findings(report) == [("env.DEPLOY_TOKEN", 12, "variable-not-passed")]
    note = report["next_step"]
    assert note.startswith(f"Edit `{workflow}:12` (env.DEPLOY_TOKEN)")
    assert "yet the script read it unset (the log: `KeyError: 'DEPLOY_TOKEN'`)" in note
    assert "ran without the step's environment" in note


def test_a_programs_own_missing_message_of_a_variable_the_step_sets_names_both_causes(triage_json) -> None:
    """node 20.20.2's ``Error: Missing required environment variable DEPLOY_TOKEN`` (a check that
    refuses an empty value too) while the step's ``env`` sets it from a secret and the log does not
    show the value: an undefined secret (empty) or a program run without the step's environment."""
    fixtures = FIXTURES.parent / "s50-env"
    workflow = fixtures / "deploy.yml"
    report = triage_json(fixtures / "node-not-passed.log", "--workflow", workflow)
    assert _findings(report) == [("env.DEPLOY_TOKEN", 21, "variable-empty")]
    note = report["next_step"]
    assert note.startswith(f"Edit `{workflow}:21` (env.DEPLOY_TOKEN): this line sets `DEPLOY_TOKEN` from")
    assert "yet the program found it missing, empty or not set" in note
    assert "define the secret `DEPLOY_TOKEN`" in note
    assert "when set, the program ran without the step's environment" in note
