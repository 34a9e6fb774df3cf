"""A PHP script stopping at the ``require`` of Composer's ``vendor/autoload.php`` is dependencies never
installed (composer install did not run before the step), not a crash of the script: dependency
resolution with Composer's advice, as a Ruby ``LoadError`` of a gem not installed is.

Trial 97's finding 2: real output of PHP 8.2 (Debian 12), wrapped as a GitHub Actions job log
(tests/fixtures/s35-t97b/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t97b"


def test_a_missing_autoloader_is_dependencies_not_installed(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "php_autoload.gha.log", "--no-home-skills")
    assert report["category"] == "dependency resolution"
    assert "composer install" in report["next_step"]


def test_another_uncaught_error_is_still_the_scripts_crash(triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / "php_fatal.gha.log", "--no-home-skills")
    assert report["category"] == "runtime error"
    assert "composer install" not in report["next_step"]
