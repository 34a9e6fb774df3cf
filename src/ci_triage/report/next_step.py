"""What to do next about a triage report: the advice the comment's "Next step" and the terminal view
give (the deciding line's skill's, the category's, or what an unknown verdict checked)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ci_triage.base.text import and_more
from ci_triage.evidence.finding_advice import finding_next_step
from ci_triage.logs.analyse import ALSO_NAMED
from ci_triage.logs.classify import SERVICE_SKILL
from ci_triage.logs.failed_test_message import verdict_only
from ci_triage.logs.hook_failed_file import hook_failures, is_hook_failure
from ci_triage.logs.model import Classification, FailedTest, FailedUnit, JobReport, TriageReport, WorkflowLine
from ci_triage.logs.report import (
    NAMED_FAILED_TESTS,
    RESULTS_KINDS,
    TEST_MESSAGE_CHARS,
    clipped,
    hooks_named,
    one_line,
)
from ci_triage.logs.unknown import SKILL_COMMAND

NEXT_STEPS = {
    "test failure": "Run the failed tests locally{tests}; the lines above show the assertion or error.",
    "compile/build error": "Fix the first compiler error shown above; later errors often follow from it.",
    "type check": "Fix the first type error shown above (run the type checker locally to see all of them).",
    "lint/format": (
        "Fix the linter's findings shown above (run the linter locally to list them all; its fix option, where it"
        " has one)."
    ),
    "formatting": "Run the project's formatter locally and commit the result.",
    "runtime error": "Read the first traceback or uncaught error above; the script or program it names crashed.",
    "security audit": "Upgrade or replace the vulnerable package named above, or remove the leaked secret.",
    "infrastructure-as-code/deploy": (
        "Fix the resource, manifest or release setting named above (a package's name, version or registry for a"
        " publish); re-run the plan or dry run before applying or publishing."
    ),
    "dependency resolution": "Check the package names, versions and registry shown above; refresh the lock file.",
    "infrastructure/network/flaky": "Re-run the job; if it fails the same way again, the service named above is down.",
    "timeout": "Find the step that hangs or slowed down; raise the job's time limit only if the work grew.",
    "out-of-memory": "Reduce parallelism or memory use, or use a larger runner.",
    "permission/auth": "Grant the job's token or credentials the permission named above.",
    "configuration": (
        "Fix what the line the summary quotes points at, where it is set: the workflow, a configuration file, or"
        " the step's script and the variables it reads; a re-run without a change fails the same way."
    ),
    "cancelled": "The run was cancelled (by a person, a newer push, or the runner); re-run it if needed.",
    "unknown": (
        f"Read the lines above; no known failure family matched them (`{SKILL_COMMAND}` starts a skill for it)."
    ),
}
NO_TEST_OUTPUT = (
    "Run the failed tests locally{tests} with their output shown: the log has only the runner's verdict on them,"
    " not what failed"
)
"""A test failure's advice when no failed test's message in the log says more than that it failed
(:func:`~ci_triage.logs.failed_test_message.verdict_only`: ctest's ``***Failed`` with the next
test's ``Start`` line below it, meson test's ``exit status 1``): the lines above show no assertion.
Followed by where the runner that decided the verdict keeps that output (:data:`UNSHOWN_OUTPUT`)."""
UNSHOWN_OUTPUT = {
    # ctest(1): --output-on-failure, -V; cmCTestTestHandler writes Testing/Temporary/LastTest.log
    "ctest": (
        " (ctest prints a failed test's output only with `--output-on-failure` or `-V`, and writes it to the build"
        " folder's `Testing/Temporary/LastTest.log`)."
    ),
    # meson's "Unit tests" manual: --print-errorlogs; mtest.py writes meson-logs/testlog.txt ("Full log written to")
    "meson-test": (
        " (meson test prints a failed test's output only with `--print-errorlogs`, and writes every test's to the"
        " build folder's `meson-logs/testlog.txt`)."
    ),
    # GNU Automake manual, 15.2.3 "Parallel Test Harness": each test's output in its .log, the failed ones' in
    # test-suite.log, which VERBOSE=yes prints on failure
    "automake-tests": (
        " (Automake's harness writes each test's output to the file of its name with `.log` added, beside it, and"
        " the failed tests' to `test-suite.log`: read those, or run `make check VERBOSE=1`, which prints it)."
    ),
}
"""Where a test runner that printed only its verdict keeps a failed test's output, after
:data:`NO_TEST_OUTPUT`, by the skill of the signal that read the failed tests (each from the
runner's own documentation); any other runner's verdict ends the advice there."""
JUNIT_TEST_OUTPUT = (
    "Run the failed tests locally{tests}: the log has only the runner's verdict on them, and the JUnit file's"
    " output of each (quoted with it) shows the assertion or error."
)
"""The same when a JUnit file's ``<system-out>`` said what failed (a failed test taken from it)."""
SYSTEM_NEXT_STEPS: dict[tuple[str, str], str] = {
    # jobs.<job_id>.timeout-minutes and a step's (docs.github.com, "Workflow syntax for GitHub Actions")
    ("timeout", "github-actions"): (
        "Find the step that hangs or slowed down; raise `timeout-minutes` only if the work grew."
    ),
    # a job's or a step's timeoutInMinutes (learn.microsoft.com, Azure Pipelines YAML schema: jobs.job, steps)
    ("timeout", "azure-pipelines"): (
        "Find the step that hangs or slowed down; raise the job's or the step's `timeoutInMinutes` only if the work"
        " grew."
    ),
    # the job's timeout keyword, under the project's and the runner's maximum (docs.gitlab.com, "CI/CD YAML
    # syntax reference": timeout)
    ("timeout", "gitlab"): (
        "Find the command that hangs or slowed down; raise the job's `timeout:` (or the project's CI/CD timeout) only"
        " if the work grew."
    ),
    # Travis ends a job silent for 10 minutes; travis_wait runs a command that is silent longer (docs.travis-ci.com,
    # "Common Build Problems": build times out because no output was received); its job time limit is its own
    ("timeout", "travis"): (
        "Find the command that hangs or slowed down; if it only works silently for long, run it under"
        " `travis_wait 30 COMMAND`."
    ),
    # the Pipeline's timeout step or option (jenkins.io, "Pipeline: Basic Steps": timeout)
    ("timeout", "jenkins"): (
        "Find the command that hangs or slowed down; raise the Pipeline's `timeout(time: …, unit: 'MINUTES')` only"
        " if the work grew."
    ),
    # a command step's timeout_in_minutes (buildkite.com/docs, "Command step" attributes)
    ("timeout", "buildkite"): (
        "Find the command that hangs or slowed down; raise the step's `timeout_in_minutes` only if the work grew."
    ),
    # the job's GITHUB_TOKEN scopes (docs.github.com, "Controlling permissions for GITHUB_TOKEN"); other
    # credentials are secrets, not given to runs from forks (docs.github.com, "Using secrets in GitHub Actions")
    ("permission/auth", "github-actions"): (
        "Grant the credential named above the permission it lacks: for GITHUB_TOKEN, the workflow's"
        " `permissions:` block; a secret (a personal access token, a registry or cloud key) has scopes of its"
        " own, and one the step's header lists empty is not set, or not given to this run (forks, Dependabot,"
        " a job without its environment)."
    ),
}
"""A category's advice in the words of the CI system the log came from (a
:data:`~ci_triage.logs.first_pass.LogFormat`), where its knob has a name of its own (a time limit, the
job token's scopes); a log of another system, or a plain one, gets :data:`NEXT_STEPS`' neutral words."""
CHECKER_CATEGORIES = frozenset({"formatting", "lint/format", "type check", "security audit"})
"""Verdicts of a checker, whose findings on the same code follow its version (black's yearly stable
style, a linter's or type checker's new rules, an audit's new advisories): when the failing step's
tool changed version since the passing log, the advice names it. A failed test or a build error is
the code's, whatever version of the runner or compiler ran it, so it keeps the change as evidence;
a failed test's advice says which version of a runtime the tests passed with (:func:`next_step`)."""
LOW_CONFIDENCE = 0.25
"""Below this confidence the comment calls the category a guess instead of advising on it."""
SERVICE_REFUSED = " A service the tests connect to refused a failed test at line {line}. {advice}"
"""Added to a test failure's advice when a rival service refusal refused a failed test
(:attr:`~ci_triage.logs.model.Classification.rival_refusal`), in its own signal's words: a connection
refused (a database or server the job did not start or wait for), a login refused (credentials that
do not match the service's), a database the server does not have."""
OTHER_REFUSAL = " Also, line {line} shows another kind of refusal. {advice}"
"""Added to a verdict decided by one kind of service refusal when the step shows another
(:attr:`~ci_triage.logs.model.Classification.rival_refusal`): each kind has its own fix."""
SERVICE_PORT = " A service on this machine refused the connection, and {why} A re-run alone fails the same way."
"""Added instead of :data:`SERVICE_REFUSED` when the workflow's ``services:`` map no port of
this machine the refused connection dialled (a ``service-port`` finding,
:func:`ci_triage.evidence.workflow_step.findings`): the service ran, on another port."""

NETWORK_IN_TESTS = (
    " The failed tests{tests} depend on a remote host and failed because it was not reached, not on an"
    " assertion: mock or record what they fetch (a fixture file, a recorded response) so that they pass"
    " offline, or mark them as needing the network."
)
"""Added to a network verdict's advice when that network error is why every failed test failed
(:attr:`~ci_triage.logs.model.Classification.explains_tests`: a test that fetched a URL whose host did
not resolve, trial 74 #4), after what the error itself says to do (the host name, a re-run)."""
NETWORK_CATEGORY = "infrastructure/network/flaky"


UNBUILT_CODE = (
    " The same step also failed to compile ({error}): the tests of that code did not run, so fix the compile"
    " error too (build it locally), or the step stays red once the failed tests pass."
)
"""Added to a test failure's advice when the failing step names code that did not build beside its
failed tests (:func:`ci_triage.logs.analyse.unbuilt_units`, a unit of category ``compile/build error``)."""
UNBUILT_CAUSE = (
    " The same step also failed to compile ({error}), so the tests of that code did not run; the"
    " compiler's own line there gives the cause: {advice}"
)
"""Added instead of :data:`UNBUILT_CODE` when the compiler's own line in the step says why that code
did not build and what to do (:attr:`~ci_triage.logs.model.FailedUnit.next_step`: go's ``note:
module requires Go 1.21``, a toolchain older than go.mod asks for): that advice, the cause, not
"fix the compile error"."""
OTHER_FAILED_TESTS = (
    " Also, {tests} failed for a reason of {its} own (the lines above show it): run {them} locally too, or"
    " the job stays red after this fix."
)
"""Added to the advice of a verdict other than a test failure whose signal says why some failed tests
failed and not others (:attr:`~ci_triage.logs.model.Classification.unexplained_tests`: a module not
installed beside an assertion that failed)."""


FAILED_UNITS = " Failed {noun}s, in run order (the step passes only when every one does): {units}."
"""Added to the advice when the failing step's wrapper reports several failed units
(:attr:`~ci_triage.logs.model.JobReport.deciding_unit`): each with its command (pre-commit's hook
id) and its own verdict, the one the advice is about marked, so fixing it is not taken for the
whole fix."""
UNIT_NOUNS = {"pre-commit": "hook", "tox": "environment", "nox": "session", "make": "target"}
"""What the units of a wrapper (:attr:`~ci_triage.logs.model.FailedUnit.wrapper`) are called in its own
documentation; any other tool's are ``unit``."""
UNIT_COMMAND_CHARS = 60
"""Characters of a failed unit's command the advice quotes at most (tox's ``commands`` may be long)."""


NOT_COLLECTED = "{files} failed to collect, so none of {whose} tests ran: {error}{stop} "
"""Put before the advice when test files failed to load (:attr:`~ci_triage.logs.model.FailedTest.kind`
``collection``): the files and the first one's error, the import error pytest's ``E`` line gives."""
HOOK_FAILED = (
    "{files} loaded, but a hook outside {whose} tests failed (`beforeAll`), so none of them ran: {error}{stop} "
)
"""Put instead when the test files errored outside their tests
(:func:`~ci_triage.logs.hook_failed_file.is_hook_failure` of a file: vitest's file-level ``beforeAll``
that threw): the files and the first one's error."""
SUITE_HOOK_FAILED = "{files}: a suite's hook failed (`beforeAll`), so none of {whose} tests ran: {error}{stop} "
"""Put when test suites errored outside their tests (:func:`~ci_triage.logs.hook_failed_file.is_hook_failure`
of a suite, ``file > suite``: a vitest ``describe`` block's ``beforeAll`` that threw): the suites
and the first one's error."""
AFTER_HOOK_FAILED = "{files} loaded and {whose} tests ran, but {hook} after them failed: {error}{stop} "
"""Put when a test file's hook that runs after its tests failed (jest's ``afterAll`` that threw, its
``● Test suite failed to run``): the files, the hook and the first one's error."""
TESTS_HOOK_FAILED = "{files}: {hook} threw, not {whose} own code: {error}{stop} "
"""Put when tests errored at a hook (:attr:`~ci_triage.logs.model.FailedTest.hook`: jest's tests of a
``beforeAll`` that threw, vitest's of a ``beforeEach``): the tests, the hook and the first one's error;
they are no failed tests to run locally."""
ENTRY_HOOK_FAILED = "{files} failed, so the tests of {whose} suite after it did not run: {error}{stop} "
"""Put when a hook that runs before its suite's tests failed, listed by its own entry
(:func:`~ci_triage.logs.hook_failed_file.is_hook_entry`: mocha's ``orders db "before all" hook for
"has three orders"``): the hooks and the first one's error; the cause to fix before the tests."""
ENTRY_AFTER_HOOK_FAILED = "{files} failed after the tests of {whose} suite ran: {error}{stop} "
"""Put when a hook that runs after its suite's tests failed, listed by its own entry (mocha's
``totals "after all" hook for "adds"``): the hooks and the first one's error."""


def next_step(report: TriageReport, quote: Callable[[object], str] = str) -> str:
    """The next step for ``report``, its failed tests' names written by ``quote`` (an inline code span
    in Markdown): what an unknown verdict checked and its advice; below :data:`LOW_CONFIDENCE`, that
    the category is a guess; else the deciding line's skill's advice (a results file given as the log,
    a linter's Checkstyle XML or JUnit, a scanner's JUnit: the tool's own, which its report holds
    already, :func:`~ci_triage.logs.signal_next_step.tool_next_step`; a JUnit file that counts failed
    tests and names none: to triage the log; never of a file that lists failed tests), or the
    category's in the words of the failed job's CI system (:data:`SYSTEM_NEXT_STEPS`, else :data:`NEXT_STEPS`), then the
    deciding line's advice when it is about some of the failed tests only (``Also: …``) and a
    workflow finding the log does not show at work (``Also, in the workflow …``:
    :attr:`~ci_triage.logs.model.Classification.workflow_note`), followed,
    when the failing step's own tool changed version since the passing log compared with
    (``--baseline``: :class:`~ci_triage.logs.model.VersionChange`'s ``tool``) and the verdict is a
    checker's (:data:`CHECKER_CATEGORIES`), by how to tell whether that change or the code's caused
    it (the old version run on this commit: a pass says the tool's, then pin it or adapt to the new
    one; the same failure says the code's, which pinning does not fix); by the passing log's
    deprecation warning that names a failed test or code the failure quotes
    (:class:`~ci_triage.logs.model.WarnedBefore`: "The passing run warned for …"); by a variable the
    passing run's step set in its ``env:`` that the failing step lacks and the failing output reads
    unset (:class:`~ci_triage.logs.model.LostSetting` with a ``line``: "The passing run's step set
    …"; one the output does not name is shown as evidence only, not advised on); a
    test failure whose rival is a service's refusal (a connection, a login or a database refused: a
    line of a failed test's output) by that refusal's own advice (:data:`SERVICE_REFUSED`), or, when
    the workflow's ``services:`` map none of the ports refused, by that finding (:data:`SERVICE_PORT`);
    a verdict decided by one kind of refusal beside another by the other's (:data:`OTHER_REFUSAL`);
    a test failure beside code of its step that did not build by that compile error (:data:`UNBUILT_CODE`),
    or by its compiler's own advice on why it did not build (:data:`UNBUILT_CAUSE`);
    another verdict whose signal accounts for some failed tests and not others by those others
    (:data:`OTHER_FAILED_TESTS`);
    a test failure of a step whose runner shuffled its tests by how to replay that order
    (:attr:`~ci_triage.logs.model.Classification.shuffled_order`);
    advice naming failed tests or files of a step whose runner stopped before running every test
    (``-x``, ``--maxfail``, collection errors, jest's ``--bail``) by what that means: the tests after
    never ran and more may fail (:attr:`~ci_triage.logs.model.Classification.stopped_early`);
    a network verdict that is why every failed test failed by the tests' dependence on a remote
    host (:data:`NETWORK_IN_TESTS`);
    a test failure whose job ran another version of something else than its tool (a runtime: Node.js
    20 in the passing log, 18 here, another leg of a matrix) by naming both versions: run locally with
    the passing log's, the tests show nothing;
    with a failure in a log and no excerpt line, to triage again with a larger budget. Test files that failed
    to collect are named with the first one's error (:data:`NOT_COLLECTED`), before a test
    failure's advice and after another verdict's (the files did not load because of its cause: a
    failed install), and are no failed tests to run locally when tests of others failed (when none did, the advice names
    the files they failed in to run: mocha's ``test/db.test.js`` for its hook's entry). The tests
    and files named are the primary job's when several jobs failed (:func:`_tests_named`)."""
    whose = _tests_named(report)
    unmapped = _service_port(report)
    declared = _service_findings(report)
    files = [test for test in whose.failed_tests if test.kind == "collection" or is_hook_failure(test)]
    tests = ""
    ran = [test for test in whose.failed_tests if test not in files]
    named, count, at_least = [test.name for test in ran], 0, not whose.failed_tests_complete
    if ran:
        count = max(whose.failed_tests_total or 0, len(whose.failed_tests)) - len(files)
    elif files:  # no test of them failed: the files to run are those the hooks or the collection failed in
        named = list(dict.fromkeys(test.file or test.name for test in files))
        count, at_least = len(named), False
    if named:
        shown = ", ".join(quote(name) for name in named[:NAMED_FAILED_TESTS])
        tests = f" ({shown}{and_more(count, NAMED_FAILED_TESTS, at_least=at_least)})"
    primary = next((job.classification for job in report.jobs if job.failure_found), None)
    if report.category == "unknown" and primary is not None and primary.checked:
        checked = "".join(f"\n- {item}" for item in primary.checked)
        advice = f"No known failure family matched. What was checked:{checked}\n\n{primary.next_step or ''}"
    elif report.confidence < LOW_CONFIDENCE:
        advice = (
            f"The category is a guess (confidence {report.confidence:.2f}): no known failure family matched "
            "the lines above clearly. Read them for the cause."
        )
    elif primary is not None and primary.next_step and unmapped is not None and _refusal_decides(report):
        advice = f"A service on this machine refused the connection, and {_unmapped_port(unmapped, report)}"
        advice += " A re-run fails the same way."  # the service ran, on another port
    elif primary is not None and primary.next_step and declared and _refusal_decides(report):
        advice = _declared_services(declared, primary.next_step)
    elif report.source.kind in RESULTS_KINDS and report.next_step and not report.failed_tests:
        # the tool's own, set as its results file was read (a test runner's JUnit lists failed tests: its
        # advice is the category's, naming them as each view quotes them)
        advice = report.next_step
    elif primary is not None and primary.next_step:
        advice = primary.next_step  # the deciding line's skill says what to do
        if primary.rival_refusal is not None and report.category != "test failure":
            advice += OTHER_REFUSAL.format(line=primary.rival_refusal[0], advice=primary.rival_refusal[1])
    else:
        category = report.category or "unknown"  # None: a green run's, never shown
        system = next((job.format for job in report.jobs if job.failure_found), "plain")
        advice = SYSTEM_NEXT_STEPS.get((category, system), NEXT_STEPS[category])
        if category == "test failure" and report.failed_tests:
            advice = _unshown_output(report.failed_tests, primary) or advice
        advice = advice.format(tests=tests)
        if primary is not None and primary.also_next_step:  # a signal's advice about some of the tests
            advice += f" Also: {primary.also_next_step}"
        if primary is not None and primary.workflow_note:  # a workflow finding the log does not show at work
            advice += f" {primary.workflow_note}"
    if files and report.category == "test failure" and report.confidence >= LOW_CONFIDENCE:
        advice = _not_collected(files, quote) + advice  # what failed, then what to do
    elif files and report.category != "unknown" and report.confidence >= LOW_CONFIDENCE:
        advice += " " + _not_collected(files, quote).rstrip()  # a consequence of the verdict's cause
    refused = primary.rival_refusal if primary is not None else None
    if refused is not None and report.category == "test failure" and report.confidence >= LOW_CONFIDENCE:
        line, said = refused
        if unmapped is not None:
            advice += SERVICE_PORT.format(why=_unmapped_port(unmapped, report))
        elif declared:
            advice += SERVICE_REFUSED.format(line=line, advice=_declared_services(declared, said))
        else:
            advice += SERVICE_REFUSED.format(line=line, advice=said)
    if primary is not None and primary.explains_tests and report.category == NETWORK_CATEGORY and tests:
        advice += NETWORK_IN_TESTS.format(tests=tests)
    shuffled = primary.shuffled_order if primary is not None else None
    if shuffled and report.category == "test failure" and report.failed_tests and report.confidence >= LOW_CONFIDENCE:
        advice += shuffled
    unexplained = primary.unexplained_tests if primary is not None else []
    if unexplained and report.category != "test failure" and report.confidence >= LOW_CONFIDENCE:
        named = ", ".join(quote(name) for name in unexplained[:NAMED_FAILED_TESTS])
        named += and_more(len(unexplained), NAMED_FAILED_TESTS)
        one = len(unexplained) == 1
        advice += OTHER_FAILED_TESTS.format(tests=named, its="its" if one else "their", them="it" if one else "them")
    stopped = primary.stopped_early if primary is not None else None
    if stopped and report.category != "unknown" and whose.failed_tests and report.confidence >= LOW_CONFIDENCE:
        advice += stopped  # the failures shown are the first ones: more may fail
    unbuilt = next((job.other_failed_units for job in report.jobs if job.failure_found), [])
    broken = next((unit for unit in unbuilt if unit.category == "compile/build error"), None)
    if broken is not None and report.category == "test failure" and report.confidence >= LOW_CONFIDENCE:
        advice += (
            UNBUILT_CAUSE.format(error=quote(broken.name), advice=broken.next_step)
            if broken.next_step
            else UNBUILT_CODE.format(error=quote(broken.name))
        )
    job = next((job for job in report.jobs if job.failure_found), None)
    if job is not None and job.deciding_unit is not None and report.confidence >= LOW_CONFIDENCE:
        advice += _failed_units(job.deciding_unit, job.other_failed_units, quote, job.other_failed_more)
    changed = next((job.version_changes for job in report.jobs if job.failure_found), [])
    tool = next((change for change in changed if change.tool), None)
    if tool is not None and report.category in CHECKER_CATEGORIES and report.confidence >= LOW_CONFIDENCE:
        advice += (
            f" The step's tool {quote(tool.name)} changed version since the passing log ({quote(tool.before)}"
            f" → {quote(tool.now)}), and the code may have changed too: run {quote(tool.name)}"
            f" {quote(tool.before)} on this commit to tell which. If it passes, the new version caused the"
            f" failure: pin it to {quote(tool.before)}, or adapt to {quote(tool.now)} and pin it, so its next"
            " release does not change the result again; if it fails the same way, the code's change did, and"
            " pinning will not help."
        )
    other = next((change for change in changed if not change.tool), None)
    if other is not None and report.category == "test failure" and report.failed_tests:
        advice += (
            f" The passing log ran {quote(other.name)} {quote(other.before)} and this job {quote(other.now)}:"
            f" run the tests with {quote(other.now)} to see the failure (with {quote(other.before)} the job"
            " passed), then make the code work on it, or stop testing on it."
        )
    warned = next((job.warned_before for job in report.jobs if job.failure_found), [])
    if warned and report.confidence >= LOW_CONFIDENCE:
        first = warned[0]
        what = f"for {quote(first.named)}" if first.test else f"about {quote(first.named)}"
        advice += (
            f" The passing run warned {what}: {quote(first.text)} (its line {first.line}): what it deprecated"
            " is likely what a new version removed, so change the code as the warning says (or pin the version"
            " that only warned)."
        )
    lost = next((job.lost_settings for job in report.jobs if job.failure_found), [])
    named = [setting for setting in lost if setting.line is not None]
    if named:  # the error names a variable the green step set: its removal, not the code, broke the step
        first = named[0]
        advice += (
            f" The passing run's step set {quote(first.name)} in its `env:`; this run's did not, and line"
            f" {first.line} reads it unset: give it back to the step's `env:` (or its job's), as the passing run"
            " had it."
        )
    if report.failure_found and not report.excerpt and report.source.kind not in RESULTS_KINDS:  # a log was read
        advice = (
            f"No log line fit the excerpt budget of {report.budget_tokens} tokens, so none is shown above: "
            "triage again with a larger budget (`--budget`, action input `token-budget`) to read them."
        )
    return advice


def _service_port(report: TriageReport) -> WorkflowLine | None:
    """The primary job's first ``service-port`` finding (its workflow's ``services:`` map none of
    this machine's port a refused connection dialled), else None."""
    lines = report.workflow_step.lines if report.workflow_step is not None else []
    return next((line for line in lines if line.finding_kind == "service-port"), None)


def _service_findings(report: TriageReport) -> list[WorkflowLine]:
    """The primary job's ``service-unready`` findings (a refused port of this machine its workflow's
    ``services:`` map: a service declared yet not answering, one each) and ``service-none`` ones (its
    job declares no ``services:``), in the order the log refused them."""
    lines = report.workflow_step.lines if report.workflow_step is not None else []
    return [line for line in lines if line.finding_kind in ("service-unready", "service-none")]


def _declared_services(findings: list[WorkflowLine], said: str) -> str:
    """The advice on a refused connection that the workflow's ``services:`` findings explain
    (:func:`_service_findings`): each finding's summary, which says what to do for a service
    declared, cited; after the refusal's own advice ``said`` (start the service) for a job that
    declares none."""
    cited = "; ".join(f"{line.summary} (`{line.path}:{line.start_line}`)" for line in findings)
    cited = f"The workflow says why: {cited}."
    return f"{said} {cited}" if any(line.finding_kind == "service-none" for line in findings) else cited


def _refusal_decides(report: TriageReport) -> bool:
    """Whether ``report``'s deciding line (its strongest signal) is :data:`SERVICE_SKILL`'s: a
    service on this machine that refused the step."""
    return bool(report.signals) and report.signals[0].skill == SERVICE_SKILL


def _unmapped_port(finding: WorkflowLine, report: TriageReport) -> str:
    """The advice of a ``service-port`` ``finding``, after "a service refused the connection, and":
    what it found, cited, and what to edit (:func:`~ci_triage.evidence.finding_advice.finding_next_step`),
    then the step's ``env`` port settings ``report``'s other ``service-port`` findings cite
    (``PGPORT``, named only, at its line)."""
    found = f"the workflow says why: {finding.summary} (`{finding.path}:{finding.start_line}`)."
    lines = report.workflow_step.lines if report.workflow_step is not None else []
    settings = [line for line in lines if line.finding_kind == "service-port" and "env." in line.field]
    named = ", ".join(f"`{line.field.rpartition('.')[2]}` (`{line.path}:{line.start_line}`)" for line in settings)
    return f"{found} {finding_next_step(finding)}" + (f" The step's env sets its port by {named}." if named else "")


def _unshown_output(tests: list[FailedTest], classification: Classification | None) -> str | None:
    """A test failure's advice when the log shows none of ``tests``' output, only the runner's
    verdict on each (:data:`NO_TEST_OUTPUT`, with where the runner keeps the output: the first of
    ``classification``'s signals of a test failure whose skill :data:`UNSHOWN_OUTPUT` names;
    :data:`JUNIT_TEST_OUTPUT` when a JUnit file's output said what failed); None when a failed
    test's message from the log says what failed."""
    if any(test.source == "log" and not verdict_only(test.message) for test in tests):
        return None
    if any(test.source != "log" and test.message for test in tests):
        return JUNIT_TEST_OUTPUT
    hits = classification.signals if classification is not None else []
    skills = [hit.skill for hit in hits if hit.category == "test failure" and hit.skill in UNSHOWN_OUTPUT]
    return NO_TEST_OUTPUT + (UNSHOWN_OUTPUT[skills[0]] if skills else ".")


def _failed_units(deciding: FailedUnit, others: list[FailedUnit], quote: Callable[[object], str], more: int = 0) -> str:
    """:data:`FAILED_UNITS` for the ``deciding`` unit (whose verdict the advice gives) and the
    ``others``, in run order, each named by ``quote`` with its command (at most
    :data:`UNIT_COMMAND_CHARS` characters), verdict (``unknown``: the wrapper's word alone) and, of
    the others, its own first error (:attr:`~ci_triage.logs.model.FailedUnit.error`, quoted), the
    units called as their wrapper's documentation calls them (:data:`UNIT_NOUNS`); past the first
    :data:`~ci_triage.logs.analyse.ALSO_NAMED` others, the rest and ``more`` are counted."""
    total = len(others) + more
    others = others[:ALSO_NAMED]
    ordered = [unit for unit in others if unit.before] + [deciding] + [unit for unit in others if not unit.before]

    def named(unit: FailedUnit) -> str:
        verdict = "failed" if unit.category == "unknown" else unit.category
        error = f": {quote(unit.error)}" if unit.error else ""
        said = f"{verdict}, advised above" if unit is deciding else f"{verdict}{error}"
        command = f"{quote(clipped(one_line(unit.command), UNIT_COMMAND_CHARS))}: " if unit.command else ""
        return f"{quote(unit.name)} ({command}{said})"

    noun = UNIT_NOUNS.get(deciding.wrapper or "", "unit")
    units = ", ".join(named(unit) for unit in ordered) + and_more(total, len(others))
    return FAILED_UNITS.format(noun=noun, units=units)


def _tests_named(report: TriageReport) -> TriageReport | JobReport:
    """Whose failed tests the advice names: ``report``'s, or, when several of its jobs failed, the
    primary job's (the first that failed on its own, not only cancelled, as the summary's:
    :func:`ci_triage.logs.report.build_report`), whose category the advice is for; one instruction
    to run Go's ``TestAdd`` and Rust's ``tests::port_bad`` locally is none (trial 57). The other
    jobs' tests are in the summary's other causes and in their jobs' reports."""
    failing = [job for job in report.jobs if job.failure_found]
    if len(failing) < 2:
        return report
    return next((job for job in failing if job.classification.category != "cancelled"), failing[0])


def _not_collected(files: list[FailedTest], quote: Callable[[object], str]) -> str:
    """:data:`ENTRY_HOOK_FAILED` and :data:`ENTRY_AFTER_HOOK_FAILED` for the hooks listed by their own
    entries (mocha's), :data:`NOT_COLLECTED` for those of ``files`` that did not load, then :data:`HOOK_FAILED` for
    the files whose hook failed and :data:`SUITE_HOOK_FAILED` for the suites whose hook failed
    (:func:`~ci_triage.logs.hook_failed_file.is_hook_failure`), each for at most
    :data:`~ci_triage.logs.report.NAMED_FAILED_TESTS` files named (the rest counted) and its first
    file's message cut to :data:`~ci_triage.logs.report.TEST_MESSAGE_CHARS` characters as the summary's."""
    grouped = hook_failures(files)
    hooked = [test for test in grouped.before if test.name == test.file]
    suites = [test for test in grouped.before if test.name != test.file]
    unloaded = [test for test in files if not is_hook_failure(test)]
    groups = (
        (grouped.entries_before, ENTRY_HOOK_FAILED),
        (grouped.entries_after, ENTRY_AFTER_HOOK_FAILED),
        (unloaded, NOT_COLLECTED),
        (hooked, HOOK_FAILED),
        (suites, SUITE_HOOK_FAILED),
        (grouped.after, AFTER_HOOK_FAILED),
        (grouped.at_tests, TESTS_HOOK_FAILED),
    )
    return "".join(_files_not_run(group, said, quote) for group, said in groups if group)


def _files_not_run(files: list[FailedTest], said: str, quote: Callable[[object], str]) -> str:
    """``said`` (:data:`ENTRY_HOOK_FAILED`, :data:`ENTRY_AFTER_HOOK_FAILED`, :data:`NOT_COLLECTED`,
    :data:`HOOK_FAILED`, :data:`SUITE_HOOK_FAILED`, :data:`AFTER_HOOK_FAILED` or :data:`TESTS_HOOK_FAILED`)
    for ``files`` (not empty), as
    :func:`_not_collected` writes it."""
    named = ", ".join(quote(test.name) for test in files[:NAMED_FAILED_TESTS])
    more = and_more(len(files), NAMED_FAILED_TESTS)
    message = clipped(one_line(files[0].message), TEST_MESSAGE_CHARS) if files[0].message else ""
    error = quote(message) if message else "the lines above say why"
    stop = "" if error.endswith((".", "…", "!", "?")) else "."  # a message's own end (plain text) is the sentence's
    whose = "its" if len(files) == 1 else "their"
    hook = hooks_named(files, "`")
    return said.format(files=f"{named}{more}", whose=whose, error=error, stop=stop, hook=hook)


def with_next_step(report: TriageReport) -> TriageReport:
    """``report`` with :attr:`~ci_triage.logs.model.TriageReport.next_step` set to :func:`next_step`'s
    plain text (test names as they are), the advice the views print; None when no failure was found.
    Call it on the report as it will be shown: after every change to its category or excerpt."""
    return dataclasses.replace(report, next_step=next_step(report) if report.failure_found else None)
