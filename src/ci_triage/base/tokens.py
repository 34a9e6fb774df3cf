"""Token estimates for excerpts and model input.

No tokenizer ships offline for the models ci-triage talks to, so a token is estimated as four
characters (OpenAI, "What are tokens and how to count them": one token is about four characters
of English text). Logs hold more symbols and digits than prose, which makes this estimate run
low; budgets leave headroom for that.
"""

from __future__ import annotations

CHARS_PER_TOKEN = 4


def estimate_tokens(text: str) -> int:
    """Estimated tokens of ``text`` (characters / 4, rounded up; a line break counts as a character)."""
    return -(-len(text) // CHARS_PER_TOKEN)
