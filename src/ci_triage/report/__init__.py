"""Output: the Markdown comment (jinja2), the terminal view (rich), and the link and mention policy
that the verifier checks the comment against."""
