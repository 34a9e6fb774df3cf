"""A native build's missing dependency, its refused invocation and the compiler that ran (trial 56
#1-#4, #10): a configure script's missing header, library or pkg-config package, CMake's
``pkg_check_modules`` package and the linker's missing ``-lfoo`` are dependency resolution with
advice to install it, not "fix the first compiler error"; a compiler configure cannot use and a
build system's refusal of its own command line are configuration; a clang build is clang's.

Real output (``tests/fixtures/s29-t56a/README.md``): autoconf 2.71, pkgconf 1.8.1, CMake 3.25.1,
ninja 1.11.1, gcc 12.2.0 with GNU ld 2.40 and gold 1.16, clang 14.0.6, LLVM lld 22.1.2, Debian 12."""

from __future__ import annotations

from pathlib import Path

import pytest

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "s29-t56a"


@pytest.mark.parametrize(
    ("log", "quoted"),
    [
        ("autoconf-missing-header.gha.log", "configure: error: zstd.h not found: install libzstd-dev"),
        ("autoconf-check-lib.gha.log", "configure: error: libgpiod not found"),
        ("autoconf-pkg-check-modules.gha.log", "configure: error: Package requirements (proj >= 9.0) were not met:"),
    ],
)
def test_a_configure_check_that_found_nothing_is_a_dependency(triage_json, log: str, quoted: str) -> None:
    report = triage_json(FIXTURES / log)
    assert (report["category"], report["tool"]) == ("dependency resolution", "autoconf")
    assert report["confidence"] >= 0.85
    assert report["summary"].endswith(quoted)
    assert "install its development package" in report["next_step"]
    assert "compiler error" not in report["next_step"]


def test_a_compiler_configure_cannot_use_is_the_runners_configuration(triage_json) -> None:
    report = triage_json(FIXTURES / "autoconf-cc-broken.gha.log")
    assert (report["category"], report["tool"]) == ("configuration", "autoconf")
    assert report["summary"].endswith("configure: error: C compiler cannot create executables")
    assert "Install the compiler" in report["next_step"]


def test_a_pkg_check_modules_package_is_named_and_a_dependency(triage_json) -> None:
    report = triage_json(FIXTURES / "cmake-pkg-check-modules.gha.log")
    assert (report["category"], report["tool"]) == ("dependency resolution", "cmake")
    assert report["summary"].endswith("Package 'proj', required by 'virtual:world', not found")
    assert "PKG_CONFIG_PATH" in report["next_step"]
    assert "compiler error" not in report["next_step"]


@pytest.mark.parametrize(
    ("log", "quoted", "advice"),
    [
        ("cmake-unknown-generator.gha.log", "Could not create named generator Ninja Multi", "Ninja Multi-Config"),
        ("cmake-generator-mismatch.gha.log", "CMake Error: Error: generator : Ninja", "CMakeCache.txt"),
        ("cmake-no-source-dir.gha.log", '/native/cpp" does not exist.', "working directory"),
    ],
)
def test_cmakes_refusal_of_its_own_invocation_is_configuration(triage_json, log: str, quoted: str, advice: str) -> None:
    report = triage_json(FIXTURES / log)
    assert (report["category"], report["tool"]) == ("configuration", "cmake")
    assert report["confidence"] >= 0.85
    assert report["summary"].endswith(quoted)
    assert advice in report["next_step"]


@pytest.mark.parametrize(
    ("log", "tool", "quoted"),
    [
        ("ld-cannot-find-library.gha.log", "gcc", "/usr/bin/ld: cannot find -lyaml-cpp: No such file or directory"),
        ("gold-cannot-find-library.gha.log", "gcc", "/usr/bin/ld.gold: error: cannot find -lyaml-cpp"),
        ("lld-unable-to-find-library.gha.log", "clang", "rust-lld: error: unable to find library -lyaml-cpp"),
        ("clang-asan-runtime-missing.gha.log", "clang", "libclang_rt.asan_static-x86_64.a: No such file or directory"),
    ],
)
def test_a_library_the_linker_did_not_find_is_the_headline(triage_json, log: str, tool: str, quoted: str) -> None:
    report = triage_json(FIXTURES / log)
    assert (report["category"], report["tool"]) == ("dependency resolution", tool)
    assert report["confidence"] >= 0.85
    assert report["summary"].endswith(quoted)
    assert report["signals"][0]["signal"] == "library-not-found"
    assert "libclang-rt-14-dev" in report["next_step"]


@pytest.mark.parametrize(
    ("log", "tool"),
    [
        ("clang-make-cc.gha.log", "clang"),
        ("clangxx-cmake-ninja.gha.log", "clang"),
        ("clangxx-cmake-make.gha.log", "clang"),
        ("gcc-make-cc.gha.log", "gcc"),
    ],
)
def test_the_compiler_named_is_the_one_that_ran(triage_json, log: str, tool: str) -> None:
    report = triage_json(FIXTURES / log)
    assert (report["category"], report["tool"]) == ("compile/build error", tool)
