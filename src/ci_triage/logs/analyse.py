"""Analyse a CI log end to end: scan, pick the failing step, read windows, localise, classify.

:class:`Analyser` holds what is worth loading once (skills, their compiled signals, the trigger
automatons) and analyses one log member at a time; :func:`ci_triage.logs.report.build_report`
turns member analyses into the user-facing :class:`~ci_triage.logs.model.TriageReport`.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import chain, pairwise
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from ci_triage.base.redact import redact
from ci_triage.base.tokens import estimate_tokens
from ci_triage.logs import extract, vocabulary
from ci_triage.logs.boxed_output import boxed_output_cause
from ci_triage.logs.built_package import collected_lines, with_built_package
from ci_triage.logs.c_compiler import compiler_that_ran
from ci_triage.logs.check_details import check_details
from ci_triage.logs.classify import ANNOTATION_VALUE, CONFIDENT, classify, contested_by_units, scope_factor, with_factor
from ci_triage.logs.clean import BELOW_ERROR_MARKERS, clean_read_line, printed_length, shorten_line
from ci_triage.logs.closing_tally import ends_in_runner_report, ends_in_tally
from ci_triage.logs.code_frame import is_numbered_source
from ci_triage.logs.console_box import box_message
from ci_triage.logs.console_script import console_scripts
from ci_triage.logs.crash_frame import with_project_frame
from ci_triage.logs.diagnostic_file import with_diagnostic_location
from ci_triage.logs.diff_hunk import git_diff_change
from ci_triage.logs.earlier_install_failure import (
    NOT_INSTALLED_REASON,
    earlier_install_failures,
    missing_names,
    not_installed_advice,
)
from ci_triage.logs.earlier_steps import earlier_lines_holding
from ci_triage.logs.exception_chain import (
    JVM_CAUSE,
    chain_first,
    chain_last,
    handled_when_raised,
    quotes_cause,
    raised_at,
    raised_from,
    raised_in_library,
    root_cause,
    thrown_at,
)
from ci_triage.logs.excerpt import (
    CITED_LINE_REASON,
    excerpt_text,
    order_blocks,
    other_failures_after,
    retries_last,
    select_lines,
    select_new_lines,
    with_after_failure_reason,
    with_cited_lines,
    with_retried_reason,
    with_step_title_reason,
    wordy,
)
from ci_triage.logs.excerpt_cut import excerpt_cut
from ci_triage.logs.failed_test_file import unplaced_report_lines, with_test_files, with_test_lines
from ci_triage.logs.failed_test_identity import FailedTestIdentities, identity_of_test
from ci_triage.logs.finding_severity import finding_lines, other_tools_errors_first, severity_rank
from ci_triage.logs.fingerprint import fingerprint, mask_volatile
from ci_triage.logs.first_pass import (
    ACTION_REF,
    AGENT_END_STEP,
    AGENT_SET_UP_STEP,
    BUILDKITE_AFTER_COMMAND,
    RUNNER_END_STEPS,
    RUNNER_EXIT_LINE,
    RUNNER_SET_UP,
    Anchor,
    LogFormat,
    Scan,
    Section,
    Triggers,
    retry_announcement,
    scan,
)
from ci_triage.logs.first_test_report import first_test_report
from ci_triage.logs.flaky_tests import (
    PASSED_RUN_REASON,
    PASSED_RUNS_SHOWN,
    flaky_test_notes,
    passed_runs_of_failed_tests,
    retried_reports_of_passed_tests,
)
from ci_triage.logs.gate_measures import with_gate_measure
from ci_triage.logs.go_modules import go_modules
from ci_triage.logs.go_package_folder import with_package_folders
from ci_triage.logs.go_test_output import failed_test_output
from ci_triage.logs.hcl_diagnostic import hcl_diagnostic
from ci_triage.logs.hidden_pipe_failure import piped_into_tee_notes
from ci_triage.logs.hook_failed_file import counted_apart
from ci_triage.logs.hung_test_stack import hung_test_stacks
from ci_triage.logs.installed_tool_crash import installed_tool_crash_advice
from ci_triage.logs.interleaved_task import failed_task_lines
from ci_triage.logs.job_time_limit import ran_out_of_time
from ci_triage.logs.klog_header import klog_header_cuts
from ci_triage.logs.layout_prefix import without_layout_prefix
from ci_triage.logs.library_frames import project_frame_below
from ci_triage.logs.library_warning_place import without_library_warning_place
from ci_triage.logs.listed_file import with_listed_file_meaning
from ci_triage.logs.local_packages import local_packages
from ci_triage.logs.localise import Block, LogLine, build_lines, exit_block, find_blocks, score_lines
from ci_triage.logs.logged_exception import mark_logged_exceptions, retried_exceptions
from ci_triage.logs.long_line import LongLine
from ci_triage.logs.lost_settings import lost_settings
from ci_triage.logs.message_chain import cause_kept
from ci_triage.logs.missing_import import import_advice, import_exception, project_evidence
from ci_triage.logs.missing_tools import missing_tools, unit_program_missing
from ci_triage.logs.model import (
    TEST_VERDICTS,
    Classification,
    ConfidenceStep,
    FailedTest,
    FailedUnit,
    FailingStep,
    JobReport,
    Location,
    SignalHit,
    Span,
)
from ci_triage.logs.nonfatal_warnings import drop_nonfatal_warnings
from ci_triage.logs.npm_eresolve import with_version_found
from ci_triage.logs.object_offset import without_object_offset
from ci_triage.logs.output_shape_tool import shape_of_several, tool_by_output_shape
from ci_triage.logs.panic_thread_id import without_thread_id
from ci_triage.logs.passed_tools import passed_tools, passed_verdict_line
from ci_triage.logs.passing import (
    closing_verdict,
    exited_zero,
    failing_test,
    failure_text,
    failure_word,
    handled_lines,
    ignored_by_make,
    job_passed,
    not_failed_reports,
    passed_test_names,
    passing_go_tests,
    passing_reports,
    passing_test,
    passing_test_events,
    passing_verdict,
    run_verdict,
    starting_test,
    warning_lines,
    wrapper_passed,
    xtrace,
)
from ci_triage.logs.passing_warnings import warned_before
from ci_triage.logs.pip_ignored import with_python_cause
from ci_triage.logs.primary_label import with_javac_details, with_primary_label
from ci_triage.logs.project_files import ProjectFiles
from ci_triage.logs.pytest_banners import step_banners
from ci_triage.logs.pytest_node_ids import with_node_ids
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.rendered_file import rendered_file_note
from ci_triage.logs.resolver_derivation import derivation_quote
from ci_triage.logs.retried_attempts import ALREADY_RETRIED, RERUN_CATEGORIES, passed_on_retry_notes
from ci_triage.logs.row_heading import heading_lines, problem_rows
from ci_triage.logs.ruby_raise_frame import without_library_raise_frame
from ci_triage.logs.rule_line import rule_line, without_rule_frame
from ci_triage.logs.runner_folder import without_runner_folder
from ci_triage.logs.runner_tally import reported_failures
from ci_triage.logs.script_message import script_message_verdict
from ci_triage.logs.second_pass import WindowRequest, read_tail, read_windows
from ci_triage.logs.shuffled_order import shuffled_order_note
from ci_triage.logs.signal_context import drop_out_of_context
from ci_triage.logs.signal_next_step import (
    accounts_for_failed_tests,
    boxed_error_next_step,
    match_next_step,
    other_tests_advice,
    rival_refusal,
    rival_row,
    rival_tests_advice,
    signal_finding,
    signal_next_step,
    unexplained_tests,
)
from ci_triage.logs.signals import CompiledSignal, SignalIndex, SignalMatch
from ci_triage.logs.skills import SkillSet, load_skills, repository_root
from ci_triage.logs.source import LogMember
from ci_triage.logs.stamps import HEAD_BYTES, StampForm
from ci_triage.logs.stated_limits import changed_stated_limit
from ci_triage.logs.step_options import changed_limit
from ci_triage.logs.step_units import (
    StepUnit,
    deciding_unit,
    failed_units,
    named_commands,
    outer_verdicts,
    passed_unit_verdicts,
    passed_units_output,
    unit_lines,
    unit_opening,
    with_error,
)
from ci_triage.logs.stopped_early import stopped_early_note
from ci_triage.logs.task_heading import task_heading
from ci_triage.logs.task_prefix import task_prefixes
from ci_triage.logs.tolerated import (
    SET_UP_GONE_ON_REASON,
    before_last_echo,
    before_silent_end,
    cannot_fail,
    echoed_tolerated,
    failed_set_up,
    goes_on_after_failures,
    last_list,
    make_own_line,
    same_exit_lines,
    tolerated_commands,
    tolerated_output,
    traced_tolerated,
)
from ci_triage.logs.tool_annotations import titled_tools, tool_annotations
from ci_triage.logs.tool_tally import with_tool_tally
from ci_triage.logs.tool_versions import version_changes
from ci_triage.logs.tools import SHARED_SHAPE_KINDS, Tool, identify_tools, load_catalogue, step_tool
from ci_triage.logs.traced_failure import (
    check_meaning,
    documented_exit,
    ended_command,
    failed_command_headline,
    silent_check,
    substituted_commands,
    traced_command,
)
from ci_triage.logs.unattributed_output import mark_unattributed_output
from ci_triage.logs.unchecked_test_failures import unchecked_test_failure_notes
from ci_triage.logs.unfinished_run import ended_mid_run
from ci_triage.logs.unit_verdicts import UnitVerdicts, failed_unit_verdicts
from ci_triage.logs.unknown import (
    EXCEPTION_LINE,
    explain_unknown,
    first_error_line,
    in_stack_trace,
    last_traced,
    silent_step,
    silent_step_headline,
    underlined_heading,
    unread_data,
)
from ci_triage.logs.working_folder import entered_folders, working_folders
from ci_triage.logs.workspace_package import WorkspacePackages
from ci_triage.logs.wrapped_message import ends_unfinished, wrapped_rest
from ci_triage.logs.wrapper_failures import failed_before

if TYPE_CHECKING:  # the comparison with a passing log loads only with one (--baseline)
    from ci_triage.logs.compare import Comparison
    from ci_triage.logs.given_up_attempts import GivenUpAttempts

MAX_FAILING_STEPS = 4
"""Failing steps read closely, in log order; a job fails at its first failing step, so later ones
add context, and without a cap a log with hundreds of failing commands would be read whole."""
MAX_LATER_STEPS = 32
"""Steps after the failure read for the evidence they print (:func:`after_failure_output`), in log
order. A GitHub Actions job runs a few ``if: failure()`` or ``always()`` steps after its failure
(upload, print a test log, clean up: at most one in the tuning part's jobs); a Travis script goes on
after a failing command (at most 22 commands in the tuning part's LogChunks logs). Without a cap, a
log that went on for thousands of steps was read whole: 12 s of CPU on the 100 MB synthetic log of
``benchmarks/throughput.py``, 1 s with it."""
WINDOW_BEFORE = 8
WINDOW_AFTER = 50
STEP_HEADER_LINES = 6
TAIL_LINES = 200
"""Lines read from the end of a log without steps (the summary of a plain test run is there)."""
COMPLETENESS_LINES = 2000
"""A failing step of at most this many lines whose windows skipped some is read whole once more: the
failed tests its skipped lines name count too. Over it, without the test runner's own tally,
``failed_tests_complete`` is false."""
NO_EXIT_MARKER_FACTOR = 0.75
"""Confidence factor of a diagnosis read from error lines alone: the log shows no exit code,
cancellation, timeout or ``##[error]`` (cut short, or saved from a terminal), so that the step
failed there at all is itself inferred. A plain log that ends with the failing tool's own tally of
failures, or its package script runner's exit report, is not discounted: its run ended there
(:func:`ci_triage.logs.closing_tally.ends_in_tally`, :func:`~ci_triage.logs.closing_tally.ends_in_runner_report`)."""
ACTION_STEP = LazyRE2(rf"Run {ACTION_REF}\s*$")
"""The name of a GitHub Actions step that runs an action (:data:`ACTION_REF`), not a script; matched
from its start."""
VERDICT_FORMATS = frozenset({"plain", "github-actions", "circleci"})
"""Log formats in which a tool's passing verdict after the last failure evidence clears a log without
exit markers (CircleCI prints an exit status only below a step that failed). Travis and GitLab print
the exit status of every command they run, so a log of theirs without one was cut short while its
last command ran: a verdict earlier in it clears nothing."""
NO_EXIT_MARKER = "no exit marker in the log (cut short, or saved from a terminal?): its error lines decided"
NO_RUNNER_EXIT_LINE = (
    "the job log ends without the runner's `##[error]Process completed with exit code N.` line or its "
    "post-job lines (cut short?): its error lines decided"
)
""":data:`NO_EXIT_MARKER` for a GitHub Actions log (:func:`no_exit_marker`): what is missing there is
the runner's exit line of the failed step and the post-job steps that follow it."""


def no_exit_marker(log_format: str) -> str:
    """What a log of ``log_format`` (a :class:`~ci_triage.logs.first_pass.Scan`'s ``format``) whose
    failing step no marker ends lacks, in its own terms: :data:`NO_RUNNER_EXIT_LINE` for a GitHub
    Actions job log, :data:`NO_EXIT_MARKER` for any other."""
    return NO_RUNNER_EXIT_LINE if log_format == "github-actions" else NO_EXIT_MARKER


NOTHING_DECIDED = "no line in it decided a category"
"""What the warning of a log without exit markers says in place of "its error lines decided" when
none did (the verdict is unknown, confidence 0, and no factor was applied): :func:`no_exit_marker_undecided`."""


def no_exit_marker_undecided(log_format: str) -> str:
    """:func:`no_exit_marker`'s words for a log of ``log_format`` whose error lines decided no category:
    what it lacks, then :data:`NOTHING_DECIDED`."""
    return f"{no_exit_marker(log_format).rpartition(': ')[0]}: {NOTHING_DECIDED}"


RUNNER_END_LINE = LazyRE2(
    r"^(?:Error: )?(?:Process completed with exit code \d+\.|The operation was canceled\."
    r"|The runner has received a shutdown signal\b"
    r"|The job running on runner .* has exceeded the maximum execution time\b"
    r"|The action (?:'[^']*' )?has timed out\b"
    r"|An error occurred trying to start process '|Unable to locate executable file: |File not found: '"
    r"|Unable to process file command '[a-z_]+' successfully\.)"
)
"""A line in the form of the GitHub runner's own end of a step or job, once cleaned (its ``##[error]``
marker gone; ``Error:`` as the web page shows it): the exit line, a cancellation, a runner shutdown,
a job or step timeout, a step whose process could not start, a step whose ``$GITHUB_ENV`` or
``$GITHUB_OUTPUT`` file the runner could not process (the messages of ``StepsRunner.cs``,
``FileCommandManager.cs`` and ``JobRunner.cs`` in actions/runner:
``ExecutionContext.Error("The action has timed out.")``,
``Error(ex)`` for .NET's ``An error occurred trying to start process '…'``...; the ``unstarted``
kind of :data:`first_pass._STRUCTURE_GROUPS`).
The runner prints them as a step's last lines; in a log without its structure the same words
anywhere but at the log's end are a command's output (a test quoting them)."""
RUNNER_CLEAN_UP_LINE = LazyRE2(r"^\s*(?:Cleaning up orphan processes|Terminate orphan process: pid \(\d+\) \(.*\))\s*$")
"""A line the GitHub runner writes after a job's steps, in its last step: ``Cleaning up orphan
processes`` and, for each process a step left running, ``Terminate orphan process: pid (4682)
(pytest)`` (actions/runner ``JobExtension.cs``, ``FinalizeJob``): it follows the runner's end of
the job (a cancelled job's ``The operation was canceled.``), no command's output after it."""
STEP_TIMEOUT_FLOOR_SECONDS = 50.0
"""Seconds a script step must have run for the runner's step timeout (``##[error]The action has
timed out.``) to be its own: ``timeout-minutes`` is a whole number of minutes above 0
(``PipelineTemplateEvaluator.EvaluateStepTimeout`` returns an ``Int32``; ``StepsRunner.cs`` sets
no timeout for 0), so a step times out a minute after it started at the soonest; the margin is for
the runner's work between starting the step's clock and logging its first line."""
_RUNNER_TIME = LazyRE2(rb"^(?:\xef\xbb\xbf)?(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?)Z ")
"""The GitHub runner's time opening a line of a job log (``2026-12-01T19:13:51.0000000Z``)."""
_STEP_TIMEOUT = LazyRE2(rb"##\[error\]The action (?:'[^'\n]*' )?has timed out[. ]")
"""The runner's own end of a step that ran out of time (``StepsRunner.cs``): ``The action has timed
out.``, or, from the runners of 2025 on, with the step's name and its ``timeout-minutes`` (``The
action 'Run tests' has timed out after 20 minutes.``, as public job logs and ``gh run view`` show)."""
_NAMED_STEP_TIMEOUT = LazyRE2(r"^The action '(?P<name>.+)' has timed out after \d+ minutes?\.$")
"""The runner's step timeout with the step's name (:data:`_STEP_TIMEOUT`'s later form), as its line
reads once cleaned: the name is the step's ``name:``, which its ``##[group]Run`` line (the script's
first line) does not show."""
EARLY_STEP_TIMEOUT = (
    "line {line}: the step timeout (The action has timed out.) came {seconds:.0f} s after its step's "
    "first line (line {start}), sooner than any timeout-minutes ends a step (whole minutes): read as "
    "a command's output, not the runner's timeout"
)
"""Warning of a step timeout :func:`_forget_early_step_timeouts` cleared while another failure
marker of the log decided its failing step: the report says why that ``##[error]`` line did not count
(the runner's times it was judged by may be wrong: a log rebuilt or re-stamped by hand)."""
EARLY_STEP_TIMEOUT_KEPT = (
    "line {line}: the step timeout (The action has timed out.) came {seconds:.0f} s after its step's "
    "first line (line {start}), sooner than any timeout-minutes ends a step (whole minutes), yet nothing "
    "else in the log marks a failure: kept as the step's end (the log's times may be wrong: re-stamped "
    "or rebuilt by hand?)"
)
"""Warning of a too-soon step timeout that was the log's only failure marker: kept at
:data:`EARLY_STEP_TIMEOUT_FACTOR` rather than answering "no failure" (trial 43 #1: a re-stamped
log of a job that did time out)."""
EARLY_STEP_TIMEOUT_FACTOR = 0.6
"""Confidence factor of a verdict whose only failure marker is a step timeout the runner's times
put too soon (:data:`EARLY_STEP_TIMEOUT_KEPT`): the runner's words or its clock is wrong, and
only the clock's error leaves the job failed."""
ONLY_KNOWN_LINES = (
    "every line of the failing step but its end is also in {label}, where the step passed: what is new is "
    "that they failed it now ({new}): a check made fatal since (an `|| true` removed, a warning made an "
    "error), or a retry that passed then; the verdict reads them as it would without the comparison, and "
    "the excerpt keeps them"
)
"""Warning when a passing log has the template of every line of the failing step but its exit
marker (:attr:`MemberAnalysis.only_known_lines`), some of them errors (:attr:`MemberAnalysis.known_errors`);
``new`` says what did change (:func:`only_known_news`)."""
ONLY_KNOWN_QUIET_LINES = (
    "every line of the failing step but its end is also in {label}, and none of them reads as an error: "
    "the step failed without printing one ({new}: a command that hung until it timed out, or failed "
    "silently?); the excerpt keeps them"
)
"""Warning when a passing log has the template of every line of the failing step but its exit
marker, and none of those lines reads as an error (a signal's error or summary line, a failure word,
an ``##[error]`` annotation): ``timeout 2 sleep 5`` ends a step with exit code 124 and no output."""
ONLY_KNOWN_STEP = (
    "every line of the failing step is also in the passing log, where the step passed: they say what failed, "
    "not what made them fatal"
)
"""Confidence step of a verdict read from lines the passing log has too (:attr:`MemberAnalysis.only_known_lines`)."""
ONLY_KNOWN_FACTOR = 0.9
"""Confidence factor of such a verdict: its evidence is the same as without the comparison, which only
shows that the same lines did not fail the step before (a change outside the log made them fatal)."""
EARLIER_STEP_FAILED = (
    "an earlier step failed too and the job went on: without the workflow file it is not known whether that "
    "step had continue-on-error (then this one failed the job) or this one runs on failure (then the earlier "
    "one names the cause)"
)
EARLIER_STEP_FACTOR = 0.75
"""Confidence factor of the last failed step's verdict when an earlier step of the GitHub Actions
job failed too and was not triaged instead (:func:`failed_before_last`, :func:`_prefer_earlier`),
unless every such step is of the kinds a workflow lets fail (:data:`AFTER_FAILURE_STEP`: trial 24's
``./ci/upload-coverage.sh`` on continue-on-error): the earlier step may have had continue-on-error
or the last may run on ``if: always()``, and an ``if: always()`` step (diagnostics such as ``kubectl
get pods`` after a failed ``terraform apply``, trial 38 #16) fails for reasons of its own that are
not the job's cause. With ``--workflow`` the log is not in doubt and nothing is cut."""
STEP_AFTER_CANCEL = "a later step of the job ran after the cancellation (an `if: always()` step, or no cancellation)"
LATER_STEP_FACTOR = 0.5
"""Confidence factor of a cancellation that a later main step of the job followed: on a cancelled
job the runner skips every step whose ``if`` does not hold on cancellation (``success()`` unless
written), so only an ``if: always()`` or ``cancelled()`` step can run after one (GitHub Docs,
"Workflow cancellation reference"; ``StepsRunner.cs``); a script that printed the runner's words
and a job that went on fit the log as well."""


@dataclass(slots=True)
class MemberAnalysis:
    """The analysis of one log member, with the scan and lines kept for tracing."""

    report: JobReport
    scan: Scan
    failing: list[Section]
    excerpt_lines: dict[int, str] = field(default_factory=dict)
    comparison: Comparison | None = None
    exit_marker_missing: bool = False
    early_step_timeouts: list[str] = field(default_factory=list)
    """In a member where no failure was found: one :data:`EARLY_STEP_TIMEOUT` warning per step
    timeout cleared as too soon (:func:`_forget_early_step_timeouts`), the reason its ``##[error]``
    line did not count; in a member whose only failure markers were such timeouts, kept in doubt:
    one :data:`EARLY_STEP_TIMEOUT_KEPT` warning per timeout."""
    ran_after_cancel: bool = False
    """A main step ran after the cancellation that decided the verdict (:func:`step_after_cancel`):
    its confidence was cut by :data:`LATER_STEP_FACTOR`."""
    went_on_after: tuple[str, str] | None = None
    """A failed step that a later main step followed, and that step's name (:func:`step_after_failure`):
    without the workflow file, whether the job went on past it is not known."""
    failed_earlier: list[tuple[str, int]] = field(default_factory=list)
    """Without the workflow file: failed steps (name, exit code) before the last one that failed,
    left out of the failing steps (:func:`failed_before_last`)."""
    failed_later: list[tuple[str, int]] = field(default_factory=list)
    """Failed steps (name, exit code) after the one triaged: without the workflow file, when the last
    failed steps may yield (:func:`_may_yield`) to an earlier real failure (:func:`_prefer_earlier`); with it,
    the GitHub Actions steps that failed after the one that ended the job (on their own ``if``); in
    another CI system's log, the commands that failed after the first (Travis runs every command of
    its ``script`` phase, whatever the earlier ones returned: docs.travis-ci.com, "Job Lifecycle")."""
    failed_test_names: list[str] = field(default_factory=list)
    """Every distinct failed test the failing steps name (the report keeps the first 50)."""
    explaining: Block | None = None
    """The block holding the report's :attr:`~ci_triage.logs.model.JobReport.headline_line`."""
    only_known_lines: bool = False
    """With a comparison: the passing log has the template of every line of the first failing step
    but its exit marker (:data:`ONLY_KNOWN_LINES`): the excerpt is the one without the comparison."""
    passed_on_retry: list[str] = field(default_factory=list)
    """One note per step that passed only on a retry
    (:func:`~ci_triage.logs.retried_attempts.passed_on_retry_notes`), quoting its failed attempt's
    first error line: in a member where no failure was found, each such step; else each before the
    step that failed whose failed attempt printed an error line; then one per step that passed while
    a command it piped into ``tee`` printed an error line (:mod:`ci_triage.logs.hidden_pipe_failure`),
    of the whole member or before the step that failed."""
    known_errors: bool = False
    """With :attr:`only_known_lines`: some of the step's lines but its exit markers read as errors
    (:func:`_step_reads_as_error`); else the step printed none (:data:`ONLY_KNOWN_QUIET_LINES`)."""
    flaky_tests: list[str] = field(default_factory=list)
    """The warnings about the tests the failing steps' runner reports as flaky
    (:func:`~ci_triage.logs.flaky_tests.flaky_test_notes`): passed on a rerun (none of the failed
    tests), failed and passed in one step, or unreliable by the runner's own word."""


class Analyser:
    """Skills, signals and triggers loaded once; :meth:`analyse` runs on one member at a time."""

    def __init__(
        self,
        skills: SkillSet,
        local_packages: frozenset[str] = frozenset(),
        go_modules: dict[str, str] | None = None,
        checkout: Path | None = None,
    ) -> None:
        self.skills = skills
        self.local_packages = local_packages
        """The checkout's own top-level Python packages (:func:`ci_triage.logs.local_packages.local_packages`;
        empty without a checkout)."""
        self.go_modules = go_modules or {}
        """The checkout's Go modules, module path → folder (:func:`ci_triage.logs.go_modules.go_modules`;
        empty without a checkout)."""
        self.checkout = checkout
        """The checkout's root, whose configuration tells the files a tool names from their own folder
        (:class:`ci_triage.logs.project_files.ProjectFiles`); None without a checkout."""
        self.signals = SignalIndex(skills)
        self.triggers = Triggers(self.signals.trigger_literals())

    @classmethod
    def load(
        cls,
        extra_skill_dirs: Iterable[Path | str] = (),
        *,
        repo: Path | str | None = None,
        home: Path | str | None = None,
    ) -> Analyser:
        """An analyser with the bundled skills, those in ``extra_skill_dirs``, and the skill folders
        of ``home`` and ``repo`` (see :func:`ci_triage.logs.skills.load_skills`); ``repo``'s own
        Python packages (:func:`ci_triage.logs.local_packages.local_packages`) tell the project's
        module from a third party's in an import error, its ``go.mod`` files
        (:func:`ci_triage.logs.go_modules.go_modules`) a Go package's folder, and its configuration
        files the paths of the files a tool names from their own folder
        (:class:`ci_triage.logs.project_files.ProjectFiles`)."""
        packages = local_packages(Path(repo)) if repo is not None else frozenset()
        modules = go_modules(Path(repo)) if repo is not None else {}
        checkout = repository_root(repo) if repo is not None else None
        return cls(load_skills(extra_skill_dirs, repo=repo, home=home), packages, modules, checkout)

    def scan(self, member: LogMember) -> Scan:
        """The first pass over ``member``: the one made while it was spooled (a source opened with
        :meth:`scan_file` as its scanner), else run now and kept as ``member.scan``, so that the
        questions asked of one member (failed? ended early? its analysis) read its file once (its
        file is left at offset 0)."""
        if member.scan is None:
            member.scan = self.scan_file(member.file, member.first_line)
            member.file.seek(0)
        return member.scan

    def passed_on_retry(self, member: LogMember, log_scan: Scan) -> list[str]:
        """One note per step of ``member`` (``log_scan`` its first pass) that passed only on a
        retry, quoting its failed attempt (:func:`~ci_triage.logs.retried_attempts.passed_on_retry_notes`),
        then one per step that passed while a command it piped into ``tee`` failed
        (:func:`~ci_triage.logs.hidden_pipe_failure.piped_into_tee_notes`), then one per other step
        that passed while its test runner counted failed tests
        (:func:`~ci_triage.logs.unchecked_test_failures.unchecked_test_failure_notes`); its file is
        left at offset 0."""
        retried = passed_on_retry_notes(member.file, log_scan, self.signals, step_script_lines)
        piped = piped_into_tee_notes(member.file, log_scan, self.signals, step_script_lines, log_scan.sections)
        unchecked = unchecked_test_failure_notes(  # a step whose failures a retry or a tee explains has its note
            member.file, log_scan, self.signals, step_script_lines, log_scan.sections, [*retried, *piped]
        )
        return retried + piped + unchecked

    def scan_file(self, file: BinaryIO, first_line: int = 1) -> Scan:
        """Run the first pass over ``file`` (binary, seekable) from its start, numbering its lines
        from ``first_line``."""
        file.seek(0)
        return scan(file, self.triggers, first_line)

    def marked_failed(self, member: LogMember) -> bool:
        """Whether ``member``'s first pass marks a section as failed (:func:`failing_sections`: an
        exit code, a cancellation, a timeout or a GitHub ``##[error]``): the run it logs did not
        pass, so it is no passing log to compare with (:func:`ci_triage.logs.compare.load_baseline`)."""
        return bool(failing_sections(self.scan(member)))

    def ended_early(self, member: LogMember) -> bool:
        """Whether ``member``'s log stops before its job ended: a GitHub Actions job log that never
        reached the runner's post-job steps (:data:`RUNNER_END_STEPS`) though it holds the runner's
        set-up (:data:`RUNNER_SET_UP`: the job's log from its start, not a part copied from it, nor
        one step's file of a run-logs zip), an Azure Pipelines job log that holds the agent's
        ``Initialize job`` step but not its ``Finalize Job`` (:data:`AGENT_END_STEP`), or a Travis
        log without Travis' footer (:attr:`Scan.job_exit_code`). A log cut short (a download that
        stopped, a copy of a job still running) shows no failure in the part it holds, yet it does
        not show that the job passed. False for the other formats, which mark no job's end."""
        if member.step_number is not None:
            return False
        log_scan = self.scan(member)
        if log_scan.format == "github-actions":
            member.file.seek(0)
            whole = RUNNER_SET_UP in member.file.read(HEAD_BYTES)  # a job's log from its start, not a part
            member.file.seek(0)
            return whole and not any(section.name in RUNNER_END_STEPS for section in log_scan.sections)
        if log_scan.format == "azure-pipelines":
            names = {section.name for section in log_scan.sections}
            return AGENT_SET_UP_STEP in names and AGENT_END_STEP not in names
        return log_scan.format == "travis" and log_scan.job_exit_code is None

    def _unread_lines(
        self, member: LogMember, log_scan: Scan, section: Section, lines: dict[int, LogLine]
    ) -> dict[int, LogLine] | None:
        """The lines of ``section`` the windows did not read, with their signals (the first pass
        keeps only the first and last candidate lines of a step, so a step that names hundreds of
        failed tests is read in windows that skip some of them): ``{}`` when every line was read,
        ``None`` when it has more than :data:`COMPLETENESS_LINES` lines (not read again). Whether a
        line is in a passing test's report is judged with the lines read before: the ``=== PASSES
        ===`` banner of a report past a window's end is in that window."""
        first, last = section.start.line, min(section.end_line, log_scan.total_lines)
        if _read_whole(section, lines, log_scan.total_lines):
            return {}
        if last - first + 1 > COMPLETENESS_LINES:
            return None
        raw = read_windows(member.file, [WindowRequest(section.start, 0, last - first, first, last)])
        member.file.seek(0)
        unread = {number: text for number, text in raw.items() if number not in lines}
        read = {number: line.shown for number, line in lines.items()}
        section_of = {number: line.section for number, line in lines.items()} | dict.fromkeys(unread, section.index)
        built = build_lines(unread, self.signals, section_of, log_scan.stamp, read)
        drop_out_of_context(built)
        return built

    def _failing_without_marker(self, member: LogMember, log_scan: Scan) -> list[Section]:
        """The failing section of a log whose scan found no exit marker, cancellation, timeout or
        ``##[error]`` (cut short, or saved from a terminal), judged from its lines: the section of
        the last line of failure evidence, unless the CI system's own verdict that the job passed
        follows it (:func:`ci_triage.logs.passing.job_passed`: Jenkins' ``Finished: SUCCESS``; a
        plain log's last line reporting exit status 0, :func:`ci_triage.logs.passing.exited_zero`:
        a crash a pipe without ``pipefail`` hid did not fail the step), or,
        in a log of one of :data:`VERDICT_FORMATS`, a tool's passing verdict follows it
        (:func:`ci_triage.logs.passing.passing_verdict`: ``5 passed in 0.1s``, ``All checks
        passed!``; in a plain log a run's generic verdict too, :func:`ci_triage.logs.passing.run_verdict`:
        ``Build complete``, ``All 12 checks passed``) and the evidence is only generic words and
        ``summary`` signals: a log ends with
        the verdict of the last tool that ran, but a skill's ``error`` line before it (a coverage
        plugin's ``FAIL Required test coverage`` before pytest's ``1 passed``) is no stray word;
        or a wrapper's passing verdict follows it with no failure verdict of that wrapper in the log
        (:func:`ci_triage.logs.passing.wrapper_passed`: pre-commit's hooks all ``Passed`` or
        ``Skipped``, tox's ``congratulations :)``, nox's ``Session tests was successful.``), whatever
        the evidence: the wrapper judged every tool it ran; or, in a plain log, a test runner's closing
        verdict that its run passed follows it with a passing test's result line between
        (:func:`ci_triage.logs.passing.closing_verdict`: node's ``# fail 0``, mocha's ``2 passing``,
        jest's ``Tests: 2 passed, 2 total``, cargo's ``test result: ok. 4 passed; 0 failed``), whatever
        the evidence: a passing test logged it (``console.error(err)``, a ``#[should_panic]`` test's
        expected panic under ``--nocapture``), while a gate's failure after the last test (pytest-cov's
        ``FAIL Required test coverage``) has no test's result line below it. In a plain log whose
        evidence holds a failed test's result line (:func:`ci_triage.logs.passing.failing_test`: TAP's
        ``not ok 2``), neither a tool's or closing verdict nor a last line reporting exit status 0
        clears it: they are a later run's (the next package's ``# fail 0``, concurrently's ``…
        exited with code 0`` of another command); the CI system's and a wrapper's verdicts still do.
        A line of evidence that a passing test's result line follows (:func:`_outside_passing_tests`:
        go's ``t.Logf`` output before ``--- PASS: TestErr``) is that test's output, no evidence. Failure evidence is an
        ``error`` or ``summary`` signal of a skill and, outside GitHub Actions logs, an error
        annotation a tool printed (``::error file=a.py,line=3::boom``) and a generic failure word too
        (:mod:`ci_triage.logs.vocabulary`), found on a line's text once its zero counts are masked;
        a passing test's line, a line of a passing test's report
        (:func:`ci_triage.logs.passing.passing_reports`), an event of a passing ``go test -json``
        test (:func:`ci_triage.logs.passing.passing_test_events`), a passing test's ``go test -v``
        output (:func:`ci_triage.logs.passing.passing_go_tests`), a tool's warning or notice
        annotation (:data:`~ci_triage.logs.clean.BELOW_ERROR_MARKERS`), in a plain log a generic
        word on a line a message says was
        handled (:func:`ci_triage.logs.passing.handled_lines`: ``…, falling back to …``, ``…,
        continuing`` below git's ``fatal:`` pair), a report of a test that did not
        fail (:func:`ci_triage.logs.passing.not_failed_reports`: rspec's ``Pending:`` examples, a TAP
        ``# TODO`` test), a passing verdict and a command
        bash traced (``+ echo "error: x"``) are never evidence
        (:func:`ci_triage.logs.passing.failure_text`); nor is a line in the form of the runner's end
        of a step that is not at the log's end, where the runner prints it (:func:`_quoted_runner_lines`:
        a passing test's ``-s`` output, a NuGet retry's ``The operation was canceled.``); nor are
        generic words that a later traced command follows (:func:`_before_no_traced_command`: the
        script went on). The log's last :data:`TAIL_LINES` lines are
        read first (a cut log ends inside the step that failed, and a tool's own output — ``ruff
        check``, ``shellcheck`` — may hold no literal long enough for the first pass to keep); then
        the lines the first pass kept, section by section from the last. ``[]`` when no line is
        evidence, when a verdict clears the evidence as said, and for a GitHub Actions log that
        reached the runner's post-job steps (:data:`RUNNER_END_STEPS`) or an Azure Pipelines log
        that reached the agent's ``Finalize Job`` step (:data:`AGENT_END_STEP`): that job ran to its
        end, and without an exit marker its steps passed (``mvn --fail-never`` prints ``[ERROR]``
        lines and succeeds).
        """
        if not log_scan.sections:
            return []
        if log_scan.format == "github-actions" and any(s.name in RUNNER_END_STEPS for s in log_scan.sections):
            return []
        if log_scan.format == "azure-pipelines" and any(s.name == AGENT_END_STEP for s in log_scan.sections):
            return []
        if log_scan.format == "buildkite" and any(s.name.endswith(BUILDKITE_AFTER_COMMAND) for s in log_scan.sections):
            return []  # the command phase ended without the agent's error line: the command passed
        generic = outside_runner = log_scan.format != "github-actions"
        tail = read_tail(member.file, log_scan.total_lines, TAIL_LINES)
        member.file.seek(0)
        cleaned = {n: clean_read_line(raw, log_scan.stamp) for n, raw in tail.items()}
        texts = _without_tags({n: line.text for n, line in cleaned.items()}, log_scan)
        annotated = {n for n, line in cleaned.items() if outside_runner and line.marker == "error"}
        job_verdict = max((n for n, text in texts.items() if job_passed(text)), default=0)
        last = max((n for n, text in texts.items() if text.strip()), default=0)
        plain = log_scan.format == "plain"
        if plain and last and exited_zero(texts[last]):
            job_verdict = last  # the logged command's own exit status: it passed
        output = (n for n, text in texts.items() if text.strip() and not RUNNER_CLEAN_UP_LINE.search(text))
        ending = max(output, default=0)
        if ending and ran_out_of_time(tail, ending):
            log_scan.sections[-1].timed_out = True  # hours of silence, then the runner's cancellation
        if plain:  # read once here; the verdict on the section says why it is undecided (_cut_short_passing)
            log_scan.sections[-1].ended_mid_run = ended_mid_run(texts, _command_lines(texts)) or ""
        tool_verdicts = log_scan.format in VERDICT_FORMATS
        verdicts = (n for n, text in texts.items() if passing_verdict(text) or (plain and run_verdict(text)))
        tool_verdict = max(verdicts, default=0) if tool_verdicts else 0
        closing = max((n for n, text in texts.items() if closing_verdict(text)), default=0) if plain else 0
        wrapper_verdict = wrapper_passed(texts) if tool_verdicts else 0
        wrapper_failure = self._wrapper_failed_before(member, log_scan, min(texts)) if wrapper_verdict else 0
        if wrapper_failure:
            wrapper_verdict = 0
        passing = passing_reports(texts) | passing_test_events(texts) | passing_go_tests(texts)
        passing |= _quoted_runner_lines(texts)
        passing |= warning_lines(texts, findings=self._linter_findings(texts)) | not_failed_reports(texts)
        passing |= {n for n, line in cleaned.items() if outside_runner and line.marker in BELOW_ERROR_MARKERS}
        judged = {n: text for n, text in texts.items() if n not in passing}
        kinds = self._evidence_kinds(judged, generic, log_scan.sections, annotated)
        if plain:
            handled = handled_lines(texts)
            kinds = {n: kind for n, kind in kinds.items() if kind != "word" or n not in handled}
        kinds = _outside_passing_tests(texts, kinds)
        kinds = _before_no_traced_command(texts, kinds)
        kinds = _after_last_retry(texts, kinds)
        evidence = max(kinds, default=0)
        if plain and any(failing_test(texts[n]) for n in kinds):
            # a failed test's own result line: a later run's verdict (node's ``# fail 0`` of the next
            # package, concurrently's ``… exited with code 0`` of another command) clears nothing
            tool_verdict = closing = 0
            job_verdict = max((n for n, text in texts.items() if job_passed(text)), default=0)
        if evidence:
            if job_verdict > evidence or wrapper_verdict > evidence:
                return []
            if tool_verdict > evidence and "error" not in kinds.values():
                return []
            if any(passing_test(texts[n]) for n in range(evidence + 1, closing) if n in texts):
                return []  # what a passing test logged, then the runner's verdict that its run passed
            return [_section_at(log_scan.sections, evidence)]
        if job_verdict:
            return []
        if wrapper_failure:  # the wrapper's own verdict on a unit above the lines read, an error
            return [_section_at(log_scan.sections, wrapper_failure)]
        if tool_verdict or wrapper_verdict:
            return []
        if plain and last and silent_check(texts[last]):
            return [_section_at(log_scan.sections, last)]  # the script stopped on a check that printed nothing
        generic = generic and not any(xtrace(text) for text in texts.values())  # earlier words: a command followed
        for section in reversed(log_scan.sections):
            kept = [*section.first_signals, *section.last_signals, *section.first, *section.last]
            kept = [anchor for anchor in kept if anchor.line not in texts]
            if not kept:
                continue
            bounds = {"first_line": section.start.line, "last_line": section.end_line}
            raw = read_windows(member.file, [WindowRequest(anchor, 0, 0, **bounds) for anchor in kept])
            member.file.seek(0)
            cleaned = {n: clean_read_line(line, log_scan.stamp) for n, line in raw.items()}
            read = _without_tags({n: line.text for n, line in cleaned.items()}, log_scan)
            read = {n: text for n, text in read.items() if RUNNER_END_LINE.search(text) is None}
            annotated = {n for n in read if outside_runner and cleaned[n].marker == "error"}
            if self._evidence_kinds(read, generic, log_scan.sections, annotated):
                return [section]
        running = starting_test if plain else _ends_in_running_tests  # a plain paste may end on its last dots
        if last >= log_scan.sections[-1].start.line and running(texts[last]):
            return [log_scan.sections[-1]]  # cut short while its tests ran: the step that ran, undecided
        if log_scan.sections[-1].ended_mid_run:
            return [log_scan.sections[-1]]  # a command under `timeout` still at work: undecided
        return []

    def _linter_findings(self, texts: dict[int, str]) -> set[int]:
        """The numbers of the lines of ``texts`` (1-based line → cleaned text) that an ``error``
        signal of a linter's skill reads (its tool a catalogue ``linter``: lintr's ``R/stats.R:14:10:
        style: [assignment_linter] …``, shellcheck's ``gcc`` format): the linter's findings, whatever
        severity it gives them (:func:`ci_triage.logs.passing.warning_lines`)."""
        catalogue = load_catalogue()
        return {
            number
            for number, text in texts.items()
            if any(
                match.signal.role == "error"
                and match.signal.weight > 0
                and (tool := catalogue.get(match.signal.tool or "")) is not None
                and tool.kind == "linter"
                for match in self.signals.match(text)
            )
        }

    def _wrapper_failed_before(self, member: LogMember, log_scan: Scan, first: int) -> int:
        """The number (1-based) of the first line before line ``first`` (where the lines read from
        the log's end start) that is a wrapper's failure verdict
        (:func:`ci_triage.logs.wrapper_failures.failed_before`: a hook that failed above 200 lines of
        a later hook's output, a ``go test -json`` package that failed above the next packages'
        events); ``0`` when none is. Reads nothing when ``first`` is the log's first line;
        ``member``'s file is left at offset 0."""
        start = log_scan.sections[0].start
        if start.line >= first:
            return 0
        found = failed_before(member.file, start, first, log_scan.stamp)
        member.file.seek(0)
        return found

    def _evidence_kinds(
        self, texts: dict[int, str], generic: bool, sections: list[Section], annotated: Collection[int] = ()
    ) -> dict[int, str]:
        """How each line of ``texts`` (line number, 1-based → cleaned text) says that something
        failed, judged on what :func:`ci_triage.logs.passing.failure_text` leaves of it:
        ``"error"`` when an ``error`` signal of a skill matches or the line is one of ``annotated``
        (the numbers of lines that were an error annotation, :attr:`ci_triage.logs.clean.CleanLine.marker` ``"error"``:
        in a log the runner did not write, a tool printed ``::error file=a.py,line=3::boom`` itself,
        the GitHub workflow command by which a tool says that it found an error, GitHub Docs
        "Workflow commands for GitHub Actions"), ``"summary"`` when a ``summary``
        signal does (pytest's ``=== short test summary info ===`` heads a passing ``-rA`` run's
        summary too; a summary signal weaker than :data:`WEAK_READING` — a core utility's ``ls: cannot
        access 'x': No such file or directory`` — counts as the words it holds: it ends a ``set -e``
        script's step, and a command traced after it shows the script went on), ``"word"`` when only
        a generic failure word does (counted with ``generic``);
        a line that says nothing failed is left out. A signal with ``after`` or ``needs`` counts
        only with its context among ``texts`` (:func:`ci_triage.logs.signal_context.drop_out_of_context`,
        sections from ``sections``): a bare ``main.go`` is gofmt's finding below ``$ gofmt -l .``,
        and nothing alone."""
        lines: dict[int, LogLine] = {}
        for number, text in texts.items():
            left = failure_text(text)
            if left.strip():
                section = _section_at(sections, number).index if sections else 0
                lines[number] = LogLine(number, left, "", self.signals.match(left), section)
        drop_out_of_context(lines)
        kinds: dict[int, str] = {}
        for number, line in lines.items():
            roles = {
                match.signal.role
                for match in line.matches
                if match.signal.weight >= WEAK_READING or match.signal.role == "error"
            }
            if "error" in roles or number in annotated:
                kinds[number] = "error"
            elif "summary" in roles:
                kinds[number] = "summary"
            elif generic and failure_word(line.text):
                kinds[number] = "word"
        return kinds

    def analyse(
        self,
        member: LogMember,
        budget: int,
        first_pass: Scan | None = None,
        comparison: Comparison | None = None,
        went_on: Collection[str] = (),
        *,
        workflow_read: bool = False,
    ) -> MemberAnalysis:
        """Analyse one member within an excerpt budget of ``budget`` tokens.

        ``went_on`` names steps whose failure let the job go on (``continue-on-error: true`` in the
        workflow file, :func:`ci_triage.evidence.workflow_step.continuing_on_error`): they are no
        failing steps. When every step marked failed is one of them, the job ended normally and
        GitHub marks it successful: the report finds no failure. Unless ``workflow_read`` (the
        workflow file told which steps went on), a GitHub Actions job's script steps that failed
        before the last one that failed are no failing steps either (:func:`failed_before_last`,
        kept in :attr:`MemberAnalysis.failed_earlier`; their lines are read as evidence and offered
        to the excerpt after the failing step's, :func:`~ci_triage.logs.excerpt.other_failures_after`),
        unless the last one's verdict is weak, or the last failed steps are uploads, reports or
        notifications (:func:`_may_yield`), and an earlier one's verdict is a real failure
        (:func:`_prefer_earlier`): then the earliest such step is triaged and the later ones kept in
        :attr:`MemberAnalysis.failed_later` (a step that ran after a failure is most often an
        ``if: always()`` report, upload or diagnostics step); a
        failed step that a later main step followed with no later failure is warned about (the job
        may have passed), its verdict's confidence kept: a job triaged is nearly always one that
        failed (the action runs on failed runs and reads the workflow file, which tells; the
        corpus's three Actions logs of this shape are red jobs whose later steps ran on ``if:
        always()``).

        Whether a failure was found is the log's own answer in every format but one: a GitHub
        Actions log without the runner's markers, whose generic failure words decide nothing alone
        (:meth:`_failing_without_marker`), fails with a ``comparison`` in the step of its last new
        line holding an error word (:func:`ci_triage.logs.compare.sections_with_new_errors`). In
        other formats the generic words already count, so a passing log only re-weighs lines: it
        never turns a log that shows no failure (a passing verdict after a stray error word) into
        one that does.

        With a ``comparison`` (the member compared with the same job's passing log,
        :func:`ci_triage.logs.compare.compare_member`), the new lines of the failing steps are read
        too, known lines weigh less and new ones more, and the excerpt may stop short of the budget
        once the new lines are covered (:func:`ci_triage.logs.excerpt.select_new_lines`). The
        fingerprint is the one of the member analysed without it (when that finds the failure):
        the same failure has the same fingerprint whether a passing log was found or not. The line
        the summary quotes is the one found with the comparison when that line is a new (or
        uncompared) line other than the step's exit marker, else the one found without it; the
        block it is in is kept in the excerpt whether new or not, and so is the block of the line
        the verdict's strongest signal matched (the report's "Why" cites it first): a passing log
        that printed the same error never costs the cause, nor the error the report points to.
        When the passing log has every line of the first failing step but its exit marker (a
        retry that passed in the passing run), the excerpt is the one without it, its known lines'
        reasons saying so, and :attr:`MemberAnalysis.only_known_lines` is set.
        """
        log_scan = first_pass or self.scan(member)
        early = _forget_early_step_timeouts(member, log_scan)
        _time_out_silent_cancellations(member, log_scan)
        early_timeouts = [EARLY_STEP_TIMEOUT.format(**timeout.fields) for timeout in early]
        marked = failing_sections(log_scan)
        ended = [section for section in marked if section.name not in went_on]
        earlier = [] if workflow_read else failed_before_last(log_scan, ended)
        ended = [section for section in ended if section not in earlier]
        failing = ended[:MAX_FAILING_STEPS]
        if not marked:
            failing = self._failing_without_marker(member, log_scan)
            if not failing and comparison and log_scan.format == "github-actions":
                from ci_triage.logs.compare import sections_with_new_errors

                failing = sections_with_new_errors(member.file, log_scan, comparison)
        job_name = job_name_of(member, log_scan)
        member_name = member.name or None
        if not failing and early:
            return self._analyse_early_timeouts(member, budget, log_scan, comparison, early, workflow_read)
        if not failing:
            analysis = _no_failure(job_name, member_name, log_scan, comparison, early_timeouts)
            return replace(analysis, passed_on_retry=self.passed_on_retry(member, log_scan))
        analysis = self._analyse_steps(
            member, budget, log_scan, comparison, failing, earlier, early_timeouts, workflow_read
        )
        last = analysis.report.classification
        may_yield = _may_yield(last, failing)
        for step in (s for s in earlier if may_yield and not AFTER_FAILURE_STEP.search(s.name)):
            others = [section for section in (*earlier, *failing) if section is not step]
            before = self._analyse_steps(
                member, budget, log_scan, comparison, [step], others, early_timeouts, workflow_read
            )
            if _prefer_earlier(before.report.classification, last):
                later = [s for s in (*earlier, *failing) if s.index > step.index and s.exit_code]
                return replace(
                    before,
                    went_on_after=None,  # a later step failed too: the job did fail
                    failed_earlier=[(s.name, s.exit_code or 0) for s in earlier if s.index < step.index],
                    failed_later=[(s.name, s.exit_code or 0) for s in later],
                )
        # with the workflow file the job ended at its first failing step: the later ones ran on their own if;
        # another CI system ran the later commands after the failed one (Travis' script phase goes on)
        named_later = workflow_read or log_scan.format != "github-actions"
        later = [s for s in failing[1:] if s.exit_code] if named_later else []
        if any(
            not AFTER_FAILURE_STEP.search(step.name) for step in earlier
        ):  # FAILED_BEFORE_LAST: which failed the job?
            detail = f"{EARLIER_STEP_FAILED} (× {EARLIER_STEP_FACTOR})"
            analysis.report.classification = with_factor(last, "earlier step failed", EARLIER_STEP_FACTOR, detail)
        return replace(
            analysis,
            failed_earlier=[(s.name, s.exit_code or 0) for s in earlier],
            failed_later=[(s.name, s.exit_code or 0) for s in later],
        )

    def _analyse_early_timeouts(
        self,
        member: LogMember,
        budget: int,
        log_scan: Scan,
        comparison: Comparison | None,
        early: list[EarlyTimeout],
        workflow_read: bool,
    ) -> MemberAnalysis:
        """:meth:`analyse` of a member whose only failure markers are the step timeouts ``early``
        (:func:`_forget_early_step_timeouts` cleared them, and no other line marks a failure): their
        steps are timed out again and analysed, the verdict × :data:`EARLY_STEP_TIMEOUT_FACTOR`, each
        timeout warned of by :data:`EARLY_STEP_TIMEOUT_KEPT`. A failure marker is never read away
        into "no failure": the runner's words or its clock is wrong, and only the words were checked."""
        for timeout in early:
            timeout.section.timed_out = True
        failing = failing_sections(log_scan)[:MAX_FAILING_STEPS]
        warnings = [EARLY_STEP_TIMEOUT_KEPT.format(**timeout.fields) for timeout in early]
        analysis = self._analyse_steps(member, budget, log_scan, comparison, failing, [], warnings, workflow_read)
        if analysis.report.failure_found:
            detail = f"a step timeout sooner than timeout-minutes allows (× {EARLY_STEP_TIMEOUT_FACTOR})"
            analysis.report.classification = with_factor(
                analysis.report.classification, "early step timeout", EARLY_STEP_TIMEOUT_FACTOR, detail
            )
        return replace(analysis, early_step_timeouts=warnings)

    def _analyse_steps(
        self,
        member: LogMember,
        budget: int,
        log_scan: Scan,
        comparison: Comparison | None,
        failing: list[Section],
        other_failed: list[Section],
        early_timeouts: list[str],
        workflow_read: bool,
    ) -> MemberAnalysis:
        """:meth:`analyse` of the ``failing`` steps (sections of ``log_scan``, in log order, at least
        one), with the lines of the ``other_failed`` (failed steps not triaged, :func:`failed_before_last`)
        read as evidence and offered to the excerpt after the failing steps'
        (:func:`~ci_triage.logs.excerpt.other_failures_after`); ``early_timeouts`` as
        :attr:`MemberAnalysis.early_step_timeouts`. With ``workflow_read`` a GitHub Actions job ended at
        its first failing step (the steps whose failure let it go on are left out): the later ones ran
        on their own ``if`` after it had failed, and cost the verdict no confidence
        (:func:`~ci_triage.logs.classify.classify`'s ``ended_at_first``)."""
        ended_at_first = workflow_read and log_scan.format == "github-actions"
        script_went_on = log_scan.format == "travis" and all(not section.phase for section in failing)
        job_name = job_name_of(member, log_scan)
        member_name = member.name or None
        alone = (
            self._analyse_steps(member, budget, log_scan, None, failing, other_failed, [], workflow_read)
            if comparison
            else None
        )
        if alone is not None and not alone.report.failure_found:
            alone = None
        retried = retried_before(log_scan, failing)
        after = after_failure_output(log_scan, failing)
        requests = _window_requests(log_scan, [*failing, *retried, *after, *other_failed])
        if comparison:
            from ci_triage.logs.compare import new_line_requests

            requests += new_line_requests(comparison, failing)
        raw = read_windows(member.file, requests)
        for section in failing:
            _tail_past_group_ends(member, log_scan, section, raw)
        if log_scan.format == "plain" or not any(section.markers for section in failing):
            raw.update(read_tail(member.file, log_scan.total_lines, TAIL_LINES))
        raw.update(failed_test_output(member.file, failing, log_scan.total_lines, raw, requests, log_scan.stamp))
        member.file.seek(0)
        starts = [section.start.line for section in log_scan.sections]
        section_of = {number: max(0, bisect.bisect_right(starts, number) - 1) for number in raw}
        lines = build_lines(raw, self.signals, section_of, log_scan.stamp)
        interleaved = failed_task_lines(member.file, failing, lines, log_scan.total_lines, log_scan.stamp)
        member.file.seek(0)
        if interleaved:  # a failed task's own lines far from its candidates: read, and all judged again with them
            raw.update(interleaved)
            section_of |= {number: max(0, bisect.bisect_right(starts, number) - 1) for number in interleaved}
            lines = build_lines(raw, self.signals, section_of, log_scan.stamp)
        rows = problem_rows(lines, failing)
        headings = heading_lines(member.file, rows, raw, requests, log_scan.stamp) if rows else {}
        member.file.seek(0)
        if headings:  # a problem row's file heading far above its window (ESLint's stylish listing): read
            raw.update(headings)
            section_of |= {number: max(0, bisect.bisect_right(starts, number) - 1) for number in headings}
            lines = build_lines(raw, self.signals, section_of, log_scan.stamp)
        collected = collected_lines(member.file, lines, requests, log_scan.stamp)
        member.file.seek(0)
        if collected:  # the package a failed pip build was building, collected far above its report: read
            raw.update(collected)
            section_of |= {number: max(0, bisect.bisect_right(starts, number) - 1) for number in collected}
            lines = build_lines(raw, self.signals, section_of, log_scan.stamp)
        missing = missing_names(lines, failing[0])
        not_installed = earlier_install_failures(member.file, failing[0], missing, log_scan.stamp)
        if not_installed:  # an earlier step's install that failed and was let go on: the cause, read as evidence
            raw.update(not_installed)
            section_of |= {number: max(0, bisect.bisect_right(starts, number) - 1) for number in not_installed}
            lines = build_lines(raw, self.signals, section_of, log_scan.stamp)
        installed = None  # whether tox or nox ran the tests with the project installed
        if missing:  # the project's own packages a step built (pip's editable install, tox's) tell its imports apart
            built, installed = project_evidence(member.file, failing[0], log_scan.stamp)
            own = self.local_packages | built
            if installed is False:  # a missing top-level name is the project's, or one it depends on
                own |= {name for name in missing if name.isidentifier()}
        else:
            own = self.local_packages
        unread = [self._unread_lines(member, log_scan, section, lines) for section in failing]
        test_lines = lines | {number: line for more in unread if more for number, line in more.items()}
        long_steps = [section for section, more in zip(failing, unread, strict=True) if more is None]
        banners = {
            number: text
            for section in long_steps
            for number, text in step_banners(member.file, section, log_scan.total_lines, log_scan.stamp).items()
        }
        member.file.seek(0)
        scanned = [range(section.start.line, section.end_line + 1) for section in long_steps]
        for number in _reports_of_tests_not_failed(test_lines, banners, scanned) & lines.keys():
            lines[number].matches = []  # a passing, pending or TODO test's report is no evidence of the failure
        drop_out_of_context(lines)
        drop_nonfatal_warnings(lines, failing)
        for number in WorkspacePackages(lines).other_packages_lines(lines):
            lines[number].passing = True  # a package whose task passed: its output is no evidence
            lines[number].matches = []
        script = step_script_lines(failing[0], lines, log_scan.format)
        for number in passed_units_output(lines, failing[0], script.stop - 1 if script else failing[0].start.line):
            lines[number].passing = True  # a tox environment or nox session that passed: no evidence
            lines[number].matches = []
        failing_indexes = {section.index for section in failing}
        read_indexes = failing_indexes | {section.index for section in (*retried, *after, *other_failed)}
        mark_logged_exceptions(lines, failing)
        mark_unattributed_output(lines, failing)
        score_lines(lines, log_scan.sections, read_indexes)
        new_lines = comparison.new_lines if comparison else frozenset()
        uncompared = frozenset(n for n in lines if not comparison.compared(n)) if comparison else frozenset()
        # a line of a known template whose counts changed in the failing step keeps its weight: no known line
        changed = (
            frozenset(n for n in comparison.changed_lines if any(s.start.line <= n <= s.end_line for s in failing))
            if comparison
            else frozenset()
        )
        if comparison:
            from ci_triage.logs.compare import weigh_by_baseline

            weigh_by_baseline(lines, new_lines, failing_indexes, uncompared | changed)
        read_blocks = find_blocks(lines, log_scan.sections, read_indexes)
        blocks = [block for block in read_blocks if block.section in failing_indexes]
        exits = [block for section in failing if (block := exit_block(lines, section))]
        if not exits and log_scan.format == "plain":
            exits = _plain_ending(lines, failing[0])
        retried_indexes = {section.index for section in retried}
        other_indexes = {section.index for section in other_failed}
        first, rest = other_failures_after(
            *retries_last(*order_blocks(read_blocks, exits, lines), retried_indexes), other_indexes
        )
        first += hung_test_stacks(
            lines, failing_indexes
        )  # where a timed-out test hung, past the dump's other goroutines
        endings = [_section_ending(section, lines) for section in failing]
        commands = step_commands(failing[0], lines, log_scan.format)
        if len(failing) == 1 and _passed_before_later_steps(log_scan, failing[0], commands):
            return _no_failure(job_name, member_name, log_scan, comparison, early_timeouts)
        # a step the runner could not start (no working directory, no shell) ran none of its commands:
        # no tool of its script is the step's, nor one that passed or whose failure was let go
        tools = [] if failing[0].unstarted else identify_tools(commands) or titled_tools(lines, failing[0])
        output = (line.text for n, line in lines.items() if failing[0].start.line < n <= failing[0].end_line)
        let_go = [] if failing[0].unstarted else tolerated_commands(commands) + echoed_tolerated(output)
        # where set -x shows which lines a let-go command printed, those lines count less, not its tool's every line
        traced, traced_commands = traced_tolerated(lines, failing[0], let_go)
        located = {tool.name for tool in identify_tools(traced_commands)}
        # the script's last command returned the step's status: a tool it runs ended the step, whatever ran before
        last_command = commands[-1].removeprefix("Run ").strip() if commands else ""
        ending_list = last_list(last_command)
        ending = {tool.name for tool in identify_tools([ending_list]) if not cannot_fail([ending_list])}
        tolerated = [tool for tool in identify_tools(let_go) if tool.name not in located | ending]
        # a tool let go on that the last command runs again: its lines above the script's last echo are the first run's
        rerun = {tool.name for tool in identify_tools(let_go)} & ending - located
        producers = error_producers(failing[0], lines)
        passed = passed_tools(
            tools,
            failing[0],
            lines,
            error_producers(failing[0], lines, ("error", "wrapper")),
            commands,
            failing[0].exit_code,
        )
        # a tool whose program was not found never ran: its category is no evidence (staticcheck: command not found)
        missing = missing_tools(tools, failing[0], lines)
        candidates = [tool for tool in tools if tool not in (*passed, *tolerated, *missing)]
        ran = step_tool(candidates, producers)
        only_wrappers = ran is None  # the step's tool, if any, is then read from what its wrapper ran
        if ran is None and not failing[0].unstarted:
            # only wrappers ran: the commands their own lines name ran inside them (lint-staged's
            # `[FAILED] prettier --check [FAILED]`), and the one whose output decides is the step's tool
            ran = _named_tool(named_commands(lines, failing[0]), failing[0], lines)
        # every line of the step was printed by the passing run, which passed: they count as they would
        # without it, as the step did not fail on them then (a check made fatal since, `|| true` removed)
        # its header is new when the passing run let the same command's failure go on (`|| true` then)
        # or ran it with other options (`--exit-zero` then, removed since); a plain log's is its `$ ` prompt line
        header = (
            {*script, comparison.failing_prompt}
            if comparison and (comparison.step_tolerated or comparison.step_before)
            else ()
        )
        only_known = comparison is not None and _only_known_lines(
            comparison, failing[0], exits, (new_lines | changed).difference(header)
        )
        known = (
            frozenset(n for n in lines if n not in new_lines and n not in uncompared and n not in changed)
            if comparison and not only_known
            else frozenset()
        )
        given_up: GivenUpAttempts | None = None
        if known:  # a retry loop's attempts the passing run got past, in a step that gave up with a new last line
            from ci_triage.logs.given_up_attempts import given_up_attempts

            given_up = given_up_attempts(lines, failing[0], new_lines)
            known -= given_up.attempts
        survived = extract.survived_signal_reports(lines, failing)
        tolerated_names = frozenset(tool.name for tool in tolerated)
        ignored = (
            tolerated_output(lines, failing[0], tolerated_names, ran.name if ran else None)
            | traced
            | before_last_echo(lines, failing[0], rerun, commands)
            | before_silent_end(lines, failing[0], rerun, documented_exit(ending_list, failing[0].exit_code))
        )
        # an earlier run of the tool that ended the step, failed with the step's exit code: the same failure
        ended_tools = {tool.name for tool in identify_tools([ended_command(lines, failing[0]) or ending_list])}
        ignored -= same_exit_lines(lines, ignored, failing[0].exit_code, ended_tools)
        # a set-up command's failure that a later command tripped on is the cause (``pip install -r
        # requirements-dev.txt || true``, then pytest's ``No module named 'hypothesis'``)
        cause_lines = failed_set_up(lines, failing[0], ignored)
        units = [] if failing[0].unstarted else failed_units(lines, failing[0])
        unit_verdicts = (
            []
            if len(units) < 2
            else [  # each failed unit's own verdict, read alone
                (
                    unit,
                    *_unit_verdict(
                        unit, failing[0], lines, member_name, tolerated_names, known, survived, own, installed
                    ),
                )
                for unit in units
            ]
        )
        # of several failed units, the most serious finding decides (step_units.deciding_unit: the first
        # whose own verdict names a category, a fixer's rewritten files last); when none does, the first
        # whose output a skill reads as an error
        explained = with_error(units, lines)
        decider = deciding_unit([(unit, verdict.category) for unit, verdict, _tool_name in unit_verdicts])
        focus = (decider or next(iter(explained), None)) if unit_verdicts else None
        if len(units) == 1 and passed_unit_verdicts(lines, failing[0]):
            focus = units[0]  # the one unit the wrapper names as failed, beside others it says passed
        others = [(unit, verdict, tool_name) for unit, verdict, tool_name in unit_verdicts if unit is not focus]
        focused = lines if focus is None else unit_lines(lines, failing[0], focus)
        if focus is not None and only_wrappers:
            # the wrapper ran one tool per unit: the deciding unit's own (none for a hook no catalogue tool
            # is), not the tool another failed unit ran (pre-commit's mypy hook beside a failed check-yaml)
            ran = _unit_tool(focus, failing[0], focused)
        elif focus is not None:
            ran = _unit_tool(focus, failing[0], focused) or ran
        annotations = tool_annotations(focused, failing[0], candidates, commands, RUNNER_END_LINE)
        classification = classify(
            focused,
            failing,
            member_name,
            ran,
            tolerated_names,
            known,
            survived,
            ignored,
            ended_at_first=ended_at_first,
            script_went_on=script_went_on,
            local_packages=own,
            project_installed=installed is True,
            annotations=annotations,
        )
        if focus is not None:
            deciding = "the first failed unit's" if focus is units[0] else f"{focus.name}'s"
            classification = contested_by_units(classification, [(u.name, c) for u, c, _t in others], deciding)
        attempts = failing[0].failed_attempts
        classification.next_step = (
            _set_up_advice(lines, cause_lines, let_go, tolerated)
            or not_installed_advice(not_installed, lines, log_scan.sections)
            or import_advice(classification, lines, failing, own, installed is True)
            or signal_next_step(
                classification,
                lines,
                log_scan.format,
                commands,
                repeated=bool(attempts),
                earlier=partial(earlier_lines_holding, member.file, failing[0].start.line, stamp=log_scan.stamp),
            )
            or installed_tool_crash_advice(classification, lines)
        )
        if attempts and classification.next_step and classification.category in RERUN_CATEGORIES:
            classification.next_step = ALREADY_RETRIED.format(attempts=attempts) + classification.next_step
        if classification.next_step:  # a rival row of the same report has its own fix
            classification.next_step += rival_row(classification, lines, log_scan.format) or ""
        classification.finding = signal_finding(classification, lines)
        classification.rival_refusal = rival_refusal(classification, lines, log_scan.format)
        unit_blocks = [block for block in blocks if focus is None or focus.holds(block.head)] or blocks
        # output of a command whose failure the script let go on is context, not the failure to quote,
        # nor is a traceback the program retried and went on after: the error that ended the run is
        not_quoted = ignored | retried_exceptions(lines, failing)
        unit_blocks = [block for block in unit_blocks if block.head not in not_quoted] or unit_blocks
        # the step tool's findings as error annotations are its error lines, the first of them the one to quote
        findings = annotations if ran is not None and ran.category == classification.category else frozenset()
        quoted = _headline(unit_blocks, lines, classification.category, self.signals, findings)
        if quoted is None and classification.category in ("timeout", "cancelled") and exits:
            # the CI system's own line past the step's lines is the verdict's evidence (GitLab's
            # ``ERROR: Job failed: execution took longer than …`` after its cleanup stage)
            quoted = exits[-1].head
        verdict = passed_verdict_line(passed, failing[0], lines)
        if quoted is not None and quoted <= verdict and not _printed_by_a_failed_tool(lines[quoted], tools, passed):
            # a passed tool's output: the failure came after it
            later = _headline(
                [block for block in unit_blocks if block.head > verdict], lines, classification.category, self.signals
            )
            quoted = later if later is not None else first_error_line(lines, failing[0], verdict, commands) or quoted
        unknown = classification.category == "unknown"
        boilerplate = _boilerplate(lines, quoted) and (unknown or _exit_line(lines, quoted, classification.category))
        message = first_error_line(lines, failing[0], verdict, commands) if unknown or boilerplate else None
        if boilerplate:
            quoted = message or quoted
        guessed = script_message_verdict(
            classification,
            commands,
            failing[0].exit_code,
            # an error annotation is a check's report the script chose to make, not a message it died with
            (message, lines[message].text) if message is not None and lines[message].marker != "error" else None,
            list(self.skills.skills),
            member_name,
        )
        if guessed is not None:  # a script's own message: quoted as the unknown verdict's would be
            classification, quoted = guessed, message
        # only bash's trace of it ends the step: the command that failed, silently
        failed_command = traced_command(lines[message].text) if message is not None and message == quoted else None
        substituted = substituted_commands(lines, message) if failed_command and message is not None else []
        silent = failed_command is None and silent_step(lines, failing[0])
        traced = last_traced(lines, failing[0]) if silent else None
        if classification.category == "unknown" and quoted is not None:
            quoted = _output_above_wrapper(lines, quoted) or quoted  # a wrapper's report says not why
        explaining = _explaining_block(blocks, quoted) if quoted else None
        markers = {block.head for block in exits}
        if alone and (quoted is None or quoted in markers or quoted not in new_lines | uncompared | changed):
            quoted, explaining = alone.report.headline_line, alone.explaining  # no new error line explains it better
        # the new line a retry loop gave up with, in the script's own words (no skill reads it): a tool's
        # own last line (a rerun's tally) says less than the error it repeated, which stays quoted
        if (
            given_up is not None
            and quoted in given_up.attempts
            and given_up.last is not None
            and not lines[given_up.last].matches
        ):
            quoted, explaining = given_up.last, _explaining_block(blocks, given_up.last)
        _drop_other_languages_readings(lines, ran)  # the excerpt names the step's runner's reading of a line
        _drop_other_runners_readings(lines, ran)
        if comparison and alone and only_known:
            chosen = {
                n: reason
                if n in uncompared
                else f"{reason} ({comparison.reason if n in new_lines else comparison.known_reason})"
                for n, reason in alone.excerpt_lines.items()
            }
            cut = alone.report.excerpt_cut
        elif comparison:
            cited_hit = classification.signals[0] if classification.signals else None
            choose = partial(
                select_new_lines,
                first,
                rest,
                lines,
                new=new_lines,
                failing=failing_indexes,
                reason=comparison.reason,
                uncompared=uncompared,
                explaining=explaining,
                cited=_explaining_block(blocks, cited_hit.line) if cited_hit else None,
                known_reason=comparison.known_reason,
                cited_reason=f"{cited_hit.skill}: {cited_hit.signal}" if cited_hit else "",
                endings=[n for n in endings if n],
                unit_opening=unit_opening(lines, focus) if focus is not None else None,
                changed_values=comparison.changed_setting_lines,
                changed_options=comparison.changed_option_lines,
                changed_value_reason=comparison.changed_value_reason,
            )
            chosen = choose(budget=budget)
            cut = excerpt_cut(explaining, lines, chosen, budget, lambda tokens: choose(budget=tokens), member_name)
        else:
            cause = replace(explaining, head=quoted) if explaining and quoted else None
            # a summary about failed tests quotes the first one's message: its report is the block to keep
            first_test = first_test_report(unit_blocks, lines) if classification.category in TEST_VERDICTS else None
            if first_test is not None and (cause is None or not first_test.start <= cause.head <= first_test.end):
                cause = first_test
            # the first unit's quoted block first (its head may not lead it)
            if focus is not None and cause is not None:
                first = [*exits, cause, *first[len(exits) :]]
            choose = partial(select_lines, first, rest, lines, endings=[n for n in endings if n], quoted=cause)
            chosen = choose(budget=budget)
            cut = excerpt_cut(cause, lines, chosen, budget, lambda tokens: choose(budget=tokens), member_name)
        if comparison and changed:
            chosen = {n: _changed_reason(why, comparison) if n in changed else why for n, why in chosen.items()}
        # nor the lines to show: the step went on past them (ruff's findings of ``ruff check . || true; pytest``)
        # but the failed set-up command's lines that a later command tripped on (:func:`failed_set_up`) are kept
        first_cause = min(cause_lines, default=None)
        chosen = {
            n: f"{reason}; {SET_UP_GONE_ON_REASON}" if n == first_cause else reason
            for n, reason in chosen.items()
            if n not in ignored or n == quoted or n in cause_lines
        } or chosen
        passed_runs = list(passed_runs_of_failed_tests(lines))[:PASSED_RUNS_SHOWN]
        chosen = chosen | {number: PASSED_RUN_REASON for number in passed_runs if number not in chosen}
        chosen = chosen | dict.fromkeys(not_installed, NOT_INSTALLED_REASON)
        chosen = with_retried_reason(chosen, lines, retried_indexes)
        chosen = with_after_failure_reason(chosen, lines, {section.index for section in after})
        chosen = with_step_title_reason(chosen, lines)
        excerpt = _spans(chosen, lines, log_scan.sections, member_name, _late_endings(failing), failing_indexes, budget)
        report, test_names = _job_report(
            job_name,
            member,
            log_scan,
            failing,
            lines,
            chosen,
            excerpt,
            classification,
            blocks,
            ran,
            test_lines,
            quoted,
            survived,
            focus,
            known,
            self.go_modules,
            self.checkout,
            partial(earlier_lines_holding, member.file, failing[0].start.line, stamp=log_scan.stamp),
        )
        report.excerpt_cut = cut
        if comparison:  # the baseline left out what that run printed too, but not the lines the report cites
            cited = [report.headline_line, *(place.log_line for place in report.locations)]
            wanted = {
                n: f"{CITED_LINE_REASON} ({comparison.reason if n in new_lines else comparison.known_reason})"
                for n in cited
                if n is not None and n in lines and n not in chosen
            }
            if wanted:
                chosen = with_cited_lines(chosen, lines, wanted, budget)
                report.excerpt = _spans(
                    chosen, lines, log_scan.sections, member_name, _late_endings(failing), failing_indexes, budget
                )
        if focus is not None and others:
            listed = failed_unit_verdicts(member.file, failing[0], log_scan.stamp, self.signals)
            member.file.seek(0)
            # make's verdict over the tox environment it ran names the same failure, no unit of its own
            folded = outer_verdicts(lines, failing[0], units)
            listed.verdicts = [(line, name) for line, name in listed.verdicts if line not in folded]
            report.deciding_unit = _failed_unit(focus, classification, report.tool, focus, lines)
            report.headline, report.other_failed_units = _also_failed(
                report.headline, report.deciding_unit, focus, others, lines, listed
            )
            report.other_failed_more = listed.more
        explained_unit = focus or (units[0] if len(units) == 1 else None)
        if explained_unit is not None and unit_opening(lines, explained_unit) is not None:
            report.failed_unit = explained_unit.name
        report.other_failed_units += unbuilt_units(report, lines, log_scan.format)
        if goes_on_after_failures(commands) and not report.other_failed_units:
            report.headline, report.other_failed_units = _other_command_failed(report, lines)
        tally = reported_failures(line.text for line in test_lines.values() if line.section in failing_indexes)
        if tally is not None:  # the runner counts a test it failed for its `.only` alone, no failed test
            tally = max(0, tally - _focused_tests(test_lines, failing_indexes)) or None  # none: no tally of failures
        read_whole = all(more is not None for more in unread)
        hooks = sum(1 for test in report.failed_tests if counted_apart(test))  # no test the tally counts
        counted = len(test_names) - hooks
        # with a tally: the runner's count, unless more are named (some are none); fewer: some unnamed
        if tally is not None and tally >= counted:
            report.failed_tests_total = tally + hooks
        # a tally of failures none of which a line names (pytest's --tb=no -rN): a count, no list of them
        report.failed_tests_complete = read_whole if tally is None else 0 < counted <= tally
        if tally is not None and tally > counted:  # some went unnamed: the list is the first ones
            report.failed_tests = _before_unread(report.failed_tests, sorted(test_lines))
        report.locations = _tolerated_last(report.locations, lines, tolerated_names, ignored)
        if log_scan.format == "github-actions":  # the runner prints its own exit line: a tool's named code is no such
            marker_missing = not _runner_marked(failing[0])
        else:
            marker_missing = _decisive_marker(failing[0]) is None and report.exit_code is None
            if marker_missing and log_scan.format == "plain":
                # the tool's own tally, or its runner's report, ended the run
                category = report.classification.category
                marker_missing = not (
                    ends_in_tally(lines, failing[0], category) or ends_in_runner_report(lines, failing[0])
                )
        cut_short = _cut_short_passing(lines, failing[0], markers) if marker_missing else None
        if cut_short is not None:
            # nothing shows the step failed: not its end (cut short), nor a line of its output
            classification = report.classification
            report.classification = Classification(
                category="unknown", confidence=0.0, scores=classification.scores, step_tool=classification.step_tool
            )
            report.classification.confidence_steps.append(_step_cut_short(classification, cut_short))
        report.classification = explain_unknown(
            report.classification,
            report.failing_step,
            report.exit_code,
            tools,
            len(self.skills.skills),
            passed,
            failed_command,
            substituted,
            silent,
            last_command,
            traced,
        )
        if failed_command is not None and report.headline_line == message:  # its trace: what failed, with its code
            report.headline = failed_command_headline(failed_command, substituted, report.exit_code)
        elif silent and report.classification.category == "unknown" and check_meaning(last_command, report.exit_code):
            # the script's last command is a check whose status the step returned: what failed, with its code
            report.headline = failed_command_headline(last_command, [], report.exit_code)
        elif (
            (silent or cut_short is not None)
            and report.classification.category == "unknown"
            and report.headline
            and message is not None
            and report.headline_line == message
            and not lines[message].marker  # an error annotation a tool printed is its report of an error
        ):
            # no line reads as an error: the output line quoted is what the step last said, not its failure
            report.headline = silent_step_headline(report.headline)
        elif report.headline_line in ignored and documented_exit(last_command, report.exit_code):
            # the quoted line is an earlier run's: the last command ended the step, its tool's code says how
            report.headline = failed_command_headline(last_command, [], report.exit_code)
        if report.tool is None and ran is not None:
            report.tool = ran.name
        elif report.tool is None and not commands:  # a plain log: the lines' shape shows which tool printed them
            report.tool = tool_by_output_shape(lines, failing[0])
        advice = report.classification
        # pip's box holds the compiler's error the summary quotes: the advice is about it, not the box
        advice.next_step = (
            boxed_error_next_step(
                advice, lines, report.headline_line, report.headline, self.signals, log_scan.format, commands
            )
            or advice.next_step
        )
        # the file the finding is in was rendered from a template earlier: the variable or the template is the cause
        rendered = rendered_file_note(
            report.locations,
            commands,
            partial(earlier_lines_holding, member.file, failing[0].start.line, stamp=log_scan.stamp),
        )
        if rendered is not None:
            advice.next_step = f"{advice.next_step} {rendered}" if advice.next_step else rendered
        if advice.next_step and not accounts_for_failed_tests(advice, test_lines, report.failed_tests):
            # the other tests' own signals (another finding of the same tool) say what to do about them
            others, every = other_tests_advice(
                advice,
                test_lines,
                report.failed_tests,
                log_scan.format,
                commands,
                repeated=bool(attempts),
                earlier=partial(earlier_lines_holding, member.file, failing[0].start.line, stamp=log_scan.stamp),
            )
            advice.next_step = " Also: ".join([advice.next_step, *others])
            if not every:  # a signal's advice about one kind of test error follows the failed tests' own
                advice.also_next_step, advice.next_step = advice.next_step, None
        elif advice.next_step is None:  # a rival's line is why one of the failed tests failed (a module not found)
            advice.also_next_step = rival_tests_advice(
                advice,
                test_lines,
                report.failed_tests,
                log_scan.format,
                commands,
                earlier=partial(earlier_lines_holding, member.file, failing[0].start.line, stamp=log_scan.stamp),
            )
        advice.shuffled_order = shuffled_order_note(test_lines, failing_indexes, report.tool)
        advice.stopped_early = stopped_early_note(test_lines, failing_indexes)
        advice.unexplained_tests = [
            test.name for test in unexplained_tests(advice, test_lines, report.failed_tests) if test.kind == "failed"
        ]
        if report.tool is not None and _is_shell(report.tool) and missing:
            # the shell said the step's own catalogue tool was not found (``Run kubeconform …``,
            # ``bash: line 1: kubeconform: command not found``): that tool is what the step could not run
            report.tool = missing[0].name
        if alone and alone.report.fingerprint:
            report.fingerprint = alone.report.fingerprint
        if comparison and quoted:
            report.headline_compared = comparison.status(quoted)
            limit = changed_limit(report.headline or "", comparison.option_changes) or changed_stated_limit(
                report.headline or "", comparison.baseline.limits
            )
            if limit is not None and report.headline_compared in {"new", "changed"}:
                # a gate's verdict on a limit the command changed: the limit, not the code, moved first
                report.headline_compared, report.changed_limit = "limit changed", limit
        if comparison:
            report.lines_new = (comparison.new_count, comparison.total)
            programs = [command.split()[0] for command in ran.commands] if ran else []
            tools = [name for name in (report.tool, *programs) if name]
            report.version_changes = version_changes(comparison.versions, comparison.baseline.versions, tools)
            report.warned_before = warned_before(comparison.baseline.warned, report.failed_tests, report.headline or "")
            report.lost_settings = lost_settings(
                comparison.baseline.step_env.get(comparison.failing_step, frozenset()),
                comparison.failing_env,
                ((number, line.text) for number, line in lines.items() if line.section in failing_indexes),
            )
        if (
            comparison
            and given_up is not None
            and given_up.last is not None
            and report.classification.signals
            and report.classification.signals[0].line in given_up.attempts
            and report.classification.confidence > 0
        ):
            # the verdict is read from attempts the passing run's same loop got past: the step starts
            # and waits for what it waits for, which never answered this time
            from ci_triage.logs.given_up_attempts import GAVE_UP_FACTOR, GAVE_UP_STEP, gave_up_next_step

            detail = f"{GAVE_UP_STEP.format(label=comparison.baseline.label)} (× {GAVE_UP_FACTOR})"
            report.classification = with_factor(report.classification, "loop gave up", GAVE_UP_FACTOR, detail)
            report.classification.next_step = gave_up_next_step(comparison.baseline.label, lines[given_up.last].text)
            report.classification.also_next_step = None
        if only_known and report.classification.confidence > 0:
            detail = f"{ONLY_KNOWN_STEP} (× {ONLY_KNOWN_FACTOR})"
            report.classification = with_factor(report.classification, "only known lines", ONLY_KNOWN_FACTOR, detail)
        if marker_missing and report.classification.confidence > 0:
            missing = no_exit_marker(log_scan.format).split(":")[0]
            detail = f"{missing}: that the step failed there is itself inferred (× {NO_EXIT_MARKER_FACTOR})"
            report.classification = with_factor(report.classification, "no exit marker", NO_EXIT_MARKER_FACTOR, detail)
        ran_after_cancel = report.classification.category == "cancelled" and step_after_cancel(log_scan, failing)
        if ran_after_cancel and report.classification.confidence > 0:
            detail = f"{STEP_AFTER_CANCEL} (× {LATER_STEP_FACTOR})"
            report.classification = with_factor(report.classification, "step after cancel", LATER_STEP_FACTOR, detail)
        went_on_after = step_after_failure(log_scan, failing)
        return MemberAnalysis(
            report=report,
            scan=log_scan,
            failing=failing,
            excerpt_lines=chosen,
            comparison=comparison,
            exit_marker_missing=marker_missing,
            ran_after_cancel=ran_after_cancel,
            went_on_after=went_on_after,
            failed_test_names=test_names,
            explaining=explaining,
            only_known_lines=only_known,
            known_errors=only_known and _step_reads_as_error(lines, failing[0], markers),
            flaky_tests=flaky_test_notes(test_lines, set(test_names)),
            passed_on_retry=passed_on_retry_notes(member.file, log_scan, self.signals, step_script_lines, retried)
            + piped_into_tee_notes(
                member.file, log_scan, self.signals, step_script_lines, _passed_before(log_scan, failing)
            ),
        )


def _unit_verdict(
    unit: StepUnit,
    section: Section,
    lines: dict[int, LogLine],
    member: str | None,
    tolerated: frozenset[str],
    known: frozenset[int],
    survived: Collection[int],
    own: Collection[str],
    installed: bool | None,
) -> tuple[Classification, str | None]:
    """The verdict of the failed ``unit`` of ``section`` (the failing step) read alone
    (:func:`ci_triage.logs.step_units.unit_lines`, with the tool it ran, :func:`_unit_tool`) and the
    tool named for it (:func:`_tool`); ``member``, ``tolerated``, ``known`` and ``survived`` as
    :func:`ci_triage.logs.classify.classify` takes them, and so the step's evidence of the project's
    own packages (``own``, its ``local_packages``) and whether its tests ran with it ``installed``
    (:func:`ci_triage.logs.missing_import.project_evidence`): a unit of several reads a missing
    import of the project as it reads alone (tox's ``skip_install`` env beside another env, trial
    123 finding 2)."""
    alone_lines = unit_lines(lines, section, unit)
    unit_ran = _unit_tool(unit, section, alone_lines)
    verdict = classify(
        alone_lines,
        [section],
        member,
        unit_ran,
        tolerated,
        known,
        survived,
        local_packages=own,
        project_installed=installed is True,
    )
    unit_signals = [n for n in sorted(alone_lines) if unit.holds(n) and alone_lines[n].matches]
    texts = ((number, line.text) for number, line in alone_lines.items())
    return verdict, compiler_that_ran(_tool(verdict, lines, unit_signals, unit_ran), unit_ran, texts)


def _unit_tool(unit: StepUnit, section: Section, lines: dict[int, LogLine]) -> Tool | None:
    """The catalogue tool the failed ``unit`` of ``section`` ran: among the tools of its commands
    (:attr:`StepUnit.commands`), the one whose failure decides it (:func:`ci_triage.logs.tools.step_tool`,
    judged on the unit's ``lines``, leaving out those whose program was not found); ``None`` when its
    commands name none, or the wrapper found no program to run for it (:func:`unit_program_missing`:
    pre-commit's hook ``codespell`` whose entry ``codespell-py`` is not installed ran no codespell)."""
    return _named_tool(unit.commands, section, lines)


def _named_tool(commands: Sequence[str], section: Section, lines: dict[int, LogLine]) -> Tool | None:
    """The catalogue tool that ran of ``commands``, the commands a wrapper's lines in ``section``
    name (a unit's, :func:`_unit_tool`, or the step's, :func:`ci_triage.logs.step_units.named_commands`):
    the one whose failure decides (:func:`ci_triage.logs.tools.step_tool`, judged on ``lines``), those
    whose program was not found left out; ``None`` when they name none or the wrapper found no
    program to run (:func:`unit_program_missing`)."""
    if unit_program_missing(section, lines):
        return None
    tools = identify_tools(list(commands))
    missing = missing_tools(tools, section, lines)
    ran = [tool for tool in tools if tool not in missing]
    return step_tool(ran, error_producers(section, lines)) if ran else None


def _also_failed(
    headline: str | None,
    deciding: FailedUnit,
    focus: StepUnit,
    others: list[tuple[StepUnit, Classification, str | None]],
    lines: dict[int, LogLine],
    listed: UnitVerdicts,
) -> tuple[str | None, list[FailedUnit]]:
    """``headline`` (the error of ``focus``, the deciding unit: the first failed unit whose own verdict
    names a category, else the first whose output a skill reads as an error) with the step's other
    failed units, each with its own verdict and tool: those that failed before it (naming no
    category) first (``forbid TODO markers (lint/format, pre-commit) failed first; …``: the
    run's first failure is what a person reading top-down meets first), those after it last (``…
    (also failed: py311: test failure, pytest)``); a person fixes the first unit first and still
    needs to know the others failed. The headline names the first :data:`ALSO_NAMED` of them in log
    order, of every unit verdict of the step (``listed``, :func:`~ci_triage.logs.unit_verdicts.failed_unit_verdicts`:
    a unit whose lines were not read by its name alone), and counts the rest (``and 52 more``);
    ``deciding`` is ``focus`` as the report names it (:func:`named_units`).
    Returns that headline (at most :data:`HEADLINE_CHARS` characters) and the other units in log
    order (:attr:`JobReport.other_failed_units`; ``lines``: line number → line read)."""
    units = [_failed_unit(unit, verdict, tool, focus, lines) for unit, verdict, tool in others]
    units = _in_log_order(units, listed, focus)
    earlier, later = named_units(units, listed.more, deciding)
    text = headline or ""
    if earlier:
        text = f"{earlier}{FAILED_FIRST}{text}".rstrip("; ")
    if later:
        text = f"{text}{ALSO_FAILED}{later})" if text else f"also failed: {later}"
    return (shorten_line(text, HEADLINE_CHARS) if len(text) > HEADLINE_CHARS else text), units


def _failed_unit(
    unit: StepUnit, verdict: Classification, tool: str | None, focus: StepUnit, lines: dict[int, LogLine]
) -> FailedUnit:
    """The failed ``unit`` as the report names it: its name, ``verdict``'s category, ``tool``, the
    first of its commands, whether it failed before ``focus`` (the unit the headline explains: its
    output starts first, or of a workspace runner's interleaved tasks its failure is named first), and
    the tool of the wrapper's signal on its verdict line in ``lines`` (line number → line read)."""
    verdict_line = lines.get(unit.verdict)
    wrappers = [m.signal.tool for m in verdict_line.matches if m.signal.role == "wrapper"] if verdict_line else []
    return FailedUnit(
        name=unit.name,
        category=verdict.category,
        tool=tool,
        error=unit_error(unit.name, verdict, lines),
        error_line=unit_error_line(verdict, lines),
        # interleaved tasks (a workspace runner's) by the order the runner named them failed
        before=unit.verdict < focus.verdict if focus.own is not None else unit.start < focus.start,
        command=unit.commands[0] if unit.commands else None,
        wrapper=next(iter(wrappers), None),
    )


def unit_error(name: str, verdict: Classification, lines: dict[int, LogLine]) -> str | None:
    """The text of the failed unit ``name``'s own first error (:func:`unit_error_line`), its name
    the quote may open with left out, cut to :data:`UNIT_ERROR_CHARS` characters; None without one."""
    first = unit_error_line(verdict, lines)
    if first is None:
        return None
    quoted = _headline_text(lines, first).removeprefix(f"{name}: ")
    return shorten_line(quoted, UNIT_ERROR_CHARS)


def unit_error_line(verdict: Classification, lines: dict[int, LogLine]) -> int | None:
    """The 1-based line of a failed unit's own first error, read from its ``verdict`` (its signals, read alone:
    :func:`_unit_verdict`) as :func:`_headline` picks a summary's line: the earliest signal of the
    verdict's category on a line an ``error`` signal reads, about as strong as its strongest such
    signal (:data:`HEADLINE_WEIGHT_SLACK`), among ``lines`` (line number → line read; its wrapper's
    lines, pre-commit's ``forbid print statements....Failed`` and ``- hook id: no-print``, are
    none); None when no such signal is among them. Without one, a ``summary`` signal's line of its category is its
    error, as it leads the unit's verdict read alone: ``cp: cannot stat 'docs/index.md': No such
    file or directory``, which missing-path reads as a summary since beside another category's error
    it is that error's consequence, is the error of make's ``docs`` target, whose other line is make's
    own report (a ``wrapper`` signal's: never a unit's error). Of tox's ``py311`` and
    ``lint`` that each failed on a missing module, ``ModuleNotFoundError: No module named 'b'`` is
    ``lint``'s, which its category (``runtime error``, the same as ``py311``'s) does not tell apart."""
    of_category = [hit for hit in verdict.signals if hit.category == verdict.category and hit.line in lines]
    own = [hit for hit in of_category if any(match.signal.role == "error" for match in lines[hit.line].matches)] or [
        hit for hit in of_category if any(match.signal.role == "summary" for match in lines[hit.line].matches)
    ]
    if not own:
        return None
    strongest = max(hit.weight for hit in own)
    return min(hit.line for hit in own if hit.weight >= strongest - HEADLINE_WEIGHT_SLACK)


UNIT_ERROR_CHARS = 120
"""Characters of a failed unit's own first error a summary or advice quotes at most (:func:`unit_error`)."""


def _in_log_order(units: list[FailedUnit], listed: UnitVerdicts, focus: StepUnit) -> list[FailedUnit]:
    """The failed ``units`` read and those only ``listed`` (by their verdict line: named, category
    ``unknown``), but ``focus``, in the order of their verdicts; a unit read that the list lacks
    (a group's, which no verdict names) after them."""
    read = {unit.name: unit for unit in units}
    in_list = {name for _, name in listed.verdicts}
    ordered = [
        read.get(name) or FailedUnit(name=name, category="unknown", before=line < focus.verdict)
        for line, name in listed.verdicts
        if name != focus.name
    ]
    return [*ordered, *(unit for unit in units if unit.name not in in_list)]


ALSO_NAMED = 4
"""Failed units a headline names beside the one it explains, in log order; the rest are counted."""
FAILED_FIRST = " failed first; "
"""What follows the failed units before the deciding one in a headline (:func:`_also_failed`)."""
ALSO_FAILED = " (also failed: "
"""What opens the failed units after the deciding one at the end of a headline (:func:`_also_failed`)."""


DIAGNOSTIC_STRENGTH = 0.8
"""The least strength of a compile error that names what did not build (a compiler's diagnostic with
file:line, weight 0.85 or more; not a build tool's ``make: *** Error 2``): :func:`unbuilt_units`."""
UNBUILT_NAME_CHARS = 120
"""Characters of a compile error that names a unit that did not build at most (:func:`unbuilt_units`)."""


def unbuilt_units(report: JobReport, lines: dict[int, LogLine], log_format: LogFormat = "plain") -> list[FailedUnit]:
    """The code that did not build beside the failed tests of ``report``'s failing step, as failed
    units (:attr:`JobReport.other_failed_units`) named by their compile error: a test runner that
    builds each unit before running its tests reports one that does not compile next to another's
    failed tests (``go test ./...``: ``inv/inv.go:4:19: undefined: undefinedHelper`` and ``FAIL
    example.com/m/inv [build failed]`` beside ``--- FAIL: TestTotal``). None of its tests ran, so
    fixing the failed ones leaves the step red: the summary names it (``… failed first;`` when it
    came before the first failed test, else ``(also failed: …)``). It is a rival of the test-failure
    verdict (:attr:`Classification.competing`) of category ``compile/build error``, of at least
    :data:`DIAGNOSTIC_STRENGTH`, on a line of the failing step, whose skill's own verdict that a unit
    did not build (a ``summary`` signal: go's ``[build failed]``, cargo's ``could not compile``) is
    on one of its ``lines`` (the member's, by 1-based number) too, or whose skill's heading of the
    unit it built (a ``context`` signal) is right above it: go's ``# example.com/shop/price`` over
    the first error of a package with no test files, for which go prints no ``[build failed]`` (trial
    99 #3). A compiler's message that a test printed (FileCheck's, trybuild's expected errors) is no
    build of the step. Each unit's ``next_step`` is its skill's own advice from the step's lines
    (:func:`_unbuilt_advice`, in ``log_format``'s words): go's ``note: module requires Go 1.21``
    under the compile error says why it did not build. Empty for another verdict or without failed tests."""
    step = report.failing_step
    tests = report.step_failed_tests
    if report.classification.category != "test failure" or step is None or not tests:
        return []
    verdicts = {
        match.signal.skill
        for n, line in lines.items()
        if step.start_line <= n <= step.end_line
        for match in line.matches
        if match.signal.role == "summary" and match.signal.category == "compile/build error"
    }
    first_test = min((test.log_line for test in tests if test.log_line is not None), default=step.end_line)
    return [
        FailedUnit(
            name=shorten_line(rival.signal.text.strip(), UNBUILT_NAME_CHARS),
            category=rival.category,
            before=rival.signal.line < first_test,
            next_step=_unbuilt_advice(lines, step, rival.signal.skill, log_format),
        )
        for rival in report.classification.competing
        if rival.category == "compile/build error"
        and rival.strength >= DIAGNOSTIC_STRENGTH
        and rival.signal is not None
        and (rival.signal.skill in verdicts or _under_its_heading(rival.signal, lines))
        and step.start_line <= rival.signal.line <= step.end_line
    ]


def _unbuilt_advice(lines: dict[int, LogLine], step: FailingStep, skill: str, log_format: LogFormat) -> str | None:
    """The next step of the strongest signal of ``skill`` (a compiler's skill, whose error named code
    that did not build: :func:`unbuilt_units`) of category ``compile/build error`` that gives one, on
    a line of ``step`` in ``lines`` (the member's, by 1-based number; the first of equal weight),
    filled in as a deciding signal's is (:func:`~ci_triage.logs.signal_next_step.match_next_step`,
    in ``log_format``'s words): go's ``note: module requires Go 1.21`` below the package's errors,
    the toolchain older than go.mod asks for. None when none of its lines there has one."""
    found = [
        (match.signal.weight, -number, number, match)
        for number, line in lines.items()
        if step.start_line <= number <= step.end_line
        for match in line.matches
        if match.signal.skill == skill and match.signal.category == "compile/build error" and match.signal.next_step
    ]
    if not found:
        return None
    *_, number, match = max(found, key=lambda item: item[:2])
    return match_next_step(number, match, lines, log_format)


def _under_its_heading(hit: SignalHit, lines: dict[int, LogLine]) -> bool:
    """Whether the line right above ``hit``'s (``lines``: the member's, by 1-based number) is its
    skill's heading of a unit of the same category (a ``context`` signal): go's ``# example.com/pkg``
    over the package's first compile error."""
    above = lines.get(hit.line - 1)
    return above is not None and any(
        match.signal.skill == hit.skill and match.signal.role == "context" and match.signal.category == hit.category
        for match in above.matches
    )


OTHER_COMMAND_WEIGHT = 0.4
"""The least weight of a rival signal that names another command's failure in a step that goes on
after failures (:func:`_other_command_failed`): a file utility's ``cp: cannot stat`` (0.45), not a
passing mention."""


def _other_command_failed(report: JobReport, lines: dict[int, LogLine]) -> tuple[str | None, list[FailedUnit]]:
    """``report``'s headline and the failed unit its step's other command makes, in a step whose
    script goes on after a command fails (:func:`~ci_triage.logs.tolerated.goes_on_after_failures`:
    ``shellcheck deploy.sh || rc=$?; ./deploy.sh || rc=$?; exit $rc``): the strongest rival of
    ``report``'s verdict (:attr:`Classification.competing`) of another category, of at least
    :data:`OTHER_COMMAND_WEIGHT`, on a line of the failing step that no signal of the verdict's tool
    matched (``lines``: line number → line read): ``cp: cannot stat 'build/out.tar'`` beside
    shellcheck's SC2045. It is the other command's own failure, which the step reports with the
    first's (trial 76 #5): the headline names it after (``… (also failed: cp: cannot stat …:
    configuration)``) or before the verdict's line (``… failed first; …``), as a wrapper's other
    failed units are (:func:`_also_failed`). The headline unchanged and ``[]`` without such a rival."""
    step = report.failing_step
    quoted = report.headline_line
    if step is None or quoted is None:
        return report.headline, []
    for rival in report.classification.competing:
        hit = rival.signal
        line = lines.get(hit.line) if hit is not None else None
        if hit is None or line is None or rival.category == report.classification.category:
            continue
        tools = {match.signal.tool for match in line.matches}
        if hit.weight < OTHER_COMMAND_WEIGHT or (report.tool is not None and report.tool in tools):
            continue
        if not step.start_line <= hit.line <= step.end_line:
            continue
        unit = FailedUnit(
            name=shorten_line(hit.text.strip(), UNBUILT_NAME_CHARS), category=rival.category, before=hit.line < quoted
        )
        earlier, later = named_units([unit])
        headline = report.headline or ""
        headline = f"{earlier}{FAILED_FIRST}{headline}" if earlier else f"{headline}{ALSO_FAILED}{later})"
        return (shorten_line(headline, HEADLINE_CHARS) if len(headline) > HEADLINE_CHARS else headline), [unit]
    return report.headline, []


def named_units(units: Sequence[FailedUnit], more: int = 0, deciding: FailedUnit | None = None) -> tuple[str, str]:
    """The failed ``units`` (:attr:`JobReport.other_failed_units`, in log order) as a headline names
    them: those that failed before the deciding unit (``forbid TODO markers (lint/format,
    pre-commit), mypy``) and those after it (``py311: test failure, pytest; lint``), each with its
    category and tool when known — or, when they are the ``deciding`` unit's too and so tell the unit
    apart from it in nothing, with its own first error (:attr:`FailedUnit.error`: ``lint:
    ModuleNotFoundError: No module named 'b'`` beside ``py311``'s ``No module named 'a'``) —, the
    first :data:`ALSO_NAMED` of them (by their errors only while those fit in
    :data:`NAMED_UNITS_CHARS`), the rest and ``more``
    (:attr:`JobReport.other_failed_more`) counted after them (``…; and 52 more``); ``""`` for a side
    without units. A summary that names the failed tests instead of the headline
    (:func:`ci_triage.logs.report.job_summary`) names them too: tox's ``py311`` failing its
    collection names ``lint`` and ``type`` failing after it."""
    with_errors = _units_named(units, more, deciding)
    return with_errors if sum(map(len, with_errors)) <= NAMED_UNITS_CHARS else _units_named(units, more, None)


NAMED_UNITS_CHARS = 160
"""Characters the failed units a headline names may take with their own errors (:func:`named_units`);
past them each is named by its category and tool alone, so the headline's own text keeps its room."""


def _units_named(units: Sequence[FailedUnit], more: int, deciding: FailedUnit | None) -> tuple[str, str]:
    """:func:`named_units` of ``units``, a unit of ``deciding``'s category and tool by its error."""
    earlier, later = [], []
    rest = len(units) - ALSO_NAMED + more
    for unit in units[:ALSO_NAMED]:
        reading = ", ".join(part for part in (unit.category, unit.tool) if part and part != "unknown")
        if unit.error and deciding is not None and (unit.category, unit.tool) == (deciding.category, deciding.tool):
            reading = unit.error
        if unit.before:
            earlier.append(f"{unit.name} ({reading})" if reading else unit.name)
        else:
            later.append(f"{unit.name}: {reading}" if reading else unit.name)
    if rest > 0:
        later.append(f"and {rest:,} more" if later else f"{rest:,} more")
    return ", ".join(earlier), "; ".join(later)


def _no_failure(
    job: str, member: str | None, log_scan: Scan, comparison: Comparison | None, early_timeouts: list[str]
) -> MemberAnalysis:
    """The analysis of a member that shows no failure: no failing step, or only a step whose commands
    could not fail it followed by a later step that ran (:func:`_passed_before_later_steps`)."""
    report = JobReport(
        job=job,
        member=member,
        format=log_scan.format,
        total_lines=log_scan.total_lines,
        failure_found=False,
        classification=Classification(category="unknown", confidence=0.0),
    )
    return MemberAnalysis(
        report=report, scan=log_scan, failing=[], comparison=comparison, early_step_timeouts=early_timeouts
    )


def _ends_in_running_tests(text: str) -> bool:
    """Whether ``text``, a step's last line, is a test's report written while the tests ran: one
    that passed (:func:`ci_triage.logs.passing.passing_test`: pytest -v's ``PASSED [ 33%]``, go's
    ``--- PASS:``, ctest's ``1/3 Test #1: clamp ....   Passed``) or one that started and has no
    verdict yet (:func:`ci_triage.logs.passing.starting_test`: ctest's ``Start 3: lerp``, go's
    ``=== RUN``)."""
    return passing_test(text) or starting_test(text)


def _cut_short_passing(lines: dict[int, LogLine], section: Section, markers: set[int]) -> str | None:
    """Why ``section``, the failing step of a log without its exit marker, shows no failure, or
    ``None`` when it may: it ends in a test's report written while the tests ran
    (:func:`_ends_in_running_tests`; :data:`CUT_SHORT_PASSING`), or, of a plain log, while a
    command it ran under ``timeout`` was still at work (:attr:`Section.ended_mid_run`, read when the
    section was found; :data:`ENDED_MID_RUN`), with no line of it reading as an error (:func:`_step_reads_as_error`).
    A tool's findings that fail it without reading as errors (yamllint --strict's warnings) are no
    test's report: not such an end."""
    read = [n for n in lines if section.start.line <= n <= section.end_line and lines[n].text.strip()]
    if not read or _step_reads_as_error(lines, section, markers):
        return None
    if _ends_in_running_tests(lines[max(read)].text):
        return CUT_SHORT_PASSING
    command = section.ended_mid_run
    if not command:
        return None
    return ENDED_MID_RUN.replace("{command}", command.replace("{", "{{").replace("}", "}}"))  # braces kept as text


CUT_SHORT_PASSING = (
    "the log ends while the step ran, its last line a test that passed or started, and no line of it reads as "
    "a failure (cut short?): {category} {confidence} came from its command and banners alone"
)
"""Why a verdict was undone (:func:`_cut_short_passing`): a step's ``checked`` line of an ``unknown``."""
ENDED_MID_RUN = (
    "the log ends while the step ran: `{command}` last printed that it was at work and nothing after it says it"
    " ended (no exit status, no tally, no next prompt), and no line of it reads as a failure; `timeout` stops"
    " a command at its limit without a word (exit 124), so it may have stopped it there, or the copy was cut"
    " short: {category} {confidence} came from its command and banners alone"
)
"""Why a verdict was undone when a plain log ends while a command it ran under ``timeout`` was at
work (:func:`~ci_triage.logs.unfinished_run.ended_mid_run`): a step's ``checked`` line of an ``unknown``."""


def _step_cut_short(classification: Classification, reason: str) -> ConfidenceStep:
    """The confidence step of a verdict :func:`_cut_short_passing` undid for ``reason`` (one of its
    templates, filled): from its confidence to 0."""
    detail = reason.format(category=classification.category, confidence=classification.confidence)
    return ConfidenceStep(reason="cut short", before=classification.confidence, after=0.0, detail=detail)


def _command_lines(texts: Mapping[int, str]) -> dict[int, str]:
    """The lines of ``texts`` (1-based line number → cleaned text) that show a command, a shell
    prompt's or a ``set -x`` trace's (:data:`_PROMPT`: ``$ make test``, ``+ pytest``), each → that command."""
    return {number: prompt.group("command") for number, text in texts.items() if (prompt := _PROMPT.match(text))}


def _before_unread(tests: list[FailedTest], read: Sequence[int]) -> list[FailedTest]:
    """The first of ``tests`` (in log order, by :attr:`FailedTest.log_line`) up to the first two of
    them with an unread line between their lines (``read``: the 1-based numbers of the lines read,
    ascending), for a step whose runner's tally counts more failed tests than its lines read name: a
    step too long to read whole is read in windows around its first and last failures, and the
    tests after such a gap are its last, not the next (node's TAP ``not ok 3``, ``not ok 8``, ``not
    ok 13``, then ``not ok 763`` …). The list is then its first tests in order, and how many more
    failed follows it. A test no line of the log names (``log_line`` None) stays."""
    named = [test for test in tests if test.log_line is not None]
    for earlier, later in pairwise(named):
        above, below = earlier.log_line or 0, later.log_line or 0
        between = bisect.bisect_left(read, below) - bisect.bisect_right(read, above)
        if below > above + 1 and between < below - above - 1:
            cut = tests.index(later)
            return [*tests[:cut], *(test for test in tests[cut:] if test.log_line is None)]
    return tests


SET_UP_ADVICE = (
    "`{command}` failed (line {line}: `{text}`) and the script went on past it, so a later command lacked what it"
    " sets up: fix that command first, and let the step stop where it fails (no `|| true`, a shell with `-e`)."
)
"""The next step when a set-up command the script let go on failed and a later one tripped on it."""


def _set_up_advice(
    lines: Mapping[int, LogLine], cause_lines: Collection[int], let_go: Sequence[str], tolerated: Sequence[Tool]
) -> str | None:
    """:data:`SET_UP_ADVICE` for the first of ``cause_lines`` (:func:`~ci_triage.logs.tolerated.failed_set_up`),
    naming the command of ``let_go`` (the step's commands whose failure the script let go on) that
    runs the tool of ``tolerated`` whose signal matched that line, else the first of ``let_go``; its
    pieces of the log redacted. ``None`` without such lines or commands."""
    if not cause_lines or not let_go:
        return None
    line = lines[min(cause_lines)]
    printed = {match.signal.tool for match in line.matches} & {tool.name for tool in tolerated}
    command = next(
        (command for command in let_go if printed & {tool.name for tool in identify_tools([command])}), let_go[0]
    )
    pieces = {"command": command.removeprefix("Run ").strip(), "text": line.text.strip()[:160]}
    return SET_UP_ADVICE.format(line=line.number, **{name: redact(text) for name, text in pieces.items()})


def _tolerated_last(
    locations: list[Location], lines: dict[int, LogLine], tolerated: frozenset[str], ignored: frozenset[int]
) -> list[Location]:
    """``locations`` in the same order, but those whose log line matched only signals of the
    ``tolerated`` tools (:mod:`ci_triage.logs.tolerated`: ``legacy.c:1:25: error: ...`` of a
    ``gcc -c legacy.c || echo ...`` the script let go on) after the others: what the step ignored
    is not where it failed; so are those on the ``ignored`` lines, output of a command whose failure
    did not end the step (:func:`ci_triage.logs.tolerated.tolerated_output`). Another location with
    no signal on its line (a path the excerpt names) keeps its place."""
    if not tolerated and not ignored:
        return locations

    def let_go(location: Location) -> bool:
        if location.log_line in ignored:
            return True
        line = lines.get(location.log_line)
        return line is not None and bool(line.matches) and all(m.signal.tool in tolerated for m in line.matches)

    return sorted(locations, key=let_go)


_PROMPT = LazyRE2(r"^\s*(?:\$|\+{1,2}) (?P<command>\S.*)$")
_GROUP_END = ("shell:", "env:")


def _script_end(section: Section, lines: dict[int, LogLine]) -> int:
    """The last line (1-based) of the script a GitHub Actions ``##[group]Run`` block of ``section``
    shows: its ``##[endgroup]`` or first ``shell:``/``env:`` line when every line from the header to
    it was read (a short step is read whole), else the header's first :data:`STEP_HEADER_LINES`
    (beyond them, a line not read may be the end, and output is no command). A script's setup
    lines come first (``mkdir -p x && cd x && (test -f go.mod || go mod init …)``, heredocs
    writing files): the command that failed may be well past them (``go vet ./...``)."""
    number = section.start.line + 1
    while number in lines and number <= section.end_line:
        text = lines[number].text.strip()
        if lines[number].marker == "endgroup" or text.startswith(_GROUP_END):
            return number
        number += 1
    return section.start.line + STEP_HEADER_LINES


AZURE_SCRIPT_HEADER = "Script contents:"
AZURE_COMMAND_OUTPUT = "Starting Command Output"
"""What an Azure Pipelines script task prints around the script it runs: ``Generating script.``,
``Script contents:``, the script's lines, then ``========================== Starting Command Output
===========================`` before its output (the CmdLine and Bash tasks, microsoft/azure-pipelines-tasks
``Tasks/CmdLineV2/cmdline.ts``, ``Tasks/BashV3/bash.ts``; a task's display name, ``Step 2: shellcheck``,
need not name the command)."""


def _azure_script(section: Section, lines: dict[int, LogLine]) -> range:
    """The numbers (1-based) of the script lines an Azure Pipelines task of ``section`` printed under
    its ``Script contents:`` line (:data:`AZURE_SCRIPT_HEADER`), to the line before its ``Starting
    Command Output`` banner: the task's header (at most :data:`STEP_HEADER_LINES` lines of it and
    ``Generating script.``) and the script must have been read line by line; beyond
    :data:`STEP_HEADER_LINES` script lines not followed by the banner, a line is output, not script.
    Empty when the step printed no script (an action-like task, a cut log)."""
    number = section.start.line + 1
    header = None
    while number in lines and number <= min(section.end_line, section.start.line + 2 * STEP_HEADER_LINES):
        if lines[number].text.strip() == AZURE_SCRIPT_HEADER:
            header = number
            break
        number += 1
    if header is None:
        return range(0)
    number = header + 1
    while number in lines and number <= section.end_line:
        text = lines[number].text.strip()
        if text.startswith("=") and AZURE_COMMAND_OUTPUT in text:
            return range(header + 1, number)
        number += 1
    return range(header + 1, min(number, header + 1 + STEP_HEADER_LINES))


def step_script_lines(section: Section, lines: dict[int, LogLine], log_format: str) -> range:
    """The numbers (1-based) of the lines of ``section`` that show the step's command rather than
    its output: a GitHub Actions ``##[group]Run`` header and the script under it, to its end
    (:func:`_script_end`), an Azure Pipelines task's ``Script contents:`` (:func:`_azure_script`);
    empty for another step or log format. A path these lines name (``./ci/integration.sh``) is what
    the step ran, not a place its failure points at; the script's own error (bash's ``./deploy.sh:
    line 7: …``) is output, below them."""
    if log_format == "azure-pipelines":
        return _azure_script(section, lines)
    if log_format != "github-actions" or not section.name.startswith("Run "):
        return range(0)
    return range(section.start.line, _script_end(section, lines) + 1)


def _entered_folders(section: Section, lines: dict[int, LogLine], log_format: str) -> list[str]:
    """The folders of the checkout the failing step ``section``'s script enters, as its header in
    ``lines`` (line number → line read, 1-based) shows it (:func:`step_script_lines`,
    :func:`~ci_triage.logs.working_folder.entered_folders`): ``sub`` of ``Run cd sub && pytest``."""
    script = "\n".join(
        lines[number].text for number in step_script_lines(section, lines, log_format) if number in lines
    )
    return entered_folders(script)


def step_commands(section: Section, lines: dict[int, LogLine], log_format: str) -> list[str]:
    """The command lines of a failing step, as far as the lines read show them: the step's name
    (``Run ruff check .``, a Travis ``$ command``), the script lines of a GitHub Actions
    ``##[group]Run`` block (up to its ``shell:``/``env:`` lines or ``##[endgroup]``: the whole
    script when every line to that end was read, else its first :data:`STEP_HEADER_LINES`,
    :func:`_script_end`), and lines
    of the step that look like a shell prompt or ``set -x`` trace (``$ make test``, ``+ pytest``),
    the log's first line included when the section is the start of the log (a plain log). An Azure
    Pipelines task that printed its script (:func:`_azure_script`) is named by those lines, not by
    its display name, which is a label (``Step 2: terraform`` running ``terraform fmt -check``).
    A Jenkins command's name is followed by those of the ``parallel`` branches traced with it
    (:attr:`~ci_triage.logs.first_pass.Section.parallel_commands`)."""
    script = _azure_script(section, lines) if log_format == "azure-pipelines" else range(0)
    commands = [text for n in script if (text := lines[n].text.strip())]
    if not commands and section.name:
        commands = [section.name, *section.parallel_commands]
    in_group = log_format == "github-actions" and section.name.startswith("Run ")
    script_end = _script_end(section, lines) if in_group else 0
    first = section.start.line if section.start.kind == "start" else section.start.line + 1
    for number in sorted(lines):
        if not first <= number <= section.end_line:
            continue
        line = lines[number]
        if in_group:
            text = line.text.strip()
            past_header = number > script_end
            if line.marker == "endgroup" or text.startswith(_GROUP_END) or past_header:
                in_group = False
            elif text:
                commands.append(text)
                continue
        prompt = _PROMPT.match(line.text)
        if prompt:
            commands.append(prompt.group("command"))
    return commands


def error_producers(section: Section, lines: dict[int, LogLine], roles: Collection[str] = ()) -> list[tuple[str, ...]]:
    """The tools that may have printed the lines of ``section`` matched by signals other than
    ``context`` (of ``roles`` alone when given: a ``summary`` banner, pytest's ``=== short test
    summary info ===``, heads a passing ``-rA`` run's report too), in log order of their first
    match, each set once: a signal's own ``tool`` alone when it names one, else its skill's
    ``tool`` first, then the tools its skill's scope names (``1 file would be reformatted`` is
    black's as much as ruff format's; ``x.py:1:1: F401 ...`` flake8's as much as ruff's), so that
    the tool the step runs wins among them (:func:`ci_triage.logs.tools.step_tool`); a skill
    without a ``tool`` names its scope's alone (rust-runtime's panic is ``cargo run``'s: the
    program it ran has no catalogue entry). Who printed
    the step's errors, first error first (a wrapper line counts: pytest's ``ERROR collecting
    x.py`` header is pytest's output, the ``ModuleNotFoundError`` inside it too)."""
    producers: list[tuple[str, ...]] = []
    for number in sorted(lines):
        if not section.start.line <= number <= section.end_line:
            continue
        for match in lines[number].matches:
            signal = match.signal
            if not signal.tool:
                candidates: tuple[str, ...] = signal.scope.tools
            elif signal.own_tool:
                candidates = (signal.tool,)  # a line only that tool prints
            else:
                candidates = (signal.tool, *signal.scope.tools)
            counted = signal.role in roles if roles else signal.role != "context"
            if counted and candidates and candidates not in producers:
                producers.append(candidates)
    return producers


def failing_sections(log_scan: Scan) -> list[Section]:
    """The sections marked as failed, in log order.

    A section failed when it ended with a non-zero exit code, a cancellation, a job timeout or the
    CI system's termination of the job (:attr:`Section.failed`). In a Travis log every ``script``
    command that exited non-zero failed (the phase runs its next commands, "Breaking the Build" of
    docs.travis-ci.com/user/job-lifecycle), and a log without Travis' footer (``Done. Your build
    exited with N.``, :attr:`Scan.job_exit_code`) ended while its last section ran — the build
    script exited there (``exit`` or ``set -e`` in a sourced script, a killed shell) or the worker
    cut the job off — so that section failed too (:func:`_travis_running_step`).
    Without such a marker, a GitHub Actions log's failing step is the last one holding an
    ``##[error]`` that reports a failure (:func:`_error_marks_failure`). A log without any of these
    markers is judged from its lines (:meth:`Analyser.analyse`): ``[]`` here.
    """
    failed = [section for section in log_scan.sections if section.failed]
    running = _travis_running_step(log_scan)
    if running is not None and running not in failed:
        failed.append(running)
    if failed:
        return failed
    if log_scan.format == "github-actions":
        ended = any(section.name in RUNNER_END_STEPS for section in log_scan.sections)
        marked = [
            section
            for section in log_scan.sections
            if any(m.kind == "errmark" for m in section.markers) and _error_marks_failure(section, ended=ended)
        ]
        return marked[-1:]
    return []


STEP_AFTER_FAILURE = (
    "step “{failed}” failed but a later step ran (“{later}”): the failed step may have "
    "continue-on-error (the job may have passed) or the later step runs on failure; give --workflow to tell"
)
"""The warning of :func:`step_after_failure` (``{failed}``, ``{later}``: step names)."""
FAILED_BEFORE_LAST = (
    "step “{failed}” failed too (exit code {code}), before “{last}”: a later step ran after it, so it had "
    "continue-on-error (then “{last}” alone failed the job) or the later ones run on failure (then both did); "
    "the last failure is triaged; give --workflow to tell"
)
"""The warning of each step of :func:`failed_before_last` (``{failed}``, ``{code}``; ``{last}``: the
failing step triaged)."""
FAILED_AFTER_TRIAGED = (
    "step “{failed}” failed too (exit code {code}), after “{triaged}”: it ran after that failure, on its own "
    "if: always() or failure() (diagnostics, a report, an upload) or on continue-on-error of “{triaged}”; the "
    "earlier failure names its cause, so it is triaged; give --workflow to tell"
)
"""The warning of each step of :attr:`MemberAnalysis.failed_later` (``{failed}``, ``{code}``;
``{triaged}``: the earlier failing step triaged instead, :func:`_prefer_earlier`)."""


def step_after_failure(log_scan: Scan, failing: list[Section]) -> tuple[str, str] | None:
    """The first step of ``failing`` that exited non-zero in a GitHub Actions job and was followed
    by a main step (not the runner's post-job work, :data:`RUNNER_END_STEPS`), with the first such
    step's name; ``None`` otherwise. After a failed step the runner skips every later step whose
    ``if`` is ``success()`` (the default; :func:`after_failure_output`), so a step shown after it
    ran because the failed step had ``continue-on-error`` (its conclusion is ``success``, the job
    goes on as if it passed: :mod:`ci_triage.evidence.ending_step`) or because its own ``if`` calls
    ``failure()`` or ``always()``. The log alone cannot tell the two apart; the workflow file can."""
    if log_scan.format != "github-actions":
        return None
    for section in failing:
        if section.exit_code in (None, 0) or section.cancelled or section.timed_out or not section.name:
            continue
        later = next(
            (other for other in log_scan.sections[section.index + 1 :] if other.name not in RUNNER_END_STEPS), None
        )
        if later is not None and later.name:
            return section.name, later.name
    return None


def failed_before_last(log_scan: Scan, failing: list[Section]) -> list[Section]:
    """The script steps of ``failing`` (a GitHub Actions job's, in log order) that exited non-zero
    before the last one that did; ``[]`` when fewer than two did, or for another format. After a
    failed step the runner skips every later step whose ``if`` is ``success()`` (the default), so a
    later step ran because the earlier one had ``continue-on-error`` (its conclusion ``success``:
    the later failure alone failed the job) or because its own ``if`` calls ``always()`` or
    ``failure()`` (both failed it). Either way the last failed step's conclusion is ``failure``;
    the earlier ones' only in the second reading, which the log alone cannot tell from the first
    (GitHub Docs, "Workflow syntax", ``steps[*].continue-on-error``; "Expressions", status check
    functions). A cancelled or timed-out step is no script failure and is kept."""
    if log_scan.format != "github-actions":
        return []
    exited = [
        section
        for section in failing
        if section.exit_code not in (None, 0) and not section.cancelled and not section.timed_out and section.name
    ]
    return exited[:-1]


AFTER_FAILURE_STEP = LazyRE2(r"(?i)(?:upload|codecov|coveralls|artifact|notify|slack|cache)")
"""A step name of the kinds a workflow runs after a failure or lets fail (an upload of coverage or
artifacts, a notification, a cache save): such a step's failure after an earlier confident one is
not the job's cause (trial 29's rspec failure, then an ``if: always()`` upload failing with a network
error), and such a step that failed before the last failure is never triaged over it (trial 24's
``./ci/upload-coverage.sh`` on ``continue-on-error``) (:func:`_may_yield`)."""


def _may_yield(last: Classification, failing: list[Section]) -> bool:
    """Whether the last failed steps (``failing``, their verdict ``last``) of a GitHub Actions job
    may yield to an earlier failed step (:func:`_prefer_earlier`), without the workflow file: their
    verdict names no category or is below :data:`CONFIDENT`, or they are all of the kinds run after
    a failure (:data:`AFTER_FAILURE_STEP`). A step that ran after a failed one ran on
    ``continue-on-error`` of the earlier one or on its own ``if: always()``/``failure()``
    (:func:`failed_before_last`); the second is how a job reports after a failure (print a test
    log, upload reports or coverage, notify), whose own failure says little (trial 28's ``cat`` of a
    file the failed ``ctest`` did not write). Two confident verdicts of real steps keep the last step
    triaged: the log does not show ``continue-on-error``, and a lint step allowed to fail before the
    tests that failed the job (trials 24 and 30) is as common as tests run on ``if: always()`` after
    a failed lint."""
    if last.category == "unknown" or last.confidence < CONFIDENT:
        return True
    return all(AFTER_FAILURE_STEP.search(section.name) for section in failing)


def _prefer_earlier(earlier: Classification, last: Classification) -> bool:
    """Whether an earlier failed step (:func:`failed_before_last`) whose verdict is ``earlier`` is
    triaged instead of the last ones, which may yield (:func:`_may_yield`; their verdict ``last``):
    when the earlier verdict names a category and is confident (:data:`CONFIDENT`), or names one
    where the last names none (a step that names its cause is what a person fixes first)."""
    if earlier.category == "unknown":
        return False
    return last.category == "unknown" or earlier.confidence >= CONFIDENT


def step_after_cancel(log_scan: Scan, failing: list[Section]) -> bool:
    """Whether a main step of a GitHub Actions job (a section after the last cancelled one of
    ``failing`` that is not the runner's post-job work, :data:`RUNNER_END_STEPS`) ran after a
    cancellation. The runner skips the remaining steps of a cancelled job unless their ``if`` holds
    on cancellation (:data:`LATER_STEP_FACTOR`), so the cancellation is in doubt: an ``if:
    always()`` step fits, and so does a command that printed ``##[error]The operation was
    canceled.`` as its step's last line while the job went on."""
    cancelled = [section.index for section in failing if section.cancelled]
    if log_scan.format != "github-actions" or not cancelled:
        return False
    return any(section.name not in RUNNER_END_STEPS for section in log_scan.sections[cancelled[-1] + 1 :])


def job_name_of(member: LogMember, log_scan: Scan) -> str:
    """The name of ``member``'s job as its report gives it (:attr:`~ci_triage.logs.model.JobReport.job`):
    the member's job (a ``gh run view`` column, a run-logs zip's file name), else the runner's set-up
    line's (``Complete job name: …``), else the member's file name without its suffix, else ``job``."""
    return member.job or log_scan.job_name or (Path(member.name).stem if member.name else "job")


def _error_marks_failure(section: Section, *, ended: bool) -> bool:
    """Whether an ``##[error]`` line in ``section`` (a GitHub Actions section without an exit
    marker) reports that it failed. A failed script step (``Run <command>``) always ends with the
    runner's ``Process completed with exit code N.``, so an ``##[error]`` without it is an annotation
    the command printed (``ruff check --output-format=github --exit-zero``); a failed action step
    (``Run owner/repo@ref``, :data:`ACTION_STEP`) or the runner's own set-up and clean-up report
    failure with ``##[error]`` alone. A job that did not reach the runner's post-job steps
    (``ended`` false, :data:`RUNNER_END_STEPS`: a log cut short, or one step's file of a run-logs
    zip) may have lost its exit marker, so any ``##[error]`` counts there."""
    if not ended or not section.name or section.name in RUNNER_END_STEPS:
        return True
    return ACTION_STEP.match(section.name) is not None


TRAVIS_RESULT_NEUTRAL_PHASES = frozenset({"after_success", "after_failure", "after_script", "after_deploy"})
"""Travis phases whose exit codes do not change the job's result ("Breaking the Build" of
docs.travis-ci.com/user/job-lifecycle): a job whose log ends in one of them had its result already."""


def _travis_running_step(log_scan: Scan) -> Section | None:
    """The command a Travis job was running when its log ended without Travis' footer
    (:attr:`Scan.job_exit_code` ``None``): its last section, unless that is the preamble before any
    command (a log with no command line has no step to blame) or a command of a phase whose exit
    code does not count (:data:`TRAVIS_RESULT_NEUTRAL_PHASES`). ``None`` for a log of another
    format or one with the footer."""
    if log_scan.format != "travis" or log_scan.job_exit_code is not None or len(log_scan.sections) < 2:
        return None
    last = log_scan.sections[-1]
    return None if last.phase in TRAVIS_RESULT_NEUTRAL_PHASES else last


TRAVIS_EVIDENCE_PHASES = frozenset({"", "after_failure"})
"""Travis phases whose commands after a failed ``script`` command are read as its evidence: the
later ``script`` commands (no fold: ``""``), since the script phase goes on after a failed command
("Customize the Build Phase" of docs.travis-ci.com/user/job-lifecycle), and ``after_failure``,
which runs only when the job failed, "e.g., uploading log files" (same page). ``after_script`` runs
after them on green jobs too (travis-build ``lib/travis/build/stages.rb``: a ``custom`` stage, not
a ``conditional`` one tested against ``$TRAVIS_TEST_RESULT`` like ``after_success`` and
``after_failure``), and so does ``before_cache`` (cleaning the cache before its upload, "Caching
Dependencies" there): of their commands only those that show the failure's evidence are read
(:data:`TRAVIS_ALWAYS_PHASES`, :func:`_shows_failure_evidence`); the builtin ``cache`` stage prints
none, and ``after_success`` and the deploy phases do not run after a failure."""
TRAVIS_ALWAYS_PHASES = frozenset({"before_cache", "after_script"})
"""Travis phases that run after ``script`` whether or not it failed (job lifecycle order on
docs.travis-ci.com/user/job-lifecycle: ``script``, ``before_cache``, ``after_success`` or
``after_failure``, the deploy phases, ``after_script``): a command of theirs may print what the
failed one left behind (a test log, a core dump's backtrace) or run a tool of its own (a cache
clean-up, a coverage upload, a link checker, danger)."""
RUNS_OWN_JOB = LazyRE2(
    r"(?i)(?:^|[^a-z])(?:upload|deploy|publish|release|coverage|coveralls|codecov|cache|notify|danger|link)"
)
"""A command line whose words name a job of its own that a Travis job runs after its script
whatever the result (``./upload-coverage.sh``, ``bash deploy_docs.sh``, ``npm run coveralls``,
``./ci/check-links.sh``): what it prints is its own run's output, not the failure's."""
EVIDENCE_PRINTER_KINDS = frozenset({"wrapper", "test-runner"})
"""Catalogue kinds (:class:`~ci_triage.logs.tools.Tool`) of a command whose failure evidence, run
after the failure in :data:`TRAVIS_ALWAYS_PHASES`, is the failure's: a script or interpreter
(``./scripts/print-logs.sh``, ``bash ci/after.sh``) and a test runner's second report. Any other
kind (``setup``: codecov; ``linter``: link checkers, danger; ``docs``, ``deploy``, ``release``)
reports its own run's errors there, which would crowd the failure's."""
PRINTS_FILES = LazyRE2(
    r"(?:^|[;&|(]\s*|\b(?:do|then|xargs|-exec)\s+)(?:sudo\s+)?(?:cat|tail|head|zcat|xzcat|bzcat)(?:\s|$)"
)
"""A command line that prints files (``cat test-suite.log``, ``tail -n 100 *.log``, ``for f in
logs/*; do cat $f; done``, ``find . -name '*.log' -exec cat {} +``): a command run after the
failure that only shows what the failed one left behind (a test suite's log, ``config.log``)."""


def after_failure_output(log_scan: Scan, failing: list[Section]) -> list[Section]:
    """The sections after the last failed one of ``failing`` that ran while the job was already
    failing and may show why, in log order. The excerpt reads them; they are no failing steps (the
    first failure already decided the job's result), and no category or fingerprint comes from
    them.

    - Travis: the commands of :data:`TRAVIS_EVIDENCE_PHASES` (later ``script`` commands, such as
      ``cat tests/test-suite.log`` after ``make check``; the ``after_failure`` phase), and those of
      ``before_cache`` and ``after_script`` that show the failure's evidence
      (:func:`_shows_failure_evidence`: these phases also run cache clean-ups, link checkers,
      coverage uploads and danger, whose own errors would crowd the failure's).
    - GitHub Actions: every step shown after the failed one, but the runner's post-job steps
      (:data:`~ci_triage.logs.first_pass.RUNNER_END_STEPS`). After a step fails, the runner skips
      each later step whose ``if:`` is false without running or printing it (actions/runner
      ``src/Runner.Worker/StepsRunner.cs``: "Skipping step due to condition evaluation"), and a
      step's ``if:`` is ``success()`` unless it calls a status function (docs.github.com,
      "Expressions", status check functions: ``failure()`` "Returns true when any previous step of
      a job fails"); so a step printed after the failed one ran because of ``if: failure()`` or
      ``always()`` — most often to print a test log the failed step left (``cat
      test-suite.log``) — or because the failed step had ``continue-on-error``.
    - Azure Pipelines: every step shown after the failed one, but the agent's ``Finalize Job``
      (:data:`~ci_triage.logs.first_pass.AGENT_END_STEP`): a step's default condition is
      ``succeeded()`` (learn.microsoft.com, Azure Pipelines "Pipeline conditions"), so one that ran
      after a failure asked for it (``failed()``, ``succeededOrFailed()``, ``always()``).
    - GitLab: every section after the failed command: the stages gitlab-runner runs after a failed
      script (``after_script``, ``upload_artifacts_on_failure``, ``cleanup_file_variables``...:
      :data:`~ci_triage.logs.first_pass.GITLAB_AFTER_FAILED_SCRIPT_STAGES`), whose exit codes do not
      decide the job's result.

    At most the first :data:`MAX_LATER_STEPS` of them. ``[]`` for a log of another format, or when no
    section of ``failing`` failed."""
    last = max((section.index for section in failing if section.failed), default=None)
    if last is None:
        return []
    later = log_scan.sections[last + 1 :]
    if log_scan.format == "travis":
        return [
            section
            for section in later
            if section.phase in TRAVIS_EVIDENCE_PHASES
            or (section.phase in TRAVIS_ALWAYS_PHASES and _shows_failure_evidence(section))
        ][:MAX_LATER_STEPS]
    if log_scan.format == "github-actions":
        return [section for section in later if section.name not in RUNNER_END_STEPS][:MAX_LATER_STEPS]
    if log_scan.format == "azure-pipelines":
        return [section for section in later if section.name != AGENT_END_STEP][:MAX_LATER_STEPS]
    if log_scan.format == "gitlab":
        return later[:MAX_LATER_STEPS]
    return []


def _shows_failure_evidence(section: Section) -> bool:
    """Whether a Travis command of :data:`TRAVIS_ALWAYS_PHASES`, run after the failure, shows its
    evidence: it prints files (:data:`PRINTS_FILES`: ``cat test-suite.log``), or the scan kept a
    skill's signal in its output (:attr:`Section.first_signals`: a traceback, a failed test, a
    compiler diagnostic, a crash, as ``./scripts/print-logs.sh`` or a core dump's ``gdb -batch``
    backtrace print them) and its command runs a job of its own neither by its words
    (:data:`RUNS_OWN_JOB`: ``./upload-coverage.sh``) nor by a catalogued tool but scripts,
    interpreters and test runners (:data:`EVIDENCE_PRINTER_KINDS`): a coverage upload, a link
    checker, danger or a docs-coverage report prints its own errors."""
    if PRINTS_FILES.search(section.name):
        return True
    if not section.first_signals or RUNS_OWN_JOB.search(section.name):
        return False
    return all(tool.kind in EVIDENCE_PRINTER_KINDS for tool in identify_tools([section.name]))


def _passed_before(log_scan: Scan, failing: list[Section]) -> list[Section]:
    """The sections of ``log_scan`` before the first failed one of ``failing`` that passed, in log
    order: a step that passed while its command failed (a pipe into ``tee`` without ``pipefail``,
    :mod:`ci_triage.logs.hidden_pipe_failure`) may be what the failed one trips on. ``[]`` when no
    section of ``failing`` failed."""
    first = min((section.index for section in failing if section.failed), default=0)
    return [section for section in log_scan.sections[:first] if not section.failed]


def retried_before(log_scan: Scan, failing: list[Section]) -> list[Section]:
    """The sections before the last failed one of ``failing`` whose retried command failed at least
    once and then passed (:attr:`Section.passed_on_retry`, Travis' ``travis_retry``), in log order.
    An earlier attempt's error (an install that broke a dependency) may be what a later step trips
    on, so the excerpt reads them; they are no failing steps (the job went on), and a section after
    the last failed one cannot explain it. ``[]`` when no section of ``failing`` failed."""
    last = max((section.index for section in failing if section.failed), default=0)
    return [section for section in log_scan.sections[:last] if section.passed_on_retry]


def may_have_failed(log_scan: Scan) -> bool:
    """Whether the first pass saw anything of a failure: a section marked as failed
    (:func:`failing_sections`), or, in a log of another format than GitHub Actions whose CI system
    did not print that the job passed (Travis' ``Done. Your build exited with 0.``,
    :attr:`Scan.job_exit_code`), a kept error line or marker in any section. Cheap, for choosing
    which members of a run to analyse; :meth:`Analyser.analyse` decides."""
    if failing_sections(log_scan):
        return True
    return (
        log_scan.format != "github-actions"
        and log_scan.job_exit_code != 0
        and any(s.first or s.first_signals or s.markers for s in log_scan.sections)
    )


def _focused_tests(test_lines: dict[int, LogLine], sections: Collection[int]) -> int:
    """How many of ``test_lines`` (1-based number → line read) in ``sections`` say their runner
    failed a test for its ``.only`` alone (a signal's ``test_kind`` ``focused``: vitest's
    ``Unexpected .only modifier`` under ``CI``): tests its tally counts failed that did not fail."""
    return sum(
        1
        for line in test_lines.values()
        if line.section in sections and any(match.signal.test_kind == "focused" for match in line.matches)
    )


def _outside_passing_tests(texts: dict[int, str], kinds: dict[int, str]) -> dict[int, str]:
    """``kinds`` (line → kind of failure evidence, among the lines ``texts``) without the lines of
    evidence right before a passing test's result line (:func:`ci_triage.logs.passing.passing_test`)
    or make's report of an error it ignored (:func:`ci_triage.logs.passing.ignored_by_make`), with
    only blank lines or other such lines between: a test prints its output, then its result (go's
    ``t.Logf("got expected error: %v", err)`` lines, then ``--- PASS: TestErrPath``), and a recipe
    line make was told to ignore its output, then make's ``Error 1 (ignored)``. A failed test's result
    line (:func:`ci_triage.logs.passing.failing_test`: TAP's ``not ok 3``, whose diagnostics follow
    it) is no passing test's output and ends the lines taken as one."""
    kept: dict[int, str] = {}
    passed_next = False
    for number in sorted(texts, reverse=True):
        text = texts[number]
        if passing_test(text) or ignored_by_make(text):
            passed_next = True
        elif failing_test(text):
            passed_next = False
            if number in kinds:
                kept[number] = kinds[number]
        elif number in kinds:
            if not passed_next:
                kept[number] = kinds[number]
        elif text.strip():
            passed_next = False
    return kept


@dataclass(frozen=True)
class EarlyTimeout:
    """A step timeout :func:`_forget_early_step_timeouts` cleared: its ``section``, and the fields of
    its warnings (:data:`EARLY_STEP_TIMEOUT`, :data:`EARLY_STEP_TIMEOUT_KEPT`): ``line``, the
    timeout's line number (1-based), ``start``, the step's first line's, ``seconds`` between them."""

    section: Section
    fields: dict[str, float]


SILENCE_LINES = 20
"""Lines above a cancellation read for the runner's time of the last output before it."""


def _time_out_silent_cancellations(member: LogMember, log_scan: Scan) -> None:
    """Set :attr:`Section.timed_out` of each GitHub Actions section the runner cancelled after hours
    of silence (:func:`ci_triage.logs.job_time_limit.ran_out_of_time`: the job's time limit, whose
    message is no line of the log). Reads :data:`SILENCE_LINES` lines per cancelled section;
    ``member``'s file is left at offset 0."""
    if log_scan.format != "github-actions":
        return
    for section in log_scan.sections:
        cancels = [marker for marker in (*section.markers, *section.last) if marker.kind == "cancel"]
        if not section.cancelled or section.timed_out or not cancels:
            continue
        request = WindowRequest(cancels[-1], SILENCE_LINES, 0, first_line=section.start.line)
        raw = read_windows(member.file, [request])
        member.file.seek(0)
        section.timed_out = ran_out_of_time(raw, cancels[-1].line)


def _forget_early_step_timeouts(member: LogMember, log_scan: Scan) -> list[EarlyTimeout]:
    """Clear :attr:`Section.timed_out` of each GitHub Actions section whose step timeout
    (:data:`_STEP_TIMEOUT`) came less than :data:`STEP_TIMEOUT_FLOOR_SECONDS` after the step's
    first line by the runner's times (:data:`_RUNNER_TIME`): no ``timeout-minutes`` ends a step that
    soon, so a command printed the runner's words (its other markers stay). A log without the
    runner's times keeps its timeouts, and so does a step whose timeout the runner's ``##[error]The
    operation was canceled.`` follows on the next line: the runner stops a timed-out step so, while a
    script's words alone let the job go on (a log whose times were rewritten, all within a second,
    still shows that pair). Returns each timeout cleared, in log order (``[]`` for most
    logs). Reads two lines per timed-out section; ``member``'s file is left at offset 0."""
    forgotten: list[EarlyTimeout] = []
    if log_scan.format != "github-actions":
        return forgotten
    for section in log_scan.sections:
        timeouts = [marker for marker in section.markers if marker.kind == "timeout"]
        if not section.timed_out or not timeouts:
            continue
        if any(marker.kind == "cancel" and marker.line == timeouts[-1].line + 1 for marker in section.markers):
            continue  # the runner's cancellation right below: its timeout's consequence, whatever the times say
        bounds = {"first_line": section.start.line, "last_line": section.end_line}
        requests = [WindowRequest(section.start, 0, 0, **bounds), WindowRequest(timeouts[-1], 0, 0, **bounds)]
        raw = read_windows(member.file, requests)
        member.file.seek(0)
        first, ending = raw.get(section.start.line), raw.get(timeouts[-1].line)
        if not isinstance(first, bytes) or not isinstance(ending, bytes) or not _STEP_TIMEOUT.search(ending):
            continue
        started, ended = _RUNNER_TIME.match(first), _RUNNER_TIME.match(ending)
        if started is None or ended is None:
            continue
        from datetime import datetime  # here: only a log with a step timeout needs it (start-up cost)

        ran = datetime.fromisoformat(ended.group(1).decode()) - datetime.fromisoformat(started.group(1).decode())
        if ran.total_seconds() < STEP_TIMEOUT_FLOOR_SECONDS:
            section.timed_out = False
            fields = {"line": timeouts[-1].line, "seconds": ran.total_seconds(), "start": section.start.line}
            forgotten.append(EarlyTimeout(section, fields))
    return forgotten


def _reports_of_tests_not_failed(lines: dict[int, LogLine], banners: dict[int, str], scanned: list[range]) -> set[int]:
    """The numbers of ``lines`` (every line read of a log, windows and failing steps read whole)
    in a report of a test that did not fail: pytest's ``PASSES`` section
    (:func:`ci_triage.logs.passing.passing_reports`), a passing ``go test -json`` test's events
    (:func:`ci_triage.logs.passing.passing_test_events`), rspec's pending examples and the like
    (:func:`ci_triage.logs.passing.not_failed_reports`), a line whose ``test`` group names a test
    whose own result line says it passed (:func:`ci_triage.logs.passing.passed_test_names`: the
    expected panic of cargo's ``#[should_panic]`` test under ``--nocapture``, then its ``... ok``),
    jest's report of a failed attempt of a test that passed on a retry
    (:func:`ci_triage.logs.flaky_tests.retried_reports_of_passed_tests`).
    Judged over all the lines read at once: a
    window that opens inside a section without its banner belongs to it when the failing step read
    whole fills the gap, or when the step, too long for that, was scanned for pytest's banners
    (``banners``: line number → cleaned text, each ``PASSES`` banner of the lines of ``scanned`` and
    the banner that ends its section;
    :func:`ci_triage.logs.pytest_banners.step_banners`)."""
    texts = {number: line.text for number, line in lines.items()}
    reports = passing_reports(texts | banners, scanned) - banners.keys()
    passed = passed_test_names(texts.values())
    naming_passed = {
        n for n, line in lines.items() if any(match.groups.get("test") in passed for match in line.matches)
    }
    retried = retried_reports_of_passed_tests(texts)
    return reports | passing_test_events(texts) | not_failed_reports(texts) | naming_passed | retried


def _quoted_runner_lines(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text, the log's last lines) in the
    form of the runner's end of a step (:data:`RUNNER_END_LINE`) that are not where the runner prints
    them: any but those of the run of such lines (blank lines and the runner's clean-up lines,
    :data:`RUNNER_CLEAN_UP_LINE`, between and after) that ends the log. The runner
    ends a step with them, so a log holding one step's output ends there; one that output lines follow
    was printed by a command (a passing test's captured output, a NuGet retry's ``The operation was
    canceled.``), as :meth:`first_pass._Scanner._close` rules for GitHub Actions logs."""
    quoted: set[int] = set()
    ending = True
    for number in sorted(texts, reverse=True):
        text = texts[number]
        if not text.strip() or RUNNER_CLEAN_UP_LINE.search(text) is not None:
            continue
        if RUNNER_END_LINE.search(text) is None:
            ending = False
        elif not ending:
            quoted.add(number)
    return quoted


WEAK_READING = 0.5
"""Below this weight a ``summary`` signal's line is failure evidence only as its words are
(:meth:`Analyser._evidence_kinds`): a weak reading names a failure no more surely than they do."""


def _before_no_traced_command(texts: dict[int, str], kinds: dict[int, str]) -> dict[int, str]:
    """``kinds`` (line → kind of failure evidence, among the lines ``texts``: the log's last lines)
    without the generic words (kind ``"word"``) that a command bash traced
    (:func:`ci_triage.logs.passing.xtrace`, ``+ make``) follows: a CI script runs under ``set -e``
    (GitHub's ``bash -e {0}``, GitLab's and Travis' scripts stop at a failed command), so a script
    that traced another command went on, and what printed those words did not fail it. A skill's
    ``error`` or ``summary`` line stays: it names a failure whatever ran next. The traces that end
    the log (nothing but traces and blank lines after them) show no command that went on: bash
    traces every command of a pipeline as it starts, so under ``set -o pipefail`` the members traced
    after the error a first member printed (``+ cat x.json``, ``cat: x.json: No such file or
    directory``, ``+ head -1``) are the same failed command, and the log ends there."""
    numbers = sorted(texts)
    while numbers and (xtrace(texts[numbers[-1]]) or not texts[numbers[-1]].strip()):
        numbers.pop()
    last_trace = max((number for number in numbers if xtrace(texts[number])), default=0)
    return {number: kind for number, kind in kinds.items() if kind != "word" or number > last_trace}


def _after_last_retry(texts: dict[int, str], kinds: dict[int, str]) -> dict[int, str]:
    """``kinds`` (line → kind of failure evidence, among the lines ``texts``: the log's last lines)
    without the evidence up to the last line announcing a retry (:func:`retry_announcement`:
    ``Attempt 1 failed with exit code 7. Retrying in 1s...``): that attempt's errors (curl's ``(7)
    Failed to connect``) and the announcement itself belong to an attempt the command ran again,
    as Travis' ``travis_retry`` does (:attr:`Section.failed_attempts`); only evidence after it tells
    that the last attempt failed too."""
    last_retry = max((number for number, text in texts.items() if retry_announcement(text)), default=0)
    return {number: kind for number, kind in kinds.items() if number > last_retry} if last_retry else kinds


def _without_tags(texts: dict[int, str], log_scan: Scan) -> dict[int, str]:
    """``texts`` (line number, 1-based → cleaned text) with a workspace runner's tag left out of
    each line, decided per step over the lines given as the second pass decides it
    (:func:`ci_triage.logs.task_prefix.task_prefixes`), and klog's header after it
    (:func:`ci_triage.logs.klog_header.klog_header_cuts`): a skill's ``^not ok`` is node's line under
    pnpm's ``packages/api test: `` in the no-exit-marker check too."""
    starts = [section.start.line for section in log_scan.sections]
    indexes = [section.index for section in log_scan.sections]
    section_of = {n: indexes[max(0, bisect.bisect_right(starts, n) - 1)] for n in texts} if starts else {}
    cut = klog_header_cuts(texts, task_prefixes(texts, section_of))
    return {number: text[cut.get(number, 0) :] for number, text in texts.items()} if cut else texts


def _section_at(sections: list[Section], line: int) -> Section:
    """The section holding ``line`` (1-based)."""
    starts = [section.start.line for section in sections]
    return sections[max(0, bisect.bisect_right(starts, line) - 1)]


def _window_requests(log_scan: Scan, failing: list[Section]) -> list[WindowRequest]:
    requests = []
    for section in failing:
        bounds = {"first_line": section.start.line, "last_line": section.end_line}
        requests.append(WindowRequest(section.start, 0, STEP_HEADER_LINES, **bounds))
        for anchor in section.anchors():
            requests.append(WindowRequest(anchor, WINDOW_BEFORE, WINDOW_AFTER, **bounds))
        ending = _decisive_marker(section)
        if ending and ending.line > section.end_line:  # Jenkins' exit line, printed once the Pipeline ended
            requests.append(WindowRequest(ending, 0, 0, first_line=ending.line, last_line=ending.line))
        elif ending:
            requests.append(WindowRequest(ending, TAIL_LINES, 0, **bounds))
    return requests


def _tail_past_group_ends(
    member: LogMember, log_scan: Scan, section: Section, raw: dict[int, bytes | LongLine]
) -> None:
    """Read more of the failing ``section``'s tail into ``raw`` (line number → line, as
    :func:`~ci_triage.logs.second_pass.read_windows` reads it) while the :data:`TAIL_LINES` lines
    read before its ending marker hold ``##[endgroup]`` lines: the tail is that many
    lines of output, however many groups the step closes after it (a wrapper's nested groups, tox or
    a composite action: 300 ``##[endgroup]`` after pytest's tally left it unread)."""
    ending = _decisive_marker(section)
    if ending is None or ending.line > section.end_line:
        return
    before = TAIL_LINES
    while ending.line - before > section.start.line:
        first = ending.line - before
        closing = [n for n in range(first, ending.line) if n in raw and _closes_group(raw[n], log_scan.stamp)]
        if TAIL_LINES + len(closing) <= before:
            return
        before = TAIL_LINES + len(closing)
        request = WindowRequest(ending, before, 0, first_line=section.start.line, last_line=section.end_line)
        raw.update(read_windows(member.file, [request]))
        member.file.seek(0)


def _closes_group(raw: bytes | LongLine, stamp: StampForm | None) -> bool:
    """Whether the read line ``raw`` is an ``##[endgroup]`` marker: no output."""
    return clean_read_line(raw, stamp).marker == "endgroup"


def _section_ending(section: Section, lines: dict[int, LogLine]) -> int | None:
    """The last line read of ``section``: its last marker, or its last line (Jenkins' exit line,
    printed once the Pipeline ended, is past the failed command's lines: they end there)."""
    marker = _decisive_marker(section)
    if marker and marker.line in lines and marker.line <= section.end_line:
        return marker.line
    inside = [n for n in lines if section.start.line <= n <= section.end_line]
    return max(inside, default=None)


def _plain_ending(lines: dict[int, LogLine], section: Section) -> list[Block]:
    """For a log without exit markers: its last non-blank line, if it scores as an error or summary
    or is the trace of a shell check that printed nothing (:func:`silent_check`: the script stopped there)."""
    for number in sorted(lines, reverse=True):
        line = lines[number]
        if line.blank:
            continue
        if line.score >= 0.4 or line.matches or silent_check(line.text):
            return [Block(start=number, end=number, head=number, score=2.0, section=section.index, kind="exit")]
        return []
    return []


def _late_endings(failing: list[Section]) -> dict[int, Section]:
    """The failing steps (``failing``) whose deciding marker is past their own lines, by the
    marker's line (1-based): Jenkins prints a failed ``sh`` step's ``ERROR: script returned exit
    code N`` once the Pipeline ended, below ``[Pipeline] End of Pipeline``, and it is that step's line."""
    return {
        marker.line: section
        for section in failing
        if (marker := _decisive_marker(section)) is not None and marker.line > section.end_line
    }


def _spans(
    chosen: dict[int, str],
    lines: dict[int, LogLine],
    sections: list[Section],
    member: str | None,
    late_endings: dict[int, Section],
    failing: Collection[int],
    budget: int,
) -> list[Span]:
    """The excerpt's spans: the ``chosen`` lines (line → reason) in runs of adjacent lines of one
    step, each named by the section holding it, or by the step whose late exit line it is
    (``late_endings``, :func:`_late_endings`), each as an excerpt of ``budget`` tokens shows it
    (:func:`~ci_triage.logs.excerpt.excerpt_text`: a line past its share of the budget shortened).
    The spans of the ``failing`` sections (indexes) come first, in log order, then the other steps'
    (an earlier step that passed on a later attempt, another failed step, a step that ran after the
    failure), in log order: every view lists the spans in this order, so the failing step's own
    evidence leads wherever the other lines are."""

    def elsewhere(number: int) -> bool:
        return number not in late_endings and lines[number].section not in failing

    spans: list[Span] = []
    for number in sorted(chosen, key=lambda number: (elsewhere(number), number)):
        text = excerpt_text(lines[number], budget)
        section = late_endings.get(number) or sections[lines[number].section]
        previous = spans[-1] if spans else None
        if previous and previous.end_line == number - 1 and (previous.step or "") == (section.name or ""):
            previous.end_line = number
            previous.lines.append(text)
            previous.tokens += estimate_tokens(text) + 1
            if chosen[number] not in previous.reason.split("; "):
                previous.reason += f"; {chosen[number]}"
            continue
        spans.append(
            Span(
                member=member,
                start_line=number,
                end_line=number,
                step=section.name or None,
                reason=chosen[number],
                lines=[text],
                tokens=estimate_tokens(text) + 1,
            )
        )
    for span in spans:
        span.reason = _qualifiers_once(span.reason)
    return spans


def _qualifiers_once(reason: str) -> str:
    """A span's ``reason`` (its lines' reasons joined by ``; ``) with a qualifier in brackets that
    several of them end with, or that one of them is, said once, where it first occurs (``--baseline``:
    ``new since the passing log a.log; mocha: failing-count (new since the passing log a.log); error
    text (new since the passing log a.log)`` is ``new since the passing log a.log; mocha:
    failing-count; error text``); a qualifier only one reason has stays on it (``error text (known
    in the passing log)`` among new lines)."""
    parts = reason.split("; ")
    split = [part[:-1].rpartition(" (") if part.endswith(")") else ("", "", part) for part in parts]
    qualifiers = [qualifier for own, _, qualifier in split if own]
    shared = {qualifier for qualifier in qualifiers if qualifiers.count(qualifier) > 1 or qualifier in parts}
    said: list[str] = []
    for part, (own, _, qualifier) in zip(parts, split, strict=True):
        for piece in (qualifier, own) if own and qualifier in shared else (part,):
            if piece not in said:
                said.append(piece)
    return "; ".join(said)


def _consequence_only(line: LogLine | None, category: str) -> bool:
    """Whether ``line`` (a line read, or ``None``) is matched only by ``context`` signals that are a
    consequence of ``category``, the verdict's (their ``consequence_of``): a row of a coverage report
    under a failed test names code the failure left unrun, no place of the failure itself."""
    matches = line.matches if line is not None else []
    return bool(matches) and all(
        match.signal.role == "context" and category in match.signal.consequence_of for match in matches
    )


def _tallied_tests(
    tests: list[FailedTest],
    test_names: list[str],
    naming: Mapping[str, Sequence[int]],
    test_lines: Mapping[int, LogLine],
    failing_indexes: Collection[int],
    ran: Tool | None,
) -> tuple[list[FailedTest], list[str]]:
    """The failed tests (``tests``, kept, and ``test_names``, all) without those only another
    runner's skill named, when the runner's own skill names no more tests than its tally
    counts (:func:`ci_triage.logs.runner_tally.reported_failures`, on the lines of the failing
    sections ``failing_indexes``) and the lines name more: another runner's shape read in this
    runner's output (mocha's numbered failure ``1) <button id="add">…`` in the list of elements
    a Playwright strict-mode violation matched, under Playwright's ``1 failed``). The runner is
    the step's tool ``ran``, else (a plain log without its command) the tool of the weightiest
    signal naming a test. A test of another kind than ``failed`` (a hook's, a file's that did not
    load) is kept: no tally counts it (vitest's ``Failed Suites`` beside its ``Failed Tests``).
    ``naming``: each kept test's lines naming it (1-based keys of ``test_lines``). Unchanged when
    some test was not kept or the counts do not say so."""
    if len(tests) < len(test_names):
        return tests, test_names
    readings = {
        test.name: [match for number in naming.get(test.name, ()) for match in test_lines[number].matches]
        for test in tests
    }
    strongest = max(chain(*readings.values()), key=lambda match: match.signal.weight, default=None)
    tool = ran.name if ran is not None else strongest.signal.tool if strongest is not None else None
    own = {name for name, matches in readings.items() if any(match.signal.tool == tool for match in matches)}
    own |= {test.name for test in tests if test.kind != "failed"}  # a hook's or a file's failure: no tally counts it
    if tool is None or not own:
        return tests, test_names
    tally = reported_failures(line.text for line in test_lines.values() if line.section in failing_indexes)
    if tally is None or not 0 < len(own) <= tally < len(test_names):
        return tests, test_names
    return [test for test in tests if test.name in own], [name for name in test_names if name in own]


def _job_report(
    job_name: str,
    log_member: LogMember,
    log_scan: Scan,
    failing: list[Section],
    lines: dict[int, LogLine],
    chosen: dict[int, str],
    excerpt: list[Span],
    classification: Classification,
    blocks: list[Block],
    ran: Tool | None,
    test_lines: dict[int, LogLine],
    quoted: int | None,
    survived: Collection[int],
    focus: StepUnit | None = None,
    known: frozenset[int] = frozenset(),
    go_modules: dict[str, str] | None = None,
    checkout: Path | None = None,
    earlier: Callable[[bytes], Iterable[str]] | None = None,
) -> tuple[JobReport, list[str]]:
    """The job's report, and the names of all the failed tests ``test_lines`` name (``lines`` and
    the unread lines of its failing steps, :meth:`Analyser._unread_lines`), outside the reports of
    tests that did not fail (:func:`ci_triage.logs.passing.not_failed_reports`: rspec's pending
    examples, a TAP ``# TODO`` test, PHPUnit's risky tests); ``quoted``: the number
    of the line the summary quotes (:func:`_headline`); ``survived``: the reports of a signal the
    step went on after (:func:`ci_triage.logs.extract.survived_signal_reports`), which name no exit
    code; ``focus``: the failed unit of the first failing step whose lines name the tool, when
    several failed (:mod:`ci_triage.logs.step_units`); ``known``: the lines whose template the passing
    log has (``--baseline``), a failed test's message only when no new line may be it; ``go_modules``:
    the checkout's Go modules (:func:`ci_triage.logs.go_modules.go_modules`), which place a Go
    package's bare test files; ``checkout``: the checkout's root (:attr:`Analyser.checkout`), for
    the files a tool names from their own folder; ``earlier``: the lines of the steps before the
    failing ones that hold a literal (:class:`~ci_triage.logs.project_files.ProjectFiles`). In a GitHub
    Actions log, locations come from the failing steps' lines and those before them: a step shown
    after the failed one (:func:`step_after_failure`) ran on ``failure()`` or ``always()`` and may
    be anything (a report, an upload), so its output is read for the excerpt, never a location,
    and neither is an attempt of a command that passed on a later one (:func:`retried_before`);
    Travis' later commands and ``after_failure`` phase (:data:`TRAVIS_EVIDENCE_PHASES`) run on the
    failure to show it (a core dump's backtrace), so their files stay locations."""
    primary = failing[0]
    member = log_member.name or None
    failing_indexes = {section.index for section in failing}
    signal_lines = [n for n in sorted(lines) if lines[n].matches and lines[n].section in failing_indexes]
    excerpt_numbers = sorted(chosen)
    texts = {n: line.text for n, line in test_lines.items()}
    not_failed = not_failed_reports(texts) | retried_reports_of_passed_tests(texts)
    test_numbers = [
        n
        for n in sorted(test_lines)
        if test_lines[n].matches and test_lines[n].section in failing_indexes and n not in not_failed
    ]
    tests, test_names, naming = extract.failed_tests(test_lines, test_numbers, member, known, ran.name if ran else None)
    if len(test_names) > 1:
        tests, test_names = _tallied_tests(tests, test_names, naming, test_lines, failing_indexes, ran)
    named = FailedTestIdentities(identity_of_test(name) for name in test_names)
    read = [n for n in sorted(test_lines) if test_lines[n].section in failing_indexes]
    for hung in extract.timed_out_tests(test_lines, read, member) + extract.crashed_tests(test_lines, read, member):
        if not named.names_same_test(identity := identity_of_test(hung.name)):
            named.add(identity)
            test_names.append(hung.name)
            tests += [hung][: extract.MAX_TESTS - len(tests)]
    if len(failing) > 1:  # each test belongs to the step that names it, not to the diagnosed one
        tests = [
            replace(test, step=log_scan.sections[test_lines[test.log_line].section].name) if test.log_line else test
            for test in tests
        ]
    scripts = {n for section in failing for n in step_script_lines(section, lines, log_scan.format)}
    last_read = max(failing_indexes) if log_scan.format == "github-actions" else len(log_scan.sections)
    retried = {section.index for section in log_scan.sections if section.passed_on_retry}
    packages = WorkspacePackages(lines)
    commands = step_commands(primary, lines, log_scan.format)  # the failing step's command lines
    project_files = ProjectFiles(lines, checkout, earlier, commands)
    places = extract.locations(
        lines,
        packages,
        [n for n in signal_lines if n not in not_failed and lines[n].section not in retried],
        [
            n
            for n in sorted({*excerpt_numbers, *(n for n in _test_report_heads(tests, test_lines) if n in lines)})
            if n not in not_failed
            and n not in scripts
            and lines[n].section <= last_read
            and lines[n].section not in retried
        ],
        member,
        test_names,
        go_modules,
        project_files,
    )
    found_locations = [  # coverage rows under a failed test: the test's failure left that code unrun
        location
        for location in places.unique
        if not _consequence_only(lines.get(location.log_line), classification.category)
    ]
    cited = extract.citations(found_locations, places.citations)  # a place two tests' reports share is in each
    tests = with_test_files(
        [  # a file the test's own line names; one found among the locations is joined already
            replace(
                test,
                file=packages.path(
                    project_files.named_path(test_lines[test.log_line], test.file, test.log_line),
                    test_lines[test.log_line],
                ),
            )
            if test.file and test.log_line in test_lines
            else test
            for test in tests
        ],
        cited,
    )
    tests = with_test_lines(tests, cited, naming)  # before renaming: ``naming`` is by the log's names
    unread = [n for n in unplaced_report_lines(tests, naming) if n in lines and n not in not_failed]
    if unread:  # a test's place its report names though the excerpt (a baseline's, a budget's) left it out
        more = extract.locations(lines, packages, [], unread, member, test_names, go_modules, project_files)
        tests = with_test_lines(tests, extract.citations(more.unique, more.citations), naming)
    tests = with_node_ids(tests, lines)  # a pytest section header's name, as the node id pytest takes
    named = extract.exit_code(lines, signal_lines, survived) if primary.exit_code is None else None
    code = named[0] if named else primary.exit_code
    tool_lines = [n for n in signal_lines if focus is None or focus.holds(n) or lines[n].section != primary.index]
    titles = ((section.start.line, section.name) for section in log_scan.sections[: primary.index + 1])
    read = ((number, line.text) for number, line in lines.items() if number <= primary.end_line)
    tool = compiler_that_ran(_tool(classification, lines, tool_lines, ran), ran, chain(titles, read))
    if tool is not None and _is_shell(tool) and _run_by_sh(classification, lines):
        tool = _shell_runner(commands) or tool
    if tool is not None and ran is None:
        shown = console_scripts(line.text for line in lines.values() if line.section == primary.index)
        commands_run = [*commands, *shown]
        tool = (
            _printing_wrapper(commands_run, tool) or subcommand_run(commands_run, tool, classification.category) or tool
        )
    if tool is None and classification.category == "runtime error":
        launchers = {
            name
            for number in signal_lines
            for match in lines[number].matches
            if match.signal.category == "runtime error"
            for name in match.signal.scope.tools
        } | ({classification.step_tool} if classification.step_tool else set())
        tool = _program_run(commands, launchers)
    if tool is None and ran is None:  # no command shown: a traceback through an installed command's script names it
        shown = console_scripts(line.text for line in lines.values() if line.section == primary.index)
        tool = next((found.name for found in identify_tools(shown)), None)
    decisive = (
        _completion_order_free(classification.signals, lines, signal_lines)
        if len(test_names) > 1
        else _decisive_lines(classification.signals, lines)
    )
    heads = decisive or [lines[block.head].text for block in sorted(blocks, key=lambda b: -b.score)[:3]]
    headline = without_rule_frame(_headline_text(lines, quoted)) if quoted is not None and quoted in lines else None
    if headline is not None and quoted is not None:
        headline = without_object_offset(headline, lines, quoted, found_locations)
        headline = with_diagnostic_location(headline, lines, quoted, found_locations)
        headline = with_primary_label(headline, lines, quoted)
        headline = with_javac_details(headline, lines, quoted)
        headline = with_version_found(headline, lines, quoted)
        headline = with_python_cause(headline, lines, quoted)
        headline = with_built_package(headline, lines, quoted)
        headline = with_gate_measure(headline, lines, quoted, commands)
    ending = None
    if (
        quoted is not None and quoted in lines and not _decisive_lines(classification.signals, lines, ("error",))
    ):  # no error line decided (a count, a tool's name, nothing): the quoted cause tells failures apart
        heads = [lines[quoted].text, *heads]
    if classification.category == "unknown":  # what failed: also the step and its exit code
        ending = (primary.name or "", code)
    if headline is not None and quoted is not None and _wrapped_unit(lines, quoted):
        files = extract.unit_files(lines, quoted, found_locations)
        headline += f" ({', '.join(files)})" if files else ""
    if headline is not None and quoted is not None:
        headline = with_project_frame(headline, lines, quoted, found_locations)
        headline = _with_chain_cause(lines, quoted, found_locations, headline)
    if headline is not None and quoted is not None:
        headline = _with_running_test(lines, quoted, signal_lines, headline)
        headline = with_listed_file_meaning(headline, lines[quoted], classification.category)
        headline = with_tool_tally(headline, lines, quoted, SUMMARY_HEADLINE_CHARS)  # how many beside it
    report = JobReport(
        job=job_name,
        member=member,
        format=log_scan.format,
        total_lines=log_scan.total_lines,
        failure_found=True,
        failing_step=_failing_step(primary, lines, log_member, log_scan, named, ran),
        classification=classification,
        headline=_shortened_headline(headline),
        headline_line=quoted if headline is not None else None,
        excerpt=excerpt,
        failed_tests=with_package_folders(tests, found_locations),
        failed_tests_total=len(test_names),
        locations=found_locations,
        working_folders=[*working_folders(lines), *_entered_folders(primary, lines, log_scan.format)],
        failed_packages=[package.label for package in packages.failed()],
        exit_code=code,
        tool=tool,
        fingerprint=fingerprint(
            classification.category, tool or (ran.name if ran else None), [t.name for t in tests], heads, ending
        ),
    )
    return report, test_names


def _with_chain_cause(lines: dict[int, LogLine], quoted: int, found: list[Location], headline: str) -> str:
    """``headline``, the text of the quoted line ``quoted`` (1-based), with where it was raised and,
    after it, the root cause of the Python chain it ends (:func:`ci_triage.logs.exception_chain.chain_first`)
    or of the JVM stack trace below it, its last ``Caused by:`` (:func:`ci_triage.logs.exception_chain.root_cause`),
    and where that was raised (among ``found``, the report's locations: the innermost frame above a
    Python exception, :func:`~ci_triage.logs.exception_chain.raised_at`, the first below a JVM one,
    :func:`~ci_triage.logs.exception_chain.thrown_at`; the places left out when the
    whole is longer than :data:`HEADLINE_CHARS`, for a JVM chain than the summary quotes,
    :data:`SUMMARY_HEADLINE_CHARS`, whose clipping would stop at the ``;`` before the cause; a Python
    chain's keeps its cause, :func:`ci_triage.logs.message_chain.cause_kept`): ``shop.config.ConfigError:
    invalid config file settings.json (at shop/config.py:11); caused by JSONDecodeError: Expecting
    property name … (at shop/config.py:9)``, ``Exception in thread "main" java.lang.IllegalStateException:
    invalid config: port (at shop/Main.java:8); caused by NumberFormatException: For input string:
    "80a" (at shop/Main.java:6)``, the cause's class without its package. Unchanged when
    ``quoted`` ends no chain or its message quotes its cause's (:func:`ci_triage.logs.exception_chain.quotes_cause`).

    A Python exception raised while another was being handled (``During handling of the above
    exception, another exception occurred:``, :func:`ci_triage.logs.exception_chain.handled_when_raised`)
    does not name it, and that one failed first: when the project's code raised it (a place among
    ``found``), the headline leads with it and its place, then the exception ``quoted``:
    ``sqlite3.IntegrityError: NOT NULL constraint failed: orders.customer (at backfill.py:6); then,
    while handling it, OperationalError: no such table: backfill_log (at backfill.py:8)``. So does
    the exception ``quoted`` was raised from (``The above exception was the direct cause of the
    following exception:``, :func:`ci_triage.logs.exception_chain.raised_from`) when an installed
    package or the standard library raised ``quoted`` (:func:`ci_triage.logs.exception_chain.raised_in_library`)
    and the project's code the cause: a library's wrapper that does not quote its cause says less
    than it (Django's ``TransactionManagementError: An error occurred in the current transaction.
    …`` over a migration's ``django.db.utils.IntegrityError: NOT NULL constraint failed:
    orders_order.customer (at orders/migrations/0002_backfill_orders.py:6); the direct cause of
    TransactionManagementError: …``); a wrapper the project raised says what it was doing and
    leads."""
    earlier, link = handled_when_raised(lines, quoted), "then, while handling it,"
    if earlier is None and raised_in_library(lines, quoted):
        earlier, link = raised_from(lines, quoted), "the direct cause of"
    first_at = raised_at(lines, earlier, found) if earlier is not None else None
    if earlier is not None and first_at is not None and not quotes_cause(lines, quoted, earlier):
        here = raised_at(lines, quoted, found)
        name, _, message = lines[quoted].text.strip().partition(": ")
        first = _headline_text(lines, earlier).strip()
        then = f"{name.rpartition('.')[2]}: {message}"
        placed = f"{first} (at {first_at}); {link} {then}{f' (at {here})' if here else ''}"
        return placed if len(placed) <= HEADLINE_CHARS else f"{first} (at {first_at}); {link} {then}"
    cause = chain_first(lines, quoted)
    python = cause is not None
    cause = cause if python else root_cause(lines, quoted)
    if cause is None or quotes_cause(lines, quoted, cause):
        return headline
    placed_at = raised_at if python else thrown_at
    here, there = placed_at(lines, quoted, found), placed_at(lines, cause, found)
    name, _, message = lines[cause].text.strip().removeprefix(JVM_CAUSE).partition(": ")
    said = f"{name.rpartition('.')[2]}: {message}"
    placed = f"{headline}{f' (at {here})' if here else ''}; caused by {said}{f' (at {there})' if there else ''}"
    limit = HEADLINE_CHARS if python else SUMMARY_HEADLINE_CHARS  # a JVM quote is clipped at its ``;``
    return placed if len(placed) <= limit else f"{headline}; caused by {said}"


def _read_whole(section: Section, lines: dict[int, LogLine], total_lines: int) -> bool:
    """Whether every line of ``section`` was read in the second pass (not only windows of it)."""
    first, last = section.start.line, min(section.end_line, total_lines)
    return sum(1 for number in lines if first <= number <= last) >= last - first + 1


HEADLINE_CHARS = 300
"""Characters of the line the summary quotes; a longer one is shortened around its failure word
(:func:`ci_triage.logs.clean.shorten_line`), or to its start and its cause when it is a chain of
messages (:func:`ci_triage.logs.message_chain.cause_kept`)."""
SUMMARY_HEADLINE_CHARS = 200
"""Characters of the headline's own text the one-line summary quotes at most, the other failed units
it names aside (:func:`ci_triage.logs.report._quoted_headline`; the report's ``headline`` holds more:
:data:`HEADLINE_CHARS`); a JVM exception chain's quote names where each was thrown only within it
(:func:`_with_chain_cause`), so that the summary keeps the cause."""


def _shortened_headline(headline: str | None) -> str | None:
    """``headline`` when it has at most :data:`HEADLINE_CHARS` characters (or is ``None``); else
    shortened to its start and its cause when it is a chain of messages (Maven's ``Failed to execute
    goal …: … could not be resolved: …: Cannot access central … in offline mode …``), else around its
    failure word (:func:`ci_triage.logs.clean.shorten_line`)."""
    if not headline or len(headline) <= HEADLINE_CHARS:
        return headline
    return cause_kept(headline, HEADLINE_CHARS) or shorten_line(headline, HEADLINE_CHARS)


HEADLINE_WEIGHT_SLACK = 0.1
"""Error signals this much weaker than the strongest one of the verdict still lead the summary
when they come first (``Found 7 errors`` after ``I001 ...``); a location line (``File "x.py",
line 7``) does not outrank the message it locates."""
HEADLINE_MARGIN = 0.8
"""A block scoring at least this share of the best one is close enough for the earliest to lead."""


def _printed_by_a_failed_tool(line: LogLine, tools: Sequence[Tool], passed: Sequence[Tool]) -> bool:
    """Whether an ``error`` signal of ``line`` is of a tool of the step's commands (``tools``) that
    did not pass (not among ``passed``): that tool printed it, wherever a passed tool's verdict
    falls. Jenkins prints a ``parallel`` stage's branches interleaved, so mypy's ``src/a.py:14:
    error: …`` may come above pytest's ``25 passed in 11.00s`` of the other branch (trial 39)."""
    failed = {tool.name for tool in tools} - {tool.name for tool in passed}
    return any(match.signal.role == "error" and match.signal.tool in failed for match in line.matches)


def _headline(
    blocks: list[Block],
    lines: dict[int, LogLine],
    category: str,
    signals: SignalIndex | None = None,
    findings: frozenset[int] = frozenset(),
) -> int | None:
    """The number of the line the summary quotes: the *first* error, not the loudest or the last —
    the earliest block whose head carries an ``error`` signal of the verdict's category (its skill's,
    or the skill's ``outside_tests`` one: valgrind's ``Invalid read of size 4`` of a runtime error)
    about as strong as its strongest (:data:`HEADLINE_WEIGHT_SLACK`); without one, the
    earliest of the blocks scoring within :data:`HEADLINE_MARGIN` of the best, a block headed by a
    long line no signal reads (:func:`~ci_triage.logs.unknown.unread_data`: a minified bundle's source) only when every
    block is. Tools print their
    first error first and later ones often follow from it, while summaries and the step's last
    lines score high only for being late. A scanner's findings are peers: when a signal reads their
    severity, the earliest of the highest severity leads (:func:`_finding_severity`). A line that
    opens a box of a subprocess's output (pip's failed build step) gives way to the output's last
    line, its cause, or, when that line is the build backend's report that a command failed, to the
    first line inside the box that one of ``signals`` reads as an error
    (:func:`ci_triage.logs.boxed_output.boxed_output_cause`); a JVM exception's line whose stack
    trace names causes stays, the exception thrown out of the program, whose message says what it
    was doing and whose first frame in the project is where (the summary naming its last ``Caused
    by:``, the root cause, after it, as a Python chain's: :func:`_with_chain_cause`); a Python
    exception's line gives way to the last exception of its chain (:func:`ci_triage.logs.exception_chain.chain_last`:
    what the program died of, the summary naming the cause after it, :func:`_with_chain_cause`);
    an installed package's traceback frame (pytest's own hooks') to the project's innermost frame
    below it (:func:`ci_triage.logs.library_frames.project_frame_below`); a test runner's import
    error (``ImportError while loading conftest '…'``) to the exception below it that names what is missing
    (:func:`ci_triage.logs.missing_import.import_exception`); an
    exception that announces the error below it (:func:`_announces_below`) to the next candidate
    after it; a wrapper's line that a unit failed to the unit's own output (:func:`_unit_output`).
    A block headed by a rule (:func:`~ci_triage.logs.rule_line.rule_line`: ``-----``, ``│``) is
    never quoted. A block headed by one of ``findings`` (the step tool's error annotations,
    :func:`ci_triage.logs.tool_annotations.tool_annotations`) counts as one whose head carries an
    ``error`` signal worth :data:`~ci_triage.logs.classify.ANNOTATION_VALUE`."""
    blocks = [block for block in blocks if not rule_line(lines[block.head].text)]
    if not blocks:
        return None

    def weight(block: Block, side: bool) -> float:
        return max(
            (
                m.signal.weight
                for m in lines[block.head].matches
                if m.signal.role == "error"
                and category in (m.signal.category, m.signal.outside_tests)
                and _side_line(m) == side
            ),
            default=ANNOTATION_VALUE if block.head in findings and not side else 0.0,
        )

    worded = [block for block in blocks if not unread_data(lines[block.head])] or blocks
    best = max(block.score for block in worded)
    candidates: list[Block] = []
    for side in (False, True):
        strongest = max(weight(block, side) for block in blocks)
        candidates = [
            block for block in blocks if strongest and weight(block, side) >= strongest - HEADLINE_WEIGHT_SLACK
        ]
        if candidates:
            break
    candidates = candidates or _counted_errors(
        blocks, lines, [block for block in worded if block.score >= HEADLINE_MARGIN * best]
    )
    candidates = other_tools_errors_first(lines, candidates)
    severities = [_finding_severity(lines, block) for block in candidates]
    highest = max(severities)
    candidates = [block for block, severity in zip(candidates, severities, strict=True) if severity == highest]
    chosen = min(candidates, key=lambda block: block.head)
    if _announces_below(lines, chosen.head):
        chosen = min((block for block in candidates if block.head > chosen.head), key=lambda b: b.head, default=chosen)
    head = _most_severe_line(lines, chosen, highest) if highest else chosen.head
    if any(_side_line(m) for m in lines[head].matches):
        head = _diagnostic_opener(lines, head)
    head = chain_last(lines, head) or import_exception(lines, head) or project_frame_below(lines, head) or head
    return boxed_output_cause(lines, head, signals) or _unit_output(lines, head) or head


_COUNTED = LazyRE2(r"(?i)\b\d+ (?:errors?|failures?|failed|problems?|issues?|findings?|violations?)\b")
"""A count of errors a tally gives: ``2 errors``, ``1 failed``, ``3 problems``."""


def _is_tally(line: LogLine) -> bool:
    """Whether ``line`` is a tool's tally of what failed: a ``summary`` signal read it and it counts
    errors (:data:`_COUNTED`: mypy's ``Found 2 errors in 1 file (checked 1 source file)``), not a
    message that holds a number (``CHANGELOG.md has no entry for 2.1.0``)."""
    return _COUNTED.search(line.text) is not None and any(match.signal.role == "summary" for match in line.matches)


def _counted_errors(blocks: list[Block], lines: dict[int, LogLine], candidates: list[Block]) -> list[Block]:
    """``candidates`` (blocks of ``blocks`` close to the best score, none headed by an ``error``
    signal's line) with each tally among them (:func:`_is_tally`) replaced by the blocks above it in
    its section that no tally heads: the error lines it counts, which no skill reads as its tool's
    own (mypy's errors relayed by a script of the project's as ``ERROR m.py:4: …`` or as
    ``::error file=m.py,line=4::…`` in a log without the step's commands). A tally says how many,
    its first error line what failed; ``candidates`` unchanged when no such block is above a tally."""
    tallies = [block for block in candidates if _is_tally(lines[block.head])]
    counted = [
        block
        for block in blocks
        if not _is_tally(lines[block.head])
        and any(block.section == tally.section and block.head < tally.head for tally in tallies)
    ]
    if not counted:
        return candidates
    return [block for block in candidates if block not in tallies] + [
        block for block in counted if block not in candidates
    ]


def _finding_severity(lines: dict[int, LogLine], block: Block) -> int:
    """The rank (:data:`~ci_triage.logs.finding_severity.FINDING_SEVERITY`) of the highest severity a
    signal's ``severity`` group reads on the lines of the finding ``block`` heads
    (:func:`~ci_triage.logs.finding_severity.finding_lines`); 0 when none does. Findings of a
    scanner are peers, none the cause of the next: the tool's own severity tells which one a maintainer reads first."""
    return max((severity_rank(match) for line in finding_lines(lines, block) for match in line.matches), default=0)


def _most_severe_line(lines: dict[int, LogLine], block: Block, rank: int) -> int:
    """The number of the first line of ``block`` whose ``error`` signal reads a severity of ``rank``
    (:data:`~ci_triage.logs.finding_severity.FINDING_SEVERITY`), the block's highest: a block's head
    may be a lesser finding of the same place (shellcheck's ``SC2162 (info)`` caret above the
    ``SC2034 (warning)`` one, under one ``In x.sh line 11:``); the block's head when none does
    (bandit's ``Severity: High`` line is context below its finding's own ``>> Issue:`` line, the
    head)."""
    return next(
        (
            number
            for number in range(block.head, block.end + 1)
            if number in lines
            for match in lines[number].matches
            if match.signal.role == "error" and severity_rank(match) == rank
        ),
        block.head,
    )


_ANNOUNCES = LazyRE2(r"(?i)\bthe following\b[^:]*:\s*$")
"""The end of an exception's message that only introduces what is printed below it (nbclient's
``CellExecutionError: An error occurred while executing the following cell:``, nbclient 0.10)."""


def _announces_below(lines: dict[int, LogLine], head: int) -> bool:
    """Whether line ``head`` (a key of ``lines``) is an exception's line
    (:data:`~ci_triage.logs.unknown.EXCEPTION_LINE`) whose message says "the following …:"
    (:data:`_ANNOUNCES`): the real error is the next one printed after it (the notebook cell's
    ``KeyError: 'data'``), so the summary quotes that one when there is one."""
    text = lines[head].text
    return EXCEPTION_LINE.match(text) is not None and _ANNOUNCES.search(text) is not None


def _unit_output(lines: dict[int, LogLine], head: int) -> int | None:
    """The first line of the unit's own output below the line ``head`` that only says a unit a
    wrapper ran failed (a ``wrapper`` signal with a ``message``, no ``error`` signal: pre-commit's
    ``forbid TODO markers.....Failed``): past the wrapper's own lines right below it (at least one;
    those signals match: ``- hook id: no-todo``, ``- exit code: 1``; nox's ``Session lint failed.``
    has none, its session printed before it) and blank lines, the next line read, when no
    signal matches it, it is no marker nor the runner's end of the step and lies within
    :data:`OPENER_LOOKBACK` lines (``app.py:10:    # TODO handle errors``). A known tool's output
    wins by its own ``error`` signal; this is what an unknown hook (a ``repo: local`` script) said.
    ``None`` otherwise."""
    matches = lines[head].matches
    if not any(m.signal.role == "wrapper" and m.groups.get("message") for m in matches):
        return None
    if any(m.signal.role == "error" for m in matches):
        return None
    number = head + 1
    while number in lines and lines[number].matches and number - head <= OPENER_LOOKBACK:
        if any(m.signal.role not in ("wrapper", "context") for m in lines[number].matches):
            return None
        number += 1
    if number == head + 1:  # no lines of the wrapper's own below it: the unit printed before it (nox)
        return None
    while number in lines and lines[number].blank and number - head <= OPENER_LOOKBACK:
        number += 1
    line = lines.get(number)
    if line is None or number - head > OPENER_LOOKBACK or line.matches or line.marker or line.blank:
        return None
    if RUNNER_END_LINE.search(line.text) is not None or lines[number].section != lines[head].section:
        return None
    return number


def _output_above_wrapper(lines: dict[int, LogLine], head: int) -> int | None:
    """The line right above the line ``head`` (1-based) when ``head`` is only a wrapper's report
    that a command it ran failed, printed after that command's output (every signal on it a
    ``wrapper``'s or a ``context`` one: GNU make's ``make: *** [Makefile:3: all] Error 1``, whose
    skill says the recipe's own output above says where) and that line is the command's (of the
    same step; no signal, marker or blank; not make's own, a sub-make's ``make[1]: Leaving
    directory '…'``): a project's check script's ``check: build/about.html has no heading`` (trial
    119 F5). Called for an ``unknown`` verdict only: no skill read the command's error, so its
    last line is the best quote. A wrapper whose unit's output follows it (pre-commit's) is read
    by :func:`_unit_output`. ``None`` otherwise, and when make's report is glued to the end of the
    command's unfinished last line (``test_lookup_missing ... make: *** [Makefile:4: fail] Error 1``,
    :data:`ci_triage.logs.extract.MAKE_REPORT`): that line is the command's last already."""
    roles = {match.signal.role for match in lines[head].matches}
    if "wrapper" not in roles or not roles <= {"wrapper", "context"}:
        return None
    glued = extract.MAKE_REPORT.search(lines[head].text)
    if glued is not None and lines[head].text[: glued.start()].strip():
        return None
    above = lines.get(head - 1)
    if above is None or above.section != lines[head].section or above.matches or above.marker or above.blank:
        return None
    if make_own_line(above.text) or RUNNER_END_LINE.search(above.text) is not None:  # a sub-make's directory
        return None
    return head - 1 if wordy(above.text) else None


def _boilerplate(lines: dict[int, LogLine], quoted: int | None) -> bool:
    """Whether the line ``quoted`` (a line number of ``lines``, or ``None``: no block) names no
    error of its own: none, the runner's end of a step (:data:`RUNNER_END_LINE`: ``Process
    completed with exit code 1.``), a stack trace's heading or frame (Lua's ``stack traceback:``,
    :func:`ci_triage.logs.unknown.in_stack_trace`) or a heading underlined below it (Sphinx's crash
    report's ``Traceback`` over ``=========``, :func:`ci_triage.logs.unknown.underlined_heading`)."""
    if quoted is None or quoted not in lines:
        return True
    return (
        RUNNER_END_LINE.search(lines[quoted].text) is not None
        or in_stack_trace(lines, quoted)
        or underlined_heading(lines, quoted)
    )


def _exit_line(lines: dict[int, LogLine], quoted: int | None, category: str) -> bool:
    """Whether the line ``quoted`` (a line number of ``lines``) only reports a step's exit code
    (:data:`~ci_triage.logs.first_pass.RUNNER_EXIT_LINE`: the runner's ``Process completed with
    exit code 1.``, Travis' ``The command "make" exited with 2.``): a summary quotes the error the
    step printed before it, as the plain log of the same output does. An exit code that is itself
    the evidence of the verdict's ``category`` (an out-of-memory kill's 137) is quoted as it is, as
    are a cancellation and a timeout of the runner's; not a ``timeout`` command's 124: the verdict
    already says the step timed out, and the last line it printed says what it was waiting on
    (``Waiting for server on localhost:8089 ...``)."""
    if quoted is None or quoted not in lines or RUNNER_EXIT_LINE.search(lines[quoted].text) is None:
        return False
    return category == "timeout" or not any(match.signal.category == category for match in lines[quoted].matches)


def _explaining_block(blocks: list[Block], quoted: int) -> Block:
    """The block of ``blocks`` that holds line ``quoted`` and starts last (or ``quoted`` alone, as
    the head of a block of one line, when none holds it)."""
    holding = [block for block in blocks if block.start <= quoted <= block.end]
    if holding:
        return max(holding, key=lambda block: block.start)
    return Block(start=quoted, end=quoted, head=quoted, score=0.0, section=-1)


def _changed_reason(reason: str, comparison: Comparison) -> str:
    """The excerpt reason of a line whose counts changed since the passing log (:attr:`Comparison.changed
    <ci_triage.logs.compare.Comparison.changed>`): ``reason`` saying so instead of "also in" it; a
    reason that says "new since" it already (the line's block is new) is kept."""
    if comparison.known_reason in reason:
        return reason.replace(comparison.known_reason, comparison.changed_reason)
    if comparison.reason in reason:
        return reason
    return f"{reason} ({comparison.changed_reason})" if reason else comparison.changed_reason


def _only_known_lines(comparison: Comparison, step: Section, exits: list[Block], new: frozenset[int]) -> bool:
    """Whether every line of ``step`` was compared and the passing log has all their templates
    but those of the exit blocks' marker lines (the runner's ``Process completed with exit code
    1.``, which a passing run never prints). Only a marker the step's log printed is excused: a
    plain log with none ends in the line :func:`_plain_ending` takes for its end, the tool's own
    error (bash's ``./release.sh: line 6: X: unbound variable``), which a passing run could have
    printed and, when new, is what changed (trial 122 #1)."""
    first, last = step.start.line, step.end_line
    if any(a <= last and first <= b for a, b in comparison.uncompared):
        return False
    markers = {block.head for block in exits} & {marker.line for marker in step.markers}
    return not any(first <= n <= last and n not in markers for n in new)


def _step_reads_as_error(lines: dict[int, LogLine], step: Section, markers: set[int]) -> bool:
    """Whether a line read of ``step``, but its exit ``markers``, reads as an error: an ``##[error]``
    annotation, a skill's ``error`` or ``summary`` signal, a ``wrapper``'s report that a command it
    ran failed (GNU make's ``make: *** [Makefile:3: all] Error 1`` below a check script's own
    ``check: build/about.html has no heading``: the step did not fail silently, trial 119 F5), or a
    failure word (:data:`ci_triage.logs.vocabulary.STRONG`)."""
    return any(
        line.marker == "error"
        or any(match.signal.role in ("error", "summary", "wrapper") for match in line.matches)
        or vocabulary.STRONG_WORD.search(line.text) is not None
        for number, line in lines.items()
        if step.start.line <= number <= step.end_line and number not in markers
    )


def _with_running_test(lines: dict[int, LogLine], head: int, numbers: list[int], headline: str) -> str:
    """``headline``, the quoted line ``head``, without the test runner's progress its signal reads
    before it (a ``progress`` group at the line's start: pytest's ``..`` before ``Fatal Python
    error``, printed on the same line), and with the test the crash happened in as context, ``(in
    test_native)``: the first ``running`` group on ``numbers`` (faulthandler's frame ``File "t.py",
    line 4 in test_native``, pytest -v's node id before the crash), when the headline does not
    name it already. A crash's traceback names where it happened, not a failed test the runner
    reported (:func:`ci_triage.logs.classify._category`), so it is context, not a failed test."""
    for match in lines[head].matches:
        progress = match.groups.get("progress")
        if progress and headline.startswith(progress):
            headline = headline[len(progress) :]
            break
    named = (match.groups.get("running") for number in numbers for match in lines[number].matches)
    running = next((name for name in named if name), None)
    return f"{headline} (in {running})" if running and running not in headline else headline


def _headline_text(lines: dict[int, LogLine], head: int) -> str:
    """What the summary quotes of line ``head`` (:func:`_headline`): a caret line after the location
    it points at, a line ending with ``:`` with its message, a wrapper's unit before a line that
    names nothing itself or before a line of the unit's output (:func:`_enclosing_unit`: ``ruff:
    F401 ...``), an HCL diagnostic's summary line with its place and detail, without its frame
    (:func:`~ci_triage.logs.hcl_diagnostic.hcl_diagnostic`: ``main.tf:2: Error: Reference to
    undeclared input variable: An input variable …``), git's ``diff --git`` header the first change
    of its file (:func:`~ci_triage.logs.diff_hunk.git_diff_change`: ``go.mod:5: -require
    example.com/golib v0.0.0``) unless a tool's own signal reads the header (detect-secrets'
    ``.secrets.baseline``: the file names the finding); else the line's text."""
    diagnostic = hcl_diagnostic(lines, head)
    if diagnostic is not None:
        return diagnostic.quoted()
    own_reading = any(match.signal.own_tool for match in lines[head].matches)
    change = None if own_reading else git_diff_change(lines, head)
    if change is not None:
        return change
    if CARET.search(lines[head].text):
        return _at_location(lines, head)
    text = _around_message(lines, head, _instantiated_here(lines, head) or _with_message(lines, head))
    heading = _rule_heading(lines, head)
    if heading is not None:
        return f"{heading} {text}"
    opener = _unit_opener(lines, head) or _enclosing_unit(lines, head)
    if opener is None:
        task = task_heading(lines, head)
        return f"{task}: {text}" if task else text
    _, match = opener
    return f"{match.groups['message'].strip()}: {text}"


def _around_message(lines: dict[int, LogLine], head: int, text: str) -> str:
    """``text``, the quoted line ``head``, when it has at most :data:`HEADLINE_CHARS` characters;
    longer, the line as printed, and the ``message`` an ``error`` signal of the line reads in it
    (the strongest's) starting past :data:`FAR_MESSAGE_COLUMN` inside a record (a ``{`` opened
    before it), its start (at most
    :data:`RECORD_START_CHARS` characters, cut between words) and, after ``…``, that message
    (shortened later when still too long): a result printed as one long record
    (Ansible's ``fatal: [web1]: FAILED! => {"changed": true, "cmd": […], …, "stderr": "…"}``) says
    why at the place its signal read, not at its first failure word. ``text`` as it is otherwise
    (no such signal, a message in plain text such as pytest's ``FAILED test_id - message``, whose
    test comes first, a message joined from below, a chain of messages, whose shortening keeps its
    cause (:func:`~ci_triage.logs.message_chain.cause_kept`), or a line over
    :data:`~ci_triage.logs.clean.MAX_LINE_CHARS` the reader already cut around its failure word).
    A line the summary would cut that an ``error`` signal reads as an error's name (its ``code``)
    followed far on by its own ``message`` is quoted as the two (:func:`_named_late_message`)."""
    named = _named_late_message(lines, head, text)
    if named is not None:
        return named
    if len(text) <= HEADLINE_CHARS or cause_kept(text, HEADLINE_CHARS) is not None:
        return text
    line = lines[head].text
    read = sorted(
        (m for m in lines[head].matches if m.signal.role == "error" and m.groups.get("message")),
        key=lambda m: -m.signal.weight,
    )
    whole = text == line.strip() and printed_length(text) == len(text)  # not cut by the reader already
    regex = read[0].signal.regex if read and whole else None
    found = regex.search(line) if regex else None
    if regex is None or found is None:
        return text
    column = found.start(regex.groupindex["message"]) - (len(line) - len(line.lstrip()))
    if column <= FAR_MESSAGE_COLUMN or "{" not in text[:column]:  # near the start, or no record around it
        return text
    start = text[:RECORD_START_CHARS]
    start = start[: start.rfind(" ")] if " " in start else start
    return f"{start} … {read[0].groups['message'].strip()}"


def _named_late_message(lines: dict[int, LogLine], head: int, text: str) -> str | None:
    """``text``, the quoted line ``head`` as printed, as ``CODE: … MESSAGE`` when it is longer than
    the summary quotes (:data:`SUMMARY_HEADLINE_CHARS`) and the strongest ``error`` signal reading a
    ``message`` in it reads the error's name (``code``) before it and the message past
    :data:`FAR_MESSAGE_COLUMN`: the words between are the runtime's fixed explanation, the same in
    every log, and the message its program's own, which a cut would drop (node v20.20.2's
    ``UnhandledPromiseRejection: This error originated either by throwing inside of an async function
    without a catch block, or by rejecting a promise which was not handled with .catch(). The promise
    rejected with the reason "token endpoint … answered 503".``); ``None`` otherwise."""
    line = lines[head].text
    if printed_length(text) <= SUMMARY_HEADLINE_CHARS or text != line.strip():
        return None
    read = sorted(
        (m for m in lines[head].matches if m.signal.role == "error" and m.groups.get("message")),
        key=lambda m: -m.signal.weight,
    )
    if not read or not read[0].groups.get("code"):
        return None
    regex = read[0].signal.regex
    found = regex.search(line)
    if found is None:
        return None
    indent = len(line) - len(line.lstrip())
    if found.start(regex.groupindex["message"]) - indent <= FAR_MESSAGE_COLUMN:
        return None
    if found.end(regex.groupindex["code"]) > found.start(regex.groupindex["message"]):
        return None
    return f"{read[0].groups['code'].strip()}: … {read[0].groups['message'].strip()}"


FAR_MESSAGE_COLUMN = 100
"""A message a signal reads starting past this column (0-based) of a long line would be cut from
the one-line summary, which quotes the first 200 characters of its headline at most: the line's
start gives way to it (:func:`_around_message`). One nearer the start is quoted with the line."""
RECORD_START_CHARS = 40
"""Characters of a long record's start a summary keeps before the message a signal read further on
(:func:`_around_message`): who printed it and about what (``fatal: [web1]: FAILED! =>``)."""


_REQUIRED_FROM_HERE = LazyRE2(r"^\s*(?P<location>(?P<file>[^\s:]+):\d+(?::\d+)?):\s+required from here$")
"""GCC's last line of a template's instantiation chain: the line that made the compiler instantiate
the template (``src/reg.cpp:9:31:   required from here``; at an absolute path when the command named
the source file so, ``/home/runner/work/app/app/main.cpp:3:64:   required from here``, g++ 12.2.0)."""
_IN_ABSOLUTE_FILE = LazyRE2(r"^(?P<location>/[^\s:]+:\d+(?::\d+)?): (?P<message>\S.*)$")


def _rule_heading(lines: dict[int, LogLine], head: int) -> str | None:
    """The text of the heading that names the rule the line ``head`` reports a failure of, when the
    line names none itself: the nearest line above it (at most :data:`OPENER_LOOKBACK` lines, none
    blank or unread between) that a ``context`` signal it comes ``after`` matches with a ``code`` and
    a ``message`` (checkov's ``Check: CKV_AWS_24: "Ensure no security groups allow ingress from
    0.0.0.0:0 to port 22"`` above ``FAILED for resource: aws_security_group.web``: the check's id and
    title are what a maintainer acts on). ``None`` when the line's own signal names a ``code`` or no
    such heading is found."""
    matches = [m for m in lines[head].matches if m.signal.after and m.signal.role == "error"]
    if not matches or any("code" in m.groups for m in lines[head].matches):
        return None
    for number in range(head - 1, max(0, head - OPENER_LOOKBACK) - 1, -1):
        if number not in lines or not lines[number].text.strip():
            return None
        for above in lines[number].matches:
            if (
                above.signal.role == "context"
                and {"code", "message"} <= above.groups.keys()
                and any(m.signal.skill == above.signal.skill and above.signal.id in m.signal.after for m in matches)
            ):
                return lines[number].text.strip()
    return None


def _instantiated_here(lines: dict[int, LogLine], head: int) -> str | None:
    """For GCC's error inside a header at an absolute path (``/usr/include/c++/12/bits/
    stl_function.h:408:20: error: no match for ‘operator<’``) right after a ``required from here``
    line of the project (:data:`_REQUIRED_FROM_HERE`, at a relative path or an absolute one that is no
    installed path, :func:`~ci_triage.logs.extract.installed_path`, its runner's checkout folder left
    out): the error's message at the project's line, the header's after it (``src/reg.cpp:9:31: error:
    no match for ‘operator<’ (in /usr/include/…:408:20)``): the project's line is where the fix goes.
    ``None`` for any other line, and when both are the project's (a header of the checkout)."""
    error = _IN_ABSOLUTE_FILE.match(lines[head].text.strip())
    here = _REQUIRED_FROM_HERE.match(lines[head - 1].text) if error and head - 1 in lines else None
    if error is None or here is None or extract.installed_path(here.group("file")):
        return None
    if here.group("file").startswith("/") and not extract.installed_path(error.group("location")):
        return None  # both the project's: the error's own line is the place
    place = without_runner_folder(here.group("location"))
    return f"{place}: {error.group('message')} (in {error.group('location')})"


def _wrapped_unit(lines: dict[int, LogLine], head: int) -> str | None:
    """The name of the unit a wrapper ran whose failure the line ``head`` reports, when that line
    names nothing itself (:func:`_unit_opener`: ``black.....Failed`` → ``black``); ``None``
    otherwise."""
    opener = _unit_opener(lines, head)
    return opener[1].groups["message"].strip() if opener else None


def _unit_opener(lines: dict[int, LogLine], head: int) -> tuple[int, SignalMatch] | None:
    """The wrapper line that opens the block of the line ``head``, when that line names nothing
    itself (its signals have no named group: pre-commit's ``- files were modified by this hook``):
    the nearest line above it (at most :data:`OPENER_LOOKBACK` lines, none blank or unread
    between) with a ``wrapper`` signal's ``message`` (``black.....Failed``), with that match;
    ``None`` otherwise."""
    matches = lines[head].matches
    if not matches or any(m.signal.regex.groupindex for m in matches):
        return None
    for number in range(head - 1, max(0, head - OPENER_LOOKBACK) - 1, -1):
        if number not in lines or not lines[number].text.strip():
            return None
        for match in lines[number].matches:
            if match.signal.role == "wrapper" and match.groups.get("message"):
                return number, match
    return None


def _enclosing_unit(lines: dict[int, LogLine], head: int) -> tuple[int, SignalMatch] | None:
    """The wrapper line that opens the unit whose output holds the line ``head``, with that match:
    walking back over the lines of its section (none unread between), the nearest line with a
    ``wrapper`` signal's ``message`` (the unit's name: pre-commit's ``ruff.....Failed``) whose next
    lines, matched by its skill's signals, hold a ``context`` signal's ``message`` (the unit's id:
    ``- hook id: ruff``), when no other line of that skill's stands between those header lines and
    ``head`` (the next hook's ``ruff format.....Passed``: ``head`` is not the first unit's output).
    A wrapper line without such a header (make's ``make: *** [Makefile:2: test] Error 2`` ends a
    recipe's output rather than opening one) opens no unit. ``None`` when no unit holds ``head``
    or ``head`` is the opener itself."""
    section = lines[head].section
    crossed = {  # skill → the nearest line to head, head included, that one of its wrapper or context signals matched
        match.signal.skill: head for match in lines[head].matches if match.signal.role in ("wrapper", "context")
    }
    number = head - 1
    while number in lines and lines[number].section == section:
        for match in lines[number].matches:
            if match.signal.role == "wrapper" and match.groups.get("message"):
                header = _unit_header_end(lines, number, match.signal.skill)
                if header is not None and crossed.get(match.signal.skill, number) <= header:
                    return number, match
        for match in lines[number].matches:
            if match.signal.role in ("wrapper", "context"):
                crossed[match.signal.skill] = max(crossed.get(match.signal.skill, number), number)
        number -= 1
    return None


def _unit_header_end(lines: dict[int, LogLine], opener: int, skill: str) -> int | None:
    """The last of the lines right below the wrapper line ``opener`` that signals of ``skill``
    match (its unit's header: ``- hook id: ruff``, ``- exit code: 1``), when one of them is a
    ``context`` signal's ``message`` (the unit's id); ``None`` otherwise."""
    number, named = opener + 1, False
    while number in lines and any(match.signal.skill == skill for match in lines[number].matches):
        named = named or any(
            match.signal.skill == skill and match.signal.role == "context" and match.groups.get("message")
            for match in lines[number].matches
        )
        number += 1
    return number - 1 if named else None


CARET = LazyRE2(r"^\s*\^[-~^]*\s+\S")
"""A line whose message a caret run opens (``^-- SC2086 (info): Double quote ...``): it points at a
column of the source line above it and names no file."""


def _at_location(lines: dict[int, LogLine], head: int) -> str:
    """The message of the caret line ``head`` (its caret run dropped) after the nearest line above it
    (at most :data:`OPENER_LOOKBACK` lines, none blank or unread between) that a signal with a
    ``file`` and a ``line`` group matches: ShellCheck's ``In deploy.sh line 6:`` then ``^-- SC2086
    (info): ...`` becomes ``In deploy.sh line 6: SC2086 (info): ...``; the message alone when no
    such line is found."""
    text = lines[head].text.strip().lstrip("^-~").strip()
    for number in range(head - 1, max(0, head - OPENER_LOOKBACK) - 1, -1):
        if number not in lines or not lines[number].text.strip():
            break
        if any({"file", "line"} <= set(m.signal.regex.groupindex) for m in lines[number].matches):
            return f"{lines[number].text.strip()} {text}"
    return text


def _with_message(lines: dict[int, LogLine], head: int) -> str:
    """The text of line ``head`` (stripped) and, when it ends with ``:`` (the head of a diagnostic
    whose message follows, CMake's ``CMake Error at CMakeLists.txt:7 (find_package):``), the
    message: the lines right after it indented deeper than it, up to the first blank or shallower
    line (a blank line inside one statement aside, :func:`_goes_on_below`), joined by single
    spaces, at most :data:`HEADLINE_CHARS` characters in all (the line is
    shortened later). A line that ends in an unfinished phrase
    (:func:`~ci_triage.logs.wrapped_message.ends_unfinished`: OCaml's ``Error: This expression has
    type int but an expression was expected of type`` above ``float``) is joined the same way, up to
    the line that finishes it. A heading that names the file of what failed last, in brackets
    (:func:`_names_its_file_last`: dbt's ``Runtime Error in model x (models/x.sql)``), is joined the
    same way with the message below it. A message a layout wrapped onto the next lines is joined the same way
    (:func:`~ci_triage.logs.wrapped_message.wrapped_rest`), and so are what a package check found
    below its verdict line (:func:`~ci_triage.logs.check_details.check_details`: R CMD check's
    ``* checking for missing documentation entries ... WARNING`` above ``Undocumented code objects:``).
    A line that heads a diff
    (:func:`_heads_a_diff`: rustfmt's ``Diff in src/lib.rs:15:``) or a code frame (ESLint's
    ``codeframe`` format: ``error: … (no-unused-vars) at src/fetch.js:2:9:`` above ``  1 | export …``)
    is alone: what follows is the code. A resolver's derivation (uv's ``cause: Because …``) is quoted
    by its first clause's premise and its concluding clause, which names the requirement that
    conflicts (:func:`~ci_triage.logs.resolver_derivation.derivation_quote`), not by the lists between.
    A build tool's log level tag is its layout, left out (:func:`~ci_triage.logs.layout_prefix.without_layout_prefix`:
    Maven's ``[ERROR] /…/App.java:[7,67] incompatible types`` is quoted from the path on), and so is an
    installed library's frame before a Ruby exception's message
    (:func:`~ci_triage.logs.ruby_raise_frame.without_library_raise_frame`: Bundler's ``/…/resolver.rb:271:in
    `block in …': Could not find gem …``), and an installed library's place before a Python warning
    (:func:`~ci_triage.logs.library_warning_place.without_library_warning_place`: alembic's
    ``/…/revision.py:236: UserWarning: Revision a0 … is not present``), and a Rust panic's thread id
    (:func:`~ci_triage.logs.panic_thread_id.without_thread_id`: ``thread 'main' (17503) panicked at``,
    different in every run). A line of a console
    application's error box is quoted as the box's whole message, from its first line
    (:func:`~ci_triage.logs.console_box.box_message`: composer's ``In RemoteFilesystem.php line 476:``
    box, cut at the console's width). A row of a panel rich drew is quoted as the message it opens, its
    frame left out and its wrapped rows joined (:attr:`~ci_triage.logs.localise.LogLine.panel`:
    rich-click's ``│ Did not find '1.3.2' in file: 'src/x/__init__.py' │``)."""
    panel = lines[head].panel
    if panel is not None and panel.message:
        return panel.message[:HEADLINE_CHARS]
    boxed = box_message(lines, head, HEADLINE_CHARS)
    if boxed is not None:
        return boxed
    text = lines[head].text
    parts = [
        without_thread_id(
            without_library_warning_place(without_library_raise_frame(without_layout_prefix(text).strip()))
        )
    ]
    if _heads_a_diff(lines, head):
        return _diff_heading(lines[head], parts[0])
    if head + 1 in lines and is_numbered_source(lines[head + 1].text):
        return parts[0]
    derivation = derivation_quote(lines, head, parts[0])
    if derivation is not None:
        return derivation
    below = (
        _message_below(lines, head)
        or wrapped_rest(lines, head, HEADLINE_CHARS)
        or check_details(lines, head, HEADLINE_CHARS)
    )
    if below is not None:
        return f"{parts[0]} {below}"
    unfinished = ends_unfinished(parts[0])
    placed = _names_its_file_last(lines[head], parts[0])
    if not parts[0].endswith(":") and not unfinished and not placed:
        return parts[0]
    indent = len(text) - len(text.lstrip())
    length = len(parts[0])
    number = head + 1
    while number in lines and length < HEADLINE_CHARS:
        following = lines[number].text
        if not following.strip() and len(parts) > 1 and _goes_on_below(lines, number, parts, indent):
            number += 1  # a blank line inside one statement: its announced value, or the rest of it
            continue
        if not following.strip() or len(following) - len(following.lstrip()) <= indent:
            break
        parts.append(following.strip())
        length += len(parts[-1]) + 1
        number += 1
        if unfinished and not ends_unfinished(parts[-1]):
            break  # the phrase is complete: what follows is another note (OCaml's ``Hint:``)
    if placed and len(parts) > 1:
        parts[0] += ":"  # the heading of the message below it
    return " ".join(parts)


def _goes_on_below(lines: dict[int, LogLine], blank: int, parts: list[str], indent: int) -> bool:
    """Whether the message joined so far (``parts``, under a heading indented ``indent``) goes on past
    the blank line ``blank`` (1-based): the next line is indented deeper than the heading and the
    message's last part announces it (ends with ``:``), or that part is the value a part before it
    announced and the next line goes on with a lower-case word. CMake sets a value apart by blank
    lines in the middle of a sentence (3.25, ``CMake Error at CMakeLists.txt:2 (project):``, then
    ``The CMAKE_CXX_COMPILER:``, ``clang++-18``, ``is not a full path and was not found in the PATH.``);
    a message's next paragraph starts with a capital (``Tell CMake where to find the compiler …``)."""
    following = lines.get(blank + 1)
    if following is None or not following.text.strip() or following.indent <= indent:
        return False
    announced = parts[-1].endswith(":")
    value = len(parts) > 2 and parts[-2].endswith(":") and following.text.strip()[:1].islower()
    return announced or value


def _names_its_file_last(line: LogLine, text: str) -> bool:
    """Whether ``text`` (line ``line``'s, without its layout) ends with the file a signal's ``file``
    group reads on it in brackets: a heading that names what failed and where (dbt's ``Runtime Error
    in model customer_emails (models/customer_emails.sql)``, ``Database Error in model …``,
    ``Compilation Error in model …``, dbt-core 1.9), the message on the deeper-indented lines below it
    (``  Binder Error: Referenced column "emial" not found in FROM clause!``)."""
    return any((file := match.groups.get("file")) and text.endswith(f"({file})") for match in line.matches)


DIFF_CONTEXT_LINES = 3
"""Unchanged lines a unified diff shows before a change (``diff -u``'s and rustfmt's default)."""


def _heads_a_diff(lines: dict[int, LogLine], head: int) -> bool:
    """Whether line ``head`` ends with ``:`` and the lines right after it are a unified diff's body: at most
    :data:`DIFF_CONTEXT_LINES` unchanged lines (a space, then the code) before a removed or added one (``-`` or
    ``+`` first): rustfmt's ``Diff in src/lib.rs:15:`` above `` mod tests {`` and ``-    fn it_adds() …``."""
    if not lines[head].text.rstrip().endswith(":"):
        return False
    for number in range(head + 1, head + DIFF_CONTEXT_LINES + 2):
        if number not in lines:
            return False
        text = lines[number].text
        if text.startswith(("-", "+")) and not text.startswith(("--", "++")):
            return True
        if text and not text.startswith(" "):  # empty: a blank line of the code, its space trimmed
            return False
    return False


def _diff_heading(line: LogLine, quote: str) -> str:
    """``quote`` (the text of ``line``, a diff's heading: :func:`_heads_a_diff`) with the file a
    signal reads on it (its ``file`` group) left without the runner's checkout folder
    (:func:`~ci_triage.logs.runner_folder.without_runner_folder`: rustfmt's ``Diff in
    /home/runner/work/app/app/src/lib.rs:2:`` is ``Diff in src/lib.rs:2:``), as a file put in front
    of a quoted line is: the heading only names the place its hunks change, the same on every machine."""
    for match in line.matches:
        file = match.groups.get("file")
        if file and file in quote:
            return quote.replace(file, without_runner_folder(file), 1)
    return quote


def _message_below(lines: dict[int, LogLine], head: int) -> str | None:
    """The message on the line right after ``head`` when ``head`` only announces it: the line ends
    with ``:`` or ``!``, a signal matched it and none of its signals has a ``message`` group (Rust's
    ``thread 'main' panicked at src/main.rs:3:47:``, Rake's ``rake aborted!``), and the next line
    is not blank, not indented less, and matched by no signal (the panic's or the exception's own
    words) but a wrapper's of the same skill as ``head``'s (Rake's ``Command failed with status (1):
    [test -f pkg/x.gem...]`` below ``rake aborted!``: the wrapper's own words for what failed);
    ``None`` otherwise."""
    text = lines[head].text
    matches = lines[head].matches
    if not text.rstrip().endswith((":", "!")) or not matches:
        return None
    if any("message" in match.signal.regex.groupindex for match in matches):
        return None
    following = lines.get(head + 1)
    if following is None or not following.text.strip():
        return None
    skills = {match.signal.skill for match in matches}
    if any(match.signal.role != "wrapper" or match.signal.skill not in skills for match in following.matches):
        return None
    if len(following.text) - len(following.text.lstrip()) < len(text) - len(text.lstrip()):
        return None
    return following.text.strip()


SIDE_GROUPS = frozenset({"code", "file", "line", "col"})
"""Named groups of a side line's signal: a line that gives only a code or a place in a file (clippy's
``= note: `-D clippy::x` implied by `-D warnings```, Terraform's ``on main.tf line 7, in ...:``,
``npm error code EUSAGE``) belongs to a diagnostic whose message is on another line."""
_OPENER = LazyRE2(r"^(?:error|Error|ERROR)(?:\[[\w-]+\])?: \S")
"""The first line of a compiler-style diagnostic (``error: length comparison to zero``,
``Error: Unclosed configuration block``, ``error[E0308]: mismatched types``)."""


def _side_line(match: SignalMatch) -> bool:
    """Whether ``match``'s signal names only a code or a place in a file (:data:`SIDE_GROUPS`: a
    ``code`` without a file, or a ``line``). A line that names a file alone is a finding of its own
    (``would reformat app.py``, ``== [q.sql] FAIL``)."""
    groups = set(match.signal.regex.groupindex)
    return bool(groups) and groups <= SIDE_GROUPS and ("line" in groups or "file" not in groups)


OPENER_LOOKBACK = 16
"""Lines read back from a side line for the diagnostic it belongs to (clippy prints the source
snippet, a help link and notes between ``error: ...`` and the note)."""


def _diagnostic_opener(lines: dict[int, LogLine], head: int) -> int:
    """The nearest line above the side line ``head`` (at most :data:`OPENER_LOOKBACK` lines, none
    blank or unread between) that opens a diagnostic (:data:`_OPENER`), or ``head`` when none
    does: a summary quotes the message, not its note or location."""
    for number in range(head - 1, max(0, head - OPENER_LOOKBACK) - 1, -1):
        if number not in lines or not lines[number].text.strip():
            break
        if _OPENER.search(lines[number].text):
            return number
    return head


def _tool(
    classification: Classification, lines: dict[int, LogLine], signal_lines: list[int], ran: Tool | None
) -> str | None:
    """The tool that printed the verdict's evidence: the skill ``tool`` with the most signal weight
    of the verdict's category, a signal counting for ``ran`` (the step's tool,
    :func:`ci_triage.logs.tools.step_tool`) instead when ``ran`` hosts no other tools
    (:func:`_hosts_others`: no wrapper, no test runner), is of the signal's
    category and its skill's scope names it, the signal naming no tool of its own: a skill written
    for several tools labels its lines with one of them, and the step's command says which ran
    (kubectl's ``error: error validating "deploy.yaml": ...`` read by the helm-kubectl skill under
    ``kubectl apply`` is kubectl's, not helm's). For a diagnostic tool
    (:data:`SHARED_SHAPE_KINDS`) that is a line of
    a shape several such tools print (``1 file would be reformatted``: black or ruff format;
    ``x.py:1:1: F401 ...``: flake8 or ruff) is the step's tool's, and no tool's when the step's tool
    is not known (a plain log of ``flake8`` alone is not ruff's: :func:`shape_of_several`). So is
    a line whose skill's ``tool`` is of the step's tool's family, whether or not the scope names
    it, unless it names a file of another language (:func:`_family_line`: biome's ``Found 3
    errors.`` read by the ruff skill's line). A signal with a ``tool`` of its own (a line only
    that tool prints, ``Oh no! 💥 💔 💥``) counts for that tool whatever the step ran, unless the
    step's tool is another ecosystem's tool of the signal's category that printed the same line
    (:func:`_other_ecosystems_tool`: PubGrub's ``version solving failed.`` under ``dart pub get``
    is pub's, not poetry's). A test
    runner's line of a skill written for another language's runner (TAP's ``not ok 1 name``,
    ``3 tests, 2 failures``, printed by bats as by prove or ExUnit) is the step's runner's
    (:func:`_other_languages_runner`), or, when the step's tool is not known, the runner's whose
    own lines are among the verdict's (:func:`_own_lines_runner`); so is a line naming no file of
    a skill whose scope names neither the step's tool nor its language (javac's ``1 error`` tally
    in a step running esbuild: :func:`_foreign_shape`), or no tool's when the step's tool is of another category. A
    wrapper's line (``rake aborted!`` after the node script a Rake task ran crashed) names its tool
    only when no other line names one: the wrapper reports the failure, the tool it ran printed
    it; so does it when only wrappers' lines back a category and the verdict is ``unknown`` (``nox
    > Session lint failed.`` after a command no skill knows). A signal's category is its skill's
    or, outside tests, the skill's ``outside_tests`` one (valgrind's ``Invalid write of size 2`` in
    a program run outside any test: a runtime error found by valgrind), or the one it ``contests``
    (pytest's ``ImportError while importing test module`` of a package not installed is pytest's).
    A line of a runner whose report the step's tool prints as its own (the catalogue's ``prints``:
    unittest's ``FAIL:`` under Django's ``manage.py test``) is the step's tool's, or, the step's tool
    not known, the runner's whose own lines are among the verdict's (hspec's under cabal's ``Test
    suite spec: FAIL`` in a plain log). Another program's message that the step's tool quotes in its
    own exception (:func:`_quoted_by_step_tool`: git's ``fatal: …`` as commitlint's ``Error: fatal:
    …``) is the step's tool's: it ran that program and failed on its answer."""
    shares = ran is not None and ran.kind in SHARED_SHAPE_KINDS
    runner = ran or _own_lines_runner(classification.category, lines, signal_lines)
    shown = {
        match.signal.skill for number in signal_lines for match in lines[number].matches if match.groups.get("file")
    }
    weights: dict[str, float] = {}
    wrappers: dict[str, float] = {}
    for number in signal_lines:
        for match in lines[number].matches:
            signal = match.signal
            if ran is None and shape_of_several(signal):
                continue
            if signal.tool and signal.role == "wrapper" and classification.category == "unknown":
                wrappers[signal.tool] = wrappers.get(signal.tool, 0.0) + signal.weight
                continue
            if signal.tool and classification.category in (signal.category, signal.outside_tests, signal.contests):
                foreign = ran is not None and (_foreign_shape(match, ran) or _other_ecosystems_tool(match, ran))
                if foreign and ran is not None and ran.category != signal.category:
                    continue
                own = (
                    not signal.own_tool
                    and ran is not None
                    and ran.category == signal.category
                    and (
                        (ran.name in signal.scope.tools and not _hosts_others(ran))
                        or (shares and _family_line(match, ran))
                    )
                )
                mine = (
                    own
                    or foreign
                    or _quoted_by_step_tool(lines[number], signal.tool, ran)
                    or _other_languages_runner(signal, runner)
                    or _borrowed_shape(signal, ran, shown)
                    or _built_and_ran(ran, signal.tool)
                    or (runner is not None and signal.tool in runner.prints)
                    or _same_program(ran, signal.tool, signal.scope.tools, signal.category)
                )
                tool = runner.name if mine and runner is not None else signal.tool
                counted = wrappers if signal.role == "wrapper" else weights
                counted[tool] = counted.get(tool, 0.0) + signal.weight
    counted = _credited_to_printers(weights or wrappers)
    return max(counted, key=counted.__getitem__) if counted else None


_QUOTED_IN_EXCEPTION = LazyRE2(r"\s*(?:[\w.]*(?:Error|Exception): |stderr: ')[a-z]+: ")
"""A line that opens with an exception's name, or GitPython's ``stderr: '``, and then another
program's message with that program's own lower-case prefix: @commitlint/cli 20.5.3's ``Error:
fatal: ambiguous argument 'HEAD~1..HEAD': unknown revision …`` (its git client threw git's
``fatal:`` line, tests/logs/fixtures/tool/commitlint-shallow-clone.txt)."""


def _quoted_by_step_tool(line: LogLine, printer: str, ran: Tool | None) -> bool:
    """Whether ``line``, a message of ``printer`` (a signal's ``tool``: git), is quoted in an
    exception of the step's tool ``ran`` (:data:`_QUOTED_IN_EXCEPTION`): ``ran`` ran ``printer`` and
    failed on its answer, so the step's program is the tool, as the README says. Not when ``ran`` is
    ``printer``, a wrapper, a runtime or a test runner (:func:`_hosts_others`: a test that runs git
    fails in its test, and the runner's report names it), nor when ``ran`` is not known."""
    return (
        ran is not None
        and ran.name != printer
        and ran.kind != "runtime"
        and not _hosts_others(ran)
        and _QUOTED_IN_EXCEPTION.match(line.text) is not None
    )


TEST_REPORT_HEAD = 3
"""Lines of a failed test's report, from the line naming it, read for its place whatever the
excerpt's budget keeps (ExUnit's ``test/shop_test.exs:13`` below ``1) test … (ShopTest)``)."""


def _test_report_heads(tests: Sequence[FailedTest], lines: dict[int, LogLine]) -> set[int]:
    """The numbers (1-based) of the first :data:`TEST_REPORT_HEAD` lines of each of ``tests``'
    reports in ``lines`` (line number → line read), from the line naming the test, in its step: read
    for locations beside the excerpt's, so that a smaller ``--budget`` shortens the excerpt and keeps
    the failed tests' places."""
    return {
        number
        for test in tests
        if test.log_line in lines
        for number in range(test.log_line, test.log_line + TEST_REPORT_HEAD)
        if number in lines and lines[number].section == lines[test.log_line].section
    }


def _credited_to_printers(counted: dict[str, float]) -> dict[str, float]:
    """``counted`` (catalogue tool name → the signal weight of its lines) with the weight of a tool
    that another counted tool prints as its own (the catalogue's ``prints``) added to that printer's:
    a plain log of ansible-playbook whose ``UNREACHABLE!`` line quotes ssh's ``Connection refused``
    is ansible's failure, as it is when the step's command names ansible. Only a deploy or IaC tool's
    transport is credited so: a wrapper's runtime (nbconvert's and papermill's ``python``) and a test
    runner's runners are named by the step's command or the traceback (one stray nbconvert line in a
    papermill log is no claim on its Python traceback)."""
    catalogue = load_catalogue()
    credited = dict(counted)
    for name, weight in counted.items():
        printers = [other for other in credited if other != name and name in _transport_of(catalogue.get(other))]
        if printers:
            credited[max(printers, key=counted.__getitem__)] += weight
            del credited[name]
    return credited


def _transport_of(tool: Tool | None) -> tuple[str, ...]:
    """The catalogue tools whose lines ``tool``, a deploy or IaC tool, prints as its own: the transport
    it runs (rsync's ``ssh``); none for another kind, ``None`` or no catalogue tool."""
    return tool.prints if tool is not None and tool.kind in ("deploy", "iac") else ()


def _built_and_ran(ran: Tool | None, printer: str) -> bool:
    """Whether ``printer``, a catalogue ``runtime`` (what runs inside a program: the Go runtime's
    ``panic:``), printed inside the program the step's tool ``ran`` built and ran itself: a test
    runner that builds the code of the runtime's language (``go test``'s test binary, whose
    ``TestMain`` panicked, is go test's failure; a ``go run`` under ``make`` is the runtime's)."""
    tool = load_catalogue().get(printer)
    return (
        ran is not None
        and ran.builds
        and tool is not None
        and tool.kind == "runtime"
        and bool(set(ran.languages) & set(tool.languages))
    )


def _same_program(ran: Tool | None, printer: str, scope: Collection[str], category: str) -> bool:
    """Whether the step's tool ``ran`` and ``printer`` (a signal's tool) are subcommands of one
    program (the first word of each's first command: ``mix compile`` and ``mix test``, ``cabal
    build`` and ``cabal test``), ``ran`` in the signal's ``scope`` (its skill's tools) and no wrapper,
    and the signal's ``category`` not ``printer``'s own: a line the program prints for any of its
    subcommands (mix's ``Could not find Hex``, dependency resolution) is the step's subcommand's,
    while a compile error in ``mix test`` stays the compiler's, ``mix compile``."""
    tool = load_catalogue().get(printer)
    if ran is None or tool is None or not ran.commands or not tool.commands or tool.category == category:
        return False
    program = ran.commands[0].split()
    return (
        ran.name != printer
        and ran.name in scope
        and ran.kind != "wrapper"
        and len(program) > 1
        and program[0] == tool.commands[0].split()[0]
    )


def _hosts_others(tool: Tool) -> bool:
    """Whether the catalogue ``tool`` runs other tools whose lines are their own: a wrapper (make, npm
    scripts) or a test runner (pytest's plugins, pytest-cov's ``FAIL Required test coverage``; ``R CMD
    check`` running testthat). A skill's scope names such a tool as where its lines appear, not as
    their printer."""
    return tool.is_wrapper or tool.kind == "test-runner"


def _is_shell(name: str) -> bool:
    """Whether the catalogue tool ``name`` is a shell (a wrapper serving the shell language: bash, sh)."""
    tool = load_catalogue().get(name)
    return tool is not None and tool.is_wrapper and tool.languages == ("shell",)


_SH_LINE = LazyRE2(r"^(?:/bin/)?sh: \d+: ")
"""A line ``sh -c`` printed (dash names itself ``sh`` and the command's line number): a program ran
the shell (make's recipe, an npm script), unlike the step's own bash (``/home/runner/work/_temp/x.sh:
line 1: pnpm: command not found``)."""


def _run_by_sh(classification: Classification, lines: dict[int, LogLine]) -> bool:
    """Whether the verdict's strongest signal matched a line ``sh -c`` printed (:data:`_SH_LINE`)."""
    hit = classification.signals[0] if classification.signals else None
    line = lines.get(hit.line) if hit is not None else None
    return line is not None and _SH_LINE.match(line.text) is not None


def _shell_runner(commands: list[str]) -> str | None:
    """The wrapper among the tools ``commands`` run (first in command order) that ran a shell whose
    line decided: make's recipes, npm's scripts and Rake's ``sh`` run in ``/bin/sh``, so
    ``sh: 1: vite: not found`` under ``npm run build`` is the npm script's failure. ``None`` when
    the step ran no wrapper but a shell (the step's own bash printed it)."""
    return next((tool.name for tool in identify_tools(commands) if tool.is_wrapper and not _is_shell(tool.name)), None)


def _printing_wrapper(commands: list[str], printed: str) -> str | None:
    """The wrapper among the tools ``commands`` run (first in command order) that prints the crash of
    ``printed`` as its own (the catalogue's ``prints``: ``jupyter nbconvert --execute`` prints the
    notebook kernel's Python traceback, so the step's tool is nbconvert, not python); ``None`` when
    the step ran none. ``commands`` are the step's command lines and the commands whose console
    scripts its tracebacks show (:func:`~ci_triage.logs.console_script.console_scripts`: a plain
    copy of nbconvert's output names no command but its traceback's ``bin/jupyter-nbconvert``)."""
    return next((tool.name for tool in identify_tools(commands) if tool.is_wrapper and printed in tool.prints), None)


def subcommand_run(commands: Sequence[str], printer: str, category: str) -> str | None:
    """The catalogue's name of the subcommand of ``printer``'s program that the step ran, when it is
    a wrapper (no step's tool of its own: ``python manage.py migrate``, Django's ``django-migrate``,
    running the project's migrations) and another subcommand than ``printer`` (a skill's or a
    signal's ``tool``, ``django`` for ``manage.py makemigrations``): a line the program prints for
    any subcommand (``Conflicting migrations detected``) is the subcommand's the step ran, as the
    catalogue names it, unless the line is of ``printer``'s own ``category`` (a compile error under
    ``go run`` stays ``go-build``'s) or a test failure, which a test framework reports, not the
    program (``nim c -r``'s unittest lines are the test program's, named as its skill names them).
    The first of ``commands`` (the step's command lines) that runs one; ``None`` when none does. One
    program is the first word of each tool's first command, as :func:`_same_program` reads it."""
    tool = load_catalogue().get(printer)
    if tool is None or not tool.commands or category in (tool.category, "test failure"):
        return None
    program = tool.commands[0].split()[0]
    for ran in identify_tools(list(commands)):
        words = ran.commands[0].split() if ran.commands else []
        if ran.is_wrapper and ran.name != printer and len(words) > 1 and words[0] == program:
            return ran.name
    return None


def _program_run(commands: list[str], launchers: Collection[str]) -> str | None:
    """What ran the program that crashed when a runtime error's lines name no runtime (a Rust
    binary's panic, a C program's segmentation fault), from the step's command lines, last first:
    a catalogue wrapper among ``launchers`` (the tools the scope of the verdict's skills names:
    ``cargo run``'s ``cargo-run``). ``None`` when no command line runs one: a program the step
    runs by its path (``./target/debug/crashy``, ``./throw``) is the project's, not a tool; the
    catalogue names the tools."""
    for command in reversed(commands):
        launched = [tool.name for tool in identify_tools([command]) if tool.is_wrapper and tool.name in launchers]
        if launched:
            return launched[0]
    return None


def _family_line(match: SignalMatch, ran: Tool) -> bool:
    """Whether the line of ``match`` may be the step's tool ``ran``'s though its skill's ``tool`` is
    another: that tool is of ``ran``'s family (its kind and category: mypy beside pyright, ruff
    beside biome), and the line names no file, or a file of a language ``ran`` serves (biome's
    ``Found 3 errors.``, ruff's tally alike; rubocop's ``a.rb:1:1: C: ...`` in a step running
    eslint stays rubocop's)."""
    other = load_catalogue().get(match.signal.tool or "")
    if other is None or other.name == ran.name or (other.kind, other.category) != (ran.kind, ran.category):
        return False
    return not match.groups.get("file") or bool(set(ran.languages) & set(match.signal.scope.languages))


def _foreign_shape(match: SignalMatch, ran: Tool) -> bool:
    """Whether the line of ``match`` is of a shape its skill's tool shares with other tools (it
    names no file, and the signal no tool of its own) in a step whose tool ``ran`` the skill's
    scope names neither by name nor by language (:func:`ci_triage.logs.classify.scope_factor`):
    esbuild's ``1 error`` read by the javac skill's tally, which the step's tool printed."""
    return not match.signal.own_tool and not match.groups.get("file") and scope_factor(match, ran) < 1.0


def _own_lines_runner(category: str, lines: dict[int, LogLine], signal_lines: list[int]) -> Tool | None:
    """The test runner that printed the verdict's lines when the step's tool is not known (a plain
    log): the one catalogue test runner that the signals with a ``tool`` of their own (a line only
    that tool prints: bats's ``# (in test file test.bats, line 9)`` under its TAP ``not ok 2 greets
    name``) of the verdict's ``category`` name on ``signal_lines`` (1-based numbers in ``lines``);
    ``None`` when they name none or several."""
    catalogue = load_catalogue()
    named = {
        match.signal.tool
        for number in signal_lines
        for match in lines[number].matches
        if match.signal.own_tool and match.signal.category == category
    }
    runners = [tool for name in named if (tool := catalogue.get(name or "")) is not None and tool.kind == "test-runner"]
    return runners[0] if len(runners) == 1 else None


def _other_ecosystems_tool(match: SignalMatch, ran: Tool) -> bool:
    """Whether the line of ``match``, whose signal names a tool of its own, was printed by the step's
    tool ``ran`` instead: ``ran`` is a catalogue tool of the signal's category and no wrapper, the
    signal's tool is another, and neither it nor the skill's scope names ``ran`` or one of its
    languages (the scope's own reading, whatever the category: :func:`ci_triage.logs.classify.scope_factor`
    weighs a line, this names its printer): PubGrub's ``Because myapp depends on foo ^1.0.0 which
    doesn't match any versions, version solving failed.`` is poetry's line in a poetry step and
    pub's in a ``dart pub get`` step."""
    own = load_catalogue().get(match.signal.tool) if match.signal.own_tool and match.signal.tool else None
    scope = match.signal.scope
    return (
        own is not None
        and ran.name not in (own.name, *scope.tools)
        and not ran.is_wrapper
        and ran.category == match.signal.category
        and not {*own.languages, *scope.languages} & set(ran.languages)
    )


def _other_languages_runner(signal: CompiledSignal, ran: Tool | None) -> bool:
    """Whether ``signal`` is a test-result line the step's test runner ``ran`` printed though its
    skill names another runner: ``ran`` is a test runner of the signal's category, the skill's scope
    names neither it nor any of its languages (a shell step's ``bats`` matching the Perl skill's
    TAP ``not ok``), so the skill's own runner did not run in the step."""
    return (
        ran is not None
        and ran.kind == "test-runner"
        and ran.category == signal.category
        and bool(signal.scope.languages)
        and ran.name not in signal.scope.tools
        and not set(signal.scope.languages) & set(ran.languages)
    )


def _borrowed_shape(signal: CompiledSignal, ran: Tool | None, shown: Collection[str]) -> bool:
    """Whether ``signal`` is a line of another language's test runner's shape that the step's test
    runner ``ran`` printed: its skill has no scope and names a catalogue ``tool`` of other languages
    than ``ran``'s, of ``ran``'s category, and no line of that skill in the step names a file
    (``shown``: the skills whose lines did, the tool's own output: jest's ``FAIL ./sum.test.js``
    under ``rake test``). rebar3's eunit formatter prints RSpec's ``Failure/Error:`` and ``1)
    kvlib_tests:incr_new_key_test/0``, alcotest jest's ``Expected: `1'``: eunit's and ``dune
    test``'s lines, not rspec's or jest's."""
    tool = load_catalogue().get(signal.tool or "") if not signal.scope.languages else None
    return (
        tool is not None
        and ran is not None
        and ran.kind == "test-runner"
        and ran.category == signal.category
        and signal.skill not in shown
        and not signal.scope.tools
        and bool(tool.languages)
        and not set(tool.languages) & set(ran.languages)
    )


def _drop_other_runners_readings(lines: dict[int, LogLine], ran: Tool | None) -> None:
    """Drop from each line of ``lines`` that the skill of the step's test runner ``ran`` reads the
    matches of skills of other test runners (:func:`_another_runners`): node:assert's
    ``AssertionError [ERR_ASSERTION]: …`` under ``node --test``'s ``✖ adds`` is node-test's line,
    though mocha's skill reads that shape too."""
    if ran is None or ran.kind != "test-runner":
        return
    for line in lines.values():
        if len(line.matches) > 1 and any(match.signal.tool == ran.name for match in line.matches):
            line.matches = [match for match in line.matches if not _another_runners(match.signal, ran)]


def _another_runners(signal: CompiledSignal, ran: Tool) -> bool:
    """Whether ``signal``'s tool is a catalogue test runner other than ``ran``."""
    tool = load_catalogue().get(signal.tool) if signal.tool else None
    return tool is not None and tool.kind == "test-runner" and tool.name != ran.name


def _drop_other_languages_readings(lines: dict[int, LogLine], ran: Tool | None) -> None:
    """Drop from each line of ``lines`` that another skill also reads the matches of a test runner's
    skill written for another language than the step's runner ``ran`` (:func:`_other_languages_runner`):
    rspec's numbered failure ``  1) Calc divides`` is read by mocha's signal of the same shape too,
    and the excerpt names the reading of the runner that ran (``rspec: numbered-failure``). A line
    only such a skill reads keeps its match."""
    for line in lines.values():
        if len(line.matches) < 2:
            continue
        own = [match for match in line.matches if not _other_languages_runner(match.signal, ran)]
        if own and len(own) < len(line.matches):
            line.matches = own


def _from_set_up(log_scan: Scan) -> bool:
    """Whether the GitHub Actions log of ``log_scan`` starts with its job's set-up (lines before its
    first step's ``##[group]Run …``, the runner's ``Set up job``, step 1), so that a section's place
    is its step's number. A log that opens on a step shows only some of the job's steps: ``gh run
    view --log-failed`` prints the failed steps alone (its ``JOB<TAB>STEP<TAB>`` columns name a step,
    never its number), as does a copy of one step from the job's page; the fifth step of its job
    printed second is not step 2 (trial 57)."""
    preamble = log_scan.sections[0]
    return preamble.end_line >= preamble.start.line


def _failing_step(
    section: Section,
    lines: dict[int, LogLine],
    member: LogMember,
    log_scan: Scan,
    named: tuple[int, int] | None,
    ran: Tool | None = None,
) -> FailingStep:
    """The failing section as a step. A step file of a run-logs zip (``job/N_step.txt``) is one
    step: its number and name come from the file name; a step the runner's timeout ended is named
    as that line names it (:data:`_NAMED_STEP_TIMEOUT`). Its evidence is the line of its decisive
    marker; without one, the line of ``named`` (``(exit code, line)`` a line names:
    :func:`ci_triage.logs.extract.exit_code`, ``make: *** [all] Error 2``), whose code is then the
    step's exit code; without either, :func:`no_exit_marker`'s words, as the warning says. A Jenkins
    command traced with those of other ``parallel`` branches is named by the one that runs ``ran``,
    the tool whose failure decides the step (its own name when none does). Its number is its
    place among the job's steps: a step file's, or a GitHub Actions section's when the log starts
    with the job's set-up (:func:`_from_set_up`), else none."""
    decisive = _decisive_marker(section)
    evidence_line = decisive.line if decisive else (named[1] if named else None)
    evidence = lines[evidence_line].text if evidence_line in lines else no_exit_marker(log_scan.format)
    name = section.name or member.step or ("Set up job" if log_scan.format == "github-actions" else "(whole log)")
    if decisive and (timed_out := _NAMED_STEP_TIMEOUT.match(evidence)):
        name = timed_out.group("name")  # the step's own name, not its script's first line
    if section.parallel_commands and ran is not None:
        branches = (section.name, *section.parallel_commands)
        name = next((command for command in branches if ran in identify_tools([command])), name)
    number = section.number if log_scan.format == "github-actions" and _from_set_up(log_scan) else None
    if member.step_number is not None:
        number = member.step_number
    return FailingStep(
        name=name,
        number=number,
        start_line=section.start.line,
        end_line=section.end_line,
        exit_code=section.exit_code if section.exit_code is not None or named is None else named[0],
        member=member.name or None,
        evidence=evidence[:300],
    )


def _runner_marked(section: Section) -> bool:
    """Whether ``section`` holds a line of the GitHub runner's own that marks it failed: its exit
    line, a cancellation, a timeout, a process it could not start (the ending kinds of
    :func:`_decisive_marker`), or an ``##[error]`` where the runner reports a failure with it alone
    (an action step, its own set-up and clean-up: :func:`_error_marks_failure` of a job that ended).
    An ``##[error]`` in a script step is an annotation a command printed (a failed script step
    always ends with the exit line), and a tool's named exit code (make's ``Error 1``) is no runner's."""
    ending = ("exit", "cancel", "timeout", "terminated", "unstarted")
    if section.failed or any(m.kind in ending for m in section.markers):
        return True
    return any(m.kind == "errmark" for m in section.markers) and _error_marks_failure(section, ended=True)


def _passed_before_later_steps(log_scan: Scan, section: Section, commands: list[str]) -> bool:
    """Whether ``section``, the one suspect step of a GitHub Actions log that the runner did not mark
    failed (:func:`_runner_marked`: a log cut short before its exit line, or its ``##[error]`` lines
    a command's annotations), passed after all: it is a script step none of whose commands can fail
    it (:func:`ci_triage.logs.tolerated.cannot_fail`: ``make lint || true``, ``ruff check
    --exit-zero``) and a later main step ran after it (the runner runs the next steps only after a
    step passed, or one whose ``if`` holds on failure)."""
    if log_scan.format != "github-actions" or _runner_marked(section):
        return False
    if not section.name.startswith("Run ") or ACTION_STEP.match(section.name) is not None:
        return False
    later = any(s.name and s.name not in RUNNER_END_STEPS for s in log_scan.sections[section.index + 1 :])
    return later and cannot_fail(commands)


def _decisive_marker(section: Section) -> Anchor | None:
    for kinds in (("exit", "cancel", "timeout", "terminated", "unstarted"), ("errmark",)):
        found = [marker for marker in section.markers if marker.kind in kinds]
        if found:
            return found[-1]
    return None


def _decisive_lines(
    signals: Sequence[SignalHit], lines: dict[int, LogLine], roles: tuple[str, ...] = ("error", "summary")
) -> list[str]:
    """The text of the lines whose error or summary signals (``roles``) decided the category, strongest signal
    first (its skill's weight; log order among equals), each once — not a context line such as
    cargo's ``Compiling memchr v2.2.0``, whichever crate the build order put there: what the
    fingerprint hashes
    (:func:`~ci_triage.logs.fingerprint.fingerprint` keeps the first
    :data:`~ci_triage.logs.fingerprint.LINES_HASHED`). Not the excerpt's best blocks: their scores
    move with lines that say nothing of the failure (cargo's ``Compiling …`` line, printed on a cold
    build only, swapped the third block between the panic and ``test result: FAILED``, trial-25
    finding 2), a signal's weight does not. Empty without signals (an ``unknown`` verdict)."""
    ordered = sorted(_deciding(signals, lines, roles), key=lambda hit: (-hit.weight, hit.member or "", hit.line))
    return list(dict.fromkeys(hit.text for hit in ordered))


def _deciding(signals: Sequence[SignalHit], lines: dict[int, LogLine], roles: tuple[str, ...]) -> list[SignalHit]:
    """The hits of ``signals`` whose line is read and whose signal has one of ``roles`` there."""
    return [
        hit
        for hit in signals
        if hit.line in lines
        and any(match.signal.id == hit.signal and match.signal.role in roles for match in lines[hit.line].matches)
    ]


def _completion_order_free(
    signals: Sequence[SignalHit], lines: dict[int, LogLine], signal_lines: Sequence[int]
) -> list[str]:
    """:func:`_decisive_lines` of a step that failed several tests, in an order their order of
    completion does not move: each deciding signal stands for the line, among ``signal_lines``
    (the failing steps' lines with signals) it matched, that reads first once masked
    (:func:`~ci_triage.logs.fingerprint.mask_volatile`), not for its first in the log, and signals
    of one weight go in that line's order. A parallel runner prints its failed tests as they end
    (cargo test's threads, pytest-xdist's workers, ``go test -p``'s packages, jest's workers): two
    runs of one failure print ``test tests::port_bad ... FAILED`` and ``…port_space…`` in either
    order (trial 57: two fingerprints for one failure). The summary still quotes the log's first."""
    texts: dict[str, list[str]] = {}
    for number in signal_lines:
        for match in lines[number].matches:
            texts.setdefault(match.signal.id, []).append(lines[number].text)
    chosen = [
        (hit, min(texts.get(hit.signal, [hit.text]), key=mask_volatile))
        for hit in _deciding(signals, lines, ("error", "summary"))
    ]
    ordered = sorted(chosen, key=lambda pair: (-pair[0].weight, pair[0].member or "", mask_volatile(pair[1])))
    return list(dict.fromkeys(text for _, text in ordered))
