"""The first, fast pass over a log: find its structure and the lines worth reading closely.

The scan reads the log in blocks of 1 MiB and asks a line finder
(:mod:`ci_triage.logs.trigger_lines`: Hyperscan where it is installed, else RE2; both linear
time, both with the same answer) for each block's *trigger*
lines: step and command boundaries, exit-code and cancellation markers, and words that tend to sit
on lines explaining a failure. It keeps a bounded number of them per section (the first and the
last few, and the first line of each kind of trigger), so memory does not grow with the size of
the log, and it pays Python work only for the lines it keeps: a long run of trigger lines is walked
from its start until the first strong and signal lines are found and from its end for the last
ones (the kinds of its lines are told apart in C). The second pass
(:mod:`ci_triage.logs.second_pass`) reads only the windows of lines around what the scan kept.

Line numbers are 1-based positions in the file split on ``\\n``; offsets are byte offsets of a
line's first byte.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import operator
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import BinaryIO, Literal

import re2

from ci_triage.logs import vocabulary
from ci_triage.logs.clean import clean_line, gh_view_columns_end
from ci_triage.logs.learned_secrets import learn_block
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_job import runner_job_name
from ci_triage.logs.stamps import HEAD_BYTES, StampForm, detect_stamp
from ci_triage.logs.trigger_lines import BlockTriggers, HyperscanLineFinder, Re2LineFinder, hyperscan_finder
from ci_triage.logs.web_page import STEP_TITLE, copied_from_web_page, output_line
from ci_triage.logs.zero_count_lines import without_zero_counts

LogFormat = Literal[
    "github-actions", "azure-pipelines", "travis", "gitlab", "jenkins", "buildkite", "circleci", "plain"
]
StepStructure = LogFormat | Literal["github-actions-web-page"]
"""Whose step structure a scan finds: a log format's, or that of a GitHub Actions job log copied from
the run's web page (:mod:`ci_triage.logs.web_page`), a ``github-actions`` log without the runner's markup."""

BLOCK_BYTES = 1024 * 1024
"""Bytes read at a time; a block's trigger lines are listed whole, so this bounds the memory an
error-dense block takes (see ``benchmarks/README.md``, error-dense logs)."""
LINE_COMPLETION_BYTES = 1024 * 1024
"""At most this many bytes are read past a block to finish its last line; longer lines are split."""
SIGNAL_KEPT = 48
"""Lines holding a skill signal's literal kept per section, the first half and the last half."""
FIRST_KEPT = 24
"""Strong trigger lines kept from the start of each section (the first real error is often there)."""
LAST_KEPT = 96
"""Trigger lines kept from the end of each section (the summary and the final error are there)."""
MARKERS_KEPT = 64
"""``##[error]`` and exit markers kept per section."""
KINDS_KEPT = 32
"""Trigger lines kept per section as the first of their kind: the first line whose trigger starts
with bytes (:data:`_HEAD` of them) no earlier line of the section's triggers started with. A list of
200 ``FAILED`` lines is one kind, so it cannot use up what is kept before the report that follows it
(pytest's ``=== FAILURES ===``, surefire's ``<<< FAILURE!``, scalatest's ``*** FAILED ***``), nor
can 70,000 gcc warnings the one ``error:`` among them (``make -k``): every trigger line's kind is
read (cut and compared in C, measured at no cost over the flags read from the same bytes), and a
kind past this many is noted (:attr:`Section.unkept_kinds`), not kept, unless its first line is a
strong or signal line while a kind whose first line is weak is kept: the earliest such weak kind
then gives up its slot (:data:`KINDS_NOTED`). A long test step names thousands of passing tests, and the
names' words (``test_fail_over PASSED``, ``[info] Test …abstractFinalMethodError started``, a
scalatest ``- should raise an error …``) are weak triggers of as many kinds: they used up the slots
before the failure's report (``error: …``, ``FAILED``), which was then not kept."""
KINDS_NOTED = 1024
"""Kinds of a section past :data:`KINDS_KEPT` whose first line's tier is read, to take a weak kind's
slot (:data:`KINDS_KEPT`), the earliest first: a Python tier reading for each (≈ 3 µs), so a step of
more kinds (a list of distinct test names) costs no more than this; later kinds are noted only."""
FILES_KEPT = 32
"""Signal lines kept per section as the first of their source file and kind: the first line whose
trigger follows a location (``parser.c:27:5: error:``, ``Foo.java:3: error:``, ``src/a.ts(3,5):
error``) and whose file and trigger's first bytes no earlier signal line of the section had
(:func:`_file_key`). A parallel build (``make -j``, ninja) prints each compilation unit's errors
in turn, and one unit's many errors fill the lines kept from the start (:data:`SIGNAL_KEPT`): the
next units' first errors, before the last lines kept, are read only so. Read in a section's first
:data:`FILES_READ` trigger lines (:attr:`Section.files_unread` past them)."""
FILE_PREFIX_BYTES = 256
"""Most bytes before a line's trigger read for its file (:func:`_file_key`): a location is short."""
FILES_READ = 65536
"""Trigger lines of a section whose file is read (from its start, :data:`FILES_KEPT`): a key costs
Python work per signal line with a location, so a section of more trigger lines (megabytes of
``x.c:1:2: error: y``) costs no more than this for its files. A kind's first line is read past it."""
MAX_SECTIONS = 5000
"""Most sections kept: past it, a step's start folds two neighbouring sections into one, the latest
pair of which neither failed (:data:`FOLD_LOOKBACK`), so a failed step keeps its name, range, number
and exit code however many steps the log has; the passing steps folded lose their own."""
FOLD_LOOKBACK = 64
"""Sections from the end searched for a pair of which neither failed; when every one of them failed,
the last two are folded."""
ONE_BY_ONE = 32
"""Runs of at most this many candidate lines are taken one by one (cheaper than the walks)."""
WINDOW_LINES = 64
"""Lines whose signal heads a walk reads at once, doubling each time."""
FORMAT_HEAD_BYTES = 4 * 1024 * 1024
"""Bytes from the start of a log searched for a CI system's structure lines when its first
:data:`~ci_triage.logs.stamps.HEAD_BYTES` show none (:func:`detect_format`)."""

Tier = int
STRUCTURE: Tier = 0
SIGNAL: Tier = 1
STRONG: Tier = 2
WEAK: Tier = 3


@dataclass(slots=True)
class Anchor:
    """A line the scan kept: its 1-based number, the byte offset of its start, and its tier."""

    line: int
    offset: int
    tier: Tier
    kind: str = ""


@dataclass(slots=True)
class Section:
    """A step (GitHub Actions, Azure Pipelines), a command (Travis, GitLab, a Jenkins ``sh`` step's traced
    ``+ COMMAND``, Buildkite's ``$ COMMAND``), a Buildkite group (``~~~ Running commands``), or the whole log
    (plain)."""

    index: int
    name: str
    start: Anchor
    end_line: int
    exit_code: int | None = None
    cancelled: bool = False
    timed_out: bool = False
    terminated: bool = False
    """The CI system ended the job while the section ran, for another reason than time (Travis:
    ``The job exceeded the maximum log length, and has been terminated.``; GitLab: ``ERROR: Job
    failed (system failure): …``; the GitHub runner: ``##[error]The runner has received a shutdown
    signal.``, its process told to stop while the step ran)."""
    unstarted: bool = False
    """The GitHub runner could not start the step's process (``##[error]An error occurred trying to
    start process '/usr/bin/bash' with working directory '…'``, a shell not found): it failed the step
    with no exit code."""
    failed_without_code: bool = False
    """The CI system marked the section failed with no exit code printed (Jenkins' ``Build step
    'Execute shell' marked build as failure``): its :attr:`exit_code` stays ``None``."""
    ended_mid_run: str = ""
    """The command a plain log's section was still running when the log ended: the last command
    line's, run under ``timeout``, its output ending on an announcement of work under way
    (:func:`ci_triage.logs.unfinished_run.ended_mid_run`, read once on the log's last lines when the
    analysis judges a log without exit marker from its lines); ``""`` for none, and in other formats."""
    error_issue_line: int = 0
    """The first ``##[error]`` line (1-based) of an Azure Pipelines step other than its exit line:
    an error issue (``##vso[task.logissue type=error]``, which does not fail a task); 0 for none."""
    phase: str = ""
    """The Travis phase whose fold opens the command (``before_install``, ``install``,
    ``after_failure``...: ``travis_fold:start:NAME.N`` on the command's line; ``""`` for a command
    outside a fold, Travis' ``script`` phase), or the GitLab stage the command runs in
    (``step_script``, ``after_script``...: :data:`GITLAB_LATE_STAGES`); ``""`` in other log formats."""
    markers: list[Anchor] = field(default_factory=list)
    first: list[Anchor] = field(default_factory=list)
    last: deque[Anchor] = field(default_factory=lambda: deque(maxlen=LAST_KEPT))
    first_signals: list[Anchor] = field(default_factory=list)
    last_signals: deque[Anchor] = field(default_factory=lambda: deque(maxlen=SIGNAL_KEPT // 2))
    kinds: dict[bytes, Anchor] = field(default_factory=dict)
    """The first trigger line of each kind (:data:`KINDS_KEPT`), by its trigger's first bytes."""
    files: dict[bytes, Anchor] = field(default_factory=dict)
    """The first signal line of each source file and kind (:data:`FILES_KEPT`), by :func:`_file_key`."""
    trigger_lines: int = 0
    unkept_kinds: bool = False
    """A trigger line of a kind not in :attr:`kinds` came once :data:`KINDS_KEPT` kinds were kept: its
    kind's first line was read only if it was among the first or last lines kept."""
    failed_attempts: int = 0
    """Attempts of a retried command that the log shows failed: each one the retry ran again after
    (Travis ``travis_retry``: ``The command "…" failed. Retrying, 2 of 3.``), and the last one when
    the retry says it gave up (``The command "…" failed 3 times.``). Without a failed last attempt
    the section passed in the end (:attr:`passed_on_retry`)."""
    parallel_commands: list[str] = field(default_factory=list)
    """Commands of other ``parallel`` branches that Jenkins traced on the lines right after the
    section's own ``+ COMMAND``, their ``sh`` steps started together (as many ``[Pipeline] sh`` lines
    in a row): their output is interleaved with the section's, so they are its commands too."""
    folded_before: int = 0
    """Sections folded into others before this one (:data:`MAX_SECTIONS`): the section is the
    ``index + 1 + folded_before``-th of the log (:attr:`number`)."""

    @property
    def number(self) -> int:
        """The section's 1-based number among the log's sections (its first step's, when later
        ones were folded into it)."""
        return self.index + 1 + self.folded_before

    @property
    def failed(self) -> bool:
        """True when the section ended with a non-zero exit code, a cancellation, a timeout, the CI
        system's termination of the job, a process the runner could not start, or the CI system's
        word that it failed without an exit code."""
        return (
            bool(self.exit_code)
            or self.cancelled
            or self.timed_out
            or self.terminated
            or self.unstarted
            or self.failed_without_code
        )

    @property
    def files_unread(self) -> int:
        """The section's trigger lines past :data:`FILES_READ`, whose file was not read (``0`` for most
        sections): a unit's first signal line among them was kept only as its kind's first or among
        the section's first and last lines."""
        return max(0, self.trigger_lines - FILES_READ)

    @property
    def passed_on_retry(self) -> bool:
        """True when an attempt of the section's retried command failed and the section did not."""
        return bool(self.failed_attempts) and not self.failed

    def anchors(self) -> list[Anchor]:
        """Every kept anchor of the section, in line order, without duplicates."""
        kept = (
            *self.first_signals,
            *self.last_signals,
            *self.first,
            *self.last,
            *self.markers,
            *self.kinds.values(),
            *self.files.values(),
        )
        by_line = {anchor.line: anchor for anchor in kept}
        return [by_line[line] for line in sorted(by_line)]


@dataclass(slots=True)
class Scan:
    """What the first pass learned: format, size, sections with their kept anchors."""

    format: LogFormat
    total_lines: int
    """The number of the log's last line: its count of lines, unless they were numbered from a
    later line (:func:`scan`'s ``first_line``)."""
    total_bytes: int
    sections: list[Section]
    stamp: StampForm | None = None
    """The wrapper prefix opening every line (:func:`ci_triage.logs.stamps.detect_stamp`), or ``None``."""
    job_exit_code: int | None = None
    """The job's own result as the CI system printed it once every command had run (Travis'
    footer, ``Done. Your build exited with N.``); ``None`` when the log has no such line: a Travis
    job without it ended while its last section ran."""
    folded_sections: int = 0
    """Sections folded into a neighbour past :data:`MAX_SECTIONS` (``0`` for most logs)."""
    job_name: str | None = None
    """The job's display name as the GitHub runner printed it before the first step (``Complete job
    name: test (3.12)``, :func:`ci_triage.logs.runner_job.runner_job_name`); None in other formats
    and in a log without the line."""


RETRY_LOOP_ATTEMPT = (
    rb"(?i:\battempt #?\d+ ?(?:/|of) ?\d+\b[^\n]*\b(?:retrying|trying again|will retry)\b"
    rb"|\b(?:retrying|trying again|will retry)\b[^\n]*\battempt #?\d+ ?(?:/|of) ?\d+\b)"
)
"""A failed attempt of a hand-written wait or retry loop that counts its attempts, on one line with
a retry's words, in either order: ``Attempt 1/5: postgres at 127.0.0.1:5433 not ready, retrying in
1s...``, ``Redis not answering yet, retrying in 1s (attempt 1 of 10)``. The loop runs again after
it, so the step's result is its last attempt's (:attr:`Section.failed_attempts`)."""

TEST_RERUN = (
    rb"\b\d+ passed, (?:\d+ [a-z]+, )*\d+ rerun in \d|::\S+ RERUN\b|\bRERUN \S+::| LOGGING RETRY ERRORS "
    rb"| failed \(\d+ runs? remaining out of \d+\)\.| {4}Test +#\d+: [^\n]* Passed +[0-9.]+ sec|"
    + r" ✓ +\d+ [^\n]* › [^\n]*\(retry #\d+\) \(\d".encode()
)
"""A test runner's failed attempt of a test it runs again: pytest's tally of a run whose failed
tests pytest-rerunfailures ran again (``2 passed, 1 rerun in 0.10s``: its ``rerun`` outcome, printed
after pytest's own) and the rerun test's ``-v`` and ``-rR`` lines (``test_x.py::test_y RERUN``,
``RERUN test_x.py::test_y``; pytest-rerunfailures 16.7), jest's `` LOGGING RETRY ERRORS  name``
(``jest.retryTimes``, jest 29), the flaky plugin's ``test_x failed (2 runs remaining out of 3).``
(flaky 3.8) and ctest's passing run of a test it ran again (``ctest --repeat until-pass:3``, or
``after-timeout``: ``    Test #1: net_retry ....   Passed    0.00 sec``, without the ``1/2`` count
that its first run's line has; ctest 3.25, run here; ``until-fail`` prints its passing runs before
the last so too, which :mod:`ci_triage.logs.retried_attempts` tells apart by the failed run it finds
above or not) and Playwright Test's passing attempt of a test it ran again under ``retries``
(``  ✓  4 [chromium] › t/a.spec.js:2:1 › counts (retry #1) (1.0s)``, @playwright/test 1.65.2: the
test is ``flaky`` in its tally). The step's result is its runner's verdict after the reruns; the tests it ran again
are named by :mod:`ci_triage.logs.flaky_tests`."""

_STRUCTURE_GROUPS: dict[StepStructure, list[tuple[str, bytes]]] = {
    "github-actions": [
        ("step", rb"##\[group\]Run |Post job cleanup\.|Cleaning up orphan processes"),
        # the runner's failed file command ends the step too, without an exit code
        # (``FileCommandManager.cs``: ``Unable to process file command 'env' successfully.``)
        (
            "exit",
            rb"Process completed with exit code \d+|##\[error\][^\n]*failed with exit code \d+"
            rb"|##\[error\]Unable to process file command '[a-z_]+' successfully\.",
        ),
        # the runner's own ends of a step are ``##[error]`` annotations (``StepsRunner.cs``:
        # ``ExecutionContext.Error(...)``); the same words without it are a command's output
        ("cancel", rb"##\[error\]The operation was canceled\."),
        # the runner itself was told to stop (its service stopped, its machine shut down or taken
        # away): the job ended for the runner's machine, not because someone cancelled the run
        ("terminated", rb"##\[error\]The runner has received a shutdown signal"),
        (
            "timeout",
            rb"##\[error\](?:[^\n]*has exceeded the maximum execution time"
            rb"|The action (?:'[^'\n]*' )?has timed out[. ])",
        ),
        # the runner could not start a script step's process (no working directory, no shell)
        (
            "unstarted",
            rb"##\[error\](?:An error occurred trying to start process "
            rb"|Unable to locate executable file: |File not found: ')",
        ),
        # a failed attempt of a command run again, the next attempt deciding: nick-fields/retry's
        # line after each failed attempt but the last (``Attempt ${attempt} failed. Reason:
        # ${error.message}`` in its ``src/index.ts``, a ``##[warning]`` with ``warning_on_retry``),
        # a script's retry loop's exit code with a retry's words (``Attempt 1 failed with exit
        # code 1. Retrying in 1s...``: :data:`_RETRY_WORDS`), a wait loop's counted attempt with
        # a retry's words (:data:`RETRY_LOOP_ATTEMPT`), and a test runner's rerun of a failed
        # test (:data:`TEST_RERUN`)
        (
            "retry",
            rb"Attempt \d+ failed\. Reason: |(?i:(?:exit(?:ed with)? (?:code|status)|returned exit code) \d+"
            rb"[^\n]*\b(?:retrying|will (?:be )?retr(?:y|ied)|trying again)\b)"
            rb"|" + TEST_RERUN + rb"|" + RETRY_LOOP_ATTEMPT,
        ),
        ("errmark", rb"##\[error\]"),
        # the runner's debug lines (``ACTIONS_STEP_DEBUG``) follow a step's end: ``##[debug]Finishing: …``
        ("debug", rb"##\[debug\]"),
    ],
    # the agent opens each step with ``##[section]Starting: NAME`` and ends it with ``##[section]Finishing:
    # NAME`` (a task's display name; microsoft/azure-pipelines-agent); a task that fails writes its
    # ``##[error]`` last: ``Bash exited with code '1'.`` (BashV3, CmdLineV2), ``PowerShell exited with
    # code '1'.``, ``Cmd.exe exited with code '1'.``, AzureCLI's ``Script failed with exit code: 1``,
    # azure-pipelines-task-lib's ``The process '/usr/bin/dotnet' failed with exit code 1``
    # (microsoft/azure-pipelines-tasks#10680, #12164; rust-lang/rust's job log quoted in
    # xiaxinmeng/Understanding_Rust_Compiler_Bug ``test_case/rust-lang_rust/71780_623000287.rs``)
    # A script fails its task without an exit code through the logging command ``##vso[task.complete
    # result=Failed]`` (learn.microsoft.com, Azure Pipelines "Logging commands", Complete): the agent
    # prints no line for it, but with ``system.debug`` it logs ``##[debug]Processed: ##vso[…]`` for
    # each command it ran (microsoft/azure-pipelines-agent ``src/Agent.Worker/WorkerCommandManager.cs``;
    # ``result`` is read case-sensitively, ``TaskCommandExtension.cs``)
    "azure-pipelines": [
        ("step", rb"##\[section\]Starting: "),
        (
            "exit",
            rb"##\[error\][^\n]*(?:exited with code '\d+'|failed with exit code:? \d+)"
            rb"|##\[debug\]Processed: ##vso\[(?i:task\.complete) [^\]\n]*\bresult=Failed\b",
        ),
        # any other ``##[error]`` line: an error issue the agent logged (``task.logissue``), which
        # does not fail the task (a warning's evidence when no task failed)
        ("issue", rb"##\[error\]"),
    ],
    "travis": [
        # the prompt travis-build echoes before a command, at a line's start or after the ``\r\e[0K``
        # that ends its fold and timing markers (``travis_time:start:0490c5ee\r\e[0K$ make``), or
        # right after such a marker in a copy whose escape codes were removed (``sed``, a viewer's
        # copy: ``travis_time:start:0490c5ee\r$ make``, with its carriage returns removed too
        # ``travis_time:start:0490c5ee$ make``)
        ("step", rb"(?:(?m:^)|\x1b\[0K|travis_(?:fold|time):[^\s$]*\r?)\$ "),
        # ``The command "…" exited with N.``; a multi-line command puts the tail on a later line
        ("exit", rb"\" (?:failed and )?exited with \d+|Your build exited with \d+"),
        # ``travis_retry``: ``The command "…" failed. Retrying, 2 of 3.`` after each failed attempt but
        # the last, ``The command "…" failed 3 times.`` after the last (travis-build's ``travis_retry``)
        ("retry", rb"\" failed\. Retrying, \d+ of \d+|\" failed \d+ times\."),
        ("timeout", rb"No output has been received in the last \d+m|exceeded the maximum time limit"),
        # the worker's own end of a job that wrote too much (``step_run_script.go``)
        ("terminated", rb"The job exceeded the maximum log length"),
    ],
    "gitlab": [
        ("step", rb"(?:(?m:^)|\x1b\[[0-9;]*m)\$ "),
        # the runner's stage of the job (``section_start:1764800000:step_script``: GITLAB_STAGES)
        ("stage", rb"section_start:\d+:[\w.-]+"),
        ("exit", rb"ERROR: Job failed: exit code \d+"),
        ("timeout", rb"ERROR: Job failed: execution took longer than"),
        # the runner's verdict on a job it could not run or go on running (an image it could not
        # pull, a pod deleted under it): ``Job failed (system failure): …`` (gitlab-runner
        # ``common/build.go``; docs.gitlab.com, "Troubleshooting GitLab Runner")
        ("terminated", rb"ERROR: Job failed \(system failure\): "),
    ],
    "jenkins": [
        # what a Pipeline runs only after a step failed, or whatever happened: the failed step was
        # before it (first: the ``post`` stage's line is a step line too)
        ("halt", rb"skipped due to earlier failure|\[Pipeline\] \{ \(Declarative: Post Actions\)"),
        # an ``sh`` step runs its script with ``sh -xe``: each command is traced as ``+ COMMAND``
        # (``++`` for a nested one; never a space or ``*`` after ``+ ``, as a diff's added line of
        # indented code or of a comment, `` */``, has),
        # after the timestamper's ``HH:MM:SS `` prefix where it is used;
        # the Pipeline's own lines (``[Pipeline] sh``, ``[Pipeline] }``) end a command's output, after
        # the same prefix and the hidden console note Jenkins writes before them (``ESC[8mha:…ESC[0m``,
        # :data:`ci_triage.logs.controls.ANSI`)
        (
            "step",
            rb"(?m:^)(?:\[?\d[\d:.TZ-]*\]? +)?(?:\+ [^\s*]|(?:\x1b\[8mha:[A-Za-z0-9+/=]*\x1b\[0m)?\[Pipeline\] )",
        ),
        # a failed ``sh`` step (Pipeline, printed where its error was caught: the Pipeline's end, a
        # ``catchError`` or ``retry`` block); a failed build step (freestyle)
        ("exit", rb"ERROR: script returned exit code -?\d+|Build step '[^'\n]*' marked build as failure"),
        # the ``retry`` step's own line after the failed attempt's ``ERROR: …`` (``RetryStepExecution``
        # in jenkinsci/workflow-basic-steps-plugin: ``l.error(t.getMessage())``, then ``Retrying``)
        ("retry", rb"(?m:^)(?:\[?\d[\d:.TZ-]*\]? +)?Retrying\r?(?m:$)"),
    ],
    "buildkite": [
        # the agent's prompt before the command or hook it runs, and its own groups (``~~~ Running
        # commands``); not a script's ``--- ``/``+++ `` groups, which a diff and go test print too;
        # after the agent's APC line timestamp (``ESC _bk;t=MILLISECONDS BEL``, on by default since
        # agent 3.48: buildkite/buildkite-logs README) where the raw job log has it
        ("step", rb"(?m:^)(?:\x1b_bk;t=\d+\x07)?(?:\$|~~~) "),
        # the agent's own line once the command or a hook failed (``internal/job/command.go``)
        ("exit", rb"Error: The (?:command|[^\n]* hook) exited with (?:a )?status(?: of)? -?\d+"),
    ],
    "circleci": [
        # the shell line CircleCI prints above each ``run`` step's command (its default shell,
        # ``/bin/bash -eo pipefail``, or ``/bin/sh -eo pipefail`` without bash: circleci.com/docs,
        # "Configuration reference", run ``shell``), indented by ``circleci local execute``
        ("step", rb"(?m:^) *#!/bin/(?:ba)?sh -eo pipefail\r?(?m:$)"),
        # the step's end when its command failed: ``Exited with code exit status 1`` (the web app's
        # step output), ``Error: Exited with code 1`` (the build agent of ``circleci local execute``:
        # CircleCI-Public/circleci-cli#684, CircleCI-Archived/local-cli#39)
        ("exit", rb"(?m:^)(?:Error: )?Exited with code (?:exit status )?-?\d+"),
    ],
    "plain": [
        ("exit", rb"(?i:exit(?:ed with)? (?:code|status) \d+|returned exit code \d+)"),
        ("retry", TEST_RERUN + rb"|" + RETRY_LOOP_ATTEMPT),
    ],
}

RUNNER_EXIT_LINE = re2.compile(
    b"|".join(pattern for groups in _STRUCTURE_GROUPS.values() for name, pattern in groups if name == "exit").decode()
)
"""A line in which the CI system or shell reports a command's exit code (``Process completed with exit
code 1.``, ``ERROR: Job failed: exit code 1``...), in any log format: every failed job prints one, so
it says that a step failed, never why."""

_STRUCTURE_GROUPS["github-actions-web-page"] = [
    ("step", STEP_TITLE + rb"|(?m:^)(?:Post job cleanup\.|Cleaning up orphan processes)"),
    *(
        (name, pattern.replace(rb"##\[error\]", rb"(?m:^)Error: "))
        for name, pattern in _STRUCTURE_GROUPS["github-actions"]
        if name not in ("step", "errmark", "debug")
    ),
]
"""The GitHub runner's structure as the web page shows it (:mod:`ci_triage.logs.web_page`): a step
opens at its title line, ``##[error]`` reads ``Error:`` at a line's start, and there is no ``##[debug]``
line; the page's ``Error:`` is also how it shows a command's own error annotation, so no line marks
a step failed by that word alone (the ``errmark`` kind is left out). Added after
:data:`RUNNER_EXIT_LINE`, which reads cleaned lines: its exit lines are the ``github-actions`` ones."""


_XTRACE_SHELL = LazyRE2(r"(?:^|[\s/])(?:ba|da|k|z)?sh(?: +-[A-Za-z]+| +-o +[a-z]+)*? +(?:-[A-Za-z]*x|-o +xtrace)")
"""A command that runs a shell with xtrace on (``bash -x scripts/package.sh``, ``sh -ex build.sh``,
``bash -o xtrace``): the script's own trace lines (``+ set -euo pipefail``, ``+ version=``) follow
it in the same form as those of the Jenkins ``sh`` step, which runs the system shell "using the -xe
flags" (jenkins.io, Pipeline steps, ``sh: Shell Script``; the nested shell starts its own trace at
one ``+``, as bash 5.2 and dash 0.5.12 print it)."""
_AZURE_EXIT_NUMBER = LazyRE2(rb"exited with code '(\d+)'|failed with exit code:? (\d+)")
"""The exit code in an Azure Pipelines task's failure line (``Bash exited with code '2'.``,
``Script failed with exit code: 1``): quoted or after a colon, which :data:`_EXIT_NUMBER` does not read."""
_AZURE_TASK_COMPLETE = b"Processed: ##vso["
"""The Azure Pipelines agent's debug line of a logging command it ran: on an exit line, a
``task.complete result=Failed`` command failed the task, with no exit code."""
_RUNNER_EXIT_WORDS = b"Process completed with exit code"
"""The GitHub runner's exit line; in a plain log (no runner structure, :func:`detect_format`) it is
the runner's only as the log's last line, else a command printed it (a test's captured output)."""
_XARGS_ABORTED = LazyRE2(rb"\bxargs: [^\n]+: exited with status 255; aborting")
"""GNU xargs' report that a command it ran exited with 255 (``xargs: php: exited with status 255;
aborting``; findutils' ``xargs.c``): the exit status it names is the command's, not the step's."""
XARGS_ABORT_STATUS = 124
"""The status GNU xargs exits with when a command it ran exited with 255 (xargs(1), "EXIT STATUS";
GNU findutils manual, "Invoking xargs")."""
_STRONG = vocabulary.STRONG.encode("utf-8")
_STRONG_PREFIX = LazyRE2(_STRONG)
_ANCHOR_START = re2._Anchor.ANCHOR_START
_HEAD = 6
"""Bytes of a trigger that tell a skill's literal (all are at least this long) from a generic word."""
_WEAK = vocabulary.WEAK.encode("utf-8")
_WEAK_SCANNED = vocabulary.weak_pattern(r"\Berror|error(?:[^:\n]|$)").encode("utf-8")
""":data:`_WEAK` as Hyperscan scans it (multi-line: ``$`` before each ``\\n``): ``error`` but where
the strong words' ``\\berror:`` (:data:`ci_triage.logs.vocabulary.STRONG`) starts, a word boundary
before it and a colon after it. That match starts at the same offset, so every line and its leftmost
trigger are the same, and a line ``error: x`` costs one callback, not two
(:func:`ci_triage.logs.trigger_lines.hyperscan_finder`; ``tests/logs/test_trigger_callbacks.py``)."""

_EXIT_WORDS = r"(?i)(?:exit code|exit status|exited with(?: code| status)?|returned exit code) (\d+)"
_EXIT_NUMBER = LazyRE2(_EXIT_WORDS.encode())
_RETRY_WORDS = (
    r"(?i)\bretrying\b|\bwill (?:be )?retr(?:y|ied)\b|\bretry(?: attempt)? \(?#?\d+ ?(?:/|of) ?\d+|\btrying again\b"
)
_RETRY_ANNOUNCED = LazyRE2(_RETRY_WORDS.encode())
"""Words by which an exit line says the failed command is being run again: a retry loop's ``Command
failed with exit code 1, retrying (1/3)``, ``Attempt 1 failed with exit code 7. Retrying in 1s...``,
``exit code 1, will retry``, ``(retry 2/5)`` (the shapes of ``nick-fields/retry``, ``curl --retry``
and hand-written ``for attempt in 1 2 3`` loops). Such a line reports a failed attempt (as Travis'
``travis_retry`` line does), not the end of the logged command: the attempt after it decides."""
BUILDKITE_AFTER_COMMAND = ("post-command hook", "pre-exit hook")
"""The ends of the names of the Buildkite agent's groups that run once the command phase is over
(``~~~ Running plugin cache post-command hook``: ``e.shell.Headerf("Running %s hook", hookName)`` in
buildkite/agent ``internal/job/executor.go``), whether the command failed or not; a failed command's
``🚨 Error: The command exited with status N`` comes before them (``internal/job/command.go``)."""
RUNNER_END_STEPS = ("Post job cleanup.", "Cleaning up orphan processes")
"""Section names of the GitHub runner's work after the job's own steps (post steps, job end): the
same in every job."""
AGENT_SET_UP_STEP = "Initialize job"
AGENT_END_STEP = "Finalize Job"
"""The Azure Pipelines agent's own first and last steps of a job (``##[section]Starting: Initialize
job``, ``##[section]Starting: Finalize Job``; the job's log then ends ``##[section]Finishing: JOB``):
a log holding both is the job's whole log, and its job ran to its end."""
ACTION_REF = r"(?:[\w.-]+/[\w.-]+(?:/[\w./-]+)?@[^\s@]+|docker://\S+|\./(?:[\w.-]+/)*[\w-]+/?|\./)"
"""What follows ``Run `` in the step line of a GitHub Actions step that runs an action
(``actions/setup-python@v5``, ``owner/repo/path@ref``, ``docker://image:tag``, a local action's
folder ``./.github/actions/setup`` or the repository's own ``./``) rather than a script; the same
syntax for RE2 over text and over bytes. A script step's line shows its command (``Run
./scripts/lint.sh``, ``Run ./gradlew build``): a local action's folder has no arguments and its last
part no extension, so only a lone extensionless command (``Run ./configure``) reads as one."""
_RETRY_TEXT = LazyRE2(_RETRY_WORDS)
_RETRY_LOOP_TEXT = LazyRE2(RETRY_LOOP_ATTEMPT.decode())
_EXIT_STATEMENT_TEXT = LazyRE2(_EXIT_WORDS)


def retry_announcement(text: str) -> bool:
    """Whether ``text`` (a cleaned line) reports a failed attempt of a command that is run again: an
    exit code and a retry's words on one line (:data:`_RETRY_ANNOUNCED`: ``Attempt 1 failed with
    exit code 7. Retrying in 1s...``), or a loop's counted attempt with a retry's words
    (:data:`RETRY_LOOP_ATTEMPT`), which the first pass counts as a failed attempt
    (:attr:`Section.failed_attempts`), not as the command's exit."""
    exit_and_retry = _EXIT_STATEMENT_TEXT.search(text) is not None and _RETRY_TEXT.search(text) is not None
    return exit_and_retry or _RETRY_LOOP_TEXT.search(text) is not None


_GITLAB_STAGE = LazyRE2(rb"section_start:\d+:([\w.-]+)")
"""The section gitlab-runner opens around each stage of a job (``section_start:1764800000:after_script``,
``helpers.BuildSection`` in gitlab-runner's ``common/build.go``)."""
GITLAB_LATE_STAGES = frozenset(
    {
        "after_script",
        "archive_cache",
        "archive_cache_on_failure",
        "upload_artifacts_on_success",
        "upload_artifacts_on_failure",
        "cleanup_file_variables",
    }
)
"""The stages gitlab-runner runs after the job's script stages (``step_script``; ``build_script`` on
older runners), whatever their result (``executeScript`` and ``executeUserScripts`` in
``common/build.go``): each opens a section of its own, named after the stage."""
GITLAB_EARLY_STAGES = frozenset(
    {
        "resolve_secrets",
        "prepare_executor",
        "prepare_script",
        "get_sources",
        "clear_worktree",
        "restore_cache",
        "download_artifacts",
    }
)
"""The stages gitlab-runner runs before the job's script (``BuildStagePrepareExecutor``,
``BuildStagePrepare``, ``BuildStageGetSources``, ``BuildStageClearWorktree``,
``BuildStageRestoreCache``, ``BuildStageDownloadArtifacts`` in ``common/build.go``; the secrets'
section before them): each opens a section named after the stage, so a job that failed before its
script (an image not pulled, a repository not fetched) names the stage that failed."""
GITLAB_AFTER_FAILED_SCRIPT_STAGES = frozenset(
    {"after_script", "archive_cache_on_failure", "upload_artifacts_on_failure", "cleanup_file_variables"}
)
"""Late stages whose failure does not end the job with their exit code when it comes after a failed
script: ``after_script``'s is ignored (``after_script failed, but job will continue unaffected``),
the ``*_on_failure`` stages run only after a failed script, whose error the runner reports first
(``pickPriorityError``), and ``cleanup_file_variables``' error is only logged
(``removeFileBasedVariables``; all in gitlab-runner's ``common/build.go``). So ``ERROR: Job failed:
exit code N`` after them reports the last command run before them; after ``archive_cache`` or
``upload_artifacts_on_success`` (a script that passed), that stage's own failure."""
_TRAVIS_PHASE = LazyRE2(rb"travis_fold:start:([A-Za-z_]+)")
"""The fold travis-build opens around a command of a folded phase: ``travis_fold:start:install.1``."""
RUNNER_SET_UP = b"Current runner version"
"""The first line of a GitHub Actions job's log (the runner's "Set up job"), after the lines of a job
that waited for its runner (``Requested labels: ubuntu-latest``)."""


_GITHUB_STRUCTURE = (
    b"##[group]",
    b"Post job cleanup.",
    RUNNER_SET_UP + b":",
    b"Cleaning up orphan processes",
)
"""What only the GitHub Actions runner writes: its step groups and its own job lines (GitHub Docs,
"Workflow commands for GitHub Actions"; ``shared/corpus/gha/GHA-LOGS-API.md``). Not its markers
(``##[error]...``, ``Process completed with exit code 1.``): a test that prints them in a log of
another shape (its captured output) does not make it a runner's log. Timestamps are not among them
either: a ``ts`` or logger wrapper and other CI systems prefix every line with an ISO 8601 time too."""


_AZURE_STEP = b"##[section]Starting: "
"""What the Azure Pipelines agent writes to open each step, and the GitHub runner (its fork, whose
steps open with ``##[group]Run``) does not. It is looked for before :data:`_GITHUB_STRUCTURE`: an
Azure step may print ``##[group]`` too, a formatting command both systems read (learn.microsoft.com,
Azure Pipelines "Logging commands", formatting commands)."""
_TRAVIS_WORKER = b"Worker information"
"""The title of travis-build's first fold (``travis_fold:start:worker_info``), which opens a Travis job's log."""
_GITLAB_BANNER = b"Running with gitlab-runner"
"""gitlab-runner's first line of a job's log (``Running with gitlab-runner 17.5.0 (8ec04662)``)."""
PIPELINE_LINE = "[Pipeline] "
"""What opens a Jenkins Pipeline's own lines (``[Pipeline] sh``, ``[Pipeline] { (Build)``): a section
of a Jenkins log whose name starts so is the Pipeline's, not a command's."""
_JENKINS_FREESTYLE = (b"\nBuilding in workspace ", b"\nBuilding remotely on ")
"""A freestyle Jenkins job's first lines after its cause: where it builds."""
_JENKINS_STRUCTURE = (PIPELINE_LINE.encode(), *_JENKINS_FREESTYLE)
"""What only Jenkins writes: a Pipeline's step lines (``[Pipeline] sh``, ``[Pipeline] { (Build)``;
Pipeline's console, as quoted in jenkinsci/JenkinsPipelineUnit#329) and a freestyle
job's workspace line (the cidiff corpus' Jenkins logs: ``Building remotely on … in workspace …``)."""
_BUILDKITE_STRUCTURE = (
    b"~~~ Preparing working directory",
    b"~~~ Running commands",
    b"~~~ Running script",
    b"~~~ Running global ",
)
"""What only the Buildkite agent writes: its own groups (``e.shell.Headerf("Running commands")`` in
buildkite/agent ``internal/job/command.go``; ``~~~ Running global environment hook``)."""


_CIRCLECI_AGENT = b"Build-agent version "
"""The first line of a CircleCI job's output, its "Spin up environment" step (``Build-agent version
1.0.250000-abcdef12 (2026-11-20T10:00:00+0000)``; the same under ``circleci local execute``:
CircleCI-Public/circleci-cli#330)."""
_CIRCLECI_SPIN_UP = (b"System information:", b"Docker Engine Version: ", b"Starting container ")
"""What the CircleCI build agent writes below its version line while it spins up the executor (the
Docker engine it talks to, the container it starts)."""


@dataclass(frozen=True, slots=True)
class JobBounds:
    """How a layout's log of one whole job begins and ends, as the CI system writes it: a line that
    opens with one of ``starts`` (after a timestamp or colour codes) begins a job when one of
    ``preamble`` follows it (on its line or soon after: a lone start line is a job's output); a line
    that opens with one of ``ends`` is the system's last word on the job (``()``: the layout writes
    none). :mod:`ci_triage.logs.concatenated_jobs` splits a file of several jobs on them."""

    starts: tuple[bytes, ...]
    preamble: tuple[bytes, ...]
    ends: tuple[bytes, ...] = ()


JOB_BOUNDS: dict[LogFormat, JobBounds] = {
    # the runner's "Set up job" lines (``Operating System``, ``Runner Image`` groups; a hosted
    # runner's log opens with its ``Runner Image Provisioner`` group, before its version line) and
    # its ``Cleaning up orphan processes``, the job's last step (``Terminate orphan process`` lines
    # follow it)
    "github-actions": JobBounds(
        starts=(b"Requested labels: ", b"##[group]Runner Image Provisioner", RUNNER_SET_UP),
        preamble=(RUNNER_SET_UP, b"##[group]Operating System", b"##[group]Runner Image"),
        ends=(RUNNER_END_STEPS[-1].encode(),),
    ),
    # the agent's ``Initialize job`` step, which names the agent first, and its ``Finalize Job`` step
    "azure-pipelines": JobBounds(
        starts=(_AZURE_STEP + AGENT_SET_UP_STEP.encode(),),
        preamble=(b"Agent name: ",),
        ends=(b"##[section]Finishing: " + AGENT_END_STEP.encode(),),
    ),
    # travis-build's worker fold (``travis_fold:start:worker_info`` then ``Worker information``) and footer
    "travis": JobBounds(
        starts=(b"travis_fold:start:worker_info",), preamble=(_TRAVIS_WORKER,), ends=(b"Done. Your build exited with ",)
    ),
    # gitlab-runner's banner, then its first stages' sections (not any section: every stage opens
    # one); its verdict on the job (``common/build.go``)
    "gitlab": JobBounds(
        starts=(_GITLAB_BANNER,),
        preamble=(b":resolve_secrets", b":prepare_executor"),
        ends=(b"Job succeeded", b"ERROR: Job failed: ", b"ERROR: Job failed (system failure): "),
    ),
    # the build's cause (``Started by user admin``, ``Started by timer``), then a Pipeline's first
    # line or a freestyle job's workspace (not any ``[Pipeline]`` line: every Pipeline step writes
    # one); the console log's last line, ``Finished: RESULT``
    "jenkins": JobBounds(
        starts=(b"Started by ",),
        preamble=(b"[Pipeline] Start of Pipeline", *_JENKINS_FREESTYLE),
        ends=(b"Finished: ",),
    ),
    # the agent's first groups; it writes no end of a job
    "buildkite": JobBounds(
        starts=(b"~~~ Running global environment hook", b"~~~ Preparing working directory"),
        preamble=_BUILDKITE_STRUCTURE,
    ),
    # the build agent's first line (its "Spin up environment" step), then the executor it starts;
    # it writes no end of a job
    "circleci": JobBounds(starts=(_CIRCLECI_AGENT,), preamble=_CIRCLECI_SPIN_UP),
}
""":class:`JobBounds` of each layout that marks a job's start (not ``plain``)."""


def detect_format(head: bytes) -> LogFormat:
    """Guess the CI system from the first bytes of a log (a few KiB are enough): its structure
    lines decide, never a timestamp prefix alone (:data:`_GITHUB_STRUCTURE`)."""
    if _AZURE_STEP in head:
        return "azure-pipelines"
    if any(marker in head for marker in _GITHUB_STRUCTURE):
        return "github-actions"
    if b"travis_fold:" in head or b"travis_time:" in head or _TRAVIS_WORKER in head:
        return "travis"
    if b"section_start:" in head or _GITLAB_BANNER in head:
        return "gitlab"
    if any(marker in head for marker in _JENKINS_STRUCTURE):
        return "jenkins"
    if any(marker in head for marker in _BUILDKITE_STRUCTURE):
        return "buildkite"
    if _CIRCLECI_AGENT in head and any(marker in head for marker in _CIRCLECI_SPIN_UP):
        return "circleci"
    return "plain"


def compile_structure(log_format: StepStructure) -> re2._Regexp:
    """The structure trigger automaton of ``log_format`` (a :data:`StepStructure`): steps, exit codes,
    cancellation, timeouts, ``##[error]``, one named group per kind. It is apart from the candidates' automaton
    (:func:`compile_candidates`): in one alternation, a candidate word that starts earlier on the same
    line would hide a structure trigger."""
    structure = [b"(?P<%s>%s)" % (name.encode(), pattern) for name, pattern in _STRUCTURE_GROUPS[log_format]]
    return re2.compile(b"|".join(structure), _trigger_options())


def compile_candidates(extra_literals: Iterable[tuple[str, bool]] = ()) -> re2._Regexp:
    """The candidate trigger automaton: a skill's literal, a strong or a weak word, and the rest of its
    line. It has no capture groups — finding which group matched costs RE2 a second, slower engine
    per match — so a match's tier is read from its text (:meth:`Triggers.candidate_tier`).
    ``extra_literals`` are ``(text, ignore_case)`` pairs that skills' signals require (see
    :func:`ci_triage.logs.signals.required_literal`)."""
    return re2.compile(
        b"(?:%s)[^\n]*" % b"|".join([*_literal_patterns(extra_literals), _STRONG, _WEAK]), _trigger_options()
    )


def _literal_patterns(literals: Iterable[tuple[str, bool]]) -> list[bytes]:
    """The RE2 patterns of skills' ``(text, ignore_case)`` literals, escaped byte for byte, sorted."""
    return [
        (b"(?i:%s)" if ignore_case else b"%s") % re2.escape(text.encode("utf-8"))
        for text, ignore_case in sorted(set(literals))
    ]


def _trigger_options() -> re2.Options:
    options = re2.Options()
    options.max_mem = 64 << 20
    options.log_errors = False
    return options


Engine = Literal["auto", "re2", "hyperscan"]


class Triggers:
    """Trigger finders per log format, built on first use with the skills' literals.

    ``engine`` picks who finds the trigger lines (:mod:`ci_triage.logs.trigger_lines`): ``re2``
    always; ``hyperscan`` or ``auto`` (the default, the same) whenever the ``hyperscan`` package can
    take the patterns, RE2 otherwise. Every engine gives the same scan. Hyperscan's database comes
    from the disk cache (compiled on a miss, ≈ 50 ms of CPU for the bundled skills): loading it costs
    less than RE2 building its automaton's states on a small log's first block (≈ 15 ms), and it
    scans faster.
    """

    def __init__(self, extra_literals: Iterable[tuple[str, bool]] = (), engine: Engine = "auto") -> None:
        self._extra = tuple(extra_literals)
        self.engine: Engine = engine
        self._re2: dict[StepStructure, Re2LineFinder] = {}
        self._hyperscan: dict[StepStructure, HyperscanLineFinder | None] = {}
        exact_heads = {text.encode("utf-8")[:_HEAD] for text, ignore_case in self._extra if not ignore_case}
        folded_heads = {text.lower().encode("utf-8")[:_HEAD] for text, ignore_case in self._extra if ignore_case}
        self.signal_heads = exact_heads.union(*map(_spellings, folded_heads))
        """The first :data:`_HEAD` bytes of each skill's literal; of a case-insensitive one, every
        spelling that ``bytes.lower`` turns into its lowercase head (at most 64 each)."""
        self.full_heads = all(len(head) == _HEAD for head in (*exact_heads, *folded_heads))
        """Whether every head is :data:`_HEAD` bytes long (skills' literals are at least that long)."""
        self._exact: dict[bytes, tuple[bytes, ...]] = {}
        """Head → the case-sensitive literals that start with it (UTF-8)."""
        self._folded: dict[bytes, tuple[bytes, ...]] = {}
        """Head, as any of its spellings → the case-insensitive literals that start with it (lowercase UTF-8)."""
        for text, ignore_case in sorted(set(self._extra)):
            literal = (text.lower() if ignore_case else text).encode("utf-8")
            if not ignore_case:
                self._exact[literal[:_HEAD]] = (*self._exact.get(literal[:_HEAD], ()), literal)
                continue
            for head in _spellings(literal[:_HEAD]):
                self._folded[head] = (*self._folded.get(head, ()), literal)
        self._folded_bytes = max(
            (len(literal) for literals in self._folded.values() for literal in literals), default=0
        )

    @functools.cached_property
    def _literals(self) -> re2._Regexp:
        """The skills' literals alone, as the candidate automaton reads them (:func:`compile_candidates`)."""
        return re2.compile(b"|".join(_literal_patterns(self._extra)), _trigger_options())

    def is_signal(self, matched: bytes) -> bool:
        """Whether a candidate match (the trigger and the rest of its line) starts with a skill's
        whole literal (:meth:`whole_literals`); none does unless its first :data:`_HEAD` bytes are
        a literal's head (:attr:`signal_heads`), told by one set look-up."""
        if matched[:_HEAD] not in self.signal_heads:
            return False
        return bool(self.whole_literals(matched, [0], [len(matched)])[0])

    def whole_literals(
        self, data: bytes, starts: Sequence[int], ends: Sequence[int], heads: list[bytes] | None = None
    ) -> bytearray:
        """For candidate triggers at the offsets ``starts`` of ``data`` (the line of each ending at
        the same index of ``ends``; ``heads``, when already cut, their first :data:`_HEAD` bytes), in
        order: 1 where a skill's whole literal starts, else 0, as RE2 reads the literals. A head alone
        says too much: newman's ``assertions │`` has the head of pytest's ``assert (3 + 1) == 3``
        lines, and a skill whose literal no line holds must not make them signal lines (the lines
        kept, hence the windows read, would move with every skill added). Compared in C
        (``bytes.startswith`` of each head's literals); a case-insensitive literal is compared with
        the text lowercased, by RE2 where the text is not ASCII (its case folding is Unicode's)."""
        if heads is None:
            heads = [data[start : start + _HEAD] for start in starts]
        found = bytearray(map(data.startswith, map(self._exact.get, heads, itertools.repeat(())), starts, ends))
        folded = self._folded
        unfound = map(operator.gt, map(folded.__contains__, heads), found)  # a folded literal's head, no exact one
        for position in itertools.compress(range(len(heads)), unfound):
            start, end = starts[position], ends[position]
            text = data[start : min(end, start + self._folded_bytes)]
            if text.isascii():
                found[position] = text.lower().startswith(folded[heads[position]])
            else:
                found[position] = self._literals._regexp.Match(_ANCHOR_START, data, start, end)[0][0] >= 0
        return found

    def candidate_tier(self, matched: bytes) -> Tier:
        """The tier of a candidate match (the trigger and the rest of its line), from the trigger at
        its start: a skill's literal, a strong or a weak word."""
        if self.is_signal(matched):
            return SIGNAL
        # RE2's spans straight from its binding: google-re2's match object costs more than the match
        starts_strong = _STRONG_PREFIX.compiled._regexp.Match(_ANCHOR_START, matched, 0, len(matched))[0][0] >= 0
        return STRONG if starts_strong else WEAK

    def finder(self, log_format: StepStructure) -> Re2LineFinder | HyperscanLineFinder:
        """The line finder for a log of ``log_format``'s structure (see the class docstring)."""
        if log_format not in self._re2:
            self._re2[log_format] = Re2LineFinder(
                compile_structure(log_format), functools.partial(compile_candidates, self._extra)
            )
        exact = self._re2[log_format]
        if self.engine == "re2":
            return exact
        if log_format not in self._hyperscan:
            self._hyperscan[log_format] = hyperscan_finder(
                [pattern for _, pattern in _STRUCTURE_GROUPS[log_format]],
                _STRONG,
                _WEAK,
                _WEAK_SCANNED,
                self._extra,
                exact,
                cache_kind=f"triggers-{log_format}",
            )
        return self._hyperscan[log_format] or exact


def scan(file: BinaryIO, triggers: Triggers, first_line: int = 1) -> Scan:
    """Run the first pass over ``file`` (binary, seekable, positioned at 0); see the module docstring.
    Its lines are numbered from ``first_line`` (a job of ``gh run view`` output keeps the numbers
    of the whole output: :attr:`ci_triage.logs.source.LogMember.first_line`), so
    :attr:`Scan.total_lines` is the number of its last line."""
    file.seek(0)
    head = file.read(HEAD_BYTES)
    log_format = detect_format(head)
    if log_format == "plain" and len(head) == HEAD_BYTES:  # a long preamble may come before the first structure line
        log_format = detect_format(head + file.read(FORMAT_HEAD_BYTES - len(head)))
    file.seek(0)
    stamp = detect_stamp(head)
    web_page = log_format in ("github-actions", "plain") and copied_from_web_page(head)
    if web_page:
        log_format = "github-actions"
    finder = triggers.finder("github-actions-web-page" if web_page else log_format)
    result = _Scanner(log_format, triggers, finder, stamp, first_line, web_page=web_page).run(file)
    if log_format == "github-actions":
        result.job_name = runner_job_name(head, stamp)
    return result


class _Scanner:
    def __init__(
        self,
        log_format: LogFormat,
        triggers: Triggers,
        finder: Re2LineFinder | HyperscanLineFinder,
        stamp: StampForm | None,
        first_line: int = 1,
        *,
        web_page: bool = False,
    ) -> None:
        self.format: LogFormat = log_format
        self.web_page = web_page
        """Whether the log is a GitHub Actions job log copied from the web page (:mod:`ci_triage.logs.web_page`)."""
        self.stamp = stamp
        self.triggers = triggers
        self.finder = finder
        self.exact = finder if isinstance(finder, Re2LineFinder) else finder.exact
        preamble = Anchor(line=first_line, offset=0, tier=STRUCTURE, kind="start")
        self.sections = [Section(index=0, name="", start=preamble, end_line=first_line)]
        self.job_exit_code: int | None = None
        self.stage = ""
        """The GitLab stage in progress (:data:`GITLAB_LATE_STAGES`); ``""`` before any and in other formats."""
        self.folded = 0
        """Sections folded into a neighbour so far (:meth:`_fold`)."""
        self.last_marker_line = 0
        """The line of the last structure match of the section in progress other than its step line."""
        self.after_markers: tuple[Anchor, int] | None = None
        """Of a copy of the web page, the line after the last marker of the section in progress (an
        anchor that can open a step) and the section's trigger lines up to that marker
        (:meth:`_titles_after_markers`)."""
        self.runner_exit: tuple[int, int] | None = None
        """``(line, code)`` of the last GitHub runner's exit line in a plain log: it decides only as
        the log's last line (:meth:`_close`)."""
        self.halted: Section | None = None
        """The Jenkins command that ran when the Pipeline began to skip stages or ran its ``post``
        actions (``Stage "Deploy" skipped due to earlier failure(s)``): the ``sh`` step that failed,
        whose ``ERROR: script returned exit code N`` Jenkins prints only once the Pipeline ended."""
        self.parallel_sh = 0
        """Jenkins ``sh`` steps started together (``[Pipeline] sh`` lines in a row) whose command
        is not traced yet, beyond the first (:attr:`Section.parallel_commands`)."""
        self.jenkins_exit: tuple[Section, int | None] | None = None
        """The Jenkins command the last exit line was given to and its exit code before it, until
        the next section opens: a ``retry`` step's ``Retrying`` after it takes it back."""
        self.noted: set[bytes] = set()
        """Kinds of the section in progress past :data:`KINDS_KEPT` whose first line came (at most
        :data:`KINDS_NOTED`), and weak kinds that gave up their slot: not kept again."""

    def run(self, file: BinaryIO) -> Scan:
        line_base = self.sections[0].start.line
        offset_base = 0
        line_start = 0  # offset of the first byte of the line in progress
        final_newline = False
        while True:
            data = file.read(BLOCK_BYTES)
            if not data:
                break
            end = len(data)
            if not data.endswith(b"\n"):
                last_line = data.rfind(b"\n") + 1
                if last_line and end == BLOCK_BYTES:
                    # the block stops after its last whole line, which the next block starts with:
                    # no copy of the block with the line's end (a new megabyte of memory each time)
                    end = last_line
                    file.seek(offset_base + end)
                else:
                    data += file.readline(LINE_COMPLETION_BYTES)
                    end = len(data)
            block = _Block(data, end, line_base, offset_base, line_start, self.exact, self.triggers)
            self._block(block)
            learn_block(data, end, self.stamp)  # before any of the log is shown: a secret a passing step printed
            newlines = block.newlines()
            if newlines:
                line_start = offset_base + data.rfind(b"\n", 0, end) + 1
            line_base += newlines
            offset_base += end
            final_newline = data.endswith(b"\n", 0, end)
            # freed before the next read, which can then take the same memory: while both blocks
            # lived, every read faulted in ≈ 200 KiB of fresh pages (480 faults per 10 MB)
            del data, block
        # lines as a text editor counts them: the empty piece after a final "\n" is not a line
        total_lines = line_base - 1 if final_newline else line_base
        self.sections[-1].end_line = total_lines
        self._close(self.sections[-1])
        return Scan(
            format=self.format,
            total_lines=total_lines,
            total_bytes=offset_base,
            sections=self.sections,
            stamp=self.stamp,
            job_exit_code=self.job_exit_code,
            folded_sections=self.folded,
        )

    def _block(self, block: _Block) -> None:
        """Take one block's triggers in offset order. A structure match comes before a candidate at
        the same offset, and a candidate on a line where a structure match came first is dropped."""
        data = block.data
        found = self.finder.find(data, block.end)
        found = without_zero_counts(data, block.end, found, self.exact.first_candidate, self.triggers.is_signal)
        block.maybe_strong = None if found.strong is None else set(found.strong)
        starts, ends = found.starts, found.ends
        end_of_block = block.end
        done = 0
        for start, kind in found.structure:
            line_end = data.find(b"\n", start)
            line_end = line_end if line_end >= 0 else block.end
            line_start = data.rfind(b"\n", 0, start) + 1
            text = data[line_start:line_end]
            if start - line_start < gh_view_columns_end(text):
                continue  # in ``gh run view --log``'s job or step column: the CLI's words, no runner line
            upto = bisect.bisect_left(starts, start, done)
            self._candidates(block, found, done, upto)
            done = upto
            if done < len(ends) and ends[done] == line_end:
                done += 1
            anchor = block.anchor(start, STRUCTURE, kind)
            self._structure(kind, anchor, text, data[line_end:end_of_block], block.offset_base + line_end + 1)
        self._candidates(block, found, done, len(starts))

    def _candidates(self, block: _Block, found: BlockTriggers, first: int, stop: int) -> None:
        """Take the candidate lines ``first`` to ``stop - 1`` of a block (no structure match among
        them) into the current section, as :meth:`_candidate` one by one would, with Python work only
        for the lines kept: walk from the start until the section's first strong and signal lines
        are found, and from the end for its last ones, reading signal heads in growing windows."""
        if stop - first <= ONE_BY_ONE:
            for index in range(first, stop):
                start = found.starts[index]
                end = found.ends[index]
                anchor = block.anchor(start, block.tier(start, end))
                self._candidate(anchor, block.head(start, end))
                if anchor.tier == SIGNAL and block.data[start - 2 : start] in _LOCATION_ENDS:
                    self._first_of_file(anchor, block.data, start, end)
            return
        section = self.sections[-1]
        files_stop = min(stop, first + max(0, FILES_READ - section.trigger_lines))
        run_flags = _RunFlags(block, found, first)
        kinds, past_cap = run_flags.first_of_kinds(stop, section, self.noted)
        files = run_flags.first_of_files(files_stop, section.files) if files_stop > first else {}
        section.trigger_lines += stop - first
        starts, ends = found.starts, found.ends
        first_signals: list[int] = []
        room = SIGNAL_KEPT // 2 - len(section.first_signals)
        for low, flags in _windows(run_flags, first, stop, forward=True) if room else ():
            position = -1
            while room and (position := flags.find(1, position + 1)) >= 0:
                first_signals.append(low + position)
                room -= 1
            if not room:
                break
        firsts: list[int] = []
        tiers: dict[int, Tier] = {}
        room = FIRST_KEPT - len(section.first)
        maybe = _maybe_strong(found, first, stop) if room else []
        every_line = len(maybe) == stop - first  # then window is a range of lines, as run_flags reads them
        low, size = 0, WINDOW_LINES
        while room and low < len(maybe):
            # a signal line is never strong: only the others' tiers are read
            window = maybe[low : low + size]
            flags = run_flags.read(window[0], window[-1] + 1) if every_line else block.signal_flags(found, window)
            position = -1
            while room and (position := flags.find(0, position + 1)) >= 0:
                index = window[position]
                tier = tiers[index] = block.tier(starts[index], ends[index])
                if tier == STRONG:
                    firsts.append(index)
                    room -= 1
            low, size = low + size, size * 2
        floor = first_signals[-1] + 1 if first_signals else first  # later signal lines go to the last ones
        taken = set(firsts)
        last_signals: list[int] = []
        lasts: list[int] = []
        for low, flags in _windows(run_flags, first, stop, forward=False):
            position = len(flags)
            while len(last_signals) < SIGNAL_KEPT // 2 and (position := flags.rfind(1, 0, position)) >= 0:
                if low + position < floor:
                    break
                last_signals.append(low + position)
            position = len(flags)
            while len(lasts) < LAST_KEPT and (position := flags.rfind(0, 0, position)) >= 0:
                if low + position not in taken:
                    lasts.append(low + position)
            if (len(last_signals) == SIGNAL_KEPT // 2 or low <= floor) and len(lasts) == LAST_KEPT:
                break
        known = dict.fromkeys((*first_signals, *last_signals, *files.values()), SIGNAL) | dict.fromkeys(firsts, STRONG)
        anchors: dict[int, Anchor] = {}
        not_signal = set(lasts)  # read from their flags
        # a kind past the cap whose first line is surely weak (no signal, no strong word) is only noted
        maybe_strong = block.maybe_strong
        past_read = [
            index
            for index in past_cap.values()
            if maybe_strong is None or ends[index] in maybe_strong or run_flags.kept[index - first]
        ]
        for index in sorted({*known, *lasts, *kinds.values(), *past_read}):
            tier = (
                known.get(index)
                or tiers.get(index)
                or block.tier(starts[index], ends[index], False if index in not_signal else None)
            )
            anchors[index] = block.anchor(starts[index], tier)
        section.first_signals.extend(anchors[index] for index in first_signals)
        section.first.extend(anchors[index] for index in firsts)
        section.last_signals.extend(anchors[index] for index in reversed(last_signals))
        section.last.extend(anchors[index] for index in reversed(lasts))
        section.kinds.update((head, anchors[index]) for head, index in kinds.items())
        for head, index in past_cap.items():
            self._kind_past_cap(section, head, anchors.get(index))
        section.files.update((key, anchors[index]) for key, index in files.items())

    def _candidate(self, anchor: Anchor, head: bytes = b"") -> None:
        section = self.sections[-1]
        section.trigger_lines += 1
        if head and head not in section.kinds:
            if len(section.kinds) < KINDS_KEPT:
                section.kinds[head] = anchor
            else:
                section.unkept_kinds = True
                self._kind_past_cap(section, head, anchor)
        if anchor.tier == SIGNAL:
            if len(section.first_signals) < SIGNAL_KEPT // 2:
                section.first_signals.append(anchor)
            else:
                section.last_signals.append(anchor)
            return
        if anchor.tier == STRONG and len(section.first) < FIRST_KEPT:
            section.first.append(anchor)
        else:
            section.last.append(anchor)

    def _kind_past_cap(self, section: Section, head: bytes, anchor: Anchor | None) -> None:
        """Take ``anchor``, a line of the kind ``head`` (``None``: a weak line, not read), once
        ``section`` keeps :data:`KINDS_KEPT` kinds and not ``head``: the first line of a kind not
        :attr:`noted` yet, while fewer than :data:`KINDS_NOTED` are, is noted, and if it is a strong
        or signal line it takes the slot of the earliest kept kind whose first line is weak, if any
        (noted in turn): a long step's first weak lines are the furthest from its failure (its
        set-up, its first passing tests)."""
        if head in self.noted or len(self.noted) >= KINDS_NOTED:
            return
        self.noted.add(head)
        if anchor is None or anchor.tier == WEAK:
            return
        # kinds are kept in the order of their first lines: the first weak one is the earliest
        earliest = next((kept for kept, first in section.kinds.items() if first.tier == WEAK), None)
        if earliest is not None:
            del section.kinds[earliest]
            self.noted.add(earliest)
            section.kinds[head] = anchor

    def _first_of_file(self, anchor: Anchor, data: bytes, start: int, line_end: int) -> None:
        """Keep the signal line ``anchor`` (taken by :meth:`_candidate`; its trigger at ``start`` of
        ``data``, its line ending at ``line_end``) as the first of its file and kind
        (:data:`FILES_KEPT`, :func:`_file_key`)."""
        section = self.sections[-1]
        if section.trigger_lines > FILES_READ or len(section.files) >= FILES_KEPT:
            return
        key = _file_key(data, start, line_end)
        if key and key not in section.files:
            section.files[key] = anchor

    def _structure(self, kind: str, anchor: Anchor, text: bytes, after: bytes = b"", next_offset: int = 0) -> None:
        """Take a structure match of ``kind`` on the line ``text``; ``after`` is the rest of its
        block from the line's end (the lines a command continued onto, :func:`_continued_command`),
        ``next_offset`` the offset in the log of the line after it."""
        section = self.sections[-1]
        if kind == "step":
            name = _section_name(self.format, text, self.stamp, web_page=self.web_page)
            if name is not None and self.format == "circleci":
                name = _command_below(after, self.stamp) or name
            if name is not None and self.format in PROMPT_FORMATS:
                name = _continued_command(name, after, self.stamp)
            if name is None:
                self._candidate(Anchor(anchor.line, anchor.offset, WEAK))
                return
            if self.web_page and section.index and name == section.name and section.start.line == anchor.line - 1:
                return  # the step's own first line under the page's title of it: one step
            if (
                self.after_markers is not None
                and anchor.line > self.last_marker_line + 1
                and self._titles_after_markers()
            ):
                anchor = self.after_markers[0]  # the step opens at its title, after the titles of steps with no lines
            if self.format == "jenkins" and self._parallel_trace(anchor, name):
                return
            if self.format == "jenkins" and self._nested_trace(name):
                self._candidate(Anchor(anchor.line, anchor.offset, WEAK))
                return
            fold = _TRAVIS_PHASE.search(text) if self.format == "travis" else None
            self._open(anchor, name, fold.group(1).decode() if fold else self.stage)
            return
        if kind == "stage":
            stage = _GITLAB_STAGE.search(text)
            self.stage = stage.group(1).decode() if stage else self.stage
            if self.stage in GITLAB_LATE_STAGES or self.stage in GITLAB_EARLY_STAGES:
                self._open(anchor, self.stage, self.stage)
            return
        if kind == "issue":
            section.error_issue_line = section.error_issue_line or anchor.line
            return
        if kind == "halt":
            commands = (s for s in reversed(self.sections) if s.name and not s.name.startswith(PIPELINE_LINE))
            self.halted = self.halted or next(commands, None)
            return
        if self.format == "github-actions" and anchor.line > self.last_marker_line + 1 > 1:
            _forget_ending(section)  # output came after the earlier markers: they were the command's
        self.last_marker_line = anchor.line
        if self.web_page:
            self.after_markers = (Anchor(anchor.line + 1, next_offset, STRUCTURE, "step"), section.trigger_lines)
        if kind == "debug":
            return
        if kind == "exit" and _RUNNER_EXIT_WORDS not in text and _RETRY_ANNOUNCED.search(text):
            kind = "retry"  # a failed attempt of a command run again: the next attempt decides
            anchor = Anchor(anchor.line, anchor.offset, anchor.tier, kind)
        if self.format == "gitlab" and kind in ("exit", "timeout", "terminated"):
            section = self._job_failed_in()
        if kind == "exit":
            if self.format == "azure-pipelines" and _AZURE_TASK_COMPLETE in text:
                code = None  # the script failed its task by a logging command: no exit code
            elif self.format == "azure-pipelines":
                number = _AZURE_EXIT_NUMBER.search(text)
                code = int(number.group(1) or number.group(2)) if number else 1
            else:
                number = _EXIT_NUMBER.search(text)
                code = int(number.group(1)) if number else None  # Jenkins' "marked build as failure": none printed
            if _XARGS_ABORTED.search(text):
                code = XARGS_ABORT_STATUS  # the command's 255 ended xargs, which exits with its own status
            if self.format == "travis" and b"Your build exited" in text:
                self.job_exit_code = code  # the job's result, not the last command's: no marker of it
                return
            if code is None:
                (self._script_failed_in() if self.format == "jenkins" else section).failed_without_code = True
            elif self.format == "plain" and _RUNNER_EXIT_WORDS in text:
                self.runner_exit = (anchor.line, code)
            elif self.format == "plain":
                section.exit_code = code  # the last exit line is the logged command's; earlier ones a tool's inside it
            else:
                if self.format == "jenkins":
                    section = self._script_failed_in()
                    self.jenkins_exit = (section, section.exit_code)
                section.exit_code = code if not section.exit_code else section.exit_code
        elif kind == "retry" and self.jenkins_exit is not None:
            section, section.exit_code = self.jenkins_exit  # the attempt failed; the retry's next one decides
            section.failed_attempts += 1
            self.jenkins_exit = None
        elif kind == "retry":
            section.failed_attempts += 1
        elif kind == "cancel":
            section.cancelled = True
        elif kind == "timeout":
            section.timed_out = True
        elif kind == "terminated":
            section.terminated = True
        elif kind == "unstarted":
            section.unstarted = True
        if len(section.markers) < MARKERS_KEPT:
            section.markers.append(anchor)
        else:
            section.last.append(anchor)

    def _open(self, anchor: Anchor, name: str, phase: str) -> None:
        """End the section in progress and start one named ``name`` at ``anchor``, in ``phase``."""
        section = self.sections[-1]
        section.end_line = anchor.line - 1
        self._close(section)
        self.jenkins_exit = None
        if len(self.sections) >= MAX_SECTIONS:
            self._fold()
        self.sections.append(
            Section(
                index=len(self.sections),
                name=name,
                start=anchor,
                end_line=anchor.line,
                phase=phase,
                folded_before=self.folded,
            )
        )
        self.noted.clear()

    def _parallel_trace(self, anchor: Anchor, name: str) -> bool:
        """Whether the Jenkins step line ``name`` at ``anchor`` traces the command of a ``parallel``
        branch's ``sh`` step started together with the section's (:attr:`parallel_sh`), on the line
        after the section's last trace: it is then one of the section's
        :attr:`Section.parallel_commands`, and opens no section."""
        section = self.sections[-1]
        together = section.name == PIPELINE_LINE + "sh" and section.start.line == anchor.line - 1
        if name == PIPELINE_LINE + "sh":
            self.parallel_sh = self.parallel_sh + 1 if together else 0
            return False
        traced = not name.startswith(PIPELINE_LINE)
        last_trace = section.start.line + len(section.parallel_commands)
        if traced and self.parallel_sh and not section.name.startswith(PIPELINE_LINE) and last_trace == anchor.line - 1:
            section.parallel_commands.append(name)
            self.parallel_sh -= 1
            return True
        if not traced or section.name != PIPELINE_LINE + "sh":
            self.parallel_sh = 0
        return False

    def _nested_trace(self, name: str) -> bool:
        """Whether the Jenkins step line ``name`` is a trace line of a script that the command in
        progress runs with xtrace on (:data:`_XTRACE_SHELL`), not a command of the ``sh`` step:
        until the Pipeline's next own line (``[Pipeline] }``), every ``+ …`` line is the script's,
        as the ``sh`` step traces its own commands in the same form. A later command of the same
        ``sh`` step is read as the script's too: both shells print it alike."""
        section = self.sections[-1]
        command = section.name and not section.name.startswith(PIPELINE_LINE)
        return bool(command) and not name.startswith(PIPELINE_LINE) and _XTRACE_SHELL.search(section.name) is not None

    def _script_failed_in(self) -> Section:
        """The section whose failure a Jenkins exit line reports (``ERROR: script returned exit code
        N``, ``Build step 'Execute shell' marked build as failure``): the command that ran when the
        Pipeline began to skip stages or ran its ``post`` actions (:attr:`halted`), else the last
        command traced before the line (a Pipeline without later stages or ``post``, a scripted
        ``node { sh … }``, a ``catchError`` or ``retry`` block, a freestyle job's shell step): Jenkins
        prints the line where the ``sh`` step's error was caught, after the Pipeline's own lines
        that closed its blocks, which are never the failed command; the section in progress when
        no command was traced."""
        if self.halted is not None:
            return self.halted
        commands = (s for s in reversed(self.sections) if s.name and not s.name.startswith(PIPELINE_LINE))
        return next(commands, self.sections[-1])

    def _job_failed_in(self) -> Section:
        """The section whose failure GitLab's ``ERROR: Job failed: exit code N`` reports: the last one
        not in a stage that runs after a failed script without deciding the job's result
        (:data:`GITLAB_AFTER_FAILED_SCRIPT_STAGES`), so the script's last command rather than an
        ``after_script`` command or the failed job's artifact upload. The same for ``ERROR: Job
        failed: execution took longer than …``: the runner kills the script at the job's timeout and
        still runs ``cleanup_file_variables`` (gitlab-runner ``common/build.go``, ``executeScript``'s
        deferred cleanup), so the command that hung is the script's last, not the cleanup's."""
        return next(
            (s for s in reversed(self.sections) if s.phase not in GITLAB_AFTER_FAILED_SCRIPT_STAGES),
            self.sections[-1],
        )

    def _close(self, section: Section) -> None:
        """End ``section`` (its :attr:`Section.end_line` set). The GitHub runner ends a step with its
        markers (``##[error]Process completed with exit code 1.``, ``##[error]The operation was
        canceled.``) as the step's last lines, so markers that output lines follow were printed by
        the command (a test's captured output): they do not mark the step, unless the lines after
        them are a copied page's step titles (:meth:`_titles_after_markers`)."""
        if (
            self.format == "github-actions"
            and 0 < self.last_marker_line < section.end_line
            and not self._titles_after_markers()
        ):
            _forget_ending(section)
        if self.runner_exit is not None and self.runner_exit[0] == section.end_line and not section.exit_code:
            section.exit_code = self.runner_exit[1]  # a step's log saved alone (copied from the web page)
        self.last_marker_line = 0
        self.after_markers = None
        self.runner_exit = None

    def _titles_after_markers(self) -> bool:
        """Whether the lines after the markers that end the section in progress are a copied web
        page's step titles, not the command's output: on the page, the runner's markers end a step
        (``Error: Process completed with exit code 1.``) and the next lines are the titles of the
        steps after it, each alone on its line, a post step's (``Post Checkout``, ``Post Run
        actions/checkout@v4``) above its own first line (``Post job cleanup.``), a skipped or
        collapsed step's with no lines of its own. Told from output by holding no trigger line
        (:mod:`ci_triage.logs.web_page`)."""
        return self.after_markers is not None and self.sections[-1].trigger_lines == self.after_markers[1]

    def _fold(self) -> None:
        """Fold a closed section into the one before it to make room (:data:`MAX_SECTIONS`): the
        latest pair within :data:`FOLD_LOOKBACK` sections of the end of which neither failed, else
        the last two. The sections after it move down one place."""
        sections = self.sections
        lowest = max(1, len(sections) - FOLD_LOOKBACK)
        later = next(
            (i for i in range(len(sections) - 1, lowest - 1, -1) if not (sections[i].failed or sections[i - 1].failed)),
            len(sections) - 1,
        )
        if self.halted is sections[later]:
            self.halted = sections[later - 1]
        _merge(sections[later - 1], sections.pop(later))
        for moved in sections[later:]:
            moved.index -= 1
            moved.folded_before += 1
        self.folded += 1


def _merge(earlier: Section, later: Section) -> None:
    """Extend ``earlier`` over ``later``, the section after it: its range, what marks it failed,
    and the anchors ``later`` kept, within the caps ``earlier`` keeps them by."""
    earlier.end_line = later.end_line
    earlier.exit_code = earlier.exit_code or later.exit_code
    earlier.cancelled |= later.cancelled
    earlier.timed_out |= later.timed_out
    earlier.terminated |= later.terminated
    earlier.unstarted |= later.unstarted
    earlier.failed_without_code |= later.failed_without_code
    earlier.error_issue_line = earlier.error_issue_line or later.error_issue_line
    earlier.trigger_lines += later.trigger_lines
    earlier.failed_attempts += later.failed_attempts
    room = MARKERS_KEPT - len(earlier.markers)
    earlier.last.extend(later.markers[room:])
    earlier.markers.extend(later.markers[:room])
    room = FIRST_KEPT - len(earlier.first)
    earlier.last.extend(later.first[room:])
    earlier.first.extend(later.first[:room])
    earlier.last.extend(later.last)
    room = SIGNAL_KEPT // 2 - len(earlier.first_signals)
    earlier.last_signals.extend(later.first_signals[room:])
    earlier.first_signals.extend(later.first_signals[:room])
    earlier.last_signals.extend(later.last_signals)
    for head, anchor in later.kinds.items():
        if len(earlier.kinds) >= KINDS_KEPT:
            break
        earlier.kinds.setdefault(head, anchor)
    for key, anchor in later.files.items():
        if len(earlier.files) >= FILES_KEPT:
            break
        earlier.files.setdefault(key, anchor)


def _forget_ending(section: Section) -> None:
    """Clear what ``section``'s exit, cancellation, timeout and not-started markers set; the lines
    stay among its anchors (markers of the GitHub runner only: Travis' and GitLab's are not reset)."""
    section.exit_code = None
    section.cancelled = section.timed_out = section.unstarted = False


class _Block:
    """One block of the log, ``data[:end]`` (whole lines; a line cut at the end of ``data`` starts
    the next block), and what it takes to turn an offset in it into an anchor."""

    def __init__(
        self,
        data: bytes,
        end: int,
        line_base: int,
        offset_base: int,
        carried_line_start: int,
        exact: Re2LineFinder,
        triggers: Triggers,
    ) -> None:
        self.data = data
        self.end = end
        self.line_base = line_base
        self.offset_base = offset_base
        self.carried_line_start = carried_line_start
        self.exact = exact
        self.triggers = triggers
        self._counted_to = 0
        self._newlines = 0
        self.maybe_strong: set[int] | None = None
        """Ends of the lines whose tier may be strong (:attr:`BlockTriggers.strong`), or ``None``: any may be."""

    def anchor(self, start: int, tier: Tier, kind: str = "") -> Anchor:
        """The anchor of the line holding offset ``start``; offsets must not decrease between calls."""
        data = self.data
        self._newlines += count_newlines(data, self._counted_to, start)
        self._counted_to = start
        line_offset = data.rfind(b"\n", 0, start) + 1
        offset = self.offset_base + line_offset if line_offset else self.carried_line_start
        return Anchor(self.line_base + self._newlines, offset, tier, kind)

    def newlines(self) -> int:
        """The number of newlines in the block (call once every anchor is taken)."""
        self._newlines += count_newlines(self.data, self._counted_to, self.end)
        self._counted_to = self.end
        return self._newlines

    def head(self, start: int, line_end: int) -> bytes:
        """The kind of the candidate line whose leftmost trigger starts at ``start``: the trigger's
        first :data:`_HEAD` bytes (fewer at the line's end)."""
        return self.data[start : min(start + _HEAD, line_end)]

    def heads(self, found: BlockTriggers, indexes: Sequence[int]) -> list[bytes]:
        """For the candidate lines ``indexes`` (increasing), in order: the :data:`_HEAD` bytes from the
        leftmost trigger on, not stopped at the line's end (see :func:`_kinds_of`). A comprehension
        cuts them in half the time of ``map`` over ``slice`` objects."""
        data = self.data
        if isinstance(indexes, range):
            starts = found.starts[indexes.start : indexes.stop]
        else:
            starts = list(map(found.starts.__getitem__, indexes))
        return [data[start : start + _HEAD] for start in starts]

    def first_of_kinds(
        self, heads: list[bytes], first: int, section: Section, noted: set[bytes]
    ) -> tuple[dict[bytes, int], dict[bytes, int]]:
        """Head → index of the first of the candidate lines ``first``, ``first + 1``... whose kind
        (:meth:`head`) is that head, given their :meth:`heads`, for kinds not in ``section.kinds``
        nor ``noted``, the earliest first: as many as :data:`KINDS_KEPT` leaves room for, then
        those past them, as many as :data:`KINDS_NOTED` leaves room for (to be noted, and to take a
        weak kind's slot: :meth:`_Scanner._kind_past_cap`); a new kind past the first sets
        :attr:`Section.unkept_kinds`. Heads are compared in C (``dict.fromkeys`` keeps each kind
        once, in the order of its first line; ``list.index`` finds those lines, each search going on
        from the last): no Python work per line (but where a head crosses its line's end,
        :func:`_kinds_of`), and a run of known kinds only builds their dict."""
        kinds = section.kinds
        kinds_read = _kinds_of(heads)
        new = itertools.filterfalse(
            noted.__contains__, itertools.filterfalse(kinds.__contains__, dict.fromkeys(kinds_read))
        )
        found: dict[bytes, int] = {}
        past_cap: dict[bytes, int] = {}
        index = 0
        for head in itertools.islice(new, KINDS_KEPT - len(kinds)):
            index = kinds_read.index(head, index)
            found[head] = first + index
        for head in itertools.islice(new, max(0, KINDS_NOTED - len(noted))):
            index = kinds_read.index(head, index)
            past_cap[head] = first + index
        if past_cap or next(new, None) is not None:
            section.unkept_kinds = True
        return found, past_cap

    def matched(self, start: int, line_end: int) -> bytes:
        """The candidate match starting at ``start``: the rest of its line, as far as RE2 reads it."""
        text = self.data[start:line_end]
        if text.isascii():
            return text
        return self.data[start : self.exact.matched_end(self.data, start, line_end)]

    def tier(self, start: int, line_end: int, signal: bool | None = None) -> Tier:
        """The tier of the candidate line whose leftmost trigger starts at ``start``: a line that
        cannot be strong (not in :attr:`maybe_strong`) is told signal or weak from its head alone, or
        from ``signal`` when its signal flag (:meth:`signal_flags`) is already read."""
        if self.maybe_strong is None or line_end in self.maybe_strong:
            return self.triggers.candidate_tier(self.matched(start, line_end))
        if signal is None:
            signal = self.is_signal(start, line_end)
        return SIGNAL if signal else WEAK

    def signal_lines(self, found: BlockTriggers, first: int, stop: int) -> bytearray:
        """For candidate lines ``first`` to ``stop - 1``: 1 for a line whose leftmost trigger starts
        with a skill's whole literal, else 0 (see :meth:`signal_flags`)."""
        return self.signal_flags(found, range(first, stop))

    def signal_flags(self, found: BlockTriggers, indexes: Sequence[int], heads: list[bytes] | None = None) -> bytearray:
        """For the candidate lines ``indexes`` (increasing), in order: 1 for a line whose leftmost
        trigger starts with a skill's whole literal, else 0. ``heads`` are the lines' :meth:`heads`
        when already cut.

        Each head picks the literals that start with it, compared with the line in C
        (:meth:`Triggers.whole_literals`); a line's own reading (:meth:`is_signal`) is needed only
        where a head is not ASCII (RE2 may end the match earlier) or where a skill's literal is
        shorter than the head (a head crossing the line's end could then be one).
        """
        if heads is None:
            heads = self.heads(found, indexes)
        triggers = self.triggers
        if isinstance(indexes, range):
            starts, ends = found.starts[indexes.start : indexes.stop], found.ends[indexes.start : indexes.stop]
        else:
            starts, ends = list(map(found.starts.__getitem__, indexes)), list(map(found.ends.__getitem__, indexes))
        flags = triggers.whole_literals(self.data, starts, ends, heads)
        if not triggers.full_heads:
            recheck: Iterable[int] = range(len(heads))
        elif b"".join(heads).isascii():
            return flags
        else:
            recheck = [position for position, head in enumerate(heads) if not head.isascii()]
        for position in recheck:
            index = indexes[position]
            flags[position] = self.is_signal(found.starts[index], found.ends[index])
        return flags

    def is_signal(self, start: int, line_end: int) -> bool:
        """Whether the candidate line whose leftmost trigger starts at ``start`` is a signal line."""
        head = self.data[start : min(start + _HEAD, line_end)]
        if not head.isascii():
            return self.triggers.is_signal(self.matched(start, line_end))
        return bool(self.triggers.whole_literals(self.data, [start], [line_end])[0])


class _RunFlags:
    """The signal flags (:meth:`_Block.signal_lines`) of a run of candidate lines from its first line
    ``first``, each read once: what was read from the first line on without a gap is kept, so the walk
    from the end reads again none of the lines the walks from the start read (an error-dense run,
    where every line is read from both ends)."""

    def __init__(self, block: _Block, found: BlockTriggers, first: int) -> None:
        self.block = block
        self.found = found
        self.first = first
        self.kept = bytearray()

    def first_of_kinds(
        self, stop: int, section: Section, noted: set[bytes]
    ) -> tuple[dict[bytes, int], dict[bytes, int]]:
        """:meth:`_Block.first_of_kinds` of the run's lines up to ``stop - 1`` (read before any flag):
        their heads are cut once, and their signal flags, read from the same heads, are kept."""
        if section.unkept_kinds and (
            len(noted) >= KINDS_NOTED or all(anchor.tier != WEAK for anchor in section.kinds.values())
        ):  # every kind kept is known, a later one is noted already, and none can take a slot
            return {}, {}
        lines = range(self.first, stop)
        heads = self.block.heads(self.found, lines)
        self.kept = self.block.signal_flags(self.found, lines, heads)
        return self.block.first_of_kinds(heads, self.first, section, noted)

    def first_of_files(self, stop: int, files: dict[bytes, Anchor]) -> dict[bytes, int]:
        """:func:`_file_key` → index of the first of the run's signal lines up to ``stop - 1`` with
        that key, for keys (not ``b""``) not in ``files``, the earliest first, as many
        as :data:`FILES_KEPT` leaves room for. Python work per signal line (its key), none per other
        line; keys are compared in C, as :meth:`_Block.first_of_kinds` compares heads."""
        room = FILES_KEPT - len(files)
        if not room:
            return {}
        found = self.found
        data = self.block.data
        signals = list(itertools.compress(range(self.first, stop), self.read(self.first, stop)))
        starts = list(map(found.starts.__getitem__, signals))
        # only where a location's line or column ends right before the trigger (cut in C)
        located = list(map(_LOCATION_ENDS.__contains__, [data[start - 2 : start] for start in starts]))
        lines = list(itertools.compress(signals, located))
        keys = list(
            map(
                _file_key,
                itertools.repeat(data),
                itertools.compress(starts, located),
                map(found.ends.__getitem__, lines),
            )
        )
        new = itertools.islice((key for key in dict.fromkeys(keys) if key and key not in files), room)
        first_of: dict[bytes, int] = {}
        position = 0
        for key in new:
            position = keys.index(key, position)
            first_of[key] = lines[position]
        return first_of

    def read(self, low: int, high: int) -> bytearray:
        """The flags of candidate lines ``low`` to ``high - 1`` (``first <= low < high``)."""
        known = self.first + len(self.kept)
        if low > known:
            return self.block.signal_lines(self.found, low, high)
        if high > known:
            self.kept += self.block.signal_lines(self.found, known, high)
        return self.kept[low - self.first : high - self.first]


def _windows(run_flags: _RunFlags, first: int, stop: int, *, forward: bool) -> Iterator[tuple[int, bytearray]]:
    """``(low, flags)``: the signal flags (:meth:`_Block.signal_lines`) of candidate lines ``first``
    to ``stop - 1`` in windows that double in size, from the start or from the end."""
    size = WINDOW_LINES
    low, high = (first, first) if forward else (stop, stop)
    while (high < stop) if forward else (low > first):
        if forward:
            low, high = high, min(stop, high + size)
        else:
            low, high = max(first, low - size), low
        yield low, run_flags.read(low, high)
        size *= 2


def _kinds_of(heads: list[bytes]) -> list[bytes]:
    """The kinds (:meth:`_Block.head`) of candidate lines from their :meth:`_Block.heads`: a head
    that runs past its line's end is cut at the ``\\n`` (a line's end is its first ``\\n``)."""
    joined = b"".join(heads)
    position = joined.find(b"\n")
    if position < 0:
        return heads
    if len(joined) != _HEAD * len(heads):  # heads cut short by the block's end
        return [head.partition(b"\n")[0] for head in heads]
    kinds = heads.copy()
    while position >= 0:
        index = position // _HEAD
        kinds[index] = heads[index].partition(b"\n")[0]
        position = joined.find(b"\n", (index + 1) * _HEAD)
    return kinds


_DIGITS = b"0123456789"
_LOCATION_TAIL = _DIGITS + b":(), "
"""What follows a path in a compiler's location: ``:27:5:``, ``(3,5):``."""
_LOCATION_ENDS = frozenset(bytes(pair) for pair in itertools.product(_DIGITS, b":)" + _DIGITS)) | frozenset(
    bytes(pair) for pair in itertools.product(b":,", _DIGITS)
)
"""The last two bytes before a trigger that a location can end with (``…27`` of ``parser.c:27:5``
before ``: error``, ``…5:`` before `` warning``, ``…5)`` of ``(3,5)``, ``:5``): a line whose
trigger follows none of them has no :func:`_file_key`, and costs no Python work for it."""


def _file_key(data: bytes, start: int, line_end: int) -> bytes:
    """The key a signal line is kept by as the first of its file and kind (:data:`FILES_KEPT`), or
    ``b""`` when no source location comes right before its leftmost trigger (at ``start``): the
    location's path (a word with an extension, followed by a line and column as compilers print
    them: ``parser.c:27:5:`` from gcc, clang or go, ``Foo.java:3:`` from javac, ``src/a.ts(3,5):``
    from tsc), the words before it without their digits (a timestamp's vary from line to line),
    then ``\\n`` and the trigger's kind (:meth:`_Block.head`). At most :data:`FILE_PREFIX_BYTES`
    before the trigger are read."""
    low = start - FILE_PREFIX_BYTES if start > FILE_PREFIX_BYTES else 0
    line_start = data.rfind(b"\n", low, start) + 1
    if not line_start and low:
        return b""
    prefix = data[line_start:start]
    located = prefix.rstrip(_LOCATION_TAIL)
    tail = prefix[len(located) :]
    before, _, path = located.rpartition(b" ")
    if tail[:1] not in (b":", b"(") or b"." not in path[1:] or tail.translate(None, _DIGITS) == tail:
        return b""
    return before.translate(None, _DIGITS) + b" " + path + b"\n" + data[start : min(start + _HEAD, line_end)]


def _maybe_strong(found: BlockTriggers, first: int, stop: int) -> list[int]:
    """Indexes ``first`` to ``stop - 1`` of the candidate lines that may be strong, in order (found
    in C: a dense run costs no Python work per line)."""
    if found.strong is None:
        return list(range(first, stop))
    ends = found.ends
    strong = found.strong
    line_ends = strong[bisect.bisect_left(strong, ends[first]) : bisect.bisect_right(strong, ends[stop - 1])]
    if line_ends == ends[first:stop]:  # every line may be strong (an error-dense run): no search
        return list(range(first, stop))
    # each of these line ends is at most ends[stop - 1], so its index is below ``stop``
    indexes = list(
        map(bisect.bisect_left, itertools.repeat(ends), line_ends, itertools.repeat(first), itertools.repeat(stop))
    )
    return list(itertools.compress(indexes, map(operator.eq, map(ends.__getitem__, indexes), line_ends)))


SHORT_LINE_BYTES = 64
"""Where lines are this long on average or shorter, :func:`count_newlines` counts byte by byte."""


def count_newlines(data: bytes, start: int, end: int) -> int:
    """The number of ``\\n`` bytes in ``data[start:end]``, in linear time.

    CPython's ``bytes.count`` of one byte compares every byte (≈ 5 instructions a byte), while
    ``bytes.replace`` deleting it finds each ``\\n`` with ``memchr``: ≈ 3 times faster on lines of
    ordinary length, far slower on very short ones (≈ 20 ns a newline). So ``replace`` deletes at most
    one ``\\n`` per :data:`SHORT_LINE_BYTES` bytes, and where it reaches that many (short lines)
    ``bytes.count`` counts them: never much more than ``bytes.count`` alone costs (measured in
    ``benchmarks/README.md``, "fastpass4")."""
    if end - start < 2048:  # slicing and deleting would cost more than counting
        return data.count(b"\n", start, end)
    most = (end - start) // SHORT_LINE_BYTES
    piece = data[start:end]
    deleted = len(piece) - len(piece.replace(b"\n", b"", most))
    return deleted if deleted < most else piece.count(b"\n")


def _spellings(lowered: bytes) -> set[bytes]:
    """Every byte string that ``bytes.lower`` turns into ``lowered``: each ASCII lowercase letter as
    itself or its capital; none when ``lowered`` holds a capital (``bytes.lower`` leaves none)."""
    choices = [(byte, byte - 32) if 97 <= byte <= 122 else () if 65 <= byte <= 90 else (byte,) for byte in lowered]
    return set(map(bytes, itertools.product(*choices)))


PROMPT_FORMATS: frozenset[LogFormat] = frozenset({"travis", "gitlab", "buildkite", "circleci"})
"""The log formats whose CI system shows a command after a ``$ `` prompt as the job's script gives
it: a command written over several lines is printed over as many (Buildkite's agent prints the
whole ``command:`` with ``Promptf("%s", cmdToExec)``, buildkite/agent ``internal/job/executor.go``);
CircleCI prints a ``run`` step's whole ``command`` below its shell line, without a prompt
(:func:`_command_below`)."""
NAME_CHARS = 200
"""Most characters of a section's name (:func:`_section_name`): a longer command is cut there."""
CONTINUED_LINES = 8
"""Most lines a prompt's command is read on past its first (:func:`_continued_command`)."""
_CONTINUES = ("\\", "&&", "||", "|")
"""How a shell command line that goes on onto the next line ends (a backslash before the newline, or
an operator that needs a command after it; POSIX Shell Command Language, 2.2.1 and 2.9)."""
_BUILDKITE_TRAP = "trap 'kill -- $$' INT TERM QUIT; "
"""What the Buildkite agent put before a command it ran in a POSIX shell, until it dropped the trap
(buildkite/agent ``bootstrap.go``, ``internal/job/executor.go``): the agent's, not the step's."""


def _continued_command(name: str, after: bytes, stamp: StampForm | None) -> str:
    """``name``, a command shown after a ``$ `` prompt, with the lines it goes on onto joined to it
    (:data:`_CONTINUES`: ``cargo fmt --check && \\`` then ``cargo build``), read from ``after`` (the
    log from the prompt line's end, at most :data:`CONTINUED_LINES` lines; a command continued past
    the block keeps the lines read; a name of :data:`NAME_CHARS`, cut short, is read alone), and
    without the Buildkite agent's :data:`_BUILDKITE_TRAP`; at most :data:`NAME_CHARS` characters."""
    parts = [name.removeprefix(_BUILDKITE_TRAP)]
    position = len(after) if len(name) >= NAME_CHARS else 0  # a name cut short goes on on its own line
    while parts[-1].endswith(_CONTINUES) and len(parts) <= CONTINUED_LINES and position < len(after):
        line_end = after.find(b"\n", position + 1)
        line_end = line_end if line_end >= 0 else len(after)
        line = clean_line(after[position + 1 : line_end].decode("utf-8", "replace"), stamp).text.strip()
        if not line:
            break
        parts[-1] = parts[-1].removesuffix("\\").rstrip()
        parts.append(line)
        position = line_end
    if parts[-1].endswith("\\"):  # continued past what was read
        parts[-1] = parts[-1].removesuffix("\\").rstrip()
    return " ".join(parts)[:NAME_CHARS]


def _command_below(after: bytes, stamp: StampForm | None) -> str | None:
    """The first line of the command CircleCI prints below a ``run`` step's shell line, read from
    ``after`` (the log from the shell line's end); ``None`` when a blank line or none follows it (a
    log cut short): the step is then named by its shell line."""
    line_end = after.find(b"\n", 1)
    line = clean_line(after[1 : line_end if line_end >= 0 else len(after)].decode("utf-8", "replace"), stamp).text
    return line.strip()[:NAME_CHARS] or None


def _section_name(log_format: LogFormat, text: bytes, stamp: StampForm | None, *, web_page: bool = False) -> str | None:
    """The step or command a structure line starts, from its cleaned text; ``None`` if it starts none.
    Of a copy of the web page (``web_page``), a ``Run`` line that reads as a tool's output
    (:func:`ci_triage.logs.web_page.output_line`) starts none, and a post step's and the job's last
    step's titles (``Post Run actions/checkout@v4``, ``Complete job``) start the runner's
    :data:`RUNNER_END_STEPS` that the downloaded log opens them with."""
    line = clean_line(text.decode("utf-8", "replace"), stamp).text
    if log_format == "azure-pipelines":
        name = line.removeprefix("Starting: ") if line.startswith("Starting: ") else None  # ``##[section]`` cleaned off
    elif log_format == "jenkins":  # a command ``sh -xe`` traced (``+ make test``), a Pipeline's line
        traced = line.startswith("+ ") and line[2:3].strip() not in ("", "*")
        name = line[2:] if traced else line if line.startswith(PIPELINE_LINE) else None
    elif log_format == "circleci":  # the shell line: its command, the step's name, is below it
        name = line
    elif log_format == "buildkite":
        prompt, group = line.startswith("$ "), line.startswith("~~~ ")  # ``$ make``, ``~~~ Running commands``
        name = line[2:] if prompt else line[4:] if group else None
    elif log_format != "github-actions":
        name = line[2:] if line.startswith("$ ") else None  # a command: ``$ make test``
    elif web_page and line.startswith("Post Run "):
        name = RUNNER_END_STEPS[0]
    elif web_page and line.rstrip() == "Complete job":
        name = RUNNER_END_STEPS[-1]
    elif line.startswith("Run "):
        name = None if web_page and output_line(line) else line  # a step: ``Run pytest``
    else:
        name = next((step for step in RUNNER_END_STEPS if line.startswith(step)), None)
    return None if name is None else name.strip()[:NAME_CHARS]
