"""The checkout folder of a CI runner at the start of a path a job printed, and that path without it."""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

RUNNER_WORKSPACE = LazyRE2(
    r"(?:/home/runner/work|/Users/runner/work|/__w|[A-Za-z]:[/\\]a|/[cd]/a|/home/vsts/work"
    r"|(?:/home|/Users|[A-Za-z]:[/\\]Users|/c/Users)[/\\]travis[/\\]build"
    r"|(?:[A-Za-z]:)?[/\\][^\s:]*?[/\\]_work"
    r"|/builds(?:/[^/\s]+/\d+)?|(?:[A-Za-z]:)?[/\\][^\s:]*?[/\\]builds[/\\][^/\\\s]+[/\\]\d+)"
    r"[/\\][^/\\\s]+[/\\][^/\\\s]+[/\\]"
)
"""The checkout folder of a runner (``GITHUB_WORKSPACE``, ``TRAVIS_BUILD_DIR``, ``CI_PROJECT_DIR``,
``Build.SourcesDirectory``), as its tools print it:

- GitHub Actions: ``<work>/<repository>/<repository>/``; the hosted images' work folder is
  ``/home/runner/work`` (Linux), ``/Users/runner/work`` (macOS), ``D:\\a`` (Windows; ``C:\\a`` on
  images without a ``D:`` drive, actions/runner-images#12386, #12744), which Git Bash and MSYS2
  tools print as ``/d/a`` (``/c/a``); a self-hosted runner's is ``<its folder>/_work``
  (actions/runner's default); a job's ``container:`` sees the work folder mounted at ``/__w``
  (``GITHUB_WORKSPACE=/__w/<repository>/<repository>``: actions/runner#2185, actions/checkout#785);
- Travis CI: ``$TRAVIS_HOME/build/<owner>/<repository>/`` (travis-build's ``TRAVIS_BUILD_DIR``);
  the home folder is ``/home/travis`` (Linux), ``/Users/travis`` (macOS), ``C:\\Users\\travis``
  (Windows, ``/c/Users/travis`` in its Git Bash);
- GitLab CI: ``$CI_BUILDS_DIR/<group>/<project>/`` (``CI_PROJECT_DIR``; the Docker executor's
  ``CI_BUILDS_DIR`` is ``/builds``), or ``$CI_BUILDS_DIR/<runner token>/<concurrent id>/<group>/<project>/``
  (the shell executor's ``<its home>/builds/t1_9oyyF1/0/group/project/``, and the Kubernetes
  executor's ``/builds/DFtgsufb/0/group/project/`` since gitlab-runner 14: gitlab-org/gitlab-runner#28023,
  #38530). A project in a subgroup (``/builds/group/sub/project/``) cannot be told from a group's project
  by the path alone: its subgroup's folder is taken for the group's, and its project's folder stays;
- Azure Pipelines: ``$(Agent.BuildDirectory)/s/`` (``Build.SourcesDirectory``), the build directory
  being the agent's work folder and a number: ``/home/vsts/work/1/s/`` (hosted Linux),
  ``/Users/runner/work/1/s/`` (macOS), ``D:\\a\\1\\s\\`` (Windows), ``<agent>/_work/1/s/`` (self-hosted);
  the repository's name is no part of it (:func:`runner_repository`).

A GitHub work folder's match counts only when its last two folders are one name, the repository's,
or Azure's ``<number>/s`` (:func:`checkout_folder`): RE2 has no backreference to say so."""

_SHARED_WORK_FOLDER = LazyRE2(
    r"(?:/home/runner/work|/Users/runner/work|/__w|[A-Za-z]:[/\\]a|/[cd]/a|(?:[A-Za-z]:)?[/\\][^\s:]*?[/\\]_work)"
    r"[/\\][^/\\\s]+[/\\][^/\\\s]+[/\\]$"
)
"""A checkout folder :data:`RUNNER_WORKSPACE` matched in a work folder GitHub's runner shares with
Azure's agent (hosted and self-hosted): ``<work>/<repository>/<repository>/`` or
``<work>/<number>/s/``; anything else below it is the runner's own (``_temp/x/``,
``_actions/owner/``) or a folder a step made beside the checkout."""


_BACKSLASHES = LazyRE2(r"\\+")
"""A run of backslashes: a Windows path's separator, doubled when the path was JSON-escaped."""


def checkout_folder(path: str) -> str | None:
    """The runner's checkout folder ``path`` starts with (:data:`RUNNER_WORKSPACE`, its separator
    kept at the end: ``/home/runner/work/app/app/src/a.js`` → ``/home/runner/work/app/app/``), or
    None. In a GitHub work folder the last two names must be one (``/home/runner/work/app/t2/x.ts``
    and ``/home/runner/work/_actions/owner/action/v1/index.js`` are no checkout's files), or Azure's
    ``<number>/s`` (``D:\\a\\1\\s\\``)."""
    found = RUNNER_WORKSPACE.match(path)
    if not found:
        return None
    folder = path[: found.end()]
    if _SHARED_WORK_FOLDER.match(folder):
        *_, parent, name = folder.replace("\\", "/").rstrip("/").split("/")
        if name != parent and not (parent.isdigit() and name == "s"):
            return None
    return folder


def without_runner_folder(file: str) -> str:
    """``file`` without the runner's checkout folder it starts with (:data:`RUNNER_WORKSPACE`;
    ``/home/runner/work/app/app/src/a.js`` → ``src/a.js``, ``D:\\a\\app\\app\\src\\a.js`` →
    ``src/a.js``), else as it is. Needs no checkout: the same on every machine."""
    folder = checkout_folder(file)
    return file[len(folder) :].replace("\\", "/") if folder else file


def with_forward_slashes(file: str) -> str:
    """``file`` (a path as a job printed it) with each run of backslashes one ``/``: a Windows
    runner's tools print a relative path with its separators (mypy's and pytest's
    ``tests\\test_cart.py:9``) and a location is a repository path (``tests/test_cart.py``), the same
    whichever runner printed it; a JSON-escaped path's doubled ones are one (``src\\\\a.py``). A
    drive's colon stays (``D:\\a\\app\\app\\x.py`` → ``D:/a/app/app/x.py``, still a runner's checkout
    folder, :func:`checkout_folder`)."""
    return _BACKSLASHES.sub("/", file) if "\\" in file else file


def runner_repository(folder: str) -> str | None:
    """The repository's name that ``folder`` (a runner's checkout folder, :data:`RUNNER_WORKSPACE`'s
    match: ``/home/runner/work/app/app/``) ends with (``app``), or None when the folder names none:
    Azure Pipelines' ``<build directory number>/s/`` (``/home/vsts/work/1/s/``, ``D:\\a\\1\\s\\``)."""
    parts = folder.replace("\\", "/").rstrip("/").split("/")
    if len(parts) >= 2 and parts[-1] == "s" and parts[-2].isdigit():
        return None
    return parts[-1]
