"""``ci-triage skills list | show ID | check PATH [LOG...] | new --from LOG``: for people writing skills.

``list`` prints the catalogue (bundled, ``--skills`` folders, the home folder's and, with
``--checkout``, a repository's skill folders; see :func:`ci_triage.logs.skills.skill_dirs`). ``show``
prints one skill's file. ``check`` validates a skill folder, a single skill file, or a folder of
skills (warning of one that a skill found first shadows, in the order a triage of the repository
it lies in loads them, naming that skill's file), and runs their signals over sample logs: every match is printed as
``LOG:LINE: skill/signal [role weight] groups | text`` with 1-based line numbers of the log as
given (split on ``\\n``), matched on the cleaned line exactly as the analyser does; groups and
text are printed redacted (:func:`ci_triage.base.redact.redact`), as evidence is.

``new --from LOG`` analyses the log and writes a starter repository skill whose signals match its
failing lines (:mod:`ci_triage.logs.skill_starter`) to ``.ci-triage/skills/NAME/SKILL.md`` at the
root of the repository ``--checkout`` lies in (:func:`~ci_triage.logs.skills.repository_root`,
where the analyser looks for it) or ``--out DIR/NAME`` (``DIR`` is made when missing but its parent
must exist: a mistyped path makes no tree of folders). With ``--baseline PASS`` (a passing log of
the same job, loaded as a triage loads it: :func:`ci_triage.logs.compare.load_baseline`) its
signals are made of the lines new since that run, and the skill written is checked against PASS
(:func:`_fired_on_passing`): a signal one of its lines matches is left out, with a note, and a
starter whose every signal does is not written. ``NAME`` defaults to the failed tool (else
the program the failing step runs, a wrapper included: ``Run npm test`` → ``npm-script``, or one
the tool catalogue lacks: ``Run yoyo apply`` → ``yoyo``, ``./node_modules/.bin/spectral`` or ``npx
spectral`` → ``spectral``, ``python -m ziglang`` → ``ziglang``; else the repository's script it runs, by
its file name: ``Run ./ci/release.sh`` → ``release``) and the
category (``npm-test-failure``), with ``-2``, ``-3``, … when that name is taken (:func:`_free_name`);
the message names it. That tool is the skill's ``tool`` too, so a report its signals decide names it.
It never overwrites a file nor takes the name of a skill already found (which would be used instead: a
taken ``--name`` is refused), and it writes nothing unless the skill it wrote parses and matches the log.
A failing line the log's reading took as another category's evidence makes no signal
(:func:`_other_categories`); the skill's body lists it. Notes for the user go to standard error
(``ci-triage: note: …``), what was written to standard output.

Exit codes (:class:`~ci_triage.base.errors.ExitCode`): 0 when every checked skill is valid (whether or
not a signal matched), 2 (``USAGE``) for a bad flag (a ``--category`` that is no category, a ``--name``
that is no skill name) or a missing one (``new`` of a log whose category is unknown without
``--category``), 3
(``INPUT``) for a broken skill, an unknown id, an unreadable path (a missing ``--baseline`` too), a
log with no failing line, a starter every signal of which matches the ``--baseline`` log, a
skill folder or skill name that already exists, or an ``--out`` folder whose parent does not exist.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage.base.errors import InputError, UsageError

if TYPE_CHECKING:
    from ci_triage.logs.model import JobReport
    from ci_triage.logs.signals import SignalIndex
    from ci_triage.logs.skills import SkillSet
    from ci_triage.logs.source import LogMember, LogSource
    from ci_triage.logs.stamps import StampForm
    from ci_triage.logs.tools import Tool

MAX_MATCHES_SHOWN = 200
"""Matches printed per log before the rest are only counted."""


def run_skills(args: argparse.Namespace) -> int:
    """Run ``skills <action>`` for parsed ``args``; returns the exit code or raises ``InputError``."""
    if args.skills_command == "list":
        return _list(args)
    if args.skills_command == "show":
        return _show(args)
    if args.skills_command == "new":
        return _new(args)
    return _check(args)


def _load(args: argparse.Namespace):
    from ci_triage.logs.skills import load_skills

    home = None if args.no_home_skills else Path.home()
    return load_skills(args.skills, repo=args.checkout, home=home)


def _source(path: str) -> str:
    from ci_triage.logs.skills import bundled_skills_dir

    bundled = bundled_skills_dir().resolve()
    resolved = Path(path).resolve()
    return "bundled" if resolved.is_relative_to(bundled) else path


def _list(args: argparse.Namespace) -> int:
    loaded = _load(args)
    width = max((len(skill.name) for skill in loaded.skills), default=0)
    for skill in loaded.skills:
        category = skill.category or "(knowledge only)"
        print(f"{skill.name:<{width}}  {category:<28}  {_source(skill.path)}\n{'':<{width}}  {skill.summary}")
    for warning in loaded.warnings:
        print(f"ci-triage: warning: {warning}", file=sys.stderr)
    return 0


def _show(args: argparse.Namespace) -> int:
    loaded = _load(args)
    skill = loaded.get(args.id)
    if skill is None:
        known = ", ".join(s.name for s in loaded.skills)
        raise InputError(f"no skill {args.id!r}; known skills: {known}")
    print(f"# {skill.path}")
    print(Path(skill.path).read_text(encoding="utf-8"), end="")
    return 0


def _check(args: argparse.Namespace) -> int:
    from ci_triage.logs.skills import SkillProblem, SkillSet, load_skills, parse_skill_file

    target = Path(args.path)
    if target.is_file():
        results = [parse_skill_file(target)]
    elif (target / "SKILL.md").is_file():
        results = [parse_skill_file(target / "SKILL.md")]
    elif target.is_dir():
        found = load_skills([target], bundled=False)
        results = [*found.skills, *found.problems]
    else:
        raise InputError(f"{target}: no such skill file or folder")
    logs = [_read_log(Path(log)) for log in args.logs]
    skills = [item for item in results if not isinstance(item, SkillProblem)]
    broken = [item for item in results if isinstance(item, SkillProblem)]
    if not results:
        raise InputError(f"{target}: no SKILL.md or .md skill files found")
    home = None if args.no_home_skills else Path.home()
    used = load_skills(args.skills, repo=args.checkout or (target if target.is_dir() else target.parent), home=home)
    for skill in skills:
        signals = len(skill.signals)
        kind = f"category {skill.category}, {signals} signal{'s' * (signals != 1)}" if signals else "knowledge only"
        print(f"ok      {skill.name} ({skill.path}): {kind}")
        for warning in _warnings(skill, used):
            print(f"warning {skill.name}: {warning}")
    for problem in broken:
        print(f"broken  {problem.path}: {problem.reason}")
    if logs and skills:
        from ci_triage.logs.signals import SignalIndex

        index = SignalIndex(SkillSet(tuple(skills)))
        for name, lines in logs:
            _match_log(index, name, lines)
    if broken:
        raise InputError(f"{len(broken)} of {len(results)} skill files failed the check")
    return 0


def _warnings(skill, used: SkillSet) -> list[str]:
    """What ``skill`` (checked, valid) should say besides ``ok``: fields for other agents, a skill of
    its name that triage uses instead (``used``: the skills a triage of the repository it lies in
    loads, :func:`ci_triage.logs.skills.load_skills`; the first of a name wins), signals that run on
    every line, too many signals or too long a body (:func:`ci_triage.logs.skills.large_skill_notice`)."""
    from ci_triage.logs.signals import required_literal
    from ci_triage.logs.skills import large_body_cost, large_skill_cost

    warnings = [
        f"frontmatter field {field!r} is for other agents; ci-triage ignores it" for field in skill.ignored_fields
    ]
    warnings += [cost for cost in (large_skill_cost(skill), large_body_cost(skill)) if cost]
    winner = used.get(skill.name)
    if winner is not None and Path(winner.path).resolve() != Path(skill.path).resolve():
        if _source(winner.path) == "bundled":
            warnings.append("a bundled skill has this name and is loaded first, so this one is skipped")
        else:
            warnings.append(
                f"shadowed: {winner.path} has this name and is loaded first, so triage uses it and skips this one"
            )
    for signal in skill.signals:
        if required_literal(signal.pattern) is None:
            warnings.append(
                f"signal {signal.id!r} has no plain run of 4+ characters every match contains, "
                "so it runs on every line (slow on large logs)"
            )
    return warnings


def _read_log(path: Path) -> tuple[str, list[str]]:
    try:
        data = path.read_bytes()
    except OSError as error:
        raise InputError(f"{path}: cannot be read: {error.strerror or error}") from None
    if b"\x00" in data[:8192]:
        from ci_triage.logs.binary_sniff import binary_refusal

        raise InputError(binary_refusal(str(path)))
    text = data.decode("utf-8", errors="replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return str(path), lines


def _match_log(index, name: str, lines: list[str]) -> None:
    """Print each signal match of ``lines`` (the matched line and groups redacted, as evidence is)."""
    from ci_triage.base.redact import redact
    from ci_triage.logs.clean import clean_line
    from ci_triage.logs.stamps import SAMPLE_LINES, detect_stamp

    stamp = detect_stamp("\n".join(line for line in lines[: SAMPLE_LINES * 4] if line.strip()).encode())
    shown = matched_lines = 0
    for number, raw in enumerate(lines, start=1):
        cleaned = clean_line(raw, stamp)
        matches = index.match(cleaned.text)
        if not matches:
            continue
        matched_lines += 1
        for match in matches:
            shown += 1
            if shown > MAX_MATCHES_SHOWN:
                continue
            signal = match.signal
            groups = " ".join(f"{key}={value}" for key, value in match.groups.items())
            print(
                f"{name}:{number}: {signal.skill}/{signal.id} [{signal.role} {signal.weight:.2f}]"
                + redact((f" {groups}" if groups else "") + f" | {cleaned.text}")
            )
    if shown > MAX_MATCHES_SHOWN:
        print(f"{name}: ... {shown - MAX_MATCHES_SHOWN} more matches not shown")
    print(f"{name}: {matched_lines} of {len(lines)} lines matched a signal")


NAME_PATTERN = re.compile(r"^[a-z0-9][a-z0-9._-]*$")


def _new(args: argparse.Namespace) -> int:
    from ci_triage.config.defaults import DEFAULT_BUDGET
    from ci_triage.logs.analyse import Analyser
    from ci_triage.logs.classify import CATALOGUE_SKILL
    from ci_triage.logs.excerpt import END_OF_STEP_REASON, STEP_TITLE_REASON
    from ci_triage.logs.library_source import library_source_lines
    from ci_triage.logs.report import triage_source
    from ci_triage.logs.skill_starter import file_utility, render_skill, starter_signals
    from ci_triage.logs.skills import SKILL_FOLDERS, SkillProblem, parse_skill_file, repository_root
    from ci_triage.logs.source import open_log_source
    from ci_triage.logs.taxonomy import CATEGORIES

    log = Path(args.from_log)
    if not log.is_file():
        raise InputError(f"--from: {log}: no such file")
    if args.out is not None and not Path(args.out).parent.is_dir():
        raise InputError(f"--out: {args.out}: its parent folder {Path(args.out).parent} does not exist")
    if args.out is not None and Path(args.out).exists() and not Path(args.out).is_dir():
        raise InputError(f"--out: {args.out}: not a folder")
    if args.name is not None and not NAME_PATTERN.match(args.name):
        raise UsageError(f"--name: {args.name!r}: use lowercase letters, digits, '.', '_' and '-'")
    if args.baseline is not None and not Path(args.baseline).is_file():
        raise InputError(f"--baseline: {args.baseline}: no such file")
    analyser = Analyser.load(args.skills, repo=args.checkout, home=None if args.no_home_skills else Path.home())
    baselines = _baselines(args.baseline, analyser, log)
    with open_log_source(str(log)) as source:
        _, analyses = triage_source(source, analyser, DEFAULT_BUDGET, baselines=baselines)  # the primary job first
        analysis = next((analysis for analysis in analyses if analysis.report.failure_found), None)
        if analysis is None:
            raise InputError(f"{log}: no failing step or error line found; give the log of a failed job")
        report = analysis.report
        comparison = analysis.comparison
        if baselines and comparison is None:
            _note(
                f"{args.baseline} was not compared with the failing job (another job's log, or nothing in it "
                "differs): the signals are made of the lines an error reads on, and not checked against it"
            )
        member = _member_of(source, report)
        last = (END_OF_STEP_REASON, STEP_TITLE_REASON)  # the step's end and its command: no failing lines
        ranked = sorted(report.excerpt, key=lambda span: span.reason in last)
        failing = [(span.start_line + offset, text) for span in ranked for offset, text in enumerate(span.lines)]
        titles = {
            span.start_line + offset
            for span in ranked
            if span.reason == STEP_TITLE_REASON
            for offset in range(len(span.lines))
        }
        annotations = _error_annotations(member, analysis.scan.stamp, {number for number, _ in failing})
    category = args.category or report.classification.category
    if category == "unknown":
        choices = ", ".join(c for c in CATEGORIES if c != "unknown")
        raise UsageError(f"the log's category is unknown; give --category (one of: {choices})")
    library = library_source_lines(dict(failing))  # CPython's docstring a traceback quotes says nothing failed
    matched = {hit.line for hit in report.classification.signals if hit.skill != CATALOGUE_SKILL}
    new = comparison.new_lines if comparison is not None else None
    candidates = [line for line in failing if line[0] not in library and line[0] not in titles]  # no command
    telling = _telling_first(candidates, report.headline_line, annotations, matched, new)
    supported = {category, report.classification.category}  # a --category given re-reads the verdict's lines
    others = _other_categories(telling, report, analyser.signals, supported)
    if telling and all(number in others for number, _ in telling):
        readings = "; ".join(f"line {number}: {others[number]}" for number, _ in telling)
        raise UsageError(f"{log}: every failing line is another category's evidence ({readings}); give --category")
    heads, headings = _with_places([line for line in telling if line[0] not in others], failing)
    signals = starter_signals(heads, matched | (new or set()), annotations, headings)
    if not signals:
        raise InputError(f"{log}: no failing line could be turned into a pattern")
    left_out = [(number, text, others[number]) for number, text in telling if number in others]
    parent = Path(args.out or repository_root(args.checkout) / SKILL_FOLDERS[0])
    utilities = {file_utility(signal.text) for signal in signals}
    utility = utilities.pop() if len(utilities) == 1 else None  # every line one file utility's own: it failed
    tool = report.tool or report.classification.step_tool or _step_program(report) or utility
    script = _repository_script(report)
    if tool is not None and script is not None and _wrapper_of_step(tool, report):
        tool = None  # ``bash scripts/check_changelog.sh``: the script is what failed, not the shell running it
    name = args.name
    if name is None:
        base = _default_name(tool or script, category)
        name = _free_name(base, lambda taken: (parent / taken).exists() or analyser.skills.get(taken) is not None)
    folder = parent / name
    if folder.exists():
        raise InputError(f"{folder}: already exists; choose another --name or remove it")
    shadowing = analyser.skills.get(name)
    if shadowing is not None:
        raise InputError(
            f"a skill named {name!r} already exists ({_source(shadowing.path)}) and would be used instead; "
            "choose another --name"
        )
    folder.mkdir(parents=True)
    draft = folder / "SKILL.md.tmp"
    draft.write_text(render_skill(name, category, tool, signals, log.name, left_out), encoding="utf-8")
    parsed = parse_skill_file(draft)
    passing = args.baseline if comparison is not None else None  # a passing log compared: the check's
    fired = _fired_on_passing(parsed, passing) if passing and not isinstance(parsed, SkillProblem) else {}
    kept = [signal for signal in signals if signal.id not in fired]
    if fired and kept:  # the signals a line of the passing run matches are left out
        draft.write_text(render_skill(name, category, tool, kept, log.name, left_out), encoding="utf-8")
        parsed = parse_skill_file(draft)
    if isinstance(parsed, SkillProblem) or not kept:
        draft.unlink()
        folder.rmdir()
        if isinstance(parsed, SkillProblem):
            raise InputError(f"the starter skill did not parse: {parsed.reason}")
        where = ", ".join(f"{signal} its line {number}" for signal, number in fired.items())
        raise InputError(
            f"every signal of the starter matches the passing log {args.baseline} ({where}): it would read "
            "the passing run as failed; nothing written"
        )
    dropped = [signal for signal in signals if signal.id in fired]
    signals = kept
    draft.rename(folder / "SKILL.md")
    print(
        f"wrote {folder / 'SKILL.md'}: category {category}, {len(signals)} signal(s) from lines "
        + ", ".join(str(signal.line) for signal in signals)
    )
    if args.name is None:
        print(f"named it {name!r}; give --name to choose another")
    read = report.classification
    if args.category and read.category not in ("unknown", category):
        _note(
            f"the log reads as {read.category} ({read.confidence:.2f}), not {category}: the skill's "
            f"signals will compete with that reading on logs like this one (check the category you gave)"
        )
    for signal in dropped:
        _note(
            f"left out the signal of line {signal.line}: it matches line {fired[signal.id]} of the passing log "
            f"{args.baseline}, so it would fire on the passing run"
        )
    if left_out:
        lines = ", ".join(f"{number} ({reading.split(':')[0]})" for number, _, reading in left_out)
        _note(f"left out lines {lines}: another category's evidence, listed in the skill's body")
    if not any(signal.reads_as_failure for signal in signals):
        _note(
            "no failing line reads as a failure (no failure word), so the signals are context "
            "only and decide nothing: edit them to match the line that says what failed"
        )
    print(f"check it with: ci-triage skills check {folder} {log}")
    return 0


def _baselines(path: str | None, analyser, log: Path) -> list:
    """The baselines of the passing log ``path`` (``--baseline``), by
    :func:`ci_triage.logs.compare.load_baseline` as a triage loads them; its warnings (a log that
    failed itself, the failing log again) become notes; ``[]`` without one."""
    if path is None:
        return []
    from ci_triage.logs.compare import load_baseline

    baselines, warnings = load_baseline(
        path, failed=analyser.marked_failed, ended_early=analyser.ended_early, failing=str(log)
    )
    for warning in warnings:
        _note(warning)
    return baselines


def _fired_on_passing(skill, path: str) -> dict[str, int]:
    """Which signals of ``skill`` (a parsed starter) match a line of the passing log ``path`` (any job
    log of it: a file, a ``.gz``, a run-logs zip), each with the first such line (1-based, as the
    analyser numbers it), matched on the cleaned line as the analyser matches (as ``skills check``
    does): such a signal would read the passing run as failed. One pass over the log."""
    from ci_triage.logs.clean import clean_line
    from ci_triage.logs.signals import SignalIndex
    from ci_triage.logs.skills import SkillSet
    from ci_triage.logs.source import open_log_source
    from ci_triage.logs.stamps import HEAD_BYTES, detect_stamp

    index = SignalIndex(SkillSet((skill,)))
    fired: dict[str, int] = {}
    with open_log_source(path) as source:
        for member in source.members:
            member.file.seek(0)
            stamp = detect_stamp(member.file.read(HEAD_BYTES))
            member.file.seek(0)
            for number, raw in enumerate(member.file, start=member.first_line):
                text = clean_line(raw.decode("utf-8", "replace").rstrip("\r\n"), stamp).text
                for match in index.match(text):
                    fired.setdefault(match.signal.id, number)
    return fired


def _note(text: str) -> None:
    """Print a note for the user on standard error, as the command's warnings are (standard output
    holds what was written)."""
    print(f"ci-triage: note: {text}", file=sys.stderr)


POINTER_LINE = (
    r"(?i:\bA complete log of this run can be found in\b|\bre-?run (?:\S+ )?(?:with|using) (?:the )?-"
    r"|\bto see the full stack trace\b|\bfor more information about the errors\b|^\[ERROR\] \[Help \d+\] "
    r"|\bRun with --(?:stacktrace|info|debug|scan)\b|^See also \"[^\"]+\.log\"$)"
)
"""A line that points at more output instead of saying what failed, which its tool prints after every
failure: npm's ``npm error A complete log of this run can be found in: ...``, Maven's ``[ERROR] To see
the full stack trace of the errors, re-run Maven with the -e switch.`` and ``[ERROR] [Help 1] http...``,
Gradle's ``Run with --stacktrace option ...``, CMake's ``See also ".../CMakeOutput.log".``. A signal
matching one would claim every failure of that tool."""


def _member_of(source: LogSource, report: JobReport) -> LogMember:
    """The job log of ``source`` that ``report`` analysed: a run-logs zip's member, a job of ``gh run
    view`` output or of concatenated job logs (:func:`~ci_triage.logs.concatenated_jobs.job_logs`,
    as :func:`~ci_triage.logs.report.triage_source` reads them), named as the report names it."""
    from ci_triage.logs.concatenated_jobs import job_logs

    jobs = [job for member in source.members for job in job_logs(member)]
    named = [job for job in jobs if (job.name or None) == report.member] or jobs
    return next((job for job in named if job.job == report.job), named[0])


def _error_annotations(member: LogMember, stamp: StampForm | None, numbers: set[int]) -> set[int]:
    """Which of the lines ``numbers`` (1-based, as the excerpt numbers them) of ``member`` are error
    annotations: the runner's ``##[error]`` line or the ``::error ...::`` workflow command a script
    printed (GitHub Docs, "Workflow commands for GitHub Actions"), whose marker
    :func:`ci_triage.logs.clean.clean_line` takes off the text the excerpt holds. Reads the member
    from its start to the last of ``numbers``, one line at a time."""
    from ci_triage.logs.clean import clean_line

    found: set[int] = set()
    last = max(numbers, default=0)
    member.file.seek(0)
    for number, raw in enumerate(member.file, start=member.first_line):
        if number > last:
            break
        if number in numbers and clean_line(raw.decode("utf-8", "replace").rstrip("\r\n"), stamp).marker == "error":
            found.add(number)
    return found


FAILURE_TALLY = r"\b[1-9]\d*(?: [A-Za-z-]+){0,3} (?i:errors?|failures?|failed)\b"
"""A tool's tally of what failed, a count that is not zero a few words before ``errors``, ``failures``
or ``failed`` (podchecker's ``docs_a.pod has 2 pod syntax errors.``, ``Found 3 errors``): it reads as
a failure though the word is lower case (:data:`ci_triage.logs.vocabulary.STRONG` wants ``error:``),
and a passing run prints none or a zero count (podchecker's ``ok.pod pod syntax OK.``), so it makes
a starter signal of its own (the count becomes ``[1-9]\\d*``)."""


def _telling_first(
    lines: list[tuple[int, str]],
    quoted: int | None,
    annotations: Collection[int] = (),
    signal_lines: Collection[int] = (),
    new: Collection[int] | None = None,
) -> list[tuple[int, str]]:
    """The excerpt lines ``lines`` (1-based number, cleaned text) to make signals of, most telling
    first: the line the report's headline quotes (its number ``quoted``,
    :attr:`~ci_triage.logs.model.JobReport.headline_line`: the first real error) when a skill's signal
    matched it (its number in ``signal_lines``) or it reads as an error, then the lines that read as an
    error (an error annotation: their numbers in ``annotations``; a failure word, or a tool's tally of
    a non-zero count of errors, :data:`FAILURE_TALLY`) in excerpt order; without any, the excerpt's
    last line. An unknown failure's headline may quote a script's progress ``echo`` the passing run
    prints too (trial 124: ``checking exported symbols of libcalc.so against symbols.expected`` above
    the ``diff -u`` that failed), so it leads only as an error. With ``new`` (the numbers of the lines
    new since a passing run of the job, :attr:`ci_triage.logs.compare.Comparison.new_lines`), only new
    lines are chosen, and without one that reads as an error, the first new ones: what the failure
    printed and the passing run did not (the diff's header). A line of one word (Maven's bare
    ``[ERROR]``), the runner's exit-code lines and a tool's pointers to more output
    (:data:`POINTER_LINE`) are never chosen: every failed job prints one, so a signal matching it
    would fire on every failure."""
    from ci_triage.logs.first_pass import RUNNER_EXIT_LINE
    from ci_triage.logs.re2_patterns import LazyRE2
    from ci_triage.logs.skill_starter import MAX_SIGNALS
    from ci_triage.logs.vocabulary import STRONG

    strong, pointer, tally = LazyRE2(STRONG), LazyRE2(POINTER_LINE), LazyRE2(FAILURE_TALLY)
    telling = [
        item
        for item in lines
        if len(item[1].split()) > 1
        and not RUNNER_EXIT_LINE.search(item[1])
        and not pointer.search(item[1].strip())
        and (new is None or item[0] in new)
    ]

    def reads_as_error(item: tuple[int, str]) -> bool:
        return item[0] in annotations or bool(strong.search(item[1]) or tally.search(item[1]))

    headline = [item for item in telling if item[0] == quoted and (quoted in signal_lines or reads_as_error(item))]
    errors = [item for item in telling if reads_as_error(item) and item not in headline]
    return headline + errors or (telling[:MAX_SIGNALS] if new is not None else telling[-1:])


def _other_categories(
    lines: list[tuple[int, str]], report: JobReport, index: SignalIndex, supported: Collection[str]
) -> dict[int, str]:
    """Which of the failing ``lines`` (1-based number, cleaned text) the log's reading took as
    evidence for a category not in ``supported`` (the starter's, and the verdict's when ``--category``
    re-reads it), none of them, each with that reading (``configuration: service-not-ready/
    postgres-local-refused``): a line the verdict's or a competing category's evidence quotes
    (:attr:`~ci_triage.logs.model.Classification.signals`, ``competing``), else one an ``error`` or
    ``summary`` signal of a competing category matches (``index``). A starter signal made of such a
    line (a refused connection in a deploy script that failed on a missing token) would push every
    failure of that other kind towards the starter's category."""
    from ci_triage.logs.classify import DECIDING_ROLES

    read = report.classification
    quoted = [*read.signals, *(other.signal for other in read.competing if other.signal is not None)]
    weighed = {read.category} | {other.category for other in read.competing}
    others: dict[int, str] = {}
    for number, text in lines:
        hits = [(hit.category, f"{hit.skill}/{hit.signal}") for hit in quoted if hit.line == number]
        hits = hits or [
            (match.signal.category, f"{match.signal.skill}/{match.signal.id}")
            for match in index.match(text)
            if match.signal.role in DECIDING_ROLES and match.signal.weight > 0 and match.signal.category in weighed
        ]
        if hits and not any(category in supported for category, _ in hits):
            others[number] = f"{hits[0][0]}: {hits[0][1]}"
    return others


HEADING_REACH = 3
"""How many lines above an error line that names no place its heading may be (shellcheck's ``In
deploy.sh line 2:``, the source line, then the caret line with the message)."""


def _with_places(chosen: list[tuple[int, str]], lines: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], set[int]]:
    """``chosen`` (the lines to make signals of, :func:`_telling_first`) with, before each that names
    no file and line, the line that does above it: the heading of its finding, at most
    :data:`HEADING_REACH` lines up among the excerpt's ``lines`` and no blank line between
    (shellcheck prints ``In deploy.sh line 2:``, the source line, then ``^---^ SC2045 (error): …``).
    That heading carries the place a signal's ``file`` and ``line`` groups give the report, and
    each finding of the tool has one; returns the lines and the headings' numbers (1-based), which
    read as the failure they head."""
    from ci_triage.logs.skill_starter import names_place

    texts = dict(lines)
    taken = {number for number, _ in chosen}
    ordered: list[tuple[int, str]] = []
    headings: set[int] = set()
    for number, text in chosen:
        if not names_place(text):
            for above in range(number - 1, number - HEADING_REACH - 1, -1):
                heading = texts.get(above, "")
                if not heading.strip():
                    break
                if names_place(heading):
                    if above not in taken:
                        taken.add(above)
                        headings.add(above)
                        ordered.append((above, heading))
                    break
        ordered.append((number, text))
    return ordered, headings


MAX_NAME_SUFFIX = 99
"""The highest numeric suffix tried for a default starter name (``repository-configuration-99``)."""


def _step_program(report: JobReport) -> str | None:
    """What the failing step ran when no tool that printed its lines is known: the first catalogue
    tool its name runs, a wrapper included (``Run npm test`` → ``npm-script``; see
    :func:`ci_triage.logs.tools.identify_tools`) unless that wrapper runs another program (``npx
    spectral lint`` → ``spectral``: the first tool after it that is no wrapper, else that program:
    :func:`_runs`), else the program its command runs though the catalogue lacks it (a console
    script: ``Run yoyo apply`` → ``yoyo``; a program by its path, ``./node_modules/.bin/spectral``;
    ``python -m ziglang`` → ``ziglang``: :func:`ci_triage.logs.tools.command_program`), else
    ``None`` (``./deploy.sh`` is the repository's own script). A step's name is its command when it
    is the runner's ``Run …`` header or, in another format, a ``$ command`` line; a GitHub Actions
    step named otherwise (``Set up job``, a run-logs zip's step file name) runs no command it shows."""
    from ci_triage.logs.tools import command_program, identify_tools

    step = report.failing_step
    if step is None or not step.name:
        return None
    tools = identify_tools([step.name])
    command = step.name.removeprefix("Run ")
    shown = step.name.startswith("Run ") or report.format != "github-actions"
    program = command_program(command) if shown else None
    if tools and _runs(tools[0], program):
        return tools[0].name
    named = next((tool for tool in tools if not tool.is_wrapper), None)
    return named.name if named is not None else program


def _repository_script(report: JobReport) -> str | None:
    """The file name, without its extension, of the repository's own script the failing step's
    command runs first (``Run ./ci/release.sh`` → ``release``, ``Run bash scripts/check.sh`` →
    ``check``): a starter's name when no tool is known (:func:`_step_program`); else None."""
    step = report.failing_step
    if step is None or (not step.name.startswith("Run ") and report.format == "github-actions"):
        return None
    for word in step.name.removeprefix("Run ").split():
        if "/" in word and not word.startswith("-") and Path(word).suffix:
            return Path(word).stem or None
    return None


def _wrapper_of_step(tool: str, report: JobReport) -> bool:
    """Whether ``tool`` is a wrapper (a shell, a task runner: the catalogue's ``wrapper`` kind) that
    the failing step's command runs (``bash`` of ``Run bash scripts/check_changelog.sh``): with the
    repository's own script after it, that script is the starter's subject, and a ``tool: bash``
    skill would attach to every step that runs bash."""
    from ci_triage.logs.tools import identify_tools

    step = report.failing_step
    named = identify_tools([step.name]) if step is not None and step.name else []
    return any(found.name == tool and found.is_wrapper for found in named)


def _runs(tool: Tool, program: str | None) -> bool:
    """Whether the catalogue's ``tool`` is what a step whose command runs ``program``
    (:func:`ci_triage.logs.tools.command_program`) ran: a tool that is not a wrapper always; a wrapper
    when it is that program (``npm test``: ``npm``) or no program is known, not when it runs another
    (``npx spectral``: ``spectral``, a package runner's package)."""
    if not tool.is_wrapper or program is None:
        return True
    return program == tool.name or any(command.split()[0] == program for command in tool.commands)


def _free_name(base: str, taken: Callable[[str], bool]) -> str:
    """``base`` when ``taken(base)`` is false, else the first of ``base-2``, ``base-3``, … up to
    :data:`MAX_NAME_SUFFIX` that is free: a second tool-less starter of one category
    (``repository-configuration-2``) does not collide with the first. ``taken`` says whether a name
    is a folder already written or a skill already found. Raises ``InputError`` when all are taken."""
    if not taken(base):
        return base
    for number in range(2, MAX_NAME_SUFFIX + 1):
        candidate = f"{base}-{number}"
        if not taken(candidate):
            return candidate
    raise InputError(f"{base!r} and {base}-2 to -{MAX_NAME_SUFFIX} are all taken; choose a --name")


def _default_name(tool: str | None, category: str) -> str:
    """A starter skill's name when ``--name`` gives none: the tool that failed, else the
    repository's script the step ran (:func:`_repository_script`; ``repository`` when neither is
    found) and the category its lines mean, in :data:`NAME_PATTERN`'s letters
    (``pytest-test-failure``, ``ruff-lint-format``): a second starter of another category for the
    same tool gets a name of its own."""
    words = f"{tool or 'repository'} {category}".lower()
    return re.sub(r"[^a-z0-9._]+", "-", words).strip("-.") or "repository"
