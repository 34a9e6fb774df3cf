"""perlcritic's other verbosities are read as findings at their places.

Session 47 left it: only the default verbosities (4 on one file, 5 on several: ``Message at line 3,
column 1.  See pages 202,204 of PBP.  (Severity: 5)``) were read. ``--verbose 8``, which a project
runs to learn the policy its ``## no critic (PolicyName)`` comment must name, prints
``[InputOutput::ProhibitBarewordFileHandles] Bareword file handle opened at line 3, column 1.
(Severity: 5)``; 1, 2 and 3 put the file first or last (``app.pl:3:1:Message``, ``app.pl: (3:1)
Message``, ``Message at app.pl line 3``); 6, 7 and 9 give the code ``near '…'`` for the column. The
formats are Perl::Critic::Utils' ``%FORMAT_OF``; each fixture is Perl::Critic 1.148 (Debian 12's
libperl-critic-perl) run here on a script with a bareword file handle and no ``use strict`` (and,
with ``lib``, a module with a bareword file handle).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ci_triage.logs.model import TriageReport
from ci_triage.report.next_step import next_step


@pytest.mark.parametrize(
    ("name", "places"),
    [
        ("perlcritic-verbose-1.txt", {("app.pl", 3, 1), ("lib/Acme/Legacy.pm", 4, 18)}),
        ("perlcritic-verbose-2.txt", {("app.pl", 3, 1), ("lib/Acme/Legacy.pm", 4, 18)}),
        ("perlcritic-verbose-3.txt", {("app.pl", 3, None), ("lib/Acme/Legacy.pm", 4, None)}),
        ("perlcritic-verbose-6.txt", {("app.pl", 3, None)}),  # one file: the one the command names
        ("perlcritic-verbose-7.txt", {("app.pl", 3, None), ("lib/Acme/Legacy.pm", 4, None)}),
        ("perlcritic-verbose-8.txt", {("app.pl", 3, 1)}),
        ("perlcritic-verbose-9.txt", {("app.pl", 3, None)}),
    ],
)
def test_a_perlcritic_verbosity_is_read_as_its_findings_at_their_places(
    name: str, places: set[tuple[str, int, int | None]], triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    report = triage_step_fixture(name)
    assert (report.category, report.tool) == ("lint/format", "perlcritic")
    assert {(place.file, place.line, place.column) for place in report.locations} == places
    assert "`## no critic (PolicyName)`" in next_step(report)


@pytest.mark.parametrize("name", ["perlcritic-verbose-8.txt", "perlcritic-verbose-9.txt"])
def test_perlcritic_advice_names_the_policies_verbose_8_prints(
    name: str, triage_step_fixture: Callable[[str], TriageReport]
) -> None:
    advice = next_step(triage_step_fixture(name))
    assert "`InputOutput::ProhibitBarewordFileHandles`, `TestingAndDebugging::RequireUseStrict`" in advice
