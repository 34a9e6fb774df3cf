"""Skills: knowledge packs in ``SKILL.md`` files, one folder per failure family.

A skill teaches two readers at once. Its YAML frontmatter gives the deterministic analyser the
*signals* it matches (regular expressions with a weight and a role); its Markdown body gives an
agent guidance it can load on demand. A repository adds its own family by adding a folder, with
no code change. Format (also in ``docs/skills.md``)::

    ---
    name: pytest
    description: One line for the catalogue.
    category: test failure
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

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, ValidationInfo, field_validator, model_validator

from ci_triage.logs import disk_cache
from ci_triage.logs.bundled import bundled_dir
from ci_triage.logs.re2_patterns import re2_compiles
from ci_triage.logs.taxonomy import Category

SignalRole = Literal["error", "summary", "context", "wrapper"]

CHECKED_BEFORE = "patterns_checked_before"
"""Validation context key: the data was validated before (it comes from the skill cache), so the
patterns' compilation, the costly part of validating a skill, is not repeated."""


def _checked_before(info: ValidationInfo) -> bool:
    return bool(info.context and info.context.get(CHECKED_BEFORE))


class Signal(BaseModel):
    """One pattern the analyser matches against a cleaned log line (``re.search``).

    Roles: ``error`` (the line explains the failure), ``summary`` (a verdict such as
    ``2 failed``), ``context`` (the tool is involved; explains nothing), ``wrapper`` (a stage
    failed because of something it ran — a pre-commit hook, a Docker build step, a test file that
    failed to load — which counts for its category only while no other family explains the
    failure). Named groups ``test``, ``file``, ``line``, ``col``, ``code``, ``exit`` and
    ``message`` feed extraction of failed tests, source locations, error codes and exit codes.
    ``description`` (optional) says what a match proves and what it cannot, so a low weight is
    explained where it is set.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    pattern: str
    weight: float = Field(default=0.5, ge=0.0, le=1.0)
    role: SignalRole = "error"
    description: str = ""

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, pattern: str, info: ValidationInfo) -> str:
        if _checked_before(info):
            return pattern
        try:
            re.compile(pattern)
        except re.error as error:
            raise ValueError(f"pattern does not compile: {error}") from None
        return pattern


FILES_PLACEHOLDER = "{files}"
"""An argument of a fixer's ``command`` or ``check`` that expands to the files to fix (see :class:`Fixer`)."""


class Fixer(BaseModel):
    """A safe mechanical fix a skill declares for its failure family (a formatter or fixer).

    ``command`` rewrites files (``[ruff, format, '{files}']``); ``check`` is the command that fails
    before and passes after (``[ruff, format, --check, '{files}']``). Both are argument lists run
    without a shell; an argument ``{files}`` expands to the files the log names (``.`` when it names
    none). ``signals`` are ids of the skill's own signals that call for this fixer (empty: any
    failure of the skill); ``when``, a regular expression, must also match one of those log lines.
    ``id`` defaults to the program's name. Whether a command may run at all is decided by the fix
    module's allow-list (``ci_triage.repair.limits``), not by the skill.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    command: tuple[str, ...] = Field(min_length=1)
    check: tuple[str, ...] = Field(min_length=1)
    signals: tuple[str, ...] = ()
    when: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _default_id(cls, data: object) -> object:
        if isinstance(data, dict) and "id" not in data and isinstance(data.get("command"), list) and data["command"]:
            return {**data, "id": Path(str(data["command"][0])).name}
        return data

    @field_validator("when")
    @classmethod
    def _when_compiles(cls, pattern: str | None, info: ValidationInfo) -> str | None:
        if pattern is not None and not _checked_before(info):
            try:
                re.compile(pattern)
            except re.error as error:
                raise ValueError(f"when does not compile: {error}") from None
        return pattern

    @field_validator("command", "check")
    @classmethod
    def _program_is_literal(cls, argv: tuple[str, ...]) -> tuple[str, ...]:
        if argv[0] == FILES_PLACEHOLDER or argv[0].startswith("-"):
            raise ValueError(f"the first argument must name a program, not {argv[0]!r}")
        return argv


class SkillScope(BaseModel):
    """Where a skill's signals apply; empty everywhere means anywhere.

    ``tools`` are names from the tool catalogue (:mod:`ci_triage.logs.tools`) and ``languages``
    the languages it gives its tools: when the failing step's command names a tool, signals of a
    skill whose scope names neither that tool nor its language count for less. ``files`` are
    suffixes (``.py``): a match whose ``file`` group has another suffix counts for little, so a rule
    written for one language does not fire on another's text.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    tools: tuple[str, ...] = ()
    languages: tuple[str, ...] = ()
    files: tuple[str, ...] = ()

    @field_validator("files")
    @classmethod
    def _suffixes(cls, files: tuple[str, ...]) -> tuple[str, ...]:
        bad = [name for name in files if not name.startswith(".")]
        if bad:
            raise ValueError(f"file types are suffixes starting with '.': {', '.join(bad)}")
        return tuple(name.lower() for name in files)

    def covers_file(self, path: str) -> bool:
        """Whether ``path`` has one of :attr:`files`' suffixes (always, when none is declared)."""
        if not self.files:
            return True
        name = path.lower()
        return any(name.endswith(suffix) for suffix in self.files)


class Skill(BaseModel):
    """A parsed skill: catalogue entry (name, description), category, signals, and body.

    ``category`` is ``None`` only for a skill without signals (agent knowledge only); ``path`` is
    the file it came from; ``ignored_fields`` lists frontmatter keys ci-triage does not use.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    description: str = Field(min_length=1)
    category: Category | None = None
    tool: str | None = None
    scope: SkillScope = SkillScope()
    signals: tuple[Signal, ...] = ()
    fix: tuple[Fixer, ...] = ()
    body: str = Field(min_length=1)
    path: str = ""
    ignored_fields: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _signals_need_a_category(self) -> Skill:
        if self.signals and self.category is None:
            raise ValueError("a skill that declares signals must declare a category")
        ids = [signal.id for signal in self.signals]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            raise ValueError(f"signal ids must be unique within a skill: {', '.join(duplicates)}")
        unknown = sorted({s for fixer in self.fix for s in fixer.signals} - set(ids))
        if unknown:
            raise ValueError(f"fix names signals this skill does not declare: {', '.join(unknown)}")
        fixer_ids = [fixer.id for fixer in self.fix]
        if len(set(fixer_ids)) != len(fixer_ids):
            raise ValueError("fixer ids must be unique within a skill")
        return self

    @field_validator("fix", mode="before")
    @classmethod
    def _one_fixer_or_many(cls, value: object) -> object:
        return [value] if isinstance(value, dict) else value

    @property
    def summary(self) -> str:
        """The catalogue line: the description on one line, cut to :data:`SUMMARY_CHARS` characters."""
        line = " ".join(self.description.split())
        return line if len(line) <= SUMMARY_CHARS else line[: SUMMARY_CHARS - 1].rstrip() + "…"


SUMMARY_CHARS = 200
"""Characters of a description shown in a catalogue line (about 50 tokens per skill)."""

SKILL_FIELDS = frozenset({"name", "id", "description", "category", "tool", "scope", "signals", "fix"})
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


@dataclass(frozen=True, slots=True)
class SkillSet:
    """The skills found, in precedence order, and the problems met while loading them."""

    skills: tuple[Skill, ...]
    problems: tuple[SkillProblem, ...] = ()

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


def skill_dirs(repo: Path | str | None = None, home: Path | str | None = None) -> list[Path]:
    """The skill folders that exist under ``home`` and then ``repo`` (each in :data:`SKILL_FOLDERS`
    order). The home folder comes first: it is the user's own, while the repository under triage
    is untrusted data, so a repository cannot shadow a user's skill (Claude Code also ranks
    personal skills above project skills). Neither is searched when ``None``."""
    found = []
    for root in (home, repo):
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
    and ``repo``; the first skill of a name wins and later ones are reported as problems.

    Each directory holds skill folders (``<dir>/<name>/SKILL.md``) or single ``<dir>/<name>.md``
    files (``README.md`` is skipped). A directory in ``extra_dirs`` that does not exist is
    reported as a problem; the discovered folders exist by construction. ``bundled=False`` leaves
    out the bundled skills (for checking a folder on its own).
    """
    skills: list[Skill] = []
    problems: list[SkillProblem] = []
    seen: set[str] = set()
    directories = [*([bundled_skills_dir()] if bundled else []), *map(Path, extra_dirs), *skill_dirs(repo, home)]
    for directory in directories:
        if not directory.is_dir():
            problems.append(SkillProblem(str(directory), "not a directory"))
            continue
        reviewed = bundled and directory == bundled_skills_dir()
        files = _skill_files(directory)
        for path, loaded in zip(files, _parse_cached(files) if reviewed else map(parse_skill_file, files), strict=True):
            if not reviewed and not isinstance(loaded, SkillProblem):
                loaded = _linear_time_only(loaded, path)
            if isinstance(loaded, SkillProblem):
                problems.append(loaded)
            elif loaded.name in seen:
                problems.append(SkillProblem(str(path), f"a skill named {loaded.name!r} was found first"))
            else:
                seen.add(loaded.name)
                skills.append(loaded)
    return SkillSet(tuple(skills), tuple(problems))


_CACHE_KIND = "bundled-skills"


def _parse_cached(paths: list[Path]) -> list[Skill | SkillProblem]:
    """:func:`parse_skill_file` of each of ``paths`` (the bundled skills), through the disk cache.

    The cache holds each validated skill's data (or the problem found), keyed on the files' paths
    and bytes and the package version (:mod:`ci_triage.logs.disk_cache`); a hit is validated again by
    the same model without recompiling the patterns, so new frontmatter fields need no change here.
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
        except (ValidationError, KeyError, TypeError, ValueError):
            pass
    loaded = [parse_skill_file(path) for path in paths]
    disk_cache.store(_CACHE_KIND, key, [_to_cache(entry) for entry in loaded])
    return loaded


def _to_cache(loaded: Skill | SkillProblem) -> dict:
    if isinstance(loaded, SkillProblem):
        return {"problem": [loaded.path, loaded.reason]}
    return {"skill": loaded.model_dump(mode="json")}


def _from_cache(entry: dict) -> Skill | SkillProblem:
    if "problem" in entry:
        path, reason = entry["problem"]
        return SkillProblem(str(path), str(reason))
    return Skill.model_validate(entry["skill"], context={CHECKED_BEFORE: True})


def _linear_time_only(skill: Skill, path: Path) -> Skill | SkillProblem:
    """``skill`` if RE2 can run every pattern in it, else a problem: a pattern with lookaround or a
    backreference can take exponential time on a hostile line (ReDoS), and a skill from a repository
    or a home folder has not been reviewed like the bundled ones, which may use them."""
    patterns = [(f"signal {signal.id!r}", signal.pattern) for signal in skill.signals]
    patterns += [(f"fixer {fixer.id!r} when", fixer.when) for fixer in skill.fix if fixer.when]
    for label, pattern in patterns:
        if not re2_compiles(pattern):
            reason = f"{label}: RE2 cannot run this pattern (lookaround or backreference); rewrite it without them"
            return SkillProblem(str(path), reason)
    return skill


def _skill_files(directory: Path) -> list[Path]:
    files = []
    for entry in sorted(directory.iterdir()):
        if entry.is_dir() and (entry / "SKILL.md").is_file():
            files.append(entry / "SKILL.md")
        elif entry.is_file() and entry.suffix == ".md" and entry.name.upper() != "README.MD":
            files.append(entry)
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
        text = path.read_text(encoding="utf-8")
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
    fields = {key: value for key, value in meta.items() if key not in FOREIGN_FIELDS}
    try:
        return Skill(**fields, body=found.group("body").strip(), path=str(path), ignored_fields=ignored)
    except ValidationError as error:
        details = "; ".join(
            f"{'.'.join(map(str, item['loc']))}: {item['msg']}" for item in error.errors(include_url=False)
        )
        return SkillProblem(str(path), details)
    except TypeError as error:
        return SkillProblem(str(path), str(error))
