"""Output: the Markdown comment (jinja2), the terminal view (rich) and JSON."""
