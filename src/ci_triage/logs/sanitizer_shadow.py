"""The shadow-memory map a sanitizer prints at the end of its report: the least useful part of it.

AddressSanitizer (GCC and Clang) ends a memory error's report, after its ``SUMMARY:`` line, with
about thirty lines that say nothing of the bug a maintainer fixes: ``Shadow bytes around the buggy
address:``, rows of shadow bytes (``=>0x0c087fff8000: fa fa 00 00 00[fa]fa fa``) and ``Shadow byte
legend (one shadow byte represents 8 application bytes):`` with one line per kind (``  Heap left
redzone:       fa``). HWAddressSanitizer prints the same kind of map as tags (``Memory tags around
the buggy address (one tag corresponds to 16 bytes):``, ``Tags for short granules around the buggy
address ...``). The error line, its frames, ``is located 0 bytes to the right of 40-byte region``,
``allocated by thread T0 here:`` and ``SUMMARY: AddressSanitizer: ...`` come before it: when an
excerpt's budget is short, the map goes first. LeakSanitizer, UBSan, ThreadSanitizer and
MemorySanitizer print no such map.
"""

from __future__ import annotations

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
