"""Classification: which failure family the evidence points at, how sure, and why.

Each skill signal that matched a line of a failing section is a piece of evidence for its
category worth ``weight × role factor`` (less on a line of a passing test's output, see
:data:`PASSING_OUTPUT_FACTOR`, and, for another category than ``test failure``, on a line of a
failed test's own report, :data:`FAILED_TEST_OUTPUT_FACTOR`) (role factors: error 1, summary 0.8, context 0.3, wrapper
0.8 — or 0.25 when another category has error evidence, since a wrapper reports a failure whose
cause another family names; a summary of a category without an error or wrapper line of its own
counts so too when another category has error evidence — an error line another category's signal
reads more strongly is that one's, not its own: Node's ``Node.js v20.20.2`` trailer below ``Error:
Missing required environment variable X`` reports the configuration error —: cargo's ``could not
compile `x` … due to 2 previous errors`` after clippy's lint errors reports them, it is no rival compile error, while
pytest's ``1 error in 1.18s`` under its own ``ERROR collecting`` header stays pytest's summary; a
wrapper signal on the summary's own line is no line of its own: go test's ``FAIL pkg 2.0s`` closes
a package, whatever failed it, and after ``panic: test timed out`` it is no rival test failure).
The evidence does not depend on the excerpt, so neither does the result: the budget changes what is
shown, never the verdict. The way the section ended is evidence too: a job timeout counts 0.97 for
``timeout``, a cancellation that was not a timeout 0.97 for ``cancelled``.

A category is ranked by its *strongest* piece of evidence, then by the noisy-OR
``1 − Π(1 − v)`` of all its distinct signals; a category whose fix cannot run while another
category has a deciding line (:data:`BLOCKED_BY`: formatting beside a file the formatter cannot
parse) ranks below every other category, a rival only. Skills give the lines that name a root cause the
highest weights (0.9–1: a ``502 Bad Gateway``, a ``SyntaxError``, ``Cannot find module``) and
test-runner verdicts and wrappers lower ones, so one decisive line beats many symptoms — summing
would let fourteen ``No tests found`` lines outvote the one line that says why (see
``skills/README.md``). ``scores`` reports each category's strongest evidence.

The tool the failing step's command runs (:mod:`ci_triage.logs.tools`) is evidence too: its
catalogue category counts :data:`STEP_TOOL_VALUE` (enough to name a category when no skill
matched, never enough to beat a decisive line), and it sets the *scope*: a signal of a skill whose
``scope`` names neither that tool nor its language counts :data:`OUT_OF_SCOPE_FACTOR` when its
category is not the tool's own (a tool that agrees with a line backs it: more evidence never
lowers the confidence), or nothing when it is a ``context`` line, which only says that its
skill's tool is involved (markdownlint-cli2's ``Finding: **/*.md`` banner is gitleaks' finding
line in shape, a rival under markdownlint before), and a match
whose ``file`` group has a suffix outside the skill's ``scope.files`` counts
:data:`OTHER_FILE_FACTOR` (a Python rule on a JavaScript stack trace).

The raw score is ``top² / (top + Σ rivals)`` — the top category's strength times its share of all
categories' strongest evidence (without the lines a signal's ``consequence_of`` marks as the
verdict's own consequence: the cancellation a job timeout causes, the abort an allocation failure
causes, and a piece found only on lines a signal of the verdict's reads at least as strongly: one
line two skills read is one piece of evidence) — held to :data:`UNDECIDED_CAP` when no ``error`` or ``summary``
line decided. Evidence weaker than :data:`MIN_EVIDENCE`, a raw score (times
:data:`DISAGREE_FACTOR` when the step's tool disagrees) under :data:`MIN_CONFIDENCE`, or wrapper
lines alone (a wrapper says that what it ran failed, never why) name no category: the result is
``unknown`` (its ``scores`` still list what was seen). The confidence shown is the raw score through
the calibration table (:mod:`ci_triage.logs.calibration`, fitted on the tuning part of the corpus
split only, see ``benchmarks/categories.md``) as a ratio that never lifts a verdict above its
strongest evidence (a lone ``Killed`` line of weight 0.55 stays a 0.55 guess: the table's data are
verdicts backed by decisive lines). The penalties that are not about competition apply *after* the
table, because the table is flat over a wide range of raw scores and would undo most of them (a user
trial's raw 0.63 × 0.7 = 0.44 read back as 0.72): the confidence is cut by
:data:`DISAGREE_FACTOR` when the step's tool points at another category (the tool's own evidence
then does not compete as well: it is counted once; never for a step stopped from outside,
:data:`STOPPED_CATEGORIES`, nor for a verdict that refines the tool's category in
:data:`ci_triage.logs.taxonomy.REFINES`, such as biome's ``formatting`` under biome, catalogued
``lint/format``: the tool's own finding read more finely, whose evidence then does not compete
either, nor for a compile error under a test runner the catalogue marks ``builds``: ``dotnet test``
compiles before it tests, nor for a test failure under a build system, :data:`BUILT_FIRST`: CMake's
``test`` target runs ctest), so a verdict the step's tool disagrees with
stays below :data:`CONFIDENT` unless its strongest evidence is a whole 1.0, and it is still at most
:data:`UNDECIDED_CAP` for an undecided verdict.

A confidence of :data:`CONFIDENT` or more is a promise (the verifier lets such a verdict overrule a
model's draft, ``ci_triage.prove.claim_support``), so it is earned by evidence, not by the table
alone: the job failed at one step (another failing step may hold a cause the verdict did not read),
and no rival category's strongest evidence reaches :data:`RIVAL_MARGIN` of the verdict's (a category
that refines the verdict when the verdict is the step's tool's own category is that tool's finding
read more finely, no rival, and it lowers nothing either: ``biome ci``'s formatting errors beside
its lint errors, one tool checking both). A verdict
that misses either stays at :data:`CONTESTED_CAP` (the ``not confirmed`` step says why); the
requirements and both constants were chosen on the tuning part of the corpus split
(``benchmarks/calibrate.py``, ``benchmarks/categories.md``). ``competing`` names each rival category
with its strongest signal, and ``confidence_steps`` every step from the strongest evidence to the
confidence shown: from its line's own weight × role factor when where the line is made it count less
(``evidence discounted``: a tool the script tolerated, a passing test's output, …), and a factor
applied later (:func:`with_factor`: no exit marker, a step after a cancellation) is a step too.

A signal may *contest* a second category (``contests`` in its skill): the line is evidence for its
own category, and a careful reader could as well read it as the other (a compile-fail test's
mismatch is a test failure about compiler output). Such a line never names the verdict, but when
it backs the verdict, the contested category is a rival as strong as the line, so the verdict is
contested and stays below :data:`CONFIDENT` unless stronger evidence of its own outweighs it: an
error line of another skill of the verdict's that contests nothing and is as strong as the contesting line
(:func:`_outweighed`: pytest's ``FAILED`` lines above pytest-cov's ``FAIL Required test coverage``,
which the failed tests lowered) leaves no rival.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field, replace

from ci_triage.base.text import with_article
from ci_triage.logs.assertion_data import is_assertion_data, quoted_source_lines
from ci_triage.logs.boxed_output import box_body
from ci_triage.logs.calibration import CALIBRATION_NOTE, calibrate
from ci_triage.logs.code_frame import code_frame_source_lines
from ci_triage.logs.exception_chain import PYTHON_CHAIN_LINK, chain_ends
from ci_triage.logs.failed_test_identity import FailedTestIdentities, identity_of_test
from ci_triage.logs.first_pass import Section
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.localise import REPORT_LINES, LogLine, closing_verdict, failed_test_report_end, names_failed_test
from ci_triage.logs.logged_exception import explained_exceptions, logged_exceptions, retried_exceptions
from ci_triage.logs.missing_import import NOT_INSTALLED, either_reading, settled_imports
from ci_triage.logs.model import Classification, CompetingCategory, ConfidenceStep, SignalHit
from ci_triage.logs.passing import package_passed
from ci_triage.logs.passing import passing_verdict as tool_verdict
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.signals import CompiledSignal, SignalMatch
from ci_triage.logs.taxonomy import Category, agrees
from ci_triage.logs.tools import SHARED_SHAPE_KINDS, Tool, ToolKind, identify_tools, load_catalogue

CLASSIFY_ROLE_FACTOR = {"error": 1.0, "summary": 0.8, "context": 0.3, "wrapper": 0.8}
WRAPPED_FACTOR = 0.25
"""Factor of a ``wrapper`` signal when another category has ``error`` evidence: the cause wins."""
SURVIVED_REPORT_FACTOR = 0.5
"""Factor of a signal on the shell's report that a signal ended a command when the step went on
after it (:func:`ci_triage.logs.extract.survived_signal_reports`: a ``Killed`` background server,
then flake8's errors): the kill did not end the step, so it is no close rival of what did."""
STRUCTURAL_VALUE = 0.97
MAX_VALUE = 0.99
SIGNALS_SHOWN = 8
COMPETING_SHOWN = 3
"""Competing categories named in a confidence step's ``detail`` (``competing`` lists them all)."""
STEP_TOOL_VALUE = 0.45
"""Evidence the step's tool gives its catalogue category (below every decisive skill line)."""
PASSING_OUTPUT_FACTOR = 0.4
"""Factor of a signal on a line that a passing verdict closes (``Tests run: 3, Failures: 0``
within :data:`PASSING_LOOKAHEAD` lines, no other signal and no line of another passing test's report,
:attr:`~ci_triage.logs.localise.LogLine.passing`, between): a passing test's own output, such as an
error the code under test logged on purpose. The verdict closes such output
(:func:`~ci_triage.logs.localise.closing_verdict`): not a run's final verdict, pytest's ``1 passed
in 3.08s`` under pytest-cov's ``FAIL Required test coverage of 90% not reached.``, nor a
pre-commit hook's ``Passed``. Never on a line that names the failed test
(:func:`~ci_triage.logs.localise.names_failed_test`: pytest ``-rA``'s ``PASSED`` line under a
``FAILED`` one is another test's verdict)."""
PASSING_LOOKAHEAD = 4
TOLERATED_FACTOR = 0.4
"""Factor of a signal of a tool whose failure the step's script tolerated (``pytest || echo …``,
:mod:`ci_triage.logs.tolerated`): its failure did not end the step, what ran after it did; as a
passing test's output, it stays a rival."""
FAILED_TEST_OUTPUT_FACTOR = 0.4
"""Factor of a signal of another category than ``test failure`` on a line of a failed test's own
report (:func:`_failed_test_output`): words the test or its assertion holds (a test of an
out-of-memory handler quoting ``Out of memory: Killed process 42``) are the test's data, not
what ended the job, so they never outrank the test failure; they stay a rival. The test's quoted
source and the values its assertion compared (:func:`~ci_triage.logs.assertion_data.is_assertion_data`:
``E   AssertionError: assert 'connection timed out' == …``; the lines of source pytest quotes around
its ``>`` line, :func:`~ci_triage.logs.assertion_data.quoted_source_lines`) are its data alone and
back no other category at all. The source a compiler, type checker or linter quotes in a code frame
(:func:`~ci_triage.logs.code_frame.code_frame_source_lines`: rustc's ``10 |     let url = "…";``
over its ``   |   ^^^`` marker line, gcc's, ruff's, mypy ``--pretty``'s) backs no category at all,
wherever it is: a string literal holding ``Could not resolve host`` is no network error. A signal with a
``tool`` of its own (a line only that tool prints: pytest-timeout's ``Failed: Timeout (>2.0s) from
pytest-timeout.``) is that tool's verdict on the test, not the test's words, and counts in full, as
does a timeout signal on the line naming the failed test (ctest's ``***Timeout``: :func:`_runners_verdict`)."""
BUILDS_FIRST: frozenset[Category] = frozenset({"compile/build error", "dependency resolution"})
"""Categories of what a test runner that builds what it tests (a catalogue tool with ``builds``:
``dotnet test``, ``go test``, ``cargo test``) does before any test runs: resolve the build's
dependencies (NuGet's packages, Go's modules, Cargo's crates), then compile; and of what a package
manager that builds what it installs does (pip's wheel build of an sdist, its C extension's gcc
error). Such a verdict is the tool's own failure, so the step's tool does not disagree with it; nor
does a build system's or a compiler's (:data:`BUILDING_KINDS`), which resolves what the build needs
itself (CMake's ``find_package``, Meson's ``dependency()``, a configure script's checks, the
linker's ``-lfoo`` that gcc runs)."""
BUILDING_KINDS: frozenset[ToolKind] = frozenset({"build", "compiler"})
"""Catalogue kinds whose tools build the code themselves (:data:`BUILDS_FIRST`), when their
category is ``compile/build error`` (Django's and alembic's checks are of kind build too)."""
BUILT_FIRST: frozenset[Category] = frozenset({"test failure"})
"""Categories of what runs only after a build system or a compiler (:data:`BUILDING_KINDS`) built it:
the tests of what it built, run by the build's own test target (CMake's ``test`` target runs ctest:
``cmake --build build --target test``) or by a later command the step runs only when the build
succeeded (``cmake --build build && ./build/stats_tests`` ending on GoogleTest's ``[  FAILED  ]``,
CMake 3.25.1 and GoogleTest 1.12.1, session 50). The build finished, so its category does not
disagree with such a verdict, as a test runner that builds does not disagree with a compile error
(:data:`BUILDS_FIRST`)."""
NETWORK_IN_TESTS: Category = "infrastructure/network/flaky"
"""The verdict of a test runner whose every failed test's report holds a network error
(:func:`_every_report_holds`: ``urllib.error.URLError: <urlopen error [Errno -2] Name or service not
known>``): the tests failed because a remote host was not reached, whichever runner reports them,
as a refused service on this machine makes ``configuration`` (:func:`_service_refusal`); the failed
tests are still listed, and the advice says they depend on a remote host."""
MEMORY_IN_TESTS: Category = "out-of-memory"
"""The verdict of a test runner whose every failed test's report holds the runtime's own
out-of-memory error as its line (:func:`_memory_error`: Python's ``MemoryError``, numpy's
``_ArrayMemoryError: Unable to allocate 26.8 GiB for an array with shape (60000, 60000)``): the
tests failed because an allocation was refused (a ``ulimit -v`` in the step, the runner's memory),
not on an assertion, so the reports count as :data:`NETWORK_IN_TESTS`' do and the advice is the
memory signal's. A test that asserts about the error (``pytest.raises(MemoryError)``) prints no such
line when it passes, and quotes it only in its source or its assertion's message when it fails:
those stay a test failure."""
WIRING_IN_TESTS: Category = "configuration"
"""The verdict of a test runner whose every failed test's report holds its test framework's own
refusal to run the test as written (:func:`_wiring_error`: pytest-bdd's ``StepDefinitionNotFoundError:
Step definition is not found: When "he logs in". Line 4 in scenario "good login" …``): no
expectation was tested, the suite's step definitions do not match its feature files, as behave's
undefined steps are (``skills/bdd-step-definitions``); the failed tests are still listed."""
PACKAGE_IN_TESTS: Category = "dependency resolution"
"""The verdict of a test runner whose every failed test's report holds a loader's error naming a
package it found no installation of (:func:`_missing_package`: vitest 1.6's ``Error: Failed to load
url date-fns (resolved id: date-fns) in /…/render.ts. Does the file exist?`` under a test file that
failed to collect, jest's ``Cannot find module 'date-fns' from 'src/render.js'`` under ``● Test suite
failed to run``, mocha's ``Error: Cannot find module 'date-fns'``): the test files did not load for
want of a dependency, as Python's ``ModuleNotFoundError`` of a third party's package says
(:mod:`ci_triage.logs.missing_import`), so the reports count as :data:`NETWORK_IN_TESTS`' do and the
advice is the dependency signal's (trial 134 #1). A file of the repository (``'../src/db'``) is named
by a relative or absolute path, which no such signal reads as a package: that stays the suite's failure."""
TEST_ENVIRONMENT_CATEGORIES = frozenset({NETWORK_IN_TESTS})
"""Categories whose line in a failed test's own report may be why the test failed rather than its
data (a test that fetched a URL failing on DNS). When every failed test's report holds one
(:func:`_every_report_holds`), it is why the run failed: those reports count as a refused
service's do, the line at its full weight and the runner's lines on those tests as no test
failure's evidence, so the verdict is :data:`NETWORK_IN_TESTS`. Beside a test that
failed otherwise (mocha's ``Error: getaddrinfo ENOTFOUND inventory.invalid`` as one test's
rejection, an assertion another's) it is that one test's reported error, which explains it: no
rival. Outside every failed test's report (a download, a setup step) it counts in full. A box of a
subprocess's output (pip's ``× Building wheel for x did not run successfully.`` over
``╰─> [N lines of output]``, :func:`ci_triage.logs.boxed_output.box_body`) holding a line of these
categories makes its opening line a wrapper line (:func:`_network_boxes`): the build failed
because it could not download."""
SETUP_ENVIRONMENT_CATEGORIES = TEST_ENVIRONMENT_CATEGORIES | {"configuration"}
"""Categories of the job's environment whose line in a test's setup error
(:func:`_setup_error_reports`: a fixture that could not reach the database the job did not start,
or read a variable it was not given) counts at its full weight, and the test runner's lines of that
report (its header, pytest's ``E   `` and location lines of the same error) are no test failure's
evidence: the test's own body never ran, so the error is no detail of a failed test."""
SERVICE_SKILL = "service-not-ready"
"""The skill of a connection refused by a service on this machine (``skills/service-not-ready``):
a database or server the job did not start or wait for (one kind of :func:`_service_refusal`)."""
LOGGED_EXCEPTION_FACTOR = 0.4
"""Factor of a signal on a traceback the program logged below ERROR level, or retried, and went on
after (:mod:`ci_triage.logs.logged_exception`: checkov's offline ``socket.gaierror`` under a
``[WARNI]`` record, then its scan results; a download's ``ConnectionResetError`` printed at each of
three attempts, then the ``KeyError`` on the empty answer): the program survived it, what it
printed after it ended the step; as a passing test's output, it stays a rival."""
EITHER_READING_FACTOR = 0.8
"""Confidence factor of a verdict of a package no step installed whose module the log leaves the
project's own too (:func:`ci_triage.logs.missing_import.either_reading`: ``No module named 'mypkg'``,
no printed path, editable build or checkout showing whose it is): the advice gives both readings."""
KNOWN_LINE_FACTOR = 0.4
"""Factor of a signal on a line whose template the passing log compared with also has
(``--baseline``, :mod:`ci_triage.logs.compare`): the job printed it when it passed, so it does not
say why it failed now (the same traceback in a passing and a failing run); it stays a rival."""
OUT_OF_SCOPE_FACTOR = 0.5
OTHER_FILE_FACTOR = 0.2
DISAGREE_FACTOR = 0.7
"""Confidence factor when the step's tool is of another category than the verdict (one the verdict
does not refine, :data:`ci_triage.logs.taxonomy.REFINES`), applied after
the calibration table (before it, the table's flat middle gave back most of it)."""
RAISED = LazyRE2(r"^\s*[\w.]*(?:Error|Exception): \S|^\s+stderr: '\S")
"""A line that is an exception the step's process raised, naming another program's message (a layout
prefix, pytest's ``E``, left out first): Node's ``Error: fatal: ambiguous argument 'HEAD~1..HEAD': …``
that commitlint 20.5 throws for the git it ran, GitPython 3.2's ``  stderr: 'fatal: …``, pickle's
``_pickle.UnpicklingError: invalid load key, 'v'.`` in a test pytest ran. A signal of its own tool on
such a line failed inside the step's tool's run: that tool ran the program, so it does not disagree
with the signal's category."""
STOPPED_CATEGORIES: frozenset[Category] = frozenset(
    {"timeout", "cancelled", "out-of-memory", "infrastructure/network/flaky"}
)
"""Categories of a step stopped from outside (the job's time limit, a person or a newer push, the
kernel's out-of-memory killer, the runner's full disk or its network: go's linker's ``no space left
on device`` under ``go test``): whatever tool ran is stopped alike and no tool of the catalogue
points at them (but a setup step's, ``actions/cache``, which agrees), so the step's tool never
disagrees with such a verdict."""
BLOCKED_BY: dict[Category, Category] = {"formatting": "compile/build error"}
"""A category whose fix cannot run while another category's error stands: a formatter cannot
reformat a file it cannot parse (black exits 123 for ``error: cannot parse``, 1 only for
``would reformat``; ruff format's ``Failed to parse``), so when the blocking category has a
deciding line the blocked one is no verdict, only a rival, however many files would be reformatted."""
UNDECIDED_CAP = 0.5
"""Highest confidence when only context or wrapper lines (or the step's tool) back the verdict."""
MIN_EVIDENCE = 0.3
CONFIDENT = 0.7
"""Confidence from which a verdict is confident: right at least 95 % of the time (issue 11)."""
RIVAL_MARGIN = 0.6
"""A confident verdict's strongest rival stays below this share of the verdict's strongest evidence."""
CONTESTED_CAP = 0.6
"""Highest confidence of a decided verdict that misses a requirement for :data:`CONFIDENT`."""
MIN_CONFIDENCE = 0.15
DECIDING_ROLES = frozenset({"error", "summary", "structural"})
CATALOGUE_SKILL = "tool-catalogue"
"""``SignalHit.skill`` of the evidence the step's tool gives."""
ANNOTATION_SKILL = "error-annotation"
"""``SignalHit.skill`` of the evidence the step's tool's error annotations give (its ``signal`` is
the tool's name)."""
ANNOTATION_VALUE = 0.8
"""Evidence of the step's tool's catalogue category from its error annotations
(:mod:`ci_triage.logs.tool_annotations`): a finding the tool reported, as decisive as a skill's
finding line (sqlfluff's ``L:   1 | P:  10 | LT01 |`` line weighs 0.8)."""


@dataclass(frozen=True, slots=True)
class _Discounted:
    """Lines whose signals count less, each set computed once for every section classified: lines
    the passing log also has (:data:`KNOWN_LINE_FACTOR`), reports of a signal the step went on after
    (:data:`SURVIVED_REPORT_FACTOR`), tracebacks logged below ERROR level
    (:data:`LOGGED_EXCEPTION_FACTOR`), output of a command whose failure did not end the step
    (:data:`TOLERATED_FACTOR`), tracebacks retried and gone on after (:data:`LOGGED_EXCEPTION_FACTOR`);
    and lines whose reading the log settles (``settled``, each with the category it settles):
    a test module's import of a package the job did not install, or of the project's own package
    the job did not make importable (:func:`~ci_triage.logs.missing_import.settled_imports`), is
    evidence for that category, not for its signal's own; and the lines of a traceback that explains
    the failure a skill read on the warning above it (``explained``:
    :func:`~ci_triage.logs.logged_exception.explained_exceptions`, autodoc's failed import under
    Sphinx's ``-W``), no category's evidence."""

    known: Collection[int] = frozenset()
    survived: Collection[int] = frozenset()
    logged: Collection[int] = frozenset()
    tolerated: Collection[int] = frozenset()
    retried: Collection[int] = frozenset()
    settled: Mapping[int, Category] = field(default_factory=dict)
    explained: Collection[int] = frozenset()


_NOTHING_DISCOUNTED = _Discounted()


SCRIPT_WENT_ON = (
    "{count} script commands failed (the script phase runs every command whatever the earlier ones returned) "
    "and the verdict explains the first; a later one may fail for a cause of its own"
)
"""Why a verdict of a Travis job whose ``script`` phase went on after its failing command to other
commands that failed too is not confirmed (:func:`classify`'s ``script_went_on``): ``{count}``
failing commands."""


def classify(
    lines: dict[int, LogLine],
    failing: list[Section],
    member: str | None,
    step_tool: Tool | None = None,
    tolerated: frozenset[str] = frozenset(),
    known_lines: frozenset[int] = frozenset(),
    survived: Collection[int] = frozenset(),
    tolerated_output: Collection[int] = frozenset(),
    *,
    ended_at_first: bool = False,
    script_went_on: bool = False,
    local_packages: Collection[str] = frozenset(),
    project_installed: bool = False,
    annotations: Collection[int] = frozenset(),
) -> Classification:
    """Classify from the signals on the lines of the first failing section — the step the job
    failed at — or, when it holds no evidence, of all the failing sections. ``step_tool`` is the
    catalogue tool the failing step's command runs (``None``: none identified, or only wrappers);
    ``tolerated`` names the tools whose failure the step's script let go on
    (:mod:`ci_triage.logs.tolerated`): their signals count :data:`TOLERATED_FACTOR`; ``known_lines``
    numbers the lines (1-based) the passing log compared with also has: their signals count
    :data:`KNOWN_LINE_FACTOR`; ``survived`` numbers the reports of a signal that the step went on
    after (:func:`ci_triage.logs.extract.survived_signal_reports`): theirs count
    :data:`SURVIVED_REPORT_FACTOR`; ``tolerated_output`` numbers the lines of commands whose failure
    did not end the step (:func:`ci_triage.logs.tolerated.tolerated_output`): theirs count
    :data:`TOLERATED_FACTOR`, and a failed test's report among them ends with them. With
    ``ended_at_first`` the job is known to have ended at the first of ``failing`` (a GitHub Actions
    job read with its workflow file, the steps whose failure let it go on left out: a later step ran
    only on its own ``if: always()`` or ``failure()``, after the job had failed, so it holds no cause
    of that failure; GitHub Docs, "Expressions", status check functions): the later ones do not
    hold the verdict to :data:`CONTESTED_CAP`. With ``script_went_on`` the ``failing`` sections are
    commands of one phase that runs each whatever the earlier ones returned (Travis' ``script``): the
    later ones still hold the verdict to the cap (a command of the phase that failed too may hold a
    cause the verdict did not read: on LogChunks' tuning part, letting them go made a wrong verdict
    confident), and the reason says so in the phase's words. ``local_packages`` names the checkout's own
    top-level packages when it is at hand (:func:`ci_triage.logs.local_packages.local_packages`):
    a test module's import of one is the project not installed (:mod:`ci_triage.logs.missing_import`);
    a verdict of a package no step installed whose module the log leaves the project's too counts
    :data:`EITHER_READING_FACTOR` (the ``own package or not`` step), unless ``project_installed``: the
    tests ran with the project installed (:func:`ci_triage.logs.missing_import.project_evidence`).
    ``annotations`` numbers the failing step's error annotations no skill reads
    (:func:`ci_triage.logs.tool_annotations.tool_annotations`): the step's tool's findings, evidence
    of its catalogue category worth :data:`ANNOTATION_VALUE`."""
    logged, retried = logged_exceptions(lines, failing), retried_exceptions(lines, failing)
    settled = settled_imports(lines, failing, local_packages)
    explained = explained_exceptions(lines, failing)
    discounted = _Discounted(known_lines, survived, logged, tolerated_output, retried, settled, explained)
    primary = _classify(lines, failing[:1], member, step_tool, tolerated, discounted, annotations)
    if primary.category == "unknown" and len(failing) > 1:
        primary = _classify(lines, failing, member, step_tool, tolerated, discounted, annotations)
    confirmed = _confirmed(primary, 1 if ended_at_first else len(failing), script_went_on=script_went_on)
    either = either_reading(lines, settled, project_installed) if confirmed.category == NOT_INSTALLED else set()
    hit = next((hit for hit in confirmed.signals if hit.line in either), None)
    if hit is None:
        return confirmed
    detail = (
        f"line {hit.line}'s module is either a package no step installed or the project's own not installed:"
        " no line of the log shows which"
    )
    return with_factor(confirmed, "own package or not", EITHER_READING_FACTOR, detail)


def _confirmed(classification: Classification, failing_steps: int, *, script_went_on: bool = False) -> Classification:
    """``classification`` held to :data:`CONTESTED_CAP` when its confidence reaches
    :data:`CONFIDENT` without the evidence a confident verdict needs (see the module docstring);
    ``script_went_on`` as :func:`classify` takes it (the reason's words)."""
    if classification.confidence < CONFIDENT:
        return classification
    missing = []
    if failing_steps > 1 and script_went_on:
        missing.append(SCRIPT_WENT_ON.format(count=failing_steps))
    elif failing_steps > 1:
        missing.append(f"{failing_steps} steps failed and the verdict explains one")
    top = classification.scores.get(classification.category, 0.0)
    tool = load_catalogue().get(classification.step_tool) if classification.step_tool else None
    verdict = classification.category
    close = [
        other
        for other in classification.competing
        if other.strength >= RIVAL_MARGIN * top and not _tools_finer_finding(other.category, verdict, tool)
    ]
    if close:
        named = "; ".join(_describe(other) for other in close[:COMPETING_SHOWN])
        missing.append(f"a rival with {RIVAL_MARGIN:.0%} or more of its evidence ({top:.2f}): {named}")
    if not missing:
        return classification
    detail = f"a confident verdict (≥ {CONFIDENT}) needs one failing step and no close rival: " + "; ".join(missing)
    step = _step("not confirmed", unrounded(classification), CONTESTED_CAP, detail)
    return replace(classification, confidence=CONTESTED_CAP, confidence_steps=[*classification.confidence_steps, step])


def _tools_finer_finding(rival: str, verdict: str, step_tool: Tool | None) -> bool:
    """Whether the category ``rival`` is the step's tool's own finding read more finely than
    ``verdict``, the tool's catalogue category (:data:`ci_triage.logs.taxonomy.REFINES`): ``biome
    ci``'s formatting errors beside its lint errors, one tool's report that its own fix command
    fixes, no rival cause. False without a step tool (``step_tool`` None)."""
    return step_tool is not None and step_tool.category == verdict and agrees(rival, verdict)


def unrounded(classification: Classification) -> float:
    """``classification``'s confidence before it was rounded to two places: where its last
    confidence step ended (0..1), so that a step added after it starts where the chain stopped."""
    steps = classification.confidence_steps
    if steps and abs(steps[-1].after - classification.confidence) <= 0.005 + 1e-9:
        return steps[-1].after
    return classification.confidence


def with_factor(classification: Classification, reason: str, factor: float, detail: str) -> Classification:
    """``classification`` with its confidence × ``factor`` (a penalty applied after classification:
    a log without an exit marker, a step that ran after the cancellation), the step that says so
    (``reason``, ``detail``) added to its ``confidence_steps``."""
    before = unrounded(classification)
    after = before * factor
    step = _step(reason, before, after, detail)
    return replace(
        classification, confidence=round(after, 2), confidence_steps=[*classification.confidence_steps, step]
    )


def contested_by_units(
    classification: Classification, others: list[tuple[str, Classification]], deciding: str = "the first failed unit's"
) -> Classification:
    """``classification``, the verdict of a step's deciding failed unit (:mod:`ci_triage.logs.step_units`:
    the first whose own verdict names a category), given ``others``: each other failed unit's name
    and its own verdict, and ``deciding``: whose verdict it is, as the ``several units failed`` step
    says it (``the first failed unit's``, or ``mypy (local)'s`` when the units before it name no
    category). A unit whose verdict is
    another known category is a rival the verdict does not explain (tox's ``py311`` failing its tests
    after ``lint``'s flake8 errors): its category joins ``competing`` (its strongest evidence, when
    stronger than the one listed) and the confidence is held to :data:`CONTESTED_CAP`, as for a step with a close
    rival (:func:`_confirmed`); the ``several units failed`` step names them."""
    differing = [(name, other) for name, other in others if other.category not in ("unknown", classification.category)]
    if classification.category == "unknown" or not differing:
        return classification
    rivals = {other.category: other for other in classification.competing}
    for _name, other in differing:
        strength = round(min(other.scores.get(other.category, other.confidence), 1.0), 3)
        if other.category not in rivals or strength > rivals[other.category].strength:
            signal = other.signals[0] if other.signals else None
            rivals[other.category] = CompetingCategory(category=other.category, strength=strength, signal=signal)
    competing = list(rivals.values())
    competing.sort(key=lambda other: -other.strength)
    steps = list(classification.confidence_steps)
    confidence = classification.confidence
    if confidence > CONTESTED_CAP:
        named = "; ".join(f"{name} ({other.category})" for name, other in differing)
        detail = f"other units of the step failed for another reason: {named}; the verdict is {deciding}"
        steps.append(_step("several units failed", unrounded(classification), CONTESTED_CAP, detail))
        confidence = CONTESTED_CAP
    return replace(classification, confidence=confidence, competing=competing, confidence_steps=steps)


def _runs_a_printer(step_tool: Tool, printers: set[str]) -> bool:
    """Whether ``step_tool`` is one of ``printers`` (catalogue tool names of signals only that tool
    prints: npm audit's own ``npm warn audit 405 …`` under npm-audit), a command of it runs one
    (``docker push``, docker-push's command, runs ``docker``) or it prints one's lines as its own
    (the catalogue's ``prints``: rsync runs ``ssh``, whose ``Host key verification failed.`` it prints;
    c8 prints nyc's coverage threshold line, so a coverage gate's verdict under c8 is c8's own finding)."""
    return (
        step_tool.name in printers
        or any(command.split()[0] in printers for command in step_tool.commands if command)
        or not printers.isdisjoint(step_tool.prints)
    )


def scope_factor(match: SignalMatch, step_tool: Tool | None) -> float:
    """How much a match counts given its skill's scope: 1 in scope, :data:`OTHER_FILE_FACTOR`
    when its ``file`` group has a suffix the skill does not cover, :data:`OUT_OF_SCOPE_FACTOR`
    when the step runs a tool the skill's scope names neither by name nor by language, unless the
    signal's category is that tool's own: the tool then backs what the line says (bats printing
    TAP's ``not ok 2 greets name``, a line of the prove-scoped TAP skill), and knowing the step's
    tool never makes a line count less than it does when no tool is known (a plain log). A skill
    that declares no tools nor languages is scoped to its own ``tool`` and that tool's languages
    when the tool is a catalogue tool that is no wrapper, no runtime (a sanitizer prints inside
    whatever program the step ran) and prints no shape other languages' tools print too
    (:data:`~ci_triage.logs.tools.SHARED_SHAPE_KINDS`: gcc's linker lines are ghc's and cargo's as
    well), unless the step's tool is a wrapper's task (:func:`_run_by_wrapper`: ``rake
    test`` may run jest)."""
    scope = match.signal.scope
    path = match.groups.get("file")
    if path and "." in path.rsplit("/", 1)[-1] and not scope.covers_file(path):
        return OTHER_FILE_FACTOR
    if step_tool is None or match.signal.category == step_tool.category:
        return 1.0
    tools, languages = scope.tools, scope.languages
    if not (tools or languages):
        own = load_catalogue().get(match.signal.tool) if match.signal.tool else None
        if (
            own is None
            or own.is_wrapper
            or own.is_runtime
            or own.kind in SHARED_SHAPE_KINDS
            or _run_by_wrapper(step_tool)
        ):
            return 1.0
        tools, languages = (own.name,), own.languages  # the default: the skill's tool and its languages
    if step_tool.name in tools or set(step_tool.languages) & set(languages):
        return 1.0
    return OUT_OF_SCOPE_FACTOR


def _another_tools_skill(match: SignalMatch, step_tool: Tool | None) -> bool:
    """Whether ``match`` is a line of a skill about other tools than the step's: the step's tool is
    known, no wrapper (nor a wrapper's task, :func:`_run_by_wrapper`) and no test runner (runners
    print the protocols they share as their own report: bats's TAP ``not ok 2 greets name``, read
    by the prove-scoped TAP skill), and the skill's scope names tools, not that one, and none of its
    languages (python-lint's ``Found 4 errors.``, ruff's form, printed by ``biome ci``). Such a line
    is the step's tool's, read by the wrong skill: it is not cited as the verdict's evidence when a
    line of another skill is."""
    if step_tool is None or step_tool.is_wrapper or step_tool.kind == "test-runner" or _run_by_wrapper(step_tool):
        return False
    scope = match.signal.scope
    shares_language = bool(set(step_tool.languages) & set(scope.languages))
    return bool(scope.tools) and step_tool.name not in scope.tools and not shares_language


def _echoed_form(skill: str, tools_lines: dict[str, set[int]], cited: set[str]) -> bool:
    """Whether the lines the skill ``skill`` read (``tools_lines``: the log lines each skill of a
    tool, its ``tool:``, read as evidence of the verdict's category) are all read by another such
    skill that read more and is ``cited`` for the verdict too: a form both tools print, here the
    other's (stylelint's and ESLint's ``✖ 4 problems (4 errors, 0 warnings)`` under ESLint's own
    entries, read with or without the step's command). A skill that read the line as another
    category's (ruby-runtime's uncaught exception and its backtrace, around Bundler's ``Could not
    find gem`` inside it; Node's reading of the error that ended jest's test process as a script's
    crash) says nothing of whose form it is. Its signals are not cited; their weight stays. False
    for a skill not in ``tools_lines``."""
    mine = tools_lines.get(skill)
    return bool(mine) and any(
        other != skill and other in cited and mine < theirs for other, theirs in tools_lines.items()
    )


def _run_by_wrapper(tool: Tool) -> bool:
    """Whether a command of ``tool`` is a task of a wrapper (``rake test``: the first
    word a wrapper's command), which may run a tool of any language (rake's ``sh`` running jest).
    A command that names the tool through the wrapper's option (``python -m pip``: the
    interpreter runs pip's module, nothing else) is the tool itself, no task."""
    wrappers = {command for other in load_catalogue().tools if other.is_wrapper for command in other.commands}
    return any(
        len(words := command.split()) > 1 and words[0] in wrappers and not words[1].startswith("-")
        for command in tool.commands
    )


def tests_ran(lines: dict[int, LogLine], sections: set[int], step_tool: Tool | None) -> bool:
    """Whether the failing ``sections`` show a test running: the step's tool is a test runner, a
    line of them matched a ``test failure`` signal of a skill that is about tests alone (one
    without an ``outside_tests`` category: a test runner's header, verdict or failed test), or a
    crash's report names a command that runs tests (:func:`_runs_tests`: the shell's
    ``Segmentation fault      python -m pytest -q``), so every crash line of the step is the test
    run's, whichever line names the runner."""
    if step_tool is not None and step_tool.category == "test failure":
        return True
    return any(
        (match.signal.category == "test failure" and match.signal.outside_tests is None)
        or (match.signal.outside_tests is not None and _runs_tests(match.groups.get("message") or ""))
        for line in lines.values()
        if line.section in sections
        for match in line.matches
    )


def _runs_tests(command: str) -> bool:
    """Whether ``command``, the command a crash's report names, runs tests: a test runner of the
    catalogue (``python -m pytest -q``, ``phpunit``) or a word of :data:`TEST_WORDS` (``node
    ./bin/cake test``)."""
    return bool(TEST_WORDS & set(command.split())) or any(
        tool.category == "test failure" for tool in identify_tools([command])
    )


GREEN_TAIL_LINES = 10
"""Lines after a test runner's passing verdict that are still its run's end: its summary block
(node's test runner prints eight lines from ``# pass 2`` on) and what the process printed as it
exited. A crash there is past the tests; one further on is in the next run (a step running many
suites, one of them crashing)."""


def after_green_tests(lines: dict[int, LogLine], sections: set[int]) -> set[int]:
    """The line numbers of the failing ``sections`` within :data:`GREEN_TAIL_LINES` after a test
    runner's own passing verdict (``2 passed in 0.03s``, ``# pass 2``, go's ``PASS``), when no error
    line of a skill about tests alone is there: the tests ended green, so a crash on such a line (the
    interpreter at exit, a teardown, a panic in go's ``TestMain`` after ``m.Run()``) is outside them,
    and so is the runner's report of the crashed run (:func:`_run_verdict_naming_no_test`). Go's
    ``ok  \texample.com/store\t0.002s`` is no such verdict (:func:`ci_triage.logs.passing.package_passed`):
    that package's binary had exited, so a panic below it is the next package's tests crashing."""
    in_sections = [line for line in lines.values() if line.section in sections]
    signals = [match.signal for line in in_sections for match in line.matches]
    if not any(signal.outside_tests for signal in signals):
        return set()  # no crash signal to judge: no verdict searched
    if any(s.category == "test failure" and s.outside_tests is None and s.role == "error" for s in signals):
        return set()
    verdicts = [line.number for line in in_sections if tool_verdict(line.text) and not package_passed(line.text)]
    return {verdict + offset for verdict in verdicts for offset in range(1, GREEN_TAIL_LINES + 1)}


def _run_verdict_naming_no_test(match: SignalMatch) -> bool:
    """Whether ``match`` is only a test runner's report that its run failed, naming no test: a
    ``summary`` of a skill about tests alone (go's ``FAIL\texample.com/pkg\t0.01s`` and bare
    ``FAIL``, which ``go test`` prints when the test binary exits non-zero after its ``PASS``;
    pytest's ``1 failed in 2.1s``). After green tests (:func:`after_green_tests`) the crash before
    it says why, and in a run whose every failed test timed out (:func:`_per_test_timeouts`) or was
    refused by a service the job connects to (:func:`_service_refusal`) the timeouts or the
    refusals do: it is no failed test's evidence."""
    signal = match.signal
    return (
        signal.role == "summary"
        and signal.category == "test failure"
        and signal.outside_tests is None
        and not match.groups.get("test")
    )


def _test_file_verdict(match: SignalMatch) -> bool:
    """Whether ``match`` is only a test runner's verdict on a test file, naming a file but no test
    and no line in it: jest's ``FAIL test/api.test.js`` above the reports of the file's failed
    tests. In a run whose every failed test timed out (:func:`_per_test_timeouts`) it is those
    tests' file failing by their timeouts (or by the service that refused them all:
    :func:`_service_refusal`), as vitest's ``FAIL src/poll.test.js > service becomes
    ready`` is its timed-out test's own report: no other failure's evidence."""
    groups = match.groups
    signal = match.signal
    return (
        signal.category == "test failure"
        and signal.outside_tests is None
        and bool(groups.get("file"))
        and not groups.get("test")
        and not groups.get("line")
    )


def _per_test_timeouts(lines: dict[int, LogLine], failing: list[Section]) -> tuple[set[int], bool]:
    """The lines of the reports of the failed tests that timed out, and whether every failed test
    did. A failed test is one a ``test failure`` signal names (its ``test`` group) on a line of
    ``failing``; its report is that line and the lines it heads
    (:func:`ci_triage.logs.localise.failed_test_report_end`); it timed out when a ``timeout``
    signal says so in one of its reports, read to their end (``REPORT_LINES``: pytest's report of a
    test stopped in a library's wait holds that library's source, often past a block's 50 lines)
    (:func:`_times_out_test`: pytest-timeout's ``E   Failed:
    Timeout (>1.0s) from pytest-timeout.`` under ``____ test_slow ____``, ctest's ``***Timeout`` on
    the test's result line). One test's names are one test
    (:mod:`ci_triage.logs.failed_test_identity`: pytest's ``test_slow`` header and its
    ``FAILED tests/t.py::test_slow`` summary), and so are one skill's lines of one failure number
    (a ``code`` group of digits beside the ``test`` group: mocha's ``1) waits for warmup`` in its run
    and ``1) cache`` above the same failure's details, as
    :func:`ci_triage.logs.extract.failed_tests` joins them). ``(set(), False)`` when no failed test
    timed out."""
    reports: dict[str | tuple[str, str], set[int]] = defaultdict(set)
    timed_out: set[str | tuple[str, str]] = set()
    for section in failing:
        for number in sorted(n for n in lines if lines[n].section == section.index):
            for match in lines[number].matches:
                test = match.groups.get("test")
                if match.signal.category != "test failure" or not test:
                    continue
                ordinal = match.groups.get("code") or ""
                key = (match.signal.skill, ordinal) if ordinal.isdigit() else test
                report = _own_report(lines, number, test, failed_test_report_end(lines, number, section, REPORT_LINES))
                reports[key].update(report)
                if any(_times_out_test(hit, n == number) for n in report if n in lines for hit in lines[n].matches):
                    timed_out.add(key)
    if not timed_out:
        return set(), False
    identities = FailedTestIdentities(identity_of_test(test) for test in timed_out if isinstance(test, str))
    timed_out_names = {
        key
        for key in reports
        if key in timed_out or (isinstance(key, str) and identities.names_same_test(identity_of_test(key)))
    }
    report_lines = {number for key in timed_out_names for number in reports[key]}
    return report_lines, timed_out_names == set(reports)


def _own_report(lines: dict[int, LogLine], heading: int, test: str, end: int) -> range:
    """The lines of the report of failed test ``test`` whose heading is line ``heading``, up to line
    ``end`` (:func:`ci_triage.logs.localise.failed_test_report_end`) and above the first line that
    names another failed test (a ``test failure`` signal's ``test`` group): ctest's result lines
    follow one another with each test's output under its own (``2/5 Test #2: test_div
    ...Subprocess aborted***Exception:``, the assertion, ``5/5 Test #5: test_slow ...***Timeout``),
    so the next test's result line, and its timeout, is that test's, not this one's."""
    for number in range(heading + 1, end + 1):
        line = lines.get(number)
        if line is not None and any(
            match.signal.category == "test failure" and (match.groups.get("test") or test).strip() != test.strip()
            for match in line.matches
        ):
            return range(heading, number)
    return range(heading, end + 1)


def _times_out_test(match: SignalMatch, on_heading: bool) -> bool:
    """Whether ``match``, in a failed test's report, says that the test ran out of time: a
    ``timeout`` signal on the line that names the test (ctest's ``***Timeout``) or one with a tool
    of its own (a timeout plugin's verdict on the test). Other words of a timeout in the report
    (``timed out after 5000ms``) may be the test's data, an HTTP client's timeout the test met."""
    return match.signal.category == "timeout" and (on_heading or match.signal.own_tool)


def _runners_verdict(match: SignalMatch, line: LogLine) -> bool:
    """Whether ``match``, on a line of a failed test's own report, is the runner's verdict on the
    test rather than the test's words: a signal with a ``tool`` of its own (pytest-timeout's
    ``Failed: Timeout (>2.0s) from pytest-timeout.``), or a timeout signal on the line that names
    the failed test (ctest's ``2/2 Test #2: poll_socket ....***Timeout   3.00 sec``: the runner's
    result line, not the output the test printed below it)."""
    return match.signal.own_tool or _times_out_test(match, names_failed_test(line))


TEST_WORDS = frozenset({"test", "tests", "spec", "specs", "runtest"})
"""Words of a crashed command that say it ran tests (``node ./bin/cake test``, ``make tests``, ``make
runtest``; dune's ``runtest`` alias, of its ``test_cart alias test/runtest (exit 2)``)."""


def _own_error_categories(readings: Iterable[tuple[int, Category, float]]) -> set[Category]:
    """The categories with an error line of their own among ``readings`` (each error signal's match:
    its 1-based line number, category and weight): a line no signal of another category reads with a
    higher weight. A line two skills read is the weightier one's (:func:`_read_on_its_lines`): Node's
    ``Error: Missing required environment variable DEPLOY_TOKEN`` is node-runtime's bare ``Error:``
    at 0.6 and configuration's missing variable at 0.85, so the ``Node.js v20.20.2`` trailer below it,
    node-runtime's summary, reports the configuration error and is no runtime error's summary (trial
    128). Linear in the readings."""
    strongest: dict[int, dict[Category, float]] = defaultdict(dict)
    for number, category, weight in readings:
        strongest[number][category] = max(weight, strongest[number].get(category, 0.0))
    return {
        category
        for weights in strongest.values()
        for category, weight in weights.items()
        if all(other_weight <= weight for other_weight in weights.values())
    }


def _summarised_by_its_skill(line: LogLine, wrapper: SignalMatch) -> bool:
    """Whether a ``summary`` signal of ``wrapper``'s skill matched ``line`` too: the line is that
    skill's summary, which a wrapper match on it backs no more than it backs itself."""
    skill = wrapper.signal.skill
    return any(match.signal.role == "summary" and match.signal.skill == skill for match in line.matches)


def _category(
    match: SignalMatch,
    ran_tests: bool,
    tests_green: bool,
    settled: Category | None = None,
    reread: Mapping[str, Category] = {},
) -> Category:
    """The category ``match`` is evidence for: the one the log ``settled`` its line's reading as
    (``_Discounted.settled``), or, for a wrapper's or summary's line, the
    one its skill's settled lines were read as (``reread``, :func:`_reread_skills`); else its
    skill's, or the skill's ``outside_tests``
    category when the match names no failed test (a ``test`` group: nextest's ``SIGSEGV [ 0.1s]
    crate test``) and either its line follows green tests (``tests_green``:
    :func:`after_green_tests`) or no test ran (:func:`tests_ran`: a segmentation fault in a build
    script is a runtime error, in a test run a test failure). The test a crash's own traceback
    names (faulthandler's ``File "t.py", line 4 in test_native``, a ``running`` group) is where it
    crashed, not a failed test the runner reported: it decides nothing here."""
    signal = match.signal
    if settled is not None:
        return settled
    if signal.role in ("wrapper", "summary") and signal.skill in reread:
        return reread[signal.skill]
    if signal.outside_tests is None or match.groups.get("test"):
        return signal.category
    if tests_green:
        return signal.outside_tests
    return signal.category if ran_tests else signal.outside_tests


def _reread_skills(
    lines: dict[int, LogLine], failing_indexes: Collection[int], settled: Mapping[int, Category]
) -> dict[str, Category]:
    """The skills whose every ``error`` line in the failing steps is a settled one (``settled``,
    each line's category: pytest's import of a package the job did not install, or of the
    project's own not installed), each with the category of its first: their wrapper's and
    summary's lines (``ERROR collecting``, ``Interrupted: 1 error during collection``, ``1 error in
    0.14s``) report that same error."""
    contested: dict[str, Category] = {}
    unsettled: set[str] = set()
    for line in lines.values():
        if line.section not in failing_indexes:
            continue
        for match in line.matches:
            signal = match.signal
            if line.number in settled:
                contested.setdefault(signal.skill, settled[line.number])
            elif signal.role == "error":
                unsettled.add(signal.skill)
    return {skill: category for skill, category in contested.items() if skill not in unsettled}


def _cause(lines: dict[int, LogLine], hit: SignalHit) -> str | None:
    """What ``hit``, the deciding signal of a verdict that explains every failed test, says the
    cause is: its ``message`` group in its line (``Looks like you launched a headed browser without
    having a XServer running``, read inside Playwright's box), else ``None``."""
    line = lines.get(hit.line)
    if line is None:
        return None
    for match in line.matches:
        if (match.signal.skill, match.signal.id) == (hit.skill, hit.signal) and match.groups.get("message"):
            return match.groups["message"].strip()
    return None


def _signal_hit(
    signal: CompiledSignal, category: Category, number: int, line: LogLine, member: str | None
) -> SignalHit:
    """The :class:`SignalHit` of ``signal`` matching ``line`` (log line ``number``) as evidence for ``category``."""
    return SignalHit(
        skill=signal.skill,
        signal=signal.id,
        category=category,
        weight=signal.weight,
        line=number,
        member=member,
        text=line.text[:300],
    )


def _environment_boxes(
    lines: dict[int, LogLine], failing_indexes: Collection[int], ran_tests: bool, green_tail: Collection[int]
) -> frozenset[int]:
    """The numbers (1-based) of the failing steps' lines an ``error`` signal matches that open a box
    of a subprocess's output (:func:`ci_triage.logs.boxed_output.box_body`: pip's ``× Building
    wheel for x did not run successfully.``) whose body holds a line a signal of a
    :data:`TEST_ENVIRONMENT_CATEGORIES` category matches (``socket.gaierror: [Errno -2] Name or
    service not known``): the subprocess failed because of its environment, so the opening line
    is a wrapper line of that error."""
    boxes = set()
    for number, line in lines.items():
        if line.section not in failing_indexes or not any(m.signal.role == "error" for m in line.matches):
            continue
        body = box_body(lines, number)
        if body is not None and any(
            _category(match, ran_tests, inner in green_tail) in TEST_ENVIRONMENT_CATEGORIES
            for inner in body
            for match in lines[inner].matches
        ):
            boxes.add(number)
    return frozenset(boxes)


def _classify(
    lines: dict[int, LogLine],
    failing: list[Section],
    member: str | None,
    step_tool: Tool | None,
    tolerated: frozenset[str] = frozenset(),
    discounted: _Discounted = _NOTHING_DISCOUNTED,
    annotations: Collection[int] = frozenset(),
) -> Classification:
    failing_indexes = {section.index for section in failing}
    evidence: dict[Category, dict[tuple[str, str], float]] = defaultdict(dict)
    roles: dict[tuple[str, str], str] = {}
    hits: list[tuple[float, SignalHit]] = []
    hit_index: dict[tuple[str, tuple[str, str]], int] = {}  # (category, signal key) → its place in hits
    others_lines: set[tuple[str, str]] = set()  # signals of skills about another tool than the step's
    tools_lines: dict[Category, dict[str, set[int]]] = defaultdict(lambda: defaultdict(set))  # by category, skill
    ran_tests = tests_ran(lines, failing_indexes, step_tool)
    green_tail = after_green_tests(lines, failing_indexes)
    reread = _reread_skills(lines, failing_indexes, discounted.settled) if discounted.settled else {}

    def category_of(match: SignalMatch, number: int) -> Category:
        """The category ``match`` on line ``number`` is evidence for (:func:`_category`)."""
        return _category(match, ran_tests, number in green_tail, discounted.settled.get(number), reread)

    error_categories = {
        category_of(match, line.number)
        for line in lines.values()
        if line.section in failing_indexes
        for match in line.matches
        if match.signal.role == "error"
    }
    # a category's error line that another category's signal reads more strongly is that one's (Node's
    # ``Error: Missing required environment variable X``, a configuration error): its own summary
    # line (Node's ``Node.js v20`` trailer) then reports another category's error
    reporting_categories = _own_error_categories(
        (line.number, category_of(match, line.number), match.signal.weight)
        for line in lines.values()
        if line.section in failing_indexes
        for match in line.matches
        if match.signal.role == "error"
    ) | {  # a wrapper's line of its own, not the summary's line itself
        category_of(match, line.number)
        for line in lines.values()
        if line.section in failing_indexes
        for match in line.matches
        if match.signal.role == "wrapper" and not _summarised_by_its_skill(line, match)
    }
    passing = _in_passing_output(lines, failing_indexes)
    test_output = _failed_test_output(lines, failing, discounted.tolerated)
    superseded = _superseded_refusals(lines, failing_indexes, test_output)
    texts = {number: line.text for number, line in lines.items()}
    quoted_source = quoted_source_lines(texts)
    code_frames = code_frame_source_lines(texts)
    setup_reports = _setup_error_reports(lines, failing)
    test_reports = _failed_test_reports(lines, failing)  # read once: each rule below judges the same reports
    refused_reports, refusal = _service_refusal(lines, failing, test_reports)
    ignored = set(code_frames) | set(quoted_source) | set(passing) | set(discounted.retried) | set(discounted.logged)
    if refusal is None and (network_reports := _every_report_holds(lines, test_reports, _network_error, ignored)):
        refused_reports, refusal = network_reports, NETWORK_IN_TESTS  # every failed test's host unreached
    elif refusal is None and (
        memory_reports := _every_report_holds(
            lines, test_reports, _memory_error, ignored | _handled_in_reports(lines, test_reports)
        )
    ):
        refused_reports, refusal = memory_reports, MEMORY_IN_TESTS  # every failed test ran out of memory
    elif refusal is None and (wiring_reports := _every_report_holds(lines, test_reports, _wiring_error, ignored)):
        refused_reports, refusal = wiring_reports, WIRING_IN_TESTS  # no failed test's step was defined
    elif refusal is None and (package_reports := _every_report_holds(lines, test_reports, _missing_package, ignored)):
        refused_reports, refusal = package_reports, PACKAGE_IN_TESTS  # every failed test file lacked a package
    refused_service = {number for report in refused_reports for number in report}
    refused_tests = {
        (match.groups.get("test") or "").strip() for report in refused_reports for match in lines[report[0]].matches
    } - {""}  # the tests those reports are of, by their headings' names
    setup_output = {number for report in setup_reports for number in report} | refused_service
    setup_environment = {
        number for report in setup_reports if _environment_error_in(report, lines) for number in report
    } | refused_service
    environment_boxes = _environment_boxes(lines, failing_indexes, ran_tests, green_tail)
    timed_out_reports, every_test_timed_out = _per_test_timeouts(lines, failing)
    terminated = {section.index for section in failing if section.terminated}
    contested: dict[tuple[Category, Category], tuple[float, SignalHit]] = {}
    contesting: set[tuple[str, str]] = set()  # the signals whose skill says they contest a category
    discounts: dict[tuple[Category, tuple[str, str]], tuple[float, SignalHit, list[str]] | None] = {}
    ended_step: set[tuple[Category, tuple[str, str]]] = set()  # evidence on a line of no tolerated command
    consequences: dict[Category, set[tuple[str, str]]] = defaultdict(set)  # by the category that causes them
    printers: dict[Category, set[str]] = defaultdict(set)  # the programs whose own lines back each category
    # the categories of a failure inside the step's tool's run: a program's line it raised as its
    # exception (RAISED), or one its own line reports as the cause of its failure (``consequence_of``)
    inside_run: set[Category] = set()
    # the categories the step's tool's own skill reads on an error or summary line (python -m build's
    # ``error: package directory 'x' does not exist`` under python-build): the tool's own verdict
    own_readings: set[Category] = set()
    key_lines: dict[tuple[Category, tuple[str, str]], set[int]] = defaultdict(set)  # the lines each piece is on
    line_weights: dict[Category, dict[int, float]] = defaultdict(dict)  # each category's strongest reading of a line
    key_weights: dict[tuple[Category, tuple[str, str]], float] = {}  # each piece's weight × role factor
    # an earlier exception of a Python chain → its last one's line, the exception the program died of
    same_cause = chain_ends(lines, (number for number in sorted(lines) if lines[number].section in failing_indexes))
    for number in sorted(lines):
        line = lines[number]
        if line.section not in failing_indexes or number in code_frames:
            continue  # a code frame's quoted source is the program's text: no category's evidence
        if number in discounted.explained:
            continue  # the exception of a failure a skill read on the warning above: its explanation, no rival
        for match in line.matches:
            signal = match.signal
            if signal.weight <= 0:
                continue  # a line other signals read beside (``needs``) or a unit's opening: no one's evidence
            if (number in green_tail or every_test_timed_out or refused_service) and _run_verdict_naming_no_test(match):
                continue
            if every_test_timed_out and _test_file_verdict(match):
                continue
            if (
                refused_service
                and match.signal.category == "test failure"
                and (_test_file_verdict(match) or (match.groups.get("test") or "").strip() in refused_tests)
            ):
                continue  # the runner's verdict on a test the service refused (jest's ``✕ x (3 ms)``) or its file
            category = category_of(match, number)
            if category == "cancelled" and line.section in terminated:
                continue  # the CI system ended the job: the cancellation of its processes is that end
            if category == "test failure" and number in setup_environment:
                continue  # the report of a fixture's refused connection: the environment's error, no assertion
            if category in TEST_ENVIRONMENT_CATEGORIES and number in refused_service and refusal != category:
                continue  # the refusal seen from a lower layer (urllib3's ``Connection aborted.``): no rival
            if number in timed_out_reports:
                if every_test_timed_out and category == "test failure":
                    continue  # the timed-out test's report: the timeout says why it failed
                if not every_test_timed_out and category == "timeout":
                    category = "test failure"  # one failed test's reason, among tests that failed otherwise
            factor = CLASSIFY_ROLE_FACTOR[signal.role]
            reasons: list[str] = []  # why this line counts less than its weight × role factor
            if signal.role == "wrapper" and error_categories - {category}:
                factor = WRAPPED_FACTOR
                reasons.append(f"a wrapper's line while another category has error lines (× {WRAPPED_FACTOR})")
            elif number in environment_boxes and category not in TEST_ENVIRONMENT_CATEGORIES:
                factor = WRAPPED_FACTOR  # the box's opening line: what its body's network error ended
                reasons.append(f"the opening line of a box whose output failed on the network (× {WRAPPED_FACTOR})")
            elif signal.role == "summary" and category not in reporting_categories and error_categories:
                factor = WRAPPED_FACTOR  # a summary of errors another category's lines give
                reasons.append(f"a summary of errors another category's lines give (× {WRAPPED_FACTOR})")
            let_go = signal.tool in tolerated or number in discounted.tolerated
            if signal.tool in tolerated:
                factor *= TOLERATED_FACTOR
                reasons.append(f"{signal.tool}'s failure was tolerated by the step's script (× {TOLERATED_FACTOR})")
            elif let_go:
                factor *= TOLERATED_FACTOR
                reasons.append(f"output of a command whose failure did not end the step (× {TOLERATED_FACTOR})")
            if number in superseded and signal.service_refusal:
                factor *= SURVIVED_REPORT_FACTOR
                reasons.append(
                    f"a service's refusal the step went on after, to another kind below it (× {SURVIVED_REPORT_FACTOR})"
                )
            if number in discounted.survived:
                factor *= SURVIVED_REPORT_FACTOR
                reasons.append(f"the step went on after the signal it reports (× {SURVIVED_REPORT_FACTOR})")
            if number in discounted.logged:
                factor *= LOGGED_EXCEPTION_FACTOR
                reasons.append(f"a traceback logged below ERROR level (× {LOGGED_EXCEPTION_FACTOR})")
            elif number in discounted.retried:
                factor *= LOGGED_EXCEPTION_FACTOR
                reasons.append(f"a traceback retried, the program going on after it (× {LOGGED_EXCEPTION_FACTOR})")
            if number in discounted.known:
                factor *= KNOWN_LINE_FACTOR
                reasons.append(f"the passing log has the line too (× {KNOWN_LINE_FACTOR})")
            if number in passing:
                factor *= PASSING_OUTPUT_FACTOR
                reasons.append(f"a passing test's output (× {PASSING_OUTPUT_FACTOR})")
            elif (
                number in test_output
                and category != "test failure"
                and number not in discounted.settled  # an import error the log settled: the loader's report
                and not _runners_verdict(match, line)
                and not (
                    number in setup_output
                    and (signal.service_refusal or category in SETUP_ENVIRONMENT_CATEGORIES or category == refusal)
                )
            ):
                if is_assertion_data(line.text) or number in quoted_source:
                    continue  # the test's quoted source or compared values: its data, no one's evidence
                if category in TEST_ENVIRONMENT_CATEGORIES:
                    continue  # one test's own reported error, beside tests that failed otherwise: why it failed
                factor *= FAILED_TEST_OUTPUT_FACTOR
                reasons.append(f"a failed test's own report (× {FAILED_TEST_OUTPUT_FACTOR})")
            scope = scope_factor(match, step_tool)
            if scope < 1.0 and signal.role == "context":
                continue  # it says its skill's tool is involved, and the step runs another: no one's evidence
            if scope < 1.0:
                reasons.append(f"outside the skill's scope (× {scope})")
            value = signal.weight * factor * scope
            key = (signal.skill, signal.id)
            if _another_tools_skill(match, step_tool):
                others_lines.add(key)
            if signal.tool and signal.skill != CATALOGUE_SKILL:
                tools_lines[category][signal.skill].add(number)
            roles[key] = signal.role
            for cause in signal.consequence_of:
                consequences[cause].add(key)
            if step_tool is not None and signal.tool == step_tool.name:
                inside_run.update(signal.consequence_of)  # pip's box over its build backend's error: pip's run
                if signal.role in DECIDING_ROLES and signal.skill != CATALOGUE_SKILL:
                    own_readings.add(category)
            if signal.own_tool and RAISED.search(without_layout_prefix(line.text)):
                inside_run.add(category)
            known = evidence[category].get(key)
            hit = _signal_hit(signal, category, number, line, member)
            if known is None:
                hit_index[category, key] = len(hits)
                hits.append((value, hit))
            elif value > known or (value == known and same_cause.get(hits[hit_index[category, key]][1].line) == number):
                # a later line of the signal counts more (the earlier ones survived), and a chain's last
                # exception is what the program died of, its first only the cause
                hits[hit_index[category, key]] = (value, hit)
            if known is None or value > known:
                full_value = signal.weight * CLASSIFY_ROLE_FACTOR[signal.role]
                discounts[category, key] = (full_value, hit, reasons) if reasons else None
            evidence[category][key] = max(value, known or 0.0)
            key_lines[category, key].add(number)
            weight = signal.weight * CLASSIFY_ROLE_FACTOR[signal.role]
            key_weights[category, key] = weight
            line_weights[category][number] = max(weight, line_weights[category].get(number, 0.0))
            if signal.tool and (signal.own_tool or number in discounted.settled):
                printers[category].add(signal.tool)  # a settled line is its tool's own reading, read the other way
            if not let_go:
                ended_step.add((category, key))
            if signal.contests:
                contesting.add(key)
            # a settled line's contest is decided: no rival of its own
            pair = (category, signal.contests) if signal.contests and number not in discounted.settled else None
            if pair and (pair not in contested or value > contested[pair][0]):
                contested[pair] = (value, hit)
    if any(section.timed_out for section in failing):  # GitHub cancels a job that ran out of time
        evidence["timeout"][("job", "timed-out")] = STRUCTURAL_VALUE
        roles[("job", "timed-out")] = "structural"
        ended_step.add(("timeout", ("job", "timed-out")))
    elif any(section.cancelled and not section.terminated for section in failing):  # not the runner's end
        evidence["cancelled"][("job", "cancelled")] = STRUCTURAL_VALUE
        roles[("job", "cancelled")] = "structural"
        ended_step.add(("cancelled", ("job", "cancelled")))
    # a test runner whose every failed test a service refused (or that stopped before its tests on a
    # service's refusal) failed by that refusal: its step's evidence is the refusal's category
    refused_runner = refusal is not None and step_tool is not None and step_tool.kind == "test-runner"
    if step_tool is not None and step_tool.category is not None:
        step_category: Category = refusal if refused_runner and refusal is not None else step_tool.category
        key = (CATALOGUE_SKILL, step_tool.name)
        evidence[step_category][key] = max(STEP_TOOL_VALUE, evidence[step_category].get(key, 0.0))
        roles[key] = "context"
        ended_step.add((step_category, key))
        start = _command_line(failing[0], lines)
        hit = SignalHit(
            skill=CATALOGUE_SKILL,
            signal=step_tool.name,
            category=step_category,
            weight=STEP_TOOL_VALUE,
            line=start,
            member=member,
            text=lines[start].text[:300] if start in lines else step_tool.name,
        )
        hits.append((STEP_TOOL_VALUE, hit))
        findings = sorted(n for n in annotations if n in lines and lines[n].section in failing_indexes)
        if findings:  # the tool's findings as the runner shows its workflow commands: its error lines
            key = (ANNOTATION_SKILL, step_tool.name)
            evidence[step_tool.category][key] = ANNOTATION_VALUE
            roles[key] = "error"
            ended_step.add((step_tool.category, key))
            hit = replace(hit, skill=ANNOTATION_SKILL, weight=ANNOTATION_VALUE, line=findings[0])
            hits.append((ANNOTATION_VALUE, replace(hit, text=lines[findings[0]].text[:300])))
    step_name = step_tool.name if step_tool else None
    strongest: dict[Category, float] = {category: max(values.values()) for category, values in evidence.items()}
    combined = {category: _noisy_or(values.values()) for category, values in evidence.items()}
    scores = {name: round(value, 3) for name, value in sorted(strongest.items(), key=lambda item: -item[1])}
    if not strongest:
        return Classification(category="unknown", confidence=0.0, step_tool=step_name)
    caused = _only_consequences(evidence, consequences, roles)
    category: Category = max(
        strongest,
        key=lambda name: (not _blocked(name, evidence, roles), name not in caused, strongest[name], combined[name]),
    )
    if all(roles[key] == "wrapper" for key in evidence[category]):
        return _wrapped_nothing(category, hits, scores, step_name)
    top = min(strongest[category], 1.0)
    tool_category = step_tool.category if step_tool is not None else None
    # a verdict that refines the tool's category (taxonomy.REFINES: biome's formatting verdict under
    # biome, catalogued lint/format) is the tool's own finding read more finely, not another category;
    # so is a compile error under a test runner that builds what it tests (go test, cargo test), and
    # the resolution of what that build needs before it (cargo test's crates, go test's modules)
    refining = tool_category is not None and tool_category != category and agrees(category, tool_category)
    building = (
        step_tool is not None and step_tool.kind in BUILDING_KINDS and step_tool.category == "compile/build error"
    )
    builds = building or (step_tool is not None and step_tool.builds)
    refining = refining or (builds and category in BUILDS_FIRST)
    # and a build system's tests of what it built (its test target, or the built program run after it)
    refining = refining or (building and category in BUILT_FIRST)
    # a formatter reporting a file it cannot parse (BLOCKED_BY) is its own finding too
    refining = refining or (tool_category is not None and BLOCKED_BY.get(tool_category) == category)
    # so is a line only the step tool's own program prints (docker's "Cannot connect to the Docker
    # daemon" under docker push): the step's tool said it, whatever its catalogue category
    refining = refining or (step_tool is not None and _runs_a_printer(step_tool, printers[category]))
    # so is a failure inside the tool's run that its own process raised or its own line reports
    # (commitlint's thrown git error, pip's box over its build backend's exception)
    refining = refining or category in inside_run
    # so is a verdict the step's tool's own skill reads (npm publish's ENEEDAUTH under npm-publish,
    # catalogued deploy): the tool's reading of its own failure, as the same lines without the step read
    refining = refining or category in own_readings
    # so is the refusal that explains every failed test of a test runner (its failure is those tests)
    refining = refining or (refused_runner and category == refusal)
    disagreeing = tool_category not in (None, category) and not refining and category not in STOPPED_CATEGORIES
    counted = {(CATALOGUE_SKILL, step_tool.name)} if step_tool and (disagreeing or refining) else set()
    read_again = _read_on_its_lines(category, key_lines, line_weights, key_weights, same_cause)
    left_out = counted | consequences[category] | read_again
    # the step's tool's own finding read more finely (``biome ci``'s format finding beside its lint
    # findings: one tool checking both) is no rival of the verdict of the tool's own category
    rivals: dict[Category, float] = {
        other: value
        for other, value in _rivals(evidence, category, left_out).items()
        if not _tools_finer_finding(other, category, step_tool)
    }
    # what a command whose failure did not end the step printed stays a rival, but lowers nothing of what ended it
    ended = any((category, key) in ended_step for key in evidence[category])
    lowering = (
        {
            other: value
            for other, value in _rivals(_ending_evidence(evidence, ended_step), category, left_out).items()
            if other in rivals
        }
        if ended
        else dict(rivals)
    )
    contests: dict[Category, tuple[float, SignalHit]] = {
        other: found
        for (backed, other), found in contested.items()
        if backed == category and other != category and not _outweighed(found, evidence[category], roles, contesting)
    }
    for other, (value, _hit) in contests.items():
        rivals[other] = max(rivals.get(other, 0.0), value)
        lowering[other] = max(lowering.get(other, 0.0), value)
    rival_hits = [
        (value, hit) for value, hit in hits if (hit.skill, hit.signal) not in consequences[category] | read_again
    ]
    competing = _competing(category, rivals, rival_hits, contests)
    steps = _discounted_evidence(evidence[category], discounts, category, top)
    confidence = top * top / (top + sum(min(value, 1.0) for value in lowering.values()))
    if lowering:
        shown = [other for other in competing if other.category in lowering]
        named = "; ".join(_describe(other) for other in shown[:COMPETING_SHOWN])
        detail = f"other categories' evidence: {named} (confidence × {confidence / top:.2f})"
        steps.append(_step("competing evidence", top, confidence, detail))
    decided = any(roles[key] in DECIDING_ROLES and value >= MIN_EVIDENCE for key, value in evidence[category].items())
    if not decided and confidence > UNDECIDED_CAP:
        detail = (
            f"no error or summary line backs {category}: only context, wrappers or the step's tool "
            f"(at most {UNDECIDED_CAP})"
        )
        steps.append(_step("no deciding line", confidence, UNDECIDED_CAP, detail))
        confidence = UNDECIDED_CAP
    factor = DISAGREE_FACTOR if disagreeing else 1.0
    if top < MIN_EVIDENCE or confidence * factor < MIN_CONFIDENCE:
        return Classification(category="unknown", confidence=0.0, scores=scores, step_tool=step_name)
    calibrated = calibrate(confidence, top)
    steps.append(_step("calibrated", confidence, calibrated, CALIBRATION_NOTE))
    if step_tool is not None and step_tool.category is not None and disagreeing:  # after the table: it undid most
        before, calibrated = calibrated, calibrated * DISAGREE_FACTOR
        kind = with_article(step_tool.category)
        detail = f"the step runs {step_tool.name}, {kind} tool (× {DISAGREE_FACTOR} after the table)"
        steps.append(_step("step tool disagrees", before, calibrated, detail))
    if not decided and calibrated > UNDECIDED_CAP:  # the table was fitted on decided verdicts
        detail = f"no error or summary line backs {category}: the calibration does not lift it above {UNDECIDED_CAP}"
        steps.append(_step("no deciding line", calibrated, UNDECIDED_CAP, detail))
        calibrated = UNDECIDED_CAP
    shown = [hit for _value, hit in sorted(hits, key=lambda item: -item[0]) if hit.category == category]
    own = [hit for hit in shown if (hit.skill, hit.signal) not in others_lines]
    if any(hit.skill != CATALOGUE_SKILL for hit in own):  # another tool's skill read the step's tool's line
        shown = own
    cited = {hit.skill for hit in shown}
    shown = [hit for hit in shown if not _echoed_form(hit.skill, tools_lines[category], cited)]
    return Classification(
        category=category,
        confidence=round(calibrated, 2),
        signals=shown[:SIGNALS_SHOWN],
        scores=scores,
        step_tool=step_name,
        explains_tests=bool(refused_service) and category == refusal,
        cause=_cause(lines, shown[0]) if refused_service and category == refusal and shown else None,
        competing=competing,
        confidence_steps=steps,
    )


def _command_line(section: Section, lines: dict[int, LogLine]) -> int:
    """The 1-based number of the line of ``section`` (of ``lines``, the lines read) that shows the
    command it is named by: its start line when that holds the name (GitHub's ``Run make test``, a
    ``$ make test`` prompt), else the line below it when that is the command (CircleCI's shell line
    ``#!/bin/bash -eo pipefail`` above a ``run`` step's command); when the step's header is not
    among ``lines``, which are then a failed unit's alone (:func:`ci_triage.logs.step_units.unit_lines`),
    the unit's first line, the wrapper's verdict naming it (pre-commit's ``yamllint.....Failed``: its
    tool is the hook's, not the step command's); the start line when none is read."""
    start = section.start.line
    if start not in lines:
        return min((n for n in lines if start < n <= section.end_line), default=start)
    below = lines.get(start + 1)
    shown_below = below is not None and below.text.strip() == section.name
    return start + 1 if shown_below and section.name not in (lines[start].text if start in lines else "") else start


def _only_consequences(
    evidence: dict[Category, dict[tuple[str, str], float]],
    consequences: dict[Category, set[tuple[str, str]]],
    roles: dict[tuple[str, str], str],
) -> set[Category]:
    """The categories of ``evidence`` whose every piece is the consequence of another category's
    failure that has evidence too (``consequences``: by the causing category, the signals a
    ``consequence_of`` names): the runner's ``The operation was canceled.`` after a step timeout
    (``The action 'Test' has timed out after 5 minutes.``) is how that timeout ends the job, never
    a verdict of its own above it, however its weight compares. The cause needs a line of its own that
    is neither a wrapper's nor context (``roles``): the step's tool alone (:data:`CATALOGUE_SKILL`,
    pytest's command before a coverage gate that failed with every test passed), jest's ``PASS
    src/price.test.js`` or npm's ``Lifecycle script `test` failed`` is no failure the gate's lines
    follow from; nor is a line that is itself a consequence (pip's ``Failed to build x``, dependency
    resolution's when a build failed, is no cause of pip's ``× Building wheel for x did not run
    successfully.``, compile/build's when a package was not found: two reports of one failure).
    The step's tool (:data:`CATALOGUE_SKILL`) is no piece of the category it backs either: behave's
    failing-scenario list and tally under ``behave`` follow from steps without a definition alone."""
    following = set().union(*consequences.values())
    return {
        name
        for name, values in evidence.items()
        if any(
            cause != name
            and any(
                key[0] != CATALOGUE_SKILL and roles.get(key) not in ("wrapper", "context") and key not in following
                for key in evidence.get(cause, {})
            )
            and {key for key in values if key[0] != CATALOGUE_SKILL} <= consequences[cause]
            for cause in consequences
        )
    }


def _blocked(
    category: Category, evidence: dict[Category, dict[tuple[str, str], float]], roles: dict[tuple[str, str], str]
) -> bool:
    """Whether the category that :data:`BLOCKED_BY` names for ``category`` has a deciding line of at
    least :data:`MIN_EVIDENCE` in ``evidence`` (each category's evidence by signal, whose ``roles``
    are given): its error has to be fixed first."""
    blocker = BLOCKED_BY.get(category)
    values = evidence.get(blocker, {}) if blocker else {}
    return any(roles[key] in DECIDING_ROLES and value >= MIN_EVIDENCE for key, value in values.items())


def _discounted_evidence(
    values: dict[tuple[str, str], float],
    discounts: dict[tuple[Category, tuple[str, str]], tuple[float, SignalHit, list[str]] | None],
    category: Category,
    top: float,
) -> list[ConfidenceStep]:
    """The ``evidence discounted`` step, when a line of the verdict's category (its evidence by signal
    ``values``) is worth more by its weight × role factor than the verdict's strongest evidence
    ``top`` but counts less because of where it is (a tool the script tolerated, a passing test's
    output, a line the passing log has…, the factors of the module docstring): from the strongest
    such full value to ``top``; else no step. So the chain of ``confidence_steps`` starts at the
    strongest line's own weight, whether ``top`` is that line discounted or another line (a let-go
    ``gcc -c … || true``'s error, 0.90 × 0.4, above the link error that ended the step, 0.85)."""
    found = max(
        (
            discounted
            for (kind, key), discounted in discounts.items()
            if kind == category and key in values and discounted is not None and min(discounted[0], 1.0) > top
        ),
        key=lambda discounted: discounted[0],
        default=None,
    )
    if found is None:
        return []
    full, hit, reasons = found
    detail = f"its strongest line ({hit.skill}/{hit.signal}, line {hit.line}) counts less: " + "; ".join(reasons)
    return [_step("evidence discounted", min(full, 1.0), top, detail)]


def _wrapped_nothing(
    category: Category, hits: list[tuple[float, SignalHit]], scores: dict[str, float], step_tool: str | None
) -> Classification:
    """The ``unknown`` verdict when only wrapper lines (``make: *** [all] Error 1``, a failed npm
    script) back the strongest category: a wrapper says that something it ran failed, never why,
    and the command it ran printed nothing a skill knows. Its one confidence step names the line."""
    value, hit = max(((value, hit) for value, hit in hits if hit.category == category), key=lambda item: item[0])
    detail = (
        f"only a wrapper's line backs {category} ({hit.skill}/{hit.signal}, line {hit.line}: "
        f"{hit.text.strip()[:120]}): it says that a command it ran failed, not why, and that command "
        "printed no error a skill knows"
    )
    step = _step("wrapper only", value, 0.0, detail)
    return Classification(
        category="unknown", confidence=0.0, scores=scores, step_tool=step_tool, confidence_steps=[step]
    )


def _rivals(
    evidence: dict[Category, dict[tuple[str, str], float]], category: Category, left_out: set[tuple[str, str]]
) -> dict[Category, float]:
    """The strongest evidence of every category other than ``category``, without the pieces
    ``left_out``: the step tool's, when it disagrees (:data:`DISAGREE_FACTOR` counts it once), and
    the lines that are a ``category`` failure's own consequence (a signal's ``consequence_of``: the
    runner's ``The operation was canceled.`` after a job timeout, the ``Aborted`` of a runtime out
    of memory), which say the same event again."""
    rivals: dict[Category, float] = {}
    for name, values in evidence.items():
        kept = [value for key, value in values.items() if key not in left_out]
        if name != category and kept:
            rivals[name] = max(kept)
    return rivals


def _read_on_its_lines(
    category: Category,
    key_lines: Mapping[tuple[Category, tuple[str, str]], set[int]],
    line_weights: Mapping[Category, Mapping[int, float]],
    weights: Mapping[tuple[Category, tuple[str, str]], float],
    same_cause: Mapping[int, int],
) -> set[tuple[str, str]]:
    """The pieces of other categories' evidence (signal keys) found only on lines that a signal of
    the verdict ``category`` reads with a weight at least as high (``key_lines``: each category's
    piece → its 1-based line numbers; ``line_weights``: each category's highest weight × role factor
    on a line; ``weights``: each piece's own): one line two skills read, the weightier naming what it
    says (python-runtime's any final exception on numpy's ``_ArrayMemoryError: Unable to allocate
    2.98 GiB``, which the oom skill reads), is one piece of evidence, never its own rival. Weights,
    not the values the line counted: a permission error quoted in a failed test's report counts less
    there than pytest's reading of it, and stays the rival it is. A piece on a line of its own stays
    a rival too, but for an earlier exception of a Python chain (``same_cause``: its line → the line
    of the chain's last exception, :func:`~ci_triage.logs.exception_chain.chain_ends`), which is
    read on the last one's line: one cause told twice (alembic's ``ResolutionError: No such revision
    or branch '9f1c2e'`` raised on as ``CommandError: Can't locate revision identified by '9f1c2e'``,
    which the alembic skill reads)."""
    same: dict[tuple[str, str], bool] = {}
    verdicts = line_weights[category]
    for (other, key), numbers in key_lines.items():
        if other == category:
            continue
        weight = weights[other, key]
        on_verdicts = all(
            max(verdicts.get(number, 0.0), verdicts.get(same_cause.get(number, number), 0.0)) >= weight
            for number in numbers
        )
        same[key] = same.get(key, True) and on_verdicts
    return {key for key, read in same.items() if read}


def _ending_evidence(
    evidence: dict[Category, dict[tuple[str, str], float]], ended_step: set[tuple[Category, tuple[str, str]]]
) -> dict[Category, dict[tuple[str, str], float]]:
    """``evidence`` without the pieces that only lines of a command whose failure did not end the
    step gave (:data:`TOLERATED_FACTOR`): those not in ``ended_step``; evidence of no line (the step's
    tool, the job's timeout) is kept."""
    return {
        name: {key: value for key, value in values.items() if (name, key) in ended_step}
        for name, values in evidence.items()
    }


def _outweighed(
    found: tuple[float, SignalHit],
    own: dict[tuple[str, str], float],
    roles: dict[tuple[str, str], str],
    contesting: Collection[tuple[str, str]],
) -> bool:
    """Whether a contest ``found`` (its strength and the line that contests) is outweighed by the
    verdict's own evidence ``own`` (signal key → value): an ``error`` line (``roles``) of another
    skill's signal that contests nothing (not in ``contesting``), at least as strong. Another
    skill's: the contesting skill's own failure lines are the same failure read at its runner's
    level (cargo-nextest's ``FAIL`` of a trybuild test whose expected compiler output drifted),
    while pytest's ``FAILED`` lines are failures of their own, which pytest-cov's coverage
    shortfall follows from. A contest of the test's environment (a network error in a failed
    test's report) comes from no skill's ``contests`` and is never outweighed."""
    value, hit = found
    if (hit.skill, hit.signal) not in contesting:
        return False
    return any(
        roles[key] == "error" and key not in contesting and key[0] != hit.skill and strength >= value
        for key, strength in own.items()
    )


def _competing(
    category: Category,
    rivals: dict[Category, float],
    hits: list[tuple[float, SignalHit]],
    contests: dict[Category, tuple[float, SignalHit]],
) -> list[CompetingCategory]:
    """The categories of ``rivals`` strongest first, each with the signal that gave its strongest
    evidence (``None`` for the job's own timeout/cancel marker): a signal of that category, or one
    of the verdict's own that ``contests`` it (its ``SignalHit.category`` stays the signal's own)."""
    best: dict[str, tuple[float, SignalHit]] = {}
    for value, hit in hits:
        if hit.category != category and (hit.category not in best or value > best[hit.category][0]):
            best[hit.category] = (value, hit)
    for other, (value, hit) in contests.items():
        if other not in best or value > best[other][0]:
            best[other] = (value, hit)
    return [
        CompetingCategory(
            category=name, strength=round(min(rivals[name], 1.0), 3), signal=best[name][1] if name in best else None
        )
        for name in sorted(rivals, key=lambda name: -rivals[name])
    ]


def _describe(other: CompetingCategory) -> str:
    """``dependency resolution 0.45 (tool-catalogue/conda, line 12)``; for a line of the verdict's
    own that contests ``other`` (its signal's category is not ``other``), ``configuration 0.90 (the
    same line read another way: coverage-threshold/coverage-fail-under, line 57)``: one line with two
    readings, not a second piece of evidence."""
    if other.signal is None:
        return f"{other.category} {other.strength:.2f}"
    hit = other.signal
    contested = "the same line read another way: " if hit.category != other.category else ""
    return f"{other.category} {other.strength:.2f} ({contested}{hit.skill}/{hit.signal}, line {hit.line})"


def _step(reason: str, before: float, after: float, detail: str) -> ConfidenceStep:
    return ConfidenceStep(reason=reason, before=round(before, 3), after=round(after, 3), detail=detail)


def _in_passing_output(lines: dict[int, LogLine], failing: set[int]) -> set[int]:
    """Numbers of the signal lines a passing verdict closes (see :data:`PASSING_OUTPUT_FACTOR`)."""
    found: set[int] = set()
    numbers = [n for n in sorted(lines) if lines[n].section in failing]
    for position, number in enumerate(numbers):
        if not lines[number].matches or names_failed_test(lines[number]):
            continue  # no evidence, or a failed test's verdict: no passing test's output
        files = {match.groups["file"] for match in lines[number].matches if match.groups.get("file")}
        for after in numbers[position + 1 : position + 1 + PASSING_LOOKAHEAD]:
            if after - number > PASSING_LOOKAHEAD:
                break
            if files and _another_files_verdict(files, lines[after].text):
                break  # a validator's verdict on the next file it read closes nothing of this one's
            if closing_verdict(lines[after]):
                found.add(number)
                break
            if lines[after].matches or lines[after].passing:
                break  # another signal, or the report of the passing test the verdict closes
    return found


_FILE_NAMED = LazyRE2(r"[\w./-]+(?P<suffix>\.[A-Za-z]\w{0,7})\b")
"""A file's name with its suffix on a line (``k8s/svc.yaml``; not a version, ``1.37``)."""


def _another_files_verdict(files: Collection[str], text: str) -> bool:
    """Whether ``text``, a line below a signal's line that names ``files`` (its ``file`` groups), is
    a verdict on another file of the same kind (a file with the suffix of one of ``files``, none of
    them): kubernetes-validate's ``INFO k8s/svc.yaml passed for resource service/web`` below ``ERROR
    k8s/deploy.yaml did not validate …`` judges the next file it read, not the lines above it. A
    name of another kind (a JVM test class, ``org.example.ServiceTest``, below ``app/main.py:3``) is
    no such verdict."""
    if any(file in text for file in files):
        return False
    suffixes = {file[file.rfind(".") :] for file in files if "." in file.rsplit("/", 1)[-1]}
    return any(found.group("suffix") in suffixes for found in _FILE_NAMED.finditer(text))


def _failed_test_output(
    lines: dict[int, LogLine], failing: list[Section], tolerated: Collection[int] = frozenset()
) -> set[int]:
    """Numbers of the lines of ``failing`` that are a failed test's own report: each line where a
    ``test failure`` signal names the failed test (its ``test`` group: pytest's ``____ test_x ____``
    and ``FAILED x.py::test_x - message``, go's ``--- FAIL: TestX``), and the lines of the report
    such a line heads (:func:`ci_triage.logs.localise.failed_test_report_end`); a report headed among
    the ``tolerated`` lines (output of a command whose failure did not end the step) ends with them."""
    found: set[int] = set()
    for section in failing:
        numbers = [n for n in sorted(lines) if lines[n].section == section.index]
        for number in numbers:
            if number in found:
                continue
            names_test = names_failed_test(lines[number])
            if names_test:
                report = range(number, failed_test_report_end(lines, number, section) + 1)
                found.update(n for n in report if n in tolerated or number not in tolerated)
    return found


def _superseded_refusals(lines: dict[int, LogLine], sections: Collection[int], reports: Collection[int]) -> set[int]:
    """Numbers of the lines of ``sections`` (the failing steps' indexes), outside a failed test's
    report (``reports``), where an ``error`` signal that is a service's refusal matched
    (:attr:`ci_triage.logs.skills.Signal.service_refusal`) and a refusal of another category follows
    later in them: the command went on after the first (a script's ``|| echo``, a deploy that moves
    to its next database), and the last is what ended it. A connection refused (``psql: … port 5499
    failed: Connection refused``) then a login refused (``ERROR 1045 (28000): Access denied``), or
    the reverse: each kind has its own fix, and the advice follows the one that ended the step."""
    found = [
        (number, match.signal.category)
        for number in sorted(lines)
        if lines[number].section in sections and number not in reports
        for match in lines[number].matches
        if match.signal.service_refusal and match.signal.role == "error"
    ]
    last: dict[str, int] = {}
    for number, category in found:
        last[category] = number
    return {
        number for number, category in found if any(other != category and at > number for other, at in last.items())
    }


def _setup_error_reports(lines: dict[int, LogLine], failing: list[Section]) -> list[range]:
    """The line numbers of each report of a test's setup error in ``failing``: from a line whose
    match names the ``setup`` stage (pytest's ``____ ERROR at setup of test_query ____``: a fixture
    raised, the test's own body never ran) to the report's end
    (:func:`ci_triage.logs.localise.failed_test_report_end`). Its environment's error there (a
    database fixture's ``ConnectionRefusedError``) is why the test did not run, not a detail of a
    test that failed (:data:`SETUP_ENVIRONMENT_CATEGORIES`)."""
    reports: list[range] = []
    for section in failing:
        end = 0
        for number in sorted(n for n in lines if lines[n].section == section.index):
            if number > end and any(match.groups.get("stage") == "setup" for match in lines[number].matches):
                end = failed_test_report_end(lines, number, section)
                reports.append(range(number, end + 1))
    return reports


def _network_error(match: SignalMatch) -> bool:
    """Whether ``match`` is an error of a :data:`TEST_ENVIRONMENT_CATEGORIES` category as its signal
    reads it (``getaddrinfo ENOTFOUND inventory.invalid``)."""
    return match.signal.category in TEST_ENVIRONMENT_CATEGORIES


def _memory_error(match: SignalMatch) -> bool:
    """Whether ``match`` is the runtime's own out-of-memory error as the whole line (a
    :data:`MEMORY_IN_TESTS` signal whose pattern reads the line from its start: pytest's ``E
    numpy._core._exceptions._ArrayMemoryError: Unable to allocate 26.8 GiB …``, Go's ``fatal error:
    runtime: out of memory``), not the same words inside another line (an assertion's message quoting
    ``Out of memory: Killed process 42``, the test's data)."""
    return match.signal.category == MEMORY_IN_TESTS and match.signal.pattern.startswith("^")


def _wiring_error(match: SignalMatch) -> bool:
    """Whether ``match`` is a test framework's own :data:`WIRING_IN_TESTS` error as the whole line: a
    signal with a ``tool`` of its own reading the line from its start (pytest-bdd's ``E
    pytest_bdd.exceptions.StepDefinitionNotFoundError: …``), not a configuration word in the test's
    own message or data."""
    signal = match.signal
    return signal.category == WIRING_IN_TESTS and signal.own_tool and signal.pattern.startswith("^")


def _missing_package(match: SignalMatch) -> bool:
    """Whether ``match`` is a :data:`PACKAGE_IN_TESTS` error naming the package it found no
    installation of (its ``package`` group: node-dependency's ``cannot-find-module``, a bare name,
    never a path), not another dependency line in a test's output."""
    signal = match.signal
    return signal.category == PACKAGE_IN_TESTS and signal.role == "error" and bool(match.groups.get("package"))


def _handled_in_reports(lines: dict[int, LogLine], reports: list[range]) -> set[int]:
    """The line numbers (1-based) of ``reports`` (each failed test's report) above a joining sentence
    of a Python chain in the same report (:data:`~ci_triage.logs.exception_chain.PYTHON_CHAIN_LINK`:
    ``During handling of the above exception, another exception occurred:``): the earlier
    exceptions of the chain, which the test's code handled before it died of the last one (a
    ``MemoryError`` caught and turned into a ``ValueError``)."""
    handled: set[int] = set()
    for report in reports:
        last_link = max((n for n in report if n in lines and PYTHON_CHAIN_LINK.match(lines[n].text)), default=None)
        if last_link is not None:
            handled.update(range(report.start, last_link))
    return handled


def _every_report_holds(
    lines: dict[int, LogLine],
    reports: list[range],
    explains: Callable[[SignalMatch], bool],
    ignored: Collection[int],
) -> list[range]:
    """``reports`` (the line numbers of each failed test's report in the failing steps,
    :func:`_failed_test_reports`) when every report that holds an ``error`` line below its heading
    holds one that ``explains`` (a network error: :func:`_network_error`), and one report at least
    does; else none. Lines of
    ``ignored`` (line numbers) and those that are the test's compared values
    (:func:`~ci_triage.logs.assertion_data.is_assertion_data`) are no error of the report: the test's
    quoted source, a traceback the test's code retried and went on after."""
    explained: list[range] = []
    for report in reports:
        below = [
            match
            for number in report[1:]
            if number in lines and number not in ignored and not is_assertion_data(lines[number].text)
            for match in lines[number].matches
        ]
        errors = [match for match in below if match.signal.role == "error"]
        if errors and not any(explains(match) for match in errors):
            return []
        if errors:
            explained.append(report)
    return reports if explained and not _some_test_unexplained(lines, reports, explained) else []


def _some_test_unexplained(lines: dict[int, LogLine], reports: list[range], explained: list[range]) -> bool:
    """Whether a failed test that a heading of ``reports`` names has none of its reports among
    ``explained`` (those holding an error line that explains them): pytest's ``____ test_total ____``
    over ``E   assert 3 == 4``, which no signal reads as an error, beside ``test_stock_lookup``'s
    ``URLError``, failed otherwise. A test is known by its name without its file
    (``test_cart.py::test_total`` in the short summary is the section's ``test_total``)."""
    named = {_test_name(lines[report[0]]) for report in reports} - {""}
    return bool(named - {_test_name(lines[report[0]]) for report in explained})


def _test_name(heading: LogLine) -> str:
    """The failed test that ``heading`` (a report's first line) names, after its last ``::``, or ``""``."""
    name = next((match.groups["test"] for match in heading.matches if match.groups.get("test")), "")
    return name.strip().rsplit("::", 1)[-1]


def _failed_test_reports(lines: dict[int, LogLine], failing: list[Section]) -> list[range]:
    """The line numbers of each failed test's report in ``failing``, in log order. A report is headed
    by a line naming a failed test (:func:`ci_triage.logs.localise.names_failed_test`) and ends at
    :func:`ci_triage.logs.localise.failed_test_report_end`, above the next report's heading; a
    heading with nothing below it (pytest's ``FAILED x.py::test_x - …`` summary, over the next
    test's) holds no error line of its own."""
    by_index = {section.index: section for section in failing}
    headings = [
        number for number in sorted(lines) if lines[number].section in by_index and names_failed_test(lines[number])
    ]
    reports: list[range] = []
    for place, number in enumerate(headings):
        end = failed_test_report_end(lines, number, by_index[lines[number].section])
        if place + 1 < len(headings):
            end = min(end, headings[place + 1] - 1)  # above the next heading (pytest's ``FAILED`` lines)
        reports.append(range(number, end + 1))
    return reports


def _service_refusal(
    lines: dict[int, LogLine], failing: list[Section], reports: list[range]
) -> tuple[list[range], Category | None]:
    """``reports`` (the line numbers of each failed test's report in ``failing``,
    :func:`_failed_test_reports`) and the category of the service refusal that explains them all: when
    every report that holds an ``error`` line below its heading holds a ``service_refusal`` one
    (:attr:`ci_triage.logs.skills.Signal.service_refusal`: a service the job connects to refused it,
    psycopg's ``E   psycopg.OperationalError: connection failed: connection to server at "127.0.0.1", port
    5432 failed: Connection refused``, lib/pq's ``pq: password authentication failed for user "app"``,
    node's TAP ``error: 'connect ECONNREFUSED 127.0.0.1:5432'``, in the test's body), the job did not
    start the service every test needed, or gave it the wrong credentials or database, so no test
    reached an assertion, as a setup error's environment (:func:`_setup_error_reports`), and those
    reports count as such, their headings too (pytest's ``FAILED`` line is no test failure's evidence
    then); the category is the one most reports' refusals name (the first in the log on a tie):
    ``configuration`` for a service not started or a database not created, ``permission/auth`` for a
    login refused. A test that failed otherwise (a unique violation among passing tests) makes it none:
    ``([], None)``. Another error in a test's body (a function a test calls that does not exist) may be
    the code's, so only a refusal counts. When no line names a failed test and no ``test failure`` error
    line is in the step (Django's runner stopped at ``Got an error creating the test database:
    permission denied to create database``, before any test), the first refusal's category is returned
    with no report."""
    by_index = {section.index: section for section in failing}
    counts: dict[Category, int] = {}
    refused: list[range] = []
    for report in reports:
        below = [lines[number] for number in report[1:] if number in lines]
        errors = [match.signal for line in below for match in line.matches if match.signal.role == "error"]
        refusals = [signal for signal in errors if signal.service_refusal]
        if errors and not refusals:
            return [], None
        if refusals:
            counts[refusals[0].category] = counts.get(refusals[0].category, 0) + 1
            refused.append(report)
    if _some_test_unexplained(lines, reports, refused):
        return [], None
    if counts:
        return reports, max(counts, key=lambda category: counts[category])  # the first seen wins a tie
    errors = [
        match.signal
        for number in sorted(lines)
        if lines[number].section in by_index
        for match in lines[number].matches
        if match.signal.role == "error"
    ]
    if reports or any(signal.category == "test failure" for signal in errors):
        return [], None
    first = next((signal for signal in errors if signal.service_refusal), None)
    return [], first.category if first is not None else None


def _environment_error_in(report: range, lines: dict[int, LogLine]) -> bool:
    """Whether a line of ``report`` (line numbers) matches an ``error`` signal of a
    :data:`SETUP_ENVIRONMENT_CATEGORIES` category."""
    return any(
        match.signal.category in SETUP_ENVIRONMENT_CATEGORIES and match.signal.role == "error"
        for number in report
        if number in lines
        for match in lines[number].matches
    )


def _noisy_or(values) -> float:
    """``1 − Π(1 − v)``: the chance that at least one piece of evidence is right (each capped below 1)."""
    return 1 - math.prod(1 - min(value, MAX_VALUE) for value in values)
