"""``perform(intent, state) -> event``: the only code of the control plane that touches the world —
GitHub, the model, the file system, standard output. Every failure a user can cause or fix (a
missing permission, an expired log, too little evidence) comes back as an event, never as an
exception; only bugs raise.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TextIO

from ci_triage.agent.events import AgentEvent
from ci_triage.agent.llm.base import RunUsage
from ci_triage.base.errors import EffectBlocked, NothingFailed
from ci_triage.evidence.model import Evidence
from ci_triage.propose.diagnosis import Diagnosis
from ci_triage.prove.verification import Verification, VerificationSummary
from ci_triage.repair.result import FixSummary
from ci_triage.triage.events import (
    Blocked,
    Classified,
    Classify,
    Collect,
    CommentResolved,
    CommentTarget,
    Draft,
    Drafted,
    DraftFailed,
    EvidenceCollected,
    FixProposed,
    HandoffReported,
    Intent,
    NothingToTriage,
    Post,
    Posted,
    ProposeFix,
    ReportHandoff,
    ResolveComment,
    TriageEvent,
    Verified,
    Verify,
)
from ci_triage.triage.state import LoopState, PostResult, Proposal, Stage


class EvidenceSource(Protocol):
    """Where evidence comes from (a GitHub run, or logs on disk)."""

    def collect(self, attempt: int, budget_tokens: int) -> Evidence:
        """The evidence for collection ``attempt`` with that excerpt budget. Raises
        :class:`EffectBlocked` when it cannot be collected at all."""
        ...


class CommentWriter(Protocol):
    """Posts or updates the sticky comment; raises :class:`EffectBlocked` when it may not."""

    def upsert(self, target: CommentTarget, body: str) -> PostResult: ...

    def resolve(self) -> tuple[list[PostResult], str | None]:
        """Mark the earlier sticky comment resolved (the run did not fail); a note when refused."""
        ...


class DraftOutcome(Protocol):
    """What a drafter answers: the diagnosis (None: ``reason`` says why), who drafted it, and the
    measured size of its first model request (None without a model)."""

    @property
    def diagnosis(self) -> Diagnosis | None: ...

    @property
    def reason(self) -> str | None: ...

    @property
    def drafter(self) -> str: ...

    @property
    def first_request_tokens(self) -> int | None: ...

    @property
    def events(self) -> Sequence[AgentEvent]: ...

    @property
    def usage(self) -> RunUsage | None:
        """The model's requests and tokens (None: no model ran)."""
        ...


class Drafter(Protocol):
    """Drafts a diagnosis of ``evidence`` (the built-in rules, or the harness with a model)."""

    def __call__(self, evidence: Evidence, /) -> DraftOutcome: ...


Verdict = tuple[VerificationSummary, Proposal | None, Verification | list[Verification]]
"""The state's summary, the proposal that may be posted (None: none may), and the full verification
(two when claims were dropped and the re-rendered comment was checked again) for the trace."""


class Verifier(Protocol):
    """Checks ``proposal`` against ``evidence``, independently of whoever drafted it."""

    def __call__(self, proposal: Proposal, evidence: Evidence, /) -> Verdict: ...


class Renderer(Protocol):
    """The comment's Markdown for ``diagnosis`` over ``evidence``, with ci-triage's own ``sections``;
    ``author`` (``deterministic`` or the model's name) and ``model_failure`` go in the footer,
    ``full`` lifts the comment's length limit (for the job summary)."""

    def __call__(
        self,
        evidence: Evidence,
        diagnosis: Diagnosis,
        sections: list[str],
        /,
        usage: RunUsage | None = None,
        *,
        author: str | None = None,
        model_failure: str | None = None,
        full: bool = False,
    ) -> str:
        """``usage``: what a model draft cost, shown under the footer; ``author``
        (``deterministic`` or the model's name) and ``model_failure`` go in the footer; ``full``
        lifts the comment's length limit (for the job summary)."""
        ...


class CheckRunPublisher(Protocol):
    """Publishes ``proposal`` as a check run on the pull request's head (``check-run`` input)."""

    def publish(self, evidence: Evidence, proposal: Proposal) -> PostResult: ...


class Fixer(Protocol):
    """Makes, verifies and (where allowed) opens a candidate fix; returns its summary and the
    comment section."""

    def __call__(self, evidence: Evidence, diagnosis: Diagnosis, /) -> tuple[FixSummary, str]: ...


@dataclass
class Effects:
    """The world as the loop sees it. ``drafters`` maps a stage to its drafter; ``verifier`` checks a
    proposal; ``render`` turns a diagnosis into the comment's Markdown (``author`` is
    ``deterministic`` or the model's name, said in the footer with a ``model_failure``; ``full``
    lifts the comment's length limit for the job summary); ``comments`` is None when no PR comment
    can be written; ``fixer`` is None when no fix can be proposed here (the section says so);
    ``check_runs`` publishes the diagnosis as a check run on the PR head (input ``check-run``).

    The job summary is composed while the loop runs (:attr:`job_summary`) and written once, by
    :meth:`write_job_summary`, at the end: the runner's file is appended to, never rewritten."""

    source: EvidenceSource
    drafters: dict[Stage, Drafter]
    verifier: Verifier
    render: Renderer
    render_handoff: Callable[[LoopState], str]
    comments: CommentWriter | None = None
    fixer: Fixer | None = None
    check_runs: CheckRunPublisher | None = None
    summary_path: str | None = None
    stdout: TextIO = field(default_factory=lambda: sys.stdout)
    wrap_output: bool = False
    """Inside a workflow step: print between ``::stop-commands::`` markers so no line of a log or a
    model's text can act as a workflow command (``ci_triage.github.runner.echo_untrusted``)."""
    debug: bool = False
    """Print a ``::debug::`` line per intent (the runner sets ``RUNNER_DEBUG=1`` for debug logging)."""
    details: list[Verification | list[Verification]] = field(default_factory=list)
    """Full verification results, kept for the trace (the state keeps a summary)."""
    job_summary: str | None = None
    """What the job summary will say: the last committed diagnosis in full, or the handoff report."""

    def perform(self, intent: Intent, state: LoopState) -> TriageEvent:
        """Do ``intent`` in ``state``'s context and report what happened as an event. Inside a
        workflow step (:attr:`wrap_output`) each intent's output is a ``::group::`` of the step log,
        and with ``debug`` (the runner's ``RUNNER_DEBUG``) a ``::debug::`` line names the event.
        Marking the earlier comment resolved has a group only when there was one to mark (or GitHub
        refused): a green run without a pull request or comment says nothing about comments."""
        if not self.wrap_output:
            return self._perform(intent, state)
        from ci_triage.github.runner import debug_line

        title = _GROUP_TITLES[intent.type]
        if isinstance(intent, Draft):
            title += " with the built-in rules" if intent.stage == "deterministic" else " with the model"
        if isinstance(intent, ResolveComment):  # writes nothing to the log itself: its group comes after
            event = self._perform(intent, state)
            if isinstance(event, CommentResolved) and (event.results or event.note):
                self.stdout.write(f"::group::ci-triage: {title}\n::endgroup::\n")
        else:
            self.stdout.write(f"::group::ci-triage: {title}\n")
            try:
                event = self._perform(intent, state)
            finally:
                self.stdout.write("::endgroup::\n")
        if self.debug:
            debug_line(
                f"ci-triage: {intent.type} -> {event.type} (phase {state.phase}, step {state.steps + 1})", self.stdout
            )
        return event

    def _perform(self, intent: Intent, state: LoopState) -> TriageEvent:
        match intent:
            case Collect(attempt=attempt, budget_tokens=budget):
                return self._collect(attempt, budget)
            case Classify():
                return _classify(state.evidence)
            case Draft(stage=stage):
                return self._draft(stage, state)
            case Verify():
                return self._verify(state)
            case Post(comment=comment):
                return self._commit(state, comment)
            case ProposeFix():
                return self._propose_fix(state)
            case ReportHandoff():
                return self._report_handoff(state)
            case ResolveComment():
                if self.comments is None:
                    return CommentResolved()
                results, note = self.comments.resolve()
                return CommentResolved(results=results, note=note)
        raise AssertionError(f"no effect for intent {intent!r}")

    def _collect(self, attempt: int, budget: int) -> TriageEvent:
        try:
            return EvidenceCollected(evidence=self.source.collect(attempt, budget))
        except NothingFailed as green:
            return NothingToTriage(reason=green.reason)
        except EffectBlocked as blocked:
            return Blocked(during="collect", reason=blocked.reason, missing=blocked.missing, fix=blocked.fix)

    def _draft(self, stage: Stage, state: LoopState) -> TriageEvent:
        assert state.evidence is not None
        outcome = self.drafters[stage](state.evidence)
        usage = outcome.usage if stage == "model" else None
        if outcome.diagnosis is None:
            reason = outcome.reason or "no diagnosis was submitted"
            return DraftFailed(stage=stage, reason=reason, harness_events=list(outcome.events), usage=usage)
        markdown = self.render(state.evidence, outcome.diagnosis, [], usage=usage, author=outcome.drafter)
        proposal = Proposal(
            stage=stage,
            diagnosis=outcome.diagnosis,
            markdown=markdown,
            drafter=outcome.drafter,
            first_request_tokens=outcome.first_request_tokens,
            model_usage=usage,
        )
        return Drafted(proposal=proposal, harness_events=list(outcome.events))

    def _verify(self, state: LoopState) -> TriageEvent:
        assert state.proposal is not None
        assert state.evidence is not None
        summary, verified, detail = self.verifier(state.proposal, state.evidence)
        self.details.append(detail)
        return Verified(verification=summary, proposal=verified)

    def _commit(self, state: LoopState, comment: CommentTarget | None) -> TriageEvent:
        assert state.proposal is not None
        assert state.evidence is not None
        proposal, evidence = state.proposal, state.evidence
        markdown = proposal.markdown
        if state.model_failure is not None:  # the rules' comment again, saying why the model wrote nothing
            failure = state.model_failure
            markdown = self.render(
                evidence,
                proposal.diagnosis,
                proposal.sections,
                usage=proposal.model_usage,
                author=proposal.drafter,
                model_failure=failure,
            )
        if state.goal == "dry-run":
            self._print(markdown)
            return Posted(results=[PostResult(target="stdout", action="written", stage=state.stage)])
        results: list[PostResult] = []
        if comment is not None and self.comments is not None:
            try:
                written = self.comments.upsert(comment, markdown)
                results.append(written.model_copy(update={"stage": state.stage}))
            except EffectBlocked as blocked:
                return Blocked(during="commit", reason=blocked.reason, missing=blocked.missing, fix=blocked.fix)
        if self.check_runs is not None and evidence.run is not None:
            try:
                results.append(self.check_runs.publish(evidence, proposal.model_copy(update={"markdown": markdown})))
            except EffectBlocked as blocked:
                return Blocked(during="commit", reason=blocked.reason, missing=blocked.missing, fix=blocked.fix)
        if self.summary_path:
            self.job_summary = self.render(
                evidence,
                proposal.diagnosis,
                proposal.sections,
                usage=proposal.model_usage,
                author=proposal.drafter,
                model_failure=state.model_failure,
                full=True,
            )
            results.append(PostResult(target="summary", action="written", stage=state.stage))
        return Posted(results=results)

    def _propose_fix(self, state: LoopState) -> TriageEvent:
        assert state.proposal is not None
        assert state.evidence is not None
        if self.fixer is None:
            reason = "no checked-out repository to make a fix in"
            summary, section = FixSummary(status="no-fix", reason=reason), f"**Fix:** none — {reason}."
        else:
            summary, section = self.fixer(state.evidence, state.proposal.diagnosis)
        sections = [*state.proposal.sections, section]
        markdown = self.render(
            state.evidence,
            state.proposal.diagnosis,
            sections,
            usage=state.proposal.model_usage,
            author=state.proposal.drafter,
        )
        return FixProposed(fix=summary, section=section, markdown=markdown)

    def _report_handoff(self, state: LoopState) -> TriageEvent:
        markdown = self.render_handoff(state)
        results = []
        if self.summary_path:
            self.job_summary = markdown
            results.append(PostResult(target="summary", action="written"))
        else:
            self._print(markdown)
            results.append(PostResult(target="stdout", action="written"))
        return HandoffReported(results=results)

    def write_job_summary(self, *extra: str) -> bool:
        """Append the job summary (and the ``extra`` paragraphs, e.g. why no comment was posted) to
        ``summary_path``, once, at the end of the loop; False when there is none to write."""
        from ci_triage.github.runner import write_summary

        parts = [part for part in (self.job_summary, *extra) if part]
        if not self.summary_path or not parts:
            return False
        return write_summary("\n\n".join(part.strip() for part in parts) + "\n", self.summary_path)

    def _print(self, markdown: str) -> None:
        if self.wrap_output:
            from ci_triage.github.runner import echo_untrusted

            echo_untrusted(markdown, self.stdout)
        else:
            self.stdout.write(markdown if markdown.endswith("\n") else markdown + "\n")


_GROUP_TITLES = {
    "collect": "collect the evidence",
    "classify": "classify the failure",
    "draft": "draft a diagnosis",
    "verify": "verify the draft",
    "commit": "write the diagnosis",
    "propose_fix": "propose a fix",
    "report_handoff": "report the handoff",
    "resolve_comment": "mark the earlier comment resolved",
}
"""The step log's group title of each intent."""


def _classify(evidence: Evidence | None) -> TriageEvent:
    """The primary failing job's classification; ``NothingToTriage`` for logs on disk that show no
    failure; or ``Blocked`` naming what evidence is missing."""
    logs = evidence.logs if evidence else []
    local = evidence is not None and evidence.run is None and not evidence.gaps
    if local and logs and not any(log.report.failure_found for log in logs):
        return NothingToTriage(reason="the log shows no failure")
    failing = [log for log in logs if log.report.failure_found] or logs
    if failing:
        return Classified(classification=failing[0].report.classification)
    gaps = evidence.gaps if evidence else []
    if gaps:
        gap = gaps[0]
        return Blocked(during="classify", reason=f"too little evidence: {gap.reason}", missing=gap.missing, fix=gap.fix)
    return Blocked(
        during="classify",
        reason="too little evidence: the run has no failed job with a log",
        missing="a failed job log",
        fix="run ci-triage on a run that failed (workflow_run with conclusion 'failure'), or give log-path",
    )
