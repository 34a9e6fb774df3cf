"""A module missing from the project's own package (imported, so installed and on the path) is
advised as the project's code to fix, at the frame that imports it, not with the import primer's
`pip install -e .` (trial 61, finding 4; tests/fixtures/s29-t61/README.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s29-t61"


@pytest.mark.parametrize("log", ["pytest-own-submodule-missing.gha.log", "unittest-own-submodule-missing.gha.log"])
def test_a_missing_submodule_of_the_own_package_is_advised_as_its_code(
    triage_json: Callable[..., dict], log: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "test failure"
    advice = report["next_step"]
    assert "`ledger.rates` is not found: the project's own package `ledger`" in advice
    assert "fix the import at `src/ledger/books.py:1`" in advice
    assert "pip install -e ." not in advice
