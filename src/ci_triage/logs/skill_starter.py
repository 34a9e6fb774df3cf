"""A starter repository skill written from the failing lines of a log (``skills new --from LOG``).

When ci-triage answers "unknown" (or a team wants its own family), the quickest useful skill is
one whose signals match the lines that explain *this* failure. :func:`starter_skill` turns each
such line into a pattern anchored at both ends, with the parts that change between runs made
general: ``file:line[:col]`` locations become the ``file``/``line``/``col`` groups the analyser
extracts, quoted strings and numbers match any value. The lines are redacted first
(:func:`ci_triage.base.redact.redact_lines`, the redaction evidence goes through), so no secret is
quoted in the skill, and a masked value (``<redacted:kind>``) becomes ``\\S+``: the pattern matches
any value there, never the secret itself. Every pattern is checked to run under RE2 (repository
skills must) and to match the line it came from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import re2
import yaml

from ci_triage.base.redact import redact_lines
from ci_triage.logs.re2_patterns import LazyRE2, re2_compiles, re2_options

MAX_SIGNALS = 3
_PIECES = LazyRE2(
    r"(?P<redacted><redacted:[a-z0-9-]+>)"
    r"|(?P<location>[\w./@+-]*\.[A-Za-z]\w{0,7}):(?P<line>\d+)(?::(?P<col>\d+))?"
    r"|(?P<squote>'[^'\n]*')|(?P<dquote>\"[^\"\n]*\")|(?P<number>\d+)"
)


@dataclass(frozen=True, slots=True)
class StarterSignal:
    """A signal of the starter skill: its id, pattern, the log line (1-based) it came from and that
    line's redacted text."""

    id: str
    pattern: str
    line: int
    text: str


def _escape(text: str) -> str:
    return re.escape(text).replace("\\ ", " ")


def line_pattern(text: str) -> str:
    """An anchored regular expression for ``text`` with locations, quoted strings and numbers made
    general (``src/a.py:12:3`` → named groups ``file``, ``line``, ``col``; a masked secret
    ``<redacted:kind>`` → ``\\S+``); runs under RE2."""
    parts: list[str] = []
    last = 0
    named: set[str] = set()
    stripped = text.strip()
    for found in _PIECES.finditer(stripped):
        parts.append(_escape(stripped[last : found.start()]))
        if found.group("redacted"):
            parts.append(r"\S+")
        elif found.group("location"):
            group = "file" not in named
            named.add("file")
            parts.append(r"(?P<file>\S+)" if group else r"\S+")
            parts.append(r":(?P<line>\d+)" if group else r":\d+")
            if found.group("col"):
                parts.append(r":(?P<col>\d+)" if group else r":\d+")
        elif found.group("squote"):
            parts.append(r"'[^']*'")
        elif found.group("dquote"):
            parts.append(r'"[^"]*"')
        else:
            parts.append(r"\d+")
        last = found.end()
    parts.append(_escape(stripped[last:]))
    return r"^\s*" + "".join(parts) + r"\s*$"


def starter_signals(lines: list[tuple[int, str]]) -> list[StarterSignal]:
    """Signals for the failing ``lines`` (``(line number, cleaned text)``, most telling first): one
    per distinct pattern, at most :data:`MAX_SIGNALS`, each matching its own (redacted) line under
    RE2. Secrets in ``lines`` appear in neither a pattern nor a signal's text."""
    signals: list[StarterSignal] = []
    seen: set[str] = set()
    redacted = redact_lines(text for _, text in lines)
    for (number, _), text in zip(lines, redacted, strict=True):
        if not text.strip():
            continue
        pattern = line_pattern(text)
        if pattern in seen or not re2_compiles(pattern) or not re2.search(pattern, text, re2_options()):
            continue
        seen.add(pattern)
        signals.append(StarterSignal(f"line-{len(signals) + 1}", pattern, number, text.strip()))
        if len(signals) == MAX_SIGNALS:
            break
    return signals


def render_skill(name: str, category: str, tool: str | None, signals: list[StarterSignal], source: str) -> str:
    """The ``SKILL.md`` text of a starter skill (YAML frontmatter by ``yaml.safe_dump``, so any
    log text in it stays a quoted scalar, and a body saying what to edit)."""
    meta: dict[str, object] = {
        "name": name,
        "description": f"Starter skill written by ci-triage from {len(signals)} failing line(s) of {source}; edit me.",
        "category": category,
    }
    if tool:
        meta["tool"] = tool
    meta["signals"] = [
        {"id": signal.id, "pattern": signal.pattern, "weight": 0.8, "role": "error"} for signal in signals
    ]
    front = yaml.safe_dump(meta, sort_keys=False, allow_unicode=True, width=1000)
    quoted = "\n".join(f"- line {signal.line}: `{_no_backticks(signal.text[:200])}`" for signal in signals)
    body = (
        f"# {name}\n\n"
        "Written by `ci-triage skills new` from these lines of the failing log:\n\n"
        f"{quoted}\n\n"
        "## Before you commit it\n"
        "- Make each pattern as general as the failure is (the numbers, strings and paths already match any value).\n"
        "- Set the weight (0..1) by how surely one matching line means this category.\n"
        "- Say here how to read the log, what usually causes this failure and how to fix it.\n"
        "- Check it: `ci-triage skills check <this folder> <log>`.\n"
    )
    return f"---\n{front}---\n{body}"


def _no_backticks(text: str) -> str:
    return text.replace("`", "'")
