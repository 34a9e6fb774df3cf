"""Front-end quality gates read by the tool that failed (trial 83).

``tests/fixtures/trial-83`` (real output of npm front-end tools, versions in the README there).
lint-staged's task list (``[FAILED] prettier --check [FAILED]``), run directly or by husky's
pre-commit hook, was read as Nim's unittest: a test failure at 0.80 naming the task as a failed test,
tool nim, and with an eslint task no place at all. lint-staged is a wrapper: the command its lines
name ran inside it, and that tool's output decides.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.report.next_step import next_step

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-83"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


def _places(report: TriageReport) -> list[str]:
    files = [place.file.removeprefix("/home/runner/work/shop/shop/") for place in report.locations]
    return [
        f"{file}:{place.line}:{place.column}" if place.line else file
        for file, place in zip(files, report.locations, strict=True)
    ]


@pytest.mark.parametrize("name", ["lint-staged.log", "husky-lint-staged.log"])
def test_lint_staged_running_prettier_is_prettiers_formatting_finding_no_failed_test(name: str) -> None:
    report = _triage(name)
    assert report.category == "formatting"
    assert report.tool == "prettier"
    assert report.failed_tests == []
    assert _places(report) == ["src/a.js"]


def test_lint_staged_running_eslint_keeps_eslints_places() -> None:
    report = _triage("lint-staged-eslint.log")
    assert report.category == "lint/format"
    assert report.tool == "eslint"
    assert report.failed_tests == []
    assert _places(report) == ["src/a.js:1:7", "src/b.js:1:7"]


def test_svelte_check_is_a_type_check_of_its_own_tool_errors_placed_before_warnings() -> None:
    """svelte-check's human output was ``unknown`` (no skill; ``npx svelte-check`` named the
    npm-script wrapper), its warnings' places listed before its errors'."""
    report = _triage("svelte-check.log")
    assert report.category == "type check"
    assert report.tool == "svelte-check"
    assert _places(report) == [
        "src/lib/Counter.svelte:5:5",
        "src/App.svelte:5:10",
        "src/lib/Counter.svelte:3:30",
        "src/lib/Counter.svelte:10:1",
    ]


def test_svelte_checks_machine_output_is_a_type_check_at_its_errors() -> None:
    """``--output machine`` was ``unknown`` with no place at all."""
    report = _triage("svelte-check-machine.log")
    assert report.category == "type check"
    assert report.tool == "svelte-check"
    assert _places(report)[:2] == ["src/lib/Counter.svelte:5:5", "src/App.svelte:5:10"]
    assert "Type 'string' is not assignable to type 'number'." in report.summary


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("eslint-undefined-plugin.log", 'could not find plugin "react-hooks"'),
        ("eslint8-rule-definition-not-found.log", "Definition for rule 'react-hooks/rules-of-hooks' was not found"),
    ],
)
def test_an_eslint_rule_of_a_plugin_not_defined_is_configuration(name: str, quoted: str) -> None:
    """ESLint 10's crash on a rule whose plugin the flat config does not define was lint/format at
    0.38 with "fix the linter's findings" (there are none); ESLint 8's per-file `Definition for rule
    … was not found` (eslint 8.57.1 run here, README) read as a lint finding."""
    report = _triage(name)
    assert report.category == "configuration"
    assert quoted in report.summary
    assert "under `plugins`" in next_step(report)


@pytest.mark.parametrize(
    ("name", "places"),
    [
        ("htmlhint.log", ["public/index.html:11:None", "public/index.html:10:None"]),
        ("htmlhint-unix.log", ["public/index.html:11:20", "public/index.html:10:5"]),
    ],
)
def test_htmlhint_is_lint_at_its_findings_lines(name: str, places: list[str]) -> None:
    """Both formats were ``unknown``; the default one's ``L11 |`` gave no line."""
    report = _triage(name)
    assert report.category == "lint/format"
    assert report.tool == "htmlhint"
    assert _places(report) == places
    assert "The id value [ main ] must be unique." in report.summary


def test_html_validate_is_named_not_eslint_whose_stylish_shape_it_prints() -> None:
    report = _triage("htmlvalidate.log")
    assert report.category == "lint/format"
    assert report.tool == "html-validate"


def test_eslints_warnings_over_its_limit_are_no_pass_without_the_limits_line() -> None:
    """ESLint's ``--max-warnings 0`` run (eslint 10.16.0) with the ``ESLint found too many warnings``
    line taken out (the trial's edited copy): it was ``unknown``, advised to look "after eslint,
    which passed", and lost the warnings' lines."""
    report = _triage("eslint-warnings-only-no-limit-line.log")
    assert report.category == "lint/format"
    assert report.tool == "eslint"
    assert "which passed" not in next_step(report)
    assert _places(report) == ["src/index.js:1:7", "src/index.js:3:9", "src/index.js:3:20"]


def test_the_linter_of_a_chain_that_printed_the_findings_is_named() -> None:
    """``npm run lint`` = ``eslint src && stylelint …``: eslint passed silently, stylelint's entry
    was read by an ESLint signal and ESLint named."""
    report = _triage("npm-lint-chain.log")
    assert report.category == "lint/format"
    assert report.tool == "stylelint"
    assert _places(report) == ["styles/a.css:2:3"]


def test_tsc_prettys_related_information_is_no_location() -> None:
    """``tsc -b --pretty``'s note ``packages/core/dist/index.d.ts:2:5 - The expected type comes from
    …`` (a build output's declaration) was a second location."""
    assert _places(_triage("tsc-build-pretty.log")) == ["packages/app/src/main.ts:2:22"]


def test_a_css_file_stylelint_cannot_parse_is_not_advised_its_fix_option() -> None:
    report = _triage("stylelint-syntax-error.log")
    assert report.category == "lint/format"
    advice = next_step(report)
    assert "could not parse" in advice
    assert "cannot repair" in advice


def test_markdownlints_finding_banner_is_no_gitleaks_finding() -> None:
    """markdownlint-cli2's ``Finding: **/*.md !node_modules`` read as gitleaks' finding, a rival."""
    report = _triage("markdownlint.log")
    assert report.category == "lint/format"
    assert report.competing == []
