"""Advice that fits the failure's own tool: an R package not installed is installed from DESCRIPTION
(setup-r-dependencies, renv), not "refresh the lock file", and `mix compile --warnings-as-errors`
failing on warnings is told to fix the warnings, not "the first compiler error" (trial 100: neither
log shows a lock file or a compiler error).

Real output (tests/fixtures/s36-t100b/README.md): R 4.2.2's `R CMD check`, Elixir 1.14.0's mix."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


def test_an_r_package_not_available_is_installed_from_description(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "r-check-package-not-available.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert "setup-r-dependencies" in report["next_step"]
    assert "Imports:" in report["next_step"]
    assert "lock file" not in report["next_step"]


def test_warnings_as_errors_is_told_to_fix_the_warnings(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mix-warnings-as-errors.gha.log", "--no-home-skills")
    assert report["category"] == "compile/build error"
    assert "--warnings-as-errors" in report["next_step"]
    assert "first compiler error" not in report["next_step"]
