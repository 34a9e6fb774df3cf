"""The optional dependency groups (``pip install 'ci-triage[model]'``, ``'ci-triage[mcp]'``) and
the check that a configured feature has its group installed.

The default install triages with the built-in rules and imports neither the ``openai`` SDK nor the
``mcp`` SDK; they load only when a model provider or an MCP server is configured. The extras are
declared in ``pyproject.toml`` (``[project.optional-dependencies]``).
"""

from __future__ import annotations

from importlib.util import find_spec
from typing import Literal

from ci_triage.base.errors import MissingExtraError

Extra = Literal["model", "mcp"]

EXTRA_MODULES: dict[Extra, str] = {"model": "openai", "mcp": "mcp"}
"""The top-level module each extra installs, looked up (never imported) by :func:`require_extra`."""


def require_extra(extra: Extra, feature: str) -> None:
    """Return when ``extra``'s module can be imported; else raise :class:`MissingExtraError` with one
    line naming ``feature`` (e.g. ``"provider 'openai'"``) and the install command. Imports nothing."""
    if find_spec(EXTRA_MODULES[extra]) is None:
        raise MissingExtraError(
            f"{feature} needs the '{extra}' extra, which is not installed: pip install 'ci-triage[{extra}]'"
        )
