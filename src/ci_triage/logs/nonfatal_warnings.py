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
script that failed (trial 35's findings 25, 27, 29, 31 and 32). The skills' matches on such
warnings are removed before anything is scored, so a later error, traceback or failed command of
the step decides, and a step with none of them gets an honest, low verdict.
"""

from __future__ import annotations

from collections.abc import Iterable

from ci_triage.logs.first_pass import Section
from ci_triage.logs.localise import LogLine
from ci_triage.logs.passing import warning_lines
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
    step failed: Sphinx's ``index.rst:4: WARNING: …`` above an extension's crash)."""
    for section in failing:
        texts = {number: line.text for number, line in lines.items() if line.section == section.index}
        if any(_WARNINGS_FAILED.search(text.strip()) for text in texts.values()):
            continue
        for number in warning_lines(texts, known_thresholds=True):
            lines[number].matches = []
            lines[number].nonfatal_warning = True
