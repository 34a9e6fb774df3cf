"""A path inside a temporary folder a build copied the project's files to, as the project's path.

Build tools copy sources to a fresh temporary folder and compile them there: numpy's f2py copies
``interp.f90`` to ``/tmp/tmpfwzdrg5_/`` and runs meson and gfortran on it (``/tmp/tmpfwzdrg5_/
interp.f90:10:64:``, numpy 2.4.6 with ``--backend meson``), pip before 21.3 copied a local project to
``/tmp/pip-req-build-k2d3v0qz/``. The folder is gone after the job and named anew each run; the
file below it is the project's, by its path from there: ``interp.f90``, which
:class:`~ci_triage.evidence.repository_paths.RepositoryPaths` then finds where the log or the
checkout names it (``src/interp.f90``). A file there that the log names with no line is none of the
project's files but one the run wrote (pytest-mpl's ``/tmp/tmpbg0l8oql/test_plot.test_sine/
baseline.png``, ``result-failed-diff.png``): no location (:func:`in_temporary_folder`). The
folder's name is Python's ``tempfile`` one (``tmp`` and 8 letters, digits or ``_``) or pip's build
copy, in the system's temporary folder: ``/tmp``, ``/var/tmp``, the runner's ``RUNNER_TEMP``
(``/home/runner/work/_temp``, ``D:/a/_temp``), macOS's ``/var/folders/xx/yyy/T`` and Windows'
``C:/Users/NAME/AppData/Local/Temp`` (forward slashes).
"""

from __future__ import annotations

from ci_triage.logs.re2_patterns import LazyRE2

_IN_TEMPORARY_FOLDER = LazyRE2(
    r"^(?:/tmp|/var/tmp|/home/runner/work/_temp|[A-Za-z]:/a/_temp|(?:/private)?/var/folders/[^/]+/[^/]+/T"
    r"|[A-Za-z]:/Users/[^/]+/AppData/Local/Temp)"
    r"/(?:tmp|pip-req-build-)[a-z0-9_]{8}/(?P<file>[^/].*)$"
)
"""A file (``file``) in a folder Python's ``tempfile.mkdtemp`` or pip made in a temporary folder."""


def without_temporary_folder(file: str) -> str:
    """``file`` (a path with forward slashes) without the temporary folder it lies in
    (``/tmp/tmpfwzdrg5_/interp.f90`` → ``interp.f90``), else as it is."""
    found = _IN_TEMPORARY_FOLDER.match(file)
    return str(found.group("file")) if found else file


def in_temporary_folder(file: str) -> bool:
    """Whether ``file`` (a path with forward slashes) lies in a folder Python's ``tempfile.mkdtemp`` or
    pip made in a temporary folder (:data:`_IN_TEMPORARY_FOLDER`)."""
    return _IN_TEMPORARY_FOLDER.match(file) is not None
