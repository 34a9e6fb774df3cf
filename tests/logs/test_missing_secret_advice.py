"""A variable read unset whose name is a secret's gets the missing secret's own advice first: add the
secret and pass it to the step in ``env:``, and that a fork's pull request runs without it; the
verdict stays configuration (benchmarks/categories.md). ``GITHUB_TOKEN`` is there to pass, not to
add. Real output: GNU bash 5.2.15, Python 3.11.7, node 20.20.2 (tests/logs/fixtures/s37-env,
s48-env, s50-env)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.missing_secret import missing_secret_advice

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize(
    ("log", "name"),
    [
        ("s48-env/node-empty-secret.log", "DEPLOY_" + "TOKEN"),  # node: Missing required environment variable
        ("s50-env/keyerror-not-passed.log", "DEPLOY_" + "TOKEN"),  # Python: KeyError of os.environ
        ("s50-env/npm-token-empty.log", "NPM_" + "TOKEN"),  # bash: ${NPM_TOKEN:?}
        ("s37-env/variable-not-passed.log", "PUBLISH_" + "TOKEN"),  # bash: set -u's unbound variable
    ],
)
def test_a_missing_secret_is_advised_as_one(triage_json, log: str, name: str) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    advice = report["next_step"]
    assert advice.startswith(f"`{name}` is named as a secret: add it to the repository's")
    assert f"`env: {name}: ${{{{ secrets.{name} }}}}`" in advice
    assert "not passed to `pull_request` runs from forks" in advice


def test_the_runners_own_token_is_advised_to_be_passed_not_added(triage_json) -> None:
    advice = triage_json(FIXTURES / "s50-env" / "github-token-unbound.log")["next_step"]
    assert advice.startswith("`GITHUB_TOKEN` is the token GitHub creates for every run")
    assert "add it to the repository" not in advice


def test_only_a_secrets_name_gets_the_advice() -> None:
    assert missing_secret_advice("KeyError: 'AWS_REGION'") == ""
    assert missing_secret_advice("deploy.sh: line 3: DEPLOY_BUCKET: parameter null or not set") == ""
    assert missing_secret_advice("KeyError: 'SIGNING_" + "KEY'").startswith("`SIGNING_KEY` is named as a secret")
