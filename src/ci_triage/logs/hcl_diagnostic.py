"""An HCL diagnostic (Terraform's, OpenTofu's) as a summary quotes it: its summary, place and detail.

Terraform prints an error or warning as a block of lines (``internal/command/format/diagnostic.go``
of hashicorp/terraform; Terraform 1.11.4 run here: ``tests/logs/test_terraform_diagnostics.py``)::

    ╷
    │ Error: Reference to undeclared input variable
    │
    │   on main.tf line 2, in output "o":
    │    2:   value = var.missing
    │
    │ An input variable with the name "missing" has not been declared. This
    │ variable can be declared with a variable "missing" {} block.
    ╵

With colour the frame (``╷``, ``│`` before each line, ``╵``) is drawn; with ``-no-color`` the same
lines come without it, a blank line after the block. Under the source line a failed condition shows
the values it read (``├────`` then ``│ output.bucket_name is "acme-staging-logs"``); ``terraform
test``'s detail is the assert block's ``error_message``. ``terraform validate -json`` prints each
diagnostic as a JSON object, one field a line (``"severity": "error",``, ``"summary": "…",``,
``"detail": "…",``, then ``"range"`` with ``"filename"`` and its ``"start"`` ``"line"``).

The summary line alone (``│ Error: Reference to undeclared input variable``) says neither where nor
what exactly: the summary quotes ``main.tf:2: Error: Reference to undeclared input variable: An input
variable with the name "missing" has not been declared. …``, without the frame.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

FRAME_SIDE = "│"
"""The frame's side, before each line of a diagnostic drawn in colour."""
FRAME_CLOSE = "╵"
"""The frame's last line."""
MAX_LINES = 40
"""Lines of a diagnostic read below its summary line."""
_SUMMARY = LazyRE2(r"^(?P<severity>Error|Warning): (?P<summary>\S.*)$")
_PLACE = LazyRE2(r"^\s+on (?P<file>\S+) line (?P<line>\d+)(?:, in .+)?:$")
"""``  on main.tf line 2, in output "o":`` (``:`` ends it also without the ``in`` part)."""
_SOURCE = LazyRE2(r"^\s+\d+: ")
"""A quoted source line, ``   2:   value = var.missing``."""
_VALUE_RULE = LazyRE2(r"^\s+├─+$")
"""The rule above the values a failed condition read."""
_VALUE = LazyRE2(r"^\s+│ (?P<value>\S.*)$")
"""One value a failed condition read: ``    │ output.bucket_name is "acme-staging-logs"``."""
_JSON_SEVERITY = LazyRE2(r'^\s*"severity": "(?P<severity>error|warning)",$')
_JSON_FIELD = LazyRE2(r'^\s*"(?P<key>summary|detail|filename|line)": (?P<value>"(?:[^"\\]|\\.)*"|\d+),?$')
"""A field of a ``-json`` diagnostic the quote reads, a JSON string or number."""


@dataclass(frozen=True)
class HclDiagnostic:
    """One diagnostic: ``severity`` (``Error`` or ``Warning``), its ``summary``, the ``file`` and
    1-based ``line`` it names (``None`` when it names none), its ``detail`` (its paragraphs joined by
    spaces; empty when it has none) and the ``values`` a failed condition read."""

    severity: str
    summary: str
    file: str | None
    line: int | None
    detail: str
    values: tuple[str, ...]

    def quoted(self, *, located: bool = True) -> str:
        """The diagnostic on one line: ``main.tf:2: Error: Summary: detail (value, value)``; without
        the place and the severity when not ``located`` (a failed test's message, whose file the
        report names already: ``Test assertion failed: bucket name must … (output.x is "y")``)."""
        text = f"{self.severity}: {self.summary}" if located else self.summary
        if located and self.file is not None:
            text = f"{self.file}:{self.line}: {text}"
        text = f"{text}: {self.detail}" if self.detail else text
        return f"{text} ({', '.join(self.values)})" if self.values else text


def hcl_diagnostic(lines: Mapping[int, LogLine], head: int) -> HclDiagnostic | None:
    """The diagnostic whose summary line is line ``head`` of ``lines`` (1-based number → the
    cleaned line read): a framed one (``│ Error: …``), an unframed one whose place line follows
    (``Error: …``, a blank line, ``  on main.tf line 2 …:``), or a ``-json`` one headed by its
    ``"severity"`` line. ``None`` for any other line, and for an unframed ``Error:`` line without
    the place line below it (many tools print ``Error: …``). Reads at most :data:`MAX_LINES` lines
    (:func:`_body`)."""
    text = lines[head].text.rstrip()
    if _JSON_SEVERITY.match(text):
        return _json_diagnostic(lines, head)
    framed = text.startswith(f"{FRAME_SIDE} ")
    found = _SUMMARY.match(text[2:] if framed else text)
    if found is None:
        return None
    body = _body(lines, head, framed=framed)
    at = next((index for index, line in enumerate(body) if line.strip()), None)
    place = _PLACE.match(body[at]) if at is not None else None
    if not framed and place is None:
        return None
    rest = body[at + 1 :] if place is not None and at is not None else body
    values = tuple(str(value.group("value")) for value in map(_VALUE.match, rest) if value is not None)
    return HclDiagnostic(
        severity=str(found.group("severity")),
        summary=str(found.group("summary")).strip(),
        file=str(place.group("file")) if place else None,
        line=int(place.group("line")) if place else None,
        detail=_first_paragraph([line for line in rest if not _snippet(line)]),
        values=values,
    )


def _snippet(text: str) -> bool:
    """Whether ``text`` is a line of the diagnostic's place and source: the place line, a source
    line, the values' rule or a value."""
    return any(pattern.match(text) for pattern in (_PLACE, _SOURCE, _VALUE_RULE, _VALUE))


def _body(lines: Mapping[int, LogLine], head: int, *, framed: bool) -> list[str]:
    """The lines below the summary line ``head``, without the frame: a framed diagnostic's up to
    its closing line (or a line outside the frame), an unframed one's up to the blank line after
    its detail (the first blank line after a line of prose that is no place or source line); a
    runner's marker (``##[error]``), another step's line or a line not read ends either."""
    body: list[str] = []
    prose = False
    for number in range(head + 1, head + 1 + MAX_LINES):
        line = lines.get(number)
        if line is None or line.marker or line.section != lines[head].section:
            break
        text = line.text.rstrip()
        if framed:
            if not text.startswith(FRAME_SIDE):
                break
            body.append(text[2:])
            continue
        if not text.strip() and prose:
            break
        if _SUMMARY.match(text):
            break
        prose = prose or bool(text.strip() and not _snippet(text))
        body.append(text)
    return body


def _first_paragraph(prose: list[str]) -> str:
    """The first run of non-blank lines of ``prose``, joined by single spaces."""
    words: list[str] = []
    for line in prose:
        if not line.strip():
            if words:
                break
            continue
        words.append(line.strip())
    return " ".join(words)


def _json_diagnostic(lines: Mapping[int, LogLine], head: int) -> HclDiagnostic | None:
    """The ``-json`` diagnostic whose ``"severity"`` field is line ``head``: its summary, detail,
    and the file and line its range starts at. ``None`` when no summary follows."""
    severity = _JSON_SEVERITY.match(lines[head].text.rstrip())
    fields: dict[str, str | int] = {}
    for number in range(head + 1, head + 1 + MAX_LINES):
        line = lines.get(number)
        if line is None or line.marker or _JSON_SEVERITY.match(line.text.rstrip()):
            break
        field = _JSON_FIELD.match(line.text.rstrip())
        if field is not None and field.group("key") not in fields:
            fields[str(field.group("key"))] = json.loads(str(field.group("value")))
    summary = fields.get("summary")
    if severity is None or not isinstance(summary, str):
        return None
    file, number = fields.get("filename"), fields.get("line")
    return HclDiagnostic(
        severity=str(severity.group("severity")).capitalize(),
        summary=summary,
        file=file if isinstance(file, str) else None,
        line=number if isinstance(number, int) and isinstance(file, str) else None,
        detail=str(fields.get("detail", "")),
        values=(),
    )
