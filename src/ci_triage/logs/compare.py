"""Compare a failing job's log with the log of the same job's last good run, line by line by template.

A line of the failing log whose template (:mod:`ci_triage.logs.templates`) also occurs in the
passing log is *known*: the job printed it when it passed, so it rarely explains the failure. A
line whose template does not occur there is *new*. The analyser (:mod:`ci_triage.logs.analyse`)
reads the new lines of the failing step, lowers the score of known lines and raises that of new
ones, and lets the excerpt stop once the new lines are covered. This is how CiDiff (Hubner et al.,
"What Happened in This Pipeline? Diffing Build Logs with CiDiff", ISSTA 2025) and LogSage (2025)
localise a failure; here the comparison is a set of template hashes, so both passes are linear in
the size of the logs and memory grows with the number of distinct templates, not of lines.

Bad baselines never stop a triage: :func:`load_baseline` returns warnings instead of raising for
a file that is not a text log, is larger than :data:`MAX_BASELINE_BYTES`, failed itself or is the
failing log again, and
:func:`comparison_for` reports a baseline whose templates overlap too little with the failing log's
(:data:`MIN_TEMPLATE_OVERLAP`, see :attr:`Comparison.template_overlap`) as one from another job, to
be dropped; the measure is symmetric, so which of two logs is the failing one does not matter.
"""

from __future__ import annotations

import bisect
import filecmp
import os
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import BinaryIO

import re2

from ci_triage.base.errors import InputError
from ci_triage.logs import vocabulary
from ci_triage.logs.clean import clean_read_line
from ci_triage.logs.concatenated_jobs import job_logs
from ci_triage.logs.first_pass import ACTION_REF, RUNNER_END_STEPS, Anchor, Scan, Section, detect_format
from ci_triage.logs.learned_secrets import learn_block
from ci_triage.logs.localise import LogLine
from ci_triage.logs.long_line import LINE_BYTES, read_line
from ci_triage.logs.lost_settings import env_name
from ci_triage.logs.model import HeadlineCompared, OptionChange
from ci_triage.logs.passing_warnings import PassingWarning, warnings_in_block
from ci_triage.logs.run_values import changes_every_run, remember_run_value
from ci_triage.logs.runner_job import runner_job_name
from ci_triage.logs.second_pass import WindowRequest, read_windows
from ci_triage.logs.source import LogMember, open_log_source
from ci_triage.logs.stamps import HEAD_BYTES, detect_stamp
from ci_triage.logs.stated_limits import StatedLimit, limits_in_block
from ci_triage.logs.step_options import option_changes, options_differ
from ci_triage.logs.templates import PLACEHOLDER, numbered_keys, option_values, printed_key, template_keys
from ci_triage.logs.tolerated import tolerated_commands
from ci_triage.logs.tool_versions import Seen, versions_in_block

MAX_BASELINE_BYTES = 256 * 1024**2
"""A passing log larger than this (uncompressed, all jobs) is not compared: a warning says so."""
MAX_TEMPLATES = 2_000_000
"""Distinct templates kept from a passing log (about 100 MB of set at most)."""
MAX_NEW_LINES = 20_000
"""New lines of a failing log recorded with their offsets: the first third of them and the last
two thirds (a job fails at its end); those between are only counted, and every line between the
last of the first third and the first of the last two thirds is *uncompared*
(:meth:`Comparison.compared`)."""
COMPARED_BYTES = 4 * 1024**2
"""Bytes of a log templated for the comparison: a larger log (failing or passing) is compared by
its first :data:`COMPARED_HEAD_BYTES` and its last ``COMPARED_BYTES - COMPARED_HEAD_BYTES`` (where
a job fails); the lines between are uncompared. Templating costs about 0.1 s of CPU per MB, so a
100 MB log costs about as much with a baseline as without."""
COMPARED_HEAD_BYTES = 1024**2
"""Bytes at the start of a log larger than :data:`COMPARED_BYTES` compared: the set-up steps,
which tell one job's log from another's."""
MIN_TEMPLATE_OVERLAP = 0.2
"""Below this :attr:`Comparison.template_overlap`, the two logs are taken to be of different jobs
(two runs of one job share most of their set-up and build output). On the tuning part of the
CiDiff pairs, no failing log's own passing log falls below it (lowest 0.23 of 27), and 73% of the
pairs of one project's failing log with another project's passing log do."""
MIN_TEMPLATES_TO_JUDGE = 20
"""Fewer distinct templates than this in either log and the overlap does not decide that the
baseline is another job's: a short run (a local ``pytest`` that printed two lines when it passed)
shares little with its own failing run by chance, and such a baseline can only mark a few lines as
known."""
MAX_STEPS = 1000
"""Step names kept from a passing log (:attr:`Baseline.steps`)."""
MAX_NAMED_JOBS = 5
"""Jobs of the passing logs a warning that none is the failing job's names (the rest counted)."""
MAX_NEW_READ = 3000
"""New lines of the failing steps read closely (an excerpt of 2,000 tokens holds a few hundred)."""
KNOWN_FACTOR = 0.25
"""Score factor of a line whose template the passing log has."""
NEW_FACTOR = 1.3
"""Score factor of a line that is new since the passing log, inside a failing step (outside, a
third of the raise)."""
RUNNER_START = b"##[group]Run "
"""In a GitHub Actions log, the first step of the job's own opens with this line: what comes before
is the runner's "Set up job" (its version, image, token permissions), the same in every job."""
RUNNER_END = tuple(name.encode() for name in RUNNER_END_STEPS)
"""In a GitHub Actions log, the runner's post-job steps, the same in every job, open with these."""
ACTION_STEP = re2.compile(rf"##\[group\]Run {ACTION_REF}\s*$".encode())
"""A GitHub Actions step line of an *action* (``Run actions/checkout@v4``, ``Run
docker://alpine:3``): its lines (checkout, setup-*, cache) are the same in every job that uses it,
so they count like the runner's own; only a script step's lines tell one job from another."""
STEP_SHELL = re2.compile(rb"^(?:\xef\xbb\xbf)?(?:\d{4}-\d\d-\d\dT[\d:.]+Z )?shell: ")
"""In a script step's header group, the runner's ``shell: /usr/bin/bash -e {0}`` line after the
step's command: it and the ``env:`` lines after it are the runner's echo, the same in every job."""
PROMPT = b"$ "
"""Opens a line of a plain log (a terminal's copy, no CI system's steps) that shows the command run
after a shell's prompt, ``$ yamllint --strict values.yaml``: the log's steps are its commands
(:func:`prompt_command`), as a GitHub Actions log's are its ``##[group]Run`` titles."""
HEADER_END = b"##[endgroup]"
"""Closes a step's header group: the step's own output follows."""
RUNNER_EXIT = b"##[error]Process completed with exit code "
"""The runner's line that ends a script step that failed: the step holding the first one is the
failing step (:attr:`Comparison.failing_step`)."""
BLOCK_BYTES = 4 * 1024 * 1024
EMPTY_TEMPLATES = frozenset({hash(b""), hash(PLACEHOLDER)})
"""Keys of a blank line and of a line that is only its timestamp (a blank line of a GitHub Actions
log): every job prints them, so sharing them tells nothing of which job a log is."""


@dataclass(frozen=True, slots=True)
class Baseline:
    """The templates of one passing job log. ``label`` names it in excerpt reasons ("run 42",
    "the passing log"); ``lines`` counts the lines templated (every line of a log up to
    :data:`COMPARED_BYTES`, else those of its head and tail); ``job`` is its job name when a
    run-logs zip gave one, else the runner's ``Complete job name:`` line
    (:func:`~ci_triage.logs.runner_job.runner_job_name`), else empty; ``steps`` the names of its
    GitHub Actions script steps (``Run cargo clippy --all-targets``), or of a plain log the commands
    its prompts show (``yamllint values.yaml``, :func:`prompt_command`), at most :data:`MAX_STEPS`, to
    tell a step changed since that run from another job's."""

    label: str
    templates: frozenset[int]
    lines: int
    job: str = ""
    steps: frozenset[str] = frozenset()
    versions: dict[str, Seen] = field(default_factory=dict)
    """The tools' and packages' versions its compared parts show (:mod:`ci_triage.logs.tool_versions`)."""
    numbered: frozenset[int] = frozenset()
    """The keys of its lines with their counts kept (:func:`~ci_triage.logs.templates.numbered_keys`,
    at most :data:`MAX_TEMPLATES`): a line of a known template whose counts it never printed changed."""
    settings: frozenset[int] = frozenset()
    """The keys of its script steps' settings lines as printed (:func:`~ci_triage.logs.templates.printed_key`:
    the runner's ``shell:``, ``env:`` and each variable under them, at most :data:`MAX_TEMPLATES`): a
    setting of a known template it never printed so was given another value since."""
    run_values: dict[bytes, int | None] = field(default_factory=dict)
    """Its script steps' ``env:`` variables whose value has a shape that changes from every run to
    the next (:func:`~ci_triage.logs.run_values.run_value`: ``  BUILD_NUMBER: `` → 118, a commit's
    hash → None), at most :data:`MAX_TEMPLATES`: the failing run's same variable with a hash there
    too, or a larger number, changed with the run, not since it
    (:func:`~ci_triage.logs.run_values.changes_every_run`)."""
    valued: frozenset[int] = frozenset()
    """The keys of its lines that print an option's value (:func:`~ci_triage.logs.templates.option_values`:
    ``Using --randomly-seed=3``), each of the line's template with its values as printed (at most
    :data:`MAX_TEMPLATES`): a line of a known template with another value ran with another option."""
    step_env: dict[str, frozenset[str]] = field(default_factory=dict)
    """The names of the variables each of its script steps listed under ``env:`` in its header
    (:func:`~ci_triage.logs.lost_settings.env_name`; never the values), by step name (``Run
    ./scripts/package.sh``; of a name several steps share, those every one listed), at most
    :data:`MAX_STEPS` steps: a name the failing run's same step lacks was removed since."""
    warned: tuple[PassingWarning, ...] = ()
    """Its deprecation warnings (:mod:`ci_triage.logs.passing_warnings`), at most
    :data:`~ci_triage.logs.passing_warnings.MAX_WARNINGS`: one that names what fails now is shown beside the cause."""
    limits: tuple[StatedLimit, ...] = ()
    """The limits its gates' verdict lines state (:mod:`ci_triage.logs.stated_limits`: pytest-cov's
    ``Required test coverage of 40% reached``), at most :data:`~ci_triage.logs.stated_limits.MAX_LIMITS`:
    the failing run's same verdict stating another one failed on a limit changed since."""
    refused: bool = False
    """A job log given as a baseline that shows no passing run (it failed, or ends early): kept,
    without its templates, only so that its job is known to have been given (and warned of once)."""
    refusal: str = ""
    """Of a refused job log among several (a run-logs zip), the warning that says why, given when a
    failing job of its name is compared (:func:`comparison_for`), not when it is loaded: the other
    jobs' refusals say nothing of the job triaged. Empty when :func:`load_baseline` warned already."""


@dataclass(slots=True)
class Comparison:
    """A failing log compared with a :class:`Baseline`.

    ``new`` holds :data:`MAX_NEW_LINES` new lines at most (1-based numbers and byte offsets, as
    :class:`~ci_triage.logs.first_pass.Anchor`; the first and the last ones); ``new_count`` counts
    all of them; ``uncompared`` lists the ranges of lines (first, last; 1-based, inclusive) that
    are neither known nor new: past :data:`COMPARED_BYTES` of a long log, or between the recorded
    new lines; ``total`` is the number of non-blank lines compared; ``templates`` the distinct
    templates of the failing log's non-blank lines (at most :data:`MAX_TEMPLATES`) and
    ``shared_templates`` how many of them the passing log has (:attr:`shared_job_lines`: lines of
    those templates that are the job's own).
    """

    baseline: Baseline
    new: list[Anchor] = field(default_factory=list)
    new_count: int = 0
    uncompared: list[tuple[int, int]] = field(default_factory=list)
    total: int = 0
    templates: set[int] = field(default_factory=set)
    shared_templates: int = 0
    shared_own_lines: int = 0
    """Lines with more than a timestamp (:data:`EMPTY_TEMPLATES`) the CI runner did not write itself
    (:data:`RUNNER_START`, :data:`RUNNER_END`, ``##[`` markers, a script step header's
    :data:`STEP_SHELL` echo) nor an action step (:data:`ACTION_STEP`) whose template the passing log
    has, and the ``##[group]Run <command>`` titles of script steps it has: a step's command is the
    job's own (a green ``go test`` prints one ``ok`` line the failing run never does)."""
    shared_action_lines: int = 0
    """The same for lines of action steps (checkout, setup-*, cache: the same in every job using them)."""
    script_steps: int = 0
    """Script steps (``##[group]Run <command>``) of a GitHub Actions log."""
    shared_steps: int = 0
    """Those of :attr:`script_steps` whose title's template the passing log has: it ran them too."""
    failing_step: str = ""
    """The name (``Run npx vitest run``) of the script step of a GitHub Actions log that the runner's
    first :data:`RUNNER_EXIT` line ended; of a plain log, the command its last prompt shows
    (``yamllint --strict values.yaml``, on :attr:`failing_prompt`); else ``""``."""
    failing_prompt: int = 0
    """The line (1-based) of a plain log's last prompt, whose command is :attr:`failing_step`
    (:func:`prompt_command`); 0 when it shows none. A terminal's copy names no job: a command
    changed since the passing log is no sign that the log is another job's."""
    failing_step_shared: bool = True
    """Whether the passing log has the template of :attr:`failing_step`'s ``##[group]Run`` line: it
    ran that step (true when there is none)."""
    failing_env: frozenset[str] = frozenset()
    """The names of the variables :attr:`failing_step`'s header listed under ``env:``
    (:func:`~ci_triage.logs.lost_settings.env_name`), to compare with :attr:`Baseline.step_env`."""
    step_before: str = ""
    """When the passing log of the same job ran :attr:`failing_step` with other options only
    (``Run pytest -q`` for ``Run pytest -v``): its name there, else ``""``."""
    option_changes: list[OptionChange] = field(default_factory=list)
    """With :attr:`step_before`: the options both commands give with other values
    (:func:`~ci_triage.logs.step_options.option_changes`: ``--cov-fail-under`` 40 then, 90 now)."""
    step_tolerated: str = ""
    """When the passing log of the same job ran :attr:`failing_step`'s command with its failure let
    go on (``Run ruff check . || true`` for ``Run ruff check .``: an ``|| true`` removed since,
    :func:`~ci_triage.logs.tolerated.tolerated_commands`): its name there, else ``""``."""
    versions: dict[str, Seen] = field(default_factory=dict)
    """The tools' and packages' versions the failing log's compared parts show, at their lines
    (:mod:`ci_triage.logs.tool_versions`)."""
    changed: list[Anchor] = field(default_factory=list)
    """Lines of a template the passing log has, with counts it never printed in a line
    (:attr:`Baseline.numbered`: ``3 of 5 records rejected`` where it printed ``1 of 4``), at most
    :data:`MAX_NEW_LINES` (the last ones): known by their template, yet not what the passing run printed."""
    changed_settings: list[Anchor] = field(default_factory=list)
    """Settings lines of a script step's header (the runner's ``shell:``, ``env:`` and the variables
    under them) of a template the passing log has, that it never printed as they read now
    (:attr:`Baseline.settings`: ``API_VERSION: v2`` where it printed ``API_VERSION: v1``, the version
    masked alike in both templates), at most :data:`MAX_NEW_LINES` (the last ones): a value changed
    since then."""
    changed_options: list[Anchor] = field(default_factory=list)
    """Lines of a failing log's output (no runner's line) of a template the passing log has, that
    print an option's value it never printed in a line of that template (:attr:`Baseline.valued`:
    ``Using --randomly-seed=1`` where it printed ``--randomly-seed=3``), at most :data:`MAX_NEW_LINES`
    (the last ones): the run's options changed since then, the number no count (trial 91 #7)."""

    @property
    def shared_job_lines(self) -> int:
        """Shared lines that tell this job from another: :attr:`shared_own_lines`, and in a job of
        action steps only (a LaTeX or Docker build action: no script step) the actions' lines too."""
        return self.shared_own_lines + (0 if self.script_steps else self.shared_action_lines)

    @property
    def shared_share(self) -> float:
        """Share of the failing log's non-blank lines whose template the passing log has."""
        return 1.0 - self.new_count / self.total if self.total else 0.0

    @property
    def template_overlap(self) -> float:
        """Distinct templates the two logs share, over the distinct templates of the log that has
        fewer (the overlap coefficient, 0..1): symmetric in the two logs, and a failing run that
        stopped early (fewer templates, nearly all known) still scores high against its own job's
        passing log, while a log of another job shares little beyond the runner's set-up lines."""
        smaller = min(len(self.templates), len(self.baseline.templates))
        return self.shared_templates / smaller if smaller else 0.0

    @property
    def new_lines(self) -> frozenset[int]:
        """Numbers of the recorded new lines."""
        return frozenset(anchor.line for anchor in self.new)

    def compared(self, number: int) -> bool:
        """Whether line ``number`` was compared: it is new if among :attr:`new_lines`, else known.
        An uncompared line keeps its ordinary weight (:func:`weigh_by_baseline`)."""
        return not any(first <= number <= last for first, last in self.uncompared)

    @property
    def changed_lines(self) -> frozenset[int]:
        """Numbers of the :attr:`changed` lines."""
        return frozenset(anchor.line for anchor in self.changed)

    def status(self, number: int) -> HeadlineCompared:
        """How line ``number`` compares: ``"new"`` (among :attr:`new_lines`), ``"not compared"``
        (:meth:`compared` is false: past :data:`COMPARED_BYTES`, or between the recorded new lines),
        ``"changed"`` (among :attr:`changed_lines`: its counts differ), else ``"known"`` (the passing
        log has its template)."""
        if number in self.new_lines:
            return "new"
        if number in self.changed_lines:
            return "changed"
        return "known" if self.compared(number) else "not compared"

    @property
    def changed_setting_lines(self) -> frozenset[int]:
        """Numbers of the :attr:`changed_settings` lines."""
        return frozenset(anchor.line for anchor in self.changed_settings)

    @property
    def changed_option_lines(self) -> frozenset[int]:
        """Numbers of the :attr:`changed_options` lines."""
        return frozenset(anchor.line for anchor in self.changed_options)

    @property
    def reason(self) -> str:
        """The excerpt reason of a new line, e.g. ``new since run 42``."""
        return f"new since {self.baseline.label}"

    @property
    def changed_reason(self) -> str:
        """The excerpt reason of a :attr:`changed` line, e.g. ``changed since run 42: its counts differ``."""
        return f"changed since {self.baseline.label}: its counts differ"

    @property
    def changed_value_reason(self) -> str:
        """The excerpt reason of a :attr:`changed_settings` line, e.g. ``changed since run 42: its value
        differs``."""
        return f"changed since {self.baseline.label}: its value differs"

    @property
    def known_reason(self) -> str:
        """The excerpt reason of a known line kept because it explains the failure, e.g.
        ``also in run 42``."""
        return f"also in {self.baseline.label}"


def _blocks(
    file: BinaryIO, limit: int | None = None, start: int = 0, stop: int | None = None
) -> Iterator[tuple[int, bytes, int]]:
    """``(offset of the first byte, bytes, bytes skipped in the first line)``: blocks of whole lines
    read from offset ``start`` of ``file`` (the start of a line) up to ``stop`` (the start of a
    line, or the end of the file).

    The last block may lack its ``\\n``. A line longer than :data:`~ci_triage.logs.long_line.LINE_BYTES`
    is a block of its own, read as the second pass reads it
    (:func:`~ci_triage.logs.long_line.read_line`): what it kept of the record a terminal shows
    (:meth:`~ci_triage.logs.long_line.LongLine.kept`); the third value says how many bytes of the
    line that leaves out, so offsets stay those of the file. Raises :class:`_TooLarge` once more
    than ``limit`` bytes were read.
    """
    offset = start
    while stop is None or offset < stop:
        file.seek(offset)
        data = file.read(BLOCK_BYTES if stop is None else min(BLOCK_BYTES, stop - offset))
        if limit is not None and offset + len(data) > limit:
            raise _TooLarge
        if not data:
            return
        long_start = _long_line_start(data)
        if long_start == 0:
            file.seek(offset)
            line = read_line(file) or b""
            end = file.tell()
            if limit is not None and end > limit:
                raise _TooLarge
            kept = line if isinstance(line, bytes) else line.kept().encode()
            yield offset, kept + b"\n", max(0, end - offset - len(kept) - 1)
            offset = end
            continue
        cut = long_start if long_start > 0 else data.rfind(b"\n") + 1 or len(data)
        yield offset, data[:cut], 0
        offset += cut


def _windows(file: BinaryIO) -> list[tuple[int, int, int]]:
    """The parts of ``file`` compared: ``(start, stop, lines before start)``, byte offsets at line
    starts. The whole file up to :data:`COMPARED_BYTES`; past that, its first
    :data:`COMPARED_HEAD_BYTES` and its last bytes (see :data:`COMPARED_BYTES`)."""
    size = _size(file)
    if size <= COMPARED_BYTES:
        return [(0, size, 0)]
    head_stop = _next_line_start(file, COMPARED_HEAD_BYTES)
    tail_start = max(head_stop, _next_line_start(file, size - (COMPARED_BYTES - COMPARED_HEAD_BYTES)))
    head_lines = _count_lines(file, 0, head_stop)
    return [(0, head_stop, 0), (tail_start, size, head_lines + _count_lines(file, head_stop, tail_start))]


def _next_line_start(file: BinaryIO, offset: int) -> int:
    """The offset of the first line that starts at or after ``offset`` (the end of the file if none)."""
    if offset <= 0:
        return 0
    file.seek(offset - 1)
    position = offset - 1
    while data := file.read(BLOCK_BYTES):
        newline = data.find(b"\n")
        if newline != -1:
            return position + newline + 1
        position += len(data)
    return position


def _count_lines(file: BinaryIO, start: int, stop: int) -> int:
    """The number of line breaks between offsets ``start`` and ``stop`` of ``file``."""
    file.seek(start)
    count = 0
    while start < stop and (data := file.read(min(BLOCK_BYTES, stop - start))):
        count += data.count(b"\n")
        start += len(data)
    return count


def _long_line_start(data: bytes) -> int:
    """Where the first line of ``data`` longer than :data:`~ci_triage.logs.long_line.LINE_BYTES`
    starts (one cut by the end of ``data`` counts when its part is), or ``-1``. Every stretch of
    half that many bytes holds a newline unless such a line spans it: a few searches per block."""
    step = LINE_BYTES // 2
    for at in range(0, len(data) - step + 1, step):
        if data.find(b"\n", at, at + step) == -1:
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            if (end if end != -1 else len(data)) - start > LINE_BYTES:
                return start
    return -1


class _TooLarge(Exception):
    pass


def read_baseline(member: LogMember, label: str, limit: int = MAX_BASELINE_BYTES) -> Baseline:
    """The templates of ``member``'s lines (of its compared parts: :data:`COMPARED_BYTES`); raises
    :class:`InputError` past ``limit`` bytes."""
    templates: set[int] = set()
    numbered: set[int] = set()
    steps: set[str] = set()
    plain = False  # a plain log: its steps are its prompts' commands
    settings: set[int] = set()
    run_values: dict[bytes, int | None] = {}
    valued: set[int] = set()
    header = _Header()  # inside a script step's header, and past its ``shell:`` line: its settings
    step_env: dict[str, frozenset[str]] = {}
    versions: dict[str, Seen] = {}
    warned: list[PassingWarning] = []
    limits: list[StatedLimit] = []
    lines = 0
    try:
        if _size(member.file) > limit:
            raise _TooLarge
        head = member.file.read(HEAD_BYTES)
        stamp, plain = detect_stamp(head), detect_format(head) == "plain"
        for _, block, _ in _blocks(member.file, limit):  # the whole log: a secret it shows anywhere is masked
            learn_block(block, len(block), stamp)
        for start, stop, before in _windows(member.file):
            number = before  # the lines before this block: those left out between the windows count
            for _, block, _ in _blocks(member.file, limit, start, stop):
                keys = template_keys(block[:-1] if block.endswith(b"\n") else block)
                versions_in_block(block, number + 1, versions)
                warnings_in_block(block, number + 1, stamp, warned)
                limits_in_block(block, stamp, limits)
                number += len(keys)
                lines += len(keys)
                if len(templates) < MAX_TEMPLATES:
                    templates.update(keys)
                if len(numbered) < MAX_TEMPLATES:
                    numbered.update(numbered_keys(block[:-1] if block.endswith(b"\n") else block))
                if len(valued) < MAX_TEMPLATES:
                    valued.update(hash((keys[index], value)) for index, value in option_values(block).items())
                if RUNNER_START in block and len(steps) < MAX_STEPS:
                    steps.update(_step_name(line) for line in block.split(b"\n") if RUNNER_START in line)
                if plain and PROMPT in block and len(steps) < MAX_STEPS:
                    steps.update(command for line in block.split(b"\n") if (command := prompt_command(line)))
                if (header.inside or RUNNER_START in block) and len(settings) < MAX_TEMPLATES:
                    _step_settings(block, header, settings, step_env, run_values)
    except _TooLarge:
        raise InputError(f"{label} is larger than {limit // 1024**2} MB") from None
    finally:
        member.file.seek(0)
    templates.discard(hash(b""))
    job = member.job or runner_job_name(member.file.read(HEAD_BYTES)) or ""
    member.file.seek(0)
    return Baseline(
        label=label,
        templates=frozenset(templates),
        lines=lines,
        job=job,
        steps=frozenset(steps),
        versions=versions,
        warned=tuple(warned),
        limits=tuple(limits),
        step_env=step_env,
        numbered=frozenset(numbered),
        settings=frozenset(settings),
        run_values=run_values,
        valued=frozenset(valued),
    )


@dataclass(slots=True)
class _Header:
    """Where :func:`_step_settings` is in a log: inside a script step's header group, past its
    ``shell:`` line (its settings), the step's name and the ``env:`` names its header listed so far."""

    inside: bool = False
    past_shell: bool = False
    step: str = ""
    names: set[str] = field(default_factory=set)


def _step_settings(
    block: bytes,
    header: _Header,
    settings: set[int],
    step_env: dict[str, frozenset[str]],
    run_values: dict[bytes, int | None],
) -> None:
    """Add to ``settings`` the printed keys (:func:`~ci_triage.logs.templates.printed_key`) of the
    settings lines of the script steps' headers in ``block`` (raw lines of a GitHub Actions log): the
    lines from a header's :data:`STEP_SHELL` line to its :data:`HEADER_END`, as
    :func:`compare_member` reads them; to ``run_values`` those of them whose value changes from run
    to run (:attr:`Baseline.run_values`); and to ``step_env`` each header's ``env:`` names by its step's
    name (:attr:`Baseline.step_env`; a name already there keeps those both list). ``header`` is the
    state at the block's start and is left at the state at its end. Linear in the block."""
    for line in block.split(b"\n"):
        if RUNNER_START in line:
            header.inside, header.past_shell = ACTION_STEP.search(line) is None, False
            header.step, header.names = _step_name(line), set()
        elif header.inside and HEADER_END in line:
            header.inside = header.past_shell = False
            if header.step in step_env:
                step_env[header.step] &= header.names
            elif len(step_env) < MAX_STEPS:
                step_env[header.step] = frozenset(header.names)
        elif header.inside and STEP_SHELL.search(line):
            header.past_shell = True
        elif header.inside and header.past_shell and (name := env_name(line)):
            header.names.add(name)
        if header.inside and header.past_shell:
            settings.add(printed_key(line))
            if len(run_values) < MAX_TEMPLATES:
                remember_run_value(line, run_values)


def _step_name(line: bytes) -> str:
    """The step name (``Run cargo clippy``) of a line holding :data:`RUNNER_START`."""
    return line[line.index(RUNNER_START) + len(b"##[group]") :].decode("utf-8", "replace").strip()


def prompt_command(line: bytes) -> str:
    """The command a plain log's ``line`` shows after a shell's :data:`PROMPT` at its start
    (``yamllint --strict values.yaml`` of ``$ yamllint --strict values.yaml``), as its step's name;
    ``""`` when it shows none (a line that does not start with the prompt, or only the prompt)."""
    if not line.startswith(PROMPT):
        return ""
    return line[len(PROMPT) :].decode("utf-8", "replace").strip()


def _changed_step(step: str, steps: frozenset[str]) -> str | None:
    """The step of ``steps`` that ``step`` (a ``Run <command>`` name) looks like an edit of: the
    only one that runs the same program with the same first argument (``Run cargo clippy
    --all-targets`` for ``Run cargo clippy --all-targets --all-features``), else None."""
    words = step.split()[:3]
    if len(words) < 3:
        return None
    alike = [other for other in steps if other.split()[:3] == words]
    return alike[0] if len(alike) == 1 else None


def _step_tolerated_then(step: str, steps: frozenset[str]) -> str | None:
    """The only step of ``steps`` whose one command is ``step``'s (a ``Run <command>`` name) with its
    failure let go on (:func:`~ci_triage.logs.tolerated.tolerated_commands`: ``Run ruff check . ||
    true``, ``|| :``, ``|| echo …`` for ``Run ruff check .``), else None."""
    command = step.removeprefix("Run ").strip()
    alike = [other for other in steps if command and tolerated_commands([other]) == [command]]
    return alike[0] if len(alike) == 1 else None


def _step_with_other_flags(step: str, steps: frozenset[str]) -> str | None:
    """The only step of ``steps`` that runs ``step``'s command (a ``Run <command>`` name) with other
    options (:func:`~ci_triage.logs.step_options.options_differ`: ``Run pytest -q tests`` for ``Run
    pytest -v -p no:cacheprovider tests``, ``Run pytest -k slow`` for ``Run pytest -k fast``), else None."""
    alike = [other for other in steps if options_differ(step, other)]
    return alike[0] if len(alike) == 1 else None


def load_baseline(
    path: str,
    label: str | None = None,
    failed: Callable[[LogMember], bool] | None = None,
    ended_early: Callable[[LogMember], bool] | None = None,
    failing: str | None = None,
) -> tuple[list[Baseline], list[str]]:
    """The baselines of every job log in ``path`` (a file, a ``.gz`` or a run-logs zip; ``gh run view``
    output and a file of whole job logs one after another a baseline per job:
    :func:`~ci_triage.logs.concatenated_jobs.job_logs`), and warnings.
    ``label`` names them in the report (``run 42``); by default ``the passing log <file name>``.

    Never raises for bad input: a path that cannot be read, is not a text log, or holds more than
    :data:`MAX_BASELINE_BYTES` gives no baseline and one warning, and the triage goes on without it.
    With ``failed`` (whether a job log failed: :meth:`ci_triage.logs.analyse.Analyser.marked_failed`),
    a job log that failed gives a :attr:`Baseline.refused` one (no templates: its job is known,
    so :func:`comparison_for` warns nothing more) and one warning: its error lines would count as known.
    With ``ended_early`` (whether a job log stops before its job ended:
    :meth:`ci_triage.logs.analyse.Analyser.ended_early`), so does a job log cut short: it does not
    show that the run passed, and every line of the failing log past its end would count as new.
    Of a path holding several job logs (a run-logs zip) the warning of a refused one is its
    :attr:`Baseline.refusal`, given only when its job is compared (:func:`comparison_for`).
    With ``failing`` (the failing log's path), a baseline that is that log again (:func:`_same_log`:
    a file named twice, or a copy) gives no baseline and a warning that says so: nothing of it is new.
    """
    same = _same_log(path, failing) if failing else ""
    if same:
        return [], [
            f"baseline not used: the baseline {path} is the same log as the failing one ({same}), so no line of it "
            "could be new; give the log of the job's last passing run. The triage goes on without it"
        ]
    base = os.path.basename(path.rstrip("/"))
    # a file descriptor's number (``<(…)`` is ``/dev/fd/63``) names nothing alone: the whole path then
    name = "from standard input" if path == "-" else path if not base or base.isdigit() else base
    label = label or f"the passing log {name}"
    try:
        with open_log_source(path) as source:
            total = 0
            baselines = []
            warnings = [f"baseline {path}: {warning}" for warning in source.warnings]
            members = [job for whole in source.members for job in job_logs(whole)]
            for member in members:
                baseline = read_baseline(member, label, MAX_BASELINE_BYTES - total)
                total += _size(member.file)
                if failed is not None and failed(member):
                    why = "failed too: not a passing run, so the triage goes on without it"
                elif ended_early is not None and ended_early(member):
                    why = (
                        "ends before its job did (no runner post-job lines: cut short?), so it does not show a "
                        "passing run; the triage goes on without it"
                    )
                else:
                    baselines.append(baseline)
                    continue
                job = f" (job {member.job})" if member.job else ""
                refusal = f"baseline not used: the baseline {path}{job} {why}"
                several = len(members) > 1  # said when that job is compared: another job's says nothing
                baselines.append(
                    replace(baseline, templates=frozenset(), refused=True, refusal=refusal if several else "")
                )
                warnings.extend([] if several else [refusal])
            return baselines, warnings
    except InputError as error:
        return [], [f"baseline not used: {error}"]


def _same_log(path: str, failing: str) -> str:
    """How the file at ``path`` is the one at ``failing``: ``"the same file"`` (one file under two
    names: a path, a relative one, a link; :func:`os.path.samefile`), ``"the same bytes"`` (two
    regular files alike byte for byte: a copy), else ``""``. Standard input (``-``), a pipe and a
    path that cannot be read are never the same: they are read once, by the triage."""
    if "-" in (path, failing):
        return ""
    try:
        if os.path.samefile(path, failing):
            return "the same file"
        if os.path.isfile(path) and os.path.isfile(failing) and filecmp.cmp(path, failing, shallow=False):
            return "the same bytes"
    except OSError:
        return ""
    return ""


def _size(file: BinaryIO) -> int:
    file.seek(0, 2)
    size = file.tell()
    file.seek(0)
    return size


def baseline_for(baselines: Sequence[Baseline], job: str) -> Baseline | None:
    """The baseline of ``job`` (a job's name: a run-logs zip member's, or the runner's
    ``GITHUB_JOB``): the one of that name, else the only matrix job of that id (``test (3.12)``
    for ``test``), else the only baseline there is when it or ``job`` names no job (a single log
    file) or both are jobs of one matrix (``test (3.11)`` for ``test (3.12)``); None when no
    baseline is that job's (a run-logs zip or ``gh run view`` output without it)."""
    if not baselines:
        return None
    named = [baseline for baseline in baselines if job and baseline.job == job]
    if not named and job:
        named = [baseline for baseline in baselines if baseline.job.startswith(f"{job} (")]
        named = named if len(named) == 1 else []
    if named:
        return named[0]
    if len(baselines) != 1:
        return None
    only = baselines[0]
    return only if not only.job or not job or _matrix_id(only.job) == _matrix_id(job) else None


def _matrix_id(job: str) -> str:
    """A job's name without its matrix values (``test`` of ``test (3.12, ubuntu)``)."""
    return job.split(" (", 1)[0]


def comparison_for(
    member: LogMember,
    baselines: Sequence[Baseline],
    warnings: list[str],
    job_name: str | None = None,
    *,
    failed: bool = True,
) -> Comparison | None:
    """``member`` compared with its job's baseline, or None with a warning appended to ``warnings``
    when there is no baseline of that job (none when every baseline was refused: :func:`load_baseline`
    warned that it failed or was cut short, and there is no passing log to name), when the baseline
    has the template of every line of it
    (nothing is new: the same log, or a passing log with the same lines, would empty the excerpt),
    when it shares no template with it (an HTML error page: every line would be new, which tells
    nothing), when it never ran the script step that failed (:attr:`Comparison.failing_step_shared`:
    a step new or changed since that run, :attr:`Baseline.steps`, or another job's GitHub log that
    shares only set-up steps such as ``npm ci``; but a baseline that names the same job (or where
    one log names no job) and ran the step with other options only, ``pytest -q`` for ``pytest -v``,
    is compared with and a warning names both: :attr:`Comparison.step_before`), when it shares
    none beyond the runner's and action steps' lines (:attr:`Comparison.shared_job_lines`: another
    job's GitHub log; both whatever the logs' sizes), or when it shares too few templates with it
    (judged only when both logs have :data:`MIN_TEMPLATES_TO_JUDGE` distinct templates). A baseline
    of another job of the same matrix (``test (3.12)`` for ``test (3.11)``, :func:`baseline_for`) is
    used with a warning that names both.
    ``job_name`` is the failing job's name when ``member`` names none: a single job's log names it by
    the runner's ``Complete job name:`` line (:attr:`ci_triage.logs.first_pass.Scan.job_name`);
    ``failed`` is False when the log shows no failure (its warnings then say "the log", not "the
    failing log": a green log triaged to check it). A
    baseline that names the same job is that job's: the too-few-shared-lines tests, which only guess
    at another job's log, do not refuse it (a clean linter run shares no output line with a failing one)."""
    name = member.job or job_name or ""
    job = name or member.name or "the log"
    baseline = baseline_for(baselines, name)
    comparison = renamed = None
    if baseline is None:
        renamed = _renamed_job(member, baselines, name)
        if renamed is None:
            # all refused and said so when loaded: none passed, and naming the jobs would say nothing more
            if any(not other.refused or other.refusal for other in baselines):
                warnings.append(
                    f"baseline not used for {job}: the passing logs hold no job of that name{_held(baselines)}"
                )
            return None
        baseline, comparison = renamed
    if baseline.refused:
        warnings.extend([baseline.refusal] if baseline.refusal else [])  # else load_baseline said why
        return None
    comparison = comparison or compare_member(member, baseline)
    label = baseline.label + (f" (job {baseline.job})" if baseline.job else "")
    if len(baselines) > 1 and not member.job:  # one job's log: which of the passing logs' jobs it was compared with
        warnings.append(f"{job} compared with {label}, of the {len(baselines)} jobs it holds")
    failing = ("the failing log" if failed else "the log") + (f" ({name})" if name else "")
    same_job = bool(name) and baseline.job == name
    # a log that names no job (a single job's log without the runner's set-up lines) may be the
    # same job's: its step run with other options only is that step, as it is of a job named alike
    maybe_same_job = same_job or not name or not baseline.job
    if comparison.total and not comparison.new_count:
        warnings.append(
            f"baseline not used for {job}: {label} holds every kind of line {failing} has, so the comparison "
            "tells nothing new (the same log given twice?)"
        )
        return None
    if comparison.total and not comparison.shared_templates:
        warnings.append(
            f"baseline not used for {job}: {label} has no kind of line {failing} has, so the comparison tells "
            "nothing (not a log of this job?)"
        )
        return None
    flags_changed = _step_with_other_flags(comparison.failing_step, baseline.steps) if maybe_same_job else None
    # a step whose kind of line the passing log has may still differ in an option's value the masking
    # hides (``--randomly-seed=1`` then ``=3``): its name, unmasked, is not among that log's steps
    other_values = comparison.failing_step_shared and comparison.failing_step not in baseline.steps
    tolerated_then = _step_tolerated_then(comparison.failing_step, baseline.steps) if same_job else None
    if not comparison.failing_step_shared and tolerated_then:
        comparison.step_tolerated = tolerated_then
        warnings.append(
            f"{job}: the step that failed, `{comparison.failing_step}`, ran as `{tolerated_then}` in {label}, "
            "whose failure that run let go on: a line it printed then may be what fails the step now"
        )
    elif flags_changed and (not comparison.failing_step_shared or other_values):
        comparison.step_before = flags_changed
        comparison.option_changes = option_changes(comparison.failing_step, flags_changed)
        values = ", ".join(f"{change.option} {change.before} → {change.now}" for change in comparison.option_changes)
        warnings.append(
            f"{job}: the step that failed, `{comparison.failing_step}`, ran as `{flags_changed}` in {label}: "
            f"its options changed since that run{f' ({values})' if values else ''}, and a line new since then may "
            "come from them"
        )
    elif not comparison.failing_step_shared and not comparison.failing_prompt:
        changed = _changed_step(comparison.failing_step, baseline.steps)
        warnings.append(
            f"baseline not used for {job}: the step that failed, `{comparison.failing_step}`, "
            + (
                f"changed since that run ({label} ran `{changed}`)"
                if changed
                else f"is not in {label}: new or changed since that run"
                + ("" if same_job else f", else {label} looks like another job's log")
            )
            + ", so the comparison cannot tell what is new in it"
        )
        return None
    if same_job:
        return comparison
    if comparison.total and not comparison.shared_job_lines:
        warnings.append(
            f"baseline not used for {job}: {failing} and {label} share no kind of line beyond the CI runner's "
            f"own and its actions' (checkout, setup-*, cache); {label} looks like another job's log"
        )
        return None
    fewest = min(len(comparison.templates), len(baseline.templates))
    if fewest >= MIN_TEMPLATES_TO_JUDGE and comparison.template_overlap < MIN_TEMPLATE_OVERLAP:
        warnings.append(
            f"baseline not used for {job}: {failing} and {label} share only {comparison.template_overlap:.0%} "
            f"of the kinds of line of the one with fewer; {label} looks like another job's log"
        )
        return None
    if baseline.job and name and baseline.job != name:
        warnings.append(_other_job_note(job, name, baseline, label, comparison if renamed else None))
    return comparison


def _renamed_job(member: LogMember, baselines: Sequence[Baseline], name: str) -> tuple[Baseline, Comparison] | None:
    """The only passing log of ``baselines`` and ``member`` compared with it, when it is one job's
    of another name than ``name`` (the failing job's) whose steps are this job's: it ran the step
    that failed, and more than half of the failing log's script steps by their titles
    (:attr:`Comparison.shared_steps`), a job renamed since that run (trial 115: ``build``, once
    ``test``, failing at the ``npm ci`` both ran). None otherwise, also when either names no job
    (:func:`baseline_for` then takes it) or the failing log shows no failing script step."""
    if len(baselines) != 1 or baselines[0].refused or not baselines[0].job or not name:
        return None
    comparison = compare_member(member, baselines[0])
    steps_alike = 2 * comparison.shared_steps > comparison.script_steps
    if not comparison.failing_step or not comparison.failing_step_shared or not steps_alike:
        return None
    return baselines[0], comparison


def _held(baselines: Sequence[Baseline]) -> str:
    """What the passing logs of ``baselines`` hold, for a warning that none is the failing job's:
    `` (the passing log x.zip holds the jobs lint, unit)``, the first :data:`MAX_NAMED_JOBS`; ``""``
    when none names a job."""
    jobs = list(dict.fromkeys(baseline.job for baseline in baselines if baseline.job))
    if not jobs:
        return ""
    named = ", ".join(f"`{name}`" for name in jobs[:MAX_NAMED_JOBS])
    more = f" and {len(jobs) - MAX_NAMED_JOBS} more" if len(jobs) > MAX_NAMED_JOBS else ""
    only = "only the job" if len(jobs) == 1 else "the jobs"
    return f" ({baselines[0].label} holds {only} {named}{more})"


def _other_job_note(job: str, name: str, baseline: Baseline, label: str, renamed: Comparison | None) -> str:
    """The warning that ``job`` (named ``name``) was compared with ``baseline``, a job of another
    name (:func:`baseline_for`): another job of its matrix (``test (3.11)`` for ``test (3.12)``: the
    same steps at the same commit, where a line may be new by the matrix's values alone), the job of
    that id (``test (3.11)`` for ``test``), or one whose steps are its own, ``renamed`` the comparison
    with it (:func:`_renamed_job`)."""
    if _matrix_id(name) != name and _matrix_id(baseline.job) != baseline.job:
        return (
            f"{job} compared with {label}, another job of its matrix: a line new since it may come from the "
            "matrix's values (a version, an operating system) rather than from a change"
        )
    if renamed is None:
        return f"{job} compared with {baseline.job} of {baseline.label}, which holds no job {job}"
    return (
        f"{job} compared with {label} though the names differ: it ran the same steps ({renamed.shared_steps} "
        f"of this job's {renamed.script_steps} by their titles, `{renamed.failing_step}` that failed among "
        "them), so it was compared anyway (a job renamed since that run?)"
    )


def compare_member(member: LogMember, baseline: Baseline) -> Comparison:
    """Compare the lines of ``member`` with ``baseline`` (``member.file`` is left at offset 0): every
    line of a log up to :data:`COMPARED_BYTES`, of a longer one its first and last parts (the lines
    between are :attr:`Comparison.uncompared`). Lines are numbered from :attr:`LogMember.first_line
    <ci_triage.logs.source.LogMember.first_line>`, as the first pass numbers them."""
    comparison = Comparison(baseline=baseline)
    known = baseline.templates
    seen = comparison.templates
    blank = hash(b"")
    member.file.seek(0)
    log_format = detect_format(member.file.read(HEAD_BYTES))
    github, plain = log_format == "github-actions", log_format == "plain"
    head: list[tuple[int, int]] = []  # (line number, offset) of the first new lines
    tail: deque[tuple[int, int]] = deque(maxlen=MAX_NEW_LINES - MAX_NEW_LINES // 3)
    first_new = MAX_NEW_LINES // 3
    changed: deque[Anchor] = deque(maxlen=MAX_NEW_LINES)
    changed_settings: deque[Anchor] = deque(maxlen=MAX_NEW_LINES)
    changed_options: deque[Anchor] = deque(maxlen=MAX_NEW_LINES)
    base = member.first_line - 1  # the lines before the member's first
    number = base
    for start, stop, before in _windows(member.file):
        if base + before > number:
            comparison.uncompared.append((number + 1, base + before))
        number = base + before
        runner = github and start == 0  # a GitHub Actions log opens with the runner's "Set up job"
        action = False  # inside an action step (ACTION_STEP)
        header = False  # inside a script step's header group (its command, then the runner's shell and env)
        step = (b"", True)  # the current script step's group line and whether the passing log has its template
        step_env: set[str] = set()  # the names the current script step's header listed under ``env:``
        for offset, block, skipped in _blocks(member.file, start=start, stop=stop):
            body = block[:-1] if block.endswith(b"\n") else block
            position = offset
            turns = github and (header or RUNNER_START in body or any(marker in body for marker in RUNNER_END))
            ends = github and not comparison.failing_step and RUNNER_EXIT in body
            versions_in_block(body, number + 1, comparison.versions)
            counted = numbered_keys(body)
            values = option_values(body)
            for index, (key, count_key, line) in enumerate(
                zip(template_keys(body), counted, body.split(b"\n"), strict=True)
            ):
                number += 1
                if turns:  # only a block holding a step line can start or end the runner's own lines
                    if RUNNER_START in line:
                        action = ACTION_STEP.search(line) is not None
                        runner, header = False, not action
                        comparison.script_steps += not action
                        comparison.shared_steps += not action and key in known
                        step = (b"", True) if action else (line, key in known)
                        step_env = set()
                        # a script step's title names its command: the job's own, as its echo under it is
                        comparison.shared_own_lines += not action and key in known
                    elif RUNNER_END[0] in line or RUNNER_END[1] in line:
                        runner, header, action = True, False, False
                    elif header and HEADER_END in line:
                        runner = header = False
                    elif header and STEP_SHELL.search(line):
                        runner = True
                    elif header and runner and (name := env_name(line)):
                        step_env.add(name)
                if ends and step[0] and not comparison.failing_step and RUNNER_EXIT in line:
                    comparison.failing_step = _step_name(step[0])
                    comparison.failing_step_shared = step[1]
                    comparison.failing_env = frozenset(step_env)
                if plain and (command := prompt_command(line)):  # the last prompt's command is the one that failed
                    comparison.failing_step, comparison.failing_step_shared = command, key in known
                    comparison.failing_prompt = number
                if key != blank:
                    comparison.total += 1
                    shared = key in known
                    if key not in seen and len(seen) < MAX_TEMPLATES:
                        seen.add(key)
                        comparison.shared_templates += shared
                    if not shared:
                        comparison.new_count += 1
                        (head if len(head) < first_new else tail).append((number, position))
                    elif (
                        index in values
                        and hash((key, values[index])) not in baseline.valued
                        and not runner
                        and not header
                        and b"##[" not in line
                    ):
                        changed_options.append(Anchor(line=number, offset=position, tier=0, kind="changed"))
                    elif count_key not in baseline.numbered and not runner and b"##[" not in line:
                        changed.append(Anchor(line=number, offset=position, tier=0, kind="changed"))
                    elif (
                        header
                        and runner
                        and printed_key(line) not in baseline.settings
                        and not changes_every_run(line, baseline.run_values)
                    ):
                        changed_settings.append(Anchor(line=number, offset=position, tier=0, kind="changed"))
                    if shared and not runner and key not in EMPTY_TEMPLATES and b"##[" not in line:
                        if action:
                            comparison.shared_action_lines += 1
                        else:
                            comparison.shared_own_lines += 1
                position += len(line) + 1 + skipped
                skipped = 0
    if len(head) + len(tail) < comparison.new_count:  # the new lines between the first and the last were dropped
        comparison.uncompared.append((head[-1][0] + 1, tail[0][0] - 1))
    comparison.new = [Anchor(line=line, offset=offset, tier=0, kind="new") for line, offset in (*head, *tail)]
    comparison.changed = list(changed)
    comparison.changed_settings = list(changed_settings)
    comparison.changed_options = list(changed_options)
    member.file.seek(0)
    return comparison


def new_line_requests(comparison: Comparison, failing: list[Section]) -> list[WindowRequest]:
    """Window requests for the new lines inside the ``failing`` sections (each with a line either
    side), at most :data:`MAX_NEW_READ` of them: the first third and the last two thirds."""
    inside = [
        (anchor, section)
        for anchor in comparison.new
        for section in failing
        if section.start.line <= anchor.line <= section.end_line
    ]
    if len(inside) > MAX_NEW_READ:
        head = MAX_NEW_READ // 3
        inside = inside[:head] + inside[-(MAX_NEW_READ - head) :]
    return [
        WindowRequest(anchor, 1, 1, first_line=section.start.line, last_line=section.end_line)
        for anchor, section in inside
    ]


def weigh_by_baseline(
    lines: dict[int, LogLine], new: frozenset[int], failing: set[int], uncompared: frozenset[int] = frozenset()
) -> None:
    """Lower the score of known lines (:data:`KNOWN_FACTOR`) and raise that of new ones
    (:data:`NEW_FACTOR`); the raise is a factor, so a new line must still look like an error to
    head a block. ``uncompared`` lines (:meth:`Comparison.compared`, and :attr:`Comparison.changed`
    ones of the failing steps) keep their score."""
    for line in lines.values():
        if line.number in uncompared:
            continue
        if line.number not in new:
            line.score *= KNOWN_FACTOR
        else:
            line.score *= NEW_FACTOR if line.section in failing else 1 + (NEW_FACTOR - 1) / 3


def sections_with_new_errors(file: BinaryIO, log_scan: Scan, comparison: Comparison) -> list[Section]:
    """For a GitHub Actions log in which neither the first pass nor its own lines found a failing
    step (no runner marker; generic failure words decide nothing alone in that format): the section
    of its last new line that holds an error word (:data:`ci_triage.logs.vocabulary.STRONG`), as a
    one-item list, or ``[]``.

    A job that died without an exit marker (a log cut short, a runner lost, a log copied without
    its ``##[error]`` lines) still printed its error, and a line the passing run never printed is
    where to look.
    """
    if not log_scan.sections:
        return []
    last = comparison.new[-MAX_NEW_READ:]
    raw = read_windows(file, [WindowRequest(anchor, 0, 0) for anchor in last])
    file.seek(0)
    starts = [section.start.line for section in log_scan.sections]
    for anchor in reversed(last):
        text = clean_read_line(raw.get(anchor.line, b""), log_scan.stamp).text
        if vocabulary.STRONG_WORD.search(text):
            return [log_scan.sections[max(0, bisect.bisect_right(starts, anchor.line) - 1)]]
    return []
