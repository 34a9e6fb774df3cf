"""The opt-in check run (input ``check-run``): the verified diagnosis and its source-line
annotations on the pull request's head commit, where a ``workflow_run`` job's own annotations do
not reach (they attach to the default branch's commit).

Created at the first commit of a triage and updated in place at the next (the model stage's);
GitHub's refusal (no ``checks: write``) becomes :class:`~ci_triage.base.errors.EffectBlocked`, a handoff
naming the permission.
"""

from __future__ import annotations

from typing import Any

from ci_triage.base.errors import EffectBlocked
from ci_triage.evidence.model import Evidence
from ci_triage.github.errors import GitHubError, blocked_by
from ci_triage.triage.annotations import source_annotations
from ci_triage.triage.state import PostResult, Proposal

CHECK_RUN_NAME = "ci-triage"


class CheckRunWriter:
    """Publishes one check run per triage on the PR head SHA (else the run's head SHA)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.check_run_id: int | None = None

    def publish(self, evidence: Evidence, proposal: Proposal) -> PostResult:
        """Create or update the check run with ``proposal``'s comment and annotations."""
        from ci_triage.github.check_run import publish_check_run

        run = evidence.run
        if run is None:
            raise EffectBlocked("no workflow run to put a check run on", missing="the run")
        head_sha = evidence.pull_request.head_sha if evidence.pull_request else run.head_sha
        annotations = [
            {
                "path": item.file,
                "start_line": item.line,
                "end_line": item.line,
                "annotation_level": "failure",
                "message": item.message[:64_000],
                "title": CHECK_RUN_NAME,
            }
            for item in source_annotations(proposal.diagnosis)
        ]
        title = f"{proposal.diagnosis.category}: {' '.join(proposal.diagnosis.root_cause.split())}"
        try:
            self.check_run_id, url = publish_check_run(
                self.client, run.repository, head_sha, name=CHECK_RUN_NAME, title=title,
                summary=proposal.markdown, annotations=annotations, check_run_id=self.check_run_id,
            )  # fmt: skip
        except GitHubError as error:
            raise blocked_by(error) from None
        return PostResult(target="check_run", action="written", url=url)
