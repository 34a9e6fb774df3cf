"""A deciding line that lists a file alone, and what the listing says of it.

A formatter's check prints only the files it would change: ``terraform fmt -check``'s ``main.tf``,
``gofmt -l``'s ``calc/ugly.go``, prettier's ``[warn] ugly.js`` (Terraform 1.11, Go 1.22, Prettier 3:
``tests/skills/fixtures/terraform-fmt.txt``, ``gofmt-list.txt``, ``prettier.txt``). Quoted alone, such
a line says nothing of what is wrong with the file; the verdict's category does. A summary quotes the
line as printed and adds what the listing means in brackets (``main.tf (not formatted)``), as it adds
the test a crash happened in (``(in test_native)``). A line that says it itself (black's ``would
reformat fmt.py``, rustfmt's ``Diff in src/main.rs:1:``) is left as it is. A formatter's ``-d``
prints a unified diff of each file it would change, headed by the file's old side, which is diff
syntax, not what is wrong: shfmt 3's ``--- format_me.sh.orig`` (shfmt 3.6), gofmt's ``diff
calc.go.orig calc.go`` (Go 1.19), shfmt 2's ``diff -u x.sh.orig x.sh``. Such a header is quoted as
the file it names, with the meaning: ``format_me.sh (not formatted)``.
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

_DIFF_HEADER = LazyRE2(r"^(?:--- \S+(?:\t.*)?|diff(?: -u)? \S+ \S+)\s*$")
"""A unified diff's header naming a file's old side and nothing else: ``--- x.sh.orig`` (a tab and
a date may follow) or the ``diff [-u] OLD NEW`` command line above it."""


def with_listed_file_meaning(headline: str, line: LogLine, category: Category) -> str:
    """``headline``, the summary's quote of ``line``, followed by what the listing means (``main.tf
    (not formatted)``) when an ``error`` signal of ``line`` captures a file and nothing else
    (no line, code or message) and the line says nothing but that file (:data:`_NOTHING_ELSE`), for
    a ``category`` :data:`LISTED_FILE_MEANS` knows; the file and its meaning alone when the line is
    a diff's header (:data:`_DIFF_HEADER`: ``--- format_me.sh.orig`` → ``format_me.sh (not
    formatted)``); else ``headline`` unchanged."""
    meaning = LISTED_FILE_MEANS.get(category)
    if meaning is None:
        return headline
    for match in line.matches:
        groups = {name for name, value in match.groups.items() if value}
        file = match.groups.get("file")
        if match.signal.role != "error" or not file or groups != {"file"}:
            continue
        if _DIFF_HEADER.match(line.text.strip()):
            return f"{file} ({meaning})"
        if _NOTHING_ELSE.match(line.text.replace(file, "", 1)):
            return f"{headline} ({meaning})"
    return headline
