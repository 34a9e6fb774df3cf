"""Linters that name a file once and its problems below it by line only: each problem's place.

djLint prints the file, a ruler, then `H013 4:15 message` lines; sqlfluff prints `== [q.sql] FAIL`
then `L:   1 | P:   1 | LT09 | message` lines. Each shape twice: an excerpt of a user trial's real
log (djLint 1.54, sqlfluff 3 run on a small project) and the fixture made here
(``fixtures/djlint.txt``, ``fixtures/sqlfluff.txt``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parent / "fixtures"
RULER = "─" * 40

TRIAL_DJLINT = (
    "$ djlint tpl/ --lint\n\nLinting 1/1 files\n\n\ntpl/base.html\n"
    f"{RULER}\n"
    "H005 1:0 Html tag should have a non-empty lang attribute. <html>\n"
    "H007 1:0 <!DOCTYPE ... > should be present before the html tag. <html\n"
    'H013 4:15 Img tag should have an alt attribute. <img src="a.png">\n\n'
    "Linted 1 file, found 3 errors.\nexit status 1\n"
)
TRIAL_SQLFLUFF = (
    "$ sqlfluff lint --dialect postgres sqlf/\n== [sqlf/report.sql] FAIL\n"
    "L:   1 | P:   1 | LT09 | Select targets should be on a new line unless there is\n"
    "                       | only one select target. [layout.select_targets]\n"
    "L:   2 | P:   1 | CP01 | Keywords must be consistently lower case.\n"
    "                       | [capitalisation.keywords]\nAll Finished!\nexit status 1\n"
)


def triage(path: Path, analyser: Analyser) -> TriageReport:
    return triage_path(path, analyser, DEFAULT_BUDGET)[0]


def places(report: TriageReport) -> list[str]:
    return [f"{location.file}:{location.line}" for location in report.jobs[0].locations]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (TRIAL_DJLINT, ["tpl/base.html:1", "tpl/base.html:4"]),
        (TRIAL_SQLFLUFF, ["sqlf/report.sql:1", "sqlf/report.sql:2"]),
    ],
    ids=["djlint", "sqlfluff"],
)
def test_the_trials_problems_are_placed_in_the_file_above(
    text: str, expected: list[str], tmp_path: Path, analyser: Analyser
) -> None:
    path = tmp_path / "job.log"
    path.write_text(text, encoding="utf-8")
    assert places(triage(path, analyser)) == expected


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("djlint.txt", ["page.html:4", "page.html:5"]),
        # each problem at its own position is a place of its own (three on line 1, four on line 2)
        ("sqlfluff.txt", ["q.sql:1"] * 3 + ["q.sql:2"] * 4),
    ],
)
def test_the_fixtures_problems_are_placed_in_the_file_above(name: str, expected: list[str], analyser: Analyser) -> None:
    assert places(triage(FIXTURES / name, analyser)) == expected


def test_a_wrapped_violation_is_quoted_and_placed_whole(analyser: Analyser) -> None:
    """sqlfluff wraps a long rule text onto ``| ...`` lines at its last column: the summary and the
    location carry all of it, up to the rule's name, not the first line's half sentence."""
    report = triage(FIXTURES / "sqlfluff.txt", analyser)
    whole = "Select targets should be on a new line unless there is only one select target. [layout.select_targets]"
    assert (report.jobs[0].headline or "").endswith(whole)
    assert [location.message for location in report.jobs[0].locations] == [
        whole,
        "Expected single whitespace between comma ',' and naked identifier. [layout.spacing]",
        "Keywords must be consistently upper case. [capitalisation.keywords]",
        "Keywords must be consistently upper case. [capitalisation.keywords]",
        "Expected only single space before naked identifier. Found '  '. [layout.spacing]",
        "Expected single whitespace between naked identifier and raw comparison operator '='. [layout.spacing]",
        "Expected single whitespace between raw comparison operator '=' and numeric literal. [layout.spacing]",
    ]


def test_a_parse_error_is_the_finding_at_its_line_and_position(analyser: Analyser) -> None:
    """sqlfluff 4.5.0's parser and templater errors (`` PRS``, `` TMP``: three letters where a
    rule's code goes) are the failures, placed at their line and position, not the bare file."""
    report = triage(FIXTURES / "sqlfluff-parse.txt", analyser)
    assert (report.category, report.tool) == ("lint/format", "sqlfluff")
    assert [(loc.file, loc.line, loc.column) for loc in report.jobs[0].locations] == [
        ("bad.sql", 1, 22),
        ("tmpl.sql", 1, 0),
    ]
    assert "PRS | Line 1, Position 22: Found unparsable section: 'WHERE'. Expected: Nothing here." in (
        report.jobs[0].headline or ""
    )


def test_djlints_findings_name_djlint_not_ruff(tmp_path: Path, analyser: Analyser) -> None:
    path = tmp_path / "job.log"
    path.write_text(TRIAL_DJLINT, encoding="utf-8")
    report = triage(path, analyser)
    assert (report.category, report.tool) == ("lint/format", "djlint")
    assert not any(hit.skill == "python-lint" for hit in report.jobs[0].classification.signals)


def test_ansible_lints_pep8_lines_are_quoted_and_placed(tmp_path: Path, analyser: Analyser) -> None:
    # the trial's log (ansible-lint 26 with -p), its colours removed, cut to two violations; the
    # `[/]` after a rule's tag is in its output
    path = tmp_path / "job.log"
    path.write_text(
        "$ ansible-lint --offline -p site.yml\nWARNING  Listing 2 violation(s) that are fatal\n"
        "site.yml:1:3: name[play][/]: All plays should be named.\n"
        "site.yml:3: command-instead-of-module: apt-get used in place of apt-get module\n\n"
        "Failed: 2 failure(s), 0 warning(s) in 1 files processed of 1 encountered.\nexit status 2\n",
        encoding="utf-8",
    )
    report = triage(path, analyser)
    assert (report.category, report.tool) == ("lint/format", "ansible-lint")
    assert "site.yml:1:3: name[play][/]: All plays should be named." in report.summary
    assert places(report) == ["site.yml:1", "site.yml:3"]
