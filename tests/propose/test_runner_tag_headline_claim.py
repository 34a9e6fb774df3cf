"""Under a workspace or parallel runner's tag (pnpm ``-r``, Turborepo, GNU parallel ``--tag``) the
analyser's headline is the tool's text without the tag while the excerpt, the log tools and the
verifier read the line as the log shows it: the rules draft still cites the headline's line, quoting
it whole, and the verifier keeps that claim (trial-x fixtures, see
``tests/logs/test_workspace_runner_prefixes.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.logs.analyse import Analyser
from ci_triage.propose.rules import rules_draft
from ci_triage.prove.verify import verify

from .conftest import build_evidence

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-x"


@pytest.mark.parametrize(
    ("name", "tag"),
    [("pnpm-r", "packages/api test: "), ("turbo", "@acme/api:test: "), ("parallel-two", "flake8 src\t")],
)
def test_the_headline_line_under_a_runners_tag_is_cited_and_verified(analyser: Analyser, name: str, tag: str) -> None:
    evidence = build_evidence(TRIAL / f"{name}.gha.log", analyser)
    report = evidence.logs[0].report
    number = report.headline_line
    assert number is not None
    draft = rules_draft(evidence)
    assert draft.diagnosis is not None, draft.reason
    first = draft.diagnosis.claims[0]
    assert first.citation.kind == "log"
    assert first.citation.start_line == number
    assert first.quote is not None
    assert first.quote.startswith(tag.strip())
    assert report.headline in first.quote
    verification = verify(draft.diagnosis, "", evidence, None)
    assert [outcome for outcome in verification.claims if not outcome.kept] == []
