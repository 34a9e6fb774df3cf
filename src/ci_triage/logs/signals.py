"""Skills' signals, compiled for matching cleaned log lines, and the literals that trigger them.

A signal is a regular expression in RE2's syntax, matched with RE2 (time linear in the line, whatever
the pattern). Running every signal on every line would be slow, so
each signal's *required literal* — the longest run of plain characters every match must contain
— is found by walking the parsed pattern; the fast first pass (:mod:`ci_triage.logs.first_pass`) looks
for those literals, and a signal's regex runs only on lines that contain its literal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

import re2

from ci_triage.logs import disk_cache
from ci_triage.logs.c_locale_reading import CLocaleReading, c_locale_reading
from ci_triage.logs.first_pass import LogFormat
from ci_triage.logs.project_files import ProjectFile
from ci_triage.logs.re2_patterns import re2_options, without_group_names
from ci_triage.logs.skills import FindingSeverity, SignalRole, SkillScope, SkillSet
from ci_triage.logs.taxonomy import Category

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
"""Bytes RE2 may use for each screening automaton (its DFA cache)."""


@dataclass(frozen=True, slots=True)
class CompiledSignal:
    """A signal ready to match: where it comes from, its weight and role, its pattern and literal,
    its skill's scope (where it applies), the category it contests and those it is a consequence of
    (:class:`ci_triage.logs.skills.Signal`)
    and its skill's ``outside_tests`` category (its lines' category when no test ran).
    ``tool`` is the signal's own tool when it names one (``own_tool``: only that tool prints the
    line), else its skill's. ``after``, ``needs``, ``next_step``, ``next_step_by_format``,
    ``next_step_repeated``, ``finding``, ``test_above``, ``test_below``, ``test_kind``, ``project_file``,
    ``service_refusal``, ``closes_run``, ``wrapper_exit``, ``severity`` and ``first_pass`` are the signal's own
    (:class:`ci_triage.logs.skills.Signal`).

    Every signal matches with RE2 (linear time, no ReDoS), bundled or not; ``unless`` is the
    pattern that vetoes a match on the same line. Both are compiled on first use (:attr:`regex`,
    :attr:`unless_regex`), since most signals never meet a line holding their literal.
    """

    skill: str
    category: Category
    tool: str | None
    id: str
    weight: float
    role: SignalRole
    pattern: str
    unless: str | None
    literal: str | None
    ignore_case: bool
    scope: SkillScope
    contests: Category | None = None
    consequence_of: tuple[Category, ...] = ()
    own_tool: bool = False
    outside_tests: Category | None = None
    after: tuple[str, ...] = ()
    next_step: str | None = None
    next_step_by_format: dict[LogFormat, str] = field(default_factory=dict)
    next_step_repeated: str | None = None
    finding: str | None = None
    needs: tuple[str, ...] = ()
    test_above: str | None = None
    test_below: str | None = None
    test_kind: Literal["error", "collection", "focused"] | None = None
    project_file: ProjectFile | None = None
    service_refusal: bool = False
    closes_run: bool = False
    wrapper_exit: int | None = None
    severity: FindingSeverity | None = None
    first_pass: bool = True
    _compiled: dict[str, re2._Regexp] = field(default_factory=dict, compare=False, repr=False)

    @property
    def regex(self) -> re2._Regexp:
        """The pattern compiled with RE2, once, on first use."""
        return self._compile(self.pattern)

    @property
    def unless_regex(self) -> re2._Regexp | None:
        """:attr:`unless` compiled with RE2, once, on first use; ``None`` when the signal has none."""
        return self._compile(self.unless) if self.unless is not None else None

    @property
    def test_line_regex(self) -> re2._Regexp | None:
        """:attr:`test_above` or :attr:`test_below` compiled with RE2, once, on first use; ``None``
        when the signal names its test on its own line or names none."""
        pattern = self.test_above or self.test_below
        return self._compile(pattern) if pattern is not None else None

    def _compile(self, pattern: str) -> re2._Regexp:
        if pattern not in self._compiled:
            self._compiled[pattern] = re2.compile(pattern, re2_options())
        return self._compiled[pattern]


@dataclass(frozen=True, slots=True)
class SignalMatch:
    """One signal matching one line; ``groups`` holds the named groups that matched, a ``test``
    group's runs of whitespace as one space outside its parameters' ``[…]`` (:func:`_test_name`)."""

    signal: CompiledSignal
    groups: dict[str, str]


@dataclass(frozen=True, slots=True)
class PatternFacts:
    """What the index needs to know of a pattern: its required literal (lowercased when the
    pattern ignores case) and whether it ignores case."""

    literal: str | None
    ignore_case: bool


_FACTS_KIND = "signal-facts"


def pattern_facts(patterns: list[str]) -> dict[str, PatternFacts]:
    """:class:`PatternFacts` of each of ``patterns``, through the disk cache (keyed on the patterns;
    parsing them with ``re``'s parser is much of a skill set's load time)."""
    key = disk_cache.content_key([pattern.encode() for pattern in patterns])
    cached = disk_cache.load(_FACTS_KIND, key)
    if isinstance(cached, dict) and set(cached) == set(patterns):
        try:
            return {pattern: PatternFacts(*cached[pattern]) for pattern in patterns}
        except TypeError:
            pass
    facts = {pattern: _facts(pattern) for pattern in patterns}
    disk_cache.store(_FACTS_KIND, key, {p: [f.literal, f.ignore_case] for p, f in facts.items()})
    return facts


def _facts(pattern: str) -> PatternFacts:
    literal = required_literal(pattern)
    ignore_case = bool(_parse_flags(pattern) & re.IGNORECASE)
    return PatternFacts(
        literal=(literal.lower() if ignore_case else literal) if literal else None, ignore_case=ignore_case
    )


def _parse_flags(pattern: str) -> int:
    try:
        return sre_parse.parse(pattern).state.flags
    except re.error:
        return 0


class SignalIndex:
    """All signals of a :class:`SkillSet`, with a literal prefilter for matching."""

    def __init__(self, skills: SkillSet) -> None:
        facts = pattern_facts(sorted({signal.pattern for skill in skills.skills for signal in skill.signals}))
        compiled = []
        for skill in skills.skills:
            if skill.category is None:  # agent knowledge only: a skill with signals has a category
                continue
            for signal in skill.signals:
                known = facts[signal.pattern]
                compiled.append(
                    CompiledSignal(
                        skill=skill.name,
                        category=skill.category,
                        tool=signal.tool or skill.tool,
                        id=signal.id,
                        weight=signal.weight,
                        role=signal.role,
                        pattern=signal.pattern,
                        unless=signal.unless,
                        literal=known.literal,
                        ignore_case=known.ignore_case,
                        scope=skill.scope,
                        contests=signal.contests,
                        consequence_of=signal.consequence_of,
                        own_tool=signal.tool is not None,
                        outside_tests=skill.outside_tests,
                        after=signal.after,
                        next_step=signal.next_step,
                        next_step_by_format=signal.next_step_by_format,
                        next_step_repeated=signal.next_step_repeated,
                        finding=signal.finding,
                        needs=signal.needs,
                        test_above=signal.test_above,
                        test_below=signal.test_below,
                        test_kind=signal.test_kind,
                        project_file=signal.project_file,
                        service_refusal=signal.service_refusal,
                        closes_run=signal.closes_run,
                        wrapper_exit=signal.wrapper_exit,
                        severity=signal.severity,
                        first_pass=signal.first_pass,
                    )
                )
        self.signals: tuple[CompiledSignal, ...] = tuple(compiled)
        self._literals = [
            (index, signal.literal, signal.ignore_case) for index, signal in enumerate(self.signals) if signal.literal
        ]
        self._without_literal = [index for index, signal in enumerate(self.signals) if not signal.literal]
        self._screens: tuple[_LiteralScreen, _Screen] | None = None

    def _candidates(self, text: str) -> list[int]:
        """Positions in :attr:`signals` (increasing) of the signals that may match ``text``: those
        whose literal it holds and those without a literal that match it. The two screens are
        compiled on the first line matched."""
        if self._screens is None:
            without = self._without_literal
            self._screens = (
                _LiteralScreen(self._literals),
                _Screen([self.signals[i].pattern for i in without], without),
            )
        held, without_literal = self._screens
        return sorted([*without_literal.match(text), *held.held(text)])

    def trigger_literals(self) -> list[tuple[str, bool]]:
        """``(literal, ignore_case)`` for the first-pass automaton: literals of at least
        :data:`MIN_TRIGGER_LITERAL` visible characters (shorter ones, like ``" test"`` or ``".py:"``,
        match so many lines that they would slow the scan without telling lines apart) of the signals
        whose skill lets them seed the first pass (:attr:`CompiledSignal.first_pass`: not pytest's
        warning raised as an error, whose ``Warning: `` gfortran's and LaTeX's lines hold too)."""
        return sorted(
            {
                (s.literal, s.ignore_case)
                for s in self.signals
                if s.first_pass and s.literal and len(s.literal.strip()) >= MIN_TRIGGER_LITERAL
            }
        )

    def match(self, text: str) -> list[SignalMatch]:
        """Every signal matching ``text`` (a cleaned line), in skill order.

        A line holding a system message printed in another locale is matched as the C locale
        prints it (:func:`ci_triage.logs.c_locale_reading.c_locale_reading`), its groups quoting
        the line's own words. Two screens find the signals that may match (most lines match none): the RE2 sets of the
        literals (:class:`_LiteralScreen`) and of the signals without one; only those then run their
        own regexes, for their groups; a match is dropped when the signal's ``unless`` pattern also
        matches the line. A set of all signals' regexes screens no better: compiling it costs more than
        a small log's whole analysis and its automaton's states grow with every line (measured with
        callgrind on real logs, whole triage, instructions: 1,128 against 906 M for 145 lines, 1,135
        against 882 M for 1,110, 2,374 against 1,716 M for 2,898, with it from the first line against
        these screens).
        """
        reading = c_locale_reading(text)
        read = reading.text if reading is not None else text
        found = []
        for signal in (self.signals[index] for index in self._candidates(read)):
            hit = signal.regex.search(read)
            if hit and not (signal.unless_regex is not None and signal.unless_regex.search(read)):
                groups = {
                    name: _test_name(value) if name == "test" else value
                    for name, value in _line_groups(hit, reading).items()
                    if value
                }
                found.append(SignalMatch(signal, groups))
        return found


def _test_name(value: str) -> str:
    """A ``test`` group's text as the failed test's name: its runs of whitespace as one space (a
    runner's columns: alcotest's ``[FAIL]        perimeter      1   line.`` names ``perimeter 1 line``)
    up to its first ``[``, and from there the text as printed (a parametrised test's id: pytest's
    ``test_parse_sku[  SKU-22 -SKU-22]`` selects nothing with one space less, trial 134 #5)."""
    head, bracket, params = value.partition("[")
    return " ".join(head.split()) + (bracket + params.rstrip() if bracket else "")


def _line_groups(hit: re2._Match, reading: CLocaleReading | None) -> dict[str, str]:
    """The named groups of ``hit``, a match in ``reading``'s text, as the line holds them: a group
    that read a translated message quotes the line's words for it (:meth:`CLocaleReading.line_span`)."""
    if reading is None:
        return {name: value for name, value in hit.groupdict().items() if value is not None}
    groups = {}
    for name, number in hit.re.groupindex.items():  # google-re2's span takes a group's number
        start, end = hit.span(number)
        if start >= 0:
            line_start, line_end = reading.line_span(start, end)
            groups[name] = reading.line[line_start:line_end]
    return groups


class _LiteralScreen:
    """The signals' literals as two RE2 sets, one looked for in a line as it is and one, of the
    literals of case-insensitive signals (lowercase), in the line lowercased: :meth:`held` gives the
    same indices as testing ``literal in text`` (or ``in text.lower()``) literal by literal, for
    a few microseconds a line instead of one substring test per literal (≈ 400 for the bundled
    skills), and a few milliseconds to compile."""

    def __init__(self, literals: list[tuple[int, str, bool]]) -> None:
        self._exact = _Screen(
            [re2.escape(literal) for _, literal, folded in literals if not folded],
            [index for index, _, folded in literals if not folded],
        )
        self._folded = _Screen(
            [re2.escape(literal) for _, literal, folded in literals if folded],
            [index for index, _, folded in literals if folded],
        )

    def held(self, text: str) -> list[int]:
        """The indices (increasing) of the literals ``text`` holds (see the class docstring)."""
        return sorted([*self._exact.match(text), *self._folded.match(text.lower())])


class _Screen:
    """An RE2 set of ``patterns`` whose :meth:`match` gives the ``indices`` of those matching a line."""

    def __init__(self, patterns: list[str], indices: list[int]) -> None:
        self._indices = indices
        self._set = re2.Set.SearchSet(re2_options(max_mem=SCREEN_MEMORY))
        for pattern in patterns:
            self._set.Add(without_group_names(pattern))
        if patterns:
            self._set.Compile()

    def match(self, text: str) -> list[int]:
        """The indices (increasing) of the patterns that match ``text``."""
        if not self._indices:
            return []
        return sorted(self._indices[found] for found in self._set.Match(text) or ())


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
