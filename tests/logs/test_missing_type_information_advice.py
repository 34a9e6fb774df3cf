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


T77 = Path(__file__).parents[1] / "fixtures" / "t77"
"""Trial 77's real mypy 2.4.1 logs (README there)."""


def test_stub_advice_does_not_promise_install_types_fixes_a_module_not_installed(
    triage_json: Callable[..., dict],
) -> None:
    """Trial 77 #2: `boto3 [import-not-found]` beside `toml [import-untyped]` is a package not
    installed; `mypy --install-types` installs only stubs, so the advice must not promise it
    installs "every one mypy names"."""
    report = triage_json(T77 / "mypy3_gha.log")
    assert report["category"] == "type check"
    assert "installs every one mypy names" not in report["next_step"]
    assert "stubs of every `import-untyped` error" in report["next_step"]
    assert "`import-not-found`" in report["next_step"]
    assert "install that package itself" in report["next_step"]


def test_mypys_blocking_module_mapping_error_decides_over_missing_stubs(triage_json: Callable[..., dict]) -> None:
    """Trial 77 #3: `Source file found twice under different module names` stopped mypy before any
    type checking (`errors prevented further checking`): that configuration error is the fix."""
    report = triage_json(T77 / "mypy2_gha.log")
    assert report["category"] == "configuration"
    assert "Source file found twice" in report["summary"]
    assert report["next_step"].startswith("mypy stopped before type checking")
    assert "`--explicit-package-bases`" in report["next_step"]
    assert "`__init__.py`" in report["next_step"]
