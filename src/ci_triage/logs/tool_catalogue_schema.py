"""The schema of ``tool_catalogue.yaml``: reads the file and checks every entry.

:func:`ci_triage.logs.tools.load_catalogue` calls :func:`checked_catalogue_data` only when its
disk cache misses (a new release or an edited file), so a triage that finds the catalogue in the
cache imports neither YAML nor pydantic. The meaning of each field is on
:class:`ci_triage.logs.tools.Tool`.
"""

from __future__ import annotations

from typing import Annotated, Any

import yaml
from pydantic import BaseModel, ConfigDict, Field, model_validator

from ci_triage.logs.taxonomy import Category
from ci_triage.logs.tools import MAX_COMMAND_WORDS, ToolKind

PRINTING_KINDS = frozenset({"test-runner", "wrapper", "deploy", "iac"})
"""The kinds of tool that print another tool's lines as their own (``prints``): a test runner its
runners' reports, a wrapper its runtime's crash, a deploy or IaC tool the transport it runs."""


class ToolFields(BaseModel):
    """An entry: a name, a kind, a category unless it is a wrapper, and commands (of at most
    :data:`MAX_COMMAND_WORDS` words) or actions that invoke it, none for a ``runtime`` (a sanitizer
    inside the program, a test runner's plugin: no command invokes it); ``runs`` are those of its commands
    that run the program named after them (``npx eslint``, ``bundle exec rspec``); ``builds`` marks a
    test runner that compiles the code under test before it runs it (``go test``, ``cargo test``) or a
    package manager that builds what it installs from source (pip's and uv's wheel build of an sdist,
    its C extension compiled by the package's build backend);
    ``prints`` names the test runners whose report a test runner prints as its own (Django's
    ``manage.py test`` prints unittest's), the runtime whose crash a wrapper prints as its own
    (nbconvert prints the notebook kernel's Python traceback), or the transport whose lines a deploy
    or IaC tool prints as its own (rsync, scp and ansible print ssh's refusals); ``lock_file``, a
    package manager's only, names the lock file it writes in the project's folder (a file name, no
    folder); ``exit_codes`` are the exit codes (not 0 or 1) the tool's documentation gives for a run
    that ended otherwise than by a failure it found, each with its meaning (pytest's 5, no tests
    collected: its ``ExitCode``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(pattern=r"^[A-Za-z0-9][\w.+-]*$")
    kind: ToolKind
    category: Category | None = None
    languages: tuple[str, ...] = ()
    commands: tuple[str, ...] = ()
    actions: tuple[str, ...] = ()
    runs: tuple[str, ...] = ()
    builds: bool = False
    prints: tuple[str, ...] = ()
    lock_file: str | None = Field(default=None, pattern=r"^[\w.-]+$")
    exit_codes: dict[Annotated[int, Field(ge=2, le=255)], Annotated[str, Field(min_length=1)]] = {}

    @model_validator(mode="after")
    def _wrappers_have_no_category(self) -> ToolFields:
        if (self.kind == "wrapper") != (self.category is None):
            raise ValueError(f"{self.name}: a wrapper has no category and every other tool has one")
        if (self.kind == "runtime") != (not self.commands and not self.actions):
            raise ValueError(
                f"{self.name}: give commands or actions that invoke it, none for a runtime (and only for one)"
            )
        long = [command for command in self.commands if len(command.split()) > MAX_COMMAND_WORDS]
        if long:
            raise ValueError(f"{self.name}: commands of more than {MAX_COMMAND_WORDS} words: {long}")
        if self.builds and self.kind not in ("test-runner", "package-manager"):
            raise ValueError(f"{self.name}: only a test runner or a package manager builds before it runs")
        if self.prints and self.kind not in PRINTING_KINDS:
            raise ValueError(f"{self.name}: only a test runner, a wrapper or a deploy tool prints another tool's lines")
        if self.lock_file is not None and self.kind != "package-manager":
            raise ValueError(f"{self.name}: only a package manager writes a lock file")
        unlisted = [command for command in self.runs if command not in self.commands]
        if unlisted:
            raise ValueError(f"{self.name}: runs names commands it does not list: {unlisted}")
        return self


class CatalogueFields(BaseModel):
    """The whole catalogue: unique names, and no command or action that invokes two tools."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    tools: tuple[ToolFields, ...]

    @model_validator(mode="after")
    def _unique(self) -> CatalogueFields:
        names = [tool.name for tool in self.tools]
        duplicates = sorted({name for name in names if names.count(name) > 1})
        if duplicates:
            raise ValueError(f"tool names must be unique: {', '.join(duplicates)}")
        seen: dict[str, str] = {}
        for tool in self.tools:
            for key in (*(" ".join(c.split()) for c in tool.commands), *(a.lower() for a in tool.actions)):
                if key in seen:
                    raise ValueError(f"{key!r} invokes both {seen[key]} and {tool.name}")
                seen[key] = tool.name
        unknown = sorted({name for tool in self.tools for name in tool.prints if name not in names})
        if unknown:
            raise ValueError(f"prints names tools the catalogue does not list: {', '.join(unknown)}")
        return self


def checked_catalogue_data(text: str) -> dict[str, Any]:
    """The catalogue in ``text`` (the YAML file's content), checked, as JSON values (``{"tools":
    [...]}``, defaults filled in, tuples as lists). Raises ``yaml.YAMLError`` or
    ``pydantic.ValidationError`` for a malformed catalogue (the catalogue's tests prevent one)."""
    return CatalogueFields.model_validate(yaml.safe_load(text)).model_dump(mode="json")
