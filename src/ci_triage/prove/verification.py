"""The verifier's verdict on a draft: every check it ran, what became of each claim, and whether the
draft may be posted. Made by :func:`ci_triage.prove.verify.verify`; the comment says how many
claims it kept.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

CheckName = Literal[
    "quotes",
    "lines",
    "commit-shas",
    "evidence-ids",
    "cited-urls",
    "suspected-commits",
    "suspected-files",
    "root-cause-claim",
    "advice",
    "category",
    "markdown-commits",
    "secrets",
    "masked-values",
    "mentions",
    "links",
    "html",
    "fences",
    "size",
]


class Check(BaseModel):
    """One check: ``claim`` scope drops the failing claims, ``draft`` scope fails the verification."""

    name: CheckName
    scope: Literal["claim", "draft"]
    passed: bool
    detail: str = ""


class ClaimOutcome(BaseModel):
    """What happened to ``diagnosis.claims[index]`` (0-based): kept, or dropped for ``reasons``."""

    index: int = Field(ge=0)
    kept: bool
    reasons: list[str] = Field(default_factory=list)


class Verification(BaseModel):
    """Every check run, every claim's outcome, whether the draft may be posted and whether another
    evidence pass could help (see the module docstring). ``unknown_commits``, ``unknown_files``:
    suspected commits and files that :func:`apply` removes."""

    checks: list[Check]
    claims: list[ClaimOutcome]
    unknown_commits: list[str] = Field(default_factory=list)
    unknown_files: list[str] = Field(default_factory=list)
    passed: bool
    retry_advised: bool

    @property
    def dropped(self) -> list[ClaimOutcome]:
        """The claims that failed a check."""
        return [outcome for outcome in self.claims if not outcome.kept]

    @property
    def postable_as_is(self) -> bool:
        """Passed with nothing dropped or removed: the verified Markdown itself may be posted. When
        something was dropped, post the comment re-rendered from :func:`apply`'s diagnosis instead
        (and verify that once more)."""
        return self.passed and not self.dropped and not self.unknown_commits and not self.unknown_files


class VerificationSummary(BaseModel):
    """What the verifier decided about the proposal (the full check list is in the trace)."""

    passed: bool
    retry_advised: bool = False
    failed_checks: list[str] = Field(default_factory=list)
    dropped_claims: int = 0
