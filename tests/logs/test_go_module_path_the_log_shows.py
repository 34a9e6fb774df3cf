"""A Go test's bare file joined with its package's folder when the log alone names one package of a
module that is no hosted import path (trial 78, finding 7): ``FAIL example.com/goproj/pkg/mathx``'s
``pkg`` is a folder of the standard layout, never part of a module's path (as ``internal`` is), so
the file is ``pkg/mathx/mathx_test.go``, in a job log, a plain paste and ``gh run view --log-failed``;
a ``go.mod`` the step prints (``module example.com/shop``) names the module outright.

Real go 1.19.8 output (``tests/fixtures/s32-t78``, README there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s32-t78"


def _places(report: dict) -> list[tuple[str, int]]:
    return [(location["file"], location["line"]) for location in report["locations"]]


@pytest.mark.parametrize("log", ["go_sub.gha.log", "go_plain.txt", "gh_failed.txt"])
def test_a_package_in_the_layouts_pkg_folder_is_placed(triage_json: Callable[..., dict], log: str) -> None:
    report = triage_json(FIXTURES / log)
    assert _places(report) == [("pkg/mathx/mathx_test.go", 7)]
    assert report["summary"].endswith(" — pkg/mathx/mathx_test.go:7: Double(2) = 6, want 4.")


def test_a_printed_go_mod_names_the_module(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    report = triage_json(FIXTURES / "go_cat_go_mod.gha.log", "--checkout", tmp_path)
    assert _places(report) == [("cart/cart_test.go", 7)]
