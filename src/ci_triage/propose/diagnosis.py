"""The diagnosis: the structured answer the harness's model (or the built-in deterministic model)
gives, and the only thing the verifier checks and the renderer turns into a comment.

A model is asked for exactly this shape (its JSON schema is sent as the answer format); anything
that does not validate is a failed draft, not a crash.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from ci_triage.evidence.attribution import Attribution
from ci_triage.evidence.model import Citation
from ci_triage.logs.taxonomy import Category


class Claim(BaseModel):
    """One statement with its proof: ``quote`` must appear verbatim at ``citation`` (for logs and
    files), ``evidence`` lists the ids of the evidence items it rests on."""

    statement: str = Field(max_length=1_000)
    citation: Citation
    quote: str | None = Field(default=None, max_length=1_000)
    evidence: list[str] = Field(default_factory=list)


class Diagnosis(BaseModel):
    """Root cause, category, how sure (0..1), the claims that prove it, and what to do."""

    root_cause: str = Field(max_length=2_000)
    category: Category
    attribution: Attribution = Field(
        default="unknown",
        description="caused by this change, also failing on the base branch, flaky, or infrastructure",
    )
    confidence: float = Field(ge=0.0, le=1.0)
    claims: list[Claim] = Field(default_factory=list, max_length=20)
    suspected_commits: list[str] = Field(default_factory=list, description="SHAs from the evidence")
    suspected_files: list[str] = Field(default_factory=list)
    suggested_fix: str | None = Field(default=None, max_length=2_000)
