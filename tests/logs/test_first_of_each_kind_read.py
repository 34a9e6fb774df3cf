"""A long step's report is read even when a list of one kind of line fills what the first pass keeps.

The first pass keeps the first strong and signal lines of a step and its last trigger lines
(:mod:`ci_triage.logs.first_pass`). A pytest run with ``-v`` prints one ``FAILED`` line per test
before its ``=== FAILURES ===`` report and as many again in its short summary after it: the first
list uses up the lines kept from the start, the second the lines kept from the end, and the report
between them was never read. The first line of each kind of trigger (its first bytes) is kept too,
so the report's heading opens a window and the second pass reads the report; the number of kinds
kept stays bounded. (Whether the excerpt then shows the report is the excerpt ranking's matter.)
"""

from __future__ import annotations

import io
import string
from importlib.util import find_spec
from pathlib import Path

import pytest

import ci_triage.logs.analyse as analyse_module
import ci_triage.logs.first_pass as first_pass_module
from ci_triage.logs.first_pass import FILES_READ, KINDS_KEPT, SIGNAL, STRONG, WEAK, Triggers, scan
from ci_triage.logs.source import LogMember

ENGINES = [
    "re2",
    pytest.param("hyperscan", marks=pytest.mark.skipif(find_spec("hyperscan") is None, reason="no hyperscan wheel")),
]
TESTS = 300


def _pytest_step() -> tuple[bytes, int, int]:
    """A GitHub Actions log of a pytest step with ``TESTS`` failures: the log, the line number of its
    ``=== FAILURES ===`` heading and of the first failure's ``E`` line."""
    lines = ["##[group]Run python -m pytest -v", "============ test session starts ============"]
    lines += [f"tests/test_api.py::test_case_{n} {'ERROR' if n % 2 else 'FAILED'}" for n in range(TESTS)]
    lines += ["", "=================================== FAILURES ==================================="]
    heading = len(lines)
    lines += [
        "________________________________ test_case_0 _________________________________",
        "",
        "    def test_case_0():",
        ">       assert compute(0) == 3",
        "E       assert 2 == 3",
    ]
    assertion = len(lines)
    lines += ["", "tests/test_api.py:4: AssertionError"]
    lines += [f"captured log: retry {n}, connection refused" for n in range(400)]
    lines += ["=========================== short test summary info ============================"]
    lines += [f"FAILED tests/test_api.py::test_case_{n} - assert {n} == 3" for n in range(TESTS)]
    lines += [f"======================= {TESTS} failed in 12.00s =======================", ""]
    lines += ["##[error]Process completed with exit code 1."]
    return "\n".join(lines).encode() + b"\n", heading, assertion


@pytest.mark.parametrize("engine", ENGINES)
def test_the_report_between_two_lists_of_failed_tests_opens_a_window(analyser, engine: str) -> None:
    data, heading, _ = _pytest_step()
    triggers = Triggers(analyser.signals.trigger_literals(), engine=engine)  # type: ignore[arg-type]
    step = scan(io.BytesIO(data), triggers).sections[1]
    assert step.trigger_lines > 2 * TESTS
    assert heading in [anchor.line for anchor in step.anchors()]
    assert heading not in [anchor.line for anchor in (*step.first, *step.last, *step.first_signals, *step.last_signals)]


def test_the_second_pass_reads_the_first_failures_report(analyser, monkeypatch: pytest.MonkeyPatch) -> None:
    data, heading, assertion = _pytest_step()
    seen: dict = {}
    select_lines = analyse_module.select_lines

    def spy(first, rest, lines, budget, endings, quoted=None):
        seen.update(blocks=[*first, *rest], lines=lines)
        return select_lines(first, rest, lines, budget, endings, quoted)

    monkeypatch.setattr(analyse_module, "select_lines", spy)
    analyser.analyse(LogMember(name="pytest.log", file=io.BytesIO(data)), 2000)
    assert set(range(heading, assertion + 1)) <= set(seen["lines"])
    assert any(block.start <= assertion <= block.end for block in seen["blocks"])


def _distinct_kinds_log(separator: str) -> bytes:
    """A step of 40 groups of ten trigger lines, each group of its own kind (``errorA``,
    ``errorB``...), ``separator`` after each group: a structure line makes the scan take the lines
    one by one, a plain line lets it take them as one run."""
    lines = ["##[group]Run make"]
    for group in string.ascii_letters[:40]:
        lines += [f"error{group}{n} in unit {n}" for n in range(10)]
        lines.append(separator)
    return "\n".join(lines).encode() + b"\n"


@pytest.mark.parametrize("engine", ENGINES)
def test_kinds_kept_are_bounded_and_the_same_one_by_one_or_as_a_run(analyser, engine: str) -> None:
    triggers = Triggers(analyser.signals.trigger_literals(), engine=engine)  # type: ignore[arg-type]
    kept = []
    for separator in ("##[error]a marker line", "a plain line"):
        step = scan(io.BytesIO(_distinct_kinds_log(separator)), triggers).sections[1]
        kept.append({head: anchor.line for head, anchor in step.kinds.items()})
    one_by_one, as_a_run = kept
    assert len(as_a_run) == KINDS_KEPT
    assert one_by_one == as_a_run
    # the earliest line of each kind: "errora" on lines 2-11, then a new kind every eleven lines
    assert sorted(as_a_run.values())[:3] == [2, 13, 24]


@pytest.mark.parametrize("engine", ENGINES)
def test_a_kinds_first_line_is_kept_however_many_trigger_lines_came_before(analyser, engine: str) -> None:
    # trial 67 #1: the one error: of a make -k build after 70,000 warnings, with more after it
    triggers = Triggers(analyser.signals.trigger_literals(), engine=engine)  # type: ignore[arg-type]
    warnings = ["x.c:1:2: warning: unused variable", "x.c:1:2: note: a plain line"] * (FILES_READ + 10)
    lines = ["##[group]Run make", *warnings, "y.c:3:4: error: undeclared", *warnings[:400]]
    step = scan(io.BytesIO("\n".join(lines).encode() + b"\n"), triggers).sections[1]
    assert step.trigger_lines > FILES_READ
    assert len(warnings) + 2 in [anchor.line for anchor in step.kinds.values()]
    assert not step.unkept_kinds


@pytest.mark.parametrize("separator", ["##[error]a marker line", "a plain line"])
def test_a_kind_past_those_kept_is_noted(analyser, separator: str) -> None:
    lines = ["##[group]Run make"]
    for number in range(KINDS_KEPT + 1):
        lines += [f"error{string.ascii_letters[number]} x", separator]
    step = scan(io.BytesIO("\n".join(lines).encode() + b"\n"), analyser.triggers).sections[1]
    assert len(step.kinds) == KINDS_KEPT
    assert step.unkept_kinds


def _short_triggers_log(separator: str, last: str) -> bytes:
    """A step of 120 trigger lines, ``separator`` after each: triggers that end their line
    (``build error``: the kind is cut at the line's end), spellings of a case-insensitive literal,
    then ``last`` with no newline (``fail``: a trigger cut by the end of the log)."""
    spellings = ["build error", "KILLED by signal 9", "x fail", "Killed By Signal", "kIlLeD by signal", "error: y"]
    lines = ["##[group]Run make"]
    for number in range(120):
        lines += [spellings[number % len(spellings)], separator]
    return "\n".join([*lines, last]).encode()


@pytest.mark.parametrize("last", ["fail", "the end"])
@pytest.mark.parametrize("engine", ENGINES)
def test_kinds_and_tiers_of_short_and_folded_triggers_are_the_same_one_by_one_or_as_a_run(
    engine: str, last: str
) -> None:
    triggers = Triggers([("Killed by signal", True)], engine=engine)  # type: ignore[arg-type]
    kept = []
    for separator in ("##[error]a marker line", "a plain line"):
        step = scan(io.BytesIO(_short_triggers_log(separator, last)), triggers).sections[1]
        anchors = [(anchor.line, anchor.tier) for anchor in step.anchors() if not anchor.kind]
        kept.append(({head: anchor.line for head, anchor in step.kinds.items()}, anchors))
    one_by_one, as_a_run = kept
    assert one_by_one == as_a_run
    kinds, anchors = as_a_run
    assert kinds == {b"error": 2, b"KILLED": 4, b"fail": 6, b"Killed": 8, b"kIlLeD": 10, b"error:": 12}
    tiers = dict(anchors)
    assert {tiers[line] for line in (4, 8, 10)} == {SIGNAL}
    assert tiers.get(242) == (WEAK if last == "fail" else None)  # the last line, without its newline


JEST_STEP = Path(__file__).parents[1] / "fixtures" / "jest" / "failure-amid-passing-specs.gha.log"
"""Real output of jest 29.7.0 (node 20.20.2; ``npx jest --runInBand --ci``, ``verbose: true``, files
run in name order) over a retry policy's seven test files, wrapped as a GitHub Actions step: the
passing specs of the first two name identifiers and cases with failure words (``sets errorHandler
from the options``, ``cannot retry a POST twice``, ``retries a failing request``), the fourth file
fails (``FAIL tests/d_backoff.test.js``, line 184; its ``●`` report from line 189), and 2,100
passing specs follow it."""
JEST_FAIL_LINE = 184
JEST_REPORT_LINE = 189


@pytest.mark.parametrize("engine", ENGINES)
def test_a_failure_after_passing_specs_of_many_weak_kinds_is_kept_as_its_kinds_first_line(
    analyser, engine: str
) -> None:
    # the passing specs' names are weak triggers of more kinds than are kept (errorH, failFa, abortS...)
    # and their strong and signal lines fill those kept from the start; the FAIL line, strong, was
    # of a kind past the 32 kept, and no window read the report under it
    triggers = Triggers(analyser.signals.trigger_literals(), engine=engine)  # type: ignore[arg-type]
    step = scan(io.BytesIO(JEST_STEP.read_bytes()), triggers).sections[1]
    assert step.unkept_kinds
    kinds = {anchor.line: anchor for anchor in step.kinds.values()}
    assert kinds[JEST_FAIL_LINE].tier == STRONG
    assert len(step.kinds) == KINDS_KEPT


def test_the_excerpt_shows_the_failed_spec_amid_passing_ones(analyser) -> None:
    analysis = analyser.analyse(LogMember(name="jest.log", file=io.BytesIO(JEST_STEP.read_bytes())), 2000)
    assert {JEST_FAIL_LINE, JEST_REPORT_LINE} <= set(analysis.excerpt_lines)
    assert [test.name for test in analysis.report.failed_tests] == ["backoff › computes the total backoff"]


def _weak_then_strong_kinds_log(separator: str) -> bytes:
    """A step of 40 weak kinds (``errorA x``...), then six strong ones (``cannot a``, ``FATAL b``...),
    each line twice, ``separator`` after each pair: a structure line makes the scan take the lines
    one by one, a plain line lets it take them as one run."""
    weak = [f"error{letter} x" for letter in string.ascii_letters[:40]]
    strong = ["cannot a", "FATAL b", "Traceback c", "panic d", "unable to e", "could not f"]
    lines = ["##[group]Run make"]
    for text in (*weak, *strong):
        lines += [text, text, separator]
    return "\n".join(lines).encode() + b"\n"


@pytest.mark.parametrize("engine", ENGINES)
def test_a_strong_kind_past_those_kept_takes_the_earliest_weak_kinds_slot(analyser, engine: str) -> None:
    triggers = Triggers(analyser.signals.trigger_literals(), engine=engine)  # type: ignore[arg-type]
    kept = []
    for separator in ("##[error]a marker line", "a plain line"):
        step = scan(io.BytesIO(_weak_then_strong_kinds_log(separator)), triggers).sections[1]
        assert step.unkept_kinds
        kept.append({head: (anchor.line, anchor.tier) for head, anchor in step.kinds.items()})
    one_by_one, as_a_run = kept
    assert one_by_one == as_a_run
    assert len(as_a_run) == KINDS_KEPT
    # the six strong kinds' first lines (lines 122, 125...), each in place of the earliest weak kind kept
    assert sorted(line for line, tier in as_a_run.values() if tier == STRONG) == [122, 125, 128, 131, 134, 137]
    # the first six weak kinds kept (errora..errorf) gave up theirs; the later ones, to errorF, stay
    assert min(line for line, tier in as_a_run.values() if tier == WEAK) == 2 + 3 * 6
    assert b"errorF" in as_a_run
    assert b"errorf" not in as_a_run


@pytest.mark.parametrize("separator", ["##[error]a marker line", "a plain line"])
def test_only_the_first_kinds_past_those_kept_are_read_for_a_slot(
    analyser, separator: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # past the kinds noted, a strong kind is not read: a step of thousands of distinct test names costs no more
    monkeypatch.setattr(first_pass_module, "KINDS_NOTED", 8)
    step = scan(io.BytesIO(_weak_then_strong_kinds_log(separator)), analyser.triggers).sections[1]
    assert step.unkept_kinds
    assert all(anchor.tier == WEAK for anchor in step.kinds.values())
