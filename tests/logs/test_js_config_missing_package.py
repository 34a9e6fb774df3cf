"""A package a tool's JavaScript config file imports is not installed: the tool never ran, so the
verdict is configuration, naming the package and the config file, on real ESLint 9.39.5 output."""

from __future__ import annotations

from pathlib import Path

import pytest

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.model import JobReport
from ci_triage.logs.report import triage_source
from ci_triage.logs.source import open_log_source

TRIAL_19 = Path(__file__).parents[1] / "fixtures" / "trial-19"


def _job(name: str) -> JobReport:
    with open_log_source(str(TRIAL_19 / name)) as source:
        return triage_source(source, Analyser.load(), DEFAULT_BUDGET)[0].jobs[0]


def test_esm_config_importing_a_missing_plugin_is_eslint_configuration() -> None:
    """``npx eslint .`` with an ``eslint.config.mjs`` importing ``eslint-plugin-react``, not installed
    (trial-19 #13): was dependency resolution, tool npm, no location; the step ran ESLint, and the
    file to fix is the config (or package.json)."""
    job = _job("eslint-plugin.gha.log")
    assert job.classification.category == "configuration"
    assert job.tool == "eslint"
    assert job.headline is not None
    assert "Cannot find package 'eslint-plugin-react' imported from" in job.headline
    assert [(location.file, location.message) for location in job.locations] == [
        ("/home/runner/work/proj/proj/eslint.config.mjs", "eslint-plugin-react")
    ]


@pytest.mark.parametrize(
    ("name", "config"),
    [("eslint-plugin.gha.log", "eslint.config.mjs"), ("eslint-plugin-cjs.plain", "eslint.config.cjs")],
)
def test_a_missing_config_import_names_the_package_to_install(name: str, config: str) -> None:
    """ESM's ``[ERR_MODULE_NOT_FOUND]`` and CommonJS's ``Error: Cannot find module 'x'`` over a
    ``Require stack:`` naming the config file (was dependency resolution 0.45) say alike: install the
    package the config imports."""
    job = _job(name)
    assert job.classification.category == "configuration"
    assert any(location.file.endswith(config) for location in job.locations)
    assert job.classification.next_step is not None
    assert "devDependencies" in job.classification.next_step
