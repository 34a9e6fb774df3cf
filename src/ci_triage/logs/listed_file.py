"""A deciding line that lists a file alone, and what the listing says of it.

A formatter's check prints only the files it would change: ``terraform fmt -check``'s ``main.tf``,
``gofmt -l``'s ``calc/ugly.go``, prettier's ``[warn] ugly.js`` (Terraform 1.11, Go 1.22, Prettier 3:
``tests/skills/fixtures/terraform-fmt.txt``, ``gofmt-list.txt``, ``prettier.txt``). Quoted alone, such
a line says nothing of what is wrong with the file; the verdict's category does. A summary quotes the
line as printed and adds what the listing means in brackets (``main.tf (not formatted)``), as it adds
the test a crash happened in (``(in test_native)``). A line that says it itself (black's ``would
reformat fmt.py``, rustfmt's ``Diff in src/main.rs:1:``) is left as it is.
"""

from __future__ import annotations

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.taxonomy import Category

LISTED_FILE_MEANS: dict[Category, str] = {"formatting": "not formatted"}
"""What a file listed alone on a deciding line says of it, by the verdict's category: a formatter's
check lists the files whose layout differs from its own."""

_NOTHING_ELSE = LazyRE2(r"^[^A-Za-z0-9]*(?:\[[A-Za-z]+\][^A-Za-z0-9]*)?$")
"""What is left of a line without its file when it says nothing else: punctuation and at most a
bracketed level tag (prettier's ``[warn]``)."""


def with_listed_file_meaning(headline: str, line: LogLine, category: Category) -> str:
    """``headline``, the summary's quote of ``line``, followed by what the listing means (``main.tf
    (not formatted)``) when an ``error`` signal of ``line`` captures a file and nothing else
    (no line, code or message) and the line says nothing but that file (:data:`_NOTHING_ELSE`), for
    a ``category`` :data:`LISTED_FILE_MEANS` knows; else ``headline`` unchanged."""
    meaning = LISTED_FILE_MEANS.get(category)
    if meaning is None:
        return headline
    for match in line.matches:
        groups = {name for name, value in match.groups.items() if value}
        file = match.groups.get("file")
        if match.signal.role != "error" or not file or groups != {"file"}:
            continue
        if _NOTHING_ELSE.match(line.text.replace(file, "", 1)):
            return f"{headline} ({meaning})"
    return headline
