"""Failures a user trial found unrecognised, in its real logs: Vite 8's unresolved import, a
``python -m doctest`` run, and a package whose ``setup.py`` raises while pip builds it.

Fixtures (tests/fixtures/trial-o), each as a GitHub Actions job log (``gha-*.log``) and as the
tool's plain output (``*.log``): ``vite`` (vite 8.4.0 ``npx vite build``: ``[UNRESOLVED_IMPORT]
Could not resolve './utils/missing-helper.js' in main.js``), ``doctest`` (``python -m doctest -v
mod.py``, one failed example of ``mod.square``), ``sdist`` (``pip install .`` of a project whose
``setup.py`` raises ``RuntimeError``); ``gha-pip-novers.log`` is a resolver's failure (``pip install
requests==99.99.99``). Second shapes of each kind, made here with the real tools, are golden
fixtures in tests/skills/fixtures (``vite-8-*``, ``vite-5-*``, ``doctest-*``, ``pip-*``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path

TRIAL = Path(__file__).parents[1] / "fixtures" / "trial-o"


@pytest.mark.parametrize("name", ["gha-vite.log", "vite.log"])
def test_an_import_vite_cannot_resolve_is_a_build_error_quoted(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(str(TRIAL / name), analyser, DEFAULT_BUDGET)
    assert report.category == "compile/build error"
    assert "[UNRESOLVED_IMPORT] Could not resolve './utils/missing-helper.js' in main.js" in report.summary


@pytest.mark.parametrize("name", ["gha-doctest.log", "doctest.log"])
def test_a_doctest_run_is_a_test_failure_naming_the_failed_docstring(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(str(TRIAL / name), analyser, DEFAULT_BUDGET)
    assert (report.category, report.tool) == ("test failure", "doctest")
    assert [(test.name, test.file) for test in report.failed_tests] == [
        ("mod.square", "/work/trial-o/play/py/dt/mod.py")
    ]


@pytest.mark.parametrize("name", ["gha-sdist.log", "sdist.log"])
def test_a_setup_script_that_raises_is_a_build_error_quoting_its_exception(analyser: Analyser, name: str) -> None:
    report, _ = triage_path(str(TRIAL / name), analyser, DEFAULT_BUDGET)
    assert report.category == "compile/build error"
    assert "RuntimeError: this package requires libfoo >= 2.0; set FOO_HOME" in report.summary


def test_a_resolver_failure_stays_dependency_resolution(analyser: Analyser) -> None:
    report, _ = triage_path(str(TRIAL / "gha-pip-novers.log"), analyser, DEFAULT_BUDGET)
    assert report.category == "dependency resolution"
    assert "No matching distribution" in report.summary or "Could not find a version" in report.summary
