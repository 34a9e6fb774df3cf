"""Commands of a failing step whose failure its script tolerates: they did not end the step.

A CI script runs under ``set -e`` (GitHub's ``bash -e {0}``, GitLab's and Travis' scripts stop at a
failed command), so the command that failed last is the one that ended the step, unless the script
let a failure go on. Bash does not stop for a command of a list ending in ``||`` ("The shell does
not exit if the command that fails is part of ... any command in a && or || list except the command
following the final && or ||", bash(1), ``set -e``), nor while ``set +e`` is in force. A script
that writes

    pytest || echo 'tests failed, deploying anyway'
    ./deploy.sh staging

goes on after pytest's failures, and the step's end (``curl: (22) … error: 403``, exit code 22) is
the deploy's. :func:`tolerated_commands` finds such commands among a step's command lines
(:func:`ci_triage.logs.analyse.step_commands`): the left side of a ``||`` whose right side only
reports (``true``, ``:``, ``echo``, ``printf``, ``exit 0``, seen whole; one that runs ``exit N``,
``false`` or ``return``, or a group that may, fails the step itself), a lone command with a flag
that makes it exit 0 whatever it finds (:data:`EXIT_ZERO_FLAGS`: ``ruff check --exit-zero``), and every command between
``set +e`` and ``set -e`` but the script's last (whose status is the step's) and those whose status the script's final
``exit`` propagates (:func:`_propagated`: ``pytest`` then ``exit $?``; ``pytest; r2=$?`` then ``exit
$r2`` or ``exit $((r1|r2))``: the step's result is theirs, as if they ended the script). Their tools
(:func:`ci_triage.logs.tools.identify_tools`) are not the step's tool, and their errors count less
(:data:`ci_triage.logs.classify.TOLERATED_FACTOR`). Only what the lines read show is judged: a
command a sourced script or a Makefile runs is judged when the log echoes it
(:func:`echoed_tolerated`: make's recipe lines) or traces it (:func:`traced_tolerated`: ``set -x``
shows ``+ true`` after the output of a command ``|| true`` let go on), else not.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import ignored_by_make
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.script_echo import echoed_lines
from ci_triage.logs.signals import CompiledSignal

REPORTING_COMMANDS = frozenset({"true", ":", "echo", "printf"})
"""Commands after ``||`` that only report a failure: the list's status is theirs, 0."""
_SILENT_REPORTING = frozenset({"true", ":"})
"""The :data:`REPORTING_COMMANDS` that print nothing: traced after a command, its failure was let go on."""
_FAILING_WORDS = LazyRE2(r"(?:^|[\s;&|({])(?:exit|return)\s+(?:[1-9]|\$)|(?:^|[\s;&|({])false(?:$|[\s;&|)}])")
"""A right side of ``||`` that fails the step itself: ``exit 1``, ``exit $rc``, ``return 2``, ``false``."""
_FINAL_EXIT = LazyRE2(r"^\s*exit\s+(?P<status>\S.*?)\s*$")
"""A script's last line ending it with a status it computed: ``exit $?``, ``exit $rc``, ``exit $((r1|r2))``."""
_STATUS_NAME = LazyRE2(r"\$\{?(?P<name>[A-Za-z_]\w*|\?)")
"""A variable the status of a final ``exit`` reads (``$rc``, ``${rc}``, ``$?``)."""
_ARITHMETIC_NAME = LazyRE2(r"[A-Za-z_]\w*")
"""A variable named bare inside ``$(( ))`` (``exit $((r1|r2))``)."""
_STATUS_SAVED = LazyRE2(r"^\s*(?:local\s+|export\s+)?(?P<name>[A-Za-z_]\w*)=\$\?\s*$")
"""A simple command saving the last command's status: ``r2=$?``."""
_MAKE_STATUS = LazyRE2(r"^\s*g?make(?:\[\d+\])?: (?:\*\*\* |\[|Entering directory|Leaving directory)")
"""A line of make's own between recipes' output: an error (``make: *** [x] Error 1``, ``make: [x]
Error 1 (ignored)``) or a directory change of a sub-make."""
_TRACED_COMMAND = LazyRE2(r"^\+ (?P<command>\S.*?)\s*$")
"""A command bash's ``set -x`` traced at the script's own level (``PS4``'s ``+ `` once, not a
command substitution's ``++``), as it ran it."""
_SAVED_ON_FAILURE = LazyRE2(r"\S\s*\|\|\s*(?:[A-Za-z_]\w*=|\(\(\s*[A-Za-z_]\w*\s*[+|]?=)")
"""A command's failure saved in a variable and gone on from: ``cmd || rc=$?``, ``cmd ||
failed=1``, ``cmd || ((errors+=1))``."""
_SET_E = LazyRE2(r"^\s*set\s+(?P<flag>[-+])(?:[a-zA-Z]*e|o\s+errexit\b)")
"""``set -e``/``set +e`` (with other flags: ``set -eux``) and ``set -o errexit``/``set +o errexit``."""


def make_own_line(text: str) -> bool:
    """Whether ``text`` (one log line) is a line of make's own between recipes' output
    (:data:`_MAKE_STATUS`: ``make: *** [x] Error 1``, a sub-make's ``make[1]: Leaving directory
    '…'``), not a recipe's. Linear in the line's length."""
    return _MAKE_STATUS.search(text) is not None


def tolerated_commands(commands: list[str]) -> list[str]:
    """The commands among ``commands`` (a step's command lines in order, ``Run …`` names included)
    whose failure the script tolerates (see the module docstring), each as its line shows it (the
    left side of its ``||``, or the list with an exit-zero flag). Linear in the lines' length."""
    tolerated: list[str] = []
    lenient = False
    script = [command.removeprefix("Run ").strip() for command in commands]
    last = max((index for index, line in enumerate(script) if line and not _SET_E.match(line)), default=-1)
    propagated = _propagated(script, last)
    for index, line in enumerate(script):
        flag = _SET_E.match(line)
        if flag:
            lenient = flag.group("flag") == "+"
            continue
        parts = _lists(line)
        lefts = _tolerated_lefts(line) + [part for part in parts if _exits_zero(part)] + _retried_attempts(parts)
        if lefts:
            tolerated.extend(lefts)
        elif lenient and line and index != last and index not in propagated:
            tolerated.append(line)
    return tolerated


def _tolerated_lefts(line: str) -> list[str]:
    """The left sides of the ``||`` of ``line``'s lists (:func:`_lists`) whose right side only
    reports (:func:`_tolerated_left`): ``ruff check . || true; pytest`` → ``["ruff check ."]``."""
    return [left for part in _lists(line) if (left := _tolerated_left(part)) is not None]


def _tolerated_left(line: str) -> str | None:
    """The left side of ``line``'s ``||`` when its right side only reports (:func:`_only_reports`)
    and no quote is left open before it (``pytest || echo 'tests failed'``: ``pytest``); else None."""
    left, bar, right = line.partition("||")
    return left.strip() if bar and not _open_quote(left) and _only_reports(right) else None


def last_list(line: str) -> str:
    """The last of the lists of ``line`` (:func:`_lists`, cut at ``;`` outside quotes), a script's
    last line: the one whose status the script returns (``ruff check . || true; pytest`` →
    ``pytest``); ``""`` for a blank line."""
    parts = _lists(line)
    return parts[-1] if parts else ""


def _retried_attempts(parts: list[str]) -> list[str]:
    """The commands of ``parts`` (a line's :func:`_lists`) that a retry loop runs as its attempts,
    each as the line shows it: ``until CMD; do``, ``CMD && break``, ``if CMD; then break``. Bash does
    not stop for a failed command in an ``until`` condition, an ``if`` condition, or on the left of
    ``&&`` (bash(1), ``set -e``), and the loop tries again: a refusal before the service was up
    (``redis-cli ping && break`` printing ``Could not connect to Redis …`` twice, then ``PONG``) did
    not end the step. A negated condition (``until ! CMD``, ``if ! CMD``) is no attempt."""
    attempts: list[str] = []
    for index, part in enumerate(parts):
        words = part.split()
        following = parts[index + 1].split() if index + 1 < len(parts) else []
        if words[:1] == ["do"]:
            words = words[1:]
        retried = words[:1] == ["until"] or (words[:1] == ["if"] and following[:2] == ["then", "break"])
        if retried and len(words) > 1 and words[1] != "!":
            attempts.append(" ".join(words[1:]))
        elif len(words) > 2 and words[-2:] == ["&&", "break"] and "&&" not in words[:-2] and "||" not in words:
            attempts.append(" ".join(words[:-2]))
    return attempts


def _lists(line: str) -> list[str]:
    """``line`` cut at each ``;`` outside quotes: the lists the shell runs one after another, each
    with its own status (bash(1), "Lists": ``ruff check . || true; pytest`` runs ``ruff check . ||
    true``, then ``pytest``, whose failure ends the step under ``set -e``). A ``;`` inside quotes
    (``bash -c "a; b"``) is another shell's; a quote left open keeps the rest of the line whole.
    Linear in the line's length."""
    parts: list[str] = []
    start = 0
    quote = ""
    for position, char in enumerate(line):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == ";":
            parts.append(line[start:position])
            start = position + 1
    parts.append(line[start:])
    return [part.strip() for part in parts if part.strip()]


def echoed_tolerated(output: Iterable[str]) -> list[str]:
    """The commands whose failure a script let go on that the step's ``output`` lines echo before
    running them: make prints each recipe line (``yamllint -d relaxed ../ans/ || true``) before
    its shell runs it (GNU make manual, "Recipe Echoing"), so a Makefile's tolerated command shows
    in the log though the step's script names only ``make ci``; each as the left side of its ``||``
    (:func:`tolerated_commands`' rule for ``||``, no ``set +e`` ranges: output holds no script).
    Linear in the lines' length."""
    return [left for line in output for left in _tolerated_lefts(line)]


def traced_tolerated(
    lines: Mapping[int, LogLine], section: Section, tolerated: Collection[str]
) -> tuple[frozenset[int], list[str]]:
    """The output lines of ``section`` (the failing step) of the commands bash's ``set -x`` traced
    (``+ gcc -c util.c``) whose failure the script let go on, and those commands as traced: each
    run of lines from a traced command to the next traced line, when that command is one of
    ``tolerated`` (:func:`tolerated_commands`' left sides) or the next traced line runs a
    reporting command with no output of its own (``+ true``, ``+ :``): bash runs the right side of
    ``gcc … || true`` only when gcc failed, so the trace shows which lines the let-go command
    printed even when the script is a file the log does not show (``Run bash build.sh``). A bare
    ``true`` the script runs itself (``while true``) marks the lines before it too: they are output
    of a command that did not end the step either. Linear in the number of lines."""
    numbers = [n for n in sorted(lines) if lines[n].section == section.index]
    traced = [(p, m.group("command")) for p, n in enumerate(numbers) if (m := _TRACED_COMMAND.match(lines[n].text))]
    found: set[int] = set()
    commands: list[str] = []
    for (start, command), (end, following) in zip(traced, [*traced[1:], (len(numbers), None)], strict=False):
        output = numbers[start + 1 : end]
        if output and (command in tolerated or following in _SILENT_REPORTING):
            found.update(output)
            commands.append(command)
    return frozenset(found), commands


def _open_quote(text: str) -> bool:
    """Whether ``text`` leaves a quote open: the ``||`` after it is inside a string another shell
    runs (``parallel '… || (echo x && exit 1)'``), or the line was cut short."""
    return text.count('"') % 2 == 1 or text.count("'") % 2 == 1


def _only_reports(command: str) -> bool:
    """Whether ``command``, the right side of a ``||``, only reports: its first word is one of
    :data:`REPORTING_COMMANDS` (or it is ``exit 0``), it fails nothing (:data:`_FAILING_WORDS`), and
    it is seen whole: not a group (``(echo x && exit 1)``, ``{ …; }``, whose end may hold an ``exit``)
    and no quote left open (a step name the CI system cut short: Travis' ``The command "…"``)."""
    words = command.split()
    if not words or _FAILING_WORDS.search(command) or _open_quote(command):
        return False
    return words[0] in REPORTING_COMMANDS or words[:2] == ["exit", "0"]


def _propagated(script: list[str], last: int) -> set[int]:
    """The indexes of the lines of ``script`` whose command's status the script's last line (index
    ``last``) ends it with: for ``exit $?`` the command line before it; for ``exit $rc``, ``exit
    ${rc}`` or ``exit $((r1|r2))`` each command whose status a variable it reads saved (``pytest;
    r2=$?`` on one line, or ``r2=$?`` alone on the line after the command's). ``set()`` when the last
    line is no such ``exit``. Linear in the lines' length."""
    final = _FINAL_EXIT.match(script[last]) if last >= 0 else None
    if final is None:
        return set()
    status: str = final.group("status")
    if status.startswith("$(("):
        names = set(_ARITHMETIC_NAME.findall(status))
    else:
        name = _STATUS_NAME.match(status)
        names = {name.group("name")} if name else set()
    commands = [index for index, line in enumerate(script[:last]) if line and not _SET_E.match(line)]
    found: set[int] = set()
    if "?" in names and commands:
        found.add(commands[-1])
    for position, index in enumerate(commands):
        parts = script[index].split(";")
        if any(_saves(part, names) for part in parts[1:]):
            found.add(index)  # ``pytest; r2=$?``
        elif position and len(parts) == 1 and _saves(parts[0], names):
            found.add(commands[position - 1])  # ``r2=$?`` on the line after the command's
    return found


def _saves(command: str, names: set[str]) -> bool:
    """Whether the simple command ``command`` saves the last status in one of ``names`` (``r2=$?``)."""
    saved = _STATUS_SAVED.match(command)
    return saved is not None and saved.group("name") in names


def goes_on_after_failures(commands: list[str]) -> bool:
    """Whether the script of ``commands`` (a step's command lines in order, ``Run …`` names
    included) runs its commands whatever the earlier ones returned and fails at its end if any
    failed: a command's failure saved and gone on from (``shellcheck deploy.sh || rc=$?; ./deploy.sh
    || rc=$?; exit $rc``, :data:`_SAVED_ON_FAILURE`), or two commands whose statuses the script's
    final ``exit`` carries (:func:`_propagated`: ``set +e``, ``pytest; r1=$?``, ``ruff check .;
    r2=$?``, ``exit $((r1|r2))``). Such a step can fail for two reasons at once, each its own
    command's. Linear in the lines' length."""
    script = [command.removeprefix("Run ").strip() for command in commands]
    if any(_SAVED_ON_FAILURE.search(part) for line in script for part in _lists(line)):
        return True
    last = max((index for index, line in enumerate(script) if line and not _SET_E.match(line)), default=-1)
    return len(_propagated(script, last)) > 1


EXIT_ZERO_FLAGS = frozenset({"--exit-zero"})
"""Flags with which a linter exits 0 whatever it finds (ruff's, flake8's, pylint's ``--exit-zero``)."""
_LIST_OPERATORS = ("&&", ";", "|", "`", "$(")
"""What makes a line more than one command: a flag of one of them says nothing of the others."""


def cannot_fail(commands: list[str]) -> bool:
    """Whether no command among ``commands`` (a script step's command lines as
    :func:`tolerated_commands` takes them) can fail the step: each is tolerated (``make lint ||
    true``, a line under ``set +e`` but the last), exits 0 whatever it finds (a lone command with one
    of :data:`EXIT_ZERO_FLAGS`), or only reports (a lone ``echo``, ``printf``, ``true``, ``:``).
    ``False`` for no command. Only what the lines read show is judged (as :func:`tolerated_commands`)."""
    tolerated = set(tolerated_commands(commands))
    script = [command.removeprefix("Run ").strip() for command in commands]
    script = [line for line in script if line and not _SET_E.match(line)]
    for line in script:
        if line not in tolerated and not all(_let_go(part, tolerated) for part in _lists(line)):
            return False
    return bool(script)


def _let_go(command: str, tolerated: Collection[str]) -> bool:
    """Whether the list ``command`` (one of a line's :func:`_lists`) cannot fail the step, as
    :func:`cannot_fail` judges it: tolerated (its ``||``'s left side among ``tolerated``), a lone
    command with one of :data:`EXIT_ZERO_FLAGS`, or one that only reports."""
    if command.partition("||")[0].strip() in tolerated:
        return True
    alone = not any(operator in command for operator in _LIST_OPERATORS)
    return _exits_zero(command) or (alone and _only_reports(command))


def _exits_zero(command: str) -> bool:
    """Whether the list ``command`` (one of a line's :func:`_lists`) is a lone command with one of
    :data:`EXIT_ZERO_FLAGS` (``ruff check --output-format=github --exit-zero src``): it exits 0
    whatever it finds, so its findings did not end the step."""
    alone = not any(operator in command for operator in _LIST_OPERATORS)
    return alone and bool(EXIT_ZERO_FLAGS.intersection(command.split()))


def tolerated_output(
    lines: Mapping[int, LogLine], section: Section, tolerated: Collection[str], step_tool: str | None
) -> frozenset[int]:
    """Numbers of the lines of ``section`` (the failing step) that are output of commands whose
    failure did not end the step, whatever the skill that matched them: each run of lines that make
    closes with its ``(ignored)`` report (:func:`ci_triage.logs.passing.ignored_by_make`), from the
    line after make's previous line of its own (:data:`_MAKE_STATUS`) or the step's start; and, when
    the ``tolerated`` tools (names) printed a line a signal of theirs matched (:func:`_printed_by`)
    and the step's own tool ``step_tool`` (name, not among them) printed one after it, every line
    before the first such line of the step's tool
    (a tolerated ``npx mocha || true`` ran before ``npx stylelint``, whose failure ended the step).
    Linear in the number of lines."""
    numbers = [n for n in sorted(lines) if lines[n].section == section.index]
    found: set[int] = set()
    start = 0
    for position, number in enumerate(numbers):
        text = lines[number].text
        if ignored_by_make(text):
            found.update(numbers[start : position + 1])
        if _MAKE_STATUS.search(text):
            start = position + 1
    if step_tool is None or step_tool in tolerated:
        return frozenset(found)
    last = max(
        (
            p
            for p, n in enumerate(numbers)
            if any(_printed_by(m.signal, tolerated, step_tool) for m in lines[n].matches)
        ),
        default=None,
    )
    if last is None:
        return frozenset(found)
    later = range(last + 1, len(numbers))
    own = next((p for p in later if any(m.signal.tool == step_tool for m in lines[numbers[p]].matches)), None)
    if own is not None:
        found.update(numbers[:own])
    return frozenset(found)


def before_last_echo(
    lines: Mapping[int, LogLine], section: Section, tools: Collection[str], commands: Sequence[str]
) -> frozenset[int]:
    """Numbers of the lines of ``section`` (the failing step) that a signal of one of ``tools``
    (names of tools the script runs in a command whose failure it let go on and again in its last
    command, whose status the step returned) matched above the last line the script itself printed
    (:func:`ci_triage.logs.script_echo.echoed_lines` of ``commands``, the step's command lines):
    output of an earlier command, the one let go on. ``set +e``, ``curl …/health`` refused, ``echo
    "cache not up yet, continuing"``, ``set -e``, ``curl --fail …`` answered 401: the refusal is
    above the echo, the 401 below it. Empty without such an echo. Linear in the number of lines."""
    if not tools:
        return frozenset()
    numbers = [n for n in sorted(lines) if lines[n].section == section.index]
    echoed = echoed_lines({n: lines[n].text for n in numbers}, commands)
    if not echoed:
        return frozenset()
    last = max(echoed)
    return frozenset(n for n in numbers if n < last and any(match.signal.tool in tools for match in lines[n].matches))


def before_silent_end(
    lines: Mapping[int, LogLine], section: Section, tools: Collection[str], documented: str | None
) -> frozenset[int]:
    """Numbers of the lines of ``section`` (the failing step) that a signal of one of ``tools`` (as
    :func:`before_last_echo`'s: run in a command the script let go on and again in its last command)
    matched, when the step's exit code is one the last command's tool documents (``documented``, its
    meaning: :func:`ci_triage.logs.traced_failure.documented_exit`) and the step's last output line
    is none of theirs: the last run printed nothing those signals read, and its exit code says what
    ended the step. A retry loop's ``curl -sS …/health`` refused three times (``curl: (7) Failed to
    connect``, each followed by the script's ``waiting for the service ($i)``), then ``curl -sf …``
    answered 404, printing nothing, exit code 22 (curl 7.88.1): the refusals are the attempts'.
    Empty otherwise. Linear in the number of lines."""
    if not tools or documented is None:
        return frozenset()
    numbers = [n for n in sorted(lines) if lines[n].section == section.index]
    printed = [n for n in numbers if not lines[n].marker and not lines[n].blank]
    if not printed or any(match.signal.tool in tools for match in lines[printed[-1]].matches):
        return frozenset()
    return frozenset(n for n in numbers if any(match.signal.tool in tools for match in lines[n].matches))


SET_UP_CATEGORIES = frozenset({"configuration", "dependency resolution"})
"""Categories of a failure to set up what later commands need: a requirements file not found, a
package not installed, a folder not entered; and what a later command that lacked it reports (a
module not found)."""


SET_UP_GONE_ON_REASON = "a set-up command failed here and the script went on: a later command lacked what it sets up"
"""The excerpt's reason, added to a line's own, for a line of :func:`failed_set_up`."""


def failed_set_up(lines: Mapping[int, LogLine], section: Section, ignored: Collection[int]) -> frozenset[int]:
    """Those of ``ignored`` (lines of ``section``, the failing step, printed by commands whose
    failure did not end it) that a signal of a :data:`SET_UP_CATEGORIES` category matched, when a
    later line of the section is matched so too: a set-up command the script let go on failed
    (``pip install -r requirements-dev.txt || true``: ``Could not open requirements file``), and a
    later command failed for want of what it should have set up (pytest's ``ModuleNotFoundError: No
    module named 'hypothesis'``). The excerpt keeps them: the first is the cause. Empty when no such
    line follows the first (``ruff check . || true`` then an assertion failing). Linear in the
    number of lines."""
    numbers = [
        n
        for n in sorted(lines)
        if lines[n].section == section.index and any(m.signal.category in SET_UP_CATEGORIES for m in lines[n].matches)
    ]
    first = next((position for position, n in enumerate(numbers) if n in ignored), None)
    if first is None or first == len(numbers) - 1:
        return frozenset()
    return frozenset(n for n in numbers[first:] if n in ignored)


def _printed_by(signal: CompiledSignal, tools: Collection[str], step_tool: str) -> bool:
    """Whether one of ``tools`` (catalogue names) printed a line ``signal`` matched: the signal's own
    or its skill's default tool is one of them, or the signal reads a line shape that its skill's
    tools print alike (no ``tool`` of its own: python-lint's ``app.py:1:1: F401 …``, ruff's, flake8's
    and pylint's) and its skill's scope names one of them but not ``step_tool``, which would then be
    as likely to have printed it (``flake8 . || true`` before ``pytest``: trial 37, finding 1)."""
    if signal.tool in tools:
        return True
    scope = signal.scope.tools
    return not signal.own_tool and step_tool not in scope and any(tool in scope for tool in tools)


def same_exit_lines(
    lines: Mapping[int, LogLine], numbers: Collection[int], exit_code: int | None, tools: Collection[str]
) -> frozenset[int]:
    """Those of ``numbers`` (lines of commands whose failure did not end the step) on which a signal
    of one of ``tools`` (the catalogue tools of the command that did end it) names ``exit_code``, the
    step's exit code, by its ``exit`` group (curl prints its own exit code, ``curl: (7) Failed to
    connect to 127.0.0.1 port 18999``): an earlier run of the same tool failed the way the last one
    did, so what it printed says what ended the step, even when the last run printed nothing (``curl
    -sf`` refused, exit code 7, after refusals a retry loop went past: curl 7.88.1, bash 5.2). A run
    that failed otherwise (the last one answered 404, exit code 22) is not among them. Linear in the
    number of lines."""
    if exit_code is None or not tools:
        return frozenset()
    code = str(exit_code)
    return frozenset(
        n
        for n in numbers
        if n in lines
        and any(match.signal.tool in tools and match.groups.get("exit") == code for match in lines[n].matches)
    )
