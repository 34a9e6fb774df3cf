"""A JUnit XML file given as the log names the test runner that wrote it as the report's tool, from
the file's shape: the runner its root's ``name`` names (``jest tests``), a catalogued runner its
root's or a top-level suite's ``name`` starts with (the JUnit console launcher's ``JUnit Jupiter``),
else the runtime its suites' properties or results are of (a JVM's ``java.…`` properties or a
``java.lang.OutOfMemoryError``: junit; gotestsum's ``go.version``: go-test). The tool was null for
every JUnit file before.

Real output: Ant 1.10.13 over JUnit 4.13.2 (tests/fixtures/s40-kinds/README.md), the JUnit Platform
console launcher 1.9.1 (tests/fixtures/s39-t109rest/README.md), jest-junit and gotestsum
(tests/fixtures/junit-merge), ctest's ``--output-junit`` (tests/fixtures/s32-junit).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures"


def test_a_plain_junit4_report_whose_test_ran_out_of_memory_names_junit(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "s40-kinds" / "ant-junit4-oom.xml", "--no-home-skills")
    assert report["tool"] == "junit"
    assert [(test["name"], test["kind"]) for test in report["failed_tests"]] == [
        ("com.acme.CatalogueTest::loadsEveryPage", "error")
    ]


@pytest.mark.parametrize(
    ("path", "tool"),
    [
        ("s39-t109rest/junit5-error-and-failure.xml", "junit"),
        ("junit-merge/jest-junit.xml", "jest"),
        ("junit-merge/pytest-junit.xml", "pytest"),
        ("junit-merge/gotestsum-junit.xml", "go-test"),
        ("s32-junit/ctest.xml", None),
    ],
)
def test_a_junit_file_names_the_runner_its_shape_says(
    triage_json: Callable[..., dict], path: str, tool: str | None
) -> None:
    assert triage_json(FIXTURES / path, "--no-home-skills")["tool"] == tool
