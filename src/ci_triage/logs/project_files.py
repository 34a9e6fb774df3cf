"""The project's files a tool's message is about when its line names them from their own folder or not at all.

A signal's ``project_file`` (:class:`ci_triage.logs.skills.Signal`) says which file that is, and
:class:`ProjectFiles` finds its path in the repository:

- ``docs-page``: the ``file`` group is a page of the documentation's source folder, MkDocs' ``docs_dir``
  (``WARNING -  Doc file 'index.md' contains a link …`` is ``docs/index.md``: MkDocs 1.6.1 names a
  page relative to ``docs_dir``, which is ``docs`` beside ``mkdocs.yml`` unless the file says
  otherwise; www.mkdocs.org, "Configuration", ``docs_dir``).
- ``docs-config``: the line is about the documentation site's configuration file itself (``A
  reference to 'api.md' is included in the 'nav' configuration``: ``mkdocs.yml``).
- ``long-description``: the line is about the package's long description, its README, at the line
  docutils' message in it (with the rest a layout wrapped onto the next lines) names
  (:func:`described_line`: twine's ``line 2: Warning: Title underline too short.`` under its
  ``ERROR``, docutils' line of the text it rendered).
- ``notebook``: the line names a cell of the Jupyter notebook the step executed (IPython's ``Cell
  In[2], line 2`` above the line that raised): the notebook nbconvert said it converted last above
  the line (``[NbConvertApp] Converting notebook notebooks/analysis.ipynb to notebook``; nbconvert
  7.17.2), papermill's ``Input Notebook:`` (papermill 2), or pytest's heading of the failure the line
  is in (``pytest --nbmake notebooks/``, which runs several, names each failed one by its path in
  ``____ /…/notebooks/analysis.ipynb ____``), else the one notebook the step's command names, or
  another line of the step above it (``pytest --nbval analysis.ipynb``); two such notebooks, or
  none, tell none.
- ``python-module``: the ``file`` group is a Python module's dotted name (import-linter's ``shop.cart
  -> shop.inventory (l.56)``): its file in the checkout, ``shop/cart.py`` or ``shop/cart/__init__.py``
  at the root or under ``src/`` (:data:`PYTHON_SOURCE_FOLDERS`); none without a checkout, or when it
  holds none of them (an installed package's module).
- ``django-migration``: the ``file`` group is a Django migration named as Django prints it, ``APP_LABEL.NAME``
  (``Applying orders.0002_order_customer...``, ``Migration orders.0002_x dependencies reference …``):
  the file ``NAME.py`` in the app's ``migrations`` folder. An app's label is the last part of its
  package's dotted name unless its ``AppConfig`` sets another (docs.djangoproject.com, "Applications":
  ``AppConfig.label``), and ``startapp`` makes the package at the project's root, so the file is
  ``APP_LABEL/migrations/NAME.py``; a checkout that lacks it there but holds one such file one or two
  folders deeper (``src/orders/migrations/…``) names that one.
- ``sphinx-document``: the ``file`` group is a Sphinx document's name, its path in the source folder
  without the suffix (linkcheck's ``(           usage: line    4) broken    …``, Sphinx 9.0.4): the
  file is that name in the source folder the step's ``sphinx-build`` command names (its first
  operand, :data:`_SPHINX_BUILD`; the step's own folder when it runs none) with the suffix the log
  shows: the document's own file named on a line (an html build's ``…/docs/usage.rst:4: WARNING: …``
  above), else the checkout's one file of that name (``.rst``, ``.md``, ``.txt``: Sphinx's
  ``source_suffix`` and MyST's), else the one suffix the log shows for the source folder's files.
  When neither the log nor the checkout tells (linkcheck alone prints no file's name, and
  ci-triage may run outside the project), the suffix is the one a project of that build writes its
  documents with: ``.md`` when the step loaded MyST-Parser (its configuration line,
  :data:`_MYST_LOADED`), else Sphinx's default ``source_suffix``, ``.rst`` (www.sphinx-doc.org,
  "Configuration": ``source_suffix = {'.rst': 'restructuredtext'}``). A log naming documents of
  several suffixes, or a checkout holding the name with several, tells none: no location is made.
- ``sphinx-source``: the ``file`` group is a path relative to the source folder the step's
  ``sphinx-build`` command names (as for ``sphinx-document``): the doctest builder's ``File
  "index.rst", line 5, in default`` is ``docs/index.rst`` under ``sphinx-build -b doctest docs …``,
  and a docstring autodoc pulled in, ``File "../src/shelf/__init__.py", line ?``, is
  ``src/shelf/__init__.py`` (Sphinx 9.0.4).
- ``testthat-file``: the ``file`` group is a test file testthat names by its base name from the folder
  it runs the tests in, ``tests/testthat`` (``── Failure ('test-stats.R:8'): empty input errors`` is
  ``tests/testthat/test-stats.R``: ``test_check()``, which ``tests/testthat.R`` calls under R CMD check,
  and ``devtools::test()`` run the files of that folder from it; testthat 3.1.6). A file named with a
  folder is the folder's.
- ``rd-topic``: the ``file`` group is the name of an Rd topic (its ``\name{}``) that R CMD check names
  above an example's error (``> ### Name: cv``): its file is ``man/cv.Rd``, as roxygen2 writes it and
  Writing R Extensions names it (roxygen's ``@rdname`` may put a topic in another file; the log does
  not say which).
- ``coverage-table``: the ``file`` group is a file istanbul's text table (jest's, c8's, nyc's,
  vitest's) names on its row, relative to the folder whose row is the nearest above it with less
  indentation (c8 12.0.0 run here: `` src/lib   |``, then ``  util.js  |``, is ``src/lib/util.js``;
  istanbul-lib-report names the covered files' common folder by its own name, ``src``, on its row).
  Under the ``All files`` row alone the covered files share one folder and istanbul names them from
  it without naming it (vitest 4.1.12's `` rank.js |`` of ``src/rank.js``): the name is a path from a
  folder the table does not give, so the file is the one path the failing step's lines print that
  ends with it (jest 30's ``does not meet "./src/price.js" threshold``), else none: the bare name
  names no file of the repository (``rank.js`` at the root of a project whose file is ``src/rank.js``).
- ``checked-file``: the line names the place of a finding but not its file, as a linter run on one
  file prints it (perlcritic's ``Code before strictures are enabled at line 2, column 1.``): the
  ``file`` group when the line names one (the tool run on several files), else the one file the
  step's command passed the signal's tool (:func:`ci_triage.logs.checked_file.checked_file`:
  ``perlcritic --severity 4 app.pl``), else none.
- ``package-manifest``: the line is about a field of the npm package's manifest, ``package.json``
  (publint's ``pkg.exports["."].types should be the first in the object …``, arethetypeswrong's
  problems with the package's ``exports``): that file, at the line of the field the message names
  in the checkout's ``package.json`` (:func:`ci_triage.logs.manifest_field.field_line`) when there is
  a checkout that holds it, else without a line.
- ``docstring-report``: the ``file`` group is a row of interrogate's docstring coverage report, named
  from the folder the report's heading names (``==== Coverage for /…/src/shop/ ====``), or, a
  function's row naming no file, the module of the module row above it
  (:func:`ci_triage.logs.docstring_report.report_file`).
- ``lock-file``: the line says the lock file of the signal's tool no longer matches the project's
  manifest, or its checksums do not match what was downloaded (Bundler's ``You are trying to install
  in deployment mode after changing``, ``cargo build --locked``'s refusal, go's ``checksum mismatch``):
  the ``file`` group when the line names the file, else the ``lock_file`` the tool catalogue gives
  for the tool (:attr:`ci_triage.logs.tools.Tool.lock_file`: ``Gemfile.lock``, ``go.sum``). The
  runner's checkout folder and the step's folder are left out later, as of any path
  (:mod:`ci_triage.evidence.repository_paths`).

The configuration file is the one the step's command names (``mkdocs build -f website/mkdocs.yml``,
``--config-file``), else ``mkdocs.yml``; its ``docs_dir`` is read from the checkout (``--checkout``)
when it holds that file, else it is MkDocs' default ``docs``, joined to the configuration file's folder.
The long description is the file the checkout's ``pyproject.toml`` names (``[project] readme``, a
string or a table's ``file``; Poetry's ``[tool.poetry] readme``, the first of a list) or its
``setup.cfg`` (``long_description = file: README.rst``, the first file), else the one README
setuptools copied into the source distribution on the lines read (``copying README.rst ->
pkg-0.1.0``, when the failing step built it: a ``README``, ``README.rst`` or ``README.txt``, the
names setuptools includes by default, as docutils' message shows the text is reStructuredText; two
such files tell none), else the one it copied in the steps before (``python -m build`` in a step of
its own before ``twine check``: their lines that ``earlier`` gives, :data:`COPIED_README_LITERAL`). A declared
Markdown README (:data:`MARKDOWN_SUFFIXES`) is not that text, and a README copied beside it is not the
long description: it tells nothing. Without either the line names no file: no location is made.
No file of the checkout is written; one that is missing, unreadable or malformed tells nothing
and raises nothing.
"""

from __future__ import annotations

import configparser
import posixpath
import tomllib
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache, cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from ci_triage.logs.checked_file import checked_file
from ci_triage.logs.docstring_report import report_file
from ci_triage.logs.manifest_field import MANIFEST, field_keys, field_line
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.tools import load_catalogue

if TYPE_CHECKING:
    import yaml

    from ci_triage.logs.localise import LogLine

ProjectFile = Literal[
    "docs-page",
    "docs-config",
    "long-description",
    "notebook",
    "django-migration",
    "sphinx-document",
    "sphinx-source",
    "testthat-file",
    "lock-file",
    "python-module",
    "coverage-table",
    "rd-topic",
    "checked-file",
    "package-manifest",
    "docstring-report",
]
"""Which of the project's files a signal's line is about (see the module docstring)."""

DOCS_CONFIGS = ("mkdocs.yml", "mkdocs.yaml")
"""MkDocs' configuration file when the command names none: the first, or the second when only it exists."""
DOCS_FOLDER = "docs"
"""MkDocs' ``docs_dir`` when its configuration file sets none (or is not at hand)."""

_CONFIG_OPTION = LazyRE2(r"\bmkdocs\s.*?(?:\s-f|\s--config-file)(?:\s+|=)(?P<config>[\w./@+-]+\.ya?ml)\b")
"""``mkdocs … -f FILE`` or ``--config-file=FILE`` in a step's command (MkDocs 1.6.1's option)."""
PYTHON_SOURCE_FOLDERS = ("", "src/")
"""Where a Python package's top-level modules sit in its checkout: the root (a flat layout) or
``src/`` (the src layout; the Python Packaging User Guide, "src layout vs flat layout")."""
RD_FOLDER = "man"
"""The folder of an R package's Rd files (Writing R Extensions, "Package subdirectories")."""
TESTTHAT_FOLDER = "tests/testthat"
"""The folder testthat runs an R package's tests in (``test_check()``, ``devtools::test()``)."""
_TABLE_ROW = LazyRE2(r"^(?P<indent>\s*)(?P<name>[\w.@~+][^|]*?)\s*\|")
"""A row of istanbul's text table (``text`` reporter: jest, c8, nyc): its indentation and the name in
its first column."""
_PRINTED_PATH = LazyRE2(r"(?:^|[\s'\"(\[])(?:\./)?(?P<path>/?[\w@+-][\w.@+-]*(?:/[\w.@+-]+)+)")
"""A path with at least one folder a line prints (after a space, a quote or a bracket; ``./`` left out)."""
_TABLE_ROOTS = frozenset({"All files", "File"})
"""The names of istanbul's table's total row and its header, above every folder's row."""
MAX_TABLE_ROWS = 1_000
"""Rows read up istanbul's table for the folder of a file's row."""
MARKDOWN_SUFFIXES = (".md", ".markdown")
"""Suffixes of a Markdown README, which PyPI renders as Markdown (its content type ``text/markdown``,
guessed from the suffix by setuptools and the PyPA's ``readme`` specification): docutils, whose
line twine quotes, renders only reStructuredText, so such a README is not the file it names."""
_DOCUTILS_LINE = LazyRE2(r"(?:^|\s)line (?P<line>\d+): (?:Info|Warning|Error|Severe):")
"""docutils' system message as readme_renderer and twine print it: ``line 2: Warning: …`` (docutils
0.23.1's levels; twine 7.0.0 run here)."""
_NOTEBOOK_RUN = LazyRE2(
    r"^(?:\[NbConvertApp\] Converting notebook |Input Notebook:\s+|_{3,} )(?P<notebook>\S+\.ipynb)\b"
)
"""The notebook nbconvert or papermill says it is executing, or the one whose failure pytest's
section heading above it names (``____ /…/notebooks/analysis.ipynb ____`` of nbmake 1.5.5, ``____
analysis.ipynb::Cell 1 ____`` of nbval 0.11)."""
_NOTEBOOK_OPERAND = LazyRE2(r"(?:^|\s)(?P<notebook>[\w./@+-]+\.ipynb)(?:\s|$)")
"""A notebook a command line names (no glob: ``*.ipynb`` names none)."""
_SPHINX_BUILD = LazyRE2(r"(?:^|[\s;&|(])(?:sphinx-build|python3? -m sphinx)\s+(?P<arguments>[^;&|]+)")
"""A ``sphinx-build`` command (or ``python -m sphinx``) and its arguments up to the shell's next operator."""
_SPHINX_VALUE_OPTIONS = frozenset(("-b", "-M", "-d", "-c", "-D", "-A", "-t", "-j", "-w", "--jobs", "--tag"))
"""sphinx-build's options whose value is the next argument (sphinx-build's manual page, Sphinx 9)."""
SPHINX_SUFFIXES = (".rst", ".md", ".txt")
"""Suffixes of a Sphinx document's source: reStructuredText's (``source_suffix``'s default ``.rst``, and
``.txt`` some projects set) and MyST's Markdown."""
_MYST_LOADED = LazyRE2(r"^myst v\d\S*: MdParserConfig\(")
"""The line MyST-Parser logs when Sphinx loads it, its version and configuration (``myst v5.2.0:
MdParserConfig(commonmark_only=False, …)``, myst-parser 5.2.0 under Sphinx 9.0.4 run here): the
project writes Markdown documents, ``.md``."""
DEFAULT_SPHINX_SUFFIX = ".rst"
"""Sphinx's ``source_suffix`` when ``conf.py`` sets none (and no Markdown parser is loaded)."""
MYST_SUFFIX = ".md"
"""The suffix MyST-Parser adds to ``source_suffix`` (its documentation, "Getting started")."""
_SOURCE_PATH = LazyRE2(r"(?:^|[\s'\"(\[])(?P<path>[\w./@+-]+\.(?:rst|md|txt))\b")
"""A path of a document's source a line names (not inside a URL: it follows a space, a quote or a bracket)."""
COPIED_README_LITERAL = b"copying README"
"""What a line of setuptools copying a README into the sdist holds (setuptools includes ``README``,
``README.rst`` and ``README.txt`` by default, in these capitals)."""
_COPIED_README = LazyRE2(r"^copying (?P<file>(?i:readme)(?:\.(?i:rst|txt))?) -> \S+$")
"""setuptools' sdist copying a README of the project's root into the archive's folder (setuptools
84.2.1 run here: ``copying README.rst -> brokenpkg-0.1.0``)."""


@cache
def _any_tag_loader() -> type[yaml.SafeLoader]:
    """A safe loader that reads a tag it does not know (``!ENV``, ``!!python/name:…`` of a Material
    theme's ``mkdocs.yml``) as no value instead of failing on the whole file. Built on first use, as
    PyYAML is imported only then: a run whose log names no MkDocs page never parses YAML."""
    import yaml  # here, not at the top: see the docstring

    class AnyTagLoader(yaml.SafeLoader):
        pass

    AnyTagLoader.add_multi_constructor("", lambda _loader, _suffix, _node: None)
    return AnyTagLoader


def _lock_file(tool: str | None) -> str | None:
    """The lock file the tool catalogue gives for ``tool`` (a catalogue name), or None."""
    entry = load_catalogue().get(tool) if tool else None
    return entry.lock_file if entry is not None else None


class ProjectFiles:
    """The paths of the project's files of :data:`ProjectFile` for one log: ``lines`` (1-based numbers
    to lines read), the checkout ``checkout`` (None: none at hand) and ``earlier`` (None: none),
    which gives the texts of the lines of the steps before the failing one that hold a literal
    (:func:`ci_triage.logs.earlier_steps.earlier_lines_holding`), and ``commands``, the failing
    step's command lines (:func:`ci_triage.logs.analyse.step_commands`; none: not known).
    The lines are searched, ``earlier`` called and the checkout read only when a path is asked for."""

    def __init__(
        self,
        lines: Mapping[int, LogLine],
        checkout: Path | None,
        earlier: Callable[[bytes], Iterable[str]] | None = None,
        commands: Sequence[str] = (),
    ) -> None:
        self._lines = lines
        self._commands = commands
        self._checkout = checkout
        self._earlier = earlier
        self._configs: dict[int, str] = {}
        self._docs_dirs: dict[str, str] = {}
        self._documents: dict[str, dict[str, set[str]]] = {}

    def named_path(self, line: LogLine, file: str, number: int) -> str:
        """``file``, a ``file`` group's value on line ``number`` (``line``), as the repository path of
        the project's file its signal says it is (its ``project_file``: a failed test's file testthat
        names by its base name); ``file`` itself when no signal says or the path cannot be told."""
        for match in line.matches:
            kind = match.signal.project_file
            if kind is not None and match.groups.get("file") == file:
                return self.path(kind, file, number) or file
        return file

    def path(self, kind: ProjectFile, file: str | None, number: int, tool: str | None = None) -> str | None:
        """The repository path of the file of ``kind`` that line ``number`` names (``file``: the
        ``file`` group's value, a page for ``docs-page``; ``tool``: the catalogue name of the tool of
        the signal that matched it, which ``lock-file`` reads), or None when it cannot be told."""
        if kind == "lock-file":
            return file or _lock_file(tool)
        if kind == "checked-file":
            return file or checked_file(self._commands, tool)
        if kind == "package-manifest":
            return MANIFEST
        if kind == "docstring-report":
            return report_file(self._lines, number, file)
        if kind == "long-description":
            return self._long_description
        if kind == "notebook":
            return self._notebook(number)
        if kind == "django-migration":
            return self._migration(file) if file else None
        if kind == "python-module":
            return self._module(file) if file else None
        if kind == "coverage-table":
            return self._table_file(file, number) if file else None
        if kind == "rd-topic":
            return f"{RD_FOLDER}/{file}.Rd" if file else None
        if kind == "testthat-file":
            return file if not file or "/" in file else f"{TESTTHAT_FOLDER}/{file}"
        if kind == "sphinx-document":
            return self._sphinx_document(file, self._lines[number].section) if file else None
        if kind == "sphinx-source":
            return (
                posixpath.normpath(posixpath.join(self._sphinx_source(self._lines[number].section), file))
                if file
                else None
            )
        config = self._config(self._lines[number].section)
        if kind == "docs-config":
            return config
        if not file:
            return None
        if config not in self._docs_dirs:
            self._docs_dirs[config] = self._docs_dir(config)
        return posixpath.normpath(posixpath.join(posixpath.dirname(config), self._docs_dirs[config], file))

    def manifest_line(self, message: str | None) -> str | None:
        """The line (a decimal string, 1-based) of the ``package.json`` field ``message`` names
        (:func:`~ci_triage.logs.manifest_field.field_keys`: publint's ``pkg.main is …``) in the
        checkout's ``package.json``; None without a checkout, a file there, or a field named."""
        keys = field_keys(message)
        if not keys or self._checkout is None:
            return None
        try:
            text = (self._checkout / MANIFEST).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
        line = field_line(text, keys)
        return str(line) if line is not None else None

    def _table_file(self, file: str, number: int) -> str | None:
        """``file``, named on line ``number`` of istanbul's text table, joined with the folder whose
        row is the nearest above it with less indentation (at most :data:`MAX_TABLE_ROWS` up); under
        the ``All files`` row alone, or outside a table, the path it is from a folder the table does
        not name (:meth:`_unnamed_folder_file`), or None."""
        row = _TABLE_ROW.match(self._lines[number].text)
        if row is None:
            return self._unnamed_folder_file(file, number)
        indent = len(row.group("indent"))
        for above in range(number - 1, max(0, number - MAX_TABLE_ROWS) - 1, -1):
            line = self._lines.get(above)
            parent = _TABLE_ROW.match(line.text) if line is not None else None
            if parent is None or parent.group("name") in _TABLE_ROOTS:
                return self._unnamed_folder_file(file, number)
            if len(parent.group("indent")) < indent:
                return posixpath.join(parent.group("name"), file)
        return self._unnamed_folder_file(file, number)

    def _unnamed_folder_file(self, file: str, number: int) -> str | None:
        """The path of ``file``, which line ``number`` names from a folder it does not name: the one
        path the lines of its step print that ends with ``/file``; None when they print none, or
        two distinct ones (see the module docstring)."""
        section = self._lines[number].section
        printed = {
            path
            for line in self._lines.values()
            if line.section == section
            for hit in _PRINTED_PATH.finditer(line.text)
            if (path := str(hit.group("path"))).endswith(f"/{file}")
        }
        return printed.pop() if len(printed) == 1 else None

    def _config(self, section: int) -> str:
        """The configuration file the command of step ``section`` names, else the default one."""
        if section not in self._configs:
            found = next(
                (
                    hit
                    for number in sorted(self._lines)
                    if self._lines[number].section == section
                    and (hit := _CONFIG_OPTION.search(self._lines[number].text))
                ),
                None,
            )
            self._configs[section] = (
                posixpath.normpath(str(found.group("config"))) if found is not None else self._default_config()
            )
        return self._configs[section]

    def _default_config(self) -> str:
        """``mkdocs.yml``, or ``mkdocs.yaml`` when the checkout holds only that one."""
        first, second = DOCS_CONFIGS
        if (
            self._checkout is not None
            and not (self._checkout / first).is_file()
            and (self._checkout / second).is_file()
        ):
            return second
        return first

    def _docs_dir(self, config: str) -> str:
        """``docs_dir`` of the checkout's ``config``, else :data:`DOCS_FOLDER`."""
        if self._checkout is None:
            return DOCS_FOLDER
        import yaml  # here, not at the top: a run whose log names no MkDocs page never parses YAML

        try:
            data = yaml.load((self._checkout / config).read_text(encoding="utf-8"), Loader=_any_tag_loader())
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            return DOCS_FOLDER
        folder = data.get("docs_dir") if isinstance(data, dict) else None
        if not isinstance(folder, str) or folder.startswith("/"):
            return DOCS_FOLDER
        return folder.strip("/") or "."

    def _migration(self, migration: str) -> str | None:
        """The file of Django's ``migration`` (``orders.0002_order_customer``), see the module docstring."""
        label, _dot, name = migration.partition(".")
        if not label or not name:
            return None
        path = f"{label}/migrations/{name}.py"
        if self._checkout is None or (self._checkout / path).is_file():
            return path
        deeper = sorted(
            str(found.relative_to(self._checkout).as_posix())
            for pattern in (f"*/{path}", f"*/*/{path}")
            for found in self._checkout.glob(pattern)
        )
        return deeper[0] if len(deeper) == 1 else path

    def _module(self, module: str) -> str | None:
        """The checkout's file of the Python ``module`` (``shop.cart``), see the module docstring."""
        if self._checkout is None or not all(part.isidentifier() for part in module.split(".")):
            return None
        stem = module.replace(".", "/")
        return next(
            (
                path
                for folder in PYTHON_SOURCE_FOLDERS
                for path in (f"{folder}{stem}.py", f"{folder}{stem}/__init__.py")
                if (self._checkout / path).is_file()
            ),
            None,
        )

    def _sphinx_document(self, document: str, section: int) -> str | None:
        """The file of the Sphinx ``document`` (its name without suffix) a line of step ``section``
        names, or None when the log's or the checkout's several suffixes leave it open (see the module
        docstring)."""
        source = self._sphinx_source(section)
        named = self._source_suffixes(source)
        seen = set(named.get(document, ()))
        if len(seen) != 1 and self._checkout is not None:
            folder = self._checkout / source
            seen = {suffix for suffix in SPHINX_SUFFIXES if (folder / f"{document}{suffix}").is_file()}
        if not seen:
            seen = {suffix for suffixes in named.values() for suffix in suffixes}
        if not seen:
            seen = {MYST_SUFFIX if self._myst_loaded(section) else DEFAULT_SPHINX_SUFFIX}
        return posixpath.normpath(posixpath.join(source, document + seen.pop())) if len(seen) == 1 else None

    def _myst_loaded(self, section: int) -> bool:
        """Whether a line of step ``section`` is MyST-Parser's configuration line (:data:`_MYST_LOADED`)."""
        return any(line.section == section and _MYST_LOADED.match(line.text) for line in self._lines.values())

    def _sphinx_source(self, section: int) -> str:
        """The source folder the ``sphinx-build`` command of step ``section`` names, else ``.``."""
        for number in sorted(self._lines):
            line = self._lines[number]
            found = _SPHINX_BUILD.search(line.text) if line.section == section else None
            if found is None:
                continue
            arguments = str(found.group("arguments")).split()
            skip = False
            for argument in arguments:
                if skip or argument in _SPHINX_VALUE_OPTIONS:
                    skip = not skip
                elif not argument.startswith("-"):
                    return posixpath.normpath(argument.strip("'\""))
        return "."

    def _source_suffixes(self, source: str) -> dict[str, set[str]]:
        """The documents of the ``source`` folder the lines read name by their file (their name
        without suffix, as Sphinx names a document), each with the suffixes it is named with. A path
        is in the folder when it starts with it or holds it as a whole folder (a runner's absolute
        path); for the source folder ``.``, only a path without folders is."""
        if source not in self._documents:
            found: dict[str, set[str]] = {}
            marker = f"/{source}/"
            for line in self._lines.values():
                for hit in _SOURCE_PATH.finditer(line.text):
                    path = str(hit.group("path"))
                    if source == ".":
                        inside = path.removeprefix("./") if "/" not in path.removeprefix("./") else None
                    elif path.startswith(f"{source}/"):
                        inside = path.removeprefix(f"{source}/")
                    else:
                        inside = path.rpartition(marker)[2] if marker in path else None
                    if inside:
                        name, suffix = posixpath.splitext(inside)
                        found.setdefault(name, set()).add(suffix)
            self._documents[source] = found
        return self._documents[source]

    def _notebook(self, number: int) -> str | None:
        """The notebook whose cell line ``number`` names (see the module docstring)."""
        section = self._lines[number].section
        above = [n for n in sorted(self._lines) if n < number and self._lines[n].section == section]
        for n in reversed(above):
            found = _NOTEBOOK_RUN.match(self._lines[n].text)
            if found is not None:
                return posixpath.normpath(str(found.group("notebook")))
        named = {
            posixpath.normpath(str(hit.group("notebook")))
            for n in above
            for hit in _NOTEBOOK_OPERAND.finditer(self._lines[n].text)
        }
        return named.pop() if len(named) == 1 else None

    @cached_property
    def _long_description(self) -> str | None:
        """The long description's file: the checkout's declaration, else the one README copied in the
        failing step, else the one copied in the steps before it."""
        declared = _declared_readme(self._checkout) if self._checkout is not None else None
        if declared:  # a Markdown one is not the text docutils rendered, and no copied README is the project's
            return declared if posixpath.splitext(declared)[1].lower() not in MARKDOWN_SUFFIXES else None
        copied = _copied_readmes(line.text for line in self._lines.values())
        if not copied and self._earlier is not None:
            copied = _copied_readmes(self._earlier(COPIED_README_LITERAL))
        return copied.pop() if len(copied) == 1 else None


def _copied_readmes(texts: Iterable[str]) -> set[str]:
    """The READMEs setuptools says it copied into an sdist on the lines ``texts`` (:data:`_COPIED_README`)."""
    return {str(found.group("file")) for text in texts if (found := _COPIED_README.match(text))}


def _declared_readme(checkout: Path) -> str | None:
    """The README ``checkout``'s ``pyproject.toml`` or ``setup.cfg`` declares (see the module docstring)."""
    try:
        pyproject = tomllib.loads((checkout / "pyproject.toml").read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        pyproject = {}
    tool = pyproject.get("tool")
    poetry = tool.get("poetry") if isinstance(tool, dict) else None
    for table in (pyproject.get("project"), poetry):
        readme = table.get("readme") if isinstance(table, dict) else None
        readme = readme.get("file") if isinstance(readme, dict) else readme
        readme = readme[0] if isinstance(readme, list) and readme else readme
        if isinstance(readme, str) and readme:
            return posixpath.normpath(readme)
    setup_cfg = configparser.ConfigParser(interpolation=None)
    try:
        setup_cfg.read(checkout / "setup.cfg", encoding="utf-8")
    except (configparser.Error, UnicodeDecodeError):
        return None
    value = setup_cfg.get("metadata", "long_description", fallback="").strip()
    if not value.startswith("file:"):
        return None
    first = value.removeprefix("file:").replace("\n", ",").split(",")[0].strip()
    return posixpath.normpath(first) if first else None


def described_line(message: str | None) -> str | None:
    """The line of the long description docutils' message in ``message`` names (``line 2: Warning:
    Title underline too short.``: ``"2"``), or None when it names none."""
    found = _DOCUTILS_LINE.search(message) if message else None
    return str(found.group("line")) if found is not None else None
