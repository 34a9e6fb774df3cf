"""Skills: knowledge packs in ``SKILL.md`` files, one folder per failure family.

A skill teaches two readers at once. Its YAML frontmatter gives the deterministic analyser the
*signals* it matches (regular expressions with a weight and a role); its Markdown body gives an
agent guidance it can load on demand. A repository adds its own family by adding a folder, with
no code change. Format (also in ``docs/skills.md``)::

    ---
    name: pytest
    description: One line for the catalogue.
    category: test failure
    outside_tests: runtime error # optional: the category when no test ran in the failing step
    tool: pytest                 # optional
    scope:                       # optional: where the signals apply (see :class:`SkillScope`)
      tools: [pytest, tox]
      languages: [python]
      files: [.py]
    signals:
      - id: failed-summary
        pattern: '^FAILED (?P<test>\\S+)'
        weight: 0.9              # 0..1, how strongly one match says "this category"
        role: error              # error | summary | context | wrapper
        description: why the weight  # optional: what the line proves, and what it cannot
        contests: compile/build error  # optional: a category a careful reader could also read
        after: [traceback]       # optional: signals of this skill one of which must match above
        next_step: Run ...       # optional: what to do when this line decides the verdict
        finding: Killed (SIGKILL) # optional: what the summary names when this line decides, in place of the category
        next_step_by_format:     # optional: the same advice in a CI system's own words
          github-actions: Run ...
        next_step_repeated: The name ... # optional: the advice once the step's retries failed alike
        test_below: '^(?P<test>\\S.*)$' # optional (or test_above): the line naming its test
        test_kind: collection    # optional: its test did not load, errored (error), or its .only was refused (focused)
        project_file: docs-page  # optional: the project's file the line is about (or docs-config, ...)
        service_refusal: true    # optional: a service the job connects to refused it
        closes_run: true         # optional: the tool's own last line, its verdict: the run ended there
        wrapper_exit: 1          # optional: the status the wrapper exits with when the line's `exit` is a unit's
        first_pass: false        # optional: its literal is no first-pass trigger (one many tools print)
        severity: error          # optional: style, info, warning or error: the tool's for every finding of the line
    fix:                         # optional: safe mechanical fixes (see :class:`Fixer`)
      - id: ruff-format
        signals: [would-reformat]
        command: [ruff, format, '{files}']
        check: [ruff, format, --check, '{files}']
    ---
    Guidance for the agent...

``id`` is accepted as an alias of ``name``. ``category`` is required only for a skill that declares
signals: a skill written for another agent (``.claude/skills/x/SKILL.md`` with only ``name`` and
``description``) loads as agent knowledge — catalogue entry and body — and the classifier ignores it.
Frontmatter fields that other agents define (``allowed-tools``, ``license``, ... see
:data:`FOREIGN_FIELDS`) are ignored and listed in :attr:`Skill.ignored_fields`; any other unknown
field is a problem, so a typo such as ``signal:`` does not silently drop the signals.

Broken skills (unreadable file, bad YAML, unknown category, a pattern that does not compile, an
empty body) are reported as :class:`SkillProblem` and skipped, never fatal. When two skills share
a name, the first one found wins. :func:`skill_dirs` gives the folders searched, in that order.
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from ci_triage.base.text import shortened
from ci_triage.base.tokens import estimate_tokens
from ci_triage.logs import disk_cache
from ci_triage.logs.bundled import bundled_dir
from ci_triage.logs.first_pass import LogFormat
from ci_triage.logs.project_files import ProjectFile
from ci_triage.logs.taxonomy import Category

SignalRole = Literal["error", "summary", "context", "wrapper"]
FindingSeverity = Literal["style", "info", "warning", "error"]
"""The severities a signal may declare for its findings, lowest first: shellcheck's levels (its
``--severity``), which ESLint's, pylint's and flake8's classes map onto."""


@dataclass(frozen=True, kw_only=True)
class Signal:
    """One pattern the analyser matches against a cleaned log line (RE2's search: linear time).

    Roles: ``error`` (the line explains the failure), ``summary`` (a verdict such as
    ``2 failed``), ``context`` (the tool is involved; explains nothing), ``wrapper`` (a stage
    failed because of something it ran — a pre-commit hook, a Docker build step, a test file that
    failed to load — which counts for its category only while no other family explains the
    failure, and alone names none: the verdict is then ``unknown``). Named groups ``test``,
    ``file``, ``line``, ``col``, ``code``, ``exit`` and ``message`` feed extraction of failed
    tests, source locations, error codes and exit codes; ``stage`` names the part of a test that
    failed outside its body (pytest's ``ERROR at teardown of test_x``:
    :func:`ci_triage.logs.extract.failed_tests`).
    ``unless`` (optional), a second pattern searched on the same line, vetoes the match: it says
    what a look-around would (``^(?!.*DEBUG)`` becomes ``unless: DEBUG``), which RE2 refuses.
    ``weight`` (0..1) is how strongly one match says "this category". ``description`` (optional)
    says what a match proves and what it cannot, so a low weight is explained where it is set.
    ``contests`` (optional) is a second category a careful reader could give the same line — a
    compile-fail test's mismatch is a test failure *and* compiler output — so the verdict it backs
    has that category as a rival of the same strength and is never confident on it alone
    (:mod:`ci_triage.logs.classify`); it never names the verdict itself.
    ``consequence_of`` (optional) names the categories whose failure causes such a line: a job
    timeout makes the runner cancel the job (``The operation was canceled.``), an allocation
    failure makes the runtime abort (``Aborted``, exit 134). Under a verdict of one of them the
    line is that failure's own consequence, no rival (:mod:`ci_triage.logs.classify`); under any
    other verdict it counts as usual.
    ``tool`` (optional) is the one tool that prints a line of this shape, when the skill covers
    several (black's ``Oh no! 💥 💔 💥`` in the skill of black, ruff format and isort): a match names
    that tool, never the skill's default ``tool`` nor the step's (:mod:`ci_triage.logs.analyse`).
    ``after`` (optional) names signals of the same skill that give the line its context: the line
    counts only below a line one of them matched (at most
    :data:`ci_triage.logs.signal_context.CONTEXT_LINES` lines above, in the same step): Python's
    ``ArgumentError: x`` shape is Ruby's too after ``rake aborted!``
    (:mod:`ci_triage.logs.signal_context`).
    ``needs`` (optional) names other signals of the same skill: a match counts only when one of them
    matched a line of the same step too (:mod:`ci_triage.logs.signal_context`), for a line
    many tools print alike (a bare ``Error: message`` is Node's beside ``Node.js v20``, Terraform's
    beside ``on main.tf line 2``, R's above ``Execution halted``).
    ``next_step`` (optional) is what to do when this line's signal is the verdict's strongest: the
    report's next step instead of its category's generic one, written for any CI system; a
    ``{command}`` in it is the log's own command that runs the failed work again (the step's, or
    one the tool printed in a ``rerun`` group), and without one in the log the signal gives none
    (:func:`ci_triage.logs.signal_next_step.rerun_command`), and ``{command|EXAMPLE}`` is that
    command or, without one, ``EXAMPLE`` (:data:`ci_triage.logs.signal_next_step.COMMAND_OR`);
    a ``{generator}`` names the step's
    command that wrote what the signal's tool checked, when the step shows one (``go mod tidy``
    before ``git diff --exit-code``: :data:`ci_triage.logs.signal_next_step.GENERATOR`); a ``{fix}``
    quotes the fix the tool printed on the signal's own line, its pattern's ``fix`` group (GHC's
    ``Perhaps you need to add ‘containers’ to the build-depends in your .cabal file.``), and
    without one the signal gives none (:data:`ci_triage.logs.signal_next_step.FIX`); a ``{codes}``
    names the rules the skill's findings in the step name (their ``code`` groups: ESLint's
    ``no-unused-vars``), and nothing when none does (:data:`ci_triage.logs.signal_next_step.CODES`);
    a ``{folder}`` names the folder the step ran in, its pattern's ``folder`` group (python's ``can't
    open file '/…/manage.py'``), and nothing when the line names none
    (:data:`ci_triage.logs.signal_next_step.FOLDER`).
    ``next_step_by_format`` (optional, beside ``next_step``) gives that advice in the words of a CI
    system that has a knob of its own for it (GitHub Actions' ``working-directory:``,
    ``actions/setup-java``), keyed by the log's format (:data:`ci_triage.logs.first_pass.LogFormat`);
    a log of a format it does not name gets ``next_step``
    (:func:`ci_triage.logs.signal_next_step.signal_next_step`).
    ``next_step_repeated`` (optional, beside ``next_step``) replaces that advice when the failing
    step's command already failed attempts before its last (a retry loop's ``Attempt 1 failed with
    exit code 6. Retrying in 2s...``: :attr:`ci_triage.logs.first_pass.Section.failed_attempts`):
    the re-run its advice starts with was done, and the failure repeated (curl's ``Could not resolve
    host`` on every attempt says the name, not the runner's DNS).
    ``finding`` (optional) is what the report's summary names in place of the category when this
    line's signal is the verdict's strongest: what the line proves when that is less than the
    category (a bare ``Killed``, which the OOM killer's SIGKILL prints but so does any ``kill -9``:
    ``killed (SIGKILL, exit 137), possibly out of memory or a runner limit``, not ``out-of-memory``),
    in the summary, the report's heading and the health scan's cluster
    (:func:`ci_triage.logs.signal_next_step.signal_finding`).
    ``test_below`` / ``test_above`` (optional, one of them) is a pattern with a ``test`` group for a
    line that reports a failed test without naming it: the test is the one the nearest line below
    (above) it that the pattern matches names, at most
    :data:`ci_triage.logs.extract.TEST_LINE_DISTANCE` lines away (busted's ``math adds`` on the
    line after ``Failure -> spec/math_spec.lua @ 2``; zig's ``1/1 t.test.add...`` above the ``FAIL
    (TestExpectedEqual)`` of a test that printed output first); on a line that names a test too, the
    name it finds leads the test's: ``request › assertion`` (newman's ``health › status is 200``).
    ``test_kind`` (optional) says the test the line names did not fail in its body: ``collection``,
    a test file, suite or package that did not load, so none of its tests ran (pytest's ``ERROR
    tests/test_x.py``, jest's suite under ``● Test suite failed to run``), or ``error``, a test that
    errored: an exception escaped it where the runner tells that from a failed assertion
    (testthat's ``Error ('test-x.R:12')``, HUnit's ``### Error in:``), or outside its body; the
    report lists it with that
    :attr:`~ci_triage.logs.model.FailedTest.kind` unless another line says its body failed; or
    ``focused``, a test the runner failed for its ``.only`` alone (vitest's ``Unexpected .only
    modifier`` under ``CI``, its test named by ``test_above``): it did not fail, and is no failed test.
    ``project_file`` (optional) is the project's file the line is about when its tool names it from
    that file's own folder or not at all (:data:`ci_triage.logs.project_files.ProjectFile`: MkDocs'
    page ``index.md`` of ``docs/``, its ``mkdocs.yml``, twine's line of the README, a notebook's cell): the location's
    file, found by :class:`ci_triage.logs.project_files.ProjectFiles`.
    ``service_refusal`` (optional) says the line is a service the job connects to refusing it: its
    connection (nothing listens), its login, the database it names, no container engine for the
    containers it starts, or no browser for the browser tests it starts (a WebDriver's or
    Playwright's browser not installed, or exiting at start). In every failed test's own report (or
    in a test runner's step that stopped before its tests) it is why the tests failed, not a detail
    of them: the verdict is the line's category (:func:`ci_triage.logs.classify.service_refusal`).
    ``closes_run`` (optional) says the line is the verdict its tool prints last, once its run is over
    (a coverage gate's ``Coverage failure: total of 44 is less than fail-under=90``): a plain log
    whose output ends with it was not cut short (:func:`ci_triage.logs.closing_tally.ends_in_tally`),
    as one ending with a ``summary`` tally was not.
    ``wrapper_exit`` (optional) is the status a wrapper exits with when the line reports the status
    of one unit it ran in its ``exit`` group: that group is the unit's, and the step's exit code read
    from the line is this one (:func:`ci_triage.logs.extract.exit_code`; pre-commit 4.7's ``- exit
    code: 65`` under a failed hook, when pre-commit itself exits 1: ``commands/run.py`` ORs each
    hook's 0 or 1 into its own status).
    ``severity`` (optional: ``style``, ``info``, ``warning`` or ``error``) is the severity the tool
    documents for every finding the line reports, when its output spells a rule class instead of a
    severity word (flake8's and ruff's ``F821`` of pyflakes' undefined names and ``E999`` syntax
    errors, pylint's ``E0602`` error messages, above their style codes): ranked as a ``severity``
    group's word is (:data:`ci_triage.logs.finding_severity.FINDING_SEVERITY`), so the summary quotes
    the first finding of the highest severity, not a cosmetic one printed before it.
    ``first_pass`` (optional, ``true`` unless set) says whether the signal's required literal is a
    first-pass trigger (:meth:`ci_triage.logs.signals.SignalIndex.trigger_literals`): ``false`` for a
    literal that many tools print on lines the signal does not mean (pytest's warning raised as an
    error requires only ``Warning: ``, which gfortran's, LaTeX's and every Python warning's lines hold),
    so they are no anchors of the scan; the signal still matches the lines the second pass reads.
    """

    id: str
    pattern: str
    unless: str | None = None
    weight: float = 0.5
    role: SignalRole = "error"
    description: str = ""
    contests: Category | None = None
    consequence_of: tuple[Category, ...] = ()
    tool: str | None = None
    after: tuple[str, ...] = ()
    next_step: str | None = None
    next_step_by_format: dict[LogFormat, str] = dataclasses.field(default_factory=dict)
    next_step_repeated: str | None = None
    finding: str | None = None
    needs: tuple[str, ...] = ()
    test_above: str | None = None
    test_below: str | None = None
    test_kind: Literal["error", "collection", "focused"] | None = None
    project_file: ProjectFile | None = None
    service_refusal: bool = False
    closes_run: bool = False
    wrapper_exit: int | None = None
    severity: FindingSeverity | None = None
    first_pass: bool = True


@dataclass(frozen=True, kw_only=True)
class Fixer:
    """A safe mechanical fix a skill declares for its failure family (a formatter or fixer).

    ``command`` rewrites files (``[ruff, format, '{files}']``); ``check`` is the command that fails
    before and passes after (``[ruff, format, --check, '{files}']``). Both are argument lists run
    without a shell, the first naming a program; an argument ``{files}``
    (:data:`ci_triage.logs.skill_schema.FILES_PLACEHOLDER`) expands to the files the log names (``.``
    when it names none). ``signals`` are ids of the skill's own signals that call for this fixer
    (empty: any failure of the skill); ``when``, a regular expression, must also match one of those
    log lines; ``tools``, when given, are the only tools (a report's ``tool``, e.g. ``black``)
    whose failure it fixes (``ruff format`` does not fix a step that runs black). ``id`` defaults
    to the program's name. Whether a command may run at all is decided by the fix module's
    allow-list (``ci_triage.repair.limits``), not by the skill.
    """

    id: str
    command: tuple[str, ...]
    check: tuple[str, ...]
    signals: tuple[str, ...] = ()
    when: str | None = None
    tools: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class SkillScope:
    """Where a skill's signals apply; empty everywhere means anywhere.

    ``tools`` are names from the tool catalogue (:mod:`ci_triage.logs.tools`) and ``languages``
    the languages it gives its tools: when the failing step's command names a tool, signals of a
    skill whose scope names neither that tool nor its language count for less. ``files`` are
    lowercase suffixes (``.py``): a match whose ``file`` group has another suffix counts for little,
    so a rule written for one language does not fire on another's text.
    """

    tools: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    files: tuple[str, ...] = ()

    def covers_file(self, path: str) -> bool:
        """Whether ``path`` has one of :attr:`files`' suffixes (always, when none is declared)."""
        if not self.files:
            return True
        name = path.lower()
        return any(name.endswith(suffix) for suffix in self.files)


@dataclass(frozen=True, kw_only=True)
class Skill:
    """A parsed skill: catalogue entry (name, description), category, signals, and body.

    ``category`` is ``None`` only for a skill without signals (agent knowledge only);
    ``outside_tests`` (optional) is the category of its signals' lines when the failing step shows
    no test running (a crash is a test failure only when a test crashed:
    :func:`ci_triage.logs.classify.tests_ran`); ``path`` is
    the file it came from; ``ignored_fields`` lists frontmatter keys ci-triage does not use. Built
    from checked data only (:func:`skill_from_data`); the checks are those of
    :class:`ci_triage.logs.skill_schema.SkillFields`.
    """

    name: str
    description: str
    category: Category | None = None
    outside_tests: Category | None = None
    tool: str | None = None
    scope: SkillScope = SkillScope()
    signals: tuple[Signal, ...] = ()
    fix: tuple[Fixer, ...] = ()
    body: str
    path: str = ""
    ignored_fields: tuple[str, ...] = ()

    @property
    def summary(self) -> str:
        """The catalogue line: the description on one line, cut to :data:`SUMMARY_CHARS` characters."""
        line = " ".join(self.description.split())
        return shortened(line, SUMMARY_CHARS)


def skill_from_data(data: dict[str, Any]) -> Skill:
    """The :class:`Skill` of checked data (:func:`ci_triage.logs.skill_schema.checked_skill_data`, or
    :func:`skill_data` of a skill, as the disk cache keeps it: JSON values, lists for tuples); no
    check is made again. Raises :class:`TypeError`, :class:`KeyError` or :class:`AttributeError`
    for data of another shape."""
    scope = data.get("scope") or {}
    return Skill(
        **{key: value for key, value in data.items() if key not in _NESTED},
        scope=SkillScope(**{key: tuple(value) for key, value in scope.items()}),
        signals=tuple(
            Signal(**{**signal, **{key: tuple(signal.get(key, ())) for key in _SIGNAL_TUPLES}})
            for signal in data.get("signals", ())
        ),
        fix=tuple(
            Fixer(
                id=fixer["id"],
                command=tuple(fixer["command"]),
                check=tuple(fixer["check"]),
                signals=tuple(fixer.get("signals", ())),
                when=fixer.get("when"),
                tools=tuple(fixer.get("tools", ())),
            )
            for fixer in data.get("fix", ())
        ),
        ignored_fields=tuple(data.get("ignored_fields", ())),
    )


_NESTED = frozenset({"scope", "signals", "fix", "ignored_fields"})
_SIGNAL_TUPLES = ("after", "needs", "consequence_of")
"""A signal's fields that JSON keeps as lists and :class:`Signal` as tuples."""


def skill_data(skill: Skill) -> dict[str, Any]:
    """``skill`` as plain values (nested dicts; tuples stay tuples and are written to JSON as
    lists), what :func:`skill_from_data` takes back."""
    return dataclasses.asdict(skill)


SUMMARY_CHARS = 200
"""Characters of a description shown in a catalogue line (about 50 tokens per skill)."""

SKILL_FIELDS = frozenset({"name", "id", "description", "category", "outside_tests", "tool", "scope", "signals", "fix"})
"""Frontmatter keys ci-triage reads."""

FOREIGN_FIELDS = frozenset(
    {
        # the Agent Skills format (https://agentskills.io/specification)
        "license",
        "compatibility",
        "metadata",
        "allowed-tools",
        # Claude Code's additions (https://docs.claude.com/en/docs/claude-code/skills)
        "argument-hint",
        "disable-model-invocation",
        "user-invocable",
        "model",
        "context",
        "agent",
        "hooks",
        "when_to_use",
        "version",
    }
)
"""Frontmatter keys other agents define: ignored (kept in ``ignored_fields``), never a problem."""


@dataclass(frozen=True, slots=True)
class SkillProblem:
    """A skill file that was skipped, and why (shown to the user as a warning)."""

    path: str
    reason: str

    @property
    def warning(self) -> str:
        """The warning that says so: the CLI's report and the loop's notes (the job summary, the
        sticky comment, the action's ``::warning`` annotations) carry it."""
        return f"skill skipped: {self.path}: {self.reason}"


LARGE_SKILL_SIGNALS = 1000
"""Signals a skill may have before loading it warns (:func:`large_skill_notice`). The bundled skills
have at most a few dozen. A skill that is not bundled is read and checked on every run, and each
signal costs about 0.1 s of CPU per 1,000 on every triage (measured: 2,000 signals 0.2 s, 10,000
1.1 s, 20,000 2.2 s more than none, on one log of 21 lines; its YAML, its schema check, its RE2
patterns and the trigger database)."""


def large_skill_cost(skill: Skill) -> str | None:
    """What ``skill``'s signals cost when it has more than :data:`LARGE_SKILL_SIGNALS` (``has 10,000
    signals, ...``: the count and the CPU time it means), else ``None``. Estimated from the count,
    not timed, so a report is the same on every machine."""
    count = len(skill.signals)
    if count <= LARGE_SKILL_SIGNALS:
        return None
    return (
        f"has {count:,} signals, more than {LARGE_SKILL_SIGNALS:,}: it is read and checked on every "
        f"triage, about {count / 10_000:.1f} s of CPU (0.1 s per 1,000 signals); one signal with a "
        "group for what varies does the work of many"
    )


LARGE_SKILL_BODY_TOKENS = 32_800
"""Estimated tokens (``base.tokens``: 4 characters each) a skill's body may have before loading it
warns (:func:`large_body_cost`): the most of it the agent's ``use_skill`` puts into the prompt at
the default context budget (``agent.context.DEFAULT_CONTEXT_BUDGET_TOKENS`` 164,000 ×
``agent.run.SKILL_SHARE`` 0.2); a smaller model window cuts it sooner."""


def large_body_cost(skill: Skill) -> str | None:
    """What ``skill``'s body costs when it has more than :data:`LARGE_SKILL_BODY_TOKENS` estimated
    tokens (``has a body of 11,750,000 estimated tokens, ...``: only its start reaches the model),
    else ``None``."""
    tokens = estimate_tokens(skill.body)
    if tokens <= LARGE_SKILL_BODY_TOKENS:
        return None
    return (
        f"has a body of {tokens:,} estimated tokens, more than {LARGE_SKILL_BODY_TOKENS:,}: use_skill gives the "
        f"model only its first {LARGE_SKILL_BODY_TOKENS:,} (fewer in a smaller model window) and cuts the rest; "
        "keep the guidance short and put reference material in files the agent can read"
    )


def large_skill_notice(skill: Skill) -> str | None:
    """The warning for ``skill`` when it has more than :data:`LARGE_SKILL_SIGNALS` signals or a body
    of more than :data:`LARGE_SKILL_BODY_TOKENS` estimated tokens: its name, file and
    :func:`large_skill_cost` and :func:`large_body_cost` (joined by ``; it also``); else ``None``."""
    costs = [cost for cost in (large_skill_cost(skill), large_body_cost(skill)) if cost]
    return f"skill {skill.name} ({skill.path}) {'; it also '.join(costs)}" if costs else None


@dataclass(frozen=True, slots=True)
class SkillSet:
    """The skills found, in precedence order, the problems met while loading them (skipped files),
    and ``notices``: warnings about skills that were loaded (one with more than
    :data:`LARGE_SKILL_SIGNALS` signals or a body of more than :data:`LARGE_SKILL_BODY_TOKENS`
    estimated tokens, :func:`large_skill_notice`)."""

    skills: tuple[Skill, ...]
    problems: tuple[SkillProblem, ...] = ()
    notices: tuple[str, ...] = ()

    @property
    def warnings(self) -> tuple[str, ...]:
        """What loading the skills has to tell the user, in order: each skipped file
        (:attr:`SkillProblem.warning`), then the :attr:`notices`."""
        return (*(problem.warning for problem in self.problems), *self.notices)

    def get(self, name: str) -> Skill | None:
        """The skill called ``name``, or ``None``."""
        return next((skill for skill in self.skills if skill.name == name), None)


def bundled_skills_dir() -> Path:
    """The folder of skills shipped with ci-triage (in the wheel, or in a source checkout)."""
    return bundled_dir("skills")


SKILL_FOLDERS: tuple[str, ...] = (
    ".ci-triage/skills",
    ".github/ci-triage/skills",
    ".claude/skills",
    ".codex/skills",
    ".opencode/skills",
    ".agents/skills",
)
"""Folders searched, in this order, inside a repository and inside the home folder."""


def repository_root(folder: Path | str) -> Path:
    """The root of the git repository ``folder`` lies in: the nearest folder at or above it that
    holds ``.git`` (a folder, or the file of a worktree or a submodule); ``folder`` itself outside
    a repository. A repository's skill folders are at its root, wherever in it ci-triage runs."""
    start = Path(folder).resolve()
    return next((candidate for candidate in (start, *start.parents) if (candidate / ".git").exists()), Path(folder))


def skill_dirs(repo: Path | str | None = None, home: Path | str | None = None) -> list[Path]:
    """The skill folders that exist under ``home`` and then ``repo``'s :func:`repository_root`
    (each in :data:`SKILL_FOLDERS` order). The home folder comes first: it is the user's own, while
    the repository under triage is untrusted data, so a repository cannot shadow a user's skill
    (Claude Code also ranks personal skills above project skills). Neither is searched when ``None``."""
    found = []
    for root in (home, None if repo is None else repository_root(repo)):
        if root is None:
            continue
        for folder in SKILL_FOLDERS:
            candidate = Path(root) / folder
            if candidate.is_dir():
                found.append(candidate)
    return found


def load_skills(
    extra_dirs: Iterable[Path | str] = (),
    *,
    repo: Path | str | None = None,
    home: Path | str | None = None,
    bundled: bool = True,
) -> SkillSet:
    """Load the bundled skills, then those in ``extra_dirs``, then :func:`skill_dirs` of ``home``
    and ``repo``; the first skill of a name wins and later ones are reported as problems that name
    the file of the one used (``a skill named 'x' was found first, in PATH``). A skill loaded from
    outside the bundled folder with more than :data:`LARGE_SKILL_SIGNALS` signals or a body of more
    than :data:`LARGE_SKILL_BODY_TOKENS` estimated tokens is loaded, with a notice (:attr:`SkillSet.notices`).

    Each directory holds skill folders (``<dir>/<name>/SKILL.md``) or single ``<dir>/<name>.md``
    files (``README.md`` is skipped). A directory in ``extra_dirs`` that does not exist is
    reported as a problem; the discovered folders exist by construction. ``bundled=False`` leaves
    out the bundled skills (for checking a folder on its own).
    """
    skills: list[Skill] = []
    problems: list[SkillProblem] = []
    seen: dict[str, str] = {}
    notices: list[str] = []
    directories = [*([bundled_skills_dir()] if bundled else []), *map(Path, extra_dirs), *skill_dirs(repo, home)]
    for directory in directories:
        if not directory.is_dir():
            problems.append(SkillProblem(str(directory), "not a directory"))
            continue
        reviewed = bundled and directory == bundled_skills_dir()
        files = _skill_files(directory)
        for path, loaded in zip(files, _parse_cached(files) if reviewed else map(parse_skill_file, files), strict=True):
            if isinstance(loaded, SkillProblem):
                problems.append(loaded)
            elif loaded.name in seen:
                first = seen[loaded.name]
                problems.append(SkillProblem(str(path), f"a skill named {loaded.name!r} was found first, in {first}"))
            else:
                seen[loaded.name] = loaded.path
                skills.append(loaded)
                notice = None if reviewed else large_skill_notice(loaded)
                if notice:
                    notices.append(notice)
    return SkillSet(tuple(skills), tuple(problems), tuple(notices))


_CACHE_KIND = "bundled-skills"


def _parse_cached(paths: list[Path]) -> list[Skill | SkillProblem]:
    """:func:`parse_skill_file` of each of ``paths`` (the bundled skills), through the disk cache.

    The cache holds each validated skill's data (or the problem found), keyed on the files' paths
    and bytes and the package version (:mod:`ci_triage.logs.disk_cache`); a hit builds the skills from
    that data without checking it again (nor importing the schema), so a new frontmatter field
    needs no change here.
    """
    try:
        contents = [path.read_bytes() for path in paths]
    except OSError:
        return [parse_skill_file(path) for path in paths]
    key = disk_cache.content_key(
        [part for path, data in zip(paths, contents, strict=True) for part in (str(path).encode(), data)]
    )
    cached = disk_cache.load(_CACHE_KIND, key)
    if isinstance(cached, list) and len(cached) == len(paths):
        try:
            return [_from_cache(entry) for entry in cached]
        except (KeyError, TypeError, ValueError, AttributeError):
            pass
    loaded = [parse_skill_file(path) for path in paths]
    disk_cache.store(_CACHE_KIND, key, [_to_cache(entry) for entry in loaded])
    return loaded


def _to_cache(loaded: Skill | SkillProblem) -> dict:
    if isinstance(loaded, SkillProblem):
        return {"problem": [loaded.path, loaded.reason]}
    return {"skill": skill_data(loaded)}


def _from_cache(entry: dict) -> Skill | SkillProblem:
    if "problem" in entry:
        path, reason = entry["problem"]
        return SkillProblem(str(path), str(reason))
    return skill_from_data(entry["skill"])


def _skill_files(directory: Path) -> list[Path]:
    """The skill files of ``directory`` in name order: ``<name>/SKILL.md`` and ``<name>.md`` (not
    ``README.md``). ``os.scandir`` tells folders from files without a ``stat`` per entry."""
    files = []
    with os.scandir(directory) as entries:
        for entry in sorted(entries, key=lambda entry: entry.name):
            if entry.is_dir() and os.path.isfile(skill := os.path.join(entry.path, "SKILL.md")):
                files.append(Path(skill))
            elif entry.is_file() and os.path.splitext(entry.name)[1] == ".md" and entry.name.upper() != "README.MD":
                files.append(Path(entry.path))
    return files


_FRONTMATTER = re.compile(r"\A---[ \t]*\r?\n(?P<yaml>.*?)\r?\n---[ \t]*(?:\r?\n|\Z)(?P<body>.*)\Z", re.DOTALL)


def _yaml_problem(error: Exception, text: str, start: int) -> str:
    """One line for a YAML error, `` (line N): problem (context from line M)``, with 1-based lines
    of the skill file (the frontmatter starts at character ``start`` of ``text``); PyYAML's own
    message spans four lines."""
    offset = text.count("\n", 0, start) + 1

    def line_of(attribute: str) -> str:
        mark = getattr(error, attribute, None)
        return f"line {offset + mark.line}" if mark is not None else ""

    problem = " ".join(str(getattr(error, "problem", None) or "").split())
    context = " ".join(str(getattr(error, "context", None) or "").split())
    where = line_of("problem_mark")
    text_out = (f" ({where})" if where else "") + (f": {problem}" if problem else "")
    if context:
        since = line_of("context_mark")
        text_out += f" ({context}{' from ' + since if since else ''})"
    return text_out


def parse_skill_file(path: Path) -> Skill | SkillProblem:
    """Parse one ``SKILL.md`` (or single-file ``name.md``) into a :class:`Skill`, or say why not.

    The name defaults to the folder name (``SKILL.md``) or the file stem. Never raises: every
    failure is a :class:`SkillProblem` naming the file and the field.
    """
    import yaml  # here, not at the top: a run whose skills all come from the cache never parses YAML

    try:
        text = path.read_text(encoding="utf-8-sig")  # an editor's byte order mark is no part of the text
    except (OSError, UnicodeDecodeError) as error:
        return SkillProblem(str(path), f"cannot be read: {error}")
    found = _FRONTMATTER.match(text)
    if not found:
        return SkillProblem(str(path), "no YAML frontmatter between '---' lines at the top")
    try:
        meta = yaml.load(found.group("yaml"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as error:
        problem = _yaml_problem(error, text, found.start("yaml"))
        return SkillProblem(str(path), f"frontmatter is not valid YAML{problem}")
    except (ValueError, TypeError, OverflowError) as error:  # e.g. a timestamp PyYAML cannot represent
        return SkillProblem(str(path), f"frontmatter holds a value YAML cannot load: {error}")
    if not isinstance(meta, dict):
        return SkillProblem(str(path), "frontmatter is not a mapping of fields")
    if "id" in meta:
        alias = meta.pop("id")
        if "name" in meta and meta["name"] != alias:
            return SkillProblem(str(path), f"id {alias!r} and name {meta['name']!r} differ; give one of them")
        meta["name"] = alias
    meta.setdefault("name", path.parent.name if path.name == "SKILL.md" else path.stem)
    ignored = tuple(sorted(str(key) for key in meta if key in FOREIGN_FIELDS))
    from ci_triage.logs.skill_schema import checked_skill_data  # pydantic: only for a file parsed here

    fields = {key: value for key, value in meta.items() if key not in FOREIGN_FIELDS}
    data = checked_skill_data(fields, body=found.group("body").strip(), path=str(path), ignored_fields=ignored)
    return SkillProblem(str(path), data) if isinstance(data, str) else skill_from_data(data)
