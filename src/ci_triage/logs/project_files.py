"""The project's files a tool's message is about when its line names them from their own folder or not at all.

A signal's ``project_file`` (:class:`ci_triage.logs.skills.Signal`) says which file that is, and
:class:`ProjectFiles` finds its path in the repository:

- ``docs-page``: the ``file`` group is a page of the documentation's source folder, MkDocs' ``docs_dir``
  (``WARNING -  Doc file 'index.md' contains a link …`` is ``docs/index.md``: MkDocs 1.6.1 names a
  page relative to ``docs_dir``, which is ``docs`` beside ``mkdocs.yml`` unless the file says
  otherwise; www.mkdocs.org, "Configuration", ``docs_dir``).
- ``docs-config``: the line is about the documentation site's configuration file itself (``A
  reference to 'api.md' is included in the 'nav' configuration``: ``mkdocs.yml``).

The configuration file is the one the step's command names (``mkdocs build -f website/mkdocs.yml``,
``--config-file``), else ``mkdocs.yml``; its ``docs_dir`` is read from the checkout (``--checkout``)
when it holds that file, else it is MkDocs' default ``docs``, joined to the configuration file's folder.
No file of the checkout is written; one that is missing, unreadable or malformed tells nothing
and raises nothing.
"""

from __future__ import annotations

import posixpath
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import yaml

from ci_triage.logs.re2_patterns import LazyRE2

if TYPE_CHECKING:
    from ci_triage.logs.localise import LogLine

ProjectFile = Literal["docs-page", "docs-config"]
"""Which of the project's files a signal's line is about (see the module docstring)."""

DOCS_CONFIGS = ("mkdocs.yml", "mkdocs.yaml")
"""MkDocs' configuration file when the command names none: the first, or the second when only it exists."""
DOCS_FOLDER = "docs"
"""MkDocs' ``docs_dir`` when its configuration file sets none (or is not at hand)."""

_CONFIG_OPTION = LazyRE2(r"\bmkdocs\s.*?(?:\s-f|\s--config-file)(?:\s+|=)(?P<config>[\w./@+-]+\.ya?ml)\b")
"""``mkdocs … -f FILE`` or ``--config-file=FILE`` in a step's command (MkDocs 1.6.1's option)."""


class _AnyTagLoader(yaml.SafeLoader):
    """A safe loader that reads a tag it does not know (``!ENV``, ``!!python/name:…`` of a Material
    theme's ``mkdocs.yml``) as no value instead of failing on the whole file."""


_AnyTagLoader.add_multi_constructor("", lambda _loader, _suffix, _node: None)


class ProjectFiles:
    """The paths of the project's files of :data:`ProjectFile` for one log: ``lines`` (1-based numbers
    to lines read) and the checkout ``checkout`` (None: none at hand). The lines are searched and
    the checkout read only when a path is asked for."""

    def __init__(self, lines: Mapping[int, LogLine], checkout: Path | None) -> None:
        self._lines = lines
        self._checkout = checkout
        self._configs: dict[int, str] = {}
        self._docs_dirs: dict[str, str] = {}

    def path(self, kind: ProjectFile, file: str | None, number: int) -> str | None:
        """The repository path of the file of ``kind`` that line ``number`` names (``file``: the
        ``file`` group's value, a page for ``docs-page``), or None when it cannot be told."""
        config = self._config(self._lines[number].section)
        if kind == "docs-config":
            return config
        if not file:
            return None
        if config not in self._docs_dirs:
            self._docs_dirs[config] = self._docs_dir(config)
        return posixpath.normpath(posixpath.join(posixpath.dirname(config), self._docs_dirs[config], file))

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
        try:
            data = yaml.load((self._checkout / config).read_text(encoding="utf-8"), Loader=_AnyTagLoader)
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            return DOCS_FOLDER
        folder = data.get("docs_dir") if isinstance(data, dict) else None
        if not isinstance(folder, str) or folder.startswith("/"):
            return DOCS_FOLDER
        return folder.strip("/") or "."
