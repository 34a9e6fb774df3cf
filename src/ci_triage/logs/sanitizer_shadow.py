"""The shadow-memory map a sanitizer prints at the end of its report: the least useful part of it.

AddressSanitizer (GCC and Clang) ends a memory error's report, after its ``SUMMARY:`` line, with
about thirty lines that say nothing of the bug a maintainer fixes: ``Shadow bytes around the buggy
address:``, rows of shadow bytes (``=>0x0c087fff8000: fa fa 00 00 00[fa]fa fa``) and ``Shadow byte
legend (one shadow byte represents 8 application bytes):`` with one line per kind (``  Heap left
redzone:       fa``). HWAddressSanitizer prints the same kind of map as tags (``Memory tags around
the buggy address (one tag corresponds to 16 bytes):``, ``Tags for short granules around the buggy
address ...``). The error line, its frames, ``is located 0 bytes to the right of 40-byte region``,
``allocated by thread T0 here:`` and ``SUMMARY: AddressSanitizer: ...`` come before it: when an
excerpt's budget is short, the map goes first. Of the map the excerpt keeps only its heading and
the buggy address's row (``=>``, the overflowing byte in brackets): the other rows and the legend
are the same for every report (trial 41 #11: thirty lines of a fifty-line excerpt). LeakSanitizer,
UBSan, ThreadSanitizer and MemorySanitizer print no such map.
"""

from __future__ import annotations

from collections.abc import Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

_SHADOW_MAP_LINE = LazyRE2(
    r"^\s*(?:"
    r"Shadow bytes around the buggy address:"
    r"|Shadow byte legend \(one shadow byte represents \d+ application bytes\):"
    r"|(?:Memory tags|Tags for short granules) around the buggy address \(one tag corresponds to \d+ bytes\):"
    r"|See \S+#short-granules for a description of short granule tags"
    r"|(?:=>)?0x[0-9a-fA-F]+:[ \[\]\.0-9a-fA-F]+"
    r"|[A-Z][A-Za-z ]+:\s+[0-9a-f]{2}(?: [0-9a-f]{2})*"
    r")\s*$"
)
"""A line of a sanitizer's shadow-memory map: its headings, a row of shadow bytes or tags (the
buggy address's row marked ``=>`` and its byte in brackets), a legend entry (a kind and its byte
values)."""


def shadow_map_line(text: str) -> bool:
    """Whether ``text`` (a cleaned log line) is a line of a sanitizer's shadow-memory map
    (:data:`_SHADOW_MAP_LINE`)."""
    return _SHADOW_MAP_LINE.match(text) is not None


_MAP_HEADING = LazyRE2(r"^\s*(?:Shadow bytes|Memory tags) around the buggy address")
"""The first line of a shadow-memory map: ``Shadow bytes around the buggy address:`` (ASan),
``Memory tags around the buggy address (one tag corresponds to 16 bytes):`` (HWASan)."""
_BUGGY_ROW = "=>"
"""How the row of the buggy address starts (``=>0x0c047fff8000: fa fa 00 00[fa]fa``)."""


def shadow_map_rest(lines: Mapping[int, LogLine]) -> frozenset[int]:
    """Line numbers of ``lines`` (1-based number to line read) in a shadow-memory map other than its
    heading (:data:`_MAP_HEADING`) and the buggy address's row: the lines from a heading on, in its
    section, while each is a map line (:func:`shadow_map_line`; the legend's heading and entries
    too). A legend-like line anywhere else (``Checksum: ab cd``) is no map's. Linear in the lines."""
    left_out: set[int] = set()
    for number, line in lines.items():
        if "buggy address" not in line.text or _MAP_HEADING.match(line.text) is None:
            continue
        below = number + 1
        while (row := lines.get(below)) is not None and row.section == line.section and shadow_map_line(row.text):
            if not row.text.lstrip().startswith(_BUGGY_ROW) and _MAP_HEADING.match(row.text) is None:
                left_out.add(below)
            below += 1
    return frozenset(left_out)
