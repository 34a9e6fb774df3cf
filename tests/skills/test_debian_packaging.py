"""Debian package builds and lintian (trial t127, findings 1, 2, 3 and 9).

Real output of lintian 2.116.3, dpkg-buildpackage 1.21.23 and debhelper 13.11.4 made here, plain and
wrapped as a GitHub Actions job log, and the trial's own logs (``tests/fixtures/trial-t127``, README
there). Before, lintian's plain output was "No failure found" and in a job ``unknown`` quoting a
``W:`` tag, its pointer into the .deb a location; a failed ``dh_auto_test`` and unmet build-dependencies
were ``unknown``, naming no tool.
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

FIXTURES = Path(__file__).parents[1] / "fixtures" / "trial-t127"
GCC_ERROR = "hello.c:2:38: error: expected ‘;’ before ‘return’"


def _triage(name: str) -> TriageReport:
    with open_log_source(str(FIXTURES / name)) as source:
        report, _ = triage_source(source, Analyser.load(), DEFAULT_BUDGET)
    return report


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("16-lintian.log", "E: hello-acme: no-copyright-file"),
        ("23-gha-lintian.log", "E: hello-acme: no-copyright-file"),
        ("lintian-deb.txt", "E: hello-acme: no-copyright-file"),
        ("lintian-deb.gha.log", "E: hello-acme: no-copyright-file"),
        ("lintian-changes.txt", "E: hello-acme source: malformed-contact Uploaders acme"),
        ("lintian-changes.gha.log", "E: hello-acme source: malformed-contact Uploaders acme"),
        ("lintian-warnings.gha.log", "W: hello-acme: initial-upload-closes-no-bugs"),
    ],
)
def test_lintian_tags_are_its_findings_the_first_error_quoted(name: str, quoted: str) -> None:
    """An ``E:`` tag leads the summary over the ``W:`` tags, whichever lintian printed first; a run
    that failed on warnings alone (``--fail-on warning``) quotes its first one."""
    report = _triage(name)
    assert report.failure_found
    assert report.category == "lint/format"
    assert report.tool == "lintian"
    assert quoted in report.summary
    assert "lintian-explain-tags" in next_step(report)


@pytest.mark.parametrize(
    "name", ["16-lintian.log", "23-gha-lintian.log", "lintian-deb.txt", "lintian-warnings.gha.log"]
)
def test_a_path_inside_the_built_package_is_no_location(name: str) -> None:
    """A binary package's pointer (``[usr/share/doc/hello-acme/changelog.Debian.gz:1]``) is where the
    .deb installs a file, not a file of the checkout."""
    report = _triage(name)
    assert report.failure_found
    assert report.jobs[0].locations == []


def test_a_source_packages_pointer_is_the_checkouts_file() -> None:
    report = _triage("lintian-changes.gha.log")
    places = [f"{location.file}:{location.line}" for location in report.jobs[0].locations]
    assert "debian/changelog:3" in places
    assert "debian/control:13" in places
    assert not [place for place in places if place.startswith("usr/")]


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("15-dpkg-buildpackage-missing-builddep.log", "Unmet build dependencies: libsodium-dev (>= 1.0.18)"),
        ("dpkg-builddeps.txt", "Unmet build dependencies: libsodium-dev (>= 1.0.18) libacme1-dev | libacme-dev (>= 2)"),
        ("dpkg-builddeps.gha.log", "Unmet build dependencies: libsodium-dev (>= 1.0.18)"),
    ],
)
def test_unmet_build_dependencies_are_dependency_resolution(name: str, quoted: str) -> None:
    report = _triage(name)
    assert report.category == "dependency resolution"
    assert report.tool == "dpkg-checkbuilddeps"
    assert quoted in report.summary
    assert "apt-get build-dep" in next_step(report)
    assert "mk-build-deps" in next_step(report)


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("14-dpkg-buildpackage-dh-auto-test.log", "FAIL: greeting mismatch: got 'Hello, wrld'"),
        ("22-gha-dpkg-dh-auto-test.log", "FAIL: greeting mismatch: got 'Hello, wrld'"),
        ("dh-auto-test-make.txt", "FAIL: greeting mismatch: got 'Hello, world'"),
        ("dh-auto-test-make.gha.log", "FAIL: greeting mismatch: got 'Hello, world'"),
    ],
)
def test_a_failed_dh_auto_test_is_a_test_failure_quoting_the_tests_output(name: str, quoted: str) -> None:
    """``dh_auto_test: error: make -j2 check returned exit code 2`` says the package's tests failed;
    the summary quotes what the test printed above it, not the wrappers around it (debhelper's line,
    the outer make's ``[debian/rules:3: build]``, which reports the same failure: no second unit)."""
    report = _triage(name)
    assert report.category == "test failure"
    assert report.tool == "debhelper"
    assert quoted in report.summary
    assert "failed first" not in report.summary
    assert "DEB_BUILD_OPTIONS=nocheck" in next_step(report)


@pytest.mark.parametrize("name", ["dh-auto-test-pybuild.txt", "dh-auto-test-pybuild.gha.log"])
def test_dh_auto_tests_tool_is_the_runner_its_output_shows(name: str) -> None:
    """pybuild ran pytest under ``dh_auto_test``: pytest's report names the tool and the failed test."""
    report = _triage(name)
    assert report.category == "test failure"
    assert report.tool == "pytest"
    assert [test.name for test in report.failed_tests] == ["tests/test_greet.py::test_greet"]


@pytest.mark.parametrize(
    ("name", "category", "tool", "quoted"),
    [
        ("dh-auto-build-gcc.txt", "compile/build error", "gcc", GCC_ERROR),
        ("dh-auto-build-gcc.gha.log", "compile/build error", "gcc", GCC_ERROR),
        ("dh-auto-configure.gha.log", "dependency resolution", "autoconf", "configure: error: libsodium is required"),
    ],
)
def test_a_failed_debhelper_build_step_defers_to_the_build_systems_error(
    name: str, category: str, tool: str, quoted: str
) -> None:
    """``dh_auto_build``/``dh_auto_configure``'s error line and dpkg-buildpackage's are wrappers: the
    compiler's or configure's error decides, and the outer make's verdict on ``debian/rules`` is the
    same failure, no other failed unit."""
    report = _triage(name)
    assert report.category == category
    assert report.tool == tool
    assert quoted in report.summary
    assert "also failed" not in report.summary


def test_the_step_runs_catalogued_debian_tools() -> None:
    """The step's command names dpkg-buildpackage, a catalogued wrapper: the unknown's account of it
    no longer says no tool was identified (finding 9)."""
    report = _triage("dh-auto-test-make.gha.log")
    assert "tool identified: none" not in next_step(report)
