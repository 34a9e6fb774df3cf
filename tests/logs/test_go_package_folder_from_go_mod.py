"""A Go test's bare file (`cart_test.go:7`) is joined with its package's folder by the module path
the checkout's `go.mod` declares (and those of the folders its `go.work` uses), when the log alone
cannot tell it: one package of a module that is no hosted import path (`example.com/shop/cart`), or
packages of two modules (`example.com/shop/cart`, `example.com/devtools/gen` in `tools/`). Without
a checkout holding a `go.mod`, nothing changes (user trial 50, finding 5).

The logs are real go 1.19.8 output (tests/fixtures/s28-smalls/README.md)."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

from ci_triage.logs.go_modules import go_modules, module_folder

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s28-smalls"


def _outside_git(tmp_path: Path, log: str) -> tuple[Path, Path]:
    """The log and the checkout copied out of this repository, whose paths would be joined to theirs."""
    checkout = tmp_path / "checkout"
    shutil.copytree(FIXTURES / "go-checkout", checkout)
    shutil.copy(FIXTURES / log, tmp_path / log)
    return tmp_path / log, checkout


def _places(report: dict) -> list[tuple[str, int]]:
    return [(location["file"], location["line"]) for location in report["locations"]]


def test_one_package_is_placed_by_the_checkouts_go_mod(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    log, checkout = _outside_git(tmp_path, "gha-go-1.19.8-test-one-package.log")
    (checkout / "go.work").unlink()
    report = triage_json(log, "--no-home-skills", "--checkout", checkout)
    assert _places(report) == [("cart/cart_test.go", 7)]
    assert "cart/cart_test.go:7: Total() = 3, want 5" in report["summary"]


def test_packages_of_two_modules_are_placed_by_go_work(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    log, checkout = _outside_git(tmp_path, "gha-go-1.19.8-test-workspace.log")
    report = triage_json(log, "--no-home-skills", "--checkout", checkout)
    assert _places(report) == [("cart/cart_test.go", 7), ("tools/gen/gen_test.go", 7)]


def test_without_a_go_mod_nothing_changes(triage_json: Callable[..., dict], tmp_path: Path) -> None:
    log, _ = _outside_git(tmp_path, "gha-go-1.19.8-test-one-package.log")
    empty = tmp_path / "empty"
    empty.mkdir()
    assert _places(triage_json(log, "--no-home-skills", "--checkout", empty)) == [("cart_test.go", 7)]


def test_modules_and_their_folders(tmp_path: Path) -> None:
    (tmp_path / "go.mod").write_text('module "example.com/shop" // the shop\n\ngo 1.19\n')
    (tmp_path / "go.work").write_text("go 1.19\n\nuse .\nuse (\n\t./tools // dev\n\t../outside\n)\n")
    (tmp_path / "tools").mkdir()
    (tmp_path / "tools" / "go.mod").write_text("module example.com/shop/tools\n")
    modules = go_modules(tmp_path)
    assert modules == {"example.com/shop": "", "example.com/shop/tools": "tools"}
    assert module_folder("example.com/shop/tools/gen", modules) == "tools/gen"
    assert module_folder("example.com/shop/cart", modules) == "cart"
    assert module_folder("example.com/shop", modules) == ""
    assert module_folder("example.org/other", modules) is None
    assert go_modules(tmp_path / "missing") == {}
