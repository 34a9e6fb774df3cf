"""A test module pytest could not import because a package is missing: the project's own or a third party's.

pytest reports a test module (or a conftest) it could not import as a collection error: ``ImportError
while importing test module '/home/runner/work/shop/shop/tests/test_cart.py'.`` (or ``while loading
conftest '…'``), the frames of the import (``tests/test_cart.py:1: in <module>``, the source line
below each), and the exception, ``E   ModuleNotFoundError: No module named 'shop'`` (pytest's
``_pytest/python.py``, ``Module._importtestmodule``). No test ran, and the module it names is either
the project's own (its package not installed, ``pip install -e .``, or not on the path: a src
layout without pytest's ``pythonpath``; configuration: the workflow or the test setup is to fix)
or a third-party package the job did not install (dependency resolution: add it to the test
requirements).

The log tells them apart by the paths it prints: the project's own module is a folder or a file of
its checkout, so its top-level name is a part of a path the failing step prints (the test module's
path, a frame's, ``rootdir: /home/runner/work/shop/shop``, another tool's `` --> app/__init__.py``),
where a third-party package's is not (paths through installed packages and Python's own library
left out: they are no part of the checkout). With the checkout at hand (``--checkout``) its own
packages tell it too (:mod:`ci_triage.logs.local_packages`: a src layout's ``src/inventory/`` in a
repository ``inventory-service``, whose printed paths never show it). A dotted name (``No module
named 'widget.missing'``) is neither: Python names the submodule only once its package was imported
(the import system's ``_find_and_load``), so the package is there and lacks the module (the
project's code renamed it, or a package's version no longer has it), a test failure of the code. A
project's module whose folder neither a printed path nor the checkout shows (``from myapp.settings
import …`` in a conftest whose path is ``…/pycoll/tests/conftest.py``, no ``--checkout``) reads as
not installed; the import error's next step names both fixes.
"""

from __future__ import annotations

from collections.abc import Collection

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.taxonomy import Category

_IMPORT_ERROR = LazyRE2(r"^ImportError while (?:loading conftest|importing test module) '[^']+\.py'\.$")
"""pytest's line above a collection error's import frames (the pytest skill's ``collection-import-error``)."""
_NOT_FOUND = LazyRE2(r"^E\s+ModuleNotFoundError: No module named '(?P<module>[\w.]+)'$")
"""The import's exception, as pytest prints it under the frames (``E   `` before it)."""
_PATH = LazyRE2(r"(?:[A-Za-z]:)?[\w.@+~-]*(?:[/\\][\w.@+~-]+)+|[\w.-]+\.py\b")
"""A path the step prints anywhere on a line: a frame's ``tests/test_cart.py:1: in <module>``, the
session header's ``rootdir: /home/runner/work/shop/shop``, a linter's `` --> app/__init__.py:1:1``."""
_SECTION_END = LazyRE2(r"^(?:_{3,} |={3,} )")
"""The next report's header (``____ ERROR collecting … ____``) or the summary's (``==== short test
summary info ====``): the end of one collection error's lines."""
INSTALLED_FOLDERS = frozenset({"site-packages", "dist-packages"})
"""Folders of installed packages (the ``site`` module's; Debian's ``dist-packages``): a path through
one is no part of the checkout."""
OWN_PACKAGE: Category = "configuration"
"""The category of the project's own package not importable: the job did not install the project
(``pip install -e .``) or put its folder on the path (a src layout, pytest's ``pythonpath``); the
fix is in the workflow or the test configuration, not in the code or its dependencies."""
NOT_INSTALLED: Category = "dependency resolution"
"""The category of a third-party package the job did not install: add it to the test requirements."""
IMPORT_LINES = 60
"""Lines below the import error read at most for its exception: pytest prints the import's frames,
a few to a dozen, with their source lines."""


def settled_imports(
    lines: dict[int, LogLine], sections: Collection[Section], local: Collection[str] = frozenset()
) -> dict[int, Category]:
    """The numbers (1-based, keys of ``lines``), in ``sections`` (the failing steps), of pytest's
    ``ImportError while importing test module …`` lines and of the ``ModuleNotFoundError`` line
    below each, each with the category the module it names settles: :data:`OWN_PACKAGE` when its
    top-level name is the project's (a part of a path the step prints, or one of ``local``, the
    checkout's packages, :func:`ci_triage.logs.local_packages.local_packages`), :data:`NOT_INSTALLED`
    when it is not (see the module docstring); a dotted name settles nothing. Linear in the lines
    read (each import error reads at most :data:`IMPORT_LINES`)."""
    by_index = {section.index: section for section in sections}
    parts: dict[int, set[str]] = {}  # each section's path parts
    missing: list[tuple[int, int, str]] = []
    for number in sorted(lines):
        line = lines[number]
        if line.section not in by_index:
            continue
        for path in _PATH.finditer(line.text):
            parts.setdefault(line.section, set()).update(_checkout_parts(path.group(0)))
        if _IMPORT_ERROR.match(line.text) and (found := _missing_module(lines, number)) is not None:
            missing.append((number, *found))
    settled: dict[int, Category] = {}
    for number, below, module in missing:
        if "." in module:
            continue
        own = module in local or module in parts.get(lines[number].section, ())
        settled[number] = settled[below] = OWN_PACKAGE if own else NOT_INSTALLED
    return settled


def _missing_module(lines: dict[int, LogLine], number: int) -> tuple[int, str] | None:
    """The number of the ``ModuleNotFoundError`` line below the import error on line ``number`` and
    the module it names, within :data:`IMPORT_LINES` and before the next report's header; None when
    none is there."""
    for below in range(number + 1, number + IMPORT_LINES):
        line = lines.get(below)
        if line is None or _SECTION_END.match(line.text):
            return None
        if (missing := _NOT_FOUND.match(line.text)) is not None:
            return below, missing.group("module")
    return None


def _checkout_parts(path: str) -> set[str]:
    """The folder and file names (a ``.py`` file's without it; ``-`` read as ``_``, as an import
    name spells a distribution's) of ``path``; none when it runs through installed packages or
    Python's own library (``…/lib/python3.11/…``)."""
    names = [name for name in path.replace("\\", "/").split("/") if name]
    if INSTALLED_FOLDERS & set(names) or any(name.startswith("python") and name[6:7].isdigit() for name in names):
        return set()
    return {name.removesuffix(".py").replace("-", "_") for name in names}
