"""A BDD runner's place comment after a feature's, a scenario's or a step's line.

behave's and Cucumber's pretty formatters print every line of the feature they run with the place
of its source as a trailing comment: the feature file's line after ``Feature:`` and
``Scenario:``, the step definition's after a step (behave 1.3.3's
``    Then the total is 5     # features/steps/cart_steps.py:15``; ``# None`` for a step no
definition matches). Each place is only where that line comes from, not where anything failed:
the failed step is the one whose error the formatter prints indented right below it
(``      ASSERT FAILED: expected 5, got 10``, a traceback); the failed scenario's line is in the
runner's own list at the end (``Failing scenarios:``), which a skill reads.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

PLACE_COMMENT = LazyRE2(r"\s+# (?:None|\S+:\d+)$")
"""A place comment at a line's end, with the spaces that align it: ``  # features/steps/s.py:2``, or
``# None`` for an undefined step."""
_HEADING_PLACE = LazyRE2(r"\s# \S+\.feature:\d+$")
"""The place comment of a feature's or a scenario's heading: a line of its ``.feature`` file."""
_UNDEFINED_STEP = LazyRE2(r"^\s*(?P<step>\S.*?)\s+# None$")
"""A step the runner found no definition for (behave's ``    When he logs in  # None``)."""
_NESTED_TEXT = LazyRE2(r"^\s*(?:\||\"\"\"|```)")
"""What a formatter prints nested under a step that is part of it: a table row (``| sku | qty |``)
or a doc string's fence (``\"\"\"``)."""


def unfailed_place(lines: Mapping[int, LogLine], number: int) -> bool:
    """Whether line ``number`` (1-based) of ``lines`` is a formatter's line with a place comment
    (:data:`PLACE_COMMENT`) that did not fail there: a feature's or a scenario's heading (its place a
    ``.feature`` file's line; a failed scenario's is in the runner's list at the end), or a step
    whose next non-blank line is no error nested under it (the next step, the next scenario, a
    table or doc string of its own, another place comment). Its place is no location of the
    failure; a failed step's (the error indented right below it) is. A line that is nothing but the
    comment is no formatter's line: it is a spec runner's place of a failure (Crystal's spec
    library's ``     # spec/money_spec.cr:11`` under ``Failure/Error:`` and the values)."""
    line = lines.get(number)
    if line is None or line.text.lstrip().startswith("#") or not PLACE_COMMENT.search(line.text):
        return False
    if _HEADING_PLACE.search(line.text):
        return True  # a heading, with its description nested below it
    below = next(
        (lines[after] for after in range(number + 1, number + 4) if after in lines and not lines[after].blank),
        None,
    )
    return (
        below is None
        or below.section != line.section
        or below.indent <= line.indent
        or PLACE_COMMENT.search(below.text) is not None
        or _NESTED_TEXT.match(below.text) is not None
    )


def undefined_step(text: str) -> str | None:
    """What a failed test's message says of a step line ``text`` the runner found no definition
    for (``When he logs in with "pw"  # None``): the step named and said to be undefined, with
    where its start of a definition is (behave prints a snippet for each such step after its
    tallies); ``None`` for any other line."""
    found = _UNDEFINED_STEP.match(text)
    if found is None:
        return None
    step = found.group("step")
    return f"undefined step “{step}”: definition not found, implement it from the snippet below"
