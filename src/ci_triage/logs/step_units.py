"""Units within a step: the environments, sessions, hooks or targets a wrapper ran one after another.

A wrapper that runs several commands in one step (tox's environments, nox's sessions,
pre-commit's hooks, ``make -k``'s targets) prints, for each, a line saying whether it passed or failed, and goes on
after a failure. When more than one of them failed, a person reading the red run top-down fixes
the first failing unit first, and wants every failing unit named. A skill declares such a line by
a ``unit`` group in the pattern of a ``wrapper`` signal (the unit's name: ``lint`` of tox's ``lint:
FAIL ✖ in 2.2 seconds``, ``ruff format`` of pre-commit's ``ruff format.....Failed``); a
``command`` group of any signal in a unit names the command it ran (nox's ``Command flake8 src
tests failed with exit code 1``, pre-commit's ``- hook id: ruff``).

The wrapper's line either opens the unit's output (pre-commit prints the verdict, then the hook's
``- hook id:`` and output) or closes it (tox and nox print the output, then the verdict). It opens
when a line of the wrapper's own (its skill's ``wrapper`` or ``context`` signals) follows it
right below; else it closes. A unit name seen a second time (tox's summary, ``lint: FAIL code 1``,
after ``lint: FAIL ✖ in 2.2 seconds``) adds nothing, nor does a closing verdict right after another
that sums it up (a nested make's outer ``make: *** [Makefile:2: all] Error 2``), nor one right after a
deeper run's verdict (a ``depth`` group: ``make: *** [Makefile:6: lib] Error 2`` after ``make[1]:
*** [Makefile:3: util.o] Error 1``, output of ``make -k``'s other folders between or not: the
target's recipe ran make again, whose failure is the unit), nor one printed ahead
of its unit's run (``tox -p``'s ``lint: FAIL ✖``, then lint's buffered ``lint: commands[0]>`` … ``lint:
exit 1``): the later verdict on the unit closes it. Nor does an outer wrapper's verdict over the unit an
inner wrapper ran (``make -k`` running ``tox -e py311`` as target ``test``: make's ``make: ***
[Makefile:3: test] Error 1`` below tox's summary ``py311: FAIL code 1``).

The wrapper's verdict on a unit that passed (tox's ``py311: OK ✔ in 24.41 seconds``, nox's ``nox >
Session tests was successful in 5 seconds.``, pre-commit's ``check json.....Passed``,
:func:`ci_triage.logs.passing.wrapper_verdict`) bounds the failed units too: the output above a
closing one (a passing test's handled ``ERROR: fetch failed, retrying`` printed under ``pytest -s``)
is the passed unit's, not the next failed unit's, and a failed hook's output ends above the next
hook's ``Passed``.

A step that shows no wrapper's verdict may still show its units: the groups its script opens around
its commands (``echo "##[group]$t"; $t``), each a unit named by its title; those whose output a skill
reads as an error failed. Or the tasks of a workspace runner that named several failed
(:mod:`ci_triage.logs.workspace_package`: Turborepo's ``@acme/core#build:  ERROR  command (…)
exited (1)``, pnpm's ``packages/web test: Failed``), each a unit of the lines its tag opens
(:mod:`ci_triage.logs.task_prefix`), interleaved with the others', or, of ``npm run test --workspaces``,
the untagged lines from npm's banner over a package's script to its error report, in the order the
runner named them failed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import wrapper_verdict
from ci_triage.logs.signals import SignalMatch
from ci_triage.logs.taxonomy import Category
from ci_triage.logs.tools import identify_tools
from ci_triage.logs.workspace_package import WorkspacePackages

UNIT_GROUP = "unit"
"""The named group of a ``wrapper`` signal that names the unit whose failure its line reports."""
DEPTH_GROUP = "depth"
"""The named group of a ``wrapper`` signal's pattern that holds how deep the wrapper that printed the
verdict runs inside another run of itself (make's ``make[2]: *** [Makefile:3: util.o] Error 1``:
``2``); a match that leaves it empty is the outermost run (``make: ***``: 0)."""
COMMAND_GROUP = "command"
"""The named group of a signal that names the command a unit ran."""
LAYOUT_ONLY: frozenset[Category] = frozenset({"formatting"})
"""Verdicts of a unit that found only layout to change: a fixer hook that rewrote files (pre-commit's
``- files were modified by this hook``), a formatter's check. Running the tool again and committing
what it wrote fixes it, so beside another failed unit (a file that does not compile, a linter's or a
test's finding) it is the least serious finding, never the step's verdict."""


@dataclass(frozen=True, slots=True)
class StepUnit:
    """One failed unit of a step: its name, the first and last line numbers (1-based, inclusive)
    of its output in the log, the line of the wrapper's verdict on it, the command lines the
    unit's signals name (``command`` groups), in log order, and, of a unit interleaved with others
    (a workspace runner's task), its own line numbers between ``start`` and ``end`` (``None``:
    every line there)."""

    name: str
    start: int
    end: int
    verdict: int
    commands: tuple[str, ...] = ()
    own: frozenset[int] | None = None

    def holds(self, number: int) -> bool:
        """Whether log line ``number`` (1-based) is in the unit."""
        return self.start <= number <= self.end and (self.own is None or number in self.own)


def unit_named(matches: Iterable[SignalMatch]) -> str | None:
    """The unit a ``wrapper`` signal's match among ``matches`` (one line's) names by its
    :data:`UNIT_GROUP`, stripped; ``None`` when none does."""
    return next(
        (
            name.strip()
            for match in matches
            if match.signal.role == "wrapper" and (name := match.groups.get(UNIT_GROUP, "")).strip()
        ),
        None,
    )


def _unit_name(line: LogLine) -> str | None:
    return unit_named(line.matches)


def verdict_depth(matches: Iterable[SignalMatch]) -> int | None:
    """How deep the wrapper whose unit verdict ``matches`` (one line's) read runs inside another run
    of itself (:data:`DEPTH_GROUP`: ``make[1]: ***`` 1, ``make: ***`` 0); ``None`` when its
    signal's pattern says nothing of depth."""
    for match in matches:
        if match.signal.role == "wrapper" and DEPTH_GROUP in match.signal.regex.groupindex:
            return int(match.groups.get(DEPTH_GROUP) or 0)
    return None


def over_deeper_run(depth: int | None, before: int | None) -> bool:
    """Whether a unit verdict of ``depth`` (:func:`verdict_depth`) is over a target whose recipe ran
    the wrapper again, which failed inside: the step's unit verdict before it is deeper (``before``,
    ``None`` for none or no depth), so the run that verdict closes was inside this verdict's target,
    an aggregate one (a recursive make's ``make: *** [Makefile:6: lib] Error 2`` under ``make[1]:
    *** [Makefile:3: util.o] Error 1``, automake's ``[check-recursive]`` and ``[all-recursive]``),
    however much output of ``make -k``'s other folders lies between."""
    return depth is not None and before is not None and before > depth


def _opens(lines: dict[int, LogLine], number: int) -> bool:
    """Whether the unit verdict on line ``number`` opens its unit's output: the next line is read
    and matched by ``wrapper`` or ``context`` signals of the verdict's skill only, none naming a
    unit, one naming the unit's command (pre-commit's ``- hook id: ruff`` below
    ``ruff.....Failed``; not tox's summary line of the next environment, nor go test's ``ok
    example.com/b`` or ``=== RUN   TestB`` of the next package below ``FAIL example.com/a``)."""
    skills = _verdict_skills(lines, number)
    below = lines.get(number + 1)
    if below is None or not below.matches or _unit_name(below) is not None:
        return False  # nothing of the wrapper's own below, or the next unit's verdict (tox's summary)
    own = all(m.signal.skill in skills and m.signal.role in ("wrapper", "context") for m in below.matches)
    return own and any((m.groups.get(COMMAND_GROUP) or "").strip() for m in below.matches)


def deciding_unit(verdicts: Sequence[tuple[StepUnit, Category]]) -> StepUnit | None:
    """The failed unit whose verdict is the step's, of ``verdicts`` (each failed unit, in log order,
    with its own verdict read alone): the most serious finding, the first unit whose verdict names a
    category other than a layout-only one (:data:`LAYOUT_ONLY`: pre-commit's ``check python ast``
    with its ``SyntaxError`` below a whitespace fixer that rewrote files), else the first whose
    verdict names a category at all (a person reading the run top-down fixes it first); ``None``
    when no verdict names one (``unknown``)."""
    known = [(unit, category) for unit, category in verdicts if category != "unknown"]
    serious = [unit for unit, category in known if category not in LAYOUT_ONLY]
    return next(iter(serious or [unit for unit, _category in known]), None)


def named_commands(lines: dict[int, LogLine], section: Section) -> list[str]:
    """The commands the lines read of ``section`` (a failing step; ``lines``: line number → line)
    name by a signal's :data:`COMMAND_GROUP`, in log order, each once: the commands a wrapper says
    it ran (pre-commit's ``- hook id: ruff``, lint-staged's ``[FAILED] prettier --check [FAILED]``,
    tox's ``> pytest``), which a step's script, naming only the wrapper, does not show."""
    found: dict[str, None] = {}
    for number in sorted(lines):
        if section.start.line <= number <= section.end_line:
            for match in lines[number].matches:
                if command := match.groups.get(COMMAND_GROUP, "").strip():
                    found[command] = None
    return list(found)


def failed_units(lines: dict[int, LogLine], section: Section) -> list[StepUnit]:
    """The failed units of ``section`` (a failing step) in log order, from the lines read of it
    (``lines``: line number → line): each from the line after the previous unit's end (or the
    step's first line) to its closing verdict, or from its opening verdict to the line before the
    next verdict (or the step's last line read). ``[]`` when the step shows no unit verdict."""
    numbers = [n for n in sorted(lines) if section.start.line <= n <= section.end_line]
    verdicts = [(n, name) for n in numbers if (name := _unit_name(lines[n])) is not None]
    if not verdicts:
        return _group_units(lines, section, numbers) or _task_units(lines, section)
    last = numbers[-1]
    passed = passed_unit_verdicts(lines, section)
    seen: set[str] = set()
    found: list[StepUnit] = []
    boundary = section.start.line
    depth: int | None = None
    for number, name in verdicts:
        depth, above = verdict_depth(lines[number].matches), depth
        if name in seen or _ahead_of_its_run(lines, number, name, verdicts):
            continue
        if found and over_deeper_run(depth, above):
            boundary = number + 1
            continue
        seen.add(name)
        if _opens(lines, number):
            following = [n for n in (*(n for n, _ in verdicts), *passed) if n > number]
            end = min(following) - 1 if following else last
            start = number
        else:
            start, end = max([boundary, *(n + 1 for n in passed if n < number)]), number
            if found and (_summary_of_previous(lines, start, end) or _over_inner_verdict(lines, start, end, found[-1])):
                boundary = end + 1
                continue
        boundary = end + 1
        commands = tuple(
            command.strip()
            for n in numbers
            if start <= n <= end
            for match in lines[n].matches
            if (command := match.groups.get(COMMAND_GROUP, "")).strip()
        )
        found.append(StepUnit(name=name, start=start, end=end, verdict=number, commands=commands))
    return found


def _ahead_of_its_run(lines: dict[int, LogLine], number: int, name: str, verdicts: list[tuple[int, str]]) -> bool:
    """Whether the verdict on line ``number`` on unit ``name`` was printed before the unit's run
    (``verdicts``: every unit verdict of the step, line number and unit, in log order): a line naming
    the unit that a ``context`` signal of the verdict's skill matched (its run opening, tox's ``lint:
    commands[0]> ruff check src``) follows it, before a later verdict on the same unit (``lint: exit
    1 … > ruff check src``) that closes that run. ``tox -p`` prints each environment's ``lint: FAIL ✖
    in 0.25 seconds`` when it ends, then its buffered output: that line bounds no output of its own,
    the later one does (tox 4.67, ``tox -p -e py311,lint``)."""
    closing = next((n for n, other in verdicts if n > number and other == name), None)
    if closing is None:
        return False
    skills = _verdict_skills(lines, number)
    return any(_names_run(lines[n], name, skills) for n in sorted(lines) if number < n < closing)


def _verdict_skills(lines: dict[int, LogLine], number: int) -> set[str]:
    """The skills of the ``wrapper`` signals that matched line ``number`` of ``lines`` (a unit verdict)."""
    return {m.signal.skill for m in lines[number].matches if m.signal.role == "wrapper"}


def _names_run(line: LogLine, name: str, skills: set[str]) -> bool:
    """Whether ``line`` names unit ``name`` and a ``context`` signal of one of ``skills`` (the unit
    verdict's) matched it: a line of the wrapper's that opens the unit's run."""
    return name in line.text and any(m.signal.skill in skills and m.signal.role == "context" for m in line.matches)


def unit_opening(lines: dict[int, LogLine], unit: StepUnit) -> int | None:
    """The number (1-based) of the line among ``lines`` that opened ``unit``'s run when its wrapper's
    verdict closes it: the first of the unit's lines that names the unit and that a ``context``
    signal of the verdict's skill matched (tox's ``strict: commands[0]> pytest tests``, nox's ``nox >
    Running session typecheck``; not go test's ``=== RUN   TestSeparator`` in a package's output);
    None when the verdict opens the unit (it is that line) or no such line was read."""
    if unit.start == unit.verdict or unit.verdict not in lines:
        return None
    skills = _verdict_skills(lines, unit.verdict)
    return next(
        (n for n in sorted(lines) if unit.start <= n < unit.verdict and _names_run(lines[n], unit.name, skills)), None
    )


def passed_units_output(lines: dict[int, LogLine], section: Section, after: int) -> list[int]:
    """The numbers (1-based, in log order) of the lines of ``section`` among ``lines`` that are the
    output of a unit its wrapper says passed, when the wrapper's verdicts close their units (tox's
    ``py311: OK ✔ in 8.29 seconds`` below ``py311: commands[0]> pytest tests`` and pytest's passing
    run; nox's ``nox > Session tests was successful.``): from the line after the previous verdict
    (of a unit failed or passed; else after line ``after``, the step's script's last) to the line
    above the passed verdict. No evidence of the failure, nor the failing step's tail. ``[]`` when
    no failed unit of the step closes on its verdict (pre-commit's ``check json.....Passed`` opens
    its hook's output: the lines above it are the hook before's), nor when its units are a workspace
    runner's interleaved tasks (:attr:`StepUnit.own`)."""
    units = failed_units(lines, section)
    if not units or any(unit.start == unit.verdict or unit.own is not None for unit in units):
        return []
    numbers = [n for n in sorted(lines) if after < n <= section.end_line]
    passed = set(passed_unit_verdicts(lines, section))
    verdicts = sorted(passed | {n for n in numbers if _unit_name(lines[n]) is not None})
    found: list[int] = []
    start = after + 1
    for verdict in verdicts:
        if verdict in passed:
            found += [n for n in numbers if start <= n < verdict]
        start = verdict + 1
    return found


def passed_unit_verdicts(lines: dict[int, LogLine], section: Section) -> list[int]:
    """The numbers (1-based, in log order) of the lines of ``section`` among ``lines`` that are a
    wrapper's verdict that a unit passed (:func:`ci_triage.logs.passing.wrapper_verdict`: tox's
    ``py311: OK ✔ in 24.41 seconds``, nox's ``nox > * tests: success, took 5 seconds``,
    pre-commit's ``check json.....Passed``)."""
    return [n for n in sorted(lines) if section.start.line <= n <= section.end_line and wrapper_verdict(lines[n].text)]


SUMMARY_GAP = 2
"""Lines at most between a closing unit verdict and the one before it (the verdict's own line
included) that make it the wrapper's summary over that unit rather than a unit of its own: a
nested make's outer ``make: *** [Makefile:2: all] Error 2`` after the inner ``make[1]: *** [Makefile:3:
lint] Error 1`` and ``make[1]: Leaving directory '…'``. A unit of its own prints at least the command
it ran and its output (tox's ``py311: commands[0]> pytest``)."""


def _summary_of_previous(lines: dict[int, LogLine], start: int, verdict: int) -> bool:
    """Whether the closing verdict on line ``verdict``, whose output would run from line ``start``
    (the line after the previous unit's end), sums up the unit above: at most :data:`SUMMARY_GAP`
    lines and no line between that any signal but the verdict's own skill's matched, besides the
    lines that only report the command the unit ran as failed, each of whose signals names it by its
    :data:`COMMAND_GROUP` (debhelper 13.11.4's ``dh_auto_test: error: make -j2 check returned exit
    code 2`` between the inner make's verdict on ``check`` and the outer ``make: *** [debian/rules:3:
    build] Error 25``, dpkg-buildpackage having run make on ``debian/rules``): one failure, reported
    by each wrapper around it."""
    skills = _verdict_skills(lines, verdict)
    between = [lines[n] for n in range(start, verdict) if n in lines]
    reports = [line for line in between if line.matches and all(m.groups.get(COMMAND_GROUP) for m in line.matches)]
    own = all(m.signal.skill in skills for line in between if line not in reports for m in line.matches)
    return verdict - start + 1 - len(reports) <= SUMMARY_GAP and own


def outer_verdicts(lines: dict[int, LogLine], section: Section, units: Sequence[StepUnit]) -> frozenset[int]:
    """The numbers (1-based) of the unit verdicts of ``section`` among ``lines`` that are an outer
    wrapper's over the unit of ``units`` (:func:`failed_units`, log order) above them, which an inner
    wrapper ran (:func:`_over_inner_verdict`): no failed unit of their own, though they name one."""
    found: set[int] = set()
    for number in sorted(lines):
        if not section.start.line <= number <= section.end_line or _unit_name(lines[number]) is None:
            continue
        above = [unit for unit in units if unit.end < number]
        if above and _over_inner_verdict(lines, above[-1].end + 1, number, above[-1]):
            found.add(number)
    return frozenset(found)


def _over_inner_verdict(lines: dict[int, LogLine], start: int, verdict: int, previous: StepUnit) -> bool:
    """Whether the closing verdict on line ``verdict``, whose output would run from line ``start``,
    is an outer wrapper's over the unit above (``previous``) that an inner wrapper ran: the lines
    between repeat the inner wrapper's verdict on ``previous`` (its summary, tox's ``py311: FAIL code
    1`` of ``make -k`` running ``tox -e py311`` as target ``test``) and hold nothing but wrappers' lines
    and lines no signal matched (``evaluation failed :(``): no command or output of a unit of its own.
    make's ``make: *** [Makefile:3: test] Error 1`` then ends the same failure, not another unit
    (tox 4.67.17 under GNU make 4.3, trial t123)."""
    between = [lines[n] for n in range(start, verdict) if n in lines]
    repeats = any(_unit_name(line) == previous.name for line in between)
    only_wrappers = all(m.signal.role == "wrapper" for line in between for m in line.matches)
    return repeats and only_wrappers


def _group_units(lines: dict[int, LogLine], section: Section, numbers: list[int]) -> list[StepUnit]:
    """The units of ``section`` that the log's own groups bound, when no wrapper names any: each
    ``##[group]`` (``::group::``) line after the step's header opens a unit named by its title (the
    step's script echoing ``##[group]ruff check app/`` around each command of a loop, GitHub Docs,
    "Workflow commands: grouping log lines"), up to its ``##[endgroup]`` (else the line before the
    next group, or the step's last line read). A group prints no verdict of its own: only a group
    whose title is a command line (it names a catalogue tool, :func:`~ci_triage.logs.tools.identify_tools`)
    and whose output holds a line an ``error`` signal matched is a failed unit, not a group that
    shows inputs or progress (``Image checksum input`` quoting a patch's ``diff --git``); ``[]``
    when the step shows fewer than two such groups."""
    header_end = next((n for n in numbers if lines[n].marker == "endgroup"), section.start.line)
    opens = [n for n in numbers if n > header_end and lines[n].marker == "group" and lines[n].text.strip()]
    if len(opens) < 2:
        return []
    found: list[StepUnit] = []
    for position, start in enumerate(opens):
        limit = opens[position + 1] - 1 if position + 1 < len(opens) else numbers[-1]
        end = next((n for n in numbers if start < n <= limit and lines[n].marker == "endgroup"), limit)
        title = lines[start].text.strip()
        if not identify_tools([title]):
            continue
        unit = StepUnit(name=title, start=start, end=end, verdict=start, commands=(title,))
        found.append(unit)
    return with_error(found, lines)


def _task_units(lines: dict[int, LogLine], section: Section) -> list[StepUnit]:
    """The failed tasks of ``section`` a workspace runner named
    (:class:`~ci_triage.logs.workspace_package.WorkspacePackages`), each a unit of the lines read
    that its tag opens or, untagged, npm's banner over its script heads
    (:meth:`~ci_triage.logs.workspace_package.WorkspacePackages.owned`), named
    by the task (``@acme/core#build``, else the package), its verdict the line that named it failed,
    in the order the runner named them; ``[]`` when it named fewer than two, or their lines are not
    told apart (no tag nor npm banner, or concurrently's one ``[test]`` for every command)."""
    packages = WorkspacePackages(lines)
    found: list[StepUnit] = []
    claimed: set[int] = set()
    for package in packages.failed_in(section.index):
        own = frozenset(packages.owned(package, lines)) - claimed
        if not own:
            continue
        claimed |= own
        name = package.task_label
        found.append(StepUnit(name=name, start=min(own), end=max(own), verdict=package.line or max(own), own=own))
    return found if len(found) >= 2 else []


def with_error(units: list[StepUnit], lines: dict[int, LogLine]) -> list[StepUnit]:
    """The units of ``units`` whose output holds a line an ``error`` signal matched: a unit whose
    output no skill reads as an error (make's outer ``make: *** [all] Error 2`` over the inner
    recipe's) names no cause of its own."""
    return [
        unit
        for unit in units
        if any(m.signal.role == "error" for n, line in lines.items() if unit.holds(n) for m in line.matches)
    ]


def unit_lines(lines: dict[int, LogLine], section: Section, unit: StepUnit) -> dict[int, LogLine]:
    """``lines`` without the lines of ``section`` outside ``unit``: what classifying the unit
    alone reads (the step's header lines before any unit's output stay out too)."""
    first, last = section.start.line, section.end_line
    return {n: line for n, line in lines.items() if not first <= n <= last or unit.holds(n)}
