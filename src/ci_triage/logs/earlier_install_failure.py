"""What the failing step found missing, that an earlier step of the job failed to install.

A step that installs with its failure let go on (``pip install X || true``, a step with
``continue-on-error``, an install script that only warns) passes, and a later step fails for want
of what it did not install: pytest's ``E   ModuleNotFoundError: No module named 'X'`` (Python's
``ImportError: No module named X`` too), bash's ``line 1: X: command not found`` (dash's ``X: not
found``), Node's ``Error: Cannot find module 'X'``, Ruby's ``cannot load such file -- X``. The
earlier step's own error is the cause, and the later step's lines do not show it:

- pip: ``ERROR: No matching distribution found for X`` (and ``Could not find a version that
  satisfies the requirement X``), pip's ``_internal/resolution`` messages;
- npm: ``npm ERR! 404 Not Found - GET https://registry.npmjs.org/X - Not found`` (npm 10's ``npm
  error 404 …``);
- apt: ``E: Unable to locate package X``;
- RubyGems: ``ERROR:  Could not find a valid gem 'X' (>= 0) in any repository``;
- cargo: ``error: could not find `X` in registry `crates-io` with version `*```.

The failing step's missing names are matched with the earlier steps' lines that hold them (read
from the log by :func:`~ci_triage.logs.earlier_steps.earlier_raw_lines_holding`), a name compared
case-blind and with ``-`` read as ``_``, as Python's import names spell a distribution's (PEP 503
normalises names so): ``requests_mock_xyz`` is ``requests-mock-xyz``'s module.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import BinaryIO

from ci_triage.base.redact import redact
from ci_triage.logs.clean import clean_line
from ci_triage.logs.earlier_steps import earlier_raw_lines_holding
from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.re2_patterns import LazyRE2
from ci_triage.logs.stamps import StampForm

_MISSING = LazyRE2(
    r"(?:No module named '?(?P<module>[\w]+)"
    r"|(?:^|: )(?P<command>[\w.+-]+): (?:command )?not found$"
    r"|Cannot find module '(?P<node>(?:@[\w.-]+/)?[\w.-]+)'"
    r"|cannot load such file -- (?P<ruby>[\w-]+))"
)
"""A line saying what the step could not find: a Python module (its top-level package), a command,
a Node package, a Ruby library (the module docstring's forms)."""
_NOT_INSTALLED = LazyRE2(
    r"^(?:ERROR: (?:No matching distribution found for|Could not find a version that satisfies the requirement)"
    r" (?P<pip>[A-Za-z0-9][\w.-]*)"
    r"|npm (?:ERR!|error) 404 Not Found - GET https?://\S+?/(?P<npm>(?:@[\w.-]+/)?[\w.-]+)(?: |$)"
    r"|E: Unable to locate package (?P<apt>\S+)$"
    r"|ERROR:\s+Could not find a valid gem '(?P<gem>[^']+)'"
    r"|error: could not find `(?P<cargo>[^`]+)` in registry)"
)
"""An installer's line saying it did not install a package (the module docstring's forms)."""
MAX_MISSING_NAMES = 3
"""Most missing names looked for in the earlier steps: each is one read of the log up to the failing step."""


def missing_names(lines: Mapping[int, LogLine], step: Section) -> list[str]:
    """The names (in log order, each once, at most :data:`MAX_MISSING_NAMES`) that lines of
    ``step`` among ``lines`` (1-based numbers → lines read) say could not be found (:data:`_MISSING`)."""
    names: list[str] = []
    for number in sorted(lines):
        if not step.start.line <= number <= step.end_line:
            continue
        found = _MISSING.search(lines[number].text)
        if found is None:
            continue
        name = next(str(value) for value in found.groupdict().values() if value)
        if name not in names:
            names.append(name)
        if len(names) == MAX_MISSING_NAMES:
            break
    return names


def earlier_install_failures(
    file: BinaryIO, step: Section, names: list[str], stamp: StampForm | None
) -> dict[int, bytes]:
    """The lines above ``step`` (the failing step) of the log ``file`` (binary, seekable; its lines
    open with ``stamp``) where an installer said it did not install one of ``names``
    (:data:`_NOT_INSTALLED`), as read (1-based number → bytes, for
    :func:`~ci_triage.logs.localise.build_lines`); empty when none did. The file's position is left
    at its start."""
    wanted = {_normalised(name): name for name in names}
    found: dict[int, bytes] = {}
    for literal in {spelling for name in names for spelling in (name, name.replace("_", "-"))}:
        for number, raw in earlier_raw_lines_holding(file, step.start.line, literal.encode()).items():
            failed = _NOT_INSTALLED.search(clean_line(raw.decode("utf-8", "replace"), stamp).text)
            package = next((str(value) for value in failed.groupdict().values() if value), "") if failed else ""
            if _normalised(package) in wanted:
                found[number] = raw
    return dict(sorted(found.items()))


def _normalised(name: str) -> str:
    """``name`` compared as installers and imports spell it: lower case, ``-`` and ``.`` as ``_``."""
    return name.lower().replace("-", "_").replace(".", "_")


NOT_INSTALLED_REASON = "an earlier step did not install what this step found missing"
"""The excerpt's reason for an earlier step's line of :func:`earlier_install_failures`."""
NOT_INSTALLED_ADVICE = (
    "The earlier step “{step}” did not install `{package}` (line {line}: `{text}`) and the job went on, its"
    " failure let go (`|| true`, `continue-on-error`); this step then found it missing. Fix that install: the"
    " package's name as the index spells it, a version that exists, the index it is on; add it to the"
    " requirements the job installs, and let a failed install fail its step."
)
"""The next step when an earlier step did not install what the failing step found missing:
``{step}`` names that step, ``{package}`` the package, ``{line}`` and ``{text}`` the installer's line."""


def not_installed_advice(
    found: Mapping[int, bytes], lines: Mapping[int, LogLine], sections: Sequence[Section]
) -> str | None:
    """:data:`NOT_INSTALLED_ADVICE` for the first of ``found`` (:func:`earlier_install_failures`,
    read into ``lines``; ``sections``: the log's steps, by index), its pieces of the log redacted,
    ``None`` when there is none."""
    line = lines.get(min(found)) if found else None
    failed = _NOT_INSTALLED.search(line.text) if line is not None else None
    if line is None or failed is None:
        return None
    package = next(str(value) for value in failed.groupdict().values() if value)
    pieces = {"step": sections[line.section].name, "package": package, "text": line.text.strip()}
    return NOT_INSTALLED_ADVICE.format(line=line.number, **{name: redact(text) for name, text in pieces.items()})
