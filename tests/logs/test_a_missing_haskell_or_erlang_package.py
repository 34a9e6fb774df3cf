"""A package a Haskell import or an Erlang `-include_lib` needs, not installed, is dependency
resolution with advice to install or declare it, as OCaml's `Library "yojson" not found` and Perl's
`Can't locate JSON/XS.pm` are: trial 100 read GHC's `Could not find module ‘Data.Aeson’` and erlc's
`can't find include lib "eunit/include/eunit.hrl"` as compile errors ("Fix the first compiler
error"). A project's own module without a file (`Utils`) stays a compile error.

Real output (tests/fixtures/s36-t100b/README.md): GHC 9.0.2 and Erlang/OTP 25 (Debian 12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


@pytest.mark.parametrize(
    ("log", "tool", "quoted", "advice"),
    [
        ("ghc-module-not-found.gha.log", "ghc", "Could not find module ‘Data.Aeson’", "build-depends"),
        ("erlc-include-lib.gha.log", "erlc", 'can\'t find include lib "eunit/include/eunit.hrl"', "erlang-eunit"),
    ],
)
def test_a_missing_package_is_dependency_resolution(
    triage_json: Callable[..., dict], log: str, tool: str, quoted: str, advice: str
) -> None:
    report = triage_json(FIXTURES / log, "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert report["tool"] == tool
    assert quoted in report["summary"]
    assert advice in report["next_step"]
    assert "first compiler error" not in report["next_step"]


def test_a_projects_own_missing_module_stays_a_compile_error(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "ghc-own-module-missing.gha.log", "--no-home-skills")
    assert report["category"] == "compile/build error"
