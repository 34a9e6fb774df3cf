"""The limits a gate's verdict line states, and whether the passing run's same verdict stated another.

A gate prints its limit in its verdict whether it passes or not: pytest-cov 7.1's ``Required test
coverage of 40% reached. Total coverage: 50.00%`` in the passing run, ``FAIL Required test coverage
of 90% not reached. Total coverage: 50.00%`` once the limit was raised; interrogate 1.7's ``RESULT:
PASSED (minimum: 40.0%, actual: 50.0%)`` and ``RESULT: FAILED (minimum: 90.0%, actual: 50.0%)``.
A job log wrapped by a CI runner shows the command's option that set it (``--cov-fail-under``,
:func:`~ci_triage.logs.step_options.changed_limit`); a plain log saved from a terminal does not, but
both verdicts say it (trial 122 #3). A number is a stated limit when a limit word
(:data:`_STATED_LIMIT`: ``required``, ``minimum``, ``maximum``, ``threshold``, ``limit``,
``fail-under``) comes before it with no other number between. Two lines are the
same verdict when their words are, but for the words that say how it came out (:data:`VERDICT_WORDS`:
``FAIL``, ``not``, ``PASSED``), their numbers left out: the gate failed on a limit that moved since
the passing run, not necessarily on a measure that did (the total stayed at 50 % in both).
"""

from __future__ import annotations

from dataclasses import dataclass

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.model import OptionChange
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

_STATED_LIMIT = LazyRE2(
    r"(?i)\b(?P<word>required|minimum|maximum|threshold|limit|fail[-_]under)\b"
    r"(?P<lead>[^0-9\n]{0,40})(?P<value>[0-9]+(?:\.[0-9]+)?)"
)
"""A limit word and the number it states, no other number between (``Required test coverage of 90``,
``minimum: 90.0``, ``fail-under=80``)."""
_QUICK = LazyRE2(rb"(?i)required|minimum|maximum|threshold|limit|fail[-_]under")
"""A block of raw lines holds one of the limit words: only then are its lines read one by one."""
_PHRASE_END = " \t:=(["
"""Left out of a phrase's end: what separates it from its number (``minimum: 90``, ``fail-under=80``)."""
_WORD = LazyRE2(r"[A-Za-z]+")
VERDICT_WORDS = frozenset(
    {"pass", "passed", "passes", "passing", "fail", "failed", "fails", "failing", "failure", "not"}
    | {"ok", "success", "succeeded", "error", "errors"}
)
"""Words that say how a gate's verdict came out, left out of its key (:func:`verdict_key`):
pytest-cov's ``FAIL … not reached``, interrogate's ``PASSED`` or ``FAILED``."""
MAX_LIMITS = 50
"""Verdict lines stating a limit kept of a passing log (:attr:`~ci_triage.logs.compare.Baseline.limits`)."""


@dataclass(frozen=True, slots=True)
class StatedLimit:
    """A limit a line states: ``key``, the line's verdict key (:func:`verdict_key`), ``phrase``, the
    limit word and the words up to the number as printed, without what separates them from it
    (``Required test coverage of``, ``minimum``), ``value``, the number as printed (``90``, ``90.0``)."""

    key: str
    phrase: str
    value: str


def verdict_key(text: str) -> str:
    """The words of ``text`` (a cleaned log line), lowercased, without :data:`VERDICT_WORDS` nor any
    number or punctuation: ``FAIL Required test coverage of 90% not reached. Total coverage: 50.00%``
    and ``Required test coverage of 40% reached. Total coverage: 50.00%`` are both ``required test
    coverage of reached total coverage``."""
    words = (word.lower() for word in _WORD.findall(text))
    return " ".join(word for word in words if word not in VERDICT_WORDS)


def stated_limits(text: str) -> list[StatedLimit]:
    """The limits ``text`` (a cleaned log line) states, in its order (:data:`_STATED_LIMIT`); empty
    for a line that states none. Linear in ``len(text)``."""
    found = list(_STATED_LIMIT.finditer(text))
    if not found:
        return []
    key = verdict_key(text)
    return [
        StatedLimit(
            key=key, phrase=(match.group("word") + match.group("lead")).rstrip(_PHRASE_END), value=match.group("value")
        )
        for match in found
    ]


def limits_in_block(block: bytes, stamp: StampForm | None, found: list[StatedLimit]) -> None:
    """Add to ``found`` the limits the lines of ``block`` (whole raw lines of a passing log whose
    lines open with ``stamp``) state, up to :data:`MAX_LIMITS`. A block without a limit word costs
    one search; the others are read line by line, in linear time."""
    if len(found) >= MAX_LIMITS or _QUICK.search(block) is None:
        return
    for raw in block.split(b"\n"):
        if _QUICK.search(raw) is None:
            continue
        found.extend(stated_limits(clean_read_line(raw, stamp).text))
        if len(found) >= MAX_LIMITS:
            del found[MAX_LIMITS:]
            return


def changed_stated_limit(text: str, before: tuple[StatedLimit, ...]) -> OptionChange | None:
    """The first limit ``text`` (the line the summary quotes) states that the passing log's same
    verdict (``before``: its stated limits, :func:`limits_in_block`; same :func:`verdict_key` and
    phrase) stated with another value and never with this one, as an :class:`OptionChange` whose
    ``option`` is the phrase (``Required test coverage of``, ``40`` → ``90``); else None."""
    for limit in stated_limits(text):
        then = [old.value for old in before if (old.key, old.phrase.lower()) == (limit.key, limit.phrase.lower())]
        now = float(limit.value)
        if then and all(float(value) != now for value in then):
            return OptionChange(option=limit.phrase, before=then[0], now=limit.value)
    return None
