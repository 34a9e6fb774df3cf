"""The schema of a ``SKILL.md`` frontmatter: checks a skill file's fields before it is used.

:func:`ci_triage.logs.skills.parse_skill_file` reads the YAML and hands its fields here; what passes
becomes the plain data a :class:`ci_triage.logs.skills.Skill` is built from (the bundled skills' data
is kept in the disk cache after this check, so a run whose skills all come from the cache imports
neither this module nor pydantic). The format is described in :mod:`ci_triage.logs.skills` and
``docs/skills.md``; the meaning of each field is on the dataclasses there.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from ci_triage.logs.first_pass import LogFormat
from ci_triage.logs.plain_advice import NOT_IN_ADVICE, plain_advice
from ci_triage.logs.project_files import ProjectFile
from ci_triage.logs.re2_patterns import matches_empty_line, re2_refusal, repeated_group_names
from ci_triage.logs.taxonomy import Category

FILES_PLACEHOLDER = "{files}"
"""An argument of a fixer's ``command`` or ``check`` that expands to the files to fix."""


def _require_re2(label: str, pattern: str) -> None:
    """Raise ``ValueError`` naming ``label``, ``pattern`` and the reason when RE2 cannot run it: a
    syntax error, or a construct only a backtracking engine runs (look-around, backreference)."""
    refusal = re2_refusal(pattern)
    if refusal is None:
        return
    try:
        re.compile(pattern)
    except re.error as error:
        raise ValueError(f"{label} {pattern!r} does not compile: {error}") from None
    raise ValueError(
        f"{label} {pattern!r}: RE2 cannot run it ({refusal}); patterns must run in linear time, so write it "
        "without look-arounds, backreferences or possessive quantifiers (a signal's 'unless' vetoes lines)"
    )


def _require_plain_advice(label: str, advice: str) -> None:
    """Raise ``ValueError`` naming ``label`` when ``advice`` is not plain advice
    (:func:`~ci_triage.logs.plain_advice.plain_advice`): what Markdown would make a link, a mention
    or HTML of."""
    if not plain_advice(advice):
        raise ValueError(f"{label} is plain advice: none of {' '.join(NOT_IN_ADVICE)}, ://, www. or #1")


class SignalFields(BaseModel):
    """A signal: ``id``, a ``pattern`` (and an optional ``unless``) that RE2 runs, a ``weight`` in
    0..1, a ``role``, an optional category it ``contests``, the categories whose failure it can be a
    ``consequence_of``, an optional ``tool`` that alone prints
    the line (instead of the skill's), the ids of the skill's signals it comes ``after``, those one
    of which it ``needs`` in the same step, a pattern naming its test on a line above or below
    (``test_above`` or ``test_below``: RE2, with a ``test`` group), how the test it names failed when
    not as an assertion fails (``test_kind``: ``error`` or ``collection``; ``focused``: it did not fail,
    its runner refused its ``.only``), the ``project_file`` its line is
    about (:data:`ci_triage.logs.project_files.ProjectFile`), whether it is a ``service_refusal``
    (a service the job connects to refused it), whether it ``closes_run`` (its tool's last line, its
    verdict), the status its wrapper exits with when its ``exit`` group is a unit's (``wrapper_exit``,
    0..255), the ``severity`` its tool gives every finding of its line, whether its literal is a
    ``first_pass`` trigger, a ``next_step`` and its words
    for CI systems keyed by log format (``next_step_by_format``: keys of
    :data:`ci_triage.logs.first_pass.LogFormat`), the next step when the step already retried
    (``next_step_repeated``) and a ``finding`` the summary names in its
    category's place (:class:`ci_triage.logs.skills.Signal`), plain text without links, mentions,
    issue references or HTML (it is posted as Markdown, and a repository's skill is untrusted).
    Raises (as a validation error) when RE2
    cannot run ``pattern`` or ``unless`` (look-arounds, backreferences, possessive quantifiers:
    constructs that can take exponential time on a hostile line); the message names the signal, the
    pattern and RE2's reason."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    pattern: str
    unless: str | None = None
    weight: float = Field(default=0.5, ge=0.0, le=1.0)
    role: Literal["error", "summary", "context", "wrapper"] = "error"
    description: str = ""
    contests: Category | None = None
    consequence_of: tuple[Category, ...] = ()
    tool: str | None = None
    after: tuple[str, ...] = ()
    next_step: str | None = Field(default=None, min_length=1)
    next_step_by_format: dict[LogFormat, Annotated[str, Field(min_length=1)]] = {}
    next_step_repeated: str | None = Field(default=None, min_length=1)
    finding: str | None = Field(default=None, min_length=1, max_length=80)

    @field_validator("next_step", "next_step_repeated")
    @classmethod
    def _plain_advice(cls, advice: str | None) -> str | None:
        """The next step goes into the posted comment as Markdown, and a repository's skill is
        untrusted: no link, mention, issue reference or HTML can be written with it outside a code
        span (inside one, ``lib<name>-dev`` renders as written)."""
        if advice is not None:
            _require_plain_advice("next_step", advice)
        return advice

    @field_validator("finding")
    @classmethod
    def _plain_finding(cls, finding: str | None) -> str | None:
        """A finding goes into the comment's summary: plain text, as the next step is."""
        if finding is not None:
            _require_plain_advice("finding", finding)
        return finding

    @field_validator("next_step_by_format")
    @classmethod
    def _plain_advice_by_format(cls, advice: dict[LogFormat, str]) -> dict[LogFormat, str]:
        """A CI system's words for the next step are posted as the next step is: plain advice too."""
        for log_format, words in advice.items():
            _require_plain_advice(f"next_step_by_format {log_format}", words)
        return advice

    needs: tuple[str, ...] = ()
    test_above: str | None = None
    test_below: str | None = None
    test_kind: Literal["error", "collection", "focused"] | None = None
    project_file: ProjectFile | None = None
    service_refusal: bool = False
    closes_run: bool = False
    wrapper_exit: int | None = Field(default=None, ge=0, le=255)
    severity: Literal["style", "info", "warning", "error"] | None = None
    first_pass: bool = True

    @model_validator(mode="after")
    def _linear_time(self) -> SignalFields:
        fields = (("pattern", self.pattern), ("unless", self.unless))
        for field, pattern in (*fields, ("test_above", self.test_above), ("test_below", self.test_below)):
            if pattern is not None:
                _require_re2(f"signal {self.id!r} {field}", pattern)
        return self

    @model_validator(mode="after")
    def _words_of_a_next_step(self) -> SignalFields:
        if self.next_step_by_format and self.next_step is None:
            raise ValueError(f"signal {self.id!r}: next_step_by_format gives a next_step's words, and it has none")
        if self.next_step_repeated and self.next_step is None:
            raise ValueError(f"signal {self.id!r}: next_step_repeated replaces a next_step, and it has none")
        return self

    @model_validator(mode="after")
    def _names_a_test(self) -> SignalFields:
        if self.test_above is not None and self.test_below is not None:
            raise ValueError(f"signal {self.id!r}: give test_above or test_below, not both")
        for field, pattern in (("test_above", self.test_above), ("test_below", self.test_below)):
            if pattern is not None and "(?P<test>" not in pattern:
                raise ValueError(f"signal {self.id!r} {field} names no group test: (?P<test>...)")
        return self

    @model_validator(mode="after")
    def _selective(self) -> SignalFields:
        repeated = repeated_group_names(self.pattern)
        if repeated:
            raise ValueError(f"signal {self.id!r} pattern names more than one group {', '.join(repeated)}")
        if matches_empty_line(self.pattern):
            raise ValueError(
                f"signal {self.id!r} pattern {self.pattern!r} matches an empty line: a signal must need some "
                "text (this one matches blank lines, or every line)"
            )
        return self


class FixerFields(BaseModel):
    """A fixer: ``command`` and ``check`` name a program first; ``when`` compiles; ``id`` defaults
    to the program's name."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    command: tuple[str, ...] = Field(min_length=1)
    check: tuple[str, ...] = Field(min_length=1)
    signals: tuple[str, ...] = ()
    when: str | None = None
    tools: tuple[str, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _default_id(cls, data: object) -> object:
        if isinstance(data, dict) and "id" not in data and isinstance(data.get("command"), list) and data["command"]:
            return {**data, "id": Path(str(data["command"][0])).name}
        return data

    @field_validator("when")
    @classmethod
    def _when_compiles(cls, pattern: str | None) -> str | None:
        if pattern is not None:
            _require_re2("when", pattern)
        return pattern

    @field_validator("command", "check")
    @classmethod
    def _program_is_literal(cls, argv: tuple[str, ...]) -> tuple[str, ...]:
        if argv[0] == FILES_PLACEHOLDER or argv[0].startswith("-"):
            raise ValueError(f"the first argument must name a program, not {argv[0]!r}")
        return argv


class ScopeFields(BaseModel):
    """A scope: tool and language names, and file suffixes (starting with ``.``, lowercased)."""

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


class SkillFields(BaseModel):
    """A skill: a name, a description and a body that are not empty, a known category when it has
    signals, unique signal and fixer ids, signals that contest another category than the skill's
    and come ``after`` signals of its own,
    an ``outside_tests`` category other than the skill's,
    fixers that name the skill's own signals."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    description: str = Field(min_length=1)
    category: Category | None = None
    outside_tests: Category | None = None
    tool: str | None = None
    scope: ScopeFields = ScopeFields()
    signals: tuple[SignalFields, ...] = ()
    fix: tuple[FixerFields, ...] = ()
    body: str = Field(min_length=1)
    path: str = ""
    ignored_fields: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _signals_need_a_category(self) -> SkillFields:
        if self.signals and self.category is None:
            raise ValueError("a skill that declares signals must declare a category")
        if self.outside_tests is not None and self.outside_tests in ("unknown", self.category):
            raise ValueError("outside_tests names another category than the skill's own, not unknown")
        ids = [signal.id for signal in self.signals]
        known = set(ids)  # once: a skill may declare thousands of signals, and each check is then linear
        duplicates = sorted(i for i, count in Counter(ids).items() if count > 1)
        if duplicates:
            raise ValueError(f"signal ids must be unique within a skill: {', '.join(duplicates)}")
        odd = sorted(s.id for s in self.signals if s.contests in ("unknown", self.category))
        if odd:
            raise ValueError(f"a signal contests another category, not its own or unknown: {', '.join(odd)}")
        odd = sorted(s.id for s in self.signals if {"unknown", self.category} & set(s.consequence_of))
        if odd:
            raise ValueError(f"a signal is a consequence of another category, not its own or unknown: {', '.join(odd)}")
        strangers = sorted({name for signal in self.signals for name in signal.after} - known)
        if strangers:
            raise ValueError(f"after names signals this skill does not declare: {', '.join(strangers)}")
        unmet = [
            f"{s.id} needs {', '.join(sorted(missing))}"
            for s in self.signals
            if (missing := (set(s.needs) - known) | ({s.id} & set(s.needs)))
        ]
        if unmet:
            wrong = "; ".join(unmet)
            raise ValueError(f"needs names signals this skill does not declare, or the signal itself: {wrong}")
        unknown = sorted({s for fixer in self.fix for s in fixer.signals} - known)
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


def checked_skill_data(
    fields: dict[str, Any], *, body: str, path: str, ignored_fields: tuple[str, ...]
) -> dict[str, Any] | str:
    """A frontmatter's ``fields`` with the file's ``body``, ``path`` and ``ignored_fields``
    checked against :class:`SkillFields`: the skill's data as JSON values (defaults filled in,
    tuples as lists; what :func:`ci_triage.logs.skills.skill_from_data` takes), or the reason it is
    refused (each failing field and why, on one line; a frontmatter key ``body`` or ``path`` is
    refused too)."""
    try:
        return SkillFields(**fields, body=body, path=path, ignored_fields=ignored_fields).model_dump(mode="json")
    except ValidationError as error:
        return "; ".join(_refusal(item) for item in error.errors(include_url=False))
    except TypeError as error:
        return str(error)


def _refusal(item: Mapping[str, Any]) -> str:
    """One validation error as ``field.path: reason``; a check of the whole skill has no field path,
    and a check of ours says its reason without pydantic's ``Value error,`` prefix."""
    reason = str(item["ctx"]["error"]) if item["type"] == "value_error" and "ctx" in item else item["msg"]
    where = ".".join(map(str, item["loc"]))
    return f"{where}: {reason}" if where else reason
