"""The workspace package whose task failed in a monorepo's step: where its output's paths start.

A workspace runner runs a package's script in the package's folder, so the test runner or compiler
under it names files relative to that folder (vitest's ``src/route.test.js:3:60`` of the package in
``packages/web``), and the runner says at the end which package's task failed, naming its folder:

- pnpm (``pnpm -r run``, 10 and later): ``× "pnpm recursive run" failed in /w/app/packages/web``
  (its ``ERR_PNPM_RECURSIVE_RUN_FIRST_FAIL`` error), every line of a package's output tagged with
  the folder relative to the workspace (``packages/web test: ``, :mod:`ci_triage.logs.task_prefix`);
  with ``--no-bail`` it says ``failed in 2 packages`` (``ERR_PNPM_RECURSIVE_FAIL``) and each failed
  package's output ends with its tag and ``Failed`` (``packages/web test: Failed``), read then (a
  package killed after another failed ends so too, so the folder named first decides when there is one);
- Turborepo (2.x): ``@acme/web#test:  ERROR  command (/w/app/packages/web) /usr/bin/npm run test
  exited (1)`` (on GitHub Actions also as ``::error::command (…) … exited (1)``), lines tagged
  ``@acme/web:test: `` or, on GitHub Actions, grouped;
- npm workspaces (``npm test -ws``, npm 7 and later) and any npm script under another runner:
  ``npm error workspace @acme/web@1.0.0`` then ``npm error location /w/app/packages/web``
  (``npm ERR!`` before npm 10); under concurrently (9.2.5) these lines carry the command's tag,
  ``[utils] `` or its index ``[1] ``, which is then the package's tag;
- Yarn 1 (``yarn workspaces run test``, 1.22.22, trial 92): its ``error Command failed.`` block
  ends with ``Directory: /w/app/packages/web``, under the package's ``> @acme/web`` heading.

(pnpm 12.24, turbo 2.11.13, npm 11.19 on a two-package workspace; Yarn's ``workspaces foreach``
prints no folder and is not read.) :class:`WorkspacePackages` finds these per step; a relative path
a line of the failed package's output names is joined with the package's folder. A step in which
several packages failed (``pnpm -r --no-bail``, ``turbo --continue``) joins only lines a runner's
tag gives to one of them, or, untagged, lines below npm's banner of one of them
(``> @acme/web@1.0.0 test``) up to npm's error report that closes its output, or in that report,
which alone shows a package whose script is missing (``npm error workspace @acme/docs@1.0.0`` above
``npm error Missing script: "test"``, no banner). The lines a tag gives to a package whose task did not fail are that
package's passing output, interleaved with the failed one's (:meth:`WorkspacePackages.other_packages_lines`),
and so are a failed package's other tasks' when the runner names the task that failed: Turborepo
without ``--continue`` interrupts the tasks still running after the first failure (node's ``not ok
1 - math.test.js`` with ``signal: 'SIGINT'`` under ``@acme/core:test:``) and names only
``@acme/core#build`` failed.
Linear time: one RE2 match per line.
"""

from __future__ import annotations

import bisect
import posixpath
import sys
from collections.abc import Mapping
from dataclasses import dataclass, replace
from itertools import pairwise

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import without_runner_folder

_FAILED_IN = LazyRE2(
    r"(?:.*\"pnpm recursive run\" failed in (?P<pnpm>/\S+)"
    r"|(?:(?P<turbo_name>[\w@./-]+)#(?P<turbo_task>\S+?):\s+ERROR\s+)?command \((?P<turbo>/[^()]+)\) .* exited \(\d+\)"
    r"|npm (?:error|ERR!) location (?P<npm>/\S+)"
    r"|Directory: (?P<yarn>/\S+))\s*$"
)
"""A workspace runner's line naming the absolute folder of the package whose task failed (see the
module docstring); ``turbo_name`` and ``turbo_task``: the package's name and its task's when
Turborepo's line gives them (``@acme/core#build``)."""
_NPM_WORKSPACE = LazyRE2(r"npm (?:error|ERR!) workspace (?P<name>@?[^@\s]+)@\S+\s*$")
"""npm's line naming the workspace package whose script failed (above its ``location`` line)."""
_NPM_BANNER = LazyRE2(r"^> (?P<name>@?[^@\s]+)@\S+ (?P<script>\S+)(?: (?P<folder>/\S+))?\s*$")
"""npm's banner over a package's script output, ``> @acme/web@1.0.0 test`` (npm 7 and later; npm 6
adds the package's folder, ``> @acme/web@1.0.0 test /w/app/packages/web``): the package whose output
the untagged lines below it are, in a step that runs several (``npm test --workspaces``), and the
script it runs."""
_NPM_ERROR = LazyRE2(r"^npm (?:error|ERR!)(?: |$)")
"""A line of npm's error report, which closes a script's output: ``npm error Lifecycle script `test`
failed with error:`` … ``npm error workspace @acme/web@1.0.0`` … ``npm error command sh -c tsc``."""
_YARN_WORKSPACE = LazyRE2(r"^> (?P<name>@?[\w.-]+(?:/[\w.-]+)?)\s*$")
"""Yarn 1's ``workspaces run`` heading of a package's output (``> @acme/web``): the last one above
its ``Directory:`` line names the package whose script failed."""


@dataclass(frozen=True, slots=True)
class _Owner:
    """The package an untagged run of lines is the output of (:meth:`WorkspacePackages.owned`):
    from line ``start`` to ``end`` (1-based, inclusive), the package's ``name``, its ``folder`` when
    npm 6's banner names it, the ``script`` when known."""

    start: int
    end: int
    name: str
    folder: str | None = None
    script: str | None = None


@dataclass(frozen=True)
class FailedPackage:
    """A workspace package whose task failed: ``folder`` as the runner printed it (absolute),
    ``relative`` the folder from the workspace's root when the log tells it (the runner's checkout
    folder left out, or a runner's tag that ends the folder), ``name`` the package's name when the
    runner printed it (``@acme/web``), ``tags`` the package parts (:func:`_tag_key`) of the runner's
    tags on the lines that named it failed: concurrently's ``[1] npm error location …`` makes ``1``
    its tag, an index that names no package; ``tasks`` the package's tasks that failed when the
    runner names them (Turborepo's ``@acme/core#build``, or the task part of the tag on npm's
    lines, ``@acme/core:build: npm error location …``): another task of the package, one the runner
    interrupted after the first failure (``@acme/core:test: … signal: 'SIGINT'``), is no failed one;
    ``line`` the number (1-based) of the first line that named it failed (0: none read)."""

    folder: str
    relative: str | None
    name: str | None
    tags: frozenset[str] = frozenset()
    tasks: frozenset[str] = frozenset()
    line: int = 0

    @property
    def task_label(self) -> str:
        """How a reader knows the failed task: the package's :attr:`label` and, when the runner
        named one task of it, that task as Turborepo writes it (``@acme/core#build``)."""
        return f"{self.label}#{next(iter(self.tasks))}" if len(self.tasks) == 1 else self.label

    @property
    def label(self) -> str:
        """How a reader knows the package: its name, else its folder (relative when known)."""
        return self.name or self.relative or self.folder


class WorkspacePackages:
    """The packages whose tasks failed in each section of ``lines`` (1-based numbers to lines)."""

    def __init__(self, lines: Mapping[int, LogLine]) -> None:
        self._failed: dict[int, list[FailedPackage]] = {}
        tags: dict[int, set[str]] = {}
        npm_name: dict[int, str] = {}
        yarn_name: dict[int, str] = {}
        found: dict[int, dict[str, str | None]] = {}  # section → folder → name
        naming_tags: dict[str, set[str]] = {}  # folder → tags of the lines naming it failed
        failed_tasks: dict[str, set[str]] = {}  # folder → its tasks named failed
        first_line: dict[str, int] = {}  # folder → the first line naming it failed
        npm_tag: dict[int, str] = {}
        tagged_failed: dict[int, dict[str, None]] = {}  # section → tags of pnpm's ``Failed`` lines, in order
        banners: dict[int, list[tuple[int, str, str | None, str]]] = {}  # section → npm's banners, in order
        reports: dict[int, list[tuple[int, int, str | None]]] = {}  # section → npm's error reports, in order
        for number in sorted(lines):
            line = lines[number]
            if line.prefix:
                tags.setdefault(line.section, set()).add(_tag_key(line.prefix))
                if line.text.strip() == "Failed":
                    tagged_failed.setdefault(line.section, {})[_tag_key(line.prefix)] = None
                    first_line.setdefault(_tag_key(line.prefix), number)
            banner = None if line.prefix else _NPM_BANNER.match(line.text)
            if banner is not None:
                folder = banner.group("folder")
                banners.setdefault(line.section, []).append(
                    (
                        number,
                        str(banner.group("name")),
                        str(folder).rstrip("/") if folder else None,
                        str(banner.group("script")),
                    )
                )
                continue
            if not line.prefix and _NPM_ERROR.match(line.text):
                runs = reports.setdefault(line.section, [])
                if runs and runs[-1][1] == number - 1:
                    runs[-1] = (runs[-1][0], number, runs[-1][2])
                else:
                    runs.append((number, number, None))
            named = _NPM_WORKSPACE.match(line.text)
            if named is not None:
                if not line.prefix and (runs := reports.get(line.section)) and runs[-1][1] == number:
                    runs[-1] = (runs[-1][0], number, str(named.group("name")))
                npm_name[line.section] = str(named.group("name"))
                npm_tag[line.section] = line.prefix
                continue
            heading = _YARN_WORKSPACE.match(line.text)
            if heading is not None:
                yarn_name[line.section] = str(heading.group("name"))
                continue
            failed = _FAILED_IN.match(line.text)
            if failed is None:
                continue
            folder = str(
                failed.group("pnpm") or failed.group("turbo") or failed.group("npm") or failed.group("yarn")
            ).rstrip("/")
            name = failed.group("turbo_name") or (
                npm_name.pop(line.section, None)
                if failed.group("npm")
                else yarn_name.get(line.section)
                if failed.group("yarn")
                else None
            )
            packages = found.setdefault(line.section, {})
            packages[folder] = packages.get(folder) or (str(name) if name else None)
            first_line.setdefault(folder, number)
            naming = (line.prefix, npm_tag.pop(line.section, "") if failed.group("npm") else "")
            naming_tags.setdefault(folder, set()).update(_tag_key(tag) for tag in naming if tag)
            tasks = (failed.group("turbo_task"), *(_tag_task(tag) for tag in naming if tag))
            failed_tasks.setdefault(folder, set()).update(str(task) for task in tasks if task)
        for section, packages in found.items():
            self._failed[section] = [
                FailedPackage(
                    folder,
                    _relative(folder, tags.get(section, set())),
                    name,
                    frozenset(naming_tags.get(folder, ())),
                    frozenset(failed_tasks.get(folder, ())),
                    first_line.get(folder, 0),
                )
                for folder, name in packages.items()
            ]
        self._owners = {
            section: _untagged_owners(banners.get(section, []), reports.get(section, []))
            for section in banners.keys() | reports.keys()
        }
        for section, keys in tagged_failed.items():
            if section not in self._failed:  # pnpm's ``failed in 2 packages`` (--no-bail) names no folder
                self._failed[section] = [
                    FailedPackage(key, key, None, line=first_line.get(key, 0)) for key in keys if "/" in key
                ]

    def failed(self) -> list[FailedPackage]:
        """Every package whose task failed, in section order, each once."""
        seen: dict[str, FailedPackage] = {}
        for section in sorted(self._failed):
            for package in self._failed[section]:
                seen.setdefault(package.folder, package)
        return list(seen.values())

    def failed_in(self, section: int) -> list[FailedPackage]:
        """The packages whose tasks failed in section ``section`` (its index), in the order the
        runner first named each failed."""
        return list(self._failed.get(section, []))

    def owned(self, package: FailedPackage, lines: Mapping[int, LogLine]) -> list[int]:
        """The numbers (1-based, in log order) of the lines of ``lines`` that are ``package``'s failed
        task's output, in the section where the runner named it: those a runner's tag gives to it
        (:func:`_owns`), and the untagged ones below npm's banner of it (``> @acme/web@1.0.0 test``) or
        in npm's error report that names it (``npm error workspace @acme/docs@1.0.0``, of a package
        whose script is missing and so printed no banner), up to that report's end
        (:meth:`_owner`)."""
        return [
            number
            for number in sorted(lines)
            if package in self._failed.get((line := lines[number]).section, ())
            and (
                _owns(package, line.prefix)
                if line.prefix
                else (owner := self._owner(line)) is not None and _banner_owns(package, owner)
            )
        ]

    def other_packages_lines(self, lines: Mapping[int, LogLine]) -> list[int]:
        """The numbers (1-based, keys of ``lines``) of the lines a runner's tag gives to a package
        whose task did not fail, in a step where the runner named the packages whose tasks failed:
        another package's passing output, interleaved with the failed package's (Turborepo's
        ``@acme/api:test:    Duration 2.1s`` between ``@acme/web:test:`` lines), no evidence of the
        failure."""
        return [
            number
            for number, line in lines.items()
            if line.prefix
            and (packages := self._failed.get(line.section))
            and not any(_owns(package, line.prefix) for package in packages)
        ]

    def path(self, file: str, line: LogLine) -> str:
        """``file``, named on ``line``, joined with the folder of the package whose output the line
        is when it is a relative path inside it (``src/route.test.js`` → ``packages/web/src/route.test.js``,
        or the absolute folder when the log does not tell the workspace's root); else unchanged: an
        absolute path, one leading out (``../x``), a line of a step where no package failed, a line
        another package's tag opens, or an untagged line of a step where several failed but the
        output of one of them (:meth:`_owner`: below npm's banner of it, ``> @acme/web@1.0.0 test``)."""
        packages = self._failed.get(line.section)
        if not packages or file.startswith(("/", "\\", "../", "~")) or (len(file) > 1 and file[1] == ":"):
            return file
        if line.prefix:
            packages = [package for package in packages if _owns(package, line.prefix)]
        elif len(packages) > 1 and (owner := self._owner(line)) is not None:
            packages = [package for package in packages if _banner_owns(package, owner)]
        if len(packages) != 1:
            return file
        package = packages[0]
        return posixpath.normpath(posixpath.join(package.relative or package.folder, file.removeprefix("./")))

    def _owner(self, line: LogLine) -> _Owner | None:
        """The package whose output the untagged ``line`` is: the one npm's error report around it
        names (``npm error workspace @acme/docs@1.0.0``), else the one of npm's last banner above it
        (:data:`_NPM_BANNER`), unless npm's error report that closed that package's output came
        between; ``None`` when neither (a line above every banner, or after a report)."""
        owners = self._owners.get(line.section, [])
        at = bisect.bisect_right(owners, line.number, key=lambda owner: owner.start)
        return owners[at - 1] if at and line.number <= owners[at - 1].end else None


def _untagged_owners(
    banners: list[tuple[int, str, str | None, str]], reports: list[tuple[int, int, str | None]]
) -> list[_Owner]:
    """The runs of untagged lines of a section and the package each is the output of, in log order
    and apart: from each of npm's ``banners`` (line, package name, folder, script) to the line above
    the next banner or to the end of the first error report (first line, last line, the workspace
    it names) below it; a report that names a workspace and opens below no banner of it (npm's
    ``Missing script`` prints none) is its own run. A run ends at most at the line above the next
    one's start."""
    found: list[_Owner] = []
    starts = sorted(
        [(line, "banner", index) for index, (line, *_rest) in enumerate(banners)]
        + [(start, "report", index) for index, (start, _end, _name) in enumerate(reports)]
    )
    current: _Owner | None = None
    for start, kind, index in starts:
        if kind == "banner":
            if current is not None:
                found.append(current)
            _line, name, folder, script = banners[index]
            current = _Owner(start, sys.maxsize, name, folder, script)
            continue
        _start, end, name = reports[index]
        if current is not None and (name is None or name == current.name):
            found.append(replace(current, end=end))
            current = None
        elif name is not None:
            if current is not None:
                found.append(replace(current, end=start - 1))
                current = None
            found.append(_Owner(start, end, name))
    if current is not None:
        found.append(current)
    bounded = [replace(owner, end=min(owner.end, following.start - 1)) for owner, following in pairwise(found)]
    return bounded + found[-1:]


def _banner_owns(package: FailedPackage, owner: _Owner) -> bool:
    """Whether the untagged run of lines ``owner`` is ``package``'s failed task's output: it names the
    package (or its folder, npm 6), and its script, when known, is one of the package's failed tasks
    (:attr:`FailedPackage.tasks`) when the runner names them."""
    if owner.script is not None and package.tasks and owner.script not in package.tasks:
        return False
    return owner.name == package.name or (owner.folder is not None and owner.folder == package.folder)


def _tag_key(prefix: str) -> str:
    """The package part of a runner's tag: pnpm's ``packages/web test: `` → ``packages/web``,
    Turborepo's ``@acme/web:test: `` → ``@acme/web``, Yarn's ``[@acme/web]: `` and concurrently's
    ``[web] `` → ``@acme/web``, ``web``."""
    tag = prefix.strip()
    if tag.startswith("["):
        return tag[1:].split("]", 1)[0]
    return tag.split(" ", 1)[0].split(":", 1)[0]


def _tag_task(prefix: str) -> str | None:
    """The task part of a runner's tag, when it has one: Turborepo's ``@acme/web:test: `` →
    ``test``, pnpm's ``packages/web test: `` → ``test``; ``None`` for a tag of a package or a
    command alone (Nx's ``web: ``, concurrently's ``[web] ``)."""
    tag = prefix.strip().removesuffix(":")
    if tag.startswith("["):
        return None
    name, _, task = tag.partition(" ") if " " in tag else tag.partition(":")
    return task or None if name else None


def _owns(package: FailedPackage, prefix: str) -> bool:
    """Whether the line a runner's tag ``prefix`` opens is ``package``'s failed output: the tag's
    package part (:func:`_tag_key`) is its name or its folder's end, or the tag of a line that named
    it failed (:attr:`FailedPackage.tags`), and its task part (:func:`_tag_task`), when both are
    known, one of the package's failed tasks (:attr:`FailedPackage.tasks`)."""
    key, task = _tag_key(prefix), _tag_task(prefix)
    if task is not None and package.tasks and task not in package.tasks:
        return False
    return key in (package.name, package.relative) or key in package.tags or package.folder.endswith(f"/{key}")


def _relative(folder: str, tags: set[str]) -> str | None:
    """``folder`` (absolute) from the workspace's root: without the runner's checkout folder, else
    the tag of its section that ends it (pnpm's ``packages/web``), else None."""
    relative = without_runner_folder(f"{folder}/").rstrip("/")
    if relative != folder:
        return relative or "."
    ends = [tag for tag in tags if "/" in tag and folder.endswith(f"/{tag}")]
    return max(ends, key=len) if ends else None
