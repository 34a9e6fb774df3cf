"""pytest could not import a test module: a package the job did not install, or the project's own code.

``tests/fixtures/trial-45/pytest-import-error.gha.log`` (trial 45, finding 2; pytest on Python 3.11.7):
``import yaml_nonexistent_pkg`` in ``test_import.py``, ``ERROR collecting``, ``ImportError while
importing test module``, ``E   ModuleNotFoundError: No module named 'yaml_nonexistent_pkg'``. It was
"test failure" 0.37, the dependency-resolution reading (0.60) shown and lost. A module no path the
step prints shows as the checkout's is a package not installed; the project's own (``shop`` under
``rootdir: /home/runner/work/shop/shop``, the golden ``pytest-collect-src-layout.txt``) or a
submodule of an imported package (``widget.missing``, ``test_failed_test_messages.py``) stays the
test suite's collection error (:mod:`ci_triage.logs.missing_import`).
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

TESTS = Path(__file__).parents[1]
TRIAL = TESTS / "fixtures" / "trial-45" / "pytest-import-error.gha.log"


def test_a_test_modules_import_of_a_package_not_installed_is_dependency_resolution() -> None:
    report = triage_path(TRIAL, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"
    assert report.tool == "pytest"
    assert "add it to the test requirements" in next_step(report)
    assert all(step.reason != "step tool disagrees" for step in report.confidence_steps)
