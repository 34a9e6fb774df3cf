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
    signals:
      - id: failed-summary
        pattern: '^FAILED (?P<test>\\S+)'
        weight: 0.9              # 0..1, how strongly one match says "this category"
        role: error              # error | summary | context | wrapper
    ---
    Guidance for the agent...

Broken skills (unreadable file, bad YAML, unknown category, a pattern that does not compile, an
empty body) are reported as :class:`SkillProblem` and skipped, never fatal. When two skills share
a name, the first one found wins.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ci_triage.taxonomy import Category

SignalRole = Literal["error", "summary", "context", "wrapper"]


class Signal(BaseModel):
    """One pattern the analyser matches against a cleaned log line (``re.search``).

    Roles: ``error`` (the line explains the failure), ``summary`` (a verdict such as
    ``2 failed``), ``context`` (the tool is involved; explains nothing), ``wrapper`` (a stage
    failed because of something it ran — a pre-commit hook, a Docker build step, a test file that
    failed to load — which counts for its category only while no other family explains the
    failure). Named groups ``test``, ``file``, ``line``, ``col``, ``code``, ``exit`` and
    ``message`` feed extraction of failed tests, source locations, error codes and exit codes.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    pattern: str
    weight: float = Field(default=0.5, ge=0.0, le=1.0)
    role: SignalRole = "error"

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, pattern: str) -> str:
        try:
            re.compile(pattern)
        except re.error as error:
            raise ValueError(f"pattern does not compile: {error}") from None
        return pattern


class Skill(BaseModel):
    """A parsed skill: catalogue entry (name, description), category, signals, and body."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9._-]*$")
    description: str = Field(min_length=1)
    category: Category
    tool: str | None = None
    signals: tuple[Signal, ...] = ()
    body: str = Field(min_length=1)
    path: str = ""


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
    installed = Path(__file__).parent / "bundled" / "skills"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parents[2] / "skills"


def load_skills(extra_dirs: Iterable[Path | str] = ()) -> SkillSet:
    """Load the bundled skills, then those in ``extra_dirs``; the first skill of a name wins.

    Each directory holds skill folders (``<dir>/<name>/SKILL.md``) or single ``<dir>/<name>.md``
    files. A directory that does not exist is reported as a problem.
    """
    skills: list[Skill] = []
    problems: list[SkillProblem] = []
    seen: set[str] = set()
    for directory in [bundled_skills_dir(), *map(Path, extra_dirs)]:
        if not directory.is_dir():
            problems.append(SkillProblem(str(directory), "not a directory"))
            continue
        for path in _skill_files(directory):
            loaded = parse_skill_file(path)
            if isinstance(loaded, SkillProblem):
                problems.append(loaded)
            elif loaded.name in seen:
                problems.append(SkillProblem(str(path), f"a skill named {loaded.name!r} was found first"))
            else:
                seen.add(loaded.name)
                skills.append(loaded)
    return SkillSet(tuple(skills), tuple(problems))


def _skill_files(directory: Path) -> list[Path]:
    files = []
    for entry in sorted(directory.iterdir()):
        if entry.is_dir() and (entry / "SKILL.md").is_file():
            files.append(entry / "SKILL.md")
        elif entry.is_file() and entry.suffix == ".md" and entry.name.upper() != "README.MD":
            files.append(entry)
    return files


_SAFE_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""PyYAML's safe loader, in C where the build has libyaml (about ten times faster)."""
_FRONTMATTER = re.compile(r"\A---[ \t]*\r?\n(?P<yaml>.*?)\r?\n---[ \t]*(?:\r?\n|\Z)(?P<body>.*)\Z", re.DOTALL)


def parse_skill_file(path: Path) -> Skill | SkillProblem:
    """Parse one ``SKILL.md`` (or single-file ``name.md``) into a :class:`Skill`, or say why not."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return SkillProblem(str(path), f"cannot be read: {error}")
    found = _FRONTMATTER.match(text)
    if not found:
        return SkillProblem(str(path), "no YAML frontmatter between '---' lines at the top")
    try:
        meta = yaml.load(found.group("yaml"), Loader=_SAFE_LOADER)
    except yaml.YAMLError as error:
        return SkillProblem(str(path), f"frontmatter is not valid YAML: {error}")
    if not isinstance(meta, dict):
        return SkillProblem(str(path), "frontmatter is not a mapping of fields")
    meta.setdefault("name", path.parent.name if path.name == "SKILL.md" else path.stem)
    try:
        return Skill(**meta, body=found.group("body").strip(), path=str(path))
    except ValidationError as error:
        details = "; ".join(
            f"{'.'.join(map(str, item['loc']))}: {item['msg']}" for item in error.errors(include_url=False)
        )
        return SkillProblem(str(path), details)
    except TypeError as error:
        return SkillProblem(str(path), str(error))
