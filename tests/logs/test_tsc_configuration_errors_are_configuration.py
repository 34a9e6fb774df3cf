"""tsc that stops on its configuration (no tsconfig.json where `-p` points, no inputs matched by
`include`, a removed compiler option) type-checked no file, yet the report said "type check" and
advised fixing the first type error (trial 111 #1: turbo's `@acme/core#build` with `error TS5081`).
The diagnostics of tsc's compiler-options class are configuration.

Real output: typescript 5.9.3 and 7.0.2 (tests/fixtures/s40-t111rest/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s40-t111rest"


@pytest.mark.parametrize(
    ("fixture", "code"),
    [
        ("tsc-no-tsconfig.gha.log", "TS5081"),
        ("tsc-no-inputs.gha.log", "TS18003"),
        ("tsc-removed-option.gha.log", "TS5108"),
    ],
)
def test_a_tsc_configuration_error_is_configuration(triage_json: Callable[..., dict], fixture: str, code: str) -> None:
    report = triage_json(FIXTURES / fixture, "--no-home-skills")
    assert report["category"] == "configuration"
    assert code in report["summary"]
    assert "tsconfig" in report["next_step"]
    assert "type error shown above" not in report["next_step"]
