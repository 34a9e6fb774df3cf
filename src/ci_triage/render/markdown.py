"""The Markdown report (a ready-to-post PR comment or job summary), rendered from a jinja2 template.

Log text is untrusted: it appears only inside code spans and fenced blocks whose fence is longer
than any run of backticks in the text, so it cannot open links, mention people, or break out into
Markdown. The comment starts with the hidden marker ``<!-- ci-triage:report -->``.
"""

from __future__ import annotations

import re
from functools import cache

import jinja2

from ci_triage.logs.model import Span, TriageReport

NEXT_STEPS = {
    "test failure": "Run the failed tests locally{tests}; the lines above show the assertion or error.",
    "compile/build error": "Fix the first compiler error shown above; later errors often follow from it.",
    "lint/format": "Run the project's formatter or linter locally and commit the result.",
    "dependency resolution": "Check the package names, versions and registry shown above; refresh the lock file.",
    "infrastructure/network/flaky": "Re-run the job; if it fails the same way again, the service named above is down.",
    "timeout": "Find the step that hangs or slowed down; raise `timeout-minutes` only if the work grew.",
    "out-of-memory": "Reduce parallelism or memory use, or use a larger runner.",
    "permission/auth": "Grant the token the permission named above (the workflow's `permissions:` block).",
    "configuration": "Check the workflow or tool configuration named above.",
    "cancelled": "The run was cancelled (by a person, a newer push, or the runner); re-run it if needed.",
    "unknown": "Read the lines above; no known failure family matched them.",
}

_BACKTICKS = re.compile(r"`+")
COMMENT_LIMIT = 65_536
"""GitHub's limit on the body of an issue or pull-request comment, in characters."""
LOW_CONFIDENCE = 0.25
"""Below this confidence the comment calls the category a guess instead of advising on it."""


def code(text: object) -> str:
    """``text`` as an inline code span that no backtick in it can close."""
    value = " ".join(str(text).split())
    longest = max((len(run) for run in _BACKTICKS.findall(value)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if value.startswith("`") or value.endswith("`") or longest else ""
    return f"{ticks}{pad}{value}{pad}{ticks}"


def fence(span: Span) -> str:
    """A fenced code block of the span's lines, each prefixed with its log line number."""
    width = len(str(span.end_line))
    body = "\n".join(f"{span.start_line + index:>{width}} | {line}" for index, line in enumerate(span.lines))
    longest = max((len(run) for run in _BACKTICKS.findall(body)), default=0)
    ticks = "`" * max(3, longest + 1)
    return f"{ticks}text\n{body}\n{ticks}"


def block(text: str) -> str:
    """``text`` in a fenced block no backtick run inside it can close (``yaml`` when it starts with a key)."""
    body = text.strip()
    longest = max((len(run) for run in _BACKTICKS.findall(body)), default=0)
    ticks = "`" * max(3, longest + 1)
    language = "yaml" if re.match(r"[\w-]+:(\s|$)", body) else "text"
    return f"{ticks}{language}\n{body}\n{ticks}"


@cache
def environment() -> jinja2.Environment:
    """The jinja2 environment of every template in ``render/templates`` (filters ``code``, ``fence``, ``block``)."""
    templates = jinja2.Environment(
        loader=jinja2.PackageLoader("ci_triage.render", "templates"),
        autoescape=False,
        trim_blocks=False,
        lstrip_blocks=False,
        keep_trailing_newline=True,
        undefined=jinja2.StrictUndefined,
    )
    templates.filters["code"] = code
    templates.filters["fence"] = fence
    templates.filters["block"] = block
    return templates


def render_markdown(report: TriageReport, limit: int = COMMENT_LIMIT) -> str:
    """The Markdown comment for ``report`` (GitHub-flavoured; blank runs collapsed), at most
    ``limit`` characters: excerpt spans are left out from the last one, with a note, until it fits."""
    tests = ""
    if report.failed_tests:
        tests = " (" + ", ".join(code(test.name) for test in report.failed_tests[:3]) + ")"
    if report.confidence < LOW_CONFIDENCE:
        next_step = (
            f"The category is a guess (confidence {report.confidence:.2f}): no known failure family matched "
            "the lines above clearly. Read them for the cause."
        )
    else:
        next_step = NEXT_STEPS[report.category].format(tests=tests)
    template = environment().get_template("comment.md.j2")
    spans = list(report.excerpt)
    while True:
        shown = report.model_copy(update={"excerpt": spans})
        text = template.render(report=shown, next_step=next_step, trimmed=len(report.excerpt) - len(spans))
        text = re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"
        if len(text) <= limit or not spans:
            return text
        spans = spans[:-1]
