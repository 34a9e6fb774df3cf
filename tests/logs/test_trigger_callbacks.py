"""Hyperscan reports ``error`` once where gcc's ``error:`` starts, and finds the lines and starts RE2 finds.

The weak word ``error`` and the strong ``error:`` both match from the start of a compiler's
``parse.c:6:19: error: …``. The first pass's Hyperscan database scans the weak words without the
matches of ``error`` where the strong ``\\berror:`` starts at the same offset
(:data:`ci_triage.logs.first_pass._WEAK_SCANNED`), so such a line costs one Python callback less
(a line ``error: x`` one, not two): a log of nothing but such lines is the first pass's slowest. The
skills' literals that start before it (``: error:``, `` error: ``) are reported as before. The fixture is
gcc 12.2's real output (``fixtures/gcc-errors/README.md``).
"""

from __future__ import annotations

from collections import defaultdict
from importlib.util import find_spec
from pathlib import Path

import pytest

from ci_triage.logs.trigger_lines import HyperscanLineFinder

pytestmark = pytest.mark.skipif(find_spec("hyperscan") is None, reason="no hyperscan wheel on this platform")

GCC_LOG = Path(__file__).parent / "fixtures" / "gcc-errors" / "gcc-errors.log"

EDGES = [
    b"xerror: the weak word inside a word, before a colon",
    b"_error: after an underscore, a word character too",
    b"an error",
    b"ERROR: upper case, strong twice",
    b"error[E0308]: mismatched types",
    b"error[E0308] without its colon",
    b"\xfferror: after a byte that is not UTF-8",
    b"errors: a plural before the colon",
    b"error",
]
"""Lines where the weak words as scanned and as written differ, or nearly: a word character before
``error``, ``error`` at a line's end, and the end of the block itself (the last line, no newline)."""


def _finder(analyser) -> HyperscanLineFinder:
    from ci_triage.logs.first_pass import Triggers

    finder = Triggers(analyser.signals.trigger_literals(), engine="hyperscan").finder("plain")
    assert isinstance(finder, HyperscanLineFinder)
    return finder


def test_no_two_reports_on_a_gcc_error_line_start_at_one_offset(analyser) -> None:
    finder = _finder(analyser)
    data = GCC_LOG.read_bytes()
    starts: dict[int, list[int]] = defaultdict(list)

    def on_match(pattern: int, start: int, _end: int, _flags: int, _context: object) -> None:
        if pattern < finder.candidate_ids:
            starts[data.count(b"\n", 0, start) + 1].append(start)

    finder.database.scan(data, match_event_handler=on_match)
    error_lines = [number for number, line in enumerate(data.splitlines(), 1) if b": error: " in line]
    assert len(error_lines) == 4
    assert all(starts[number] and len(set(starts[number])) == len(starts[number]) for number in error_lines)


def test_hyperscan_finds_re2s_lines_and_starts(analyser) -> None:
    finder = _finder(analyser)
    for data in (GCC_LOG.read_bytes(), b"\n".join(EDGES), b"\n".join(EDGES) + b"\n"):
        found, exact = finder.find(data), finder.exact.find(data)
        assert (found.starts, found.ends) == (exact.starts, exact.ends)
        assert len(found.starts) >= 4
