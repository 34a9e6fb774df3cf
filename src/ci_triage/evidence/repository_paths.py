"""Source locations as paths of the repository: what a log names, made relative to the checkout.

A job prints the paths of the repository's files in many ways: absolute, inside the runner's
checkout (``/home/runner/work/app/app/src/x.py``, ``D:\\a\\app\\app\\src\\x.py``, a self-hosted
runner's ``/opt/actions-runner/_work/app/app/src/x.py``, Travis CI's
``/home/travis/build/owner/app/src/x.py``, GitLab's ``/builds/owner/app/src/x.py``, Azure Pipelines'
``/home/vsts/work/1/s/src/x.py``: every form :func:`~ci_triage.logs.runner_folder.checkout_folder` knows)
or the local checkout's folder; relative to a step's ``working-directory`` or to a folder the
script entered (``cd web && npm test``); relative to the tool's own project (cargo in a workspace
member, npm in a package folder); or by file name alone (a JVM frame's ``CalcTest.java``).
:class:`RepositoryPaths` turns each into the path of a file of the checkout (``src/x.py``) when
it can:

- an absolute path inside the checkout or a runner's checkout folder loses that prefix (with or
  without a checkout: on a runner that folder is the checkout); the checkout is the git repository
  the given folder lies in (its root, the nearest folder at or above it holding ``.git``), so a
  path is the same run from the root or from a subfolder (``/w/app/py/x.py`` is ``py/x.py`` from
  ``/w/app`` and from ``/w/app/py``); a given folder in no git repository (a project that is no
  clone, a plain log of a local run) is no checkout, but a path inside it loses that folder all the
  same (``/home/u/proj/src/a.rb`` from ``/home/u/proj`` is ``src/a.rb``), as a step's absolute
  working directory's does below;
- an absolute path the checkout does not hold, in a folder the step ran in (the workflow's
  absolute ``working-directory: /srv/ci/calc``, or one the log names: pytest's ``rootdir:``, a
  ``cd /srv/ci/calc``, :func:`~ci_triage.logs.working_folder.working_folders`), is relative to it
  (the shortest such folder);
- with a checkout, a location that is one of its folders (``frontend``, the working directory a
  runner could not enter) is none;
- the step's folders are its ``working-directory`` and the folders its script enters (``cd DIR``),
  from the workflow file; without one, the folders the script enters as the log's step header
  shows it (``Run cd sub && pytest``);
- without a checkout, a path the log printed relative is joined with the step's one folder (its
  ``working-directory``, or the one folder its script enters), unless it begins with that folder
  already: a tool prints its paths from where it ran (:meth:`RepositoryPaths._in_the_step_folder`);
  one it printed absolute never is (``/home/u/proj/src/buf.c`` from ``cd build && ctest`` in the
  plain checkout folder ``/home/u/proj`` is ``src/buf.c``);
- with a checkout (a folder holding ``.git``), a relative path is joined with the step's working
  directory, then with each folder the step's script enters, and kept where that first makes a
  file of the checkout (pytest's ``tests/test_calc.py`` under ``cd sub`` is ``sub/tests/test_calc.py``
  even when the root holds a ``tests/test_calc.py`` too); else it is kept when it is a file of the
  checkout as it is; else it is joined with the test folder a test runner's config names
  (Playwright's ``testDir``, which it prints its tests' places from:
  :mod:`~ci_triage.evidence.config_test_dir`) where that makes a file; else, when exactly one file of the checkout
  ends with it (``src/lib.rs`` of a workspace member, ``crates/core/src/lib.rs``), it becomes
  that file's path; a JVM source a stack frame names by its class's package
  (``com/example/calc/CalculatorTest.java``, :mod:`ci_triage.logs.jvm_frame_file`) that no file's path
  ends with is the one file of the checkout of its name (Kotlin's layout leaves out the common root
  package's folders, ``src/main/kotlin/calc/Sum.kt`` of ``com.example.calc``; a Groovy script needs none);
- without a checkout, a relative path that is the end of exactly one path the log printed in a
  runner's checkout folder is that path (pytest under ``working-directory: px``: ``tests/test_p.py:3``
  beside ``/home/runner/work/shop/shop/px/tests/test_p.py, line 4`` is ``px/tests/test_p.py``);
- a log of another repository is not made the checkout's: when a path of the log lies in a
  runner's checkout folder naming a repository other than the checkout's folder name
  (``/home/runner/work/app/app/`` inside a checkout ``mine``), only the runners' prefixes are
  dropped, and no folder of the checkout is joined to a path or found by its name;
- a relative path that leaves the workspace (``../ans/site.yml``, a tool run from the checkout's
  root, or from the step's folders, reading a folder beside it) is no location of the repository
  and is dropped, unless it leads into the checkout from one of the step's folders (``../shared/x.ts``
  from ``web``: ``shared/x.ts``) or, with a checkout, exactly one file of the checkout ends with
  what follows its ``../`` parts (the step ran in a folder the log does not name);
- two locations naming the same file and line (one path ends with the other, vitest's
  ``src/x.test.ts:4:98`` and its ``::error file=/…/web/src/x.test.ts,line=4`` annotation) are one,
  with the longer path.

Anything else stays as the log wrote it. No file's content is read but a test runner's config
(its ``testDir``): only whether a path is a file or a folder, and, for the last rule, the names
of the checkout's files (walked once, ``.git``, dependency and build folders and folders that are
repositories of their own skipped, at most :data:`MAX_INDEXED_FILES`). Only locations are
rewritten, and the files of the failed tests: the summary and the headlines quote the log's lines as the
log has them (a file put in front of a quoted line loses only the runner's checkout folder,
:func:`ci_triage.logs.diagnostic_file.with_diagnostic_location`, the same on every machine).
"""

from __future__ import annotations

import copy
import dataclasses
import os
import posixpath
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING

from ci_triage.evidence.config_test_dir import config_test_dirs
from ci_triage.logs.jvm_frame_file import JVM_SOURCE_SUFFIXES
from ci_triage.logs.model import FailedTest, JobReport, Location, TriageReport, WorkflowStep
from ci_triage.logs.runner_folder import checkout_folder, runner_repository, with_forward_slashes
from ci_triage.logs.skills import repository_root
from ci_triage.logs.working_folder import entered_folders

if TYPE_CHECKING:
    from ci_triage.evidence.model import JobLog

SKIPPED_FOLDERS = frozenset({".git", "node_modules", "target", "build", "dist", ".venv", "venv", "__pycache__"})
"""Folders of the checkout not walked for a file name: version control, dependencies, build output."""
MAX_INDEXED_FILES = 100_000
"""Files of the checkout indexed by name at most (a monorepo's first 100,000 in walk order); over it,
no file is found by its name alone (:meth:`RepositoryPaths._only_file_ending_with`)."""


class RepositoryPaths:
    """Rewrites location paths for the checkout ``checkout`` lies in (its git repository's root,
    :func:`~ci_triage.logs.skills.repository_root`; None, or a folder in no git repository, is no
    checkout: the runners' prefixes and that folder only, see the module docstring); ``folders``: where the failing
    step ran, in the order tried (its ``working-directory``, then the folders its script enters:
    :func:`step_folders`)."""

    def __init__(self, checkout: Path | None, folders: Sequence[str] = ()) -> None:
        root = repository_root(checkout) if checkout is not None else None
        self.root = root.resolve() if root is not None and (root / ".git").exists() else None
        self.folders = [folder for folder in folders if folder and folder != "." and not folder.startswith("/")]
        self.absolute = sorted(
            {
                *(folder.rstrip("/") for folder in folders if folder.startswith("/") and folder.rstrip("/")),
                *_plain_folder(checkout, self.root),
            },
            key=len,
        )
        """The step's absolute working directories (the workflow's ``working-directory: /srv/app``;
        for a report, those its log names too: :meth:`job`) and a checkout folder in no git
        repository (:func:`_plain_folder`), shortest first: a path below one that the checkout
        does not hold is relative to it (:meth:`_without_prefix`)."""
        self._by_name: dict[str, list[str]] | None = None
        self._names_cut = False  # the walk stopped at MAX_INDEXED_FILES: a name's other files may be unseen
        self._config_test_dirs: list[str] | None = None

    def path(self, file: str) -> str:
        """``file`` as a path of the repository where one of the rules applies, else unchanged."""
        relative = self._without_prefix(file)
        if relative is None:
            return file
        if self.root is None:
            return self._in_the_step_folder(file, relative)
        step_folders = self.folders if not _printed_absolute(file) else []
        joined = self._first_file_below(step_folders, relative)  # printed from the folder the step ran in
        if joined is not None:
            return joined
        if self._is_file(relative):
            return relative
        joined = self._first_file_below(self._test_dirs(), relative)  # printed from the runner's test folder
        if joined is not None:
            return joined
        found = self._only_file_ending_with(_below_parents(relative))
        if found is None and relative.endswith(JVM_SOURCE_SUFFIXES):
            found = self._only_file_ending_with(PurePosixPath(relative).name)
        return found or relative

    def _first_file_below(self, folders: list[str], relative: str) -> str | None:
        """``relative`` joined with the first of ``folders`` (paths of the checkout) below which it
        is a file of the checkout; None when it is below none."""
        for folder in folders:
            joined = posixpath.normpath(f"{folder.rstrip('/')}/{relative}")
            if self._is_file(joined):
                return joined
        return None

    def _test_dirs(self) -> list[str]:
        """The test folders the checkout's test runner configs name (:func:`config_test_dirs`: a
        Playwright config's ``testDir``, which its paths are printed relative to), read once."""
        if self._config_test_dirs is None:
            assert self.root is not None
            self._config_test_dirs = config_test_dirs(self.root, self.folders)
        return self._config_test_dirs

    def _in_the_step_folder(self, file: str, relative: str) -> str:
        """Without a checkout: ``relative`` (``file`` as a path relative to where it was printed)
        joined with the step's folder when the step has exactly one (its ``working-directory``, or
        the one folder its script enters) and ``file`` is a relative path that does not already
        begin with it (a tool run there prints its paths from there: vitest's ``src/rank.ts`` under
        ``working-directory: packages/core`` is ``packages/core/src/rank.ts``); a path the log printed
        absolute (in a runner's checkout folder, the plain checkout folder or an absolute working
        directory: :attr:`absolute`) is already whole, the folder the step ran in is no part of it
        (ctest run by ``cd build && ctest`` prints ``/home/u/proj/src/buf.c``, which is ``src/buf.c``,
        not ``build/src/buf.c``), and with several folders which one printed it cannot be told, so
        either stays ``relative``."""
        if len(self.folders) != 1 or _printed_absolute(file):
            return relative
        folder = self.folders[0].rstrip("/")
        if relative == folder or relative.startswith(f"{folder}/"):
            return relative
        joined = posixpath.normpath(f"{folder}/{relative}")
        return relative if joined == ".." or joined.startswith("../") else joined

    def leaves_workspace(self, file: str) -> bool:
        """Whether ``file`` (as the log names it) is a relative path that leads out of the workspace
        from its root and from every folder of the step (``../ans/site.yml``) and, with a checkout,
        names no file of it by what follows its ``../`` parts (:meth:`path`): no location of the
        repository. False for any other path (an absolute one outside the checkout stays as the log
        wrote it)."""
        relative = self._without_prefix(file)
        if relative is None or not relative.startswith("../"):
            return False
        for folder in ("", *self.folders):
            normalised = posixpath.normpath(posixpath.join(folder, relative))
            if normalised != ".." and not normalised.startswith("../"):
                return False
        return self.root is None or self._only_file_ending_with(_below_parents(relative)) is None

    def _without_prefix(self, file: str) -> str | None:
        """``file`` relative to the checkout (``./`` dropped, ``/`` between its folders: a Windows
        runner's ``tests\\test_cart.py`` is ``tests/test_cart.py``) or to the step's absolute working
        directory it lies in (:attr:`absolute`), or None for an absolute path outside both."""
        file = with_forward_slashes(file.strip())
        if self.root is not None and file.startswith(f"{self.root.as_posix()}/"):
            return file[len(self.root.as_posix()) + 1 :]
        folder = checkout_folder(file)
        if folder:
            return file[len(folder) :]
        for absolute in self.absolute:
            if file.startswith(f"{absolute}/") and len(file) > len(absolute) + 1:
                return file[len(absolute) + 1 :]
        if file.startswith("/") or (len(file) > 2 and file[1] == ":" and file[2] == "/"):
            return None
        return file.removeprefix("./")

    def _is_file(self, relative: str) -> bool:
        return self._is(relative, Path.is_file)

    def _is_folder(self, file: str) -> bool:
        """Whether ``file`` (as the log names it) is a folder of the checkout."""
        relative = self._without_prefix(file)
        return self.root is not None and relative is not None and self._is(relative, Path.is_dir)

    def _is(self, relative: str, kind: Callable[[Path], bool]) -> bool:
        """Whether the checkout's ``relative`` path is of ``kind`` (``Path.is_file``, ``Path.is_dir``);
        False for a path that leaves the checkout or enters ``.git``."""
        assert self.root is not None
        parts = PurePosixPath(relative).parts
        if ".." in parts or ".git" in parts:
            return False
        try:
            return kind(self.root / relative)
        except OSError:
            return False

    def _only_file_ending_with(self, relative: str) -> str | None:
        """The one file of the checkout whose path ends with ``relative`` (whole parts), if exactly one does;
        None when the checkout has more files than were indexed (:data:`MAX_INDEXED_FILES`): another
        file of that name may lie in the part not walked."""
        parts = PurePosixPath(relative).parts
        if not parts or ".." in parts:
            return None
        candidates = [
            path for path in self._names().get(parts[-1], []) if PurePosixPath(path).parts[-len(parts) :] == parts
        ]
        return candidates[0] if len(candidates) == 1 and not self._names_cut else None

    def _names(self) -> dict[str, list[str]]:
        """The checkout's files by name (walked once, on first use; see :data:`SKIPPED_FOLDERS`). A
        folder holding its own ``.git`` (a clone, a worktree or a submodule inside the checkout) is
        another repository and is not walked: a log's bare name is never found in it (trial-24
        finding 2: run from a folder of clones inside an unrelated checkout, ``tests/test_remote.py``
        became ``play/wt/flaky/tests/test_remote.py``). Nor is a virtualenv of any name (a folder
        holding ``pyvenv.cfg``, PEP 405: CI's ``.venv-ci``), whose files are installed packages'."""
        if self._by_name is None:
            assert self.root is not None
            self._by_name = {}
            count = 0
            for folder, subfolders, files in os.walk(self.root):
                subfolders[:] = sorted(
                    name
                    for name in subfolders
                    if name not in SKIPPED_FOLDERS
                    and not os.path.lexists(os.path.join(folder, name, ".git"))
                    and not os.path.lexists(os.path.join(folder, name, "pyvenv.cfg"))
                )
                base = Path(folder).relative_to(self.root).as_posix()
                for name in files:
                    self._by_name.setdefault(name, []).append(name if base == "." else f"{base}/{name}")
                    count += 1
                if count >= MAX_INDEXED_FILES:
                    self._names_cut = True
                    break
        return self._by_name

    def agrees_with(self, files: Iterable[str]) -> bool:
        """Whether the log whose locations name ``files`` can be from this checkout: False when one
        of them lies in a runner's checkout folder (:func:`~ci_triage.logs.runner_folder.checkout_folder`,
        ``/home/runner/work/REPO/REPO/``) whose repository name is not the checkout's folder name
        (a log of another repository triaged inside an unrelated checkout; Azure Pipelines'
        ``/home/vsts/work/1/s/`` names none, :func:`~ci_triage.logs.runner_folder.runner_repository`);
        True otherwise."""
        if self.root is None:
            return True
        for file in files:
            folder = checkout_folder(file.strip())
            if folder:
                repository = runner_repository(folder)
                if repository is not None and repository != self.root.name:
                    return False
        return True

    def locations(self, locations: Iterable[Location]) -> list[Location]:
        """``locations`` with their paths rewritten (:meth:`path`), without those that are folders of
        the checkout or lead out of the workspace (:meth:`leaves_workspace`); two that name the same
        file, line and column are one (:func:`merge_same_file`). When the locations disagree with the
        checkout (:meth:`agrees_with`), only the runners' prefixes are dropped: the checkout's files
        and folders are not consulted."""
        locations = list(locations)
        paths = self if self.agrees_with(location.file for location in locations) else RepositoryPaths(None)
        in_checkout = paths._in_runner_checkout(location.file for location in locations)
        kept: dict[tuple[str, int | None, int | None], Location] = {}
        for location in locations:
            if (location.line is None and paths._is_folder(location.file)) or paths.leaves_workspace(location.file):
                continue
            file = paths._as_printed_in_checkout(location.file, in_checkout)
            kept.setdefault((file, location.line, location.column), dataclasses.replace(location, file=file))
        return merge_same_file(list(kept.values()))

    def failed_tests(self, tests: Iterable[FailedTest], locations: Iterable[Location]) -> list[FailedTest]:
        """``tests`` with their files' paths rewritten (:meth:`path`) as those of ``locations`` (the same
        report's) are, and each name that is its file as printed, or begins with it, with that file
        so too (:func:`_named_by_file`: node --test names a test file whose process failed by its
        absolute path, ``/home/runner/work/cli/cli/test/warn.test.js``): a path that leads out of the
        workspace stays as it is."""
        locations = list(locations)
        paths = self if self.agrees_with(location.file for location in locations) else RepositoryPaths(None)
        in_checkout = paths._in_runner_checkout(location.file for location in locations)
        return [
            _named_by_file(test, paths._as_printed_in_checkout(test.file, in_checkout))
            if test.file and not paths.leaves_workspace(test.file)
            else test
            for test in tests
        ]

    def _in_runner_checkout(self, files: Iterable[str]) -> set[str]:
        """The repository paths (:meth:`path`) of ``files`` (as the log names them) printed in a
        runner's checkout folder (:func:`~ci_triage.logs.runner_folder.checkout_folder`): where the
        repository's files are, whatever folder the step ran in."""
        return {self.path(file) for file in files if checkout_folder(with_forward_slashes(file.strip())) is not None}

    def _as_printed_in_checkout(self, file: str, in_checkout: set[str]) -> str:
        """``file`` as a path of the repository (:meth:`path`); without a checkout, a relative path
        that is the end of exactly one of ``in_checkout`` (:meth:`_in_runner_checkout`, whole parts)
        and none of them whole is that path: the step ran in a folder the log does not name, and its
        tool printed the same file both ways (pytest's ``tests/test_p.py:3`` and its fixture error's
        ``file /home/runner/work/shop/shop/px/tests/test_p.py, line 4`` under ``working-directory: px``)."""
        path = self.path(file)
        if self.root is not None or path in in_checkout or _printed_absolute(file):
            return path
        ending = [found for found in in_checkout if found.endswith(f"/{path}")]
        return ending[0] if len(ending) == 1 else path

    def job(self, report: JobReport) -> JobReport:
        """``report`` with its locations' and its failed tests' paths made the repository's, a path
        below a folder its log says the step ran in (:attr:`JobReport.working_folders`) relative to it."""
        paths = self._in_working_folders(report.working_folders)
        return dataclasses.replace(
            report,
            locations=paths.locations(report.locations),
            failed_tests=paths.failed_tests(report.failed_tests, report.locations),
        )

    def report(self, report: TriageReport) -> TriageReport:
        """``report`` (``ci-triage triage``'s) with every job's locations and failed tests and the top
        level's made the repository's (:meth:`job`; the top level's in every job's working folders)."""
        paths = self._in_working_folders([folder for job in report.jobs for folder in job.working_folders])
        tests = paths.failed_tests(report.failed_tests, report.locations)
        summary = report.summary
        for before, after in zip(report.failed_tests, tests, strict=True):
            if before.name != after.name:  # the summary names the test; the log's quotes stay as printed
                summary = summary.replace(before.name, after.name)
        return dataclasses.replace(
            report,
            summary=summary,
            locations=paths.locations(report.locations),
            failed_tests=tests,
            jobs=[self.job(job) for job in report.jobs],
        )

    def _in_working_folders(self, folders: Sequence[str]) -> RepositoryPaths:
        """These paths with ``folders`` (the folders a log says its step ran in,
        :attr:`~ci_triage.logs.model.JobReport.working_folders`): the absolute ones among
        :attr:`absolute`; the relative ones its script enters (``cd sub``) as the step's folders
        when the workflow gave none (a workflow step's folders hold its script's ``cd`` already,
        joined with its ``working-directory``, :func:`step_folders`); themselves when ``folders``
        is empty."""
        if not folders:
            return self
        paths = copy.copy(self)
        paths.absolute = sorted({*self.absolute, *(folder for folder in folders if folder.startswith("/"))}, key=len)
        entered = [folder for folder in dict.fromkeys(folders) if not folder.startswith("/")]
        paths.folders = self.folders or entered
        return paths


def _named_by_file(test: FailedTest, file: str) -> FailedTest:
    """``test`` with ``file`` (its file's path, made the repository's) as its file, and in its name
    where the name is its file as the log printed it or begins with it followed by a separator that
    is no part of a path (``::``, `` > ``): node --test's test file that failed whole, named by its
    absolute path, is named as its location is (``test/warn.test.js``)."""
    name = test.name
    if test.file and name.startswith(test.file) and file != test.file:
        rest = name[len(test.file) :]
        if not rest or not (rest[0].isalnum() or rest[0] in "._-/\\"):
            name = file + rest
    return dataclasses.replace(test, file=file, name=name)


def _printed_absolute(file: str) -> bool:
    """Whether the log printed ``file`` as an absolute path (``/…``, ``C:\\…`` or ``C:/…``): a path the
    folder the step ran in is not joined to."""
    printed = with_forward_slashes(file.strip())
    return printed.startswith("/") or printed[1:3] == ":/"


def _plain_folder(checkout: Path | None, root: Path | None) -> list[str]:
    """``[checkout]`` (resolved, ``/`` between its folders) when it is a folder in no git repository
    (``root`` None: ``--checkout`` of a project that is no clone, a plain log of a local run), so that
    a path the log prints inside it (``/home/u/proj/src/a.rb``) is relative to it (``src/a.rb``):
    no file of it is looked for; ``[]`` for a git checkout (its root decides), none given, or the
    file system's root (every absolute path lies in it)."""
    if checkout is None or root is not None:
        return []
    folder = checkout.resolve()
    return [] if folder.parent == folder else [folder.as_posix()]


def _below_parents(relative: str) -> str:
    """``relative`` without its leading ``../`` parts (``../ans/site.yml``: ``ans/site.yml``)."""
    while relative.startswith("../"):
        relative = relative[3:]
    return relative


def merge_same_file(locations: list[Location]) -> list[Location]:
    """``locations`` (in log order) with those naming the same file one: the same member and line,
    the same column or one without a column (two findings on one line, ruff's ``a.py:1:1`` and
    ``a.py:1:8``, stay two), one path's parts ending with the other's (vitest prints
    ``src/price.test.ts:4:98`` relative to its project and its ``::error file=`` annotation the
    absolute path, line 4). The one kept is at the first's place, with the longer path (the more
    precise one: it says where in the checkout the file is), the first column given, and the first
    message given."""
    merged: list[Location] = []
    for location in locations:
        parts = PurePosixPath(location.file.replace("\\", "/")).parts
        for index, earlier in enumerate(merged):
            earlier_parts = PurePosixPath(earlier.file.replace("\\", "/")).parts
            shorter, longer = sorted((parts, earlier_parts), key=len)
            if (
                earlier.member != location.member
                or earlier.line != location.line
                or (None not in (earlier.column, location.column) and earlier.column != location.column)
                or not shorter
                or longer[len(longer) - len(shorter) :] != shorter
            ):
                continue
            merged[index] = dataclasses.replace(
                earlier,
                file=location.file if len(parts) > len(earlier_parts) else earlier.file,
                column=earlier.column if earlier.column is not None else location.column,
                message=earlier.message or location.message,
            )
            break
        else:
            merged.append(location)
    return merged


def step_folders(step: WorkflowStep | None) -> list[str]:
    """Where the failing step ``step`` (its definition in the workflow file) runs its commands: its
    ``working-directory`` (or the job's ``defaults.run.working-directory``; an absolute one as it
    is: ``/srv/app``), then each folder its ``run`` script enters with ``cd`` (relative to the
    working directory); ``[]`` without a step."""
    if step is None:
        return []
    by_field = {line.field: line.text for line in step.lines}
    quoted = by_field.get("working-directory") or by_field.get("defaults.run.working-directory") or ""
    directory = _yaml_scalar(quoted)
    folders = [directory] if directory else []
    for entered in entered_folders(by_field.get("run", "")):
        folders.append(f"{directory.rstrip('/')}/{entered}" if directory else entered)
    return [PurePosixPath(folder).as_posix() for folder in folders]


def _yaml_scalar(quoted: str) -> str:
    """The value of a ``key: value`` line as the workflow file quotes it (``working-directory: ./web``
    → ``web``, ``/srv/app`` as it is), its quotes and a leading ``./`` dropped; ``""`` for an
    expression, a home or variable folder (``~/app``, ``$HOME/app``) or nothing."""
    value = quoted.partition(":")[2].strip().strip("'\"")
    if not value or "${{" in value or value.startswith(("~", "$")):
        return ""
    return value.removeprefix("./")


def logs_in_repository(logs: list[JobLog], checkout: Path | None, step: WorkflowStep | None) -> list[JobLog]:
    """``logs`` (the evidence's job logs) with each report's locations the repository's
    (:meth:`RepositoryPaths.job`), for the checkout at ``checkout`` and the failing step ``step``
    (:func:`step_folders`): before the evidence is numbered, so its items cite them so too."""
    paths = RepositoryPaths(checkout, step_folders(step))
    return [log.model_copy(update={"report": paths.job(log.report)}) for log in logs]
