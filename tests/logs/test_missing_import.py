"""pytest could not import a test module: a package the job did not install, or the project's own code.

``tests/fixtures/trial-45/pytest-import-error.gha.log`` (trial 45, finding 2; pytest on Python 3.11.7):
``import yaml_nonexistent_pkg`` in ``test_import.py``, ``ERROR collecting``, ``ImportError while
importing test module``, ``E   ModuleNotFoundError: No module named 'yaml_nonexistent_pkg'``. It was
"test failure" 0.37, the dependency-resolution reading (0.60) shown and lost; trial 45 made it
dependency resolution, and trial 71 #3 found a misspelt ``requestz`` read so (0.67) with lock-file
advice; session 31 made such a module the tests' own import error, and trial 78 #5 found a package
the job never installed (``freezegun``) so filed with real test failures. A module neither the
project's nor one edit from one of the project's names (``clac`` of ``calc.py``: the tests' own
import error, a test failure; ``tests/fixtures/s32-t78``, pytest 9.2.0, README there) is a package
the job did not install, dependency resolution, whose advice adds it to the requirements and names
the import to fix if it is misspelt, with or without an install that failed (pip's ``No matching
distribution found for requestz==2.31.0``, ``tests/fixtures/s31-summary``, README there); the
project's own (``shop`` under ``rootdir: /home/runner/work/shop/shop``, the golden
``pytest-collect-src-layout.txt``) or a submodule of an imported package (``widget.missing``,
``test_failed_test_messages.py``) stays the test suite's collection error
(:mod:`ci_triage.logs.missing_import`).

``tests/fixtures/s27-pyimport/pytest-src-layout-not-installed.gha.log`` (pytest 9.2.0, Python 3.11.7,
run here; README there): a src layout's ``src/inventory/`` in a repository ``inventory-service``, the
project not installed, ``No module named 'inventory'``: no printed path shows the package, so it read
as dependency resolution (0.67, lock-file advice) even with the checkout at hand. With ``--checkout``
the checkout's own packages (:mod:`ci_triage.logs.local_packages`) make it the project not
installed: configuration, the advice to install it; the project's package a printed path shows
(``shop`` in ``rootdir: /home/runner/work/shop/shop``) is configuration too.

``tests/fixtures/s29-ownmodule/`` (trial 55 #5; README there): a submodule missing from the project's
own package (``No module named 'inv.report'``, ``cannot import name 'nope' from 'inv.core'``) was a
test failure at 0.37 (0.28 plain), halved by the dependency-resolution reading of the same line. A
frame or a file under the package's folder, or the checkout, shows the package is the project's:
its test failure, uncontested, in pytest's, unittest's and Django's test runner's output; a
submodule a third-party package lacks stays contested.

``tests/fixtures/trial-101/nox-project-not-installed.log`` (trial 101, finding 1; nox 2026.10.20,
pytest 9.2.0, README there): a nox session that never installs the project. With the checkout the
verdict was configuration already, but the summary quoted pytest's ``ERROR collecting`` banner and
the next step was the skill's paragraph on every kind of import error: the summary now quotes the
``ModuleNotFoundError`` line below the banner, and the advice says to install the project in the job
or the session. Without the checkout no line shows ``shelf`` is the project's: the verdict stays a
package no step installed, less sure (the ``own package or not`` step), and the advice gives both
readings, the project's first. ``nox-project-installed-in-the-job.log`` (the same session after a
step's real ``pip install -e .``, pip 23.2.1, ``Building editable for shelf``) shows it is: the
project not installed in the session, configuration, without the checkout.
"""

from __future__ import annotations

from pathlib import Path

from ci_triage.config.defaults import DEFAULT_BUDGET
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.local_packages import local_packages
from ci_triage.logs.model import TriageReport
from ci_triage.logs.report import triage_path
from ci_triage.report.next_step import next_step

TESTS = Path(__file__).parents[1]
TRIAL = TESTS / "fixtures" / "trial-45" / "pytest-import-error.gha.log"
SRC_LAYOUT = TESTS / "fixtures" / "s27-pyimport" / "pytest-src-layout-not-installed.gha.log"
MISSPELT = TESTS / "fixtures" / "s31-summary" / "pytest-misspelt-import.gha.log"
AFTER_FAILED_INSTALL = TESTS / "fixtures" / "s31-summary" / "pytest-after-failed-install.gha.log"
MISSPELT_OWN = TESTS / "fixtures" / "s32-t78" / "pytest_misspelt_own_module.gha.log"
TRIAL_85 = TESTS / "fixtures" / "trial-85"
NOX_NOT_INSTALLED = Path(__file__).parent / "fixtures" / "trial-101" / "nox-project-not-installed.log"
NOX_INSTALLED_IN_THE_JOB = Path(__file__).parent / "fixtures" / "trial-101" / "nox-project-installed-in-the-job.log"


def _src_layout_checkout(root: Path) -> Path:
    """A checkout like the one the fixture's output came from: ``src/inventory/``, pyproject's name."""
    (root / "src" / "inventory").mkdir(parents=True)
    (root / "src" / "inventory" / "__init__.py").write_text("def in_stock(count):\n    return count > 0\n")
    (root / "pyproject.toml").write_text('[project]\nname = "inventory"\nversion = "0.1.0"\n')
    return root


def test_a_module_neither_the_projects_nor_a_misspelling_of_its_is_a_package_not_installed() -> None:
    """Trial 78 #5: a third-party package missing at collection is the job's dependency, not a test
    failure; the advice adds it to the requirements (no lock file) and names the import to fix if
    the name is misspelt (``requestz``: trial 71 #3)."""
    for log in (TRIAL, MISSPELT):
        report = triage_path(log, Analyser.load(), DEFAULT_BUDGET)[0]
        assert report.category == "dependency resolution", log.name
        assert report.tool == "pytest"
        advice = next_step(report)
        assert "add the package that provides it to the requirements the job installs" in advice
        assert "if the name is misspelt, fix the import at `" in advice
        assert "lock" not in advice
        assert "was imported but lacks it" not in advice  # no own-code advice for another's module


def test_a_misspelt_import_of_the_projects_own_module_is_the_tests_import_error(tmp_path: Path) -> None:
    """``import clac`` where the checkout holds ``calc.py`` (one edit apart): the tests' own import
    error, a test failure (session 31's rule), not a package to install; without the checkout the
    log shows it too: the test file that imports it is ``tests/test_calc.py``, named for ``calc``
    (trial 85 #9: dependency resolution 0.67 without ``--checkout``)."""
    (tmp_path / "calc.py").write_text("def add(a, b):\n    return a + b\n")
    report = triage_path(MISSPELT_OWN, Analyser.load(repo=tmp_path), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert "a misspelt name is fixed in the import itself" in next_step(report)
    for log in (MISSPELT_OWN, TRIAL_85 / "py-misspelt.log"):
        alone = triage_path(log, Analyser.load(repo=tmp_path / "absent"), DEFAULT_BUDGET)[0]
        assert alone.category == "test failure", log.name
        assert "add the package that provides it" not in next_step(alone)


def test_a_third_partys_package_a_test_file_is_named_for_stays_a_package_not_installed() -> None:
    """``tests/test_tomlkit.py`` importing ``tomlkit``, not installed: a test file's name is read for
    misspellings only, so the third party's package it is named for is not the project's (pytest
    9.2.0 run here, ``tests/fixtures/trial-85``, README there)."""
    log = TRIAL_85 / "py-test-named-for-third-party.log"
    report = triage_path(log, Analyser.load(repo=log.parent / "absent"), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"


def test_a_test_modules_import_after_an_install_that_failed_is_dependency_resolution() -> None:
    report = triage_path(AFTER_FAILED_INSTALL, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"
    assert all(step.reason != "step tool disagrees" for step in report.confidence_steps)


def test_the_projects_own_package_the_checkout_holds_is_configuration(tmp_path: Path) -> None:
    checkout = _src_layout_checkout(tmp_path)
    report = triage_path(SRC_LAYOUT, Analyser.load(repo=checkout), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.tool == "pytest"
    assert "pip install -e ." in next_step(report)
    assert all(step.reason != "step tool disagrees" for step in report.confidence_steps)


def test_another_package_stays_a_package_not_installed_with_a_checkout(tmp_path: Path) -> None:
    report = triage_path(TRIAL, Analyser.load(repo=_src_layout_checkout(tmp_path)), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"


def test_local_packages_are_the_checkouts_top_level_packages_and_project_name(tmp_path: Path) -> None:
    (tmp_path / "src" / "shop_core").mkdir(parents=True)
    (tmp_path / "src" / "shop_core" / "__init__.py").write_text("")
    (tmp_path / "tools").mkdir()  # no __init__.py: no package
    (tmp_path / "helpers.py").write_text("")
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "Shop-API"\n')
    assert local_packages(tmp_path) == {"shop_core", "helpers", "shop_api"}
    (tmp_path / "pyproject.toml").write_text("[project\nname =")
    assert local_packages(tmp_path) == {"shop_core", "helpers"}
    assert local_packages(tmp_path / "absent") == frozenset()


OWN = TESTS / "fixtures" / "s29-ownmodule"
"""Trial 55 #5: a module missing from the project's own package (README there: pytest 9.2.0,
unittest and Django 5.2.19 on Python 3.11.7, run here)."""


def _dependency_rival(report: TriageReport) -> bool:
    """Whether ``report``'s confidence was lowered for a dependency-resolution reading."""
    return any(
        step.reason == "competing evidence" and "dependency resolution" in step.detail
        for step in report.confidence_steps
    )


def test_a_submodule_missing_from_the_projects_own_package_is_its_test_failure_uncontested() -> None:
    analyser = Analyser.load()
    for name in ("pytest-own-submodule.gha.log", "unittest-own-submodule.gha.log", "django-own-submodule.gha.log"):
        report = triage_path(OWN / name, analyser, DEFAULT_BUDGET)[0]
        assert report.category == "test failure", name
        assert not _dependency_rival(report), name
        assert all(other.category != "dependency resolution" for other in report.competing), name
        assert report.confidence >= 0.6, name


def test_the_checkout_shows_the_own_package_no_printed_path_names(tmp_path: Path) -> None:
    (tmp_path / "src" / "inv").mkdir(parents=True)
    (tmp_path / "src" / "inv" / "__init__.py").write_text("")
    (tmp_path / "src" / "inv" / "core.py").write_text("def add(a, b):\n    return a + b\n")
    for name in ("pytest-own-submodule-no-path.gha.log", "pytest-own-submodule-no-path.txt"):
        without = triage_path(OWN / name, Analyser.load(), DEFAULT_BUDGET)[0]
        assert _dependency_rival(without), name  # nothing in the log says whose `inv` is
        report = triage_path(OWN / name, Analyser.load(repo=tmp_path), DEFAULT_BUDGET)[0]
        assert report.category == "test failure", name
        assert not _dependency_rival(report), name
        assert report.confidence > without.confidence, name


def test_a_submodule_a_third_party_package_lacks_stays_contested() -> None:
    report = triage_path(OWN / "pytest-third-party-submodule.gha.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"
    assert _dependency_rival(report)


def test_trial_78s_third_party_packages_missing_at_collection_are_dependencies() -> None:
    """Trial 78 #5: ``requests_mock_xyz`` in a test module, ``freezegun_xyz`` in a conftest, no step
    installing either (pytest 9.2.0; ``tests/fixtures/s32-t78``, README there)."""
    for name in ("pytest_missingpkg.gha.log", "pytest_conftest.gha.log"):
        report = triage_path(TESTS / "fixtures" / "s32-t78" / name, Analyser.load(), DEFAULT_BUDGET)[0]
        assert report.category == "dependency resolution", name
        assert "add the package that provides it to the requirements the job installs" in next_step(report)


def test_trial_78s_misspelt_name_of_the_projects_module_stays_its_test_failure() -> None:
    """``from calc import ad`` (``calc.py`` has ``add``): the project's own module lacks the name."""
    report = triage_path(TESTS / "fixtures" / "s32-t78" / "pytest_import.gha.log", Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "test failure"


def test_the_projects_own_package_a_session_did_not_install_is_quoted_and_advised(tmp_path: Path) -> None:
    """The summary quotes what is missing, not the banner that names the test file, and the next
    step is to install the project (in the nox session), not every kind of import error's fix."""
    (tmp_path / "src" / "shelf").mkdir(parents=True)
    (tmp_path / "src" / "shelf" / "__init__.py").write_text("def count(items):\n    return len(items)\n")
    report = triage_path(NOX_NOT_INSTALLED, Analyser.load(repo=tmp_path), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.summary.endswith("ModuleNotFoundError: No module named 'shelf'")
    advice = next_step(report)
    assert advice.startswith("`shelf` is the project's own package and the tests could not import it")
    assert '`session.install(".")`' in advice
    assert "if it is a third-party package" not in advice


def test_a_top_level_name_no_line_shows_whose_gets_both_readings_the_projects_first() -> None:
    """Trial 101 #1: ``No module named 'shelf'`` under a nox session, no checkout, no printed path
    or build naming it: either a package no step installed or the project's own, the less sure."""
    report = triage_path(NOX_NOT_INSTALLED, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "dependency resolution"
    assert report.confidence_steps[-1].reason == "own package or not"
    assert report.confidence < 0.5
    advice = next_step(report)
    assert advice.startswith("If `shelf` is this repository's package, install it before the tests")
    assert "Otherwise no step installed it: add the package that provides it" in advice


def test_an_editable_install_of_the_project_in_an_earlier_step_shows_the_package_is_its_own() -> None:
    """The job's ``pip install -e .`` built ``shelf``, the project's distribution, into the job's
    Python; the nox session did not see it: the project not installed in the session, without the
    checkout at hand."""
    report = triage_path(NOX_INSTALLED_IN_THE_JOB, Analyser.load(), DEFAULT_BUDGET)[0]
    assert report.category == "configuration"
    assert report.summary.endswith("ModuleNotFoundError: No module named 'shelf'")
    assert next_step(report).startswith("`shelf` is the project's own package and the tests could not import it")
    assert all(step.reason != "own package or not" for step in report.confidence_steps)


OWNPKG = Path(__file__).parent / "fixtures" / "s37-ownpkg"


def test_a_tox_env_or_nox_session_that_never_installed_the_project_shows_the_module_is_its_own() -> None:
    """Trial 103 #1: tox's ``skip_install = true`` environment ran ``commands[0]>`` with no
    ``install_package>`` line, and a nox session installed ``pytest`` but not ``.``: the tests'
    ``No module named 'inventory'`` is the project not installed, configuration, without the checkout
    and though no printed path names ``inventory`` (tox 4.67.17, nox 2026.10.20, README there)."""
    for name in ("tox-skip-install.log", "nox-requirements-only.log"):
        report = triage_path(OWNPKG / name, Analyser.load(), DEFAULT_BUDGET)[0]
        assert report.category == "configuration", name
        assert all(step.reason != "own package or not" for step in report.confidence_steps), name
        advice = next_step(report)
        assert advice.startswith("`inventory` is the project's own package"), name
        assert "add the package that provides it" not in advice, name
        # tox 3's name for it is still read by tox 4 (trial 116 #6: `skipsdist = true` left `shop` out)
        assert "`skipsdist`" in advice, name


def test_a_tox_env_or_nox_session_that_installed_the_project_leaves_another_module_a_dependency() -> None:
    """tox's ``install_package> … inventory-0.1.tar.gz`` and nox's ``pip install pytest .`` installed
    the project: ``No module named 'freezegun'`` is a package no step installed, not the project's
    too, so neither the less sure verdict nor the project's reading in the advice."""
    for name in ("tox-package-installed.log", "nox-project-installed.log"):
        report = triage_path(OWNPKG / name, Analyser.load(), DEFAULT_BUDGET)[0]
        assert report.category == "dependency resolution", name
        assert all(step.reason != "own package or not" for step in report.confidence_steps), name
        advice = next_step(report)
        assert advice.startswith("The tests ran with the project installed"), name
        assert "is this repository's package" not in advice, name
