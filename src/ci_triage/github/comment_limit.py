"""GitHub's limit on a comment's body, apart from the comment writer (:mod:`ci_triage.github.comment`):
the renderers fit their Markdown to it and the verifier checks it, and a triage that only prints a
report must not import the GitHub client (or pydantic) to read one number."""

COMMENT_LIMIT = 65_536
"""GitHub's limit on the body of an issue or pull-request comment, in characters."""
