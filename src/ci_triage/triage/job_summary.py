"""What the job summary says besides the diagnosis or the handoff report: a green run, why no
comment was posted, and that the model stage failed.

Each paragraph is Markdown of ci-triage's own words; run data (SHA, branch, GitHub's answers) sits
in code spans (:func:`~ci_triage.report.markdown.code`), so nothing from the run renders as a
link, an HTML tag or a mention.
"""

from __future__ import annotations

from ci_triage.report.markdown import code
from ci_triage.triage.state import LoopState


def summary_paragraphs(state: LoopState) -> list[str]:
    """The paragraphs to append to the job summary after the loop ended in ``state``."""
    if state.nothing_to_triage is not None:
        green = f"### ✅ ci-triage: nothing to triage\n\n{code(state.nothing_to_triage)}: no diagnosis, no comment."
        return [green, *(f"> ⚠️ {code(note)}" for note in state.notes)]
    paragraphs = []
    evidence = state.evidence
    run = evidence.run if evidence else None
    if state.goal == "comment" and run is not None and evidence is not None and evidence.pull_request is None:
        paragraphs.append(
            f"No pull request found for this run (head SHA {code(run.head_sha[:12])}, branch "
            f"{code(run.head_branch or 'unknown')}), so no comment was posted: the diagnosis is only here."
        )
    if state.model_failure is not None and state.handoff is not None:  # else the diagnosis's footer says it
        stands = ", so the built-in rules' diagnosis stands" if state.committed is not None else ""
        paragraphs.append(f"⚠️ The model stage failed{stands}: {code(state.model_failure)}")
    if state.model_usage is not None and not any(c.target == "summary" and c.stage == "model" for c in state.commits):
        from ci_triage.report.model_usage import usage_line

        paragraphs.append(usage_line(state.model_usage))  # the model's own footer, which has it, was not written
    return paragraphs
