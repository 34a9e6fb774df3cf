"""npm publish with a token the registry refuses: the refusal's own words and advice about the token.

Trial 82's finding 12: npm 10 publishing to a verdaccio 6.8 registry with a wrong token, wrapped as a
GitHub Actions job log by the trial's ``bin/wrap.py`` (``fixtures/npm-publish-token-invalid-trial.txt``).
The summary quoted ``npm error code E401`` and the advice was to grant the credential a permission
(the workflow's ``permissions:`` block), while the token itself is invalid.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURE = Path(__file__).parent / "fixtures" / "npm-publish-token-invalid-trial.txt"


def test_an_invalid_token_is_quoted_and_the_advice_is_a_new_token(analyser: Analyser) -> None:
    report = triage_path(FIXTURE, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "permission/auth"
    assert "authentication token seems to be invalid" in report.summary, report.summary
    next_step = render_markdown(report).split("#### Next step", 1)[1]
    assert "create a new npm automation or granular access token" in next_step
    assert "NODE_AUTH_TOKEN" in next_step
    assert "Grant the credential" not in next_step
