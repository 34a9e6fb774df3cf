"""Fence untrusted text (logs, PR titles and bodies, commit messages, file names) before a model reads it.

Every piece of text that came from the run, the pull request or the repository's history is wrapped
as ``<untrusted source="pr-body">…</untrusted>``; the system prompt tells the model that what is
inside a fence is data, never instructions. Anything inside the text that looks like an opening or
closing fence tag (``</untrusted>``, ``< untrusted``, any case) is neutralised by replacing its
``<`` with ``‹`` (U+2039), so a log line cannot close the fence and speak as the prompt. Idea from
the "spotlighting" defences against indirect prompt injection (Hines et al., 2024, "Defending
Against Indirect Prompt Injection Attacks With Spotlighting", arXiv:2403.14720).
"""

from __future__ import annotations

import re

from ci_triage.logs.re2_patterns import Found, LazyRE2

_TAG = LazyRE2(r"(?i)<(?P<rest>\s*/?\s*untrusted)")
"""The ``<`` of a tag look-alike and what follows it up to ``untrusted`` (RE2, linear time: Python's
``re`` looked ahead over ``\\s*/?\\s*`` in quadratic time on a ``<`` and a long run of spaces)."""
_ATTRIBUTE = re.compile(r"[^A-Za-z0-9 ._:/()+-]")


def neutralise(text: str) -> str:
    """``text`` with every ``<`` that starts an ``untrusted`` tag look-alike replaced by ``‹`` (and a lone
    surrogate, which JSON's ``"\\ud800"`` can leave in a PR body, by U+FFFD: see ``LazyRE2``)."""
    if "<" not in text:
        return text
    return _TAG.sub(_neutral_tag, text)


def _neutral_tag(match: Found) -> str:
    return "‹" + match.group("rest")


def fence(source: str, text: str, **attributes: str | int | None) -> str:
    """``text`` inside ``<untrusted source="…" key="value" …>`` and ``</untrusted>`` on their own lines.

    ``source`` names where the text came from (``log``, ``pr-title``, ``pr-body``, ``commit-message``,
    ``diff``, ``evidence``); ``attributes`` (``None`` values are left out) say more, e.g. the job and
    the line range. Attribute values are cut to 80 characters of a safe alphabet (no quotes or
    angle brackets), so they cannot break the tag either.
    """
    extra = "".join(
        f' {key}="{_ATTRIBUTE.sub("_", str(value))[:80]}"' for key, value in attributes.items() if value is not None
    )
    return f'<untrusted source="{source}"{extra}>\n{neutralise(text)}\n</untrusted>'
