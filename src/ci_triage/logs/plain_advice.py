"""What a skill's advice may hold: plain text that Markdown makes no link, mention or HTML of.

A signal's ``next_step`` and ``finding`` are posted in the sticky comment as they are, and a
repository's skill is untrusted, so its loader refuses advice that breaks this
(:mod:`ci_triage.logs.skill_schema`); advice filled with the log's own text
(:mod:`ci_triage.logs.signal_next_step`: the fix a tool printed) is held to the same rule.
"""

from __future__ import annotations

NOT_IN_ADVICE = "@<>[]"
"""Characters a signal's ``next_step`` may not hold outside code spans (mentions, HTML, links); nor
may it hold ``://`` or ``www.`` anywhere, or an issue reference (``#`` before a digit) outside code
spans."""


def plain_advice(advice: str) -> bool:
    """Whether ``advice`` holds, outside code spans, no character of :data:`NOT_IN_ADVICE` and no
    issue reference (``#`` before a digit), and ``://`` or ``www.`` nowhere: nothing Markdown would
    make a link, a mention or HTML of. An odd number of backticks opens no code span: all of it is
    then read as prose."""
    parts = advice.split("`")
    prose = " ".join(parts[::2]) if len(parts) % 2 else advice
    return not (
        any(character in prose for character in NOT_IN_ADVICE)
        or "://" in advice
        or "www." in advice.lower()
        or any(after[:1].isdigit() for after in prose.split("#")[1:])
    )
