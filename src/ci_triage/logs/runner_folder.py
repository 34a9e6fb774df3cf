"""The checkout folder of a CI runner at the start of a path a job printed, and that path without it."""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

RUNNER_WORKSPACE = LazyRE2(
    r"(?:/home/runner/work|/Users/runner/work|[A-Za-z]:[/\\]a|/[cd]/a"
    r"|(?:/home|/Users|[A-Za-z]:[/\\]Users|/c/Users)[/\\]travis[/\\]build"
    r"|(?:[A-Za-z]:)?[/\\][^\s:]*?[/\\]_work)"
    r"[/\\][^/\\\s]+[/\\][^/\\\s]+[/\\]"
)
"""The checkout folder of a runner (``GITHUB_WORKSPACE``, ``TRAVIS_BUILD_DIR``), as its tools print it:

- GitHub Actions: ``<work>/<repository>/<repository>/``; the hosted images' work folder is
  ``/home/runner/work`` (Linux), ``/Users/runner/work`` (macOS), ``D:\\a`` (Windows; ``C:\\a`` on
  images without a ``D:`` drive, actions/runner-images#12386, #12744), which Git Bash and MSYS2
  tools print as ``/d/a`` (``/c/a``); a self-hosted runner's is ``<its folder>/_work``
  (actions/runner's default);
- Travis CI: ``$TRAVIS_HOME/build/<owner>/<repository>/`` (travis-build's ``TRAVIS_BUILD_DIR``);
  the home folder is ``/home/travis`` (Linux), ``/Users/travis`` (macOS), ``C:\\Users\\travis``
  (Windows, ``/c/Users/travis`` in its Git Bash)."""


def without_runner_folder(file: str) -> str:
    """``file`` without the runner's checkout folder it starts with (:data:`RUNNER_WORKSPACE`;
    ``/home/runner/work/app/app/src/a.js`` → ``src/a.js``, ``D:\\a\\app\\app\\src\\a.js`` →
    ``src/a.js``), else as it is. Needs no checkout: the same on every machine."""
    found = RUNNER_WORKSPACE.match(file)
    return file[found.end() :].replace("\\", "/") if found else file
