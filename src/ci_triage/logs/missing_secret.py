"""A variable a program read unset whose name is a secret's: what to do about the missing secret.

``DEPLOY_TOKEN: unbound variable``, ``KeyError: 'NPM_TOKEN'``, ``Missing required environment variable
DEPLOY_TOKEN``: when the name reads as a credential's (:data:`~ci_triage.base.redact.SECRET_NAME`:
``…_TOKEN``, ``…_SECRET``, ``…_KEY``, ``…_PASSWORD``), the value is a secret the repository or its
environment holds, and a ``run:`` step sees a secret only when its ``env:`` names it (GitHub Docs,
"Using secrets in GitHub Actions": secrets are not passed to workflows run from forks, nor, as
Actions secrets, to Dependabot's runs). The verdict stays ``configuration``: nothing was sent, so no
credential was refused, and the fix is the workflow's ``env:`` or the repository's settings
(benchmarks/categories.md).
"""

from __future__ import annotations

from ci_triage.base.redact import SECRET_NAME
from ci_triage.logs.lost_settings import unset_names

MISSING_SECRET_ADVICE = (
    "`{name}` is named as a secret: add it to the repository's (or the job's environment's) Actions secrets and"
    " pass it to the step, `env: {name}: ${{{{ secrets.{name} }}}}` (a `run:` step sees only the secrets its"
    " `env:` names); secrets are not passed to `pull_request` runs from forks nor to Dependabot's, so such a run"
    " goes without it: guard the step for those runs. "
)
"""What a signal's ``{secret}`` placeholder becomes for a missing secret's ``name``."""
RUNNER_TOKEN = "GITHUB_TOKEN"
"""The token GitHub creates for every workflow run (a read-only one for a fork's pull request): there
to pass, never to add."""
RUNNER_TOKEN_ADVICE = (
    "`GITHUB_TOKEN` is the token GitHub creates for every run, which a `run:` step sees only when its `env:`"
    " names it: pass it to the step, `env: GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}`, and grant the job the"
    " `permissions:` the command needs. "
)
"""What the ``{secret}`` placeholder becomes for :data:`RUNNER_TOKEN`."""


def missing_secret_advice(text: str) -> str:
    """:data:`MISSING_SECRET_ADVICE` for the first variable, in name order, that ``text`` (one cleaned
    log line) says a program read unset (:func:`~ci_triage.logs.lost_settings.unset_names`) whose
    name is a secret's (:data:`~ci_triage.base.redact.SECRET_NAME`), :data:`RUNNER_TOKEN_ADVICE` for
    :data:`RUNNER_TOKEN`; ``""`` when it names none."""
    names = sorted(name for name in unset_names(text) if SECRET_NAME.search(name))
    if not names:
        return ""
    return RUNNER_TOKEN_ADVICE if names[0] == RUNNER_TOKEN else MISSING_SECRET_ADVICE.format(name=names[0])
