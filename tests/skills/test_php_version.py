"""The job's PHP outside what the project requires is configuration (set the job's PHP), not a
dependency to resolve nor a crash: Composer's resolver, its autoloader's platform check and a script's
own check in the same words.

Trial 97's finding 3 (a script's ``This package requires PHP >= 8.3.0; you are running 8.2.36``, the
trial's log) and Composer 2.5.5's own lines on PHP 8.2.36 run here (tests/fixtures/s35-t97b/README.md).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

FIXTURES = Path(__file__).parents[1] / "fixtures" / "s35-t97b"


@pytest.mark.parametrize(
    ("name", "quoted"),
    [
        ("composer_install_php_version", "requires php >=8.3 but your php version (8.2.36)"),
        ("composer_platform_check", 'require a PHP version ">= 8.3.0". You are running 8.2.36.'),
        ("php_version", "requires PHP >= 8.3.0; you are running 8.2.36"),
    ],
)
def test_the_jobs_php_version_is_configuration(name: str, quoted: str, triage_json: Callable[..., dict]) -> None:
    report = triage_json(FIXTURES / f"{name}.gha.log", "--no-home-skills")
    assert report["category"] == "configuration"
    assert quoted in report["summary"]
    assert "php-version" in report["next_step"]
