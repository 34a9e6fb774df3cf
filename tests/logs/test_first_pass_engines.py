"""RE2 and Hyperscan give the first pass the same scans, as recorded before either changed.

The first pass finds trigger lines with RE2 or, on large logs, with Hyperscan
(:mod:`ci_triage.logs.trigger_lines`). Both must keep the same sections, anchors and counts: on a
fixed sample of the corpus (every tenth log of each folder, each side of a CiDiff pair and each
part of the split, against the reference digest of ``benchmarks/reference/equivalence.json``;
``python benchmarks/scan_engines.py`` checks every log), and on crafted lines where the two engines
read bytes differently (case folding outside ASCII, bytes that are not UTF-8, structure and
candidates on one line, a line split across blocks, more sections than kept).
"""

from __future__ import annotations

import io
import json
import sys
from importlib.util import find_spec
from pathlib import Path

import pytest
import re2

from ci_triage.logs import first_pass
from ci_triage.logs.first_pass import FIRST_KEPT, LAST_KEPT, MAX_SECTIONS, SIGNAL_KEPT, Scan, Triggers, scan
from ci_triage.logs.trigger_lines import FOLDED_ELSEWHERE, HyperscanLineFinder, Re2LineFinder, merge_late

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from equivalence import REFERENCE, CorpusLog, corpus_logs  # noqa: E402
from scan_engines import corpus_part, engines_disagree, fixed_sample, scan_differs  # noqa: E402
from scan_engines import triggers as bundled_triggers  # noqa: E402

NO_HYPERSCAN = find_spec("hyperscan") is None
ENGINES = [
    "re2",
    pytest.param("hyperscan", marks=pytest.mark.skipif(NO_HYPERSCAN, reason="no hyperscan wheel on this platform")),
]
LITERALS = [
    ("prettier check failed", False),
    ("Killed by signal", True),
    ("error: could not compile", False),
    ("error\u2716 in build", False),
]
"""Skills' literals for the crafted logs: case-sensitive ones (one whose first six bytes end inside a
character), and a case-insensitive one with a k."""


SAMPLE_EVERY = 10
"""The corpus logs the suite scans: every tenth of each corpus part (:func:`scan_engines.fixed_sample`)."""


def _sample(corpus: Path) -> list[CorpusLog]:
    """The fixed sample, checked to hold every corpus part on both sides of the split."""
    logs = corpus_logs(corpus)
    chosen = fixed_sample(logs, SAMPLE_EVERY)
    assert {(corpus_part(log), log.held_out) for log in chosen} == {(corpus_part(log), log.held_out) for log in logs}
    assert len(chosen) > 50
    return chosen


def _named(logs: list[CorpusLog]) -> list[str]:
    """Tuning logs by name, held-out ones only counted (the held-out part stays unlooked-at)."""
    held_out = sum(log.held_out for log in logs)
    return [log.name for log in logs if not log.held_out] + ([f"{held_out} held-out logs"] if held_out else [])


def _scan(data: bytes, triggers: Triggers) -> Scan:
    return scan(io.BytesIO(data), triggers)


def _fields(result: Scan) -> list:
    """Everything a scan holds, as plain values (every kept list in order, counts included)."""
    return [
        result.format,
        result.total_lines,
        result.total_bytes,
        [
            [
                section.index,
                section.name,
                section.end_line,
                section.exit_code,
                section.cancelled,
                section.timed_out,
                section.trigger_lines,
            ]
            + [
                [(anchor.line, anchor.offset, anchor.tier, anchor.kind) for anchor in kept]
                for kept in (
                    [section.start],
                    section.markers,
                    section.first,
                    section.last,
                    section.first_signals,
                    section.last_signals,
                )
            ]
            for section in result.sections
        ],
    ]


@pytest.mark.parametrize("engine", ENGINES)
def test_sampled_corpus_logs_scan_as_recorded(corpus: Path, analyser, engine: str) -> None:
    reference = json.loads(REFERENCE.read_text())
    chosen = bundled_triggers(analyser, engine)
    assert _named([log for log in _sample(corpus) if scan_differs(log, chosen, reference)]) == []


@pytest.mark.skipif(NO_HYPERSCAN, reason="no hyperscan wheel on this platform")
def test_both_engines_find_the_same_lines_in_sampled_corpus_logs(corpus: Path, analyser) -> None:
    chosen = bundled_triggers(analyser, "hyperscan")
    assert _named([log for log in _sample(corpus) if engines_disagree(log, chosen)]) == []


def _awkward_log() -> bytes:
    """A GitHub Actions log with the lines where RE2 and Hyperscan read bytes differently."""
    kelvin, long_s = (character.encode() for character in FOLDED_ELSEWHERE)
    lines = [
        b"2026-01-01T00:00:00.0000000Z ##[group]Run make test",
        b"not o" + kelvin + b" 3 - a TAP test",  # RE2's (?i:not ok \\d) reads the Kelvin sign as k
        b"the file is mi" + long_s + long_s + b"ing",  # and the long s as s
        b"process " + kelvin + b"illed by signal 9",  # a case-insensitive skill literal, as RE2 reads it
        b"plain line without anything",
        b"error: first \xff\xfe bytes that are not UTF-8 after a trigger",
        b"error\xff: a byte that is not UTF-8 inside a literal's head",
        b"\xfferror: a trigger after a byte that is not UTF-8",
        b"error\xe2 a literal's first bytes, but RE2 stops the match before the byte that is not UTF-8",
        b"note: fine ##[error]Process completed with exit code 2.",  # a candidate before a structure match
        b"##[error]something failed, with an error after the marker",  # a structure match first
        b"prettier check failed: [warn] src/a.ts",
        b"xERROR: a strong word inside a word",
        "\u2716 failing tests:".encode(),
        b"Traceback (most recent call last):",
    ]
    return b"\n".join(lines) + b"\n"


AWKWARD_ANCHORS = [
    (2, first_pass.WEAK, ""),  # a trigger line for RE2 (Kelvin sign); Python's re reads its tier: weak
    (3, first_pass.WEAK, ""),
    (4, first_pass.WEAK, ""),  # the literal's match starts with the Kelvin sign: its head is not the literal's
    (6, first_pass.STRONG, ""),  # "error: " begins as the literal does, but the rest of it is not there
    (7, first_pass.WEAK, ""),
    (8, first_pass.STRONG, ""),
    (9, first_pass.WEAK, ""),  # RE2's match ends before 0xe2, so its head is "error", not the literal's
    (10, first_pass.STRUCTURE, "exit"),
    (11, first_pass.STRUCTURE, "errmark"),
    (12, first_pass.SIGNAL, ""),
    (13, first_pass.STRONG, ""),  # "ERROR" read from its own start, as if a word began there
    (14, first_pass.STRONG, ""),
    (15, first_pass.STRONG, ""),
]
"""The step's anchors in :func:`_awkward_log` as main's scanner kept them before Hyperscan came in, but
for lines 6 and 8: a signal line holds a skill's whole literal, not only its first six bytes (session
34)."""


@pytest.mark.parametrize("engine", ENGINES)
def test_awkward_lines_scan_as_before_with_both_engines(engine: str) -> None:
    triggers = Triggers(LITERALS, engine=engine)  # type: ignore[arg-type]
    step = _scan(_awkward_log(), triggers).sections[1]
    assert [(anchor.line, anchor.tier, anchor.kind) for anchor in step.anchors()] == AWKWARD_ANCHORS
    assert step.trigger_lines == 11
    data = _awkward_log() * 3
    assert _fields(_scan(data, triggers)) == _fields(_scan(data, Triggers(LITERALS, engine="re2")))


@pytest.mark.parametrize("engine", ENGINES)
def test_a_long_step_keeps_its_first_and_last_lines_and_counts_every_trigger_line(engine: str) -> None:
    count = 20_000
    body = []
    for number in range(count):
        if number % 50 == 0:
            body.append(f"prettier check failed on file {number}")  # a signal line
        elif number % 3 == 0:
            body.append(f"ERROR: case {number} broke")  # a strong line
        else:
            body.append(f"something is missing in case {number}")  # a weak line
    data = "\n".join(["##[group]Run make test", *body, "##[error]Process completed with exit code 1."]).encode()
    result = _scan(data, Triggers(LITERALS, engine=engine))  # type: ignore[arg-type]
    assert _fields(result) == _fields(_scan(data, Triggers(LITERALS, engine="re2")))
    step = result.sections[1]
    assert step.trigger_lines == count
    line = [2 + number for number in range(count)]  # the step starts on line 1
    signal = [line[n] for n in range(count) if n % 50 == 0]
    strong = [line[n] for n in range(count) if n % 50 and n % 3 == 0]
    rest = sorted([line[n] for n in range(count) if n % 50 and n % 3] + strong[FIRST_KEPT:])
    assert [anchor.line for anchor in step.first] == strong[:FIRST_KEPT]
    assert [anchor.line for anchor in step.first_signals] == signal[: SIGNAL_KEPT // 2]
    assert [anchor.line for anchor in step.last_signals] == signal[-(SIGNAL_KEPT // 2) :]
    assert [anchor.line for anchor in step.last] == rest[-LAST_KEPT:]
    assert [marker.kind for marker in step.markers] == ["errmark", "exit"]


@pytest.mark.parametrize("engine", ENGINES)
def test_a_line_longer_than_a_block_and_more_steps_than_kept_scan_the_same(engine: str) -> None:
    long_line = (b"." * 999_990 + b"error: x ") * 6  # longer than a block and the read past it: split
    steps = b"\n".join(b"##[group]Run step %d\nERROR in step %d" % (n, n) for n in range(MAX_SECTIONS + 100))
    data = b"##[group]Run first\n" + long_line + b"\n" + steps + b"\nfailed at the end"
    got = _fields(_scan(data, Triggers(LITERALS, engine=engine)))  # type: ignore[arg-type]
    assert got == _fields(_scan(data, Triggers(LITERALS, engine="re2")))
    assert len(got[3]) == MAX_SECTIONS


@pytest.mark.parametrize("engine", ENGINES)
def test_long_s_after_many_bytes_that_open_other_characters_scans_the_same(engine: str) -> None:
    # "ł" opens with the byte that opens U+017F: past 64 of them in a block the long s is found another way
    _, long_s = (character.encode() for character in FOLDED_ELSEWHERE)
    lines = [
        "\u0142\u015b " * 20 + "plain",
        "the file is mi" + "\u017f\u017fing",
        "\u0142 " * 50 + "a weak line: fail",
        "\u0142" * 100 + " mi\u017f\u017fing and \u017f",
    ]
    data = ("##[group]Run check\n" + "\n".join(lines * 3) + "\n").encode()
    assert data.count(long_s) == 15
    result = _scan(data, Triggers(LITERALS, engine=engine))  # type: ignore[arg-type]
    assert _fields(result) == _fields(_scan(data, Triggers(LITERALS, engine="re2")))
    assert [anchor.line for anchor in result.sections[1].anchors()] == [3, 4, 5, 7, 8, 9, 11, 12, 13]


@pytest.mark.parametrize("engine", ENGINES)
def test_structure_lines_with_folded_letters_or_many_matches_scan_the_same(engine: str) -> None:
    # RE2's (?i:exit status \d+) reads the long s as s; Hyperscan's byte mode does not: such a line
    # is a structure line all the same, also after a match Hyperscan reports on the same line
    plain = "\n".join(["build", "exit \u017ftatus 3", "exit code 1, then exit \u017ftatus 4", "done"]).encode()
    runner = "\n".join(
        [
            "##[group]Run make",
            "##[error]Process completed with exit code 2. ##[error]again ##[debug]x ##[error]x failed with exit code 3",
            "##[error]" * 12 + "Process completed with exit code 4.",
            "note ##[error]The operation was canceled. exit \u017ftatus",
        ]
    ).encode()
    for data in (plain, runner):
        result = _scan(data, Triggers(LITERALS, engine=engine))  # type: ignore[arg-type]
        assert _fields(result) == _fields(_scan(data, Triggers(LITERALS, engine="re2")))
    markers = [(anchor.line, anchor.kind) for anchor in _scan(plain, Triggers(engine=engine)).sections[0].markers]  # type: ignore[arg-type]
    assert markers == [(2, "exit"), (3, "exit"), (3, "exit")]


def test_re2_folds_only_the_kelvin_sign_and_long_s_into_ascii_letters() -> None:
    caseless_letter = re2.compile("(?i:[a-z])")
    folded = [
        chr(code)
        for code in range(0x80, 0x110000)
        if not 0xD800 <= code < 0xE000 and caseless_letter.fullmatch(chr(code))
    ]
    assert folded == sorted(FOLDED_ELSEWHERE)


def test_literals_hyperscan_cannot_take_leave_the_scan_to_re2() -> None:
    for literal in [("two\nlines", False), ("\u00e9chec du build", True)]:
        assert isinstance(Triggers([literal], engine="hyperscan").finder("plain"), Re2LineFinder)
    if not NO_HYPERSCAN:
        assert isinstance(Triggers(LITERALS, engine="hyperscan").finder("plain"), HyperscanLineFinder)


def test_a_match_reported_after_a_later_lines_joins_its_own_line() -> None:
    data = b"abc error\nplain\nfail here error\nlast\n"
    # the finder kept lines 1 and 3; Hyperscan then reports one more match on line 1 and one on line 2
    starts, ends = merge_late(data, [4, 16], [9, 31], [(0, 3), (10, 15)])
    assert (starts, ends) == ([0, 10, 16], [9, 15, 31])
