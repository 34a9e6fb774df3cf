"""A linter or formatter whose config names a package that is not installed (a shared config it
extends, a plugin) linted nothing: configuration, its advice to install the package or fix the config,
and the tool named as the linter, not node.

Trial t120 (finding 2): stylelint 17.16.0's ``ConfigurationError: Could not find
"stylelint-config-standard"`` (exit 78) was a runtime error of ``node`` (plain) or lint/format at
0.28 advising to fix findings there were none of (GitHub Actions). ESLint's eslintrc ``couldn't find
the config "x" to extend from`` got the generic configuration advice, its flat config's missing
import named no tool, and Prettier's missing plugin was unknown. Real output of each:
tests/fixtures/t120/README.md.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "t120"


@pytest.mark.parametrize(
    ("log", "tool", "advice"),
    [
        ("stylelint-config.log", "stylelint", "add `stylelint-config-standard` to the `devDependencies`"),
        ("stylelint-config.gha.log", "stylelint", "add `stylelint-config-standard` to the `devDependencies`"),
        ("eslint-extends-missing.log", "eslint", "a short name `x` is the package `eslint-config-x`"),
        ("eslint-flat-import-missing.log", "eslint", "add it to the `devDependencies`"),
        ("prettier-plugin-missing.log", "prettier", "add `prettier-plugin-tailwindcss` to the `devDependencies`"),
    ],
)
def test_a_package_the_config_names_not_installed_is_configuration_of_the_linter(
    triage_json: Callable[..., dict], log: str, tool: str, advice: str
) -> None:
    report = triage_json(FIXTURES / log)
    assert report["category"] == "configuration"
    assert report["tool"] == tool
    assert advice in report["next_step"]
