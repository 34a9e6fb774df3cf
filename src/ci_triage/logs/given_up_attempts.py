"""A retry loop's attempts the passing run got past, in a failing step whose loop gave up this time.

A wait or retry loop prints the same refusal at each attempt (curl's ``curl: (7) Failed to connect
to 127.0.0.1 port 8765``, then ``attempt 1 failed; retrying in 1s``). The passing run printed it
too, a few times, then went on (``service up after 3 attempt(s)``): compared with that run
(``--baseline``), the refusal is *known*, and a known line does not say why a run failed
(:data:`~ci_triage.logs.classify.KNOWN_LINE_FACTOR`). But when the failing step's last line of
output is the only line of it new since that run (``service did not come up``), the step printed
what the passing run printed and ended otherwise than it did there: the attempts it repeated are
those that passing run recovered from and this run did not, so they say why it failed as much as
without a baseline, and the new last line is what this run printed of it (trial 119 #2: ``service
did not come up`` after four refusals, where the green run printed two). A line is an attempt when
its template (:func:`~ci_triage.logs.templates.template_keys`, its numbers masked) is printed at
least :data:`MIN_ATTEMPTS` times in the step's lines read before that last line: one known line
printed once is the same output as in the passing run, and keeps its discount. A step with other
new lines (a rerun of a test runner, whose second run prints another tally) is read as before: what
is new in it says what changed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.templates import template_keys

MIN_ATTEMPTS = 2
"""Times a line's template is printed in the failing step for its lines to be a loop's attempts."""


@dataclass(frozen=True, slots=True)
class GivenUpAttempts:
    """Of a failing step: ``attempts``, the line numbers (1-based) of the known lines it repeated
    before ``last``, its last line of output and the only one new since the passing log; none
    otherwise (:func:`given_up_attempts`)."""

    attempts: frozenset[int] = frozenset()
    last: int | None = None


def given_up_attempts(lines: dict[int, LogLine], step: Section, new: Collection[int]) -> GivenUpAttempts:
    """The attempts of ``step`` (a failing section) its loop gave up on: when its last line read of
    output (no marker such as the runner's ``##[error]Process completed…``, not blank) is the only
    one among ``new`` (the failing log's lines new since the passing log), the lines read before it
    whose template is printed at least :data:`MIN_ATTEMPTS` times among those; else none. ``lines``
    maps line numbers (1-based) to the lines read. Linear in the lines read of the step."""
    inside = sorted(
        number
        for number, line in lines.items()
        if step.start.line <= number <= step.end_line and not line.marker and line.text.strip()
    )
    if not inside or inside[-1] not in new or any(number in new for number in inside[:-1]):
        return GivenUpAttempts()
    last, known = inside[-1], inside[:-1]
    if not known:
        return GivenUpAttempts()
    keys = dict(zip(known, template_keys("\n".join(lines[number].text for number in known).encode()), strict=True))
    printed = Counter(keys.values())
    return GivenUpAttempts(
        attempts=frozenset(number for number, key in keys.items() if printed[key] >= MIN_ATTEMPTS), last=last
    )
