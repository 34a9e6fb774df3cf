"""A type checker whose error is a module it cannot type — stubs not installed, the module not
installed — is advised to install what is missing, quoting the tool's own hint, not to "fix the
first type error" (trial 71 #4: mypy's `Library stubs not installed for "requests"` under the
generic advice, mypy's `python3 -m pip install types-requests` hint unquoted).

Fixtures (tests/fixtures/s31-summary, README there): mypy 2.4.1, pyright 1.1.414 and basedpyright
1.40.2, run here.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s31-summary"


def test_missing_stubs_are_installed_with_mypys_own_hint(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mypy-missing-stubs.gha.log")
    assert (report["category"], report["tool"]) == ("type check", "mypy")
    assert report["next_step"].startswith("Install the missing stub packages")
    assert "(the tool's own hint: `python3 -m pip install types-PyYAML`)" in report["next_step"]
    assert "mypy --install-types" in report["next_step"]
    kept = [line for span in report["excerpt"] for line in span["lines"]]
    assert any('Hint: "python3 -m pip install types-PyYAML"' in line for line in kept)


def test_a_module_mypy_cannot_find_is_installed_or_its_name_fixed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "mypy-missing-module.gha.log")
    assert report["category"] == "type check"
    assert report["next_step"].startswith("Install the package the import names")
    assert "(the tool asks whether `http` was meant)" in report["next_step"]


@pytest.mark.parametrize(
    ("name", "advice"),
    [
        ("pyright-missing-import.gha.log", "Install the package the import names into the environment pyright reads"),
        ("basedpyright-missing-source.gha.log", "Install the package the import names (not only its stubs)"),
    ],
)
def test_pyrights_unresolved_imports_are_installed(name: str, advice: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / name)
    assert report["category"] == "type check"
    assert report["next_step"].startswith(advice)
    assert "venvPath" in report["next_step"]
