"""The failing tool's own tally of its findings, beside the one finding the summary quotes.

A linter, formatter or type checker reports each finding and then counts them once, when its run is
over: eslint's ``✖ 5 problems (4 errors, 1 warning)`` (eslint 10.16.0), stylelint's ``✖ 5 problems
(5 errors, 0 warnings)`` (17.16.0), tsc's ``Found 4 errors in 2 files.`` (``--pretty``, typescript
7.0.2), prettier's ``[warn] Code style issues found in 4 files. Run Prettier with --write to fix.``
(3.10.2). The summary quotes one finding, the first; the tally says how many more there are. Which
lines are a tally is what the skills say, as :mod:`ci_triage.logs.closing_tally` reads them: a signal of
the ``summary`` role on a line that counts (:func:`~ci_triage.logs.closing_tally.counts`) findings or
their files (:data:`_FINDINGS_COUNTED`), no list of tools here. A test runner's tally (jest's ``Tests:
3 failed, 3 total``) is none: the summary of a test failure names the failed tests and counts them
itself.
"""

from __future__ import annotations

from ci_triage.logs.closing_tally import counts
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.rule_line import without_rule_frame

_FINDINGS_COUNTED = LazyRE2(
    r"(?i)\b[0-9]+ (?:fatal )?(?:problem|error|warning|hint|failure|issue|finding|violation|file)(?:s|\(s\))?\b"
)
"""A count of findings or of the files they are in (``5 problems``, ``4 errors``, ``1 failure(s)``, ``4
files``): what makes a tally of a ``summary`` line, not a version or an exit status it holds
(``Node.js v20.20.2``, ``Subprocess exited with error 1``)."""
_TEST_CATEGORY = "test failure"
"""The category of a test runner's tally, which the summary's list of failed tests stands for."""


def with_tool_tally(headline: str, lines: dict[int, LogLine], head: int, room: int) -> str:
    """``headline`` (the quoted text of line ``head``; ``lines`` the read lines by 1-based number) with
    the tally its tool printed below it in its step, as printed (without a frame of rule characters), in
    parentheses: ``src/cart.js:1:1:
    error Unexpected var … no-var (✖ 5 problems (4 errors, 1 warning))``. The tally is the last line
    after ``head`` in its section that a ``summary`` signal of the same skill or tool as one on line
    ``head`` reads and that counts findings (:data:`_FINDINGS_COUNTED`); ``headline`` as it is when
    there is none, ``head`` is no finding a skill read, or ``headline`` with the tally would be longer than
    ``room`` characters (what the summary quotes whole): the finding itself comes first, and a long one
    shortened to make way for its count would say less (a pyright error's path cut to ``…/a.py``)."""
    read = lines[head]
    skills = {match.signal.skill for match in read.matches}
    tools = {match.signal.tool for match in read.matches if match.signal.tool}
    if not skills:
        return headline
    tally = None
    for number in sorted(n for n in lines if n > head):
        line = lines[number]
        if line.section != read.section:
            break
        if (
            counts(line.text)
            and _FINDINGS_COUNTED.search(line.text) is not None
            and any(
                match.signal.role == "summary"
                and match.signal.category != _TEST_CATEGORY
                and (match.signal.skill in skills or match.signal.tool in tools)
                for match in line.matches
            )
        ):
            tally = without_rule_frame(line.text.strip())  # pytest's ``=== 1 deselected … ===``
    if tally is None or tally in headline or len(headline) + len(tally) + 3 > room:
        return headline
    return f"{headline} ({tally})"
