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

What to do differs from what the attempts' own signal says (trial 122 #2): a refusal's advice is to
start the service or wait for it (``a `services:` entry … A re-run fails the same way``), but the
passing run shows the same step starting it and waiting, and getting through. What changed is that
what the loop waits for never answered this time: its own log or output says why (a crash at start,
a file or setting it reads, a port taken), and the verdict read from the attempts' category is less
sure (:data:`GAVE_UP_FACTOR`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass

from ci_triage.base.redact import redact
from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.templates import template_keys

MIN_ATTEMPTS = 2
"""Times a line's template is printed in the failing step for its lines to be a loop's attempts."""
GAVE_UP_FACTOR = 0.75
"""Confidence factor of a verdict read from a loop's attempts the passing run got past: the same
step did start and wait for what it waits for, so the category its refusals name (a service not
set up, a network error) is not shown by them; why it never answered is not in the log."""
GAVE_UP_STEP = (
    "the same retry loop got past these attempts in {label}, where the step passed: the attempts "
    "say the loop gave up, not why what it waits for never answered this time"
)
"""Confidence step of such a verdict (:data:`GAVE_UP_FACTOR`); ``label`` names the passing log."""
GAVE_UP_NEXT_STEP = (
    "The same wait or retry loop got past these attempts in {label}, where the step passed: the step "
    "does start (or reach) what it waits for and waits for it. This time it never answered (`{last}`): "
    "look at why it did not come up, in its own log or output (a crash at start, a file or setting it "
    "reads, a port already taken, a start slower than the loop's attempts), which the step's log may "
    "not show; a re-run may pass if it is only slower at times."
)
"""Next step of such a verdict: ``label`` names the passing log, ``last`` (redacted) is the failing
step's new last line, what the loop printed when it gave up."""


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


def gave_up_next_step(label: str, last: str) -> str:
    """The next step of a verdict read from attempts of a loop that gave up (:class:`GivenUpAttempts`):
    :data:`GAVE_UP_NEXT_STEP` with ``label``, the passing log's name as the report gives it (``the
    passing log ci.log``), and ``last``, the text of the step's new last line (redacted here)."""
    return GAVE_UP_NEXT_STEP.format(label=label, last=redact(last.strip()))
