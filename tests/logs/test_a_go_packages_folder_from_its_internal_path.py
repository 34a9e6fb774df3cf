"""A Go module's packages in its ``internal`` folder: ``go test`` names a failed test's file bare
(``calc_test.go:7``), and the module's path is cut before ``internal`` (Go's internal folder is
its parent tree's, ``go help internal``), so the file is ``internal/mathx/calc_test.go`` even when
the log names one package (trial 71 #1) or its packages share ``example.com/calc/internal``; a
package without tests (``?   … [no test files]``) counts among the packages the module is read
from. go's build and vet errors are printed from the folder go ran in (``internal/fmtx/fmt.go:3:8``)
and are the project's own files, not Node's ``internal/`` modules.

Real go 1.19.8 output (``tests/fixtures/s31-subdir``, README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s31-subdir"


def _places(report: dict) -> list[tuple[str, int]]:
    return [(place["file"], place["line"]) for place in report["locations"]]


@pytest.mark.parametrize("log", ["go-test-one-internal-package.gha.log", "go-test-no-test-files-package.gha.log"])
def test_a_failed_tests_file_is_in_its_internal_package(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert _places(report) == [("internal/mathx/calc_test.go", 7)]
    assert [test["file"] for test in report["failed_tests"]] == ["internal/mathx/calc_test.go"]
    assert report["summary"].endswith(" — internal/mathx/calc_test.go:7: Add(2, 3) = -1; want 5.")


def test_build_errors_in_an_internal_folder_are_locations(triage_json: Callable[..., dict]) -> None:
    """The packages share ``example.com/calc/internal``: the module is ``example.com/calc``."""
    report = triage_json(FIXTURES / "go-test-internal-build-failed.gha.log")
    assert _places(report) == [
        ("internal/fmtx/fmt.go", 3),
        ("internal/fmtx/fmt.go", 5),
        ("internal/mathx/calc_test.go", 7),
    ]


def test_a_vet_finding_in_an_internal_folder_is_a_location(triage_json: Callable[..., dict]) -> None:
    assert _places(triage_json(FIXTURES / "go-vet-internal.gha.log")) == [("internal/fmtx/fmt.go", 5)]
