"""A relative path that is a file of a package the log shows installed, not of the checkout.

A compiled module records its source's path as it was built, relative to the package's own tree:
pandas' Cython frames read ``File pandas/_libs/index.pyx:172, in
pandas._libs.index.IndexEngine.get_loc()`` in IPython's traceback (nbval, nbconvert ``--execute``;
IPython 9, pandas 3.1, trial 106) and ``File "pandas/_libs/index.pyx", line 172, in …`` in Python's,
beside the same package's Python frames under ``…/site-packages/pandas/core/frame.py``. Such a path
looks like the project's own, relative to the checkout; its first folder, the top-level package the
traceback shows installed, says whose it is.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2

INSTALLED_PACKAGE = LazyRE2(r"[/\\](?:site|dist)-packages[/\\](?P<package>[A-Za-z_]\w*)")
"""The top-level package of an installed package's file (``…/site-packages/pdm/core.py``: ``pdm``;
Debian's ``dist-packages``)."""


class InstalledPackages:
    """The top-level packages ``lines`` (1-based numbers to lines) show installed (a path through
    ``site-packages`` or ``dist-packages``: :data:`INSTALLED_PACKAGE`), less the top folders of
    ``own`` (the failed tests' files: the project's, though a package of that name is installed)."""

    def __init__(self, lines: Mapping[int, LogLine], own: Collection[str] = ()) -> None:
        mine = {file.replace("\\", "/").lstrip("./").split("/", 1)[0] for file in own}
        self._packages = {
            found.group("package")
            for line in lines.values()
            if "-packages" in line.text and (found := INSTALLED_PACKAGE.search(line.text)) is not None
        } - mine

    def holds(self, file: str) -> bool:
        """Whether ``file``, a relative path with folders (``pandas/_libs/index.pyx``), starts with
        the folder of a package the log shows installed; an absolute path or a bare file name never."""
        path = file.replace("\\", "/").removeprefix("./")
        top, slash, _rest = path.partition("/")
        return bool(slash) and not path.startswith("/") and ":" not in top and top in self._packages
