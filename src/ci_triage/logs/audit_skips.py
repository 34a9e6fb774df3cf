"""The dependencies a vulnerability audit could not audit: pip-audit's ``Name  Skip Reason`` table,
printed after its verdict (``No known vulnerabilities found``), one row per dependency it skipped
(``requests Dependency not found on PyPI and could not be audited: requests (2.19.0)``: PyPI did not
answer for it, or has no such package; an editable or URL requirement). Without ``--strict`` a
skipped dependency fails nothing (pip-audit 2.10.1, ``_cli.py``), so a run that could reach no
index passes having audited none: the report says so instead of being silent about it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import BinaryIO

from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.line_blocks import whole_line_blocks
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

_HEADER = b"Skip Reason"
"""The bytes a line of the table's header holds (a cheap test before a block's lines are cleaned)."""
_HEADER_LINE = LazyRE2(r"^Name +Skip Reason$")
"""The table's header: its ``Skip Reason`` column starts where each row's reason does."""
_RULE_LINE = LazyRE2(r"^-+ -+$")
"""The rule under the header, one run of dashes per column."""


@dataclass(frozen=True)
class AuditSkips:
    """``count`` dependencies an auditor could not audit, the first named ``first`` with its reason
    ``reason``, its table's header at line ``line`` (1-based)."""

    count: int
    line: int
    first: str
    reason: str


def audit_skips(file: BinaryIO, first_line: int, stamp: StampForm | None) -> AuditSkips | None:
    """The rows of the last skip table the log ``file`` (binary, seekable; its first line numbered
    ``first_line``, its lines opening with ``stamp`` when not ``None``) holds, ``None`` when it holds
    none or one without rows. A row's name ends where the header's ``Skip Reason`` column starts and
    its reason starts there (the table's column layout): the first line that is not such a row ends
    the table (a runner's ``Post job cleanup.``, a blank line). Reads the whole file once in blocks
    of whole lines (:func:`~ci_triage.logs.line_blocks.whole_line_blocks`), cleaning only the lines of
    blocks that hold a header or follow one; leaves the file at offset 0."""
    found: AuditSkips | None = None
    column = 0  # where the header's reason column starts, while the table goes on; 0 outside one
    header = 0
    rows: list[tuple[str, str]] = []
    for number, block in whole_line_blocks(file, first_line, 0, sys.maxsize):
        if not column and _HEADER not in block:
            continue
        for offset, raw in enumerate(block.removesuffix(b"\n").split(b"\n")):
            text = clean_read_line(raw, stamp).text.rstrip()
            if _HEADER_LINE.search(text) is not None:
                column, header, rows = text.index("Skip Reason"), number + offset, []
                continue
            if not column:
                continue
            if not rows and _RULE_LINE.search(text) is not None:
                continue
            name, reason = text[:column].rstrip(), text[column:]
            if name and " " not in name and text[column - 1 : column] == " " and reason[:1].strip():
                rows.append((name, reason))
                continue
            if rows:
                found = AuditSkips(len(rows), header, rows[0][0], rows[0][1])
            column = 0
    if column and rows:
        found = AuditSkips(len(rows), header, rows[0][0], rows[0][1])
    file.seek(0)
    return found
