"""A publish the registry refused: the sentence that says why is quoted, never npm's code line, and a
version the registry already holds is one category with one advice, whatever the tool.

Trial 82's findings 12 and 13. npm 11.19 and npm 6.14 (``npm publish``) against verdaccio 6.8, run
here: ``--force`` past npm 11's own check of a version it holds (``npm error code E409`` over ``409
Conflict - PUT … - this package is already present``), npm 6's ``EPUBLISHCONFLICT`` (``publish fail
Cannot publish over existing version.``), an upload to a path that is no registry (``npm error code
E404`` over ``404 Not Found - PUT …``) and to a scope only another user publishes (``E403``). twine
7.0 against pypiserver 2.4, which answers a re-upload with a bare ``400 Bad Request`` (the trial's
``twine_409.log``, copied as ``twine-upload-400-trial.txt``; with ``--verbose``, run here, the
response body below it), and npm 11's own check (the trial's ``npm_exists.log``, copied as
``npm-publish-version-exists.txt``). Each wrapped as a GitHub Actions job log by the trial's ``bin/wrap.py``.
Before: E409 and E404 were ``dependency resolution`` quoting ``npm error code E4xx``, npm 6's conflict
had that code line as a close rival, and twine's 400 was the publish tool's guess (0.45, plain: unknown).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.markdown import render_markdown

FIXTURES = Path(__file__).parent / "fixtures"


def _next_step(report) -> str:
    return render_markdown(report).split("#### Next step", 1)[1]


@pytest.mark.parametrize(
    ("fixture", "quoted"),
    [
        ("npm-publish-conflict-409.txt", "409 Conflict - PUT http://127.0.0.1:4973/@acme%2fdeploy-config"),
        ("npm6-publish-conflict.txt", "Cannot publish over existing version."),
        ("npm-publish-version-exists.txt", "You cannot publish over the previously published versions: 1.0.0."),
    ],
)
def test_a_version_the_npm_registry_holds_is_one_verdict(analyser: Analyser, fixture: str, quoted: str) -> None:
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("configuration", "npm-publish")
    assert report.confidence >= 0.9, report.confidence
    assert quoted in report.summary, report.summary
    assert " code E" not in report.summary, report.summary
    next_step = _next_step(report)
    assert "The registry already holds this version" in next_step
    assert "--skip-existing" in next_step


@pytest.mark.parametrize(
    ("fixture", "quoted"),
    [
        ("twine-upload-400-trial.txt", "HTTPError: 400 Bad Request from http://127.0.0.1:8099/"),
        # --verbose prints pypiserver's page, whose reason decides (trial 89)
        ("twine-upload-400-verbose.txt", "Package &#039;acme_deploy-1.2.0-py3-none-any.whl&#039;"),
    ],
)
def test_twines_bare_400_is_read_by_what_twine_printed(analyser: Analyser, fixture: str, quoted: str) -> None:
    """pypiserver's answer to a re-upload names no cause: twine's HTTPError line decides, with the
    version-exists advice first, not the publish tool's generic guess."""
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert (report.category, report.tool) == ("configuration", "twine")
    assert report.confidence >= 0.7, report.confidence
    assert quoted in report.summary, report.summary
    next_step = _next_step(report)
    assert "bump the version" in next_step
    assert "--skip-existing" in next_step


def test_twines_400_without_the_runners_lines_is_not_unknown(analyser: Analyser, tmp_path: Path) -> None:
    plain = tmp_path / "twine.txt"
    lines = (FIXTURES / "twine-upload-400-trial.txt").read_text(encoding="utf-8").splitlines()
    plain.write_text("\n".join(line[29:] for line in lines[19:-3]) + "\n", encoding="utf-8")
    report = triage_path(plain, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "configuration", report.summary


@pytest.mark.parametrize(
    ("fixture", "quoted", "advice"),
    [
        ("npm-publish-not-found.txt", "404 Not Found - PUT http://127.0.0.1:4973/npm/@acme%2fdeploy-config", "scope"),
        ("npm6-publish-not-found.txt", "404 Not Found - PUT http://127.0.0.1:4973/npm/@acme%2fdeploy-config", "scope"),
        ("npm-publish-forbidden-scope.txt", "user ci is not allowed to publish package @locked/deploy-config", "Grant"),
    ],
)
def test_npms_code_line_never_outranks_the_sentence_below_it(
    analyser: Analyser, fixture: str, quoted: str, advice: str
) -> None:
    report = triage_path(FIXTURES / fixture, analyser, DEFAULT_BUDGET)[0]
    assert report.category == "permission/auth", report.summary
    assert quoted in report.summary, report.summary
    assert " code E" not in report.summary, report.summary
    assert "refresh the lock file" not in _next_step(report)
    assert advice in _next_step(report)
