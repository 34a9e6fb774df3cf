"""The sticky comment once the workflow passes again: "resolved", a link to the green run, and the
earlier diagnosis folded away below (it was verified when it was posted).

Run data (the SHA) sits in code spans; the link is the run's own URL from GitHub's answer, checked
against the links the verifier allows (:func:`ci_triage.prove.policy.allowed_link`).
"""

from __future__ import annotations

from ci_triage.prove.policy import allowed_link
from ci_triage.report.markdown import code, environment

RESOLVED_MARKER = "<!-- ci-triage:resolved -->"
"""Present in a comment ci-triage has marked resolved (so it is not resolved twice)."""


def render_resolved_comment(
    previous: str, marker: str, *, run_url: str | None, head_sha: str, hosts: frozenset[str]
) -> str:
    """The resolved comment: ``marker`` first, the green run (``run_url`` when ``hosts`` allow it,
    at commit ``head_sha``), then ``previous`` (our earlier comment) without its markers, folded."""
    earlier = "\n".join(line for line in previous.splitlines() if not line.startswith("<!-- ci-triage:")).strip()
    link = run_url if run_url and allowed_link(run_url, hosts) else None
    text = (
        environment()
        .get_template("resolved.md.j2")
        .render(marker=marker, resolved=RESOLVED_MARKER, run_url=link, sha=code(head_sha[:12]), earlier=earlier)
    )
    return text.strip() + "\n"
