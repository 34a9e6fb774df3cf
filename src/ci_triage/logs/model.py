"""The analysis result: what the JSON output carries, field for field (schema version :data:`SCHEMA_VERSION`).

Line numbers are 1-based and inclusive, counted in the file as given split on ``\\n`` (for a zip,
in the member named by ``member``), so ``sed -n 'START,ENDp'`` prints the cited lines. Texts are
the cleaned lines (no timestamps or colour codes) with secret-shaped strings masked; ci-triage's own
names (fields marked :data:`OWN`: skill and signal ids, categories, tools, the user's path) are never masked,
nor is its own wording in the texts it composes of redacted log text (the summary, the next step).

The types are plain dataclasses (keyword-only, in JSON field order), so a triage imports no
validation library; :mod:`ci_triage.logs.report_json` writes them as JSON, and pydantic models
that hold them (evidence, trace records) validate and serialise them as dataclasses.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from ci_triage.base.redact import OWN_TEXT
from ci_triage.logs.report_json import NOT_IN_JSON
from ci_triage.logs.taxonomy import Category

OWN = {OWN_TEXT: True}
"""Field metadata of ci-triage's own text (ids, categories, tools, the user's path), which redaction
leaves as it is (:data:`ci_triage.base.redact.OWN_TEXT`); every other string is masked.
"""

SCHEMA_VERSION = 2
"""The JSON report's version: 2 since ``failed_tests[].line`` (a line of the log, not of the test's
``file``) was renamed ``log_line``; a reader of version 1's ``line`` sees the version change."""


@dataclass(kw_only=True)
class Span:
    """A run of consecutive log lines in the excerpt, and why it was chosen."""

    member: str | None = None
    """Zip member holding the lines, if any."""
    start_line: int
    """First line (1-based)."""
    end_line: int
    """Last line (1-based, inclusive)."""
    step: str | None = None
    reason: str = field(metadata=OWN)
    """Why the lines were chosen: ci-triage's words and the ids of the signals that chose them."""
    lines: list[str]
    tokens: int
    """Estimated tokens of the lines (characters / 4), ≥ 0."""


@dataclass(kw_only=True)
class SignalHit:
    """A skill signal that matched a line, as evidence for a category."""

    skill: str = field(metadata=OWN)
    signal: str = field(metadata=OWN)
    category: Category = field(metadata=OWN)
    weight: float
    line: int
    member: str | None = None
    text: str
    """The matched line (the log's text, masked)."""

    def __post_init__(self) -> None:
        self.weight = float(self.weight)


@dataclass(kw_only=True)
class CompetingCategory:
    """Another category whose evidence lowered the confidence: its strongest evidence and the signal
    that gave it (the verdict's confidence is ``top × top / (top + Σ competing strengths)``)."""

    category: Category = field(metadata=OWN)
    strength: float
    """Its strongest piece of evidence (0..1)."""
    signal: SignalHit | None = None
    """The signal that gave that evidence."""

    def __post_init__(self) -> None:
        self.strength = float(self.strength)


@dataclass(kw_only=True)
class ConfidenceStep:
    """One step from the verdict's strongest evidence to the confidence shown, in the order applied."""

    reason: str = field(metadata=OWN)
    """'evidence discounted', 'competing evidence', 'step tool disagrees', 'no deciding line',
    'calibrated', 'not confirmed', 'several units failed', 'no exit marker', 'step after cancel',
    'JUnit results', "script's own message", 'wrapper only', 'workflow finding',
    'continue-on-error unknown', 'own package or not' or 'cut short'."""
    before: float
    """0..1."""
    after: float
    """0..1."""
    detail: str
    """What did it, in a sentence (the competing signals, the tool, the table)."""

    def __post_init__(self) -> None:
        self.before = float(self.before)
        self.after = float(self.after)


@dataclass(kw_only=True)
class Classification:
    """The category, how sure we are (0..1), the signals that decided it, and every category's score.

    ``confidence_steps`` say how the confidence came to be what it is (starting from the verdict's
    strongest evidence); ``competing`` lists the other categories whose evidence lowered it.
    """

    category: Category = field(metadata=OWN)
    confidence: float
    """0..1."""
    signals: list[SignalHit] = field(default_factory=list)
    scores: dict[str, float] = field(default_factory=dict, metadata=OWN)
    step_tool: str | None = field(default=None, metadata=OWN)
    """Catalogue tool the failing step's command runs."""
    checked: list[str] = field(default_factory=list, metadata=OWN)
    """For ``unknown``: what was checked (step, exit code, tool, skills), in its own words with the
    log's pieces (a step's name, a command) redacted as they are filled in, as ``next_step``: a
    password that is an ordinary word masks the log's text, never these words."""
    next_step: str | None = field(default=None, metadata=OWN)
    """What to do next: for ``unknown``, how to find the cause; else the next step of the verdict's
    strongest signal that gives one, in the words of the log's CI system where the signal has them
    (:mod:`ci_triage.logs.signal_next_step`), ``None`` when none does (the report gives the
    category's). The advice's own words with the log's pieces (a tool's ``{fix}`` or ``{hint}``, a
    step, a command) redacted as they are filled in, so it is not redacted again: a password that is
    an ordinary word masks the log's text, never the advice's."""
    also_next_step: str | None = field(default=None, metadata={NOT_IN_JSON: True, **OWN})
    """The next step of the verdict's strongest signal that gives one, when that signal does not say
    why every failed test failed (:func:`ci_triage.logs.signal_next_step.accounts_for_failed_tests`:
    one test unexpectedly passed, another failed on an assertion): the report gives the category's
    next step first and this one after it, ``next_step`` being ``None``; else ``None``."""
    rival_refusal: tuple[int, str] | None = field(default=None, metadata={NOT_IN_JSON: True, **OWN})
    """A rival's service refusal the verdict's advice does not cover, as its line (1-based) and its
    signal's next step (:func:`ci_triage.logs.signal_next_step.rival_refusal`): a failed test's
    database that refused the connection, the login or the database beside tests that failed
    otherwise; else ``None``."""
    workflow_note: str | None = field(default=None, metadata={NOT_IN_JSON: True, **OWN})
    """A workflow finding the log does not show at work, as a second thing to fix after the
    category's own next step when the verdict has none of its own (``next_step`` ``None``; with one,
    the note follows it there): ``Also, in the workflow (the log does not show it at work): edit
    `ci.yml:22` …`` (:func:`ci_triage.evidence.workflow_category.with_workflow_note`); else ``None``."""
    shuffled_order: str | None = field(default=None, metadata={NOT_IN_JSON: True})
    """How to replay the random order the failing step's test runner ran its tests in, added to a
    test failure's next step: the seed it printed and the options that replay it or run the tests
    in their written order (:func:`ci_triage.logs.shuffled_order.shuffled_order_note`); else ``None``."""
    unexplained_tests: list[str] = field(default_factory=list, metadata={NOT_IN_JSON: True})
    """The names of the failed tests that the advising signal of a verdict other than a test failure
    does not account for while it accounts for others (a module not installed in one test file, an
    assertion failed in another: :func:`ci_triage.logs.signal_next_step.unexplained_tests`), named
    after the next step as failures of their own; else empty."""
    stopped_early: str | None = field(default=None, metadata={NOT_IN_JSON: True})
    """What it means that the failing step's test runner stopped before running every test, added to
    the next step when it names failed tests or files: pytest's ``-x``/``--maxfail`` limit, its
    collection errors, jest's ``--bail`` (the tests after never ran, more may fail, and how to run
    them all: :func:`ci_triage.logs.stopped_early.stopped_early_note`); else ``None``."""
    finding: str | None = field(default=None, metadata={NOT_IN_JSON: True, **OWN})
    """What the summary names in place of the category: the ``finding`` of the verdict's strongest
    signal when it has one (``killed (SIGKILL, exit 137), possibly out of memory or a runner limit``
    for an out-of-memory verdict that only a SIGKILL backs,
    :func:`ci_triage.logs.signal_next_step.signal_finding`), else ``None``; not in the JSON, whose
    ``category`` says the same."""
    explains_tests: bool = field(default=False, metadata={NOT_IN_JSON: True})
    """Whether the verdict's cause is why every failed test of the step failed, though it is no test
    verdict (a service on this machine refused each one's connection: a ``configuration`` verdict,
    ``ci_triage.logs.classify``'s refused-service reports): the summary then names the failed
    tests and quotes the first one's message, the test runner's words, as of a test verdict."""
    cause: str | None = field(default=None, metadata={NOT_IN_JSON: True})
    """With :attr:`explains_tests`, what the deciding signal's line says the cause is (its
    ``message``: ``Looks like you launched a headed browser without having a XServer running``),
    which the summary quotes after the first failed test's message when that message does not
    hold it (Playwright's ``Error: browserType.launch: Target page, context or browser has been
    closed`` above the browser's log that says why); else ``None``."""
    competing: list[CompetingCategory] = field(default_factory=list)
    """Other categories whose evidence lowered the confidence, strongest first."""
    confidence_steps: list[ConfidenceStep] = field(default_factory=list)
    """How the confidence was reached from the verdict's strongest evidence."""

    def __post_init__(self) -> None:
        self.confidence = float(self.confidence)
        self.scores = {category: float(score) for category, score in self.scores.items()}


@dataclass(kw_only=True)
class FailingStep:
    """The step (or command) that failed and how that was decided."""

    name: str
    number: int | None = None
    """Position of the step in the job, 1-based."""
    start_line: int
    end_line: int
    exit_code: int | None = None
    member: str | None = None
    evidence: str
    """The marker that decided it, e.g. 'Process completed with exit code 1'."""
    label: str | None = field(default=None, metadata={NOT_IN_JSON: True})
    """The name the summary gives the step when its workflow file names it (``--workflow``: its
    ``name:``); None to use ``name``, the log's (a ``run:`` step's ``Run`` title, its script's first
    line, whatever lines follow it: the name every view gives it)."""


TestKind = Literal["failed", "error", "collection"]
"""How a listed test failed (:attr:`FailedTest.kind`): its body failed, it errored (an exception escaped
it where its runner tells that from a failed assertion, or outside its body: a fixture's setup or
teardown), or its file never loaded (no test of it ran)."""


@dataclass(kw_only=True)
class FailedTest:
    """A failed test, from the log or from JUnit XML."""

    name: str
    file: str | None = None
    log_line: int | None = None
    """Line of the log (or of the JUnit XML file, ``source``) that names it, 1-based: not a line of
    ``file`` (schema version 1 called it ``line``)."""
    member: str | None = None
    source: str
    """'log' or the JUnit file's path."""
    message: str | None = None
    step: str | None = None
    """The step whose lines name it, when more than one step of its job failed (else None)."""
    kind: TestKind = field(default="failed", metadata=OWN)
    """How it failed (:data:`TestKind`): ``failed`` (its body failed), ``error`` (it errored: an
    exception escaped it where its runner's report tells that from a failed assertion, testthat's
    ``Error ('test-x.R:12')``, HUnit's ``### Error in:``, a JUnit ``<error>``; or outside its body and
    not in it: pytest's ``ERROR at setup of test_x``; the views mark it "(error)") or
    ``collection`` (a test file, suite or package that failed to load, so none of its tests ran:
    pytest's ``ERROR collecting tests/test_x.py``; counted apart from the failed tests)."""
    line: int | None = None
    """Line of ``file`` (1-based) where the test failed, when its report says it (a JUnit case's
    ``line``, the first ``file:line`` of its failure's text: pytest's ``test_fail.py:3:
    AssertionError``, behave's ``Location: features/cart.feature:5``); None when unknown. Added
    after schema version 2's ``kind``, as an optional key."""
    hook: str | None = field(default=None, metadata={NOT_IN_JSON: True, **OWN})
    """The hook whose error the test (kind ``error``) failed with, outside its body, when its report
    shows one (jest's and vitest's ``beforeAll``, ``beforeEach``, ``afterAll``, ``afterEach``; ``a hook``
    when jest's words name none: ``Exceeded timeout of 5000 ms for a hook.``), or the hook whose own
    failure mocha lists by its title (``before all``, ``after each``: the entry is the hook's, no
    test's, :func:`~ci_triage.logs.hook_failed_file.is_hook_entry`); None otherwise. Not in
    the JSON: the message leads with it (``at beforeAll: …``)."""


@dataclass(kw_only=True)
class Location:
    """A source location (file:line[:col]) named by a diagnostic in the log."""

    file: str
    line: int | None = None
    column: int | None = None
    log_line: int
    member: str | None = None
    message: str | None = None


@dataclass(slots=True)
class JUnitFailures:
    """The failed and errored test cases of one JUnit file: the first :data:`ci_triage.logs.junit.MAX_KEPT` of them,
    and the identity of every one (:func:`~ci_triage.logs.failed_test_identity.identity_of_test`) with its
    short identity (:func:`~ci_triage.logs.failed_test_identity.junit_short_identity`)."""

    kept: list[FailedTest] = field(default_factory=list)
    identities: dict[str, str] = field(default_factory=dict)
    places: dict[str, Location] = field(default_factory=dict)
    """Each kept test's place in its source, by identity, when the file says it
    (:meth:`ci_triage.logs.junit._Reading.place`); its ``log_line`` is the XML line of its failure, its
    ``member`` the job the report gives the test to."""
    runners: dict[str, str] = field(default_factory=dict)
    """Each identity's test runner, lower-case, when its file's root names one
    (:data:`ci_triage.logs.junit.RUNNER_SUITES`: ``pytest`` for pytest's ``<testsuites name="pytest tests">``)."""
    cut_short: str | None = None
    """Why the file ends before its XML does (the parser's error, ``unclosed token: line 1, column
    388``) when it was read as far as it parses (a report half-written when its job was killed);
    None for a whole file."""
    declared: int = 0
    """Failed and errored tests its top-level suites count (their ``failures`` and ``errors``
    attributes): what a file cut short counts beyond the tests it names."""
    scanner: str | None = None
    """The catalogue's security scanner that wrote the file, when its root's or a top-level suite's
    ``name``, or a suite property's name, names one (:func:`ci_triage.logs.junit.junit_failures`:
    checkov's ``include_all_checkov_policies``): its failed test cases are the scanner's findings
    (policy checks a resource failed), not tests."""
    linter: str | None = None
    """The catalogue's linter that wrote the file, when its root's or a top-level suite's ``name``
    names one (cfn-lint's ``CloudFormation Lint``) or its failures' texts are written as one's
    (tflint's): :func:`ci_triage.logs.junit.junit_failures`; its failed test cases are the linter's
    findings, not tests."""
    framework: str | None = None
    """The catalogue's test runner that wrote the file, when its shape says
    (:func:`ci_triage.logs.junit.junit_failures`: its root's or a top-level suite's ``name``, a JVM's
    properties or exception classes); None otherwise."""


@dataclass(kw_only=True)
class ExcerptCut:
    """What the token budget left out of the block that explains a job's failure (the block of the
    line its summary quotes): ``lines_left_out`` of its lines that an excerpt shows (blank lines,
    rulers and lines no excerpt ever shows, such as a test runner's own traceback frames, not
    counted), the block's first and last lines ``start_line`` and ``end_line`` (1-based, in the
    file or in the zip member ``member`` names), and ``budget_whole``: the smallest ``--budget``
    (tokens, rounded up to :data:`ci_triage.logs.excerpt_cut.BUDGET_STEP`) that keeps every one of
    them (:func:`ci_triage.logs.excerpt_cut.excerpt_cut`): of a run of several jobs, the job's need
    times the jobs analysed, so that an equal share of it holds the block whatever the others
    spend; None when no budget up to the largest allowed does."""

    lines_left_out: int
    start_line: int
    end_line: int
    member: str | None = None
    budget_whole: int | None = None


@dataclass(kw_only=True)
class VersionChange:
    """A tool or package whose version the failing log and the passing log it was compared with
    both show, and differ in (:func:`ci_triage.logs.tool_versions.version_changes`): ``name``
    (lower-case, ``_`` as ``-``), ``before`` (the passing log's) and ``now`` (without a leading
    ``v``), shown at 1-based log line ``line`` of the failing log, whose text is ``quote``
    (``Successfully installed ruff-0.9.0``); ``tool`` when it is the failing step's tool."""

    name: str
    before: str
    now: str
    line: int
    quote: str
    tool: bool = False


@dataclass(kw_only=True)
class WarnedBefore:
    """A deprecation warning the passing log compared with printed that names what fails now
    (:func:`ci_triage.logs.passing_warnings.warned_before`): its ``text`` (``PytestRemovedIn8Warning:
    Passing None has been deprecated.``), its 1-based ``line`` in that log, and ``named``: the
    failed test it was printed for (``tests/test_x.py::test_y``, ``test``) or the code it quotes
    that the failure does (``np.float_``)."""

    text: str
    line: int
    named: str
    test: bool = False


@dataclass(kw_only=True)
class LostSetting:
    """A variable the passing log's step listed in its ``env:`` that the same step of the failing log
    does not (:func:`ci_triage.logs.lost_settings.lost_settings`): its ``name`` (never its value: it
    may be a secret) and the 1-based ``line`` of the failing log where a program said it read it
    unset (``RELEASE_CHANNEL: unbound variable``, ``KeyError: 'DATABASE_URL'``), None when no line
    of the failing step names it so."""

    name: str
    line: int | None = None


@dataclass(frozen=True, kw_only=True)
class OptionChange:
    """An option the failing step's command and the passing run's both give, with another value
    (:func:`ci_triage.logs.step_options.option_changes`): ``option`` as written (``--cov-fail-under``),
    its value ``before`` (the passing run's, ``40``) and ``now`` (``90``), as the commands spell them."""

    option: str
    before: str
    now: str


@dataclass(kw_only=True)
class FailedUnit:
    """Another failed unit of the failing step than the one its headline explains (a tox environment,
    a pre-commit hook, a make target: :class:`ci_triage.logs.step_units.StepUnit`), with its own
    verdict and tool."""

    name: str
    category: Category = field(metadata=OWN)
    """The unit's own verdict (``unknown`` when no skill read its output)."""
    tool: str | None = field(default=None, metadata=OWN)
    """The catalogue tool that decided its failure, if any."""
    before: bool
    """True when it failed before the unit the headline explains, False when after it."""
    command: str | None = None
    """The first command the unit's lines name (pre-commit's hook id, ``- hook id: no-print``; nox's
    ``flake8 src``), if any."""
    wrapper: str | None = field(default=None, metadata=OWN)
    """The tool whose line reports the unit failed (``pre-commit``, ``tox``, ``nox``, ``make``), if known."""
    error: str | None = None
    """Its own first error as a headline quotes it (``ModuleNotFoundError: No module named 'b'``:
    :func:`ci_triage.logs.analyse.unit_error`), the log's text; None when no skill read one."""
    error_line: int | None = field(default=None, metadata=OWN)
    """The 1-based log line :attr:`error` quotes (in the file, or in the zip member the job is);
    None with :attr:`error`."""
    next_step: str | None = field(default=None, metadata=OWN)
    """What its own tool's line in the step says to do about it, when one of its skill's signals
    there has a next step (go's ``note: module requires Go 1.21`` under a package that did not
    build: :func:`ci_triage.logs.analyse.unbuilt_units`), the log's pieces in it redacted; else None."""


TEST_VERDICTS = frozenset({"test failure", "timeout", "unknown"})
"""Categories whose summary names the failed tests (:func:`ci_triage.logs.report.job_summary`): a
test failed, a test ran out of time, or nothing decided and the failed tests are what the log shows."""


HeadlineCompared = Literal["new", "changed", "known", "not compared", "limit changed"]
"""How the line a job's summary quotes compares with the passing log (:attr:`JobReport.headline_compared`)."""


@dataclass(kw_only=True)
class JobReport:
    """The analysis of one job's log (one file, or one job of a run-logs zip)."""

    job: str
    """The job's name: the run-logs zip's or ``gh run view``'s for a member of several jobs, else the
    runner's ``Complete job name:`` line (:attr:`ci_triage.logs.first_pass.Scan.job_name`), else
    the member's file name, else ``job``."""
    member: str | None = None
    format: str
    total_lines: int
    failure_found: bool
    failing_step: FailingStep | None = None
    classification: Classification
    headline: str | None = None
    """The line that explains the failure best (cleaned, at most
    :data:`~ci_triage.logs.analyse.HEADLINE_CHARS` characters), the step's other failed units named
    around it (:attr:`other_failed_units`). The report's ``summary`` quotes it, except when it names
    the failed tests: then it quotes the first one's :attr:`FailedTest.message`
    (:func:`ci_triage.logs.report.job_summary`)."""
    headline_line: int | None = None
    """The line :attr:`headline` quotes (1-based, in the file or in the zip member :attr:`member`
    names, as the excerpt numbers it), chosen with it: a citation or a link to the line reads it,
    never searches for the headline's text. ``None`` when the headline quotes no line (there is
    none, or it only names the step's other failed units)."""
    excerpt: list[Span] = field(default_factory=list)
    failed_tests: list[FailedTest] = field(default_factory=list)
    failed_tests_total: int | None = None
    """Failed tests in all: the test runner's own tally when its lines name no more than it counts
    (:func:`ci_triage.logs.runner_tally.reported_failures`: pytest's ``300 failed, 2700 passed``,
    node's ``# fail 400``, prove's summary entry of a test file that died with no failed test),
    else the distinct failed tests the lines read name; ``failed_tests`` keeps the first 50."""
    failed_tests_complete: bool = True
    """Whether ``failed_tests_total`` is exact: true with a tally that counts at least as many as the
    lines name, however the step was read; false when the lines name more than the tally counts
    (some listed did not fail) or none of the failures it counts (pytest's ``--tb=no -rN`` prints
    only ``4 failed, 4 passed``: no test to list), or, without a tally, when a failing step was read in windows and
    may name more failed tests than found (over :data:`ci_triage.logs.analyse.COMPLETENESS_LINES`
    lines; a shorter one is read whole)."""
    locations: list[Location] = field(default_factory=list)
    working_folders: list[str] = field(default_factory=list, metadata={NOT_IN_JSON: True})
    """The absolute folders the log says the failing step ran in (pytest's ``rootdir: /srv/ci/shop``,
    a ``cd /srv/ci/calc`` in its script: :func:`ci_triage.logs.working_folder.working_folders`),
    shortest first: a location's path below one is relative to it; then the checkout's folders its
    script as the log shows it enters (``cd sub && pytest``:
    :func:`ci_triage.logs.working_folder.entered_folders`), which a relative path may be printed
    from; not in the JSON."""
    failed_packages: list[str] = field(default_factory=list, metadata={NOT_IN_JSON: True})
    """The monorepo packages whose tasks a workspace runner said failed (``@acme/web``, or its folder
    ``packages/web``: :class:`ci_triage.logs.workspace_package.FailedPackage`), in log order; the
    summary names them, the JSON report leaves them out (no key of its schema)."""
    exit_code: int | None = None
    tool: str | None = field(default=None, metadata=OWN)
    fingerprint: str | None = None
    headline_compared: HeadlineCompared | None = None
    """With a passing log compared (``--baseline``, the last green run): the line the summary quotes
    as the comparison found it: ``new`` (the passing log lacks its kind of line), ``changed`` (its
    counts differ), ``known`` (the passing run printed it too), ``not compared`` (a part of a long
    log not compared), ``limit changed`` (a gate's verdict stating a limit the step's command gives
    another value since that run, or that the passing run's same verdict stated with another value:
    :attr:`changed_limit`); None without a comparison or a quoted line."""
    changed_limit: OptionChange | None = field(default=None, metadata={NOT_IN_JSON: True})
    """With :attr:`headline_compared` ``limit changed``: the option whose value the quoted line
    states, and its values then and now (``--cov-fail-under`` 40 → 90), or, with no option changed,
    the verdict's own words for the limit (:func:`ci_triage.logs.stated_limits.changed_stated_limit`:
    ``Required test coverage of`` 40 → 90); not in the JSON, whose warnings name both commands."""
    lines_new: tuple[int, int] | None = field(default=None, metadata={NOT_IN_JSON: True})
    """With a passing log compared: how many of the failing log's non-blank lines compared are new
    since it, and how many were compared (:class:`ci_triage.logs.compare.Comparison`'s ``new_count``
    and ``total``), which the text view names beside the passing log; None without a comparison."""
    version_changes: list[VersionChange] = field(default_factory=list)
    """With a passing log compared: the tools and packages both logs show in different versions,
    the failing step's tool first (the tool changed since that run), at most
    :data:`~ci_triage.logs.tool_versions.MAX_CHANGES`; empty without a comparison."""
    warned_before: list[WarnedBefore] = field(default_factory=list)
    """With a passing log compared: its deprecation warnings that name a failed test, its file or
    code the failure quotes (at most :data:`~ci_triage.logs.passing_warnings.MAX_SHOWN`); empty
    without a comparison or such a warning."""
    lost_settings: list[LostSetting] = field(default_factory=list)
    """With a passing log compared: the ``env:`` variables its failing step's namesake set that the
    failing step does not, those the failing output names as read unset first; empty without a
    comparison or such a variable."""
    workflow_step: WorkflowStep | None = None
    """This job's failing step's definition in its workflow file (``--workflow``), found and
    read for findings as the primary job's is; None without the file or when the file lacks the
    step (a warning says why). The report's :attr:`TriageReport.workflow_step` is the primary job's."""
    excerpt_cut: ExcerptCut | None = None
    """What the token budget left out of the block that explains the failure, and the budget that
    keeps it whole; None when the excerpt holds all of it (or the job has no such block)."""
    failed_unit: str | None = field(default=None, metadata={NOT_IN_JSON: True})
    """The failing step's failed unit the headline explains, when its wrapper announces each unit's
    run (:func:`ci_triage.logs.step_units.unit_opening`: a tox environment, a nox session): the
    summary names it after the step (``in step “Run tox” (in strict)``); None otherwise."""
    other_failed_units: list[FailedUnit] = field(default_factory=list, metadata={NOT_IN_JSON: True})
    """The failing step's failed units other than the one ``headline`` explains, in run order; the
    headline and the summary name them (:func:`ci_triage.logs.analyse.named_units`), the JSON report
    leaves them out (they are no key of its schema)."""
    other_failed_more: int = field(default=0, metadata={NOT_IN_JSON: True})
    """Failed units of the failing step past those :attr:`other_failed_units` holds (a step of more
    than :data:`~ci_triage.logs.unit_verdicts.MAX_VERDICTS`), counted only."""
    deciding_unit: FailedUnit | None = field(default=None, metadata={NOT_IN_JSON: True})
    """The failed unit ``headline`` explains when the failing step's wrapper reports several failed
    units (its ``before`` False), with :attr:`other_failed_units` all the units the next step names;
    None otherwise."""

    @property
    def failed_test_count(self) -> int:
        """How many tests failed by this log (not only those kept in ``failed_tests``)."""
        return max(self.failed_tests_total or 0, len(self.failed_tests))

    @property
    def step_failed_tests(self) -> list[FailedTest]:
        """The kept failed tests that the failing step names: not those of another failed step
        (:attr:`FailedTest.step`); all of them when the tests record no step."""
        name = self.failing_step.name if self.failing_step else None
        return [test for test in self.failed_tests if test.step is None or test.step == name]


FindingKind = Literal[
    "working-directory",
    "missing-tool",
    "missing-tool-elsewhere",
    "version-not-found",
    "matrix-key",
    "matrix-key-empty",
    "manifest-missing",
    "engine-version",
    "browsers-missing",
    "unquoted-version",
    "time-limit",
    "service-host",
    "service-port",
    "service-unready",
    "service-none",
    "shallow-checkout",
    "checkout-submodules",
    "checkout-lfs",
    "variable-near-name",
    "variable-empty",
    "variable-not-passed",
    "step-output-unset",
    "step-output-empty",
    "script-near-name",
    "shell-no-errexit",
]
"""What a workflow finding found (see :attr:`WorkflowLine.finding_kind`)."""


@dataclass(kw_only=True)
class WorkflowLine:
    """A part of the failing step's definition in its workflow file, or a finding about one.

    ``start_line``..``end_line`` are 1-based, inclusive lines of the workflow file at ``path``;
    ``text`` quotes them (for ``env.NAME``, the variable's name only, never its value); ``field``
    names the part (``run``, ``uses``, ``with.python-version``, ``working-directory``, ``shell``,
    ``env.API_URL``, ``continue-on-error``, ``timeout-minutes``, ``runs-on``, ``matrix.python``, ...;
    ``earlier-step.run``: a line of an earlier step's script a finding cites; ``earlier-step.with.java-version``,
    ``later-step.env.JDK``: another step's part a ``matrix-key`` finding cites);
    ``finding`` is set when a failing log line points at this part (``summary`` says why), and
    ``finding_kind`` says which kind of finding it is.
    """

    path: str
    field: str
    start_line: int
    end_line: int
    text: str
    summary: str
    finding: bool = False
    finding_kind: FindingKind | None = None
    """'working-directory' (the runner could not enter it), 'missing-tool' (a command the step runs
    is not installed; 'missing-tool-elsewhere' when the step's script does not name it),
    'version-not-found' (a setup action could not find the version asked for), 'matrix-key' (an
    expression names a key the matrix does not define, or the job has no matrix; 'matrix-key-empty'
    when the log shows its empty value failing), 'manifest-missing' (the project's own file, such as
    package.json, its lock file, mix.exs or an R package's DESCRIPTION, is not in the folder the step's
    working-directory sets; its ``run`` line when the step sets none and its script does not change folder),
    'engine-version' (an earlier step's setup input, ``actions/setup-node``'s, or the matrix value it takes, sets
    a runtime outside the range the project requires: a package's ``engines``, ``Requires-Python`` or
    ``rust-version``, mix.exs's Elixir; it decides ``configuration``), 'browsers-missing' (Playwright found no
    browser and no step of the job up to this one runs ``playwright install``), 'unquoted-version' (an earlier
    ``setup-*`` step's version, or the matrix value it takes, an unquoted number YAML read without its trailing
    zero, ``18.10`` as 18.1, whose version the log shows in use), 'service-host' (a job on the
runner, without ``container:``, used a ``services:`` label as a host name, which the log shows not
resolving), 'service-port' (a job on the runner had a connection to a port of this machine refused
that none of its ``services:`` maps there: the step dialled another port than ``ports:`` opens),
'service-unready' (such a refused port is one a ``services:`` entry maps: the service was declared yet
did not answer, never ready without a health check, or failed with one), 'service-none' (such a refused
port, in a job that declares no ``services:``, cited at its ``runs-on``),
'shallow-checkout' (git missed history or tags, and an earlier ``actions/checkout`` fetches one commit:
its ``fetch-depth``, or its ``uses`` line when it sets none; also when the verdict's advice gives the
checkout ``fetch-depth: 0``), 'checkout-submodules' and 'checkout-lfs' (the verdict's advice gives an
earlier ``actions/checkout`` ``submodules: true`` or ``lfs: true``, which it does not set: its input line,
or its ``uses`` line), 'variable-near-name' (a shell read a variable
unset that no ``env`` of the step sets, while this ``env`` line sets a near name: ``DEPLOY_ENV`` and
``DEPLOY_ENVIRONMENT``), 'step-output-unset' (an earlier step's line writes the output the step reads,
``${{ steps.ID.outputs.NAME }}``, to a file named ``GITHUB_OUTPUT``, the ``$`` left out: never set, an empty
string; 'step-output-empty' when the log shows that empty value failing), 'script-near-name' (the script the
``run`` line names was not found, and the checkout holds one at a near path: ``script/ci.sh`` for
``./scripts/ci.sh``), 'shell-no-errexit' (the step's ``shell:`` template runs its script without ``-e``,
``bash {0}``, and the log shows a line before the script's last failing: the script went on past it)."""


@dataclass(frozen=True, kw_only=True)
class ServicePort:
    """One entry of a ``services:`` container's ``ports:`` list (GitHub Docs, "Workflow syntax",
    ``jobs.<job_id>.services.<service_id>.ports``; Docker's ``[IP:]HOST:CONTAINER[/PROTOCOL]``)."""

    label: str
    """The service's label (its key under ``services:``)."""
    written: str
    """The entry as written: ``5432:5432``."""
    line: int
    """1-based line of the workflow file that holds the entry."""
    host: int | None
    """The runner's port it opens; None for a container port alone (``- 5432``), which Docker maps
    to a free port of its choosing."""
    container: int
    """The service container's own port."""
    health_check: bool = False
    """Whether the service's ``options:`` set a health check (``--health-cmd``), which the runner waits
    on, healthy, before the job's steps start (GitHub Docs, "Creating PostgreSQL service containers")."""


@dataclass(kw_only=True)
class WorkflowStep:
    """The failing step found in its workflow file: the job's id, the step's position and name."""

    path: str
    job: str
    step: str
    index: int
    """0-based position in the job's ``steps:`` list, ``steps[index]``, as the text names it
    (:func:`ci_triage.evidence.workflow_step.step_position`: ``job `lint`, `steps[1]```); not the
    job page's 1-based step number, which counts “Set up job” first."""
    lines: list[WorkflowLine] = field(default_factory=list)
    include_keys: frozenset[str] | None = field(default=None, metadata={NOT_IN_JSON: True})
    """The keys the job's ``strategy.matrix.include`` entries define when it is a list written out
    (``- compiler: gcc`` / ``cxx: g++``: ``compiler`` and ``cxx``), which ``${{ matrix.cxx }}`` reads
    like the matrix's own; None without one, or when an expression computes it."""
    service_ports: tuple[ServicePort, ...] | None = field(default=None, metadata={NOT_IN_JSON: True})
    """The ``ports:`` entries of the job's ``services:``, in file order (a service without
    ``ports:`` has none); None when the job has no ``services:``, or an entry cannot be read here
    (an expression computes it)."""


@dataclass(kw_only=True)
class SourceInfo:
    """What was read: the path as given, its kind, and the members analysed."""

    path: str = field(metadata=OWN)
    """The path the user gave (``-`` for standard input), as given."""
    kind: str
    members: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class TriageReport:
    """The whole answer of ``ci-triage triage``; the top level repeats the primary failing job."""

    schema_version: int = SCHEMA_VERSION
    tool_version: str
    source: SourceInfo
    failure_found: bool
    summary: str = field(metadata=OWN)
    """One line: the primary job's category and failing step, then its ``headline`` or, of a verdict
    about tests, its failed tests and the first one's message (:func:`ci_triage.logs.report.job_summary`),
    then the run's other causes, the jobs left out and those cancelled. Composed of ci-triage's own
    wording and log text redacted before composing (:func:`ci_triage.logs.report.redacted`), so it is
    not redacted again: a password that is an ordinary word (``DB_PASSWORD=failed``) masks the log's
    text, never the summary's own ``failed tests``."""
    category: Category | None = field(metadata=OWN)
    """The primary failing job's category; ``None`` when no failure was found (``unknown`` is a
    failure that no category explains)."""
    finding: str | None = field(default=None, metadata={NOT_IN_JSON: True, **OWN})
    """What the heading names in place of ``category``: the primary job's
    :attr:`Classification.finding` (``killed (SIGKILL, exit 137), possibly out of memory or a runner
    limit`` for an out-of-memory verdict that only a SIGKILL backs), else ``None``; not in the JSON."""
    confidence: float
    failing_step: FailingStep | None = None
    excerpt: list[Span] = field(default_factory=list)
    excerpt_tokens: int = 0
    budget_tokens: int
    signals: list[SignalHit] = field(default_factory=list)
    competing: list[CompetingCategory] = field(default_factory=list)
    """Other categories whose evidence lowered the confidence."""
    confidence_steps: list[ConfidenceStep] = field(default_factory=list)
    """How the confidence was reached (the primary job's)."""
    failed_tests: list[FailedTest] = field(default_factory=list)
    failed_tests_total: int | None = None
    """Distinct failed tests in all; ``failed_tests`` keeps the first 50 of each job."""
    failed_tests_complete: bool = True
    """False when more tests may have failed, or when a job's lines name more failed tests than its
    test runner's own tally counts (some of those listed did not fail)."""
    locations: list[Location] = field(default_factory=list)
    exit_code: int | None = None
    tool: str | None = field(default=None, metadata=OWN)
    fingerprint: str | None = None
    jobs: list[JobReport] = field(default_factory=list)
    jobs_not_analysed: list[str] = field(default_factory=list)
    """Failing jobs of a run-logs zip left out of ``jobs`` (over the cap of analysed jobs), in order."""
    jobs_cancelled: list[str] = field(default_factory=list)
    """Jobs of a run cancelled while another job failed on its own (GitHub's fail-fast, a
    concurrency group), in run order: not counted among the failed jobs, analysed only when no
    job that failed on its own is left unread."""
    jobs_passed: list[str] = field(default_factory=list)
    """Jobs of a run whose logs show no failure, in run order (of a run of several jobs only)."""
    logs_unread: int = 0
    """Logs of a run-logs zip not read (past the archive's member limit): with no failure found,
    the run is not said to have passed."""
    workflow_step: WorkflowStep | None = None
    """The failing step's definition, when the workflow file was given or read."""
    warnings: list[str] = field(default_factory=list)
    compared_with: str | None = None
    """The label of the passing log the primary job was compared with (``--baseline``: "the passing
    log"; the action's last green run: "run N"), or None when none was used."""
    next_step: str | None = field(default=None, metadata=OWN)
    """What to do next, as the text and Markdown views advise it (:func:`ci_triage.report.next_step.next_step`,
    test names unquoted): the primary job's deciding signal's own next step or its category's; set by
    ``ci-triage triage`` (:func:`ci_triage.report.next_step.with_next_step`), None when no failure was
    found or before it is set. Composed of the advice's own wording and the redacted report's text, so
    it is not redacted again."""

    def __post_init__(self) -> None:
        self.confidence = float(self.confidence)

    def location_job(self, location: Location) -> str | None:
        """The name of the job whose log named ``location`` when several failing jobs were analysed
        and their locations are listed together: the job whose locations hold it (the jobs of one
        file of concatenated job logs share no member, each its own lines: trial 92 #8), else the
        one of its zip member or ``gh run view`` job (:attr:`Location.member`); ``None`` for one
        job's, whose every location is its own."""
        failing = [job for job in self.jobs if job.failure_found and job.locations]
        if len(failing) < 2:
            return None
        holding = next((job.job for job in failing if location in job.locations), None)
        return holding or next((job.job for job in failing if job.member == location.member), None)
