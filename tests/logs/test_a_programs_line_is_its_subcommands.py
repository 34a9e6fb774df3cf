"""A line a program prints for any of its subcommands names the step's subcommand as the tool: mix's
`Could not find Hex, which is needed to build dependency :jason` in a `mix compile` step was
`tool: mix-test` (its skill's tool), though the step ran `mix compile` (trial 100's elixir-dep.log).

Real output (tests/fixtures/s36-t100b/README.md): Elixir 1.14.0's mix."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s36-t100b"


def test_mixs_dependency_line_in_a_compile_step_is_mix_compiles(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mix-compile-no-hex.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert report["tool"] == "mix-compile"
    assert "mix local.hex --force" in report["next_step"]
