"""Data shipped with ci-triage: the skills and the example logs.

In a wheel, pyproject.toml's ``force-include`` puts them under ``ci_triage/bundled/``; in a source
checkout (an editable install) they are read from the repository's ``skills/`` and
``examples/logs/``.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parents[1]
_CHECKOUT = _PACKAGE.parents[1]
_CHECKOUT_FOLDERS = {"skills": _CHECKOUT / "skills", "examples": _CHECKOUT / "examples" / "logs"}


def bundled_dir(kind: str) -> Path:
    """The folder of bundled ``kind`` (``"skills"`` or ``"examples"``), installed or in the checkout."""
    installed = _PACKAGE / "bundled" / kind
    return installed if installed.is_dir() else _CHECKOUT_FOLDERS[kind]
