"""Golden tests over every annotated GitHub Actions log of the shared corpus (``gha/index.json``).

For each log: the category, the failing step (it must hold the last key line, which sits on or
next to the marker that ended the step), and every key line inside an excerpt span, at the
default budget. Where the analyser misses today, the case is a strict xfail whose reason says
what is missed, so an improvement fails the suite until this table is updated.

The table lists the logs by name on purpose: a log added to or removed from the index fails
:func:`test_every_indexed_log_is_covered` until it is listed here.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest

from ci_triage.base.redact import redact
from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.clean import clean_line
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source
from ci_triage.logs.taxonomy import agrees

LOGS = (
    "react-prettier-check.log",
    "tokio-nextest-trybuild-mismatch.log",
    "pandas-precommit-pyright-mypy.log",
    "pandas-pytest-numpy-nightly-deprecation.log",
    "nextjs-examples-jest-dubious-ownership.log",
    "k8s-artifact-cleanup-403.log",
    "typescript-artifact-cleanup-403.log",
    "transformers-doc-build-status-gate.log",
    "react-prettier-check-two-files.log",
    "sklearn-doctest-callbacks-pip.log",
    "sklearn-doctest-callbacks-conda.log",
    "buildkit-bake-nydus-wget-502.log",
    "pip-functional-test-github-502.log",
    "pnpm-jest-config-get-trailing-slash.log",
    "airflow-precommit-ui-tsc.log",
    "cpython-windows-test-tcl-surrogates.log",
    "numpy-pytest-segfault-argsort.log",
    "rust-compiletest-wasm-exceptions-filecheck.log",
    "cat-maven-blocked-http-repo.log",
    "dubbo-maven-job-cancelled.log",
    "spyder-pytest-segfault.log",
    "victory-jest-inline-snapshot.log",
    "junit5-gradle-spotless.log",
    "k8s-python-client-syntaxerror.log",
    "scijava-maven-surefire-errors.log",
    "asyncapi-jest-missing-module.log",
)

CATEGORY_MISSES: dict[str, str] = {}

STEP_MISSES: dict[str, str] = {}

KEY_LINE_MISSES = {
    "pandas-precommit-pyright-mypy.log": (
        "key lines 4049 and 4145 (the failed pyright and mypy hook lines, a few lines above each hook's "
        "first error) are not in the excerpt"
    ),
}


@cache
def _index(corpus: Path) -> dict[str, dict]:
    index = json.loads((corpus / "gha" / "index.json").read_text(encoding="utf-8"))
    return {entry["file"]: entry for entry in index["logs"]}


def _key_lines(entry: dict) -> list[int]:
    """The key lines of an index entry: ``"269-276 (key: 270, 273, 276)"`` → ``[270, 273, 276]``."""
    found = re.search(r"\(key: ([\d, ]+)\)", entry["explaining_lines"])
    assert found, f"no key lines in {entry['explaining_lines']!r}"
    return [int(number) for number in found.group(1).split(",")]


@pytest.fixture(scope="module")
def report_of(corpus: Path, analyser: Analyser):
    """``report_of(name)``: the triage report of a corpus log at the default budget, computed once."""

    @cache
    def analyse(name: str) -> TriageReport:
        with open_log_source(str(corpus / "gha" / name)) as source:
            report, _ = triage_source(source, analyser, DEFAULT_BUDGET)
        return report

    return analyse


def _cases(misses: dict[str, str]) -> list:
    return [
        pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=misses[name])) if name in misses else name
        for name in LOGS
    ]


def test_every_indexed_log_is_covered(corpus: Path) -> None:
    assert sorted(_index(corpus)) == sorted(LOGS)


def test_miss_tables_name_only_listed_logs() -> None:
    for table in (CATEGORY_MISSES, STEP_MISSES, KEY_LINE_MISSES):
        assert set(table) <= set(LOGS)


@pytest.mark.parametrize("name", _cases(CATEGORY_MISSES))
def test_category(name: str, corpus: Path, report_of) -> None:
    entry = _index(corpus)[name]
    report = report_of(name)
    assert report.failure_found
    # the corpus labels in the first nine-category taxonomy; a finer category that refines the label
    # agrees (the cancelled dubbo job, labelled infrastructure/network/flaky, is ``cancelled``)
    assert agrees(report.category, entry["taxonomy"]), report.jobs[0].classification.scores


@pytest.mark.parametrize("name", _cases(STEP_MISSES))
def test_failing_step_holds_the_last_key_line(name: str, corpus: Path, report_of) -> None:
    last_key = max(_key_lines(_index(corpus)[name]))
    step = report_of(name).failing_step
    assert step is not None, "no failing step"
    assert step.start_line <= last_key <= step.end_line, f"step {step.name!r} spans {step.start_line}-{step.end_line}"


@pytest.mark.parametrize("name", _cases(KEY_LINE_MISSES))
def test_key_lines_in_excerpt(name: str, corpus: Path, report_of) -> None:
    report = report_of(name)
    covered = {number for span in report.excerpt for number in range(span.start_line, span.end_line + 1)}
    missing = [line for line in _key_lines(_index(corpus)[name]) if line not in covered]
    assert not missing, f"key lines not in the excerpt: {missing}"


def test_every_excerpt_fits_the_default_budget(report_of) -> None:
    over = {name: report_of(name).excerpt_tokens for name in LOGS if report_of(name).excerpt_tokens > DEFAULT_BUDGET}
    assert over == {}
    assert all(report_of(name).excerpt for name in LOGS)


def test_every_cited_line_is_the_cleaned_log_line(corpus: Path, report_of) -> None:
    """A citation can be checked with ``sed -n``: each span line is that line of the file, cleaned and masked."""
    wrong = []
    for name in LOGS:
        pieces = (corpus / "gha" / name).read_bytes().split(b"\n")
        report = report_of(name)
        assert report.jobs[0].total_lines == len(pieces) - (pieces[-1] == b""), "a final newline ends the last line"
        for span in report.excerpt:
            for offset, text in enumerate(span.lines):
                number = span.start_line + offset
                if text != redact(clean_line(pieces[number - 1].decode("utf-8", "replace")).text):
                    wrong.append((name, number))
    assert wrong == []
