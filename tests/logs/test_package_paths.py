"""A source file named by its package (a JVM frame's class, a Go package's import path, gotestsum's
package in its module) is named with the package's folders, so it is the repository's file; with
a checkout, the file whose path ends with it (trial 84: Maven's ``shop/CartTest.java`` is
``src/test/java/shop/CartTest.java``, Go's ``cart_test.go`` is ``cart/cart_test.go``).

Real runs (``tests/fixtures/s33-junit2/README.md``): Maven Surefire 3.2.5 with JUnit 5, gotestsum
on go 1.19.8.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from ci_triage.commands.cli import main
from ci_triage.logs.analyse import Analyser
from ci_triage.logs.junit import junit_failures
from ci_triage.logs.report import triage_path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s33-junit2"


def _places(junit: str) -> list[tuple[str, int | None]]:
    found = junit_failures(str(FIXTURES / junit))
    return sorted((place.file, place.line) for place in found.places.values())


def test_a_surefire_case_is_placed_by_its_own_classs_frame_named_by_its_package() -> None:
    """Not by the first frame, JUnit's ``AssertionFailureBuilder.java:151``."""
    assert _places("TEST-shop.CartTest.xml") == [("shop/CartTest.java", 5), ("shop/CartTest.java", 7)]


def test_a_go_case_is_placed_in_its_packages_folder_by_its_hosted_import_path() -> None:
    assert _places("gotestsum-hosted.junit.xml") == [("cart/cart_test.go", 7), ("cart/cart_test.go", 16)]


@pytest.mark.parametrize("log", ["go-dots.log", "go-gotestsum.log"])
def test_gotestsums_package_is_the_folder_of_the_files_below_it(log: str, analyser: Analyser) -> None:
    """gotestsum prints a package relative to its module, ``=== FAIL: cart TestTotal``."""
    report, _ = triage_path(FIXTURES / log, analyser, 2000, [])
    assert [(location.file, location.line) for location in report.locations] == [
        ("cart/cart_test.go", 7),
        ("cart/cart_test.go", 16),
    ]
    assert {test.file for test in report.failed_tests} == {"cart/cart_test.go"}
    assert report.failed_tests[0].message == "cart/cart_test.go:7: Total = 5, want 6 — Größe ✓"


def test_with_a_checkout_a_jvm_file_is_the_checkouts_file(tmp_path: Path, capsys) -> None:
    checkout = tmp_path / "shop"
    source = checkout / "src" / "test" / "java" / "shop" / "CartTest.java"
    source.parent.mkdir(parents=True)
    source.write_text("package shop;\n")
    subprocess.run(["git", "init", "-q", str(checkout)], check=True)
    log, junit = str(FIXTURES / "maven.log"), str(FIXTURES / "TEST-shop.CartTest.xml")
    assert main(["triage", log, "--checkout", str(checkout), "--format", "json", "--junit", junit]) == 0
    report = json.loads(capsys.readouterr().out)
    assert {location["file"] for location in report["locations"]} == {"src/test/java/shop/CartTest.java"}
