"""A tool's warnings that could not have failed its step are no evidence of the step's failure.

A linter or documentation builder prints warnings and goes on; they fail the run only when its
command line makes them fatal (Sphinx's ``-W``, MkDocs' ``--strict``, yamllint's and ``twine
check``'s ``--strict``, a ``hadolint --failure-threshold`` at ``warning``: the tables of
:func:`ci_triage.logs.passing.warning_lines`) or when the tool says that warnings stopped it
(:data:`_WARNINGS_FAILED`: Sphinx's ``Warning, treated as error:`` and ``build finished with
problems``, MkDocs' ``Aborted with 2 warnings in strict mode!``, twine's ``FAILED due to
warnings``: a threshold a configuration file set, ``strict: true`` in ``mkdocs.yml``, shows only
there). Otherwise the step failed for another reason: ``mkdocs build`` without ``--strict`` whose
hook raised ``KeyError``, ``mkdocs gh-deploy`` whose ``git push`` failed, ``sphinx-build`` without
``-W`` followed by a ``test -f`` that failed, ``hadolint --failure-threshold error`` followed by a
script that failed (trial 35's findings 25, 27, 29, 31 and 32). pytest's ``warnings summary``
lists only warnings that did not fail the run (a warning an ``error`` filter turned into an
exception is raised in its test and reported there): its ``tests/test_calc.py:5`` headings and
their warnings are no place of a coverage gate's failure or of an exit-5 "no tests ran" (trial 91
#6). The skills' matches on such warnings are removed before anything is scored, so a later error,
traceback or failed command of the step decides, and a step with none of them gets an honest, low
verdict.
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.first_pass import Section
from ci_triage.logs.line_runs import with_gaps
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import pytest_banner, warning_lines
from ci_triage.logs.re2_patterns import LazyRE2

_WARNINGS_FAILED = LazyRE2(
    r"(?i)\bwarnings?,? (?:are |were |being )?treated as errors?\b|\bwarnings? in '?strict'? mode\b"
    r"|\bfailed due to warnings\b|^build finished with problems, [1-9]\d* warnings?\b"
)
"""A tool's own statement that its warnings failed the run: Sphinx's ``Warning, treated as error:``
(``-W``) and ``build finished with problems, 1 warning (with warnings treated as errors).``
(``-W --keep-going``; older releases without the parenthesis), MkDocs' ``Aborted with 1 warnings in
strict mode!``, twine check's ``FAILED due to warnings``, gcc's ``cc1: warnings being treated as
errors``."""


def drop_nonfatal_warnings(lines: dict[int, LogLine], failing: Iterable[Section]) -> None:
    """Remove the signal matches of the warnings in the ``failing`` steps that could not have
    failed them (see the module docstring) from ``lines`` (line number, 1-based → line read; in
    place): the lines :func:`ci_triage.logs.passing.warning_lines` finds among each step's lines
    read under a command of a tool whose failing severity it knows, unless a line of the step says
    the tool's warnings failed it (:data:`_WARNINGS_FAILED`), and marks them
    (:attr:`~ci_triage.logs.localise.LogLine.nonfatal_warning`). The lines stay, to be read and
    quoted as context; they decide nothing and name no location (a warning's file is not where the
    step failed: Sphinx's ``index.rst:4: WARNING: …`` above an extension's crash). pytest's
    ``warnings summary`` (:func:`pytest_warnings_summary`) is such a list whatever the step says."""
    for section in failing:
        texts = {number: line.text for number, line in lines.items() if line.section == section.index}
        found = pytest_warnings_summary(texts)
        if not any(_WARNINGS_FAILED.search(text.strip()) for text in texts.values()):
            found |= warning_lines(texts, known_thresholds=True)
        for number in found:
            lines[number].matches = []
            lines[number].nonfatal_warning = True


def pytest_warnings_summary(texts: dict[int, str]) -> set[int]:
    """The line numbers (keys of ``texts``: 1-based line → cleaned text) inside pytest's ``warnings
    summary`` section: after its banner (``=== warnings summary ===``) up to the next banner
    (:func:`~ci_triage.logs.passing.pytest_banner`: ``=== tests coverage ===``, the tally), among
    consecutive lines read (a gap in the line numbers ends it). Each entry there is a place (``tests/
    test_calc.py:5``, or the test's node id) above the warnings it made, indented, and the section
    ends with pytest's ``-- Docs: …capture-warnings.html`` line."""
    inside: set[int] = set()
    open_section = False
    for number, gap in with_gaps(texts):
        title = pytest_banner(texts[number])
        if title is not None:
            open_section = title == "warnings summary"
        elif open_section and not gap:
            inside.add(number)
        else:
            open_section = False
    return inside
