"""The conclusion of a dependency resolver's derivation, which names the requirement that cannot hold.

PubGrub's resolvers explain a failure as a derivation: a first clause, ``Because fastapi==0.95.2
depends on one of:`` over the list of ranges it accepts, then clauses that each build on the one
before, the last one naming the requirement that conflicts and concluding (uv 0.13.9's ``And because
your project depends on pydantic>=2.9, we can conclude that your project's requirements are
unsatisfiable.``, indented under its ``cause: Because …`` line; uv 0.5's under ``╰─▶ Because …``;
poetry 2.5.1's ``So, because api depends on pydantic (>=2.9), version solving failed.``). A quote of
the first line and the lines below it up to a length limit ends inside the lists and never reaches
the conflicting requirement; the first clause's premise and the concluding clause say what
conflicts (:func:`derivation_quote`). See the PubGrub documentation, "Internals: Reporting"
(pubgrub-rs.github.io/pubgrub-crate), for the shape of the report.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

FIRST_CLAUSE = LazyRE2(r"^\s*(?:cause: |╰─▶ )?Because \S")
"""The first line of a derivation: uv 0.13.9's ``  cause: Because …``, uv 0.5's ``  ╰─▶ Because …``."""
CONCLUDING_CLAUSE = LazyRE2(r"^\s+(?:And|So,) because \S.*\S$")
"""A later clause of a derivation, indented under its first: ``And because …`` (uv), ``So, because …``."""
PREMISE_END = ", we can conclude"
"""Where a clause's premise ends and what it concludes, which the next clause repeats, begins."""
DERIVATION_LINES = 400
"""Lines below the first clause read at most for the derivation's last clause (a long list of
ranges, repeated once per clause that builds on it)."""


def derivation_conclusion(lines: dict[int, LogLine], head: int) -> str | None:
    """The last clause (stripped) of the derivation whose first line is line ``head`` (a key of
    ``lines``, 1-based; :data:`FIRST_CLAUSE`): the last :data:`CONCLUDING_CLAUSE` line among the lines
    right after it, of its section, that are blank or indented deeper than it, at most
    :data:`DERIVATION_LINES`. ``None`` when ``head`` starts no derivation or none of them concludes it
    (a derivation of one clause, wrapped or not, says all on its first lines)."""
    text = lines[head].text
    if not FIRST_CLAUSE.match(text):
        return None
    indent = len(text) - len(text.lstrip())
    conclusion: str | None = None
    for number in range(head + 1, head + DERIVATION_LINES + 1):
        following = lines.get(number)
        if following is None or following.section != lines[head].section:
            break
        said = following.text
        if said.strip() and len(said) - len(said.lstrip()) <= indent:
            break
        if CONCLUDING_CLAUSE.match(said):
            conclusion = said.strip()
    return conclusion


def derivation_quote(lines: dict[int, LogLine], head: int, first: str) -> str | None:
    """The quote of the derivation whose first line is line ``head`` (``first``: its text as quoted):
    ``first`` up to its :data:`PREMISE_END`, ``…`` and the concluding clause
    (:func:`derivation_conclusion`); ``None`` when that has none."""
    conclusion = derivation_conclusion(lines, head)
    if conclusion is None:
        return None
    return f"{first.split(PREMISE_END, 1)[0]} … {conclusion}"
