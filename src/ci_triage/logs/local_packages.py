"""The top-level Python packages a checkout holds: the import names its own code is imported by.

A test module's ``ModuleNotFoundError: No module named 'inventory'`` names the project's own package
when the checkout (``--checkout``) holds it: a folder with an ``__init__.py`` at the checkout's root
or under ``src/`` (the src layout, which no path a job prints need show), a module file there, or
the ``[project] name`` of its ``pyproject.toml`` as an import name (``-`` and ``.`` read as ``_``,
as the packaging specifications normalise a distribution's name; PEP 503). Read by
:mod:`ci_triage.logs.missing_import`.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

LAYOUT_FOLDERS = ("", "src")
"""Where a checkout keeps its top-level packages: its root (a flat layout) and ``src/``."""


def local_packages(checkout: Path) -> frozenset[str]:
    """The top-level import names of ``checkout``'s own Python code (see the module docstring);
    empty when it is no folder. A folder that cannot be listed and an unreadable or malformed
    ``pyproject.toml`` add no name and raise nothing: the checkout only sharpens a reading of the log."""
    names: set[str] = set()
    for layout in LAYOUT_FOLDERS:
        try:
            entries = list((checkout / layout).iterdir())
        except OSError:  # no such folder, not a folder, no permission
            continue
        for entry in entries:
            if entry.is_dir() and (entry / "__init__.py").is_file():
                names.add(entry.name)
            elif entry.suffix == ".py" and entry.is_file() and entry.stem.isidentifier():
                names.add(entry.stem)
    name = _project_name(checkout / "pyproject.toml")
    if name:
        names.add(name.lower().replace("-", "_").replace(".", "_"))
    return frozenset(names)


def _project_name(pyproject: Path) -> str | None:
    """``[project] name`` of ``pyproject`` (PEP 621); None when the file is missing, unreadable,
    not TOML, or names none."""
    try:
        project = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    name = project.get("name") if isinstance(project, dict) else None
    return name if isinstance(name, str) else None
