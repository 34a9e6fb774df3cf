"""The other half of a quality gate's verdict: the measure its line leaves out, or the limit.

A gate compares a measure of the code with a limit, and a maintainer needs both to judge the gap.
Some gates print one of them on the verdict line and the other elsewhere (trial 87 #8):

- diff-cover 11 (and diff-quality) prints its verdict with the threshold only, ``Failure. Coverage
  is below 80%.``, under its report's totals ``Total:   6 lines``, ``Missing: 5 lines``,
  ``Coverage: 16%``: :func:`with_gate_measure` adds ``(Coverage: 16%, Missing: 5 of 6 lines)`` from
  the lines above it in its step.
- xenon 0.9 prints the rank it measured, ``block "src/a.py:15 shipping" has a rank of D``, and the
  limit is its command's option for that kind of verdict (``--max-absolute``/``-b`` for a block,
  ``--max-modules``/``-m`` for a module, ``--max-average``/``-a`` for the average): the verdict gets
  ``(limit: --max-absolute B)`` from the step's command lines.

A verdict that names both already (coverage.py's ``total of 44 is less than fail-under=90``, jest's
``Coverage for lines (46.15%) does not meet "global" threshold (90%)``) is left as it is. Every
pattern is RE2 (linear time).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

_BELOW_THRESHOLD = LazyRE2(r"^Failure\. (?P<measure>[A-Z]\w*) is below [\d.]+%\.?\s*$")
"""diff-cover's and diff-quality's verdict, the threshold alone: ``Failure. Coverage is below 80%.``"""
_MEASURED = LazyRE2(r"^(?P<measure>[A-Z]\w*):\s+(?P<value>[\d.]+%)\s*$")
"""The measure its report printed above: ``Coverage: 16%``, ``Quality: 50%``."""
_COUNT = LazyRE2(r"^(?P<name>Total|Missing|Violations):\s+(?P<count>\d+) lines?\s*$")
"""The report's line counts: ``Total:   6 lines``, ``Missing: 5 lines``, diff-quality's ``Violations: 2 lines``."""
MAX_REPORT_LINES = 1_000
"""Lines above a verdict read at most for its report's measure (one line per file changed above them)."""

_RANK = LazyRE2(r"(?:^|:)(?P<kind>block|module|average complexity)\b.* (?:has a rank of|is ranked) [A-F]\s*$")
"""xenon's verdict on a rank it measured (``ERROR:xenon:`` before it, or left out)."""
_RANK_LIMITS = {
    "block": LazyRE2(r"(?:^|\s)(?P<option>--max-absolute|-b)(?:=|\s+)(?P<rank>[A-Fa-f])\b"),
    "module": LazyRE2(r"(?:^|\s)(?P<option>--max-modules|-m)(?:=|\s+)(?P<rank>[A-Fa-f])\b"),
    "average complexity": LazyRE2(r"(?:^|\s)(?P<option>--max-average|-a)(?:=|\s+)(?P<rank>[A-Fa-f])\b"),
}
"""xenon's option that limits each kind of rank (xenon 0.9's ``-b``, ``-m``, ``-a``)."""


def with_gate_measure(headline: str, lines: dict[int, LogLine], head: int, commands: Sequence[str]) -> str:
    """``headline`` (the quoted text of line ``head``; ``lines`` are the read lines by 1-based
    number; ``commands`` the failing step's command lines) with what the gate's verdict on that line
    leaves out after it: the measure its report printed above it in its step (diff-cover), or the
    limit the step's command set (xenon); ``headline`` as it is for any other line, or when neither
    is found."""
    text = lines[head].text.strip()
    below = _BELOW_THRESHOLD.match(text)
    if below is not None:
        return _with_measure(headline, lines, head, str(below.group("measure")))
    rank = _RANK.search(text)
    if rank is not None:
        limit = _RANK_LIMITS[str(rank.group("kind"))]
        for command in commands:
            found = limit.search(command)
            if found is not None:
                return f"{headline} (limit: {found.group('option')} {str(found.group('rank')).upper()})"
    return headline


def _with_measure(headline: str, lines: dict[int, LogLine], head: int, measure: str) -> str:
    """``headline`` with the value of ``measure`` and the line counts the report printed above line
    ``head`` in its step: ``(Coverage: 16%, Missing: 5 of 6 lines)``."""
    value: str | None = None
    counts: dict[str, str] = {}
    for number in range(head - 1, max(0, head - MAX_REPORT_LINES) - 1, -1):
        line = lines.get(number)
        if line is None or line.section != lines[head].section:
            break
        text = line.text.strip()
        if (measured := _MEASURED.match(text)) is not None and measured.group("measure") == measure:
            value = value or str(measured.group("value"))
        elif (count := _COUNT.match(text)) is not None:
            counts.setdefault(str(count.group("name")), str(count.group("count")))
        if value is not None and "Total" in counts:
            break
    if value is None:
        return headline
    parts = [f"{measure}: {value}"]
    parts += [
        f"{name}: {counts[name]} of {counts['Total']} lines"
        for name in ("Missing", "Violations")
        if name in counts and "Total" in counts
    ]
    return f"{headline} ({', '.join(parts)})"
