"""The triage loop's fix stage: a candidate fix for a verified diagnosis, made and verified in a
scratch worktree of the checkout (:func:`ci_triage.repair.propose_fix`), opened as a draft pull request
where the token may (mode ``patch``), else offered as a suggestion and a patch artifact in
``.ci-triage/`` of the workspace."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ci_triage.agent.llm.base import Model
    from ci_triage.config.settings import Settings
    from ci_triage.evidence.model import Evidence
    from ci_triage.github.client import GitHubClient
    from ci_triage.logs.skills import Skill
    from ci_triage.propose.diagnosis import Diagnosis
    from ci_triage.repair.result import FixSummary


class FixStage:
    """``(evidence, diagnosis) -> (FixSummary, comment section)`` over the checkout at ``checkout``.

    ``model`` makes a model patch when the skills' fixers do not (None: the provider the settings
    name, if any; skill fixers work without one); ``client`` opens the draft pull request.
    """

    def __init__(
        self,
        settings: Settings,
        checkout: Path,
        skills: Sequence[Skill],
        model: Model | None,
        client: GitHubClient | None,
    ) -> None:
        self.settings = settings
        self.checkout = checkout
        self.skills = skills
        self.model = model
        self.client = client

    def __call__(self, evidence: Evidence, diagnosis: Diagnosis) -> tuple[FixSummary, str]:
        from ci_triage.repair.artifact import offered, write_patch_artifact
        from ci_triage.repair.propose import propose_fix  # the fix stage's tools, and the harness for a model patch
        from ci_triage.repair.report import suggestion_markdown
        from ci_triage.repair.result import FixSummary
        from ci_triage.repair.worktree import ScratchError

        settings, checkout = self.settings, self.checkout
        try:
            result = propose_fix(
                checkout,
                head_sha(evidence, checkout),
                evidence,
                diagnosis,
                model=self._model(),
                skills=self.skills,
                verify_command=settings.verify_command,
                max_attempts=settings.max_attempts,
            )
        except ScratchError as error:
            reason = f"the checkout cannot be used for a fix: {error}"
            return FixSummary(status="no-fix", reason=reason), f"**Fix:** none — {reason}"
        run = evidence.run
        artifact = checkout / ".ci-triage" / f"fix-{run.id if run else 'local'}-{run.run_attempt if run else 1}.patch"
        summary = FixSummary(
            status=result.status, reason=result.reason, source=result.source, files=len(result.summary.files)
        )
        if self.client is not None and run is not None and settings.mode == "patch":
            from ci_triage.repair.pull_request import open_fix_pr

            pull = open_fix_pr(
                self.client, run.repository, checkout, result, evidence, run_id=run.id, attempt=run.run_attempt,
                artifact_path=artifact,
            )  # fmt: skip
            update = {"pull_request_url": pull.url, "reason": pull.reason or result.reason}
            return summary.model_copy(update=update), pull.comment
        if offered(result):
            written = write_patch_artifact(result, artifact)
            summary = summary.model_copy(update={"patch_path": str(written)})
        return summary, suggestion_markdown(result)

    def _model(self) -> Model | None:
        if self.model is not None or not self.settings.model_configured:
            return self.model
        from ci_triage.agent.errors import ModelError
        from ci_triage.propose.provider import open_configured_model  # loads the openai SDK

        try:
            return open_configured_model(self.settings)
        except ModelError:
            return None  # skill fixers still work without a model


def head_sha(evidence: Evidence, checkout: Path) -> str:
    """The commit to fix: the PR head, else the run's head, else the checkout's HEAD."""
    if evidence.pull_request is not None:
        return evidence.pull_request.head_sha
    if evidence.run is not None:
        return evidence.run.head_sha
    done = subprocess.run(
        ["git", "-C", str(checkout), "rev-parse", "HEAD"], capture_output=True, text=True, check=False, timeout=30
    )
    return done.stdout.strip() or "HEAD"
