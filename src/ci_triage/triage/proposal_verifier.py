"""The loop's verifier: verify a proposal, and when claims were dropped, prune them, re-render the
comment without them and verify that comment again (:mod:`ci_triage.prove.verify` has the checks)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ci_triage.evidence.model import Evidence
from ci_triage.prove.verify import apply, summarise, verify
from ci_triage.triage.effects import Renderer, Verdict
from ci_triage.triage.state import Proposal


class ProposalVerifier:
    """``(proposal, evidence) -> Verdict`` against the checkout at ``checkout`` (None: none), with
    ``masked_values`` that must not be posted; ``render`` re-renders a pruned diagnosis."""

    def __init__(self, render: Renderer, checkout: Path | None, masked_values: Sequence[str]) -> None:
        self.render = render
        self.checkout = checkout
        self.masked_values = masked_values

    def __call__(self, proposal: Proposal, evidence: Evidence) -> Verdict:
        checkout, masked = self.checkout, self.masked_values
        first = verify(proposal.diagnosis, proposal.markdown, evidence, checkout, masked_values=masked)
        if not first.passed or first.postable_as_is:
            return summarise(first), (proposal if first.passed else None), first
        kept = apply(first, proposal.diagnosis)
        markdown = self.render(evidence, kept, proposal.sections, usage=proposal.model_usage, author=proposal.drafter)
        second = verify(kept, markdown, evidence, checkout, masked_values=masked)
        verified = (
            proposal.model_copy(update={"diagnosis": kept, "markdown": markdown}) if second.postable_as_is else None
        )
        summary = summarise(second).model_copy(
            update={"passed": verified is not None, "dropped_claims": len(first.dropped)}
        )
        return summary, verified, [first, second]
