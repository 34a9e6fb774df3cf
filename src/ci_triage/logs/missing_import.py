"""A test module a test runner could not import because a module is missing: the project's own or a third party's.

pytest reports a test module (or a conftest) it could not import as a collection error: ``ImportError
while importing test module '/home/runner/work/shop/shop/tests/test_cart.py'.`` (or ``while loading
conftest '…'``), the frames of the import (``tests/test_cart.py:1: in <module>``, the source line
below each), and the exception, ``E   ModuleNotFoundError: No module named 'shop'`` (pytest's
``_pytest/python.py``, ``Module._importtestmodule``). unittest's loader (``python -m unittest``,
and Django's ``manage.py test``, which discovers with it) reports it as a failed test whose
message is ``ImportError: Failed to import test module: test_cart``, a ``Traceback (most recent
call last):`` and the bare exception (``unittest/loader.py``, ``_make_failed_import_test``). No test
of that module ran, and the module the exception names is either the project's own or a third
party's.

The log tells them apart by the paths it prints: the project's own module is a folder or a file of
its checkout, so its top-level name is a part of a path the failing step prints (the test module's
path, a frame's, ``rootdir: /home/runner/work/shop/shop``, another tool's `` --> app/__init__.py``,
the coverage source of its command, ``--cov=shop``, as coverage measures the project's own code,
the file ``cannot import name 'f' from 'shop.cart' (/home/runner/work/shop/shop/src/shop/cart.py)``
names), where a third-party package's is not (paths through installed packages and Python's own
library left out: they are no part of the checkout). With the checkout at hand (``--checkout``) its
own packages tell it too (:mod:`ci_triage.logs.local_packages`: a src layout's ``src/inventory/``
in a repository ``inventory-service``, whose printed paths never show it), and so does an editable
install of the project in any step (pip's ``Building editable for mypkg``: the distribution built
from the checkout, installed into the job's Python where a nox or tox session does not see it), and
so does tox's install of the package it built from the checkout (``py: install_package> python -I
-m pip install --force-reinstall --no-deps …/.tox/.tmp/package/1/mypkg-0.1.tar.gz``). A failing
step whose tox environments or nox sessions never installed the project (tox's environment ran its
``commands[0]>`` with no ``install_package>`` line, as ``skip_install = true``, ``package = skip``
or tox 3's ``skipsdist = true`` makes it, or said ``skip building and installing the package``; nox's
session installed its requirements, ``nox > python -m pip install pytest``, but not the project's folder, ``.``) reads a
top-level name not found as the project's too: the tests import the project, which nothing put on
the path, and a package the project depends on is missing for the same reason. Where every one of
them installed the project (:func:`project_evidence`), a top-level name not found is no module of
the project's: a package no step installed, and no less sure.

- A top-level name (``No module named 'shop'``): the project's own package not installed (``pip
  install -e .``) or not on the path (a src layout without pytest's ``pythonpath``), configuration:
  the workflow or the test setup is to fix. A name one edit from one of the project's (``clac`` where
  the checkout holds ``calc.py``, or the log prints ``tests/test_calc.py``, a test file named for
  ``calc``: :func:`one_edit_apart`) is the tests' own import error, a test
  failure: the import is misspelt. Any other is a package the job did not install (``freezegun`` in
  a conftest, trial 78 #5), dependency resolution: the requirements or the install step are to fix
  (:data:`NOT_INSTALLED_ADVICE`, which names the import too, for a misspelt third-party name such as
  ``requestz``), though the log leaves it the project's own package too: the verdict is the less
  sure (:func:`either_reading`) and the advice gives both readings, the project's first. Every
  top-level name is dependency resolution, and no less sure, when the log shows a dependency failing (an install that
  failed, a requirement reported missing: pip's ``No matching distribution found for requestz``,
  ``pip check``'s ``requires requests, which is not installed``), whose installer's advice stands. A
  project's module whose folder neither a printed path nor the checkout shows (``from
  myapp.settings import …`` in a conftest whose path is ``…/pycoll/tests/conftest.py``, no
  ``--checkout``) reads as another's.
- A dotted name (``No module named 'shop.report'``) or a name a module lacks (``cannot import name
  'f' from 'shop.cart'``): Python names the submodule only once its package was imported (the
  import system's ``_find_and_load``), so the package is there and lacks the module or the name.
  Of the project's own package that is the project's code (a module renamed, removed, or left out
  of the commit), a test failure, and no dependency's; of a third party's it may be either (the
  project's code or a package's version that no longer has it), so it settles nothing.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from typing import BinaryIO

from ci_triage.base.misspelling import one_edit_apart
from ci_triage.base.redact import redact
from ci_triage.logs.clean import clean_line
from ci_triage.logs.earlier_steps import earlier_raw_lines_holding
from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.model import Classification
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.runner_folder import checkout_folder, with_forward_slashes
from ci_triage.logs.stamps import StampForm
from ci_triage.logs.taxonomy import Category

_IMPORT_ERROR = LazyRE2(
    r"^(?:ImportError while (?:loading conftest|importing test module) '[^']+\.py'\."
    r"|ImportError: Failed to import test module: [\w.]+)$"
)
"""The line above the import's frames: pytest's collection error (the pytest skill's
``collection-import-error``) or unittest's loader's failed test's message."""
_LOADER_FAILED_TEST = LazyRE2(
    r"^ERROR(?: \[\d+(?:\.\d+)?s\])?: [\w.]+ \((?:unittest\.loader\._FailedTest|nose2\.loader\.ModuleImportFailure)\b"
)
"""The header of the failed test a loader makes of a test module it could not import, two lines
above its ``ImportError: Failed to import test module:`` (a ``-----`` rule between): unittest's
``ERROR: tests.test_http (unittest.loader._FailedTest.tests.test_http)`` (Python 3.11.7), nose2's
``ERROR: tests.test_http (nose2.loader.ModuleImportFailure.tests.test_http)`` (nose2 0.16.0),
xmlrunner's with the test's time, ``ERROR [0.000s]: …``. The unittest skill reads it as the test
module that failed to collect (its ``import-failed-header``): its reading is settled with the import
error's, as pytest's ``ImportError while importing test module`` line is."""
_COLLECTING = LazyRE2(r"^_+ ERROR collecting \S+ _+$")
"""pytest's banner of a test module it could not collect (the pytest skill's ``collection-error-header``),
right above the import error when an import failed."""
_MISSING = LazyRE2(
    r"^(?:E\s+)?(?:ModuleNotFoundError: No module named '(?P<module>[\w.]+)'"
    r"|ImportError: cannot import name '(?P<name>\w+)' from '(?P<imported>[\w.]+)' \([^)]*\))$"
)
"""The import's exception below the frames, as pytest (``E   `` before it) or unittest prints it: a
module not found, or a name the imported module ``imported`` lacks (the module's file or ``unknown
location`` in parentheses)."""
_NOT_FOUND = LazyRE2(r"No module named ")
"""A missing module's words, wherever a line says them (pytest's ``E   ModuleNotFoundError``, runpy's
``Error while finding module specification``): no install's failure."""
_IMPORT_FRAME = LazyRE2(
    r'^(?:(?P<file>[^\s:]+\.py):(?P<line>\d+): in \S|\s*File "(?P<quoted>[^"]+\.py)", line (?P<at>\d+), in \S)'
)
"""A frame of the import, as pytest (``src/inventory/core.py:1: in <module>``) or a Python traceback
(``  File "/…/src/inventory/core.py", line 1, in <module>``) prints it."""
_PATH = LazyRE2(r"(?:[A-Za-z]:)?[\w.@+~-]*(?:[/\\][\w.@+~-]+)+|[\w.-]+\.py\b")
"""A path the step prints anywhere on a line: a frame's ``tests/test_cart.py:1: in <module>``, the
session header's ``rootdir: /home/runner/work/shop/shop``, a linter's `` --> app/__init__.py:1:1``."""
_COVERED = LazyRE2(r"(?:^|\s)--(?:cov|source)(?:=|\s+)(?P<names>[\w./-]+(?:,[\w./-]+)*)")
"""A coverage run's source on the step's command line: pytest-cov's ``--cov=geomlib`` (``--cov
geomlib``), coverage.py's ``--source=src/geomlib,tools``. Coverage measures the project's own code, so
the packages it names are the project's, though no path the step prints shows them (trial 93's
``No module named 'geomlib.io'`` under ``pytest --cov=geomlib``)."""
_EDITABLE_BUILD = LazyRE2(r"^\s*Building editable for (?P<name>[\w.-]+) \(")
"""pip's build of an editable install (``pip install -e .``: ``  Building editable for mypkg
(pyproject.toml): started``, pip 23.2.1): the distribution built is the project's own, from its
folder, so the package of that name is the project's, whichever environment it went into (the job's
Python, not the nox or tox session's)."""
_TOX_PACKAGE = LazyRE2(
    r"^(?P<unit>[\w.-]+): install_package> .*[/\\](?P<name>[A-Za-z0-9][\w.]*?)-\d[\w.!+]*"
    r"(?:\.tar\.gz|\.zip|-[\w.]+-[\w.]+-[\w.]+\.whl)$"
)
"""tox's install of the package it built from the project's folder into an environment (tox 4.67.17:
``py: install_package> python -I -m pip install --force-reinstall --no-deps
/…/.tox/.tmp/package/1/inventory-0.1.tar.gz``; a wheel's ``inventory-0.1-py3-none-any.whl``): the
distribution is the project's own, and the environment ``unit`` has it."""
_TOX_COMMANDS = LazyRE2(r"^(?P<unit>[\w.-]+): commands\[\d+\]> \S")
"""tox's line of a command an environment runs (``py: commands[0]> pytest -q tests``): the
environment ran its commands, after its installs."""
_TOX_SKIPPED = LazyRE2(
    r"^(?P<unit>[\w.-]+): skip (?:building and installing the package|installing dependencies and package)$"
)
"""tox's warning that an environment does not install the project (``--skip-pkg-install``,
``--skip-env-install``; tox 4's ``tox_env/runner.py``)."""
_NOX_SESSION = LazyRE2(r"^nox > Running session (?P<unit>\S+)$")
"""nox's line opening a session (nox 2025.11.12: ``nox > Running session tests``)."""
_NOX_INSTALL = LazyRE2(r"^nox > (?:\S*python\S* -m pip|uv pip|\S*pip) install (?P<args>.+)$")
"""nox's line of an install a session runs (``session.install("pytest")``: ``nox > python -m pip
install pytest``)."""
_PROJECT_FOLDER = LazyRE2(r"(?:^|\s)(?:-e\s*|--editable[=\s])?\.(?:$|\s|/|\[)")
"""An install's argument that is the project's folder, the session's working directory: ``.``,
``-e .``, ``.[test]``, ``./``."""
_UNIT_LITERALS = (b": install_package> ", b": commands[", b": skip ", b"nox > ")
"""Literals of the lines :func:`project_evidence` reads: one read of the log each."""
_SECTION_END = LazyRE2(r"^(?:_{3,} |={3,} |={3,}$|-{3,}$)")
"""The next report's header (pytest's ``____ ERROR collecting … ____``, unittest's ``=====`` rule)
or the summary's (``==== short test summary info ====``, unittest's ``-----`` rule): the end of one
import error's lines."""
INSTALLED_FOLDERS = frozenset({"site-packages", "dist-packages"})
"""Folders of installed packages (the ``site`` module's; Debian's ``dist-packages``): a path through
one is no part of the checkout."""
OWN_PACKAGE: Category = "configuration"
"""The category of the project's own package not importable: the job did not install the project
(``pip install -e .``) or put its folder on the path (a src layout, pytest's ``pythonpath``); the
fix is in the workflow or the test configuration, not in the code or its dependencies."""
NOT_INSTALLED: Category = "dependency resolution"
"""The category of a module not the project's nor a misspelling of one of its names: a third-party
package the job did not install: fix the install or the requirements."""
TESTS_IMPORT: Category = "test failure"
"""The category of a module one edit from one of the project's names: the tests' own import error (a
misspelt import of the project's module), a test file that failed to collect."""
OWN_CODE: Category = "test failure"
"""The category of a submodule or a name missing from the project's own package, which was imported:
the project's code renamed, removed or left out the module or the name its tests import."""
OWN_CODE_ADVICE = (
    "{missing}: the project's own package `{package}` was imported but lacks it (a module or a name renamed,"
    " removed, or left out of the commit). Add it to the package (commit the module's file, or restore the name)"
    " or fix the import{where}; installing the project or changing the path does not help."
)
"""The next step when the verdict is :data:`OWN_CODE` (:func:`import_advice`): ``{missing}`` says
what is missing, ``{package}`` names its top-level package, ``{where}`` the frame that imports it."""
OWN_PACKAGE_ADVICE = (
    "`{module}` is the project's own package and the tests could not import it{where}: the job, or the tox or nox"
    " session that ran them, did not install the project. Install it before the tests (`pip install -e .`, nox's"
    ' `session.install(".")`; tox installs it unless `skip_install`, `package = skip` or the older `skipsdist` is'
    ' set), or put its folder on the path (pytest\'s `pythonpath = ["src"]` for a src layout).'
)
"""The next step when the verdict is :data:`OWN_PACKAGE` (:func:`import_advice`): ``{module}`` names the
project's top-level package, ``{where}`` the frame that imports it."""
NOT_INSTALLED_ADVICE = (
    "If `{module}` is this repository's package, install it before the tests (`pip install -e .` in the job, nox's"
    ' `session.install(".")`; tox installs it unless `skip_install`, `package = skip` or the older `skipsdist`'
    " is set) or put its folder on the path"
    ' (pytest\'s `pythonpath = ["src"]` for a src layout): no line of the log shows whether it is (no path the step'
    " prints holds its folder, no step installs the project). Otherwise no step installed it: add the package that"
    " provides it to the requirements the job installs (a requirements file, pyproject's dependencies or its test"
    " extra) or to the install step before the tests; if the name is misspelt, fix the import{where}."
)
"""The next step when the verdict is :data:`NOT_INSTALLED` and no install failed (:func:`import_advice`):
``{module}`` names the module, ``{where}`` the frame that imports it. Both readings, the project's
own package first: without a line that shows the package is a third party's or the project's, a
test module's import of a name no step installed is either (trial 101 #1: ``mypkg`` of a nox
session that never installed the project)."""
INSTALLED_PROJECT_ADVICE = (
    "The tests ran with the project installed (tox's `install_package`, nox's install of `.`), so"
    " `{module}` is not one of the project's modules, and no step installed it: add the package that"
    " provides it to the requirements the job installs (a requirements file, pyproject's dependencies"
    " or its test extra, tox's `deps`, the session's `session.install`) or to the install step before"
    " the tests; if the name is misspelt, fix the import{where}."
)
"""The next step when the verdict is :data:`NOT_INSTALLED`, no install failed and the tests ran with
the project installed (:func:`project_evidence`): the third party's reading alone."""
IMPORT_LINES = 60
"""Lines below the import error read at most for its exception: the runners print the import's
frames, a few to a dozen, with their source lines."""


def settled_imports(
    lines: dict[int, LogLine], sections: Collection[Section], local: Collection[str] = frozenset()
) -> dict[int, Category]:
    """The numbers (1-based, keys of ``lines``), in ``sections`` (the failing steps), of the import
    error lines (pytest's ``ImportError while importing test module …``, unittest's ``ImportError:
    Failed to import test module: …`` and the loader's failed test's header above it,
    :data:`_LOADER_FAILED_TEST`) and of the exception line below each, each with the category
    the module it names settles, by whether its top-level package is the project's (a part of a path
    the step prints, a package its coverage source names, :data:`_COVERED`, a distribution an editable
    install built, :func:`editable_builds`, or one of ``local``, the
    checkout's packages,
    :func:`ci_triage.logs.local_packages.local_packages`): a top-level name is :data:`OWN_PACKAGE`
    when it is; when it is not, :data:`TESTS_IMPORT` if it is one edit from one of those names or
    from a module a printed test file is named for (:func:`_tested_module`: ``clac`` imported by
    ``tests/test_calc.py``, :func:`one_edit_apart`) and no line of ``lines`` (any step's) holds another
    dependency-resolution signal (:func:`_dependency_failed`), else :data:`NOT_INSTALLED`; a
    dotted name or a name a module lacks is :data:`OWN_CODE` when it is and settles nothing when it
    is not (see the module docstring). Linear in the lines read (each import error reads at most
    :data:`IMPORT_LINES`)."""
    by_index = {section.index: section for section in sections}
    parts: dict[int, set[str]] = {}  # each section's path parts
    tested: dict[int, set[str]] = {}  # each section's modules its test files are named for
    missing: list[tuple[int, int, str, bool]] = []
    for number in sorted(lines):
        line = lines[number]
        if line.section not in by_index:
            continue
        for path in _PATH.finditer(line.text):
            found = _checkout_parts(path.group(0))
            parts.setdefault(line.section, set()).update(found)
            tested.setdefault(line.section, set()).update(filter(None, map(_tested_module, found)))
        for covered in _COVERED.finditer(line.text):
            for source in covered.group("names").split(","):
                parts.setdefault(line.section, set()).update(_checkout_parts(source.replace(".", "/")))
        if _IMPORT_ERROR.match(line.text) and (found := _missing_module(lines, number)) is not None:
            missing.append((number, *found))
            header = lines.get(number - 2)
            if header is not None and _LOADER_FAILED_TEST.match(header.text):
                missing.append((header.number, *found))
    settled: dict[int, Category] = {}
    failed = bool(missing) and _dependency_failed(lines)
    for number, below, module, imported in missing:
        package = module.split(".", 1)[0]
        names = {*local, *parts.get(lines[number].section, ())}
        own = package in names
        if imported and not own:
            continue
        named = names | tested.get(lines[number].section, set())
        misspelt = not failed and any(one_edit_apart(package, name) for name in named)
        settled[number] = settled[below] = (
            OWN_CODE if imported else OWN_PACKAGE if own else TESTS_IMPORT if misspelt else NOT_INSTALLED
        )
    return settled


def either_reading(lines: dict[int, LogLine], settled: Mapping[int, Category], installed: bool = False) -> set[int]:
    """The lines of ``settled`` (:func:`settled_imports`) read as :data:`NOT_INSTALLED` when no line of
    ``lines`` shows a dependency failing (:func:`_dependency_failed`) and the tests did not run with
    the project installed (``installed``, :func:`project_evidence`): a top-level name no path, build
    or checkout shows as the project's, which the log leaves either a package no step installed or
    the project's own one not installed; the verdict on them is the less sure (trial 101 #1)."""
    unsettled = {number for number, category in settled.items() if category == NOT_INSTALLED}
    return unsettled if unsettled and not installed and not _dependency_failed(lines) else set()


def project_evidence(file: BinaryIO, step: Section, stamp: StampForm | None) -> tuple[frozenset[str], bool | None]:
    """What the log ``file`` (binary, seekable; its lines open with ``stamp``) shows of the project's
    own package up to the end of ``step`` (the failing step): the import names built from its folder
    (:func:`_project_builds`) and whether the tests ran with it installed (:func:`_project_installed`).
    One read of the log per literal (:data:`_UNIT_LITERALS` and pip's editable build's); the file's
    position is left at its start."""
    units: dict[int, str] = {}
    for literal in _UNIT_LITERALS:
        for number, raw in earlier_raw_lines_holding(file, step.end_line + 1, literal).items():
            units[number] = clean_line(raw.decode("utf-8", "replace"), stamp).text
    editable = [
        clean_line(raw.decode("utf-8", "replace"), stamp).text
        for raw in earlier_raw_lines_holding(file, step.start.line, b"Building editable for ").values()
    ]
    return _project_builds(editable, units.values()), _project_installed(
        {number: text for number, text in units.items() if number >= step.start.line}
    )


def _project_builds(editable: Iterable[str], units: Iterable[str]) -> frozenset[str]:
    """The import names (lower case, ``-`` and ``.`` read as ``_``, as PEP 503 normalises a
    distribution's) of the distributions built from the project's folder: an editable install's among
    the cleaned lines ``editable`` above the failing step (pip's ``Building editable for mypkg``,
    :data:`_EDITABLE_BUILD`) and tox's package it installed into an environment among ``units``
    (:data:`_TOX_PACKAGE`): the project's own packages, as the checkout's are (``local`` of
    :func:`settled_imports`). Empty when no step built one."""
    names = {built.group("name") for text in editable if (built := _EDITABLE_BUILD.match(text)) is not None}
    names |= {built.group("name") for text in units if (built := _TOX_PACKAGE.match(text)) is not None}
    return frozenset(name.lower().replace("-", "_").replace(".", "_") for name in names)


def _project_installed(found: Mapping[int, str]) -> bool | None:
    """Whether the tox environments and nox sessions whose lines ``found`` holds (line number,
    1-based → cleaned text, the failing step's lines of :data:`_UNIT_LITERALS`) ran with the project
    installed: ``True`` when every one did, ``False`` when every one did not, ``None`` when none ran
    or they differ. A tox environment that ran its commands (:data:`_TOX_COMMANDS`) had it when its
    own ``install_package>`` line came first (:data:`_TOX_PACKAGE`), not without one (``skip_install =
    true``, ``package = skip``) nor when it said it skips it (:data:`_TOX_SKIPPED`); a nox session had
    it when one of its installs (:data:`_NOX_INSTALL`) named the project's folder
    (:data:`_PROJECT_FOLDER`), not when it installed only other things. A session that installed
    nothing (nox's ``python=False``) shows nothing either way."""
    packaged: set[str] = set()
    had: dict[str, bool] = {}  # each unit that ran → whether it ran with the project installed
    session = None
    for number in sorted(found):
        text = found[number]
        if (package := _TOX_PACKAGE.match(text)) is not None:
            packaged.add(package.group("unit"))
        elif (skipped := _TOX_SKIPPED.match(text)) is not None:
            had[skipped.group("unit")] = False
        elif (command := _TOX_COMMANDS.match(text)) is not None:
            had.setdefault(command.group("unit"), command.group("unit") in packaged)
        elif (opened := _NOX_SESSION.match(text)) is not None:
            session = opened.group("unit")
        elif session is not None and (install := _NOX_INSTALL.match(text)) is not None:
            had[session] = had.get(session, False) or _PROJECT_FOLDER.search(install.group("args")) is not None
    verdicts = set(had.values())
    return verdicts.pop() if len(verdicts) == 1 else None


def _tested_module(name: str) -> str | None:
    """The module a test file's name (without ``.py``) says it tests: ``calc`` of ``test_calc`` or
    ``calc_test`` (pytest's default ``python_files``, ``test_*.py`` and ``*_test.py``); ``None`` for
    any other name. Only a misspelling is read against it: a test file may be named for a third
    party's package it tests the project with (``test_yaml``), which is no module of the project."""
    tested = name.removeprefix("test_") if name.startswith("test_") else name.removesuffix("_test")
    return tested if tested != name and tested else None


def _dependency_failed(lines: dict[int, LogLine]) -> bool:
    """Whether a line of ``lines`` (any step's) holds a dependency-resolution signal other than a
    missing module's own (:data:`_MISSING`, python-dependency's ``module-not-found`` on the same
    exception): an install that failed or a requirement reported missing, which makes a module not
    found a dependency the job did not get."""
    return any(
        match.signal.category == NOT_INSTALLED and not _NOT_FOUND.search(line.text)
        for line in lines.values()
        for match in line.matches
    )


def _missing_module(lines: dict[int, LogLine], number: int) -> tuple[int, str, bool] | None:
    """The number of the exception line below the import error on line ``number``, the module it
    names, and whether that module's package was imported (a dotted name, or a name the module
    lacks), within :data:`IMPORT_LINES` and before the next report's header; None when none is there."""
    for below in range(number + 1, number + IMPORT_LINES):
        line = lines.get(below)
        if line is None or _SECTION_END.match(line.text):
            return None
        if (missing := _MISSING.match(line.text)) is not None:
            module = missing.group("module")
            if module is not None:
                return below, module, "." in module
            return below, missing.group("imported"), True
    return None


def import_exception(lines: dict[int, LogLine], number: int) -> int | None:
    """The number (1-based, a key of ``lines``) of the exception line that says what is missing
    (``E   ModuleNotFoundError: No module named 'freezegun'``, ``ImportError: cannot import name 'f'
    from 'pkg.mod' (…)``) below the import error on line ``number`` (pytest's ``ImportError while
    loading conftest '…'``, unittest's ``ImportError: Failed to import test module: …``), within
    :data:`IMPORT_LINES` and before the next report's header; ``None`` when line ``number`` is no
    import error or no such line is there. The import error only says a file could not be imported:
    a summary quotes the line below it, which names what is missing; so does pytest's ``ERROR collecting
    tests/test_core.py`` banner right above an import error (:data:`_COLLECTING`), which names only the file."""
    if _COLLECTING.match(lines[number].text) and number + 1 in lines and _IMPORT_ERROR.match(lines[number + 1].text):
        number += 1
    if not _IMPORT_ERROR.match(lines[number].text):
        return None
    found = _missing_module(lines, number)
    return found[0] if found is not None else None


def _checkout_parts(path: str) -> set[str]:
    """The folder and file names (a ``.py`` file's without it; ``-`` read as ``_``, as an import
    name spells a distribution's) of ``path``; none when it runs through installed packages or
    Python's own library (``…/lib/python3.11/…``)."""
    names = [name for name in path.replace("\\", "/").split("/") if name]
    if INSTALLED_FOLDERS & set(names) or any(name.startswith("python") and name[6:7].isdigit() for name in names):
        return set()
    return {name.removesuffix(".py").replace("-", "_") for name in names}


def import_advice(
    classification: Classification,
    lines: dict[int, LogLine],
    sections: Collection[Section],
    local: Collection[str],
    installed: bool = False,
) -> str | None:
    """The next step when the verdict is :data:`OWN_CODE`, :data:`OWN_PACKAGE` or :data:`NOT_INSTALLED`
    and the strongest of ``classification``'s signals of it on an import error's lines (the error's
    or its exception's, in ``sections``, the failing steps) is on one :func:`settled_imports` reads as that category
    (``local``: the checkout's packages): :data:`OWN_CODE_ADVICE`, :data:`OWN_PACKAGE_ADVICE` (the
    project's top-level package not importable), or :data:`NOT_INSTALLED_ADVICE` when
    no line of the log shows an install failing (its installer's skill advises then),
    :data:`INSTALLED_PROJECT_ADVICE` instead when the tests ran with the project installed
    (``installed``, :func:`project_evidence`), with the
    module its exception line names and the last frame of the import above that line (the project's
    file that imports it, without the runner's checkout folder: ``src/inventory/core.py:1``);
    ``None`` otherwise (the skills' advice stands)."""
    category = classification.category
    if category not in (OWN_CODE, OWN_PACKAGE, NOT_INSTALLED) or (
        category == NOT_INSTALLED and _dependency_failed(lines)
    ):
        return None
    settled = settled_imports(lines, sections, local)
    errors = {n: n for n in settled if _IMPORT_ERROR.match(lines[n].text)}
    errors.update({found[0]: n for n in list(errors) if (found := _missing_module(lines, n)) is not None})
    hit = next((h for h in classification.signals if h.category == category and h.line in errors), None)
    number = errors[hit.line] if hit is not None else None
    if number is None or settled[number] != category or (found := _missing_module(lines, number)) is None:
        return None
    below, module, imported = found
    module = redact(module)  # pieces of the log, redacted as the advice is composed
    if imported != (category == OWN_CODE):  # a top-level name of the project's: the skill's advice
        return None
    where = ""
    for above in range(below - 1, number, -1):
        frame = _IMPORT_FRAME.match(lines[above].text) if above in lines else None
        if frame is not None:
            file = with_forward_slashes(str(frame.group("file") or frame.group("quoted")))
            folder = checkout_folder(file)
            place = f"{file.removeprefix(folder) if folder else file}:{frame.group('line') or frame.group('at')}"
            where = f" at `{redact(place)}`, the frame that imports it"
            break
    if category == NOT_INSTALLED:
        return (INSTALLED_PROJECT_ADVICE if installed else NOT_INSTALLED_ADVICE).format(module=module, where=where)
    if category == OWN_PACKAGE:
        return OWN_PACKAGE_ADVICE.format(module=module, where=where)
    missing = _MISSING.match(lines[below].text)
    name = redact(missing.group("name")) if missing is not None and missing.group("name") else None
    what = f"`{module}` has no name `{name}`" if name else f"`{module}` is not found"
    return OWN_CODE_ADVICE.format(missing=what, package=module.split(".", 1)[0], where=where)
