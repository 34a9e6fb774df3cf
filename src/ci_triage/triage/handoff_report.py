"""The handoff report: why ci-triage stopped, what is missing, the exact fix, and what it found.

Written to the job summary (and printed) when the loop ends in ``needs_human``. GitHub's error
messages and gap reasons are shown inside code spans; the fix (workflow lines, a setting) in a fenced
block. Only when a verified proposal exists (e.g. the comment could not be posted), it is included so the
diagnosis is not lost; a failure no skill recognised (the handoff lists what was checked) shows the
excerpt of the failing job instead, the lines a person reads first. The loop's notes (the
analysis's warnings among them: :mod:`ci_triage.evidence.warning_notes`) close the report, in code
spans.
"""

from __future__ import annotations

import re

from ci_triage.report.markdown import code, environment
from ci_triage.triage.state import LoopState


def render_handoff(state: LoopState) -> str:
    """The handoff Markdown for a state in ``needs_human`` (raises ``ValueError`` for any other)."""
    if state.handoff is None:
        raise ValueError("render_handoff needs a state with a handoff")
    evidence = state.evidence
    run_url = evidence.run.html_url if evidence and evidence.run else None
    verified = state.verified_proposal
    found = verified.markdown.replace("<!-- ci-triage:", "<!-- was ci-triage:") if verified else ""
    failing = next((log for log in evidence.logs if log.report.failure_found), None) if evidence else None
    excerpt = failing.report.excerpt if failing and state.handoff.checked and not verified else []
    text = (
        environment()
        .get_template("handoff.md.j2")
        .render(
            handoff=state.handoff,
            reason=code(state.handoff.reason),
            run_url=run_url,
            gaps=evidence.gaps if evidence else [],
            found=found,
            excerpt=excerpt,
            posted=[commit.url for commit in state.commits if commit.target == "comment" and commit.url],
            notes=[] if found else state.notes,  # a verified diagnosis shown below says them already
        )
    )
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
