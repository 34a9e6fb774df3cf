"""A linter's Checkstyle XML given as the log is read as its findings with their places, not as
text (trial 104 finding 11: ``shellcheck -f checkstyle``'s report was ``unknown 0.0`` with no
location). Real files: ShellCheck 0.9.0's ``-f checkstyle`` (``tests/fixtures/s37-shell/README.md``).

Such a file gets the advice of the linter that wrote it, as its log would, not the category's generic
"Fix the linter's findings": PHP_CodeSniffer's (``--report=checkstyle``, 3.7.1 run here), ESLint's,
ktlint's (its reporter's form: not run here) and ShellCheck's.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ci_triage.base.errors import ExitCode
from ci_triage.commands.cli import main

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s37-shell"


def test_a_checkstyle_file_as_the_log_is_triaged_from_its_findings(capsys) -> None:
    path = FIXTURES / "shellcheck-checkstyle.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["category"] == "lint/format"
    assert report["tool"] == "shellcheck"
    assert report["summary"] == (
        "Lint/format in the Checkstyle results “shellcheck-checkstyle.xml”: 6 findings (1 error, 1 warning,"
        " 4 info) in 1 file — the first: build.sh:3:10: Iterating over ls output is fragile. Use globs."
        " [ShellCheck.SC2045]"
    )
    places = [(location["file"], location["line"], location["column"]) for location in report["locations"]]
    assert places[:3] == [("build.sh", 3, 10), ("build.sh", 7, 6), ("build.sh", 3, 15)]  # error, warning, infos
    assert report["excerpt"] == []
    assert any("is Checkstyle XML, not a job log" in warning for warning in report["warnings"])
    assert "budget" not in report["next_step"]


def test_a_checkstyle_file_without_findings_as_the_log_is_no_failure(capsys) -> None:
    path = FIXTURES / "shellcheck-checkstyle-clean.xml"
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["failure_found"] is False
    assert report["summary"] == "No failure found: the Checkstyle results list no finding."


def test_a_checkstyle_file_cut_short_is_read_as_a_text_log(tmp_path: Path, capsys) -> None:
    text = (FIXTURES / "shellcheck-checkstyle.xml").read_text(encoding="utf-8")
    path = tmp_path / "cut.xml"
    path.write_text(text[: text.index("<error line='4'")], encoding="utf-8")
    main(["triage", str(path), "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert not any("is Checkstyle XML" in warning for warning in report["warnings"])


def test_eslints_checkstyle_file_names_eslint_and_quotes_its_first_error(capsys) -> None:
    path = FIXTURES / "eslint-checkstyle.xml"  # ESLint 9.39.5: errors and warnings interleaved, one XML line
    assert main(["triage", str(path), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["tool"] == "eslint"
    assert report["category"] == "lint/format"
    assert (
        "4 findings (2 errors, 2 warnings) in 1 file — the first: src/app.js:2:7: 'unused' is assigned"
        in report["summary"]
    )
    assert [(location["line"], location["column"]) for location in report["locations"]] == [
        (2, 7),
        (3, 25),
        (3, 9),
        (4, 11),
    ]


@pytest.mark.parametrize(
    ("name", "tool", "advice", "rules"),
    [
        # PHP_CodeSniffer 3.7.1 --report=checkstyle: the sniff code is the source, no "phpcs." before it
        (
            "phpcs-checkstyle.xml",
            "phpcs",
            "`// phpcs:ignore Sniff.Code`",
            ["`PSR12.Files.FileHeader.SpacingAfterBlock`"],
        ),
        # ESLint 9.39.5 -f checkstyle: its error entries' rules, not the warnings' (`eqeqeq`)
        ("eslint-checkstyle.xml", "eslint", "`npx eslint --fix`", ["`no-unused-vars`", "`no-debugger`"]),
        # ktlint's checkstyle reporter's form: the rule id with its rule set
        ("ktlint-checkstyle.xml", "ktlint", "`ktlint --format`", ["`standard:no-wildcard-imports`"]),
        ("shellcheck-checkstyle.xml", "shellcheck", "`# shellcheck disable=SCxxxx`", ["`SC2045`"]),
    ],
)
def test_a_checkstyle_file_gets_the_advice_of_the_linter_that_wrote_it(
    name: str, tool: str, advice: str, rules: list[str], capsys
) -> None:
    assert main(["triage", str(FIXTURES / name), "--format", "json"]) == ExitCode.OK
    report = json.loads(capsys.readouterr().out)
    assert report["tool"] == tool
    assert advice in report["next_step"]
    for rule in rules:
        assert rule in report["next_step"]
    assert "`eqeqeq`" not in report["next_step"]  # a warning's rule
