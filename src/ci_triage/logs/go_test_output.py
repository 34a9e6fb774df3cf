"""A ``go test`` test's own output where the log does not put it beside the line naming the test.

``go test -v`` prints a test's output right below its ``=== RUN   TestX/sub`` header (or the ``===
CONT``/``=== NAME`` header that resumes it) as the test prints it, and the verdicts of a parent's
subtests together after it (``    --- FAIL: TestX/sub (0.00s)`` among hundreds of ``--- PASS:``),
checked on go 1.19's output (``testing``'s chatty printer, ``src/testing/testing.go``). So a failed
subtest's ``t.Errorf`` message is far from its ``--- FAIL:`` line, and a step too long to read whole
(:mod:`ci_triage.logs.second_pass` reads it in windows) may not hold it, nor the header of the test
whose output opens a window (:func:`ci_triage.logs.passing.passing_go_tests` tells a passing test's
output by its header). ``go test -json`` puts each line a test printed in the ``Output`` field of an
``output`` event (``cmd/test2json``), read as the test's output by
:mod:`ci_triage.logs.failed_test_message`.

- :func:`failed_test_output`: the lines to read beside the windows of failing steps: each failed
  test's output below its headers, and the lines from the header above a window's first line.
- :func:`failed_tests`: the tests a ``--- FAIL:`` line of the lines read names, parents of failed
  subtests left out (their output is their subtests' headers).
- :func:`failed_test_headers`: the headers of those tests in a step, found in one linear pass over
  its bytes (RE2 finds the header lines; Python compares only their names).
- :func:`output_header`: the test whose output follows a header line.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import BinaryIO

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.failed_test_message import MAX_OUTPUT_LINES
from ci_triage.logs.first_pass import BLOCK_BYTES, STRUCTURE, Anchor, Section
from ci_triage.logs.long_line import LongLine
from ci_triage.logs.passing import go_test_line
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.second_pass import WindowRequest, read_windows
from ci_triage.logs.stamps import StampForm

MAX_HEADERS = 64
"""Headers of failed tests kept of one step (a parallel test is resumed by many ``=== CONT``)."""

_HEADER = LazyRE2(
    rb'(?m)=== (?:RUN|CONT|NAME) +([^\s]+)[ \t\r]*$|"Action":"run","Package":"[^"]*","Test":"([^"\\]+)"\}'
)
"""A line that may be a ``go test -v`` header whose output follows, anywhere in a line (a runner's
time stamp may open it), or a ``go test -json`` ``run`` event; group 1 or 2 is the test's name. The
line's cleaned text is not judged, only the name is compared."""


_FAIL_EVENT = LazyRE2(r'^\{(?:"Time":"[^"]*",)?"Action":"fail","Package":"[^"]*","Test":"(?P<test>[^"\\]+)"')
"""A ``go test -json`` ``fail`` event of a test (``cmd/test2json``: Time, Action, Package, Test)."""


def failed_tests(texts: Iterable[str]) -> set[str]:
    """The tests whose ``go test`` verdict among ``texts`` (cleaned lines) is ``--- FAIL:`` or a
    ``go test -json`` ``fail`` event (:data:`_FAIL_EVENT`), without a parent whose subtest is among
    them (``TestX`` beside ``TestX/sub``)."""
    failed: set[str] = set()
    for text in texts:
        line = go_test_line(text)
        event = _FAIL_EVENT.search(text) if line is None and text.startswith('{"') else None
        if line is not None and line[0] == "FAIL":
            failed.add(line[1])
        elif event is not None:
            failed.add(str(event.group("test")))
    return {name for name in failed if not any(other.startswith(f"{name}/") for other in failed)}


_RUN_EVENT = LazyRE2(r'^\{(?:"Time":"[^"]*",)?"Action":"run","Package":"[^"]*","Test":"(?P<test>[^"\\]+)"')
"""A ``go test -json`` ``run`` event (``cmd/test2json``: Time, Action, Package, Test): the test whose
``output`` events follow, its ``=== RUN`` line the first of them."""


def output_header(text: str) -> str | None:
    """The test whose output follows ``text`` (a cleaned line) when it is a ``go test -v`` header
    that opens or resumes a test's output (``=== RUN``, ``=== CONT``, ``=== NAME``; not ``===
    PAUSE``) or a ``go test -json`` ``run`` event (:data:`_RUN_EVENT`); ``None`` for any other line."""
    if text.startswith('{"'):
        event = _RUN_EVENT.search(text)
        return None if event is None else str(event.group("test"))
    line = go_test_line(text)
    if line is None or line[0] != "header" or text.lstrip().startswith("=== PAUSE"):
        return None
    return line[1]


def failed_test_headers(file: BinaryIO, section: Section, total_lines: int, failed: Collection[str]) -> list[Anchor]:
    """The ``go test -v`` headers (:func:`output_header`) of the tests named in ``failed`` in
    ``section`` of the log ``file`` (binary, seekable), as anchors to read below (1-based line, byte
    offset of its start), in the log's order, at most :data:`MAX_HEADERS`; read from the section's
    first line to its last (at most ``total_lines``). A line longer than a block is no header. The
    file's position is left past what was read."""
    names = {name.encode() for name in failed}
    last = min(section.end_line, total_lines)
    file.seek(section.start.offset)
    number, offset = section.start.line, section.start.offset  # of the first byte of ``pending``
    pending = b""
    in_long_line = False  # the block ended inside a line longer than a block
    found: list[Anchor] = []
    while number <= last and len(found) < MAX_HEADERS:
        block = file.read(BLOCK_BYTES)
        data = pending + block
        if not data:
            break
        cut = data.rfind(b"\n") + 1 if block else len(data)
        if not cut:  # no line ends in it: a line longer than a block, no header
            offset, pending, in_long_line = offset + len(data), b"", True
            continue
        chunk, pending = data[:cut], data[cut:]
        skip = chunk.index(b"\n") + 1 if in_long_line else 0
        number += 1 if in_long_line else 0
        in_long_line = False
        counted = skip
        line = number
        for match in _HEADER.compiled.finditer(chunk, skip):
            start = chunk.rfind(b"\n", 0, match.start()) + 1
            line += chunk.count(b"\n", counted, start)
            counted = start
            if line > last or len(found) >= MAX_HEADERS:
                break
            if (match.group(1) or match.group(2)) in names:
                found.append(Anchor(line=line, offset=offset + start, tier=STRUCTURE, kind="go-test-header"))
        number += chunk.count(b"\n", skip)
        offset += cut
    return found


def failed_test_output(
    file: BinaryIO,
    failing: Iterable[Section],
    total_lines: int,
    read: dict[int, bytes | LongLine],
    requests: Sequence[WindowRequest],
    stamp: StampForm | None = None,
) -> dict[int, bytes | LongLine]:
    """The lines of the ``failing`` steps of the log ``file`` (binary, seekable, ``total_lines``
    lines, opening with ``stamp``) that the windows read (``read``: 1-based line → raw line, read by
    ``requests``) left out and a ``go test -v`` failed test needs: for a step not read whole that
    holds the ``--- FAIL:`` line of a test (:func:`failed_tests`), the :data:`MAX_OUTPUT_LINES`
    lines below each header of that test (:func:`failed_test_headers`: its ``t.Errorf`` message),
    and above a window's first line that is no header, the lines from the nearest header or
    verdict within :data:`MAX_OUTPUT_LINES` lines (whose test's output the window opened in: a
    passing subtest's ``t.Logf`` is no evidence). ``{}`` when no failed ``go test`` line was read.
    The file's position is left past what was read."""
    fails = (clean_read_line(line, stamp).text for line in read.values() if _may_fail(line))
    failed = failed_tests(fails)
    if not failed:
        return {}
    found: dict[int, bytes | LongLine] = {}
    for section in failing:
        first, last = section.start.line, min(section.end_line, total_lines)
        if all(number in read for number in range(first, last + 1)):
            continue
        bounds = {"first_line": first, "last_line": last}
        headers = failed_test_headers(file, section, total_lines, failed)
        below = [WindowRequest(anchor, 0, MAX_OUTPUT_LINES, **bounds) for anchor in headers]
        found.update(read_windows(file, below))
        known = read | found
        inside = [request for request in requests if first <= request.anchor.line <= last]
        back = [WindowRequest(r.anchor, r.before + MAX_OUTPUT_LINES, 0, **bounds) for r in inside]
        above = read_windows(file, back)
        for start in (number for number in sorted(known) if first < number <= last and number - 1 not in known):
            found.update(_lines_of_owner(above, start, stamp))
    return {number: line for number, line in found.items() if number not in read}


def _may_fail(line: bytes | LongLine) -> bool:
    """Whether a raw line may be a ``go test`` ``--- FAIL:`` line or a test's ``go test -json``
    ``fail`` event (cheap; judged cleaned after)."""
    return isinstance(line, bytes) and (b"--- FAIL: " in line or b'"Action":"fail"' in line)


def _lines_of_owner(
    above: dict[int, bytes | LongLine], start: int, stamp: StampForm | None
) -> dict[int, bytes | LongLine]:
    """The lines of ``above`` from the nearest ``go test`` header or verdict above line ``start``
    (within :data:`MAX_OUTPUT_LINES` lines) to the line before ``start``; ``{}`` without one."""
    for number in range(start - 1, start - 1 - MAX_OUTPUT_LINES, -1):
        line = above.get(number)
        if line is None:
            return {}
        if go_test_line(clean_read_line(line, stamp).text) is not None:
            return {n: above[n] for n in range(number, start)}
    return {}
