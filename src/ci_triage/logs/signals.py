"""Skills' signals, compiled for matching cleaned log lines, and the literals that trigger them.

A signal is a Python regular expression. Running every signal on every line would be slow, so
each signal's *required literal* — the longest run of plain characters every match must contain
— is found by walking the parsed pattern; the fast first pass (:mod:`ci_triage.logs.first_pass`) looks
for those literals, and a signal's regex runs only on lines that contain its literal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import re2

from ci_triage.re2_patterns import re2_compiles, re2_options, without_group_names
from ci_triage.skills import SignalRole, SkillScope, SkillSet, bundled_skills_dir
from ci_triage.taxonomy import Category

if TYPE_CHECKING:  # typeshed describes the parser under its deprecated names
    import sre_constants
    import sre_parse
else:  # Python 3.11+: the parser lives in re._parser (sre_parse is its deprecated alias)
    from re import _constants as sre_constants
    from re import _parser as sre_parse

MIN_LITERAL = 4
"""Literals shorter than this filter out too few lines; such signals run their regex on every line."""
MIN_TRIGGER_LITERAL = 6
SCREEN_MEMORY = 256 << 20
"""Bytes RE2 may use for the screening automaton of all signals (its DFA cache)."""


@dataclass(frozen=True, slots=True)
class CompiledSignal:
    """A signal ready to match: where it comes from, its weight and role, its regex and literal,
    and its skill's scope (where it applies)."""

    skill: str
    category: Category
    tool: str | None
    id: str
    weight: float
    role: SignalRole
    regex: re.Pattern[str] | re2._Regexp
    literal: str | None
    ignore_case: bool
    scope: SkillScope


@dataclass(frozen=True, slots=True)
class SignalMatch:
    """One signal matching one line; ``groups`` holds the named groups that matched."""

    signal: CompiledSignal
    groups: dict[str, str]


class SignalIndex:
    """All signals of a :class:`SkillSet`, with a literal prefilter for matching."""

    def __init__(self, skills: SkillSet) -> None:
        compiled = []
        bundled = bundled_skills_dir().resolve()
        for skill in skills.skills:
            if skill.category is None:  # agent knowledge only: a skill with signals has a category
                continue
            reviewed = not skill.path or Path(skill.path).resolve().is_relative_to(bundled)
            for signal in skill.signals:
                python_regex = re.compile(signal.pattern)
                # A skill from a repository or home folder matches with RE2 (linear time, no ReDoS);
                # the reviewed bundled skills may use Python's look-arounds.
                regex = python_regex if reviewed else re2.compile(signal.pattern, re2_options())
                literal = required_literal(signal.pattern)
                ignore_case = bool(python_regex.flags & re.IGNORECASE)
                compiled.append(
                    CompiledSignal(
                        skill=skill.name,
                        category=skill.category,
                        tool=skill.tool,
                        id=signal.id,
                        weight=signal.weight,
                        role=signal.role,
                        regex=regex,
                        literal=(literal.lower() if ignore_case else literal) if literal else None,
                        ignore_case=ignore_case,
                        scope=skill.scope,
                    )
                )
        self.signals: tuple[CompiledSignal, ...] = tuple(compiled)
        screenable = [signal for signal in compiled if re2_compiles(signal.regex.pattern)]
        self._unscreened = tuple(signal for signal in compiled if signal not in screenable)
        self._screened = tuple(screenable)
        self._screen = (
            re2.compile(
                "|".join(f"(?:{without_group_names(signal.regex.pattern)})" for signal in screenable),
                re2_options(max_mem=SCREEN_MEMORY),
            )
            if screenable
            else None
        )

    def trigger_literals(self) -> list[tuple[str, bool]]:
        """``(literal, ignore_case)`` for the first-pass automaton: literals of at least
        :data:`MIN_TRIGGER_LITERAL` visible characters (shorter ones, like ``" test"`` or ``".py:"``,
        match so many lines that they would slow the scan without telling lines apart)."""
        return sorted(
            {
                (s.literal, s.ignore_case)
                for s in self.signals
                if s.literal and len(s.literal.strip()) >= MIN_TRIGGER_LITERAL
            }
        )

    def match(self, text: str) -> list[SignalMatch]:
        """Every signal matching ``text`` (a cleaned line), in skill order.

        One RE2 automaton of all signals screens the line first (most lines match none); only
        then do the signals' own regexes run, each behind its literal. Signals RE2 cannot compile
        (look-arounds, back-references) always run.
        """
        candidates = self._unscreened
        if self._screen is not None and self._screen.search(text):
            candidates = self.signals
        if not candidates:
            return []
        lowered = text.lower()
        found = []
        for signal in candidates:
            if signal.literal and signal.literal not in (lowered if signal.ignore_case else text):
                continue
            hit = signal.regex.search(text)
            if hit:
                groups = {name: value for name, value in hit.groupdict().items() if value}
                found.append(SignalMatch(signal, groups))
        return found


def required_literal(pattern: str) -> str | None:
    """The longest run of literal characters that every match of ``pattern`` contains.

    Returns ``None`` when no run of :data:`MIN_LITERAL` or more characters is required (for
    example a pattern that is an alternation at the top level). Case-insensitive patterns return
    the run as written; callers compare it lowercased.
    """
    try:
        parsed = sre_parse.parse(pattern)
    except re.error:
        return None
    runs: list[str] = []
    current: list[str] = []

    def flush() -> None:
        if current:
            runs.append("".join(current))
            current.clear()

    def walk(items) -> None:
        for op, value in items:
            if op is sre_constants.LITERAL:
                current.append(chr(value))
            elif op is sre_constants.SUBPATTERN:
                _group, add_flags, _del_flags, inner = value
                if add_flags & re.IGNORECASE and not parsed.state.flags & re.IGNORECASE:
                    flush()
                    continue
                walk(inner)
            elif op in (sre_constants.MAX_REPEAT, sre_constants.MIN_REPEAT):
                low, _high, inner = value
                flush()
                if low >= 1:
                    walk(inner)
                    flush()
            elif op is sre_constants.AT:
                continue
            else:
                flush()

    walk(parsed)
    flush()
    best = max(runs, key=len, default="")
    return best if len(best) >= MIN_LITERAL else None
