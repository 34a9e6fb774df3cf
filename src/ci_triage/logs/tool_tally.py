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
    shortened to make way for its count would say less (a pyright error's path cut to ``…/a.py``).

    Where the tool heads each file's findings with the file's name (:func:`_file_heading`: phpcs
    3.7.1's full report, ``FILE: src/legacy.php`` over ``FOUND 9 ERRORS AFFECTING 5 LINES`` and its
    rows), a tally under a heading counts that file only: the search below ``head`` stops at the next
    heading (another file's ``FOUND 3 ERRORS AFFECTING 2 LINES`` is not this one's), and without a
    tally there the one between ``head``'s own heading and ``head`` is its file's."""
    read = lines[head]
    skills = {match.signal.skill for match in read.matches}
    tools = {match.signal.tool for match in read.matches if match.signal.tool}
    if not skills:
        return headline
    tally = None
    for number in sorted(n for n in lines if n > head):
        line = lines[number]
        if line.section != read.section or _file_heading(line, skills, tools):
            break
        if _is_tally(line, skills, tools):
            tally = without_rule_frame(line.text.strip())  # pytest's ``=== 1 deselected … ===``
    if tally is None:
        tally = _own_file_tally(lines, head, skills, tools)
    if tally is None or tally in headline or len(headline) + len(tally) + 3 > room:
        return headline
    return f"{headline} ({tally})"


def _is_tally(line: LogLine, skills: set[str], tools: set[str]) -> bool:
    """Whether ``line`` is a tally of findings (:data:`_FINDINGS_COUNTED`) that a ``summary`` signal of
    one of ``skills`` or ``tools`` reads, no test runner's."""
    return (
        counts(line.text)
        and _FINDINGS_COUNTED.search(line.text) is not None
        and any(
            match.signal.role == "summary"
            and match.signal.category != _TEST_CATEGORY
            and (match.signal.skill in skills or match.signal.tool in tools)
            for match in line.matches
        )
    )


def _file_heading(line: LogLine, skills: set[str], tools: set[str]) -> bool:
    """Whether ``line`` heads one file's findings: a ``context`` signal of one of ``skills`` or ``tools``
    reads a file and no line on it (phpcs's ``FILE: src/legacy.php``, whose rows below name a line only)."""
    return any(
        match.signal.role == "context"
        and "file" in match.groups
        and "line" not in match.groups
        and (match.signal.skill in skills or match.signal.tool in tools)
        for match in line.matches
    )


def _own_file_tally(lines: dict[int, LogLine], head: int, skills: set[str], tools: set[str]) -> str | None:
    """The tally (:func:`_is_tally`) between line ``head`` and the file heading above it in its section
    (:func:`_file_heading`), as printed without a rule frame: the count of ``head``'s file that its tool
    printed over the file's rows (phpcs's ``FOUND 9 ERRORS AFFECTING 5 LINES``); ``None`` without one, or
    without such a heading above ``head`` (a tally above a finding is otherwise another run's)."""
    section = lines[head].section
    found = None
    for number in sorted((n for n in lines if n < head), reverse=True):
        line = lines[number]
        if line.section != section:
            return None
        if _file_heading(line, skills, tools):
            return found
        if found is None and _is_tally(line, skills, tools):
            found = without_rule_frame(line.text.strip())
    return None
