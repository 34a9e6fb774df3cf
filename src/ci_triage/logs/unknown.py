"""What an ``unknown`` verdict says: what was checked, what to do next, and which line it quotes.

An honest "don't know" is only useful when it shows its work: the failing step and how it ended,
the tool the step ran (if the command named one), and how many skills were tried — so a person
knows where to start and what ci-triage would need to know next time. With no skill's signal to
lead it, its summary quotes the first line of the step's output that reads as an error
(:func:`first_error_line`), not the runner's ``Process completed with exit code 1.`` nor a stack
trace's heading.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from ci_triage.base.redact import redact
from ci_triage.logs import vocabulary
from ci_triage.logs.clean import ANNOTATION_MARKERS, MAX_LINE_CHARS, printed_length
from ci_triage.logs.extract import MAKE_REPORT
from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Classification, FailingStep
from ci_triage.logs.passing import failure_text, warning_lines, xtrace
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.rule_line import rule_line
from ci_triage.logs.script_echo import echoed_lines
from ci_triage.logs.tools import Tool
from ci_triage.logs.traced_failure import check_meaning, ended_on_trace

SKILL_COMMAND = "ci-triage skills new --from LOG --category CATEGORY"
"""The starter-skill command an unknown points to; an unknown log has no category of its own to
write, so the command needs one (``skills new`` refuses an unknown without it)."""


def explain_unknown(
    classification: Classification,
    step: FailingStep | None,
    exit_code: int | None,
    tools: list[Tool],
    skills_tried: int,
    passed: Sequence[Tool] = (),
    failed_command: str | None = None,
    substituted: Sequence[str] = (),
    silent: bool = False,
    last_command: str | None = None,
    traced: str | None = None,
) -> Classification:
    """``classification`` with :attr:`~Classification.checked` and :attr:`~Classification.next_step`
    filled in when its category is ``unknown`` (returned unchanged otherwise).

    ``tools`` are the catalogue tools the failing step's command runs (wrappers included), in
    order; ``skills_tried`` is the number of skills whose signals were matched; ``passed`` those of
    ``tools`` whose own output said they passed (:func:`ci_triage.logs.passed_tools.passed_tools`):
    the step failed in a later command, so the next step names the step's last command;
    ``failed_command`` the command bash traced last when only its trace ends the step's output
    (:func:`ci_triage.logs.traced_failure.traced_command`): the command that failed, named with what
    its exit status means when it is a shell check (:func:`ci_triage.logs.traced_failure.check_meaning`);
    ``substituted`` the commands of the command substitution that traced command assigns
    (:func:`ci_triage.logs.traced_failure.substituted_commands`: ``grep '^stable='`` above ``CURRENT=``),
    which failed it, the last shell check among them named as the likely one; ``silent`` that the
    step's short output holds no error message and no trace (:func:`silent_step`): a command that
    fails without a message may have stopped it, and the advice is to trace the script (:data:`SILENT_EXIT`),
    unless ``last_command``, the script's last command line, is a check whose ``exit_code`` says why
    it failed (:func:`ci_triage.logs.traced_failure.check_meaning`: ``jq -e '.ok' status.json``
    printing ``false``): the step returned its status, so the advice is that check's. ``traced`` is
    the last command bash traced in such a silent step (:func:`last_traced`), lines it printed
    below: the advice is to run it, not to turn on the tracing that is on.
    """
    if classification.category != "unknown":
        return classification
    checked = []  # own words, with the log's pieces redacted as they are filled in
    name = redact(step.name) if step is not None else ""
    if step is not None:
        checked.append(f"failing step: “{name}” (log lines {step.start_line}–{step.end_line})")
    else:
        checked.append("failing step: none found (no exit code, ##[error] or error line)")
    checked.append(f"exit code: {exit_code}" if exit_code is not None else "exit code: none in the log")
    if tools:
        named = ", ".join(f"{tool.name} ({tool.kind})" for tool in tools[:4])
        checked.append(f"tool identified from the step's command: {named}")
    else:
        checked.append("tool identified: none (the step's command names no catalogued tool)")
    if passed:
        named = ", ".join(tool.name for tool in passed)
        checked.append(f"passed by their own output: {named}; the step failed in a command after them")
    checks = [command for command in substituted if check_meaning(command, exit_code)]
    check = checks[-1] if checks else failed_command
    if check is None and silent and last_command and check_meaning(last_command, exit_code):
        check = last_command  # the step returned its status: a check that failed, printing no error
    meaning = check_meaning(check, exit_code) if check else None
    if failed_command and substituted:
        listed = ", ".join(f"`{redact(command[:80])}`" for command in substituted)
        said = f"; likely `{redact(check[:80]) if check else ''}`: {meaning}" if meaning else ""
        checked.append(
            f"failed command: “{redact(failed_command[:120])}”, the last bash traced, an assignment from a command"
            f" substitution whose commands bash traced above it ({listed}): one of them failed it (under `pipefail`,"
            f" any command of a pipeline does){said}"
        )
    elif failed_command:
        said = f" ({meaning}: the check the script implements with it failed)" if meaning else ""
        command = redact(failed_command[:120])
        checked.append(f"failed command: “{command}”, the last bash traced; it printed nothing{said}")
    elif silent and check:
        checked.append(
            f"failed command: “{redact(check[:120])}”, the script's last, whose status the step returned;"
            f" it printed no error ({meaning})"
        )
    elif silent and traced:
        checked.append(TRACED_CHECKED.format(command=redact(traced[:120])))
    elif silent:
        checked.append(SILENT_CHECKED)
    checked.extend(redact(step.detail) for step in classification.confidence_steps)
    weak = ", ".join(f"{name} {score:.2f}" for name, score in list(classification.scores.items())[:3])
    tried = f"skills tried: {skills_tried}"
    checked.append(f"{tried}; evidence too weak to name a category ({weak})" if weak else f"{tried}; none matched")
    if step is None or (step.number is None and step.name == "(whole log)"):
        target = "the logged command"
    elif failed_command and check and check != failed_command:
        target = (
            f"“{redact(check[:120])}” (in the `$( … )` that “{redact(failed_command[:60])}” assigns, in step “{name}”)"
        )
    elif failed_command:
        target = f"“{redact(failed_command[:120])}” (the command that failed in step “{name}”)"
    elif check:
        target = f"“{redact(check[:120])}” (the last command of step “{name}”)"
    elif silent and traced:
        target = f"“{redact(traced[:120])}” (the last command bash traced in step “{name}”)"
    elif passed:
        target = f"the last command of step “{name}” (after {passed[-1].name}, which passed)"
    else:
        target = f"the command of step “{name}”"
    if meaning:
        first = (
            f"The check the script implements with {target} failed ({meaning}): run it locally to see what it checks"
        )
    elif silent and not failed_command and not traced:
        first = SILENT_EXIT.format(target=target) + (SILENT_CHECKS if exit_code == 1 else "")
    else:
        first = f"Run {target} locally and read its first error"
    next_step = (
        f"{first}; if this failure comes back, `{SKILL_COMMAND}` writes a starter repository skill "
        "from its failing lines."
    )
    return dataclasses.replace(classification, checked=checked, next_step=next_step)


def step_renamed(classification: Classification, old: str, new: str) -> Classification:
    """``classification`` with the failing step that :func:`explain_unknown` named ``old`` (the
    runner's title, ``Run rsync -avz …``) named ``new`` in its ``checked`` items and next step: the
    workflow file's ``name:`` for it (``Upload site``), the step's one name wherever the report
    names it. Unchanged when it is no ``unknown`` verdict (its advice is a skill's, naming no step)."""
    if classification.category != "unknown":
        return classification
    quoted, renamed = f"step “{redact(old)}”", f"step “{redact(new)}”"  # as the next step quotes them
    listed, relisted = f"failing step: “{redact(old)}”", f"failing step: “{redact(new)}”"  # as checked lists them
    return dataclasses.replace(
        classification,
        checked=[item.replace(listed, relisted) for item in classification.checked],
        next_step=classification.next_step.replace(quoted, renamed) if classification.next_step else None,
    )


SILENT_CHECKED = (
    "error message: none found; no line of the step's short output reads as an error, and bash traced no"
    " command: a command that fails without a message may have stopped it (under `set -e`: a `grep` that found"
    " nothing, a `test` or `[ … ]` that is false, any command of a pipeline under `pipefail`)"
)
"""What an unknown verdict says it checked when the failing step printed no error and no trace
(:func:`silent_step`)."""
TRACED_CHECKED = (
    "error message: none found; no line of the step's short output reads as an error; the last command bash"
    " traced is “{command}”, and what the step printed after it names no error this tool reads (a message in"
    " words of the program's own, or in a language without a table here)"
)
"""What an unknown verdict says it checked when the failing step printed no error but bash traced its
commands (:func:`last_traced`): the last one traced is where it stopped."""
SILENT_EXIT = (
    "No line of the step reads as an error: if a command that fails without a message stopped it, run {target}"
    " with tracing (`bash -x SCRIPT`, or `set -x` near its top) to see which; the last `+ command` bash prints is"
    " the one that failed"
)
"""The advice of an unknown verdict whose failing step printed no error and no trace: bash's
``set -x`` prints each command before it runs, so the last one is the command that failed."""
SILENT_CHECKS = (
    " (exit code 1 from `grep` means it found no matching line, from `test` or `[` that the condition is false)"
)
"""Added to :data:`SILENT_EXIT` for exit code 1, the status of a failed shell check (POSIX grep, test)."""


def silent_step_headline(line: str) -> str:
    """What the summary quotes of a silent step (:func:`silent_step`: no line of its short output
    reads as an error, and bash traced no command that failed) in place of the line
    :func:`first_error_line` chose, ``line`` (a cleaned line's text, ``channel is beta``): that no
    line reads as an error, then that line as what the step last said, so a script's progress
    ``echo`` does not read as the failure (``no line reads as an error; it last printed “channel
    is beta”``), and a script's own message without an error word (``NOTES.md has
    no section for 1.2.0``) is still quoted, not denied."""
    return f"no line reads as an error; it last printed “{line.strip()}”"


def silent_step(lines: dict[int, LogLine], section: Section) -> bool:
    """Whether the failing ``section`` printed no error, read whole in ``lines`` (line number → line
    read): at most :data:`OUTPUT_TAIL` lines of output past its command group or echoed command and
    none of its markers or exit statements, none of them an error's (:func:`_says_no_error`: a
    script's own banner, ``Reading release channel from versions.txt``, and an ``ls`` listing, left
    last by a command that failed without a message: a ``grep`` that found nothing, a false ``test``).
    A long output is no silent step, whatever its words: a tool's findings need none."""
    first, last = _output_start(lines, section), section.end_line
    if not all(number in lines for number in range(section.start.line, last + 1)):
        return False
    ends = {marker.line for marker in section.markers}
    output = [
        number
        for number in range(first, last + 1)
        if number not in ends
        and not lines[number].marker
        and not lines[number].blank
        and _COMMAND_ECHO.match(lines[number].text) is None
        and _EXIT_STATEMENT.search(lines[number].text) is None
    ]
    return len(output) <= OUTPUT_TAIL and all(_says_no_error(lines[number].text) for number in output)


def last_traced(lines: dict[int, LogLine], section: Section) -> str | None:
    """The command of the last ``set -x`` trace (:func:`ci_triage.logs.passing.xtrace`: ``+ cp
    build/app.tar.gz out/``) among the output lines of ``section`` that ``lines`` (line number →
    line read) hold, without bash's ``+`` marks; ``None`` when bash traced none."""
    first, last = _output_start(lines, section), section.end_line
    traced = [lines[n].text for n in sorted(lines) if first <= n <= last and xtrace(lines[n].text)]
    return traced[-1].lstrip("+").strip() if traced else None


def _output_start(lines: dict[int, LogLine], section: Section) -> int:
    """The first line of ``section``'s output in ``lines``: past its command group (a GitHub Actions
    step's ``##[group]Run`` up to its ``##[endgroup]``), else its first line."""
    first, last = section.start.line, section.end_line
    header = lines.get(first)
    if header is not None and header.marker == "group":
        closing = [n for n in lines if first < n <= last and lines[n].marker == "endgroup"]
        first = min(closing, default=first)
    return first


def _says_no_error(text: str) -> bool:
    """Whether ``text`` (a cleaned line) holds no exception, failure word
    (:mod:`ci_triage.logs.vocabulary`) or place in a source file, and is no GNU make error report
    (:data:`ci_triage.logs.extract.MAKE_REPORT`: ``make: *** ``, the same in every locale)."""
    said = failure_text(text)
    return not (
        MAKE_REPORT.search(text)
        or EXCEPTION_LINE.match(text)
        or vocabulary.STRONG_WORD.search(said)
        or vocabulary.WEAK_WORD.search(said)
        or _SOURCE_PLACE.search(text)
    )


_SOURCE_PLACE = LazyRE2(r"\w\.\w+:\d+\b|\bline \d+\b")
"""A place in a source file as runtimes print it in an error: ``fail.lua:2:``, ``calc.rb:7:in``,
Perl's ``at lib/Calc.pm line 3.``, Python's json ``line 2 column 13`` (not a clock's ``12:37``)."""
_LISTED_ERROR = LazyRE2(r"\s+\d+:\d+\s+(?:error|✖)\s+\S")
"""An error listed under its file's name, opened by its line and column: ESLint's ``stylish`` format
and the linters that print it (spectral's ``  7:9  error  path-params  Operation must define …``,
stylelint's ``  3:5  ✖  Unexpected unknown property``). Indented, yet no stack frame: read as a line
of output (its warnings are :func:`ci_triage.logs.passing.warning_lines`)."""
TALLY = LazyRE2(r"(?i)\b\d+ [a-z]+\W{1,4}\d+ [a-z]+\b")
"""A tally of a run's outcomes: two counts side by side, joined by punctuation (spectral's ``✖ 9
problems (2 errors, 7 warnings, 0 infos, 0 hints)``, busted's ``1 success / 1 failure / 0 errors``,
pytest's ``1 failed, 2 passed``). It sums up the errors printed beside it; it is none of them."""
_COMMAND_ECHO = LazyRE2(r"^\$ \S")
"""The command a Travis or GitLab log echoes at the start of its section (``$ make test``)."""
_EXIT_STATEMENT = LazyRE2(r"(?i)\b(?:with exit code|exit status|exited with) \d+")
"""A wrapper's line that only says a command ended with an exit code (yarn's ``error Command failed
with exit code 1.``): like the runner's, it names no error of its own."""
OUTPUT_TAIL = 10
"""Output lines read back from the end of the failing step for its error: a program that fails
prints its error last, above its stack trace."""
EXCEPTION_LINE = LazyRE2(r"^\s*(?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*(?:Error|Exception): \S")
"""An exception's own line, its (dotted) class name ending in ``Error`` or ``Exception`` and its
message, indented or not: a program that reports an exception in its own layout indents it below
its frames (Sphinx's ``Traceback`` section: ``    sphinx.errors.ConfigError: config directory
doesn't contain a conf.py file``, Sphinx 9.0.4). It names the error, where the section's heading,
the frames above it and a note of where the full traceback was saved do not."""
FEW_LINES = 3
"""A step that printed at most this many output lines has its last one quoted even without a
failure word: that is all the program said (Perl's ``die``, ``json.tool``)."""
TRACE_HEADING = LazyRE2(r"(?i)^\s*(?:stack traceback|stack trace|call ?stack(?: \([^)]*\))?|backtrace)\s*:\s*$")
"""A line that only heads the stack trace below it, printed after the error's message: Lua's
``stack traceback:`` (lua 5.4, ``luaL_traceback``), PHP's ``Stack trace:``, GHC's ``CallStack (from
HasCallStack):`` (real output: tests/logs/fixtures/unknown/). Never the error itself."""
_FRAME_LINE = LazyRE2(r"^\s+\S|^\s*(?:from \S|#\d+ |\[C\]: )")
"""A line of a stack trace below its heading or message: indented (Lua's tab, GHC's two spaces),
Ruby's ``from x.rb:7:in``, PHP's ``#0 x.php(4): f()``, Lua's ``[C]: in ?``."""


def in_stack_trace(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` of ``lines`` (line number → line read) is a stack trace's heading
    (:data:`TRACE_HEADING`) or one of the frames below it (:data:`_FRAME_LINE`, only frames between
    it and the heading): it says where the error was raised, not what it was (GHC's ``error, called
    at libraries/containers/...``)."""
    while number in lines and _FRAME_LINE.match(lines[number].text):
        number -= 1
    return number in lines and TRACE_HEADING.match(lines[number].text) is not None


_UNDERLINE = LazyRE2(r"^\s*(?:={3,}|-{3,}|~{3,}|\^{3,}|\*{3,}|#{3,})\s*$")
"""A line of one repeated punctuation mark, three or more: a heading's underline in
reStructuredText and Markdown's setext headings (``=========`` under ``Traceback`` in Sphinx's
crash report)."""


def underlined_heading(lines: dict[int, LogLine], number: int) -> bool:
    """Whether line ``number`` of ``lines`` (line number → line read) is a heading: a line with
    text, underlined by the next line (:data:`_UNDERLINE`) at least as long as its text, as
    reStructuredText requires (docutils' "Sections"). It titles what follows (Sphinx's crash
    report: ``Versions``, ``Last Messages``, ``Traceback``), it names no error itself, whatever
    its word."""
    line, under = lines.get(number), lines.get(number + 1)
    if line is None or under is None or line.blank or _UNDERLINE.match(line.text):
        return False
    return _UNDERLINE.match(under.text) is not None and len(under.text.strip()) >= len(line.text.strip())


def unread_data(line: LogLine) -> bool:
    """Whether ``line`` is longer than the excerpt shows whole (:data:`~ci_triage.logs.clean.MAX_LINE_CHARS`)
    and no signal reads it: data a program printed, not a message (the minified bundle line Node.js
    quotes above an error thrown in it, 54 KB of JavaScript in aws-cdk-lib's ``bucket.js``; a JSON
    document on one line). Its failure words are code or values, so it leads a summary only when
    nothing else can."""
    return not line.matches and printed_length(line.text) > MAX_LINE_CHARS


def first_error_line(
    lines: dict[int, LogLine], section: Section, after: int = 0, commands: Sequence[str] = ()
) -> int | None:
    """The number of the line a summary quotes when the line its verdict chose names no error of
    its own (an ``unknown`` verdict without a block, or a low-confidence one whose best block is
    the runner's exit line), among the last :data:`OUTPUT_TAIL` output lines of ``section`` that ``lines``
    (line number → line read) hold — past the step's command group or echoed command, none of its
    markers (the runner's ``Process completed with exit code N.``, Travis' ``The command "make"
    exited with 2.``), no other line that only tells an exit code (:data:`_EXIT_STATEMENT`), no
    blank, border of a panel rich drew or row going on a message above it
    (:attr:`~ci_triage.logs.localise.LogLine.read_text` empty), long line no signal reads
    (:func:`unread_data`), rule (:func:`~ci_triage.logs.rule_line.rule_line`:
    ``-----``), heading (:func:`underlined_heading`), tool's known warning (its traceback:
    :attr:`~ci_triage.logs.localise.LogLine.known_warning`),
    trace-heading or frame line (an exception's line,
    :data:`EXCEPTION_LINE`, is read even indented below frames, as is a listed error,
    :data:`_LISTED_ERROR`): a trace of bash's that ends the output read whole
    (:func:`ci_triage.logs.traced_failure.ended_on_trace`: under ``set -e`` the command that
    failed, silently, whatever a command the script went past printed above it), else the first
    exception's line, else the first with a generic failure word of the strongest kind present
    (:data:`ci_triage.logs.vocabulary.STRONG`, then ``WEAK``, a place in a source file or GNU make's
    ``make: *** `` report in any locale, none in a trace: the first error a program printed;
    a word in a zero count is none,
    :func:`ci_triage.logs.passing.failure_text`), a warning (a diagnostic of a
    severity below error: :func:`ci_triage.logs.passing.warning_lines`, msgfmt's ``de.po:2:
    warning: header field …``) or a tally (:data:`TALLY`) only when no other line has one; without
    one, the last line of a step read whole that printed at most :data:`FEW_LINES` (Perl's
    ``division by zero at lib/Calc.pm line 3.``), not counting the lines of the step's script itself:
    what it printed with ``echo`` or ``printf`` (:func:`ci_triage.logs.script_echo.echoed_lines` of
    ``commands``, the step's command lines: ``checking for debug statements`` before a silent
    ``test -f CHANGELOG.md`` is the script's banner, no error; one with a failure word is read as
    above: ``echo "error: CHANGELOG.md is missing"; exit 1`` is the script's own message) and the
    commands bash traced (``+ test -f CHANGELOG.md``, :func:`ci_triage.logs.passing.xtrace`) — unless a
    trace is the step's last such line: under ``set -e`` that is the command that failed, silently
    (``+ grep -q '"channel": *"stable"' config/release.json``), and it is quoted. A
    step whose output is only annotations (:data:`~ci_triage.logs.clean.ANNOTATION_MARKERS`:
    sqlfluff's ``--format github-annotation-native`` findings, rendered ``##[warning]LT09: …``, the
    level it prints a finding at whatever the exit code) quotes the first: the tool's first finding;
    a step that printed error annotations among other lines quotes the first of them (a script's
    ``::error::PR title … does not match …`` reasons above its ``2 PR check(s) failed.``).
    Lines up to ``after`` (a passed tool's verdict, :func:`ci_triage.logs.passed_tools.passed_verdict_line`)
    are not read: the tools that printed them passed. ``None`` when no line qualifies."""
    first, last = max(_output_start(lines, section), after + 1), section.end_line
    ends = {marker.line for marker in section.markers}
    output = [
        number
        for number in sorted(lines)
        if first <= number <= last
        and number not in ends
        and lines[number].marker in ("", *ANNOTATION_MARKERS)
        and lines[number].read_text.strip()
        and not lines[number].known_warning
        and not unread_data(lines[number])
        and not rule_line(lines[number].text)
        and _COMMAND_ECHO.match(lines[number].text) is None
        and _EXIT_STATEMENT.search(lines[number].text) is None
        and not underlined_heading(lines, number)
        and (
            EXCEPTION_LINE.match(lines[number].text) is not None
            or _LISTED_ERROR.match(lines[number].text) is not None
            or (_FRAME_LINE.match(lines[number].text) is None and not in_stack_trace(lines, number))
        )
    ]
    tail = output[-OUTPUT_TAIL:]
    exceptions = [n for n in tail if EXCEPTION_LINE.match(lines[n].text)]
    if exceptions:
        return exceptions[0]
    if output and all(lines[n].marker for n in output):
        return output[0]  # only the tool's annotations: its first finding, whatever words it holds
    reported = [  # the step's own error annotations (the runner keeps them as the step's markers too)
        n
        for n in sorted(lines)
        if first <= n <= last
        and lines[n].marker == "error"
        and not lines[n].blank
        and _EXIT_STATEMENT.search(lines[n].text) is None
    ]
    if reported and output and reported[0] < output[-1]:
        return reported[0]  # what failed, above the tally a script ends with
    whole = all(number in lines for number in range(first, last + 1))
    if output and whole and ended_on_trace(lines[output[-1]].text):
        return output[-1]  # under ``set -e`` the command bash traced last failed: what it printed is below it
    read = {n: lines[n].text for n in sorted(lines) if section.start.line <= n <= last}
    secondary = warning_lines(read) | {n for n in tail if TALLY.search(lines[n].text)}
    said = {n: failure_text(lines[n].read_text) for n in tail}  # zero counts masked: ``* Missing licenses: 0``
    for chosen in ([n for n in tail if n not in secondary], tail):
        strong = [n for n in chosen if vocabulary.STRONG_WORD.search(said[n])]
        weak = [
            n
            for n in chosen
            if vocabulary.WEAK_WORD.search(said[n])
            or _SOURCE_PLACE.search(said[n])
            or MAKE_REPORT.search(lines[n].text)
        ]
        if strong or weak:
            return (strong or weak)[0]
    if output and whole and xtrace(lines[output[-1]].text):
        return output[-1]  # only a trace ends the step: bash traced the command that failed, and it printed nothing
    echoed = echoed_lines({n: lines[n].text for n in output}, commands)
    said_alone = [n for n in output if n not in echoed and not xtrace(lines[n].text)]  # the script's own lines
    return said_alone[-1] if said_alone and whole and len(said_alone) <= FEW_LINES else None
