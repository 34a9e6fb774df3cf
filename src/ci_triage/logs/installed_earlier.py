"""Whether an earlier step of the job installed a package from an index: then the index serves it.

pip-audit ``--strict`` stops on ``Dependency not found on PyPI and could not be audited: requests
(2.25.0)`` when PyPI's JSON API answers 404 for it (pip-audit 2.10.1), which a private package or
the project's own causes, but so does a proxy or mirror in front of pypi.org that answers 404 for
every package (trial 80). The line cannot tell them apart; the job's own install can: ``pip install
pip-audit`` printed ``Collecting requests`` and ``Successfully installed … requests-2.34.2``, so the
name is a public package, and the 404 came from the way to PyPI, not from the requirements.
"""

from __future__ import annotations

from collections.abc import Callable

from ci_triage.logs.re2_patterns import LazyRE2

EarlierLines = Callable[[bytes], list[str]]
"""The cleaned texts of the lines above the failing step that hold a literal
(:func:`~ci_triage.logs.earlier_steps.earlier_lines_holding` with the log file and the step bound)."""

_INSTALL_LINE = LazyRE2(
    r"^\s*(?:Collecting |Requirement already satisfied: |Successfully installed |Downloading "
    r"|Installing collected packages: |[+] )"
)
"""pip's and uv's lines about a package fetched from an index or installed (pip 23-26's
``Collecting requests>=2.31 (from pip-audit)``, ``Requirement already satisfied: requests in …``,
``Successfully installed … requests-2.34.2``, ``Downloading requests-2.34.2-py3-none-any.whl``,
``Installing collected packages: …, requests, …``; uv's `` + requests==2.34.2``)."""
_NAME_END = frozenset("=<>!~[ ;,()-\t")
"""What may follow a package's name on those lines (a version, a specifier, an extra, a list's comma)."""


def installed_earlier(name: str, earlier: EarlierLines | None) -> bool:
    """Whether a line above the failing step (``earlier``: the lines holding a literal, ``None`` when
    the caller reads none) shows pip or uv fetching or installing the package ``name`` (compared
    case-insensitively, ``_`` and ``.`` as ``-``, PEP 503's normal form) from an index
    (:data:`_INSTALL_LINE`), its name a whole word there."""
    if earlier is None or not name:
        return False
    wanted = _normal(name)
    return any(_INSTALL_LINE.match(text) is not None and _names(text, wanted) for text in earlier(name.encode("utf-8")))


def _names(text: str, wanted: str) -> bool:
    """Whether ``text`` names the package ``wanted`` (normalised) as a whole word."""
    lowered = _normal(text)
    start = lowered.find(wanted)
    while start >= 0:
        before = lowered[start - 1] if start else " "
        after = lowered[start + len(wanted)] if start + len(wanted) < len(lowered) else " "
        end = start + len(wanted)
        versioned = (
            after == "-" and lowered[end + 1 : end + 2].isdigit()
        )  # ``requests-2.34.2``, not ``requests-toolbelt``
        if (before in _NAME_END or before in ":+") and (after in _NAME_END - {"-"} or versioned):
            return True
        start = lowered.find(wanted, start + 1)
    return False


def _normal(text: str) -> str:
    """``text`` lowercased with ``_`` and ``.`` as ``-`` (PEP 503's normal form of a project name)."""
    return text.lower().replace("_", "-").replace(".", "-")
