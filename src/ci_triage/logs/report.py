"""Assemble the user-facing :class:`TriageReport` from one or more analysed log members."""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from ci_triage import __version__
from ci_triage.base.errors import InputError
from ci_triage.base.redact import redact, redact_value
from ci_triage.base.text import and_more, balanced
from ci_triage.base.tokens import estimate_tokens
from ci_triage.logs.analyse import (
    ALSO_FAILED,
    FAILED_AFTER_TRIAGED,
    FAILED_BEFORE_LAST,
    FAILED_FIRST,
    LATER_STEP_FACTOR,
    NO_EXIT_MARKER_FACTOR,
    ONLY_KNOWN_LINES,
    ONLY_KNOWN_QUIET_LINES,
    STEP_AFTER_CANCEL,
    STEP_AFTER_FAILURE,
    SUMMARY_HEADLINE_CHARS,
    Analyser,
    MemberAnalysis,
    failing_sections,
    job_name_of,
    may_have_failed,
    named_units,
    no_exit_marker,
    no_exit_marker_undecided,
)
from ci_triage.logs.audit_skips import audit_skips
from ci_triage.logs.checkstyle_file import looks_like_checkstyle
from ci_triage.logs.classify import CATALOGUE_SKILL
from ci_triage.logs.concatenated_jobs import job_logs
from ci_triage.logs.excerpt import MIN_PARTIAL_TOKENS
from ci_triage.logs.excerpt_cut import rounded_budget
from ci_triage.logs.extract import MAX_LOCATIONS, MAX_TESTS
from ci_triage.logs.failed_test_identity import FailedTestIdentities, identity_of_test, unittest_test_name
from ci_triage.logs.failed_test_message import verdict_only
from ci_triage.logs.first_pass import FILES_READ, KINDS_KEPT, MAX_SECTIONS, Section
from ci_triage.logs.hook_failed_file import hook_failures, is_hook_failure
from ci_triage.logs.hook_frame import ANY_HOOK
from ci_triage.logs.junit_category import with_junit_failures
from ci_triage.logs.junit_file import ROBOT_OUTPUT_HINT, looks_like_junit, looks_like_robot_output
from ci_triage.logs.junit_in_log import junit_names, names_in_log
from ci_triage.logs.message_chain import CLAUSE_END, cause_kept
from ci_triage.logs.model import (
    TEST_VERDICTS,
    ExcerptCut,
    FailedTest,
    FailingStep,
    JobReport,
    JUnitFailures,
    Location,
    SourceInfo,
    TriageReport,
)
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import without_runner_folder
from ci_triage.logs.source import LogMember, LogSource, open_log_source
from ci_triage.logs.source_file_kind import refuse_source_file
from ci_triage.logs.taxonomy import Category
from ci_triage.logs.tools import load_catalogue
from ci_triage.logs.unit_error_cut import unit_errors_cut, units_left_out
from ci_triage.logs.warning_annotations import below_error_annotations

if TYPE_CHECKING:  # the comparison with a passing log loads only with one (--baseline)
    from ci_triage.logs.compare import Baseline
    from ci_triage.logs.first_pass import Scan
    from ci_triage.logs.signals import CompiledSignal

MAX_DETAILED_JOBS = 4
"""Failing jobs of a run-logs zip that get an excerpt; the budget is shared between them."""
MIN_JOB_BUDGET = 400
"""Tokens of excerpt a job fetched from GitHub gets at least (:mod:`ci_triage.evidence.collect_github`)."""
MAX_NAMED_SKIPPED = 10
"""Failing jobs named in the "not analysed" warning; the rest are counted."""
NAMED_FAILED_TESTS = 3
"""Failed tests (and test files that failed to collect) a sentence names, in the summary, the next
step and the rules' root cause; how many more failed follows them (``and 1 more``, ``and at least 2
more`` when more may have failed: :func:`ci_triage.base.text.and_more`), so that a capped list does
not read as complete."""
NOT_ANALYSED = "more failing jobs than shown in detail; not analysed:"
"""How the warning naming the failing jobs left out (over :data:`MAX_DETAILED_JOBS`) begins."""
FOLDED_SECTIONS = (
    "more than {limit:,} steps: {folded:,} passing steps were folded into the step before them, "
    "so their names and line ranges are not their own (a failed step keeps its own)"
)
"""The warning for a log of more sections than the first pass keeps
(:data:`~ci_triage.logs.first_pass.MAX_SECTIONS`)."""
UNKEPT_KINDS = (
    "step “{step}”: its {lines:,} candidate lines are of more than {limit} kinds; the first line of a "
    "later kind was read only if it was among the step's first or last candidate lines"
)
"""The warning for a failing step whose candidate lines' kinds outnumber those the first pass keeps
(:data:`~ci_triage.logs.first_pass.KINDS_KEPT`, :attr:`~ci_triage.logs.first_pass.Section.unkept_kinds`),
when no category explains the failure: the line that would may be of a kind not kept (a long step
with a verdict has dozens of kinds, most of them no failure's)."""
FILES_UNREAD = (
    "step “{step}”: {lines:,} candidate lines; each source file's first error was looked for in the "
    "first {limit:,} only, so a file's first error among the last {unread:,} was read only as its "
    "kind's first line or among the step's last lines"
)
"""The warning for a failing step of more candidate lines than the first pass reads for their files
(:data:`~ci_triage.logs.first_pass.FILES_READ`, :attr:`~ci_triage.logs.first_pass.Section.files_unread`)."""


ERROR_ISSUES_ONLY = (
    "no task exited non-zero, but step “{step}” logged an error (##[error] at line {line}): a script fails "
    "its task with ##vso[task.complete result=Failed] and exit code 0, which the agent logs only with "
    "system.debug; if this job failed, that step is its likely cause"
)
"""Warning of an Azure Pipelines log that shows no failure though a step holds an error issue
(:attr:`~ci_triage.logs.first_pass.Section.error_issue_line`; ``{step}``, ``{line}``: the last such
step and its first ``##[error]`` line): ``task.complete`` prints no line of its own
(microsoft/azure-pipelines-agent ``src/Agent.Worker/TaskCommandExtension.cs``)."""
ENDED_EARLY = (
    "the log ends before its job did (no runner post-job lines: cut short, or copied while the job ran?): "
    "the steps it lacks may have failed"
)
"""Warning of a log that shows no failure and never reached its job's end."""
BELOW_ERROR_ONLY = (
    "the log holds {count:,} warning or notice annotation(s) a tool printed (::warning, ::notice; the first at"
    " line {line}) and no error one: an annotation below error is no failure, so none is reported (a tool"
    " that prints them may still have exited non-zero, which this log does not show)"
)
"""Note of a plain log without a failure whose tool printed workflow commands below error
(:func:`ci_triage.logs.warning_annotations.below_error_annotations`; ``{count}``, ``{line}``: how many,
and the first's line): sqlfluff's ``github-annotation-native`` findings are warnings, and the tool
exits 1 on them."""

AUDIT_SKIPPED = (
    "the audit passed, but could not audit {count} dependenc{ending} (its Skip Reason table at line {line}; the"
    ' first, {first}: {reason}): their known vulnerabilities were not checked. A public package "not found"'
    " means the index was out of the runner's reach (network, proxy): with `--strict` a dependency it could"
    " not audit fails the step instead of passing unaudited"
)
"""Note of a log without a failure whose dependency audit skipped dependencies
(:func:`ci_triage.logs.audit_skips.audit_skips`; ``{count}``, ``{ending}``, ``{line}``, ``{first}``,
``{reason}``: how many, the plural's ending, the table's header line, the first row's name and
reason): pip-audit without ``--strict`` exits 0 having audited none of them (trial 104 #10)."""


def triage_path(
    path: str | Path,
    analyser: Analyser,
    budget: int,
    junit_paths: Iterable[str] = (),
    baselines: Sequence[Baseline] = (),
    went_on: Collection[str] = (),
) -> tuple[TriageReport, list[MemberAnalysis]]:
    """:func:`triage_source` of the log file at ``path`` (plain, gzip, or a run-logs zip: see
    :func:`~ci_triage.logs.source.open_log_source`; a zip's members are scanned while they are
    decompressed), closed before returning. Raises :class:`~ci_triage.base.errors.InputError` for a
    log that cannot be read, for Robot Framework's ``output.xml`` (its message says to give the
    JUnit file ``robot --xunit`` writes, :data:`~ci_triage.logs.junit_file.ROBOT_OUTPUT_HINT`), and for
    a file that shows no failure and is a project's source file, not a CI log (a Terraform file, a
    Kubernetes manifest: :func:`~ci_triage.logs.source_file_kind.refuse_source_file`)."""
    if str(path) != "-" and looks_like_junit(path):
        report = _junit_results_report(str(path), list(junit_paths), budget, analyser.signals.signals)
        if report is not None:
            return report, []
    if str(path) != "-" and looks_like_robot_output(path):
        raise InputError(f"{path}: not a job log but {ROBOT_OUTPUT_HINT}")
    if str(path) != "-" and looks_like_checkstyle(path):
        report = _checkstyle_report(str(path), budget, analyser.signals.signals)
        if report is not None:
            return report, []
    with open_log_source(str(path), scanner=analyser.scan_file) as source:
        report, analyses = triage_source(source, analyser, budget, junit_paths, baselines, went_on)
    if not report.failure_found:
        refuse_source_file(path)
    return report, analyses


RESULTS_CONFIDENCE = 0.5
"""The confidence of a verdict read from a results file given as the log (a test runner's JUnit, a
scanner's, a linter's Checkstyle XML): the tool's own verdict, without the log that would show the
step, its exit code and what else failed."""


@dataclass(frozen=True, kw_only=True)
class ResultsRead:
    """What a results file given as the log says, for its report (:func:`_results_report`): its
    ``kind`` (:data:`RESULTS_KINDS`), the report's ``summary``, how many ``failures`` it counts (failed
    tests, findings; 0 is no failure found), the ``category`` of the verdict they make, the ``tool`` that
    wrote the file, the ``warnings`` (the first says what the file is), the ``locations`` in the order to
    give them (the first :data:`~ci_triage.logs.extract.MAX_LOCATIONS` kept), the tool's own
    ``next_step`` (None: the category's), the ``failed_tests`` it names with ``failed_tests_total`` and
    ``failed_tests_complete`` (a test runner's: :class:`~ci_triage.logs.model.TriageReport`'s), and the
    verdict's ``confidence``."""

    kind: str
    summary: str
    failures: int
    category: Category
    tool: str | None
    warnings: list[str]
    locations: list[Location] = field(default_factory=list)
    next_step: str | None = None
    failed_tests: list[FailedTest] = field(default_factory=list)
    failed_tests_total: int | None = None
    failed_tests_complete: bool = True
    confidence: float = RESULTS_CONFIDENCE


def _results_report(path: str, budget: int, read: ResultsRead) -> TriageReport:
    """The report of the results file ``path`` given as the log, as ``read`` says it: no log was read
    (no failing step, exit code or excerpt), ``budget`` tokens of excerpt unspent; its category and
    confidence only when it counts a failure (else no failure found, confidence 0)."""
    return TriageReport(
        tool_version=__version__,
        source=SourceInfo(path=path, kind=read.kind, members=[]),
        failure_found=bool(read.failures),
        summary=read.summary,
        category=read.category if read.failures else None,
        confidence=read.confidence if read.failures else 0.0,
        budget_tokens=budget,
        failed_tests=read.failed_tests,
        failed_tests_total=read.failed_tests_total,
        failed_tests_complete=read.failed_tests_complete,
        locations=read.locations[:MAX_LOCATIONS],
        tool=read.tool,
        warnings=read.warnings,
        next_step=read.next_step,
    )


JUNIT_RESULTS = "junit"
"""The :attr:`~ci_triage.logs.model.SourceInfo.kind` of JUnit results given as the log (no log
was read: no failing step, exit code or excerpt)."""
JUNIT_AS_LOG = (
    "{path} is JUnit XML, not a job log: triaged from its test results alone (no failing step, exit"
    " code or excerpt); to triage the job, give its log as PATH and this file with --junit"
)
"""The note of a JUnit file given as the log (:func:`_junit_results_report`)."""
JUNIT_CUT_SHORT = (
    "{path} is cut short ({error}): read as far as it parses, {named} failed tests named in it; a"
    " report half-written when its job was killed or ran out of disk, so the job's log tells the rest"
)
"""The note of a JUnit file given as the log whose XML ends before its root element closes
(:attr:`~ci_triage.logs.model.JUnitFailures.cut_short`)."""
COUNTED_ONLY_CONFIDENCE = 0.3
"""The confidence of a test failure a JUnit file given as the log counts and names no test of (its
suites' ``failures`` and ``errors``, no ``<failure>`` or ``<error>`` element): the runner's tally
alone, with nothing that shows what failed."""
JUNIT_COUNTED_ONLY = (
    "{path} counts {count} failed test(s) in its suites' failures and errors attributes but holds no <failure>"
    " or <error> element: the verdict rests on those counts alone (confidence {confidence}); the job's log names"
    " the tests and shows why they failed"
)
"""The note of a JUnit file given as the log whose suites count failed tests none of its elements
names (``{path}``, ``{count}``, ``{confidence}``: :data:`COUNTED_ONLY_CONFIDENCE`)."""
COUNTED_ONLY_NEXT_STEP = (
    "Triage the job's log (give it as PATH, this file with --junit): this JUnit file counts failed tests but"
    " names none, so only the log shows which failed and why."
)
"""The next step of a JUnit file given as the log that counts failed tests and names none."""
JUNIT_KIND_ORDER = {"failed": 0, "error": 1, "collection": 2}
"""The order the summary and the views list a JUnit file's failed tests in by kind: failed, then
errored outside their bodies, then test files that failed to collect, as the log's are."""


def _junit_results_report(
    path: str, junit_paths: list[str], budget: int, signals: Sequence[CompiledSignal]
) -> TriageReport | None:
    """The report of the JUnit XML file ``path`` given as the log (and of any ``junit_paths``
    given with it): its failed tests, their messages and places, the test runner that wrote it
    (:attr:`~ci_triage.logs.model.JUnitFailures.framework`) as its tool, a ``test failure`` of a runner's
    verdict without a log (confidence 0.5, as JUnit results beside a log that shows no failure),
    and a warning that says so (:data:`JUNIT_AS_LOG`); no failure found when it reports none. A
    whole file whose suites count failed tests (``failures="2"``) and that names none (no
    ``<failure>`` or ``<error>`` element) is a test failure of those counts alone, at
    :data:`COUNTED_ONLY_CONFIDENCE`, its summary, a warning (:data:`JUNIT_COUNTED_ONLY`) and its next
    step saying that what failed is not in it. None when ``path`` cannot be read as JUnit (a file
    cut short): it is then read as a text log."""
    from ci_triage.logs.junit import UnreadableJUnit, junit_failures

    try:
        read = junit_failures(path, cut_short=True)
    except UnreadableJUnit:
        return None
    if read.scanner is not None or read.linter is not None:
        return _findings_report(path, read, budget, signals)
    junit, skipped, _, _ = _junit([path, *junit_paths], [], cut_short=[path])
    tests = sorted(junit.kept, key=lambda test: JUNIT_KIND_ORDER.get(test.kind, 0))
    named_total = len(junit.identities)
    counted_only = not tests and not read.cut_short and read.declared > 0  # counts, no <failure> element
    total = max(named_total, read.declared) if read.cut_short or counted_only else named_total
    uncounted = bool(read.cut_short) and not read.declared  # cut short before its suites' counts
    summary = "No failure found: the JUnit results report no failed test."
    if tests:
        listed = _tests_and_files(tests, total, at_least=uncounted)
        message = tests[0].message
        said = balanced(clipped(one_line(message), TEST_MESSAGE_CHARS)) if message else ""
        said = f" — {'the first: ' if total > 1 else ''}{_ended(said)}" if said else "."
        summary = f"Test failure in the JUnit results “{Path(path).name}”: {listed}{said}"
    elif counted_only:
        summary = (
            f"Test failure in the JUnit results “{Path(path).name}”: its suites count {total} failed"
            f" test{'s' if total > 1 else ''}, but no <failure> or <error> element in it names"
            f" {'them' if total > 1 else 'it'}: which failed, and why, is not in the file."
        )
    elif total:
        summary = (
            f"Test failure in the JUnit results “{Path(path).name}”: its suites count {total} failed"
            f" test{'s' if total > 1 else ''}, in the part of the file cut off before"
            f" {'they were' if total > 1 else 'it was'} named."
        )
    warnings = [JUNIT_AS_LOG.format(path=path)]
    if read.cut_short:
        warnings.append(JUNIT_CUT_SHORT.format(path=path, error=read.cut_short, named=named_total))
    if counted_only:
        warnings.append(JUNIT_COUNTED_ONLY.format(path=path, count=total, confidence=COUNTED_ONLY_CONFIDENCE))
    named = FailedTestIdentities([identity_of_test(test.name) for test in tests])
    return _results_report(
        path,
        budget,
        ResultsRead(
            kind=JUNIT_RESULTS,
            summary=summary,
            failures=total,
            category="test failure",
            tool=read.framework,
            warnings=[*warnings, *skipped],
            locations=[place for identity, place in junit.places.items() if named.names_same_test(identity)],
            failed_tests=tests,
            failed_tests_total=total or None,
            failed_tests_complete=len(tests) == total and not uncounted,
            next_step=COUNTED_ONLY_NEXT_STEP if counted_only else None,
            confidence=COUNTED_ONLY_CONFIDENCE if counted_only else RESULTS_CONFIDENCE,
        ),
    )


SCANNER_JUNIT_AS_LOG = (
    "{path} is JUnit XML that {scanner}, a security scanner, wrote: its failed test cases are its findings"
    " (policy checks), not tests; triaged from them alone (no failing step, exit code or excerpt); to triage"
    " the job, give its log as PATH"
)
"""The note of a security scanner's JUnit file given as the log (:func:`_findings_report`)."""
LINTER_JUNIT_AS_LOG = (
    "{path} is JUnit XML that {linter}, a linter, wrote: its failed test cases are its findings (rule"
    " violations), not tests; triaged from them alone (no failing step, exit code or excerpt); to triage"
    " the job, give its log as PATH"
)
"""The note of a linter's JUnit file given as the log (:func:`_findings_report`)."""


def _findings_report(path: str, read: JUnitFailures, budget: int, signals: Sequence[CompiledSignal]) -> TriageReport:
    """The report of the JUnit XML file ``path`` given as the log that a security scanner or a linter
    wrote (``read``, its :attr:`~ci_triage.logs.model.JUnitFailures.scanner` set: checkov 3.3.30's
    ``--output junitxml``, trivy's ``contrib/junit.tpl``; or its
    :attr:`~ci_triage.logs.model.JUnitFailures.linter`: cfn-lint's and tflint's ``--format junit``,
    phpcs' ``--report=junit``): its failed and errored test cases are the tool's findings, so the
    verdict is the tool's catalogue category (a scanner's security audit, a linter's lint/format or
    its own, cfn-lint's infrastructure-as-code/deploy) at confidence 0.5, as a JUnit file's
    (:func:`_junit_results_report`), its summary counting them (the suites' ``failures`` and
    ``errors`` when the file names none) and quoting the first: a scanner's as written, the test
    case's name (``[NONE][CKV_AWS_24] Ensure no security groups allow ingress …``), the resource its
    class name names after the case's file (checkov's ``/main.tf.aws_security_group.web``:
    ``aws_security_group.web``; trivy's package and version whole) and its place (``main.tf:6``,
    :data:`~ci_triage.logs.junit.RESOURCE_PLACE`); a linter's message with the test case's name (its
    rule, and the file a class name names: ``main.tf::terraform_unused_declarations``) and its place
    (cfn-lint's ``… at queue-stack.yaml:6:7``: ``queue-stack.yaml:6``). Their places
    are the locations; none is a failed test. Its ``next_step`` is the tool's own advice as its
    skill's ``signals`` give it (:func:`~ci_triage.logs.signal_next_step.tool_next_step`: checkov's
    ``# checkov:skip=`` comment, phpcs' ``// phpcs:ignore``, naming a linter's rules, each case's
    name's first word); None without one (the category's then). No failure found only when the file
    counts no failure and no error, with a warning that says what the file is
    (:data:`SCANNER_JUNIT_AS_LOG`, :data:`LINTER_JUNIT_AS_LOG`)."""
    from ci_triage.logs.signal_next_step import tool_next_step

    producer = read.scanner or read.linter or ""
    tool = load_catalogue().get(producer)
    default = "security audit" if read.scanner else "lint/format"
    category = (tool.category if tool is not None else None) or default
    count = len(read.identities) or read.declared
    places = [read.places.get(identity_of_test(finding.name)) for finding in read.kept]
    summary = f"No failure found: the JUnit results of {producer} report no finding."
    if count:
        first = read.kept[0] if read.kept else None
        quoted = ""
        if first is not None and read.scanner:
            classname, _, case = first.name.rpartition("::")
            resource = classname.removeprefix(f"{first.file}.") if first.file else classname
            place = places[0]
            where = ", ".join(
                part for part in (resource, f"{place.file}:{place.line}" if place and place.line else None) if part
            )
            said = balanced(clipped(one_line(case or first.name), TEST_MESSAGE_CHARS))
            quoted = f" — {'the first: ' if count > 1 else ''}{said}{f' ({where})' if where else ''}"
        elif first is not None:
            said = balanced(clipped(one_line(first.message or ""), TEST_MESSAGE_CHARS)).rstrip(".")
            place = places[0]
            where = f", {place.file}:{place.line}" if place and place.line else ""
            quoted = f" — {'the first: ' if count > 1 else ''}{f'{said} ' if said else ''}({first.name}{where})"
        summary = (
            f"{category[:1].upper()}{category[1:]} in the JUnit results “{Path(path).name}” of {producer}:"
            f" {count} finding{'s' if count > 1 else ''}{quoted}."
        )
    rules = [] if read.scanner else [_case_rule(finding.name) for finding in read.kept]
    advice = tool_next_step(signals, producer, list(dict.fromkeys(rules)), scanner=bool(read.scanner))
    note = SCANNER_JUNIT_AS_LOG.format(path=path, scanner=producer) if read.scanner else None
    return _results_report(
        path,
        budget,
        ResultsRead(
            kind=JUNIT_RESULTS,
            summary=summary,
            failures=count,
            category=category,
            tool=producer,
            warnings=[note or LINTER_JUNIT_AS_LOG.format(path=path, linter=producer)],
            locations=_first_places(places),
            next_step=advice if count else None,
        ),
    )


def _case_rule(name: str) -> str:
    """The rule a linter's JUnit test case named ``name`` (``classname::name``) is of: its own name's
    first word (tflint's ``terraform_unused_declarations``, cfn-lint's ``E3012``, phpcs'
    ``PSR12.Files.FileHeader.SpacingAfterBlock at Cart.php (1:1)``: ``PSR12.Files.FileHeader.SpacingAfterBlock``)."""
    case = name.rpartition("::")[2].strip()
    return case.split(maxsplit=1)[0] if case else ""


def _first_places(places: Iterable[Location | None]) -> list[Location]:
    """``places`` without None and without a later place of the same file and line, in their order."""
    first: dict[tuple[str, int | None], Location] = {}
    for place in places:
        if place is not None:
            first.setdefault((place.file, place.line), place)
    return list(first.values())


CHECKSTYLE_RESULTS = "checkstyle"
"""The :attr:`~ci_triage.logs.model.SourceInfo.kind` of a linter's Checkstyle XML given as the log
(no log was read: no failing step, exit code or excerpt)."""
RESULTS_KINDS = (JUNIT_RESULTS, CHECKSTYLE_RESULTS)
"""The kinds of a results file given as the log, not a log: no excerpt is expected of them."""
CHECKSTYLE_AS_LOG = (
    "{path} is Checkstyle XML, not a job log: triaged from the linter's findings alone (no failing step,"
    " exit code or excerpt); to triage the job, give its log as PATH"
)
"""The note of a Checkstyle XML file given as the log (:func:`_checkstyle_report`)."""


def _checkstyle_report(path: str, budget: int, signals: Sequence[CompiledSignal]) -> TriageReport | None:
    """The report of the Checkstyle XML file ``path`` given as the log
    (:mod:`~ci_triage.logs.checkstyle_file`): its findings, counted by severity, the most severe first
    quoted with its place (without the runner's checkout folder) and rule (the linter prints them
    in file order), their places as the
    locations (most severe first, then in the file's order; ``log_line`` the XML line of each
    ``<error>``), the category of the linter its rules name (:func:`~ci_triage.logs.checkstyle_file.linter_of`;
    lint/format when none is catalogued) at confidence 0.5, a linter's verdict without its log, as a
    JUnit file's (:func:`_junit_results_report`), and a warning that says so
    (:data:`CHECKSTYLE_AS_LOG`); no failure found when it lists no finding. Its ``next_step`` is that
    linter's own advice, as its skill's ``signals`` give it for the log's lines
    (:func:`~ci_triage.logs.signal_next_step.tool_next_step`: phpcs' ``// phpcs:ignore``, ESLint's
    ``--fix``), naming the rules of its most severe findings; None without one (the category's then).
    None when ``path`` cannot be read as Checkstyle XML (malformed, cut short): it is then read as a
    text log."""
    from ci_triage.logs.checkstyle_file import UnreadableCheckstyle, checkstyle_findings, linter_of, rule_of
    from ci_triage.logs.signal_next_step import tool_next_step

    try:
        findings = checkstyle_findings(path)
    except UnreadableCheckstyle:
        return None
    ordered = sorted(findings, key=lambda finding: -finding.rank)
    linter = linter_of(findings)
    category = (linter.category if linter is not None else None) or "lint/format"
    name = Path(path).name
    summary = "No failure found: the Checkstyle results list no finding."
    advice = None
    if ordered and linter is not None:
        rules = [rule_of(finding.source, linter.name) for finding in ordered if finding.rank == ordered[0].rank]
        advice = tool_next_step(signals, linter.name, list(dict.fromkeys(rule for rule in rules if rule)))
    if ordered:
        first = ordered[0]
        file = without_runner_folder(first.file)
        place = ":".join(str(part) for part in (file, first.line, first.column) if part is not None)
        rule = f" [{first.source}]" if first.source else ""
        said = balanced(clipped(one_line(first.message), TEST_MESSAGE_CHARS))
        by_severity = Counter(finding.severity or "unrated" for finding in ordered)
        counted = ", ".join(
            f"{count} {word}{'s' if count > 1 and word != 'info' else ''}" for word, count in by_severity.items()
        )
        files = len({finding.file for finding in ordered})
        summary = (
            f"{category[:1].upper()}{category[1:]} in the Checkstyle results “{name}”: {len(ordered)}"
            f" finding{'s' if len(ordered) > 1 else ''} ({counted}) in {files} file{'s' if files > 1 else ''}"
            f" — {'the first: ' if len(ordered) > 1 else ''}{place}: {_ended(said)}{rule}"
        )
    return _results_report(
        path,
        budget,
        ResultsRead(
            kind=CHECKSTYLE_RESULTS,
            summary=summary,
            failures=len(ordered),
            category=category,
            tool=linter.name if linter is not None else None,
            warnings=[CHECKSTYLE_AS_LOG.format(path=path)],
            locations=[
                Location(
                    file=finding.file,
                    line=finding.line,
                    column=finding.column,
                    log_line=finding.xml_line,
                    message=finding.message,
                )
                for finding in ordered
                if finding.file
            ],
            next_step=advice,
        ),
    )


def triage_source(
    source: LogSource,
    analyser: Analyser,
    budget: int,
    junit_paths: Iterable[str] = (),
    baselines: Sequence[Baseline] = (),
    went_on: Collection[str] = (),
    *,
    workflow_read: bool = False,
    allowed_to_fail: Mapping[str, str] | None = None,
    went_on_by_job: Mapping[str, Collection[str]] | None = None,
) -> tuple[TriageReport, list[MemberAnalysis]]:
    """Analyse every member of ``source`` and build the report (with JUnit failures merged).

    ``gh run view`` output of several jobs, and a file of whole job logs one after another, count
    as one member per job (:func:`~ci_triage.logs.concatenated_jobs.job_logs`), numbered in the
    whole output. Members are
    scanned first; the failing ones (at most :data:`MAX_DETAILED_JOBS`, those that failed on their
    own before those only cancelled, :func:`only_cancelled`, and those with a failed step,
    :func:`~ci_triage.logs.analyse.failing_sections`, before those whose lines alone may tell of a
    failure, :func:`~ci_triage.logs.analyse.may_have_failed`, each in run order) share the excerpt
    budget equally, however small: a small budget shortens every excerpt and leaves out no job (a
    job whose share holds none of its lines gets a warning, :func:`budget_too_small_for_job`, as
    does one whose share left out the line that decided its verdict,
    :func:`budget_too_small_for_deciding_line`).
    Jobs only cancelled while another failed on its own are listed apart (``jobs_cancelled``), the
    jobs of a run that show no failure (to the first pass, or to the analysis) are named
    (``jobs_passed``), and the logs of a zip left
    unread are counted (``logs_unread``). With
    ``baselines`` (the passing logs of the same jobs, :func:`ci_triage.logs.compare.load_baseline`)
    each analysed job is compared with its own (:func:`ci_triage.logs.compare.comparison_for`);
    a baseline that does not fit adds a warning and the job is analysed without it. ``went_on``:
    steps whose failure let their job go on (:meth:`~ci_triage.logs.analyse.Analyser.analyse`);
    ``went_on_by_job``: the same for each job of a run of several, by its report's job name
    (:func:`~ci_triage.logs.analyse.job_name_of`), in place of ``went_on`` (each job's steps are its
    own: a step one job tolerates may fail another).
    ``allowed_to_fail``: jobs (by name) whose failure does not fail the run (a job-level
    ``continue-on-error``), each with the warning to give when it failed while another job did too:
    it is then neither analysed nor counted among the failing jobs, and the summary names it.
    Unless ``workflow_read`` (the workflow file told which failed steps let the job go on), a failed
    step that a later step followed adds a warning that the job may have gone on past it
    (:data:`~ci_triage.logs.analyse.STEP_AFTER_FAILURE`). Returns the report and the member analyses
    (for the trace). Raises
    :class:`~ci_triage.base.errors.InputError` when ``source`` was cut short
    (:attr:`~ci_triage.logs.source.LogSource.cut_short`) and the part it holds shows no failure:
    that part cannot tell whether the job failed. A log that shows no failure and stops before its
    job ended (:meth:`~ci_triage.logs.analyse.Analyser.ended_early`) adds :data:`ENDED_EARLY`.
    """
    warnings = list(source.warnings)
    members = [job for member in source.members for job in job_logs(member)]
    scans = [(member, analyser.scan(member)) for member in members]
    failing_members = [(m, s) for m, s in scans if may_have_failed(s)]
    # a job that failed on its own goes before one only cancelled (fail-fast), and one with a failed
    # step before one whose lines alone may tell of a failure, run order kept
    failing_members.sort(key=lambda pair: (only_cancelled(pair[1]), not failing_sections(pair[1])))
    allowed_to_fail = allowed_to_fail or {}
    tolerated = [name for name in dict.fromkeys(m.job or m.name for m, _ in failing_members) if name in allowed_to_fail]
    deciding = [(m, s) for m, s in failing_members if (m.job or m.name) not in allowed_to_fail]
    if deciding:
        failing_members = deciding
    else:  # only jobs allowed to fail failed: they are what there is to triage
        tolerated = []
    detailed = failing_members[:MAX_DETAILED_JOBS]
    if not detailed and scans:
        detailed = [scans[0]]
    analyses, comparisons, shares = [], [], []
    for index, (member, first_pass) in enumerate(detailed):
        comparison = None
        if baselines:
            from ci_triage.logs.compare import comparison_for

            comparison = comparison_for(member, baselines, warnings, first_pass.job_name, failed=bool(failing_members))
        comparisons.append(comparison)
        # an equal share of what the jobs analysed before left unspent
        shares.append((budget - sum(excerpt_tokens(a.report) for a in analyses)) // (len(detailed) - index))
        went = (went_on_by_job or {}).get(job_name_of(member, first_pass), went_on)
        analyses.append(analyser.analyse(member, shares[-1], first_pass, comparison, went, workflow_read=workflow_read))
    for index, (member, first_pass) in enumerate(detailed[:-1]):  # what the later jobs left, to an earlier one cut
        spare = budget - sum(excerpt_tokens(a.report) for a in analyses)
        if spare > 0 and cut_short(analyses[index].report, shares[index]):
            went = (went_on_by_job or {}).get(job_name_of(member, first_pass), went_on)
            shares[index] += spare
            analyses[index] = analyser.analyse(
                member, shares[index], first_pass, comparisons[index], went, workflow_read=workflow_read
            )
    share_of = {id(analysis.report): share for analysis, share in zip(analyses, shares, strict=True)}
    for analysis in analyses:
        cut = analysis.report.excerpt_cut
        if cut is not None and cut.budget_whole is not None:  # a budget whose equal share per job holds it
            cut.budget_whole = rounded_budget(cut.budget_whole * len(detailed))
    analysed = {id(member) for member, _ in detailed}
    for member, first_pass in scans:  # a job that passed on a retry, not analysed: its flaky steps' notes
        retried = any(section.passed_on_retry for section in first_pass.sections)
        if id(member) not in analysed and not may_have_failed(first_pass) and retried:
            where = f"{member.name}: " if member.name else ""
            warnings.extend(where + note for note in analyser.passed_on_retry(member, first_pass))
    for (_, first_pass), analysis in zip(detailed, analyses, strict=True):
        if first_pass.folded_sections:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            warnings.append(where + FOLDED_SECTIONS.format(limit=MAX_SECTIONS, folded=first_pass.folded_sections))
        for section in analysis.failing:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            lines = section.trigger_lines
            step = _step_shown(section, analysis.report.failing_step)
            if section.unkept_kinds and analysis.report.classification.category == "unknown":
                warnings.append(where + UNKEPT_KINDS.format(step=step, lines=lines, limit=KINDS_KEPT))
            if section.files_unread:
                unread = section.files_unread
                warnings.append(where + FILES_UNREAD.format(step=step, lines=lines, limit=FILES_READ, unread=unread))
        if analysis.exit_marker_missing:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            if analysis.report.classification.confidence > 0:  # the factor was applied
                missing = no_exit_marker(analysis.scan.format)
                warnings.append(f"{where}{missing}, with confidence × {NO_EXIT_MARKER_FACTOR}")
            else:
                warnings.append(where + no_exit_marker_undecided(analysis.scan.format))
        if analysis.only_known_lines and analysis.comparison:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            known = ONLY_KNOWN_LINES if analysis.known_errors else ONLY_KNOWN_QUIET_LINES
            code = analysis.report.exit_code
            new = f"the step's exit code {code}" if code is not None else "the step's failure"
            if analysis.comparison.step_before:
                new += f", and its options: it ran as `{analysis.comparison.step_before}` then"
            if analysis.comparison.step_tolerated:
                new += f", and its command: it ran as `{analysis.comparison.step_tolerated}` then"
            warnings.append(where + known.format(label=analysis.comparison.baseline.label, new=new))
        for early in analysis.early_step_timeouts:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            warnings.append(where + early)
        if analysis.ran_after_cancel:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            warnings.append(f"{where}{STEP_AFTER_CANCEL}, with confidence × {LATER_STEP_FACTOR}")
        if analysis.went_on_after and not workflow_read:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            failed, later = analysis.went_on_after
            warnings.append(where + STEP_AFTER_FAILURE.format(failed=failed, later=later))
        if analysis.failed_earlier and analysis.report.failing_step:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            last = analysis.report.failing_step.name
            warnings.extend(
                where + FAILED_BEFORE_LAST.format(failed=failed, code=code, last=last)
                for failed, code in analysis.failed_earlier
            )
        if analysis.passed_on_retry:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            warnings.extend(where + note for note in analysis.passed_on_retry)
        if analysis.flaky_tests:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            warnings.extend(where + note for note in analysis.flaky_tests)
        issues = [section for section in analysis.scan.sections if section.error_issue_line]
        if issues and not analysis.report.failure_found:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            warnings.append(where + ERROR_ISSUES_ONLY.format(step=issues[-1].name, line=issues[-1].error_issue_line))
        github_steps = analysis.report.format == "github-actions"
        if analysis.failed_later and analysis.report.failing_step and not workflow_read and github_steps:
            where = f"{analysis.report.member}: " if analysis.report.member else ""
            triaged = analysis.report.failing_step.name
            warnings.extend(
                where + FAILED_AFTER_TRIAGED.format(failed=failed, code=code, triaged=triaged)
                for failed, code in analysis.failed_later
            )
    for member, first_pass in detailed:
        if any(analysis.report.failure_found for analysis in analyses):
            break
        where = f"{member.job or member.name}: " if member.job or member.name else ""
        if analyser.ended_early(member):
            warnings.append(where + ENDED_EARLY)
        below = (
            below_error_annotations(member.file, member.first_line, first_pass.stamp)
            if first_pass.format == "plain"
            else None
        )
        if below is not None:
            warnings.append(where + BELOW_ERROR_ONLY.format(count=below.count, line=below.line))
        skipped = audit_skips(member.file, member.first_line, first_pass.stamp)
        if skipped is not None:
            warnings.append(
                where
                + AUDIT_SKIPPED.format(
                    count=skipped.count,
                    ending="y" if skipped.count == 1 else "ies",
                    line=skipped.line,
                    first=skipped.first,
                    reason=skipped.reason,
                )
            )
    analysed_jobs = {member.job or member.name for member, _ in detailed}
    real_failure = any(
        analysis.report.failure_found and analysis.report.classification.category != "cancelled"
        for analysis in analyses
    )
    left_out = [(member.job or member.name, scan) for member, scan in failing_members[len(detailed) :]]
    cancelled_left = [name for name, scan in left_out if real_failure and only_cancelled(scan)]
    not_analysed = [
        name for name in dict.fromkeys(name for name, _ in left_out) if name not in analysed_jobs | set(cancelled_left)
    ]
    if not_analysed:
        warnings.append(f"{NOT_ANALYSED} {named_jobs(not_analysed)}")
    shown = [analysis.report for analysis in analyses if analysis.report.failure_found]
    if any(job.excerpt for job in shown):  # with none shown at all, build_report says so once
        warnings.extend(
            budget_too_small_for_job(job.job or job.member, share_of[id(job)], len(detailed))
            for job in shown
            if not job.excerpt
        )
        warnings.extend(
            budget_too_small_for_deciding_line(job.job or job.member, line, share_of[id(job)], len(detailed))
            for job in shown
            if job.excerpt and (line := deciding_line_left_out(job, share_of[id(job)])) is not None
        )
    warnings.extend(
        block_cut(job.job or job.member if len(detailed) > 1 else None, job.excerpt_cut)
        for job in shown
        if job.excerpt_cut is not None
    )
    warnings.extend(
        unit_errors_cut(job.job or job.member if len(detailed) > 1 else None, left)
        for job in shown
        if (left := units_left_out(job))
    )
    # a job the scan marked as maybe failed that its analysis found passing (a cleanup step's
    # ``ERROR`` in a job that ended ``Finished: SUCCESS``) passed; one left unanalysed may have
    # failed, and one allowed to fail did not pass
    failing_names = (
        set(tolerated)
        | {member.job or member.name for member, _ in failing_members[len(detailed) :]}
        | {
            member.job or member.name
            for (member, _), analysis in zip(detailed, analyses, strict=True)
            if analysis.report.failure_found
        }
    )
    passed = [member.job or member.name for member, _ in scans] if len(scans) > 1 else []
    passed = [name for name in dict.fromkeys(passed) if name and name not in failing_names]
    junit, junit_warnings, unnamed, named = _junit(list(junit_paths), source.members)
    warnings.extend(junit_warnings)
    analyses = diagnosed_first(analyses)
    log_tests = [
        identity_of_test(name)
        for analysis in analyses
        if analysis.report.failure_found
        for name in analysis.failed_test_names
    ]
    failing_jobs = [analysis.report for analysis in analyses if analysis.report.failure_found]
    elsewhere, foreign_tests = _other_jobs_files(unnamed, failing_jobs, len(set(log_tests)))
    warnings.extend(elsewhere)
    warnings.extend(_other_runs_files(named, failing_jobs))
    report = build_report(
        source,
        [analysis.report for analysis in analyses],
        budget,
        junit,
        warnings,
        log_tests=log_tests,
        not_analysed=not_analysed,
        cancelled_left=cancelled_left,
        foreign_tests=foreign_tests,
    )
    report.jobs_passed = passed
    triaged = next((analysis for analysis in analyses if analysis.report.failure_found), None)
    if triaged and triaged.failed_earlier and report.failure_found:
        steps = ", ".join(f"“{redact(name)}” (exit code {code})" for name, code in triaged.failed_earlier)
        report.summary = f"{_ended(report.summary)} An earlier step failed too: {steps}."
    if triaged and triaged.failed_later and report.failure_found:
        steps = ", ".join(f"“{redact(name)}” (exit code {code})" for name, code in triaged.failed_later)
        report.summary = f"{_ended(report.summary)} A later step failed too: {steps}."
    if tolerated:
        allowed = named_jobs(redact_value(tolerated, redact))
        report.summary = f"{_ended(report.summary)} Allowed to fail (continue-on-error): {allowed}."
        report.warnings.extend(allowed_to_fail[name] for name in tolerated)
    report.logs_unread = source.members_unread
    if report.logs_unread and not report.failure_found:
        report.summary = (
            f"No failure found in the {len(source.members):,} logs read; {report.logs_unread:,} more were not read "
            "(the archive's member limit) and may hold one."
        )
    elif len(passed) > 1 and not report.failure_found:
        report.summary = _green_run_summary(redact_value(passed, redact))
    primary = next((analysis for analysis in analyses if analysis.report.failure_found), None)
    # the primary job's passing log, none when that job was not compared (another job's is no header of it)
    compared = primary.comparison if primary is not None else next((c for c in comparisons if c), None)
    report.compared_with = (
        compared.baseline.label + (f" (job {compared.baseline.job})" if compared.baseline.job else "")
        if compared
        else None
    )
    if source.cut_short is not None and not report.failure_found:
        raise InputError(f"{source.label}: {source.cut_short}, and they show no failure; fetch the log again")
    return redacted(report), analyses


def _step_shown(section: Section, failing_step: FailingStep | None) -> str:
    """The name a warning gives the failing step ``section``: its own, else the one the report shows
    for the step it diagnosed (``failing_step``: ``(whole log)`` for a plain log's one section,
    which has no name of its own), so that the warning and the report name the same step."""
    return section.name or (failing_step.name if failing_step is not None else "")


def named_jobs(names: Sequence[str]) -> str:
    """``names`` joined by commas, the first :data:`MAX_NAMED_SKIPPED` of them, the rest counted."""
    return ", ".join(names[:MAX_NAMED_SKIPPED]) + and_more(len(names), MAX_NAMED_SKIPPED)


def _junit(
    paths: list[str], members: Sequence[LogMember], cut_short: Collection[str] = ()
) -> tuple[JUnitFailures, list[str], dict[str, JUnitFailures], dict[str, JUnitFailures]]:
    """Failed tests of every readable JUnit file — a file given twice read once, a test that
    several files fail counted and kept once (by
    :func:`~ci_triage.logs.failed_test_identity.identity_of_test`) — and a warning for each one
    skipped, naming it and why, and saying how many were read (a glob like ``TEST-*.xml`` often
    catches a half-written file, and a killed job leaves one: the log is still triaged, as with an
    unusable ``--baseline``); and, by path, the failures of each file merged none of whose failed
    tests' names the log's ``members`` hold (:func:`~ci_triage.logs.junit_in_log.names_in_log`, one
    read of the log for every file), a file with none among them (:func:`_other_jobs_files` tells
    which may be another job's), and those of each file merged that names some of them
    (:func:`_other_runs_files` tells which may be another run's). A path of ``cut_short`` is read
    as far as it parses when its XML ends early (:func:`~ci_triage.logs.junit.junit_failures`).
    When none of them is read and one is a path that names no file (a typo, as a missing
    ``--baseline`` is), its :class:`InputError` is raised (exit 3)."""
    merged = JUnitFailures()
    if not paths:
        return merged, [], {}, {}
    from ci_triage.logs.junit import UnreadableJUnit, junit_failures  # pydantic, expat: only with JUnit files

    paths = list({Path(path).resolve(): path for path in reversed(paths)}.values())[::-1]
    problems: list[InputError] = []
    findings: list[str] = []
    names: dict[str, set[str]] = {}
    files: dict[str, JUnitFailures] = {}
    for path in paths:
        try:
            found = junit_failures(path, cut_short=path in cut_short)
        except InputError as error:
            problems.append(error)
            continue
        if found.scanner is not None or found.linter is not None:  # a checker's findings, not tests
            what = "a security scanner" if found.scanner else "a linter"
            findings.append(
                f"JUnit file {path}: written by {found.scanner or found.linter}, {what}, so its "
                f"{len(found.identities):,} failed test cases are its findings"
                f" ({'policy checks' if found.scanner else 'rule violations'}), not tests; "
                "they are not listed as failed tests"
            )
            continue
        names[path], files[path] = junit_names(found), found
        merged.kept += [test for test in found.kept if identity_of_test(test.name) not in merged.identities]
        merged.runners |= {test: runner for test, runner in found.runners.items() if test not in merged.identities}
        merged.places |= {test: place for test, place in found.places.items() if test not in merged.identities}
        merged.identities |= found.identities
    missing = [problem for problem in problems if not isinstance(problem, UnreadableJUnit)]
    if missing and not files and not findings:
        raise missing[0]
    in_log = names_in_log(set().union(*names.values()), members)
    alone = "" if files else "; the failed tests are the log's alone"
    read = f"{len(files)} of {len(paths)} JUnit files read{alone}"
    skipped = [f"JUnit file skipped ({read}): {problem}" for problem in problems] + findings
    unnamed = {path: files[path] for path, named in names.items() if not named & in_log}
    return merged, skipped, unnamed, {path: files[path] for path, named in names.items() if named & in_log}


def _other_runs_files(named: dict[str, JUnitFailures], failing: Sequence[JobReport]) -> list[str]:
    """A warning for each JUnit file of ``named`` (:func:`_junit`: the log names some of its failed
    tests) that counts more failed tests than the ``failing`` jobs whose tool is the runner the file
    names (all of them when it names none) count in their logs, each by its runner's tally or by the
    tests its lines name (:attr:`~ci_triage.logs.model.JobReport.failed_test_count`), when every one
    of those counts is exact (:attr:`~ci_triage.logs.model.JobReport.failed_tests_complete`): tests
    that passed in this run failed where the file was written, an earlier or later run of the same
    suite (trial 97 #7: PHPUnit's ``Errors: 2`` beside a ``--log-junit`` file of 4). Its tests are
    merged all the same; the warning says which number is the log's. A file that counts fewer is
    no sign: a suite split over several files (shards, one per step) counts part of the tally each."""
    warned: list[str] = []
    for path, found in named.items():
        runner = next(iter(found.runners.values()), None)
        jobs = [job for job in failing if runner is None or job.tool == runner]
        if not jobs or not all(job.failed_tests_complete for job in jobs):
            continue
        counted = sum(job.failed_test_count for job in jobs)
        if len(found.identities) > counted:
            warned.append(
                f"JUnit file {path}: it counts {len(found.identities):,} failed tests, the log {counted:,}, so it "
                "may be of another run of these tests (an earlier or later one); its tests the log does not "
                "name are merged all the same"
            )
    return warned


def _other_jobs_files(
    unnamed: dict[str, JUnitFailures], failing: Sequence[JobReport], log_named: int
) -> tuple[list[str], set[str]]:
    """A warning for each JUnit file of ``unnamed`` (:func:`_junit`: the log names none of its failed
    tests) that may be another job's (or run's): one that reports no failed test while the logs name
    ``log_named`` (a file of a job that passed), or one whose failed tests the logs do not name while
    they name others, or while the ``failing`` jobs whose tool is the runner the file names (all of
    them when it names none, :attr:`~ci_triage.logs.model.JUnitFailures.runners`) count another
    number in their tallies, or while none of them is of that runner. A JUnit reporter's file beside
    a log that names no test (jest-junit, vitest's junit reporter) and a quiet runner's beside its
    tally (pytest ``-q``'s ``3 failed, 1 error`` and its 4 tests) are the job's own. With the
    identities of the failed tests of the files warned of: no job's (:func:`_given_to_jobs`)."""
    warned: list[str] = []
    foreign: set[str] = set()
    for path, found in unnamed.items():
        if not found.identities:
            if log_named:
                warned.append(
                    f"JUnit file {path}: reports no failed test while the log names {log_named:,}, so it may be "
                    "another job's or an earlier run's"
                )
            continue
        runner = next(iter(found.runners.values()), None)
        jobs = [job for job in failing if runner is None or job.tool == runner]
        tally = sum(job.failed_test_count for job in jobs)
        if log_named or not jobs or tally not in (0, len(found.identities)):
            warned.append(
                f"JUnit file {path}: none of its failed tests is named in the log, so it may be another job's; "
                "its tests are listed apart from the job's and not counted in its total"
            )
            foreign |= set(found.identities)
    return warned, foreign


def redacted(report: TriageReport) -> TriageReport:
    """``report`` with every string in it passed through :func:`~ci_triage.base.redact.redact`, but
    ci-triage's own text (:data:`~ci_triage.logs.model.OWN`).

    Log text reaches the report in many fields (excerpt lines, step names, test names and
    messages, signal texts); masking them all in one place is what makes the JSON, the Markdown
    comment and the terminal view safe to show and post. The summary is composed of ci-triage's own
    wording and log text redacted before composing (the jobs, step and job names it quotes): a
    password that is an ordinary word (``DB_PASSWORD=failed``) is masked in the log's text, never in
    the summary's own ``failed tests``, which would tell the reader the password.
    """
    return redact_value(report, redact)


def budget_too_small(budget: int) -> str:
    """The warning of a report whose excerpt is empty: no line fit the budget of ``budget`` tokens."""
    return (
        f"the excerpt budget of {budget} tokens is too small for any log line, so none is shown: "
        "triage again with a larger budget (--budget, action input token-budget)"
    )


def only_cancelled(log_scan: Scan) -> bool:
    """Whether every step the first pass saw fail in ``log_scan`` was cancelled (the runner's
    ``The operation was canceled.``: :attr:`~ci_triage.logs.first_pass.Section.cancelled`), so the
    job may have been stopped because another job failed (GitHub's matrix ``fail-fast``, a
    ``concurrency`` group; GitHub Docs, "Running variations of jobs in a workflow") rather than
    failing on its own. Cheap: the scan only."""
    failed = failing_sections(log_scan)
    return bool(failed) and all(section.cancelled for section in failed)


def budget_too_small_for_job(job: str, budget_each: int, jobs: int) -> str:
    """The warning of a failing job analysed whose excerpt is empty: its share (``budget_each``
    tokens of the budget split between ``jobs`` analysed jobs) held none of its lines."""
    return (
        f"{job}: its share of the excerpt budget ({budget_each} tokens, the budget split between {jobs} failing jobs) "
        "is too small for its lines, so none is shown: "
        "triage again with a larger budget (--budget, action input token-budget)"
    )


def deciding_line_left_out(job: JobReport, budget_each: int) -> int | None:
    """The 1-based log line of ``job``'s deciding evidence when no span of its excerpt holds it
    because ``budget_each`` (tokens, the job's share of the budget) ran out (a budget too small for
    more than the runner's exit line): the line its summary quotes
    (:attr:`JobReport.headline_line`), else its verdict's strongest signal's, whose line may only
    open what the quoted line explains (pip's ``× Building wheel for x did not run successfully.``
    above gcc's error in its box). Else
    ``None`` (also for a verdict no line decided, for one the step's tool decided: its line is
    the step's title, which the report names as the failing step, not a line of output a larger
    budget would show, and for an excerpt with room left for the quoted line: the excerpt left it
    out for another reason, such as a library's traceback frames it never shows, and a larger
    budget would not show it either)."""
    signals = job.classification.signals
    if not signals or signals[0].line is None or signals[0].skill == CATALOGUE_SKILL:
        return None
    spent = sum(span.tokens for span in job.excerpt)
    if spent + estimate_tokens(job.headline or signals[0].text or "") < budget_each:
        return None
    line = job.headline_line if job.headline_line is not None else signals[0].line
    member = signals[0].member
    held = any(
        span.start_line <= line <= span.end_line and (member is None or span.member in (None, member))
        for span in job.excerpt
    )
    return None if held else line


def excerpt_tokens(job: JobReport) -> int:
    """Tokens ``job``'s excerpt spent (its spans' :attr:`~ci_triage.logs.model.Span.tokens`)."""
    return sum(span.tokens for span in job.excerpt)


def cut_short(job: JobReport, share: int) -> bool:
    """Whether ``job``'s excerpt may have wanted more than its ``share`` (tokens): the budget cut
    the block that explains its failure (:attr:`~ci_triage.logs.model.JobReport.excerpt_cut`), or
    less than :data:`~ci_triage.logs.excerpt.MIN_PARTIAL_TOKENS` of the share is left (the
    excerpt stops where a block no longer fits)."""
    return job.excerpt_cut is not None or excerpt_tokens(job) + MIN_PARTIAL_TOKENS > share


def block_cut(job: str | None, cut: ExcerptCut) -> str:
    """The report's line saying the budget cut the block that explains the failure (of ``job``,
    named when the run has several): how many of its lines the excerpt left out, where the block
    is, and the ``--budget`` that keeps it whole (:attr:`~ci_triage.logs.model.ExcerptCut.budget_whole`)."""
    where = f"{job}: " if job else ""
    lines = "line" if cut.lines_left_out == 1 else "lines"
    place = f"{cut.member} " if cut.member else ""
    whole = (
        f"--budget {cut.budget_whole} keeps it whole" if cut.budget_whole is not None else "no --budget keeps it whole"
    )
    return (
        f"{where}the excerpt left out {cut.lines_left_out} {lines} of the block that explains the failure "
        f"({place}lines {cut.start_line}-{cut.end_line}); {whole}"
    )


def budget_too_small_for_deciding_line(job: str, line: int, budget_each: int, jobs: int) -> str:
    """The warning of a failing job whose excerpt left out its deciding line ``line`` (1-based):
    its share (``budget_each`` tokens of the budget split between ``jobs`` analysed jobs) held
    other lines only."""
    share = (
        f"its share of the excerpt budget ({budget_each} tokens, the budget split between {jobs} failing jobs)"
        if jobs > 1
        else f"the excerpt budget ({budget_each} tokens)"
    )
    return (
        f"{job}: {share} is too small for the line that decided its verdict (log line {line}), so the excerpt "
        "does not show it: triage again with a larger budget (--budget, action input token-budget)"
    )


def diagnosed_first(analyses: Sequence[MemberAnalysis]) -> list[MemberAnalysis]:
    """``analyses`` (of a run's jobs, in run order) with the primary job's first among the failed
    ones (a passing job before it stays where it is): the first job in run order that failed on its
    own (not only cancelled) with a diagnosed verdict (not ``unknown``); the others in run order. A
    run whose first failed job's verdict is ``unknown`` (a project's own gate script no skill reads)
    is headed by a later job's diagnosed failure, not by it (trial 87 #10); of diagnosed jobs the
    first stays the primary, as a later job's failure is often the first's consequence. Unchanged
    when no job is diagnosed."""
    primary = next(
        (
            analysis
            for analysis in analyses
            if analysis.report.failure_found and analysis.report.classification.category not in ("cancelled", "unknown")
        ),
        None,
    )
    if primary is None:
        return list(analyses)
    first = next(index for index, analysis in enumerate(analyses) if analysis.report.failure_found)
    others = [analysis for analysis in analyses if analysis is not primary]
    return [*others[:first], primary, *others[first:]]


def build_report(
    source: LogSource,
    jobs: list[JobReport],
    budget: int,
    junit: JUnitFailures,
    warnings: list[str],
    *,
    log_tests: Collection[str] = (),
    not_analysed: Sequence[str] = (),
    cancelled_left: Sequence[str] = (),
    foreign_tests: Collection[str] = (),
) -> TriageReport:
    """The report: the first failing job is the primary one; excerpts of all failing jobs are kept.
    ``junit``'s failed test cases weigh in the primary job's category
    (:func:`~ci_triage.logs.junit_category.with_junit_failures`) and add to the failed tests those
    the logs do not name (``log_tests``: the identities of every failed test the failing jobs' logs
    name, :func:`_merge_tests`), the primary job's list to :data:`~ci_triage.logs.extract.MAX_TESTS`
    in all, and count in ``failed_tests_total``. ``not_analysed`` names the failing
    jobs left out (over :data:`MAX_DETAILED_JOBS`): they count among the failed jobs, the summary
    names them and the failed tests are then not complete. When a job failed on its own, the jobs
    only cancelled (the analysed ones of category ``cancelled`` and ``cancelled_left``, not
    analysed) are listed in ``jobs_cancelled``, not counted among the failed jobs nor primary; a
    run whose every failing job was cancelled stays ``cancelled``. The JUnit failures no log names
    go to their jobs (:func:`_given_to_jobs`), but the ``foreign_tests`` (identities) of a file
    that may be another job's: those are listed apart (after the jobs' tests, and in a warning) and
    not counted in ``failed_tests_total``."""
    failing = [job for job in jobs if job.failure_found]
    own = [job for job in failing if job.classification.category != "cancelled"]
    cancelled: list[str] = []
    if own:
        cancelled = [job.job or job.member or "" for job in failing if job not in own] + list(cancelled_left)
        failing = own + [job for job in failing if job not in own]  # the excerpts of cancelled jobs last
    primary = failing[0] if failing else (jobs[0] if jobs else None)
    info = SourceInfo(
        path=source.label,
        kind=source.kind,
        members=[member.name for member in source.members if member.name],
    )
    if primary is None or not failing:
        return TriageReport(
            tool_version=__version__,
            source=info,
            failure_found=bool(junit.identities),
            summary=_no_failure_summary(len(junit.identities)),
            category="test failure" if junit.identities else None,
            confidence=0.5 if junit.identities else 0.0,
            budget_tokens=budget,
            failed_tests=junit.kept,
            failed_tests_total=len(junit.identities) or None,
            jobs=jobs,
            jobs_not_analysed=list(not_analysed),
            warnings=warnings,
        )
    primary.classification = with_junit_failures(primary.classification, len(junit.identities))
    for job in failing:
        job.failed_tests = _with_junit_lines(_with_junit_messages(job.failed_tests, junit), junit)
    excerpt = [span for job in failing for span in job.excerpt]
    if not excerpt:
        warnings = [*warnings, budget_too_small(budget)]
    tallying = {job.tool for job in failing if job.failed_test_count > len(job.failed_tests)}
    from_junit, junit_only, foreign = _merge_tests(log_tests, junit, tallying)
    total, covered = _with_junit_only([job.failed_test_count for job in failing], len(log_tests), junit_only, foreign)
    apart = set(foreign_tests) & set(junit.identities)
    unplaced = _given_to_jobs(from_junit, failing, junit, apart)
    if unplaced:
        warnings = [*warnings, _unplaced_note(unplaced)]
    for job in failing:
        job.locations = job.locations or _junit_places(job, junit)
    from_log = [test for job in failing for test in job.failed_tests]
    tests = from_log + unplaced[: max(0, MAX_TESTS - len(primary.failed_tests))]
    total -= len(apart)  # another job's file: listed apart, its tests are not the jobs' count
    return TriageReport(
        tool_version=__version__,
        source=info,
        failure_found=True,
        summary=run_summary(*redact_value((own or failing, list(not_analysed), cancelled), redact)),
        category=primary.classification.category,
        finding=primary.classification.finding,
        confidence=primary.classification.confidence,
        failing_step=primary.failing_step,
        excerpt=excerpt,
        excerpt_tokens=sum(span.tokens for span in excerpt),
        budget_tokens=budget,
        signals=primary.classification.signals,
        competing=primary.classification.competing,
        confidence_steps=primary.classification.confidence_steps,
        failed_tests=tests,
        failed_tests_total=total,
        failed_tests_complete=covered and not not_analysed and all(job.failed_tests_complete for job in failing),
        locations=[location for job in failing for location in job.locations],
        exit_code=primary.exit_code,
        tool=primary.tool,
        fingerprint=primary.fingerprint,
        jobs=jobs,
        jobs_not_analysed=list(not_analysed),
        jobs_cancelled=cancelled,
        warnings=warnings,
    )


def run_summary(failing: Sequence[JobReport], not_analysed: Sequence[str], cancelled: Sequence[str]) -> str:
    """The report's summary of the analysed failing jobs ``failing`` (the primary first; those only
    cancelled left out when another failed on its own): the primary job's (:func:`job_summary`),
    then the run's other causes, the failing jobs ``not_analysed`` and the jobs ``cancelled``."""
    primary = failing[0]
    lead = job_summary(primary, len(failing) + len(not_analysed))
    return _with_cancelled(_with_not_analysed(_with_other_causes(lead, failing), not_analysed), cancelled)


def summary_opening_with(summary: str, said: str, now: str) -> str:
    """``summary`` (a report's, which opens with ``said``, the :func:`run_summary` it was built
    with, and may go on with sentences added after it: a step that failed too, the jobs allowed to
    fail) opening with ``now`` instead; ``now`` alone when it does not open with ``said``."""
    if summary == said:
        return now
    ended = _ended(said)
    return f"{_ended(now)}{summary[len(ended) :]}" if summary.startswith(ended) else now


SENTENCE_ENDS = (".", "!", "?", "…")
"""Characters a sentence may end with: a summary or a test's message ending with one gets no ``.``."""
QUOTE_ENDS = "\"'`)]}"
"""The closing quotes and brackets a sentence's final punctuation may stand inside (:func:`_ended`)."""


def _ended(sentence: str) -> str:
    """``sentence`` ended with ``.`` unless it already ends with sentence-final punctuation
    (:data:`SENTENCE_ENDS`: tsc's ``Did you mean 'name'?`` stays as it is, not ``?.``), also inside
    the quotes and brackets that close it (``thrown: "… to be called."``, not ``called.".``)."""
    return sentence if sentence.rstrip(QUOTE_ENDS).endswith(SENTENCE_ENDS) else f"{sentence}."


def _with_cancelled(summary: str, cancelled: Sequence[str]) -> str:
    """``summary`` followed by a sentence naming the jobs cancelled while another failed, if any."""
    if not cancelled:
        return summary
    ended = _ended(summary)
    return f"{ended} Cancelled while another job failed: {named_jobs(cancelled)}."


def _with_other_causes(summary: str, failing: Sequence[JobReport]) -> str:
    """``summary`` followed by a sentence naming the other causes of the analysed failing jobs
    ``failing`` (the first is the primary's), when there are any: a run whose jobs failed for
    several causes does not read as the first job's cause alone. A job of another category is named
    under its category; a job of the primary's category is named too when its failure is another
    (another :attr:`~ci_triage.logs.model.JobReport.fingerprint`: a matrix job failing on other
    tests), with what it says failed (:func:`_cause_of`), the jobs of one fingerprint together:
    ``test failure (test (3.12): failed test test_parse.py::test_parse_config)``; so is a job whose
    category is ``unknown`` (no skill read its failure, so its category says nothing of its cause;
    trial 108 left a DCO check's job out): ``unknown (dco: ERROR: commit a1458c1 …)``."""
    primary = failing[0]
    others: dict[str, list[str]] = {}
    alike: dict[str | None, list[JobReport]] = {}
    unread: dict[str | None, list[JobReport]] = {}
    for job in failing[1:]:
        category = job.classification.category
        if category == primary.classification.category:
            if job.fingerprint != primary.fingerprint:
                alike.setdefault(job.fingerprint, []).append(job)
        elif category == "unknown":
            unread.setdefault(job.fingerprint, []).append(job)
        else:
            others.setdefault(category, []).append(job.job)
    if not others and not alike and not unread:
        return summary
    same = [f"{named_jobs([job.job for job in jobs])}: {_cause_of(jobs[0])}" for jobs in alike.values()]
    causes = [f"{primary.classification.category} ({'; '.join(same)})"] if same else []
    causes += [f"{category} ({named_jobs(jobs)})" for category, jobs in others.items()]
    if unread:
        said = [f"{named_jobs([job.job for job in jobs])}: {_cause_of(jobs[0])}" for jobs in unread.values()]
        causes.append(f"unknown ({'; '.join(said)})")
    return f"{_ended(summary)} Other causes in this run: {'; '.join(causes)}."


OTHER_CAUSE_CHARS = 80
"""Characters of another failing job's headline the summary quotes at most (:func:`_cause_of`)."""


def _cause_of(job: JobReport) -> str:
    """What ``job`` says failed, for the summary's other causes: its failing step's first failed test
    (``failed test t.py::test_x``, ``and N more``), else its headline (at most
    :data:`OTHER_CAUSE_CHARS` characters), else its failing step (``step “lint”``)."""
    tests = job.step_failed_tests
    if tests:
        more = and_more(job.failed_test_count, 1)
        if tests[0].kind == "collection":  # listed last: no test of the step failed in its body
            return f"test file {tests[0].name} failed to collect{more}"
        return f"failed test{'s' if more else ''} {tests[0].name}{more}"
    if job.headline:
        return clipped(one_line(job.headline), OTHER_CAUSE_CHARS)
    return f"step “{job.failing_step.name if job.failing_step else 'the log'}”"


def _with_not_analysed(summary: str, not_analysed: Sequence[str]) -> str:
    """``summary`` followed by a sentence naming the failing jobs left out, if any."""
    if not not_analysed:
        return summary
    ended = _ended(summary)
    return f"{ended} Not analysed (at most {MAX_DETAILED_JOBS} failing jobs are): {named_jobs(not_analysed)}."


def _with_junit_messages(tests: list[FailedTest], junit: JUnitFailures) -> list[FailedTest]:
    """``tests`` (a job's, from its log), each whose message is only the runner's verdict
    (:func:`~ci_triage.logs.failed_test_message.verdict_only`: ctest's ``Failed`` without
    ``--output-on-failure``) replaced by the kept JUnit failure that names the same test
    (:meth:`~ci_triage.logs.failed_test_identity.FailedTestIdentities.names_same_test`) and says
    what failed: its message, file and XML line, under the log's name. Quadratic in the tests kept
    (at most :data:`~ci_triage.logs.extract.MAX_TESTS` each)."""
    said = [(FailedTestIdentities([identity_of_test(test.name)]), test) for test in junit.kept]
    said = [(identities, test) for identities, test in said if not verdict_only(test.message)]
    found: list[FailedTest] = []
    for test in tests:
        identity = identity_of_test(test.name)
        junit_test = next((other for identities, other in said if identities.names_same_test(identity)), None)
        if junit_test is None or not verdict_only(test.message):
            found.append(test)
        else:
            found.append(replace(junit_test, name=test.name, member=test.member, step=test.step, kind=test.kind))
    return found


def _with_junit_lines(tests: list[FailedTest], junit: JUnitFailures) -> list[FailedTest]:
    """``tests`` (a job's, from its log), each the log gives no line of (``pytest --tb=no``, a
    runner's verdict line alone) given the 1-based line, and the file where it has none, of the
    kept JUnit failure that names the same test
    (:meth:`~ci_triage.logs.failed_test_identity.FailedTestIdentities.names_same_test`) and has a
    line in that file (its test case's ``file`` and ``line``, pytest's xunit1, or a frame its text
    shows); the others unchanged. Quadratic in the tests kept (at most
    :data:`~ci_triage.logs.extract.MAX_TESTS` each)."""
    placed = [(FailedTestIdentities([identity_of_test(test.name)]), test) for test in junit.kept if test.line]
    found: list[FailedTest] = []
    for test in tests:
        identity = identity_of_test(test.name)
        junit_test = next(
            (
                other
                for identities, other in placed
                if test.line is None and test.file in (None, other.file) and identities.names_same_test(identity)
            ),
            None,
        )
        found.append(test if junit_test is None else replace(test, file=junit_test.file, line=junit_test.line))
    return found


def _given_to_jobs(
    tests: list[FailedTest], failing: Sequence[JobReport], junit: JUnitFailures, foreign: Collection[str]
) -> list[FailedTest]:
    """``tests`` (JUnit failures no log names) each given to the failing job it is of, with its
    place (:attr:`~ci_triage.logs.model.JUnitFailures.places`) among the job's locations, the job's
    count raised to the tests it then names (a tally that already counts them stays): the one failing
    job, unless the test's file names another runner than the job's tool; of several, the one job
    whose tool is the runner its file names (:attr:`~ci_triage.logs.model.JUnitFailures.runners`:
    jest's ``jest tests`` to the job that ran jest); none of the ``foreign`` (identities: a file that
    may be another job's), after the job's own, failed ones before errored ones and test files that
    failed to collect (:data:`JUNIT_KIND_ORDER`), each named as the job's runner names its tests
    when that is unittest or a runner that prints unittest's report (the catalogue's ``prints``:
    nose2, Django's ``manage.py test``): ``test_x (tests.test_cart.TestCart.test_x)``
    (:func:`~ci_triage.logs.failed_test_identity.unittest_test_name`), beside the log's tests,
    not pytest's node id its file would give it. The tests no job can be given, in order."""
    unplaced: list[FailedTest] = []
    given: dict[int, list[FailedTest]] = {}
    for test in tests:
        identity = identity_of_test(test.name)
        runner = junit.runners.get(identity)
        jobs = (
            []
            if identity in foreign
            else [
                place
                for place, job in enumerate(failing)
                if (len(failing) == 1 and runner in (None, job.tool)) or (runner is not None and runner == job.tool)
            ]
        )
        if len(jobs) == 1:
            given.setdefault(jobs[0], []).append(test)
        else:
            unplaced.append(test)
    for place, found in given.items():
        job = failing[place]
        count = job.failed_test_count
        named = len(job.failed_tests)
        found = sorted(found, key=lambda test: JUNIT_KIND_ORDER.get(test.kind, 0))  # errors after failures
        runner = load_catalogue().get(job.tool) if job.tool else None
        unittest_names = runner is not None and UNITTEST in (runner.name, *runner.prints)
        job.failed_tests = job.failed_tests + [
            replace(test, member=job.member, name=unittest_test_name(test.name) if unittest_names else test.name)
            for test in found[: max(0, MAX_TESTS - named)]
        ]
        job.failed_tests_total = max(count, named + len(found))
        # a tally whose tests the log named none of (pytest -q --tb=no): the file names them all
        job.failed_tests_complete = job.failed_tests_complete or (not named and len(found) >= count)
    return unplaced


def _junit_places(job: JobReport, junit: JUnitFailures) -> list[Location]:
    """The places the JUnit files give (:attr:`~ci_triage.logs.model.JUnitFailures.places`) of the
    failed tests ``job`` names (by identity or short identity,
    :meth:`~ci_triage.logs.failed_test_identity.FailedTestIdentities.names_same_test`), as the
    job's: its locations when its log shows none (ctest's and cargo's tests named by their verdict
    only, a JUnit reporter's tests the log never printed)."""
    named = FailedTestIdentities([identity_of_test(test.name) for test in job.failed_tests])
    return [
        replace(place, member=job.member)
        for identity, place in junit.places.items()
        if named.names_same_test(identity) or named.names_same_test(junit.identities.get(identity, identity))
    ][:MAX_LOCATIONS]


def _unplaced_note(tests: Sequence[FailedTest]) -> str:
    """The warning of the JUnit failures no failing job could be given (:func:`_given_to_jobs`)."""
    named = named_jobs([test.name for test in tests])
    return f"JUnit failed tests of no job the logs show (listed apart from the jobs' tests): {named}"


def _with_junit_only(counts: Sequence[int], named: int, junit_only: int, foreign: int) -> tuple[int, bool]:
    """The failed tests in all, and whether the tests named cover the runners' tallies: the failing
    jobs' ``counts`` (:attr:`JobReport.failed_test_count`) and the ``junit_only`` failures their
    logs name none of (:func:`_merge_tests`). A tally counts tests, it does not name them: the
    counts beyond the ``named`` tests the logs name (pytest's ``-q`` tally ``4 failed`` with none
    named, ``300 failed`` with 250 named in a step too long to read whole) are the tests the JUnit
    files name, but the ``foreign`` ones of those, whose file names another runner than the
    tallying jobs' (:meth:`_merge_tests`): only the JUnit tests beyond the tally are added, and the
    foreign ones all. Covered when the JUnit tests that may be the tally's are at least as many as
    it counts unnamed."""
    unnamed = max(0, sum(counts) - named)
    own = junit_only - foreign
    return sum(counts) + max(0, own - unnamed) + foreign, own >= unnamed or not junit_only


def _merge_tests(
    log_tests: Collection[str], junit: JUnitFailures, tallying: Collection[str | None]
) -> tuple[list[FailedTest], int, int]:
    """The kept JUnit failures that no log test names (compared by identity, or by short identity,
    with every failed test the logs name, ``log_tests``, not only the kept ones:
    :meth:`~ci_triage.logs.failed_test_identity.FailedTestIdentities.names_same_test`), how
    many failed tests the JUnit files add to the logs' count: those no log test names, and the
    runs beyond one that a log test names together (a parameterised test's failed runs, which
    Surefire's summary names alike: ``StockTest.takes:10`` for both ``takes(int)[2]`` and
    ``takes(int)[3]``), and how many of those no log's tally may count: their file names a runner
    (:attr:`~ci_triage.logs.model.JUnitFailures.runners`) that none of the ``tallying`` jobs' tools
    is (a job of no known tool may be any runner's). Linear in the number of tests."""
    in_log = FailedTestIdentities(log_tests)
    named = {
        identity
        for identity, short in junit.identities.items()
        if in_log.names_same_test(identity) or in_log.names_same_test(short)
    }
    others = set(junit.identities) - named
    in_junit = FailedTestIdentities([*junit.identities, *junit.identities.values()])
    log_named = sum(1 for identity in set(log_tests) if in_junit.names_same_test(identity))
    kept = [test for test in junit.kept if identity_of_test(test.name) in others]
    known = {None, *tallying}
    foreign = 0 if None in tallying else sum(1 for test in others if junit.runners.get(test) not in known)
    return kept, len(others) + max(0, len(named) - log_named), foreign


UNITTEST = "unittest"
"""The catalogue's name of Python's unittest: a job whose runner is it, or prints its report
(:func:`_given_to_jobs`), names its tests unittest's way."""


def category_named(category: str, finding: str | None) -> str:
    """``category`` as the summary and the terminal view name it: the category itself, with what the
    verdict's deciding signal found (:attr:`~ci_triage.logs.model.Classification.finding`), when it
    says so, in brackets after it: ``lint/format (warning limit exceeded)``, ``out-of-memory (killed
    (SIGKILL, exit 137), possibly out of memory or a runner limit)``. The category comes first
    whatever the signal found, so every summary starts with one of the taxonomy's words (a reader or
    a consumer splitting on it meets no other); a finding's capital first letter is lowered unless
    its first word is an acronym (``SIGKILL …``)."""
    if not finding:
        return category
    if finding[1:2].islower():
        finding = f"{finding[0].lower()}{finding[1:]}"
    return f"{category} ({finding})"


def job_summary(primary: JobReport, failing_jobs: int) -> str:
    """The report's one-line summary: category (with what the deciding signal found, when it says so:
    :func:`category_named`) and failing step of ``primary``, then the
    failed tests that step names (not another failed step's) when the verdict is about tests
    (:data:`TEST_VERDICTS`, or a cause that explains every one,
    :attr:`~ci_triage.logs.model.Classification.explains_tests`, when none errored in its setup: a
    fixture's refusal is the headline then) or there is no headline, else its headline (a deploy's ``403`` that ended
    a step whose script let pytest's failures go on), with the first failed test's message
    (:attr:`FailedTest.message`, at most :data:`TEST_MESSAGE_CHARS` characters) after them, said to
    be the first's when there are several: ``failed tests TestAdd, TestSub — the first:
    calc_test.go:8: want 5.`` (the Markdown report lists every test's message); of a cause that
    explains every test, its own words (:attr:`~ci_triage.logs.model.Classification.cause`) after
    that message when it does not hold them (``… has been closed (the cause: Looks like you
    launched a headed browser without having a XServer running).``);
    ``failing_jobs`` counts the run's failing jobs. The step's failed unit the headline explains
    (:attr:`JobReport.failed_unit`) follows the step: ``(in strict)``, as a monorepo's failed packages
    (:attr:`JobReport.failed_packages`) do: ``(failed package: @acme/web)``."""
    category = primary.classification.category
    step = short_step_name(step_label(primary.failing_step)) if primary.failing_step else "the log"
    named = category_named(category, primary.classification.finding)
    lead = f"{named[0].upper()}{named[1:]} in step “{step}”"
    if primary.failed_unit:
        lead += f" (in {primary.failed_unit})"
    if primary.failed_packages:
        packages = ", ".join(primary.failed_packages)
        lead += f" (failed package{'s' if len(primary.failed_packages) > 1 else ''}: {packages})"
    if failing_jobs > 1:
        lead += f" of job “{primary.job}” ({failing_jobs} jobs failed)"
    tests = primary.step_failed_tests
    explained = primary.classification.explains_tests and not any(test.kind == "error" for test in tests)
    if tests and (category in TEST_VERDICTS or not primary.headline or explained):
        count = primary.failed_test_count if len(tests) == len(primary.failed_tests) else len(tests)
        # the step's other failed units stay named
        earlier, later = named_units(primary.other_failed_units, primary.other_failed_more, primary.deciding_unit)
        first = f"{earlier}{FAILED_FIRST}" if earlier else ""
        after = f"{ALSO_FAILED}{later})" if later else ""
        listed = _tests_and_files(tests, count, at_least=not primary.failed_tests_complete)
        said = _listed_first(tests).message
        cause = primary.classification.cause if explained else None
        if cause and cause in (said or ""):
            cause = None  # the runner's words already say it
        if not said and not cause:
            return f"{lead}: {first}{listed}{after}."
        whose = "the first: " if count > 1 and said else ""
        said = balanced(clipped(one_line(said), TEST_MESSAGE_CHARS)) if said else ""
        if cause:  # the runner's words are a consequence of the cause: both are quoted
            cause = balanced(clipped(cause, TEST_MESSAGE_CHARS))
            said = f"{said.rstrip('.')} (the cause: {cause})" if said else cause
        return f"{lead}: {first}{listed}{after} — {whose}{_ended(said)}"
    if primary.headline:
        return f"{lead}: {_quoted_headline(primary.headline, primary)}"
    return f"{lead}."


def _tests_and_files(tests: Sequence[FailedTest], count: int, at_least: bool) -> str:
    """The summary's words for a step's listed ``tests`` (``count`` in all, ``at_least`` when that
    count may be short): the first :data:`NAMED_FAILED_TESTS` failed (or errored) tests, then,
    counted apart, the test files that failed to collect (:attr:`FailedTest.kind` ``collection``, no
    test of them ran): ``failed tests t.py::test_a (error); 1 test file failed to collect:
    tests/test_x.py``; and apart too, before the files, the hooks' failures
    (:func:`~ci_triage.logs.hook_failed_file.is_hook_failure`: a test file or suite whose tests did
    not run, none a failed test, or tests that errored at a hook, though jest's tally counts them
    failed: :func:`_hook_failures`): ``a hook failed in hooks/suite.test.js > orders, none of its tests
    ran``, ``a hook (beforeAll) failed for api › get user``. The files are those kept (each job keeps
    50), the tests the rest of ``count``."""
    files = [test.name for test in tests if test.kind == "collection"]
    hooks = [test for test in tests if is_hook_failure(test)]
    ran = [test for test in tests if test.kind != "collection" and not is_hook_failure(test)]
    said = []
    if ran:
        failed = count - len(files) - len(hooks)
        named = ", ".join(test_label(test) for test in ran[:NAMED_FAILED_TESTS])
        said.append(f"failed tests {named}{and_more(failed, NAMED_FAILED_TESTS, at_least)}")
    said += _hook_failures(hooks)
    if files:
        named = ", ".join(files[:NAMED_FAILED_TESTS]) + and_more(len(files), NAMED_FAILED_TESTS)
        plural = "s" if len(files) > 1 else ""
        said.append(f"{len(files)} test file{plural} failed to collect: {named}")
    return "; ".join(said)


def _hook_failures(hooks: Sequence[FailedTest]) -> list[str]:
    """The summary's words for the hooks' failures among a step's tests
    (:func:`~ci_triage.logs.hook_failed_file.is_hook_failure`), at most :data:`NAMED_FAILED_TESTS`
    of each kind named: a test file or suite whose hook failed before its tests, none of which ran
    (vitest's, :func:`~ci_triage.logs.hook_failed_file.counted_apart`): ``a hook failed in
    hooks/suite.test.js > orders, none of its tests ran``; one whose ``afterAll`` failed after them
    (jest's ``● Test suite failed to run``): ``a hook (afterAll) failed in jh/after.test.js after its
    tests ran``; tests that errored at a hook (jest's, vitest's ``beforeEach``): ``a hook (beforeAll)
    failed for api › get user, api › list users``; mocha's entries of the hooks themselves
    (:func:`~ci_triage.logs.hook_failed_file.is_hook_entry`), one that runs before its suite's tests
    (``hook failed: orders db "before all" hook for "has three orders", its suite's tests after it
    did not run``) apart from one that runs after them (``hook failed after its suite's tests ran:
    totals "after all" hook for "adds"``)."""
    said = []
    grouped = hook_failures(hooks)
    first = [test.name for test in grouped.entries_before]
    last = [test.name for test in grouped.entries_after]
    before = [test.name for test in grouped.before]
    after, tests = grouped.after, grouped.at_tests
    if first:
        named = ", ".join(first[:NAMED_FAILED_TESTS]) + and_more(len(first), NAMED_FAILED_TESTS)
        whose = "its suite's tests after it" if len(first) == 1 else "their suites' tests after them"
        said.append(f"hook{'s' if len(first) > 1 else ''} failed: {named}, {whose} did not run")
    if last:
        named = ", ".join(last[:NAMED_FAILED_TESTS]) + and_more(len(last), NAMED_FAILED_TESTS)
        whose = "its suite's tests" if len(last) == 1 else "their suites' tests"
        said.append(f"hook{'s' if len(last) > 1 else ''} failed after {whose} ran: {named}")
    if before:
        named = ", ".join(before[:NAMED_FAILED_TESTS]) + and_more(len(before), NAMED_FAILED_TESTS)
        said.append(f"a hook failed in {named}, none of {'its' if len(before) == 1 else 'their'} tests ran")
    if after:
        named = ", ".join(test.name for test in after[:NAMED_FAILED_TESTS]) + and_more(len(after), NAMED_FAILED_TESTS)
        which = hooks_named(after)
        said.append(f"{which} failed in {named} after {'its' if len(after) == 1 else 'their'} tests ran")
    if tests:
        named = ", ".join(test.name for test in tests[:NAMED_FAILED_TESTS]) + and_more(len(tests), NAMED_FAILED_TESTS)
        said.append(f"{hooks_named(tests)} failed for {named}")
    return said


def hooks_named(tests: Sequence[FailedTest], mark: str = "") -> str:
    """``a hook (beforeAll)``, ``hooks (afterAll, beforeAll)``: the hooks ``tests`` errored at
    (:attr:`~FailedTest.hook`), by name, each between two ``mark`` (a backtick: ``a hook (`beforeAll`)``;
    jest's unnamed :data:`~ci_triage.logs.hook_frame.ANY_HOOK` left out), or ``a hook`` when none is named."""
    names = sorted({test.hook for test in tests if test.hook and test.hook != ANY_HOOK})
    if not names:
        return "a hook"
    return f"{'a hook' if len(names) == 1 else 'hooks'} ({', '.join(mark + name + mark for name in names)})"


def _listed_first(tests: Sequence[FailedTest]) -> FailedTest:
    """The first of ``tests`` (not empty) as :func:`_tests_and_files` lists them: a failed test
    before a hook's failure, before a test file that failed to collect; else the first."""
    ran = [test for test in tests if test.kind != "collection" and not is_hook_failure(test)]
    hooks = [test for test in tests if is_hook_failure(test)]
    return (ran or hooks or list(tests))[0]


def test_mark(test: FailedTest) -> str:
    """What the views write after ``test``'s name: `` (error)`` when it errored rather than failed
    (:attr:`~FailedTest.kind` ``error``), `` (failed to collect)`` when it is a test file none of
    whose tests ran (``collection``), else ``""``."""
    return {"error": " (error)", "collection": " (failed to collect)"}.get(test.kind, "")


def test_label(test: FailedTest) -> str:
    """``test``'s name as the views list it, with its :func:`test_mark`: ``test_with_db (error)``,
    ``tests/test_x.py (failed to collect)``."""
    return f"{test.name}{test_mark(test)}"


def step_label(step: FailingStep) -> str:
    """The name the summary gives ``step``: its :attr:`~FailingStep.label` (its workflow file's
    ``name:``), else its name."""
    return step.label or step.name


STEP_NAME_CHARS = 60
"""Characters of the failing step's name the one-line summary gives at most (:func:`short_step_name`)."""


def short_step_name(name: str) -> str:
    """A step's name (``Run python -m pytest -x … tests/ && coverage report``: GitHub Actions names a
    ``run:`` step without a ``name:`` by its script's first line, which may run several commands)
    as the one-line summary gives it, so that a long command leaves room for the error: a name of
    at most :data:`STEP_NAME_CHARS` characters as it is, a longer one cut between words to at most
    that many (:func:`clipped`). The cut keeps the commands in the order they ran: the one that
    failed may be any of them (``script/lint && script/build … && script/test`` failed in its tests),
    so none is named alone."""
    return name if len(name) <= STEP_NAME_CHARS else clipped(name, STEP_NAME_CHARS)


_QUOTED_OR_BLANKS = LazyRE2(r"'[^'\n]*'|\"[^\"\n]*\"|\s+")
"""A value quoted on one line (``'c  '``, ``"a b"``) or a run of whitespace outside one."""


def one_line(text: str) -> str:
    """``text`` (a failed test's message, possibly of several lines) on one line: each run of
    whitespace outside quotes (line breaks, a column's padding) one space, a value quoted on one
    line as written, its spaces counted (Test::More's ``got: 'c  '`` against ``expected: 'c'``
    differs by them); blanks around it removed."""
    return _QUOTED_OR_BLANKS.sub(lambda found: " " if found.group()[0].isspace() else found.group(), text).strip()


def _quoted_headline(headline: str, primary: JobReport) -> str:
    """``headline`` (``primary``'s) as the summary quotes it, at most :data:`SUMMARY_HEADLINE_CHARS`
    characters of its own text: the step's other failed units it names
    (:func:`~ci_triage.logs.analyse.named_units`, ``mypy failed first; …`` before it, ``… (also
    failed: check migrations are up to date: lint/format, pre-commit)`` after it) are kept whole
    around the clipped text, so a long quote does not cut a unit's name (``(also failed …:
    lint/format, pre-commit)``); a headline not framed by them (cut short by the analysis) is
    clipped whole."""
    earlier, later = named_units(primary.other_failed_units, primary.other_failed_more, primary.deciding_unit)
    before = f"{earlier}{FAILED_FIRST}" if earlier else ""
    after = f"{ALSO_FAILED}{later})" if later else ""
    own = len(headline) - len(before) - len(after)
    if not (before or after) or own <= 0 or not headline.startswith(before) or not headline.endswith(after):
        return balanced(clipped(headline, SUMMARY_HEADLINE_CHARS))
    own_text = headline[len(before) : len(headline) - len(after)]
    return f"{before}{balanced(clipped(own_text, SUMMARY_HEADLINE_CHARS))}{after}"


TEST_MESSAGE_CHARS = 120
"""Characters of a failed test's message the one-line summary quotes at most (the Markdown report's
list of failed tests quotes as many)."""
_DEEP_PATH = LazyRE2(r"(?:\b[A-Za-z]:)?[\w.@+~-]*(?:[/\\][\w.@+~-]+){3,}[/\\](?P<name>[\w.@+~-]+\.[A-Za-z]\w{0,7})")
"""A deep file path (three separators or more before the file's name: an absolute path with three
folders, ``/home/runner/work/app/app/src/Main.java``; a relative one with four): its folders go
first when a headline is too long; ``name`` is the file's name. A shorter path
(``.github/workflows/ci.yml``) says where in the repository and stays. A Windows drive letter
(``C:``) is a word of its own: the ``out:`` before a class path's next entry stays whole."""
INSTALLED_PACKAGES = ("site-packages", "dist-packages")
"""The folders Python installs packages into (the ``site`` module's; Debian's ``dist-packages``): a
deep path keeps its folders from the last of them on (``…/site-packages/cachetools/__init__.py``),
since a module imported from there, not from the checkout, is often the diagnosis (an installed
copy of the project's own package shadowing it)."""


def _short_path(path: str, name: str) -> str:
    """``path`` (a :data:`_DEEP_PATH` match whose file's name is ``name``) without its folders,
    ``…/name``, or from its last :data:`INSTALLED_PACKAGES` folder on. String search: linear."""
    unified = path.replace("\\", "/")
    installed = max(unified.rfind(f"/{folder}/") for folder in INSTALLED_PACKAGES)
    return f"…{path[installed:]}" if installed >= 0 else f"…/{name}"


def clipped(text: str, limit: int) -> str:
    """``text`` when it has at most ``limit`` characters. Else the folders of its deep file paths
    (:data:`_DEEP_PATH`) are left out first: a runner's checkout folder alone
    (:func:`~ci_triage.logs.runner_folder.without_runner_folder`: ``/home/runner/work/app/app/src/Main.java``
    is ``src/Main.java``, as the report's locations name it) when that is short enough, else every
    folder (``…/Main.java``: the file's name and the message after it say more than the folders,
    which the report's locations keep; those after an :data:`INSTALLED_PACKAGES` folder stay), and
    what is still too long is cut where a reader can
    stop — after the last clause (:data:`CLAUSE_END`: ``…cannot be applied to given types;``) that
    ends past half the limit, else at the last space within it, else at the limit itself — with
    ``…`` after it, so no word is cut in two. At most ``limit`` + 1 characters."""
    if len(text) <= limit:
        return text
    in_repository = _DEEP_PATH.sub(lambda found: without_runner_folder(found.group(0)), text)
    if len(in_repository) <= limit:
        return in_repository
    text = _DEEP_PATH.sub(lambda found: _short_path(found.group(0), found.group("name")), text)
    if len(text) <= limit:
        return text
    chained = cause_kept(text, limit)
    if chained is not None:
        return chained
    ends = [found.start() + 1 for found in CLAUSE_END.finditer(text[: limit + 1]) if found.start() < limit]
    stop = ends[-1] if ends and ends[-1] > limit // 2 else text.rfind(" ", 0, limit + 1)
    if stop <= limit // 2:
        stop = limit
    return text[:stop].rstrip() + "…"


def _green_run_summary(jobs: list[str]) -> str:
    """The summary of a run of several jobs none of whose logs shows a failure: it names them (the
    first :data:`GREEN_JOBS_NAMED`, in run order), so a reader knows every job was read."""
    names = ", ".join(f"“{name}”" for name in jobs[:GREEN_JOBS_NAMED])
    read = f"No failure found in the {len(jobs):,} job logs read ({names}{and_more(len(jobs), GREEN_JOBS_NAMED)})"
    return f"{read}: none shows a failing step, exit code or error line."


GREEN_JOBS_NAMED = 10
"""Jobs a green run's summary names at most (the Markdown comment's passed-job list names as many)."""


def _no_failure_summary(junit_failed: int) -> str:
    if junit_failed:
        return f"No failure found in the log; the JUnit results report {junit_failed} failed test(s)."
    return "No failure found: the log shows no failing step, exit code or error line."
