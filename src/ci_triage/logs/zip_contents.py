"""What a zip archive holds when it is no zip of logs: a package, or a project's files.

A run-logs zip (GitHub's "download log archive": top-level ``N_job.txt`` files and ``job/N_step.txt``
folders, ``shared/corpus/gha/GHA-LOGS-API.md``, "Zip layout"), Azure Pipelines' log download (``.txt``
files) and a zip of several CI systems' logs (``lint/job.log``, Jenkins' ``consoleText``) hold text
files named as logs. A build's artifact given as the log by mistake in a release job (``dist/*``) is
a zip too: a Java archive, a Python wheel, or a zip of a project's sources; read as logs, its
members show no failure and the triage says so, exit code 0. :func:`not_a_log_zip` says what such
an archive is, so that it is refused as an input error naming it.
"""

from __future__ import annotations

from pathlib import PurePosixPath

from ci_triage.base.text import and_more
from ci_triage.logs.re2_patterns import LazyRE2

JAR_MANIFEST = "META-INF/MANIFEST.MF"
"""The manifest every Java archive holds (the JAR File Specification, "The META-INF directory")."""
LOG_SUFFIXES = frozenset({".log", ".txt", ""})
"""The suffixes of the names CI systems give their logs: GitHub's and Azure Pipelines' ``.txt``,
a saved job's ``.log``, Jenkins' ``consoleText`` (none). A ``.gz`` after them is left out first."""
NAMED_EXAMPLES = 3
"""Members named in the refusal of a zip of a project's files."""

_WHEEL_METADATA = LazyRE2(r"^[^/]+\.dist-info/(?:WHEEL|RECORD)$")
"""A wheel's ``NAME-VERSION.dist-info/WHEEL`` and ``RECORD`` at the archive's top (the binary
distribution format, PEP 427: "The .dist-info directory")."""
_RUN_LOG_FILE = LazyRE2(r"^-?\d+_.+\.txt$")
"""A numbered log of the run-logs layout, ``N_name.txt``, wherever it is."""
_SUFFIX = LazyRE2(r"\.[A-Za-z0-9]{1,10}$")
"""A file name's suffix: letters and digits after its last dot (``.py``, ``.toml``); a job's name
``test (3.11)`` has none."""


def not_a_log_zip(names: list[str]) -> str | None:
    """What the zip archive whose members (files, not folders) are ``names`` is when it is no zip of
    logs, as the refusal names it (``a Python wheel (a .whl: NAME.dist-info/WHEEL and RECORD)``), or
    None when it may hold logs.

    - a Java archive (``.jar``, ``.war``): its manifest (:data:`JAR_MANIFEST`) and ``.class`` files;
    - a Python wheel: its ``.dist-info`` folder's ``WHEEL`` and ``RECORD`` (PEP 427);
    - a zip with no numbered run log (``N_name.txt``) of which fewer than half of the members are
      named as logs are (:func:`named_as_a_log`): a project's files (a ``git archive`` of its
      sources, an npm package's files zipped, a documentation site), the first
      :data:`NAMED_EXAMPLES` of the others named.

    Judged from the names alone, before any member is opened; linear in the number of members.
    """
    if JAR_MANIFEST in names and any(name.endswith(".class") for name in names):
        return "a Java archive (a .jar: META-INF/MANIFEST.MF and .class files)"
    if sum(1 for name in names if _WHEEL_METADATA.match(name)) == 2:
        return "a Python wheel (a .whl: NAME.dist-info/WHEEL and RECORD)"
    if any(_RUN_LOG_FILE.match(PurePosixPath(name).name) for name in names):
        return None
    others = [name for name in names if not named_as_a_log(name)]
    if 2 * len(others) <= len(names):
        return None
    examples = ", ".join(repr(name) for name in others[:NAMED_EXAMPLES]) + and_more(len(others), NAMED_EXAMPLES)
    return f"a zip of a project's files ({len(others)} of its {len(names)} files are not named as logs: {examples})"


def named_as_a_log(name: str) -> bool:
    """Whether the zip member ``name`` (a path, ``/``-separated) is named as CI systems name a log:
    a suffix of :data:`LOG_SUFFIXES` (after any ``.gz``), and not a hidden file (``.gitignore``)."""
    base = PurePosixPath(name).name
    if base.startswith("."):
        return False
    if base.lower().endswith(".gz"):
        base = base[: -len(".gz")]
    suffix = _SUFFIX.search(base)
    return (suffix.group().lower() if suffix else "") in LOG_SUFFIXES
